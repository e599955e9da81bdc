package assistant

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// southeastFixture is the evaluation's account for the cases marked
// "fixture": "southeast" (testdata/eval/cases_blind22.json), written before
// reading the engine: a host in the Southeast on Eastern time (two places in
// Savannah, one in Charleston known by its street only, "44 Tradd St", a
// bungalow in Asheville and the Bear Den cabin in Gatlinburg, Tennessee's
// Eastern corner) and Central time (a condo on Broadway in Nashville, the
// Seaside Villa in Destin, in Florida's panhandle). Pros: Mary Kate Boone
// (a double first name), Dee Holloway and Deb Pruett (Deb also restocks),
// a hot tub tech known by his company's e-mail (office@smokyspas), Billy
// Ray Tate (pest and handyman), an inspector and an inactive cleaner.
// Stays: the Whitakers under way at the villa, Mike Johnson leaving Bear Den
// tomorrow, a bachelorette party of 12 in Nashville this weekend, the
// Johnson family at Magnolia House next week with no turnover booked, Ashley
// Fontenot arriving at Tradd St today and the Pettigrews at the loft this
// weekend. Maintenance is known by its notes ("Hot tub jets not working",
// "Porch ceiling fan rattles", "Garbage disposal humming", "Termite
// inspection follow-up"); the two completed jobs have a price and a cost.
func southeastFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"loft", steward.AddressCreate{Street: "27 E Jones St", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("The Carriage Loft"),
			AccessInstructions: strp("Carriage house behind the main house, through the lane gate. Keypad code 2714."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(650)}},
		{"magnolia", steward.AddressCreate{Street: "118 W Gordon St", City: "Savannah", State: "GA", Zip: "31401", Nickname: strp("Magnolia House"),
			AccessInstructions: strp("Front door smart lock, code 1864. Parking pass hangs on the hook by the door."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2800)}},
		{"tradd", steward.AddressCreate{Street: "44 Tradd St", City: "Charleston", State: "SC", Zip: "29401",
			AccessInstructions: strp("Lockbox on the piazza gate, code 0317."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"bungalow", steward.AddressCreate{Street: "88 Swan St", City: "Asheville", State: "NC", Zip: "28803", Nickname: strp("Biltmore Bungalow"),
			AccessInstructions: strp("Side door keypad, code 4455."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100)}},
		{"bearden", steward.AddressCreate{Street: "1520 Ski Mountain Rd", City: "Gatlinburg", State: "TN", Zip: "37738", Nickname: strp("Bear Den"),
			Timezone:           "America/New_York",
			AccessInstructions: strp("Lockbox by the garage door, code 6290. Hot tub cover clips are on the left side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1800)}},
		{"condo", steward.AddressCreate{Street: "500 Broadway Unit 1507", City: "Nashville", State: "TN", Zip: "37203", Nickname: strp("Broadway Condo 1507"),
			AccessInstructions: strp("Pick up the fob at the front desk under the host's name; unit keypad code 8150."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500)}},
		{"villa", steward.AddressCreate{Street: "4200 Scenic Hwy 98", City: "Destin", State: "FL", Zip: "32541", Nickname: strp("Seaside Villa"),
			Timezone:           "America/Chicago",
			AccessInstructions: strp("Keypad on the front door, code 3398. Pool gate code 3399."), Bedrooms: intp(4), Bathrooms: floatp(3.5), SquareFeet: intp(2600)}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"marykate", steward.ProCreate{Name: "Mary Kate Boone", Email: "marykate@boonecleaning.example", Phone: "555-2201", Services: []steward.ServiceType{steward.Cleaning}}},
		{"dee", steward.ProCreate{Name: "Dee Holloway", Email: "dee.holloway@example.com", Phone: "555-2202", Services: []steward.ServiceType{steward.Cleaning}}},
		{"deb", steward.ProCreate{Name: "Deb Pruett", Email: "deb@pruettclean.example", Phone: "555-2203", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"spas", steward.ProCreate{Name: "Travis Ogle", Email: "office@smokyspas.example", Phone: "555-2204", Services: []steward.ServiceType{steward.Maintenance}}},
		{"billyray", steward.ProCreate{Name: "Billy Ray Tate", Email: "billyray@tatepest.example", Phone: "555-2205", Services: []steward.ServiceType{steward.Maintenance}}},
		{"lorraine", steward.ProCreate{Name: "Lorraine Haskins", Email: "lorraine@lowcountryinspect.example", Phone: "555-2206", Services: []steward.ServiceType{steward.Inspection}}},
		{"earlene", steward.ProCreate{Name: "Earlene Pickett", Email: "earlene.pickett@example.com", Phone: "555-2207", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"whitaker", "villa", "Whitaker Family", "2026-03-01 16:00", "2026-03-07 10:00", 6},                 // under way
		{"mikejohnson", "bearden", "Mike Johnson", "2026-02-28 16:00", "2026-03-05 10:00", 4},               // out tomorrow
		{"bachelorette", "condo", "Simmons Bachelorette Party", "2026-03-06 16:00", "2026-03-08 11:00", 12}, // this weekend
		{"johnsons", "magnolia", "Johnson Family", "2026-03-10 16:00", "2026-03-14 11:00", 5},               // next week, no turnover booked
		{"fontenot", "tradd", "Ashley Fontenot", "2026-03-04 16:00", "2026-03-08 11:00", 2},                 // starts today
		{"pettigrew", "loft", "Caroline Pettigrew", "2026-03-06 15:00", "2026-03-09 11:00", 2},              // this weekend
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "loft_now", Property: "loft", Service: "cleaning", At: "2026-03-04 08:00", Pro: "dee", Status: "in_progress"},
		{Key: "tradd_prep", Property: "tradd", Service: "cleaning", At: "2026-03-04 11:00", Pro: "marykate", Status: "confirmed"},
		{Key: "bear_turn", Property: "bearden", Service: "cleaning", At: "2026-03-05 11:00", Pro: "deb", Status: "confirmed"},
		{Key: "bear_hottub", Property: "bearden", Service: "maintenance", At: "2026-03-05 14:00", Pro: "spas", Notes: "Hot tub jets not working"},
		{Key: "mag_fan", Property: "magnolia", Service: "maintenance", At: "2026-03-05 10:00", Pro: "billyray", Notes: "Porch ceiling fan rattles"},
		{Key: "condo_prep", Property: "condo", Service: "cleaning", At: "2026-03-06 10:00"},
		{Key: "tradd_disposal", Property: "tradd", Service: "maintenance", At: "2026-03-06 13:00", Pro: "billyray", Notes: "Garbage disposal humming", DuringStay: true}, // Ashley Fontenot reported it
		{Key: "loft_restock", Property: "loft", Service: "restocking", At: "2026-03-06 12:00", Pro: "deb"},
		{Key: "villa_turn", Property: "villa", Service: "cleaning", At: "2026-03-07 11:00", Pro: "dee", Status: "confirmed"},
		{Key: "condo_turn", Property: "condo", Service: "cleaning", At: "2026-03-08 12:00", Pro: "marykate"},
		{Key: "bungalow_termite", Property: "bungalow", Service: "inspection", At: "2026-03-09 10:00", Pro: "lorraine", Notes: "Termite inspection follow-up"},
		{Key: "villa_pool", Property: "villa", Service: "maintenance", At: "2026-03-10 09:00", Notes: "Pool heater tripping the breaker"},
	}); err != nil {
		return nil, err
	}
	// Completed jobs, with what they cost.
	for _, p := range []struct {
		seed evalJobSeed
		cost float64
	}{
		{evalJobSeed{Key: "bear_past_fix", Property: "bearden", Service: "maintenance", At: "2026-02-18 10:00", Pro: "spas", Notes: "Replaced hot tub circulation pump"}, 240},
		{evalJobSeed{Key: "mag_past_clean", Property: "magnolia", Service: "cleaning", At: "2026-02-27 11:00", Pro: "marykate"}, 165},
	} {
		if err := r.addJob(ctx, m, p.seed); err != nil {
			return nil, err
		}
		id := r.jobs[p.seed.Key]
		if _, err := m.UpdateJob(ctx, 1, id, steward.JobUpdate{Price: &p.cost}); err != nil {
			return nil, fmt.Errorf("job %s price: %w", p.seed.Key, err)
		}
		if _, err := m.UpdateJob(ctx, 1, id, steward.JobUpdate{Cost: &p.cost}); err != nil {
			return nil, fmt.Errorf("job %s cost: %w", p.seed.Key, err)
		}
		for _, st := range evalStatusPath(steward.StatusCompleted) {
			if _, err := m.UpdateJob(ctx, 1, id, steward.JobUpdate{Status: &st}); err != nil {
				return nil, fmt.Errorf("job %s to %s: %w", p.seed.Key, st, err)
			}
		}
	}
	m.writes = 0
	return r, nil
}
