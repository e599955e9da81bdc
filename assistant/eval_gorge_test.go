package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// gorgeFixture is the evaluation's account for the cases marked
// "fixture": "gorge" (testdata/eval/cases_blind53.json), written before
// reading the engine: a property manager with a team in the Columbia River
// Gorge and on Mt Hood, who calls pros by role as often as by name ("the
// hvac guy", "the window guy", "the handyman"). On Pacific time: the
// Orchard House in Hood River; a second Hood River house known by its
// street only ("718 Sherman Ave"); the Windward House in White Salmon,
// Washington; Cherry Cottage in Mosier (dogs allowed); and the Ski Condo,
// "Unit 14" in Government Camp, with a 10:00 check-out. On Mountain time:
// the Boise Condo in Boise, Idaho. Two properties are condos and two are in
// Hood River. Seven pros: two cleaners named Sam (Sam Reyes, "Sam R", who
// cleans, and Sam Tillman, "Sam T", who cleans and restocks); Brent Kowal,
// the window washer, known by his company's e-mail (brent@gorgeglass);
// Luis Ferreira, the hvac guy; Dale Whitcomb, the handyman; Nora Lindgren,
// the inspector; and an inactive cleaner (Tessa Marsh). Stays: the
// Dunleavys under way at the Orchard House (out tomorrow); the Haugens, a
// windsurfing group of 8, arriving at the Windward House today; the
// Pruitts, a couple with a dog, at Cherry Cottage this weekend; the
// Castellanos at Unit 14 this weekend (out Sunday at 10:00); the Nakamuras
// at Sherman Ave from Saturday with no turnover booked after them; the
// Oyelarans at the Boise Condo next week, Mountain time; and the Brandts at
// the Orchard House next week. Maintenance is known by its notes
// ("gutters", "loft heater", "fence", "disposal", "heat pump"). Daylight
// saving time starts on Sunday 8 March.
func gorgeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"orchard", steward.AddressCreate{Street: "3350 Sylvester Dr", City: "Hood River", State: "OR", Zip: "97031", Nickname: strp("Orchard House"),
			AccessInstructions: strp("Keypad on the mudroom door, code 6180. Park on the gravel by the pear trees, not the lawn."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2400)}},
		{"sherman", steward.AddressCreate{Street: "718 Sherman Ave", City: "Hood River", State: "OR", Zip: "97031",
			AccessInstructions: strp("Lockbox on the back porch railing, code 7180."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"windward", steward.AddressCreate{Street: "212 NE Estes Ave", City: "White Salmon", State: "WA", Zip: "98672", Nickname: strp("Windward House"),
			AccessInstructions: strp("Smart lock, code 4242. Board and sail storage is under the deck; rinse hose by the side gate."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3000)}},
		{"cherry", steward.AddressCreate{Street: "4105 Rock Creek Rd", City: "Mosier", State: "OR", Zip: "97040", Nickname: strp("Cherry Cottage"),
			AccessInstructions: strp("Key in the lockbox on the fence gate, code 2288. Dogs allowed; the crate is in the laundry room."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(720)}},
		{"unit14", steward.AddressCreate{Street: "87300 E Government Camp Loop Unit 14", City: "Government Camp", State: "OR", Zip: "97028", Nickname: strp("Ski Condo"),
			AccessInstructions: strp("Key fob in the lockbox by the lobby door, code 1414. Ski locker 14 is in the basement."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckOutTime: "10:00"}},
		{"boise", steward.AddressCreate{Street: "405 S 8th St Unit 612", City: "Boise", State: "ID", Zip: "83702", Nickname: strp("Boise Condo"),
			AccessInstructions: strp("Building code 8612, then the unit keypad 0612. Garage spot 41."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"samr", steward.ProCreate{Name: "Sam Reyes", Email: "sam@reyesclean.example", Phone: "555-5301", Services: []steward.ServiceType{steward.Cleaning}}},
		{"samt", steward.ProCreate{Name: "Sam Tillman", Email: "sam.tillman@example.com", Phone: "555-5302", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kowal", steward.ProCreate{Name: "Brent Kowal", Email: "brent@gorgeglass.example", Phone: "555-5303", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ferreira", steward.ProCreate{Name: "Luis Ferreira", Email: "luis@ferreirahvac.example", Phone: "555-5304", Services: []steward.ServiceType{steward.Maintenance}}},
		{"whitcomb", steward.ProCreate{Name: "Dale Whitcomb", Email: "dale.whitcomb@example.com", Phone: "555-5305", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lindgren", steward.ProCreate{Name: "Nora Lindgren", Email: "nora@gorgeinspect.example", Phone: "555-5306", Services: []steward.ServiceType{steward.Inspection}}},
		{"marsh", steward.ProCreate{Name: "Tessa Marsh", Email: "tessa.marsh@example.com", Phone: "555-5307", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"dunleavy", "orchard", "Dunleavy Family", "2026-03-01 16:00", "2026-03-05 11:00", 5},    // under way, out tomorrow
		{"haugen", "windward", "Haugen Group", "2026-03-04 16:00", "2026-03-08 11:00", 8},        // windsurfing group, arrives today
		{"pruitt", "cherry", "Pruitt Family", "2026-03-06 16:00", "2026-03-09 11:00", 2},         // a couple with a dog, this weekend
		{"castellano", "unit14", "Castellano Family", "2026-03-06 16:00", "2026-03-08 10:00", 4}, // ski weekend, 10:00 check-out
		{"nakamura", "sherman", "Nakamura Family", "2026-03-07 16:00", "2026-03-10 11:00", 3},    // from Saturday, no turnover after
		{"oyelaran", "boise", "Oyelaran Family", "2026-03-10 16:00", "2026-03-13 11:00", 4},      // next week, Mountain time
		{"brandt", "orchard", "Brandt Family", "2026-03-12 16:00", "2026-03-15 11:00", 6},        // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "windward_prep", Property: "windward", Service: "cleaning", At: "2026-03-04 09:00", Pro: "samt", Status: "confirmed"},
		{Key: "windward_restock", Property: "windward", Service: "restocking", At: "2026-03-04 14:00", Pro: "samt"},
		{Key: "orchard_turn", Property: "orchard", Service: "cleaning", At: "2026-03-05 11:00", Pro: "samr", Status: "confirmed"},
		{Key: "unit14_heat", Property: "unit14", Service: "maintenance", At: "2026-03-05 10:00", Pro: "ferreira", Notes: "Loft bedroom wall heater won't come on"},
		{Key: "sherman_gutter", Property: "sherman", Service: "maintenance", At: "2026-03-05 13:00", Pro: "whitcomb", Notes: "Clean out the gutters and re-hang the back downspout"},
		{Key: "cherry_prep", Property: "cherry", Service: "cleaning", At: "2026-03-06 10:00", Pro: "samr"},
		{Key: "boise_disposal", Property: "boise", Service: "maintenance", At: "2026-03-06 10:00", Notes: "Garbage disposal jammed, hums but won't turn"},
		{Key: "unit14_prep", Property: "unit14", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "cherry_fence", Property: "cherry", Service: "maintenance", At: "2026-03-06 13:00", Pro: "whitcomb", Notes: "Fix the loose boards in the back yard fence before the dog arrives"},
		{Key: "sherman_prep", Property: "sherman", Service: "cleaning", At: "2026-03-07 10:00", Pro: "samt", Status: "confirmed"},
		{Key: "unit14_turn", Property: "unit14", Service: "cleaning", At: "2026-03-08 10:00", Pro: "samr"},
		{Key: "windward_turn", Property: "windward", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "cherry_turn", Property: "cherry", Service: "cleaning", At: "2026-03-09 11:00", Pro: "samt"},
		{Key: "boise_prep", Property: "boise", Service: "cleaning", At: "2026-03-09 13:00"},
		{Key: "orchard_windows", Property: "orchard", Service: "cleaning", At: "2026-03-10 10:00", Pro: "kowal", Notes: "Windows inside and out"},
		{Key: "orchard_hvac", Property: "orchard", Service: "maintenance", At: "2026-03-10 14:00", Pro: "ferreira", Notes: "Annual heat pump service, replace the filters"},
		{Key: "windward_inspect", Property: "windward", Service: "inspection", At: "2026-03-11 10:00", Pro: "lindgren", Notes: "Check the deck railing and the hot tub cover after the group"},
		{Key: "orchard_prep", Property: "orchard", Service: "cleaning", At: "2026-03-12 10:00", Pro: "samr"},
		{Key: "sherman_inspect", Property: "sherman", Service: "inspection", At: "2026-03-12 09:00", Pro: "lindgren", Status: "cancelled"},
		{Key: "orchard_restock", Property: "orchard", Service: "restocking", At: "2026-03-12 13:00", Pro: "samt"},
		{Key: "windward_past_fix", Property: "windward", Service: "maintenance", At: "2026-02-25 10:00", Pro: "whitcomb", Status: "completed", Notes: "Replaced the sliding door latch"},
		{Key: "cherry_past_clean", Property: "cherry", Service: "cleaning", At: "2026-02-27 10:00", Pro: "samr", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
