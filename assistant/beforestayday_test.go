package assistant

import "testing"

// TestHalfHourInstead checks the Irish/British half hour said as a job's
// new hour beside the old one (galwayhost.go), and phrasings it leaves.
func TestHalfHourInstead(t *testing.T) {
	for _, tc := range []struct{ in, out string }{
		{"she'll be in Claddagh after the Murphys at half eleven instead of 10. change it so",
			"she'll be in Claddagh after the Murphys at 11:30 instead of 10. change it so"},
		{"at half eleven not 10. change it so, dzięki", "at 11:30 instead of 10. change it so, dzięki"},
		{"hector will come at half 2 rather than 1", "hector will come at 2:30 instead of 1"},
		{"move it to half twelve instead of at ten", "move it to 12:30 instead of at ten"},
		// Left alone: no old hour, "half an hour", "half past".
		{"she'll be there at half eleven", "she'll be there at half eleven"},
		{"push it by half an hour not 10 minutes", "push it by half an hour not 10 minutes"},
		{"at half past eleven instead of 10", "at half past eleven instead of 10"},
	} {
		if got := halfHourInstead(tc.in); got != tc.out {
			t.Errorf("halfHourInstead(%q) = %q, want %q", tc.in, got, tc.out)
		}
	}
}

// TestBeforeStayOwnDay checks where a "before <guests>" anchor's words
// end when a weekday follows the guests (beforestayday.go).
func TestBeforeStayOwnDay(t *testing.T) {
	s := &session{}
	for _, tc := range []struct {
		msg  string
		a    anchor
		want int // the end, from the pivot "before" at 1 (-1: the message's end, unchanged)
	}{
		{"x before the yamamotos on saturday", anchor{guests: []int{-1}}, 4},
		{"x before the yamamotos saturday at", anchor{guests: []int{-1}}, 4},
		{"x before the yamamotos on this saturday", anchor{guests: []int{-1}}, 4},
		{"x before the yamamotos on saturday", anchor{guests: []int{-1}, job: true}, -1},
		{"x before the yamamotos arrive saturday", anchor{guests: []int{-1}, eventEnd: 3}, -1},
		{"x after the yamamotos on saturday", anchor{guests: []int{-1}}, -1},
		{"x before the yamamotos on sat", anchor{}, -1},
	} {
		toks := tokenize(tc.msg)
		a := tc.a
		want := tc.want
		if want < 0 {
			want = len(toks)
		}
		if got := s.beforeStayOwnDay(toks, 1, len(toks), &a); got != want {
			t.Errorf("beforeStayOwnDay(%q) = %d, want %d", tc.msg, got, want)
		}
	}
}
