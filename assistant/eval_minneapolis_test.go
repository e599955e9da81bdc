package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// minneapolisFixture is the evaluation's account for the cases marked
// "fixture": "minneapolis" (testdata/eval/cases_minneapolis.json), written
// before reading the engine: the owner of a small cleaning and
// property-care company in Minneapolis who runs her clients' vacation
// rentals through Steward. The pros are mostly her own crew ("my girls",
// Crew B, Jess the lead) and her subcontractors, and she writes like a busy
// owner-operator: staff shorthand ("put Jess on the lake place", "pull Maria
// off", "swap their Thursdays"), the clients' names for the properties
// ("the Hendersons' cabin", "Dr. Park's condo"), Midwestern niceness ("oh
// for cute", "you betcha", "uff da") and winter trouble (snow, frozen
// pipes, ice dams). All on America/Chicago (08:00 CST at evalNow:
// Wednesday 4 March 2026, 14:00 UTC; clocks go forward on Sunday 8 March).
// Properties, with check-in and check-out: the Henderson Cabin in Excelsior
// on Lake Minnetonka (16:00 and 10:00), Dr. Park's Condo in the North Loop
// (15:00 and 11:00), the Lake Place in White Bear Lake (16:00 and 10:00),
// the Big House in Wayzata (16:00 and 10:00), the Stillwater Loft (15:00
// and 11:00) and the Lindgren Duplex in Linden Hills (15:00 and 10:00).
// Pros: Jess Halvorson (her lead: cleaning, restocking), Tina Marquez
// (cleaning), Maria Santos (cleaning, restocking), Crew B (a two-woman
// crew: cleaning, restocking), Gary Lindahl the handyman sub (snow, ice
// dams, pipes), Dave Kowalski the window guy, Ron Bergstrom the city's
// rental-license inspector and Brittany Olson, a cleaner who has left
// (inactive). Stays: the Carlsons at the Henderson Cabin (out tomorrow at
// 10), the Bauers at the Big House (out Friday at 10), the Kims at Dr.
// Park's Condo from today at 15:00 (out Sunday at 11), the Reyes family at
// the Lake Place from tomorrow at 16:00 (out Monday at 10), the Schmidts
// at the Stillwater Loft Friday to Sunday, the Thompsons at the Henderson
// Cabin Saturday to Saturday 14th, the Walsh hockey group at the Big House
// Thursday 12th to Sunday 15th and the Patels at the Lindgren Duplex
// Friday 13th to Monday 16th.
func minneapolisFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"henderson", steward.AddressCreate{Street: "21 Water Street", City: "Excelsior", State: "MN", Zip: "55331", Nickname: strp("Henderson Cabin"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the mudroom door, code 2468. Snow shovel and ice melt in the mudroom."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"park", steward.AddressCreate{Street: "700 Washington Ave N #512", City: "Minneapolis", State: "MN", Zip: "55401", Nickname: strp("Dr. Park's Condo"), Timezone: "America/Chicago",
			AccessInstructions: strp("Fob and key at the front desk under North Star Cleaning. Guest parking on P2."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"lake", steward.AddressCreate{Street: "4411 Lake Avenue", City: "White Bear Lake", State: "MN", Zip: "55110", Nickname: strp("The Lake Place"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the garage side door, code 1979. Hot tub cover has two latches."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"bighouse", steward.AddressCreate{Street: "1780 Ferndale Road W", City: "Wayzata", State: "MN", Zip: "55391", Nickname: strp("The Big House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock on the front door, code 5511. Linens in the basement closet."), Bedrooms: intp(6), Bathrooms: floatp(4.5), SquareFeet: intp(5200),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"stillwater", steward.AddressCreate{Street: "215 Main Street S", City: "Stillwater", State: "MN", Zip: "55082", Nickname: strp("Stillwater Loft"), Timezone: "America/Chicago",
			AccessInstructions: strp("Side entrance off the alley, code 8080. Skylight pole in the hall closet."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"duplex", steward.AddressCreate{Street: "4316 Upton Ave S", City: "Minneapolis", State: "MN", Zip: "55410", Nickname: strp("Lindgren Duplex"), Timezone: "America/Chicago",
			AccessInstructions: strp("Upper unit, back stairs. Key in the lockbox on the railing, code 4316."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jess", steward.ProCreate{Name: "Jess Halvorson", Email: "jess@northstarclean.example", Phone: "612-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tina", steward.ProCreate{Name: "Tina Marquez", Email: "tina@northstarclean.example", Phone: "612-555-0172", Services: []steward.ServiceType{steward.Cleaning}}},
		{"maria", steward.ProCreate{Name: "Maria Santos", Email: "maria@northstarclean.example", Phone: "612-555-0173", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"crewb", steward.ProCreate{Name: "Crew B", Email: "crewb@northstarclean.example", Phone: "612-555-0174", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gary", steward.ProCreate{Name: "Gary Lindahl", Email: "gary@lindahlhandyman.example", Phone: "952-555-0175", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dave", steward.ProCreate{Name: "Dave Kowalski", Email: "dave@kowalskiwindows.example", Phone: "763-555-0176", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ron", steward.ProCreate{Name: "Ron Bergstrom", Email: "ron.bergstrom@cityinspections.example", Phone: "612-555-0177", Services: []steward.ServiceType{steward.Inspection}}},
		{"brittany", steward.ProCreate{Name: "Brittany Olson", Email: "brittany.olson@example.com", Phone: "651-555-0178", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"carlson", "henderson", "Carlson Family", "2026-03-01 16:00", "2026-03-05 10:00", 5}, // under way, out tomorrow
		{"bauer", "bighouse", "Bauer Family", "2026-03-02 16:00", "2026-03-06 10:00", 10},     // under way, out Friday
		{"kim", "park", "Kim Family", "2026-03-04 15:00", "2026-03-08 11:00", 2},              // arriving today
		{"reyes", "lake", "Reyes Family", "2026-03-05 16:00", "2026-03-09 10:00", 4},          // from tomorrow
		{"schmidt", "stillwater", "Schmidt Family", "2026-03-06 15:00", "2026-03-08 11:00", 2},
		{"thompson", "henderson", "Thompson Family", "2026-03-07 16:00", "2026-03-14 10:00", 6},
		{"walsh", "bighouse", "Walsh Group", "2026-03-12 16:00", "2026-03-15 10:00", 12},
		{"patel", "duplex", "Patel Family", "2026-03-13 15:00", "2026-03-16 10:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "park_prep", Property: "park", Service: "cleaning", At: "2026-03-04 10:00", Pro: "maria", Status: "confirmed", Notes: "Ready for the Kims"},
		{Key: "still_windows", Property: "stillwater", Service: "maintenance", At: "2026-03-04 13:00", Pro: "dave", Notes: "Inside windows and the skylight"},
		{Key: "hend_co", Property: "henderson", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jess", Status: "confirmed", Notes: "Turnover after the Carlsons"},
		{Key: "lake_prep", Property: "lake", Service: "cleaning", At: "2026-03-05 09:00", Pro: "tina", Status: "confirmed", Notes: "Ready for the Reyes family"},
		{Key: "lake_snow", Property: "lake", Service: "maintenance", At: "2026-03-05 13:00", Pro: "gary", Notes: "Shovel the walk and the deck stairs, salt the steps"},
		{Key: "duplex_insp", Property: "duplex", Service: "inspection", At: "2026-03-05 11:00", Pro: "ron", Notes: "City rental license inspection"},
		{Key: "big_co", Property: "bighouse", Service: "cleaning", At: "2026-03-06 10:00", Pro: "crewb", Status: "confirmed", Notes: "Turnover after the Bauers"},
		{Key: "still_prep", Property: "stillwater", Service: "cleaning", At: "2026-03-06 10:00", Pro: "maria", Notes: "Ready for the Schmidts"},
		{Key: "big_restock", Property: "bighouse", Service: "restocking", At: "2026-03-06 16:00", Notes: "Paper goods, coffee, ice melt"},
		{Key: "hend_icedam", Property: "henderson", Service: "maintenance", At: "2026-03-06 13:00", Pro: "gary", Notes: "Rake the roof and check the ice dam over the back door"},
		{Key: "hend_prep", Property: "henderson", Service: "cleaning", At: "2026-03-07 10:00", Pro: "tina", Notes: "Ready for the Thompsons"},
		{Key: "park_co", Property: "park", Service: "cleaning", At: "2026-03-08 11:00", Pro: "jess", Status: "confirmed", Notes: "Turnover after the Kims"},
		{Key: "still_co", Property: "stillwater", Service: "cleaning", At: "2026-03-08 11:00", Notes: "Turnover after the Schmidts"},
		{Key: "lake_co", Property: "lake", Service: "cleaning", At: "2026-03-09 10:00", Pro: "maria", Notes: "Turnover after the Reyes family"},
		{Key: "big_windows", Property: "bighouse", Service: "maintenance", At: "2026-03-10 10:00", Pro: "dave", Notes: "Windows inside and out before the Walsh group"},
		{Key: "duplex_deep", Property: "duplex", Service: "cleaning", At: "2026-03-10 09:00", Pro: "crewb", Notes: "Spring deep clean: baseboards and the oven"},
		{Key: "hend_plow", Property: "henderson", Service: "maintenance", At: "2026-03-11 09:00", Pro: "gary", Notes: "Plow the driveway and shovel the walk", DuringStay: true},
		{Key: "park_furnace", Property: "park", Service: "maintenance", At: "2026-03-11 13:00", Pro: "gary", Notes: "Furnace filter and the bathroom fan"},
		{Key: "big_prep", Property: "bighouse", Service: "cleaning", At: "2026-03-12 09:00", Pro: "crewb", Status: "confirmed", Notes: "Ready for the Walsh group"},
		{Key: "still_insp", Property: "stillwater", Service: "inspection", At: "2026-03-12 10:00", Pro: "ron", Notes: "Smoke and CO detectors"},
		{Key: "duplex_prep", Property: "duplex", Service: "cleaning", At: "2026-03-13 10:00", Pro: "tina", Notes: "Ready for the Patels"},
		{Key: "hend_co2", Property: "henderson", Service: "cleaning", At: "2026-03-14 10:00", Pro: "jess", Notes: "Turnover after the Thompsons"},
		{Key: "big_co2", Property: "bighouse", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after the Walsh group"},
		{Key: "duplex_co", Property: "duplex", Service: "cleaning", At: "2026-03-16 10:00", Pro: "maria", Notes: "Turnover after the Patels"},
		{Key: "hend_past_pipe", Property: "henderson", Service: "maintenance", At: "2026-02-25 10:00", Pro: "gary", Status: "completed", Notes: "Thawed the frozen pipe under the kitchen sink"},
		{Key: "park_insp_cx", Property: "park", Service: "inspection", At: "2026-03-02 10:00", Pro: "ron", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
