package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// denverFixture is the evaluation's account for the cases marked
// "fixture": "denver" (testdata/eval/cases_denver.json), written before
// reading the engine: the operations dispatcher of a small Denver property
// management company, who types in terse dispatch shorthand like a radio
// operator or a ticket system ("J#24 -> tmrw 0900", "CXL insp 3/11 baker",
// "+ rstk @ lohi after co"), calls the pros by their initials and the units
// by their codes, and writes 24-hour times, dates as 3/12 and abbreviations
// (cln, insp, maint, rstk, turn, co/ci, appt, ASAP, EOD, TBD). All on
// America/Denver (07:00 MST at evalNow: Wednesday 4 March 2026, 14:00 UTC;
// clocks go forward on Sunday 8 March). LOHI, a loft on West 32nd (16:00
// and 10:00), RINO, a unit on Blake Street (15:00 and 11:00), WASH PK, a
// house on South Gaylord (16:00 and 10:00), BAKER, a duplex on West Bayaud
// (15:00 and 10:00), SLOANS, a condo by Sloan's Lake (16:00 and 11:00) and
// HIGHLANDS, a bungalow on Perry Street (15:00 and 10:00). Pros: Maria Ruiz
// "MR" (cleaning, restocking), Jen Tran "JT" (cleaning), Mile High Maids
// "MHM" (cleaning, restocking), Ray Jaramillo "RJ" the plumber (and the
// furnaces), Dave Kowalski "DK" the electrician, Tony Begay "TB" the
// handyman (decks, gutters), Ana Valdez "AV" the inspector, and Kelly Shaw
// "KS", a cleaner who has left (inactive). Stays: the Garcias at LOHI (out
// tomorrow at 10), the Nguyens at RINO (out Friday at 11), the Patels at
// WASH PK from today at 16:00 (out Sunday at 10), the Schmidts at SLOANS
// from tomorrow at 16:00 (out Monday at 11), the Brennans at HIGHLANDS
// Friday to Tuesday, the Kims at LOHI Saturday to Thursday 12th, the
// Alvarezes at RINO Tuesday 10th to Friday 13th and the Fitzgeralds at
// BAKER Thursday 12th to Sunday 15th. Job ids on the memStore: the six
// properties, eight pros and eight stays take 1–22, so the jobs are
// numbered from 23 in the order below (washpk_prep is 23, lohi_turn 25).
func denverFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"lohi", steward.AddressCreate{Street: "1720 W 32nd Ave", City: "Denver", State: "CO", Zip: "80211", Nickname: strp("LOHI"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the gas meter, code 3217. Parking spot 6 in the alley."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"rino", steward.AddressCreate{Street: "2901 Blake St Unit 4", City: "Denver", State: "CO", Zip: "80205", Nickname: strp("RINO"), Timezone: "America/Denver",
			AccessInstructions: strp("Building fob in the lockbox by the bike rack, code 2901. Smart lock on unit 4, code 4848."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(780),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"washpk", steward.AddressCreate{Street: "812 S Gaylord St", City: "Denver", State: "CO", Zip: "80209", Nickname: strp("WASH PK"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the side door, code 8120. Trash cans go out Tuesday night."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"baker", steward.AddressCreate{Street: "36 W Bayaud Ave", City: "Denver", State: "CO", Zip: "80223", Nickname: strp("BAKER"), Timezone: "America/Denver",
			AccessInstructions: strp("Upper unit of the duplex. Keypad on the front door, code 3636. Laundry in the basement, shared."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"sloans", steward.AddressCreate{Street: "1650 Raleigh St Apt 302", City: "Denver", State: "CO", Zip: "80204", Nickname: strp("SLOANS"), Timezone: "America/Denver",
			AccessInstructions: strp("Lobby code 1650#, unit key in the lockbox on the 3rd floor stair rail, code 0302. Guest parking is P2."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"highlands", steward.AddressCreate{Street: "3815 Perry St", City: "Denver", State: "CO", Zip: "80212", Nickname: strp("HIGHLANDS"), Timezone: "America/Denver",
			AccessInstructions: strp("Smart lock on the back door, code 3815. Hot tub cover straps on the fence side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"mr", steward.ProCreate{Name: "Maria Ruiz", Email: "maria.ruiz@example.com", Phone: "303-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jt", steward.ProCreate{Name: "Jen Tran", Email: "jen.tran@example.com", Phone: "303-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"mhm", steward.ProCreate{Name: "Mile High Maids", Email: "dispatch@milehighmaids.example", Phone: "720-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rj", steward.ProCreate{Name: "Ray Jaramillo", Email: "ray@jaramilloplumbing.example", Phone: "303-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dk", steward.ProCreate{Name: "Dave Kowalski", Email: "dave@kowalskielectric.example", Phone: "720-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tb", steward.ProCreate{Name: "Tony Begay", Email: "tony.begay@example.com", Phone: "303-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"av", steward.ProCreate{Name: "Ana Valdez", Email: "ana@valdezinspections.example", Phone: "720-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"ks", steward.ProCreate{Name: "Kelly Shaw", Email: "kelly.shaw@example.com", Phone: "303-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"garcia", "lohi", "Garcia Family", "2026-03-01 16:00", "2026-03-05 10:00", 4}, // under way, out tomorrow
		{"nguyen", "rino", "Nguyen", "2026-03-02 15:00", "2026-03-06 11:00", 2},        // under way, out Friday
		{"patel", "washpk", "Patel Family", "2026-03-04 16:00", "2026-03-08 10:00", 5}, // arriving today
		{"schmidt", "sloans", "Schmidt", "2026-03-05 16:00", "2026-03-09 11:00", 3},    // from tomorrow
		{"brennan", "highlands", "Brennan Group", "2026-03-06 15:00", "2026-03-10 10:00", 6},
		{"kim", "lohi", "Kim", "2026-03-07 16:00", "2026-03-12 10:00", 2},
		{"alvarez", "rino", "Alvarez", "2026-03-10 15:00", "2026-03-13 11:00", 3},
		{"fitzgerald", "baker", "Fitzgerald Family", "2026-03-12 15:00", "2026-03-15 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "washpk_prep", Property: "washpk", Service: "cleaning", At: "2026-03-04 11:00", Pro: "mr", Status: "confirmed", Notes: "Turn before Patel ci"},
		{Key: "washpk_rstk", Property: "washpk", Service: "restocking", At: "2026-03-04 13:30", Pro: "mhm", Notes: "Coffee, TP, welcome kit for the Patels"},
		{Key: "lohi_turn", Property: "lohi", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jt", Status: "confirmed", Notes: "Turn after Garcia co"},
		{Key: "lohi_rstk", Property: "lohi", Service: "restocking", At: "2026-03-05 14:00", Notes: "Restock after the turn"},
		{Key: "sloans_prep", Property: "sloans", Service: "cleaning", At: "2026-03-05 10:00", Pro: "mr", Notes: "Ready for Schmidt ci"},
		{Key: "baker_furnace", Property: "baker", Service: "maintenance", At: "2026-03-05 09:00", Pro: "rj", Notes: "Furnace short cycling, check filter and igniter"},
		{Key: "rino_turn", Property: "rino", Service: "cleaning", At: "2026-03-06 11:00", Pro: "mr", Notes: "Turn after Nguyen co"},
		{Key: "rino_insp", Property: "rino", Service: "inspection", At: "2026-03-06 14:00", Pro: "av", Notes: "Smoke and CO detectors"},
		{Key: "highlands_prep", Property: "highlands", Service: "cleaning", At: "2026-03-06 10:00", Pro: "jt", Notes: "Ready for Brennan ci, hot tub chemicals"},
		{Key: "sloans_dishwasher", Property: "sloans", Service: "maintenance", At: "2026-03-06 13:00", Pro: "rj", Notes: "Dishwasher not draining", DuringStay: true},
		{Key: "sloans_rstk", Property: "sloans", Service: "restocking", At: "2026-03-06 15:00", Pro: "mhm", Notes: "Mid-stay towels and coffee", DuringStay: true},
		{Key: "lohi_prep", Property: "lohi", Service: "cleaning", At: "2026-03-07 10:00", Pro: "mhm", Notes: "Ready for the Kims"},
		{Key: "washpk_turn", Property: "washpk", Service: "cleaning", At: "2026-03-08 10:00", Pro: "mr", Notes: "Turn after Patel co"},
		{Key: "sloans_turn", Property: "sloans", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Turn after Schmidt co"},
		{Key: "highlands_turn", Property: "highlands", Service: "cleaning", At: "2026-03-10 10:00", Pro: "mhm", Notes: "Turn after Brennan co"},
		{Key: "rino_prep", Property: "rino", Service: "cleaning", At: "2026-03-10 11:00", Pro: "jt", Notes: "Ready for Alvarez ci"},
		{Key: "highlands_deck", Property: "highlands", Service: "maintenance", At: "2026-03-10 13:00", Pro: "tb", Notes: "Loose railing on the back deck"},
		{Key: "washpk_gutters", Property: "washpk", Service: "maintenance", At: "2026-03-11 09:00", Pro: "tb", Notes: "Gutters and downspouts"},
		{Key: "baker_insp", Property: "baker", Service: "inspection", At: "2026-03-11 10:00", Pro: "av", Notes: "Walkthrough before the Fitzgeralds"},
		{Key: "baker_prep", Property: "baker", Service: "cleaning", At: "2026-03-12 10:00", Pro: "mr", Notes: "Ready for Fitzgerald ci"},
		{Key: "lohi_turn2", Property: "lohi", Service: "cleaning", At: "2026-03-12 10:00", Pro: "jt", Notes: "Turn after Kim co"},
		{Key: "baker_rstk", Property: "baker", Service: "restocking", At: "2026-03-12 13:00", Notes: "Stock for the Fitzgeralds, crib in the closet"},
		{Key: "rino_turn2", Property: "rino", Service: "cleaning", At: "2026-03-13 11:00", Notes: "Turn after Alvarez co"},
		{Key: "lohi_outlet", Property: "lohi", Service: "maintenance", At: "2026-03-13 10:00", Pro: "dk", Notes: "Kitchen GFCI outlet keeps tripping"},
		{Key: "baker_turn", Property: "baker", Service: "cleaning", At: "2026-03-15 10:00", Pro: "mhm", Notes: "Turn after Fitzgerald co"},
		{Key: "sloans_insp", Property: "sloans", Service: "inspection", At: "2026-03-16 10:00", Pro: "av", Notes: "Quarterly HOA walkthrough"},
		{Key: "highlands_past_wh", Property: "highlands", Service: "maintenance", At: "2026-03-02 10:00", Pro: "rj", Status: "completed", Notes: "Replaced the water heater thermostat"},
		{Key: "rino_past_turn", Property: "rino", Service: "cleaning", At: "2026-03-02 10:00", Pro: "mr", Status: "completed"},
		{Key: "washpk_insp_cx", Property: "washpk", Service: "inspection", At: "2026-03-03 10:00", Pro: "av", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
