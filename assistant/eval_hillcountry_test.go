package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// hillcountryFixture is the evaluation's account for the cases marked
// "fixture": "hillcountry" (testdata/eval/cases_blind89.json), written
// before reading the engine: a professional property manager with rentals
// in Austin and the Texas Hill Country and one in Santa Fe, who writes from
// a desktop in compact business English: full sentences, proper
// capitalisation, times like "2:30pm" and "10am", dates like "Mar 12" or
// "Thursday 3/12", vendor companies by name ("Hill Country Plumbing",
// "Sparkle Team") and individuals by first name. On Central time: the Zilker
// Bungalow (16:00 check-in, 10:00 check-out), the East Side Casita (15:00,
// 11:00), the Lake Travis House (16:00, 10:00), the Fredericksburg Cottage
// (15:00, 11:00), the Cypress Creek Cabin in Wimberley (16:00, 10:00) and a
// long-term rental in Dripping Springs known only by its street ("410
// Mercer St", no stays). On Mountain time: the Canyon Road Casita in Santa
// Fe (16:00, 10:00). Seven pros: Sparkle Team (cleaning, restocking), Rosa
// Delgado (cleaning), Hill Country Plumbing (maintenance), Marcus Webb (a
// handyman, maintenance), Lone Star Inspections (inspection), High Desert
// Housekeeping in Santa Fe (cleaning, restocking) and Jake Turner, a cleaner
// who has left (inactive). Stays: the Hoffmans under way at Zilker (out
// Friday at 10), the Patels, eight of them, under way at Lake Travis (out
// Saturday at 10), the Lindgrens arriving in Santa Fe today at 16:00 (out
// Monday at 10), the Whitakers at Fredericksburg from tomorrow at 15:00 (out
// Sunday at 11), the Castillos at Wimberley from Friday at 16:00 (out
// Tuesday at 10) and next week the Sullivans at the East Side Casita (Thursday
// the 12th to Sunday the 15th) and the Harpers, six of them, at Zilker
// (Friday the 13th to Monday the 16th). Jobs: turnovers after the check-outs
// (some unassigned), tomorrow's East Side deep clean (Sparkle Team,
// confirmed), the Wimberley septic service (Hill Country Plumbing,
// confirmed) and Rosa's Fredericksburg prep; Friday's East Side restock
// (Sparkle Team, 8:00), Mercer St HVAC service (Marcus), Zilker turnover
// (Sparkle Team) and Wimberley prep (Rosa); maintenance whose
// notes say what it is for (the Lake Travis dock, the East Side faucet, the
// Santa Fe kiva fireplace), inspections (East Side detectors, unassigned;
// Lake Travis pre-summer, Lone Star), a past restock in Santa Fe not yet
// marked done, a cancelled inspection and completed jobs in the past. At
// evalNow it is 08:00 in Austin and 07:00 in Santa Fe.
func hillcountryFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"zilker", steward.AddressCreate{Street: "1904 Bluebonnet Ln", City: "Austin", State: "TX", Zip: "78704", Nickname: strp("Zilker Bungalow"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the front door, code 1904. Hot tub cover locks with the key on the hook inside the pantry."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"eastside", steward.AddressCreate{Street: "1207 E 12th St", City: "Austin", State: "TX", Zip: "78702", Nickname: strp("East Side Casita"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock on the side gate and front door, code 7702. Park on the street, not in the neighbor's drive."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"travis", steward.AddressCreate{Street: "4521 Hudson Bend Rd", City: "Austin", State: "TX", Zip: "78734", Nickname: strp("Lake Travis House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the boathouse gate, code 4521. Dock lights are on the garage panel."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"fbg", steward.AddressCreate{Street: "312 W Creek St", City: "Fredericksburg", State: "TX", Zip: "78624", Nickname: strp("Fredericksburg Cottage"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the porch post, code 0312. Back door sticks; lift the handle."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"wimberley", steward.AddressCreate{Street: "88 River Rd", City: "Wimberley", State: "TX", Zip: "78676", Nickname: strp("Cypress Creek Cabin"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox by the gate, code 8800. Septic: no wipes, sign in the bathroom."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"mercer", steward.AddressCreate{Street: "410 Mercer St", City: "Dripping Springs", State: "TX", Zip: "78620", Timezone: "America/Chicago",
			AccessInstructions: strp("Long-term tenant; call her the day before. Spare key in the office key cabinet, tag 410."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"santafe", steward.AddressCreate{Street: "621 Canyon Rd", City: "Santa Fe", State: "NM", Zip: "87501", Nickname: strp("Canyon Road Casita"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the courtyard gate, code 6210. Firewood is in the shed; flue lever by the kiva."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sparkle", steward.ProCreate{Name: "Sparkle Team", Email: "office@sparkleteam.example", Phone: "512-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "512-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"hcplumb", steward.ProCreate{Name: "Hill Country Plumbing", Email: "dispatch@hcplumbing.example", Phone: "830-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marcus", steward.ProCreate{Name: "Marcus Webb", Email: "marcus.webb@example.com", Phone: "512-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lonestar", steward.ProCreate{Name: "Lone Star Inspections", Email: "schedule@lonestarinspect.example", Phone: "512-555-0165", Services: []steward.ServiceType{steward.Inspection}}},
		{"highdesert", steward.ProCreate{Name: "High Desert Housekeeping", Email: "hello@highdeserthk.example", Phone: "505-555-0166", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jake", steward.ProCreate{Name: "Jake Turner", Email: "jake.turner@example.com", Phone: "512-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hoffman", "zilker", "Hoffman Family", "2026-03-02 16:00", "2026-03-06 10:00", 4},      // under way, out Friday
		{"patel", "travis", "Patel Family", "2026-03-01 16:00", "2026-03-07 10:00", 8},          // under way, out Saturday
		{"lindgren", "santafe", "Lindgren Family", "2026-03-04 16:00", "2026-03-09 10:00", 3},   // arriving today
		{"whitaker", "fbg", "Whitaker Family", "2026-03-05 15:00", "2026-03-08 11:00", 2},       // from tomorrow
		{"castillo", "wimberley", "Castillo Family", "2026-03-06 16:00", "2026-03-10 10:00", 5}, // from Friday
		{"sullivan", "eastside", "Sullivan Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},  // next week
		{"harper", "zilker", "Harper Family", "2026-03-13 16:00", "2026-03-16 10:00", 6},        // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "east_deep", Property: "eastside", Service: "cleaning", At: "2026-03-05 09:00", Pro: "sparkle", Status: "confirmed", Notes: "Deep clean: oven, fridge, baseboards, windows"},
		{Key: "wim_septic", Property: "wimberley", Service: "maintenance", At: "2026-03-05 09:00", Pro: "hcplumb", Status: "confirmed", Notes: "Septic pump-out and check the outdoor shower drain"},
		{Key: "fbg_prep", Property: "fbg", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosa", Notes: "Prep clean before the Whitakers"},
		{Key: "east_rstk", Property: "eastside", Service: "restocking", At: "2026-03-06 08:00", Pro: "sparkle", Notes: "Restock the coffee bar and bath amenities"},
		{Key: "merc_hvac", Property: "mercer", Service: "maintenance", At: "2026-03-06 09:00", Pro: "marcus", Status: "confirmed", Notes: "HVAC service: change the filters, clear the condensate line"},
		{Key: "zil_to", Property: "zilker", Service: "cleaning", At: "2026-03-06 10:00", Pro: "sparkle"},
		{Key: "wim_prep", Property: "wimberley", Service: "cleaning", At: "2026-03-06 11:00", Pro: "rosa"},
		{Key: "zil_rstk", Property: "zilker", Service: "restocking", At: "2026-03-06 14:00"},
		{Key: "trav_to", Property: "travis", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "fbg_to", Property: "fbg", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "trav_dock", Property: "travis", Service: "maintenance", At: "2026-03-09 09:00", Pro: "marcus", Notes: "Boat dock: replace two loose deck boards and tighten the swim ladder"},
		{Key: "sf_to", Property: "santafe", Service: "cleaning", At: "2026-03-09 10:00", Pro: "highdesert", Status: "confirmed"},
		{Key: "merc_clean", Property: "mercer", Service: "cleaning", At: "2026-03-09 13:00", Pro: "rosa"},
		{Key: "wim_to", Property: "wimberley", Service: "cleaning", At: "2026-03-10 10:00"},
		{Key: "east_faucet", Property: "eastside", Service: "maintenance", At: "2026-03-10 14:00", Pro: "hcplumb", Notes: "Kitchen faucet dripping; replace the cartridge"},
		{Key: "east_insp", Property: "eastside", Service: "inspection", At: "2026-03-11 10:00", Notes: "Annual smoke and CO detector check"},
		{Key: "sf_flue", Property: "santafe", Service: "maintenance", At: "2026-03-11 10:00", Notes: "Kiva fireplace: sweep the flue and check the damper"},
		{Key: "trav_insp", Property: "travis", Service: "inspection", At: "2026-03-12 10:00", Pro: "lonestar", Notes: "Pre-summer inspection: roof, gutters, pool fence"},
		{Key: "zil_prep", Property: "zilker", Service: "cleaning", At: "2026-03-13 10:00", Pro: "sparkle", Notes: "Prep before the Harpers; set up the sofa bed"},
		{Key: "east_to", Property: "eastside", Service: "cleaning", At: "2026-03-15 11:00", Pro: "rosa"},
		{Key: "zil_to2", Property: "zilker", Service: "cleaning", At: "2026-03-16 10:00"},
		{Key: "sf_past_rstk", Property: "santafe", Service: "restocking", At: "2026-03-03 14:00", Pro: "highdesert", Status: "confirmed", Notes: "Restock before the Lindgrens: coffee, firewood starters, toiletries"},
		{Key: "fbg_past_insp", Property: "fbg", Service: "inspection", At: "2026-03-02 10:00", Pro: "lonestar", Status: "cancelled"},
		{Key: "zil_past_to", Property: "zilker", Service: "cleaning", At: "2026-03-02 10:00", Pro: "sparkle", Status: "completed"},
		{Key: "merc_past_fix", Property: "mercer", Service: "maintenance", At: "2026-02-27 14:00", Pro: "hcplumb", Status: "completed", Notes: "Replaced the water heater anode rod"},
		{Key: "sf_past_to", Property: "santafe", Service: "cleaning", At: "2026-03-01 10:00", Pro: "highdesert", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
