package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestProTodos drives the pro's checklist endpoints and the pro's view of
// a job through real HTTP on each store: a pro reads and ticks only the
// checklists of their own jobs, in their own account, with the domain's
// tick rules (issue 17, item 3).
func TestProTodos(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			w := &offerWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock, TickFunc: func(tick func(context.Context) (int, error)) { w.tick = tick }}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil,
				"--offer-interval", "1h", "--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			w.setup(t, srv.URL)
			t.Run("Checklist", func(t *testing.T) { testProChecklist(t, w, srv.URL) })
			t.Run("JobView", func(t *testing.T) { testProJobView(t, w) })
		})
	}
}

// proTodos reads job id's checklist as pro i.
func (w *offerWorld) proTodos(t *testing.T, i int, id int64) (*rawResponse, *steward.JobTodos) {
	t.Helper()
	r := w.pro(t, i, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/todos", id), "")
	var todos steward.JobTodos
	if r.Status == 200 {
		if err := json.Unmarshal(r.Body, &todos); err != nil {
			t.Fatal(err)
		}
	}
	return r, &todos
}

// proTick ticks item of job id as pro i.
func (w *offerWorld) proTick(t *testing.T, i int, id, item int64, body string) *rawResponse {
	t.Helper()
	return w.pro(t, i, "PATCH", fmt.Sprintf("/api/v1/pro/jobs/%d/todos/%d", id, item), body)
}

func itemNamed(t *testing.T, todos *steward.JobTodos, desc string) steward.TodoItem {
	t.Helper()
	for _, l := range todos.Todos {
		for _, it := range l.Items {
			if it.Description == desc {
				return it
			}
		}
	}
	t.Fatalf("no item %q in %+v", desc, todos)
	return steward.TodoItem{}
}

func testProChecklist(t *testing.T, w *offerWorld, url string) {
	ctx := context.Background()
	t0 := w.clock.Now()
	r := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/addresses/%d/todos", w.addr.ID),
		`{"name":"Pro list","service_type":"cleaning","items":[{"description":"Beds","kind":"check","required":true},{"description":"Towels","kind":"count"}]}`)
	if r.Status != 201 {
		t.Fatalf("create list: %d %s", r.Status, r.Body)
	}
	mine := w.newJob(t, t0.Add(time.Hour), w.pros[1]) // Bo's
	offered := w.newJob(t, t0.Add(72*time.Hour), nil) // offered to Ann
	wantOffered(t, w.job(t, offered.ID), w, 0)

	// Bo reads his job's checklist; Ann cannot.
	r, todos := w.proTodos(t, 1, mine.ID)
	if r.Status != 200 || todos.JobID != mine.ID || todos.Progress.RequiredMissing < 1 {
		t.Fatalf("Bo's checklist: %d %s", r.Status, r.Body)
	}
	beds, towels := itemNamed(t, todos, "Beds"), itemNamed(t, todos, "Towels")
	// An API key opens no pro endpoint, a pro token no host endpoint.
	if r := raw(t, w.c, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/todos", mine.ID), "", "Authorization", "Bearer "+w.c.APIKey); r.Status != 401 {
		t.Errorf("an API key on the pro's checklist: %d, want 401", r.Status)
	}
	if r := raw(t, w.c, "PATCH", fmt.Sprintf("/api/v1/pro/jobs/%d/todos/%d", mine.ID, beds.ID), `{"completed":true}`); r.Status != 401 {
		t.Errorf("an API key ticking: %d, want 401", r.Status)
	}
	if r := w.pro(t, 1, "GET", fmt.Sprintf("/api/v1/jobs/%d/todos", mine.ID), ""); r.Status != 401 {
		t.Errorf("a pro token on the host's checklist: %d, want 401", r.Status)
	}
	if r, _ := w.proTodos(t, 0, mine.ID); r.Status != 404 {
		t.Errorf("Ann reading Bo's checklist: %d %s, want 404", r.Status, r.Body)
	}
	if r := w.proTick(t, 0, mine.ID, beds.ID, `{"completed":true}`); r.Status != 404 {
		t.Errorf("Ann ticking Bo's checklist: %d %s, want 404", r.Status, r.Body)
	}
	// Ann reads the checklist of the job offered to her, but may not tick
	// it before she accepts.
	r, annTodos := w.proTodos(t, 0, offered.ID)
	if r.Status != 200 {
		t.Fatalf("Ann reading her offer's checklist: %d %s", r.Status, r.Body)
	}
	if r := w.proTick(t, 0, offered.ID, itemNamed(t, annTodos, "Beds").ID, `{"completed":true}`); r.Status != 404 {
		t.Errorf("Ann ticking a job only offered to her: %d %s, want 404", r.Status, r.Body)
	}
	if r, _ := w.proTodos(t, 1, offered.ID); r.Status != 404 {
		t.Errorf("Bo reading the job offered to Ann: %d %s, want 404", r.Status, r.Body)
	}

	// The tick rules, with clear 400s.
	for _, c := range []struct{ name, body, field string }{
		{"MissingCompleted", `{"count":3}`, "completed"},
		{"CountMissing", `{"completed":true}`, "count"},
		{"Future", fmt.Sprintf(`{"completed":true,"count":3,"occurred_at":%q}`, t0.Add(time.Minute).Format(time.RFC3339)), "occurred_at"},
		{"Unknown", `{"completed":true,"count":3,"colour":"red"}`, "colour"},
	} {
		if r := w.proTick(t, 1, mine.ID, towels.ID, c.body); r.Status != 400 || !strings.Contains(r.Err.Message, c.field) {
			t.Errorf("%s: %d %s, want 400 naming %s", c.name, r.Status, r.Body, c.field)
		}
	}
	if r := w.proTick(t, 1, mine.ID, beds.ID, `{"completed":true,"count":2}`); r.Status != 400 {
		t.Errorf("a count on a check item: %d %s, want 400", r.Status, r.Body)
	}
	if r := w.proTick(t, 1, mine.ID, 999999, `{"completed":true}`); r.Status != 404 {
		t.Errorf("an unknown item: %d %s, want 404", r.Status, r.Body)
	}
	r = w.proTick(t, 1, mine.ID, towels.ID, `{"completed":true,"count":6}`)
	var after steward.JobTodos
	if r.Status != 200 || json.Unmarshal(r.Body, &after) != nil || itemNamed(t, &after, "Towels").Count == nil ||
		*itemNamed(t, &after, "Towels").Count != 6 || !itemNamed(t, &after, "Towels").CompletedAt.Equal(t0) {
		t.Fatalf("tick towels: %d %s; want count 6 at %v", r.Status, r.Body, t0)
	}

	// Completing is refused while Beds is missing; ticked after the fact,
	// it records when it was done.
	w.clock.advance(2 * time.Hour)
	if r := w.act(t, 1, mine.ID, "start", ""); r.Status != 200 {
		t.Fatalf("start: %d %s", r.Status, r.Body)
	}
	if r := w.act(t, 1, mine.ID, "complete", ""); r.Status != 409 || !strings.Contains(string(r.Body), "Beds") {
		t.Errorf("complete with Beds missing: %d %s, want 409 naming Beds", r.Status, r.Body)
	}
	bedsAt := t0.Add(90 * time.Minute)
	tickBeds := fmt.Sprintf(`{"completed":true,"occurred_at":%q}`, bedsAt.Format(time.RFC3339))
	if r := w.proTick(t, 1, mine.ID, beds.ID, tickBeds); r.Status != 200 {
		t.Fatalf("tick beds: %d %s", r.Status, r.Body)
	}
	host, err := w.c.JobTodos(ctx, mine.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got := itemNamed(t, host, "Beds"); !got.Completed || got.CompletedAt == nil || !got.CompletedAt.Equal(bedsAt) {
		t.Errorf("the host sees Beds %+v, want completed at %v", got, bedsAt)
	}
	if r := w.act(t, 1, mine.ID, "complete", ""); r.Status != 200 {
		t.Fatalf("complete: %d %s", r.Status, r.Body)
	}
	// A finished job's checklist is final; the same tick again is a replay, ok.
	if r := w.proTick(t, 1, mine.ID, beds.ID, `{"completed":false}`); r.Status != 409 {
		t.Errorf("untick after completion: %d %s, want 409", r.Status, r.Body)
	}
	if r := w.proTick(t, 1, mine.ID, beds.ID, tickBeds); r.Status != 200 {
		t.Errorf("the same tick replayed after completion: %d %s, want 200", r.Status, r.Body)
	}

	// Another account's job is out of reach of this account's pros.
	other := signupWithKey(t, url)
	oa, op := setupProperty(t, other)
	oj, err := other.CreateJob(ctx, client.JobCreate{AddressID: oa.ID, ServiceType: "cleaning", ScheduledAt: w.clock.Now().Add(time.Hour), ProID: &op.ID})
	if err != nil {
		t.Fatal(err)
	}
	ot, err := other.JobTodos(ctx, oj.ID)
	if err != nil || len(ot.Todos) == 0 {
		t.Fatalf("other account's job todos: %v %+v", err, ot)
	}
	for i := range w.pros {
		if r, _ := w.proTodos(t, i, oj.ID); r.Status != 404 {
			t.Errorf("pro %d reading another account's checklist: %d, want 404", i, r.Status)
		}
		if r := w.proTick(t, i, oj.ID, ot.Todos[0].Items[0].ID, `{"completed":true}`); r.Status != 404 {
			t.Errorf("pro %d ticking another account's checklist: %d, want 404", i, r.Status)
		}
	}
	if err := w.c.CancelJob(ctx, offered.ID); err != nil {
		t.Fatal(err)
	}
}

// proJobs lists pro i's jobs.
func (w *offerWorld) proJobs(t *testing.T, i int) []*steward.ProJob {
	t.Helper()
	r := w.pro(t, i, "GET", "/api/v1/pro/jobs", "")
	var out struct {
		Jobs []*steward.ProJob `json:"jobs"`
	}
	if r.Status != 200 || json.Unmarshal(r.Body, &out) != nil {
		t.Fatalf("pro jobs: %d %s", r.Status, r.Body)
	}
	return out.Jobs
}

// testProJobView checks what the pro's page needs of a job: the stay it
// turns over and the next one, the checklist's progress, by when to answer.
func testProJobView(t *testing.T, w *offerWorld) {
	if _, err := w.c.UpdateAddress(context.Background(), w.addr.ID, map[string]any{"turnover": map[string]any{"enabled": true}}); err != nil {
		t.Fatal(err)
	}
	first := newStay(t, w.c, w.addr.ID, "Guest One", "2026-03-05", "2026-03-08")
	newStay(t, w.c, w.addr.ID, "Guest Two", "2026-03-09", "2026-03-12")
	turnover := turnoverOf(t, w.c, w.addr.ID, first.ID)
	if turnover == nil {
		t.Fatal("the first stay has no turnover")
	}
	wantOffered(t, w.job(t, turnover.ID), w, 0)
	var got *steward.ProJob
	for _, j := range w.proJobs(t, 0) {
		if j.ID == turnover.ID {
			got = j
		}
	}
	if got == nil {
		t.Fatalf("Ann's jobs miss the turnover %d offered to her", turnover.ID)
	}
	if got.Stay == nil || got.Stay.GuestName != "Guest One" || !got.Stay.CheckOut.Equal(first.CheckOut) {
		t.Errorf("stay = %+v, want Guest One's", got.Stay)
	}
	if got.NextStay == nil || got.NextStay.GuestName != "Guest Two" {
		t.Errorf("next stay = %+v, want Guest Two's", got.NextStay)
	}
	if got.AnswerBy == nil || got.Property.AccessInstructions == nil || *got.Property.AccessInstructions != "Key box 4411" {
		t.Errorf("answer_by %v, access %v; want both", got.AnswerBy, got.Property.AccessInstructions)
	}
	if got.Progress.Total == 0 || got.Progress.Done != 0 {
		t.Errorf("progress = %+v, want a checklist not started", got.Progress)
	}
	if r := w.act(t, 0, turnover.ID, "accept", ""); r.Status != 200 {
		t.Fatalf("accept: %d %s", r.Status, r.Body)
	}
	w.clock.advance(5 * time.Minute)
	onWay := w.clock.Now().Add(-time.Minute)
	if r := w.act(t, 0, turnover.ID, "on-my-way", fmt.Sprintf(`{"occurred_at":%q}`, onWay.Format(time.RFC3339))); r.Status != 200 {
		t.Fatalf("on my way: %d %s", r.Status, r.Body)
	}
	for _, j := range w.proJobs(t, 0) {
		if j.ID == turnover.ID && (j.AnswerBy != nil || j.Assignment != steward.Accepted || j.OnMyWayAt == nil || !j.OnMyWayAt.Equal(onWay)) {
			t.Errorf("accepted job: answer_by %v assignment %s on_my_way_at %v, want none, accepted, %v", j.AnswerBy, j.Assignment, j.OnMyWayAt, onWay)
		}
	}
}
