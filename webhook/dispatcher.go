// Package webhook delivers events to the webhook endpoints of accounts.
//
// The events and their deliveries are written by the store in the
// transaction of the change they announce (the outbox), so nothing that was
// acknowledged is lost. The Dispatcher claims due deliveries from the store
// with a lease, POSTs them signed the Standard Webhooks way, records each
// attempt and schedules retries by a steward.RetryPolicy. A lease that is
// not released (the replica died mid-attempt) expires, and the delivery is
// claimed again, so delivery is at least once; receivers deduplicate by the
// webhook-id header.
package webhook

import (
	"context"
	"encoding/json"
	"log/slog"
	"net"
	"net/http"
	"time"

	"code.dny.dev/ssrf"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/claimloop"
)

// Store is what the dispatcher needs from storage: the endpoints and
// delivery log it serves to the API, and the claim-attempt-complete cycle.
// sqlstore.WebhookStore implements it.
type Store interface {
	CreateWebhookEndpoint(ctx context.Context, accountID int64, in steward.WebhookEndpointCreate) (*steward.WebhookEndpoint, error)
	FindWebhookEndpoints(ctx context.Context, accountID int64) ([]*steward.WebhookEndpoint, error)
	FindWebhookEndpointByID(ctx context.Context, accountID, id int64) (*steward.WebhookEndpoint, error)
	UpdateWebhookEndpoint(ctx context.Context, accountID, id int64, upd steward.WebhookEndpointUpdate) (*steward.WebhookEndpoint, error)
	DeleteWebhookEndpoint(ctx context.Context, accountID, id int64) error
	RotateWebhookSecret(ctx context.Context, accountID, id int64) (*steward.WebhookEndpoint, error)
	FindWebhookDeliveries(ctx context.Context, accountID, endpointID int64, limit int) ([]*steward.WebhookDelivery, error)
	FindWebhookDeliveryByID(ctx context.Context, accountID, id int64) (*steward.WebhookDeliveryDetail, error)

	// ClaimWebhookDeliveries leases up to limit due deliveries of any
	// account, counting the attempt; each is claimed by one caller only.
	ClaimWebhookDeliveries(ctx context.Context, lease time.Duration, limit int) ([]*steward.WebhookTask, error)
	// ClaimWebhookDelivery leases one delivery now, whatever its status.
	ClaimWebhookDelivery(ctx context.Context, accountID, id int64, lease time.Duration) (*steward.WebhookTask, error)
	// CompleteWebhookAttempt records the attempt and releases the lease; it
	// is ECONFLICT when the delivery was claimed again meanwhile.
	CompleteWebhookAttempt(ctx context.Context, task *steward.WebhookTask, out steward.WebhookOutcome) error
	// CreateWebhookTestDelivery records a steward.EventWebhookTest event
	// carrying object, with one delivery to the endpoint and no other, and
	// claims that delivery for lease, in one transaction.
	CreateWebhookTestDelivery(ctx context.Context, accountID, endpointID int64, object json.RawMessage, lease time.Duration) (*steward.WebhookTask, error)
	// CountDueWebhookDeliveries returns the number of pending and retrying deliveries.
	CountDueWebhookDeliveries(ctx context.Context) (int, error)
}

// Config tunes a Dispatcher; zero fields take the defaults below.
type Config struct {
	Policy       steward.RetryPolicy // default steward.DefaultRetryPolicy()
	AllowPrivate bool                // allow loopback and private destinations (local development)
	Timeout      time.Duration       // per attempt; default 10s
	Lease        time.Duration       // how long a claim holds a delivery; default 30s, keep it above Timeout
	PollInterval time.Duration       // how often to look for due retries; default 1s
	Concurrency  int                 // attempts in flight at once; default 16
	Clock        steward.Clock       // default steward.SystemClock
	Logger       *slog.Logger
}

// Defaults of Config.
const (
	DefaultTimeout      = 10 * time.Second
	DefaultLease        = 30 * time.Second
	DefaultPollInterval = time.Second
	DefaultConcurrency  = 16
)

// Dispatcher sends webhook deliveries, and is the steward.WebhookService
// of the API: it checks destinations before the store saves them.
type Dispatcher struct {
	store    Store
	cfg      Config
	guard    *ssrf.Guardian
	client   *http.Client
	resolver *net.Resolver
	metrics  *metrics
	wake     chan struct{}
}

var _ steward.WebhookService = (*Dispatcher)(nil)

