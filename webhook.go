package steward

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// WebhookEndpoint is a URL of the account's that receives events by POST.
// Its JSON form is the v2 wire form; the signing secrets never appear in it
// (the secret is shown only when the endpoint is created or rotated).
type WebhookEndpoint struct {
	ID             int64     `json:"id"`
	AccountID      int64     `json:"-"`
	URL            string    `json:"url"`
	Events         []string  `json:"events"` // empty: every event
	Description    string    `json:"description"`
	Enabled        bool      `json:"enabled"`
	DisabledReason *string   `json:"disabled_reason"` // why delivery stopped (e.g. the receiver answered 410)
	CreatedAt      time.Time `json:"created_at"`

	// Secret signs every delivery. After a rotation PreviousSecret also
	// signs them until PreviousSecretExpiresAt, so receivers can switch.
	Secret                  string     `json:"-"`
	PreviousSecret          *string    `json:"-"`
	PreviousSecretExpiresAt *time.Time `json:"-"`
}

// Wants reports whether the endpoint subscribes to events named name.
func (e *WebhookEndpoint) Wants(name string) bool {
	return len(e.Events) == 0 || slices.Contains(e.Events, name)
}

// SigningSecrets returns the secrets a delivery made at now is signed with:
// the current one, and the previous one during its grace period.
func (e *WebhookEndpoint) SigningSecrets(now time.Time) []string {
	secrets := []string{e.Secret}
	if e.PreviousSecret != nil && e.PreviousSecretExpiresAt != nil && now.Before(*e.PreviousSecretExpiresAt) {
		secrets = append(secrets, *e.PreviousSecret)
	}
	return secrets
}

// WebhookSecretPrefix starts every signing secret, as in Standard Webhooks.
const WebhookSecretPrefix = "whsec_"

// WebhookSecretGrace is how long a rotated-out secret keeps signing.
const WebhookSecretGrace = 24 * time.Hour

// NewWebhookSecret returns a fresh signing secret: "whsec_" and the base64
// of 32 random bytes, the key of HMAC-SHA256.
func NewWebhookSecret() string {
	return WebhookSecretPrefix + base64.StdEncoding.EncodeToString(randomBytes(32))
}

// MaxWebhookURLLen and MaxWebhookDescriptionLen bound an endpoint's fields.
const (
	MaxWebhookURLLen         = 2048
	MaxWebhookDescriptionLen = 500
)

// WebhookEndpointCreate is what it takes to add an endpoint. Nil or empty
// Events subscribes to every event, including names added later.
type WebhookEndpointCreate struct {
	URL         string
	Events      []string
	Description string
}

// Validate checks the URL's syntax and scheme and the event names.
// WebhookService.CreateWebhookEndpoint calls it, then checks that the
// destination is a public address, which takes resolving it: callers need
// not.
func (c *WebhookEndpointCreate) Validate() error {
	if c.URL == "" {
		return MissingField("url")
	}
	if err := validateWebhookURL(c.URL); err != nil {
		return err
	}
	if err := validateEventNames(c.Events); err != nil {
		return err
	}
	return CheckText("description", c.Description, MaxWebhookDescriptionLen)
}

// WebhookEndpointUpdate is a partial change to an endpoint; nil fields stay
// as they are. An empty, non-nil Events subscribes to every event.
// Enabling an endpoint clears its DisabledReason.
type WebhookEndpointUpdate struct {
	URL         *string
	Events      *[]string
	Description *string
	Enabled     *bool
}

// Validate checks the fields that are set, as WebhookEndpointCreate does;
// WebhookService.UpdateWebhookEndpoint calls it.
func (u *WebhookEndpointUpdate) Validate() error {
	if u.URL != nil {
		if err := validateWebhookURL(*u.URL); err != nil {
			return err
		}
	}
	if u.Events != nil {
		if err := validateEventNames(*u.Events); err != nil {
			return err
		}
	}
	if u.Description != nil {
		return CheckText("description", *u.Description, MaxWebhookDescriptionLen)
	}
	return nil
}

