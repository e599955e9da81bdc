package steward

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// AssetStatus is how a property's piece of equipment stands.
type AssetStatus string

// The three asset statuses. needs_attention is also set by Steward while a
// repair (a maintenance job about the asset, see Job.Repair) is open.
const (
	AssetOK             AssetStatus = "ok"
	AssetNeedsAttention AssetStatus = "needs_attention"
	AssetOutOfService   AssetStatus = "out_of_service"
)

// AssetStatuses lists every asset status.
var AssetStatuses = []AssetStatus{AssetOK, AssetNeedsAttention, AssetOutOfService}

// Valid reports whether s is one of the three asset statuses.
func (s AssetStatus) Valid() bool {
	return s == AssetOK || s == AssetNeedsAttention || s == AssetOutOfService
}

// Asset is a piece of equipment at one of the account's properties (an
// HVAC unit, a water heater, an appliance, the smoke alarms), with the
// service tasks that keep it working. Its JSON form is the v1 wire form.
// Dates are YYYY-MM-DD, in the property's zone.
type Asset struct {
	ID           int64         `json:"id"`
	AccountID    int64         `json:"-"`
	AddressID    int64         `json:"address_id"`
	Kind         string        `json:"kind"`
	Location     string        `json:"location"`
	Make         string        `json:"make"`
	Model        string        `json:"model"`
	Serial       string        `json:"serial"`
	InstalledOn  *string       `json:"installed_on"`
	Status       AssetStatus   `json:"status"`
	ServiceTasks []ServiceTask `json:"service_tasks"`
	CreatedAt    time.Time     `json:"created_at"`
	UpdatedAt    time.Time     `json:"updated_at"`
}

// ServiceTask is a piece of routine service an asset needs every
// IntervalDays ("replace the filter every 90 days"). NextDueOn is
// LastDoneOn (else the asset's install date, else the day the task was
// added) plus the interval; see ServiceTask.Due.
type ServiceTask struct {
	ID           int64   `json:"id"`
	Name         string  `json:"name"`
	IntervalDays int     `json:"interval_days"`
	LastDoneOn   *string `json:"last_done_on"`
	NextDueOn    string  `json:"next_due_on"`
	// Since is the date the task counts from when it was never done and
	// the asset has no install date: the day it was added.
	Since string `json:"-"`
	// ScheduledFor is the due date for which Steward last scheduled a
	// service job and announced asset.service_due ("" for none): each due
	// occurrence gets one job and one event.
	ScheduledFor string `json:"-"`
}

// Limits of an asset's fields.
const (
	MaxAssetKindLen     = 100
	MaxAssetTextLen     = 200
	MaxServiceTasks     = 20
	MaxServiceIntervalD = 3650
)

// ParseDate reads a YYYY-MM-DD date given for field, between 1970-01-01
// and 2199-12-31 (see CheckTime), and returns it at midnight UTC.
func ParseDate(field, s string) (time.Time, error) {
	d, err := time.Parse(DateLayout, strings.TrimSpace(s))
	if err != nil {
		return time.Time{}, Errorf(EVALIDATION, "Invalid %s %q: must be a date such as 2026-03-12 (YYYY-MM-DD)", field, s)
	}
	if err := CheckTime(field, d); err != nil {
		return time.Time{}, err
	}
	return d, nil
}

// AddDays returns date (YYYY-MM-DD, valid) plus n days.
func AddDays(date string, n int) string {
	d, _ := time.Parse(DateLayout, date)
	return d.AddDate(0, 0, n).Format(DateLayout)
}

// DateIn returns the date of t in loc, as YYYY-MM-DD.
func DateIn(t time.Time, loc *time.Location) string { return t.In(loc).Format(DateLayout) }

// Due returns the date task t is next due, given the asset's install date
// (nil: unknown): its last service, else the install date, else the day it
// was added, plus its interval.
func (t ServiceTask) Due(installedOn *string) string {
	from := t.Since
	if t.LastDoneOn != nil {
		from = *t.LastDoneOn
	} else if installedOn != nil {
		from = *installedOn
	}
	return AddDays(from, t.IntervalDays)
}

// AssetInput is what it takes to create an asset; PATCH gives an
// AssetUpdate.
type AssetInput struct {
	Kind, Location, Make, Model, Serial string
	InstalledOn                         *string
	Status                              AssetStatus // "" is ok
	ServiceTasks                        []ServiceTaskInput
}

