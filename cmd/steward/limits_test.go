package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// wantRetryAfter checks a 429's Retry-After: whole seconds, at least 1.
func wantRetryAfter(t *testing.T, r *rawResponse) {
	t.Helper()
	if n, err := strconv.Atoi(r.Header.Get("Retry-After")); err != nil || n < 1 {
		t.Errorf("Retry-After = %q, want whole seconds ≥ 1", r.Header.Get("Retry-After"))
	}
}

// untilLimited sends the request up to 50 times and returns the first 429.
// At one request per second with a small burst, a local server refuses one
// long before 50.
func untilLimited(t *testing.T, send func() *rawResponse) *rawResponse {
	t.Helper()
	for range 50 {
		r := send()
		switch r.Status {
		case http.StatusTooManyRequests:
			return r
		case http.StatusOK:
		default:
			t.Fatalf("got %d %s before any 429", r.Status, r.Body)
		}
	}
	t.Fatal("50 requests at 1/s with a burst of 3 were never refused")
	return nil
}

func TestRateLimitPerCredential(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--rate-limit", "1", "--rate-limit-burst", "3")
	c := signupWithKey(t, srv.URL)

	r := untilLimited(t, func() *rawResponse { return raw(t, c, "GET", "/api/v1/addresses", "") })
	r.want(t, 429, steward.ERATELIMITED, "Too many requests with this API key: retry after")
	wantRetryAfter(t, r)

	// The bucket is the key's: another key of the same account is not
	// limited, and the login token has its own bucket on /api/v2.
	k2, err := c.CreateAPIKey(context.Background(), "second")
	if err != nil {
		t.Fatal(err)
	}
	other := newClient(t, srv.URL)
	other.APIKey = k2.Key
	if r := raw(t, other, "GET", "/api/v1/addresses", ""); r.Status != 200 {
		t.Errorf("a second key of the account got %d, want 200", r.Status)
	}
	anon := newClient(t, srv.URL)
	r = untilLimited(t, func() *rawResponse {
		return raw(t, anon, "GET", "/api/v2/webhook-endpoints", "", "Authorization", "Bearer "+c.Token)
	})
	r.want(t, 429, steward.ERATELIMITED, "credential")
	wantRetryAfter(t, r)
	// An invalid key is refused as such, not counted against anyone.
	raw(t, anon, "GET", "/api/v1/addresses", "", "X-API-Key", "stw_nope").want(t, 401, steward.EINVALIDAPIKEY, "API key")
}

// TestLoginLimit shows failed logins limited per client IP and per email
// from one client IP, and that a stranger hammering the owner's email with
// wrong passwords does not lock the owner, at another address, out.
func TestLoginLimit(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--login-limit", "2", "--trust-proxy")
	ctx := context.Background()
	anon := newClient(t, srv.URL)
	if _, err := anon.Signup(ctx, steward.Signup{FirstName: "Ada", LastName: "Host", Email: "ada@example.com", Password: "correct horse"}); err != nil {
		t.Fatal(err)
	}
	// Behind a trusted proxy the client is the right-most X-Forwarded-For
	// address.
	login := func(ip, email, password string) *rawResponse {
		return raw(t, anon, "POST", "/api/v2/auth/login", `{"email":"`+email+`","password":"`+password+`"}`,
			"X-Forwarded-For", "192.0.2.1, "+ip)
	}
	const attacker, owner = "198.51.100.66", "203.0.113.7"
	// Two failures a minute per address: the attacker's third try is
	// refused, and so would be a right password from there.
	login(attacker, "ada@example.com", "wrong one").want(t, 401, steward.EINVALIDCREDENTIALS, "")
	login(attacker, "ada@example.com", "wrong two").want(t, 401, steward.EINVALIDCREDENTIALS, "")
	for range 5 {
		r := login(attacker, "ADA@example.com", "wrong again")
		r.want(t, 429, steward.ERATELIMITED, "Too many failed login attempts from this address")
		wantRetryAfter(t, r)
	}
	login(attacker, "ada@example.com", "correct horse").want(t, 429, steward.ERATELIMITED, "")
	// The address is spent for any email.
	login(attacker, "bob@example.com", "whatever1").want(t, 429, steward.ERATELIMITED, "")
	// The owner, elsewhere, gets in, and again and again: successes cost
	// nothing.
	for range 4 {
		login(owner, "ada@example.com", "correct horse").want(t, 200, "", "")
	}
	// While the email is under attack a failure is slowed down, the
	// owner's typo included: a minute before that address's next try.
	login(owner, "ada@example.com", "correct hose").want(t, 401, steward.EINVALIDCREDENTIALS, "")
	r := login(owner, "ada@example.com", "correct horse")
	r.want(t, 429, steward.ERATELIMITED, "")
	if n, _ := strconv.Atoi(r.Header.Get("Retry-After")); n <= 30 {
		t.Errorf("Retry-After after a typo under attack = %d s, want about a minute, more than a plain failure's 30", n)
	}
	// Without a proxy header the client is the connection's peer.
	raw(t, anon, "POST", "/api/v2/auth/login", `{"email":"ada@example.com","password":"correct horse"}`).want(t, 200, "", "")
}

