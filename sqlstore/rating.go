package sqlstore

// Quality (docs/operations.md "Quality"): the host's rating of a completed
// job, in one transaction with its job.rated event, the re-clean a poor
// rating gets, the pro's rating figures, and the pro's move to the end of
// the preferred lists when their ratings drop.

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// RatingStore implements steward.RatingService.
type RatingStore struct{ db *DB }

// NewRatingStore returns the rating store of db.
func NewRatingStore(db *DB) *RatingStore { return &RatingStore{db: db} }

var _ steward.RatingService = (*RatingStore)(nil)

// ratingCols scans a job's rating columns.
type ratingCols struct {
	score               *int
	categories, comment *string
	at                  *time.Time
}

func (r ratingCols) rating() *steward.Rating {
	if r.score == nil || r.at == nil {
		return nil
	}
	return &steward.Rating{Score: *r.score, Categories: splitCategories(r.categories), Comment: r.comment, RatedAt: *r.at}
}

func splitCategories(s *string) []steward.RatingCategory {
	out := []steward.RatingCategory{}
	if s == nil {
		return out
	}
	for _, c := range strings.Split(*s, ",") {
		if c != "" {
			out = append(out, steward.RatingCategory(c))
		}
	}
	return out
}

func joinCategories(list []steward.RatingCategory) string {
	names := make([]string, len(list))
	for i, c := range list {
		names[i] = string(c)
	}
	return strings.Join(names, ",")
}

// recleanedBy is a subquery of offerNext ($1 the account, $4 the job): the
// pro of the job that job $4 re-cleans, who is never offered the re-clean.
const recleanedBy = `SELECT o.pro_id FROM jobs r JOIN jobs o ON o.account_id = r.account_id AND o.id = r.reclean_of
				WHERE r.account_id = $1 AND r.id = $4 AND o.pro_id IS NOT NULL`

