package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// moabFixture is the evaluation's account for the cases marked "fixture":
// "moab" (testdata/eval/cases_moab.json), written before reading the
// engine: a desert-tour guide who runs six rentals around Moab, Utah, and
// dictates every message by voice while driving: little punctuation,
// run-on sentences, numbers as words, homophones ("to" for two, "for" for
// four, "there" for their), fillers and self-corrections, pros by first
// name or trade (the pool guy, the swamp cooler guy). All on Mountain
// time: the Slickrock Casita (16:00 and 10:00) and the Juniper Casita
// (16:00 and 10:00) on 400 East, the Castle Valley Ranch House (15:00 and
// 11:00, a pool and a well), the Bunkhouse on Spanish Valley Dr (16:00 and
// 10:00, sleeps eight), a town unit known by its street, 55 E Center St
// (15:00 and 10:00), and the Kane Creek Condo (16:00 and 11:00). Seven
// pros: Lupe Morales, a cleaner who restocks; Red Rock Cleaning Co, a
// cleaning company; Cody Barlow, the swamp cooler guy (maintenance);
// Desert Oasis Pool Service, the pool guy (maintenance); Wes Hatch, the
// handyman; Marlene Shumway, the inspector; and Jess Nielsen, a cleaner
// who quit (inactive). Stays: the Garzas under way at the ranch house (out
// tomorrow at 11), the Yazzies under way at the Bunkhouse (out Friday at
// 10), the O'Briens arriving at Slickrock today at 16:00 (out Saturday at
// 10), the Lindgrens at Kane Creek from tomorrow (out Monday at 11), the
// Patels at Juniper from Friday (out Sunday at 10), the Fischers, ten of
// them, at the ranch house from Saturday (out Thursday the 12th at 11),
// the Abbotts at Center Street from Monday the 9th (out Friday the 13th at
// 10) and the Morgans at the Bunkhouse from Wednesday the 11th (out Sunday
// the 15th at 10). At evalNow it is 07:00 there (Wednesday 4 March 2026).
func moabFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"slick", steward.AddressCreate{Street: "412 N 400 E, Unit A", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Slickrock Casita"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the front door, code 4120. Park on the gravel pad, not the street."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"juniper", steward.AddressCreate{Street: "412 N 400 E, Unit B", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Juniper Casita"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the front door, code 4121. Swamp cooler switch is in the hall closet."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"ranch", steward.AddressCreate{Street: "2 Castleton Rd", City: "Castle Valley", State: "UT", Zip: "84532", Nickname: strp("Castle Valley Ranch House"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the gate post, code 8844. Pool gate latches high; well pump is in the shed."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"bunk", steward.AddressCreate{Street: "1150 Spanish Valley Dr", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("The Bunkhouse"), Timezone: "America/Denver",
			AccessInstructions: strp("Smart lock, code 1150. Bike storage in the back shed, combo 2020."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"center", steward.AddressCreate{Street: "55 E Center St, Apt 2", City: "Moab", State: "UT", Zip: "84532", Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the back stairs, code 5502."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"kane", steward.AddressCreate{Street: "270 Kane Creek Blvd, Unit 5", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Kane Creek Condo"), Timezone: "America/Denver",
			AccessInstructions: strp("Smart lock, code 2705. Pool and hot tub are shared with the complex."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lupe", steward.ProCreate{Name: "Lupe Morales", Email: "lupe.morales@example.com", Phone: "435-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"redrock", steward.ProCreate{Name: "Red Rock Cleaning Co", Email: "office@redrockclean.example", Phone: "435-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"cody", steward.ProCreate{Name: "Cody Barlow", Email: "cody@barlowcooling.example", Phone: "435-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"pool", steward.ProCreate{Name: "Desert Oasis Pool Service", Email: "service@desertoasispool.example", Phone: "435-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"wes", steward.ProCreate{Name: "Wes Hatch", Email: "wes.hatch@example.com", Phone: "435-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marlene", steward.ProCreate{Name: "Marlene Shumway", Email: "marlene@canyoninspect.example", Phone: "435-555-0166", Services: []steward.ServiceType{steward.Inspection}}},
		{"jess", steward.ProCreate{Name: "Jess Nielsen", Email: "jess.nielsen@example.com", Phone: "435-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"garza", "ranch", "Garza Family", "2026-03-01 15:00", "2026-03-05 11:00", 6},      // under way, out tomorrow
		{"yazzie", "bunk", "Yazzie Family", "2026-03-02 16:00", "2026-03-06 10:00", 8},     // under way, out Friday
		{"obrien", "slick", "O'Brien Family", "2026-03-04 16:00", "2026-03-07 10:00", 2},   // arriving today
		{"lindgren", "kane", "Lindgren Family", "2026-03-05 16:00", "2026-03-09 11:00", 4}, // from tomorrow
		{"patel", "juniper", "Patel Family", "2026-03-06 16:00", "2026-03-08 10:00", 3},    // from Friday
		{"fischer", "ranch", "Fischer Family", "2026-03-07 15:00", "2026-03-12 11:00", 10},
		{"abbott", "center", "Abbott Family", "2026-03-09 15:00", "2026-03-13 10:00", 2},
		{"morgan", "bunk", "Morgan Family", "2026-03-11 16:00", "2026-03-15 10:00", 7},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "slick_prep", Property: "slick", Service: "cleaning", At: "2026-03-04 11:00", Pro: "lupe", Status: "confirmed", Notes: "Prep before the O'Briens"},
		{Key: "slick_door", Property: "slick", Service: "maintenance", At: "2026-03-05 09:00", Pro: "wes", Notes: "Sliding screen door is off its track", DuringStay: true},
		{Key: "kane_prep", Property: "kane", Service: "cleaning", At: "2026-03-05 10:00", Pro: "lupe", Notes: "Prep before the Lindgrens"},
		{Key: "center_insp", Property: "center", Service: "inspection", At: "2026-03-05 10:00", Pro: "marlene", Notes: "Annual fire inspection: extinguisher, smoke and CO detectors"},
		{Key: "ranch_to", Property: "ranch", Service: "cleaning", At: "2026-03-05 11:00", Pro: "redrock", Status: "confirmed", Notes: "Turnover after the Garzas"},
		{Key: "kane_cooler", Property: "kane", Service: "maintenance", At: "2026-03-05 13:00", Pro: "cody", Notes: "Swamp cooler spring startup: new pads, check the pump"},
		{Key: "ranch_pool", Property: "ranch", Service: "maintenance", At: "2026-03-05 14:00", Pro: "pool", Notes: "Balance the chemicals and clean the filter"},
		{Key: "bunk_to", Property: "bunk", Service: "cleaning", At: "2026-03-06 10:00", Pro: "redrock", Notes: "Turnover after the Yazzies; strip all eight bunks"},
		{Key: "ranch_insp", Property: "ranch", Service: "inspection", At: "2026-03-06 10:00", Pro: "marlene", Notes: "Well pump pressure and the smoke detectors"},
		{Key: "juniper_prep", Property: "juniper", Service: "cleaning", At: "2026-03-06 11:00", Notes: "Prep before the Patels"},
		{Key: "bunk_rstk", Property: "bunk", Service: "restocking", At: "2026-03-06 14:00", Notes: "Paper towels, coffee, sunscreen"},
		{Key: "slick_to", Property: "slick", Service: "cleaning", At: "2026-03-07 10:00", Pro: "lupe"},
		{Key: "ranch_rstk", Property: "ranch", Service: "restocking", At: "2026-03-07 13:00", Pro: "lupe", Notes: "Firewood, propane for the grill, coffee"},
		{Key: "juniper_to", Property: "juniper", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "center_prep", Property: "center", Service: "cleaning", At: "2026-03-09 10:00", Pro: "lupe", Status: "confirmed", Notes: "Prep before the Abbotts"},
		{Key: "kane_to", Property: "kane", Service: "cleaning", At: "2026-03-09 11:00", Pro: "redrock"},
		{Key: "bunk_cooler", Property: "bunk", Service: "maintenance", At: "2026-03-10 10:00", Pro: "cody", Notes: "Swamp cooler leaking onto the roof; replace the float valve"},
		{Key: "bunk_prep", Property: "bunk", Service: "cleaning", At: "2026-03-11 10:00", Pro: "redrock", Notes: "Prep before the Morgans"},
		{Key: "juniper_insp", Property: "juniper", Service: "inspection", At: "2026-03-11 13:00", Notes: "Check the roof and the cooler ducts after the wind storm"},
		{Key: "ranch_to2", Property: "ranch", Service: "cleaning", At: "2026-03-12 11:00", Pro: "redrock", Status: "confirmed", Notes: "Turnover after the Fischers"},
		{Key: "ranch_pool2", Property: "ranch", Service: "maintenance", At: "2026-03-12 13:00", Pro: "pool"},
		{Key: "center_to", Property: "center", Service: "cleaning", At: "2026-03-13 10:00", Pro: "lupe"},
		{Key: "bunk_to2", Property: "bunk", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "kane_insp_cx", Property: "kane", Service: "inspection", At: "2026-02-27 10:00", Pro: "marlene", Status: "cancelled"},
		{Key: "ranch_past_pool", Property: "ranch", Service: "maintenance", At: "2026-02-26 13:00", Pro: "pool", Status: "completed", Notes: "Opened the pool for the season"},
		{Key: "bunk_past_to", Property: "bunk", Service: "cleaning", At: "2026-03-02 10:00", Pro: "redrock", Status: "completed"},
		{Key: "slick_past_fix", Property: "slick", Service: "maintenance", At: "2026-02-28 10:00", Pro: "wes", Status: "completed", Notes: "Fixed the leaky outdoor shower"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