// TestSignupLimit shows sign-ups limited per client IP, through the API
// and the MCP signup tool alike, and not counted against logins.
func TestSignupLimit(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--signup-limit", "2", "--login-limit", "1", "--trust-proxy")
	anon := newClient(t, srv.URL)
	signup := func(email string, header ...string) *rawResponse {
		return raw(t, anon, "POST", "/api/v2/auth/signup",
			`{"first_name":"Ada","last_name":"Host","email":"`+email+`","password":"correct horse"}`, header...)
	}
	signup("one@example.com").want(t, 201, "", "")
	signup("two@example.com").want(t, 201, "", "")
	r := signup("three@example.com")
	r.want(t, 429, steward.ERATELIMITED, "Too many sign-ups from this address")
	wantRetryAfter(t, r)
	if n, _ := strconv.Atoi(r.Header.Get("Retry-After")); n < 1700 {
		t.Errorf("Retry-After = %d s, want about half an hour (2 an hour)", n)
	}
	callToolError(t, mcpConnect(t, srv.URL, nil), "signup",
		map[string]any{"first_name": "Ada", "last_name": "Host", "email": "four@example.com", "password": "correct horse"},
		steward.ERATELIMITED, "Too many sign-ups from this address")
	// Nothing was created by the refused ones.
	login := func(email string) *rawResponse {
		return raw(t, anon, "POST", "/api/v2/auth/login", `{"email":"`+email+`","password":"correct horse"}`,
			"X-Forwarded-For", "198.51.100."+strconv.Itoa(len(email)))
	}
	login("three@example.com").want(t, 401, steward.EINVALIDCREDENTIALS, "")
	// Sign-ups did not spend the address's login attempt.
	raw(t, anon, "POST", "/api/v2/auth/login", `{"email":"one@example.com","password":"correct horse"}`).want(t, 200, "", "")
	// Another client may sign up.
	signup("five@example.com", "X-Forwarded-For", "203.0.113.9").want(t, 201, "", "")
}

// TestSlowClients shows the server's timeouts cut off clients that send
// headers or bodies too slowly and connections left idle. The timeouts are
// shortened by hidden flags; the client waits less than the defaults, so
// the test fails if the flags did not reach the server.
func TestSlowClients(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--read-header-timeout", "200ms", "--read-timeout", "500ms", "--idle-timeout", "300ms")
	addr := strings.TrimPrefix(srv.URL, "http://")
	dial := func(t *testing.T) net.Conn {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { conn.Close() })
		return conn
	}
	// wantClosed reads until the server closes the connection; waiting
	// out the generous deadline means the server kept it open.
	wantClosed := func(t *testing.T, conn net.Conn) {
		t.Helper()
		conn.SetReadDeadline(time.Now().Add(8 * time.Second))
		if _, err := io.Copy(io.Discard, conn); err != nil {
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				t.Fatal("the server kept the connection open")
			}
		}
	}
	t.Run("SlowHeaders", func(t *testing.T) {
		t.Parallel()
		conn := dial(t)
		io.WriteString(conn, "GET /healthz HTTP/1.1\r\nHost: steward\r\n") // and never the blank line
		wantClosed(t, conn)
	})
	t.Run("SlowBody", func(t *testing.T) {
		t.Parallel()
		conn := dial(t)
		io.WriteString(conn, "POST /api/v2/auth/login HTTP/1.1\r\nHost: steward\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"email\":")
		wantClosed(t, conn)
	})
	t.Run("Idle", func(t *testing.T) {
		t.Parallel()
		conn := dial(t)
		io.WriteString(conn, "GET /healthz HTTP/1.1\r\nHost: steward\r\n\r\n")
		br := bufio.NewReader(conn)
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Close {
			t.Fatalf("GET /healthz = %d (close %v), want 200 on a kept-alive connection", resp.StatusCode, resp.Close)
		}
		wantClosed(t, conn)
	})
}

