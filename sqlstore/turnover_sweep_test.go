package sqlstore

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestSweepTurnovers shows the sweep with a fixed clock advanced between
// ticks: a stay 200 days out gets no turnover until it comes within 180
// days, then exactly one, made by the system with the sweep's reason, even
// when two sweeps (two replicas) run at once; a later sweep changes nothing.
func TestSweepTurnovers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		on := true
		if _, err := f.addrs.UpdateAddress(ctx, f.acct, f.villa, steward.AddressUpdate{Turnover: steward.TurnoverUpdate{Enabled: &on}}); err != nil {
			t.Fatal(err)
		}
		near, err := f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Near",
			CheckIn: t0.AddDate(0, 0, 10), CheckOut: t0.AddDate(0, 0, 12)})
		if err != nil {
			t.Fatal(err)
		}
		far, err := f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Far",
			CheckIn: t0.AddDate(0, 0, 198), CheckOut: t0.AddDate(0, 0, 200)})
		if err != nil {
			t.Fatal(err)
		}
		turnovers := func(stay int64) []int64 {
			t.Helper()
			rows, err := f.db.read.Query(`SELECT id FROM jobs WHERE account_id = $1 AND reservation_id = $2`, f.acct, stay)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var ids []int64
			for rows.Next() {
				var id int64
				rows.Scan(&id)
				ids = append(ids, id)
			}
			return ids
		}
		if got := turnovers(near.ID); len(got) != 1 {
			t.Fatalf("near stay: %d turnovers, want 1", len(got))
		}

		// Day 0: the far stay is beyond the horizon.
		if n, err := f.res.SweepTurnovers(ctx); err != nil || n != 0 {
			t.Fatalf("sweep on day 0 = %d, %v; want 0", n, err)
		}
		if got := turnovers(far.ID); len(got) != 0 {
			t.Fatalf("far stay on day 0: %d turnovers, want 0", len(got))
		}

		// Day 19: still 181 days out.
		f.clock.T = t0.AddDate(0, 0, 19)
		if n, err := f.res.SweepTurnovers(ctx); err != nil || n != 0 {
			t.Fatalf("sweep on day 19 = %d, %v; want 0", n, err)
		}

		// Day 21: 179 days out. Two sweeps at once make one turnover.
		f.clock.T = t0.AddDate(0, 0, 21)
		var wg sync.WaitGroup
		found := make([]int, 2)
		for i := range found {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := f.res.SweepTurnovers(ctx)
				if err != nil {
					t.Errorf("sweep: %v", err)
				}
				found[i] = n
			}()
		}
		wg.Wait()
		if found[0]+found[1] < 1 || found[0] > 1 || found[1] > 1 {
			t.Errorf("the two sweeps found %v stays; want one of them (or both, racing) to find the far stay", found)
		}
		ids := turnovers(far.ID)
		if len(ids) != 1 {
			t.Fatalf("far stay on day 21: %d turnovers, want 1", len(ids))
		}
		j, err := f.jobs.FindJobByID(ctx, f.acct, ids[0])
		if err != nil {
			t.Fatal(err)
		}
		if !j.ScheduledAt.Equal(far.CheckOut) || j.Status != steward.StatusPending {
			t.Errorf("turnover at %v (%s), want pending at the check-out %v", j.ScheduledAt, j.Status, far.CheckOut)
		}
		hist, err := f.jobs.FindJobHistory(ctx, f.acct, j.ID)
		if err != nil || len(hist) != 1 {
			t.Fatalf("history = %v, %v; want one entry", hist, err)
		}
		if h := hist[0]; h.Actor != steward.ActorSystem || h.Reason == nil || *h.Reason != SweepReason || !h.At.Equal(f.clock.T) {
			t.Errorf("history = %+v (reason %v), want the system at %v with %q", h, deref(h.Reason), f.clock.T, SweepReason)
		}

		// A later sweep finds nothing to do.
		f.clock.T = f.clock.T.Add(time.Hour)
		if n, err := f.res.SweepTurnovers(ctx); err != nil || n != 0 {
			t.Fatalf("sweep after = %d, %v; want 0", n, err)
		}
		if got := turnovers(far.ID); len(got) != 1 {
			t.Errorf("far stay after another sweep: %d turnovers, want 1", len(got))
		}
	})
}
