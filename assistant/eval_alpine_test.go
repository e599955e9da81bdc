package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// alpineFixture is the evaluation's account for the cases marked
// "fixture": "alpine" (testdata/eval/cases_blind12.json), written before
// reading the engine: ski properties on Mountain time (a duplex in Aspen,
// "Aspen Duplex A" and "Aspen Duplex B"; a condo in Breckenridge known by
// its complex and unit, "Pine Ridge 204"; "The Chalet" in Park City, Utah)
// and one on Eastern time known by its street only ("1940 Killington Rd",
// Vermont); two cleaners (Heidi also restocks), a snow-removal handyman
// (Gus), a hot tub pro (Rick), an inspector (Nora) and an inactive
// cleaner; a stay under way at Duplex A (Sofia Marchetti, out Friday), a
// group checking out of the chalet tomorrow ("the Fitzgeralds") with the
// next group (the Nakamuras) checking in the same afternoon and no
// turnover booked, a weekend stay at the condo (the Holts), a stay next
// week in Vermont (the Dubois group); maintenance known by its notes
// ("Snow on the deck roof", "Hot tub GFCI tripping") and two cleanings at
// different properties on Friday and on Sunday. Daylight saving time starts
// on Sunday 8 March.
func alpineFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"aspenA", steward.AddressCreate{Street: "318 W Hopkins Ave Unit A", City: "Aspen", State: "CO", Zip: "81611", Nickname: strp("Aspen Duplex A"),
			AccessInstructions: strp("Keypad on the front door, code 3181. Ski lockers are in the mudroom."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1800)}},
		{"aspenB", steward.AddressCreate{Street: "318 W Hopkins Ave Unit B", City: "Aspen", State: "CO", Zip: "81611", Nickname: strp("Aspen Duplex B"),
			AccessInstructions: strp("Keypad on the front door, code 3182."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1800)}},
		{"condo", steward.AddressCreate{Street: "600 Columbine Rd Unit 204", City: "Breckenridge", State: "CO", Zip: "80424", Nickname: strp("Pine Ridge 204"),
			AccessInstructions: strp("Lockbox on the stair railing, code 2040. Parking spot 14 in the garage."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050)}},
		{"chalet", steward.AddressCreate{Street: "2740 Royal St", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("The Chalet"),
			AccessInstructions: strp("Keypad 5150 on the side door. Hot tub cover lifter is in the shed."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3600)}},
		{"vermont", steward.AddressCreate{Street: "1940 Killington Rd", City: "Killington", State: "VT", Zip: "05751",
			AccessInstructions: strp("Key in the lockbox by the woodpile, code 1940."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"heidi", steward.ProCreate{Name: "Heidi Larsen", Email: "heidi@larsenclean.example", Phone: "555-1201", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tom", steward.ProCreate{Name: "Tom Pruitt", Email: "tom.pruitt@example.com", Phone: "555-1202", Services: []steward.ServiceType{steward.Cleaning}}},
		{"gus", steward.ProCreate{Name: "Gus Rinaldi", Email: "gus@rinaldisnow.example", Phone: "555-1203", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rick", steward.ProCreate{Name: "Rick Dunbar", Email: "rick@summithottubs.example", Phone: "555-1204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nora", steward.ProCreate{Name: "Nora Whitaker", Email: "nora@whitakerinspect.example", Phone: "555-1205", Services: []steward.ServiceType{steward.Inspection}}},
		{"lena", steward.ProCreate{Name: "Lena Sorensen", Email: "lena.sorensen@example.com", Phone: "555-1206", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"marchetti", "aspenA", "Sofia Marchetti", "2026-03-02 16:00", "2026-03-06 11:00", 2},    // under way, out Friday
		{"fitzgerald", "chalet", "Fitzgerald Family", "2026-03-01 16:00", "2026-03-05 10:00", 8}, // out tomorrow
		{"nakamura", "chalet", "Kenji Nakamura", "2026-03-05 16:00", "2026-03-08 10:00", 4},      // in the same afternoon
		{"holt", "condo", "Brandon Holt", "2026-03-06 16:00", "2026-03-08 11:00", 3},             // this weekend
		{"dubois", "vermont", "Claire Dubois", "2026-03-10 15:00", "2026-03-14 10:00", 5},        // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "condo_plow", Property: "condo", Service: "maintenance", At: "2026-03-04 06:30", Pro: "gus", Status: "in_progress", Notes: "Plow the lot and shovel the walkway"},
		{Key: "chalet_hottub", Property: "chalet", Service: "maintenance", At: "2026-03-05 12:00", Pro: "rick", Notes: "Hot tub GFCI tripping"},
		{Key: "aspenB_snow", Property: "aspenB", Service: "maintenance", At: "2026-03-05 14:00", Pro: "gus", Notes: "Snow on the deck roof"},
		{Key: "aspenB_inspect", Property: "aspenB", Service: "inspection", At: "2026-03-05 09:00", Pro: "nora", Status: "cancelled"},
		{Key: "condo_clean", Property: "condo", Service: "cleaning", At: "2026-03-06 10:00", Pro: "heidi"},
		{Key: "aspenA_clean", Property: "aspenA", Service: "cleaning", At: "2026-03-06 11:00", Pro: "tom", Status: "confirmed"},
		{Key: "aspenB_restock", Property: "aspenB", Service: "restocking", At: "2026-03-07 14:00", Pro: "heidi"},
		{Key: "chalet_clean", Property: "chalet", Service: "cleaning", At: "2026-03-08 10:00", Pro: "tom"},
		{Key: "condo_turn", Property: "condo", Service: "cleaning", At: "2026-03-08 11:00", Pro: "heidi", Status: "confirmed"},
		{Key: "vt_inspect", Property: "vermont", Service: "inspection", At: "2026-03-09 10:00", Pro: "nora"},
		{Key: "vt_clean", Property: "vermont", Service: "cleaning", At: "2026-03-14 10:00"},
		{Key: "chalet_past_fix", Property: "chalet", Service: "maintenance", At: "2026-02-24 10:00", Pro: "rick", Status: "completed", Notes: "Hot tub drained and refilled"},
		{Key: "condo_past_clean", Property: "condo", Service: "cleaning", At: "2026-03-01 11:00", Pro: "tom", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
