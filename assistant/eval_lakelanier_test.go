package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lakelanierFixture is the evaluation's account for the cases marked
// "fixture": "lakelanier" (testdata/eval/cases_lakelanier.json), written
// before reading the engine: a retired Georgia host with lake houses and
// cabins around Lake Lanier and the north Georgia mountains, who types in a
// warm Southern voice ("y'all", "fixing to", "might could", "directly",
// "carry" someone) and calls places what the family calls them. All on
// America/New_York (09:00 EST at evalNow: Wednesday 4 March 2026, 14:00
// UTC; clocks go forward on Sunday 8 March). The Big House on the lake in
// Gainesville (16:00 and 10:00), the A-Frame in Dahlonega (15:00 and
// 11:00), Mama's Cabin in Blue Ridge (16:00 and 10:00), the Boathouse in
// Buford (16:00 and 11:00) and Creek Cottage in Helen (15:00 and 10:00).
// Pros: Tammy Pruitt ("the usual girl": cleaning, restocking), Lorena Diaz
// (cleaning), Mountain Maids (cleaning and restocking), Earl Watkins the
// plumber, Dwayne Tolbert the electrician, Ricky Sosebee the handyman (dock,
// gutters), Patsy Kimsey the inspector and Darlene Cagle, a cleaner who has
// quit (inactive). Stays: the Johnsons at the Big House (out tomorrow at
// 10), the Hendricks at the A-Frame (out Friday at 11), the Bakers at
// Mama's Cabin from today at 16:00 (out Sunday at 10), the Phams at Creek
// Cottage from tomorrow at 15:00 (out Tuesday 10th at 10), the McAllisters
// at the Boathouse Friday to Monday, the Whitfields at the Big House
// Saturday to Saturday 14th, the O'Connors at the A-Frame Thursday 12th to
// Sunday 15th and the Lees at Mama's Cabin Friday 13th to Monday 16th.
func lakelanierFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bighouse", steward.AddressCreate{Street: "4120 Lakeshore Drive", City: "Gainesville", State: "GA", Zip: "30501", Nickname: strp("The Big House"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the garage, code 5151. Boat keys hang in the laundry room."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"aframe", steward.AddressCreate{Street: "88 Laurel Ridge Road", City: "Dahlonega", State: "GA", Zip: "30533", Nickname: strp("The A-Frame"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch rail, code 3030. Hot tub cover latches on the left."), Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"mama", steward.AddressCreate{Street: "17 Old Aska Road", City: "Blue Ridge", State: "GA", Zip: "30513", Nickname: strp("Mama's Cabin"), Timezone: "America/New_York",
			AccessInstructions: strp("Key under the blue flower pot by the side door. Gravel drive, go slow."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"boathouse", steward.AddressCreate{Street: "2270 Buford Dam Road", City: "Buford", State: "GA", Zip: "30518", Nickname: strp("The Boathouse"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 7272. Dock lights switch is inside the back door."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"creek", steward.AddressCreate{Street: "305 Chattahoochee Street", City: "Helen", State: "GA", Zip: "30545", Nickname: strp("Creek Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the creek-side deck, code 1955. Firewood under the deck."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"tammy", steward.ProCreate{Name: "Tammy Pruitt", Email: "tammy.pruitt@example.com", Phone: "770-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lorena", steward.ProCreate{Name: "Lorena Diaz", Email: "lorena.diaz@example.com", Phone: "770-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"maids", steward.ProCreate{Name: "Mountain Maids", Email: "office@mountainmaids.example", Phone: "706-555-0143", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"earl", steward.ProCreate{Name: "Earl Watkins", Email: "earl@watkinsplumbing.example", Phone: "770-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dwayne", steward.ProCreate{Name: "Dwayne Tolbert", Email: "dwayne@tolbertelectric.example", Phone: "706-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ricky", steward.ProCreate{Name: "Ricky Sosebee", Email: "ricky.sosebee@example.com", Phone: "770-555-0146", Services: []steward.ServiceType{steward.Maintenance}}},
		{"patsy", steward.ProCreate{Name: "Patsy Kimsey", Email: "patsy@kimseyinspections.example", Phone: "706-555-0147", Services: []steward.ServiceType{steward.Inspection}}},
		{"darlene", steward.ProCreate{Name: "Darlene Cagle", Email: "darlene.cagle@example.com", Phone: "770-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"johnson", "bighouse", "Johnson Family", "2026-03-01 16:00", "2026-03-05 10:00", 6},   // under way, out tomorrow
		{"hendricks", "aframe", "Hendricks Family", "2026-03-02 15:00", "2026-03-06 11:00", 2}, // under way, out Friday
		{"baker", "mama", "Baker Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},           // arriving today
		{"pham", "creek", "Pham Family", "2026-03-05 15:00", "2026-03-10 10:00", 3},            // from tomorrow
		{"mcallister", "boathouse", "McAllister Family", "2026-03-06 16:00", "2026-03-09 11:00", 8},
		{"whitfield", "bighouse", "Whitfield Family", "2026-03-07 16:00", "2026-03-14 10:00", 10},
		{"oconnor", "aframe", "O'Connor Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},
		{"lee", "mama", "Lee Family", "2026-03-13 16:00", "2026-03-16 10:00", 5},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "mama_prep", Property: "mama", Service: "cleaning", At: "2026-03-04 11:00", Pro: "lorena", Status: "confirmed", Notes: "Get it ready for the Bakers"},
		{Key: "big_co", Property: "bighouse", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tammy", Status: "confirmed", Notes: "Turnover after the Johnsons"},
		{Key: "big_dock", Property: "bighouse", Service: "maintenance", At: "2026-03-05 13:00", Pro: "ricky", Notes: "Loose boards on the dock"},
		{Key: "creek_prep", Property: "creek", Service: "cleaning", At: "2026-03-05 10:00", Pro: "maids", Status: "confirmed", Notes: "Ready for the Phams"},
		{Key: "creek_restock", Property: "creek", Service: "restocking", At: "2026-03-04 14:00", Pro: "maids", Notes: "Firewood, coffee and a welcome basket"},
		{Key: "boat_insp", Property: "boathouse", Service: "inspection", At: "2026-03-05 11:00", Pro: "patsy", Notes: "Check the boat lift and the dock lights"},
		{Key: "mama_furnace", Property: "mama", Service: "maintenance", At: "2026-03-06 10:00", Pro: "dwayne", Notes: "Heat pump blowing cold air upstairs", DuringStay: true},
		{Key: "aframe_co", Property: "aframe", Service: "cleaning", At: "2026-03-06 11:00", Pro: "tammy", Notes: "Turnover after the Hendricks"},
		{Key: "aframe_hottub", Property: "aframe", Service: "maintenance", At: "2026-03-06 14:00", Pro: "earl", Notes: "Hot tub won't drain, drain and refill it"},
		{Key: "boat_prep", Property: "boathouse", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lorena", Notes: "Ready for the McAllisters"},
		{Key: "big_restock", Property: "bighouse", Service: "restocking", At: "2026-03-06 14:00", Notes: "Stock up for the Whitfields: paper goods, coffee, s'mores fixings"},
		{Key: "mama_co", Property: "mama", Service: "cleaning", At: "2026-03-08 10:00", Pro: "tammy", Status: "confirmed", Notes: "Turnover after the Bakers"},
		{Key: "boat_co", Property: "boathouse", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Turnover after the McAllisters"},
		{Key: "creek_co", Property: "creek", Service: "cleaning", At: "2026-03-10 10:00", Pro: "lorena", Notes: "Turnover after the Phams"},
		{Key: "big_plumb", Property: "bighouse", Service: "maintenance", At: "2026-03-10 13:00", Pro: "earl", Notes: "Kitchen sink draining slow", DuringStay: true},
		{Key: "creek_insp", Property: "creek", Service: "inspection", At: "2026-03-11 10:00", Pro: "patsy", Notes: "Smoke detectors and fire extinguishers"},
		{Key: "boat_gutters", Property: "boathouse", Service: "maintenance", At: "2026-03-11 09:00", Pro: "ricky", Notes: "Clean out the gutters"},
		{Key: "aframe_prep", Property: "aframe", Service: "cleaning", At: "2026-03-12 11:00", Pro: "tammy", Notes: "Ready for the O'Connors"},
		{Key: "mama_prep2", Property: "mama", Service: "cleaning", At: "2026-03-13 10:00", Pro: "maids", Status: "confirmed", Notes: "Ready for the Lees"},
		{Key: "big_co2", Property: "bighouse", Service: "cleaning", At: "2026-03-14 10:00", Pro: "tammy", Notes: "Turnover after the Whitfields"},
		{Key: "aframe_co2", Property: "aframe", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the O'Connors"},
		{Key: "mama_co2", Property: "mama", Service: "cleaning", At: "2026-03-16 10:00", Pro: "lorena", Notes: "Turnover after the Lees"},
		{Key: "big_past_fix", Property: "bighouse", Service: "maintenance", At: "2026-02-26 10:00", Pro: "earl", Status: "completed", Notes: "Fixed the running toilet"},
		{Key: "aframe_past_co", Property: "aframe", Service: "cleaning", At: "2026-03-02 10:00", Pro: "tammy", Status: "completed"},
		{Key: "creek_insp_cx", Property: "creek", Service: "inspection", At: "2026-02-27 10:00", Pro: "patsy", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
