package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// santafeFixture is the evaluation's account for the cases marked
// "fixture": "santafe" (testdata/eval/cases_blind72.json), written before
// reading the engine: a busy executive who hosts on the side and writes
// between meetings in corporate shorthand ("EOD", "COB", "FYI", "re: the
// taos condo", "pls advise", "circling back on", "loop in Maria", "ping
// the plumber", "w/", "b/c", "ASAP", "TBD", "action item:", "net-net",
// "let's push", "pull in" for earlier), terse and imperative, sometimes
// with several items as "a) … b) …". On Mountain time (New Mexico,
// America/Denver): the Casita, a one-bedroom adobe on Acequia Madre in
// Santa Fe (keypad code 8750); the Taos Condo, a two-bedroom ski condo in
// Taos Ski Valley with a 10:00 check-out and a hot tub; Hacienda Roja, a
// four-bedroom house in Taos with a kiva fireplace; and a three-bedroom
// house in Santa Fe known only by its street ("27 Camino del Monte Sol").
// On Central time (Texas): a duplex in East Austin let as two units,
// Duplex A and Duplex B. Daylight saving time starts on Sunday 8 March;
// at evalNow it is 07:00 in New Mexico and 08:00 in Austin. Seven pros:
// Maria Lucero, who cleans and restocks in Santa Fe; Tomas Archuleta, who
// cleans and restocks in Taos; Rudy Gallegos, a handyman (maintenance and
// inspections) in New Mexico; Rio Grande Plumbing & Heating, a company
// (maintenance: "the plumber"); Keisha Monroe, who cleans, restocks and
// inspects in Austin; Darnell Price, maintenance and inspections in
// Austin; and an inactive cleaner (Lupe Vigil). Stays, named after
// families: the Romeros under way at the Casita (out tomorrow), the
// Whitakers under way at the Taos Condo (out Saturday at 10), the Delgados
// under way at Duplex A (out Friday), the O'Connells arriving at 27 Camino
// del Monte Sol today (out Sunday, the day the clocks change), the
// Fitzgeralds at Duplex B from tomorrow (out Monday), the Bergstroms at
// Hacienda Roja from Friday (out Tuesday), and next week the Hoffmans at
// the Taos Condo (Monday to Friday) and the Okonkwos at the Casita
// (Wednesday to Sunday). Jobs: turnovers after the check-outs, two jobs
// the same day at the Casita (tomorrow: turnover and restock), the Taos
// Condo (Saturday: turnover and hot tub repair), Hacienda Roja (Friday:
// restock and kiva fireplace) and Duplex A (Friday: turnover and AC),
// maintenance whose notes say what it is for, unassigned jobs (Hacienda
// Roja's Friday restock, Camino del Monte Sol's Sunday turnover, the
// Casita's turnover on the 15th), pending and confirmed jobs, a cancelled
// inspection and completed ones in the past.
func santafeFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"casita", steward.AddressCreate{Street: "418 Acequia Madre", City: "Santa Fe", State: "NM", Zip: "87501", Nickname: strp("The Casita"),
			AccessInstructions: strp("Keypad on the blue gate, code 8750. Pinon for the kiva is stacked by the portal."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"taos", steward.AddressCreate{Street: "116 Sutton Place Unit 3B", City: "Taos Ski Valley", State: "NM", Zip: "87525", Nickname: strp("Taos Condo"),
			AccessInstructions: strp("Lockbox on the ski locker room door, code 2525; the unit's ski locker is number 12. Hot tub cover clips are under the deck stairs."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckOutTime: "10:00"}},
		{"camino", steward.AddressCreate{Street: "27 Camino del Monte Sol", City: "Santa Fe", State: "NM", Zip: "87501",
			AccessInstructions: strp("Gate code 1927, then the key in the lockbox behind the chile ristra."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"hacienda", steward.AddressCreate{Street: "1402 Paseo del Pueblo Norte", City: "Taos", State: "NM", Zip: "87571", Nickname: strp("Hacienda Roja"),
			AccessInstructions: strp("Smart lock on the portal door, code 1402. Propane tank gauge is behind the coyote fence."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"duplex_a", steward.AddressCreate{Street: "1507 E 12th St Unit A", City: "Austin", State: "TX", Zip: "78702", Nickname: strp("Duplex A"),
			AccessInstructions: strp("Smart lock, code 1507. Trash and recycling go out Thursday night."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"duplex_b", steward.AddressCreate{Street: "1507 E 12th St Unit B", City: "Austin", State: "TX", Zip: "78702", Nickname: strp("Duplex B"),
			AccessInstructions: strp("Smart lock, code 1508. Parking on the street only."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Lucero", Email: "maria.lucero@example.com", Phone: "505-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tomas", steward.ProCreate{Name: "Tomas Archuleta", Email: "tomas.archuleta@example.com", Phone: "575-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rudy", steward.ProCreate{Name: "Rudy Gallegos", Email: "rudy@gallegoshandyman.example", Phone: "505-555-0173", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"riogrande", steward.ProCreate{Name: "Rio Grande Plumbing & Heating", Email: "dispatch@rgplumbing.example", Phone: "505-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"keisha", steward.ProCreate{Name: "Keisha Monroe", Email: "keisha.monroe@example.com", Phone: "512-555-0175", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"darnell", steward.ProCreate{Name: "Darnell Price", Email: "darnell@pricefixit.example", Phone: "512-555-0176", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"lupe", steward.ProCreate{Name: "Lupe Vigil", Email: "lupe.vigil@example.com", Phone: "505-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"romero", "casita", "Romero Family", "2026-03-01 16:00", "2026-03-05 11:00", 2},           // under way, out tomorrow
		{"whitaker", "taos", "Whitaker Family", "2026-03-02 16:00", "2026-03-07 10:00", 4},         // under way, out Saturday at 10
		{"delgado", "duplex_a", "Delgado Family", "2026-03-03 16:00", "2026-03-06 11:00", 3},       // under way, out Friday (Central)
		{"oconnell", "camino", "O'Connell Family", "2026-03-04 16:00", "2026-03-08 11:00", 5},      // arriving today, out the day the clocks change
		{"fitzgerald", "duplex_b", "Fitzgerald Family", "2026-03-05 16:00", "2026-03-09 11:00", 4}, // from tomorrow
		{"bergstrom", "hacienda", "Bergstrom Family", "2026-03-06 16:00", "2026-03-10 11:00", 8},   // from Friday
		{"hoffman", "taos", "Hoffman Family", "2026-03-09 16:00", "2026-03-13 10:00", 6},           // next week
		{"okonkwo", "casita", "Okonkwo Family", "2026-03-11 16:00", "2026-03-15 11:00", 2},         // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "camino_prep", Property: "camino", Service: "cleaning", At: "2026-03-04 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "casita_turn", Property: "casita", Service: "cleaning", At: "2026-03-05 11:00", Pro: "maria", Status: "confirmed"},
		{Key: "casita_restock", Property: "casita", Service: "restocking", At: "2026-03-05 14:00", Pro: "maria"},
		{Key: "duplex_b_prep", Property: "duplex_b", Service: "cleaning", At: "2026-03-05 10:00", Pro: "keisha", Status: "confirmed"},
		{Key: "hacienda_old_inspect", Property: "hacienda", Service: "inspection", At: "2026-03-05 10:00", Status: "cancelled"},
		{Key: "hacienda_prep", Property: "hacienda", Service: "restocking", At: "2026-03-06 10:00"},
		{Key: "hacienda_kiva", Property: "hacienda", Service: "maintenance", At: "2026-03-06 13:00", Pro: "rudy", Notes: "Kiva fireplace flue damper stuck half closed, smoke backs up"},
		{Key: "duplex_a_turn", Property: "duplex_a", Service: "cleaning", At: "2026-03-06 11:00", Pro: "keisha", Status: "confirmed"},
		{Key: "duplex_a_ac", Property: "duplex_a", Service: "maintenance", At: "2026-03-06 14:30", Pro: "darnell", Notes: "AC thermostat not responding, check wiring and batteries"},
		{Key: "taos_turn", Property: "taos", Service: "cleaning", At: "2026-03-07 10:00", Pro: "tomas", Status: "confirmed"},
		{Key: "taos_hottub", Property: "taos", Service: "maintenance", At: "2026-03-07 14:00", Pro: "riogrande", Notes: "Hot tub not heating past 90F, check the heater element"},
		{Key: "camino_turn", Property: "camino", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "duplex_b_turn", Property: "duplex_b", Service: "cleaning", At: "2026-03-09 11:00", Pro: "keisha"},
		{Key: "camino_inspect", Property: "camino", Service: "inspection", At: "2026-03-09 10:00", Pro: "rudy", Notes: "Flat roof and canales check after the snowmelt"},
		{Key: "hacienda_turn", Property: "hacienda", Service: "cleaning", At: "2026-03-10 11:00", Pro: "tomas"},
		{Key: "taos_turn2", Property: "taos", Service: "cleaning", At: "2026-03-13 10:00", Pro: "tomas"},
		{Key: "casita_turn2", Property: "casita", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "casita_past_fix", Property: "casita", Service: "maintenance", At: "2026-02-24 10:00", Pro: "riogrande", Status: "completed", Notes: "Replaced the water heater thermocouple"},
		{Key: "duplex_a_past_clean", Property: "duplex_a", Service: "cleaning", At: "2026-03-02 11:00", Pro: "keisha", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
