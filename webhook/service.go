package webhook

import (
	"context"
	"encoding/json"
	"time"

	"github.com/stewardhq/steward"
)

// CreateWebhookEndpoint validates in, checks that its destination is
// public and adds the endpoint. It is the one place an endpoint is
// validated: the store and the interfaces trust it.
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

// UpdateWebhookEndpoint validates upd, checks a new destination and
// changes the endpoint.
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
// sample job whose id is 0) to the endpoint now, enabled or not, and
// returns the attempt with the delivery that records it.
//
// The event is stored with one delivery, to this endpoint only, and the
// store claims it in the same transaction, so the poller never races this
// attempt for it; it then goes the way of every claimed delivery (deliver:
// signed, recorded in the attempt log, counted in the metrics). A test
// delivery gets one attempt (steward.WebhookDelivery.MaxAttempts): the
// outcome answers the test now, and a failure is worth showing, not
// retrying for a week. Should this process die before the attempt is
// recorded, the lease expires and the poller claims it again only to
// abandon it as failed.
func (d *Dispatcher) TestWebhookEndpoint(ctx context.Context, accountID, id int64) (*steward.WebhookTestResult, error) {
	now := d.cfg.Clock.Now()
	notes := "This is a test event from Steward."
	object, err := json.Marshal(&steward.Job{
		AddressID: 0, ServiceType: steward.Cleaning, Status: steward.StatusPending,
		ScheduledAt: now.Add(24 * time.Hour).Truncate(time.Hour), Price: 120, Notes: &notes, CreatedAt: now, UpdatedAt: now,
	})
	if err != nil {
		return nil, err
	}
	t, err := d.store.CreateWebhookTestDelivery(ctx, accountID, id, object, d.cfg.Lease)
	if err != nil {
		return nil, err
	}
	out := d.deliver(context.WithoutCancel(ctx), t, false)
	return &steward.WebhookTestResult{WebhookAttempt: out.Attempt, DeliveryID: t.Delivery.ID}, nil
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
