package steward

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"
)

// ServiceType is the kind of work a job is.
type ServiceType string

// The four service types of the specification.
const (
	Cleaning    ServiceType = "cleaning"
	Maintenance ServiceType = "maintenance"
	Inspection  ServiceType = "inspection"
	Restocking  ServiceType = "restocking"
)

// ServiceTypes lists every service type in a stable order.
var ServiceTypes = []ServiceType{Cleaning, Maintenance, Inspection, Restocking}

// Valid reports whether t is one of the four service types.
func (t ServiceType) Valid() bool {
	switch t {
	case Cleaning, Maintenance, Inspection, Restocking:
		return true
	}
	return false
}

// JobStatus is where a job stands in its life-cycle.
type JobStatus string

// The five job statuses.
const (
	StatusPending    JobStatus = "pending"
	StatusConfirmed  JobStatus = "confirmed"
	StatusInProgress JobStatus = "in_progress"
	StatusCompleted  JobStatus = "completed"
	StatusCancelled  JobStatus = "cancelled"
)

// JobStatuses lists every status in life-cycle order.
var JobStatuses = []JobStatus{StatusPending, StatusConfirmed, StatusInProgress, StatusCompleted, StatusCancelled}

// Valid reports whether s is one of the five statuses.
func (s JobStatus) Valid() bool {
	switch s {
	case StatusPending, StatusConfirmed, StatusInProgress, StatusCompleted, StatusCancelled:
		return true
	}
	return false
}

// Final reports whether s ends the life-cycle: a completed or cancelled
// job is not rescheduled, reassigned or offered. The one way out of a
// final status is reinstating a cancelled job (see Reinstatable).
func (s JobStatus) Final() bool { return s == StatusCompleted || s == StatusCancelled }

// transitions lists, for each status, the statuses a job may move to.
// Moving to the status a job already has is a no-op and is not listed.
var transitions = map[JobStatus][]JobStatus{
	StatusPending:    {StatusConfirmed, StatusInProgress, StatusCancelled},
	StatusConfirmed:  {StatusPending, StatusInProgress, StatusCancelled},
	StatusInProgress: {StatusCompleted, StatusCancelled},
	// Reinstating: a job cancelled by mistake comes back as pending (or
	// confirmed, as it was; see StatusBeforeCancel), if it never started,
	// did not fail and its time is still ahead (Apply checks the rest;
	// see Reinstatable).
	StatusCancelled: {StatusPending, StatusConfirmed},
}

// CanTransition reports whether a job in status from may move to status to.
// The same status again is allowed (it changes nothing).
func CanTransition(from, to JobStatus) bool {
	if from == to {
		return true
	}
	for _, s := range transitions[from] {
		if s == to {
			return true
		}
	}
	return false
}

