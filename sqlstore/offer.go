package sqlstore

// The offer cascade (docs/pros.md): a job without a pro is offered to the
// pros of its property's list in turn, in the transaction of the change
// that left it without one, or by the offer worker's Tick when an offer
// lapses, the job becomes at risk, or it fails.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// OfferStore implements steward.OfferService and the offer worker's tick.
type OfferStore struct{ db *DB }

// NewOfferStore returns the offer store of db.
func NewOfferStore(db *DB) *OfferStore { return &OfferStore{db: db} }

var _ steward.OfferService = (*OfferStore)(nil)

// offerIfUnassigned offers next to the first free pro of its property's
// list when the change from prev (nil: created) left it live without a
// pro, and returns the job as it then stands.
func offerIfUnassigned(ctx context.Context, tx *Tx, prev, next *steward.Job) (*steward.Job, error) {
	if next.Assignment != steward.Unassigned || !next.Cancellable() || prev != nil && prev.Assignment == steward.Unassigned {
		return next, nil
	}
	return offerNext(ctx, tx, next)
}

// offerNext offers j, a live job without a pro, to the first pro of its
// property's list for its service type who has not been offered it yet
// (nor, for a re-clean, did the job it re-cleans: see recleanedBy) and is
// free: active, offering the service, without a PRO_CONFLICT. It
// returns j unchanged when nobody is.
func offerNext(ctx context.Context, tx *Tx, j *steward.Job) (*steward.Job, error) {
	rows, err := tx.QueryContext(ctx, `SELECT pro_id FROM address_pros
		WHERE account_id = $1 AND address_id = $2 AND service_type = $3
			AND pro_id NOT IN (SELECT pro_id FROM job_offers WHERE account_id = $1 AND job_id = $4)
			AND pro_id NOT IN (`+recleanedBy+`)
		ORDER BY position`, j.AccountID, j.AddressID, string(j.ServiceType), j.ID)
	if err != nil {
		return nil, err
	}
	ids, err := scanIDs(rows)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		pro, err := findPro(ctx, tx, j.AccountID, id)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		} else if steward.CheckAssignable(pro, j.ServiceType) != nil {
			continue
		}
		candidate := *j
		candidate.ProID = &pro.ID
		if err := checkProFree(ctx, tx, nil, &candidate, nil); steward.ErrorCode(err) == steward.EPROCONFLICT {
			continue
		} else if err != nil {
			return nil, err
		}
		offered, err := changeJob(ctx, tx, j.AccountID, j.ID, func(j steward.Job) (steward.JobChange, error) {
			return j.Offer(pro, tx.db.Offers, tx.now), nil
		})
		if err != nil {
			return nil, err
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO job_offers (account_id, job_id, pro_id, offered_at, expires_at)
			VALUES ($1, $2, $3, $4, $5)`, j.AccountID, j.ID, pro.ID, ts(tx.now), tsPtr(offered.OfferExpiresAt))
		return offered, err
	}
	return j, nil
}

func scanIDs(rows *sql.Rows) ([]int64, error) {
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// recordOfferAnswer closes the offer row of a change c from prev that ends
// an offer (accepted, declined, lapsed or withdrawn by the host), and marks
// the accepted pro's row cancelled when the pro drops the job.
func recordOfferAnswer(ctx context.Context, tx *Tx, prev *steward.Job, c steward.JobChange) error {
	next := &c.Job
	at := tx.now
	if c.OccurredAt != nil {
		at = *c.OccurredAt
	}
	if prev.Assignment == steward.Offered && prev.OfferedTo != nil && !equalID(prev.OfferedTo, next.OfferedTo) {
		answer := "withdrawn"
		switch {
		case next.Assignment == steward.Accepted && equalID(next.ProID, prev.OfferedTo) && c.Actor == steward.ActorPro:
			answer = "accepted"
		case c.Actor == steward.ActorPro:
			answer = "declined"
		case prev.OfferExpiresAt != nil && !tx.now.Before(*prev.OfferExpiresAt):
			answer = "expired"
		}
		_, err := tx.ExecContext(ctx, `UPDATE job_offers SET answer = $1, answered_at = $2
			WHERE account_id = $3 AND job_id = $4 AND pro_id = $5 AND answer IS NULL`,
			answer, ts(at), next.AccountID, next.ID, *prev.OfferedTo)
		return err
	}
	if prev.Assignment == steward.Accepted && next.Assignment == steward.Unassigned && c.Actor == steward.ActorPro && prev.ProID != nil {
		res, err := tx.ExecContext(ctx, `UPDATE job_offers SET answer = 'cancelled', answered_at = $1
			WHERE account_id = $2 AND job_id = $3 AND pro_id = $4 AND answer = 'accepted'`, ts(at), next.AccountID, next.ID, *prev.ProID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 { // the host had chosen the pro: no offer to close
			_, err = tx.ExecContext(ctx, `INSERT INTO job_offers (account_id, job_id, pro_id, offered_at, expires_at, answer, answered_at)
				VALUES ($1, $2, $3, $4, $4, 'cancelled', $5)`, next.AccountID, next.ID, *prev.ProID, ts(prev.CreatedAt), ts(at))
		}
		return err
	}
	return nil
}

func equalID(a, b *int64) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// droppedBy returns the pro who last dropped j after accepting it, 0 when
// none did.
func droppedBy(ctx context.Context, tx *Tx, j *steward.Job) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `SELECT pro_id FROM job_offers WHERE account_id = $1 AND job_id = $2 AND answer = 'cancelled'
		ORDER BY id DESC LIMIT 1`, j.AccountID, j.ID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return id, err
}

// tickBatch is how many due jobs one transaction of Tick claims.
const tickBatch = 20

// Tick does what is due at now for every account's jobs: an offer that
// lapsed goes to the next pro, a job nobody accepted 12 hours before it is
// announced at risk, and a job that failed is cancelled (see
// steward.Job.FailureDue). Due jobs are claimed with SKIP LOCKED on
// PostgreSQL, so replicas ticking at once never both handle one. It
// returns how many jobs it handled.
func (s *OfferStore) Tick(ctx context.Context) (int, error) {
	seen := map[int64]bool{}
	for {
		var claimed int
		var done []int64 // the batch's jobs, seen once it commits
		batch := func(tx *Tx) error {
			claimed, done = 0, nil
			rows, err := tx.QueryContext(ctx, `SELECT j.id, j.account_id FROM jobs j
				WHERE j.next_check_at <= $1 AND j.status IN ('pending', 'confirmed')
				ORDER BY j.next_check_at, j.id`+limitClause(tickBatch)+s.db.dialect.skipLocked("j"), ts(tx.now))
			if err != nil {
				return err
			}
			type due struct{ id, accountID int64 }
			var jobs []due
			for rows.Next() {
				var d due
				if err := rows.Scan(&d.id, &d.accountID); err != nil {
					rows.Close()
					return err
				}
				jobs = append(jobs, d)
			}
			rows.Close()
			if err := rows.Err(); err != nil {
				return err
			}
			claimed = len(jobs)
			for _, d := range jobs {
				if seen[d.id] {
					continue
				}
				done = append(done, d.id)
				if err := tickJob(ctx, tx, d.accountID, d.id); err != nil {
					return fmt.Errorf("job %d: %w", d.id, err)
				}
			}
			return nil
		}
		// Two replicas' batches can deadlock on PostgreSQL: each holds its
		// own jobs and then the counters they share (job_counts,
		// job_totals), taken job by job. The one aborted undid all of its
		// batch, which is done again.
		err := s.db.inTx(ctx, batch)
		for try := 1; err != nil && isDeadlock(err) && try < tickRetries; try++ {
			err = s.db.inTx(ctx, batch)
		}
		if err != nil {
			return len(seen), err
		}
		for _, id := range done {
			seen[id] = true
		}
		if claimed < tickBatch || len(done) == 0 {
			return len(seen), nil
		}
	}
}

// tickRetries is how many times Tick tries a batch PostgreSQL aborted as a
// deadlock; past that the next tick does it.
const tickRetries = 5

// tickJob does what is due for one job at tx.now (see Tick).
func tickJob(ctx context.Context, tx *Tx, accountID, id int64) error {
	j, _, err := findJob(ctx, tx, accountID, id)
	if err != nil {
		return err
	}
	dropped := false
	if j.Assignment != steward.Accepted {
		by, err := droppedBy(ctx, tx, j)
		if err != nil {
			return err
		}
		dropped = by != 0
	}
	if reason := j.FailureDue(tx.now, dropped); reason != "" {
		_, err := changeJob(ctx, tx, accountID, id, func(j steward.Job) (steward.JobChange, error) { return j.Fail(reason, tx.now), nil })
		return err
	}
	if j.Assignment == steward.Offered && j.OfferExpiresAt != nil && !tx.now.Before(*j.OfferExpiresAt) {
		// The change leaves the job without a pro: the next one is offered it.
		if j, err = changeJob(ctx, tx, accountID, id, func(j steward.Job) (steward.JobChange, error) {
			return j.Withdraw(fmt.Sprintf("the offer to pro %d lapsed without an answer", *j.OfferedTo), tx.now), nil
		}); err != nil {
			return err
		}
	}
	if j.AtRiskDue(tx.db.Offers, tx.now) {
		if j, err = changeJob(ctx, tx, accountID, id, func(j steward.Job) (steward.JobChange, error) {
			return j.MarkAtRisk(fmt.Sprintf("nobody has accepted the job %s before its time", tx.db.Offers.AtRisk), tx.now), nil
		}); err != nil {
			return err
		}
	}
	if j.Assignment == steward.Unassigned {
		if j, err = offerNext(ctx, tx, j); err != nil {
			return err
		}
	}
	if j.NextCheckAt != nil && !j.NextCheckAt.After(tx.now) {
		// Nothing else is due: look again when the job would fail.
		next := j.NextCheck(tx.db.Offers)
		_, err = tx.ExecContext(ctx, `UPDATE jobs SET next_check_at = $1 WHERE account_id = $2 AND id = $3`, tsPtr(next), accountID, id)
	}
	return err
}

// FindProPrefs returns the pros of an address's lists, every service type
// listed (empty lists for those without pros).
func (s *OfferStore) FindProPrefs(ctx context.Context, accountID, addressID int64) (steward.ProPrefs, error) {
	var prefs steward.ProPrefs
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		var err error
		prefs, err = findProPrefs(ctx, tx, accountID, addressID)
		return err
	})
	return prefs, err
}

func findProPrefs(ctx context.Context, tx *Tx, accountID, addressID int64) (steward.ProPrefs, error) {
	prefs := steward.ProPrefs{}
	for _, t := range steward.ServiceTypes {
		prefs[t] = []int64{}
	}
	rows, err := tx.QueryContext(ctx, `SELECT service_type, pro_id FROM address_pros
		WHERE account_id = $1 AND address_id = $2 ORDER BY service_type, position`, accountID, addressID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var t steward.ServiceType
		var id int64
		if err := rows.Scan(&t, &id); err != nil {
			return nil, err
		}
		prefs[t] = append(prefs[t], id)
	}
	return prefs, rows.Err()
}

// SetProPrefs replaces an address's lists: a service type not given has
// none after. The address's jobs without a pro are offered again at the
// worker's next tick.
func (s *OfferStore) SetProPrefs(ctx context.Context, accountID, addressID int64, prefs steward.ProPrefs) (steward.ProPrefs, error) {
	if err := prefs.Validate(); err != nil {
		return nil, err
	}
	var out steward.ProPrefs
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM address_pros WHERE account_id = $1 AND address_id = $2`, accountID, addressID); err != nil {
			return err
		}
		for _, t := range steward.ServiceTypes {
			for i, id := range prefs[t] {
				if _, err := findPro(ctx, tx, accountID, id); steward.ErrorCode(err) == steward.ENOTFOUND {
					// unknownRef knows no noun for a service type's list.
					return steward.Errorf(steward.EVALIDATION, "Invalid %s: pro %d does not exist in this account", t, id)
				} else if err != nil {
					return err
				}
				if _, err := tx.ExecContext(ctx, `INSERT INTO address_pros (account_id, address_id, service_type, position, pro_id)
					VALUES ($1, $2, $3, $4, $5)`, accountID, addressID, string(t), i, id); err != nil {
					return err
				}
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE jobs SET next_check_at = $1
			WHERE account_id = $2 AND address_id = $3 AND assignment = 'unassigned' AND status IN ('pending', 'confirmed')
				AND next_check_at IS NOT NULL`, ts(tx.now), accountID, addressID); err != nil {
			return err
		}
		var err error
		out, err = findProPrefs(ctx, tx, accountID, addressID)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// CreateProLink makes a new token for the pro, revoking the previous one.
func (s *OfferStore) CreateProLink(ctx context.Context, accountID, proID int64) (string, error) {
	token := steward.NewProToken()
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if err := revokeProLink(ctx, tx, accountID, proID); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO pro_links (account_id, pro_id, token_hash, created_at) VALUES ($1, $2, $3, $4)`,
			accountID, proID, steward.HashSecret(token), ts(tx.now))
		return err
	})
	if err != nil {
		return "", translate(err)
	}
	return token, nil
}