// ServiceTaskInput is one service task of an AssetInput or AssetUpdate;
// one with an ID keeps that task of the asset (and its last_done_on unless
// given), one without is new.
type ServiceTaskInput struct {
	ID           int64
	Name         string
	IntervalDays int
	LastDoneOn   *string
}

// AssetUpdate is a partial change to an asset; nil fields stay as they
// are. ServiceTasks, when set, replaces the asset's tasks (see
// ServiceTaskInput); ClearInstalledOn forgets the install date.
type AssetUpdate struct {
	Kind, Location, Make, Model, Serial *string
	InstalledOn                         *string
	ClearInstalledOn                    bool
	Status                              *AssetStatus
	ServiceTasks                        *[]ServiceTaskInput
}

// Validate checks the input's fields, naming the first bad one, and
// defaults the status to ok.
func (in *AssetInput) Validate() error {
	if in.Status == "" {
		in.Status = AssetOK
	}
	u := AssetUpdate{Kind: &in.Kind, Location: &in.Location, Make: &in.Make, Model: &in.Model, Serial: &in.Serial,
		InstalledOn: in.InstalledOn, Status: &in.Status, ServiceTasks: &in.ServiceTasks}
	if err := u.Validate(); err != nil {
		return err
	}
	in.Kind = *u.Kind
	return nil
}

// Validate checks the update's fields, naming the first bad one; it trims
// the kind.
func (u *AssetUpdate) Validate() error {
	if u.Kind != nil {
		k := strings.TrimSpace(*u.Kind)
		u.Kind = &k
		if k == "" {
			return MissingField("kind")
		} else if err := CheckText("kind", k, MaxAssetKindLen); err != nil {
			return err
		}
	}
	for _, f := range []struct {
		name string
		v    *string
	}{{"location", u.Location}, {"make", u.Make}, {"model", u.Model}, {"serial", u.Serial}} {
		if f.v != nil {
			if err := CheckText(f.name, *f.v, MaxAssetTextLen); err != nil {
				return err
			}
		}
	}
	if u.InstalledOn != nil {
		if u.ClearInstalledOn {
			return Errorf(EVALIDATION, "Invalid installed_on: give a date or clear it, not both")
		}
		if _, err := ParseDate("installed_on", *u.InstalledOn); err != nil {
			return err
		}
	}
	if u.Status != nil && !u.Status.Valid() {
		return Errorf(EVALIDATION, "Invalid status %q: must be one of ok, needs_attention, out_of_service", string(*u.Status))
	}
	if u.ServiceTasks != nil {
		return checkServiceTasks(*u.ServiceTasks)
	}
	return nil
}

// checkServiceTasks checks a list of service tasks, naming the field of
// the first bad one (service_tasks[i].name).
func checkServiceTasks(tasks []ServiceTaskInput) error {
	if len(tasks) > MaxServiceTasks {
		return Errorf(EVALIDATION, "Invalid service_tasks: at most %d tasks", MaxServiceTasks)
	}
	seen := map[int64]bool{}
	for i := range tasks {
		t := &tasks[i]
		field := fmt.Sprintf("service_tasks[%d]", i)
		t.Name = strings.TrimSpace(t.Name)
		if t.ID < 0 {
			return Errorf(EVALIDATION, "Invalid %s.id: must be a positive integer", field)
		} else if t.ID > 0 && seen[t.ID] {
			return Errorf(EVALIDATION, "Invalid %s.id: task %d is listed twice", field, t.ID)
		}
		seen[t.ID] = t.ID > 0
		if t.Name == "" {
			return MissingField(field + ".name")
		} else if err := CheckText(field+".name", t.Name, MaxAssetTextLen); err != nil {
			return err
		} else if t.IntervalDays < 1 || t.IntervalDays > MaxServiceIntervalD {
			return Errorf(EVALIDATION, "Invalid %s.interval_days: must be between 1 and %d", field, MaxServiceIntervalD)
		}
		if t.LastDoneOn != nil {
			if _, err := ParseDate(field+".last_done_on", *t.LastDoneOn); err != nil {
				return err
			}
		}
	}
	return nil
}

