package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sierraFixture is the evaluation's account for the cases marked
// "fixture": "sierra" (testdata/eval/cases_blind55.json), written before
// reading the engine: a co-host texting in shorthand from the phone, for
// ski rentals in the Eastern Sierra, at Tahoe and in the northern
// Rockies. On Pacific time: the Juniper Condo ("50 Hillside Dr Unit
// 214") and a condo known by its street and unit only ("2011 Meridian
// Blvd #8"), both in Mammoth Lakes; the Carson Peak Cabin in June Lake;
// the Sage House in Bishop; and the Bear Den, a cabin in Tahoe City. On
// Mountain time: the Big Mountain Chalet in Whitefish, Montana, with a
// 10:00 check-out. Two properties are in Mammoth Lakes. Seven pros: a
// snow-removal company known by its e-mail (dispatch@snowworksmammoth,
// Curt Baird); Marisol Vega, who cleans and restocks; two cleaners, Jo
// Whitaker and Joanna Lindgren (who cleans the chalet); Rick Santoro, a
// hot tub tech; an inspector (Helen Tsosie); and an inactive cleaner
// (Brent Kowalski). Stays: Priya Shah's group under way at the Juniper
// Condo (out tomorrow), the Daltons under way at the Bear Den (out
// Friday), Marcus Bell arriving at 2011 Meridian today, the Nguyens at
// the Carson Peak Cabin this weekend, the Ramirez family at the Sage
// House from Saturday with no turnover booked after them, the Gallaghers
// at the chalet next week, Mountain time, and Kenji Tanaka back at the
// Juniper Condo next week. Maintenance is known by its notes ("Plow the
// parking spot", "Boiler pressure keeps dropping", "Hot tub not heating",
// "Garage door opener sticks", "ice dams"). At evalNow it is 06:00 in
// California and 07:00 in Whitefish. Daylight saving time starts on
// Sunday 8 March.
func sierraFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"juniper", steward.AddressCreate{Street: "50 Hillside Dr Unit 214", City: "Mammoth Lakes", State: "CA", Zip: "93546", Nickname: strp("Juniper Condo"),
			AccessInstructions: strp("Lockbox on the ski locker by the stairwell, code 2146. One parking spot, #214, in the lower lot."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1450)}},
		{"meridian", steward.AddressCreate{Street: "2011 Meridian Blvd #8", City: "Mammoth Lakes", State: "CA", Zip: "93546",
			AccessInstructions: strp("Keypad on the door, code 8808. Carport spot 8; the stairs ice up, salt is in the bin."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"june", steward.AddressCreate{Street: "112 Boulder Dr", City: "June Lake", State: "CA", Zip: "93529", Nickname: strp("Carson Peak Cabin"),
			AccessInstructions: strp("Smart lock on the mudroom door, code 5529. Hot tub cover latches are on the lake side."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"bishop", steward.AddressCreate{Street: "2450 Ed Powers Rd", City: "Bishop", State: "CA", Zip: "93514", Nickname: strp("Sage House"),
			AccessInstructions: strp("Key in the lockbox on the porch post, code 1450."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"tahoe", steward.AddressCreate{Street: "645 Fairway Dr", City: "Tahoe City", State: "CA", Zip: "96145", Nickname: strp("The Bear Den"),
			AccessInstructions: strp("Keypad on the front door, code 6450. Bear box for trash at the end of the drive; never leave bags on the deck."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1800)}},
		{"whitefish", steward.AddressCreate{Street: "3840 Big Mountain Rd", City: "Whitefish", State: "MT", Zip: "59937", Nickname: strp("Big Mountain Chalet"),
			AccessInstructions: strp("Garage keypad 5937. Skis go in the boot room, not on the hot tub deck."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3200),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"baird", steward.ProCreate{Name: "Curt Baird", Email: "dispatch@snowworksmammoth.example", Phone: "555-7101", Services: []steward.ServiceType{steward.Maintenance}}},
		{"vega", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "555-7102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jo", steward.ProCreate{Name: "Jo Whitaker", Email: "jo@whitakerclean.example", Phone: "555-7103", Services: []steward.ServiceType{steward.Cleaning}}},
		{"joanna", steward.ProCreate{Name: "Joanna Lindgren", Email: "joanna@flatheadclean.example", Phone: "555-7104", Services: []steward.ServiceType{steward.Cleaning}}},
		{"santoro", steward.ProCreate{Name: "Rick Santoro", Email: "rick@highsierraspas.example", Phone: "555-7105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tsosie", steward.ProCreate{Name: "Helen Tsosie", Email: "helen@easternsierrainspect.example", Phone: "555-7106", Services: []steward.ServiceType{steward.Inspection}}},
		{"kowalski", steward.ProCreate{Name: "Brent Kowalski", Email: "brent.kowalski@example.com", Phone: "555-7107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"shah", "juniper", "Priya Shah", "2026-03-01 16:00", "2026-03-05 11:00", 6},              // under way, out tomorrow
		{"dalton", "tahoe", "Dalton Family", "2026-03-02 16:00", "2026-03-06 11:00", 5},           // under way, out Friday
		{"bell", "meridian", "Marcus Bell", "2026-03-04 16:00", "2026-03-07 11:00", 4},            // arrives today
		{"nguyen", "june", "Nguyen Family", "2026-03-06 16:00", "2026-03-08 11:00", 6},            // this weekend
		{"ramirez", "bishop", "Ramirez Family", "2026-03-07 16:00", "2026-03-10 11:00", 3},        // from Saturday, no turnover after
		{"gallagher", "whitefish", "Gallagher Family", "2026-03-09 16:00", "2026-03-13 10:00", 8}, // next week, Mountain time
		{"tanaka", "juniper", "Kenji Tanaka", "2026-03-11 16:00", "2026-03-14 11:00", 2},          // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "meridian_snow", Property: "meridian", Service: "maintenance", At: "2026-03-04 05:30", Pro: "baird", Status: "in_progress", Notes: "Plow the parking spot and shovel the stairs up to #8"},
		{Key: "meridian_prep", Property: "meridian", Service: "cleaning", At: "2026-03-04 10:00", Pro: "jo", Status: "confirmed"},
		{Key: "juniper_turn", Property: "juniper", Service: "cleaning", At: "2026-03-05 11:00", Pro: "jo", Status: "confirmed"},
		{Key: "whitefish_boiler", Property: "whitefish", Service: "maintenance", At: "2026-03-05 10:00", Notes: "Boiler pressure keeps dropping, upstairs radiators go cold"},
		{Key: "tahoe_hottub", Property: "tahoe", Service: "maintenance", At: "2026-03-05 14:00", Pro: "santoro", Notes: "Hot tub not heating past 95, check the heater element", DuringStay: true}, // the Daltons reported it
		{Key: "tahoe_turn", Property: "tahoe", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "june_plow", Property: "june", Service: "maintenance", At: "2026-03-06 08:00", Pro: "baird", Status: "confirmed", Notes: "Plow the driveway and clear the deck stairs before the Nguyens arrive"},
		{Key: "june_prep", Property: "june", Service: "cleaning", At: "2026-03-06 10:00", Pro: "vega"},
		{Key: "june_restock", Property: "june", Service: "restocking", At: "2026-03-06 13:00"},
		{Key: "bishop_prep", Property: "bishop", Service: "cleaning", At: "2026-03-07 10:00", Pro: "vega", Status: "confirmed"},
		{Key: "meridian_turn", Property: "meridian", Service: "cleaning", At: "2026-03-07 11:00", Pro: "jo"},
		{Key: "june_turn", Property: "june", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "june_inspect", Property: "june", Service: "inspection", At: "2026-03-09 09:00", Pro: "tsosie", Status: "cancelled"},
		{Key: "whitefish_prep", Property: "whitefish", Service: "cleaning", At: "2026-03-09 10:00", Pro: "joanna", Status: "confirmed"},
		{Key: "whitefish_restock", Property: "whitefish", Service: "restocking", At: "2026-03-09 13:00"},
		{Key: "juniper_inspect", Property: "juniper", Service: "inspection", At: "2026-03-10 09:00", Pro: "tsosie"},
		{Key: "bishop_garage", Property: "bishop", Service: "maintenance", At: "2026-03-11 10:00", Notes: "Garage door opener sticks halfway up"},
		{Key: "tahoe_inspect", Property: "tahoe", Service: "inspection", At: "2026-03-12 10:00", Pro: "tsosie", Notes: "Check the roof for ice dams over the back deck"},
		{Key: "whitefish_turn", Property: "whitefish", Service: "cleaning", At: "2026-03-13 10:00", Pro: "joanna"},
		{Key: "juniper_tanaka_turn", Property: "juniper", Service: "cleaning", At: "2026-03-14 11:00"},
		{Key: "tahoe_past_fix", Property: "tahoe", Service: "maintenance", At: "2026-02-26 10:00", Pro: "santoro", Status: "completed", Notes: "Replaced the hot tub filter cartridge"},
		{Key: "meridian_past_clean", Property: "meridian", Service: "cleaning", At: "2026-02-28 11:00", Pro: "jo", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
