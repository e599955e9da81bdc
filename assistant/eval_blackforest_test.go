package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// blackforestFixture is the evaluation's account for the cases marked
// "fixture": "blackforest" (testdata/eval/cases_blackforest.json), written
// before reading the engine: a German host in the Black Forest who writes
// careful second-language English (day-first dates with dots, "12.03.",
// 24-hour times, "at 14 o'clock", "should become later", "please shift",
// "until when", "first on Saturday" for not before Saturday, "Many thanks
// in advance"), pros by German name or firm, guests as "the family
// Müller" or "Mr. Schneider". All on Europe/Berlin (CET at evalNow:
// Wednesday 4 March 2026, 15:00 local). Haus Tannenblick in Titisee
// (16:00 and 10:00), Ferienwohnung Feldberg (15:00 and 10:00), the
// Schwarzwaldhaus in Hinterzarten (16:00 and 11:00), a flat known by its
// street, Konviktstraße 22 in Freiburg's old town (15:00 and 10:00), and
// Chalet Todtnau (16:00 and 10:00). Pros: Sauber GmbH (cleaning and
// restocking), Petra Vogel (cleaner, restocks), Ana Kovac (cleaner), Klaus
// Weber the Hausmeister, Sanitär Huber the plumber, Bernd Ruß the chimney
// sweep, Monika Lang the inspector and Heidi Braun, a cleaner who has
// stopped (inactive). Stays: the Müllers at Tannenblick (out tomorrow at
// 10), Mr. Schneider in the Konviktstraße (out Friday at 10), the Fischers
// at the Schwarzwaldhaus from today at 16:00 (out Sunday at 11), the
// Wagners at Feldberg from tomorrow (out Tuesday 10th), the Beckers at the
// chalet Friday to Monday, the Hoffmanns at Tannenblick Saturday to
// Saturday 14th, the Kochs in the Konviktstraße 12th to 15th and the
// Richters at the Schwarzwaldhaus 13th to 16th.
func blackforestFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"tanne", steward.AddressCreate{Street: "Seestraße 14", City: "Titisee-Neustadt", State: "Baden-Württemberg", Zip: "79822", Country: "DE", Nickname: strp("Haus Tannenblick"), Timezone: "Europe/Berlin",
			AccessInstructions: strp("Key box at the garage, code 4711. Sauna in the cellar."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"feld", steward.AddressCreate{Street: "Dorfstraße 3", City: "Feldberg", State: "Baden-Württemberg", Zip: "79868", Country: "DE", Nickname: strp("Ferienwohnung Feldberg"), Timezone: "Europe/Berlin",
			AccessInstructions: strp("Key box at the side entrance, code 2580. Ski room in the basement."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"schwarz", steward.AddressCreate{Street: "Adlerweg 7", City: "Hinterzarten", State: "Baden-Württemberg", Zip: "79856", Country: "DE", Nickname: strp("Schwarzwaldhaus"), Timezone: "Europe/Berlin",
			AccessInstructions: strp("Key box under the wooden bench by the door, code 1848. Tiled stove in the living room."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1900),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"alt", steward.AddressCreate{Street: "Konviktstraße 22", City: "Freiburg im Breisgau", State: "Baden-Württemberg", Zip: "79098", Country: "DE", Timezone: "Europe/Berlin",
			AccessInstructions: strp("Smart lock, code 2203. Third floor, no lift."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"chalet", steward.AddressCreate{Street: "Hangweg 9", City: "Todtnau", State: "Baden-Württemberg", Zip: "79674", Country: "DE", Nickname: strp("Chalet Todtnau"), Timezone: "Europe/Berlin",
			AccessInstructions: strp("Key box at the carport, code 9090. Firewood in the shed."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sauber", steward.ProCreate{Name: "Sauber GmbH", Email: "auftrag@sauber-gmbh.example", Phone: "+49 761 900101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"petra", steward.ProCreate{Name: "Petra Vogel", Email: "petra.vogel@example.de", Phone: "+49 171 900102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ana", steward.ProCreate{Name: "Ana Kovac", Email: "ana.kovac@example.de", Phone: "+49 171 900103", Services: []steward.ServiceType{steward.Cleaning}}},
		{"klaus", steward.ProCreate{Name: "Klaus Weber", Email: "klaus.weber@example.de", Phone: "+49 171 900104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"huber", steward.ProCreate{Name: "Sanitär Huber", Email: "info@sanitaer-huber.example", Phone: "+49 7651 900105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"russ", steward.ProCreate{Name: "Bernd Ruß", Email: "bernd.russ@schornsteinfeger.example", Phone: "+49 7652 900106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lang", steward.ProCreate{Name: "Monika Lang", Email: "monika.lang@example.de", Phone: "+49 171 900107", Services: []steward.ServiceType{steward.Inspection}}},
		{"heidi", steward.ProCreate{Name: "Heidi Braun", Email: "heidi.braun@example.de", Phone: "+49 171 900108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"mueller", "tanne", "Müller Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},    // under way, out tomorrow
		{"schneider", "alt", "Schneider", "2026-03-02 15:00", "2026-03-06 10:00", 2},        // under way, out Friday
		{"fischer", "schwarz", "Fischer Family", "2026-03-04 16:00", "2026-03-08 11:00", 5}, // arriving today
		{"wagner", "feld", "Wagner Family", "2026-03-05 15:00", "2026-03-10 10:00", 3},      // from tomorrow
		{"becker", "chalet", "Becker Family", "2026-03-06 16:00", "2026-03-09 10:00", 6},
		{"hoffmann", "tanne", "Hoffmann Family", "2026-03-07 16:00", "2026-03-14 10:00", 4},
		{"koch", "alt", "Koch Family", "2026-03-12 15:00", "2026-03-15 10:00", 2},
		{"richter", "schwarz", "Richter Family", "2026-03-13 16:00", "2026-03-16 11:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "tanne_co", Property: "tanne", Service: "cleaning", At: "2026-03-05 10:30", Pro: "sauber", Status: "confirmed", Notes: "Changeover after the family Müller"},
		{Key: "feld_prep", Property: "feld", Service: "cleaning", At: "2026-03-05 10:00", Pro: "ana", Status: "confirmed", Notes: "Prep before the family Wagner"},
		{Key: "feld_restock", Property: "feld", Service: "restocking", At: "2026-03-05 14:30", Pro: "petra", Notes: "Welcome basket: bread, milk, Kirschwasser"},
		{Key: "alt_plumb", Property: "alt", Service: "maintenance", At: "2026-03-05 14:00", Pro: "huber", Notes: "Dripping tap in the kitchen", DuringStay: true},
		{Key: "schw_kamin", Property: "schwarz", Service: "maintenance", At: "2026-03-06 09:00", Pro: "russ", Notes: "Sweep the chimney of the tiled stove", DuringStay: true},
		{Key: "alt_co", Property: "alt", Service: "cleaning", At: "2026-03-06 10:30", Pro: "sauber", Notes: "Changeover after Mr. Schneider"},
		{Key: "chalet_prep", Property: "chalet", Service: "cleaning", At: "2026-03-06 11:00", Pro: "ana", Notes: "Prep before the family Becker"},
		{Key: "chalet_restock", Property: "chalet", Service: "restocking", At: "2026-03-06 14:00", Notes: "Firewood, milk and coffee"},
		{Key: "tanne_restock", Property: "tanne", Service: "restocking", At: "2026-03-07 12:00", Pro: "petra", Notes: "Welcome basket for the family Hoffmann"},
		{Key: "schw_co", Property: "schwarz", Service: "cleaning", At: "2026-03-08 11:00", Pro: "sauber", Status: "confirmed", Notes: "Changeover after the family Fischer"},
		{Key: "chalet_co", Property: "chalet", Service: "cleaning", At: "2026-03-09 10:00", Pro: "ana", Notes: "Changeover after the family Becker"},
		{Key: "tanne_klaus", Property: "tanne", Service: "maintenance", At: "2026-03-09 14:00", Pro: "klaus", Notes: "Repair the handle of the sauna door", DuringStay: true},
		{Key: "feld_co", Property: "feld", Service: "cleaning", At: "2026-03-10 10:00", Notes: "Changeover after the family Wagner"},
		{Key: "chalet_insp", Property: "chalet", Service: "inspection", At: "2026-03-10 11:00", Pro: "lang", Notes: "Annual safety check: smoke detectors, fire extinguisher"},
		{Key: "feld_heat", Property: "feld", Service: "maintenance", At: "2026-03-11 10:00", Pro: "huber", Notes: "Annual service of the gas heating"},
		{Key: "alt_prep", Property: "alt", Service: "cleaning", At: "2026-03-12 11:00", Pro: "petra", Notes: "Prep before the family Koch"},
		{Key: "schw_insp", Property: "schwarz", Service: "inspection", At: "2026-03-12 14:00", Notes: "Check the roof and gutters after the storm"},
		{Key: "schw_prep", Property: "schwarz", Service: "cleaning", At: "2026-03-13 10:00", Pro: "sauber", Status: "confirmed", Notes: "Prep before the family Richter"},
		{Key: "tanne_co2", Property: "tanne", Service: "cleaning", At: "2026-03-14 10:30", Pro: "petra", Notes: "Changeover after the family Hoffmann"},
		{Key: "alt_co2", Property: "alt", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Changeover after the family Koch"},
		{Key: "schw_co2", Property: "schwarz", Service: "cleaning", At: "2026-03-16 11:00", Pro: "ana", Notes: "Changeover after the family Richter"},
		{Key: "chalet_kamin", Property: "chalet", Service: "maintenance", At: "2026-03-17 09:00", Pro: "russ", Notes: "Sweep the chimney of the wood stove"},
		{Key: "tanne_past_fix", Property: "tanne", Service: "maintenance", At: "2026-02-24 10:00", Pro: "klaus", Status: "completed", Notes: "Replaced the broken lamp in the hall"},
		{Key: "feld_past_co", Property: "feld", Service: "cleaning", At: "2026-03-02 10:00", Pro: "petra", Status: "completed"},
		{Key: "chalet_insp_cx", Property: "chalet", Service: "inspection", At: "2026-02-27 10:00", Pro: "lang", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
