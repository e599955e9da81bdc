package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// bayouFixture is the evaluation's account for the cases marked
// "fixture": "bayou" (testdata/eval/cases_blind13.json), written before
// reading the engine: Gulf Coast properties on Central time (a shotgun
// house in New Orleans known by its street only, "1215 Piety St"; "The
// Carriage House" and "Main House" at the same street number in
// Galveston, units B and A; a lake camp nicknamed "Cypress Camp" in
// Louisiana) and on Eastern time (a beach condo known by building name and
// number, "Gulf Tower 1802", in Clearwater). Two cleaners (Amélie, a
// French first name, and Rosa, who also restocks), a pool and AC
// technician (maintenance, "coolair" in his e-mail), a handyman, an
// inspector and an inactive cleaner. Stays: one under way (LeBlanc), a
// couple checking out tomorrow ("the Thibodeauxs"), a group of twelve this
// weekend (Reyes), a same-day turnover at the Carriage House (Hollis out
// Saturday at 10, Nguyen in at 4), a stay next week with no turnover
// booked (Whitaker). Jobs in every status, maintenance known by its notes
// ("AC not cooling upstairs", "Pool pump leaking"), and two cleanings at
// the Main House, Friday and Sunday.
func bayouFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"piety", steward.AddressCreate{Street: "1215 Piety St", City: "New Orleans", State: "LA", Zip: "70117",
			AccessInstructions: strp("Lockbox on the side gate, code 5561. Street parking only."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"carriage", steward.AddressCreate{Street: "2207 Avenue L Unit B", City: "Galveston", State: "TX", Zip: "77550", Nickname: strp("The Carriage House"),
			AccessInstructions: strp("Keypad on the stair door, code 2207."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
		{"main", steward.AddressCreate{Street: "2207 Avenue L Unit A", City: "Galveston", State: "TX", Zip: "77550", Nickname: strp("Main House"),
			AccessInstructions: strp("Front door smart lock; pool gate code 4040."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3400)}},
		{"gulf", steward.AddressCreate{Street: "1500 Gulf Blvd Unit 1802", City: "Clearwater", State: "FL", Zip: "33767", Nickname: strp("Gulf Tower 1802"),
			AccessInstructions: strp("Fob at the front desk under the host's name."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250)}},
		{"camp", steward.AddressCreate{Street: "516 Lakeshore Dr", City: "Mooringsport", State: "LA", Zip: "71060", Nickname: strp("Cypress Camp"),
			AccessInstructions: strp("Key under the green crab pot on the porch."), Bedrooms: intp(3), Bathrooms: floatp(1), SquareFeet: intp(1300)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"amelie", steward.ProCreate{Name: "Amélie Guidry", Email: "amelie@guidryclean.example", Phone: "555-1301", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "555-1302", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"beau", steward.ProCreate{Name: "Beau Hebert", Email: "beau@gulfcoolair.example", Phone: "555-1303", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dale", steward.ProCreate{Name: "Dale Pruitt", Email: "dale.pruitt@example.com", Phone: "555-1304", Services: []steward.ServiceType{steward.Maintenance}}},
		{"nadine", steward.ProCreate{Name: "Nadine Cormier", Email: "nadine@cormierinspect.example", Phone: "555-1305", Services: []steward.ServiceType{steward.Inspection}}},
		{"tammy", steward.ProCreate{Name: "Tammy Boudreaux", Email: "tammy@example.com", Phone: "555-1306", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"leblanc", "piety", "Claire LeBlanc", "2026-03-02 16:00", "2026-03-06 11:00", 2},                 // under way
		{"thibodeaux", "gulf", "Marc and Danielle Thibodeaux", "2026-02-28 16:00", "2026-03-05 11:00", 2}, // out tomorrow
		{"reyes", "main", "Carmen Reyes", "2026-03-06 16:00", "2026-03-08 11:00", 12},                     // big group this weekend
		{"hollis", "carriage", "Greg Hollis", "2026-03-04 16:00", "2026-03-07 10:00", 2},                  // out Saturday at 10
		{"nguyen", "carriage", "Linh Nguyen", "2026-03-07 16:00", "2026-03-10 11:00", 3},                  // in Saturday at 4; no turnover after
		{"whitaker", "camp", "Dean Whitaker", "2026-03-12 16:00", "2026-03-15 11:00", 6},                  // next week, no turnover booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "camp_clean", Property: "camp", Service: "cleaning", At: "2026-03-04 07:30", Pro: "rosa", Status: "in_progress"},
		{Key: "piety_ac", Property: "piety", Service: "maintenance", At: "2026-03-05 10:00", Pro: "beau", Notes: "AC not cooling upstairs", DuringStay: true}, // the LeBlancs asked
		{Key: "gulf_clean", Property: "gulf", Service: "cleaning", At: "2026-03-05 12:00", Pro: "rosa"},
		{Key: "main_pool", Property: "main", Service: "maintenance", At: "2026-03-06 09:00", Pro: "beau", Status: "confirmed", Notes: "Pool pump leaking"},
		{Key: "main_prep", Property: "main", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "piety_clean", Property: "piety", Service: "cleaning", At: "2026-03-06 12:00", Pro: "amelie", Status: "confirmed"},
		{Key: "gulf_inspect", Property: "gulf", Service: "inspection", At: "2026-03-06 10:00", Status: "cancelled"},
		{Key: "carriage_turn", Property: "carriage", Service: "cleaning", At: "2026-03-07 11:00", Pro: "amelie", Status: "confirmed"},
		{Key: "main_clean", Property: "main", Service: "cleaning", At: "2026-03-08 13:00", Pro: "rosa"},
		{Key: "camp_inspect", Property: "camp", Service: "inspection", At: "2026-03-09 10:00", Pro: "nadine"},
		{Key: "camp_fix", Property: "camp", Service: "maintenance", At: "2026-03-10 13:00", Pro: "dale", Notes: "Dock boards loose"},
		{Key: "main_handy", Property: "main", Service: "maintenance", At: "2026-03-11 10:00", Pro: "dale", Notes: "Porch screen door torn"},
		{Key: "main_past_ac", Property: "main", Service: "maintenance", At: "2026-02-24 10:00", Pro: "beau", Status: "completed", Notes: "AC serviced, replaced filter"},
		{Key: "piety_past_clean", Property: "piety", Service: "cleaning", At: "2026-03-02 11:00", Pro: "amelie", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
