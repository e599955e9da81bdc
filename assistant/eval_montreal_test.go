package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// montrealFixture is the evaluation's account for the cases marked
// "fixture": "montreal" (testdata/eval/cases_montreal.json), written
// before reading the engine: a francophone host in Montreal who writes
// English as a second language ("the ménage" for the cleaning, "at 14h",
// "the 12 of March", "for the 3 persons", "it is possible to …?", "finally
// 11h" as a correction, "merci", "svp", "demain") and calls places by
// their neighbourhood or street. All on America/Toronto (09:00 EST at
// evalNow: Wednesday 4 March 2026, 14:00 UTC; clocks go forward on Sunday
// 8 March). Le Plateau on rue Saint-Denis (15:00 and 11:00), the
// Griffintown loft on rue Ottawa (16:00 and 11:00), two condos in Old
// Montreal: Saint-Paul on rue Saint-Paul Ouest (15:00 and 11:00) and Le
// Studio on rue de la Commune (15:00 and 10:00), and Le Chalet in the
// Laurentians at Lac-Supérieur (16:00 and 10:00). Pros: Sylvie Tremblay
// (the usual ménage lady: cleaning, restocking), Ménage Éclair (a cleaning
// company), Nadia Benali (cleaning), Luc Gagnon the plumber, Marc-André Roy
// the electrician, Jean-Pierre Côté the handyman (snow, decks, doors),
// Isabelle Lavoie the inspector and Josée Bouchard, a cleaner who has
// stopped (inactive). Stays: the Dubois at Le Plateau (out tomorrow at 11),
// the Millers at Le Chalet (out Saturday at 10), the Nguyens at
// Griffintown from today at 16:00 (out Sunday at 11), the Schmidts at
// Saint-Paul from tomorrow at 15:00 (out Monday 9th at 11), the Garcias at
// Le Studio Friday to Tuesday 10th, the Leblancs at Le Plateau Friday to
// Friday 13th, the Thompsons at Le Chalet Thursday 12th to Sunday 15th, the
// Okafors at Griffintown Friday 13th to Monday 16th and the Rossis at
// Saint-Paul Saturday 14th to Wednesday 18th.
func montrealFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"plateau", steward.AddressCreate{Street: "4521 Rue Saint-Denis", City: "Montreal", State: "QC", Zip: "H2J 2L4", Country: "CA", Nickname: strp("Le Plateau"), Timezone: "America/Toronto",
			AccessInstructions: strp("Lockbox on the outside staircase, code 4521. Second floor, the door on the left."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"griff", steward.AddressCreate{Street: "1200 Rue Ottawa Unit 804", City: "Montreal", State: "QC", Zip: "H3C 0T3", Country: "CA", Nickname: strp("Griffintown"), Timezone: "America/Toronto",
			AccessInstructions: strp("Fob in the lockbox by the garage door, code 1200. Elevator to the 8th floor."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"stpaul", steward.AddressCreate{Street: "210 Rue Saint-Paul Ouest Unit 3", City: "Montreal", State: "QC", Zip: "H2Y 1Z9", Country: "CA", Nickname: strp("Saint-Paul"), Timezone: "America/Toronto",
			AccessInstructions: strp("Smart lock, code 2103. Recycling in the courtyard."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"studio", steward.AddressCreate{Street: "45 Rue de la Commune Est Unit 2", City: "Montreal", State: "QC", Zip: "H2Y 1J1", Country: "CA", Nickname: strp("Le Studio"), Timezone: "America/Toronto",
			AccessInstructions: strp("Key with the concierge, ask for the Studio key."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(520),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"chalet", steward.AddressCreate{Street: "85 Chemin du Lac-Supérieur", City: "Lac-Supérieur", State: "QC", Zip: "J0T 1J0", Country: "CA", Nickname: strp("Le Chalet"), Timezone: "America/Toronto",
			AccessInstructions: strp("Keypad on the side door, code 8585. Park near the shed, the driveway is steep. Firewood in the shed."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(2100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sylvie", steward.ProCreate{Name: "Sylvie Tremblay", Email: "sylvie.tremblay@example.com", Phone: "514-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"eclair", steward.ProCreate{Name: "Ménage Éclair", Email: "info@menageeclair.example", Phone: "514-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"nadia", steward.ProCreate{Name: "Nadia Benali", Email: "nadia.benali@example.com", Phone: "514-555-0163", Services: []steward.ServiceType{steward.Cleaning}}},
		{"luc", steward.ProCreate{Name: "Luc Gagnon", Email: "luc@gagnonplumbing.example", Phone: "514-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marc", steward.ProCreate{Name: "Marc-André Roy", Email: "marcandre@royelectric.example", Phone: "514-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"jp", steward.ProCreate{Name: "Jean-Pierre Côté", Email: "jp.cote@example.com", Phone: "819-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"isabelle", steward.ProCreate{Name: "Isabelle Lavoie", Email: "isabelle@lavoieinspections.example", Phone: "514-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"josee", steward.ProCreate{Name: "Josée Bouchard", Email: "josee.bouchard@example.com", Phone: "514-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"dubois", "plateau", "Dubois", "2026-03-01 15:00", "2026-03-05 11:00", 2},       // under way, out tomorrow
		{"miller", "chalet", "Miller Family", "2026-02-28 16:00", "2026-03-07 10:00", 6}, // under way, out Saturday
		{"nguyen", "griff", "Nguyen", "2026-03-04 16:00", "2026-03-08 11:00", 3},         // arriving today
		{"schmidt", "stpaul", "Schmidt Family", "2026-03-05 15:00", "2026-03-09 11:00", 4},
		{"garcia", "studio", "Garcia", "2026-03-06 15:00", "2026-03-10 10:00", 2},
		{"leblanc", "plateau", "Leblanc", "2026-03-06 15:00", "2026-03-13 11:00", 3},
		{"thompson", "chalet", "Thompson Family", "2026-03-12 16:00", "2026-03-15 10:00", 8},
		{"okafor", "griff", "Okafor", "2026-03-13 16:00", "2026-03-16 11:00", 2},
		{"rossi", "stpaul", "Rossi Family", "2026-03-14 15:00", "2026-03-18 11:00", 5},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "griff_prep", Property: "griff", Service: "cleaning", At: "2026-03-04 11:00", Pro: "nadia", Status: "confirmed", Notes: "Ready for the Nguyens"},
		{Key: "plateau_co", Property: "plateau", Service: "cleaning", At: "2026-03-05 11:00", Pro: "sylvie", Status: "confirmed", Notes: "Ménage after the Dubois"},
		{Key: "stpaul_prep", Property: "stpaul", Service: "cleaning", At: "2026-03-05 10:00", Pro: "eclair", Status: "confirmed", Notes: "Ready for the Schmidts"},
		{Key: "stpaul_restock", Property: "stpaul", Service: "restocking", At: "2026-03-05 14:00", Pro: "sylvie", Notes: "Coffee, toilet paper and a welcome basket"},
		{Key: "chalet_snow", Property: "chalet", Service: "maintenance", At: "2026-03-05 09:00", Pro: "jp", Notes: "Clear the snow off the deck and the shed roof", DuringStay: true},
		{Key: "plateau_dryer", Property: "plateau", Service: "maintenance", At: "2026-03-06 10:00", Pro: "marc", Notes: "Dryer breaker keeps tripping"},
		{Key: "studio_prep", Property: "studio", Service: "cleaning", At: "2026-03-06 10:00", Pro: "nadia", Notes: "Ready for the Garcias"},
		{Key: "chalet_co", Property: "chalet", Service: "cleaning", At: "2026-03-07 10:00", Pro: "eclair", Notes: "Ménage after the Millers"},
		{Key: "chalet_spa", Property: "chalet", Service: "maintenance", At: "2026-03-07 13:00", Pro: "luc", Notes: "Spa not heating, check the pump"},
		{Key: "griff_co", Property: "griff", Service: "cleaning", At: "2026-03-08 11:00", Pro: "sylvie", Notes: "Ménage after the Nguyens"},
		{Key: "stpaul_co", Property: "stpaul", Service: "cleaning", At: "2026-03-09 11:00", Notes: "Ménage after the Schmidts"},
		{Key: "studio_co", Property: "studio", Service: "cleaning", At: "2026-03-10 10:00", Pro: "nadia", Notes: "Ménage after the Garcias"},
		{Key: "studio_sink", Property: "studio", Service: "maintenance", At: "2026-03-10 13:00", Pro: "luc", Notes: "Bathroom sink dripping"},
		{Key: "chalet_insp", Property: "chalet", Service: "inspection", At: "2026-03-11 10:00", Pro: "isabelle", Notes: "Smoke and CO detectors, fire extinguisher"},
		{Key: "griff_light", Property: "griff", Service: "maintenance", At: "2026-03-11 14:00", Pro: "marc", Notes: "Replace the light fixture in the entrance"},
		{Key: "chalet_prep", Property: "chalet", Service: "cleaning", At: "2026-03-12 10:00", Pro: "eclair", Status: "confirmed", Notes: "Ready for the Thompsons"},
		{Key: "chalet_restock", Property: "chalet", Service: "restocking", At: "2026-03-12 13:00", Notes: "Firewood, coffee and paper towels"},
		{Key: "plateau_co2", Property: "plateau", Service: "cleaning", At: "2026-03-13 11:00", Pro: "sylvie", Notes: "Ménage after the Leblancs"},
		{Key: "griff_prep2", Property: "griff", Service: "cleaning", At: "2026-03-13 11:00", Pro: "nadia", Status: "confirmed", Notes: "Ready for the Okafors"},
		{Key: "stpaul_prep2", Property: "stpaul", Service: "cleaning", At: "2026-03-14 10:00", Pro: "eclair", Notes: "Ready for the Rossis"},
		{Key: "chalet_co2", Property: "chalet", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Ménage after the Thompsons"},
		{Key: "griff_co2", Property: "griff", Service: "cleaning", At: "2026-03-16 11:00", Pro: "sylvie", Notes: "Ménage after the Okafors"},
		{Key: "stpaul_insp", Property: "stpaul", Service: "inspection", At: "2026-03-16 10:00", Pro: "isabelle", Notes: "Yearly inspection, check the balcony railing", DuringStay: true},
		{Key: "stpaul_co2", Property: "stpaul", Service: "cleaning", At: "2026-03-18 11:00", Pro: "sylvie", Notes: "Ménage after the Rossis"},
		{Key: "plateau_past_leak", Property: "plateau", Service: "maintenance", At: "2026-02-25 10:00", Pro: "luc", Status: "completed", Notes: "Fixed the leak under the kitchen sink"},
		{Key: "chalet_past_co", Property: "chalet", Service: "cleaning", At: "2026-02-28 10:00", Pro: "eclair", Status: "completed"},
		{Key: "studio_insp_cx", Property: "studio", Service: "inspection", At: "2026-02-27 10:00", Pro: "isabelle", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
