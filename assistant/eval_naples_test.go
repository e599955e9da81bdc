package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// naplesFixture is the evaluation's account for the cases marked
// "fixture": "naples" (testdata/eval/cases_naples.json), written before
// reading the engine: Donna, an office assistant at Gulf Coast Property
// Management, writes on behalf of the owners in the third person, formal
// and procedural ("Per the owner of the Gulf Shore condo, ...", "Owner
// requests that ...", "Please be advised ...", "Kindly reschedule ...",
// "ref. the 3/9 turnover", "pending owner approval", numbered lists, US
// month/day dates), pros by company or first name, guests by surname. All
// on America/New_York (EST at evalNow: Wednesday 4 March 2026, 9:00 local;
// EDT from Sunday 8 March). Properties: the Gulf Shore condo, Unit 402 at
// 4000 Gulf Shore Blvd N (16:00 and 10:00), the Pelican Bay villa (15:00
// and 11:00), the Vanderbilt Beach house (16:00 and 10:00), the Old Naples
// cottage on 8th Ave S (15:00 and 10:00), the Port Royal estate on Gin
// Lane (16:00 and 11:00) and the Marco Island condo (15:00 and 10:00).
// Pros: Sunshine Coast Cleaning Co. (cleaning, restocking), Maria Gonzalez
// (cleaner), Blue Wave Pool Service, Paradise Pest Control, Cool Breeze Air
// Conditioning, Rick Dawson the handyman, Naples Home Inspections and
// Carla Jimenez, a cleaner no longer with the company (inactive). Stays:
// the Harringtons in Unit 402 (out Friday at 10), the Muellers at the
// Pelican Bay villa (out Monday 3/9 at 11), the O'Briens at the Vanderbilt
// Beach house from today at 16:00 (out Wednesday 3/11 at 10), the
// Lindqvists at the Old Naples cottage from tomorrow at 15:00 (out Sunday
// 3/8 at 10), the Castellanos at Port Royal Saturday 3/7 to Saturday 3/14,
// the Tanakas in Unit 402 Saturday 3/7 to Saturday 3/14, the Brookses at
// the Old Naples cottage Tuesday 3/10 to Sunday 3/15 and the Fourniers at
// the Marco Island condo Thursday 3/12 to Wednesday 3/18.
func naplesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"gulf", steward.AddressCreate{Street: "4000 Gulf Shore Blvd N, Unit 402", City: "Naples", State: "FL", Zip: "34103", Country: "US", Nickname: strp("Gulf Shore Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Keys at the front desk; unit lockbox code 4020. Guest parking in garage space 402."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"pelican", steward.AddressCreate{Street: "801 Bentwater Circle", City: "Naples", State: "FL", Zip: "34108", Country: "US", Nickname: strp("Pelican Bay Villa"), Timezone: "America/New_York",
			AccessInstructions: strp("Gate code 1985; keypad on the front door, code 8011. Pool equipment behind the side gate."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2200),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"vanderbilt", steward.AddressCreate{Street: "412 Flamingo Avenue", City: "Naples", State: "FL", Zip: "34108", Country: "US", Nickname: strp("Vanderbilt Beach House"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 4127. Beach gear in the garage; do not park on the sand."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"oldnaples", steward.AddressCreate{Street: "355 8th Avenue S", City: "Naples", State: "FL", Zip: "34102", Country: "US", Nickname: strp("Old Naples Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch railing, code 3558. Screen door sticks; lift and pull."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"portroyal", steward.AddressCreate{Street: "3300 Gin Lane", City: "Naples", State: "FL", Zip: "34102", Country: "US", Nickname: strp("Port Royal Estate"), Timezone: "America/New_York",
			AccessInstructions: strp("Call the estate manager on arrival; service entrance code 3300. Alarm panel in the mudroom, code 7734."), Bedrooms: intp(5), Bathrooms: floatp(5.5), SquareFeet: intp(5200),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"marco", steward.AddressCreate{Street: "380 Seaview Court, Unit 7B", City: "Marco Island", State: "FL", Zip: "34145", Country: "US", Nickname: strp("Marco Island Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox at the lobby mailroom, code 0707. Elevator B to the 7th floor."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sunshine", steward.ProCreate{Name: "Sunshine Coast Cleaning Co.", Email: "office@sunshinecoastcleaning.example", Phone: "239-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"maria", steward.ProCreate{Name: "Maria Gonzalez", Email: "maria.gonzalez@example.com", Phone: "239-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"bluewave", steward.ProCreate{Name: "Blue Wave Pool Service", Email: "service@bluewavepools.example", Phone: "239-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"paradise", steward.ProCreate{Name: "Paradise Pest Control", Email: "dispatch@paradisepest.example", Phone: "239-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"coolbreeze", steward.ProCreate{Name: "Cool Breeze Air Conditioning", Email: "service@coolbreezeac.example", Phone: "239-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rick", steward.ProCreate{Name: "Rick Dawson", Email: "rick@dawsonhandyman.example", Phone: "239-555-0146", Services: []steward.ServiceType{steward.Maintenance}}},
		{"inspect", steward.ProCreate{Name: "Naples Home Inspections", Email: "schedule@napleshomeinspections.example", Phone: "239-555-0147", Services: []steward.ServiceType{steward.Inspection}}},
		{"carla", steward.ProCreate{Name: "Carla Jimenez", Email: "carla.jimenez@example.com", Phone: "239-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"harrington", "gulf", "Harrington Family", "2026-03-01 16:00", "2026-03-06 10:00", 2},    // under way, out Friday
		{"mueller", "pelican", "Mueller Family", "2026-03-02 15:00", "2026-03-09 11:00", 4},       // under way, out Monday
		{"obrien", "vanderbilt", "O'Brien Family", "2026-03-04 16:00", "2026-03-11 10:00", 6},     // arriving today
		{"lindqvist", "oldnaples", "Lindqvist Family", "2026-03-05 15:00", "2026-03-08 10:00", 2}, // from tomorrow
		{"castellano", "portroyal", "Castellano Family", "2026-03-07 16:00", "2026-03-14 11:00", 8},
		{"tanaka", "gulf", "Tanaka Family", "2026-03-07 16:00", "2026-03-14 10:00", 3},
		{"brooks", "oldnaples", "Brooks Family", "2026-03-10 15:00", "2026-03-15 10:00", 2},
		{"fournier", "marco", "Fournier Family", "2026-03-12 15:00", "2026-03-18 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "van_prep", Property: "vanderbilt", Service: "cleaning", At: "2026-03-04 08:00", Pro: "maria", Status: "completed", Notes: "Prep before the O'Briens"},
		{Key: "pel_pool", Property: "pelican", Service: "maintenance", At: "2026-03-05 09:00", Pro: "bluewave", Notes: "Weekly pool service", DuringStay: true},
		{Key: "pr_ac", Property: "portroyal", Service: "maintenance", At: "2026-03-05 10:00", Pro: "coolbreeze", Notes: "Semi-annual AC service, both units"},
		{Key: "old_prep", Property: "oldnaples", Service: "cleaning", At: "2026-03-05 11:00", Pro: "maria", Status: "confirmed", Notes: "Prep before the Lindqvists"},
		{Key: "gulf_ac", Property: "gulf", Service: "maintenance", At: "2026-03-05 13:00", Pro: "coolbreeze", Notes: "AC in the master bedroom not cooling", DuringStay: true},
		{Key: "van_pool", Property: "vanderbilt", Service: "maintenance", At: "2026-03-06 09:00", Pro: "bluewave", Notes: "Weekly pool service", DuringStay: true},
		{Key: "gulf_co", Property: "gulf", Service: "cleaning", At: "2026-03-06 10:00", Pro: "sunshine", Status: "confirmed", Notes: "Turnover after the Harringtons"},
		{Key: "pr_pool", Property: "portroyal", Service: "maintenance", At: "2026-03-06 14:00", Pro: "bluewave", Notes: "Pool heater check before the Castellanos"},
		{Key: "pr_prep", Property: "portroyal", Service: "cleaning", At: "2026-03-07 09:00", Pro: "sunshine", Status: "confirmed", Notes: "Prep before the Castellanos"},
		{Key: "gulf_restock", Property: "gulf", Service: "restocking", At: "2026-03-07 08:00", Pro: "sunshine", Notes: "Welcome basket for the Tanakas"},
		{Key: "old_co", Property: "oldnaples", Service: "cleaning", At: "2026-03-08 10:00", Notes: "Turnover after the Lindqvists"},
		{Key: "pel_co", Property: "pelican", Service: "cleaning", At: "2026-03-09 11:00", Pro: "maria", Notes: "Turnover after the Muellers"},
		{Key: "marco_insp", Property: "marco", Service: "inspection", At: "2026-03-09 10:00", Pro: "inspect", Notes: "Pre-season walkthrough"},
		{Key: "old_handy", Property: "oldnaples", Service: "maintenance", At: "2026-03-09 13:00", Pro: "rick", Notes: "Fix the sticking screen door on the porch"},
		{Key: "pel_pest", Property: "pelican", Service: "maintenance", At: "2026-03-10 10:00", Pro: "paradise", Notes: "Quarterly pest treatment, interior and lanai"},
		{Key: "old_restock", Property: "oldnaples", Service: "restocking", At: "2026-03-10 12:00", Pro: "sunshine", Notes: "Welcome basket for the Brookses"},
		{Key: "van_co", Property: "vanderbilt", Service: "cleaning", At: "2026-03-11 10:00", Pro: "sunshine", Notes: "Turnover after the O'Briens"},
		{Key: "marco_pest", Property: "marco", Service: "maintenance", At: "2026-03-11 14:00", Pro: "paradise", Notes: "Ant treatment in the kitchen"},
		{Key: "van_insp", Property: "vanderbilt", Service: "inspection", At: "2026-03-12 10:00", Pro: "inspect", Notes: "Annual hurricane shutter and roof inspection"},
		{Key: "marco_prep", Property: "marco", Service: "cleaning", At: "2026-03-12 10:00", Pro: "maria", Notes: "Prep before the Fourniers"},
		{Key: "pel_handy", Property: "pelican", Service: "maintenance", At: "2026-03-13 09:00", Pro: "rick", Notes: "Replace the lanai ceiling fan"},
		{Key: "gulf_co2", Property: "gulf", Service: "cleaning", At: "2026-03-14 10:00", Pro: "sunshine", Notes: "Turnover after the Tanakas"},
		{Key: "pr_co", Property: "portroyal", Service: "cleaning", At: "2026-03-14 11:00", Pro: "maria", Notes: "Turnover after the Castellanos"},
		{Key: "old_co2", Property: "oldnaples", Service: "cleaning", At: "2026-03-15 10:00", Pro: "maria", Notes: "Turnover after the Brookses"},
		{Key: "gulf_insp", Property: "gulf", Service: "inspection", At: "2026-03-16 10:00", Notes: "Owner's quarterly inspection"},
		{Key: "gulf_past", Property: "gulf", Service: "maintenance", At: "2026-02-26 10:00", Pro: "rick", Status: "completed", Notes: "Replaced the garbage disposal"},
		{Key: "pr_insp_cx", Property: "portroyal", Service: "inspection", At: "2026-03-02 10:00", Pro: "inspect", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
