package webui

import (
	"context"
	"fmt"
	"net/url"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// TestRateJob rates a completed job with the form on its page: refused
// input keeps the form with the field marked; a poor rating says a
// re-clean follows; the pros list shows the ratings, and a pro whose
// ratings drop gets a banner on the pros and jobs pages.
func TestRateJob(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, engine, func(s *Server, db *sqlstore.DB) { s.Ratings = sqlstore.NewRatingStore(db) })
			ctx := context.Background()
			u, other := h.signup(), h.signup()
			villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
			ana, err := h.web.Pros.CreatePro(ctx, u.Account, steward.ProCreate{Name: "Ana Lima", Email: "ana@example.com"})
			if err != nil {
				t.Fatal(err)
			}
			job := func(i int, complete bool) *steward.Job {
				j, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning,
					ScheduledAt: t0.Add(time.Duration(i+1) * 24 * time.Hour), ProID: &ana.ID})
				if err != nil {
					t.Fatal(err)
				}
				for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
					if !complete {
						break
					}
					if j, err = h.web.Jobs.UpdateJob(ctx, u.Account, j.ID, steward.JobUpdate{Status: &st}); err != nil {
						t.Fatal(err)
					}
				}
				return j
			}
			pending, done := job(0, false), job(1, true)
			u.get(fmt.Sprintf("/app/jobs/%d", pending.ID)).wantStatus(200).wantNoText("Rate this job")
			page, action := fmt.Sprintf("/app/jobs/%d", done.ID), fmt.Sprintf("/app/jobs/%d/rating", done.ID)
			u.get(page).wantStatus(200).wantText("Rate this job", `action="`+action+`"`, `name="categories" value="missed_items"`)

			u.post(action, url.Values{"score": {"9"}}).wantStatus(400).
				wantFieldError("rating-score", "Invalid score 9: must be a whole number from 1 to 5")
			u.post(action, url.Values{"score": {"3"}, "categories": {"dirty"}, "comment": {"kept"}}).wantStatus(400).
				wantFieldError("rating-categories", `Invalid categories entry "dirty": must be one of missed_items, damage, late, no_show, other`).
				wantText(">kept</textarea>")
			u.post(action, url.Values{}).wantStatus(400).wantFieldError("rating-score", "Missing required field: score")
			u.post(fmt.Sprintf("/app/jobs/%d/rating", pending.ID), url.Values{"score": {"4"}}).wantStatus(409).
				wantText("Only a completed job can be rated")
			other.post(action, url.Values{"score": {"1"}}).wantStatus(404)

			u.post(action, url.Values{"score": {"2"}, "categories": {"missed_items"}, "comment": {"they missed the bathroom"}}).
				wantRedirect(page + "?done=job-rated-reclean#rating-h")
			u.get(page+"?done=job-rated-reclean").wantText("A poor rating gets a re-clean", "★★☆☆☆", "Missed items",
				"they missed the bathroom", "Change the rating", "re-clean scheduled: job")
			u.get("/app/pros").wantText("1 rated, 1 poor").wantNoText("Low ratings")

			// Two more poor ratings: Ana's last three average below 3.0.
			for i := 2; i <= 3; i++ {
				j := job(i, true)
				u.post(fmt.Sprintf("/app/jobs/%d/rating", j.ID), url.Values{"score": {"1"}}).
					wantRedirect(fmt.Sprintf("/app/jobs/%d?done=job-rated-reclean#rating-h", j.ID))
			}
			u.get("/app/pros").wantText("3 rated, 3 poor", "Low ratings", "Ana Lima's recent ratings fell below 3.0")
			u.get("/app/jobs").wantText("Ana Lima's recent ratings fell below 3.0")
			other.get("/app/jobs").wantNoText("recent ratings fell")
		})
	}
}