// Job is a piece of work (a cleaning, a repair, an inspection, a restock) at
// one of the account's addresses. Its JSON form is the v1 wire form.
type Job struct {
	ID          int64       `json:"id"`
	AccountID   int64       `json:"-"`
	AddressID   int64       `json:"address_id"`
	ProID       *int64      `json:"pro_id"`
	ServiceType ServiceType `json:"service_type"`
	Status      JobStatus   `json:"status"`
	ScheduledAt time.Time   `json:"scheduled_at"`
	CompletedAt *time.Time  `json:"completed_at"`
	Price       float64     `json:"price"`
	// Cost is what the job's pro is paid for it, in DefaultCurrency: nil
	// without a pro or a rate of theirs for the service type. See
	// Job.PriceCost for when it is computed and fixed; CostByHand reports
	// that a host set it, and StartedAt is when the work started (for
	// hourly pay), both kept by the store.
	Cost       *float64   `json:"cost"`
	CostByHand bool       `json:"-"`
	StartedAt  *time.Time `json:"-"`
	Notes      *string    `json:"notes"`
	CreatedAt  time.Time  `json:"created_at"`
	UpdatedAt  time.Time  `json:"updated_at"`
	// ReservationID is the stay a turnover turns over (nil for other
	// jobs); WindowEnd is when the work must be finished, the next
	// check-in at the property (nil when none is known); SameDay reports
	// that the next guests arrive on the day of the check-out, in the
	// property's zone. See docs/turnovers.md.
	ReservationID *int64     `json:"reservation_id"`
	WindowEnd     *time.Time `json:"window_end"`
	SameDay       bool       `json:"same_day"`
	// TimeByHand reports that a person set scheduled_at: the turnover
	// keeps that time while the stay allows it (see PlanTurnover).
	TimeByHand bool `json:"-"`
	// TodosMissing lists the required items of the job's checklist not
	// done yet (see TodoItem.Blocking), as the store loads them before a
	// change that completes the job: Apply refuses to complete a job
	// while any is missing.
	TodosMissing []string `json:"-"`

	// Assignment is how the job stands with its pros: unassigned, offered
	// to OfferedTo (waiting for an answer until OfferExpiresAt), or
	// accepted by ProID (see docs/pros.md). FailureReason says why a job
	// Steward cancelled by itself failed.
	Assignment    Assignment     `json:"assignment"`
	OfferedTo     *int64         `json:"offered_to"`
	FailureReason *FailureReason `json:"failure_reason"`
	// OfferExpiresAt is when the open offer lapses; AtRiskAt when the host
	// was told nobody had accepted; NextCheckAt when the offer worker must
	// look at the job again (see Job.NextCheck). The store keeps them.
	OfferExpiresAt *time.Time `json:"-"`
	AtRiskAt       *time.Time `json:"-"`
	NextCheckAt    *time.Time `json:"-"`

	// Rating is the host's rating of the completed job (nil until rated);
	// RecleanOf is the poorly rated job this one re-cleans (see
	// rating.go).
	Rating    *Rating `json:"rating"`
	RecleanOf *int64  `json:"reclean_of"`

	// AssetID is the equipment a maintenance or inspection job is about
	// (nil for none); ServiceTaskID the service task of that asset the
	// job carries out, when Steward scheduled it (see PlanService).
	AssetID       *int64 `json:"asset_id"`
	ServiceTaskID *int64 `json:"-"`
}

// JobChange is what a change to a job comes to, as the domain decides it:
// the job after the change, whether it differs from the job before, and the
// event the change announces. A store writes Job when Changed, and records
// Event (with the previous attributes, see JobPreviousAttributes) when it
// is not empty.
type JobChange struct {
	Job     Job
	Changed bool
	Event   string // one of EventNames, or "" when the change announces none
	// Actor and Reason go to the job's history (see JobHistoryEntry):
	// who made the change ("" for the caller, see ActorFromContext) and
	// why, for the changes Steward makes by itself.
	Actor  string
	Reason string
	// OccurredAt is when the change happened, when it is not now: a pro
	// reports work done offline with its time. It is the event's
	// occurred_at.
	OccurredAt *time.Time
}

// NewJob returns the job that in requests for accountID at now, and the
// event its creation announces. addr is the job's address, whose market
// estimate is the price when in has none (see EstimatePrice); pro is the
// job's pro, nil when it has none: the pro must be active and offer the
// job's service type (EVALIDATION, see CheckAssignable). A job is booked
// from now on: scheduled_at may be at most PastGrace in the past
// (EVALIDATION), unless in is History. in must be valid (see JobCreate.Validate); the store gives
// the job its ID, and checks its pro is free (see Job.NeedsProCheck).
func NewJob(accountID int64, in JobCreate, addr *Address, pro *Pro, now time.Time) (JobChange, error) {
	if !in.History {
		if err := checkNotPast(in.ScheduledAt, now); err != nil {
			return JobChange{}, err
		}
	}
	if pro != nil {
		if err := CheckAssignable(pro, in.ServiceType); err != nil {
			return JobChange{}, err
		}
	}
	j := Job{
		AccountID: accountID, AddressID: in.AddressID, ProID: in.ProID, ServiceType: in.ServiceType,
		Status: StatusPending, ScheduledAt: in.ScheduledAt.UTC(), Notes: in.Notes, CreatedAt: now, UpdatedAt: now,
		Assignment: Unassigned, AssetID: in.AssetID, ServiceTaskID: in.ServiceTaskID,
	}
	if err := checkAssetJob(j.AssetID, j.ServiceType); err != nil {
		return JobChange{}, err
	}
	if in.ProID != nil {
		j.Assignment = Accepted // the host chose
	}
	if in.Price != nil {
		j.Price = *in.Price
	} else {
		j.Price = EstimatePrice(addr, in.ServiceType).Price
	}
	event, _ := JobEventName(nil, &j)
	return JobChange{Job: j, Changed: true, Event: event}, nil
}

