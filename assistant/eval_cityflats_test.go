package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// cityflatsFixture is the evaluation's account for the cases marked
// "fixture": "cityflats" (testdata/eval/cases_blind16.json), written before
// reading the engine: a property manager with six city apartments on
// Central time (three units in one Chicago building, "1200 N Dearborn St
// Unit 2A", "Unit 2B" and "Unit 5F"), Eastern time ("The Brownstone" in
// Brooklyn, the "Penthouse" in Manhattan) and Mountain time (a Denver loft
// known by its street only, "1732 Blake St"); a cleaning company's contact
// (e-mail "sparkleteam"), a cleaner who also restocks, the building's
// super, a locksmith (e-mail "keyfix"), an inspector and an inactive
// cleaner; a business traveler in 2A checking out tomorrow at 10, a stay
// under way in the Brownstone, a family of five arriving Friday ("the
// Okonkwos"), a stay next week with no turnover booked, and back-to-back
// stays in 5F on Saturday; maintenance known by its notes ("Dishwasher not
// draining", "Front door lock sticking") and cleanings in 2A and 2B on the
// same day. Daylight saving time starts on Sunday 8 March.
func cityflatsFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"u2a", steward.AddressCreate{Street: "1200 N Dearborn St Unit 2A", City: "Chicago", State: "IL", Zip: "60610",
			AccessInstructions: strp("Keys at the front desk; the doorman is on duty 24/7."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"u2b", steward.AddressCreate{Street: "1200 N Dearborn St Unit 2B", City: "Chicago", State: "IL", Zip: "60610",
			AccessInstructions: strp("Keys at the front desk; the doorman is on duty 24/7."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"u5f", steward.AddressCreate{Street: "1200 N Dearborn St Unit 5F", City: "Chicago", State: "IL", Zip: "60610",
			AccessInstructions: strp("Keys at the front desk; the doorman is on duty 24/7."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050)}},
		{"brown", steward.AddressCreate{Street: "418 Clinton St", City: "Brooklyn", State: "NY", Zip: "11231", Nickname: strp("The Brownstone"),
			AccessInstructions: strp("Lockbox on the stoop railing, code 1190."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100)}},
		{"pent", steward.AddressCreate{Street: "88 Greenwich St", City: "New York", State: "NY", Zip: "10006", Nickname: strp("Penthouse"),
			AccessInstructions: strp("Concierge has the key; elevator to PH needs the fob."), Bedrooms: intp(3), Bathrooms: floatp(3), SquareFeet: intp(2400)}},
		{"blake", steward.AddressCreate{Street: "1732 Blake St", City: "Denver", State: "CO", Zip: "80202",
			AccessInstructions: strp("Keypad on the side door, code 5820."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sparkle", steward.ProCreate{Name: "Rosa Delgado", Email: "sparkleteam@sparklecleaning.example", Phone: "555-1601", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tasha", steward.ProCreate{Name: "Tasha Greene", Email: "tasha.greene@example.com", Phone: "555-1602", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marco", steward.ProCreate{Name: "Marco Russo", Email: "marco@dearbornbldg.example", Phone: "555-1603", Services: []steward.ServiceType{steward.Maintenance}}},
		{"keyfix", steward.ProCreate{Name: "Lenny Abrams", Email: "keyfix@keyfixlocksmith.example", Phone: "555-1604", Services: []steward.ServiceType{steward.Maintenance}}},
		{"grace", steward.ProCreate{Name: "Grace Whitaker", Email: "grace@whitakerinspect.example", Phone: "555-1605", Services: []steward.ServiceType{steward.Inspection}}},
		{"becca", steward.ProCreate{Name: "Becca Lyons", Email: "becca.lyons@example.com", Phone: "555-1606", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"ellison", "u2a", "Mark Ellison", "2026-03-02 16:00", "2026-03-05 10:00", 1},      // under way, business traveler out tomorrow at 10
		{"reyes", "brown", "Daniel Reyes", "2026-03-01 16:00", "2026-03-08 11:00", 4},      // under way
		{"okonkwo", "pent", "Okonkwo Family", "2026-03-06 16:00", "2026-03-09 11:00", 5},   // arriving Friday
		{"foster", "blake", "Liam Foster", "2026-03-10 16:00", "2026-03-13 11:00", 2},      // next week, no turnover booked
		{"marchetti", "u5f", "Sofia Marchetti", "2026-03-05 16:00", "2026-03-07 11:00", 2}, // out Saturday…
		{"carter", "u5f", "Jamal Carter", "2026-03-07 16:00", "2026-03-10 11:00", 3},       // …in the same day
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "u5f_restock", Property: "u5f", Service: "restocking", At: "2026-03-04 07:30", Pro: "tasha", Status: "in_progress"},
		{Key: "u2a_clean", Property: "u2a", Service: "cleaning", At: "2026-03-05 10:00", Pro: "tasha", Status: "confirmed"},
		{Key: "u2b_clean", Property: "u2b", Service: "cleaning", At: "2026-03-05 13:00", Pro: "sparkle"},
		{Key: "brown_lock", Property: "brown", Service: "maintenance", At: "2026-03-05 15:00", Pro: "keyfix", Notes: "Front door lock sticking", DuringStay: true}, // the guests reported it
		{Key: "pent_inspect", Property: "pent", Service: "inspection", At: "2026-03-05 11:00", Status: "cancelled"},
		{Key: "u2b_dish", Property: "u2b", Service: "maintenance", At: "2026-03-06 10:00", Pro: "marco", Notes: "Dishwasher not draining"},
		{Key: "pent_clean", Property: "pent", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "u5f_turn", Property: "u5f", Service: "cleaning", At: "2026-03-07 11:00", Pro: "sparkle", Status: "confirmed"},
		{Key: "blake_inspect", Property: "blake", Service: "inspection", At: "2026-03-09 10:00", Pro: "grace"},
		{Key: "blake_heat", Property: "blake", Service: "maintenance", At: "2026-03-10 10:00", Notes: "Radiator banging in the bedroom"},
		{Key: "brown_past_clean", Property: "brown", Service: "cleaning", At: "2026-02-28 11:00", Pro: "sparkle", Status: "completed"},
		{Key: "u2a_past_fix", Property: "u2a", Service: "maintenance", At: "2026-02-24 10:00", Pro: "marco", Status: "completed", Notes: "Replaced bathroom faucet cartridge"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
