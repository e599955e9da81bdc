package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// bigskyFixture is the evaluation's account for the cases marked
// "fixture": "bigsky" (testdata/eval/cases_blind67.json), written before
// reading the engine: a young host who writes in casual Gen-Z chat style,
// lowercase, with slang and filler ("lowkey", "ngl", "fr", "bestie", "no
// cap", "lol", "pls pls", "ty!!"), emoji, elongated words ("sooo",
// "plsss"), the odd all-caps emergency ("THE SINK IS LEAKING"), nicknames
// for pros ("jess", "mikey", "tasha", "dev") and properties ("the ski
// condo", "the yellow house"), and several asks run on with "also" and "oh
// and". On Mountain time (Montana's default): the Ski Condo, a two-bedroom
// condo on Lone Peak Dr in Big Sky; the Slopeside Loft, a one-bedroom on
// Mountain Loop Rd ("the loft"); the Ranch House, a four-bedroom ranch on
// Gallatin Rd in Gallatin Gateway with a hot tub and a 10:00 check-out;
// and a three-bedroom house in Big Sky known only by its street ("77
// Meadow Village Dr"). On Eastern time (New Jersey's default): the Yellow
// House on Beach Ave and the Dune Cottage on Harvard Ave, both in Cape
// May. Daylight saving time starts on Sunday 8 March. Seven pros: Jessica
// Moore ("jess"), who cleans and restocks in Big Sky; Devon Clarke ("dev"),
// who cleans and restocks in Big Sky; Michael Alvarez ("mikey"),
// maintenance and inspections in Big Sky; Gallatin Plumbing & Heating, a
// company (maintenance); Natasha Reed ("tasha"), who cleans and restocks
// in Cape May; Salt Air Home Services, a company (maintenance and
// inspections in Cape May); and an inactive cleaner (Kayla Brooks). Stays,
// named after families: the Novaks under way at the Ski Condo (out
// tomorrow), the Ramirezes under way at the Ranch House (out Friday at
// 10), the Sullivans under way at the Yellow House (out Friday), the
// Okonkwos arriving at the loft today (out Sunday), the Brennans at the
// Ski Condo from Friday (out Monday), the Haddads at the Dune Cottage
// from Saturday (out Tuesday), and next week the Trans at 77 Meadow
// Village (Monday to Friday), the Lindstroms at the Ranch House (Thursday
// the 12th to Monday the 16th at 10) and the Kowalskis at the Yellow House
// (Friday the 13th to Tuesday the 17th). Jobs: turnovers after the
// check-outs, two jobs the same day at the Ski Condo (tomorrow and
// Monday), the Ranch House (Friday), the Yellow House (Friday) and 77
// Meadow Village (Monday), maintenance whose notes say what it is for
// (hot tub breaker, outdoor shower valve, gas fireplace pilot, deck
// railing after the storm, smoke and CO detectors), unassigned jobs (the
// Ranch House's Friday turnover and its restock on the 12th, the Dune
// Cottage's Tuesday turnover), pending and confirmed jobs and completed
// ones in the past. At evalNow it is 07:00 in Big Sky and 09:00 in Cape
// May.
func bigskyFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"skicondo", steward.AddressCreate{Street: "48 Lone Peak Dr Unit 3B", City: "Big Sky", State: "MT", Zip: "59716", Nickname: strp("Ski Condo"),
			AccessInstructions: strp("Lockbox on the stair railing by the garage, code 3316. Ski locker key hangs on the hook inside the door."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"loft", steward.AddressCreate{Street: "210 Mountain Loop Rd Unit 12", City: "Big Sky", State: "MT", Zip: "59716", Nickname: strp("Slopeside Loft"),
			AccessInstructions: strp("Keypad on the front door, code 5912. Parking spot 12 in the underground garage."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"ranch", steward.AddressCreate{Street: "1800 Gallatin Rd", City: "Gallatin Gateway", State: "MT", Zip: "59730", Nickname: strp("Ranch House"),
			AccessInstructions: strp("Gate code 1191. House key in the lockbox on the barn door, code 8080. Hot tub breaker is in the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckOutTime: "10:00"}},
		{"meadow", steward.AddressCreate{Street: "77 Meadow Village Dr", City: "Big Sky", State: "MT", Zip: "59716",
			AccessInstructions: strp("Smart lock on the side door, code 7700."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"yellow", steward.AddressCreate{Street: "412 Beach Ave", City: "Cape May", State: "NJ", Zip: "08204", Nickname: strp("Yellow House"),
			AccessInstructions: strp("Key in the lockbox under the porch swing, code 4120. Outdoor shower shutoff is under the deck."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"dune", steward.AddressCreate{Street: "19 Harvard Ave", City: "Cape May", State: "NJ", Zip: "08204", Nickname: strp("Dune Cottage"),
			AccessInstructions: strp("Keypad on the back door, code 1919. Beach chairs are in the shed."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jess", steward.ProCreate{Name: "Jessica Moore", Email: "jess.moore@example.com", Phone: "406-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"devon", steward.ProCreate{Name: "Devon Clarke", Email: "devon.clarke@example.com", Phone: "406-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"mikey", steward.ProCreate{Name: "Michael Alvarez", Email: "mike@alvarezfixit.example", Phone: "406-555-0173", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"gallatin", steward.ProCreate{Name: "Gallatin Plumbing & Heating", Email: "office@gallatinplumbing.example", Phone: "406-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tasha", steward.ProCreate{Name: "Natasha Reed", Email: "tasha.reed@example.com", Phone: "609-555-0175", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"saltair", steward.ProCreate{Name: "Salt Air Home Services", Email: "jobs@saltairhome.example", Phone: "609-555-0176", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"kayla", steward.ProCreate{Name: "Kayla Brooks", Email: "kayla.brooks@example.com", Phone: "406-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"novak", "skicondo", "Dana Novak", "2026-03-01 16:00", "2026-03-05 11:00", 4},       // under way, out tomorrow
		{"ramirez", "ranch", "Luis Ramirez", "2026-02-28 16:00", "2026-03-06 10:00", 8},      // under way, out Friday at 10
		{"sullivan", "yellow", "Megan Sullivan", "2026-03-02 16:00", "2026-03-06 11:00", 6},  // under way, out Friday (Eastern)
		{"okonkwo", "loft", "Chidi Okonkwo", "2026-03-04 16:00", "2026-03-08 11:00", 2},      // arriving today
		{"brennan", "skicondo", "Sean Brennan", "2026-03-06 16:00", "2026-03-09 11:00", 5},   // from Friday, across the change to daylight time
		{"haddad", "dune", "Omar Haddad", "2026-03-07 16:00", "2026-03-10 11:00", 3},         // from Saturday
		{"tran", "meadow", "Linh Tran", "2026-03-09 16:00", "2026-03-13 11:00", 4},           // next week
		{"lindstrom", "ranch", "Erik Lindstrom", "2026-03-12 16:00", "2026-03-16 10:00", 10}, // next week
		{"kowalski", "yellow", "Paul Kowalski", "2026-03-13 16:00", "2026-03-17 11:00", 5},   // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-04 11:00", Pro: "devon", Status: "confirmed"},
		{Key: "skicondo_turn", Property: "skicondo", Service: "cleaning", At: "2026-03-05 11:00", Pro: "jess", Status: "confirmed"},
		{Key: "skicondo_restock", Property: "skicondo", Service: "restocking", At: "2026-03-05 14:30", Pro: "jess"},
		{Key: "dune_inspect", Property: "dune", Service: "inspection", At: "2026-03-05 13:00", Pro: "saltair", Notes: "Check the deck railing for winter storm damage"},
		{Key: "ranch_turn", Property: "ranch", Service: "cleaning", At: "2026-03-06 10:00"},
		{Key: "ranch_hottub", Property: "ranch", Service: "maintenance", At: "2026-03-06 14:30", Pro: "gallatin", Notes: "Hot tub heater keeps tripping the breaker"},
		{Key: "yellow_turn", Property: "yellow", Service: "cleaning", At: "2026-03-06 11:00", Pro: "tasha", Status: "confirmed"},
		{Key: "yellow_shower", Property: "yellow", Service: "maintenance", At: "2026-03-06 15:00", Pro: "saltair", Notes: "Outdoor shower valve dripping"},
		{Key: "dune_prep", Property: "dune", Service: "cleaning", At: "2026-03-07 10:00", Pro: "tasha"},
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-08 11:00", Pro: "devon"},
		{Key: "meadow_inspect", Property: "meadow", Service: "inspection", At: "2026-03-09 09:00", Pro: "mikey", Notes: "Smoke and CO detector check before the season"},
		{Key: "meadow_clean", Property: "meadow", Service: "cleaning", At: "2026-03-09 11:30", Pro: "devon"},
		{Key: "skicondo_turn2", Property: "skicondo", Service: "cleaning", At: "2026-03-09 11:00", Pro: "jess"},
		{Key: "skicondo_fireplace", Property: "skicondo", Service: "maintenance", At: "2026-03-09 13:00", Pro: "mikey", Notes: "Gas fireplace pilot light keeps going out"},
		{Key: "dune_turn", Property: "dune", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "ranch_restock", Property: "ranch", Service: "restocking", At: "2026-03-12 12:00"},
		{Key: "meadow_turn", Property: "meadow", Service: "cleaning", At: "2026-03-13 11:00", Pro: "jess"},
		{Key: "yellow_prep", Property: "yellow", Service: "cleaning", At: "2026-03-13 10:00", Pro: "tasha"},
		{Key: "skicondo_past_fix", Property: "skicondo", Service: "maintenance", At: "2026-02-24 10:00", Pro: "mikey", Status: "completed", Notes: "Replaced the dishwasher drain hose"},
		{Key: "ranch_past_clean", Property: "ranch", Service: "cleaning", At: "2026-02-27 10:00", Pro: "jess", Status: "completed"},
		{Key: "yellow_past_clean", Property: "yellow", Service: "cleaning", At: "2026-03-02 10:00", Pro: "tasha", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
