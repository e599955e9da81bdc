package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// hockingFixture is the evaluation's account for the cases marked
// "fixture": "hocking" (testdata/eval/cases_blind73.json), written before
// reading the engine: an elderly, very polite host (Margaret) who writes
// little letters ("Dear Steward,", "Sincerely, Margaret"), gives times and
// dates in words ("half past two", "a quarter to eleven", "noon-ish", "the
// fourteenth", "Tuesday next"), and often describes her pros instead of
// naming them ("the young lady who cleans the cabins", "the gentleman who
// does our plumbing", "the nice man from the pest company"). In Hocking
// Hills, Ohio, on Eastern time: Hemlock Hollow, a two-bedroom cabin near
// Logan; Foxglove Cabin, a one-bedroom cabin with a hot tub; Laurel Lodge,
// a five-bedroom lodge for big parties, with a 10:00 check-out; and a
// three-bedroom house in Rockbridge known only by its road ("18740
// Blackjack Rd"). In Tennessee, on Central time: the Gulch Condo, a condo
// in Nashville with a 15:00 check-in. Daylight saving time starts on
// Sunday 8 March. Seven pros: Bethany Cole, the young lady who cleans and
// restocks the Ohio houses; Walt Hensley, the plumber (maintenance; his
// e-mail says hensleyplumbing); Ray Dillard, a handyman (maintenance and
// inspections); Buckeye Pest Control, a company (maintenance: pests);
// Hocking Valley Chimney Sweeps, a company (maintenance: chimneys and wood
// stoves); Music City Maids, a company that cleans and restocks the
// Nashville condo; and Doris Pickett, a cleaner who has retired
// (inactive). Stays, named after families: the Millers under way at
// Hemlock Hollow (out tomorrow), the Yoders under way at Laurel Lodge (out
// Saturday at 10), the Kowalskis arriving at Foxglove today (out Sunday),
// the Abernathys at the condo from tomorrow (out Monday, Central), the
// Brennans at Blackjack Road from Friday (out Tuesday), the Gallaghers at
// Hemlock Hollow from Saturday (out Wednesday the 11th), the Schumachers
// at the lodge next week (Thursday the 12th to Sunday the 15th at 10) and
// the Delgados at the condo next week (Friday the 13th to Monday the
// 16th). Jobs: turnovers after the check-outs, two jobs today at Foxglove
// (Bethany's cleaning and restocking), maintenance whose notes say what it
// is for (the wood stove chimney, the outdoor spigot, mice in the lodge
// pantry, the hot tub cover, the garbage disposal, the deck railings),
// unassigned jobs (Blackjack Road's and Hemlock Hollow's turnovers next
// week, the condo's disposal, the lodge's restock before the
// Schumachers), pending and confirmed jobs and completed ones in the past.
// At evalNow it is 09:00 in Ohio and 08:00 in Nashville.
func hockingFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"hemlock", steward.AddressCreate{Street: "22100 Big Pine Rd", City: "Logan", State: "OH", Zip: "43138", Nickname: strp("Hemlock Hollow"),
			AccessInstructions: strp("Key lockbox on the porch railing, code 1872. The wood stove damper must be open before lighting."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"foxglove", steward.AddressCreate{Street: "31415 Chapel Ridge Rd", City: "Laurelville", State: "OH", Zip: "43135", Nickname: strp("Foxglove Cabin"),
			AccessInstructions: strp("Keypad on the front door, code 2468. Hot tub chemicals are in the shed; the shed key hangs by the fridge."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"lodge", steward.AddressCreate{Street: "15800 State Route 374", City: "Logan", State: "OH", Zip: "43138", Nickname: strp("Laurel Lodge"),
			AccessInstructions: strp("Keypad on the mudroom door, code 4402. The propane shutoff is behind the woodshed."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3400),
			CheckOutTime: "10:00"}},
		{"blackjack", steward.AddressCreate{Street: "18740 Blackjack Rd", City: "Rockbridge", State: "OH", Zip: "43149",
			AccessInstructions: strp("The gravel drive is steep; park at the top. Lockbox on the garage side door, code 0909."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"condo", steward.AddressCreate{Street: "600 12th Ave S Unit 1408", City: "Nashville", State: "TN", Zip: "37203", Nickname: strp("The Gulch Condo"),
			AccessInstructions: strp("Fob at the concierge desk in the lobby; the garage gate code is 7731."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckInTime: "15:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bethany", steward.ProCreate{Name: "Bethany Cole", Email: "bethany.cole@example.com", Phone: "740-555-0131", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"walt", steward.ProCreate{Name: "Walt Hensley", Email: "walt@hensleyplumbing.example", Phone: "740-555-0132", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Dillard", Email: "ray.dillard@example.com", Phone: "740-555-0133", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"buckeye", steward.ProCreate{Name: "Buckeye Pest Control", Email: "office@buckeyepest.example", Phone: "740-555-0134", Services: []steward.ServiceType{steward.Maintenance}}},
		{"chimney", steward.ProCreate{Name: "Hocking Valley Chimney Sweeps", Email: "sweep@hvchimney.example", Phone: "740-555-0135", Services: []steward.ServiceType{steward.Maintenance}}},
		{"musiccity", steward.ProCreate{Name: "Music City Maids", Email: "bookings@musiccitymaids.example", Phone: "615-555-0136", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"doris", steward.ProCreate{Name: "Doris Pickett", Email: "doris.pickett@example.com", Phone: "740-555-0137", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"miller", "hemlock", "Miller Family", "2026-03-01 16:00", "2026-03-05 11:00", 4},        // under way, out tomorrow
		{"yoder", "lodge", "Yoder Family", "2026-03-02 16:00", "2026-03-07 10:00", 10},           // under way, out Saturday
		{"kowalski", "foxglove", "Kowalski Family", "2026-03-04 16:00", "2026-03-08 11:00", 2},   // arriving today
		{"abernathy", "condo", "Abernathy Family", "2026-03-05 15:00", "2026-03-09 11:00", 3},    // from tomorrow (Central)
		{"brennan", "blackjack", "Brennan Family", "2026-03-06 16:00", "2026-03-10 11:00", 6},    // from Friday
		{"gallagher", "hemlock", "Gallagher Family", "2026-03-07 16:00", "2026-03-11 11:00", 5},  // from Saturday
		{"schumacher", "lodge", "Schumacher Family", "2026-03-12 16:00", "2026-03-15 10:00", 12}, // next week
		{"delgado", "condo", "Delgado Family", "2026-03-13 15:00", "2026-03-16 11:00", 4},        // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "foxglove_prep", Property: "foxglove", Service: "cleaning", At: "2026-03-04 11:00", Pro: "bethany", Status: "confirmed"},
		{Key: "foxglove_restock", Property: "foxglove", Service: "restocking", At: "2026-03-04 14:30", Pro: "bethany"},
		{Key: "hemlock_turn", Property: "hemlock", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bethany", Status: "confirmed"},
		{Key: "blackjack_plumb", Property: "blackjack", Service: "maintenance", At: "2026-03-05 13:00", Pro: "walt", Notes: "Outdoor spigot by the garage dripping; replace the washer"},
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-05 10:00", Pro: "musiccity", Status: "confirmed"},
		{Key: "hemlock_chimney", Property: "hemlock", Service: "maintenance", At: "2026-03-06 10:00", Pro: "chimney", Notes: "Sweep the wood stove chimney before the Gallaghers arrive"},
		{Key: "blackjack_prep", Property: "blackjack", Service: "cleaning", At: "2026-03-06 10:00", Pro: "bethany"},
		{Key: "lodge_turn", Property: "lodge", Service: "cleaning", At: "2026-03-07 10:00", Pro: "bethany", Status: "confirmed"},
		{Key: "foxglove_turn", Property: "foxglove", Service: "cleaning", At: "2026-03-08 11:00", Pro: "bethany"},
		{Key: "lodge_pest", Property: "lodge", Service: "maintenance", At: "2026-03-09 10:00", Pro: "buckeye", Notes: "Mice in the pantry: set traps and seal the gaps under the kitchen sink"},
		{Key: "foxglove_hottub", Property: "foxglove", Service: "maintenance", At: "2026-03-09 13:00", Pro: "ray", Notes: "Hot tub cover hinge broken, the cover will not close"},
		{Key: "condo_turn", Property: "condo", Service: "cleaning", At: "2026-03-09 11:00", Pro: "musiccity"},
		{Key: "lodge_inspect", Property: "lodge", Service: "inspection", At: "2026-03-10 10:00", Pro: "ray", Notes: "Check the deck railings before the Schumacher reunion"},
		{Key: "blackjack_turn", Property: "blackjack", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "condo_fix", Property: "condo", Service: "maintenance", At: "2026-03-10 14:00", Notes: "Garbage disposal jammed, hums but will not turn"},
		{Key: "hemlock_turn2", Property: "hemlock", Service: "cleaning", At: "2026-03-11 11:00"},
		{Key: "lodge_restock", Property: "lodge", Service: "restocking", At: "2026-03-12 13:00"},
		{Key: "hemlock_past_plumb", Property: "hemlock", Service: "maintenance", At: "2026-02-24 10:00", Pro: "walt", Status: "completed", Notes: "Thawed and insulated the frozen pipe under the kitchen"},
		{Key: "foxglove_past_pest", Property: "foxglove", Service: "maintenance", At: "2026-02-18 10:00", Pro: "buckeye", Status: "completed", Notes: "Ladybugs in the loft windows"},
		{Key: "lodge_past_clean", Property: "lodge", Service: "cleaning", At: "2026-03-02 10:00", Pro: "bethany", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
