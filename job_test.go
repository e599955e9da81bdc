package steward

import (
	"math"
	"strings"
	"testing"
	"time"
)

var (
	jobT0  = time.Date(2026, 3, 12, 18, 0, 0, 0, time.UTC) // scheduled_at
	jobNow = time.Date(2026, 3, 10, 9, 30, 0, 0, time.UTC) // when the change happens
)

// jobIn returns a job in status st, created before jobNow; a completed
// job completed before jobNow too.
func jobIn(st JobStatus) Job {
	before := jobNow.Add(-time.Hour)
	j := Job{ID: 7, AccountID: 1, AddressID: 2, ServiceType: Cleaning, Status: st, ScheduledAt: jobT0,
		Price: 150, CreatedAt: before, UpdatedAt: before}
	if st == StatusCompleted {
		j.CompletedAt = &before
	}
	return j
}

// TestJobLifeCycle walks every (from, to) pair of the five statuses
// through Apply, and every status through Cancel: what is allowed, the
// event it announces and what becomes of completed_at.
func TestJobLifeCycle(t *testing.T) {
	const (
		pending, confirmed, inProgress = StatusPending, StatusConfirmed, StatusInProgress
		completed, cancelled           = StatusCompleted, StatusCancelled
	)
	// event is the event the move announces; "" with code "" is a no-op.
	// Every completed job has a completed_at: set at jobNow when it
	// completes here, kept when it was completed before.
	seen := map[[2]JobStatus]bool{}
	for _, tc := range []struct {
		from, to JobStatus
		code     string
		event    string
	}{
		{pending, pending, "", ""},
		{pending, confirmed, "", EventJobScheduled},
		{pending, inProgress, "", EventJobInProgress},
		{pending, completed, ETRANSITION, ""},
		{pending, cancelled, "", EventJobCancelled},
		{confirmed, pending, "", ""}, // back to pending announces nothing
		{confirmed, confirmed, "", ""},
		{confirmed, inProgress, "", EventJobInProgress},
		{confirmed, completed, ETRANSITION, ""},
		{confirmed, cancelled, "", EventJobCancelled},
		{inProgress, pending, ETRANSITION, ""},
		{inProgress, confirmed, ETRANSITION, ""},
		{inProgress, inProgress, "", ""},
		{inProgress, completed, "", EventJobCompleted},
		{inProgress, cancelled, "", EventJobFailed},
		{completed, pending, ETRANSITION, ""},
		{completed, confirmed, ETRANSITION, ""},
		{completed, inProgress, ETRANSITION, ""},
		{completed, completed, "", ""},
		{completed, cancelled, ETRANSITION, ""},
		{cancelled, pending, "", EventJobScheduled},   // reinstated (see TestJobReinstate)
		{cancelled, confirmed, "", EventJobScheduled}, // reinstated as it was
		{cancelled, inProgress, ETRANSITION, ""},
		{cancelled, completed, ETRANSITION, ""},
		{cancelled, cancelled, "", ""},
	} {
		seen[[2]JobStatus{tc.from, tc.to}] = true
		t.Run("Apply/"+string(tc.from)+"To"+string(tc.to), func(t *testing.T) {
			j := jobIn(tc.from)
			to := tc.to
			c, err := j.Apply(JobUpdate{Status: &to}, nil, jobNow)
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("error code = %q (%v), want %q", got, err, tc.code)
			} else if err != nil {
				if CanTransition(tc.from, tc.to) {
					t.Errorf("CanTransition(%s, %s) = true, but Apply refused", tc.from, tc.to)
				}
				return
			}
			moved := tc.from != tc.to
			if c.Job.Status != tc.to || c.Event != tc.event || c.Changed != moved {
				t.Errorf("Apply = status %s, event %q, changed %t; want %s, %q, %t", c.Job.Status, c.Event, c.Changed, tc.to, tc.event, moved)
			}
			wantUpdated := j.UpdatedAt
			if moved {
				wantUpdated = jobNow
			}
			if !c.Job.UpdatedAt.Equal(wantUpdated) {
				t.Errorf("updated_at = %v, want %v", c.Job.UpdatedAt, wantUpdated)
			}
			checkCompletedAt(t, j, c.Job)
		})
	}
	if len(seen) != len(JobStatuses)*len(JobStatuses) {
		t.Errorf("the table has %d distinct (from, to) pairs, want all %d", len(seen), len(JobStatuses)*len(JobStatuses))
	}

	for _, tc := range []struct {
		from       JobStatus
		cancelable bool
		code       string
		event      string
	}{
		{pending, true, "", EventJobCancelled},
		{confirmed, true, "", EventJobCancelled},
		{inProgress, false, ETRANSITION, ""}, // Apply may fail it; Cancel may not
		{completed, false, ETRANSITION, ""},
		{cancelled, false, "", ""}, // again: succeeds, changes nothing
	} {
		t.Run("Cancel/"+string(tc.from), func(t *testing.T) {
			j := jobIn(tc.from)
			if got := j.Cancellable(); got != tc.cancelable {
				t.Errorf("Cancellable() = %t, want %t", got, tc.cancelable)
			}
			c, err := j.Cancel(jobNow)
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("error code = %q (%v), want %q", got, err, tc.code)
			} else if err != nil {
				return
			}
			if c.Job.Status != cancelled || c.Event != tc.event || c.Changed != tc.cancelable {
				t.Errorf("Cancel = status %s, event %q, changed %t; want cancelled, %q, %t", c.Job.Status, c.Event, c.Changed, tc.event, tc.cancelable)
			}
			checkCompletedAt(t, j, c.Job)
		})
	}
}

