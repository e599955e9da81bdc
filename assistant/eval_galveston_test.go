package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// galvestonFixture is the evaluation's account for the cases marked
// "fixture": "galveston" (testdata/eval/cases_blind65.json), written
// before reading the engine: the personal assistant of a property owner
// (Mr. Whitaker), who writes on his behalf in the third person ("Mr.
// Whitaker would like…", "the owner says to cancel…", "he wants Carlos,
// not Dave", "she asked me to check…"), politely, relaying his decisions,
// sometimes quoting him word for word, and who answers the assistant's
// questions with one or two words ("yes", "the 2nd one", "thursday",
// "carlos", "no, 11", "both"). On Central time (Texas): the Beach House,
// a house on Bermuda Beach Dr on Galveston's West End with a 10:00
// check-out; the Strand Loft, a one-bedroom on the Strand downtown; a
// cottage known only by its street (814 Ball St); the Bolivar Cabin, a
// house on stilts in Crystal Beach; and the Heights Bungalow in Houston.
// On Mountain time: the Railyard Condo in Santa Fe. Daylight saving time
// starts on Sunday 8 March in both zones. Seven pros: Carlos Mendoza, who
// cleans and restocks in Galveston; Dave Kowalski, who cleans; Rosa
// Gutierrez, who cleans and restocks in Houston; Gulf Coast Air & Heat, a
// company (maintenance: air conditioning); Ray Thibodeaux, a handyman
// (maintenance and inspections); Elena Baca, who cleans, restocks and
// inspects in Santa Fe; and an inactive cleaner (Tammy Pruitt). Stays,
// named after families: the Nguyens under way at the Beach House (out
// tomorrow at 10), Mr. Whitaker's daughter Emily and her family at the
// Beach House from Friday (out Tuesday at 10), the Delgados there next
// week; the Brennans under way at the Strand Loft (out Friday), the
// Okonkwos there Saturday to Monday; the Hargroves arriving at 814 Ball St
// today (out Sunday); the Lams under way at the Heights Bungalow (out
// Saturday), the Pattersons there next week; the Abernathys at the Santa
// Fe condo from tomorrow (out Monday); the Reyes family at the Bolivar
// Cabin next week. Jobs: turnovers after the check-outs and cleanings
// before arrivals, two jobs the same day at 814 Ball St (today), the Beach
// House (Thursday) and the Heights Bungalow (Saturday), maintenance whose
// notes say what it is for (upstairs AC short-cycling, back gate latch,
// kiva fireplace flue, outdoor shower valve), an inspection before the
// season at the Bolivar Cabin, unassigned jobs (the Beach House's Friday
// restock, 814 Ball St's Sunday turnover, the flue), pending and confirmed
// jobs, a cancelled one and completed ones in the past. At evalNow it is
// 08:00 in Texas and 07:00 in Santa Fe.
func galvestonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"beach", steward.AddressCreate{Street: "4102 Bermuda Beach Dr", City: "Galveston", State: "TX", Zip: "77554", Nickname: strp("The Beach House"),
			AccessInstructions: strp("Keypad on the front door under the stairs, code 4102. Beach towels are in the hall closet."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckOutTime: "10:00"}},
		{"strand", steward.AddressCreate{Street: "2211 Strand St Unit 3", City: "Galveston", State: "TX", Zip: "77550", Nickname: strp("Strand Loft"),
			AccessInstructions: strp("Building door code 2211#, unit key in the lockbox by the mailboxes, code 0303."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"ball", steward.AddressCreate{Street: "814 Ball St", City: "Galveston", State: "TX", Zip: "77550",
			AccessInstructions: strp("Lockbox on the back stair rail, code 8141."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"bolivar", steward.AddressCreate{Street: "1150 Sand Dollar Dr", City: "Crystal Beach", State: "TX", Zip: "77650", Nickname: strp("Bolivar Cabin"),
			AccessInstructions: strp("Take the ferry; key under the blue crab sign by the stairs."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"heights", steward.AddressCreate{Street: "1543 Yale St", City: "Houston", State: "TX", Zip: "77008", Nickname: strp("Heights Bungalow"),
			AccessInstructions: strp("Smart lock on the side door, code 1543. Park on the street, not in the neighbor's drive."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1650)}},
		{"santafe", steward.AddressCreate{Street: "1000 Paseo de Peralta Unit 12", City: "Santa Fe", State: "NM", Zip: "87501", Nickname: strp("Railyard Condo"),
			AccessInstructions: strp("Gate code 1012, then the key box on the patio wall, code 8750."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"carlos", steward.ProCreate{Name: "Carlos Mendoza", Email: "carlos.mendoza@example.com", Phone: "409-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dave", steward.ProCreate{Name: "Dave Kowalski", Email: "dave@islandsparkle.example", Phone: "409-555-0172", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rosa", steward.ProCreate{Name: "Rosa Gutierrez", Email: "rosa.gutierrez@example.com", Phone: "713-555-0173", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gulfair", steward.ProCreate{Name: "Gulf Coast Air & Heat", Email: "service@gulfcoastair.example", Phone: "409-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Thibodeaux", Email: "ray.thibodeaux@example.com", Phone: "409-555-0175", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"elena", steward.ProCreate{Name: "Elena Baca", Email: "elena.baca@example.com", Phone: "505-555-0176", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"tammy", steward.ProCreate{Name: "Tammy Pruitt", Email: "tammy.pruitt@example.com", Phone: "409-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "beach", "Nguyen Family", "2026-03-01 16:00", "2026-03-05 10:00", 6},         // under way, out tomorrow
		{"whitaker", "beach", "Emily Whitaker", "2026-03-06 16:00", "2026-03-10 10:00", 5},      // the owner's daughter, from Friday
		{"delgado", "beach", "Delgado Family", "2026-03-13 16:00", "2026-03-16 10:00", 8},       // next week
		{"brennan", "strand", "Brennan Family", "2026-03-02 16:00", "2026-03-06 11:00", 2},      // under way, out Friday
		{"okonkwo", "strand", "Okonkwo Family", "2026-03-07 16:00", "2026-03-09 11:00", 2},      // Saturday to Monday
		{"hargrove", "ball", "Hargrove Family", "2026-03-04 16:00", "2026-03-08 11:00", 4},      // arriving today, out Sunday
		{"lam", "heights", "Lam Family", "2026-03-03 16:00", "2026-03-07 11:00", 3},             // under way, out Saturday
		{"patterson", "heights", "Patterson Family", "2026-03-11 16:00", "2026-03-14 11:00", 4}, // next week
		{"abernathy", "santafe", "Abernathy Family", "2026-03-05 16:00", "2026-03-09 11:00", 3}, // from tomorrow (Mountain)
		{"reyes", "bolivar", "Reyes Family", "2026-03-12 16:00", "2026-03-15 11:00", 5},         // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "ball_prep", Property: "ball", Service: "cleaning", At: "2026-03-04 11:00", Pro: "dave", Status: "confirmed"},
		{Key: "ball_restock", Property: "ball", Service: "restocking", At: "2026-03-04 14:00", Pro: "carlos"},
		{Key: "beach_turn", Property: "beach", Service: "cleaning", At: "2026-03-05 10:00", Pro: "carlos", Status: "confirmed"},
		{Key: "beach_ac", Property: "beach", Service: "maintenance", At: "2026-03-05 14:30", Pro: "gulfair", Notes: "Upstairs AC unit short-cycling, master bedroom not cooling"},
		{Key: "santafe_prep", Property: "santafe", Service: "cleaning", At: "2026-03-05 10:00", Pro: "elena", Status: "confirmed"},
		{Key: "strand_turn", Property: "strand", Service: "cleaning", At: "2026-03-06 11:00", Pro: "dave"},
		{Key: "beach_restock", Property: "beach", Service: "restocking", At: "2026-03-06 12:00"},
		{Key: "heights_turn", Property: "heights", Service: "cleaning", At: "2026-03-07 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "heights_gate", Property: "heights", Service: "maintenance", At: "2026-03-07 15:00", Pro: "ray", Notes: "Back gate latch broken, loose fence board by the driveway"},
		{Key: "ball_turn", Property: "ball", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "strand_turn2", Property: "strand", Service: "cleaning", At: "2026-03-09 11:00", Pro: "carlos"},
		{Key: "santafe_turn", Property: "santafe", Service: "cleaning", At: "2026-03-09 11:00", Pro: "elena"},
		{Key: "santafe_flue", Property: "santafe", Service: "maintenance", At: "2026-03-10 10:00", Notes: "Kiva fireplace flue sticking, check the damper"},
		{Key: "beach_turn2", Property: "beach", Service: "cleaning", At: "2026-03-10 10:00", Pro: "carlos"},
		{Key: "bolivar_inspect", Property: "bolivar", Service: "inspection", At: "2026-03-10 13:00", Pro: "ray", Notes: "Pre-season check: roof flashing and stilts after the winter storms"},
		{Key: "ball_plumb", Property: "ball", Service: "maintenance", At: "2026-03-11 10:00", Pro: "ray", Notes: "Outdoor shower leaking at the valve"},
		{Key: "heights_prep", Property: "heights", Service: "cleaning", At: "2026-03-11 10:00", Pro: "rosa"},
		{Key: "bolivar_prep", Property: "bolivar", Service: "cleaning", At: "2026-03-12 10:00", Pro: "dave"},
		{Key: "bolivar_clean_old", Property: "bolivar", Service: "cleaning", At: "2026-03-05 10:00", Status: "cancelled"},
		{Key: "beach_past_clean", Property: "beach", Service: "cleaning", At: "2026-03-01 10:00", Pro: "carlos", Status: "completed"},
		{Key: "heights_past_ac", Property: "heights", Service: "maintenance", At: "2026-02-24 10:00", Pro: "gulfair", Status: "completed", Notes: "Replaced the condensate pump on the AC"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
