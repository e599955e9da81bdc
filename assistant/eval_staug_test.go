package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// staugFixture is the evaluation's account for the cases marked
// "fixture": "staug" (testdata/eval/cases_blind56.json), written before
// reading the engine: a virtual assistant keeping the calendar for two
// owners, forwarding and paraphrasing their e-mails, for rentals on the
// north-east Florida coast, in Savannah, in Asheville and in Sedona. On
// Eastern time: the Salt House on Vilano Beach; the Dune Cottage on
// Anastasia Island; a house in Crescent Beach known by its street only
// ("6900 A1A S"); the Aviles Street Flat in the historic district (four
// properties in St. Augustine); the Jones Street Townhouse in Savannah; and
// the Laurel Ridge Cabin in Asheville. On Arizona time (no daylight
// saving): the Red Rock Casita in Sedona, with a 10:00 check-out. Seven
// pros: Rosa Delgado of Coastal Sparkle Cleaning (cleans and restocks);
// Tiffany Greer of Tidewater Turnovers, who cleans in Savannah; Ancient
// City Plumbing, a company; Dwayne Pickett, a handyman who also
// inspects; Beth Ambrose of First Coast Home Inspections; Luis Ortega of
// Red Rock Home Care, who cleans and fixes in Sedona; and an inactive
// cleaner (Hank Mercer). Stays: the Whitakers under way at the Salt House
// (out tomorrow), the Castillos arriving at 6900 A1A today, the Pruitts at
// the townhouse from tomorrow, the Brennans at the Dune Cottage this
// weekend, the Hoffmans at the Aviles flat from Saturday with no turnover
// booked after them, the Sorensens under way at the casita (out Friday at
// 10), the Yamadas at the Laurel Ridge Cabin next week and the Lawsons
// back at the Salt House next week. Maintenance is known by its notes
// ("Outdoor shower valve", "Courtyard gate latch", "Sliding door",
// "AC blowing warm", "gutters", "Hot tub cover strap"). At evalNow it is
// 09:00 in Florida and 07:00 in Sedona. Daylight saving time starts on
// Sunday 8 March in the East, never in Arizona.
func staugFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"vilano", steward.AddressCreate{Street: "2810 Coastal Hwy", City: "St. Augustine", State: "FL", Zip: "32084", Nickname: strp("Salt House"),
			AccessInstructions: strp("Keypad on the garage side door, code 2810. Beach wagon and chairs are under the stairs."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"anastasia", steward.AddressCreate{Street: "6 Ocean Trace Rd", City: "St. Augustine", State: "FL", Zip: "32080", Nickname: strp("Dune Cottage"),
			AccessInstructions: strp("Lockbox on the outdoor shower post, code 0606."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"crescent", steward.AddressCreate{Street: "6900 A1A S", City: "St. Augustine", State: "FL", Zip: "32080",
			AccessInstructions: strp("Smart lock on the front door, code 6900. Park under the house, not on the dune walkover."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"historic", steward.AddressCreate{Street: "42 Aviles St Unit 2", City: "St. Augustine", State: "FL", Zip: "32084", Nickname: strp("Aviles Street Flat"),
			AccessInstructions: strp("Courtyard gate code 4242, then the key is in the lockbox by the blue door."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"savannah", steward.AddressCreate{Street: "315 W Jones St", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("Jones Street Townhouse"),
			AccessInstructions: strp("Keypad at the garden-level door, code 3150."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2000)}},
		{"asheville", steward.AddressCreate{Street: "88 Laurel Ridge Rd", City: "Asheville", State: "NC", Zip: "28804", Nickname: strp("Laurel Ridge Cabin"),
			AccessInstructions: strp("Lockbox on the porch railing, code 8888. Gravel drive is steep, 4WD in snow."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"sedona", steward.AddressCreate{Street: "140 Canyon Shadows Dr", City: "Sedona", State: "AZ", Zip: "86336", Nickname: strp("Red Rock Casita"),
			AccessInstructions: strp("Keypad on the courtyard door, code 1400. Hot tub cover straps clip on the west side."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa@coastalsparkle.example", Phone: "555-8101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tiffany", steward.ProCreate{Name: "Tiffany Greer", Email: "tiffany@tidewaterturnovers.example", Phone: "555-8102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"acp", steward.ProCreate{Name: "Ancient City Plumbing", Email: "dispatch@ancientcityplumbing.example", Phone: "555-8103", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dwayne", steward.ProCreate{Name: "Dwayne Pickett", Email: "dwayne.pickett@example.com", Phone: "555-8104", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"beth", steward.ProCreate{Name: "Beth Ambrose", Email: "beth@firstcoastinspect.example", Phone: "555-8105", Services: []steward.ServiceType{steward.Inspection}}},
		{"luis", steward.ProCreate{Name: "Luis Ortega", Email: "luis@redrockhomecare.example", Phone: "555-8106", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}}},
		{"hank", steward.ProCreate{Name: "Hank Mercer", Email: "hank.mercer@example.com", Phone: "555-8107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "vilano", "Whitaker Family", "2026-03-01 16:00", "2026-03-05 11:00", 5},   // under way, out tomorrow
		{"sorensen", "sedona", "Sorensen Family", "2026-03-02 16:00", "2026-03-06 10:00", 2},   // under way, out Friday, Arizona time
		{"castillo", "crescent", "Castillo Family", "2026-03-04 16:00", "2026-03-08 11:00", 6}, // arrives today
		{"pruitt", "savannah", "Pruitt Family", "2026-03-05 16:00", "2026-03-08 11:00", 6},     // from tomorrow
		{"brennan", "anastasia", "Brennan Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},  // this weekend
		{"hoffman", "historic", "Hoffman Family", "2026-03-07 16:00", "2026-03-10 11:00", 2},   // from Saturday, no turnover after
		{"yamada", "asheville", "Yamada Family", "2026-03-11 16:00", "2026-03-14 11:00", 4},    // next week
		{"lawson", "vilano", "Lawson Family", "2026-03-12 16:00", "2026-03-15 11:00", 6},       // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "crescent_prep", Property: "crescent", Service: "cleaning", At: "2026-03-04 10:00", Pro: "rosa", Status: "confirmed"},
		{Key: "vilano_turn", Property: "vilano", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "vilano_restock", Property: "vilano", Service: "restocking", At: "2026-03-05 15:00"},
		{Key: "savannah_prep", Property: "savannah", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tiffany", Status: "confirmed"},
		{Key: "anastasia_shower", Property: "anastasia", Service: "maintenance", At: "2026-03-05 13:00", Pro: "acp", Notes: "Outdoor shower valve dripping, won't shut all the way"},
		{Key: "anastasia_inspect", Property: "anastasia", Service: "inspection", At: "2026-03-05 09:00", Pro: "beth", Status: "cancelled"},
		{Key: "anastasia_prep", Property: "anastasia", Service: "cleaning", At: "2026-03-06 10:00", Pro: "rosa"},
		{Key: "historic_gate", Property: "historic", Service: "maintenance", At: "2026-03-06 14:00", Notes: "Courtyard gate latch sticks, guests can't get it to close"},
		{Key: "sedona_turn", Property: "sedona", Service: "cleaning", At: "2026-03-06 10:00", Pro: "luis", Status: "confirmed"},
		{Key: "sedona_hottub", Property: "sedona", Service: "maintenance", At: "2026-03-06 13:00", Pro: "luis", Notes: "Hot tub cover strap torn, replace both straps"},
		{Key: "historic_prep", Property: "historic", Service: "cleaning", At: "2026-03-07 10:00", Pro: "rosa"},
		{Key: "vilano_door", Property: "vilano", Service: "maintenance", At: "2026-03-07 10:00", Pro: "dwayne", Notes: "Sliding door to the deck sticks on the track"},
		{Key: "crescent_turn", Property: "crescent", Service: "cleaning", At: "2026-03-08 11:00", Pro: "rosa"},
		{Key: "savannah_turn", Property: "savannah", Service: "cleaning", At: "2026-03-08 11:00", Pro: "tiffany", Status: "confirmed"},
		{Key: "anastasia_turn", Property: "anastasia", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "asheville_gutter", Property: "asheville", Service: "maintenance", At: "2026-03-09 10:00", Notes: "Clear the gutters and check the downspout by the deck"},
		{Key: "vilano_inspect", Property: "vilano", Service: "inspection", At: "2026-03-10 10:00", Pro: "beth", Notes: "Annual fire safety walkthrough"},
		{Key: "sedona_restock", Property: "sedona", Service: "restocking", At: "2026-03-10 14:00"},
		{Key: "asheville_prep", Property: "asheville", Service: "cleaning", At: "2026-03-11 10:00"},
		{Key: "crescent_ac", Property: "crescent", Service: "maintenance", At: "2026-03-11 10:00", Pro: "dwayne", Notes: "AC blowing warm in the primary bedroom"},
		{Key: "savannah_inspect", Property: "savannah", Service: "inspection", At: "2026-03-12 10:00", Notes: "Check the balcony railing and the smoke detectors"},
		{Key: "asheville_turn", Property: "asheville", Service: "cleaning", At: "2026-03-14 11:00"},
		{Key: "vilano_lawson_turn", Property: "vilano", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "vilano_past_fix", Property: "vilano", Service: "maintenance", At: "2026-02-24 10:00", Pro: "acp", Status: "completed", Notes: "Replaced the water heater anode rod"},
		{Key: "savannah_past_clean", Property: "savannah", Service: "cleaning", At: "2026-03-01 11:00", Pro: "tiffany", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
