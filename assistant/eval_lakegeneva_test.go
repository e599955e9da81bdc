package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lakegenevaFixture is the evaluation's account for the cases marked
// "fixture": "lakegeneva" (testdata/eval/cases_blind76.json), written
// before reading the engine: a family of hosts in Lake Geneva, Wisconsin,
// whose father dictates his messages to his phone, so they arrive as
// speech-to-text: no punctuation or the wrong punctuation ("period",
// "comma" spelled out), homophones and misheard words ("four" for "for",
// "to" for "two", "there" for "their", "the Peterson's", "clean in" for
// "cleaning"), numbers in words ("ten thirty", "three in the afternoon",
// "the ninth"), filler ("um", "OK so") and sentences running together.
// In Wisconsin, on Central time: the Lake House on South Shore Drive, five
// bedrooms with a boathouse and a pier, with a 10:00 check-out; the
// Cottage in Williams Bay, with a 15:00 check-in; a condo in Lake Geneva
// known only by its street ("744 Wrigley Dr Unit 2B"); and a four-bedroom
// house in Fontana known only by its street ("612 Lakeview Ave"). In
// Florida, on Eastern time: the Miami Condo in Miami Beach, with a 15:00
// check-in. Six pros: Geneva Lake Pier & Lift, a company (maintenance: the
// pier, the boat lift, the boathouse); Tammy Kowalczyk, who cleans and
// restocks the Wisconsin houses; Gus Lindgren, the handyman
// (maintenance); Diane Marsh, the inspector; Yolanda Perez, who cleans and
// restocks the Miami condo; and Carol Schultz, a cleaner who has retired
// (inactive). Stays, named after families: the Petersons under way at the
// Lake House (out tomorrow at 10), the Nguyens under way at the Miami
// Condo (out Saturday), the Olsons arriving at the Cottage today (out
// Sunday), the Brandts at Wrigley Drive from tomorrow (out Monday), the
// Sullivans at the Lake House from Friday (out Tuesday at 10), the
// Hoffmans at Lakeview Avenue from Saturday (out Wednesday the 11th), and
// next week the Castillos at the Miami Condo (Thursday the 12th to Sunday
// the 15th) and the Jensens at the Cottage (Friday the 13th to Monday the
// 16th). Jobs: turnovers after the check-outs, two jobs today at the
// Cottage (Tammy's cleaning and restocking) and two tomorrow at the Lake
// House (Tammy's turnover and the pier company at the boathouse),
// maintenance whose notes say what it is for (the boathouse door, the
// Lakeview storm door, the Cottage furnace, the Miami air conditioner, the
// boat lift), unassigned jobs (Wrigley Drive's cleaning tomorrow, the
// Lake House's turnover on Tuesday, the Miami air conditioner, the Miami
// and Cottage turnovers after next week's stays), pending and confirmed
// jobs and completed ones in the past. At evalNow it is 08:00 in
// Wisconsin and 09:00 in Miami; daylight saving time starts on Sunday
// 8 March.
func lakegenevaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"lakehouse", steward.AddressCreate{Street: "W3980 South Shore Dr", City: "Lake Geneva", State: "WI", Zip: "53147", Nickname: strp("The Lake House"),
			AccessInstructions: strp("Keypad on the side door by the garage, code 5150. The boathouse key hangs on the hook inside the pantry door."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3600),
			CheckOutTime: "10:00"}},
		{"cottage", steward.AddressCreate{Street: "27 Elm Point Rd", City: "Williams Bay", State: "WI", Zip: "53191", Nickname: strp("The Cottage"),
			AccessInstructions: strp("Lockbox on the back porch railing, code 2207. The furnace switch is at the top of the basement stairs."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00"}},
		{"wrigley", steward.AddressCreate{Street: "744 Wrigley Dr Unit 2B", City: "Lake Geneva", State: "WI", Zip: "53147",
			AccessInstructions: strp("Building door code 1964; the unit key is in the lockbox by the mailboxes, code 0412. Park in spot 14."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"fontana", steward.AddressCreate{Street: "612 Lakeview Ave", City: "Fontana", State: "WI", Zip: "53125",
			AccessInstructions: strp("Garage keypad code 8833; go in through the mudroom. Trash goes out on Monday nights."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2400)}},
		{"miami", steward.AddressCreate{Street: "1500 Bay Rd Apt 1207", City: "Miami Beach", State: "FL", Zip: "33139", Nickname: strp("The Miami Condo"),
			AccessInstructions: strp("Check in with the front desk; the unit keypad code is 7720. Guest parking is on level 2."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250),
			CheckInTime: "15:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"pier", steward.ProCreate{Name: "Geneva Lake Pier & Lift", Email: "service@genevapierlift.example", Phone: "262-555-0181", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tammy", steward.ProCreate{Name: "Tammy Kowalczyk", Email: "tammy.k@example.com", Phone: "262-555-0182", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gus", steward.ProCreate{Name: "Gus Lindgren", Email: "gus@lindgrenhandyman.example", Phone: "262-555-0183", Services: []steward.ServiceType{steward.Maintenance}}},
		{"diane", steward.ProCreate{Name: "Diane Marsh", Email: "diane@marshinspections.example", Phone: "262-555-0184", Services: []steward.ServiceType{steward.Inspection}}},
		{"yolanda", steward.ProCreate{Name: "Yolanda Perez", Email: "yolanda.perez@example.com", Phone: "305-555-0185", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"carol", steward.ProCreate{Name: "Carol Schultz", Email: "carol.schultz@example.com", Phone: "262-555-0186", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"peterson", "lakehouse", "Peterson Family", "2026-03-01 16:00", "2026-03-05 10:00", 6}, // under way, out tomorrow
		{"nguyen", "miami", "Nguyen Family", "2026-02-28 15:00", "2026-03-07 11:00", 4},         // under way, out Saturday
		{"olson", "cottage", "Olson Family", "2026-03-04 15:00", "2026-03-08 11:00", 3},         // arriving today
		{"brandt", "wrigley", "Brandt Family", "2026-03-05 16:00", "2026-03-09 11:00", 2},       // from tomorrow
		{"sullivan", "lakehouse", "Sullivan Family", "2026-03-06 16:00", "2026-03-10 10:00", 8}, // from Friday
		{"hoffman", "fontana", "Hoffman Family", "2026-03-07 16:00", "2026-03-11 11:00", 5},     // from Saturday
		{"castillo", "miami", "Castillo Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},     // next week
		{"jensen", "cottage", "Jensen Family", "2026-03-13 15:00", "2026-03-16 11:00", 4},       // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cottage_prep", Property: "cottage", Service: "cleaning", At: "2026-03-04 09:00", Pro: "tammy", Status: "confirmed"},
		{Key: "cottage_restock", Property: "cottage", Service: "restocking", At: "2026-03-04 13:00", Pro: "tammy"},
		{Key: "lake_turn", Property: "lakehouse", Service: "cleaning", At: "2026-03-05 10:30", Pro: "tammy", Status: "confirmed"},
		{Key: "lake_boathouse", Property: "lakehouse", Service: "maintenance", At: "2026-03-05 13:00", Pro: "pier", Notes: "Boathouse overhead door stuck half open; check the track and the opener"},
		{Key: "wrigley_prep", Property: "wrigley", Service: "cleaning", At: "2026-03-05 12:00"},
		{Key: "fontana_fix", Property: "fontana", Service: "maintenance", At: "2026-03-05 13:00", Pro: "gus", Notes: "Replace the broken storm door closer on the back porch"},
		{Key: "fontana_inspect", Property: "fontana", Service: "inspection", At: "2026-03-06 10:00", Pro: "diane", Notes: "Walkthrough before the Hoffmans arrive"},
		{Key: "miami_turn", Property: "miami", Service: "cleaning", At: "2026-03-07 11:00", Pro: "yolanda", Status: "confirmed"},
		{Key: "cottage_turn", Property: "cottage", Service: "cleaning", At: "2026-03-08 11:00", Pro: "tammy"},
		{Key: "cottage_furnace", Property: "cottage", Service: "maintenance", At: "2026-03-09 10:00", Pro: "gus", Notes: "Change the furnace filter and look at the blower, it rattles"},
		{Key: "miami_ac", Property: "miami", Service: "maintenance", At: "2026-03-09 10:00", Notes: "AC dripping in the guest bedroom closet, clear the drain line"},
		{Key: "wrigley_turn", Property: "wrigley", Service: "cleaning", At: "2026-03-09 11:00", Pro: "tammy"},
		{Key: "lake_turn2", Property: "lakehouse", Service: "cleaning", At: "2026-03-10 10:30"},
		{Key: "lake_pier", Property: "lakehouse", Service: "maintenance", At: "2026-03-11 09:00", Pro: "pier", Notes: "Check the boat lift cables and winch before the lift goes in"},
		{Key: "fontana_turn", Property: "fontana", Service: "cleaning", At: "2026-03-11 11:00", Pro: "tammy"},
		{Key: "miami_restock", Property: "miami", Service: "restocking", At: "2026-03-11 14:00", Pro: "yolanda"},
		{Key: "lake_inspect", Property: "lakehouse", Service: "inspection", At: "2026-03-12 10:00", Pro: "diane", Notes: "Check the boathouse roof and the pier for ice damage"},
		{Key: "miami_turn2", Property: "miami", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "cottage_turn2", Property: "cottage", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "lake_past_clean", Property: "lakehouse", Service: "cleaning", At: "2026-03-01 10:00", Pro: "tammy", Status: "completed"},
		{Key: "miami_past_clean", Property: "miami", Service: "cleaning", At: "2026-02-28 10:00", Pro: "yolanda", Status: "completed"},
		{Key: "wrigley_past_fix", Property: "wrigley", Service: "maintenance", At: "2026-02-23 10:00", Pro: "gus", Status: "completed", Notes: "Replaced the bathroom exhaust fan motor"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
