package assistant

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestJobHistoryAndWindow answers "who moved my job" from a job's history
// and gives a turnover's deadline, the next check-in.
func TestJobHistoryAndWindow(t *testing.T) {
	ctx := context.Background()
	m := &memStore{clock: steward.FixedClock{T: evalNow}}
	refs, err := evalFixture(ctx, m)
	if err != nil {
		t.Fatal(err)
	}
	ridge, cabin := refs.jobs["ridge_clean"], refs.jobs["cabin_clean"]
	reason := "the host asked for a later start"
	m.history = map[int64][]*steward.JobHistoryEntry{
		ridge: {
			{At: evalNow.Add(-48 * time.Hour), Actor: steward.ActorAPI, Change: "created: cleaning at 2026-03-07T09:00:00-05:00"},
			{At: evalNow.Add(-2 * time.Hour), Actor: steward.ActorWeb, Change: "scheduled_at 2026-03-07T09:00:00-05:00 → 2026-03-07T10:00:00-05:00", Reason: &reason},
		},
		cabin: {{At: evalNow.Add(-72 * time.Hour), Actor: steward.ActorAPI, Change: "created: cleaning at 2026-03-05T10:00:00-05:00"}},
	}
	okafor := refs.stays["okafor"]
	for _, j := range m.jobs {
		if j.ID == cabin {
			end := time.Date(2026, 3, 5, 21, 0, 0, 0, time.UTC)
			j.ReservationID, j.WindowEnd, j.SameDay = &okafor, &end, true
		}
	}
	for _, tc := range []struct{ msg, want string }{
		{"who moved my job?", "someone in the web app"},
		{"who moved my job?", "Blue Ridge"},
		{"who moved my job?", "later start"},
		{"who changed the cabin cleaning", "created"},
		{"who's doing the cabin cleaning", "after Okafor Family's check-out, to be done by the next check-in the same day, Thu Mar 5 at 4:00 PM EST"},
	} {
		r, err := m.engine().Handle(ctx, 1, Request{Message: tc.msg})
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != steward.MessageCompleted || !strings.Contains(r.Text, tc.want) {
			t.Errorf("%q: reply [%s] %q, want it to say %q", tc.msg, r.Status, r.Text, tc.want)
		}
	}
}
