package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// wisconsinFixture is the evaluation's account for the cases marked
// "fixture": "wisconsin" (testdata/eval/cases_blind51.json), written before
// reading the engine: a terse host in the Wisconsin Northwoods and Door
// County in snowmobile season, who calls pros by their last names. On
// Central time: Muskie Lodge and Tamarack Cottage, both in Minocqua; the
// Trailhead Cabin in Eagle River, on the snowmobile trail; the Range Light
// Cottage in Baileys Harbor; and a townhouse in Fargo, North Dakota, known
// by its street only ("1419 Oak St N Unit B"). On Eastern time: the Ore
// Dock Cabin in Marquette, Michigan (America/Detroit), with a 10:00
// check-out. Two properties are in Minocqua. Seven pros: Karin Lindahl, a
// cleaner; Dave Pokorny, a handyman who plows; Marek Zielinski, who cleans
// and restocks in Door County; Gary Halvorson, an inspector; Renee
// Trudeau, who cleans and restocks in Marquette; Nils Bakken, who cleans
// and fixes things in Fargo; and an inactive cleaner (Ann Kowalczyk).
// Stays: the Schultz family under way at Muskie Lodge (out tomorrow), the
// Olsons under way at the Fargo townhouse (out Friday), the Nygaards
// arriving at the Range Light Cottage today, the Grubers at the Trailhead
// Cabin this weekend, the Kesslers at Tamarack Cottage from Saturday with
// no turnover booked after them, and the Makinens at the Ore Dock Cabin
// next week, Eastern time. Maintenance is known by its notes ("Plow the
// driveway", "Furnace cuts out overnight", "Heat tape … keeps tripping the
// breaker", "Sauna heater"). Daylight saving time starts on Sunday 8
// March.
func wisconsinFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"muskie", steward.AddressCreate{Street: "8840 Lakewood Dr", City: "Minocqua", State: "WI", Zip: "54548", Nickname: strp("Muskie Lodge"),
			AccessInstructions: strp("Keypad on the garage service door, code 7731. Sled trailers park on the pad left of the garage, not the driveway."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3100)}},
		{"tamarack", steward.AddressCreate{Street: "6125 Tamarack Ln", City: "Minocqua", State: "WI", Zip: "54548", Nickname: strp("Tamarack Cottage"),
			AccessInstructions: strp("Key in the lockbox on the woodshed, code 0912."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"trailhead", steward.AddressCreate{Street: "1470 Chain O Lakes Rd", City: "Eagle River", State: "WI", Zip: "54521", Nickname: strp("Trailhead Cabin"),
			AccessInstructions: strp("Keypad on the front door, code 4520. Trail 13 starts at the back of the lot."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"harbor", steward.AddressCreate{Street: "7988 Ridges Rd", City: "Baileys Harbor", State: "WI", Zip: "54202", Nickname: strp("Range Light Cottage"),
			AccessInstructions: strp("Smart lock, code 3316. Well pump switch is in the basement by the stairs."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1300)}},
		{"fargo", steward.AddressCreate{Street: "1419 Oak St N Unit B", City: "Fargo", State: "ND", Zip: "58102",
			AccessInstructions: strp("Garage keypad 5810; unit B is the left door."), Bedrooms: intp(2), Bathrooms: floatp(2.5), SquareFeet: intp(1400)}},
		{"marquette", steward.AddressCreate{Street: "415 County Rd 550", City: "Marquette", State: "MI", Zip: "49855", Nickname: strp("Ore Dock Cabin"),
			AccessInstructions: strp("Lockbox on the porch rail, code 1955. Turn around at the top of the drive, not on the road."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			Timezone: "America/Detroit", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lindahl", steward.ProCreate{Name: "Karin Lindahl", Email: "karin@northwoodsclean.example", Phone: "555-5101", Services: []steward.ServiceType{steward.Cleaning}}},
		{"pokorny", steward.ProCreate{Name: "Dave Pokorny", Email: "dave@pokornyplow.example", Phone: "555-5102", Services: []steward.ServiceType{steward.Maintenance}}},
		{"zielinski", steward.ProCreate{Name: "Marek Zielinski", Email: "marek.zielinski@example.com", Phone: "555-5103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"halvorson", steward.ProCreate{Name: "Gary Halvorson", Email: "gary@northlandinspect.example", Phone: "555-5104", Services: []steward.ServiceType{steward.Inspection}}},
		{"trudeau", steward.ProCreate{Name: "Renee Trudeau", Email: "renee.trudeau@example.com", Phone: "555-5105", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bakken", steward.ProCreate{Name: "Nils Bakken", Email: "nils@bakkenhome.example", Phone: "555-5106", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}}},
		{"kowalczyk", steward.ProCreate{Name: "Ann Kowalczyk", Email: "ann.kowalczyk@example.com", Phone: "555-5107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"schultz", "muskie", "Schultz Family", "2026-03-01 16:00", "2026-03-05 11:00", 8},    // under way, out tomorrow
		{"olson", "fargo", "Olson Family", "2026-03-02 16:00", "2026-03-06 11:00", 3},         // under way, out Friday
		{"nygaard", "harbor", "Nygaard Family", "2026-03-04 16:00", "2026-03-08 11:00", 4},    // arrives today
		{"gruber", "trailhead", "Gruber Family", "2026-03-06 16:00", "2026-03-09 11:00", 6},   // this weekend
		{"kessler", "tamarack", "Kessler Family", "2026-03-07 16:00", "2026-03-10 11:00", 2},  // from Saturday, no turnover after
		{"makinen", "marquette", "Makinen Family", "2026-03-10 16:00", "2026-03-14 10:00", 5}, // next week, Eastern time
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "muskie_plow", Property: "muskie", Service: "maintenance", At: "2026-03-04 07:00", Pro: "pokorny", Status: "in_progress", Notes: "Plow the driveway and clear the sled trailer pad", DuringStay: true},
		{Key: "harbor_restock", Property: "harbor", Service: "restocking", At: "2026-03-04 12:00", Pro: "zielinski", Status: "confirmed"},
		{Key: "muskie_turn", Property: "muskie", Service: "cleaning", At: "2026-03-05 11:00", Pro: "lindahl", Status: "confirmed"},
		{Key: "fargo_furnace", Property: "fargo", Service: "maintenance", At: "2026-03-05 13:00", Pro: "bakken", Notes: "Furnace cuts out overnight, check the igniter and filter", DuringStay: true}, // the Olsons reported it
		{Key: "trailhead_plow", Property: "trailhead", Service: "maintenance", At: "2026-03-06 08:00", Pro: "pokorny", Status: "confirmed", Notes: "Plow the driveway and the trailer turnaround before the Grubers arrive"},
		{Key: "trailhead_prep", Property: "trailhead", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lindahl"},
		{Key: "fargo_turn", Property: "fargo", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "marquette_heattape", Property: "marquette", Service: "maintenance", At: "2026-03-06 14:00", Notes: "Heat tape on the crawlspace pipes keeps tripping the breaker"},
		{Key: "tamarack_prep", Property: "tamarack", Service: "cleaning", At: "2026-03-07 10:00", Pro: "lindahl", Status: "confirmed"},
		{Key: "tamarack_restock", Property: "tamarack", Service: "restocking", At: "2026-03-07 13:00"},
		{Key: "harbor_turn", Property: "harbor", Service: "cleaning", At: "2026-03-08 11:00", Pro: "zielinski"},
		{Key: "marquette_prep", Property: "marquette", Service: "cleaning", At: "2026-03-09 10:00", Pro: "trudeau", Status: "confirmed"},
		{Key: "trailhead_turn", Property: "trailhead", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "marquette_restock", Property: "marquette", Service: "restocking", At: "2026-03-09 14:00", Pro: "trudeau"},
		{Key: "muskie_inspect", Property: "muskie", Service: "inspection", At: "2026-03-10 09:00", Pro: "halvorson", Status: "cancelled"},
		{Key: "muskie_sauna", Property: "muskie", Service: "maintenance", At: "2026-03-11 10:00", Pro: "pokorny", Notes: "Sauna heater won't get past 140 degrees"},
		{Key: "harbor_inspect", Property: "harbor", Service: "inspection", At: "2026-03-12 10:00", Pro: "halvorson", Notes: "Check the north roof for ice dams"},
		{Key: "trailhead_past_fix", Property: "trailhead", Service: "maintenance", At: "2026-02-24 10:00", Pro: "pokorny", Status: "completed", Notes: "Replaced the frozen hose bib on the garage"},
		{Key: "fargo_past_clean", Property: "fargo", Service: "cleaning", At: "2026-02-27 10:00", Pro: "bakken", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
