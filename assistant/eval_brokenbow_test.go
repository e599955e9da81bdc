package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// brokenbowFixture is the evaluation's account for the cases marked
// "fixture": "brokenbow" (testdata/eval/cases_brokenbow.json), written
// before reading the engine: a husband-and-wife couple in Broken Bow,
// Oklahoma (Hochatown) who own five cabins in the pines (hot tubs, fire
// pits, game rooms) and one lake house. The wife, Tammy, texts the assistant
// between shifts at her day job as a nurse, in friendly Southern texting:
// "y'all", "fixin to", "tmrw", "thurs", "the Smiths", mostly lowercase,
// emojis now and then, cabins by their names ("Whispering Pines", "the Bear
// Den", "Moose Lodge", "Creekside") or loosely ("the lake house"), pros by
// first name; hot tub and septic trouble, firewood, bears in the trash,
// cleaners running late, guests asking to get in early. All on Central time
// (America/Chicago): Whispering Pines, the Bear Den, Moose Lodge (the big
// one, five bedrooms) and a cabin known only by its street ("88 Stevens Gap
// Rd") check in at 16:00 and out at 10:00; Creekside Cabin checks in at
// 15:00 and out at 11:00; the Lake House checks in at 16:00 and out at 11:00.
// Eight pros: Luz Herrera (cleans and restocks), Brianna "Bri" Cole
// (cleans), Darrell Pickens (handyman, maintenance), Wade Tolbert (hot tubs,
// maintenance), Ronnie Spears (septic, maintenance), Gail Burris (the
// inspector), Cody Nix (firewood and supplies, restocking) and Krystal Dunn,
// a cleaner who quit (inactive). Stays, named after families: the Smiths at
// Whispering Pines under way (out tomorrow, Thursday, at 10, six of them),
// the Johnsons at the Bear Den under way (out Saturday at 10, four), the
// Walkers arriving at Moose Lodge today at 16:00 (out Sunday at 10, ten),
// the Pruitts at Creekside from tomorrow at 15:00 (out Sunday at 11, two),
// the Hendrix family at the Lake House from Friday at 16:00 (out Monday at
// 11, eight), and next week the Garzas at Whispering Pines (Wednesday the
// 11th to Saturday the 14th, five), the Bakers at Stevens Gap (Thursday the
// 12th to Sunday the 15th, four) and the Thompsons at Moose Lodge (Friday the
// 13th to Monday the 16th, twelve). Jobs: turnovers after the check-outs,
// preps before the arrivals, Cody's firewood runs, maintenance whose notes say
// what it is for (hot tubs, septic, a bear-proof trash can), inspections with
// notes, unassigned jobs (Creekside's restock tomorrow, Moose Lodge's turnover
// Sunday, the Lake House restock Friday and dock inspection next Wednesday, Stevens Gap's turnover on
// the 15th), pending and confirmed jobs, a cancelled inspection and completed
// jobs in the past. At evalNow it is 08:00 on Wednesday in Broken Bow.
func brokenbowFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	const tz = "America/Chicago"
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"pines", steward.AddressCreate{Street: "112 Timber Ridge Ln", City: "Broken Bow", State: "OK", Zip: "74728", Nickname: strp("Whispering Pines"), Timezone: tz,
			AccessInstructions: strp("Keypad on the front door, code 2291. Hot tub cover key hangs on the hook by the back door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bearden", steward.AddressCreate{Street: "48 Bear Paw Trl", City: "Broken Bow", State: "OK", Zip: "74728", Nickname: strp("The Bear Den"), Timezone: tz,
			AccessInstructions: strp("Lockbox on the porch post, code 0517. Clip the latch on the bear-proof trash can every time."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"moose", steward.AddressCreate{Street: "301 Hochatown Rd", City: "Broken Bow", State: "OK", Zip: "74728", Nickname: strp("Moose Lodge"), Timezone: tz,
			AccessInstructions: strp("Keypad on the side door, code 7731. Game room key is in the kitchen drawer left of the stove."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"creekside", steward.AddressCreate{Street: "27 Mountain Fork Dr", City: "Broken Bow", State: "OK", Zip: "74728", Nickname: strp("Creekside Cabin"), Timezone: tz,
			AccessInstructions: strp("Smart lock, code is the last four of the guest's phone. Gravel drive washes out after rain; park up top."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"stevens", steward.AddressCreate{Street: "88 Stevens Gap Rd", City: "Broken Bow", State: "OK", Zip: "74728", Timezone: tz,
			AccessInstructions: strp("Lockbox on the carport post, code 8800."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"lake", steward.AddressCreate{Street: "540 Lakeview Dr", City: "Broken Bow", State: "OK", Zip: "74728", Nickname: strp("The Lake House"), Timezone: tz,
			AccessInstructions: strp("Keypad on the garage, code 5400. Kayaks are in the boathouse; life jackets in the hall closet."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"luz", steward.ProCreate{Name: "Luz Herrera", Email: "luz.herrera@example.com", Phone: "580-555-0121", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bri", steward.ProCreate{Name: "Brianna Cole", Email: "bri.cole@example.com", Phone: "580-555-0122", Services: []steward.ServiceType{steward.Cleaning}}},
		{"darrell", steward.ProCreate{Name: "Darrell Pickens", Email: "darrell@pickenshandyman.example", Phone: "580-555-0123", Services: []steward.ServiceType{steward.Maintenance}}},
		{"wade", steward.ProCreate{Name: "Wade Tolbert", Email: "wade@kiamichispa.example", Phone: "580-555-0124", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ronnie", steward.ProCreate{Name: "Ronnie Spears", Email: "ronnie@spearsseptic.example", Phone: "580-555-0125", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gail", steward.ProCreate{Name: "Gail Burris", Email: "gail@mccurtaininspect.example", Phone: "580-555-0126", Services: []steward.ServiceType{steward.Inspection}}},
		{"cody", steward.ProCreate{Name: "Cody Nix", Email: "cody.nix@example.com", Phone: "580-555-0127", Services: []steward.ServiceType{steward.Restocking}}},
		{"krystal", steward.ProCreate{Name: "Krystal Dunn", Email: "krystal.dunn@example.com", Phone: "580-555-0128", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"smith", "pines", "Smith Family", "2026-03-01 16:00", "2026-03-05 10:00", 6},        // under way, out tomorrow
		{"johnson", "bearden", "Johnson Family", "2026-03-02 16:00", "2026-03-07 10:00", 4},  // under way, out Saturday
		{"walker", "moose", "Walker Family", "2026-03-04 16:00", "2026-03-08 10:00", 10},     // arriving today
		{"pruitt", "creekside", "Pruitt Family", "2026-03-05 15:00", "2026-03-08 11:00", 2},  // from tomorrow
		{"hendrix", "lake", "Hendrix Family", "2026-03-06 16:00", "2026-03-09 11:00", 8},     // from Friday
		{"garza", "pines", "Garza Family", "2026-03-11 16:00", "2026-03-14 10:00", 5},        // next week
		{"baker", "stevens", "Baker Family", "2026-03-12 16:00", "2026-03-15 10:00", 4},      // next week
		{"thompson", "moose", "Thompson Family", "2026-03-13 16:00", "2026-03-16 10:00", 12}, // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "moose_prep", Property: "moose", Service: "cleaning", At: "2026-03-04 11:00", Pro: "bri", Status: "confirmed"},
		{Key: "moose_wood", Property: "moose", Service: "restocking", At: "2026-03-04 13:00", Pro: "cody", Notes: "Firewood: two face cords on the rack by the fire pit"},
		{Key: "bear_trash", Property: "bearden", Service: "maintenance", At: "2026-03-05 09:00", Pro: "darrell", DuringStay: true, Notes: "Bear got into the trash again; fix the latch on the bear-proof can"},
		{Key: "pines_to", Property: "pines", Service: "cleaning", At: "2026-03-05 10:00", Pro: "luz", Status: "confirmed"},
		{Key: "creek_prep", Property: "creekside", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bri"},
		{Key: "pines_hottub", Property: "pines", Service: "maintenance", At: "2026-03-05 13:00", Pro: "wade", Notes: "Hot tub: drain, refill and shock after the Smiths"},
		{Key: "creek_rstk", Property: "creekside", Service: "restocking", At: "2026-03-05 13:00"},
		{Key: "lake_prep", Property: "lake", Service: "cleaning", At: "2026-03-06 10:00", Pro: "luz"},
		{Key: "lake_rstk", Property: "lake", Service: "restocking", At: "2026-03-06 14:30"},
		{Key: "bear_to", Property: "bearden", Service: "cleaning", At: "2026-03-07 10:00", Pro: "bri", Status: "confirmed"},
		{Key: "moose_to", Property: "moose", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "creek_to", Property: "creekside", Service: "cleaning", At: "2026-03-08 11:00", Pro: "luz"},
		{Key: "stevens_septic", Property: "stevens", Service: "maintenance", At: "2026-03-09 09:00", Pro: "ronnie", Status: "confirmed", Notes: "Septic pump-out; the tank alarm went off twice last month"},
		{Key: "lake_to", Property: "lake", Service: "cleaning", At: "2026-03-09 11:00", Pro: "luz", Status: "confirmed"},
		{Key: "bear_insp", Property: "bearden", Service: "inspection", At: "2026-03-09 13:00", Pro: "gail", Notes: "Check the deck railing and the stain on the game room ceiling"},
		{Key: "pines_insp", Property: "pines", Service: "inspection", At: "2026-03-10 10:00", Pro: "gail", Notes: "Pre-season walkthrough: deck boards, fire pit, smoke detectors"},
		{Key: "lake_insp", Property: "lake", Service: "inspection", At: "2026-03-11 09:00", Notes: "Dock and boat lift check before spring"},
		{Key: "pines_rstk", Property: "pines", Service: "restocking", At: "2026-03-11 10:00", Pro: "cody", Notes: "Firewood and fire starters before the Garzas"},
		{Key: "stevens_prep", Property: "stevens", Service: "cleaning", At: "2026-03-12 10:00", Pro: "bri"},
		{Key: "moose_hottub", Property: "moose", Service: "maintenance", At: "2026-03-12 10:00", Pro: "wade", Notes: "Hot tub jets weak; check the pump before the Thompsons"},
		{Key: "pines_to2", Property: "pines", Service: "cleaning", At: "2026-03-14 10:00", Pro: "luz"},
		{Key: "stevens_to", Property: "stevens", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "moose_to2", Property: "moose", Service: "cleaning", At: "2026-03-16 10:00", Pro: "bri"},
		{Key: "creek_past_insp", Property: "creekside", Service: "inspection", At: "2026-03-02 10:00", Pro: "gail", Status: "cancelled", Notes: "Smoke detector check"},
		{Key: "pines_past_to", Property: "pines", Service: "cleaning", At: "2026-03-01 10:00", Pro: "luz", Status: "completed"},
		{Key: "moose_past_septic", Property: "moose", Service: "maintenance", At: "2026-02-26 09:00", Pro: "ronnie", Status: "completed", Notes: "Septic tank pumped"},
		{Key: "bear_past_fix", Property: "bearden", Service: "maintenance", At: "2026-02-27 14:00", Pro: "darrell", Status: "completed", Notes: "Replaced the fire pit grate"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
