package sqlstore

import (
	"context"

	"github.com/stewardhq/steward"
)

// SweepReason is the history reason of the turnovers SweepTurnovers
// creates.
const SweepReason = "the stay came within 180 days"

// SweepTurnovers gives their turnovers to the confirmed stays that have
// come within steward.TurnoverHorizon since anything last changed at their
// property, at every property with turnovers on, in every account (like
// the calendar syncer's claim, it serves them all). It returns how many
// stays it found without one.
//
// Each property is swept in a transaction of its own that holds the
// property's row (see lockAddress), as any writer of its stays does, so a
// sweep on another replica or a change of a stay waits its turn, then finds
// the turnover made and makes none (the unique index jobs_reservation
// would refuse a second anyway).
func (s *ReservationService) SweepTurnovers(ctx context.Context) (int, error) {
	type property struct{ account, address int64 }
	var due []property
	found := 0
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		rows, err := tx.QueryContext(ctx, `
			SELECT r.account_id, r.address_id, COUNT(*) FROM reservations r
			JOIN addresses a ON a.account_id = r.account_id AND a.id = r.address_id
			WHERE a.turnover_enabled AND a.archived_at IS NULL
				AND r.status = 'confirmed' AND r.check_out >= $1 AND r.check_out <= $2
				AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.account_id = r.account_id AND j.reservation_id = r.id)
			GROUP BY r.account_id, r.address_id ORDER BY r.account_id, r.address_id`,
			ts(tx.now), ts(tx.now.Add(steward.TurnoverHorizon)))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var p property
			var n int
			if err := rows.Scan(&p.account, &p.address, &n); err != nil {
				return err
			}
			due = append(due, p)
			found += n
		}
		return rows.Err()
	})
	if err != nil {
		return 0, err
	}
	for _, p := range due {
		err := s.db.inTx(ctx, func(tx *Tx) error {
			a, err := lockAddress(ctx, tx, p.account, p.address)
			if err != nil {
				return err
			}
			return syncTurnovers(ctx, tx, a, SweepReason)
		})
		if err != nil {
			return found, translate(err)
		}
	}
	return found, nil
}
