package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// movingClock is a clock the test moves forward.
type movingClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *movingClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *movingClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// offerWorld is one account on a server whose clock the test moves: a
// property whose cleanings are offered to Ann, then Bo, then Cy, each
// with a pro link, and a webhook receiver.
type offerWorld struct {
	clock  *movingClock
	tick   func(context.Context) (int, error)
	c      *client.Client
	addr   *steward.Address
	pros   [3]*steward.Pro
	tokens [3]string
	rcv    *hookReceiver
}

// TestOffers drives the offer cascade and the pro API through real HTTP
// on each store, moving the server's clock and ticking the offer worker
// directly (issue 17, items 1 and 3).
func TestOffers(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			w := &offerWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock, TickFunc: func(tick func(context.Context) (int, error)) { w.tick = tick }}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil,
				"--offer-interval", "1h", "--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			w.setup(t, srv.URL)
			// One clock for the account: the scenarios run in turn.
			t.Run("AssignmentRules", func(t *testing.T) { testAssignmentRules(t, w) })
			t.Run("Cascade", func(t *testing.T) { testOfferCascade(t, w) })
			t.Run("NobodyAccepts", func(t *testing.T) { testNobodyAccepts(t, w) })
			t.Run("NoShow", func(t *testing.T) { testNoShow(t, w) })
			t.Run("ProWork", func(t *testing.T) { testProWork(t, w) })
			t.Run("Sync", func(t *testing.T) { testProSync(t, w) })
			t.Run("TokenScope", func(t *testing.T) { testProTokenScope(t, w, srv.URL) })
		})
	}
}

func (w *offerWorld) setup(t *testing.T, url string) {
	ctx := context.Background()
	w.c = signupWithKey(t, url)
	w.addr, w.pros[0] = setupProperty(t, w.c)
	if _, err := w.c.UpdateAddress(ctx, w.addr.ID, map[string]any{"access_instructions": "Key box 4411"}); err != nil {
		t.Fatal(err)
	}
	for i, name := range []string{"Bo", "Cy"} {
		p, err := w.c.CreatePro(ctx, client.ProCreate{Name: name, Email: strings.ToLower(name) + "@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		w.pros[i+1] = p
	}
	body := fmt.Sprintf(`{"cleaning":[%d,%d,%d]}`, w.pros[0].ID, w.pros[1].ID, w.pros[2].ID)
	if r := raw(t, w.c, "PUT", fmt.Sprintf("/api/v1/addresses/%d/pros", w.addr.ID), body); r.Status != 200 {
		t.Fatalf("PUT pros: %d %s", r.Status, r.Body)
	}
	r := raw(t, w.c, "GET", fmt.Sprintf("/api/v1/addresses/%d/pros", w.addr.ID), "")
	want := fmt.Sprintf(`{"cleaning":[%d,%d,%d],"inspection":[],"maintenance":[],"restocking":[]}`, w.pros[0].ID, w.pros[1].ID, w.pros[2].ID)
	if r.Status != 200 || strings.TrimSpace(string(r.Body)) != want {
		t.Fatalf("GET pros = %d %s, want %s", r.Status, r.Body, want)
	}
	for i, p := range w.pros {
		r := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/pros/%d/link", p.ID), "")
		var link steward.ProLink
		if r.Status != 201 || json.Unmarshal(r.Body, &link) != nil || !strings.HasPrefix(link.Token, "stp_") || !strings.Contains(link.URL, link.Token) {
			t.Fatalf("POST link: %d %s", r.Status, r.Body)
		}
		w.tokens[i] = link.Token
	}
	w.rcv = newHookReceiver(t, nil)
	if _, err := w.c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: w.rcv.URL}); err != nil {
		t.Fatal(err)
	}
}

// advance moves the clock by d and ticks the offer worker.
func (w *offerWorld) advance(t *testing.T, d time.Duration) {
	t.Helper()
	w.clock.advance(d)
	if _, err := w.tick(context.Background()); err != nil {
		t.Fatalf("tick: %v", err)
	}
}

