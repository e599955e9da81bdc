package webhook_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/webhook"
)

// fast is a retry schedule short enough for tests: ten attempts in all.
var fast = []time.Duration{10 * time.Millisecond, 20 * time.Millisecond, 30 * time.Millisecond, 40 * time.Millisecond,
	50 * time.Millisecond, 60 * time.Millisecond, 70 * time.Millisecond, 80 * time.Millisecond, 90 * time.Millisecond}

// syncBuffer collects log output written from several goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// harness is a real store, an account with an address, and a running dispatcher.
type harness struct {
	db    *sqlstore.DB
	store *sqlstore.WebhookStore
	d     *webhook.Dispatcher
	jobs  *sqlstore.JobService
	acct  int64
	addr  int64
	logs  *syncBuffer
	reg   *prometheus.Registry // the dispatcher's metrics
}

func newHarness(t *testing.T, engine string, cfg webhook.Config) *harness {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, testdb.DSN(t, engine))
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{db: db, store: sqlstore.NewWebhookStore(db), jobs: sqlstore.NewJobService(db), logs: &syncBuffer{}, reg: prometheus.NewRegistry()}
	sess, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B",
		Email: fmt.Sprintf("h%d@example.com", time.Now().UnixNano()), Password: "correct horse"})
	if err != nil {
		t.Fatal(err)
	}
	h.acct = sess.AccountID
	a, err := sqlstore.NewAddressService(db).CreateAddress(ctx, h.acct, steward.AddressCreate{Street: "1 Main St", City: "Austin", State: "TX", Zip: "78701"})
	if err != nil {
		t.Fatal(err)
	}
	h.addr = a.ID
	if cfg.Policy.Offsets == nil {
		cfg.Policy = steward.RetryPolicy{Offsets: fast}
	}
	if cfg.PollInterval == 0 {
		cfg.PollInterval = 5 * time.Millisecond
	}
	cfg.Logger = slog.New(slog.NewTextHandler(h.logs, nil))
	h.d = webhook.New(h.store, cfg)
	if err := h.d.RegisterMetrics(h.reg); err != nil {
		t.Fatal(err)
	}
	db.DeliveryNotifyFunc = h.d.Notify
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { h.d.Run(runCtx); close(done) }()
	t.Cleanup(func() {
		stop()
		<-done
		db.Close()
	})
	return h
}

func (h *harness) endpoint(t *testing.T, url string, events ...string) *steward.WebhookEndpoint {
	t.Helper()
	e, err := h.d.CreateWebhookEndpoint(context.Background(), h.acct, steward.WebhookEndpointCreate{URL: url, Events: events})
	if err != nil {
		t.Fatalf("CreateWebhookEndpoint(%s): %v", url, err)
	}
	return e
}

func (h *harness) job(t *testing.T) *steward.Job {
	t.Helper()
	j, err := h.jobs.CreateJob(context.Background(), h.acct, steward.JobCreate{AddressID: h.addr, ServiceType: steward.Cleaning,
		ScheduledAt: time.Now().Add(24 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// waitDelivery polls the endpoint's newest delivery until ok accepts it.
func (h *harness) waitDelivery(t *testing.T, endpointID int64, ok func(*steward.WebhookDelivery) bool) *steward.WebhookDeliveryDetail {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	var last *steward.WebhookDelivery
	for time.Now().Before(deadline) {
		list, err := h.store.FindWebhookDeliveries(context.Background(), h.acct, endpointID, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) == 1 {
			last = list[0]
			if ok(last) {
				d, err := h.store.FindWebhookDeliveryByID(context.Background(), h.acct, last.ID)
				if err != nil {
					t.Fatal(err)
				}
				return d
			}
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("delivery did not reach the expected state; last %+v", last)
	return nil
}

func final(d *steward.WebhookDelivery) bool { return d.Status.Final() }

// received is one request a receiver got.
type received struct {
	at     time.Time
	header http.Header
	body   []byte
}

// receiver is a local webhook receiver; respond decides each answer from
// the number (1-based) of the request.
type receiver struct {
	mu      sync.Mutex
	reqs    []received
	respond func(n int, w http.ResponseWriter)
	srv     *httptest.Server
}

func newReceiver(t *testing.T, respond func(n int, w http.ResponseWriter)) *receiver {
	r := &receiver{respond: respond}
	r.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		r.reqs = append(r.reqs, received{at: time.Now(), header: req.Header.Clone(), body: body})
		n := len(r.reqs)
		r.mu.Unlock()
		r.respond(n, w)
	}))
	t.Cleanup(r.srv.Close)
	return r
}

func (r *receiver) requests() []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]received(nil), r.reqs...)
}

