package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// greatlakesFixture is the evaluation's account for the cases marked
// "fixture": "greatlakes" (testdata/eval/cases_blind26.json), written
// before reading the engine: a host around Lake Michigan and Lake Erie,
// on Eastern time (Saugatuck, Michigan; Put-in-Bay, Ohio) and Central
// time (Lake Geneva and Milwaukee, Wisconsin; Duluth, Minnesota); one
// property known by its street only ("418 Catawba Ave"), two in
// Put-in-Bay and two in Wisconsin. Seven pros: Siobhan Murphy, Kat (Katarzyna
// Nowicki, who also restocks), a dock and boat handyman (Gus), a plumber
// known by his company's e-mail (Lakeview Plumbing), an inspector, a
// second cleaner and an inactive one. Stays: one under way (Daniel Osei),
// the Bergs checking out tomorrow, an ice-fishing group of 6, the Fischers
// next week with no turnover booked, the Sorensens arriving today and the
// Van Dykes this weekend. Maintenance is known by its notes ("Dock cleat
// pulled loose", "Sump pump cycling nonstop", "Fireplace damper stuck",
// "Boat lift cable frayed"). Daylight saving time starts on Sunday 8 March.
func greatlakesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"dune", steward.AddressCreate{Street: "612 Lakeshore Dr", City: "Saugatuck", State: "MI", Zip: "49453", Nickname: strp("Dune Ridge Cottage"),
			AccessInstructions: strp("Keypad on the back deck door, code 2741."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"boathouse", steward.AddressCreate{Street: "340 Bayview Ave", City: "Put-in-Bay", State: "OH", Zip: "43456", Nickname: strp("The Boathouse at Put-in-Bay"),
			AccessInstructions: strp("Lockbox on the dock post, code 0815. Golf cart key hangs inside the door."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2200)}},
		{"catawba", steward.AddressCreate{Street: "418 Catawba Ave", City: "Put-in-Bay", State: "OH", Zip: "43456",
			Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"geneva", steward.AddressCreate{Street: "1150 S Lakeshore Dr", City: "Lake Geneva", State: "WI", Zip: "53147", Nickname: strp("Geneva Lakefront"),
			AccessInstructions: strp("Smart lock on the lake-side door, code 6620."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"loft", steward.AddressCreate{Street: "233 N Water St Apt 5", City: "Milwaukee", State: "WI", Zip: "53202", Nickname: strp("Third Ward Loft 5"),
			AccessInstructions: strp("Building fob in the lockbox by the loading dock, code 3315; unit door code 5505."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"cabin", steward.AddressCreate{Street: "5240 North Shore Dr", City: "Duluth", State: "MN", Zip: "55804", Nickname: strp("North Shore Cabin"),
			AccessInstructions: strp("Lockbox on the woodshed, code 1987. Woodstove instructions are on the fridge."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1400)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"siobhan", steward.ProCreate{Name: "Siobhan Murphy", Email: "siobhan@murphyclean.example", Phone: "555-2601", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kat", steward.ProCreate{Name: "Katarzyna Nowicki", Email: "kat.nowicki@example.com", Phone: "555-2602", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gus", steward.ProCreate{Name: "Gus Lindgren", Email: "gus@lindgrenmarine.example", Phone: "555-2603", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Kowalski", Email: "jobs@lakeviewplumbing.example", Phone: "555-2604", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marjorie", steward.ProCreate{Name: "Marjorie Boyle", Email: "marjorie@boyleinspect.example", Phone: "555-2605", Services: []steward.ServiceType{steward.Inspection}}},
		{"luis", steward.ProCreate{Name: "Luis Ortega", Email: "luis.ortega@example.com", Phone: "555-2606", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tammy", steward.ProCreate{Name: "Tammy Schultz", Email: "tammy.schultz@example.com", Phone: "555-2607", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"osei", "loft", "Daniel Osei", "2026-03-02 15:00", "2026-03-06 11:00", 2},                   // under way
		{"berg", "dune", "Hannah Berg", "2026-03-01 16:00", "2026-03-05 11:00", 3},                   // out tomorrow
		{"rizzo", "boathouse", "Tom Rizzo Fishing Group", "2026-03-06 16:00", "2026-03-09 11:00", 6}, // ice fishing
		{"fischer", "catawba", "Lena Fischer", "2026-03-10 16:00", "2026-03-13 11:00", 2},            // next week, no turnover booked
		{"sorensen", "cabin", "Jake Sorensen", "2026-03-04 16:00", "2026-03-08 11:00", 4},            // starts today
		{"vandyke", "geneva", "Van Dyke Family", "2026-03-07 16:00", "2026-03-10 11:00", 5},          // this weekend
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-04 07:00", Pro: "luis", Status: "in_progress"},
		{Key: "dune_turn", Property: "dune", Service: "cleaning", At: "2026-03-05 11:00", Pro: "kat", Status: "confirmed"},
		{Key: "geneva_sump", Property: "geneva", Service: "maintenance", At: "2026-03-05 10:00", Pro: "ray", Notes: "Sump pump cycling nonstop"},
		{Key: "boat_cleat", Property: "boathouse", Service: "maintenance", At: "2026-03-05 13:00", Pro: "gus", Notes: "Dock cleat pulled loose"},
		{Key: "boat_prep", Property: "boathouse", Service: "cleaning", At: "2026-03-06 10:00", Pro: "siobhan"},
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-06 11:00", Pro: "luis", Status: "confirmed"},
		{Key: "dune_inspect", Property: "dune", Service: "inspection", At: "2026-03-06 11:00", Status: "cancelled"},
		{Key: "geneva_restock", Property: "geneva", Service: "restocking", At: "2026-03-07 12:00", Pro: "kat"},
		{Key: "boat_turn", Property: "boathouse", Service: "cleaning", At: "2026-03-09 11:00", Pro: "siobhan", Status: "confirmed"},
		{Key: "catawba_inspect", Property: "catawba", Service: "inspection", At: "2026-03-09 09:00", Pro: "marjorie"},
		{Key: "cabin_damper", Property: "cabin", Service: "maintenance", At: "2026-03-09 13:00", Notes: "Fireplace damper stuck"},
		{Key: "boat_lift", Property: "boathouse", Service: "maintenance", At: "2026-03-10 10:00", Pro: "gus", Notes: "Boat lift cable frayed"},
		{Key: "geneva_turn", Property: "geneva", Service: "cleaning", At: "2026-03-10 11:00", Pro: "kat"},
		{Key: "cabin_past_fix", Property: "cabin", Service: "maintenance", At: "2026-02-25 10:00", Pro: "ray", Status: "completed", Notes: "Thawed frozen kitchen pipe"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
