package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// orlandoFixture is the evaluation's account for the cases marked
// "fixture": "orlando" (testdata/eval/cases_orlando.json), written before
// reading the engine: a Brazilian host who runs six vacation homes near
// Disney (Kissimmee, Davenport, ChampionsGate and Celebration) with pools
// and game rooms, and writes English as a second language, with Portuguese
// word order ("the cleaning of the house of Davenport is tomorrow?"),
// "make" for "do", "10h" for ten o'clock, "day 12" for the 12th and a
// Portuguese word here and there ("amanhã", "casa", "obrigado"). Homes by
// their community or street, pros by first name. All on Eastern time: Casa
// Solara in Kissimmee (16:00 check-in, 10:00 check-out, a pool and a gas
// grill), the Champions Gate house in ChampionsGate (16:00 and 11:00, a
// pool and a game room), the Celebration Townhouse (15:00 and 10:00), the
// Windsor Hills Villa in Kissimmee (16:00 and 10:00, a screened pool), a
// house known only by its street, 178 Bella Vista Dr in Davenport (16:00
// and 11:00, a pool) and the Storey Lake house in Kissimmee (16:00 and
// 10:00). Seven pros: Magic Clean Services, a cleaning company that also
// restocks; Luciana Souza, a cleaner who restocks; Fernanda Lima, a
// cleaner; Carlos Pereira, the handyman (maintenance); Mike Rivera, the
// pool guy (maintenance); Derek Johnson, the inspector; and Patricia Alves,
// a cleaner who went back to Brazil (inactive). Stays: the Silvas under way
// at Solara (out tomorrow at 10), the Thompsons, ten, under way at Champions
// Gate (out Saturday at 11), the Murphys under way at Celebration (out
// Friday at 10), the Oliveiras arriving at Windsor Hills today at 16:00
// (out Monday the 9th at 10), the Carters at Bella Vista from tomorrow at
// 16:00 (out Tuesday the 10th at 11), the Garcias at Storey Lake from
// Friday at 16:00 (out Wednesday the 11th at 10), the Nakamuras at Solara
// from Saturday (out Thursday the 12th at 10), the Beckers at Celebration
// (Monday the 9th to Saturday the 14th) and the Ferreiras, twelve of them,
// at Champions Gate (Wednesday the 11th to Sunday the 15th). At evalNow it
// is 09:00 there (Wednesday 4 March 2026, still EST).
func orlandoFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"solara", steward.AddressCreate{Street: "3087 Calabria Ave", City: "Kissimmee", State: "FL", Zip: "34747", Nickname: strp("Casa Solara"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 3087. Pool heater switch in the garage; gas grill on the lanai."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(2700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"champions", steward.AddressCreate{Street: "1410 Oasis Club Blvd", City: "ChampionsGate", State: "FL", Zip: "33896", Nickname: strp("Champions Gate"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 1410. Game room over the garage; pool gate alarm must stay on."), Bedrooms: intp(7), Bathrooms: floatp(5), SquareFeet: intp(4200),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"celebration", steward.AddressCreate{Street: "218 Water St", City: "Celebration", State: "FL", Zip: "34747", Nickname: strp("Celebration Townhouse"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the back gate, code 2180. Community pool pass in the kitchen drawer."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1600),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"windsor", steward.AddressCreate{Street: "2650 Pebble Beach Dr", City: "Kissimmee", State: "FL", Zip: "34747", Nickname: strp("Windsor Hills Villa"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad code 2650. Gate code at the Windsor Hills guardhouse is given to guests the day before."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bella", steward.AddressCreate{Street: "178 Bella Vista Dr", City: "Davenport", State: "FL", Zip: "33837", Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the garage side door, code 1780. Pool pump timer in the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2300),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"storey", steward.AddressCreate{Street: "4780 Kings Castle Cir", City: "Kissimmee", State: "FL", Zip: "34746", Nickname: strp("Storey Lake"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 4780. Water park wristbands in the hall closet."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"magic", steward.ProCreate{Name: "Magic Clean Services", Email: "office@magicclean.example", Phone: "407-555-0181", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"luciana", steward.ProCreate{Name: "Luciana Souza", Email: "luciana.souza@example.com", Phone: "407-555-0182", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"fernanda", steward.ProCreate{Name: "Fernanda Lima", Email: "fernanda.lima@example.com", Phone: "407-555-0183", Services: []steward.ServiceType{steward.Cleaning}}},
		{"carlos", steward.ProCreate{Name: "Carlos Pereira", Email: "carlos@pereirahandyman.example", Phone: "407-555-0184", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mike", steward.ProCreate{Name: "Mike Rivera", Email: "mike@bluewavepools.example", Phone: "407-555-0185", Services: []steward.ServiceType{steward.Maintenance}}},
		{"derek", steward.ProCreate{Name: "Derek Johnson", Email: "derek@sunstateinspect.example", Phone: "407-555-0186", Services: []steward.ServiceType{steward.Inspection}}},
		{"patricia", steward.ProCreate{Name: "Patricia Alves", Email: "patricia.alves@example.com", Phone: "407-555-0187", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"silva", "solara", "Silva Family", "2026-03-01 16:00", "2026-03-05 10:00", 8},           // under way, out tomorrow
		{"thompson", "champions", "Thompson Family", "2026-02-28 16:00", "2026-03-07 11:00", 10}, // under way, out Saturday
		{"murphy", "celebration", "Murphy Family", "2026-03-02 15:00", "2026-03-06 10:00", 4},    // under way, out Friday
		{"oliveira", "windsor", "Oliveira Family", "2026-03-04 16:00", "2026-03-09 10:00", 6},    // arriving today
		{"carter", "bella", "Carter Family", "2026-03-05 16:00", "2026-03-10 11:00", 5},          // from tomorrow
		{"garcia", "storey", "Garcia Family", "2026-03-06 16:00", "2026-03-11 10:00", 7},         // from Friday
		{"nakamura", "solara", "Nakamura Family", "2026-03-07 16:00", "2026-03-12 10:00", 6},     // from Saturday
		{"becker", "celebration", "Becker Family", "2026-03-09 15:00", "2026-03-14 10:00", 3},    // next week
		{"ferreira", "champions", "Ferreira Family", "2026-03-11 16:00", "2026-03-15 11:00", 12}, // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "windsor_prep", Property: "windsor", Service: "cleaning", At: "2026-03-04 11:00", Pro: "luciana", Status: "confirmed", Notes: "Prep before the Oliveiras arrive"},
		{Key: "solara_pool", Property: "solara", Service: "maintenance", At: "2026-03-05 08:00", Pro: "mike", Notes: "Pool service; the pool heater shows an error code", DuringStay: true},
		{Key: "solara_to", Property: "solara", Service: "cleaning", At: "2026-03-05 10:00", Pro: "magic", Status: "confirmed", Notes: "Turnover after the Silvas"},
		{Key: "bella_prep", Property: "bella", Service: "cleaning", At: "2026-03-05 10:00", Pro: "fernanda", Notes: "Prep before the Carters"},
		{Key: "bella_pool", Property: "bella", Service: "maintenance", At: "2026-03-05 13:00", Pro: "mike", Notes: "Clean the pool and balance the chemicals before the Carters"},
		{Key: "champions_game", Property: "champions", Service: "maintenance", At: "2026-03-05 14:00", Pro: "carlos", Notes: "Air hockey table in the game room does not blow air; check the fan", DuringStay: true},
		{Key: "storey_prep", Property: "storey", Service: "cleaning", At: "2026-03-06 09:00", Pro: "magic", Status: "confirmed", Notes: "Prep before the Garcias"},
		{Key: "celebration_to", Property: "celebration", Service: "cleaning", At: "2026-03-06 10:00", Pro: "fernanda"},
		{Key: "storey_ac", Property: "storey", Service: "maintenance", At: "2026-03-06 11:00", Pro: "carlos", Notes: "AC upstairs not cooling; check the filter and the drain line"},
		{Key: "celebration_rstk", Property: "celebration", Service: "restocking", At: "2026-03-06 14:00", Notes: "Coffee, paper towels, pool towels"},
		{Key: "windsor_pool", Property: "windsor", Service: "maintenance", At: "2026-03-07 09:00", Pro: "mike", Notes: "Weekly pool service", DuringStay: true},
		{Key: "champions_to", Property: "champions", Service: "cleaning", At: "2026-03-07 11:00", Pro: "luciana"},
		{Key: "windsor_to", Property: "windsor", Service: "cleaning", At: "2026-03-09 10:00"},
		{Key: "celebration_prep", Property: "celebration", Service: "cleaning", At: "2026-03-09 10:00", Pro: "fernanda", Notes: "Prep before the Beckers"},
		{Key: "champions_insp", Property: "champions", Service: "inspection", At: "2026-03-10 10:00", Pro: "derek", Notes: "Pool fence, pool gate latch and the alarms"},
		{Key: "solara_grill", Property: "solara", Service: "maintenance", At: "2026-03-10 10:00", Pro: "carlos", Notes: "Replace the gas grill igniter", DuringStay: true},
		{Key: "bella_to", Property: "bella", Service: "cleaning", At: "2026-03-10 11:00", Pro: "magic"},
		{Key: "storey_to", Property: "storey", Service: "cleaning", At: "2026-03-11 10:00", Pro: "luciana"},
		{Key: "champions_prep", Property: "champions", Service: "cleaning", At: "2026-03-11 10:00", Pro: "fernanda", Notes: "Prep before the Ferreiras; twelve guests, make up the bunk room"},
		{Key: "windsor_insp", Property: "windsor", Service: "inspection", At: "2026-03-11 13:00", Notes: "Check the screen enclosure and the pool heater"},
		{Key: "solara_to2", Property: "solara", Service: "cleaning", At: "2026-03-12 10:00", Pro: "magic"},
		{Key: "champions_to2", Property: "champions", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "storey_insp_cx", Property: "storey", Service: "inspection", At: "2026-02-27 10:00", Pro: "derek", Status: "cancelled"},
		{Key: "solara_past_to", Property: "solara", Service: "cleaning", At: "2026-03-01 10:00", Pro: "magic", Status: "completed"},
		{Key: "champions_past_fix", Property: "champions", Service: "maintenance", At: "2026-02-26 14:00", Pro: "carlos", Status: "completed", Notes: "Fixed the pool light"},
		{Key: "windsor_past_pool", Property: "windsor", Service: "maintenance", At: "2026-03-02 09:00", Pro: "mike", Status: "completed", Notes: "Pool service"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
