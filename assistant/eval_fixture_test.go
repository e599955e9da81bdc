package assistant

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// evalNow is the evaluation's clock: Wednesday 4 March 2026, 09:00 on the
// East Coast (08:00 at the Lake House in Austin).
var evalNow = time.Date(2026, 3, 4, 14, 0, 0, 0, time.UTC)

// evalRefs names what the evaluation fixture holds, by the keys the cases
// use ("cabin", "dana", "cabin_clean", "okafor").
type evalRefs struct {
	props, pros, jobs, stays map[string]int64
}

func newEvalRefs() *evalRefs {
	return &evalRefs{props: map[string]int64{}, pros: map[string]int64{}, jobs: map[string]int64{}, stays: map[string]int64{}}
}

// evalJobSeed is a job of the fixture, or one a case adds.
type evalJobSeed struct {
	Key      string `json:"key"`
	Property string `json:"property"`
	Service  string `json:"service"`
	At       string `json:"at"` // "2026-03-05 10:00", local to the property
	Pro      string `json:"pro,omitempty"`
	Status   string `json:"status,omitempty"` // default pending
	Notes    string `json:"notes,omitempty"`
	// DuringStay books the job during a confirmed stay at its property,
	// as the guests asked (without it the store refuses it, STAY_CONFLICT).
	DuringStay bool `json:"during_stay,omitempty"`
	// Asset is the kind of the property's equipment the job is linked to.
	Asset string `json:"asset,omitempty"`
}

