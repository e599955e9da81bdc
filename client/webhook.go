package client

import (
	"context"
	"fmt"
	"net/url"
	"time"

	"github.com/stewardhq/steward"
)

// WebhookEndpointCreate is the body of POST /api/v2/webhook-endpoints. No
// events means every event.
type WebhookEndpointCreate struct {
	URL         string   `json:"url"`
	Events      []string `json:"events,omitempty"`
	Description string   `json:"description,omitempty"`
}

// WebhookEndpointUpdate is the body of PATCH /api/v2/webhook-endpoints/{id};
// nil fields are left out. A pointer to an empty Events means every event.
type WebhookEndpointUpdate struct {
	URL         *string   `json:"url,omitempty"`
	Events      *[]string `json:"events,omitempty"`
	Description *string   `json:"description,omitempty"`
	Enabled     *bool     `json:"enabled,omitempty"`
}

// WebhookEndpointSecret is an endpoint as created or rotated, with the
// signing secret that only these two responses carry.
type WebhookEndpointSecret struct {
	ID             int64     `json:"id"`
	URL            string    `json:"url"`
	Events         []string  `json:"events"`
	Description    string    `json:"description"`
	Secret         string    `json:"secret"`
	Enabled        bool      `json:"enabled"`
	DisabledReason *string   `json:"disabled_reason"`
	CreatedAt      time.Time `json:"created_at"`
}

// CreateWebhookEndpoint adds a webhook endpoint.
func (c *Client) CreateWebhookEndpoint(ctx context.Context, in WebhookEndpointCreate) (*WebhookEndpointSecret, error) {
	var e WebhookEndpointSecret
	if err := c.Do(ctx, "POST", "/api/v2/webhook-endpoints", in, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// ListWebhookEndpoints returns the account's webhook endpoints.
func (c *Client) ListWebhookEndpoints(ctx context.Context) ([]*steward.WebhookEndpoint, error) {
	var out struct {
		Endpoints []*steward.WebhookEndpoint `json:"webhook_endpoints"`
	}
	err := c.Do(ctx, "GET", "/api/v2/webhook-endpoints", nil, &out)
	return out.Endpoints, err
}

// GetWebhookEndpoint returns one webhook endpoint.
func (c *Client) GetWebhookEndpoint(ctx context.Context, id int64) (*steward.WebhookEndpoint, error) {
	var e steward.WebhookEndpoint
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v2/webhook-endpoints/%d", id), nil, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// UpdateWebhookEndpoint changes a webhook endpoint.
func (c *Client) UpdateWebhookEndpoint(ctx context.Context, id int64, upd WebhookEndpointUpdate) (*steward.WebhookEndpoint, error) {
	var e steward.WebhookEndpoint
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v2/webhook-endpoints/%d", id), upd, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// DeleteWebhookEndpoint removes a webhook endpoint and its delivery log.
func (c *Client) DeleteWebhookEndpoint(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v2/webhook-endpoints/%d", id), nil, nil)
}

// RotateWebhookSecret issues a new signing secret; the old one keeps
// signing for 24 hours.
func (c *Client) RotateWebhookSecret(ctx context.Context, id int64) (*WebhookEndpointSecret, error) {
	var e WebhookEndpointSecret
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v2/webhook-endpoints/%d/rotate-secret", id), nil, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// TestWebhookEndpoint sends a sample event now and returns the attempt,
// with the DeliveryID of the delivery that records it in the endpoint's log.
func (c *Client) TestWebhookEndpoint(ctx context.Context, id int64) (*steward.WebhookTestResult, error) {
	var a steward.WebhookTestResult
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v2/webhook-endpoints/%d/test", id), nil, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// ListWebhookDeliveries returns an endpoint's latest deliveries, newest
// first; limit 0 means the server's default.
func (c *Client) ListWebhookDeliveries(ctx context.Context, endpointID int64, limit int) ([]*steward.WebhookDelivery, error) {
	q := url.Values{}
	if limit != 0 {
		q.Set("limit", fmt.Sprint(limit))
	}
	var out struct {
		Deliveries []*steward.WebhookDelivery `json:"deliveries"`
	}
	err := c.Do(ctx, "GET", withQuery(fmt.Sprintf("/api/v2/webhook-endpoints/%d/deliveries", endpointID), q), nil, &out)
	return out.Deliveries, err
}

// GetWebhookDelivery returns a delivery with every attempt and its payload.
func (c *Client) GetWebhookDelivery(ctx context.Context, id int64) (*steward.WebhookDeliveryDetail, error) {
	var d steward.WebhookDeliveryDetail
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v2/webhook-deliveries/%d", id), nil, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// RetryWebhookDelivery attempts a delivery again now and returns it after.
func (c *Client) RetryWebhookDelivery(ctx context.Context, id int64) (*steward.WebhookDeliveryDetail, error) {
	var d steward.WebhookDeliveryDetail
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v2/webhook-deliveries/%d/retry", id), nil, &d); err != nil {
		return nil, err
	}
	return &d, nil
}