func status(code int) func(int, http.ResponseWriter) {
	return func(_ int, w http.ResponseWriter) { w.WriteHeader(code) }
}

func TestRetryScheduleThenFailed(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, engine, webhook.Config{AllowPrivate: true})
			rcv := newReceiver(t, func(_ int, w http.ResponseWriter) {
				w.WriteHeader(500)
				io.WriteString(w, `{"error_message":"not today"}`)
			})
			e := h.endpoint(t, rcv.srv.URL)
			h.job(t)
			d := h.waitDelivery(t, e.ID, final)

			if d.Status != steward.DeliveryFailed || d.Attempts != 10 || len(d.AttemptLog) != 10 || d.NextAttemptAt != nil {
				t.Fatalf("delivery = %+v with %d logged attempts; want failed after 10", d.WebhookDelivery, len(d.AttemptLog))
			}
			if *d.LastResponseStatus != 500 || *d.LastError != "HTTP 500" {
				t.Errorf("last = %v %q", *d.LastResponseStatus, *d.LastError)
			}
			// No attempt after the tenth.
			time.Sleep(300 * time.Millisecond)
			reqs := rcv.requests()
			if len(reqs) != 10 {
				t.Fatalf("receiver got %d requests, want 10", len(reqs))
			}
			first := d.AttemptLog[0].AttemptedAt
			for i, r := range reqs {
				if got := r.header.Get(webhook.HeaderID); got != d.EventUUID {
					t.Errorf("attempt %d webhook-id %q, want the event uuid %q", i+1, got, d.EventUUID)
				}
				if got := r.header.Get(webhook.HeaderAttempt); got != strconv.Itoa(i+1) {
					t.Errorf("request %d has attempt header %q", i+1, got)
				}
				if !bytes.Equal(r.body, reqs[0].body) {
					t.Errorf("attempt %d body differs from the first", i+1)
				}
				a := d.AttemptLog[i]
				if a.Attempt != i+1 || a.Succeeded || *a.ResponseStatus != 500 || a.ResponseBody != `{"error_message":"not today"}` {
					t.Errorf("log[%d] = %+v", i, a)
				}
				if i >= 1 {
					// Retry i+1 is due at fast[i-1] after the first failure, never earlier.
					if due := first.Add(fast[i-1]); a.AttemptedAt.Before(due) {
						t.Errorf("attempt %d at +%v, before its offset %v", i+1, a.AttemptedAt.Sub(first), fast[i-1])
					}
				}
			}
		})
	}
}

func TestSuccessStopsRetries(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true})
	rcv := newReceiver(t, func(n int, w http.ResponseWriter) {
		if n < 3 {
			w.WriteHeader(503)
			return
		}
		w.WriteHeader(204)
	})
	e := h.endpoint(t, rcv.srv.URL)
	h.job(t)
	d := h.waitDelivery(t, e.ID, final)
	time.Sleep(200 * time.Millisecond)
	if d.Status != steward.DeliverySucceeded || d.Attempts != 3 || d.LastError != nil || *d.LastResponseStatus != 204 || len(rcv.requests()) != 3 {
		t.Errorf("delivery %+v, %d requests; want succeeded at attempt 3 and no more", d.WebhookDelivery, len(rcv.requests()))
	}
}

func TestRedirectIsFailure(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true, Policy: steward.RetryPolicy{Offsets: fast[:1]}})
	var followed sync.Mutex
	hits := 0
	target := newReceiver(t, func(int, http.ResponseWriter) { followed.Lock(); hits++; followed.Unlock() })
	rcv := newReceiver(t, func(_ int, w http.ResponseWriter) {
		w.Header().Set("Location", target.srv.URL)
		w.WriteHeader(http.StatusTemporaryRedirect)
	})
	e := h.endpoint(t, rcv.srv.URL)
	h.job(t)
	d := h.waitDelivery(t, e.ID, final)
	if d.Status != steward.DeliveryFailed || d.Attempts != 2 || !strings.Contains(*d.LastError, "redirects are not followed") {
		t.Errorf("delivery = %+v; want failed after 2 with a redirect error", d.WebhookDelivery)
	}
	if len(target.requests()) != 0 {
		t.Error("the redirect was followed")
	}
}

