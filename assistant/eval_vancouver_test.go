package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// vancouverFixture is the evaluation's account for the cases marked
// "fixture": "vancouver" (testdata/eval/cases_vancouver.json), written
// before reading the engine: a Vancouver host whose first language is
// Mandarin and who writes careful, non-native English (topic first, few
// articles, "already" and "still" Chinese-style, "help me ...", "can or
// not?", "the aunty" for the cleaner, "Master Li" for the handyman). All on
// America/Vancouver (06:00 PST at evalNow: Wednesday 4 March 2026, 14:00
// UTC; clocks go forward on Sunday 8 March). Kitsilano House (16:00 and
// 11:00), Richmond Condo (15:00 and 11:00), Metrotown Apartment in Burnaby
// (15:00 and 10:00), Whistler Cabin (16:00 and 10:00), Lonsdale Townhouse
// in North Vancouver (15:00 and 11:00) and Yaletown Loft (16:00 and
// 11:00). Pros: Wang Fang ("the aunty": cleaning, restocking), Anna
// Kowalski (cleaning), Sparkle Clean Co. (cleaning and restocking), Li Wei
// ("Master Li", the handyman), Dave Thompson the plumber, Zhang Jun
// ("Master Zhang", the electrician), Karen Liu the inspector and Chen Mei,
// a cleaner who has gone back to China (inactive). Stays: the Smiths at
// Kitsilano (out tomorrow at 11), the Zhaos at the Richmond condo (out
// Friday at 11), the Millers at the Whistler cabin from today at 16:00 (out
// Sunday at 10), Tanaka at Metrotown from tomorrow at 15:00 (out Monday at
// 10), the Garcias at Yaletown Friday to Tuesday 10th, the Patels at
// Lonsdale Saturday to Saturday 14th, the Nguyens at Kitsilano Saturday to
// Thursday 12th, the Browns at the Richmond condo Thursday 12th to Sunday
// 15th and the Kims at the Whistler cabin Friday 13th to Monday 16th.
func vancouverFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"kits", steward.AddressCreate{Street: "2950 West 4th Avenue", City: "Vancouver", State: "BC", Zip: "V6K 1R3", Country: "CA", Nickname: strp("Kitsilano House"), Timezone: "America/Vancouver",
			AccessInstructions: strp("Keypad on front door, code 8866. Garbage bins in the lane behind the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"richmond", steward.AddressCreate{Street: "8111 Saba Road, Unit 1205", City: "Richmond", State: "BC", Zip: "V6Y 4B3", Country: "CA", Nickname: strp("Richmond Condo"), Timezone: "America/Vancouver",
			AccessInstructions: strp("Fob and key in lockbox on bike rack P1, code 1688. Visitor parking stall 14."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"burnaby", steward.AddressCreate{Street: "4650 Kingsborough Street, Unit 2203", City: "Burnaby", State: "BC", Zip: "V5H 4L9", Country: "CA", Nickname: strp("Metrotown Apartment"), Timezone: "America/Vancouver",
			AccessInstructions: strp("Concierge in lobby holds the key, say it is for unit 2203."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"whistler", steward.AddressCreate{Street: "2120 Nordic Drive", City: "Whistler", State: "BC", Zip: "V8E 0A4", Country: "CA", Nickname: strp("Whistler Cabin"), Timezone: "America/Vancouver",
			AccessInstructions: strp("Smart lock, code 2026. Winter tires needed on Sea-to-Sky. Ski locker key on hook."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"northvan", steward.AddressCreate{Street: "150 East 3rd Street", City: "North Vancouver", State: "BC", Zip: "V7L 1E6", Country: "CA", Nickname: strp("Lonsdale Townhouse"), Timezone: "America/Vancouver",
			AccessInstructions: strp("Lockbox on the side gate, code 3399. Park in the driveway only."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"yaletown", steward.AddressCreate{Street: "1088 Mainland Street, Unit 805", City: "Vancouver", State: "BC", Zip: "V6B 2T4", Country: "CA", Nickname: strp("Yaletown Loft"), Timezone: "America/Vancouver",
			AccessInstructions: strp("Keycafe at the coffee shop on Mainland, code YL805."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(720),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"wangfang", steward.ProCreate{Name: "Wang Fang", Email: "wangfang.clean@example.com", Phone: "604-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"anna", steward.ProCreate{Name: "Anna Kowalski", Email: "anna.kowalski@example.com", Phone: "604-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sparkle", steward.ProCreate{Name: "Sparkle Clean Co.", Email: "book@sparkleclean.example", Phone: "604-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"liwei", steward.ProCreate{Name: "Li Wei", Email: "liwei.handyman@example.com", Phone: "778-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dave", steward.ProCreate{Name: "Dave Thompson", Email: "dave@thompsonplumbing.example", Phone: "604-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"zhang", steward.ProCreate{Name: "Zhang Jun", Email: "zhangjun.electric@example.com", Phone: "778-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"karen", steward.ProCreate{Name: "Karen Liu", Email: "karen@liuinspections.example", Phone: "604-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"chenmei", steward.ProCreate{Name: "Chen Mei", Email: "chenmei@example.com", Phone: "778-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"smith", "kits", "Smith Family", "2026-03-01 16:00", "2026-03-05 11:00", 5},       // under way, out tomorrow
		{"zhao", "richmond", "Zhao Family", "2026-03-02 15:00", "2026-03-06 11:00", 3},     // under way, out Friday
		{"miller", "whistler", "Miller Family", "2026-03-04 16:00", "2026-03-08 10:00", 6}, // arriving today
		{"tanaka", "burnaby", "Kenji Tanaka", "2026-03-05 15:00", "2026-03-09 10:00", 2},   // from tomorrow
		{"garcia", "yaletown", "Garcia Family", "2026-03-06 16:00", "2026-03-10 11:00", 2},
		{"patel", "northvan", "Patel Family", "2026-03-07 15:00", "2026-03-14 11:00", 4},
		{"nguyen", "kits", "Nguyen Family", "2026-03-07 16:00", "2026-03-12 11:00", 4},
		{"brown", "richmond", "Brown Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},
		{"kim", "whistler", "Kim Family", "2026-03-13 16:00", "2026-03-16 10:00", 8},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "whis_prep", Property: "whistler", Service: "cleaning", At: "2026-03-04 10:00", Pro: "wangfang", Status: "confirmed", Notes: "Ready for Miller family"},
		{Key: "whis_restock", Property: "whistler", Service: "restocking", At: "2026-03-04 13:00", Notes: "Firewood, coffee pods, toilet paper"},
		{Key: "kits_co", Property: "kits", Service: "cleaning", At: "2026-03-05 11:00", Pro: "wangfang", Status: "confirmed", Notes: "Turnover after Smith family"},
		{Key: "burn_prep", Property: "burnaby", Service: "cleaning", At: "2026-03-05 10:00", Pro: "anna", Notes: "Ready for Mr. Tanaka"},
		{Key: "rich_faucet", Property: "richmond", Service: "maintenance", At: "2026-03-05 13:00", Pro: "dave", Notes: "Master bathroom faucet leaking", DuringStay: true},
		{Key: "yale_light", Property: "yaletown", Service: "maintenance", At: "2026-03-05 14:00", Pro: "zhang", Notes: "Bedroom ceiling light flickering"},
		{Key: "kits_insp", Property: "kits", Service: "inspection", At: "2026-03-06 10:00", Pro: "karen", Notes: "Smoke alarms and CO detectors"},
		{Key: "rich_co", Property: "richmond", Service: "cleaning", At: "2026-03-06 11:00", Pro: "anna", Notes: "Turnover after Zhao family"},
		{Key: "yale_prep", Property: "yaletown", Service: "cleaning", At: "2026-03-06 11:00", Pro: "wangfang", Notes: "Ready for Garcia"},
		{Key: "nv_door", Property: "northvan", Service: "maintenance", At: "2026-03-06 10:00", Pro: "liwei", Notes: "Back door lock sticking"},
		{Key: "kits_restock", Property: "kits", Service: "restocking", At: "2026-03-06 14:00", Pro: "sparkle", Notes: "Rice, tea, toilet paper, dish soap"},
		{Key: "nv_prep", Property: "northvan", Service: "cleaning", At: "2026-03-07 10:00", Pro: "sparkle", Notes: "Ready for Patel family"},
		{Key: "whis_co", Property: "whistler", Service: "cleaning", At: "2026-03-08 10:00", Pro: "sparkle", Notes: "Turnover after Miller family"},
		{Key: "burn_co", Property: "burnaby", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after Mr. Tanaka"},
		{Key: "kits_fence", Property: "kits", Service: "maintenance", At: "2026-03-10 10:00", Pro: "liwei", Notes: "Back fence gate hinge broken", DuringStay: true},
		{Key: "yale_co", Property: "yaletown", Service: "cleaning", At: "2026-03-10 11:00", Pro: "anna", Notes: "Turnover after Garcia"},
		{Key: "rich_insp", Property: "richmond", Service: "inspection", At: "2026-03-11 10:00", Pro: "karen", Notes: "Strata fire sprinkler inspection"},
		{Key: "whis_heater", Property: "whistler", Service: "maintenance", At: "2026-03-11 11:00", Pro: "zhang", Notes: "Baseboard heater in loft not working"},
		{Key: "kits_co2", Property: "kits", Service: "cleaning", At: "2026-03-12 11:00", Notes: "Turnover after Nguyen family"},
		{Key: "rich_prep2", Property: "richmond", Service: "cleaning", At: "2026-03-12 11:00", Pro: "anna", Notes: "Ready for Brown family"},
		{Key: "whis_prep2", Property: "whistler", Service: "cleaning", At: "2026-03-13 10:00", Pro: "wangfang", Status: "confirmed", Notes: "Ready for Kim family, extra bedding for 8"},
		{Key: "nv_co", Property: "northvan", Service: "cleaning", At: "2026-03-14 11:00", Pro: "wangfang", Notes: "Turnover after Patel family"},
		{Key: "rich_co2", Property: "richmond", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after Brown family"},
		{Key: "whis_co2", Property: "whistler", Service: "cleaning", At: "2026-03-16 10:00", Pro: "sparkle", Notes: "Turnover after Kim family"},
		{Key: "burn_insp", Property: "burnaby", Service: "inspection", At: "2026-03-17 10:00", Pro: "karen", Notes: "Annual suite inspection"},
		{Key: "kits_past_fix", Property: "kits", Service: "maintenance", At: "2026-02-27 10:00", Pro: "liwei", Status: "completed", Notes: "Fixed dishwasher drain"},
		{Key: "rich_past_co", Property: "richmond", Service: "cleaning", At: "2026-03-02 11:00", Pro: "anna", Status: "completed"},
		{Key: "nv_insp_cx", Property: "northvan", Service: "inspection", At: "2026-02-26 10:00", Pro: "karen", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
