package assistant

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// texasFixture is the evaluation's account for the cases marked "fixture":
// "texas" (testdata/eval/cases_blind20.json), written before reading the
// engine: a host in Texas and New Mexico. Austin (the Rainey St Bungalow and
// an apartment, "Unit 12" at 300 Bowie St Apt 12), Fredericksburg (Hill
// Country Ranch) and Marfa (Marfa Airstream) are on Central time; El Paso
// ("4817 Hillcrest Dr", known by its street only) is on Mountain time
// although it is in Texas, like Santa Fe (The Casita) and Taos (Taos Adobe).
// Two cleaners called Carlos (Ruiz and Mendez), a cleaner who also restocks
// (Yolanda Peña), a pest-control pro (Hank Dobbs, whose last spray at the
// ranch cost $125), an HVAC tech known by his company's e-mail
// (dispatch@coolbreezehvac.example), an inspector, a handyman and an
// inactive handyman. Stays: the Boyds under way at the Casita, Jake Whitmore
// leaving the Airstream tomorrow, a SXSW group of 8 next week, Megan O'Neil
// at the Adobe next week with no turnover booked, Tom Nguyen arriving at
// Unit 12 today and the Garzas at the ranch this weekend. Maintenance known
// by its notes ("Scorpions in the garage", "Evap cooler not cooling", "Swamp
// cooler pads need replacing", "Ceiling fan wobbling"). Daylight saving time
// starts on Sunday 8 March.
func texasFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"casita", steward.AddressCreate{Street: "612 Acequia Madre", City: "Santa Fe", State: "NM", Zip: "87505", Nickname: strp("The Casita"),
			AccessInstructions: strp("Lockbox by the blue gate, code 2291. No wood in the kiva fireplace, gas logs only."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"ranch", steward.AddressCreate{Street: "2150 Ranch Rd 965", City: "Fredericksburg", State: "TX", Zip: "78624", Nickname: strp("Hill Country Ranch"),
			AccessInstructions: strp("Gate code 7741#. House key in the lockbox on the well house, code 0615."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"airstream", steward.AddressCreate{Street: "801 W San Antonio St", City: "Marfa", State: "TX", Zip: "79843", Nickname: strp("Marfa Airstream"),
			AccessInstructions: strp("Keypad on the Airstream door, code 4460. Outdoor shower valve is under the deck."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(250)}},
		{"bungalow", steward.AddressCreate{Street: "78 Rainey St", City: "Austin", State: "TX", Zip: "78701", Nickname: strp("Rainey St Bungalow"),
			AccessInstructions: strp("Smart lock, code 1836. Park on the street, not in the neighbor's drive."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"adobe", steward.AddressCreate{Street: "221 Ledoux St", City: "Taos", State: "NM", Zip: "87571", Nickname: strp("Taos Adobe"),
			AccessInstructions: strp("Lockbox on the portal post, code 5150."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1300)}},
		{"hillcrest", steward.AddressCreate{Street: "4817 Hillcrest Dr", City: "El Paso", State: "TX", Zip: "79902", Timezone: "America/Denver",
			AccessInstructions: strp("Keypad on the garage, code 9077; the house door from the garage is unlocked."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"unit12", steward.AddressCreate{Street: "300 Bowie St Apt 12", City: "Austin", State: "TX", Zip: "78703", Nickname: strp("Unit 12"),
			AccessInstructions: strp("Lockbox on the bike rack by the lobby, code 3012. Take the elevator to 4."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(720)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"carlos_r", steward.ProCreate{Name: "Carlos Ruiz", Email: "carlos@ruizcleaning.example", Phone: "512-555-0141", Services: []steward.ServiceType{steward.Cleaning}}},
		{"carlos_m", steward.ProCreate{Name: "Carlos Mendez", Email: "carlos.mendez@example.com", Phone: "505-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"yolanda", steward.ProCreate{Name: "Yolanda Peña", Email: "yolanda@penahome.example", Phone: "512-555-0143", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"hank", steward.ProCreate{Name: "Hank Dobbs", Email: "hank@dobbspest.example", Phone: "830-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"travis", steward.ProCreate{Name: "Travis Keller", Email: "dispatch@coolbreezehvac.example", Phone: "915-555-0145", Services: []steward.ServiceType{steward.Maintenance}}},
		{"denise", steward.ProCreate{Name: "Denise Archuleta", Email: "denise@archuletainspect.example", Phone: "505-555-0146", Services: []steward.ServiceType{steward.Inspection}}},
		{"gil", steward.ProCreate{Name: "Gil Montoya", Email: "gil@montoyafixit.example", Phone: "575-555-0147", Services: []steward.ServiceType{steward.Maintenance}}},
		{"ray", steward.ProCreate{Name: "Ray Gutierrez", Email: "ray.gutierrez@example.com", Phone: "512-555-0148", Services: []steward.ServiceType{steward.Maintenance}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"boyd", "casita", "Hannah Boyd", "2026-03-02 16:00", "2026-03-07 11:00", 2},              // under way
		{"whitmore", "airstream", "Jake Whitmore", "2026-03-01 16:00", "2026-03-05 11:00", 2},     // out tomorrow
		{"nguyen", "unit12", "Tom Nguyen", "2026-03-04 16:00", "2026-03-06 11:00", 2},             // starts today
		{"garza", "ranch", "Garza Family", "2026-03-06 16:00", "2026-03-08 11:00", 6},             // this weekend
		{"oneil", "adobe", "Megan O'Neil", "2026-03-09 16:00", "2026-03-12 11:00", 3},             // next week, no turnover booked
		{"sxsw", "bungalow", "Derek Lin (SXSW group)", "2026-03-12 16:00", "2026-03-16 11:00", 8}, // SXSW
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "bungalow_now", Property: "bungalow", Service: "cleaning", At: "2026-03-04 07:30", Pro: "carlos_r", Status: "in_progress"},
		{Key: "unit12_clean", Property: "unit12", Service: "cleaning", At: "2026-03-04 10:00", Pro: "yolanda", Status: "confirmed"},
		{Key: "airstream_turn", Property: "airstream", Service: "cleaning", At: "2026-03-05 12:00"},
		{Key: "ranch_scorpions", Property: "ranch", Service: "maintenance", At: "2026-03-05 10:00", Pro: "hank", Notes: "Scorpions in the garage"},
		{Key: "hillcrest_cooler", Property: "hillcrest", Service: "maintenance", At: "2026-03-05 09:00", Pro: "travis", Notes: "Evap cooler not cooling"},
		{Key: "ranch_prep", Property: "ranch", Service: "cleaning", At: "2026-03-06 10:00", Pro: "carlos_r"},
		{Key: "casita_turn", Property: "casita", Service: "cleaning", At: "2026-03-07 11:00", Pro: "carlos_m", Status: "confirmed"},
		{Key: "ranch_turn", Property: "ranch", Service: "cleaning", At: "2026-03-08 11:00", Pro: "carlos_r", Status: "confirmed"},
		{Key: "adobe_inspect", Property: "adobe", Service: "inspection", At: "2026-03-09 10:00", Pro: "denise"},
		{Key: "bungalow_fan", Property: "bungalow", Service: "maintenance", At: "2026-03-10 13:00", Notes: "Ceiling fan wobbling in the main bedroom"},
		{Key: "bungalow_prep", Property: "bungalow", Service: "restocking", At: "2026-03-12 10:00", Pro: "yolanda", Notes: "Stock up for the SXSW group: extra towels, coffee, TP"},
		{Key: "adobe_pads", Property: "adobe", Service: "maintenance", At: "2026-03-13 10:00", Pro: "travis", Notes: "Swamp cooler pads need replacing"},
		{Key: "casita_past_clean", Property: "casita", Service: "cleaning", At: "2026-03-02 11:00", Pro: "carlos_m", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	// Hank's last quarterly spray, priced at $125: the account's only
	// pest-control spend.
	at, err := r.local(m, "ranch", "2026-02-25 10:00")
	if err != nil {
		return nil, err
	}
	hank := r.pros["hank"]
	spray, err := m.CreateJob(ctx, 1, steward.JobCreate{AddressID: r.props["ranch"], ServiceType: steward.Maintenance, ScheduledAt: at,
		ProID: &hank, Price: floatp(125), Notes: strp("Quarterly pest spray"), History: true})
	if err != nil {
		return nil, fmt.Errorf("job ranch_past_pest: %w", err)
	}
	for _, st := range evalStatusPath(steward.StatusCompleted) {
		if _, err := m.UpdateJob(ctx, 1, spray.ID, steward.JobUpdate{Status: &st}); err != nil {
			return nil, fmt.Errorf("job ranch_past_pest to %s: %w", st, err)
		}
	}
	r.jobs["ranch_past_pest"] = spray.ID
	m.writes = 0
	return r, nil
}
