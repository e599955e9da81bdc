package assistant

import (
	"slices"
	"time"

	"github.com/stewardhq/steward"
)

// sameDayMove narrows the jobs a move may mean to the one on the day it
// is moved to, when the host gives the new day and hour but no day the job
// is on now: "Jess has a dentist appt first thing tmrw so bump her
// Henderson turnover to 11:30", with her Henderson turnovers tomorrow and
// on the 14th, moves tomorrow's within its day. Several (or none) on that
// day, or a new time set by an event ("1 hr before c/i"): the candidates
// stay as they were, and the engine asks. A job of
// another pro than the one named (or than every pro the words name) is
// not that day's job.
func (s *session) sameDayMove(cands []*steward.Job, in request, verb string) []*steward.Job {
	if verb != "reschedule" || len(cands) < 2 || in.When != nil || in.NewWhen == nil || !in.NewWhen.HasDate || !in.NewWhen.HasTime || in.Shift != 0 || in.anc != nil {
		return cands
	}
	if in.NewWhen.plainWeekday && slices.ContainsFunc(in.dates, func(d When) bool { return d.HasDate && d.plainWeekday && d.prep == "to" }) {
		// "I need to move my cleaning to Thursday at ten", her cleanings
		// tomorrow (Thursday) and next week: a weekday said alone is a
		// day to move to, which Thursday depends on the job; ask which.
		return cands
	}
	said := words(in.rawText)
	var that []*steward.Job
	for _, j := range cands {
		if in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) || !s.ownProNamed(j, said) {
			continue // "wants Ray to look at the porch light there tomorrow at 10": not Earl's AC visit
		}
		loc := s.loc(j.AddressID)
		day := time.Date(in.NewWhen.Year, in.NewWhen.Month, in.NewWhen.Day, 12, 0, 0, 0, loc)
		if sameLocalDay(j.ScheduledAt, day, loc) {
			that = append(that, j)
		}
	}
	if len(that) == 1 {
		return that
	}
	return cands
}

// ownProNamed reports whether the words said name no active pro, or name
// j's own among others.
func (s *session) ownProNamed(j *steward.Job, said []string) bool {
	any := false
	for _, p := range s.pros {
		if f := s.nameWords(p); p.Active && len(f) > 0 && slices.Contains(said, f[0]) {
			if j.ProID != nil && *j.ProID == p.ID {
				return true
			}
			any = true
		}
	}
	return !any
}
