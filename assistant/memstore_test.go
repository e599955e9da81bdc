package assistant

import (
	"context"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

// memStore is an in-memory implementation of the five domain services the
// engine uses, for unit tests and the benchmark (which measures the engine
// without storage). It follows the services' contracts where the engine
// relies on them; TestEvalSQLite fails when the evaluation comes out
// otherwise on it than on the SQL store (eval_sql_test.go).
type memStore struct {
	clock  steward.Clock
	addrs  []*steward.Address
	pros   []*steward.Pro
	stays  []*steward.Reservation
	jobs   []*steward.Job
	cals   []*steward.Calendar
	assets []*steward.Asset
	nextID int64
	writes int
	// failAt, when set, makes ApplyChanges refuse a change it has written
	// (see ApplyChanges).
	failAt func(i int, c steward.Change) bool
	// history is the jobs' histories, by job id, as a test sets them.
	history map[int64][]*steward.JobHistoryEntry
	// logHistory adds every change of a job to its history from then on
	// (the evaluation sets it once its fixture is built).
	logHistory bool

	// supplies are the properties' supplies (supplies_test.go).
	supplies []*steward.Supply
}

// The memory store enforces the job rules the SQL store enforces in its
// transaction, through the same domain functions (see sqlstore/job.go
// checkDuringStay, checkMoveDuringStay and sqlstore/proconflict.go): a job
// created or moved into a confirmed stay at its property without
// DuringStay is STAY_CONFLICT, and a job whose pro is booked on an
// overlapping job is PRO_CONFLICT.

// stayAt returns the confirmed stay at address a during which at falls
// (check-in <= at < check-out), or nil.
func (m *memStore) stayAt(a *steward.Address, at time.Time) *steward.Reservation {
	for _, r := range m.stays {
		if r.AddressID == a.ID && r.Status == steward.ReservationConfirmed && !at.Before(r.CheckIn) && at.Before(r.CheckOut) {
			return r
		}
	}
	return nil
}

// checkDuringStay is the STAY_CONFLICT of a new job at a at time at.
func (m *memStore) checkDuringStay(a *steward.Address, at time.Time) error {
	if stay := m.stayAt(a, at); stay != nil {
		return steward.StayConflictError(stay, a.Location())
	}
	return nil
}

// checkMoveDuringStay is the STAY_CONFLICT of moving j to time to: none
// when j already fell during that same stay.
func (m *memStore) checkMoveDuringStay(j steward.Job, to time.Time) error {
	a, err := m.FindAddressByID(context.Background(), 1, j.AddressID)
	if err != nil {
		return err
	}
	stay := m.stayAt(a, to)
	if stay == nil {
		return nil
	}
	if was := m.stayAt(a, j.ScheduledAt); was != nil && was.ID == stay.ID {
		return nil
	}
	return steward.StayConflictError(stay, a.Location())
}

// checkProFree is the PRO_CONFLICT of next, created (prev nil) or changed
// from prev (see steward.Job.NeedsProCheck and ProConflict).
func (m *memStore) checkProFree(prev, next *steward.Job) error {
	if !next.NeedsProCheck(prev) {
		return nil
	}
	ctx := context.Background()
	pro, err := m.FindProByID(ctx, 1, *next.ProID)
	if err != nil {
		return err
	}
	addr, err := m.FindAddressByID(ctx, 1, next.AddressID)
	if err != nil {
		return err
	}
	for _, o := range m.jobs {
		if o.ID == next.ID {
			continue
		}
		oa, err := m.FindAddressByID(ctx, 1, o.AddressID)
		if err != nil {
			return err
		}
		if conflict := next.ProConflict(addr, pro, o, oa); conflict != nil {
			return conflict
		}
	}
	return nil
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
		Nickname: in.Nickname, AccessInstructions: in.AccessInstructions, Bedrooms: in.Bedrooms, Bathrooms: in.Bathrooms, SquareFeet: in.SquareFeet,
		Timezone: steward.TimezoneFor(in.State, in.Country), CheckInTime: in.CheckInTime, CheckOutTime: in.CheckOutTime}
	if in.Timezone != "" { // set by hand, as the SQL stores keep it
		a.Timezone, a.TimezoneManual = in.Timezone, true
	}
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

// UpdatePro completes the interface: the assistant's tools do not update
// pros, so unlike the real stores it unassigns no jobs.
func (m *memStore) UpdatePro(context.Context, int64, int64, steward.ProUpdate) (*steward.Pro, []int64, error) {
	return nil, nil, steward.Errorf(steward.EINTERNAL, "memStore: UpdatePro is not implemented")
}

func (m *memStore) FindReservations(_ context.Context, _ int64, f steward.ReservationFilter) ([]*steward.Reservation, error) {
	var out []*steward.Reservation
	for _, r := range m.stays {
		status := string(r.Status)
		if (f.AddressID == nil || r.AddressID == *f.AddressID) && (f.Status == "all" || f.Status == status ||
			f.Status == "" && status == string(steward.ReservationConfirmed)) {
			c := *r
			out = append(out, &c)
		}
	}
	return out, nil
}

func (m *memStore) CreateReservation(_ context.Context, _ int64, in steward.ReservationCreate) (*steward.Reservation, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a, err := m.FindAddressByID(context.Background(), 0, in.AddressID)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid address_id")
	}
	in.CheckIn, in.CheckOut = steward.ResolveStayTimes(a, in.CheckIn, in.CheckInDate, in.CheckOut, in.CheckOutDate)
	r := &steward.Reservation{ID: m.nextID + 1, AddressID: in.AddressID, GuestName: in.GuestName, CheckIn: in.CheckIn.UTC(),
		CheckOut: in.CheckOut.UTC(), Guests: *in.Guests, ConfirmationCode: "STWTEST", Status: steward.ReservationConfirmed,
		Source: in.Source, CreatedAt: m.clock.Now(), UpdatedAt: m.clock.Now()}
	if err := m.checkOverlap(a, r); err != nil {
		return nil, err
	}
	m.writes++
	m.id()
	m.stays = append(m.stays, r)
	sort.SliceStable(m.stays, func(i, j int) bool { return m.stays[i].CheckIn.Before(m.stays[j].CheckIn) })
	c := *r
	return &c, nil
}

