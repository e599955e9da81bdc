package steward

import (
	"testing"
	"time"
)

func TestJobBusy(t *testing.T) {
	t0 := time.Date(2026, 3, 10, 16, 0, 0, 0, time.UTC)
	beds, baths := 4, 3.0
	villa := &Address{Bedrooms: &beds, Bathrooms: &baths, Turnover: Turnover{DurationMinutes: TurnoverMinutes(&beds, &baths)}}
	set := &Address{Turnover: Turnover{DurationMinutes: 45, DurationSet: true}}
	for _, tc := range []struct {
		name string
		t    ServiceType
		addr *Address
		want time.Duration
	}{
		{"CleaningTurnover", Cleaning, villa, 4 * time.Hour},
		{"CleaningSetByHand", Cleaning, set, 45 * time.Minute},
		{"CleaningRoomsUnknown", Cleaning, &Address{}, 2 * time.Hour},
		{"Maintenance", Maintenance, villa, 2 * time.Hour},
		{"Inspection", Inspection, villa, time.Hour},
		{"Restocking", Restocking, villa, time.Hour},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start, end := Job{ServiceType: tc.t, ScheduledAt: t0}.Busy(tc.addr)
			if !start.Equal(t0) || end.Sub(start) != tc.want {
				t.Errorf("Busy = %v to %v, want %v for %v", start, end, t0, tc.want)
			}
		})
	}
}

func TestJobProConflict(t *testing.T) {
	t0 := time.Date(2026, 3, 10, 16, 0, 0, 0, time.UTC)
	pro := &Pro{ID: 7, Name: "Lena"}
	addr := &Address{Street: "1 Main St", Timezone: "America/Los_Angeles"}
	other := &Job{ID: 1, ProID: &pro.ID, ServiceType: Inspection, Status: StatusConfirmed, ScheduledAt: t0}
	job := func(at time.Time, st JobStatus) Job {
		return Job{ID: 2, ProID: &pro.ID, ServiceType: Inspection, Status: st, ScheduledAt: at}
	}
	for _, tc := range []struct {
		name string
		j    Job
		o    JobStatus
		want bool
	}{
		{"Overlap", job(t0.Add(30*time.Minute), StatusPending), StatusConfirmed, true},
		{"AdjacentAfter", job(t0.Add(time.Hour), StatusPending), StatusConfirmed, false},
		{"AdjacentBefore", job(t0.Add(-time.Hour), StatusPending), StatusConfirmed, false},
		{"OtherInProgress", job(t0, StatusPending), StatusInProgress, true},
		{"OtherCancelled", job(t0, StatusPending), StatusCancelled, false},
		{"OtherCompleted", job(t0, StatusPending), StatusCompleted, false},
		{"ThisCompleted", job(t0, StatusCompleted), StatusConfirmed, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := *other
			o.Status = tc.o
			err := tc.j.ProConflict(addr, pro, &o, addr)
			if (err != nil) != tc.want {
				t.Fatalf("ProConflict = %v, want conflict %v", err, tc.want)
			}
			if err != nil && (err.Code != EPROCONFLICT || err.Message != "Lena is already booked on job 1 (inspection at 1 Main St, 2026-03-10 09:00 PDT to 10:00 PDT)") {
				t.Errorf("error = %v", err)
			}
		})
	}
}

func TestParseStatuses(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []JobStatus
		err  bool
	}{
		{"", nil, false},
		{"pending", []JobStatus{StatusPending}, false},
		{"pending, confirmed,pending", []JobStatus{StatusPending, StatusConfirmed}, false},
		{"pending,", nil, true},
		{"done", nil, true},
	} {
		got, err := ParseStatuses("status", tc.in)
		if (err != nil) != tc.err || len(got) != len(tc.want) {
			t.Errorf("ParseStatuses(%q) = %v, %v; want %v, error %v", tc.in, got, err, tc.want, tc.err)
			continue
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("ParseStatuses(%q) = %v, want %v", tc.in, got, tc.want)
			}
		}
	}
}

func TestPastScheduledAt(t *testing.T) {
	now := time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)
	in := JobCreate{AddressID: 1, ServiceType: Cleaning, ScheduledAt: now.Add(-6 * time.Minute)}
	if _, err := NewJob(1, in, &Address{}, nil, now); ErrorCode(err) != EVALIDATION {
		t.Errorf("create 6 minutes ago: %v, want VALIDATION_ERROR", err)
	}
	in.History = true
	if _, err := NewJob(1, in, &Address{}, nil, now); err != nil {
		t.Errorf("create history: %v", err)
	}
	j := Job{Status: StatusInProgress, ScheduledAt: now}
	past, done := now.Add(-48*time.Hour), StatusCompleted
	if _, err := j.Apply(JobUpdate{ScheduledAt: &past}, nil, now); err != nil {
		t.Errorf("in-progress job to its real start: %v", err)
	}
	if _, err := j.Apply(JobUpdate{ScheduledAt: &past, Status: &done}, nil, now); err != nil {
		t.Errorf("complete with the real time: %v", err)
	}
	j.Status = StatusConfirmed
	if _, err := j.Apply(JobUpdate{ScheduledAt: &past}, nil, now); ErrorCode(err) != EVALIDATION {
		t.Errorf("reschedule a confirmed job to the past: %v, want VALIDATION_ERROR", err)
	}
}
