package assistant

import "testing"

// TestJobHeadingReaders checks the readers of a job written as a heading
// (fixs28E): a heading said to have nobody on it, then a pro put on it
// (irish.go, nobodyOnThenGive), and a heading whose job a later "Push to
// 0930" moves (headingmove.go).
func TestJobHeadingReaders(t *testing.T) {
	names := map[string]bool{"peaks": true, "gail": true, "ramon": true}
	for _, tc := range []struct{ in, out string }{
		{"Mormon Lake turnover Mon 9th after the Nakamuras - nobody assigned as of this AM. Put Peaks Cleaning on it.",
			"put Peaks on the Mormon Lake turnover Mon 9th after the Nakamuras"},
		{"Mormon Lake cleaning Mon 9th: unassigned. Stick Ramon on it.", "put Ramon on the Mormon Lake cleaning Mon 9th"},
		{"the curlew changeover monday has nobody on it still, give it to Gail", "put Gail on the curlew changeover monday"},
		// no job's word in the heading: left alone
		{"Checked the calendar - nobody assigned. Put Gail on it.", "Checked the calendar - nobody assigned. Put Gail on it."},
		// a question after it: left alone
		{"Mormon Lake turnover Mon 9th - nobody assigned. Who could take it?", "Mormon Lake turnover Mon 9th - nobody assigned. Who could take it?"},
		// no pro of the account: left alone
		{"Mormon Lake turnover Mon 9th - nobody assigned. Put Bob on it.", "Mormon Lake turnover Mon 9th - nobody assigned. Put Bob on it."},
	} {
		if got := nobodyOnThenGive(tc.in, names); got != tc.out {
			t.Errorf("nobodyOnThenGive(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
	day := &When{HasDate: true, Year: 2026, Month: 3, Day: 5, HasTime: true, Hour: 8}
	to := &When{HasTime: true, Hour: 9, Minute: 30}
	prev := request{Kind: kindSchedule, Service: "maintenance", AddressID: 4, ProID: 12, When: day,
		rawText: "Mormon Lake snow removal 3/5: Vern says 0800 is too early w/ the forest road not yet plowed."}
	in := request{Kind: kindReschedule, AddressID: 4, NewWhen: to, rawText: "Push to 0930."}
	if !headingThenMove(prev, in) {
		t.Fatalf("headingThenMove: want the heading's job moved")
	}
	got := movedHeading(prev, in)
	if got.Kind != kindReschedule || got.ProID != 0 || got.When.HasTime || got.When.Day != 5 || got.NewWhen.Hour != 9 || got.NewWhen.Minute != 30 {
		t.Errorf("movedHeading = %+v", got)
	}
	for _, raw := range []string{
		"Book snow removal at Mormon Lake 3/5: Vern can do 0800.",   // a booking said so
		"Mormon Lake snow removal 3/5 Vern says 0800 is too early.", // no heading
	} {
		p := prev
		p.rawText = raw
		if headingThenMove(p, in) {
			t.Errorf("headingThenMove(%q): want no move of a heading", raw)
		}
	}
	named := in
	named.Service = "cleaning"
	if headingThenMove(prev, named) {
		t.Errorf("headingThenMove: a move naming its own job is its own")
	}
}
