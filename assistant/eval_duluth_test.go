package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// duluthFixture is the evaluation's account for the cases marked "fixture":
// "duluth" (testdata/eval/cases_duluth.json), written before reading the
// engine: a retired shop teacher in Duluth, Minnesota with five cabins and
// lake homes up the North Shore, who writes terse, practical, complete
// sentences with dry humour, names trades instead of people (the furnace
// guy, the plow outfit, the septic people, the gal who cleans), talks of
// ice dams, frozen pipes, plowing and the sauna, and corrects himself
// ("Scratch that.", "Make that Tuesday."). All on Central time: the Agate
// Bay Cabin in Two Harbors (16:00 and 10:00), the Gooseberry Lake House
// near Two Harbors (16:00 and 11:00, a sauna), the Harbor Loft in Grand
// Marais (15:00 and 10:00), a cabin known by its street, 140 Pincushion
// Trail in Grand Marais (16:00 and 10:00), and the Lutsen Lake Home (16:00
// and 11:00, sleeps twelve, a sauna and a septic tank). Eight pros: Karen
// Lindquist, the gal who cleans (cleaning and restocking); North Shore
// Cleaning Co; Berg Heating & Furnace, the furnace guy; Superior Plowing,
// the plow outfit; Cook County Septic Service, the septic people; Gus
// Halvorsen, the handyman; Ingrid Nordahl, the inspector; and Tom Rask, a
// cleaner who retired (inactive). Stays: the Olsons under way at Gooseberry
// (out tomorrow at 11), the Nguyens under way at Lutsen (out Friday at 11),
// the Beckers arriving at Agate Bay today at 16:00 (out Saturday at 10),
// the Johansens at the Loft from tomorrow (out Sunday at 10), the Kowalskis
// at Pincushion from Friday (out Monday at 10), the Hendricks party, ten of
// them, at Lutsen from Saturday (out Thursday the 12th at 11), the Dahls at
// Gooseberry from Monday the 9th (out Friday the 13th at 11) and the
// Warners at Agate Bay from Friday the 13th (out Sunday the 15th at 10). At
// evalNow it is 08:00 there (Wednesday 4 March 2026).
func duluthFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"agate", steward.AddressCreate{Street: "22 Lighthouse Point Rd", City: "Two Harbors", State: "MN", Zip: "55616", Nickname: strp("Agate Bay Cabin"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the side door, code 2216. Shovel and ice melt are on the porch."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"gooseberry", steward.AddressCreate{Street: "1460 Highway 61", City: "Two Harbors", State: "MN", Zip: "55616", Nickname: strp("Gooseberry Lake House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the garage, code 6110. Sauna breaker is in the garage panel."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"loft", steward.AddressCreate{Street: "12 W Wisconsin St, Unit 3", City: "Grand Marais", State: "MN", Zip: "55604", Nickname: strp("Harbor Loft"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock, code 1203. Park behind the building, not on the street."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"pincushion", steward.AddressCreate{Street: "140 Pincushion Trail", City: "Grand Marais", State: "MN", Zip: "55604", Timezone: "America/Chicago",
			AccessInstructions: strp("Key in the lockbox on the woodshed, code 1400. Leave the faucets dripping below zero."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"lutsen", steward.AddressCreate{Street: "5 Caribou Trail", City: "Lutsen", State: "MN", Zip: "55612", Nickname: strp("Lutsen Lake Home"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock, code 5005. Septic cover is by the birch on the east side; don't park on it."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3200),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"karen", steward.ProCreate{Name: "Karen Lindquist", Email: "karen.lindquist@example.com", Phone: "218-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"shore", steward.ProCreate{Name: "North Shore Cleaning Co", Email: "office@northshoreclean.example", Phone: "218-555-0172", Services: []steward.ServiceType{steward.Cleaning}}},
		{"furnace", steward.ProCreate{Name: "Berg Heating & Furnace", Email: "service@bergheating.example", Phone: "218-555-0173", Services: []steward.ServiceType{steward.Maintenance}}},
		{"plow", steward.ProCreate{Name: "Superior Plowing", Email: "dispatch@superiorplowing.example", Phone: "218-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"septic", steward.ProCreate{Name: "Cook County Septic Service", Email: "office@cookcoseptic.example", Phone: "218-555-0175", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gus", steward.ProCreate{Name: "Gus Halvorsen", Email: "gus.halvorsen@example.com", Phone: "218-555-0176", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ingrid", steward.ProCreate{Name: "Ingrid Nordahl", Email: "ingrid@arrowheadinspect.example", Phone: "218-555-0177", Services: []steward.ServiceType{steward.Inspection}}},
		{"tom", steward.ProCreate{Name: "Tom Rask", Email: "tom.rask@example.com", Phone: "218-555-0178", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"olson", "gooseberry", "Olson Family", "2026-03-01 16:00", "2026-03-05 11:00", 6}, // under way, out tomorrow
		{"nguyen", "lutsen", "Nguyen Family", "2026-03-02 16:00", "2026-03-06 11:00", 8},   // under way, out Friday
		{"becker", "agate", "Becker Family", "2026-03-04 16:00", "2026-03-07 10:00", 2},    // arriving today
		{"johansen", "loft", "Johansen Family", "2026-03-05 15:00", "2026-03-08 10:00", 3}, // from tomorrow
		{"kowalski", "pincushion", "Kowalski Family", "2026-03-06 16:00", "2026-03-09 10:00", 4},
		{"hendricks", "lutsen", "Hendricks Family", "2026-03-07 16:00", "2026-03-12 11:00", 10},
		{"dahl", "gooseberry", "Dahl Family", "2026-03-09 16:00", "2026-03-13 11:00", 5},
		{"warner", "agate", "Warner Family", "2026-03-13 16:00", "2026-03-15 10:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "agate_prep", Property: "agate", Service: "cleaning", At: "2026-03-04 11:00", Pro: "karen", Status: "confirmed", Notes: "Prep before the Beckers"},
		{Key: "goose_plow", Property: "gooseberry", Service: "maintenance", At: "2026-03-05 07:00", Pro: "plow", Notes: "Plow the drive before the Olsons leave", DuringStay: true},
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-05 10:00", Pro: "karen", Notes: "Prep before the Johansens"},
		{Key: "pin_insp", Property: "pincushion", Service: "inspection", At: "2026-03-05 10:00", Pro: "ingrid", Notes: "Check the attic for ice dams and the roof vents"},
		{Key: "goose_to", Property: "gooseberry", Service: "cleaning", At: "2026-03-05 11:00", Pro: "shore", Status: "confirmed", Notes: "Turnover after the Olsons; wipe down the sauna benches"},
		{Key: "agate_furnace", Property: "agate", Service: "maintenance", At: "2026-03-05 13:00", Pro: "furnace", Notes: "Furnace short-cycling; check the flame sensor", DuringStay: true},
		{Key: "pin_prep", Property: "pincushion", Service: "cleaning", At: "2026-03-06 10:00", Notes: "Prep before the Kowalskis"},
		{Key: "lutsen_to", Property: "lutsen", Service: "cleaning", At: "2026-03-06 11:00", Pro: "shore", Notes: "Turnover after the Nguyens"},
		{Key: "pin_rstk", Property: "pincushion", Service: "restocking", At: "2026-03-06 13:00", Notes: "Firewood, coffee, salt for the steps"},
		{Key: "lutsen_septic", Property: "lutsen", Service: "maintenance", At: "2026-03-06 14:00", Pro: "septic", Notes: "Pump the septic tank"},
		{Key: "agate_to", Property: "agate", Service: "cleaning", At: "2026-03-07 10:00", Pro: "karen"},
		{Key: "lutsen_rstk", Property: "lutsen", Service: "restocking", At: "2026-03-07 13:00", Pro: "karen", Notes: "Sauna firewood, coffee, propane"},
		{Key: "loft_to", Property: "loft", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "goose_prep", Property: "gooseberry", Service: "cleaning", At: "2026-03-09 10:00", Pro: "karen", Status: "confirmed", Notes: "Prep before the Dahls"},
		{Key: "pin_to", Property: "pincushion", Service: "cleaning", At: "2026-03-09 10:00", Pro: "shore"},
		{Key: "loft_pipes", Property: "loft", Service: "maintenance", At: "2026-03-10 10:00", Pro: "gus", Notes: "Wrap the pipes under the kitchen sink; they froze last winter"},
		{Key: "goose_sauna", Property: "gooseberry", Service: "maintenance", At: "2026-03-10 13:00", Pro: "gus", Notes: "Sauna heater element is out", DuringStay: true},
		{Key: "agate_insp", Property: "agate", Service: "inspection", At: "2026-03-11 13:00", Notes: "Check the roof and gutters for ice dams"},
		{Key: "lutsen_to2", Property: "lutsen", Service: "cleaning", At: "2026-03-12 11:00", Pro: "shore", Status: "confirmed", Notes: "Turnover after the Hendricks party"},
		{Key: "lutsen_furnace", Property: "lutsen", Service: "maintenance", At: "2026-03-12 14:00", Pro: "furnace", Notes: "Annual furnace service"},
		{Key: "goose_to2", Property: "gooseberry", Service: "cleaning", At: "2026-03-13 11:00", Pro: "karen"},
		{Key: "agate_prep2", Property: "agate", Service: "cleaning", At: "2026-03-13 11:00", Notes: "Prep before the Warners"},
		{Key: "agate_to2", Property: "agate", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "loft_insp_cx", Property: "loft", Service: "inspection", At: "2026-02-27 10:00", Pro: "ingrid", Status: "cancelled"},
		{Key: "goose_past_plow", Property: "gooseberry", Service: "maintenance", At: "2026-02-26 07:00", Pro: "plow", Status: "completed", Notes: "Plowed the drive after the storm"},
		{Key: "lutsen_past_to", Property: "lutsen", Service: "cleaning", At: "2026-03-02 11:00", Pro: "shore", Status: "completed"},
		{Key: "pin_past_fix", Property: "pincushion", Service: "maintenance", At: "2026-02-28 10:00", Pro: "gus", Status: "completed", Notes: "Thawed the frozen kitchen line"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
