package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// idahoFixture is the evaluation's account for the cases marked
// "fixture": "idaho" (testdata/eval/cases_blind34.json), written before
// reading the engine: a host with properties in two Idaho time zones. On
// Mountain time (America/Boise, from the state): the Warm Springs Chalet in
// Ketchum (4 bedrooms, 3 baths: a four-hour clean; check-out 10:00), the
// Bluebird Condo in Sun Valley ("240 Elkhorn Rd Unit 12") and the Payette
// Lake Cabin in McCall (check-in 15:00). On Pacific time, set by hand for
// the panhandle: the Tubbs Hill Cottage in Coeur d'Alene, The Schweitzer
// Loft in Sandpoint (check-out 10:00), and a house known by its street
// only, "417 N First Ave", also in Sandpoint (two Sandpoint places).
// Seven pros: Rosa Delgado, a cleaner in the Wood River Valley; Tanner
// Hulse, a handyman; Kaylee Ostrander, who cleans and restocks; Noor
// Haddad, a cleaner in the panhandle; a plumber known by his company's
// e-mail (Lakeland Plumbing, Curt Wendling); Hollis Grant, an inspector;
// and an inactive cleaner (Dusty Kimball). Stays: the Bergstrom family at
// the chalet, out Friday, and the Satos there from Saturday; the Yazzies
// arriving at the cabin today; Margot Delacroix at the condo this weekend
// with no turnover booked after her; the Abernathys at the cottage, out
// tomorrow (Pacific time); Marek Kowalczyk at the loft next week with no
// turnover booked after him; the Halvorsen family at 417 N First the
// weekend after. Maintenance is known by its notes ("Plow the driveway",
// "Hot tub GFCI keeps tripping", "Garbage disposal jammed", "Boiler
// annual service"). At evalNow it is 07:00 in Ketchum and McCall and
// 06:00 in Coeur d'Alene and Sandpoint; daylight saving time starts on
// Sunday 8 March.
func idahoFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const pacific = "America/Los_Angeles"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"chalet", steward.AddressCreate{Street: "118 Warm Springs Rd", City: "Ketchum", State: "ID", Zip: "83340", Nickname: strp("Warm Springs Chalet"),
			AccessInstructions: strp("Keypad on the boot-room door, code 8812. Ski lockers in the garage, key on the hook."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"condo", steward.AddressCreate{Street: "240 Elkhorn Rd Unit 12", City: "Sun Valley", State: "ID", Zip: "83353", Nickname: strp("Bluebird Condo"),
			AccessInstructions: strp("Lockbox on the stair railing, code 2404. Guest parking is spot 12 only."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
		{"cabin", steward.AddressCreate{Street: "1402 Warren Wagon Rd", City: "McCall", State: "ID", Zip: "83638", Nickname: strp("Payette Lake Cabin"),
			AccessInstructions: strp("Key in the lockbox on the woodshed, code 1402. Hot tub breaker is in the mudroom panel."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"cottage", steward.AddressCreate{Street: "612 E Lakeside Ave", City: "Coeur d'Alene", State: "ID", Zip: "83814", Nickname: strp("Tubbs Hill Cottage"),
			AccessInstructions: strp("Smart lock on the porch door, code 6120."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(980), Timezone: pacific}},
		{"loft", steward.AddressCreate{Street: "88 Crystal Springs Ln", City: "Sandpoint", State: "ID", Zip: "83864", Nickname: strp("The Schweitzer Loft"),
			AccessInstructions: strp("Keypad 5151 on the side entrance; chains required on the road up after a storm."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			Timezone: pacific, CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"firstave", steward.AddressCreate{Street: "417 N First Ave", City: "Sandpoint", State: "ID", Zip: "83864",
			AccessInstructions: strp("Keys with the neighbor at 419 (Mrs. Pruitt) or the lockbox on the back gate, code 4170."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900),
			Timezone: pacific}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "555-3401", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tanner", steward.ProCreate{Name: "Tanner Hulse", Email: "tanner@hulsehandyman.example", Phone: "555-3402", Services: []steward.ServiceType{steward.Maintenance}}},
		{"kaylee", steward.ProCreate{Name: "Kaylee Ostrander", Email: "kaylee.ostrander@example.com", Phone: "555-3403", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"noor", steward.ProCreate{Name: "Noor Haddad", Email: "noor.haddad@example.com", Phone: "555-3404", Services: []steward.ServiceType{steward.Cleaning}}},
		{"lakeland", steward.ProCreate{Name: "Curt Wendling", Email: "service@lakelandplumbing.example", Phone: "555-3405", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hollis", steward.ProCreate{Name: "Hollis Grant", Email: "hollis@gemstateinspect.example", Phone: "555-3406", Services: []steward.ServiceType{steward.Inspection}}},
		{"dusty", steward.ProCreate{Name: "Dusty Kimball", Email: "dusty.kimball@example.com", Phone: "555-3407", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"bergstrom", "chalet", "Bergstrom Family", "2026-03-01 16:00", "2026-03-06 10:00", 6},   // under way, out Friday
		{"sato", "chalet", "Sato Family", "2026-03-07 16:00", "2026-03-11 10:00", 4},             // from Saturday
		{"yazzie", "cabin", "Yazzie Family", "2026-03-04 15:00", "2026-03-08 11:00", 5},          // arrives today
		{"delacroix", "condo", "Margot Delacroix", "2026-03-06 16:00", "2026-03-09 11:00", 3},    // this weekend, no turnover after
		{"abernathy", "cottage", "Abernathy Family", "2026-02-28 16:00", "2026-03-05 11:00", 4},  // out tomorrow, Pacific time
		{"kowalczyk", "loft", "Marek Kowalczyk", "2026-03-10 16:00", "2026-03-13 10:00", 2},      // next week, no turnover after
		{"halvorsen", "firstave", "Halvorsen Family", "2026-03-13 16:00", "2026-03-15 11:00", 6}, // the weekend after
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-04 07:00", Pro: "kaylee", Status: "in_progress"},
		{Key: "cabin_plow", Property: "cabin", Service: "maintenance", At: "2026-03-04 12:00", Pro: "tanner", Status: "confirmed", Notes: "Plow the driveway and shovel the deck stairs before the Yazzies arrive"},
		{Key: "cottage_turn", Property: "cottage", Service: "cleaning", At: "2026-03-05 11:00", Pro: "noor", Status: "confirmed"},
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-05 13:00", Pro: "rosa"},
		{Key: "cabin_hottub", Property: "cabin", Service: "maintenance", At: "2026-03-05 14:00", Pro: "tanner", Notes: "Hot tub GFCI keeps tripping", DuringStay: true}, // the Yazzies asked
		{Key: "chalet_turn", Property: "chalet", Service: "cleaning", At: "2026-03-06 10:00", Pro: "rosa", Status: "confirmed"},
		{Key: "cottage_disposal", Property: "cottage", Service: "maintenance", At: "2026-03-06 10:00", Pro: "lakeland", Notes: "Garbage disposal jammed, hums but won't spin"},
		{Key: "condo_restock", Property: "condo", Service: "restocking", At: "2026-03-06 13:00", Pro: "kaylee"},
		{Key: "cabin_turn", Property: "cabin", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "firstave_inspect", Property: "firstave", Service: "inspection", At: "2026-03-09 10:00", Pro: "hollis", Status: "cancelled"},
		{Key: "loft_inspect", Property: "loft", Service: "inspection", At: "2026-03-09 13:00", Pro: "hollis"},
		{Key: "condo_inspect", Property: "condo", Service: "inspection", At: "2026-03-10 10:00", Pro: "hollis"},
		{Key: "chalet_turn2", Property: "chalet", Service: "cleaning", At: "2026-03-11 10:00", Pro: "rosa"},
		{Key: "chalet_boiler", Property: "chalet", Service: "maintenance", At: "2026-03-11 14:00", Pro: "tanner", Notes: "Boiler annual service and swap the furnace filters"},
		{Key: "firstave_clean", Property: "firstave", Service: "cleaning", At: "2026-03-12 10:00", Pro: "noor"},
		{Key: "firstave_restock", Property: "firstave", Service: "restocking", At: "2026-03-13 12:00", Pro: "kaylee"},
		{Key: "cottage_past_fix", Property: "cottage", Service: "maintenance", At: "2026-02-24 10:00", Pro: "lakeland", Status: "completed", Notes: "Replaced the water heater element"},
		{Key: "chalet_past_clean", Property: "chalet", Service: "cleaning", At: "2026-02-28 10:00", Pro: "rosa", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
