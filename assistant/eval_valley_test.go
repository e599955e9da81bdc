package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// valleyFixture is the evaluation's fifth account, for the cases marked
// "fixture": "valley" (testdata/eval/cases_blind6.json), written before
// its cases were run against the engine: wine and desert country, a
// two-word nickname (Vineyard House), "The Casita", a property known only
// by its street (77 Cork Oak Ln), a fourth in Texas, and Arizona time,
// which has no daylight saving (the other zones change on Sunday 8 March).
// Guests with a family name (the Nakamuras), a two-part surname (Zoë van
// der Berg, under way now) and an accented one (Ingrid Sørensen); one
// checks in today.
func valleyFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"vineyard", steward.AddressCreate{Street: "1480 Silverado Trail", City: "Napa", State: "CA", Zip: "94558", Nickname: strp("Vineyard House"),
			AccessInstructions: strp("Gate code 2468; the house key is in the lockbox behind the wine barrel."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"casita", steward.AddressCreate{Street: "9 Calle Sonora", City: "Tucson", State: "AZ", Zip: "85716", Nickname: strp("The Casita"),
			AccessInstructions: strp("Keypad on the front door, code 5150."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
		{"corkoak", steward.AddressCreate{Street: "77 Cork Oak Ln", City: "Paso Robles", State: "CA", Zip: "93446",
			AccessInstructions: strp("Lockbox on the porch rail, code 7301."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"bluebonnet", steward.AddressCreate{Street: "508 Main St", City: "Fredericksburg", State: "TX", Zip: "78624", Nickname: strp("Bluebonnet Cottage"),
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"hector", steward.ProCreate{Name: "Hector Alvarado", Email: "hector@alvaradoplumbing.example", Phone: "555-0601", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nate", steward.ProCreate{Name: "Nate Kowalski", Email: "nate@kowalskielectric.example", Phone: "555-0602", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"lupe", steward.ProCreate{Name: "Lupe Ramirez", Email: "lupe@sparkleandstock.example", Phone: "555-0603", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"siobhan", steward.ProCreate{Name: "Siobhan Kelly", Email: "siobhan@example.com", Phone: "555-0604", Services: []steward.ServiceType{steward.Cleaning}}},
		{"gary", steward.ProCreate{Name: "Gary Pruitt", Email: "gary@example.com", Phone: "555-0605", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nakamura", "vineyard", "Nakamura Family", "2026-03-06 16:00", "2026-03-09 11:00", 5},
		{"vanderberg", "corkoak", "Zoë van der Berg", "2026-03-01 16:00", "2026-03-06 10:00", 2},
		{"ong", "casita", "Priscilla Ong", "2026-03-04 15:00", "2026-03-07 11:00", 2},
		{"whitaker", "bluebonnet", "Dale Whitaker", "2026-03-12 15:00", "2026-03-15 11:00", 4},
		{"sorensen", "vineyard", "Ingrid Sørensen", "2026-03-14 16:00", "2026-03-18 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "vine_pool", Property: "vineyard", Service: "maintenance", At: "2026-03-05 13:00", Pro: "nate", Notes: "Pool pump making noise"},
		{Key: "vine_clean", Property: "vineyard", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lupe", Status: "confirmed"},
		{Key: "cork_clean", Property: "corkoak", Service: "cleaning", At: "2026-03-06 11:00", Pro: "siobhan"},
		{Key: "casita_clean", Property: "casita", Service: "cleaning", At: "2026-03-07 12:00"},
		{Key: "blue_inspect", Property: "bluebonnet", Service: "inspection", At: "2026-03-09 10:00", Pro: "nate", Status: "confirmed"},
		{Key: "vine_restock", Property: "vineyard", Service: "restocking", At: "2026-03-09 13:00", Pro: "lupe"},
		{Key: "casita_garage", Property: "casita", Service: "maintenance", At: "2026-03-10 09:00", Pro: "nate", Notes: "Garage door sticks"},
		{Key: "cork_plumb", Property: "corkoak", Service: "maintenance", At: "2026-03-11 14:00", Pro: "hector", Notes: "Slow drain in the primary bath"},
		{Key: "blue_clean", Property: "bluebonnet", Service: "cleaning", At: "2026-03-04 08:00", Pro: "lupe", Status: "in_progress"},
		{Key: "vine_inspect", Property: "vineyard", Service: "inspection", At: "2026-03-05 09:00", Status: "cancelled"},
		{Key: "vine_past_clean", Property: "vineyard", Service: "cleaning", At: "2026-02-25 11:00", Pro: "siobhan", Status: "completed"},
		{Key: "cork_past_fix", Property: "corkoak", Service: "maintenance", At: "2026-02-27 10:00", Pro: "hector", Status: "completed", Notes: "Replaced the kitchen faucet"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
