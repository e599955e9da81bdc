package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// smokiesFixture is the evaluation's account for the cases marked
// "fixture": "smokies" (testdata/eval/cases_blind33.json), written before
// reading the engine: a host in the Smoky Mountains with two flats in
// Nashville. On Eastern time: The Bear Den, a cabin in Gatlinburg, and
// Laurel Ridge Lodge in Pigeon Forge (both in Tennessee, whose zone is
// Central by default, so their zone is set by hand to Eastern; the lodge
// checks guests out at 10:00); a house in Bryson City, NC, known by its
// street only, "88 Deep Creek Rd"; and two places in Asheville, The
// Foundry Loft and the Montford Bungalow. On Central time: The Gulch Flat
// (check-in 15:00) and the East Nash Cottage, both in Nashville.
// Seven pros: Rosa Delgado, who cleans and restocks on the Tennessee side;
// Tammy Huskey, who cleans on the Carolina side; Wade Ogle, a handyman;
// a plumber known by his company's e-mail (Smoky Mountain Plumbing,
// Curtis Reagan); an inspector (June Whitaker); Marisol Vega, who cleans
// and restocks in Nashville; and an inactive cleaner (Darlene Maples).
// Stays: the Pruitts under way at the Bear Den (out tomorrow), the
// Abernathys arriving at Laurel Ridge today (out Sunday at 10:00), the
// Thornburys under way at 88 Deep Creek (out Saturday), Simone Delacroix
// at the Foundry Loft this weekend, a bachelorette party (Castillo) at the
// Gulch Flat from tomorrow, Central time, the Haverfords at the Montford
// Bungalow next week with no turnover booked before them, and the
// Saunders family back at the Bear Den next weekend. The East Nash
// Cottage has no stay. Maintenance is known by its notes ("Hot tub GFCI
// keeps tripping", "Water heater leaking in the utility closet", "Gutter
// over the front porch pulled loose"). Laurel Ridge (5 bedrooms, 4 baths)
// takes five hours to clean; the Bear Den (3 bedrooms, 2 baths) 3h15.
// At evalNow it is 09:00 in the mountains and 08:00 in Nashville;
// daylight saving time starts on Sunday 8 March.
func smokiesFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bearden", steward.AddressCreate{Street: "1420 Ski Mountain Rd", City: "Gatlinburg", State: "TN", Zip: "37738", Nickname: strp("The Bear Den"),
			AccessInstructions: strp("Keypad on the front door, code 8812. Bear-proof trash bins: latch them after every bag."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			Timezone: "America/New_York"}},
		{"laurel", steward.AddressCreate{Street: "2755 Wears Valley Rd", City: "Pigeon Forge", State: "TN", Zip: "37863", Nickname: strp("Laurel Ridge Lodge"),
			AccessInstructions: strp("Lockbox on the lower deck rail, code 4409. Game room key hangs in the pantry."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400),
			Timezone: "America/New_York", CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"creek", steward.AddressCreate{Street: "88 Deep Creek Rd", City: "Bryson City", State: "NC", Zip: "28713",
			AccessInstructions: strp("Key under the green frog by the creek-side door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"foundry", steward.AddressCreate{Street: "45 Roberts St Apt 3", City: "Asheville", State: "NC", Zip: "28801", Nickname: strp("The Foundry Loft"),
			AccessInstructions: strp("Smart lock on the loft door, code 2290; park in the gravel lot behind the building."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"montford", steward.AddressCreate{Street: "212 Cumberland Ave", City: "Asheville", State: "NC", Zip: "28801", Nickname: strp("Montford Bungalow"),
			AccessInstructions: strp("Lockbox on the porch post, code 7734."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1300)}},
		{"gulch", steward.AddressCreate{Street: "600 12th Ave S Unit 1408", City: "Nashville", State: "TN", Zip: "37203", Nickname: strp("The Gulch Flat"),
			AccessInstructions: strp("Fob for the garage and elevator is in lockbox 1408 by the loading dock, code 6150."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"eastnash", steward.AddressCreate{Street: "1104 Fatherland St", City: "Nashville", State: "TN", Zip: "37206", Nickname: strp("East Nash Cottage"),
			AccessInstructions: strp("Keypad on the back door, code 3721."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "555-3301", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tammy", steward.ProCreate{Name: "Tammy Huskey", Email: "tammy.huskey@example.com", Phone: "555-3302", Services: []steward.ServiceType{steward.Cleaning}}},
		{"wade", steward.ProCreate{Name: "Wade Ogle", Email: "wade@oglehandyman.example", Phone: "555-3303", Services: []steward.ServiceType{steward.Maintenance}}},
		{"smokyplumb", steward.ProCreate{Name: "Curtis Reagan", Email: "dispatch@smokymtnplumbing.example", Phone: "555-3304", Services: []steward.ServiceType{steward.Maintenance}}},
		{"june", steward.ProCreate{Name: "June Whitaker", Email: "june@ridgelineinspect.example", Phone: "555-3305", Services: []steward.ServiceType{steward.Inspection}}},
		{"marisol", steward.ProCreate{Name: "Marisol Vega", Email: "marisol.vega@example.com", Phone: "555-3306", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"darlene", steward.ProCreate{Name: "Darlene Maples", Email: "darlene.maples@example.com", Phone: "555-3307", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"pruitt", "bearden", "Pruitt Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},         // under way, out tomorrow
		{"abernathy", "laurel", "Abernathy Family", "2026-03-04 16:00", "2026-03-08 10:00", 10},   // arrives today
		{"thornbury", "creek", "Thornbury Family", "2026-03-02 16:00", "2026-03-07 11:00", 4},     // under way, out Saturday
		{"delacroix", "foundry", "Simone Delacroix", "2026-03-06 16:00", "2026-03-09 11:00", 2},   // this weekend
		{"castillo", "gulch", "Castillo Bachelorette", "2026-03-05 15:00", "2026-03-08 11:00", 6}, // from tomorrow, Central time
		{"haverford", "montford", "Haverford Family", "2026-03-11 16:00", "2026-03-14 11:00", 4},  // next week, no turnover booked
		{"saunders", "bearden", "Saunders Family", "2026-03-13 16:00", "2026-03-15 11:00", 5},     // next weekend
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "laurel_prep", Property: "laurel", Service: "cleaning", At: "2026-03-04 08:00", Pro: "rosa", Status: "in_progress"},
		{Key: "laurel_restock", Property: "laurel", Service: "restocking", At: "2026-03-04 13:30", Pro: "rosa", Status: "confirmed"},
		{Key: "bearden_turn", Property: "bearden", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "creek_leak", Property: "creek", Service: "maintenance", At: "2026-03-05 14:00", Pro: "smokyplumb", Notes: "Water heater leaking in the utility closet", DuringStay: true}, // the Thornburys reported it
		{Key: "gulch_prep", Property: "gulch", Service: "cleaning", At: "2026-03-05 10:00", Pro: "marisol", Status: "confirmed"},
		{Key: "gulch_restock", Property: "gulch", Service: "restocking", At: "2026-03-05 13:00", Pro: "marisol"},
		{Key: "bearden_hottub", Property: "bearden", Service: "maintenance", At: "2026-03-06 10:00", Pro: "wade", Notes: "Hot tub GFCI keeps tripping"},
		{Key: "foundry_prep", Property: "foundry", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tammy", Status: "confirmed"},
		{Key: "foundry_inspect", Property: "foundry", Service: "inspection", At: "2026-03-06 13:00", Pro: "june"},
		{Key: "creek_turn", Property: "creek", Service: "cleaning", At: "2026-03-07 11:00", Pro: "tammy", Status: "confirmed"},
		{Key: "laurel_turn", Property: "laurel", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "gulch_turn", Property: "gulch", Service: "cleaning", At: "2026-03-08 11:00", Pro: "marisol", Status: "confirmed"},
		{Key: "eastnash_inspect", Property: "eastnash", Service: "inspection", At: "2026-03-09 10:00", Pro: "june", Status: "cancelled"},
		{Key: "montford_gutter", Property: "montford", Service: "maintenance", At: "2026-03-10 10:00", Pro: "wade", Notes: "Gutter over the front porch pulled loose"},
		{Key: "bearden_inspect", Property: "bearden", Service: "inspection", At: "2026-03-12 09:00", Pro: "june"},
		{Key: "creek_past_fix", Property: "creek", Service: "maintenance", At: "2026-02-24 10:00", Pro: "smokyplumb", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "eastnash_past_clean", Property: "eastnash", Service: "cleaning", At: "2026-02-27 10:00", Pro: "marisol", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