// RevokeProLink revokes the pro's token, if any.
func (s *OfferStore) RevokeProLink(ctx context.Context, accountID, proID int64) error {
	return s.db.inTx(ctx, func(tx *Tx) error { return revokeProLink(ctx, tx, accountID, proID) })
}

func revokeProLink(ctx context.Context, tx *Tx, accountID, proID int64) error {
	if _, err := findPro(ctx, tx, accountID, proID); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `UPDATE pro_links SET revoked_at = $1 WHERE account_id = $2 AND pro_id = $3 AND revoked_at IS NULL`,
		ts(tx.now), accountID, proID)
	return err
}

// LiveProLink returns the pro's live link, nil when none.
func (s *OfferStore) LiveProLink(ctx context.Context, accountID, proID int64) (*steward.LiveLink, error) {
	var link *steward.LiveLink
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findPro(ctx, tx, accountID, proID); err != nil {
			return err
		}
		var l steward.LiveLink
		err := tx.QueryRowContext(ctx, `SELECT id, created_at FROM pro_links
			WHERE account_id = $1 AND pro_id = $2 AND revoked_at IS NULL ORDER BY id DESC LIMIT 1`, accountID, proID).
			Scan(&l.ID, timeCol{&l.CreatedAt})
		if errors.Is(err, sql.ErrNoRows) {
			return nil
		} else if err == nil {
			link = &l
		}
		return err
	})
	return link, err
}

