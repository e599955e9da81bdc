package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// alaskaFixture is the evaluation's account for the cases marked
// "fixture": "alaska" (testdata/eval/cases_blind62.json), written before
// reading the engine: an owner who is a nurse and dictates every message
// by voice-to-text while driving or between shifts, so the messages come
// as long run-on sentences with spoken punctuation left in ("period",
// "comma"), homophones and transcription slips ("the seaward place" for
// the Seward house, "lean" for "clean", "for" for "four"), pros' names
// spelled as the phone heard them ("shivon" for Siobhan, "dimitri" for
// Dmitri, "mary sol" for Marisol), and numbers and times spelled out.
//
// On Alaska time (America/Anchorage): the Chugach House in Anchorage; the
// Alyeska Chalet in Girdwood, with a hot tub; Kachemak Cottage in Homer; a
// house in Seward known by its street only ("1207 Third Ave"); and the
// Denali View Cabin in Talkeetna, with a 10:00 check-out. On Pacific time:
// the Ballard Townhouse in Seattle. Seven pros: Siobhan Mahoney, who cleans
// and restocks around Anchorage and Girdwood; Leilani Keawe, who cleans
// and restocks in Homer and Seward; Marisol Ortega, who cleans and
// restocks in Seattle; Dmitri Volkov, a handyman who also inspects;
// Frontier Plumbing & Heating, a company (maintenance); Gus Amundsen, who
// plows snow (maintenance); and an inactive cleaner (Brynn Halvorsen).
// Stays: Ruth Lindqvist's party under way at the chalet (out tomorrow),
// Ken Tanaka's under way at the Chugach House (out Friday), Kwame
// Boateng's arriving at the cottage today (out Sunday), Luis Ramirez's at
// Seward from Friday, Pat Gallagher's at Ballard from Friday, Esther
// Kowalski's at the cabin from Saturday, and Hannah Whitlock's at the
// chalet next week. At evalNow it is 05:00 in Alaska and 06:00 in Seattle;
// daylight saving time starts on Sunday 8 March in both.
func alaskaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"anc", steward.AddressCreate{Street: "3318 Wesleyan Dr", City: "Anchorage", State: "AK", Zip: "99508", Nickname: strp("Chugach House"), Timezone: "America/Anchorage",
			AccessInstructions: strp("Keypad on the garage side door, code 9950. Snow shovel and ice melt are in the arctic entry."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"gird", steward.AddressCreate{Street: "141 Alpina Way", City: "Girdwood", State: "AK", Zip: "99587", Nickname: strp("Alyeska Chalet"), Timezone: "America/Anchorage",
			AccessInstructions: strp("Smart lock on the mudroom door, code 5870. Hot tub breaker is the red one in the garage panel."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"homer", steward.AddressCreate{Street: "62 Bunnell Ave", City: "Homer", State: "AK", Zip: "99603", Nickname: strp("Kachemak Cottage"), Timezone: "America/Anchorage",
			AccessInstructions: strp("Key in the lockbox on the porch post, code 3603. Firewood is stacked under the back deck."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"seward", steward.AddressCreate{Street: "1207 Third Ave", City: "Seward", State: "AK", Zip: "99664", Timezone: "America/Anchorage",
			AccessInstructions: strp("Lockbox on the railing by the side door, code 4417. Furnace closet is off the laundry room."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500)}},
		{"talk", steward.AddressCreate{Street: "22 Coffey Ln", City: "Talkeetna", State: "AK", Zip: "99676", Nickname: strp("Denali View Cabin"), Timezone: "America/Anchorage",
			AccessInstructions: strp("Keypad on the front door, code 7676. Generator instructions are taped inside the shed door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckOutTime: "10:00"}},
		{"sea", steward.AddressCreate{Street: "5412 Ballard Ave NW", City: "Seattle", State: "WA", Zip: "98107", Nickname: strp("Ballard Townhouse"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Lockbox on the gas meter, code 8107. Street parking only, permit is in the kitchen drawer."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"siobhan", steward.ProCreate{Name: "Siobhan Mahoney", Email: "siobhan.mahoney@example.com", Phone: "555-9101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"leilani", steward.ProCreate{Name: "Leilani Keawe", Email: "leilani.keawe@example.com", Phone: "555-9102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marisol", steward.ProCreate{Name: "Marisol Ortega", Email: "marisol@ballardclean.example", Phone: "555-9103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dmitri", steward.ProCreate{Name: "Dmitri Volkov", Email: "dmitri@volkovfixit.example", Phone: "555-9104", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"frontier", steward.ProCreate{Name: "Frontier Plumbing & Heating", Email: "dispatch@frontierplumbing.example", Phone: "555-9105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gus", steward.ProCreate{Name: "Gus Amundsen", Email: "gus.amundsen@example.com", Phone: "555-9106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brynn", steward.ProCreate{Name: "Brynn Halvorsen", Email: "brynn.h@example.com", Phone: "555-9107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"lindqvist", "gird", "Ruth Lindqvist", "2026-03-01 16:00", "2026-03-05 11:00", 6}, // under way, out tomorrow
		{"tanaka", "anc", "Ken Tanaka", "2026-03-02 16:00", "2026-03-06 11:00", 4},         // under way, out Friday
		{"boateng", "homer", "Kwame Boateng", "2026-03-04 16:00", "2026-03-08 11:00", 3},   // arrive today
		{"ramirez", "seward", "Luis Ramirez", "2026-03-06 16:00", "2026-03-11 11:00", 6},   // from Friday
		{"gallagher", "sea", "Pat Gallagher", "2026-03-06 16:00", "2026-03-09 11:00", 5},   // from Friday, Pacific
		{"kowalski", "talk", "Esther Kowalski", "2026-03-07 16:00", "2026-03-10 10:00", 4}, // from Saturday
		{"whitlock", "gird", "Hannah Whitlock", "2026-03-10 16:00", "2026-03-14 11:00", 8}, // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "homer_prep", Property: "homer", Service: "cleaning", At: "2026-03-04 10:00", Pro: "leilani", Status: "confirmed"},
		{Key: "homer_restock", Property: "homer", Service: "restocking", At: "2026-03-04 13:00", Pro: "leilani"},
		{Key: "anc_plow", Property: "anc", Service: "maintenance", At: "2026-03-05 07:00", Pro: "gus", Notes: "Plow the driveway and shovel the front steps", DuringStay: true},
		{Key: "gird_turn", Property: "gird", Service: "cleaning", At: "2026-03-05 11:00", Pro: "siobhan", Status: "confirmed"},
		{Key: "gird_hottub", Property: "gird", Service: "maintenance", At: "2026-03-05 15:00", Pro: "frontier", Notes: "Hot tub heater not holding temperature"},
		{Key: "anc_turn", Property: "anc", Service: "cleaning", At: "2026-03-06 11:00", Pro: "siobhan", Status: "confirmed"},
		{Key: "seward_prep", Property: "seward", Service: "cleaning", At: "2026-03-06 10:00", Pro: "leilani", Status: "confirmed"},
		{Key: "seward_furnace", Property: "seward", Service: "maintenance", At: "2026-03-06 13:30", Notes: "Furnace bangs when it kicks on"},
		{Key: "sea_prep", Property: "sea", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "sea_restock", Property: "sea", Service: "restocking", At: "2026-03-06 13:00", Pro: "marisol"},
		{Key: "talk_prep", Property: "talk", Service: "cleaning", At: "2026-03-07 10:00", Pro: "siobhan"},
		{Key: "talk_inspect", Property: "talk", Service: "inspection", At: "2026-03-07 13:00", Pro: "dmitri", Notes: "Check the roof for ice dams after the big snow"},
		{Key: "homer_turn", Property: "homer", Service: "cleaning", At: "2026-03-08 11:00", Pro: "leilani"},
		{Key: "sea_turn", Property: "sea", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "talk_turn", Property: "talk", Service: "cleaning", At: "2026-03-10 10:00"},
		{Key: "gird_plow", Property: "gird", Service: "maintenance", At: "2026-03-10 08:00", Pro: "gus", Notes: "Clear the driveway and the deck stairs before the Whitlocks arrive"},
		{Key: "gird_prep", Property: "gird", Service: "cleaning", At: "2026-03-10 10:00", Pro: "siobhan"},
		{Key: "seward_turn", Property: "seward", Service: "cleaning", At: "2026-03-11 11:00", Pro: "leilani"},
		{Key: "anc_inspect", Property: "anc", Service: "inspection", At: "2026-03-12 10:00", Pro: "dmitri", Notes: "Smoke and CO detectors, yearly check"},
		{Key: "seward_drain", Property: "seward", Service: "maintenance", At: "2026-03-12 10:00", Pro: "frontier", Status: "confirmed", Notes: "Slow kitchen drain, and flush the water heater"},
		{Key: "gird_past_clean", Property: "gird", Service: "cleaning", At: "2026-02-28 11:00", Pro: "siobhan", Status: "completed"},
		{Key: "homer_past_fix", Property: "homer", Service: "maintenance", At: "2026-02-26 10:00", Pro: "dmitri", Status: "completed", Notes: "Replaced the bathroom fan"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
