package assistant

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/stewardhq/steward"
)

// Replaying an evaluation fixture built on a memStore into a SQL store:
// everything is created again through the store's own services, in the
// order the fixture created it (memStore's ids count up across kinds), and
// jobs are moved through their statuses as addJob moves them. The SQL rows
// get ids of their own; evalIDs maps the memStore's to them, so a case's
// keys name the SQL rows.

// evalIDs maps memStore ids to SQL ids, by kind.
type evalIDs struct {
	addrs, pros, stays, jobs, cals, supplies, assets map[int64]int64
}

func newEvalIDs() evalIDs {
	return evalIDs{addrs: map[int64]int64{}, pros: map[int64]int64{}, stays: map[int64]int64{}, jobs: map[int64]int64{},
		cals: map[int64]int64{}, supplies: map[int64]int64{}, assets: map[int64]int64{}}
}

func (ids evalIDs) clone() evalIDs {
	return evalIDs{addrs: maps.Clone(ids.addrs), pros: maps.Clone(ids.pros), stays: maps.Clone(ids.stays), jobs: maps.Clone(ids.jobs),
		cals: maps.Clone(ids.cals), supplies: maps.Clone(ids.supplies), assets: maps.Clone(ids.assets)}
}

// refs returns r with the SQL ids.
func (ids evalIDs) refs(r *evalRefs) (*evalRefs, error) {
	out := newEvalRefs()
	for _, k := range []struct {
		from, to map[string]int64
		ids      map[int64]int64
	}{{r.props, out.props, ids.addrs}, {r.pros, out.pros, ids.pros}, {r.jobs, out.jobs, ids.jobs}, {r.stays, out.stays, ids.stays}} {
		for key, id := range k.from {
			sqlID, ok := k.ids[id]
			if !ok {
				return nil, fmt.Errorf("key %q (memStore id %d) was not replayed", key, id)
			}
			k.to[key] = sqlID
		}
	}
	return out, nil
}

// optID maps an optional id.
func optID(ids map[int64]int64, id *int64) (*int64, error) {
	if id == nil {
		return nil, nil
	}
	v, ok := ids[*id]
	if !ok {
		return nil, fmt.Errorf("memStore id %d was not replayed", *id)
	}
	return &v, nil
}

// replayEval creates in s everything of m that ids does not map yet, and
// checks that s then holds what m holds.
func replayEval(ctx context.Context, m *memStore, s *sqlEvalStore, ids evalIDs) error {
	if len(m.history) > 0 {
		return errors.New("replay: a job history set by hand cannot be replayed (the SQL store records its own)")
	}
	// A step is keyed by the memStore id of what it creates; the fixture's
	// equipment, whose ids are set by hand, comes right after its property.
	type step struct {
		id, sub int64
		run     func() error
	}
	var steps []step
	for _, a := range m.addrs {
		if _, ok := ids.addrs[a.ID]; !ok {
			steps = append(steps, step{a.ID, 0, func() error { return replayAddress(ctx, s, ids, a) }})
		}
	}
	for i, a := range m.assets {
		if _, ok := ids.assets[a.ID]; !ok {
			steps = append(steps, step{a.AddressID, int64(i + 1), func() error { return replayAsset(ctx, s, ids, a) }})
		}
	}
	for _, p := range m.pros {
		if _, ok := ids.pros[p.ID]; !ok {
			steps = append(steps, step{p.ID, 0, func() error { return replayPro(ctx, s, ids, p) }})
		}
	}
	for _, r := range m.stays {
		if _, ok := ids.stays[r.ID]; !ok {
			steps = append(steps, step{r.ID, 0, func() error { return replayStay(ctx, s, ids, r) }})
		}
	}
	for _, c := range m.cals {
		if _, ok := ids.cals[c.ID]; !ok {
			steps = append(steps, step{c.ID, 0, func() error { return replayCalendar(ctx, s, ids, c) }})
		}
	}
	for _, j := range m.jobs {
		if _, ok := ids.jobs[j.ID]; !ok {
			steps = append(steps, step{j.ID, 0, func() error { return replayJob(ctx, m, s, ids, j) }})
		}
	}
	for _, sp := range m.supplies {
		if _, ok := ids.supplies[sp.ID]; !ok {
			steps = append(steps, step{sp.ID, 0, func() error { return replaySupply(ctx, s, ids, sp) }})
		}
	}
	slices.SortFunc(steps, func(a, b step) int { return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.sub, b.sub)) })
	for _, st := range steps {
		if err := st.run(); err != nil {
			return fmt.Errorf("replay: %w", err)
		}
	}
	return verifyReplay(ctx, m, s, ids)
}

