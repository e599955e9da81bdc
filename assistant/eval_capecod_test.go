package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// capecodFixture is the evaluation's account for the cases marked
// "fixture": "capecod" (testdata/eval/cases_blind38.json), written before
// reading the engine: a host on Cape Cod and the Islands with one flat in
// Vermont, all on Eastern time. Two properties are in Provincetown: the
// Captain's Rest (17 Bradford St, 10:00 check-out) and a flat known by its
// street only, "8 Pearl St". The Oyster Shack is in Wellfleet, the
// Shining Sea House in Falmouth (4 bedrooms, 3 baths: a four-hour clean),
// the Gingerbread Cottage in Oak Bluffs on Martha's Vineyard (15:00
// check-in, 10:00 check-out), the Whaler's House on Nantucket (10:00
// check-out; 3 bedrooms, 2.5 baths: a three-and-a-half-hour clean) and
// the Maple Flat in Burlington, Vermont.
//
// Seven pros: Rosa Medeiros, a cleaner; Tiago Fernandes, who cleans and
// restocks on the islands; Kevin Doherty, called Kev, a handyman; a
// plumber on the islands known by his company's e-mail (Island Plumbing,
// Marcus Hollis); Nell Coffin, an inspector; Josie Tremblay, who cleans
// and restocks in Burlington; and an inactive cleaner (Maeve Sullivan).
//
// Stays: the Mahoneys at the Captain's Rest (out tomorrow at 10), the
// Delacroix family arriving at the Gingerbread Cottage today (out Sunday
// at 10), Linh Nguyen under way at the Maple Flat (out Saturday), the
// Abernathys at the Whaler's House from Friday to Monday, the Pereiras at
// the Oyster Shack from Saturday to Tuesday, the Hollanders at 8 Pearl St
// from Monday to Wednesday with no clean booked before them, the
// Fitzgeralds at the Shining Sea House next Thursday to Sunday with no
// clean booked before them either, and the Kowalskis at the Maple Flat
// from next Thursday. Maintenance is known by its notes ("No hot water in
// the outdoor shower", "Kitchen faucet dripping", "Deck railing loose",
// "Sliding door to the deck sticks"). Daylight saving time starts on
// Sunday 8 March.
func capecodFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"captains", steward.AddressCreate{Street: "17 Bradford St", City: "Provincetown", State: "MA", Zip: "02657", Nickname: strp("Captain's Rest"),
			AccessInstructions: strp("Lockbox on the porch rail, code 1620. Outdoor shower key hangs inside the pantry door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"pearl", steward.AddressCreate{Street: "8 Pearl St", City: "Provincetown", State: "MA", Zip: "02657",
			AccessInstructions: strp("Keypad on the side gate, code 4826; the flat is up the outside stairs."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"shack", steward.AddressCreate{Street: "55 Chequessett Neck Rd", City: "Wellfleet", State: "MA", Zip: "02667", Nickname: strp("The Oyster Shack"),
			AccessInstructions: strp("Key under the big quahog shell by the kitchen door. Sandy driveway: don't park on the shoulder."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"shining", steward.AddressCreate{Street: "240 Menauhant Rd", City: "Falmouth", State: "MA", Zip: "02536", Nickname: strp("Shining Sea House"),
			AccessInstructions: strp("Smart lock on the front door, code 7341. Beach chairs in the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"ginger", steward.AddressCreate{Street: "9 Trinity Park", City: "Oak Bluffs", State: "MA", Zip: "02557", Nickname: strp("Gingerbread Cottage"),
			AccessInstructions: strp("Key in the lockbox under the porch swing, code 1868. Ferry to Oak Bluffs or Vineyard Haven."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"whaler", steward.AddressCreate{Street: "14 Orange St", City: "Nantucket", State: "MA", Zip: "02554", Nickname: strp("The Whaler's House"),
			AccessInstructions: strp("Keypad on the garden door, code 1846. Bikes in the shed, lock code 0554."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"maple", steward.AddressCreate{Street: "118 North Ave Apt 3", City: "Burlington", State: "VT", Zip: "05401", Nickname: strp("The Maple Flat"),
			AccessInstructions: strp("Buzz 3; keys in the lockbox on the back stair railing, code 0540. Street parking only, odd side overnight."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Medeiros", Email: "rosa.medeiros@example.com", Phone: "555-3801", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tiago", steward.ProCreate{Name: "Tiago Fernandes", Email: "tiago@islandturnovers.example", Phone: "555-3802", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kevin", steward.ProCreate{Name: "Kevin Doherty", Email: "kev@dohertyfixit.example", Phone: "555-3803", Services: []steward.ServiceType{steward.Maintenance}}},
		{"islandplumb", steward.ProCreate{Name: "Marcus Hollis", Email: "service@islandplumbing.example", Phone: "555-3804", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nell", steward.ProCreate{Name: "Nell Coffin", Email: "nell@grayladyinspect.example", Phone: "555-3805", Services: []steward.ServiceType{steward.Inspection}}},
		{"josie", steward.ProCreate{Name: "Josie Tremblay", Email: "josie.tremblay@example.com", Phone: "555-3806", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"maeve", steward.ProCreate{Name: "Maeve Sullivan", Email: "maeve.sullivan@example.com", Phone: "555-3807", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"mahoney", "captains", "Mahoney Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},      // out tomorrow
		{"delacroix", "ginger", "Delacroix Family", "2026-03-04 15:00", "2026-03-08 10:00", 3},    // arrives today
		{"nguyen", "maple", "Linh Nguyen", "2026-03-02 16:00", "2026-03-07 11:00", 2},             // under way
		{"abernathy", "whaler", "Abernathy Family", "2026-03-06 16:00", "2026-03-09 10:00", 6},    // this weekend
		{"pereira", "shack", "Pereira Family", "2026-03-07 16:00", "2026-03-10 11:00", 4},         // Saturday to Tuesday
		{"hollander", "pearl", "Greta Hollander", "2026-03-09 16:00", "2026-03-11 11:00", 2},      // no clean booked before
		{"fitzgerald", "shining", "Fitzgerald Family", "2026-03-12 16:00", "2026-03-15 11:00", 5}, // no clean booked before
		{"kowalski", "maple", "Kowalski Family", "2026-03-12 16:00", "2026-03-15 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "ginger_prep", Property: "ginger", Service: "cleaning", At: "2026-03-04 08:00", Pro: "tiago", Status: "in_progress"},
		{Key: "captains_turn", Property: "captains", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosa", Status: "confirmed"},
		{Key: "whaler_shower", Property: "whaler", Service: "maintenance", At: "2026-03-05 10:00", Pro: "islandplumb", Notes: "No hot water in the outdoor shower"},
		{Key: "shack_railing", Property: "shack", Service: "maintenance", At: "2026-03-05 13:00", Pro: "kevin", Notes: "Deck railing loose by the stairs to the yard"},
		{Key: "ginger_faucet", Property: "ginger", Service: "maintenance", At: "2026-03-05 14:00", Pro: "islandplumb", Notes: "Kitchen faucet dripping", DuringStay: true}, // the Delacroix family asked
		{Key: "whaler_prep", Property: "whaler", Service: "cleaning", At: "2026-03-06 09:00", Pro: "tiago", Status: "confirmed"},
		{Key: "shining_inspect", Property: "shining", Service: "inspection", At: "2026-03-06 10:00", Pro: "nell"},
		{Key: "whaler_restock", Property: "whaler", Service: "restocking", At: "2026-03-06 13:00", Pro: "tiago"},
		{Key: "shack_prep", Property: "shack", Service: "cleaning", At: "2026-03-07 09:00", Pro: "rosa"},
		{Key: "maple_turn", Property: "maple", Service: "cleaning", At: "2026-03-07 11:00", Pro: "josie", Status: "confirmed"},
		{Key: "ginger_turn", Property: "ginger", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "whaler_turn", Property: "whaler", Service: "cleaning", At: "2026-03-09 10:00", Pro: "tiago", Status: "confirmed"},
		{Key: "pearl_inspect", Property: "pearl", Service: "inspection", At: "2026-03-09 10:00", Pro: "nell", Status: "cancelled"},
		{Key: "shack_turn", Property: "shack", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "shining_slider", Property: "shining", Service: "maintenance", At: "2026-03-10 10:00", Pro: "kevin", Notes: "Sliding door to the deck sticks"},
		{Key: "maple_restock", Property: "maple", Service: "restocking", At: "2026-03-11 14:00", Pro: "josie"},
		{Key: "shack_past_fix", Property: "shack", Service: "maintenance", At: "2026-02-24 10:00", Pro: "kevin", Status: "completed", Notes: "Replaced the outdoor shower valve"},
		{Key: "pearl_past_clean", Property: "pearl", Service: "cleaning", At: "2026-02-26 10:00", Pro: "rosa", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
