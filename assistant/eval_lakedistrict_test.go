package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lakedistrictFixture is the evaluation's account for the cases marked
// "fixture": "lakedistrict" (testdata/eval/cases_lakedistrict.json), written
// before reading the engine: a retired British schoolteacher who lets six
// holiday cottages in the Lake District and writes long, polite letters
// (greeting, backstory, sign-off, the odd P.S.), British English ("a week on
// Tuesday", "a fortnight today", "half past ten", "the changeover", "the
// chap who does the boiler"). All on Europe/London (GMT at evalNow:
// Wednesday 4 March 2026, 14:00). Beck Cottage in Grasmere (16:00 and
// 10:00), Low Fold in Ambleside (15:00 and 10:00), the Barn in Hawkshead
// (16:00 and 10:30), Fell View in Keswick (16:00 and 10:00), the Old
// Schoolhouse in Coniston (15:00 and 10:00) and the Shepherd's Hut in
// Troutbeck (15:00 and 10:00). Pros: Jenny Ashworth (cleaner, restocks),
// Pauline Fell (cleaner), Fellside Cleaning Co. (cleaning and restocking),
// Tom Birkett the plumber and heating engineer, Ian Wilson the joiner and
// handyman, Graham Postlethwaite the electrician, Alison Hodgson the
// inspector and Doreen Tyson, a cleaner who has retired (inactive). Stays:
// the Harrisons at Beck Cottage (out tomorrow at 10), the Okafors at Low
// Fold (out Friday at 10), the Whiteheads at the Barn from today at 16:00
// (out Sunday at 10:30), the Bells at Fell View from tomorrow (out Monday
// 9th), the MacLeods at the Schoolhouse Friday to Tuesday 10th, the
// Lindqvists at the Hut Monday 9th to Wednesday 11th, the Frasers at Beck
// Cottage Saturday to Saturday 14th, the Kaurs at Low Fold Thursday 12th to
// Sunday 15th and the Gibsons at the Barn Friday 13th to Monday 16th.
func lakedistrictFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"beck", steward.AddressCreate{Street: "2 Red Bank Road", City: "Grasmere", State: "Cumbria", Zip: "LA22 9PU", Country: "GB", Nickname: strp("Beck Cottage"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe by the coal bunker, code 4826. Please don't park on the verge."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"fold", steward.AddressCreate{Street: "5 Low Fold", City: "Ambleside", State: "Cumbria", Zip: "LA22 0HB", Country: "GB", Nickname: strp("Low Fold"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe on the porch wall, code 5150. Stopcock under the stairs."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"barn", steward.AddressCreate{Street: "Hill Top Lane", City: "Hawkshead", State: "Cumbria", Zip: "LA22 0NT", Country: "GB", Nickname: strp("The Barn"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe inside the log store, code 1788. Boiler in the outhouse."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "10:30"}},
		{"lookout", steward.AddressCreate{Street: "11 Blencathra Street", City: "Keswick", State: "Cumbria", Zip: "CA12 4HX", Country: "GB", Nickname: strp("Fell View"), Timezone: "Europe/London",
			AccessInstructions: strp("Smart lock, code 3011. Storage heaters, not central heating."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"school", steward.AddressCreate{Street: "Yewdale Road", City: "Coniston", State: "Cumbria", Zip: "LA21 8DU", Country: "GB", Nickname: strp("The Old Schoolhouse"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe behind the bell, code 1874. Logs in the old bike shed."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"hut", steward.AddressCreate{Street: "Town End Farm", City: "Troutbeck", State: "Cumbria", Zip: "LA23 1LB", Country: "GB", Nickname: strp("The Shepherd's Hut"), Timezone: "Europe/London",
			AccessInstructions: strp("Padlock on the door, code 0909. Park in the farmyard and walk across the field."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(200),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jenny", steward.ProCreate{Name: "Jenny Ashworth", Email: "jenny.ashworth@example.co.uk", Phone: "07700 900201", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"pauline", steward.ProCreate{Name: "Pauline Fell", Email: "pauline.fell@example.co.uk", Phone: "07700 900202", Services: []steward.ServiceType{steward.Cleaning}}},
		{"fellclean", steward.ProCreate{Name: "Fellside Cleaning Co.", Email: "office@fellsidecleaning.example", Phone: "015394 900203", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tom", steward.ProCreate{Name: "Tom Birkett", Email: "tom@birkettheating.example", Phone: "07700 900204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ian", steward.ProCreate{Name: "Ian Wilson", Email: "ian@wilsonjoinery.example", Phone: "07700 900205", Services: []steward.ServiceType{steward.Maintenance}}},
		{"graham", steward.ProCreate{Name: "Graham Postlethwaite", Email: "graham@postlethwaite-electrical.example", Phone: "07700 900206", Services: []steward.ServiceType{steward.Maintenance}}},
		{"alison", steward.ProCreate{Name: "Alison Hodgson", Email: "alison@lakesinspections.example", Phone: "07700 900207", Services: []steward.ServiceType{steward.Inspection}}},
		{"doreen", steward.ProCreate{Name: "Doreen Tyson", Email: "doreen.tyson@example.co.uk", Phone: "07700 900208", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"harrison", "beck", "Harrison Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},   // under way, out tomorrow
		{"okafor", "fold", "Okafor Family", "2026-03-02 15:00", "2026-03-06 10:00", 2},       // under way, out Friday
		{"whitehead", "barn", "Whitehead Family", "2026-03-04 16:00", "2026-03-08 10:30", 5}, // arriving today
		{"bell", "lookout", "Bell Family", "2026-03-05 16:00", "2026-03-09 10:00", 3},        // from tomorrow
		{"macleod", "school", "MacLeod Family", "2026-03-06 15:00", "2026-03-10 10:00", 6},
		{"lindqvist", "hut", "Lindqvist Family", "2026-03-09 15:00", "2026-03-11 10:00", 2},
		{"fraser", "beck", "Fraser Family", "2026-03-07 16:00", "2026-03-14 10:00", 2},
		{"kaur", "fold", "Kaur Family", "2026-03-12 15:00", "2026-03-15 10:00", 4},
		{"gibson", "barn", "Gibson Family", "2026-03-13 16:00", "2026-03-16 10:30", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "barn_prep", Property: "barn", Service: "cleaning", At: "2026-03-04 10:00", Pro: "jenny", Status: "completed", Notes: "Prep before the Whiteheads"},
		{Key: "beck_co", Property: "beck", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jenny", Status: "confirmed", Notes: "Changeover after the Harrisons"},
		{Key: "school_boiler", Property: "school", Service: "maintenance", At: "2026-03-05 11:00", Pro: "tom", Notes: "Annual boiler service"},
		{Key: "lookout_prep", Property: "lookout", Service: "cleaning", At: "2026-03-05 10:00", Pro: "fellclean", Status: "confirmed", Notes: "Prep before the Bells"},
		{Key: "lookout_restock", Property: "lookout", Service: "restocking", At: "2026-03-05 13:00", Pro: "fellclean", Notes: "Welcome tray: milk, scones, Kendal mint cake"},
		{Key: "fold_co", Property: "fold", Service: "cleaning", At: "2026-03-06 10:00", Pro: "pauline", Notes: "Changeover after the Okafors"},
		{Key: "fold_gate", Property: "fold", Service: "maintenance", At: "2026-03-06 13:00", Pro: "ian", Notes: "Re-hang the garden gate, it's dropped on its hinges"},
		{Key: "school_prep", Property: "school", Service: "cleaning", At: "2026-03-06 10:00", Pro: "jenny", Notes: "Prep before the MacLeods"},
		{Key: "school_restock", Property: "school", Service: "restocking", At: "2026-03-06 13:00", Notes: "Logs, kindling, milk and bread"},
		{Key: "barn_sparky", Property: "barn", Service: "maintenance", At: "2026-03-06 11:00", Pro: "graham", Notes: "Outside light by the log store flickering", DuringStay: true},
		{Key: "beck_restock", Property: "beck", Service: "restocking", At: "2026-03-07 11:00", Pro: "jenny", Notes: "Welcome hamper for the Frasers"},
		{Key: "barn_co", Property: "barn", Service: "cleaning", At: "2026-03-08 10:30", Pro: "pauline", Notes: "Changeover after the Whiteheads"},
		{Key: "hut_prep", Property: "hut", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Prep before the Lindqvists"},
		{Key: "lookout_co", Property: "lookout", Service: "cleaning", At: "2026-03-09 10:00", Pro: "fellclean", Notes: "Changeover after the Bells"},
		{Key: "beck_tap", Property: "beck", Service: "maintenance", At: "2026-03-09 14:00", Pro: "tom", Notes: "Dripping hot tap in the bathroom", DuringStay: true},
		{Key: "school_co", Property: "school", Service: "cleaning", At: "2026-03-10 10:00", Notes: "Changeover after the MacLeods"},
		{Key: "school_insp", Property: "school", Service: "inspection", At: "2026-03-10 13:00", Pro: "alison", Notes: "Annual fire safety check: smoke alarms, CO alarm, extinguishers"},
		{Key: "hut_co", Property: "hut", Service: "cleaning", At: "2026-03-11 10:00", Pro: "pauline", Notes: "Changeover after the Lindqvists"},
		{Key: "hut_stove", Property: "hut", Service: "maintenance", At: "2026-03-11 13:00", Pro: "ian", Notes: "Sweep the stove flue"},
		{Key: "fold_prep", Property: "fold", Service: "cleaning", At: "2026-03-12 10:00", Pro: "jenny", Notes: "Prep before the Kaurs"},
		{Key: "barn_insp", Property: "barn", Service: "inspection", At: "2026-03-12 14:00", Notes: "Check the slates after the storm"},
		{Key: "barn_prep2", Property: "barn", Service: "cleaning", At: "2026-03-13 10:00", Pro: "fellclean", Status: "confirmed", Notes: "Prep before the Gibsons"},
		{Key: "beck_co2", Property: "beck", Service: "cleaning", At: "2026-03-14 10:00", Pro: "jenny", Notes: "Changeover after the Frasers"},
		{Key: "fold_co2", Property: "fold", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Changeover after the Kaurs"},
		{Key: "barn_co2", Property: "barn", Service: "cleaning", At: "2026-03-16 10:30", Pro: "pauline", Notes: "Changeover after the Gibsons"},
		{Key: "beck_past_fix", Property: "beck", Service: "maintenance", At: "2026-02-25 10:00", Pro: "tom", Status: "completed", Notes: "Bled the radiators"},
		{Key: "fold_past_co", Property: "fold", Service: "cleaning", At: "2026-03-02 10:00", Pro: "pauline", Status: "completed"},
		{Key: "lookout_insp_cx", Property: "lookout", Service: "inspection", At: "2026-02-27 10:00", Pro: "alison", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
