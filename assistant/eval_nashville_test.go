package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// nashvilleFixture is the evaluation's account for the cases marked
// "fixture": "nashville" (testdata/eval/cases_blind83.json), written before
// reading the engine: a Nashville host who pastes text from the Airbnb and
// VRBO inbox or a calendar notification into the message, platform
// boilerplate and all ("Reservation confirmed - Jessica Alvarez arrives
// Fri, Mar 6", "Guest: Hi! Would it be possible to check in early around
// 1pm?", confirmation codes like "HMXK4T2P", "Check-in 3:00 PM · Checkout
// 11:00 AM", "2 guests · 3 nights", forwarded lines "> ...", "Sent from my
// iPhone"), with a short instruction of her own before or after the paste
// ("can we get the clean done before this?", "move the turnover for this
// one", "extend them", "who is cleaning for this"): the dates and times in
// the paste are what she means by "this". Guests are named as the platform
// shows them ("Jessica Alvarez") or by family name. In Nashville, on
// Central time: the East Nashville Bungalow on Fatherland St (16:00
// check-in, 11:00 check-out), The Gulch Loft on Demonbreun (15:00 check-in,
// 10:00 check-out; bachelorette groups), the Germantown Townhouse on 5th Ave
// N (15:00 check-in), a 12South cottage known only by its street ("2414
// 12th Ave S") and a house in Sylvan Park known only by its street ("4807
// Elkins Ave"). In Gatlinburg, on Eastern time: Hemlock Hollow Cabin, with
// a hot tub and a 10:00 check-out. Daylight saving time starts on Sunday 8
// March. Seven pros: Music City Maids, a cleaning company (cleaning and
// restocking); Tasha Greene, who cleans and restocks; DeWayne Porter, the
// handyman (maintenance); Carla Whitt, the inspector; Jolene Maples, who
// cleans and restocks the cabin; Rusty Cole, the cabin's hot tub and
// maintenance man; and Brent Yoder, a cleaner who quit (inactive). Stays:
// Ken Nakamura under way at the bungalow (out tomorrow at 11), Brooke
// McAllister's party of six under way at the loft (out tomorrow at 10), the
// Thibodeaux family under way at the cabin (out Saturday at 10, Eastern),
// Leah Haskins arriving at the townhouse today at 15:00 (out Sunday at 11),
// Luis Delgado at 12th Ave S from tomorrow at 16:00 (out Sunday at 11),
// Jessica Alvarez at the bungalow from Friday at 16:00 (out Monday at 11),
// Grace Pemberton's bachelorette party at the loft from Friday at 15:00
// (out Sunday at 10), and next week Tunde Oyelaran at Elkins (Tuesday the
// 10th to Saturday the 14th), Erik Sorensen at the cabin (Thursday the 12th
// to Sunday the 15th at 10) and the Kowalski family, five of them, at the
// bungalow (Thursday the 12th to Monday the 16th; no turnover booked after
// them yet). Jobs: turnovers after the check-outs, Tasha's prep at the
// townhouse today, Music City Maids' two cleans tomorrow (the loft after
// the McAllisters at 10:30, 12th Ave S before Luis Delgado at 13:30), maintenance whose notes say what it is for (the loft's
// bathroom door lock, the cabin's hot tub, the townhouse's disposal and
// toilet, the bungalow's porch swing and screen door, 12th Ave S's HVAC
// filter and thermostat), inspections with notes (Elkins' permit renewal,
// the cabin's deck and fire pit), unassigned jobs (the townhouse's Sunday
// turnover, the bungalow's Monday turnover, the cabin's restock before the
// Sorensens and its turnover after them), pending and confirmed jobs, a cancelled inspection at 12th Ave
// S and completed jobs in the past. At evalNow it is 08:00 in Nashville and
// 09:00 in Gatlinburg.
func nashvilleFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"eastnash", steward.AddressCreate{Street: "1108 Fatherland St", City: "Nashville", State: "TN", Zip: "37206", Nickname: strp("East Nashville Bungalow"), Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the side door, code 6150. Trash cans go out to the alley Tuesday night."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1100),
			CheckInTime: "16:00", CheckOutTime: "11:00"}},
		{"gulch", steward.AddressCreate{Street: "1201 Demonbreun St Unit 1415", City: "Nashville", State: "TN", Zip: "37203", Nickname: strp("The Gulch Loft"), Timezone: "America/Chicago",
			AccessInstructions: strp("Garage gate code 1415#; the unit fob is in the lockbox on level P2 by the elevator, code 8812."), Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1250),
			CheckInTime: "15:00", CheckOutTime: "10:00"}},
		{"germantown", steward.AddressCreate{Street: "1312 5th Ave N", City: "Nashville", State: "TN", Zip: "37208", Nickname: strp("Germantown Townhouse"), Timezone: "America/Chicago",
			AccessInstructions: strp("Smart lock; the code is the last four digits of the guest's phone. Park in the rear pad, not on 5th."), Bedrooms: intp(3), Bathrooms: floatp(2.5), SquareFeet: intp(1800),
			CheckInTime: "15:00"}},
		{"twelvesouth", steward.AddressCreate{Street: "2414 12th Ave S", City: "Nashville", State: "TN", Zip: "37204", Timezone: "America/Chicago",
			AccessInstructions: strp("Lockbox on the back porch railing, code 2414. Don't let the neighbor's cat in."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950)}},
		{"elkins", steward.AddressCreate{Street: "4807 Elkins Ave", City: "Nashville", State: "TN", Zip: "37209", Timezone: "America/Chicago",
			AccessInstructions: strp("Keypad on the front door, code 4807. Laundry is in the basement; the light switch is at the bottom of the stairs."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1400)}},
		{"cabin", steward.AddressCreate{Street: "745 Wiley Oakley Dr", City: "Gatlinburg", State: "TN", Zip: "37738", Nickname: strp("Hemlock Hollow Cabin"),
			AccessInstructions: strp("Keypad on the front door, code 3719. The gravel drive is steep: park at the top when it's icy. Hot tub cover straps clip on the left."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600),
			Timezone:    "America/New_York", // Gatlinburg keeps Eastern time, unlike Nashville
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"musiccity", steward.ProCreate{Name: "Music City Maids", Email: "hello@musiccitymaids.example", Phone: "615-555-0181", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"tasha", steward.ProCreate{Name: "Tasha Greene", Email: "tasha.greene@example.com", Phone: "615-555-0182", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"dewayne", steward.ProCreate{Name: "DeWayne Porter", Email: "dewayne@porterhandyman.example", Phone: "615-555-0183", Services: []steward.ServiceType{steward.Maintenance}}},
		{"carla", steward.ProCreate{Name: "Carla Whitt", Email: "carla@whittinspections.example", Phone: "615-555-0184", Services: []steward.ServiceType{steward.Inspection}}},
		{"jolene", steward.ProCreate{Name: "Jolene Maples", Email: "jolene.maples@example.com", Phone: "865-555-0185", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"rusty", steward.ProCreate{Name: "Rusty Cole", Email: "rusty@smokyhottubs.example", Phone: "865-555-0186", Services: []steward.ServiceType{steward.Maintenance}}},
		{"brent", steward.ProCreate{Name: "Brent Yoder", Email: "brent.yoder@example.com", Phone: "615-555-0187", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"nakamura", "eastnash", "Ken Nakamura", "2026-03-01 16:00", "2026-03-05 11:00", 3},     // under way, out tomorrow
		{"mcallister", "gulch", "Brooke McAllister", "2026-03-02 15:00", "2026-03-05 10:00", 6}, // under way, out tomorrow
		{"thibodeaux", "cabin", "Thibodeaux Family", "2026-03-03 16:00", "2026-03-07 10:00", 5}, // under way, out Saturday (Eastern)
		{"haskins", "germantown", "Leah Haskins", "2026-03-04 15:00", "2026-03-08 11:00", 4},    // arriving today
		{"delgado", "twelvesouth", "Luis Delgado", "2026-03-05 16:00", "2026-03-08 11:00", 2},   // from tomorrow
		{"alvarez", "eastnash", "Jessica Alvarez", "2026-03-06 16:00", "2026-03-09 11:00", 2},   // from Friday
		{"pemberton", "gulch", "Grace Pemberton", "2026-03-06 15:00", "2026-03-08 10:00", 6},    // from Friday, a bachelorette party
		{"oyelaran", "elkins", "Tunde Oyelaran", "2026-03-10 16:00", "2026-03-14 11:00", 3},     // next week
		{"sorensen", "cabin", "Erik Sorensen", "2026-03-12 16:00", "2026-03-15 10:00", 4},       // next week
		{"kowalski", "eastnash", "Kowalski Family", "2026-03-12 16:00", "2026-03-16 11:00", 5},  // next week, no turnover yet
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "germ_prep", Property: "germantown", Service: "cleaning", At: "2026-03-04 10:00", Pro: "tasha", Status: "confirmed"},
		{Key: "twelve_prep", Property: "twelvesouth", Service: "cleaning", At: "2026-03-05 13:30", Pro: "musiccity"},
		{Key: "gulch_turn", Property: "gulch", Service: "cleaning", At: "2026-03-05 10:30", Pro: "musiccity", Status: "confirmed"},
		{Key: "eastnash_turn", Property: "eastnash", Service: "cleaning", At: "2026-03-05 11:00", Pro: "tasha", Status: "confirmed"},
		{Key: "gulch_fix", Property: "gulch", Service: "maintenance", At: "2026-03-06 11:00", Pro: "dewayne", Notes: "Bathroom door lock sticks: replace the latch before the Pemberton party"},
		{Key: "eastnash_restock", Property: "eastnash", Service: "restocking", At: "2026-03-06 12:00", Pro: "tasha"},
		{Key: "cabin_turn", Property: "cabin", Service: "cleaning", At: "2026-03-07 10:30", Pro: "jolene", Status: "confirmed"},
		{Key: "cabin_hottub", Property: "cabin", Service: "maintenance", At: "2026-03-07 13:00", Pro: "rusty", Notes: "Hot tub: drain, refill and balance the chemicals after the Thibodeaux stay"},
		{Key: "gulch_turn2", Property: "gulch", Service: "cleaning", At: "2026-03-08 10:00", Pro: "musiccity"},
		{Key: "germ_turn", Property: "germantown", Service: "cleaning", At: "2026-03-08 11:00"},
		{Key: "twelve_turn", Property: "twelvesouth", Service: "cleaning", At: "2026-03-08 13:00", Pro: "musiccity"},
		{Key: "elkins_inspect", Property: "elkins", Service: "inspection", At: "2026-03-09 10:00", Pro: "carla", Notes: "Short-term rental permit renewal: smoke and CO detectors, fire extinguisher, egress windows"},
		{Key: "eastnash_turn2", Property: "eastnash", Service: "cleaning", At: "2026-03-09 11:00"},
		{Key: "germ_fix", Property: "germantown", Service: "maintenance", At: "2026-03-09 13:00", Pro: "dewayne", Notes: "Garbage disposal hums but won't spin; the upstairs toilet keeps running"},
		{Key: "elkins_prep", Property: "elkins", Service: "cleaning", At: "2026-03-10 10:00", Pro: "tasha"},
		{Key: "twelve_inspect", Property: "twelvesouth", Service: "inspection", At: "2026-03-10 10:00", Pro: "carla", Status: "cancelled"},
		{Key: "eastnash_fix", Property: "eastnash", Service: "maintenance", At: "2026-03-10 14:00", Pro: "dewayne", Notes: "Porch swing chain rusted through; the back screen door squeaks"},
		{Key: "twelve_hvac", Property: "twelvesouth", Service: "maintenance", At: "2026-03-11 09:00", Pro: "dewayne", Notes: "Replace the HVAC filter; the thermostat reads 5 degrees off"},
		{Key: "cabin_inspect", Property: "cabin", Service: "inspection", At: "2026-03-11 11:00", Pro: "carla", Notes: "Deck railing, stairs and the propane fire pit before spring"},
		{Key: "cabin_restock", Property: "cabin", Service: "restocking", At: "2026-03-12 11:00"},
		{Key: "elkins_turn", Property: "elkins", Service: "cleaning", At: "2026-03-14 11:00", Pro: "musiccity"},
		{Key: "cabin_turn2", Property: "cabin", Service: "cleaning", At: "2026-03-15 10:30"},
		{Key: "gulch_past_clean", Property: "gulch", Service: "cleaning", At: "2026-03-02 10:00", Pro: "musiccity", Status: "completed"},
		{Key: "eastnash_past_fix", Property: "eastnash", Service: "maintenance", At: "2026-02-26 10:00", Pro: "dewayne", Status: "completed", Notes: "Replaced the kitchen faucet cartridge"},
		{Key: "cabin_past_hottub", Property: "cabin", Service: "maintenance", At: "2026-02-25 12:00", Pro: "rusty", Status: "completed", Notes: "Hot tub filter cleaned and chemicals balanced"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
