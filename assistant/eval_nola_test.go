package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// nolaFixture is the evaluation's account for the cases marked "fixture":
// "nola" (testdata/eval/cases_nola.json), written before reading the engine:
// a New Orleans host with six short-term units in three buildings and a camp
// on Lake Pontchartrain, who texts quickly between day-job meetings ("pls",
// "b4", "w/", "thx", "tmrw"), names units by building and unit ("the Royal
// St 2B", "unit 3 on Frenchmen", "the Bywater double, both sides") and
// guests by family or first name. All on Central time: in the French
// Quarter, Royal St 2B (16:00 check-in, 11:00 check-out) and Royal St 3A
// (15:00 check-in, 10:00 check-out) at 1015 Royal St; in the Marigny,
// Frenchmen 3 (16:00 check-in, 10:00 check-out) and a unit known only by
// its street, "612 Frenchmen St Unit 1" (11:00 check-out); in the Bywater, a
// double, Bywater Left and Bywater Right (16:00 check-in, 11:00 check-out);
// and the Lake Camp in Mandeville (15:00 check-in, 11:00 check-out). Seven
// pros: Crescent Clean Co, a cleaning company that also restocks; Tasha
// Boudreaux and Miguel Ortiz, cleaners; Darnell Guidry, the handyman (he
// also does inspections); Big Easy Air & Plumbing, the AC and plumbing
// company; Renee Thibodeaux, the laundry and restock runner; and Dee Landry,
// a cleaner who has left (inactive). Stays: the Broussards under way at 2B
// (out tomorrow at 11), the Parks under way at Frenchmen 3 (out Friday at
// 10), the Hoffmans arriving at Bywater Left today at 16:00 (out Sunday at
// 11), Sarah Whitfield's group at the camp from tomorrow at 15:00 (out
// Sunday at 11), the Okonkwos at 3A from tomorrow at 15:00 (out Saturday at
// 10), and next week the Delacroix family at 2B (Tuesday the 10th to
// Saturday the 14th), Jake Morrison at Frenchmen Unit 1 (Wednesday the 11th
// at 15:00 to Sunday the 15th) and the Patels, eight of them, at Bywater
// Right (Thursday the 12th to Monday the 16th). Jobs: turnovers after the
// check-outs (2B's confirmed, the camp's unassigned), prep cleans before the
// arrivals, restocks (the camp's tomorrow unassigned), maintenance whose
// notes say what it is for (Unit 1's AC service, Bywater Right's sink leak,
// 2B's balcony door, the camp dock, Frenchmen 3's ceiling fan), inspections
// (Bywater Right before the Patels, the camp's, unassigned), a cancelled
// inspection and completed jobs in the past. At evalNow it is 08:00 in New
// Orleans (CST; daylight saving starts Sunday the 8th).
func nolaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	royalAccess := "Gate code 1015# on Royal, lockbox in the courtyard by the fountain, code 2288. Cleaners park in the lot on Dumaine, pass in the kitchen drawer."
	frenchmenAccess := "Keypad on the street door, code 6120. Park on Chartres, never in the bike lane on Frenchmen."
	bywaterAccess := "Lockboxes on each porch, code 3120 left side and 3122 right side. Street parking on Burgundy."
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"royal2b", steward.AddressCreate{Street: "1015 Royal St Unit 2B", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Royal St 2B"), Timezone: "America/Chicago",
			AccessInstructions: strp(royalAccess), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"royal3a", steward.AddressCreate{Street: "1015 Royal St Unit 3A", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Royal St 3A"), Timezone: "America/Chicago",
			AccessInstructions: strp(royalAccess), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"fr3", steward.AddressCreate{Street: "612 Frenchmen St Unit 3", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("Frenchmen 3"), Timezone: "America/Chicago",
			AccessInstructions: strp(frenchmenAccess), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"fr1", steward.AddressCreate{Street: "612 Frenchmen St Unit 1", City: "New Orleans", State: "LA", Zip: "70116", Timezone: "America/Chicago",
			AccessInstructions: strp(frenchmenAccess), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckOutTime: "11:00"}},
		{"bwl", steward.AddressCreate{Street: "3120 Burgundy St", City: "New Orleans", State: "LA", Zip: "70117", Nickname: strp("Bywater Left"), Timezone: "America/Chicago",
			AccessInstructions: strp(bywaterAccess), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"bwr", steward.AddressCreate{Street: "3122 Burgundy St", City: "New Orleans", State: "LA", Zip: "70117", Nickname: strp("Bywater Right"), Timezone: "America/Chicago",
			AccessInstructions: strp(bywaterAccess), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"camp", steward.AddressCreate{Street: "2700 Lakeshore Dr", City: "Mandeville", State: "LA", Zip: "70448", Nickname: strp("Lake Camp"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the boathouse post, code 7070. Gravel drive, park by the shed."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"crescent", steward.ProCreate{Name: "Crescent Clean Co", Email: "office@crescentclean.example", Phone: "504-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Boudreaux", Email: "tasha.boudreaux@example.com", Phone: "504-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"miguel", steward.ProCreate{Name: "Miguel Ortiz", Email: "miguel.ortiz@example.com", Phone: "504-555-0163", Services: []steward.ServiceType{steward.Cleaning}}},
		{"darnell", steward.ProCreate{Name: "Darnell Guidry", Email: "darnell.guidry@example.com", Phone: "504-555-0164", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"bigeasy", steward.ProCreate{Name: "Big Easy Air & Plumbing", Email: "dispatch@bigeasyair.example", Phone: "504-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"renee", steward.ProCreate{Name: "Renee Thibodeaux", Email: "renee.thibodeaux@example.com", Phone: "504-555-0166", Services: []steward.ServiceType{steward.Restocking}}},
		{"dee", steward.ProCreate{Name: "Dee Landry", Email: "dee.landry@example.com", Phone: "504-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"broussard", "royal2b", "Broussard Family", "2026-03-01 16:00", "2026-03-05 11:00", 4}, // under way, out tomorrow
		{"park", "fr3", "Park Family", "2026-03-02 16:00", "2026-03-06 10:00", 2},               // under way, out Friday
		{"hoffman", "bwl", "Hoffman Family", "2026-03-04 16:00", "2026-03-08 11:00", 6},         // arriving today
		{"whitfield", "camp", "Sarah Whitfield", "2026-03-05 15:00", "2026-03-08 11:00", 5},     // from tomorrow
		{"okonkwo", "royal3a", "Okonkwo Family", "2026-03-05 15:00", "2026-03-07 10:00", 3},     // from tomorrow
		{"delacroix", "royal2b", "Delacroix Family", "2026-03-10 16:00", "2026-03-14 11:00", 4}, // next week
		{"morrison", "fr1", "Jake Morrison", "2026-03-11 15:00", "2026-03-15 11:00", 2},         // next week
		{"patel", "bwr", "Patel Family", "2026-03-12 16:00", "2026-03-16 11:00", 8},             // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "camp_prep", Property: "camp", Service: "cleaning", At: "2026-03-05 09:00", Pro: "tasha", Notes: "Pre-arrival clean before Sarah's group"},
		{Key: "r3a_prep", Property: "royal3a", Service: "cleaning", At: "2026-03-05 10:00", Pro: "miguel", Notes: "Pre-arrival clean before the Okonkwos"},
		{Key: "r2b_to", Property: "royal2b", Service: "cleaning", At: "2026-03-05 11:00", Pro: "crescent", Status: "confirmed"},
		{Key: "camp_rstk", Property: "camp", Service: "restocking", At: "2026-03-05 12:00", Notes: "Water, ice and coffee; boathouse fridge"},
		{Key: "f1_ac", Property: "fr1", Service: "maintenance", At: "2026-03-05 13:00", Pro: "bigeasy", Notes: "AC service before the season: filters and the condensate line"},
		{Key: "r2b_rstk", Property: "royal2b", Service: "restocking", At: "2026-03-05 14:00", Pro: "renee"},
		{Key: "bwr_leak", Property: "bwr", Service: "maintenance", At: "2026-03-06 09:00", Pro: "bigeasy", Status: "confirmed", Notes: "Slow leak under the bathroom sink; replace the P-trap"},
		{Key: "f3_to", Property: "fr3", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tasha"},
		{Key: "f3_rstk", Property: "fr3", Service: "restocking", At: "2026-03-06 13:00", Pro: "renee"},
		{Key: "r2b_door", Property: "royal2b", Service: "maintenance", At: "2026-03-06 14:00", Pro: "darnell", Notes: "Balcony door sticks; plane it and fix the latch"},
		{Key: "r3a_to", Property: "royal3a", Service: "cleaning", At: "2026-03-07 10:00", Pro: "miguel"},
		{Key: "bwl_to", Property: "bwl", Service: "cleaning", At: "2026-03-08 11:00", Pro: "crescent"},
		{Key: "camp_to", Property: "camp", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "camp_dock", Property: "camp", Service: "maintenance", At: "2026-03-09 10:00", Pro: "darnell", Notes: "Loose boards on the dock and the pier light"},
		{Key: "f3_fan", Property: "fr3", Service: "maintenance", At: "2026-03-09 14:00", Pro: "darnell", Notes: "Bedroom ceiling fan wobbles; tighten or replace the bracket"},
		{Key: "bw_insp", Property: "bwr", Service: "inspection", At: "2026-03-10 10:00", Pro: "darnell", Notes: "Walkthrough before the Patels: smoke detectors, porch steps"},
		{Key: "f1_prep", Property: "fr1", Service: "cleaning", At: "2026-03-11 09:00", Pro: "miguel", Notes: "Pre-arrival clean before Jake"},
		{Key: "camp_insp", Property: "camp", Service: "inspection", At: "2026-03-11 10:00", Notes: "Hurricane shutters and the septic"},
		{Key: "r2b_to2", Property: "royal2b", Service: "cleaning", At: "2026-03-14 11:00"},
		{Key: "f1_to", Property: "fr1", Service: "cleaning", At: "2026-03-15 11:00", Pro: "tasha"},
		{Key: "bwr_to", Property: "bwr", Service: "cleaning", At: "2026-03-16 11:00", Pro: "crescent"},
		{Key: "r3a_past_insp", Property: "royal3a", Service: "inspection", At: "2026-03-03 10:00", Pro: "darnell", Status: "cancelled"},
		{Key: "bwl_past_to", Property: "bwl", Service: "cleaning", At: "2026-03-01 11:00", Pro: "crescent", Status: "completed"},
		{Key: "r2b_past_rstk", Property: "royal2b", Service: "restocking", At: "2026-03-01 13:00", Pro: "renee", Status: "completed"},
		{Key: "f3_past_fix", Property: "fr3", Service: "maintenance", At: "2026-02-27 10:00", Pro: "bigeasy", Status: "completed", Notes: "Unclogged the tub drain"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
