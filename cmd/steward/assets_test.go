package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// assetWorld is one server whose clock the test moves, with the equipment
// service sweep's tick in hand.
type assetWorld struct {
	clock *movingClock
	tick  func(context.Context) (int, error)
	url   string
}

// TestAssets drives the equipment register, its service jobs and repairs
// through real HTTP on each store, moving the server's clock and ticking
// the service sweep directly (issue 18, item 2).
func TestAssets(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			w := &assetWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock, AssetTickFunc: func(tick func(context.Context) (int, error)) { w.tick = tick }}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil,
				"--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			w.url = srv.URL
			// One clock for the server: the scenarios run in turn.
			t.Run("CRUD", func(t *testing.T) { testAssetCRUD(t, w) })
			t.Run("Repairs", func(t *testing.T) { testAssetRepairs(t, w) })
			t.Run("AssistantRepair", func(t *testing.T) { testAssistantRepair(t, w) })
			t.Run("ServiceBetweenStays", func(t *testing.T) { testServiceBetweenStays(t, w) })
		})
	}
}

// sweep ticks the service sweep and returns how many jobs it booked.
func (w *assetWorld) sweep(t *testing.T) int {
	t.Helper()
	n, err := w.tick(context.Background())
	if err != nil {
		t.Fatalf("service sweep: %v", err)
	}
	return n
}

func wantAssetReply(t *testing.T, r *rawResponse, status int, contains string) {
	t.Helper()
	if r.Status != status || !strings.Contains(string(r.Body), contains) {
		t.Errorf("got %d %s, want %d mentioning %q", r.Status, r.Body, status, contains)
	}
}

