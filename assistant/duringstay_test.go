package assistant

import (
	"context"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
)

// TestDuringStay runs messages against the evaluation's account with the
// store's STAY_CONFLICT rule: Erik Lindqvist stays at The Loft from Fri
// Mar 6 15:00 to Mon Mar 9 10:00.
func TestDuringStay(t *testing.T) {
	for _, tc := range []struct {
		name, msg string
		jobs      int // jobs written
		reply     []string
	}{
		{"CleaningRefused", "book a cleaning at the loft on saturday at 11", 0,
			[]string{"during Erik Lindqvist's stay at The Loft", "check-out Mon Mar 9 at 10:00 AM EDT", "guests asked"}},
		{"MoveRefused", "move the loft maintenance visit to saturday at 11", 0,
			[]string{"during Erik Lindqvist's stay at The Loft"}},
		{"RepairBooked", "the dishwasher at the loft is broken, send someone saturday at 11", 1,
			[]string{"Done", "during Erik Lindqvist's stay"}},
		{"GuestsAsked", "the guests asked for a clean at the loft on saturday at 11", 1,
			[]string{"Done", "during Erik Lindqvist's stay", "as the guests asked"}},
		{"AfterCheckout", "book a cleaning at the loft on monday at 11", 1, []string{"Done"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			m := &memStore{clock: steward.FixedClock{T: evalNow}, stayRule: true}
			if _, err := evalFixture(ctx, m); err != nil {
				t.Fatal(err)
			}
			before := len(m.jobs)
			r, err := m.engine().Handle(ctx, 1, Request{Message: tc.msg})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(m.jobs) - before; got != tc.jobs {
				t.Errorf("%d jobs written, want %d (reply %q)", got, tc.jobs, r.Text)
			}
			for _, w := range tc.reply {
				if !strings.Contains(r.Text, w) {
					t.Errorf("reply %q does not say %q", r.Text, w)
				}
			}
		})
	}
}
