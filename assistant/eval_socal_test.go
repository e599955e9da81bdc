package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// socalFixture is the evaluation's account for the cases marked "fixture":
// "socal" (testdata/eval/cases_blind25.json), written before reading the
// engine: a host in Southern California and Las Vegas, all on Pacific time
// (Venice, Joshua Tree, Palm Springs, Big Bear Lake, Silver Lake and a
// condo on the Strip); one property known by its street only ("918 Ocean
// Front Walk") and a guest house ("The ADU") behind the Silver Lake House,
// on the same street. Pros: Summer Kim (a first name that is also a word),
// a pool tech known by his company's e-mail (desertblue-pools), a handyman,
// an inspector, an inactive cleaner, a cleaner who restocks (Maria Lopez)
// and two cleaners named Park. Stays: Priya Shah under way in Venice, the
// Mendozas checking out of Palm Springs tomorrow, a film crew of 6 at the
// dome this weekend, Tom Becker at Big Bear next week with no turnover
// booked, the Okafors arriving at the condo today and Jordan and Casey
// Reyes at the ADU this weekend. Maintenance is known by its notes ("Pool
// heater not firing", "Sliding door off its track", "Mini split dripping",
// "Outdoor shower no hot water"). The clock reads 06:00 Pacific.
func socalFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"venice", steward.AddressCreate{Street: "612 Rose Ave", City: "Venice", State: "CA", Zip: "90291", Nickname: strp("Venice Bungalow"),
			AccessInstructions: strp("Lockbox on the back gate, code 2291. Beach towels in the hall closet."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"jtree", steward.AddressCreate{Street: "61820 Sunburst Rd", City: "Joshua Tree", State: "CA", Zip: "92252", Nickname: strp("Joshua Tree Dome"),
			AccessInstructions: strp("Keypad on the dome door, code 7734. Generator switch is in the shed."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"palm", steward.AddressCreate{Street: "1150 E Racquet Club Rd", City: "Palm Springs", State: "CA", Zip: "92262", Nickname: strp("Palm Springs Mid-Mod"),
			AccessInstructions: strp("Front door smart lock, code 1955. Pool gate latch is up high."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"bigbear", steward.AddressCreate{Street: "42 Pine Knot Ln", City: "Big Bear Lake", State: "CA", Zip: "92315", Nickname: strp("Big Bear Cabin"),
			AccessInstructions: strp("Lockbox on the porch post, code 8080. Snow chains in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"strip", steward.AddressCreate{Street: "3750 Las Vegas Blvd S Unit 2204", City: "Las Vegas", State: "NV", Zip: "89158", Nickname: strp("Strip View 2204"),
			AccessInstructions: strp("Check in with the front desk; unit door code 6142."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"ocean", steward.AddressCreate{Street: "918 Ocean Front Walk", City: "Venice", State: "CA", Zip: "90291",
			AccessInstructions: strp("Lockbox on the boardwalk gate, code 3318."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"silver", steward.AddressCreate{Street: "2417 Micheltorena St", City: "Los Angeles", State: "CA", Zip: "90039", Nickname: strp("Silver Lake House"),
			AccessInstructions: strp("Front door keypad, code 5150."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"adu", steward.AddressCreate{Street: "2417 1/2 Micheltorena St", City: "Los Angeles", State: "CA", Zip: "90039", Nickname: strp("The ADU"),
			AccessInstructions: strp("Side path past the main house; ADU keypad code 2417."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(450)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"summer", steward.ProCreate{Name: "Summer Kim", Email: "summer.kim@example.com", Phone: "555-2501", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Gutierrez", Email: "crew@desertblue-pools.example", Phone: "555-2502", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tony", steward.ProCreate{Name: "Tony Russo", Email: "tony@russofixit.example", Phone: "555-2503", Services: []steward.ServiceType{steward.Maintenance}}},
		{"naomi", steward.ProCreate{Name: "Naomi Fisher", Email: "naomi@fisherinspect.example", Phone: "555-2504", Services: []steward.ServiceType{steward.Inspection}}},
		{"brianna", steward.ProCreate{Name: "Brianna Cole", Email: "brianna.cole@example.com", Phone: "555-2505", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
		{"maria", steward.ProCreate{Name: "Maria Lopez", Email: "maria@lopezhome.example", Phone: "555-2506", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ana", steward.ProCreate{Name: "Ana Park", Email: "ana.park@example.com", Phone: "555-2507", Services: []steward.ServiceType{steward.Cleaning}}},
		{"jenny", steward.ProCreate{Name: "Jenny Park", Email: "jenny@parksisters.example", Phone: "555-2508", Services: []steward.ServiceType{steward.Cleaning}}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"shah", "venice", "Priya Shah", "2026-03-01 16:00", "2026-03-07 11:00", 2},            // under way
		{"mendoza", "palm", "Mendoza Family", "2026-02-28 16:00", "2026-03-05 11:00", 5},       // out tomorrow
		{"film", "jtree", "Golden Hour Films crew", "2026-03-06 16:00", "2026-03-09 11:00", 6}, // film crew this weekend
		{"becker", "bigbear", "Tom Becker", "2026-03-10 16:00", "2026-03-14 11:00", 4},         // next week, no turnover booked
		{"okafor", "strip", "Lena Okafor", "2026-03-04 16:00", "2026-03-08 11:00", 2},          // starts today
		{"reyes", "adu", "Jordan and Casey Reyes", "2026-03-06 15:00", "2026-03-08 11:00", 2},  // a couple, this weekend
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "strip_now", Property: "strip", Service: "cleaning", At: "2026-03-04 06:00", Pro: "maria", Status: "in_progress"},
		{Key: "venice_door", Property: "venice", Service: "maintenance", At: "2026-03-05 09:00", Pro: "tony", Notes: "Sliding door off its track", DuringStay: true},
		{Key: "palm_turn", Property: "palm", Service: "cleaning", At: "2026-03-05 11:00", Pro: "ana", Status: "confirmed"},
		{Key: "adu_split", Property: "adu", Service: "maintenance", At: "2026-03-05 13:00", Notes: "Mini split dripping"},
		{Key: "palm_pool", Property: "palm", Service: "maintenance", At: "2026-03-05 14:00", Pro: "ray", Notes: "Pool heater not firing"},
		{Key: "jtree_prep", Property: "jtree", Service: "cleaning", At: "2026-03-06 10:00", Pro: "summer", Status: "confirmed"},
		{Key: "adu_clean", Property: "adu", Service: "cleaning", At: "2026-03-06 10:00", Pro: "jenny"},
		{Key: "venice_turn", Property: "venice", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "strip_turn", Property: "strip", Service: "cleaning", At: "2026-03-08 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "ocean_shower", Property: "ocean", Service: "maintenance", At: "2026-03-09 10:00", Pro: "tony", Notes: "Outdoor shower no hot water"},
		{Key: "bigbear_inspect", Property: "bigbear", Service: "inspection", At: "2026-03-09 13:00", Pro: "naomi"},
		{Key: "silver_restock", Property: "silver", Service: "restocking", At: "2026-03-11 14:00", Pro: "maria"},
		{Key: "bigbear_past_fix", Property: "bigbear", Service: "maintenance", At: "2026-02-23 10:00", Pro: "tony", Status: "completed", Notes: "Replaced furnace filter"},
		{Key: "venice_past_clean", Property: "venice", Service: "cleaning", At: "2026-03-01 11:00", Pro: "ana", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
