package main

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/apitest"
	"github.com/stewardhq/steward/internal/testdb"
)

// The resilience tests run steward as separate processes (see TestMain),
// drive concurrent writes through the test's own round-robin front, let
// webhooks flow to a local receiver, SIGKILL a process mid-run, and then
// prove that nothing acknowledged was lost and that delivery bookkeeping
// is exact:
//
//   - every write a client saw acknowledged (2xx) is in the database, and
//     a write that got no answer is either fully there or not at all;
//   - every event of every job in the database reaches the receiver with a
//     2xx answer (at least once);
//   - every attempt is made once: no (webhook-id, attempt) pair reaches
//     the receiver twice, every attempt in the delivery log reached it, and
//     the only attempts the log lacks arrived before the kill (they were in
//     flight in the killed process, which had counted but not recorded
//     them; "before" allows killGrace for the receiver to read a request
//     sent just before the process died).

// resilienceFlags run a server with no request limit (the writers are
// fast), a short lease so a dead process's claims come back within the
// test, and quick retries.
var resilienceFlags = []string{"--rate-limit", "0", "--webhook-allow-private", "--webhook-lease", "3s",
	"--webhook-retry-schedule", "100ms,300ms,700ms,1500ms,2500ms,3500ms,4500ms,5500ms,6500ms"}

// TestCrashSafety kills the only server (SIGKILL) during concurrent job
// writes and webhook deliveries, restarts it on the same database and
// checks the invariants above, on SQLite and PostgreSQL.
func TestCrashSafety(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			dsn := testdb.DSN(t, engine)
			p := startProcess(t, dsn, resilienceFlags...)
			r := newResilienceRun(t, p.URL)

			r.startWriters(4)
			r.waitProgress(80, 20)
			r.kill(p)
			r.stopWriters()

			r.lb.set(startProcess(t, dsn, resilienceFlags...).URL)
			r.verify()
		})
	}
}

// TestThreeReplicas runs three servers on one PostgreSQL database behind a
// round-robin front, kills one mid-run while the other two carry on, and
// checks the invariants above.
func TestThreeReplicas(t *testing.T) {
	t.Parallel()
	dsn := testdb.Postgres(t)
	ps := []*process{startProcess(t, dsn, resilienceFlags...), startProcess(t, dsn, resilienceFlags...), startProcess(t, dsn, resilienceFlags...)}
	r := newResilienceRun(t, ps[0].URL, ps[1].URL, ps[2].URL)

	r.startWriters(6)
	r.waitProgress(40, 10)
	r.kill(ps[1])
	acked := r.ackedWrites()
	r.waitProgress(acked+60, 0) // the survivors take over
	r.stopWriters()
	r.verify()
	if n := r.lb.served(ps[0].URL) + r.lb.served(ps[2].URL); n < acked {
		t.Errorf("the surviving replicas served %d requests, fewer than the %d writes before the kill: the front did not spread the load", n, acked)
	}
}

// loadBalancer is the tests' round-robin front of one or more replicas.
// Each request goes to the next replica; one that refuses the connection is
// skipped from then on and the request goes to the next (it never reached
// a server, so that is safe even for POST). Any other failure is the
// caller's: an unanswered write may or may not have happened.
type loadBalancer struct {
	base http.RoundTripper

	mu       sync.Mutex
	backends []string // host:port
	down     map[string]bool
	count    map[string]int
	next     int
}

func newLoadBalancer(urls ...string) *loadBalancer {
	lb := &loadBalancer{base: &http.Transport{MaxIdleConnsPerHost: 16}, count: map[string]int{}}
	lb.set(urls...)
	return lb
}

// set replaces the replicas.
func (lb *loadBalancer) set(urls ...string) {
	lb.mu.Lock()
	defer lb.mu.Unlock()
	lb.backends, lb.down = nil, map[string]bool{}
	for _, u := range urls {
		pu, _ := url.Parse(u)
		lb.backends = append(lb.backends, pu.Host)
	}
}

// pick returns the next live replica.
func (lb *loadBalancer) pick() (string, bool) {
	lb.mu.Lock()
	defer lb.mu.Unlock()
	for range lb.backends {
		h := lb.backends[lb.next%len(lb.backends)]
		lb.next++
		if !lb.down[h] {
			lb.count[h]++
			return h, true
		}
	}
	return "", false
}

// served returns how many requests went to the replica at u.
func (lb *loadBalancer) served(u string) int {
	pu, _ := url.Parse(u)
	lb.mu.Lock()
	defer lb.mu.Unlock()
	return lb.count[pu.Host]
}