func testAssetCRUD(t *testing.T, w *assetWorld) {
	ctx := context.Background()
	c := signupWithKey(t, w.url)
	a, _ := setupProperty(t, c)
	path := fmt.Sprintf("/api/v1/addresses/%d/assets", a.ID)

	// Validation: a clear 400 naming the field.
	for _, tc := range []struct{ body, field string }{
		{`{}`, "kind"},
		{`{"kind":"  "}`, "kind"},
		{`{"kind":"HVAC","installed_on":"2026-13-01"}`, "installed_on"},
		{`{"kind":"HVAC","installed_on":"1969-12-31"}`, "installed_on"},
		{`{"kind":"HVAC","status":"broken"}`, "status"},
		{`{"kind":"HVAC","service_tasks":[{"name":"Filter","interval_days":0}]}`, "service_tasks[0].interval_days"},
		{`{"kind":"HVAC","service_tasks":[{"name":"Filter","interval_days":3651}]}`, "service_tasks[0].interval_days"},
		{`{"kind":"HVAC","service_tasks":[{"interval_days":90}]}`, "service_tasks[0].name"},
		{`{"kind":"HVAC","service_tasks":[{"name":"Filter","interval_days":90,"last_done_on":"2200-01-01"}]}`, "service_tasks[0].last_done_on"},
		{`{"kind":"HVAC","colour":"red"}`, "colour"},
	} {
		r := raw(t, c, "POST", path, tc.body)
		wantAssetReply(t, r, 400, tc.field)
	}

	hvac, err := c.CreateAsset(ctx, a.ID, client.AssetInput{Kind: "HVAC", Location: "Hallway", Make: "Carrier", Model: "X1",
		Serial: "SN-1", InstalledOn: ptr("2025-01-10"),
		ServiceTasks: []client.ServiceTaskInput{{Name: "Replace filter", IntervalDays: 90, LastDoneOn: ptr("2026-02-01")}}})
	if err != nil {
		t.Fatal(err)
	}
	if hvac.Status != steward.AssetOK || len(hvac.ServiceTasks) != 1 || hvac.ServiceTasks[0].NextDueOn != "2026-05-02" ||
		hvac.ServiceTasks[0].ID == 0 || hvac.AddressID != a.ID {
		t.Fatalf("created asset = %+v", hvac)
	}
	// A task never done counts from the install date, else from today.
	alarms, err := c.CreateAsset(ctx, a.ID, client.AssetInput{Kind: "smoke alarms",
		ServiceTasks: []client.ServiceTaskInput{{Name: "Test", IntervalDays: 180}}})
	if err != nil {
		t.Fatal(err)
	}
	if got := alarms.ServiceTasks[0].NextDueOn; got != "2026-08-29" { // 2026-03-02 (LA) + 180 days
		t.Errorf("alarm test due %s, want 2026-08-29", got)
	}
	list, err := c.ListAssets(ctx, a.ID)
	if err != nil || len(list) != 2 || list[0].ID != hvac.ID {
		t.Fatalf("list = %v, %v", list, err)
	}

	// PATCH: absent fields stay; service_tasks replaces, an id keeps its task.
	taskID := hvac.ServiceTasks[0].ID
	got, err := c.UpdateAsset(ctx, hvac.ID, map[string]any{"location": "Attic", "service_tasks": []map[string]any{
		{"id": taskID, "name": "Replace filter", "interval_days": 60},
		{"name": "Clean coils", "interval_days": 365},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got.Location != "Attic" || got.Make != "Carrier" || len(got.ServiceTasks) != 2 || got.ServiceTasks[0].ID != taskID ||
		got.ServiceTasks[0].LastDoneOn == nil || got.ServiceTasks[0].NextDueOn != "2026-04-02" {
		t.Fatalf("patched asset = %+v", got)
	}
	wantAssetReply(t, raw(t, c, "PATCH", fmt.Sprintf("/api/v1/assets/%d", hvac.ID), `{"service_tasks":[{"id":999999,"name":"x","interval_days":5}]}`),
		400, "service_tasks[0].id")
	wantAssetReply(t, raw(t, c, "PATCH", fmt.Sprintf("/api/v1/assets/%d", hvac.ID), `{"kind":""}`), 400, "kind")
	if got, err := c.UpdateAsset(ctx, hvac.ID, map[string]any{"installed_on": nil}); err != nil || got.InstalledOn != nil {
		t.Fatalf("clearing installed_on: %+v, %v", got, err)
	}

	// Jobs about assets: maintenance and inspection only, same property.
	at := w.clock.Now().Add(72 * time.Hour)
	if _, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: at, AssetID: &hvac.ID}); err == nil ||
		!strings.Contains(err.Error(), "asset_id") {
		t.Errorf("cleaning about an asset: %v, want a 400 naming asset_id", err)
	}
	other, err := c.CreateAddress(ctx, client.AddressCreate{Street: "1 Pine Rd", City: "Big Bear", State: "CA", Zip: "92315"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.CreateJob(ctx, client.JobCreate{AddressID: other.ID, ServiceType: "maintenance", ScheduledAt: at, AssetID: &hvac.ID}); err == nil ||
		!strings.Contains(err.Error(), "another property") {
		t.Errorf("job about an asset of another property: %v, want a 400", err)
	}

	// Tenant scope: another account sees none of it.
	stranger := signupWithKey(t, w.url)
	wantAssetReply(t, raw(t, stranger, "GET", fmt.Sprintf("/api/v1/assets/%d", hvac.ID), ""), 404, "Asset not found")
	wantAssetReply(t, raw(t, stranger, "PATCH", fmt.Sprintf("/api/v1/assets/%d", hvac.ID), `{"kind":"x"}`), 404, "Asset not found")
	wantAssetReply(t, raw(t, stranger, "DELETE", fmt.Sprintf("/api/v1/assets/%d", hvac.ID), ""), 404, "Asset not found")
	wantAssetReply(t, raw(t, stranger, "GET", fmt.Sprintf("/api/v1/assets/%d/history", hvac.ID), ""), 404, "Asset not found")
	wantAssetReply(t, raw(t, stranger, "GET", path, ""), 404, "Address not found")
	wantAssetReply(t, raw(t, stranger, "POST", path, `{"kind":"HVAC"}`), 404, "Address not found")
	theirs, _ := setupProperty(t, stranger)
	if _, err := stranger.CreateJob(ctx, client.JobCreate{AddressID: theirs.ID, ServiceType: "maintenance", ScheduledAt: at, AssetID: &hvac.ID}); err == nil ||
		!strings.Contains(err.Error(), "does not exist in this account") {
		t.Errorf("job about another account's asset: %v, want a 400", err)
	}

	// DELETE: gone, and its jobs lose the link.
	j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "inspection", ScheduledAt: at, AssetID: &alarms.ID})
	if err != nil || j.AssetID == nil || *j.AssetID != alarms.ID {
		t.Fatalf("inspection about the alarms: %+v, %v", j, err)
	}
	if err := c.DeleteAsset(ctx, alarms.ID); err != nil {
		t.Fatal(err)
	}
	wantAssetReply(t, raw(t, c, "GET", fmt.Sprintf("/api/v1/assets/%d", alarms.ID), ""), 404, "Asset not found")
	if j, err := c.GetJob(ctx, j.ID); err != nil || j.AssetID != nil {
		t.Errorf("job of a deleted asset: %+v, %v; want no asset_id", j, err)
	}
}

func testAssetRepairs(t *testing.T, w *assetWorld) {
	ctx := context.Background()
	c := signupWithKey(t, w.url)
	a, _ := setupProperty(t, c)
	dw, err := c.CreateAsset(ctx, a.ID, client.AssetInput{Kind: "dishwasher", Location: "Kitchen"})
	if err != nil {
		t.Fatal(err)
	}
	at := w.clock.Now().Add(48 * time.Hour)
	// An inspection about it is no repair.
	insp, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "inspection", ScheduledAt: at, AssetID: &dw.ID})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := c.GetAsset(ctx, dw.ID); got.Status != steward.AssetOK {
		t.Errorf("after an inspection the asset is %s, want ok", got.Status)
	}
	// A maintenance job linked later (PATCH) is a repair: needs_attention until done.
	fix, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "maintenance", ScheduledAt: at.Add(3 * time.Hour),
		Notes: ptr("leaking")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateJob(ctx, fix.ID, client.JobUpdate{AssetID: &dw.ID}); err != nil {
		t.Fatal(err)
	}
	if got, _ := c.GetAsset(ctx, dw.ID); got.Status != steward.AssetNeedsAttention {
		t.Fatalf("with an open repair the asset is %s, want needs_attention", got.Status)
	}
	for _, s := range []string{"in_progress", "completed"} {
		if _, err := c.UpdateJob(ctx, fix.ID, client.JobUpdate{Status: ptr(s)}); err != nil {
			t.Fatal(err)
		}
	}
	if got, _ := c.GetAsset(ctx, dw.ID); got.Status != steward.AssetOK {
		t.Errorf("after the repair the asset is %s, want ok", got.Status)
	}
	// Out of service is the host's word: a repair leaves it so.
	if _, err := c.UpdateAsset(ctx, dw.ID, map[string]any{"status": "out_of_service"}); err != nil {
		t.Fatal(err)
	}
	fix2, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "maintenance", ScheduledAt: at.Add(6 * time.Hour), AssetID: &dw.ID})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := c.GetAsset(ctx, dw.ID); got.Status != steward.AssetOutOfService {
		t.Errorf("out of service with a repair: %s", got.Status)
	}
	if err := c.CancelJob(ctx, fix2.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := c.GetAsset(ctx, dw.ID); got.Status != steward.AssetOutOfService {
		t.Errorf("out of service after a cancelled repair: %s", got.Status)
	}

	h, err := c.AssetHistory(ctx, dw.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Jobs) != 3 || h.Jobs[0].ID != insp.ID {
		t.Errorf("history jobs = %d (first %v), want the inspection and two repairs", len(h.Jobs), h.Jobs)
	}
	var changes []string
	for _, ch := range h.Changes {
		changes = append(changes, ch.Actor+": "+ch.Change)
	}
	joined := strings.Join(changes, "\n")
	for _, want := range []string{"system: status ok → needs_attention", "system: status needs_attention → ok", "status ok → out_of_service"} {
		if !strings.Contains(joined, want) {
			t.Errorf("history changes:\n%s\nwant one with %q", joined, want)
		}
	}
}

