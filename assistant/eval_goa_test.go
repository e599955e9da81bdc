package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// goaFixture is the evaluation's account for the cases marked "fixture":
// "goa" (testdata/eval/cases_blind82.json), written before reading the
// engine: an Indian-English owner living abroad (an NRI) who writes short,
// WhatsApp-style messages in Indian English: "kindly", "pls arrange", "do
// the needful", "prepone" (move earlier) and "postpone", "today itself",
// "tomorrow itself", "by EOD", "revert", "PFB" (please find below), "as
// discussed", "same to same", "one more cleaning", "out of station", "what
// is the status of", "is it done?", "the bai" or "Lakshmi bai" for the
// maid, "D'Souza uncle" for the plumber; dates day first ("5th March",
// "05/03", "10/03" is the 10th of March) and times as "10 am", "4.30 pm",
// "morning 9", "evening 6". In India, on Asia/Kolkata time (no daylight
// saving): the Indiranagar Flat in Bengaluru (13:00 check-in, 11:00
// check-out), Villa Sossego, a pool villa in Candolim, Goa, that the host
// calls "the villa" or "Candolim villa" (14:00 check-in, 10:00 check-out),
// and a flat in Panjim known only by its street ("18th June Road", "the
// Panjim flat"; 12:00 check-in, 10:00 check-out). In New Jersey, on
// Eastern time (daylight saving starts Sunday 8 March): an apartment in
// Jersey City known only by its street ("87 Grand St", "JC") and the
// Hoboken Brownstone (11:00 check-out). Eight pros: Sparkle Homes
// Housekeeping, a Goa cleaning agency (a company) that cleans and
// restocks; Lakshmi Gowda, the maid in Bengaluru, who cleans and restocks;
// Ravi Shetty, the AC technician (maintenance); Anthony D'Souza, the
// plumber and electrician in Goa (maintenance); Francis Fernandes, the
// villa's caretaker, who inspects and restocks; Meena Pillai, a maid who
// no longer works for the host (inactive); and in New Jersey Rosa Alvarez,
// a cleaner who also restocks, and Mike Kowalski, the handyman
// (maintenance and inspection). Stays, named after families: the Sharmas
// under way at Indiranagar (out Friday at 11), the Iyers under way at the
// villa (out tomorrow at 10), the Millers under way at Hoboken (out
// Saturday at 11), the Goldsteins arriving in Jersey City today at 16:00
// (out Sunday at 11), the Menons at the Panjim flat from tomorrow at 12:00
// (out Sunday at 10), the Kapoors, eight of them, at the villa from Friday
// at 14:00 (out Monday at 10), and next week the Bhatias at Indiranagar
// (Tuesday the 10th to Saturday the 14th), the Reddys in Jersey City
// (Wednesday the 11th to Sunday the 15th) and the Desais at the villa
// (Thursday the 12th to Sunday the 15th). Jobs: turnovers after the
// check-outs (unassigned at the villa on Monday, at Panjim on Sunday and
// in Jersey City on Sunday; none yet after the Desais or the Reddys),
// maintenance whose notes say what it is for (Indiranagar's AC servicing,
// the villa's geyser, Panjim's taps, Hoboken's slow sink during the
// Millers' stay, Jersey City's bathroom fan), inspections (the villa's
// before the Kapoors, Panjim's termite check, Hoboken's detectors),
// restocks (Indiranagar's unassigned one before the Bhatias, the villa's
// before the Desais), pending and confirmed jobs, a cancelled restock and
// completed jobs in the past. At evalNow it is 19:30 on Wednesday in India
// and 09:00 in New Jersey.
func goaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"indiranagar", steward.AddressCreate{Street: "Flat 302, Prestige Ashwini, 12th Main Road, HAL 2nd Stage", City: "Bengaluru", State: "KA", Zip: "560038", Country: "IN",
			Nickname: strp("Indiranagar Flat"), Timezone: "Asia/Kolkata",
			AccessInstructions: strp("Yale digital lock on the main door, code 5821. Watchman Raju at the gate keeps a spare key; lift to the 3rd floor."),
			Bedrooms:           intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250), CheckInTime: "13:00", CheckOutTime: "11:00"}},
		{"candolim", steward.AddressCreate{Street: "H.No. 245/3, Annavaddo", City: "Candolim", State: "GA", Zip: "403515", Country: "IN",
			Nickname: strp("Villa Sossego"), Timezone: "Asia/Kolkata",
			AccessInstructions: strp("Francis, the caretaker, lives next door and has the keys. Gate padlock code 1947. The pool motor switch is in the utility room behind the kitchen."),
			Bedrooms:           intp(4), Bathrooms: floatp(4), SquareFeet: intp(3000), CheckInTime: "14:00", CheckOutTime: "10:00"}},
		{"panjim", steward.AddressCreate{Street: "B-4, Mandovi Apartments, 18th June Road", City: "Panjim", State: "GA", Zip: "403001", Country: "IN",
			Timezone:           "Asia/Kolkata",
			AccessInstructions: strp("Key with Mr. Naik at the society office on the ground floor, 9 am to 7 pm. Second floor, no lift."),
			Bedrooms:           intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100), CheckInTime: "12:00", CheckOutTime: "10:00"}},
		{"jc", steward.AddressCreate{Street: "87 Grand St Apt 4C", City: "Jersey City", State: "NJ", Zip: "07302", Timezone: "America/New_York",
			AccessInstructions: strp("Building door keypad 2468#; the unit key is in the lockbox on the stair railing, code 0412."),
			Bedrooms:           intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"hoboken", steward.AddressCreate{Street: "622 Garden St", City: "Hoboken", State: "NJ", Zip: "07030", Nickname: strp("Hoboken Brownstone"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock; the code is the last four digits of the guest's phone. Trash goes out Tuesday night."),
			Bedrooms:           intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800), CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sparkle", steward.ProCreate{Name: "Sparkle Homes Housekeeping", Email: "bookings@sparklehomes.example", Phone: "+91 98220 11223", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lakshmi", steward.ProCreate{Name: "Lakshmi Gowda", Email: "lakshmi.gowda@example.com", Phone: "+91 98450 33412", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ravi", steward.ProCreate{Name: "Ravi Shetty", Email: "ravi@coolzoneac.example", Phone: "+91 98860 55710", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dsouza", steward.ProCreate{Name: "Anthony D'Souza", Email: "anthony.dsouza@example.com", Phone: "+91 98231 40455", Services: []steward.ServiceType{steward.Maintenance}}},
		{"francis", steward.ProCreate{Name: "Francis Fernandes", Email: "francis.fernandes@example.com", Phone: "+91 98230 66781", Services: []steward.ServiceType{steward.Inspection, steward.Restocking}}},
		{"meena", steward.ProCreate{Name: "Meena Pillai", Email: "meena.pillai@example.com", Phone: "+91 98224 70913", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
		{"rosa", steward.ProCreate{Name: "Rosa Alvarez", Email: "rosa.alvarez@example.com", Phone: "201-555-0143", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"mike", steward.ProCreate{Name: "Mike Kowalski", Email: "mike@kowalskihandyman.example", Phone: "201-555-0187", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"sharma", "indiranagar", "Sharma Family", "2026-03-01 13:00", "2026-03-06 11:00", 3}, // under way, out Friday
		{"iyer", "candolim", "Iyer Family", "2026-02-28 14:00", "2026-03-05 10:00", 6},        // under way, out tomorrow
		{"miller", "hoboken", "Miller Family", "2026-03-02 16:00", "2026-03-07 11:00", 4},     // under way, out Saturday
		{"goldstein", "jc", "Goldstein Family", "2026-03-04 16:00", "2026-03-08 11:00", 3},    // arriving today
		{"menon", "panjim", "Menon Family", "2026-03-05 12:00", "2026-03-08 10:00", 4},        // from tomorrow
		{"kapoor", "candolim", "Kapoor Family", "2026-03-06 14:00", "2026-03-09 10:00", 8},    // from Friday
		{"bhatia", "indiranagar", "Bhatia Family", "2026-03-10 13:00", "2026-03-14 11:00", 2}, // next week
		{"reddy", "jc", "Reddy Family", "2026-03-11 16:00", "2026-03-15 11:00", 5},            // next week
		{"desai", "candolim", "Desai Family", "2026-03-12 14:00", "2026-03-15 10:00", 5},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "jc_prep", Property: "jc", Service: "cleaning", At: "2026-03-04 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "panjim_prep", Property: "panjim", Service: "cleaning", At: "2026-03-05 09:00", Pro: "sparkle"},
		{Key: "cand_turn", Property: "candolim", Service: "cleaning", At: "2026-03-05 12:00", Pro: "sparkle", Status: "confirmed"},
		{Key: "hob_fix", Property: "hoboken", Service: "maintenance", At: "2026-03-05 13:00", Pro: "mike", DuringStay: true, // the Millers asked for it
			Notes: "Kitchen sink draining slow, the Millers complained"},
		{Key: "cand_geyser", Property: "candolim", Service: "maintenance", At: "2026-03-05 15:00", Pro: "dsouza", Notes: "Geyser in the master bathroom not heating: check the wiring and the MCB"},
		{Key: "ind_turn", Property: "indiranagar", Service: "cleaning", At: "2026-03-06 12:00", Pro: "lakshmi", Status: "confirmed"},
		{Key: "cand_inspect", Property: "candolim", Service: "inspection", At: "2026-03-06 10:00", Pro: "francis", Notes: "Walk-through before the Kapoors: pool, gas cylinder, all ACs"},
		{Key: "hob_turn", Property: "hoboken", Service: "cleaning", At: "2026-03-07 12:00", Pro: "rosa"},
		{Key: "panjim_turn", Property: "panjim", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "jc_turn", Property: "jc", Service: "cleaning", At: "2026-03-08 12:00"},
		{Key: "ind_ac", Property: "indiranagar", Service: "maintenance", At: "2026-03-09 11:00", Pro: "ravi", Notes: "AC servicing for both bedroom split ACs before summer; the hall unit is dripping water"},
		{Key: "cand_turn2", Property: "candolim", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "panjim_fix", Property: "panjim", Service: "maintenance", At: "2026-03-09 12:00", Pro: "dsouza", Notes: "Bathroom tap leaking and the kitchen sink tap is loose"},
		{Key: "ind_restock", Property: "indiranagar", Service: "restocking", At: "2026-03-10 10:00"},
		{Key: "jc_fix", Property: "jc", Service: "maintenance", At: "2026-03-10 10:00", Pro: "mike", Notes: "Replace the bathroom exhaust fan and re-caulk the tub"},
		{Key: "cand_restock", Property: "candolim", Service: "restocking", At: "2026-03-11 16:00", Pro: "francis"},
		{Key: "panjim_inspect", Property: "panjim", Service: "inspection", At: "2026-03-11 11:00", Pro: "francis", Notes: "Termite check before the monsoon; also look at the balcony seepage"},
		{Key: "hob_inspect", Property: "hoboken", Service: "inspection", At: "2026-03-12 10:00", Pro: "mike", Notes: "Smoke and CO detector check for the township certificate"},
		{Key: "ind_turn2", Property: "indiranagar", Service: "cleaning", At: "2026-03-14 12:00", Pro: "lakshmi"},
		{Key: "hob_restock_cancelled", Property: "hoboken", Service: "restocking", At: "2026-03-02 10:00", Pro: "rosa", Status: "cancelled"},
		{Key: "cand_past_fix", Property: "candolim", Service: "maintenance", At: "2026-02-25 11:00", Pro: "dsouza", Status: "completed", Notes: "Replaced the kitchen sink trap"},
		{Key: "ind_past_clean", Property: "indiranagar", Service: "cleaning", At: "2026-02-28 10:00", Pro: "lakshmi", Status: "completed"},
		{Key: "jc_past_clean", Property: "jc", Service: "cleaning", At: "2026-02-27 11:00", Pro: "rosa", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
