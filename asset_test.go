package steward

import (
	"strings"
	"testing"
	"time"
)

func TestAssetInputValidate(t *testing.T) {
	date := func(s string) *string { return &s }
	cases := []struct {
		name  string
		in    AssetInput
		field string // "" when valid
	}{
		{"OK", AssetInput{Kind: "HVAC", ServiceTasks: []ServiceTaskInput{{Name: "Filter", IntervalDays: 90}}}, ""},
		{"ErrMissingKind", AssetInput{Kind: " "}, "kind"},
		{"ErrBadInstallDate", AssetInput{Kind: "HVAC", InstalledOn: date("2026-02-30")}, "installed_on"},
		{"ErrInstallDateBefore1970", AssetInput{Kind: "HVAC", InstalledOn: date("1969-12-31")}, "installed_on"},
		{"ErrInstallDateAfter2199", AssetInput{Kind: "HVAC", InstalledOn: date("2200-01-01")}, "installed_on"},
		{"ErrStatus", AssetInput{Kind: "HVAC", Status: "broken"}, "status"},
		{"ErrTaskName", AssetInput{Kind: "HVAC", ServiceTasks: []ServiceTaskInput{{IntervalDays: 9}}}, "service_tasks[0].name"},
		{"ErrIntervalZero", AssetInput{Kind: "HVAC", ServiceTasks: []ServiceTaskInput{{Name: "x", IntervalDays: 0}}}, "service_tasks[0].interval_days"},
		{"ErrIntervalTooLong", AssetInput{Kind: "HVAC", ServiceTasks: []ServiceTaskInput{{Name: "x", IntervalDays: 3651}}}, "service_tasks[0].interval_days"},
		{"ErrLastDone", AssetInput{Kind: "HVAC", ServiceTasks: []ServiceTaskInput{{Name: "x", IntervalDays: 1, LastDoneOn: date("soon")}}}, "service_tasks[0].last_done_on"},
		{"ErrDuplicateTask", AssetInput{Kind: "HVAC", ServiceTasks: []ServiceTaskInput{{ID: 3, Name: "x", IntervalDays: 1}, {ID: 3, Name: "y", IntervalDays: 1}}}, "service_tasks[1].id"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.in.Validate()
			if c.field == "" {
				if err != nil || c.in.Status != AssetOK {
					t.Errorf("got %v (status %q), want valid with status ok", err, c.in.Status)
				}
				return
			}
			if ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), c.field) {
				t.Errorf("got %v, want a validation error naming %s", err, c.field)
			}
		})
	}
}

func TestServiceTaskDue(t *testing.T) {
	d := func(s string) *string { return &s }
	cases := []struct {
		task      ServiceTask
		installed *string
		want      string
	}{
		{ServiceTask{IntervalDays: 90, LastDoneOn: d("2026-01-01"), Since: "2025-06-01"}, d("2020-01-01"), "2026-04-01"},
		{ServiceTask{IntervalDays: 90, Since: "2025-06-01"}, d("2025-12-31"), "2026-03-31"},
		{ServiceTask{IntervalDays: 180, Since: "2026-03-02"}, nil, "2026-08-29"},
	}
	for _, c := range cases {
		if got := c.task.Due(c.installed); got != c.want {
			t.Errorf("Due(%+v, %v) = %s, want %s", c.task, c.installed, got, c.want)
		}
	}
	la, _ := time.LoadLocation("America/Los_Angeles")
	done := ServiceDone(ServiceTask{IntervalDays: 90, NextDueOn: "2026-03-20"}, nil, time.Date(2026, 3, 16, 2, 0, 0, 0, time.UTC), la)
	if *done.LastDoneOn != "2026-03-15" || done.NextDueOn != "2026-06-13" {
		t.Errorf("ServiceDone in the evening in LA = %v, %s; want 2026-03-15, 2026-06-13", *done.LastDoneOn, done.NextDueOn)
	}
}

func TestServiceDueSoon(t *testing.T) {
	la, _ := time.LoadLocation("America/Los_Angeles")
	now := time.Date(2026, 3, 6, 12, 0, 0, 0, la)
	cases := []struct {
		task ServiceTask
		want bool
	}{
		{ServiceTask{NextDueOn: "2026-03-20"}, true},                              // exactly 14 days ahead
		{ServiceTask{NextDueOn: "2026-03-21"}, false},                             // 15 days ahead
		{ServiceTask{NextDueOn: "2026-02-01"}, true},                              // overdue
		{ServiceTask{NextDueOn: "2026-03-10", ScheduledFor: "2026-03-10"}, false}, // booked already
		{ServiceTask{NextDueOn: "2026-03-10", ScheduledFor: "2025-12-10"}, true},  // booked for an earlier due date
	}
	for _, c := range cases {
		if got := ServiceDueSoon(c.task, la, now); got != c.want {
			t.Errorf("ServiceDueSoon(%+v) = %v, want %v", c.task, got, c.want)
		}
	}
}