// checkCompletedAt checks that next, changed from prev at jobNow, has the
// completed_at it should: jobNow when it just completed, prev's otherwise.
func checkCompletedAt(t *testing.T, prev, next Job) {
	t.Helper()
	want := prev.CompletedAt
	if next.Status == StatusCompleted && prev.Status != StatusCompleted {
		want = &jobNow
	}
	if (next.CompletedAt == nil) != (want == nil) || want != nil && !next.CompletedAt.Equal(*want) {
		t.Errorf("completed_at = %v with status %s (from %s), want %v", next.CompletedAt, next.Status, prev.Status, want)
	}
}

func TestJobApply(t *testing.T) {
	later, notes := jobT0.Add(24*time.Hour), "gate code 1234"
	for _, tc := range []struct {
		name  string
		from  JobStatus
		upd   JobUpdate
		code  string
		event string
		moved bool // whether the job changes
	}{
		{"Reschedule", StatusPending, JobUpdate{ScheduledAt: &later}, "", EventJobScheduled, true},
		{"RescheduleInProgress", StatusInProgress, JobUpdate{ScheduledAt: &later}, "", EventJobScheduled, true},
		{"RescheduleToSameTime", StatusCompleted, JobUpdate{ScheduledAt: &jobT0}, "", "", false},
		{"ErrRescheduleCompleted", StatusCompleted, JobUpdate{ScheduledAt: &later}, ETRANSITION, "", false},
		{"ErrRescheduleCancelled", StatusCancelled, JobUpdate{ScheduledAt: &later}, ETRANSITION, "", false},
		{"Reinstate", StatusCancelled, JobUpdate{Status: ptrTo(StatusPending)}, "", EventJobScheduled, true},
		{"ReinstateAndReschedule", StatusCancelled, JobUpdate{Status: ptrTo(StatusPending), ScheduledAt: &later}, "", EventJobScheduled, true},
		{"ReinstateConfirmed", StatusCancelled, JobUpdate{Status: ptrTo(StatusConfirmed)}, "", EventJobScheduled, true},
		{"ErrCompleteCancelled", StatusCancelled, JobUpdate{Status: ptrTo(StatusCompleted)}, ETRANSITION, "", false},
		{"NotesOnly", StatusConfirmed, JobUpdate{Notes: &notes}, "", "", true},
		{"NotesOfFinalJob", StatusCompleted, JobUpdate{Notes: &notes}, "", "", true},
		{"Empty", StatusConfirmed, JobUpdate{}, "", "", false},
		{"CompleteAndReschedule", StatusInProgress, JobUpdate{Status: ptrTo(StatusCompleted), ScheduledAt: &later}, "", EventJobCompleted, true},
		{"ErrInvalidStatus", StatusPending, JobUpdate{Status: ptrTo(JobStatus("done"))}, EVALIDATION, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			j := jobIn(tc.from)
			c, err := j.Apply(tc.upd, nil, jobNow)
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("error code = %q (%v), want %q", got, err, tc.code)
			} else if err != nil {
				return
			}
			if c.Event != tc.event || c.Changed != tc.moved {
				t.Errorf("Apply = event %q, changed %t; want %q, %t", c.Event, c.Changed, tc.event, tc.moved)
			}
			if !tc.moved && !equalJobs(c.Job, j) {
				t.Errorf("unchanged job = %+v, want %+v", c.Job, j)
			}
			if tc.upd.ScheduledAt != nil && !c.Job.ScheduledAt.Equal(*tc.upd.ScheduledAt) {
				t.Errorf("scheduled_at = %v, want %v", c.Job.ScheduledAt, *tc.upd.ScheduledAt)
			}
			if tc.upd.Notes != nil && (c.Job.Notes == nil || *c.Job.Notes != *tc.upd.Notes) {
				t.Errorf("notes = %v, want %q", c.Job.Notes, *tc.upd.Notes)
			}
		})
	}
}