// checkOverlap refuses a confirmed stay that overlaps another, as the
// real store does.
func (m *memStore) checkOverlap(a *steward.Address, r *steward.Reservation) error {
	if r.Status != steward.ReservationConfirmed {
		return nil
	}
	for _, o := range m.stays {
		if o.ID != r.ID && o.Status == steward.ReservationConfirmed && r.Overlaps(o) {
			return steward.ConflictError(o, a.Location())
		}
	}
	return nil
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
		if f.AddressID != nil && j.AddressID != *f.AddressID || len(f.Statuses) > 0 && !slices.Contains(f.Statuses, j.Status) ||
			f.ProID != nil && (j.ProID == nil || *j.ProID != *f.ProID) ||
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
	if !in.DuringStay {
		if err := m.checkDuringStay(a, in.ScheduledAt); err != nil {
			return nil, err
		}
	}
	c, err := steward.NewJob(0, in, a, p, m.clock.Now())
	if err != nil {
		return nil, err
	} else if err := m.checkProFree(nil, &c.Job); err != nil {
		return nil, err
	}
	m.writes++
	c.Job.ID = m.id()
	m.jobs = append(m.jobs, &c.Job)
	j := c.Job
	return &j, nil
}

func (m *memStore) UpdateJob(ctx context.Context, _ int64, id int64, upd steward.JobUpdate) (*steward.Job, error) {
	return m.change(ctx, id, func(j steward.Job) (steward.JobChange, error) {
		var p *steward.Pro
		if proID, ok := upd.ProToLoad(j); ok {
			var err error
			if p, err = m.FindProByID(context.Background(), 0, proID); err != nil {
				return steward.JobChange{}, steward.Errorf(steward.EVALIDATION, "Invalid pro_id")
			}
		}
		c, err := j.Apply(upd, p, m.clock.Now())
		if err == nil && c.Changed {
			err = m.checkProFree(&j, &c.Job)
		}
		if err == nil && c.Changed && !c.Job.ScheduledAt.Equal(j.ScheduledAt) && !upd.DuringStay {
			err = m.checkMoveDuringStay(j, c.Job.ScheduledAt)
		}
		return c, err
	})
}

func (m *memStore) CancelJob(ctx context.Context, _ int64, id int64) (*steward.Job, error) {
	return m.change(ctx, id, func(j steward.Job) (steward.JobChange, error) { return j.Cancel(m.clock.Now()) })
}

