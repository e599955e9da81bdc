package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// boiseFixture is the evaluation's account for the cases marked "fixture":
// "boise" (testdata/eval/cases_boise.json), written before reading the
// engine: two co-hosts, a sister and a brother, who share one account for
// their rentals around Boise, Idaho, and both type into the same thread,
// sometimes contradicting each other. Jen is organised, writes full
// sentences and signs "-J"; Matt is terse, lower case and impatient ("nah",
// "scratch that", "jen's wrong, it's thursday"). Their messages quote and
// answer each other, argue in one message or correct the other's earlier
// request. All on America/Boise (07:00 MST at evalNow: Wednesday 4 March
// 2026, 14:00 UTC; clocks go forward on Sunday 8 March). The Cabin in Idaho
// City (16:00 and 11:00), the Bungalow in Boise's North End (15:00 and
// 10:00), the McCall House (16:00 and 10:00), the Tamarack Condo in
// Donnelly (15:00 and 10:00), the Eagle House (16:00 and 11:00) and the
// Loft downtown (15:00 and 11:00). Pros: Rosa Delgado (cleaning,
// restocking), Treasure Valley Maids (cleaning, restocking), Kyle Jensen the
// plumber, Brandon Ochoa the electrician, Dave Lund the handyman (gutters,
// snow, decks), Hector Ruiz (hot tubs, snow clearing), Lisa Tanaka the
// inspector and Amber Goff, a cleaner who has quit (inactive). Stays: the
// Nguyens at the McCall House (out tomorrow at 10), the Carters at the Cabin
// (out Friday at 11), the Olsens at the Bungalow from today at 15:00 (out
// Sunday at 10), the Ramirez family at the Tamarack Condo from tomorrow at
// 15:00 (out Monday at 10), the Beckers at the Eagle House Friday to Monday,
// the Hoffmans at the McCall House Saturday to Saturday 14th, the Yamamotos
// at the Loft Thursday 12th to Sunday 15th and the Sullivans at the Cabin
// Friday 13th to Monday 16th.
func boiseFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"cabin", steward.AddressCreate{Street: "312 Grimes Creek Road", City: "Idaho City", State: "ID", Zip: "83631", Nickname: strp("The Cabin"), Timezone: "America/Boise",
			AccessInstructions: strp("Lockbox on the woodshed, code 8312. Chains required on the last mile in winter."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"bungalow", steward.AddressCreate{Street: "1714 N 12th Street", City: "Boise", State: "ID", Zip: "83702", Nickname: strp("The Bungalow"), Timezone: "America/Boise",
			AccessInstructions: strp("Smart lock, code 1714. Street parking only."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"mccall", steward.AddressCreate{Street: "905 Lakeview Avenue", City: "McCall", State: "ID", Zip: "83638", Nickname: strp("The McCall House"), Timezone: "America/Boise",
			AccessInstructions: strp("Keypad on the garage, code 9050. Hot tub cover straps are on the deck side."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"tamarack", steward.AddressCreate{Street: "311 Village Drive", City: "Donnelly", State: "ID", Zip: "83615", Nickname: strp("Tamarack Condo"), Timezone: "America/Boise",
			AccessInstructions: strp("Front desk at the Lodge holds the key card. Ski locker 12."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"eagle", steward.AddressCreate{Street: "2450 W Floating Feather Road", City: "Eagle", State: "ID", Zip: "83616", Nickname: strp("The Eagle House"), Timezone: "America/Boise",
			AccessInstructions: strp("Smart lock, code 2450. Gate remote is in the kitchen drawer."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(3100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"loft", steward.AddressCreate{Street: "820 W Main Street, Unit 4B", City: "Boise", State: "ID", Zip: "83702", Nickname: strp("The Loft"), Timezone: "America/Boise",
			AccessInstructions: strp("Building fob in the lockbox by the garage door, code 4820. Elevator to 4."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "208-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tvmaids", steward.ProCreate{Name: "Treasure Valley Maids", Email: "office@tvmaids.example", Phone: "208-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kyle", steward.ProCreate{Name: "Kyle Jensen", Email: "kyle@jensenplumbing.example", Phone: "208-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brandon", steward.ProCreate{Name: "Brandon Ochoa", Email: "brandon@ochoaelectric.example", Phone: "208-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dave", steward.ProCreate{Name: "Dave Lund", Email: "dave.lund@example.com", Phone: "208-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hector", steward.ProCreate{Name: "Hector Ruiz", Email: "hector@ruizspas.example", Phone: "208-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lisa", steward.ProCreate{Name: "Lisa Tanaka", Email: "lisa@gemstateinspect.example", Phone: "208-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"amber", steward.ProCreate{Name: "Amber Goff", Email: "amber.goff@example.com", Phone: "208-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "mccall", "Nguyen Family", "2026-03-01 16:00", "2026-03-05 10:00", 6}, // under way, out tomorrow
		{"carter", "cabin", "Carter Family", "2026-03-02 16:00", "2026-03-06 11:00", 4},  // under way, out Friday
		{"olsen", "bungalow", "Olsen Family", "2026-03-04 15:00", "2026-03-08 10:00", 2}, // arriving today
		{"ramirez", "tamarack", "Ramirez Family", "2026-03-05 15:00", "2026-03-09 10:00", 5},
		{"becker", "eagle", "Becker Family", "2026-03-06 16:00", "2026-03-09 11:00", 8},
		{"hoffman", "mccall", "Hoffman Family", "2026-03-07 16:00", "2026-03-14 10:00", 10},
		{"yamamoto", "loft", "Yamamoto Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},
		{"sullivan", "cabin", "Sullivan Family", "2026-03-13 16:00", "2026-03-16 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "bung_prep", Property: "bungalow", Service: "cleaning", At: "2026-03-04 10:00", Pro: "rosa", Status: "confirmed", Notes: "Get it ready for the Olsens"},
		{Key: "mccall_co", Property: "mccall", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tvmaids", Status: "confirmed", Notes: "Turnover after the Nguyens"},
		{Key: "tam_prep", Property: "tamarack", Service: "cleaning", At: "2026-03-05 09:00", Pro: "rosa", Status: "confirmed", Notes: "Ready for the Ramirez family"},
		{Key: "tam_restock", Property: "tamarack", Service: "restocking", At: "2026-03-05 13:00", Pro: "rosa", Notes: "Coffee, fire starters and a welcome basket"},
		{Key: "cabin_heat", Property: "cabin", Service: "maintenance", At: "2026-03-05 11:00", Pro: "brandon", Notes: "Baseboard heater in the loft bedroom not working", DuringStay: true},
		{Key: "cabin_co", Property: "cabin", Service: "cleaning", At: "2026-03-06 11:00", Pro: "rosa", Notes: "Turnover after the Carters"},
		{Key: "eagle_prep", Property: "eagle", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tvmaids", Status: "confirmed", Notes: "Ready for the Beckers"},
		{Key: "eagle_restock", Property: "eagle", Service: "restocking", At: "2026-03-06 14:00", Notes: "Stock up for the Beckers: paper goods, coffee, snacks"},
		{Key: "mccall_hottub", Property: "mccall", Service: "maintenance", At: "2026-03-06 13:00", Pro: "hector", Notes: "Hot tub GFCI keeps tripping"},
		{Key: "mccall_restock", Property: "mccall", Service: "restocking", At: "2026-03-07 12:00", Pro: "rosa", Notes: "Stock up for the Hoffmans"},
		{Key: "bung_co", Property: "bungalow", Service: "cleaning", At: "2026-03-08 10:00", Pro: "rosa", Status: "confirmed", Notes: "Turnover after the Olsens"},
		{Key: "tam_co", Property: "tamarack", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Ramirez family"},
		{Key: "eagle_co", Property: "eagle", Service: "cleaning", At: "2026-03-09 11:00", Pro: "tvmaids", Notes: "Turnover after the Beckers"},
		{Key: "loft_plumb", Property: "loft", Service: "maintenance", At: "2026-03-10 10:00", Pro: "kyle", Notes: "Shower drain slow in the main bath"},
		{Key: "tam_snow", Property: "tamarack", Service: "maintenance", At: "2026-03-10 09:00", Pro: "hector", Notes: "Clear the snow off the deck and the entry roof"},
		{Key: "bung_insp", Property: "bungalow", Service: "inspection", At: "2026-03-11 10:00", Pro: "lisa", Notes: "Smoke and CO detectors"},
		{Key: "eagle_gutters", Property: "eagle", Service: "maintenance", At: "2026-03-11 09:00", Pro: "dave", Notes: "Clean the gutters and check the downspouts"},
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-12 10:00", Pro: "rosa", Notes: "Ready for the Yamamotos"},
		{Key: "mccall_plumb", Property: "mccall", Service: "maintenance", At: "2026-03-12 13:00", Pro: "kyle", Notes: "Kitchen faucet dripping", DuringStay: true},
		{Key: "cabin_plow", Property: "cabin", Service: "maintenance", At: "2026-03-13 08:00", Pro: "dave", Notes: "Plow the driveway before the Sullivans"},
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-13 10:00", Pro: "tvmaids", Notes: "Ready for the Sullivans"},
		{Key: "mccall_co2", Property: "mccall", Service: "cleaning", At: "2026-03-14 10:00", Pro: "tvmaids", Notes: "Turnover after the Hoffmans"},
		{Key: "loft_co", Property: "loft", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the Yamamotos"},
		{Key: "cabin_co2", Property: "cabin", Service: "cleaning", At: "2026-03-16 11:00", Pro: "rosa", Notes: "Turnover after the Sullivans"},
		{Key: "cabin_past_fix", Property: "cabin", Service: "maintenance", At: "2026-02-26 10:00", Pro: "kyle", Status: "completed", Notes: "Thawed the frozen pipe under the kitchen sink"},
		{Key: "eagle_insp_cx", Property: "eagle", Service: "inspection", At: "2026-02-27 10:00", Pro: "lisa", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