func TestGoneDisablesEndpoint(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true})
	rcv := newReceiver(t, status(http.StatusGone))
	e := h.endpoint(t, rcv.srv.URL)
	h.job(t)
	d := h.waitDelivery(t, e.ID, final)
	if d.Status != steward.DeliveryFailed || d.Attempts != 1 {
		t.Errorf("delivery = %+v; want failed after one attempt", d.WebhookDelivery)
	}
	got, _ := h.store.FindWebhookEndpointByID(context.Background(), h.acct, e.ID)
	if got.Enabled || got.DisabledReason == nil || !strings.Contains(*got.DisabledReason, "410") {
		t.Errorf("endpoint = %+v; want disabled for 410", got)
	}
	// No new deliveries to a disabled endpoint.
	h.job(t)
	if list, _ := h.store.FindWebhookDeliveries(context.Background(), h.acct, e.ID, 0); len(list) != 1 {
		t.Errorf("%d deliveries, want 1", len(list))
	}
}

func TestRetryAfterWithinSchedule(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true,
		Policy: steward.RetryPolicy{Offsets: []time.Duration{10 * time.Millisecond, 10 * time.Second, time.Minute}}})
	rcv := newReceiver(t, func(n int, w http.ResponseWriter) {
		w.Header().Set("Retry-After", "3")
		w.WriteHeader(http.StatusTooManyRequests)
	})
	e := h.endpoint(t, rcv.srv.URL)
	h.job(t)
	d := h.waitDelivery(t, e.ID, func(d *steward.WebhookDelivery) bool { return d.Attempts == 1 && d.Status == steward.DeliveryRetrying })
	// Due 3s after the first failure (Retry-After) instead of 10ms, and
	// within the schedule (before the 10s slot).
	if gap := d.NextAttemptAt.Sub(d.AttemptLog[0].AttemptedAt); gap < 2*time.Second || gap > 4*time.Second {
		t.Errorf("next attempt %v after the first, want about 3s (Retry-After)", gap)
	}
}

func TestSignatureVerifiesWithStandardWebhooks(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true})
	rcv := newReceiver(t, status(200))
	e := h.endpoint(t, rcv.srv.URL)
	j := h.job(t)
	h.waitDelivery(t, e.ID, final)

	wh, err := standardwebhooks.NewWebhook(e.Secret)
	if err != nil {
		t.Fatal(err)
	}
	r := rcv.requests()[0]
	if err := wh.Verify(r.body, r.header); err != nil {
		t.Fatalf("independent verification failed: %v (headers %v)", err, r.header)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("Content-Type = %q", ct)
	}
	// A tampered body fails.
	if err := wh.Verify(append([]byte(" "), r.body...), r.header); err == nil {
		t.Error("a tampered body verified")
	}

	// After a rotation both the new and the old secret verify.
	rotated, err := h.d.RotateWebhookSecret(context.Background(), h.acct, e.ID)
	if err != nil {
		t.Fatal(err)
	}
	done := steward.StatusConfirmed
	if _, err := h.jobs.UpdateJob(context.Background(), h.acct, j.ID, steward.JobUpdate{Status: &done}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for len(rcv.requests()) < 2 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	r = rcv.requests()[1]
	if n := len(strings.Fields(r.header.Get(webhook.HeaderSignature))); n != 2 {
		t.Errorf("%d signatures after rotation, want 2", n)
	}
	for _, secret := range []string{rotated.Secret, e.Secret} {
		wh, _ := standardwebhooks.NewWebhook(secret)
		if err := wh.Verify(r.body, r.header); err != nil {
			t.Errorf("verification with %s… after rotation: %v", secret[:10], err)
		}
	}
}

