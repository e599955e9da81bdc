package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// metroFixture is the evaluation's fourth account, for the cases marked
// "fixture": "metro" (testdata/eval/cases_blind5.json), written before
// reading the engine: city properties, one known only by its street with an
// apartment number ("1815 Elm St Apt 2"), one in Chicago; a pro whose first
// name is also a common word (Will), a pro with two services, an inactive
// one; a stay under way, one checking out today, a family and a two-word
// guest; maintenance jobs known by their notes ("Dryer vent clogged").
func metroFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"elm", steward.AddressCreate{Street: "1815 Elm St Apt 2", City: "Philadelphia", State: "PA", Zip: "19103",
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850)}},
		{"brownstone", steward.AddressCreate{Street: "212 Carroll St", City: "Brooklyn", State: "NY", Zip: "11231", Nickname: strp("The Brownstone"),
			AccessInstructions: strp("Keypad on the front door, code 7731. Trash goes out Tuesday night."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2400)}},
		{"riverside", steward.AddressCreate{Street: "75 Canal Walk Unit 5", City: "Richmond", State: "VA", Zip: "23219", Nickname: strp("Riverside Flat"),
			AccessInstructions: strp("Concierge holds the key; give the guest's name."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(680)}},
		{"wicker", steward.AddressCreate{Street: "1420 N Damen Ave", City: "Chicago", State: "IL", Zip: "60622", Nickname: strp("Wicker Park House"),
			Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa@delgadoclean.example", Phone: "555-0601", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tess", steward.ProCreate{Name: "Tess Moreau", Email: "tess@example.com", Phone: "555-0602", Services: []steward.ServiceType{steward.Cleaning}}},
		{"will", steward.ProCreate{Name: "Will Harper", Email: "will@harperfix.example", Phone: "555-0603", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nadia", steward.ProCreate{Name: "Nadia Petrov", Email: "nadia@example.com", Phone: "555-0604", Services: []steward.ServiceType{steward.Inspection}}},
		{"gary", steward.ProCreate{Name: "Gary Lund", Email: "gary@example.com", Phone: "555-0605", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"cole", "elm", "Hannah Cole", "2026-03-02 15:00", "2026-03-06 10:00", 2},                // under way
		{"webb", "wicker", "Marcus Webb", "2026-03-01 16:00", "2026-03-04 11:00", 3},             // checks out today
		{"nakamura", "brownstone", "Nakamura Family", "2026-03-06 16:00", "2026-03-09 11:00", 5}, // the Nakamuras
		{"fitzgerald", "riverside", "Owen Fitzgerald", "2026-03-07 15:00", "2026-03-10 10:00", 2},
		{"russo", "elm", "Sofia Russo", "2026-03-13 15:00", "2026-03-16 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "brown_fan", Property: "brownstone", Service: "maintenance", At: "2026-03-05 14:00", Pro: "will", Notes: "Replace the bathroom fan"},
		{Key: "brown_clean", Property: "brownstone", Service: "cleaning", At: "2026-03-06 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "elm_clean", Property: "elm", Service: "cleaning", At: "2026-03-06 11:00", Pro: "tess"},
		{Key: "elm_dryer", Property: "elm", Service: "maintenance", At: "2026-03-06 13:00", Pro: "will", Notes: "Dryer vent clogged"},
		{Key: "river_inspect", Property: "riverside", Service: "inspection", At: "2026-03-05 10:00", Pro: "nadia"},
		{Key: "river_restock", Property: "riverside", Service: "restocking", At: "2026-03-04 08:00", Pro: "rosa", Status: "in_progress"},
		{Key: "river_clean", Property: "riverside", Service: "cleaning", At: "2026-03-10 12:00", Pro: "tess"},
		{Key: "wicker_clean", Property: "wicker", Service: "cleaning", At: "2026-03-04 12:00"},
		{Key: "wicker_inspect", Property: "wicker", Service: "inspection", At: "2026-03-11 09:00", Pro: "nadia", Status: "confirmed"},
		{Key: "elm_inspect", Property: "elm", Service: "inspection", At: "2026-03-09 10:00", Status: "cancelled"},
		{Key: "brown_past_clean", Property: "brownstone", Service: "cleaning", At: "2026-02-27 10:00", Pro: "tess", Status: "completed"},
		{Key: "wicker_past_fix", Property: "wicker", Service: "maintenance", At: "2026-02-25 10:00", Pro: "will", Status: "completed", Notes: "Fixed the garbage disposal"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
