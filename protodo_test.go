package steward

import (
	"strings"
	"testing"
	"time"
)

func TestProSeesAndCanTick(t *testing.T) {
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	me, other := int64(4), int64(7)
	for _, c := range []struct {
		name     string
		job      Job
		occurred time.Time
		sees     bool
		tick     string // the error code of ProCanTick, "" when allowed
	}{
		{"Mine", Job{Assignment: Accepted, ProID: &me}, now, true, ""},
		{"MinePast", Job{Assignment: Accepted, ProID: &me, Status: StatusInProgress}, now.Add(-time.Hour), true, ""},
		{"MineFuture", Job{Assignment: Accepted, ProID: &me}, now.Add(time.Second), true, EVALIDATION},
		{"OfferedToMe", Job{Assignment: Offered, OfferedTo: &me}, now, true, ENOTFOUND},
		{"OfferedToOther", Job{Assignment: Offered, OfferedTo: &other}, now, false, ENOTFOUND},
		{"Others", Job{Assignment: Accepted, ProID: &other}, now, false, ENOTFOUND},
		{"Unassigned", Job{Assignment: Unassigned}, now, false, ENOTFOUND},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := c.job.ProSees(me); got != c.sees {
				t.Errorf("ProSees = %v, want %v", got, c.sees)
			}
			err := c.job.ProCanTick(me, c.occurred, now)
			if got := ErrorCode(err); got != c.tick {
				t.Errorf("ProCanTick = %v, want code %q", err, c.tick)
			}
		})
	}
}

func TestProCompleteTakesTheChecklist(t *testing.T) {
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	me := int64(4)
	j := Job{Assignment: Accepted, ProID: &me, Status: StatusInProgress, CreatedAt: now.Add(-time.Hour), TodosMissing: []string{"Beds"}}
	if _, err := j.ProApply(me, ProComplete, nil, now, now); ErrorCode(err) != ETRANSITION || !strings.Contains(ErrorMessage(err), "Beds") {
		t.Errorf("complete with Beds missing = %v, want ETRANSITION naming Beds", err)
	}
	j.TodosMissing = nil
	if c, err := j.ProApply(me, ProComplete, nil, now, now); err != nil || c.Job.Status != StatusCompleted {
		t.Errorf("complete = %+v, %v; want completed", c.Job.Status, err)
	}
}
