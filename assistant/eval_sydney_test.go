package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sydneyFixture is the evaluation's account for the cases marked
// "fixture": "sydney" (testdata/eval/cases_sydney.json), written before
// reading the engine: an Australian expat who runs rentals up and down the
// US West Coast and texts in pure Australian English (dates day-first,
// "tomoz", "this arvo", "sparky", "chippie", "the cleaner's crook") and
// calls the pros by their nicknames: Dazza, Shaz and Robbo. All on
// America/Los_Angeles (06:00 PST at evalNow: Wednesday 4 March 2026, 14:00
// UTC; clocks go forward on Sunday 8 March). Bondi, the beach house in
// Santa Monica (15:00 and 10:00), the Shack in Cannon Beach (16:00 and
// 10:00), the Flat in San Francisco (15:00 and 11:00), the Woolshed, a barn
// in Healdsburg (16:00 and 10:00), the Bush Cabin in Big Bear (16:00 and
// 11:00) and the Granny Flat in Seattle (15:00 and 10:00). Pros: Darren
// Mitchell ("Dazza", the chippie and handyman), Sharon Nguyen ("Shaz":
// cleaning, restocking), Tom Robertson ("Robbo", the sparky), Luis Ortega
// the plumber, Sparkle Co Cleaning (cleaning), Megan Walsh the inspector,
// Bec Turner (cleaning, restocking) and Kylie Jones, a cleaner who has gone
// back to Australia (inactive). Stays: the Harrisons at Bondi (out tomorrow
// at 10), the Kowalskis at the Shack (out Friday at 10), the Whitakers at
// the Granny Flat (out Saturday at 10), the Singhs at the Flat from today
// at 15:00 (out Sunday at 11), the Murphys at the Woolshed from tomorrow at
// 16:00 (out Monday at 10), the Okafors at the Bush Cabin Friday to Monday,
// the Castellanos at Bondi Saturday to Saturday 14th and the Lindqvists at
// the Shack Thursday 12th to Sunday 15th.
func sydneyFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bondi", steward.AddressCreate{Street: "1418 Ocean Park Boulevard", City: "Santa Monica", State: "CA", Zip: "90405", Nickname: strp("Bondi"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Keypad on the side gate, code 2026. Surfboards live in the garage, key on the hook by the fridge."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"shack", steward.AddressCreate{Street: "212 Hemlock Street", City: "Cannon Beach", State: "OR", Zip: "97110", Nickname: strp("The Shack"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Lockbox on the deck railing, code 4417. Firewood in the lean-to out back."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"flat", steward.AddressCreate{Street: "3150 18th Street, Apt 4", City: "San Francisco", State: "CA", Zip: "94110", Nickname: strp("The Flat"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Building fob and key in the lockbox on the bike rack, code 1788. Fourth floor, no lift."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"woolshed", steward.AddressCreate{Street: "5520 Westside Road", City: "Healdsburg", State: "CA", Zip: "95448", Nickname: strp("The Woolshed"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Smart lock on the barn door, code 8585. Gate at the road is latched, not locked."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"cabin", steward.AddressCreate{Street: "41 Pine Knot Avenue", City: "Big Bear Lake", State: "CA", Zip: "92315", Nickname: strp("The Bush Cabin"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Key in the fake rock left of the front steps. Chains may be needed on the road in winter."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2000),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"granny", steward.AddressCreate{Street: "7711 Greenwood Avenue N", City: "Seattle", State: "WA", Zip: "98103", Nickname: strp("The Granny Flat"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Down the side path past the main house, keypad code 6060. Bins go out Tuesday night."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(550),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"darren", steward.ProCreate{Name: "Darren Mitchell", Email: "darren@mitchelljoinery.example", Phone: "310-555-0161", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sharon", steward.ProCreate{Name: "Sharon Nguyen", Email: "sharon.nguyen@example.com", Phone: "310-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tom", steward.ProCreate{Name: "Tom Robertson", Email: "tom@robertsonelectrical.example", Phone: "310-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"luis", steward.ProCreate{Name: "Luis Ortega", Email: "luis@ortegaplumbing.example", Phone: "310-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sparkle", steward.ProCreate{Name: "Sparkle Co Cleaning", Email: "bookings@sparkleco.example", Phone: "415-555-0165", Services: []steward.ServiceType{steward.Cleaning}}},
		{"megan", steward.ProCreate{Name: "Megan Walsh", Email: "megan@walshinspections.example", Phone: "503-555-0166", Services: []steward.ServiceType{steward.Inspection}}},
		{"bec", steward.ProCreate{Name: "Bec Turner", Email: "bec.turner@example.com", Phone: "206-555-0167", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kylie", steward.ProCreate{Name: "Kylie Jones", Email: "kylie.jones@example.com", Phone: "310-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"harrison", "bondi", "Harrison Family", "2026-03-01 15:00", "2026-03-05 10:00", 5},  // under way, out tomorrow
		{"kowalski", "shack", "Kowalski Family", "2026-03-02 16:00", "2026-03-06 10:00", 4},  // under way, out Friday
		{"whitaker", "granny", "Whitaker Family", "2026-03-03 15:00", "2026-03-07 10:00", 2}, // under way, out Saturday
		{"singh", "flat", "Singh Family", "2026-03-04 15:00", "2026-03-08 11:00", 2},         // arriving today
		{"murphy", "woolshed", "Murphy Family", "2026-03-05 16:00", "2026-03-09 10:00", 6},   // from tomorrow
		{"okafor", "cabin", "Okafor Family", "2026-03-06 16:00", "2026-03-09 11:00", 7},      // Friday to Monday
		{"castellano", "bondi", "Castellano Family", "2026-03-07 15:00", "2026-03-14 10:00", 8},
		{"lindqvist", "shack", "Lindqvist Family", "2026-03-12 16:00", "2026-03-15 10:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "flat_prep", Property: "flat", Service: "cleaning", At: "2026-03-04 10:00", Pro: "sharon", Status: "confirmed", Notes: "Ready for the Singhs"},
		{Key: "wool_restock", Property: "woolshed", Service: "restocking", At: "2026-03-04 14:00", Pro: "bec", Notes: "Firewood, coffee pods and a welcome hamper for the Murphys"},
		{Key: "bondi_co", Property: "bondi", Service: "cleaning", At: "2026-03-05 10:00", Pro: "sharon", Status: "confirmed", Notes: "Turnover after the Harrisons"},
		{Key: "wool_prep", Property: "woolshed", Service: "cleaning", At: "2026-03-05 10:00", Pro: "sparkle", Status: "confirmed", Notes: "Ready for the Murphys"},
		{Key: "wool_insp", Property: "woolshed", Service: "inspection", At: "2026-03-05 12:00", Pro: "megan", Notes: "Smoke alarms and the wood heater"},
		{Key: "granny_hws", Property: "granny", Service: "maintenance", At: "2026-03-05 13:00", Pro: "luis", Notes: "Hot water system making a banging noise", DuringStay: true},
		{Key: "shack_co", Property: "shack", Service: "cleaning", At: "2026-03-06 10:00", Pro: "sharon", Notes: "Turnover after the Kowalskis"},
		{Key: "shack_gutter", Property: "shack", Service: "maintenance", At: "2026-03-06 13:00", Pro: "darren", Notes: "Clear the gutters and fix the loose deck board"},
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-06 10:00", Notes: "Ready for the Okafors"},
		{Key: "flat_light", Property: "flat", Service: "maintenance", At: "2026-03-06 11:00", Pro: "tom", Notes: "Bathroom exhaust fan and light not working", DuringStay: true},
		{Key: "bondi_restock", Property: "bondi", Service: "restocking", At: "2026-03-06 14:00", Pro: "bec", Notes: "Stock up for the Castellanos: coffee, Tim Tams, toilet paper"},
		{Key: "granny_co", Property: "granny", Service: "cleaning", At: "2026-03-07 10:00", Pro: "bec", Notes: "Turnover after the Whitakers"},
		{Key: "flat_co", Property: "flat", Service: "cleaning", At: "2026-03-08 11:00", Pro: "sharon", Notes: "Turnover after the Singhs"},
		{Key: "wool_co", Property: "woolshed", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Murphys"},
		{Key: "cabin_co", Property: "cabin", Service: "cleaning", At: "2026-03-09 11:00", Pro: "sparkle", Notes: "Turnover after the Okafors"},
		{Key: "cabin_deck", Property: "cabin", Service: "maintenance", At: "2026-03-10 09:00", Pro: "darren", Notes: "Replace the rotten step on the back deck"},
		{Key: "bondi_sink", Property: "bondi", Service: "maintenance", At: "2026-03-10 13:00", Pro: "luis", Notes: "Kitchen sink draining slow", DuringStay: true},
		{Key: "shack_insp", Property: "shack", Service: "inspection", At: "2026-03-11 10:00", Pro: "megan", Notes: "Annual safety check: smoke alarms and extinguisher"},
		{Key: "granny_deep", Property: "granny", Service: "cleaning", At: "2026-03-11 10:00", Pro: "sharon", Notes: "Deep clean: carpets and oven"},
		{Key: "shack_prep", Property: "shack", Service: "cleaning", At: "2026-03-12 10:00", Pro: "bec", Notes: "Ready for the Lindqvists"},
		{Key: "cabin_sparky", Property: "cabin", Service: "maintenance", At: "2026-03-12 13:00", Pro: "tom", Notes: "Driveway lights flickering"},
		{Key: "flat_insp", Property: "flat", Service: "inspection", At: "2026-03-13 10:00", Pro: "megan", Status: "confirmed"},
		{Key: "bondi_co2", Property: "bondi", Service: "cleaning", At: "2026-03-14 10:00", Notes: "Turnover after the Castellanos"},
		{Key: "shack_co2", Property: "shack", Service: "cleaning", At: "2026-03-15 10:00", Pro: "sharon", Notes: "Turnover after the Lindqvists"},
		{Key: "bondi_past_fix", Property: "bondi", Service: "maintenance", At: "2026-02-26 10:00", Pro: "luis", Status: "completed", Notes: "Fixed the dripping shower"},
		{Key: "granny_past_co", Property: "granny", Service: "cleaning", At: "2026-03-02 10:00", Pro: "bec", Status: "completed"},
		{Key: "wool_insp_cx", Property: "woolshed", Service: "inspection", At: "2026-02-27 10:00", Pro: "megan", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
