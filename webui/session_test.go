package webui

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ratelimit"
	"github.com/stewardhq/steward/sqlstore"
)

func TestSignupLoginLogout(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		anon := h.anonymous()
		t.Run("LoginRequired", func(t *testing.T) {
			anon := anon.in(t)
			anon.get("/app/jobs?status=pending").wantRedirect("/app/login?next=%2Fapp%2Fjobs%3Fstatus%3Dpending")
			anon.get("/app/").wantRedirect("/app/login")
			anon.get("/app/login").wantStatus(200).wantText("Log in", "Sign up")
		})

		t.Run("SignupErrMissingField", func(t *testing.T) {
			anon := anon.in(t)
			anon.post("/app/signup", url.Values{"email": {"x@example.com"}}).wantStatus(400).
				wantFieldError("signup-first_name", "Missing required field: first_name")
		})
		t.Run("SignupErrShortPassword", func(t *testing.T) {
			anon := anon.in(t)
			anon.post("/app/signup", url.Values{"first_name": {"A"}, "last_name": {"B"}, "email": {"ab@example.com"}, "password": {"short"}}).
				wantStatus(400).wantFieldError("signup-password", "Invalid password: must be at least 8 characters")
		})

		u := h.signup()
		t.Run("SignupCookie", func(t *testing.T) {
			u2 := h.anonymous()
			p := u2.post("/app/signup", url.Values{"first_name": {"Bo"}, "last_name": {"Host"}, "email": {"bo-" + u.Email}, "password": {password}})
			p.wantRedirect("/app/jobs?done=welcome")
			c := sessionCookie(t, p)
			if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/app/" || c.Secure || c.MaxAge <= 0 {
				t.Errorf("cookie HttpOnly=%v SameSite=%v Path=%q Secure=%v MaxAge=%d, want HttpOnly, Lax, /app/, not Secure over http, persistent",
					c.HttpOnly, c.SameSite, c.Path, c.Secure, c.MaxAge)
			}
			u2.follow(p).wantStatus(200).wantText("Welcome to Steward", "Add your first property")
		})
		t.Run("SignupErrTaken", func(t *testing.T) {
			h.anonymous().post("/app/signup", url.Values{"first_name": {"A"}, "last_name": {"B"}, "email": {u.Email}, "password": {password}}).
				wantStatus(409).wantFieldError("signup-email", "An account with email "+u.Email+" already exists")
		})

		t.Run("LoginErrWrongPassword", func(t *testing.T) {
			p := h.anonymous().post("/app/login", url.Values{"email": {u.Email}, "password": {"wrong password"}}).wantStatus(401).
				wantText("Invalid email or password")
			if p.Header.Get("Set-Cookie") != "" {
				t.Error("a failed login set a cookie")
			}
		})
		t.Run("LoginErrMissingEmail", func(t *testing.T) {
			h.anonymous().post("/app/login", url.Values{"password": {password}}).wantStatus(400).
				wantFieldError("login-email", "Missing required field: email")
		})
		t.Run("LoginNext", func(t *testing.T) {
			for next, want := range map[string]string{
				"/app/properties?x=1":  "/app/properties?x=1",
				"":                     "/app/jobs",
				"https://evil.example": "/app/jobs",
				"//evil.example/app/":  "/app/jobs",
				"/app/\\evil.example":  "/app/jobs",
				"/api/v1/jobs":         "/app/jobs",
			} {
				h.anonymous().post("/app/login", url.Values{"email": {strings.ToUpper(u.Email)}, "password": {password}, "next": {next}}).
					wantRedirect(want)
			}
		})
		t.Run("SecureOverHTTPS", func(t *testing.T) {
			p := h.anonymous().post("/app/login", url.Values{"email": {u.Email}, "password": {password}}, "X-Forwarded-Proto", "https")
			if c := sessionCookie(t, p); !c.Secure {
				t.Error("the cookie of a login over https is not Secure")
			}
		})

		t.Run("Logout", func(t *testing.T) {
			v := h.anonymous()
			p := v.post("/app/login", url.Values{"email": {u.Email}, "password": {password}}).wantRedirect("/app/jobs")
			token := sessionCookie(t, p).Value
			v.get("/app/jobs").wantStatus(200)
			out := v.post("/app/logout", nil).wantRedirect("/app/login?done=logged-out")
			if c := sessionCookie(t, out); c.MaxAge >= 0 {
				t.Errorf("logout left the cookie with MaxAge %d", c.MaxAge)
			}
			if _, err := h.accounts.AuthenticateToken(context.Background(), token); steward.ErrorCode(err) != steward.EUNAUTHORIZED {
				t.Errorf("token after logout: err = %v, want UNAUTHORIZED", err)
			}
			// The old cookie, replayed, no longer opens a page.
			w := h.anonymous()
			w.client.Jar.SetCookies(mustURL(t, h.URL+"/app/"), []*http.Cookie{{Name: cookieName, Value: token, Path: "/app/"}})
			w.get("/app/jobs").wantRedirect("/app/login?next=%2Fapp%2Fjobs")
		})
	})
}

