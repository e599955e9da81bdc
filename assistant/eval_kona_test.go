package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// konaFixture is the evaluation's account for the cases marked "fixture":
// "kona" (testdata/eval/cases_blind74.json), written before reading the
// engine: a host on the Big Island of Hawaii (Ulrike) whose first language
// is German and who writes stiff, literal English, often through a
// translator ("Please shift the cleaning of Friday to 11 o'clock", "The
// guests Schneider depart on Sunday, please organize the final cleaning"),
// with 24-hour times ("14:30", "9 o'clock"), dates as "the 7.3." or "7
// March", "one hour later", "earliest possible", capitalized nouns and the
// odd typo. On the Big Island, on Hawaii time (no daylight saving): Hale
// Nalu, an oceanfront three-bedroom house in Kailua-Kona with a 10:00
// check-out; the Lanai House in Kailua-Kona, four bedrooms with a pool and
// a hot tub; a two-bedroom cottage in Hilo known only by its street ("318
// Kaiulani St"), with a 15:00 check-in and a lava-rock wall along the
// street; and Ohia Hale in Volcano, on catchment water. In Portland,
// Oregon, on Pacific time (daylight saving starts on Sunday 8 March): the
// Pearl Loft, a one-bedroom loft, and the Sellwood House. Seven pros: Kokua
// Cleaning Co., a company that cleans and restocks the Hawaii houses;
// Keoni Kahale, the Hilo handyman (maintenance; his e-mail says
// hilohandyman); Kai Nakamura, the pool and hot-tub man (maintenance);
// Gail Yamamoto, the inspector; Megan Holt, who cleans and restocks in
// Portland; Tom Alvarez, the Portland handyman (maintenance and
// inspections); and Noelani Kealoha, a cleaner who no longer works
// (inactive). Stays, named after families: the Schneiders under way at
// Hale Nalu (out Sunday at 10), the Tanakas under way at the Lanai House
// (out tomorrow), the Whitfields arriving at the Hilo cottage today at
// 15:00 (out Monday), the Fischers at Ohia Hale from tomorrow (out
// Sunday), the Morales family at the Lanai House from Friday (out
// Wednesday the 11th), the Lindgrens under way at the Pearl Loft (out
// Friday), the Hoffmanns at the Sellwood House from tomorrow (out Sunday),
// the Webers at Hale Nalu next week (Tuesday the 10th to Saturday the 14th
// at 10) and the Parks at the Sellwood House next week (Thursday the 12th
// to Sunday the 15th). Jobs: turnovers after the check-outs, two jobs on
// Friday at the Lanai House (Kai's hot-tub service and Kokua's
// restocking), maintenance whose notes say what it is for (the catchment
// tank's UV filter, the hot-tub filter, the lava-rock wall, the Sellwood
// gutter), an inspection at Hale Nalu, unassigned jobs (the Hilo and Ohia
// Hale turnovers, the Sellwood restock before the Parks), pending and
// confirmed jobs and completed ones in the past. At evalNow it is 04:00 in
// Hawaii and 06:00 in Portland.
func konaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"nalu", steward.AddressCreate{Street: "75-6082 Alii Dr", City: "Kailua-Kona", State: "HI", Zip: "96740", Nickname: strp("Hale Nalu"),
			AccessInstructions: strp("Keypad at the garden gate, code 5150. Beach towels are in the closet on the lanai."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckOutTime: "10:00"}},
		{"lanai", steward.AddressCreate{Street: "77-312 Kaleiopapa St", City: "Kailua-Kona", State: "HI", Zip: "96740", Nickname: strp("The Lanai House"),
			AccessInstructions: strp("Lockbox beside the garage door, code 3321. The pool gate must always stay latched."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"hilo", steward.AddressCreate{Street: "318 Kaiulani St", City: "Hilo", State: "HI", Zip: "96720",
			AccessInstructions: strp("Lockbox on the carport post, code 0720. Park on the street, not in front of the lava-rock wall."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00"}},
		{"ohia", steward.AddressCreate{Street: "11-3120 Pikake St", City: "Volcano", State: "HI", Zip: "96785", Nickname: strp("Ohia Hale"),
			AccessInstructions: strp("Lockbox on the pump shed, code 8080. The catchment pump switch is inside the shed, left of the door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"pearl", steward.AddressCreate{Street: "1234 NW Glisan St Unit 5", City: "Portland", State: "OR", Zip: "97209", Nickname: strp("The Pearl Loft"),
			AccessInstructions: strp("Building door code 4242; the unit key is in the lockbox in the bike room, code 1919."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"sellwood", steward.AddressCreate{Street: "2716 SE Tenino St", City: "Portland", State: "OR", Zip: "97202", Nickname: strp("Sellwood House"),
			AccessInstructions: strp("Smart lock on the side door, code 2716. Recycling bins go out on Sunday evening."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"kokua", steward.ProCreate{Name: "Kokua Cleaning Co.", Email: "office@kokuacleaning.example", Phone: "808-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"keoni", steward.ProCreate{Name: "Keoni Kahale", Email: "keoni@hilohandyman.example", Phone: "808-555-0142", Services: []steward.ServiceType{steward.Maintenance}}},
		{"kai", steward.ProCreate{Name: "Kai Nakamura", Email: "kai@konapoolspa.example", Phone: "808-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gail", steward.ProCreate{Name: "Gail Yamamoto", Email: "gail@islandinspect.example", Phone: "808-555-0144", Services: []steward.ServiceType{steward.Inspection}}},
		{"megan", steward.ProCreate{Name: "Megan Holt", Email: "megan.holt@example.com", Phone: "503-555-0145", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tom", steward.ProCreate{Name: "Tom Alvarez", Email: "tom@alvarezrepair.example", Phone: "503-555-0146", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"noelani", steward.ProCreate{Name: "Noelani Kealoha", Email: "noelani.k@example.com", Phone: "808-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"schneider", "nalu", "Schneider Family", "2026-02-28 16:00", "2026-03-08 10:00", 4},   // under way, out Sunday
		{"tanaka", "lanai", "Tanaka Family", "2026-03-01 16:00", "2026-03-05 11:00", 5},        // under way, out tomorrow
		{"whitfield", "hilo", "Whitfield Family", "2026-03-04 15:00", "2026-03-09 11:00", 2},   // arriving today
		{"fischer", "ohia", "Fischer Family", "2026-03-05 16:00", "2026-03-08 11:00", 3},       // from tomorrow
		{"morales", "lanai", "Morales Family", "2026-03-06 16:00", "2026-03-11 11:00", 6},      // from Friday
		{"lindgren", "pearl", "Lindgren Family", "2026-03-02 16:00", "2026-03-06 11:00", 2},    // under way (Pacific)
		{"hoffmann", "sellwood", "Hoffmann Family", "2026-03-05 16:00", "2026-03-08 11:00", 4}, // from tomorrow (Pacific)
		{"weber", "nalu", "Weber Family", "2026-03-10 16:00", "2026-03-14 10:00", 4},           // next week
		{"park", "sellwood", "Park Family", "2026-03-12 16:00", "2026-03-15 11:00", 5},         // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "hilo_prep", Property: "hilo", Service: "cleaning", At: "2026-03-04 10:00", Pro: "kokua", Status: "confirmed"},
		{Key: "lanai_turn", Property: "lanai", Service: "cleaning", At: "2026-03-05 11:00", Pro: "kokua", Status: "confirmed"},
		{Key: "ohia_tank", Property: "ohia", Service: "maintenance", At: "2026-03-05 10:00", Pro: "keoni", Status: "confirmed", Notes: "Catchment water tank: replace the UV filter and check the pump pressure before the Fischers arrive"},
		{Key: "sellwood_prep", Property: "sellwood", Service: "cleaning", At: "2026-03-05 10:00", Pro: "megan", Status: "confirmed"},
		{Key: "lanai_pool", Property: "lanai", Service: "maintenance", At: "2026-03-06 09:00", Pro: "kai", Notes: "Hot tub: replace the filter cartridge and balance the chemicals"},
		{Key: "lanai_restock", Property: "lanai", Service: "restocking", At: "2026-03-06 12:00", Pro: "kokua"},
		{Key: "pearl_turn", Property: "pearl", Service: "cleaning", At: "2026-03-06 11:00", Pro: "megan", Status: "confirmed"},
		{Key: "nalu_turn", Property: "nalu", Service: "cleaning", At: "2026-03-08 10:00", Pro: "kokua", Status: "confirmed"},
		{Key: "ohia_turn", Property: "ohia", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "sellwood_turn", Property: "sellwood", Service: "cleaning", At: "2026-03-08 11:00", Pro: "megan"},
		{Key: "hilo_turn", Property: "hilo", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "nalu_inspect", Property: "nalu", Service: "inspection", At: "2026-03-09 13:00", Pro: "gail", Notes: "Yearly safety check: smoke detectors and the lanai railing"},
		{Key: "sellwood_fix", Property: "sellwood", Service: "maintenance", At: "2026-03-09 10:00", Pro: "tom", Notes: "Gutter over the back porch overflows: clean it and check the downspout"},
		{Key: "hilo_wall", Property: "hilo", Service: "maintenance", At: "2026-03-10 09:00", Pro: "keoni", Notes: "Lava-rock wall along the street: reset the loose stones after the heavy rain"},
		{Key: "morales_turn", Property: "lanai", Service: "cleaning", At: "2026-03-11 11:00", Pro: "kokua"},
		{Key: "sellwood_restock", Property: "sellwood", Service: "restocking", At: "2026-03-12 13:00"},
		{Key: "nalu_past_clean", Property: "nalu", Service: "cleaning", At: "2026-02-28 10:00", Pro: "kokua", Status: "completed"},
		{Key: "ohia_past_tank", Property: "ohia", Service: "maintenance", At: "2026-02-20 10:00", Pro: "keoni", Status: "completed", Notes: "Catchment tank: cleaned out the sediment and changed the sediment filter"},
		{Key: "pearl_past_fix", Property: "pearl", Service: "maintenance", At: "2026-02-25 14:00", Pro: "tom", Status: "completed", Notes: "Bathroom fan replaced"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
