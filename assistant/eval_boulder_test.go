package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// boulderFixture is the evaluation's account for the cases marked
// "fixture": "boulder" (testdata/eval/cases_boulder.json), written before
// reading the engine: a tech worker in Boulder, Colorado who hosts four
// short-term rentals and manages one long-term rental, and writes quick
// Slack-style messages ("fyi", "lmk", "np", "EOD", "asap", "2p", "Mon 3/9").
// All on Mountain time (America/Denver): the Nederland Cabin ("the cabin",
// 16:00 check-in, 10:00 check-out, hot tub and woodstove), the Pearl St Condo
// ("the condo", downtown, 15:00 check-in, 11:00 check-out), the Carriage
// House behind her own home at 2417 Mapleton Ave (15:00 check-in, 10:00
// check-out), the Estes Townhouse in Estes Park (16:00 check-in, 11:00
// check-out) and a long-term rental known only by its street, "3390
// Moorhead Ave" (a tenant, no stays). Seven pros: Maya Torres and Jess
// Albright, individual cleaners who also restock; Flatirons Clean Co, a
// cleaning company that restocks; Dan Whitaker, the handyman; Peak Hot Tub
// Service; Rosa Delgado, the inspector; and Kayla Nguyen, a cleaner who moved
// away (inactive). Stays: the Millers under way at the condo (out Friday at
// 11), the Hoffmans under way at Estes (out Saturday at 11), the Patels
// arriving at the cabin today at 16:00 (out Sunday at 10), Liam Brooks at the
// carriage house from tomorrow at 15:00 (out Saturday at 10), and next week
// the Chens at the condo (Tuesday the 10th to Friday the 13th), Priya Shah at
// the carriage house (Wednesday the 11th to Sunday the 15th), the Ramirez
// family at Estes (Thursday the 12th to Sunday the 15th) and the Larsen
// group, eight of them, at the cabin (Friday the 13th to Monday the 16th).
// Jobs: turnovers after the check-outs, Jess's carriage-house prep
// tomorrow, Dan's disposal job at Moorhead tomorrow, the condo's bathroom fan
// and the cabin's woodstove (Dan), the cabin's hot tub service (Peak),
// inspections with notes (the carriage house's detectors, Rosa; Estes's deck
// railing, unassigned), restocks (the condo Friday, Flatirons; Estes
// Saturday, unassigned; the condo before the Chens, Maya), unassigned
// turnovers at Estes on the 15th, pending and confirmed jobs, a cancelled
// cabin inspection and completed jobs in the past. At evalNow it is 07:00 on
// Wednesday in Boulder.
func boulderFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"cabin", steward.AddressCreate{Street: "88 Ridge Rd", City: "Nederland", State: "CO", Zip: "80466", Nickname: strp("Nederland Cabin"), Timezone: "America/Denver",
			AccessInstructions: strp("Lockbox on the woodshed, code 8812. 4WD needed if it snowed; plow guy clears the drive."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"condo", steward.AddressCreate{Street: "1100 Spruce St Unit 305", City: "Boulder", State: "CO", Zip: "80302", Nickname: strp("Pearl St Condo"), Timezone: "America/Denver",
			AccessInstructions: strp("Garage code 3051, park in spot 12. Unit smart lock code 3050."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1050),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"carriage", steward.AddressCreate{Street: "2417 Mapleton Ave", City: "Boulder", State: "CO", Zip: "80304", Nickname: strp("Carriage House"), Timezone: "America/Denver",
			AccessInstructions: strp("Down the driveway past the main house; keypad on the side door, code 2417."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(620),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"estes", steward.AddressCreate{Street: "455 Big Thompson Ave Unit 7", City: "Estes Park", State: "CO", Zip: "80517", Nickname: strp("Estes Townhouse"), Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the front door, code 4557. Elk in the lot, honk first."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1600),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"moorhead", steward.AddressCreate{Street: "3390 Moorhead Ave", City: "Boulder", State: "CO", Zip: "80305", Timezone: "America/Denver",
			AccessInstructions: strp("Long-term tenant (Marcus); text him before going in. Spare key in the garage lockbox, code 3390."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maya", steward.ProCreate{Name: "Maya Torres", Email: "maya.torres@example.com", Phone: "303-555-0171", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jess", steward.ProCreate{Name: "Jess Albright", Email: "jess.albright@example.com", Phone: "303-555-0172", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"flatirons", steward.ProCreate{Name: "Flatirons Clean Co", Email: "book@flatironsclean.example", Phone: "303-555-0173", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dan", steward.ProCreate{Name: "Dan Whitaker", Email: "dan@whitakerfix.example", Phone: "720-555-0174", Services: []steward.ServiceType{steward.Maintenance}}},
		{"peak", steward.ProCreate{Name: "Peak Hot Tub Service", Email: "service@peakhottub.example", Phone: "970-555-0175", Services: []steward.ServiceType{steward.Maintenance}}},
		{"rosa", steward.ProCreate{Name: "Rosa Delgado", Email: "rosa@frontrangeinspect.example", Phone: "303-555-0176", Services: []steward.ServiceType{steward.Inspection}}},
		{"kayla", steward.ProCreate{Name: "Kayla Nguyen", Email: "kayla.nguyen@example.com", Phone: "303-555-0177", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"miller", "condo", "Miller Family", "2026-03-01 15:00", "2026-03-06 11:00", 2},   // under way, out Friday
		{"hoffman", "estes", "Hoffman Family", "2026-03-03 16:00", "2026-03-07 11:00", 5}, // under way, out Saturday
		{"patel", "cabin", "Patel Family", "2026-03-04 16:00", "2026-03-08 10:00", 6},     // arriving today
		{"liam", "carriage", "Liam Brooks", "2026-03-05 15:00", "2026-03-07 10:00", 2},    // from tomorrow
		{"chen", "condo", "Chen Family", "2026-03-10 15:00", "2026-03-13 11:00", 3},       // next week
		{"priya", "carriage", "Priya Shah", "2026-03-11 15:00", "2026-03-15 10:00", 2},    // next week
		{"ramirez", "estes", "Ramirez Family", "2026-03-12 16:00", "2026-03-15 11:00", 4}, // next week
		{"larsen", "cabin", "Larsen Group", "2026-03-13 16:00", "2026-03-16 10:00", 8},    // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "moor_fix", Property: "moorhead", Service: "maintenance", At: "2026-03-05 09:00", Pro: "dan", Notes: "Garbage disposal jammed; unjam it or replace it"},
		{Key: "carr_prep", Property: "carriage", Service: "cleaning", At: "2026-03-05 10:00", Pro: "jess", Status: "confirmed", Notes: "Prep before Liam arrives"},
		{Key: "condo_to", Property: "condo", Service: "cleaning", At: "2026-03-06 11:00", Pro: "maya", Status: "confirmed"},
		{Key: "condo_rstk", Property: "condo", Service: "restocking", At: "2026-03-06 14:00", Pro: "flatirons"},
		{Key: "carr_to", Property: "carriage", Service: "cleaning", At: "2026-03-07 10:00", Pro: "jess"},
		{Key: "estes_to", Property: "estes", Service: "cleaning", At: "2026-03-07 11:00", Pro: "maya"},
		{Key: "estes_rstk", Property: "estes", Service: "restocking", At: "2026-03-07 15:00"},
		{Key: "cabin_to", Property: "cabin", Service: "cleaning", At: "2026-03-08 10:00", Pro: "flatirons", Status: "confirmed"},
		{Key: "cabin_tub", Property: "cabin", Service: "maintenance", At: "2026-03-09 10:00", Pro: "peak", Notes: "Hot tub: drain, refill and shock it before the Larsens"},
		{Key: "condo_fix", Property: "condo", Service: "maintenance", At: "2026-03-09 13:00", Pro: "dan", Status: "confirmed", Notes: "Bathroom fan is loud; replace the fan motor"},
		{Key: "condo_prep", Property: "condo", Service: "restocking", At: "2026-03-10 10:00", Pro: "maya", Notes: "Restock before the Chens"},
		{Key: "carr_insp", Property: "carriage", Service: "inspection", At: "2026-03-10 10:00", Pro: "rosa", Notes: "Annual smoke and CO detector check"},
		{Key: "estes_insp", Property: "estes", Service: "inspection", At: "2026-03-10 14:00", Notes: "Deck railing and stairs check for the HOA"},
		{Key: "cabin_fix", Property: "cabin", Service: "maintenance", At: "2026-03-11 09:00", Pro: "dan", Notes: "Woodstove: clean the flue and check the gasket"},
		{Key: "condo_to2", Property: "condo", Service: "cleaning", At: "2026-03-13 11:00", Pro: "flatirons"},
		{Key: "carr_to2", Property: "carriage", Service: "cleaning", At: "2026-03-15 10:00", Pro: "jess"},
		{Key: "estes_to2", Property: "estes", Service: "cleaning", At: "2026-03-15 11:00"},
		{Key: "cabin_to2", Property: "cabin", Service: "cleaning", At: "2026-03-16 10:00", Pro: "maya"},
		{Key: "cabin_past_insp", Property: "cabin", Service: "inspection", At: "2026-03-03 10:00", Pro: "rosa", Status: "cancelled"},
		{Key: "condo_past_to", Property: "condo", Service: "cleaning", At: "2026-03-01 11:00", Pro: "maya", Status: "completed"},
		{Key: "carr_past_to", Property: "carriage", Service: "cleaning", At: "2026-03-02 10:00", Pro: "jess", Status: "completed"},
		{Key: "cabin_past_tub", Property: "cabin", Service: "maintenance", At: "2026-02-27 13:00", Pro: "peak", Status: "completed", Notes: "Replaced the hot tub cover"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
