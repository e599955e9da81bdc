package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lakesFixture is an account for the cases marked "fixture": "lakes"
// (testdata/eval/cases_blind9.json), written blind to the engine: lake
// country in two time zones (Minnesota and Wisconsin on Central time,
// Michigan on Eastern), a property known by its street only, a nickname
// with a hyphen ("The A-Frame") and one with a number ("Pine Point Cabin
// 3"), a cleaner who also restocks, an inactive cleaner, a family and
// single guests, and jobs in every status.
func lakesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"lodge", steward.AddressCreate{Street: "18 Loon Lake Rd", City: "Ely", State: "MN", Zip: "55731", Nickname: strp("Loon Lake Lodge"),
			AccessInstructions: strp("Keypad on the mudroom door, code 2718. Kayaks are in the boathouse."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2200)}},
		{"aframe", steward.AddressCreate{Street: "73 Tamarack Trl", City: "Bayfield", State: "WI", Zip: "54814", Nickname: strp("The A-Frame"),
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"birchwood", steward.AddressCreate{Street: "902 Birchwood Dr", City: "Traverse City", State: "MI", Zip: "49684",
			AccessInstructions: strp("Garage keypad 5150, go in through the side door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"pine3", steward.AddressCreate{Street: "4410 Pine Point Rd", City: "Munising", State: "MI", Zip: "49862", Nickname: strp("Pine Point Cabin 3"),
			Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"greta", steward.ProCreate{Name: "Greta Solberg", Email: "greta@northstarclean.example", Phone: "555-0901", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bev", steward.ProCreate{Name: "Bev Thorsen", Email: "bev.thorsen@example.com", Phone: "555-0902", Services: []steward.ServiceType{steward.Cleaning}}},
		{"leo", steward.ProCreate{Name: "Leo Marchetti", Email: "leo@marchettifix.example", Phone: "555-0903", Services: []steward.ServiceType{steward.Maintenance}}},
		{"alma", steward.ProCreate{Name: "Alma Fuentes", Email: "alma@example.com", Phone: "555-0904", Services: []steward.ServiceType{steward.Inspection}}},
		{"cody", steward.ProCreate{Name: "Cody Pratt", Email: "cody.pratt@example.com", Phone: "555-0905", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"huang", "birchwood", "Wen Huang", "2026-03-01 16:00", "2026-03-05 11:00", 2},
		{"okoye", "aframe", "Marcus Okoye", "2026-03-04 15:00", "2026-03-06 10:00", 2},
		{"lindgren", "lodge", "Lindgren Family", "2026-03-06 16:00", "2026-03-08 11:00", 5},
		{"ashworth", "pine3", "Ellie Ashworth", "2026-03-10 15:00", "2026-03-13 11:00", 2},
		{"demos", "lodge", "Stavros Demos", "2026-02-26 16:00", "2026-03-01 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "lodge_sauna", Property: "lodge", Service: "maintenance", At: "2026-03-05 13:00", Pro: "leo", Notes: "Sauna heater trips the breaker"},
		{Key: "birch_clean", Property: "birchwood", Service: "cleaning", At: "2026-03-05 12:00"},
		{Key: "aframe_clean", Property: "aframe", Service: "cleaning", At: "2026-03-06 11:00", Pro: "bev"},
		{Key: "pine_inspect", Property: "pine3", Service: "inspection", At: "2026-03-07 09:00", Pro: "alma", Status: "confirmed"},
		{Key: "lodge_clean", Property: "lodge", Service: "cleaning", At: "2026-03-08 12:00", Pro: "greta", Status: "confirmed"},
		{Key: "pine_dock", Property: "pine3", Service: "maintenance", At: "2026-03-09 10:00", Pro: "leo", Notes: "Dock boards loose"},
		{Key: "aframe_inspect", Property: "aframe", Service: "inspection", At: "2026-03-10 10:00", Pro: "alma", Status: "cancelled"},
		{Key: "lodge_restock", Property: "lodge", Service: "restocking", At: "2026-03-04 07:30", Pro: "greta", Status: "in_progress"},
		{Key: "pine_past_clean", Property: "pine3", Service: "cleaning", At: "2026-02-27 10:00", Pro: "bev", Status: "completed"},
		{Key: "lodge_past_fix", Property: "lodge", Service: "maintenance", At: "2026-02-20 10:00", Pro: "leo", Status: "completed", Notes: "Furnace filter swapped"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
