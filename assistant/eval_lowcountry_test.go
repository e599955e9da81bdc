package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lowcountryFixture is the evaluation's account for the cases marked
// "fixture": "lowcountry" (testdata/eval/cases_blind35.json), written
// before reading the engine: a host in the Lowcountry of South Carolina
// and Georgia with one condo on the Gulf in Pensacola Beach. On Eastern
// time: Marsh Hen Cottage and the Sea Pines Villa, both on Hilton Head
// Island; a house in Bluffton known by its street only, "42 Calhoun St";
// The Tabby House in Beaufort (4 bedrooms, 3 baths: four hours to clean);
// and the Salt Shaker on Tybee Island, Georgia (check-in 15:00, check-out
// 10:00). On Central time: The Pelican, in Pensacola Beach, Florida
// (whose zone is Eastern by default, so it is set by hand; check-out
// 10:00).
// Seven pros: Rosalind Pinckney, called Roz, a cleaner; Keisha Fripp, who
// cleans and restocks; a plumber known by his company's e-mail (Tidewater
// Plumbing, Earl Simmons); Boone Whitlock, a handyman; an inspector
// (Nadia Okonkwo); Carla Mayhew, who cleans and restocks in Pensacola;
// and an inactive cleaner (Wanda Fennell).
// Stays: the Pettigrews under way at Marsh Hen (out tomorrow), the
// Alstons arriving at the Salt Shaker today (out Sunday at 10:00), the
// Mancini family at the Tabby House this weekend, the Boudreaux family
// under way at the Pelican (out Saturday at 10:00 Central) with the
// Thibodeaux family arriving the same afternoon, the Nakashimas at Marsh
// Hen from Saturday, and the Hutchins couple at the Sea Pines Villa next
// week with no turnover booked before them. 42 Calhoun St has no stay.
// Maintenance is known by its notes ("Storm shutter on the back porch
// hanging off one hinge", "Kitchen sink draining slow", "AC blowing warm
// air in the primary bedroom", "Pressure wash the deck and the outdoor
// shower"). At evalNow it is 09:00 in the Lowcountry and 08:00 in
// Pensacola; daylight saving time starts on Sunday 8 March.
func lowcountryFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"marsh", steward.AddressCreate{Street: "27 Marsh Hawk Rd", City: "Hilton Head Island", State: "SC", Zip: "29928", Nickname: strp("Marsh Hen Cottage"),
			AccessInstructions: strp("Keypad on the screened porch door, code 3141. Bikes and beach chairs are under the house."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1650)}},
		{"seapines", steward.AddressCreate{Street: "71 Lighthouse Rd Unit 412", City: "Hilton Head Island", State: "SC", Zip: "29928", Nickname: strp("Sea Pines Villa"),
			AccessInstructions: strp("Gate pass is on the fridge; unit lockbox on the stair rail, code 0412."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"calhoun", steward.AddressCreate{Street: "42 Calhoun St", City: "Bluffton", State: "SC", Zip: "29910",
			AccessInstructions: strp("Key in the lockbox behind the camellia by the back steps, code 9910."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
		{"tabby", steward.AddressCreate{Street: "705 Bay St", City: "Beaufort", State: "SC", Zip: "29902", Nickname: strp("The Tabby House"),
			AccessInstructions: strp("Smart lock on the side piazza door, code 1861. Parking is on the street only."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"tybee", steward.AddressCreate{Street: "1604 Butler Ave", City: "Tybee Island", State: "GA", Zip: "31328", Nickname: strp("Salt Shaker"),
			AccessInstructions: strp("Lockbox on the outdoor shower post, code 7755. Rinse sand off the chairs before storing."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"pelican", steward.AddressCreate{Street: "1200 Via De Luna Dr Unit 3", City: "Pensacola Beach", State: "FL", Zip: "32561", Nickname: strp("The Pelican"),
			AccessInstructions: strp("Front desk holds the key under the host's name; beach gate code 2468."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			Timezone: "America/Chicago", CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"roz", steward.ProCreate{Name: "Rosalind Pinckney", Email: "roz.pinckney@example.com", Phone: "555-3501", Services: []steward.ServiceType{steward.Cleaning}}},
		{"keisha", steward.ProCreate{Name: "Keisha Fripp", Email: "keisha.fripp@example.com", Phone: "555-3502", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"earl", steward.ProCreate{Name: "Earl Simmons", Email: "service@tidewaterplumbing.example", Phone: "555-3503", Services: []steward.ServiceType{steward.Maintenance}}},
		{"boone", steward.ProCreate{Name: "Boone Whitlock", Email: "boone@whitlockhandyman.example", Phone: "555-3504", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nadia", steward.ProCreate{Name: "Nadia Okonkwo", Email: "nadia@coastalinspect.example", Phone: "555-3505", Services: []steward.ServiceType{steward.Inspection}}},
		{"carla", steward.ProCreate{Name: "Carla Mayhew", Email: "carla.mayhew@example.com", Phone: "555-3506", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wanda", steward.ProCreate{Name: "Wanda Fennell", Email: "wanda.fennell@example.com", Phone: "555-3507", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"pettigrew", "marsh", "Pettigrew Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},     // under way, out tomorrow
		{"alston", "tybee", "Alston Family", "2026-03-04 15:00", "2026-03-08 10:00", 4},           // arrives today
		{"mancini", "tabby", "Mancini Family", "2026-03-06 16:00", "2026-03-09 11:00", 8},         // this weekend
		{"boudreaux", "pelican", "Boudreaux Family", "2026-03-02 16:00", "2026-03-07 10:00", 5},   // under way, Central time
		{"thibodeaux", "pelican", "Thibodeaux Family", "2026-03-07 16:00", "2026-03-11 10:00", 4}, // same-day arrival
		{"nakashima", "marsh", "Ken Nakashima", "2026-03-07 16:00", "2026-03-12 11:00", 3},        // from Saturday
		{"hutchins", "seapines", "Hutchins", "2026-03-10 16:00", "2026-03-14 11:00", 2},           // next week, no turnover booked before
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "tybee_prep", Property: "tybee", Service: "cleaning", At: "2026-03-04 08:00", Pro: "keisha", Status: "in_progress"},
		{Key: "marsh_turn", Property: "marsh", Service: "cleaning", At: "2026-03-05 11:00", Pro: "roz", Status: "confirmed"},
		{Key: "tabby_shutter", Property: "tabby", Service: "maintenance", At: "2026-03-05 13:00", Pro: "boone", Notes: "Storm shutter on the back porch hanging off one hinge"},
		{Key: "pelican_ac", Property: "pelican", Service: "maintenance", At: "2026-03-05 13:00", Notes: "AC blowing warm air in the primary bedroom", DuringStay: true}, // the Boudreaux family reported it
		{Key: "tabby_prep", Property: "tabby", Service: "cleaning", At: "2026-03-06 10:00", Pro: "roz", Status: "confirmed"},
		{Key: "marsh_restock", Property: "marsh", Service: "restocking", At: "2026-03-06 13:00", Pro: "keisha"},
		{Key: "pelican_turn", Property: "pelican", Service: "cleaning", At: "2026-03-07 10:00", Pro: "carla", Status: "confirmed"},
		{Key: "pelican_restock", Property: "pelican", Service: "restocking", At: "2026-03-07 14:00", Pro: "carla"},
		{Key: "tybee_turn", Property: "tybee", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "tabby_turn", Property: "tabby", Service: "cleaning", At: "2026-03-09 11:00", Pro: "keisha"},
		{Key: "calhoun_drain", Property: "calhoun", Service: "maintenance", At: "2026-03-09 10:00", Pro: "earl", Notes: "Kitchen sink draining slow"},
		{Key: "seapines_inspect", Property: "seapines", Service: "inspection", At: "2026-03-09 10:00", Pro: "nadia"},
		{Key: "calhoun_inspect", Property: "calhoun", Service: "inspection", At: "2026-03-10 10:00", Pro: "nadia", Status: "cancelled"},
		{Key: "tybee_wash", Property: "tybee", Service: "maintenance", At: "2026-03-10 09:00", Pro: "boone", Notes: "Pressure wash the deck and the outdoor shower"},
		{Key: "marsh_turn2", Property: "marsh", Service: "cleaning", At: "2026-03-12 11:00", Pro: "roz"},
		{Key: "marsh_past_fix", Property: "marsh", Service: "maintenance", At: "2026-02-26 10:00", Pro: "earl", Status: "completed", Notes: "Replaced the toilet flapper in the hall bath"},
		{Key: "tybee_past_clean", Property: "tybee", Service: "cleaning", At: "2026-02-28 10:00", Pro: "keisha", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
