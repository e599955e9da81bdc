package assistant

import (
	"context"
	"sort"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

// memStore is an in-memory implementation of the four domain services the
// engine uses, for unit tests and the benchmark (which measures the engine
// without storage). It follows the services' contracts where the engine
// relies on them; the real stores are tested through HTTP.
type memStore struct {
	clock  steward.Clock
	addrs  []*steward.Address
	pros   []*steward.Pro
	stays  []*steward.Reservation
	jobs   []*steward.Job
	nextID int64
	writes int
}

func (m *memStore) id() int64 { m.nextID++; return m.nextID }

func (m *memStore) FindAddressByID(_ context.Context, _ int64, id int64) (*steward.Address, error) {
	for _, a := range m.addrs {
		if a.ID == id {
			return a, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Address not found")
}

func (m *memStore) FindAddresses(context.Context, int64) ([]*steward.Address, error) {
	return m.addrs, nil
}

func (m *memStore) CreateAddress(_ context.Context, _ int64, in steward.AddressCreate) (*steward.Address, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	m.writes++
	a := &steward.Address{ID: m.id(), Street: in.Street, City: in.City, State: in.State, Zip: in.Zip, Country: in.Country,
		Nickname: in.Nickname, Bedrooms: in.Bedrooms, Bathrooms: in.Bathrooms, SquareFeet: in.SquareFeet,
		Timezone: steward.TimezoneFor(in.State, in.Country)}
	m.addrs = append(m.addrs, a)
	return a, nil
}

func (m *memStore) FindProByID(_ context.Context, _ int64, id int64) (*steward.Pro, error) {
	for _, p := range m.pros {
		if p.ID == id {
			return p, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Pro not found")
}

func (m *memStore) FindPros(context.Context, int64) ([]*steward.Pro, error) { return m.pros, nil }

func (m *memStore) CreatePro(_ context.Context, _ int64, in steward.ProCreate) (*steward.Pro, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	m.writes++
	p := &steward.Pro{ID: m.id(), Name: in.Name, Email: in.Email, Phone: in.Phone, Services: in.Services, Rating: 5, Active: true}
	if in.Active != nil {
		p.Active = *in.Active
	}
	m.pros = append(m.pros, p)
	return p, nil
}

func (m *memStore) FindReservations(_ context.Context, _ int64, f steward.ReservationFilter) ([]*steward.Reservation, error) {
	var out []*steward.Reservation
	for _, r := range m.stays {
		if f.AddressID == nil || r.AddressID == *f.AddressID {
			out = append(out, r)
		}
	}
	return out, nil
}

func (m *memStore) CreateReservation(_ context.Context, _ int64, in steward.ReservationCreate) (*steward.Reservation, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	m.writes++
	r := &steward.Reservation{ID: m.id(), AddressID: in.AddressID, GuestName: in.GuestName, CheckIn: in.CheckIn.UTC(),
		CheckOut: in.CheckOut.UTC(), Guests: *in.Guests, ConfirmationCode: "STWTEST"}
	m.stays = append(m.stays, r)
	sort.SliceStable(m.stays, func(i, j int) bool { return m.stays[i].CheckIn.Before(m.stays[j].CheckIn) })
	return r, nil
}

func (m *memStore) FindJobByID(_ context.Context, _ int64, id int64) (*steward.Job, error) {
	for _, j := range m.jobs {
		if j.ID == id {
			c := *j
			return &c, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Job not found")
}

func (m *memStore) FindJobs(_ context.Context, _ int64, f steward.JobFilter) ([]*steward.Job, int, error) {
	if err := f.Validate(); err != nil {
		return nil, 0, err
	}
	var all []*steward.Job
	for _, j := range m.jobs {
		if f.AddressID != nil && j.AddressID != *f.AddressID || f.Status != nil && j.Status != *f.Status ||
			f.From != nil && j.ScheduledAt.Before(*f.From) || f.To != nil && !j.ScheduledAt.Before(*f.To) {
			continue
		}
		c := *j
		all = append(all, &c)
	}
	sort.SliceStable(all, func(a, b int) bool { return all[a].ScheduledAt.Before(all[b].ScheduledAt) })
	total := len(all)
	if f.Offset >= len(all) {
		return []*steward.Job{}, total, nil
	}
	all = all[f.Offset:]
	if len(all) > f.Limit {
		all = all[:f.Limit]
	}
	return all, total, nil
}

func (m *memStore) CreateJob(_ context.Context, _ int64, in steward.JobCreate) (*steward.Job, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a, err := m.FindAddressByID(context.Background(), 0, in.AddressID)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid address_id")
	}
	m.writes++
	now := m.clock.Now()
	j := &steward.Job{ID: m.id(), AddressID: in.AddressID, ProID: in.ProID, ServiceType: in.ServiceType, Status: steward.StatusPending,
		ScheduledAt: in.ScheduledAt.UTC(), Notes: in.Notes, CreatedAt: now, UpdatedAt: now}
	if in.Price != nil {
		j.Price = *in.Price
	} else {
		j.Price = steward.EstimatePrice(a, in.ServiceType).Price
	}
	m.jobs = append(m.jobs, j)
	c := *j
	return &c, nil
}

func (m *memStore) UpdateJob(_ context.Context, _ int64, id int64, upd steward.JobUpdate) (*steward.Job, error) {
	for _, j := range m.jobs {
		if j.ID != id {
			continue
		}
		if upd.Status != nil {
			if !steward.CanTransition(j.Status, *upd.Status) {
				return nil, steward.Errorf(steward.ETRANSITION, "Cannot change job status from %s to %s", j.Status, *upd.Status)
			}
			j.Status = *upd.Status
		}
		if upd.ScheduledAt != nil {
			j.ScheduledAt = upd.ScheduledAt.UTC()
		}
		if upd.Notes != nil {
			j.Notes = upd.Notes
		}
		m.writes++
		c := *j
		return &c, nil
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Job not found")
}

func (m *memStore) CancelJob(ctx context.Context, acct, id int64) (*steward.Job, error) {
	cancelled := steward.StatusCancelled
	return m.UpdateJob(ctx, acct, id, steward.JobUpdate{Status: &cancelled})
}

// fixtureStore is the account of the public examples (see
// internal/examples), built through the services.
func fixtureStore(now time.Time) (*memStore, *examples.Fixture) {
	m := &memStore{clock: steward.FixedClock{T: now}}
	f, err := examples.Seed(context.Background(), m.services(), 1)
	if err != nil {
		panic(err)
	}
	m.writes = 0
	return m, f
}

func (m *memStore) services() examples.Services {
	return examples.Services{Addresses: m, Pros: m, Reservations: m, Jobs: m}
}

func (m *memStore) state() examples.State {
	var s examples.State
	for _, j := range m.jobs {
		c := *j
		s.Jobs = append(s.Jobs, &c)
	}
	s.Reservations = append(s.Reservations, m.stays...)
	s.Pros = append(s.Pros, m.pros...)
	return s
}

func (m *memStore) engine() *Engine {
	return &Engine{Jobs: m, Addresses: m, Pros: m, Reservations: m, Clock: m.clock}
}
