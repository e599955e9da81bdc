package webui

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/assistant"
	"github.com/stewardhq/steward/ical"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/webhook"
)

// t0 is the tests' "now": Sunday 10 January 2027, 09:00 in California.
var t0 = time.Date(2027, 1, 10, 17, 0, 0, 0, time.UTC)

// harness is the web app on a real store (SQLite or PostgreSQL), with the
// real webhook dispatcher and assistant, behind an httptest server.
type harness struct {
	t        *testing.T
	db       *sqlstore.DB
	web      *Server
	URL      string
	accounts *sqlstore.AccountService
}

// forEachEngine runs fn against a fresh harness on every test database.
func forEachEngine(t *testing.T, fn func(t *testing.T, h *harness)) {
	t.Helper()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			fn(t, newHarness(t, engine, nil))
		})
	}
}

// newHarness starts the web app; configure, when set, adjusts the server
// before it serves.
func newHarness(t *testing.T, engine string, configure func(*Server, *sqlstore.DB)) *harness {
	t.Helper()
	db, err := sqlstore.Open(context.Background(), testdb.DSN(t, engine))
	if err != nil {
		t.Fatalf("open %s: %v", engine, err)
	}
	t.Cleanup(func() { db.Close() })
	clock := steward.FixedClock{T: t0}
	db.Clock = clock
	messages := sqlstore.NewMessageService(db)
	jobs, addrs, pros, res := sqlstore.NewJobService(db), sqlstore.NewAddressService(db), sqlstore.NewProService(db), sqlstore.NewReservationService(db)
	runner := &assistant.Runner{Messages: messages, Handler: &assistant.Engine{Jobs: jobs, Addresses: addrs, Pros: pros, Reservations: res,
		Changes: sqlstore.NewChangeService(db), Clock: clock}}
	t.Cleanup(runner.Wait)
	accounts := sqlstore.NewAccountService(db)
	web := &Server{Accounts: accounts, APIKeys: sqlstore.NewAPIKeyService(db), Jobs: jobs, Addresses: addrs, Todos: addrs,
		Pros: pros, Reservations: res, Webhooks: webhook.New(sqlstore.NewWebhookStore(db), webhook.Config{AllowPrivate: true}),
		// Feeds may be on 127.0.0.1, as --calendar-allow-private allows,
		// so tests serve them with httptest.
		Calendars: ical.New(sqlstore.NewCalendarStore(db), ical.Config{AllowPrivate: true}),
		Messages:  messages, Assistant: runner, Clock: clock}
	if configure != nil {
		configure(web, db)
	}
	ts := httptest.NewServer(web.Handler())
	t.Cleanup(ts.Close)
	return &harness{t: t, db: db, web: web, URL: ts.URL, accounts: accounts}
}

// user is a browser: a cookie jar that does not follow redirects.
type user struct {
	t       *testing.T
	h       *harness
	client  *http.Client
	Account int64
	Email   string
}

// in returns u for use in subtest t, so a failure stops t and not its parent.
func (u *user) in(t *testing.T) *user {
	c := *u
	c.t = t
	return &c
}

func (h *harness) anonymous() *user {
	jar, _ := cookiejar.New(nil)
	return &user{t: h.t, h: h, client: &http.Client{Jar: jar, Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}}
}

var emailSeq atomic.Int64

const password = "correct horse battery"

// signup opens a fresh account through the sign-up form and returns its browser.
func (h *harness) signup() *user {
	h.t.Helper()
	u := h.anonymous()
	u.Email = fmt.Sprintf("host%d@example.com", emailSeq.Add(1))
	r := u.post("/app/signup", url.Values{"first_name": {"Ada"}, "last_name": {"Host"}, "email": {u.Email}, "password": {password}})
	r.wantRedirect("/app/jobs?done=welcome")
	sess, err := h.accounts.Login(context.Background(), u.Email, password)
	if err != nil {
		h.t.Fatalf("Login: %v", err)
	}
	u.Account = sess.AccountID
	return u
}

// page is a response, read.
type page struct {
	t      *testing.T
	Status int
	Header http.Header
	Body   string
	what   string
}

