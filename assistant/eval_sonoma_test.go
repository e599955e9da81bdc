package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sonomaFixture is the evaluation's account for the cases marked
// "fixture": "sonoma" (testdata/eval/cases_blind41.json), written before
// reading the engine: a host who manages many units in Sonoma County and
// on the Russian River, on Pacific time (The Hop Barn in Healdsburg; the
// Riverbend Cabin in Guerneville; the Plaza Flat in Sonoma; two in Bodega
// Bay, The Lookout and a house known by its street only, "210 Bay Flat
// Rd", with a 10:00 check-out and a 15:00 check-in; and The Riverwalk Loft
// in Reno, Nevada, also Pacific, with a 10:00 check-out and a 15:00
// check-in), and one on Mountain time (The Foothills House in Boise,
// Idaho). Two properties are in Bodega Bay. Seven pros: Marisol Vega and
// Luz Herrera, cleaners (Luz also restocks); Hank Delgado, a handyman;
// a plumber known by his company's e-mail (Redwood Rooter, Gus Pappas);
// an inspector (Noor Haddad); Shay Whitlock, who cleans and restocks in
// Reno and Boise; and an inactive cleaner (Dominic Ferraro). Stays: the
// Abernathys under way at the Hop Barn (out Friday) and the Mulcahys there
// from Friday week; the Castillo family checking out of 210 Bay Flat
// tomorrow at 10; Dmitri Volkov arriving at the Riverbend Cabin today (out
// Saturday); the Ferreiras at The Lookout this weekend; the Kowalskis at
// the Riverwalk Loft from tomorrow (out Sunday at 10); Yusuf Demir at the
// Plaza Flat next week with no clean booked before him; and the Haverfords
// at the Foothills House from Saturday, Mountain time, with no turnover
// booked after them. Maintenance is known by its notes ("Hot tub heater
// keeps tripping the breaker", "Slow drain in the shower", "Storm shutter
// on the ocean side rattles", "Deck railing loose on the bay side",
// "Furnace igniter clicks but won't light"). 210 Bay Flat (4 bedrooms,
// 3 baths) takes four hours to clean; the Hop Barn (3 bedrooms, 2 baths)
// three and a quarter; the Lookout (2 bedrooms, 2 baths) two and three
// quarters; the Riverbend Cabin (2 bedrooms, 1 bath) two and a half; the
// Plaza Flat and the Riverwalk Loft (1 bedroom, 1 bath) two; the
// Foothills House (3 bedrooms, 2.5 baths) three and a half. At evalNow it
// is 06:00 in California and Nevada and 07:00 in Boise. Daylight saving
// time starts on Sunday 8 March.
func sonomaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"barn", steward.AddressCreate{Street: "1420 Westside Rd", City: "Healdsburg", State: "CA", Zip: "95448", Nickname: strp("The Hop Barn"),
			AccessInstructions: strp("Keypad on the big sliding door, code 1420. Hot tub breaker is in the pump house."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(2000)}},
		{"riverbend", steward.AddressCreate{Street: "14880 Armstrong Woods Rd", City: "Guerneville", State: "CA", Zip: "95446", Nickname: strp("Riverbend Cabin"),
			AccessInstructions: strp("Lockbox on the deck stairs, code 8826. Park on the gravel pad, not the road."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"plaza", steward.AddressCreate{Street: "455 1st St W Apt B", City: "Sonoma", State: "CA", Zip: "95476", Nickname: strp("Plaza Flat"),
			AccessInstructions: strp("Side gate off the alley; key in the lockbox under the stairs, code 3107."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"lookout", steward.AddressCreate{Street: "1630 Eastshore Rd", City: "Bodega Bay", State: "CA", Zip: "94923", Nickname: strp("The Lookout"),
			AccessInstructions: strp("Smart lock on the front door, code 6430. Outdoor shower valve is behind the lattice."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1300)}},
		{"bayflat", steward.AddressCreate{Street: "210 Bay Flat Rd", City: "Bodega Bay", State: "CA", Zip: "94923",
			AccessInstructions: strp("Keypad on the garage, code 2109. Kayaks stay locked to the rack."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"reno", steward.AddressCreate{Street: "50 N Sierra St Unit 1205", City: "Reno", State: "NV", Zip: "89501", Nickname: strp("The Riverwalk Loft"),
			AccessInstructions: strp("Fob and key at the front desk under the host's name; guest parking level 3."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"foothills", steward.AddressCreate{Street: "1812 N 13th St", City: "Boise", State: "ID", Zip: "83702", Nickname: strp("The Foothills House"),
			AccessInstructions: strp("Smart lock on the back door, code 8370. Snow shovel on the porch."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1900)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "555-4101", Services: []steward.ServiceType{steward.Cleaning}}},
		{"luz", steward.ProCreate{Name: "Luz Herrera", Email: "luz.herrera@example.com", Phone: "555-4102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"hank", steward.ProCreate{Name: "Hank Delgado", Email: "hank@delgadofixit.example", Phone: "555-4103", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rooter", steward.ProCreate{Name: "Gus Pappas", Email: "dispatch@redwoodrooter.example", Phone: "555-4104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"noor", steward.ProCreate{Name: "Noor Haddad", Email: "noor@winecountryinspect.example", Phone: "555-4105", Services: []steward.ServiceType{steward.Inspection}}},
		{"shay", steward.ProCreate{Name: "Shay Whitlock", Email: "shay.whitlock@example.com", Phone: "555-4106", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dominic", steward.ProCreate{Name: "Dominic Ferraro", Email: "dominic.ferraro@example.com", Phone: "555-4107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"abernathy", "barn", "Abernathy Family", "2026-03-01 16:00", "2026-03-06 11:00", 6},      // under way, out Friday
		{"castillo", "bayflat", "Castillo Family", "2026-03-01 15:00", "2026-03-05 10:00", 8},     // out tomorrow at 10
		{"volkov", "riverbend", "Dmitri Volkov", "2026-03-04 16:00", "2026-03-07 11:00", 2},       // arrives today
		{"ferreira", "lookout", "Ferreira Family", "2026-03-06 16:00", "2026-03-08 11:00", 4},     // this weekend
		{"kowalski", "reno", "Kowalski Family", "2026-03-05 15:00", "2026-03-08 10:00", 3},        // from tomorrow, out Sunday at 10
		{"demir", "plaza", "Yusuf Demir", "2026-03-10 16:00", "2026-03-13 11:00", 2},              // next week, no clean booked before
		{"haverford", "foothills", "Haverford Family", "2026-03-07 16:00", "2026-03-11 11:00", 5}, // Mountain time, no turnover after
		{"mulcahy", "barn", "Mulcahy Family", "2026-03-13 16:00", "2026-03-15 11:00", 4},          // Friday week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "riverbend_prep", Property: "riverbend", Service: "cleaning", At: "2026-03-04 06:00", Pro: "luz", Status: "in_progress"},
		{Key: "bayflat_turn", Property: "bayflat", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "reno_restock", Property: "reno", Service: "restocking", At: "2026-03-05 12:00", Pro: "shay"},
		{Key: "plaza_drain", Property: "plaza", Service: "maintenance", At: "2026-03-05 13:00", Pro: "rooter", Notes: "Slow drain in the shower"},
		{Key: "barn_hottub", Property: "barn", Service: "maintenance", At: "2026-03-05 14:00", Pro: "hank", Notes: "Hot tub heater keeps tripping the breaker", DuringStay: true}, // the Abernathys reported it
		{Key: "lookout_prep", Property: "lookout", Service: "cleaning", At: "2026-03-06 10:00", Pro: "marisol"},
		{Key: "barn_turn", Property: "barn", Service: "cleaning", At: "2026-03-06 11:00", Pro: "luz", Status: "confirmed"},
		{Key: "riverbend_turn", Property: "riverbend", Service: "cleaning", At: "2026-03-07 11:00"},
		{Key: "foothills_prep", Property: "foothills", Service: "cleaning", At: "2026-03-07 10:00", Pro: "shay", Status: "confirmed"},
		{Key: "reno_turn", Property: "reno", Service: "cleaning", At: "2026-03-08 10:00", Pro: "shay", Status: "confirmed"},
		{Key: "plaza_inspect", Property: "plaza", Service: "inspection", At: "2026-03-09 10:00", Pro: "noor"},
		{Key: "lookout_shutter", Property: "lookout", Service: "maintenance", At: "2026-03-09 10:00", Pro: "hank", Notes: "Storm shutter on the ocean side rattles"},
		{Key: "lookout_inspect", Property: "lookout", Service: "inspection", At: "2026-03-09 14:00", Pro: "noor", Status: "cancelled"},
		{Key: "bayflat_railing", Property: "bayflat", Service: "maintenance", At: "2026-03-10 10:00", Pro: "hank", Notes: "Deck railing loose on the bay side"},
		{Key: "foothills_furnace", Property: "foothills", Service: "maintenance", At: "2026-03-12 09:00", Notes: "Furnace igniter clicks but won't light"},
		{Key: "bayflat_past_fix", Property: "bayflat", Service: "maintenance", At: "2026-02-24 10:00", Pro: "rooter", Status: "completed", Notes: "Replaced the water heater anode rod"},
		{Key: "barn_past_clean", Property: "barn", Service: "cleaning", At: "2026-02-27 11:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
