package llm

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/tool"
)

// A message's changes are staged, then written as one. The model's tool
// calls run over services that check each change with the domain's rules
// (steward.NewJob, Job.Apply, Job.Cancel, ReservationUpdate.Apply, the
// inputs' Validate), as the embedded engine's planner does, and record it
// as a steward.Change instead of writing it; the tool result the model
// reads is the job or stay as it will be (a new one has id 0 until then).
// When the model is done, every staged change is written in one call of
// steward.ChangeService: all of them, with their events, or none. Reads go
// to the store and do not see the staged changes, except a job or stay
// changed earlier in the message, which is read as it will be.

// batchable are the tools whose changes the ChangeService writes.
var batchable = map[string]bool{
	"create_job": true, "update_job": true, "cancel_job": true,
	"create_reservation": true, "update_reservation": true, "cancel_reservation": true,
	"create_pro": true,
}

// stage collects one message's changes.
type stage struct {
	acct    int64
	now     time.Time
	jobs    steward.JobService
	addrs   steward.AddressService
	pros    steward.ProService
	stays   steward.ReservationService
	changes []steward.Change
	// says names each staged change for the reply ("schedule a cleaning
	// at Lake Cabin on Thu Mar 5 at 9:00 AM").
	says []string
	// jobAt and stayAt are the jobs and stays as the staged changes leave
	// them.
	jobAt  map[int64]steward.Job
	stayAt map[int64]steward.Reservation
}

func newStage(acct int64, now time.Time, svc tool.Services) *stage {
	return &stage{acct: acct, now: now, jobs: svc.Jobs, addrs: svc.Addresses, pros: svc.Pros, stays: svc.Reservations,
		jobAt: map[int64]steward.Job{}, stayAt: map[int64]steward.Reservation{}}
}

// services are svc with the job, stay and pro services staged.
func (s *stage) services(svc tool.Services) tool.Services {
	svc.Jobs = stagedJobs{s}
	svc.Reservations = stagedStays{s}
	svc.Pros = stagedPros{s}
	return svc
}

func (s *stage) add(c steward.Change, say string) {
	s.changes = append(s.changes, c)
	s.says = append(s.says, say)
}

func (s *stage) address(ctx context.Context, id int64) (*steward.Address, error) {
	a, err := s.addrs.FindAddressByID(ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid address_id: address %d does not exist in this account", id)
	}
	return a, err
}

func (s *stage) pro(ctx context.Context, id int64) (*steward.Pro, error) {
	p, err := s.pros.FindProByID(ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid pro_id: pro %d does not exist in this account", id)
	}
	return p, err
}

// when is how a staged change names a time: local to its property.
func when(t time.Time, a *steward.Address) string {
	if a == nil {
		return t.UTC().Format("Mon Jan 2 at 15:04 UTC")
	}
	return t.In(a.Location()).Format("Mon Jan 2 at 3:04 PM MST")
}

type stagedJobs struct{ *stage }

func (s stagedJobs) FindJobByID(ctx context.Context, acct, id int64) (*steward.Job, error) {
	if j, ok := s.jobAt[id]; ok {
		return &j, nil
	}
	return s.jobs.FindJobByID(ctx, acct, id)
}

func (s stagedJobs) FindJobs(ctx context.Context, acct int64, f steward.JobFilter) ([]*steward.Job, int, error) {
	return s.jobs.FindJobs(ctx, acct, f)
}

func (s stagedJobs) FindJobHistory(ctx context.Context, acct, id int64) ([]*steward.JobHistoryEntry, error) {
	return s.jobs.FindJobHistory(ctx, acct, id)
}

func (s stagedJobs) CreateJob(ctx context.Context, acct int64, in steward.JobCreate) (*steward.Job, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a, err := s.address(ctx, in.AddressID)
	if err != nil {
		return nil, err
	}
	var p *steward.Pro
	if in.ProID != nil {
		if p, err = s.pro(ctx, *in.ProID); err != nil {
			return nil, err
		}
	}
	c, err := steward.NewJob(acct, in, a, p, s.now)
	if err != nil {
		return nil, err
	}
	s.add(steward.CreateJobChange(in), fmt.Sprintf("schedule %s at %s on %s", in.ServiceType, a.Name(), when(in.ScheduledAt, a)))
	return &c.Job, nil
}

func (s stagedJobs) change(ctx context.Context, acct, id int64, rule func(steward.Job) (steward.JobChange, error), c steward.Change, verb string) (*steward.Job, error) {
	j, err := s.FindJobByID(ctx, acct, id)
	if err != nil {
		return nil, err
	}
	jc, err := rule(*j)
	if err != nil {
		return nil, err
	}
	a, _ := s.addrs.FindAddressByID(ctx, acct, j.AddressID)
	name := fmt.Sprintf("address %d", j.AddressID)
	if a != nil {
		name = a.Name()
	}
	s.jobAt[id] = jc.Job
	s.add(c, fmt.Sprintf("%s the %s at %s on %s (job %d)", verb, j.ServiceType, name, when(j.ScheduledAt, a), id))
	return &jc.Job, nil
}