func TestDestinationGuard(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{})
	ctx := context.Background()
	for _, url := range []string{
		"http://127.0.0.1:8080/hook", "http://localhost/hook", "http://10.1.2.3/", "http://172.16.0.1/", "http://192.168.1.1/",
		"http://169.254.169.254/latest/meta-data/", "http://100.64.0.1/", "http://224.0.0.1/", "http://0.0.0.0/",
		"http://[::1]/", "http://[fe80::1]/", "http://[fd00:ec2::254]/", "http://[::ffff:127.0.0.1]/", "ftp://example.com/",
	} {
		_, err := h.d.CreateWebhookEndpoint(ctx, h.acct, steward.WebhookEndpointCreate{URL: url})
		if steward.ErrorCode(err) != steward.EVALIDATION {
			t.Errorf("Create(%s) = %v, want VALIDATION_ERROR", url, err)
		}
	}
	if _, err := h.d.CreateWebhookEndpoint(ctx, h.acct, steward.WebhookEndpointCreate{URL: "https://93.184.215.14/hook"}); err != nil {
		t.Errorf("a public address was refused: %v", err)
	}

	// At connect time: a destination that turns private after it was saved
	// (DNS rebinding) is refused too. Saving through the store skips the
	// save-time check, as a rebinding name would.
	rcv := newReceiver(t, status(200))
	e, err := h.store.CreateWebhookEndpoint(ctx, h.acct, steward.WebhookEndpointCreate{URL: strings.Replace(rcv.srv.URL, "127.0.0.1", "localhost", 1)})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.d.UpdateWebhookEndpoint(ctx, h.acct, e.ID, steward.WebhookEndpointUpdate{URL: &rcv.srv.URL}); steward.ErrorCode(err) != steward.EVALIDATION {
		t.Errorf("update to a loopback URL: %v, want VALIDATION_ERROR", err)
	}
	a, err := h.d.TestWebhookEndpoint(ctx, h.acct, e.ID)
	if err != nil || a.Succeeded || a.ResponseStatus != nil || a.Error == nil || !strings.Contains(*a.Error, "not a public address") {
		t.Errorf("test to loopback = %+v, %v; want refused", a, err)
	}
	if len(rcv.requests()) != 0 {
		t.Error("the guard let a request through to loopback")
	}
}

func TestTestAndManualRetry(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true, Policy: steward.RetryPolicy{Offsets: fast[:1]}})
	var mu sync.Mutex
	answer := 500
	rcv := newReceiver(t, func(_ int, w http.ResponseWriter) {
		mu.Lock()
		code := answer
		mu.Unlock()
		w.WriteHeader(code)
		io.WriteString(w, strings.Repeat("x", 5000))
	})
	e := h.endpoint(t, rcv.srv.URL)
	ctx := context.Background()

	a, err := h.d.TestWebhookEndpoint(ctx, h.acct, e.ID)
	if err != nil || a.Succeeded || *a.ResponseStatus != 500 || len(a.ResponseBody) != steward.MaxWebhookResponseExcerpt || a.Attempt != 1 {
		t.Fatalf("test = %+v, %v", a, err)
	}
	tr := rcv.requests()[0]
	if !strings.Contains(string(tr.body), `"name":"webhook.test"`) {
		t.Errorf("test body = %s", tr.body)
	}
	wh, _ := standardwebhooks.NewWebhook(e.Secret)
	if err := wh.Verify(tr.body, tr.header); err != nil {
		t.Errorf("test event signature: %v", err)
	}
	if list, _ := h.store.FindWebhookDeliveries(ctx, h.acct, e.ID, 0); len(list) != 1 || list[0].ID != a.DeliveryID ||
		list[0].Status != steward.DeliveryFailed || list[0].Attempts != 1 || list[0].NextAttemptAt != nil {
		t.Errorf("test deliveries = %+v; want the failed test after one attempt", list)
	}

	h.job(t)
	d := h.waitDelivery(t, e.ID, final)
	if d.Status != steward.DeliveryFailed || d.Attempts != 2 {
		t.Fatalf("delivery = %+v; want failed after 2", d.WebhookDelivery)
	}
	mu.Lock()
	answer = 200
	mu.Unlock()
	r, err := h.d.RetryWebhookDelivery(ctx, h.acct, d.ID)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != steward.DeliverySucceeded || r.Attempts != 3 || len(r.AttemptLog) != 3 || !r.AttemptLog[2].Succeeded {
		t.Errorf("after manual retry: %+v, log %d", r.WebhookDelivery, len(r.AttemptLog))
	}
	if _, err := h.d.RetryWebhookDelivery(ctx, h.acct+1000, d.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
		t.Errorf("retry from another account: %v", err)
	}

	// One structured log line per attempt.
	logs := h.logs.String()
	for _, want := range []string{"msg=\"webhook attempt\"", fmt.Sprintf("delivery_id=%d", d.ID), "attempt=1", "attempt=3",
		"result=http_status", "result=success", "response_status=500", "event=job.scheduled", "webhook_id=" + d.EventUUID, "event=webhook.test", fmt.Sprintf("delivery_id=%d", a.DeliveryID)} {
		if !strings.Contains(logs, want) {
			t.Errorf("logs lack %q:\n%s", want, logs)
		}
	}
}

