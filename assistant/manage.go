package assistant

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// maxListed is how many jobs or stays a reply lists.
const maxListed = 10

// upcomingJobs returns the account's jobs scheduled from from on, at one
// address or all, that are not finished.
func (s *session) upcomingJobs(addressID int64, from time.Time) ([]*steward.Job, error) {
	f := steward.JobFilter{From: &from, Limit: steward.MaxJobLimit}
	if addressID != 0 {
		f.AddressID = &addressID
	}
	var out []*steward.Job
	for page := 0; page < 10; page++ {
		f.Offset = page * steward.MaxJobLimit
		jobs, total, err := s.e.Jobs.FindJobs(s.ctx, s.acct, f)
		if err != nil {
			return nil, err
		}
		for _, j := range jobs {
			if !j.Status.Final() {
				out = append(out, j)
			}
		}
		if f.Offset+len(jobs) >= total || len(jobs) == 0 {
			break
		}
	}
	return out, nil
}

func (s *session) jobsByID(ids []int64) ([]*steward.Job, error) {
	var out []*steward.Job
	for _, id := range ids {
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		out = append(out, j)
	}
	return out, nil
}

// jobMatches reports whether a job fits what the message says about it.
func (s *session) jobMatches(j *steward.Job, in intent) bool {
	if in.AddressID != 0 && j.AddressID != in.AddressID {
		return false
	}
	if in.Service != "" && j.ServiceType != in.Service {
		return false
	}
	if in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) {
		return false
	}
	if w := in.When; w != nil {
		local := j.ScheduledAt.In(s.loc(j.AddressID))
		if w.HasDate && (local.Year() != w.Year || local.Month() != w.Month || local.Day() != w.Day) {
			return false
		}
		if w.HasTime && !w.Soft && (local.Hour() != w.Hour || local.Minute() != w.Minute) {
			return false
		}
	}
	return true
}

// narrowJobs picks one of the offered jobs by what a follow-up says.
func (s *session) narrowJobs(jobs []*steward.Job, in intent) (int64, bool) {
	if in.ordinal != 0 {
		ids := make([]int64, len(jobs))
		for i, j := range jobs {
			ids[i] = j.ID
		}
		return pick(ids, in.ordinal)
	}
	if in.AddressID == 0 && in.Service == "" && in.ProID == 0 && in.When == nil {
		return 0, false
	}
	var match []int64
	for _, j := range jobs {
		if s.jobMatches(j, in) {
			match = append(match, j.ID)
		}
	}
	if len(match) == 1 {
		return match[0], true
	}
	return 0, false
}

// findJob resolves the one job a cancel or reschedule is about, or returns
// the reply to give: a question when several fit, a note when none does.
func (s *session) findJob(in intent, verb string) (*steward.Job, *Reply, error) {
	if in.JobID != 0 {
		// A job named by id is that job or none: never a guess among the
		// upcoming ones.
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, in.JobID)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			r := done(fmt.Sprintf("I couldn't find job %d in your account, so nothing changed.", in.JobID))
			return nil, &r, nil
		}
		return j, nil, err
	}
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return nil, nil, err
	}
	// Only jobs not started yet are candidates: the ones a cancel can
	// cancel, and the ones people mean when they move "a job".
	var cands []*steward.Job
	for _, j := range jobs {
		if j.Cancellable() && s.jobMatches(j, in) {
			cands = append(cands, j)
		}
	}
	what := "job"
	if in.Service != "" {
		what = string(in.Service)
	}
	switch len(cands) {
	case 0:
		where := ""
		if a := s.byAddr[in.AddressID]; a != nil {
			where = " at " + a.Name()
		}
		r := done(fmt.Sprintf("I couldn't find an upcoming %s%s matching that, so nothing changed.", what, where))
		return nil, &r, nil
	case 1:
		return cands[0], nil, nil
	}
	in.Candidates = nil
	var lines []string
	for i, j := range cands {
		if i == maxListed {
			break
		}
		in.Candidates = append(in.Candidates, j.ID)
		lines = append(lines, fmt.Sprintf("%d) %s", i+1, s.describeJob(j)))
	}
	r, err := ask(in, "job", fmt.Sprintf("Which %s should I %s? There are %d:\n%s", what, verb, len(cands), strings.Join(lines, "\n")))
	return nil, &r, err
}

// cancel cancels one upcoming job.
func (s *session) cancel(in intent) (Reply, error) {
	j, q, err := s.findJob(in, "cancel")
	if q != nil || err != nil {
		return deref(q), err
	}
	desc := s.describeJob(j)
	job, err := s.e.Jobs.CancelJob(s.ctx, s.acct, j.ID)
	if err != nil {
		return domainFailure(err, "I couldn't cancel the "+desc)
	}
	return done("Cancelled the "+strings.TrimSuffix(desc, " ("+string(j.Status)+")")+".", jobAction(steward.ActionJobCancelled, job)), nil
}

