package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// bransonFixture is the evaluation's account for the cases marked
// "fixture": "branson" (testdata/eval/cases_branson.json), written before
// reading the engine: the office coordinator of a small management company
// in Branson, Missouri, with condos and lake cabins for several owners, who
// writes standard, polite office English ("Hi, could you please…",
// "Thanks!"), refers to units by their owners ("the Henderson condo",
// "Mr. Henderson's inspection": owners, never guests), asks many questions
// (schedules, who is assigned, what is unassigned), reschedules around the
// pros' availability and books inspections for owners. All on Central time
// (America/Chicago): the Henderson Condo (16:00 check-in, 10:00 check-out),
// the Whitfield Condo (16:00, 10:00), Eagle Ridge Cabin (15:00, 11:00), the
// Lakeview Cabin on Table Rock Lake (16:00, 10:00), the Indian Point Cabin
// (15:00, 11:00) and a condo known only by its street, "415 Thousand Hills
// Pkwy" (16:00, 10:00). Eight pros: Ozark Clean Co (cleaning, restocking),
// Brenda Kowalczyk (cleaning), Luis Ortega (cleaning, restocking), Ray
// Dunlap the handyman (maintenance), Tri-County Plumbing (maintenance),
// Carol Jennings the inspector, Marcus Bell (maintenance and inspection) and
// Debbie Haskins, who has left (inactive). Stays, named after families: the
// Parkers under way at the Henderson Condo (out Friday at 10), the Lopez
// family under way at Eagle Ridge (out Saturday at 11), the Kims arriving at
// the Whitfield Condo today at 16:00 (out Sunday at 10), the Mitchells, eight
// of them, at Lakeview from tomorrow at 16:00 (out Monday at 10), the
// Thompsons at Indian Point from Friday at 15:00 (out Tuesday at 11), and
// next week the Brooks couple at 415 Thousand Hills (Wednesday the 11th to
// Saturday the 14th), the Yoders at the Henderson Condo (Thursday the 12th
// to Sunday the 15th) and the Schultz group, seven, at Eagle Ridge (Friday
// the 13th to Monday the 16th). Jobs: turnovers after the check-outs, preps
// before the arrivals, restocks (Lakeview's tomorrow unassigned),
// maintenance whose notes say what it is for (Indian Point's dock, the water
// heater at Thousand Hills, the Whitfield disposal, the Eagle Ridge hot tub,
// Lakeview's gutters), inspections with notes (Mr. Henderson's quarterly
// inspection with Carol, Thousand Hills' extinguishers, unassigned),
// unassigned turnovers (Indian Point on the 10th, Thousand Hills on the
// 14th, Eagle Ridge on the 16th), pending and confirmed jobs, a cancelled
// inspection and completed jobs in the past. At evalNow it is 08:00 on
// Wednesday in Branson (Central Standard Time; daylight saving starts
// Sunday the 8th).
func bransonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const tz = "America/Chicago"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"henderson", steward.AddressCreate{Street: "120 Pointe Royale Dr Unit 12", City: "Branson", State: "MO", Zip: "65616", Nickname: strp("Henderson Condo"), Timezone: tz,
			AccessInstructions: strp("Owner unit (Bob and Linda Henderson). Lockbox on the water spigot, code 1212. Park in space 12 only."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"whitfield", steward.AddressCreate{Street: "300 Fall Creek Rd Unit 204", City: "Branson", State: "MO", Zip: "65616", Nickname: strp("Whitfield Condo"), Timezone: tz,
			AccessInstructions: strp("Owner unit (Mrs. Joan Whitfield). Keypad on the front door, code 2040. Elevator key is on the hook inside the door."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"eagle", steward.AddressCreate{Street: "48 Eagle Ridge Ln", City: "Branson West", State: "MO", Zip: "65737", Nickname: strp("Eagle Ridge Cabin"), Timezone: tz,
			AccessInstructions: strp("Lockbox on the porch post, code 4848. Hot tub cover must be latched; steep gravel drive."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"lakeview", steward.AddressCreate{Street: "77 Lakeshore Dr", City: "Kimberling City", State: "MO", Zip: "65686", Nickname: strp("Lakeview Cabin"), Timezone: tz,
			AccessInstructions: strp("Smart lock on the lake-side door, code 7755. Kayaks stay locked to the rack."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"indianpoint", steward.AddressCreate{Street: "2110 Indian Point Rd", City: "Branson", State: "MO", Zip: "65616", Nickname: strp("Indian Point Cabin"), Timezone: tz,
			AccessInstructions: strp("Keypad on the garage, code 2110. Boat dock gate key on the ring in the kitchen drawer."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"thousandhills", steward.AddressCreate{Street: "415 Thousand Hills Pkwy Unit 8", City: "Branson", State: "MO", Zip: "65616", Timezone: tz,
			AccessInstructions: strp("Lockbox on the stair railing, code 4158. Pool closed for the season."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ozarkclean", steward.ProCreate{Name: "Ozark Clean Co", Email: "office@ozarkclean.example", Phone: "417-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"brenda", steward.ProCreate{Name: "Brenda Kowalczyk", Email: "brenda.k@example.com", Phone: "417-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"luis", steward.ProCreate{Name: "Luis Ortega", Email: "luis.ortega@example.com", Phone: "417-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ray", steward.ProCreate{Name: "Ray Dunlap", Email: "ray@dunlaphandyman.example", Phone: "417-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tricounty", steward.ProCreate{Name: "Tri-County Plumbing", Email: "service@tricountyplumbing.example", Phone: "417-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"carol", steward.ProCreate{Name: "Carol Jennings", Email: "carol@ozarkinspect.example", Phone: "417-555-0166", Services: []steward.ServiceType{steward.Inspection}}},
		{"marcus", steward.ProCreate{Name: "Marcus Bell", Email: "marcus.bell@example.com", Phone: "417-555-0167", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"debbie", steward.ProCreate{Name: "Debbie Haskins", Email: "debbie.h@example.com", Phone: "417-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"parker", "henderson", "Parker Family", "2026-03-01 16:00", "2026-03-06 10:00", 4},       // under way, out Friday
		{"lopez", "eagle", "Lopez Family", "2026-03-02 15:00", "2026-03-07 11:00", 6},             // under way, out Saturday
		{"kim", "whitfield", "Kim Family", "2026-03-04 16:00", "2026-03-08 10:00", 3},             // arriving today
		{"mitchell", "lakeview", "Mitchell Family", "2026-03-05 16:00", "2026-03-09 10:00", 8},    // from tomorrow
		{"thompson", "indianpoint", "Thompson Family", "2026-03-06 15:00", "2026-03-10 11:00", 5}, // from Friday
		{"brooks", "thousandhills", "Brooks Family", "2026-03-11 16:00", "2026-03-14 10:00", 2},   // next week
		{"yoder", "henderson", "Yoder Family", "2026-03-12 16:00", "2026-03-15 10:00", 4},         // next week
		{"schultz", "eagle", "Schultz Family", "2026-03-13 15:00", "2026-03-16 11:00", 7},         // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "wc_prep", Property: "whitfield", Service: "cleaning", At: "2026-03-04 10:00", Pro: "brenda", Status: "confirmed", Notes: "Prep before the Kims arrive"},
		{Key: "ip_dock", Property: "indianpoint", Service: "maintenance", At: "2026-03-05 09:00", Pro: "ray", Notes: "Boat dock: replace the loose decking boards and check the swim ladder before the Thompsons"},
		{Key: "lv_prep", Property: "lakeview", Service: "cleaning", At: "2026-03-05 10:00", Pro: "luis", Status: "confirmed"},
		{Key: "lv_rstk", Property: "lakeview", Service: "restocking", At: "2026-03-05 14:00"},
		{Key: "hc_to", Property: "henderson", Service: "cleaning", At: "2026-03-06 10:00", Pro: "brenda", Status: "confirmed"},
		{Key: "ip_prep", Property: "indianpoint", Service: "cleaning", At: "2026-03-06 10:00", Pro: "ozarkclean"},
		{Key: "hc_rstk", Property: "henderson", Service: "restocking", At: "2026-03-06 13:00", Pro: "luis"},
		{Key: "eagle_to", Property: "eagle", Service: "cleaning", At: "2026-03-07 11:00", Pro: "ozarkclean", Status: "confirmed"},
		{Key: "wc_to", Property: "whitfield", Service: "cleaning", At: "2026-03-08 10:00", Pro: "brenda"},
		{Key: "lv_to", Property: "lakeview", Service: "cleaning", At: "2026-03-09 10:00", Pro: "ozarkclean"},
		{Key: "th_fix", Property: "thousandhills", Service: "maintenance", At: "2026-03-09 10:00", Pro: "tricounty", Status: "confirmed", Notes: "Water heater leaking at the base; replace the drain valve"},
		{Key: "wc_fix", Property: "whitfield", Service: "maintenance", At: "2026-03-09 14:00", Pro: "marcus", Notes: "Garbage disposal jammed; check the dishwasher drain too"},
		{Key: "hc_insp", Property: "henderson", Service: "inspection", At: "2026-03-10 10:00", Pro: "carol", Notes: "Quarterly owner inspection for Mr. Henderson: smoke detectors, water shutoff, patio door"},
		{Key: "ip_to", Property: "indianpoint", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "eagle_hottub", Property: "eagle", Service: "maintenance", At: "2026-03-10 13:00", Pro: "ray", Notes: "Hot tub: drain, refill and balance the chemicals before the Schultz group"},
		{Key: "th_insp", Property: "thousandhills", Service: "inspection", At: "2026-03-11 09:00", Notes: "Fire extinguisher and CO detector check before the Brooks stay"},
		{Key: "th_prep", Property: "thousandhills", Service: "cleaning", At: "2026-03-11 11:00", Pro: "luis"},
		{Key: "lv_gutter", Property: "lakeview", Service: "maintenance", At: "2026-03-12 09:00", Pro: "marcus", Notes: "Clean the gutters and check the downspouts"},
		{Key: "eagle_rstk", Property: "eagle", Service: "restocking", At: "2026-03-12 14:00", Pro: "luis", Status: "confirmed"},
		{Key: "th_to", Property: "thousandhills", Service: "cleaning", At: "2026-03-14 10:00"},
		{Key: "hc_to2", Property: "henderson", Service: "cleaning", At: "2026-03-15 10:00", Pro: "brenda"},
		{Key: "eagle_to2", Property: "eagle", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "lv_past_insp", Property: "lakeview", Service: "inspection", At: "2026-03-03 10:00", Pro: "carol", Status: "cancelled"},
		{Key: "hc_past_to", Property: "henderson", Service: "cleaning", At: "2026-03-01 10:00", Pro: "brenda", Status: "completed"},
		{Key: "ip_past_to", Property: "indianpoint", Service: "cleaning", At: "2026-02-28 11:00", Pro: "ozarkclean", Status: "completed"},
		{Key: "eagle_past_fix", Property: "eagle", Service: "maintenance", At: "2026-02-26 10:00", Pro: "ray", Status: "completed", Notes: "Replaced the deck light fixture"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
