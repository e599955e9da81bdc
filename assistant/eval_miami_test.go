package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// miamiFixture is the evaluation's account for the cases marked "fixture":
// "miami" (testdata/eval/cases_blind80.json), written before reading the
// engine: a Spanish-first host in Miami who writes mostly in Spanish with
// English words mixed in (service words, pros' names, times): "porfa",
// "agenda", "cancela", "mueve", "el depa", "pa" for "para", "dale" and "sí"
// as answers, "mañana", "pasado mañana", "el lunes a la misma hora". In
// Florida, on Eastern time: the Brickell Condo (a condo in Brickell with an
// 11:00 check-out), an apartment in Coral Gables known only by its street
// ("412 Almeria Ave", "Almeria", "el depa"), the Key West Cottage (a plunge
// pool; 16:00 check-in, 10:00 check-out) and the Miami Beach Studio on
// Collins. In Texas, on Central time: the San Antonio House, with an 11:00
// check-out. Seven pros: Brisa Clean Co, a cleaning company; Yesenia
// Morales, who cleans and restocks; Rafa Ortega, the handyman and plumber
// (maintenance); Aqua Azul Pool Service, a company (maintenance: the Key
// West pool); Marta Quintero, the inspector; Lupe Garza, who cleans and
// restocks the San Antonio House; and Daniel Pérez, a cleaner who has
// stopped (inactive). Stays, named after families: the Herreras under way
// at the Brickell Condo (out Sunday at 10), the Castillos under way at Key
// West (out tomorrow at 10), the Vargas family arriving at the studio today
// at 15:00 (out Saturday at 11), the Mendozas at Almeria from tomorrow at
// 15:00 (out Monday at 11), the Thompsons at San Antonio from Friday at
// 16:00 (out Tuesday at 11), the Rojas family at Key West from Friday (out
// Monday at 10), and next week the Fernández family at Brickell (Wednesday
// the 11th to Saturday the 14th at 11), the Silvas at the studio (Thursday
// the 12th at 15:00 to Sunday the 15th) and the Navarros, eight of them, at
// San Antonio (Friday the 13th to Monday the 16th). Jobs: turnovers after
// the check-outs (none yet at Brickell on Sunday), two jobs tomorrow at Key
// West (Brisa's turnover and Aqua Azul's pool) and two tomorrow at Almeria
// (Yesenia's cleaning and her restock), maintenance whose notes say what it
// is for (the condo's AC, the studio's exhaust fan, the San Antonio garbage
// disposal and gate latch), inspections with notes (Almeria's insurance
// 4-point, Key West's shutters and roof), unassigned jobs (San Antonio's
// repair on Friday, Almeria's turnover on Monday, the condo's restock on
// the 11th, San Antonio's turnover on the 16th), pending and confirmed
// jobs, a cancelled inspection and completed jobs in the past. At evalNow
// it is 09:00 in Miami and 08:00 in San Antonio.
func miamiFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"brickell", steward.AddressCreate{Street: "1100 Brickell Bay Dr Unit 2304", City: "Miami", State: "FL", Zip: "33131", Nickname: strp("Brickell Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Front desk gives the fob under Rodriguez; the unit key is in the lockbox in the 23rd floor stairwell, code 2304."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckOutTime: "11:00"}},
		{"gables", steward.AddressCreate{Street: "412 Almeria Ave", City: "Coral Gables", State: "FL", Zip: "33134", Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 7788. Park on the street, not in the neighbor's driveway."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"keywest", steward.AddressCreate{Street: "1019 Eaton St", City: "Key West", State: "FL", Zip: "33040", Nickname: strp("Key West Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the porch railing, code 1822. Pool towels in the outdoor closet."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"beach", steward.AddressCreate{Street: "1500 Collins Ave Unit 5C", City: "Miami Beach", State: "FL", Zip: "33139", Nickname: strp("Miami Beach Studio"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock; the code is the last four digits of the guest's phone. Parking in the garage on 15th St."), Bedrooms: intp(0), Bathrooms: floatp(1), SquareFeet: intp(520)}},
		{"sanantonio", steward.AddressCreate{Street: "318 E Guenther St", City: "San Antonio", State: "TX", Zip: "78204", Nickname: strp("San Antonio House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the back gate, code 5150."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200),
			CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"brisa", steward.ProCreate{Name: "Brisa Clean Co", Email: "crew@brisaclean.example", Phone: "305-555-0171", Services: []steward.ServiceType{steward.Cleaning}}},
		{"yesenia", steward.ProCreate{Name: "Yesenia Morales", Email: "yesenia.morales@example.com", Phone: "305-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rafa", steward.ProCreate{Name: "Rafa Ortega", Email: "rafa@ortegahandyman.example", Phone: "305-555-0173", Services: []steward.ServiceType{steward.Maintenance}}},
		{"aquaazul", steward.ProCreate{Name: "Aqua Azul Pool Service", Email: "service@aquaazulpools.example", Phone: "305-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marta", steward.ProCreate{Name: "Marta Quintero", Email: "marta@quinteroinspections.example", Phone: "305-555-0175", Services: []steward.ServiceType{steward.Inspection}}},
		{"lupe", steward.ProCreate{Name: "Lupe Garza", Email: "lupe.garza@example.com", Phone: "210-555-0176", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"daniel", steward.ProCreate{Name: "Daniel Pérez", Email: "daniel.perez@example.com", Phone: "305-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"herrera", "brickell", "Herrera Family", "2026-03-01 16:00", "2026-03-08 10:00", 4},     // under way, out Sunday at 10
		{"castillo", "keywest", "Castillo Family", "2026-03-02 16:00", "2026-03-05 10:00", 3},    // under way, out tomorrow
		{"vargas", "beach", "Vargas Family", "2026-03-04 15:00", "2026-03-07 11:00", 2},          // arriving today
		{"mendoza", "gables", "Mendoza Family", "2026-03-05 15:00", "2026-03-09 11:00", 5},       // from tomorrow
		{"thompson", "sanantonio", "Thompson Family", "2026-03-06 16:00", "2026-03-10 11:00", 6}, // from Friday (Central)
		{"rojas", "keywest", "Rojas Family", "2026-03-06 16:00", "2026-03-09 10:00", 4},          // from Friday
		{"fernandez", "brickell", "Fernández Family", "2026-03-11 16:00", "2026-03-14 11:00", 3}, // next week
		{"silva", "beach", "Silva Family", "2026-03-12 15:00", "2026-03-15 11:00", 2},            // next week
		{"navarro", "sanantonio", "Navarro Family", "2026-03-13 16:00", "2026-03-16 11:00", 8},   // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "beach_prep", Property: "beach", Service: "cleaning", At: "2026-03-04 11:00", Pro: "brisa", Status: "confirmed"},
		{Key: "kw_turn", Property: "keywest", Service: "cleaning", At: "2026-03-05 10:00", Pro: "brisa", Status: "confirmed"},
		{Key: "kw_pool", Property: "keywest", Service: "maintenance", At: "2026-03-05 13:00", Pro: "aquaazul", Notes: "Plunge pool: clean the filter and check the pump before the Rojas family"},
		{Key: "gables_prep", Property: "gables", Service: "cleaning", At: "2026-03-05 10:00", Pro: "yesenia", Status: "confirmed"},
		{Key: "gables_restock", Property: "gables", Service: "restocking", At: "2026-03-05 13:00", Pro: "yesenia"},
		{Key: "sa_prep", Property: "sanantonio", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lupe", Status: "confirmed"},
		{Key: "sa_fix", Property: "sanantonio", Service: "maintenance", At: "2026-03-06 13:00", Notes: "Garbage disposal is jammed and the back gate latch sticks"},
		{Key: "beach_turn", Property: "beach", Service: "cleaning", At: "2026-03-07 11:00", Pro: "yesenia"},
		{Key: "kw_turn2", Property: "keywest", Service: "cleaning", At: "2026-03-09 10:00", Pro: "brisa"},
		{Key: "gables_turn", Property: "gables", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "brickell_ac", Property: "brickell", Service: "maintenance", At: "2026-03-09 14:00", Pro: "rafa", Notes: "AC blowing warm in the bedroom: check the air handler and clear the drain line"},
		{Key: "gables_inspect", Property: "gables", Service: "inspection", At: "2026-03-10 10:00", Pro: "marta", Notes: "Insurance 4-point inspection: roof, electrical, plumbing, AC"},
		{Key: "sa_turn", Property: "sanantonio", Service: "cleaning", At: "2026-03-10 11:00", Pro: "lupe"},
		{Key: "beach_fix", Property: "beach", Service: "maintenance", At: "2026-03-10 14:00", Pro: "rafa", Notes: "Bathroom exhaust fan rattles, replace it"},
		{Key: "kw_pool2", Property: "keywest", Service: "maintenance", At: "2026-03-11 09:00", Pro: "aquaazul", Status: "confirmed", Notes: "Weekly pool service"},
		{Key: "brickell_restock", Property: "brickell", Service: "restocking", At: "2026-03-11 10:00"},
		{Key: "beach_prep2", Property: "beach", Service: "cleaning", At: "2026-03-12 10:00", Pro: "yesenia"},
		{Key: "kw_inspect", Property: "keywest", Service: "inspection", At: "2026-03-12 11:00", Pro: "marta", Notes: "Hurricane shutters and the roof after the winter storms"},
		{Key: "brickell_turn2", Property: "brickell", Service: "cleaning", At: "2026-03-14 11:00", Pro: "brisa"},
		{Key: "sa_turn2", Property: "sanantonio", Service: "cleaning", At: "2026-03-16 11:00"},
		{Key: "sa_inspect", Property: "sanantonio", Service: "inspection", At: "2026-03-05 10:00", Pro: "marta", Status: "cancelled"},
		{Key: "kw_past_pool", Property: "keywest", Service: "maintenance", At: "2026-02-25 09:00", Pro: "aquaazul", Status: "completed", Notes: "Weekly pool service"},
		{Key: "gables_past_fix", Property: "gables", Service: "maintenance", At: "2026-02-26 10:00", Pro: "rafa", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "brickell_past_clean", Property: "brickell", Service: "cleaning", At: "2026-02-27 10:00", Pro: "brisa", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
