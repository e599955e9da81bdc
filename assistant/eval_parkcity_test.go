package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// parkcityFixture is the evaluation's account for the cases marked
// "fixture": "parkcity" (testdata/eval/cases_blind61.json), written before
// reading the engine: a professional property manager running many units
// in Park City and Moab, Utah, and two in Las Vegas, who writes terse ops
// shorthand from a phone between showings (unit codes for names, "TO" for
// turnover, "insp", "mx", "ETA", "ASAP", "EOD", arrows and slashes, times
// like "1030" or "3p", team-chat "@maria can you grab ..."). Seven of the
// units are here. On Mountain time (Utah's default): Silver Star 4B and
// Silver Star 2A, two condos in one building on Silver Star Ct in Park
// City, told apart only by their unit codes, both with a 10:00 check-out;
// PC-12, a Park City townhouse on Deer Valley Dr with a hot tub; Moab 3
// and Moab 5, two units of one building on Kane Creek Blvd in Moab. On
// Pacific time (Nevada's default, set here anyway): Summerlin, a house
// with a pool in Las Vegas, and a condo on the Strip known only by its
// street ("2700 Las Vegas Blvd S Unit 1811"). Seven pros: Maria Alvarez,
// who cleans and restocks in Park City; Kelsey Tran, who cleans in Moab;
// Rosa Jimenez, who cleans and restocks in Las Vegas; Wasatch Spa & Pool
// Co., a company (maintenance: hot tubs); Tyler Beck, a handyman who also
// inspects, in Utah; Dale Hopkins, maintenance and inspections in Las
// Vegas; and an inactive cleaner (Brianna Cole). Stays, named after
// families: the Patels under way at 4B (out tomorrow at 10), the Sullivans
// under way at Moab 3 (out Friday), the Mendozas under way at Summerlin
// (out Saturday), the Lindqvists arriving at PC-12 today (out Sunday), the
// Herreras at 1811 from tomorrow (out Sunday), the Nakamuras at 2A from
// Friday (out Monday), the Whitlocks at Moab 5 from Saturday (out
// Tuesday), the Brandts at 4B next week and the Fischers at Moab 3 from
// Tuesday. Jobs: turnovers after the check-outs, two jobs the same day at
// 4B (Thursday), PC-12 (today), Moab 3 (Friday) and 1811 (Sunday),
// maintenance whose notes say what it is for (hot tub heater, dryer,
// patio slider, pool pump), unassigned jobs (2A's Monday turnover, Moab
// 3's Tuesday restock), pending and confirmed jobs, a cancelled restock
// and completed jobs in the past. At evalNow it is 07:00 in Utah and
// 06:00 in Las Vegas. Daylight saving time starts on Sunday 8 March.
func parkcityFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"pc4b", steward.AddressCreate{Street: "2200 Silver Star Ct Unit 4B", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("Silver Star 4B"),
			AccessInstructions: strp("Lobby lockbox by the garage door, code 8841. Unit keypad 4040. Ski locker 4B in the basement."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckOutTime: "10:00"}},
		{"pc2a", steward.AddressCreate{Street: "2200 Silver Star Ct Unit 2A", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("Silver Star 2A"),
			AccessInstructions: strp("Lobby lockbox by the garage door, code 8841. Unit keypad 2020."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(720),
			CheckOutTime: "10:00"}},
		{"pc12", steward.AddressCreate{Street: "1450 Deer Valley Dr N Unit 12", City: "Park City", State: "UT", Zip: "84060", Nickname: strp("PC-12"),
			AccessInstructions: strp("Smart lock on the front door, code 1212. Hot tub cover key on the hook in the garage."), Bedrooms: intp(3), Bathrooms: floatp(3), SquareFeet: intp(2100)}},
		{"moab3", steward.AddressCreate{Street: "455 Kane Creek Blvd Unit 3", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Moab 3"),
			AccessInstructions: strp("Keypad on the front door, code 4553. Bike storage code 0303."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1000)}},
		{"moab5", steward.AddressCreate{Street: "455 Kane Creek Blvd Unit 5", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Moab 5"),
			AccessInstructions: strp("Keypad on the front door, code 4555. Bike storage code 0505."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300)}},
		{"summerlin", steward.AddressCreate{Street: "10420 Red Rock Vista Dr", City: "Las Vegas", State: "NV", Zip: "89135", Nickname: strp("Summerlin"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Keypad on the garage side door, code 1042. Pool equipment is along the east side yard."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"strip", steward.AddressCreate{Street: "2700 Las Vegas Blvd S Unit 1811", City: "Las Vegas", State: "NV", Zip: "89109", Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Key cards at the front desk under the owner's name; valet parking only."), Bedrooms: intp(1), Bathrooms: floatp(1.5), SquareFeet: intp(850)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Alvarez", Email: "maria.alvarez@example.com", Phone: "555-6101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kelsey", steward.ProCreate{Name: "Kelsey Tran", Email: "kelsey.tran@example.com", Phone: "555-6102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rosa", steward.ProCreate{Name: "Rosa Jimenez", Email: "rosa@vegasturnovers.example", Phone: "555-6103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wasatch", steward.ProCreate{Name: "Wasatch Spa & Pool Co.", Email: "service@wasatchspa.example", Phone: "555-6104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tyler", steward.ProCreate{Name: "Tyler Beck", Email: "tyler@beckhandyman.example", Phone: "555-6105", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"dale", steward.ProCreate{Name: "Dale Hopkins", Email: "dale.hopkins@example.com", Phone: "555-6106", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"brianna", steward.ProCreate{Name: "Brianna Cole", Email: "brianna.cole@example.com", Phone: "555-6107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"patel", "pc4b", "Ravi Patel", "2026-03-01 16:00", "2026-03-05 10:00", 4},            // under way, out tomorrow
		{"sullivan", "moab3", "Megan Sullivan", "2026-03-02 16:00", "2026-03-06 11:00", 5},    // under way, out Friday
		{"mendoza", "summerlin", "Carlos Mendoza", "2026-03-03 16:00", "2026-03-07 11:00", 6}, // under way, out Saturday (Pacific)
		{"lindqvist", "pc12", "Hannah Lindqvist", "2026-03-04 16:00", "2026-03-08 11:00", 8},  // arrive today
		{"herrera", "strip", "Luis Herrera", "2026-03-05 16:00", "2026-03-08 11:00", 3},       // from tomorrow (Pacific)
		{"nakamura", "pc2a", "Kenji Nakamura", "2026-03-06 16:00", "2026-03-09 10:00", 2},     // Friday to Monday
		{"whitlock", "moab5", "Grace Whitlock", "2026-03-07 16:00", "2026-03-10 11:00", 4},    // Saturday to Tuesday
		{"brandt", "pc4b", "Olivia Brandt", "2026-03-09 16:00", "2026-03-13 10:00", 6},        // next week
		{"fischer", "moab3", "Jonas Fischer", "2026-03-10 16:00", "2026-03-14 11:00", 4},      // from Tuesday
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "pc12_hottub", Property: "pc12", Service: "maintenance", At: "2026-03-04 09:00", Pro: "wasatch", Status: "confirmed", Notes: "Hot tub heater: water only getting to 92"},
		{Key: "pc12_prep", Property: "pc12", Service: "cleaning", At: "2026-03-04 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "pc4b_to", Property: "pc4b", Service: "cleaning", At: "2026-03-05 10:00", Pro: "maria", Status: "confirmed"},
		{Key: "pc4b_restock", Property: "pc4b", Service: "restocking", At: "2026-03-05 14:00", Pro: "maria"},
		{Key: "pc2a_dryer", Property: "pc2a", Service: "maintenance", At: "2026-03-05 14:00", Pro: "tyler", Notes: "Dryer not heating, clothes still damp after two cycles"},
		{Key: "strip_prep", Property: "strip", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosa", Status: "confirmed"},
		{Key: "moab3_to", Property: "moab3", Service: "cleaning", At: "2026-03-06 11:00", Pro: "kelsey", Status: "confirmed"},
		{Key: "moab3_slider", Property: "moab3", Service: "maintenance", At: "2026-03-06 14:00", Pro: "tyler", Notes: "Patio slider off its track"},
		{Key: "pc2a_prep", Property: "pc2a", Service: "cleaning", At: "2026-03-06 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "sum_to", Property: "summerlin", Service: "cleaning", At: "2026-03-07 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "moab5_prep", Property: "moab5", Service: "cleaning", At: "2026-03-07 10:00", Pro: "kelsey"},
		{Key: "pc12_to", Property: "pc12", Service: "cleaning", At: "2026-03-08 11:00", Pro: "maria"},
		{Key: "pc12_restock_cx", Property: "pc12", Service: "restocking", At: "2026-03-08 15:00", Pro: "maria", Status: "cancelled"},
		{Key: "strip_to", Property: "strip", Service: "cleaning", At: "2026-03-08 11:00", Pro: "rosa"},
		{Key: "strip_restock", Property: "strip", Service: "restocking", At: "2026-03-08 14:00", Pro: "rosa"},
		{Key: "pc2a_to", Property: "pc2a", Service: "cleaning", At: "2026-03-09 10:00"},
		{Key: "pc4b_insp", Property: "pc4b", Service: "inspection", At: "2026-03-09 10:00", Pro: "tyler"},
		{Key: "sum_pool", Property: "summerlin", Service: "maintenance", At: "2026-03-09 10:00", Pro: "dale", Notes: "Pool pump making a grinding noise"},
		{Key: "pc12_insp", Property: "pc12", Service: "inspection", At: "2026-03-10 10:00", Pro: "tyler"},
		{Key: "moab3_restock", Property: "moab3", Service: "restocking", At: "2026-03-10 10:00"},
		{Key: "moab5_to", Property: "moab5", Service: "cleaning", At: "2026-03-10 11:00", Pro: "kelsey"},
		{Key: "sum_insp", Property: "summerlin", Service: "inspection", At: "2026-03-12 10:00", Pro: "dale"},
		{Key: "pc4b_past", Property: "pc4b", Service: "cleaning", At: "2026-03-01 10:00", Pro: "maria", Status: "completed"},
		{Key: "moab5_past", Property: "moab5", Service: "maintenance", At: "2026-02-27 10:00", Pro: "tyler", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
