package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/smtptest"
	"github.com/stewardhq/steward/internal/testdb"
)

// Image heads as cameras write them, padded: the server sniffs the first
// bytes, whatever the client says.
var (
	jpegBytes = append([]byte{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0}, bytes.Repeat([]byte{7}, 600)...)
	pngBytes  = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), bytes.Repeat([]byte{1}, 300)...)
	heicBytes = append([]byte("\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic"), bytes.Repeat([]byte{2}, 300)...)
)

// TestProWork drives a pro's work on site through real HTTP on each store
// (issue 17): photos (types, sizes, scope, a required photo item blocking
// completion), notes, issue reports (with their sync forms), and the
// host's e-mail when a job is at risk, through a real SMTP server.
func TestProWork(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			s := smtptest.Start(t, "steward", "s3cret-pw")
			w := &offerWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock, TickFunc: func(tick func(context.Context) (int, error)) { w.tick = tick }}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil,
				append(smtpFlags(s), "--offer-interval", "1h", "--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")...)
			w.setup(t, srv.URL)
			var photosJob, notesJob, issuesJob int64
			t.Run("Photos", func(t *testing.T) { photosJob = testPhotos(t, w, srv.URL) })
			t.Run("Notes", func(t *testing.T) { notesJob = testProNotes(t, w) })
			t.Run("Issues", func(t *testing.T) { issuesJob = testProIssues(t, w) })
			t.Run("HostInterfaces", func(t *testing.T) { testJobWorkInterfaces(t, w, srv.URL, photosJob, notesJob, issuesJob) })
			t.Run("AtRiskMail", func(t *testing.T) { testAtRiskMail(t, w, s) })
		})
	}
}