// Apply returns what update u does to j at now. The status moves only as
// CanTransition allows (ETRANSITION otherwise), and a job that completes
// gets now as its completed_at, unless a required item of its checklist
// is not done (ETRANSITION naming the items; see Job.TodosMissing, loaded
// by the store). A final job (completed or cancelled, before
// the update) cannot be rescheduled, nor have its pro, service type or
// price changed (ETRANSITION), but its notes can still change.
//
// pro is the pro the job has after u (u's ProID, else j's) when u changes
// the pro or the service type, loaded by the store (see JobUpdate.ProToLoad);
// nil otherwise. A pro newly assigned must be active and offer the job's
// service type, and a job's pro must offer its new service type
// (EVALIDATION, see CheckAssignable).
//
// A job rescheduled to more than PastGrace before now is EVALIDATION,
// unless its status after u is in_progress or completed: such a time is a
// record of when the work was done, not a booking.
//
// An update that changes nothing returns j unchanged, to be neither written
// nor announced; any other change sets updated_at to now. u is validated
// first (EVALIDATION).
func (j Job) Apply(u JobUpdate, pro *Pro, now time.Time) (JobChange, error) {
	if err := u.Validate(); err != nil {
		return JobChange{}, err
	}
	next := j
	if u.Status != nil && *u.Status != j.Status {
		if !CanTransition(j.Status, *u.Status) {
			return JobChange{}, Errorf(ETRANSITION, "Cannot change job status from %s to %s", j.Status, *u.Status)
		}
		if *u.Status == StatusCompleted && len(j.TodosMissing) > 0 {
			return JobChange{}, todosMissingError(j.TodosMissing)
		}
		if j.Status == StatusCancelled && !j.reinstatable() {
			return JobChange{}, Errorf(ETRANSITION, "Cannot reinstate job %d: it was cancelled after its work started or because it failed; book a new job instead", j.ID)
		}
		next.Status = *u.Status
		if next.Status == StatusCompleted {
			next.CompletedAt = &now
		}
	}
	reinstated := j.Status == StatusCancelled && (next.Status == StatusPending || next.Status == StatusConfirmed)
	if u.ScheduledAt != nil && !u.ScheduledAt.Equal(j.ScheduledAt) {
		if !j.Reschedulable() && !reinstated {
			return JobChange{}, Errorf(ETRANSITION, "Cannot reschedule a job that is %s", j.Status)
		}
		next.ScheduledAt = u.ScheduledAt.UTC()
		next.TimeByHand = true
	}
	if u.Notes != nil {
		next.Notes = u.Notes
	}
	if u.Cost != nil {
		next.Cost, next.CostByHand = u.Cost, true
	} else if u.ResetCost {
		next.CostByHand = false
	}
	if err := j.applyWork(&next, u, pro); err != nil {
		return JobChange{}, err
	}
	if u.UnlinkAsset {
		next.AssetID, next.ServiceTaskID = nil, nil
	} else if u.AssetID != nil && !equalIDs(u.AssetID, j.AssetID) {
		next.AssetID, next.ServiceTaskID = u.AssetID, nil
	}
	if err := checkAssetJob(next.AssetID, next.ServiceType); err != nil {
		return JobChange{}, err
	}
	if next.Status.Final() && next.Assignment == Offered {
		// A job cancelled (or done) is offered to nobody any more.
		next.Assignment, next.OfferedTo, next.OfferExpiresAt = Unassigned, nil, nil
	}
	if reinstated || !next.ScheduledAt.Equal(j.ScheduledAt) && next.Status != StatusInProgress && next.Status != StatusCompleted {
		if err := checkNotPast(next.ScheduledAt, now); err != nil {
			return JobChange{}, err
		}
	}
	if next.Status == j.Status && next.ScheduledAt.Equal(j.ScheduledAt) && equalStrings(next.Notes, j.Notes) &&
		equalIDs(next.ProID, j.ProID) && next.ServiceType == j.ServiceType && next.Price == j.Price &&
		equalCosts(next.Cost, j.Cost) && next.CostByHand == j.CostByHand &&
		equalIDs(next.AssetID, j.AssetID) {
		return JobChange{Job: j}, nil
	}
	next.UpdatedAt = now
	event, _ := JobEventName(&j, &next)
	return JobChange{Job: next, Changed: true, Event: event}, nil
}