func validateWebhookURL(s string) error {
	if err := CheckText("url", s, MaxWebhookURLLen); err != nil {
		return err
	}
	u, err := url.Parse(s)
	if err != nil || !u.IsAbs() || u.Host == "" || u.Hostname() == "" {
		return Errorf(EVALIDATION, "Invalid url %q: must be an absolute http or https URL", s)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return Errorf(EVALIDATION, "Invalid url %q: the scheme must be http or https", s)
	}
	if u.User != nil {
		return Errorf(EVALIDATION, "Invalid url: must not carry a user name or password")
	}
	if u.Fragment != "" {
		return Errorf(EVALIDATION, "Invalid url: must not have a fragment")
	}
	if p := u.Port(); p != "" {
		if n, err := strconv.Atoi(p); err != nil || n < 1 || n > 65535 {
			return Errorf(EVALIDATION, "Invalid url %q: the port must be between 1 and 65535", s)
		}
	}
	return nil
}

func validateEventNames(names []string) error {
	for _, n := range names {
		if !slices.Contains(EventNames, n) {
			return Errorf(EVALIDATION, "Invalid events: unknown event %q; known events are %s", n, strings.Join(EventNames, ", "))
		}
	}
	return nil
}

// WebhookDeliveryStatus is where a delivery stands.
type WebhookDeliveryStatus string

// The statuses of a delivery: not yet tried, failed at least once with
// attempts left, received (2xx), and given up.
const (
	DeliveryPending   WebhookDeliveryStatus = "pending"
	DeliveryRetrying  WebhookDeliveryStatus = "retrying"
	DeliverySucceeded WebhookDeliveryStatus = "succeeded"
	DeliveryFailed    WebhookDeliveryStatus = "failed"
)

// Final reports whether no automatic attempt follows s.
func (s WebhookDeliveryStatus) Final() bool { return s == DeliverySucceeded || s == DeliveryFailed }

// WebhookDelivery is one event on its way to one endpoint, written in the
// transaction that recorded the event. Its JSON form is the v2 wire form.
type WebhookDelivery struct {
	ID                 int64                 `json:"id"`
	AccountID          int64                 `json:"-"`
	EndpointID         int64                 `json:"endpoint_id"`
	EventID            int64                 `json:"event_id"`
	EventUUID          string                `json:"event_uuid"` // the webhook-id header
	EventName          string                `json:"event_name"`
	Status             WebhookDeliveryStatus `json:"status"`
	Attempts           int                   `json:"attempts"`
	NextAttemptAt      *time.Time            `json:"next_attempt_at"` // null once final
	LastResponseStatus *int                  `json:"last_response_status"`
	LastError          *string               `json:"last_error"`
	CreatedAt          time.Time             `json:"created_at"`

	// FirstFailedAt anchors the retry schedule; nil until an attempt fails.
	FirstFailedAt *time.Time `json:"-"`
}

// WebhookDeliveryDetail is a delivery with every attempt and the payload.
type WebhookDeliveryDetail struct {
	WebhookDelivery
	AttemptLog []*WebhookAttempt `json:"attempt_log"` // oldest first
	Payload    json.RawMessage   `json:"payload"`
}

// MaxWebhookResponseExcerpt is how much of a receiver's answer is kept.
const MaxWebhookResponseExcerpt = 4 << 10

// WebhookAttempt is one POST to an endpoint and what came of it.
type WebhookAttempt struct {
	Attempt        int       `json:"attempt"` // 1 for the first
	AttemptedAt    time.Time `json:"attempted_at"`
	Succeeded      bool      `json:"succeeded"`
	ResponseStatus *int      `json:"response_status"` // null when no response arrived
	LatencyMS      int64     `json:"latency_ms"`
	Error          *string   `json:"error"`
	ResponseBody   string    `json:"response_body"` // the first 4 KiB
}

