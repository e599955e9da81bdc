package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// galenaFixture is the evaluation's account for the cases marked
// "fixture": "galena" (testdata/eval/cases_blind69.json), written before
// reading the engine: a British host who moved to the Midwest and writes
// politely and a little indirectly, with a 24-hour clock ("14:30"),
// day-first dates ("6/3" is 6 March, "10.03"), British words ("fortnight",
// "hoover", "bin day", "whilst", "cheers", "brilliant", "a bit of a faff",
// "the lads from the plumbing firm") and understatement ("the boiler is
// being a bit temperamental" means the heating has failed). On Central
// time: the Mill House, a stone house on Bench St in Galena, Illinois,
// whose boiler is in the cellar; the Boathouse, a cottage on the shore of
// Geneva Lake in Lake Geneva, Wisconsin; a large house in Lake Geneva known
// only by its street ("1420 Maple Ave"); and the Gold Coast Flat, a
// one-bedroom flat on Astor St in Chicago with a doorman. On Eastern time:
// the Superior Cabin, a log cabin outside Marquette in Michigan's Upper
// Peninsula, with a wood stove and a 10:00 check-out. Daylight saving time
// starts on Sunday 8 March; the cabin is always an hour ahead of the
// others. Seven pros: Fiona Walsh, who cleans and restocks in Galena;
// Teresa Kowalski, who cleans and restocks in Lake Geneva; Rosa Mendez,
// who cleans and restocks in Chicago; Marcus Reed, a handyman
// (maintenance and inspections); Driftless Plumbing & Heating, a company
// (maintenance: the boiler, pipes); Aino Lahti, who cleans, restocks and
// inspects at the cabin; and an inactive cleaner (Denise Okoro). Stays,
// named after families: the Harringtons under way at the Mill House (out
// Friday), the Delgados under way at the Gold Coast Flat (out tomorrow),
// the Fairbairns arriving at the Boathouse today (out Sunday, the day the
// clocks change), the Whitakers at the cabin from Friday (out Tuesday at
// 10:00, Eastern), the Pembertons at the Mill House from Saturday (out
// Tuesday), and next week the Novaks at 1420 Maple Ave (Wednesday to
// Sunday) and the Brennans at the Gold Coast Flat (Thursday to Monday).
// Jobs: turnovers after the check-outs, two jobs the same day at the Gold
// Coast Flat (tomorrow: the turnover and a restock), at the Mill House
// (Friday: the turnover and the boiler) and at 1420 Maple Ave (Wednesday
// the 11th: the clean and an unassigned restock); maintenance whose notes
// say what it is for (the boiler losing pressure, the cabin's chimney, the
// Mill House's gutters, the flat's sash window) and an inspection of
// Maple Ave's sump pump; unassigned jobs (the cabin's chimney, the
// Boathouse's Sunday turnover, Maple Ave's restock); pending and confirmed
// jobs, a cancelled inspection and completed jobs in the past. At evalNow
// it is 08:00 in Illinois, Wisconsin and Chicago and 09:00 at the cabin.
// Job numbers: the Gold Coast turnover is job 20, the boiler job 25, the
// sump pump inspection job 28 and the sash window job 34.
func galenaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"millhouse", steward.AddressCreate{Street: "114 Bench St", City: "Galena", State: "IL", Zip: "61036", Nickname: strp("The Mill House"),
			AccessInstructions: strp("Key safe by the back door, code 6103. The boiler and the stopcock are in the cellar; bins go out on Thursday night."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"boathouse", steward.AddressCreate{Street: "W4120 Lake Shore Dr", City: "Lake Geneva", State: "WI", Zip: "53147", Nickname: strp("The Boathouse"),
			AccessInstructions: strp("Smart lock on the lake-side door, code 5147. Kayak paddles are in the shed."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"maple", steward.AddressCreate{Street: "1420 Maple Ave", City: "Lake Geneva", State: "WI", Zip: "53147",
			AccessInstructions: strp("Keypad on the garage door, code 2611; the house key hangs inside by the freezer."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2700)}},
		{"goldcoast", steward.AddressCreate{Street: "1200 N Astor St Apt 5B", City: "Chicago", State: "IL", Zip: "60610", Nickname: strp("Gold Coast Flat"),
			AccessInstructions: strp("The doorman holds the fob for 5B; contractors must be named to the front desk a day ahead."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750)}},
		{"cabin", steward.AddressCreate{Street: "880 County Road 550", City: "Marquette", State: "MI", Zip: "49855", Nickname: strp("Superior Cabin"), Timezone: "America/Detroit",
			AccessInstructions: strp("Lockbox on the porch rail, code 4985. Burn only the seasoned birch in the woodshed."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"fiona", steward.ProCreate{Name: "Fiona Walsh", Email: "fiona.walsh@example.com", Phone: "815-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"teresa", steward.ProCreate{Name: "Teresa Kowalski", Email: "teresa.k@example.com", Phone: "262-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Mendez", Email: "rosa.mendez@example.com", Phone: "312-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marcus", steward.ProCreate{Name: "Marcus Reed", Email: "marcus@reedhandyman.example", Phone: "815-555-0164", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"driftless", steward.ProCreate{Name: "Driftless Plumbing & Heating", Email: "office@driftlessplumbing.example", Phone: "815-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"aino", steward.ProCreate{Name: "Aino Lahti", Email: "aino.lahti@example.com", Phone: "906-555-0166", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"denise", steward.ProCreate{Name: "Denise Okoro", Email: "denise.okoro@example.com", Phone: "815-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"harrington", "millhouse", "Harrington Family", "2026-03-01 16:00", "2026-03-06 11:00", 5}, // under way, out Friday
		{"delgado", "goldcoast", "Luis Delgado", "2026-03-02 15:00", "2026-03-05 11:00", 2},         // under way, out tomorrow
		{"fairbairn", "boathouse", "Fairbairn Family", "2026-03-04 16:00", "2026-03-08 11:00", 4},   // arriving today, out Sunday (clocks change)
		{"whitaker", "cabin", "Whitaker Family", "2026-03-06 16:00", "2026-03-10 10:00", 4},         // from Friday (Eastern)
		{"pemberton", "millhouse", "Pemberton Family", "2026-03-07 16:00", "2026-03-10 11:00", 3},   // from Saturday
		{"novak", "maple", "Novak Family", "2026-03-11 16:00", "2026-03-15 11:00", 6},               // next week
		{"brennan", "goldcoast", "Claire Brennan", "2026-03-12 15:00", "2026-03-16 11:00", 2},       // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "gold_turn", Property: "goldcoast", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed"}, // job 20
		{Key: "gold_restock", Property: "goldcoast", Service: "restocking", At: "2026-03-05 14:30", Pro: "rosa"},
		{Key: "boat_prep", Property: "boathouse", Service: "cleaning", At: "2026-03-04 11:00", Pro: "teresa", Status: "confirmed"},
		{Key: "cabin_stove", Property: "cabin", Service: "maintenance", At: "2026-03-05 13:00", Notes: "Sweep the wood stove chimney before the Whitakers arrive"},
		{Key: "mill_turn", Property: "millhouse", Service: "cleaning", At: "2026-03-06 11:00", Pro: "fiona", Status: "confirmed"},
		{Key: "mill_boiler", Property: "millhouse", Service: "maintenance", At: "2026-03-06 15:00", Pro: "driftless", Notes: "Boiler losing pressure, upstairs radiators lukewarm"}, // job 25
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-06 10:00", Pro: "aino", Status: "confirmed"},
		{Key: "boat_turn", Property: "boathouse", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "maple_inspect", Property: "maple", Service: "inspection", At: "2026-03-09 10:00", Pro: "marcus", Notes: "Check the sump pump and the basement for damp after the thaw"},              // job 28
		{Key: "mill_gutters", Property: "millhouse", Service: "maintenance", At: "2026-03-09 14:00", Pro: "marcus", Notes: "Clear the gutters and the downpipe by the back door", DuringStay: true}, // the Pembertons agreed
		{Key: "mill_turn2", Property: "millhouse", Service: "cleaning", At: "2026-03-10 11:00", Pro: "fiona"},
		{Key: "cabin_turn", Property: "cabin", Service: "cleaning", At: "2026-03-10 10:00", Pro: "aino"},
		{Key: "maple_prep", Property: "maple", Service: "cleaning", At: "2026-03-11 10:00", Pro: "teresa"},
		{Key: "maple_restock", Property: "maple", Service: "restocking", At: "2026-03-11 14:00"},
		{Key: "gold_window", Property: "goldcoast", Service: "maintenance", At: "2026-03-12 10:00", Pro: "marcus", Notes: "Bedroom sash window sticking, won't latch"}, // job 34
		{Key: "gold_turn2", Property: "goldcoast", Service: "cleaning", At: "2026-03-16 11:00", Pro: "rosa"},
		{Key: "mill_past_boiler", Property: "millhouse", Service: "maintenance", At: "2026-02-24 10:00", Pro: "driftless", Status: "completed", Notes: "Annual boiler service"},
		{Key: "boat_past_clean", Property: "boathouse", Service: "cleaning", At: "2026-02-28 11:00", Pro: "teresa", Status: "completed"},
		{Key: "gold_inspect_cx", Property: "goldcoast", Service: "inspection", At: "2026-03-06 10:00", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
