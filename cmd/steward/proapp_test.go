package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
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
	c, email, addr, pro := proAppHost(t, srv.URL)
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
	link := proAppLink(t, c, srv.URL, pro.ID)

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
	actions := proAppQueue(b)
	if len(actions) != 4 || actions[0].Action != "start" || actions[1].Action != "tick" || actions[2].Action != "tick" || actions[3].Action != "complete" {
		t.Fatalf("queue = %+v, want start, tick, tick, complete", actions)
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

// TestProAppWork drives the pro's photos, notes and issue reports on the
// pro's page at phone width (issue 17, item 3). Online, the pro adds a
// photo, sees its thumbnail (fetched with the token) and deletes it. Then,
// offline, the pro starts a job whose checklist has a required photo item,
// takes that photo, leaves a note, reports an issue and completes; the
// photo waits in IndexedDB with the rest of the queue. Back online, the
// host sees the photo (the same bytes, for its item), the note, the issue's
// pending maintenance job, and the job completed at the offline time: the
// photo reached the server before the completion it allowed.
func TestProAppWork(t *testing.T) {
	t.Parallel()
	b := newBrowser(t)
	srv := startServer(t, testdb.DSN(t, "sqlite"))
	b.base = srv.URL
	shots := screenshotDir(t)
	ctx := context.Background()

	c, _, addr, pro := proAppHost(t, srv.URL)
	if r := raw(t, c, "POST", fmt.Sprintf("/api/v1/addresses/%d/todos", addr.ID), `{"name":"Turnover","service_type":"cleaning","items":[`+
		`{"description":"Photo of the made bed","kind":"photo","required":true}]}`); r.Status != 201 {
		t.Fatalf("create list: %d %s", r.Status, r.Body)
	}
	job, err := c.CreateJob(ctx, client.JobCreate{AddressID: addr.ID, ServiceType: "cleaning", ProID: &pro.ID,
		ScheduledAt: time.Now().Add(30 * time.Minute).Truncate(time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	todos, err := c.JobTodos(ctx, job.ID)
	if err != nil {
		t.Fatal(err)
	}
	bed := itemNamed(t, todos, "Photo of the made bed").ID
	// A small real JPEG, as a phone's camera would give the page.
	img := image.NewRGBA(image.Rect(0, 0, 24, 16))
	for i := range img.Pix {
		img.Pix[i] = byte(i * 7)
	}
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, img, nil); err != nil {
		t.Fatal(err)
	}
	photoFile := filepath.Join(t.TempDir(), "bed.jpg")
	if err := os.WriteFile(photoFile, jpg.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	link := proAppLink(t, c, srv.URL, pro.ID)

	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	b.do(chromedp.Navigate(link.URL))
	card := fmt.Sprintf(`[data-job-id="%d"]`, job.ID)
	js := func(css string) string { return fmt.Sprintf("document.querySelector(%q)", css) }
	synced := js("#status") + `.dataset.state === "synced" && ` + js("#status") + `.dataset.queued === "0"`
	takePhoto := fmt.Sprintf(`%s input[type=file][data-photo-item="%d"]`, card, bed)
	b.waitFor("the job", synced+" && "+js(takePhoto)+" !== null")
	if got := b.eval(js(takePhoto) + `.getAttribute("accept") + " " + ` + js(takePhoto) + `.getAttribute("capture")`); got != "image/* environment" {
		t.Errorf("the photo item's input takes %q, want image/* from the rear camera", got)
	}
	if got := b.eval(`String(` + js(card+` button[data-action="start"]`) + ` !== null)`); got != "true" {
		t.Fatalf("no Start button on the job")
	}

	// Online: a photo of anything, its thumbnail, deleted.
	b.do(chromedp.SetUploadFiles(chromedp.CSS(card+" input[data-add-photo]"), []string{photoFile}))
	thumb := card + ` .thumb[data-photo-id] img`
	b.waitFor("the photo's thumbnail from the server", synced+" && "+js(thumb)+" !== null && "+js(thumb)+".complete && "+js(thumb)+".naturalWidth === 24")
	if photos, err := c.JobPhotos(ctx, job.ID); err != nil || len(photos) != 1 || photos[0].ItemID != nil {
		t.Fatalf("the host sees photos %+v (%v), want one, for no item", photos, err)
	}
	b.do(chromedp.Click(chromedp.CSS(card + ` .thumb button[data-action="delete-photo"]`)))
	b.waitFor("the photo deleted", synced+" && "+js(card+" .thumb")+" === null")
	if photos, err := c.JobPhotos(ctx, job.ID); err != nil || len(photos) != 0 {
		t.Fatalf("after deleting, the host sees photos %+v (%v), want none", photos, err)
	}

	// Offline: start, the required photo, a note, an issue, complete.
	b.setOffline(true)
	b.waitFor("the page offline", `!navigator.onLine && `+js("#status")+`.dataset.state === "offline"`)
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="start"]`)))
	b.waitFor("the job started", js(card)+`.dataset.status === "in_progress"`)
	if got := b.eval(`String(` + js(card+` button[data-action="complete"]`) + `.disabled)`); got != "true" {
		t.Errorf("complete is enabled without the required photo")
	}
	b.do(chromedp.SetUploadFiles(chromedp.CSS(takePhoto), []string{photoFile}))
	pending := card + ` .thumb[data-pending] img`
	b.waitFor("the photo shown from the queue", js(pending)+" !== null && "+js(pending)+".complete && "+js(pending)+".naturalWidth === 24 && "+
		js(fmt.Sprintf(`%s li[data-item-id="%d"]`, card, bed))+`.classList.contains("done") && !`+js(card+` button[data-action="complete"]`)+`.disabled`)

	const note = "The dryer is noisy"
	b.do(chromedp.Click(chromedp.CSS(card + ` details[data-panel="note"] summary`)))
	b.do(chromedp.SendKeys(chromedp.CSS(card+` details[data-panel="note"] textarea`), note))
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="note"]`)))
	b.waitFor("the note queued", js("#status")+`.dataset.queued === "3"`)
	const issue = "Shower drain is clogged"
	b.do(chromedp.Click(chromedp.CSS(card + ` details[data-panel="issue"] summary`)))
	b.do(chromedp.SendKeys(chromedp.CSS(card+` details[data-panel="issue"] textarea`), issue))
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="issue"]`))) // the confirmation is accepted
	b.waitFor("the issue queued", js("#status")+`.dataset.queued === "4"`)
	b.wantText(card+` [data-said="note"]`, "Your note: "+note+" (not sent yet)")
	b.wantText(card+` [data-said="issue"]`, "Issue reported: "+issue)
	b.screenshot(shots, "pro-work-offline")
	b.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	b.do(chromedp.Click(chromedp.CSS(card + ` button[data-action="complete"]`)))
	b.waitFor("the job done", js(card)+`.dataset.status === "completed" && `+js("#status")+`.dataset.queued === "5"`)

	actions := proAppQueue(b)
	var kinds []string
	for _, a := range actions {
		kinds = append(kinds, a.Action)
	}
	if got := strings.Join(kinds, " "); got != "start photo note issue complete" {
		t.Fatalf("queue = %s, want start photo note issue complete", got)
	}
	if a := actions[1]; a.ItemID != bed || a.BlobSize != jpg.Len() {
		t.Errorf("queued photo: item %d, %d bytes kept; want item %d, %d bytes", a.ItemID, a.BlobSize, bed, jpg.Len())
	}
	if actions[2].Text != note || actions[3].Text != issue {
		t.Errorf("queued note %q and issue %q", actions[2].Text, actions[3].Text)
	}
	if photos, err := c.JobPhotos(ctx, job.ID); err != nil || len(photos) != 0 {
		t.Fatalf("while the pro is offline the host sees photos %+v (%v)", photos, err)
	}

	// Back online: the queue goes out in order, the photo by its own upload.
	online := time.Now()
	b.setOffline(false)
	b.waitFor("the queue sent", synced)
	if n := b.count(`.job-errors li, #refused`); n != 0 {
		t.Errorf("the page shows refusals: %s", b.eval(`document.body.innerText`))
	}
	got, err := c.GetJob(ctx, job.ID)
	if err != nil || got.Status != steward.StatusCompleted || got.CompletedAt == nil || !got.CompletedAt.Equal(actions[4].OccurredAt) || !got.CompletedAt.Before(online) {
		t.Fatalf("job %+v (%v), want completed at the offline time %v", got, err, actions[4].OccurredAt)
	}
	photos, err := c.JobPhotos(ctx, job.ID)
	if err != nil || len(photos) != 1 || photos[0].ItemID == nil || *photos[0].ItemID != bed || !photos[0].TakenAt.Equal(actions[1].OccurredAt) {
		t.Fatalf("the host sees photos %+v (%v), want one for item %d taken at %v", photos, err, bed, actions[1].OccurredAt)
	}
	if r := raw(t, c, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos/%d", job.ID, photos[0].ID), ""); r.Status != 200 || !bytes.Equal(r.Body, jpg.Bytes()) {
		t.Errorf("the photo's bytes: %d, %d bytes; want the %d bytes taken", r.Status, len(r.Body), jpg.Len())
	}
	notes, err := c.JobNotes(ctx, job.ID)
	if err != nil || len(notes) != 1 || notes[0].Text != note || !notes[0].OccurredAt.Equal(actions[2].OccurredAt) {
		t.Errorf("the host sees notes %+v (%v), want %q at %v", notes, err, note, actions[2].OccurredAt)
	}
	issues, err := c.JobIssues(ctx, job.ID)
	if err != nil || len(issues) != 1 || issues[0].Description != issue {
		t.Fatalf("the host sees issues %+v (%v), want %q", issues, err, issue)
	}
	if m, err := c.GetJob(ctx, issues[0].IssueJobID); err != nil || m.ServiceType != "maintenance" || m.Status != steward.StatusPending || m.AddressID != addr.ID {
		t.Errorf("the issue's job %+v (%v), want a pending maintenance job at the property", m, err)
	}
	b.screenshot(shots, "pro-work")
}