// FindJobHistory returns the history a test gave the job: the memory store
// records none of its own.
func (m *memStore) FindJobHistory(_ context.Context, _ int64, id int64) ([]*steward.JobHistoryEntry, error) {
	if h := m.history[id]; h != nil {
		return h, nil
	}
	return []*steward.JobHistoryEntry{}, nil
}

// change changes job id as the domain's rule says, as the real store does.
func (m *memStore) change(ctx context.Context, id int64, rule func(steward.Job) (steward.JobChange, error)) (*steward.Job, error) {
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
			if m.logHistory {
				// As the SQL stores record it (see steward.DescribeJobChange),
				// with the actor of the context (the assistant's).
				prev := *j
				m.history[id] = append(m.history[id], &steward.JobHistoryEntry{At: m.clock.Now(), Actor: steward.ActorFromContext(ctx),
					Change: steward.DescribeJobChange(&prev, &c.Job)})
			}
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
	return &Engine{Jobs: m, Addresses: m, Pros: m, Reservations: m, Changes: m, Calendars: m, Assets: m, Clock: m.clock, Supplies: m, Reports: m}
}

// The equipment is read-only here: the fixture sets m.assets, and the
// engine only finds the assets a repair is about.

func (m *memStore) FindAssets(_ context.Context, _ int64, addressID int64) ([]*steward.Asset, error) {
	var out []*steward.Asset
	for _, a := range m.assets {
		if a.AddressID == addressID {
			out = append(out, a)
		}
	}
	return out, nil
}

