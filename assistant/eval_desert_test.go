package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// desertFixture is the evaluation's account for the cases marked
// "fixture": "desert" (testdata/eval/cases_blind10.json), written before
// reading the engine: desert properties on Mountain time (Moab, Utah) and
// Pacific time (Big Sur and Twentynine Palms in California, Las Vegas in
// Nevada), one known by its street only ("3315 Joshua Tree Ln"), a
// nickname ending in a unit number ("Canyon View Condo 12"); two cleaners
// (one also restocks), a pool and hot tub pro, an inspector and an
// inactive cleaner; a stay under way (Soo-jin Park, a hyphenated first
// name), a family checking out Saturday ("the Abernathys"), a stay next
// week, and maintenance jobs known by their notes ("Hot tub heater not
// reaching temp", "Swamp cooler leaking"). Daylight saving time starts on
// Sunday 8 March, in the middle of the fixture's week.
func desertFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"red", steward.AddressCreate{Street: "2150 Sand Flats Rd", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Red Rock Retreat"),
			AccessInstructions: strp("Keypad on the garage, code 7734. The hot tub cover key hangs by the back door."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2400)}},
		{"yurt", steward.AddressCreate{Street: "48100 Highway 1", City: "Big Sur", State: "CA", Zip: "93920", Nickname: strp("The Yurt"),
			AccessInstructions: strp("Gate code 0451, then follow the path past the water tank."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(450)}},
		{"joshua", steward.AddressCreate{Street: "3315 Joshua Tree Ln", City: "Twentynine Palms", State: "CA", Zip: "92277",
			AccessInstructions: strp("Keypad on the front door, code 2929."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"condo", steward.AddressCreate{Street: "9750 W Sahara Ave Unit 12", City: "Las Vegas", State: "NV", Zip: "89117", Nickname: strp("Canyon View Condo 12"),
			Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Vance", Email: "marisol@vanceclean.example", Phone: "555-0901", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dwayne", steward.ProCreate{Name: "Dwayne Tolliver", Email: "dwayne@example.com", Phone: "555-0902", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rusty", steward.ProCreate{Name: "Rusty Kaminski", Email: "rusty@desertpoolspa.example", Phone: "555-0903", Services: []steward.ServiceType{steward.Maintenance}}},
		{"yolanda", steward.ProCreate{Name: "Yolanda Ferris", Email: "yolanda@ferrisinspections.example", Phone: "555-0904", Services: []steward.ServiceType{steward.Inspection}}},
		{"trevor", steward.ProCreate{Name: "Trevor Quinlan", Email: "trevor@example.com", Phone: "555-0905", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"park", "yurt", "Soo-jin Park", "2026-03-02 15:00", "2026-03-05 11:00", 2},            // under way
		{"abernathy", "red", "Abernathy Family", "2026-03-05 16:00", "2026-03-07 10:00", 5},    // out Saturday
		{"osei", "condo", "Farida Osei", "2026-03-06 15:00", "2026-03-08 11:00", 2},            // out Sunday, the DST day
		{"whitcombe", "joshua", "Declan Whitcombe", "2026-03-10 16:00", "2026-03-14 10:00", 4}, // next week
		{"lockhart", "red", "Beatriz Lockhart", "2026-03-13 16:00", "2026-03-16 10:00", 6},     // no turnover booked yet
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "red_restock", Property: "red", Service: "restocking", At: "2026-03-04 07:00", Pro: "marisol", Status: "in_progress"},
		{Key: "red_hottub", Property: "red", Service: "maintenance", At: "2026-03-05 10:00", Pro: "rusty", Notes: "Hot tub heater not reaching temp"},
		{Key: "yurt_clean", Property: "yurt", Service: "cleaning", At: "2026-03-05 12:00", Pro: "dwayne"},
		{Key: "joshua_cooler", Property: "joshua", Service: "maintenance", At: "2026-03-06 13:00", Notes: "Swamp cooler leaking"},
		{Key: "yurt_inspect", Property: "yurt", Service: "inspection", At: "2026-03-06 10:00", Status: "cancelled"},
		{Key: "red_turn", Property: "red", Service: "cleaning", At: "2026-03-07 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "condo_clean", Property: "condo", Service: "cleaning", At: "2026-03-08 12:00"},
		{Key: "joshua_inspect", Property: "joshua", Service: "inspection", At: "2026-03-09 09:00", Pro: "yolanda"},
		{Key: "joshua_clean", Property: "joshua", Service: "cleaning", At: "2026-03-14 11:00", Pro: "dwayne", Status: "confirmed"},
		{Key: "red_past_fix", Property: "red", Service: "maintenance", At: "2026-02-25 10:00", Pro: "rusty", Status: "completed", Notes: "Replaced pool pump seal"},
		{Key: "condo_past_clean", Property: "condo", Service: "cleaning", At: "2026-03-01 11:00", Pro: "dwayne", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
