package sqlstore

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// Tests of what the store does for speed: the job counters, the bulk
// loader, group commit and the event UUIDs. They run on both engines.

// countJobs counts the account's jobs matching f the slow way.
func countJobs(t *testing.T, f *fixture, acct int64, addr *int64, status *steward.JobStatus) int {
	t.Helper()
	q := `SELECT COUNT(*) FROM jobs WHERE account_id = $1`
	args := []any{acct}
	if addr != nil {
		args = append(args, *addr)
		q += fmt.Sprintf(" AND address_id = $%d", len(args))
	}
	if status != nil {
		args = append(args, string(*status))
		q += fmt.Sprintf(" AND status = $%d", len(args))
	}
	var n int
	if err := f.db.read.QueryRow(q, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// checkTotals compares FindJobs' total with a count of the jobs for every
// filter the counters answer: none, each property, each status, and both.
func checkTotals(t *testing.T, f *fixture, acct int64, addrs []int64) {
	t.Helper()
	ctx := context.Background()
	addrFilters := []*int64{nil}
	for i := range addrs {
		addrFilters = append(addrFilters, &addrs[i])
	}
	statusFilters := []*steward.JobStatus{nil}
	for i := range steward.JobStatuses {
		statusFilters = append(statusFilters, &steward.JobStatuses[i])
	}
	for _, a := range addrFilters {
		for _, s := range statusFilters {
			_, total, err := f.jobs.FindJobs(ctx, acct, steward.JobFilter{AddressID: a, Statuses: statusList(s), Limit: 1})
			if err != nil {
				t.Fatalf("FindJobs: %v", err)
			}
			if want := countJobs(t, f, acct, a, s); total != want {
				t.Errorf("address %v, status %v: total = %d, want %d", deref(a), deref(s), total, want)
			}
		}
	}
}

func deref[T any](p *T) any {
	if p == nil {
		return "any"
	}
	return *p
}

func TestJobTotals(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		second := f.address(t, f.acct, "Maple House", "IL").ID
		addrs := []int64{f.villa, second}
		// Creates, every status change (each job ends in a different
		// status), a refused change, and another account's jobs.
		var ids []int64
		for i := range 23 {
			j, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: addrs[i%2], ServiceType: steward.Cleaning,
				ScheduledAt: t0.Add(time.Duration(i) * time.Hour)})
			if err != nil {
				t.Fatalf("CreateJob: %v", err)
			}
			ids = append(ids, j.ID)
		}
		paths := [][]steward.JobStatus{{}, {steward.StatusConfirmed}, {steward.StatusInProgress},
			{steward.StatusInProgress, steward.StatusCompleted}, {steward.StatusCancelled},
			{steward.StatusConfirmed, steward.StatusPending}, {steward.StatusInProgress, steward.StatusCancelled}}
		for i, id := range ids {
			for _, st := range paths[i%len(paths)] {
				if _, err := f.jobs.UpdateJob(ctx, f.acct, id, steward.JobUpdate{Status: &st}); err != nil {
					t.Fatalf("UpdateJob(%d, %s): %v", id, st, err)
				}
			}
		}
		done := steward.StatusPending
		if _, err := f.jobs.UpdateJob(ctx, f.acct, ids[3], steward.JobUpdate{Status: &done}); err == nil {
			t.Fatal("a completed job went back to pending")
		}
		if _, err := f.jobs.CreateJob(ctx, f.other, steward.JobCreate{AddressID: f.otherAddr, ServiceType: steward.Cleaning, ScheduledAt: t0}); err != nil {
			t.Fatalf("CreateJob: %v", err)
		}
		t.Run("AfterWrites", func(t *testing.T) { checkTotals(t, f, f.acct, addrs) })

		t.Run("AfterLoadJobs", func(t *testing.T) {
			var jobs []*steward.Job
			for i := range 1234 {
				at := t0.AddDate(-1, 0, 0).Add(time.Duration(i) * time.Hour)
				jobs = append(jobs, &steward.Job{AddressID: addrs[i%2], ServiceType: steward.ServiceTypes[i%4],
					Status: steward.JobStatuses[i%5], ScheduledAt: at, Price: 99.5, CreatedAt: at, UpdatedAt: at})
			}
			if err := f.db.LoadJobs(ctx, f.acct, jobs); err != nil {
				t.Fatalf("LoadJobs: %v", err)
			}
			checkTotals(t, f, f.acct, addrs)
		})

		t.Run("OffsetPastTheEnd", func(t *testing.T) {
			want := countJobs(t, f, f.acct, nil, nil)
			jobs, total, err := f.jobs.FindJobs(ctx, f.acct, steward.JobFilter{Offset: want + 5})
			if err != nil || len(jobs) != 0 || total != want {
				t.Errorf("FindJobs past the end = %d jobs, total %d, %v; want none and total %d", len(jobs), total, err, want)
			}
		})

		t.Run("FallbackCount", func(t *testing.T) {
			// A pro or date filter is counted from the jobs themselves.
			from, to := t0.AddDate(-1, 0, 0), t0.AddDate(-1, 0, 10)
			_, total, err := f.jobs.FindJobs(ctx, f.acct, steward.JobFilter{From: &from, To: &to, Limit: 1})
			if err != nil || total != 240 {
				t.Errorf("FindJobs(10 days) total = %d, %v; want 240 (one job an hour)", total, err)
			}
		})
	})
}

