package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// myrtleFixture is the evaluation's account for the cases marked
// "fixture": "myrtle" (testdata/eval/cases_blind91.json), written before
// reading the engine: a friendly Southern host with four beach rentals
// around Myrtle Beach and one in Mount Pleasant, outside Charleston, all on
// Eastern time, who writes warm, chatty, ordinary messages with the odd
// emoji, "y'all", "fixin' to" and "reckon": "can you get Tammy over to the
// Sandpiper Saturday after the Johnsons head out?", "the AC guy needs to
// come an hour later". Properties: the Sandpiper (a beach house, 16:00
// check-in, 10:00 check-out), the Ocean Drive Condo ("the condo", 16:00 and
// 11:00), Pelican Perch in Surfside Beach (15:00 and 10:00), the Marsh House
// in Murrells Inlet (16:00 and 11:00) and the Shem Creek Cottage at 845
// Whilden St in Mount Pleasant (16:00 and 10:00). Seven pros: Tammy Lewis,
// who cleans and restocks; Grand Strand Sparkle ("Sparkle"), a cleaning
// company that restocks; Earl Hutchins, the handyman; Coastal Air & Heat,
// "the AC guy"; Rhonda Pike, the inspector; Lowcountry Clean Team, the
// Mount Pleasant cleaners; and Darlene Moss, a cleaner who quit (inactive).
// Stays, named after families: the Johnsons under way at the Sandpiper (out
// Saturday at 10), the Millers under way at the condo (out Friday at 11),
// the Bakers at Pelican Perch from tomorrow at 15:00 (out Monday at 10), the
// Harpers at Shem Creek from Friday at 16:00 (out Tuesday at 10), the
// Walkers at the condo from Tuesday the 10th (out Saturday the 14th at 11),
// the Thompsons at the Sandpiper from Thursday the 12th (out Sunday the
// 15th at 10) and the Riveras, eight of them, at the Marsh House from Friday
// the 13th (out Monday the 16th at 11). Jobs: turnovers after the
// check-outs (Saturday's at the Sandpiper and the one on the 15th
// unassigned), Tammy's freshen-up at Pelican Perch tomorrow at 9 and the AC
// guy there at 11 (warm air), Earl's dock repair at the Marsh House
// tomorrow at 14:00, the condo's restock Friday at 15:00, Shem Creek's prep
// and an unassigned restock on Friday, an unassigned deep clean at the Marsh
// House on Monday, Rhonda's condo inspection on Tuesday, an unassigned
// pre-season walkthrough and an AC tune-up at the Sandpiper next Wednesday,
// Tammy's prep at the Marsh House before the Riveras, a cancelled
// inspection and completed jobs in the past. At evalNow it is 09:00 there.
func myrtleFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"sandpiper", steward.AddressCreate{Street: "2104 N Ocean Blvd", City: "Myrtle Beach", State: "SC", Zip: "29577", Nickname: strp("Sandpiper"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 2104. Outdoor shower key hangs by the back door."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"condo", steward.AddressCreate{Street: "1105 S Ocean Blvd Unit 804", City: "Myrtle Beach", State: "SC", Zip: "29577", Nickname: strp("Ocean Drive Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Front desk holds the key fob; unit smart lock code 8041. Park in the garage, level 3."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"pelican", steward.AddressCreate{Street: "210 Pelican Ln", City: "Surfside Beach", State: "SC", Zip: "29575", Nickname: strp("Pelican Perch"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch rail, code 2210. Beach chairs live under the house."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"marsh", steward.AddressCreate{Street: "118 Creek Rd", City: "Murrells Inlet", State: "SC", Zip: "29576", Nickname: strp("Marsh House"), Timezone: "America/New_York",
			AccessInstructions: strp("Garage keypad, code 1186. Dock gate latch sticks, lift it up."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(2800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"mtpleasant", steward.AddressCreate{Street: "845 Whilden St", City: "Mount Pleasant", State: "SC", Zip: "29464", Nickname: strp("Shem Creek Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the side gate, code 0845. Please don't block the neighbor's driveway."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"tammy", steward.ProCreate{Name: "Tammy Lewis", Email: "tammy.lewis@example.com", Phone: "843-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"sparkle", steward.ProCreate{Name: "Grand Strand Sparkle", Email: "hello@grandstrandsparkle.example", Phone: "843-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"earl", steward.ProCreate{Name: "Earl Hutchins", Email: "earl.hutchins@example.com", Phone: "843-555-0163", Services: []steward.ServiceType{steward.Maintenance}}},
		{"coastalair", steward.ProCreate{Name: "Coastal Air & Heat", Email: "service@coastalairheat.example", Phone: "843-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rhonda", steward.ProCreate{Name: "Rhonda Pike", Email: "rhonda@pikeinspections.example", Phone: "843-555-0165", Services: []steward.ServiceType{steward.Inspection}}},
		{"lowcountry", steward.ProCreate{Name: "Lowcountry Clean Team", Email: "team@lowcountryclean.example", Phone: "843-555-0166", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"darlene", steward.ProCreate{Name: "Darlene Moss", Email: "darlene.moss@example.com", Phone: "843-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"johnson", "sandpiper", "Johnson Family", "2026-03-01 16:00", "2026-03-07 10:00", 5},   // under way, out Saturday
		{"miller", "condo", "Miller Family", "2026-03-03 16:00", "2026-03-06 11:00", 2},         // under way, out Friday
		{"baker", "pelican", "Baker Family", "2026-03-05 15:00", "2026-03-09 10:00", 6},         // from tomorrow
		{"harper", "mtpleasant", "Harper Family", "2026-03-06 16:00", "2026-03-10 10:00", 4},    // from Friday
		{"walker", "condo", "Walker Family", "2026-03-10 16:00", "2026-03-14 11:00", 3},         // next week
		{"thompson", "sandpiper", "Thompson Family", "2026-03-12 16:00", "2026-03-15 10:00", 4}, // next week
		{"rivera", "marsh", "Rivera Family", "2026-03-13 16:00", "2026-03-16 11:00", 8},         // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "pel_prep", Property: "pelican", Service: "cleaning", At: "2026-03-05 09:00", Pro: "tammy", Status: "confirmed", Notes: "Freshen up before the Bakers"},
		{Key: "pel_ac", Property: "pelican", Service: "maintenance", At: "2026-03-05 11:00", Pro: "coastalair", Notes: "AC blowing warm air; check the refrigerant and the outdoor unit"},
		{Key: "marsh_dock", Property: "marsh", Service: "maintenance", At: "2026-03-05 14:00", Pro: "earl", Notes: "Loose boards on the dock"},
		{Key: "condo_to", Property: "condo", Service: "cleaning", At: "2026-03-06 11:00", Pro: "sparkle", Status: "confirmed"},
		{Key: "condo_rstk", Property: "condo", Service: "restocking", At: "2026-03-06 15:00", Pro: "sparkle", Notes: "Coffee pods, paper towels, dish soap"},
		{Key: "mp_prep", Property: "mtpleasant", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lowcountry", Notes: "Prep before the Harpers"},
		{Key: "mp_rstk", Property: "mtpleasant", Service: "restocking", At: "2026-03-06 13:00"},
		{Key: "sp_to", Property: "sandpiper", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "sp_rstk", Property: "sandpiper", Service: "restocking", At: "2026-03-07 15:00", Pro: "sparkle"},
		{Key: "pel_to", Property: "pelican", Service: "cleaning", At: "2026-03-09 10:00", Pro: "tammy"},
		{Key: "marsh_deep", Property: "marsh", Service: "cleaning", At: "2026-03-09 09:00", Notes: "Deep clean before spring: blinds, baseboards, oven"},
		{Key: "condo_insp", Property: "condo", Service: "inspection", At: "2026-03-10 09:00", Pro: "rhonda", Notes: "Balcony railing and smoke detectors before the Walkers"},
		{Key: "mp_to", Property: "mtpleasant", Service: "cleaning", At: "2026-03-10 10:00", Pro: "lowcountry", Status: "confirmed"},
		{Key: "sp_insp", Property: "sandpiper", Service: "inspection", At: "2026-03-11 10:00", Notes: "Pre-season walkthrough: roof, deck, outdoor shower"},
		{Key: "sp_ac", Property: "sandpiper", Service: "maintenance", At: "2026-03-11 13:00", Pro: "coastalair", Notes: "Spring AC tune-up"},
		{Key: "marsh_prep", Property: "marsh", Service: "cleaning", At: "2026-03-13 10:00", Pro: "tammy", Notes: "Prep before the Riveras"},
		{Key: "condo_to2", Property: "condo", Service: "cleaning", At: "2026-03-14 11:00", Pro: "sparkle"},
		{Key: "sp_to2", Property: "sandpiper", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "marsh_to", Property: "marsh", Service: "cleaning", At: "2026-03-16 11:00", Pro: "tammy"},
		{Key: "pel_insp_cx", Property: "pelican", Service: "inspection", At: "2026-03-03 10:00", Pro: "rhonda", Status: "cancelled"},
		{Key: "sp_past_to", Property: "sandpiper", Service: "cleaning", At: "2026-03-01 10:00", Pro: "tammy", Status: "completed"},
		{Key: "condo_past_to", Property: "condo", Service: "cleaning", At: "2026-03-03 11:00", Pro: "sparkle", Status: "completed"},
		{Key: "marsh_past_fix", Property: "marsh", Service: "maintenance", At: "2026-02-27 10:00", Pro: "earl", Status: "completed", Notes: "Fixed the outdoor shower valve"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
