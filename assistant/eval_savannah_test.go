package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// savannahFixture is the evaluation's account for the cases marked
// "fixture": "savannah" (testdata/eval/cases_blind77.json), written before
// reading the engine: a retired Army officer who writes like field orders
// (24-hour times such as "0900" and "1430 hrs", "ASAP", "Roger",
// "Affirmative"/"Negative", "ETA", "EOD", "D+1" for the day after, "NLT
// 1500", "stand down" for cancel, "vice" for instead of, numbered points,
// clipped sentences without articles) and calls his pros by call signs
// taken from their names ("Brigade" for the Lowcountry Maid Brigade,
// "Palmetto", "Sarge" for the veteran handyman whose e-mail says so). In
// Georgia, on Eastern time: the Carriage House, a one-bedroom carriage
// house on Jones Street in Savannah (check-in 15:00, check-out 10:00); the
// Tybee Beach Cottage on Tybee Island (check-out 10:00); and a Victorian
// in Savannah known only by its street ("118 W Gaston St"). In Louisiana,
// on Central time: the French Quarter Condo on Royal Street (check-in
// 15:00) and the Garden District House on Prytania Street (check-out
// 10:00). Daylight saving time starts on Sunday 8 March. Seven pros: the
// Lowcountry Maid Brigade, a company that cleans and restocks the Georgia
// houses; Dwayne "Sarge" Tillman, the handyman (maintenance); Renee
// Boudreaux, the inspector; Palmetto Pest Control, a company
// (maintenance: pests); Yvette Landry, who cleans and restocks in New
// Orleans; Thibodeaux Plumbing & Repair, a company (maintenance, New
// Orleans); and Tammy Oakes, a cleaner who no longer works for him
// (inactive). Stays, named after families: the Whitakers under way at the
// Carriage House (out tomorrow at 10), the Delacroix family under way at
// the Garden District House (out Saturday at 10), the Harmons arriving at
// Tybee today (out Sunday at 10), the Okonkwos at the condo from tomorrow
// (out Monday, Central), the Fitzgeralds at Gaston Street from Friday (out
// Tuesday), the Reyes family at the Carriage House from Saturday (out
// Wednesday the 11th), the McAllisters at Tybee next week (Thursday the
// 12th to Sunday the 15th) and the Baptistes at the Garden District House
// next week (Friday the 13th to Monday the 16th). Jobs: turnovers after
// the check-outs, two jobs today at Tybee (the Brigade's cleaning and
// restocking) and two on Friday at Gaston Street (the Brigade's cleaning
// and Palmetto's treatment), maintenance whose notes say what it is for
// (the Gaston Street porch step, the roaches in its kitchen, Tybee's
// outdoor shower, the condo's balcony door, the Garden District parlor
// fan), an inspection for the city's rental permit, a restock during the
// Delacroix stay (they asked for it), unassigned jobs (Gaston Street's and
// the Carriage House's turnovers next week, the parlor fan, Tybee's
// restock before the McAllisters), pending, confirmed and cancelled jobs
// and completed ones in the past. At evalNow it is 09:00 in Savannah and
// 08:00 in New Orleans.
func savannahFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"carriage", steward.AddressCreate{Street: "412 E Jones St", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("The Carriage House"),
			AccessInstructions: strp("Enter from the lane behind Jones St. Keypad on the lane gate, code 1861; the door key is in the lockbox by the stairs, same code."),
			Bedrooms:           intp(1), Bathrooms: floatp(1), SquareFeet: intp(650), CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"tybee", steward.AddressCreate{Street: "16 Sixth St", City: "Tybee Island", State: "GA", Zip: "31328", Nickname: strp("Tybee Beach Cottage"),
			AccessInstructions: strp("Lockbox under the outdoor shower, code 0606. Beach chairs and umbrellas are in the storage room under the house."),
			Bedrooms:           intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400), CheckOutTime: "10:00"}},
		{"gaston", steward.AddressCreate{Street: "118 W Gaston St", City: "Savannah", State: "GA", Zip: "31401",
			AccessInstructions: strp("Lockbox on the iron fence by the front steps, code 1733. Alarm panel in the front hall, code 4242."),
			Bedrooms:           intp(4), Bathrooms: floatp(3), SquareFeet: intp(2900)}},
		{"quarter", steward.AddressCreate{Street: "921 Royal St Unit 3", City: "New Orleans", State: "LA", Zip: "70116", Nickname: strp("French Quarter Condo"),
			AccessInstructions: strp("Courtyard gate code 5150; the unit key is in the lockbox behind the mailboxes, code 0315."),
			Bedrooms:           intp(2), Bathrooms: floatp(1), SquareFeet: intp(950), CheckInTime: "15:00"}},
		{"garden", steward.AddressCreate{Street: "1427 Prytania St", City: "New Orleans", State: "LA", Zip: "70130", Nickname: strp("Garden District House"),
			AccessInstructions: strp("Smart lock on the side gallery door, code 2005. Park on the street, never in the neighbor's drive."),
			Bedrooms:           intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3600), CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"brigade", steward.ProCreate{Name: "Lowcountry Maid Brigade", Email: "ops@lowcountrybrigade.example", Phone: "912-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"sarge", steward.ProCreate{Name: "Dwayne Tillman", Email: "sarge.tillman@example.com", Phone: "912-555-0142", Services: []steward.ServiceType{steward.Maintenance}}},
		{"renee", steward.ProCreate{Name: "Renee Boudreaux", Email: "renee@boudreauxinspect.example", Phone: "504-555-0143", Services: []steward.ServiceType{steward.Inspection}}},
		{"palmetto", steward.ProCreate{Name: "Palmetto Pest Control", Email: "dispatch@palmettopest.example", Phone: "912-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"yvette", steward.ProCreate{Name: "Yvette Landry", Email: "yvette.landry@example.com", Phone: "504-555-0145", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"thibodeaux", steward.ProCreate{Name: "Thibodeaux Plumbing & Repair", Email: "service@thibodeauxrepair.example", Phone: "504-555-0146", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tammy", steward.ProCreate{Name: "Tammy Oakes", Email: "tammy.oakes@example.com", Phone: "912-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "carriage", "Whitaker Family", "2026-03-01 15:00", "2026-03-05 10:00", 2},   // under way, out tomorrow
		{"delacroix", "garden", "Delacroix Family", "2026-03-02 16:00", "2026-03-07 10:00", 8},   // under way, out Saturday (Central)
		{"harmon", "tybee", "Harmon Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},          // arriving today
		{"okonkwo", "quarter", "Okonkwo Family", "2026-03-05 15:00", "2026-03-09 11:00", 2},      // from tomorrow (Central)
		{"fitzgerald", "gaston", "Fitzgerald Family", "2026-03-06 16:00", "2026-03-10 11:00", 6}, // from Friday
		{"reyes", "carriage", "Reyes Family", "2026-03-07 15:00", "2026-03-11 10:00", 2},         // from Saturday
		{"mcallister", "tybee", "McAllister Family", "2026-03-12 16:00", "2026-03-15 10:00", 6},  // next week
		{"baptiste", "garden", "Baptiste Family", "2026-03-13 16:00", "2026-03-16 10:00", 7},     // next week (Central)
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "tybee_prep", Property: "tybee", Service: "cleaning", At: "2026-03-04 10:00", Pro: "brigade", Status: "confirmed"},
		{Key: "tybee_restock", Property: "tybee", Service: "restocking", At: "2026-03-04 13:30", Pro: "brigade"},
		{Key: "carriage_turn", Property: "carriage", Service: "cleaning", At: "2026-03-05 10:00", Pro: "brigade", Status: "confirmed"},
		{Key: "gaston_fix", Property: "gaston", Service: "maintenance", At: "2026-03-05 13:00", Pro: "sarge", Notes: "Front porch step rotted; replace the tread before the Fitzgeralds arrive"},
		{Key: "quarter_prep", Property: "quarter", Service: "cleaning", At: "2026-03-05 09:00", Pro: "yvette", Status: "confirmed"},
		{Key: "garden_restock_mid", Property: "garden", Service: "restocking", At: "2026-03-05 14:00", Pro: "yvette", DuringStay: true}, // the Delacroix family asked for it
		{Key: "quarter_inspect", Property: "quarter", Service: "inspection", At: "2026-03-05 11:00", Pro: "renee", Status: "cancelled"},
		{Key: "gaston_prep", Property: "gaston", Service: "cleaning", At: "2026-03-06 10:00", Pro: "brigade"},
		{Key: "gaston_pest", Property: "gaston", Service: "maintenance", At: "2026-03-06 13:00", Pro: "palmetto", Notes: "Roaches in the kitchen; spray the kitchen and the crawl space"},
		{Key: "carriage_inspect", Property: "carriage", Service: "inspection", At: "2026-03-06 11:00", Pro: "renee", Notes: "Annual fire safety inspection for the city short-term rental permit"},
		{Key: "garden_turn", Property: "garden", Service: "cleaning", At: "2026-03-07 10:00", Pro: "yvette", Status: "confirmed"},
		{Key: "tybee_turn", Property: "tybee", Service: "cleaning", At: "2026-03-08 10:00", Pro: "brigade"},
		{Key: "tybee_fix", Property: "tybee", Service: "maintenance", At: "2026-03-09 10:00", Pro: "sarge", Notes: "Outdoor shower valve leaking; replace the cartridge"},
		{Key: "quarter_turn", Property: "quarter", Service: "cleaning", At: "2026-03-09 11:00", Pro: "yvette"},
		{Key: "garden_inspect", Property: "garden", Service: "inspection", At: "2026-03-10 10:00", Pro: "renee", Notes: "Check the gallery railings before the Baptiste party"},
		{Key: "quarter_door", Property: "quarter", Service: "maintenance", At: "2026-03-10 14:00", Pro: "thibodeaux", Notes: "Balcony door sticks; plane the door and adjust the hinges"},
		{Key: "gaston_turn", Property: "gaston", Service: "cleaning", At: "2026-03-10 11:00"},
		{Key: "carriage_turn2", Property: "carriage", Service: "cleaning", At: "2026-03-11 10:00"},
		{Key: "garden_fan", Property: "garden", Service: "maintenance", At: "2026-03-11 13:00", Notes: "Ceiling fan in the front parlor wobbles; balance or replace it"},
		{Key: "tybee_restock2", Property: "tybee", Service: "restocking", At: "2026-03-12 11:00"},
		{Key: "garden_prep", Property: "garden", Service: "cleaning", At: "2026-03-13 10:00", Pro: "yvette"},
		{Key: "carriage_past_fix", Property: "carriage", Service: "maintenance", At: "2026-02-24 10:00", Pro: "sarge", Status: "completed", Notes: "Replaced the gas lantern igniter by the gate"},
		{Key: "tybee_past_pest", Property: "tybee", Service: "maintenance", At: "2026-02-18 10:00", Pro: "palmetto", Status: "completed", Notes: "Ghost ants in the kitchen"},
		{Key: "garden_past_clean", Property: "garden", Service: "cleaning", At: "2026-03-02 10:00", Pro: "yvette", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
