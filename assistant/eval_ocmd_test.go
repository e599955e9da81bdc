package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// ocmdFixture is the evaluation's account for the cases marked
// "fixture": "ocmd" (testdata/eval/cases_blind57.json), written before
// reading the engine: a bilingual host texting from the phone, half
// English, half Spanish, for beach rentals on the Delmarva shore and two
// ski condos. On Eastern time: the Sandpiper Condo ("4402 Coastal Hwy
// Unit 305") and a house known by its street only ("13 Marlin Dr"), both
// in Ocean City, MD; Casa Azul in Berlin, MD; a house known by its street
// only ("37 Bunting Ave") in Fenwick Island, DE; the Pony Cottage in
// Chincoteague Island, VA; and the Wisp Condo at Deep Creek Lake
// (McHenry, MD). On Mountain time: El Nido, a condo in Telluride, CO,
// with a 10:00 check-out. Two properties are in Ocean City. Seven pros:
// Rosa Martinez, who cleans and restocks; Yesenia Flores, who cleans and restocks;
// Delmarva Handyman, a company (maintenance); Luis Ramos, an HVAC tech
// who also inspects; San Juan Property Care, a Telluride company that
// cleans, restocks and does maintenance; Karen Whitlock, an inspector;
// and an inactive cleaner (Beto Cruz). Stays: Sean O'Connor's family
// under way at the Sandpiper (out tomorrow), the Novaks under way at the
// Wisp Condo (out Friday), the Bauers arriving at the Pony Cottage today,
// the Garcias at Casa Azul from Friday to Monday, the Hernandez family at
// Bunting Ave for a week from Saturday, the Riveras at El Nido from
// Saturday (Mountain time), the Tran family at Marlin Dr next week, and
// the Schmidts at the Wisp Condo next weekend with no turnover booked
// after them. At evalNow it is 09:00 on the shore and 07:00 in
// Telluride. Daylight saving time starts on Sunday 8 March.
func ocmdFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"sandpiper", steward.AddressCreate{Street: "4402 Coastal Hwy Unit 305", City: "Ocean City", State: "MD", Zip: "21842", Nickname: strp("Sandpiper Condo"),
			AccessInstructions: strp("Lockbox on the railing by the elevator, code 3053. Parking pass hangs in the kitchen."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"marlin", steward.AddressCreate{Street: "13 Marlin Dr", City: "Ocean City", State: "MD", Zip: "21842",
			AccessInstructions: strp("Keypad on the side door, code 1313. Beach chairs are under the house."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"azul", steward.AddressCreate{Street: "118 Bay St", City: "Berlin", State: "MD", Zip: "21811", Nickname: strp("Casa Azul"),
			AccessInstructions: strp("Smart lock on the front door, code 1181. Back gate latch sticks, lift it."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"bunting", steward.AddressCreate{Street: "37 Bunting Ave", City: "Fenwick Island", State: "DE", Zip: "19944",
			AccessInstructions: strp("Lockbox under the outdoor shower, code 3719. Trash goes out Monday night."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2300)}},
		{"pony", steward.AddressCreate{Street: "6150 Church St", City: "Chincoteague Island", State: "VA", Zip: "23336", Nickname: strp("Pony Cottage"),
			AccessInstructions: strp("Key in the lockbox on the porch post, code 6150."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"wisp", steward.AddressCreate{Street: "2045 Marsh Hill Rd Unit 12", City: "McHenry", State: "MD", Zip: "21541", Nickname: strp("Wisp Condo"),
			AccessInstructions: strp("Keypad on the door, code 2045. Ski lockers are in the garage level, #12."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"nido", steward.AddressCreate{Street: "560 Mountain Village Blvd Unit 4", City: "Telluride", State: "CO", Zip: "81435", Nickname: strp("El Nido"),
			AccessInstructions: strp("Front desk holds the key fob; garage code 8143. Hot tub is on the back deck."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Martinez", Email: "rosa.martinez@example.com", Phone: "555-5701", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"yesenia", steward.ProCreate{Name: "Yesenia Flores", Email: "yesenia@floresclean.example", Phone: "555-5702", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"delmarva", steward.ProCreate{Name: "Delmarva Handyman", Email: "dispatch@delmarvahandyman.example", Phone: "555-5703", Services: []steward.ServiceType{steward.Maintenance}}},
		{"luis", steward.ProCreate{Name: "Luis Ramos", Email: "luis@ramoshvac.example", Phone: "555-5704", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"sanjuan", steward.ProCreate{Name: "San Juan Property Care", Email: "ops@sanjuanpc.example", Phone: "555-5705", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Maintenance}}},
		{"karen", steward.ProCreate{Name: "Karen Whitlock", Email: "karen@baycountryinspect.example", Phone: "555-5706", Services: []steward.ServiceType{steward.Inspection}}},
		{"beto", steward.ProCreate{Name: "Beto Cruz", Email: "beto.cruz@example.com", Phone: "555-5707", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"oconnor", "sandpiper", "Sean O'Connor", "2026-03-01 16:00", "2026-03-05 11:00", 4}, // under way, out tomorrow
		{"novak", "wisp", "Novak Family", "2026-03-02 16:00", "2026-03-06 11:00", 6},         // under way, out Friday
		{"bauer", "pony", "Bauer Family", "2026-03-04 16:00", "2026-03-08 11:00", 4},         // arrives today
		{"garcia", "azul", "Garcia Family", "2026-03-06 16:00", "2026-03-09 11:00", 5},       // Friday to Monday
		{"hernandez", "bunting", "Hernandez Family", "2026-03-07 16:00", "2026-03-14 11:00", 8},
		{"rivera", "nido", "Rivera Family", "2026-03-07 16:00", "2026-03-11 10:00", 4}, // Mountain time
		{"tran", "marlin", "Tran Family", "2026-03-11 16:00", "2026-03-15 11:00", 3},
		{"schmidt", "wisp", "Schmidt Family", "2026-03-13 16:00", "2026-03-15 11:00", 4}, // no turnover after
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "pony_prep", Property: "pony", Service: "cleaning", At: "2026-03-04 08:30", Pro: "yesenia", Status: "in_progress"},
		{Key: "sand_turn", Property: "sandpiper", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "bunting_deck", Property: "bunting", Service: "maintenance", At: "2026-03-05 10:00", Pro: "delmarva", Notes: "Loose boards on the back deck stairs"},
		{Key: "nido_snow", Property: "nido", Service: "maintenance", At: "2026-03-05 08:00", Pro: "sanjuan", Notes: "Shovel the deck and clear the snow off the hot tub cover"},
		{Key: "sand_restock", Property: "sandpiper", Service: "restocking", At: "2026-03-05 14:30"},
		{Key: "marlin_ac", Property: "marlin", Service: "maintenance", At: "2026-03-06 10:00", Pro: "luis", Notes: "Service the heat pump before spring: filter and coils"},
		{Key: "azul_prep", Property: "azul", Service: "cleaning", At: "2026-03-06 10:00", Pro: "yesenia", Status: "confirmed"},
		{Key: "wisp_turn", Property: "wisp", Service: "cleaning", At: "2026-03-06 11:00"},
		{Key: "azul_restock", Property: "azul", Service: "restocking", At: "2026-03-06 13:30"},
		{Key: "bunting_inspect", Property: "bunting", Service: "inspection", At: "2026-03-06 14:00", Pro: "karen", Status: "cancelled"},
		{Key: "bunting_prep", Property: "bunting", Service: "cleaning", At: "2026-03-07 09:00", Pro: "rosa", Status: "confirmed"},
		{Key: "nido_prep", Property: "nido", Service: "cleaning", At: "2026-03-07 10:00", Pro: "sanjuan", Status: "confirmed"},
		{Key: "nido_restock", Property: "nido", Service: "restocking", At: "2026-03-07 13:00", Pro: "sanjuan"},
		{Key: "pony_turn", Property: "pony", Service: "cleaning", At: "2026-03-08 11:00", Pro: "yesenia"},
		{Key: "pony_restock", Property: "pony", Service: "restocking", At: "2026-03-08 14:00"},
		{Key: "azul_turn", Property: "azul", Service: "cleaning", At: "2026-03-09 11:00", Pro: "rosa"},
		{Key: "wisp_inspect", Property: "wisp", Service: "inspection", At: "2026-03-09 10:00", Pro: "karen"},
		{Key: "sand_inspect", Property: "sandpiper", Service: "inspection", At: "2026-03-10 10:00", Pro: "karen"},
		{Key: "wisp_hottub", Property: "wisp", Service: "maintenance", At: "2026-03-10 13:00", Pro: "luis", Notes: "Hot tub GFCI keeps tripping"},
		{Key: "marlin_prep", Property: "marlin", Service: "cleaning", At: "2026-03-11 10:00", Pro: "yesenia"},
		{Key: "nido_turn", Property: "nido", Service: "cleaning", At: "2026-03-11 10:00"},
		{Key: "pony_screen", Property: "pony", Service: "maintenance", At: "2026-03-12 10:00", Notes: "Replace the torn porch screens"},
		{Key: "bunting_turn", Property: "bunting", Service: "cleaning", At: "2026-03-14 11:00"},
		{Key: "marlin_turn", Property: "marlin", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "sand_past_clean", Property: "sandpiper", Service: "cleaning", At: "2026-03-01 10:00", Pro: "rosa", Status: "completed"},
		{Key: "azul_past_gate", Property: "azul", Service: "maintenance", At: "2026-03-03 14:00", Pro: "delmarva", Status: "completed", Notes: "Fixed the back gate latch"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