// TestJobReinstate brings cancelled jobs back: only one that never started,
// did not fail and whose time is ahead.
func TestJobReinstate(t *testing.T) {
	pending := StatusPending
	started, failed, past := jobIn(StatusCancelled), jobIn(StatusCancelled), jobIn(StatusCancelled)
	started.StartedAt = &jobNow
	reason := FailNoShow
	failed.FailureReason = &reason
	past.ScheduledAt = jobNow.Add(-time.Hour)
	for _, tc := range []struct {
		name string
		job  Job
		code string
	}{
		{"Cancelled", jobIn(StatusCancelled), ""},
		{"ErrStartedBeforeCancel", started, ETRANSITION},
		{"ErrFailed", failed, ETRANSITION},
		{"ErrPast", past, EVALIDATION},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.job.Reinstatable(jobNow); got != (tc.code == "") {
				t.Errorf("Reinstatable = %t, want %t", got, tc.code == "")
			}
			c, err := tc.job.Apply(JobUpdate{Status: &pending}, nil, jobNow)
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("error code = %q (%v), want %q", got, err, tc.code)
			} else if err == nil && (c.Job.Status != StatusPending || c.Event != EventJobScheduled) {
				t.Errorf("Apply = %s, event %q; want pending, %q", c.Job.Status, c.Event, EventJobScheduled)
			}
		})
	}
	if jobIn(StatusPending).Reinstatable(jobNow) {
		t.Error("a pending job is reinstatable")
	}
	for _, tc := range []struct {
		changes []string
		want    JobStatus
	}{
		{nil, StatusPending},
		{[]string{"created: cleaning at …", "status pending → confirmed", "status confirmed → cancelled"}, StatusConfirmed},
		{[]string{"status confirmed → cancelled", "status cancelled → pending", "status pending → cancelled"}, StatusPending},
	} {
		var h []*JobHistoryEntry
		for _, c := range tc.changes {
			h = append(h, &JobHistoryEntry{Change: c})
		}
		if got := StatusBeforeCancel(h); got != tc.want {
			t.Errorf("StatusBeforeCancel(%q) = %s, want %s", tc.changes, got, tc.want)
		}
	}
}

