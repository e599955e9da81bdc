package assistant

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// midwestFixture is the evaluation's account for the cases marked
// "fixture": "midwest" (testdata/eval/cases_blind21.json), written before
// reading the engine: properties in the Midwest and Great Plains on
// Central time (The Cherry Cottage in Fish Creek, Door County WI; a
// Chicago two-flat, "2140 W Wabansia Ave Garden" and "2140 W Wabansia Ave
// 2F"; the Galena Loft above a shop at "108 Main St Apt 2"; the Ozark Lake
// House at Lake of the Ozarks MO; "5212 Underwood Ave" in Omaha NE, known
// by its street only) and on Eastern time (The Dunes, a cabin near
// Traverse City MI). Eight pros: Robert "Bobby" Kowalczyk, a handyman the
// host calls bobby; Anna and Karl Schultz, who share a last name and both
// clean (Anna also restocks, Karl also fixes things); Marisol Vega, a
// cleaner; Dwayne Pickett, the snow and lawn man; Greg Lindahl, a plumber
// known by his company's e-mail (service@lakeshoreplumbing.example); Linda
// Haugen, an inspector; Tammy Briggs, an inactive cleaner. Stays: Brian
// Haley under way in the garden unit, the Nowaks checking out of the Dunes
// tomorrow, a bachelor party of 10 at the lake house this weekend, the
// Muellers at the Cherry Cottage next week with no turnover booked, Jess
// Carver arriving at the Galena Loft today and Tom Brandt in 2F from
// Friday. Maintenance is known by its notes ("Sump pump alarm going off",
// "Ice dam on the north gutter", "Garage door opener dead", "Boat lift
// won't lower"). The plumber and Marisol have flat rates, and their
// completed jobs cost them ($185 and $140). Daylight saving time starts on Sunday 8
// March.
func midwestFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"cherry", steward.AddressCreate{Street: "4128 Juddville Rd", City: "Fish Creek", State: "WI", Zip: "54212", Nickname: strp("The Cherry Cottage"),
			AccessInstructions: strp("Keypad on the back porch door, code 2291. Snow shovel and salt are in the breezeway."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"garden", steward.AddressCreate{Street: "2140 W Wabansia Ave Garden", City: "Chicago", State: "IL", Zip: "60647",
			AccessInstructions: strp("Side gate code 0412; the garden unit key is in the lockbox under the back stairs, code 7735."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"u2f", steward.AddressCreate{Street: "2140 W Wabansia Ave 2F", City: "Chicago", State: "IL", Zip: "60647",
			AccessInstructions: strp("Front door keypad 0412, then the smart lock on 2F, code 5150."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"galena", steward.AddressCreate{Street: "108 Main St Apt 2", City: "Galena", State: "IL", Zip: "61036", Nickname: strp("Galena Loft"),
			AccessInstructions: strp("Entrance in the alley behind the antique shop, up the stairs; smart lock code 1848."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"ozark", steward.AddressCreate{Street: "31 Bittersweet Cove Rd", City: "Lake Ozark", State: "MO", Zip: "65049", Nickname: strp("Ozark Lake House"),
			AccessInstructions: strp("Lockbox on the dock gate, code 6604. The boat lift remote hangs by the garage door."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3400)}},
		{"omaha", steward.AddressCreate{Street: "5212 Underwood Ave", City: "Omaha", State: "NE", Zip: "68132",
			AccessInstructions: strp("Garage keypad 4455; the house door from the garage is unlocked."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(2000)}},
		{"dunes", steward.AddressCreate{Street: "3315 Bluff Rd", City: "Traverse City", State: "MI", Zip: "49686", Nickname: strp("The Dunes"),
			AccessInstructions: strp("Lockbox on the woodshed, code 3908. Keep the driveway gate closed."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bobby", steward.ProCreate{Name: "Robert 'Bobby' Kowalczyk", Email: "bobby@kowalczykhandyman.example", Phone: "555-2101", Services: []steward.ServiceType{steward.Maintenance}}},
		{"anna", steward.ProCreate{Name: "Anna Schultz", Email: "anna.schultz@example.com", Phone: "555-2102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"karl", steward.ProCreate{Name: "Karl Schultz", Email: "karl.schultz@example.com", Phone: "555-2103", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}}},
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol@vegacleaning.example", Phone: "555-2104", Services: []steward.ServiceType{steward.Cleaning},
			Rates: steward.Rates{steward.Cleaning: {Flat: floatp(140)}}}},
		{"dwayne", steward.ProCreate{Name: "Dwayne Pickett", Email: "dwayne@pickettsnowlawn.example", Phone: "555-2105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"greg", steward.ProCreate{Name: "Greg Lindahl", Email: "service@lakeshoreplumbing.example", Phone: "555-2106", Services: []steward.ServiceType{steward.Maintenance},
			Rates: steward.Rates{steward.Maintenance: {Flat: floatp(185)}}}},
		{"linda", steward.ProCreate{Name: "Linda Haugen", Email: "linda@haugeninspections.example", Phone: "555-2107", Services: []steward.ServiceType{steward.Inspection}}},
		{"tammy", steward.ProCreate{Name: "Tammy Briggs", Email: "tammy.briggs@example.com", Phone: "555-2108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"haley", "garden", "Brian Haley", "2026-03-02 15:00", "2026-03-06 11:00", 2},            // under way
		{"nowak", "dunes", "Nowak Family", "2026-02-28 16:00", "2026-03-05 10:00", 5},            // out tomorrow
		{"dillon", "ozark", "Dillon Bachelor Party", "2026-03-06 16:00", "2026-03-08 11:00", 10}, // this weekend
		{"mueller", "cherry", "Mueller Family", "2026-03-10 16:00", "2026-03-14 10:00", 4},       // next week, no turnover booked
		{"carver", "galena", "Jess Carver", "2026-03-04 16:00", "2026-03-07 11:00", 2},           // starts today
		{"brandt", "u2f", "Tom Brandt", "2026-03-06 15:00", "2026-03-09 11:00", 4},               // Friday to Monday
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "galena_prep", Property: "galena", Service: "cleaning", At: "2026-03-04 07:30", Pro: "karl", Status: "in_progress"},
		{Key: "dunes_turn", Property: "dunes", Service: "cleaning", At: "2026-03-05 10:30", Pro: "anna", Status: "confirmed"},
		{Key: "cherry_icedam", Property: "cherry", Service: "maintenance", At: "2026-03-05 09:00", Pro: "dwayne", Notes: "Ice dam on the north gutter"},
		{Key: "omaha_sump", Property: "omaha", Service: "maintenance", At: "2026-03-05 11:00", Pro: "greg", Status: "confirmed", Notes: "Sump pump alarm going off"},
		{Key: "garden_garage", Property: "garden", Service: "maintenance", At: "2026-03-05 13:00", Pro: "bobby", Notes: "Garage door opener dead", DuringStay: true}, // Brian Haley parks there
		{Key: "ozark_prep", Property: "ozark", Service: "cleaning", At: "2026-03-06 09:00", Pro: "marisol", Status: "confirmed"},
		{Key: "ozark_lift", Property: "ozark", Service: "maintenance", At: "2026-03-06 10:00", Notes: "Boat lift won't lower"},
		{Key: "garden_turn", Property: "garden", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "u2f_restock", Property: "u2f", Service: "restocking", At: "2026-03-06 12:00", Pro: "anna"},
		{Key: "ozark_turn", Property: "ozark", Service: "cleaning", At: "2026-03-08 11:00", Pro: "karl"},
		{Key: "dunes_inspect", Property: "dunes", Service: "inspection", At: "2026-03-09 10:00", Pro: "linda"},
		{Key: "u2f_turn", Property: "u2f", Service: "cleaning", At: "2026-03-09 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "omaha_past_fix", Property: "omaha", Service: "maintenance", At: "2026-02-18 10:00", Pro: "greg", Status: "completed", Notes: "Replaced the sump pump check valve"},
		{Key: "garden_past_clean", Property: "garden", Service: "cleaning", At: "2026-03-02 10:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	// What the completed jobs cost: the plumber's and Marisol's flat rates.
	for key, cost := range map[string]float64{"omaha_past_fix": 185, "garden_past_clean": 140} {
		if _, err := m.UpdateJob(ctx, 1, r.jobs[key], steward.JobUpdate{Cost: floatp(cost)}); err != nil {
			return nil, fmt.Errorf("job %s cost: %w", key, err)
		}
	}
	m.writes = 0
	return r, nil
}
