package ratelimit

import (
	"sync"
	"time"
)

// memStore is the in-memory Store: one map, behind one mutex, that forgets
// the buckets that are full again and never holds more than maxKeys.
type memStore struct {
	sweepEvery time.Duration // how often full buckets are dropped
	maxKeys    int

	mu        sync.Mutex
	fullAt    map[string]time.Time
	lastSweep time.Time
}

// newMemStore returns a store for buckets of rule r: it sweeps as often as
// an empty bucket takes to fill (at least every second, so sweeps stay
// rare).
func newMemStore(r rule) *memStore {
	return &memStore{
		sweepEvery: max(time.Duration(r.burst)*r.period, time.Second),
		maxKeys:    DefaultMaxKeys,
		fullAt:     make(map[string]time.Time),
	}
}

func (m *memStore) Update(now time.Time, keys []string, fn func(fullAt []time.Time)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if now.Sub(m.lastSweep) >= m.sweepEvery {
		for k, at := range m.fullAt {
			if !at.After(now) {
				delete(m.fullAt, k)
			}
		}
		m.lastSweep = now
	}
	at := make([]time.Time, len(keys))
	for i, k := range keys {
		at[i] = m.fullAt[k]
	}
	fn(at)
	for i, k := range keys {
		if !at[i].After(now) {
			delete(m.fullAt, k) // full: the same as absent
			continue
		}
		if _, ok := m.fullAt[k]; !ok {
			for other := range m.fullAt {
				if len(m.fullAt) < m.maxKeys {
					break
				}
				delete(m.fullAt, other)
			}
		}
		m.fullAt[k] = at[i]
	}
	return nil
}

func (m *memStore) len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.fullAt)
}