// evalFixture builds the evaluation account through the domain services: a
// host with six properties (nicknamed or not, streets with and without a
// suffix, two time zones), six pros, five stays and jobs in every status.
func evalFixture(ctx context.Context, m *memStore) (*evalRefs, error) {
	r := newEvalRefs()
	if err := r.addProps(ctx, m, []evalPropSeed{
		{"cabin", steward.AddressCreate{Street: "14 Pinecrest Rd", City: "Blowing Rock", State: "NC", Zip: "28605", Nickname: strp("The Cabin"),
			AccessInstructions: strp("Lockbox on the side door, code 4417. Firewood is in the shed."), Bedrooms: intp(3), Bathrooms: floatp(2), SquareFeet: intp(1600)}},
		{"loft", steward.AddressCreate{Street: "402 Wharf Street", City: "Portland", State: "ME", Zip: "04101", Nickname: strp("The Loft"),
			AccessInstructions: strp("Smart lock; the code is the last four digits of the guest's phone."), Bedrooms: intp(1), Bathrooms: floatp(1), SquareFeet: intp(750)}},
		{"ridge", steward.AddressCreate{Street: "9 Summit Lane", City: "Asheville", State: "NC", Zip: "28801", Nickname: strp("Blue Ridge"),
			Bedrooms: intp(5), Bathrooms: floatp(3.5), SquareFeet: intp(3200)}},
		{"ocean", steward.AddressCreate{Street: "77 Ocean Ave", City: "Cape May", State: "NJ", Zip: "08204", Bedrooms: intp(2), Bathrooms: floatp(1), SquareFeet: intp(900)}},
		{"lake", steward.AddressCreate{Street: "1200 Shoreline Dr", City: "Austin", State: "TX", Zip: "78703", Nickname: strp("Lake House"),
			Bedrooms: intp(4), Bathrooms: floatp(3), SquareFeet: intp(2500)}},
		{"birch", steward.AddressCreate{Street: "5 Birch Hollow", City: "Stowe", State: "VT", Zip: "05672", Bedrooms: intp(2), Bathrooms: floatp(2), SquareFeet: intp(1200)}},
	}); err != nil {
		return nil, err
	}
	// The cabin's equipment: a repair naming one is linked to it.
	for i, a := range []steward.Asset{
		{Kind: "dishwasher", Location: "Kitchen", Make: "Bosch"},
		{Kind: "water heater", Location: "Basement"},
		{Kind: "HVAC", Location: "Attic"},
	} {
		a.ID, a.AddressID, a.Status = int64(900+i), r.props["cabin"], steward.AssetOK
		m.assets = append(m.assets, &a)
	}
	inactive := false
	if err := r.addPros(ctx, m, []evalProSeed{
		{"dana", steward.ProCreate{Name: "Dana Whitfield", Email: "dana@sparkle.example", Phone: "555-0201", Services: []steward.ServiceType{steward.Cleaning}}},
		{"miguel", steward.ProCreate{Name: "Miguel Santos", Email: "miguel@santosclean.example", Phone: "555-0202", Services: []steward.ServiceType{steward.Cleaning, steward.Restocking}}},
		{"joe", steward.ProCreate{Name: "Joe Brennan", Email: "joe@brennanplumbing.example", Phone: "555-0203", Services: []steward.ServiceType{steward.Maintenance}}},
		{"sam", steward.ProCreate{Name: "Sam Ortiz", Email: "sam.ortiz@example.com", Phone: "555-0204", Services: []steward.ServiceType{steward.Maintenance, steward.Inspection}}},
		{"priya", steward.ProCreate{Name: "Priya Nair", Email: "priya@inspectright.example", Phone: "555-0205", Services: []steward.ServiceType{steward.Inspection}}},
		{"kim", steward.ProCreate{Name: "Kim Tran", Email: "kim.tran@example.com", Phone: "555-0206", Services: []steward.ServiceType{steward.Cleaning}, Active: &inactive}},
	}); err != nil {
		return nil, err
	}
	if err := r.addStays(ctx, m, []evalStaySeed{
		{"okafor", "cabin", "Okafor Family", "2026-03-05 16:00", "2026-03-08 11:00", 4},
		{"lindqvist", "loft", "Erik Lindqvist", "2026-03-06 15:00", "2026-03-09 10:00", 2},
		{"henderson", "ridge", "Henderson Family", "2026-03-12 15:00", "2026-03-15 11:00", 6},
		{"chen", "lake", "Maria Chen", "2026-03-10 15:00", "2026-03-13 11:00", 3},
		{"brooks", "birch", "Amy Brooks", "2026-03-04 15:00", "2026-03-07 10:00", 2},
		{"patel", "ocean", "Raj Patel", "2026-02-27 15:00", "2026-03-02 11:00", 2},
	}); err != nil {
		return nil, err
	}
	// The cabin's Airbnb feed; the lake house's VRBO feed has gone away.
	for _, c := range []steward.CalendarCreate{
		{AddressID: r.props["cabin"], Name: "Airbnb", URL: "https://www.airbnb.com/calendar/ical/4417.ics?s=abc"},
		{AddressID: r.props["lake"], Name: "VRBO", URL: "https://www.vrbo.com/icalendar/missing.ics"},
	} {
		if _, err := m.CreateCalendar(ctx, 1, c); err != nil {
			return nil, fmt.Errorf("calendar: %w", err)
		}
	}
	if err := r.addJobs(ctx, m, []evalJobSeed{
		{Key: "cabin_clean", Property: "cabin", Service: "cleaning", At: "2026-03-05 10:00", Pro: "dana", Status: "confirmed"},
		{Key: "loft_plumb", Property: "loft", Service: "maintenance", At: "2026-03-06 13:00", Pro: "joe", Notes: "Leaky kitchen faucet"},
		{Key: "ridge_clean", Property: "ridge", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "birch_clean", Property: "birch", Service: "cleaning", At: "2026-03-07 10:00"},
		{Key: "loft_clean", Property: "loft", Service: "cleaning", At: "2026-03-09 10:00", Pro: "miguel", Status: "confirmed"},
		{Key: "cabin_fix", Property: "cabin", Service: "maintenance", At: "2026-03-09 14:00", Pro: "sam", Notes: "Replace smoke detector batteries"},
		{Key: "ridge_inspect", Property: "ridge", Service: "inspection", At: "2026-03-10 09:00", Pro: "priya"},
		{Key: "lake_restock", Property: "lake", Service: "restocking", At: "2026-03-11 14:00", Pro: "miguel", DuringStay: true}, // Maria Chen asked for it
		{Key: "ocean_clean", Property: "ocean", Service: "cleaning", At: "2026-03-04 08:00", Pro: "dana", Status: "in_progress"},
		{Key: "loft_inspect", Property: "loft", Service: "inspection", At: "2026-03-05 11:00", Status: "cancelled"},
		{Key: "cabin_past_fix", Property: "cabin", Service: "maintenance", At: "2026-02-20 10:00", Pro: "joe", Status: "completed", Notes: "Water heater flushed"},
		{Key: "birch_past_clean", Property: "birch", Service: "cleaning", At: "2026-02-26 10:00", Pro: "dana", Status: "completed"},
	}); err != nil {
		return nil, err
	}
	// The cabin's supplies: toilet paper is low.
	for _, in := range []steward.SupplyCreate{
		{Name: "Toilet paper", Unit: "rolls", Count: 3, Min: 4, Par: 24, PerGuestNight: floatp(0.5)},
		{Name: "Coffee pods", Unit: "pods", Count: 30, Min: 10, Par: 40},
		{Name: "Dish soap", Unit: "bottles", Count: 2, Min: 1, Par: 3},
	} {
		if _, err := m.CreateSupply(ctx, 1, r.props["cabin"], in); err != nil {
			return nil, fmt.Errorf("supply %s: %w", in.Name, err)
		}
	}
	m.writes = 0
	return r, nil
}

