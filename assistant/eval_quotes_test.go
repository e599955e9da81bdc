package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// quotesFixture is the account of issue 15's quoted examples, for the
// cases of testdata/eval/cases_quotes.json ("fixture": "quotes"): each
// example the issue quotes, word for word, on an account that has what
// the words refer to — the bungalow's Monday clean, the plumber's visit at
// Alki, Gus's Tuesday job, the loft inspection, the Okafors' stay, a
// cabin with a one-night stay over the weekend and a repair already booked.
func quotesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"cabin", steward.AddressCreate{Street: "88 Laurel Fork Rd", City: "Boone", State: "NC", Zip: "28607", Nickname: strp("The Cabin"),
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"loft", steward.AddressCreate{Street: "12 Mill St", City: "Asheville", State: "NC", Zip: "28801", Nickname: strp("The Loft"),
			AccessInstructions: strp("Lockbox on the railing, code 2580."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"ridge", steward.AddressCreate{Street: "400 Ridge Top Ln", City: "Blowing Rock", State: "NC", Zip: "28605", Nickname: strp("Blue Ridge"),
			Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"bungalow", steward.AddressCreate{Street: "57 Palmetto Ave", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("The Bungalow"),
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"alki", steward.AddressCreate{Street: "2740 Alki Ave SW", City: "Seattle", State: "WA", Zip: "98116",
			Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
	}); err != nil {
		return nil, err
	}
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ana", steward.ProCreate{Name: "Ana Costa", Email: "ana@costaclean.example", Phone: "555-0501", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"derek", steward.ProCreate{Name: "Derek Hall", Email: "derek@example.com", Phone: "555-0502", Services: []steward.ServiceType{steward.Cleaning}}},
		{"gus", steward.ProCreate{Name: "Gus Larsen", Email: "gus@larsenhandyman.example", Phone: "555-0503", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mario", steward.ProCreate{Name: "Mario Ruiz", Email: "mario@ruizplumbing.example", Phone: "555-0504", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ivy", steward.ProCreate{Name: "Ivy Chen", Email: "ivy@example.com", Phone: "555-0505", Services: []steward.ServiceType{steward.Inspection}}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"okafor", "ridge", "Okafor Family", "2026-03-05 16:00", "2026-03-08 10:00", 5},
		{"weekend", "cabin", "Dana Reyes", "2026-03-07 16:00", "2026-03-08 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cabin_clean", Property: "cabin", Service: "cleaning", At: "2026-03-05 10:00", Pro: "ana", Status: "confirmed"},
		{Key: "alki_plumb", Property: "alki", Service: "maintenance", At: "2026-03-05 10:00", Pro: "mario", Notes: "Plumber: leaking shower valve"},
		{Key: "loft_inspect", Property: "loft", Service: "inspection", At: "2026-03-06 11:00", Pro: "ivy"},
		{Key: "cabin_fix", Property: "cabin", Service: "maintenance", At: "2026-03-06 14:00", Pro: "gus", Notes: "Replace the porch light"},
		{Key: "bungalow_clean", Property: "bungalow", Service: "cleaning", At: "2026-03-09 10:00"},
		{Key: "bungalow_gate", Property: "bungalow", Service: "maintenance", At: "2026-03-10 09:00", Pro: "gus", Notes: "Fix the fence gate"},
		{Key: "ridge_past_clean", Property: "ridge", Service: "cleaning", At: "2026-03-02 10:00", Pro: "derek", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
