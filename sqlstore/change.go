package sqlstore

import (
	"context"

	"github.com/stewardhq/steward"
)

// ChangeService implements steward.ChangeService: the changes of a batch
// are written by the same transaction-level helpers as the job,
// reservation and pro services, in one write transaction, so they commit
// together with every event and notification they queue, or not at all.
type ChangeService struct{ db *DB }

// NewChangeService returns the change service of db.
func NewChangeService(db *DB) *ChangeService { return &ChangeService{db: db} }

var _ steward.ChangeService = (*ChangeService)(nil)

// ApplyChanges writes changes in order in one transaction.
func (s *ChangeService) ApplyChanges(ctx context.Context, accountID int64, changes []steward.Change) ([]steward.ChangeResult, error) {
	changes = append([]steward.Change(nil), changes...) // Validate applies defaults in place
	if err := steward.CheckChanges(changes); err != nil {
		return nil, err
	}
	var results []steward.ChangeResult
	err := s.db.inTx(ctx, func(tx *Tx) error {
		results = make([]steward.ChangeResult, len(changes))
		for i, c := range changes {
			r, err := applyChange(ctx, tx, accountID, c)
			if err != nil {
				if err = translate(err); steward.ErrorCode(err) != steward.EINTERNAL {
					err = &steward.ChangeError{Index: i, Err: err}
				}
				return err
			}
			results[i] = r
		}
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return results, nil
}

// applyChange writes one validated change of a batch.
func applyChange(ctx context.Context, tx *Tx, accountID int64, c steward.Change) (steward.ChangeResult, error) {
	var r steward.ChangeResult
	var err error
	switch c.Kind {
	case steward.ChangeCreateJob:
		r.Job, err = createJob(ctx, tx, accountID, c.JobCreate)
	case steward.ChangeUpdateJob:
		r.Job, err = updateJob(ctx, tx, accountID, c.ID, c.JobUpdate)
	case steward.ChangeCancelJob:
		r.Job, err = cancelJob(ctx, tx, accountID, c.ID)
	case steward.ChangeCreateReservation:
		r.Reservation, err = createReservation(ctx, tx, accountID, c.ReservationCreate)
	case steward.ChangeUpdateReservation:
		r.Reservation, _, err = changeReservation(ctx, tx, accountID, c.ID, c.ReservationUpdate)
	case steward.ChangeCancelReservation:
		cancelled := steward.ReservationCancelled
		r.Reservation, _, err = changeReservation(ctx, tx, accountID, c.ID, steward.ReservationUpdate{Status: &cancelled})
	case steward.ChangeCreatePro:
		r.Pro, err = createPro(ctx, tx, accountID, c.ProCreate)
	default:
		err = steward.Errorf(steward.EVALIDATION, "Invalid change kind %q", c.Kind)
	}
	return r, err
}
