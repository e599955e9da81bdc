package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// annarborFixture is the evaluation's account for the cases marked
// "fixture": "annarbor" (testdata/eval/cases_blind84.json), written before
// reading the engine: a retired couple in Michigan (Margaret and Howard)
// who write careful, polite, complete sentences, a little old-fashioned and
// wordy: "Could you please arrange for…", "We would like to have…", "Would
// it be possible to move…", "Kindly cancel…", "the young lady who cleans
// for us", "the fellow who fixes things", "the first of next month", "a
// week from Tuesday", "half past nine", "noon", and sign off "Many thanks,
// Margaret". On Eastern time: the Stadium House in Ann Arbor near the
// stadium (16:00 check-in, 11:00 check-out, a keypad), the Traverse City
// Cottage on Peninsula Drive (10:00 check-out) and a condo in Petoskey
// known only by its street ("220 Bay St", "the Petoskey condo"). On Central
// time, in Door County, Wisconsin: the Ephraim House on Water Street (10:00
// check-out) and a house in Sister Bay known only by its street ("10624 N
// Bay Shore Dr", "the Sister Bay house"). Seven pros: Linda Marsh, the
// young lady who cleans and restocks in Ann Arbor; Bright Harbor Cleaning,
// a company cleaning in northern Michigan; Walt Kowalski, the fellow who
// fixes things in Michigan (maintenance); Gunnar Lund, the Door County
// handyman (maintenance); Ellen Pruitt, the inspector; Beth Anders, who
// cleans and restocks in Door County; and Doris Keel, a cleaner who has
// retired (inactive). Stays, named after families: the Hoffmans under way
// at the Stadium House (out Friday at 11), the Deckers arriving at the
// Traverse City Cottage today at 16:00 (out Sunday at 10), the Nowaks at
// the Petoskey condo from tomorrow at 15:00 (out Monday at 11), the Olsons
// under way at Ephraim (out tomorrow at 10), the Brandts at Sister Bay from
// Friday at 15:00 (out Tuesday at 10), and next week the Pearsons at
// Ephraim (Wednesday the 11th to Saturday the 14th at 10) and the
// Kowalczyks, eight of them, at the Stadium House (Thursday the 12th to
// Sunday the 15th at 11). Jobs: turnovers after the check-outs (Sister Bay's
// and Petoskey's unassigned), maintenance whose notes say what it is for
// (the Stadium House sump pump, the cottage's fireplace damper, Ephraim's
// porch steps and storm door), inspections with notes (the Stadium House's
// detectors, Sister Bay's furnace and well pump), restocks (Ephraim's
// tomorrow, the Stadium House's unassigned on the 11th), pending and
// confirmed jobs, a cancelled inspection and completed jobs in the past.
// At evalNow it is 09:00 in Michigan and 08:00 in Door County.
func annarborFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"stadium", steward.AddressCreate{Street: "1204 S Main St", City: "Ann Arbor", State: "MI", Zip: "48104", Nickname: strp("Stadium House"), Timezone: "America/Detroit",
			AccessInstructions: strp("Keypad on the side door, code 1879. Please do not park on the lawn on game days."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"traverse", steward.AddressCreate{Street: "318 Peninsula Dr", City: "Traverse City", State: "MI", Zip: "49686", Nickname: strp("Traverse City Cottage"), Timezone: "America/Detroit",
			AccessInstructions: strp("Key in the lockbox on the porch post, code 2250. Firewood is stacked behind the garage."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1300),
			CheckOutTime: "10:00"}},
		{"petoskey", steward.AddressCreate{Street: "220 Bay St Unit 3B", City: "Petoskey", State: "MI", Zip: "49770", Timezone: "America/Detroit",
			AccessInstructions: strp("Lockbox on the railing by the lobby door, code 4512. The unit is on the third floor."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050)}},
		{"ephraim", steward.AddressCreate{Street: "9970 Water St", City: "Ephraim", State: "WI", Zip: "54211", Nickname: strp("Ephraim House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the back door, code 6633. Kayaks in the shed are not for guests."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckOutTime: "10:00"}},
		{"sisterbay", steward.AddressCreate{Street: "10624 N Bay Shore Dr", City: "Sister Bay", State: "WI", Zip: "54234", Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the garage side door, code 8107."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1450)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"linda", steward.ProCreate{Name: "Linda Marsh", Email: "linda.marsh@example.com", Phone: "734-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bright", steward.ProCreate{Name: "Bright Harbor Cleaning", Email: "office@brightharbor.example", Phone: "231-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"walt", steward.ProCreate{Name: "Walt Kowalski", Email: "walt@kowalskirepair.example", Phone: "734-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gunnar", steward.ProCreate{Name: "Gunnar Lund", Email: "gunnar.lund@example.com", Phone: "920-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ellen", steward.ProCreate{Name: "Ellen Pruitt", Email: "ellen@pruittinspections.example", Phone: "616-555-0146", Services: []steward.ServiceType{steward.Inspection}}},
		{"beth", steward.ProCreate{Name: "Beth Anders", Email: "beth.anders@example.com", Phone: "920-555-0147", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"doris", steward.ProCreate{Name: "Doris Keel", Email: "doris.keel@example.com", Phone: "920-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hoffman", "stadium", "Hoffman Family", "2026-03-02 16:00", "2026-03-06 11:00", 5},     // under way, out Friday
		{"decker", "traverse", "Decker Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},      // arriving today
		{"nowak", "petoskey", "Nowak Family", "2026-03-05 15:00", "2026-03-09 11:00", 2},        // from tomorrow
		{"olson", "ephraim", "Olson Family", "2026-03-01 16:00", "2026-03-05 10:00", 6},         // under way, out tomorrow (Central)
		{"brandt", "sisterbay", "Brandt Family", "2026-03-06 15:00", "2026-03-10 10:00", 3},     // from Friday (Central)
		{"pearson", "ephraim", "Pearson Family", "2026-03-11 16:00", "2026-03-14 10:00", 4},     // next week
		{"kowalczyk", "stadium", "Kowalczyk Family", "2026-03-12 16:00", "2026-03-15 11:00", 8}, // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "petoskey_prep", Property: "petoskey", Service: "cleaning", At: "2026-03-05 10:00", Pro: "bright", Status: "confirmed"},
		{Key: "ephraim_turn", Property: "ephraim", Service: "cleaning", At: "2026-03-05 10:00", Pro: "beth", Status: "confirmed"},
		{Key: "ephraim_restock", Property: "ephraim", Service: "restocking", At: "2026-03-05 14:00", Pro: "beth"},
		{Key: "stadium_turn", Property: "stadium", Service: "cleaning", At: "2026-03-06 11:00", Pro: "linda", Status: "confirmed"},
		{Key: "ephraim_fix", Property: "ephraim", Service: "maintenance", At: "2026-03-06 10:00", Pro: "gunnar", Notes: "Porch steps are loose and the storm door closer is broken"},
		{Key: "traverse_turn", Property: "traverse", Service: "cleaning", At: "2026-03-08 10:00", Pro: "bright"},
		{Key: "stadium_fix", Property: "stadium", Service: "maintenance", At: "2026-03-09 10:00", Pro: "walt", Notes: "Basement sump pump makes a grinding noise; check it and the backup battery"},
		{Key: "traverse_fix", Property: "traverse", Service: "maintenance", At: "2026-03-09 13:00", Pro: "walt", Notes: "Fireplace damper sticks and will not close"},
		{Key: "petoskey_turn", Property: "petoskey", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "stadium_inspect", Property: "stadium", Service: "inspection", At: "2026-03-10 10:00", Pro: "ellen", Notes: "Annual smoke and carbon monoxide detector check"},
		{Key: "sisterbay_turn", Property: "sisterbay", Service: "cleaning", At: "2026-03-10 10:00"},
		{Key: "stadium_restock", Property: "stadium", Service: "restocking", At: "2026-03-11 13:00"},
		{Key: "sisterbay_inspect", Property: "sisterbay", Service: "inspection", At: "2026-03-12 11:00", Pro: "ellen", Notes: "Furnace and well pump inspection before the season"},
		{Key: "ephraim_turn2", Property: "ephraim", Service: "cleaning", At: "2026-03-14 10:00", Pro: "beth"},
		{Key: "stadium_turn2", Property: "stadium", Service: "cleaning", At: "2026-03-15 11:00", Pro: "linda"},
		{Key: "petoskey_inspect", Property: "petoskey", Service: "inspection", At: "2026-03-05 13:00", Pro: "ellen", Status: "cancelled"},
		{Key: "stadium_past_fix", Property: "stadium", Service: "maintenance", At: "2026-02-24 10:00", Pro: "walt", Status: "completed", Notes: "Replaced the kitchen faucet"},
		{Key: "ephraim_past_clean", Property: "ephraim", Service: "cleaning", At: "2026-02-27 10:00", Pro: "beth", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
