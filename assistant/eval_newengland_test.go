package assistant

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// newenglandFixture is the evaluation's account for the cases marked
// "fixture": "newengland" (testdata/eval/cases_blind23.json), written
// before reading the engine: a host on Cape Cod (The Saltbox in Chatham,
// Nauset Cottage in Orleans), in Vermont (Stowe Chalet, the ski condo
// "Sugarbush B12" at 102 Mountain Rd Unit B12), New Hampshire (a house
// known by its street only, "63 Pleasant St", and Winnipesaukee Camp) and
// Maine (Lighthouse View), all on Eastern time, plus Le Refuge in
// Mont-Tremblant, Quebec (America/Toronto). Seven pros: Réjean Côté, whom
// hosts type without accents; two Sullivans (Meghan cleans and restocks,
// Tom is the snow and caretaker man); a plumber known by his company's
// e-mail (dispatch@capecodplumbing.example); an inspector; an inactive
// cleaner; Jess Pelletier, a cleaner. Stays: the Whitcombs under way at
// Lighthouse View, Marcus Bell checking out of Stowe Chalet tomorrow, a
// ski group of 6 there from Friday, the Moreaus at Le Refuge next week
// with no turnover booked, Greg Hanlon at Sugarbush from today, and "Pat &
// Sam Doyle" at Nauset Cottage next week. Maintenance known by its notes
// ("Frozen pipe in crawlspace", "Chimney flue won't open", "Outdoor shower
// valve leaking", "Ice on the front steps"); completed work in February
// with its cost. Daylight saving time starts on Sunday 8 March.
func newenglandFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"saltbox", steward.AddressCreate{Street: "27 Old Harbor Rd", City: "Chatham", State: "MA", Zip: "02633", Nickname: strp("The Saltbox"),
			AccessInstructions: strp("Keypad on the kitchen door, code 2741. Outdoor shower shutoff is under the back deck."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"nauset", steward.AddressCreate{Street: "9 Cable Rd", City: "Orleans", State: "MA", Zip: "02653", Nickname: strp("Nauset Cottage"),
			AccessInstructions: strp("Lockbox on the porch railing, code 0614."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"stowe", steward.AddressCreate{Street: "1840 Edson Hill Rd", City: "Stowe", State: "VT", Zip: "05672", Nickname: strp("Stowe Chalet"),
			AccessInstructions: strp("Garage keypad 5150; the boot room door is open from the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"sugarbush", steward.AddressCreate{Street: "102 Mountain Rd Unit B12", City: "Warren", State: "VT", Zip: "05674", Nickname: strp("Sugarbush B12"),
			AccessInstructions: strp("Key fob in the lockbox at the B building entrance, code 1212."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"lighthouse", steward.AddressCreate{Street: "15 Lighthouse Point Rd", City: "Bristol", State: "ME", Zip: "04539", Nickname: strp("Lighthouse View"),
			AccessInstructions: strp("Smart lock on the front door, code 8830."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"pleasant", steward.AddressCreate{Street: "63 Pleasant St", City: "North Conway", State: "NH", Zip: "03860",
			AccessInstructions: strp("Lockbox by the side door, code 4406."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1400)}},
		{"camp", steward.AddressCreate{Street: "210 Moultonborough Neck Rd", City: "Moultonborough", State: "NH", Zip: "03254", Nickname: strp("Winnipesaukee Camp"),
			AccessInstructions: strp("Key under the green Adirondack chair on the porch."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2000)}},
		{"refuge", steward.AddressCreate{Street: "125 Chemin du Lac-Tremblant", City: "Mont-Tremblant", State: "QC", Zip: "J8E 1T1", Country: "CA", Nickname: strp("Le Refuge"),
			Timezone: "America/Toronto", AccessInstructions: strp("Keypad at the front door, code 7719. Snowshoes in the hall closet."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rejean", steward.ProCreate{Name: "Réjean Côté", Email: "rejean@cotemenage.example", Phone: "555-2301", Services: []steward.ServiceType{steward.Cleaning}}},
		{"meghan", steward.ProCreate{Name: "Meghan Sullivan", Email: "meghan@sullivanclean.example", Phone: "555-2302", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tom", steward.ProCreate{Name: "Tom Sullivan", Email: "tom.sullivan@example.com", Phone: "555-2303", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gary", steward.ProCreate{Name: "Gary Nickerson", Email: "dispatch@capecodplumbing.example", Phone: "555-2304", Services: []steward.ServiceType{steward.Maintenance}}},
		{"harriet", steward.ProCreate{Name: "Harriet Ames", Email: "harriet@amesinspect.example", Phone: "555-2305", Services: []steward.ServiceType{steward.Inspection}}},
		{"brianna", steward.ProCreate{Name: "Brianna Kowalski", Email: "brianna.k@example.com", Phone: "555-2306", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
		{"jess", steward.ProCreate{Name: "Jess Pelletier", Email: "jess@pelletierclean.example", Phone: "555-2307", Services: []steward.ServiceType{steward.Cleaning}}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitcomb", "lighthouse", "Claire Whitcomb", "2026-03-01 16:00", "2026-03-07 11:00", 2}, // under way
		{"bell", "stowe", "Marcus Bell", "2026-02-28 16:00", "2026-03-05 10:00", 4},              // out tomorrow
		{"ski", "stowe", "Fitzgerald Ski Group", "2026-03-06 16:00", "2026-03-09 10:00", 6},      // a ski group of 6
		{"moreau", "refuge", "Ines Moreau", "2026-03-10 16:00", "2026-03-14 11:00", 3},           // next week, no turnover booked
		{"hanlon", "sugarbush", "Greg Hanlon", "2026-03-04 16:00", "2026-03-08 10:00", 2},        // starts today
		{"doyle", "nauset", "Pat & Sam Doyle", "2026-03-12 16:00", "2026-03-15 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "sugar_clean", Property: "sugarbush", Service: "cleaning", At: "2026-03-04 08:00", Pro: "jess", Status: "in_progress"},
		{Key: "pleasant_steps", Property: "pleasant", Service: "maintenance", At: "2026-03-05 08:00", Pro: "tom", Notes: "Ice on the front steps"},
		{Key: "stowe_turn", Property: "stowe", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rejean", Status: "confirmed"},
		{Key: "saltbox_pipe", Property: "saltbox", Service: "maintenance", At: "2026-03-05 13:00", Pro: "gary", Notes: "Outdoor shower valve leaking"},
		{Key: "camp_pipe", Property: "camp", Service: "maintenance", At: "2026-03-06 08:00", Pro: "tom", Status: "confirmed", Notes: "Frozen pipe in crawlspace"},
		{Key: "stowe_flue", Property: "stowe", Service: "maintenance", At: "2026-03-06 13:00", Notes: "Chimney flue won't open"},
		{Key: "lighthouse_turn", Property: "lighthouse", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "stowe_ski_turn", Property: "stowe", Service: "cleaning", At: "2026-03-09 10:00", Pro: "rejean", Status: "confirmed"},
		{Key: "refuge_inspect", Property: "refuge", Service: "inspection", At: "2026-03-09 10:00", Pro: "harriet"},
		{Key: "saltbox_inspect", Property: "saltbox", Service: "inspection", At: "2026-03-11 11:00", Pro: "harriet", Status: "confirmed"},
		{Key: "nauset_clean", Property: "nauset", Service: "cleaning", At: "2026-03-12 09:00", Pro: "meghan"},
		{Key: "nauset_restock", Property: "nauset", Service: "restocking", At: "2026-03-12 13:00", Pro: "meghan"},
		{Key: "camp_past_snow", Property: "camp", Service: "maintenance", At: "2026-02-18 10:00", Pro: "tom", Status: "completed", Notes: "Plowed the driveway and raked the roof"},
		{Key: "saltbox_past_clean", Property: "saltbox", Service: "cleaning", At: "2026-02-27 10:00", Pro: "meghan", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	// What the February work cost.
	for key, cost := range map[string]float64{"camp_past_snow": 250, "saltbox_past_clean": 180} {
		if _, err := m.UpdateJob(ctx, 1, r.jobs[key], steward.JobUpdate{Cost: floatp(cost)}); err != nil {
			return nil, fmt.Errorf("job %s cost: %w", key, err)
		}
	}
	m.writes = 0
	return r, nil
}
