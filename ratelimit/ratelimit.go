// Package ratelimit limits how often a key (an API key, an email address, a
// client IP) may act: one token bucket per key.
//
// A bucket is kept as a single time, the instant it will be full again (the
// generic cell rate algorithm's "theoretical arrival time"): taking n tokens
// pushes it n periods later, and a bucket whose time has passed is full, so
// it need not be kept at all. One time per key is what lets the buckets
// live anywhere: in this process's memory (the default, for one machine:
// idle buckets are forgotten so memory stays bounded however many keys an
// attacker invents) or in a Store shared by every replica, such as the
// PostgreSQL table of sqlstore.RateLimitStore, so several replicas behind a
// load balancer enforce one limit rather than one each.
//
// A nil *Limiter or *Login allows everything, so "no limit" is simply a nil
// field in the server's configuration.
package ratelimit

import (
	"time"
)

// DefaultMaxKeys caps the buckets one in-memory store keeps. Buckets that
// are full again are dropped first; past the cap an arbitrary bucket is
// dropped, which at worst hands that key a fresh burst.
const DefaultMaxKeys = 100_000

// Store holds buckets as the times they will be full again.
type Store interface {
	// Update calls fn once with the time each of keys' buckets will be
	// full (the zero time for a key it holds nothing for: a full bucket),
	// lets fn change them in place, and keeps what fn leaves, all as one
	// step no other Update on the same keys interleaves with. A time not
	// after now is a full bucket, which the store may forget.
	Update(now time.Time, keys []string, fn func(fullAt []time.Time)) error
}

// rule is a bucket's shape: a token earned every period, up to burst.
type rule struct {
	period time.Duration
	burst  int
}

func newRule(n int, per time.Duration, burst int) rule {
	return rule{period: max(per/time.Duration(n), time.Nanosecond), burst: max(burst, 1)}
}

// wait returns how long a bucket full at fullAt needs to hold n tokens (at
// most the burst), 0 if it holds them at now; whole milliseconds, rounded
// up, since callers show seconds.
func (r rule) wait(fullAt, now time.Time, n int) time.Duration {
	if fullAt.Before(now) {
		fullAt = now // full: the zero time included
	}
	need := fullAt.Sub(now) + time.Duration(n-r.burst)*r.period
	if need <= 0 {
		return 0
	}
	return (need + time.Millisecond - 1) / time.Millisecond * time.Millisecond
}

// take returns fullAt after taking n tokens at now.
func (r rule) take(fullAt, now time.Time, n int) time.Time {
	if fullAt.Before(now) {
		fullAt = now
	}
	return fullAt.Add(time.Duration(n) * r.period)
}

// refund returns fullAt after giving one token back at now, up to the
// burst.
func (r rule) refund(fullAt, now time.Time) time.Time {
	if back := fullAt.Add(-r.period); back.After(now) {
		return back
	}
	return time.Time{}
}

// Limiter is a set of token buckets, one per key, each refilling at the same
// rate up to the same burst. It is safe for concurrent use.
type Limiter struct {
	rule
	store  Store
	prefix string           // keeps its keys apart from other limiters' in a shared store
	now    func() time.Time // the clock; tests replace it
	// ErrorFunc, when set, hears of a Store that failed. The request is
	// allowed then: a limiter is no reason for the service to be down, and
	// a store that fails is the database every request needs anyway.
	ErrorFunc func(error)
}

// New returns a Limiter that allows each key n events per period per, with
// bursts of up to burst events (at least 1), keeping its buckets in memory.
// It returns nil, which allows everything, when n or per is not positive.
func New(n int, per time.Duration, burst int) *Limiter {
	if n <= 0 || per <= 0 {
		return nil
	}
	r := newRule(n, per, burst)
	return &Limiter{rule: r, store: newMemStore(r), now: time.Now}
}

// Shared returns l keeping its buckets in s under keys starting with
// prefix, so that every replica using s shares them. l may be nil.
func (l *Limiter) Shared(s Store, prefix string) *Limiter {
	if l != nil {
		l.store, l.prefix = s, prefix
	}
	return l
}

// Allow takes one token from key's bucket. When the bucket is empty it takes
// nothing and reports false with the time until a token is available.
func (l *Limiter) Allow(key string) (ok bool, retryAfter time.Duration) {
	if l == nil {
		return true, 0
	}
	now := l.now()
	err := l.store.Update(now, []string{l.prefix + key}, func(at []time.Time) {
		if retryAfter = l.wait(at[0], now, 1); retryAfter == 0 {
			at[0] = l.take(at[0], now, 1)
		}
	})
	if err != nil {
		if l.ErrorFunc != nil {
			l.ErrorFunc(err)
		}
		return true, 0
	}
	return retryAfter == 0, retryAfter
}

// Len returns the number of buckets held in memory: the memory the limiter
// uses (0 with a shared store).
func (l *Limiter) Len() int {
	if l == nil {
		return 0
	}
	if m, ok := l.store.(*memStore); ok {
		return m.len()
	}
	return 0
}
