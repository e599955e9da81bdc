package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// charlestonFixture is the evaluation's account for the cases marked
// "fixture": "charleston" (testdata/eval/cases_blind75.json), written
// before reading the engine: a professional property manager (Renée) who
// works from her phone in short SMS lines built from her own canned
// templates ("TO @ Rainbow Row 3/7 11a - assign Keisha", "RESCHED:
// inspection Folly Beach -> Fri 2p", "CXL pest @ King St pls", "Q: who has
// Sullivan's Is. TO sat?", "NOTE ...", "NEW BKG: ..."), with TO for
// turnover, times as '11a' and '2:30p', 'EOD', 'ASAP', 'fam' for family,
// '@' for at, '->' for "move to", 'c/i' and 'c/o' for check-in and
// check-out, sometimes all caps, and property codes made of the
// nicknames' initials: RR is Rainbow Row, FBC the Folly Beach Cottage, SBH
// the Sullivan's Beach House, BB the Biltmore Bungalow and GL the
// Germantown Loft (the King Street flat has no nickname and no code; she
// calls it "King St"). Around Charleston, South Carolina, on Eastern time:
// Rainbow Row, a three-bedroom house on East Bay Street with a 10:00
// check-out; the Folly Beach Cottage, three bedrooms, with a 15:00
// check-in; the Sullivan's Beach House on Sullivan's Island, four
// bedrooms; and a one-bedroom flat above a shop known only by its street,
// "417 King St". In Asheville, North Carolina (Eastern): the Biltmore
// Bungalow, two bedrooms, 15:00 check-in. In Nashville, Tennessee
// (Central): the Germantown Loft, two bedrooms, 15:00 check-in. Daylight
// saving time starts on Sunday 8 March. Seven pros: Keisha Grant (cleaning
// and restocking, Charleston), Tamika Simmons (cleaning, Charleston),
// Darnell Brown (a handyman: maintenance and inspections, Charleston),
// Palmetto Pest Control (a company: maintenance, pests), Molly Ashworth
// (cleaning and restocking, Asheville), Cumberland Clean Co. (a company:
// cleaning and restocking, Nashville) and Lorraine Hayes, a cleaner who
// has stopped working (inactive). Stays, named after families: the Pratts
// under way at Rainbow Row (out tomorrow at 10), the Whitfields arriving at
// Folly today at 3 (out Sunday), the Delaneys under way at Sullivan's (out
// Saturday), the Okonkwos at King St from tomorrow (out Sunday), the
// Haywoods at the bungalow from Friday (out Monday), the Castellanos under
// way at the loft (out Friday at 11, Central), and next week the Nguyens at
// Sullivan's (Tuesday the 10th to Saturday the 14th), the Rutledges at
// Rainbow Row (Thursday the 12th to Sunday the 15th at 10), the Bishops at
// Folly (Friday the 13th to Sunday the 15th) and the Ferrantes at the loft
// (Friday the 13th to Monday the 16th). Jobs: turnovers after the
// check-outs, two jobs today at Folly (Tamika's cleaning at 10 and Keisha's
// restock at 12:30) and two tomorrow at Rainbow Row (Keisha's turnover at 10
// and restock at 2), maintenance whose notes say what it is for (roaches
// at King St, the bungalow's gutters, the loft's dishwasher, Rainbow Row's
// HVAC filter and thermostat), two inspections of Darnell's on Monday (at
// Sullivan's and at Folly), unassigned jobs (Folly's turnover on Sunday,
// the gutters, the dishwasher, Rainbow Row's restock before the Rutledges,
// Sullivan's turnover after the Nguyens), a cancelled inspection at King St,
// pending and confirmed jobs and completed ones in the past. At evalNow it
// is 09:00 in South Carolina and Asheville and 08:00 in Nashville.
func charlestonFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"rainbow", steward.AddressCreate{Street: "83 East Bay St", City: "Charleston", State: "SC", Zip: "29401", Nickname: strp("Rainbow Row"),
			AccessInstructions: strp("Keypad on the piazza door, code 1670. Trash cans go out to East Bay on Tuesday nights."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(2100),
			CheckOutTime: "10:00"}},
		{"folly", steward.AddressCreate{Street: "210 E Arctic Ave", City: "Folly Beach", State: "SC", Zip: "29439", Nickname: strp("Folly Beach Cottage"),
			AccessInstructions: strp("Lockbox under the front stairs, code 0312. Rinse the sand off at the outdoor shower before going in."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1500),
			CheckInTime: "15:00"}},
		{"sullivans", steward.AddressCreate{Street: "2704 Middle St", City: "Sullivan's Island", State: "SC", Zip: "29482", Nickname: strp("Sullivan's Beach House"),
			AccessInstructions: strp("Smart lock on the side door, code 2704. The outdoor shower valve is under the house."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600)}},
		{"king", steward.AddressCreate{Street: "417 King St", City: "Charleston", State: "SC", Zip: "29403",
			AccessInstructions: strp("Through the alley gate off Hutson St; lockbox on the gate, code 2291. The flat is upstairs, above the boutique."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"biltmore", steward.AddressCreate{Street: "38 Reed St", City: "Asheville", State: "NC", Zip: "28803", Nickname: strp("Biltmore Bungalow"),
			AccessInstructions: strp("Keypad on the side door, code 5150. Park on the street, not in the neighbor's drive."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1100),
			CheckInTime: "15:00"}},
		{"germantown", steward.AddressCreate{Street: "1201 5th Ave N Unit 304", City: "Nashville", State: "TN", Zip: "37208", Nickname: strp("Germantown Loft"),
			AccessInstructions: strp("Fob and keys at the front desk; garage code 8844, space 212."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200),
			Timezone: "America/Chicago", CheckInTime: "15:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"keisha", steward.ProCreate{Name: "Keisha Grant", Email: "keisha.grant@example.com", Phone: "843-555-0141", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tamika", steward.ProCreate{Name: "Tamika Simmons", Email: "tamika.simmons@example.com", Phone: "843-555-0142", Services: []steward.ServiceType{steward.Cleaning}}},
		{"darnell", steward.ProCreate{Name: "Darnell Brown", Email: "darnell@brownhandyman.example", Phone: "843-555-0143", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"palmetto", steward.ProCreate{Name: "Palmetto Pest Control", Email: "service@palmettopest.example", Phone: "843-555-0144", Services: []steward.ServiceType{steward.Maintenance}}},
		{"molly", steward.ProCreate{Name: "Molly Ashworth", Email: "molly.ashworth@example.com", Phone: "828-555-0145", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"cumberland", steward.ProCreate{Name: "Cumberland Clean Co.", Email: "book@cumberlandclean.example", Phone: "615-555-0146", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"lorraine", steward.ProCreate{Name: "Lorraine Hayes", Email: "lorraine.hayes@example.com", Phone: "843-555-0147", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"pratt", "rainbow", "Pratt Family", "2026-03-01 16:00", "2026-03-05 10:00", 4},              // under way, out tomorrow
		{"whitfield", "folly", "Whitfield Family", "2026-03-04 15:00", "2026-03-08 11:00", 6},        // arriving today
		{"delaney", "sullivans", "Delaney Family", "2026-03-02 16:00", "2026-03-07 11:00", 5},        // under way, out Saturday
		{"okonkwo", "king", "Okonkwo Family", "2026-03-05 16:00", "2026-03-08 11:00", 2},             // from tomorrow
		{"haywood", "biltmore", "Haywood Family", "2026-03-06 15:00", "2026-03-09 11:00", 4},         // from Friday
		{"castellano", "germantown", "Castellano Family", "2026-03-03 15:00", "2026-03-06 11:00", 3}, // under way (Central)
		{"nguyen", "sullivans", "Nguyen Family", "2026-03-10 16:00", "2026-03-14 11:00", 4},          // next week
		{"rutledge", "rainbow", "Rutledge Family", "2026-03-12 16:00", "2026-03-15 10:00", 6},        // next week
		{"bishop", "folly", "Bishop Family", "2026-03-13 15:00", "2026-03-15 11:00", 5},              // next week
		{"ferrante", "germantown", "Ferrante Family", "2026-03-13 15:00", "2026-03-16 11:00", 2},     // next week
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "folly_prep", Property: "folly", Service: "cleaning", At: "2026-03-04 10:00", Pro: "tamika", Status: "confirmed"},
		{Key: "folly_restock", Property: "folly", Service: "restocking", At: "2026-03-04 12:30", Pro: "keisha"},
		{Key: "rr_turn", Property: "rainbow", Service: "cleaning", At: "2026-03-05 10:00", Pro: "keisha", Status: "confirmed"},
		{Key: "rr_restock", Property: "rainbow", Service: "restocking", At: "2026-03-05 14:00", Pro: "keisha"},
		{Key: "king_pest", Property: "king", Service: "maintenance", At: "2026-03-05 09:00", Pro: "palmetto", Notes: "Roaches in the kitchen: spray and bait under the sink and behind the fridge"},
		{Key: "ash_prep", Property: "biltmore", Service: "cleaning", At: "2026-03-06 10:00", Pro: "molly", Status: "confirmed"},
		{Key: "nash_turn", Property: "germantown", Service: "cleaning", At: "2026-03-06 11:00", Pro: "cumberland", Status: "confirmed"},
		{Key: "sull_turn", Property: "sullivans", Service: "cleaning", At: "2026-03-07 11:00", Pro: "tamika"},
		{Key: "folly_turn", Property: "folly", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "king_turn", Property: "king", Service: "cleaning", At: "2026-03-08 11:00", Pro: "keisha"},
		{Key: "sull_inspect", Property: "sullivans", Service: "inspection", At: "2026-03-09 10:00", Pro: "darnell", Notes: "Check the deck boards and the outdoor shower before the Nguyens"},
		{Key: "folly_inspect", Property: "folly", Service: "inspection", At: "2026-03-09 14:00", Pro: "darnell", Notes: "Walk-through after the Whitfields: screens, porch steps, outdoor shower"},
		{Key: "ash_turn", Property: "biltmore", Service: "cleaning", At: "2026-03-09 11:00", Pro: "molly"},
		{Key: "rr_hvac", Property: "rainbow", Service: "maintenance", At: "2026-03-10 10:00", Pro: "darnell", Notes: "HVAC filter change and check the upstairs thermostat"},
		{Key: "ash_gutter", Property: "biltmore", Service: "maintenance", At: "2026-03-10 13:00", Notes: "Clean the gutters and check the downspout by the porch"},
		{Key: "nash_dishwasher", Property: "germantown", Service: "maintenance", At: "2026-03-11 10:00", Notes: "Dishwasher not draining, standing water in the bottom"},
		{Key: "rr_prep", Property: "rainbow", Service: "restocking", At: "2026-03-12 13:00"},
		{Key: "king_inspect", Property: "king", Service: "inspection", At: "2026-03-12 10:00", Status: "cancelled"},
		{Key: "sull_turn2", Property: "sullivans", Service: "cleaning", At: "2026-03-14 11:00"},
		{Key: "rr_past_clean", Property: "rainbow", Service: "cleaning", At: "2026-03-01 10:00", Pro: "keisha", Status: "completed"},
		{Key: "king_past_pest", Property: "king", Service: "maintenance", At: "2026-02-25 10:00", Pro: "palmetto", Status: "completed", Notes: "Ant treatment around the foundation"},
		{Key: "sull_past_fix", Property: "sullivans", Service: "maintenance", At: "2026-02-27 10:00", Pro: "darnell", Status: "completed", Notes: "Replaced the outdoor shower valve"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
