package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// gulfshoreFixture is the evaluation's account for the cases marked
// "fixture": "gulfshore" (testdata/eval/cases_blind30.json), written before
// reading the engine: a host on the Gulf Coast, with two properties in Gulf
// Shores, Alabama (The Salty Pelican, four bedrooms, and Mullet Manor), a
// condo in Orange Beach, Alabama (Turquoise 1407, "26302 Perdido Beach Blvd
// Unit 1407"), The Hushpuppy in Destin and a five-bedroom house known by its
// street only ("318 Blue Mountain Rd", Santa Rosa Beach), both in the
// Florida panhandle on Central time (set by hand: Florida's derived zone is
// Eastern), Skeeter's Roost in Port Aransas, Texas, and The Oyster Loft in
// Apalachicola, Florida, on Eastern time. Eight pros: Rosalind Pham, called
// Roz, an Alabama cleaner; Travis Guidry, a panhandle cleaner; Yesenia
// Morales, who cleans and restocks in Port Aransas; Bo Fontenot, who only
// restocks; Hector Villanueva, a handyman and plumber; a pool man known by
// his company's e-mail ("baysidepools", Rusty Landry); an inspector
// (Lorraine Pugh) and an inactive cleaner (Crystal Haynes). Stays: the
// Broussards under way at The Hushpuppy (who asked for their AC to be
// looked at), the Nguyens checking out of Skeeter's Roost tomorrow, the
// Szymanskis arriving at Turquoise 1407 today, a Castellano group of 10 at
// The Salty Pelican this weekend, the Hollises at The Oyster Loft from
// Friday, and the Pettigrews at 318 Blue Mountain Rd next week with no
// clean booked before or after. Maintenance is known by its notes
// ("Upstairs AC blowing warm air", "Pool heater won't ignite", "Water stain
// spreading on the hall ceiling under the upstairs bath", "Balcony sliding
// door sticks and won't latch"). At evalNow it is 08:00 on the Gulf in
// Alabama, the panhandle and Texas, and 09:00 in Apalachicola; daylight
// saving time starts on Sunday 8 March. A cleaning takes four hours at the
// Pelican, five at 318 Blue Mountain Rd, 3h30 at The Hushpuppy, 3h15 at
// Mullet Manor, 2h45 at the condo, 2h30 at Skeeter's Roost and two hours at
// The Oyster Loft.
func gulfshoreFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"pelican", steward.AddressCreate{Street: "412 W Beach Blvd", City: "Gulf Shores", State: "AL", Zip: "36542", Nickname: strp("The Salty Pelican"),
			AccessInstructions: strp("Keypad on the ground-floor door under the stairs, code 4120. Pool gate key hangs in the laundry."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"mullet", steward.AddressCreate{Street: "735 W Lagoon Ave", City: "Gulf Shores", State: "AL", Zip: "36542", Nickname: strp("Mullet Manor"),
			AccessInstructions: strp("Lockbox on the back porch rail, code 7351."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1650)}},
		{"turquoise", steward.AddressCreate{Street: "26302 Perdido Beach Blvd Unit 1407", City: "Orange Beach", State: "AL", Zip: "36561", Nickname: strp("Turquoise 1407"),
			AccessInstructions: strp("Fob for the garage and elevator is in the lockbox on the 14th-floor rail, code 1407."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1300)}},
		{"hushpuppy", steward.AddressCreate{Street: "66 Calhoun Ave", City: "Destin", State: "FL", Zip: "32541", Nickname: strp("The Hushpuppy"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock on the front door, code 6632."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1900)}},
		{"bluemtn", steward.AddressCreate{Street: "318 Blue Mountain Rd", City: "Santa Rosa Beach", State: "FL", Zip: "32459", Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad at the side gate, code 3180; house key in the grill drawer."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400)}},
		{"skeeter", steward.AddressCreate{Street: "1202 S 11th St", City: "Port Aransas", State: "TX", Zip: "78373", Nickname: strp("Skeeter's Roost"),
			AccessInstructions: strp("Stilt house: lockbox at the top of the stairs, code 1202. Golf cart key on the hook."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"oyster", steward.AddressCreate{Street: "79 Water St", City: "Apalachicola", State: "FL", Zip: "32320", Nickname: strp("The Oyster Loft"),
			AccessInstructions: strp("Upstairs over the bait shop; side stair door code 7979."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650), CheckInTime: "15:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"roz", steward.ProCreate{Name: "Rosalind Pham", Email: "rosalind.pham@example.com", Phone: "555-3001", Services: []steward.ServiceType{steward.Cleaning}}},
		{"travis", steward.ProCreate{Name: "Travis Guidry", Email: "travis.guidry@example.com", Phone: "555-3002", Services: []steward.ServiceType{steward.Cleaning}}},
		{"yesenia", steward.ProCreate{Name: "Yesenia Morales", Email: "yesenia@islandstock.example", Phone: "555-3003", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bo", steward.ProCreate{Name: "Bo Fontenot", Email: "bo@gulfpantry.example", Phone: "555-3004", Services: []steward.ServiceType{steward.Restocking}}},
		{"hector", steward.ProCreate{Name: "Hector Villanueva", Email: "hector@villanuevahandyman.example", Phone: "555-3005", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rusty", steward.ProCreate{Name: "Rusty Landry", Email: "service@baysidepools.example", Phone: "555-3006", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lorraine", steward.ProCreate{Name: "Lorraine Pugh", Email: "lorraine@gulfinspect.example", Phone: "555-3007", Services: []steward.ServiceType{steward.Inspection}}},
		{"crystal", steward.ProCreate{Name: "Crystal Haynes", Email: "crystal.haynes@example.com", Phone: "555-3008", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"broussard", "hushpuppy", "Broussard Family", "2026-03-01 16:00", "2026-03-07 10:00", 6}, // under way
		{"nguyen", "skeeter", "Nguyen Family", "2026-02-28 16:00", "2026-03-05 10:00", 4},         // out tomorrow
		{"szymanski", "turquoise", "Szymanski Family", "2026-03-04 16:00", "2026-03-09 10:00", 4}, // arrives today
		{"castellano", "pelican", "Castellano Group", "2026-03-06 16:00", "2026-03-08 11:00", 10}, // this weekend
		{"hollis", "oyster", "Dan and Becca Hollis", "2026-03-06 15:00", "2026-03-09 11:00", 2},   // from Friday, Eastern
		{"pettigrew", "bluemtn", "Pettigrew Family", "2026-03-10 16:00", "2026-03-14 10:00", 8},   // next week, no clean booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "hush_ac", Property: "hushpuppy", Service: "maintenance", At: "2026-03-04 07:30", Pro: "hector", Status: "in_progress",
			Notes: "Upstairs AC blowing warm air", DuringStay: true}, // the Broussards asked for it
		{Key: "condo_prep", Property: "turquoise", Service: "cleaning", At: "2026-03-04 10:00", Pro: "roz", Status: "confirmed"},
		{Key: "skeeter_turn", Property: "skeeter", Service: "cleaning", At: "2026-03-05 10:00", Pro: "yesenia", Status: "confirmed"},
		{Key: "skeeter_restock", Property: "skeeter", Service: "restocking", At: "2026-03-05 13:00", Pro: "yesenia"},
		{Key: "pelican_pool", Property: "pelican", Service: "maintenance", At: "2026-03-05 13:00", Pro: "rusty", Notes: "Pool heater won't ignite"},
		{Key: "mullet_inspect", Property: "mullet", Service: "inspection", At: "2026-03-05 11:00", Pro: "lorraine", Status: "cancelled"},
		{Key: "pelican_prep", Property: "pelican", Service: "cleaning", At: "2026-03-06 09:00", Pro: "roz"},
		{Key: "pelican_restock", Property: "pelican", Service: "restocking", At: "2026-03-06 14:00", Pro: "bo"},
		{Key: "mullet_leak", Property: "mullet", Service: "maintenance", At: "2026-03-06 10:00", Notes: "Water stain spreading on the hall ceiling under the upstairs bath"},
		{Key: "oyster_prep", Property: "oyster", Service: "cleaning", At: "2026-03-06 10:00", Pro: "travis"},
		{Key: "hush_turn", Property: "hushpuppy", Service: "cleaning", At: "2026-03-07 10:00", Pro: "travis", Status: "confirmed"},
		{Key: "pelican_turn", Property: "pelican", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "bluemtn_inspect", Property: "bluemtn", Service: "inspection", At: "2026-03-09 10:00", Pro: "lorraine"},
		{Key: "condo_door", Property: "turquoise", Service: "maintenance", At: "2026-03-10 13:00", Pro: "hector", Notes: "Balcony sliding door sticks and won't latch"},
		{Key: "hush_past_clean", Property: "hushpuppy", Service: "cleaning", At: "2026-03-01 11:00", Pro: "travis", Status: "completed"},
		{Key: "pelican_past_fix", Property: "pelican", Service: "maintenance", At: "2026-02-26 10:00", Pro: "hector", Status: "completed", Notes: "Replaced the ice maker water line in the outdoor kitchen"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
