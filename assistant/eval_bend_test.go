package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// bendFixture is the evaluation's account for the cases marked "fixture":
// "bend" (testdata/eval/cases_blind68.json), written before reading the
// engine: two co-hosts, Dana and her partner Luis, who share one account
// and both write, casually, with typos and shorthand. Their messages refer
// to what the other co-host did or said ("luis booked a clean for friday,
// move it to sat", "ignore what dana said about the hot tub", "dana
// already cancelled the restock right?"), and they often forward what a
// guest or a pro wrote, pasted in quotes or after "guest says:" / "from
// marco:", then say what to do. Neither Dana nor Luis is a pro. On Pacific
// time, in Bend, Oregon: the River Cabin on the Deschutes (lockbox code
// 7731), the Downtown Condo on Wall St, the Bachelor House out on Century
// Dr (a hot tub; four bedrooms) and a house known only by its street,
// "2218 NE Lotus Dr". On Mountain time, in Whitefish, Montana: Loon Cove,
// a lake home on E Lakeshore Dr with a 10:00 check-out, and Osprey Point,
// a big lake home on Dog Bay Rd. Daylight saving time starts on Sunday 8
// March. Seven pros: Marco Reyes and Jenny Holt, who clean and restock in
// Bend; Cascade Spa & Hot Tub, a company (maintenance: hot tubs); Tom
// Becker, maintenance and inspections in Bend; Kayla Dunn, who cleans and
// restocks in Whitefish; Wes Carlson, maintenance and inspections in
// Whitefish; and an inactive cleaner (Brianna Fox). Stays, named after
// families: the Hoffmans under way at the River Cabin (out tomorrow), the
// Nguyens under way at the Bachelor House (out Friday, eight guests), the
// Sorensens under way at Osprey Point (out Saturday), the Kowalskis
// arriving at the Downtown Condo today (out Saturday), the Parkers at Loon
// Cove from tomorrow (out Sunday at 10, Mountain daylight time), the
// Alvarezes at the River Cabin from Friday (out Monday), the Brennans at
// Lotus Dr from Saturday (out Wednesday the 11th), and next week the
// Okonkwos at the Bachelor House (Tuesday to Saturday, six guests) and the
// Whitakers at Osprey Point (Thursday to Sunday). Jobs: turnovers after
// the check-outs, two jobs the same day at the River Cabin (tomorrow's
// turnover and restock; Monday's turnover and furnace repair) and the
// Bachelor House (Friday's turnover and hot tub repair), maintenance whose
// notes say what it is for (hot tub not heating, furnace rattling, loose
// dock boards, snow on the driveway), unassigned jobs (the Downtown
// Condo's Saturday turnover, Loon Cove's Sunday turnover, the Bachelor
// House's Tuesday restock), pending and confirmed jobs, a cancelled
// inspection at the condo and completed ones in the past. At evalNow it
// is 06:00 in Bend and 07:00 in Whitefish.
func bendFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"river", steward.AddressCreate{Street: "1830 NW Riverside Blvd", City: "Bend", State: "OR", Zip: "97703", Nickname: strp("River Cabin"),
			AccessInstructions: strp("Lockbox on the back deck rail, code 7731. Kayaks stay locked in the shed."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"condo", steward.AddressCreate{Street: "745 NW Wall St Unit 304", City: "Bend", State: "OR", Zip: "97703", Nickname: strp("Downtown Condo"),
			AccessInstructions: strp("Building fob is in the lockbox by the bike racks, code 3040; unit smart lock 8812."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"bachelor", steward.AddressCreate{Street: "19550 Century Dr", City: "Bend", State: "OR", Zip: "97702", Nickname: strp("Bachelor House"),
			AccessInstructions: strp("Garage keypad 5521. The hot tub cover key hangs on the hook inside the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"lotus", steward.AddressCreate{Street: "2218 NE Lotus Dr", City: "Bend", State: "OR", Zip: "97701",
			AccessInstructions: strp("Front door keypad, code 2218#."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"loon", steward.AddressCreate{Street: "1422 E Lakeshore Dr", City: "Whitefish", State: "MT", Zip: "59937", Nickname: strp("Loon Cove"),
			AccessInstructions: strp("Key safe on the boathouse door, code 5993."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900), CheckOutTime: "10:00"}},
		{"osprey", steward.AddressCreate{Street: "350 Dog Bay Rd", City: "Whitefish", State: "MT", Zip: "59937", Nickname: strp("Osprey Point"),
			AccessInstructions: strp("Gate code 1942, front door smart lock 3500."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3400)}},
	}); err != nil {
		return nil, err
	}
	// The Bachelor House's hot tub: a repair naming it is linked to it.
	hotTub := steward.Asset{ID: 950, AddressID: r.props["bachelor"], Kind: "hot tub", Location: "Back deck", Status: steward.AssetOK}
	m.assets = append(m.assets, &hotTub)
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marco", steward.ProCreate{Name: "Marco Reyes", Email: "marco.reyes@example.com", Phone: "541-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jenny", steward.ProCreate{Name: "Jenny Holt", Email: "jenny.holt@example.com", Phone: "541-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"cascade", steward.ProCreate{Name: "Cascade Spa & Hot Tub", Email: "service@cascadespa.example", Phone: "541-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tom", steward.ProCreate{Name: "Tom Becker", Email: "tom@beckerhandyman.example", Phone: "541-555-0164", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"kayla", steward.ProCreate{Name: "Kayla Dunn", Email: "kayla.dunn@example.com", Phone: "406-555-0165", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wes", steward.ProCreate{Name: "Wes Carlson", Email: "wes@carlsonlakeservice.example", Phone: "406-555-0166", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"brianna", steward.ProCreate{Name: "Brianna Fox", Email: "brianna.fox@example.com", Phone: "541-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hoffman", "river", "Hoffman Family", "2026-03-01 16:00", "2026-03-05 11:00", 4},     // under way, out tomorrow
		{"nguyen", "bachelor", "Nguyen Family", "2026-02-28 16:00", "2026-03-06 11:00", 8},    // under way, out Friday
		{"sorensen", "osprey", "Sorensen Family", "2026-03-02 16:00", "2026-03-07 11:00", 10}, // under way, out Saturday
		{"kowalski", "condo", "Kowalski", "2026-03-04 16:00", "2026-03-07 11:00", 2},          // arriving today
		{"parker", "loon", "Parker Family", "2026-03-05 16:00", "2026-03-08 10:00", 5},        // from tomorrow, out on the day of the change to daylight time
		{"alvarez", "river", "Alvarez Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},     // from Friday
		{"brennan", "lotus", "Brennan Family", "2026-03-07 16:00", "2026-03-11 11:00", 5},     // from Saturday
		{"okonkwo", "bachelor", "Okonkwo Family", "2026-03-10 16:00", "2026-03-14 11:00", 6},  // next week
		{"whitaker", "osprey", "Whitaker Family", "2026-03-12 16:00", "2026-03-15 11:00", 7},  // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-04 11:00", Pro: "jenny", Status: "confirmed"},
		{Key: "river_turn", Property: "river", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marco", Status: "confirmed"},
		{Key: "river_restock", Property: "river", Service: "restocking", At: "2026-03-05 14:00", Pro: "marco"},
		{Key: "loon_prep", Property: "loon", Service: "cleaning", At: "2026-03-05 09:00", Pro: "kayla", Status: "confirmed"},
		{Key: "lotus_inspect", Property: "lotus", Service: "inspection", At: "2026-03-06 10:00", Pro: "tom", Notes: "Pre-arrival check: smoke and CO detectors, furnace filter"},
		{Key: "bachelor_turn", Property: "bachelor", Service: "cleaning", At: "2026-03-06 11:00", Pro: "jenny", Status: "confirmed"},
		{Key: "bachelor_hottub", Property: "bachelor", Service: "maintenance", At: "2026-03-06 15:30", Pro: "cascade", Notes: "Hot tub not heating past 90, check the heater element"},
		{Key: "condo_turn", Property: "condo", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "osprey_turn", Property: "osprey", Service: "cleaning", At: "2026-03-07 11:00", Pro: "kayla"},
		{Key: "loon_turn", Property: "loon", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "river_turn2", Property: "river", Service: "cleaning", At: "2026-03-09 11:00", Pro: "jenny"},
		{Key: "river_furnace", Property: "river", Service: "maintenance", At: "2026-03-09 14:00", Pro: "tom", Notes: "Furnace making a rattling noise at startup"},
		{Key: "loon_dock", Property: "loon", Service: "maintenance", At: "2026-03-09 10:00", Pro: "wes", Notes: "Dock boards loose near the ladder, replace and re-screw"},
		{Key: "osprey_snow", Property: "osprey", Service: "maintenance", At: "2026-03-10 09:00", Pro: "wes", Notes: "Clear snow off the driveway and shovel the back deck"},
		{Key: "bachelor_restock", Property: "bachelor", Service: "restocking", At: "2026-03-10 13:00"},
		{Key: "lotus_turn", Property: "lotus", Service: "cleaning", At: "2026-03-11 11:00", Pro: "marco"},
		{Key: "osprey_restock", Property: "osprey", Service: "restocking", At: "2026-03-12 12:00", Pro: "kayla"},
		{Key: "condo_inspect", Property: "condo", Service: "inspection", At: "2026-03-04 09:00", Pro: "tom", Status: "cancelled"},
		{Key: "bachelor_past_hottub", Property: "bachelor", Service: "maintenance", At: "2026-02-24 10:00", Pro: "cascade", Status: "completed", Notes: "Drained and refilled the hot tub, new filter"},
		{Key: "river_past_clean", Property: "river", Service: "cleaning", At: "2026-03-01 11:00", Pro: "marco", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
