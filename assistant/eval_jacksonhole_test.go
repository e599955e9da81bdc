package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// jacksonholeFixture is the evaluation's account for the cases marked
// "fixture": "jacksonhole" (testdata/eval/cases_jacksonhole.json), written
// before reading the engine: a seasonal ski-town property manager who runs
// six condos and cabins in Jackson Hole and Teton Village, Wyoming, for
// several owners, and types hurried full sentences on a phone: autocorrect
// slips ("clan" for clean, "turn over", "tues", "tmrw"), snow, ski days,
// late checkouts and early arrivals, guests by last name ("the
// Hendersons"), cleaners by first name, owners by name (the Miller Condo
// and the Garcia Cabin are named after their owners, never guests), and
// self-corrections in a second message ("sorry I meant Thursday"). All on
// Mountain time: the Miller Condo in Teton Village (16:00 check-in, 10:00
// check-out, a ski locker), Moose Creek Cabin in Wilson (15:00 and 11:00, a
// hot tub), the Powderhorn Condo in Teton Village (17:00 and 10:00), a
// cabin known only by its street, 745 Cache Creek Dr in Jackson (16:00 and
// 11:00, a long driveway), the Garcia Cabin in Jackson (16:00 and 10:30, a
// boiler) and the Elk Refuge Loft in Jackson (15:00 and 10:00). Seven pros:
// Teton Peaks Cleaning, a cleaning company with two crews that also
// restocks; Rosa Jimenez, a cleaner who restocks; Kelsey Dunn, a cleaner;
// Brett Larsen, the maintenance tech; Snow King Plowing, snow removal
// (maintenance); Walt Fischer, the inspector; and Tara Holm, a cleaner who
// left for the season (inactive). Stays, named after families: the
// Hendersons under way at the Miller Condo (out tomorrow at 10), the
// Okafors under way at Moose Creek (out Saturday at 11), the Sullivans under
// way at the Elk Refuge Loft (out Friday at 10), the Brandts arriving at
// Powderhorn today at 17:00 (out Sunday at 10), the Nguyens at Cache Creek
// from tomorrow at 16:00 (out Monday at 11), the Reyes family at the Garcia
// Cabin from Friday at 16:00 (out Tuesday the 10th at 10:30), and next week
// the Kowalskis, eight of them, at the Miller Condo (Monday the 9th to
// Saturday the 14th) and the Pattersons at Moose Creek (Wednesday the 11th
// to Sunday the 15th). Jobs: turnovers after the check-outs (Powderhorn's on
// Sunday and Moose Creek's on the 15th unassigned), Rosa's Powderhorn prep
// today at 11 (confirmed), Kelsey's Cache Creek prep tomorrow at 10,
// Teton Peaks' Miller Condo turnover tomorrow at 10 (confirmed) and Garcia
// prep Friday at 9 (confirmed), Snow King's plowing at the Miller Condo
// tomorrow at 7 (during the Hendersons' stay) and at Cache Creek tomorrow
// at 13:00, Brett's hot tub at Moose Creek tomorrow at 13:00 (during the
// Okafors' stay), the Garcia boiler Friday at 11 and the ski locker lock at
// the Miller Condo on the 12th (during the Kowalskis' stay), an unassigned
// Elk Refuge restock Friday at 14:00, Walt's detector inspection at the
// Elk Refuge Loft on the 10th, an unassigned Powderhorn ice dam inspection
// on the 11th, Kelsey's preps at the Miller Condo on the 9th and Moose
// Creek on the 11th, a cancelled inspection and completed jobs in the
// past. At evalNow it is 07:00 there (Wednesday 4 March 2026, still MST).
func jacksonholeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"miller", steward.AddressCreate{Street: "3320 W Village Dr, Unit 204", City: "Teton Village", State: "WY", Zip: "83025", Nickname: strp("Miller Condo"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the lobby door, code 3320; unit key in the lockbox by the elevator. Ski locker 204 in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"moose", steward.AddressCreate{Street: "5150 N Moose Creek Rd", City: "Wilson", State: "WY", Zip: "83014", Nickname: strp("Moose Creek Cabin"), Timezone: "America/Denver",
			AccessInstructions: strp("Smart lock, code 5150. Hot tub cover must be strapped down; moose in the yard some mornings."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"powder", steward.AddressCreate{Street: "3385 Cody Ln, Unit 12", City: "Teton Village", State: "WY", Zip: "83025", Nickname: strp("Powderhorn Condo"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the stair rail, code 1212. Boot dryer in the entry closet."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "17:00", CheckOutTime: "10:00"}},
		{"cache", steward.AddressCreate{Street: "745 Cache Creek Dr", City: "Jackson", State: "WY", Zip: "83001", Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the mudroom door, code 7450. Long driveway, chains needed when it snows."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"garcia", steward.AddressCreate{Street: "210 Flat Creek Dr", City: "Jackson", State: "WY", Zip: "83001", Nickname: strp("Garcia Cabin"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the woodshed, code 2100. Boiler room is off the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:30"}},
		{"elk", steward.AddressCreate{Street: "88 E Broadway Ave, Apt 3", City: "Jackson", State: "WY", Zip: "83001", Nickname: strp("Elk Refuge Loft"), Timezone: "America/Denver",
			AccessInstructions: strp("Smart lock, code 8833. Street parking only, overnight plowing ban on Broadway."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"peaks", steward.ProCreate{Name: "Teton Peaks Cleaning", Email: "crews@tetonpeaks.example", Phone: "307-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Jimenez", Email: "rosa.jimenez@example.com", Phone: "307-555-0142", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kelsey", steward.ProCreate{Name: "Kelsey Dunn", Email: "kelsey.dunn@example.com", Phone: "307-555-0143", Services: []steward.ServiceType{steward.Cleaning}}},
		{"brett", steward.ProCreate{Name: "Brett Larsen", Email: "brett@larsenservice.example", Phone: "307-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"plow", steward.ProCreate{Name: "Snow King Plowing", Email: "dispatch@snowkingplow.example", Phone: "307-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"walt", steward.ProCreate{Name: "Walt Fischer", Email: "walt@fischerinspect.example", Phone: "307-555-0146", Services: []steward.ServiceType{steward.Inspection}}},
		{"tara", steward.ProCreate{Name: "Tara Holm", Email: "tara.holm@example.com", Phone: "307-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"henderson", "miller", "Henderson Family", "2026-02-28 16:00", "2026-03-05 10:00", 6}, // under way, out tomorrow
		{"okafor", "moose", "Okafor Family", "2026-03-01 15:00", "2026-03-07 11:00", 4},        // under way, out Saturday
		{"sullivan", "elk", "Sullivan Family", "2026-03-02 15:00", "2026-03-06 10:00", 2},      // under way, out Friday
		{"brandt", "powder", "Brandt Family", "2026-03-04 17:00", "2026-03-08 10:00", 5},       // arriving today
		{"nguyen", "cache", "Nguyen Family", "2026-03-05 16:00", "2026-03-09 11:00", 3},        // from tomorrow
		{"reyes", "garcia", "Reyes Family", "2026-03-06 16:00", "2026-03-10 10:30", 4},         // from Friday
		{"kowalski", "miller", "Kowalski Family", "2026-03-09 16:00", "2026-03-14 10:00", 8},
		{"patterson", "moose", "Patterson Family", "2026-03-11 15:00", "2026-03-15 11:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "powder_prep", Property: "powder", Service: "cleaning", At: "2026-03-04 11:00", Pro: "rosa", Status: "confirmed", Notes: "Prep before the Brandts arrive"},
		{Key: "miller_plow", Property: "miller", Service: "maintenance", At: "2026-03-05 07:00", Pro: "plow", Notes: "Clear the parking spots and the walkway before the Hendersons load out", DuringStay: true},
		{Key: "miller_to", Property: "miller", Service: "cleaning", At: "2026-03-05 10:00", Pro: "peaks", Status: "confirmed"},
		{Key: "cache_prep", Property: "cache", Service: "cleaning", At: "2026-03-05 10:00", Pro: "kelsey", Notes: "Prep before the Nguyens"},
		{Key: "moose_hottub", Property: "moose", Service: "maintenance", At: "2026-03-05 13:00", Pro: "brett", Notes: "Hot tub GFCI keeps tripping; check the heater and the breaker", DuringStay: true},
		{Key: "cache_plow", Property: "cache", Service: "maintenance", At: "2026-03-05 13:00", Pro: "plow", Notes: "Plow the driveway and shovel the steps before the Nguyens arrive"},
		{Key: "garcia_prep", Property: "garcia", Service: "cleaning", At: "2026-03-06 09:00", Pro: "peaks", Status: "confirmed", Notes: "Prep before the Reyes family; crew B"},
		{Key: "elk_to", Property: "elk", Service: "cleaning", At: "2026-03-06 10:00", Pro: "kelsey"},
		{Key: "garcia_boiler", Property: "garcia", Service: "maintenance", At: "2026-03-06 11:00", Pro: "brett", Notes: "Boiler losing pressure; bleed the radiators and check the expansion tank"},
		{Key: "elk_rstk", Property: "elk", Service: "restocking", At: "2026-03-06 14:00", Notes: "Coffee, firewood bundles, hand warmers"},
		{Key: "moose_to", Property: "moose", Service: "cleaning", At: "2026-03-07 11:00", Pro: "rosa"},
		{Key: "powder_to", Property: "powder", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "miller_prep", Property: "miller", Service: "cleaning", At: "2026-03-09 10:00", Pro: "kelsey", Notes: "Prep before the Kowalskis; make up the bunk room and set out extra blankets"},
		{Key: "cache_to", Property: "cache", Service: "cleaning", At: "2026-03-09 11:00", Pro: "peaks"},
		{Key: "elk_insp", Property: "elk", Service: "inspection", At: "2026-03-10 10:00", Pro: "walt", Notes: "Smoke and CO detectors and the fire extinguisher"},
		{Key: "garcia_to", Property: "garcia", Service: "cleaning", At: "2026-03-10 10:30", Pro: "rosa"},
		{Key: "moose_prep", Property: "moose", Service: "cleaning", At: "2026-03-11 10:00", Pro: "kelsey", Notes: "Prep before the Pattersons"},
		{Key: "powder_insp", Property: "powder", Service: "inspection", At: "2026-03-11 13:00", Notes: "Check the attic and the eaves for ice dams and roof leaks"},
		{Key: "miller_lock", Property: "miller", Service: "maintenance", At: "2026-03-12 10:00", Pro: "brett", Notes: "Ski locker lock is jammed; replace the lock cylinder", DuringStay: true},
		{Key: "miller_to2", Property: "miller", Service: "cleaning", At: "2026-03-14 10:00", Pro: "peaks"},
		{Key: "moose_to2", Property: "moose", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "cache_insp_cx", Property: "cache", Service: "inspection", At: "2026-02-27 10:00", Pro: "walt", Status: "cancelled"},
		{Key: "miller_past_to", Property: "miller", Service: "cleaning", At: "2026-02-28 10:00", Pro: "peaks", Status: "completed"},
		{Key: "moose_past_fix", Property: "moose", Service: "maintenance", At: "2026-02-26 14:00", Pro: "brett", Status: "completed", Notes: "Replaced the bathroom exhaust fan"},
		{Key: "elk_past_plow", Property: "elk", Service: "maintenance", At: "2026-03-02 07:00", Pro: "plow", Status: "completed", Notes: "Plowed the lot after the storm"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
