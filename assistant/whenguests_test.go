package assistant

import "testing"

func TestHourIsWhenGuests(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"CORRECTION: 1530 is when the Hendersons land, not 1600.", "FYI the Hendersons arrive at 1530."},
		{"3:30 is when the Hendersons arrive", "FYI the Hendersons arrive at 3:30."},
		{"11 is when the Carters check out.", "FYI the Carters leave at 11."},
		{"CORRECTION: 1530.", "CORRECTION: 1530."},
		{"Correction: 1545 is when they get in.", "Correction: 1545 is when they get in."},
		{"Move the restock to 1530, when the Hendersons land.", "Move the restock to 1530, when the Hendersons land."},
	} {
		if got := hourIsWhenGuests(c.in); got != c.want {
			t.Errorf("hourIsWhenGuests(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
