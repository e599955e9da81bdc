package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lakeplacidFixture is the evaluation's account for the cases marked
// "fixture": "lakeplacid" (testdata/eval/cases_lakeplacid.json), written
// before reading the engine: a mother of three in Lake Placid, NY who runs
// five ski-season rentals and dictates by voice-to-text while driving the
// kids: long run-on sentences without punctuation, "um", "okay so",
// "period" and "comma" spelled out, number words ("ten thirty", "two
// o'clock"), speech-recognition homophones ("for", "to"), self-corrections
// mid-sentence ("Friday no Saturday"), pros and guests by name, winter
// trades (plowing, roof snow, frozen pipes, furnace, wood stove, hot tub).
// All on America/New_York (EST at evalNow: Wednesday 4 March 2026, 9:00).
// The Camp, a lakefront camp on Mirror Lake Drive (16:00 and 10:00); the
// Birch and Spruce condos at Whiteface Ridge resort (16:00 and 11:00); the
// Log Cabin up a steep drive on Bear Cub Lane (15:00 and 10:00); the Keene
// Farmhouse on Hurricane Road in Keene (16:00 and 10:00). Pros: Tammy
// Lefebvre (cleaning, restocking), Rosa Delgado (cleaning), North Country
// Housekeeping (cleaning, restocking), Gil Duquette who plows and clears
// roofs, Mike Brunelle the plumbing and heating man, Dale Hathaway the hot
// tub man, Jen Stanton the inspector and Linda Cote, a cleaner who has
// retired (inactive). Stays: the Murphys at the Camp (out tomorrow at 10),
// the Olsens at Birch (out Saturday at 11), the Garcias at the Log Cabin
// from today at 15:00 (out Sunday at 10), the Thibodeaus at Spruce from
// tomorrow (out Tuesday 10th at 11), the Kowalskis at the Farmhouse Friday
// to Monday, the Chens at the Camp Saturday to Saturday 14th, the Walshes
// at Birch Thursday 12th to Sunday 15th and the Nguyens at the Log Cabin
// Friday 13th to Monday 16th.
func lakeplacidFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"camp", steward.AddressCreate{Street: "88 Mirror Lake Drive", City: "Lake Placid", State: "NY", Zip: "12946", Country: "US", Nickname: strp("The Camp"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the mudroom door, code 5512. Wood stove in the great room, kindling in the shed."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"birch", steward.AddressCreate{Street: "2 Whiteface Ridge Road, Unit 12", City: "Lake Placid", State: "NY", Zip: "12946", Country: "US", Nickname: strp("Birch Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the stair railing, code 1212. Private hot tub on the balcony."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"spruce", steward.AddressCreate{Street: "2 Whiteface Ridge Road, Unit 31", City: "Lake Placid", State: "NY", Zip: "12946", Country: "US", Nickname: strp("Spruce Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the railing, code 4417. Ski locker 31 in the lobby."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"cabin", steward.AddressCreate{Street: "47 Bear Cub Lane", City: "Lake Placid", State: "NY", Zip: "12946", Country: "US", Nickname: strp("Log Cabin"), Timezone: "America/New_York",
			AccessInstructions: strp("Steep drive, four-wheel drive only in snow. Smart lock code 3030."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"farm", steward.AddressCreate{Street: "310 Hurricane Road", City: "Keene", State: "NY", Zip: "12942", Country: "US", Nickname: strp("Keene Farmhouse"), Timezone: "America/New_York",
			AccessInstructions: strp("Key in the lockbox by the barn door, code 2468. Furnace in the basement."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3000),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"tammy", steward.ProCreate{Name: "Tammy Lefebvre", Email: "tammy.lefebvre@example.com", Phone: "518-555-0101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "518-555-0102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"nch", steward.ProCreate{Name: "North Country Housekeeping", Email: "office@northcountryhk.example", Phone: "518-555-0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gil", steward.ProCreate{Name: "Gil Duquette", Email: "gil@duquetteplowing.example", Phone: "518-555-0104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mike", steward.ProCreate{Name: "Mike Brunelle", Email: "mike@brunelleheating.example", Phone: "518-555-0105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dale", steward.ProCreate{Name: "Dale Hathaway", Email: "dale@adkhottubs.example", Phone: "518-555-0106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"jen", steward.ProCreate{Name: "Jen Stanton", Email: "jen@stantoninspections.example", Phone: "518-555-0107", Services: []steward.ServiceType{steward.Inspection}}},
		{"linda", steward.ProCreate{Name: "Linda Cote", Email: "linda.cote@example.com", Phone: "518-555-0108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"murphy", "camp", "Murphy Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},         // under way, out tomorrow
		{"olsen", "birch", "Olsen Family", "2026-03-02 16:00", "2026-03-07 11:00", 6},          // under way, out Saturday
		{"garcia", "cabin", "Garcia Family", "2026-03-04 15:00", "2026-03-08 10:00", 5},        // arriving today
		{"thibodeau", "spruce", "Thibodeau Family", "2026-03-05 16:00", "2026-03-10 11:00", 4}, // from tomorrow
		{"kowalski", "farm", "Kowalski Family", "2026-03-06 16:00", "2026-03-09 10:00", 8},
		{"chen", "camp", "Chen Family", "2026-03-07 16:00", "2026-03-14 10:00", 6},
		{"walsh", "birch", "Walsh Family", "2026-03-12 16:00", "2026-03-15 11:00", 2},
		{"nguyen", "cabin", "Nguyen Family", "2026-03-13 15:00", "2026-03-16 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "camp_co", Property: "camp", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tammy", Status: "confirmed", Notes: "Turnover after the Murphys"},
		{Key: "cabin_plow", Property: "cabin", Service: "maintenance", At: "2026-03-05 07:00", Pro: "gil", Notes: "Plow the driveway and sand the steep part", DuringStay: true},
		{Key: "spruce_prep", Property: "spruce", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Notes: "Prep before the Thibodeaus"},
		{Key: "spruce_restock", Property: "spruce", Service: "restocking", At: "2026-03-05 13:00", Pro: "nch", Notes: "Welcome basket, coffee and hot cocoa"},
		{Key: "farm_prep", Property: "farm", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tammy", Notes: "Prep before the Kowalskis"},
		{Key: "farm_furnace", Property: "farm", Service: "maintenance", At: "2026-03-06 13:00", Pro: "mike", Notes: "Furnace service, replace the filter"},
		{Key: "farm_restock", Property: "farm", Service: "restocking", At: "2026-03-06 14:00", Notes: "Firewood for the wood stove, milk and eggs"},
		{Key: "birch_hottub", Property: "birch", Service: "maintenance", At: "2026-03-06 15:00", Pro: "dale", Notes: "Hot tub not holding temperature", DuringStay: true},
		{Key: "camp_roof", Property: "camp", Service: "maintenance", At: "2026-03-07 09:00", Pro: "gil", Notes: "Rake the snow off the roof"},
		{Key: "birch_co", Property: "birch", Service: "cleaning", At: "2026-03-07 11:00", Pro: "rosa", Status: "confirmed", Notes: "Turnover after the Olsens"},
		{Key: "camp_restock", Property: "camp", Service: "restocking", At: "2026-03-07 13:00", Pro: "nch", Notes: "Welcome basket and firewood for the Chens"},
		{Key: "cabin_co", Property: "cabin", Service: "cleaning", At: "2026-03-08 10:00", Pro: "tammy", Notes: "Turnover after the Garcias"},
		{Key: "farm_co", Property: "farm", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Kowalskis"},
		{Key: "cabin_insp", Property: "cabin", Service: "inspection", At: "2026-03-09 11:00", Pro: "jen", Notes: "Check the wood stove, chimney and CO detectors"},
		{Key: "camp_pipes", Property: "camp", Service: "maintenance", At: "2026-03-10 10:00", Pro: "mike", Notes: "Heat tape on the pipes under the kitchen", DuringStay: true},
		{Key: "spruce_co", Property: "spruce", Service: "cleaning", At: "2026-03-10 11:00", Pro: "nch", Notes: "Turnover after the Thibodeaus"},
		{Key: "birch_insp", Property: "birch", Service: "inspection", At: "2026-03-11 10:00", Notes: "Smoke and CO detector check"},
		{Key: "farm_hottub", Property: "farm", Service: "maintenance", At: "2026-03-11 13:00", Pro: "dale", Notes: "Drain and refill the hot tub"},
		{Key: "birch_prep", Property: "birch", Service: "cleaning", At: "2026-03-12 10:00", Pro: "tammy", Notes: "Prep before the Walshes"},
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-13 10:00", Pro: "rosa", Notes: "Prep before the Nguyens"},
		{Key: "cabin_plow2", Property: "cabin", Service: "maintenance", At: "2026-03-13 13:00", Pro: "gil", Notes: "Plow and sand the drive before the Nguyens arrive"},
		{Key: "camp_co2", Property: "camp", Service: "cleaning", At: "2026-03-14 10:00", Pro: "tammy", Notes: "Turnover after the Chens"},
		{Key: "birch_co2", Property: "birch", Service: "cleaning", At: "2026-03-15 11:00", Pro: "rosa", Notes: "Turnover after the Walshes"},
		{Key: "cabin_co2", Property: "cabin", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Nguyens"},
		{Key: "camp_past_fix", Property: "camp", Service: "maintenance", At: "2026-02-26 10:00", Pro: "mike", Status: "completed", Notes: "Thawed the frozen kitchen pipe"},
		{Key: "farm_past_co", Property: "farm", Service: "cleaning", At: "2026-03-02 10:00", Pro: "rosa", Status: "completed"},
		{Key: "spruce_insp_cx", Property: "spruce", Service: "inspection", At: "2026-02-27 10:00", Pro: "jen", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