func (m *memStore) FindAssetByID(_ context.Context, _ int64, id int64) (*steward.Asset, error) {
	for _, a := range m.assets {
		if a.ID == id {
			return a, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Asset not found")
}

var errAssetsReadOnly = steward.Errorf(steward.EINTERNAL, "memStore: assets are read-only")

func (m *memStore) CreateAsset(context.Context, int64, int64, steward.AssetInput) (*steward.Asset, error) {
	return nil, errAssetsReadOnly
}

func (m *memStore) UpdateAsset(context.Context, int64, int64, steward.AssetUpdate) (*steward.Asset, error) {
	return nil, errAssetsReadOnly
}

func (m *memStore) DeleteAsset(context.Context, int64, int64) error { return errAssetsReadOnly }

func (m *memStore) FindAssetHistory(context.Context, int64, int64) (*steward.AssetHistory, error) {
	return nil, errAssetsReadOnly
}

// The calendar feeds are a stand-in: a sync reads nothing and changes no
// stay; a feed whose URL holds "missing" fails to be read, as a feed that
// answers 404 does.

func (m *memStore) CreateCalendar(_ context.Context, accountID int64, in steward.CalendarCreate) (*steward.Calendar, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	if _, err := m.FindAddressByID(context.Background(), accountID, in.AddressID); err != nil {
		return nil, err
	}
	c := &steward.Calendar{ID: m.id(), AccountID: accountID, AddressID: in.AddressID, Name: in.Name, URL: in.URL, CreatedAt: m.clock.Now()}
	if c.Name == "" {
		c.Name = "feed"
	}
	m.cals = append(m.cals, c)
	return c, nil
}

func (m *memStore) FindCalendars(_ context.Context, _ int64, addressID int64) ([]*steward.Calendar, error) {
	out := []*steward.Calendar{}
	for _, c := range m.cals {
		if c.AddressID == addressID {
			out = append(out, c)
		}
	}
	return out, nil
}

func (m *memStore) FindCalendarByID(_ context.Context, _ int64, addressID, id int64) (*steward.Calendar, error) {
	for _, c := range m.cals {
		if c.AddressID == addressID && c.ID == id {
			return c, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Calendar not found")
}

func (m *memStore) DeleteCalendar(ctx context.Context, accountID, addressID, id int64) error {
	c, err := m.FindCalendarByID(ctx, accountID, addressID, id)
	if err != nil {
		return err
	}
	m.cals = slices.DeleteFunc(m.cals, func(x *steward.Calendar) bool { return x == c })
	return nil
}

func (m *memStore) SyncCalendar(ctx context.Context, accountID, addressID, id int64) (*steward.Calendar, error) {
	c, err := m.FindCalendarByID(ctx, accountID, addressID, id)
	if err != nil {
		return nil, err
	}
	now := m.clock.Now()
	c.LastFetchAt = &now
	if strings.Contains(c.URL, "missing") {
		msg := "the feed answered 404 Not Found"
		c.LastError = &msg
		return c, nil
	}
	c.LastSuccessAt, c.LastError, c.LastResult = &now, nil, &steward.CalendarSyncResult{}
	return c, nil
}

// The engine neither edits nor archives properties: these complete the
// service interfaces.

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
			c := *r
			return &c, nil
		}
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Reservation not found")
}

func (m *memStore) UpdateReservation(_ context.Context, _ int64, id int64, u steward.ReservationUpdate) (*steward.Reservation, error) {
	for _, r := range m.stays {
		if r.ID != id {
			continue
		}
		a, err := m.FindAddressByID(context.Background(), 0, r.AddressID)
		if err != nil {
			return nil, err
		}
		next, changed, err := u.Apply(*r, a, m.clock.Now())
		if err != nil {
			return nil, err
		} else if changed {
			if err := m.checkOverlap(a, &next); err != nil {
				return nil, err
			}
			m.writes++
			*r = next
		}
		c := *r
		return &c, nil
	}
	return nil, steward.Errorf(steward.ENOTFOUND, "Reservation not found")
}

func (m *memStore) CancelReservation(ctx context.Context, acct int64, id int64) (*steward.Reservation, error) {
	cancelled := steward.ReservationCancelled
	return m.UpdateReservation(ctx, acct, id, steward.ReservationUpdate{Status: &cancelled})
}

// ApplyChanges writes changes in order through the store's own methods,
// and puts everything back as it was when one is refused: all or nothing,
// as the real store's transaction. failAt, when set, refuses the change at
// that index as a store would (a concurrent change), to test that.
func (m *memStore) ApplyChanges(ctx context.Context, acct int64, changes []steward.Change) ([]steward.ChangeResult, error) {
	changes = append([]steward.Change(nil), changes...)
	if err := steward.CheckChanges(changes); err != nil {
		return nil, err
	}
	saved := m.snapshot()
	out := make([]steward.ChangeResult, len(changes))
	for i, c := range changes {
		var r steward.ChangeResult
		var err error
		switch c.Kind {
		case steward.ChangeCreateJob:
			r.Job, err = m.CreateJob(ctx, acct, c.JobCreate)
		case steward.ChangeUpdateJob:
			r.Job, err = m.UpdateJob(ctx, acct, c.ID, c.JobUpdate)
		case steward.ChangeCancelJob:
			r.Job, err = m.CancelJob(ctx, acct, c.ID)
		case steward.ChangeCreateReservation:
			r.Reservation, err = m.CreateReservation(ctx, acct, c.ReservationCreate)
		case steward.ChangeUpdateReservation:
			r.Reservation, err = m.UpdateReservation(ctx, acct, c.ID, c.ReservationUpdate)
		case steward.ChangeCancelReservation:
			r.Reservation, err = m.CancelReservation(ctx, acct, c.ID)
		case steward.ChangeCreatePro:
			r.Pro, err = m.CreatePro(ctx, acct, c.ProCreate)
		}
		if err == nil && m.failAt != nil && m.failAt(i, c) {
			err = steward.Errorf(steward.ECONFLICT, "The job was changed at the same time by another request; retry")
		}
		if err != nil {
			m.restore(saved)
			return nil, &steward.ChangeError{Index: i, Err: err}
		}
		out[i] = r
	}
	return out, nil
}

// memState is a copy of everything a change may write.
type memState struct {
	pros   []steward.Pro
	stays  []steward.Reservation
	jobs   []steward.Job
	nextID int64
	writes int
}

func (m *memStore) snapshot() memState {
	st := memState{nextID: m.nextID, writes: m.writes}
	for _, p := range m.pros {
		st.pros = append(st.pros, *p)
	}
	for _, r := range m.stays {
		st.stays = append(st.stays, *r)
	}
	for _, j := range m.jobs {
		st.jobs = append(st.jobs, *j)
	}
	return st
}

func (m *memStore) restore(st memState) {
	m.pros, m.stays, m.jobs = nil, nil, nil
	for i := range st.pros {
		m.pros = append(m.pros, &st.pros[i])
	}
	for i := range st.stays {
		m.stays = append(m.stays, &st.stays[i])
	}
	for i := range st.jobs {
		m.jobs = append(m.jobs, &st.jobs[i])
	}
	m.nextID, m.writes = st.nextID, st.writes
}