func replayAddress(ctx context.Context, s *sqlEvalStore, ids evalIDs, a *steward.Address) error {
	in := steward.AddressCreate{Street: a.Street, City: a.City, State: a.State, Zip: a.Zip, Country: a.Country, Nickname: a.Nickname,
		AccessInstructions: a.AccessInstructions, Bedrooms: a.Bedrooms, Bathrooms: a.Bathrooms, SquareFeet: a.SquareFeet,
		CheckInTime: a.CheckInTime, CheckOutTime: a.CheckOutTime}
	if a.Timezone != steward.TimezoneFor(a.State, a.Country) {
		in.Timezone = a.Timezone
	}
	got, err := s.addrs.CreateAddress(ctx, s.acct, in)
	if err != nil {
		return fmt.Errorf("address %q: %w", a.Name(), err)
	}
	ids.addrs[a.ID] = got.ID
	return nil
}

func replayAsset(ctx context.Context, s *sqlEvalStore, ids evalIDs, a *steward.Asset) error {
	addr, ok := ids.addrs[a.AddressID]
	if !ok {
		return fmt.Errorf("asset %s: its property was not replayed", a.Kind)
	}
	got, err := s.assets.CreateAsset(ctx, s.acct, addr, steward.AssetInput{Kind: a.Kind, Location: a.Location, Make: a.Make,
		Model: a.Model, Serial: a.Serial, InstalledOn: a.InstalledOn, Status: a.Status})
	if err != nil {
		return fmt.Errorf("asset %s: %w", a.Kind, err)
	}
	ids.assets[a.ID] = got.ID
	return nil
}

func replayPro(ctx context.Context, s *sqlEvalStore, ids evalIDs, p *steward.Pro) error {
	active := p.Active
	got, err := s.pros.CreatePro(ctx, s.acct, steward.ProCreate{Name: p.Name, Email: p.Email, Phone: p.Phone, Services: p.Services, Active: &active})
	if err != nil {
		return fmt.Errorf("pro %s: %w", p.Name, err)
	}
	ids.pros[p.ID] = got.ID
	return nil
}

func replayStay(ctx context.Context, s *sqlEvalStore, ids evalIDs, r *steward.Reservation) error {
	addr, ok := ids.addrs[r.AddressID]
	if !ok {
		return fmt.Errorf("stay %s: its property was not replayed", r.GuestName)
	}
	guests := r.Guests
	got, err := s.stays.CreateReservation(ctx, s.acct, steward.ReservationCreate{AddressID: addr, GuestName: r.GuestName,
		CheckIn: r.CheckIn, CheckOut: r.CheckOut, Guests: &guests, ConfirmationCode: r.ConfirmationCode, Source: r.Source})
	if err != nil {
		return fmt.Errorf("stay %s: %w", r.GuestName, err)
	}
	ids.stays[r.ID] = got.ID
	if r.Status == steward.ReservationCancelled {
		if _, err := s.stays.CancelReservation(ctx, s.acct, got.ID); err != nil {
			return fmt.Errorf("stay %s: %w", r.GuestName, err)
		}
	} else if r.Status != steward.ReservationConfirmed {
		return fmt.Errorf("stay %s: status %s cannot be replayed", r.GuestName, r.Status)
	}
	return nil
}

func replayCalendar(ctx context.Context, s *sqlEvalStore, ids evalIDs, c *steward.Calendar) error {
	addr, ok := ids.addrs[c.AddressID]
	if !ok {
		return fmt.Errorf("calendar %s: its property was not replayed", c.Name)
	}
	got, err := s.cals.CreateCalendar(ctx, s.acct, steward.CalendarCreate{AddressID: addr, Name: c.Name, URL: c.URL})
	if err != nil {
		return fmt.Errorf("calendar %s: %w", c.Name, err)
	}
	ids.cals[c.ID] = got.ID
	return nil
}

// replayJob creates j as addJob did: recorded after the fact (History),
// during a stay when it falls in one, then moved to its status.
func replayJob(ctx context.Context, m *memStore, s *sqlEvalStore, ids evalIDs, j *steward.Job) error {
	what := fmt.Sprintf("job %d (%s %s)", j.ID, j.ServiceType, j.Status)
	addr, ok := ids.addrs[j.AddressID]
	if !ok {
		return fmt.Errorf("%s: its property was not replayed", what)
	}
	a, err := m.FindAddressByID(ctx, 1, j.AddressID)
	if err != nil {
		return err
	}
	// The price as the fixture has it (a price set by hand, as texas's
	// pest spray, included).
	price := j.Price
	in := steward.JobCreate{AddressID: addr, ServiceType: j.ServiceType, ScheduledAt: j.ScheduledAt, Notes: j.Notes, History: true,
		DuringStay: m.stayAt(a, j.ScheduledAt) != nil, Price: &price}
	if in.ProID, err = optID(ids.pros, j.ProID); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if in.AssetID, err = optID(ids.assets, j.AssetID); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	got, err := s.jobs.CreateJob(ctx, s.acct, in)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	for _, st := range evalStatusPath(j.Status) {
		if _, err := s.jobs.UpdateJob(ctx, s.acct, got.ID, steward.JobUpdate{Status: &st}); err != nil {
			return fmt.Errorf("%s to %s: %w", what, st, err)
		}
	}
	if j.CostByHand && j.Cost != nil {
		// What the pro was paid, set by hand (midwest's plumber).
		cost := *j.Cost
		if _, err := s.jobs.UpdateJob(ctx, s.acct, got.ID, steward.JobUpdate{Cost: &cost}); err != nil {
			return fmt.Errorf("%s cost: %w", what, err)
		}
	}
	ids.jobs[j.ID] = got.ID
	return nil
}

