package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// hudsonFixture is the evaluation's account for the cases marked
// "fixture": "hudson" (testdata/eval/cases_blind31.json), written before
// reading the engine: a host in the Hudson Valley and the Catskills with a
// flat in the city, on Eastern time (The Silo, a converted grain silo in
// Hudson; the Kaaterskill A-Frame in Phoenicia; The Dovecote and a house
// known by its street only, "57 Ohayo Mountain Rd", both in Woodstock; the
// Incline House in Beacon; and The Parlor Floor, "348 Greene Ave Apt 2R"
// in Brooklyn), and one on Mountain time (The Elkhorn, a cabin in Big Sky,
// Montana, with a 10:00 check-out). Two properties are in Woodstock.
// Eight pros: Beatriz Alvarado, called Bea, a cleaner; Desmond Pryce, a
// second cleaner; a plumber known by his company's e-mail (Rondout
// Plumbing & Heating, Leon Marchetti); Dale Kortright, a handyman who
// also plows snow; an inspector (Parveen Chaudhry); Tovah Lindgren, who
// only restocks; Jolene Hatch, who cleans and restocks in Big Sky; and an
// inactive cleaner (Gretchen Vogel). Stays: the Nakamuras under way at
// the Parlor Floor (out Saturday), the Brandt family checking out of 57
// Ohayo tomorrow, the Oyelarans arriving at the A-Frame today, the
// Whitcombe family at the Silo this weekend, Lucia Castellano at the
// Dovecote next week with no turnover booked before her, and the Haugens
// at the Elkhorn from tomorrow, Mountain time. The Incline House has no
// stay. Maintenance is known by its notes ("Furnace short-cycling", "Slow
// leak under the bathroom sink", "Gutter pulled away from the roof over
// the porch", "Plow the driveway"). The 57 Ohayo house (4 bedrooms, 3
// baths) takes four hours to clean. Daylight saving time starts on Sunday
// 8 March.
func hudsonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"silo", steward.AddressCreate{Street: "212 Rossman Ave", City: "Hudson", State: "NY", Zip: "12534", Nickname: strp("The Silo"),
			AccessInstructions: strp("Lockbox on the feed-chute ladder, code 2019. Spiral stairs: no luggage carts."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"aframe", steward.AddressCreate{Street: "31 Woodland Valley Rd", City: "Phoenicia", State: "NY", Zip: "12464", Nickname: strp("Kaaterskill A-Frame"),
			AccessInstructions: strp("Keypad on the deck door, code 6631. Hot tub cover clips on the creek side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"dovecote", steward.AddressCreate{Street: "14 Zena Rd", City: "Woodstock", State: "NY", Zip: "12498", Nickname: strp("The Dovecote"),
			AccessInstructions: strp("Key in the birdhouse by the garden gate."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
		{"ohayo", steward.AddressCreate{Street: "57 Ohayo Mountain Rd", City: "Woodstock", State: "NY", Zip: "12498",
			AccessInstructions: strp("Keypad on the mudroom door, code 5712. Driveway is steep: park at the top."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"incline", steward.AddressCreate{Street: "9 Wolcott Ave", City: "Beacon", State: "NY", Zip: "12508", Nickname: strp("Incline House"),
			AccessInstructions: strp("Smart lock on the side porch, code 3380."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1900)}},
		{"parlor", steward.AddressCreate{Street: "348 Greene Ave Apt 2R", City: "Brooklyn", State: "NY", Zip: "11216", Nickname: strp("The Parlor Floor"),
			AccessInstructions: strp("Buzz 2R; keys in the lockbox on the areaway railing, code 1121."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750)}},
		{"elkhorn", steward.AddressCreate{Street: "2210 Lone Moose Meadows Rd", City: "Big Sky", State: "MT", Zip: "59716", Nickname: strp("The Elkhorn"),
			AccessInstructions: strp("Garage keypad 4478; chains for the driveway hang by the garage door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"bea", steward.ProCreate{Name: "Beatriz Alvarado", Email: "beatriz.alvarado@example.com", Phone: "555-3101", Services: []steward.ServiceType{steward.Cleaning}}},
		{"desmond", steward.ProCreate{Name: "Desmond Pryce", Email: "desmond.pryce@example.com", Phone: "555-3102", Services: []steward.ServiceType{steward.Cleaning}}},
		{"rondout", steward.ProCreate{Name: "Leon Marchetti", Email: "service@rondoutplumbing.example", Phone: "555-3103", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dale", steward.ProCreate{Name: "Dale Kortright", Email: "dale@kortrightplowing.example", Phone: "555-3104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"parveen", steward.ProCreate{Name: "Parveen Chaudhry", Email: "parveen@hudsonhomeinspect.example", Phone: "555-3105", Services: []steward.ServiceType{steward.Inspection}}},
		{"tovah", steward.ProCreate{Name: "Tovah Lindgren", Email: "tovah@fullpantry.example", Phone: "555-3106", Services: []steward.ServiceType{steward.Restocking}}},
		{"jolene", steward.ProCreate{Name: "Jolene Hatch", Email: "jolene.hatch@example.com", Phone: "555-3107", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gretchen", steward.ProCreate{Name: "Gretchen Vogel", Email: "gretchen.vogel@example.com", Phone: "555-3108", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nakamura", "parlor", "Kenji Nakamura", "2026-03-02 16:00", "2026-03-07 11:00", 2},       // under way
		{"brandt", "ohayo", "Brandt Family", "2026-02-28 16:00", "2026-03-05 11:00", 7},           // out tomorrow
		{"oyelaran", "aframe", "Tunde Oyelaran", "2026-03-04 16:00", "2026-03-08 11:00", 4},       // arrives today
		{"whitcombe", "silo", "Whitcombe Family", "2026-03-06 16:00", "2026-03-08 11:00", 3},      // this weekend
		{"castellano", "dovecote", "Lucia Castellano", "2026-03-10 16:00", "2026-03-13 11:00", 2}, // next week, no turnover booked
		{"haugen", "elkhorn", "Haugen Family", "2026-03-05 16:00", "2026-03-09 10:00", 5},         // from tomorrow, Mountain time
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "aframe_prep", Property: "aframe", Service: "cleaning", At: "2026-03-04 08:00", Pro: "bea", Status: "in_progress"},
		{Key: "aframe_plow", Property: "aframe", Service: "maintenance", At: "2026-03-04 13:00", Pro: "dale", Status: "confirmed", Notes: "Plow the driveway and salt the deck steps before the Oyelarans arrive"},
		{Key: "silo_furnace", Property: "silo", Service: "maintenance", At: "2026-03-05 10:00", Pro: "dale", Notes: "Furnace short-cycling, shuts off after a few minutes"},
		{Key: "ohayo_turn", Property: "ohayo", Service: "cleaning", At: "2026-03-05 11:00", Pro: "bea", Status: "confirmed"},
		{Key: "parlor_leak", Property: "parlor", Service: "maintenance", At: "2026-03-05 13:00", Pro: "rondout", Notes: "Slow leak under the bathroom sink", DuringStay: true}, // the Nakamuras reported it
		{Key: "elkhorn_restock", Property: "elkhorn", Service: "restocking", At: "2026-03-05 13:00", Pro: "jolene"},
		{Key: "silo_prep", Property: "silo", Service: "cleaning", At: "2026-03-06 10:00", Pro: "desmond", Status: "confirmed"},
		{Key: "dovecote_inspect", Property: "dovecote", Service: "inspection", At: "2026-03-06 11:00", Pro: "parveen"},
		{Key: "silo_restock", Property: "silo", Service: "restocking", At: "2026-03-06 13:00", Pro: "tovah"},
		{Key: "parlor_turn", Property: "parlor", Service: "cleaning", At: "2026-03-07 12:00", Pro: "desmond", Status: "confirmed"},
		{Key: "aframe_turn", Property: "aframe", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "elkhorn_clean", Property: "elkhorn", Service: "cleaning", At: "2026-03-09 10:00", Pro: "jolene", Status: "confirmed"},
		{Key: "incline_inspect", Property: "incline", Service: "inspection", At: "2026-03-09 10:00", Pro: "parveen", Status: "cancelled"},
		{Key: "ohayo_gutter", Property: "ohayo", Service: "maintenance", At: "2026-03-10 10:00", Pro: "dale", Notes: "Gutter pulled away from the roof over the porch"},
		{Key: "aframe_past_fix", Property: "aframe", Service: "maintenance", At: "2026-02-25 10:00", Pro: "rondout", Status: "completed", Notes: "Frozen pipe in the crawlspace thawed and wrapped"},
		{Key: "incline_past_clean", Property: "incline", Service: "cleaning", At: "2026-02-27 10:00", Pro: "bea", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
