package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// brightonFixture is the evaluation's account for the cases marked
// "fixture": "brighton" (testdata/eval/cases_brighton.json), written before
// reading the engine: a 17-year-old granddaughter helping her grandparents
// run four seaside flats and a cottage in Brighton and Hove, who texts fast
// in young British English ("nan says", "grandad wants", "rn", "tmrw",
// "pls", "innit", "lol"), relays what her nan or grandad said, pastes her
// nan's dictated words in quotes and gets corrected by them mid-conversation.
// All on Europe/London (GMT, 14:00 at evalNow: Wednesday 4 March 2026, 14:00
// UTC). The Regency Flat on Regency Square (15:00 and 10:00), the Pier Flat
// on Marine Parade (16:00 and 10:00), the Adelaide Flat on Adelaide Crescent
// in Hove (15:00 and 11:00), the Attic Flat on Sussex Square in Kemp Town
// (16:00 and 10:00) and Rose Cottage in Rottingdean (16:00 and 10:00).
// Pros: Sharon Pike (nan's usual cleaner: cleaning, restocking), Kasia Nowak
// (cleaning), Sea Breeze Cleaning (cleaning and restocking), Dave Mills the
// plumber, Gary Finch the electrician, Mo Rahman the handyman, Linda Hart
// the inspector (gas and smoke alarm checks) and Brenda Cole, a cleaner who
// has retired (inactive). Stays: the Fletchers at the Regency Flat (out
// Friday at 10), the Okoros at the Pier Flat (out tomorrow at 10), the
// Nguyens at Rose Cottage from today at 16:00 (out Sunday at 10), the Brooks
// family at the Adelaide Flat from tomorrow at 15:00 (out Monday 9th at 11),
// the Schmidts at the Attic Flat Friday to Monday 9th, the Patels at the
// Regency Flat Saturday to Saturday 14th, the Walshes at the Pier Flat
// Thursday 12th to Sunday 15th and the Davies family at Rose Cottage Friday
// 13th to Monday 16th.
func brightonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"regency", steward.AddressCreate{Street: "Flat 1, 21 Regency Square", City: "Brighton", State: "East Sussex", Zip: "BN1 2FG", Country: "GB", Nickname: strp("Regency Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe left of the front steps, code 1818. Flat 1 is the raised ground floor."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"pier", steward.AddressCreate{Street: "Flat 3, 48 Marine Parade", City: "Brighton", State: "East Sussex", Zip: "BN2 1PE", Country: "GB", Nickname: strp("The Pier Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Smart lock, code 4848. Second floor, no lift. Bins go out on Tuesdays."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"hove", steward.AddressCreate{Street: "Flat 2, 9 Adelaide Crescent", City: "Hove", State: "East Sussex", Zip: "BN3 2JE", Country: "GB", Nickname: strp("Adelaide Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Porter has a spare key. Key safe by the basement door, code 0902."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"attic", steward.AddressCreate{Street: "Flat 6, 12 Sussex Square", City: "Brighton", State: "East Sussex", Zip: "BN2 1FJ", Country: "GB", Nickname: strp("The Attic Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe on the railings, code 6612. Top floor, mind the low beam on the stairs."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(550),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"cottage", steward.AddressCreate{Street: "4 Steyning Road", City: "Rottingdean", State: "East Sussex", Zip: "BN2 7GA", Country: "GB", Nickname: strp("Rose Cottage"), Timezone: "Europe/London",
			AccessInstructions: strp("Key under the stone hedgehog by the back door. Park on the High Street, not the lane."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sharon", steward.ProCreate{Name: "Sharon Pike", Email: "sharon.pike@example.co.uk", Phone: "07700 900311", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kasia", steward.ProCreate{Name: "Kasia Nowak", Email: "kasia.nowak@example.co.uk", Phone: "07700 900312", Services: []steward.ServiceType{steward.Cleaning}}},
		{"seabreeze", steward.ProCreate{Name: "Sea Breeze Cleaning", Email: "hello@seabreezecleaning.example", Phone: "01273 900313", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dave", steward.ProCreate{Name: "Dave Mills", Email: "dave@millsplumbing.example", Phone: "07700 900314", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gary", steward.ProCreate{Name: "Gary Finch", Email: "gary@finchelectrical.example", Phone: "07700 900315", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mo", steward.ProCreate{Name: "Mo Rahman", Email: "mo.rahman@example.co.uk", Phone: "07700 900316", Services: []steward.ServiceType{steward.Maintenance}}},
		{"linda", steward.ProCreate{Name: "Linda Hart", Email: "linda@hartinspections.example", Phone: "01273 900317", Services: []steward.ServiceType{steward.Inspection}}},
		{"brenda", steward.ProCreate{Name: "Brenda Cole", Email: "brenda.cole@example.co.uk", Phone: "07700 900318", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"fletcher", "regency", "Fletcher Family", "2026-03-01 15:00", "2026-03-06 10:00", 3}, // under way, out Friday
		{"okoro", "pier", "Okoro", "2026-03-02 16:00", "2026-03-05 10:00", 2},                 // under way, out tomorrow
		{"nguyen", "cottage", "Nguyen Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},     // arriving today
		{"brooks", "hove", "Brooks Family", "2026-03-05 15:00", "2026-03-09 11:00", 4},        // from tomorrow
		{"schmidt", "attic", "Schmidt", "2026-03-06 16:00", "2026-03-09 10:00", 2},
		{"patel", "regency", "Patel Family", "2026-03-07 15:00", "2026-03-14 10:00", 4},
		{"walsh", "pier", "Walsh", "2026-03-12 16:00", "2026-03-15 10:00", 2},
		{"davies", "cottage", "Davies Family", "2026-03-13 16:00", "2026-03-16 10:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cottage_prep", Property: "cottage", Service: "cleaning", At: "2026-03-04 11:00", Pro: "sharon", Status: "confirmed", Notes: "Get it ready for the Nguyens"},
		{Key: "pier_co", Property: "pier", Service: "cleaning", At: "2026-03-05 10:00", Pro: "kasia", Status: "confirmed", Notes: "Changeover after the Okoros"},
		{Key: "hove_prep", Property: "hove", Service: "cleaning", At: "2026-03-05 10:00", Pro: "seabreeze", Status: "confirmed", Notes: "Ready for the Brooks family"},
		{Key: "hove_restock", Property: "hove", Service: "restocking", At: "2026-03-05 13:00", Pro: "seabreeze", Notes: "Tea, milk, loo roll and a welcome hamper"},
		{Key: "pier_boiler", Property: "pier", Service: "maintenance", At: "2026-03-05 13:00", Pro: "dave", Notes: "Boiler keeps losing pressure"},
		{Key: "attic_insp", Property: "attic", Service: "inspection", At: "2026-03-05 11:00", Pro: "linda", Notes: "Smoke alarms and the CO detector"},
		{Key: "regency_co", Property: "regency", Service: "cleaning", At: "2026-03-06 10:00", Pro: "sharon", Notes: "Changeover after the Fletchers"},
		{Key: "regency_window", Property: "regency", Service: "maintenance", At: "2026-03-06 13:00", Pro: "mo", Notes: "Sash window in the bedroom sticks"},
		{Key: "attic_prep", Property: "attic", Service: "cleaning", At: "2026-03-06 11:00", Pro: "kasia", Notes: "Ready for the Schmidts"},
		{Key: "cottage_shower", Property: "cottage", Service: "maintenance", At: "2026-03-06 10:00", Pro: "dave", Notes: "Shower in the main bathroom only runs lukewarm", DuringStay: true},
		{Key: "regency_restock", Property: "regency", Service: "restocking", At: "2026-03-07 11:00", Notes: "Stock up for the Patels: tea, coffee, biscuits"},
		{Key: "cottage_co", Property: "cottage", Service: "cleaning", At: "2026-03-08 10:00", Pro: "sharon", Status: "confirmed", Notes: "Changeover after the Nguyens"},
		{Key: "attic_co", Property: "attic", Service: "cleaning", At: "2026-03-09 10:00", Pro: "kasia", Notes: "Changeover after the Schmidts"},
		{Key: "hove_co", Property: "hove", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Changeover after the Brooks family"},
		{Key: "cottage_gutters", Property: "cottage", Service: "maintenance", At: "2026-03-10 10:00", Pro: "mo", Notes: "Clear the gutters and sweep the front path"},
		{Key: "hove_lights", Property: "hove", Service: "maintenance", At: "2026-03-10 14:00", Pro: "gary", Notes: "Bathroom extractor fan and the hallway light"},
		{Key: "pier_insp", Property: "pier", Service: "inspection", At: "2026-03-11 10:00", Pro: "linda", Notes: "Annual gas safety check"},
		{Key: "attic_paint", Property: "attic", Service: "maintenance", At: "2026-03-11 13:00", Pro: "mo", Notes: "Touch up the paint on the stairs"},
		{Key: "pier_prep", Property: "pier", Service: "cleaning", At: "2026-03-12 11:00", Pro: "seabreeze", Status: "confirmed", Notes: "Ready for the Walshes"},
		{Key: "cottage_prep2", Property: "cottage", Service: "cleaning", At: "2026-03-13 10:00", Pro: "kasia", Notes: "Ready for the Davies family"},
		{Key: "regency_co2", Property: "regency", Service: "cleaning", At: "2026-03-14 10:00", Pro: "sharon", Notes: "Changeover after the Patels"},
		{Key: "pier_co2", Property: "pier", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Changeover after the Walshes"},
		{Key: "cottage_co2", Property: "cottage", Service: "cleaning", At: "2026-03-16 10:00", Pro: "seabreeze", Notes: "Changeover after the Davies family"},
		{Key: "regency_past_fix", Property: "regency", Service: "maintenance", At: "2026-02-27 10:00", Pro: "dave", Status: "completed", Notes: "Fixed the dripping kitchen tap"},
		{Key: "hove_past_co", Property: "hove", Service: "cleaning", At: "2026-03-02 11:00", Pro: "sharon", Status: "completed"},
		{Key: "attic_insp_cx", Property: "attic", Service: "inspection", At: "2026-02-26 10:00", Pro: "linda", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
