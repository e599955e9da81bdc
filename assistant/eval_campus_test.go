package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// campusFixture is the evaluation's account for the cases marked
// "fixture": "campus" (testdata/eval/cases_blind17.json), written before
// reading the engine: a manager of rentals near universities, on Central
// time (Madison, Wisconsin: The Gables, and a duplex known by its street,
// "412 N Frances St Upper" and "412 N Frances St Lower"), Eastern time (Ann
// Arbor, Michigan: the Kerrytown Condo, "500 E Huron St Unit 3C", and
// "1308 Geddes Ave", known by its street only) and Mountain time (Boulder,
// Colorado: Chautauqua Cabin). Pros: Sean O'Brien (an apostrophe) and
// Maria Lopez-Hernandez (a hyphen, also restocks) clean in Madison, where a
// handyman is known by his company's e-mail (fixit@badgerhandy.example);
// Jen Kowalski cleans and Jenna Park inspects in Ann Arbor (one name the
// prefix of the other), Tom Nguyen repairs and inspects; Kyle Brandt cleans
// and restocks in Boulder; Hannah Stein no longer works. Stays: the Ramans
// in 3C (under way), Dave Kessler leaving the lower unit tomorrow, the
// Morenos arriving there on Friday, the Hollis parents' weekend group of 8
// at The Gables, Marcus Bell at Geddes next week (no turnover booked) and
// Lena Fischer arriving at the cabin today. Daylight saving time starts
// on Sunday 8 March.
func campusFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"gables", steward.AddressCreate{Street: "2218 Chamberlain Ave", City: "Madison", State: "WI", Zip: "53726", Nickname: strp("The Gables"),
			AccessInstructions: strp("Keypad on the back porch door, code 7314. Park in the alley, never on Chamberlain."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"upper", steward.AddressCreate{Street: "412 N Frances St Upper", City: "Madison", State: "WI", Zip: "53703",
			AccessInstructions: strp("Outside stairs on the left side of the house; lockbox on the railing, code 2290."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"lower", steward.AddressCreate{Street: "412 N Frances St Lower", City: "Madison", State: "WI", Zip: "53703",
			AccessInstructions: strp("Front door keypad, code 4108. Shared laundry in the basement."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"condo", steward.AddressCreate{Street: "500 E Huron St Unit 3C", City: "Ann Arbor", State: "MI", Zip: "48104", Nickname: strp("Kerrytown Condo"),
			AccessInstructions: strp("Lobby fob is in the lockbox by the bike racks, code 0619. Unit door keypad 3361."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"geddes", steward.AddressCreate{Street: "1308 Geddes Ave", City: "Ann Arbor", State: "MI", Zip: "48104",
			AccessInstructions: strp("Lockbox on the side gate, code 5822."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"cabin", steward.AddressCreate{Street: "12 Bluebell Rd", City: "Boulder", State: "CO", Zip: "80302", Nickname: strp("Chautauqua Cabin"),
			AccessInstructions: strp("Garage keypad 8046; the house key hangs inside the garage door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sean", steward.ProCreate{Name: "Sean O'Brien", Email: "sean@obrienclean.example", Phone: "608-555-0141", Services: []steward.ServiceType{steward.Cleaning}}},
		{"maria", steward.ProCreate{Name: "Maria Lopez-Hernandez", Email: "maria.lh@example.com", Phone: "608-555-0142", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gary", steward.ProCreate{Name: "Gary Lindgren", Email: "fixit@badgerhandy.example", Phone: "608-555-0143", Services: []steward.ServiceType{steward.Maintenance}}},
		{"jen", steward.ProCreate{Name: "Jen Kowalski", Email: "jen.kowalski@example.com", Phone: "734-555-0144", Services: []steward.ServiceType{steward.Cleaning}}},
		{"jenna", steward.ProCreate{Name: "Jenna Park", Email: "jenna@parkinspects.example", Phone: "734-555-0145", Services: []steward.ServiceType{steward.Inspection}}},
		{"tom", steward.ProCreate{Name: "Tom Nguyen", Email: "tom@nguyenrepair.example", Phone: "734-555-0146", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"kyle", steward.ProCreate{Name: "Kyle Brandt", Email: "kyle@flatironsclean.example", Phone: "303-555-0147", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"hannah", steward.ProCreate{Name: "Hannah Stein", Email: "hannah.stein@example.com", Phone: "608-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"raman", "condo", "Priya Raman", "2026-03-02 16:00", "2026-03-07 10:00", 2},     // under way
		{"kessler", "lower", "Dave Kessler", "2026-02-28 16:00", "2026-03-05 11:00", 3},  // out tomorrow
		{"moreno", "lower", "Moreno Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},  // in on Friday, no turnover booked after
		{"hollis", "gables", "Hollis Family", "2026-03-06 16:00", "2026-03-08 11:00", 8}, // parents' weekend
		{"bell", "geddes", "Marcus Bell", "2026-03-09 16:00", "2026-03-12 11:00", 4},     // next week, no turnover booked
		{"fischer", "cabin", "Lena Fischer", "2026-03-04 16:00", "2026-03-08 10:00", 2},  // starts today
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cabin_now", Property: "cabin", Service: "cleaning", At: "2026-03-04 06:30", Pro: "kyle", Status: "in_progress"},
		{Key: "lower_turn", Property: "lower", Service: "cleaning", At: "2026-03-05 11:00", Pro: "sean", Status: "confirmed"},
		{Key: "upper_disposal", Property: "upper", Service: "maintenance", At: "2026-03-05 13:00", Pro: "gary", Notes: "Garbage disposal jammed"},
		{Key: "lower_inspect", Property: "lower", Service: "inspection", At: "2026-03-05 15:00", Status: "cancelled"},
		{Key: "gables_prep", Property: "gables", Service: "cleaning", At: "2026-03-06 10:00", Pro: "maria"},
		{Key: "condo_smoke", Property: "condo", Service: "maintenance", At: "2026-03-06 10:00", Pro: "tom", Notes: "Smoke detector chirping in hallway", DuringStay: true}, // the Ramans asked
		{Key: "gables_restock", Property: "gables", Service: "restocking", At: "2026-03-06 15:00"},
		{Key: "condo_turn", Property: "condo", Service: "cleaning", At: "2026-03-07 10:00", Pro: "jen", Status: "confirmed"},
		{Key: "cabin_turn", Property: "cabin", Service: "cleaning", At: "2026-03-08 10:00", Pro: "kyle", Status: "confirmed"},
		{Key: "gables_turn", Property: "gables", Service: "cleaning", At: "2026-03-08 11:00", Pro: "sean"},
		{Key: "geddes_inspect", Property: "geddes", Service: "inspection", At: "2026-03-09 10:00", Pro: "jenna"},
		{Key: "gables_gutter", Property: "gables", Service: "maintenance", At: "2026-03-10 09:00", Notes: "Gutter over the porch pulling loose"},
		{Key: "upper_past_fix", Property: "upper", Service: "maintenance", At: "2026-02-24 10:00", Pro: "gary", Status: "completed", Notes: "Replaced bathroom faucet cartridge"},
		{Key: "condo_past_clean", Property: "condo", Service: "cleaning", At: "2026-03-02 11:00", Pro: "jen", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
