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
	var p *steward.Pro
	if in.ProID != nil {
		if p, err = m.FindProByID(context.Background(), 0, *in.ProID); err != nil {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid pro_id")
		}
	}
	c, err := steward.NewJob(0, in, a, p, m.clock.Now())
	if err != nil {
		return nil, err
	}
	m.writes++
	c.Job.ID = m.id()
	m.jobs = append(m.jobs, &c.Job)
	j := c.Job
	return &j, nil
}

func (m *memStore) UpdateJob(_ context.Context, _ int64, id int64, upd steward.JobUpdate) (*steward.Job, error) {
	return m.change(id, func(j steward.Job) (steward.JobChange, error) {
		var p *steward.Pro
		if proID, ok := upd.ProToLoad(j); ok {
			var err error
			if p, err = m.FindProByID(context.Background(), 0, proID); err != nil {
				return steward.JobChange{}, steward.Errorf(steward.EVALIDATION, "Invalid pro_id")
			}
		}
		return j.Apply(upd, p, m.clock.Now())
	})
}

func (m *memStore) CancelJob(_ context.Context, _ int64, id int64) (*steward.Job, error) {
	return m.change(id, func(j steward.Job) (steward.JobChange, error) { return j.Cancel(m.clock.Now()) })
}

// FindJobHistory is not kept by the memory store: the assistant never reads it.
func (m *memStore) FindJobHistory(context.Context, int64, int64) ([]*steward.JobHistoryEntry, error) {
	return []*steward.JobHistoryEntry{}, nil
}

// change changes job id as the domain's rule says, as the real store does.
func (m *memStore) change(id int64, rule func(steward.Job) (steward.JobChange, error)) (*steward.Job, error) {
	for _, j := range m.jobs {
		if j.ID != id {
			continue
		}
		c, err := rule(*j)
		if err != nil {
			return nil, err
		}
		if c.Changed {
			m.writes++
			*j = c.Job
		}
		out := *j
		return &out, nil
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Job not found")
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

// The engine neither edits nor archives properties, nor edits or cancels
// stays: these complete the service interfaces.

func (m *memStore) FindArchivedAddresses(context.Context, int64) ([]*steward.Address, error) {
	return []*steward.Address{}, nil
}

func (m *memStore) UpdateAddress(context.Context, int64, int64, steward.AddressUpdate) (*steward.Address, error) {
	return nil, steward.Errorf(steward.EINTERNAL, "memStore: UpdateAddress is not implemented")
}

func (m *memStore) ArchiveAddress(context.Context, int64, int64) (*steward.Address, error) {
	return nil, steward.Errorf(steward.EINTERNAL, "memStore: ArchiveAddress is not implemented")
}

func (m *memStore) FindReservationByID(_ context.Context, _ int64, id int64) (*steward.Reservation, error) {
	for _, r := range m.stays {
		if r.ID == id {
			return r, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Reservation not found")
}

func (m *memStore) UpdateReservation(context.Context, int64, int64, steward.ReservationUpdate) (*steward.Reservation, error) {
	return nil, steward.Errorf(steward.EINTERNAL, "memStore: UpdateReservation is not implemented")
}

func (m *memStore) CancelReservation(context.Context, int64, int64) (*steward.Reservation, error) {
	return nil, steward.Errorf(steward.EINTERNAL, "memStore: CancelReservation is not implemented")
}