func sessionCookie(t *testing.T, p *page) *http.Cookie {
	t.Helper()
	for _, c := range (&http.Response{Header: p.Header}).Cookies() {
		if c.Name == cookieName {
			return c
		}
	}
	t.Fatalf("%s: no %s cookie set", p.what, cookieName)
	return nil
}

func mustURL(t *testing.T, s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

func TestLoginRateLimited(t *testing.T) {
	t.Parallel()
	lim := &fakeLimiter{limit: 2, wait: 29500 * time.Millisecond}
	h := newHarness(t, "sqlite", func(s *Server, _ *sqlstore.DB) { s.LoginLimiter = lim })
	u := h.signup()
	anon := h.anonymous()
	anon.post("/app/login", url.Values{"email": {" " + strings.ToUpper(u.Email)}, "password": {"wrong password"}}).wantStatus(401)
	anon.post("/app/login", url.Values{"email": {u.Email}, "password": {"wrong password"}}).wantStatus(401)
	// The third attempt is refused, even with the right password.
	p := anon.post("/app/login", url.Values{"email": {u.Email}, "password": {password}}).wantStatus(429).
		wantText("Too many failed login attempts, try again in 30 seconds")
	if got := p.Header.Get("Retry-After"); got != "30" {
		t.Errorf("Retry-After = %q, want 30", got)
	}
	if p.Header.Get("Set-Cookie") != "" {
		t.Error("a refused login set a cookie")
	}
	want := []string{u.Email + " 127.0.0.1", u.Email + " 127.0.0.1", u.Email + " 127.0.0.1"}
	if got := lim.seen(); !slices.Equal(got, want) {
		t.Errorf("limiter asked %q, want %q", got, want)
	}
	// Sign-ups are not logins: not counted.
	h.signup()
	if n := len(lim.seen()); n != 3 {
		t.Errorf("limiter asked %d times after a sign-up, want 3", n)
	}
}

func TestSignupRateLimited(t *testing.T) {
	t.Parallel()
	lim := &fakeLimiter{limit: 10, signupLimit: 1, wait: 30 * time.Minute}
	h := newHarness(t, "sqlite", func(s *Server, _ *sqlstore.DB) { s.LoginLimiter = lim })
	h.signup()
	anon := h.anonymous()
	p := anon.post("/app/signup", url.Values{"first_name": {"Bo"}, "last_name": {"Host"}, "email": {"bo@example.com"}, "password": {password}}).
		wantStatus(429).wantText("Too many sign-ups from this address, try again in 30 minutes")
	if got := p.Header.Get("Retry-After"); got != "1800" {
		t.Errorf("Retry-After = %q, want 1800", got)
	}
	if p.Header.Get("Set-Cookie") != "" {
		t.Error("a refused sign-up set a cookie")
	}
	if _, err := h.accounts.Login(context.Background(), "bo@example.com", password); steward.ErrorCode(err) != steward.EINVALIDCREDENTIALS {
		t.Errorf("login to the refused sign-up's email: %v, want INVALID_CREDENTIALS (no account)", err)
	}
	if got, want := lim.signups, []string{"127.0.0.1", "127.0.0.1"}; !slices.Equal(got, want) {
		t.Errorf("limiter asked for sign-ups from %q, want %q", got, want)
	}
	if n := len(lim.seen()); n != 0 {
		t.Errorf("sign-ups asked the login side %d times", n)
	}
}

// TestLoginOwnerGetsInDuringAttack is the lock-out of issue 13 on the login
// form, with the real limiter: a stranger's wrong passwords for the owner's
// email run out the stranger's tries, not the owner's.
func TestLoginOwnerGetsInDuringAttack(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", func(s *Server, _ *sqlstore.DB) {
		s.LoginLimiter = ratelimit.NewLogin(3, time.Minute, 3)
		s.ClientIPFunc = func(r *http.Request) string { return r.Header.Get("X-Test-IP") }
	})
	u := h.signup()
	attacker := h.anonymous()
	for i := range 3 {
		attacker.post("/app/login", url.Values{"email": {u.Email}, "password": {fmt.Sprint("guess ", i)}},
			"X-Test-IP", "198.51.100.66").wantStatus(401)
	}
	for range 5 {
		attacker.post("/app/login", url.Values{"email": {u.Email}, "password": {"another guess"}},
			"X-Test-IP", "198.51.100.66").wantStatus(429).wantText("Too many failed login attempts, try again in")
	}
	owner := h.anonymous()
	for range 2 {
		owner.post("/app/login", url.Values{"email": {u.Email}, "password": {password}}, "X-Test-IP", "203.0.113.7").
			wantRedirect("/app/jobs")
	}
	owner.get("/app/jobs").wantStatus(200)
}

