package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lakesideFixture is the evaluation's account for the cases marked
// "fixture": "lakeside" (testdata/eval/cases_blind14.json), written before
// reading the engine: properties around the Great Lakes on Eastern time
// ("Lakeview Cottage" in Traverse City, Michigan; "Sunset Cabin" in
// Marblehead, Ohio) and Central time ("The Boat House" in Sister Bay,
// Wisconsin, a property whose name is a kind of building), and in the
// Pacific Northwest on Pacific time (a downtown Seattle apartment
// nicknamed "Apt 5C", and "88 Birch Bay Dr" in Blaine, known by its street
// only). Two cleaners share an initial (Maria Lopez, who also restocks,
// and Marta Kowalski); a handyman (maintenance and inspection), a plumber
// known by his company's e-mail (fastflowplumbing), an inspector and an
// inactive cleaner whose job (the apartment's Monday clean) lost her. Stays: one under way (the
// Beckers at Sunset Cabin), a family checking out Friday (the Andersons),
// a couple arriving tomorrow (Lena Ortiz), a stay ending Sunday 8 March,
// the day daylight saving time starts (Rachel Moreau), and one next week
// with no turnover booked (the Hoffmans). Maintenance jobs are known by
// their notes ("Dock boards loose", "Kitchen sink draining slow"), and
// Friday has two cleanings at two properties.
func lakesideFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"lakeview", steward.AddressCreate{Street: "3120 Peninsula Dr", City: "Traverse City", State: "MI", Zip: "49686", Nickname: strp("Lakeview Cottage"),
			AccessInstructions: strp("Key in the lockbox on the porch rail, code 1965."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"boathouse", steward.AddressCreate{Street: "10650 N Bay Shore Dr", City: "Sister Bay", State: "WI", Zip: "54234", Nickname: strp("The Boat House"),
			AccessInstructions: strp("Side door keypad, code 5512. Kayaks are under the deck."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"apt5c", steward.AddressCreate{Street: "1411 4th Ave", City: "Seattle", State: "WA", Zip: "98101", Nickname: strp("Apt 5C"),
			AccessInstructions: strp("Fob is in the lobby lockbox, code 0505. Elevator to 5, unit C."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(680)}},
		{"birch", steward.AddressCreate{Street: "88 Birch Bay Dr", City: "Blaine", State: "WA", Zip: "98230",
			Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"sunset", steward.AddressCreate{Street: "412 Lakeshore Blvd", City: "Marblehead", State: "OH", Zip: "43440", Nickname: strp("Sunset Cabin"),
			Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(1100)}},
	}); err != nil {
		return nil, err
	}
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Lopez", Email: "maria@lopezcleaning.example", Phone: "555-1401", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marta", steward.ProCreate{Name: "Marta Kowalski", Email: "marta.k@example.com", Phone: "555-1402", Services: []steward.ServiceType{steward.Cleaning}}},
		{"gus", steward.ProCreate{Name: "Gus Petrov", Email: "gus.petrov@example.com", Phone: "555-1403", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"tony", steward.ProCreate{Name: "Tony Russo", Email: "tony@fastflowplumbing.example", Phone: "555-1404", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hannah", steward.ProCreate{Name: "Hannah Lindgren", Email: "hannah@northshoreinspect.example", Phone: "555-1405", Services: []steward.ServiceType{steward.Inspection}}},
		{"brenda", steward.ProCreate{Name: "Brenda Koh", Email: "brenda.koh@example.com", Phone: "555-1406", Services: []steward.ServiceType{steward.Cleaning}}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"becker", "sunset", "Greg Becker", "2026-03-01 16:00", "2026-03-07 11:00", 2},         // under way
		{"anderson", "lakeview", "Anderson Family", "2026-03-04 16:00", "2026-03-06 10:00", 5}, // out Friday
		{"ortiz", "apt5c", "Lena Ortiz", "2026-03-05 16:00", "2026-03-09 11:00", 2},            // the couple, in tomorrow
		{"moreau", "birch", "Rachel Moreau", "2026-03-06 16:00", "2026-03-08 11:00", 3},        // out Sunday, the DST day
		{"hoffman", "boathouse", "Hoffman Family", "2026-03-10 16:00", "2026-03-14 10:00", 4},  // next week, no turnover booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "lake_preclean", Property: "lakeview", Service: "cleaning", At: "2026-03-04 08:00", Pro: "marta", Status: "in_progress"},
		{Key: "boat_inspect", Property: "boathouse", Service: "inspection", At: "2026-03-05 09:00", Status: "cancelled"},
		{Key: "birch_sink", Property: "birch", Service: "maintenance", At: "2026-03-05 11:00", Pro: "tony", Status: "confirmed", Notes: "Kitchen sink draining slow"},
		{Key: "apt_restock", Property: "apt5c", Service: "restocking", At: "2026-03-05 12:00", Pro: "maria"},
		{Key: "boat_clean", Property: "boathouse", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marta"},
		{Key: "lake_turn", Property: "lakeview", Service: "cleaning", At: "2026-03-06 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "boat_dock", Property: "boathouse", Service: "maintenance", At: "2026-03-06 13:00", Pro: "gus", Notes: "Dock boards loose"},
		{Key: "birch_turn", Property: "birch", Service: "cleaning", At: "2026-03-08 12:00"},
		{Key: "apt_clean", Property: "apt5c", Service: "cleaning", At: "2026-03-09 12:00"}, // Brenda's, until she left
		{Key: "sunset_inspect", Property: "sunset", Service: "inspection", At: "2026-03-10 10:00", Pro: "hannah"},
		{Key: "sunset_gutters", Property: "sunset", Service: "maintenance", At: "2026-03-11 10:00", Pro: "gus", Notes: "Gutters clogged with leaves"},
		{Key: "lake_past_fix", Property: "lakeview", Service: "maintenance", At: "2026-02-24 10:00", Pro: "tony", Status: "completed", Notes: "Replaced shutoff valve under bathroom sink"},
		{Key: "apt_past_clean", Property: "apt5c", Service: "cleaning", At: "2026-03-01 11:00", Pro: "maria", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	// Brenda Koh stopped working for the host after she was given the
	// apartment's Monday cleaning; as in the stores, a pro made inactive
	// no longer holds her upcoming jobs (sqlstore's unassignJobsOf), so
	// the job is seeded without her.
	for _, p := range m.pros {
		if p.ID == r.pros["brenda"] {
			p.Active = false
		}
	}

	m.writes = 0
	return r, nil
}