// New returns a dispatcher of the store's deliveries. Call Run to start it.
func New(store Store, cfg Config) *Dispatcher {
	if cfg.Policy.Offsets == nil {
		cfg.Policy = steward.DefaultRetryPolicy()
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.Lease <= 0 {
		cfg.Lease = DefaultLease
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = DefaultPollInterval
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = DefaultConcurrency
	}
	if cfg.Clock == nil {
		cfg.Clock = steward.SystemClock{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	guard := newGuard(cfg.AllowPrivate)
	return &Dispatcher{
		store:    store,
		cfg:      cfg,
		guard:    guard,
		client:   newHTTPClient(guard, cfg.Timeout),
		resolver: net.DefaultResolver,
		wake:     make(chan struct{}, 1),
	}
}

// Notify tells the dispatcher that deliveries were just committed, so it
// claims them now rather than at its next poll. It never blocks.
func (d *Dispatcher) Notify() {
	select {
	case d.wake <- struct{}{}:
	default:
	}
}

// Run claims and handles due work until ctx is done, then waits for the
// attempts in flight to finish and be recorded (see claimloop).
func (d *Dispatcher) Run(ctx context.Context) {
	(&claimloop.Loop[*steward.WebhookTask]{
		Concurrency: d.cfg.Concurrency, PollInterval: d.cfg.PollInterval, Wake: d.wake,
		Claim: func(ctx context.Context, n int) ([]*steward.WebhookTask, error) {
			return d.store.ClaimWebhookDeliveries(ctx, d.cfg.Lease, n)
		},
		Handle:      func(ctx context.Context, t *steward.WebhookTask) { d.deliver(ctx, t, false) },
		ClaimFailed: func(err error) { d.cfg.Logger.Error("webhook claim failed", "err", err) },
	}).Run(ctx)
}

// deliver makes the claimed attempt, decides what follows and records it.
// A manual attempt (a retry asked for through the API) does not reopen a
// final delivery's schedule when it fails.
func (d *Dispatcher) deliver(ctx context.Context, t *steward.WebhookTask, manual bool) *steward.WebhookOutcome {
	del := &t.Delivery
	var res result
	if !manual && del.Attempts > del.MaxAttempts(d.cfg.Policy) {
		// The replica that made the last attempt stopped before recording
		// it; the lease expired and brought the delivery back. Nothing is left.
		msg := "Not sent: no attempts remain (the previous attempt was interrupted before its outcome was recorded)"
		res.attempt = steward.WebhookAttempt{Attempt: del.Attempts, AttemptedAt: d.cfg.Clock.Now(), Error: &msg}
		res.kind = "abandoned"
	} else {
		res = d.send(ctx, &t.Endpoint, del.EventUUID, t.Payload, del.Attempts)
	}
	out := d.decide(t, res, manual)

	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	err := d.store.CompleteWebhookAttempt(ctx, t, out)
	d.logAttempt(t, res, &out, err)
	if err == nil {
		d.metrics.observe(res, out.Status)
	}
	return &out
}

// decide turns the result of an attempt into the delivery's next state.
func (d *Dispatcher) decide(t *steward.WebhookTask, res result, manual bool) steward.WebhookOutcome {
	del := &t.Delivery
	out := steward.WebhookOutcome{Attempt: res.attempt, FirstFailedAt: del.FirstFailedAt}
	if res.attempt.Succeeded {
		out.Status = steward.DeliverySucceeded
		return out
	}
	if out.FirstFailedAt == nil {
		first := res.attempt.AttemptedAt
		out.FirstFailedAt = &first
	}
	out.Status = steward.DeliveryFailed
	if res.gone {
		out.DisableReason = "The endpoint answered 410 Gone at " + res.attempt.AttemptedAt.Format(time.RFC3339)
		return out
	}
	if manual && del.Status.Final() || del.Attempts >= del.MaxAttempts(d.cfg.Policy) {
		return out
	}
	next, ok := d.cfg.Policy.NextAttempt(*out.FirstFailedAt, del.Attempts)
	if !ok {
		return out
	}
	if !res.retryAfter.IsZero() {
		next = d.cfg.Policy.RetryAfter(*out.FirstFailedAt, del.Attempts, next, res.retryAfter)
	}
	out.Status = steward.DeliveryRetrying
	out.NextAttemptAt = &next
	return out
}

func (d *Dispatcher) logAttempt(t *steward.WebhookTask, res result, out *steward.WebhookOutcome, err error) {
	a := &res.attempt
	attrs := []slog.Attr{
		slog.Int64("account_id", t.Delivery.AccountID),
		slog.Int64("endpoint_id", t.Endpoint.ID),
		slog.Int64("delivery_id", t.Delivery.ID),
		slog.String("event", t.Delivery.EventName),
		slog.String("webhook_id", t.Delivery.EventUUID),
		slog.Int("attempt", a.Attempt),
		slog.String("result", res.kind),
		slog.Int64("latency_ms", a.LatencyMS),
		slog.String("status", string(out.Status)),
	}
	if a.ResponseStatus != nil {
		attrs = append(attrs, slog.Int("response_status", *a.ResponseStatus))
	}
	if a.Error != nil {
		attrs = append(attrs, slog.String("error", *a.Error))
	}
	if out.NextAttemptAt != nil {
		attrs = append(attrs, slog.Time("next_attempt_at", *out.NextAttemptAt))
	}
	if out.DisableReason != "" {
		attrs = append(attrs, slog.String("endpoint_disabled", out.DisableReason))
	}
	level := slog.LevelInfo
	if !a.Succeeded {
		level = slog.LevelWarn
	}
	if err != nil {
		level = slog.LevelError
		attrs = append(attrs, slog.String("record_error", err.Error()))
		if steward.ErrorCode(err) == steward.ECONFLICT {
			level = slog.LevelWarn // the lease expired and another attempt took over
		}
	}
	d.cfg.Logger.LogAttrs(context.Background(), level, "webhook attempt", attrs...)
}