func TestLoginLimiterClientIP(t *testing.T) {
	t.Parallel()
	lim := &fakeLimiter{limit: 10}
	h := newHarness(t, "sqlite", func(s *Server, _ *sqlstore.DB) {
		s.LoginLimiter = lim
		s.ClientIPFunc = func(r *http.Request) string { return r.Header.Get("X-Test-IP") }
	})
	h.anonymous().post("/app/login", url.Values{"email": {"a@example.com"}, "password": {"x"}}, "X-Test-IP", "203.0.113.7")
	if got := lim.seen(); len(got) != 1 || got[0] != "a@example.com 203.0.113.7" {
		t.Errorf("limiter asked %q, want the address ClientIPFunc gives", got)
	}
}

// TestCrossOriginRefused shows the CSRF guard: a form posted from another
// site is refused, with the session cookie and all, and changes nothing.
func TestCrossOriginRefused(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", nil)
	u := h.signup()
	form := url.Values{"street": {"1 Main St"}, "city": {"Austin"}, "state": {"TX"}, "zip": {"73301"}}
	for _, header := range [][]string{
		{"Sec-Fetch-Site", "cross-site"},
		{"Origin", "https://evil.example"},
	} {
		u.post("/app/properties", form, header...).wantStatus(403).wantText("Cross-origin request refused")
	}
	p := u.postJSON("/app/assistant/messages", `{"message":"Schedule a cleaning"}`)
	if p.Status != 200 && p.Status != 202 {
		t.Fatalf("same-origin JSON post: HTTP %d", p.Status)
	}
	req, _ := http.NewRequest(http.MethodPost, h.URL+"/app/assistant/messages", strings.NewReader(`{"message":"x"}`))
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	u.do(req).wantStatus(403).wantText(`"code":"FORBIDDEN"`)
	h.anonymous().post("/app/login", url.Values{"email": {u.Email}, "password": {password}}, "Sec-Fetch-Site", "cross-site").wantStatus(403)

	addrs, err := h.web.Addresses.FindAddresses(context.Background(), u.Account)
	if err != nil || len(addrs) != 0 {
		t.Fatalf("after cross-origin posts the account has %d properties (err %v), want 0", len(addrs), err)
	}
	// The same form from our own pages goes through.
	u.post("/app/properties", form, "Sec-Fetch-Site", "same-origin", "Origin", h.URL).wantRedirect("/app/properties/*")
}

func TestSafeNext(t *testing.T) {
	t.Parallel()
	for next, want := range map[string]string{
		"/app/jobs/3":             "/app/jobs/3",
		"/app/assistant?x=y#z":    "/app/assistant?x=y#z",
		"/app/login":              "/app/jobs",
		"/app/signup?next=/app/":  "/app/jobs",
		"http://evil.example/app": "/app/jobs",
		"//evil.example":          "/app/jobs",
		"/app\\..\\evil":          "/app/jobs",
		"":                        "/app/jobs",
	} {
		if got := safeNext(next); got != want {
			t.Errorf("safeNext(%q) = %q, want %q", next, got, want)
		}
	}
}
