package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// kerryFixture is the evaluation's account for the cases marked
// "fixture": "kerry" (testdata/eval/cases_kerry.json), written before
// reading the engine: an Irish host with five cottages and a farmhouse on
// the Ring of Kerry who texts in Irish English ("half four", "tomorrow
// week", "I'm after getting a call", "would you ever", "grand"), pros by
// first name, guests by surname, places by townland or what the guests
// call them. All on Europe/Dublin (GMT at evalNow: Wednesday 4 March 2026,
// 14:00). Fuchsia Cottage in Glenbeigh (16:00 and 10:00), Rossbeigh
// Cottage by the strand (16:00 and 10:00), the Farmhouse outside
// Cahersiveen (16:00 and 11:00), the Boathouse in Waterville (15:00 and
// 10:00), Curlew Cottage in Sneem (16:00 and 10:00) and Derrynane Cottage
// in Caherdaniel (15:00 and 10:00). Pros: Siobhan O'Sullivan (cleaner,
// restocks), Maura Fitzgerald (cleaner), Skellig Housekeeping (cleaning
// and restocking), Padraig Shea the plumber, Declan Moriarty the
// electrician, Tommy Griffin the handyman, Noel Healy the inspector and
// Bridie Clifford, a cleaner who has retired (inactive). Stays: the
// Murphys at Fuchsia (out tomorrow at 10), the Schmidts at the Farmhouse
// (out Saturday at 11), the Walshes at the Boathouse from today at 15:00
// (out Sunday at 10), the Keanes at Derrynane from tomorrow at 15:00 (out
// Tuesday 10th), the O'Briens at Curlew Friday to Monday, the Dubois at
// Rossbeigh Saturday to Saturday 14th, the Connollys at Fuchsia Thursday
// 12th to Sunday 15th and the Fischers at the Farmhouse Friday 13th to
// Monday 16th.
func kerryFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"fuchsia", steward.AddressCreate{Street: "Droum", City: "Glenbeigh", State: "Co. Kerry", Zip: "V93 F2K7", Country: "IE", Nickname: strp("Fuchsia Cottage"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Key safe by the back door, code 4182. Turf in the shed."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"rossbeigh", steward.AddressCreate{Street: "Rossbeigh Strand Road", City: "Glenbeigh", State: "Co. Kerry", Zip: "V93 R8P3", Country: "IE", Nickname: strp("Rossbeigh Cottage"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Smart lock, code 3030. Oil tank gauge at the gable end."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"farmhouse", steward.AddressCreate{Street: "Coolnaharrigle", City: "Cahersiveen", State: "Co. Kerry", Zip: "V23 H6T1", Country: "IE", Nickname: strp("The Farmhouse"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Key under the flowerpot by the porch. Mind the gate, the sheep get out."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"boathouse", steward.AddressCreate{Street: "The Strand", City: "Waterville", State: "Co. Kerry", Zip: "V23 W9D5", Country: "IE", Nickname: strp("The Boathouse"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Key safe left of the blue door, code 7766."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"curlew", steward.AddressCreate{Street: "Tahilla Road", City: "Sneem", State: "Co. Kerry", Zip: "V93 S4C2", Country: "IE", Nickname: strp("Curlew Cottage"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Key safe on the wall by the oil tank, code 2468. Storage heaters on a timer."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"derrynane", steward.AddressCreate{Street: "Derrynane Road", City: "Caherdaniel", State: "Co. Kerry", Zip: "V23 D7N8", Country: "IE", Nickname: strp("Derrynane Cottage"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Key safe beside the turf shed, code 5521."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"siobhan", steward.ProCreate{Name: "Siobhan O'Sullivan", Email: "siobhan.osullivan@example.ie", Phone: "087 900 0101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"maura", steward.ProCreate{Name: "Maura Fitzgerald", Email: "maura.fitz@example.ie", Phone: "087 900 0102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"skellig", steward.ProCreate{Name: "Skellig Housekeeping", Email: "bookings@skellighousekeeping.example", Phone: "066 900 0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"padraig", steward.ProCreate{Name: "Padraig Shea", Email: "padraig@sheaplumbing.example", Phone: "087 900 0104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"declan", steward.ProCreate{Name: "Declan Moriarty", Email: "declan@moriartyelectrical.example", Phone: "087 900 0105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tommy", steward.ProCreate{Name: "Tommy Griffin", Email: "tommy.griffin@example.ie", Phone: "087 900 0106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"noel", steward.ProCreate{Name: "Noel Healy", Email: "noel@healyinspections.example", Phone: "087 900 0107", Services: []steward.ServiceType{steward.Inspection}}},
		{"bridie", steward.ProCreate{Name: "Bridie Clifford", Email: "bridie.clifford@example.ie", Phone: "087 900 0108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"murphy", "fuchsia", "Murphy Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},     // under way, out tomorrow
		{"schmidt", "farmhouse", "Schmidt Family", "2026-03-02 16:00", "2026-03-07 11:00", 6}, // under way, out Saturday
		{"walsh", "boathouse", "Walsh Family", "2026-03-04 15:00", "2026-03-08 10:00", 2},     // arriving today
		{"keane", "derrynane", "Keane Family", "2026-03-05 15:00", "2026-03-10 10:00", 5},     // from tomorrow
		{"obrien", "curlew", "O'Brien Family", "2026-03-06 16:00", "2026-03-09 10:00", 3},
		{"dubois", "rossbeigh", "Dubois Family", "2026-03-07 16:00", "2026-03-14 10:00", 2},
		{"connolly", "fuchsia", "Connolly Family", "2026-03-12 16:00", "2026-03-15 10:00", 4},
		{"fischer", "farmhouse", "Fischer Family", "2026-03-13 16:00", "2026-03-16 11:00", 8},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "boat_prep", Property: "boathouse", Service: "cleaning", At: "2026-03-04 10:00", Pro: "maura", Status: "completed", Notes: "Prep before the Walshes"},
		{Key: "fuch_co", Property: "fuchsia", Service: "cleaning", At: "2026-03-05 10:00", Pro: "siobhan", Status: "confirmed", Notes: "Changeover after the Murphys"},
		{Key: "fuch_restock", Property: "fuchsia", Service: "restocking", At: "2026-03-05 13:00", Notes: "Turf for the stove, milk and brown bread"},
		{Key: "derry_prep", Property: "derrynane", Service: "cleaning", At: "2026-03-05 09:00", Pro: "maura", Status: "confirmed", Notes: "Prep before the Keanes"},
		{Key: "ross_boiler", Property: "rossbeigh", Service: "maintenance", At: "2026-03-05 11:00", Pro: "padraig", Notes: "Oil boiler service"},
		{Key: "farm_plumb", Property: "farmhouse", Service: "maintenance", At: "2026-03-05 14:00", Pro: "padraig", Notes: "Shower in the en suite only dribbling", DuringStay: true},
		{Key: "boat_sparky", Property: "boathouse", Service: "maintenance", At: "2026-03-06 10:00", Pro: "declan", Notes: "Immersion not heating the water", DuringStay: true},
		{Key: "curlew_prep", Property: "curlew", Service: "cleaning", At: "2026-03-06 10:00", Pro: "skellig", Notes: "Prep before the O'Briens"},
		{Key: "curlew_restock", Property: "curlew", Service: "restocking", At: "2026-03-06 14:00", Notes: "Welcome hamper and turf"},
		{Key: "farm_co", Property: "farmhouse", Service: "cleaning", At: "2026-03-07 11:00", Pro: "siobhan", Status: "confirmed", Notes: "Changeover after the Schmidts"},
		{Key: "ross_prep", Property: "rossbeigh", Service: "cleaning", At: "2026-03-07 11:00", Pro: "maura", Notes: "Prep before the Dubois"},
		{Key: "ross_restock", Property: "rossbeigh", Service: "restocking", At: "2026-03-07 14:00", Pro: "skellig", Notes: "Welcome basket"},
		{Key: "boat_co", Property: "boathouse", Service: "cleaning", At: "2026-03-08 10:00", Pro: "siobhan", Notes: "Changeover after the Walshes"},
		{Key: "curlew_co", Property: "curlew", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Changeover after the O'Briens"},
		{Key: "derry_co", Property: "derrynane", Service: "cleaning", At: "2026-03-10 10:00", Pro: "maura", Notes: "Changeover after the Keanes"},
		{Key: "farm_insp", Property: "farmhouse", Service: "inspection", At: "2026-03-10 11:00", Pro: "noel", Notes: "Annual fire safety check for the insurance"},
		{Key: "derry_gutters", Property: "derrynane", Service: "maintenance", At: "2026-03-11 10:00", Notes: "Clear the gutters after the storm"},
		{Key: "fuch_prep", Property: "fuchsia", Service: "cleaning", At: "2026-03-12 11:00", Pro: "siobhan", Notes: "Prep before the Connollys"},
		{Key: "curlew_insp", Property: "curlew", Service: "inspection", At: "2026-03-12 14:00", Pro: "noel", Notes: "Check the roof after the storm"},
		{Key: "farm_prep", Property: "farmhouse", Service: "cleaning", At: "2026-03-13 10:00", Pro: "skellig", Status: "confirmed", Notes: "Prep before the Fischers"},
		{Key: "farm_restock", Property: "farmhouse", Service: "restocking", At: "2026-03-13 14:00", Notes: "Welcome hamper, turf, milk and eggs"},
		{Key: "ross_co", Property: "rossbeigh", Service: "cleaning", At: "2026-03-14 10:00", Pro: "siobhan", Notes: "Changeover after the Dubois"},
		{Key: "fuch_co2", Property: "fuchsia", Service: "cleaning", At: "2026-03-15 10:00", Pro: "maura", Notes: "Changeover after the Connollys"},
		{Key: "farm_co2", Property: "farmhouse", Service: "cleaning", At: "2026-03-16 11:00", Notes: "Changeover after the Fischers"},
		{Key: "fuch_past_fix", Property: "fuchsia", Service: "maintenance", At: "2026-02-25 10:00", Pro: "padraig", Status: "completed", Notes: "Fixed the dripping kitchen tap"},
		{Key: "ross_past_co", Property: "rossbeigh", Service: "cleaning", At: "2026-03-02 10:00", Pro: "maura", Status: "completed"},
		{Key: "boat_insp_cx", Property: "boathouse", Service: "inspection", At: "2026-02-27 10:00", Pro: "noel", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