// TestJobTotalsOppositeMoves moves jobs of one property between two
// statuses in both directions at once: on PostgreSQL each move locks two
// counter rows, and without a fixed order two such moves could deadlock.
func TestJobTotalsOppositeMoves(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		const n = 40
		confirmed, pending := steward.StatusConfirmed, steward.StatusPending
		var ids []int64
		for i := range n {
			j := f.job(t, t0.Add(time.Duration(i)*time.Hour))
			if i%2 == 1 {
				if _, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &confirmed}); err != nil {
					t.Fatal(err)
				}
			}
			ids = append(ids, j.ID)
		}
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i, id := range ids {
			to := &confirmed // pending → confirmed, and the other way for odd jobs
			if i%2 == 1 {
				to = &pending
			}
			wg.Go(func() { _, errs[i] = f.jobs.UpdateJob(ctx, f.acct, id, steward.JobUpdate{Status: to}) })
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Errorf("move of job %d: %v", ids[i], err)
			}
		}
		checkTotals(t, f, f.acct, []int64{f.villa})
	})
}

func TestLoadJobs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		notes := `Quote " and emoji 🧹`
		var jobs []*steward.Job
		for i := range 1501 { // more than one multi-row statement, with a short last one
			at := t0.Add(time.Duration(i) * time.Minute)
			j := &steward.Job{AddressID: f.villa, ServiceType: steward.Cleaning, Status: steward.StatusPending,
				ScheduledAt: at, Price: float64(i) + 0.25, CreatedAt: at.Add(-time.Hour), UpdatedAt: at}
			if i%3 == 0 {
				j.ProID, j.Notes = &f.lena, &notes
			}
			if i%5 == 0 {
				done := at.Add(time.Hour)
				j.Status, j.CompletedAt = steward.StatusCompleted, &done
			}
			jobs = append(jobs, j)
		}
		if err := f.db.LoadJobs(ctx, f.acct, jobs); err != nil {
			t.Fatalf("LoadJobs: %v", err)
		}
		for _, i := range []int{0, 1, 499, 500, 1000, 1500} {
			want := jobs[i]
			got, err := f.jobs.FindJobByID(ctx, f.acct, want.ID)
			if err != nil {
				t.Fatalf("job %d (id %d): %v", i, want.ID, err)
			}
			if got.ScheduledAt != want.ScheduledAt || got.Price != want.Price || got.Status != want.Status ||
				!equalNotes(got.Notes, want.Notes) || (got.ProID == nil) != (want.ProID == nil) ||
				(got.CompletedAt == nil) != (want.CompletedAt == nil) || got.AccountID != f.acct {
				t.Errorf("job %d: stored %+v, want %+v", i, got, want)
			}
			// The event announces the job as it is stored.
			var object string
			if err := f.db.read.QueryRow(`SELECT object FROM events WHERE account_id = $1 AND job_id = $2 AND name = $3`,
				f.acct, want.ID, steward.EventJobScheduled).Scan(&object); err != nil {
				t.Fatalf("event of job %d: %v", want.ID, err)
			}
			if !strings.Contains(object, fmt.Sprintf(`"id":%d,`, want.ID)) {
				t.Errorf("event of job %d carries %s", want.ID, object)
			}
		}
		var deliveries int
		f.db.read.QueryRow(`SELECT COUNT(*) FROM webhook_deliveries WHERE account_id = $1`, f.acct).Scan(&deliveries)
		if deliveries != 0 {
			t.Errorf("%d webhook deliveries queued by a bulk load, want none", deliveries)
		}
		t.Run("ErrForeignAddress", func(t *testing.T) {
			j := &steward.Job{AddressID: f.otherAddr, ServiceType: steward.Cleaning, Status: steward.StatusPending, ScheduledAt: t0, CreatedAt: t0, UpdatedAt: t0}
			wantCode(t, f.db.LoadJobs(ctx, f.acct, []*steward.Job{j}), steward.EVALIDATION)
		})
	})
}

