package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// JobService implements steward.JobService. Every change writes its event
// to the outbox (the events table) in the same transaction.
type JobService struct{ db *DB }

// NewJobService returns the job service of db.
func NewJobService(db *DB) *JobService { return &JobService{db: db} }

var _ steward.JobService = (*JobService)(nil)

const jobColumns = `id, account_id, address_id, pro_id, service_type, status, scheduled_at, completed_at,
	price_cents, notes, created_at, updated_at, version, reservation_id, window_end, same_day, time_by_hand,
	assignment, offered_to, failure_reason, offer_expires_at, at_risk_at, next_check_at,
	reclean_of, rating_score, rating_categories, rating_comment, rated_at,
	cost_cents, cost_by_hand, started_at, asset_id, service_task_id`

// scanJob scans a row of jobColumns, after the columns of before if any.
func scanJob(row interface{ Scan(...any) error }, before ...any) (*steward.Job, int, error) {
	j := &steward.Job{}
	var cents int64
	var cost sql.NullInt64
	var version int
	var rating ratingCols
	err := row.Scan(append(before, &j.ID, &j.AccountID, &j.AddressID, &j.ProID, &j.ServiceType, &j.Status, timeCol{&j.ScheduledAt},
		nullTimeCol{&j.CompletedAt}, &cents, &j.Notes, timeCol{&j.CreatedAt}, timeCol{&j.UpdatedAt}, &version,
		&j.ReservationID, nullTimeCol{&j.WindowEnd}, &j.SameDay, &j.TimeByHand,
		&j.Assignment, &j.OfferedTo, &j.FailureReason, nullTimeCol{&j.OfferExpiresAt}, nullTimeCol{&j.AtRiskAt}, nullTimeCol{&j.NextCheckAt},
		&j.RecleanOf, &rating.score, &rating.categories, &rating.comment, nullTimeCol{&rating.at},
		&cost, &j.CostByHand, nullTimeCol{&j.StartedAt},
		&j.AssetID, &j.ServiceTaskID)...)
	j.Price = float64(cents) / 100
	j.Rating = rating.rating()
	if cost.Valid {
		v := steward.Cents(cost.Int64).Float()
		j.Cost = &v
	}
	return j, version, err
}

func toCents(price float64) int64 { return int64(math.Round(price * 100)) }

// FindJobByID returns one of the account's jobs.
func (s *JobService) FindJobByID(ctx context.Context, accountID, id int64) (*steward.Job, error) {
	j, _, err := findJob(ctx, s.db.read, accountID, id)
	return j, err
}

