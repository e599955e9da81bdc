package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/stewardhq/steward"
)

// AssetService implements steward.AssetService: the equipment of the
// account's properties, their service tasks and their history.
type AssetService struct{ db *DB }

// NewAssetService returns the asset service of db.
func NewAssetService(db *DB) *AssetService { return &AssetService{db: db} }

var _ steward.AssetService = (*AssetService)(nil)

var errAssetNotFound = steward.Errorf(steward.ENOTFOUND, "Asset not found")

const assetColumns = `id, account_id, address_id, kind, location, make, model, serial, installed_on, status, created_at, updated_at`

func scanAsset(row interface{ Scan(...any) error }) (*steward.Asset, error) {
	a := &steward.Asset{}
	err := row.Scan(&a.ID, &a.AccountID, &a.AddressID, &a.Kind, &a.Location, &a.Make, &a.Model, &a.Serial,
		&a.InstalledOn, &a.Status, timeCol{&a.CreatedAt}, timeCol{&a.UpdatedAt})
	return a, err
}

// findAsset returns one of the account's assets with its service tasks.
func findAsset(ctx context.Context, q queryer, accountID, id int64) (*steward.Asset, error) {
	a, err := scanAsset(q.QueryRowContext(ctx, `SELECT `+assetColumns+` FROM assets WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errAssetNotFound
	} else if err != nil {
		return nil, err
	}
	return a, loadServiceTasks(ctx, q, accountID, []*steward.Asset{a})
}

// findAssetsAt returns the assets of one of the account's properties, by
// id, with their service tasks.
func findAssetsAt(ctx context.Context, q queryer, accountID, addressID int64) ([]*steward.Asset, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+assetColumns+` FROM assets WHERE account_id = $1 AND address_id = $2 ORDER BY id`,
		accountID, addressID)
	if err != nil {
		return nil, err
	}
	list := []*steward.Asset{}
	for rows.Next() {
		a, err := scanAsset(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		list = append(list, a)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return list, loadServiceTasks(ctx, q, accountID, list)
}

// loadServiceTasks fills the service tasks of assets, in their order.
func loadServiceTasks(ctx context.Context, q queryer, accountID int64, assets []*steward.Asset) error {
	for _, a := range assets {
		rows, err := q.QueryContext(ctx, `SELECT id, name, interval_days, last_done_on, since, next_due_on, scheduled_for
			FROM service_tasks WHERE account_id = $1 AND asset_id = $2 ORDER BY position, id`, accountID, a.ID)
		if err != nil {
			return err
		}
		a.ServiceTasks = []steward.ServiceTask{}
		for rows.Next() {
			var t steward.ServiceTask
			if err := rows.Scan(&t.ID, &t.Name, &t.IntervalDays, &t.LastDoneOn, &t.Since, &t.NextDueOn, &t.ScheduledFor); err != nil {
				rows.Close()
				return err
			}
			a.ServiceTasks = append(a.ServiceTasks, t)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
	}
	return nil
}

// FindAssets returns the assets of one of the account's properties.
func (s *AssetService) FindAssets(ctx context.Context, accountID, addressID int64) ([]*steward.Asset, error) {
	var list []*steward.Asset
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		var err error
		list, err = findAssetsAt(ctx, tx, accountID, addressID)
		return err
	})
	return list, err
}

// FindAssetByID returns one of the account's assets.
func (s *AssetService) FindAssetByID(ctx context.Context, accountID, id int64) (*steward.Asset, error) {
	var a *steward.Asset
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		var err error
		a, err = findAsset(ctx, tx, accountID, id)
		return err
	})
	return a, err
}

// CreateAsset adds an asset to one of the account's properties.
func (s *AssetService) CreateAsset(ctx context.Context, accountID, addressID int64, in steward.AssetInput) (*steward.Asset, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var a steward.Asset
	err := s.db.inTx(ctx, func(tx *Tx) error {
		addr, err := findAddress(ctx, tx, accountID, addressID)
		if err != nil {
			return err
		} else if addr.Archived() {
			return steward.Errorf(steward.EVALIDATION, "Invalid address: the property is archived")
		}
		a = steward.NewAsset(accountID, addr, in, tx.now)
		err = tx.QueryRowContext(ctx, `INSERT INTO assets (account_id, address_id, kind, location, make, model, serial,
				installed_on, status, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
			accountID, addr.ID, a.Kind, a.Location, a.Make, a.Model, a.Serial, a.InstalledOn, string(a.Status), ts(tx.now)).Scan(&a.ID)
		if err != nil {
			return err
		}
		if err := writeServiceTasks(ctx, tx, &a); err != nil {
			return err
		}
		if err := recordAssetChange(ctx, tx, &a, "", "created: "+a.Title(), ""); err != nil {
			return err
		}
		// A task already due gets its job now, not at the next sweep.
		_, err = sweepServiceAt(ctx, tx, accountID, addr.ID)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return &a, nil
}

// writeServiceTasks makes the stored tasks of a those of a.ServiceTasks:
// tasks with an id are updated, new ones inserted (a gets their ids), and
// the others deleted.
func writeServiceTasks(ctx context.Context, tx *Tx, a *steward.Asset) error {
	keep := map[int64]bool{}
	for i := range a.ServiceTasks {
		if id := a.ServiceTasks[i].ID; id > 0 {
			keep[id] = true
		}
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM service_tasks WHERE account_id = $1 AND asset_id = $2`, a.AccountID, a.ID)
	if err != nil {
		return err
	}
	var gone []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		if !keep[id] {
			gone = append(gone, id)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range gone {
		if _, err := tx.ExecContext(ctx, `DELETE FROM service_tasks WHERE account_id = $1 AND id = $2`, a.AccountID, id); err != nil {
			return err
		}
	}
	for i := range a.ServiceTasks {
		t := &a.ServiceTasks[i]
		if t.ID > 0 {
			_, err = tx.ExecContext(ctx, `UPDATE service_tasks SET position = $1, name = $2, interval_days = $3,
					last_done_on = $4, since = $5, next_due_on = $6, scheduled_for = $7
				WHERE account_id = $8 AND asset_id = $9 AND id = $10`,
				i, t.Name, t.IntervalDays, t.LastDoneOn, t.Since, t.NextDueOn, t.ScheduledFor, a.AccountID, a.ID, t.ID)
		} else {
			err = tx.QueryRowContext(ctx, `INSERT INTO service_tasks (account_id, asset_id, position, name, interval_days,
					last_done_on, since, next_due_on, scheduled_for)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
				a.AccountID, a.ID, i, t.Name, t.IntervalDays, t.LastDoneOn, t.Since, t.NextDueOn, t.ScheduledFor).Scan(&t.ID)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// UpdateAsset changes one of the account's assets (see steward.Asset.Apply).
func (s *AssetService) UpdateAsset(ctx context.Context, accountID, id int64, u steward.AssetUpdate) (*steward.Asset, error) {
	if err := u.Validate(); err != nil {
		return nil, err
	}
	var next steward.Asset
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a, err := findAsset(ctx, tx, accountID, id)
		if err != nil {
			return err
		}
		addr, err := findAddress(ctx, tx, accountID, a.AddressID)
		if err != nil {
			return err
		}
		var change string
		next, change, err = a.Apply(u, addr, tx.now)
		if err != nil || change == "" {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE assets SET kind = $1, location = $2, make = $3, model = $4, serial = $5,
				installed_on = $6, status = $7, updated_at = $8
			WHERE account_id = $9 AND id = $10`,
			next.Kind, next.Location, next.Make, next.Model, next.Serial, next.InstalledOn, string(next.Status), ts(next.UpdatedAt),
			accountID, id)
		if err != nil {
			return err
		}
		if err := writeServiceTasks(ctx, tx, &next); err != nil {
			return err
		}
		if err := recordAssetChange(ctx, tx, &next, "", change, ""); err != nil {
			return err
		}
		if _, err := sweepServiceAt(ctx, tx, accountID, next.AddressID); err != nil {
			return err
		}
		a, err = findAsset(ctx, tx, accountID, id) // as the sweep left it
		next = *a
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return &next, nil
}

// deleteReason is the history reason of the service jobs DeleteAsset
// cancels.
const deleteReason = "its asset was deleted"

// DeleteAsset deletes one of the account's assets and its tasks and
// history; its open service jobs are cancelled, and its jobs lose their
// link to it.
func (s *AssetService) DeleteAsset(ctx context.Context, accountID, id int64) error {
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findAsset(ctx, tx, accountID, id); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT id FROM jobs WHERE account_id = $1 AND asset_id = $2
			AND service_task_id IS NOT NULL AND status IN ('pending', 'confirmed') ORDER BY id`, accountID, id)
		if err != nil {
			return err
		}
		var live []int64
		for rows.Next() {
			var jobID int64
			if err := rows.Scan(&jobID); err != nil {
				rows.Close()
				return err
			}
			live = append(live, jobID)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, jobID := range live {
			_, err := changeJob(ctx, tx, accountID, jobID, func(j steward.Job) (steward.JobChange, error) {
				c, err := j.Cancel(tx.now)
				c.Actor, c.Reason = steward.ActorSystem, deleteReason
				return c, err
			})
			if err != nil {
				return err
			}
		}
		for _, q := range []string{
			`UPDATE jobs SET asset_id = NULL, service_task_id = NULL, version = version + 1 WHERE account_id = $1 AND asset_id = $2`,
			`DELETE FROM service_tasks WHERE account_id = $1 AND asset_id = $2`,
			`DELETE FROM asset_history WHERE account_id = $1 AND asset_id = $2`,
			`DELETE FROM assets WHERE account_id = $1 AND id = $2`,
		} {
			if _, err := tx.ExecContext(ctx, q, accountID, id); err != nil {
				return err
			}
		}
		return nil
	})
	return translate(err)
}

// FindAssetHistory returns the jobs about one of the account's assets and
// the asset's changes.
func (s *AssetService) FindAssetHistory(ctx context.Context, accountID, id int64) (*steward.AssetHistory, error) {
	h := &steward.AssetHistory{Jobs: []*steward.Job{}, Changes: []*steward.AssetChange{}}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findAsset(ctx, tx, accountID, id); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs WHERE account_id = $1 AND asset_id = $2
			ORDER BY scheduled_at, id`+limitClause(steward.MaxAssetHistoryJobs), accountID, id)
		if err != nil {
			return err
		}
		for rows.Next() {
			j, _, err := scanJob(rows)
			if err != nil {
				rows.Close()
				return err
			}
			h.Jobs = append(h.Jobs, j)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		rows, err = tx.QueryContext(ctx, `SELECT at, actor, change, reason FROM asset_history
			WHERE account_id = $1 AND asset_id = $2 ORDER BY id`, accountID, id)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			e := &steward.AssetChange{}
			if err := rows.Scan(timeCol{&e.At}, &e.Actor, &e.Change, &e.Reason); err != nil {
				return err
			}
			h.Changes = append(h.Changes, e)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	return h, nil
}

// recordAssetChange writes an entry of a's history: by actor ("" for the
// caller, see steward.ActorFromContext), with reason ("" for none).
func recordAssetChange(ctx context.Context, tx *Tx, a *steward.Asset, actor, change, reason string) error {
	if actor == "" {
		actor = steward.ActorFromContext(ctx)
	}
	var why *string
	if reason != "" {
		why = &reason
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO asset_history (account_id, asset_id, at, actor, change, reason)
		VALUES ($1, $2, $3, $4, $5, $6)`, a.AccountID, a.ID, ts(tx.now), actor, change, why)
	return err
}

// checkJobAsset returns the validation error, naming asset_id, of linking
// a job at property addressID to asset id: it must be an asset of the
// account at that property.
func checkJobAsset(ctx context.Context, tx *Tx, accountID, id, addressID int64) error {
	var at int64
	err := tx.QueryRowContext(ctx, `SELECT address_id FROM assets WHERE account_id = $1 AND id = $2`, accountID, id).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) {
		return steward.Errorf(steward.EVALIDATION, "Invalid asset_id: asset %d does not exist in this account", id)
	} else if err != nil {
		return err
	} else if at != addressID {
		return steward.Errorf(steward.EVALIDATION, "Invalid asset_id: asset %d is at another property (address %d), not at the job's (address %d)",
			id, at, addressID)
	}
	return nil
}

