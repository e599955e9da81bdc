package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/stewardhq/steward/client"
)

// receiver is the local webhook receiver: it acknowledges every delivery
// at once and records, per delivery, the time from the commit of its event
// to its arrival.
type receiver struct {
	URL string
	srv *http.Server

	mu   sync.Mutex
	seen map[string]bool // endpoint path + webhook-id: at-least-once repeats count once
	lat  []time.Duration
	last time.Time
}

func newReceiver(host string) (*receiver, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return nil, fmt.Errorf("webhook receiver: %w", err)
	}
	r := &receiver{URL: "http://" + ln.Addr().String(), seen: map[string]bool{}}
	r.srv = &http.Server{Handler: http.HandlerFunc(r.serveHTTP), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = r.srv.Serve(ln) }()
	return r, nil
}

func (r *receiver) serveHTTP(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	now := time.Now()
	// The event's created_at is its transaction's timestamp, taken at
	// BEGIN: commit-to-delivery is measured from a little before the
	// commit, never after it.
	var ev struct {
		CreatedAt time.Time `json:"created_at"`
	}
	_ = json.Unmarshal(body, &ev)
	key := req.URL.Path + " " + req.Header.Get("webhook-id")
	r.mu.Lock()
	if !r.seen[key] {
		r.seen[key] = true
		if !ev.CreatedAt.IsZero() {
			r.lat = append(r.lat, now.Sub(ev.CreatedAt))
		}
		r.last = now
	}
	r.mu.Unlock()
	w.WriteHeader(http.StatusNoContent)
}

// reset forgets what arrived so far.
func (r *receiver) reset() {
	r.mu.Lock()
	defer r.mu.Unlock()
	clear(r.seen)
	r.lat = r.lat[:0]
	r.last = time.Time{}
}

// wait waits until n distinct deliveries have arrived since the last reset,
// or timeout, and returns how many did, their latencies (sorted) and the
// time the last one arrived.
func (r *receiver) wait(ctx context.Context, n int, timeout time.Duration) (int, []time.Duration, time.Time) {
	deadline := time.Now().Add(timeout)
	for {
		r.mu.Lock()
		got := len(r.seen)
		r.mu.Unlock()
		if got >= n || time.Now().After(deadline) || ctx.Err() != nil {
			break
		}
		time.Sleep(2 * time.Millisecond)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	lat := slices.Clone(r.lat)
	slices.Sort(lat)
	return len(r.seen), lat, r.last
}

func (r *receiver) close() { _ = r.srv.Close() }

// addEndpoints registers n webhook endpoints for every event at the
// receiver, under path/1 … path/n, and returns a function that disables
// them. They are disabled, not deleted: deleting an endpoint deletes its
// deliveries, and the last attempts could still be in flight, their
// outcome not yet recorded (see deleteEndpoints).
func addEndpoints(ctx context.Context, c *client.Client, rcv *receiver, path string, n int) (func(), error) {
	var ids []int64
	off := false
	disable := func() {
		for _, id := range ids {
			_, _ = c.UpdateWebhookEndpoint(context.WithoutCancel(ctx), id, client.WebhookEndpointUpdate{Enabled: &off})
		}
	}
	for i := 1; i <= n; i++ {
		e, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{
			URL: fmt.Sprintf("%s%s/%d", rcv.URL, path, i), Description: endpointDescription})
		if err != nil {
			disable()
			return nil, fmt.Errorf("create webhook endpoint: %w", err)
		}
		ids = append(ids, e.ID)
	}
	return disable, nil
}

// endpointDescription marks the endpoints the bench adds.
const endpointDescription = "steward bench"

// deleteEndpoints deletes the endpoints the bench added to the account of a
// server it does not own, after a grace period for the attempts in flight.
// (An in-process server's database is thrown away with them.)
func deleteEndpoints(ctx context.Context, c *client.Client) {
	time.Sleep(2 * time.Second)
	list, err := c.ListWebhookEndpoints(ctx)
	if err != nil {
		return
	}
	for _, e := range list {
		if e.Description == endpointDescription {
			_ = c.DeleteWebhookEndpoint(ctx, e.ID)
		}
	}
}

// deliveryWait is how long the receiver waits for deliveries after the
// jobs that announce them were created.
const deliveryWait = 60 * time.Second

// measureWebhooks measures fan-out to o.Endpoints endpoints: first the
// commit-to-delivery latency while jobs are created at o.Rate per second,
// then the delivery throughput of a burst of o.Burst jobs.
func measureWebhooks(ctx context.Context, hc *http.Client, t *Target, o Options, rcv *receiver, w *Webhooks) error {
	w.Endpoints = o.Endpoints
	c := apiClient(hc, t.URL, t.Account.APIKey)
	disable, err := addEndpoints(ctx, c, rcv, "/fanout", o.Endpoints)
	if err != nil {
		return err
	}
	defer disable()
	jobs := newJobMaker(t.Account)

	// Steady rate: latency.
	rcv.reset()
	var created atomic.Int64
	pt := paced(ctx, o.Rate, o.Duration, func(ctx context.Context, _ int) error {
		err := createJob(ctx, hc, t, jobs.next())
		if err == nil {
			created.Add(1)
		}
		return err
	})
	if pt.ops == 0 {
		return pt.none("no job created")
	}
	want := int(created.Load()) * o.Endpoints
	got, lat, _ := rcv.wait(ctx, want, deliveryWait)
	w.Missing += want - got
	w.PacedCount = got
	w.PacedPerSec = o.Rate * o.Endpoints
	w.P50MS, w.P99MS = ms(quantile(lat, 0.50)), ms(quantile(lat, 0.99))

	// Burst: throughput.
	rcv.reset()
	created.Store(0)
	start := time.Now()
	var next atomic.Int64
	var wg sync.WaitGroup
	var firstErr atomic.Value
	for range o.Clients {
		wg.Go(func() {
			for next.Add(1) <= int64(o.Burst) {
				if err := createJob(ctx, hc, t, jobs.next()); err != nil {
					firstErr.CompareAndSwap(nil, err)
					continue
				}
				created.Add(1)
			}
		})
	}
	wg.Wait()
	if created.Load() == 0 {
		return fmt.Errorf("burst: no job created: %v", firstErr.Load())
	}
	want = int(created.Load()) * o.Endpoints
	got, _, last := rcv.wait(ctx, want, deliveryWait)
	w.Missing += want - got
	w.Deliveries = got
	if d := last.Sub(start); got > 0 && d > 0 {
		w.PerSec = float64(got) / d.Seconds()
	}
	return nil
}

// apiClient returns a Go client of the server holding the API key (sent
// as X-API-Key on v1 and as the bearer credential on v2).
func apiClient(hc *http.Client, url, apiKey string) *client.Client {
	c := client.New(url)
	c.APIKey = apiKey
	c.HTTPClient = hc
	c.UserAgent = "steward-bench"
	return c
}
