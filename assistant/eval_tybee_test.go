package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// tybeeFixture is the evaluation's account for the cases marked
// "fixture": "tybee" (testdata/eval/cases_tybee.json), written before
// reading the engine: a retired schoolteacher who co-owns four beach
// cottages on Tybee Island, Georgia, with her sister, plus a condo in
// Savannah's historic district and a duplex (two units), and writes warm,
// chatty, long messages with asides in parentheses: cottages by nickname
// ("the blue one", "Pelican", "Sandpiper", "Marsh Hen", "the duplex
// upstairs"), pros by first name ("the Garcia boys" for the cleaning crew),
// guests by family name ("the Whitakers"), times like "half past ten",
// "noonish", and a "Thanks, hon!". All on Eastern time: the Blue Cottage
// (16:00 check-in, 10:00 check-out), Pelican Cottage (16:00 and 11:00),
// Sandpiper (15:00 and 10:00), Marsh Hen Cottage (16:00 and 10:30), the
// Jones Street Condo in Savannah (15:00 and 11:00) and the Duplex Upstairs
// and Downstairs on E 38th St in Savannah (15:00 and 11:00). Seven pros:
// Loretta Simms, a cleaner who restocks; Garcia Brothers Cleaning, a crew
// that also restocks; Tasha Bell, a cleaner; Earl Mobley, the handyman;
// Ray Nettles, the plumber (maintenance); Dwight Fontaine, the inspector;
// and Bonnie Clark, a cleaner who moved to Macon (inactive). Stays: the
// Whitakers under way at the Blue Cottage (out tomorrow at 10), the
// Hollises under way at the condo (out Friday at 11), the Pruitts arriving
// at Pelican today at 16:00 (out Sunday at 11), the Abernathys at the
// Duplex Upstairs from tomorrow at 15:00 (out Tuesday the 10th at 11), the
// Delgados at Sandpiper from Friday at 15:00 (out Monday at 10), the
// Okonkwos at the Duplex Downstairs Friday to Sunday, the Morelands, eight
// of them, at the Blue Cottage from Saturday to Saturday the 14th, and the
// Kesslers at Marsh Hen from Wednesday the 11th to Sunday the 15th. At
// evalNow it is 09:00 there (Wednesday 4 March 2026, EST).
func tybeeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const ny = "America/New_York"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"blue", steward.AddressCreate{Street: "12 Butler Ave", City: "Tybee Island", State: "GA", Zip: "31328", Nickname: strp("Blue Cottage"), Timezone: ny,
			AccessInstructions: strp("Keypad on the back porch door, code 1212. Beach chairs and umbrellas in the shed under the house."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"pelican", steward.AddressCreate{Street: "8 Lovell Ave", City: "Tybee Island", State: "GA", Zip: "31328", Nickname: strp("Pelican Cottage"), Timezone: ny,
			AccessInstructions: strp("Lockbox on the outdoor shower wall, code 2288. Rinse the sand off before going in!"), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"sandpiper", steward.AddressCreate{Street: "1604 Chatham Ave", City: "Tybee Island", State: "GA", Zip: "31328", Nickname: strp("Sandpiper"), Timezone: ny,
			AccessInstructions: strp("Smart lock, code 1604. Deck stairs go straight to the beach path."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"marsh", steward.AddressCreate{Street: "4 Jones Ave", City: "Tybee Island", State: "GA", Zip: "31328", Nickname: strp("Marsh Hen Cottage"), Timezone: ny,
			AccessInstructions: strp("Key under the blue heron statue by the back steps. Outdoor shower on the marsh side."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "10:30"}},
		{"condo", steward.AddressCreate{Street: "215 W Jones St, Unit 3", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("Jones Street Condo"), Timezone: ny,
			AccessInstructions: strp("Keypad on the garden gate, code 2153; unit key in the lockbox on the stair rail."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"dup_up", steward.AddressCreate{Street: "418 E 38th St, Unit B", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("Duplex Upstairs"), Timezone: ny,
			AccessInstructions: strp("Side stairs to the upstairs door, smart lock code 4182."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"dup_down", steward.AddressCreate{Street: "418 E 38th St, Unit A", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("Duplex Downstairs"), Timezone: ny,
			AccessInstructions: strp("Front porch door, smart lock code 4181."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"loretta", steward.ProCreate{Name: "Loretta Simms", Email: "loretta.simms@example.com", Phone: "912-555-0181", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"garcia", steward.ProCreate{Name: "Garcia Brothers Cleaning", Email: "office@garciabros.example", Phone: "912-555-0182", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Bell", Email: "tasha.bell@example.com", Phone: "912-555-0183", Services: []steward.ServiceType{steward.Cleaning}}},
		{"earl", steward.ProCreate{Name: "Earl Mobley", Email: "earl@mobleyhandyman.example", Phone: "912-555-0184", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Nettles", Email: "ray@nettlesplumbing.example", Phone: "912-555-0185", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dwight", steward.ProCreate{Name: "Dwight Fontaine", Email: "dwight@coastalinspect.example", Phone: "912-555-0186", Services: []steward.ServiceType{steward.Inspection}}},
		{"bonnie", steward.ProCreate{Name: "Bonnie Clark", Email: "bonnie.clark@example.com", Phone: "912-555-0187", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "blue", "Whitaker Family", "2026-03-01 16:00", "2026-03-05 10:00", 5},     // under way, out tomorrow
		{"hollis", "condo", "Hollis Family", "2026-03-02 15:00", "2026-03-06 11:00", 2},        // under way, out Friday
		{"pruitt", "pelican", "Pruitt Family", "2026-03-04 16:00", "2026-03-08 11:00", 4},      // arriving today
		{"abernathy", "dup_up", "Abernathy Family", "2026-03-05 15:00", "2026-03-10 11:00", 3}, // from tomorrow
		{"delgado", "sandpiper", "Delgado Family", "2026-03-06 15:00", "2026-03-09 10:00", 6},
		{"okonkwo", "dup_down", "Okonkwo Family", "2026-03-06 15:00", "2026-03-08 11:00", 2},
		{"moreland", "blue", "Moreland Family", "2026-03-07 16:00", "2026-03-14 10:00", 8},
		{"kessler", "marsh", "Kessler Family", "2026-03-11 16:00", "2026-03-15 10:30", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "pelican_prep", Property: "pelican", Service: "cleaning", At: "2026-03-04 11:00", Pro: "tasha", Status: "confirmed", Notes: "Prep before the Pruitts"},
		{Key: "dup_down_fix", Property: "dup_down", Service: "maintenance", At: "2026-03-05 09:00", Pro: "earl", Notes: "Garbage disposal jammed"},
		{Key: "blue_to", Property: "blue", Service: "cleaning", At: "2026-03-05 10:00", Pro: "loretta", Status: "confirmed"},
		{Key: "dup_up_prep", Property: "dup_up", Service: "cleaning", At: "2026-03-05 10:00", Pro: "garcia", Notes: "Prep before the Abernathys"},
		{Key: "pelican_ac", Property: "pelican", Service: "maintenance", At: "2026-03-05 13:00", Pro: "earl", Notes: "AC making a rattling noise; check the outdoor unit", DuringStay: true},
		{Key: "marsh_fix", Property: "marsh", Service: "maintenance", At: "2026-03-06 09:00", Pro: "ray", Notes: "Outdoor shower leaking at the valve"},
		{Key: "sand_prep", Property: "sandpiper", Service: "cleaning", At: "2026-03-06 10:00", Pro: "garcia", Status: "confirmed", Notes: "Prep before the Delgados"},
		{Key: "dup_down_prep", Property: "dup_down", Service: "cleaning", At: "2026-03-06 10:00", Notes: "Prep before the Okonkwos"},
		{Key: "condo_to", Property: "condo", Service: "cleaning", At: "2026-03-06 11:00", Pro: "tasha"},
		{Key: "blue_rstk", Property: "blue", Service: "restocking", At: "2026-03-06 14:00", Notes: "Beach towels, sunscreen, coffee, paper towels"},
		{Key: "condo_rstk", Property: "condo", Service: "restocking", At: "2026-03-07 11:00", Pro: "garcia", Notes: "Coffee, toiletries, wine for the welcome basket"},
		{Key: "pelican_to", Property: "pelican", Service: "cleaning", At: "2026-03-08 11:00", Pro: "garcia"},
		{Key: "dup_down_to", Property: "dup_down", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "sand_to", Property: "sandpiper", Service: "cleaning", At: "2026-03-09 10:00", Pro: "loretta"},
		{Key: "dup_up_plumb", Property: "dup_up", Service: "maintenance", At: "2026-03-09 13:00", Pro: "ray", Notes: "Slow drain in the bathtub", DuringStay: true},
		{Key: "condo_insp", Property: "condo", Service: "inspection", At: "2026-03-10 10:00", Pro: "dwight", Notes: "Annual fire inspection: smoke detectors and the extinguisher"},
		{Key: "dup_up_to", Property: "dup_up", Service: "cleaning", At: "2026-03-10 11:00", Pro: "tasha"},
		{Key: "marsh_prep", Property: "marsh", Service: "cleaning", At: "2026-03-11 10:00", Pro: "loretta", Notes: "Prep before the Kesslers"},
		{Key: "blue_rstk2", Property: "blue", Service: "restocking", At: "2026-03-12 14:00", Pro: "loretta", Notes: "Mid-week restock the Morelands asked for", DuringStay: true},
		{Key: "sand_insp", Property: "sandpiper", Service: "inspection", At: "2026-03-12 13:00", Notes: "Check the deck boards and the stair railing after the storm"},
		{Key: "blue_to2", Property: "blue", Service: "cleaning", At: "2026-03-14 10:00", Pro: "garcia"},
		{Key: "marsh_to", Property: "marsh", Service: "cleaning", At: "2026-03-15 10:30"},
		{Key: "pelican_insp_cx", Property: "pelican", Service: "inspection", At: "2026-03-03 10:00", Pro: "dwight", Status: "cancelled"},
		{Key: "blue_past_clean", Property: "blue", Service: "cleaning", At: "2026-03-01 10:00", Pro: "loretta", Status: "completed"},
		{Key: "marsh_past_fix", Property: "marsh", Service: "maintenance", At: "2026-02-25 14:00", Pro: "earl", Status: "completed", Notes: "Replaced the porch light"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
