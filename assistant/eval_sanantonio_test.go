package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sanantonioFixture is the evaluation's account for the cases marked
// "fixture": "sanantonio" (testdata/eval/cases_sanantonio.json), written
// before reading the engine: a San Antonio, Texas host who dictates by voice
// on the phone in a mix of English and Spanish (no punctuation, "period"
// spelled out, numbers as words, "la limpieza", "mañana", "el plomero")
// and calls the pros by their first names ("Lupita", "Don Chuy"). All on
// America/Chicago (08:00 CST at evalNow: Wednesday 4 March 2026, 14:00
// UTC; clocks go forward on Sunday 8 March). La Casita in Southtown (15:00
// and 11:00), the King William House (16:00 and 10:00), the Riverwalk
// Condo downtown (16:00 and 11:00), the Ranch out in Helotes (15:00 and
// 10:00), the Pearl Loft (15:00 and 11:00) and the Duplex on Magnolia
// (15:00 and 10:00). Pros: Lupita Garza (cleaning, restocking), Rosa
// Villarreal (cleaning), Alamo City Maids (cleaning and restocking), Chuy
// Ramirez ("Don Chuy", the handyman: gates, fences, railings), Beto Salinas
// the plumber ("el plomero"), Ray Gonzales the electrician, Yoli Trevino the
// inspector and Marisol Pena, a cleaner who has stopped working (inactive).
// Stays: the Hernandez family at the King William House (out tomorrow at
// 10), the Millers at the Riverwalk Condo (out Friday at 11), the Garcias
// at the Duplex (out Saturday at 10), the Kowalskis at La Casita from
// today at 15:00 (out Sunday at 11), the Thompsons at the Ranch from
// tomorrow at 15:00 (out Monday at 10), the Nguyens at the Pearl Loft
// Friday to Tuesday 10th, the Beckers at the King William House Saturday to
// Saturday 14th, the Sullivans at the Riverwalk Condo Thursday 12th to
// Sunday 15th and the Delgados at La Casita Friday 13th to Monday 16th.
func sanantonioFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"casita", steward.AddressCreate{Street: "118 Cedar Street", City: "San Antonio", State: "TX", Zip: "78210", Nickname: strp("La Casita"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the gate by the pomegranate tree, code 2112. Parking on the street only."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(550),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"kingwilliam", steward.AddressCreate{Street: "405 King William Street", City: "San Antonio", State: "TX", Zip: "78204", Nickname: strp("King William House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the side door, code 1836. Alarm panel in the hall closet, code 0306."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2900),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"riverwalk", steward.AddressCreate{Street: "150 E Houston Street Unit 1204", City: "San Antonio", State: "TX", Zip: "78205", Nickname: strp("Riverwalk Condo"), Timezone: "America/Chicago",
			AccessInstructions: strp("Fob and key at the front desk under the host's name. Garage level 3, space 41."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"ranch", steward.AddressCreate{Street: "14250 Scenic Loop Road", City: "Helotes", State: "TX", Zip: "78023", Nickname: strp("The Ranch"), Timezone: "America/Chicago",
			AccessInstructions: strp("Gate code 7474. House key in the lockbox on the barn door, code 5050. Close the cattle gate behind you."), Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3600),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"loft", steward.AddressCreate{Street: "303 Pearl Parkway Unit 405", City: "San Antonio", State: "TX", Zip: "78215", Nickname: strp("Pearl Loft"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock, code 4040. Elevator needs the fob in the kitchen drawer."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"duplex", steward.AddressCreate{Street: "1421 W Magnolia Avenue", City: "San Antonio", State: "TX", Zip: "78201", Nickname: strp("The Duplex"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the front door of side A, code 8181. Trash cans go out Tuesday night."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"lupita", steward.ProCreate{Name: "Lupita Garza", Email: "lupita.garza@example.com", Phone: "210-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Villarreal", Email: "rosa.villarreal@example.com", Phone: "210-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"alamo", steward.ProCreate{Name: "Alamo City Maids", Email: "office@alamocitymaids.example", Phone: "210-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"chuy", steward.ProCreate{Name: "Chuy Ramirez", Email: "chuy.ramirez@example.com", Phone: "210-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"beto", steward.ProCreate{Name: "Beto Salinas", Email: "beto@salinasplumbing.example", Phone: "210-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Gonzales", Email: "ray@gonzaleselectric.example", Phone: "210-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"yoli", steward.ProCreate{Name: "Yoli Trevino", Email: "yoli@trevinoinspections.example", Phone: "210-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"marisol", steward.ProCreate{Name: "Marisol Pena", Email: "marisol.pena@example.com", Phone: "210-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"hernandez", "kingwilliam", "Hernandez Family", "2026-03-01 16:00", "2026-03-05 10:00", 6}, // under way, out tomorrow
		{"miller", "riverwalk", "Miller Couple", "2026-03-02 16:00", "2026-03-06 11:00", 2},         // under way, out Friday
		{"garcia", "duplex", "Garcia Family", "2026-03-03 15:00", "2026-03-07 10:00", 4},            // under way, out Saturday
		{"kowalski", "casita", "Kowalski Couple", "2026-03-04 15:00", "2026-03-08 11:00", 2},        // arriving today
		{"thompson", "ranch", "Thompson Family", "2026-03-05 15:00", "2026-03-09 10:00", 10},        // from tomorrow
		{"nguyen", "loft", "Nguyen Family", "2026-03-06 15:00", "2026-03-10 11:00", 3},
		{"becker", "kingwilliam", "Becker Family", "2026-03-07 16:00", "2026-03-14 10:00", 8},
		{"sullivan", "riverwalk", "Sullivan Couple", "2026-03-12 16:00", "2026-03-15 11:00", 2},
		{"delgado", "casita", "Delgado Family", "2026-03-13 15:00", "2026-03-16 11:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "casita_prep", Property: "casita", Service: "cleaning", At: "2026-03-04 10:00", Pro: "lupita", Status: "confirmed", Notes: "Get it ready for the Kowalskis"},
		{Key: "ranch_restock", Property: "ranch", Service: "restocking", At: "2026-03-04 14:00", Pro: "lupita", Notes: "Firewood, propane for the grill and coffee"},
		{Key: "ranch_prep", Property: "ranch", Service: "cleaning", At: "2026-03-05 09:00", Pro: "alamo", Status: "confirmed", Notes: "Ready for the Thompsons, all five bedrooms"},
		{Key: "kw_co", Property: "kingwilliam", Service: "cleaning", At: "2026-03-05 10:00", Pro: "rosa", Status: "confirmed", Notes: "Turnover after the Hernandez family"},
		{Key: "loft_light", Property: "loft", Service: "maintenance", At: "2026-03-05 13:00", Pro: "ray", Notes: "Two pendant lights over the island are out"},
		{Key: "kw_porch", Property: "kingwilliam", Service: "maintenance", At: "2026-03-05 14:00", Pro: "chuy", Notes: "Loose railing on the front porch steps"},
		{Key: "kw_insp", Property: "kingwilliam", Service: "inspection", At: "2026-03-06 10:00", Pro: "yoli", Notes: "Smoke detectors and fire extinguishers before the Beckers"},
		{Key: "loft_prep", Property: "loft", Service: "cleaning", At: "2026-03-06 10:00", Pro: "lupita", Notes: "Ready for the Nguyens"},
		{Key: "rw_co", Property: "riverwalk", Service: "cleaning", At: "2026-03-06 11:00", Pro: "alamo", Notes: "Turnover after the Millers"},
		{Key: "duplex_co", Property: "duplex", Service: "cleaning", At: "2026-03-07 10:00", Pro: "rosa", Notes: "Turnover after the Garcias"},
		{Key: "kw_restock", Property: "kingwilliam", Service: "restocking", At: "2026-03-07 11:00", Notes: "Stock up for the Beckers: coffee, paper goods, tortillas and salsa"},
		{Key: "casita_co", Property: "casita", Service: "cleaning", At: "2026-03-08 11:00", Pro: "lupita", Status: "confirmed", Notes: "Turnover after the Kowalskis"},
		{Key: "ranch_co", Property: "ranch", Service: "cleaning", At: "2026-03-09 10:00", Pro: "rosa", Notes: "Turnover after the Thompsons"},
		{Key: "rw_dishwasher", Property: "riverwalk", Service: "maintenance", At: "2026-03-09 10:00", Pro: "beto", Notes: "Dishwasher leaking under the door"},
		{Key: "duplex_fence", Property: "duplex", Service: "maintenance", At: "2026-03-09 14:00", Pro: "chuy", Notes: "Fence boards down along the side yard"},
		{Key: "ranch_gate", Property: "ranch", Service: "maintenance", At: "2026-03-10 09:00", Pro: "chuy", Notes: "Front gate won't latch, fix the hinge"},
		{Key: "casita_ac", Property: "casita", Service: "maintenance", At: "2026-03-10 10:00", Pro: "ray", Notes: "Mini-split blowing warm air"},
		{Key: "loft_co", Property: "loft", Service: "cleaning", At: "2026-03-10 11:00", Notes: "Turnover after the Nguyens"},
		{Key: "kw_plumb", Property: "kingwilliam", Service: "maintenance", At: "2026-03-10 13:00", Pro: "beto", Notes: "Upstairs shower draining slow", DuringStay: true},
		{Key: "ranch_well", Property: "ranch", Service: "maintenance", At: "2026-03-11 10:00", Pro: "beto", Notes: "Check the well pump pressure"},
		{Key: "ranch_insp", Property: "ranch", Service: "inspection", At: "2026-03-12 09:00", Pro: "yoli", Notes: "Septic and propane tank check"},
		{Key: "duplex_wh", Property: "duplex", Service: "maintenance", At: "2026-03-12 10:00", Pro: "beto", Notes: "Water heater pilot keeps going out"},
		{Key: "rw_restock", Property: "riverwalk", Service: "restocking", At: "2026-03-12 13:00", Pro: "alamo", Notes: "Wine and chocolates for the Sullivans' anniversary"},
		{Key: "casita_restock", Property: "casita", Service: "restocking", At: "2026-03-13 12:00", Notes: "Coffee, pan dulce and a welcome basket for the Delgados"},
		{Key: "kw_co2", Property: "kingwilliam", Service: "cleaning", At: "2026-03-14 10:00", Pro: "rosa", Notes: "Turnover after the Beckers"},
		{Key: "rw_co2", Property: "riverwalk", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the Sullivans"},
		{Key: "casita_co2", Property: "casita", Service: "cleaning", At: "2026-03-16 11:00", Pro: "rosa", Notes: "Turnover after the Delgados"},
		{Key: "kw_past_fix", Property: "kingwilliam", Service: "maintenance", At: "2026-02-26 10:00", Pro: "beto", Status: "completed", Notes: "Fixed the dripping kitchen faucet"},
		{Key: "casita_past_co", Property: "casita", Service: "cleaning", At: "2026-03-01 11:00", Pro: "lupita", Status: "completed"},
		{Key: "loft_insp_cx", Property: "loft", Service: "inspection", At: "2026-02-27 10:00", Pro: "yoli", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
