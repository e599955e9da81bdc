package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// austinFixture is the evaluation's account for the cases marked
// "fixture": "austin" (testdata/eval/cases_austin.json), written before
// reading the engine: a 23-year-old co-host who runs six short-term rentals
// in Austin for her aunt and texts like she texts her friends (no capitals,
// "tmrw", "ngl", "bet", "pls", "ty", emoji), properties by vibe or street,
// pros by first name or trade ("the pool guy"), guests by surname or first
// name. All on America/Chicago (CST at evalNow: Wednesday 4 March 2026,
// 08:00 local; CDT from Sunday 8 March). The Pink House (15:00 and 11:00),
// a house known by its street, 2204 East 6th (16:00 and 10:00), the Duplex
// on Cesar Chavez (16:00 and 11:00), the Bungalow in Travis Heights (15:00
// and 10:00), the Treehouse in Westlake, with a pool and hot tub (16:00 and
// 11:00), and another known by its street, 3316 Berkman in Mueller (15:00
// and 11:00). Pros: Lupe Garza (cleaner, restocks), Brianna "Bri" Cole
// (cleaner), Bat City Cleaning Co (cleaning and restocking), Marcus Webb
// the handyman, Tony Reyes the pool guy, Deja Simmons the inspector and
// Kayla Brooks, a cleaner who quit (inactive). Stays: the Nguyens at the
// Pink House (out tomorrow at 11), the Ramirez group at East 6th (out
// Friday at 10), Jenna Kowalski at the Duplex from today at 16:00 (out
// Sunday at 11), the Thompson bachelorette at the Treehouse from tomorrow
// at 16:00 (out Sunday at 11), the Delgados at the Bungalow Friday to
// Monday, the Harpers at the Pink House Saturday to Wednesday 11th, Lukas
// Schmidt at Berkman Wednesday 11th to Sunday 15th and Daniel Park's SXSW
// group at East 6th Thursday 12th to Tuesday 17th.
func austinFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"pink", steward.AddressCreate{Street: "1408 Willow St", City: "Austin", State: "TX", Zip: "78702", Nickname: strp("The Pink House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the front door, code 5512. Street parking only."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"e6", steward.AddressCreate{Street: "2204 East 6th St", City: "Austin", State: "TX", Zip: "78702", Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock, code 2204. Noise sensor in the living room, quiet hours 10pm."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2000),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"duplex", steward.AddressCreate{Street: "1907 E Cesar Chavez St", City: "Austin", State: "TX", Zip: "78702", Nickname: strp("The Duplex"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the back gate, code 1907. Both units rented together."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"bungalow", steward.AddressCreate{Street: "812 Alta Vista Ave", City: "Austin", State: "TX", Zip: "78704", Nickname: strp("The Bungalow"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad, code 0812. Cat-friendly, lint roller under the sink."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"tree", steward.AddressCreate{Street: "4501 Westlake Dr", City: "Austin", State: "TX", Zip: "78746", Nickname: strp("The Treehouse"), Timezone: "America/Chicago",
			AccessInstructions: strp("Gate code 4501, then the keypad at the top of the stairs. Pool gate stays latched."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"berkman", steward.AddressCreate{Street: "3316 Berkman Dr", City: "Austin", State: "TX", Zip: "78723", Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the porch rail, code 3316. Trash day is Thursday."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1650),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lupe", steward.ProCreate{Name: "Lupe Garza", Email: "lupe.garza@example.com", Phone: "512-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"bri", steward.ProCreate{Name: "Brianna Cole", Email: "bri.cole@example.com", Phone: "512-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"batcity", steward.ProCreate{Name: "Bat City Cleaning Co", Email: "hello@batcityclean.example", Phone: "512-555-0143", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marcus", steward.ProCreate{Name: "Marcus Webb", Email: "marcus@webbhandyman.example", Phone: "512-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tony", steward.ProCreate{Name: "Tony Reyes", Email: "tony@clearwaterpools.example", Phone: "512-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"deja", steward.ProCreate{Name: "Deja Simmons", Email: "deja@atxinspect.example", Phone: "512-555-0146", Services: []steward.ServiceType{steward.Inspection}}},
		{"kayla", steward.ProCreate{Name: "Kayla Brooks", Email: "kayla.brooks@example.com", Phone: "512-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "pink", "Nguyen Family", "2026-03-01 15:00", "2026-03-05 11:00", 4},                 // under way, out tomorrow
		{"ramirez", "e6", "Ramirez Group", "2026-03-03 16:00", "2026-03-06 10:00", 6},                  // under way, out Friday
		{"kowalski", "duplex", "Jenna Kowalski", "2026-03-04 16:00", "2026-03-08 11:00", 2},            // arriving today
		{"thompson", "tree", "Thompson Bachelorette Party", "2026-03-05 16:00", "2026-03-08 11:00", 8}, // from tomorrow
		{"delgado", "bungalow", "Delgado Family", "2026-03-06 15:00", "2026-03-09 10:00", 5},
		{"harper", "pink", "Harper Family", "2026-03-07 15:00", "2026-03-11 11:00", 3},
		{"schmidt", "berkman", "Lukas Schmidt", "2026-03-11 15:00", "2026-03-15 11:00", 2},
		{"park", "e6", "Daniel Park (SXSW group)", "2026-03-12 16:00", "2026-03-17 10:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "dup_prep", Property: "duplex", Service: "cleaning", At: "2026-03-04 11:00", Pro: "lupe", Status: "confirmed", Notes: "Prep before Jenna checks in"},
		{Key: "dup_fix", Property: "duplex", Service: "maintenance", At: "2026-03-04 13:00", Pro: "marcus", Notes: "Back unit door sticks, plane it down"},
		{Key: "pink_co", Property: "pink", Service: "cleaning", At: "2026-03-05 11:00", Pro: "lupe", Status: "confirmed", Notes: "Turnover after the Nguyens"},
		{Key: "pink_restock", Property: "pink", Service: "restocking", At: "2026-03-05 14:00", Notes: "Coffee, toilet paper, welcome snacks"},
		{Key: "tree_prep", Property: "tree", Service: "cleaning", At: "2026-03-05 10:00", Pro: "bri", Status: "confirmed", Notes: "Prep before the bachelorette party"},
		{Key: "tree_restock", Property: "tree", Service: "restocking", At: "2026-03-05 15:00", Pro: "batcity", Notes: "Champagne glasses, extra towels, coffee"},
		{Key: "berk_gutter", Property: "berkman", Service: "maintenance", At: "2026-03-05 09:00", Pro: "marcus", Notes: "Clean out the gutters"},
		{Key: "e6_co", Property: "e6", Service: "cleaning", At: "2026-03-06 10:00", Pro: "bri", Notes: "Turnover after the Ramirez group"},
		{Key: "bung_prep", Property: "bungalow", Service: "cleaning", At: "2026-03-06 10:00", Pro: "batcity", Notes: "Prep before the Delgados"},
		{Key: "tree_pool", Property: "tree", Service: "maintenance", At: "2026-03-06 09:00", Pro: "tony", Notes: "Pool service: clean, balance chemicals, heat the hot tub", DuringStay: true},
		{Key: "dup_co", Property: "duplex", Service: "cleaning", At: "2026-03-08 11:00", Notes: "Turnover after Jenna"},
		{Key: "tree_co", Property: "tree", Service: "cleaning", At: "2026-03-08 11:00", Pro: "bri", Notes: "Turnover after the bachelorette party"},
		{Key: "bung_co", Property: "bungalow", Service: "cleaning", At: "2026-03-09 10:00", Pro: "lupe", Notes: "Turnover after the Delgados"},
		{Key: "pink_ac", Property: "pink", Service: "maintenance", At: "2026-03-09 13:00", Pro: "marcus", Notes: "AC unit making a rattling noise", DuringStay: true},
		{Key: "berk_insp", Property: "berkman", Service: "inspection", At: "2026-03-09 11:00", Pro: "deja", Notes: "Smoke and CO alarm check"},
		{Key: "e6_insp", Property: "e6", Service: "inspection", At: "2026-03-10 10:00", Pro: "deja", Notes: "Walkthrough before SXSW: smoke alarms, locks, noise sensor"},
		{Key: "bung_plumb", Property: "bungalow", Service: "maintenance", At: "2026-03-10 14:00", Pro: "marcus", Notes: "Garbage disposal jammed"},
		{Key: "pink_co2", Property: "pink", Service: "cleaning", At: "2026-03-11 11:00", Pro: "bri", Notes: "Turnover after the Harpers"},
		{Key: "berk_prep", Property: "berkman", Service: "cleaning", At: "2026-03-11 11:00", Notes: "Prep before Lukas"},
		{Key: "e6_prep", Property: "e6", Service: "cleaning", At: "2026-03-12 10:00", Pro: "batcity", Status: "confirmed", Notes: "Deep clean before the SXSW group"},
		{Key: "e6_restock", Property: "e6", Service: "restocking", At: "2026-03-12 13:00", Notes: "Stock up for the SXSW group: water, coffee, extra towels"},
		{Key: "tree_pool2", Property: "tree", Service: "maintenance", At: "2026-03-13 09:00", Pro: "tony", Notes: "Weekly pool service"},
		{Key: "berk_co", Property: "berkman", Service: "cleaning", At: "2026-03-15 11:00", Pro: "lupe", Notes: "Turnover after Lukas"},
		{Key: "e6_past", Property: "e6", Service: "cleaning", At: "2026-03-03 10:00", Pro: "lupe", Status: "completed", Notes: "Prep before the Ramirez group"},
		{Key: "tree_past_pool", Property: "tree", Service: "maintenance", At: "2026-02-27 09:00", Pro: "tony", Status: "completed", Notes: "Pool service"},
		{Key: "dup_insp_cx", Property: "duplex", Service: "inspection", At: "2026-02-27 10:00", Pro: "deja", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