// reschedule moves one upcoming job to a new time; a new date alone keeps
// the job's time of day, a new time alone keeps its date.
func (s *session) reschedule(in intent) (Reply, error) {
	j, q, err := s.findJob(in, "reschedule")
	if q != nil || err != nil {
		return deref(q), err
	}
	in.JobID = j.ID
	loc := s.loc(j.AddressID)
	name := s.byAddr[j.AddressID].Name()
	if in.NewWhen == nil {
		return ask(in, "new_when", fmt.Sprintf("When should I move the %s at %s (now %s) to?", j.ServiceType, name, localTime(j.ScheduledAt, loc)))
	}
	old := j.ScheduledAt.In(loc)
	w := *in.NewWhen
	if !w.HasDate {
		w.HasDate, w.Year, w.Month, w.Day = true, old.Year(), old.Month(), old.Day()
	}
	at := w.Time(s.now, loc, old.Hour(), old.Minute())
	if !at.After(s.now) {
		in.NewWhen = nil
		return ask(in, "new_when", fmt.Sprintf("%s has already passed at %s. When should I move the %s to?", localTime(at, loc), name, j.ServiceType))
	}
	job, err := s.e.Jobs.UpdateJob(s.ctx, s.acct, j.ID, steward.JobUpdate{ScheduledAt: &at})
	if err != nil {
		return domainFailure(err, "I couldn't reschedule the "+s.describeJob(j))
	}
	return done(fmt.Sprintf("Moved the %s at %s from %s to %s.", j.ServiceType, name, localTime(j.ScheduledAt, loc), localTime(job.ScheduledAt, loc)),
		jobAction(steward.ActionJobUpdated, job)), nil
}

// listJobs lists upcoming jobs, at a property, on a day, of a service.
func (s *session) listJobs(in intent) (Reply, error) {
	from := s.now
	if in.When != nil && in.When.HasDate {
		from = time.Date(in.When.Year, in.When.Month, in.When.Day, 0, 0, 0, 0, s.loc(in.AddressID)).Add(-14 * time.Hour)
	}
	jobs, err := s.upcomingJobs(in.AddressID, from)
	if err != nil {
		return Reply{}, err
	}
	filter := in
	if filter.When != nil {
		w := *filter.When
		w.HasTime = false
		filter.When = &w
	}
	var lines []string
	ids := []int64{}
	for _, j := range jobs {
		if !s.jobMatches(j, filter) || (filter.When == nil || !filter.When.HasDate) && j.ScheduledAt.Before(s.now) {
			continue
		}
		ids = append(ids, j.ID)
		if len(lines) < maxListed {
			lines = append(lines, "• "+s.describeJob(j))
		}
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	when := ""
	if in.When != nil && in.When.HasDate {
		when = " on " + time.Date(in.When.Year, in.When.Month, in.When.Day, 12, 0, 0, 0, time.UTC).Format("Mon Jan 2")
	}
	action := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}
	if in.AddressID != 0 {
		action.AddressID = ptr(in.AddressID)
	}
	if len(ids) == 0 {
		return done(fmt.Sprintf("Nothing is scheduled%s%s.", where, when), action), nil
	}
	text := fmt.Sprintf("Coming up%s%s:\n%s", where, when, strings.Join(lines, "\n"))
	if len(ids) > len(lines) {
		text += fmt.Sprintf("\n…and %d more.", len(ids)-len(lines))
	}
	return done(text, action), nil
}

// availability names the active pros offering the service who have no
// overlapping job at that time (or, for a date alone, that day).
func (s *session) availability(in intent) (Reply, error) {
	if in.When == nil {
		return ask(in, "when", "For when should I check who's available?")
	}
	addr := s.byAddr[in.AddressID]
	loc := s.loc(in.AddressID)
	var start, end time.Time
	if in.When.HasTime {
		start = in.When.Time(s.now, loc, defaultHour, 0)
		end = start.Add(steward.JobDuration(in.Service))
	} else {
		day := in.When.Time(s.now, loc, 0, 0)
		start, end = day, time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, loc)
	}
	candidates := s.pros
	if in.ProID != 0 {
		candidates = nil
		if p := s.pro(in.ProID); p != nil {
			candidates = []*steward.Pro{p}
		}
	}
	freePros, err := steward.FreePros(s.ctx, s.e.Jobs, s.acct, candidates, in.Service, start, end)
	if err != nil {
		return Reply{}, err
	}
	var free []string
	ids := []int64{}
	for _, p := range freePros {
		free = append(free, p.Name)
		ids = append(ids, p.ID)
	}
	when := localTime(start, loc)
	if !in.When.HasTime {
		when = localDay(start, loc)
	}
	where := ""
	if addr != nil {
		where = " at " + addr.Name()
	}
	service := "work"
	if in.Service != "" {
		service = string(in.Service)
	}
	action := steward.Action{Type: steward.ActionAvailabilityChecked, ProIDs: ids, ScheduledAt: ptr(start.UTC())}
	if in.Service != "" {
		action.ServiceType = ptr(in.Service)
	}
	if addr != nil {
		action.AddressID = &addr.ID
	}
	var text string
	switch {
	case in.ProID != 0 && len(ids) == 1:
		text = fmt.Sprintf("Yes, %s is free for %s%s on %s.", free[0], service, where, when)
	case in.ProID != 0:
		p := s.pro(in.ProID)
		reason := "already has a job then"
		if !p.Active {
			reason = "is inactive"
		} else if in.Service != "" && !p.Offers(in.Service) {
			reason = "doesn't do " + service
		}
		text = fmt.Sprintf("No, %s %s.", p.Name, reason)
	case len(free) == 0:
		text = fmt.Sprintf("Nobody who does %s is free%s on %s.", service, where, when)
	case len(free) == 1:
		text = fmt.Sprintf("%s is free for %s%s on %s.", free[0], service, where, when)
	default:
		text = fmt.Sprintf("Free for %s%s on %s: %s.", service, where, when, andList(free))
	}
	return done(text, action), nil
}

