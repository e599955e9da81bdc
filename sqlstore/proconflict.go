package sqlstore

import (
	"context"

	"github.com/stewardhq/steward"
)

// checkProFree returns the PRO_CONFLICT of next, a job created (prev nil)
// or changed from prev, whose busy span overlaps another job of its pro
// (see steward.Job.ProConflict), when the change needs the check (see
// steward.Job.NeedsProCheck). addr is next's address, or nil to load it.
//
// It first locks the pro's row until the transaction ends, so two writers
// booking one pro take turns and cannot both pass the check on
// PostgreSQL (SQLite has one writer). The lock is a no-op UPDATE, as in
// lockAddress, so both engines run the same SQL.
func checkProFree(ctx context.Context, tx *Tx, prev, next *steward.Job, addr *steward.Address) error {
	if !next.NeedsProCheck(prev) {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE pros SET account_id = account_id WHERE account_id = $1 AND id = $2`,
		next.AccountID, *next.ProID); err != nil {
		return err
	}
	pro, err := findPro(ctx, tx, next.AccountID, *next.ProID)
	if err != nil {
		return err
	}
	addrs := map[int64]*steward.Address{}
	address := func(id int64) (*steward.Address, error) {
		if a, ok := addrs[id]; ok {
			return a, nil
		}
		a, err := findAddress(ctx, tx, next.AccountID, id)
		addrs[id] = a
		return a, err
	}
	if addr == nil {
		if addr, err = address(next.AddressID); err != nil {
			return err
		}
	}
	// The candidates start before next ends and at most MaxJobDuration
	// before it starts (jobs_pro_scheduled answers it); the domain decides
	// which of them overlap.
	start, end := next.Busy(addr)
	rows, err := tx.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs
		WHERE account_id = $1 AND pro_id = $2 AND scheduled_at > $3 AND scheduled_at < $4 AND id <> $5
			AND status IN ('pending', 'confirmed', 'in_progress')
		ORDER BY scheduled_at, id`,
		next.AccountID, *next.ProID, ts(start.Add(-steward.MaxJobDuration)), ts(end), next.ID)
	if err != nil {
		return err
	}
	var others []*steward.Job
	for rows.Next() {
		j, _, err := scanJob(rows)
		if err != nil {
			rows.Close()
			return err
		}
		others = append(others, j)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, o := range others {
		oa, err := address(o.AddressID)
		if err != nil {
			return err
		}
		if conflict := next.ProConflict(addr, pro, o, oa); conflict != nil {
			return conflict
		}
	}
	return nil
}
