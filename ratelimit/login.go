package ratelimit

import (
	"net/netip"
	"strings"
	"time"
)

// Login limits login attempts per email address (case-insensitive) and per
// client IP, so neither guessing one account's password from many
// addresses nor many accounts' passwords from one address goes fast; and,
// with WithSignups, sign-ups per client IP, each of which costs a password
// hash and an account. IPv6 clients are counted per /64, the block one
// subscriber usually holds.
type Login struct {
	email  *Limiter
	ip     *Limiter
	signup *Limiter
}

// NewLogin returns a Login allowing n attempts per period per, with bursts
// of up to burst, for each email and each client IP. It returns nil, which
// allows everything, when n or per is not positive.
func NewLogin(n int, per time.Duration, burst int) *Login {
	if n <= 0 || per <= 0 {
		return nil
	}
	return &Login{email: New(n, per, burst), ip: New(n, per, burst)}
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
// ahead, taking one token from both buckets. A refused attempt takes
// nothing, and retryAfter says when both buckets will allow one. An empty
// email or ip is not counted on that side.
func (l *Login) AllowLogin(email, ip string) (ok bool, retryAfter time.Duration) {
	if l == nil || l.email == nil {
		return true, 0
	}
	email = strings.ToLower(strings.TrimSpace(email))
	ip = ipKey(ip)
	// Lock both sides (always in this order) so the check and the take
	// are one step: an attempt takes both tokens or neither.
	l.email.mu.Lock()
	defer l.email.mu.Unlock()
	l.ip.mu.Lock()
	defer l.ip.mu.Unlock()
	now := l.email.now()
	var buckets []*bucket
	var owners []*Limiter
	if email != "" {
		buckets, owners = append(buckets, l.email.bucket(email, now)), append(owners, l.email)
	}
	if ip != "" {
		buckets, owners = append(buckets, l.ip.bucket(ip, now)), append(owners, l.ip)
	}
	for i, b := range buckets {
		retryAfter = max(retryAfter, owners[i].wait(b, now))
	}
	if retryAfter > 0 {
		return false, retryAfter
	}
	for _, b := range buckets {
		b.lim.AllowN(now, 1)
	}
	return true, 0
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
