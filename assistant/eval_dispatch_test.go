package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// dispatchFixture is the evaluation's account for the cases marked
// "fixture": "dispatch" (testdata/eval/cases_blind85.json), written before
// reading the engine: the office manager of a small cleaning-and-maintenance
// company who dispatches crews for a property-management client and writes
// in terse dispatcher shorthand: "TO" for a turnover, "insp", "rstk", "cxl",
// "PM" for preventive maintenance (never the afternoon), "tmrw", "thurs",
// arrows ("Dev → Moab mon"), ranges like "9-1" meaning a start at 9, crews
// by letter ("A", "B"). In Colorado and Utah, on Mountain time: the Wash
// Park Bungalow (16:00 check-in, 10:00 check-out), the Highlands House (an
// 11:00 check-out), the LoHi Loft, the Cap Hill Duplex (a long-term tenant,
// no stays), a house known only by its street ("2245 York St") and the Moab
// Cabin (16:00 check-in, 10:00 check-out). In Arizona, on Arizona time
// without daylight saving: a house in Phoenix known only by its street
// ("3810 E Campbell Ave", "Phoenix"), 11:00 check-out. Seven pros: Crew A, a
// cleaning company that also restocks; Crew B, a cleaning crew; Marisol
// Reyes, a crew lead who cleans and restocks; Dev Patel, the maintenance
// tech; Pete Lindqvist, the inspector; Saguaro Home Care, a Phoenix company
// (cleaning, maintenance, restocking); and Tyler Brooks, a temp who has left
// (inactive). Stays, named after families: the Garcias under way at Wash Park
// (out Friday at 10), the O'Briens under way at Highlands (out Saturday at
// 11), the Kowalskis arriving at Moab today at 16:00 (out Sunday at 10), the
// Nguyens at LoHi from tomorrow at 15:00 (out Sunday at 11), the Hendersons
// in Phoenix from Friday at 16:00 (out Tuesday at 11), and next week the
// Bauers at Wash Park (Wednesday the 11th to Saturday the 14th), the Okafors
// at York St (Thursday the 12th at 15:00 to Sunday the 15th) and the
// Martinez family, six of them, at Moab (Friday the 13th to Monday the 16th).
// Jobs: turnovers after the check-outs, Crew B's two jobs tomorrow (York St's
// deep clean at 9 and Cap Hill's hallway at 13), Marisol's LoHi prep tomorrow
// and an unassigned LoHi restock, maintenance whose notes say what it is for
// (Cap Hill's furnace PM, the Highlands dishwasher, the Moab hot tub, the
// Phoenix pool pump), inspections with notes (Wash Park's pre-season
// walkthrough, York St's extinguishers, unassigned), unassigned jobs (LoHi
// restock, York St inspection and turnover, Moab's turnover on the 16th,
// Phoenix's turnover), pending and confirmed jobs, a cancelled inspection and
// completed jobs in the past. At evalNow it is 07:00 in Denver and Phoenix.
func dispatchFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"washpark", steward.AddressCreate{Street: "1122 S Gaylord St", City: "Denver", State: "CO", Zip: "80210", Nickname: strp("Wash Park Bungalow"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the side door, code 6021. Trash cans go back behind the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"highlands", steward.AddressCreate{Street: "3315 W 32nd Ave", City: "Denver", State: "CO", Zip: "80211", Nickname: strp("Highlands House"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the back fence, code 3315. Alley parking only."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckOutTime: "11:00"}},
		{"lohi", steward.AddressCreate{Street: "2500 15th St Unit 4B", City: "Denver", State: "CO", Zip: "80211", Nickname: strp("LoHi Loft"), Timezone: "America/Denver",
			AccessInstructions: strp("Building fob in the lockbox by the bike rack, code 2500; unit has a smart lock, code 4411."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(780)}},
		{"caphill", steward.AddressCreate{Street: "1420 N Pennsylvania St", City: "Denver", State: "CO", Zip: "80203", Nickname: strp("Cap Hill Duplex"), Timezone: "America/Denver",
			AccessInstructions: strp("Tenant in the upper unit; text her before going in. Basement key on the office ring."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"york", steward.AddressCreate{Street: "2245 York St", City: "Denver", State: "CO", Zip: "80205", Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the porch railing, code 2245."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1450)}},
		{"moab", steward.AddressCreate{Street: "450 Kane Creek Blvd", City: "Moab", State: "UT", Zip: "84532", Nickname: strp("Moab Cabin"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the side of the shed, code 4417. Hot tub cover straps must be clipped."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"phoenix", steward.AddressCreate{Street: "3810 E Campbell Ave", City: "Phoenix", State: "AZ", Zip: "85018", Timezone: "America/Phoenix",
			AccessInstructions: strp("Keypad on the garage, code 3810. Pool gate must stay latched."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"crewa", steward.ProCreate{Name: "Crew A", Email: "crewa@milehighclean.example", Phone: "720-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"crewb", steward.ProCreate{Name: "Crew B", Email: "crewb@milehighclean.example", Phone: "720-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"marisol", steward.ProCreate{Name: "Marisol Reyes", Email: "marisol@milehighclean.example", Phone: "720-555-0144", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dev", steward.ProCreate{Name: "Dev Patel", Email: "dev@milehighclean.example", Phone: "720-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"pete", steward.ProCreate{Name: "Pete Lindqvist", Email: "pete@frontrangeinspect.example", Phone: "303-555-0145", Services: []steward.ServiceType{steward.Inspection}}},
		{"saguaro", steward.ProCreate{Name: "Saguaro Home Care", Email: "office@saguarohome.example", Phone: "602-555-0146", Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance, steward.Restocking}}},
		{"tyler", steward.ProCreate{Name: "Tyler Brooks", Email: "tyler.brooks@example.com", Phone: "720-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"garcia", "washpark", "Garcia Family", "2026-03-01 16:00", "2026-03-06 10:00", 4},      // under way, out Friday
		{"obrien", "highlands", "O'Brien Family", "2026-03-02 16:00", "2026-03-07 11:00", 6},    // under way, out Saturday
		{"kowalski", "moab", "Kowalski Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},      // arriving today
		{"nguyen", "lohi", "Nguyen Family", "2026-03-05 15:00", "2026-03-08 11:00", 2},          // from tomorrow
		{"henderson", "phoenix", "Henderson Family", "2026-03-06 16:00", "2026-03-10 11:00", 4}, // from Friday (Arizona)
		{"bauer", "washpark", "Bauer Family", "2026-03-11 16:00", "2026-03-14 10:00", 3},        // next week
		{"okafor", "york", "Okafor Family", "2026-03-12 15:00", "2026-03-15 10:00", 2},          // next week
		{"martinez", "moab", "Martinez Family", "2026-03-13 16:00", "2026-03-16 10:00", 6},      // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "york_deep", Property: "york", Service: "cleaning", At: "2026-03-05 09:00", Pro: "crewb", Status: "confirmed", Notes: "Deep clean: ovens, baseboards, windows"},
		{Key: "phx_pool", Property: "phoenix", Service: "maintenance", At: "2026-03-05 09:00", Pro: "saguaro", Notes: "Pool pump and filter check before the Hendersons"},
		{Key: "lohi_prep", Property: "lohi", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol"},
		{Key: "lohi_rstk", Property: "lohi", Service: "restocking", At: "2026-03-05 13:00"},
		{Key: "cap_clean", Property: "caphill", Service: "cleaning", At: "2026-03-05 13:00", Pro: "crewb", Notes: "Common hallway and stairwell"},
		{Key: "wp_to", Property: "washpark", Service: "cleaning", At: "2026-03-06 10:00", Pro: "crewb", Status: "confirmed"},
		{Key: "hl_to", Property: "highlands", Service: "cleaning", At: "2026-03-07 11:00", Pro: "crewa", Status: "confirmed"},
		{Key: "hl_rstk", Property: "highlands", Service: "restocking", At: "2026-03-07 14:00", Pro: "marisol"},
		{Key: "moab_to", Property: "moab", Service: "cleaning", At: "2026-03-08 10:00", Pro: "marisol"},
		{Key: "lohi_to", Property: "lohi", Service: "cleaning", At: "2026-03-08 11:00", Pro: "crewa"},
		{Key: "cap_hvac", Property: "caphill", Service: "maintenance", At: "2026-03-09 10:00", Pro: "dev", Status: "confirmed", Notes: "PM: furnace filter change and smoke detector batteries"},
		{Key: "hl_fix", Property: "highlands", Service: "maintenance", At: "2026-03-09 14:00", Pro: "dev", Notes: "Dishwasher not draining; check the drain hose and the disposal"},
		{Key: "wp_insp", Property: "washpark", Service: "inspection", At: "2026-03-10 10:00", Pro: "pete", Notes: "Pre-season walkthrough: roof, gutters, sprinklers"},
		{Key: "phx_to", Property: "phoenix", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "york_insp", Property: "york", Service: "inspection", At: "2026-03-11 09:00", Notes: "Annual fire extinguisher and CO detector check"},
		{Key: "wp_rstk", Property: "washpark", Service: "restocking", At: "2026-03-11 12:00", Pro: "marisol"},
		{Key: "moab_fix", Property: "moab", Service: "maintenance", At: "2026-03-12 10:00", Pro: "dev", Notes: "Hot tub: drain, refill and balance the chemicals before the Martinez family"},
		{Key: "wp_to2", Property: "washpark", Service: "cleaning", At: "2026-03-14 10:00", Pro: "crewa"},
		{Key: "york_to", Property: "york", Service: "cleaning", At: "2026-03-15 10:00"},
		{Key: "moab_to2", Property: "moab", Service: "cleaning", At: "2026-03-16 10:00"},
		{Key: "hl_past_insp", Property: "highlands", Service: "inspection", At: "2026-03-02 09:00", Pro: "pete", Status: "cancelled"},
		{Key: "wp_past_to", Property: "washpark", Service: "cleaning", At: "2026-03-01 10:00", Pro: "crewb", Status: "completed"},
		{Key: "moab_past_fix", Property: "moab", Service: "maintenance", At: "2026-02-27 11:00", Pro: "dev", Status: "completed", Notes: "Replaced the hot tub cover"},
		{Key: "phx_past_to", Property: "phoenix", Service: "cleaning", At: "2026-02-26 11:00", Pro: "saguaro", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
