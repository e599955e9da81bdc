package assistant

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Several jobs of one kind, and a booking next to a job that exists
// (docs/assistant.md, "Counts and duplicates").

// jobCount reads how many jobs of one service a message asks for: a number
// right before a service word ("2 cleanings", "three inspections", "a
// couple of cleans", "two deep cleans"). It is 0 when none is given or the
// number is one; -1 for "a few" or "several", a number not given. A
// number before any other word ("3 ppl", "for 4 guests") is not a count
// of jobs.
func jobCount(toks []token) (int, steward.ServiceType) {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].used {
			continue // a date's or a property's number: "march 20 cleaning", "unit 2"
		}
		n, ok := numberWords[toks[i].s]
		if toks[i].s == "several" {
			n, ok = -1, true
		} else if toks[i].s == "few" {
			n = -1
		}
		if !ok {
			if v, err := strconv.Atoi(toks[i].s); err == nil && v > 1 && v <= 20 {
				n, ok = v, true
			}
		}
		if !ok || n == 1 || n == 0 {
			continue
		}
		j := i + 1
		for j < len(toks) && (toks[j].s == "of" || toks[j].s == "deep" || toks[j].s == "more" || toks[j].s == "separate" || toks[j].s == "extra") {
			j++
		}
		if j >= len(toks) {
			continue
		}
		sv, _, ok := serviceOf(toks[j : j+1])
		if !ok || toks[j].s == "deep" {
			continue
		}
		if toks[i].s == "2" && j == i+1 && (toks[j].s == "clean" || toks[j].s == "inspect" || toks[j].s == "restock" || toks[j].s == "fix") {
			continue // "get omar 2 inspect sea glass": "to", a verb follows
		}
		return n, sv
	}
	return 0, ""
}

// jobTimes are the distinct times of day a message gives, each on the
// request's date when it names none: "one at 10, one at 4".
func jobTimes(in request) []When {
	if days := sameTimeDays(in); days != nil {
		return days
	}
	var out []When
	for _, d := range in.dates {
		if !d.HasTime {
			continue
		}
		if !d.HasDate && in.When != nil && in.When.HasDate {
			d.HasDate, d.Year, d.Month, d.Day = true, in.When.Year, in.When.Month, in.When.Day
		}
		dup := false
		for _, o := range out {
			if o.HasDate == d.HasDate && o.Year == d.Year && o.Month == d.Month && o.Day == d.Day && o.Hour == d.Hour && o.Minute == d.Minute {
				dup = true
			}
		}
		if !dup {
			out = append(out, d)
		}
	}
	return out
}

// sameTimeDays reads one time said for as many days as the count: "2
// cleanings friday and saturday at 9" is one at 9 on each day. Nil
// otherwise.
func sameTimeDays(in request) []When {
	if in.Count < 2 {
		return nil
	}
	var days []When
	var at *When
	for _, d := range in.dates {
		if d.HasTime {
			if at != nil && (at.Hour != d.Hour || at.Minute != d.Minute) {
				return nil // several times: each is its own
			}
			t := d
			at = &t
		}
		if !d.HasDate {
			continue
		}
		for _, o := range days {
			if o.Year == d.Year && o.Month == d.Month && o.Day == d.Day {
				return nil
			}
		}
		days = append(days, d)
	}
	if at == nil || len(days) != in.Count {
		return nil
	}
	for i := range days {
		days[i].HasTime, days[i].Hour, days[i].Minute, days[i].Soft = true, at.Hour, at.Minute, at.Soft
	}
	return days
}

