package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// SweepServiceTasks books the service jobs of the equipment's service
// tasks coming due (within steward.ServiceLookahead), at every property
// that is not archived, in every account: for each due date of a task, one
// maintenance job linked to the asset in a vacant window between stays
// (steward.PlanService), with its reason in the job's history and one
// asset.service_due event. A task that already has a live job gets no
// other. It returns how many jobs it booked.
//
// Each property is swept in a transaction of its own that holds the
// property's row (see lockAddress), as the turnover sweep does, so a
// sweep on another replica waits its turn and then finds the task
// scheduled; the unique index jobs_live_service_task refuses a second
// live job for a task anyway.
func (s *AssetService) SweepServiceTasks(ctx context.Context) (int, error) {
	type property struct{ account, address int64 }
	var due []property
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		// The day after the lookahead in UTC covers every zone's date.
		horizon := steward.DateIn(tx.now.Add(steward.ServiceLookahead+24*time.Hour), tx.now.Location())
		rows, err := tx.QueryContext(ctx, `
			SELECT DISTINCT a.account_id, a.address_id FROM service_tasks t
			JOIN assets a ON a.account_id = t.account_id AND a.id = t.asset_id
			JOIN addresses ad ON ad.account_id = a.account_id AND ad.id = a.address_id
			WHERE ad.archived_at IS NULL AND t.next_due_on <= $1 AND t.scheduled_for <> t.next_due_on
			ORDER BY a.account_id, a.address_id`, horizon)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var p property
			if err := rows.Scan(&p.account, &p.address); err != nil {
				return err
			}
			due = append(due, p)
		}
		return rows.Err()
	})
	if err != nil {
		return 0, err
	}
	booked := 0
	for _, p := range due {
		err := s.db.inTx(ctx, func(tx *Tx) error {
			n, err := sweepServiceAt(ctx, tx, p.account, p.address)
			booked += n
			return err
		})
		if err != nil {
			return booked, translate(err)
		}
	}
	return booked, nil
}

// sweepServiceAt books the due service jobs of one property (see
// SweepServiceTasks), holding its row.
func sweepServiceAt(ctx context.Context, tx *Tx, accountID, addressID int64) (int, error) {
	addr, err := lockAddress(ctx, tx, accountID, addressID)
	if err != nil || addr.Archived() {
		return 0, err
	}
	assets, err := findAssetsAt(ctx, tx, accountID, addressID)
	if err != nil {
		return 0, err
	}
	var stays []*steward.Reservation
	booked := 0
	for _, a := range assets {
		for i := range a.ServiceTasks {
			t := &a.ServiceTasks[i]
			if !steward.ServiceDueSoon(*t, addr.Location(), tx.now) {
				continue
			}
			var live int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM jobs WHERE account_id = $1 AND service_task_id = $2
				AND status IN ('pending', 'confirmed', 'in_progress')`, accountID, t.ID).Scan(&live); err != nil {
				return booked, err
			} else if live > 0 {
				continue // the task's job is booked; it re-arms the task when done
			}
			if stays == nil {
				if stays, err = findStaysFrom(ctx, tx, addr, tx.now); err != nil {
					return booked, err
				}
			}
			plan, ok := steward.PlanService(a, t, addr, stays, tx.now)
			if !ok {
				continue // no vacant window within reach: tried again next time
			}
			c, err := steward.NewJob(accountID, plan.Job, addr, nil, tx.now)
			if err != nil {
				return booked, err
			}
			c.Actor, c.Reason = steward.ActorSystem, plan.Reason
			j, err := insertJob(ctx, tx, c)
			if err != nil {
				return booked, err
			}
			booked++
			if _, err := tx.ExecContext(ctx, `UPDATE service_tasks SET scheduled_for = next_due_on WHERE account_id = $1 AND id = $2`,
				accountID, t.ID); err != nil {
				return booked, err
			}
			t.ScheduledFor = t.NextDueOn
			if err := recordAssetChange(ctx, tx, a, steward.ActorSystem,
				fmt.Sprintf("service job %d scheduled for %q", j.ID, t.Name), plan.Reason); err != nil {
				return booked, err
			}
			if err := recordServiceDue(ctx, tx, a, t, j); err != nil {
				return booked, err
			}
		}
	}
	return booked, nil
}

// ServiceDuePayload is the object of an asset.service_due event: the
// asset, the task coming due and the job booked for it.
type ServiceDuePayload struct {
	Asset       *steward.Asset       `json:"asset"`
	ServiceTask *steward.ServiceTask `json:"service_task"`
	Job         *steward.Job         `json:"job"`
}

// recordServiceDue writes the asset.service_due event of task t of asset
// a, whose job j was just booked, into the outbox in the caller's
// transaction, with its deliveries.
func recordServiceDue(ctx context.Context, tx *Tx, a *steward.Asset, t *steward.ServiceTask, j *steward.Job) error {
	object, err := json.Marshal(ServiceDuePayload{Asset: a, ServiceTask: t, Job: j})
	if err != nil {
		return err
	}
	var eventID int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO events (uuid, account_id, name, job_id, object, previous_attributes, occurred_at, created_at)
		VALUES ($1, $2, $3, $4, $5, '{}', $6, $6) RETURNING id`,
		newEventUUID(tx.now), a.AccountID, steward.EventAssetServiceDue, j.ID, string(object), ts(tx.now)).Scan(&eventID)
	if err != nil {
		return err
	}
	return queueDeliveries(ctx, tx, a.AccountID, eventID, steward.EventAssetServiceDue)
}
