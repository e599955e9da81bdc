package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// pigeonforgeFixture is the evaluation's account for the cases marked
// "fixture": "pigeonforge" (testdata/eval/cases_pigeonforge.json), written
// before reading the engine: a virtual assistant in the Philippines who runs
// five cabins in Pigeon Forge and Gatlinburg, Tennessee, for an American
// owner, and writes fluent second-language English: "kindly", "pls",
// "noted", "already" at the end, present tense for the future ("Maria
// cleans Misty Pines today 1pm"), US dates as "3/12" or "March 12", and
// ticket-like lines ("Cabin: ... / Issue: ... / Guest: ... / Pls send
// Tony"). All on Eastern time: Smoky Ridge Cabin in Gatlinburg (16:00
// check-in, 10:00 check-out, a hot tub), Bear Hollow Lodge in Pigeon Forge
// (15:00 and 11:00, an indoor pool and a hot tub), Misty Pines Cabin in
// Pigeon Forge (16:00 and 10:00), a cabin known only by its street, 507
// Laurel Branch Rd in Gatlinburg (17:00 check-in, 10:30 check-out), and the
// Creekside Hideaway in Pigeon Forge (15:00 and 11:00). Eight pros: Maria
// Santos, a cleaning lady who also restocks; Joy Whitaker, a cleaning lady;
// Smoky Sparkle Cleaning, a cleaning company that restocks; Tony Russo, the
// hot tub and pool tech (maintenance); Earl Hensley, the handyman
// (maintenance); BugAway Pest Control (maintenance); Dana Ogle, the
// inspector; and Linda Parton, a cleaner who resigned (inactive). Stays,
// named after families: the Patels under way at Smoky Ridge (out Friday at
// 10), the Lees under way at Bear Hollow (out Saturday at 11), the Johnsons
// arriving at Misty Pines today at 16:00 (out Sunday at 10), the Brooks
// family at Laurel Branch from tomorrow at 17:00 (out Monday at 10:30), the
// Riveras at Creekside from Friday at 15:00 (out Tuesday the 10th at 11),
// and next week the Hendricks, eight of them, at Smoky Ridge (Wednesday the
// 11th to Saturday the 14th), the Carters at Bear Hollow (Thursday the 12th
// to Sunday the 15th) and the Dawsons at Misty Pines (Friday the 13th to
// Monday the 16th). Jobs: turnovers after the check-outs (Laurel Branch's
// Monday turnover and Bear Hollow's on the 15th unassigned), Maria's Misty
// Pines prep today at 11 (confirmed), Joy's Laurel Branch prep tomorrow at
// 10, Tony's hot tub repair at Smoky Ridge tomorrow at 13:00 (during the
// Patels' stay) and the pool and hot tub after the Lees on Saturday at
// 15:00, BugAway's ant spray at Bear Hollow on Friday at 10 (during the
// Lees' stay), Smoky Sparkle's Creekside prep Friday at 9 (confirmed), an
// unassigned Smoky Ridge restock Friday at 14:00, Earl's deck railing at
// Laurel Branch Monday at 14:00 and the Misty Pines aircon on the 12th,
// Dana's detector inspection at Smoky Ridge on the 10th, an unassigned
// Creekside crawl space inspection on the 11th, Joy's Smoky Ridge prep
// before the Hendricks, a cancelled inspection and completed jobs in the
// past. At evalNow it is 09:00 there (Wednesday 4 March 2026, still EST).
func pigeonforgeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"smoky", steward.AddressCreate{Street: "412 Ridgecrest Dr", City: "Gatlinburg", State: "TN", Zip: "37738", Nickname: strp("Smoky Ridge Cabin"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 4120. Hot tub cover must be locked after use."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bear", steward.AddressCreate{Street: "1880 Bear Hollow Rd", City: "Pigeon Forge", State: "TN", Zip: "37863", Nickname: strp("Bear Hollow Lodge"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 1880. Pool room key hangs in the laundry closet. Bear-proof trash cans must stay latched."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"misty", steward.AddressCreate{Street: "233 Misty Pines Way", City: "Pigeon Forge", State: "TN", Zip: "37863", Nickname: strp("Misty Pines Cabin"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch post, code 2330. Steep driveway, use 4WD when icy."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"laurel", steward.AddressCreate{Street: "507 Laurel Branch Rd", City: "Gatlinburg", State: "TN", Zip: "37738", Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the basement door, code 5075. Game room is downstairs."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "17:00", CheckOutTime: "10:30"}},
		{"creek", steward.AddressCreate{Street: "96 Little Pigeon Ln", City: "Pigeon Forge", State: "TN", Zip: "37863", Nickname: strp("Creekside Hideaway"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox under the porch bench, code 9696. Park on the gravel pad, not on the grass by the creek."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Santos", Email: "maria.santos@example.com", Phone: "865-555-0181", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"joy", steward.ProCreate{Name: "Joy Whitaker", Email: "joy.whitaker@example.com", Phone: "865-555-0182", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sparkle", steward.ProCreate{Name: "Smoky Sparkle Cleaning", Email: "office@smokysparkle.example", Phone: "865-555-0183", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tony", steward.ProCreate{Name: "Tony Russo", Email: "tony@russospas.example", Phone: "865-555-0184", Services: []steward.ServiceType{steward.Maintenance}}},
		{"earl", steward.ProCreate{Name: "Earl Hensley", Email: "earl.hensley@example.com", Phone: "865-555-0185", Services: []steward.ServiceType{steward.Maintenance}}},
		{"bugaway", steward.ProCreate{Name: "BugAway Pest Control", Email: "service@bugawaytn.example", Phone: "865-555-0186", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dana", steward.ProCreate{Name: "Dana Ogle", Email: "dana@ogleinspections.example", Phone: "865-555-0187", Services: []steward.ServiceType{steward.Inspection}}},
		{"linda", steward.ProCreate{Name: "Linda Parton", Email: "linda.parton@example.com", Phone: "865-555-0188", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"patel", "smoky", "Patel Family", "2026-03-01 16:00", "2026-03-06 10:00", 5},     // under way, out Friday
		{"lee", "bear", "Lee Family", "2026-03-01 15:00", "2026-03-07 11:00", 6},          // under way, out Saturday
		{"johnson", "misty", "Johnson Family", "2026-03-04 16:00", "2026-03-08 10:00", 2}, // arriving today
		{"brooks", "laurel", "Brooks Family", "2026-03-05 17:00", "2026-03-09 10:30", 4},  // from tomorrow
		{"rivera", "creek", "Rivera Family", "2026-03-06 15:00", "2026-03-10 11:00", 3},   // from Friday
		{"hendricks", "smoky", "Hendricks Family", "2026-03-11 16:00", "2026-03-14 10:00", 8},
		{"carter", "bear", "Carter Family", "2026-03-12 15:00", "2026-03-15 11:00", 7},
		{"dawson", "misty", "Dawson Family", "2026-03-13 16:00", "2026-03-16 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "misty_prep", Property: "misty", Service: "cleaning", At: "2026-03-04 11:00", Pro: "maria", Status: "confirmed", Notes: "Prep before the Johnsons arrive"},
		{Key: "laurel_prep", Property: "laurel", Service: "cleaning", At: "2026-03-05 10:00", Pro: "joy", Notes: "Prep before the Brooks family"},
		{Key: "smoky_hottub", Property: "smoky", Service: "maintenance", At: "2026-03-05 13:00", Pro: "tony", Notes: "Hot tub not heating; check the heater and the breaker", DuringStay: true},
		{Key: "creek_prep", Property: "creek", Service: "cleaning", At: "2026-03-06 09:00", Pro: "sparkle", Status: "confirmed", Notes: "Prep before the Riveras"},
		{Key: "smoky_to", Property: "smoky", Service: "cleaning", At: "2026-03-06 10:00", Pro: "maria", Status: "confirmed"},
		{Key: "bear_pest", Property: "bear", Service: "maintenance", At: "2026-03-06 10:00", Pro: "bugaway", Notes: "Ants in the kitchen; quarterly spray inside and out", DuringStay: true},
		{Key: "smoky_rstk", Property: "smoky", Service: "restocking", At: "2026-03-06 14:00", Notes: "Coffee pods, toilet paper, dish soap"},
		{Key: "bear_to", Property: "bear", Service: "cleaning", At: "2026-03-07 11:00", Pro: "sparkle"},
		{Key: "bear_pool", Property: "bear", Service: "maintenance", At: "2026-03-07 15:00", Pro: "tony", Notes: "Balance the pool and hot tub chemicals after the Lees"},
		{Key: "misty_to", Property: "misty", Service: "cleaning", At: "2026-03-08 10:00", Pro: "joy"},
		{Key: "laurel_to", Property: "laurel", Service: "cleaning", At: "2026-03-09 10:30"},
		{Key: "laurel_deck", Property: "laurel", Service: "maintenance", At: "2026-03-09 14:00", Pro: "earl", Notes: "Loose railing on the back deck; tighten it and replace the rotten board"},
		{Key: "smoky_insp", Property: "smoky", Service: "inspection", At: "2026-03-10 10:00", Pro: "dana", Notes: "Smoke and CO detectors and the fire extinguisher before the Hendricks"},
		{Key: "creek_to", Property: "creek", Service: "cleaning", At: "2026-03-10 11:00", Pro: "maria"},
		{Key: "smoky_prep", Property: "smoky", Service: "cleaning", At: "2026-03-11 10:00", Pro: "joy", Notes: "Prep before the Hendricks; make up the bunk room"},
		{Key: "creek_insp", Property: "creek", Service: "inspection", At: "2026-03-11 13:00", Notes: "Check the crawl space for moisture"},
		{Key: "misty_fix", Property: "misty", Service: "maintenance", At: "2026-03-12 10:00", Pro: "earl", Notes: "Loft aircon (mini-split) blowing warm air; clean the filter and check the remote"},
		{Key: "smoky_to2", Property: "smoky", Service: "cleaning", At: "2026-03-14 10:00", Pro: "sparkle"},
		{Key: "bear_to2", Property: "bear", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "misty_to2", Property: "misty", Service: "cleaning", At: "2026-03-16 10:00", Pro: "maria"},
		{Key: "bear_insp_cx", Property: "bear", Service: "inspection", At: "2026-02-28 10:00", Pro: "dana", Status: "cancelled"},
		{Key: "smoky_past_to", Property: "smoky", Service: "cleaning", At: "2026-03-01 10:00", Pro: "maria", Status: "completed"},
		{Key: "creek_past_fix", Property: "creek", Service: "maintenance", At: "2026-02-27 11:00", Pro: "earl", Status: "completed", Notes: "Replaced the garbage disposal"},
		{Key: "laurel_past_pest", Property: "laurel", Service: "maintenance", At: "2026-02-26 10:00", Pro: "bugaway", Status: "completed", Notes: "Termite inspection and spray"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
