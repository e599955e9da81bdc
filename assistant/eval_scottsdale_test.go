package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// scottsdaleFixture is the evaluation's account for the cases marked
// "fixture": "scottsdale" (testdata/eval/cases_blind78.json), written
// before reading the engine: a young host who texts in lower case with
// emoji standing for words (🧹 a cleaning, 🔧 a repair or the handyman, 🧻
// or 🛒 a restock, 🔍 an inspection, ❌ cancel, ✅ yes or done, ⏰ before
// a time, ➡️ "move to", 🏠 before a property, 👍/👎 as answers, 🚨 an
// emergency, 😅🙏 as filler) and shorthand ("rn", "tmrw", "sat am",
// "2ish"). In Arizona, on Arizona time (America/Phoenix, no daylight
// saving): the Casita, a casita with a pool in Scottsdale with a 10:00
// check-out; the A-Frame in Flagstaff (snow, a wood stove) with a 15:00
// check-in; a Tucson adobe known only by its street ("618 S Meyer Ave",
// "meyer"); and the Golf Condo in Scottsdale. In California, on Pacific
// time: the Beach Flat in San Diego with a 10:00 check-out; daylight
// saving time starts there on Sunday 8 March, so Arizona is an hour ahead
// of it until then and on the same clock after. Seven pros: Blue Wave Pool
// Co, a company (maintenance: the casita's pool); Jess Ramirez, who cleans
// and restocks the Arizona houses; Tony Alvarez, the handyman
// (maintenance); Dustin Pike, the desert-landscaping and scorpion guy
// (maintenance); Renee Castillo, the inspector; Marisol Vega, who cleans
// the Beach Flat; and Kayla Brooks, a cleaner who has stopped (inactive).
// Stays, named after families: the Nguyens under way at the Casita (out
// tomorrow at 10), the Hartmans under way at the A-Frame (out Saturday at
// 11), the Delacruz family arriving at the Beach Flat today (out Sunday at
// 10), the Brandts at the Golf Condo from tomorrow (out Monday), the
// Fischers at the Casita from Friday (out Monday at 10), the Oseis at
// Meyer from Friday (out Tuesday), and next week the Parks at the Beach
// Flat (Wednesday the 11th to Saturday the 14th), the Lindgrens at the
// Casita (Thursday the 12th to Sunday the 15th), the McAllisters at the
// A-Frame (Friday the 13th at 15:00 to Monday the 16th) and the Ruiz
// family at the Golf Condo (Friday the 13th to Tuesday the 17th). Jobs:
// turnovers after the check-outs, two jobs tomorrow at the Casita (Jess's
// turnover and Blue Wave's pool service) and two on Saturday at the
// A-Frame (Jess's turnover and Tony's wood stove gasket), maintenance
// whose notes say what it is for (scorpions at Meyer, the casita's patio
// misters, the beach flat's sliding door, the palo verde and the drip
// irrigation at Meyer, the A-Frame's roof and gutters), unassigned jobs
// (Meyer's cleaning on Friday, the Golf Condo's turnover on Monday, the
// beach flat's door, the casita's restock on the 12th, the A-Frame's
// turnover on the 16th), pending and confirmed jobs, a cancelled
// inspection and completed jobs in the past. At evalNow it is 07:00 in
// Arizona and 06:00 in San Diego.
func scottsdaleFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"casita", steward.AddressCreate{Street: "6932 E Cholla Ln", City: "Scottsdale", State: "AZ", Zip: "85254", Nickname: strp("The Casita"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Keypad on the side gate, code 3390. The pool gate latch is up high, keep it closed."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckOutTime: "10:00"}},
		{"aframe", steward.AddressCreate{Street: "1875 W Kiltie Ln", City: "Flagstaff", State: "AZ", Zip: "86005", Nickname: strp("The A-Frame"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox on the deck post, code 5521. Snow shovel and ice melt in the mudroom; open the wood stove flue before lighting."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00"}},
		{"adobe", steward.AddressCreate{Street: "618 S Meyer Ave", City: "Tucson", State: "AZ", Zip: "85701", Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox behind the ocotillo fence by the front door, code 8080. The swamp cooler switch is in the hall closet."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1400)}},
		{"beach", steward.AddressCreate{Street: "3715 Ocean Front Walk Unit B", City: "San Diego", State: "CA", Zip: "92109", Nickname: strp("The Beach Flat"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Smart lock; the code is the last four digits of the guest's phone. Parking spot 6 in the alley."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckOutTime: "10:00"}},
		{"golf", steward.AddressCreate{Street: "7525 E Gainey Ranch Rd Unit 142", City: "Scottsdale", State: "AZ", Zip: "85258", Nickname: strp("The Golf Condo"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Gate code #2814; the unit key is in the lockbox on the patio, code 1420."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bluewave", steward.ProCreate{Name: "Blue Wave Pool Co", Email: "service@bluewavepool.example", Phone: "480-555-0141", Services: []steward.ServiceType{steward.Maintenance}}},
		{"jess", steward.ProCreate{Name: "Jess Ramirez", Email: "jess.ramirez@example.com", Phone: "480-555-0142", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tony", steward.ProCreate{Name: "Tony Alvarez", Email: "tony@alvarezhandyman.example", Phone: "480-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dustin", steward.ProCreate{Name: "Dustin Pike", Email: "dustin@desertedgescapes.example", Phone: "520-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"renee", steward.ProCreate{Name: "Renee Castillo", Email: "renee@castilloinspections.example", Phone: "602-555-0145", Services: []steward.ServiceType{steward.Inspection}}},
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "619-555-0146", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kayla", steward.ProCreate{Name: "Kayla Brooks", Email: "kayla.brooks@example.com", Phone: "480-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "casita", "Nguyen Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},         // under way, out tomorrow
		{"hartman", "aframe", "Hartman Family", "2026-03-02 15:00", "2026-03-07 11:00", 6},       // under way, out Saturday
		{"delacruz", "beach", "Delacruz Family", "2026-03-04 16:00", "2026-03-08 10:00", 2},      // arriving today (Pacific)
		{"brandt", "golf", "Brandt Family", "2026-03-05 16:00", "2026-03-09 11:00", 2},           // from tomorrow
		{"fischer", "casita", "Fischer Family", "2026-03-06 16:00", "2026-03-09 10:00", 5},       // from Friday
		{"osei", "adobe", "Osei Family", "2026-03-06 16:00", "2026-03-10 11:00", 5},              // from Friday
		{"park", "beach", "Park Family", "2026-03-11 16:00", "2026-03-14 10:00", 3},              // next week
		{"lindgren", "casita", "Lindgren Family", "2026-03-12 16:00", "2026-03-15 10:00", 6},     // next week
		{"mcallister", "aframe", "McAllister Family", "2026-03-13 15:00", "2026-03-16 11:00", 8}, // next week
		{"ruiz", "golf", "Ruiz Family", "2026-03-13 16:00", "2026-03-17 11:00", 4},               // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "beach_prep", Property: "beach", Service: "cleaning", At: "2026-03-04 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "golf_prep", Property: "golf", Service: "cleaning", At: "2026-03-04 12:00", Pro: "jess"},
		{Key: "casita_turn", Property: "casita", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jess", Status: "confirmed"},
		{Key: "casita_pool", Property: "casita", Service: "maintenance", At: "2026-03-05 14:00", Pro: "bluewave", Notes: "Pool service before the Fischers: clean the filter and balance the chlorine"},
		{Key: "golf_restock", Property: "golf", Service: "restocking", At: "2026-03-05 14:00", Pro: "jess"},
		{Key: "adobe_prep", Property: "adobe", Service: "cleaning", At: "2026-03-06 10:00"},
		{Key: "adobe_pest", Property: "adobe", Service: "maintenance", At: "2026-03-06 13:00", Pro: "dustin", Notes: "Scorpion treatment around the patio and the courtyard walls"},
		{Key: "aframe_turn", Property: "aframe", Service: "cleaning", At: "2026-03-07 11:00", Pro: "jess", Status: "confirmed"},
		{Key: "aframe_stove", Property: "aframe", Service: "maintenance", At: "2026-03-07 14:00", Pro: "tony", Notes: "Wood stove door gasket is loose, smoke leaks into the living room"},
		{Key: "beach_turn", Property: "beach", Service: "cleaning", At: "2026-03-08 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "casita_turn2", Property: "casita", Service: "cleaning", At: "2026-03-09 10:00", Pro: "jess"},
		{Key: "golf_turn", Property: "golf", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "casita_fix", Property: "casita", Service: "maintenance", At: "2026-03-10 10:00", Pro: "tony", Notes: "Patio misters leaking where the line meets the ceiling"},
		{Key: "adobe_turn", Property: "adobe", Service: "cleaning", At: "2026-03-10 11:00", Pro: "jess"},
		{Key: "beach_fix", Property: "beach", Service: "maintenance", At: "2026-03-10 13:00", Notes: "Sliding patio door sticks: clean the track and replace the rollers"},
		{Key: "golf_inspect", Property: "golf", Service: "inspection", At: "2026-03-10 14:00", Pro: "renee", Notes: "HOA walkthrough: smoke detectors and the water heater pan"},
		{Key: "casita_pool2", Property: "casita", Service: "maintenance", At: "2026-03-11 09:00", Pro: "bluewave", Status: "confirmed", Notes: "Weekly pool service"},
		{Key: "aframe_inspect", Property: "aframe", Service: "inspection", At: "2026-03-11 10:00", Pro: "renee", Notes: "Roof and gutters after the big snow, before the McAllisters"},
		{Key: "adobe_yard", Property: "adobe", Service: "maintenance", At: "2026-03-12 09:00", Pro: "dustin", Notes: "Trim the palo verde over the driveway and fix the drip irrigation"},
		{Key: "casita_restock", Property: "casita", Service: "restocking", At: "2026-03-12 12:00"},
		{Key: "beach_turn2", Property: "beach", Service: "cleaning", At: "2026-03-14 10:00", Pro: "marisol"},
		{Key: "casita_turn3", Property: "casita", Service: "cleaning", At: "2026-03-15 10:00", Pro: "jess"},
		{Key: "aframe_turn2", Property: "aframe", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "adobe_inspect", Property: "adobe", Service: "inspection", At: "2026-03-05 10:00", Pro: "renee", Status: "cancelled"},
		{Key: "casita_past_pool", Property: "casita", Service: "maintenance", At: "2026-02-25 09:00", Pro: "bluewave", Status: "completed", Notes: "Weekly pool service"},
		{Key: "aframe_past_snow", Property: "aframe", Service: "maintenance", At: "2026-02-27 08:00", Pro: "tony", Status: "completed", Notes: "Cleared the snow off the deck and the roof vents after the storm"},
		{Key: "beach_past_clean", Property: "beach", Service: "cleaning", At: "2026-03-01 10:00", Pro: "marisol", Status: "completed"},
		{Key: "golf_past_clean", Property: "golf", Service: "cleaning", At: "2026-03-02 10:00", Pro: "jess", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