func TestNewJob(t *testing.T) {
	addr := &Address{ID: 2, State: "CA", Bedrooms: ptrTo(3), Bathrooms: ptrTo(2.0)}
	price := 99.5
	for _, tc := range []struct {
		name  string
		pro   *Pro
		price *float64
		code  string
	}{
		{"OK", nil, nil, ""},
		{"OKWithPrice", nil, &price, ""},
		{"OKActivePro", &Pro{ID: 3, Name: "Maria", Active: true, Services: []ServiceType{Maintenance, Cleaning}}, nil, ""},
		{"ErrInactivePro", &Pro{ID: 4, Name: "Tim", Active: false, Services: []ServiceType{Cleaning}}, nil, EVALIDATION},
		{"ErrProOffersNotTheService", &Pro{ID: 5, Name: "Ana Lima", Active: true, Services: []ServiceType{Maintenance}}, nil, EVALIDATION},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := JobCreate{AddressID: addr.ID, ServiceType: Cleaning, ScheduledAt: jobT0.In(time.FixedZone("PST", -8*3600)), Price: tc.price}
			if tc.pro != nil {
				in.ProID = &tc.pro.ID
			}
			c, err := NewJob(1, in, addr, tc.pro, jobNow)
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("error code = %q (%v), want %q", got, err, tc.code)
			} else if err != nil {
				return
			}
			j := c.Job
			wantPrice := EstimatePrice(addr, Cleaning).Price
			if tc.price != nil {
				wantPrice = *tc.price
			}
			if j.Status != StatusPending || j.AccountID != 1 || j.ScheduledAt != jobT0 || !j.CreatedAt.Equal(jobNow) ||
				!j.UpdatedAt.Equal(jobNow) || j.CompletedAt != nil || j.Price != wantPrice {
				t.Errorf("NewJob = %+v, want pending at %v in UTC, created now, price %v", j, jobT0, wantPrice)
			}
			if c.Event != EventJobScheduled || !c.Changed {
				t.Errorf("NewJob = event %q, changed %t; want %q, true", c.Event, c.Changed, EventJobScheduled)
			}
		})
	}
}

