package assistant

import (
	"strings"
	"testing"
	"time"
)

// TestUnitsAndQuantities checks the readers of units.go and
// calendarname.go: a fraction of a day is no date, a day written
// day-dash-month is one, a count of parts is work, and a stay put on the
// calendar under a labelled name is a new booking.
func TestUnitsAndQuantities(t *testing.T) {
	loc, _ := time.LoadLocation("America/Phoenix")
	now := time.Date(2026, 3, 4, 14, 0, 0, 0, time.UTC)
	days := func(s string) []string {
		var out []string
		for _, w := range readDates(tokenize(s), now, loc) {
			out = append(out, time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, loc).Format("01-02"))
		}
		return out
	}
	for _, c := range []struct {
		in   string
		want string
	}{
		{"Vern to Aspen Cabin Mon 9th 0800. Approx. 1/2 day.", "03-09"},
		{"Tom to Unit A Fri 6th, a 1/2-day job", "03-06"},
		{"Dale at Aspen Cabin Mon 9th, est. 3/4 hr", "03-09"},
		{"What's on at Munds Park House 3/9?", "03-09"},
		{"Ostrander party, 3 pax, 13-MAR to 15-MAR.", "03-13 03-15"},
		{"Leroux Unit B, 13-MAR thru 15-MAR, 2 pax.", "03-13 03-15"},
		{"Fri 06-Mar", "03-06"},
	} {
		if got := days(c.in); strings.Join(got, " ") != c.want {
			t.Errorf("readDates(%q) = %v, want %s", c.in, got, c.want)
		}
	}
	if got := guestCount(tokenizeRead("Leroux Unit B, 13-MAR thru 15-MAR, 2 pax.", now, loc)); got != 2 {
		t.Errorf("guestCount after 15-MAR = %d, want 2", got)
	}
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"2 ea exterior motion lights", true},
		{"3 x smoke detectors", true},
		{"two new handrails", true},
		{"4 ea bath towels", false},
		{"2 guests", false},
	} {
		if got := countedParts(tokenize(c.in), 0); got != c.want {
			t.Errorf("countedParts(%q) = %v, want %v", c.in, got, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{"Put my brother-in-law on the calendar: Leroux Unit B, 13-MAR thru 15-MAR, 2 pax. Name: Pedersen.",
			"New booking for Pedersen: Leroux Unit B, 13-MAR thru 15-MAR, 2 pax."},
		{"Add my cousin to the calendar: Munds Park House, 20-MAR thru 22-MAR, 5 pax. Name: Ferreira.",
			"New booking for Ferreira: Munds Park House, 20-MAR thru 22-MAR, 5 pax."},
		// No labelled name: left as it is (whose stay is not guessed).
		{"Put my brother-in-law on the calendar: Leroux Unit B, 13-MAR thru 15-MAR, 2 pax.",
			"Put my brother-in-law on the calendar: Leroux Unit B, 13-MAR thru 15-MAR, 2 pax."},
	} {
		if got := calendarNamed(c.in); got != c.want {
			t.Errorf("calendarNamed(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// tokenizeRead returns s's tokens with its dates read (used).
func tokenizeRead(s string, now time.Time, loc *time.Location) []token {
	toks := tokenize(s)
	readDates(toks, now, loc)
	return toks
}