// WebhookTask is a claimed attempt at a delivery: everything the dispatcher
// needs to send it. Delivery.Attempts already counts this attempt.
type WebhookTask struct {
	Delivery WebhookDelivery
	Endpoint WebhookEndpoint // with its secrets
	Payload  json.RawMessage
}

// WebhookOutcome is what the dispatcher decided after an attempt.
type WebhookOutcome struct {
	Attempt       WebhookAttempt
	Status        WebhookDeliveryStatus
	NextAttemptAt *time.Time // when Status is pending or retrying
	FirstFailedAt *time.Time
	// DisableReason, when set, disables the endpoint (the receiver answered 410 Gone).
	DisableReason string
}

// WebhookService manages an account's webhook endpoints and shows their
// deliveries. Every method is scoped to accountID: an endpoint or delivery
// of another account is reported as not found.
//
// Errors: ENOTFOUND ("Webhook endpoint not found", "Webhook delivery not
// found"); EVALIDATION for bad input, including a URL whose destination is
// not a public address; ECONFLICT when a delivery is being attempted right
// now and cannot be retried at the same time.
type WebhookService interface {
	// CreateWebhookEndpoint adds an endpoint; the result carries its Secret.
	CreateWebhookEndpoint(ctx context.Context, accountID int64, in WebhookEndpointCreate) (*WebhookEndpoint, error)
	FindWebhookEndpoints(ctx context.Context, accountID int64) ([]*WebhookEndpoint, error)
	FindWebhookEndpointByID(ctx context.Context, accountID, id int64) (*WebhookEndpoint, error)
	UpdateWebhookEndpoint(ctx context.Context, accountID, id int64, upd WebhookEndpointUpdate) (*WebhookEndpoint, error)
	// DeleteWebhookEndpoint removes an endpoint with its deliveries.
	DeleteWebhookEndpoint(ctx context.Context, accountID, id int64) error
	// RotateWebhookSecret issues a new secret; the old one keeps signing
	// for WebhookSecretGrace. The result carries the new Secret.
	RotateWebhookSecret(ctx context.Context, accountID, id int64) (*WebhookEndpoint, error)
	// TestWebhookEndpoint sends a sample event (named EventWebhookTest) to
	// the endpoint now, enabled or not, and returns the attempt. The event
	// is stored with one delivery, to this endpoint only, so the attempt is
	// in the endpoint's delivery log (DeliveryID); the delivery is
	// attempted once and, if that fails, ends failed without retries
	// (RetryWebhookDelivery still retries it by hand).
	TestWebhookEndpoint(ctx context.Context, accountID, id int64) (*WebhookTestResult, error)
	// FindWebhookDeliveries returns the endpoint's deliveries, newest first.
	FindWebhookDeliveries(ctx context.Context, accountID, endpointID int64, limit int) ([]*WebhookDelivery, error)
	FindWebhookDeliveryByID(ctx context.Context, accountID, id int64) (*WebhookDeliveryDetail, error)
	// RetryWebhookDelivery makes one more attempt now, whatever the
	// delivery's status, and returns the delivery after it.
	RetryWebhookDelivery(ctx context.Context, accountID, id int64) (*WebhookDeliveryDetail, error)
}

// EventWebhookTest names the sample event of TestWebhookEndpoint. It is
// sent only by that action, to the one endpoint tested, never to the
// account's other endpoints; receivers may ignore it like any unknown name.
const EventWebhookTest = "webhook.test"

// WebhookTestResult is the outcome of TestWebhookEndpoint: the attempt,
// and the delivery that keeps it in the endpoint's log. Its JSON form is
// the attempt's with delivery_id added.
type WebhookTestResult struct {
	WebhookAttempt
	DeliveryID int64 `json:"delivery_id"`
}

// MaxAttempts returns how many attempts the dispatcher makes at d on its
// own under policy p: one for a test event (EventWebhookTest), whose
// outcome answers the test action at once, and p.MaxAttempts() for any
// other. After them d is failed; only a manual retry attempts it again.
func (d *WebhookDelivery) MaxAttempts(p RetryPolicy) int {
	if d.EventName == EventWebhookTest {
		return 1
	}
	return p.MaxAttempts()
}