// NewAsset returns the asset in (validated) creates at address addr at
// now, its tasks counting from today in the property's zone.
func NewAsset(accountID int64, addr *Address, in AssetInput, now time.Time) Asset {
	a := Asset{AccountID: accountID, AddressID: addr.ID, Kind: in.Kind, Location: in.Location, Make: in.Make,
		Model: in.Model, Serial: in.Serial, InstalledOn: in.InstalledOn, Status: in.Status, CreatedAt: now, UpdatedAt: now}
	a.ServiceTasks = mergeTasks(nil, in.ServiceTasks, DateIn(now, addr.Location()), a.InstalledOn)
	return a
}

// Apply returns a after update u (validated) at now, and the description
// of what changed for the asset's history ("" when nothing did). A task
// of u with an id that a does not have is EVALIDATION.
func (a Asset) Apply(u AssetUpdate, addr *Address, now time.Time) (Asset, string, error) {
	next := a
	var parts []string
	set := func(field string, dst *string, v *string) {
		if v != nil && *v != *dst {
			parts = append(parts, fmt.Sprintf("%s %q → %q", field, *dst, *v))
			*dst = *v
		}
	}
	set("kind", &next.Kind, u.Kind)
	set("location", &next.Location, u.Location)
	set("make", &next.Make, u.Make)
	set("model", &next.Model, u.Model)
	set("serial", &next.Serial, u.Serial)
	if u.ClearInstalledOn && next.InstalledOn != nil {
		parts = append(parts, "installed_on cleared")
		next.InstalledOn = nil
	} else if u.InstalledOn != nil && (next.InstalledOn == nil || *next.InstalledOn != *u.InstalledOn) {
		parts = append(parts, "installed_on "+*u.InstalledOn)
		next.InstalledOn = u.InstalledOn
	}
	if u.Status != nil && *u.Status != next.Status {
		parts = append(parts, fmt.Sprintf("status %s → %s", next.Status, *u.Status))
		next.Status = *u.Status
	}
	if u.ServiceTasks != nil {
		known := map[int64]bool{}
		for _, t := range a.ServiceTasks {
			known[t.ID] = true
		}
		for i, t := range *u.ServiceTasks {
			if t.ID > 0 && !known[t.ID] {
				return a, "", Errorf(EVALIDATION, "Invalid service_tasks[%d].id: the asset has no task %d", i, t.ID)
			}
		}
		next.ServiceTasks = mergeTasks(a.ServiceTasks, *u.ServiceTasks, DateIn(now, addr.Location()), next.InstalledOn)
		if !equalTasks(a.ServiceTasks, next.ServiceTasks) {
			parts = append(parts, "service tasks changed")
		}
	} else {
		next.ServiceTasks = mergeTasks(a.ServiceTasks, taskInputs(a.ServiceTasks), DateIn(now, addr.Location()), next.InstalledOn)
	}
	if len(parts) == 0 {
		return a, "", nil
	}
	next.UpdatedAt = now
	return next, strings.Join(parts, "; "), nil
}

// taskInputs returns tasks as inputs that keep them as they are.
func taskInputs(tasks []ServiceTask) []ServiceTaskInput {
	out := make([]ServiceTaskInput, len(tasks))
	for i, t := range tasks {
		out[i] = ServiceTaskInput{ID: t.ID, Name: t.Name, IntervalDays: t.IntervalDays, LastDoneOn: t.LastDoneOn}
	}
	return out
}

// mergeTasks returns the tasks of in, keeping the identity, start date,
// last service (unless in gives one) and scheduling state of the tasks of
// old they name, with their due dates worked out; today is the start date
// of new tasks.
func mergeTasks(old []ServiceTask, in []ServiceTaskInput, today string, installedOn *string) []ServiceTask {
	byID := map[int64]ServiceTask{}
	for _, t := range old {
		byID[t.ID] = t
	}
	out := make([]ServiceTask, 0, len(in))
	for _, t := range in {
		st := ServiceTask{ID: t.ID, Name: t.Name, IntervalDays: t.IntervalDays, LastDoneOn: t.LastDoneOn, Since: today}
		if prev, ok := byID[t.ID]; ok && t.ID > 0 {
			st.Since, st.ScheduledFor = prev.Since, prev.ScheduledFor
			if st.LastDoneOn == nil {
				st.LastDoneOn = prev.LastDoneOn
			}
		}
		st.NextDueOn = st.Due(installedOn)
		out = append(out, st)
	}
	return out
}

