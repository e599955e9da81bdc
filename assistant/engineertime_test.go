package assistant

import "testing"

// TestEngineerTimes checks withEngineerTimes (engineertime.go): the
// engineer's offsets, run-together 24-hour times and hyphenated dates read
// as plain words, and near-misses left alone.
func TestEngineerTimes(t *testing.T) {
	tests := []struct{ in, out string }{
		{"Gail to restock Aspen Cabin T+2h after the Hendersons check out Sun.", "Gail to restock Aspen Cabin 2 hours after the Hendersons check out Sun."},
		{"change start to T+1h after checkout.", "change start to 1 hour after checkout."},
		{"inspect T + 30 min from arrival", "inspect 30 minutes after arrival"},
		{"walk-through T-2hrs before check-in", "walk-through 2 hours before check-in"},
		{"restock Aspen Sun T+2h.", "restock Aspen Sun 2 hours after."},
		{"insp. of Munds Park 48 h before the Lindgrens arrive.", "insp. of Munds Park 48 hours before the Lindgrens arrive."},
		{"restock 2h after they leave", "restock 2 hours after they leave"},
		{"Book Marcy: annual insp. at Williams Bungalow, Thu 12-MAR 1300h.", "Book Marcy: annual insp. at Williams Bungalow, Thu 12 Mar 1300 hrs."},
		{"clean 09-Mar-26 0930h", "clean 09 Mar 2026 0930 hrs"},
		// Left alone: a duration with no event, a unit label, a code.
		{"Book Tom at Unit B Fri 1300h, approx. 2 h.", "Book Tom at Unit B Fri 1300 hrs, approx. 2 h."},
		{"lockbox code 2231, unit 12-B", "lockbox code 2231, unit 12-B"},
		{"the 4x4 truck T-shirt order", "the 4x4 truck T-shirt order"},
		{"1300h", "1300 hrs"},
		{"2500h budget", "2500h budget"},
	}
	for _, tt := range tests {
		if got := withEngineerTimes(tt.in); got != tt.out {
			t.Errorf("withEngineerTimes(%q) = %q, want %q", tt.in, got, tt.out)
		}
	}
}
