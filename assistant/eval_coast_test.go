package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// coastFixture is the evaluation's second account, for the cases marked
// "fixture": "coast": other names than the first account's (evalFixture),
// so the suite measures how the engine generalises rather than what it
// has memorised. Four properties in three time zones, one known only by
// its street; five pros, two of them offering two services and one
// inactive; four stays, one under way; jobs in every status.
func coastFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"driftwood", steward.AddressCreate{Street: "310 Spruce St", City: "Cannon Beach", State: "OR", Zip: "97110", Nickname: strp("Driftwood Cottage"),
			AccessInstructions: strp("Keypad 2231 on the back door; beach towels in the hall closet."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"harbor", steward.AddressCreate{Street: "88 Harbor View Rd", City: "Bar Harbor", State: "ME", Zip: "04609", Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"aspen", steward.AddressCreate{Street: "12 Ski Hill Way", City: "Breckenridge", State: "CO", Zip: "80424", Nickname: strp("Aspen Chalet"),
			AccessInstructions: strp("Lockbox on the garage, code 8080."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"seaglass", steward.AddressCreate{Street: "5 Gulf Shore Blvd", City: "Naples", State: "FL", Zip: "34102", Nickname: strp("Sea Glass Condo"),
			Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"keisha", steward.ProCreate{Name: "Keisha Moore", Email: "keisha@tidyco.example", Phone: "555-0301", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"luis", steward.ProCreate{Name: "Luis Ferreira", Email: "luis@fixitnow.example", Phone: "555-0302", Services: []steward.ServiceType{steward.Maintenance}}},
		{"omar", steward.ProCreate{Name: "Omar Haddad", Email: "omar@haddadhome.example", Phone: "555-0303", Services: []steward.ServiceType{steward.Inspection, steward.Maintenance}}},
		{"grace", steward.ProCreate{Name: "Grace Liu", Email: "grace.liu@example.com", Phone: "555-0304", Services: []steward.ServiceType{steward.Cleaning}}},
		{"pete", steward.ProCreate{Name: "Pete Novak", Email: "pete@example.com", Phone: "555-0305", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "driftwood", "Nguyen Family", "2026-03-06 16:00", "2026-03-09 10:00", 5},
		{"rossi", "aspen", "Sofia Rossi", "2026-03-11 15:00", "2026-03-14 11:00", 2},
		{"kim", "seaglass", "Daniel Kim", "2026-03-02 15:00", "2026-03-07 11:00", 3},
		{"baker", "harbor", "Baker Family", "2026-03-13 15:00", "2026-03-16 11:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "drift_clean", Property: "driftwood", Service: "cleaning", At: "2026-03-05 11:00", Pro: "keisha", Status: "confirmed"},
		{Key: "harbor_fix", Property: "harbor", Service: "maintenance", At: "2026-03-06 14:00", Pro: "luis", Notes: "Garbage disposal jammed"},
		{Key: "aspen_clean", Property: "aspen", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "glass_restock", Property: "seaglass", Service: "restocking", At: "2026-03-09 13:00", Pro: "keisha"},
		{Key: "drift_turn", Property: "driftwood", Service: "cleaning", At: "2026-03-09 10:00", Pro: "grace", Status: "confirmed"},
		{Key: "aspen_inspect", Property: "aspen", Service: "inspection", At: "2026-03-10 09:00", Pro: "omar"},
		{Key: "harbor_clean", Property: "harbor", Service: "cleaning", At: "2026-03-04 08:30", Pro: "grace", Status: "in_progress"},
		{Key: "glass_cancelled", Property: "seaglass", Service: "inspection", At: "2026-03-08 10:00", Status: "cancelled"},
		{Key: "drift_past_fix", Property: "driftwood", Service: "maintenance", At: "2026-02-25 10:00", Pro: "luis", Status: "completed", Notes: "Hot tub pump replaced"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
