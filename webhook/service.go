package webhook

import (
	"context"
	"encoding/json"
	"time"

	"github.com/stewardhq/steward"
)

// CreateWebhookEndpoint checks the destination and adds the endpoint.
func (d *Dispatcher) CreateWebhookEndpoint(ctx context.Context, accountID int64, in steward.WebhookEndpointCreate) (*steward.WebhookEndpoint, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if err := d.checkDestination(ctx, in.URL); err != nil {
		return nil, err
	}
	return d.store.CreateWebhookEndpoint(ctx, accountID, in)
}

// FindWebhookEndpoints returns the account's endpoints.
func (d *Dispatcher) FindWebhookEndpoints(ctx context.Context, accountID int64) ([]*steward.WebhookEndpoint, error) {
	return d.store.FindWebhookEndpoints(ctx, accountID)
}

// FindWebhookEndpointByID returns one of the account's endpoints.
func (d *Dispatcher) FindWebhookEndpointByID(ctx context.Context, accountID, id int64) (*steward.WebhookEndpoint, error) {
	return d.store.FindWebhookEndpointByID(ctx, accountID, id)
}

// UpdateWebhookEndpoint checks a new destination and changes the endpoint.
func (d *Dispatcher) UpdateWebhookEndpoint(ctx context.Context, accountID, id int64, upd steward.WebhookEndpointUpdate) (*steward.WebhookEndpoint, error) {
	if err := upd.Validate(); err != nil {
		return nil, err
	}
	if upd.URL != nil {
		if err := d.checkDestination(ctx, *upd.URL); err != nil {
			return nil, err
		}
	}
	return d.store.UpdateWebhookEndpoint(ctx, accountID, id, upd)
}

// DeleteWebhookEndpoint removes the endpoint and its deliveries.
func (d *Dispatcher) DeleteWebhookEndpoint(ctx context.Context, accountID, id int64) error {
	return d.store.DeleteWebhookEndpoint(ctx, accountID, id)
}

// RotateWebhookSecret issues a new secret (see steward.WebhookService).
func (d *Dispatcher) RotateWebhookSecret(ctx context.Context, accountID, id int64) (*steward.WebhookEndpoint, error) {
	return d.store.RotateWebhookSecret(ctx, accountID, id)
}

// FindWebhookDeliveries returns the endpoint's deliveries, newest first.
func (d *Dispatcher) FindWebhookDeliveries(ctx context.Context, accountID, endpointID int64, limit int) ([]*steward.WebhookDelivery, error) {
	return d.store.FindWebhookDeliveries(ctx, accountID, endpointID, limit)
}

// FindWebhookDeliveryByID returns a delivery with its attempts and payload.
func (d *Dispatcher) FindWebhookDeliveryByID(ctx context.Context, accountID, id int64) (*steward.WebhookDeliveryDetail, error) {
	return d.store.FindWebhookDeliveryByID(ctx, accountID, id)
}

// TestWebhookEndpoint sends a sample event (EventWebhookTest, carrying a
// sample job whose id is 0) to the endpoint now, enabled or not, and returns
// the outcome. Nothing is stored and nothing is retried.
func (d *Dispatcher) TestWebhookEndpoint(ctx context.Context, accountID, id int64) (*steward.WebhookAttempt, error) {
	e, err := d.store.FindWebhookEndpointByID(ctx, accountID, id)
	if err != nil {
		return nil, err
	}
	now := d.cfg.Clock.Now()
	notes := "This is a test event from Steward."
	object, err := json.Marshal(&steward.Job{
		AddressID: 0, ServiceType: steward.Cleaning, Status: steward.StatusPending,
		ScheduledAt: now.Add(24 * time.Hour).Truncate(time.Hour), Price: 120, Notes: &notes, CreatedAt: now, UpdatedAt: now,
	})
	if err != nil {
		return nil, err
	}
	ev := &steward.Event{UUID: steward.NewUUID(), AccountID: accountID, Name: steward.EventWebhookTest, Type: steward.EventWebhookTest,
		CreatedAt: now, OccurredAt: now, Data: steward.EventData{Object: object, ObjectPreviousAttributes: json.RawMessage("{}")}}
	payload, err := ev.Payload()
	if err != nil {
		return nil, err
	}
	res := d.send(ctx, e, ev.UUID, payload, 1)
	d.cfg.Logger.Info("webhook test", "account_id", accountID, "endpoint_id", id, "webhook_id", ev.UUID,
		"result", res.kind, "latency_ms", res.attempt.LatencyMS)
	return &res.attempt, nil
}

// RetryWebhookDelivery makes one more attempt at a delivery now and
// returns it afterwards. A successful retry makes it succeeded; a failed
// retry of a final delivery leaves it failed, and of one still retrying
// keeps its schedule.
func (d *Dispatcher) RetryWebhookDelivery(ctx context.Context, accountID, id int64) (*steward.WebhookDeliveryDetail, error) {
	t, err := d.store.ClaimWebhookDelivery(ctx, accountID, id, d.cfg.Lease)
	if err != nil {
		return nil, err
	}
	d.deliver(context.WithoutCancel(ctx), t, true)
	return d.store.FindWebhookDeliveryByID(ctx, accountID, id)
}
