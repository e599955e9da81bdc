package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// adirondackFixture is the evaluation's account for the cases marked
// "fixture": "adirondack" (testdata/eval/cases_blind45.json), written
// before reading the engine: a host in the Adirondacks on Eastern time
// (the Loon's Nest on Mirror Lake in Lake Placid, 3 bedrooms and 2 baths,
// with a hot tub; the Boathouse in Saranac Lake, 2 bedrooms and 1 bath,
// with a 15:00 check-in and a 10:00 check-out; a house known by its street
// only, "312 Big Moose Rd" in Old Forge, 4 bedrooms and 3 baths, rented
// to snowmobile groups; and Tamarack Camp, also in Old Forge, with a wood
// stove), the Battenkill Farmhouse in Manchester, Vermont (4 bedrooms and
// 2.5 baths), and the Saint-Paul Loft in Montreal, Quebec, on
// America/Toronto time with a 15:00 check-in. Two properties are in Old
// Forge. Seven pros: Marguerite Fortin, who cleans and restocks in the
// Adirondacks; Wesley Tromblee (Wes), a handyman who plows, sweeps
// chimneys and fixes the boathouse; Curtis Lamora of Adirondack Hot Tub &
// Spa, known by the company's e-mail; Hollis Baker, an inspector; Dorothy
// Pelkey, called Dottie, a cleaner in Vermont; Sylvie Tremblay, who cleans
// and restocks in Montreal; and an inactive cleaner (Bonnie Kilbride).
// Stays: the Gallagher family under way at the Loon's Nest (out Friday),
// the Oduyas checking out of the Boathouse tomorrow, Martine Thibodeau
// arriving at the loft today, the Vanderzee snowmobile group at Big Moose
// Rd this weekend, the Rasmussens at the farmhouse from Saturday across
// the change to daylight saving time, the Moynihans at Tamarack Camp next
// week, and the Satos at the Loon's Nest next week with no turnover booked
// after them. Maintenance is known by its notes ("Hot tub not heating past
// 90", "Plow the driveway", "Boathouse door off its track", "Sweep the
// wood stove chimney"). Cleaning takes 3h15 at the Loon's Nest, 2h30 at
// the Boathouse and Tamarack Camp, 4h at Big Moose Rd and the farmhouse
// and 2h at the loft. Daylight saving time starts on Sunday 8 March.
func adirondackFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"loon", steward.AddressCreate{Street: "88 Mirror Lake Dr", City: "Lake Placid", State: "NY", Zip: "12946", Nickname: strp("The Loon's Nest"),
			AccessInstructions: strp("Keypad on the mudroom door, code 1980. Hot tub cover key hangs by the slider."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"boathouse", steward.AddressCreate{Street: "17 Lake Flower Ave", City: "Saranac Lake", State: "NY", Zip: "12983", Nickname: strp("The Boathouse"),
			AccessInstructions: strp("Lockbox on the dock railing, code 1292. Canoes stay in the slip until May."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"bigmoose", steward.AddressCreate{Street: "312 Big Moose Rd", City: "Old Forge", State: "NY", Zip: "13420",
			AccessInstructions: strp("Garage keypad 3120. Snowmobile trailers park by the shed, not in the turnaround."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2700)}},
		{"tamarack", steward.AddressCreate{Street: "7 Tamarack Ln", City: "Old Forge", State: "NY", Zip: "13420", Nickname: strp("Tamarack Camp"),
			AccessInstructions: strp("Key in the lockbox on the woodshed, code 7707. Kindling is in the bin by the stove."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"farmhouse", steward.AddressCreate{Street: "1420 River Rd", City: "Manchester", State: "VT", Zip: "05254", Nickname: strp("Battenkill Farmhouse"),
			AccessInstructions: strp("Smart lock on the side door, code 0525. The barn is off-limits to guests."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2800)}},
		{"loft", steward.AddressCreate{Street: "412 Rue Saint-Paul O", City: "Montreal", State: "QC", Zip: "H2Y 2A7", Country: "CA", Nickname: strp("Saint-Paul Loft"),
			Timezone: "America/Toronto", AccessInstructions: strp("Buzz 4; keys in the lobby lockbox, code 4124."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	// The equipment a repair may name.
	for i, a := range []steward.Asset{
		{AddressID: r.props["loon"], Kind: "hot tub", Location: "Back deck", Make: "Bullfrog"},
		{AddressID: r.props["tamarack"], Kind: "wood stove", Location: "Living room", Make: "Jøtul"},
		{AddressID: r.props["farmhouse"], Kind: "furnace", Location: "Cellar"},
	} {
		a.ID, a.Status = int64(4500+i), steward.AssetOK
		m.assets = append(m.assets, &a)
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marguerite", steward.ProCreate{Name: "Marguerite Fortin", Email: "marguerite.fortin@example.com", Phone: "555-4501", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wes", steward.ProCreate{Name: "Wesley Tromblee", Email: "wes@tromblee.example", Phone: "555-4502", Services: []steward.ServiceType{steward.Maintenance}}},
		{"curtis", steward.ProCreate{Name: "Curtis Lamora", Email: "service@adkhottubspa.example", Phone: "555-4503", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hollis", steward.ProCreate{Name: "Hollis Baker", Email: "hollis@northcountryinspect.example", Phone: "555-4504", Services: []steward.ServiceType{steward.Inspection}}},
		{"dottie", steward.ProCreate{Name: "Dorothy Pelkey", Email: "dottie.pelkey@example.com", Phone: "555-4505", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sylvie", steward.ProCreate{Name: "Sylvie Tremblay", Email: "sylvie.tremblay@example.ca", Phone: "555-4506", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bonnie", steward.ProCreate{Name: "Bonnie Kilbride", Email: "bonnie.kilbride@example.com", Phone: "555-4507", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"gallagher", "loon", "Gallagher Family", "2026-03-01 16:00", "2026-03-06 11:00", 6},      // under way, out Friday
		{"oduya", "boathouse", "Oduya Family", "2026-03-02 15:00", "2026-03-05 10:00", 4},         // out tomorrow
		{"thibodeau", "loft", "Martine Thibodeau", "2026-03-04 15:00", "2026-03-08 11:00", 2},     // arrives today
		{"vanderzee", "bigmoose", "Vanderzee Family", "2026-03-06 16:00", "2026-03-09 11:00", 8},  // this weekend
		{"rasmussen", "farmhouse", "Rasmussen Family", "2026-03-07 16:00", "2026-03-11 11:00", 5}, // from Saturday, across DST
		{"moynihan", "tamarack", "Moynihan Family", "2026-03-12 16:00", "2026-03-15 11:00", 3},    // next week
		{"sato", "loon", "Sato Family", "2026-03-13 16:00", "2026-03-16 11:00", 4},                // next week, no turnover after
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "tamarack_clean", Property: "tamarack", Service: "cleaning", At: "2026-03-04 08:00", Pro: "marguerite", Status: "in_progress"},
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-04 10:00", Pro: "sylvie", Status: "confirmed"},
		{Key: "loft_restock", Property: "loft", Service: "restocking", At: "2026-03-04 13:00", Pro: "sylvie"},
		{Key: "boathouse_turn", Property: "boathouse", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marguerite", Status: "confirmed"},
		{Key: "loon_hottub", Property: "loon", Service: "maintenance", At: "2026-03-05 13:00", Pro: "curtis", Notes: "Hot tub not heating past 90, Gallaghers reported it", DuringStay: true},
		{Key: "bigmoose_plow", Property: "bigmoose", Service: "maintenance", At: "2026-03-06 09:00", Pro: "wes", Status: "confirmed", Notes: "Plow the driveway and the trailer turnaround before the Vanderzees arrive"},
		{Key: "bigmoose_prep", Property: "bigmoose", Service: "cleaning", At: "2026-03-06 10:00"},
		{Key: "loon_turn", Property: "loon", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marguerite"},
		{Key: "farm_inspect", Property: "farmhouse", Service: "inspection", At: "2026-03-06 11:00", Pro: "hollis"},
		{Key: "loon_restock", Property: "loon", Service: "restocking", At: "2026-03-06 15:00", Pro: "marguerite"},
		{Key: "farm_prep", Property: "farmhouse", Service: "cleaning", At: "2026-03-07 10:00", Pro: "dottie", Status: "confirmed"},
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-08 11:00", Pro: "sylvie"},
		{Key: "bigmoose_turn", Property: "bigmoose", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "boathouse_door", Property: "boathouse", Service: "maintenance", At: "2026-03-10 10:00", Pro: "wes", Notes: "Boathouse door off its track, won't close all the way"},
		{Key: "tamarack_chimney", Property: "tamarack", Service: "maintenance", At: "2026-03-10 13:00", Pro: "wes", Notes: "Sweep the wood stove chimney and replace the door gasket"},
		{Key: "farm_turn", Property: "farmhouse", Service: "cleaning", At: "2026-03-11 11:00", Pro: "dottie"},
		{Key: "loon_inspect", Property: "loon", Service: "inspection", At: "2026-03-12 10:00", Pro: "hollis", Status: "cancelled"},
		{Key: "loon_past_hottub", Property: "loon", Service: "maintenance", At: "2026-02-24 10:00", Pro: "curtis", Status: "completed", Notes: "Drained and refilled the hot tub, new filter"},
		{Key: "farm_past_clean", Property: "farmhouse", Service: "cleaning", At: "2026-02-26 10:00", Pro: "dottie", Status: "completed"},
		{Key: "tamarack_past_fix", Property: "tamarack", Service: "maintenance", At: "2026-02-27 10:00", Pro: "wes", Status: "completed", Notes: "Thawed the frozen kitchen pipe and added heat tape"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
