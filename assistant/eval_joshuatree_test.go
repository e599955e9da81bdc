package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// joshuatreeFixture is the evaluation's account for the cases marked
// "fixture": "joshuatree" (testdata/eval/cases_joshuatree.json), written
// before reading the engine: a young couple of architects who run small
// desert cabins near Joshua Tree and Twentynine Palms, California, and text
// between work, all lower case and brief ("can we get…", "lmk", "tmrw",
// "2ish"), cabins by nickname and pros by first name. All on Pacific time:
// the Dome in Joshua Tree (16:00 check-in, 11:00 check-out, a hot tub and a
// swamp cooler), the Blue Door Cabin in Joshua Tree (15:00 and 10:00, a
// driveway gate), the Yucca Cabin in Twentynine Palms (16:00 and 10:00),
// the Rock House in Twentynine Palms (15:00 and 11:00, a skylight) and the
// Airstream in Twentynine Palms (15:00 and 10:00). Seven pros: Marisol
// Vega, a cleaner who restocks; Tyler Brooks, a cleaner; Hi-Desert Cleaning
// Co, a cleaning crew; Ray Castillo, the handyman (maintenance); Mojave Air
// & Heat, HVAC (maintenance); June Park, the inspector; and Nina Ruiz, a
// cleaner who moved away (inactive). Stays: the Alvarez family under way
// at the Dome (out tomorrow at 11), the Beckers under way at the Yucca Cabin
// (out Friday at 10), the Kims arriving at the Blue Door today at 15:00 (out
// Sunday at 10), the Fischers at the Airstream from tomorrow 15:00 to
// Saturday 10:00, the Morales family at the Rock House from Friday to
// Monday 11:00, the Nakamuras (six) at the Dome from Saturday to Wednesday
// the 11th and the O'Briens at the Yucca Cabin from Tuesday the 10th to
// Saturday the 14th. At evalNow it is 06:00 there (Wednesday 4 March 2026,
// PST).
func joshuatreeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	const la = "America/Los_Angeles"
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"dome", steward.AddressCreate{Street: "61540 Sunburst Cir", City: "Joshua Tree", State: "CA", Zip: "92252", Nickname: strp("The Dome"), Timezone: la,
			AccessInstructions: strp("Keypad on the front door, code 6154. Hot tub cover clips on the east side; swamp cooler switch by the fridge."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"bluedoor", steward.AddressCreate{Street: "7248 Sunny Vista Rd", City: "Joshua Tree", State: "CA", Zip: "92252", Nickname: strp("Blue Door Cabin"), Timezone: la,
			AccessInstructions: strp("Smart lock on the blue door, code 7248. Driveway gate code 1955, the latch sticks."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"yucca", steward.AddressCreate{Street: "73512 Sullivan Rd", City: "Twentynine Palms", State: "CA", Zip: "92277", Nickname: strp("Yucca Cabin"), Timezone: la,
			AccessInstructions: strp("Lockbox on the porch post, code 7351. Outdoor shower valve is behind the fence."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"rock", steward.AddressCreate{Street: "5960 Mojave Ave", City: "Twentynine Palms", State: "CA", Zip: "92277", Nickname: strp("Rock House"), Timezone: la,
			AccessInstructions: strp("Keypad on the side door, code 5960. Skylight blinds remote is in the kitchen drawer."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"airstream", steward.AddressCreate{Street: "2205 Shoshone Valley Rd", City: "Twentynine Palms", State: "CA", Zip: "92277", Nickname: strp("The Airstream"), Timezone: la,
			AccessInstructions: strp("Key in the lockbox on the shade structure, code 2205. Propane tanks on the tongue; water jugs in the shed."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(250),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "760-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tyler", steward.ProCreate{Name: "Tyler Brooks", Email: "tyler.brooks@example.com", Phone: "760-555-0172", Services: []steward.ServiceType{steward.Cleaning}}},
		{"hidesert", steward.ProCreate{Name: "Hi-Desert Cleaning Co", Email: "crew@hidesertclean.example", Phone: "760-555-0173", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Castillo", Email: "ray@castillohandyman.example", Phone: "760-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mojave", steward.ProCreate{Name: "Mojave Air & Heat", Email: "service@mojaveair.example", Phone: "760-555-0175", Services: []steward.ServiceType{steward.Maintenance}}},
		{"june", steward.ProCreate{Name: "June Park", Email: "june@parkinspections.example", Phone: "760-555-0176", Services: []steward.ServiceType{steward.Inspection}}},
		{"nina", steward.ProCreate{Name: "Nina Ruiz", Email: "nina.ruiz@example.com", Phone: "760-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"alvarez", "dome", "Alvarez Family", "2026-03-02 16:00", "2026-03-05 11:00", 4},      // under way, out tomorrow
		{"becker", "yucca", "Becker Family", "2026-03-03 16:00", "2026-03-06 10:00", 2},       // under way, out Friday
		{"kim", "bluedoor", "Kim Family", "2026-03-04 15:00", "2026-03-08 10:00", 3},          // arriving today
		{"fischer", "airstream", "Fischer Family", "2026-03-05 15:00", "2026-03-07 10:00", 2}, // from tomorrow
		{"morales", "rock", "Morales Family", "2026-03-06 15:00", "2026-03-09 11:00", 5},      // from Friday
		{"nakamura", "dome", "Nakamura Family", "2026-03-07 16:00", "2026-03-11 11:00", 6},
		{"obrien", "yucca", "O'Brien Family", "2026-03-10 16:00", "2026-03-14 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "bluedoor_prep", Property: "bluedoor", Service: "cleaning", At: "2026-03-04 10:00", Pro: "tyler", Status: "confirmed", Notes: "Prep before the Kims arrive"},
		{Key: "bluedoor_gate", Property: "bluedoor", Service: "maintenance", At: "2026-03-05 09:00", Pro: "ray", Notes: "Driveway gate latch sticks; adjust or replace it", DuringStay: true},
		{Key: "airstream_prep", Property: "airstream", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tyler", Notes: "Prep before the Fischers"},
		{Key: "dome_to", Property: "dome", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "airstream_rstk", Property: "airstream", Service: "restocking", At: "2026-03-05 12:00", Notes: "Propane, water jugs, coffee"},
		{Key: "rock_ac", Property: "rock", Service: "maintenance", At: "2026-03-05 13:00", Pro: "mojave", Notes: "AC service before the warm season; swap the filters"},
		{Key: "dome_swamp", Property: "dome", Service: "maintenance", At: "2026-03-06 09:00", Pro: "ray", Notes: "Swamp cooler leaking onto the deck"},
		{Key: "yucca_to", Property: "yucca", Service: "cleaning", At: "2026-03-06 10:00", Pro: "hidesert"},
		{Key: "rock_prep", Property: "rock", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marisol", Status: "confirmed", Notes: "Prep before the Morales family"},
		{Key: "yucca_rstk", Property: "yucca", Service: "restocking", At: "2026-03-06 14:00", Notes: "Firewood, coffee, sunscreen"},
		{Key: "dome_prep", Property: "dome", Service: "cleaning", At: "2026-03-07 10:00", Notes: "Prep before the Nakamuras"},
		{Key: "airstream_to", Property: "airstream", Service: "cleaning", At: "2026-03-07 10:00", Pro: "tyler"},
		{Key: "bluedoor_to", Property: "bluedoor", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "rock_to", Property: "rock", Service: "cleaning", At: "2026-03-09 11:00", Pro: "hidesert"},
		{Key: "bluedoor_insp", Property: "bluedoor", Service: "inspection", At: "2026-03-09 13:00", Pro: "june", Notes: "Smoke and CO detectors and the fire extinguisher"},
		{Key: "dome_hottub", Property: "dome", Service: "maintenance", At: "2026-03-09 14:00", Pro: "ray", Notes: "Hot tub heater not holding temperature", DuringStay: true},
		{Key: "yucca_prep", Property: "yucca", Service: "cleaning", At: "2026-03-10 10:00", Pro: "marisol", Notes: "Prep before the O'Briens"},
		{Key: "rock_insp", Property: "rock", Service: "inspection", At: "2026-03-10 10:00", Notes: "Check the roof and the skylight after the windstorm"},
		{Key: "dome_to2", Property: "dome", Service: "cleaning", At: "2026-03-11 11:00", Pro: "marisol"},
		{Key: "yucca_to2", Property: "yucca", Service: "cleaning", At: "2026-03-14 10:00"},
		{Key: "rock_insp_cx", Property: "rock", Service: "inspection", At: "2026-02-27 10:00", Pro: "june", Status: "cancelled"},
		{Key: "dome_past_to", Property: "dome", Service: "cleaning", At: "2026-03-02 11:00", Pro: "marisol", Status: "completed"},
		{Key: "bluedoor_past_to", Property: "bluedoor", Service: "cleaning", At: "2026-03-01 10:00", Pro: "hidesert", Status: "completed"},
		{Key: "yucca_past_fix", Property: "yucca", Service: "maintenance", At: "2026-02-25 14:00", Pro: "ray", Status: "completed", Notes: "Fixed the outdoor shower valve"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
