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
		// Monday at 3pm: clear of the 10:00 turnover, which the reply names
		// (at 11 it would overlap it and ask, counts.go).
		{"AfterCheckout", "book a cleaning at the loft on monday at 3pm", 1, []string{"Done", "also a cleaning"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			m := &memStore{clock: steward.FixedClock{T: evalNow}}
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

// TestNewStayTurnover shows a stay and its turnover in one message: booked
// at the check-out, or, where the property's turnovers follow their stays
// (the store schedules them), said so and not booked twice.
func TestNewStayTurnover(t *testing.T) {
	const msg = "add guest Tom Reyes at the loft march 20-22 and set up the turnover after"
	for _, tc := range []struct {
		name      string
		automatic bool
		jobs      int
		reply     string
	}{
		{"Booked", false, 1, "turnover clean at The Loft on Sun Mar 22 at 11:00 AM EDT"},
		{"Automatic", true, 0, "follows it automatically"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := context.Background()
			m := &memStore{clock: steward.FixedClock{T: evalNow}}
			refs, err := evalFixture(ctx, m)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range m.addrs {
				a.Turnover.Enabled = tc.automatic && a.ID == refs.props["loft"]
			}
			before := len(m.jobs)
			r, err := m.engine().Handle(ctx, 1, Request{Message: msg})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(m.jobs) - before; got != tc.jobs {
				t.Errorf("%d jobs written, want %d (reply %q)", got, tc.jobs, r.Text)
			}
			if !strings.Contains(r.Text, tc.reply) || strings.Contains(r.Text, turnoverOffer) {
				t.Errorf("reply %q does not say %q, or offers a turnover", r.Text, tc.reply)
			}
		})
	}
}
