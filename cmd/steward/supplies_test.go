package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// supplyWorld is one account on a server whose clock the test moves, with
// the supply worker's tick in hand.
type supplyWorld struct {
	clock *movingClock
	tick  func(context.Context) (int, error)
	url   string
	c     *client.Client
	addr  *steward.Address
}

// TestSupplies drives supplies through real HTTP on each store, moving the
// server's clock and ticking the supply worker directly (issue 18, item
// 1): CRUD, validation and tenant scope; counts flowing from a completed
// checklist; one restocking job in the vacant window before the next
// stay; inventory.low once per fall.
func TestSupplies(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			// Monday 2 March 2026, 08:00 in San Diego (the property's zone).
			w := &supplyWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 16, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock, SupplyTickFunc: func(tick func(context.Context) (int, error)) { w.tick = tick }}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil,
				"--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			w.url = srv.URL
			w.c = signupWithKey(t, srv.URL)
			w.addr, _ = setupProperty(t, w.c)
			t.Run("CRUD", func(t *testing.T) { testSupplyCRUD(t, w) })
			t.Run("Restock", func(t *testing.T) { testSupplyRestock(t, w) })
			t.Run("ConcurrentTicks", func(t *testing.T) { testSupplyTickRace(t, w) })
		})
	}
}

func (w *supplyWorld) path(format string, args ...any) string {
	return fmt.Sprintf("/api/v1/addresses/%d/supplies", w.addr.ID) + fmt.Sprintf(format, args...)
}

// supply decodes a supply response with status want.
func supplyOf(t *testing.T, r *rawResponse, want int) *steward.Supply {
	t.Helper()
	if r.Status != want {
		t.Fatalf("status %d %s, want %d", r.Status, r.Body, want)
	}
	var s steward.Supply
	if err := json.Unmarshal(r.Body, &s); err != nil {
		t.Fatal(err)
	}
	return &s
}

func supplyHistory(t *testing.T, w *supplyWorld, id int64) []steward.SupplyEvent {
	t.Helper()
	r := raw(t, w.c, "GET", w.path("/%d/history", id), "")
	var out struct {
		History []steward.SupplyEvent `json:"history"`
	}
	if r.Status != 200 || json.Unmarshal(r.Body, &out) != nil {
		t.Fatalf("history: %d %s", r.Status, r.Body)
	}
	return out.History
}