// checkAssetJob returns the validation error, naming asset_id, of a job
// of service type t about an asset: only maintenance and inspection jobs
// are about equipment.
func checkAssetJob(assetID *int64, t ServiceType) error {
	if assetID != nil && t != Maintenance && t != Inspection {
		return Errorf(EVALIDATION, "Invalid asset_id: only maintenance and inspection jobs can be about an asset, not %s", t)
	}
	return nil
}

// todosMissingError is the ETRANSITION of completing a job whose required
// checklist items are not all done; it names them.
func todosMissingError(missing []string) error {
	names := make([]string, 0, 3)
	for _, m := range missing[:min(len(missing), 3)] {
		names = append(names, fmt.Sprintf("%q", m))
	}
	more := ""
	if len(missing) > 3 {
		more = fmt.Sprintf(" and %d more", len(missing)-3)
	}
	return Errorf(ETRANSITION, "Cannot complete the job: %d required checklist item(s) not done: %s%s",
		len(missing), strings.Join(names, ", "), more)
}

// applyWork applies u's pro, service type and price to next (see Apply).
func (j Job) applyWork(next *Job, u JobUpdate, pro *Pro) error {
	if u.UnassignPro {
		next.ProID = nil
	} else if u.ProID != nil {
		next.ProID = u.ProID
	}
	if !equalIDs(next.ProID, j.ProID) && !j.Status.Final() {
		// The host chose (or took the pro off): an open offer is withdrawn.
		next.OfferedTo, next.OfferExpiresAt = nil, nil
		next.Assignment = Unassigned
		if next.ProID != nil {
			next.Assignment = Accepted
		}
	}
	if u.ServiceType != nil {
		next.ServiceType = *u.ServiceType
	}
	if u.Price != nil {
		next.Price = *u.Price
	}
	proChanged, serviceChanged := !equalIDs(next.ProID, j.ProID), next.ServiceType != j.ServiceType
	if j.Status.Final() {
		switch {
		case proChanged:
			return Errorf(ETRANSITION, "Cannot change the pro of a job that is %s", j.Status)
		case serviceChanged:
			return Errorf(ETRANSITION, "Cannot change the service type of a job that is %s", j.Status)
		case next.Price != j.Price:
			return Errorf(ETRANSITION, "Cannot change the price of a job that is %s", j.Status)
		}
	}
	if next.ProID == nil || !proChanged && !serviceChanged {
		return nil
	}
	if pro == nil || pro.ID != *next.ProID {
		// A store bug, not the caller's: the rule cannot be checked.
		return fmt.Errorf("steward: Job.Apply needs pro %d, got %v", *next.ProID, pro)
	}
	if proChanged {
		return CheckAssignable(pro, next.ServiceType)
	}
	if !pro.Offers(next.ServiceType) {
		return Errorf(EVALIDATION, "Invalid service_type: the job's pro, %s, does not offer %s; assign another pro or unassign this one",
			pro.Name, next.ServiceType)
	}
	return nil
}

// CheckAssignable returns the validation error, naming pro_id, of
// assigning pro to a job of service type t: the pro must be active and
// offer t.
func CheckAssignable(pro *Pro, t ServiceType) error {
	if !pro.Active {
		return Errorf(EVALIDATION, "Invalid pro_id: pro %d (%s) is inactive", pro.ID, pro.Name)
	} else if !pro.Offers(t) {
		return Errorf(EVALIDATION, "Invalid pro_id: %s does not offer %s", pro.Name, t)
	}
	return nil
}

