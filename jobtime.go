package steward

import (
	"time"
)

// How long a job keeps its pro busy. Jobs carry no duration of their own
// yet: a cleaning takes its property's turnover duration (see
// Turnover.DurationMinutes, derived from the rooms unless a host set it),
// and the other services these defaults.
const (
	MaintenanceDuration = 2 * time.Hour
	InspectionDuration  = time.Hour
	RestockingDuration  = time.Hour
)

// MaxJobDuration is the longest any job keeps its pro busy (the longest
// turnover duration a host may set): a job that starts earlier than this
// before an instant is over by then.
const MaxJobDuration = 24 * time.Hour

// PastGrace is how far in the past a job may be booked or rescheduled to, so
// that "now" sent from a clock a little behind the server's is not refused.
const PastGrace = 5 * time.Minute

// Busy returns the span in which j keeps its pro busy: from its scheduled
// time for its expected duration at addr, its property (see
// MaintenanceDuration). The span is half-open: a job that starts when
// another ends does not overlap it.
func (j Job) Busy(addr *Address) (start, end time.Time) {
	d := time.Hour
	switch j.ServiceType {
	case Cleaning:
		m := addr.Turnover.DurationMinutes
		if m <= 0 {
			m = TurnoverMinutes(addr.Bedrooms, addr.Bathrooms)
		}
		d = time.Duration(m) * time.Minute
	case Maintenance:
		d = MaintenanceDuration
	case Inspection:
		d = InspectionDuration
	case Restocking:
		d = RestockingDuration
	}
	return j.ScheduledAt, j.ScheduledAt.Add(d)
}

// BooksPro reports whether j holds its pro's time: whether it has a pro
// and is pending, confirmed or in progress. Completed and cancelled jobs
// never conflict.
func (j Job) BooksPro() bool {
	return j.ProID != nil && (j.Status == StatusPending || j.Status == StatusConfirmed || j.Status == StatusInProgress)
}

// NeedsProCheck reports whether the change from prev (nil for a new job)
// to j must be checked against the pro's other jobs: whether j books its
// pro and the change gave it its pro, its time or its service type (and
// with it its duration).
func (j Job) NeedsProCheck(prev *Job) bool {
	if !j.BooksPro() {
		return false
	}
	return prev == nil || !prev.BooksPro() || !equalIDs(prev.ProID, j.ProID) ||
		!prev.ScheduledAt.Equal(j.ScheduledAt) || prev.ServiceType != j.ServiceType
}

// ProConflict returns the PRO_CONFLICT error of j, at addr, if it overlaps
// other, another job of the same pro at otherAddr (see Busy and BooksPro);
// nil when they do not overlap. pro is their pro, for the message.
func (j Job) ProConflict(addr *Address, pro *Pro, other *Job, otherAddr *Address) *Error {
	if other.ID == j.ID || !other.BooksPro() || !j.BooksPro() || *other.ProID != *j.ProID {
		return nil
	}
	s1, e1 := j.Busy(addr)
	s2, e2 := other.Busy(otherAddr)
	if !s1.Before(e2) || !s2.Before(e1) {
		return nil
	}
	const layout = "2006-01-02 15:04 MST"
	loc := otherAddr.Location()
	return Errorf(EPROCONFLICT, "%s is already booked on job %d (%s at %s, %s to %s)",
		pro.Name, other.ID, other.ServiceType, otherAddr.Name(), s2.In(loc).Format(layout), e2.In(loc).Format("15:04 MST"))
}

// checkNotPast returns the validation error of scheduling a job at t when
// it is more than PastGrace before now.
func checkNotPast(t, now time.Time) error {
	if t.Before(now.Add(-PastGrace)) {
		return Errorf(EVALIDATION, "Invalid scheduled_at %s: must not be more than 5 minutes in the past (it is now %s); "+
			"a past time is taken only by a change that starts or completes the job, to record work done",
			t.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339))
	}
	return nil
}
