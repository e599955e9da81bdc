package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// palmspringsFixture is the evaluation's account for the cases marked
// "fixture": "palmsprings" (testdata/eval/cases_palmsprings.json), written
// before reading the engine: Glenn, a semi-retired real-estate agent in
// Palm Springs who manages mid-century pool houses and two Desert Sands
// condos in Palm Desert for himself and three owners. He writes on a
// laptop, in complete sentences with capitals and full stops, sometimes
// several requests in one paragraph or a numbered list; he says "the
// Kaufmann house", "unit 12 at the Desert Sands condos", mentions owners'
// wishes, pool and AC service, windstorms and sand, golf guests, and
// sometimes corrects himself in the next message. All on Pacific time: the
// Kaufmann House (16:00 check-in, 10:00 check-out), Twin Palms (16:00,
// 11:00), the Alexander (16:00, 10:00), the Racquet Club Cottage (15:00,
// 11:00), a house known only by its street ("388 W Stevens Rd"; 15:00,
// 11:00) and, in Palm Desert, Desert Sands 12 and Desert Sands 31 (16:00,
// 10:00). Seven pros: Rosa Delgado, who cleans and restocks; Brightway
// Cleaning; Coachella Cool Air (AC, maintenance); Blue Oasis Pools (pool
// service, maintenance); Hank Ruiz, the handyman; Denise Farr, the
// inspector; and Tom Beckett, a cleaner who has retired (inactive). Stays,
// named after families: the Whitakers under way at the Kaufmann (six, out
// Friday at 10), the Goldbergs under way at Desert Sands 12 (two, out
// Saturday at 10), the Sorensens arriving at Twin Palms today at 16:00
// (four, out Sunday at 11), the Delaneys at the Alexander from tomorrow at
// 16:00 (eight golfers, out Monday at 10), the Parks at Stevens from Friday
// at 15:00 (five, out Tuesday at 11), and next week the Castellanos at the
// Kaufmann (Wednesday the 11th to Sunday the 15th), the Lindgrens at the
// Racquet Club (Thursday the 12th to Monday the 16th) and the Ortegas at
// Desert Sands 31 (Friday the 13th to Sunday the 15th). Jobs: turnovers
// after the check-outs, preps before arrivals, pool and AC maintenance whose
// notes say what it is for, a handyman job for a sticking slider, an
// inspection before the Parks and an unassigned roof inspection after the
// windstorm, restocks (one unassigned), pending and confirmed jobs, a
// cancelled inspection and completed jobs in the past. At evalNow it is
// 06:00 on Wednesday in Palm Springs (PST; daylight saving starts Sunday
// the 8th).
func palmspringsFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	la := "America/Los_Angeles"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"kaufmann", steward.AddressCreate{Street: "470 W Vista Chino", City: "Palm Springs", State: "CA", Zip: "92262", Nickname: strp("Kaufmann House"), Timezone: la,
			AccessInstructions: strp("Lockbox on the garage side gate, code 4702. Pool gate must stay latched; pool equipment is behind the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"twinpalms", steward.AddressCreate{Street: "1148 E Twin Palms Dr", City: "Palm Springs", State: "CA", Zip: "92264", Nickname: strp("Twin Palms"), Timezone: la,
			AccessInstructions: strp("Keypad on the front door, code 1148. Pool heater switch is in the side yard."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"alexander", steward.AddressCreate{Street: "2175 S Caliente Dr", City: "Palm Springs", State: "CA", Zip: "92264", Nickname: strp("The Alexander"), Timezone: la,
			AccessInstructions: strp("Smart lock, code 2175. Thermostat is in the hallway; owner wants it at 78 when empty."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"racquet", steward.AddressCreate{Street: "1350 N Indian Canyon Dr", City: "Palm Springs", State: "CA", Zip: "92262", Nickname: strp("Racquet Club Cottage"), Timezone: la,
			AccessInstructions: strp("Key in the lockbox on the carport post, code 1350."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"stevens", steward.AddressCreate{Street: "388 W Stevens Rd", City: "Palm Springs", State: "CA", Zip: "92262", Timezone: la,
			AccessInstructions: strp("Keypad on the garage, code 3880. Close the pool fence gate behind you."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2000),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"ds12", steward.AddressCreate{Street: "73450 Country Club Dr Unit 12", City: "Palm Desert", State: "CA", Zip: "92260", Nickname: strp("Desert Sands 12"), Timezone: la,
			AccessInstructions: strp("Gate code 7345; unit key in the lockbox by the mailboxes, code 1212."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"ds31", steward.AddressCreate{Street: "73450 Country Club Dr Unit 31", City: "Palm Desert", State: "CA", Zip: "92260", Nickname: strp("Desert Sands 31"), Timezone: la,
			AccessInstructions: strp("Gate code 7345; smart lock on the unit, code 3131."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "760-555-0181", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"brightway", steward.ProCreate{Name: "Brightway Cleaning", Email: "office@brightwayclean.example", Phone: "760-555-0182", Services: []steward.ServiceType{steward.Cleaning}}},
		{"cool", steward.ProCreate{Name: "Coachella Cool Air", Email: "service@coachellacool.example", Phone: "760-555-0183", Services: []steward.ServiceType{steward.Maintenance}}},
		{"blueoasis", steward.ProCreate{Name: "Blue Oasis Pools", Email: "route@blueoasispools.example", Phone: "760-555-0184", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hank", steward.ProCreate{Name: "Hank Ruiz", Email: "hank.ruiz@example.com", Phone: "760-555-0185", Services: []steward.ServiceType{steward.Maintenance}}},
		{"denise", steward.ProCreate{Name: "Denise Farr", Email: "denise@desertinspect.example", Phone: "760-555-0186", Services: []steward.ServiceType{steward.Inspection}}},
		{"tom", steward.ProCreate{Name: "Tom Beckett", Email: "tom.beckett@example.com", Phone: "760-555-0187", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "kaufmann", "Whitaker Family", "2026-03-01 16:00", "2026-03-06 10:00", 6},     // under way, out Friday
		{"goldberg", "ds12", "Goldberg Family", "2026-02-28 16:00", "2026-03-07 10:00", 2},         // under way, out Saturday
		{"sorensen", "twinpalms", "Sorensen Family", "2026-03-04 16:00", "2026-03-08 11:00", 4},    // arriving today
		{"delaney", "alexander", "Delaney Family", "2026-03-05 16:00", "2026-03-09 10:00", 8},      // from tomorrow, golf
		{"park", "stevens", "Park Family", "2026-03-06 15:00", "2026-03-10 11:00", 5},              // from Friday
		{"castellano", "kaufmann", "Castellano Family", "2026-03-11 16:00", "2026-03-15 10:00", 6}, // next week
		{"lindgren", "racquet", "Lindgren Family", "2026-03-12 15:00", "2026-03-16 11:00", 4},      // next week
		{"ortega", "ds31", "Ortega Family", "2026-03-13 16:00", "2026-03-15 10:00", 3},             // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "tp_prep", Property: "twinpalms", Service: "cleaning", At: "2026-03-04 11:00", Pro: "brightway", Status: "confirmed"},
		{Key: "alex_prep", Property: "alexander", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosa"},
		{Key: "alex_ac", Property: "alexander", Service: "maintenance", At: "2026-03-05 13:00", Pro: "cool", Status: "confirmed", Notes: "AC tune-up before the Delaneys: check refrigerant, replace filters"},
		{Key: "stev_prep", Property: "stevens", Service: "cleaning", At: "2026-03-05 14:00", Pro: "brightway"},
		{Key: "kauf_to", Property: "kaufmann", Service: "cleaning", At: "2026-03-06 10:00", Pro: "rosa", Status: "confirmed"},
		{Key: "stev_insp", Property: "stevens", Service: "inspection", At: "2026-03-06 11:00", Pro: "denise", Notes: "Pre-arrival walkthrough: pool fence gate latch and smoke detectors"},
		{Key: "kauf_pool", Property: "kaufmann", Service: "maintenance", At: "2026-03-06 12:00", Pro: "blueoasis", Notes: "Pool service after the Whitakers: clean the filter, balance the chemicals"},
		{Key: "ds12_to", Property: "ds12", Service: "cleaning", At: "2026-03-07 10:00", Pro: "brightway"},
		{Key: "ds12_rstk", Property: "ds12", Service: "restocking", At: "2026-03-07 13:00"},
		{Key: "tp_to", Property: "twinpalms", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "alex_to", Property: "alexander", Service: "cleaning", At: "2026-03-09 10:00"},
		{Key: "tp_pool", Property: "twinpalms", Service: "maintenance", At: "2026-03-09 09:00", Pro: "blueoasis", Notes: "Pool heater not holding temperature; check the igniter"},
		{Key: "racq_fix", Property: "racquet", Service: "maintenance", At: "2026-03-09 10:00", Pro: "hank", Notes: "Sliding patio door sticks; sand in the track from the windstorm"},
		{Key: "kauf_ac", Property: "kaufmann", Service: "maintenance", At: "2026-03-10 09:00", Pro: "cool", Status: "confirmed", Notes: "Replace the AC filters and clean the condenser coils"},
		{Key: "stev_to", Property: "stevens", Service: "cleaning", At: "2026-03-10 11:00", Pro: "rosa"},
		{Key: "racq_insp", Property: "racquet", Service: "inspection", At: "2026-03-11 09:00", Notes: "Roof and skylight check after the windstorm"},
		{Key: "kauf_rstk", Property: "kaufmann", Service: "restocking", At: "2026-03-11 11:00", Pro: "rosa"},
		{Key: "racq_prep", Property: "racquet", Service: "cleaning", At: "2026-03-12 10:00", Pro: "rosa"},
		{Key: "ds31_prep", Property: "ds31", Service: "cleaning", At: "2026-03-13 10:00", Pro: "brightway"},
		{Key: "kauf_to2", Property: "kaufmann", Service: "cleaning", At: "2026-03-15 10:00", Pro: "rosa"},
		{Key: "ds31_to", Property: "ds31", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "racq_to", Property: "racquet", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "alex_past_insp", Property: "alexander", Service: "inspection", At: "2026-03-02 10:00", Pro: "denise", Status: "cancelled"},
		{Key: "tp_past_to", Property: "twinpalms", Service: "cleaning", At: "2026-03-01 11:00", Pro: "brightway", Status: "completed"},
		{Key: "kauf_past_pool", Property: "kaufmann", Service: "maintenance", At: "2026-02-27 09:00", Pro: "blueoasis", Status: "completed", Notes: "Replaced the pool pump seal"},
		{Key: "stev_past_fix", Property: "stevens", Service: "maintenance", At: "2026-02-25 10:00", Pro: "hank", Status: "completed", Notes: "Fixed the garage door opener"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
