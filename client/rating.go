package client

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// RateJob rates a completed job (again: replacing its rating) and returns
// what that did: the job, its re-clean for a poor rating, notices.
func (c *Client) RateJob(ctx context.Context, id int64, in steward.RatingInput) (*steward.RatingOutcome, error) {
	var out steward.RatingOutcome
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/jobs/%d/rating", id), in, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
