package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// doorcountyFixture is the evaluation's account for the cases marked
// "fixture": "doorcounty" (testdata/eval/cases_blind60.json), written
// before reading the engine: a retired couple, Barb and Jim, who share one
// account and relay each other ("my husband says…", "per Barb…"), often in
// e-mail form with a greeting, a list and a sign-off, and who call places
// by their town ("the Ephraim place") and pros by first name or role ("our
// cleaning gal", "the pool guy"). On Central time: Gull Rock House in
// Ephraim; the Little Cottage in Sister Bay; a house in Egg Harbor known
// only by its street ("7815 Horseshoe Bay Rd"); the Schoolhouse on
// Washington Island; and the Lake House in Lake Geneva, with a pool. On
// Eastern time: Blue Heron Cottage in Saugatuck, Michigan, with a 10:00
// check-out. Four properties are in Door County. Seven pros: Karen Voss,
// who cleans and restocks in Door County; Ole Halvorsen, a handyman; Dale
// Nyquist, an inspector who also does repairs; Lakeshore Cleaning Co., a
// company that cleans and restocks the Lake House; Geneva Lakes Pool &
// Spa, a company (maintenance, "the pool guy"); Marcy Dekker, who cleans
// and restocks in Saugatuck; and an inactive cleaner (Sue Kowalski).
// Stays: the Lindquists under way at Gull Rock House (out tomorrow), the
// Petersons under way at the Lake House (out Friday), the Hansens arriving
// at the Little Cottage today, the Dvoraks at the Schoolhouse from Friday,
// the Vandenbergs at Blue Heron from Saturday (Eastern), the Schmidts at
// the Lake House next week and the Garcias at Horseshoe Bay from Friday 13
// March, with no turnover booked after them. The Schoolhouse furnace job
// tomorrow has no pro. At evalNow it is 08:00 in Wisconsin and 09:00 in
// Saugatuck. Daylight saving time starts on Sunday 8 March.
func doorcountyFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"ephraim", steward.AddressCreate{Street: "9962 Water St", City: "Ephraim", State: "WI", Zip: "54211", Nickname: strp("Gull Rock House"),
			AccessInstructions: strp("Lockbox on the porch post, code 2211. Hot tub cover straps unclip on the lake side."), Bedrooms: intp(4), Bathrooms: floatp(2.5), SquareFeet: intp(2200)}},
		{"little", steward.AddressCreate{Street: "10725 Bay Shore Dr", City: "Sister Bay", State: "WI", Zip: "54234", Nickname: strp("The Little Cottage"),
			AccessInstructions: strp("Keypad on the kitchen door, code 5512. Extra blankets are in the cedar chest."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(700)}},
		{"egg", steward.AddressCreate{Street: "7815 Horseshoe Bay Rd", City: "Egg Harbor", State: "WI", Zip: "54209",
			AccessInstructions: strp("Garage keypad 7815, then the mudroom door is unlocked."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700)}},
		{"school", steward.AddressCreate{Street: "1421 Main Rd", City: "Washington Island", State: "WI", Zip: "54246", Nickname: strp("The Schoolhouse"),
			AccessInstructions: strp("Key under the school bell by the side door. Check the ferry schedule before booking anyone."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1500)}},
		{"lake", steward.AddressCreate{Street: "W4120 South Shore Dr", City: "Lake Geneva", State: "WI", Zip: "53147", Nickname: strp("The Lake House"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock on the front door, code 5314. Pool room key is on the hook in the laundry."), Bedrooms: intp(5), Bathrooms: floatp(4), SquareFeet: intp(3600)}},
		{"heron", steward.AddressCreate{Street: "612 Lake St", City: "Saugatuck", State: "MI", Zip: "49453", Nickname: strp("Blue Heron Cottage"), Timezone: "America/Detroit",
			AccessInstructions: strp("Lockbox on the back gate, code 4945. Park on the gravel, not the neighbor's side."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400),
			CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"karen", steward.ProCreate{Name: "Karen Voss", Email: "karen.voss@example.com", Phone: "555-6101", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"ole", steward.ProCreate{Name: "Ole Halvorsen", Email: "ole@halvorsenfixit.example", Phone: "555-6102", Services: []steward.ServiceType{steward.Maintenance}}},
		{"dale", steward.ProCreate{Name: "Dale Nyquist", Email: "dale@nyquistinspect.example", Phone: "555-6103", Services: []steward.ServiceType{steward.Inspection, steward.Maintenance}}},
		{"lakeshore", steward.ProCreate{Name: "Lakeshore Cleaning Co.", Email: "office@lakeshoreclean.example", Phone: "555-6104", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"genevapool", steward.ProCreate{Name: "Geneva Lakes Pool & Spa", Email: "service@genevalakespool.example", Phone: "555-6105", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marcy", steward.ProCreate{Name: "Marcy Dekker", Email: "marcy.dekker@example.com", Phone: "555-6106", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"sue", steward.ProCreate{Name: "Sue Kowalski", Email: "sue.kowalski@example.com", Phone: "555-6107", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"lindquist", "ephraim", "Erik Lindquist", "2026-03-01 16:00", "2026-03-05 11:00", 6}, // under way, out tomorrow
		{"peterson", "lake", "Carol Peterson", "2026-03-02 16:00", "2026-03-06 11:00", 8},     // under way, out Friday
		{"hansen", "little", "Tom Hansen", "2026-03-04 16:00", "2026-03-07 11:00", 2},         // arrive today
		{"dvorak", "school", "Mike Dvorak", "2026-03-06 16:00", "2026-03-09 11:00", 4},        // from Friday
		{"vandenberg", "heron", "Anna Vandenberg", "2026-03-07 16:00", "2026-03-10 10:00", 5}, // from Saturday, Eastern
		{"schmidt", "lake", "Greg Schmidt", "2026-03-11 16:00", "2026-03-15 11:00", 10},       // next week
		{"garcia", "egg", "Rosa Garcia", "2026-03-13 16:00", "2026-03-15 11:00", 4},           // Friday the 13th, no turnover after
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "little_prep", Property: "little", Service: "cleaning", At: "2026-03-04 10:00", Pro: "karen", Status: "confirmed"},
		{Key: "eph_turn", Property: "ephraim", Service: "cleaning", At: "2026-03-05 11:00", Pro: "karen", Status: "confirmed"},
		{Key: "eph_hottub", Property: "ephraim", Service: "maintenance", At: "2026-03-05 14:00", Pro: "ole", Notes: "Hot tub heater not holding temperature"},
		{Key: "school_furnace", Property: "school", Service: "maintenance", At: "2026-03-05 10:00", Notes: "Furnace bangs when it kicks on"},
		{Key: "lake_turn", Property: "lake", Service: "cleaning", At: "2026-03-06 11:00", Pro: "lakeshore", Status: "confirmed"},
		{Key: "lake_pool", Property: "lake", Service: "maintenance", At: "2026-03-06 14:00", Pro: "genevapool", Notes: "Pool heater and chemical check"},
		{Key: "school_prep", Property: "school", Service: "cleaning", At: "2026-03-06 10:00", Pro: "karen"},
		{Key: "little_turn", Property: "little", Service: "cleaning", At: "2026-03-07 11:00", Pro: "karen"},
		{Key: "heron_prep", Property: "heron", Service: "cleaning", At: "2026-03-07 10:00", Pro: "marcy", Status: "confirmed"},
		{Key: "heron_restock", Property: "heron", Service: "restocking", At: "2026-03-07 14:00", Pro: "marcy"},
		{Key: "school_turn", Property: "school", Service: "cleaning", At: "2026-03-09 11:00", Pro: "karen"},
		{Key: "egg_inspect", Property: "egg", Service: "inspection", At: "2026-03-09 10:00", Pro: "dale", Notes: "Check the roof for ice dam damage"},
		{Key: "heron_turn", Property: "heron", Service: "cleaning", At: "2026-03-10 10:00", Pro: "marcy"},
		{Key: "heron_gutter", Property: "heron", Service: "maintenance", At: "2026-03-10 13:00", Pro: "dale", Notes: "Gutters pulling away over the porch"},
		{Key: "lake_prep", Property: "lake", Service: "cleaning", At: "2026-03-11 09:00", Pro: "lakeshore"},
		{Key: "lake_restock", Property: "lake", Service: "restocking", At: "2026-03-11 14:00", Pro: "lakeshore"},
		{Key: "egg_prep", Property: "egg", Service: "cleaning", At: "2026-03-13 10:00", Pro: "karen"},
		{Key: "eph_past_clean", Property: "ephraim", Service: "cleaning", At: "2026-02-27 11:00", Pro: "karen", Status: "completed"},
		{Key: "lake_past_pool", Property: "lake", Service: "maintenance", At: "2026-02-25 10:00", Pro: "genevapool", Status: "completed", Notes: "Replaced the pool pump seal"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
