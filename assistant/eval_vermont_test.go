package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// vermontFixture is the evaluation's account for the cases marked
// "fixture": "vermont" (testdata/eval/cases_blind87.json), written before
// reading the engine: a married couple, Dan and Kim, who co-host four
// ski-country rentals in Vermont and a lake house in New Hampshire and share
// the account. They write casual, full-sentence American English, sometimes
// signed ("—Dan", "Kim here"), and often answer the assistant tersely ("the
// one on the 14th", "Friday", "actually make it 2"). All on Eastern time:
// the Chalet in Stowe (16:00 check-in, 10:00 check-out), the Sugarbush
// Condo in Warren (16:00/10:00), Bear Den in Killington (15:00/11:00), a
// house in Woodstock known only by its street ("12 Elm Street",
// 16:00/10:00) and the Lake House on Lake Sunapee, NH (15:00/11:00). Seven
// pros: Hannah Pelletier (cleaning), Green Mountain Cleaners (cleaning and
// restocking), Marcy Doyle (cleaning and restocking), Rick Bouchard (the
// Vermont handyman, maintenance), Lori Gagnon (inspections), Lakes Region
// Property Care (the New Hampshire company: cleaning and maintenance) and
// Jake Ferris, a cleaner who has moved away (inactive). Stays: the Walsh
// family under way at the Chalet (out Friday at 10), the Reyes family under
// way at the condo (out Saturday at 10), Jenny Park at Bear Den from
// tomorrow (out Sunday at 11), the O'Connells at Elm Street from Friday (out
// Monday at 10), the Hoffmans at the Lake House from Saturday (out Tuesday
// at 11), the Larsens, eight of them, at the Chalet from Saturday to
// Saturday the 14th, and next week the Nakamuras at the condo (the 12th to
// the 15th) and Mike Bennett at Bear Den (the 13th to the 16th). Jobs:
// turnovers at the check-outs (Hannah has two at the Chalet, Friday and the
// 14th), restocks (the Chalet and Elm Street on Friday), Rick's jobs with
// notes (the condo bathroom fan, the Bear Den hot tub cover, the Elm Street
// furnace service), Lori's attic inspection at Elm Street tomorrow, the Lake
// House opening and its winter check (unassigned), unassigned jobs (Bear
// Den's turnover Sunday, the Elm Street restock, the condo turnover on the
// 15th, the lake's winter check), a cancelled inspection and completed jobs
// in the past. At evalNow it is 09:00 everywhere.
func vermontFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"chalet", steward.AddressCreate{Street: "1740 Mountain Rd", City: "Stowe", State: "VT", Zip: "05672", Nickname: strp("The Chalet"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the mudroom door, code 1740. Ski rack and shovels in the garage."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"condo", steward.AddressCreate{Street: "88 Castlerock Rd Unit 12", City: "Warren", State: "VT", Zip: "05674", Nickname: strp("Sugarbush Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the stair railing by the ski locker, code 8812."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bear", steward.AddressCreate{Street: "23 Bear Mountain Rd", City: "Killington", State: "VT", Zip: "05751", Nickname: strp("Bear Den"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock on the front door, code 2323. Hot tub cover clips are on the left side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"elm", steward.AddressCreate{Street: "12 Elm Street", City: "Woodstock", State: "VT", Zip: "05091", Timezone: "America/New_York",
			AccessInstructions: strp("Key under the gray planter by the back steps; the back door sticks, lift and push."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"lake", steward.AddressCreate{Street: "410 Lake Ave", City: "Sunapee", State: "NH", Zip: "03782", Nickname: strp("The Lake House"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the boathouse door, code 4100. The dock is pulled in for the winter."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2500),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"hannah", steward.ProCreate{Name: "Hannah Pelletier", Email: "hannah@pelletierclean.example", Phone: "802-555-0111", Services: []steward.ServiceType{steward.Cleaning}}},
		{"greenmtn", steward.ProCreate{Name: "Green Mountain Cleaners", Email: "office@greenmtnclean.example", Phone: "802-555-0112", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marcy", steward.ProCreate{Name: "Marcy Doyle", Email: "marcy.doyle@example.com", Phone: "802-555-0116", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rick", steward.ProCreate{Name: "Rick Bouchard", Email: "rick@bouchardhandyman.example", Phone: "802-555-0113", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lori", steward.ProCreate{Name: "Lori Gagnon", Email: "lori@gagnoninspect.example", Phone: "603-555-0114", Services: []steward.ServiceType{steward.Inspection}}},
		{"lakes", steward.ProCreate{Name: "Lakes Region Property Care", Email: "service@lakesregionpc.example", Phone: "603-555-0115", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}}},
		{"jake", steward.ProCreate{Name: "Jake Ferris", Email: "jake.ferris@example.com", Phone: "802-555-0117", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"walsh", "chalet", "Walsh Family", "2026-03-01 16:00", "2026-03-06 10:00", 6},      // under way, out Friday
		{"reyes", "condo", "Reyes Family", "2026-03-03 16:00", "2026-03-07 10:00", 4},       // under way, out Saturday
		{"park", "bear", "Jenny Park", "2026-03-05 15:00", "2026-03-08 11:00", 2},           // from tomorrow
		{"oconnell", "elm", "O'Connell Family", "2026-03-06 16:00", "2026-03-09 10:00", 5},  // from Friday
		{"hoffman", "lake", "Hoffman Family", "2026-03-07 15:00", "2026-03-10 11:00", 4},    // from Saturday
		{"larsen", "chalet", "Larsen Family", "2026-03-07 16:00", "2026-03-14 10:00", 8},    // a week
		{"nakamura", "condo", "Nakamura Family", "2026-03-12 16:00", "2026-03-15 10:00", 3}, // next week
		{"bennett", "bear", "Mike Bennett", "2026-03-13 15:00", "2026-03-16 11:00", 6},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "bear_prep", Property: "bear", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marcy", Status: "confirmed", Notes: "Prep clean before Jenny Park arrives"},
		{Key: "elm_insp", Property: "elm", Service: "inspection", At: "2026-03-05 13:00", Pro: "lori", Notes: "Ice dams on the north roof; check the attic for leaks"},
		{Key: "chalet_to", Property: "chalet", Service: "cleaning", At: "2026-03-06 10:00", Pro: "hannah", Status: "confirmed"},
		{Key: "lake_open", Property: "lake", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lakes", Status: "confirmed", Notes: "Open the house for the Hoffmans: heat up, water on, beds made"},
		{Key: "elm_rstk", Property: "elm", Service: "restocking", At: "2026-03-06 12:00"},
		{Key: "chalet_rstk", Property: "chalet", Service: "restocking", At: "2026-03-06 14:00", Pro: "marcy"},
		{Key: "condo_to", Property: "condo", Service: "cleaning", At: "2026-03-07 10:00", Pro: "greenmtn", Status: "confirmed"},
		{Key: "bear_to", Property: "bear", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "elm_to", Property: "elm", Service: "cleaning", At: "2026-03-09 10:00", Pro: "hannah"},
		{Key: "condo_fix", Property: "condo", Service: "maintenance", At: "2026-03-09 13:00", Pro: "rick", Notes: "Bathroom fan is loud; replace the motor"},
		{Key: "bear_tub", Property: "bear", Service: "maintenance", At: "2026-03-10 10:00", Pro: "rick", Notes: "Hot tub cover is cracked; fit the new one before the Bennetts"},
		{Key: "lake_to", Property: "lake", Service: "cleaning", At: "2026-03-10 11:00", Pro: "lakes"},
		{Key: "elm_furnace", Property: "elm", Service: "maintenance", At: "2026-03-11 09:00", Pro: "rick", Status: "confirmed", Notes: "Annual furnace service and CO detector test"},
		{Key: "lake_insp", Property: "lake", Service: "inspection", At: "2026-03-12 10:00", Notes: "Winter check: pipes, sump pump, snow load on the roof"},
		{Key: "chalet_to2", Property: "chalet", Service: "cleaning", At: "2026-03-14 10:00", Pro: "hannah"},
		{Key: "condo_to2", Property: "condo", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "lake_past_insp", Property: "lake", Service: "inspection", At: "2026-03-02 10:00", Pro: "lori", Status: "cancelled"},
		{Key: "chalet_past_to", Property: "chalet", Service: "cleaning", At: "2026-03-01 10:00", Pro: "hannah", Status: "completed"},
		{Key: "condo_past_to", Property: "condo", Service: "cleaning", At: "2026-03-03 10:00", Pro: "greenmtn", Status: "completed"},
		{Key: "bear_past_fix", Property: "bear", Service: "maintenance", At: "2026-02-27 13:00", Pro: "rick", Status: "completed", Notes: "Fixed the sticky slider door"},
		{Key: "lake_past_fix", Property: "lake", Service: "maintenance", At: "2026-02-25 10:00", Pro: "lakes", Status: "completed", Notes: "Replaced the sump pump float switch"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
