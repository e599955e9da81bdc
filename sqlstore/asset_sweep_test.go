package sqlstore

import (
	"context"
	"sync"
	"testing"

	"github.com/stewardhq/steward"
)

// TestSweepServiceTasks shows the equipment sweep with a fixed clock
// advanced between ticks: a task is booked once it comes within the
// lookahead, exactly once with one asset.service_due event even when
// several sweeps (replicas) run at once, and not again by a later sweep.
func TestSweepServiceTasks(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		assets := NewAssetService(f.db)
		last := t0.AddDate(0, 0, -60).Format(steward.DateLayout) // due in 30 days
		a, err := assets.CreateAsset(ctx, f.acct, f.villa, steward.AssetInput{Kind: "HVAC",
			ServiceTasks: []steward.ServiceTaskInput{{Name: "Replace filter", IntervalDays: 90, LastDoneOn: &last}}})
		if err != nil {
			t.Fatal(err)
		}
		count := func(q string) int {
			t.Helper()
			var n int
			if err := f.db.read.QueryRow(q, f.acct, a.ID).Scan(&n); err != nil {
				t.Fatal(err)
			}
			return n
		}
		jobs := func() int { return count(`SELECT COUNT(*) FROM jobs WHERE account_id = $1 AND asset_id = $2`) }
		events := func() int {
			return count(`SELECT COUNT(*) FROM events WHERE account_id = $1 AND name = 'asset.service_due' AND job_id IN
				(SELECT id FROM jobs WHERE asset_id = $2)`)
		}
		if n, err := assets.SweepServiceTasks(ctx); err != nil || n != 0 || jobs() != 0 {
			t.Fatalf("sweep 30 days ahead = %d, %v (%d jobs); want nothing booked", n, err, jobs())
		}

		f.clock.T = t0.AddDate(0, 0, 20) // 10 days before the due date
		var wg sync.WaitGroup
		booked := make([]int, 4)
		for i := range booked {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := assets.SweepServiceTasks(ctx)
				if err != nil {
					t.Errorf("sweep: %v", err)
				}
				booked[i] = n
			}()
		}
		wg.Wait()
		if total := booked[0] + booked[1] + booked[2] + booked[3]; total != 1 || jobs() != 1 || events() != 1 {
			t.Fatalf("concurrent sweeps booked %v (%d jobs, %d events); want one job and one event", booked, jobs(), events())
		}
		if n, err := assets.SweepServiceTasks(ctx); err != nil || n != 0 || jobs() != 1 || events() != 1 {
			t.Errorf("a later sweep = %d, %v; want nothing more", n, err)
		}
	})
}