// syncJobAsset keeps the assets of a job that changed from prev (nil:
// created) to cur in step with it, in the caller's transaction: a service
// job completed re-arms its task (steward.ServiceDone), and a repair
// opened or closed moves its asset's status (steward.AssetStatusFor).
func syncJobAsset(ctx context.Context, tx *Tx, prev, cur *steward.Job) error {
	if cur.ServiceTaskID != nil && cur.AssetID != nil && cur.Status == steward.StatusCompleted &&
		(prev == nil || prev.Status != steward.StatusCompleted) {
		if err := serviceDone(ctx, tx, cur); err != nil {
			return err
		}
	}
	open := func(j *steward.Job) *int64 {
		if j != nil && j.Repair() && !j.Status.Final() {
			return j.AssetID
		}
		return nil
	}
	before, after := open(prev), open(cur)
	if equalID(before, after) {
		return nil
	}
	for _, id := range []*int64{before, after} {
		if id != nil {
			if err := syncAssetStatus(ctx, tx, cur, *id); err != nil {
				return err
			}
		}
	}
	return nil
}

// serviceDone re-arms the service task job j carried out: done on the day
// of its completion in the property's zone.
func serviceDone(ctx context.Context, tx *Tx, j *steward.Job) error {
	a, err := findAsset(ctx, tx, j.AccountID, *j.AssetID)
	if errors.Is(err, errAssetNotFound) {
		return nil
	} else if err != nil {
		return err
	}
	addr, err := findAddress(ctx, tx, j.AccountID, a.AddressID)
	if err != nil {
		return err
	}
	for _, t := range a.ServiceTasks {
		if t.ID != *j.ServiceTaskID {
			continue
		}
		done := steward.ServiceDone(t, a.InstalledOn, *j.CompletedAt, addr.Location())
		_, err := tx.ExecContext(ctx, `UPDATE service_tasks SET last_done_on = $1, next_due_on = $2
			WHERE account_id = $3 AND id = $4`, done.LastDoneOn, done.NextDueOn, j.AccountID, t.ID)
		if err != nil {
			return err
		}
		return recordAssetChange(ctx, tx, a, steward.ActorSystem,
			fmt.Sprintf("service task %q done on %s; next due %s", t.Name, *done.LastDoneOn, done.NextDueOn),
			fmt.Sprintf("job %d was completed", j.ID))
	}
	return nil // the task was removed since
}

