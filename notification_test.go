package steward

import (
	"slices"
	"strings"
	"testing"
	"time"
)

func TestJobNotices(t *testing.T) {
	ana, bruno := int64(1), int64(2)
	at := time.Date(2030, 1, 15, 19, 0, 0, 0, time.UTC)
	notes := "towels"
	base := Job{ID: 7, ProID: &ana, ServiceType: Cleaning, Status: StatusPending, ScheduledAt: at}
	with := func(f func(j *Job)) *Job { j := base; f(&j); return &j }
	for _, tt := range []struct {
		name      string
		prev, cur *Job
		want      []JobNotice
	}{
		{"CreatedWithPro", nil, &base, []JobNotice{{ProID: ana, Kind: NotifyAssigned}}},
		{"CreatedWithoutPro", nil, with(func(j *Job) { j.ProID = nil }), nil},
		{"Rescheduled", &base, with(func(j *Job) { j.ScheduledAt = at.Add(time.Hour) }), []JobNotice{{ProID: ana, Kind: NotifyChanged, Changes: []string{"time"}}}},
		{"NotesAndService", &base, with(func(j *Job) { j.Notes = &notes; j.ServiceType = Maintenance }),
			[]JobNotice{{ProID: ana, Kind: NotifyChanged, Changes: []string{"service", "notes"}}}},
		{"Confirmed", &base, with(func(j *Job) { j.Status = StatusConfirmed }), nil},
		{"Cancelled", &base, with(func(j *Job) { j.Status = StatusCancelled }), []JobNotice{{ProID: ana, Kind: NotifyCancelled}}},
		{"Reassigned", &base, with(func(j *Job) { j.ProID = &bruno }), []JobNotice{{ProID: ana, Kind: NotifyUnassigned}, {ProID: bruno, Kind: NotifyAssigned}}},
		{"ProRemoved", &base, with(func(j *Job) { j.ProID = nil }), []JobNotice{{ProID: ana, Kind: NotifyUnassigned}}},
		{"ProAdded", with(func(j *Job) { j.ProID = nil }), &base, []JobNotice{{ProID: ana, Kind: NotifyAssigned}}},
		{"NoProRescheduled", with(func(j *Job) { j.ProID = nil }), with(func(j *Job) { j.ProID = nil; j.ScheduledAt = at.Add(time.Hour) }), nil},
		{"Offered", with(func(j *Job) { j.ProID = nil }), with(func(j *Job) { j.ProID = nil; j.OfferedTo = &bruno }), []JobNotice{{ProID: bruno, Kind: NotifyOffered}}},
		{"OfferedToNext", with(func(j *Job) { j.ProID = nil; j.OfferedTo = &ana }), with(func(j *Job) { j.ProID = nil; j.OfferedTo = &bruno }),
			[]JobNotice{{ProID: bruno, Kind: NotifyOffered}}},
		{"OfferLapsed", with(func(j *Job) { j.ProID = nil; j.OfferedTo = &ana }), with(func(j *Job) { j.ProID = nil }), nil},
		{"OfferOfCancelled", with(func(j *Job) { j.ProID = nil }), with(func(j *Job) { j.ProID = nil; j.OfferedTo = &bruno; j.Status = StatusCancelled }), nil},
		{"CompletedNotesChanged", with(func(j *Job) { j.Status = StatusCompleted }), with(func(j *Job) { j.Status = StatusCompleted; j.Notes = &notes }), nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := JobNotices(tt.prev, tt.cur)
			if !slices.EqualFunc(got, tt.want, func(a, b JobNotice) bool {
				return a.ProID == b.ProID && a.Kind == b.Kind && slices.Equal(a.Changes, b.Changes)
			}) {
				t.Errorf("JobNotices = %+v, want %+v", got, tt.want)
			}
		})
	}
}

func TestComposeJobMail(t *testing.T) {
	nick, access, notes := "Sunset Villa", "Lockbox 4321", "Bring extra towels"
	addr := &Address{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Country: "US", Nickname: &nick,
		AccessInstructions: &access, Timezone: "America/Los_Angeles"}
	pro := &Pro{ID: 1, Name: "Ana Lima", Email: "ana@example.com"}
	prev := &Job{ID: 7, ServiceType: Maintenance, ScheduledAt: time.Date(2030, 1, 15, 19, 0, 0, 0, time.UTC)}
	cur := &Job{ID: 7, ServiceType: Maintenance, ScheduledAt: time.Date(2030, 7, 16, 20, 30, 0, 0, time.UTC), Notes: &notes}
	for _, tt := range []struct {
		name    string
		n       JobNotice
		prev    *Job
		subject string
		body    []string
		notIn   []string
	}{
		{"Assigned", JobNotice{Kind: NotifyAssigned}, nil,
			"New job: maintenance visit at Sunset Villa on Tue Jul 16 2030 at 1:30 PM PDT",
			[]string{"Hello Ana Lima,", "You have a new job: a maintenance visit at Sunset Villa on Tue Jul 16 2030 at 1:30 PM PDT.",
				"Address:  88 Coast Hwy, San Diego, CA 92109\n", "Job:      #7\n", "Notes:\nBring extra towels\n", "Access instructions:\nLockbox 4321\n",
				"Your jobs: https://steward.example.com/pro/\n"}, nil},
		{"Changed", JobNotice{Kind: NotifyChanged, Changes: []string{"time", "notes"}}, prev,
			"Job changed: maintenance visit at Sunset Villa on Tue Jul 16 2030 at 1:30 PM PDT",
			[]string{"has changed (time and notes). It was on Tue Jan 15 2030 at 11:00 AM PST and is now on Tue Jul 16 2030 at 1:30 PM PDT."}, nil},
		{"Cancelled", JobNotice{Kind: NotifyCancelled}, nil,
			"Job cancelled: maintenance visit at Sunset Villa on Tue Jul 16 2030 at 1:30 PM PDT",
			[]string{"is cancelled. Please do not go."}, []string{"Lockbox 4321", "/pro/"}},
		{"Unassigned", JobNotice{Kind: NotifyUnassigned}, nil,
			"Job no longer yours: maintenance visit at Sunset Villa on Tue Jul 16 2030 at 1:30 PM PDT",
			[]string{"Please do not go."}, []string{"Lockbox 4321"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := ComposeJobMail(tt.n, tt.prev, cur, addr, pro, "https://steward.example.com/pro/")
			if m.Subject != tt.subject {
				t.Errorf("subject = %q, want %q", m.Subject, tt.subject)
			}
			for _, want := range tt.body {
				if !strings.Contains(m.Body, want) {
					t.Errorf("body lacks %q:\n%s", want, m.Body)
				}
			}
			for _, not := range tt.notIn {
				if strings.Contains(m.Body, not) {
					t.Errorf("body has %q, which it should not tell:\n%s", not, m.Body)
				}
			}
		})
	}
}
