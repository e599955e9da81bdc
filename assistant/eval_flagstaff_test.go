package assistant

import (
	"context"

	"github.com/stewardhq/steward"
)

// flagstaffFixture is the evaluation's account for the cases marked
// "fixture": "flagstaff" (testdata/eval/cases_flagstaff.json), written
// before reading the engine: a retired civil engineer in his late sixties
// with six cabins and homes around Flagstaff, Arizona, who writes
// structured messages (a header line such as "Action items:" or "Status
// update 04-MAR:", then "- ", "* ", "1)" or "a." bullets, one request a
// bullet, some bullets qualifying the one before: "- same for Unit B",
// "- n/a if weather"), 24-hour times ("0930", "14:00 hrs", "1330h"),
// durations and units ("approx. 90 min", "T+1h after checkout", "48 h
// before arrival", "3 ea. towel sets"), abbreviations (req'd, w/, w/o, b/c,
// TBD, N/A, FYI, re:), dates as "3/9", "09-MAR" or "Mon 9th", "Q:" for a
// question and "CORRECTION:" or "Edit:" when he corrects himself. All on
// America/Phoenix, no daylight saving (07:00 MST at evalNow: Wednesday 4
// March 2026, 14:00 UTC). Aspen Cabin on Fort Valley Road in Flagstaff
// (16:00 and 10:00), the two halves of the Leroux Street duplex in
// Flagstaff, Leroux Unit A and Leroux Unit B (15:00 and 11:00 each),
// Mormon Lake Cabin (16:00 and 10:00), Munds Park House (16:00 and 10:00)
// and Williams Bungalow on Route 66 (15:00 and 11:00). Pros: Ramon
// Castillo (cleaning, restocking), Gail Yazzie (cleaning, restocking),
// Peaks Cleaning Co. (cleaning), Dale Kowalski the plumber, Tom Begay the
// electrician, Vern Holloway the handyman (snow, gutters, decks), Marcy
// Lindqvist the inspector and Ernie Shaw, a cleaner who has retired
// (inactive). Stays: the Okafors in Unit A (out tomorrow at 11), the
// Brandts in Unit B (out Friday at 11), the Delgados at Munds Park (out
// Saturday at 10), the Hendersons at Aspen Cabin from today at 16:00 (out
// Sunday at 10), the Nakamuras at Mormon Lake from tomorrow at 16:00 (out
// Monday 9th at 10), the Fitzgeralds at Williams Friday to Tuesday 10th,
// the Abernathys in Unit A Saturday to Thursday 12th, the Lindgrens at
// Munds Park Friday 13th to Monday 16th and the Whitakers at Aspen Cabin
// Friday 13th to Sunday 15th.
func flagstaffFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"aspen", steward.AddressCreate{Street: "2231 N Fort Valley Road", City: "Flagstaff", State: "AZ", Zip: "86001", Nickname: strp("Aspen Cabin"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Keypad on the mudroom door, code 2231. Wood stove kindling in the bin by the door; do not block the stove damper."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1700),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"unita", steward.AddressCreate{Street: "515 N Leroux Street, Unit A", City: "Flagstaff", State: "AZ", Zip: "86001", Nickname: strp("Leroux Unit A"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox on the shared porch rail, code 5150 (left box). Parking is the north half of the drive."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"unitb", steward.AddressCreate{Street: "515 N Leroux Street, Unit B", City: "Flagstaff", State: "AZ", Zip: "86001", Nickname: strp("Leroux Unit B"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox on the shared porch rail, code 5151 (right box). Parking is the south half of the drive."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(950),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
		{"mormon", steward.AddressCreate{Street: "47 Ponderosa Trail", City: "Mormon Lake", State: "AZ", Zip: "86038", Nickname: strp("Mormon Lake Cabin"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Key in the lockbox on the propane tank cage, code 4700. Well pump breaker is #12 in the utility closet. 4WD after snow."), Bedrooms: intp(3), Bathrooms: floatp(1.5), SquareFeet: intp(1300),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"munds", steward.AddressCreate{Street: "1690 Pinewood Boulevard", City: "Munds Park", State: "AZ", Zip: "86017", Nickname: strp("Munds Park House"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Smart lock, code 1690. Hot tub cover straps on the east side; breaker for the tub is outside by the meter."), Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2600),
			CheckInTime: "16:00", CheckOutTime: "10:00"}},
		{"williams", steward.AddressCreate{Street: "322 W Route 66", City: "Williams", State: "AZ", Zip: "86046", Nickname: strp("Williams Bungalow"), Timezone: "America/Phoenix",
			AccessInstructions: strp("Lockbox behind the porch swing, code 6622. Alley gate sticks; lift and push."), Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(1050),
			CheckInTime: "15:00", CheckOutTime: "11:00"}},
	}); err != nil {
		return nil, err
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"ramon", steward.ProCreate{Name: "Ramon Castillo", Email: "ramon.castillo@example.com", Phone: "928-555-0161", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"gail", steward.ProCreate{Name: "Gail Yazzie", Email: "gail.yazzie@example.com", Phone: "928-555-0162", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"peaks", steward.ProCreate{Name: "Peaks Cleaning Co.", Email: "office@peakscleaning.example", Phone: "928-555-0163", Services: []steward.ServiceType{steward.Cleaning}}},
		{"dale", steward.ProCreate{Name: "Dale Kowalski", Email: "dale@kowalskiplumbing.example", Phone: "928-555-0164", Services: []steward.ServiceType{steward.Maintenance}}},
		{"tom", steward.ProCreate{Name: "Tom Begay", Email: "tom@begayelectric.example", Phone: "928-555-0165", Services: []steward.ServiceType{steward.Maintenance}}},
		{"vern", steward.ProCreate{Name: "Vern Holloway", Email: "vern.holloway@example.com", Phone: "928-555-0166", Services: []steward.ServiceType{steward.Maintenance}}},
		{"marcy", steward.ProCreate{Name: "Marcy Lindqvist", Email: "marcy@lindqvistinspect.example", Phone: "928-555-0167", Services: []steward.ServiceType{steward.Inspection}}},
		{"ernie", steward.ProCreate{Name: "Ernie Shaw", Email: "ernie.shaw@example.com", Phone: "928-555-0168", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"okafor", "unita", "Okafor Family", "2026-03-01 15:00", "2026-03-05 11:00", 2},   // under way, out tomorrow
		{"brandt", "unitb", "Brandt Family", "2026-03-02 15:00", "2026-03-06 11:00", 3},   // under way, out Friday
		{"delgado", "munds", "Delgado Family", "2026-03-03 16:00", "2026-03-07 10:00", 6}, // under way, out Saturday
		{"henderson", "aspen", "Henderson Family", "2026-03-04 16:00", "2026-03-08 10:00", 4},
		{"nakamura", "mormon", "Nakamura Family", "2026-03-05 16:00", "2026-03-09 10:00", 5},
		{"fitzgerald", "williams", "Fitzgerald Family", "2026-03-06 15:00", "2026-03-10 11:00", 2},
		{"abernathy", "unita", "Abernathy Family", "2026-03-07 15:00", "2026-03-12 11:00", 4},
		{"lindgren", "munds", "Lindgren Family", "2026-03-13 16:00", "2026-03-16 10:00", 8},
		{"whitaker", "aspen", "Whitaker Family", "2026-03-13 16:00", "2026-03-15 10:00", 2},
	}); err != nil {
		return nil, err
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "aspen_prep", Property: "aspen", Service: "cleaning", At: "2026-03-04 11:00", Pro: "ramon", Status: "confirmed", Notes: "Ready for the Hendersons"},
		{Key: "aspen_restock", Property: "aspen", Service: "restocking", At: "2026-03-04 13:00", Pro: "gail", Notes: "Firewood, coffee, paper goods"},
		{Key: "unita_co", Property: "unita", Service: "cleaning", At: "2026-03-05 11:00", Pro: "peaks", Status: "confirmed", Notes: "Turnover after the Okafors"},
		{Key: "unitb_heater", Property: "unitb", Service: "maintenance", At: "2026-03-05 10:00", Pro: "tom", Notes: "Baseboard heater in the back bedroom not heating", DuringStay: true},
		{Key: "mormon_snow", Property: "mormon", Service: "maintenance", At: "2026-03-05 08:00", Pro: "vern", Notes: "Plow the drive and shovel the deck steps before the Nakamuras arrive"},
		{Key: "mormon_prep", Property: "mormon", Service: "cleaning", At: "2026-03-05 10:00", Pro: "gail", Status: "confirmed", Notes: "Ready for the Nakamuras"},
		{Key: "williams_bib", Property: "williams", Service: "maintenance", At: "2026-03-05 13:00", Pro: "dale", Notes: "Replace the leaking hose bib on the north wall"},
		{Key: "unitb_co", Property: "unitb", Service: "cleaning", At: "2026-03-06 11:00", Pro: "ramon", Notes: "Turnover after the Brandts"},
		{Key: "williams_prep", Property: "williams", Service: "cleaning", At: "2026-03-06 10:00", Pro: "gail", Notes: "Ready for the Fitzgeralds"},
		{Key: "munds_hottub", Property: "munds", Service: "maintenance", At: "2026-03-06 14:00", Pro: "dale", Notes: "Hot tub heater keeps tripping", DuringStay: true},
		{Key: "unita_restock", Property: "unita", Service: "restocking", At: "2026-03-06 14:00", Notes: "Coffee, TP, dish soap for the Abernathys"},
		{Key: "munds_co", Property: "munds", Service: "cleaning", At: "2026-03-07 10:00", Pro: "peaks", Notes: "Turnover after the Delgados"},
		{Key: "aspen_co", Property: "aspen", Service: "cleaning", At: "2026-03-08 10:00", Pro: "ramon", Status: "confirmed", Notes: "Turnover after the Hendersons"},
		{Key: "mormon_co", Property: "mormon", Service: "cleaning", At: "2026-03-09 10:00", Notes: "Turnover after the Nakamuras"},
		{Key: "munds_insp", Property: "munds", Service: "inspection", At: "2026-03-09 13:00", Pro: "marcy", Notes: "Smoke and CO detectors, fire extinguishers"},
		{Key: "williams_co", Property: "williams", Service: "cleaning", At: "2026-03-10 11:00", Pro: "gail", Notes: "Turnover after the Fitzgeralds"},
		{Key: "unitb_gfci", Property: "unitb", Service: "maintenance", At: "2026-03-10 09:00", Pro: "tom", Notes: "Kitchen GFCI keeps tripping"},
		{Key: "mormon_wh", Property: "mormon", Service: "maintenance", At: "2026-03-11 10:00", Pro: "dale", Notes: "Flush the water heater and check the well pressure tank"},
		{Key: "aspen_insp", Property: "aspen", Service: "inspection", At: "2026-03-11 13:00", Pro: "marcy", Notes: "Chimney and wood stove inspection"},
		{Key: "unita_co2", Property: "unita", Service: "cleaning", At: "2026-03-12 11:00", Pro: "peaks", Notes: "Turnover after the Abernathys"},
		{Key: "williams_gutters", Property: "williams", Service: "maintenance", At: "2026-03-12 09:00", Pro: "vern", Notes: "Clean the gutters and check the roof flashing"},
		{Key: "munds_prep", Property: "munds", Service: "cleaning", At: "2026-03-13 10:00", Pro: "ramon", Status: "confirmed", Notes: "Ready for the Lindgrens"},
		{Key: "aspen_prep2", Property: "aspen", Service: "cleaning", At: "2026-03-13 11:00", Pro: "gail", Notes: "Ready for the Whitakers"},
		{Key: "aspen_co2", Property: "aspen", Service: "cleaning", At: "2026-03-15 10:00", Pro: "ramon", Notes: "Turnover after the Whitakers"},
		{Key: "munds_co2", Property: "munds", Service: "cleaning", At: "2026-03-16 10:00", Notes: "Turnover after the Lindgrens"},
		{Key: "aspen_past_fix", Property: "aspen", Service: "maintenance", At: "2026-02-26 10:00", Pro: "vern", Status: "completed", Notes: "Replaced the cracked porch step"},
		{Key: "unita_past_co", Property: "unita", Service: "cleaning", At: "2026-03-01 11:00", Pro: "peaks", Status: "completed"},
		{Key: "mormon_insp_cx", Property: "mormon", Service: "inspection", At: "2026-02-27 10:00", Pro: "marcy", Status: "cancelled"},
	}); err != nil {
		return nil, err
	}
	m.writes = 0
	return r, nil
}