// syncAssetStatus sets the status of asset id after a change of job j, one
// of its repairs, from the number of its repairs still open.
func syncAssetStatus(ctx context.Context, tx *Tx, j *steward.Job, id int64) error {
	a, err := scanAsset(tx.QueryRowContext(ctx, `SELECT `+assetColumns+` FROM assets WHERE account_id = $1 AND id = $2`, j.AccountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	} else if err != nil {
		return err
	}
	var n int
	err = tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM jobs WHERE account_id = $1 AND asset_id = $2 AND service_task_id IS NULL
		AND service_type = 'maintenance' AND status IN ('pending', 'confirmed', 'in_progress')`, j.AccountID, id).Scan(&n)
	if err != nil {
		return err
	}
	next := steward.AssetStatusFor(a.Status, n)
	if next == a.Status {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `UPDATE assets SET status = $1, updated_at = $2 WHERE account_id = $3 AND id = $4`,
		string(next), ts(tx.now), j.AccountID, id); err != nil {
		return err
	}
	why := fmt.Sprintf("repair job %d is %s", j.ID, j.Status)
	if n > 0 {
		why = fmt.Sprintf("repair job %d is open", j.ID)
	}
	return recordAssetChange(ctx, tx, a, steward.ActorSystem, fmt.Sprintf("status %s → %s", a.Status, next), why)
}
