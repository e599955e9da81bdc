package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// keysFixture is the evaluation's account for the cases marked
// "fixture": "keys" (testdata/eval/cases_blind43.json), written before
// reading the engine: a host in the Florida Keys on Eastern time (the
// Mangrove House in Key Largo, 3 bedrooms and 2 baths; the Tarpon Cottage
// in Islamorada with a 15:00 check-in and a 10:00 check-out; a house known
// by its street only, "1550 Sombrero Blvd" in Marathon, 4 bedrooms and 3
// baths, rented to fishing groups; the Key Deer Hideaway on Big Pine Key;
// and the Conch House in Key West, 3 bedrooms and 2.5 baths), and one on
// Central time (the Pelican Perch on Pensacola Beach, 10:00 check-out).
// Seven pros: Marisol Ferrer, a cleaner; Tyrell Jenkins (T.J.), who cleans
// and restocks; Gus Pappas, a handyman who puts up the hurricane shutters;
// Keys Bug Busters, a pest-control company known by its name (Ray
// Delgado); Nadia Osei, an inspector; Wendy Pruitt, who cleans and
// restocks in Pensacola; and an inactive cleaner (Lorna Biggs). Stays: the
// Bergstrom fishing party under way at Sombrero Blvd (out Friday), the
// Abernathys checking out of the Tarpon Cottage tomorrow, the Delacroix
// family arriving at the Conch House today, Thanh Nguyen at the Mangrove
// House this weekend, the Kowalskis at the Pelican Perch from Saturday
// (Central time), Dana Fairweather at the Key Deer Hideaway next week with
// no turnover booked before her, and the Ruiz fishing group at the Tarpon
// Cottage next week. Maintenance is known by its notes. Cleaning takes
// 3h15 at the Mangrove House, 2h30 at the Tarpon Cottage, 4h at Sombrero
// Blvd, 2h45 at the Hideaway and the Perch and 3h30 at the Conch House.
// Daylight saving time starts on Sunday 8 March.
func keysFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"largo", steward.AddressCreate{Street: "102 Ocean Bay Dr", City: "Key Largo", State: "FL", Zip: "33037", Nickname: strp("Mangrove House"),
			AccessInstructions: strp("Lockbox under the stilt stairs, code 3303. Kayaks in the boat shed."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"tarpon", steward.AddressCreate{Street: "81 Sea Grape Ln", City: "Islamorada", State: "FL", Zip: "33036", Nickname: strp("Tarpon Cottage"),
			AccessInstructions: strp("Keypad on the front door, code 8136."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"sombrero", steward.AddressCreate{Street: "1550 Sombrero Blvd", City: "Marathon", State: "FL", Zip: "33050",
			AccessInstructions: strp("Garage keypad 1550. Fish-cleaning station on the dock; hose it down after."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"hideaway", steward.AddressCreate{Street: "31 Key Deer Blvd", City: "Big Pine Key", State: "FL", Zip: "33043", Nickname: strp("Key Deer Hideaway"),
			AccessInstructions: strp("Key in the lockbox on the gate, code 3104. Don't feed the deer."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"conch", steward.AddressCreate{Street: "612 Eaton St", City: "Key West", State: "FL", Zip: "33040", Nickname: strp("Conch House"),
			AccessInstructions: strp("Smart lock on the porch door, code 6120. Bikes are in the side yard."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1800)}},
		{"perch", steward.AddressCreate{Street: "418 Fort Pickens Rd", City: "Pensacola Beach", State: "FL", Zip: "32561", Nickname: strp("Pelican Perch"),
			Timezone: "America/Chicago", AccessInstructions: strp("Condo 4B; fob in the lockbox by the elevator, code 4184."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Ferrer", Email: "marisol.ferrer@example.com", Phone: "555-4301", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tj", steward.ProCreate{Name: "Tyrell Jenkins", Email: "tj.jenkins@example.com", Phone: "555-4302", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gus", steward.ProCreate{Name: "Gus Pappas", Email: "gus@pappashandyman.example", Phone: "555-4303", Services: []steward.ServiceType{steward.Maintenance}}},
		{"bugs", steward.ProCreate{Name: "Ray Delgado", Email: "service@keysbugbusters.example", Phone: "555-4304", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nadia", steward.ProCreate{Name: "Nadia Osei", Email: "nadia@islandinspect.example", Phone: "555-4305", Services: []steward.ServiceType{steward.Inspection}}},
		{"wendy", steward.ProCreate{Name: "Wendy Pruitt", Email: "wendy.pruitt@example.com", Phone: "555-4306", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lorna", steward.ProCreate{Name: "Lorna Biggs", Email: "lorna.biggs@example.com", Phone: "555-4307", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"bergstrom", "sombrero", "Bergstrom Fishing Party", "2026-03-01 16:00", "2026-03-06 11:00", 6}, // under way, out Friday
		{"abernathy", "tarpon", "Abernathy Family", "2026-03-02 15:00", "2026-03-05 10:00", 3},          // out tomorrow
		{"delacroix", "conch", "Delacroix Family", "2026-03-04 16:00", "2026-03-08 11:00", 5},           // arrives today
		{"nguyen", "largo", "Thanh Nguyen", "2026-03-06 16:00", "2026-03-09 11:00", 4},                  // this weekend
		{"kowalski", "perch", "Kowalski Family", "2026-03-07 16:00", "2026-03-10 10:00", 4},             // Saturday, Central time
		{"fairweather", "hideaway", "Dana Fairweather", "2026-03-11 16:00", "2026-03-14 11:00", 2},      // next week, no turnover booked
		{"ruiz", "tarpon", "Ruiz Fishing Group", "2026-03-12 15:00", "2026-03-15 10:00", 6},             // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "hideaway_clean", Property: "hideaway", Service: "cleaning", At: "2026-03-04 08:00", Pro: "marisol", Status: "in_progress"},
		{Key: "conch_shutters", Property: "conch", Service: "maintenance", At: "2026-03-04 13:00", Pro: "gus", Status: "confirmed", Notes: "Take down the hurricane shutters before the Delacroix family arrives"},
		{Key: "largo_prep", Property: "largo", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "tarpon_turn", Property: "tarpon", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tj", Status: "confirmed"},
		{Key: "conch_ac", Property: "conch", Service: "maintenance", At: "2026-03-05 14:00", Pro: "gus", Notes: "AC dripping water in the primary bedroom", DuringStay: true}, // the Delacroixs reported it
		{Key: "hideaway_inspect", Property: "hideaway", Service: "inspection", At: "2026-03-06 09:00", Pro: "nadia"},
		{Key: "sombrero_turn", Property: "sombrero", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marisol"},
		{Key: "sombrero_pest", Property: "sombrero", Service: "maintenance", At: "2026-03-06 15:00", Pro: "bugs", Notes: "Quarterly pest control spray, inside and out"},
		{Key: "perch_clean", Property: "perch", Service: "cleaning", At: "2026-03-07 10:00", Pro: "wendy", Status: "confirmed"},
		{Key: "perch_restock", Property: "perch", Service: "restocking", At: "2026-03-07 13:00", Pro: "wendy"},
		{Key: "conch_turn", Property: "conch", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "largo_turn", Property: "largo", Service: "cleaning", At: "2026-03-09 11:00", Pro: "tj", Status: "confirmed"},
		{Key: "largo_inspect", Property: "largo", Service: "inspection", At: "2026-03-09 15:00", Pro: "nadia", Status: "cancelled"},
		{Key: "tarpon_dock", Property: "tarpon", Service: "maintenance", At: "2026-03-10 09:00", Pro: "gus", Notes: "Loose dock boards, two planks popped up"},
		{Key: "perch_turn", Property: "perch", Service: "cleaning", At: "2026-03-10 10:00", Pro: "wendy"},
		{Key: "hideaway_termites", Property: "hideaway", Service: "maintenance", At: "2026-03-10 13:00", Pro: "bugs", Notes: "Termite swarmers on the lanai, treat the wood"},
		{Key: "sombrero_past_fix", Property: "sombrero", Service: "maintenance", At: "2026-02-24 10:00", Pro: "gus", Status: "completed", Notes: "Replaced the faucet at the fish-cleaning station"},
		{Key: "largo_past_clean", Property: "largo", Service: "cleaning", At: "2026-02-27 10:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