// RateJob rates a completed job (see steward.RatingService).
func (s *RatingStore) RateJob(ctx context.Context, accountID, jobID int64, in steward.RatingInput) (*steward.RatingOutcome, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var out *steward.RatingOutcome
	err := s.db.inTx(ctx, func(tx *Tx) error {
		out = &steward.RatingOutcome{Notices: []string{}}
		prev, version, err := findJob(ctx, tx, accountID, jobID)
		if err != nil {
			return err
		}
		c, err := prev.Rate(in, tx.now)
		if err != nil {
			return err
		}
		next := &c.Job
		next.UpdatedAt = tx.now
		r := next.Rating
		res, err := tx.ExecContext(ctx, `UPDATE jobs SET rating_score = $1, rating_categories = $2, rating_comment = $3, rated_at = $4,
			updated_at = $4, version = version + 1
			WHERE account_id = $5 AND id = $6 AND version = $7`,
			r.Score, joinCategories(r.Categories), r.Comment, ts(r.RatedAt), accountID, jobID, version)
		if err != nil {
			return err
		} else if n, _ := res.RowsAffected(); n == 0 {
			return steward.Errorf(steward.ECONFLICT, "The job was changed at the same time by another request; retry")
		}
		if err := recordJobEvent(ctx, tx, c.Event, prev, next, nil); err != nil {
			return err
		}
		if err := addJobHistory(ctx, tx, next, steward.ActorFromContext(ctx), c.Reason, nil); err != nil {
			return err
		}
		if r.Poor() {
			reclean, notice, err := createReclean(ctx, tx, next)
			if err != nil {
				return err
			}
			out.Reclean = reclean
			out.Notices = append(out.Notices, notice)
		}
		if next.ProID != nil {
			notice, err := refreshProQuality(ctx, tx, accountID, *next.ProID, next)
			if err != nil {
				return err
			} else if notice != "" {
				out.Notices = append(out.Notices, notice)
			}
		}
		out.Job, _, err = findJob(ctx, tx, accountID, jobID)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// addJobHistory writes one history entry of job j as it stands: what
// happened (change) and, for what Steward did by itself, why.
func addJobHistory(ctx context.Context, tx *Tx, j *steward.Job, actor, change string, reason *string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO job_history (account_id, job_id, at, actor, change, reason) VALUES ($1, $2, $3, $4, $5, $6)`,
		j.AccountID, j.ID, ts(tx.now), actor, change, reason)
	return err
}

// createReclean creates the one re-clean of j, just rated poorly: same
// property and service type, scheduled by steward.PlanReclean, offered
// through the cascade to the property's pros except j's (see
// recleanedBy). A job that has its re-clean already gets no other. It
// returns the re-clean (nil when none was made) and what happened, for
// the host.
func createReclean(ctx context.Context, tx *Tx, j *steward.Job) (*steward.Job, string, error) {
	var existing int64
	err := tx.QueryRowContext(ctx, `SELECT id FROM jobs WHERE account_id = $1 AND reclean_of = $2`, j.AccountID, j.ID).Scan(&existing)
	if err == nil {
		return nil, fmt.Sprintf("Job %d already has its re-clean, job %d: no other was made.", j.ID, existing), nil
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, "", err
	}
	addr, err := findAddress(ctx, tx, j.AccountID, j.AddressID)
	if err != nil {
		return nil, "", err
	} else if addr.Archived() {
		return nil, fmt.Sprintf("The property of job %d is archived: no re-clean was made.", j.ID), nil
	}
	stays, next, err := staysAhead(ctx, tx, addr)
	if err != nil {
		return nil, "", err
	}
	start, end := steward.Job{ServiceType: j.ServiceType}.Busy(addr)
	plan := steward.PlanReclean(addr, stays, next, end.Sub(start), tx.now)
	notes := steward.RecleanNotes(j)
	c, err := steward.NewJob(j.AccountID, steward.JobCreate{AddressID: j.AddressID, ServiceType: j.ServiceType,
		ScheduledAt: plan.At.Truncate(timePrecision), Notes: &notes}, addr, nil, tx.now)
	if err != nil {
		return nil, "", err
	}
	c.Job.RecleanOf = &j.ID
	if plan.BeforeCheckIn {
		c.Job.WindowEnd = next
	}
	c.Actor = steward.ActorSystem
	c.Reason = fmt.Sprintf("re-clean of job %d, rated %s; %s", j.ID, j.Rating.Summary(), plan.Reason)
	if j.ProID != nil {
		c.Reason += fmt.Sprintf("; offered first to the property's other pros, not to pro %d who did job %d", *j.ProID, j.ID)
	}
	reclean, err := insertJob(ctx, tx, c)
	if err != nil {
		return nil, "", err
	}
	why := fmt.Sprintf("re-clean scheduled: job %d", reclean.ID)
	if err := addJobHistory(ctx, tx, j, steward.ActorSystem, why, &c.Reason); err != nil {
		return nil, "", err
	}
	loc := addr.Location()
	notice := fmt.Sprintf("Re-clean job %d scheduled on %s", reclean.ID, reclean.ScheduledAt.In(loc).Format("Mon Jan 2 2006 at 3:04 PM MST"))
	if plan.BeforeCheckIn {
		notice += ", " + plan.Reason + "."
	} else {
		notice += ": " + plan.Reason + "."
	}
	if reclean.OfferedTo != nil {
		notice += fmt.Sprintf(" Offered to pro %d.", *reclean.OfferedTo)
	} else {
		notice += " Nobody else on the property's preferred list is free to be offered it: it waits unassigned; add a pro to the list or assign one."
	}
	return reclean, notice, nil
}

// staysAhead returns the confirmed stays of a from now on within the
// turnover horizon, and the next check-in (nil when none).
func staysAhead(ctx context.Context, tx *Tx, a *steward.Address) ([]*steward.Reservation, *time.Time, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+reservationColumns+` FROM reservations
		WHERE account_id = $1 AND address_id = $2 AND status = 'confirmed' AND check_out > $3 AND check_in < $4
		ORDER BY check_in, id`, a.AccountID, a.ID, ts(tx.now), ts(tx.now.Add(steward.TurnoverHorizon)))
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var stays []*steward.Reservation
	var next *time.Time
	for rows.Next() {
		r, err := scanReservation(rows)
		if err != nil {
			return nil, nil, err
		}
		stays = append(stays, r)
		if next == nil && r.CheckIn.After(tx.now) {
			at := r.CheckIn
			next = &at
		}
	}
	return stays, next, rows.Err()
}

// refreshProQuality recomputes the rating figures of pro proID from their
// rated jobs, after job was rated. When their latest ratings fall below
// the policy (and were not below it already), the pro is moved to the end
// of every preferred list of the account, the history of job says so, and
// the account owner is e-mailed: once per drop. A pro whose ratings
// recover is no longer marked, so a later drop is told again. It returns
// what happened for the host, "" when nothing did.
func refreshProQuality(ctx context.Context, tx *Tx, accountID, proID int64, job *steward.Job) (string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT rating_score, rating_categories FROM jobs
		WHERE account_id = $1 AND pro_id = $2 AND rated_at IS NOT NULL AND rating_score IS NOT NULL
		ORDER BY rated_at DESC, id DESC`, accountID, proID)
	if err != nil {
		return "", err
	}
	var scores []int
	count, poor := 0, 0
	for rows.Next() {
		var score int
		var cats *string
		if err := rows.Scan(&score, &cats); err != nil {
			rows.Close()
			return "", err
		}
		count++
		if (&steward.Rating{Score: score, Categories: splitCategories(cats)}).Poor() {
			poor++
		}
		if len(scores) < max(steward.RatingWindow, tx.db.Quality.Window) {
			scores = append(scores, score)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return "", err
	}
	pro, err := findPro(ctx, tx, accountID, proID)
	if err != nil {
		return "", err
	}
	policy := tx.db.Quality
	low, avg := policy.Low(scores)
	since := pro.LowRatingsSince
	notice := ""
	switch {
	case low && since == nil:
		since = &tx.now
		n := min(len(scores), policy.Window)
		reason := steward.DemotionReason(pro, avg, n, policy)
		lists, err := demotePro(ctx, tx, accountID, proID)
		if err != nil {
			return "", err
		}
		if err := addJobHistory(ctx, tx, job, steward.ActorSystem, fmt.Sprintf("pro %d moved to the end of %d preferred lists", proID, lists), &reason); err != nil {
			return "", err
		}
		if err := mailOwner(ctx, tx, accountID, pro, job, avg, n, policy); err != nil {
			return "", err
		}
		notice = fmt.Sprintf("Pro %d (%s) averages %.1f over their last %d rated jobs, below %.1f: moved to the end of %d preferred lists; the account owner is told by e-mail.",
			pro.ID, pro.Name, avg, n, policy.Threshold, lists)
	case !low && since != nil:
		since = nil
	}
	_, err = tx.ExecContext(ctx, `UPDATE pros SET ratings_count = $1, recent_scores = $2, quality_issues = $3, low_ratings_since = $4
		WHERE account_id = $5 AND id = $6`, count, steward.JoinScores(scores), poor, tsPtr(since), accountID, proID)
	return notice, err
}

// demotePro moves pro proID to the end of every preferred list of the
// account it is on, and returns how many lists it was on.
func demotePro(ctx context.Context, tx *Tx, accountID, proID int64) (int, error) {
	rows, err := tx.QueryContext(ctx, `SELECT address_id, service_type FROM address_pros WHERE account_id = $1 AND pro_id = $2
		ORDER BY address_id, service_type`, accountID, proID)
	if err != nil {
		return 0, err
	}
	type list struct {
		addressID int64
		service   string
	}
	var lists []list
	for rows.Next() {
		var l list
		if err := rows.Scan(&l.addressID, &l.service); err != nil {
			rows.Close()
			return 0, err
		}
		lists = append(lists, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, err
	}
	for _, l := range lists {
		rows, err := tx.QueryContext(ctx, `SELECT pro_id FROM address_pros WHERE account_id = $1 AND address_id = $2 AND service_type = $3
			ORDER BY position`, accountID, l.addressID, l.service)
		if err != nil {
			return 0, err
		}
		ids, err := scanIDs(rows)
		if err != nil {
			return 0, err
		}
		order := make([]int64, 0, len(ids))
		for _, id := range ids {
			if id != proID {
				order = append(order, id)
			}
		}
		order = append(order, proID)
		if _, err := tx.ExecContext(ctx, `DELETE FROM address_pros WHERE account_id = $1 AND address_id = $2 AND service_type = $3`,
			accountID, l.addressID, l.service); err != nil {
			return 0, err
		}
		for i, id := range order {
			if _, err := tx.ExecContext(ctx, `INSERT INTO address_pros (account_id, address_id, service_type, position, pro_id)
				VALUES ($1, $2, $3, $4, $5)`, accountID, l.addressID, l.service, i, id); err != nil {
				return 0, err
			}
		}
	}
	return len(lists), nil
}

// mailOwner queues the e-mail telling the account owner that pro's
// ratings dropped (steward.ComposeDemotionMail), through the notifications
// outbox, filed under the job whose rating did it.
func mailOwner(ctx context.Context, tx *Tx, accountID int64, pro *steward.Pro, job *steward.Job, avg float64, n int, p steward.QualityPolicy) error {
	owner := &steward.Account{}
	err := tx.QueryRowContext(ctx, `SELECT id, first_name, last_name, email, created_at FROM accounts WHERE id = $1`, accountID).
		Scan(&owner.ID, &owner.FirstName, &owner.LastName, &owner.Email, timeCol{&owner.CreatedAt})
	if err != nil {
		return err
	}
	m := steward.ComposeDemotionMail(owner, pro, job, avg, n, p)
	_, err = tx.ExecContext(ctx, `
		INSERT INTO notifications (account_id, uuid, job_id, pro_id, kind, recipient, recipient_name, subject, body,
			status, attempts, next_attempt_at, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $11, $11)`,
		accountID, newEventUUID(tx.now), job.ID, pro.ID, string(steward.NotifyQualityLow), owner.Email,
		strings.TrimSpace(owner.FirstName+" "+owner.LastName), m.Subject, m.Body, string(steward.NotificationPending), ts(tx.now))
	if err != nil {
		return err
	}
	tx.queuedMails = true
	return nil
}
