package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// guesthouseFixture is the evaluation's account for the cases marked
// "fixture": "guesthouse" (testdata/eval/cases_guesthouse.json), written
// before reading the engine: the owner of a six-room guesthouse on
// Esplanade Avenue in New Orleans who set up each room or suite as a
// property, writes checklists with "[ ]" boxes, dashes and arrows, mixes
// notes-to-self ("order more towels", "ask Bea about her hours") in with
// real requests and calls rooms by their number at times ("rm 3" is the
// Jasmine Room). All on America/Chicago (08:00 CST at evalNow: Wednesday 4
// March 2026, 14:00 UTC; clocks go forward on Sunday 8 March). The Magnolia
// Room (Room 1), Suite 2, the Jasmine Room (Room 3), Room 4 and the
// Courtyard Suite (Suite 5), all 15:00 and 11:00, and the Carriage House
// out back (16:00 and 10:00). Pros: Bea Thibodeaux the housekeeper
// (cleaning, restocking), Lourdes Ramirez (cleaning), Crescent City
// Cleaners (cleaning), Ray Boudreaux the plumber, Marcus Landry the
// electrician and AC man, Tuan Nguyen the handyman, Odile Fontenot the
// inspector and Shonda Batiste, a cleaner who has left (inactive). Stays:
// Anna Kessler in Magnolia (out tomorrow at 11), the Duprees in Suite 2
// (out Saturday at 11), Erik Lindqvist in Room 4 (out Friday at 11), the
// Okafors in Jasmine from today at 15:00 (out Sunday at 11), the Patels in
// the Carriage House from tomorrow at 16:00 (out Tuesday 10th at 10), the
// Moreaus in the Courtyard Suite Friday to Monday, the Hargroves in
// Magnolia Saturday to Tuesday 10th, the Castillos in Room 4 Thursday 12th
// to Sunday 15th and the Weiss party in Suite 2 Friday 13th to Monday 16th.
func guesthouseFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const gate = "Front gate code 1427#. Room keys are in the lockbox by the courtyard fountain, "
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"magnolia", steward.AddressCreate{Street: "1427 Esplanade Ave, Room 1", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Magnolia Room"), Timezone: "America/Chicago",
			AccessInstructions: strp(gate + "slot 1."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(380),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"suite2", steward.AddressCreate{Street: "1427 Esplanade Ave, Suite 2", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Suite 2"), Timezone: "America/Chicago",
			AccessInstructions: strp(gate + "slot 2. Balcony door sticks, lift and push."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(520),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"jasmine", steward.AddressCreate{Street: "1427 Esplanade Ave, Room 3", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Jasmine Room"), Timezone: "America/Chicago",
			AccessInstructions: strp(gate + "slot 3."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(350),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"rm4", steward.AddressCreate{Street: "1427 Esplanade Ave, Room 4", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Room 4"), Timezone: "America/Chicago",
			AccessInstructions: strp(gate + "slot 4. Top of the back stairs."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(330),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"courtyard", steward.AddressCreate{Street: "1427 Esplanade Ave, Suite 5", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Courtyard Suite"), Timezone: "America/Chicago",
			AccessInstructions: strp(gate + "slot 5. Opens straight onto the courtyard."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(560),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"carriage", steward.AddressCreate{Street: "1427 Esplanade Ave, Carriage House", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("The Carriage House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Through the courtyard to the back. Keypad 8812. Breaker box is in the pantry."), Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bea", steward.ProCreate{Name: "Bea Thibodeaux", Email: "bea.thibodeaux@example.com", Phone: "504-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lourdes", steward.ProCreate{Name: "Lourdes Ramirez", Email: "lourdes.ramirez@example.com", Phone: "504-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"crescent", steward.ProCreate{Name: "Crescent City Cleaners", Email: "book@crescentcitycleaners.example", Phone: "504-555-0163", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Boudreaux", Email: "ray@boudreauxplumbing.example", Phone: "504-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marcus", steward.ProCreate{Name: "Marcus Landry", Email: "marcus@landryelectric.example", Phone: "504-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tuan", steward.ProCreate{Name: "Tuan Nguyen", Email: "tuan.nguyen@example.com", Phone: "504-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"odile", steward.ProCreate{Name: "Odile Fontenot", Email: "odile@fontenotinspections.example", Phone: "504-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"shonda", steward.ProCreate{Name: "Shonda Batiste", Email: "shonda.batiste@example.com", Phone: "504-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"kessler", "magnolia", "Anna Kessler", "2026-03-02 15:00", "2026-03-05 11:00", 2},  // under way, out tomorrow
		{"dupree", "suite2", "Dupree Family", "2026-03-03 15:00", "2026-03-07 11:00", 2},    // under way, out Saturday
		{"lindqvist", "rm4", "Erik Lindqvist", "2026-03-01 15:00", "2026-03-06 11:00", 1},   // under way, out Friday
		{"okafor", "jasmine", "Okafor Family", "2026-03-04 15:00", "2026-03-08 11:00", 2},   // arriving today
		{"patel", "carriage", "Patel Family", "2026-03-05 16:00", "2026-03-10 10:00", 4},    // from tomorrow
		{"moreau", "courtyard", "Moreau Family", "2026-03-06 15:00", "2026-03-09 11:00", 3}, // Friday to Monday
		{"hargrove", "magnolia", "Hargrove Family", "2026-03-07 15:00", "2026-03-10 11:00", 2},
		{"castillo", "rm4", "Castillo Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},
		{"weiss", "suite2", "Weiss Party", "2026-03-13 15:00", "2026-03-16 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "jas_restock", Property: "jasmine", Service: "restocking", At: "2026-03-04 12:00", Pro: "bea", Notes: "Pralines, coffee and bottled water for the Okafors"},
		{Key: "carr_insp", Property: "carriage", Service: "inspection", At: "2026-03-04 13:00", Pro: "odile", Notes: "Smoke detectors and the fire extinguisher before the Patels"},
		{Key: "s2_shower", Property: "suite2", Service: "maintenance", At: "2026-03-05 10:00", Pro: "ray", Notes: "Shower drain is slow, the Duprees asked for it", DuringStay: true},
		{Key: "mag_co", Property: "magnolia", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bea", Status: "confirmed", Notes: "Turnover after Anna Kessler"},
		{Key: "carr_prep", Property: "carriage", Service: "cleaning", At: "2026-03-05 12:00", Pro: "lourdes", Status: "confirmed", Notes: "Ready for the Patels"},
		{Key: "carr_restock", Property: "carriage", Service: "restocking", At: "2026-03-05 15:00", Notes: "Groceries for the Patels: milk, eggs, chicory coffee"},
		{Key: "s5_prep", Property: "courtyard", Service: "cleaning", At: "2026-03-06 10:00", Notes: "Ready for the Moreaus"},
		{Key: "rm4_co", Property: "rm4", Service: "cleaning", At: "2026-03-06 11:00", Pro: "bea", Notes: "Turnover after Mr Lindqvist"},
		{Key: "rm4_door", Property: "rm4", Service: "maintenance", At: "2026-03-06 14:00", Pro: "tuan", Notes: "Bathroom door sticks, plane it down"},
		{Key: "s5_restock", Property: "courtyard", Service: "restocking", At: "2026-03-06 14:00", Pro: "bea", Notes: "Champagne and flowers, the Moreaus are celebrating an anniversary"},
		{Key: "s2_co", Property: "suite2", Service: "cleaning", At: "2026-03-07 11:00", Pro: "lourdes", Status: "confirmed", Notes: "Turnover after the Duprees"},
		{Key: "mag_restock", Property: "magnolia", Service: "restocking", At: "2026-03-07 13:00", Pro: "bea", Notes: "Welcome basket for the Hargroves, king cake if the bakery has one"},
		{Key: "jas_co", Property: "jasmine", Service: "cleaning", At: "2026-03-08 11:00", Pro: "bea", Notes: "Turnover after the Okafors"},
		{Key: "s5_co", Property: "courtyard", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Turnover after the Moreaus"},
		{Key: "jas_fan", Property: "jasmine", Service: "maintenance", At: "2026-03-09 10:00", Pro: "marcus", Notes: "Ceiling fan wobbles on high"},
		{Key: "carr_co", Property: "carriage", Service: "cleaning", At: "2026-03-10 10:00", Pro: "crescent", Notes: "Turnover after the Patels"},
		{Key: "mag_co2", Property: "magnolia", Service: "cleaning", At: "2026-03-10 11:00", Pro: "bea", Notes: "Turnover after the Hargroves"},
		{Key: "carr_ac", Property: "carriage", Service: "maintenance", At: "2026-03-10 13:00", Pro: "marcus", Notes: "Service the AC before the heat, change the filters"},
		{Key: "s5_shutters", Property: "courtyard", Service: "maintenance", At: "2026-03-11 09:00", Pro: "tuan", Notes: "Rehang the shutters on the courtyard doors"},
		{Key: "mag_insp", Property: "magnolia", Service: "inspection", At: "2026-03-11 10:00", Pro: "odile", Notes: "Termite inspection before swarm season"},
		{Key: "rm4_prep", Property: "rm4", Service: "cleaning", At: "2026-03-12 10:00", Pro: "lourdes", Notes: "Ready for the Castillos"},
		{Key: "s2_prep", Property: "suite2", Service: "cleaning", At: "2026-03-13 10:00", Pro: "bea", Status: "confirmed", Notes: "Ready for the Weiss party"},
		{Key: "rm4_co2", Property: "rm4", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the Castillos"},
		{Key: "s2_co2", Property: "suite2", Service: "cleaning", At: "2026-03-16 11:00", Pro: "lourdes", Notes: "Turnover after the Weiss party"},
		{Key: "s2_past_fix", Property: "suite2", Service: "maintenance", At: "2026-02-27 10:00", Pro: "ray", Status: "completed", Notes: "Fixed the running toilet"},
		{Key: "rm4_past_prep", Property: "rm4", Service: "cleaning", At: "2026-03-01 10:00", Pro: "bea", Status: "completed", Notes: "Ready for Mr Lindqvist"},
		{Key: "jas_insp_cx", Property: "jasmine", Service: "inspection", At: "2026-03-03 10:00", Pro: "odile", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
