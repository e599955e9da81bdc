package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

var errNoWork = steward.Errorf(steward.EUNAVAILABLE, "The pros' photos and notes are not available on this server")

var getJobWorkTool = define(Tool{
	Name:        "get_job_work",
	Title:       "Read a job's photos, notes and reported issues",
	Description: "Read what a job's pro reported from the site: the photos they uploaded (what each shows and when, not the image itself; the host reads the bytes at each photo's REST url or on the job's page in the web app), their notes, and the issues they found, each with the pending maintenance job it became.",
	ReadOnly:    true, Idempotent: true,
}, func(c *call, in *jobIDOnlyArgs) (*Result, error) {
	if err := positive("job_id", in.JobID); err != nil {
		return nil, err
	}
	if c.Work == nil {
		return nil, errNoWork
	}
	w, err := c.Work.FindJobWork(c.ctx, c.acct, in.JobID)
	if err != nil {
		return nil, err
	}
	for _, p := range w.Photos {
		p.URL = fmt.Sprintf("/api/v1/jobs/%d/photos/%d", p.JobID, p.ID)
	}
	return &Result{Value: w, Text: jobWorkText(w)}, nil
})

// jobWorkText says what a job's pro reported, for agents and the model.
func jobWorkText(w *steward.JobWork) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Job %d: %d photo(s), %d note(s), %d issue(s) reported.", w.JobID, len(w.Photos), len(w.Notes), len(w.Issues))
	for _, p := range w.Photos {
		item := ""
		if p.ItemID != nil {
			item = fmt.Sprintf(" for checklist item %d", *p.ItemID)
		}
		fmt.Fprintf(&b, "\n- photo %d (%s)%s taken %s", p.ID, p.ContentType, item, p.TakenAt.Format("2006-01-02 15:04 MST"))
	}
	for _, n := range w.Notes {
		fmt.Fprintf(&b, "\n- note from pro %d at %s: %s", n.ProID, n.OccurredAt.Format("2006-01-02 15:04 MST"), n.Text)
	}
	for _, i := range w.Issues {
		fmt.Fprintf(&b, "\n- issue reported at %s, now maintenance job %d (pending until you confirm it): %s",
			i.OccurredAt.Format("2006-01-02 15:04 MST"), i.IssueJobID, i.Description)
	}
	return b.String()
}
