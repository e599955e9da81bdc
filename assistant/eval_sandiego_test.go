package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sandiegoFixture is the evaluation's account for the cases marked
// "fixture": "sandiego" (testdata/eval/cases_blind86.json), written before
// reading the engine: an ordinary short-term-rental host with five places
// around San Diego and a house in Palm Springs, all on Pacific time
// (America/Los_Angeles), who texts from her phone in lower case with the
// usual abbreviations (tmrw, pls, thx, w/, b/c), the odd typo, property
// nicknames ("the bungalow", "the PB condo", "the cottage", "the palm
// springs house"), pros by first name ("have ana do…", "the plumber") and
// guests by family name ("the chens"). Properties: the Bungalow in North
// Park (16:00 check-in, 10:00 check-out), the PB Condo in Pacific Beach
// (16:00/11:00), the La Jolla Cottage (15:00/10:00), the Mission Beach
// House (16:00/10:00), a studio known only by its street ("1845 Robinson
// Ave", which she calls "robinson", 15:00/11:00) and the Palm Springs House
// (16:00/11:00). Seven pros: Ana Morales, her cleaner, who also restocks;
// Shoreline Cleaning Co (cleaning and restocking); Luis Herrera, the
// handyman; Mike Dunn, the plumber; Karen Liu, the inspector; Desert Oasis
// Services in Palm Springs (cleaning, maintenance: the pool); and Brittany
// Cole, a cleaner who has left (inactive). Stays: the Okafors under way at
// the Bungalow (out Friday at 10), the Ramirez family under way at Mission
// Beach (out Sunday at 10), the Walshes at Palm Springs from tomorrow
// (Thursday 16:00 to Tuesday 11:00), the Chens at the PB Condo (Friday to
// Monday 11:00), the Pattersons at the cottage (Saturday to Wednesday the
// 11th), Sofia Alvarez at Robinson (Monday the 9th to Thursday the 12th),
// and next week the Nakamuras at the Bungalow (Thursday the 12th to Sunday
// the 15th) and the O'Briens, eight of them, at Mission Beach (Friday the
// 13th to Monday the 16th). Jobs: turnovers after the check-outs (some
// unassigned), Ana's two jobs at the Bungalow on Friday (the turnover at 10
// and a restock at 16), two cleanings at the PB Condo (Friday's prep before
// the Chens and Monday's turnover after them), the plumber at the PB Condo
// tomorrow (confirmed), the pool service and a pre-arrival clean at Palm
// Springs tomorrow, Karen's detector inspection at the cottage tomorrow,
// Luis's fan job at Robinson tomorrow and his outdoor-shower fix at Mission
// Beach on Monday, Robinson's deep clean on Monday, an unassigned quarterly
// walkthrough at the Bungalow on the 11th, a cancelled inspection and
// completed jobs in the past. At evalNow it is 06:00 in San Diego.
func sandiegoFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const la = "America/Los_Angeles"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bungalow", steward.AddressCreate{Street: "3021 Upas St", City: "San Diego", State: "CA", Zip: "92104", Nickname: strp("The Bungalow"), Timezone: la,
			AccessInstructions: strp("Keypad on the front door, code 3021. Bins go out to the alley on Tuesday night."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"pbcondo", steward.AddressCreate{Street: "4767 Ocean Blvd Unit 208", City: "San Diego", State: "CA", Zip: "92109", Nickname: strp("PB Condo"), Timezone: la,
			AccessInstructions: strp("Lockbox on the gas meter by the garage, code 2087. Park in spot 14 only."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"lajolla", steward.AddressCreate{Street: "7450 Olivetas Ave", City: "La Jolla", State: "CA", Zip: "92037", Nickname: strp("La Jolla Cottage"), Timezone: la,
			AccessInstructions: strp("Smart lock, code 7450. Beach towels are in the hall closet."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"mission", steward.AddressCreate{Street: "3712 Ocean Front Walk", City: "San Diego", State: "CA", Zip: "92109", Nickname: strp("Mission Beach House"), Timezone: la,
			AccessInstructions: strp("Lockbox on the side gate, code 3712. Rinse the sand off the deck before leaving."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"robinson", steward.AddressCreate{Street: "1845 Robinson Ave", City: "San Diego", State: "CA", Zip: "92103", Timezone: la,
			AccessInstructions: strp("Building door code 1845#, unit key in the lockbox by the mailboxes, code 0415."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(480),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"palmsprings", steward.AddressCreate{Street: "1290 E Racquet Club Rd", City: "Palm Springs", State: "CA", Zip: "92262", Nickname: strp("Palm Springs House"), Timezone: la,
			AccessInstructions: strp("Keypad on the garage, code 1290. Pool gate must stay latched; thermostat stays at 78."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ana", steward.ProCreate{Name: "Ana Morales", Email: "ana.morales@example.com", Phone: "619-555-0131", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"shoreline", steward.ProCreate{Name: "Shoreline Cleaning Co", Email: "book@shorelineclean.example", Phone: "858-555-0132", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"luis", steward.ProCreate{Name: "Luis Herrera", Email: "luis@herrerahandyman.example", Phone: "619-555-0133", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mike", steward.ProCreate{Name: "Mike Dunn", Email: "mike@dunnplumbing.example", Phone: "619-555-0134", Services: []steward.ServiceType{steward.Maintenance}}},
		{"karen", steward.ProCreate{Name: "Karen Liu", Email: "karen@coastalinspect.example", Phone: "858-555-0135", Services: []steward.ServiceType{steward.Inspection}}},
		{"desert", steward.ProCreate{Name: "Desert Oasis Services", Email: "office@desertoasis.example", Phone: "760-555-0136", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}}},
		{"brittany", steward.ProCreate{Name: "Brittany Cole", Email: "brittany.cole@example.com", Phone: "619-555-0137", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"okafor", "bungalow", "Okafor Family", "2026-03-02 16:00", "2026-03-06 10:00", 4},      // under way, out Friday
		{"ramirez", "mission", "Ramirez Family", "2026-03-03 16:00", "2026-03-08 10:00", 6},     // under way, out Sunday
		{"walsh", "palmsprings", "Walsh Family", "2026-03-05 16:00", "2026-03-10 11:00", 5},     // from tomorrow
		{"chen", "pbcondo", "Chen Family", "2026-03-06 16:00", "2026-03-09 11:00", 3},           // Friday to Monday
		{"patterson", "lajolla", "Patterson Family", "2026-03-07 15:00", "2026-03-11 10:00", 2}, // Saturday to Wednesday
		{"alvarez", "robinson", "Sofia Alvarez", "2026-03-09 15:00", "2026-03-12 11:00", 1},     // Monday to Thursday
		{"nakamura", "bungalow", "Nakamura Family", "2026-03-12 16:00", "2026-03-15 10:00", 4},  // next week
		{"obrien", "mission", "O'Brien Family", "2026-03-13 16:00", "2026-03-16 10:00", 8},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "ps_pool", Property: "palmsprings", Service: "maintenance", At: "2026-03-05 09:00", Pro: "desert", Status: "confirmed", Notes: "Pool and spa service before the Walshes"},
		{Key: "pb_fix", Property: "pbcondo", Service: "maintenance", At: "2026-03-05 10:00", Pro: "mike", Status: "confirmed", Notes: "Garbage disposal jammed; kitchen sink backs up"},
		{Key: "ps_clean", Property: "palmsprings", Service: "cleaning", At: "2026-03-05 11:00", Pro: "desert", Notes: "Pre-arrival clean"},
		{Key: "hc_fix", Property: "robinson", Service: "maintenance", At: "2026-03-05 13:00", Pro: "luis", Notes: "Ceiling fan wobbles; replace the bathroom exhaust fan"},
		{Key: "lj_insp", Property: "lajolla", Service: "inspection", At: "2026-03-05 14:00", Pro: "karen", Notes: "Smoke and CO detectors, fire extinguisher date"},
		{Key: "bung_to", Property: "bungalow", Service: "cleaning", At: "2026-03-06 10:00", Pro: "ana", Status: "confirmed", Notes: "Turnover after the Okafors"},
		{Key: "pb_prep", Property: "pbcondo", Service: "cleaning", At: "2026-03-06 13:00", Pro: "shoreline", Notes: "Pre-arrival clean before the Chens"},
		{Key: "bung_rstk", Property: "bungalow", Service: "restocking", At: "2026-03-06 16:00", Pro: "ana"},
		{Key: "lj_clean", Property: "lajolla", Service: "cleaning", At: "2026-03-07 10:00", Pro: "shoreline", Notes: "Prep before the Pattersons"},
		{Key: "mb_to", Property: "mission", Service: "cleaning", At: "2026-03-08 10:00", Pro: "shoreline", Status: "confirmed"},
		{Key: "hc_clean", Property: "robinson", Service: "cleaning", At: "2026-03-09 10:00", Pro: "shoreline", Notes: "Deep clean: oven, fridge, baseboards"},
		{Key: "pb_to", Property: "pbcondo", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "mb_fix", Property: "mission", Service: "maintenance", At: "2026-03-09 13:00", Pro: "luis", Notes: "Outdoor shower handle loose; patch the deck board by the gate"},
		{Key: "ps_to", Property: "palmsprings", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "bung_insp", Property: "bungalow", Service: "inspection", At: "2026-03-11 10:00", Notes: "Quarterly walkthrough: roof, gutters, irrigation"},
		{Key: "lj_to", Property: "lajolla", Service: "cleaning", At: "2026-03-11 10:00", Pro: "ana"},
		{Key: "hc_to", Property: "robinson", Service: "cleaning", At: "2026-03-12 11:00", Pro: "shoreline"},
		{Key: "bung_to2", Property: "bungalow", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "mb_to2", Property: "mission", Service: "cleaning", At: "2026-03-16 10:00"},
		{Key: "mb_past_insp", Property: "mission", Service: "inspection", At: "2026-03-02 10:00", Pro: "karen", Status: "cancelled"},
		{Key: "bung_past_to", Property: "bungalow", Service: "cleaning", At: "2026-03-02 10:00", Pro: "ana", Status: "completed"},
		{Key: "mb_past_to", Property: "mission", Service: "cleaning", At: "2026-03-03 10:00", Pro: "shoreline", Status: "completed"},
		{Key: "ps_past_fix", Property: "palmsprings", Service: "maintenance", At: "2026-02-27 10:00", Pro: "desert", Status: "completed", Notes: "Replaced the pool pump seal"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