// proAppHost signs a host up on the server at url, with an API key, a
// property (Sunset Villa, "Key box 4411") and a pro; it returns the
// host's client, e-mail (their password is "correct horse battery"), the
// property and the pro.
func proAppHost(t *testing.T, url string) (*client.Client, string, *steward.Address, *steward.Pro) {
	t.Helper()
	ctx := context.Background()
	c := newClient(t, url)
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
	return c, email, addr, pro
}

// proAppLink makes the pro's link.
func proAppLink(t *testing.T, c *client.Client, url string, proID int64) steward.ProLink {
	t.Helper()
	r := raw(t, c, "POST", fmt.Sprintf("/api/v1/pros/%d/link", proID), "")
	var link steward.ProLink
	if r.Status != 201 || json.Unmarshal(r.Body, &link) != nil || link.URL != url+"/pro#token="+link.Token {
		t.Fatalf("link: %d %s", r.Status, r.Body)
	}
	return link
}

// queuedAction is an action waiting in the page's queue in IndexedDB.
type queuedAction struct {
	Action     string    `json:"action"`
	OccurredAt time.Time `json:"occurred_at"`
	ItemID     int64     `json:"item_id"`
	Text       string    `json:"text"`
	BlobSize   int       `json:"blob_size"` // a photo's bytes, kept in the queue
}

// proAppQueue reads the page's queue, oldest first.
func proAppQueue(b *browser) []queuedAction {
	b.t.Helper()
	queued, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`new Promise((resolve, reject) => {
		const open = indexedDB.open("steward-pro");
		open.onerror = () => reject(open.error);
		open.onsuccess = () => {
			const all = open.result.transaction("queue").objectStore("queue").getAll();
			all.onerror = () => reject(all.error);
			all.onsuccess = () => resolve(JSON.stringify(all.result.map(a => ({action: a.action, occurred_at: a.occurred_at,
				item_id: a.item_id || 0, text: a.text || "", blob_size: a.blob instanceof Blob ? a.blob.size : -1}))));
		};
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.fail("read the queue: %v", err)
	}
	var actions []queuedAction
	if err := json.Unmarshal([]byte(queued), &actions); err != nil {
		b.fail("queue %s: %v", queued, err)
	}
	return actions
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
