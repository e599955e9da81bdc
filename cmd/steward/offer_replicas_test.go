package main

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestOfferReplicas runs two servers on one PostgreSQL database with one
// clock the test moves, and ticks both offer workers at the same instants
// over one set of jobs nobody has accepted (issue 17, item 1; docs/pros.md,
// "The worker"). Each step does what is due once, whichever replica claims
// the job: every job is offered to Ann, then, as each offer lapses, to Bo
// and to Cy, once each (one job_offers row, one job.offered event and
// webhook, one e-mail per offer); it is announced at risk once, and fails
// once. The jobs outnumber a tick's batch, so both replicas have work.
func TestOfferReplicas(t *testing.T) {
	t.Parallel()
	dsn := testdb.Postgres(t)
	clock := &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}
	var ticks [2]func(context.Context) (int, error)
	var srv [2]*testServer
	for i := range srv {
		hooks := &testHooks{Clock: clock, TickFunc: func(tick func(context.Context) (int, error)) { ticks[i] = tick }}
		srv[i] = startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), dsn, nil,
			"--rate-limit", "0", "--offer-interval", "1h", "--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
	}
	ctx := context.Background()
	c := signupWithKey(t, srv[0].URL)
	addr, ann := setupProperty(t, c)
	pros := []*steward.Pro{ann}
	for _, name := range []string{"Bo", "Cy"} {
		p, err := c.CreatePro(ctx, client.ProCreate{Name: name, Email: name + "@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		pros = append(pros, p)
	}
	rcv := newHookReceiver(t, nil)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL}); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	// The jobs, two days ahead, created while the property has no list:
	// nobody is offered them until the list is set, and then only by a tick.
	const n = 45 // more than two batches of a tick (20)
	t0 := clock.Now()
	jobs := map[int64]bool{}
	for i := range n {
		j, err := c.CreateJob(ctx, client.JobCreate{AddressID: addr.ID, ServiceType: "cleaning", ScheduledAt: t0.Add(48*time.Hour + time.Duration(i)*10*time.Minute)})
		if err != nil {
			t.Fatal(err)
		}
		wantOfferedTo(t, j, nil)
		jobs[j.ID] = true
	}
	var account int64
	for id := range jobs {
		if err := db.QueryRowContext(ctx, `SELECT account_id FROM jobs WHERE id = $1`, id).Scan(&account); err != nil {
			t.Fatal(err)
		}
		break
	}
	body := fmt.Sprintf(`{"cleaning":[%d,%d,%d]}`, pros[0].ID, pros[1].ID, pros[2].ID)
	if r := raw(t, c, "PUT", fmt.Sprintf("/api/v1/addresses/%d/pros", addr.ID), body); r.Status != 200 {
		t.Fatalf("PUT pros: %d %s", r.Status, r.Body)
	}

	// step moves the clock to at, ticks both replicas at once, and checks
	// that each job was handled by one of them and, unless event is "",
	// got event once.
	step := func(name string, at time.Time, event string) {
		t.Helper()
		clock.advance(at.Sub(clock.Now()))
		var wg sync.WaitGroup
		var done [2]int
		var errs [2]error
		start := make(chan struct{})
		for i := range ticks {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				done[i], errs[i] = ticks[i](ctx)
			}()
		}
		close(start)
		wg.Wait()
		if errs[0] != nil || errs[1] != nil {
			t.Fatalf("%s: ticks failed: %v, %v", name, errs[0], errs[1])
		}
		if done[0]+done[1] != n {
			t.Errorf("%s: the replicas handled %d + %d jobs, want %d in all, each once", name, done[0], done[1], n)
		}
		t.Logf("%s: replica 1 handled %d jobs, replica 2 %d", name, done[0], done[1])
		if event == "" {
			return
		}
		counts := countBy(t, db, `SELECT job_id, COUNT(*) FROM events WHERE account_id = $1 AND name = $2 AND occurred_at = $3 GROUP BY job_id`,
			account, event, clock.Now())
		wantOnce(t, name+": "+event+" events", counts, jobs)
	}
	offered := func(name string, i int) {
		t.Helper()
		counts := countBy(t, db, `SELECT job_id, COUNT(*) FROM job_offers WHERE account_id = $1 AND pro_id = $2 GROUP BY job_id`,
			account, pros[i].ID)
		wantOnce(t, name+": offers to "+pros[i].Name, counts, jobs)
		mails := countBy(t, db, `SELECT job_id, COUNT(*) FROM notifications WHERE account_id = $1 AND pro_id = $2 AND kind = 'offered' GROUP BY job_id`,
			account, pros[i].ID)
		wantOnce(t, name+": offer e-mails to "+pros[i].Name, mails, jobs)
		for id := range jobs {
			j, err := c.GetJob(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			wantOfferedTo(t, j, pros[i])
		}
	}

	step("Offer", t0, "job.offered")
	offered("Offer", 0)
	for i := 1; i < len(pros); i++ { // each offer lapses after --offer-wait (2h) to the next pro
		name := "Lapse to " + pros[i].Name
		step(name, t0.Add(time.Duration(i)*2*time.Hour), "job.offered")
		offered(name, i)
	}
	step("Nobody left", t0.Add(time.Duration(len(pros))*2*time.Hour), "") // Cy's offers lapse too
	expired := countBy(t, db, `SELECT job_id, COUNT(*) FROM job_offers WHERE account_id = $1 AND answer = $2 GROUP BY job_id`, account, "expired")
	for id := range jobs {
		if expired[id] != len(pros) {
			t.Errorf("job %d: %d offers expired, want %d (one per pro)", id, expired[id], len(pros))
		}
		j, err := c.GetJob(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		wantOfferedTo(t, j, nil)
	}
	step("AtRisk", t0.Add(44*time.Hour), "job.at_risk") // 12 hours (--offer-at-risk) before the last job
	step("Failed", t0.Add(60*time.Hour), "job.failed")  // past every job's time
	for id := range jobs {
		j, err := c.GetJob(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if j.Status != steward.StatusCancelled || j.FailureReason == nil || *j.FailureReason != steward.FailNoPro {
			t.Errorf("job %d: status %s, failure %v; want cancelled, no_pro", id, j.Status, j.FailureReason)
		}
	}

	// Every event the workers made, in the outbox once, reaches the
	// webhook receiver (by event id: a delivery may be retried).
	want := map[string]int{}
	rows, err := db.QueryContext(ctx, `SELECT name, COUNT(*) FROM events WHERE account_id = $1 AND name IN ('job.offered', 'job.at_risk', 'job.failed') GROUP BY name`, account)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		var k int
		if err := rows.Scan(&name, &k); err != nil {
			t.Fatal(err)
		}
		want[name] = k
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if want["job.offered"] != 3*n || want["job.at_risk"] != n || want["job.failed"] != n {
		t.Errorf("events in the outbox: %v, want %d job.offered and %d each of job.at_risk and job.failed", want, 3*n, n)
	}
	received := func() map[string]int {
		seen := map[int64]bool{}
		got := map[string]int{}
		for _, h := range rcv.all() {
			if _, ok := want[h.Event.Name]; ok && !seen[h.Event.ID] {
				seen[h.Event.ID] = true
				got[h.Event.Name]++
			}
		}
		return got
	}
	waitFor(t, "every event delivered", func() bool { return fmt.Sprint(received()) == fmt.Sprint(want) })
}

// countBy runs query, which selects (job id, count) rows, and returns the
// counts by job.
func countBy(t *testing.T, db *sql.DB, query string, args ...any) map[int64]int {
	t.Helper()
	rows, err := db.QueryContext(context.Background(), query, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	out := map[int64]int{}
	for rows.Next() {
		var id int64
		var k int
		if err := rows.Scan(&id, &k); err != nil {
			t.Fatal(err)
		}
		out[id] = k
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// wantOnce checks that counts has 1 for each of jobs and nothing else.
func wantOnce(t *testing.T, what string, counts map[int64]int, jobs map[int64]bool) {
	t.Helper()
	for id := range jobs {
		if counts[id] != 1 {
			t.Errorf("%s: job %d has %d, want 1", what, id, counts[id])
		}
	}
	for id := range counts {
		if !jobs[id] {
			t.Errorf("%s: job %d is not one of the test's", what, id)
		}
	}
}

// wantOfferedTo checks that j is offered to pro, or to nobody (nil) and
// unassigned.
func wantOfferedTo(t *testing.T, j *steward.Job, pro *steward.Pro) {
	t.Helper()
	if pro == nil {
		if j.Assignment != steward.Unassigned || j.OfferedTo != nil {
			t.Errorf("job %d: %s, offered to %v; want unassigned", j.ID, j.Assignment, j.OfferedTo)
		}
	} else if j.Assignment != steward.Offered || j.OfferedTo == nil || *j.OfferedTo != pro.ID {
		t.Errorf("job %d: %s, offered to %v; want offered to %s (%d)", j.ID, j.Assignment, j.OfferedTo, pro.Name, pro.ID)
	}
}
