package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// harborFixture is the evaluation's account for the cases marked
// "fixture": "harbor" (testdata/eval/cases_blind11.json), written before
// reading the engine: New England properties on Eastern time (two in Maine
// with similar nicknames, "Harbor House" in Kennebunkport and "Harbor Loft",
// a unit in Portland; "45 Kelp Cove Rd" in Chatham, Massachusetts, known by
// its street only; "Maple Barn" in Woodstock, Vermont) and one in Nova
// Scotia on Atlantic time ("Salt Cottage", Lunenburg). Two cleaners (Colleen
// also restocks), a handyman and a plumber, an inspector and an inactive
// cleaner; Ray and Rosa share an initial. A stay under way at the loft
// (Tomasz Nowak, out Friday), a family checking out Sunday, the day daylight
// saving time starts ("the Gallaghers"), the loft's next guests on Saturday,
// a stay next week at the cottage, and one with no turnover booked (Leblanc
// at Kelp Cove); maintenance jobs known by their notes ("Gutter clog over
// porch", "Outdoor shower valve dripping", "Furnace making a banging noise").
func harborFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"house", steward.AddressCreate{Street: "21 Ocean Ave", City: "Kennebunkport", State: "ME", Zip: "04046", Nickname: strp("Harbor House"),
			AccessInstructions: strp("Lockbox on the porch railing, code 1821. Kayaks are in the shed; paddles in the mudroom."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"loft", steward.AddressCreate{Street: "88 Commercial St Unit 3B", City: "Portland", State: "ME", Zip: "04101", Nickname: strp("Harbor Loft"),
			AccessInstructions: strp("Building fob in the key safe by the lobby door (code 3030), then unit 3B on the third floor."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800)}},
		{"kelp", steward.AddressCreate{Street: "45 Kelp Cove Rd", City: "Chatham", State: "MA", Zip: "02633",
			AccessInstructions: strp("Keypad on the side door, code 4545. Outdoor shower is behind the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"salt", steward.AddressCreate{Street: "310 Pelham St", City: "Lunenburg", State: "NS", Zip: "B0J 2C0", Country: "CA", Nickname: strp("Salt Cottage"),
			Bedrooms: intp(2), Bathrooms: floatp(1.5), SquareFeet: intp(1100)}},
		{"barn", steward.AddressCreate{Street: "9 Sugarhouse Rd", City: "Woodstock", State: "VT", Zip: "05091", Nickname: strp("Maple Barn"),
			AccessInstructions: strp("Barn door keypad 0909. The wood stove is not for guest use."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"colleen", steward.ProCreate{Name: "Colleen Murphy", Email: "colleen@tidecleaning.example", Phone: "555-1101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "555-1102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Thibodeau", Email: "ray@thibodeauhandyman.example", Phone: "555-1103", Services: []steward.ServiceType{steward.Maintenance}}},
		{"walt", steward.ProCreate{Name: "Walt Sousa", Email: "walt@sousaplumbing.example", Phone: "555-1104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gordon", steward.ProCreate{Name: "Gordon Pike", Email: "gordon@pikeinspections.example", Phone: "555-1105", Services: []steward.ServiceType{steward.Inspection}}},
		{"jenna", steward.ProCreate{Name: "Jenna Cole", Email: "jenna.cole@example.com", Phone: "555-1106", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nowak", "loft", "Tomasz Nowak", "2026-03-02 15:00", "2026-03-06 11:00", 2},          // under way, out Friday
		{"sutter", "loft", "Ava Sutter", "2026-03-07 15:00", "2026-03-10 11:00", 2},           // the loft's next guests
		{"gallagher", "house", "Gallagher Family", "2026-03-05 16:00", "2026-03-08 10:00", 5}, // out Sunday, the DST day
		{"dubois", "salt", "Luc Dubois", "2026-03-09 16:00", "2026-03-13 10:00", 3},           // next week, Atlantic time
		{"leblanc", "kelp", "Marguerite Leblanc", "2026-03-12 15:00", "2026-03-15 11:00", 4},  // no turnover booked
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "barn_clean", Property: "barn", Service: "cleaning", At: "2026-03-04 08:30", Pro: "rosa", Status: "in_progress"},
		{Key: "house_gutter", Property: "house", Service: "maintenance", At: "2026-03-05 10:00", Pro: "ray", Notes: "Gutter clog over porch"},
		{Key: "kelp_inspect", Property: "kelp", Service: "inspection", At: "2026-03-05 11:00", Status: "cancelled"},
		{Key: "loft_turn", Property: "loft", Service: "cleaning", At: "2026-03-06 12:00", Pro: "colleen", Status: "confirmed"},
		{Key: "kelp_shower", Property: "kelp", Service: "maintenance", At: "2026-03-06 13:00", Pro: "walt", Notes: "Outdoor shower valve dripping"},
		{Key: "salt_inspect", Property: "salt", Service: "inspection", At: "2026-03-07 10:00", Pro: "gordon"},
		{Key: "loft_restock", Property: "loft", Service: "restocking", At: "2026-03-07 12:00", Pro: "colleen"},
		{Key: "house_turn", Property: "house", Service: "cleaning", At: "2026-03-08 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "salt_clean", Property: "salt", Service: "cleaning", At: "2026-03-09 10:00"},
		{Key: "barn_furnace", Property: "barn", Service: "maintenance", At: "2026-03-10 14:00", Notes: "Furnace making a banging noise"},
		{Key: "house_past_fix", Property: "house", Service: "maintenance", At: "2026-02-24 10:00", Pro: "ray", Status: "completed", Notes: "Replaced porch light fixture"},
		{Key: "loft_past_clean", Property: "loft", Service: "cleaning", At: "2026-03-02 11:00", Pro: "colleen", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
