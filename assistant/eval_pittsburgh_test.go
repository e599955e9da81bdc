package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// pittsburghFixture is the evaluation's account for the cases marked
// "fixture": "pittsburgh" (testdata/eval/cases_pittsburgh.json), written
// before reading the engine: a property manager in Pittsburgh who runs six
// units for out-of-town owners and types fast between calls in business
// shorthand ("pls", "w/", "b4", "ASAP", "tmrw", "Thu AM", "3/7", "2p",
// "PM" for afternoon and "PM visit" for preventive maintenance, "cx",
// "bump", "reassign", ticket-like fragments such as "Shadyside condo -
// HVAC filter - Fri") with a Pittsburgh-ism now and then ("yinz", "n'at",
// "slippy", "needs washed"). All on America/New_York (EST at evalNow:
// Wednesday 4 March 2026, 9:00 local; EDT from Sunday 8 March). The
// duplex on Liberty Ave in Bloomfield, its two sides Duplex A and Duplex B
// (16:00 and 10:00), the Lawrenceville Rowhouse on Butler St (15:00 and
// 11:00), the Shadyside Condo at 5520 Walnut St Apt 2F (16:00 and 11:00),
// the South Side Loft on E Carson St (15:00 and 10:00) and the Mt
// Washington House on Grandview Ave (16:00 and 10:00). Pros: Steel City
// Spotless (a cleaning company: cleaning and restocking), Kayla Novak
// (cleaner, restocks), Dana Kowalski (cleaner, restocks), Tony Petrakis the
// handyman, Ray Dombrowski the HVAC tech, Sal Ferrante the plumber, Joanne
// Mazur the inspector and Marge Hrabosky, a cleaner who has retired
// (inactive). Stays: the Lius at the condo (out tomorrow at 11), the
// Okafors at the rowhouse (out Friday at 11), the Bergs at Mt Washington
// from today at 16:00 (out Sunday at 10), the Ramirezes at Duplex A from
// tomorrow at 16:00 (out Monday 9th at 10), the Schultzes at the loft
// Friday to Tuesday 10th, the Kims at Duplex B Saturday to Thursday 12th,
// the Bradys at the condo Wednesday 11th to Sunday 15th and the Nakamuras
// at the rowhouse Friday 13th to Monday 16th.
func pittsburghFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	const eastern = "America/New_York"
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"dupA", steward.AddressCreate{Street: "4617 Liberty Ave, Unit A", City: "Pittsburgh", State: "PA", Zip: "15224", Country: "US", Nickname: strp("Duplex A"), Timezone: eastern,
			AccessInstructions: strp("Keypad on the side door, code 4617. Trash cans go out Tuesday night."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"dupB", steward.AddressCreate{Street: "4617 Liberty Ave, Unit B", City: "Pittsburgh", State: "PA", Zip: "15224", Country: "US", Nickname: strp("Duplex B"), Timezone: eastern,
			AccessInstructions: strp("Keypad on the front door, code 4618. Basement shared with the A side, laundry on the left."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"rowhouse", steward.AddressCreate{Street: "3719 Butler St", City: "Pittsburgh", State: "PA", Zip: "15201", Country: "US", Nickname: strp("Lawrenceville Rowhouse"), Timezone: eastern,
			AccessInstructions: strp("Lockbox on the back gate, code 3719. Permit parking only on the street, pass is on the fridge."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1050),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"condo", steward.AddressCreate{Street: "5520 Walnut St, Apt 2F", City: "Pittsburgh", State: "PA", Zip: "15232", Country: "US", Nickname: strp("Shadyside Condo"), Timezone: eastern,
			AccessInstructions: strp("Fob for the lobby in the lockbox by the bike rack, code 5520. Unit door smart lock, code 2020."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(720),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"loft", steward.AddressCreate{Street: "1801 E Carson St, Unit 3", City: "Pittsburgh", State: "PA", Zip: "15203", Country: "US", Nickname: strp("South Side Loft"), Timezone: eastern,
			AccessInstructions: strp("Lockbox on the rear stair rail, code 1801. Freight elevator key on the ring."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"mtwash", steward.AddressCreate{Street: "142 Grandview Ave", City: "Pittsburgh", State: "PA", Zip: "15211", Country: "US", Nickname: strp("Mt Washington House"), Timezone: eastern,
			AccessInstructions: strp("Smart lock, code 1420. Steep steps to the deck, salt bucket by the door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"spotless", steward.ProCreate{Name: "Steel City Spotless", Email: "dispatch@steelcityspotless.example", Phone: "412-555-0101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kayla", steward.ProCreate{Name: "Kayla Novak", Email: "kayla.novak@example.com", Phone: "412-555-0102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dana", steward.ProCreate{Name: "Dana Kowalski", Email: "dana.kowalski@example.com", Phone: "412-555-0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tony", steward.ProCreate{Name: "Tony Petrakis", Email: "tony@petrakishandyman.example", Phone: "412-555-0104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Dombrowski", Email: "ray@dombrowskihvac.example", Phone: "412-555-0105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sal", steward.ProCreate{Name: "Sal Ferrante", Email: "sal@ferranteplumbing.example", Phone: "412-555-0106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"joanne", steward.ProCreate{Name: "Joanne Mazur", Email: "joanne@mazurinspections.example", Phone: "412-555-0107", Services: []steward.ServiceType{steward.Inspection}}},
		{"marge", steward.ProCreate{Name: "Marge Hrabosky", Email: "marge.hrabosky@example.com", Phone: "412-555-0108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"liu", "condo", "Liu Family", "2026-03-01 16:00", "2026-03-05 11:00", 2},          // under way, out tomorrow
		{"okafor", "rowhouse", "Okafor Family", "2026-03-02 15:00", "2026-03-06 11:00", 3}, // under way, out Friday
		{"berg", "mtwash", "Berg Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},       // arriving today
		{"ramirez", "dupA", "Ramirez Family", "2026-03-05 16:00", "2026-03-09 10:00", 5},   // from tomorrow
		{"schultz", "loft", "Schultz Family", "2026-03-06 15:00", "2026-03-10 10:00", 2},
		{"kim", "dupB", "Kim Family", "2026-03-07 16:00", "2026-03-12 10:00", 4},
		{"brady", "condo", "Brady Family", "2026-03-11 16:00", "2026-03-15 11:00", 2},
		{"nakamura", "rowhouse", "Nakamura Family", "2026-03-13 15:00", "2026-03-16 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "dupA_prep", Property: "dupA", Service: "cleaning", At: "2026-03-05 10:00", Pro: "spotless", Status: "confirmed", Notes: "Prep before the Ramirez arrival"},
		{Key: "condo_co", Property: "condo", Service: "cleaning", At: "2026-03-05 11:00", Pro: "kayla", Status: "confirmed", Notes: "Turnover after the Lius"},
		{Key: "dupA_restock", Property: "dupA", Service: "restocking", At: "2026-03-05 13:00", Pro: "kayla", Notes: "Coffee, TP, welcome snacks"},
		{Key: "mtw_gutter", Property: "mtwash", Service: "maintenance", At: "2026-03-05 13:00", Pro: "tony", Notes: "Downspout by the back deck pulled loose", DuringStay: true},
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-06 10:00", Pro: "kayla", Notes: "Prep before the Schultzes"},
		{Key: "condo_filter", Property: "condo", Service: "maintenance", At: "2026-03-06 10:00", Pro: "ray", Notes: "HVAC filter swap, check the furnace"},
		{Key: "row_co", Property: "rowhouse", Service: "cleaning", At: "2026-03-06 13:00", Pro: "kayla", Notes: "Turnover after the Okafors"},
		{Key: "dupB_plumb", Property: "dupB", Service: "maintenance", At: "2026-03-06 14:00", Pro: "sal", Notes: "Slow drain in the upstairs tub"},
		{Key: "dupB_prep", Property: "dupB", Service: "cleaning", At: "2026-03-07 11:00", Pro: "dana", Notes: "Prep before the Kims"},
		{Key: "mtw_co", Property: "mtwash", Service: "cleaning", At: "2026-03-08 10:00", Pro: "spotless", Notes: "Turnover after the Bergs"},
		{Key: "row_insp", Property: "rowhouse", Service: "inspection", At: "2026-03-09 10:00", Pro: "joanne", Notes: "Annual smoke and CO detector check"},
		{Key: "dupA_co", Property: "dupA", Service: "cleaning", At: "2026-03-09 10:00", Pro: "kayla", Notes: "Turnover after the Ramirezes"},
		{Key: "loft_co", Property: "loft", Service: "cleaning", At: "2026-03-10 10:00", Notes: "Turnover after the Schultzes"},
		{Key: "mtw_pm", Property: "mtwash", Service: "maintenance", At: "2026-03-10 13:00", Pro: "ray", Notes: "PM visit: furnace and humidifier"},
		{Key: "loft_handy", Property: "loft", Service: "maintenance", At: "2026-03-11 10:00", Pro: "tony", Notes: "Rehang the bathroom door, it sticks"},
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-11 12:00", Pro: "dana", Notes: "Prep before the Bradys"},
		{Key: "dupB_co", Property: "dupB", Service: "cleaning", At: "2026-03-12 10:00", Pro: "spotless", Notes: "Turnover after the Kims"},
		{Key: "dupA_insp", Property: "dupA", Service: "inspection", At: "2026-03-12 13:00", Notes: "Spring walkthrough: roof, gutters, basement"},
		{Key: "row_prep", Property: "rowhouse", Service: "cleaning", At: "2026-03-13 11:00", Pro: "kayla", Notes: "Prep before the Nakamuras"},
		{Key: "row_restock", Property: "rowhouse", Service: "restocking", At: "2026-03-13 13:00", Notes: "Welcome basket"},
		{Key: "mtw_wash", Property: "mtwash", Service: "maintenance", At: "2026-03-14 09:00", Pro: "tony", Notes: "Power wash the deck and siding"},
		{Key: "condo_co2", Property: "condo", Service: "cleaning", At: "2026-03-15 11:00", Pro: "kayla", Notes: "Turnover after the Bradys"},
		{Key: "dupB_hvac", Property: "dupB", Service: "maintenance", At: "2026-03-16 10:00", Pro: "ray", Notes: "Replace the thermostat"},
		{Key: "row_co2", Property: "rowhouse", Service: "cleaning", At: "2026-03-16 11:00", Pro: "dana", Notes: "Turnover after the Nakamuras"},
		{Key: "row_past_plumb", Property: "rowhouse", Service: "maintenance", At: "2026-02-25 10:00", Pro: "sal", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "loft_past_co", Property: "loft", Service: "cleaning", At: "2026-03-02 10:00", Pro: "dana", Status: "completed"},
		{Key: "mtw_insp_cx", Property: "mtwash", Service: "inspection", At: "2026-02-27 10:00", Pro: "joanne", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
