package webui

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// jobsPageSize is how many jobs the dashboard lists per page.
const jobsPageSize = 25

// upcomingGrace keeps a job on the "upcoming" dashboard for a while after
// its start, so today's work in progress does not vanish at its start time.
const upcomingGrace = 12 * time.Hour

// upcomingStatuses are the statuses the "upcoming" dashboard shows when no
// status is chosen: every one but cancelled.
var upcomingStatuses = []steward.JobStatus{steward.StatusPending, steward.StatusConfirmed, steward.StatusInProgress, steward.StatusCompleted}

// jobRow is a job as lists show it: local time at its property.
type jobRow struct {
	ID          int64
	Title       string
	Service     string
	Status      string
	StatusValue string
	When        string
	Property    string
	PropertyID  int64
	Pro         string
	Price       string
}

// lookups are the account's properties and pros, by id.
type lookups struct {
	addrs []*steward.Address
	pros  []*steward.Pro
	addr  map[int64]*steward.Address
	pro   map[int64]*steward.Pro
}

func (s *Server) lookups(r *http.Request) (*lookups, error) {
	addrs, err := s.Addresses.FindAddresses(r.Context(), accountID(r))
	if err != nil {
		return nil, err
	}
	pros, err := s.Pros.FindPros(r.Context(), accountID(r))
	if err != nil {
		return nil, err
	}
	// Archived properties still name the jobs and stays they had; they are
	// not offered in forms (l.addrs).
	archived, err := s.Addresses.FindArchivedAddresses(r.Context(), accountID(r))
	if err != nil {
		return nil, err
	}
	l := &lookups{addrs: addrs, pros: pros, addr: map[int64]*steward.Address{}, pro: map[int64]*steward.Pro{}}
	for _, a := range append(archived, addrs...) {
		l.addr[a.ID] = a
	}
	for _, p := range pros {
		l.pro[p.ID] = p
	}
	return l, nil
}

// location is the zone of a property, UTC when it is unknown.
func (l *lookups) location(addressID int64) *time.Location {
	if a := l.addr[addressID]; a != nil {
		return a.Location()
	}
	return time.UTC
}

func (l *lookups) row(j *steward.Job) jobRow {
	row := jobRow{ID: j.ID, Service: label(string(j.ServiceType)), Status: label(string(j.Status)), StatusValue: string(j.Status),
		When: localTime(j.ScheduledAt, l.location(j.AddressID)), PropertyID: j.AddressID, Price: money(j.Price), Pro: "Not assigned"}
	if a := l.addr[j.AddressID]; a != nil {
		row.Property = a.Name()
	} else {
		row.Property = fmt.Sprintf("Property %d", j.AddressID)
	}
	if j.ProID != nil {
		if p := l.pro[*j.ProID]; p != nil {
			row.Pro = p.Name
		}
	}
	row.Title = row.Service + " at " + row.Property
	return row
}

// jobsPage is the dashboard: jobs with filters and paging.
type jobsPage struct {
	base
	Filter          *form
	PropertyOptions []option
	ProOptions      []option
	StatusOptions   []option
	WhenOptions     []option
	Jobs            []jobRow
	Total           int
	First, Last     int
	PrevURL         string
	NextURL         string
	Error           string
	HasProperties   bool
	// DayZone names the time zone the From and To days are read in.
	DayZone string

	// LowSupplies are the account's low supplies, for the banner.
	LowSupplies []supplyRow
	// QualityBanners warn of pros whose ratings dropped (see rating.go).
	QualityBanners []string
	// AtRisk lists the live jobs nobody has accepted close to their time
	// (the banner), whatever the filter.
	AtRisk []jobRow
}

