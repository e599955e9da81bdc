package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// hiltonheadFixture is the evaluation's account for the cases marked
// "fixture": "hiltonhead" (testdata/eval/cases_hiltonhead.json), written
// before reading the engine: a mother-and-daughter co-hosting business on
// Hilton Head Island and in Bluffton, South Carolina. The daughter, Kayla,
// does the messaging on her phone between school runs: short lowercase
// texts, "ok so", "can u", "lmk", "tmrw", "sat", "asap", first names for
// pros ("Marisol", "Deshawn"), nicknames for the houses ("the dunes villa",
// "mom's cottage", "unit 204"), golf-cart and beach-gear restocks, pool
// heat, pest control, bikes, spring-break families and follow-ups like
// "actually make it 12" or "nvm". All on Eastern time: the Sea Pines Villa
// (16:00 check-in, 10:00 check-out), the Dunes Villa in Palmetto Dunes
// (16:00, 10:00), Mom's Cottage in Bluffton (15:00, 11:00), two condos in
// one complex known by their unit numbers, Unit 204 and Unit 311 (16:00,
// 10:00), and a house known only by its street, 35 Gull Point Rd (15:00,
// 11:00). Eight pros: Marisol Vega (cleaning, restocking), Tasha Greene
// (cleaning, restocking), the Lowcountry Clean Team (cleaning), Deshawn
// Carter (maintenance), Island Pest Pros (maintenance: pest control),
// Coastal Pool Co (maintenance: pools and pool heat), Ron Whitaker
// (inspections) and Brianna Holt, a cleaner who has left (inactive). Stays,
// named after families: the Millers under way at Sea Pines (out Friday at
// 10, six of them), the Patels under way at the Dunes (out Saturday at 10),
// the Brooks arriving at the cottage today at 15:00 (out Sunday at 11), the
// Johnsons at Unit 204 from tomorrow at 16:00 (out Monday at 10), the
// Riveras at Unit 311 from Friday at 16:00 (out Tuesday at 10), and next
// week the Kims at the Dunes (Thursday the 12th to Sunday the 15th), the
// Walshes at Gull Point (Friday the 13th to Monday the 16th) and the
// O'Briens, eight of them on spring break, at Sea Pines (Saturday the 14th
// to Saturday the 21st). Jobs: turnovers after the check-outs and preps
// before the arrivals, restocks of beach gear and bikes, maintenance whose
// notes say what it is for (the Dunes pool heater, booked during the
// Patels' stay; Sea Pines' golf cart; Unit 204's AC), Gull Point's
// walkthrough and pest control, Unit 311's HOA balcony inspection
// (unassigned), unassigned and confirmed jobs, a cancelled pest control and
// completed jobs in the past. At evalNow it is 09:00 on Wednesday on Hilton
// Head (EST; daylight saving starts Sunday the 8th).
func hiltonheadFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"seapines", steward.AddressCreate{Street: "12 Lighthouse Ln", City: "Hilton Head Island", State: "SC", Zip: "29928", Nickname: strp("Sea Pines Villa"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 1212. Golf cart key on the hook in the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"dunes", steward.AddressCreate{Street: "23 Queens Folly Rd", City: "Hilton Head Island", State: "SC", Zip: "29928", Nickname: strp("Dunes Villa"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 2323. Bikes and beach cart are under the house."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"cottage", steward.AddressCreate{Street: "41 Calhoun St", City: "Bluffton", State: "SC", Zip: "29910", Nickname: strp("Mom's Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch rail, code 4141. Don't let the cat next door in."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"u204", steward.AddressCreate{Street: "663 William Hilton Pkwy Unit 204", City: "Hilton Head Island", State: "SC", Zip: "29928", Nickname: strp("Unit 204"), Timezone: "America/New_York",
			AccessInstructions: strp("Building door code 2040; unit lockbox code 6204. Park in the spots marked 204."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"u311", steward.AddressCreate{Street: "663 William Hilton Pkwy Unit 311", City: "Hilton Head Island", State: "SC", Zip: "29928", Nickname: strp("Unit 311"), Timezone: "America/New_York",
			AccessInstructions: strp("Building door code 2040; unit lockbox code 7311. Elevator is by the pool."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"gull", steward.AddressCreate{Street: "35 Gull Point Rd", City: "Hilton Head Island", State: "SC", Zip: "29928", Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the side gate, code 3518. Deck gate latch sticks."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "843-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Greene", Email: "tasha.greene@example.com", Phone: "843-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lowcountry", steward.ProCreate{Name: "Lowcountry Clean Team", Email: "office@lowcountryclean.example", Phone: "843-555-0163", Services: []steward.ServiceType{steward.Cleaning}}},
		{"deshawn", steward.ProCreate{Name: "Deshawn Carter", Email: "deshawn@carterhandyman.example", Phone: "843-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"bugs", steward.ProCreate{Name: "Island Pest Pros", Email: "service@islandpest.example", Phone: "843-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"pool", steward.ProCreate{Name: "Coastal Pool Co", Email: "service@coastalpool.example", Phone: "843-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ron", steward.ProCreate{Name: "Ron Whitaker", Email: "ron@whitakerinspect.example", Phone: "843-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"brianna", steward.ProCreate{Name: "Brianna Holt", Email: "brianna.holt@example.com", Phone: "843-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"miller", "seapines", "Miller Family", "2026-03-01 16:00", "2026-03-06 10:00", 6},  // under way, out Friday
		{"patel", "dunes", "Patel Family", "2026-03-02 16:00", "2026-03-07 10:00", 5},       // under way, out Saturday
		{"brooks", "cottage", "Brooks Family", "2026-03-04 15:00", "2026-03-08 11:00", 4},   // arriving today
		{"johnson", "u204", "Johnson Family", "2026-03-05 16:00", "2026-03-09 10:00", 4},    // from tomorrow
		{"rivera", "u311", "Rivera Family", "2026-03-06 16:00", "2026-03-10 10:00", 3},      // from Friday
		{"kim", "dunes", "Kim Family", "2026-03-12 16:00", "2026-03-15 10:00", 4},           // next week
		{"walsh", "gull", "Walsh Family", "2026-03-13 15:00", "2026-03-16 11:00", 6},        // next week
		{"obrien", "seapines", "O'Brien Family", "2026-03-14 16:00", "2026-03-21 10:00", 8}, // spring break
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cot_prep", Property: "cottage", Service: "cleaning", At: "2026-03-04 11:00", Pro: "tasha", Status: "confirmed"},
		{Key: "u204_prep", Property: "u204", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol"},
		{Key: "dunes_pool", Property: "dunes", Service: "maintenance", At: "2026-03-05 11:00", Pro: "pool", Notes: "Pool heater not holding 84; check the heat pump", DuringStay: true}, // the Patels asked
		{Key: "gull_insp", Property: "gull", Service: "inspection", At: "2026-03-05 14:00", Pro: "ron", Notes: "Pre-spring-break walkthrough: deck, railings, smoke detectors"},
		{Key: "sp_to", Property: "seapines", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "sp_rstk", Property: "seapines", Service: "restocking", At: "2026-03-06 13:00", Notes: "Beach gear: chairs, umbrella, boogie boards"},
		{Key: "u311_prep", Property: "u311", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lowcountry"},
		{Key: "dunes_to", Property: "dunes", Service: "cleaning", At: "2026-03-07 10:00", Pro: "lowcountry", Status: "confirmed"},
		{Key: "cot_to", Property: "cottage", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "u204_to", Property: "u204", Service: "cleaning", At: "2026-03-09 10:00", Pro: "tasha"},
		{Key: "gull_pest", Property: "gull", Service: "maintenance", At: "2026-03-09 09:00", Pro: "bugs", Status: "confirmed", Notes: "Quarterly pest control: perimeter spray, check for palmetto bugs"},
		{Key: "sp_cart", Property: "seapines", Service: "maintenance", At: "2026-03-10 10:00", Pro: "deshawn", Notes: "Golf cart: charge the batteries and check the brakes before the O'Briens"},
		{Key: "u311_to", Property: "u311", Service: "cleaning", At: "2026-03-10 10:00"},
		{Key: "u204_hvac", Property: "u204", Service: "maintenance", At: "2026-03-11 09:00", Pro: "deshawn", Notes: "AC service: change the filter, clear the condensate line"},
		{Key: "dunes_rstk", Property: "dunes", Service: "restocking", At: "2026-03-11 14:00", Pro: "tasha", Notes: "Beach gear and bikes: pump the bike tires, restock sunscreen"},
		{Key: "gull_prep", Property: "gull", Service: "cleaning", At: "2026-03-12 10:00", Pro: "tasha"},
		{Key: "u311_insp", Property: "u311", Service: "inspection", At: "2026-03-12 10:00", Notes: "HOA balcony inspection"},
		{Key: "sp_prep", Property: "seapines", Service: "cleaning", At: "2026-03-13 10:00", Pro: "marisol", Notes: "Deep clean before the O'Briens: windows, baseboards"},
		{Key: "dunes_to2", Property: "dunes", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "gull_to", Property: "gull", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "cot_past_pest", Property: "cottage", Service: "maintenance", At: "2026-03-03 10:00", Pro: "bugs", Status: "cancelled", Notes: "Ant treatment in the kitchen"},
		{Key: "sp_past_to", Property: "seapines", Service: "cleaning", At: "2026-03-01 10:00", Pro: "marisol", Status: "completed"},
		{Key: "dunes_past_fix", Property: "dunes", Service: "maintenance", At: "2026-02-27 10:00", Pro: "deshawn", Status: "completed", Notes: "Replaced the bike lock and the beach cart wheel"},
		{Key: "u204_past_to", Property: "u204", Service: "cleaning", At: "2026-02-28 10:00", Pro: "tasha", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