func testSupplyCRUD(t *testing.T, w *supplyWorld) {
	s := supplyOf(t, raw(t, w.c, "POST", w.path(""), `{"name":"Dish soap","unit":"bottles","count":3,"min":1,"par":4}`), 201)
	if s.AddressID != w.addr.ID || s.Name != "Dish soap" || s.Count != 3 || s.Low || s.PerGuestNight != nil || s.RunsOutOn != nil {
		t.Errorf("created = %+v", s)
	}
	for _, tc := range []struct{ name, body, field string }{
		{"MissingName", `{"unit":"rolls","count":1,"par":2}`, "name"},
		{"MissingUnit", `{"name":"Paper towels","count":1,"par":2}`, "unit"},
		{"NegativeCount", `{"name":"Paper towels","unit":"rolls","count":-1,"par":2}`, "count"},
		{"ParBelowMin", `{"name":"Paper towels","unit":"rolls","count":1,"min":5,"par":2}`, "par"},
		{"DuplicateName", `{"name":"  DISH soap ","unit":"bottles","count":1,"par":2}`, "name"},
		{"BadRate", `{"name":"Paper towels","unit":"rolls","count":1,"par":2,"per_guest_night":-1}`, "per_guest_night"},
		{"WrongType", `{"name":"Paper towels","unit":"rolls","count":"many","par":2}`, "count"},
	} {
		r := raw(t, w.c, "POST", w.path(""), tc.body)
		if r.Status != 400 || r.Err.Code != steward.EVALIDATION || !strings.Contains(r.Err.Message, tc.field) {
			t.Errorf("%s: %d %s; want 400 naming %s", tc.name, r.Status, r.Body, tc.field)
		}
	}
	if r := raw(t, w.c, "PATCH", w.path("/%d", s.ID), `{"min":9}`); r.Status != 400 || !strings.Contains(r.Err.Message, "par") {
		t.Errorf("PATCH min above par: %d %s", r.Status, r.Body)
	}
	got := supplyOf(t, raw(t, w.c, "PATCH", w.path("/%d", s.ID), `{"count":2,"reason":"used one for the oven"}`), 200)
	if got.Count != 2 {
		t.Errorf("patched count = %d, want 2", got.Count)
	}
	h := supplyHistory(t, w, s.ID)
	if len(h) != 2 || h[0].Kind != steward.SupplyCreated || h[1].Kind != steward.SupplySet || *h[1].From != 3 || h[1].To != 2 ||
		h[1].Reason != "used one for the oven" || h[1].Actor != steward.ActorAPI {
		t.Errorf("history = %+v", h)
	}
	r := raw(t, w.c, "GET", w.path(""), "")
	if r.Status != 200 || !strings.Contains(string(r.Body), `"name":"Dish soap"`) {
		t.Errorf("list: %d %s", r.Status, r.Body)
	}

	// Another account sees none of it.
	other := signupWithKey(t, w.url)
	for _, req := range [][2]string{{"GET", ""}, {"POST", ""}, {"GET", fmt.Sprintf("/%d", s.ID)}, {"PATCH", fmt.Sprintf("/%d", s.ID)},
		{"DELETE", fmt.Sprintf("/%d", s.ID)}, {"GET", fmt.Sprintf("/%d/history", s.ID)}} {
		body := ""
		if req[0] == "POST" || req[0] == "PATCH" {
			body = `{"name":"Stolen","unit":"x","count":1,"par":1}`
		}
		if r := raw(t, other, req[0], w.path("%s", req[1]), body); r.Status != 404 {
			t.Errorf("other account %s %s: %d %s, want 404", req[0], req[1], r.Status, r.Body)
		}
	}

	if r := raw(t, w.c, "DELETE", w.path("/%d", s.ID), ""); r.Status != 204 {
		t.Fatalf("delete: %d %s", r.Status, r.Body)
	}
	if r := raw(t, w.c, "GET", w.path("/%d", s.ID), ""); r.Status != 404 {
		t.Errorf("deleted supply: %d, want 404", r.Status)
	}
}

