package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// tropicsFixture is the evaluation's account for the cases marked
// "fixture": "tropics" (testdata/eval/cases_blind18.json), written before
// reading the engine: a host in the Caribbean and on the Gulf. Casa Azul
// (Old San Juan) and the Condado Studio are both in San Juan and Villa
// Coquí is in Rincón, Puerto Rico; The Surf Shack is on St. Thomas, USVI;
// all four keep Atlantic time with no daylight saving. 917 Fleming St, known
// by its street only, is in Key West (Eastern) and the condo Ocean Tower
// 1204 in Gulf Shores, Alabama (Central); both move to daylight saving
// time on Sunday 8 March. The stays at The Surf Shack and Ocean Tower
// check out at 10:00, the others at 11:00.
//
// Pros: three cleaners with accented names hosts type without accents
// (José Rivera, Ángel Cruz, who also restocks, Marisol Vega); a pool tech
// (Rafael Colón, "rafa"); an AC tech known by his company's e-mail
// (service@islandchill.example); an inspector; a handyman; and an inactive
// cleaner (Yolanda Díaz). José has a flat cleaning rate of $210, so the
// Casa Azul clean he completed on 2 March cost $210.
//
// Stays: Claire Dubois under way at the Surf Shack, the Hartmans checking
// out of Fleming St tomorrow, a bachelorette party of 9 at Villa Coquí this
// weekend, the Ortiz-López family there next week, Naomi Fischer starting
// today at Casa Azul, and the Kowalskis next week at Ocean Tower with no
// turnover booked after them.
func tropicsFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"azul", steward.AddressCreate{Street: "254 Calle San Francisco", City: "San Juan", State: "PR", Zip: "00901", Nickname: strp("Casa Azul"),
			AccessInstructions: strp("Keypad at the front gate, code 2580. The roof terrace key hangs in the kitchen."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"studio", steward.AddressCreate{Street: "1050 Ashford Ave Apt 7B", City: "San Juan", State: "PR", Zip: "00907", Nickname: strp("Condado Studio"),
			AccessInstructions: strp("Lockbox in the lobby mailroom, code 0719."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(550)}},
		{"coqui", steward.AddressCreate{Street: "1140 Calle Sandy Beach", City: "Rincón", State: "PR", Zip: "00677", Nickname: strp("Villa Coquí"),
			AccessInstructions: strp("Lockbox on the gate post, code 7391. Pool gate padlock combo 0413."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2200)}},
		{"shack", steward.AddressCreate{Street: "6501 Red Hook Rd", City: "St. Thomas", State: "VI", Zip: "00802", Nickname: strp("The Surf Shack"),
			AccessInstructions: strp("Lockbox under the outdoor shower, code 1122. Steep driveway: park at the top."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"fleming", steward.AddressCreate{Street: "917 Fleming St", City: "Key West", State: "FL", Zip: "33040",
			AccessInstructions: strp("Side gate, smart lock code 3345."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
		{"tower", steward.AddressCreate{Street: "401 E Beach Blvd Unit 1204", City: "Gulf Shores", State: "AL", Zip: "36542", Nickname: strp("Ocean Tower 1204"),
			AccessInstructions: strp("Parking pass at the front desk; unit keypad code 6647."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"jose", steward.ProCreate{Name: "José Rivera", Email: "jose.rivera@example.com", Phone: "787-555-0141", Services: []steward.ServiceType{steward.Cleaning},
			Rates: steward.Rates{steward.Cleaning: {Flat: floatp(210)}}}},
		{"angel", steward.ProCreate{Name: "Ángel Cruz", Email: "angel@cruzhome.example", Phone: "787-555-0142", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol@vegaclean.example", Phone: "787-555-0143", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rafael", steward.ProCreate{Name: "Rafael Colón", Email: "rafa@bluewaterpools.example", Phone: "787-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"kevin", steward.ProCreate{Name: "Kevin Baptiste", Email: "service@islandchill.example", Phone: "340-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"denise", steward.ProCreate{Name: "Denise Marchand", Email: "denise@gulfinspect.example", Phone: "251-555-0146", Services: []steward.ServiceType{steward.Inspection}}},
		{"earl", steward.ProCreate{Name: "Earl Whitaker", Email: "earl.whitaker@example.com", Phone: "305-555-0147", Services: []steward.ServiceType{steward.Maintenance}}},
		{"yolanda", steward.ProCreate{Name: "Yolanda Díaz", Email: "yolanda.diaz@example.com", Phone: "787-555-0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"dubois", "shack", "Claire Dubois", "2026-03-01 16:00", "2026-03-07 10:00", 2},          // under way
		{"hartman", "fleming", "Greg Hartman", "2026-02-28 16:00", "2026-03-05 11:00", 4},        // out tomorrow
		{"fischer", "azul", "Naomi Fischer", "2026-03-04 16:00", "2026-03-08 11:00", 2},          // starts today
		{"shaw", "coqui", "Shaw Bachelorette Party", "2026-03-06 16:00", "2026-03-09 11:00", 9},  // this weekend
		{"ortizlopez", "coqui", "Ortiz-López Family", "2026-03-11 16:00", "2026-03-15 11:00", 6}, // next week
		{"kowalski", "tower", "Dave Kowalski", "2026-03-10 16:00", "2026-03-14 10:00", 4},        // next week, no turnover booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "studio_now", Property: "studio", Service: "cleaning", At: "2026-03-04 09:00", Pro: "marisol", Status: "in_progress"},
		{Key: "coqui_pool", Property: "coqui", Service: "maintenance", At: "2026-03-05 09:00", Pro: "rafael", Status: "confirmed", Notes: "Pool pump leaking"},
		{Key: "shack_ac", Property: "shack", Service: "maintenance", At: "2026-03-05 10:00", Pro: "kevin", Notes: "AC not cooling in master", DuringStay: true}, // Claire Dubois asked for it
		{Key: "fleming_turn", Property: "fleming", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "coqui_prep", Property: "coqui", Service: "cleaning", At: "2026-03-06 09:00", Pro: "angel", Status: "confirmed"},
		{Key: "fleming_shutters", Property: "fleming", Service: "maintenance", At: "2026-03-06 10:00", Pro: "earl", Notes: "Hurricane shutters stuck"},
		{Key: "shack_turn", Property: "shack", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "azul_turn", Property: "azul", Service: "cleaning", At: "2026-03-08 11:00", Pro: "jose", Status: "confirmed"},
		{Key: "coqui_turn", Property: "coqui", Service: "cleaning", At: "2026-03-09 11:00", Pro: "angel"},
		{Key: "tower_lock", Property: "tower", Service: "maintenance", At: "2026-03-09 10:00", Notes: "Balcony door lock sticking"},
		{Key: "tower_inspect", Property: "tower", Service: "inspection", At: "2026-03-10 09:00", Pro: "denise"},
		{Key: "coqui_restock", Property: "coqui", Service: "restocking", At: "2026-03-11 13:00"},
		{Key: "coqui_past_pool", Property: "coqui", Service: "maintenance", At: "2026-02-20 10:00", Pro: "rafael", Status: "completed", Notes: "Replaced pool filter cartridge"},
		{Key: "azul_past_clean", Property: "azul", Service: "cleaning", At: "2026-03-02 11:00", Pro: "jose", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
