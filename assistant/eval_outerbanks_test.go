package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// outerbanksFixture is the evaluation's account for the cases marked
// "fixture": "outerbanks" (testdata/eval/cases_blind40.json), written
// before reading the engine: a host on the Outer Banks of North Carolina
// with one condo in Virginia Beach, all on Eastern time (at evalNow it is
// 09:00 everywhere). The beach houses change over weekly on Saturdays:
// out at 10:00, in at 16:00.
//
// Seven properties: Wild Horse Haven in Corolla, in the 4x4 area (5
// bedrooms, 4 baths: a five-hour clean; a pool); The Osprey Nest in Duck
// (3 bedrooms, 2 baths: 3h15); The Soundside, also in Duck, on the sound
// with a pier, without a stay; a house known by its street only, "4512 S
// Virginia Dare Trail", in Nags Head (4 bedrooms, 3 baths: a four-hour
// clean; a pool); The Saltbox in Hatteras (15:00 check-in, 10:00
// check-out; 2 bedrooms, 1 bath: 2h30); Live Oak Cottage in Ocracoke
// (16:00 in, 11:00 out; 1 bedroom, 1 bath: two hours), reached by the
// ferry; and Sandpiper 604, a condo in Virginia Beach (15:00 in, 11:00
// out; 2 bedrooms, 2 baths: 2h45). Two properties are in Duck.
//
// Seven pros: Marisol Quintero, called Mari, a cleaner; Tanner Midgett, a
// second cleaner; a pool company known by its name and e-mail (Sandbar
// Pool & Spa, Wes Tillett); Hank Etheridge, a handyman (shutters, decks,
// leaks); Renee Basnight, an inspector; Crystal Gaskins, who cleans and
// restocks down on Hatteras and Ocracoke; and an inactive cleaner (Bobbi
// Scarborough).
//
// Stays: the Pruitt family at Wild Horse Haven (out Saturday 10:00) and
// the Delgado family in the same afternoon (in Saturday 16:00, out the
// next Saturday); the Ferebees arriving at The Osprey Nest tomorrow (out
// Sunday 10:00); the Kowalczyk family at 4512 from Saturday to the next
// Saturday, with no turnover booked after them; the Halvorsens under way
// at The Saltbox (out Friday 10:00); the Whitakers at Live Oak Cottage
// next Tuesday to Friday, with no clean booked before them; and the
// Abernathys arriving at Sandpiper 604 today at 15:00 (out Sunday 11:00).
// Maintenance is known by its notes ("Pool pump losing prime", "Open and
// balance the pool", "storm shutters", "Slow drip from the bathroom
// ceiling", "cracked boards on the pier"). Daylight saving time starts on
// Sunday 8 March.
func outerbanksFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"horse", steward.AddressCreate{Street: "1043 Sandfiddler Rd", City: "Corolla", State: "NC", Zip: "27927", Nickname: strp("Wild Horse Haven"),
			AccessInstructions: strp("4x4 only past the end of the pavement; air down to 20 psi. Keypad on the ground-floor door, code 7720. Pool gate code 1955."),
			Bedrooms:           intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"osprey", steward.AddressCreate{Street: "128 Sea Tern Dr", City: "Duck", State: "NC", Zip: "27949", Nickname: strp("The Osprey Nest"),
			AccessInstructions: strp("Keypad on the top-deck door, code 3141. Outdoor shower key on the hook under the stairs."),
			Bedrooms:           intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"soundside", steward.AddressCreate{Street: "1190 Duck Rd", City: "Duck", State: "NC", Zip: "27949", Nickname: strp("The Soundside"),
			AccessInstructions: strp("Lockbox on the pier railing, code 0808. Kayaks in the crawlspace, paddles in the laundry room."),
			Bedrooms:           intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2000), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"vdt", steward.AddressCreate{Street: "4512 S Virginia Dare Trail", City: "Nags Head", State: "NC", Zip: "27959",
			AccessInstructions: strp("Smart lock on the carport door, code 4512. Pool equipment in the locked closet under the stairs, key on the ring."),
			Bedrooms:           intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"saltbox", steward.AddressCreate{Street: "57230 Kohler Dr", City: "Hatteras", State: "NC", Zip: "27943", Nickname: strp("The Saltbox"),
			AccessInstructions: strp("Key in the lockbox on the fish-cleaning table, code 2203."),
			Bedrooms:           intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000), CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"liveoak", steward.AddressCreate{Street: "210 Howard St", City: "Ocracoke", State: "NC", Zip: "27960", Nickname: strp("Live Oak Cottage"),
			AccessInstructions: strp("Hatteras ferry, then a bike ride from the landing. Key under the conch shell by the back step."),
			Bedrooms:           intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"condo", steward.AddressCreate{Street: "3300 Atlantic Ave Unit 604", City: "Virginia Beach", State: "VA", Zip: "23451", Nickname: strp("Sandpiper 604"),
			AccessInstructions: strp("Fob for the garage and the elevator in the lockbox by the loading dock, code 6046. Park in spot 604 only."),
			Bedrooms:           intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100), CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Quintero", Email: "marisol.quintero@example.com", Phone: "555-4001", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tanner", steward.ProCreate{Name: "Tanner Midgett", Email: "tanner.midgett@example.com", Phone: "555-4002", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sandbar", steward.ProCreate{Name: "Sandbar Pool & Spa", Email: "service@sandbarpools.example", Phone: "555-4003", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hank", steward.ProCreate{Name: "Hank Etheridge", Email: "hank@etheridgerepair.example", Phone: "555-4004", Services: []steward.ServiceType{steward.Maintenance}}},
		{"renee", steward.ProCreate{Name: "Renee Basnight", Email: "renee@obxinspect.example", Phone: "555-4005", Services: []steward.ServiceType{steward.Inspection}}},
		{"crystal", steward.ProCreate{Name: "Crystal Gaskins", Email: "crystal.gaskins@example.com", Phone: "555-4006", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bobbi", steward.ProCreate{Name: "Bobbi Scarborough", Email: "bobbi.scarborough@example.com", Phone: "555-4007", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"pruitt", "horse", "Pruitt Family", "2026-02-28 16:00", "2026-03-07 10:00", 8},         // under way, out Saturday
		{"delgado", "horse", "Delgado Family", "2026-03-07 16:00", "2026-03-14 10:00", 10},      // same-day changeover Saturday
		{"ferebee", "osprey", "Ferebee Family", "2026-03-05 16:00", "2026-03-08 10:00", 4},      // arrives tomorrow
		{"kowalczyk", "vdt", "Kowalczyk Family", "2026-03-07 16:00", "2026-03-14 10:00", 6},     // Saturday to Saturday, no turnover after
		{"halvorsen", "saltbox", "Ingrid Halvorsen", "2026-03-02 15:00", "2026-03-06 10:00", 2}, // under way, out Friday
		{"whitaker", "liveoak", "Whitaker Family", "2026-03-10 16:00", "2026-03-13 11:00", 3},   // next week, no clean booked before
		{"abernathy", "condo", "Dana Abernathy", "2026-03-04 15:00", "2026-03-08 11:00", 3},     // arrives today
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-04 08:00", Pro: "marisol", Status: "in_progress"},
		{Key: "osprey_prep", Property: "osprey", Service: "cleaning", At: "2026-03-05 09:00", Pro: "tanner", Status: "confirmed"},
		{Key: "condo_leak", Property: "condo", Service: "maintenance", At: "2026-03-05 14:00", Pro: "hank", Notes: "Slow drip from the bathroom ceiling, probably the unit above", DuringStay: true}, // the Abernathys will be in
		{Key: "vdt_pool", Property: "vdt", Service: "maintenance", At: "2026-03-06 10:00", Pro: "sandbar", Notes: "Pool pump losing prime, air in the strainer basket"},
		{Key: "saltbox_turn", Property: "saltbox", Service: "cleaning", At: "2026-03-06 10:00", Pro: "crystal", Status: "confirmed"},
		{Key: "saltbox_restock", Property: "saltbox", Service: "restocking", At: "2026-03-06 13:00", Pro: "crystal"},
		{Key: "vdt_inspect", Property: "vdt", Service: "inspection", At: "2026-03-06 14:00", Pro: "renee"},
		{Key: "horse_turn", Property: "horse", Service: "cleaning", At: "2026-03-07 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "vdt_prep", Property: "vdt", Service: "cleaning", At: "2026-03-07 11:00", Pro: "tanner", Status: "confirmed"},
		{Key: "horse_pool", Property: "horse", Service: "maintenance", At: "2026-03-07 13:00", Pro: "sandbar", Notes: "Open and balance the pool, heater on for the Delgados"},
		{Key: "horse_restock", Property: "horse", Service: "restocking", At: "2026-03-07 15:00", Pro: "crystal"},
		{Key: "osprey_turn", Property: "osprey", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "condo_clean", Property: "condo", Service: "cleaning", At: "2026-03-08 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "soundside_inspect", Property: "soundside", Service: "inspection", At: "2026-03-09 10:00", Pro: "renee", Status: "cancelled"},
		{Key: "liveoak_inspect", Property: "liveoak", Service: "inspection", At: "2026-03-09 12:00", Pro: "renee"},
		{Key: "saltbox_shutters", Property: "saltbox", Service: "maintenance", At: "2026-03-10 10:00", Pro: "hank", Notes: "Check the storm shutters and re-anchor the loose ones before hurricane season"},
		{Key: "soundside_pier", Property: "soundside", Service: "maintenance", At: "2026-03-11 09:00", Pro: "hank", Notes: "Replace two cracked boards on the pier"},
		{Key: "horse_turn2", Property: "horse", Service: "cleaning", At: "2026-03-14 10:00"},
		{Key: "horse_past_pool", Property: "horse", Service: "maintenance", At: "2026-02-24 10:00", Pro: "sandbar", Status: "completed", Notes: "Replaced the pool pump seal"},
		{Key: "liveoak_past_clean", Property: "liveoak", Service: "cleaning", At: "2026-02-27 11:00", Pro: "crystal", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
