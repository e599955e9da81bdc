package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// qualityWorld is one account on a server whose clock the test moves: a
// property whose cleanings go to Lena, then Bo, then Cy, a stay ahead,
// and a webhook receiver.
type qualityWorld struct {
	clock *movingClock
	c     *client.Client
	url   string
	addr  *steward.Address
	other *steward.Address // maintenance by Bo, then Lena
	pros  [3]*steward.Pro
	stay  *steward.Reservation
	rcv   *hookReceiver
}

// TestQuality rates jobs through real HTTP on each store with the
// server's clock injected (issue 18, item 4): validation, the re-clean of
// a poor rating before the next check-in offered to another pro, job.rated
// through the outbox, and the demotion of a pro whose ratings drop.
func TestQuality(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			// Monday 2 March 2026, 00:00 in San Diego (PST, UTC-8).
			w := &qualityWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil,
				"--offer-interval", "1h", "--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			w.url = srv.URL
			w.setup(t)
			t.Run("Validation", func(t *testing.T) { testRatingValidation(t, w) })
			t.Run("Reclean", func(t *testing.T) { testReclean(t, w) })
			t.Run("NoSlotBeforeCheckIn", func(t *testing.T) { testRecleanNoSlot(t, w) })
			t.Run("Demotion", func(t *testing.T) { testDemotion(t, w) })
		})
	}
}

func (w *qualityWorld) setup(t *testing.T) {
	ctx := context.Background()
	w.c = signupWithKey(t, w.url)
	w.addr, w.pros[0] = setupProperty(t, w.c)
	for i, name := range []string{"Bo", "Cy"} {
		p, err := w.c.CreatePro(ctx, client.ProCreate{Name: name, Email: strings.ToLower(name) + "@example.com",
			Services: []string{"cleaning", "maintenance"}})
		if err != nil {
			t.Fatal(err)
		}
		w.pros[i+1] = p
	}
	if _, _, err := w.c.UpdatePro(ctx, w.pros[0].ID, client.ProUpdate{Services: []string{"cleaning", "maintenance"}}); err != nil {
		t.Fatal(err)
	}
	var err error
	if w.other, err = w.c.CreateAddress(ctx, client.AddressCreate{Street: "1 Elm St", City: "San Diego", State: "CA", Zip: "92110"}); err != nil {
		t.Fatal(err)
	}
	w.setPrefs(t, w.addr.ID, map[string][]int64{"cleaning": {w.pros[0].ID, w.pros[1].ID, w.pros[2].ID}})
	w.setPrefs(t, w.other.ID, map[string][]int64{"maintenance": {w.pros[1].ID, w.pros[0].ID}})
	// The next guests arrive Wednesday 4 March at 16:00 local.
	w.stay, err = w.c.CreateReservation(ctx, client.ReservationCreate{AddressID: w.addr.ID, GuestName: "Guest",
		CheckIn: time.Date(2026, 3, 5, 0, 0, 0, 0, time.UTC), CheckOut: time.Date(2026, 3, 7, 19, 0, 0, 0, time.UTC)})
	if err != nil {
		t.Fatal(err)
	}
	w.rcv = newHookReceiver(t, nil)
	if _, err := w.c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: w.rcv.URL}); err != nil {
		t.Fatal(err)
	}
}

func (w *qualityWorld) setPrefs(t *testing.T, addressID int64, prefs map[string][]int64) {
	t.Helper()
	if _, err := w.c.SetProPrefs(context.Background(), addressID, prefs); err != nil {
		t.Fatal(err)
	}
}

// done creates a job at addr with pro at the clock's time plus an hour,
// and completes it an hour later.
func (w *qualityWorld) done(t *testing.T, addr *steward.Address, service string, pro *steward.Pro) *steward.Job {
	t.Helper()
	ctx := context.Background()
	j, err := w.c.CreateJob(ctx, client.JobCreate{AddressID: addr.ID, ServiceType: service, ScheduledAt: w.clock.Now().Add(time.Hour), ProID: &pro.ID})
	if err != nil {
		t.Fatal(err)
	}
	w.clock.advance(time.Hour)
	for _, st := range []string{"in_progress", "completed"} {
		if j, err = w.c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr(st)}); err != nil {
			t.Fatal(err)
		}
	}
	w.clock.advance(time.Hour)
	return j
}

