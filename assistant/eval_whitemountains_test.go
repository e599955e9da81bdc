package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// whitemountainsFixture is the evaluation's account for the cases marked
// "fixture": "whitemountains" (testdata/eval/cases_whitemountains.json),
// written before reading the engine: a retired couple in New Hampshire,
// Carol and Don, who manage their own places and write polite, complete,
// e-mail-style messages with greetings and sign-offs ("Good morning," ...
// "Thanks so much, Carol"), old-fashioned phrasing ("would you be so kind
// as to", "the fellow who does the plowing"), dates as "the 12th" or
// "Tuesday next", times as "half past ten" or "noon", and talk of snow, ice
// dams, firewood and the furnace. All on Eastern time: the Kearsarge Chalet
// in North Conway ("the chalet", 16:00 check-in, 10:00 check-out), the Squam
// Cottage on Squam Lake in Holderness ("the cottage", 15:00 and 11:00), a
// farmhouse known only by its road, 212 Bartlett Road in Sandwich (16:00
// check-in, 10:30 check-out), the Lincoln Condo by Loon Mountain ("the
// condo", 16:00 and 10:00) and the Jackson Carriage House, which the family
// uses (no stays, no check-in times). Seven pros: Dottie Pelletier, the
// cleaning woman, who also restocks; Notch Country Cleaning, a cleaning
// service that restocks; Walt Emery, the handyman; Gagnon Snow Removal, the
// plow contractor (maintenance); Granite State Heating, the furnace people
// (maintenance); Priscilla Hale, the inspector; and Bev Thibodeau, a cleaner
// who moved to Florida (inactive). Stays, named after families: the
// Whitfields under way at the chalet (out Saturday at 10), the Ashbys under
// way at the condo (out Friday at 10), the Pembertons arriving at the
// cottage today at 15:00 (out Sunday at 11), the Hollisters at Bartlett
// Road from tomorrow at 16:00 (out Monday at 10:30), the Fairbanks at the
// condo from Friday at 16:00 (out Tuesday the 10th at 10), and next week the
// Delaneys, eight of them, at the chalet (Wednesday the 11th to Saturday the
// 14th), the Marchettis at the cottage (Thursday the 12th to Sunday the
// 15th) and the Coopers at Bartlett Road (Friday the 13th to Monday the
// 16th). Jobs: turnovers after the check-outs (Bartlett Road's Monday
// turnover and the cottage's on the 15th unassigned), Dottie's cottage prep
// today at 11 (confirmed) and Bartlett Road prep tomorrow at 10, Walt's
// firewood-and-flue job at Bartlett Road tomorrow at 13:00 and the chalet's
// ice dam on Monday, Gagnon's plowing at the chalet tomorrow at 7
// (confirmed, during the Whitfields' stay), the condo's unassigned restock
// Friday at 14:00, Dottie's chalet restock Saturday at 14:00, Granite State's
// furnace service at the condo on the 10th at 13:00 (confirmed) and the
// banging furnace at Bartlett Road on the 11th at 9, Priscilla's chalet
// detector inspection on the 10th, an unassigned cottage pipes inspection on
// the 11th, Dottie's chalet prep before the Delaneys, Notch's spring clean
// at the carriage house on the 12th, a cancelled inspection and completed
// jobs in the past. At evalNow it is 09:00 there (Wednesday 4 March 2026).
func whitemountainsFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"chalet", steward.AddressCreate{Street: "14 Kearsarge St", City: "North Conway", State: "NH", Zip: "03860", Nickname: strp("Kearsarge Chalet"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the mudroom door, code 1414. Boots off in the mudroom; the woodbox is on the side porch."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"squam", steward.AddressCreate{Street: "37 Shepard Hill Rd", City: "Holderness", State: "NH", Zip: "03245", Nickname: strp("Squam Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the boathouse door, code 3737. Park by the woodshed, not on the lane."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"bartlett", steward.AddressCreate{Street: "212 Bartlett Road", City: "Sandwich", State: "NH", Zip: "03227", Timezone: "America/New_York",
			AccessInstructions: strp("Key under the milk can by the back door. The barn stays locked."), Bedrooms: intp(5), Bathrooms: floatp(2), SquareFeet: intp(2900),
			CheckInTime: "16:00", CheckOutTime: "10:30"}},
		{"condo", steward.AddressCreate{Street: "60 Loon Mountain Rd Unit 12", City: "Lincoln", State: "NH", Zip: "03251", Nickname: strp("Lincoln Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 6012. Ski locker is number 12 in the basement; guest parking in the upper lot."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"jackson", steward.AddressCreate{Street: "5 Thorn Hill Rd", City: "Jackson", State: "NH", Zip: "03846", Nickname: strp("Jackson Carriage House"), Timezone: "America/New_York",
			AccessInstructions: strp("Spare key with the neighbors at number 7."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"dottie", steward.ProCreate{Name: "Dottie Pelletier", Email: "dottie.pelletier@example.com", Phone: "603-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"notch", steward.ProCreate{Name: "Notch Country Cleaning", Email: "office@notchcountryclean.example", Phone: "603-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"walt", steward.ProCreate{Name: "Walt Emery", Email: "walt.emery@example.com", Phone: "603-555-0173", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gagnon", steward.ProCreate{Name: "Gagnon Snow Removal", Email: "roland@gagnonsnow.example", Phone: "603-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"granite", steward.ProCreate{Name: "Granite State Heating", Email: "service@granitestateheat.example", Phone: "603-555-0175", Services: []steward.ServiceType{steward.Maintenance}}},
		{"priscilla", steward.ProCreate{Name: "Priscilla Hale", Email: "priscilla@haleinspections.example", Phone: "603-555-0176", Services: []steward.ServiceType{steward.Inspection}}},
		{"bev", steward.ProCreate{Name: "Bev Thibodeau", Email: "bev.thibodeau@example.com", Phone: "603-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitfield", "chalet", "Whitfield Family", "2026-03-01 16:00", "2026-03-07 10:00", 6}, // under way, out Saturday
		{"ashby", "condo", "Ashby Family", "2026-03-02 16:00", "2026-03-06 10:00", 4},          // under way, out Friday
		{"pemberton", "squam", "Pemberton Family", "2026-03-04 15:00", "2026-03-08 11:00", 2},  // arriving today
		{"hollister", "bartlett", "Hollister Family", "2026-03-05 16:00", "2026-03-09 10:30", 5},
		{"fairbanks", "condo", "Fairbanks Family", "2026-03-06 16:00", "2026-03-10 10:00", 3},
		{"delaney", "chalet", "Delaney Family", "2026-03-11 16:00", "2026-03-14 10:00", 8}, // next week
		{"marchetti", "squam", "Marchetti Family", "2026-03-12 15:00", "2026-03-15 11:00", 4},
		{"cooper", "bartlett", "Cooper Family", "2026-03-13 16:00", "2026-03-16 10:30", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "squam_prep", Property: "squam", Service: "cleaning", At: "2026-03-04 11:00", Pro: "dottie", Status: "confirmed", Notes: "Ready the cottage for the Pembertons"},
		{Key: "chalet_plow", Property: "chalet", Service: "maintenance", At: "2026-03-05 07:00", Pro: "gagnon", Status: "confirmed", Notes: "Plow the driveway and shovel the front steps after the storm", DuringStay: true},
		{Key: "bart_prep", Property: "bartlett", Service: "cleaning", At: "2026-03-05 10:00", Pro: "dottie", Notes: "Prep before the Hollisters; make up the bunk room"},
		{Key: "bart_wood", Property: "bartlett", Service: "maintenance", At: "2026-03-05 13:00", Pro: "walt", Notes: "Stack firewood on the porch and check the woodstove flue"},
		{Key: "condo_to", Property: "condo", Service: "cleaning", At: "2026-03-06 10:00", Pro: "notch", Status: "confirmed"},
		{Key: "condo_rstk", Property: "condo", Service: "restocking", At: "2026-03-06 14:00", Notes: "Coffee, paper towels, dish soap"},
		{Key: "chalet_to", Property: "chalet", Service: "cleaning", At: "2026-03-07 10:00", Pro: "notch"},
		{Key: "chalet_rstk", Property: "chalet", Service: "restocking", At: "2026-03-07 14:00", Pro: "dottie", Notes: "Kindling, matches, hot cocoa"},
		{Key: "squam_to", Property: "squam", Service: "cleaning", At: "2026-03-08 11:00", Pro: "dottie"},
		{Key: "bart_to", Property: "bartlett", Service: "cleaning", At: "2026-03-09 10:30"},
		{Key: "chalet_icedam", Property: "chalet", Service: "maintenance", At: "2026-03-09 10:00", Pro: "walt", Notes: "Ice dam over the kitchen eave; rake the roof and check the gutters"},
		{Key: "condo_to2", Property: "condo", Service: "cleaning", At: "2026-03-10 10:00", Pro: "notch"},
		{Key: "chalet_insp", Property: "chalet", Service: "inspection", At: "2026-03-10 10:00", Pro: "priscilla", Notes: "Smoke and CO detectors before the Delaneys"},
		{Key: "condo_furnace", Property: "condo", Service: "maintenance", At: "2026-03-10 13:00", Pro: "granite", Status: "confirmed", Notes: "Annual furnace service and filter change"},
		{Key: "bart_furnace", Property: "bartlett", Service: "maintenance", At: "2026-03-11 09:00", Pro: "granite", Notes: "Furnace banging when it kicks on; bleed the radiators"},
		{Key: "chalet_prep", Property: "chalet", Service: "cleaning", At: "2026-03-11 10:00", Pro: "dottie", Notes: "Prep before the Delaneys"},
		{Key: "squam_insp", Property: "squam", Service: "inspection", At: "2026-03-11 13:00", Notes: "Check the crawl space and the pipes for freezing"},
		{Key: "jackson_clean", Property: "jackson", Service: "cleaning", At: "2026-03-12 10:00", Pro: "notch", Notes: "Spring cleaning: windows and the screened porch"},
		{Key: "chalet_to2", Property: "chalet", Service: "cleaning", At: "2026-03-14 10:00", Pro: "notch"},
		{Key: "squam_to2", Property: "squam", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "bart_to2", Property: "bartlett", Service: "cleaning", At: "2026-03-16 10:30", Pro: "dottie"},
		{Key: "condo_insp_cx", Property: "condo", Service: "inspection", At: "2026-03-02 10:00", Pro: "priscilla", Status: "cancelled"},
		{Key: "chalet_past_to", Property: "chalet", Service: "cleaning", At: "2026-03-01 10:00", Pro: "notch", Status: "completed"},
		{Key: "bart_past_fix", Property: "bartlett", Service: "maintenance", At: "2026-02-27 10:00", Pro: "walt", Status: "completed", Notes: "Replaced the cracked storm door glass"},
		{Key: "condo_past_plow", Property: "condo", Service: "maintenance", At: "2026-02-28 08:00", Pro: "gagnon", Status: "completed", Notes: "Cleared the parking spot after the nor'easter"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
