package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// chattanoogaFixture is the evaluation's account for the cases marked
// "fixture": "chattanooga" (testdata/eval/cases_blind81.json), written
// before reading the engine: an ordinary, busy property manager texting
// from the phone between errands, all lower case, with typos and
// autocorrect slips ("tmrw", "thurs", "lemme", "pls", "gonna", "u"),
// little punctuation, run-on sentences joining two requests with "and",
// "also" or "oh and", pros by first name or nickname ("tasha", "scenic
// city", "the volunteer guys"), properties by nickname or street ("the
// ridge", "signal mtn", "the one on frazier", "vine st") and guests by
// family name ("the hendersons"). Around Chattanooga, Tennessee, on
// Eastern time (set on each property: most of Tennessee is Central): the
// Ridge, a house on Missionary Ridge with a 10:00 check-out; the Signal
// Mountain Cabin, with a hot tub and a deck; a North Shore apartment known
// only by its street ("623 Frazier Ave"); the Lookout Mountain Bungalow,
// with a 15:00 check-in; and a house near the university known only by its
// street ("307 Vine St"). In northern Alabama, on Central time: the
// Huntsville House on Whitesburg Drive and the Guntersville Lake House, with
// a dock and a 10:00 check-out. Daylight saving time starts on Sunday 8
// March. Seven pros: Tasha Greene, who cleans and restocks around
// Chattanooga; Scenic City Cleaning Co, a cleaning company; Ray Hollis, the
// handyman (maintenance); Volunteer Plumbing & Heating, a company
// (maintenance); Carla Jenkins, the inspector; Dee Watts, who cleans and
// restocks the Alabama houses; and Brandy Cole, a cleaner who quit
// (inactive). Stays, named after families: the Hendersons under way at the
// Ridge (out tomorrow at 10), the Mabrys under way at Signal Mountain (out
// Saturday), the Boones under way in Huntsville (out Friday, Central), the
// Kowalskis arriving on Frazier today at 16:00 (out Sunday), the Picketts
// at the Ridge from Friday (out Sunday at 10), the Alvarez party of eight
// at the lake house from Friday (out Monday at 10), and next week the Dukes
// at Lookout (Tuesday the 10th at 15:00 to Friday the 13th), the
// McAllisters in Huntsville (Wednesday the 11th to Saturday the 14th), the
// Sorensens at Signal Mountain (Thursday the 12th to Sunday the 15th) and
// the Greers on Vine St (Friday the 13th to Monday the 16th). Jobs:
// turnovers after the check-outs, two jobs tomorrow at the Ridge (Tasha's
// turnover and restock), maintenance whose notes say what it is for (Vine
// St's leaking water heater, the cabin's hot tub, the lake house dock,
// the Huntsville garage door), inspections with notes (the cabin's deck,
// Frazier's smoke and CO detectors), restocks, unassigned jobs (the
// Frazier and Ridge turnovers on Sunday, the dock, the garage door, the
// restock before the Sorensens), pending and confirmed jobs, and a
// completed and a cancelled one in the past. At evalNow it is 09:00 in
// Chattanooga and 08:00 in Alabama.
func chattanoogaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const eastern = "America/New_York" // Chattanooga keeps Eastern time, unlike most of Tennessee
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"ridge", steward.AddressCreate{Street: "212 Crest Rd", City: "Chattanooga", State: "TN", Zip: "37404", Nickname: strp("The Ridge"),
			AccessInstructions: strp("Keypad on the front door, code 2580. Trash cans go to the curb Sunday night."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			Timezone: eastern, CheckOutTime: "10:00"}},
		{"signal", steward.AddressCreate{Street: "4107 Taft Hwy", City: "Signal Mountain", State: "TN", Zip: "37377", Nickname: strp("Signal Mountain Cabin"),
			AccessInstructions: strp("Lockbox on the porch post, code 7741. The hot tub cover straps clip on the left side."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200),
			Timezone: eastern}},
		{"frazier", steward.AddressCreate{Street: "623 Frazier Ave Unit 2", City: "Chattanooga", State: "TN", Zip: "37405",
			AccessInstructions: strp("Lockbox on the stair railing, code 6620. Park in the second spot behind the building."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			Timezone: eastern}},
		{"lookout", steward.AddressCreate{Street: "118 Scenic Hwy", City: "Lookout Mountain", State: "TN", Zip: "37350", Nickname: strp("Lookout Mountain Bungalow"),
			AccessInstructions: strp("Smart lock, code 1908. The gravel drive is steep: park at the top."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			Timezone: eastern, CheckInTime: "15:00"}},
		{"vine", steward.AddressCreate{Street: "307 Vine St", City: "Chattanooga", State: "TN", Zip: "37403", Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1400),
			Timezone: eastern}},
		{"hsv", steward.AddressCreate{Street: "2210 Whitesburg Dr", City: "Huntsville", State: "AL", Zip: "35801", Nickname: strp("The Huntsville House"),
			AccessInstructions: strp("Garage keypad 3344; the door from the garage into the kitchen is left unlocked."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1650)}},
		{"lake", steward.AddressCreate{Street: "1875 Buck Island Dr", City: "Guntersville", State: "AL", Zip: "35976", Nickname: strp("Guntersville Lake House"),
			AccessInstructions: strp("Lockbox by the boathouse, code 5150. Keep the dock gate latched."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"tasha", steward.ProCreate{Name: "Tasha Greene", Email: "tasha.greene@example.com", Phone: "423-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"scenic", steward.ProCreate{Name: "Scenic City Cleaning Co", Email: "office@sceniccityclean.example", Phone: "423-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Hollis", Email: "ray@hollishandyman.example", Phone: "423-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"volunteer", steward.ProCreate{Name: "Volunteer Plumbing & Heating", Email: "dispatch@volunteerplumbing.example", Phone: "423-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"carla", steward.ProCreate{Name: "Carla Jenkins", Email: "carla@jenkinsinspect.example", Phone: "423-555-0165", Services: []steward.ServiceType{steward.Inspection}}},
		{"dee", steward.ProCreate{Name: "Dee Watts", Email: "dee.watts@example.com", Phone: "256-555-0166", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"brandy", steward.ProCreate{Name: "Brandy Cole", Email: "brandy.cole@example.com", Phone: "423-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"henderson", "ridge", "Henderson Family", "2026-03-01 16:00", "2026-03-05 10:00", 4}, // under way, out tomorrow
		{"mabry", "signal", "Mabry Family", "2026-03-02 16:00", "2026-03-07 11:00", 6},        // under way, out Saturday
		{"boone", "hsv", "Boone Family", "2026-03-03 16:00", "2026-03-06 11:00", 3},           // under way, out Friday (Central)
		{"kowalski", "frazier", "Kowalski Family", "2026-03-04 16:00", "2026-03-08 11:00", 2}, // arriving today
		{"pickett", "ridge", "Pickett Family", "2026-03-06 16:00", "2026-03-08 10:00", 2},     // from Friday
		{"alvarez", "lake", "Alvarez Family", "2026-03-06 16:00", "2026-03-09 10:00", 8},      // from Friday (Central)
		{"dukes", "lookout", "Dukes Family", "2026-03-10 15:00", "2026-03-13 11:00", 4},       // next week
		{"mcallister", "hsv", "McAllister Family", "2026-03-11 16:00", "2026-03-14 11:00", 2}, // next week (Central)
		{"sorensen", "signal", "Sorensen Family", "2026-03-12 16:00", "2026-03-15 11:00", 5},  // next week
		{"greer", "vine", "Greer Family", "2026-03-13 16:00", "2026-03-16 11:00", 3},          // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "ridge_turn", Property: "ridge", Service: "cleaning", At: "2026-03-05 10:30", Pro: "tasha"},
		{Key: "ridge_restock", Property: "ridge", Service: "restocking", At: "2026-03-05 14:00", Pro: "tasha", Notes: "Coffee, toilet paper and paper towels before the Picketts"},
		{Key: "hsv_turn", Property: "hsv", Service: "cleaning", At: "2026-03-06 11:00", Pro: "dee"},
		{Key: "vine_fix", Property: "vine", Service: "maintenance", At: "2026-03-06 13:00", Pro: "volunteer", Status: "confirmed", Notes: "Water heater leaking at the base; check the relief valve and the drain pan"},
		{Key: "signal_turn", Property: "signal", Service: "cleaning", At: "2026-03-07 11:00", Pro: "scenic", Status: "confirmed"},
		{Key: "signal_hottub", Property: "signal", Service: "maintenance", At: "2026-03-07 14:00", Pro: "ray", Notes: "Hot tub not holding temperature; check the heater element and the cover"},
		{Key: "frazier_turn", Property: "frazier", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "ridge_turn2", Property: "ridge", Service: "cleaning", At: "2026-03-08 10:30"},
		{Key: "lake_turn", Property: "lake", Service: "cleaning", At: "2026-03-09 10:30", Pro: "dee"},
		{Key: "lake_dock", Property: "lake", Service: "maintenance", At: "2026-03-09 13:00", Notes: "Loose boards on the dock by the boat slip; replace before the spring season"},
		{Key: "hsv_fix", Property: "hsv", Service: "maintenance", At: "2026-03-09 09:00", Notes: "Garage door opener not closing all the way; check the safety sensors"},
		{Key: "signal_deck", Property: "signal", Service: "inspection", At: "2026-03-10 10:00", Pro: "carla", Status: "confirmed", Notes: "Deck inspection before spring: railing posts and the stairs down to the hot tub"},
		{Key: "lookout_restock", Property: "lookout", Service: "restocking", At: "2026-03-10 12:00", Pro: "tasha"},
		{Key: "frazier_inspect", Property: "frazier", Service: "inspection", At: "2026-03-11 10:00", Pro: "carla", Notes: "Annual smoke and CO detector check"},
		{Key: "signal_restock", Property: "signal", Service: "restocking", At: "2026-03-12 12:00"},
		{Key: "hsv_turn2", Property: "hsv", Service: "cleaning", At: "2026-03-14 11:00", Pro: "dee", Status: "confirmed"},
		{Key: "ridge_past_clean", Property: "ridge", Service: "cleaning", At: "2026-03-01 11:00", Pro: "tasha", Status: "completed"},
		{Key: "vine_past_fix", Property: "vine", Service: "maintenance", At: "2026-02-24 10:00", Pro: "volunteer", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "lake_past_inspect", Property: "lake", Service: "inspection", At: "2026-03-02 10:00", Pro: "carla", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
