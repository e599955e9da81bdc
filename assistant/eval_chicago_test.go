package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// chicagoFixture is the evaluation's account for the cases marked
// "fixture": "chicago" (testdata/eval/cases_chicago.json), written before
// reading the engine: an ICU nurse in Chicago who runs four condos and a
// Pilsen two-flat and texts between or after night shifts, tired: typos and
// autocorrect slips ("clear" for clean, "restore" for restock, "Tues day",
// "tomorrows"), dropped words, no capitals, "2ish", "after 3", "first
// thing", the odd all-caps line, "sorry im fried", "ty". All on
// America/Chicago (CST at evalNow: Wednesday 4 March 2026, 8:00 local).
// Wicker Park (16:00 and 11:00), Logan Square (15:00 and 10:00), Lincoln
// Park (16:00 and 10:00), Andersonville (15:00 and 11:00) and the Pilsen
// two-flat on W 18th St as two units, Pilsen Upstairs and Pilsen Downstairs
// (15:00 and 10:00 each). Pros: Windy City Shine Cleaning (cleaning and
// restocking), Maria Delgado (cleaner, restocks), Tasha Greene (cleaner),
// Mike Kowalski the handyman, Ray Novak the plumber, Lakeside Heating &
// Boiler (radiators, boilers, furnaces), Janet Park the inspector and Dee
// Morales, a cleaner who quit (inactive). Stays: the Nguyens at Wicker Park
// (out tomorrow at 11), the Okafors at Logan Square (out Friday at 10), the
// Cohens at Pilsen Downstairs (out Saturday at 10), the Brooks at Lincoln
// Park from today at 16:00 (out Sunday at 10), the Schmidts at Pilsen
// Upstairs from tomorrow at 15:00 (out Monday at 10), the Reyes at
// Andersonville Friday to Tuesday 10th, the Larsens at Wicker Park Saturday
// to Thursday 12th and the Patels at Logan Square Friday 13th to Monday 16th.
func chicagoFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"wicker", steward.AddressCreate{Street: "1520 N Damen Ave, Unit 3", City: "Chicago", State: "IL", Zip: "60622", Country: "US", Nickname: strp("Wicker Park"), Timezone: "America/Chicago",
			AccessInstructions: strp("Front door keypad 1520#, unit smart lock code 8833. Recycling in the alley."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"logan", steward.AddressCreate{Street: "2645 N Kedzie Blvd, Unit 2", City: "Chicago", State: "IL", Zip: "60647", Country: "US", Nickname: strp("Logan Square"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the back gate, code 2645. Street parking only, watch the permit signs."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"lincoln", steward.AddressCreate{Street: "2150 N Halsted St, Unit 4R", City: "Chicago", State: "IL", Zip: "60614", Country: "US", Nickname: strp("Lincoln Park"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the railing by the side door, code 0214. Elevator to 4, unit on the right."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"andy", steward.AddressCreate{Street: "5340 N Clark St, Unit 1", City: "Chicago", State: "IL", Zip: "60640", Country: "US", Nickname: strp("Andersonville"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock code 5340. Garage spot 7 behind the building."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"pilsen_up", steward.AddressCreate{Street: "1822 W 18th St, Unit 2", City: "Chicago", State: "IL", Zip: "60608", Country: "US", Nickname: strp("Pilsen Upstairs"), Timezone: "America/Chicago",
			AccessInstructions: strp("Side gate, stairs at the back. Keypad code 1822, then the upstairs door."), Bedrooms: intp(3), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"pilsen_down", steward.AddressCreate{Street: "1822 W 18th St, Unit 1", City: "Chicago", State: "IL", Zip: "60608", Country: "US", Nickname: strp("Pilsen Downstairs"), Timezone: "America/Chicago",
			AccessInstructions: strp("Front door keypad code 1818. Boiler and laundry in the basement."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"shine", steward.ProCreate{Name: "Windy City Shine Cleaning", Email: "book@windycityshine.example", Phone: "312-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"maria", steward.ProCreate{Name: "Maria Delgado", Email: "maria.delgado@example.com", Phone: "773-555-0142", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Greene", Email: "tasha.greene@example.com", Phone: "773-555-0143", Services: []steward.ServiceType{steward.Cleaning}}},
		{"mike", steward.ProCreate{Name: "Mike Kowalski", Email: "mike@kowalskifixit.example", Phone: "773-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Novak", Email: "ray@novakplumbing.example", Phone: "312-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lakeside", steward.ProCreate{Name: "Lakeside Heating & Boiler", Email: "service@lakesideheating.example", Phone: "312-555-0146", Services: []steward.ServiceType{steward.Maintenance}}},
		{"janet", steward.ProCreate{Name: "Janet Park", Email: "janet@parkinspections.example", Phone: "312-555-0147", Services: []steward.ServiceType{steward.Inspection}}},
		{"dee", steward.ProCreate{Name: "Dee Morales", Email: "dee.morales@example.com", Phone: "773-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "wicker", "Nguyen Family", "2026-03-01 16:00", "2026-03-05 11:00", 3},      // under way, out tomorrow
		{"okafor", "logan", "Okafor Family", "2026-03-02 15:00", "2026-03-06 10:00", 2},       // under way, out Friday
		{"cohen", "pilsen_down", "Cohen Family", "2026-03-03 15:00", "2026-03-07 10:00", 3},   // under way, out Saturday
		{"brooks", "lincoln", "Brooks Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},     // arriving today
		{"schmidt", "pilsen_up", "Schmidt Family", "2026-03-05 15:00", "2026-03-09 10:00", 5}, // from tomorrow
		{"reyes", "andy", "Reyes Family", "2026-03-06 15:00", "2026-03-10 11:00", 2},
		{"larsen", "wicker", "Larsen Family", "2026-03-07 16:00", "2026-03-12 11:00", 4},
		{"patel", "logan", "Patel Family", "2026-03-13 15:00", "2026-03-16 10:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "lincoln_prep", Property: "lincoln", Service: "cleaning", At: "2026-03-04 10:00", Pro: "maria", Status: "completed", Notes: "Prep before the Brooks"},
		{Key: "wicker_co", Property: "wicker", Service: "cleaning", At: "2026-03-05 11:00", Pro: "shine", Status: "confirmed", Notes: "Turnover after the Nguyens"},
		{Key: "wicker_restock", Property: "wicker", Service: "restocking", At: "2026-03-05 14:00", Pro: "maria", Notes: "Coffee pods, toilet paper, dish soap"},
		{Key: "pilsenup_prep", Property: "pilsen_up", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tasha", Status: "confirmed", Notes: "Prep before the Schmidts"},
		{Key: "lincoln_rad", Property: "lincoln", Service: "maintenance", At: "2026-03-05 13:00", Pro: "lakeside", Notes: "Radiator in the back bedroom not heating", DuringStay: true},
		{Key: "logan_co", Property: "logan", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tasha", Notes: "Turnover after the Okafors"},
		{Key: "wicker_insp", Property: "wicker", Service: "inspection", At: "2026-03-06 10:00", Pro: "janet", Notes: "Smoke and CO detector check"},
		{Key: "andy_prep", Property: "andy", Service: "cleaning", At: "2026-03-06 11:00", Pro: "maria", Notes: "Prep before the Reyes"},
		{Key: "andy_restock", Property: "andy", Service: "restocking", At: "2026-03-06 14:00", Notes: "Welcome basket, coffee, snacks"},
		{Key: "pilsendown_co", Property: "pilsen_down", Service: "cleaning", At: "2026-03-07 10:00", Pro: "shine", Notes: "Turnover after the Cohens"},
		{Key: "lincoln_co", Property: "lincoln", Service: "cleaning", At: "2026-03-08 10:00", Pro: "shine", Status: "confirmed", Notes: "Turnover after the Brooks"},
		{Key: "pilsenup_co", Property: "pilsen_up", Service: "cleaning", At: "2026-03-09 10:00", Pro: "maria", Notes: "Turnover after the Schmidts"},
		{Key: "pilsen_boiler", Property: "pilsen_down", Service: "maintenance", At: "2026-03-09 13:00", Pro: "lakeside", Notes: "Annual boiler service, basement"},
		{Key: "lincoln_faucet", Property: "lincoln", Service: "maintenance", At: "2026-03-09 14:00", Pro: "ray", Notes: "Kitchen faucet dripping"},
		{Key: "andy_co", Property: "andy", Service: "cleaning", At: "2026-03-10 11:00", Pro: "tasha", Notes: "Turnover after the Reyes"},
		{Key: "logan_shelf", Property: "logan", Service: "maintenance", At: "2026-03-10 13:00", Pro: "mike", Notes: "Hang closet shelves in the bedroom, fix the sticky back door"},
		{Key: "pilsendown_insp", Property: "pilsen_down", Service: "inspection", At: "2026-03-11 10:00", Pro: "janet", Notes: "City rental license inspection"},
		{Key: "andy_toilet", Property: "andy", Service: "maintenance", At: "2026-03-11 15:00", Pro: "ray", Notes: "Running toilet in the hall bath"},
		{Key: "lincoln_deep", Property: "lincoln", Service: "cleaning", At: "2026-03-12 10:00", Pro: "tasha", Notes: "Deep clean: oven and windows"},
		{Key: "wicker_co2", Property: "wicker", Service: "cleaning", At: "2026-03-12 11:00", Pro: "shine", Notes: "Turnover after the Larsens"},
		{Key: "logan_prep", Property: "logan", Service: "cleaning", At: "2026-03-13 11:00", Pro: "maria", Notes: "Prep before the Patels"},
		{Key: "logan_restock", Property: "logan", Service: "restocking", At: "2026-03-13 14:00", Pro: "maria", Notes: "Welcome basket for the Patels"},
		{Key: "wicker_hvac", Property: "wicker", Service: "maintenance", At: "2026-03-14 10:00", Pro: "lakeside", Notes: "Furnace filter change and tune-up"},
		{Key: "logan_co2", Property: "logan", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Patels"},
		{Key: "pilsenup_gutter", Property: "pilsen_up", Service: "maintenance", At: "2026-03-17 10:00", Pro: "mike", Notes: "Clean the gutters, check the back porch stairs"},
		{Key: "wicker_past_fix", Property: "wicker", Service: "maintenance", At: "2026-02-26 10:00", Pro: "mike", Status: "completed", Notes: "Fixed the bathroom door latch"},
		{Key: "andy_insp_cx", Property: "andy", Service: "inspection", At: "2026-02-27 10:00", Pro: "janet", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
