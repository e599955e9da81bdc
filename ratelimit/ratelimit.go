// Package ratelimit limits how often a key (an API key, an email address, a
// client IP) may act: one token bucket per key, from golang.org/x/time/rate,
// in a map that forgets idle buckets so memory stays bounded however many
// keys an attacker invents.
//
// A nil *Limiter or *Login allows everything, so "no limit" is simply a nil
// field in the server's configuration.
package ratelimit

import (
	"math"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// DefaultMaxKeys caps the buckets one Limiter keeps. Buckets idle long
// enough to be full again are dropped first; past the cap an arbitrary
// bucket is dropped, which at worst hands that key a fresh burst.
const DefaultMaxKeys = 100_000

// Limiter is a set of token buckets, one per key, each refilling at the same
// rate up to the same burst. It is safe for concurrent use.
type Limiter struct {
	limit   rate.Limit
	burst   int
	idle    time.Duration // a bucket untouched this long is full: forgetting it changes nothing
	maxKeys int
	now     func() time.Time // the clock; tests replace it

	mu        sync.Mutex
	buckets   map[string]*bucket
	lastSweep time.Time
}

type bucket struct {
	lim  *rate.Limiter
	seen time.Time
}

// New returns a Limiter that allows each key n events per period per, with
// bursts of up to burst events (at least 1). It returns nil, which allows
// everything, when n or per is not positive.
func New(n int, per time.Duration, burst int) *Limiter {
	if n <= 0 || per <= 0 {
		return nil
	}
	burst = max(burst, 1)
	limit := rate.Limit(float64(n) / per.Seconds())
	// The time an empty bucket takes to fill, rounded up, and at least a
	// second so sweeps stay rare.
	idle := time.Duration(math.Ceil(float64(burst) / float64(limit) * float64(time.Second)))
	return &Limiter{
		limit:   limit,
		burst:   burst,
		idle:    max(idle, time.Second),
		maxKeys: DefaultMaxKeys,
		now:     time.Now,
		buckets: make(map[string]*bucket),
	}
}

// Allow takes one token from key's bucket. When the bucket is empty it takes
// nothing and reports false with the time until a token is available.
func (l *Limiter) Allow(key string) (ok bool, retryAfter time.Duration) {
	if l == nil {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	b := l.bucket(key, now)
	if wait := l.wait(b, now); wait > 0 {
		return false, wait
	}
	b.lim.AllowN(now, 1)
	return true, 0
}

// Len returns the number of buckets held: the memory the limiter uses.
func (l *Limiter) Len() int {
	if l == nil {
		return 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}

// bucket returns key's bucket, making it if need be; l.mu is held.
func (l *Limiter) bucket(key string, now time.Time) *bucket {
	if now.Sub(l.lastSweep) >= l.idle {
		l.sweep(now)
	}
	b, ok := l.buckets[key]
	if !ok {
		for k := range l.buckets {
			if len(l.buckets) < l.maxKeys {
				break
			}
			delete(l.buckets, k)
		}
		b = &bucket{lim: rate.NewLimiter(l.limit, l.burst)}
		l.buckets[key] = b
	}
	b.seen = now
	return b
}

// sweep drops the buckets that have been idle long enough to be full.
func (l *Limiter) sweep(now time.Time) {
	for k, b := range l.buckets {
		if now.Sub(b.seen) >= l.idle {
			delete(l.buckets, k)
		}
	}
	l.lastSweep = now
}

// wait returns how long b needs to hold one token, 0 if it holds one now.
func (l *Limiter) wait(b *bucket, now time.Time) time.Duration {
	return l.waitN(b, now, 1)
}

// waitN returns how long b needs to hold n tokens (at most the burst), 0 if
// it holds them now.
func (l *Limiter) waitN(b *bucket, now time.Time, n int) time.Duration {
	tokens := b.lim.TokensAt(now)
	if tokens >= float64(n) {
		return 0
	}
	// Whole milliseconds, rounded up but forgiving float noise: callers
	// show seconds, and 1.000001ms would be a surprise.
	ms := math.Ceil((float64(n)-tokens)/float64(l.limit)*1000 - 1e-6)
	return time.Duration(max(ms, 1)) * time.Millisecond
}

// refund gives b back one token, up to its burst. rate.Limiter has no call
// for it, but taking -1 tokens adds one, and it caps the count at the burst
// whenever it next reads it; TestLoginSucceededRefunds pins this down.
func (l *Limiter) refund(b *bucket, now time.Time) {
	b.lim.AllowN(now, -1)
}
