package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// tahoeFixture is the evaluation's account for the cases marked
// "fixture": "tahoe" (testdata/eval/cases_blind32.json), written before
// reading the engine: a host around Lake Tahoe on Pacific time (Sugar Pine
// Lodge in Tahoe City; The Boathouse in Incline Village, Nevada, with a
// 15:00 check-in and a 10:00 check-out; a house known by its street only,
// "1187 Keller Rd", and the Heavenly Hideaway condo, both in South Lake
// Tahoe; and the Donner Den in Truckee), and two in Park City, Utah, on
// Mountain time (Silver Lode, with a 10:00 check-out, and the Stag Condo).
// At the eval's clock it is 06:00 at Tahoe and 07:00 in Park City.
// Seven pros: Marisol Fuentes, a cleaner; Kai Nakoa, who cleans and
// restocks; Hank Beaudry, a handyman who also clears snow; a plumber known
// by his company's e-mail (Sierra Flow Plumbing, Ray Okoye); an inspector
// (Noor Haddad); Brynn Oakes, who cleans and restocks in Park City; and an
// inactive cleaner (Wade Pruitt). Stays: the Delacroix family at Sugar
// Pine, checking out tomorrow, and the Pembertons arriving there Saturday;
// the Yamamotos arriving at the Boathouse today (out Sunday, no turnover
// booked after them); Anya Novak under way at the Heavenly Hideaway (out
// Saturday); the Fitzgerald family at Keller Rd this weekend; the
// Abernathys at Silver Lode from tomorrow, Mountain time; and Tomas Ruiz
// at the Donner Den next week. The Stag Condo has no stay. Maintenance is
// known by its notes ("Kitchen faucet dripping", "Hot tub GFCI keeps
// tripping", "Clear the driveway", "Dock cleat loose"). Sugar Pine Lodge
// (4 bedrooms, 3 baths) takes four hours to clean, Silver Lode three and a
// half, Keller Rd three and a quarter. Daylight saving time starts on
// Sunday 8 March.
func tahoeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"pines", steward.AddressCreate{Street: "2880 W Lake Blvd", City: "Tahoe City", State: "CA", Zip: "96145", Nickname: strp("Sugar Pine Lodge"),
			AccessInstructions: strp("Keypad on the front door, code 2880. Snowblower is in the garage; don't park on the neighbor's side."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"boathouse", steward.AddressCreate{Street: "455 Lakeshore Blvd", City: "Incline Village", State: "NV", Zip: "89451", Nickname: strp("The Boathouse"),
			AccessInstructions: strp("Smart lock on the lake-side door, code 4551. Kayak paddles live in the closet under the stairs."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"keller", steward.AddressCreate{Street: "1187 Keller Rd", City: "South Lake Tahoe", State: "CA", Zip: "96150",
			AccessInstructions: strp("Lockbox on the side gate, code 7731. Snowshoes in the mudroom closet."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"heavenly", steward.AddressCreate{Street: "3900 Pioneer Trail Unit 12", City: "South Lake Tahoe", State: "CA", Zip: "96150", Nickname: strp("Heavenly Hideaway"),
			AccessInstructions: strp("Key in the lockbox on the ski locker, code 1212. Guest parking spot #12."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"donner", steward.AddressCreate{Street: "10120 Donner Pass Rd", City: "Truckee", State: "CA", Zip: "96161", Nickname: strp("Donner Den"),
			AccessInstructions: strp("Key under the bear-proof bin lid, on a hook."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"silverlode", steward.AddressCreate{Street: "1350 Woodside Ave", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("Silver Lode"),
			AccessInstructions: strp("Garage keypad 1350; ski boot dryers in the mudroom."), Bedrooms: intp(3), Bathrooms: floatp(3), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"stag", steward.AddressCreate{Street: "7700 Stein Way Unit 4", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("Stag Condo"),
			AccessInstructions: strp("Front desk holds the key; show ID."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Fuentes", Email: "marisol.fuentes@example.com", Phone: "555-3201", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kai", steward.ProCreate{Name: "Kai Nakoa", Email: "kai.nakoa@example.com", Phone: "555-3202", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"hank", steward.ProCreate{Name: "Hank Beaudry", Email: "hank@beaudrysnow.example", Phone: "555-3203", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Okoye", Email: "service@sierraflowplumbing.example", Phone: "555-3204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"noor", steward.ProCreate{Name: "Noor Haddad", Email: "noor@tahoehomeinspect.example", Phone: "555-3205", Services: []steward.ServiceType{steward.Inspection}}},
		{"brynn", steward.ProCreate{Name: "Brynn Oakes", Email: "brynn.oakes@example.com", Phone: "555-3206", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wade", steward.ProCreate{Name: "Wade Pruitt", Email: "wade.pruitt@example.com", Phone: "555-3207", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"delacroix", "pines", "Delacroix Family", "2026-02-28 16:00", "2026-03-05 11:00", 8},     // out tomorrow
		{"pemberton", "pines", "Pemberton Family", "2026-03-07 16:00", "2026-03-12 11:00", 6},     // Saturday
		{"yamamoto", "boathouse", "Yamamoto Family", "2026-03-04 15:00", "2026-03-08 10:00", 4},   // arrives today, no turnover after
		{"novak", "heavenly", "Anya Novak", "2026-03-02 16:00", "2026-03-07 11:00", 2},            // under way
		{"fitzgerald", "keller", "Fitzgerald Family", "2026-03-06 16:00", "2026-03-09 11:00", 6},  // this weekend
		{"abernathy", "silverlode", "Abernathy Group", "2026-03-05 16:00", "2026-03-10 10:00", 5}, // from tomorrow, Mountain time
		{"ruiz", "donner", "Tomas Ruiz", "2026-03-11 16:00", "2026-03-14 11:00", 2},               // next week, no turnover booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "boathouse_prep", Property: "boathouse", Service: "cleaning", At: "2026-03-04 09:00", Pro: "kai", Status: "confirmed"},
		{Key: "boathouse_restock", Property: "boathouse", Service: "restocking", At: "2026-03-04 12:30", Pro: "kai"},
		{Key: "pines_turn", Property: "pines", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "heavenly_leak", Property: "heavenly", Service: "maintenance", At: "2026-03-05 13:00", Pro: "ray", Notes: "Kitchen faucet dripping, the Novaks say it's getting worse", DuringStay: true},
		{Key: "silverlode_restock", Property: "silverlode", Service: "restocking", At: "2026-03-05 12:00", Pro: "brynn"},
		{Key: "keller_snow", Property: "keller", Service: "maintenance", At: "2026-03-06 08:00", Pro: "hank", Status: "confirmed", Notes: "Clear the driveway and shovel the front steps before the Fitzgeralds arrive"},
		{Key: "keller_prep", Property: "keller", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "pines_hottub", Property: "pines", Service: "maintenance", At: "2026-03-06 13:00", Pro: "hank", Notes: "Hot tub GFCI keeps tripping"},
		{Key: "heavenly_turn", Property: "heavenly", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "donner_inspect", Property: "donner", Service: "inspection", At: "2026-03-09 10:00", Pro: "noor"},
		{Key: "keller_turn", Property: "keller", Service: "cleaning", At: "2026-03-09 11:00", Pro: "kai"},
		{Key: "stag_inspect", Property: "stag", Service: "inspection", At: "2026-03-09 13:00", Pro: "noor", Status: "cancelled"},
		{Key: "silverlode_clean", Property: "silverlode", Service: "cleaning", At: "2026-03-10 10:00", Pro: "brynn", Status: "confirmed"},
		{Key: "boathouse_dock", Property: "boathouse", Service: "maintenance", At: "2026-03-12 10:00", Pro: "hank", Notes: "Dock cleat loose and two deck boards popped up"},
		{Key: "pines_past_fix", Property: "pines", Service: "maintenance", At: "2026-02-24 10:00", Pro: "ray", Status: "completed", Notes: "Replaced the shower cartridge in the primary bath"},
		{Key: "donner_past_clean", Property: "donner", Service: "cleaning", At: "2026-02-27 10:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
