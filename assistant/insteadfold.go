package assistant

import (
	"slices"

	"github.com/stewardhq/steward"
)

// wantThenInstead folds a booking said as what the guests want ("Thompsons
// want the driveway at the Hendersons plowed … on the 11th") and the move
// that follows it ("can Gary come at 7am instead of 9") into that move when
// the account already has the visit the two describe: that service at that
// place on that day at the hour replaced. The first part names the job,
// it books no second one. The pro asked must be that job's and the first
// part names none. No such job, or several: both parts stay.
func (s *session) wantThenInstead(out []request) ([]request, error) {
	for k := 0; k+1 < len(out); k++ {
		a, b := out[k], &out[k+1]
		if a.Kind != kindSchedule || a.JobID != 0 || a.ProID != 0 || b.ProID == 0 || a.AddressID == 0 || a.Service == "" || a.When == nil || !a.When.HasDate || a.When.HasTime && !a.When.Soft ||
			b.Kind != kindEdit || b.JobID != 0 || b.AddressID != a.AddressID || b.When == nil || b.When.HasDate || !b.When.HasTime ||
			b.NewWhen == nil || b.NewWhen.HasDate || !b.NewWhen.HasTime {
			continue
		}
		j, err := s.jobAtHour(a, *b.When)
		if err != nil || j == nil {
			if err != nil {
				return nil, err
			}
			continue
		}
		if j.ProID == nil || *j.ProID != b.ProID {
			continue // "… make it 2 instead of 1" after a hand-over: the two parts stay
		}
		day := func(w *When) *When {
			v := *w
			v.HasDate, v.Year, v.Month, v.Day = true, a.When.Year, a.When.Month, a.When.Day
			return &v
		}
		b.When, b.NewWhen, b.JobID = day(b.When), day(b.NewWhen), j.ID
		return slices.Delete(out, k, k+1), nil
	}
	return out, nil
}

// jobAtHour is the one job still to come of a's service at a's place on
// a's day at the hour of at, or nil.
func (s *session) jobAtHour(a request, at When) (*steward.Job, error) {
	jobs, err := s.upcomingJobs(a.AddressID, s.now)
	if err != nil {
		return nil, err
	}
	var found *steward.Job
	loc := s.loc(a.AddressID)
	for _, j := range jobs {
		t := j.ScheduledAt.In(loc)
		if !j.Cancellable() || j.ServiceType != a.Service || t.Year() != a.When.Year || t.Month() != a.When.Month || t.Day() != a.When.Day ||
			t.Hour() != at.Hour || t.Minute() != at.Minute {
			continue
		}
		if found != nil {
			return nil, nil
		}
		found = j
	}
	return found, nil
}