// newJob creates a cleaning at the property at, with pro (nil: none).
func (w *offerWorld) newJob(t *testing.T, at time.Time, pro *steward.Pro) *steward.Job {
	t.Helper()
	in := client.JobCreate{AddressID: w.addr.ID, ServiceType: "cleaning", ScheduledAt: at}
	if pro != nil {
		in.ProID = &pro.ID
	}
	j, err := w.c.CreateJob(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func (w *offerWorld) job(t *testing.T, id int64) *steward.Job {
	t.Helper()
	j, err := w.c.GetJob(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// pro calls the pro API as pro i.
func (w *offerWorld) pro(t *testing.T, i int, method, path, body string) *rawResponse {
	t.Helper()
	anon := *w.c
	anon.APIKey = ""
	return raw(t, &anon, method, path, body, "Authorization", "Bearer "+w.tokens[i])
}

func (w *offerWorld) act(t *testing.T, i int, id int64, action, body string) *rawResponse {
	t.Helper()
	return w.pro(t, i, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/%s", id, action), body)
}

// wantOffered checks the job is offered to pro i (-1: to nobody).
func wantOffered(t *testing.T, j *steward.Job, w *offerWorld, i int) {
	t.Helper()
	if i < 0 {
		if j.Assignment != steward.Unassigned || j.OfferedTo != nil {
			t.Fatalf("job %d: assignment %s offered_to %v; want unassigned, offered to nobody", j.ID, j.Assignment, j.OfferedTo)
		}
		return
	}
	if j.Assignment != steward.Offered || j.OfferedTo == nil || *j.OfferedTo != w.pros[i].ID || j.ProID != nil {
		t.Fatalf("job %d: assignment %s offered_to %v pro_id %v; want offered to %s (%d)", j.ID, j.Assignment, j.OfferedTo, j.ProID, w.pros[i].Name, w.pros[i].ID)
	}
}

// events returns the webhook events of job id received so far, in the
// order they were recorded, waiting until there are at least n. An event
// may arrive twice (moving the clock past a delivery's lease frees it for
// another attempt): receivers tell them apart by id.
func (w *offerWorld) events(t *testing.T, id int64, n int) []*hook {
	t.Helper()
	var got []*hook
	waitFor(t, fmt.Sprintf("%d events of job %d", n, id), func() bool {
		got = got[:0]
		seen := map[int64]bool{}
		for _, h := range w.rcv.all() {
			if v, _ := h.Event.Data.Object["id"].(float64); int64(v) == id && !seen[h.Event.ID] {
				seen[h.Event.ID] = true
				got = append(got, h)
			}
		}
		return len(got) >= n
	})
	slices.SortFunc(got, func(a, b *hook) int { return cmp.Compare(a.Event.ID, b.Event.ID) })
	return got
}

func eventNames(hs []*hook) string {
	var names []string
	for _, h := range hs {
		names = append(names, h.Event.Name)
	}
	return strings.Join(names, " ")
}

func (w *offerWorld) rating(t *testing.T, i int) float64 {
	t.Helper()
	p, err := w.c.GetPro(context.Background(), w.pros[i].ID)
	if err != nil {
		t.Fatal(err)
	}
	return p.Rating
}

func testAssignmentRules(t *testing.T, w *offerWorld) {
	ctx := context.Background()
	now := w.clock.Now()
	// A job created with a pro is accepted: the host chose.
	chosen := w.newJob(t, now.Add(30*24*time.Hour), w.pros[1])
	if chosen.Assignment != steward.Accepted || chosen.OfferedTo != nil {
		t.Errorf("job created with a pro: assignment %s offered_to %v, want accepted", chosen.Assignment, chosen.OfferedTo)
	}
	// A job created without one is offered at once to the first of the list.
	j := w.newJob(t, now.Add(31*24*time.Hour), nil)
	wantOffered(t, j, w, 0)
	// Assigned by PATCH: accepted, the offer withdrawn.
	j, err := w.c.UpdateJob(ctx, j.ID, client.JobUpdate{ProID: &w.pros[2].ID})
	if err != nil {
		t.Fatal(err)
	}
	if j.Assignment != steward.Accepted || j.OfferedTo != nil || *j.ProID != w.pros[2].ID {
		t.Errorf("job assigned by PATCH: assignment %s offered_to %v, want accepted by %d", j.Assignment, j.OfferedTo, w.pros[2].ID)
	}
	// Unassigned: offered again, to the first pro not offered it yet.
	j, err = w.c.UpdateJob(ctx, j.ID, client.JobUpdate{UnassignPro: true})
	if err != nil {
		t.Fatal(err)
	}
	wantOffered(t, j, w, 1)
	// At a property without a list, nobody is offered the job.
	b, err := w.c.CreateAddress(ctx, client.AddressCreate{Street: "1 Elm St", City: "Austin", State: "TX", Zip: "78701"})
	if err != nil {
		t.Fatal(err)
	}
	other, err := w.c.CreateJob(ctx, client.JobCreate{AddressID: b.ID, ServiceType: "cleaning", ScheduledAt: now.Add(32 * 24 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	wantOffered(t, other, w, -1)
	for _, id := range []int64{chosen.ID, j.ID, other.ID} {
		if err := w.c.CancelJob(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
}

func testOfferCascade(t *testing.T, w *offerWorld) {
	start := w.clock.Now()
	j := w.newJob(t, start.Add(3*24*time.Hour), nil)
	wantOffered(t, j, w, 0)

	// Ann sees the offer with where to go; Bo, not offered it, cannot take it.
	r := w.pro(t, 0, "GET", "/api/v1/pro/jobs", "")
	if r.Status != 200 || !strings.Contains(string(r.Body), fmt.Sprintf(`"id":%d`, j.ID)) || !strings.Contains(string(r.Body), "Key box 4411") {
		t.Fatalf("Ann's jobs: %d %s; want job %d with its access instructions", r.Status, r.Body, j.ID)
	}
	if r := w.act(t, 1, j.ID, "accept", ""); r.Status != 404 {
		t.Errorf("Bo accepting Ann's offer: %d %s, want 404", r.Status, r.Body)
	}

	// Ann does not answer: two hours later it goes to Bo.
	w.advance(t, 2*time.Hour-time.Minute)
	wantOffered(t, w.job(t, j.ID), w, 0)
	w.advance(t, time.Minute)
	wantOffered(t, w.job(t, j.ID), w, 1)

	// Bo declines: at once to Cy, who accepts (reporting when).
	if r := w.act(t, 1, j.ID, "decline", ""); r.Status != 200 {
		t.Fatalf("Bo declines: %d %s", r.Status, r.Body)
	}
	wantOffered(t, w.job(t, j.ID), w, 2)
	w.clock.advance(10 * time.Minute)
	acceptedAt := w.clock.Now().Add(-5 * time.Minute)
	if r := w.act(t, 2, j.ID, "accept", fmt.Sprintf(`{"occurred_at":%q}`, acceptedAt.Format(time.RFC3339))); r.Status != 200 {
		t.Fatalf("Cy accepts: %d %s", r.Status, r.Body)
	}
	got := w.job(t, j.ID)
	if got.Assignment != steward.Accepted || got.ProID == nil || *got.ProID != w.pros[2].ID || got.OfferedTo != nil {
		t.Fatalf("after Cy accepts: assignment %s pro %v offered_to %v", got.Assignment, got.ProID, got.OfferedTo)
	}
	hs := w.events(t, j.ID, 5)
	if names := eventNames(hs); names != "job.scheduled job.offered job.offered job.offered job.accepted" {
		t.Errorf("events = %s", names)
	}
	var accepted struct {
		OccurredAt time.Time `json:"occurred_at"`
	}
	if err := json.Unmarshal(hs[4].Body, &accepted); err != nil || !accepted.OccurredAt.Equal(acceptedAt) {
		t.Errorf("job.accepted occurred_at = %v (%v), want %v", accepted.OccurredAt, err, acceptedAt)
	}
	h, err := w.c.JobHistory(context.Background(), j.ID)
	if err != nil {
		t.Fatal(err)
	}
	var offers int
	for _, e := range h {
		if strings.Contains(e.Change, "assignment unassigned → offered") {
			offers++
		}
	}
	if offers != 3 {
		t.Errorf("history shows %d offers, want 3: %+v", offers, h)
	}

	// Cy drops it: the host is told, nobody is left to offer it to, and at
	// its time it fails, counted against Cy.
	if r := w.act(t, 2, j.ID, "decline", ""); r.Status != 200 {
		t.Fatalf("Cy drops the job: %d %s", r.Status, r.Body)
	}
	wantOffered(t, w.job(t, j.ID), w, -1)
	if hs := w.events(t, j.ID, 6); hs[5].Event.Name != "job.at_risk" {
		t.Errorf("after Cy drops the job: %s, want job.at_risk", hs[5].Event.Name)
	}
	w.advance(t, j.ScheduledAt.Sub(w.clock.Now()))
	got = w.job(t, j.ID)
	if got.Status != steward.StatusCancelled || got.FailureReason == nil || *got.FailureReason != steward.FailProCancelled {
		t.Fatalf("at its time: status %s failure %v, want cancelled, pro_cancelled", got.Status, got.FailureReason)
	}
	if r := w.rating(t, 2); r != 0 {
		t.Errorf("Cy's rating = %v, want 0 (one failure of theirs)", r)
	}
}

func testNobodyAccepts(t *testing.T, w *offerWorld) {
	j := w.newJob(t, w.clock.Now().Add(20*time.Hour), nil)
	wantOffered(t, j, w, 0)
	w.advance(t, 2*time.Hour)
	wantOffered(t, w.job(t, j.ID), w, 1)
	w.advance(t, 2*time.Hour)
	wantOffered(t, w.job(t, j.ID), w, 2)
	w.advance(t, 2*time.Hour) // nobody left
	wantOffered(t, w.job(t, j.ID), w, -1)
	w.advance(t, time.Hour)
	if hs := w.events(t, j.ID, 4); eventNames(hs) != "job.scheduled job.offered job.offered job.offered" {
		t.Errorf("before 12 hours ahead: %s", eventNames(hs))
	}
	w.advance(t, time.Hour) // 12 hours ahead
	if hs := w.events(t, j.ID, 5); hs[4].Event.Name != "job.at_risk" {
		t.Errorf("12 hours ahead: %s, want job.at_risk", hs[4].Event.Name)
	}
	if e := lastHistory(t, w.c, j.ID); e.Change != "at risk" {
		t.Errorf("history at risk: %+v, want the change \"at risk\"", e)
	}
	w.advance(t, 12*time.Hour)
	got := w.job(t, j.ID)
	if got.Status != steward.StatusCancelled || got.FailureReason == nil || *got.FailureReason != steward.FailNoPro {
		t.Fatalf("at its time: status %s failure %v, want cancelled, no_pro", got.Status, got.FailureReason)
	}
	if hs := w.events(t, j.ID, 6); hs[5].Event.Name != "job.failed" || hs[5].Event.Data.Object["failure_reason"] != "no_pro" {
		t.Errorf("at its time: %s %v, want job.failed no_pro", hs[5].Event.Name, hs[5].Event.Data.Object["failure_reason"])
	}
	if a, b := w.rating(t, 0), w.rating(t, 1); a != 5 || b != 5 {
		t.Errorf("ratings of Ann and Bo = %v, %v; want 5 (no_pro is nobody's failure)", a, b)
	}
}

func testNoShow(t *testing.T, w *offerWorld) {
	j := w.newJob(t, w.clock.Now().Add(time.Hour), w.pros[0])
	w.advance(t, 3*time.Hour-time.Minute) // within its window
	if got := w.job(t, j.ID); got.Status != steward.StatusPending {
		t.Fatalf("within the window: %s, want pending", got.Status)
	}
	w.advance(t, time.Minute)
	got := w.job(t, j.ID)
	if got.Status != steward.StatusCancelled || got.FailureReason == nil || *got.FailureReason != steward.FailNoShow || got.ProID == nil {
		t.Fatalf("two hours after its time: status %s failure %v pro %v, want cancelled, no_show, with its pro", got.Status, got.FailureReason, got.ProID)
	}
	if r := w.rating(t, 0); r != 0 {
		t.Errorf("Ann's rating = %v, want 0 (one no-show)", r)
	}
}

func testProWork(t *testing.T, w *offerWorld) {
	j := w.newJob(t, w.clock.Now().Add(time.Hour), w.pros[1])
	w.clock.advance(2 * time.Hour)
	now := w.clock.Now()
	if r := w.act(t, 1, j.ID, "start", fmt.Sprintf(`{"occurred_at":%q}`, now.Add(time.Minute).Format(time.RFC3339))); r.Status != 400 {
		t.Errorf("start in the future: %d %s, want 400", r.Status, r.Body)
	}
	if r := w.act(t, 1, j.ID, "start", fmt.Sprintf(`{"occurred_at":%q}`, now.Add(-3*time.Hour).Format(time.RFC3339))); r.Status != 400 {
		t.Errorf("start before the job was created: %d %s, want 400", r.Status, r.Body)
	}
	if r := w.act(t, 1, j.ID, "complete", ""); r.Status != 409 {
		t.Errorf("complete before start: %d %s, want 409", r.Status, r.Body)
	}
	if r := w.act(t, 1, j.ID, "on-my-way", ""); r.Status != 200 {
		t.Fatalf("on my way: %d %s", r.Status, r.Body)
	}
	if e := lastHistory(t, w.c, j.ID); e.Actor != "pro" || !strings.Contains(e.Change, "on their way") {
		t.Errorf("history after on my way: %+v", e)
	}
	started := now.Add(-30 * time.Minute)
	if r := w.act(t, 1, j.ID, "start", fmt.Sprintf(`{"occurred_at":%q}`, started.Format(time.RFC3339))); r.Status != 200 {
		t.Fatalf("start: %d %s", r.Status, r.Body)
	}
	done := now.Add(-time.Minute)
	r := w.act(t, 1, j.ID, "complete", fmt.Sprintf(`{"occurred_at":%q}`, done.Format(time.RFC3339)))
	var got steward.Job
	if r.Status != 200 || json.Unmarshal(r.Body, &got) != nil || got.Status != steward.StatusCompleted || got.CompletedAt == nil || !got.CompletedAt.Equal(done) {
		t.Fatalf("complete: %d %s; want completed at %v", r.Status, r.Body, done)
	}
	hs := w.events(t, j.ID, 3)
	for i, want := range []time.Time{started, done} {
		var ev struct {
			Name       string    `json:"name"`
			OccurredAt time.Time `json:"occurred_at"`
		}
		if err := json.Unmarshal(hs[i+1].Body, &ev); err != nil || !ev.OccurredAt.Equal(want) {
			t.Errorf("%s occurred_at = %v (%v), want %v", ev.Name, ev.OccurredAt, err, want)
		}
	}
	// A no-show check after the work changes nothing.
	w.advance(t, 3*time.Hour)
	if r := w.rating(t, 1); r != 5 {
		t.Errorf("Bo's rating = %v, want 5", r)
	}
}

// distinctEvents returns the names of the distinct webhook events of job
// id received so far, in the order they were recorded.
func (w *offerWorld) distinctEvents(id int64) string {
	seen := map[int64]string{}
	var ids []int64
	for _, h := range w.rcv.all() {
		if v, _ := h.Event.Data.Object["id"].(float64); int64(v) == id && seen[h.Event.ID] == "" {
			seen[h.Event.ID] = h.Event.Name
			ids = append(ids, h.Event.ID)
		}
	}
	slices.Sort(ids)
	var names []string
	for _, i := range ids {
		names = append(names, seen[i])
	}
	return strings.Join(names, " ")
}

// testProSync replays a pro's offline work through POST /pro/sync: each
// action applies at its own occurred_at, one that no longer applies is
// refused without stopping the others, and a retried sync applies nothing
// twice.
func testProSync(t *testing.T, w *offerWorld) {
	ctx := context.Background()
	t0 := w.clock.Now()
	// A checklist with a count item, copied into the jobs created now.
	r := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/addresses/%d/todos", w.addr.ID),
		`{"name":"Sync list","service_type":"cleaning","items":[{"description":"Towels","kind":"count"}]}`)
	if r.Status != 201 {
		t.Fatalf("create list: %d %s", r.Status, r.Body)
	}
	var list steward.TodoList
	if err := json.Unmarshal(r.Body, &list); err != nil {
		t.Fatal(err)
	}
	work := w.newJob(t, t0.Add(time.Hour), w.pros[1])       // Bo's, done offline
	gone := w.newJob(t, t0.Add(26*time.Hour), w.pros[1])    // Bo's, cancelled while Bo is offline
	dropped := w.newJob(t, t0.Add(50*time.Hour), w.pros[1]) // Bo's, dropped offline
	annS := w.newJob(t, t0.Add(30*time.Hour), w.pros[0])    // Ann's: not Bo's to touch
	if r := raw(t, w.c, "DELETE", fmt.Sprintf("/api/v1/addresses/%d/todos/%d", w.addr.ID, list.ID), ""); r.Status != 204 {
		t.Fatalf("delete list: %d %s", r.Status, r.Body)
	}
	r = raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d/todos", work.ID), "")
	var todos steward.JobTodos
	if r.Status != 200 || json.Unmarshal(r.Body, &todos) != nil || len(todos.Todos) == 0 || len(todos.Todos[0].Items) == 0 {
		t.Fatalf("job todos: %d %s", r.Status, r.Body)
	}
	var item *steward.TodoItem
	for _, l := range todos.Todos {
		for _, it := range l.Items {
			if it.Description == "Towels" {
				item = &it
			}
		}
	}
	if item == nil {
		t.Fatalf("job %d has no Towels item: %s", work.ID, r.Body)
	}
	if err := w.c.CancelJob(ctx, gone.ID); err != nil {
		t.Fatal(err)
	}

	// Bo worked offline; his app syncs 2.5 hours later.
	dropAt, onWay, started := t0.Add(10*time.Minute), t0.Add(50*time.Minute), t0.Add(65*time.Minute)
	tickAt, done := t0.Add(90*time.Minute), t0.Add(2*time.Hour)
	w.clock.advance(150 * time.Minute)
	at := func(t time.Time) string { return t.Format(time.RFC3339) }
	body := fmt.Sprintf(`{"actions":[
		{"job_id":%d,"action":"decline","occurred_at":%q},
		{"job_id":%d,"action":"on-my-way","occurred_at":%q},
		{"job_id":%d,"action":"start","occurred_at":%q},
		{"job_id":%d,"action":"start","occurred_at":%q},
		{"job_id":%d,"action":"start","occurred_at":%q},
		{"job_id":%d,"action":"tick","item_id":%d,"completed":true,"count":6,"occurred_at":%q},
		{"job_id":%d,"action":"complete","occurred_at":%q},
		{"job_id":%d,"action":"explode","occurred_at":%q},
		{"job_id":%d,"action":"start"}]}`,
		dropped.ID, at(dropAt), work.ID, at(onWay), work.ID, at(started), gone.ID, at(started), annS.ID, at(started),
		work.ID, item.ID, at(tickAt), work.ID, at(done), work.ID, at(done), work.ID)
	want := []string{"ok", "ok", "ok", "INVALID_STATUS_TRANSITION", "NOT_FOUND", "ok", "ok", "VALIDATION_ERROR", "VALIDATION_ERROR"}
	sync := func(what string) {
		t.Helper()
		r := w.pro(t, 1, "POST", "/api/v1/pro/sync", body)
		var out struct {
			Results []steward.ProSyncResult `json:"results"`
		}
		if r.Status != 200 || json.Unmarshal(r.Body, &out) != nil || len(out.Results) != len(want) {
			t.Fatalf("%s: %d %s", what, r.Status, r.Body)
		}
		for i, res := range out.Results {
			got := res.Code
			if res.OK {
				got = "ok"
			}
			if got != want[i] || !res.OK && res.Message == "" {
				t.Errorf("%s: result %d = %+v, want %s", what, i, res, want[i])
			}
		}
		if m := out.Results[3].Message; !strings.Contains(m, "cancelled") {
			t.Errorf("%s: the cancelled job's result says %q, want the reason", what, m)
		}
	}
	sync("sync")

	// Each action applied at its own time.
	got := w.job(t, work.ID)
	if got.Status != steward.StatusCompleted || got.CompletedAt == nil || !got.CompletedAt.Equal(done) {
		t.Fatalf("after sync: %s completed_at %v, want completed at %v", got.Status, got.CompletedAt, done)
	}
	h, err := w.c.JobHistory(ctx, work.ID)
	if err != nil {
		t.Fatal(err)
	}
	history := len(h)
	var proTimes []time.Time
	for _, e := range h {
		if e.Actor == "pro" {
			proTimes = append(proTimes, e.At)
		}
	}
	if len(proTimes) != 3 || !proTimes[0].Equal(onWay) || !proTimes[1].Equal(started) || !proTimes[2].Equal(done) {
		t.Errorf("pro history times = %v, want %v %v %v", proTimes, onWay, started, done)
	}
	r = raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d/todos", work.ID), "")
	if !strings.Contains(string(r.Body), `"count":6`) || !strings.Contains(string(r.Body), at(tickAt)) {
		t.Errorf("todos after the tick: %s; want count 6 completed at %s", r.Body, at(tickAt))
	}
	// The events are sent now, carrying when it happened.
	hs := w.events(t, work.ID, 3)
	for i, want := range []time.Time{started, done} {
		var ev struct {
			OccurredAt time.Time `json:"occurred_at"`
		}
		if err := json.Unmarshal(hs[i+1].Body, &ev); err != nil || !ev.OccurredAt.Equal(want) {
			t.Errorf("%s occurred_at = %v (%v), want %v", hs[i+1].Event.Name, ev.OccurredAt, err, want)
		}
	}
	if d := w.job(t, dropped.ID); d.ProID != nil {
		t.Errorf("dropped job still has pro %v", *d.ProID)
	}
	dropEvents := w.events(t, dropped.ID, 2)

	// The app did not get the answer and syncs again: the same results,
	// nothing applied twice.
	sync("replayed sync")
	if h, err := w.c.JobHistory(ctx, work.ID); err != nil || len(h) != history {
		t.Errorf("history after the replay: %d entries (%v), want %d", len(h), err, history)
	}
	time.Sleep(300 * time.Millisecond) // time for a second event to arrive, were there one
	if names := w.distinctEvents(work.ID); names != "job.scheduled job.in_progress job.completed" {
		t.Errorf("events after the replay: %s", names)
	}
	if names := w.distinctEvents(dropped.ID); names != eventNames(dropEvents) {
		t.Errorf("dropped job's events after the replay: %s, want %s", names, eventNames(dropEvents))
	}

	// At most 100 actions per sync.
	var many []string
	for range 101 {
		many = append(many, fmt.Sprintf(`{"job_id":%d,"action":"start","occurred_at":%q}`, annS.ID, at(started)))
	}
	if r := w.pro(t, 1, "POST", "/api/v1/pro/sync", `{"actions":[`+strings.Join(many, ",")+`]}`); r.Status != 400 {
		t.Errorf("101 actions: %d %s, want 400", r.Status, r.Body)
	}
	r = w.pro(t, 1, "POST", "/api/v1/pro/sync", `{"actions":[`+strings.Join(many[:100], ",")+`]}`)
	if r.Status != 200 || strings.Count(string(r.Body), `"code":"NOT_FOUND"`) != 100 {
		t.Errorf("100 actions on Ann's job: %d %.200s; want 100 NOT_FOUND results", r.Status, r.Body)
	}
	if got := w.job(t, annS.ID); got.Status != steward.StatusPending {
		t.Errorf("Ann's job after Bo's sync: %s, want pending", got.Status)
	}
	for _, id := range []int64{dropped.ID, annS.ID} {
		if err := w.c.CancelJob(ctx, id); err != nil {
			t.Fatal(err)
		}
	}
}

func testProTokenScope(t *testing.T, w *offerWorld, url string) {
	// The pro token opens nothing of the host's: every operation of the
	// OpenAPI document that takes a credential other than the pro token
	// refuses it (401), and so does /mcp.
	doc := raw(t, w.c, "GET", "/api/v1/openapi.json", "")
	var spec struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"` // operations, and a path's "parameters"
	}
	if doc.Status != 200 || json.Unmarshal(doc.Body, &spec) != nil {
		t.Fatalf("openapi.json: %d", doc.Status)
	}
	params := regexp.MustCompile(`\{[a-z_]+\}`)
	checked := 0
	for path, ops := range spec.Paths {
		for method, body := range ops {
			var op struct {
				Security []map[string][]string `json:"security"`
			}
			if method == "parameters" || json.Unmarshal(body, &op) != nil {
				continue
			}
			proOnly := len(op.Security) == 1 && op.Security[0]["proToken"] != nil
			if proOnly || len(op.Security) == 0 { // the pro's own, or public
				continue
			}
			concrete := params.ReplaceAllStringFunc(path, func(p string) string {
				if p == "{action}" {
					return "start"
				}
				return fmt.Sprint(w.addr.ID)
			})
			if r := w.pro(t, 0, strings.ToUpper(method), concrete, "{}"); r.Status != 401 {
				t.Errorf("%s %s with a pro token: %d %s, want 401", strings.ToUpper(method), concrete, r.Status, r.Body)
			}
			checked++
		}
	}
	if checked < 70 { // 79 when written: a parse that finds few is broken
		t.Errorf("checked %d host operations with a pro token; the document lists more", checked)
	}
	// /mcp is not in the OpenAPI document, so not through the client's
	// checking transport.
	req, _ := http.NewRequest("POST", url+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	req.Header.Set("Authorization", "Bearer "+w.tokens[0])
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	if resp, err := http.DefaultClient.Do(req); err != nil || resp.StatusCode != 401 {
		t.Errorf("POST /mcp with a pro token: %v %v, want 401", resp, err)
	} else {
		resp.Body.Close()
	}
	if r := w.pro(t, 0, "POST", fmt.Sprintf("/api/v1/pros/%d/link", w.pros[0].ID), ""); r.Status != 401 {
		t.Errorf("POST link with a pro token: %d, want 401", r.Status)
	}
	// An API key opens nothing of the pros'.
	if r := raw(t, w.c, "GET", "/api/v1/pro/jobs", "", "Authorization", "Bearer "+w.c.APIKey); r.Status != 401 {
		t.Errorf("GET pro jobs with an API key: %d, want 401", r.Status)
	}
	// Bo's job is not Ann's to see nor act on.
	j := w.newJob(t, w.clock.Now().Add(48*time.Hour), w.pros[1])
	if r := w.act(t, 0, j.ID, "start", ""); r.Status != 404 {
		t.Errorf("Ann starting Bo's job: %d %s, want 404", r.Status, r.Body)
	}
	if r := w.pro(t, 0, "GET", "/api/v1/pro/jobs", ""); strings.Contains(string(r.Body), fmt.Sprintf(`"id":%d,`, j.ID)) {
		t.Errorf("Ann's jobs list Bo's job %d: %s", j.ID, r.Body)
	}
	// A job the host cancelled is refused with the reason.
	if err := w.c.CancelJob(context.Background(), j.ID); err != nil {
		t.Fatal(err)
	}
	if r := w.act(t, 1, j.ID, "start", ""); r.Status != 409 || !strings.Contains(string(r.Body), "cancelled") {
		t.Errorf("Bo starting a cancelled job: %d %s, want 409 naming it cancelled", r.Status, r.Body)
	}
	// A new link revokes the old one; revoking ends the new one.
	old := w.tokens[1]
	r := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/pros/%d/link", w.pros[1].ID), "")
	var link steward.ProLink
	if r.Status != 201 || json.Unmarshal(r.Body, &link) != nil {
		t.Fatalf("new link: %d %s", r.Status, r.Body)
	}
	w.tokens[1] = link.Token
	if r := w.pro(t, 1, "GET", "/api/v1/pro/jobs", ""); r.Status != 200 {
		t.Errorf("new token: %d, want 200", r.Status)
	}
	w.tokens[1] = old
	if r := w.pro(t, 1, "GET", "/api/v1/pro/jobs", ""); r.Status != 401 {
		t.Errorf("old token after a new link: %d, want 401", r.Status)
	}
	w.tokens[1] = link.Token
	if r := raw(t, w.c, "DELETE", fmt.Sprintf("/api/v1/pros/%d/link", w.pros[1].ID), ""); r.Status != 204 {
		t.Fatalf("revoke: %d %s", r.Status, r.Body)
	}
	if r := w.pro(t, 1, "GET", "/api/v1/pro/jobs", ""); r.Status != 401 {
		t.Errorf("revoked token: %d, want 401", r.Status)
	}
	// Another account cannot touch this account's pros.
	other := signupWithKey(t, url)
	if r := raw(t, other, "POST", fmt.Sprintf("/api/v1/pros/%d/link", w.pros[0].ID), ""); r.Status != 404 {
		t.Errorf("another account making Ann's link: %d, want 404", r.Status)
	}
}

// TestMCPOffers sets and reads a property's preferred pros and makes and
// revokes a pro's link through the MCP tools.
func TestMCPOffers(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--now", "2026-03-02T08:00:00Z")
	c := signupWithKey(t, srv.URL)
	a, pro := setupProperty(t, c)
	cs := mcpConnect(t, srv.URL, bearer(c.APIKey))

	var prefs map[string][]int64
	callTool(t, cs, "set_property_pros", map[string]any{"address_id": a.ID, "maintenance": []int64{pro.ID}}, &prefs)
	if len(prefs["maintenance"]) != 1 || prefs["maintenance"][0] != pro.ID || len(prefs["cleaning"]) != 0 {
		t.Errorf("set_property_pros = %v", prefs)
	}
	prefs = nil
	callTool(t, cs, "get_property_pros", map[string]any{"address_id": a.ID}, &prefs)
	if len(prefs["maintenance"]) != 1 || prefs["maintenance"][0] != pro.ID {
		t.Errorf("get_property_pros = %v", prefs)
	}
	callToolError(t, cs, "set_property_pros", map[string]any{"address_id": a.ID, "cleaning": []int64{999}}, steward.EVALIDATION, "999")

	var link struct {
		Token string `json:"token"`
	}
	callTool(t, cs, "create_pro_link", map[string]any{"pro_id": pro.ID}, &link)
	anon := *c
	anon.APIKey = ""
	if r := raw(t, &anon, "GET", "/api/v1/pro/jobs", "", "Authorization", "Bearer "+link.Token); r.Status != 200 {
		t.Fatalf("pro jobs with the tool's token: %d %s", r.Status, r.Body)
	}
	callTool(t, cs, "revoke_pro_link", map[string]any{"pro_id": pro.ID}, nil)
	if r := raw(t, &anon, "GET", "/api/v1/pro/jobs", "", "Authorization", "Bearer "+link.Token); r.Status != 401 {
		t.Errorf("pro jobs after revoke_pro_link: %d, want 401", r.Status)
	}
}

// TestCLIOffers sets and shows a property's preferred pros and makes and
// revokes a pro's link through the command line.
func TestCLIOffers(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--now", "2026-03-02T08:00:00Z")
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	cliRun(t, env, "a long password\n", "signup", "--first-name", "Ada", "--last-name", "Host", "--email", "ada-offers@example.com").want(t, exitOK)
	cliRun(t, env, "", "addresses", "create", "--street", "88 Coast Hwy", "--city", "San Diego", "--state", "CA", "--zip", "92109").want(t, exitOK)
	cliRun(t, env, "", "pros", "create", "--name", "Rosa Diaz", "--email", "rosa@example.com").want(t, exitOK)
	cliRun(t, env, "", "pros", "create", "--name", "Tom Lee", "--email", "tom@example.com").want(t, exitOK)

	cliRun(t, env, "", "addresses", "set-pros", "1", "--cleaning", "2,1").want(t, exitOK, "cleaning", "2, 1", "maintenance")
	cliRun(t, env, "", "addresses", "pros", "1").want(t, exitOK, "cleaning", "2, 1")
	cliRun(t, env, "", "-o", "json", "addresses", "pros", "1").want(t, exitOK, `"cleaning": [`, `"restocking": []`)
	// A cleaning without a pro is offered to Tom, first on the list.
	cliRun(t, env, "", "-o", "json", "jobs", "create", "--address-id", "1", "--service-type", "cleaning", "--at", "2026-03-10T11:00:00-08:00").
		want(t, exitOK, `"assignment": "offered"`, `"offered_to": 2`)

	r := cliRun(t, env, "", "pros", "link", "1")
	r.want(t, exitOK, "Link for pro 1", "stp_")
	token := r.stdout[strings.Index(r.stdout, "Token: ")+len("Token: "):]
	token = strings.TrimSpace(token)
	c := newClient(t, srv.URL)
	if r := raw(t, c, "GET", "/api/v1/pro/jobs", "", "Authorization", "Bearer "+token); r.Status != 200 {
		t.Fatalf("pro jobs with the CLI's token: %d %s", r.Status, r.Body)
	}
	cliRun(t, env, "", "pros", "unlink", "1").want(t, exitOK, "revoked")
	if r := raw(t, c, "GET", "/api/v1/pro/jobs", "", "Authorization", "Bearer "+token); r.Status != 401 {
		t.Errorf("pro jobs after unlink: %d, want 401", r.Status)
	}
}
