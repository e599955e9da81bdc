package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// gulfcoastFixture is the evaluation's account for the cases marked
// "fixture": "gulfcoast" (testdata/eval/cases_blind59.json), written
// before reading the engine: a young co-host texting from her phone, for
// beach rentals on the Florida panhandle and city and mountain places
// inland. On Central time (the panhandle is Central, though Florida's
// default is Eastern): the Pelican House in Destin; Sea Oats Cottage in
// Santa Rosa Beach; a condo known by its street and unit only ("1100 Via
// De Luna Dr Unit 502") on Pensacola Beach; the Shotgun, a shotgun house
// in New Orleans; and the Gulch Condo in Nashville. On Eastern time: the
// Lookout Cabin on Lookout Mountain, Tennessee, with a 10:00 check-out.
// Three properties are in Florida. Seven pros: Marco Reyes, who cleans and
// restocks on the Florida coast; Tasha Boudreaux, who cleans the Shotgun;
// Brooke Adkins, who cleans and restocks in Tennessee; Emerald Coast Pool
// & Spa, a company (maintenance); DeShawn Miller, a handyman who also
// inspects; Hollis Tate, maintenance and inspections in Tennessee; and an
// inactive cleaner (Kayla Dunn). Stays: the Heberts under way at the
// Pelican House (out tomorrow), the Landrys under way at the Shotgun (out
// Friday), the Brennans arriving at Via De Luna today (out Saturday), the
// Washingtons at Sea Oats this weekend, the Delgados at the Gulch Condo
// from Friday, the Whitakers at the Lookout Cabin from Saturday (Eastern)
// and the Pattersons at the Pelican House next week. At evalNow it is
// 08:00 on the Gulf and 09:00 at the cabin. Daylight saving time starts on
// Sunday 8 March.
func gulfcoastFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"destin", steward.AddressCreate{Street: "412 Gulf Shore Dr", City: "Destin", State: "FL", Zip: "32541", Nickname: strp("Pelican House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the front door, code 2541. Pool equipment is behind the outdoor shower."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"srb", steward.AddressCreate{Street: "88 Blue Mountain Rd", City: "Santa Rosa Beach", State: "FL", Zip: "32459", Nickname: strp("Sea Oats Cottage"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the back door, code 3090. Outdoor shower key is on the hook by the pantry."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"pcola", steward.AddressCreate{Street: "1100 Via De Luna Dr Unit 502", City: "Pensacola Beach", State: "FL", Zip: "32561", Timezone: "America/Chicago",
			AccessInstructions: strp("Key fob in the lockbox on the 5th-floor railing, code 0502. Guest parking is spot 502 in the garage."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
		{"nola", steward.AddressCreate{Street: "2418 Burgundy St", City: "New Orleans", State: "LA", Zip: "70117", Nickname: strp("The Shotgun"),
			AccessInstructions: strp("Lockbox on the iron gate, code 7011. Trash cans go out to the curb Tuesday night."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"nash", steward.AddressCreate{Street: "600 12th Ave S #1408", City: "Nashville", State: "TN", Zip: "37203", Nickname: strp("Gulch Condo"),
			AccessInstructions: strp("Front desk has the key under the owner's name; garage level P2, spot 14."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
		{"chatt", steward.AddressCreate{Street: "1310 Scenic Hwy", City: "Lookout Mountain", State: "TN", Zip: "37350", Nickname: strp("Lookout Cabin"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock on the side door, code 3735. Hot tub breaker is in the garage panel."), Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(1300),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marco", steward.ProCreate{Name: "Marco Reyes", Email: "marco.reyes@example.com", Phone: "555-8101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Boudreaux", Email: "tasha@crescentclean.example", Phone: "555-8102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"brooke", steward.ProCreate{Name: "Brooke Adkins", Email: "brooke.adkins@example.com", Phone: "555-8103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"emerald", steward.ProCreate{Name: "Emerald Coast Pool & Spa", Email: "service@emeraldcoastpool.example", Phone: "555-8104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"deshawn", steward.ProCreate{Name: "DeShawn Miller", Email: "deshawn@millerfixit.example", Phone: "555-8105", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"hollis", steward.ProCreate{Name: "Hollis Tate", Email: "hollis@tatehomeservices.example", Phone: "555-8106", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"kayla", steward.ProCreate{Name: "Kayla Dunn", Email: "kayla.dunn@example.com", Phone: "555-8107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hebert", "destin", "Hebert Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},       // under way, out tomorrow
		{"landry", "nola", "Landry Family", "2026-03-02 16:00", "2026-03-06 11:00", 5},         // under way, out Friday
		{"brennan", "pcola", "Brennan Family", "2026-03-04 16:00", "2026-03-07 11:00", 4},      // arrive today
		{"washington", "srb", "Washington Family", "2026-03-06 16:00", "2026-03-08 11:00", 8},  // this weekend
		{"delgado", "nash", "Delgado Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},       // from Friday
		{"whitaker", "chatt", "Whitaker Family", "2026-03-07 16:00", "2026-03-10 10:00", 6},    // from Saturday, Eastern
		{"patterson", "destin", "Patterson Family", "2026-03-10 16:00", "2026-03-14 11:00", 8}, // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "pcola_prep", Property: "pcola", Service: "cleaning", At: "2026-03-04 10:00", Pro: "marco", Status: "confirmed"},
		{Key: "destin_turn", Property: "destin", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marco", Status: "confirmed"},
		{Key: "destin_pool", Property: "destin", Service: "maintenance", At: "2026-03-05 14:00", Pro: "emerald", Notes: "Pool heater won't get above 80, check the heat pump"},
		{Key: "chatt_hottub", Property: "chatt", Service: "maintenance", At: "2026-03-05 10:00", Pro: "hollis", Notes: "Hot tub GFCI keeps tripping"},
		{Key: "nola_turn", Property: "nola", Service: "cleaning", At: "2026-03-06 11:00", Pro: "tasha", Status: "confirmed"},
		{Key: "nola_ac", Property: "nola", Service: "maintenance", At: "2026-03-06 14:00", Notes: "AC rattling in the back bedroom"},
		{Key: "srb_prep", Property: "srb", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marco", Status: "confirmed"},
		{Key: "srb_restock", Property: "srb", Service: "restocking", At: "2026-03-06 14:00"},
		{Key: "nash_prep", Property: "nash", Service: "cleaning", At: "2026-03-06 10:00", Pro: "brooke", Status: "confirmed"},
		{Key: "nash_restock", Property: "nash", Service: "restocking", At: "2026-03-06 13:00", Pro: "brooke", Status: "cancelled"},
		{Key: "pcola_turn", Property: "pcola", Service: "cleaning", At: "2026-03-07 11:00", Pro: "marco"},
		{Key: "chatt_prep", Property: "chatt", Service: "cleaning", At: "2026-03-07 10:00", Pro: "brooke"},
		{Key: "srb_turn", Property: "srb", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "nash_turn", Property: "nash", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "pcola_balcony", Property: "pcola", Service: "maintenance", At: "2026-03-09 10:00", Pro: "deshawn", Notes: "Balcony slider sticks and won't lock"},
		{Key: "pcola_restock", Property: "pcola", Service: "restocking", At: "2026-03-09 13:00"},
		{Key: "destin_prep", Property: "destin", Service: "cleaning", At: "2026-03-10 10:00"},
		{Key: "destin_restock", Property: "destin", Service: "restocking", At: "2026-03-10 14:00", Pro: "marco"},
		{Key: "chatt_turn", Property: "chatt", Service: "cleaning", At: "2026-03-10 10:00"},
		{Key: "nash_dishwasher", Property: "nash", Service: "maintenance", At: "2026-03-10 13:00", Notes: "Dishwasher not draining"},
		{Key: "nola_inspect", Property: "nola", Service: "inspection", At: "2026-03-11 10:00", Pro: "deshawn"},
		{Key: "srb_inspect", Property: "srb", Service: "inspection", At: "2026-03-12 10:00", Pro: "deshawn", Notes: "Check the outdoor shower and the deck boards after the storm"},
		{Key: "chatt_inspect", Property: "chatt", Service: "inspection", At: "2026-03-13 10:00", Pro: "hollis"},
		{Key: "destin_past_clean", Property: "destin", Service: "cleaning", At: "2026-02-28 11:00", Pro: "marco", Status: "completed"},
		{Key: "nola_past_fix", Property: "nola", Service: "maintenance", At: "2026-02-26 10:00", Pro: "deshawn", Status: "completed", Notes: "Fixed the running toilet"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