// testSupplyRestock: a cleaning's checklist counts the toilet paper after
// a stay; Steward learns its use, sees it would not last through the next
// stay, and makes one restocking job in the vacancy before that stay,
// which brings everything back to par when done.
func testSupplyRestock(t *testing.T, w *supplyWorld) {
	ctx := context.Background()
	rcv := newHookReceiver(t, nil)
	ep, err := w.c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL})
	if err != nil {
		t.Fatal(err)
	}
	loc, _ := time.LoadLocation("America/Los_Angeles")
	day := func(d, h int) time.Time { return time.Date(2026, 3, d, h, 0, 0, 0, loc) }

	tp := supplyOf(t, raw(t, w.c, "POST", w.path(""), `{"name":"Toilet paper","unit":"rolls","count":30,"min":6,"par":40}`), 201)
	coffee := supplyOf(t, raw(t, w.c, "POST", w.path(""), `{"name":"Coffee pods","unit":"pods","count":10,"min":2,"par":20}`), 201)
	towels := supplyOf(t, raw(t, w.c, "POST", w.path(""), `{"name":"Towels","unit":"towels","count":8,"min":4,"par":8}`), 201)

	// Two guests for two nights, then four for three nights.
	for _, s := range []struct {
		guest   string
		in, out time.Time
		guests  int
	}{{"Ada", day(3, 16), day(5, 10), 2}, {"Bea", day(8, 16), day(11, 10), 4}} {
		if _, err := w.c.CreateReservation(ctx, client.ReservationCreate{AddressID: w.addr.ID, GuestName: s.guest,
			CheckIn: s.in, CheckOut: s.out, Guests: ptr(s.guests)}); err != nil {
			t.Fatal(err)
		}
	}
	// Nothing is low yet and no rate is known: no restock.
	if n, err := w.tick(ctx); err != nil || n != 0 {
		t.Fatalf("first tick = %d, %v; want 0", n, err)
	}

	// The cleaning after Ada's stay counts the toilet paper on its checklist.
	r := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/addresses/%d/todos", w.addr.ID),
		`{"name":"Supplies","service_type":"cleaning","items":[{"description":"Count the toilet paper rolls","kind":"count","required":true}]}`)
	if r.Status != 201 {
		t.Fatalf("create list: %d %s", r.Status, r.Body)
	}
	pro, err := w.c.CreatePro(ctx, client.ProCreate{Name: "Rae", Email: "rae@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	link := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/pros/%d/link", pro.ID), "")
	var pl steward.ProLink
	if link.Status != 201 || json.Unmarshal(link.Body, &pl) != nil {
		t.Fatalf("link: %d %s", link.Status, link.Body)
	}
	clean, err := w.c.CreateJob(ctx, client.JobCreate{AddressID: w.addr.ID, ServiceType: "cleaning", ScheduledAt: day(5, 11), ProID: &pro.ID})
	if err != nil {
		t.Fatal(err)
	}
	jt := raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d/todos", clean.ID), "")
	var todos steward.JobTodos
	if jt.Status != 200 || json.Unmarshal(jt.Body, &todos) != nil {
		t.Fatalf("job todos: %d %s", jt.Status, jt.Body)
	}
	var itemID int64
	for _, l := range todos.Todos {
		for _, it := range l.Items {
			if strings.Contains(it.Description, "toilet paper") {
				itemID = it.ID
			}
		}
	}
	if itemID == 0 {
		t.Fatalf("job %d has no toilet paper item: %s", clean.ID, jt.Body)
	}
	w.clock.advance(day(5, 14).Sub(w.clock.Now())) // after the cleaning
	at := func(t time.Time) string { return t.Format(time.RFC3339) }
	anon := *w.c
	anon.APIKey = ""
	sync := raw(t, &anon, "POST", "/api/v1/pro/sync", fmt.Sprintf(`{"actions":[
		{"job_id":%d,"action":"start","occurred_at":%q},
		{"job_id":%d,"action":"tick","item_id":%d,"completed":true,"count":22,"occurred_at":%q},
		{"job_id":%d,"action":"complete","occurred_at":%q}]}`,
		clean.ID, at(day(5, 11)), clean.ID, itemID, at(day(5, 12)), clean.ID, at(day(5, 13))), "Authorization", "Bearer "+pl.Token)
	if sync.Status != 200 || strings.Contains(string(sync.Body), `"ok":false`) {
		t.Fatalf("pro sync: %d %s", sync.Status, sync.Body)
	}
	tp = supplyOf(t, raw(t, w.c, "GET", w.path("/%d", tp.ID), ""), 200)
	// 8 rolls over Ada's 2 guests × 2 nights (the nights between the counts).
	if tp.Count != 22 || tp.PerGuestNight == nil || math.Abs(*tp.PerGuestNight-2) > 0.01 || tp.RunsOutOn == nil {
		t.Fatalf("toilet paper after the cleaning = %+v; want 22 rolls, 2 per guest-night, a run-out date", tp)
	}
	// Bea's 12 guest-nights use 24 rolls: it runs out during her stay.
	if *tp.RunsOutOn != "2026-03-11" {
		t.Errorf("runs_out_on = %s, want 2026-03-11 (22 of the 24 rolls of Bea's 66 hours)", *tp.RunsOutOn)
	}
	h := supplyHistory(t, w, tp.ID)
	if last := h[len(h)-1]; last.Kind != steward.SupplyCounted || last.JobID == nil || *last.JobID != clean.ID ||
		last.To != 22 || last.Actor != steward.ActorPro {
		t.Errorf("last history entry = %+v; want counted by the pro on job %d", last, clean.ID)
	}

	// The tick finds it would not last through Bea's stay: one restocking job.
	if n, err := w.tick(ctx); err != nil || n != 1 {
		t.Fatalf("tick = %d, %v; want 1 restocking job", n, err)
	}
	restock := restockJobs(t, w)
	if len(restock) != 1 {
		t.Fatalf("restocking jobs = %d, want 1", len(restock))
	}
	job := restock[0]
	// In the vacancy between now (the 5th, after Ada left) and Bea's check-in.
	if job.ScheduledAt.Before(w.clock.Now()) || !job.ScheduledAt.Add(steward.RestockingDuration).Before(day(8, 16).Add(time.Second)) {
		t.Errorf("restock scheduled at %s, want between now %s and Bea's check-in %s", job.ScheduledAt, w.clock.Now(), day(8, 16))
	}
	if turnover := time.Duration(w.addr.Turnover.DurationMinutes) * time.Minute; turnover <= 0 || job.ScheduledAt.Before(day(5, 10).Add(turnover)) {
		t.Errorf("restock at %s, want after Ada's check-out and the turnover (%s)", job.ScheduledAt, turnover)
	}
	if l := job.ScheduledAt.In(loc); l.Hour() < steward.WorkDayStart || l.Hour() >= steward.WorkDayEnd {
		t.Errorf("restock at %s local, want working hours", l)
	}
	if job.Notes == nil || !strings.Contains(*job.Notes, "Toilet paper: buy 18 rolls") || !strings.Contains(*job.Notes, "Coffee pods: buy 10 pods") ||
		strings.Contains(*job.Notes, "Towels") {
		t.Errorf("notes = %v; want the shopping list of toilet paper and coffee, not towels (at par)", job.Notes)
	}
	e := lastHistory(t, w.c, job.ID)
	if e.Actor != steward.ActorSystem || e.Reason == nil || !strings.Contains(*e.Reason, "Toilet paper would fall to") ||
		!strings.Contains(*e.Reason, "Bea") {
		t.Errorf("history = %+v; want Steward, naming the supply and the stay", e)
	}
	// A second tick adds nothing.
	if n, err := w.tick(ctx); err != nil || n != 0 {
		t.Errorf("second tick = %d, %v; want 0", n, err)
	}
	if got := restockJobs(t, w); len(got) != 1 {
		t.Errorf("restocking jobs after a second tick = %d, want 1", len(got))
	}

	// Coffee falls to its minimum: inventory.low, once; the list is updated.
	supplyOf(t, raw(t, w.c, "PATCH", w.path("/%d", coffee.ID), `{"count":2}`), 200)
	supplyOf(t, raw(t, w.c, "PATCH", w.path("/%d", coffee.ID), `{"count":1}`), 200)
	waitFor(t, "inventory.low", func() bool {
		for _, h := range rcv.all() {
			if h.Event.Name == steward.EventInventoryLow {
				return true
			}
		}
		return false
	})
	lows := 0
	for _, d := range deliveries(t, w, ep.ID) {
		if d == steward.EventInventoryLow {
			lows++
		}
	}
	if lows != 1 {
		t.Errorf("inventory.low deliveries = %d, want 1 (one fall)", lows)
	}
	for _, h := range rcv.all() {
		if h.Event.Name == steward.EventInventoryLow && h.Event.Data.Object["name"] != "Coffee pods" {
			t.Errorf("inventory.low object = %v, want the coffee", h.Event.Data.Object)
		}
	}
	if n, err := w.tick(ctx); err != nil || n != 1 {
		t.Errorf("tick after the coffee count = %d, %v; want 1 (the list updated)", n, err)
	}
	restock = restockJobs(t, w)
	if len(restock) != 1 || !strings.Contains(*restock[0].Notes, "Coffee pods: buy 19 pods") {
		t.Errorf("restock after the coffee count = %d jobs, notes %v", len(restock), restock[0].Notes)
	}
	if e := lastHistory(t, w.c, job.ID); e.Actor != steward.ActorSystem || !strings.Contains(e.Change, "notes") {
		t.Errorf("notes update history = %+v", e)
	}

	// Completing the restocking job brings every supply back to par.
	for _, st := range []string{"in_progress", "completed"} {
		if _, err := w.c.UpdateJob(ctx, job.ID, client.JobUpdate{Status: ptr(st)}); err != nil {
			t.Fatal(err)
		}
	}
	for _, s := range []*steward.Supply{tp, coffee, towels} {
		got := supplyOf(t, raw(t, w.c, "GET", w.path("/%d", s.ID), ""), 200)
		if got.Count != got.Par || got.Low {
			t.Errorf("%s after the restock = %d, want par %d", got.Name, got.Count, got.Par)
		}
	}
	h = supplyHistory(t, w, coffee.ID)
	if last := h[len(h)-1]; last.Kind != steward.SupplyRestocked || last.JobID == nil || *last.JobID != job.ID {
		t.Errorf("coffee's last history entry = %+v; want restocked by job %d", last, job.ID)
	}
	if n, err := w.tick(ctx); err != nil || n != 0 {
		t.Errorf("tick after the restock = %d, %v; want 0", n, err)
	}
}

