package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// berkshiresFixture is the evaluation's account for the cases marked
// "fixture": "berkshires" (testdata/eval/cases_blind37.json), written
// before reading the engine: a host in the Berkshires with one house over
// the state line, all on Eastern time. Six properties: Tanglewood Cottage
// and The Carriage House, both in Lenox (so "the Lenox place" is
// ambiguous); The Mill Loft, a flat on Main St in Great Barrington; Laurel
// Hill, a 4-bedroom house in Stockbridge; The Greylock, a chalet in
// Williamstown with a 15:00 check-in and a 10:00 check-out; and a house in
// Saratoga Springs, NY, known by its street only, "118 Union Ave".
// Seven pros: Marisol Reyes, a cleaner; Ben Kowalczyk, who cleans and
// restocks; Walt Dufresne, a handyman who also plows; Frank Amato, a
// plumber (Housatonic Plumbing); Ingrid Sorensen, an inspector; Tess
// Mahoney, who only restocks; and an inactive cleaner, Colleen Burke.
// Stays: the Delacroix family at Laurel Hill, checking out tomorrow; Hal
// Abernathy under way at the Mill Loft (out Saturday); the Vasquez family
// arriving at the Greylock today at 15:00; the Szymanski family at
// Tanglewood this weekend; Priya Raman at 118 Union next week with no
// turnover booked before her; and the Fitzgeralds at the Carriage House
// from Friday the 13th. Cleaning takes: Tanglewood 2h30, the Carriage
// House and the Mill Loft 2h, Laurel Hill 4h, the Greylock 3h15, 118
// Union 3h30. Daylight saving time starts on Sunday 8 March.
func berkshiresFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"tanglewood", steward.AddressCreate{Street: "22 Kemble St", City: "Lenox", State: "MA", Zip: "01240", Nickname: strp("Tanglewood Cottage"),
			AccessInstructions: strp("Lockbox on the porch railing, code 1937. Woodstove: only the seasoned logs under the tarp."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"carriage", steward.AddressCreate{Street: "9 Cliffwood St", City: "Lenox", State: "MA", Zip: "01240", Nickname: strp("The Carriage House"),
			AccessInstructions: strp("Lockbox by the back stairs, code 2250."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"loft", steward.AddressCreate{Street: "310 Main St Apt 3", City: "Great Barrington", State: "MA", Zip: "01230", Nickname: strp("The Mill Loft"),
			AccessInstructions: strp("Buzz 3; keys in the lockbox by the mailboxes, code 6608. Park behind the building."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(850)}},
		{"laurel", steward.AddressCreate{Street: "48 Prospect Hill Rd", City: "Stockbridge", State: "MA", Zip: "01262", Nickname: strp("Laurel Hill"),
			AccessInstructions: strp("Keypad on the mudroom door, code 4821. Barn is unlocked."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"greylock", steward.AddressCreate{Street: "1150 Hancock Rd", City: "Williamstown", State: "MA", Zip: "01267", Nickname: strp("The Greylock"),
			AccessInstructions: strp("Garage keypad 0519; snowshoes and the roof rake hang in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"union", steward.AddressCreate{Street: "118 Union Ave", City: "Saratoga Springs", State: "NY", Zip: "12866",
			AccessInstructions: strp("Smart lock on the front door, code 1863. Boiler is in the basement, breaker panel next to it."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2200)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Reyes", Email: "marisol.reyes@example.com", Phone: "555-3701", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ben", steward.ProCreate{Name: "Ben Kowalczyk", Email: "ben@berkshirebrightclean.example", Phone: "555-3702", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"walt", steward.ProCreate{Name: "Walt Dufresne", Email: "walt.dufresne@example.com", Phone: "555-3703", Services: []steward.ServiceType{steward.Maintenance}}},
		{"frank", steward.ProCreate{Name: "Frank Amato", Email: "frank@housatonicplumbing.example", Phone: "555-3704", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ingrid", steward.ProCreate{Name: "Ingrid Sorensen", Email: "ingrid@berkshireinspect.example", Phone: "555-3705", Services: []steward.ServiceType{steward.Inspection}}},
		{"tess", steward.ProCreate{Name: "Tess Mahoney", Email: "tess.mahoney@example.com", Phone: "555-3706", Services: []steward.ServiceType{steward.Restocking}}},
		{"colleen", steward.ProCreate{Name: "Colleen Burke", Email: "colleen.burke@example.com", Phone: "555-3707", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"delacroix", "laurel", "Delacroix Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},     // out tomorrow
		{"abernathy", "loft", "Hal Abernathy", "2026-03-03 16:00", "2026-03-07 11:00", 2},          // under way
		{"vasquez", "greylock", "Vasquez Family", "2026-03-04 15:00", "2026-03-08 10:00", 5},       // arrives today
		{"szymanski", "tanglewood", "Szymanski Family", "2026-03-06 16:00", "2026-03-09 11:00", 4}, // this weekend
		{"raman", "union", "Priya Raman", "2026-03-11 16:00", "2026-03-14 11:00", 3},               // next week, no turnover booked
		{"fitzgerald", "carriage", "Fitzgerald Family", "2026-03-13 16:00", "2026-03-16 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "greylock_prep", Property: "greylock", Service: "cleaning", At: "2026-03-04 08:00", Pro: "ben", Status: "in_progress"},
		{Key: "greylock_plow", Property: "greylock", Service: "maintenance", At: "2026-03-04 12:00", Pro: "walt", Status: "confirmed", Notes: "Plow the driveway and shovel the deck stairs before the Vasquez family arrives"},
		{Key: "union_boiler", Property: "union", Service: "maintenance", At: "2026-03-05 10:00", Pro: "walt", Notes: "Boiler pressure keeps dropping, radiators only lukewarm"},
		{Key: "laurel_turn", Property: "laurel", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "loft_leak", Property: "loft", Service: "maintenance", At: "2026-03-05 14:00", Pro: "frank", Notes: "Kitchen faucet dripping nonstop", DuringStay: true}, // Hal Abernathy reported it
		{Key: "tangle_prep", Property: "tanglewood", Service: "cleaning", At: "2026-03-06 10:00", Pro: "ben", Status: "confirmed"},
		{Key: "carriage_inspect", Property: "carriage", Service: "inspection", At: "2026-03-06 11:00", Pro: "ingrid"},
		{Key: "tangle_restock", Property: "tanglewood", Service: "restocking", At: "2026-03-06 13:00", Pro: "tess"},
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-07 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "greylock_turn", Property: "greylock", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "tangle_turn", Property: "tanglewood", Service: "cleaning", At: "2026-03-09 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "union_inspect", Property: "union", Service: "inspection", At: "2026-03-09 10:00", Pro: "ingrid", Status: "cancelled"},
		{Key: "laurel_gutter", Property: "laurel", Service: "maintenance", At: "2026-03-10 10:00", Pro: "walt", Notes: "Ice dam over the back porch, gutter sagging"},
		{Key: "laurel_inspect", Property: "laurel", Service: "inspection", At: "2026-03-11 13:00", Pro: "ingrid"},
		{Key: "laurel_past_fix", Property: "laurel", Service: "maintenance", At: "2026-02-24 10:00", Pro: "frank", Status: "completed", Notes: "Frozen pipe under the kitchen sink thawed and insulated"},
		{Key: "carriage_past_clean", Property: "carriage", Service: "cleaning", At: "2026-02-27 10:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
