package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// mainecoastFixture is the evaluation's account for the cases marked
// "fixture": "mainecoast" (testdata/eval/cases_blind50.json), written
// before reading the engine: a host on the coast of Maine, on Eastern
// time, with lobster-shack cottages that have docks and outdoor showers
// (The Lobster Shack on Perkins Cove in Ogunquit; Sternman's Cottage in
// Boothbay Harbor; The Wharf House in Camden; a house known by its street
// only, "112 Clark Point Rd", and the Puffin Loft, both in Southwest
// Harbor, the loft with a 10:00 check-out), and one cottage in New
// Brunswick on Atlantic time (Tide Line Cottage in St. Andrews, America/
// Moncton, with a 15:00 check-in). Two properties are in Southwest Harbor.
// Seven pros: Maggie Thibodeau, a cleaner; Rowan Pelletier, who cleans and
// restocks; Wendell Crockett, a handyman (docks, outdoor showers); Hank
// Dyer of Dyer Plumbing & Heating; Ines Carvalho, an inspector; Gilles
// Robichaud, who does everything at the St. Andrews cottage; and an
// inactive cleaner (Darcy Leavitt). Stays: the Ouellettes at the Shack,
// out tomorrow; the Sandovals under way at the Puffin Loft, out Saturday
// at 10; the Hollingsworths arriving at Clark Point today; the Fourniers
// at Tide Line from tomorrow, Atlantic time; the Pendletons at the Wharf
// House this weekend; and the Kowalczyks at Sternman's next week.
// Maintenance is known by its notes ("Outdoor shower drips at the mixing
// valve", "Dock ladder bolts rusted", "Boiler losing pressure", "Gangway
// hinge to the float dock"). The Wharf House turnover after the
// Pendletons and the Sternman's restock have no pro. Ines's inspection at
// the Shack on Monday is cancelled. Daylight saving time starts on Sunday
// 8 March in both countries.
func mainecoastFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"shack", steward.AddressCreate{Street: "9 Perkins Cove Rd", City: "Ogunquit", State: "ME", Zip: "03907", Nickname: strp("The Lobster Shack"),
			AccessInstructions: strp("Key in the buoy-shaped lockbox on the dock piling, code 4471. Outdoor shower shutoff is under the deck by the trap pile."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(520)}},
		{"sternman", steward.AddressCreate{Street: "41 Atlantic Ave", City: "Boothbay Harbor", State: "ME", Zip: "04538", Nickname: strp("Sternman's Cottage"),
			AccessInstructions: strp("Keypad on the kitchen door, code 6120. Dock is shared with the neighbors: keep the skiff tied on the north side."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850)}},
		{"wharf", steward.AddressCreate{Street: "18 Bayview St", City: "Camden", State: "ME", Zip: "04843", Nickname: strp("The Wharf House"),
			AccessInstructions: strp("Smart lock on the harbor-side door, code 2718. Kayaks under the deck, paddles in the mudroom."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"clark", steward.AddressCreate{Street: "112 Clark Point Rd", City: "Southwest Harbor", State: "ME", Zip: "04679",
			AccessInstructions: strp("Keypad on the side door, code 1124. Outdoor shower is off the back deck; boiler room is through the bulkhead."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"puffin", steward.AddressCreate{Street: "330 Main St Apt 2", City: "Southwest Harbor", State: "ME", Zip: "04679", Nickname: strp("Puffin Loft"),
			AccessInstructions: strp("Stairs around back; key in the lockbox on the railing, code 8302."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600), CheckOutTime: "10:00"}},
		{"tideline", steward.AddressCreate{Street: "45 Water St", City: "St. Andrews", State: "NB", Zip: "E5B 1A5", Country: "CA", Nickname: strp("Tide Line Cottage"),
			AccessInstructions: strp("Key under the lobster trap on the porch. The dock ramp is slick at low tide."), Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(950), Timezone: "America/Moncton", CheckInTime: "15:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maggie", steward.ProCreate{Name: "Maggie Thibodeau", Email: "maggie.thibodeau@example.com", Phone: "555-5001", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rowan", steward.ProCreate{Name: "Rowan Pelletier", Email: "rowan.pelletier@example.com", Phone: "555-5002", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wendell", steward.ProCreate{Name: "Wendell Crockett", Email: "wendell@crockettdocks.example", Phone: "555-5003", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hank", steward.ProCreate{Name: "Hank Dyer", Email: "hank@dyerplumbing.example", Phone: "555-5004", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ines", steward.ProCreate{Name: "Ines Carvalho", Email: "ines@coastalinspect.example", Phone: "555-5005", Services: []steward.ServiceType{steward.Inspection}}},
		{"gilles", steward.ProCreate{Name: "Gilles Robichaud", Email: "gilles.robichaud@example.ca", Phone: "506-555-5006", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance, steward.Restocking}}},
		{"darcy", steward.ProCreate{Name: "Darcy Leavitt", Email: "darcy.leavitt@example.com", Phone: "555-5007", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"ouellette", "shack", "Ouellette Family", "2026-03-01 16:00", "2026-03-05 11:00", 3},         // out tomorrow
		{"sandoval", "puffin", "Tessa Sandoval", "2026-03-02 16:00", "2026-03-07 10:00", 2},           // under way
		{"hollingsworth", "clark", "Hollingsworth Family", "2026-03-04 16:00", "2026-03-08 11:00", 6}, // arrives today
		{"fournier", "tideline", "Fournier Family", "2026-03-05 15:00", "2026-03-08 11:00", 2},        // from tomorrow, Atlantic time
		{"pendleton", "wharf", "Pendleton Family", "2026-03-06 16:00", "2026-03-09 11:00", 5},         // this weekend
		{"kowalczyk", "sternman", "Kowalczyk Family", "2026-03-10 16:00", "2026-03-14 11:00", 4},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "clark_prep", Property: "clark", Service: "cleaning", At: "2026-03-04 08:00", Pro: "maggie", Status: "in_progress"},
		{Key: "shack_turn", Property: "shack", Service: "cleaning", At: "2026-03-05 11:00", Pro: "maggie", Status: "confirmed"},
		{Key: "clark_boiler", Property: "clark", Service: "maintenance", At: "2026-03-05 10:00", Pro: "hank", Notes: "Boiler losing pressure, upstairs radiators only lukewarm", DuringStay: true}, // the Hollingsworths' heat
		{Key: "wharf_inspect", Property: "wharf", Service: "inspection", At: "2026-03-05 13:00", Pro: "ines"},
		{Key: "tideline_restock", Property: "tideline", Service: "restocking", At: "2026-03-05 12:00", Pro: "gilles"},
		{Key: "shack_shower", Property: "shack", Service: "maintenance", At: "2026-03-06 10:00", Pro: "wendell", Notes: "Outdoor shower drips at the mixing valve"},
		{Key: "wharf_prep", Property: "wharf", Service: "cleaning", At: "2026-03-06 10:00", Pro: "maggie", Status: "confirmed"},
		{Key: "puffin_turn", Property: "puffin", Service: "cleaning", At: "2026-03-07 11:00", Pro: "maggie"},
		{Key: "clark_turn", Property: "clark", Service: "cleaning", At: "2026-03-08 11:00", Pro: "rowan"},
		{Key: "tideline_turn", Property: "tideline", Service: "cleaning", At: "2026-03-08 12:00", Pro: "gilles", Status: "confirmed"},
		{Key: "wharf_turn", Property: "wharf", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "shack_inspect", Property: "shack", Service: "inspection", At: "2026-03-09 13:00", Pro: "ines", Status: "cancelled"},
		{Key: "shack_dock", Property: "shack", Service: "maintenance", At: "2026-03-10 09:00", Notes: "Dock ladder bolts rusted through, two rungs loose"},
		{Key: "sternman_prep", Property: "sternman", Service: "cleaning", At: "2026-03-10 10:00", Pro: "rowan"},
		{Key: "sternman_restock", Property: "sternman", Service: "restocking", At: "2026-03-10 13:00"},
		{Key: "tideline_dock", Property: "tideline", Service: "maintenance", At: "2026-03-11 10:00", Pro: "gilles", Notes: "Gangway hinge to the float dock sticks at low tide"},
		{Key: "puffin_inspect", Property: "puffin", Service: "inspection", At: "2026-03-12 10:00", Pro: "ines"},
		{Key: "wharf_past_fix", Property: "wharf", Service: "maintenance", At: "2026-02-26 10:00", Pro: "hank", Status: "completed", Notes: "Thawed the frozen line to the outdoor shower"},
		{Key: "sternman_past_clean", Property: "sternman", Service: "cleaning", At: "2026-02-27 10:00", Pro: "rowan", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
