package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// pnwFixture is the evaluation's account for the cases marked "fixture":
// "pnw" (testdata/eval/cases_blind19.json), written before reading the
// engine: a host in the Pacific Northwest and Alaska. Bend, Oregon (The
// A-Frame, Ponderosa Lodge), Portland (the condo "Pearl 704", whose street
// is "1120 NW 12th Ave #704") and Leavenworth, Washington (Bavarian Chalet)
// are on Pacific time; Sitka ("307 Katlian St", known by its street only)
// and Girdwood, Alaska (Cedar Cabin 1 and Cedar Cabin 2, two units at
// 160 Crow Creek Rd) on Alaska time. At the eval's clock it is 06:00 in
// Oregon and 05:00 in Alaska; daylight saving time starts on Sunday
// 8 March.
//
// Pros: Bo Tanaka (a two-letter first name) cleans; Sunny Alvarez (a first
// name that is also a word) cleans and restocks; Rusty Hale plows snow and
// does handyman work; the window washer Derek Olsen is known by his
// company's e-mail (crew@clearviewwindows.example); Marguerite Fong
// inspects; Ivan Petrov is the Alaska handyman; Tanya Kuzmin cleans in
// Alaska; Kelsey Dunn, a cleaner, is inactive. Jobs carry the market
// price estimate (the Ponderosa turnover on Monday: $297).
//
// Stays: Priya Raman at Pearl 704 (under way), Dmitri Volkov at the A-Frame
// (checks out tomorrow at 10:00), the Turner Ski Group of 7 at Ponderosa
// Lodge (Friday to Monday), Erik and Anna Lindqvist at the chalet next week
// (no turnover booked), Grace Oduya at Katlian St (arrives today at 15:00)
// and Ben Whitaker at Cedar Cabin 1 (Friday to Monday). Maintenance known
// by its notes: "Wood stove door gasket worn", "Hot tub cover torn",
// "Heat tape on the roof not working", "Frozen pipe under the kitchen
// sink".
func pnwFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"aframe", steward.AddressCreate{Street: "19450 Century Dr", City: "Bend", State: "OR", Zip: "97702", Nickname: strp("The A-Frame"),
			AccessInstructions: strp("Keypad on the front door, code 7731. Ski rack and boot dryer under the stairs."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"ponderosa", steward.AddressCreate{Street: "2250 NW Lolo Dr", City: "Bend", State: "OR", Zip: "97703", Nickname: strp("Ponderosa Lodge"),
			AccessInstructions: strp("Lockbox on the garage side door, code 2468. Hot tub key hangs inside the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"pearl", steward.AddressCreate{Street: "1120 NW 12th Ave #704", City: "Portland", State: "OR", Zip: "97209", Nickname: strp("Pearl 704"),
			AccessInstructions: strp("Building fob is in the lockbox by the bike room, code 3390; the concierge has a spare."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(720)}},
		{"chalet", steward.AddressCreate{Street: "900 Front St", City: "Leavenworth", State: "WA", Zip: "98826", Nickname: strp("Bavarian Chalet"),
			AccessInstructions: strp("Smart lock on the side door, code 1516. Snowshoes are in the mudroom."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"katlian", steward.AddressCreate{Street: "307 Katlian St", City: "Sitka", State: "AK", Zip: "99835",
			AccessInstructions: strp("Key in the lockbox under the porch stairs, code 8080."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"cedar1", steward.AddressCreate{Street: "160 Crow Creek Rd Unit 1", City: "Girdwood", State: "AK", Zip: "99587", Nickname: strp("Cedar Cabin 1"),
			AccessInstructions: strp("Lockbox on the woodshed, code 5151."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
		{"cedar2", steward.AddressCreate{Street: "160 Crow Creek Rd Unit 2", City: "Girdwood", State: "AK", Zip: "99587", Nickname: strp("Cedar Cabin 2"),
			AccessInstructions: strp("Lockbox on the woodshed, code 5252."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bo", steward.ProCreate{Name: "Bo Tanaka", Email: "bo.tanaka@example.com", Phone: "541-555-0101",
			Services: []steward.ServiceType{steward.Cleaning}}},
		{"sunny", steward.ProCreate{Name: "Sunny Alvarez", Email: "sunny@alvarezclean.example", Phone: "503-555-0102",
			Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rusty", steward.ProCreate{Name: "Rusty Hale", Email: "rusty@halesnowandhandy.example", Phone: "541-555-0103",
			Services: []steward.ServiceType{steward.Maintenance}}},
		{"clearview", steward.ProCreate{Name: "Derek Olsen", Email: "crew@clearviewwindows.example", Phone: "509-555-0104",
			Services: []steward.ServiceType{steward.Cleaning}}},
		{"marguerite", steward.ProCreate{Name: "Marguerite Fong", Email: "marguerite@cascadeinspect.example", Phone: "503-555-0105",
			Services: []steward.ServiceType{steward.Inspection}}},
		{"ivan", steward.ProCreate{Name: "Ivan Petrov", Email: "ivan@girdwoodfix.example", Phone: "907-555-0106",
			Services: []steward.ServiceType{steward.Maintenance}}},
		{"tanya", steward.ProCreate{Name: "Tanya Kuzmin", Email: "tanya.kuzmin@example.com", Phone: "907-555-0107",
			Services: []steward.ServiceType{steward.Cleaning}}},
		{"kelsey", steward.ProCreate{Name: "Kelsey Dunn", Email: "kelsey.dunn@example.com", Phone: "541-555-0108",
			Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"raman", "pearl", "Priya Raman", "2026-03-01 16:00", "2026-03-07 11:00", 2},                  // under way
		{"volkov", "aframe", "Dmitri Volkov", "2026-02-28 16:00", "2026-03-05 10:00", 4},              // out tomorrow
		{"ski", "ponderosa", "Turner Ski Group", "2026-03-06 16:00", "2026-03-09 10:00", 7},           // a ski group this weekend
		{"lindqvist", "chalet", "Erik and Anna Lindqvist", "2026-03-10 16:00", "2026-03-14 10:00", 2}, // next week, no turnover booked
		{"oduya", "katlian", "Grace Oduya", "2026-03-04 15:00", "2026-03-08 11:00", 3},                // starts today
		{"whitaker", "cedar1", "Ben Whitaker", "2026-03-06 16:00", "2026-03-09 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "katlian_prep", Property: "katlian", Service: "cleaning", At: "2026-03-04 10:00", Pro: "tanya", Status: "confirmed"},
		{Key: "aframe_turn", Property: "aframe", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bo", Status: "confirmed"},
		{Key: "chalet_heattape", Property: "chalet", Service: "maintenance", At: "2026-03-05 10:00", Notes: "Heat tape on the roof not working"},
		{Key: "ponderosa_hottub", Property: "ponderosa", Service: "maintenance", At: "2026-03-05 13:00", Notes: "Hot tub cover torn"},
		{Key: "aframe_stove", Property: "aframe", Service: "maintenance", At: "2026-03-06 10:00", Pro: "rusty", Notes: "Wood stove door gasket worn"},
		{Key: "ponderosa_prep", Property: "ponderosa", Service: "cleaning", At: "2026-03-06 09:00", Pro: "sunny"},
		{Key: "pearl_turn", Property: "pearl", Service: "cleaning", At: "2026-03-07 12:00", Pro: "sunny", Status: "confirmed"},
		{Key: "ponderosa_turn", Property: "ponderosa", Service: "cleaning", At: "2026-03-09 11:00", Pro: "bo"},
		{Key: "pearl_inspect", Property: "pearl", Service: "inspection", At: "2026-03-09 10:00", Pro: "marguerite"},
		{Key: "cedar1_turn", Property: "cedar1", Service: "cleaning", At: "2026-03-09 12:00", Pro: "tanya"},
		{Key: "chalet_windows", Property: "chalet", Service: "cleaning", At: "2026-03-09 13:00", Pro: "clearview", Notes: "Exterior windows and skylights"},
		{Key: "cedar2_pipe", Property: "cedar2", Service: "maintenance", At: "2026-03-03 13:00", Pro: "ivan", Status: "in_progress", Notes: "Frozen pipe under the kitchen sink"},
		{Key: "chalet_past_clean", Property: "chalet", Service: "cleaning", At: "2026-03-02 10:00", Pro: "sunny", Status: "completed"},
		{Key: "katlian_past_inspect", Property: "katlian", Service: "inspection", At: "2026-03-03 10:00", Pro: "marguerite", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
