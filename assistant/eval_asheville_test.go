package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// ashevilleFixture is the evaluation's account for the cases marked
// "fixture": "asheville" (testdata/eval/cases_blind79.json), written before
// reading the engine: a busy host who writes long, rambling paragraphs in
// one breath, corrects herself inside the same message ("thursday at 2,
// wait no, friday, same time", "Marcus — sorry, I mean Marco"), adds
// asides in parentheses and side stories about guests and pros, and strings
// several requests together with "oh and also" and "nvm that last bit".
// Near Asheville, North Carolina, on Eastern time: the Treehouse, a
// one-bedroom treehouse in Weaverville with a rope bridge and a 10:00
// check-out; Sweetgrass Farmhouse, a four-bedroom farmhouse with goats in
// Leicester, with a 15:00 check-in; and a downtown Asheville loft known
// only by its street ("52 Lexington Ave"). In Gatlinburg, Tennessee, also
// Eastern: Bearpaw Cabin, with a hot tub and a 10:00 check-out. In Austin,
// Texas, on Central time: the Bouldin House. Daylight saving time starts on
// Sunday 8 March. Seven pros: the Sparkle Sisters, a cleaning duo (a
// company) who clean and restock; Hank Lowery, the handyman
// (maintenance); Mountain Air Heating & Cooling, an HVAC company
// (maintenance); Denise Harper, the inspector; Marco Bellini, a cleaner;
// Lupe Garza, who cleans and restocks the Austin house; and Marcus Reed, a
// cleaner who no longer works for her (inactive). Stays, named after
// families: the Whitakers under way at the Treehouse (out tomorrow at 10),
// the Okonkwos under way at the loft (out Friday), the Castillos under way
// in Austin (out Saturday, Central), the Delacroix family arriving at the
// farmhouse today at 15:00 (out Sunday), the Harlans at Bearpaw from
// tomorrow (out Sunday at 10), the Nguyens at the Treehouse from Friday
// (out Monday at 10), the Lindgrens in Austin next week (Tuesday the 10th
// to Saturday the 14th) and the Pruitts at Bearpaw next week (Thursday the
// 12th to Sunday the 15th at 10). Jobs: turnovers after the check-outs, two
// jobs tomorrow at the Treehouse (the Sparkle Sisters' turnover and
// restock), maintenance whose notes say what it is for (the loft's
// bathroom fan, Bearpaw's grinding heat pump, the Treehouse's rope bridge
// railing, the Austin house's upstairs AC), the farmhouse's fire safety
// inspection, unassigned jobs (Bearpaw's Sunday turnover and the restock
// before the Pruitts, the Treehouse's Monday turnover, the Austin AC),
// pending and confirmed jobs and completed ones in the past. At evalNow it
// is 09:00 in North Carolina and Tennessee and 08:00 in Austin.
func ashevilleFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"tree", steward.AddressCreate{Street: "88 Laurel Branch Rd", City: "Weaverville", State: "NC", Zip: "28787", Nickname: strp("The Treehouse"),
			AccessInstructions: strp("Keypad at the foot of the stairs, code 3391. Hold the rope bridge railing, the planks are slick when wet."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(520),
			CheckOutTime: "10:00"}},
		{"farm", steward.AddressCreate{Street: "410 Old Leicester Hwy", City: "Leicester", State: "NC", Zip: "28748", Nickname: strp("Sweetgrass Farmhouse"),
			AccessInstructions: strp("Lockbox on the barn door, code 5120. Goats in the side pasture: keep the gate latched."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2400),
			CheckInTime: "15:00"}},
		{"loft", steward.AddressCreate{Street: "52 Lexington Ave Apt 3B", City: "Asheville", State: "NC", Zip: "28801",
			AccessInstructions: strp("Building door code 7084; the unit key is in the lockbox by the mailboxes, code 2233. Street parking is metered."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(980)}},
		{"cabin", steward.AddressCreate{Street: "1420 Ski Mountain Rd", City: "Gatlinburg", State: "TN", Zip: "37738", Nickname: strp("Bearpaw Cabin"),
			AccessInstructions: strp("Smart lock on the front door, code 1962. The driveway is steep: four-wheel drive when it snows."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			Timezone:     "America/New_York", // Gatlinburg keeps Eastern time, unlike most of Tennessee
			CheckOutTime: "10:00"}},
		{"austin", steward.AddressCreate{Street: "1107 Bouldin Ave", City: "Austin", State: "TX", Zip: "78704", Nickname: strp("The Bouldin House"),
			AccessInstructions: strp("Keypad on the back gate, 4680; the house key is in the lockbox behind the AC unit, code 0808."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sparkle", steward.ProCreate{Name: "Sparkle Sisters Cleaning", Email: "hello@sparklesisters.example", Phone: "828-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"hank", steward.ProCreate{Name: "Hank Lowery", Email: "hank.lowery@example.com", Phone: "828-555-0142", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mountainair", steward.ProCreate{Name: "Mountain Air Heating & Cooling", Email: "service@mountainairhvac.example", Phone: "828-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"denise", steward.ProCreate{Name: "Denise Harper", Email: "denise@harperinspections.example", Phone: "828-555-0144", Services: []steward.ServiceType{steward.Inspection}}},
		{"marco", steward.ProCreate{Name: "Marco Bellini", Email: "marco.bellini@example.com", Phone: "828-555-0145", Services: []steward.ServiceType{steward.Cleaning}}},
		{"lupe", steward.ProCreate{Name: "Lupe Garza", Email: "lupe.garza@example.com", Phone: "512-555-0146", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marcus", steward.ProCreate{Name: "Marcus Reed", Email: "marcus.reed@example.com", Phone: "828-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "tree", "Whitaker Family", "2026-03-01 16:00", "2026-03-05 10:00", 2},   // under way, out tomorrow
		{"okonkwo", "loft", "Okonkwo Family", "2026-03-02 16:00", "2026-03-06 11:00", 3},     // under way, out Friday
		{"castillo", "austin", "Castillo Family", "2026-03-03 16:00", "2026-03-07 11:00", 5}, // under way, out Saturday (Central)
		{"delacroix", "farm", "Delacroix Family", "2026-03-04 15:00", "2026-03-08 11:00", 6}, // arriving today
		{"harlan", "cabin", "Harlan Family", "2026-03-05 16:00", "2026-03-08 10:00", 4},      // from tomorrow
		{"nguyen", "tree", "Nguyen Family", "2026-03-06 16:00", "2026-03-09 10:00", 2},       // from Friday
		{"lindgren", "austin", "Lindgren Family", "2026-03-10 16:00", "2026-03-14 11:00", 4}, // next week
		{"pruitt", "cabin", "Pruitt Family", "2026-03-12 16:00", "2026-03-15 10:00", 5},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "tree_turn", Property: "tree", Service: "cleaning", At: "2026-03-05 10:30", Pro: "sparkle", Status: "confirmed"},
		{Key: "tree_restock", Property: "tree", Service: "restocking", At: "2026-03-05 14:00", Pro: "sparkle"},
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marco"},
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marco", Status: "confirmed"},
		{Key: "loft_fix", Property: "loft", Service: "maintenance", At: "2026-03-06 13:00", Pro: "hank", Notes: "Bathroom exhaust fan rattling; replace the fan motor"},
		{Key: "austin_turn", Property: "austin", Service: "cleaning", At: "2026-03-07 11:00", Pro: "lupe", Status: "confirmed"},
		{Key: "cabin_turn", Property: "cabin", Service: "cleaning", At: "2026-03-08 10:30"},
		{Key: "farm_turn", Property: "farm", Service: "cleaning", At: "2026-03-08 11:00", Pro: "sparkle"},
		{Key: "cabin_hvac", Property: "cabin", Service: "maintenance", At: "2026-03-09 10:00", Pro: "mountainair", Notes: "Heat pump making a grinding noise; check the outdoor unit fan"},
		{Key: "tree_turn2", Property: "tree", Service: "cleaning", At: "2026-03-09 10:00"},
		{Key: "austin_hvac", Property: "austin", Service: "maintenance", At: "2026-03-09 09:00", Notes: "Upstairs AC not cooling; check the refrigerant before the Lindgrens"},
		{Key: "farm_inspect", Property: "farm", Service: "inspection", At: "2026-03-10 10:00", Pro: "denise", Notes: "Annual fire extinguisher and smoke detector check"},
		{Key: "tree_fix", Property: "tree", Service: "maintenance", At: "2026-03-10 13:00", Pro: "hank", Notes: "Rope bridge railing loose; tighten the cable clamps"},
		{Key: "austin_restock", Property: "austin", Service: "restocking", At: "2026-03-10 12:00", Pro: "lupe"},
		{Key: "cabin_restock", Property: "cabin", Service: "restocking", At: "2026-03-12 11:00"},
		{Key: "tree_past_clean", Property: "tree", Service: "cleaning", At: "2026-03-01 11:00", Pro: "sparkle", Status: "completed"},
		{Key: "farm_past_fix", Property: "farm", Service: "maintenance", At: "2026-02-25 10:00", Pro: "hank", Status: "completed", Notes: "Replaced the frozen outdoor spigot by the barn"},
		{Key: "cabin_past_hvac", Property: "cabin", Service: "maintenance", At: "2026-02-20 10:00", Pro: "mountainair", Status: "completed", Notes: "Replaced the furnace filter"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