func (s *Server) handleHome(w http.ResponseWriter, r *http.Request) {
	target := "/app/jobs"
	if done := r.URL.Query().Get("done"); done != "" {
		target += "?done=" + url.QueryEscape(done)
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

func (s *Server) handleJobs(w http.ResponseWriter, r *http.Request) {
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	q := r.URL.Query()
	f := newForm("filter", q)
	if f.Get("when") == "" {
		f.Values.Set("when", "upcoming")
	}
	p := &jobsPage{base: s.base(r, "Jobs", "jobs"), Filter: f, PropertyOptions: addressOptions(l.addrs), ProOptions: allProOptions(l.pros),
		StatusOptions: statusOptions(), WhenOptions: []option{{"upcoming", "Upcoming"}, {"all", "All dates"}},
		HasProperties: len(l.addrs) > 0, QualityBanners: qualityBanners(l.pros)}
	if p.AtRisk, err = s.atRiskJobs(r, l); err != nil {
		s.errorPage(w, r, err)
		return
	}
	zone, zoneName := dayZone(l, f.Get("address_id"))
	p.DayZone = zoneName
	filter, err := jobFilter(f, s.now(), zone)
	var jobs []*steward.Job
	var total int
	if err == nil {
		jobs, total, err = s.Jobs.FindJobs(r.Context(), accountID(r), filter)
	}
	if steward.ErrorCode(err) == steward.EVALIDATION {
		f.fail(err)
		p.Error = f.Error
		s.render(w, r, http.StatusBadRequest, "jobs", p)
		return
	}
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	for _, j := range jobs {
		p.Jobs = append(p.Jobs, l.row(j))
	}
	if p.LowSupplies, err = s.lowSupplies(r); err != nil {
		s.errorPage(w, r, err)
		return
	}
	p.Total = total
	if len(jobs) > 0 {
		p.First, p.Last = filter.Offset+1, filter.Offset+len(jobs)
	}
	page := func(offset int) string {
		v := url.Values{}
		for _, k := range []string{"address_id", "pro_id", "status", "when", "from", "to"} {
			if s := f.Get(k); s != "" {
				v.Set(k, s)
			}
		}
		if offset > 0 {
			v.Set("offset", strconv.Itoa(offset))
		}
		return "/app/jobs?" + v.Encode()
	}
	if filter.Offset > 0 {
		p.PrevURL = page(max(0, filter.Offset-jobsPageSize))
	}
	if filter.Offset+len(jobs) < total {
		p.NextURL = page(filter.Offset + len(jobs))
	}
	s.render(w, r, http.StatusOK, "jobs", p)
}

// dayZone is the time zone the dashboard reads its From and To days in:
// the chosen property's, else the one all the account's properties share,
// else UTC (a day cannot be local to properties in several zones at once
// in one list); and its name for the page.
func dayZone(l *lookups, addressID string) (*time.Location, string) {
	if id, err := strconv.ParseInt(addressID, 10, 64); err == nil {
		if a := l.addr[id]; a != nil {
			return a.Location(), a.Timezone
		}
	}
	var shared *steward.Address
	for _, a := range l.addrs {
		if shared != nil && a.Timezone != shared.Timezone {
			return time.UTC, "UTC (your properties are in several time zones)"
		}
		shared = a
	}
	if shared == nil {
		return time.UTC, "UTC"
	}
	return shared.Location(), shared.Timezone
}

// jobFilter reads the dashboard's filter form, as GET /api/v1/jobs reads
// its query; its From and To are days (the last one included) in zone.
func jobFilter(f *form, now time.Time, zone *time.Location) (steward.JobFilter, error) {
	filter := steward.JobFilter{Limit: jobsPageSize}
	if id, err := parseID(f, "address_id"); err != nil {
		return filter, err
	} else if id != 0 {
		filter.AddressID = &id
	}
	if id, err := parseID(f, "pro_id"); err != nil {
		return filter, err
	} else if id != 0 {
		filter.ProID = &id
	}
	var err error
	if filter.Statuses, err = steward.ParseStatuses("status", f.Get("status")); err != nil {
		return filter, err
	}
	var fromDay, toDay time.Time
	if v := f.Get("from"); v != "" {
		if fromDay, err = steward.ParseDate("from", v); err != nil {
			return filter, err
		}
		from := time.Date(fromDay.Year(), fromDay.Month(), fromDay.Day(), 0, 0, 0, 0, zone)
		filter.From = &from
	}
	if v := f.Get("to"); v != "" {
		if toDay, err = steward.ParseDate("to", v); err != nil {
			return filter, err
		}
		if !fromDay.IsZero() && toDay.Before(fromDay) {
			return filter, steward.Errorf(steward.EVALIDATION, "Invalid to %s: must be on or after from (%s)", v, f.Get("from"))
		}
		to := time.Date(toDay.Year(), toDay.Month(), toDay.Day()+1, 0, 0, 0, 0, zone)
		filter.To = &to
	}
	switch f.Get("when") {
	case "upcoming":
		if from := now.Add(-upcomingGrace); filter.From == nil || filter.From.Before(from) {
			filter.From = &from
		}
		if filter.Statuses == nil {
			// Upcoming work: a cancelled job is not, unless asked for.
			filter.Statuses = upcomingStatuses
		}
	case "all":
	default:
		return filter, steward.Errorf(steward.EVALIDATION, "Invalid when %q: must be upcoming or all", f.Get("when"))
	}
	if v := f.Get("offset"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return filter, steward.Errorf(steward.EVALIDATION, "Invalid offset: must be 0 or more")
		}
		filter.Offset = n
	}
	return filter, nil
}

// jobFormPage is the form that schedules a job.
type jobFormPage struct {
	base
	Form            *form
	PropertyOptions []option
	ServiceOptions  []option
	ProOptions      []option
	// DuringStayOptions is the "during the stay" box.
	DuringStayOptions []option
}

func (s *Server) handleNewJob(w http.ResponseWriter, r *http.Request) {
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	f := newForm("job", nil)
	f.Values.Set("service_type", string(steward.Cleaning))
	loc := time.UTC
	if id := r.URL.Query().Get("address_id"); id != "" {
		f.Values.Set("address_id", id)
		if n, err := strconv.ParseInt(id, 10, 64); err == nil {
			loc = l.location(n)
		}
	} else if len(l.addrs) == 1 {
		f.Values.Set("address_id", strconv.FormatInt(l.addrs[0].ID, 10))
		loc = l.addrs[0].Location()
	} else if len(l.addrs) > 0 {
		loc = l.addrs[0].Location()
	}
	tomorrow := s.now().In(loc).AddDate(0, 0, 1)
	f.Values.Set("scheduled_at", time.Date(tomorrow.Year(), tomorrow.Month(), tomorrow.Day(), 10, 0, 0, 0, loc).Format(localLayout))
	s.renderJobForm(w, r, http.StatusOK, f, l)
}

func (s *Server) renderJobForm(w http.ResponseWriter, r *http.Request, status int, f *form, l *lookups) {
	s.render(w, r, status, "job_new", &jobFormPage{base: s.base(r, "Schedule a job", "jobs"), Form: f,
		PropertyOptions: addressOptions(l.addrs), ServiceOptions: serviceOptions(), ProOptions: proOptions(l.pros),
		DuringStayOptions: duringStayOptions})
}

func (s *Server) handleCreateJob(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "job")
	if !ok {
		return
	}
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	in, err := s.jobCreate(r, f)
	if err == nil {
		var job *steward.Job
		if job, err = s.Jobs.CreateJob(r.Context(), accountID(r), in); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=job-created", job.ID), http.StatusSeeOther)
			return
		}
	}
	switch steward.ErrorCode(err) {
	case steward.ESTAYCONFLICT:
		f.fail(err, "scheduled_at")
	case steward.EPROCONFLICT:
		f.fail(err, "pro_id")
	default:
		f.fail(err)
	}
	s.renderJobForm(w, r, statusOf(err), f, l)
}

// jobCreate builds the domain input from the form with the checks, order
// and messages of POST /api/v1/jobs; the time is local to the property.
func (s *Server) jobCreate(r *http.Request, f *form) (steward.JobCreate, error) {
	var in steward.JobCreate
	switch {
	case f.Get("address_id") == "":
		return in, steward.MissingField("address_id")
	case f.Get("service_type") == "":
		return in, steward.MissingField("service_type")
	case f.Get("scheduled_at") == "":
		return in, steward.MissingField("scheduled_at")
	}
	addr, err := s.formAddress(r, f)
	if err != nil {
		return in, err
	}
	at, err := parseLocal("scheduled_at", f.Get("scheduled_at"), addr.Location())
	if err != nil {
		return in, err
	}
	in = steward.JobCreate{AddressID: addr.ID, ServiceType: steward.ServiceType(f.Get("service_type")), ScheduledAt: at,
		Notes: optString(f, "notes"), DuringStay: f.Get("during_stay") != ""}
	if id, err := parseID(f, "pro_id"); err != nil {
		return in, err
	} else if id != 0 {
		in.ProID = &id
	}
	in.Price, err = parseFloat(f, "price")
	return in, err
}