// testSupplyTickRace: ticks at once (replicas) make one restocking job.
func testSupplyTickRace(t *testing.T, w *supplyWorld) {
	ctx := context.Background()
	a, err := w.c.CreateAddress(ctx, client.AddressCreate{Street: "1 Pine Rd", City: "Big Bear", State: "CA", Zip: "92315"})
	if err != nil {
		t.Fatal(err)
	}
	r := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/addresses/%d/supplies", a.ID), `{"name":"Firewood","unit":"bundles","count":1,"min":2,"par":6}`)
	if r.Status != 201 {
		t.Fatalf("create: %d %s", r.Status, r.Body)
	}
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Add(1)
		go func() { defer wg.Done(); _, errs[i] = w.tick(ctx) }()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Errorf("tick: %v", err)
		}
	}
	list, err := w.c.ListJobs(ctx, client.JobListParams{AddressID: &a.ID, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, j := range list.Jobs {
		if j.ServiceType == steward.Restocking {
			n++
			if j.Notes == nil || !strings.Contains(*j.Notes, "Firewood: buy 5 bundles") {
				t.Errorf("notes = %v", j.Notes)
			}
		}
	}
	if n != 1 {
		t.Errorf("restocking jobs after 4 ticks at once = %d, want 1", n)
	}
}

func restockJobs(t *testing.T, w *supplyWorld) []*steward.Job {
	t.Helper()
	list, err := w.c.ListJobs(context.Background(), client.JobListParams{AddressID: &w.addr.ID, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var out []*steward.Job
	for _, j := range list.Jobs {
		if j.ServiceType == steward.Restocking && !j.Status.Final() {
			out = append(out, j)
		}
	}
	return out
}

// deliveries returns the event names of the endpoint's deliveries.
func deliveries(t *testing.T, w *supplyWorld, endpointID int64) []string {
	t.Helper()
	r := raw(t, w.c, "GET", fmt.Sprintf("/api/v2/webhook-endpoints/%d/deliveries", endpointID), "")
	if r.Status != 200 {
		t.Fatalf("deliveries: %d %s", r.Status, r.Body)
	}
	var out struct {
		Deliveries []struct {
			Event string `json:"event_name"`
		} `json:"deliveries"`
	}
	if err := json.Unmarshal(r.Body, &out); err != nil {
		t.Fatal(err)
	}
	names := make([]string, len(out.Deliveries))
	for i, d := range out.Deliveries {
		names[i] = d.Event
	}
	return names
}
