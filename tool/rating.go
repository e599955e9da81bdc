package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// The quality tool (issue 18, item 4): the host rates a completed job.
// Like the offer tools it is not offered to the assistant's model.

var errNoRatings = steward.Errorf(steward.EUNAVAILABLE, "Ratings are not available on this server")

type rateJobArgs struct {
	JobID      int64                    `json:"job_id" jsonschema:"the completed job's id"`
	Score      *int                     `json:"score" jsonschema:"1 (bad) to 5 (perfect); 2 or less gets the job a re-clean"`
	Categories []steward.RatingCategory `json:"categories,omitempty" jsonschema:"what went wrong: missed_items, damage, late, no_show, other; missed_items gets a re-clean whatever the score"`
	Comment    *string                  `json:"comment,omitempty" jsonschema:"what the host has to say, at most 2000 characters"`
}

var rateJobTool = define(Tool{
	Name:  "rate_job",
	Title: "Rate a completed job",
	Description: "Rate a completed job from 1 to 5, with optional categories and a comment; rating it again replaces the rating. " +
		"A score of 2 or less, or missed_items, makes one re-clean of the job before the property's next check-in, offered first to " +
		"the property's other preferred pros; a pro whose recent ratings drop below 3.0 goes to the end of the preferred lists.",
	// Not idempotent: rating again announces job.rated again.
}, func(c *call, in *rateJobArgs) (*Result, error) {
	if err := positive("job_id", in.JobID); err != nil {
		return nil, err
	}
	rating := steward.RatingInput{Score: in.Score, Categories: in.Categories, Comment: in.Comment}
	if err := rating.Validate(); err != nil {
		return nil, err
	}
	if c.Ratings == nil {
		return nil, errNoRatings
	}
	out, err := c.Ratings.RateJob(c.ctx, c.acct, in.JobID, rating)
	if err != nil {
		return nil, err
	}
	lines := []string{fmt.Sprintf("Rated job %d %s.", in.JobID, out.Job.Rating.Summary())}
	lines = append(lines, out.Notices...)
	return &Result{Value: out, Text: strings.Join(lines, "\n")}, nil
})
