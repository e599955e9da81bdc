package client

import (
	"context"
	"strconv"

	"github.com/stewardhq/steward"
)

// ListNotifications returns the e-mails sent to pros about a job, newest first.
func (c *Client) ListNotifications(ctx context.Context, jobID int64) ([]*steward.Notification, error) {
	var out struct {
		Notifications []*steward.Notification `json:"notifications"`
	}
	err := c.Do(ctx, "GET", "/api/v2/notifications?job_id="+strconv.FormatInt(jobID, 10), nil, &out)
	return out.Notifications, err
}
