package sqlstore

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"sort"
	"sync"
	"time"
)

// RateLimitStore keeps the rate limits' buckets (ratelimit.Store) in the
// database, so that every replica on it enforces one limit: an API key's
// requests, a client's failed logins and sign-ups are counted wherever the
// load balancer sends them. Each Update is one short write transaction that
// locks its buckets' rows, in key order so that two never deadlock.
type RateLimitStore struct {
	db *DB
	// Timeout bounds one Update; past it the limiter allows the request
	// and reports the error.
	Timeout time.Duration
	// SweepEvery is how often full buckets' rows are deleted.
	SweepEvery time.Duration

	mu        sync.Mutex
	lastSweep time.Time
}

// NewRateLimitStore returns the rate limits' store on db.
func NewRateLimitStore(db *DB) *RateLimitStore {
	return &RateLimitStore{db: db, Timeout: 2 * time.Second, SweepEvery: time.Minute}
}

// rateLimitKey is the row key of a limiter's key: a hash, so neither
// credentials nor emails nor addresses are stored.
func rateLimitKey(key string) string {
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:16])
}

// Update implements ratelimit.Store.
func (s *RateLimitStore) Update(now time.Time, keys []string, fn func(fullAt []time.Time)) error {
	ctx, cancel := context.WithTimeout(context.Background(), s.Timeout)
	defer cancel()
	rows := make([]string, len(keys))
	order := make([]int, len(keys))
	for i, k := range keys {
		rows[i], order[i] = rateLimitKey(k), i
	}
	sort.Slice(order, func(a, b int) bool { return rows[order[a]] < rows[order[b]] })
	tx, err := s.db.begin(ctx, true)
	if err != nil {
		return fmt.Errorf("rate limit: %w", err)
	}
	defer tx.Rollback()
	if s.db.dialect == postgres {
		// A bucket lost to a crash hands one key a fresh burst: not worth
		// waiting for the commit to reach the disk on every request.
		if _, err := tx.ExecContext(ctx, `SET LOCAL synchronous_commit = off`); err != nil {
			return fmt.Errorf("rate limit: %w", err)
		}
	}
	at := make([]time.Time, len(keys))
	for _, i := range order {
		// Insert or touch: either way the row is this transaction's until
		// it ends, so concurrent updates of one bucket take turns.
		var t time.Time
		if err := tx.QueryRowContext(ctx, `
			INSERT INTO rate_limit_buckets (key, full_at) VALUES ($1, $2)
			ON CONFLICT (key) DO UPDATE SET key = excluded.key
			RETURNING full_at`, rows[i], ts(now)).Scan(timeCol{&t}); err != nil {
			return fmt.Errorf("rate limit: %w", err)
		}
		if t.After(now) {
			at[i] = t
		}
	}
	fn(at)
	for _, i := range order {
		var err error
		if at[i].After(now) {
			_, err = tx.ExecContext(ctx, `UPDATE rate_limit_buckets SET full_at = $2 WHERE key = $1`, rows[i], ts(at[i]))
		} else {
			_, err = tx.ExecContext(ctx, `DELETE FROM rate_limit_buckets WHERE key = $1`, rows[i])
		}
		if err != nil {
			return fmt.Errorf("rate limit: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("rate limit: commit: %w", err)
	}
	s.sweep(ctx, now)
	return nil
}

// sweep deletes the rows of buckets that are full again, at most once per
// SweepEvery in this process. A failure is logged, not returned: the
// update it follows is done, and the next sweep deletes the same rows.
func (s *RateLimitStore) sweep(ctx context.Context, now time.Time) {
	s.mu.Lock()
	due := now.Sub(s.lastSweep) >= s.SweepEvery
	if due {
		s.lastSweep = now
	}
	s.mu.Unlock()
	if !due {
		return
	}
	if _, err := s.db.write.ExecContext(ctx, `DELETE FROM rate_limit_buckets WHERE full_at <= $1`, ts(now)); err != nil {
		s.db.logger().Warn("rate limit sweep failed", "err", err)
	}
}
