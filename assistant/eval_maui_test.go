package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// mauiFixture is the evaluation's account for the cases marked "fixture":
// "maui" (testdata/eval/cases_blind27.json), written before reading the
// engine: four properties in Hawaii, which keeps no daylight saving (Hale
// Nalu in Paia, Kihei Surf 208, Upcountry Cottage in Kula on Maui, the Kona
// Coffee Farmhouse on the Big Island), and two on the Oregon coast in Cannon
// Beach on Pacific time (Haystack View, and one known by its street only,
// "2240 S Hemlock St"). Two Maui cleaners (Leilani Akana also restocks), an
// Oregon cleaner, a pool and solar tech known by his company e-mail
// ("islandsolarpool"), a landscaper, a handyman, an inspector and an
// inactive cleaner; a stay under way (Grant Whitaker), the Sorensens
// checking out tomorrow, a wedding party of 10 this weekend, the Lindgrens
// next week with no turnover booked, Aiko Tanaka arriving today and the
// Nakoas; maintenance known by its notes ("Lanai screen torn", "Solar water
// heater not heating", "Ants in the kitchen", "Outdoor shower drain
// clogged"). At evalNow it is 04:00 in Hawaii and 06:00 in Oregon, where
// daylight saving time starts on Sunday 8 March.
func mauiFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"nalu", steward.AddressCreate{Street: "88 Baldwin Ave", City: "Paia", State: "HI", Zip: "96779", Nickname: strp("Hale Nalu"),
			AccessInstructions: strp("Lockbox on the lanai post, code 2288. Pool equipment is behind the hedge."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3400)}},
		{"kihei", steward.AddressCreate{Street: "2531 S Kihei Rd Unit 208", City: "Kihei", State: "HI", Zip: "96753", Nickname: strp("Kihei Surf 208"),
			AccessInstructions: strp("Keypad on the unit door, code 2080. Parking stall 208."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"upcountry", steward.AddressCreate{Street: "3715 Lower Kula Rd", City: "Kula", State: "HI", Zip: "96790", Nickname: strp("Upcountry Cottage"),
			AccessInstructions: strp("Key in the lockbox on the garage, code 7391."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"kona", steward.AddressCreate{Street: "81-6590 Mamalahoa Hwy", City: "Kealakekua", State: "HI", Zip: "96750", Nickname: strp("Kona Coffee Farmhouse"),
			AccessInstructions: strp("Gate code 4455; house key under the ceramic gecko by the door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"haystack", steward.AddressCreate{Street: "148 W Gower Ave", City: "Cannon Beach", State: "OR", Zip: "97110", Nickname: strp("Haystack View"),
			AccessInstructions: strp("Smart lock on the front door, code 6190."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"hemlock", steward.AddressCreate{Street: "2240 S Hemlock St", City: "Cannon Beach", State: "OR", Zip: "97110",
			AccessInstructions: strp("Lockbox on the garage side door, code 3312."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"keoni", steward.ProCreate{Name: "Keoni Kahale", Email: "keoni@kahaleclean.example", Phone: "555-2701", Services: []steward.ServiceType{steward.Cleaning}}},
		{"leilani", steward.ProCreate{Name: "Leilani Akana", Email: "leilani.akana@example.com", Phone: "555-2702", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"brooke", steward.ProCreate{Name: "Brooke Halvorsen", Email: "brooke@coastlineclean.example", Phone: "555-2703", Services: []steward.ServiceType{steward.Cleaning}}},
		{"dustin", steward.ProCreate{Name: "Dustin Yamada", Email: "aloha@islandsolarpool.example", Phone: "555-2704", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ikaika", steward.ProCreate{Name: "Ikaika Palakiko", Email: "ikaika@palakikolandscaping.example", Phone: "555-2705", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rick", steward.ProCreate{Name: "Rick Torres", Email: "rick@torreshandyman.example", Phone: "555-2706", Services: []steward.ServiceType{steward.Maintenance}}},
		{"noelani", steward.ProCreate{Name: "Noelani Cabral", Email: "noelani@cabralinspect.example", Phone: "555-2707", Services: []steward.ServiceType{steward.Inspection}}},
		{"tiffany", steward.ProCreate{Name: "Tiffany Ramos", Email: "tiffany.ramos@example.com", Phone: "555-2708", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "kihei", "Grant Whitaker", "2026-03-01 16:00", "2026-03-07 10:00", 2},      // under way
		{"sorensen", "kona", "Sorensen Family", "2026-02-28 16:00", "2026-03-05 10:00", 5},      // out tomorrow
		{"wedding", "nalu", "Kamaka Wedding Party", "2026-03-06 16:00", "2026-03-09 11:00", 10}, // this weekend
		{"lindgren", "haystack", "Lindgren Family", "2026-03-10 16:00", "2026-03-14 11:00", 4},  // next week, no turnover booked
		{"tanaka", "upcountry", "Aiko Tanaka", "2026-03-04 15:00", "2026-03-08 11:00", 2},       // starts today
		{"nakoa", "kihei", "Kawika and Lani Nakoa", "2026-03-08 16:00", "2026-03-12 10:00", 2},  // the Nakoas
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "nalu_shower", Property: "nalu", Service: "maintenance", At: "2026-03-03 15:00", Pro: "rick", Status: "in_progress", Notes: "Outdoor shower drain clogged"},
		{Key: "upcountry_prep", Property: "upcountry", Service: "cleaning", At: "2026-03-04 10:00", Pro: "leilani", Status: "confirmed"},
		{Key: "kona_turn", Property: "kona", Service: "cleaning", At: "2026-03-05 10:00", Pro: "leilani", Status: "confirmed"},
		{Key: "kona_solar", Property: "kona", Service: "maintenance", At: "2026-03-05 13:00", Pro: "dustin", Notes: "Solar water heater not heating"},
		{Key: "hemlock_inspect", Property: "hemlock", Service: "inspection", At: "2026-03-05 11:00", Status: "cancelled"},
		{Key: "nalu_prep", Property: "nalu", Service: "cleaning", At: "2026-03-06 09:00", Pro: "keoni"},
		{Key: "haystack_ants", Property: "haystack", Service: "maintenance", At: "2026-03-06 10:00", Notes: "Ants in the kitchen"},
		{Key: "kihei_turn", Property: "kihei", Service: "cleaning", At: "2026-03-07 10:00", Pro: "keoni", Status: "confirmed"},
		{Key: "kihei_screen", Property: "kihei", Service: "maintenance", At: "2026-03-07 13:00", Pro: "rick", Notes: "Lanai screen torn"},
		{Key: "hemlock_clean", Property: "hemlock", Service: "cleaning", At: "2026-03-08 10:00", Pro: "brooke"},
		{Key: "nalu_turn", Property: "nalu", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "nalu_pool", Property: "nalu", Service: "maintenance", At: "2026-03-09 14:00", Pro: "dustin", Notes: "Pool pump making a grinding noise"},
		{Key: "upcountry_inspect", Property: "upcountry", Service: "inspection", At: "2026-03-10 10:00", Pro: "noelani"},
		{Key: "kihei_past_clean", Property: "kihei", Service: "cleaning", At: "2026-03-01 11:00", Pro: "keoni", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
