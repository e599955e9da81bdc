package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// tremblantFixture is the evaluation's account for the cases marked
// "fixture": "tremblant" (testdata/eval/cases_blind71.json), written before
// reading the engine: a French-Canadian host who writes in English with
// French habits: times as "14h" or "10h30", dates as "le 12", "the 12 of
// March" or "Saturday the 7", "the ménage" or "the cleaning lady", "a
// verification" for an inspection and "a reparation" for a repair, calques
// ("I would like that Sophie does the cleaning", "it is possible to
// move…?", "we are 6 persons", "actually" for currently), a French word
// here and there ("demain", "samedi", "merci") and accents sometimes
// dropped. On Eastern time: the Chalet du Lac, a four-bedroom chalet on the
// lake in Mont-Tremblant (garage code 1880); Le Refuge, a two-bedroom condo
// at the foot of the hill in Mont-Tremblant; the Loft Champlain, a
// one-bedroom loft in the Petit-Champlain in Quebec City; a house in
// Limoilou (Quebec City) known only by its street ("1245 3e Avenue"); and
// the Stowe Condo, a condo on Mountain Road in Stowe, Vermont. On Pacific
// time: the Chalet Whistler, a five-bedroom chalet in Whistler, British
// Columbia, with a 10:00 check-out. Daylight saving time starts on Sunday 8
// March in all of them. Seven pros: Sophie Gagnon, who cleans and restocks
// in Tremblant; Martine Lavoie, who cleans and restocks in Quebec City; Luc
// Bergeron, maintenance and inspections in Quebec; Plomberie Laurentides, a
// company (maintenance: plumbing, the spa); Heather McAllister, who cleans,
// restocks and inspects in Stowe; Jen Kowalski, who cleans and restocks in
// Whistler; and an inactive cleaner (Nathalie Roy). Stays, named after
// families: the Tremblays under way at the Chalet du Lac (out tomorrow),
// the Bouchards under way at Le Refuge (out Saturday), the Nguyens under
// way at the Chalet Whistler (out Friday at 10, Pacific), the Morins
// arriving at the Loft Champlain today (out Sunday, the day the clocks
// change), the Wilsons at the Stowe Condo from Friday, the Leblancs at the
// Chalet du Lac from Friday, the Frasers at the Chalet Whistler from
// Saturday and the Pelletiers at 1245 3e Avenue next week. Jobs: turnovers
// after the check-outs, two jobs the same day at the Loft Champlain
// (today), the Chalet du Lac (tomorrow), the Chalet Whistler (Friday) and
// the Stowe Condo (Tuesday the 10th), maintenance whose notes say what it
// is for (the spa heater, the gas fireplace, the furnace knocking),
// unassigned jobs (the Loft Champlain's restock today and its Sunday
// turnover, the Chalet Whistler's fireplace), pending and confirmed jobs
// and completed ones in the past. At evalNow it is 09:00 in Quebec and
// Vermont and 06:00 in Whistler.
func tremblantFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"lac", steward.AddressCreate{Street: "1880 Chemin du Lac-Tremblant-Nord", City: "Mont-Tremblant", State: "QC", Zip: "J8E 1T3", Country: "CA", Nickname: strp("Chalet du Lac"),
			AccessInstructions: strp("Garage code 1880; the house key is in the lockbox by the ski rack, code 5522. The spa cover is locked with the small key on the hook."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"refuge", steward.AddressCreate{Street: "118 Chemin de Kandahar Unit 4", City: "Mont-Tremblant", State: "QC", Zip: "J8E 1E2", Country: "CA", Nickname: strp("Le Refuge"),
			AccessInstructions: strp("Keypad at the front door, code 4118. Ski locker number 12 in the basement."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"champlain", steward.AddressCreate{Street: "52 Rue du Petit-Champlain", City: "Quebec", State: "QC", Zip: "G1K 4H4", Country: "CA", Nickname: strp("Loft Champlain"),
			AccessInstructions: strp("Lockbox on the railing of the back stairs, code 0752. No parking on the street: use the Dalhousie lot."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"limoilou", steward.AddressCreate{Street: "1245 3e Avenue", City: "Quebec", State: "QC", Zip: "G1L 2X3", Country: "CA",
			AccessInstructions: strp("Key with the dépanneur owner next door (Monsieur Roy). The furnace is in the cellar."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"stowe", steward.AddressCreate{Street: "7412 Mountain Rd Unit 22", City: "Stowe", State: "VT", Zip: "05672", Nickname: strp("Stowe Condo"),
			AccessInstructions: strp("Smart lock, code 7412. Guest parking in the covered lot, spot 22."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
		{"whistler", steward.AddressCreate{Street: "2150 Nordic Dr", City: "Whistler", State: "BC", Zip: "V8E 0A9", Country: "CA", Nickname: strp("Chalet Whistler"),
			AccessInstructions: strp("Keypad on the mudroom door, code 2150. Hot tub controls are on the deck, cover straps on the left."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(3400),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sophie", steward.ProCreate{Name: "Sophie Gagnon", Email: "sophie.gagnon@example.com", Phone: "819-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"martine", steward.ProCreate{Name: "Martine Lavoie", Email: "martine.lavoie@example.com", Phone: "418-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"luc", steward.ProCreate{Name: "Luc Bergeron", Email: "luc@bergeronreno.example", Phone: "418-555-0173", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"plomberie", steward.ProCreate{Name: "Plomberie Laurentides", Email: "service@plomberielaurentides.example", Phone: "819-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"heather", steward.ProCreate{Name: "Heather McAllister", Email: "heather.mcallister@example.com", Phone: "802-555-0175", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Inspection}}},
		{"jen", steward.ProCreate{Name: "Jen Kowalski", Email: "jen.kowalski@example.com", Phone: "604-555-0176", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"nathalie", steward.ProCreate{Name: "Nathalie Roy", Email: "nathalie.roy@example.com", Phone: "819-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"tremblay", "lac", "Famille Tremblay", "2026-03-01 16:00", "2026-03-05 11:00", 6},        // under way, out tomorrow
		{"bouchard", "refuge", "Famille Bouchard", "2026-03-02 16:00", "2026-03-07 11:00", 4},     // under way, out Saturday
		{"nguyen", "whistler", "Nguyen Family", "2026-02-28 16:00", "2026-03-06 10:00", 8},        // under way, out Friday (Pacific)
		{"morin", "champlain", "Julie Morin", "2026-03-04 16:00", "2026-03-08 11:00", 2},          // arriving today, out the day the clocks change
		{"wilson", "stowe", "Wilson Family", "2026-03-06 16:00", "2026-03-10 11:00", 4},           // from Friday
		{"leblanc", "lac", "Famille Leblanc", "2026-03-06 16:00", "2026-03-13 11:00", 8},          // from Friday
		{"fraser", "whistler", "Fraser Family", "2026-03-07 16:00", "2026-03-14 10:00", 6},        // from Saturday
		{"pelletier", "limoilou", "Famille Pelletier", "2026-03-11 16:00", "2026-03-15 11:00", 5}, // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "champlain_prep", Property: "champlain", Service: "cleaning", At: "2026-03-04 11:00", Pro: "martine", Status: "confirmed"},
		{Key: "champlain_restock", Property: "champlain", Service: "restocking", At: "2026-03-04 14:00"},
		{Key: "lac_turn", Property: "lac", Service: "cleaning", At: "2026-03-05 11:00", Pro: "sophie", Status: "confirmed"},
		{Key: "lac_spa", Property: "lac", Service: "maintenance", At: "2026-03-05 15:30", Pro: "plomberie", Notes: "Spa heater not holding temperature, check the breaker and the pump"},
		{Key: "stowe_prep", Property: "stowe", Service: "cleaning", At: "2026-03-06 10:00", Pro: "heather", Status: "confirmed"},
		{Key: "whistler_turn", Property: "whistler", Service: "cleaning", At: "2026-03-06 10:00", Pro: "jen", Status: "confirmed"},
		{Key: "whistler_fire", Property: "whistler", Service: "maintenance", At: "2026-03-06 15:00", Notes: "Gas fireplace pilot will not stay lit"},
		{Key: "refuge_turn", Property: "refuge", Service: "cleaning", At: "2026-03-07 11:00", Pro: "sophie"},
		{Key: "champlain_turn", Property: "champlain", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "limoilou_furnace", Property: "limoilou", Service: "maintenance", At: "2026-03-09 13:00", Pro: "luc", Notes: "Furnace making a knocking noise; check the filter and the igniter"},
		{Key: "limoilou_prep", Property: "limoilou", Service: "cleaning", At: "2026-03-10 10:00", Pro: "martine"},
		{Key: "stowe_turn", Property: "stowe", Service: "cleaning", At: "2026-03-10 11:00", Pro: "heather"},
		{Key: "stowe_inspect", Property: "stowe", Service: "inspection", At: "2026-03-10 14:30", Pro: "heather", Notes: "Annual smoke and CO detector check"},
		{Key: "champlain_inspect", Property: "champlain", Service: "inspection", At: "2026-03-12 10:00", Pro: "luc", Notes: "Verification of the fire extinguisher and the smoke detectors"},
		{Key: "lac_turn2", Property: "lac", Service: "cleaning", At: "2026-03-13 11:00", Pro: "sophie"},
		{Key: "whistler_turn2", Property: "whistler", Service: "cleaning", At: "2026-03-14 10:00", Pro: "jen"},
		{Key: "limoilou_turn", Property: "limoilou", Service: "cleaning", At: "2026-03-15 11:00", Pro: "martine"},
		{Key: "lac_past_fix", Property: "lac", Service: "maintenance", At: "2026-02-24 10:00", Pro: "plomberie", Status: "completed", Notes: "Replaced the kitchen sink trap"},
		{Key: "champlain_past_clean", Property: "champlain", Service: "cleaning", At: "2026-03-01 11:00", Pro: "martine", Status: "completed"},
		{Key: "whistler_past_clean", Property: "whistler", Service: "cleaning", At: "2026-02-28 10:00", Pro: "jen", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
