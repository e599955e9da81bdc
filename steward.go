// Package steward is the domain of Steward, a self-hostable server that
// automates the cleaning and maintenance of rental and managed properties.
//
// The root package is the vocabulary every adapter speaks: jobs, addresses
// (properties), pros, to-do lists, reservations, accounts and their
// credentials, events, the error type and the clock. It imports only the
// standard library; storage, HTTP, webhooks and the assistant live in
// packages named after what they wrap and depend on this one.
package steward

import "time"

// Clock tells the time. Services take it as a dependency so tests can fix
// "now" and so the transaction of a change carries one consistent instant.
type Clock interface {
	Now() time.Time
}

// SystemClock is the Clock of the running server: the wall clock in UTC.
type SystemClock struct{}

// Now returns the current time in UTC, truncated to microseconds so that a
// value survives a round trip through either database unchanged.
func (SystemClock) Now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

// FixedClock is a Clock that always returns T; tests use it.
type FixedClock struct{ T time.Time }

// Now returns the fixed instant.
func (c FixedClock) Now() time.Time { return c.T }
