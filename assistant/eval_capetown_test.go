package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// capetownFixture is the evaluation's account for the cases marked
// "fixture": "capetown" (testdata/eval/cases_capetown.json), written before
// reading the engine: a South African host with five holiday flats around
// Cape Town and a house in the winelands, who writes quick WhatsApp-style
// South African English ("ja", "shame", "now now", "just now", "lekker",
// "sharp", "eish", "the oke who does the pool", load shedding, "half ten",
// "the 12th"), pros by first name, flats by building or area. All on
// Africa/Johannesburg (SAST, UTC+2: evalNow is Wednesday 4 March 2026,
// 16:00 local). The Sea Point flat (14:00 and 10:00), Clifton (15:00 and
// 10:00), Harbour Edge in Green Point (14:00 and 10:00), the Kloof Street
// flat in Gardens (14:00 and 10:00), Muizenberg (15:00 and 10:00) and the
// Stellies house in Stellenbosch, with a pool (15:00 and 11:00). Pros:
// Thandi Mokoena (cleaner, restocks), Precious Ndlovu (cleaner), Sparkle
// Clean Co (cleaning and restocking), Johan van der Merwe the pool oke
// (maintenance), Sipho Dlamini the electrician and handyman (maintenance),
// Riaan Botha the plumber (maintenance), Fatima Adams the inspector and
// Lindiwe Zulu, a cleaner who moved to Joburg (inactive). Stays: the
// Schmidts at Clifton (out tomorrow at 10), the Naidoos at Sea Point (out
// Friday at 10), the Van Wyks at Stellies from today at 15:00 (out Sunday at
// 11), the O'Briens at Harbour Edge from tomorrow at 14:00 (out Monday at
// 10), the Khumalos at Kloof Street Friday to Tuesday 10th, the Johanssons at
// Clifton Saturday to Saturday 14th, the Peters at Sea Point Wednesday 11th
// to Sunday 15th and the Fouries at Muizenberg Thursday 12th to Monday 16th.
func capetownFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"seapoint", steward.AddressCreate{Street: "Flat 7, Ocean Breeze, 112 Beach Road", City: "Sea Point", State: "Western Cape", Zip: "8005", Country: "ZA", Nickname: strp("Sea Point flat"), Timezone: "Africa/Johannesburg",
			AccessInstructions: strp("Keys with the building security at the gate. Parking bay 14."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "14:00", CheckOutTime: "10:00"}},
		{"clifton", steward.AddressCreate{Street: "9 Clifton Steps, Victoria Road", City: "Clifton", State: "Western Cape", Zip: "8005", Country: "ZA", Nickname: strp("Clifton"), Timezone: "Africa/Johannesburg",
			AccessInstructions: strp("Key safe at the top of the steps, code 4040. 62 steps down, take the trolley."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"harbour", steward.AddressCreate{Street: "Unit 304, Harbour Edge, 20 Main Road", City: "Green Point", State: "Western Cape", Zip: "8005", Country: "ZA", Nickname: strp("Harbour Edge"), Timezone: "Africa/Johannesburg",
			AccessInstructions: strp("Tag for the lift is in the key safe, code 3040."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "14:00", CheckOutTime: "10:00"}},
		{"kloof", steward.AddressCreate{Street: "Flat 2, 151 Kloof Street", City: "Gardens", State: "Western Cape", Zip: "8001", Country: "ZA", Nickname: strp("Kloof Street flat"), Timezone: "Africa/Johannesburg",
			AccessInstructions: strp("Smart lock, code 1515. Inverter switch is in the passage cupboard."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "14:00", CheckOutTime: "10:00"}},
		{"muiz", steward.AddressCreate{Street: "22 Beach Road", City: "Muizenberg", State: "Western Cape", Zip: "7945", Country: "ZA", Nickname: strp("Muizenberg"), Timezone: "Africa/Johannesburg",
			AccessInstructions: strp("Key with the neighbour at no. 24 (Mrs Jacobs). Surfboards in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"stellies", steward.AddressCreate{Street: "5 Dennesig Lane", City: "Stellenbosch", State: "Western Cape", Zip: "7600", Country: "ZA", Nickname: strp("Stellies house"), Timezone: "Africa/Johannesburg",
			AccessInstructions: strp("Gate remote and keys in the key safe by the garage, code 7600. Pool pump on a timer."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2400),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"thandi", steward.ProCreate{Name: "Thandi Mokoena", Email: "thandi.mokoena@example.co.za", Phone: "082 555 0101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"precious", steward.ProCreate{Name: "Precious Ndlovu", Email: "precious.ndlovu@example.co.za", Phone: "083 555 0102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"sparkle", steward.ProCreate{Name: "Sparkle Clean Co", Email: "bookings@sparkleclean.example", Phone: "021 555 0103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"johan", steward.ProCreate{Name: "Johan van der Merwe", Email: "johan@poolpro.example", Phone: "084 555 0104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sipho", steward.ProCreate{Name: "Sipho Dlamini", Email: "sipho@dlaminielectrical.example", Phone: "072 555 0105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"riaan", steward.ProCreate{Name: "Riaan Botha", Email: "riaan@bothaplumbing.example", Phone: "082 555 0106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"fatima", steward.ProCreate{Name: "Fatima Adams", Email: "fatima@adamsinspections.example", Phone: "079 555 0107", Services: []steward.ServiceType{steward.Inspection}}},
		{"lindiwe", steward.ProCreate{Name: "Lindiwe Zulu", Email: "lindiwe.zulu@example.co.za", Phone: "073 555 0108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"schmidt", "clifton", "Schmidt Family", "2026-02-28 15:00", "2026-03-05 10:00", 4}, // under way, out tomorrow
		{"naidoo", "seapoint", "Naidoo Family", "2026-03-01 14:00", "2026-03-06 10:00", 3},  // under way, out Friday
		{"vanwyk", "stellies", "Van Wyk Family", "2026-03-04 15:00", "2026-03-08 11:00", 6}, // arrived today
		{"obrien", "harbour", "O'Brien Family", "2026-03-05 14:00", "2026-03-09 10:00", 2},  // from tomorrow
		{"khumalo", "kloof", "Khumalo Family", "2026-03-06 14:00", "2026-03-10 10:00", 2},
		{"johansson", "clifton", "Johansson Family", "2026-03-07 15:00", "2026-03-14 10:00", 5},
		{"peters", "seapoint", "Peters Family", "2026-03-11 14:00", "2026-03-15 10:00", 2},
		{"fourie", "muiz", "Fourie Family", "2026-03-12 15:00", "2026-03-16 10:00", 4},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "stel_prep", Property: "stellies", Service: "cleaning", At: "2026-03-04 09:00", Pro: "precious", Status: "completed", Notes: "Prep before the Van Wyks"},
		{Key: "harb_prep", Property: "harbour", Service: "cleaning", At: "2026-03-05 09:00", Pro: "sparkle", Status: "confirmed", Notes: "Prep before the O'Briens"},
		{Key: "stel_pool", Property: "stellies", Service: "maintenance", At: "2026-03-05 10:00", Pro: "johan", Notes: "Weekly pool clean and chemicals", DuringStay: true},
		{Key: "clif_co", Property: "clifton", Service: "cleaning", At: "2026-03-05 10:30", Pro: "thandi", Status: "confirmed", Notes: "Changeover after the Schmidts"},
		{Key: "harb_restock", Property: "harbour", Service: "restocking", At: "2026-03-05 12:00", Pro: "sparkle", Notes: "Welcome pack: milk, coffee, rusks and a bottle of wine"},
		{Key: "clif_restock", Property: "clifton", Service: "restocking", At: "2026-03-05 13:00", Notes: "Coffee pods, toiletries and dishwasher tablets"},
		{Key: "kloof_prep", Property: "kloof", Service: "cleaning", At: "2026-03-06 09:00", Pro: "precious", Notes: "Prep before the Khumalos"},
		{Key: "sea_co", Property: "seapoint", Service: "cleaning", At: "2026-03-06 10:00", Pro: "thandi", Notes: "Changeover after the Naidoos"},
		{Key: "sea_elec", Property: "seapoint", Service: "maintenance", At: "2026-03-06 13:00", Pro: "sipho", Notes: "Test the inverter and the geyser timer for load shedding"},
		{Key: "clif_prep", Property: "clifton", Service: "cleaning", At: "2026-03-07 10:00", Pro: "sparkle", Status: "confirmed", Notes: "Prep before the Johanssons"},
		{Key: "muiz_plumb", Property: "muiz", Service: "maintenance", At: "2026-03-07 11:00", Pro: "riaan", Notes: "Outside shower is leaking"},
		{Key: "stel_co", Property: "stellies", Service: "cleaning", At: "2026-03-08 11:00", Pro: "precious", Status: "confirmed", Notes: "Changeover after the Van Wyks"},
		{Key: "stel_restock", Property: "stellies", Service: "restocking", At: "2026-03-08 14:00", Notes: "Braai wood, firelighters and wine"},
		{Key: "harb_co", Property: "harbour", Service: "cleaning", At: "2026-03-09 10:00", Pro: "thandi", Notes: "Changeover after the O'Briens"},
		{Key: "clif_elec", Property: "clifton", Service: "maintenance", At: "2026-03-09 14:00", Pro: "sipho", Notes: "Replace the bathroom extractor fan", DuringStay: true},
		{Key: "kloof_co", Property: "kloof", Service: "cleaning", At: "2026-03-10 10:00", Notes: "Changeover after the Khumalos"},
		{Key: "sea_insp", Property: "seapoint", Service: "inspection", At: "2026-03-10 11:00", Pro: "fatima", Notes: "Annual safety check: smoke alarms, gas bottle, fire extinguisher"},
		{Key: "sea_prep", Property: "seapoint", Service: "cleaning", At: "2026-03-11 10:00", Pro: "thandi", Notes: "Prep before the Peters"},
		{Key: "muiz_prep", Property: "muiz", Service: "cleaning", At: "2026-03-12 10:00", Pro: "sparkle", Notes: "Prep before the Fouries"},
		{Key: "stel_pool2", Property: "stellies", Service: "maintenance", At: "2026-03-12 10:00", Pro: "johan", Notes: "Weekly pool clean and chemicals"},
		{Key: "kloof_insp", Property: "kloof", Service: "inspection", At: "2026-03-12 14:00", Notes: "Check the damp patch on the bedroom ceiling"},
		{Key: "clif_co2", Property: "clifton", Service: "cleaning", At: "2026-03-14 10:00", Pro: "thandi", Notes: "Changeover after the Johanssons"},
		{Key: "sea_co2", Property: "seapoint", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Changeover after the Peters"},
		{Key: "muiz_co", Property: "muiz", Service: "cleaning", At: "2026-03-16 10:00", Pro: "precious", Notes: "Changeover after the Fouries"},
		{Key: "sea_past_fix", Property: "seapoint", Service: "maintenance", At: "2026-02-25 10:00", Pro: "riaan", Status: "completed", Notes: "Replaced the kitchen tap cartridge"},
		{Key: "kloof_past_co", Property: "kloof", Service: "cleaning", At: "2026-03-02 10:00", Pro: "precious", Status: "completed"},
		{Key: "stel_insp_cx", Property: "stellies", Service: "inspection", At: "2026-02-27 10:00", Pro: "fatima", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
