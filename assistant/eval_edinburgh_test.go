package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// edinburghFixture is the evaluation's account for the cases marked
// "fixture": "edinburgh" (testdata/eval/cases_edinburgh.json), written
// before reading the engine: a dry, sometimes grumpy Scottish host in
// Edinburgh with five city flats and a cottage up in Perthshire, who writes
// dates day first ("12/3" is 12 March), 24-hour times without a colon
// ("1430", "0900", "10.30") and Scots words ("the morra" is tomorrow, "the
// day" today, "the night" tonight, "messages" the shopping, "cannae",
// "dinnae", "outwith"). All on Europe/London (14:00 GMT at evalNow:
// Wednesday 4 March 2026, 14:00 UTC; the clocks go forward on 29 March).
// The Stockbridge Flat on Raeburn Place (15:00 and 10:00), the Leith Flat on
// The Shore (16:00 and 11:00), Marchmont on Warrender Park Road (15:00 and
// 10:00), the Wee Studio on Blackfriars Street in the Old Town (15:00 and
// 10:00), the New Town Flat on Dundas Street (16:00 and 10:00) and Birch
// Cottage outside Pitlochry, "the cottage" (16:00 and 10:00). Pros: Morag
// Henderson (the usual cleaner: cleaning, restocking), Sparkle Clean
// Edinburgh (cleaning), Isla Robertson (the cottage's local cleaner:
// cleaning, restocking), Dougie Fraser the plumber, Tam McLeod the
// electrician, Hamish Grant the handyman near the cottage, Fiona Baird the
// inspector and Senga Watt, a cleaner who has retired (inactive). Stays:
// the Schmidts at Stockbridge (out tomorrow at 10), the Okafors at Leith
// (out Saturday at 11), the Campbells at the cottage from today at 16:00
// (out Sunday at 10), the Tanakas at Marchmont from tomorrow at 15:00 (out
// Monday at 10), the Brennans at the studio Friday to Sunday, the
// Johanssons at the New Town flat Saturday to Saturday 14th, the Patels at
// Stockbridge Thursday 12th to Sunday 15th and the MacRaes (eight) at the
// cottage Friday 13th to Monday 16th.
func edinburghFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"stockbridge", steward.AddressCreate{Street: "21 Raeburn Place", City: "Edinburgh", State: "City of Edinburgh", Zip: "EH4 1HU", Country: "GB", Nickname: strp("The Stockbridge Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe by the stair door, code 2121. Flat 2F1, second floor, no lift."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"leith", steward.AddressCreate{Street: "44 The Shore", City: "Edinburgh", State: "City of Edinburgh", Zip: "EH6 6QU", Country: "GB", Nickname: strp("The Leith Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Smart lock, code 4466. Bins are in the back court."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"marchmont", steward.AddressCreate{Street: "12 Warrender Park Road", City: "Edinburgh", State: "City of Edinburgh", Zip: "EH9 1HJ", Country: "GB", Nickname: strp("Marchmont"), Timezone: "Europe/London",
			AccessInstructions: strp("Keys with the downstairs neighbour, Mrs Reid, flat 1F2."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1200),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"studio", steward.AddressCreate{Street: "7 Blackfriars Street", City: "Edinburgh", State: "City of Edinburgh", Zip: "EH1 1NB", Country: "GB", Nickname: strp("The Wee Studio"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe inside the close, code 1707. Watch the step."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(400),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"newtown", steward.AddressCreate{Street: "9 Dundas Street", City: "Edinburgh", State: "City of Edinburgh", Zip: "EH3 6QG", Country: "GB", Nickname: strp("The New Town Flat"), Timezone: "Europe/London",
			AccessInstructions: strp("Concierge holds the keys, ask for the Dundas Street flat. Boiler in the hall cupboard."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"cottage", steward.AddressCreate{Street: "Lower Oakfield", City: "Pitlochry", State: "Perth and Kinross", Zip: "PH16 5HQ", Country: "GB", Nickname: strp("Birch Cottage"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe on the woodshed, code 1690. Septic tank, nothing down the loo but loo roll."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"morag", steward.ProCreate{Name: "Morag Henderson", Email: "morag.henderson@example.co.uk", Phone: "07700 900201", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"sparkle", steward.ProCreate{Name: "Sparkle Clean Edinburgh", Email: "bookings@sparkleclean.example", Phone: "0131 496 0202", Services: []steward.ServiceType{steward.Cleaning}}},
		{"isla", steward.ProCreate{Name: "Isla Robertson", Email: "isla.robertson@example.co.uk", Phone: "07700 900203", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dougie", steward.ProCreate{Name: "Dougie Fraser", Email: "dougie@fraserplumbing.example", Phone: "07700 900204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tam", steward.ProCreate{Name: "Tam McLeod", Email: "tam@mcleodelectrical.example", Phone: "07700 900205", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hamish", steward.ProCreate{Name: "Hamish Grant", Email: "hamish.grant@example.co.uk", Phone: "07700 900206", Services: []steward.ServiceType{steward.Maintenance}}},
		{"fiona", steward.ProCreate{Name: "Fiona Baird", Email: "fiona@bairdsafety.example", Phone: "07700 900207", Services: []steward.ServiceType{steward.Inspection}}},
		{"senga", steward.ProCreate{Name: "Senga Watt", Email: "senga.watt@example.co.uk", Phone: "07700 900208", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"schmidt", "stockbridge", "Schmidt Family", "2026-03-01 15:00", "2026-03-05 10:00", 4}, // under way, out tomorrow
		{"okafor", "leith", "Okafor", "2026-03-02 16:00", "2026-03-07 11:00", 2},                // under way, out Saturday
		{"campbell", "cottage", "Campbell Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},   // arriving today
		{"tanaka", "marchmont", "Tanaka Family", "2026-03-05 15:00", "2026-03-09 10:00", 3},     // from tomorrow
		{"brennan", "studio", "Brennan", "2026-03-06 15:00", "2026-03-08 10:00", 2},
		{"johansson", "newtown", "Johansson Family", "2026-03-07 16:00", "2026-03-14 10:00", 6},
		{"patel", "stockbridge", "Patel Family", "2026-03-12 15:00", "2026-03-15 10:00", 4},
		{"macrae", "cottage", "MacRae Party", "2026-03-13 16:00", "2026-03-16 10:00", 8},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "stock_co", Property: "stockbridge", Service: "cleaning", At: "2026-03-05 10:00", Pro: "morag", Status: "confirmed", Notes: "Turnover after the Schmidts"},
		{Key: "stock_boiler", Property: "stockbridge", Service: "maintenance", At: "2026-03-06 11:00", Pro: "dougie", Notes: "Boiler losing pressure, top it up and check the valve"},
		{Key: "stock_prep", Property: "stockbridge", Service: "cleaning", At: "2026-03-12 10:00", Pro: "morag", Notes: "Ready for the Patels"},
		{Key: "stock_co2", Property: "stockbridge", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after the Patels"},
		{Key: "leith_shower", Property: "leith", Service: "maintenance", At: "2026-03-05 10:00", Pro: "dougie", Notes: "Shower running cold, the Okafors asked", DuringStay: true},
		{Key: "leith_co", Property: "leith", Service: "cleaning", At: "2026-03-07 11:00", Pro: "sparkle", Notes: "Turnover after the Okafors"},
		{Key: "leith_insp", Property: "leith", Service: "inspection", At: "2026-03-09 10:00", Pro: "fiona", Notes: "Annual gas safety certificate"},
		{Key: "leith_fan", Property: "leith", Service: "maintenance", At: "2026-03-10 14:00", Pro: "tam", Notes: "Replace the bathroom extractor fan"},
		{Key: "march_restock", Property: "marchmont", Service: "restocking", At: "2026-03-04 16:00", Pro: "morag", Notes: "Milk, bread, tea and a wee welcome hamper for the Tanakas"},
		{Key: "march_prep", Property: "marchmont", Service: "cleaning", At: "2026-03-05 11:00", Pro: "sparkle", Status: "confirmed", Notes: "Ready for the Tanakas"},
		{Key: "march_co", Property: "marchmont", Service: "cleaning", At: "2026-03-09 10:00", Pro: "morag", Notes: "Turnover after the Tanakas"},
		{Key: "march_lock", Property: "marchmont", Service: "maintenance", At: "2026-03-11 10:00", Notes: "Front door lock sticking"},
		{Key: "studio_prep", Property: "studio", Service: "cleaning", At: "2026-03-06 10:00", Pro: "sparkle", Status: "confirmed", Notes: "Ready for the Brennans"},
		{Key: "studio_co", Property: "studio", Service: "cleaning", At: "2026-03-08 10:00", Notes: "Turnover after the Brennans"},
		{Key: "studio_smoke", Property: "studio", Service: "inspection", At: "2026-03-10 10:00", Pro: "fiona", Notes: "Smoke and carbon monoxide alarms"},
		{Key: "newtown_prep", Property: "newtown", Service: "cleaning", At: "2026-03-07 12:00", Pro: "morag", Notes: "Ready for the Johanssons"},
		{Key: "newtown_restock", Property: "newtown", Service: "restocking", At: "2026-03-07 14:00", Notes: "Stock up for the Johanssons: tea, coffee, oatcakes"},
		{Key: "newtown_radiator", Property: "newtown", Service: "maintenance", At: "2026-03-10 11:00", Pro: "dougie", Notes: "Radiator in the back bedroom not heating", DuringStay: true},
		{Key: "newtown_co", Property: "newtown", Service: "cleaning", At: "2026-03-14 10:00", Pro: "sparkle", Notes: "Turnover after the Johanssons"},
		{Key: "cottage_prep", Property: "cottage", Service: "cleaning", At: "2026-03-04 11:00", Pro: "isla", Status: "completed", Notes: "Ready for the Campbells"},
		{Key: "cottage_logs", Property: "cottage", Service: "restocking", At: "2026-03-06 10:00", Pro: "isla", Notes: "Logs and kindling for the stove", DuringStay: true},
		{Key: "cottage_co", Property: "cottage", Service: "cleaning", At: "2026-03-08 10:00", Pro: "isla", Status: "confirmed", Notes: "Turnover after the Campbells"},
		{Key: "cottage_gutters", Property: "cottage", Service: "maintenance", At: "2026-03-11 10:00", Pro: "hamish", Notes: "Clear the gutters and check the slates after the storm"},
		{Key: "cottage_insp", Property: "cottage", Service: "inspection", At: "2026-03-12 13:00", Pro: "fiona", Notes: "Chimney and smoke alarm check"},
		{Key: "cottage_co2", Property: "cottage", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the MacRaes"},
		{Key: "stock_past_fix", Property: "stockbridge", Service: "maintenance", At: "2026-02-25 10:00", Pro: "dougie", Status: "completed", Notes: "Fixed the dripping kitchen tap"},
		{Key: "leith_insp_cx", Property: "leith", Service: "inspection", At: "2026-02-27 10:00", Pro: "fiona", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
