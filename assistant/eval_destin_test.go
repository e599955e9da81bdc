package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// destinFixture is the evaluation's account for the cases marked
// "fixture": "destin" (testdata/eval/cases_blind88.json), written before
// reading the engine: an ordinary Airbnb superhost with four beach rentals
// on the Florida panhandle around Destin and Santa Rosa Beach (Central
// time) and one condo in Orlando (Eastern time), who texts casually, mixed
// case, with the odd typo and abbreviation ("tmrw", "thx", "asap", "b4"),
// nicknames for the places ("the seaside house", "crab shack", "the
// condo"), pros by first name and guests by family name. Properties: the
// Seaside House in Santa Rosa Beach (16:00 check-in, 10:00 check-out), the
// Crab Shack in Destin (16:00 / 10:00), Pelican Point, a Miramar Beach
// condo unit (an 11:00 check-out), the Dune Cottage in Santa Rosa Beach
// (15:00 / 10:00) and the Orlando Condo (America/New_York, 16:00 / 10:00).
// Eight pros: Maria Lopez (cleaning, restocking), Tasha Reed (cleaning),
// Emerald Coast Cleaners (cleaning), Ray Dupree (the panhandle handyman),
// Gulf Breeze Pools (pool maintenance), Carla Simms (inspections), Kelly
// Park (Orlando cleaning and restocking) and Jess Howard, a cleaner who
// has stopped (inactive). Stays: the Millers under way at Seaside (out
// Saturday at 10) followed by the Garcias (Saturday 16:00 to Wednesday the
// 11th), the Thompsons under way at the Crab Shack (out Friday at 10), the
// Patels at Pelican Point from tomorrow at 15:00 (out Sunday at 11), the
// Wilsons under way at the Orlando Condo (out Sunday at 10), and next week
// the Brooks family at the Dune Cottage (Monday the 9th to Friday the
// 13th), the Kims at the condo (Thursday the 12th to Sunday the 15th) and
// the Harpers, six of them, at the Crab Shack (Friday the 13th to Monday
// the 16th). Jobs: turnovers at the check-outs (Pelican Point's and two
// Orlando ones unassigned), pre-arrival cleans, a restock at Seaside
// Saturday (unassigned) and at the condo Sunday, Ray's AC service at the
// Crab Shack and the Dune Cottage outdoor shower, the Seaside pool
// service, Carla's Crab Shack walkthrough, the condo's jammed disposal
// (unassigned), a cancelled inspection and completed turnovers in the
// past. At evalNow it is 08:00 on the panhandle and 09:00 in Orlando.
func destinFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"seaside", steward.AddressCreate{Street: "118 Seaside Ave", City: "Santa Rosa Beach", State: "FL", Zip: "32459", Nickname: strp("Seaside House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the front door, code 1188. Pool gate latch sticks; lift it."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"crab", steward.AddressCreate{Street: "42 Gulf Shore Dr", City: "Destin", State: "FL", Zip: "32541", Nickname: strp("Crab Shack"), Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox under the stairs, code 2718. Outdoor shower key on the hook by the back door."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"pelican", steward.AddressCreate{Street: "2201 Scenic Gulf Dr Unit 305", City: "Miramar Beach", State: "FL", Zip: "32550", Nickname: strp("Pelican Point"), Timezone: "America/Chicago",
			AccessInstructions: strp("Check in at the front desk for the parking pass; unit smart lock code 3053."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckOutTime: "11:00"}},
		{"dune", steward.AddressCreate{Street: "75 Blue Mountain Rd", City: "Santa Rosa Beach", State: "FL", Zip: "32459", Nickname: strp("Dune Cottage"), Timezone: "America/Chicago",
			AccessInstructions: strp("Key in the lockbox on the porch post, code 7575. Sandy feet: hose by the steps."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"condo", steward.AddressCreate{Street: "8800 Vineland Ave Unit 1412", City: "Orlando", State: "FL", Zip: "32821", Nickname: strp("Orlando Condo"), Timezone: "America/New_York",
			AccessInstructions: strp("Gate code 1412#, unit keypad 8800. Park in any visitor spot."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1350),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"maria", steward.ProCreate{Name: "Maria Lopez", Email: "maria.lopez@example.com", Phone: "850-555-0111", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Reed", Email: "tasha.reed@example.com", Phone: "850-555-0112", Services: []steward.ServiceType{steward.Cleaning}}},
		{"emerald", steward.ProCreate{Name: "Emerald Coast Cleaners", Email: "book@emeraldcoastclean.example", Phone: "850-555-0113", Services: []steward.ServiceType{steward.Cleaning}}},
		{"ray", steward.ProCreate{Name: "Ray Dupree", Email: "ray@dupreehandyman.example", Phone: "850-555-0114", Services: []steward.ServiceType{steward.Maintenance}}},
		{"pools", steward.ProCreate{Name: "Gulf Breeze Pools", Email: "service@gulfbreezepools.example", Phone: "850-555-0115", Services: []steward.ServiceType{steward.Maintenance}}},
		{"carla", steward.ProCreate{Name: "Carla Simms", Email: "carla@simmsinspect.example", Phone: "850-555-0116", Services: []steward.ServiceType{steward.Inspection}}},
		{"kelly", steward.ProCreate{Name: "Kelly Park", Email: "kelly.park@example.com", Phone: "407-555-0117", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"jess", steward.ProCreate{Name: "Jess Howard", Email: "jess.howard@example.com", Phone: "850-555-0118", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"miller", "seaside", "Miller Family", "2026-03-01 16:00", "2026-03-07 10:00", 6},  // under way, out Saturday
		{"garcia", "seaside", "Garcia Family", "2026-03-07 16:00", "2026-03-11 10:00", 5},  // in Saturday
		{"thompson", "crab", "Thompson Family", "2026-03-02 16:00", "2026-03-06 10:00", 4}, // under way, out Friday
		{"patel", "pelican", "Patel Family", "2026-03-05 15:00", "2026-03-08 11:00", 3},    // from tomorrow
		{"wilson", "condo", "Wilson Family", "2026-03-03 16:00", "2026-03-08 10:00", 5},    // under way, out Sunday
		{"brooks", "dune", "Brooks Family", "2026-03-09 15:00", "2026-03-13 10:00", 4},     // next week
		{"kim", "condo", "Kim Family", "2026-03-12 16:00", "2026-03-15 10:00", 2},          // next week
		{"harper", "crab", "Harper Family", "2026-03-13 16:00", "2026-03-16 10:00", 6},     // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "dune_deep", Property: "dune", Service: "cleaning", At: "2026-03-05 09:00", Pro: "tasha", Status: "confirmed", Notes: "Deep clean: windows, baseboards, under the beds"},
		{Key: "pel_prep", Property: "pelican", Service: "cleaning", At: "2026-03-05 10:00", Pro: "emerald", Notes: "Pre-arrival clean for the Patels"},
		{Key: "crab_to", Property: "crab", Service: "cleaning", At: "2026-03-06 10:00", Pro: "tasha", Status: "confirmed", Notes: "Turnover after the Thompsons"},
		{Key: "dune_fix", Property: "dune", Service: "maintenance", At: "2026-03-06 13:00", Pro: "ray", Notes: "Outdoor shower leaking; replace the valve"},
		{Key: "sea_to", Property: "seaside", Service: "cleaning", At: "2026-03-07 10:00", Pro: "maria", Status: "confirmed", Notes: "Turnover between the Millers and the Garcias"},
		{Key: "sea_rstk", Property: "seaside", Service: "restocking", At: "2026-03-07 14:00"},
		{Key: "pel_to", Property: "pelican", Service: "cleaning", At: "2026-03-08 11:00", Notes: "Turnover after the Patels"},
		{Key: "condo_to", Property: "condo", Service: "cleaning", At: "2026-03-08 10:00", Pro: "kelly", Status: "confirmed", Notes: "Turnover after the Wilsons"},
		{Key: "condo_rstk", Property: "condo", Service: "restocking", At: "2026-03-08 14:00", Pro: "kelly"},
		{Key: "crab_ac", Property: "crab", Service: "maintenance", At: "2026-03-09 10:00", Pro: "ray", Status: "confirmed", Notes: "AC service: replace the filters, clean the condensate line"},
		{Key: "crab_insp", Property: "crab", Service: "inspection", At: "2026-03-10 09:00", Pro: "carla", Notes: "Pre-season walkthrough: deck boards, railings, outdoor shower"},
		{Key: "condo_fix", Property: "condo", Service: "maintenance", At: "2026-03-10 10:00", Notes: "Garbage disposal jammed"},
		{Key: "sea_to2", Property: "seaside", Service: "cleaning", At: "2026-03-11 10:00", Pro: "maria", Notes: "Turnover after the Garcias"},
		{Key: "sea_pool", Property: "seaside", Service: "maintenance", At: "2026-03-11 13:00", Pro: "pools", Notes: "Pool: clean the filter and balance the chemicals"},
		{Key: "crab_prep", Property: "crab", Service: "cleaning", At: "2026-03-13 10:00", Pro: "tasha", Notes: "Pre-arrival clean for the Harpers"},
		{Key: "dune_to", Property: "dune", Service: "cleaning", At: "2026-03-13 10:00", Pro: "maria", Notes: "Turnover after the Brooks family"},
		{Key: "condo_to2", Property: "condo", Service: "cleaning", At: "2026-03-15 10:00", Notes: "Turnover after the Kims"},
		{Key: "crab_to2", Property: "crab", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Harpers"},
		{Key: "pel_past_insp", Property: "pelican", Service: "inspection", At: "2026-03-02 09:00", Pro: "carla", Status: "cancelled"},
		{Key: "sea_past_to", Property: "seaside", Service: "cleaning", At: "2026-03-01 10:00", Pro: "maria", Status: "completed"},
		{Key: "crab_past_to", Property: "crab", Service: "cleaning", At: "2026-03-02 10:00", Pro: "tasha", Status: "completed"},
		{Key: "condo_past_to", Property: "condo", Service: "cleaning", At: "2026-02-28 10:00", Pro: "kelly", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
