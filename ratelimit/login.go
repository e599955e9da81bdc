package ratelimit

import (
	"net/netip"
	"strings"
	"time"
)

// Login throttles failed logins, not logins: a wrong password costs the
// client IP a token and costs the pair of that IP and the email another,
// and an attempt is refused only when one of those two buckets is empty.
// So a stranger guessing an owner's password from one address runs out of
// tries there, and the owner, from their own address, still gets in.
//
// Guesses from many addresses at one email are slowed, not stopped: each
// email has a bucket of its own that refuses nobody, but once it is empty
// (the email is under attack) an attempt on it needs the pair's bucket to
// be full and empties it, so each address gets one try per period at that
// email. A correct password, from an address that is not itself throttled,
// always gets in, and gets its tokens back.
//
// With WithSignups, Login also limits sign-ups per client IP, each of which
// costs a password hash and an account. IPv6 clients are counted per /64,
// the block one subscriber usually holds.
type Login struct {
	pair   *Limiter // failures per email and client IP
	ip     *Limiter // failures per client IP, whatever the email
	email  *Limiter // failures per email, from anywhere: never refuses
	signup *Limiter
}

// NewLogin returns a Login allowing n failed attempts per period per, with
// bursts of up to burst, for each client IP and each email from one client
// IP, and slowing an email's attempts to one per client IP per period once
// it has had n per period. It returns nil, which allows everything, when n
// or per is not positive.
func NewLogin(n int, per time.Duration, burst int) *Login {
	if n <= 0 || per <= 0 {
		return nil
	}
	return &Login{pair: New(n, per, burst), ip: New(n, per, burst), email: New(n, per, burst)}
}

// WithSignups returns l limiting sign-ups too: n per period per for each
// client IP, in bursts of up to n. When n or per is not positive sign-ups
// are not limited. l may be nil (logins not limited).
func (l *Login) WithSignups(n int, per time.Duration) *Login {
	if l == nil {
		l = &Login{}
	}
	l.signup = New(n, per, n)
	return l
}

// AllowSignup reports whether a sign-up from ip may go ahead, taking a
// token if so; retryAfter says when one will be allowed.
func (l *Login) AllowSignup(ip string) (ok bool, retryAfter time.Duration) {
	if l == nil {
		return true, 0
	}
	return l.signup.Allow(ipKey(ip))
}

// AllowLogin reports whether an attempt to log in as email from ip may go
// ahead. If so it charges the attempt as a failure up front, so that
// attempts running at once cannot overdraw the buckets; call
// LoginSucceeded when the password turns out right to take the charge
// back. A refused attempt takes nothing, and retryAfter says when one will
// be allowed. An empty ip is not counted on the IP side, and its attempts
// share one bucket per email.
func (l *Login) AllowLogin(email, ip string) (ok bool, retryAfter time.Duration) {
	if l == nil || l.pair == nil {
		return true, 0
	}
	email, ip = emailKey(email), ipKey(ip)
	// Lock all three (always in this order) so the check and the charge
	// are one step.
	l.pair.mu.Lock()
	defer l.pair.mu.Unlock()
	l.ip.mu.Lock()
	defer l.ip.mu.Unlock()
	l.email.mu.Lock()
	defer l.email.mu.Unlock()
	now := l.pair.now()
	pair := l.pair.bucket(pairKey(email, ip), now)
	eb := l.email.bucket(email, now)
	// An email under attack: the pair must be full, and is emptied.
	cost := 1
	if l.email.wait(eb, now) > 0 {
		cost = l.pair.burst
	}
	retryAfter = l.pair.waitN(pair, now, cost)
	var ib *bucket
	if ip != "" {
		ib = l.ip.bucket(ip, now)
		retryAfter = max(retryAfter, l.ip.wait(ib, now))
	}
	if retryAfter > 0 {
		return false, retryAfter
	}
	pair.lim.AllowN(now, cost)
	if ib != nil {
		ib.lim.AllowN(now, 1)
	}
	eb.lim.AllowN(now, 1) // nothing when empty: that is the attack mode
	return true, 0
}

// LoginSucceeded takes back the charge of an attempt AllowLogin let
// through whose password was right: it refunds the token taken from the
// IP's bucket, and from the email's unless the email is under attack, and
// fills the pair's bucket, so an owner's earlier typos count no more. Call
// it only after a successful login.
func (l *Login) LoginSucceeded(email, ip string) {
	if l == nil || l.pair == nil {
		return
	}
	email, ip = emailKey(email), ipKey(ip)
	l.pair.mu.Lock()
	defer l.pair.mu.Unlock()
	l.ip.mu.Lock()
	defer l.ip.mu.Unlock()
	l.email.mu.Lock()
	defer l.email.mu.Unlock()
	now := l.pair.now()
	delete(l.pair.buckets, pairKey(email, ip)) // a missing bucket is a full one
	if ip != "" {
		l.ip.refund(l.ip.bucket(ip, now), now)
	}
	// An email under attack had no token to take, and handing it one would
	// give the attacker a cheap try. (When this attempt took the last one,
	// it stays taken: a small cost, paid only under attack.)
	if eb := l.email.bucket(email, now); l.email.wait(eb, now) == 0 {
		l.email.refund(eb, now)
	}
}

// emailKey is the bucket key of an email address: emails are
// case-insensitive.
func emailKey(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// pairKey is the bucket key of an email and an IP key. IP keys are
// addresses or prefixes, which hold no NUL byte, so no two pairs share one.
func pairKey(email, ip string) string {
	return email + "\x00" + ip
}

// ipKey is the bucket key of a client address: the address itself, or its
// /64 for IPv6. Text that is not an address is used as it is.
func ipKey(ip string) string {
	a, err := netip.ParseAddr(strings.TrimSpace(ip))
	if err != nil {
		return ip
	}
	a = a.Unmap()
	if a.Is4() {
		return a.String()
	}
	p, _ := a.WithZone("").Prefix(64)
	return p.String()
}
