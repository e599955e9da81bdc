package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// vineyardFixture is the evaluation's account for the cases marked
// "fixture": "vineyard" (testdata/eval/cases_blind15.json), written before
// reading the engine: wine-country properties on Pacific time (Newberg and
// Dundee, Oregon), Mountain time (Caldwell and Marsing, Idaho) and Arizona
// time, which keeps no daylight saving (Scottsdale); one known by its
// street only ("4410 Old Mill Rd"). Three cleaners (Jo Kim, a two-letter
// first name; Lupe Ramirez also restocks), an irrigation handyman, an HVAC
// tech known by his e-mail ("desertcool"), an inspector and an inactive
// cleaner; a stay under way (Nina Harlow), the Castellanos checking out
// tomorrow, a wedding party of 10 this weekend, a stay next week with no
// turnover booked (the Nakamuras) and one that starts today; maintenance
// known by its notes ("Sprinkler line broken by the barn", "AC short
// cycling"). Daylight saving time starts on Sunday 8 March, except in
// Arizona.
func vineyardFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"farmhouse", steward.AddressCreate{Street: "8815 NE Ribbon Ridge Rd", City: "Newberg", State: "OR", Zip: "97132", Nickname: strp("The Farmhouse"),
			AccessInstructions: strp("Keypad on the mudroom door, code 5590."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2600)}},
		{"cottage", steward.AddressCreate{Street: "215 Maple St", City: "Dundee", State: "OR", Zip: "97115", Nickname: strp("Vine Cottage"),
			AccessInstructions: strp("Lockbox on the porch rail, code 1208."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"loft", steward.AddressCreate{Street: "118 S Kimball Ave Apt 2", City: "Caldwell", State: "ID", Zip: "83605", Nickname: strp("Tasting Room Loft"),
			AccessInstructions: strp("Stairs behind the tasting room; smart lock code 3030."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"ranch", steward.AddressCreate{Street: "4410 Old Mill Rd", City: "Marsing", State: "ID", Zip: "83639",
			Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"casa", steward.AddressCreate{Street: "6812 E Cactus Wren Rd", City: "Scottsdale", State: "AZ", Zip: "85250", Nickname: strp("Casa Sol"),
			AccessInstructions: strp("Keypad at the side gate, code 8812. Pool gate key is in the lockbox by the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(2100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jo", steward.ProCreate{Name: "Jo Kim", Email: "jo.kim@example.com", Phone: "555-1501", Services: []steward.ServiceType{steward.Cleaning}}},
		{"brenda", steward.ProCreate{Name: "Brenda Holt", Email: "brenda@holtcleaning.example", Phone: "555-1502", Services: []steward.ServiceType{steward.Cleaning}}},
		{"lupe", steward.ProCreate{Name: "Lupe Ramirez", Email: "lupe@ramirezhome.example", Phone: "555-1503", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"hector", steward.ProCreate{Name: "Hector Villanueva", Email: "hector@villanuevairrigation.example", Phone: "555-1504", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dale", steward.ProCreate{Name: "Dale Pruitt", Email: "dale@desertcool.example", Phone: "555-1505", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ruth", steward.ProCreate{Name: "Ruth Okonkwo", Email: "ruth@okonkwoinspect.example", Phone: "555-1506", Services: []steward.ServiceType{steward.Inspection}}},
		{"tess", steward.ProCreate{Name: "Tess Varga", Email: "tess.varga@example.com", Phone: "555-1507", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"harlow", "cottage", "Nina Harlow", "2026-03-02 16:00", "2026-03-07 11:00", 2},               // under way
		{"castellano", "casa", "Castellano Family", "2026-03-01 16:00", "2026-03-05 10:00", 5},        // out tomorrow
		{"wedding", "farmhouse", "Delgado Wedding Party", "2026-03-06 16:00", "2026-03-08 11:00", 10}, // this weekend
		{"nakamura", "ranch", "Ken Nakamura", "2026-03-09 16:00", "2026-03-12 11:00", 4},              // next week, no turnover booked
		{"gallagher", "loft", "Owen Gallagher", "2026-03-04 15:00", "2026-03-07 10:00", 2},            // starts today
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "loft_now", Property: "loft", Service: "cleaning", At: "2026-03-04 06:30", Pro: "jo", Status: "in_progress"},
		{Key: "casa_turn", Property: "casa", Service: "cleaning", At: "2026-03-05 10:00", Pro: "lupe", Status: "confirmed"},
		{Key: "farm_sprinkler", Property: "farmhouse", Service: "maintenance", At: "2026-03-05 13:00", Pro: "hector", Notes: "Sprinkler line broken by the barn"},
		{Key: "casa_ac", Property: "casa", Service: "maintenance", At: "2026-03-06 09:00", Pro: "dale", Notes: "AC short cycling"},
		{Key: "farm_prep", Property: "farmhouse", Service: "cleaning", At: "2026-03-06 09:00", Pro: "brenda"},
		{Key: "loft_clean", Property: "loft", Service: "cleaning", At: "2026-03-07 10:00", Pro: "brenda", Status: "confirmed"},
		{Key: "cottage_turn", Property: "cottage", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "farm_turn", Property: "farmhouse", Service: "cleaning", At: "2026-03-08 12:00", Pro: "jo", Status: "confirmed"},
		{Key: "ranch_inspect", Property: "ranch", Service: "inspection", At: "2026-03-09 10:00", Pro: "ruth"},
		{Key: "loft_inspect", Property: "loft", Service: "inspection", At: "2026-03-09 09:00", Status: "cancelled"},
		{Key: "casa_restock", Property: "casa", Service: "restocking", At: "2026-03-11 14:00", Pro: "lupe"},
		{Key: "ranch_gate", Property: "ranch", Service: "maintenance", At: "2026-03-14 10:00", Notes: "Gate latch sticking"},
		{Key: "ranch_past_fix", Property: "ranch", Service: "maintenance", At: "2026-02-24 10:00", Pro: "hector", Status: "completed", Notes: "Replaced well pump pressure switch"},
		{Key: "cottage_past_clean", Property: "cottage", Service: "cleaning", At: "2026-03-02 11:00", Pro: "jo", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