// testServiceBetweenStays checks that a 90-day filter task coming due is
// booked once, between stays, never on a same-day turn, raises
// asset.service_due once, and is re-armed by the job's completion.
func testServiceBetweenStays(t *testing.T, w *assetWorld) {
	ctx := context.Background()
	c := signupWithKey(t, w.url)
	a, _ := setupProperty(t, c) // San Diego, a four-hour turnover
	la, _ := time.LoadLocation("America/Los_Angeles")
	rcv := newHookReceiver(t, nil)
	ep, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL, Events: []string{"asset.service_due"}})
	if err != nil {
		t.Fatal(err)
	}
	// The clock is 2026-03-02 00:00 in San Diego. Stays fill the weeks
	// before the filter's due date (2026-03-20): a same-day turn on the
	// 12th, a free night on the 15th, and the due date inside a stay.
	stays := []*steward.Reservation{
		newStay(t, c, a.ID, "Ann", "2026-03-05", "2026-03-12"),
		newStay(t, c, a.ID, "Bo", "2026-03-12", "2026-03-15"),
		newStay(t, c, a.ID, "Cy", "2026-03-16", "2026-03-22"),
	}
	hvac, err := c.CreateAsset(ctx, a.ID, client.AssetInput{Kind: "HVAC", Location: "Hallway",
		ServiceTasks: []client.ServiceTaskInput{{Name: "Replace filter", IntervalDays: 90, LastDoneOn: ptr("2025-12-20")}}})
	if err != nil {
		t.Fatal(err)
	}
	task := hvac.ServiceTasks[0]
	if task.NextDueOn != "2026-03-20" {
		t.Fatalf("filter due %s, want 2026-03-20", task.NextDueOn)
	}
	serviceJobs := func() []*steward.Job {
		t.Helper()
		h, err := c.AssetHistory(ctx, hvac.ID)
		if err != nil {
			t.Fatal(err)
		}
		return h.Jobs
	}
	keyOnly := newClient(t, w.url) // the login token lapses as the clock moves; the API key does not
	keyOnly.APIKey = c.APIKey
	dueEvents := func() int {
		t.Helper()
		list, err := keyOnly.ListWebhookDeliveries(ctx, ep.ID, 100)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for _, d := range list {
			if d.EventName == steward.EventAssetServiceDue {
				n++
			}
		}
		return n
	}
	// 18 days ahead: not yet within the two weeks' lookahead.
	w.sweep(t)
	if jobs := serviceJobs(); len(jobs) != 0 {
		t.Fatalf("booked %d service jobs 18 days ahead, want none", len(jobs))
	}

	w.clock.advance(5 * 24 * time.Hour) // 2026-03-07, during Ann's stay
	w.sweep(t)
	w.sweep(t) // a second tick books nothing more
	jobs := serviceJobs()
	if len(jobs) != 1 {
		t.Fatalf("booked %d service jobs, want 1", len(jobs))
	}
	j := jobs[0]
	if j.ServiceType != steward.Maintenance || j.Status != steward.StatusPending || j.Notes == nil ||
		!strings.Contains(*j.Notes, "Replace filter") || j.AssetID == nil || *j.AssetID != hvac.ID {
		t.Fatalf("service job = %+v", j)
	}
	start, end := j.ScheduledAt, j.ScheduledAt.Add(steward.MaintenanceDuration)
	turnover := time.Duration(a.Turnover.DurationMinutes) * time.Minute
	for _, s := range stays {
		if start.Before(s.CheckOut.Add(turnover)) && end.After(s.CheckIn) {
			t.Errorf("service job %v–%v overlaps stay %s (%v–%v) or its turnover", start, end, s.GuestName, s.CheckIn, s.CheckOut)
		}
	}
	if day := start.In(la).Format(steward.DateLayout); day == "2026-03-12" {
		t.Errorf("service job on the same-day turn of %s", day)
	}
	if due := time.Date(2026, 3, 21, 0, 0, 0, 0, la); !end.Before(due) && !end.Equal(due) {
		t.Errorf("service job ends %v, after its due date though the 15th was free", end)
	}
	if day := start.In(la).Format(steward.DateLayout); day != "2026-03-15" {
		t.Errorf("service job on %s, want 2026-03-15, the only vacant window before the due date", day)
	}
	wantReason(t, lastHistory(t, c, j.ID), "system", "is due on 2026-03-20")
	if n := dueEvents(); n != 1 {
		t.Errorf("%d asset.service_due events, want 1", n)
	}
	waitFor(t, "the asset.service_due webhook", func() bool { return len(rcv.all()) >= 1 })
	if h := rcv.all()[0]; h.Event.Name != steward.EventAssetServiceDue || h.Event.Data.Object["job"] == nil {
		t.Errorf("webhook = %s", h.Body)
	}

	// Done on the evening of the 15th in San Diego (the 16th in UTC).
	w.clock.advance(time.Date(2026, 3, 15, 18, 30, 0, 0, la).Sub(w.clock.Now()))
	for _, s := range []string{"in_progress", "completed"} {
		if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr(s)}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := c.GetAsset(ctx, hvac.ID)
	if err != nil {
		t.Fatal(err)
	}
	wantNext := time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 90).Format(steward.DateLayout)
	if tk := got.ServiceTasks[0]; tk.LastDoneOn == nil || *tk.LastDoneOn != "2026-03-15" || tk.NextDueOn != wantNext {
		t.Fatalf("task after the job = %+v, want done 2026-03-15, next due %s", tk, wantNext)
	}
	if got.Status != steward.AssetOK {
		t.Errorf("a routine service left the asset %s", got.Status)
	}
	// Not due again until two weeks before the next due date.
	w.sweep(t)
	w.clock.advance(60 * 24 * time.Hour) // mid-May: still more than 14 days ahead
	w.sweep(t)
	if jobs := serviceJobs(); len(jobs) != 1 {
		t.Fatalf("%d service jobs before the next due date came near, want 1", len(jobs))
	}
	w.clock.advance(20 * 24 * time.Hour) // early June: within two weeks of the 13th
	w.sweep(t)
	if jobs := serviceJobs(); len(jobs) != 2 || jobs[1].Status != steward.StatusPending {
		t.Fatalf("%d service jobs after the next due date came near, want 2", len(jobs))
	}
	if n := dueEvents(); n != 2 {
		t.Errorf("%d asset.service_due events, want 2 (one per due date)", n)
	}
}

