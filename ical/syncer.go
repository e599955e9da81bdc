package ical

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/stewardhq/steward"
)

// Store keeps the feeds and applies what the syncer reads (implemented by
// sqlstore.CalendarStore).
type Store interface {
	CreateCalendar(ctx context.Context, accountID int64, in steward.CalendarCreate) (*steward.Calendar, error)
	FindCalendars(ctx context.Context, accountID, addressID int64) ([]*steward.Calendar, error)
	FindCalendarByID(ctx context.Context, accountID, addressID, id int64) (*steward.Calendar, error)
	DeleteCalendar(ctx context.Context, accountID, addressID, id int64) error
	ClaimCalendars(ctx context.Context, lease time.Duration, limit int) ([]*steward.CalendarTask, error)
	ClaimCalendar(ctx context.Context, accountID, addressID, id int64, lease time.Duration) (*steward.CalendarTask, error)
	ApplyCalendarFetch(ctx context.Context, t *steward.CalendarTask, f *steward.CalendarFetch, next time.Duration) (*steward.Calendar, error)
	RecordCalendarFailure(ctx context.Context, t *steward.CalendarTask, msg string, next time.Duration) (*steward.Calendar, error)
}

// Config sets a Syncer up; zero values take the defaults.
type Config struct {
	Interval     time.Duration // how often each feed is read (15 minutes)
	PollInterval time.Duration // how often the syncer looks for due feeds (a minute, or Interval if shorter)
	Lease        time.Duration // how long a claimed feed stays claimed (2 minutes; above the fetch timeout)
	Concurrency  int           // feeds fetched at once (4)
	AllowPrivate bool          // allow feeds on loopback and private addresses
	FetchTimeout time.Duration
	MaxFeedBytes int64
	Logger       *slog.Logger
}

// DefaultInterval is how often a feed is read unless configured.
const DefaultInterval = 15 * time.Minute

// Syncer polls every feed and keeps the stays in step with it; it also
// serves steward.CalendarService, adding the URL check and SyncCalendar
// to the store.
type Syncer struct {
	store   Store
	fetcher *Fetcher
	cfg     Config
	wake    chan struct{}
}

var _ steward.CalendarService = (*Syncer)(nil)

// New returns a syncer of store's feeds.
func New(store Store, cfg Config) *Syncer {
	if cfg.Interval <= 0 {
		cfg.Interval = DefaultInterval
	}
	if cfg.PollInterval <= 0 {
		cfg.PollInterval = min(time.Minute, cfg.Interval)
	}
	if cfg.FetchTimeout <= 0 {
		cfg.FetchTimeout = DefaultFetchTimeout
	}
	if cfg.Lease <= 0 {
		cfg.Lease = 4 * cfg.FetchTimeout
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = 4
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return &Syncer{store: store, fetcher: NewFetcher(cfg.AllowPrivate, cfg.FetchTimeout, cfg.MaxFeedBytes), cfg: cfg,
		wake: make(chan struct{}, 1)}
}

// Notify makes Run look for due feeds now rather than at its next poll
// (a feed was just added). It never blocks.
func (s *Syncer) Notify() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run syncs due feeds until ctx is done, then lets the syncs in flight
// finish. A sync cut short by a crash is redone when its lease expires:
// its fetch was never applied, or was applied in full (see
// sqlstore.CalendarStore.ApplyCalendarFetch).
func (s *Syncer) Run(ctx context.Context) {
	ticker := time.NewTicker(s.cfg.PollInterval)
	defer ticker.Stop()
	for {
		s.SyncDue(ctx)
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		case <-ticker.C:
		}
	}
}

// SyncDue claims the feeds that are due and syncs them, Concurrency at a
// time, and returns when they are done; Run calls it on every tick, tests
// call it directly.
func (s *Syncer) SyncDue(ctx context.Context) {
	for ctx.Err() == nil {
		tasks, err := s.store.ClaimCalendars(ctx, s.cfg.Lease, s.cfg.Concurrency)
		if err != nil {
			if ctx.Err() == nil {
				s.cfg.Logger.Error("calendar claim failed", "err", err)
			}
			return
		}
		if len(tasks) == 0 {
			return
		}
		var wg sync.WaitGroup
		for _, t := range tasks {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.sync(context.WithoutCancel(ctx), t); err != nil {
					s.cfg.Logger.Error("calendar sync failed", "calendar_id", t.Calendar.ID, "err", err)
				}
			}()
		}
		wg.Wait()
	}
}

// sync fetches a claimed feed and records the outcome.
func (s *Syncer) sync(ctx context.Context, t *steward.CalendarTask) (*steward.Calendar, error) {
	f, err := s.fetcher.Fetch(ctx, t)
	if err != nil {
		s.cfg.Logger.Info("calendar fetch failed", "calendar_id", t.Calendar.ID, "err", err)
		return s.store.RecordCalendarFailure(ctx, t, err.Error(), s.cfg.Interval)
	}
	c, err := s.store.ApplyCalendarFetch(ctx, t, f, s.cfg.Interval)
	if err == nil && c.LastResult != nil {
		s.cfg.Logger.Info("calendar synced", "calendar_id", c.ID, "not_modified", f.NotModified,
			"created", c.LastResult.Created, "updated", c.LastResult.Updated, "cancelled", c.LastResult.Cancelled,
			"conflicts", c.LastResult.Conflicts)
	}
	return c, err
}

// CreateCalendar checks the URL against the guard and adds the feed.
func (s *Syncer) CreateCalendar(ctx context.Context, accountID int64, in steward.CalendarCreate) (*steward.Calendar, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if err := s.fetcher.CheckURL(ctx, in.URL); err != nil {
		return nil, err
	}
	c, err := s.store.CreateCalendar(ctx, accountID, in)
	if err == nil {
		s.Notify() // its first sync is due at once
	}
	return c, err
}

// FindCalendars lists a property's feeds.
func (s *Syncer) FindCalendars(ctx context.Context, accountID, addressID int64) ([]*steward.Calendar, error) {
	return s.store.FindCalendars(ctx, accountID, addressID)
}

// FindCalendarByID returns one feed.
func (s *Syncer) FindCalendarByID(ctx context.Context, accountID, addressID, id int64) (*steward.Calendar, error) {
	return s.store.FindCalendarByID(ctx, accountID, addressID, id)
}

// DeleteCalendar removes a feed.
func (s *Syncer) DeleteCalendar(ctx context.Context, accountID, addressID, id int64) error {
	return s.store.DeleteCalendar(ctx, accountID, addressID, id)
}

// SyncCalendar syncs one feed now (Sync now).
func (s *Syncer) SyncCalendar(ctx context.Context, accountID, addressID, id int64) (*steward.Calendar, error) {
	t, err := s.store.ClaimCalendar(ctx, accountID, addressID, id, s.cfg.Lease)
	if err != nil {
		return nil, err
	}
	return s.sync(context.WithoutCancel(ctx), t)
}

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }
