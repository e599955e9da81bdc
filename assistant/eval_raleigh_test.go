package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// raleighFixture is the evaluation's account for the cases marked
// "fixture": "raleigh" (testdata/eval/cases_raleigh.json), written before
// reading the engine: Dana, a host in Raleigh, North Carolina, who mostly
// forwards automatic voice-mail transcripts (her own dictated memos and the
// voicemails pros and guests leave her) with a line of her own on top
// ("see below, pls handle", "^ move it then"). The transcripts have no
// punctuation, fillers ("um", "uh", "so yeah"), numbers in words ("two
// thirty", "the twelfth"), names misheard ("Marcus Petty Ford", "the Carrie
// townhouse", "the Cole Walskis"), self-corrections and header lines
// ("Voicemail from (919) 555-0164, 0:38:"). All on America/New_York (09:00
// EST at evalNow: Wednesday 4 March 2026, 14:00 UTC; clocks go forward on
// Sunday 8 March). The Oakwood Bungalow in Raleigh (15:00 and 11:00), the
// Glenwood Loft in Raleigh (16:00 and 10:00), the Duplex in Durham (15:00
// and 10:00), the Chapel Hill Cottage (16:00 and 11:00), the Falls Lake
// House in Wake Forest (16:00 and 10:00) and the Cary Townhouse (15:00 and
// 11:00). Pros: Marisol Reyes ("Mari": cleaning, restocking), Keisha Blount
// (cleaning), Tidy Triangle Cleaning (cleaning and restocking), Marcus
// Pettiford the plumber, DeShawn Whitley the electrician and HVAC man, Gary
// Hinnant the handyman, Brenda Stancil the inspector and Lupe Ocampo, a
// cleaner who has moved away (inactive). Stays: the Nguyens at the Oakwood
// Bungalow (out tomorrow at 11), the Patels at the Glenwood Loft (out
// Saturday at 10), the O'Briens at the Duplex from today at 15:00 (out
// Sunday at 10), the Kowalskis at the Chapel Hill Cottage from tomorrow at
// 16:00 (out Tuesday 10th at 11), the Hargroves at the Falls Lake House
// Friday to Monday, the Brookses at the Oakwood Bungalow Friday to
// Wednesday 11th, the Tanakas at the Cary Townhouse Thursday 12th to Sunday
// 15th and the Alvarezes at the Glenwood Loft Friday 13th to Monday 16th.
func raleighFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"oakwood", steward.AddressCreate{Street: "512 Polk Street", City: "Raleigh", State: "NC", Zip: "27604", Nickname: strp("Oakwood Bungalow"), Timezone: "America/New_York",
			AccessInstructions: strp("Keypad on the front door, code 2468. Porch light switch is left of the door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"glenwood", steward.AddressCreate{Street: "610 Glenwood Avenue", City: "Raleigh", State: "NC", Zip: "27603", Nickname: strp("Glenwood Loft"), Timezone: "America/New_York",
			AccessInstructions: strp("Fob for the lobby is in the lockbox by the garage gate, code 1130. Unit smart lock 4040."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"durham", steward.AddressCreate{Street: "1107 Watts Street", City: "Durham", State: "NC", Zip: "27701", Nickname: strp("The Duplex"), Timezone: "America/New_York",
			AccessInstructions: strp("Left side unit. Lockbox on the back porch, code 7070. Trash goes out Tuesday night."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"chapelhill", steward.AddressCreate{Street: "215 Mallette Street", City: "Chapel Hill", State: "NC", Zip: "27516", Nickname: strp("Chapel Hill Cottage"), Timezone: "America/New_York",
			AccessInstructions: strp("Smart lock, code 3344. Parking permit hangs on the hook by the door."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"lakehouse", steward.AddressCreate{Street: "7705 Lake Ridge Drive", City: "Wake Forest", State: "NC", Zip: "27587", Nickname: strp("Falls Lake House"), Timezone: "America/New_York",
			AccessInstructions: strp("Garage keypad 9191. Kayak paddles in the shed, shed key on the hook in the mudroom."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"cary", steward.AddressCreate{Street: "214 Ashworth Drive", City: "Cary", State: "NC", Zip: "27511", Nickname: strp("Cary Townhouse"), Timezone: "America/New_York",
			AccessInstructions: strp("Lockbox on the water spigot, code 5511. Guest parking is spot 14 only."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1700),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marisol", steward.ProCreate{Name: "Marisol Reyes", Email: "marisol.reyes@example.com", Phone: "919-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"keisha", steward.ProCreate{Name: "Keisha Blount", Email: "keisha.blount@example.com", Phone: "919-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tidy", steward.ProCreate{Name: "Tidy Triangle Cleaning", Email: "office@tidytriangle.example", Phone: "919-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marcus", steward.ProCreate{Name: "Marcus Pettiford", Email: "marcus@pettifordplumbing.example", Phone: "919-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"deshawn", steward.ProCreate{Name: "DeShawn Whitley", Email: "deshawn@whitleyelectric.example", Phone: "919-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gary", steward.ProCreate{Name: "Gary Hinnant", Email: "gary.hinnant@example.com", Phone: "919-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brenda", steward.ProCreate{Name: "Brenda Stancil", Email: "brenda@stancilinspections.example", Phone: "919-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"lupe", steward.ProCreate{Name: "Lupe Ocampo", Email: "lupe.ocampo@example.com", Phone: "919-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "oakwood", "Nguyen Family", "2026-03-01 15:00", "2026-03-05 11:00", 4}, // under way, out tomorrow
		{"patel", "glenwood", "Patel", "2026-03-02 16:00", "2026-03-07 10:00", 2},         // under way, out Saturday
		{"obrien", "durham", "O'Brien Family", "2026-03-04 15:00", "2026-03-08 10:00", 3}, // arriving today
		{"kowalski", "chapelhill", "Kowalski", "2026-03-05 16:00", "2026-03-10 11:00", 2}, // from tomorrow
		{"hargrove", "lakehouse", "Hargrove Family", "2026-03-06 16:00", "2026-03-09 10:00", 8},
		{"brooks", "oakwood", "Brooks Family", "2026-03-06 15:00", "2026-03-11 11:00", 5},
		{"tanaka", "cary", "Tanaka Family", "2026-03-12 15:00", "2026-03-15 11:00", 3},
		{"alvarez", "glenwood", "Alvarez", "2026-03-13 16:00", "2026-03-16 10:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "dur_prep", Property: "durham", Service: "cleaning", At: "2026-03-04 11:00", Pro: "tidy", Status: "confirmed", Notes: "Ready for the O'Briens"},
		{Key: "dur_restock", Property: "durham", Service: "restocking", At: "2026-03-04 13:00", Pro: "marisol", Notes: "Coffee pods, toilet paper, dish soap"},
		{Key: "oak_co", Property: "oakwood", Service: "cleaning", At: "2026-03-05 11:00", Pro: "marisol", Status: "confirmed", Notes: "Turnover after the Nguyens"},
		{Key: "lake_dock", Property: "lakehouse", Service: "maintenance", At: "2026-03-05 10:00", Pro: "gary", Notes: "Dock ladder is loose"},
		{Key: "oak_gutter", Property: "oakwood", Service: "maintenance", At: "2026-03-05 14:00", Pro: "gary", Notes: "Front gutter pulling away over the porch"},
		{Key: "ch_prep", Property: "chapelhill", Service: "cleaning", At: "2026-03-05 12:00", Pro: "tidy", Notes: "Ready for the Kowalskis"},
		{Key: "lake_prep", Property: "lakehouse", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tidy", Status: "confirmed", Notes: "Ready for the Hargroves"},
		{Key: "oak_restock", Property: "oakwood", Service: "restocking", At: "2026-03-06 13:00", Notes: "Coffee, paper towels and welcome snacks for the Brookses"},
		{Key: "glen_co", Property: "glenwood", Service: "cleaning", At: "2026-03-07 10:00", Pro: "keisha", Status: "confirmed", Notes: "Turnover after the Patels"},
		{Key: "ch_lock", Property: "chapelhill", Service: "maintenance", At: "2026-03-07 10:00", Pro: "gary", Notes: "Back door deadbolt sticking, the guests asked", DuringStay: true},
		{Key: "dur_co", Property: "durham", Service: "cleaning", At: "2026-03-08 10:00", Pro: "keisha", Notes: "Turnover after the O'Briens"},
		{Key: "glen_hvac", Property: "glenwood", Service: "maintenance", At: "2026-03-09 10:00", Pro: "deshawn", Notes: "Heat pump making a rattling noise"},
		{Key: "lake_co", Property: "lakehouse", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Hargroves"},
		{Key: "cary_fan", Property: "cary", Service: "maintenance", At: "2026-03-09 14:00", Pro: "deshawn", Notes: "Upstairs bathroom exhaust fan not working"},
		{Key: "ch_co", Property: "chapelhill", Service: "cleaning", At: "2026-03-10 11:00", Pro: "marisol", Notes: "Turnover after the Kowalskis"},
		{Key: "dur_plumb", Property: "durham", Service: "maintenance", At: "2026-03-10 13:00", Pro: "marcus", Notes: "Slow drain in the upstairs tub"},
		{Key: "oak_co2", Property: "oakwood", Service: "cleaning", At: "2026-03-11 11:00", Pro: "marisol", Notes: "Turnover after the Brookses"},
		{Key: "lake_water", Property: "lakehouse", Service: "maintenance", At: "2026-03-11 10:00", Pro: "marcus", Notes: "Check the well pump pressure tank"},
		{Key: "ch_insp", Property: "chapelhill", Service: "inspection", At: "2026-03-11 14:00", Pro: "brenda", Notes: "Rental permit inspection for the town"},
		{Key: "cary_prep", Property: "cary", Service: "cleaning", At: "2026-03-12 10:00", Pro: "keisha", Status: "confirmed", Notes: "Ready for the Tanakas"},
		{Key: "oak_insp", Property: "oakwood", Service: "inspection", At: "2026-03-12 10:00", Pro: "brenda", Notes: "Smoke and CO detectors"},
		{Key: "glen_restock", Property: "glenwood", Service: "restocking", At: "2026-03-13 13:00", Pro: "tidy", Notes: "Stock up for the Alvarezes"},
		{Key: "cary_co", Property: "cary", Service: "cleaning", At: "2026-03-15 11:00", Pro: "keisha", Notes: "Turnover after the Tanakas"},
		{Key: "glen_co2", Property: "glenwood", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Alvarezes"},
		{Key: "oak_past_fix", Property: "oakwood", Service: "maintenance", At: "2026-02-27 10:00", Pro: "marcus", Status: "completed", Notes: "Fixed the leaking kitchen faucet"},
		{Key: "lake_insp_cx", Property: "lakehouse", Service: "inspection", At: "2026-03-02 10:00", Pro: "brenda", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
