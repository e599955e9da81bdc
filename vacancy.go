package steward

import (
	"sort"
	"time"
)

// Work that is not a turnover (restocking, equipment service) is done while
// a property is empty, in the working hours of its zone.
const (
	WorkDayStart = 9  // 09:00 local: the earliest start of unattended work
	WorkDayEnd   = 18 // 18:00 local: when it must be finished
)

// Vacancy is a span when a property has no guest: from After's check-out
// (nil: no stay before it within reach) to Before's check-in (nil: no
// stay after it, End is then the search's horizon).
type Vacancy struct {
	Start, End    time.Time
	After, Before *Reservation
}

// SameDayTurn reports whether v is the few hours between a check-out and a
// check-in on the same local day, in loc.
func (v Vacancy) SameDayTurn(loc *time.Location) bool {
	if v.After == nil || v.Before == nil {
		return false
	}
	out, in := v.After.CheckOut.In(loc), v.Before.CheckIn.In(loc)
	return out.Year() == in.Year() && out.YearDay() == in.YearDay()
}

// Vacancies returns the spans between from and to when none of stays (the
// property's stays, in any order; cancelled ones are ignored) has a guest
// in it, earliest first.
func Vacancies(stays []*Reservation, from, to time.Time) []Vacancy {
	live := make([]*Reservation, 0, len(stays))
	for _, s := range stays {
		if s.Status != ReservationCancelled && s.CheckOut.After(from) && !s.CheckIn.After(to) {
			live = append(live, s)
		}
	}
	sort.Slice(live, func(i, j int) bool { return live[i].CheckIn.Before(live[j].CheckIn) })
	var out []Vacancy
	cursor := from
	var prev *Reservation
	for _, s := range live {
		if s.CheckIn.After(cursor) {
			out = append(out, Vacancy{Start: cursor, End: s.CheckIn, After: prev, Before: s})
		}
		if s.CheckOut.After(cursor) {
			cursor, prev = s.CheckOut, s
		}
	}
	if to.After(cursor) {
		out = append(out, Vacancy{Start: cursor, End: to, After: prev})
	}
	return out
}

// SlotRule is what a piece of unattended work needs from the calendar.
type SlotRule struct {
	NotBefore time.Time     // the earliest start (usually now)
	Deadline  time.Time     // when it must be finished; zero: within TurnoverHorizon of NotBefore
	Duration  time.Duration // how long it takes
	// AfterCheckOut is left free after each check-out (the turnover).
	AfterCheckOut time.Duration
	// SameDayTurns allows the hours between a check-out and a check-in on
	// one day; equipment service never uses them, restocking may.
	SameDayTurns bool
}

// VacantSlot returns the earliest start at which work following r fits at
// a: inside one vacancy of stays (never during a stay), after the
// turnover's AfterCheckOut, within WorkDayStart and WorkDayEnd in a's zone
// on one day, on the hour, and finished by r's deadline. ok is false when
// no such slot exists.
func VacantSlot(a *Address, stays []*Reservation, r SlotRule) (start time.Time, ok bool) {
	deadline := r.Deadline
	if deadline.IsZero() {
		deadline = r.NotBefore.Add(TurnoverHorizon)
	}
	loc := a.Location()
	for _, v := range Vacancies(stays, r.NotBefore, deadline) {
		if !r.SameDayTurns && v.SameDayTurn(loc) {
			continue
		}
		from := v.Start
		if v.After != nil {
			from = from.Add(r.AfterCheckOut)
		}
		if from.Before(r.NotBefore) {
			from = r.NotBefore
		}
		end := v.End
		if deadline.Before(end) {
			end = deadline
		}
		if t, ok := workHoursSlot(from, end, r.Duration, loc); ok {
			return t, true
		}
	}
	return time.Time{}, false
}

// workHoursSlot is the earliest start on the hour, at or after from, of a
// piece of work lasting d that ends by end and within one day's working
// hours in loc.
func workHoursSlot(from, end time.Time, d time.Duration, loc *time.Location) (time.Time, bool) {
	day := from.In(loc)
	day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	for !day.After(end) {
		open := time.Date(day.Year(), day.Month(), day.Day(), WorkDayStart, 0, 0, 0, loc)
		closing := time.Date(day.Year(), day.Month(), day.Day(), WorkDayEnd, 0, 0, 0, loc)
		t := open
		if from.After(t) {
			l := from.In(loc)
			t = time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), 0, 0, 0, loc)
			if t.Before(from) {
				t = t.Add(time.Hour)
			}
		}
		if fin := t.Add(d); !fin.After(closing) && !fin.After(end) {
			return t, true
		}
		day = day.AddDate(0, 0, 1)
	}
	return time.Time{}, false
}
