package steward

import (
	"testing"
	"time"
)

func TestOfferExpiry(t *testing.T) {
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	pro := &Pro{ID: 4, Name: "Ann", Active: true, Services: []ServiceType{Cleaning}}
	for _, c := range []struct {
		name  string
		ahead time.Duration // the job's time after now
		want  time.Duration // the offer's expiry after now
	}{
		{"Wait", 5 * 24 * time.Hour, 2 * time.Hour},
		{"DayBefore", 25 * time.Hour, time.Hour},      // 24 hours before the job comes first
		{"WithinADay", 20 * time.Hour, 2 * time.Hour}, // the day before is past: the wait
		{"JobFirst", time.Hour, time.Hour},            // never past the job's time
	} {
		t.Run(c.name, func(t *testing.T) {
			j := Job{ID: 1, ScheduledAt: now.Add(c.ahead), Status: StatusPending, Assignment: Unassigned, CreatedAt: now}
			got := j.Offer(pro, DefaultOfferPolicy, now)
			if got.Event != EventJobOffered || got.Job.Assignment != Offered || *got.Job.OfferedTo != 4 || got.Job.ProID != nil {
				t.Fatalf("Offer = %+v", got)
			}
			if want := now.Add(c.want); !got.Job.OfferExpiresAt.Equal(want) {
				t.Errorf("expires at %v, want %v", got.Job.OfferExpiresAt, want)
			}
		})
	}
}

func TestFailureDue(t *testing.T) {
	at := time.Date(2026, 3, 5, 10, 0, 0, 0, time.UTC)
	created := at.Add(-48 * time.Hour)
	windowEnd := at.Add(5 * time.Hour)
	for _, c := range []struct {
		name    string
		job     Job
		now     time.Time
		dropped bool
		want    FailureReason
	}{
		{"UnassignedBefore", Job{Assignment: Unassigned}, at.Add(-time.Second), false, ""},
		{"UnassignedAtStart", Job{Assignment: Unassigned}, at, false, FailNoPro},
		{"OfferedAtStart", Job{Assignment: Offered}, at, false, FailNoPro},
		{"Dropped", Job{Assignment: Unassigned}, at, true, FailProCancelled},
		{"AcceptedInWindow", Job{Assignment: Accepted}, at.Add(2*time.Hour - time.Second), false, ""},
		{"NoShow", Job{Assignment: Accepted}, at.Add(2 * time.Hour), false, FailNoShow},
		{"TurnoverWindow", Job{Assignment: Accepted, WindowEnd: &windowEnd}, at.Add(4 * time.Hour), false, ""},
		{"TurnoverNoShow", Job{Assignment: Accepted, WindowEnd: &windowEnd}, windowEnd, false, FailNoShow},
		{"Started", Job{Assignment: Accepted, Status: StatusInProgress}, at.Add(10 * time.Hour), false, ""},
		{"History", Job{Assignment: Unassigned, CreatedAt: at.Add(time.Hour)}, at.Add(2 * time.Hour), false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			j := c.job
			j.ScheduledAt = at
			if j.Status == "" {
				j.Status = StatusPending
			}
			if j.CreatedAt.IsZero() {
				j.CreatedAt = created
			}
			if got := j.FailureDue(c.now, c.dropped); got != c.want {
				t.Errorf("FailureDue = %q, want %q", got, c.want)
			}
			if c.want != "" {
				f := j.Fail(c.want, c.now)
				if f.Job.Status != StatusCancelled || *f.Job.FailureReason != c.want || f.Event != EventJobFailed {
					t.Errorf("Fail = %+v", f)
				}
			}
		})
	}
}

func TestJobProApply(t *testing.T) {
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	created := now.Add(-time.Hour)
	offeredAt := now.Add(-30 * time.Minute)
	ann, bo := int64(1), int64(2)
	offered := Job{ID: 9, Status: StatusPending, Assignment: Offered, OfferedTo: &ann, ScheduledAt: now.Add(48 * time.Hour), CreatedAt: created}
	accepted := Job{ID: 9, Status: StatusConfirmed, Assignment: Accepted, ProID: &ann, ScheduledAt: now.Add(time.Hour), CreatedAt: created}
	started := accepted
	started.Status = StatusInProgress
	cancelled := accepted
	cancelled.Status = StatusCancelled
	for _, c := range []struct {
		name     string
		job      Job
		pro      int64
		action   ProAction
		occurred time.Time
		code     string    // the error's, "" for none
		status   JobStatus // after, when no error
		event    string
	}{
		{"Accept", offered, ann, ProAccept, now, "", StatusPending, EventJobAccepted},
		{"AcceptNotOffered", offered, bo, ProAccept, now, ENOTFOUND, "", ""},
		{"AcceptBeforeOffer", offered, ann, ProAccept, offeredAt.Add(-time.Second), EVALIDATION, "", ""},
		{"AcceptInFuture", offered, ann, ProAccept, now.Add(time.Second), EVALIDATION, "", ""},
		{"StartOffered", offered, ann, ProStart, now, ETRANSITION, "", ""},
		{"Decline", offered, ann, ProDecline, now, "", StatusPending, ""},
		{"Drop", accepted, ann, ProDecline, now, "", StatusConfirmed, EventJobAtRisk},
		{"DropStarted", started, ann, ProDecline, now, ETRANSITION, "", ""},
		{"Start", accepted, ann, ProStart, now, "", StatusInProgress, EventJobInProgress},
		{"StartOthers", accepted, bo, ProStart, now, ENOTFOUND, "", ""},
		{"CompleteNotStarted", accepted, ann, ProComplete, now, ETRANSITION, "", ""},
		{"Complete", started, ann, ProComplete, now.Add(-time.Minute), "", StatusCompleted, EventJobCompleted},
		{"StartCancelled", cancelled, ann, ProStart, now, ETRANSITION, "", ""},
		{"BeforeCreated", accepted, ann, ProStart, created.Add(-time.Second), EVALIDATION, "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.job.ProApply(c.pro, c.action, &offeredAt, c.occurred, now)
			if c.code != "" {
				if ErrorCode(err) != c.code {
					t.Fatalf("err = %v, want %s", err, c.code)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Job.Status != c.status || got.Event != c.event || got.Actor != ActorPro || !got.OccurredAt.Equal(c.occurred) {
				t.Errorf("got status %s event %q actor %s occurred %v; want %s %q pro %v", got.Job.Status, got.Event, got.Actor, got.OccurredAt, c.status, c.event, c.occurred)
			}
			if c.action == ProComplete && !got.Job.CompletedAt.Equal(c.occurred) {
				t.Errorf("completed_at = %v, want %v", got.Job.CompletedAt, c.occurred)
			}
		})
	}
}