func replaySupply(ctx context.Context, s *sqlEvalStore, ids evalIDs, sp *steward.Supply) error {
	addr, ok := ids.addrs[sp.AddressID]
	if !ok {
		return fmt.Errorf("supply %s: its property was not replayed", sp.Name)
	}
	in := steward.SupplyCreate{Name: sp.Name, Unit: sp.Unit, Count: sp.Count, Min: sp.Min, Par: sp.Par}
	if sp.RateByHand {
		in.PerGuestNight = sp.PerGuestNight
	}
	got, err := s.supplies.CreateSupply(ctx, s.acct, addr, in)
	if err != nil {
		return fmt.Errorf("supply %s: %w", sp.Name, err)
	}
	ids.supplies[sp.ID] = got.ID
	return nil
}

// verifyReplay checks that s holds what m holds, as the engine reads it:
// the same jobs, stays and pros, field by field, and nothing more (a
// turnover the SQL store scheduled by itself would be more).
func verifyReplay(ctx context.Context, m *memStore, s *sqlEvalStore, ids evalIDs) error {
	got, err := s.snapshot(ctx)
	if err != nil {
		return err
	}
	var diffs []error
	differ := func(format string, args ...any) { diffs = append(diffs, fmt.Errorf(format, args...)) }
	if len(got.jobs) != len(m.jobs) || len(got.stays) != len(m.stays) || len(got.pros) != len(m.pros) {
		differ("SQL holds %d jobs, %d stays, %d pros; memStore %d, %d, %d",
			len(got.jobs), len(got.stays), len(got.pros), len(m.jobs), len(m.stays), len(m.pros))
	}
	mapped := func(ids map[int64]int64, id *int64) int64 {
		if id == nil {
			return 0
		}
		return ids[*id]
	}
	for _, j := range m.jobs {
		g := got.jobs[ids.jobs[j.ID]]
		if g.AddressID != ids.addrs[j.AddressID] || g.Status != j.Status || !g.ScheduledAt.Equal(j.ScheduledAt) ||
			g.ServiceType != j.ServiceType || evalPID(g.ProID) != mapped(ids.pros, j.ProID) || evalStr(g.Notes) != evalStr(j.Notes) ||
			g.Price != j.Price || evalPID(g.AssetID) != mapped(ids.assets, j.AssetID) || g.Assignment != j.Assignment ||
			j.CostByHand && (g.Cost == nil || j.Cost == nil || *g.Cost != *j.Cost) {
			differ("job %d: SQL %+v, memStore %+v", j.ID, g, *j)
		}
	}
	for _, r := range m.stays {
		g := got.stays[ids.stays[r.ID]]
		if g.AddressID != ids.addrs[r.AddressID] || !g.CheckIn.Equal(r.CheckIn) || !g.CheckOut.Equal(r.CheckOut) || g.GuestName != r.GuestName ||
			g.Guests != r.Guests || g.Status != r.Status || g.ConfirmationCode != r.ConfirmationCode {
			differ("stay %d: SQL %+v, memStore %+v", r.ID, g, *r)
		}
	}
	for _, p := range m.pros {
		g := got.pros[ids.pros[p.ID]]
		if g.Name != p.Name || g.Email != p.Email || g.Phone != p.Phone || !slices.Equal(g.Services, p.Services) ||
			g.Active != p.Active || g.Rating != p.Rating {
			differ("pro %d: SQL %+v, memStore %+v", p.ID, g, *p)
		}
	}
	for _, a := range m.addrs {
		g, err := s.addrs.FindAddressByID(ctx, s.acct, ids.addrs[a.ID])
		if err != nil {
			return err
		}
		if g.Name() != a.Name() || g.Timezone != a.Timezone || g.Turnover.Enabled != a.Turnover.Enabled {
			differ("address %d: SQL %+v, memStore %+v", a.ID, *g, *a)
		}
	}
	if err := errors.Join(diffs...); err != nil {
		return fmt.Errorf("the replay differs from the fixture:\n%w", err)
	}
	return nil
}