func equalTasks(a, b []ServiceTask) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.ID != y.ID || x.Name != y.Name || x.IntervalDays != y.IntervalDays || x.NextDueOn != y.NextDueOn ||
			!equalStrings(x.LastDoneOn, y.LastDoneOn) {
			return false
		}
	}
	return true
}

// Title is how people name a: its location and kind ("Hallway HVAC").
func (a *Asset) Title() string {
	if a.Location == "" {
		return a.Kind
	}
	return a.Location + " " + a.Kind
}

// ServiceLookahead is how far ahead of a service task's due date Steward
// schedules its job: two weeks leave room to find a vacant window between
// stays and a pro to take it.
const ServiceLookahead = 14 * 24 * time.Hour

// ServiceDueSoon reports whether task t (of an asset at a property in loc)
// needs its service job scheduled at now: its due date is within
// ServiceLookahead, and no job was scheduled for that due date yet.
func ServiceDueSoon(t ServiceTask, loc *time.Location, now time.Time) bool {
	if t.ScheduledFor == t.NextDueOn {
		return false
	}
	due, err := time.ParseInLocation(DateLayout, t.NextDueOn, loc)
	return err == nil && !due.After(now.Add(ServiceLookahead))
}

// assetSynonyms are words people use for a kind of equipment, by its kind
// in lower case.
var assetSynonyms = map[string][]string{
	"hvac":         {"ac", "a/c", "aircon", "air conditioner", "air conditioning", "heating", "furnace", "heat pump"},
	"water heater": {"hot water", "boiler"},
	"smoke alarms": {"smoke alarm", "smoke detector", "fire alarm"},
	"fridge":       {"refrigerator"},
	"refrigerator": {"fridge"},
	"washer":       {"washing machine"},
	"oven":         {"stove", "range"},
}

// AssetNamed returns the asset of assets (one property's) that text names,
// when exactly one is named: by its kind or a word people use for it
// ("AC" for an HVAC unit), its location breaking a tie; nil otherwise. A
// repair reported in words ("the dishwasher is leaking") is linked to it.
func AssetNamed(assets []*Asset, text string) *Asset {
	words := " " + strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '/')
	}), " ") + " "
	has := func(phrase string) bool {
		phrase = strings.ToLower(strings.TrimSpace(phrase))
		if phrase == "" {
			return false
		}
		single := strings.TrimSuffix(phrase, "s")
		return strings.Contains(words, " "+phrase+" ") || strings.Contains(words, " "+single+" ") ||
			strings.Contains(words, " "+single+"s ") || strings.Contains(words, " "+single+"es ")
	}
	var named []*Asset
	for _, a := range assets {
		kind := strings.ToLower(a.Kind)
		ok := has(kind)
		for _, syn := range assetSynonyms[kind] {
			ok = ok || has(syn)
		}
		if ok {
			named = append(named, a)
		}
	}
	if len(named) > 1 {
		var here []*Asset
		for _, a := range named {
			if has(a.Location) {
				here = append(here, a)
			}
		}
		named = here
	}
	if len(named) != 1 {
		return nil
	}
	return named[0]
}

// ServiceLeadTime is how soon after now a service job may start at the
// earliest: routine work is not urgent, and two days give the property's
// pros time to accept the offer before the job would be at risk.
const ServiceLeadTime = 48 * time.Hour

// ServicePlan is the maintenance job Steward books for a service task
// coming due, and why.
type ServicePlan struct {
	Job    JobCreate
	Reason string
}