var errBadProToken = steward.Errorf(steward.EUNAUTHORIZED, "Invalid or revoked pro token: ask your host for a new link")

// AuthenticatePro returns the pro a live token speaks for.
func (s *OfferStore) AuthenticatePro(ctx context.Context, token string) (steward.ProIdentity, error) {
	var id steward.ProIdentity
	if !strings.HasPrefix(token, steward.ProTokenPrefix) || len(token) > 100 {
		return id, errBadProToken
	}
	err := s.db.read.QueryRowContext(ctx, `SELECT account_id, pro_id FROM pro_links WHERE token_hash = $1 AND revoked_at IS NULL`,
		steward.HashSecret(token)).Scan(&id.AccountID, &id.ProID)
	if errors.Is(err, sql.ErrNoRows) {
		return id, errBadProToken
	}
	return id, err
}

// FindProJobs returns the pro's jobs offered or accepted and not finished,
// by time, with their properties.
func (s *OfferStore) FindProJobs(ctx context.Context, pro steward.ProIdentity) ([]*steward.ProJob, error) {
	list := []*steward.ProJob{}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs
			WHERE account_id = $1 AND status IN ('pending', 'confirmed', 'in_progress')
				AND (assignment = 'offered' AND offered_to = $2 OR assignment = 'accepted' AND pro_id = $2)
			ORDER BY scheduled_at, id`, pro.AccountID, pro.ProID)
		if err != nil {
			return err
		}
		var jobs []*steward.Job
		for rows.Next() {
			j, _, err := scanJob(rows)
			if err != nil {
				rows.Close()
				return err
			}
			jobs = append(jobs, j)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, j := range jobs {
			pj, err := proJobOf(ctx, tx, j)
			if err != nil {
				return err
			}
			list = append(list, pj)
		}
		return nil
	})
	return list, err
}

// ProAct applies a pro's action to one of their jobs (see
// steward.Job.ProApply); on my way is recorded in the job's history only.
func (s *OfferStore) ProAct(ctx context.Context, pro steward.ProIdentity, jobID int64, a steward.ProAction, occurred *time.Time) (*steward.Job, error) {
	if !a.Valid() {
		return nil, steward.Errorf(steward.ENOTFOUND, "Not found: unknown action %q", a)
	}
	var job *steward.Job
	err := s.db.inTx(ctx, func(tx *Tx) error {
		at := tx.now
		if occurred != nil {
			at = occurred.Truncate(timePrecision)
		}
		j, _, err := findJob(ctx, tx, pro.AccountID, jobID)
		if err != nil {
			return err
		}
		var offeredAt *time.Time
		var t time.Time
		err = tx.QueryRowContext(ctx, `SELECT offered_at FROM job_offers WHERE account_id = $1 AND job_id = $2 AND pro_id = $3
			AND answer IS NULL ORDER BY id DESC LIMIT 1`, pro.AccountID, jobID, pro.ProID).Scan(timeCol{&t})
		if err == nil {
			offeredAt = &t
		} else if !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if a == steward.ProOnMyWay {
			c, err := j.ProApply(pro.ProID, a, offeredAt, at, tx.now)
			if err != nil {
				return err
			}
			job = j
			return recordJobHistory(ctx, tx, c, j)
		}
		if _, err := changeJob(ctx, tx, pro.AccountID, jobID, func(j steward.Job) (steward.JobChange, error) {
			if a == steward.ProComplete && j.Status == steward.StatusInProgress {
				missing, err := todosMissing(ctx, tx, pro.AccountID, jobID)
				if err != nil {
					return steward.JobChange{}, err
				}
				j.TodosMissing = missing
			}
			c, err := j.ProApply(pro.ProID, a, offeredAt, at, tx.now)
			if err == nil && a == steward.ProAccept {
				err = checkProFree(ctx, tx, &j, &c.Job, nil)
			}
			return c, err
		}); err != nil {
			return err
		}
		job, _, err = findJob(ctx, tx, pro.AccountID, jobID)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return job, nil
}

// ProSync applies the actions the pro's app queued offline, in order (see
// steward.OfferService): each as ProAct, or for tick as CompleteTodoItem
// on one of the pro's jobs, in its own transaction at its occurred_at.
// The events are recorded now, so they are delivered now.
func (s *OfferStore) ProSync(ctx context.Context, pro steward.ProIdentity, actions []steward.ProSyncAction) ([]steward.ProSyncResult, error) {
	out := make([]steward.ProSyncResult, 0, len(actions))
	for _, a := range actions {
		err := s.syncAction(ctx, pro, a)
		if steward.ErrorCode(err) == steward.EINTERNAL {
			return nil, err
		}
		out = append(out, steward.ProSyncResultOf(err))
	}
	return out, nil
}

func (s *OfferStore) syncAction(ctx context.Context, pro steward.ProIdentity, a steward.ProSyncAction) error {
	if err := a.Validate(); err != nil {
		return err
	}
	at := a.OccurredAt.Truncate(timePrecision)
	switch a.Action { // a note or an issue given again at its time is the first one (see ProWorkStore)
	case steward.ProNote:
		_, err := NewProWorkStore(s.db).AddNote(ctx, pro, a.JobID, a.Text, &at)
		return err
	case steward.ProIssue:
		_, err := NewProWorkStore(s.db).ReportIssue(ctx, pro, a.JobID, a.Description, &at)
		return err
	}
	if a.Action == steward.ProTick {
		_, err := s.ProTick(ctx, pro, a.JobID, a.ItemID, *a.Completed, a.Count, &at)
		return err
	}
	if a.Action == steward.ProOnMyWay {
		if done, err := s.onMyWayRecorded(ctx, pro, a.JobID, at); err != nil || done {
			return err
		}
	}
	_, err := s.ProAct(ctx, pro, a.JobID, a.Action, &at)
	switch steward.ErrorCode(err) {
	case steward.ETRANSITION, steward.ENOTFOUND, steward.EPROCONFLICT:
		if done, rerr := s.applied(ctx, pro, a.Action, a.JobID, at); rerr != nil {
			return rerr
		} else if done {
			return nil
		}
	}
	return err
}

// applied reports whether the pro's action a on job jobID at at, refused
// now, was already applied: the job shows it (steward.Job.ProApplied), or,
// for a decline, the pro's offer was answered so at that very time.
func (s *OfferStore) applied(ctx context.Context, pro steward.ProIdentity, a steward.ProAction, jobID int64, at time.Time) (bool, error) {
	if a == steward.ProDecline {
		var n int
		err := s.db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_offers WHERE account_id = $1 AND job_id = $2 AND pro_id = $3
			AND answer IN ('declined', 'cancelled') AND answered_at = $4`, pro.AccountID, jobID, pro.ProID, ts(at)).Scan(&n)
		return n > 0, err
	}
	j, _, err := findJob(ctx, s.db.read, pro.AccountID, jobID)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return false, nil
	} else if err != nil {
		return false, err
	}
	return j.ProApplied(pro.ProID, a), nil
}

// onMyWayRecorded reports whether the pro's job jobID already records them
// on their way at at: on my way changes nothing but the history.
func (s *OfferStore) onMyWayRecorded(ctx context.Context, pro steward.ProIdentity, jobID int64, at time.Time) (bool, error) {
	j, _, err := findJob(ctx, s.db.read, pro.AccountID, jobID)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return false, nil
	} else if err != nil || j.Assignment != steward.Accepted || j.ProID == nil || *j.ProID != pro.ProID {
		return false, err
	}
	var n int
	err = s.db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM job_history WHERE account_id = $1 AND job_id = $2
		AND actor = $3 AND change = $4 AND at = $5`, pro.AccountID, jobID, steward.ActorPro, steward.ProOnMyWayReason, ts(at)).Scan(&n)
	return n > 0, err
}
