package client

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// JobPhotos returns the photos a job's pro uploaded, by time taken; each
// URL reads its bytes with the API key.
func (c *Client) JobPhotos(ctx context.Context, jobID int64) ([]*steward.Photo, error) {
	var out struct {
		Photos []*steward.Photo `json:"photos"`
	}
	err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos", jobID), nil, &out)
	return out.Photos, err
}

// JobNotes returns the notes a job's pro left, oldest first.
func (c *Client) JobNotes(ctx context.Context, jobID int64) ([]*steward.JobNote, error) {
	var out struct {
		Notes []*steward.JobNote `json:"notes"`
	}
	err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs/%d/notes", jobID), nil, &out)
	return out.Notes, err
}

// JobIssues returns the issues a job's pro reported on site, each with the
// maintenance job it became.
func (c *Client) JobIssues(ctx context.Context, jobID int64) ([]*steward.IssueReport, error) {
	var out struct {
		Issues []*steward.IssueReport `json:"issues"`
	}
	err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs/%d/issues", jobID), nil, &out)
	return out.Issues, err
}
