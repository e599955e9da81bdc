package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sanibelFixture is the evaluation's account for the cases marked
// "fixture": "sanibel" (testdata/eval/cases_blind54.json), written before
// reading the engine: a retired owner on the Gulf in the second week of
// March (spring break), who writes politely and formally in full
// sentences. On Eastern time: the Tarpon House and a house known by its
// street only ("1120 Periwinkle Way"), both on Sanibel; Sea Grape Cottage
// in Captiva, with a 10:00 check-out; the Pelican Perch, a unit in Fort
// Myers Beach; and Banyan Villa in Naples. On Central time: the Perdido
// Condo in Orange Beach, Alabama. Two properties are on Sanibel. Seven
// pros: a pool service company known by its e-mail (Island Pool Care,
// Curtis Bell, service@islandpoolcare.example); Hollis Tate, who repairs
// lanai screens; Inés Villanueva (typed "Ines") and Rosario Mendoza, two
// cleaners; Pam Whitaker, who restocks; Gerald Ostrowski, an inspector;
// and an inactive cleaner who used to do the condo (Lorraine Beck). Stays:
// the Hendricks family under way at the Tarpon House (out tomorrow), Mr.
// and Mrs. Albrecht under way at Sea Grape Cottage (out Saturday at
// 10:00), the Prescotts arriving at 1120 Periwinkle Way today, the
// Thibodeaux family at the Perdido Condo from tomorrow (Central time), the
// Lindstroms at the Pelican Perch this weekend, the Sorensens at the
// Tarpon House from Saturday, and the Fairbanks party at Banyan Villa
// next week, with no turnover booked after them. Maintenance is known by
// its notes ("Lanai screen door closer", "Pool heater keeps tripping the
// breaker", "Outdoor shower drips", "Torn lanai screen panel", "Spa has a
// green tinge", "Balcony sliding door sticks"). Daylight saving time
// starts on Sunday 8 March.
func sanibelFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"tarpon", steward.AddressCreate{Street: "2455 Wulfert Rd", City: "Sanibel", State: "FL", Zip: "33957", Nickname: strp("The Tarpon House"),
			AccessInstructions: strp("Keypad on the front door at the top of the stairs, code 3388. The pool gate latch is set high for the children."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"periwinkle", steward.AddressCreate{Street: "1120 Periwinkle Way", City: "Sanibel", State: "FL", Zip: "33957",
			AccessInstructions: strp("Lockbox on the outdoor shower wall, code 4721."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"captiva", steward.AddressCreate{Street: "11509 Andy Rosse Ln", City: "Captiva", State: "FL", Zip: "33924", Nickname: strp("Sea Grape Cottage"),
			AccessInstructions: strp("Key in the lockbox behind the sea grape by the bike rack, code 9090."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckOutTime: "10:00"}},
		{"fmb", steward.AddressCreate{Street: "5400 Estero Blvd Unit 3", City: "Fort Myers Beach", State: "FL", Zip: "33931", Nickname: strp("The Pelican Perch"),
			AccessInstructions: strp("Smart lock, code 5400. Park only in space 3 under the building."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
		{"naples", steward.AddressCreate{Street: "780 Banyan Blvd", City: "Naples", State: "FL", Zip: "34102", Nickname: strp("Banyan Villa"),
			AccessInstructions: strp("Gate code 1776, then the front door keypad 2468."), Bedrooms: intp(5), Bathrooms: floatp(4.5), SquareFeet: intp(3600)}},
		{"orange", steward.AddressCreate{Street: "26802 Perdido Beach Blvd Unit 1204", City: "Orange Beach", State: "AL", Zip: "36561", Nickname: strp("The Perdido Condo"),
			AccessInstructions: strp("Pick up the parking fob at the front desk; the unit key is in the lockbox by the 12th-floor elevator, code 1204."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"islandpool", steward.ProCreate{Name: "Curtis Bell", Email: "service@islandpoolcare.example", Phone: "555-5401", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tate", steward.ProCreate{Name: "Hollis Tate", Email: "hollis@tatescreens.example", Phone: "555-5402", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ines", steward.ProCreate{Name: "Inés Villanueva", Email: "ines.villanueva@example.com", Phone: "555-5403", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rosario", steward.ProCreate{Name: "Rosario Mendoza", Email: "rosario.mendoza@example.com", Phone: "555-5404", Services: []steward.ServiceType{steward.Cleaning}}},
		{"whitaker", steward.ProCreate{Name: "Pam Whitaker", Email: "pam@islandpantry.example", Phone: "555-5405", Services: []steward.ServiceType{steward.Restocking}}},
		{"ostrowski", steward.ProCreate{Name: "Gerald Ostrowski", Email: "gerald@gulfhomeinspect.example", Phone: "555-5406", Services: []steward.ServiceType{steward.Inspection}}},
		{"beck", steward.ProCreate{Name: "Lorraine Beck", Email: "lorraine.beck@example.com", Phone: "555-5407", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hendricks", "tarpon", "Hendricks Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},   // under way, out tomorrow
		{"albrecht", "captiva", "Dieter Albrecht", "2026-03-02 16:00", "2026-03-07 10:00", 2},    // under way, out Saturday
		{"prescott", "periwinkle", "Prescott Family", "2026-03-04 16:00", "2026-03-08 11:00", 5}, // arrives today
		{"thibodeaux", "orange", "Thibodeaux Family", "2026-03-05 16:00", "2026-03-09 11:00", 4}, // from tomorrow, Central time
		{"lindstrom", "fmb", "Lindstrom Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},      // this weekend
		{"sorensen", "tarpon", "Sorensen Family", "2026-03-07 16:00", "2026-03-12 11:00", 8},     // from Saturday
		{"fairbanks", "naples", "Fairbanks Family", "2026-03-10 16:00", "2026-03-14 11:00", 6},   // next week, no turnover after
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "periwinkle_prep", Property: "periwinkle", Service: "cleaning", At: "2026-03-04 09:00", Pro: "ines", Status: "in_progress"},
		{Key: "captiva_restock", Property: "captiva", Service: "restocking", At: "2026-03-04 15:00", Pro: "whitaker", Status: "confirmed", Notes: "The Albrechts asked for extra beach towels and coffee", DuringStay: true},
		{Key: "tarpon_turn", Property: "tarpon", Service: "cleaning", At: "2026-03-05 11:00", Pro: "ines", Status: "confirmed"},
		{Key: "orange_prep", Property: "orange", Service: "cleaning", At: "2026-03-05 09:00"},
		{Key: "orange_restock", Property: "orange", Service: "restocking", At: "2026-03-05 13:00"},
		{Key: "naples_screen", Property: "naples", Service: "maintenance", At: "2026-03-05 14:00", Notes: "Lanai screen door closer is broken and the door slams shut"},
		{Key: "tarpon_pool", Property: "tarpon", Service: "maintenance", At: "2026-03-06 09:00", Pro: "islandpool", Notes: "Pool heater keeps tripping the breaker; water is only lukewarm"},
		{Key: "fmb_prep", Property: "fmb", Service: "cleaning", At: "2026-03-06 10:00", Pro: "rosario", Status: "confirmed"},
		{Key: "fmb_shower", Property: "fmb", Service: "maintenance", At: "2026-03-06 13:00", Notes: "Outdoor shower drips constantly, replace the valve cartridge"},
		{Key: "naples_inspect", Property: "naples", Service: "inspection", At: "2026-03-06 11:00", Pro: "ostrowski", Status: "cancelled"},
		{Key: "captiva_turn", Property: "captiva", Service: "cleaning", At: "2026-03-07 10:00", Pro: "rosario"},
		{Key: "tarpon_restock", Property: "tarpon", Service: "restocking", At: "2026-03-07 13:00", Pro: "whitaker"},
		{Key: "periwinkle_turn", Property: "periwinkle", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "captiva_screen", Property: "captiva", Service: "maintenance", At: "2026-03-09 10:00", Pro: "tate", Notes: "Torn lanai screen panel by the pool door; no-see-ums getting in"},
		{Key: "fmb_turn", Property: "fmb", Service: "cleaning", At: "2026-03-09 11:00", Pro: "ines"},
		{Key: "orange_turn", Property: "orange", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "periwinkle_inspect", Property: "periwinkle", Service: "inspection", At: "2026-03-09 14:00", Pro: "ostrowski"},
		{Key: "naples_prep", Property: "naples", Service: "cleaning", At: "2026-03-10 10:00", Pro: "rosario"},
		{Key: "periwinkle_pool", Property: "periwinkle", Service: "maintenance", At: "2026-03-10 09:00", Pro: "islandpool", Notes: "Spa has a green tinge; shock it and check the chlorinator"},
		{Key: "naples_restock", Property: "naples", Service: "restocking", At: "2026-03-10 13:00", Pro: "whitaker"},
		{Key: "orange_door", Property: "orange", Service: "maintenance", At: "2026-03-11 10:00", Notes: "Balcony sliding door sticks in its track"},
		{Key: "fmb_inspect", Property: "fmb", Service: "inspection", At: "2026-03-12 10:00", Pro: "ostrowski"},
		{Key: "tarpon_turn2", Property: "tarpon", Service: "cleaning", At: "2026-03-12 11:00", Pro: "ines"},
		{Key: "tarpon_past_pool", Property: "tarpon", Service: "maintenance", At: "2026-02-25 10:00", Pro: "islandpool", Status: "completed", Notes: "Replaced the pool pump seal"},
		{Key: "naples_past_clean", Property: "naples", Service: "cleaning", At: "2026-02-27 10:00", Pro: "rosario", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