// TestJobApplyWork changes a job's pro, service type and price through
// Apply: who may be assigned, what a final job refuses, and the event.
func TestJobApplyWork(t *testing.T) {
	ana := &Pro{ID: 3, Name: "Ana Lima", Active: true, Services: []ServiceType{Cleaning, Inspection}}
	bo := &Pro{ID: 4, Name: "Bo Chen", Active: true, Services: []ServiceType{Maintenance}}
	tim := &Pro{ID: 5, Name: "Tim Ode", Active: false, Services: []ServiceType{Cleaning}}
	withAna := func(st JobStatus) Job { j := jobIn(st); j.ProID = &ana.ID; return j }
	maint, insp, price, same := Maintenance, Inspection, 180.0, 150.0
	for _, tc := range []struct {
		name    string
		job     Job
		upd     JobUpdate
		pro     *Pro // what the store loads: the pro the job has after upd
		code    string
		message string
		event   string
		wantPro *int64 // when the update succeeds
	}{
		{"Assign", jobIn(StatusPending), JobUpdate{ProID: &ana.ID}, ana, "", "", EventJobScheduled, &ana.ID},
		{"AssignInProgress", jobIn(StatusInProgress), JobUpdate{ProID: &ana.ID}, ana, "", "", EventJobScheduled, &ana.ID},
		{"Reassign", withAna(StatusConfirmed), JobUpdate{ProID: &bo.ID, ServiceType: &maint}, bo, "", "", EventJobScheduled, &bo.ID},
		{"SameProAgain", withAna(StatusConfirmed), JobUpdate{ProID: &ana.ID}, ana, "", "", "", &ana.ID},
		{"Unassign", withAna(StatusConfirmed), JobUpdate{UnassignPro: true}, nil, "", "", EventJobScheduled, nil},
		{"UnassignNone", jobIn(StatusPending), JobUpdate{UnassignPro: true}, nil, "", "", "", nil},
		{"ServiceTheProOffers", withAna(StatusPending), JobUpdate{ServiceType: &insp}, ana, "", "", EventJobScheduled, &ana.ID},
		{"ServiceWithoutPro", jobIn(StatusPending), JobUpdate{ServiceType: &maint}, nil, "", "", EventJobScheduled, nil},
		{"Price", withAna(StatusInProgress), JobUpdate{Price: &price}, nil, "", "", EventJobScheduled, &ana.ID},
		{"SamePrice", jobIn(StatusPending), JobUpdate{Price: &same}, nil, "", "", "", nil},
		{"PriceAndComplete", jobIn(StatusInProgress), JobUpdate{Price: &price, Status: ptrTo(StatusCompleted)}, nil, "", "", EventJobCompleted, nil},
		{"ErrInactivePro", jobIn(StatusPending), JobUpdate{ProID: &tim.ID}, tim, EVALIDATION, "Invalid pro_id: pro 5 (Tim Ode) is inactive", "", nil},
		{"ErrProOffersNotTheService", jobIn(StatusPending), JobUpdate{ProID: &bo.ID}, bo, EVALIDATION, "Invalid pro_id: Bo Chen does not offer cleaning", "", nil},
		{"ErrNewProOffersNotTheNewService", jobIn(StatusPending), JobUpdate{ProID: &ana.ID, ServiceType: &maint}, ana, EVALIDATION, "Invalid pro_id: Ana Lima does not offer maintenance", "", nil},
		{"ErrServiceTheProDoesNotOffer", withAna(StatusPending), JobUpdate{ServiceType: &maint}, ana, EVALIDATION,
			"Invalid service_type: the job's pro, Ana Lima, does not offer maintenance; assign another pro or unassign this one", "", nil},
		{"ErrAssignAndUnassign", jobIn(StatusPending), JobUpdate{ProID: &ana.ID, UnassignPro: true}, ana, EVALIDATION, "", "", nil},
		{"ErrBadProID", jobIn(StatusPending), JobUpdate{ProID: ptrTo(int64(0))}, nil, EVALIDATION, "Invalid pro_id: must be a positive integer", "", nil},
		{"ErrBadService", jobIn(StatusPending), JobUpdate{ServiceType: ptrTo(ServiceType("gardening"))}, nil, EVALIDATION, "", "", nil},
		{"ErrNegativePrice", jobIn(StatusPending), JobUpdate{Price: ptrTo(-1.0)}, nil, EVALIDATION, "Invalid price: must not be negative", "", nil},
		{"ErrPriceNaN", jobIn(StatusPending), JobUpdate{Price: ptrTo(math.NaN())}, nil, EVALIDATION, "Invalid price: must be a number", "", nil},
		{"ErrPriceTooHigh", jobIn(StatusPending), JobUpdate{Price: ptrTo(MaxPrice + 1)}, nil, EVALIDATION, "Invalid price: must be at most 1000000", "", nil},
		{"ErrAssignCompleted", jobIn(StatusCompleted), JobUpdate{ProID: &ana.ID}, ana, ETRANSITION, "Cannot change the pro of a job that is completed", "", nil},
		{"ErrUnassignCancelled", withAna(StatusCancelled), JobUpdate{UnassignPro: true}, nil, ETRANSITION, "Cannot change the pro of a job that is cancelled", "", nil},
		{"ErrServiceCompleted", jobIn(StatusCompleted), JobUpdate{ServiceType: &maint}, nil, ETRANSITION, "Cannot change the service type of a job that is completed", "", nil},
		{"ErrPriceCancelled", jobIn(StatusCancelled), JobUpdate{Price: &price}, nil, ETRANSITION, "Cannot change the price of a job that is cancelled", "", nil},
		{"SameWorkOfFinalJob", withAna(StatusCompleted), JobUpdate{ProID: &ana.ID, ServiceType: ptrTo(Cleaning), Price: &same}, ana, "", "", "", &ana.ID},
		{"ErrProNotLoaded", jobIn(StatusPending), JobUpdate{ProID: &ana.ID}, nil, EINTERNAL, "", "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := tc.job.Apply(tc.upd, tc.pro, jobNow)
			if got := ErrorCode(err); got != tc.code {
				t.Fatalf("error code = %q (%v), want %q", got, err, tc.code)
			} else if err != nil {
				if tc.message != "" && ErrorMessage(err) != tc.message {
					t.Errorf("message = %q, want %q", ErrorMessage(err), tc.message)
				}
				return
			}
			moved := tc.event != "" || tc.upd.Status != nil
			if c.Event != tc.event || c.Changed != moved {
				t.Errorf("Apply = event %q, changed %t; want %q, %t", c.Event, c.Changed, tc.event, moved)
			}
			if !equalIDs(c.Job.ProID, tc.wantPro) {
				t.Errorf("pro_id = %v, want %v", c.Job.ProID, tc.wantPro)
			}
			if tc.upd.ServiceType != nil && c.Job.ServiceType != *tc.upd.ServiceType {
				t.Errorf("service_type = %s, want %s", c.Job.ServiceType, *tc.upd.ServiceType)
			}
			if tc.upd.Price != nil && c.Job.Price != *tc.upd.Price {
				t.Errorf("price = %v, want %v", c.Job.Price, *tc.upd.Price)
			}
			if want, ok := tc.upd.ProToLoad(tc.job); ok != (tc.pro != nil) || ok && want != tc.pro.ID {
				t.Errorf("ProToLoad = %d, %t; want the pro the test loads, %v", want, ok, tc.pro)
			}
		})
	}
}

