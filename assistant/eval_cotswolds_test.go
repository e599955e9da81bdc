package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// cotswoldsFixture is the evaluation's account for the cases marked
// "fixture": "cotswolds" (testdata/eval/cases_cotswolds.json), written
// before reading the engine: a British host who lets five cottages in the
// Cotswolds and writes British English ("half ten", "Monday week", "a
// fortnight on Tuesday", day-first dates, "the sparky", "changeover",
// "cheers", "ta"), pros by first name or trade, guests by surname. All on
// Europe/London (GMT at evalNow: Wednesday 4 March 2026, 14:00). Rose
// Cottage and the Old Mill in Bourton-on-the-Water (16:00 and 10:00), Wren
// Cottage in Stow-on-the-Wold (15:00 and 10:30), the Hayloft in Stow (16:00
// and 11:00) and a cottage known by its street, 14 Leysbourne in Chipping
// Campden (15:00 and 10:00). Pros: Sue Pritchard (cleaner, restocks), Kasia
// Nowak (cleaner, restocks), Wolds Linen & Housekeeping (cleaning and
// restocking), Dave Hobbs the plumber, Gareth Lloyd the electrician, Helen
// Marsh the inspector and Bev Turner, a cleaner who has retired (inactive).
// Stays: the Hendersons at Rose Cottage (out tomorrow at 10), the Fletchers
// at Wren Cottage (out Friday at 10:30), the Patels at the Old Mill from
// today at 16:00 (out Sunday at 10), the Whitakers at Leysbourne from
// tomorrow at 15:00 (out Tuesday 10th at 10), the Okonkwos at the Hayloft
// Friday to Monday, the Campbells at Rose Cottage Saturday to Saturday 14th,
// the Davies at Wren Cottage Thursday 12th to Sunday 15th and the Brennans
// at the Old Mill Friday 13th to Monday 16th.
func cotswoldsFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"rose", steward.AddressCreate{Street: "3 Sherborne Street", City: "Bourton-on-the-Water", State: "Gloucestershire", Zip: "GL54 2BY", Country: "GB", Nickname: strp("Rose Cottage"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe by the back door, code 1903. Park on the lane, not the green."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(850),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"mill", steward.AddressCreate{Street: "12 Victoria Street", City: "Bourton-on-the-Water", State: "Gloucestershire", Zip: "GL54 2BX", Country: "GB", Nickname: strp("The Old Mill"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe in the porch, code 1212. Low beams on the stairs."), Bedrooms: intp(4), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"wren", steward.AddressCreate{Street: "7 Sheep Street", City: "Stow-on-the-Wold", State: "Gloucestershire", Zip: "GL54 1AA", Country: "GB", Nickname: strp("Wren Cottage"), Timezone: "Europe/London",
			AccessInstructions: strp("Key safe behind the water butt, code 7070."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(600),
			CheckInTime: "15:00", CheckOutTime: "10:30"}},
		{"hayloft", steward.AddressCreate{Street: "21 Park Street", City: "Stow-on-the-Wold", State: "Gloucestershire", Zip: "GL54 1AQ", Country: "GB", Nickname: strp("The Hayloft"), Timezone: "Europe/London",
			AccessInstructions: strp("Smart lock, code 2121. Logs for the wood burner in the store."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1000),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"leys", steward.AddressCreate{Street: "14 Leysbourne", City: "Chipping Campden", State: "Gloucestershire", Zip: "GL55 6HL", Country: "GB", Timezone: "Europe/London",
			AccessInstructions: strp("Key safe on the garden wall, code 1414. Boiler in the utility room."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1300),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"sue", steward.ProCreate{Name: "Sue Pritchard", Email: "sue.pritchard@example.co.uk", Phone: "07700 900101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"kasia", steward.ProCreate{Name: "Kasia Nowak", Email: "kasia.nowak@example.co.uk", Phone: "07700 900102", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"wolds", steward.ProCreate{Name: "Wolds Linen & Housekeeping", Email: "bookings@woldslinen.example", Phone: "01451 900103", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dave", steward.ProCreate{Name: "Dave Hobbs", Email: "dave@hobbsplumbing.example", Phone: "07700 900104", Services: []steward.ServiceType{steward.Maintenance}}},
		{"gareth", steward.ProCreate{Name: "Gareth Lloyd", Email: "gareth@lloydelectrical.example", Phone: "07700 900105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"helen", steward.ProCreate{Name: "Helen Marsh", Email: "helen@marshinspections.example", Phone: "07700 900106", Services: []steward.ServiceType{steward.Inspection}}},
		{"bev", steward.ProCreate{Name: "Bev Turner", Email: "bev.turner@example.co.uk", Phone: "07700 900107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"henderson", "rose", "Henderson Family", "2026-03-01 16:00", "2026-03-05 10:00", 4}, // under way, out tomorrow
		{"fletcher", "wren", "Fletcher Family", "2026-03-02 15:00", "2026-03-06 10:30", 2},   // under way, out Friday
		{"patel", "mill", "Patel Family", "2026-03-04 16:00", "2026-03-08 10:00", 5},         // arriving today
		{"whitaker", "leys", "Whitaker Family", "2026-03-05 15:00", "2026-03-10 10:00", 6},   // from tomorrow
		{"okonkwo", "hayloft", "Okonkwo Family", "2026-03-06 16:00", "2026-03-09 11:00", 4},
		{"campbell", "rose", "Campbell Family", "2026-03-07 16:00", "2026-03-14 10:00", 3},
		{"davies", "wren", "Davies Family", "2026-03-12 15:00", "2026-03-15 10:30", 2},
		{"brennan", "mill", "Brennan Family", "2026-03-13 16:00", "2026-03-16 10:00", 6},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "mill_prep", Property: "mill", Service: "cleaning", At: "2026-03-04 10:00", Pro: "kasia", Status: "completed", Notes: "Prep before the Patels"},
		{Key: "rose_co", Property: "rose", Service: "cleaning", At: "2026-03-05 10:00", Pro: "sue", Status: "confirmed", Notes: "Changeover after the Hendersons"},
		{Key: "leys_prep", Property: "leys", Service: "cleaning", At: "2026-03-05 09:00", Pro: "wolds", Status: "confirmed", Notes: "Prep before the Whitakers"},
		{Key: "leys_restock", Property: "leys", Service: "restocking", At: "2026-03-05 13:00", Pro: "wolds", Notes: "Welcome basket, logs and milk"},
		{Key: "rose_plumb", Property: "rose", Service: "maintenance", At: "2026-03-05 14:00", Pro: "dave", Notes: "Bit of a drip under the bathroom basin"},
		{Key: "mill_sparky", Property: "mill", Service: "maintenance", At: "2026-03-06 10:00", Pro: "gareth", Notes: "Outside light by the front door keeps tripping the fuse", DuringStay: true},
		{Key: "hay_prep", Property: "hayloft", Service: "cleaning", At: "2026-03-06 10:00", Pro: "sue", Notes: "Prep before the Okonkwos"},
		{Key: "wren_co", Property: "wren", Service: "cleaning", At: "2026-03-06 10:30", Pro: "kasia", Notes: "Changeover after the Fletchers"},
		{Key: "hay_restock", Property: "hayloft", Service: "restocking", At: "2026-03-06 13:00", Notes: "Logs for the wood burner, milk, tea and coffee"},
		{Key: "rose_restock", Property: "rose", Service: "restocking", At: "2026-03-07 11:00", Pro: "wolds", Notes: "Welcome hamper for the Campbells"},
		{Key: "mill_co", Property: "mill", Service: "cleaning", At: "2026-03-08 10:00", Pro: "sue", Status: "confirmed", Notes: "Changeover after the Patels"},
		{Key: "hay_co", Property: "hayloft", Service: "cleaning", At: "2026-03-09 11:00", Pro: "kasia", Notes: "Changeover after the Okonkwos"},
		{Key: "rose_sparky", Property: "rose", Service: "maintenance", At: "2026-03-09 13:00", Pro: "gareth", Notes: "Replace the kitchen extractor fan", DuringStay: true},
		{Key: "leys_co", Property: "leys", Service: "cleaning", At: "2026-03-10 10:00", Notes: "Changeover after the Whitakers"},
		{Key: "wren_insp", Property: "wren", Service: "inspection", At: "2026-03-10 11:00", Pro: "helen", Notes: "Annual fire safety check: smoke alarms, CO alarm, extinguisher"},
		{Key: "leys_boiler", Property: "leys", Service: "maintenance", At: "2026-03-11 10:00", Pro: "dave", Notes: "Annual boiler service"},
		{Key: "wren_prep", Property: "wren", Service: "cleaning", At: "2026-03-12 11:00", Pro: "sue", Notes: "Prep before the Davies"},
		{Key: "hay_insp", Property: "hayloft", Service: "inspection", At: "2026-03-12 14:00", Notes: "Check the roof and gutters after the storm"},
		{Key: "mill_prep2", Property: "mill", Service: "cleaning", At: "2026-03-13 09:00", Pro: "wolds", Status: "confirmed", Notes: "Prep before the Brennans"},
		{Key: "rose_co2", Property: "rose", Service: "cleaning", At: "2026-03-14 10:00", Pro: "sue", Notes: "Changeover after the Campbells"},
		{Key: "wren_co2", Property: "wren", Service: "cleaning", At: "2026-03-15 10:30", Notes: "Changeover after the Davies"},
		{Key: "mill_co2", Property: "mill", Service: "cleaning", At: "2026-03-16 10:00", Pro: "kasia", Notes: "Changeover after the Brennans"},
		{Key: "rose_past_fix", Property: "rose", Service: "maintenance", At: "2026-02-24 10:00", Pro: "dave", Status: "completed", Notes: "Replaced the kitchen tap washer"},
		{Key: "wren_past_co", Property: "wren", Service: "cleaning", At: "2026-03-02 10:00", Pro: "kasia", Status: "completed"},
		{Key: "hay_insp_cx", Property: "hayloft", Service: "inspection", At: "2026-02-27 10:00", Pro: "helen", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
