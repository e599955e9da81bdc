package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// sedonaFixture is the evaluation's account for the cases marked
// "fixture": "sedona" (testdata/eval/cases_blind64.json), written before
// reading the engine: the owner of a small cleaning company who also
// manages the rentals for their owners, and writes about her own crew in
// crew jargon ("my girls", "my crew", "Team B", a "flip" for a turnover,
// "strip beds", "a deep", "touch-up", "hot tub drain", "linens run"):
// brisk and practical, lots of first names, the owners and the guests in
// the same breath, often two or three requests in one message separated by
// dashes or slashes, with texting shorthand ("tmrw", "w", "pls", "thru").
//
// On Arizona time (America/Phoenix, no daylight saving time): Cathedral
// View, a big house with a hot tub on Back O Beyond Rd in Sedona; the Red
// Rock Casita, a casita with a hot tub in West Sedona; the Oak Creek Cabin
// in Oak Creek Canyon; and a house in Flagstaff known only by its street
// ("1418 N Aztec St"), with a 10:00 check-out. On Pacific time, which
// springs forward on Sunday 8 March: the Summerlin Condo in Las Vegas and
// Casa Palma, a house with a pool in Palm Springs. Until Sunday Arizona is
// an hour ahead of the Pacific properties, from then on at the same time.
// Seven pros: Rosa Delgado, her lead cleaner in Sedona (cleaning,
// restocking); Team B Cleaning Crew, a company (her second crew: cleaning,
// restocking); Kayla Nez, who cleans and restocks in Flagstaff; Marco
// Reyes, a handyman who also inspects; Verde Valley Spas, a company
// (maintenance: hot tubs); Jen Alvarez, who cleans and restocks in Vegas
// and Palm Springs; and an inactive cleaner (Tasha Bell). Stays, named
// after families: the Nguyens under way at Cathedral View (out tomorrow),
// the Garcias under way at the Red Rock Casita (out Friday), the Yamadas
// under way at Casa Palma (out Saturday), the Walshes arriving at Aztec St
// today (out Sunday at 10), the Kowalskis at the Summerlin Condo from
// Friday (out Monday, across the change to daylight time), the Pattersons
// at the Oak Creek Cabin from Saturday (out Tuesday the 10th), the
// Brennans at Cathedral View from Wednesday the 11th, the Hugheses at the
// Red Rock Casita from Thursday the 12th and the Lopezes at Casa Palma
// from Thursday the 12th. Jobs: turnovers after the check-outs, two jobs
// the same day at Cathedral View (tomorrow's flip and hot tub drain),
// maintenance whose notes say what it is for (the deck slider, the hot
// tub, the pool heater), an inspection before the Brennans, unassigned
// jobs (Aztec St's Sunday flip, Casa Palma's pool heater, Cathedral
// View's flip on the 15th), pending and confirmed jobs, a cancelled
// inspection and completed ones in the past. At evalNow it is 07:00 in
// Arizona and 06:00 in Las Vegas and Palm Springs.
func sedonaFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"cath", steward.AddressCreate{Street: "310 Back O Beyond Rd", City: "Sedona", State: "AZ", Zip: "86336", Nickname: strp("Cathedral View"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox on the side gate, code 3361. The hot tub cover key hangs on the hook in the laundry room."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2900)}},
		{"redrock", steward.AddressCreate{Street: "85 Sunset Dr", City: "Sedona", State: "AZ", Zip: "86336", Nickname: strp("Red Rock Casita"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Keypad on the front door, code 8633. Hot tub breaker is outside by the AC unit."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100)}},
		{"oak", steward.AddressCreate{Street: "22 Canyon Wren Ln", City: "Sedona", State: "AZ", Zip: "86336", Nickname: strp("Oak Creek Cabin"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Key in the lockbox on the porch railing, code 2210. The creek gate stays locked."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"aztec", steward.AddressCreate{Street: "1418 N Aztec St", City: "Flagstaff", State: "AZ", Zip: "86001", Timezone: "America/Phoenix",
			AccessInstructions: strp("Smart lock on the back door, code 1418. Park in the alley, not on Aztec St."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500),
			CheckOutTime: "10:00"}},
		{"vegas", steward.AddressCreate{Street: "10845 Hollow Oak Ct Unit 2", City: "Las Vegas", State: "NV", Zip: "89135", Nickname: strp("Summerlin Condo"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Community gate code #4521; the unit's keys are in the lockbox by the mailboxes, code 0889."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
		{"palm", steward.AddressCreate{Street: "1150 E Tahquitz Canyon Way", City: "Palm Springs", State: "CA", Zip: "92262", Nickname: strp("Casa Palma"), Timezone: "America/Los_Angeles",
			AccessInstructions: strp("Side gate keypad 9226, then the smart lock on the front door, code 1150. Pool heater controls are in the garage."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa.delgado@example.com", Phone: "928-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"teamb", steward.ProCreate{Name: "Team B Cleaning Crew", Email: "teamb@redrocksparkle.example", Phone: "928-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kayla", steward.ProCreate{Name: "Kayla Nez", Email: "kayla.nez@example.com", Phone: "928-555-0163", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"marco", steward.ProCreate{Name: "Marco Reyes", Email: "marco@reyeshandyman.example", Phone: "928-555-0164", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"spa", steward.ProCreate{Name: "Verde Valley Spas", Email: "service@verdevalleyspas.example", Phone: "928-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"jen", steward.ProCreate{Name: "Jen Alvarez", Email: "jen.alvarez@example.com", Phone: "702-555-0166", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Bell", Email: "tasha.bell@example.com", Phone: "928-555-0167", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nguyen", "cath", "Nguyen Family", "2026-03-01 16:00", "2026-03-05 11:00", 6},      // under way, out tomorrow
		{"garcia", "redrock", "Garcia Family", "2026-03-02 16:00", "2026-03-06 11:00", 4},   // under way, out Friday
		{"yamada", "palm", "Yamada Family", "2026-03-03 16:00", "2026-03-07 11:00", 3},      // under way, out Saturday (Pacific)
		{"walsh", "aztec", "Walsh Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},       // arriving today, out Sunday at 10
		{"kowalski", "vegas", "Kowalski Family", "2026-03-06 16:00", "2026-03-09 11:00", 2}, // from Friday, across the change to daylight time
		{"patterson", "oak", "Patterson Family", "2026-03-07 16:00", "2026-03-10 11:00", 4}, // from Saturday
		{"brennan", "cath", "Brennan Family", "2026-03-11 16:00", "2026-03-15 11:00", 8},    // next week
		{"hughes", "redrock", "Hughes Family", "2026-03-12 16:00", "2026-03-16 11:00", 2},   // next week
		{"lopez", "palm", "Lopez Family", "2026-03-12 16:00", "2026-03-15 11:00", 5},        // next week (Pacific)
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cath_flip", Property: "cath", Service: "cleaning", At: "2026-03-05 11:00", Pro: "rosa", Status: "confirmed"},
		{Key: "cath_hottub", Property: "cath", Service: "maintenance", At: "2026-03-05 15:30", Pro: "spa", Notes: "Hot tub drain and refill after the Nguyens check out"},
		{Key: "aztec_prep", Property: "aztec", Service: "cleaning", At: "2026-03-04 11:00", Pro: "kayla", Status: "confirmed"},
		{Key: "redrock_flip", Property: "redrock", Service: "cleaning", At: "2026-03-06 11:00", Pro: "teamb"},
		{Key: "vegas_prep", Property: "vegas", Service: "restocking", At: "2026-03-06 10:00", Pro: "jen"},
		{Key: "oak_fix", Property: "oak", Service: "maintenance", At: "2026-03-06 13:00", Pro: "marco", Notes: "Sliding door to the deck sticks, needs new rollers"},
		{Key: "palm_flip", Property: "palm", Service: "cleaning", At: "2026-03-07 11:00", Pro: "jen", Status: "confirmed"},
		{Key: "aztec_flip", Property: "aztec", Service: "cleaning", At: "2026-03-08 10:00"},
		{Key: "redrock_hottub", Property: "redrock", Service: "maintenance", At: "2026-03-09 10:00", Pro: "spa", Notes: "Monthly hot tub drain and filter clean"},
		{Key: "vegas_flip", Property: "vegas", Service: "cleaning", At: "2026-03-09 11:00", Pro: "jen"},
		{Key: "palm_pool", Property: "palm", Service: "maintenance", At: "2026-03-10 09:00", Notes: "Pool heater making a grinding noise"},
		{Key: "oak_flip", Property: "oak", Service: "cleaning", At: "2026-03-10 11:00", Pro: "rosa"},
		{Key: "cath_inspect", Property: "cath", Service: "inspection", At: "2026-03-10 14:00", Pro: "marco", Notes: "Smoke and CO detector check before the Brennans"},
		{Key: "cath_flip2", Property: "cath", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "aztec_inspect", Property: "aztec", Service: "inspection", At: "2026-03-09 10:00", Status: "cancelled"},
		{Key: "cath_past_hottub", Property: "cath", Service: "maintenance", At: "2026-02-25 10:00", Pro: "spa", Status: "completed", Notes: "Hot tub drained, new filter"},
		{Key: "oak_past_clean", Property: "oak", Service: "cleaning", At: "2026-03-01 11:00", Pro: "rosa", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