func (lb *loadBalancer) RoundTrip(req *http.Request) (*http.Response, error) {
	for {
		host, ok := lb.pick()
		if !ok {
			return nil, errors.New("load balancer: no live replica")
		}
		out := req.Clone(req.Context())
		out.URL.Scheme, out.URL.Host, out.Host = "http", host, host
		if req.GetBody != nil {
			out.Body, _ = req.GetBody()
		}
		resp, err := lb.base.RoundTrip(out)
		var op *net.OpError
		if err != nil && errors.As(err, &op) && op.Op == "dial" {
			lb.mu.Lock()
			lb.down[host] = true
			lb.mu.Unlock()
			continue
		}
		return resp, err
	}
}

// jobState is what the test knows of a job: its status and notes.
type jobState struct {
	Status steward.JobStatus
	Notes  string
}

// jobRecord is one job a writer worked on: the last state the server
// acknowledged, and the state of a write that got no answer, if any (the
// writer leaves the job alone after that).
type jobRecord struct {
	ID    int64
	Acked jobState
	Maybe *jobState
}

// delivery is one request the receiver got.
type delivery struct {
	WebhookID string
	Attempt   int
	JobID     int64
	Event     string
	At        time.Time
	Status    int
}

// resilienceRun is one run of the workload against a front of replicas.
type resilienceRun struct {
	t        *testing.T
	lb       *loadBalancer
	c        *client.Client
	address  int64
	endpoint int64
	rcv      *hookReceiver

	mu         sync.Mutex
	records    []*jobRecord
	writes     int // acknowledged writes
	deliveries []delivery
	killedAt   time.Time

	stop chan struct{}
	wg   sync.WaitGroup
}

// newResilienceRun opens an account through the front, with a property and
// a webhook endpoint for every event at a local receiver that is a little
// slow and fails the first attempt of one event in four.
func newResilienceRun(t *testing.T, urls ...string) *resilienceRun {
	t.Helper()
	r := &resilienceRun{t: t, lb: newLoadBalancer(urls...), stop: make(chan struct{})}
	r.rcv = newHookReceiver(t, func(h *hook) int {
		d := delivery{WebhookID: h.Header.Get("webhook-id"), Event: h.Event.Name, At: time.Now(), Status: 200}
		d.Attempt, _ = strconv.Atoi(h.Header.Get("Steward-Webhook-Attempt"))
		if id, ok := h.Event.Data.Object["id"].(float64); ok {
			d.JobID = int64(id)
		}
		hash := fnv.New32a()
		hash.Write([]byte(d.WebhookID))
		if d.Attempt == 1 && hash.Sum32()%4 == 0 {
			d.Status = 503
		}
		time.Sleep(time.Duration(hash.Sum32()%20) * time.Millisecond) // keep attempts in flight
		r.mu.Lock()
		r.deliveries = append(r.deliveries, d)
		r.mu.Unlock()
		return d.Status
	})
	r.c = client.New("http://steward.test")
	r.c.HTTPClient = &http.Client{Timeout: 20 * time.Second, Transport: apitest.Transport(t, r.lb)}
	ctx := context.Background()
	if _, err := r.c.Signup(ctx, steward.Signup{FirstName: "Crash", LastName: "Test", Email: fmt.Sprintf("crash-%d@example.com", time.Now().UnixNano()), Password: "correct horse battery"}); err != nil {
		t.Fatal(err)
	}
	k, err := r.c.CreateAPIKey(ctx, "resilience")
	if err != nil {
		t.Fatal(err)
	}
	r.c.APIKey = k.Key
	a, _ := setupProperty(t, r.c)
	r.address = a.ID
	e, err := r.c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: r.rcv.URL})
	if err != nil {
		t.Fatal(err)
	}
	r.endpoint = e.ID
	return r
}

// startWriters starts n writers. Each creates jobs and takes them through
// a notes change and then either in_progress and completed or a
// cancellation, one write at a time, until stopWriters.
func (r *resilienceRun) startWriters(n int) {
	for w := range n {
		r.wg.Add(1)
		go func() {
			defer r.wg.Done()
			for i := 0; ; i++ {
				select {
				case <-r.stop:
					return
				default:
				}
				r.writeJob(w*100_000+i, i%3 == 2)
			}
		}()
	}
}