// metric returns the value of the counter or gauge name whose label (if
// any) has value, as the harness's registry gathers it now.
func (h *harness) metric(t *testing.T, name, label, value string) float64 {
	t.Helper()
	mfs, err := h.reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			matches := label == ""
			for _, l := range m.GetLabel() {
				matches = matches || l.GetName() == label && l.GetValue() == value
			}
			if !matches {
				continue
			}
			if c := m.GetCounter(); c != nil {
				return c.GetValue()
			}
			return m.GetGauge().GetValue()
		}
	}
	t.Fatalf("no metric %s{%s=%q}", name, label, value)
	return 0
}

// TestTestEventInLog shows the test action's event stored as one delivery
// to the tested endpoint only, with its attempt in the log, attempted once
// whether it succeeds or fails, and counted like any delivery.
func TestTestEventInLog(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, engine, webhook.Config{AllowPrivate: true})
			ctx := context.Background()
			var mu sync.Mutex
			answer := 200
			rcv := newReceiver(t, func(_ int, w http.ResponseWriter) {
				mu.Lock()
				code := answer
				mu.Unlock()
				w.WriteHeader(code)
				fmt.Fprintf(w, `{"answer":%d}`, code)
			})
			setAnswer := func(code int) { mu.Lock(); answer = code; mu.Unlock() }
			other := newReceiver(t, status(200))
			e := h.endpoint(t, rcv.srv.URL)
			sibling := h.endpoint(t, other.srv.URL) // every event, same account

			// OK: one delivery, to the tested endpoint, with its attempt.
			res, err := h.d.TestWebhookEndpoint(ctx, h.acct, e.ID)
			if err != nil || !res.Succeeded || *res.ResponseStatus != 200 || res.Attempt != 1 || res.DeliveryID == 0 || res.ResponseBody != `{"answer":200}` {
				t.Fatalf("test = %+v, %v", res, err)
			}
			list, err := h.store.FindWebhookDeliveries(ctx, h.acct, e.ID, 0)
			if err != nil || len(list) != 1 || list[0].ID != res.DeliveryID || list[0].EventName != steward.EventWebhookTest ||
				list[0].Status != steward.DeliverySucceeded || list[0].Attempts != 1 || *list[0].LastResponseStatus != 200 {
				t.Fatalf("log = %+v, %v; want the succeeded test delivery", list, err)
			}
			d, err := h.store.FindWebhookDeliveryByID(ctx, h.acct, res.DeliveryID)
			if err != nil {
				t.Fatal(err)
			}
			got := rcv.requests()
			if len(d.AttemptLog) != 1 || !d.AttemptLog[0].Succeeded || *d.AttemptLog[0].ResponseStatus != 200 ||
				d.AttemptLog[0].ResponseBody != `{"answer":200}` || d.AttemptLog[0].LatencyMS != res.LatencyMS {
				t.Errorf("attempt log = %+v", d.AttemptLog)
			}
			if len(got) != 1 || string(got[0].body) != string(d.Payload) || got[0].header.Get(webhook.HeaderID) != d.EventUUID {
				t.Errorf("the receiver got %d requests; want the stored payload once, with webhook-id %s", len(got), d.EventUUID)
			}
			var ev struct {
				Name string `json:"name"`
				Data struct {
					Object   steward.Job     `json:"object"`
					Previous json.RawMessage `json:"object_previous_attributes"`
				} `json:"data"`
			}
			if err := json.Unmarshal(d.Payload, &ev); err != nil || ev.Name != steward.EventWebhookTest || ev.Data.Object.ID != 0 ||
				ev.Data.Object.ServiceType != steward.Cleaning || string(ev.Data.Previous) != "{}" {
				t.Errorf("payload = %s (%v)", d.Payload, err)
			}

			// ErrFailedNotRetried: failed after its one attempt, nothing due.
			setAnswer(500)
			res, err = h.d.TestWebhookEndpoint(ctx, h.acct, e.ID)
			if err != nil || res.Succeeded || *res.ResponseStatus != 500 || res.Attempt != 1 {
				t.Fatalf("failing test = %+v, %v", res, err)
			}
			failedID := res.DeliveryID
			// A job event afterwards goes through the poller; once it is in,
			// the poller has run past the test's would-be retry (due 10ms
			// after the failure) without making it.
			setAnswer(200)
			h.job(t)
			h.waitDelivery(t, e.ID, func(d *steward.WebhookDelivery) bool {
				return d.EventName == steward.EventJobScheduled && d.Status == steward.DeliverySucceeded
			})
			time.Sleep(50 * time.Millisecond) // five of the first retry's offsets
			d, err = h.store.FindWebhookDeliveryByID(ctx, h.acct, failedID)
			if err != nil || d.Status != steward.DeliveryFailed || d.Attempts != 1 || d.NextAttemptAt != nil || len(d.AttemptLog) != 1 {
				t.Fatalf("failed test delivery = %+v, log %d, %v; want failed after 1 attempt, none due", d.WebhookDelivery, len(d.AttemptLog), err)
			}
			if n := len(rcv.requests()); n != 3 {
				t.Errorf("receiver got %d requests, want 3 (two tests, one job event)", n)
			}

			// Retry by hand still works on a failed test.
			r, err := h.d.RetryWebhookDelivery(ctx, h.acct, failedID)
			if err != nil || r.Status != steward.DeliverySucceeded || r.Attempts != 2 || len(r.AttemptLog) != 2 {
				t.Fatalf("manual retry = %+v, %v", r, err)
			}

			// The account's other endpoint got the job event, and no test.
			h.waitDelivery(t, sibling.ID, final)
			sib, err := h.store.FindWebhookDeliveries(ctx, h.acct, sibling.ID, 0)
			if err != nil || len(sib) != 1 || sib[0].EventName != steward.EventJobScheduled {
				t.Errorf("sibling endpoint's log = %+v, %v; want the job event only", sib, err)
			}
			for _, req := range other.requests() {
				if strings.Contains(string(req.body), steward.EventWebhookTest) {
					t.Errorf("the sibling endpoint received a test event")
				}
			}
			// Another account's endpoint cannot be tested, and gets nothing.
			if _, err := h.d.TestWebhookEndpoint(ctx, h.acct+1000, e.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
				t.Errorf("test from another account: %v, want NOT_FOUND", err)
			}

			// Metrics count the tests as deliveries; none is left waiting.
			for _, m := range []struct {
				name, label, value string
				want               float64
			}{
				{"steward_webhook_attempts_total", "result", "success", 4}, // test, job event to each endpoint, manual retry
				{"steward_webhook_attempts_total", "result", "http_status", 1},
				{"steward_webhook_deliveries_total", "status", "succeeded", 4},
				{"steward_webhook_deliveries_total", "status", "failed", 1},
				{"steward_webhook_queue_depth", "", "", 0},
			} {
				if got := h.metric(t, m.name, m.label, m.value); got != m.want {
					t.Errorf("%s{%s=%q} = %v, want %v", m.name, m.label, m.value, got, m.want)
				}
			}
		})
	}
}

// TestTestEventInterrupted shows a test delivery whose attempt was never
// recorded (the process died): the lease expires, and the poller gives it
// up as failed rather than sending it again.
func TestTestEventInterrupted(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true})
	rcv := newReceiver(t, status(200))
	e := h.endpoint(t, rcv.srv.URL)
	task, err := h.store.CreateWebhookTestDelivery(context.Background(), h.acct, e.ID, json.RawMessage(`{"id":0}`), 20*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	d := h.waitDelivery(t, e.ID, final)
	if d.ID != task.Delivery.ID || d.Status != steward.DeliveryFailed || d.Attempts != 2 || len(d.AttemptLog) != 1 ||
		!strings.Contains(*d.AttemptLog[0].Error, "no attempts remain") {
		t.Errorf("interrupted test delivery = %+v, log %+v; want failed, abandoned", d.WebhookDelivery, d.AttemptLog)
	}
	if n := len(rcv.requests()); n != 0 {
		t.Errorf("the receiver got %d requests, want none", n)
	}
}
