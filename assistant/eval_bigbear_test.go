package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// bigbearFixture is the evaluation's account for the cases marked
// "fixture": "bigbear" (testdata/eval/cases_bigbear.json), written before
// reading the engine: a software-engineer dad who owns cabins in Big Bear
// Lake and Lake Arrowhead, California, with his wife and writes from his
// phone or laptop between meetings: mostly proper sentences but short,
// "pls", "thx", "tmrw", occasional typos, two or three requests in one
// message, snow plowing, wood stoves, hot tubs, and follow-ups that correct
// or complete the previous message ("actually 2pm", "and add a restock
// too"). On Pacific time: Whispering Pines Cabin in Big Bear Lake (16:00
// check-in, 10:00 check-out, a hot tub), The Bear Den in Big Bear Lake
// (16:00 check-in, 11:00 check-out, a wood stove), Lakeview Chalet in Lake
// Arrowhead (15:00 check-in, 10:00 check-out, a hot tub), a cabin known
// only by its street ("715 Fawn Ln", Big Bear Lake; 16:00 check-in, 10:00
// check-out) and the family's own cabin in Lake Arrowhead ("Our Cabin", no
// stays). Eight pros: Maria & Jose Ortega, the cleaner couple who work
// together (cleaning, restocking); Alpine Clean Co, a cleaning company;
// Kyle Brennan, the handyman; Big Bear Snow Removal, the plow service
// (maintenance); Mountain Spa Service, the hot tub company (maintenance);
// Deb Lawson, the inspector; Jenna Park, who restocks; and Ryan Cole, a
// cleaner who moved away (inactive). Stays, named after families: the
// Thompsons under way at the Pines (six, out Friday at 10), the Patels
// under way at the Bear Den (four, out tomorrow at 11), the Lees arriving
// at Lakeview today at 15:00 (five, out Sunday at 10), the Riveras' ski
// weekend at Fawn Ln (eight, Friday 16:00 to Sunday 10:00), the Schmidts at
// the Bear Den (four, Friday to Monday at 11), and next week the Clarks at
// Lakeview (two, Wednesday the 11th to Saturday the 14th), the Wongs at
// Fawn Ln (seven, Thursday the 12th to Monday the 16th) and the Novaks'
// ski weekend at the Pines (six, Friday the 13th to Sunday the 15th).
// Jobs: turnovers after the check-outs, preps and restocks before the
// arrivals (Fawn Ln's prep and Friday restock unassigned), the plow at Fawn
// Ln Friday at 7 and at the Pines on the 13th, the Pines' hot tub tomorrow
// (cloudy water), Kyle's wood-stove gasket at the Bear Den on Monday and
// the deck railing at Our Cabin on Saturday, Deb's roof inspection at
// Lakeview on Tuesday, Fawn Ln's detector inspection on the 12th
// (unassigned), a clean at Our Cabin on the 12th, a cancelled inspection and
// completed jobs in the past. Daylight saving starts Sunday the 8th. At
// evalNow (Wednesday 4 March 2026, 14:00 UTC) it is 06:00 in California.
func bigbearFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"pines", steward.AddressCreate{Street: "42 Pine Knot Ave", City: "Big Bear Lake", State: "CA", Zip: "92315", Nickname: strp("Whispering Pines Cabin"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Keypad on the front door, code 4242. Hot tub cover straps must be clipped. Chains required on the driveway when it snows."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bearden", steward.AddressCreate{Street: "615 Cienega Rd", City: "Big Bear Lake", State: "CA", Zip: "92315", Nickname: strp("The Bear Den"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Lockbox on the porch post, code 8812. Firewood is stacked under the deck; wood stove instructions on the fridge."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"lakeview", steward.AddressCreate{Street: "27510 North Bay Rd", City: "Lake Arrowhead", State: "CA", Zip: "92352", Nickname: strp("Lakeview Chalet"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Smart lock on the side door, code 2751. Hot tub on the lower deck; park on the right side of the driveway."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2300),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"fawn", steward.AddressCreate{Street: "715 Fawn Ln", City: "Big Bear Lake", State: "CA", Zip: "92315", Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Lockbox on the garage side door, code 7150. Steep driveway: guests need chains or 4WD in snow."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"owncabin", steward.AddressCreate{Street: "1190 Brentwood Dr", City: "Lake Arrowhead", State: "CA", Zip: "92352", Nickname: strp("Our Cabin"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Family cabin, not rented. Key in the lockbox on the shed, code 1190."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ortega", steward.ProCreate{Name: "Maria & Jose Ortega", Email: "ortegas.cleaning@example.com", Phone: "909-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"alpine", steward.ProCreate{Name: "Alpine Clean Co", Email: "office@alpineclean.example", Phone: "909-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"kyle", steward.ProCreate{Name: "Kyle Brennan", Email: "kyle.brennan@example.com", Phone: "909-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"plow", steward.ProCreate{Name: "Big Bear Snow Removal", Email: "dispatch@bbsnow.example", Phone: "909-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"spa", steward.ProCreate{Name: "Mountain Spa Service", Email: "service@mountainspa.example", Phone: "909-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"deb", steward.ProCreate{Name: "Deb Lawson", Email: "deb@lawsoninspect.example", Phone: "909-555-0166", Services: []steward.ServiceType{steward.Inspection}}},
		{"jenna", steward.ProCreate{Name: "Jenna Park", Email: "jenna.park@example.com", Phone: "909-555-0167", Services: []steward.ServiceType{steward.Restocking}}},
		{"ryan", steward.ProCreate{Name: "Ryan Cole", Email: "ryan.cole@example.com", Phone: "909-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"thompson", "pines", "Thompson Family", "2026-03-02 16:00", "2026-03-06 10:00", 6}, // under way, out Friday
		{"patel", "bearden", "Patel Family", "2026-03-01 16:00", "2026-03-05 11:00", 4},     // under way, out tomorrow
		{"lee", "lakeview", "Lee Family", "2026-03-04 15:00", "2026-03-08 10:00", 5},        // arriving today
		{"rivera", "fawn", "Rivera Family", "2026-03-06 16:00", "2026-03-08 10:00", 8},      // ski weekend
		{"schmidt", "bearden", "Schmidt Family", "2026-03-06 16:00", "2026-03-09 11:00", 4}, // from Friday
		{"clark", "lakeview", "Clark Family", "2026-03-11 15:00", "2026-03-14 10:00", 2},    // next week
		{"wong", "fawn", "Wong Family", "2026-03-12 16:00", "2026-03-16 10:00", 7},          // next week
		{"novak", "pines", "Novak Family", "2026-03-13 16:00", "2026-03-15 10:00", 6},       // next week, ski weekend
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "lake_rstk", Property: "lakeview", Service: "restocking", At: "2026-03-04 13:00", Pro: "jenna", Status: "confirmed", Notes: "Welcome basket and firewood before the Lees"},
		{Key: "pines_tub", Property: "pines", Service: "maintenance", At: "2026-03-05 09:00", Pro: "spa", Notes: "Hot tub: the Thompsons say the water is cloudy; check the chemicals and the filter", DuringStay: true},
		{Key: "bear_to", Property: "bearden", Service: "cleaning", At: "2026-03-05 11:00", Pro: "ortega", Status: "confirmed"},
		{Key: "fawn_prep", Property: "fawn", Service: "cleaning", At: "2026-03-05 13:00", Notes: "Prep before the Riveras"},
		{Key: "bear_rstk", Property: "bearden", Service: "restocking", At: "2026-03-05 14:00", Pro: "jenna", Notes: "Firewood, coffee, paper towels"},
		{Key: "fawn_plow", Property: "fawn", Service: "maintenance", At: "2026-03-06 07:00", Pro: "plow", Status: "confirmed", Notes: "Plow the driveway and clear the walk before the Riveras"},
		{Key: "pines_to", Property: "pines", Service: "cleaning", At: "2026-03-06 10:00", Pro: "ortega", Status: "confirmed"},
		{Key: "fawn_rstk", Property: "fawn", Service: "restocking", At: "2026-03-06 11:00", Notes: "Firewood, toiletries, check the snow chains in the garage"},
		{Key: "own_fix", Property: "owncabin", Service: "maintenance", At: "2026-03-07 10:00", Pro: "kyle", Notes: "Replace the loose deck railing board by the stairs"},
		{Key: "lake_to", Property: "lakeview", Service: "cleaning", At: "2026-03-08 10:00", Pro: "alpine"},
		{Key: "fawn_to", Property: "fawn", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "bear_to2", Property: "bearden", Service: "cleaning", At: "2026-03-09 11:00", Pro: "ortega"},
		{Key: "bear_stove", Property: "bearden", Service: "maintenance", At: "2026-03-09 13:00", Pro: "kyle", Notes: "Wood stove: replace the door gasket, the glass keeps smoking up"},
		{Key: "lake_insp", Property: "lakeview", Service: "inspection", At: "2026-03-10 10:00", Pro: "deb", Status: "confirmed", Notes: "Roof and gutters after the storm; look for ice dams"},
		{Key: "lake_prep", Property: "lakeview", Service: "cleaning", At: "2026-03-11 10:00", Pro: "alpine"},
		{Key: "fawn_insp", Property: "fawn", Service: "inspection", At: "2026-03-12 10:00", Notes: "Smoke and CO detectors, fire extinguisher"},
		{Key: "own_clean", Property: "owncabin", Service: "cleaning", At: "2026-03-12 13:00", Pro: "alpine", Notes: "We're up for spring break from the 13th"},
		{Key: "pines_plow", Property: "pines", Service: "maintenance", At: "2026-03-13 07:00", Pro: "plow", Notes: "Plow the driveway before the Novaks"},
		{Key: "pines_rstk", Property: "pines", Service: "restocking", At: "2026-03-13 11:00", Pro: "jenna"},
		{Key: "lake_to2", Property: "lakeview", Service: "cleaning", At: "2026-03-14 10:00"},
		{Key: "pines_to2", Property: "pines", Service: "cleaning", At: "2026-03-15 10:00", Pro: "ortega"},
		{Key: "fawn_to2", Property: "fawn", Service: "cleaning", At: "2026-03-16 10:00", Pro: "alpine"},
		{Key: "own_past_insp", Property: "owncabin", Service: "inspection", At: "2026-03-03 10:00", Pro: "deb", Status: "cancelled"},
		{Key: "bear_past_to", Property: "bearden", Service: "cleaning", At: "2026-03-01 11:00", Pro: "ortega", Status: "completed"},
		{Key: "lake_past_to", Property: "lakeview", Service: "cleaning", At: "2026-02-28 10:00", Pro: "alpine", Status: "completed"},
		{Key: "pines_past_fix", Property: "pines", Service: "maintenance", At: "2026-02-27 10:00", Pro: "kyle", Status: "completed", Notes: "Fixed the sticky front door lock"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
