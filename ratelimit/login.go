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
	rule   // failures per email and client IP, per client IP, per email
	store  Store
	prefix string
	now    func() time.Time
	signup *Limiter
	// ErrorFunc, when set, hears of a Store that failed; the attempt is
	// allowed then (see Limiter.ErrorFunc).
	ErrorFunc func(error)
	on        bool // logins are limited (false: only sign-ups are)
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
	r := newRule(n, per, burst)
	return &Login{rule: r, store: newMemStore(r), now: time.Now, on: true}
}

// WithSignups returns l limiting sign-ups too: n per period per for each
// client IP, in bursts of up to n. When n or per is not positive sign-ups
// are not limited. l may be nil (logins not limited).
func (l *Login) WithSignups(n int, per time.Duration) *Login {
	if l == nil {
		l = &Login{now: time.Now}
	}
	l.signup = New(n, per, n)
	if l.signup != nil {
		l.signup.now = l.now
		l.signup.Shared(l.signup.store, "signup:")
	}
	return l
}

// Shared returns l keeping its buckets, and its sign-ups' buckets, in s, so
// that every replica using s shares them. l may be nil.
func (l *Login) Shared(s Store) *Login {
	if l == nil {
		return nil
	}
	l.store, l.prefix = s, "login:"
	l.signup.Shared(s, "signup:")
	return l
}

// SetErrorFunc sets the ErrorFunc of l and of its sign-up limiter.
func (l *Login) SetErrorFunc(f func(error)) {
	if l == nil {
		return
	}
	l.ErrorFunc = f
	if l.signup != nil {
		l.signup.ErrorFunc = f
	}
}

// AllowSignup reports whether a sign-up from ip may go ahead, taking a
// token if so; retryAfter says when one will be allowed.
func (l *Login) AllowSignup(ip string) (ok bool, retryAfter time.Duration) {
	if l == nil {
		return true, 0
	}
	return l.signup.Allow(ipKey(ip))
}

// keys returns the store keys of the buckets of an email from an IP: the
// pair's, the email's and, for a known IP, the IP's.
func (l *Login) keys(email, ip string) []string {
	keys := []string{l.prefix + "pair:" + pairKey(email, ip), l.prefix + "email:" + email}
	if ip != "" {
		keys = append(keys, l.prefix+"ip:"+ip)
	}
	return keys
}

// update runs fn on keys' buckets, reporting a failed store to ErrorFunc.
func (l *Login) update(now time.Time, keys []string, fn func(at []time.Time)) bool {
	if err := l.store.Update(now, keys, fn); err != nil {
		if l.ErrorFunc != nil {
			l.ErrorFunc(err)
		}
		return false
	}
	return true
}

// AllowLogin reports whether an attempt to log in as email from ip may go
// ahead. If so it charges the attempt as a failure up front, so that
// attempts running at once cannot overdraw the buckets; call
// LoginSucceeded when the password turns out right to take the charge
// back. A refused attempt takes nothing, and retryAfter says when one will
// be allowed. An empty ip is not counted on the IP side, and its attempts
// share one bucket per email.
func (l *Login) AllowLogin(email, ip string) (ok bool, retryAfter time.Duration) {
	if l == nil || !l.on {
		return true, 0
	}
	email, ip = emailKey(email), ipKey(ip)
	now := l.now()
	// The check and the charge of all three buckets are one step.
	stored := l.update(now, l.keys(email, ip), func(at []time.Time) {
		pair, em := &at[0], &at[1]
		// An email under attack: the pair must be full, and is emptied.
		cost := 1
		if l.wait(*em, now, 1) > 0 {
			cost = l.burst
		}
		retryAfter = l.wait(*pair, now, cost)
		if len(at) == 3 {
			retryAfter = max(retryAfter, l.wait(at[2], now, 1))
		}
		if retryAfter > 0 {
			return
		}
		*pair = l.take(*pair, now, cost)
		if len(at) == 3 {
			at[2] = l.take(at[2], now, 1)
		}
		if l.wait(*em, now, 1) == 0 { // nothing when empty: that is the attack mode
			*em = l.take(*em, now, 1)
		}
	})
	if !stored {
		return true, 0
	}
	return retryAfter == 0, retryAfter
}

// LoginSucceeded takes back the charge of an attempt AllowLogin let
// through whose password was right: it refunds the token taken from the
// IP's bucket, and from the email's unless the email is under attack, and
// fills the pair's bucket, so an owner's earlier typos count no more. Call
// it only after a successful login.
func (l *Login) LoginSucceeded(email, ip string) {
	if l == nil || !l.on {
		return
	}
	email, ip = emailKey(email), ipKey(ip)
	now := l.now()
	l.update(now, l.keys(email, ip), func(at []time.Time) {
		at[0] = time.Time{} // a full bucket
		if len(at) == 3 {
			at[2] = l.refund(at[2], now)
		}
		// An email under attack had no token to take, and handing it one
		// would give the attacker a cheap try. (When this attempt took the
		// last one, it stays taken: a small cost, paid only under attack.)
		if l.wait(at[1], now, 1) == 0 {
			at[1] = l.refund(at[1], now)
		}
	})
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
