package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// bigsurFixture is the evaluation's account for the cases marked
// "fixture": "bigsur" (testdata/eval/cases_blind47.json), written before
// reading the engine: a co-host team on the Central California coast, on
// Pacific time (Driftwood Cottage in Carmel-by-the-Sea; the Moonstone
// House and a house known by its street only, "2150 Burton Dr", both in
// Cambria; the Rock View Loft in Morro Bay; and The Sand Dollar in Pismo
// Beach), and one condo on Kauai, on Hawaii time (the Hanalei View Condo
// in Princeville, with a 15:00 check-in and a 10:00 check-out). Two
// properties are in Cambria. Seven pros, two of whom have nearly the same
// first name: Alejandra Ruiz, who cleans and restocks, and Alejandro Vega,
// a handyman; Tess Whitaker, a second cleaner; a plumber known by his
// company's e-mail (SLO Coast Plumbing, Ray Dominguez); an inspector (June
// Tanaka); Kainoa Kahale, who cleans, restocks and inspects on Kauai; and
// an inactive cleaner (Brody Lang). Stays: the Castillo family at the
// Moonstone House (out tomorrow), the Ferreiras arriving at the Rock View
// Loft today, the Whitlocks at Driftwood Cottage this weekend (no pro on
// their turnover), the Greers at Burton Dr from Saturday, the Yamamotos at
// The Sand Dollar next week with no clean booked before them, and on
// Kauai the Halvorsens under way (out Sunday) and the Satos next week.
// Maintenance is known by its notes ("Garden gate latch sticks", "Upstairs
// shower drains slowly", "torn screen on the back door", "Deck boards by
// the hot tub are loose", "Lanai slider door came off its track").
// Daylight saving time starts on Sunday 8 March in California, not in
// Hawaii.
func bigsurFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"driftwood", steward.AddressCreate{Street: "24 Scenic Rd", City: "Carmel-by-the-Sea", State: "CA", Zip: "93921", Nickname: strp("Driftwood Cottage"),
			AccessInstructions: strp("Key in the lockbox behind the rain barrel, code 0921. No street numbers in Carmel: look for the driftwood sign."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"moonstone", steward.AddressCreate{Street: "6290 Moonstone Beach Dr", City: "Cambria", State: "CA", Zip: "93428", Nickname: strp("Moonstone House"),
			AccessInstructions: strp("Keypad on the front door, code 4428. Hot tub cover locks with the brass key on the hook."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"burton", steward.AddressCreate{Street: "2150 Burton Dr", City: "Cambria", State: "CA", Zip: "93428",
			AccessInstructions: strp("Lockbox on the gas meter, code 2150. Steep driveway: park on the street."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"rockview", steward.AddressCreate{Street: "480 Embarcadero Unit B", City: "Morro Bay", State: "CA", Zip: "93442", Nickname: strp("Rock View Loft"),
			AccessInstructions: strp("Keypad at the top of the outside stairs, code 8812. Parking pass hangs on the hook inside."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"sanddollar", steward.AddressCreate{Street: "155 Ocean View Ave", City: "Pismo Beach", State: "CA", Zip: "93449", Nickname: strp("The Sand Dollar"),
			AccessInstructions: strp("Smart lock on the side door, code 3151. Beach chairs in the side-yard shed."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"condo", steward.AddressCreate{Street: "5300 Ka Haku Rd Unit 214", City: "Princeville", State: "HI", Zip: "96722", Nickname: strp("Hanalei View Condo"),
			AccessInstructions: strp("Key at the front desk under our name; parking stall 214."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"alejandra", steward.ProCreate{Name: "Alejandra Ruiz", Email: "alejandra.ruiz@example.com", Phone: "555-4701", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"alejandro", steward.ProCreate{Name: "Alejandro Vega", Email: "alejandro@vegahandyman.example", Phone: "555-4702", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tess", steward.ProCreate{Name: "Tess Whitaker", Email: "tess.whitaker@example.com", Phone: "555-4703", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Dominguez", Email: "service@slocoastplumbing.example", Phone: "555-4704", Services: []steward.ServiceType{steward.Maintenance}}},
		{"june", steward.ProCreate{Name: "June Tanaka", Email: "june@centralcoastinspect.example", Phone: "555-4705", Services: []steward.ServiceType{steward.Inspection}}},
		{"kainoa", steward.ProCreate{Name: "Kainoa Kahale", Email: "kainoa.kahale@example.com", Phone: "555-4706", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"brody", steward.ProCreate{Name: "Brody Lang", Email: "brody.lang@example.com", Phone: "555-4707", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"castillo", "moonstone", "Castillo Family", "2026-03-01 16:00", "2026-03-05 11:00", 5},  // out tomorrow
		{"ferreira", "rockview", "Ferreira Family", "2026-03-04 16:00", "2026-03-07 11:00", 2},   // arrives today
		{"whitlock", "driftwood", "Whitlock Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},  // this weekend, turnover unassigned
		{"greer", "burton", "Greer Family", "2026-03-07 16:00", "2026-03-10 11:00", 4},           // from Saturday
		{"yamamoto", "sanddollar", "Yamamoto Family", "2026-03-11 16:00", "2026-03-15 11:00", 6}, // next week, no clean before
		{"halvorsen", "condo", "Halvorsen Family", "2026-03-02 15:00", "2026-03-08 10:00", 3},    // under way, Hawaii time
		{"sato", "condo", "Sato Family", "2026-03-12 15:00", "2026-03-17 10:00", 2},              // next week, Hawaii time
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "rockview_prep", Property: "rockview", Service: "cleaning", At: "2026-03-04 09:00", Pro: "tess", Status: "confirmed"},
		{Key: "moonstone_turn", Property: "moonstone", Service: "cleaning", At: "2026-03-05 11:00", Pro: "alejandra", Status: "confirmed"},
		{Key: "driftwood_gate", Property: "driftwood", Service: "maintenance", At: "2026-03-05 13:00", Pro: "alejandro", Notes: "Garden gate latch sticks and won't close"},
		{Key: "condo_lanai", Property: "condo", Service: "maintenance", At: "2026-03-05 09:00", Notes: "Lanai slider door came off its track", DuringStay: true}, // the Halvorsens reported it
		{Key: "moonstone_inspect", Property: "moonstone", Service: "inspection", At: "2026-03-06 09:00", Pro: "june", Status: "cancelled"},
		{Key: "driftwood_prep", Property: "driftwood", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tess", Status: "confirmed"},
		{Key: "burton_inspect", Property: "burton", Service: "inspection", At: "2026-03-06 10:00", Pro: "june"},
		{Key: "moonstone_restock", Property: "moonstone", Service: "restocking", At: "2026-03-06 13:00", Pro: "alejandra"},
		{Key: "burton_prep", Property: "burton", Service: "cleaning", At: "2026-03-07 10:00", Pro: "alejandra"},
		{Key: "rockview_turn", Property: "rockview", Service: "cleaning", At: "2026-03-07 11:00", Pro: "tess"},
		{Key: "condo_turn", Property: "condo", Service: "cleaning", At: "2026-03-08 10:00", Pro: "kainoa", Status: "confirmed"},
		{Key: "condo_restock", Property: "condo", Service: "restocking", At: "2026-03-08 13:30", Pro: "kainoa"},
		{Key: "driftwood_turn", Property: "driftwood", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "rockview_drain", Property: "rockview", Service: "maintenance", At: "2026-03-09 10:00", Pro: "ray", Notes: "Upstairs shower drains slowly"},
		{Key: "sanddollar_screen", Property: "sanddollar", Service: "maintenance", At: "2026-03-09 13:00", Pro: "alejandro", Notes: "Replace the torn screen on the back door"},
		{Key: "sanddollar_inspect", Property: "sanddollar", Service: "inspection", At: "2026-03-10 09:00", Pro: "june"},
		{Key: "moonstone_deck", Property: "moonstone", Service: "maintenance", At: "2026-03-10 10:00", Notes: "Deck boards by the hot tub are loose"},
		{Key: "burton_turn", Property: "burton", Service: "cleaning", At: "2026-03-10 11:00", Pro: "tess", Status: "confirmed"},
		{Key: "driftwood_past_fix", Property: "driftwood", Service: "maintenance", At: "2026-02-25 10:00", Pro: "ray", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "sanddollar_past_clean", Property: "sanddollar", Service: "cleaning", At: "2026-02-27 10:00", Pro: "tess", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
