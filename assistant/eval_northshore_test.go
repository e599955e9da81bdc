package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// northshoreFixture is the evaluation's account for the cases marked
// "fixture": "northshore" (testdata/eval/cases_blind66.json), written
// before reading the engine: a terse retired host on Lake Superior's North
// Shore who texts from an old phone, all lowercase and almost without
// punctuation, with abbreviations (tmw, tmrw, appt, pls, thx, wk, sat,
// hr), numbers as digits, times like "10a", "2p" and "930", cabin names
// shortened ("gooseberry", "the lutsen place", "grand marais"), very short
// messages and follow-ups of one or two words, sometimes only a property
// and a day ("lutsen sat clean"). On Central time (Minnesota; daylight
// saving time starts on Sunday 8 March): Gooseberry Cabin on Highway 61
// near Two Harbors, with a 10:00 check-out and a sauna; the Lutsen Place,
// a big four-bedroom house with a hot tub on Ski Hill Rd; Grand Marais
// Cottage on W 3rd St, with a wood stove; a house in Duluth known only by
// its street ("2315 E Superior St"); and Canal Park Loft, a one-bedroom
// in Duluth's Canal Park. On Arizona time (America/Phoenix, no daylight
// saving time): the Scottsdale Condo, the host's winter condo on Indian
// Bend Rd. Until Sunday Minnesota is an hour ahead of Scottsdale, from
// then on two. Seven pros: Ingrid Halvorsen, who cleans and restocks up
// the shore; Becky Lind, who cleans in Duluth; Tom Kowalski, handyman
// (maintenance, inspections); Arrowhead Plumbing & Heating, a company
// (maintenance); Carlos Mendez, who does everything at the condo
// (cleaning, restocking, maintenance, inspections); Nancy Berg, an
// inspector; and an inactive cleaner (Pete Olson). Stays, named after
// families: the Johnsons under way at the Lutsen Place (out tomorrow), the
// Schmidts under way at the Scottsdale Condo (out Friday), the Nguyens
// arriving at Gooseberry today (out Sunday at 10), the Petersons at Canal
// Park from Friday (out Monday), the Hansons at 2315 E Superior from
// Saturday (out Thursday the 12th), the Wilsons at the Lutsen Place from
// Saturday (out Wednesday the 11th), the Larsons at Grand Marais next
// Tuesday (out Saturday the 14th) and the Garcias at the condo next
// Thursday (out Monday the 16th). Jobs: turnovers after the check-outs,
// two jobs the same day at Gooseberry (today: Ingrid's cleaning and an
// unassigned restock), at the Lutsen Place (tomorrow: the turnover and
// the hot tub) and at Grand Marais (Tuesday: the cleaning and the
// chimney), maintenance whose notes say what it is for (hot tub breaker,
// furnace banging, chimney and wood stove, the condo's AC), unassigned
// jobs (today's restock at Gooseberry, Sunday's turnover there), pending
// and confirmed jobs, two inspections, and completed ones in the past. At
// evalNow it is 08:00 in Minnesota and 07:00 in Scottsdale.
func northshoreFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"gooseberry", steward.AddressCreate{Street: "1710 Highway 61", City: "Two Harbors", State: "MN", Zip: "55616", Nickname: strp("Gooseberry Cabin"),
			AccessInstructions: strp("Lockbox on the back porch rail, code 6161. Sauna breaker is in the mudroom panel."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000),
			CheckOutTime: "10:00"}},
		{"lutsen", steward.AddressCreate{Street: "480 Ski Hill Rd", City: "Lutsen", State: "MN", Zip: "55612", Nickname: strp("The Lutsen Place"),
			AccessInstructions: strp("Keypad on the garage door, code 4590. Hot tub cover straps clip on the lake side."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2800)}},
		{"grandmarais", steward.AddressCreate{Street: "214 W 3rd St", City: "Grand Marais", State: "MN", Zip: "55604", Nickname: strp("Grand Marais Cottage"),
			AccessInstructions: strp("Key in the lockbox on the woodshed door, code 1854."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"duluth", steward.AddressCreate{Street: "2315 E Superior St", City: "Duluth", State: "MN", Zip: "55812",
			AccessInstructions: strp("Smart lock on the side door, code 2315. Plow service clears the drive after 2 inches."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1900)}},
		{"canal", steward.AddressCreate{Street: "340 Canal Park Dr Unit 3B", City: "Duluth", State: "MN", Zip: "55802", Nickname: strp("Canal Park Loft"),
			AccessInstructions: strp("Building fob in the lockbox by the lobby door, code 0802."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"scottsdale", steward.AddressCreate{Street: "7575 E Indian Bend Rd Unit 1042", City: "Scottsdale", State: "AZ", Zip: "85250", Nickname: strp("Scottsdale Condo"),
			AccessInstructions: strp("Gate code 7575, then the keypad on the unit door, code 1042."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1150)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ingrid", steward.ProCreate{Name: "Ingrid Halvorsen", Email: "ingrid.halvorsen@example.com", Phone: "218-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"becky", steward.ProCreate{Name: "Becky Lind", Email: "becky.lind@example.com", Phone: "218-555-0162", Services: []steward.ServiceType{steward.Cleaning}}},
		{"tom", steward.ProCreate{Name: "Tom Kowalski", Email: "tom@kowalskihandyman.example", Phone: "218-555-0163", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"arrowhead", steward.ProCreate{Name: "Arrowhead Plumbing & Heating", Email: "service@arrowheadph.example", Phone: "218-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"carlos", steward.ProCreate{Name: "Carlos Mendez", Email: "carlos.mendez@example.com", Phone: "480-555-0165", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking, steward.Maintenance, steward.Inspection}}},
		{"nancy", steward.ProCreate{Name: "Nancy Berg", Email: "nancy@bergpropertyinspect.example", Phone: "218-555-0166", Services: []steward.ServiceType{steward.Inspection}}},
		{"pete", steward.ProCreate{Name: "Pete Olson", Email: "pete.olson@example.com", Phone: "218-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"johnson", "lutsen", "Johnson Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},     // under way, out tomorrow
		{"schmidt", "scottsdale", "Schmidt Family", "2026-02-28 16:00", "2026-03-06 11:00", 2}, // under way, out Friday (Arizona)
		{"nguyen", "gooseberry", "Nguyen Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},   // arriving today, out Sunday at 10 (daylight time)
		{"peterson", "canal", "Peterson Family", "2026-03-06 16:00", "2026-03-09 11:00", 2},    // from Friday
		{"hanson", "duluth", "Hanson Family", "2026-03-07 16:00", "2026-03-12 11:00", 6},       // from Saturday
		{"wilson", "lutsen", "Wilson Family", "2026-03-07 16:00", "2026-03-11 11:00", 8},       // from Saturday
		{"larson", "grandmarais", "Larson Family", "2026-03-10 16:00", "2026-03-14 11:00", 5},  // next week
		{"garcia", "scottsdale", "Garcia Family", "2026-03-12 16:00", "2026-03-16 11:00", 4},   // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "gooseberry_prep", Property: "gooseberry", Service: "cleaning", At: "2026-03-04 11:00", Pro: "ingrid", Status: "confirmed"},
		{Key: "gooseberry_restock", Property: "gooseberry", Service: "restocking", At: "2026-03-04 14:00"},
		{Key: "lutsen_turn", Property: "lutsen", Service: "cleaning", At: "2026-03-05 11:00", Pro: "ingrid", Status: "confirmed"},
		{Key: "lutsen_hottub", Property: "lutsen", Service: "maintenance", At: "2026-03-05 15:30", Pro: "arrowhead", Notes: "Hot tub heater keeps tripping the breaker"},
		{Key: "duluth_inspect", Property: "duluth", Service: "inspection", At: "2026-03-05 10:00", Pro: "nancy", Notes: "Annual smoke and CO detector check"},
		{Key: "canal_prep", Property: "canal", Service: "cleaning", At: "2026-03-06 10:00", Pro: "becky"},
		{Key: "duluth_furnace", Property: "duluth", Service: "maintenance", At: "2026-03-06 13:00", Pro: "tom", Notes: "Furnace banging when it kicks on"},
		{Key: "scottsdale_turn", Property: "scottsdale", Service: "cleaning", At: "2026-03-06 11:00", Pro: "carlos", Status: "confirmed"},
		{Key: "duluth_prep", Property: "duluth", Service: "cleaning", At: "2026-03-07 10:00", Pro: "becky", Status: "confirmed"},
		{Key: "gooseberry_turn", Property: "gooseberry", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "scottsdale_ac", Property: "scottsdale", Service: "maintenance", At: "2026-03-09 10:00", Pro: "carlos", Notes: "Spring AC service before the heat"},
		{Key: "gooseberry_inspect", Property: "gooseberry", Service: "inspection", At: "2026-03-09 13:00", Pro: "nancy", Notes: "Check the roof for ice dams"},
		{Key: "canal_turn", Property: "canal", Service: "cleaning", At: "2026-03-09 11:00", Pro: "becky"},
		{Key: "grandmarais_prep", Property: "grandmarais", Service: "cleaning", At: "2026-03-10 10:00", Pro: "ingrid", Status: "confirmed"},
		{Key: "grandmarais_chimney", Property: "grandmarais", Service: "maintenance", At: "2026-03-10 13:00", Pro: "tom", Notes: "Sweep the chimney and check the wood stove damper"},
		{Key: "lutsen_turn2", Property: "lutsen", Service: "cleaning", At: "2026-03-11 11:00", Pro: "ingrid"},
		{Key: "duluth_turn", Property: "duluth", Service: "cleaning", At: "2026-03-12 11:00", Pro: "becky"},
		{Key: "scottsdale_restock", Property: "scottsdale", Service: "restocking", At: "2026-03-12 12:00", Pro: "carlos"},
		{Key: "lutsen_past_fix", Property: "lutsen", Service: "maintenance", At: "2026-02-20 09:00", Pro: "arrowhead", Status: "completed", Notes: "Thawed a frozen pipe under the kitchen sink"},
		{Key: "canal_past_clean", Property: "canal", Service: "cleaning", At: "2026-02-27 10:00", Pro: "becky", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
