package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// havasuFixture is the evaluation's account for the cases marked
// "fixture": "havasu" (testdata/eval/cases_blind36.json), written before
// reading the engine: a host on the Colorado River with three places in
// Lake Havasu City and two in Bullhead City, Arizona (America/Phoenix, no
// daylight saving time), and two across the river in Laughlin, Nevada
// (Pacific time: an hour behind Arizona until Sunday 8 March, the same
// clock from then on). Lake Havasu City: The Bridge House (10:00
// check-out), Casa Saguaro (4 bedrooms, 3 baths: four hours to clean) and
// a house known by its street only, "915 Palo Verde Blvd S" (15:00
// check-in, 10:00 check-out). Bullhead City: The Driftwood, with a boat
// dock, and the Oxbow Cottage (15:00 check-in). Laughlin: The Tumbleweed,
// a condo on the 14th floor of a tower on Casino Dr, and Mesa Vista, a
// house (15:00 check-in, 10:00 check-out, 3.5 hours to clean).
// Seven pros: Marisol Ybarra, who cleans and restocks on the Havasu side;
// Renata Oliveira, a cleaner in Bullhead and Laughlin; Dwayne Kessler, a
// handyman; Chuy Delgado of Desert Breeze Cooling, who fixes AC and
// pools; Hank Pruitt, an inspector; Lupe Carrillo, who only restocks; and
// an inactive cleaner, Brandi Sorensen.
// Stays: the Abernathy family at Casa Saguaro (out tomorrow at 11), the
// Kowalczyks arriving at the Bridge House today (out Sunday at 10), the
// Trujillos under way at the Tumbleweed (out Saturday, Pacific time),
// Priscilla Haskins at the Oxbow from Friday to Monday, the Fairweather
// family (8) at Mesa Vista from Monday 9 March, after the clocks change,
// and Bao Nguyen at the Driftwood next week with no clean booked before
// him. Palo Verde has no stay. Maintenance is known by its notes ("AC
// blowing warm air in the main bedroom", "Boat dock ladder loose", "Pool
// pump making a grinding noise").
func havasuFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bridge", steward.AddressCreate{Street: "1840 McCulloch Blvd N", City: "Lake Havasu City", State: "AZ", Zip: "86403", Nickname: strp("The Bridge House"),
			AccessInstructions: strp("Keypad on the front door, code 1971. Kayaks are locked in the side yard, combo 0308."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"saguaro", steward.AddressCreate{Street: "2650 Jamaica Blvd S", City: "Lake Havasu City", State: "AZ", Zip: "86406", Nickname: strp("Casa Saguaro"),
			AccessInstructions: strp("Lockbox on the garage side door, code 6640. Pool gate latch sticks: lift and push."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"paloverde", steward.AddressCreate{Street: "915 Palo Verde Blvd S", City: "Lake Havasu City", State: "AZ", Zip: "86403",
			AccessInstructions: strp("Smart lock on the front door, code 9155. Park on the gravel pad, not the street."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"driftwood", steward.AddressCreate{Street: "1580 Riverview Dr", City: "Bullhead City", State: "AZ", Zip: "86442", Nickname: strp("The Driftwood"),
			AccessInstructions: strp("Keypad at the carport door, code 4420. The dock gate key hangs on the hook inside the laundry."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"oxbow", steward.AddressCreate{Street: "2219 Oxbow Dr", City: "Bullhead City", State: "AZ", Zip: "86442", Nickname: strp("Oxbow Cottage"),
			AccessInstructions: strp("Key in the lockbox on the back porch rail, code 2219."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"tumbleweed", steward.AddressCreate{Street: "2200 S Casino Dr Apt 1402", City: "Laughlin", State: "NV", Zip: "89029", Nickname: strp("The Tumbleweed"),
			AccessInstructions: strp("Front desk holds the fob under the host's name; unit door code 1402#. Guest parking on level 2 of the garage."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
		{"mesavista", steward.AddressCreate{Street: "3480 Bruce Woodbury Dr", City: "Laughlin", State: "NV", Zip: "89029", Nickname: strp("Mesa Vista"),
			AccessInstructions: strp("Garage keypad 3480; the house key is on the nail by the water softener."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Ybarra", Email: "marisol.ybarra@example.com", Phone: "555-3601", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"renata", steward.ProCreate{Name: "Renata Oliveira", Email: "renata@riverbendclean.example", Phone: "555-3602", Services: []steward.ServiceType{steward.Cleaning}}},
		{"dwayne", steward.ProCreate{Name: "Dwayne Kessler", Email: "dwayne.kessler@example.com", Phone: "555-3603", Services: []steward.ServiceType{steward.Maintenance}}},
		{"chuy", steward.ProCreate{Name: "Chuy Delgado", Email: "chuy@desertbreezecooling.example", Phone: "555-3604", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hank", steward.ProCreate{Name: "Hank Pruitt", Email: "hank@rivercountryinspect.example", Phone: "555-3605", Services: []steward.ServiceType{steward.Inspection}}},
		{"lupe", steward.ProCreate{Name: "Lupe Carrillo", Email: "lupe.carrillo@example.com", Phone: "555-3606", Services: []steward.ServiceType{steward.Restocking}}},
		{"brandi", steward.ProCreate{Name: "Brandi Sorensen", Email: "brandi.sorensen@example.com", Phone: "555-3607", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"abernathy", "saguaro", "Abernathy Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},       // out tomorrow
		{"kowalczyk", "bridge", "Kowalczyk Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},        // arrives today
		{"trujillo", "tumbleweed", "Trujillo Family", "2026-03-03 16:00", "2026-03-07 11:00", 4},      // under way, Pacific time
		{"haskins", "oxbow", "Priscilla Haskins", "2026-03-06 15:00", "2026-03-09 11:00", 2},          // Friday to Monday
		{"fairweather", "mesavista", "Fairweather Family", "2026-03-09 15:00", "2026-03-14 10:00", 8}, // after the clocks change
		{"nguyen", "driftwood", "Bao Nguyen", "2026-03-12 16:00", "2026-03-15 11:00", 3},              // next week, no clean booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "paloverde_clean", Property: "paloverde", Service: "cleaning", At: "2026-03-04 06:30", Pro: "marisol", Status: "in_progress"},
		{Key: "bridge_prep", Property: "bridge", Service: "cleaning", At: "2026-03-04 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "tumbleweed_ac", Property: "tumbleweed", Service: "maintenance", At: "2026-03-05 09:00", Pro: "chuy", Notes: "AC blowing warm air in the main bedroom", DuringStay: true}, // the Trujillos reported it
		{Key: "saguaro_turn", Property: "saguaro", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "driftwood_dock", Property: "driftwood", Service: "maintenance", At: "2026-03-06 10:00", Pro: "dwayne", Notes: "Boat dock ladder loose, two bolts missing"},
		{Key: "oxbow_prep", Property: "oxbow", Service: "cleaning", At: "2026-03-06 10:00", Pro: "renata", Status: "confirmed"},
		{Key: "oxbow_restock", Property: "oxbow", Service: "restocking", At: "2026-03-06 13:00", Pro: "lupe"},
		{Key: "mesavista_inspect", Property: "mesavista", Service: "inspection", At: "2026-03-06 14:00", Pro: "hank"},
		{Key: "tumbleweed_turn", Property: "tumbleweed", Service: "cleaning", At: "2026-03-07 11:00", Pro: "renata", Status: "confirmed"},
		{Key: "bridge_turn", Property: "bridge", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "mesavista_prep", Property: "mesavista", Service: "cleaning", At: "2026-03-09 09:00", Pro: "renata"},
		{Key: "saguaro_inspect", Property: "saguaro", Service: "inspection", At: "2026-03-09 10:00", Pro: "hank", Status: "cancelled"},
		{Key: "oxbow_turn", Property: "oxbow", Service: "cleaning", At: "2026-03-09 11:00", Pro: "marisol"},
		{Key: "paloverde_pool", Property: "paloverde", Service: "maintenance", At: "2026-03-10 08:00", Pro: "chuy", Notes: "Pool pump making a grinding noise"},
		{Key: "tumbleweed_restock", Property: "tumbleweed", Service: "restocking", At: "2026-03-11 14:00", Pro: "lupe"},
		{Key: "bridge_past_fix", Property: "bridge", Service: "maintenance", At: "2026-02-24 10:00", Pro: "dwayne", Status: "completed", Notes: "Replaced the garbage disposal"},
		{Key: "driftwood_past_clean", Property: "driftwood", Service: "cleaning", At: "2026-02-27 11:00", Pro: "renata", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