// PlanService returns the service job of task t of asset a at property
// addr, given the property's stays, at now: a maintenance job linked to
// the asset and the task, in the earliest vacant window between stays
// (never during a stay nor on a same-day turn, after the turnover that
// follows each check-out, in working hours; see VacantSlot), starting
// ServiceLeadTime from now at the earliest, that ends by the due date, else
// the first such window after it. ok is false when no window exists within
// TurnoverHorizon.
func PlanService(a *Asset, t *ServiceTask, addr *Address, stays []*Reservation, now time.Time) (ServicePlan, bool) {
	loc := addr.Location()
	due, err := time.ParseInLocation(DateLayout, t.NextDueOn, loc)
	if err != nil {
		return ServicePlan{}, false
	}
	endOfDue := due.AddDate(0, 0, 1)
	earliest := now.Add(ServiceLeadTime)
	rule := SlotRule{NotBefore: earliest, Deadline: endOfDue, Duration: MaintenanceDuration,
		AfterCheckOut: time.Duration(addr.Turnover.DurationMinutes) * time.Minute}
	when := fmt.Sprintf("by its due date, %s", t.NextDueOn)
	start, ok := time.Time{}, false
	if endOfDue.After(earliest) {
		start, ok = VacantSlot(addr, stays, rule)
	}
	if !ok {
		rule.Deadline = time.Time{}
		when = fmt.Sprintf("in the first vacant window after its due date, %s", t.NextDueOn)
		if endOfDue.After(earliest) {
			rule.NotBefore = endOfDue
			when = fmt.Sprintf("in the first vacant window after its due date, %s (none before it)", t.NextDueOn)
		}
		start, ok = VacantSlot(addr, stays, rule)
	}
	if !ok {
		return ServicePlan{}, false
	}
	notes := fmt.Sprintf("Service: %s (every %d days) of the %s, due %s.", t.Name, t.IntervalDays, a.Title(), t.NextDueOn)
	if d := strings.TrimSpace(strings.Join([]string{a.Make, a.Model}, " ")); d != "" {
		notes += " Equipment: " + d + "."
	}
	assetID, taskID := a.ID, t.ID
	job := JobCreate{AddressID: addr.ID, ServiceType: Maintenance, ScheduledAt: start, Notes: &notes,
		AssetID: &assetID, ServiceTaskID: &taskID}
	reason := fmt.Sprintf("service task %q of the %s (asset %d) is due on %s: scheduled %s, when the property is empty",
		t.Name, a.Title(), a.ID, t.NextDueOn, when)
	return ServicePlan{Job: job, Reason: reason}, true
}

// ServiceDone returns task t after its service job was completed at
// completedAt: done that day in loc, due again an interval later.
func ServiceDone(t ServiceTask, installedOn *string, completedAt time.Time, loc *time.Location) ServiceTask {
	d := DateIn(completedAt, loc)
	t.LastDoneOn = &d
	t.NextDueOn = t.Due(installedOn)
	return t
}

// Repair reports whether j is a repair of its asset: a maintenance job
// about an asset that is not the routine service of one of its tasks.
// While one is open the asset needs attention (see AssetStatusFor).
func (j *Job) Repair() bool {
	return j.AssetID != nil && j.ServiceTaskID == nil && j.ServiceType == Maintenance
}

// AssetStatusFor returns the status an asset in status cur has when
// openRepairs of its repairs (see Job.Repair) are open, after a change of
// one of them: out of service stays so (the host's word); an open repair
// makes it need attention; the last one done (or cancelled) makes it ok.
func AssetStatusFor(cur AssetStatus, openRepairs int) AssetStatus {
	switch {
	case cur == AssetOutOfService:
		return cur
	case openRepairs > 0:
		return AssetNeedsAttention
	}
	return AssetOK
}

// AssetChange is one entry of an asset's history: a change of the asset
// or its status, by whom and why.
type AssetChange struct {
	At     time.Time `json:"at"`
	Actor  string    `json:"actor"`
	Change string    `json:"change"`
	Reason *string   `json:"reason"`
}

// MaxAssetHistoryJobs is how many of an asset's jobs its history shows.
const MaxAssetHistoryJobs = 200

// AssetHistory is an asset's jobs (past and upcoming, by scheduled_at) and
// its changes (oldest first).
type AssetHistory struct {
	Jobs    []*Job         `json:"jobs"`
	Changes []*AssetChange `json:"changes"`
}

// AssetService manages the equipment of the account's properties. Every
// method is scoped to accountID: an asset or property of another account
// is not found.
//
// Errors: ENOTFOUND ("Asset not found", "Address not found"); EVALIDATION
// for bad input, naming the field.
type AssetService interface {
	FindAssets(ctx context.Context, accountID, addressID int64) ([]*Asset, error)
	FindAssetByID(ctx context.Context, accountID, id int64) (*Asset, error)
	CreateAsset(ctx context.Context, accountID, addressID int64, in AssetInput) (*Asset, error)
	UpdateAsset(ctx context.Context, accountID, id int64, u AssetUpdate) (*Asset, error)
	// DeleteAsset deletes the asset and its tasks; its open service jobs
	// are cancelled and its other jobs lose their link to it.
	DeleteAsset(ctx context.Context, accountID, id int64) error
	FindAssetHistory(ctx context.Context, accountID, id int64) (*AssetHistory, error)
}
