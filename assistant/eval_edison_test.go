package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// edisonFixture is the evaluation's account for the cases marked
// "fixture": "edison" (testdata/eval/cases_edison.json), written before
// reading the engine: an Indian-English host in New Jersey with rentals in
// Edison, Jersey City and Hoboken, who types long polite run-on messages
// ("kindly do the needful", "prepone", "revert back", "today itself", "out
// of station", "Lakshmi aunty", "plumber uncle", "12 noon", "Thanks and
// regards"). All on America/New_York (09:00 EST at evalNow: Wednesday 4
// March 2026, 14:00 UTC; clocks go forward on Sunday 8 March). Oak Tree
// House in Edison (16:00 and 11:00), the Menlo Park Duplex in Edison
// (15:00 and 10:00), the Newport Flat in Jersey City (15:00 and 11:00), the
// JSQ Studio in Jersey City (15:00 and 10:00), the Hoboken Brownstone
// (16:00 and 10:00) and the Hoboken Loft (16:00 and 11:00). Pros: Lakshmi
// Iyer ("Lakshmi aunty": cleaning, restocking), Rosa Martinez (cleaning),
// Sparkle Home Cleaners (cleaning and restocking), Ramesh Patel the plumber
// ("plumber uncle"), Vikram Desai the electrician, Tony Russo the handyman,
// Deepa Nair the inspector and Manoj Kumar, a cleaner who has left
// (inactive). Stays: the Guptas at Oak Tree House (out tomorrow at 11), the
// Millers at the Newport Flat (out Friday at 11), the Chens at the
// Brownstone from today at 16:00 (out Sunday at 10), the Reddys at the
// Duplex from tomorrow at 15:00 (out Monday at 10), the Okafors at the Loft
// Friday to Monday, the Kapoors at Oak Tree House Saturday to Saturday
// 14th, Mr Walsh at the JSQ Studio Wednesday 11th to Friday 13th and the
// Fernandes family at the Newport Flat Thursday 12th to Sunday 15th.
func edisonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"oaktree", steward.AddressCreate{Street: "42 Oak Tree Road", City: "Edison", State: "NJ", Zip: "08820", Nickname: strp("Oak Tree House"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the side door, code 4242. Shoe rack inside, guests remove shoes."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"duplex", steward.AddressCreate{Street: "9 Christie Street", City: "Edison", State: "NJ", Zip: "08820", Nickname: strp("Menlo Park Duplex"), Timezone: "America/New_York",
			AccessInstructions: strp("Upstairs unit. Lockbox on the railing, code 0909."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"newport", steward.AddressCreate{Street: "215 Washington Boulevard, Apt 1207", City: "Jersey City", State: "NJ", Zip: "07310", Nickname: strp("Newport Flat"), Timezone: "America/New_York",
			AccessInstructions: strp("Fob with the concierge under the host's name. Visitor parking on level P2."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"jsq", steward.AddressCreate{Street: "2856 Kennedy Boulevard, Unit 3B", City: "Jersey City", State: "NJ", Zip: "07306", Nickname: strp("JSQ Studio"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 2856. Building super lives in 1A."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(550),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"brownstone", steward.AddressCreate{Street: "611 Garden Street", City: "Hoboken", State: "NJ", Zip: "07030", Nickname: strp("Hoboken Brownstone"), Timezone: "America/New_York",
			AccessInstructions: strp("Key in the lockbox behind the stoop gate, code 6110. Street parking only."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"loft", steward.AddressCreate{Street: "1020 Washington Street, Unit 4", City: "Hoboken", State: "NJ", Zip: "07030", Nickname: strp("Hoboken Loft"), Timezone: "America/New_York",
			AccessInstructions: strp("Buzz 4, then smart lock code 1020. Elevator is small, take the stairs with the vacuum."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lakshmi", steward.ProCreate{Name: "Lakshmi Iyer", Email: "lakshmi.iyer@example.com", Phone: "732-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Martinez", Email: "rosa.martinez@example.com", Phone: "201-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sparkle", steward.ProCreate{Name: "Sparkle Home Cleaners", Email: "book@sparklehome.example", Phone: "201-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ramesh", steward.ProCreate{Name: "Ramesh Patel", Email: "ramesh@patelplumbing.example", Phone: "732-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"vikram", steward.ProCreate{Name: "Vikram Desai", Email: "vikram@desaielectric.example", Phone: "732-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tony", steward.ProCreate{Name: "Tony Russo", Email: "tony.russo@example.com", Phone: "201-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"deepa", steward.ProCreate{Name: "Deepa Nair", Email: "deepa@nairinspections.example", Phone: "732-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"manoj", steward.ProCreate{Name: "Manoj Kumar", Email: "manoj.kumar@example.com", Phone: "732-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"gupta", "oaktree", "Gupta Family", "2026-03-01 16:00", "2026-03-05 11:00", 5},   // under way, out tomorrow
		{"miller", "newport", "Miller Family", "2026-03-02 15:00", "2026-03-06 11:00", 2}, // under way, out Friday
		{"chen", "brownstone", "Chen Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},  // arriving today
		{"reddy", "duplex", "Reddy Family", "2026-03-05 15:00", "2026-03-09 10:00", 3},    // from tomorrow
		{"okafor", "loft", "Okafor Family", "2026-03-06 16:00", "2026-03-09 11:00", 2},
		{"kapoor", "oaktree", "Kapoor Family", "2026-03-07 16:00", "2026-03-14 11:00", 6},
		{"walsh", "jsq", "Daniel Walsh", "2026-03-11 15:00", "2026-03-13 10:00", 1},
		{"fernandes", "newport", "Fernandes Family", "2026-03-12 15:00", "2026-03-15 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "hob_prep", Property: "brownstone", Service: "cleaning", At: "2026-03-04 11:00", Pro: "rosa", Status: "confirmed", Notes: "Get it ready for the Chens"},
		{Key: "oak_co", Property: "oaktree", Service: "cleaning", At: "2026-03-05 11:00", Pro: "lakshmi", Status: "confirmed", Notes: "Turnover after the Guptas"},
		{Key: "dup_prep", Property: "duplex", Service: "cleaning", At: "2026-03-05 10:00", Pro: "sparkle", Status: "confirmed", Notes: "Ready for the Reddys"},
		{Key: "dup_restock", Property: "duplex", Service: "restocking", At: "2026-03-05 13:30", Pro: "sparkle", Notes: "Welcome kit: chai, snacks, toiletries"},
		{Key: "oak_geyser", Property: "oaktree", Service: "maintenance", At: "2026-03-05 16:00", Pro: "ramesh", Notes: "Water heater making a banging noise, check it"},
		{Key: "oak_insp", Property: "oaktree", Service: "inspection", At: "2026-03-06 10:00", Pro: "deepa", Notes: "Smoke detectors and CO alarms"},
		{Key: "np_co", Property: "newport", Service: "cleaning", At: "2026-03-06 11:00", Pro: "rosa", Notes: "Turnover after the Millers"},
		{Key: "np_switch", Property: "newport", Service: "maintenance", At: "2026-03-06 14:00", Pro: "vikram", Notes: "Bedroom light switch sparking"},
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lakshmi", Notes: "Ready for the Okafors"},
		{Key: "oak_restock", Property: "oaktree", Service: "restocking", At: "2026-03-07 12:00", Notes: "Stock up for the Kapoors: tea, atta, paper towels"},
		{Key: "hob_co", Property: "brownstone", Service: "cleaning", At: "2026-03-08 10:00", Pro: "lakshmi", Status: "confirmed", Notes: "Turnover after the Chens"},
		{Key: "dup_co", Property: "duplex", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Reddys"},
		{Key: "loft_co", Property: "loft", Service: "cleaning", At: "2026-03-09 11:00", Pro: "rosa", Notes: "Turnover after the Okafors"},
		{Key: "hob_railing", Property: "brownstone", Service: "maintenance", At: "2026-03-09 14:00", Pro: "tony", Notes: "Loose stair railing on the stoop"},
		{Key: "hob_sink", Property: "brownstone", Service: "maintenance", At: "2026-03-10 10:00", Pro: "ramesh", Notes: "Kitchen sink leaking under the cabinet"},
		{Key: "oak_breaker", Property: "oaktree", Service: "maintenance", At: "2026-03-10 11:00", Pro: "vikram", Notes: "Basement breaker keeps tripping, the Kapoors reported it", DuringStay: true},
		{Key: "jsq_lock", Property: "jsq", Service: "maintenance", At: "2026-03-10 14:00", Pro: "tony", Notes: "Smart lock battery and the deadbolt is sticking"},
		{Key: "jsq_prep", Property: "jsq", Service: "cleaning", At: "2026-03-11 11:00", Pro: "sparkle", Notes: "Ready for Mr Walsh"},
		{Key: "loft_insp", Property: "loft", Service: "inspection", At: "2026-03-11 13:00", Pro: "deepa", Notes: "Fire safety walk-through"},
		{Key: "np_prep", Property: "newport", Service: "cleaning", At: "2026-03-12 11:00", Pro: "rosa", Notes: "Ready for the Fernandes family"},
		{Key: "hob_insp", Property: "brownstone", Service: "inspection", At: "2026-03-12 10:00", Pro: "deepa", Notes: "Check the radiators and the windows"},
		{Key: "jsq_co", Property: "jsq", Service: "cleaning", At: "2026-03-13 10:00", Notes: "Turnover after Mr Walsh"},
		{Key: "oak_co2", Property: "oaktree", Service: "cleaning", At: "2026-03-14 11:00", Pro: "lakshmi", Notes: "Turnover after the Kapoors"},
		{Key: "np_co2", Property: "newport", Service: "cleaning", At: "2026-03-15 11:00", Pro: "sparkle", Notes: "Turnover after the Fernandes family"},
		{Key: "oak_past_fix", Property: "oaktree", Service: "maintenance", At: "2026-02-25 10:00", Pro: "ramesh", Status: "completed", Notes: "Fixed the leaking tap in the master bath"},
		{Key: "np_past_co", Property: "newport", Service: "cleaning", At: "2026-03-02 10:00", Pro: "rosa", Status: "completed"},
		{Key: "loft_cx", Property: "loft", Service: "maintenance", At: "2026-02-27 14:00", Pro: "tony", Status: "cancelled", Notes: "Patch the hallway wall"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
