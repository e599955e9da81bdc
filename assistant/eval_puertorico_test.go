package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// puertoricoFixture is the evaluation's account for the cases marked
// "fixture": "puertorico" (testdata/eval/cases_blind63.json), written
// before reading the engine: the operations coordinator of a small
// boutique rental company, who writes formal, courteous, verbose requests
// in complete sentences, with hedging and corporate phrasing ("Would it be
// possible to kindly arrange…", "At your earliest convenience", "Please
// be advised that…", "Kindly disregard my previous message"), sometimes
// names a job by its number or by the guests' reservation, and signs off
// with her name (Beatriz). On Atlantic time (America/Puerto_Rico, no
// daylight saving time): the Condado Suite, a condo on Ashford Ave in San
// Juan's Condado; Casa Azul, a townhouse on Calle del Cristo in Old San
// Juan; Casa Palmeras, a villa with a pool in Rincón; and a cottage in
// Vieques known only by its street ("27 Calle Flamboyan"), with a 10:00
// check-out for the ferry. On Eastern time (Florida's default): the
// Collins Flat, a condo on Collins Ave in Miami Beach, and Harbor House, a
// house with a pool in Key Biscayne, with a 10:00 check-out. Daylight
// saving time starts on Sunday 8 March: until then Florida is an hour
// behind Puerto Rico, from then on at the same time. Seven pros: Lucia
// Rivera, who cleans and restocks in San Juan; Marisol Vega, who cleans
// in Rincón and Vieques; Javier Colon, maintenance and inspections in
// Puerto Rico; Aqua Clara Pools, a company (maintenance: pools); Arctic
// Breeze AC, a company (maintenance: air conditioning); Danielle Brooks,
// who cleans, restocks and inspects in Florida; and an inactive cleaner
// (Ana Torres). Stays, named after families: the Ortizes under way at
// Casa Azul (out tomorrow), the Hales under way at Casa Palmeras (out
// Friday), the Adeyemis under way at the Collins Flat (out Friday), the
// Lindgrens arriving at the Condado Suite today (out Sunday), the
// Nakashimas at Vieques from tomorrow (out Monday at 10), the Castellanos
// at Harbor House from Friday (out Tuesday at 10, Eastern), the Duartes
// at Casa Azul from Friday, the Whitfields at Casa Palmeras from Saturday
// and the Patels at the Collins Flat next week. Jobs: turnovers after the
// check-outs, two jobs the same day at the Condado Suite (today), the
// Collins Flat (Friday), Casa Palmeras (Friday) and Casa Azul (Wednesday
// the 11th), maintenance whose notes say what it is for (AC blowing warm,
// pool heater, balcony shutters, cistern pump), unassigned jobs (Casa
// Azul's Friday restock, the Condado Suite's Sunday turnover), pending and
// confirmed jobs and completed ones in the past. At evalNow it is 10:00
// in Puerto Rico and 09:00 in Florida.
func puertoricoFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"condado", steward.AddressCreate{Street: "1050 Ashford Ave Apt 1202", City: "San Juan", State: "PR", Zip: "00907", Nickname: strp("Condado Suite"), Timezone: "America/Puerto_Rico",
			AccessInstructions: strp("Register guests with the lobby concierge; the unit's keys are in the lockbox in the storage room, code 1202."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"azul", steward.AddressCreate{Street: "152 Calle del Cristo", City: "San Juan", State: "PR", Zip: "00901", Nickname: strp("Casa Azul"), Timezone: "America/Puerto_Rico",
			AccessInstructions: strp("Keypad on the blue door, code 1521. The roof terrace key hangs inside the pantry."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"rincon", steward.AddressCreate{Street: "Carr 413 Km 4.2", City: "Rincon", State: "PR", Zip: "00677", Nickname: strp("Casa Palmeras"), Timezone: "America/Puerto_Rico",
			AccessInstructions: strp("Gate code 4130, then the smart lock on the front door, code 0677. Pool equipment is in the shed behind the cistern."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"vieques", steward.AddressCreate{Street: "27 Calle Flamboyan", City: "Vieques", State: "PR", Zip: "00765", Timezone: "America/Puerto_Rico",
			AccessInstructions: strp("Key in the lockbox on the porch post, code 2765. The cistern pump switch is by the water heater."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckOutTime: "10:00"}},
		{"collins", steward.AddressCreate{Street: "6000 Collins Ave Unit 814", City: "Miami Beach", State: "FL", Zip: "33140", Nickname: strp("Collins Flat"),
			AccessInstructions: strp("Front desk releases the fob on the company's name; guest parking is valet only."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
		{"harbor", steward.AddressCreate{Street: "250 Harbor Dr", City: "Key Biscayne", State: "FL", Zip: "33149", Nickname: strp("Harbor House"),
			AccessInstructions: strp("Smart lock on the side gate, code 3314. Pool pump timer is in the garage."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lucia", steward.ProCreate{Name: "Lucia Rivera", Email: "lucia.rivera@example.com", Phone: "787-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "787-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"javier", steward.ProCreate{Name: "Javier Colon", Email: "javier@colonreparaciones.example", Phone: "787-555-0143", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"aquaclara", steward.ProCreate{Name: "Aqua Clara Pools", Email: "servicio@aquaclarapools.example", Phone: "787-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"arctic", steward.ProCreate{Name: "Arctic Breeze AC", Email: "dispatch@arcticbreezeac.example", Phone: "305-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"danielle", steward.ProCreate{Name: "Danielle Brooks", Email: "danielle.brooks@example.com", Phone: "305-555-0146", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"ana", steward.ProCreate{Name: "Ana Torres", Email: "ana.torres@example.com", Phone: "787-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"ortiz", "azul", "Carmen Ortiz", "2026-03-01 16:00", "2026-03-05 11:00", 4},               // under way, out tomorrow
		{"hale", "rincon", "Jonathan Hale", "2026-03-01 16:00", "2026-03-06 11:00", 6},             // under way, out Friday
		{"adeyemi", "collins", "Tunde Adeyemi", "2026-03-02 16:00", "2026-03-06 11:00", 2},         // under way, out Friday (Eastern)
		{"lindgren", "condado", "Erik Lindgren", "2026-03-04 16:00", "2026-03-08 11:00", 3},        // arriving today
		{"nakashima", "vieques", "Kenji Nakashima", "2026-03-05 16:00", "2026-03-09 10:00", 2},     // from tomorrow
		{"castellanos", "harbor", "Rafael Castellanos", "2026-03-06 16:00", "2026-03-10 10:00", 8}, // from Friday, across the change to daylight time
		{"duarte", "azul", "Sofia Duarte", "2026-03-06 16:00", "2026-03-11 11:00", 5},              // from Friday
		{"whitfield", "rincon", "Margaret Whitfield", "2026-03-07 16:00", "2026-03-14 11:00", 6},   // from Saturday
		{"patel", "collins", "Priya Patel", "2026-03-12 16:00", "2026-03-15 11:00", 2},             // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "condado_prep", Property: "condado", Service: "cleaning", At: "2026-03-04 11:00", Pro: "lucia", Status: "confirmed"},
		{Key: "condado_restock", Property: "condado", Service: "restocking", At: "2026-03-04 14:30", Pro: "lucia"},
		{Key: "azul_turn", Property: "azul", Service: "cleaning", At: "2026-03-05 11:00", Pro: "lucia", Status: "confirmed"},
		{Key: "vieques_prep", Property: "vieques", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "harbor_prep", Property: "harbor", Service: "cleaning", At: "2026-03-05 13:00", Pro: "danielle", Status: "confirmed"},
		{Key: "collins_turn", Property: "collins", Service: "cleaning", At: "2026-03-06 11:00", Pro: "danielle", Status: "confirmed"},
		{Key: "collins_ac", Property: "collins", Service: "maintenance", At: "2026-03-06 14:00", Pro: "arctic", Notes: "AC in the primary bedroom blowing warm air"},
		{Key: "rincon_turn", Property: "rincon", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marisol"},
		{Key: "rincon_pool", Property: "rincon", Service: "maintenance", At: "2026-03-06 15:30", Pro: "aquaclara", Notes: "Pool heater not holding temperature"},
		{Key: "azul_restock", Property: "azul", Service: "restocking", At: "2026-03-06 10:00"},
		{Key: "condado_turn", Property: "condado", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "vieques_turn", Property: "vieques", Service: "cleaning", At: "2026-03-09 10:00", Pro: "marisol"},
		{Key: "vieques_cistern", Property: "vieques", Service: "maintenance", At: "2026-03-09 13:00", Pro: "javier", Notes: "Cistern pump cycling on and off, low water pressure"},
		{Key: "harbor_turn", Property: "harbor", Service: "cleaning", At: "2026-03-10 10:00", Pro: "danielle"},
		{Key: "condado_inspect", Property: "condado", Service: "inspection", At: "2026-03-10 10:00", Pro: "javier", Notes: "Annual smoke detector and fire extinguisher check"},
		{Key: "azul_turn2", Property: "azul", Service: "cleaning", At: "2026-03-11 11:00", Pro: "lucia"},
		{Key: "azul_shutters", Property: "azul", Service: "maintenance", At: "2026-03-11 14:30", Pro: "javier", Notes: "Balcony shutters sticking, one hinge loose"},
		{Key: "harbor_inspect", Property: "harbor", Service: "inspection", At: "2026-03-12 10:00", Pro: "danielle"},
		{Key: "rincon_past_pool", Property: "rincon", Service: "maintenance", At: "2026-02-27 10:00", Pro: "aquaclara", Status: "completed", Notes: "Replaced the pool pump seal"},
		{Key: "condado_past_clean", Property: "condado", Service: "cleaning", At: "2026-03-01 11:00", Pro: "lucia", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