// local reads "2026-03-05 10:00" as a wall time at property key.
// evalProSeed and evalStaySeed are a fixture's pros and stays, by key.
type evalProSeed struct {
	key string
	in  steward.ProCreate
}

type evalStaySeed struct {
	key, prop, guest, in, out string // in and out: "2006-01-02 15:04" at the property
	guests                    int
}

// strp, intp and floatp point at a fixture's optional fields.
func strp(s string) *string     { return &s }
func intp(i int) *int           { return &i }
func floatp(v float64) *float64 { return &v }

// evalPropSeed is a fixture's property: its key in evalRefs.props.
type evalPropSeed struct {
	key string
	in  steward.AddressCreate
}

func (r *evalRefs) addProps(ctx context.Context, m *memStore, props []evalPropSeed) error {
	for _, a := range props {
		addr, err := m.CreateAddress(ctx, 1, a.in)
		if err != nil {
			return fmt.Errorf("address %s: %w", a.key, err)
		}
		r.props[a.key] = addr.ID
	}
	return nil
}

// addJobs books jobs in order (addJob: each at its property's local time,
// walked to its status).
func (r *evalRefs) addJobs(ctx context.Context, m *memStore, jobs []evalJobSeed) error {
	for _, j := range jobs {
		if err := r.addJob(ctx, m, j); err != nil {
			return err
		}
	}
	return nil
}

func (r *evalRefs) addPros(ctx context.Context, m *memStore, pros []evalProSeed) error {
	for _, p := range pros {
		pro, err := m.CreatePro(ctx, 1, p.in)
		if err != nil {
			return fmt.Errorf("pro %s: %w", p.key, err)
		}
		r.pros[p.key] = pro.ID
	}
	return nil
}

func (r *evalRefs) addStays(ctx context.Context, m *memStore, stays []evalStaySeed) error {
	for _, s := range stays {
		in, err := r.local(m, s.prop, s.in)
		if err != nil {
			return err
		}
		out, err := r.local(m, s.prop, s.out)
		if err != nil {
			return err
		}
		res, err := m.CreateReservation(ctx, 1, steward.ReservationCreate{AddressID: r.props[s.prop], GuestName: s.guest, CheckIn: in, CheckOut: out, Guests: &s.guests})
		if err != nil {
			return fmt.Errorf("stay %s: %w", s.key, err)
		}
		r.stays[s.key] = res.ID
	}
	return nil
}

func (r *evalRefs) local(m *memStore, key, s string) (time.Time, error) {
	a, err := m.FindAddressByID(context.Background(), 1, r.props[key])
	if err != nil {
		return time.Time{}, fmt.Errorf("property %q: %w", key, err)
	}
	t, err := time.ParseInLocation("2006-01-02 15:04", s, a.Location())
	if err != nil {
		return time.Time{}, fmt.Errorf("time %q: %w", s, err)
	}
	return t, nil
}

// addJob creates j through the job service and moves it to its status the
// way a host would (pending → in_progress → completed).
func (r *evalRefs) addJob(ctx context.Context, m *memStore, j evalJobSeed) error {
	at, err := r.local(m, j.Property, j.At)
	if err != nil {
		return err
	}
	in := steward.JobCreate{AddressID: r.props[j.Property], ServiceType: steward.ServiceType(j.Service), ScheduledAt: at, History: true, DuringStay: j.DuringStay}
	if j.Pro != "" {
		id, ok := r.pros[j.Pro]
		if !ok {
			return fmt.Errorf("job %s: unknown pro %q", j.Key, j.Pro)
		}
		in.ProID = &id
	}
	if j.Notes != "" {
		in.Notes = &j.Notes
	}
	if j.Asset != "" {
		for _, a := range m.assets {
			if a.AddressID == in.AddressID && strings.EqualFold(a.Kind, j.Asset) {
				in.AssetID = &a.ID
			}
		}
		if in.AssetID == nil {
			return fmt.Errorf("job %s: no %s at %s", j.Key, j.Asset, j.Property)
		}
	}
	job, err := m.CreateJob(ctx, 1, in)
	if err != nil {
		return fmt.Errorf("job %s: %w", j.Key, err)
	}
	for _, st := range evalStatusPath(steward.JobStatus(j.Status)) {
		if _, err := m.UpdateJob(ctx, 1, job.ID, steward.JobUpdate{Status: &st}); err != nil {
			return fmt.Errorf("job %s to %s: %w", j.Key, st, err)
		}
	}
	r.jobs[j.Key] = job.ID
	return nil
}

// evalStatusPath is the statuses a new job goes through to reach st, as a
// host would move it (pending → in_progress → completed).
func evalStatusPath(st steward.JobStatus) []steward.JobStatus {
	switch st {
	case "", steward.StatusPending:
		return nil
	case steward.StatusCompleted:
		return []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted}
	}
	return []steward.JobStatus{st}
}
