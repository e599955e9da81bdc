package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// catskillFixture is the evaluation's account for the cases marked
// "fixture": "catskill" (testdata/eval/cases_blind58.json), written before
// reading the engine: a host whose English is a second language (German
// or Polish), who writes polite, complete sentences with day-first dates
// ("12.03.") and 24-hour times. In the Catskills: the Birdsong Cottage in
// Woodstock, and two properties in Windham, the Blackhead Lodge and one
// known by its road only ("88 Mitchell Hollow Rd"). In Vermont the Maple
// Farmhouse in Stowe, on Long Island the Dune Cottage in Montauk, in
// Quebec the Chalet Tremblant (America/Toronto, the New York offset, with
// a 10:00 check-out), and on Central time the Fulton Loft in Chicago
// (15:00 check-in). Seven pros: Agnieszka Kowalska ("Mrs. Kowalska"), who
// cleans and restocks; Catskill Clean Co., a cleaning company; Frank
// DeLuca, a handyman; Ridgeline Plumbing & Heating, a company; Sophie
// Tremblay, the inspector; Marcus Webb, who cleans and restocks the loft; and Heidi
// Brandt, an inactive cleaner. Stays: the Müllers under way at the Maple
// Farmhouse (out Friday), the Schneiders arriving at the Birdsong Cottage
// today, the Brennans at the loft from tomorrow, the Nowaks at the lodge
// this weekend, the Lefebvres at the chalet for a week from Saturday, the
// Webers in Montauk next week and the Hoffmanns at Mitchell Hollow from
// Thursday 12 March. At evalNow it is 09:00 in the East and Quebec and
// 08:00 in Chicago. Daylight saving time starts on Sunday 8 March.
func catskillFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"woodstock", steward.AddressCreate{Street: "212 Tinker St", City: "Woodstock", State: "NY", Zip: "12498", Nickname: strp("Birdsong Cottage"),
			AccessInstructions: strp("Lockbox on the porch railing, code 2498. Firewood is under the deck."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"lodge", steward.AddressCreate{Street: "311 South St", City: "Windham", State: "NY", Zip: "12496", Nickname: strp("Blackhead Lodge"),
			AccessInstructions: strp("Keypad on the mudroom door, code 3110. Ski room is in the basement."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"mitchell", steward.AddressCreate{Street: "88 Mitchell Hollow Rd", City: "Windham", State: "NY", Zip: "12496",
			AccessInstructions: strp("Key in the lockbox on the garage side door, code 8812."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"stowe", steward.AddressCreate{Street: "1450 Mountain Rd", City: "Stowe", State: "VT", Zip: "05672", Nickname: strp("Maple Farmhouse"),
			AccessInstructions: strp("Smart lock on the front door, code 5672. The sauna switch is behind the laundry door."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2400)}},
		{"montauk", steward.AddressCreate{Street: "12 Ditch Plains Rd", City: "Montauk", State: "NY", Zip: "11954", Nickname: strp("Dune Cottage"),
			AccessInstructions: strp("Keypad at the kitchen door, code 1954. The outdoor shower valve is in the crawl space."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"tremblant", steward.AddressCreate{Street: "145 Chemin du Lac-Tremblant-Nord", City: "Mont-Tremblant", State: "QC", Zip: "J8E 1T1", Country: "CA", Nickname: strp("Chalet Tremblant"),
			AccessInstructions: strp("Garage keypad 8145. Boots stay in the entry, the wood floors scratch."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3000),
			CheckOutTime: "10:00"}},
		{"chicago", steward.AddressCreate{Street: "900 W Fulton Market Unit 5", City: "Chicago", State: "IL", Zip: "60607", Nickname: strp("Fulton Loft"),
			AccessInstructions: strp("Building fob in the lockbox by the loading dock, code 6060; the unit has a smart lock."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "15:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"kowalska", steward.ProCreate{Name: "Agnieszka Kowalska", Email: "agnieszka.kowalska@example.com", Phone: "555-5801", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"catskillclean", steward.ProCreate{Name: "Catskill Clean Co.", Email: "office@catskillclean.example", Phone: "555-5802", Services: []steward.ServiceType{steward.Cleaning}}},
		{"deluca", steward.ProCreate{Name: "Frank DeLuca", Email: "frank@delucahandyman.example", Phone: "555-5803", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ridgeline", steward.ProCreate{Name: "Ridgeline Plumbing & Heating", Email: "service@ridgelineph.example", Phone: "555-5804", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tremblay", steward.ProCreate{Name: "Sophie Tremblay", Email: "sophie@tremblayinspect.example", Phone: "555-5805", Services: []steward.ServiceType{steward.Inspection}}},
		{"webb", steward.ProCreate{Name: "Marcus Webb", Email: "marcus.webb@example.com", Phone: "555-5806", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"brandt", steward.ProCreate{Name: "Heidi Brandt", Email: "heidi.brandt@example.com", Phone: "555-5807", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"dabrowski", "montauk", "Dąbrowski Family", "2026-02-27 16:00", "2026-03-01 11:00", 3},   // past
		{"mueller", "stowe", "Müller Family", "2026-03-02 16:00", "2026-03-06 11:00", 6},          // under way, out Friday
		{"schneider", "woodstock", "Schneider Family", "2026-03-04 16:00", "2026-03-07 11:00", 4}, // arrive today
		{"brennan", "chicago", "Brennan Family", "2026-03-05 15:00", "2026-03-08 11:00", 3},       // from tomorrow, Central time
		{"nowak", "lodge", "Nowak Family", "2026-03-06 16:00", "2026-03-09 11:00", 8},             // this weekend
		{"lefebvre", "tremblant", "Lefebvre Family", "2026-03-07 16:00", "2026-03-14 10:00", 7},   // a week from Saturday
		{"weber", "montauk", "Weber Family", "2026-03-10 16:00", "2026-03-13 11:00", 4},           // next week
		{"hoffmann", "mitchell", "Hoffmann Family", "2026-03-12 16:00", "2026-03-15 11:00", 5},    // from Thursday 12 March
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		// Birdsong Cottage, Woodstock.
		{Key: "w_prep", Property: "woodstock", Service: "cleaning", At: "2026-03-04 10:00", Pro: "kowalska", Status: "confirmed"},
		{Key: "w_turn", Property: "woodstock", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "w_restock", Property: "woodstock", Service: "restocking", At: "2026-03-09 13:00", Pro: "kowalska"},
		{Key: "w_chimney", Property: "woodstock", Service: "inspection", At: "2026-03-11 10:00", Pro: "tremblay", Notes: "Chimney and wood stove check"},
		{Key: "w_past", Property: "woodstock", Service: "cleaning", At: "2026-02-27 10:00", Pro: "kowalska", Status: "completed"},
		// Blackhead Lodge, Windham.
		{Key: "l_hottub", Property: "lodge", Service: "maintenance", At: "2026-03-05 13:00", Pro: "deluca", Notes: "Hot tub heater shows an error code, fix it before the Nowaks arrive"},
		{Key: "l_prep", Property: "lodge", Service: "cleaning", At: "2026-03-06 10:00", Pro: "kowalska", Status: "confirmed"},
		{Key: "l_turn", Property: "lodge", Service: "cleaning", At: "2026-03-09 11:00", Pro: "catskillclean"},
		{Key: "l_inspect", Property: "lodge", Service: "inspection", At: "2026-03-10 10:00", Pro: "tremblay"},
		// 88 Mitchell Hollow Rd, Windham.
		{Key: "m_gutter", Property: "mitchell", Service: "maintenance", At: "2026-03-03 14:00", Pro: "deluca", Status: "completed", Notes: "Cleared the gutters"},
		{Key: "m_furnace", Property: "mitchell", Service: "maintenance", At: "2026-03-05 10:00", Pro: "ridgeline", Notes: "Furnace bangs when it starts"},
		{Key: "m_clean", Property: "mitchell", Service: "cleaning", At: "2026-03-11 10:00"},
		{Key: "m_restock", Property: "mitchell", Service: "restocking", At: "2026-03-12 10:00"},
		{Key: "m_turn", Property: "mitchell", Service: "cleaning", At: "2026-03-15 11:00"},
		// Maple Farmhouse, Stowe.
		{Key: "s_turn", Property: "stowe", Service: "cleaning", At: "2026-03-06 11:00", Pro: "catskillclean", Status: "confirmed"},
		{Key: "s_restock", Property: "stowe", Service: "restocking", At: "2026-03-06 15:00"},
		{Key: "s_inspect", Property: "stowe", Service: "inspection", At: "2026-03-09 10:00", Pro: "tremblay"},
		{Key: "s_sauna", Property: "stowe", Service: "maintenance", At: "2026-03-10 14:00", Notes: "Sauna heater does not turn on"},
		// Dune Cottage, Montauk.
		{Key: "mt_inspect", Property: "montauk", Service: "inspection", At: "2026-03-05 14:00", Pro: "tremblay", Status: "cancelled"},
		{Key: "mt_open", Property: "montauk", Service: "maintenance", At: "2026-03-06 10:00", Pro: "ridgeline", Notes: "Turn the water back on and check the outdoor shower pipes"},
		{Key: "mt_clean", Property: "montauk", Service: "cleaning", At: "2026-03-10 10:00", Pro: "catskillclean"},
		{Key: "mt_turn", Property: "montauk", Service: "cleaning", At: "2026-03-13 11:00"},
		// Chalet Tremblant, Quebec.
		{Key: "t_inspect", Property: "tremblant", Service: "inspection", At: "2026-03-06 14:00", Pro: "tremblay"},
		{Key: "t_snow", Property: "tremblant", Service: "maintenance", At: "2026-03-07 08:00", Notes: "Snow removal on the driveway and the stairs"},
		{Key: "t_prep", Property: "tremblant", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "t_turn", Property: "tremblant", Service: "cleaning", At: "2026-03-14 10:00"},
		// Fulton Loft, Chicago.
		{Key: "c_past", Property: "chicago", Service: "cleaning", At: "2026-03-01 11:00", Pro: "webb", Status: "completed"},
		{Key: "c_prep", Property: "chicago", Service: "cleaning", At: "2026-03-05 10:00", Pro: "webb", Status: "confirmed"},
		{Key: "c_turn", Property: "chicago", Service: "cleaning", At: "2026-03-08 11:00", Pro: "webb"},
		{Key: "c_restock", Property: "chicago", Service: "restocking", At: "2026-03-08 14:00"},
		{Key: "c_dishwasher", Property: "chicago", Service: "maintenance", At: "2026-03-09 10:00", Notes: "Dishwasher does not drain"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
