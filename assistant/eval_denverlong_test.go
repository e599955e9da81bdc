package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// denverlongFixture is the evaluation's account for the cases marked
// "fixture": "denverlong" (testdata/eval/cases_denverlong.json), written
// before reading the engine: the operations lead of a small vacation-rental
// company in Colorado's mountains, Meredith Osterhout of Timberline Mountain
// Rentals, who writes once a day a long, numbered e-mail (a greeting, a
// paragraph about the snow, the staff or an owner, then items "1." to "7."
// with sub-points "a)" "b)", FYIs, questions, items that refer back to
// another ("same as #2", "scratch item 4") and a signed sign-off), or a
// one-line e-mail under a subject line. All on America/Denver (07:00 MST
// at evalNow: Wednesday 4 March 2026, 14:00 UTC; clocks go forward on
// Sunday 8 March). The Vail Chalet (16:00 and 10:00), the Breckenridge
// Condo (16:00 and 10:00), the Keystone Cabin (15:00 and 11:00), the Frisco
// Townhome (16:00 and 10:00), Elk Ridge Lodge in Steamboat Springs (16:00
// and 11:00) and the Blue River Ranch House in Silverthorne ("the ranch
// house", 15:00 and 10:00). Pros: Rosa Delgado the lead housekeeper
// (cleaning, restocking), Jenna Kowalski (cleaning, restocking), Alpine
// Sparkle Cleaning (a crew), Marcus Bell the handyman (hot tubs, roofs,
// doors), Hector Ruiz the plumber (boilers, furnaces, well pumps), Brandon
// Cole the electrician, Tom Ashby the inspector and Kaylee Dunn, a cleaner
// who has left for nursing school (inactive). Stays: the Hendersons at the
// chalet (out tomorrow at 10), the Nakamuras at the condo (out Friday at
// 10), the Gallaghers at the cabin from today at 15:00 (out Sunday at 11),
// the Okonkwos at the townhome from tomorrow (out Monday at 10), the
// Brandts at Elk Ridge Friday to Tuesday, the Petrovs at the chalet
// Saturday to Saturday 14th, the Whitakers at the condo Thursday 12th to
// Sunday 15th and the Castillos at the ranch house Friday 13th to Monday
// 16th.
func denverlongFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"vail", steward.AddressCreate{Street: "1480 Buffehr Creek Road", City: "Vail", State: "CO", Zip: "81657", Nickname: strp("Vail Chalet"), Timezone: "America/Denver",
			AccessInstructions: strp("Garage keypad 2468. The hot tub cover key hangs in the mudroom."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"breck", steward.AddressCreate{Street: "535 Village Road", City: "Breckenridge", State: "CO", Zip: "80424", Nickname: strp("Breckenridge Condo"), Timezone: "America/Denver",
			AccessInstructions: strp("Unit 204. Lockbox at the ski-locker door, code 9021. The parking pass is on the fridge."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"keystone", steward.AddressCreate{Street: "22 Soda Ridge Road", City: "Keystone", State: "CO", Zip: "80435", Nickname: strp("Keystone Cabin"), Timezone: "America/Denver",
			AccessInstructions: strp("Smart lock, code 1177. Snowshoes and firewood are in the shed; the ramp is on the east side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"frisco", steward.AddressCreate{Street: "310 Granite Street", City: "Frisco", State: "CO", Zip: "80443", Nickname: strp("Frisco Townhome"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad 4040 on the front door. Trash goes to the bear-proof bins by the alley."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"elkridge", steward.AddressCreate{Street: "2750 Fish Creek Falls Road", City: "Steamboat Springs", State: "CO", Zip: "80487", Nickname: strp("Elk Ridge Lodge"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the boot-room door, code 6262. The hot tub breaker is in the garage."), Bedrooms: intp(6), Bathrooms: floatp(5), SquareFeet: intp(4800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"ranch", steward.AddressCreate{Street: "75 Ute Trail", City: "Silverthorne", State: "CO", Zip: "80498", Nickname: strp("Blue River Ranch House"), Timezone: "America/Denver",
			AccessInstructions: strp("Key in the lockbox on the barn door, code 3141. The gate is chained but not locked."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "970-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jenna", steward.ProCreate{Name: "Jenna Kowalski", Email: "jenna.kowalski@example.com", Phone: "970-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"alpine", steward.ProCreate{Name: "Alpine Sparkle Cleaning", Email: "crew@alpinesparkle.example", Phone: "970-555-0163", Services: []steward.ServiceType{steward.Cleaning}}},
		{"marcus", steward.ProCreate{Name: "Marcus Bell", Email: "marcus.bell@example.com", Phone: "970-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hector", steward.ProCreate{Name: "Hector Ruiz", Email: "hector@ruizplumbing.example", Phone: "970-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brandon", steward.ProCreate{Name: "Brandon Cole", Email: "brandon@colelectric.example", Phone: "970-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tom", steward.ProCreate{Name: "Tom Ashby", Email: "tom@ashbyinspections.example", Phone: "970-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"kaylee", steward.ProCreate{Name: "Kaylee Dunn", Email: "kaylee.dunn@example.com", Phone: "970-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"henderson", "vail", "Henderson Family", "2026-02-28 16:00", "2026-03-05 10:00", 6},     // under way, out tomorrow
		{"nakamura", "breck", "Nakamura Family", "2026-03-01 16:00", "2026-03-06 10:00", 4},      // under way, out Friday
		{"gallagher", "keystone", "Gallagher Family", "2026-03-04 15:00", "2026-03-08 11:00", 5}, // arriving today
		{"okonkwo", "frisco", "Okonkwo Family", "2026-03-05 16:00", "2026-03-09 10:00", 3},       // from tomorrow
		{"brandt", "elkridge", "Brandt Family", "2026-03-06 16:00", "2026-03-10 11:00", 8},
		{"petrov", "vail", "Petrov Family", "2026-03-07 16:00", "2026-03-14 10:00", 7},
		{"whitaker", "breck", "Whitaker Family", "2026-03-12 16:00", "2026-03-15 10:00", 2},
		{"castillo", "ranch", "Castillo Family", "2026-03-13 15:00", "2026-03-16 10:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "key_prep", Property: "keystone", Service: "cleaning", At: "2026-03-04 10:00", Pro: "rosa", Status: "confirmed", Notes: "Ready for the Gallaghers"},
		{Key: "key_restock", Property: "keystone", Service: "restocking", At: "2026-03-04 13:00", Pro: "jenna", Notes: "Welcome basket and firewood for the Gallaghers"},
		{Key: "vail_co", Property: "vail", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosa", Status: "confirmed", Notes: "Turnover after the Hendersons"},
		{Key: "vail_hottub", Property: "vail", Service: "maintenance", At: "2026-03-05 13:00", Pro: "marcus", Notes: "Hot tub: drain, clean the filter and refill"},
		{Key: "ranch_well", Property: "ranch", Service: "maintenance", At: "2026-03-05 10:00", Pro: "hector", Notes: "Well pump pressure is low"},
		{Key: "frisco_prep", Property: "frisco", Service: "cleaning", At: "2026-03-05 11:00", Pro: "alpine", Status: "confirmed", Notes: "Ready for the Okonkwos"},
		{Key: "breck_co", Property: "breck", Service: "cleaning", At: "2026-03-06 10:00", Pro: "alpine", Status: "confirmed", Notes: "Turnover after the Nakamuras"},
		{Key: "vail_insp", Property: "vail", Service: "inspection", At: "2026-03-06 14:00", Pro: "tom", Notes: "Pre-arrival walkthrough before the Petrovs"},
		{Key: "elk_prep", Property: "elkridge", Service: "cleaning", At: "2026-03-06 10:00", Notes: "Ready for the Brandts"},
		{Key: "elk_restock", Property: "elkridge", Service: "restocking", At: "2026-03-06 13:00", Pro: "rosa", Notes: "Groceries from the Brandts' list, plus firewood"},
		{Key: "key_boiler", Property: "keystone", Service: "maintenance", At: "2026-03-06 10:00", Pro: "hector", Notes: "Boiler pilot keeps going out, the Gallaghers say the floors are cold", DuringStay: true},
		{Key: "vail_restock", Property: "vail", Service: "restocking", At: "2026-03-07 11:00", Pro: "jenna", Notes: "Stock up for the Petrovs: coffee, paper goods, firewood"},
		{Key: "key_co", Property: "keystone", Service: "cleaning", At: "2026-03-08 11:00", Notes: "Turnover after the Gallaghers"},
		{Key: "frisco_co", Property: "frisco", Service: "cleaning", At: "2026-03-09 10:00", Pro: "jenna", Notes: "Turnover after the Okonkwos"},
		{Key: "breck_furnace", Property: "breck", Service: "maintenance", At: "2026-03-09 10:00", Pro: "hector", Notes: "Furnace bangs when it kicks on"},
		{Key: "frisco_elec", Property: "frisco", Service: "maintenance", At: "2026-03-09 14:00", Pro: "brandon", Notes: "Bathroom fan and the outlet by the kitchen island"},
		{Key: "key_roof", Property: "keystone", Service: "maintenance", At: "2026-03-10 09:00", Pro: "marcus", Notes: "Ice dam on the north eave, clear the roof"},
		{Key: "elk_co", Property: "elkridge", Service: "cleaning", At: "2026-03-10 11:00", Pro: "alpine", Notes: "Turnover after the Brandts"},
		{Key: "elk_insp", Property: "elkridge", Service: "inspection", At: "2026-03-11 10:00", Pro: "tom", Notes: "Annual fire safety: smoke and CO detectors, extinguishers"},
		{Key: "breck_prep", Property: "breck", Service: "cleaning", At: "2026-03-12 11:00", Pro: "jenna", Notes: "Ready for the Whitakers"},
		{Key: "ranch_insp", Property: "ranch", Service: "inspection", At: "2026-03-12 13:00", Pro: "tom", Notes: "Walkthrough with Mr. Harmon, the owner"},
		{Key: "ranch_prep", Property: "ranch", Service: "cleaning", At: "2026-03-13 10:00", Pro: "rosa", Notes: "Ready for the Castillos"},
		{Key: "vail_co2", Property: "vail", Service: "cleaning", At: "2026-03-14 10:00", Pro: "rosa", Notes: "Turnover after the Petrovs"},
		{Key: "breck_co2", Property: "breck", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after the Whitakers"},
		{Key: "ranch_co", Property: "ranch", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Castillos"},
		{Key: "vail_past_fix", Property: "vail", Service: "maintenance", At: "2026-02-27 10:00", Pro: "marcus", Status: "completed", Notes: "Replaced the hot tub cover latch"},
		{Key: "breck_past_prep", Property: "breck", Service: "cleaning", At: "2026-03-01 10:00", Pro: "alpine", Status: "completed", Notes: "Ready for the Nakamuras"},
		{Key: "frisco_insp_cx", Property: "frisco", Service: "inspection", At: "2026-03-03 10:00", Pro: "tom", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