// writeJob runs one job's life, recording what was acknowledged.
func (r *resilienceRun) writeJob(n int, cancel bool) {
	ctx := context.Background()
	j, err := r.c.CreateJob(ctx, client.JobCreate{AddressID: r.address, ServiceType: "cleaning",
		ScheduledAt: time.Now().Add(time.Duration(n%5000+24) * time.Hour)})
	if err != nil {
		r.unanswered(err)
		return
	}
	rec := &jobRecord{ID: j.ID, Acked: jobState{Status: steward.StatusPending}}
	r.mu.Lock()
	r.records = append(r.records, rec)
	r.writes++
	r.mu.Unlock()

	steps := []jobState{{steward.StatusPending, fmt.Sprintf("note %d", n)}}
	if cancel {
		steps = append(steps, jobState{steward.StatusCancelled, steps[0].Notes})
	} else {
		steps = append(steps, jobState{steward.StatusInProgress, steps[0].Notes}, jobState{steward.StatusCompleted, steps[0].Notes})
	}
	for _, next := range steps {
		var err error
		switch {
		case next.Status == steward.StatusCancelled:
			err = r.c.CancelJob(ctx, j.ID)
		case next.Status != rec.Acked.Status:
			_, err = r.c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr(string(next.Status))})
		default:
			_, err = r.c.UpdateJob(ctx, j.ID, client.JobUpdate{Notes: ptr(next.Notes)})
		}
		r.mu.Lock()
		if err != nil {
			rec.Maybe = &next
		} else {
			rec.Acked = next
			r.writes++
		}
		r.mu.Unlock()
		if err != nil {
			r.unanswered(err)
			return
		}
	}
}

// unanswered accepts a write that got no answer (the server died under
// it); a refusal from a live server is a bug.
func (r *resilienceRun) unanswered(err error) {
	var ce *client.Error
	if errors.As(err, &ce) {
		r.t.Errorf("a live server refused a write: %v", err)
	}
	time.Sleep(10 * time.Millisecond)
}

func (r *resilienceRun) ackedWrites() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.writes
}

// waitProgress waits for at least writes acknowledged writes and requests
// at the receiver.
func (r *resilienceRun) waitProgress(writes, requests int) {
	r.t.Helper()
	waitFor(r.t, fmt.Sprintf("%d acknowledged writes and %d webhook requests", writes, requests), func() bool {
		r.mu.Lock()
		defer r.mu.Unlock()
		return r.writes >= writes && len(r.deliveries) >= requests
	})
}

// killGrace is how long after a process's death the receiver may still
// read a request the process sent while alive.
const killGrace = 2 * time.Second

// kill SIGKILLs a server process: no shutdown, no flush, leases held.
func (r *resilienceRun) kill(p *process) {
	r.t.Helper()
	if err := p.cmd.Process.Kill(); err != nil {
		r.t.Fatal(err)
	}
	p.cmd.Wait()
	r.mu.Lock()
	r.killedAt = time.Now()
	r.mu.Unlock()
}

func (r *resilienceRun) stopWriters() {
	close(r.stop)
	r.wg.Wait()
}

// eventsOf are the events a job in status has announced, given the
// writers' paths (pending → in_progress → completed, or pending → cancelled).
func eventsOf(s steward.JobStatus) []string {
	switch s {
	case steward.StatusInProgress:
		return []string{steward.EventJobScheduled, steward.EventJobInProgress}
	case steward.StatusCompleted:
		return []string{steward.EventJobScheduled, steward.EventJobInProgress, steward.EventJobCompleted}
	case steward.StatusCancelled:
		return []string{steward.EventJobScheduled, steward.EventJobCancelled}
	}
	return []string{steward.EventJobScheduled}
}

