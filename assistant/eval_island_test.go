package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// islandFixture is the evaluation's fifth account, for the cases marked
// "fixture": "island" (testdata/eval/cases_blind7.json), written before
// reading the engine: two properties in Hawaii, a zone without daylight
// saving where the eval's clock reads 04:00, one in the Florida Keys and
// one on Puget Sound known by its street only ("19 Anchor Way"); a
// nickname with a number ("Villa 7") and one of two words ("Coral Cove");
// a cleaner whose first name is also a place (Jordan), a pro with two
// services, an inactive one; a stay under way, one checking out tomorrow,
// a family (the Whitakers), an apostrophe (Lena O'Connell); maintenance
// known by its notes ("Outdoor shower drains slowly").
func islandFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"coral", steward.AddressCreate{Street: "75-5660 Alii Dr", City: "Kailua-Kona", State: "HI", Zip: "96740", Nickname: strp("Coral Cove"),
			AccessInstructions: strp("Lockbox on the lanai railing, code 3812. Beach chairs are under the house."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"villa7", steward.AddressCreate{Street: "3800 Wailea Alanui Dr", City: "Wailea", State: "HI", Zip: "96753", Nickname: strp("Villa 7"),
			AccessInstructions: strp("Front desk keeps the key card; guests give their last name."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"boathouse", steward.AddressCreate{Street: "81 Gull Point Rd", City: "Islamorada", State: "FL", Zip: "33036", Nickname: strp("The Boathouse"),
			AccessInstructions: strp("Keypad on the dock gate, 5120. The house key is in the tackle box."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200)}},
		{"anchor", steward.AddressCreate{Street: "19 Anchor Way", City: "Friday Harbor", State: "WA", Zip: "98250",
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jordan", steward.ProCreate{Name: "Jordan Pike", Email: "jordan@pikeclean.example", Phone: "555-0701", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kai", steward.ProCreate{Name: "Kai Kahale", Email: "kai@kahalefix.example", Phone: "555-0702", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mele", steward.ProCreate{Name: "Mele Akana", Email: "mele@example.com", Phone: "555-0703", Services: []steward.ServiceType{steward.Inspection}}},
		{"bianca", steward.ProCreate{Name: "Bianca Flores", Email: "bianca@floresclean.example", Phone: "555-0704", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dale", steward.ProCreate{Name: "Dale Ambrose", Email: "dale@example.com", Phone: "555-0705", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "boathouse", "Whitaker Family", "2026-03-06 16:00", "2026-03-09 11:00", 6}, // the Whitakers, this weekend
		{"oconnell", "villa7", "Lena O'Connell", "2026-03-01 16:00", "2026-03-08 11:00", 2},     // under way
		{"bellini", "anchor", "Marco Bellini", "2026-03-01 15:00", "2026-03-05 10:00", 3},       // checks out tomorrow
		{"halvorsen", "coral", "Sven Halvorsen", "2026-03-11 15:00", "2026-03-15 10:00", 2},     // arrives next week
		{"pemberton", "anchor", "Pemberton Family", "2026-03-20 16:00", "2026-03-23 11:00", 5},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "anchor_turn", Property: "anchor", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bianca"},
		{Key: "coral_shower", Property: "coral", Service: "maintenance", At: "2026-03-06 09:00", Pro: "kai", Notes: "Outdoor shower drains slowly"},
		{Key: "villa_clean", Property: "villa7", Service: "cleaning", At: "2026-03-08 12:00"},
		{Key: "villa_inspect", Property: "villa7", Service: "inspection", At: "2026-03-09 10:00", Pro: "mele"},
		{Key: "boat_clean", Property: "boathouse", Service: "cleaning", At: "2026-03-09 12:00", Pro: "jordan", Status: "confirmed"},
		{Key: "boat_kayak", Property: "boathouse", Service: "maintenance", At: "2026-03-10 13:00", Pro: "kai", Notes: "Replace kayak rack bolts"},
		{Key: "coral_turn", Property: "coral", Service: "cleaning", At: "2026-03-11 10:00", Pro: "jordan", Status: "confirmed"},
		{Key: "boat_restock", Property: "boathouse", Service: "restocking", At: "2026-03-04 08:00", Pro: "bianca", Status: "in_progress"},
		{Key: "anchor_inspect", Property: "anchor", Service: "inspection", At: "2026-03-06 10:00", Status: "cancelled"},
		{Key: "coral_past_fix", Property: "coral", Service: "maintenance", At: "2026-02-24 10:00", Pro: "kai", Status: "completed", Notes: "Fixed the lanai screen door"},
		{Key: "villa_past_clean", Property: "villa7", Service: "cleaning", At: "2026-02-28 11:00", Pro: "jordan", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
