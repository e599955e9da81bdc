package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// traverseFixture is the evaluation's account for the cases marked
// "fixture": "traverse" (testdata/eval/cases_traverse.json), written before
// reading the engine: a retired couple in Traverse City, Michigan (she
// writes) who rent out five cottages around Grand Traverse Bay and write
// polite, hedging Midwestern English ("I was wondering if maybe", "if it's
// not too much trouble", "no worries if not", "ope", "I suppose"), asking
// permission for what are really requests, pros by first name, guests by
// family name. All on America/Detroit (EST at evalNow: Wednesday 4 March
// 2026, 9:00 local). The Cherry Orchard Farmhouse on Old Mission Peninsula
// (check-in 16:00, out 10:00), the Lakeside Cottage on East Bay (15:00 and
// 11:00), the Front Street Condo in town (16:00 and 11:00), the Sleeping
// Bear Cabin in Glen Arbor (15:00 and 10:00) and the Suttons Bay Bungalow
// (16:00 and 10:00). Pros: Linda Kowalski (cleaning, restocking), Marcy
// Bauer (cleaning, restocking), Grand Traverse Housekeeping (cleaning,
// restocking), Gary Schultz (furnace, maintenance), Rick Vanderveen (plumbing and
// septic, maintenance), Tom Lindquist (docks, roofs, handyman,
// maintenance), Joan Whitfield the inspector and Dottie Maas, a cleaner
// who has retired (inactive). Stays: the Millers at the farmhouse (out
// tomorrow at 10), the Hendricks at the lakeside (out Friday at 11), the
// Brandts at the cabin from today at 15:00 (out Sunday at 10), the
// Delgados at the condo from tomorrow at 16:00 (out Tuesday 10th at 11),
// the Jorgensens at the bungalow Friday to Monday, the Kaminskis at the
// farmhouse Saturday to Saturday 14th, the Pruitts at the lakeside
// Thursday 12th to Sunday 15th and the Larsens at the cabin Friday 13th to
// Monday 16th.
func traverseFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"orchard", steward.AddressCreate{Street: "14250 Center Rd", City: "Traverse City", State: "MI", Zip: "49686", Nickname: strp("Cherry Orchard Farmhouse"), Timezone: "America/Detroit",
			AccessInstructions: strp("Keypad on the mudroom door, code 4471. Boots off in the mudroom, please."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"lakeside", steward.AddressCreate{Street: "4410 E Shore Rd", City: "Traverse City", State: "MI", Zip: "49686", Nickname: strp("Lakeside Cottage"), Timezone: "America/Detroit",
			AccessInstructions: strp("Key in the lockbox on the porch post, code 2290. Stay off the dock while there's ice."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"condo", steward.AddressCreate{Street: "221 E Front St, Unit 4B", City: "Traverse City", State: "MI", Zip: "49684", Nickname: strp("Front Street Condo"), Timezone: "America/Detroit",
			AccessInstructions: strp("Lockbox on the railing by the lobby door, code 4182. Parking spot 12 in the garage."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"cabin", steward.AddressCreate{Street: "6770 W Glen Lake Rd", City: "Glen Arbor", State: "MI", Zip: "49636", Nickname: strp("Sleeping Bear Cabin"), Timezone: "America/Detroit",
			AccessInstructions: strp("Smart lock, code 6770. Firewood under the tarp by the shed; the woodstove damper sticks."), Bedrooms: intp(3), Bathrooms: floatp(1), SquareFeet: intp(1200),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"bungalow", steward.AddressCreate{Street: "312 N St Joseph St", City: "Suttons Bay", State: "MI", Zip: "49682", Nickname: strp("Suttons Bay Bungalow"), Timezone: "America/Detroit",
			AccessInstructions: strp("Key safe by the side door, code 3120. Septic cleanout is by the lilac bush."), Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"linda", steward.ProCreate{Name: "Linda Kowalski", Email: "linda.kowalski@example.com", Phone: "231-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marcy", steward.ProCreate{Name: "Marcy Bauer", Email: "marcy.bauer@example.com", Phone: "231-555-0142", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gthk", steward.ProCreate{Name: "Grand Traverse Housekeeping", Email: "office@gthousekeeping.example", Phone: "231-555-0143", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gary", steward.ProCreate{Name: "Gary Schultz", Email: "gary@schultzheating.example", Phone: "231-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rick", steward.ProCreate{Name: "Rick Vanderveen", Email: "rick@vanderveenplumbing.example", Phone: "231-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tom", steward.ProCreate{Name: "Tom Lindquist", Email: "tom.lindquist@example.com", Phone: "231-555-0146", Services: []steward.ServiceType{steward.Maintenance}}},
		{"joan", steward.ProCreate{Name: "Joan Whitfield", Email: "joan@whitfieldinspections.example", Phone: "231-555-0147", Services: []steward.ServiceType{steward.Inspection}}},
		{"dottie", steward.ProCreate{Name: "Dottie Maas", Email: "dottie.maas@example.com", Phone: "231-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"miller", "orchard", "Miller Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},        // under way, out tomorrow
		{"hendricks", "lakeside", "Hendricks Family", "2026-03-02 15:00", "2026-03-06 11:00", 2}, // under way, out Friday
		{"brandt", "cabin", "Brandt Family", "2026-03-04 15:00", "2026-03-08 10:00", 5},          // arriving today
		{"delgado", "condo", "Delgado Family", "2026-03-05 16:00", "2026-03-10 11:00", 2},        // from tomorrow
		{"jorgensen", "bungalow", "Jorgensen Family", "2026-03-06 16:00", "2026-03-09 10:00", 4},
		{"kaminski", "orchard", "Kaminski Family", "2026-03-07 16:00", "2026-03-14 10:00", 6},
		{"pruitt", "lakeside", "Pruitt Family", "2026-03-12 15:00", "2026-03-15 11:00", 3},
		{"larsen", "cabin", "Larsen Family", "2026-03-13 15:00", "2026-03-16 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-04 11:00", Pro: "linda", Status: "confirmed", Notes: "Prep before the Brandts"},
		{Key: "orch_co", Property: "orchard", Service: "cleaning", At: "2026-03-05 10:00", Pro: "linda", Status: "confirmed", Notes: "Turnover after the Millers"},
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-05 10:00", Pro: "gthk", Status: "confirmed", Notes: "Prep before the Delgados"},
		{Key: "condo_restock", Property: "condo", Service: "restocking", At: "2026-03-05 13:00", Pro: "gthk", Notes: "Coffee, cherry jam and the welcome basket"},
		{Key: "orch_furnace", Property: "orchard", Service: "maintenance", At: "2026-03-05 13:00", Pro: "gary", Notes: "Furnace makes a banging noise when it kicks on"},
		{Key: "cabin_icedam", Property: "cabin", Service: "maintenance", At: "2026-03-06 10:00", Pro: "tom", Notes: "Rake the roof and clear the ice dam over the porch", DuringStay: true},
		{Key: "bung_prep", Property: "bungalow", Service: "cleaning", At: "2026-03-06 10:00", Pro: "linda", Notes: "Prep before the Jorgensens"},
		{Key: "lake_co", Property: "lakeside", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marcy", Notes: "Turnover after the Hendricks"},
		{Key: "bung_restock", Property: "bungalow", Service: "restocking", At: "2026-03-06 13:00", Notes: "Firewood, coffee and milk"},
		{Key: "lake_dock", Property: "lakeside", Service: "maintenance", At: "2026-03-06 14:00", Pro: "tom", Notes: "Check the dock and boat lift after the ice shove"},
		{Key: "orch_restock", Property: "orchard", Service: "restocking", At: "2026-03-07 11:00", Pro: "gthk", Notes: "Welcome basket for the Kaminskis"},
		{Key: "cabin_co", Property: "cabin", Service: "cleaning", At: "2026-03-08 10:00", Pro: "marcy", Status: "confirmed", Notes: "Turnover after the Brandts"},
		{Key: "bung_co", Property: "bungalow", Service: "cleaning", At: "2026-03-09 10:00", Pro: "linda", Notes: "Turnover after the Jorgensens"},
		{Key: "orch_septic", Property: "orchard", Service: "maintenance", At: "2026-03-09 13:00", Pro: "rick", Notes: "Septic pump-out and check the baffles", DuringStay: true},
		{Key: "lake_insp", Property: "lakeside", Service: "inspection", At: "2026-03-10 10:00", Pro: "joan", Notes: "Spring walk-through: smoke and CO detectors, look at the crawlspace"},
		{Key: "condo_co", Property: "condo", Service: "cleaning", At: "2026-03-10 11:00", Notes: "Turnover after the Delgados"},
		{Key: "bung_water", Property: "bungalow", Service: "maintenance", At: "2026-03-11 10:00", Pro: "rick", Notes: "Flush the water heater and check the sump pump"},
		{Key: "lake_prep", Property: "lakeside", Service: "cleaning", At: "2026-03-12 10:00", Pro: "linda", Notes: "Prep before the Pruitts"},
		{Key: "cabin_insp", Property: "cabin", Service: "inspection", At: "2026-03-12 13:00", Notes: "Check the roof and gutters after the ice dam"},
		{Key: "cabin_prep2", Property: "cabin", Service: "cleaning", At: "2026-03-13 10:00", Pro: "gthk", Status: "confirmed", Notes: "Prep before the Larsens"},
		{Key: "orch_co2", Property: "orchard", Service: "cleaning", At: "2026-03-14 10:00", Pro: "linda", Notes: "Turnover after the Kaminskis"},
		{Key: "lake_co2", Property: "lakeside", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the Pruitts"},
		{Key: "cabin_co2", Property: "cabin", Service: "cleaning", At: "2026-03-16 10:00", Pro: "marcy", Notes: "Turnover after the Larsens"},
		{Key: "condo_furnace", Property: "condo", Service: "maintenance", At: "2026-03-17 10:00", Pro: "gary", Notes: "Annual furnace tune-up and filter change"},
		{Key: "orch_past_fix", Property: "orchard", Service: "maintenance", At: "2026-02-24 10:00", Pro: "rick", Status: "completed", Notes: "Thawed the frozen kitchen drain"},
		{Key: "lake_past_co", Property: "lakeside", Service: "cleaning", At: "2026-03-02 10:00", Pro: "marcy", Status: "completed"},
		{Key: "bung_insp_cx", Property: "bungalow", Service: "inspection", At: "2026-02-27 10:00", Pro: "joan", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