// TestConcurrentWriters runs many writers at once, some of which fail after
// writing: on SQLite they share commits (group commit), and a failed
// writer's work must vanish without taking the others' with it.
func TestConcurrentWriters(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		const n = 60
		var wg sync.WaitGroup
		errs := make([]error, n)
		boom := errors.New("boom")
		for i := range n {
			wg.Go(func() {
				errs[i] = f.db.inTx(ctx, func(tx *Tx) error {
					_, err := tx.ExecContext(ctx, `INSERT INTO api_keys (account_id, name, prefix, key_hash, created_at) VALUES ($1, $2, 'x', $3, $4)`,
						f.acct, fmt.Sprintf("writer %d", i), fmt.Sprintf("hash-%d", i), ts(tx.now))
					if err != nil {
						return err
					}
					if i%3 == 0 {
						return boom // after the write: it must be rolled back
					}
					return nil
				})
			})
		}
		wg.Wait()
		var kept []string
		rows, err := f.db.read.Query(`SELECT name FROM api_keys WHERE account_id = $1 AND name LIKE 'writer %'`, f.acct)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var name string
			rows.Scan(&name)
			kept = append(kept, name)
		}
		rows.Close()
		for i, err := range errs {
			name := fmt.Sprintf("writer %d", i)
			switch {
			case i%3 == 0 && !errors.Is(err, boom):
				t.Errorf("%s: err = %v, want its own error", name, err)
			case i%3 == 0 && slices.Contains(kept, name):
				t.Errorf("%s failed, but its row was committed", name)
			case i%3 != 0 && err != nil:
				t.Errorf("%s: %v", name, err)
			case i%3 != 0 && !slices.Contains(kept, name):
				t.Errorf("%s succeeded, but its row is missing", name)
			}
		}
		if f.db.batch == nil {
			return
		}
		t.Run("SharedCommit", func(t *testing.T) {
			// One batch of five writers, deterministically: the second
			// fails after writing, the fourth panics after writing.
			var batch []*writeReq
			for i := range 5 {
				batch = append(batch, &writeReq{ctx: ctx, done: make(chan struct{}), fn: func(tx *Tx) error {
					_, err := tx.ExecContext(ctx, `INSERT INTO api_keys (account_id, name, prefix, key_hash, created_at) VALUES ($1, $2, 'x', $3, $4)`,
						f.acct, fmt.Sprintf("batched %d", i), fmt.Sprintf("batched-%d", i), ts(tx.now))
					switch {
					case err != nil:
						return err
					case i == 1:
						return boom
					case i == 3:
						panic("writer bug")
					}
					return nil
				}})
			}
			f.db.batch.commit(batch)
			for i, r := range batch {
				var n int
				f.db.read.QueryRow(`SELECT COUNT(*) FROM api_keys WHERE name = $1`, fmt.Sprintf("batched %d", i)).Scan(&n)
				failed := i == 1 || i == 3
				if (r.err != nil) != failed || (n == 1) == failed {
					t.Errorf("writer %d: err %v, %d rows; want failed = %v and its row kept only if it succeeded", i, r.err, n, failed)
				}
			}
		})
		t.Run("Panic", func(t *testing.T) {
			// A writer's panic is its own error; the next writer still runs.
			err := f.db.inTx(ctx, func(tx *Tx) error { panic("writer bug") })
			if err == nil || !strings.Contains(err.Error(), "writer bug") {
				t.Errorf("inTx(panic) = %v, want the panic as an error", err)
			}
			if err := f.db.inTx(ctx, func(tx *Tx) error { return nil }); err != nil {
				t.Errorf("inTx after a panic: %v", err)
			}
		})
	})
}

func TestEventUUID(t *testing.T) {
	t.Parallel()
	uuidV7 := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	seen := map[string]bool{}
	prev := ""
	for i := range 1000 {
		u := newEventUUID(t0.Add(time.Duration(i) * time.Millisecond))
		if !uuidV7.MatchString(u) {
			t.Fatalf("newEventUUID = %q, want a version 7 UUID", u)
		}
		if seen[u] {
			t.Fatalf("newEventUUID repeated %q", u)
		}
		if u <= prev {
			t.Fatalf("newEventUUID(%d ms later) = %q, not after %q: later events must sort later", i, u, prev)
		}
		seen[u], prev = true, u
	}
}

func equalNotes(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// statusList is the filter's list of one status, or none for nil.
func statusList(s *steward.JobStatus) []steward.JobStatus {
	if s == nil {
		return nil
	}
	return []steward.JobStatus{*s}
}