func TestPlanService(t *testing.T) {
	loc, _ := time.LoadLocation("America/Los_Angeles")
	addr := &Address{ID: 1, Timezone: "America/Los_Angeles", Turnover: Turnover{DurationMinutes: 180}}
	at := func(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, loc) }
	stay := func(in, out int) *Reservation {
		return &Reservation{AddressID: 1, CheckIn: at(in, 16), CheckOut: at(out, 11), Status: ReservationConfirmed}
	}
	asset := &Asset{ID: 7, AddressID: 1, Kind: "HVAC", Location: "Hallway"}
	cases := []struct {
		name  string
		stays []*Reservation
		now   time.Time
		want  time.Time
		why   string
	}{
		{"after the turnover of the stay in progress, before the due date",
			[]*Reservation{stay(5, 12), stay(14, 22)}, at(7, 8), at(12, 14), "by its due date"},
		{"a same-day turn is skipped: the free night before the due date",
			[]*Reservation{stay(5, 12), stay(12, 15), stay(16, 22)}, at(7, 8), at(15, 14), "by its due date"},
		{"no window by the due date: the first one after it",
			[]*Reservation{stay(5, 12), stay(12, 22)}, at(7, 8), at(22, 14), "after its due date"},
		{"overdue: the first window two days from now",
			nil, at(25, 10), at(27, 10), "after its due date"},
		{"due within two days: the first window after the lead time",
			nil, at(19, 10), at(21, 10), "after its due date"},
		{"two days' lead time before the first window",
			nil, at(7, 8), at(9, 9), "by its due date"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			task := &ServiceTask{ID: 3, Name: "Replace filter", IntervalDays: 90, NextDueOn: "2026-03-20"}
			p, ok := PlanService(asset, task, addr, c.stays, c.now)
			if !ok || !p.Job.ScheduledAt.Equal(c.want) {
				t.Fatalf("got %v (%v), want %v", p.Job.ScheduledAt.In(loc), ok, c.want)
			}
			if p.Job.ServiceType != Maintenance || *p.Job.AssetID != 7 || *p.Job.ServiceTaskID != 3 ||
				!strings.Contains(*p.Job.Notes, "Replace filter") || !strings.Contains(p.Reason, c.why) {
				t.Errorf("plan = %+v, reason %q", p.Job, p.Reason)
			}
		})
	}
}

func TestAssetStatusFor(t *testing.T) {
	cases := []struct {
		cur  AssetStatus
		open int
		want AssetStatus
	}{
		{AssetOK, 1, AssetNeedsAttention},
		{AssetNeedsAttention, 0, AssetOK},
		{AssetNeedsAttention, 2, AssetNeedsAttention},
		{AssetOutOfService, 1, AssetOutOfService},
		{AssetOutOfService, 0, AssetOutOfService},
	}
	for _, c := range cases {
		if got := AssetStatusFor(c.cur, c.open); got != c.want {
			t.Errorf("AssetStatusFor(%s, %d) = %s, want %s", c.cur, c.open, got, c.want)
		}
	}
}

func TestJobAssetRules(t *testing.T) {
	now := time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)
	addr := &Address{ID: 1}
	id := int64(4)
	_, err := NewJob(1, JobCreate{AddressID: 1, ServiceType: Cleaning, ScheduledAt: now.Add(time.Hour), AssetID: &id}, addr, nil, now)
	if ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), "asset_id") {
		t.Errorf("a cleaning about an asset: %v, want a validation error naming asset_id", err)
	}
	c, err := NewJob(1, JobCreate{AddressID: 1, ServiceType: Maintenance, ScheduledAt: now.Add(time.Hour), AssetID: &id}, addr, nil, now)
	if err != nil || !c.Job.Repair() {
		t.Fatalf("a maintenance about an asset: %v, repair %v", err, c.Job.Repair())
	}
	cleaning := Cleaning
	if _, err := c.Job.Apply(JobUpdate{ServiceType: &cleaning}, nil, now); ErrorCode(err) != EVALIDATION {
		t.Errorf("turning a repair into a cleaning: %v, want a validation error", err)
	}
	u, err := c.Job.Apply(JobUpdate{UnlinkAsset: true}, nil, now)
	if err != nil || !u.Changed || u.Job.AssetID != nil {
		t.Errorf("unlinking: %+v, %v", u, err)
	}
}

func TestAssetNamed(t *testing.T) {
	dw := &Asset{ID: 1, Kind: "dishwasher", Location: "Kitchen"}
	wh := &Asset{ID: 2, Kind: "water heater", Location: "Garage"}
	ac := &Asset{ID: 3, Kind: "HVAC", Location: "Attic"}
	alarms := &Asset{ID: 4, Kind: "smoke alarms", Location: "Hallway"}
	upstairs := &Asset{ID: 5, Kind: "HVAC", Location: "Upstairs"}
	one := []*Asset{dw, wh, ac, alarms}
	cases := []struct {
		assets []*Asset
		text   string
		want   *Asset
	}{
		{one, "the dishwasher is leaking at the cabin", dw},
		{one, "The Dishwasher leaks at the door seal.", dw},
		{one, "no hot water at the cabin", wh},
		{one, "the AC isn't working", ac},
		{one, "a smoke alarm keeps chirping", alarms},
		{one, "the front door lock is broken", nil},
		{one, "the washer upstairs is broken", nil}, // no washer; "dishwasher" is another word
		{[]*Asset{ac, upstairs}, "the AC is out", nil},
		{[]*Asset{ac, upstairs}, "the upstairs AC is out", upstairs},
		{nil, "the dishwasher is leaking", nil},
	}
	for _, c := range cases {
		if got := AssetNamed(c.assets, c.text); got != c.want {
			t.Errorf("AssetNamed(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
