package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// farmFixture is the evaluation's third account, for the cases marked
// "fixture": "farm" (testdata/eval/cases_farm.json): names the engine was
// not written against — properties known by a nickname only ("the barn",
// "Unit 4B" whose nickname is also part of its street), a pro with a
// two-word first name (Mary Beth), a hyphenated guest (Smith-Jones), an
// apostrophe (the O'Briens) — and a third time zone (Santa Fe).
func farmFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"barn", steward.AddressCreate{Street: "3 Orchard Rd", City: "Hudson", State: "NY", Zip: "12534", Nickname: strp("The Barn"),
			AccessInstructions: strp("Key under the blue flowerpot by the barn door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1300)}},
		{"unit4b", steward.AddressCreate{Street: "220 King St Unit 4B", City: "Charleston", State: "SC", Zip: "29401", Nickname: strp("Unit 4B"),
			Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"mesa", steward.AddressCreate{Street: "41 Canyon Rd", City: "Santa Fe", State: "NM", Zip: "87501", Nickname: strp("Casa Mesa"),
			AccessInstructions: strp("Lockbox on the gate, code 1950."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
	}); err != nil {
		return nil, err
	}
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marybeth", steward.ProCreate{Name: "Mary Beth Collins", Email: "mb@collinsclean.example", Phone: "555-0401", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tomas", steward.ProCreate{Name: "Tomas Reyes", Email: "tomas@reyesrepair.example", Phone: "555-0402", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ines", steward.ProCreate{Name: "Ines Park", Email: "ines@example.com", Phone: "555-0403", Services: []steward.ServiceType{steward.Inspection}}},
		{"wes", steward.ProCreate{Name: "Wes Dalton", Email: "wes@example.com", Phone: "555-0404", Services: []steward.ServiceType{steward.Cleaning}}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"smithjones", "barn", "Anna Smith-Jones", "2026-03-06 16:00", "2026-03-08 11:00", 2},
		{"obrien", "unit4b", "O'Brien Family", "2026-03-10 15:00", "2026-03-12 11:00", 5},
		{"vega", "mesa", "Carmen Vega", "2026-03-04 15:00", "2026-03-07 10:00", 3},
		{"fischer", "unit4b", "Lena Fischer", "2026-03-20 15:00", "2026-03-22 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "barn_clean", Property: "barn", Service: "cleaning", At: "2026-03-08 12:00", Pro: "marybeth"},
		{Key: "unit_ac", Property: "unit4b", Service: "maintenance", At: "2026-03-05 10:00", Pro: "tomas", Notes: "AC not cooling"},
		{Key: "mesa_inspect", Property: "mesa", Service: "inspection", At: "2026-03-09 09:00", Pro: "ines"},
		{Key: "unit_clean", Property: "unit4b", Service: "cleaning", At: "2026-03-12 12:00", Pro: "wes", Status: "confirmed"},
		{Key: "mesa_clean", Property: "mesa", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "barn_plumb", Property: "barn", Service: "maintenance", At: "2026-03-11 13:00", Pro: "tomas", Notes: "Slow drain in the upstairs shower"},
		{Key: "unit_restock", Property: "unit4b", Service: "restocking", At: "2026-03-04 08:00", Pro: "marybeth", Status: "in_progress"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
