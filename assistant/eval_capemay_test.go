package assistant

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// capemayFixture is the evaluation's account for the cases marked
// "fixture": "capemay" (testdata/eval/cases_blind70.json), written before
// reading the engine: a professional short-term-rental manager who talks in
// platform and ops language ("the airbnb guests at the duplex", "HMXK2Q
// checks out tmrw", "same-day turn", "back-to-back", "owner stay", "orphan
// night", "deep turn", "linen swap", "pre-arrival inspection"), types fast
// in lower case with shorthand (tmrw, thx, pls, b2b, w/, fri), and often
// lists several jobs in one message, one a line. On Eastern time (New
// Jersey; daylight saving time starts on Sunday 8 March): the Victorian, a
// five-bedroom B&B-style house on Jackson St in Cape May; a beach block
// duplex in Wildwood on E Rio Grande Ave, two units, "Duplex Up" (unit 2)
// and "Duplex Down" (unit 1); and a condo in Wildwood Crest known only by
// its street ("9601 Atlantic Ave Unit 407"). On Arizona time (no daylight
// saving time, so two hours behind New Jersey until Sunday and three hours
// from then on): the Camelback Condo in Scottsdale and the Sabino Condo, a
// one-bedroom in Tucson. Every property checks in at 16:00 and out at
// 10:00. Seven pros: Maria Kowalski (cleaning, restocking) and Tasha Greene
// (cleaning, inspection) at the shore; Shore Thing Cleaning Co., a company
// (cleaning, restocking); Vince DeLuca, the shore handyman (maintenance);
// Luis Ochoa (cleaning, restocking, inspection) and Kyle Brandt
// (maintenance) in Arizona; and an inactive cleaner (Brenda Falk). Stays,
// named after families, each with its platform's confirmation code: the
// Morrisons at the Victorian (Airbnb HMXK2Q, out tomorrow, a same-day turn
// before the Nguyens, Airbnb HMN8W2, in tomorrow, out Monday); the Kaplans
// at Duplex Down (Vrbo HA-7QK31P, out Friday, back-to-back with the
// Ferraros, a direct booking, out Tuesday); the Walshes arriving at Duplex
// Up today (Airbnb HMB4TZ, out Sunday); the Schultzes at the Camelback
// Condo (Vrbo HA-2MZ88C, out Saturday), then the Beckers (Airbnb HMQ7RJ)
// from Sunday, which leaves Saturday an orphan night; the Alvarezes at the
// Sabino Condo next week (Vrbo HA-5LP0WX); and an owner stay (Greg Hollis)
// at the Wildwood Crest condo next week. Jobs: turnovers after the
// check-outs, two jobs the same day at the Victorian (tomorrow: the turn,
// then an unassigned linen swap), Duplex Up (today: pre-arrival clean and
// pre-arrival inspection), Duplex Down (Friday: the turn, then the outdoor
// shower) and the Camelback Condo (Saturday: the turn, then the misting
// pump); maintenance whose notes say what it is for; unassigned jobs
// (the Victorian's linen swap, Duplex Up's Sunday turn, the Sabino Condo's
// pre-arrival clean); pending and confirmed jobs and completed ones in the
// past. At evalNow it is 09:00 in New Jersey and 07:00 in Arizona.
func capemayFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"victorian", steward.AddressCreate{Street: "28 Jackson St", City: "Cape May", State: "NJ", Zip: "08204", Nickname: strp("The Victorian"),
			AccessInstructions: strp("Keypad on the porch door, code 1879. Owner's closet on the third floor stays locked."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400),
			CheckOutTime: "10:00"}},
		{"up", steward.AddressCreate{Street: "314 E Rio Grande Ave Unit 2", City: "Wildwood", State: "NJ", Zip: "08260", Nickname: strp("Duplex Up"),
			AccessInstructions: strp("Side stairs to the second floor, smart lock code 3142. Beach tags hang by the door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckOutTime: "10:00"}},
		{"down", steward.AddressCreate{Street: "314 E Rio Grande Ave Unit 1", City: "Wildwood", State: "NJ", Zip: "08260", Nickname: strp("Duplex Down"),
			AccessInstructions: strp("Front door smart lock code 3141. Outdoor shower is behind the gate, key on the hook inside."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckOutTime: "10:00"}},
		{"crest", steward.AddressCreate{Street: "9601 Atlantic Ave Unit 407", City: "Wildwood Crest", State: "NJ", Zip: "08260",
			AccessInstructions: strp("Lobby fob in the lockbox at the garage entrance, code 9601. Parking spot 407."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckOutTime: "10:00"}},
		{"camelback", steward.AddressCreate{Street: "7170 E McDonald Dr Unit 12", City: "Scottsdale", State: "AZ", Zip: "85253", Nickname: strp("Camelback Condo"),
			AccessInstructions: strp("Gate code #7170, unit lockbox code 1212. Pool towels in the hall closet."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckOutTime: "10:00"}},
		{"sabino", steward.AddressCreate{Street: "5051 N Sabino Canyon Rd Unit 1204", City: "Tucson", State: "AZ", Zip: "85750", Nickname: strp("Sabino Condo"),
			AccessInstructions: strp("Keypad code 5051. Assigned carport 1204."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Kowalski", Email: "maria.kowalski@example.com", Phone: "609-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Greene", Email: "tasha.greene@example.com", Phone: "609-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Inspection}}},
		{"shore", steward.ProCreate{Name: "Shore Thing Cleaning Co.", Email: "book@shorethingclean.example", Phone: "609-555-0173", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"vince", steward.ProCreate{Name: "Vince DeLuca", Email: "vince@delucahandyman.example", Phone: "609-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"luis", steward.ProCreate{Name: "Luis Ochoa", Email: "luis.ochoa@example.com", Phone: "480-555-0175", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"kyle", steward.ProCreate{Name: "Kyle Brandt", Email: "kyle@brandtrepair.example", Phone: "480-555-0176", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brenda", steward.ProCreate{Name: "Brenda Falk", Email: "brenda.falk@example.com", Phone: "609-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"morrison", "victorian", "Jen Morrison", "2026-02-28 16:00", "2026-03-05 10:00", 8}, // under way, out tomorrow
		{"kaplan", "down", "David Kaplan", "2026-03-02 16:00", "2026-03-06 10:00", 5},        // under way, out Friday
		{"schultz", "camelback", "Karen Schultz", "2026-03-01 16:00", "2026-03-07 10:00", 2}, // under way, out Saturday
		{"walsh", "up", "Brian Walsh", "2026-03-04 16:00", "2026-03-08 10:00", 6},            // arriving today
		{"nguyen", "victorian", "Linh Nguyen", "2026-03-05 16:00", "2026-03-09 10:00", 10},   // same-day turn tomorrow
		{"ferraro", "down", "Tony Ferraro", "2026-03-06 16:00", "2026-03-10 10:00", 4},       // back-to-back Friday
		{"becker", "camelback", "Tom Becker", "2026-03-08 16:00", "2026-03-14 10:00", 4},     // after an orphan night
		{"alvarez", "sabino", "Rosa Alvarez", "2026-03-10 16:00", "2026-03-17 10:00", 2},     // next week
		{"hollis", "crest", "Greg Hollis", "2026-03-12 16:00", "2026-03-15 10:00", 3},        // owner stay, next week
	}); err != nil {
		return nil, err
	}
	// The platforms' confirmation codes (the Ferraros and the owner booked
	// direct and keep the generated one).
	codes := map[string]string{"morrison": "HMXK2Q", "nguyen": "HMN8W2", "kaplan": "HA-7QK31P", "walsh": "HMB4TZ",
		"schultz": "HA-2MZ88C", "becker": "HMQ7RJ", "alvarez": "HA-5LP0WX"}
	for key, code := range codes {
		found := false
		for _, s := range m.stays {
			if s.ID == r.stays[key] {
				s.ConfirmationCode, found = code, true
			}
		}
		if !found {
			return nil, fmt.Errorf("stay %s not found", key)
		}
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "up_prep", Property: "up", Service: "cleaning", At: "2026-03-04 11:00", Pro: "shore", Status: "confirmed", Notes: "Pre-arrival clean for the Walsh party"},
		{Key: "up_inspect", Property: "up", Service: "inspection", At: "2026-03-04 14:30", Pro: "tasha", Notes: "Pre-arrival inspection"},
		{Key: "vic_turn", Property: "victorian", Service: "cleaning", At: "2026-03-05 10:00", Pro: "maria", Status: "confirmed", Notes: "Same-day turn, Nguyens in at 4"},
		{Key: "vic_linen", Property: "victorian", Service: "restocking", At: "2026-03-05 15:00", Notes: "Linen swap and welcome basket"},
		{Key: "down_turn", Property: "down", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tasha", Status: "confirmed"},
		{Key: "down_shower", Property: "down", Service: "maintenance", At: "2026-03-06 13:30", Pro: "vince", Notes: "Outdoor shower valve dripping, replace the cartridge"},
		{Key: "cb_turn", Property: "camelback", Service: "cleaning", At: "2026-03-07 10:00", Pro: "luis", Status: "confirmed"},
		{Key: "cb_misting", Property: "camelback", Service: "maintenance", At: "2026-03-07 13:00", Pro: "kyle", Notes: "Patio misting system pump not priming"},
		{Key: "up_turn", Property: "up", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "cb_restock", Property: "camelback", Service: "restocking", At: "2026-03-08 12:00", Pro: "luis"},
		{Key: "vic_turn2", Property: "victorian", Service: "cleaning", At: "2026-03-09 10:00", Pro: "maria"},
		{Key: "sab_inspect", Property: "sabino", Service: "inspection", At: "2026-03-09 11:00", Pro: "luis", Notes: "Pre-arrival inspection, check the AC filters"},
		{Key: "down_turn2", Property: "down", Service: "cleaning", At: "2026-03-10 10:00", Pro: "shore"},
		{Key: "sab_clean", Property: "sabino", Service: "cleaning", At: "2026-03-10 09:00"},
		{Key: "vic_fire", Property: "victorian", Service: "inspection", At: "2026-03-10 13:00", Pro: "tasha", Notes: "Annual smoke and CO detector check for the rental license"},
		{Key: "crest_dehum", Property: "crest", Service: "maintenance", At: "2026-03-11 10:00", Pro: "vince", Notes: "Dehumidifier in the hall closet not draining"},
		{Key: "crest_deep", Property: "crest", Service: "cleaning", At: "2026-03-12 10:00", Pro: "tasha", Notes: "Deep turn before the owner stay"},
		{Key: "vic_past_door", Property: "victorian", Service: "maintenance", At: "2026-02-27 10:00", Pro: "vince", Status: "completed", Notes: "Fixed the sticking pocket door in the parlor"},
		{Key: "cb_past_clean", Property: "camelback", Service: "cleaning", At: "2026-03-01 10:00", Pro: "luis", Status: "completed"},
		{Key: "down_past_clean", Property: "down", Service: "cleaning", At: "2026-03-02 10:00", Pro: "tasha", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
