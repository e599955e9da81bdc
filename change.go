package steward

import (
	"context"
	"fmt"
)

// ChangeKind is what one Change of a batch does.
type ChangeKind string

// The kinds of change a batch may hold.
const (
	ChangeCreateJob         ChangeKind = "create_job"
	ChangeUpdateJob         ChangeKind = "update_job"
	ChangeCancelJob         ChangeKind = "cancel_job"
	ChangeCreateReservation ChangeKind = "create_reservation"
	ChangeUpdateReservation ChangeKind = "update_reservation"
	ChangeCancelReservation ChangeKind = "cancel_reservation"
	ChangeCreatePro         ChangeKind = "create_pro"
)

// Change is one write of a batch given to ChangeService.ApplyChanges:
// Kind says which, ID names the job or stay that an update or a cancel is
// about, and the field of its kind holds the rest (JobCreate for
// ChangeCreateJob, and so on). The constructors below build each kind.
type Change struct {
	Kind              ChangeKind
	ID                int64
	JobCreate         JobCreate
	JobUpdate         JobUpdate
	ReservationCreate ReservationCreate
	ReservationUpdate ReservationUpdate
	ProCreate         ProCreate
}

// CreateJobChange is the change that requests a job (JobService.CreateJob).
func CreateJobChange(in JobCreate) Change { return Change{Kind: ChangeCreateJob, JobCreate: in} }

// UpdateJobChange is the change that edits job id (JobService.UpdateJob).
func UpdateJobChange(id int64, u JobUpdate) Change {
	return Change{Kind: ChangeUpdateJob, ID: id, JobUpdate: u}
}

// CancelJobChange is the change that cancels job id (JobService.CancelJob).
func CancelJobChange(id int64) Change { return Change{Kind: ChangeCancelJob, ID: id} }

// CreateReservationChange is the change that records a stay
// (ReservationService.CreateReservation).
func CreateReservationChange(in ReservationCreate) Change {
	return Change{Kind: ChangeCreateReservation, ReservationCreate: in}
}

// UpdateReservationChange is the change that edits stay id
// (ReservationService.UpdateReservation).
func UpdateReservationChange(id int64, u ReservationUpdate) Change {
	return Change{Kind: ChangeUpdateReservation, ID: id, ReservationUpdate: u}
}

// CancelReservationChange is the change that cancels stay id
// (ReservationService.CancelReservation).
func CancelReservationChange(id int64) Change { return Change{Kind: ChangeCancelReservation, ID: id} }

// CreateProChange is the change that adds a pro (ProService.CreatePro).
func CreateProChange(in ProCreate) Change { return Change{Kind: ChangeCreatePro, ProCreate: in} }

// Validate checks the change's own fields, as the service of its kind
// checks them before it reads the store, and applies their defaults.
func (c *Change) Validate() error {
	needID := func() error {
		if c.ID <= 0 {
			return Errorf(EVALIDATION, "Invalid id: must be a positive integer")
		}
		return nil
	}
	switch c.Kind {
	case ChangeCreateJob:
		return c.JobCreate.Validate()
	case ChangeUpdateJob:
		if err := needID(); err != nil {
			return err
		}
		return c.JobUpdate.Validate()
	case ChangeCancelJob, ChangeCancelReservation, ChangeUpdateReservation:
		return needID()
	case ChangeCreateReservation:
		return c.ReservationCreate.Validate()
	case ChangeCreatePro:
		return c.ProCreate.Validate()
	}
	return Errorf(EVALIDATION, "Invalid change kind %q", c.Kind)
}

// ChangeResult is what one change of a batch left: the job or stay as
// written (or as it was, when the change changed nothing), or the new pro.
type ChangeResult struct {
	Job         *Job
	Reservation *Reservation
	Pro         *Pro
}

// MaxChanges is the most changes one batch may hold.
const MaxChanges = 100

// ChangeError is the refusal of a batch: the change at Index (from 0) was
// refused with Err, the error its own service would have returned, and no
// change of the batch was written. ErrorCode and ErrorMessage see through
// it to Err.
type ChangeError struct {
	Index int
	Err   error
}

// Error implements the error interface.
func (e *ChangeError) Error() string { return fmt.Sprintf("change %d: %v", e.Index, e.Err) }

// Unwrap returns the refusal of the change.
func (e *ChangeError) Unwrap() error { return e.Err }

// ChangeService writes several changes of an account as one: all of them,
// each with its webhook events and notifications, or none. It is how one
// message to the assistant changes the account.
//
// Changes are applied in order, and each sees the ones before it (a job
// cancelled by the first change leaves its slot free for the second; a job
// updated twice gets both). Each change follows the contract of its own
// service (JobService, ReservationService, ProService), with the same
// validation, defaults, prices and events.
//
// Errors: EVALIDATION when the batch is empty or holds more than
// MaxChanges; otherwise, when a change is refused, a *ChangeError naming it
// and wrapping its service's error (ENOTFOUND, EVALIDATION, ETRANSITION,
// ECONFLICT, ERESERVATIONCONFLICT), and nothing is written. Any other
// error is internal, and nothing is written either.
type ChangeService interface {
	ApplyChanges(ctx context.Context, accountID int64, changes []Change) ([]ChangeResult, error)
}

// CheckChanges validates a batch as ApplyChanges does before it reads the
// store: its size, then each change (see Change.Validate), whose defaults
// it applies in place.
func CheckChanges(changes []Change) error {
	if len(changes) == 0 {
		return Errorf(EVALIDATION, "Invalid changes: must hold at least one change")
	} else if len(changes) > MaxChanges {
		return Errorf(EVALIDATION, "Invalid changes: must hold at most %d changes", MaxChanges)
	}
	for i := range changes {
		if err := changes[i].Validate(); err != nil {
			return &ChangeError{Index: i, Err: err}
		}
	}
	return nil
}