func findJob(ctx context.Context, q queryer, accountID, id int64) (*steward.Job, int, error) {
	j, v, err := scanJob(q.QueryRowContext(ctx, `SELECT `+jobColumns+` FROM jobs WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 0, steward.Errorf(steward.ENOTFOUND, "Job not found")
	}
	return j, v, err
}

// FindJobs returns one page of the account's jobs matching filter, ordered by
// scheduled_at then id, and the number of all matches. One statement reads
// both, so they agree without a transaction.
func (s *JobService) FindJobs(ctx context.Context, accountID int64, f steward.JobFilter) ([]*steward.Job, int, error) {
	if err := f.Validate(); err != nil {
		return nil, 0, err
	}
	q := jobQueryOf(accountID, f)
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+q.total+`, `+jobColumns+` FROM jobs WHERE `+q.where+
		` ORDER BY scheduled_at, id`+limitClause(f.Limit)+` OFFSET $`+strconv.Itoa(len(q.args)+1),
		append(q.args, f.Offset)...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	jobs := []*steward.Job{}
	var total int
	for rows.Next() {
		j, _, err := scanJob(rows, &total)
		if s.db.skipUnreadable(ctx, "jobs", accountID, j.ID, err) {
			continue
		} else if err != nil {
			return nil, 0, err
		}
		jobs = append(jobs, j)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(jobs) == 0 && f.Offset > 0 {
		// A page past the end has no row to carry the total.
		err = s.db.read.QueryRowContext(ctx, `SELECT `+q.total, q.args...).Scan(&total)
	}
	return jobs, total, err
}

// jobQuery is a job filter as SQL: the condition on jobs, a scalar
// subquery of the number of matching jobs, and their arguments ($1 is the
// account).
type jobQuery struct {
	where string
	total string
	args  []any
}

// jobQueryOf builds the SQL of a job filter. The total comes from the
// counters (jobcount.go) when the filter is by property and status only
// (what the REST interface offers), and from counting the jobs otherwise.
func jobQueryOf(accountID int64, f steward.JobFilter) jobQuery {
	var where, counts strings.Builder
	args := make([]any, 1, 6)
	args[0] = accountID
	where.WriteString("account_id = $1")
	counts.WriteString("account_id = $1")
	add := func(col string, v any, counted bool) {
		args = append(args, v)
		cond := col + strconv.Itoa(len(args))
		where.WriteString(" AND ")
		where.WriteString(cond)
		if counted {
			counts.WriteString(" AND ")
			counts.WriteString(cond)
		}
	}
	if f.AddressID != nil {
		add("address_id = $", *f.AddressID, true)
	}
	if f.ProID != nil {
		add("pro_id = $", *f.ProID, false)
	}
	if f.ReservationID != nil {
		// Served by the unique index jobs_reservation (account_id, reservation_id).
		add("reservation_id = $", *f.ReservationID, false)
	}
	if len(f.Statuses) > 0 {
		// status IN ($n, …): the counters answer it too, summing rows.
		in := make([]string, len(f.Statuses))
		for i, st := range f.Statuses {
			args = append(args, string(st))
			in[i] = "$" + strconv.Itoa(len(args))
		}
		cond := " AND status IN (" + strings.Join(in, ", ") + ")"
		where.WriteString(cond)
		counts.WriteString(cond)
	}
	if f.From != nil {
		add("scheduled_at >= $", ts(*f.From), false)
	}
	if f.To != nil {
		add("scheduled_at < $", ts(*f.To), false)
	}
	q := jobQuery{where: where.String(), args: args}
	switch {
	case !countsAnswer(f):
		q.total = "(SELECT COUNT(*) FROM jobs WHERE " + q.where + ")"
	case f.AddressID != nil:
		q.total = "(SELECT CAST(COALESCE(SUM(n), 0) AS BIGINT) FROM job_counts WHERE " + counts.String() + ")"
	default:
		q.total = "(SELECT CAST(COALESCE(SUM(n), 0) AS BIGINT) FROM job_totals WHERE " + counts.String() + ")"
	}
	return q
}

// CreateJob requests a job. It starts pending; without a price it gets the
// market estimate for its address and service type.
func (s *JobService) CreateJob(ctx context.Context, accountID int64, in steward.JobCreate) (*steward.Job, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var job *steward.Job
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		job, err = createJob(ctx, tx, accountID, in)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return job, nil
}

func createJob(ctx context.Context, tx *Tx, accountID int64, in steward.JobCreate) (*steward.Job, error) {
	addr, err := findAddress(ctx, tx, accountID, in.AddressID)
	if err != nil {
		return nil, unknownRef("address_id", in.AddressID, err)
	} else if addr.Archived() {
		return nil, archivedRef(addr)
	}
	var pro *steward.Pro
	if in.ProID != nil {
		if pro, err = findPro(ctx, tx, accountID, *in.ProID); err != nil {
			return nil, unknownRef("pro_id", *in.ProID, err)
		}
	}
	if in.AssetID != nil {
		if err := checkJobAsset(ctx, tx, accountID, *in.AssetID, addr.ID); err != nil {
			return nil, err
		}
	}
	in.ScheduledAt = in.ScheduledAt.Truncate(timePrecision)
	if in.Price != nil {
		price := float64(toCents(*in.Price)) / 100
		in.Price = &price
	}
	if !in.DuringStay {
		if err := checkDuringStay(ctx, tx, addr, in.ScheduledAt); err != nil {
			return nil, err
		}
	}
	c, err := steward.NewJob(accountID, in, addr, pro, tx.now)
	if err != nil {
		return nil, err
	} else if err := checkProFree(ctx, tx, nil, &c.Job, addr); err != nil {
		return nil, err
	}
	return insertJob(ctx, tx, c)
}

// insertJob writes the new job of c with its event and its first history
// entry.
func insertJob(ctx context.Context, tx *Tx, c steward.JobChange) (*steward.Job, error) {
	j := &c.Job
	accountID := j.AccountID
	if j.Assignment == "" {
		j.Assignment = steward.Unassigned
		if j.ProID != nil {
			j.Assignment = steward.Accepted
		}
	}
	j.NextCheckAt = j.NextCheck(tx.db.Offers)
	if err := priceJobCost(ctx, tx, nil, j, tx.now); err != nil {
		return nil, err
	}
	err := tx.QueryRowContext(ctx, `
		INSERT INTO jobs (account_id, address_id, pro_id, service_type, status, scheduled_at, price_cents, notes, created_at, updated_at,
			reservation_id, window_end, same_day, time_by_hand, assignment, next_check_at, reclean_of, cost_cents, cost_by_hand, started_at, asset_id, service_task_id)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22) RETURNING id`,
		accountID, j.AddressID, j.ProID, string(j.ServiceType), string(j.Status), ts(j.ScheduledAt), toCents(j.Price),
		j.Notes, ts(j.CreatedAt), ts(j.UpdatedAt), j.ReservationID, tsPtr(j.WindowEnd), j.SameDay, j.TimeByHand,
		string(j.Assignment), tsPtr(j.NextCheckAt), j.RecleanOf, costCents(j.Cost), j.CostByHand, tsPtr(j.StartedAt), j.AssetID, j.ServiceTaskID).Scan(&j.ID)
	if err != nil {
		return nil, err
	}
	if err := recordJobEvent(ctx, tx, c.Event, nil, j, nil); err != nil {
		return nil, err
	}
	if err := recordJobHistory(ctx, tx, c, nil); err != nil {
		return nil, err
	}
	if err := copyJobTodos(ctx, tx, j); err != nil {
		return nil, err
	} else if err := syncJobAsset(ctx, tx, nil, j); err != nil {
		return nil, err
	}
	j, err = offerIfUnassigned(ctx, tx, nil, j) // an offer changes the assignment, not the status
	if err != nil {
		return nil, err
	}
	// The counters last: their rows are shared by the account's writers,
	// and on PostgreSQL a row stays locked until the commit.
	return j, addJobCounts(ctx, tx, accountID, j.AddressID, j.ID, jobCountDelta{j.Status, 1})
}

// UpdateJob reschedules, annotates, reassigns, reprices or moves a job
// along its life-cycle.
func (s *JobService) UpdateJob(ctx context.Context, accountID, id int64, upd steward.JobUpdate) (*steward.Job, error) {
	if err := upd.Validate(); err != nil {
		return nil, err
	}
	var job *steward.Job
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		job, err = updateJob(ctx, tx, accountID, id, upd)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return job, nil
}

// updateJob applies a validated update to job id (see UpdateJob).
func updateJob(ctx context.Context, tx *Tx, accountID, id int64, upd steward.JobUpdate) (*steward.Job, error) {
	if upd.ScheduledAt != nil {
		at := upd.ScheduledAt.Truncate(timePrecision) // as kept, so the domain compares what is stored
		upd.ScheduledAt = &at
	}
	if upd.Price != nil {
		price := float64(toCents(*upd.Price)) / 100 // as kept, likewise
		upd.Price = &price
	}
	if upd.Cost != nil {
		cost := float64(toCents(*upd.Cost)) / 100 // as kept, likewise
		upd.Cost = &cost
	}
	return changeJob(ctx, tx, accountID, id, func(j steward.Job) (steward.JobChange, error) {
		if upd.Status != nil && *upd.Status == steward.StatusCompleted && j.Status != steward.StatusCompleted {
			missing, err := todosMissing(ctx, tx, accountID, id)
			if err != nil {
				return steward.JobChange{}, err
			}
			j.TodosMissing = missing
		}
		if upd.AssetID != nil && !upd.UnlinkAsset {
			if err := checkJobAsset(ctx, tx, accountID, *upd.AssetID, j.AddressID); err != nil {
				return steward.JobChange{}, err
			}
		}
		var pro *steward.Pro
		if proID, ok := upd.ProToLoad(j); ok {
			p, err := findPro(ctx, tx, accountID, proID)
			if err != nil {
				return steward.JobChange{}, unknownRef("pro_id", proID, err)
			}
			pro = p
		}
		c, err := j.Apply(upd, pro, tx.now)
		if err == nil && j.Status == steward.StatusCancelled && c.Job.Status == steward.StatusPending {
			// Reinstated: its property must still be in service.
			if a, aerr := findAddress(ctx, tx, accountID, j.AddressID); aerr != nil {
				err = aerr
			} else if a.Archived() {
				err = archivedRef(a)
			}
		}
		if err == nil && c.Changed {
			err = checkProFree(ctx, tx, &j, &c.Job, nil)
		}
		if err == nil && c.Changed && !c.Job.ScheduledAt.Equal(j.ScheduledAt) && !upd.DuringStay {
			return c, checkMoveDuringStay(ctx, tx, accountID, j, c.Job.ScheduledAt)
		}
		return c, err
	})
}

// CancelJob cancels a pending or confirmed job (see steward.Job.Cancel).
func (s *JobService) CancelJob(ctx context.Context, accountID, id int64) (*steward.Job, error) {
	var job *steward.Job
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		job, err = cancelJob(ctx, tx, accountID, id)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return job, nil
}

// cancelJob cancels job id (see CancelJob).
func cancelJob(ctx context.Context, tx *Tx, accountID, id int64) (*steward.Job, error) {
	return changeJob(ctx, tx, accountID, id, func(j steward.Job) (steward.JobChange, error) { return j.Cancel(tx.now) })
}

// changeJob finds the job, lets the domain change it (with Job.Apply or
// Job.Cancel), and writes the change with its event, unless nothing changed.
func changeJob(ctx context.Context, tx *Tx, accountID, id int64, change func(steward.Job) (steward.JobChange, error)) (*steward.Job, error) {
	prev, version, err := findJob(ctx, tx, accountID, id)
	if err != nil {
		return nil, err
	}
	c, err := change(*prev)
	if err != nil {
		return nil, err
	} else if !c.Changed {
		return prev, nil // no write, no event
	}
	next := &c.Job
	next.NextCheckAt = next.NextCheck(tx.db.Offers)
	at := tx.now
	if c.OccurredAt != nil {
		at = *c.OccurredAt
	}
	if err := priceJobCost(ctx, tx, prev, next, at); err != nil {
		return nil, err
	}
	var failure *string
	if next.FailureReason != nil {
		failure = (*string)(next.FailureReason)
	}
	res, err := tx.ExecContext(ctx, `
		UPDATE jobs SET status = $1, scheduled_at = $2, completed_at = $3, notes = $4, updated_at = $5,
			pro_id = $6, service_type = $7, price_cents = $8, window_end = $12, same_day = $13, time_by_hand = $14,
			assignment = $15, offered_to = $16, failure_reason = $17, offer_expires_at = $18, at_risk_at = $19, next_check_at = $20,
			cost_cents = $21, cost_by_hand = $22, started_at = $23, asset_id = $24, service_task_id = $25, version = version + 1
		WHERE account_id = $9 AND id = $10 AND version = $11`,
		string(next.Status), ts(next.ScheduledAt), tsPtr(next.CompletedAt), next.Notes, ts(next.UpdatedAt),
		next.ProID, string(next.ServiceType), toCents(next.Price), accountID, id, version,
		tsPtr(next.WindowEnd), next.SameDay, next.TimeByHand,
		string(next.Assignment), next.OfferedTo, failure, tsPtr(next.OfferExpiresAt), tsPtr(next.AtRiskAt), tsPtr(next.NextCheckAt),
		costCents(next.Cost), next.CostByHand, tsPtr(next.StartedAt),
		next.AssetID, next.ServiceTaskID)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		// Another replica changed the job between our read and write.
		return nil, steward.Errorf(steward.ECONFLICT, "The job was changed at the same time by another request; retry")
	}
	if err := updateProRecord(ctx, tx, c.Event, next); err != nil {
		return nil, err
	}
	if err := recordOfferAnswer(ctx, tx, prev, c); err != nil {
		return nil, err
	}
	if err := recordJobEvent(ctx, tx, c.Event, prev, next, c.OccurredAt); err != nil {
		return nil, err
	}
	if c.Event == steward.EventJobAtRisk { // the host is told by e-mail too (docs/notifications.md)
		if err := queueAtRiskMail(ctx, tx, next, c.Reason); err != nil {
			return nil, err
		}
	}
	if err := recordJobHistory(ctx, tx, c, prev); err != nil {
		return nil, err
	} else if err := syncJobAsset(ctx, tx, prev, next); err != nil {
		return nil, err
	}
	if next.Status == steward.StatusCompleted && prev.Status != steward.StatusCompleted {
		if err := applyJobSupplies(ctx, tx, next); err != nil { // its checklist's counts (supply_restock.go)
			return nil, err
		}
	}
	if next.Status != prev.Status { // the counters last, as in createJob
		err := addJobCounts(ctx, tx, accountID, next.AddressID, next.ID, jobCountDelta{prev.Status, -1}, jobCountDelta{next.Status, 1})
		if err != nil {
			return nil, err
		}
	}
	return offerIfUnassigned(ctx, tx, prev, next)
}

// updateProRecord keeps the counters a pro's rating is computed from: the
// jobs whose change announced job.completed or job.failed (see steward.Pro).
func updateProRecord(ctx context.Context, tx *Tx, event string, next *steward.Job) error {
	if next.FailureReason != nil && *next.FailureReason == steward.FailProCancelled && event == steward.EventJobFailed {
		// The failure is the pro's who dropped the job (see droppedBy).
		proID, err := droppedBy(ctx, tx, next)
		if err != nil || proID == 0 {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE pros SET failed_jobs = failed_jobs + 1 WHERE account_id = $1 AND id = $2`, next.AccountID, proID)
		return err
	}
	if next.ProID == nil {
		return nil
	}
	var col string
	switch event {
	case steward.EventJobCompleted:
		col = "completed_jobs"
	case steward.EventJobFailed:
		col = "failed_jobs"
	default:
		return nil
	}
	_, err := tx.ExecContext(ctx, `UPDATE pros SET `+col+` = `+col+` + 1 WHERE account_id = $1 AND id = $2`, next.AccountID, *next.ProID)
	return err
}

