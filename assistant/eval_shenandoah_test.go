package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// shenandoahFixture is the evaluation's account for the cases marked
// "fixture": "shenandoah" (testdata/eval/cases_blind46.json), written
// before reading the engine: a host managing for owners in the Shenandoah
// Valley and the Blue Ridge of Virginia, with two cabins in West Virginia,
// all on Eastern time. Properties: the Hawksbill Hideout and the Caverns
// Cottage, both in Luray; the Skyline Lookout in Front Royal; a house in
// Massanutten known by its street only, "62 Eagle Rock Dr"; the Two
// Rivers Cabin in Harpers Ferry, WV; and the Canaan Cabin in Davis, WV,
// with a 10:00 check-out. Seven pros: Rosa Delgado, a cleaner; Tammy
// Shifflett, who cleans and restocks; Earl Comer, a handyman; Wes Kite
// of Blue Ridge Plumbing, known by his company's e-mail; Janelle Okoro,
// an inspector; Cody Harman, who cleans and does maintenance up at the
// Davis cabin; and an inactive cleaner (Darlene Frye). Stays, by guests'
// full names so that the host may use first names: Marcus Whitlock under
// way at the Hawksbill Hideout (out tomorrow), Trent Oduya there next
// week, Ramon Castillo's party of eight arriving at the Skyline Lookout
// today, Keisha Pruitt at the Caverns Cottage this weekend, Noelle
// Baptiste at Two Rivers from tomorrow to Saturday, the Sorensen family
// under way at the Canaan Cabin (out Friday at 10) and Hannah Yoder at 62
// Eagle Rock Dr next week, with no cleaning booked before her.
// Maintenance is known by its notes ("Hot tub not holding temperature",
// "Heat pump making a grinding noise", "Gutter over the deck pulled
// loose", "Slow drip under the kitchen sink", "Plow the lane"). The
// Caverns Cottage turnover on Sunday and the Canaan Cabin restock on
// Friday have no pro. Daylight saving time starts on Sunday 8 March.
func shenandoahFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"hawksbill", steward.AddressCreate{Street: "118 Ridgeview Ln", City: "Luray", State: "VA", Zip: "22835", Nickname: strp("Hawksbill Hideout"),
			AccessInstructions: strp("Lockbox on the porch post, code 0412. Hot tub cover key hangs inside the pantry door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"caverns", steward.AddressCreate{Street: "27 Mechanic St", City: "Luray", State: "VA", Zip: "22835", Nickname: strp("Caverns Cottage"),
			AccessInstructions: strp("Smart lock on the front door; the code is the last four digits of the guest's phone."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"skyline", steward.AddressCreate{Street: "4410 Dickey Ridge Rd", City: "Front Royal", State: "VA", Zip: "22630", Nickname: strp("Skyline Lookout"),
			AccessInstructions: strp("Keypad on the garage, code 7730. Gravel drive is steep: 4WD when it snows."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"eaglerock", steward.AddressCreate{Street: "62 Eagle Rock Dr", City: "Massanutten", State: "VA", Zip: "22840",
			AccessInstructions: strp("Lockbox on the deck rail, code 4290. Resort gate pass is in the kitchen drawer."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100)}},
		{"tworivers", steward.AddressCreate{Street: "840 Bakerton Rd", City: "Harpers Ferry", State: "WV", Zip: "25425", Nickname: strp("Two Rivers Cabin"),
			AccessInstructions: strp("Keypad on the back door, code 2587."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"canaan", steward.AddressCreate{Street: "312 Timberline Rd", City: "Davis", State: "WV", Zip: "26260", Nickname: strp("Canaan Cabin"),
			AccessInstructions: strp("Key under the carved bear by the woodpile. The lane needs 4WD after snow."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "555-4601", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tammy", steward.ProCreate{Name: "Tammy Shifflett", Email: "tammy@shiffletthome.example", Phone: "555-4602", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"earl", steward.ProCreate{Name: "Earl Comer", Email: "earl.comer@example.com", Phone: "555-4603", Services: []steward.ServiceType{steward.Maintenance}}},
		{"wes", steward.ProCreate{Name: "Wes Kite", Email: "service@blueridgeplumbing.example", Phone: "555-4604", Services: []steward.ServiceType{steward.Maintenance}}},
		{"janelle", steward.ProCreate{Name: "Janelle Okoro", Email: "janelle@valleyinspect.example", Phone: "555-4605", Services: []steward.ServiceType{steward.Inspection}}},
		{"cody", steward.ProCreate{Name: "Cody Harman", Email: "cody.harman@example.com", Phone: "555-4606", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}}},
		{"darlene", steward.ProCreate{Name: "Darlene Frye", Email: "darlene.frye@example.com", Phone: "555-4607", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitlock", "hawksbill", "Marcus Whitlock", "2026-03-01 16:00", "2026-03-05 11:00", 5}, // under way, out tomorrow
		{"oduya", "hawksbill", "Trent Oduya", "2026-03-12 16:00", "2026-03-15 11:00", 4},        // next week
		{"castillo", "skyline", "Ramon Castillo", "2026-03-04 16:00", "2026-03-09 11:00", 8},    // arrives today
		{"pruitt", "caverns", "Keisha Pruitt", "2026-03-06 16:00", "2026-03-08 11:00", 2},       // this weekend
		{"baptiste", "tworivers", "Noelle Baptiste", "2026-03-05 16:00", "2026-03-07 11:00", 4}, // tomorrow to Saturday
		{"sorensen", "canaan", "Sorensen Family", "2026-03-02 16:00", "2026-03-06 10:00", 6},    // under way, out Friday
		{"yoder", "eaglerock", "Hannah Yoder", "2026-03-10 16:00", "2026-03-14 11:00", 3},       // next week, no cleaning before her
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "skyline_prep", Property: "skyline", Service: "cleaning", At: "2026-03-04 08:00", Pro: "rosa", Status: "in_progress"},
		{Key: "skyline_firewood", Property: "skyline", Service: "restocking", At: "2026-03-04 13:00", Pro: "tammy", Status: "confirmed", Notes: "Firewood and a full propane tank for the grill before the Castillos arrive"},
		{Key: "canaan_plow", Property: "canaan", Service: "maintenance", At: "2026-03-05 07:00", Pro: "cody", Status: "confirmed", Notes: "Plow the lane and shovel the porch steps", DuringStay: true},
		{Key: "eagle_heatpump", Property: "eaglerock", Service: "maintenance", At: "2026-03-05 09:00", Pro: "earl", Notes: "Heat pump making a grinding noise on startup"},
		{Key: "tworivers_prep", Property: "tworivers", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tammy", Status: "confirmed"},
		{Key: "hawks_turn", Property: "hawksbill", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "eagle_inspect", Property: "eaglerock", Service: "inspection", At: "2026-03-05 14:00", Pro: "janelle", Status: "cancelled"},
		{Key: "caverns_prep", Property: "caverns", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tammy"},
		{Key: "hawks_hottub", Property: "hawksbill", Service: "maintenance", At: "2026-03-06 10:00", Pro: "earl", Notes: "Hot tub not holding temperature; check the heater and the GFCI"},
		{Key: "canaan_turn", Property: "canaan", Service: "cleaning", At: "2026-03-06 10:00", Pro: "cody"},
		{Key: "caverns_restock", Property: "caverns", Service: "restocking", At: "2026-03-06 13:00", Pro: "tammy"},
		{Key: "canaan_restock", Property: "canaan", Service: "restocking", At: "2026-03-06 13:00", Notes: "Firewood bundles and ice melt"},
		{Key: "tworivers_turn", Property: "tworivers", Service: "cleaning", At: "2026-03-07 11:00", Pro: "tammy"},
		{Key: "caverns_turn", Property: "caverns", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "skyline_turn", Property: "skyline", Service: "cleaning", At: "2026-03-09 11:00", Pro: "rosa"},
		{Key: "caverns_leak", Property: "caverns", Service: "maintenance", At: "2026-03-09 13:00", Pro: "wes", Notes: "Slow drip under the kitchen sink"},
		{Key: "skyline_gutter", Property: "skyline", Service: "maintenance", At: "2026-03-10 09:00", Pro: "earl", Notes: "Gutter over the deck pulled loose in the wind"},
		{Key: "hawks_inspect", Property: "hawksbill", Service: "inspection", At: "2026-03-11 10:00", Pro: "janelle"},
		{Key: "hawks_past_clean", Property: "hawksbill", Service: "cleaning", At: "2026-02-26 10:00", Pro: "rosa", Status: "completed"},
		{Key: "tworivers_past_fix", Property: "tworivers", Service: "maintenance", At: "2026-02-27 10:00", Pro: "cody", Status: "completed", Notes: "Replaced the frozen hose bib"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
