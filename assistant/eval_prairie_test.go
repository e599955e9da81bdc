package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// prairieFixture is the evaluation's fifth account, for the cases marked
// "fixture": "prairie" (testdata/eval/cases_blind8.json), written before
// reading the engine: ranch and mountain properties in two more time zones
// (Montana and Colorado on Mountain time, Texas on Central, a Tennessee
// cabin on Eastern time though its state is mostly Central), two on a
// "Main St" (one known by its street only, "412 W Main St"), a nickname
// with an abbreviation ("Smoky Mtn Cabin"); two cleaners with the same
// first name (Chris Ng, Chris Patel), an inspector whose first name is a
// month (June), two maintenance pros, an inactive one; a stay under way,
// a family ("the Delgados"), two stays back to back at the cabin (a
// same-day turnover on Saturday) and one next week; maintenance jobs
// known by their notes ("Garage opener remote missing", "Hot tub GFCI
// trips").
func prairieFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"homestead", steward.AddressCreate{Street: "1450 Bridger Canyon Rd", City: "Bozeman", State: "MT", Zip: "59715", Nickname: strp("The Homestead"),
			AccessInstructions: strp("Lockbox on the porch post, code 6021. Close the cattle gate behind you."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2800)}},
		{"bluebonnet", steward.AddressCreate{Street: "215 E Main St", City: "Fredericksburg", State: "TX", Zip: "78624", Nickname: strp("Bluebonnet Cottage"),
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"mainst", steward.AddressCreate{Street: "412 W Main St", City: "Salida", State: "CO", Zip: "81201",
			AccessInstructions: strp("Keypad on the side door, code 3390."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"smoky", steward.AddressCreate{Street: "27 Ski Mountain Rd", City: "Gatlinburg", State: "TN", Zip: "37738", Nickname: strp("Smoky Mtn Cabin"),
			Timezone:           "America/New_York",
			AccessInstructions: strp("Lockbox behind the firewood rack, code 1188. Hot tub cover clips are on the left."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"loft2b", steward.AddressCreate{Street: "1550 Wazee St Apt 2B", City: "Denver", State: "CO", Zip: "80202", Nickname: strp("Loft 2B"),
			Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"chrisng", steward.ProCreate{Name: "Chris Ng", Email: "chris.ng@example.com", Phone: "555-0701", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"chrispatel", steward.ProCreate{Name: "Chris Patel", Email: "cpatel@prairiesparkle.example", Phone: "555-0702", Services: []steward.ServiceType{steward.Cleaning}}},
		{"bo", steward.ProCreate{Name: "Bo Jennings", Email: "bo@jenningshandyman.example", Phone: "555-0703", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dale", steward.ProCreate{Name: "Dale Whitaker", Email: "dale@whitakerelectric.example", Phone: "555-0704", Services: []steward.ServiceType{steward.Maintenance}}},
		{"june", steward.ProCreate{Name: "June Albright", Email: "june@albrightinspect.example", Phone: "555-0705", Services: []steward.ServiceType{steward.Inspection}}},
		{"rhett", steward.ProCreate{Name: "Rhett Cooley", Email: "rhett@example.com", Phone: "555-0706", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"rao", "bluebonnet", "Priyanka Rao", "2026-03-02 15:00", "2026-03-05 11:00", 2},      // under way
		{"haskins", "smoky", "Tom Haskins", "2026-03-05 16:00", "2026-03-07 10:00", 4},        // out Saturday morning…
		{"moreno", "smoky", "Gabe Moreno", "2026-03-07 16:00", "2026-03-10 11:00", 3},         // …in the same afternoon
		{"delgado", "homestead", "Delgado Family", "2026-03-06 16:00", "2026-03-09 11:00", 6}, // the Delgados
		{"sullivan", "loft2b", "Nate Sullivan", "2026-03-12 15:00", "2026-03-15 11:00", 2},    // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "home_garage", Property: "homestead", Service: "maintenance", At: "2026-03-05 13:00", Pro: "bo", Notes: "Garage opener remote missing"},
		{Key: "smoky_hottub", Property: "smoky", Service: "maintenance", At: "2026-03-05 10:00", Pro: "dale", Notes: "Hot tub GFCI trips"},
		{Key: "blue_clean", Property: "bluebonnet", Service: "cleaning", At: "2026-03-05 12:00"},
		{Key: "main_inspect", Property: "mainst", Service: "inspection", At: "2026-03-06 10:00", Pro: "june"},
		{Key: "smoky_turn", Property: "smoky", Service: "cleaning", At: "2026-03-07 10:30", Pro: "chrisng", Status: "confirmed"},
		{Key: "home_clean", Property: "homestead", Service: "cleaning", At: "2026-03-09 12:00", Pro: "chrispatel"},
		{Key: "loft_fix", Property: "loft2b", Service: "maintenance", At: "2026-03-10 09:00", Pro: "dale", Notes: "Kitchen outlet dead"},
		{Key: "loft_clean", Property: "loft2b", Service: "cleaning", At: "2026-03-11 11:00", Pro: "chrisng", Status: "confirmed"},
		{Key: "smoky_restock", Property: "smoky", Service: "restocking", At: "2026-03-04 08:00", Pro: "chrisng", Status: "in_progress"},
		{Key: "main_clean", Property: "mainst", Service: "cleaning", At: "2026-03-05 11:00", Status: "cancelled"},
		{Key: "home_past_fix", Property: "homestead", Service: "maintenance", At: "2026-02-24 10:00", Pro: "dale", Status: "completed", Notes: "Replaced the well pump pressure switch"},
		{Key: "blue_past_clean", Property: "bluebonnet", Service: "cleaning", At: "2026-03-02 10:00", Pro: "chrispatel", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
