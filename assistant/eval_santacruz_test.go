package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// santacruzFixture is the evaluation's account for the cases marked
// "fixture": "santacruz" (testdata/eval/cases_santacruz.json), written
// before reading the engine: a Santa Cruz, California host with beach and
// mountain rentals who mostly pastes Airbnb and VRBO guest messages,
// reviews and "Reservation confirmed" e-mails into the assistant with a
// short, lower-case line of their own ("update her arrival", "cancel gabe
// then"), and calls guests by their first names. All on
// America/Los_Angeles (06:00 PST at evalNow: Wednesday 4 March 2026, 14:00
// UTC; clocks go forward on Sunday 8 March). Seabright Cottage in Santa
// Cruz (16:00 and 11:00), the Point House at Pleasure Point (16:00 and
// 10:00), the Capitola Flat (15:00 and 11:00), the Redwood Cabin in Ben
// Lomond with a hot tub (16:00 and 10:00), the Treehouse in Scotts Valley
// (15:00 and 11:00) and Rio Del Mar, the beach house in Aptos (16:00 and
// 10:00). Pros: Marisol Vega (the main cleaner: cleaning, restocking),
// Brightwave Cleaning (cleaning), Kenji Tanaka (cleaning, restocking), Dom
// Russo the plumber, Surf City Spa Service (hot tubs), Gabe Ortiz the
// handyman, Lena Morris the inspector and Rosa Delgado, a cleaner who has
// stopped (inactive). Stays: Priya Raman at Seabright (out tomorrow at
// 11), Chidi Okafor at the Redwood Cabin (out Friday at 10), Erik Hansen
// at the Point House (out Saturday at 10), Sofia Morales at the Capitola
// Flat from today at 15:00 (out Sunday at 11), Megan Walsh at the
// Treehouse from tomorrow at 15:00 (out Monday at 11), Kevin Nguyen at
// Seabright Friday to Monday, Jordan Brooks at Rio Del Mar Friday to
// Tuesday 10th, Raj Patel at the Point House Thursday 12th to Monday 16th
// and Amy Liu at the Redwood Cabin Friday 13th to Sunday 15th.
func santacruzFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const tz = "America/Los_Angeles"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"seabright", steward.AddressCreate{Street: "215 Seabright Avenue", City: "Santa Cruz", State: "CA", Zip: "95062", Nickname: strp("Seabright Cottage"), Timezone: tz,
			AccessInstructions: strp("Keypad on the side gate, code 4821. Beach towels in the hall closet."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"pleasurepoint", steward.AddressCreate{Street: "3010 East Cliff Drive", City: "Santa Cruz", State: "CA", Zip: "95062", Nickname: strp("The Point House"), Timezone: tz,
			AccessInstructions: strp("Smart lock on the front door, code 3010. Surfboards stay in the garage, garage code 9911."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"capitola", steward.AddressCreate{Street: "118 Esplanade", City: "Capitola", State: "CA", Zip: "95010", Nickname: strp("The Capitola Flat"), Timezone: tz,
			AccessInstructions: strp("Lockbox left of the garage door, code 2468. Parking spot #3 only."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"redwood", steward.AddressCreate{Street: "24 Alba Road", City: "Ben Lomond", State: "CA", Zip: "95005", Nickname: strp("The Redwood Cabin"), Timezone: tz,
			AccessInstructions: strp("Key in the lockbox on the woodshed, code 7070. Hot tub cover clips on the creek side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"treehouse", steward.AddressCreate{Street: "510 Bean Creek Road", City: "Scotts Valley", State: "CA", Zip: "95066", Nickname: strp("The Treehouse"), Timezone: tz,
			AccessInstructions: strp("Park at the bottom and walk up the path. Smart lock code 5150."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"aptos", steward.AddressCreate{Street: "442 Beach Drive", City: "Aptos", State: "CA", Zip: "95003", Nickname: strp("Rio Del Mar"), Timezone: tz,
			AccessInstructions: strp("Keypad on the front door, code 1212. Outdoor shower valve is under the deck."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "831-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"brightwave", steward.ProCreate{Name: "Brightwave Cleaning", Email: "book@brightwave.example", Phone: "831-555-0172", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kenji", steward.ProCreate{Name: "Kenji Tanaka", Email: "kenji.tanaka@example.com", Phone: "831-555-0173", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dom", steward.ProCreate{Name: "Dom Russo", Email: "dom@russoplumbing.example", Phone: "831-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"surfcity", steward.ProCreate{Name: "Surf City Spa Service", Email: "service@surfcityspa.example", Phone: "831-555-0175", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gabe", steward.ProCreate{Name: "Gabe Ortiz", Email: "gabe.ortiz@example.com", Phone: "831-555-0176", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lena", steward.ProCreate{Name: "Lena Morris", Email: "lena@morrisinspections.example", Phone: "831-555-0177", Services: []steward.ServiceType{steward.Inspection}}},
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "831-555-0178", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"priya", "seabright", "Priya Raman", "2026-03-01 16:00", "2026-03-05 11:00", 2},      // under way, out tomorrow
		{"okafor", "redwood", "Chidi Okafor", "2026-03-02 16:00", "2026-03-06 10:00", 4},      // under way, out Friday
		{"hansen", "pleasurepoint", "Erik Hansen", "2026-03-03 16:00", "2026-03-07 10:00", 5}, // under way, out Saturday
		{"morales", "capitola", "Sofia Morales", "2026-03-04 15:00", "2026-03-08 11:00", 3},   // arriving today
		{"walsh", "treehouse", "Megan Walsh", "2026-03-05 15:00", "2026-03-09 11:00", 2},      // from tomorrow
		{"nguyen", "seabright", "Kevin Nguyen", "2026-03-06 16:00", "2026-03-09 11:00", 4},
		{"brooks", "aptos", "Jordan Brooks", "2026-03-06 16:00", "2026-03-10 10:00", 6},
		{"patel", "pleasurepoint", "Raj Patel", "2026-03-12 16:00", "2026-03-16 10:00", 6},
		{"liu", "redwood", "Amy Liu", "2026-03-13 16:00", "2026-03-15 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cap_prep", Property: "capitola", Service: "cleaning", At: "2026-03-04 10:00", Pro: "kenji", Status: "confirmed", Notes: "Ready for Sofia Morales"},
		{Key: "cap_restock", Property: "capitola", Service: "restocking", At: "2026-03-04 12:00", Notes: "Welcome basket and coffee pods"},
		{Key: "sea_co", Property: "seabright", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed", Notes: "Turnover after Priya"},
		{Key: "sea_restock", Property: "seabright", Service: "restocking", At: "2026-03-05 14:00", Pro: "kenji", Notes: "Coffee, paper goods and sunscreen for the Nguyens"},
		{Key: "tree_prep", Property: "treehouse", Service: "cleaning", At: "2026-03-05 10:00", Pro: "brightwave", Status: "confirmed", Notes: "Ready for Megan Walsh"},
		{Key: "tree_insp", Property: "treehouse", Service: "inspection", At: "2026-03-05 12:00", Pro: "lena", Notes: "Smoke detectors and the loft ladder"},
		{Key: "apt_gutter", Property: "aptos", Service: "maintenance", At: "2026-03-05 09:00", Pro: "gabe", Notes: "Clean the gutters and fix the side gate latch"},
		{Key: "pp_wifi", Property: "pleasurepoint", Service: "maintenance", At: "2026-03-05 15:00", Pro: "gabe", Notes: "Wifi keeps dropping, check the router", DuringStay: true},
		{Key: "red_co", Property: "redwood", Service: "cleaning", At: "2026-03-06 10:00", Pro: "brightwave", Notes: "Turnover after the Okafors"},
		{Key: "red_tub", Property: "redwood", Service: "maintenance", At: "2026-03-06 13:00", Pro: "surfcity", Notes: "Quarterly hot tub service, change the filter"},
		{Key: "apt_prep", Property: "aptos", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marisol", Notes: "Ready for the Brooks party"},
		{Key: "pp_co", Property: "pleasurepoint", Service: "cleaning", At: "2026-03-07 10:00", Pro: "marisol", Notes: "Turnover after the Hansens"},
		{Key: "cap_co", Property: "capitola", Service: "cleaning", At: "2026-03-08 11:00", Pro: "kenji", Notes: "Turnover after Sofia"},
		{Key: "sea_co2", Property: "seabright", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Turnover after the Nguyens"},
		{Key: "tree_co", Property: "treehouse", Service: "cleaning", At: "2026-03-09 11:00", Pro: "brightwave", Notes: "Turnover after Megan Walsh"},
		{Key: "pp_plumb", Property: "pleasurepoint", Service: "maintenance", At: "2026-03-09 13:00", Pro: "dom", Notes: "Outdoor shower leaking"},
		{Key: "apt_co", Property: "aptos", Service: "cleaning", At: "2026-03-10 10:00", Pro: "marisol", Notes: "Turnover after the Brooks party"},
		{Key: "sea_insp", Property: "seabright", Service: "inspection", At: "2026-03-10 10:00", Pro: "lena", Notes: "Annual fire safety check"},
		{Key: "tree_deck", Property: "treehouse", Service: "maintenance", At: "2026-03-11 10:00", Pro: "gabe", Notes: "Re-stain the deck stairs"},
		{Key: "cap_dryer", Property: "capitola", Service: "maintenance", At: "2026-03-11 14:00", Pro: "gabe", Notes: "Dryer vent cleaning"},
		{Key: "pp_prep", Property: "pleasurepoint", Service: "cleaning", At: "2026-03-12 10:00", Pro: "marisol", Notes: "Ready for the Patels"},
		{Key: "apt_insp", Property: "aptos", Service: "inspection", At: "2026-03-12 14:00", Pro: "lena", Notes: "Check the windows after the storm"},
		{Key: "red_prep", Property: "redwood", Service: "cleaning", At: "2026-03-13 10:00", Pro: "brightwave", Notes: "Ready for Amy Liu"},
		{Key: "red_restock", Property: "redwood", Service: "restocking", At: "2026-03-13 13:00", Pro: "kenji", Notes: "Firewood and a s'mores kit"},
		{Key: "red_co2", Property: "redwood", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after Amy Liu"},
		{Key: "pp_co2", Property: "pleasurepoint", Service: "cleaning", At: "2026-03-16 10:00", Pro: "marisol", Notes: "Turnover after the Patels"},
		{Key: "sea_past_fix", Property: "seabright", Service: "maintenance", At: "2026-02-27 10:00", Pro: "dom", Status: "completed", Notes: "Fixed the garbage disposal"},
		{Key: "red_insp_cx", Property: "redwood", Service: "inspection", At: "2026-02-28 10:00", Pro: "lena", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
