package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// halifaxFixture is the evaluation's account for the cases marked
// "fixture": "halifax" (testdata/eval/cases_halifax.json), written before
// reading the engine: a polite, slightly anxious Nova Scotia host who phrases
// almost every request as a question ("Could you possibly move…?", "Would it
// be okay to have Marie…?", "Is it too late to cancel…?", "Wouldn't it make
// more sense to…?") and also asks real questions that want only an answer;
// she hedges ("if it's not too much trouble", "I'm not sure but maybe…"),
// says "eh" and "sorry" a lot and writes Canadian English. All on
// America/Halifax (10:00 AST at evalNow: Wednesday 4 March 2026, 14:00 UTC;
// clocks go forward on Sunday 8 March). The Harbourfront Condo in Halifax
// (16:00 and 11:00), the Lunenburg Cottage (15:00 and 10:00), the Mahone Bay
// Cottage (16:00 and 10:00), the Farmhouse in Wolfville in the Annapolis
// Valley (16:00 and 11:00), the Chester Saltbox (15:00 and 11:00) and the
// Bungalow at Peggys Cove (16:00 and 10:00). Pros: Marie Comeau (the usual
// cleaner: cleaning, restocking), Heather MacLean (cleaning), Bluenose
// Cleaning Co. (cleaning and restocking), Gerald Hiltz the plumber, Doug
// MacIsaac the handyman (appliances, furnaces, snow), Angus Fraser the
// electrician, Colleen Murphy the inspector and Jocelyn Arsenault, a cleaner
// who has retired (inactive). Stays: the Boudreaus at the Lunenburg Cottage
// (out tomorrow at 10), the Doucettes at the condo (out Friday at 11), the
// Petitpas at the Farmhouse from today at 16:00 (out Sunday at 11), the
// MacDonalds at Mahone Bay from tomorrow at 16:00 (out Monday at 10), the
// Thibodeaus at Chester Friday to Tuesday 10th, the Robichauds at the
// Lunenburg Cottage Saturday to Thursday 12th, the Gallants at the condo
// Thursday 12th to Sunday 15th and the Cormiers at the Bungalow Friday 13th
// to Monday 16th.
func halifaxFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"condo", steward.AddressCreate{Street: "1505 Lower Water Street, Unit 804", City: "Halifax", State: "NS", Zip: "B3J 3S3", Country: "CA", Nickname: strp("Harbourfront Condo"), Timezone: "America/Halifax",
			AccessInstructions: strp("Fob and key in the lockbox by the parking garage door, code 2468. Visitor parking on P1."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"lunenburg", steward.AddressCreate{Street: "42 Pelham Street", City: "Lunenburg", State: "NS", Zip: "B0J 2C0", Country: "CA", Nickname: strp("Lunenburg Cottage"), Timezone: "America/Halifax",
			AccessInstructions: strp("Keypad on the back door, code 1753. Heat pump remote is on the fridge."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1300),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"mahone", steward.AddressCreate{Street: "118 Main Street", City: "Mahone Bay", State: "NS", Zip: "B0J 2E0", Country: "CA", Nickname: strp("Mahone Bay Cottage"), Timezone: "America/Halifax",
			AccessInstructions: strp("Lockbox on the porch railing, code 3300. The front door sticks, give it a shove."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"farmhouse", steward.AddressCreate{Street: "2280 Highway 1", City: "Wolfville", State: "NS", Zip: "B4P 2R2", Country: "CA", Nickname: strp("The Farmhouse"), Timezone: "America/Halifax",
			AccessInstructions: strp("Key in the milk box by the mudroom door. Well pump switch is in the basement."), Bedrooms: intp(5), Bathrooms: floatp(2.5), SquareFeet: intp(2900),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"chester", steward.AddressCreate{Street: "17 Water Street", City: "Chester", State: "NS", Zip: "B0J 1J0", Country: "CA", Nickname: strp("Chester Saltbox"), Timezone: "America/Halifax",
			AccessInstructions: strp("Smart lock, code 9090. Woodstove kindling is in the porch bin."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"bungalow", steward.AddressCreate{Street: "8 Church Road", City: "Peggys Cove", State: "NS", Zip: "B3Z 3R9", Country: "CA", Nickname: strp("The Bungalow"), Timezone: "America/Halifax",
			AccessInstructions: strp("Key under the lobster trap by the shed. Oil furnace switch at the top of the basement stairs."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marie", steward.ProCreate{Name: "Marie Comeau", Email: "marie.comeau@example.com", Phone: "902-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"heather", steward.ProCreate{Name: "Heather MacLean", Email: "heather.maclean@example.com", Phone: "902-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"bluenose", steward.ProCreate{Name: "Bluenose Cleaning Co.", Email: "bookings@bluenoseclean.example", Phone: "902-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gerald", steward.ProCreate{Name: "Gerald Hiltz", Email: "gerald@hiltzplumbing.example", Phone: "902-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"doug", steward.ProCreate{Name: "Doug MacIsaac", Email: "doug.macisaac@example.com", Phone: "902-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"angus", steward.ProCreate{Name: "Angus Fraser", Email: "angus@fraserelectric.example", Phone: "902-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"colleen", steward.ProCreate{Name: "Colleen Murphy", Email: "colleen@murphyinspections.example", Phone: "902-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"jocelyn", steward.ProCreate{Name: "Jocelyn Arsenault", Email: "jocelyn.arsenault@example.com", Phone: "902-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"boudreau", "lunenburg", "Boudreau Family", "2026-03-01 15:00", "2026-03-05 10:00", 4}, // under way, out tomorrow
		{"doucette", "condo", "Doucette Family", "2026-03-02 16:00", "2026-03-06 11:00", 2},     // under way, out Friday
		{"petitpas", "farmhouse", "Petitpas Family", "2026-03-04 16:00", "2026-03-08 11:00", 6}, // arriving today
		{"macdonald", "mahone", "MacDonald Family", "2026-03-05 16:00", "2026-03-09 10:00", 3},  // from tomorrow
		{"thibodeau", "chester", "Thibodeau Family", "2026-03-06 15:00", "2026-03-10 11:00", 5},
		{"robichaud", "lunenburg", "Robichaud Family", "2026-03-07 15:00", "2026-03-12 10:00", 4},
		{"gallant", "condo", "Gallant Family", "2026-03-12 16:00", "2026-03-15 11:00", 2},
		{"cormier", "bungalow", "Cormier Family", "2026-03-13 16:00", "2026-03-16 10:00", 3},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "farm_prep", Property: "farmhouse", Service: "cleaning", At: "2026-03-04 11:00", Pro: "heather", Status: "confirmed", Notes: "Get it ready for the Petitpas"},
		{Key: "farm_restock", Property: "farmhouse", Service: "restocking", At: "2026-03-04 14:00", Pro: "bluenose", Notes: "Sobeys run for the Petitpas: milk, bread, coffee, maple syrup"},
		{Key: "lun_co", Property: "lunenburg", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marie", Status: "confirmed", Notes: "Turnover after the Boudreaus"},
		{Key: "chester_insp", Property: "chester", Service: "inspection", At: "2026-03-05 10:00", Pro: "colleen", Notes: "Smoke and CO detectors before the Thibodeaus"},
		{Key: "mahone_prep", Property: "mahone", Service: "cleaning", At: "2026-03-05 11:00", Pro: "heather", Notes: "Ready for the MacDonalds"},
		{Key: "harbour_dryer", Property: "condo", Service: "maintenance", At: "2026-03-05 13:00", Pro: "doug", Notes: "Dryer takes two cycles to dry anything", DuringStay: true},
		{Key: "harbour_restock", Property: "condo", Service: "restocking", At: "2026-03-05 15:00", Notes: "Top up coffee, tea and paper towels", DuringStay: true},
		{Key: "chester_prep", Property: "chester", Service: "cleaning", At: "2026-03-06 10:00", Pro: "bluenose", Status: "confirmed", Notes: "Ready for the Thibodeaus"},
		{Key: "harbour_co", Property: "condo", Service: "cleaning", At: "2026-03-06 11:00", Pro: "marie", Notes: "Turnover after the Doucettes"},
		{Key: "chester_restock", Property: "chester", Service: "restocking", At: "2026-03-06 14:00", Pro: "bluenose", Notes: "Firewood and a welcome basket for the Thibodeaus"},
		{Key: "harbour_windows", Property: "condo", Service: "cleaning", At: "2026-03-06 14:00", Notes: "Window cleaning, inside and the balcony side"},
		{Key: "lun_restock", Property: "lunenburg", Service: "restocking", At: "2026-03-07 11:00", Notes: "Stock up for the Robichauds: coffee, tea, oatcakes"},
		{Key: "farm_co", Property: "farmhouse", Service: "cleaning", At: "2026-03-08 11:00", Pro: "marie", Status: "confirmed", Notes: "Turnover after the Petitpas"},
		{Key: "mahone_co", Property: "mahone", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the MacDonalds"},
		{Key: "bungalow_oil", Property: "bungalow", Service: "maintenance", At: "2026-03-09 10:00", Pro: "doug", Notes: "Furnace service and oil tank check"},
		{Key: "chester_co", Property: "chester", Service: "cleaning", At: "2026-03-10 11:00", Pro: "heather", Notes: "Turnover after the Thibodeaus"},
		{Key: "farm_pump", Property: "farmhouse", Service: "maintenance", At: "2026-03-10 13:00", Pro: "gerald", Notes: "Well pump pressure is low in the upstairs shower"},
		{Key: "lun_faucet", Property: "lunenburg", Service: "maintenance", At: "2026-03-11 10:00", Pro: "gerald", Notes: "Dripping bathtub faucet", DuringStay: true},
		{Key: "harbour_insp", Property: "condo", Service: "inspection", At: "2026-03-11 10:00", Pro: "colleen", Notes: "Yearly inspection for the insurance"},
		{Key: "mahone_lights", Property: "mahone", Service: "maintenance", At: "2026-03-11 13:00", Pro: "angus", Notes: "Porch light and the bathroom fan"},
		{Key: "lun_co2", Property: "lunenburg", Service: "cleaning", At: "2026-03-12 10:00", Pro: "marie", Notes: "Turnover after the Robichauds"},
		{Key: "harbour_prep", Property: "condo", Service: "cleaning", At: "2026-03-12 11:00", Pro: "bluenose", Notes: "Ready for the Gallants"},
		{Key: "bungalow_prep", Property: "bungalow", Service: "cleaning", At: "2026-03-13 11:00", Pro: "heather", Status: "confirmed", Notes: "Ready for the Cormiers"},
		{Key: "harbour_co2", Property: "condo", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the Gallants"},
		{Key: "bungalow_co", Property: "bungalow", Service: "cleaning", At: "2026-03-16 10:00", Pro: "marie", Notes: "Turnover after the Cormiers"},
		{Key: "farm_past_fix", Property: "farmhouse", Service: "maintenance", At: "2026-02-25 10:00", Pro: "gerald", Status: "completed", Notes: "Thawed the frozen pipe in the mudroom"},
		{Key: "lun_past_co", Property: "lunenburg", Service: "cleaning", At: "2026-03-01 10:00", Pro: "marie", Status: "completed"},
		{Key: "chester_snow_cx", Property: "chester", Service: "maintenance", At: "2026-02-28 09:00", Pro: "doug", Status: "cancelled", Notes: "Snow clearing on the driveway"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