// Paging of a delivery log.
const (
	DefaultWebhookDeliveryLimit = 50
	MaxWebhookDeliveryLimit     = 100
)

// DefaultRetryOffsets is the retry schedule of the specification: after the
// first failure, nine retries over a week; ten attempts in all.
var DefaultRetryOffsets = []time.Duration{
	5 * time.Second, time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour,
	8 * time.Hour, 24 * time.Hour, 72 * time.Hour, 168 * time.Hour,
}

// RetryPolicy decides when a failed delivery is tried again. Retries come
// at fixed offsets from the first failure, so a slow receiver does not
// stretch the schedule; there are len(Offsets)+1 attempts in all.
type RetryPolicy struct {
	Offsets []time.Duration // increasing, from the first failure
	// Jitter spreads retries that fail together: each retry is delayed by
	// a random fraction, up to Jitter, of the gap since the previous one,
	// and by at most MaxJitter. Zero means none.
	Jitter float64
	// RandFunc returns a number in [0, 1); nil means math/rand/v2.
	RandFunc func() float64
}

// MaxJitter caps the random delay RetryPolicy adds to a retry.
const MaxJitter = time.Minute

// DefaultRetryPolicy returns the schedule of the specification with 10% jitter.
func DefaultRetryPolicy() RetryPolicy {
	return RetryPolicy{Offsets: slices.Clone(DefaultRetryOffsets), Jitter: 0.1}
}

// MaxAttempts is the number of attempts in all: the first and one per offset.
func (p RetryPolicy) MaxAttempts() int { return len(p.Offsets) + 1 }

// NextAttempt returns when the next attempt is due after attemptsSoFar
// attempts have failed, the first of them at firstFailure, and false when
// none is left.
func (p RetryPolicy) NextAttempt(firstFailure time.Time, attemptsSoFar int) (time.Time, bool) {
	if attemptsSoFar < 1 || attemptsSoFar > len(p.Offsets) {
		return time.Time{}, false
	}
	offset := p.Offsets[attemptsSoFar-1]
	if p.Jitter > 0 {
		var prev time.Duration
		if attemptsSoFar > 1 {
			prev = p.Offsets[attemptsSoFar-2]
		}
		r := rand.Float64
		if p.RandFunc != nil {
			r = p.RandFunc
		}
		offset += min(time.Duration(r()*p.Jitter*float64(offset-prev)), MaxJitter)
	}
	return firstFailure.Add(offset), true
}

// RetryAfter returns the due time next moved to notBefore, when the
// receiver asked to be left alone until then (Retry-After), but never past
// the slot of the attempt after next: the receiver may delay an attempt
// within the schedule, not stretch the schedule.
func (p RetryPolicy) RetryAfter(firstFailure time.Time, attemptsSoFar int, next, notBefore time.Time) time.Time {
	if !notBefore.After(next) {
		return next
	}
	limit := next
	if attemptsSoFar >= 1 && attemptsSoFar < len(p.Offsets) {
		limit = firstFailure.Add(p.Offsets[attemptsSoFar])
	}
	if notBefore.After(limit) {
		return limit
	}
	return notBefore
}

// ParseRetrySchedule reads a comma-separated list of increasing, positive
// Go durations ("5s,1m,5m") into retry offsets.
func ParseRetrySchedule(s string) ([]time.Duration, error) {
	var offsets []time.Duration
	for _, part := range strings.Split(s, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(part))
		if err != nil {
			return nil, Errorf(EVALIDATION, "Invalid retry schedule %q: %q is not a duration such as 5s or 2h", s, strings.TrimSpace(part))
		}
		if d <= 0 || len(offsets) > 0 && d <= offsets[len(offsets)-1] {
			return nil, Errorf(EVALIDATION, "Invalid retry schedule %q: offsets must be positive and increasing", s)
		}
		offsets = append(offsets, d)
	}
	return offsets, nil
}