// Cancel returns what cancelling j at now does, as DELETE /jobs/{id} and
// CancelJob do it: a cancellable job (see Cancellable) becomes cancelled,
// announcing EventJobCancelled; a cancelled job stays as it is, without an
// event; any other job cannot be cancelled this way (ETRANSITION), though
// Apply may still move an in-progress job to cancelled (a failure).
func (j Job) Cancel(now time.Time) (JobChange, error) {
	if j.Status == StatusCancelled {
		return JobChange{Job: j}, nil
	} else if !j.Cancellable() {
		return JobChange{}, Errorf(ETRANSITION, "Cannot cancel a job that is %s; only pending or confirmed jobs can be cancelled", j.Status)
	}
	cancelled := StatusCancelled
	return j.Apply(JobUpdate{Status: &cancelled}, nil, now)
}

// Cancellable reports whether cancelling j (see Cancel) would cancel it:
// whether it is pending or confirmed, that is, not started nor finished.
func (j Job) Cancellable() bool {
	return j.Status == StatusPending || j.Status == StatusConfirmed
}

// Reinstatable reports whether j, a cancelled job, may come back as
// pending or confirmed at now (PATCH status pending or confirmed, the web app's "Restore job", the
// assistant's "undo that cancel"): it never started, did not fail, and its
// time is not past (see checkNotPast).
func (j Job) Reinstatable(now time.Time) bool {
	return j.Status == StatusCancelled && j.reinstatable() && checkNotPast(j.ScheduledAt, now) == nil
}

// reinstatable is Reinstatable without the clock: a cancelled job whose
// work never started and that did not fail.
func (j Job) reinstatable() bool { return j.StartedAt == nil && j.FailureReason == nil }

// Reschedulable reports whether j's scheduled_at may still change: whether
// its status is not final.
func (j Job) Reschedulable() bool { return !j.Status.Final() }

func equalIDs(a, b *int64) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

func equalStrings(a, b *string) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// JobCreate is what it takes to request a job. A nil Price means "use the
// market estimate for the address and service type" (see EstimatePrice).
type JobCreate struct {
	AddressID   int64
	ServiceType ServiceType
	ScheduledAt time.Time
	ProID       *int64
	Price       *float64
	Notes       *string
	// History records a job after the fact, for seeding and imports (the
	// demo, test fixtures): its scheduled_at may be in the past. No
	// interface sets it from a request; they record past work by starting
	// or completing a job (see Job.Apply).
	History bool

	// DuringStay lets the job fall during a confirmed stay at its
	// address (maintenance the guests asked for); without it such a job is
	// refused with ESTAYCONFLICT.
	DuringStay bool

	// AssetID links the job to equipment of its property (maintenance
	// and inspection jobs only); ServiceTaskID, set by Steward only, to
	// the service task it carries out.
	AssetID       *int64
	ServiceTaskID *int64
}

// Validate checks the fields that need no database: the address and pro
// are checked against the account by the service.
func (c *JobCreate) Validate() error {
	if c.AddressID == 0 {
		return MissingField("address_id")
	} else if c.AddressID < 0 {
		return Errorf(EVALIDATION, "Invalid address_id: must be a positive integer")
	} else if c.ServiceType == "" {
		return MissingField("service_type")
	} else if !c.ServiceType.Valid() {
		return invalidServiceType("service_type", c.ServiceType)
	} else if c.ScheduledAt.IsZero() {
		return MissingField("scheduled_at")
	} else if err := CheckTime("scheduled_at", c.ScheduledAt); err != nil {
		return err
	} else if c.ProID != nil && *c.ProID <= 0 {
		return Errorf(EVALIDATION, "Invalid pro_id: must be a positive integer")
	} else if err := checkPrice(c.Price); err != nil {
		return err
	} else if c.AssetID != nil && *c.AssetID <= 0 {
		return Errorf(EVALIDATION, "Invalid asset_id: must be a positive integer")
	} else if c.Notes != nil {
		return CheckText("notes", *c.Notes, MaxNotesLen)
	}
	return nil
}

// checkPrice checks an optional price: 0..MaxPrice.
func checkPrice(p *float64) error {
	if p != nil && math.IsNaN(*p) {
		return Errorf(EVALIDATION, "Invalid price: must be a number") // the web form and the CLI read "NaN"
	} else if p != nil && *p < 0 {
		return Errorf(EVALIDATION, "Invalid price: must not be negative")
	} else if p != nil && *p > MaxPrice {
		return Errorf(EVALIDATION, "Invalid price: must be at most %d", int(MaxPrice))
	}
	return nil
}

