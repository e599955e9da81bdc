package sqlstore

import (
	"context"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// syncTurnovers brings the turnovers at address a in line with its stays,
// in the caller's transaction, which holds a's row (see lockAddress), so
// that two writers at one property take turns and never both create a
// stay's turnover (the unique index jobs_reservation would refuse the
// second anyway). reason says what prompted the sync; it is the reason of
// every change made. The rules are docs/turnovers.md's:
//
//   - a live (pending or confirmed) turnover of a stay no longer confirmed
//     is cancelled;
//   - a live turnover of a confirmed stay follows it (Job.FollowTurnover);
//   - a confirmed stay that checks out from now to TurnoverHorizon ahead,
//     at a property with turnovers on, that has no turnover (in any
//     status), gets one.
func syncTurnovers(ctx context.Context, tx *Tx, a *steward.Address, reason string) error {
	if a.Archived() {
		return nil
	}
	accountID := a.AccountID
	stays, err := findStaysFrom(ctx, tx, a, tx.now)
	if err != nil {
		return err
	}
	plans := map[int64]steward.TurnoverPlan{}
	for i, s := range stays {
		var next *steward.Reservation
		if i+1 < len(stays) {
			next = stays[i+1]
		}
		plans[s.ID] = steward.PlanTurnover(s, next, a)
	}

	// Every turnover at the property, by its stay.
	rows, err := tx.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs
		WHERE account_id = $1 AND address_id = $2 AND reservation_id IS NOT NULL ORDER BY id`, accountID, a.ID)
	if err != nil {
		return err
	}
	var jobs []*steward.Job
	hasTurnover := map[int64]bool{}
	for rows.Next() {
		j, _, err := scanJob(rows)
		if err != nil {
			rows.Close()
			return err
		}
		hasTurnover[*j.ReservationID] = true
		if j.Cancellable() {
			jobs = append(jobs, j)
		}
	}
	rows.Close() // before the writes: a transaction has one connection
	if err := rows.Err(); err != nil {
		return err
	}

	d := time.Duration(a.Turnover.DurationMinutes) * time.Minute
	for _, j := range jobs {
		p, ok := plans[*j.ReservationID]
		if !ok {
			stay, err := findReservation(ctx, tx, accountID, *j.ReservationID)
			if err != nil {
				return err
			} else if stay.Status == steward.ReservationConfirmed {
				continue // a stay in the past: its turnover is the host's now
			}
			_, err = changeJob(ctx, tx, accountID, j.ID, func(j steward.Job) (steward.JobChange, error) {
				c, err := j.Cancel(tx.now)
				c.Actor, c.Reason = steward.ActorSystem, reason
				return c, err
			})
			if err != nil {
				return err
			}
			continue
		}
		_, err := changeJob(ctx, tx, accountID, j.ID, func(j steward.Job) (steward.JobChange, error) {
			return j.FollowTurnover(p, d, reason, tx.now), nil
		})
		if err != nil {
			return err
		}
	}

	if !a.Turnover.Enabled {
		return nil
	}
	var pro *steward.Pro
	if a.Turnover.ProID != nil {
		if pro, err = findPro(ctx, tx, accountID, *a.Turnover.ProID); err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
			return err
		}
	}
	horizon := tx.now.Add(steward.TurnoverHorizon)
	for _, s := range stays {
		if hasTurnover[s.ID] || s.CheckOut.After(horizon) {
			continue
		}
		if _, err := insertJob(ctx, tx, steward.NewTurnover(s, a, pro, plans[s.ID], reason, tx.now)); err != nil {
			return err
		}
	}
	return nil
}

// findStaysFrom returns the confirmed stays at a that check out at from or
// later, by check-in.
func findStaysFrom(ctx context.Context, tx *Tx, a *steward.Address, from time.Time) ([]*steward.Reservation, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+reservationColumns+` FROM reservations
		WHERE account_id = $1 AND address_id = $2 AND status = 'confirmed' AND check_out >= $3 ORDER BY check_in, id`,
		a.AccountID, a.ID, ts(from))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []*steward.Reservation
	for rows.Next() {
		r, err := scanReservation(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, r)
	}
	return list, rows.Err()
}

// stayReason is the reason of the turnover changes that the change of a
// stay from prev (nil: created) to cur brings.
func stayReason(prev, cur *steward.Reservation) string {
	what := "changed"
	switch {
	case prev == nil:
		what = "created"
	case cur.Status == steward.ReservationCancelled:
		what = "cancelled"
	case prev.Status == steward.ReservationCancelled:
		what = "confirmed again"
	case !prev.CheckIn.Equal(cur.CheckIn) || !prev.CheckOut.Equal(cur.CheckOut):
		what = "now from " + cur.CheckIn.UTC().Format(time.RFC3339) + " to " + cur.CheckOut.UTC().Format(time.RFC3339)
	}
	return "reservation " + strconv.FormatInt(cur.ID, 10) + " (" + cur.GuestName + ") " + what
}