func ptrTo[T any](v T) *T { return &v }

func equalJobs(a, b Job) bool {
	return a.Status == b.Status && a.ScheduledAt.Equal(b.ScheduledAt) && equalStrings(a.Notes, b.Notes) &&
		a.UpdatedAt.Equal(b.UpdatedAt) && a.CompletedAt == b.CompletedAt
}

// TestJobFilterIDs: an id filter must name something that can exist.
func TestJobFilterIDs(t *testing.T) {
	zero, neg, one := int64(0), int64(-3), int64(1)
	for name, f := range map[string]JobFilter{"address_id": {AddressID: &zero}, "pro_id": {ProID: &neg}, "reservation_id": {ReservationID: &zero}} {
		if err := f.Validate(); ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), "Invalid "+name) {
			t.Errorf("%s: Validate() = %v, want a VALIDATION_ERROR naming it", name, err)
		}
	}
	if f := (JobFilter{AddressID: &one, ProID: &one, ReservationID: &one}); f.Validate() != nil {
		t.Errorf("positive ids refused: %v", f.Validate())
	}
}

// TestBeforeChange reads back what DescribeJobChange wrote: a move, a new
// pro, both; a change an undo cannot put back is not read.
func TestBeforeChange(t *testing.T) {
	at := time.Date(2026, 3, 8, 16, 0, 0, 0, time.UTC)
	pro := int64(7)
	base := Job{ID: 1, Status: StatusPending, ScheduledAt: at, ServiceType: Cleaning, Price: 120}
	moved := base
	moved.ScheduledAt = at.Add(2 * time.Hour)
	given := base
	given.ProID = &pro
	both := moved
	both.ProID = &pro
	repriced := base
	repriced.Price = 150
	confirmed := moved
	confirmed.Status = StatusConfirmed
	for _, tc := range []struct {
		name      string
		prev, cur Job
		ok        bool
		at        *time.Time
		proChange bool
		proID     *int64
	}{
		{"moved", base, moved, true, &at, false, nil},
		{"given", base, given, true, nil, true, nil},
		{"taken off", given, base, true, nil, true, &pro},
		{"moved and given", base, both, true, &at, true, nil},
		{"repriced", base, repriced, false, nil, false, nil},
		{"moved and confirmed", base, confirmed, false, nil, false, nil},
	} {
		b, ok := BeforeChange(&JobHistoryEntry{Change: DescribeJobChange(&tc.prev, &tc.cur)})
		if ok != tc.ok || !equalTimes(b.ScheduledAt, tc.at) || b.ProChanged != tc.proChange || fmtID(b.ProID) != fmtID(tc.proID) {
			t.Errorf("%s: BeforeChange(%q) = %+v, %v", tc.name, DescribeJobChange(&tc.prev, &tc.cur), b, ok)
		}
	}
	if _, ok := BeforeChange(&JobHistoryEntry{Change: "created: cleaning at 2026-03-08T16:00:00Z"}); ok {
		t.Error("a creation read as a change to undo")
	}
}