// testAssistantRepair: "the dishwasher is leaking at the cabin" books a
// repair linked to the cabin's dishwasher, which then needs attention; a
// repair naming no equipment links none.
func testAssistantRepair(t *testing.T, w *assetWorld) {
	ctx := context.Background()
	c := signupWithKey(t, w.url)
	cabin, err := c.CreateAddress(ctx, client.AddressCreate{Street: "12 Lakeview Dr", City: "Big Bear Lake", State: "CA", Zip: "92315",
		Nickname: ptr("Lake Cabin")})
	if err != nil {
		t.Fatal(err)
	}
	dw, err := c.CreateAsset(ctx, cabin.ID, client.AssetInput{Kind: "dishwasher", Location: "Kitchen", Make: "Bosch"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.CreateAsset(ctx, cabin.ID, client.AssetInput{Kind: "water heater", Location: "Garage"}); err != nil {
		t.Fatal(err)
	}
	m := send(t, c, "the dishwasher is leaking at the cabin", "")
	h, err := c.AssetHistory(ctx, dw.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Jobs) != 1 || h.Jobs[0].ServiceType != steward.Maintenance || h.Jobs[0].AddressID != cabin.ID {
		t.Fatalf("reply %q; dishwasher jobs = %+v, want the repair", *m.ResponseMessage, h.Jobs)
	}
	if !strings.Contains(*m.ResponseMessage, "Kitchen dishwasher") {
		t.Errorf("reply %q does not name the dishwasher", *m.ResponseMessage)
	}
	if got, _ := c.GetAsset(ctx, dw.ID); got.Status != steward.AssetNeedsAttention {
		t.Errorf("dishwasher after the report: %s, want needs_attention", got.Status)
	}
	send(t, c, "the front door lock is broken at the cabin", "")
	jobs, err := c.ListJobs(ctx, client.JobListParams{AddressID: &cabin.ID, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	linked := 0
	for _, j := range jobs.Jobs {
		if j.AssetID != nil {
			linked++
		}
	}
	if len(jobs.Jobs) != 2 || linked != 1 {
		t.Errorf("%d jobs at the cabin, %d linked to equipment; want 2 and 1", len(jobs.Jobs), linked)
	}
}
