package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// ozarklakeFixture is the evaluation's account for the cases marked
// "fixture": "ozarklake" (testdata/eval/cases_blind42.json), written before
// reading the engine: a host with lake houses on the Lake of the Ozarks and
// Table Rock Lake in Missouri, a bungalow in Tulsa (all Central time) and an
// adobe in Santa Fe (Mountain time). Properties: Bluegill Cove in Osage
// Beach (4 bedrooms, 3 baths: a four-hour clean; check-out 10:00), the
// Horseshoe Bend Condo in Lake Ozark (check-in 15:00), Kimberling Point in
// Kimberling City, a house known by its street only, "410 Lakeshore Trl"
// in Branson, the Cherry Street Bungalow in Tulsa (check-in 15:00) and The
// Adobe on Canyon Rd in Santa Fe (check-out 10:00, Mountain time). Seven
// pros: Marisol Reyes, a cleaner; Trent Hollis, who cleans and restocks;
// Ozark Dock Works (Wade Pruitt), the dock-repair company; Earl Dinwiddie,
// a handyman; Nadia Begay, who cleans and inspects in Santa Fe; Jamal
// Whitehorse, a cleaner in Tulsa; and an inactive cleaner (Crystal Oakes).
// Stays: the Delacroix family checking out of Bluegill Cove tomorrow, the
// Abernathys under way at the condo (out Saturday), the Kowalskis arriving
// at Kimberling Point today, the Nguyens at the bungalow this weekend, the
// Hartwells at the Adobe from tomorrow, the Sorensens at 410 Lakeshore next
// week with no turnover booked before them, and the Brennans at Bluegill
// Cove next week. Maintenance is known by its notes. Daylight saving time
// starts on Sunday 8 March.
func ozarklakeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bluegill", steward.AddressCreate{Street: "88 Bluegill Cove Rd", City: "Osage Beach", State: "MO", Zip: "65065", Nickname: strp("Bluegill Cove"),
			AccessInstructions: strp("Keypad on the garage, code 6506. Dock key hangs inside the boathouse door."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"horseshoe", steward.AddressCreate{Street: "1200 Horseshoe Bend Pkwy Unit 3C", City: "Lake Ozark", State: "MO", Zip: "65049", Nickname: strp("Horseshoe Bend Condo"),
			AccessInstructions: strp("Lockbox on the stair rail, code 3030. Boat slip 14 on B dock."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"kimberling", steward.AddressCreate{Street: "27 Kimberling Point Dr", City: "Kimberling City", State: "MO", Zip: "65686", Nickname: strp("Kimberling Point"),
			AccessInstructions: strp("Smart lock on the lake-side door, code 2727. Boat lift remote is in the kitchen drawer."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"lakeshore", steward.AddressCreate{Street: "410 Lakeshore Trl", City: "Branson", State: "MO", Zip: "65616",
			AccessInstructions: strp("Key in the lockbox on the carport post, code 4100."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"cherry", steward.AddressCreate{Street: "1622 E 15th St", City: "Tulsa", State: "OK", Zip: "74120", Nickname: strp("Cherry Street Bungalow"),
			AccessInstructions: strp("Keypad on the front door, code 1622. Street parking only."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"adobe", steward.AddressCreate{Street: "511 Canyon Rd", City: "Santa Fe", State: "NM", Zip: "87501", Nickname: strp("The Adobe"),
			AccessInstructions: strp("Key in the nicho by the blue gate. Kiva fireplace: no green wood."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Reyes", Email: "marisol.reyes@example.com", Phone: "555-4201", Services: []steward.ServiceType{steward.Cleaning}}},
		{"trent", steward.ProCreate{Name: "Trent Hollis", Email: "trent@tablerockclean.example", Phone: "555-4202", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dockworks", steward.ProCreate{Name: "Wade Pruitt", Email: "service@ozarkdockworks.example", Phone: "555-4203", Services: []steward.ServiceType{steward.Maintenance}}},
		{"earl", steward.ProCreate{Name: "Earl Dinwiddie", Email: "earl.dinwiddie@example.com", Phone: "555-4204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nadia", steward.ProCreate{Name: "Nadia Begay", Email: "nadia@highdesertclean.example", Phone: "555-4205", Services: []steward.ServiceType{steward.Cleaning, steward.Inspection}}},
		{"jamal", steward.ProCreate{Name: "Jamal Whitehorse", Email: "jamal.whitehorse@example.com", Phone: "555-4206", Services: []steward.ServiceType{steward.Cleaning}}},
		{"crystal", steward.ProCreate{Name: "Crystal Oakes", Email: "crystal.oakes@example.com", Phone: "555-4207", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"delacroix", "bluegill", "Delacroix Family", "2026-03-01 16:00", "2026-03-05 10:00", 8},  // out tomorrow
		{"abernathy", "horseshoe", "Abernathy Family", "2026-03-02 15:00", "2026-03-07 11:00", 2}, // under way
		{"kowalski", "kimberling", "Kowalski Family", "2026-03-04 16:00", "2026-03-08 11:00", 5},  // arrives today
		{"nguyen", "cherry", "Linh Nguyen", "2026-03-06 15:00", "2026-03-09 11:00", 3},            // this weekend
		{"hartwell", "adobe", "Hartwell Family", "2026-03-05 16:00", "2026-03-09 10:00", 4},       // from tomorrow, Mountain time
		{"sorensen", "lakeshore", "Sorensen Family", "2026-03-11 16:00", "2026-03-14 11:00", 4},   // next week, no turnover booked
		{"brennan", "bluegill", "Brennan Family", "2026-03-13 16:00", "2026-03-16 10:00", 6},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "kimberling_prep", Property: "kimberling", Service: "cleaning", At: "2026-03-04 08:00", Pro: "trent", Status: "in_progress"},
		{Key: "kimberling_restock", Property: "kimberling", Service: "restocking", At: "2026-03-04 13:00", Pro: "trent", Status: "confirmed"},
		{Key: "adobe_inspect", Property: "adobe", Service: "inspection", At: "2026-03-05 09:00", Pro: "nadia"},
		{Key: "bluegill_turn", Property: "bluegill", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "horseshoe_disposal", Property: "horseshoe", Service: "maintenance", At: "2026-03-05 13:00", Pro: "earl", Notes: "Garbage disposal jammed and humming", DuringStay: true}, // the Abernathys reported it
		{Key: "bluegill_dock", Property: "bluegill", Service: "maintenance", At: "2026-03-05 14:00", Pro: "dockworks", Notes: "Dock ladder bent and two decking boards loose on the boat slip"},
		{Key: "cherry_prep", Property: "cherry", Service: "cleaning", At: "2026-03-06 10:00", Pro: "jamal", Status: "confirmed"},
		{Key: "horseshoe_turn", Property: "horseshoe", Service: "cleaning", At: "2026-03-07 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "kimberling_turn", Property: "kimberling", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "adobe_turn", Property: "adobe", Service: "cleaning", At: "2026-03-09 10:00", Pro: "nadia", Status: "confirmed"},
		{Key: "cherry_turn", Property: "cherry", Service: "cleaning", At: "2026-03-09 11:00", Pro: "jamal"},
		{Key: "kimberling_lift", Property: "kimberling", Service: "maintenance", At: "2026-03-09 13:00", Pro: "dockworks", Notes: "Boat lift motor grinding, won't raise all the way"},
		{Key: "lakeshore_inspect", Property: "lakeshore", Service: "inspection", At: "2026-03-10 10:00", Status: "cancelled"},
		{Key: "bluegill_gutters", Property: "bluegill", Service: "maintenance", At: "2026-03-10 10:00", Pro: "earl", Notes: "Clean out the gutters on the lake side"},
		{Key: "lakeshore_restock", Property: "lakeshore", Service: "restocking", At: "2026-03-11 10:00", Pro: "trent"},
		{Key: "bluegill_past_dock", Property: "bluegill", Service: "maintenance", At: "2026-02-24 10:00", Pro: "dockworks", Status: "completed", Notes: "Replaced the dock bumpers"},
		{Key: "cherry_past_clean", Property: "cherry", Service: "cleaning", At: "2026-02-27 10:00", Pro: "jamal", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