// verify checks the invariants once the surviving servers have settled.
func (r *resilienceRun) verify() {
	t := r.t
	t.Helper()
	ctx := context.Background()

	// Every acknowledged write is there; an unanswered one is all or nothing.
	jobs := map[int64]*steward.Job{}
	for offset := 0; ; offset += steward.MaxJobLimit {
		page, err := r.c.ListJobs(ctx, client.JobListParams{Limit: steward.MaxJobLimit, Offset: offset})
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range page.Jobs {
			jobs[j.ID] = j
		}
		if offset+len(page.Jobs) >= page.Total {
			break
		}
	}
	r.mu.Lock()
	records, writes := slices.Clone(r.records), r.writes
	r.mu.Unlock()
	unanswered := 0
	for _, rec := range records {
		j, ok := jobs[rec.ID]
		if !ok {
			t.Errorf("job %d was acknowledged (201) but is gone", rec.ID)
			continue
		}
		got := jobState{Status: j.Status, Notes: deref(j.Notes)}
		if rec.Maybe != nil {
			unanswered++
		}
		if got != rec.Acked && (rec.Maybe == nil || got != *rec.Maybe) {
			t.Errorf("job %d is %+v; the last acknowledged write left it %+v (unanswered write: %+v)", rec.ID, got, rec.Acked, rec.Maybe)
		}
	}

	// Every event of every job in the database reaches the receiver.
	want := map[string]bool{}
	for id, j := range jobs {
		for _, ev := range eventsOf(j.Status) {
			want[fmt.Sprintf("%d/%s", id, ev)] = true
		}
	}
	deadline := time.Now().Add(90 * time.Second)
	for {
		missing := missingKeys(want, r.delivered())
		if len(missing) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d events never delivered, e.g. %v", len(missing), missing[:min(len(missing), 5)])
		}
		time.Sleep(50 * time.Millisecond)
	}

	// The delivery log: every delivery succeeded, each attempt was made
	// once, and the log and the receiver agree but for the attempts the
	// killed process had in flight.
	newest, err := r.c.ListWebhookDeliveries(ctx, r.endpoint, 1)
	if err != nil || len(newest) != 1 {
		t.Fatalf("newest delivery: %v, %v", newest, err)
	}
	logs := map[string]*steward.WebhookDeliveryDetail{}
	waitFor(t, "every delivery to succeed", func() bool {
		for id := int64(1); id <= newest[0].ID; id++ {
			if d := logs[fmt.Sprint(id)]; d != nil && d.Status == steward.DeliverySucceeded {
				continue
			}
			d, err := r.c.GetWebhookDelivery(ctx, id)
			if steward.ErrorCode(err) == steward.ENOTFOUND {
				continue // an id the sequence skipped
			} else if err != nil {
				t.Fatal(err)
			}
			logs[fmt.Sprint(id)] = d
			if d.Status != steward.DeliverySucceeded {
				return false
			}
		}
		return true
	})
	r.mu.Lock()
	seen := slices.Clone(r.deliveries)
	killedAt := r.killedAt
	r.mu.Unlock()
	type attemptKey struct {
		id      string
		attempt int
	}
	received := map[attemptKey]delivery{}
	for _, d := range seen {
		k := attemptKey{d.WebhookID, d.Attempt}
		if _, dup := received[k]; dup {
			t.Errorf("attempt %d of %s (%s of job %d) reached the receiver twice", d.Attempt, d.WebhookID, d.Event, d.JobID)
		}
		received[k] = d
	}
	logged := map[attemptKey]bool{}
	events := map[string]bool{}
	for _, d := range logs {
		events[d.EventUUID] = true
		if d.Attempts < len(d.AttemptLog) {
			t.Errorf("delivery %d counts %d attempts but logs %d", d.ID, d.Attempts, len(d.AttemptLog))
		}
		for _, a := range d.AttemptLog {
			k := attemptKey{d.EventUUID, a.Attempt}
			logged[k] = true
			if got, ok := received[k]; !ok {
				t.Errorf("delivery %d logs attempt %d, which never reached the receiver", d.ID, a.Attempt)
			} else if a.ResponseStatus == nil || *a.ResponseStatus != got.Status {
				t.Errorf("delivery %d attempt %d: the log says %v, the receiver answered %d", d.ID, a.Attempt, a.ResponseStatus, got.Status)
			}
		}
	}
	inFlight := 0
	for k, d := range received {
		if !events[k.id] {
			t.Errorf("the receiver got %s of job %d (%s), which has no delivery", d.Event, d.JobID, k.id)
		}
		if logged[k] {
			continue
		}
		inFlight++
		if d.At.After(killedAt.Add(killGrace)) {
			t.Errorf("attempt %d of %s (%s of job %d) reached the receiver after the kill and is not in the delivery log", k.attempt, k.id, d.Event, d.JobID)
		}
	}
	if inFlight > 16 { // the dispatcher's concurrency: at most that many attempts die with a process
		t.Errorf("%d attempts reached the receiver but not the delivery log, more than one process can have in flight", inFlight)
	}
	if len(events) != len(logs) {
		t.Errorf("%d deliveries for %d events: one endpoint should get one delivery per event", len(logs), len(events))
	}
	t.Logf("%d acknowledged writes (%d jobs, %d writes unanswered at the kill), %d deliveries, %d requests at the receiver, %d attempts cut short by the kill",
		writes, len(records), unanswered, len(logs), len(seen), inFlight)
}

// delivered returns "job/event" for every event answered 2xx.
func (r *resilienceRun) delivered() map[string]bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := map[string]bool{}
	for _, d := range r.deliveries {
		if d.Status < 300 {
			out[fmt.Sprintf("%d/%s", d.JobID, d.Event)] = true
		}
	}
	return out
}

// missingKeys returns the keys of want missing from got.
func missingKeys(want, got map[string]bool) []string {
	var missing []string
	for k := range want {
		if !got[k] {
			missing = append(missing, k)
		}
	}
	slices.Sort(missing)
	return missing
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