func (s stagedJobs) UpdateJob(ctx context.Context, acct, id int64, upd steward.JobUpdate) (*steward.Job, error) {
	if err := upd.Validate(); err != nil {
		return nil, err
	}
	return s.change(ctx, acct, id, func(j steward.Job) (steward.JobChange, error) {
		var p *steward.Pro
		if proID, ok := upd.ProToLoad(j); ok {
			var err error
			if p, err = s.pro(ctx, proID); err != nil {
				return steward.JobChange{}, err
			}
		}
		return j.Apply(upd, p, s.now)
	}, steward.UpdateJobChange(id, upd), "change")
}

func (s stagedJobs) CancelJob(ctx context.Context, acct, id int64) (*steward.Job, error) {
	return s.change(ctx, acct, id, func(j steward.Job) (steward.JobChange, error) { return j.Cancel(s.now) },
		steward.CancelJobChange(id), "cancel")
}

type stagedStays struct{ *stage }

func (s stagedStays) FindReservationByID(ctx context.Context, acct, id int64) (*steward.Reservation, error) {
	if r, ok := s.stayAt[id]; ok {
		return &r, nil
	}
	return s.stays.FindReservationByID(ctx, acct, id)
}

func (s stagedStays) FindReservations(ctx context.Context, acct int64, f steward.ReservationFilter) ([]*steward.Reservation, error) {
	return s.stays.FindReservations(ctx, acct, f)
}

func (s stagedStays) CreateReservation(ctx context.Context, acct int64, in steward.ReservationCreate) (*steward.Reservation, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a, err := s.address(ctx, in.AddressID)
	if err != nil {
		return nil, err
	}
	r := steward.Reservation{AddressID: in.AddressID, GuestName: in.GuestName, Status: steward.ReservationConfirmed, Source: in.Source}
	r.CheckIn, r.CheckOut = steward.ResolveStayTimes(a, in.CheckIn, in.CheckInDate, in.CheckOut, in.CheckOutDate)
	if in.Guests != nil {
		r.Guests = *in.Guests
	}
	s.add(steward.CreateReservationChange(in), fmt.Sprintf("add %s's stay at %s from %s to %s", in.GuestName, a.Name(), when(r.CheckIn, a), when(r.CheckOut, a)))
	return &r, nil
}

func (s stagedStays) UpdateReservation(ctx context.Context, acct, id int64, u steward.ReservationUpdate) (*steward.Reservation, error) {
	r, err := s.FindReservationByID(ctx, acct, id)
	if err != nil {
		return nil, err
	}
	a, err := s.address(ctx, r.AddressID)
	if err != nil {
		return nil, err
	}
	next, _, err := u.Apply(*r, a, s.now)
	if err != nil {
		return nil, err
	}
	verb := "change"
	if next.Status == steward.ReservationCancelled && r.Status != steward.ReservationCancelled {
		verb = "cancel"
	}
	s.stayAt[id] = next
	s.add(steward.UpdateReservationChange(id, u), fmt.Sprintf("%s %s's stay at %s", verb, r.GuestName, a.Name()))
	return &next, nil
}

func (s stagedStays) CancelReservation(ctx context.Context, acct, id int64) (*steward.Reservation, error) {
	r, err := s.FindReservationByID(ctx, acct, id)
	if err != nil {
		return nil, err
	}
	a, err := s.address(ctx, r.AddressID)
	if err != nil {
		return nil, err
	}
	cancelled := steward.ReservationCancelled
	next, _, err := steward.ReservationUpdate{Status: &cancelled}.Apply(*r, a, s.now)
	if err != nil {
		return nil, err
	}
	s.stayAt[id] = next
	s.add(steward.CancelReservationChange(id), fmt.Sprintf("cancel %s's stay at %s", r.GuestName, a.Name()))
	return &next, nil
}

type stagedPros struct{ *stage }

func (s stagedPros) FindProByID(ctx context.Context, acct, id int64) (*steward.Pro, error) {
	return s.pros.FindProByID(ctx, acct, id)
}

func (s stagedPros) FindPros(ctx context.Context, acct int64) ([]*steward.Pro, error) {
	return s.pros.FindPros(ctx, acct)
}

func (s stagedPros) CreatePro(ctx context.Context, acct int64, in steward.ProCreate) (*steward.Pro, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	p := steward.Pro{Name: in.Name, Email: in.Email, Phone: in.Phone, Services: in.Services, Active: in.Active == nil || *in.Active}
	s.add(steward.CreateProChange(in), "add "+in.Name+" as a pro")
	return &p, nil
}

// UpdatePro is not staged: update_pro runs once the message's changes are
// written (see Engine.Handle), so the staged services never call it.
func (s stagedPros) UpdatePro(context.Context, int64, int64, steward.ProUpdate) (*steward.Pro, []int64, error) {
	return nil, nil, steward.Errorf(steward.EINTERNAL, "llm: update_pro is not staged")
}