// MaxPrice is the largest price a job may carry, in USD.
const MaxPrice = 1_000_000.0

// MaxNotesLen is the longest notes text a job may carry, in characters.
const MaxNotesLen = 10_000

// JobUpdate is a partial change to a job; nil fields stay as they are.
type JobUpdate struct {
	ScheduledAt *time.Time
	Notes       *string
	Status      *JobStatus
	// ProID assigns a pro of the account, or another one; UnassignPro
	// leaves the job without a pro. At most one of them is set.
	ProID       *int64
	UnassignPro bool
	ServiceType *ServiceType
	Price       *float64
	// Cost sets what the pro is paid by hand, on a job in any status; it
	// stays until ResetCost gives the job back its computed cost (see
	// Job.PriceCost). At most one of them is set.
	Cost      *float64
	ResetCost bool
	// DuringStay lets a new scheduled_at fall during a confirmed stay (see
	// JobCreate.DuringStay).
	DuringStay bool
	// AssetID links the job to equipment of its property; UnlinkAsset
	// removes the link. At most one of them is set.
	AssetID     *int64
	UnlinkAsset bool
}

// Validate checks the update's own fields: the pro is checked against the
// account and the job by the service (see Job.Apply).
func (u *JobUpdate) Validate() error {
	if u.Status != nil && !u.Status.Valid() {
		return invalidStatus("status", *u.Status)
	} else if u.ScheduledAt != nil {
		if err := CheckTime("scheduled_at", *u.ScheduledAt); err != nil {
			return err
		}
	}
	if u.ProID != nil && u.UnassignPro {
		return Errorf(EVALIDATION, "Invalid pro_id: give a pro to assign or unassign the pro, not both")
	} else if u.ProID != nil && *u.ProID <= 0 {
		return Errorf(EVALIDATION, "Invalid pro_id: must be a positive integer")
	} else if u.ServiceType != nil && !u.ServiceType.Valid() {
		return invalidServiceType("service_type", *u.ServiceType)
	} else if err := checkPrice(u.Price); err != nil {
		return err
	} else if err := checkCost(u.Cost, u.ResetCost); err != nil {
		return err
	} else if u.AssetID != nil && u.UnlinkAsset {
		return Errorf(EVALIDATION, "Invalid asset_id: give an asset to link or unlink it, not both")
	} else if u.AssetID != nil && *u.AssetID <= 0 {
		return Errorf(EVALIDATION, "Invalid asset_id: must be a positive integer")
	}
	if u.Notes != nil {
		return CheckText("notes", *u.Notes, MaxNotesLen)
	}
	return nil
}

// ProToLoad returns the id of the pro Apply needs to apply u to j (see
// Job.Apply): the pro j has after u, when u changes the pro or the service
// type; ok is false when Apply needs none.
func (u *JobUpdate) ProToLoad(j Job) (id int64, ok bool) {
	switch {
	case u.UnassignPro:
		return 0, false
	case u.ProID != nil:
		return *u.ProID, true
	case u.ServiceType != nil && j.ProID != nil:
		return *j.ProID, true
	}
	return 0, false
}

// JobFilter selects jobs for FindJobs. Results are ordered by scheduled_at,
// then id, ascending.
type JobFilter struct {
	AddressID *int64
	ProID     *int64
	// ReservationID selects the turnover of this stay (at most one job).
	ReservationID *int64
	// Statuses selects jobs in any of these statuses; none means all.
	Statuses []JobStatus
	// From and To bound scheduled_at (From inclusive, To exclusive).
	From, To *time.Time
	Limit    int // 1..MaxJobLimit; 0 means DefaultJobLimit
	Offset   int
}

// Paging limits of GET /jobs.
const (
	DefaultJobLimit = 20
	MaxJobLimit     = 100
	MaxJobOffset    = 1<<31 - 1 // past any real list; keeps OFFSET within every engine's range
)

