package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// nmichiganFixture is the evaluation's account for the cases marked
// "fixture": "nmichigan" (testdata/eval/cases_blind52.json), written before
// reading the engine: a host in northern Michigan at the end of the ice
// season who dictates by voice (no punctuation, "for" for 4, "to" for 2)
// and calls guests by their family names. On Eastern time
// (America/Detroit): the Gaslight Loft in Petoskey ("the Petoskey
// place"); the Bluff House in Harbor Springs; two properties in
// Charlevoix, the Mushroom House and one known by its street only ("207
// Belvedere Ave"); Lilac Cottage on Mackinac Island, where there are no
// cars and the winter ferry runs only midday (in its access
// instructions); and the Sleeping Bear Cabin in Glen Arbor, on a seasonal
// road, with a 10:00 check-out. On Central time: the Gold Coast Condo in
// Chicago. Seven pros: Deirdre Mulcahy, a cleaner everyone calls "Dee";
// Kristen Vandermolen, who cleans and restocks; Rick Bergstrom, a handyman
// who also does snow; Gary Lutz, "the furnace guy", known by his company's
// e-mail (Up North Heating); Linda Hoekstra, an inspector; Marisol Reyes,
// who cleans and restocks in Chicago; and an inactive cleaner (Barb
// Jankowski). Stays: the Vanderlaans under way at the Petoskey place (out
// tomorrow), the O'Connells under way at the Chicago condo (out Friday,
// Central time), the Haapalas arriving at the Bluff House today, the
// Brandts at the Sleeping Bear Cabin this weekend (out Sunday at 10:00),
// the Dekkers at 207 Belvedere from Saturday with no turnover booked
// after them, and next week the Lindgrens at the Mushroom House and the
// Ostrowskis at Lilac Cottage. Maintenance is known by its notes ("Clear
// the drive", "Plow the drive and shovel the deck stairs", "Ice dam over
// the back door", "Boiler pressure keeps dropping"). Daylight saving time
// starts on Sunday 8 March.
func nmichiganFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"petoskey", steward.AddressCreate{Street: "318 E Mitchell St", City: "Petoskey", State: "MI", Zip: "49770", Nickname: strp("Gaslight Loft"),
			AccessInstructions: strp("Side entrance off the alley, keypad 4491. The loft is upstairs, unit 2."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"bluff", steward.AddressCreate{Street: "2790 S Lake Shore Dr", City: "Harbor Springs", State: "MI", Zip: "49740", Nickname: strp("Bluff House"),
			AccessInstructions: strp("Garage keypad 8803. The stairs down to the beach are closed for the winter."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"belvedere", steward.AddressCreate{Street: "207 Belvedere Ave", City: "Charlevoix", State: "MI", Zip: "49720",
			AccessInstructions: strp("Smart lock, code 6021. Park on the street: the drive is too steep when it's icy."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"mushroom", steward.AddressCreate{Street: "9 Park Ave", City: "Charlevoix", State: "MI", Zip: "49720", Nickname: strp("Mushroom House"),
			AccessInstructions: strp("Lockbox on the stone wall by the gate, code 3377. Low doorways, mind your head."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"mackinac", steward.AddressCreate{Street: "1528 Cadotte Ave", City: "Mackinac Island", State: "MI", Zip: "49757", Nickname: strp("Lilac Cottage"),
			AccessInstructions: strp("No cars on the island: pros come over on the ferry from St. Ignace and walk or bike up Cadotte. In winter the ferry runs only midday (first boat over at 11:00, last boat back at 3:30), so work has to fit between them. Key in the lockbox on the porch, code 1895."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500)}},
		{"glenarbor", steward.AddressCreate{Street: "4418 Forest Haven Rd", City: "Glen Arbor", State: "MI", Zip: "49636", Nickname: strp("Sleeping Bear Cabin"),
			AccessInstructions: strp("Keypad 2214. The last quarter mile of Forest Haven Rd is a seasonal road: if it isn't plowed, park at the bottom and walk up."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckOutTime: "10:00"}},
		{"chicago", steward.AddressCreate{Street: "1340 N Dearborn St Unit 14B", City: "Chicago", State: "IL", Zip: "60610", Nickname: strp("Gold Coast Condo"),
			AccessInstructions: strp("Doorman building: the front desk holds the keys for pros on the list."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			Timezone: "America/Chicago"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"dee", steward.ProCreate{Name: "Deirdre Mulcahy", Email: "deirdre.mulcahy@example.com", Phone: "555-5201", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kristen", steward.ProCreate{Name: "Kristen Vandermolen", Email: "kristen@vandermolenclean.example", Phone: "555-5202", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rick", steward.ProCreate{Name: "Rick Bergstrom", Email: "rick@bergstromhandyman.example", Phone: "555-5203", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gary", steward.ProCreate{Name: "Gary Lutz", Email: "service@upnorthheating.example", Phone: "555-5204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"linda", steward.ProCreate{Name: "Linda Hoekstra", Email: "linda@hoekstrainspect.example", Phone: "555-5205", Services: []steward.ServiceType{steward.Inspection}}},
		{"marisol", steward.ProCreate{Name: "Marisol Reyes", Email: "marisol.reyes@example.com", Phone: "555-5206", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"barb", steward.ProCreate{Name: "Barb Jankowski", Email: "barb.jankowski@example.com", Phone: "555-5207", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"vanderlaan", "petoskey", "Vanderlaan Family", "2026-03-01 16:00", "2026-03-05 11:00", 4}, // under way, out tomorrow
		{"oconnell", "chicago", "O'Connell Family", "2026-03-02 16:00", "2026-03-06 11:00", 2},     // under way, out Friday, Central time
		{"haapala", "bluff", "Haapala Family", "2026-03-04 16:00", "2026-03-08 11:00", 5},          // arrives today
		{"brandt", "glenarbor", "Brandt Family", "2026-03-06 16:00", "2026-03-08 10:00", 6},        // this weekend, 10:00 check-out
		{"dekker", "belvedere", "Dekker Family", "2026-03-07 16:00", "2026-03-10 11:00", 3},        // from Saturday, no turnover after
		{"lindgren", "mushroom", "Lindgren Family", "2026-03-11 16:00", "2026-03-15 11:00", 7},     // next week
		{"ostrowski", "mackinac", "Ostrowski Family", "2026-03-12 16:00", "2026-03-15 11:00", 2},   // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "belvedere_snow", Property: "belvedere", Service: "maintenance", At: "2026-03-04 07:00", Pro: "rick", Status: "in_progress", Notes: "Clear the drive and the front walk after last night's snow"},
		{Key: "bluff_prep", Property: "bluff", Service: "cleaning", At: "2026-03-04 10:00", Pro: "dee", Status: "confirmed"},
		{Key: "petoskey_turn", Property: "petoskey", Service: "cleaning", At: "2026-03-05 11:00", Pro: "dee", Status: "confirmed"},
		{Key: "bluff_snow", Property: "bluff", Service: "maintenance", At: "2026-03-05 08:00", Pro: "rick", Notes: "Plow the drive and shovel the deck stairs", DuringStay: true},
		{Key: "petoskey_inspect", Property: "petoskey", Service: "inspection", At: "2026-03-05 13:00", Pro: "linda", Status: "cancelled"},
		{Key: "glen_prep", Property: "glenarbor", Service: "cleaning", At: "2026-03-06 10:00", Pro: "kristen", Status: "confirmed"},
		{Key: "chicago_turn", Property: "chicago", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marisol"},
		{Key: "chicago_restock", Property: "chicago", Service: "restocking", At: "2026-03-06 15:00"},
		{Key: "belvedere_prep", Property: "belvedere", Service: "cleaning", At: "2026-03-07 10:00", Pro: "kristen"},
		{Key: "belvedere_restock", Property: "belvedere", Service: "restocking", At: "2026-03-07 14:00"},
		{Key: "glen_turn", Property: "glenarbor", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "bluff_turn", Property: "bluff", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "mushroom_ice", Property: "mushroom", Service: "maintenance", At: "2026-03-09 10:00", Pro: "rick", Notes: "Ice dam over the back door, gutter dripping into the mudroom"},
		{Key: "mackinac_inspect", Property: "mackinac", Service: "inspection", At: "2026-03-09 12:00", Pro: "linda", Status: "confirmed", Notes: "Winter freeze check before the Ostrowskis"},
		{Key: "glen_boiler", Property: "glenarbor", Service: "maintenance", At: "2026-03-09 13:00", Pro: "gary", Notes: "Boiler pressure keeps dropping, bleed the radiators and check the expansion tank"},
		{Key: "mushroom_inspect", Property: "mushroom", Service: "inspection", At: "2026-03-10 09:00", Pro: "linda", Notes: "Roof and chimney check after the ice storm"},
		{Key: "mushroom_prep", Property: "mushroom", Service: "cleaning", At: "2026-03-11 10:00"},
		{Key: "mackinac_prep", Property: "mackinac", Service: "cleaning", At: "2026-03-12 12:00"},
		{Key: "belvedere_past_fix", Property: "belvedere", Service: "maintenance", At: "2026-02-25 10:00", Pro: "rick", Status: "completed", Notes: "Replaced the sump pump float switch"},
		{Key: "petoskey_past_clean", Property: "petoskey", Service: "cleaning", At: "2026-02-27 11:00", Pro: "dee", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
