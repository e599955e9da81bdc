package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// coloradoFixture is the evaluation's account for the cases marked
// "fixture": "colorado" (testdata/eval/cases_blind39.json), written before
// reading the engine: a host in the Colorado high country in ski season,
// on Mountain time (The Bluebird, a condo in Steamboat Springs with a
// 10:00 check-out; Ptarmigan Lodge in Winter Park, 4 bedrooms, also out at
// 10:00; the Elk Meadow Cabin and a house known by its street only,
// "2240 Fall River Rd", both in Estes Park; The Animas House in Durango,
// in at 15:00), one in Moab, Utah (the Slickrock Casita, Mountain time,
// out at 10:00), and one in Flagstaff, Arizona (The Ponderosa), on
// America/Phoenix, which keeps standard time: daylight saving time starts
// on Sunday 8 March in Colorado and Utah, and from then on Flagstaff is an
// hour behind them. At evalNow it is 07:00 everywhere.
//
// Seven pros: Marisol Quintana, a cleaner (Steamboat and Winter Park);
// Tyler Brandvold, who cleans and restocks in Estes Park; a snowplow
// company known by its name (Summit Snow Removal, dispatch@ e-mail);
// Ramon Ybarra, a handyman and plumber; Wendy Saltzman, an inspector;
// June Begay, who cleans and restocks in Flagstaff and Moab; and an
// inactive cleaner (Caleb Ostrowski).
//
// Stays: the Halvorsen family under way at the Bluebird (out Friday
// 10:00), the Abernathys checking out of 2240 Fall River Rd today at
// 11:00, the Delacroix family at Ptarmigan Lodge from tomorrow to Sunday,
// the Tanakas at the Ponderosa from tomorrow to Monday, the Kowalczyk
// family at the Animas House this weekend (in Friday 15:00), Tomasz
// Wojcik at the Elk Meadow Cabin from Saturday, and the Ferreira family
// at the Slickrock Casita next week with no clean booked before them.
// Maintenance is known by its notes ("Plow the driveway", "Hot tub breaker
// keeps tripping", "Ice dam over the front door").
//
// Cleaning durations (from the rooms): Bluebird 3h15, Ptarmigan 4h, Elk
// Meadow 2h30, Fall River 2h, Animas 3h30, Slickrock 2h45, Ponderosa 3h15.
func coloradoFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bluebird", steward.AddressCreate{Street: "1855 Ski Time Square Dr Unit 304", City: "Steamboat Springs", State: "CO", Zip: "80487", Nickname: strp("The Bluebird"),
			AccessInstructions: strp("Keypad on the unit door, code 3041. Ski locker 12 in the garage, same code. Parking pass hangs by the door."),
			Bedrooms:           intp(3), Bathrooms: floatp(2), SquareFeet: intp(1450), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"ptarmigan", steward.AddressCreate{Street: "78 Vasquez Rd", City: "Winter Park", State: "CO", Zip: "80482", Nickname: strp("Ptarmigan Lodge"),
			AccessInstructions: strp("Garage keypad 7788. Snowshoes and sleds in the mudroom; hot tub cover lifter on the deck."),
			Bedrooms:           intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"elkmeadow", steward.AddressCreate{Street: "415 Fish Hatchery Rd", City: "Estes Park", State: "CO", Zip: "80517", Nickname: strp("Elk Meadow Cabin"),
			AccessInstructions: strp("Lockbox on the porch post, code 1915. Elk in the yard at dusk: tell guests to keep their distance."),
			Bedrooms:           intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"fallriver", steward.AddressCreate{Street: "2240 Fall River Rd", City: "Estes Park", State: "CO", Zip: "80517",
			AccessInstructions: strp("Smart lock on the front door, code 2240. Woodstove: open the damper first."),
			Bedrooms:           intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"animas", steward.AddressCreate{Street: "1020 E 3rd Ave", City: "Durango", State: "CO", Zip: "81301", Nickname: strp("The Animas House"),
			AccessInstructions: strp("Key in the lockbox on the back gate, code 8130."),
			Bedrooms:           intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100), CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"slickrock", steward.AddressCreate{Street: "455 Kane Creek Blvd", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Slickrock Casita"),
			AccessInstructions: strp("Keypad on the courtyard gate, code 4553; the casita door uses the same code."),
			Bedrooms:           intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100), CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"ponderosa", steward.AddressCreate{Street: "3150 N Fort Valley Rd", City: "Flagstaff", State: "AZ", Zip: "86001", Nickname: strp("The Ponderosa"),
			AccessInstructions: strp("Lockbox under the deck stairs, code 8600. Chains for the driveway in the shed."),
			Bedrooms:           intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Quintana", Email: "marisol.quintana@example.com", Phone: "555-3901", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tyler", steward.ProCreate{Name: "Tyler Brandvold", Email: "tyler.brandvold@example.com", Phone: "555-3902", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"summit", steward.ProCreate{Name: "Summit Snow Removal", Email: "dispatch@summitsnow.example", Phone: "555-3903", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ramon", steward.ProCreate{Name: "Ramon Ybarra", Email: "ramon@ybarrahandyman.example", Phone: "555-3904", Services: []steward.ServiceType{steward.Maintenance}}},
		{"wendy", steward.ProCreate{Name: "Wendy Saltzman", Email: "wendy@peakinspect.example", Phone: "555-3905", Services: []steward.ServiceType{steward.Inspection}}},
		{"june", steward.ProCreate{Name: "June Begay", Email: "june.begay@example.com", Phone: "555-3906", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"caleb", steward.ProCreate{Name: "Caleb Ostrowski", Email: "caleb.ostrowski@example.com", Phone: "555-3907", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"halvorsen", "bluebird", "Halvorsen Family", "2026-03-01 16:00", "2026-03-06 10:00", 6},  // under way
		{"abernathy", "fallriver", "Abernathy Family", "2026-02-28 16:00", "2026-03-04 11:00", 2}, // out today
		{"delacroix", "ptarmigan", "Delacroix Family", "2026-03-05 16:00", "2026-03-08 10:00", 8}, // from tomorrow
		{"tanaka", "ponderosa", "Kenji Tanaka", "2026-03-05 16:00", "2026-03-09 11:00", 4},        // from tomorrow, Arizona time
		{"kowalczyk", "animas", "Kowalczyk Family", "2026-03-06 15:00", "2026-03-09 11:00", 5},    // this weekend
		{"wojcik", "elkmeadow", "Tomasz Wojcik", "2026-03-07 16:00", "2026-03-10 11:00", 2},       // from Saturday
		{"ferreira", "slickrock", "Ferreira Family", "2026-03-10 16:00", "2026-03-14 10:00", 4},   // next week, no clean booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "fallriver_turn", Property: "fallriver", Service: "cleaning", At: "2026-03-04 11:00", Pro: "tyler", Status: "confirmed"},
		{Key: "bluebird_plow", Property: "bluebird", Service: "maintenance", At: "2026-03-05 06:30", Pro: "summit", Status: "confirmed",
			Notes: "Plow the driveway and shovel the path to the hot tub", DuringStay: true}, // the Halvorsens need to get out
		{Key: "ponderosa_clean", Property: "ponderosa", Service: "cleaning", At: "2026-03-05 08:00", Pro: "june", Status: "confirmed"},
		{Key: "animas_inspect", Property: "animas", Service: "inspection", At: "2026-03-05 10:00", Pro: "wendy"},
		{Key: "ptarmigan_plow", Property: "ptarmigan", Service: "maintenance", At: "2026-03-05 11:00", Pro: "summit",
			Notes: "Plow the driveway and clear the walk before the Delacroix family arrives"},
		{Key: "ponderosa_restock", Property: "ponderosa", Service: "restocking", At: "2026-03-05 12:00", Pro: "june"},
		{Key: "bluebird_turn", Property: "bluebird", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "animas_prep", Property: "animas", Service: "cleaning", At: "2026-03-06 10:00"},
		{Key: "elkmeadow_prep", Property: "elkmeadow", Service: "cleaning", At: "2026-03-07 10:00", Pro: "tyler", Status: "confirmed"},
		{Key: "elkmeadow_restock", Property: "elkmeadow", Service: "restocking", At: "2026-03-07 13:00", Pro: "tyler"},
		{Key: "ptarmigan_turn", Property: "ptarmigan", Service: "cleaning", At: "2026-03-08 10:00", Pro: "marisol"},
		{Key: "slickrock_hottub", Property: "slickrock", Service: "maintenance", At: "2026-03-09 10:00", Pro: "ramon", Notes: "Hot tub breaker keeps tripping"},
		{Key: "ponderosa_turn", Property: "ponderosa", Service: "cleaning", At: "2026-03-09 11:00", Pro: "june"},
		{Key: "ponderosa_inspect", Property: "ponderosa", Service: "inspection", At: "2026-03-10 10:00", Pro: "wendy", Status: "cancelled"},
		{Key: "fallriver_icedam", Property: "fallriver", Service: "maintenance", At: "2026-03-12 09:00", Pro: "summit", Notes: "Ice dam over the front door, knock it down and shovel the roof edge"},
		{Key: "bluebird_past_fix", Property: "bluebird", Service: "maintenance", At: "2026-02-24 10:00", Pro: "ramon", Status: "completed", Notes: "Boot dryer fuse replaced"},
		{Key: "animas_past_clean", Property: "animas", Service: "cleaning", At: "2026-02-27 11:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
