package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// tucsonFixture is the evaluation's account for the cases marked
// "fixture": "tucson" (testdata/eval/cases_tucson.json), written before
// reading the engine: a Tucson property manager (Marisol) running homes for
// several owners, who forwards bits of the owners' wordy e-mails ("FW: ...",
// quoted lines, signatures) with a one-line instruction of her own ("see
// below, pls book", "handle pls") and types short direct requests in
// between. All on America/Phoenix, which keeps no daylight saving time
// (07:00 MST at evalNow: Wednesday 4 March 2026, 14:00 UTC). The Foothills
// House in Tucson, owned by Linda Brennan (16:00 and 10:00), the Casita in
// Sam Hughes, Dr. Marcus Ellison's (15:00 and 11:00), Saguaro Ridge in
// Marana, Chidi Okafor's (16:00 and 10:00), the Oro Valley Condo of Pat and
// Gene Lundquist (15:00 and 10:00), the Tubac Adobe of Rosalind
// Carter-Vega (16:00 and 11:00) and the Barrio Viejo Rowhouse of Jeff
// Kaminski (15:00 and 10:00). Pros: Lupe Romero (cleaning, restocking),
// Carmen Ruiz (cleaning), Desert Sparkle Cleaning (cleaning, restocking),
// Ray Ochoa the plumber, Hector Ybarra the HVAC and electrical man, Tom
// Whitcomb the handyman, Anita Shah the inspector and Brenda Kowalski, a
// cleaner who moved to Phoenix (inactive). Stays: the Hollises at the
// Foothills House (out tomorrow at 10), Dana Whitley at the Casita (out
// Friday at 11), the Parks at Saguaro Ridge from today at 16:00 (out Sunday
// at 10), the Mattsons at the Oro Valley Condo from tomorrow at 15:00 (out
// Monday at 10), the Alvarezes at the Tubac Adobe Friday to Tuesday 10th,
// the Sorensens at the Foothills House Saturday to Saturday 14th, the
// Kesslers at the Rowhouse Thursday 12th to Sunday 15th and the Nguyens at
// the Casita Friday 13th to Monday 16th.
func tucsonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"foothills", steward.AddressCreate{Street: "6120 N Camino Miraval", City: "Tucson", State: "AZ", Zip: "85718", Nickname: strp("Foothills House"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Keypad on the front gate, code 4418. Pool gate must stay latched."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(3100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"casita", steward.AddressCreate{Street: "1025 E 5th Street", City: "Tucson", State: "AZ", Zip: "85719", Nickname: strp("The Casita"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox on the back gate off the alley, code 2207."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"saguaro", steward.AddressCreate{Street: "12650 N Saguaro Ridge Place", City: "Marana", State: "AZ", Zip: "85658", Nickname: strp("Saguaro Ridge"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Smart lock, code 9080. Watch for javelinas by the trash cans."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"oro", steward.AddressCreate{Street: "10655 N Oracle Road Unit 214", City: "Oro Valley", State: "AZ", Zip: "85737", Nickname: strp("Oro Valley Condo"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Key fob in the lockbox by the mailboxes, code 1140. Guest parking only."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"tubac", steward.AddressCreate{Street: "14 Calle Iglesia", City: "Tubac", State: "AZ", Zip: "85646", Nickname: strp("Tubac Adobe"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Key in the lockbox on the zaguan door, code 1752."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"barrio", steward.AddressCreate{Street: "515 S Meyer Avenue", City: "Tucson", State: "AZ", Zip: "85701", Nickname: strp("Barrio Viejo Rowhouse"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Smart lock, code 6633. Street parking on Meyer."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lupe", steward.ProCreate{Name: "Lupe Romero", Email: "lupe.romero@example.com", Phone: "520-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"carmen", steward.ProCreate{Name: "Carmen Ruiz", Email: "carmen.ruiz@example.com", Phone: "520-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sparkle", steward.ProCreate{Name: "Desert Sparkle Cleaning", Email: "office@desertsparkle.example", Phone: "520-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ray", steward.ProCreate{Name: "Ray Ochoa", Email: "ray@ochoaplumbing.example", Phone: "520-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"hector", steward.ProCreate{Name: "Hector Ybarra", Email: "hector@ybarrahvac.example", Phone: "520-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tom", steward.ProCreate{Name: "Tom Whitcomb", Email: "tom.whitcomb@example.com", Phone: "520-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"anita", steward.ProCreate{Name: "Anita Shah", Email: "anita@shahinspections.example", Phone: "520-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"brenda", steward.ProCreate{Name: "Brenda Kowalski", Email: "brenda.kowalski@example.com", Phone: "520-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hollis", "foothills", "Hollis Family", "2026-03-01 16:00", "2026-03-05 10:00", 5}, // under way, out tomorrow
		{"whitley", "casita", "Dana Whitley", "2026-03-02 15:00", "2026-03-06 11:00", 2},    // under way, out Friday
		{"park", "saguaro", "Park Family", "2026-03-04 16:00", "2026-03-08 10:00", 6},       // arriving today
		{"mattson", "oro", "Mattson", "2026-03-05 15:00", "2026-03-09 10:00", 2},            // from tomorrow
		{"alvarez", "tubac", "Alvarez Family", "2026-03-06 16:00", "2026-03-10 11:00", 4},
		{"sorensen", "foothills", "Sorensen Family", "2026-03-07 16:00", "2026-03-14 10:00", 8},
		{"kessler", "barrio", "Kessler", "2026-03-12 15:00", "2026-03-15 10:00", 3},
		{"nguyen", "casita", "Nguyen", "2026-03-13 15:00", "2026-03-16 11:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "saguaro_prep", Property: "saguaro", Service: "cleaning", At: "2026-03-04 11:00", Pro: "lupe", Status: "confirmed", Notes: "Get it ready for the Parks"},
		{Key: "saguaro_restock", Property: "saguaro", Service: "restocking", At: "2026-03-04 14:00", Notes: "Water, coffee and a welcome basket for the Parks"},
		{Key: "foot_co", Property: "foothills", Service: "cleaning", At: "2026-03-05 10:00", Pro: "sparkle", Status: "confirmed", Notes: "Turnover after the Hollises"},
		{Key: "foot_pool", Property: "foothills", Service: "maintenance", At: "2026-03-05 13:00", Pro: "tom", Notes: "Pool gate latch not closing on its own"},
		{Key: "oro_prep", Property: "oro", Service: "cleaning", At: "2026-03-05 10:00", Pro: "carmen", Status: "confirmed", Notes: "Ready for the Mattsons"},
		{Key: "casita_ac", Property: "casita", Service: "maintenance", At: "2026-03-05 14:00", Pro: "hector", Notes: "Bedroom mini-split not cooling, guest asked for it", DuringStay: true},
		{Key: "casita_co", Property: "casita", Service: "cleaning", At: "2026-03-06 11:00", Pro: "lupe", Notes: "Turnover after Dana Whitley"},
		{Key: "tubac_prep", Property: "tubac", Service: "cleaning", At: "2026-03-06 10:00", Pro: "carmen", Notes: "Ready for the Alvarezes"},
		{Key: "tubac_insp", Property: "tubac", Service: "inspection", At: "2026-03-06 13:00", Pro: "anita", Notes: "Check the roof and canales after the rain"},
		{Key: "foot_restock", Property: "foothills", Service: "restocking", At: "2026-03-06 14:00", Notes: "Stock up for the Sorensens: paper goods, coffee, pool towels"},
		{Key: "saguaro_co", Property: "saguaro", Service: "cleaning", At: "2026-03-08 10:00", Pro: "lupe", Status: "confirmed", Notes: "Turnover after the Parks"},
		{Key: "oro_co", Property: "oro", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Mattsons"},
		{Key: "barrio_plumb", Property: "barrio", Service: "maintenance", At: "2026-03-09 10:00", Pro: "ray", Notes: "Water heater pilot keeps going out"},
		{Key: "tubac_co", Property: "tubac", Service: "cleaning", At: "2026-03-10 11:00", Pro: "sparkle", Notes: "Turnover after the Alvarezes"},
		{Key: "saguaro_shade", Property: "saguaro", Service: "maintenance", At: "2026-03-10 09:00", Pro: "tom", Notes: "Replace the ripped patio shade sail"},
		{Key: "oro_insp", Property: "oro", Service: "inspection", At: "2026-03-11 10:00", Pro: "anita", Notes: "Smoke detectors and fire extinguisher for the HOA"},
		{Key: "foot_ray", Property: "foothills", Service: "maintenance", At: "2026-03-11 13:00", Pro: "ray", Notes: "Master shower draining slow", DuringStay: true},
		{Key: "barrio_prep", Property: "barrio", Service: "cleaning", At: "2026-03-12 10:00", Pro: "carmen", Notes: "Ready for the Kesslers"},
		{Key: "tubac_cooler", Property: "tubac", Service: "maintenance", At: "2026-03-12 09:00", Pro: "hector", Notes: "Service the evaporative cooler for the season"},
		{Key: "casita_prep", Property: "casita", Service: "cleaning", At: "2026-03-13 11:00", Pro: "lupe", Status: "confirmed", Notes: "Ready for the Nguyens"},
		{Key: "foot_co2", Property: "foothills", Service: "cleaning", At: "2026-03-14 10:00", Pro: "sparkle", Notes: "Turnover after the Sorensens"},
		{Key: "barrio_co", Property: "barrio", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after the Kesslers"},
		{Key: "casita_co2", Property: "casita", Service: "cleaning", At: "2026-03-16 11:00", Pro: "carmen", Notes: "Turnover after the Nguyens"},
		{Key: "foot_past_fix", Property: "foothills", Service: "maintenance", At: "2026-02-26 10:00", Pro: "ray", Status: "completed", Notes: "Fixed the garbage disposal"},
		{Key: "casita_past_co", Property: "casita", Service: "cleaning", At: "2026-03-02 10:00", Pro: "lupe", Status: "completed"},
		{Key: "oro_insp_cx", Property: "oro", Service: "inspection", At: "2026-02-27 10:00", Pro: "anita", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
