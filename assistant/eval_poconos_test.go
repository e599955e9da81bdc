package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// poconosFixture is the evaluation's account for the cases marked
// "fixture": "poconos" (testdata/eval/cases_blind44.json), written before
// reading the engine: a host in the Poconos with one Jersey Shore condo,
// all on Eastern time. Properties: the Snowbird Chalet in Lake Harmony, a
// ski chalet of 4 bedrooms and 3 baths; the Hemlock A-Frame, also in Lake
// Harmony (2 bedrooms, 1 bath); the Mauch Chunk Loft in Jim Thorpe (1
// bedroom, 1 bath); Paupack Point, a lake cabin on Lake Wallenpaupack in
// Hawley (3 bedrooms, 2 baths); a house known by its street only, "1186
// Tamarack Trail" in Lakeville, also by the lake (3 bedrooms, 1.5 baths);
// and The Sandpiper, a condo in Ship Bottom on Long Beach Island, NJ (2
// bedrooms, 2 baths, 15:00 check-in and 10:00 check-out). Two properties
// are in Lake Harmony. Seven pros: Bree Kowalczyk, a cleaner; Marco
// DeLuca, who cleans and restocks; Walt Shupp, a handyman who plows snow;
// a heating company known by its e-mail (Laurel Run Heating, Hank Ebert);
// Renee Albright, an inspector; Tess Marino, who cleans and restocks at
// the shore; and an inactive cleaner (Dolores Heintzelman). Stays: the
// Pham family ski trip under way at the Snowbird Chalet (out Friday), the
// Gallaghers checking out of the Mauch Chunk Loft tomorrow, the Okonkwo
// family arriving at Paupack Point today, the Szymanski family at Tamarack
// Trail this weekend, the Ferreiras at The Sandpiper from Saturday to
// Tuesday, Dave Hartley at the Hemlock A-Frame next week with no cleaning
// booked before him, and the Novak ski group (10) at the Snowbird Chalet
// next Friday. Maintenance is known by its notes. Cleaning takes 4h at the
// chalet, 2h30 at the A-Frame, 2h at the loft, 3h15 at Paupack Point, 3h
// at Tamarack Trail and 2h45 at The Sandpiper. Daylight saving time starts
// on Sunday 8 March.
func poconosFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"chalet", steward.AddressCreate{Street: "47 Laurel Dr", City: "Lake Harmony", State: "PA", Zip: "18624", Nickname: strp("Snowbird Chalet"),
			AccessInstructions: strp("Keypad on the garage door, code 4782. Ski lockers in the mudroom; salt bucket by the front steps."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2700)}},
		{"hemlock", steward.AddressCreate{Street: "73 Hemlock Dr", City: "Lake Harmony", State: "PA", Zip: "18624", Nickname: strp("Hemlock A-Frame"),
			AccessInstructions: strp("Smart lock on the deck door, code 7305. Driveway needs 4WD after a snow."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"loft", steward.AddressCreate{Street: "22 Race St", City: "Jim Thorpe", State: "PA", Zip: "18229", Nickname: strp("Mauch Chunk Loft"),
			AccessInstructions: strp("Lockbox on the railing of the side stairs, code 1818. Street parking only."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"paupack", steward.AddressCreate{Street: "318 Beach Point Rd", City: "Hawley", State: "PA", Zip: "18428", Nickname: strp("Paupack Point"),
			AccessInstructions: strp("Keypad on the lake-side slider, code 2290. Keep guests off the dock in winter."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1650)}},
		{"tamarack", steward.AddressCreate{Street: "1186 Tamarack Trail", City: "Lakeville", State: "PA", Zip: "18438",
			AccessInstructions: strp("Key in the lockbox on the woodshed, code 1186."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500)}},
		{"sandpiper", steward.AddressCreate{Street: "2401 Long Beach Blvd Unit 3B", City: "Ship Bottom", State: "NJ", Zip: "08008", Nickname: strp("The Sandpiper"),
			AccessInstructions: strp("Unit 3B; fob in the lockbox by the lobby mailboxes, code 0808."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bree", steward.ProCreate{Name: "Bree Kowalczyk", Email: "bree.kowalczyk@example.com", Phone: "555-4401", Services: []steward.ServiceType{steward.Cleaning}}},
		{"marco", steward.ProCreate{Name: "Marco DeLuca", Email: "marco.deluca@example.com", Phone: "555-4402", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"walt", steward.ProCreate{Name: "Walt Shupp", Email: "walt@shupphandyman.example", Phone: "555-4403", Services: []steward.ServiceType{steward.Maintenance}}},
		{"laurel", steward.ProCreate{Name: "Hank Ebert", Email: "service@laurelrunheating.example", Phone: "555-4404", Services: []steward.ServiceType{steward.Maintenance}}},
		{"renee", steward.ProCreate{Name: "Renee Albright", Email: "renee@poconohomeinspect.example", Phone: "555-4405", Services: []steward.ServiceType{steward.Inspection}}},
		{"tess", steward.ProCreate{Name: "Tess Marino", Email: "tess.marino@example.com", Phone: "555-4406", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dolores", steward.ProCreate{Name: "Dolores Heintzelman", Email: "dolores.h@example.com", Phone: "555-4407", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"pham", "chalet", "Pham Family", "2026-03-01 16:00", "2026-03-06 11:00", 8},             // ski trip under way, out Friday
		{"gallagher", "loft", "Gallagher Family", "2026-03-02 16:00", "2026-03-05 11:00", 2},     // out tomorrow
		{"okonkwo", "paupack", "Okonkwo Family", "2026-03-04 16:00", "2026-03-08 11:00", 5},      // arrives today
		{"szymanski", "tamarack", "Szymanski Family", "2026-03-06 16:00", "2026-03-08 11:00", 4}, // this weekend
		{"ferreira", "sandpiper", "Ferreira Family", "2026-03-07 15:00", "2026-03-10 10:00", 4},  // Saturday to Tuesday, at the shore
		{"hartley", "hemlock", "Dave Hartley", "2026-03-10 16:00", "2026-03-14 11:00", 3},        // next week, no cleaning booked
		{"novak", "chalet", "Novak Ski Group", "2026-03-13 16:00", "2026-03-16 11:00", 10},       // next Friday
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "paupack_prep", Property: "paupack", Service: "cleaning", At: "2026-03-04 08:00", Pro: "marco", Status: "in_progress"},
		{Key: "paupack_stove", Property: "paupack", Service: "maintenance", At: "2026-03-04 13:00", Pro: "walt", Status: "confirmed", Notes: "Wood stove door gasket is loose, smoke comes out when the door is opened"},
		{Key: "chalet_hottub", Property: "chalet", Service: "maintenance", At: "2026-03-05 10:00", Pro: "walt", Notes: "Hot tub won't heat past 90 degrees", DuringStay: true}, // the Phams reported it
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bree", Status: "confirmed"},
		{Key: "loft_inspect", Property: "loft", Service: "inspection", At: "2026-03-05 14:00", Pro: "renee"},
		{Key: "tamarack_prep", Property: "tamarack", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marco", Status: "confirmed"},
		{Key: "chalet_turn", Property: "chalet", Service: "cleaning", At: "2026-03-06 11:00", Pro: "bree", Status: "confirmed"},
		{Key: "sandpiper_heat", Property: "sandpiper", Service: "maintenance", At: "2026-03-06 12:00", Notes: "Baseboard heat in the back bedroom not working"},
		{Key: "tamarack_restock", Property: "tamarack", Service: "restocking", At: "2026-03-06 13:30", Pro: "marco"},
		{Key: "sandpiper_prep", Property: "sandpiper", Service: "cleaning", At: "2026-03-07 10:00", Pro: "tess", Status: "confirmed"},
		{Key: "sandpiper_restock", Property: "sandpiper", Service: "restocking", At: "2026-03-07 13:00", Pro: "tess"},
		{Key: "paupack_turn", Property: "paupack", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "tamarack_turn", Property: "tamarack", Service: "cleaning", At: "2026-03-08 11:00", Pro: "marco"},
		{Key: "hemlock_inspect", Property: "hemlock", Service: "inspection", At: "2026-03-09 10:00", Pro: "renee"},
		{Key: "chalet_furnace", Property: "chalet", Service: "maintenance", At: "2026-03-09 13:00", Pro: "laurel", Notes: "Annual furnace service and filter change"},
		{Key: "sandpiper_turn", Property: "sandpiper", Service: "cleaning", At: "2026-03-10 10:00", Pro: "tess", Status: "confirmed"},
		{Key: "tamarack_inspect", Property: "tamarack", Service: "inspection", At: "2026-03-10 09:00", Pro: "renee", Status: "cancelled"},
		{Key: "tamarack_gutter", Property: "tamarack", Service: "maintenance", At: "2026-03-11 10:00", Pro: "walt", Notes: "Ice dam over the back porch, gutter sagging"},
		{Key: "chalet_restock", Property: "chalet", Service: "restocking", At: "2026-03-13 10:00", Pro: "marco"},
		{Key: "chalet_past_plow", Property: "chalet", Service: "maintenance", At: "2026-02-25 07:00", Pro: "walt", Status: "completed", Notes: "Plowed the driveway and salted the steps"},
		{Key: "loft_past_clean", Property: "loft", Service: "cleaning", At: "2026-02-27 11:00", Pro: "bree", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
