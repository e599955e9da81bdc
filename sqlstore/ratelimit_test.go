package sqlstore

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward/ratelimit"
)

// TestRateLimitStore runs limiters as two replicas would, each with its own
// RateLimitStore on one database: they enforce one budget between them, even
// when their requests race, keep no key in clear, and sweep full buckets.
func TestRateLimitStore(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		replica := func() *ratelimit.Limiter {
			l := ratelimit.New(1, time.Hour, 10).Shared(NewRateLimitStore(f.db), "key:")
			l.ErrorFunc = func(err error) { t.Errorf("store failed: %v", err) }
			return l
		}
		a, b := replica(), replica()
		var mu sync.Mutex
		var wg sync.WaitGroup
		allowed := 0
		for i := range 30 {
			l := a
			if i%2 == 1 {
				l = b
			}
			wg.Go(func() {
				if ok, _ := l.Allow("ada@example.com"); ok {
					mu.Lock()
					allowed++
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if allowed != 10 {
			t.Errorf("two replicas allowed %d of 30, want the burst of 10", allowed)
		}
		if ok, wait := a.Allow("ada@example.com"); ok || wait <= 0 || wait > time.Hour {
			t.Errorf("past the burst = %v, %v; want refused for up to an hour", ok, wait)
		}
		var n int
		var key string
		if err := f.db.read.QueryRow(`SELECT COUNT(*), MIN(key) FROM rate_limit_buckets`).Scan(&n, &key); err != nil {
			t.Fatal(err)
		}
		if n != 1 || strings.Contains(key, "ada") || strings.Contains(key, "@") {
			t.Errorf("the table holds %d rows, key %q; want one, hashed", n, key)
		}

		// A sweep an hour later (the bucket refills in 10h: it stays), and
		// another once it is full again (it goes).
		s := NewRateLimitStore(f.db)
		ctx := context.Background()
		s.sweep(ctx, time.Now().Add(time.Hour))
		if f.count(t) != 1 {
			t.Error("the sweep deleted a bucket that is not full")
		}
		s.lastSweep = time.Time{}
		s.sweep(ctx, time.Now().Add(11*time.Hour))
		if f.count(t) != 0 {
			t.Error("the sweep kept a full bucket")
		}
	})
}

// count returns the number of rate-limit buckets' rows.
func (f *fixture) count(t *testing.T) int {
	t.Helper()
	var n int
	if err := f.db.read.QueryRow(`SELECT COUNT(*) FROM rate_limit_buckets`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
