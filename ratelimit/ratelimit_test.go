package ratelimit

import (
	"fmt"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// fakeClock is a clock tests move by hand.
type fakeClock struct{ t time.Time }

func newFake() *fakeClock {
	return &fakeClock{t: time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC)}
}

func (c *fakeClock) now() time.Time      { return c.t }
func (c *fakeClock) add(d time.Duration) { c.t = c.t.Add(d) }

// withClock makes l read the fake clock.
func withClock(l *Limiter, c *fakeClock) *Limiter {
	l.now = c.now
	return l
}

func TestAllowBurstThenRefill(t *testing.T) {
	clock := newFake()
	l := withClock(New(2, time.Second, 4), clock) // 2/s, burst 4
	for i := range 4 {
		if ok, _ := l.Allow("k"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, wait := l.Allow("k")
	if ok || wait != 500*time.Millisecond {
		t.Fatalf("fifth = %v, %v; want refused, 500ms", ok, wait)
	}
	if ok, _ := l.Allow("other"); !ok {
		t.Error("another key shares the bucket")
	}
	clock.add(499 * time.Millisecond)
	if ok, wait := l.Allow("k"); ok || wait != time.Millisecond {
		t.Errorf("after 499ms = %v, %v; want refused, 1ms", ok, wait)
	}
	clock.add(time.Millisecond)
	if ok, _ := l.Allow("k"); !ok {
		t.Error("refused after the refill time")
	}
	if ok, _ := l.Allow("k"); ok {
		t.Error("a refused request took no token, so only one should have been there")
	}
}

func TestNilAllowsEverything(t *testing.T) {
	for _, l := range []*Limiter{nil, New(0, time.Second, 10), New(5, 0, 10)} {
		if l != nil {
			t.Fatalf("New with a zero rate = %v, want nil", l)
		}
		if ok, wait := l.Allow("k"); !ok || wait != 0 || l.Len() != 0 {
			t.Errorf("nil limiter: %v %v", ok, wait)
		}
	}
	var lg *Login
	if ok, _ := lg.AllowLogin("a@example.com", "192.0.2.1"); !ok || NewLogin(0, time.Minute, 1) != nil {
		t.Error("nil Login refused")
	}
	lg.LoginSucceeded("a@example.com", "192.0.2.1") // does not panic
}

func TestIdleBucketsAreForgotten(t *testing.T) {
	clock := newFake()
	l := withClock(New(10, time.Second, 20), clock) // full again after 2s
	for i := range 1000 {
		l.Allow(fmt.Sprint("key", i))
	}
	if n := l.Len(); n != 1000 {
		t.Fatalf("Len = %d, want 1000", n)
	}
	clock.add(1999 * time.Millisecond)
	l.Allow("fresh")
	if n := l.Len(); n != 1001 {
		t.Errorf("Len before the idle time = %d, want 1001", n)
	}
	clock.add(time.Millisecond)
	l.Allow("fresh")
	if n := l.Len(); n != 1 {
		t.Errorf("Len after the idle time = %d, want 1 (only the bucket in use)", n)
	}
}

func TestMaxKeysBoundsMemory(t *testing.T) {
	clock := newFake()
	l := withClock(New(1, time.Hour, 1), clock)
	l.store.(*memStore).maxKeys = 100
	for i := range 10_000 {
		l.Allow(fmt.Sprint("key", i))
		if n := l.Len(); n > 100 {
			t.Fatalf("Len = %d after %d keys, want at most 100", n, i+1)
		}
	}
}

func TestConcurrentAllowTakesExactlyTheBurst(t *testing.T) {
	l := withClock(New(1, time.Hour, 50), newFake())
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				if ok, _ := l.Allow("k"); ok {
					mu.Lock()
					allowed++
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if allowed != 50 {
		t.Errorf("allowed %d of 800, want the burst of 50", allowed)
	}
}

// newLogin is NewLogin(3, time.Minute, 3), one failure per 20 s, reading
// clock.
func newLogin(clock *fakeClock) *Login {
	l := NewLogin(3, time.Minute, 3)
	l.now = clock.now
	return l
}

// TestLoginOwnerGetsInDuringAttack is the lock-out of issue 13: a stranger
// sending wrong passwords for the owner's email from one address, as fast
// as it likes, neither stops the owner's right password from another
// address nor gets more than its own few tries.
func TestLoginOwnerGetsInDuringAttack(t *testing.T) {
	clock := newFake()
	l := newLogin(clock)
	const attacker, owner = "198.51.100.66", "192.0.2.10"
	allowed := 0
	for range 300 { // a minute at one every 0.2 s
		if ok, _ := l.AllowLogin("ada@example.com", attacker); ok {
			allowed++ // and the password is wrong: no LoginSucceeded
		}
		clock.add(200 * time.Millisecond)
	}
	// 3 at once, then one per 20 s at most.
	if allowed > 6 {
		t.Errorf("the attacker had %d tries in a minute, want at most 6", allowed)
	}
	if ok, wait := l.AllowLogin("ADA@example.com ", owner); !ok {
		t.Fatalf("the owner, from another address, was refused for %v", wait)
	}
	l.LoginSucceeded("ada@example.com", owner)
	// The owner may log in again and again: successes cost nothing.
	for i := range 10 {
		if ok, wait := l.AllowLogin("ada@example.com", owner); !ok {
			t.Fatalf("the owner's login %d was refused for %v", i+2, wait)
		}
		l.LoginSucceeded("ada@example.com", owner)
	}
}

// TestLoginFailuresThrottledPerPair shows an address's failures at one
// email refused past the budget, with the wait to the next try, and the
// email then slowed for every address but not closed to any.
func TestLoginFailuresThrottledPerPair(t *testing.T) {
	clock := newFake()
	l := newLogin(clock)
	for i := range 3 {
		if ok, _ := l.AllowLogin("ada@example.com", "198.51.100.7"); !ok {
			t.Fatalf("failure %d refused", i+1)
		}
	}
	// The pair and the address are spent; the email is under attack, so
	// the pair's next try waits for a full bucket: a minute.
	if ok, wait := l.AllowLogin("ada@example.com", "198.51.100.7"); ok || wait != time.Minute {
		t.Errorf("fourth try = %v, %v; want refused, 1m", ok, wait)
	}
	// Each new address gets one try at the email, then waits a minute.
	for i := range 5 {
		ip := fmt.Sprintf("203.0.113.%d", i+1)
		if ok, wait := l.AllowLogin("ada@example.com", ip); !ok {
			t.Fatalf("the first try from %s was refused for %v", ip, wait)
		}
		if ok, wait := l.AllowLogin("ada@example.com", ip); ok || wait != time.Minute {
			t.Errorf("second try from %s = %v, %v; want refused, 1m", ip, ok, wait)
		}
	}
	// Another email is not under attack, but the address is spent.
	if ok, wait := l.AllowLogin("bob@example.com", "198.51.100.7"); ok || wait != 20*time.Second {
		t.Errorf("bob from the spent address = %v, %v; want refused, 20s", ok, wait)
	}
	// A minute after the attack stopped the email is a plain one again.
	clock.add(time.Minute)
	l.AllowLogin("ada@example.com", "203.0.113.1")
	if ok, wait := l.AllowLogin("ada@example.com", "203.0.113.1"); !ok {
		t.Errorf("a minute on, a second try at ada was refused for %v", wait)
	}
}

// TestLoginFailuresThrottledPerIP shows one address's failures across many
// emails refused past the budget, IPv6 counted per /64.
func TestLoginFailuresThrottledPerIP(t *testing.T) {
	clock := newFake()
	l := newLogin(clock)
	for i := range 3 {
		if ok, _ := l.AllowLogin(fmt.Sprintf("user%d@example.com", i), "198.51.100.7"); !ok {
			t.Fatalf("failure %d refused", i+1)
		}
	}
	if ok, wait := l.AllowLogin("user3@example.com", "198.51.100.7"); ok || wait != 20*time.Second {
		t.Errorf("fourth email from the address = %v, %v; want refused, 20s", ok, wait)
	}
	if ok, _ := l.AllowLogin("user3@example.com", "198.51.100.8"); !ok {
		t.Error("another address was refused")
	}
	for i := range 3 {
		l.AllowLogin(fmt.Sprintf("v6-%d@example.com", i), fmt.Sprintf("2001:db8:1:2::%x", i+1))
	}
	if ok, _ := l.AllowLogin("v6-other@example.com", "2001:db8:1:2:ffff::9"); ok {
		t.Error("another address of the same /64 was not counted with it")
	}
	if ok, _ := l.AllowLogin("v6-other@example.com", "2001:db8:1:3::1"); !ok {
		t.Error("an address of another /64 was refused")
	}
	clock.add(20 * time.Second)
	if ok, _ := l.AllowLogin("user3@example.com", "198.51.100.7"); !ok {
		t.Error("refused after the refill time")
	}
}

// TestLoginSucceededRefunds shows a right password taking its charge back,
// and wiping the earlier failures of its pair but not of its address.
func TestLoginSucceededRefunds(t *testing.T) {
	clock := newFake()
	l := newLogin(clock)
	const ip = "192.0.2.10"
	l.AllowLogin("ada@example.com", ip) // a typo
	l.AllowLogin("ada@example.com", ip) // another
	if ok, _ := l.AllowLogin("ada@example.com", ip); !ok {
		t.Fatal("the third try was refused")
	}
	l.LoginSucceeded("ada@example.com", ip)
	for i := range 5 {
		if ok, wait := l.AllowLogin("ada@example.com", ip); !ok {
			t.Fatalf("login %d after the success was refused for %v", i+1, wait)
		}
		l.LoginSucceeded("ada@example.com", ip)
	}
	// The address keeps its two typos: one failure left.
	if ok, _ := l.AllowLogin("bob@example.com", ip); !ok {
		t.Fatal("the address's last token was gone")
	}
	if ok, wait := l.AllowLogin("carol@example.com", ip); ok || wait != 20*time.Second {
		t.Errorf("past the address's budget = %v, %v; want refused, 20s", ok, wait)
	}
	// A success during an attack does not end it: a new address still
	// gets one try at the email, then waits a minute.
	for i := range 3 {
		l.AllowLogin("eve@example.com", fmt.Sprintf("198.51.100.%d", i+1))
	}
	l.AllowLogin("eve@example.com", "192.0.2.12")
	l.LoginSucceeded("eve@example.com", "192.0.2.12")
	l.AllowLogin("eve@example.com", "198.51.100.9")
	if ok, wait := l.AllowLogin("eve@example.com", "198.51.100.9"); ok || wait != time.Minute {
		t.Errorf("second try at eve after the owner's success = %v, %v; want refused, 1m", ok, wait)
	}
	// Refunds stop at the burst.
	for range 10 {
		l.LoginSucceeded("dan@example.com", "192.0.2.11")
	}
	for i := range 3 {
		if ok, _ := l.AllowLogin(fmt.Sprintf("u%d@example.com", i), "192.0.2.11"); !ok {
			t.Fatalf("failure %d refused", i+1)
		}
	}
	if ok, _ := l.AllowLogin("u3@example.com", "192.0.2.11"); ok {
		t.Error("refunds raised the address's budget past the burst")
	}
}

// TestConcurrentAllowLogin shows attempts running at once cannot overdraw
// the budget: each is charged before its password is checked.
func TestConcurrentAllowLogin(t *testing.T) {
	l := NewLogin(3, time.Minute, 3)
	var mu sync.Mutex
	var wg sync.WaitGroup
	allowed := 0
	for range 100 {
		wg.Go(func() {
			if ok, _ := l.AllowLogin("ada@example.com", "198.51.100.7"); ok {
				mu.Lock()
				allowed++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if allowed != 3 {
		t.Errorf("allowed %d of 100, want the burst of 3", allowed)
	}
}

func TestAllowSignup(t *testing.T) {
	clock := newFake()
	// Sign-ups limited, logins not: the two settings are independent.
	l := (*Login)(nil).WithSignups(2, time.Hour)
	l.signup.now = clock.now
	if ok, _ := l.AllowLogin("a@example.com", "192.0.2.1"); !ok {
		t.Error("a login was refused with logins not limited")
	}
	for i := range 2 {
		if ok, _ := l.AllowSignup("192.0.2.1"); !ok {
			t.Fatalf("sign-up %d refused", i+1)
		}
	}
	if ok, wait := l.AllowSignup("192.0.2.1"); ok || wait != 30*time.Minute {
		t.Errorf("third sign-up = %v, %v; want refused, 30m", ok, wait)
	}
	if ok, _ := l.AllowSignup("192.0.2.2"); !ok {
		t.Error("another address was refused")
	}
	// IPv6 counts per /64.
	l.AllowSignup("2001:db8:1:2::1")
	l.AllowSignup("2001:db8:1:2::2")
	if ok, _ := l.AllowSignup("2001:db8:1:2:ffff::9"); ok {
		t.Error("another address of the same /64 was not counted with it")
	}
	// Sign-ups do not spend the login buckets, nor logins the sign-up ones.
	both := NewLogin(1, time.Minute, 1).WithSignups(1, time.Hour)
	if ok, _ := both.AllowSignup("198.51.100.7"); !ok {
		t.Fatal("sign-up refused")
	}
	if ok, _ := both.AllowLogin("b@example.com", "198.51.100.7"); !ok {
		t.Error("a sign-up spent the address's login bucket")
	}
	var none *Login
	if ok, _ := none.AllowSignup("192.0.2.1"); !ok {
		t.Error("nil Login refused a sign-up")
	}
	if ok, _ := NewLogin(1, time.Minute, 1).WithSignups(0, time.Hour).AllowSignup("192.0.2.1"); !ok {
		t.Error("sign-ups limited with a zero limit")
	}
}

func TestClientIP(t *testing.T) {
	tests := []struct {
		name       string
		remote     string
		xff        []string
		trustProxy bool
		want       string
	}{
		{"Peer", "192.0.2.1:5555", nil, false, "192.0.2.1"},
		{"PeerIPv6", "[2001:db8::1]:5555", nil, false, "2001:db8::1"},
		{"ForwardedIgnoredByDefault", "192.0.2.1:5555", []string{"203.0.113.9"}, false, "192.0.2.1"},
		{"ForwardedTrusted", "10.0.0.2:5555", []string{"203.0.113.9"}, true, "203.0.113.9"},
		{"RightMostWins", "10.0.0.2:5555", []string{"1.2.3.4, 203.0.113.9"}, true, "203.0.113.9"},
		{"SeveralHeaders", "10.0.0.2:5555", []string{"1.2.3.4", "203.0.113.9 "}, true, "203.0.113.9"},
		{"GarbageSkipped", "10.0.0.2:5555", []string{"203.0.113.9, unknown"}, true, "203.0.113.9"},
		{"NoValidHop", "10.0.0.2:5555", []string{"unknown"}, true, "10.0.0.2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/", nil)
			r.RemoteAddr = tt.remote
			for _, v := range tt.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := ClientIP(r, tt.trustProxy); got != tt.want {
				t.Errorf("ClientIP = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSharedStore shows two limiters on one store, as two replicas on one
// database, enforcing one budget between them, with limiters of other
// prefixes apart; and Logins the same.
func TestSharedStore(t *testing.T) {
	clock := newFake()
	store := newMemStore(newRule(1, time.Second, 1))
	a := withClock(New(2, time.Second, 4), clock).Shared(store, "key:")
	b := withClock(New(2, time.Second, 4), clock).Shared(store, "key:")
	other := withClock(New(2, time.Second, 4), clock).Shared(store, "other:")
	for i := range 4 {
		l := a
		if i%2 == 1 {
			l = b
		}
		if ok, _ := l.Allow("k"); !ok {
			t.Fatalf("request %d of the shared burst refused", i+1)
		}
	}
	if ok, wait := b.Allow("k"); ok || wait != 500*time.Millisecond {
		t.Errorf("fifth, on the other limiter = %v, %v; want refused, 500ms", ok, wait)
	}
	if ok, _ := other.Allow("k"); !ok {
		t.Error("a limiter of another prefix shares the bucket")
	}

	la, lb := newLogin(clock).Shared(store), newLogin(clock).Shared(store)
	for i := range 3 {
		l := la
		if i == 1 {
			l = lb
		}
		if ok, _ := l.AllowLogin("ada@example.com", "198.51.100.7"); !ok {
			t.Fatalf("failure %d refused", i+1)
		}
	}
	if ok, wait := lb.AllowLogin("ada@example.com", "198.51.100.7"); ok || wait != time.Minute {
		t.Errorf("fourth try on the other replica = %v, %v; want refused, 1m", ok, wait)
	}
}

// failingStore is a Store whose database is down.
type failingStore struct{}

func (failingStore) Update(time.Time, []string, func([]time.Time)) error {
	return fmt.Errorf("connection refused")
}

// TestStoreFailureAllows shows a limiter whose store fails letting the
// request through and saying so.
func TestStoreFailureAllows(t *testing.T) {
	var errs []error
	l := New(1, time.Hour, 1).Shared(failingStore{}, "key:")
	l.ErrorFunc = func(err error) { errs = append(errs, err) }
	lg := NewLogin(1, time.Hour, 1).WithSignups(1, time.Hour).Shared(failingStore{})
	lg.SetErrorFunc(l.ErrorFunc)
	for range 3 {
		if ok, _ := l.Allow("k"); !ok {
			t.Fatal("refused with the store down")
		}
		if ok, _ := lg.AllowLogin("a@example.com", "192.0.2.1"); !ok {
			t.Fatal("login refused with the store down")
		}
		if ok, _ := lg.AllowSignup("192.0.2.1"); !ok {
			t.Fatal("sign-up refused with the store down")
		}
	}
	if len(errs) != 9 {
		t.Errorf("ErrorFunc heard %d failures, want 9", len(errs))
	}
}
