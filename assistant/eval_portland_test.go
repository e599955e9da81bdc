package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// portlandFixture is the evaluation's account for the cases marked
// "fixture": "portland" (testdata/eval/cases_portland.json), written before
// reading the engine: the operations coordinator of a small Portland,
// Oregon rental company who pastes snippets from her ops board
// ("Property: / Task: / When: / Assign:" blocks, pipe-separated lines,
// bullets, "URGENT -", "FYI:", "Re:"), with abbreviations ("SE Div", "DT
// loft", "w/", "EOD", "PM"). All on America/Los_Angeles (PST at evalNow,
// Wednesday 4 March 2026, 06:00 local; PDT from Sunday 8 March). NE Alberta
// (16:00 and 11:00), SE Division (16:00 and 10:00), the Downtown Loft
// (15:00 and 11:00), the Hawthorne Bungalow (16:00 and 11:00), the
// Mississippi House (16:00 and 10:00) and the Sellwood Cottage (15:00 and
// 10:00). Pros: Kim Nguyen (cleaner, restocks), Maria Lopez (cleaner), Rose
// City Cleaners (cleaning and restocking), Tony Reyes the handyman, Derek
// Olsen the plumber, Sam Kowalski the hot tub tech, Priya Shah the
// inspector and Jen Walsh, a cleaner who left (inactive). Stays: the
// Harrises at NE Alberta (out tomorrow at 11), the Chens at SE Division
// (out Friday at 10), the Garcias at the loft from today at 15:00 (out
// Saturday at 11), the Hendersons at Hawthorne from tomorrow (out Monday
// 9th at 11), the Okafors at Mississippi Friday to Tuesday 10th, the
// Brookses at NE Alberta Saturday to Saturday 14th, the Patels at SE
// Division Thursday 12th to Sunday 15th and the Murphys at Sellwood Friday
// 13th to Monday 16th.
func portlandFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"alberta", steward.AddressCreate{Street: "2405 NE Alberta St", City: "Portland", State: "OR", Zip: "97211", Country: "US", Nickname: strp("NE Alberta"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Lockbox on the side gate, code 2405. Hot tub cover clips on the left."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"division", steward.AddressCreate{Street: "3520 SE Division St", City: "Portland", State: "OR", Zip: "97202", Country: "US", Nickname: strp("SE Division"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Smart lock, code 3520. Hot tub on the back deck."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"loft", steward.AddressCreate{Street: "1022 SW Morrison St Apt 5", City: "Portland", State: "OR", Zip: "97205", Country: "US", Nickname: strp("Downtown Loft"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Fob in the lockbox at the loading dock, code 1022. Park in the Smart Park garage."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"hawthorne", steward.AddressCreate{Street: "4115 SE Hawthorne Blvd", City: "Portland", State: "OR", Zip: "97214", Country: "US", Nickname: strp("Hawthorne Bungalow"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Keypad on the back door, code 4115. Back door sticks, lift and push."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"mississippi", steward.AddressCreate{Street: "3930 N Mississippi Ave", City: "Portland", State: "OR", Zip: "97227", Country: "US", Nickname: strp("Mississippi House"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Keypad on the front door, code 3930. Garage remote in the kitchen drawer."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"sellwood", steward.AddressCreate{Street: "8215 SE 13th Ave", City: "Portland", State: "OR", Zip: "97202", Country: "US", Nickname: strp("Sellwood Cottage"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Key in the lockbox under the porch bench, code 8215."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"kim", steward.ProCreate{Name: "Kim Nguyen", Email: "kim.nguyen@example.com", Phone: "503-555-0101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"maria", steward.ProCreate{Name: "Maria Lopez", Email: "maria.lopez@example.com", Phone: "503-555-0102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rosecity", steward.ProCreate{Name: "Rose City Cleaners", Email: "dispatch@rosecitycleaners.example", Phone: "503-555-0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tony", steward.ProCreate{Name: "Tony Reyes", Email: "tony@reyeshandyman.example", Phone: "503-555-0104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"derek", steward.ProCreate{Name: "Derek Olsen", Email: "derek@olsenplumbing.example", Phone: "503-555-0105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sam", steward.ProCreate{Name: "Sam Kowalski", Email: "sam@pdxhottubs.example", Phone: "503-555-0106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"priya", steward.ProCreate{Name: "Priya Shah", Email: "priya@shahinspections.example", Phone: "503-555-0107", Services: []steward.ServiceType{steward.Inspection}}},
		{"jen", steward.ProCreate{Name: "Jen Walsh", Email: "jen.walsh@example.com", Phone: "503-555-0108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"harris", "alberta", "Harris Family", "2026-03-01 16:00", "2026-03-05 11:00", 4},         // under way, out tomorrow
		{"chen", "division", "Chen Family", "2026-03-02 16:00", "2026-03-06 10:00", 2},            // under way, out Friday
		{"garcia", "loft", "Garcia Family", "2026-03-04 15:00", "2026-03-07 11:00", 2},            // arriving today
		{"henderson", "hawthorne", "Henderson Family", "2026-03-05 16:00", "2026-03-09 11:00", 5}, // from tomorrow
		{"okafor", "mississippi", "Okafor Family", "2026-03-06 16:00", "2026-03-10 10:00", 6},
		{"brooks", "alberta", "Brooks Family", "2026-03-07 16:00", "2026-03-14 11:00", 3},
		{"patel", "division", "Patel Family", "2026-03-12 16:00", "2026-03-15 10:00", 4},
		{"murphy", "sellwood", "Murphy Family", "2026-03-13 15:00", "2026-03-16 10:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-04 11:00", Pro: "kim", Status: "confirmed", Notes: "Prep before the Garcias"},
		{Key: "alb_co", Property: "alberta", Service: "cleaning", At: "2026-03-05 11:00", Pro: "kim", Status: "confirmed", Notes: "Turnover after the Harrises"},
		{Key: "haw_prep", Property: "hawthorne", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosecity", Status: "confirmed", Notes: "Prep before the Hendersons"},
		{Key: "haw_restock", Property: "hawthorne", Service: "restocking", At: "2026-03-05 14:00", Pro: "rosecity", Notes: "Welcome basket, coffee, local beer"},
		{Key: "alb_plumb", Property: "alberta", Service: "maintenance", At: "2026-03-05 13:00", Pro: "derek", Notes: "Slow drain in the upstairs shower"},
		{Key: "div_co", Property: "division", Service: "cleaning", At: "2026-03-06 10:00", Pro: "maria", Notes: "Turnover after the Chens"},
		{Key: "div_tub", Property: "division", Service: "maintenance", At: "2026-03-06 14:00", Pro: "sam", Notes: "Hot tub service: filters and chemicals"},
		{Key: "miss_prep", Property: "mississippi", Service: "cleaning", At: "2026-03-06 10:00", Pro: "kim", Notes: "Prep before the Okafors"},
		{Key: "miss_restock", Property: "mississippi", Service: "restocking", At: "2026-03-06 13:00", Notes: "Coffee, toilet paper, dish soap"},
		{Key: "loft_fix", Property: "loft", Service: "maintenance", At: "2026-03-06 11:00", Pro: "tony", Notes: "Bathroom fan rattling", DuringStay: true},
		{Key: "alb_restock", Property: "alberta", Service: "restocking", At: "2026-03-07 13:00", Pro: "rosecity", Notes: "Welcome basket for the Brookses"},
		{Key: "loft_co", Property: "loft", Service: "cleaning", At: "2026-03-07 11:00", Pro: "maria", Status: "confirmed", Notes: "Turnover after the Garcias"},
		{Key: "sell_gutter", Property: "sellwood", Service: "maintenance", At: "2026-03-09 10:00", Pro: "tony", Notes: "Clean out gutters and downspouts"},
		{Key: "haw_co", Property: "hawthorne", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Turnover after the Hendersons"},
		{Key: "miss_co", Property: "mississippi", Service: "cleaning", At: "2026-03-10 10:00", Pro: "maria", Notes: "Turnover after the Okafors"},
		{Key: "sell_insp", Property: "sellwood", Service: "inspection", At: "2026-03-10 13:00", Pro: "priya", Notes: "Annual smoke and CO detector check"},
		{Key: "alb_tub", Property: "alberta", Service: "maintenance", At: "2026-03-11 10:00", Pro: "sam", Notes: "Replace the hot tub cover", DuringStay: true},
		{Key: "div_prep", Property: "division", Service: "cleaning", At: "2026-03-12 10:00", Pro: "kim", Notes: "Prep before the Patels"},
		{Key: "miss_insp", Property: "mississippi", Service: "inspection", At: "2026-03-12 13:00", Notes: "Check the deck after the windstorm"},
		{Key: "sell_prep", Property: "sellwood", Service: "cleaning", At: "2026-03-13 10:00", Pro: "rosecity", Status: "confirmed", Notes: "Prep before the Murphys"},
		{Key: "alb_co2", Property: "alberta", Service: "cleaning", At: "2026-03-14 11:00", Pro: "kim", Notes: "Turnover after the Brookses"},
		{Key: "div_co2", Property: "division", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after the Patels"},
		{Key: "sell_co", Property: "sellwood", Service: "cleaning", At: "2026-03-16 10:00", Pro: "maria", Notes: "Turnover after the Murphys"},
		{Key: "alb_past_fix", Property: "alberta", Service: "maintenance", At: "2026-02-25 10:00", Pro: "derek", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "div_past_co", Property: "division", Service: "cleaning", At: "2026-03-02 10:00", Pro: "maria", Status: "completed"},
		{Key: "haw_insp_cx", Property: "hawthorne", Service: "inspection", At: "2026-02-27 10:00", Pro: "priya", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
