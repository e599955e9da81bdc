package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// galwayFixture is the evaluation's account for the cases marked
// "fixture": "galway" (testdata/eval/cases_galway.json), written before
// reading the engine: a Polish woman who came to Ireland as a cleaner twenty
// years ago and now runs six holiday lets around Galway and Connemara. She
// writes fast and warm, mixing Irish-English ("grand", "so it is", "giving
// out", "the press", "half ten", "yer man the plumber") with Polish habits
// (few articles, "already" at the end, "dzięki", "jutro", "kurczę", "pani
// Ania"), cleaning jargon from her own years at it ("a proper deep", "strip
// and remake the beds", "the linen swap", "a wipe-down only") and day-first
// dates ("13/3"). All on Europe/Dublin (14:00 GMT at evalNow: Wednesday 4
// March 2026, 14:00 UTC; Irish summer time starts on 29 March). Salthill
// Apartment in Salthill (15:00 and 11:00), Claddagh House in Galway city
// (16:00 and 10:00), Roundstone Cottage (16:00 and 10:00), Clifden House
// (15:00 and 11:00), Corrib Lodge in Oughterard on Lough Corrib (16:00 and
// 10:00) and The Thatch in Spiddal (15:00 and 10:00). Pros: Ania Kowalczyk
// ("pani Ania", her first cleaner: cleaning, restocking), Kasia Wiśniewska
// (cleaning), Connemara Clean Team (cleaning and restocking), Declan
// Mulkerrin the plumber, Seán Conneely the electrician, Tomek Zieliński the
// handyman, Mairéad Folan the inspector (fire safety, Fáilte Ireland) and
// Olga Shevchenko, a cleaner who has left (inactive). Stays: the Murphys at
// Claddagh House (out tomorrow at 10), the Schmidts at Clifden House (out
// Friday at 11), the O'Briens at Roundstone Cottage from today at 16:00 (out
// Sunday at 10), the Dubois family at Salthill Apartment from tomorrow at
// 15:00 (out Monday at 11), the Walsh party (anglers) at Corrib Lodge Friday
// to Tuesday 10th, the Jensens at The Thatch Saturday to Thursday 12th, the
// Tanakas at Clifden House Thursday 12th to Sunday 15th and the Hughes hen
// party at Claddagh House Friday 13th to Wednesday 18th.
func galwayFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"salthill", steward.AddressCreate{Street: "14 Seapoint Promenade", City: "Salthill", State: "Co. Galway", Zip: "H91 T2X8", Country: "IE", Nickname: strp("Salthill Apartment"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Apartment 3, second floor. Keysafe by the bins, code 4417. Parking space 12."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(750),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"claddagh", steward.AddressCreate{Street: "6 Nimmo's Pier Road", City: "Galway", State: "Co. Galway", Zip: "H91 K7D3", Country: "IE", Nickname: strp("Claddagh House"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Smart lock, code 2309. Boiler is in the press under the stairs."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"roundstone", steward.AddressCreate{Street: "Main Street", City: "Roundstone", State: "Co. Galway", Zip: "H91 P6W2", Country: "IE", Nickname: strp("Roundstone Cottage"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Key with Mrs Conneely in the shop next door. Turf in the shed at the back."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"clifden", steward.AddressCreate{Street: "Sky Road", City: "Clifden", State: "Co. Galway", Zip: "H71 E4R6", Country: "IE", Nickname: strp("Clifden House"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Keysafe on the porch wall, code 1916. Fuse board in the utility room."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2100),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"corrib", steward.AddressCreate{Street: "Glann Road", City: "Oughterard", State: "Co. Galway", Zip: "H91 F8N5", Country: "IE", Nickname: strp("Corrib Lodge"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Lockbox on the gate pier, code 5590. Boat shed key on the hook in the hall."), Bedrooms: intp(5), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"spiddal", steward.AddressCreate{Street: "Coast Road", City: "Spiddal", State: "Co. Galway", Zip: "H91 Y3C1", Country: "IE", Nickname: strp("The Thatch"), Timezone: "Europe/Dublin",
			AccessInstructions: strp("Half door, key under the stone hen by the step. Mind the low beam in the kitchen."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ania", steward.ProCreate{Name: "Ania Kowalczyk", Email: "ania.kowalczyk@example.com", Phone: "+353 87 555 0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kasia", steward.ProCreate{Name: "Kasia Wiśniewska", Email: "kasia.wisniewska@example.com", Phone: "+353 86 555 0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"cleanteam", steward.ProCreate{Name: "Connemara Clean Team", Email: "office@connemaraclean.example", Phone: "+353 95 555 0143", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"declan", steward.ProCreate{Name: "Declan Mulkerrin", Email: "declan@mulkerrinplumbing.example", Phone: "+353 87 555 0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sean", steward.ProCreate{Name: "Seán Conneely", Email: "sean@conneelyelectrical.example", Phone: "+353 85 555 0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tomek", steward.ProCreate{Name: "Tomek Zieliński", Email: "tomek.zielinski@example.com", Phone: "+353 89 555 0146", Services: []steward.ServiceType{steward.Maintenance}}},
		{"mairead", steward.ProCreate{Name: "Mairéad Folan", Email: "mairead@folansafety.example", Phone: "+353 91 555 0147", Services: []steward.ServiceType{steward.Inspection}}},
		{"olga", steward.ProCreate{Name: "Olga Shevchenko", Email: "olga.shevchenko@example.com", Phone: "+353 83 555 0148", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"murphy", "claddagh", "Murphy Family", "2026-03-01 16:00", "2026-03-05 10:00", 5},    // under way, out tomorrow
		{"schmidt", "clifden", "Schmidt Family", "2026-03-02 15:00", "2026-03-06 11:00", 4},   // under way, out Friday
		{"obrien", "roundstone", "O'Brien", "2026-03-04 16:00", "2026-03-08 10:00", 2},        // arriving today
		{"dubois", "salthill", "Dubois Family", "2026-03-05 15:00", "2026-03-09 11:00", 3},    // from tomorrow
		{"walsh", "corrib", "Walsh Party", "2026-03-06 16:00", "2026-03-10 10:00", 6},         // anglers
		{"jensen", "spiddal", "Jensen", "2026-03-07 15:00", "2026-03-12 10:00", 2},            // Saturday to Thursday
		{"tanaka", "clifden", "Tanaka Family", "2026-03-12 15:00", "2026-03-15 11:00", 3},     // Thursday 12th to Sunday 15th
		{"hughes", "claddagh", "Hughes Hen Party", "2026-03-13 16:00", "2026-03-18 10:00", 8}, // St Patrick's week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "roundstone_prep", Property: "roundstone", Service: "cleaning", At: "2026-03-04 11:00", Pro: "kasia", Status: "confirmed", Notes: "Ready for the O'Briens"},
		{Key: "roundstone_restock", Property: "roundstone", Service: "restocking", At: "2026-03-04 15:00", Pro: "cleanteam", Notes: "Turf for the stove, milk, bread and a welcome basket"},
		{Key: "claddagh_co", Property: "claddagh", Service: "cleaning", At: "2026-03-05 10:00", Pro: "ania", Status: "confirmed", Notes: "Turnover after the Murphys: strip and remake the beds"},
		{Key: "claddagh_boiler", Property: "claddagh", Service: "maintenance", At: "2026-03-05 13:00", Pro: "declan", Notes: "Boiler pressure keeps dropping"},
		{Key: "salthill_restock", Property: "salthill", Service: "restocking", At: "2026-03-05 12:00", Pro: "cleanteam", Notes: "Tea, coffee, milk and toilet rolls for the Dubois family"},
		{Key: "corrib_gate", Property: "corrib", Service: "maintenance", At: "2026-03-05 11:00", Pro: "tomek", Notes: "Gate latch at the road is broken"},
		{Key: "clifden_co", Property: "clifden", Service: "cleaning", At: "2026-03-06 11:00", Pro: "kasia", Notes: "Turnover after the Schmidts"},
		{Key: "clifden_insp", Property: "clifden", Service: "inspection", At: "2026-03-06 14:00", Pro: "mairead", Notes: "Fire alarms and extinguishers"},
		{Key: "corrib_prep", Property: "corrib", Service: "cleaning", At: "2026-03-06 10:00", Pro: "cleanteam", Status: "confirmed", Notes: "Ready for the Walsh party"},
		{Key: "spiddal_chimney", Property: "spiddal", Service: "maintenance", At: "2026-03-06 10:00", Pro: "tomek", Notes: "Sweep the chimney before the Jensens"},
		{Key: "spiddal_prep", Property: "spiddal", Service: "cleaning", At: "2026-03-07 11:00", Pro: "ania", Notes: "Ready for the Jensens"},
		{Key: "roundstone_co", Property: "roundstone", Service: "cleaning", At: "2026-03-08 10:00", Pro: "ania", Status: "confirmed", Notes: "Turnover after the O'Briens"},
		{Key: "corrib_shower", Property: "corrib", Service: "maintenance", At: "2026-03-08 11:00", Pro: "declan", Notes: "Upstairs shower dripping", DuringStay: true},
		{Key: "claddagh_deep", Property: "claddagh", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Deep clean: oven, skirting boards, inside the presses"},
		{Key: "salthill_co", Property: "salthill", Service: "cleaning", At: "2026-03-09 11:00", Pro: "kasia", Notes: "Turnover after the Dubois family"},
		{Key: "corrib_co", Property: "corrib", Service: "cleaning", At: "2026-03-10 10:00", Notes: "Turnover after the Walsh party"},
		{Key: "salthill_fan", Property: "salthill", Service: "maintenance", At: "2026-03-10 14:00", Pro: "sean", Notes: "Bathroom extractor fan not working"},
		{Key: "roundstone_insp", Property: "roundstone", Service: "inspection", At: "2026-03-11 10:00", Pro: "mairead", Notes: "Carbon monoxide alarm and stove check"},
		{Key: "spiddal_co", Property: "spiddal", Service: "cleaning", At: "2026-03-12 10:00", Pro: "ania", Notes: "Turnover after the Jensens"},
		{Key: "clifden_prep", Property: "clifden", Service: "cleaning", At: "2026-03-12 10:00", Pro: "cleanteam", Status: "confirmed", Notes: "Ready for the Tanakas"},
		{Key: "claddagh_prep", Property: "claddagh", Service: "cleaning", At: "2026-03-13 10:00", Pro: "kasia", Notes: "Ready for the Hughes party"},
		{Key: "claddagh_restock", Property: "claddagh", Service: "restocking", At: "2026-03-13 13:00", Pro: "cleanteam", Notes: "Stock up for the Hughes hen party, extra towels"},
		{Key: "clifden_co2", Property: "clifden", Service: "cleaning", At: "2026-03-15 11:00", Notes: "Turnover after the Tanakas"},
		{Key: "claddagh_co2", Property: "claddagh", Service: "cleaning", At: "2026-03-18 10:00", Pro: "ania", Notes: "Turnover after the Hughes party"},
		{Key: "salthill_past_co", Property: "salthill", Service: "cleaning", At: "2026-03-02 11:00", Pro: "kasia", Status: "completed", Notes: "Turnover after the Byrnes"},
		{Key: "spiddal_insp_cx", Property: "spiddal", Service: "inspection", At: "2026-03-03 10:00", Pro: "mairead", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
