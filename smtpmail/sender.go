// Package smtpmail tells pros about their jobs by e-mail, through an SMTP
// server (github.com/emersion/go-smtp), or into the log when none is
// configured.
//
// The notifications are written by the store in the transaction of the job
// change they tell of (the outbox), composed there. The Sender claims due
// notifications with a lease, hands each to a Transport once per attempt,
// and records the outcome: sent; retrying by a steward.RetryPolicy after a
// temporary failure (a 4xx reply, a connection problem); failed, with the
// server's answer, after a permanent one (a 5xx reply) or the last attempt.
// A notification recorded as sent is never claimed again. A replica that
// dies after the server accepted a message but before recording it lets
// the lease expire, and the message is sent again with the same
// Message-ID: see docs/notifications.md.
package smtpmail

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/claimloop"
)

// Store is what the sender needs from storage; sqlstore.MailStore
// implements it.
type Store interface {
	// ClaimMails leases up to limit due notifications of any account,
	// counting the attempt; each is claimed by one caller only.
	ClaimMails(ctx context.Context, lease time.Duration, limit int) ([]*steward.Notification, error)
	// CompleteMail records the outcome and releases the lease; it is
	// ECONFLICT when the notification was claimed again meanwhile.
	CompleteMail(ctx context.Context, n *steward.Notification, out steward.NotificationOutcome) error
}

// DefaultRetryOffsets is the mail retry schedule from the first failure:
// seven attempts over about a day, as a pro must hear of a job in time or
// not at all.
var DefaultRetryOffsets = []time.Duration{time.Minute, 5 * time.Minute, 15 * time.Minute, time.Hour, 4 * time.Hour, 12 * time.Hour}

// Config tunes a Sender; zero fields take the defaults below.
type Config struct {
	From         string              // the sender address (--mail-from)
	Policy       steward.RetryPolicy // default DefaultRetryOffsets with 10% jitter
	Lease        time.Duration       // how long a claim holds a notification; default 5m, keep it above the SMTP timeout
	PollInterval time.Duration       // how often to look for due retries and other replicas' mail; default 1s
	Concurrency  int                 // conversations at once; default 4
	Clock        steward.Clock       // default steward.SystemClock
	Logger       *slog.Logger
}

// Defaults of Config.
const (
	DefaultLease        = 5 * time.Minute
	DefaultPollInterval = time.Second
	DefaultConcurrency  = 4
)

// Sender sends the store's notifications through a Transport.
type Sender struct {
	store     Store
	transport Transport
	cfg       Config
	wake      chan struct{}
}

// New returns a sender of the store's notifications. Call Run to start it.
func New(store Store, t Transport, cfg Config) *Sender {
	if cfg.Policy.Offsets == nil {
		cfg.Policy = steward.RetryPolicy{Offsets: DefaultRetryOffsets, Jitter: 0.1}
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
	return &Sender{store: store, transport: t, cfg: cfg, wake: make(chan struct{}, 1)}
}

// Notify tells the sender that notifications were just committed, so it
// claims them now rather than at its next poll. It never blocks.
func (s *Sender) Notify() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run claims and handles due work until ctx is done, then waits for the
// attempts in flight to finish and be recorded (see claimloop).
func (s *Sender) Run(ctx context.Context) {
	(&claimloop.Loop[*steward.Notification]{
		Concurrency: s.cfg.Concurrency, PollInterval: s.cfg.PollInterval, Wake: s.wake,
		Claim: func(ctx context.Context, n int) ([]*steward.Notification, error) {
			return s.store.ClaimMails(ctx, s.cfg.Lease, n)
		},
		Handle:      s.send,
		ClaimFailed: func(err error) { s.cfg.Logger.Error("mail claim failed", "err", err) },
	}).Run(ctx)
}

// send makes the claimed attempt at n and records what follows.
func (s *Sender) send(ctx context.Context, n *steward.Notification) {
	out := steward.NotificationOutcome{Attempt: n.Attempts, FirstFailedAt: n.FirstFailedAt}
	var sendErr *SendError
	if n.Attempts > s.cfg.Policy.MaxAttempts() {
		// The replica that made the last attempt stopped before recording
		// it; its lease expired and brought the notification back.
		sendErr = &SendError{Message: "Not sent: no attempts remain (the previous attempt was interrupted before its outcome was recorded)"}
	} else if err := s.transport.Send(ctx, messageOf(n, s.cfg.From)); err != nil {
		if !errors.As(err, &sendErr) {
			sendErr = &SendError{Message: err.Error(), Temporary: true, Err: err}
		}
	}
	now := s.cfg.Clock.Now()
	if sendErr == nil {
		out.Status, out.Channel, out.SentAt = steward.NotificationSent, s.transport.Channel(), &now
	} else {
		out.Error = &sendErr.Message
		if out.FirstFailedAt == nil {
			out.FirstFailedAt = &now
		}
		out.Status = steward.NotificationFailed
		if sendErr.Temporary {
			if next, ok := s.cfg.Policy.NextAttempt(*out.FirstFailedAt, n.Attempts); ok {
				out.Status, out.NextAttemptAt = steward.NotificationRetrying, &next
			}
		}
	}
	recordCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	err := s.store.CompleteMail(recordCtx, n, out)
	s.log(n, out, sendErr, err)
}

func (s *Sender) log(n *steward.Notification, out steward.NotificationOutcome, sendErr *SendError, recordErr error) {
	attrs := []slog.Attr{
		slog.Int64("account_id", n.AccountID),
		slog.Int64("notification_id", n.ID),
		slog.Int64("job_id", n.JobID),
		slog.String("kind", string(n.Kind)),
		slog.String("to", n.To),
		slog.Int("attempt", n.Attempts),
		slog.String("status", string(out.Status)),
	}
	level := slog.LevelInfo
	if sendErr != nil {
		level = slog.LevelWarn
		attrs = append(attrs, slog.String("error", sendErr.Message))
		if sendErr.Err != nil {
			attrs = append(attrs, slog.String("cause", sendErr.Err.Error()))
		}
	}
	if out.NextAttemptAt != nil {
		attrs = append(attrs, slog.Time("next_attempt_at", *out.NextAttemptAt))
	}
	if recordErr != nil {
		level = slog.LevelError
		attrs = append(attrs, slog.String("record_error", recordErr.Error()))
	}
	s.cfg.Logger.LogAttrs(context.Background(), level, "mail attempt", attrs...)
}
