package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// chesapeakeFixture is the evaluation's account for the cases marked
// "fixture": "chesapeake" (testdata/eval/cases_blind29.json), written
// before reading the engine: a host around the Chesapeake Bay and the
// Outer Banks, on Eastern time (the Lighthouse Loft in Annapolis and the
// Crab Shack in St. Michaels, Maryland; the Decoy House in Chincoteague,
// Virginia; Sea Oats and a house known by its street only, "1402 N
// Virginia Dare Trl", both in Kill Devil Hills, North Carolina), and one
// on Arizona time, which keeps no daylight saving (the Red Rock Casita in
// Sedona). Two properties are in Maryland and two in Kill Devil Hills.
// Eight pros: Bernadette Rourke, called Bernie, a cleaner; Hank Tolliver,
// a second cleaner; a plumber known by his company's e-mail (Baywater
// Plumbing); Curtis Lankford, a handyman who also does heat pumps; an
// inspector (Ngozi Adeyemi); Marisol Ferreira, who only restocks; Lorena
// Begay, who cleans and restocks in Sedona; and an inactive cleaner
// (Wendy Pruitt). Stays: the Ramans under way at the loft, the Gallaghers
// checking out of the Crab Shack tomorrow, the Thibodeaux party of 6
// arriving at 1402 today, the Delacroix family at Sea Oats this weekend,
// Ruth Abernathy at the Decoy House next week with no turnover booked
// before her, and Yusuf Haddad at the casita from tomorrow. Maintenance is
// known by its notes ("Shower drain backing up", "Heat pump blowing cold
// air", "Outdoor shower valve leaking", "Loose railing on the upper
// deck"). Daylight saving time starts on Sunday 8 March (not in Sedona).
func chesapeakeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"loft", steward.AddressCreate{Street: "115 Prince George St Unit 3", City: "Annapolis", State: "MD", Zip: "21401", Nickname: strp("The Lighthouse Loft"),
			AccessInstructions: strp("Street door code 4021, then the unit's smart lock (code texted to the guest)."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"crab", steward.AddressCreate{Street: "24 Cherry St", City: "St. Michaels", State: "MD", Zip: "21663", Nickname: strp("Crab Shack"),
			AccessInstructions: strp("Lockbox under the porch steps, code 3190. Crab pots in the shed are not for guests."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"decoy", steward.AddressCreate{Street: "6392 Church St", City: "Chincoteague", State: "VA", Zip: "23336", Nickname: strp("The Decoy House"),
			AccessInstructions: strp("Keypad on the kitchen door, code 7734."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1450)}},
		{"vdare", steward.AddressCreate{Street: "1402 N Virginia Dare Trl", City: "Kill Devil Hills", State: "NC", Zip: "27948",
			AccessInstructions: strp("Lockbox on the outdoor shower door, code 1402."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2100)}},
		{"seaoats", steward.AddressCreate{Street: "2110 S Croatan Hwy", City: "Kill Devil Hills", State: "NC", Zip: "27948", Nickname: strp("Sea Oats"),
			AccessInstructions: strp("Smart lock on the deck stairs door, code 5150."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1700)}},
		{"casita", steward.AddressCreate{Street: "45 Coffee Pot Dr", City: "Sedona", State: "AZ", Zip: "86336", Nickname: strp("Red Rock Casita"),
			AccessInstructions: strp("Keypad on the courtyard gate, code 8633; the casita door is the same code."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bernie", steward.ProCreate{Name: "Bernadette Rourke", Email: "b.rourke@example.com", Phone: "555-2901", Services: []steward.ServiceType{steward.Cleaning}}},
		{"hank", steward.ProCreate{Name: "Hank Tolliver", Email: "hank.tolliver@example.com", Phone: "555-2902", Services: []steward.ServiceType{steward.Cleaning}}},
		{"baywater", steward.ProCreate{Name: "Dwayne Pritchett", Email: "dispatch@baywaterplumbing.example", Phone: "555-2903", Services: []steward.ServiceType{steward.Maintenance}}},
		{"curtis", steward.ProCreate{Name: "Curtis Lankford", Email: "curtis@lankfordheatair.example", Phone: "555-2904", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ngozi", steward.ProCreate{Name: "Ngozi Adeyemi", Email: "ngozi@shorelineinspect.example", Phone: "555-2905", Services: []steward.ServiceType{steward.Inspection}}},
		{"marisol", steward.ProCreate{Name: "Marisol Ferreira", Email: "marisol@stockedandready.example", Phone: "555-2906", Services: []steward.ServiceType{steward.Restocking}}},
		{"lorena", steward.ProCreate{Name: "Lorena Begay", Email: "lorena.begay@example.com", Phone: "555-2907", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wendy", steward.ProCreate{Name: "Wendy Pruitt", Email: "wendy.pruitt@example.com", Phone: "555-2908", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"raman", "loft", "Deepa Raman", "2026-03-02 16:00", "2026-03-07 11:00", 2},             // under way
		{"gallagher", "crab", "Gallagher Family", "2026-03-01 16:00", "2026-03-05 11:00", 4},    // out tomorrow
		{"thibodeaux", "vdare", "Marcus Thibodeaux", "2026-03-04 16:00", "2026-03-08 11:00", 6}, // arrives today
		{"delacroix", "seaoats", "Delacroix Family", "2026-03-06 16:00", "2026-03-08 11:00", 5}, // this weekend
		{"abernathy", "decoy", "Ruth Abernathy", "2026-03-10 16:00", "2026-03-14 11:00", 2},     // next week, no turnover booked
		{"haddad", "casita", "Yusuf Haddad", "2026-03-05 15:00", "2026-03-09 10:00", 2},         // from tomorrow, Arizona time
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "vdare_prep", Property: "vdare", Service: "cleaning", At: "2026-03-04 08:00", Pro: "hank", Status: "in_progress"},
		{Key: "seaoats_hvac", Property: "seaoats", Service: "maintenance", At: "2026-03-05 10:00", Pro: "curtis", Notes: "Heat pump blowing cold air"},
		{Key: "crab_turn", Property: "crab", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bernie", Status: "confirmed"},
		{Key: "loft_drain", Property: "loft", Service: "maintenance", At: "2026-03-05 13:00", Pro: "baywater", Notes: "Shower drain backing up", DuringStay: true}, // the Ramans reported it
		{Key: "crab_restock", Property: "crab", Service: "restocking", At: "2026-03-05 14:00", Pro: "marisol"},
		{Key: "decoy_inspect", Property: "decoy", Service: "inspection", At: "2026-03-06 10:00", Pro: "ngozi"},
		{Key: "seaoats_prep", Property: "seaoats", Service: "cleaning", At: "2026-03-06 10:00", Pro: "bernie", Status: "confirmed"},
		{Key: "vdare_turn", Property: "vdare", Service: "cleaning", At: "2026-03-08 11:00", Pro: "hank", Status: "confirmed"},
		{Key: "seaoats_turn", Property: "seaoats", Service: "cleaning", At: "2026-03-08 12:00"},
		{Key: "casita_clean", Property: "casita", Service: "cleaning", At: "2026-03-09 10:00", Pro: "lorena", Status: "confirmed"},
		{Key: "vdare_shower", Property: "vdare", Service: "maintenance", At: "2026-03-09 13:00", Pro: "baywater", Notes: "Outdoor shower valve leaking"},
		{Key: "loft_inspect", Property: "loft", Service: "inspection", At: "2026-03-09 10:00", Pro: "ngozi", Status: "cancelled"},
		{Key: "crab_deck", Property: "crab", Service: "maintenance", At: "2026-03-10 10:00", Notes: "Loose railing on the upper deck"},
		{Key: "crab_past_fix", Property: "crab", Service: "maintenance", At: "2026-02-24 10:00", Pro: "curtis", Status: "completed", Notes: "Garbage disposal jammed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
