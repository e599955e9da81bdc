package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestProApp drives the pro's page in headless Chromium at phone width
// against the real server (issue 17, item 3): the host offers a job with a
// checklist to a pro and makes their link; the pro opens it, accepts,
// loses the connection (the browser's offline mode), starts, ticks the
// checklist and completes, then comes back online. The host's API and job
// page show the job completed at the offline time, not the sync time, and
// the webhook receiver gets job.in_progress and job.completed once each,
// carrying the offline times (delivery rule 2).
func TestProApp(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
	b.base = srv.URL
	shots := screenshotDir(t)
	ctx := context.Background()

	// The host: a property with access instructions and a checklist, a
	// webhook receiver, and a cleaning offered to the pro.
	c := newClient(t, srv.URL)
	email := fmt.Sprintf("proapp-%d@example.com", time.Now().UnixNano())
	if _, err := c.Signup(ctx, steward.Signup{FirstName: "Ada", LastName: "Host", Email: email, Password: "correct horse battery"}); err != nil {
		t.Fatal(err)
	}
	k, err := c.CreateAPIKey(ctx, "proapp")
	if err != nil {
		t.Fatal(err)
	}
	c.APIKey = k.Key
	addr, pro := setupProperty(t, c)
	if _, err := c.UpdateAddress(ctx, addr.ID, map[string]any{"access_instructions": "Key box 4411"}); err != nil {
		t.Fatal(err)
	}
	if r := raw(t, c, "POST", fmt.Sprintf("/api/v1/addresses/%d/todos", addr.ID), `{"name":"Turnover","service_type":"cleaning","items":[`+
		`{"description":"Strip the beds","kind":"check","required":true},{"description":"Towels restocked","kind":"count","required":true}]}`); r.Status != 201 {
		t.Fatalf("create list: %d %s", r.Status, r.Body)
	}
	rcv := newHookReceiver(t, nil)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL}); err != nil {
		t.Fatal(err)
	}
	if r := raw(t, c, "PUT", fmt.Sprintf("/api/v1/addresses/%d/pros", addr.ID), fmt.Sprintf(`{"cleaning":[%d]}`, pro.ID)); r.Status != 200 {
		t.Fatalf("PUT pros: %d %s", r.Status, r.Body)
	}
	job, err := c.CreateJob(ctx, client.JobCreate{AddressID: addr.ID, ServiceType: "cleaning", ScheduledAt: time.Now().Add(30 * time.Minute).Truncate(time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	if j, err := c.GetJob(ctx, job.ID); err != nil || j.Assignment != steward.Offered || j.OfferedTo == nil || *j.OfferedTo != pro.ID {
		t.Fatalf("job %+v (%v), want offered to pro %d", j, err, pro.ID)
	}
	todos, err := c.JobTodos(ctx, job.ID)
	if err != nil || todos.Progress.RequiredMissing != 2 {
		t.Fatalf("job todos: %+v %v, want 2 required items", todos, err)
	}
	total := todos.Progress.Total // the property's default lists, and the one above
	beds, towels := itemNamed(t, todos, "Strip the beds").ID, itemNamed(t, todos, "Towels restocked").ID
	// A second job, the pro's already; the host cancels it while the pro
	// is offline.
	job2, err := c.CreateJob(ctx, client.JobCreate{AddressID: addr.ID, ServiceType: "cleaning", ProID: &pro.ID,
		ScheduledAt: time.Now().Add(5 * time.Hour).Truncate(time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	r := raw(t, c, "POST", fmt.Sprintf("/api/v1/pros/%d/link", pro.ID), "")
	var link steward.ProLink
	if r.Status != 201 || json.Unmarshal(r.Body, &link) != nil || link.URL != srv.URL+"/pro#token="+link.Token {
		t.Fatalf("link: %d %s", r.Status, r.Body)
	}

	// The pro opens the link on a phone: the offer, where, how to get in.
	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	b.do(chromedp.Navigate(link.URL))
	card := fmt.Sprintf(`[data-job-id="%d"]`, job.ID)
	js := func(css string) string { return fmt.Sprintf("document.querySelector(%q)", css) }
	b.waitFor("the offer", js(card+` button[data-action="accept"]`)+" !== null")
	if loc := b.location(); strings.Contains(loc, "token") || !strings.HasSuffix(loc, "/pro/") {
		t.Errorf("the address bar reads %s, want /pro/ without the token", loc)
	}
	b.wantText(card+" .badge", "Offered to you")
	b.wantText(card+" .job-where", "88 Coast Hwy, San Diego, CA 92109")
	b.wantText(card+" .progress", fmt.Sprintf("0 of %d done, 2 required left", total))
	if got := b.eval(js(card+" .job-access-text") + ".textContent"); got != "Key box 4411" {
		t.Errorf("access instructions read %q", got)
	}
	if got := b.eval(`String(document.documentElement.scrollWidth <= window.innerWidth)`); got != "true" {
		t.Errorf("the page overflows sideways at phone width")
	}
	b.waitFor("the service worker", `navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.scriptURL.endsWith("/pro/sw.js")`)
	b.screenshot(shots, "pro-offer")

	// Online, accepting goes through the same queue and sync.
	synced := js("#status") + `.dataset.state === "synced" && ` + js("#status") + `.dataset.queued === "0"`
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="accept"]`)))
	b.waitFor("the offer accepted and synced", synced+" && "+js(card)+`.dataset.assignment === "accepted"`)
	if j, err := c.GetJob(ctx, job.ID); err != nil || j.Assignment != steward.Accepted || j.ProID == nil || *j.ProID != pro.ID {
		t.Fatalf("after accepting: %+v (%v), want accepted by pro %d", j, err, pro.ID)
	}

	// Offline: start, tick, complete. The page shows it all at once.
	b.setOffline(true)
	b.waitFor("the page offline", `!navigator.onLine && `+js("#status")+`.dataset.state === "offline"`)
	// Opened again without a connection, the page comes from the service
	// worker and the jobs from IndexedDB.
	b.do(chromedp.Reload())
	b.waitFor("the page reopened offline", js("#status")+`.dataset.state === "offline" && `+js(card+` button[data-action="start"]`)+" !== null")
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="start"]`)))
	b.waitFor("the job started", js(card)+`.dataset.status === "in_progress"`)
	if got := b.eval(`String(` + js(card+` button[data-action="complete"]`) + `.disabled)`); got != "true" {
		t.Errorf("complete is enabled with required items left")
	}
	b.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`%s input[data-item-id="%d"]`, card, beds))))
	b.waitFor("the beds ticked", js(card+" .progress")+fmt.Sprintf(`.textContent.includes("1 of %d done")`, total))
	b.do(chromedp.SendKeys(chromedp.CSS(fmt.Sprintf(`%s input[data-count-for="%d"]`, card, towels)), "6"))
	b.do(chromedp.Click(chromedp.CSS(fmt.Sprintf(`%s input[data-item-id="%d"]`, card, towels))))
	b.waitFor("the checklist ticked", js(card+" .progress")+fmt.Sprintf(`.textContent.includes("2 of %d done")`, total)+` && !`+js(card+` button[data-action="complete"]`)+`.disabled`)
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="complete"]`)))
	b.waitFor("the job done", js(card)+`.dataset.status === "completed" && `+js("#status")+`.dataset.queued === "4"`)
	b.wantText("#status", "4 actions waiting")
	b.screenshot(shots, "pro-offline")

	// What waits in the queue: each action with when it happened.
	queued, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`new Promise((resolve, reject) => {
		const open = indexedDB.open("steward-pro");
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const all = open.result.transaction("queue").objectStore("queue").getAll();
			all.onerror = () => reject(all.error);
			all.onsuccess = () => resolve(JSON.stringify(all.result.map(a => ({action: a.action, occurred_at: a.occurred_at}))));
		};
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	var actions []struct {
		Action     string    `json:"action"`
		OccurredAt time.Time `json:"occurred_at"`
	}
	if err := json.Unmarshal([]byte(queued), &actions); err != nil || len(actions) != 4 ||
		actions[0].Action != "start" || actions[1].Action != "tick" || actions[2].Action != "tick" || actions[3].Action != "complete" {
		t.Fatalf("queue = %s (%v), want start, tick, tick, complete", queued, err)
	}
	started, completed := actions[0].OccurredAt, actions[3].OccurredAt
	if j, err := c.GetJob(ctx, job.ID); err != nil || j.Status == steward.StatusInProgress || j.Status == steward.StatusCompleted {
		t.Fatalf("while the pro is offline the host sees %+v (%v); want it not started yet", j, err)
	}
	// The pro starts the second job; meanwhile the host cancels it.
	card2 := fmt.Sprintf(`[data-job-id="%d"]`, job2.ID)
	b.do(chromedp.Click(chromedp.CSS(card2 + ` button[data-action="start"]`)))
	b.waitFor("the second job started", js(card2)+`.dataset.status === "in_progress" && `+js("#status")+`.dataset.queued === "5"`)
	if err := c.CancelJob(ctx, job2.ID); err != nil {
		t.Fatal(err)
	}

	// Back online: the queue is sent in order, and the page reloads.
	online := time.Now()
	b.setOffline(false)
	b.waitFor("the queue sent", synced)
	var got *steward.Job
	waitFor(t, "the job completed", func() bool {
		got, err = c.GetJob(ctx, job.ID)
		return err == nil && got.Status == steward.StatusCompleted
	})
	if got.CompletedAt == nil || !got.CompletedAt.Equal(completed) || !got.CompletedAt.Before(online) {
		t.Errorf("completed_at = %v, want the offline time %v (before the sync at %v)", got.CompletedAt, completed, online)
	}
	b.wantText(card+" .badge", "Completed")
	if n := b.count(`.job-errors li`); n != 0 {
		t.Errorf("the page shows %d refused actions on the done job, want none: %s", n, b.eval(`document.body.innerText`))
	}
	// The start of the cancelled job was refused: the page says why, and
	// the job is gone from the list.
	b.wantText("#refused", "Cleaning at Sunset Villa, ")
	b.wantText("#refused", "(Start): The job is cancelled; there is nothing more to do")
	if n := b.count(card2); n != 0 {
		t.Errorf("the cancelled job is still listed")
	}
	b.screenshot(shots, "pro-synced")

	// The webhooks: job.in_progress and job.completed once each, carrying
	// when the pro did it, delivered now.
	waitFor(t, "job.completed delivered", func() bool {
		for _, h := range rcv.all() {
			if id, _ := h.Event.Data.Object["id"].(float64); int64(id) == job.ID && h.Event.Name == "job.completed" {
				return true
			}
		}
		return false
	})
	times := map[string][]time.Time{}
	for _, h := range rcv.all() {
		var ev struct {
			Name       string    `json:"name"`
			OccurredAt time.Time `json:"occurred_at"`
			Data       struct {
				Object struct {
					ID int64 `json:"id"`
				} `json:"object"`
			} `json:"data"`
		}
		if err := json.Unmarshal(h.Body, &ev); err != nil {
			t.Fatal(err)
		}
		if ev.Data.Object.ID == job.ID {
			times[ev.Name] = append(times[ev.Name], ev.OccurredAt)
		}
	}
	for name, want := range map[string]time.Time{"job.in_progress": started, "job.completed": completed} {
		if got := times[name]; len(got) != 1 || !got[0].Equal(want) {
			t.Errorf("%s received at occurred_at %v, want once at %v", name, got, want)
		}
	}

	// The host's job page shows the completion at the offline time.
	b.do(chromedp.EmulateViewport(1366, 900))
	b.open("/app/login", 200)
	b.set("login-email", email)
	b.set("login-password", "correct horse battery")
	b.click(`//button[normalize-space()="Log in"]`, 200)
	b.open(fmt.Sprintf("/app/jobs/%d", job.ID), 200)
	loc, _ := time.LoadLocation("America/Los_Angeles")
	b.wantText("main", completed.In(loc).Format("Mon, Jan 2 2006, 3:04 PM MST"))
	b.wantText("main", "Completed")

	// The host revokes the link: the page says it no longer works.
	if r := raw(t, c, "DELETE", fmt.Sprintf("/api/v1/pros/%d/link", pro.ID), ""); r.Status != 204 {
		t.Fatalf("revoke: %d %s", r.Status, r.Body)
	}
	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	b.open("/pro/", 200)
	b.waitFor("the revoked link noticed", js("#status")+`.dataset.state === "revoked"`)
	b.wantText("#revoked", "This link no longer works. Ask your host for a new link.")
}

// setOffline turns the browser's offline mode on or off: requests fail
// (the service worker's too), and navigator.onLine and the online and
// offline events follow.
func (b *browser) setOffline(off bool) {
	b.t.Helper()
	if _, err := chromedp.Call(b.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &off,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: off, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		b.fail("offline %v: %v", off, err)
	}
	if _, err := chromedp.Call(b.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{
		Offline: off, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		b.fail("network state offline %v: %v", off, err)
	}
}
