package sqlstore

// The pro's side of a job's checklist and the view of a job its pro gets
// (docs/pros.md, the pro API): each query is scoped to the pro's account,
// and each job to the pro (steward.Job.ProSees, ProCanTick).

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/stewardhq/steward"
)

// FindProJobTodos returns the checklist of a job offered to the pro or
// theirs.
func (s *OfferStore) FindProJobTodos(ctx context.Context, pro steward.ProIdentity, jobID int64) (*steward.JobTodos, error) {
	var out *steward.JobTodos
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		j, _, err := findJob(ctx, tx, pro.AccountID, jobID)
		if err != nil {
			return err
		} else if !j.ProSees(pro.ProID) {
			return steward.Errorf(steward.ENOTFOUND, "Job not found: it is not offered to you nor yours")
		}
		lists, err := findJobTodos(ctx, tx, pro.AccountID, jobID)
		if err != nil {
			return err
		}
		out = jobTodosOf(jobID, lists)
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// ProTick ticks an item of one of the pro's jobs (see
// steward.OfferService). Ticking sets the item's state, so a replayed
// tick leaves it as it was; one refused because the job is finished is ok
// when the item already is as the tick leaves it.
func (s *OfferStore) ProTick(ctx context.Context, pro steward.ProIdentity, jobID, itemID int64, completed bool, count *int, occurred *time.Time) (*steward.JobTodos, error) {
	var out *steward.JobTodos
	err := s.db.inTx(ctx, func(tx *Tx) error {
		at := tx.now
		if occurred != nil {
			at = occurred.Truncate(timePrecision)
		}
		j, _, err := findJob(ctx, tx, pro.AccountID, jobID)
		if err != nil {
			return err
		} else if err := j.ProCanTick(pro.ProID, at, tx.now); err != nil {
			return err
		}
		out, err = completeTodoItem(ctx, tx, pro.AccountID, jobID, itemID, completed, count, at)
		if steward.ErrorCode(err) != steward.ETRANSITION { // the job is finished: was this tick applied before?
			return err
		}
		var l steward.TodoList
		var item steward.TodoItem
		if serr := scanJobTodo(tx.QueryRowContext(ctx, `SELECT `+jobTodoColumns+` FROM job_todo_items
			WHERE account_id = $1 AND job_id = $2 AND id = $3`, pro.AccountID, jobID, itemID), &l, &item); serr != nil {
			return serr
		} else if !item.Ticked(completed, count, at) {
			return err
		}
		lists, err := findJobTodos(ctx, tx, pro.AccountID, jobID)
		out = jobTodosOf(jobID, lists)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// proJobOf returns j as its pro sees it: with its property, the stay it
// turns over and the next one, its checklist's progress, and by when an
// offer must be answered.
func proJobOf(ctx context.Context, tx *Tx, j *steward.Job) (*steward.ProJob, error) {
	a, err := findAddress(ctx, tx, j.AccountID, j.AddressID)
	if err != nil {
		return nil, err
	}
	pj := &steward.ProJob{Job: j, Property: steward.ProProperty{Name: a.Name(), Street: a.Street, City: a.City,
		State: a.State, Zip: a.Zip, Timezone: a.Location().String(), AccessInstructions: a.AccessInstructions}}
	if j.Assignment == steward.Offered {
		pj.AnswerBy = j.OfferExpiresAt
	}
	after := j.ScheduledAt
	if j.ReservationID != nil {
		r, err := findReservation(ctx, tx, j.AccountID, *j.ReservationID)
		if err != nil {
			return nil, err
		}
		pj.Stay, after = proStayOf(r), r.CheckOut
	}
	r, err := scanReservation(tx.QueryRowContext(ctx, `SELECT `+reservationColumns+` FROM reservations
		WHERE account_id = $1 AND address_id = $2 AND status = 'confirmed' AND check_in >= $3
		ORDER BY check_in, id LIMIT 1`, j.AccountID, j.AddressID, ts(after)))
	if err == nil {
		pj.NextStay = proStayOf(r)
	} else if !errors.Is(err, sql.ErrNoRows) {
		return nil, err
	}
	lists, err := findJobTodos(ctx, tx, j.AccountID, j.ID)
	if err != nil {
		return nil, err
	}
	pj.Progress, _ = steward.ProgressOf(lists)
	if j.Assignment == steward.Accepted {
		var at time.Time
		err := tx.QueryRowContext(ctx, `SELECT at FROM job_history WHERE account_id = $1 AND job_id = $2 AND actor = $3 AND change = $4
			ORDER BY at DESC LIMIT 1`, j.AccountID, j.ID, steward.ActorPro, steward.ProOnMyWayReason).Scan(timeCol{&at})
		if err == nil {
			pj.OnMyWayAt = &at
		} else if !errors.Is(err, sql.ErrNoRows) {
			return nil, err
		}
	}
	return pj, nil
}

func proStayOf(r *steward.Reservation) *steward.ProStay {
	return &steward.ProStay{GuestName: r.GuestName, CheckIn: r.CheckIn, CheckOut: r.CheckOut, Guests: r.Guests}
}