// reservation records a guest stay.
func (s *session) reservation(in intent) (Reply, error) {
	addr, q, err := s.needAddress(in, "the stay")
	if q != nil || err != nil {
		return deref(q), err
	}
	in.AddressID = addr.ID
	if in.Guest == "" {
		return ask(in, "guest", fmt.Sprintf("What's the guest's name for the stay at %s?", addr.Name()))
	}
	if in.When == nil || in.NewWhen == nil {
		return ask(in, "dates", fmt.Sprintf("What are %s's check-in and check-out dates at %s?", in.Guest, addr.Name()))
	}
	loc := addr.Location()
	in1, out := in.When.Time(s.now, loc, checkInHour, 0), in.NewWhen.Time(s.now, loc, checkOutHour, 0)
	create := steward.ReservationCreate{AddressID: addr.ID, GuestName: in.Guest, CheckIn: in1, CheckOut: out}
	if in.Guests > 0 {
		create.Guests = &in.Guests
	}
	r, err := s.e.Reservations.CreateReservation(s.ctx, s.acct, create)
	if err != nil {
		return domainFailure(err, "I couldn't add that stay")
	}
	guests := "1 guest"
	if r.Guests != 1 {
		guests = fmt.Sprintf("%d guests", r.Guests)
	}
	text := fmt.Sprintf("Added %s's stay at %s: check-in %s, check-out %s, %s (confirmation %s). Want me to set up the turnover clean after check-out?",
		r.GuestName, addr.Name(), localTime(r.CheckIn, loc), localTime(r.CheckOut, loc), guests, r.ConfirmationCode)
	return done(text, steward.Action{Type: steward.ActionReservationCreated, ReservationID: &r.ID, AddressID: &addr.ID}), nil
}

// listReservations lists upcoming stays.
func (s *session) listReservations(in intent) (Reply, error) {
	if err := s.loadStays(); err != nil {
		return Reply{}, err
	}
	ids := []int64{}
	var lines []string
	for _, r := range s.stays {
		if r.CheckOut.Before(s.now) || in.AddressID != 0 && r.AddressID != in.AddressID {
			continue
		}
		if in.ReservID != 0 && r.ID != in.ReservID {
			continue
		}
		ids = append(ids, r.ID)
		if len(lines) < maxListed {
			a := s.byAddr[r.AddressID]
			lines = append(lines, fmt.Sprintf("• %s at %s: %s to %s, %d guest(s)", r.GuestName, a.Name(),
				localTime(r.CheckIn, a.Location()), localTime(r.CheckOut, a.Location()), r.Guests))
		}
	}
	action := steward.Action{Type: steward.ActionReservationsListed, ReservationIDs: ids}
	if in.AddressID != 0 {
		action.AddressID = ptr(in.AddressID)
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	if len(ids) == 0 {
		return done("No upcoming stays"+where+".", action), nil
	}
	return done("Upcoming stays"+where+":\n"+strings.Join(lines, "\n"), action), nil
}

// addPro adds a service professional.
func (s *session) addPro(in intent) (Reply, error) {
	if in.Name == "" {
		return ask(in, "name", "What's the new pro's name?")
	}
	if in.Email == "" {
		return ask(in, "email", fmt.Sprintf("What's %s's email address?", in.Name))
	}
	p, err := s.e.Pros.CreatePro(s.ctx, s.acct, steward.ProCreate{Name: in.Name, Email: in.Email, Phone: in.Phone, Services: in.Services})
	if err != nil {
		return domainFailure(err, "I couldn't add "+in.Name)
	}
	var services []string
	for _, sv := range p.Services {
		services = append(services, string(sv))
	}
	text := fmt.Sprintf("Added %s (%s", p.Name, p.Email)
	if p.Phone != "" {
		text += ", " + p.Phone
	}
	text += ") as a pro for " + andList(services) + "."
	if len(in.Services) == 0 {
		text += " You didn't say what they do, so I put them down for cleaning."
	}
	return done(text, steward.Action{Type: steward.ActionProCreated, ProID: &p.ID}), nil
}
