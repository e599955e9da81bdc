package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// baltimoreFixture is the evaluation's account for the cases marked
// "fixture": "baltimore" (testdata/eval/cases_baltimore.json), written
// before reading the engine: a busy Baltimore landlord with rowhouse units
// let long-term and mid-term, and two furnished units let by the month to
// travelling nurses, who names places by their tenants ("Mrs Alvarez's",
// "the Okafors'", "the nurse in 3B") and types fast, with typos. All on
// America/New_York (09:00 EST at evalNow: Wednesday 4 March 2026, 14:00
// UTC; clocks go forward on Sunday 8 March). Unit 2 on Fairmount Avenue
// (Mrs Alvarez, on a lease to August), the Basement Apt in Hampden (Tom
// Kowalski out tomorrow at 11, Luis Reyes in Monday 9th at 15:00), the
// Canton House (the Okafor family, whose boiler keeps failing), 3B on North
// Charles Street (a nurse, Keisha Boyd, out Sunday 15th at 10), the Federal
// Hill Flat (a nurse, Priya Shah, out Saturday at 10, then Megan Tran from
// Monday 9th at 16:00) and the Fells Point Place (the Greenes out Saturday
// at 11, Darnell Jackson in Saturday 14th at 15:00). Long-term units check
// in at 15:00 and out at 11:00, the nurses' units at 16:00 and 10:00.
// Pros: Dwayne Mitchell the handyman, Sal Russo the plumber, Ray Dunn the
// gutter guy, Charm City Heating (the boiler), Rosa Martinez (cleaning,
// restocking), Harbor Clean Co (cleaning), Gloria Banks the inspector and
// Kevin Pratt, a handyman who has quit (inactive).
func baltimoreFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"unit2", steward.AddressCreate{Street: "2415 E Fairmount Ave Unit 2", City: "Baltimore", State: "MD", Zip: "21224", Nickname: strp("Unit 2"), Timezone: "America/New_York",
			AccessInstructions: strp("Front door key in the lockbox on the railing, code 2415. Unit 2 is the second floor; knock, Mrs Alvarez is usually home."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"basement", steward.AddressCreate{Street: "3421 Keswick Rd", City: "Baltimore", State: "MD", Zip: "21211", Nickname: strp("The Basement Apt"), Timezone: "America/New_York",
			AccessInstructions: strp("Side entrance down the alley steps. Lockbox on the gas meter, code 3421."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"canton", steward.AddressCreate{Street: "2830 Elliott St", City: "Baltimore", State: "MD", Zip: "21224", Nickname: strp("The Canton House"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the back gate, code 2830. Boiler is in the basement, light switch at the top of the stairs. Tenants have a dog."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"3b", steward.AddressCreate{Street: "2901 N Charles St Apt 3B", City: "Baltimore", State: "MD", Zip: "21218", Nickname: strp("3B"), Timezone: "America/New_York",
			AccessInstructions: strp("Buzz 3B or use the fob in the lockbox by the mailboxes, code 2901. Furnished."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"fedhill", steward.AddressCreate{Street: "1127 S Charles St", City: "Baltimore", State: "MD", Zip: "21230", Nickname: strp("The Federal Hill Flat"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 1127. Furnished; linens in the hall closet."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"fells", steward.AddressCreate{Street: "1712 Thames St", City: "Baltimore", State: "MD", Zip: "21231", Nickname: strp("The Fells Point Place"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 1712. Back gate sticks, lift it."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"dwayne", steward.ProCreate{Name: "Dwayne Mitchell", Email: "dwayne.mitchell@example.com", Phone: "410-555-0161", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sal", steward.ProCreate{Name: "Sal Russo", Email: "sal@russoplumbing.example", Phone: "410-555-0162", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Dunn", Email: "ray.dunn@example.com", Phone: "443-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"heat", steward.ProCreate{Name: "Charm City Heating", Email: "service@charmcityheating.example", Phone: "410-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rosa", steward.ProCreate{Name: "Rosa Martinez", Email: "rosa.martinez@example.com", Phone: "443-555-0165", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"harbor", steward.ProCreate{Name: "Harbor Clean Co", Email: "office@harborclean.example", Phone: "410-555-0166", Services: []steward.ServiceType{steward.Cleaning}}},
		{"gloria", steward.ProCreate{Name: "Gloria Banks", Email: "gloria@banksinspections.example", Phone: "410-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"kevin", steward.ProCreate{Name: "Kevin Pratt", Email: "kevin.pratt@example.com", Phone: "443-555-0168", Services: []steward.ServiceType{steward.Maintenance}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"alvarez", "unit2", "Maria Alvarez", "2025-09-01 15:00", "2026-08-31 11:00", 2},    // long lease
		{"kowalski", "basement", "Tom Kowalski", "2025-11-01 15:00", "2026-03-05 11:00", 1}, // moves out tomorrow
		{"reyes", "basement", "Luis Reyes", "2026-03-09 15:00", "2026-09-08 11:00", 2},      // moves in Monday
		{"okafor", "canton", "Okafor Family", "2025-08-15 15:00", "2026-08-14 11:00", 4},    // long lease
		{"boyd", "3b", "Keisha Boyd", "2026-01-15 16:00", "2026-03-15 10:00", 1},            // nurse, out the 15th
		{"shah", "fedhill", "Priya Shah", "2025-12-07 16:00", "2026-03-07 10:00", 1},        // nurse, out Saturday
		{"tran", "fedhill", "Megan Tran", "2026-03-09 16:00", "2026-06-07 10:00", 1},        // next nurse
		{"greene", "fells", "Greene Family", "2025-03-01 15:00", "2026-03-07 11:00", 3},     // out Saturday
		{"jackson", "fells", "Darnell Jackson", "2026-03-14 15:00", "2026-09-13 11:00", 2},  // in the 14th
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "base_moveout", Property: "basement", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed", Notes: "Move-out clean after Tom Kowalski"},
		{Key: "u2_sink", Property: "unit2", Service: "maintenance", At: "2026-03-05 13:00", Pro: "sal", Notes: "Mrs Alvarez's kitchen sink leaking again", DuringStay: true},
		{Key: "3b_faucet", Property: "3b", Service: "maintenance", At: "2026-03-05 16:00", Pro: "dwayne", Notes: "Bathroom faucet dripping", DuringStay: true},
		{Key: "base_paint", Property: "basement", Service: "maintenance", At: "2026-03-06 09:00", Pro: "dwayne", Notes: "Touch up paint and patch nail holes between tenants"},
		{Key: "canton_boiler", Property: "canton", Service: "maintenance", At: "2026-03-06 09:00", Pro: "heat", Notes: "Boiler keeps cutting out, third time this winter", DuringStay: true},
		{Key: "base_insp", Property: "basement", Service: "inspection", At: "2026-03-07 10:00", Pro: "gloria", Notes: "Move-out walkthrough and smoke detectors"},
		{Key: "base_locks", Property: "basement", Service: "maintenance", At: "2026-03-07 13:00", Notes: "Change the locks before Luis Reyes moves in"},
		{Key: "fh_turn", Property: "fedhill", Service: "cleaning", At: "2026-03-07 10:00", Pro: "harbor", Status: "confirmed", Notes: "Turnover after the nurse leaves, full linens"},
		{Key: "fells_moveout", Property: "fells", Service: "cleaning", At: "2026-03-07 14:00", Pro: "harbor", Notes: "Move-out clean after the Greenes"},
		{Key: "base_clean2", Property: "basement", Service: "cleaning", At: "2026-03-08 10:00", Notes: "Final clean before Luis Reyes moves in"},
		{Key: "fh_restock", Property: "fedhill", Service: "restocking", At: "2026-03-08 14:00", Pro: "rosa", Notes: "Coffee, paper goods and toiletries for the new nurse"},
		{Key: "fells_gutter", Property: "fells", Service: "maintenance", At: "2026-03-09 10:00", Pro: "ray", Notes: "Clean out the gutters and check the downspout in back"},
		{Key: "3b_smoke", Property: "3b", Service: "inspection", At: "2026-03-09 10:00", Pro: "gloria", Notes: "Smoke detectors", DuringStay: true},
		{Key: "fells_paint", Property: "fells", Service: "maintenance", At: "2026-03-10 09:00", Pro: "dwayne", Notes: "Paint the back bedroom and fix the closet door"},
		{Key: "canton_smoke", Property: "canton", Service: "inspection", At: "2026-03-10 10:00", Pro: "gloria", Notes: "Annual smoke detector and CO check", DuringStay: true},
		{Key: "canton_gutter", Property: "canton", Service: "maintenance", At: "2026-03-11 09:00", Pro: "ray", Notes: "Gutters front and back", DuringStay: true},
		{Key: "u2_insp", Property: "unit2", Service: "inspection", At: "2026-03-12 10:00", Pro: "gloria", Notes: "Annual inspection", DuringStay: true},
		{Key: "fells_insp", Property: "fells", Service: "inspection", At: "2026-03-13 10:00", Pro: "gloria", Notes: "Walkthrough before Darnell Jackson moves in"},
		{Key: "fells_clean2", Property: "fells", Service: "cleaning", At: "2026-03-13 14:00", Pro: "rosa", Notes: "Final clean before move-in"},
		{Key: "3b_clean", Property: "3b", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after Keisha moves out"},
		{Key: "3b_restock", Property: "3b", Service: "restocking", At: "2026-03-16 11:00", Pro: "rosa", Notes: "Stock it for the next nurse"},
		{Key: "u2_dryer", Property: "unit2", Service: "maintenance", At: "2026-03-16 10:00", Notes: "Dryer vent cleaning", DuringStay: true},
		{Key: "u2_sink_past", Property: "unit2", Service: "maintenance", At: "2026-03-02 10:00", Pro: "sal", Status: "completed", Notes: "Kitchen sink leaking under the cabinet", DuringStay: true},
		{Key: "fh_monthly", Property: "fedhill", Service: "cleaning", At: "2026-03-01 10:00", Pro: "rosa", Status: "completed", Notes: "Monthly clean for the nurse", DuringStay: true},
		{Key: "canton_boiler_past", Property: "canton", Service: "maintenance", At: "2026-02-24 09:00", Pro: "heat", Status: "completed", Notes: "Boiler out, reset it and replaced the thermocouple", DuringStay: true},
		{Key: "fells_gutter_cx", Property: "fells", Service: "maintenance", At: "2026-02-27 10:00", Pro: "ray", Status: "cancelled", DuringStay: true},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
