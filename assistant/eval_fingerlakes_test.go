package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// fingerlakesFixture is the evaluation's account for the cases marked
// "fixture": "fingerlakes" (testdata/eval/cases_blind48.json), written
// before reading the engine: a host in the Finger Lakes of New York, on
// Eastern time (The Boathouse, a lake house with a dock on Skaneateles
// Lake; Vine Row Cottage on a vineyard in Hammondsport; Keuka Point, a
// lake house in Penn Yan; The Gorge Loft, an upstairs flat on Franklin
// Street in Watkins Glen; and a Seneca Lake house with a dock known by its
// street only, "3901 State Route 414", also in Watkins Glen), and one
// cottage across the border in Niagara-on-the-Lake, Ontario
// (America/Toronto; The Icewine Cottage, check-in 15:00, check-out 10:00).
// Two properties are in Watkins Glen; three are lake houses with docks.
// Seven pros: Marisa Conti, a cleaner; Gwen Hallett, who cleans and
// restocks; Tyler Brandstetter, a handyman who also plows; a dock and
// boat-lift man known by his company's e-mail (Seneca Dock & Lift, Curt
// Vanderhoof); an inspector (Hollis Farnham); Priyanka Sandhu, who cleans
// and restocks in Niagara-on-the-Lake; and an inactive cleaner (Donna
// Kraus). Stays: the Abernathy family under way at the Boathouse (out
// Saturday), Linh Nguyen checking out of the Gorge Loft tomorrow and the
// Ibarras in from Saturday, the Pellegrino family at Vine Row from
// tomorrow to Sunday, the Dombrowski family at 3901 Route 414 from Friday
// to Tuesday, the MacLeods arriving at the Icewine Cottage today, and the
// Fairweathers at Keuka Point next week with no cleaning booked before
// them. Maintenance is known by its notes ("Dock bubbler stopped
// running", "Plow the driveway", "Ice dam over the back porch", "Wood
// stove drafting poorly", "Boat lift cable frayed"). Daylight saving time
// starts on Sunday 8 March on both sides of the border.
func fingerlakesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"boathouse", steward.AddressCreate{Street: "1402 E Lake Rd", City: "Skaneateles", State: "NY", Zip: "13152", Nickname: strp("The Boathouse"),
			AccessInstructions: strp("Keypad on the lake-side door, code 1852. Dock key hangs inside the boat-room door."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"vinerow", steward.AddressCreate{Street: "8810 County Route 76", City: "Hammondsport", State: "NY", Zip: "14840", Nickname: strp("Vine Row Cottage"),
			AccessInstructions: strp("Key in the lockbox on the tasting-room fence, code 7676. Park by the barn, not in the rows."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"keuka", steward.AddressCreate{Street: "119 E Bluff Dr", City: "Penn Yan", State: "NY", Zip: "14527", Nickname: strp("Keuka Point"),
			AccessInstructions: strp("Smart lock on the front door, code 4119. Stairs down to the dock are icy in winter."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"gorge", steward.AddressCreate{Street: "211 N Franklin St Apt 3", City: "Watkins Glen", State: "NY", Zip: "14891", Nickname: strp("The Gorge Loft"),
			AccessInstructions: strp("Side entrance off the alley, keypad 2113. Third floor, no elevator."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"seneca", steward.AddressCreate{Street: "3901 State Route 414", City: "Watkins Glen", State: "NY", Zip: "14891",
			AccessInstructions: strp("Garage keypad 3901. The boat lift switch is in the dock box."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3400)}},
		{"icewine", steward.AddressCreate{Street: "42 Gage St", City: "Niagara-on-the-Lake", State: "ON", Zip: "L0S 1J0", Country: "CA", Nickname: strp("The Icewine Cottage"),
			AccessInstructions: strp("Lockbox on the porch post, code 0442."), Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisa", steward.ProCreate{Name: "Marisa Conti", Email: "marisa.conti@example.com", Phone: "555-4801", Services: []steward.ServiceType{steward.Cleaning}}},
		{"gwen", steward.ProCreate{Name: "Gwen Hallett", Email: "gwen@lakesidekeeping.example", Phone: "555-4802", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tyler", steward.ProCreate{Name: "Tyler Brandstetter", Email: "tyler.brandstetter@example.com", Phone: "555-4803", Services: []steward.ServiceType{steward.Maintenance}}},
		{"curt", steward.ProCreate{Name: "Curt Vanderhoof", Email: "service@senecadocklift.example", Phone: "555-4804", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hollis", steward.ProCreate{Name: "Hollis Farnham", Email: "hollis@fingerlakesinspect.example", Phone: "555-4805", Services: []steward.ServiceType{steward.Inspection}}},
		{"priyanka", steward.ProCreate{Name: "Priyanka Sandhu", Email: "priyanka.sandhu@example.ca", Phone: "555-4806", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"donna", steward.ProCreate{Name: "Donna Kraus", Email: "donna.kraus@example.com", Phone: "555-4807", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"abernathy", "boathouse", "Abernathy Family", "2026-03-01 16:00", "2026-03-07 11:00", 6}, // under way, out Saturday
		{"nguyen", "gorge", "Linh Nguyen", "2026-03-02 16:00", "2026-03-05 11:00", 2},             // out tomorrow
		{"ibarra", "gorge", "Ibarra Family", "2026-03-07 16:00", "2026-03-10 11:00", 3},           // Saturday to Tuesday
		{"pellegrino", "vinerow", "Pellegrino Family", "2026-03-05 16:00", "2026-03-08 11:00", 4}, // tomorrow to Sunday
		{"dombrowski", "seneca", "Dombrowski Family", "2026-03-06 16:00", "2026-03-10 11:00", 8},  // Friday to Tuesday
		{"macleod", "icewine", "Fiona MacLeod", "2026-03-04 15:00", "2026-03-09 10:00", 3},        // arrives today, Toronto time
		{"fairweather", "keuka", "Fairweather Family", "2026-03-12 16:00", "2026-03-15 11:00", 5}, // next week, no cleaning before
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "icewine_restock", Property: "icewine", Service: "restocking", At: "2026-03-04 08:30", Pro: "priyanka", Status: "in_progress"},
		{Key: "vinerow_prep", Property: "vinerow", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisa"},
		{Key: "gorge_turn", Property: "gorge", Service: "cleaning", At: "2026-03-05 11:00", Pro: "gwen", Status: "confirmed"},
		{Key: "boathouse_dock", Property: "boathouse", Service: "maintenance", At: "2026-03-05 13:00", Pro: "curt", Notes: "Dock bubbler stopped running, ice building up around the pilings", DuringStay: true}, // the Abernathys noticed
		{Key: "seneca_plow", Property: "seneca", Service: "maintenance", At: "2026-03-06 07:00", Pro: "tyler", Status: "confirmed", Notes: "Plow the driveway and shovel the path down to the dock"},
		{Key: "seneca_prep", Property: "seneca", Service: "cleaning", At: "2026-03-06 10:00"},
		{Key: "gorge_inspect", Property: "gorge", Service: "inspection", At: "2026-03-06 10:00", Pro: "hollis"},
		{Key: "keuka_inspect", Property: "keuka", Service: "inspection", At: "2026-03-06 11:00", Pro: "hollis", Status: "cancelled"},
		{Key: "boathouse_turn", Property: "boathouse", Service: "cleaning", At: "2026-03-07 11:00", Pro: "marisa", Status: "confirmed"},
		{Key: "boathouse_restock", Property: "boathouse", Service: "restocking", At: "2026-03-07 14:00", Pro: "gwen"},
		{Key: "keuka_gutter", Property: "keuka", Service: "maintenance", At: "2026-03-09 10:00", Pro: "tyler", Notes: "Ice dam over the back porch, gutter sagging"},
		{Key: "icewine_turn", Property: "icewine", Service: "cleaning", At: "2026-03-09 10:30", Pro: "priyanka", Status: "confirmed"},
		{Key: "vinerow_stove", Property: "vinerow", Service: "maintenance", At: "2026-03-09 13:00", Pro: "tyler", Notes: "Wood stove drafting poorly, smoke backs into the living room"},
		{Key: "seneca_turn", Property: "seneca", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "gorge_turn2", Property: "gorge", Service: "cleaning", At: "2026-03-10 11:00", Pro: "marisa"},
		{Key: "seneca_lift", Property: "seneca", Service: "maintenance", At: "2026-03-11 10:00", Pro: "curt", Notes: "Boat lift cable frayed, replace before the season"},
		{Key: "keuka_restock", Property: "keuka", Service: "restocking", At: "2026-03-12 10:00", Pro: "gwen"},
		{Key: "boathouse_inspect", Property: "boathouse", Service: "inspection", At: "2026-03-16 10:00", Pro: "hollis"},
		{Key: "boathouse_past_fix", Property: "boathouse", Service: "maintenance", At: "2026-02-24 10:00", Pro: "tyler", Status: "completed", Notes: "Replaced the sump pump float switch"},
		{Key: "vinerow_past_clean", Property: "vinerow", Service: "cleaning", At: "2026-02-27 10:00", Pro: "marisa", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
