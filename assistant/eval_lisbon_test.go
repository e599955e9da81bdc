package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// lisbonFixture is the evaluation's account for the cases marked
// "fixture": "lisbon" (testdata/eval/cases_lisbon.json), written before
// reading the engine: Sofia Marques, a property manager in Lisbon who runs
// six apartments for foreign owners and does most of her work on WhatsApp.
// She pastes chat exports ("[04/03/2026, 09:12] Inês Costa: a máquina de
// lavar não funciona 😩", "04/03/26, 09:14 - Joana (cleaner): ..."), with
// owners, guests, cleaners and tradesmen in one paste, emoji, "<audio
// omitted>" placeholders, Portuguese words ("amanhã", "sexta", "obrigada"),
// day-first dates and 24-hour times ("14h", "10h30"), then adds a line of
// her own saying what to do; only that line is an instruction. All on
// Europe/Lisbon (14:00 WET at evalNow: Wednesday 4 March 2026, 14:00 UTC;
// summer time starts on 29 March). The Alfama flat (15:00 and 11:00, owner
// Mark Harrington), the Chiado loft (16:00 and 11:00), the Graça terrace
// flat (15:00 and 10:00), the Príncipe Real studio (15:00 and 11:00, owner
// Anna Lindgren), the Belém flat (16:00 and 10:00, owner Pieter van Dijk)
// and the Cascais flat (16:00 and 11:00, owner Niall O'Sullivan). Pros:
// Joana Ferreira (cleaning, restocking), Lurdes Santos (cleaning), Brilho
// Limpezas, a cleaning company (cleaning, restocking), Rui Almeida the
// plumber ("canalizador"), Paulo Mendes the electrician, Tiago Rocha the
// handyman (shutters, locks, paint), Helena Sousa the inspector and Fátima
// Lopes, a cleaner who has stopped working (inactive). Stays: the Müllers
// in the Alfama flat (out tomorrow at 11), Inês Costa in the Graça flat
// (out Saturday at 10), the Walshes in the Chiado loft from today at 16:00
// (out Sunday at 11), Kenji Tanaka in the Príncipe Real studio from
// tomorrow at 15:00 (out Monday at 11), the Rossis in the Cascais flat
// Friday to Tuesday 10th, the Novaks in the Belém flat Saturday to
// Saturday 14th, Claire Dupont in the Alfama flat Thursday 12th to Sunday
// 15th and the Andersens in the Graça flat Friday 13th to Monday 16th.
func lisbonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"alfama", steward.AddressCreate{Street: "Rua de São Miguel 24, 2º Esq", City: "Lisboa", State: "Lisboa", Zip: "1100-544", Country: "PT", Nickname: strp("Alfama flat"), Timezone: "Europe/Lisbon",
			AccessInstructions: strp("Key safe left of the street door, code 2417. The small key is for the roof terrace."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"chiado", steward.AddressCreate{Street: "Rua Garrett 88, 4º", City: "Lisboa", State: "Lisboa", Zip: "1200-205", Country: "PT", Nickname: strp("Chiado loft"), Timezone: "Europe/Lisbon",
			AccessInstructions: strp("Smart lock, the code is sent to the guest. The lift is tiny: take the stairs with luggage."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"graca", steward.AddressCreate{Street: "Rua da Graça 112, 3º Dto", City: "Lisboa", State: "Lisboa", Zip: "1170-168", Country: "PT", Nickname: strp("Graça terrace"), Timezone: "Europe/Lisbon",
			AccessInstructions: strp("Lockbox on the gate, code 1170. The terrace door sticks: lift and push."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(900),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"principe", steward.AddressCreate{Street: "Rua da Escola Politécnica 45, 1º", City: "Lisboa", State: "Lisboa", Zip: "1250-099", Country: "PT", Nickname: strp("Príncipe Real studio"), Timezone: "Europe/Lisbon",
			AccessInstructions: strp("Keys with Sr. Manuel at the pastelaria downstairs until 19h."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(420),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"belem", steward.AddressCreate{Street: "Rua de Belém 67, 2º", City: "Lisboa", State: "Lisboa", Zip: "1300-085", Country: "PT", Nickname: strp("Belém flat"), Timezone: "Europe/Lisbon",
			AccessInstructions: strp("Key safe inside the building entrance, code 6767. Parking space 12 in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"cascais", steward.AddressCreate{Street: "Avenida Marginal 8120, 5º B", City: "Cascais", State: "Lisboa", Zip: "2750-427", Country: "PT", Nickname: strp("Cascais flat"), Timezone: "Europe/Lisbon",
			AccessInstructions: strp("The concierge at the front desk has the keys. Beach towels in the hall cupboard."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1200),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"joana", steward.ProCreate{Name: "Joana Ferreira", Email: "joana.ferreira@example.com", Phone: "+351 912 400 101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lurdes", steward.ProCreate{Name: "Lurdes Santos", Email: "lurdes.santos@example.com", Phone: "+351 913 400 102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"brilho", steward.ProCreate{Name: "Brilho Limpezas", Email: "geral@brilholimpezas.example", Phone: "+351 214 400 103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rui", steward.ProCreate{Name: "Rui Almeida", Email: "rui@almeidacanalizacoes.example", Phone: "+351 915 400 104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"paulo", steward.ProCreate{Name: "Paulo Mendes", Email: "paulo.mendes@example.com", Phone: "+351 916 400 105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tiago", steward.ProCreate{Name: "Tiago Rocha", Email: "tiago.rocha@example.com", Phone: "+351 917 400 106", Services: []steward.ServiceType{steward.Maintenance}}},
		{"helena", steward.ProCreate{Name: "Helena Sousa", Email: "helena@sousavistorias.example", Phone: "+351 918 400 107", Services: []steward.ServiceType{steward.Inspection}}},
		{"fatima", steward.ProCreate{Name: "Fátima Lopes", Email: "fatima.lopes@example.com", Phone: "+351 919 400 108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"muller", "alfama", "Müller Family", "2026-03-01 15:00", "2026-03-05 11:00", 4},  // under way, out tomorrow
		{"costa", "graca", "Inês Costa", "2026-03-02 15:00", "2026-03-07 10:00", 2},       // under way, out Saturday
		{"walsh", "chiado", "Walsh Family", "2026-03-04 16:00", "2026-03-08 11:00", 3},    // arriving today
		{"tanaka", "principe", "Kenji Tanaka", "2026-03-05 15:00", "2026-03-09 11:00", 2}, // from tomorrow
		{"rossi", "cascais", "Rossi Family", "2026-03-06 16:00", "2026-03-10 11:00", 5},
		{"novak", "belem", "Novak Family", "2026-03-07 16:00", "2026-03-14 10:00", 4},
		{"dupont", "alfama", "Claire Dupont", "2026-03-12 15:00", "2026-03-15 11:00", 2},
		{"andersen", "graca", "Andersen Family", "2026-03-13 15:00", "2026-03-16 10:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "chiado_prep", Property: "chiado", Service: "cleaning", At: "2026-03-04 10:00", Pro: "joana", Status: "completed", Notes: "Ready for the Walshes"},
		{Key: "alfama_co", Property: "alfama", Service: "cleaning", At: "2026-03-05 11:00", Pro: "joana", Status: "confirmed", Notes: "Turnover after the Müllers"},
		{Key: "belem_paint", Property: "belem", Service: "maintenance", At: "2026-03-05 09:00", Pro: "tiago", Notes: "Touch up the paint in the hallway"},
		{Key: "principe_prep", Property: "principe", Service: "cleaning", At: "2026-03-05 10:00", Pro: "lurdes", Status: "confirmed", Notes: "Ready for Mr Tanaka"},
		{Key: "principe_restock", Property: "principe", Service: "restocking", At: "2026-03-05 13:00", Pro: "brilho", Notes: "Welcome basket: water, coffee, pastéis de nata"},
		{Key: "alfama_insp", Property: "alfama", Service: "inspection", At: "2026-03-06 10:00", Pro: "helena", Notes: "Smoke alarm and gas certificate for the owner"},
		{Key: "chiado_heater", Property: "chiado", Service: "maintenance", At: "2026-03-06 10:00", Pro: "paulo", Notes: "Bedroom heater trips the circuit", DuringStay: true},
		{Key: "belem_boiler", Property: "belem", Service: "maintenance", At: "2026-03-06 14:00", Pro: "rui", Notes: "Esquentador pilot keeps going out"},
		{Key: "cascais_prep", Property: "cascais", Service: "cleaning", At: "2026-03-06 11:00", Notes: "Ready for the Rossis"},
		{Key: "cascais_restock", Property: "cascais", Service: "restocking", At: "2026-03-06 14:00", Pro: "brilho", Notes: "Beach towels, water, coffee"},
		{Key: "graca_co", Property: "graca", Service: "cleaning", At: "2026-03-07 10:00", Pro: "lurdes", Status: "confirmed", Notes: "Turnover after Inês Costa"},
		{Key: "belem_prep", Property: "belem", Service: "cleaning", At: "2026-03-07 10:00", Pro: "brilho", Notes: "Ready for the Novaks"},
		{Key: "chiado_co", Property: "chiado", Service: "cleaning", At: "2026-03-08 11:00", Pro: "brilho", Status: "confirmed", Notes: "Turnover after the Walshes"},
		{Key: "principe_co", Property: "principe", Service: "cleaning", At: "2026-03-09 11:00", Pro: "joana", Notes: "Turnover after Mr Tanaka"},
		{Key: "chiado_restock", Property: "chiado", Service: "restocking", At: "2026-03-09 14:00", Pro: "brilho", Notes: "Coffee capsules, toilet paper, olive oil"},
		{Key: "graca_terrace", Property: "graca", Service: "maintenance", At: "2026-03-10 10:00", Pro: "tiago", Notes: "Terrace door sticks, plane it down"},
		{Key: "cascais_co", Property: "cascais", Service: "cleaning", At: "2026-03-10 11:00", Pro: "lurdes", Notes: "Turnover after the Rossis"},
		{Key: "principe_lock", Property: "principe", Service: "maintenance", At: "2026-03-11 10:00", Pro: "tiago", Notes: "Replace the front door lock cylinder"},
		{Key: "alfama_prep", Property: "alfama", Service: "cleaning", At: "2026-03-12 11:00", Pro: "lurdes", Notes: "Ready for Claire Dupont"},
		{Key: "cascais_insp", Property: "cascais", Service: "inspection", At: "2026-03-12 10:00", Pro: "helena", Notes: "Balcony railing and smoke alarms"},
		{Key: "graca_prep", Property: "graca", Service: "cleaning", At: "2026-03-13 10:00", Pro: "lurdes", Notes: "Ready for the Andersens"},
		{Key: "belem_co", Property: "belem", Service: "cleaning", At: "2026-03-14 10:00", Pro: "brilho", Notes: "Turnover after the Novaks"},
		{Key: "alfama_co2", Property: "alfama", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after Claire Dupont"},
		{Key: "graca_co2", Property: "graca", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Andersens"},
		{Key: "belem_insp", Property: "belem", Service: "inspection", At: "2026-03-16 10:00", Pro: "helena", Notes: "Owner's quarterly check"},
		{Key: "alfama_past_fix", Property: "alfama", Service: "maintenance", At: "2026-02-25 10:00", Pro: "rui", Status: "completed", Notes: "Fixed the leaking shower"},
		{Key: "graca_insp_cx", Property: "graca", Service: "inspection", At: "2026-02-27 10:00", Pro: "helena", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