// scheduleCount books the several jobs a request counts, one at each of
// the times it gives, or asks when the times do not match the count:
// never fewer jobs than asked without saying so.
func (s *session) scheduleCount(in request, addr *steward.Address) (step, error) {
	times := in.Times
	n := in.Count
	if n < 0 && len(times) > 1 {
		n = len(times)
	}
	name := serviceName(in.Service, in.Deep)
	if n < 0 || len(times) != n {
		day := ""
		if in.When != nil && in.When.HasDate {
			loc := addr.Location()
			day = " on " + time.Date(in.When.Year, in.When.Month, in.When.Day, 12, 0, 0, 0, loc).Format("Mon Jan 2")
		}
		each := "What time should each one be (for example “10am and 2pm”)?"
		if day == "" {
			each = "Which day and time should each one be (for example “Friday at 10am and Saturday at 2pm”)?"
		}
		q := fmt.Sprintf("You asked for %d %ss at %s%s. %s Nothing has changed yet.", n, name, addr.Name(), day, each)
		if n < 0 {
			q = fmt.Sprintf("How many %ss at %s%s, and at what times (for example “10am and 2pm”)? Nothing has changed yet.", name, addr.Name(), day)
		} else if len(times) > 0 {
			q = fmt.Sprintf("You asked for %d %ss at %s%s but gave %s. What time should each one be? Nothing has changed yet.", n, name, addr.Name(), day, plural(len(times), "time", "times"))
		}
		in.Times = nil
		return replied(ask(in, "count_times", q))
	}
	var all step
	for i, w := range times {
		one := in
		one.Count, one.Times = 0, nil
		when := w
		one.When = &when
		one.New = true // the host asked for several: each is a new job
		st, err := s.schedule(one)
		if err != nil || st.reply.Status == steward.MessageNeedsInput || len(st.changes) == 0 {
			if err == nil && st.reply.Status == steward.MessageNeedsInput && i > 0 {
				return st, nil
			}
			return st, err
		}
		all.changes = append(all.changes, st.changes...)
		all.job = st.job
	}
	return all, nil
}

// sameDayJob is a live job of the request's service at the property on
// the local day of at, at another time: "clean and restock the chalet sat
// at 11" when a cleaning is booked there Saturday at 10. Booking beside it
// silently would double it; the caller asks instead (move it, or add
// another). A job at the very time is createJob's "already there".
func (s *session) sameDayJob(in request, addr *steward.Address, at time.Time) (*steward.Job, error) {
	loc := addr.Location()
	local := at.In(loc)
	from := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, 1)
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &addr.ID, From: &from, To: &to, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	for _, j := range jobs {
		if j.ServiceType == in.Service && j.Cancellable() && !s.cancelling[j.ID] && !j.ScheduledAt.Equal(at) &&
			!j.ScheduledAt.Before(from) && j.ScheduledAt.Before(to) {
			if in.Service == steward.Maintenance && in.ProID != 0 && j.ProID != nil && *j.ProID != in.ProID {
				// "the swamp cooler guy needs to look at the ranch house
				// cooler thursday" when the pool service comes that day:
				// another trade's visit, no double.
				continue
			}
			return j, nil
		}
	}
	return nil, nil
}

// sameDayQuestion asks whether to move the job that exists or add another.
func (s *session) sameDayQuestion(in request, j *steward.Job, addr *steward.Address, at time.Time) (Reply, error) {
	loc := addr.Location()
	in.Candidates = []int64{j.ID}
	if in.ReadyBy && in.When != nil && in.When.HasTime {
		// The time offered is the start that is done by the time asked
		// for; the answer ("move it") moves the job there.
		local := at.In(loc)
		in.When = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
		in.ReadyBy = false
	}
	name := serviceName(in.Service, in.Deep)
	existing := j.ScheduledAt.In(loc)
	there := fmt.Sprintf("There's already %s at %s on %s at %s (job %d).",
		article(string(j.ServiceType)), addr.Name(), existing.Format("Mon Jan 2"), strings.TrimSpace(existing.Format("3:04 PM")), j.ID)
	q := fmt.Sprintf("%s Should I move it to %s, or add another %s? Nothing has changed yet.", there, at.In(loc).Format("3:04 PM"), name)
	if in.When == nil || !in.When.HasTime {
		q = fmt.Sprintf("%s Is that the one you mean, or should I add another %s at %s? Nothing has changed yet.", there, name, at.In(loc).Format("3:04 PM"))
	}
	return ask(in, "new_or_existing", q)
}

// overlaps reports whether a new job of service sv at at would be under
// way at the same time as j, at the same property.
func overlaps(j *steward.Job, sv steward.ServiceType, at time.Time, addr *steward.Address) bool {
	s1, e1 := j.Busy(addr)
	s2, e2 := steward.Job{ServiceType: sv, ScheduledAt: at}.Busy(addr)
	return s1.Before(e2) && s2.Before(e1)
}

// sameDayNote is said after booking a job beside another of its service
// on the same day, clear of it: the host sees both.
func (s *session) sameDayNote(j *steward.Job, addr *steward.Address) string {
	at := j.ScheduledAt.In(addr.Location())
	return fmt.Sprintf(" Note: there's also %s at %s that day at %s (job %d); tell me if you meant to move that one instead.",
		article(string(j.ServiceType)), addr.Name(), strings.TrimSpace(at.Format("3:04 PM")), j.ID)
}
