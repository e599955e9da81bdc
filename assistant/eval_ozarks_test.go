package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// ozarksFixture is the evaluation's account for the cases marked "fixture":
// "ozarks" (testdata/eval/cases_blind28.json), written before reading the
// engine: a host in the Ozarks on Central time, with two properties in
// Eureka Springs, Arkansas (Bluff House and The Treehouse), Fiddler's Rest
// in Branson, Missouri, one at Lake of the Ozarks known by its street only
// ("4422 Horseshoe Bend Pkwy", Lake Ozark, Missouri) and the Catfish Cabin
// in Hot Springs, Arkansas; and the Red Rock Casita in Sedona, Arizona,
// which keeps no daylight saving. Eight pros: Roberta Quigley ("bobbie"), a
// Branson cleaner (Dwayne), a cleaner who also restocks (Lorena), a Sedona
// cleaner (Juniper), a septic and plumbing man known by his company's
// e-mail ("ozarkroto"), a handyman (Wendell), an inspector (Marisol) and
// an inactive cleaner (Gary). Stays: the Pruetts under way at Fiddler's
// Rest (who asked for their disposal to be fixed), the Brandts checking out
// of the Catfish Cabin tomorrow, the Ashbys arriving at The Treehouse today,
// a Thibodeaux group of 10 at Bluff House this weekend with no turnover
// booked after it, the Kowalczyks at 4422 next week with no clean booked
// before or after, and the Engstroms at the casita from Monday.
// Maintenance is known by its notes ("Hot tub GFCI keeps tripping", "Septic
// alarm beeping", "Outdoor faucet by the boat dock leaking", "Evaporative
// cooler leaking onto the patio"). At evalNow it is 08:00 in the Ozarks and
// 07:00 in Sedona; daylight saving time starts on Sunday 8 March, after
// which the Ozarks are two hours ahead of Sedona.
func ozarksFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"bluff", steward.AddressCreate{Street: "27 Prospect Ave", City: "Eureka Springs", State: "AR", Zip: "72632", Nickname: strp("Bluff House"),
			AccessInstructions: strp("Keypad on the carport door, code 2306. Hot tub cover latches are on the downhill side."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"treehouse", steward.AddressCreate{Street: "148 Magnetic Rd", City: "Eureka Springs", State: "AR", Zip: "72631", Nickname: strp("The Treehouse"),
			AccessInstructions: strp("Walk up the footbridge; lockbox on the railing, code 0148."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600)}},
		{"fiddler", steward.AddressCreate{Street: "311 Fall Creek Rd", City: "Branson", State: "MO", Zip: "65616", Nickname: strp("Fiddler's Rest"),
			AccessInstructions: strp("Smart lock on the front door, code 3110."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"horseshoe", steward.AddressCreate{Street: "4422 Horseshoe Bend Pkwy", City: "Lake Ozark", State: "MO", Zip: "65049",
			AccessInstructions: strp("Key in the lockbox on the dock gate, code 4422."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100)}},
		{"catfish", steward.AddressCreate{Street: "905 Lakeland Dr", City: "Hot Springs", State: "AR", Zip: "71913", Nickname: strp("Catfish Cabin"),
			AccessInstructions: strp("Lockbox by the back porch steps, code 9051."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1000)}},
		{"casita", steward.AddressCreate{Street: "95 Jordan Rd", City: "Sedona", State: "AZ", Zip: "86336", Nickname: strp("Red Rock Casita"),
			AccessInstructions: strp("Keypad on the courtyard gate, code 8633."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"roberta", steward.ProCreate{Name: "Roberta Quigley", Email: "roberta@quigleyclean.example", Phone: "555-2801", Services: []steward.ServiceType{steward.Cleaning}}},
		{"dwayne", steward.ProCreate{Name: "Dwayne Atchley", Email: "dwayne.atchley@example.com", Phone: "555-2802", Services: []steward.ServiceType{steward.Cleaning}}},
		{"lorena", steward.ProCreate{Name: "Lorena Cabrera", Email: "lorena@stockedup.example", Phone: "555-2803", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"juniper", steward.ProCreate{Name: "Juniper Castillo", Email: "juniper@redrockclean.example", Phone: "555-2804", Services: []steward.ServiceType{steward.Cleaning}}},
		{"clint", steward.ProCreate{Name: "Clint Rakestraw", Email: "dispatch@ozarkroto.example", Phone: "555-2805", Services: []steward.ServiceType{steward.Maintenance}}},
		{"wendell", steward.ProCreate{Name: "Wendell Pickens", Email: "wendell@pickenshandyman.example", Phone: "555-2806", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marisol", steward.ProCreate{Name: "Marisol Ybarra", Email: "marisol@naturalstateinspect.example", Phone: "555-2807", Services: []steward.ServiceType{steward.Inspection}}},
		{"gary", steward.ProCreate{Name: "Gary Tolliver", Email: "gary.tolliver@example.com", Phone: "555-2808", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"pruett", "fiddler", "Pruett Family", "2026-03-02 16:00", "2026-03-08 10:00", 4},             // under way
		{"brandt", "catfish", "Brandt Family", "2026-02-28 15:00", "2026-03-05 11:00", 5},             // out tomorrow
		{"ashby", "treehouse", "Mei and Colin Ashby", "2026-03-04 15:00", "2026-03-07 11:00", 2},      // arrives today
		{"thibodeaux", "bluff", "Thibodeaux Group", "2026-03-06 16:00", "2026-03-08 11:00", 10},       // this weekend
		{"kowalczyk", "horseshoe", "Kowalczyk Family", "2026-03-10 16:00", "2026-03-14 10:00", 8},     // next week, no clean booked
		{"engstrom", "casita", "Lars and Ingrid Engstrom", "2026-03-09 15:00", "2026-03-12 10:00", 2}, // from Monday
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "fiddler_disposal", Property: "fiddler", Service: "maintenance", At: "2026-03-04 08:00", Pro: "wendell", Status: "in_progress",
			Notes: "Garbage disposal jammed", DuringStay: true}, // the Pruetts asked for it
		{Key: "treehouse_prep", Property: "treehouse", Service: "cleaning", At: "2026-03-04 10:00", Pro: "roberta", Status: "confirmed"},
		{Key: "catfish_turn", Property: "catfish", Service: "cleaning", At: "2026-03-05 11:00", Pro: "lorena", Status: "confirmed"},
		{Key: "catfish_septic", Property: "catfish", Service: "maintenance", At: "2026-03-05 14:00", Pro: "clint", Notes: "Septic alarm beeping, tank due for pumping"},
		{Key: "bluff_hottub", Property: "bluff", Service: "maintenance", At: "2026-03-05 13:00", Notes: "Hot tub GFCI keeps tripping"},
		{Key: "horseshoe_inspect", Property: "horseshoe", Service: "inspection", At: "2026-03-05 10:00", Status: "cancelled"},
		{Key: "bluff_prep", Property: "bluff", Service: "cleaning", At: "2026-03-06 10:00", Pro: "roberta"},
		{Key: "bluff_restock", Property: "bluff", Service: "restocking", At: "2026-03-06 14:30", Pro: "lorena"},
		{Key: "casita_cooler", Property: "casita", Service: "maintenance", At: "2026-03-06 09:00", Notes: "Evaporative cooler leaking onto the patio"},
		{Key: "treehouse_turn", Property: "treehouse", Service: "cleaning", At: "2026-03-07 11:00", Pro: "roberta"},
		{Key: "fiddler_turn", Property: "fiddler", Service: "cleaning", At: "2026-03-08 10:00", Pro: "dwayne", Status: "confirmed"},
		{Key: "horseshoe_faucet", Property: "horseshoe", Service: "maintenance", At: "2026-03-09 10:00", Pro: "clint", Notes: "Outdoor faucet by the boat dock leaking"},
		{Key: "casita_prep", Property: "casita", Service: "cleaning", At: "2026-03-09 10:00", Pro: "juniper"},
		{Key: "bluff_inspect", Property: "bluff", Service: "inspection", At: "2026-03-10 13:00", Pro: "marisol"},
		{Key: "fiddler_past_clean", Property: "fiddler", Service: "cleaning", At: "2026-03-02 11:00", Pro: "dwayne", Status: "completed"},
		{Key: "catfish_past_fix", Property: "catfish", Service: "maintenance", At: "2026-02-24 10:00", Pro: "wendell", Status: "completed", Notes: "Replaced the dock light"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