func (u *user) do(req *http.Request) *page {
	u.t.Helper()
	resp, err := u.client.Do(req)
	if err != nil {
		u.t.Fatalf("%s %s: %v", req.Method, req.URL.Path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return &page{t: u.t, Status: resp.StatusCode, Header: resp.Header, Body: string(b), what: req.Method + " " + req.URL.RequestURI()}
}

func (u *user) get(path string) *page {
	u.t.Helper()
	req, _ := http.NewRequest(http.MethodGet, u.h.URL+path, nil)
	return u.do(req)
}

// post sends a form, with extra headers given as name, value pairs.
func (u *user) post(path string, form url.Values, header ...string) *page {
	u.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, u.h.URL+path, strings.NewReader(form.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	return u.do(req)
}

// postJSON sends a JSON body, as the chat's script does.
func (u *user) postJSON(path, body string) *page {
	u.t.Helper()
	req, _ := http.NewRequest(http.MethodPost, u.h.URL+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	return u.do(req)
}

func (p *page) wantStatus(status int) *page {
	p.t.Helper()
	if p.Status != status {
		p.t.Fatalf("%s: HTTP %d, want %d; body:\n%s", p.what, p.Status, status, excerpt(p.Body))
	}
	return p
}

// wantRedirect checks a 303 to location (a prefix of it, when it ends in *).
func (p *page) wantRedirect(location string) *page {
	p.t.Helper()
	got := p.Header.Get("Location")
	ok := got == location
	if prefix, found := strings.CutSuffix(location, "*"); found {
		ok = strings.HasPrefix(got, prefix)
	}
	if p.Status != http.StatusSeeOther || !ok {
		p.t.Fatalf("%s: HTTP %d to %q, want 303 to %q; body:\n%s", p.what, p.Status, got, location, excerpt(p.Body))
	}
	return p
}

// wantText checks that the page shows text (as a person reads it).
func (p *page) wantText(texts ...string) *page {
	p.t.Helper()
	for _, text := range texts {
		if !strings.Contains(html.UnescapeString(p.Body), text) {
			p.t.Fatalf("%s: page does not show %q; body:\n%s", p.what, text, excerpt(p.Body))
		}
	}
	return p
}

func (p *page) wantNoText(text string) *page {
	p.t.Helper()
	if strings.Contains(html.UnescapeString(p.Body), text) {
		p.t.Fatalf("%s: page shows %q, want it not to", p.what, text)
	}
	return p
}

// wantFieldError checks the message shown next to the field with id.
func (p *page) wantFieldError(id, msg string) *page {
	p.t.Helper()
	re := regexp.MustCompile(`id="` + regexp.QuoteMeta(id) + `-error"[^>]*>(?:<span class="visually-hidden">Error:</span>)?\s*(.*?)</p>`)
	m := re.FindStringSubmatch(p.Body)
	if m == nil {
		p.t.Fatalf("%s: no error next to field %s; want %q; body:\n%s", p.what, id, msg, excerpt(p.Body))
	}
	if got := html.UnescapeString(m[1]); got != msg {
		p.t.Fatalf("%s: field %s error = %q, want %q", p.what, id, got, msg)
	}
	if !strings.Contains(p.Body, `aria-invalid="true"`) {
		p.t.Errorf("%s: no field is marked aria-invalid", p.what)
	}
	return p
}

// follow gets the page a redirect points at.
func (u *user) follow(p *page) *page {
	u.t.Helper()
	return u.get(p.Header.Get("Location"))
}

func excerpt(s string) string {
	if len(s) > 4000 {
		return s[:4000] + "…"
	}
	return s
}

// fakeLimiter allows limit logins (and signupLimit sign-ups, any number
// when 0), then refuses with wait, and records what it was asked.
type fakeLimiter struct {
	mu          sync.Mutex
	limit       int
	signupLimit int
	wait        time.Duration
	calls       []string // "email ip"
	signups     []string // ip
	succeeded   []string // "email ip"
}

func (f *fakeLimiter) AllowSignup(ip string) (bool, time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.signups = append(f.signups, ip)
	if f.signupLimit > 0 && len(f.signups) > f.signupLimit {
		return false, f.wait
	}
	return true, 0
}

func (f *fakeLimiter) AllowLogin(email, ip string) (bool, time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, email+" "+ip)
	if len(f.calls) > f.limit {
		return false, f.wait
	}
	return true, 0
}

func (f *fakeLimiter) LoginSucceeded(email, ip string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.succeeded = append(f.succeeded, email+" "+ip)
}

func (f *fakeLimiter) seen() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.calls...)
}
