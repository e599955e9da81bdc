package steward

import (
	"context"
	"time"
)

// jobDurations is how long each service is assumed to take when checking
// who is free: Steward stores when a job starts, not when it ends.
var jobDurations = map[ServiceType]time.Duration{
	Cleaning:    3 * time.Hour,
	Maintenance: 2 * time.Hour,
	Inspection:  time.Hour,
	Restocking:  time.Hour,
}

// longestJob bounds how far before a window a job can start and still be
// running in it.
const longestJob = 4 * time.Hour

// JobDuration is how long a job of type t is assumed to take; two hours for
// an unknown type.
func JobDuration(t ServiceType) time.Duration {
	if d, ok := jobDurations[t]; ok {
		return d
	}
	return 2 * time.Hour
}

// FreePros returns the active pros among pros who offer service (any
// service when it is empty) and have no open job overlapping [start, end),
// in the order given. It pages through the account's jobs, so a busy
// calendar is never cut short.
func FreePros(ctx context.Context, jobs JobService, accountID int64, pros []*Pro, service ServiceType, start, end time.Time) ([]*Pro, error) {
	from := start.Add(-longestJob)
	busy := map[int64]bool{}
	for offset := 0; ; offset += MaxJobLimit {
		page, total, err := jobs.FindJobs(ctx, accountID, JobFilter{From: &from, To: &end, Limit: MaxJobLimit, Offset: offset})
		if err != nil {
			return nil, err
		}
		for _, j := range page {
			if j.ProID == nil || j.Status.Final() {
				continue
			}
			if j.ScheduledAt.Before(end) && j.ScheduledAt.Add(JobDuration(j.ServiceType)).After(start) {
				busy[*j.ProID] = true
			}
		}
		if len(page) == 0 || offset+len(page) >= total {
			break
		}
	}
	free := []*Pro{}
	for _, p := range pros {
		if p.Active && (service == "" || p.Offers(service)) && !busy[p.ID] {
			free = append(free, p)
		}
	}
	return free, nil
}