// ParseStatuses reads a comma-separated list of job statuses given for
// field ("pending,confirmed"), as every interface takes it; an empty list
// is nil (all statuses), a repeated status counts once.
func ParseStatuses(field, list string) ([]JobStatus, error) {
	var out []JobStatus
	for _, part := range strings.Split(list, ",") {
		s := JobStatus(strings.TrimSpace(part))
		if s == "" && strings.TrimSpace(list) == "" {
			return nil, nil
		} else if !s.Valid() {
			return nil, invalidStatus(field, s)
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out, nil
}

// Validate checks the filter's paging, statuses and time bounds.
func (f *JobFilter) Validate() error {
	if f.Limit == 0 {
		f.Limit = DefaultJobLimit
	}
	if f.Limit < 1 || f.Limit > MaxJobLimit {
		return Errorf(EVALIDATION, "Invalid limit: must be between 1 and %d", MaxJobLimit)
	} else if f.Offset < 0 || f.Offset > MaxJobOffset {
		return Errorf(EVALIDATION, "Invalid offset: must be between 0 and %d", MaxJobOffset)
	} else if len(f.Statuses) > len(JobStatuses) {
		return Errorf(EVALIDATION, "Invalid status: at most %d statuses", len(JobStatuses))
	}
	for _, s := range f.Statuses {
		if !s.Valid() {
			return invalidStatus("status", s)
		}
	}
	for _, id := range []struct {
		name string
		v    *int64
	}{{"address_id", f.AddressID}, {"pro_id", f.ProID}, {"reservation_id", f.ReservationID}} {
		if id.v != nil && *id.v <= 0 {
			return Errorf(EVALIDATION, "Invalid %s: must be a positive integer", id.name)
		}
	}
	if f.From != nil && f.To != nil && !f.From.Before(*f.To) {
		return Errorf(EVALIDATION, "Invalid to: must be after from")
	}
	for _, b := range []struct {
		name string
		t    *time.Time
	}{{"from", f.From}, {"to", f.To}} {
		if b.t != nil {
			if err := CheckTime(b.name, *b.t); err != nil {
				return err
			}
		}
	}
	return nil
}

// JobService manages jobs. Every method is scoped to accountID: a job of
// another account is reported as not found.
//
// Errors: ENOTFOUND ("Job not found") for an unknown job; EVALIDATION for
// bad input, including an address_id or pro_id outside the account;
// ETRANSITION when a status change is not allowed; ESTAYCONFLICT when a
// job created or rescheduled without DuringStay falls during a confirmed
// stay at its address (the message names the stay). The rules are the
// domain's: UpdateJob applies Job.Apply, CancelJob Job.Cancel, CreateJob
// NewJob. Every change records the event they name in the same transaction.
type JobService interface {
	FindJobByID(ctx context.Context, accountID, id int64) (*Job, error)
	FindJobs(ctx context.Context, accountID int64, filter JobFilter) ([]*Job, int, error)
	CreateJob(ctx context.Context, accountID int64, in JobCreate) (*Job, error)
	UpdateJob(ctx context.Context, accountID, id int64, upd JobUpdate) (*Job, error)
	// CancelJob cancels a pending or confirmed job; cancelling a cancelled
	// job again succeeds and changes nothing; any other status is
	// ETRANSITION (see Job.Cancel).
	CancelJob(ctx context.Context, accountID, id int64) (*Job, error)
	// FindJobHistory returns the changes of one of the account's jobs,
	// oldest first.
	FindJobHistory(ctx context.Context, accountID, id int64) ([]*JobHistoryEntry, error)
}

func invalidServiceType(field string, t ServiceType) *Error {
	return Errorf(EVALIDATION, "Invalid %s %q: must be one of %s", field, string(t), joinServiceTypes())
}

func invalidStatus(field string, s JobStatus) *Error {
	names := make([]string, len(JobStatuses))
	for i, v := range JobStatuses {
		names[i] = string(v)
	}
	return Errorf(EVALIDATION, "Invalid %s %q: must be one of %s", field, string(s), strings.Join(names, ", "))
}

func joinServiceTypes() string {
	names := make([]string, len(ServiceTypes))
	for i, v := range ServiceTypes {
		names[i] = string(v)
	}
	return strings.Join(names, ", ")
}
