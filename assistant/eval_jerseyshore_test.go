package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// jerseyshoreFixture is the evaluation's account for the cases marked
// "fixture": "jerseyshore" (testdata/eval/cases_jerseyshore.json), written
// before reading the engine: a general contractor on the Jersey Shore who
// owns shore rentals and a duplex and writes blunt, practical texts in full
// words with little punctuation, several things in one line separated by
// commas, in trade terms (the boiler, the sump, the outdoor shower, the deck
// boards, the AC condenser, the hot water heater); he calls his cleaners
// "the girls" or by first name, his handyman by his last name ("Kowalski"),
// and his places by street ("the 5th ave house", "Ocean Ave upstairs") or by
// town ("the Point Pleasant place", "the Bradley Beach cottage"). All on
// Eastern time: the 5th Ave House in Asbury Park (16:00 check-in, 10:00
// check-out), the Ocean Ave duplex in Long Branch, two units, Upstairs and
// Downstairs (15:00 check-in, 11:00 check-out), the Point Pleasant Place
// (16:00, 10:00), the Bradley Beach Cottage (16:00, 10:00) and a house in
// Avon-by-the-Sea known only by its street, "86 Sylvania Ave" (15:00,
// 11:00). Seven pros: Maria Souza (cleaning and restocking) and Jen Alvarez
// (cleaning), "the girls"; Stan Kowalski, the handyman; Russo Plumbing &
// Heating (boilers, hot water heaters, pipes); Coastal Air & Heat (the AC);
// Tom Brennan, the inspector; and Krystal Vega, a cleaner who quit
// (inactive). Stays: the Dolans, five, under way at 5th Ave (out Friday at
// 10), the Ferraros under way upstairs on Ocean Ave (out Saturday at 11),
// the Murphys arriving at Point Pleasant today at 16:00 (out Sunday at 10),
// the Castellanos at Sylvania Ave from tomorrow at 15:00 (out Sunday at 11),
// the Lombardis downstairs on Ocean Ave from Friday (out Monday at 11), and
// next week the Sullivans at 5th Ave (Wednesday the 11th to Saturday the
// 14th), the O'Connors, seven, at Bradley Beach (Thursday the 12th to Sunday
// the 15th) and the DeMarcos at Point Pleasant (Friday the 13th to Monday
// the 16th). Jobs: turnovers after the check-outs, preps before arrivals,
// restocks (Sylvania's tomorrow unassigned), maintenance whose notes say what
// it is for (the Bradley Beach sump, the 5th Ave hot water heater, the
// upstairs deck boards, the Sylvania boiler, the Point Pleasant AC
// condenser, the downstairs outdoor shower, unassigned), inspections (the
// Bradley Beach pre-season walkthrough, the 5th Ave smoke and CO detector
// check, unassigned), unassigned turnovers (Sylvania on Sunday, Bradley
// Beach's prep and turnover next week), pending and confirmed jobs, a
// cancelled inspection and completed jobs in the past. At evalNow it is
// 09:00 on the Jersey Shore (Eastern Standard Time; daylight saving starts
// on Sunday the 8th).
func jerseyshoreFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"fifth", steward.AddressCreate{Street: "212 5th Ave", City: "Asbury Park", State: "NJ", Zip: "07712", Nickname: strp("5th Ave House"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the back door, code 2120. Outdoor shower valve is under the deck."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"ocean_up", steward.AddressCreate{Street: "501 Ocean Ave Unit 2", City: "Long Branch", State: "NJ", Zip: "07740", Nickname: strp("Ocean Ave Upstairs"), Timezone: "America/New_York",
			AccessInstructions: strp("Outside stairs on the left side; smart lock, code 5012."), Bedrooms: intp(3), Bathrooms: floatp(1), SquareFeet: intp(1150),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"ocean_down", steward.AddressCreate{Street: "501 Ocean Ave Unit 1", City: "Long Branch", State: "NJ", Zip: "07740", Nickname: strp("Ocean Ave Downstairs"), Timezone: "America/New_York",
			AccessInstructions: strp("Front door, smart lock, code 5011. Boiler room key hangs inside the utility closet."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1050),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"point", steward.AddressCreate{Street: "38 Baltimore Ave", City: "Point Pleasant Beach", State: "NJ", Zip: "08742", Nickname: strp("Point Pleasant Place"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch post, code 3838. Sump is in the basement by the stairs."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bradley", steward.AddressCreate{Street: "219 Evergreen Ave", City: "Bradley Beach", State: "NJ", Zip: "07720", Nickname: strp("Bradley Beach Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Key in the lockbox on the outdoor shower door, code 2190."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"sylvania", steward.AddressCreate{Street: "86 Sylvania Ave", City: "Avon-by-the-Sea", State: "NJ", Zip: "07717", Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the gas meter, code 8610. Park in the driveway, not on the street."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Souza", Email: "maria.souza@example.com", Phone: "732-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jen", steward.ProCreate{Name: "Jen Alvarez", Email: "jen.alvarez@example.com", Phone: "732-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kowalski", steward.ProCreate{Name: "Stan Kowalski", Email: "stan@kowalskihandyman.example", Phone: "732-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"russo", steward.ProCreate{Name: "Russo Plumbing & Heating", Email: "office@russoplumbing.example", Phone: "732-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"coastal", steward.ProCreate{Name: "Coastal Air & Heat", Email: "service@coastalair.example", Phone: "732-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brennan", steward.ProCreate{Name: "Tom Brennan", Email: "tom@brennaninspections.example", Phone: "732-555-0166", Services: []steward.ServiceType{steward.Inspection}}},
		{"krystal", steward.ProCreate{Name: "Krystal Vega", Email: "krystal.vega@example.com", Phone: "732-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"dolan", "fifth", "Dolan Family", "2026-03-01 16:00", "2026-03-06 10:00", 5},              // under way, out Friday
		{"ferraro", "ocean_up", "Ferraro Family", "2026-03-02 15:00", "2026-03-07 11:00", 4},       // under way, out Saturday
		{"murphy", "point", "Murphy Family", "2026-03-04 16:00", "2026-03-08 10:00", 6},            // arriving today
		{"castellano", "sylvania", "Castellano Family", "2026-03-05 15:00", "2026-03-08 11:00", 3}, // from tomorrow
		{"lombardi", "ocean_down", "Lombardi Family", "2026-03-06 15:00", "2026-03-09 11:00", 2},   // from Friday
		{"sullivan", "fifth", "Sullivan Family", "2026-03-11 16:00", "2026-03-14 10:00", 4},        // next week
		{"oconnor", "bradley", "O'Connor Family", "2026-03-12 16:00", "2026-03-15 10:00", 7},       // next week
		{"demarco", "point", "DeMarco Family", "2026-03-13 16:00", "2026-03-16 10:00", 5},          // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "point_prep", Property: "point", Service: "cleaning", At: "2026-03-04 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "syl_insp_cx", Property: "sylvania", Service: "inspection", At: "2026-03-04 10:00", Pro: "brennan", Status: "cancelled"},
		{Key: "syl_prep", Property: "sylvania", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jen"},
		{Key: "bradley_sump", Property: "bradley", Service: "maintenance", At: "2026-03-05 10:00", Pro: "kowalski", Status: "confirmed", Notes: "Sump pump test before the storm; check the discharge line"},
		{Key: "syl_rstk", Property: "sylvania", Service: "restocking", At: "2026-03-05 13:00"},
		{Key: "fifth_to", Property: "fifth", Service: "cleaning", At: "2026-03-06 10:00", Pro: "maria", Status: "confirmed"},
		{Key: "down_prep", Property: "ocean_down", Service: "cleaning", At: "2026-03-06 12:00", Pro: "jen"},
		{Key: "up_to", Property: "ocean_up", Service: "cleaning", At: "2026-03-07 11:00", Pro: "jen", Status: "confirmed"},
		{Key: "up_rstk", Property: "ocean_up", Service: "restocking", At: "2026-03-07 14:00", Pro: "maria"},
		{Key: "point_to", Property: "point", Service: "cleaning", At: "2026-03-08 10:00", Pro: "maria"},
		{Key: "syl_to", Property: "sylvania", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "fifth_hwh", Property: "fifth", Service: "maintenance", At: "2026-03-09 10:00", Pro: "russo", Status: "confirmed", Notes: "Hot water heater: flush the tank and check the anode rod"},
		{Key: "up_deck", Property: "ocean_up", Service: "maintenance", At: "2026-03-09 13:00", Pro: "kowalski", Notes: "Replace the soft deck boards by the outdoor shower"},
		{Key: "down_to", Property: "ocean_down", Service: "cleaning", At: "2026-03-09 11:00", Pro: "jen"},
		{Key: "syl_boiler", Property: "sylvania", Service: "maintenance", At: "2026-03-10 09:00", Pro: "russo", Notes: "Boiler service: bleed the radiators and check the pressure"},
		{Key: "bradley_insp", Property: "bradley", Service: "inspection", At: "2026-03-10 10:00", Pro: "brennan", Notes: "Pre-season walkthrough: roof flashing, gutters, crawlspace after the nor'easter"},
		{Key: "fifth_insp", Property: "fifth", Service: "inspection", At: "2026-03-10 11:00", Notes: "Smoke and CO detector check for the town rental certificate"},
		{Key: "down_shower", Property: "ocean_down", Service: "maintenance", At: "2026-03-10 14:00", Notes: "Outdoor shower: turn the water back on and check for leaks"},
		{Key: "point_ac", Property: "point", Service: "maintenance", At: "2026-03-11 10:00", Pro: "coastal", Notes: "AC condenser: clear the leaves and check the fan before the DeMarcos"},
		{Key: "fifth_rstk", Property: "fifth", Service: "restocking", At: "2026-03-11 12:00", Pro: "maria"},
		{Key: "bradley_prep", Property: "bradley", Service: "cleaning", At: "2026-03-12 10:00"},
		{Key: "fifth_to2", Property: "fifth", Service: "cleaning", At: "2026-03-14 10:00", Pro: "jen"},
		{Key: "bradley_to", Property: "bradley", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "point_to2", Property: "point", Service: "cleaning", At: "2026-03-16 10:00", Pro: "maria"},
		{Key: "fifth_past_to", Property: "fifth", Service: "cleaning", At: "2026-03-01 10:00", Pro: "maria", Status: "completed"},
		{Key: "up_past_to", Property: "ocean_up", Service: "cleaning", At: "2026-03-02 10:00", Pro: "jen", Status: "completed"},
		{Key: "point_past_fix", Property: "point", Service: "maintenance", At: "2026-02-26 10:00", Pro: "kowalski", Status: "completed", Notes: "Replaced the outdoor shower valve"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