// recordJobHistory writes the history entry of change c from prev (nil:
// created): its actor is c's, else the caller's (see
// steward.ActorFromContext).
func recordJobHistory(ctx context.Context, tx *Tx, c steward.JobChange, prev *steward.Job) error {
	actor := c.Actor
	if actor == "" {
		actor = steward.ActorFromContext(ctx)
	}
	var reason *string
	if c.Reason != "" {
		reason = &c.Reason
	}
	at := tx.now
	if c.OccurredAt != nil {
		at = *c.OccurredAt
	}
	change := steward.DescribeJobChange(prev, &c.Job)
	if !c.Changed { // an action that changes nothing, recorded for the host (a pro on their way)
		change, reason = c.Reason, nil
	}
	_, err := tx.ExecContext(ctx, `
		INSERT INTO job_history (account_id, job_id, at, actor, change, reason) VALUES ($1, $2, $3, $4, $5, $6)`,
		c.Job.AccountID, c.Job.ID, ts(at), actor, change, reason)
	return err
}

// FindJobHistory returns the changes of one of the account's jobs, oldest
// first.
func (s *JobService) FindJobHistory(ctx context.Context, accountID, id int64) ([]*steward.JobHistoryEntry, error) {
	if _, _, err := findJob(ctx, s.db.read, accountID, id); err != nil {
		return nil, err
	}
	rows, err := s.db.read.QueryContext(ctx, `SELECT at, actor, change, reason FROM job_history
		WHERE account_id = $1 AND job_id = $2 ORDER BY id`, accountID, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.JobHistoryEntry{}
	for rows.Next() {
		e := &steward.JobHistoryEntry{}
		if err := rows.Scan(timeCol{&e.At}, &e.Actor, &e.Change, &e.Reason); err != nil {
			return nil, err
		}
		list = append(list, e)
	}
	return list, rows.Err()
}

// checkDuringStay returns the STAY_CONFLICT of a job at address a at time
// at that falls during a confirmed stay there: after its check-in and
// before its check-out.
func checkDuringStay(ctx context.Context, tx *Tx, a *steward.Address, at time.Time) error {
	stay, err := stayAt(ctx, tx, a, at)
	if err != nil || stay == nil {
		return err
	}
	return steward.StayConflictError(stay, a.Location())
}

// checkMoveDuringStay refuses (ESTAYCONFLICT) moving job j to a time during
// a confirmed stay, unless j already fell during that same stay: the
// permission given for it (during_stay) holds while it stays in that stay.
func checkMoveDuringStay(ctx context.Context, tx *Tx, accountID int64, j steward.Job, to time.Time) error {
	a, err := findAddress(ctx, tx, accountID, j.AddressID)
	if err != nil {
		return err
	}
	stay, err := stayAt(ctx, tx, a, to)
	if err != nil || stay == nil {
		return err
	}
	if was, err := stayAt(ctx, tx, a, j.ScheduledAt); err != nil {
		return err
	} else if was != nil && was.ID == stay.ID {
		return nil
	}
	return steward.StayConflictError(stay, a.Location())
}

// stayAt returns the confirmed stay at a during which at falls, or nil.
func stayAt(ctx context.Context, tx *Tx, a *steward.Address, at time.Time) (*steward.Reservation, error) {
	stay, err := scanReservation(tx.QueryRowContext(ctx, `SELECT `+reservationColumns+` FROM reservations
		WHERE account_id = $1 AND address_id = $2 AND status = 'confirmed' AND check_in <= $3 AND check_out > $3
		ORDER BY check_in, id LIMIT 1`, a.AccountID, a.ID, ts(at)))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return stay, err
}
