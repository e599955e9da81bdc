package demo

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// seedQuality rates two finished jobs (docs/operations.md "Quality"): Marcus's
// faucet repair gets 5 stars, and a cleaning Rosa did at Sunset Villa
// yesterday gets 2 with a missed bathroom, so the villa has its re-clean
// before the Garcias arrive. Without Services.Ratings it does nothing.
func seedQuality(ctx context.Context, svc Services, accountID int64, addrs []*steward.Address, pros []int64,
	at func(a *steward.Address, d, hh, mm int) time.Time) error {
	if svc.Ratings == nil {
		return nil
	}
	villa, maple := addrs[0], addrs[1]
	rosa := pros[2]
	cleaning, err := svc.Jobs.CreateJob(ctx, accountID, steward.JobCreate{AddressID: villa.ID, ServiceType: steward.Cleaning,
		ScheduledAt: at(villa, -1, 11, 0), ProID: &rosa, Notes: ptr("Mid-week refresh"), History: true})
	if err != nil {
		return fmt.Errorf("rated cleaning: %w", err)
	}
	for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
		if _, err := svc.Jobs.UpdateJob(ctx, accountID, cleaning.ID, steward.JobUpdate{Status: &st}); err != nil {
			return fmt.Errorf("rated cleaning to %s: %w", st, err)
		}
	}
	done, _, err := svc.Jobs.FindJobs(ctx, accountID, steward.JobFilter{AddressID: &maple.ID,
		Statuses: []steward.JobStatus{steward.StatusCompleted}, Limit: 1})
	if err != nil {
		return err
	}
	type rating struct {
		job     int64
		score   int
		cats    []steward.RatingCategory
		comment string
	}
	ratings := []rating{{cleaning.ID, 2, []steward.RatingCategory{steward.RatingMissedItems},
		"The upstairs bathroom was skipped: no fresh towels, the shower not cleaned."}}
	if len(done) > 0 {
		ratings = append(ratings, rating{done[0].ID, 5, nil, "Fixed the faucet quickly and left the kitchen spotless."})
	}
	for _, r := range ratings {
		in := steward.RatingInput{Score: &r.score, Categories: r.cats, Comment: &r.comment}
		if _, err := svc.Ratings.RateJob(ctx, accountID, r.job, in); err != nil {
			return fmt.Errorf("rating job %d: %w", r.job, err)
		}
	}
	return nil
}
