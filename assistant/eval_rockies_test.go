package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// rockiesFixture is the evaluation's account for the cases marked
// "fixture": "rockies" (testdata/eval/cases_blind24.json), written before
// reading the engine: mountain properties on Mountain time in Colorado
// (Aspen Hideaway; 88 Elk Ave in Crested Butte, known by its street only),
// Utah (Moab Casita; Silver Star 3B, a Park City condo), Wyoming (Jackson
// Hole Cabin) and Montana (Big Sky Lodge; Hyalite Yurt). Three cleaners
// (Alejandro "Alex" Ruiz, known by his nickname, also restocks), a
// snowplow handyman (Buck), a hot tub tech known by his company's e-mail
// (help@peakspas.example), a plumbing and stove tech, an inspector and an
// inactive cleaner; a stay under way (Tom Hollis), the Garcia-Mendozas
// checking out tomorrow, a ski group of 8 arriving Friday, a stay next week
// with no turnover booked (Jen Whitaker), one that starts today (Dmitri
// Volkov) and the Becketts from Saturday; maintenance known by its notes
// ("Hot tub heater tripping", "Pellet stove won't ignite", "Snow load on
// the deck", "Garage keypad dead"). It is 07:00 in the mountains; daylight
// saving time starts on Sunday 8 March.
func rockiesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"aspen", steward.AddressCreate{Street: "212 W Hopkins Ave", City: "Aspen", State: "CO", Zip: "81611", Nickname: strp("Aspen Hideaway"),
			AccessInstructions: strp("Keypad on the front door, code 7734. Ski lockers in the garage, code 1122."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"moab", steward.AddressCreate{Street: "455 Kane Creek Blvd", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Moab Casita"),
			AccessInstructions: strp("Lockbox on the courtyard gate, code 3391."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"jackson", steward.AddressCreate{Street: "3300 N Moose Wilson Rd", City: "Wilson", State: "WY", Zip: "83014", Nickname: strp("Jackson Hole Cabin"),
			AccessInstructions: strp("Lockbox on the back deck, code 8826. Pellets are in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"bigsky", steward.AddressCreate{Street: "50 Lone Peak Dr", City: "Big Sky", State: "MT", Zip: "59716", Nickname: strp("Big Sky Lodge"),
			AccessInstructions: strp("Smart lock on the mudroom door, code 2468."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3600)}},
		{"silver", steward.AddressCreate{Street: "1600 Silver Star Dr Unit 3B", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("Silver Star 3B"),
			AccessInstructions: strp("Fob at the front desk; the unit's smart lock code is 6060."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"elk", steward.AddressCreate{Street: "88 Elk Ave", City: "Crested Butte", State: "CO", Zip: "81224",
			Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"yurt", steward.AddressCreate{Street: "7 Hyalite Canyon Rd", City: "Bozeman", State: "MT", Zip: "59715", Nickname: strp("Hyalite Yurt"),
			AccessInstructions: strp("Padlock on the yurt door, code 0407. Park at the lower lot and walk up."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(450)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"alex", steward.ProCreate{Name: "Alejandro 'Alex' Ruiz", Email: "alex@ruizclean.example", Phone: "555-2401", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"maggie", steward.ProCreate{Name: "Maggie Lindstrom", Email: "maggie.lindstrom@example.com", Phone: "555-2402", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tamsin", steward.ProCreate{Name: "Tamsin Oyelaran", Email: "tamsin@highaltitudeclean.example", Phone: "555-2403", Services: []steward.ServiceType{steward.Cleaning}}},
		{"buck", steward.ProCreate{Name: "Buck Harlan", Email: "buck@harlanplow.example", Phone: "555-2404", Services: []steward.ServiceType{steward.Maintenance}}},
		{"devin", steward.ProCreate{Name: "Devin Marsh", Email: "help@peakspas.example", Phone: "555-2405", Services: []steward.ServiceType{steward.Maintenance}}},
		{"wade", steward.ProCreate{Name: "Wade Tillman", Email: "wade@tillmanplumbing.example", Phone: "555-2406", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ingrid", steward.ProCreate{Name: "Ingrid Solberg", Email: "ingrid@summitinspect.example", Phone: "555-2407", Services: []steward.ServiceType{steward.Inspection}}},
		{"carla", steward.ProCreate{Name: "Carla Benally", Email: "carla.benally@example.com", Phone: "555-2408", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hollis", "jackson", "Tom Hollis", "2026-03-01 16:00", "2026-03-07 10:00", 4},          // under way
		{"garcia", "moab", "Garcia-Mendoza Family", "2026-02-28 16:00", "2026-03-05 11:00", 5},  // out tomorrow
		{"kowalski", "bigsky", "Kowalski Ski Group", "2026-03-06 16:00", "2026-03-10 10:00", 8}, // ski group
		{"whitaker", "elk", "Jen Whitaker", "2026-03-10 16:00", "2026-03-13 11:00", 2},          // next week, no turnover booked
		{"volkov", "silver", "Dmitri Volkov", "2026-03-04 16:00", "2026-03-08 11:00", 3},        // starts today
		{"beckett", "aspen", "Beckett Family", "2026-03-07 16:00", "2026-03-12 10:00", 6},       // from Saturday
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "aspen_plow", Property: "aspen", Service: "maintenance", At: "2026-03-04 06:00", Pro: "buck", Status: "in_progress", Notes: "Plow the driveway after the overnight storm"},
		{Key: "silver_prep", Property: "silver", Service: "cleaning", At: "2026-03-04 10:00", Pro: "maggie", Status: "confirmed"},
		{Key: "bigsky_snow", Property: "bigsky", Service: "maintenance", At: "2026-03-05 09:00", Pro: "buck", Status: "confirmed", Notes: "Snow load on the deck"},
		{Key: "moab_turn", Property: "moab", Service: "cleaning", At: "2026-03-05 11:00", Pro: "alex", Status: "confirmed"},
		{Key: "aspen_tub", Property: "aspen", Service: "maintenance", At: "2026-03-05 13:00", Pro: "devin", Notes: "Hot tub heater tripping"},
		{Key: "jackson_stove", Property: "jackson", Service: "maintenance", At: "2026-03-06 10:00", Pro: "wade", Notes: "Pellet stove won't ignite", DuringStay: true}, // the Hollises asked
		{Key: "bigsky_prep", Property: "bigsky", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tamsin"},
		{Key: "aspen_prep", Property: "aspen", Service: "cleaning", At: "2026-03-07 10:00", Pro: "maggie"},
		{Key: "jackson_turn", Property: "jackson", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "yurt_inspect", Property: "yurt", Service: "inspection", At: "2026-03-09 10:00", Pro: "ingrid"},
		{Key: "elk_keypad", Property: "elk", Service: "maintenance", At: "2026-03-09 14:00", Notes: "Garage keypad dead"},
		{Key: "bigsky_turn", Property: "bigsky", Service: "cleaning", At: "2026-03-10 11:00", Pro: "alex"},
		{Key: "jackson_past_fix", Property: "jackson", Service: "maintenance", At: "2026-02-24 10:00", Pro: "wade", Status: "completed", Notes: "Thawed a frozen kitchen pipe"},
		{Key: "moab_past_clean", Property: "moab", Service: "cleaning", At: "2026-02-27 11:00", Pro: "alex", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
