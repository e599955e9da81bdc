package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// texasgulfFixture is the evaluation's account for the cases marked
// "fixture": "texasgulf" (testdata/eval/cases_blind49.json), written before
// reading the engine: a host on the Texas coast and in the Hill Country,
// on Central time, with two houses in Rockport (The Blue Heron, a bayfront
// cottage on Fulton Beach Rd, and Pelican Perch on N Magnolia St), two on
// South Padre Island (the Coquina Condo, "4801 Padre Blvd Unit 12", and a
// house known by its street only, "217 W Gardenia St"), Cypress Creek
// Cottage in Wimberley, and one cabin on Mountain time (Lone Pine Cabin in
// Ruidoso, New Mexico, with a 10:00 check-out). Seven pros: Marisol
// Treviño, a cleaner; Yesenia Garza, who cleans and restocks; Wade
// Kettleman, a handyman; a plumber known by his company's e-mail (Coastal
// Bend Plumbing, Hector Villarreal); an inspector (Darlene Pruitt); Shiloh
// Begay, who cleans and restocks in Ruidoso; and an inactive cleaner (Trina
// Voss). Stays: the Delacruz family under way at the Heron (out Friday),
// Linh Nguyen's party arriving at the Coquina today (out Sunday), the
// Hargroves at Cypress Creek from tomorrow to Sunday, the Benavides family
// at Lone Pine from Friday to Monday (Mountain time), the Whitaker family
// at Pelican Perch from Saturday to Wednesday, and the Schuster family at
// 217 Gardenia next Thursday with no cleaning booked before them.
// Maintenance is known by its notes ("Outdoor shower valve drips",
// "Side gate won't latch", "Master bedroom AC blowing warm air", "cracked
// boards on the back deck", "Water heater pilot keeps going out").
// Daylight saving time starts on Sunday 8 March.
func texasgulfFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"heron", steward.AddressCreate{Street: "1010 S Fulton Beach Rd", City: "Rockport", State: "TX", Zip: "78382", Nickname: strp("The Blue Heron"),
			AccessInstructions: strp("Lockbox on the porch rail, code 7731. Rinse sandy feet at the outdoor shower."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"pelican", steward.AddressCreate{Street: "305 N Magnolia St", City: "Rockport", State: "TX", Zip: "78382", Nickname: strp("Pelican Perch"),
			AccessInstructions: strp("Keypad on the kitchen door, code 4402."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"coquina", steward.AddressCreate{Street: "4801 Padre Blvd Unit 12", City: "South Padre Island", State: "TX", Zip: "78597", Nickname: strp("Coquina Condo"),
			AccessInstructions: strp("Front desk holds the fob; unit door code 1212. Parking spot 12 only."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1350)}},
		{"gardenia", steward.AddressCreate{Street: "217 W Gardenia St", City: "South Padre Island", State: "TX", Zip: "78597",
			AccessInstructions: strp("Smart lock on the stairs up from the carport, code 2170."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200)}},
		{"cypress", steward.AddressCreate{Street: "410 Cypress Creek Ln", City: "Wimberley", State: "TX", Zip: "78676", Nickname: strp("Cypress Creek Cottage"),
			AccessInstructions: strp("Key in the lockbox on the well house, code 0508. Low-water crossing floods: use the back road after rain."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"cabin", steward.AddressCreate{Street: "129 Upper Canyon Rd", City: "Ruidoso", State: "NM", Zip: "88345", Nickname: strp("Lone Pine Cabin"),
			AccessInstructions: strp("Garage keypad 6120; snow shovel and ice melt by the garage door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	for i, a := range []steward.Asset{
		{AddressID: r.props["coquina"], Kind: "HVAC", Location: "Master bedroom"},
		{AddressID: r.props["pelican"], Kind: "water heater", Location: "Utility closet"},
		{AddressID: r.props["heron"], Kind: "water heater", Location: "Garage"},
	} {
		a.ID, a.Status = int64(4900+i), steward.AssetOK
		m.assets = append(m.assets, &a)
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Treviño", Email: "marisol.trevino@example.com", Phone: "555-4901", Services: []steward.ServiceType{steward.Cleaning}}},
		{"yesenia", steward.ProCreate{Name: "Yesenia Garza", Email: "yesenia.garza@example.com", Phone: "555-4902", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wade", steward.ProCreate{Name: "Wade Kettleman", Email: "wade@kettlemanfix.example", Phone: "555-4903", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hector", steward.ProCreate{Name: "Hector Villarreal", Email: "service@coastalbendplumbing.example", Phone: "555-4904", Services: []steward.ServiceType{steward.Maintenance}}},
		{"darlene", steward.ProCreate{Name: "Darlene Pruitt", Email: "darlene@gulfinspect.example", Phone: "555-4905", Services: []steward.ServiceType{steward.Inspection}}},
		{"shiloh", steward.ProCreate{Name: "Shiloh Begay", Email: "shiloh.begay@example.com", Phone: "555-4906", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"trina", steward.ProCreate{Name: "Trina Voss", Email: "trina.voss@example.com", Phone: "555-4907", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"delacruz", "heron", "Delacruz Family", "2026-03-01 16:00", "2026-03-06 11:00", 5},    // under way, out Friday
		{"nguyen", "coquina", "Linh Nguyen", "2026-03-04 16:00", "2026-03-08 11:00", 6},        // arrives today
		{"hargrove", "cypress", "Hargrove Family", "2026-03-05 16:00", "2026-03-08 11:00", 2},  // from tomorrow
		{"benavides", "cabin", "Benavides Family", "2026-03-06 16:00", "2026-03-09 10:00", 5},  // Mountain time
		{"whitaker", "pelican", "Whitaker Family", "2026-03-07 16:00", "2026-03-11 11:00", 4},  // Saturday to Wednesday
		{"schuster", "gardenia", "Schuster Family", "2026-03-12 16:00", "2026-03-16 11:00", 8}, // next week, no cleaning booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "coquina_prep", Property: "coquina", Service: "cleaning", At: "2026-03-04 09:00", Pro: "yesenia", Status: "in_progress"},
		{Key: "heron_shower", Property: "heron", Service: "maintenance", At: "2026-03-05 10:00", Pro: "hector", Notes: "Outdoor shower valve drips nonstop, replace the valve", DuringStay: true}, // the Delacruzes reported it
		{Key: "cypress_prep", Property: "cypress", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "gardenia_old_clean", Property: "gardenia", Service: "cleaning", At: "2026-03-05 10:00", Status: "cancelled"},
		{Key: "heron_turn", Property: "heron", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "pelican_inspect", Property: "pelican", Service: "inspection", At: "2026-03-06 14:00", Pro: "darlene"},
		{Key: "cabin_prep", Property: "cabin", Service: "cleaning", At: "2026-03-06 10:00", Pro: "shiloh", Status: "confirmed"},
		{Key: "cabin_restock", Property: "cabin", Service: "restocking", At: "2026-03-06 14:00", Pro: "shiloh"},
		{Key: "pelican_restock", Property: "pelican", Service: "restocking", At: "2026-03-07 10:00", Notes: "Beach cart: chairs, umbrella, cooler; coffee and paper towels"},
		{Key: "coquina_turn", Property: "coquina", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "cypress_turn", Property: "cypress", Service: "cleaning", At: "2026-03-08 12:00", Pro: "marisol"},
		{Key: "gardenia_gate", Property: "gardenia", Service: "maintenance", At: "2026-03-09 09:00", Pro: "wade", Notes: "Side gate won't latch, hinge rusted from the salt air"},
		{Key: "cabin_turn", Property: "cabin", Service: "cleaning", At: "2026-03-09 10:00", Pro: "shiloh"},
		{Key: "coquina_ac", Property: "coquina", Service: "maintenance", At: "2026-03-10 13:00", Pro: "wade", Notes: "Master bedroom AC blowing warm air"},
		{Key: "pelican_turn", Property: "pelican", Service: "cleaning", At: "2026-03-11 11:00", Pro: "marisol"},
		{Key: "gardenia_inspect", Property: "gardenia", Service: "inspection", At: "2026-03-11 10:00", Pro: "darlene"},
		{Key: "pelican_heater", Property: "pelican", Service: "maintenance", At: "2026-03-11 14:00", Pro: "hector", Notes: "Water heater pilot keeps going out"},
		{Key: "cypress_deck", Property: "cypress", Service: "maintenance", At: "2026-03-12 09:00", Pro: "wade", Notes: "Replace two cracked boards on the back deck"},
		{Key: "heron_past_clean", Property: "heron", Service: "cleaning", At: "2026-02-27 10:00", Pro: "marisol", Status: "completed"},
		{Key: "cabin_past_fix", Property: "cabin", Service: "maintenance", At: "2026-02-24 10:00", Status: "completed", Notes: "Thawed the frozen line to the kitchen sink"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
