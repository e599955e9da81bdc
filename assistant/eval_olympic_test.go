package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// olympicFixture is the evaluation's account for the cases marked
// "fixture": "olympic" (testdata/eval/cases_blind90.json), written before
// reading the engine: a busy parent who hosts three cabins on the Olympic
// Peninsula and an in-law unit in Seattle, all on Pacific time, and writes
// between other things: lower case, run-on sentences, typos, "lol", "thx",
// "tmrw", nicknames ("the lake cabin", "hoh river", "the beach cabin", "the
// adu"), pros by first name and guests by family name. Properties: the Lake
// Cabin on Lake Crescent (16:00 check-in, 10:00 check-out), Hoh River Place
// near Forks (15:00, 11:00), the Beach Cabin in La Push (16:00, 10:00) and
// the ADU behind the house in Fremont, Seattle (15:00, 11:00). Pros: Jenna
// Morales (cleaning, restocking), Tasha Kim (the Seattle cleaner, cleaning
// and restocking), Rick Dalton (handyman, maintenance), Peninsula Clean Team
// (a cleaning company), Dale Hutchins (inspector), Sound Plumbing
// (maintenance) and Kyle Brenner, a cleaner who quit (inactive). Stays: the
// Lindqvists at the lake cabin (under way, out Friday at 10), the Yamadas in
// the ADU (under way, out Saturday at 11), the Okonkwos at Hoh River from
// tomorrow at 15:00 to Sunday at 11, the Brennans at the beach cabin Friday
// to Monday, the Castellanos (six) at the lake cabin Saturday to Tuesday, and
// next week the Whitfields in the ADU (12th to 15th), the Ferreiras at the
// beach cabin (12th to 14th) and the Haugens at Hoh River (13th to 16th).
// Jobs: turnovers after the check-outs, pre-arrival cleans, restocks,
// Rick's wood stove sweep at Hoh River today at 13:00, his gutters at the
// beach cabin tomorrow and the lake cabin dock on the 11th, Sound Plumbing's
// ADU faucet and beach cabin septic, an unassigned Hoh River inspection,
// unassigned turnovers, a cancelled inspection and completed jobs in the
// past. At evalNow it is 06:00 in Seattle.
func olympicFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"lake", steward.AddressCreate{Street: "24 Lakeshore Rd", City: "Port Angeles", State: "WA", Zip: "98363", Nickname: strp("Lake Cabin"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Lockbox on the porch post, code 2417. Kayaks stay locked to the rack."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"hoh", steward.AddressCreate{Street: "18300 Upper Hoh Rd", City: "Forks", State: "WA", Zip: "98331", Nickname: strp("Hoh River Place"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Keypad on the front door, code 8830. Gravel drive, park by the woodshed."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"beach", steward.AddressCreate{Street: "91 Ocean Dr", City: "La Push", State: "WA", Zip: "98350", Nickname: strp("Beach Cabin"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Key in the lockbox under the outdoor shower, code 9150. Rinse sand off the deck."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"adu", steward.AddressCreate{Street: "4417 Fremont Ave N Unit B", City: "Seattle", State: "WA", Zip: "98103", Nickname: strp("ADU"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Side gate, then the smart lock on the back unit, code 5512. Don't knock on the main house."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(550),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jenna", steward.ProCreate{Name: "Jenna Morales", Email: "jenna.morales@example.com", Phone: "360-555-0121", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Kim", Email: "tasha.kim@example.com", Phone: "206-555-0133", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rick", steward.ProCreate{Name: "Rick Dalton", Email: "rick@daltonhandyman.example", Phone: "360-555-0177", Services: []steward.ServiceType{steward.Maintenance}}},
		{"peninsula", steward.ProCreate{Name: "Peninsula Clean Team", Email: "office@peninsulaclean.example", Phone: "360-555-0150", Services: []steward.ServiceType{steward.Cleaning}}},
		{"dale", steward.ProCreate{Name: "Dale Hutchins", Email: "dale@hutchinsinspect.example", Phone: "360-555-0190", Services: []steward.ServiceType{steward.Inspection}}},
		{"sound", steward.ProCreate{Name: "Sound Plumbing", Email: "dispatch@soundplumbing.example", Phone: "206-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"kyle", steward.ProCreate{Name: "Kyle Brenner", Email: "kyle.brenner@example.com", Phone: "360-555-0112", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"lindqvist", "lake", "Lindqvist Family", "2026-03-02 16:00", "2026-03-06 10:00", 4},   // under way, out Friday
		{"yamada", "adu", "Yamada Family", "2026-03-03 15:00", "2026-03-07 11:00", 2},          // under way, out Saturday
		{"okonkwo", "hoh", "Okonkwo Family", "2026-03-05 15:00", "2026-03-08 11:00", 5},        // from tomorrow
		{"brennan", "beach", "Brennan Family", "2026-03-06 16:00", "2026-03-09 10:00", 3},      // Friday to Monday
		{"castellano", "lake", "Castellano Family", "2026-03-07 16:00", "2026-03-10 10:00", 6}, // Saturday to Tuesday
		{"whitfield", "adu", "Whitfield Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},    // next week
		{"ferreira", "beach", "Ferreira Family", "2026-03-12 16:00", "2026-03-14 10:00", 2},    // next week
		{"haugen", "hoh", "Haugen Family", "2026-03-13 15:00", "2026-03-16 11:00", 4},          // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "hoh_stove", Property: "hoh", Service: "maintenance", At: "2026-03-04 13:00", Pro: "rick", Notes: "Wood stove flue sweep before the Okonkwos"},
		{Key: "hoh_prep", Property: "hoh", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jenna", Status: "confirmed", Notes: "Pre-arrival clean for the Okonkwos"},
		{Key: "beach_gutter", Property: "beach", Service: "maintenance", At: "2026-03-05 10:00", Pro: "rick", Notes: "Clean the gutters and check the downspout"},
		{Key: "lake_to", Property: "lake", Service: "cleaning", At: "2026-03-06 10:00", Pro: "jenna", Status: "confirmed", Notes: "Turnover after the Lindqvists"},
		{Key: "beach_prep", Property: "beach", Service: "cleaning", At: "2026-03-06 11:00", Pro: "peninsula", Notes: "Pre-arrival clean for the Brennans"},
		{Key: "lake_rstk", Property: "lake", Service: "restocking", At: "2026-03-06 14:00", Notes: "Restock before the Castellanos: coffee, tp, firewood"},
		{Key: "adu_to", Property: "adu", Service: "cleaning", At: "2026-03-07 11:00", Pro: "tasha", Status: "confirmed"},
		{Key: "hoh_to", Property: "hoh", Service: "cleaning", At: "2026-03-08 11:00", Pro: "jenna"},
		{Key: "beach_to", Property: "beach", Service: "cleaning", At: "2026-03-09 10:00", Pro: "peninsula", Status: "confirmed"},
		{Key: "adu_faucet", Property: "adu", Service: "maintenance", At: "2026-03-09 14:00", Pro: "sound", Notes: "Bathroom faucet drips; replace the cartridge"},
		{Key: "lake_to2", Property: "lake", Service: "cleaning", At: "2026-03-10 10:00", Pro: "peninsula"},
		{Key: "hoh_insp", Property: "hoh", Service: "inspection", At: "2026-03-10 10:00", Notes: "Roof and gutter check after the windstorm"},
		{Key: "beach_septic", Property: "beach", Service: "maintenance", At: "2026-03-11 09:00", Pro: "sound", Notes: "Septic pump inspection and filter clean"},
		{Key: "lake_dock", Property: "lake", Service: "maintenance", At: "2026-03-11 10:00", Pro: "rick", Notes: "Dock boards loose by the kayak rack"},
		{Key: "adu_rstk", Property: "adu", Service: "restocking", At: "2026-03-11 12:00", Pro: "tasha", Notes: "Restock before the Whitfields"},
		{Key: "beach_to2", Property: "beach", Service: "cleaning", At: "2026-03-14 10:00"},
		{Key: "adu_to2", Property: "adu", Service: "cleaning", At: "2026-03-15 11:00", Pro: "tasha"},
		{Key: "hoh_to2", Property: "hoh", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "lake_past_insp", Property: "lake", Service: "inspection", At: "2026-03-02 09:00", Pro: "dale", Status: "cancelled"},
		{Key: "lake_past_to", Property: "lake", Service: "cleaning", At: "2026-03-02 10:00", Pro: "jenna", Status: "completed", Notes: "Turnover"},
		{Key: "adu_past_to", Property: "adu", Service: "cleaning", At: "2026-03-03 11:00", Pro: "tasha", Status: "completed"},
		{Key: "hoh_past_fix", Property: "hoh", Service: "maintenance", At: "2026-02-27 10:00", Pro: "rick", Status: "completed", Notes: "Replaced the porch light"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