func (w *qualityWorld) rate(t *testing.T, id int64, score int, cats ...steward.RatingCategory) *steward.RatingOutcome {
	t.Helper()
	out, err := w.c.RateJob(context.Background(), id, steward.RatingInput{Score: &score, Categories: cats})
	if err != nil {
		t.Fatalf("rate job %d: %v", id, err)
	}
	return out
}

func testRatingValidation(t *testing.T, w *qualityWorld) {
	ctx := context.Background()
	pending, err := w.c.CreateJob(ctx, client.JobCreate{AddressID: w.addr.ID, ServiceType: "cleaning", ScheduledAt: w.clock.Now().Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	path := fmt.Sprintf("/api/v1/jobs/%d/rating", pending.ID)
	for _, c := range []struct {
		name, body string
		status     int
		code, msg  string
	}{
		{"NotCompleted", `{"score": 4}`, 409, "INVALID_STATUS_TRANSITION", "Only a completed job can be rated"},
		{"MissingScore", `{"categories": ["late"]}`, 400, "VALIDATION_ERROR", "score"},
		{"ScoreZero", `{"score": 0}`, 400, "VALIDATION_ERROR", "score"},
		{"ScoreSix", `{"score": 6}`, 400, "VALIDATION_ERROR", "from 1 to 5"},
		{"UnknownCategory", `{"score": 2, "categories": ["dirty"]}`, 400, "VALIDATION_ERROR", "categories"},
		{"UnknownField", `{"score": 2, "stars": 2}`, 400, "VALIDATION_ERROR", "stars"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := raw(t, w.c, "POST", path, c.body)
			if r.Status != c.status || r.Err.Code != c.code || !strings.Contains(r.Err.Message, c.msg) {
				t.Errorf("POST %s %s = %d %s; want %d %s mentioning %q", path, c.body, r.Status, r.Body, c.status, c.code, c.msg)
			}
		})
	}
	// Another account's job is not found, even completed.
	j := w.done(t, w.addr, "cleaning", w.pros[2])
	stranger := signupWithKey(t, w.url)
	score := 5
	_, err = stranger.RateJob(ctx, j.ID, steward.RatingInput{Score: &score})
	wantStatus(t, err, 404, "NOT_FOUND")
	if got, err := w.c.GetJob(ctx, j.ID); err != nil || got.Rating != nil {
		t.Fatalf("job %d after a stranger's rating: %+v, %v; want no rating", j.ID, got, err)
	}
	// A good rating: no re-clean.
	out := w.rate(t, j.ID, 5)
	if out.Job.Rating == nil || out.Job.Rating.Score != 5 || out.Reclean != nil || !out.Job.Rating.RatedAt.Equal(w.clock.Now()) {
		t.Fatalf("5-star rating: %+v, reclean %+v", out.Job.Rating, out.Reclean)
	}
	if err := w.c.CancelJob(ctx, pending.ID); err != nil {
		t.Fatal(err)
	}
}

func testReclean(t *testing.T, w *qualityWorld) {
	ctx := context.Background()
	lena := w.pros[0]
	j := w.done(t, w.addr, "cleaning", lena)
	comment := "they missed the bathroom"
	score := 2
	out, err := w.c.RateJob(ctx, j.ID, steward.RatingInput{Score: &score,
		Categories: []steward.RatingCategory{steward.RatingMissedItems, steward.RatingMissedItems}, Comment: &comment})
	if err != nil {
		t.Fatal(err)
	}
	got, err := w.c.GetJob(ctx, j.ID)
	if err != nil {
		t.Fatal(err)
	}
	if r := got.Rating; r == nil || r.Score != 2 || !slices.Equal(r.Categories, []steward.RatingCategory{steward.RatingMissedItems}) ||
		r.Comment == nil || *r.Comment != comment {
		t.Fatalf("GET job %d rating = %+v; want 2, [missed_items], %q", j.ID, got.Rating, comment)
	}
	re := out.Reclean
	if re == nil {
		t.Fatalf("a 2-star rating made no re-clean: %+v", out)
	}
	checkIn := w.stay.CheckIn
	if !re.ScheduledAt.Before(checkIn) || re.ScheduledAt.Before(w.clock.Now()) {
		t.Errorf("re-clean at %s; want between now %s and the next check-in %s", re.ScheduledAt, w.clock.Now(), checkIn)
	}
	if re.OfferedTo == nil || *re.OfferedTo == lena.ID || *re.OfferedTo != w.pros[1].ID || re.ProID != nil {
		t.Errorf("re-clean offered_to %v pro_id %v; want offered to Bo (%d), not Lena (%d) who did the job", re.OfferedTo, re.ProID, w.pros[1].ID, lena.ID)
	}
	if re.RecleanOf == nil || *re.RecleanOf != j.ID || re.AddressID != j.AddressID || re.ServiceType != j.ServiceType ||
		re.Notes == nil || !strings.Contains(*re.Notes, comment) {
		t.Errorf("re-clean = %+v; want a cleaning of the same property, reclean_of %d, notes saying why", re, j.ID)
	}
	if len(out.Notices) == 0 || !strings.Contains(out.Notices[0], "before the next check-in") {
		t.Errorf("notices = %q; want the re-clean before the next check-in", out.Notices)
	}
	hist, err := w.c.JobHistory(ctx, re.ID)
	if err != nil {
		t.Fatal(err)
	}
	if hist[0].Actor != steward.ActorSystem || hist[0].Reason == nil || !strings.Contains(*hist[0].Reason, fmt.Sprintf("not to pro %d", lena.ID)) {
		t.Errorf("re-clean's first history entry = %+v; want actor system and why", hist[0])
	}
	// job.rated through the outbox: once.
	rated := func() int {
		n := 0
		for _, h := range w.rcvEvents(t, j.ID, "job.rated", 1) {
			if h.Event.Name == "job.rated" {
				n++
			}
		}
		return n
	}
	if n := rated(); n != 1 {
		t.Errorf("job.rated delivered %d times (distinct events), want 1", n)
	}
	// Rating again replaces the rating, and makes no second re-clean.
	again := w.rate(t, j.ID, 1)
	if again.Job.Rating.Score != 1 || len(again.Job.Rating.Categories) != 0 || again.Job.Rating.Comment != nil || again.Reclean != nil {
		t.Errorf("rated again: %+v, reclean %+v; want 1 with no categories nor comment, no new re-clean", again.Job.Rating, again.Reclean)
	}
	list, err := w.c.ListJobs(ctx, client.JobListParams{AddressID: &w.addr.ID, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, x := range list.Jobs {
		if x.RecleanOf != nil && *x.RecleanOf == j.ID {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d re-cleans of job %d, want 1", n, j.ID)
	}
	// Lena's rating blends her reliability (5.0, counted twice) with the
	// host's 1: (1 + 2×5) / 3 = 3.7.
	p, err := w.c.GetPro(ctx, lena.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p.Rating != 3.7 || p.RatingsCount != 1 || p.QualityIssues != 1 || p.LowRatingsSince != nil {
		t.Errorf("Lena: rating %v ratings_count %d quality_issues %d low since %v; want 3.7, 1, 1, nil", p.Rating, p.RatingsCount, p.QualityIssues, p.LowRatingsSince)
	}
	// Declined by Bo, the re-clean goes to Cy; declined by Cy, to nobody:
	// Lena, first on the list, is never offered it.
	for i, want := range []*int64{&w.pros[2].ID, nil} {
		pro := w.pros[i+1]
		link := raw(t, w.c, "POST", fmt.Sprintf("/api/v1/pros/%d/link", pro.ID), "")
		var l steward.ProLink
		if link.Status != 201 || json.Unmarshal(link.Body, &l) != nil {
			t.Fatalf("POST link: %d %s", link.Status, link.Body)
		}
		anon := *w.c
		anon.APIKey = ""
		if r := raw(t, &anon, "POST", fmt.Sprintf("/api/v1/pro/jobs/%d/decline", re.ID), "", "Authorization", "Bearer "+l.Token); r.Status != 200 {
			t.Fatalf("%s declines the re-clean: %d %s", pro.Name, r.Status, r.Body)
		}
		if re, err = w.c.GetJob(ctx, re.ID); err != nil {
			t.Fatal(err)
		}
		if (want == nil) != (re.OfferedTo == nil) || want != nil && *re.OfferedTo != *want {
			t.Fatalf("re-clean unassigned: offered_to %s, want %s (never Lena %d)", fmtID(re.OfferedTo), fmtID(want), lena.ID)
		}
	}
	if err := w.c.CancelJob(ctx, re.ID); err != nil {
		t.Fatal(err)
	}
}

// testRecleanNoSlot rates a job when the next guests arrive too soon for
// any re-clean: it is scheduled at the earliest vacant slot after, and
// the reply says so.
func testRecleanNoSlot(t *testing.T, w *qualityWorld) {
	ctx := context.Background()
	// Wednesday 4 March, 17:00 local: the guests arrived at 16:00.
	w.clock.advance(w.stay.CheckIn.Add(-3*time.Hour).Sub(w.clock.Now()) - 30*time.Minute)
	j := w.done(t, w.addr, "cleaning", w.pros[2]) // from 13:30 to 15:30 local
	out := w.rate(t, j.ID, 1, steward.RatingDamage)
	if out.Reclean == nil {
		t.Fatalf("no re-clean: %+v", out)
	}
	if out.Reclean.ScheduledAt.Before(w.stay.CheckOut) {
		t.Errorf("re-clean at %s; want at or after the stay's check-out %s", out.Reclean.ScheduledAt, w.stay.CheckOut)
	}
	if len(out.Notices) == 0 || !strings.Contains(out.Notices[0], "no vacant slot fits before the next check-in") {
		t.Errorf("notices = %q; want them to say no slot fits before the next check-in", out.Notices)
	}
	if out.Reclean.OfferedTo == nil || *out.Reclean.OfferedTo == w.pros[2].ID {
		t.Errorf("re-clean offered to %v; want another pro than Cy", out.Reclean.OfferedTo)
	}
	if err := w.c.CancelJob(ctx, out.Reclean.ID); err != nil {
		t.Fatal(err)
	}
}

func testDemotion(t *testing.T, w *qualityWorld) {
	ctx := context.Background()
	// After the stay: Saturday 7 March.
	w.clock.advance(w.stay.CheckOut.Add(time.Hour).Sub(w.clock.Now()))
	bo := w.pros[1]
	var jobs []*steward.Job
	for _, score := range []int{3, 3, 2, 1} {
		j := w.done(t, w.other, "maintenance", bo)
		out := w.rate(t, j.ID, score)
		demoted := slices.ContainsFunc(out.Notices, func(s string) bool { return strings.Contains(s, "moved to the end") })
		if want := len(jobs) == 2; demoted != want {
			t.Errorf("rating %d (%d/5): demoted %v, want %v (notices %q)", len(jobs)+1, score, demoted, want, out.Notices)
		}
		if out.Reclean != nil {
			if out.Reclean.OfferedTo != nil && *out.Reclean.OfferedTo == bo.ID {
				t.Errorf("Bo's re-clean offered to Bo")
			}
			if err := w.c.CancelJob(ctx, out.Reclean.ID); err != nil {
				t.Fatal(err)
			}
		}
		jobs = append(jobs, j)
	}
	for _, c := range []struct {
		addr    int64
		service string
		want    []int64
	}{
		{w.addr.ID, "cleaning", []int64{w.pros[0].ID, w.pros[2].ID, bo.ID}},
		{w.other.ID, "maintenance", []int64{w.pros[0].ID, bo.ID}},
	} {
		prefs, err := w.c.ProPrefs(ctx, c.addr)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(prefs[c.service], c.want) {
			t.Errorf("address %d %s list = %v, want %v (Bo last)", c.addr, c.service, prefs[c.service], c.want)
		}
	}
	p, err := w.c.GetPro(ctx, bo.ID)
	if err != nil {
		t.Fatal(err)
	}
	// (3+3+2+1 + 2×5) / 6 = 3.2; poor: the 2 and the 1.
	if p.LowRatingsSince == nil || p.RatingsCount != 4 || p.QualityIssues != 2 || p.Rating != 3.2 {
		t.Errorf("Bo: low since %v ratings_count %d quality_issues %d rating %v; want set, 4, 2, 3.2", p.LowRatingsSince, p.RatingsCount, p.QualityIssues, p.Rating)
	}
	// The host is told once: a mail of kind quality_low with the third
	// rating, none with the fourth. (Bo's own mails are about being given
	// the jobs.)
	lowMails := func(id int64) []*steward.Notification {
		l, err := w.c.ListNotifications(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		return slices.DeleteFunc(l, func(n *steward.Notification) bool { return n.Kind != steward.NotifyQualityLow })
	}
	if mails := lowMails(jobs[2].ID); len(mails) != 1 || !strings.Contains(mails[0].Subject, "Bo") || !strings.HasPrefix(mails[0].To, "host") {
		t.Errorf("quality_low mails of job %d = %+v; want one about Bo to the host", jobs[2].ID, mails)
	}
	for _, j := range []*steward.Job{jobs[0], jobs[1], jobs[3]} {
		if mails := lowMails(j.ID); len(mails) != 0 {
			t.Errorf("quality_low mails of job %d = %+v; want none (told once per drop)", j.ID, mails)
		}
	}
	hist, err := w.c.JobHistory(ctx, jobs[2].ID)
	if err != nil {
		t.Fatal(err)
	}
	if last := hist[len(hist)-1]; last.Actor != steward.ActorSystem || !strings.Contains(last.Change, "moved to the end") {
		t.Errorf("last history entry of job %d = %+v; want the move, by the system", jobs[2].ID, last)
	}
}

// rcvEvents returns the distinct webhook events of job id received so
// far, waiting until at least n are named name.
func (w *qualityWorld) rcvEvents(t *testing.T, id int64, name string, n int) []*hook {
	t.Helper()
	var got []*hook
	waitFor(t, fmt.Sprintf("%d %s events of job %d", n, name, id), func() bool {
		got = got[:0]
		seen := map[int64]bool{}
		k := 0
		for _, h := range w.rcv.all() {
			if v, _ := h.Event.Data.Object["id"].(float64); int64(v) == id && !seen[h.Event.ID] {
				seen[h.Event.ID] = true
				got = append(got, h)
				if h.Event.Name == name {
					k++
				}
			}
		}
		return k >= n
	})
	return got
}

// TestQualityInterfaces rates jobs through the command line and the MCP
// tool rate_job.
func TestQualityInterfaces(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--now", "2026-03-02T08:00:00Z")
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	cliRun(t, env, "a long password\n", "signup", "--first-name", "Ada", "--last-name", "Host", "--email", "ada-quality@example.com").want(t, exitOK)
	cliRun(t, env, "", "addresses", "create", "--street", "88 Coast Hwy", "--city", "San Diego", "--state", "CA", "--zip", "92109").want(t, exitOK)
	cliRun(t, env, "", "pros", "create", "--name", "Rosa Diaz", "--email", "rosa@example.com").want(t, exitOK)
	cliRun(t, env, "", "pros", "create", "--name", "Tom Lee", "--email", "tom@example.com").want(t, exitOK)
	cliRun(t, env, "", "addresses", "set-pros", "1", "--cleaning", "1,2").want(t, exitOK)
	for i := 1; i <= 2; i++ {
		cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "cleaning", "--pro-id", "1",
			"--at", fmt.Sprintf("2026-03-0%dT09:00:00Z", i+1)).want(t, exitOK)
	}
	r := cliRun(t, env, "", "jobs", "rate", "1", "--score", "4")
	if r.want(t, exitRefused); !strings.Contains(r.stderr, "Only a completed job can be rated") {
		t.Errorf("rating a pending job: stderr %q", r.stderr)
	}
	for _, st := range []string{"in_progress", "completed"} {
		cliRun(t, env, "", "jobs", "update", "1", "--status", st).want(t, exitOK)
		cliRun(t, env, "", "jobs", "update", "2", "--status", st).want(t, exitOK)
	}
	r = cliRun(t, env, "", "jobs", "rate", "1", "--score", "9")
	if r.want(t, exitRefused); !strings.Contains(r.stderr, "from 1 to 5") {
		t.Errorf("rating 9: stderr %q", r.stderr)
	}
	cliRun(t, env, "", "jobs", "rate", "1", "--score", "2", "--category", "missed_items,late", "--comment", "the bathroom").
		want(t, exitOK, "Rated job 1 2/5 (missed_items, late)", "Re-clean: job 3", "Offered to pro 2")
	cliRun(t, env, "", "-o", "json", "jobs", "get", "1").want(t, exitOK, `"score": 2`, `"comment": "the bathroom"`)

	c := newClient(t, srv.URL)
	if _, err := c.Login(context.Background(), "ada-quality@example.com", "a long password"); err != nil {
		t.Fatal(err)
	}
	cs := mcpConnect(t, srv.URL, bearer(c.Token))
	var out steward.RatingOutcome
	callTool(t, cs, "rate_job", map[string]any{"job_id": 2, "score": 5, "comment": "spotless"}, &out)
	if out.Job == nil || out.Job.Rating == nil || out.Job.Rating.Score != 5 || out.Reclean != nil {
		t.Errorf("rate_job = %+v", out)
	}
	callToolError(t, cs, "rate_job", map[string]any{"job_id": 2, "score": 3, "categories": []string{"dirty"}}, steward.EVALIDATION, "dirty")
	callToolError(t, cs, "rate_job", map[string]any{"job_id": 3, "score": 3}, steward.ETRANSITION, "Only a completed job")
}