// TestRequestID shows every response carries an X-Request-Id, the caller's
// when it is sane and a fresh one otherwise, and that the request's log
// line carries the same ID.
func TestRequestID(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--log-level", "info")
	c := &client.Client{BaseURL: srv.URL, HTTPClient: newClient(t, srv.URL).HTTPClient}
	for _, tt := range []struct {
		name, sent string
		echoed     bool
	}{
		{"Generated", "", false},
		{"Caller", "trace-42.a_B", true},
		{"InsaneReplaced", "bad id\twith spaces", false},
		{"TooLongReplaced", strings.Repeat("x", 65), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var r *rawResponse
			if tt.sent == "" {
				r = raw(t, c, "GET", "/healthz", "")
			} else {
				r = raw(t, c, "GET", "/healthz", "", "X-Request-Id", tt.sent)
			}
			id := r.Header.Get("X-Request-Id")
			if tt.echoed != (id == tt.sent) || id == "" || strings.ContainsAny(id, " \t") {
				t.Fatalf("X-Request-Id = %q for %q sent", id, tt.sent)
			}
			waitFor(t, "the request's log line", func() bool {
				return strings.Contains(srv.Stderr.String(), "request_id="+id)
			})
		})
	}
}

// TestLimitsAcrossReplicas runs two servers on one PostgreSQL database: the
// rate limits' buckets are in the database, so failed logins and sign-ups
// are counted once between the replicas, wherever the load balancer sends
// each request, and not once per replica.
func TestLimitsAcrossReplicas(t *testing.T) {
	t.Parallel()
	dsn := testdb.Postgres(t)
	flags := []string{"--login-limit", "2", "--signup-limit", "3", "--trust-proxy"}
	s1, s2 := startServer(t, dsn, flags...), startServer(t, dsn, flags...)
	a1, a2 := newClient(t, s1.URL), newClient(t, s2.URL)
	const ip = "198.51.100.66"
	signup := func(c *client.Client, email string) *rawResponse {
		return raw(t, c, "POST", "/api/v2/auth/signup", `{"first_name":"Ada","last_name":"Host","email":"`+email+`","password":"correct horse"}`,
			"X-Forwarded-For", ip)
	}
	login := func(c *client.Client, password string) *rawResponse {
		return raw(t, c, "POST", "/api/v2/auth/login", `{"email":"ada@example.com","password":"`+password+`"}`,
			"X-Forwarded-For", ip)
	}
	// Three sign-ups an hour from one address: one on the first replica and
	// two on the second spend them, and the fourth is refused on either.
	for i, c := range []*client.Client{a1, a2, a2} {
		if r := signup(c, fmt.Sprintf("user%d@example.com", i)); r.Status != 201 && r.Status != 200 {
			t.Fatalf("sign-up %d: %d %s", i+1, r.Status, r.Body)
		}
	}
	signup(a1, "user3@example.com").want(t, 429, steward.ERATELIMITED, "Too many sign-ups")
	signup(a2, "user4@example.com").want(t, 429, steward.ERATELIMITED, "Too many sign-ups")

	// Two failed logins a minute from one address (at an email nobody has:
	// a failure all the same), one on each replica:
	// the third is refused on both.
	login(a1, "wrong one").want(t, 401, steward.EINVALIDCREDENTIALS, "")
	login(a2, "wrong two").want(t, 401, steward.EINVALIDCREDENTIALS, "")
	login(a1, "wrong three").want(t, 429, steward.ERATELIMITED, "Too many failed login attempts")
	r := login(a2, "wrong four")
	r.want(t, 429, steward.ERATELIMITED, "Too many failed login attempts")
	wantRetryAfter(t, r)
}