// upload posts a photo as pro i: data in field photo with the given
// declared content type, and the extra form fields.
func (w *offerWorld) upload(t *testing.T, i int, jobID int64, data []byte, declared string, fields ...string) *rawResponse {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k := 0; k+1 < len(fields); k += 2 {
		_ = mw.WriteField(fields[k], fields[k+1])
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="photo"; filename="p.jpg"`)
	h.Set("Content-Type", declared)
	part, _ := mw.CreatePart(h)
	_, _ = part.Write(data)
	_ = mw.Close()
	anon := *w.c
	anon.APIKey = ""
	return raw(t, &anon, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/photos", jobID), body.String(),
		"Authorization", "Bearer "+w.tokens[i], "Content-Type", mw.FormDataContentType())
}

// uploadChunked posts a photo of n bytes as pro i without a declared
// length (chunked), so only reading it finds it too large.
func (w *offerWorld) uploadChunked(t *testing.T, i int, jobID int64, n int) *rawResponse {
	t.Helper()
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		part, _ := mw.CreateFormFile("photo", "big.jpg")
		_, _ = part.Write(jpegBytes[:11])
		_, _ = part.Write(bytes.Repeat([]byte{0}, n-11))
		pw.CloseWithError(mw.Close())
	}()
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/api/v1/pro/jobs/%d/photos", w.c.BaseURL, jobID), io.NopCloser(pr))
	req.Header.Set("Authorization", "Bearer "+w.tokens[i])
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := w.c.HTTPClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	pr.CloseWithError(io.ErrClosedPipe) // the server may answer before reading it all
	r := &rawResponse{Status: resp.StatusCode, Header: resp.Header}
	r.Body, _ = io.ReadAll(resp.Body)
	_ = json.Unmarshal(r.Body, &r.Err)
	return r
}

func testPhotos(t *testing.T, w *offerWorld, url string) int64 {
	ctx := context.Background()
	l, err := w.c.CreateTodoList(ctx, w.addr.ID, client.TodoListInput{Name: "Proof", ServiceType: "cleaning",
		Items: []client.TodoItemInput{{Description: "Photo of the made bed", Kind: "photo", Required: true}}})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = w.c.DeleteTodoList(ctx, w.addr.ID, l.ID) }()
	j := w.newJob(t, w.clock.Now().Add(time.Hour), w.pros[0])
	w.clock.advance(time.Hour)
	if r := w.act(t, 0, j.ID, "start", ""); r.Status != 200 {
		t.Fatalf("start: %d %s", r.Status, r.Body)
	}
	var todos steward.JobTodos
	r := raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d/todos", j.ID), "")
	if err := json.Unmarshal(r.Body, &todos); err != nil {
		t.Fatal(err)
	}
	var item int64
	for _, l := range todos.Todos {
		for _, it := range l.Items {
			if it.Kind == steward.TodoPhoto && it.Required {
				item = it.ID
			}
		}
	}
	if item == 0 {
		t.Fatalf("the job's checklist has no required photo item: %s", r.Body)
	}

	// A required photo item without a photo blocks completion, naming it;
	// ticking it does not do.
	w.act(t, 0, j.ID, "complete", "").want(t, 409, steward.ETRANSITION, `"Photo of the made bed (photo)"`)
	w.pro(t, 0, "POST", "/api/v1/pro/sync", fmt.Sprintf(`{"actions":[{"job_id":%d,"action":"tick","item_id":%d,"completed":true,"occurred_at":%q}]}`,
		j.ID, item, w.clock.Now().Format(time.RFC3339)))
	w.act(t, 0, j.ID, "complete", "").want(t, 409, steward.ETRANSITION, "Photo of the made bed")

	// Refusals: not an image (whatever it claims), too large, not multipart, no photo.
	w.upload(t, 0, j.ID, []byte("<html><script>alert(1)</script></html>"), "image/jpeg").want(t, 415, steward.EMEDIATYPE, "not a JPEG, PNG, WebP or HEIC")
	w.upload(t, 0, j.ID, append(jpegBytes[:11:11], bytes.Repeat([]byte{0}, steward.MaxPhotoBytes)...), "image/jpeg").
		want(t, 413, steward.ETOOLARGE, "10 MiB")
	w.pro(t, 0, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/photos", j.ID), `{"photo":"x"}`).want(t, 415, steward.EMEDIATYPE, "multipart/form-data")
	w.uploadChunked(t, 0, j.ID, steward.MaxPhotoBytes+1).want(t, 413, steward.ETOOLARGE, "10 MiB")
	w.upload(t, 0, j.ID, jpegBytes, "image/jpeg", "item_id", "abc").want(t, 400, steward.EVALIDATION, "item_id")
	w.upload(t, 0, j.ID, jpegBytes, "image/jpeg", "item_id", "999999").want(t, 400, steward.EVALIDATION, "item_id")
	w.upload(t, 0, j.ID, jpegBytes, "image/jpeg", "occurred_at", w.clock.Now().Add(time.Hour).Format(time.RFC3339)).
		want(t, 400, steward.EVALIDATION, "future")

	// Scope: another pro's job is not found, for uploads too.
	w.upload(t, 1, j.ID, jpegBytes, "image/jpeg").want(t, 404, steward.ENOTFOUND, "not yours")

	// A PNG sent as text/plain is a PNG; a JPEG for the item completes it.
	r = w.upload(t, 0, j.ID, pngBytes, "text/plain")
	var loose steward.Photo
	if r.Status != 201 || json.Unmarshal(r.Body, &loose) != nil || loose.ContentType != "image/png" || loose.ItemID != nil ||
		loose.Size != int64(len(pngBytes)) || !strings.HasSuffix(loose.URL, fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, loose.ID)) {
		t.Fatalf("PNG upload: %d %s", r.Status, r.Body)
	}
	taken := w.clock.Now().Add(-10 * time.Minute)
	r = w.upload(t, 0, j.ID, jpegBytes, "application/octet-stream", "item_id", fmt.Sprint(item), "occurred_at", taken.Format(time.RFC3339))
	var bed steward.Photo
	if r.Status != 201 || json.Unmarshal(r.Body, &bed) != nil || bed.ContentType != "image/jpeg" || bed.ItemID == nil || *bed.ItemID != item ||
		!bed.TakenAt.Equal(taken) || bed.JobID != j.ID || bed.ProID != w.pros[0].ID {
		t.Fatalf("JPEG upload for the item: %d %s", r.Status, r.Body)
	}
	if r := w.upload(t, 0, j.ID, heicBytes, "image/heic"); r.Status != 201 || !strings.Contains(string(r.Body), `"content_type":"image/heic"`) {
		t.Errorf("HEIC upload: %d %s", r.Status, r.Body)
	}

	// The host lists them and reads the bytes; so does the pro.
	photos, err := w.c.JobPhotos(ctx, j.ID)
	if err != nil || len(photos) != 3 {
		t.Fatalf("host's photos = %v, %v; want 3", photos, err)
	}
	for _, p := range photos {
		if !strings.HasPrefix(p.URL, url+fmt.Sprintf("/api/v1/jobs/%d/photos/", j.ID)) {
			t.Errorf("host's photo URL %q", p.URL)
		}
	}
	r = raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos/%d", j.ID, bed.ID), "")
	if r.Status != 200 || r.Header.Get("Content-Type") != "image/jpeg" || r.Header.Get("X-Content-Type-Options") != "nosniff" || !bytes.Equal(r.Body, jpegBytes) {
		t.Errorf("host reading the photo: %d %v, %d bytes", r.Status, r.Header, len(r.Body))
	}
	if r := w.pro(t, 0, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID), ""); r.Status != 200 || !bytes.Equal(r.Body, jpegBytes) {
		t.Errorf("pro reading the photo: %d", r.Status)
	}
	r = w.pro(t, 0, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/photos", j.ID), "")
	if r.Status != 200 || strings.Count(string(r.Body), `"url":`) != 3 || !strings.Contains(string(r.Body), fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID)) {
		t.Errorf("pro's photo list: %d %s", r.Status, r.Body)
	}
	w.pro(t, 1, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/photos", j.ID), "").want(t, 404, steward.ENOTFOUND, "")
	// Another pro, another account, the host of another account: 404; a
	// pro token on the host's route and an API key on the pro's: 401.
	w.pro(t, 1, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID), "").want(t, 404, steward.ENOTFOUND, "")
	w.pro(t, 1, "DELETE", fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID), "").want(t, 404, steward.ENOTFOUND, "")
	other := signupWithKey(t, url)
	raw(t, other, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos/%d", j.ID, bed.ID), "").want(t, 404, steward.ENOTFOUND, "")
	raw(t, other, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos", j.ID), "").want(t, 404, steward.ENOTFOUND, "")
	raw(t, other, "GET", fmt.Sprintf("/api/v1/jobs/%d/notes", j.ID), "").want(t, 404, steward.ENOTFOUND, "")
	// A pro of another account, with their own valid token.
	stranger, err := other.CreatePro(ctx, client.ProCreate{Name: "Stranger", Email: "stranger@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	var link steward.ProLink
	if r := raw(t, other, "POST", fmt.Sprintf("/api/v1/pros/%d/link", stranger.ID), ""); r.Status != 201 || json.Unmarshal(r.Body, &link) != nil {
		t.Fatalf("stranger's link: %d %s", r.Status, r.Body)
	}
	asStranger := *w.c
	asStranger.APIKey = ""
	for _, path := range []string{fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID), fmt.Sprintf("/api/v1/pro/jobs/%d/photos", j.ID)} {
		raw(t, &asStranger, "GET", path, "", "Authorization", "Bearer "+link.Token).want(t, 404, steward.ENOTFOUND, "")
	}
	raw(t, &asStranger, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/notes", j.ID), `{"text":"hi"}`, "Authorization", "Bearer "+link.Token).
		want(t, 404, steward.ENOTFOUND, "")
	w.pro(t, 0, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos/%d", j.ID, bed.ID), "").want(t, 401, steward.EINVALIDAPIKEY, "")
	raw(t, w.c, "GET", fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID), "", "Authorization", "Bearer "+w.c.APIKey).
		want(t, 401, steward.EUNAUTHORIZED, "")

	// Deleting the item's only photo undoes the item; a new one completes it again.
	if r := w.pro(t, 0, "DELETE", fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, bed.ID), ""); r.Status != 204 {
		t.Fatalf("delete: %d %s", r.Status, r.Body)
	}
	raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d/photos/%d", j.ID, bed.ID), "").want(t, 404, steward.ENOTFOUND, "Photo not found")
	w.act(t, 0, j.ID, "complete", "").want(t, 409, steward.ETRANSITION, "Photo of the made bed")
	if r := w.upload(t, 0, j.ID, jpegBytes, "image/jpeg", "item_id", fmt.Sprint(item)); r.Status != 201 {
		t.Fatalf("upload again: %d %s", r.Status, r.Body)
	}
	if r := w.act(t, 0, j.ID, "complete", ""); r.Status != 200 {
		t.Fatalf("complete with the photo: %d %s", r.Status, r.Body)
	}
	// Completed: the photos are final.
	w.pro(t, 0, "DELETE", fmt.Sprintf("/api/v1/pro/jobs/%d/photos/%d", j.ID, loose.ID), "").want(t, 409, steward.ETRANSITION, "completed")
	w.upload(t, 0, j.ID, jpegBytes, "image/jpeg").want(t, 409, steward.ETRANSITION, "completed")

	// The host's own completion is blocked the same way.
	j2 := w.newJob(t, w.clock.Now().Add(time.Hour), w.pros[2])
	started := "in_progress"
	if _, err := w.c.UpdateJob(ctx, j2.ID, client.JobUpdate{Status: &started}); err != nil {
		t.Fatal(err)
	}
	raw(t, w.c, "PATCH", fmt.Sprintf("/api/v1/jobs/%d", j2.ID), `{"status":"completed"}`).want(t, 409, steward.ETRANSITION, "Photo of the made bed (photo)")
	return j.ID
}

func testProNotes(t *testing.T, w *offerWorld) int64 {
	ctx := context.Background()
	j := w.newJob(t, w.clock.Now().Add(time.Hour), w.pros[0])
	w.clock.advance(time.Minute)
	at := w.clock.Now().Add(-30 * time.Second).Truncate(time.Second)
	r := w.pro(t, 0, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/notes", j.ID), fmt.Sprintf(`{"text":" Dryer is noisy ","occurred_at":%q}`, at.Format(time.RFC3339)))
	var note steward.JobNote
	if r.Status != 201 || json.Unmarshal(r.Body, &note) != nil || note.Text != "Dryer is noisy" || !note.OccurredAt.Equal(at) || note.ProID != w.pros[0].ID {
		t.Fatalf("note: %d %s", r.Status, r.Body)
	}
	if e := lastHistory(t, w.c, j.ID); e.Actor != "pro" || !strings.Contains(e.Change, "Dryer is noisy") || !e.At.Equal(at) {
		t.Errorf("history after the note: %+v", e)
	}
	w.pro(t, 0, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/notes", j.ID), `{"text":"  "}`).want(t, 400, steward.EVALIDATION, "text")
	w.pro(t, 0, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/notes", j.ID), `{"text":"x","extra":1}`).want(t, 400, steward.EVALIDATION, "extra")
	w.pro(t, 1, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/notes", j.ID), `{"text":"not mine"}`).want(t, 404, steward.ENOTFOUND, "")

	// The sync's note, replayed, is recorded once.
	sync := fmt.Sprintf(`{"actions":[{"job_id":%d,"action":"note","text":"Out of dish soap","occurred_at":%q},{"job_id":%d,"action":"note","occurred_at":%q}]}`,
		j.ID, w.clock.Now().Format(time.RFC3339), j.ID, w.clock.Now().Format(time.RFC3339))
	for range 2 {
		r := w.pro(t, 0, "POST", "/api/v1/pro/sync", sync)
		if r.Status != 200 || !strings.Contains(string(r.Body), `{"results":[{"ok":true},{"ok":false,"code":"VALIDATION_ERROR","message":"Missing required field: text"}]}`) {
			t.Errorf("sync: %d %s", r.Status, r.Body)
		}
	}
	notes, err := w.c.JobNotes(ctx, j.ID)
	if err != nil || len(notes) != 2 || notes[0].Text != "Dryer is noisy" || notes[1].Text != "Out of dish soap" {
		t.Errorf("host's notes = %+v, %v; want the two notes once each", notes, err)
	}
	return j.ID
}

func testProIssues(t *testing.T, w *offerWorld) int64 {
	ctx := context.Background()
	j := w.newJob(t, w.clock.Now().Add(time.Hour), w.pros[1])
	w.clock.advance(time.Minute)
	r := w.pro(t, 1, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/issues", j.ID), `{"description":"Shower drain is clogged"}`)
	var issue steward.Job
	if r.Status != 201 || json.Unmarshal(r.Body, &issue) != nil {
		t.Fatalf("issue: %d %s", r.Status, r.Body)
	}
	wantNotes := fmt.Sprintf("Reported by Bo (pro %d) on site during job #%d: Shower drain is clogged", w.pros[1].ID, j.ID)
	if issue.Status != steward.StatusPending || issue.ServiceType != steward.Maintenance || issue.ProID != nil || issue.AddressID != w.addr.ID ||
		issue.Notes == nil || *issue.Notes != wantNotes {
		t.Errorf("issue job = %+v (notes %v), want a pending maintenance job without a pro, notes %q", issue, issue.Notes, wantNotes)
	}
	if e := historyOf(t, w.c, issue.ID)[0]; e.Actor != "pro" || e.Reason == nil || !strings.Contains(*e.Reason, fmt.Sprintf("during job #%d", j.ID)) {
		t.Errorf("issue job's history: %+v", e)
	}
	if e := lastHistory(t, w.c, j.ID); e.Actor != "pro" || !strings.Contains(e.Change, fmt.Sprintf("maintenance job #%d", issue.ID)) {
		t.Errorf("source job's history: %+v", e)
	}
	if names := eventNames(w.events(t, issue.ID, 1)); names != steward.EventJobScheduled {
		t.Errorf("issue job's events = %s, want job.scheduled (a new job), as for any job created", names)
	}
	w.pro(t, 1, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/issues", j.ID), `{}`).want(t, 400, steward.EVALIDATION, "description")
	w.pro(t, 2, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/issues", j.ID), `{"description":"x"}`).want(t, 404, steward.ENOTFOUND, "")

	// The sync's issue, replayed, makes one job.
	sync := fmt.Sprintf(`{"actions":[{"job_id":%d,"action":"issue","description":"Porch light out","occurred_at":%q}]}`, j.ID, w.clock.Now().Format(time.RFC3339))
	for range 2 {
		if r := w.pro(t, 1, "POST", "/api/v1/pro/sync", sync); r.Status != 200 || !strings.Contains(string(r.Body), `[{"ok":true}]`) {
			t.Errorf("sync: %d %s", r.Status, r.Body)
		}
	}
	issues, err := w.c.JobIssues(ctx, j.ID)
	if err != nil || len(issues) != 2 || issues[0].IssueJobID != issue.ID || issues[1].Description != "Porch light out" {
		t.Fatalf("host's issues = %+v, %v", issues, err)
	}
	second := w.job(t, issues[1].IssueJobID)
	if second.ServiceType != steward.Maintenance || second.Status != steward.StatusPending {
		t.Errorf("synced issue's job = %+v", second)
	}
	// A cancelled job takes no more reports.
	if err := w.c.CancelJob(ctx, j.ID); err != nil {
		t.Fatal(err)
	}
	w.pro(t, 1, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/issues", j.ID), `{"description":"late"}`).want(t, 409, steward.ETRANSITION, "cancelled")
	return j.ID
}

// testJobWorkInterfaces reads the pros' work through the host's other
// interfaces: the get_job_work MCP tool and the CLI's jobs photos, notes
// and issues.
func testJobWorkInterfaces(t *testing.T, w *offerWorld, url string, photosJob, notesJob, issuesJob int64) {
	cs := mcpConnect(t, url, bearer(w.c.APIKey))
	var work steward.JobWork
	callTool(t, cs, "get_job_work", map[string]any{"job_id": photosJob}, &work)
	if len(work.Photos) != 3 || work.Photos[0].URL == "" || work.Notes == nil || work.Issues == nil {
		t.Errorf("get_job_work(photos job) = %+v", work)
	}
	work = steward.JobWork{}
	callTool(t, cs, "get_job_work", map[string]any{"job_id": issuesJob}, &work)
	if len(work.Issues) != 2 || work.Issues[0].Description != "Shower drain is clogged" {
		t.Errorf("get_job_work(issues job) = %+v", work)
	}
	callToolError(t, cs, "get_job_work", map[string]any{"job_id": 999999}, steward.ENOTFOUND, "Job not found")

	env := map[string]string{"STEWARD_URL": url, "STEWARD_API_KEY": w.c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	cliRun(t, env, "", "jobs", "photos", fmt.Sprint(photosJob)).want(t, exitOK, "image/png", "image/heic", fmt.Sprintf("/api/v1/jobs/%d/photos/", photosJob))
	cliRun(t, env, "", "jobs", "notes", fmt.Sprint(notesJob)).want(t, exitOK, "Dryer is noisy", "Out of dish soap")
	cliRun(t, env, "", "jobs", "issues", fmt.Sprint(issuesJob)).want(t, exitOK, "Shower drain is clogged", "Porch light out")
	cliRun(t, env, "", "jobs", "notes", "999999").want(t, exitRefused)
}

// testAtRiskMail shows the host's e-mail when nobody has accepted a job
// twelve hours before it: sent once through the SMTP server, listed with
// the job's notifications without a pro.
func testAtRiskMail(t *testing.T, w *offerWorld, s *smtptest.Server) {
	ctx := context.Background()
	j := w.newJob(t, w.clock.Now().Add(13*time.Hour), nil)
	w.advance(t, 61*time.Minute)
	var risk []*steward.Notification
	waitNotifications(t, w.c, j.ID, func(l []*steward.Notification) bool {
		risk = risk[:0]
		for _, n := range l {
			if n.Kind == steward.NotifyAtRisk {
				risk = append(risk, n)
			}
		}
		return len(risk) == 1 && risk[0].Status == steward.NotificationSent
	})
	if n := risk[0]; n.ProID != nil || !strings.HasPrefix(n.To, "host") || !strings.HasPrefix(n.Subject, "Job at risk: cleaning at Sunset Villa") {
		t.Errorf("at-risk notification = %+v", n)
	}
	w.advance(t, time.Hour) // nothing new is due: no second mail
	if _, err := w.tick(ctx); err != nil {
		t.Fatal(err)
	}
	var got []*smtptest.Message
	for _, m := range s.All() {
		if strings.HasPrefix(m.Subject, "Job at risk:") && strings.Contains(m.Body, fmt.Sprintf("#%d", j.ID)) {
			got = append(got, m)
		}
	}
	if len(got) != 1 || !strings.HasPrefix(got[0].To[0], "host") || !strings.Contains(got[0].Body, "nobody has accepted the job") {
		t.Fatalf("at-risk mails = %d, want 1 to the host saying why", len(got))
	}

	// A pro who drops a job they accepted: the host is told again, why.
	late := w.newJob(t, w.clock.Now().Add(72*time.Hour), w.pros[2])
	if r := w.act(t, 2, late.ID, "decline", ""); r.Status != 200 {
		t.Fatalf("Cy dropping the job: %d %s", r.Status, r.Body)
	}
	waitNotifications(t, w.c, late.ID, func(l []*steward.Notification) bool {
		for _, n := range l {
			if n.Kind == steward.NotifyAtRisk && n.Status == steward.NotificationSent && n.ProID == nil {
				return true
			}
		}
		return false
	})
	found := false
	for _, m := range s.All() {
		found = found || strings.HasPrefix(m.Subject, "Job at risk:") && strings.Contains(m.Body, fmt.Sprintf("pro %d dropped the job", w.pros[2].ID))
	}
	if !found {
		t.Error("no at-risk mail to the host saying the pro dropped the job")
	}
}

// historyOf returns the history of job id, oldest first.
func historyOf(t *testing.T, c *client.Client, id int64) []*steward.JobHistoryEntry {
	t.Helper()
	h, err := c.JobHistory(context.Background(), id)
	if err != nil || len(h) == 0 {
		t.Fatalf("history of job %d: %v, %v", id, h, err)
	}
	return h
}

func TestDefaultDataDir(t *testing.T) {
	for dsn, want := range map[string]string{
		"sqlite:steward.db":                       "steward-data",
		"sqlite:/var/lib/steward/steward.db":      "/var/lib/steward/steward-data",
		"sqlite:///var/lib/steward/s.db?_x=1":     "/var/lib/steward/steward-data",
		"postgres://u:p@db.internal:5432/steward": "steward-data",
	} {
		if got := defaultDataDir(dsn); got != want {
			t.Errorf("defaultDataDir(%q) = %q, want %q", dsn, got, want)
		}
	}
}
