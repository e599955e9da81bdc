package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// jobPage is one job with its own checklist (the copy of its property's
// lists it took when it was created) and its progress.
type jobPage struct {
	base
	Job       jobRow
	Address   *steward.Address
	Zone      string
	Notes     string
	Created   string
	Updated   string
	Completed string
	CanMove   bool
	CanCancel bool
	// CanReinstate offers "Restore job" on a job cancelled by mistake
	// (see steward.Job.Reinstatable).
	CanReinstate bool
	Reschedule   *form
	// Work changes the pro, service type and price, with the pros who
	// may take the job as the choices.
	Work           *form
	WorkPros       []option
	ServiceOptions []option
	CancelErr      string
	Todos          *steward.JobTodos
	// DuringStayOptions is the reschedule form's "during the stay" box.
	DuringStayOptions []option
	// Stay is the stay a turnover turns over; nil for other jobs.
	Stay      *reservationRow
	WindowEnd string
	SameDay   bool
	History   []historyRow
	// Rating is the job's rating (nil until rated); RatingForm rates a
	// completed job (nil for the others); RecleanOf is the job a re-clean
	// re-cleans. See rating.go.
	Rating          *ratingView
	RatingForm      *form
	ScoreOptions    []option
	CategoryOptions []option
	RecleanOf       int64
	// ProWork is what the job's pro reported (photos, notes, issues);
	// AtRisk shows the banner of a live job nobody has accepted.
	ProWork *workView
	AtRisk  bool
	// Cost is what the pro is paid; Asset the equipment the job is
	// about; SuppliesLink the property's supplies a restocking job of the
	// supply worker buys; AssetOptions the work form's equipment (nil
	// when the job cannot have any). See job_links.go.
	Cost         string
	Asset        *jobAsset
	SuppliesLink string
	AssetOptions []option
	CanLinkAsset bool
	// Assignment says how the job stands with its pros; Failure why
	// Steward cancelled it by itself ("" when it did not). See offers.go.
	Assignment, Failure string
}

// historyRow is one change in a job's history, at the property's time.
type historyRow struct {
	At, Actor, Change, Reason string
}

// duringStayOptions is the one choice of the job forms' "during_stay" box.
var duringStayOptions = []option{{"on", "During the guests' stay (they asked for it)"}}

func (s *Server) handleJob(w http.ResponseWriter, r *http.Request) {
	s.renderJob(w, r, http.StatusOK, nil, nil, "")
}

// renderJob shows the job of the path, with a refused reschedule, work or
// rating form or cancellation message when there is one.
func (s *Server) renderJob(w http.ResponseWriter, r *http.Request, status int, reschedule, work *form, cancelErr string, rating ...*form) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errJobNotFound)
		return
	}
	job, err := s.Jobs.FindJobByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	todos, err := s.Todos.FindJobTodos(r.Context(), accountID(r), job.ID)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	loc := l.location(job.AddressID)
	if reschedule == nil {
		reschedule = newForm("reschedule", nil)
		reschedule.Values.Set("scheduled_at", job.ScheduledAt.In(loc).Format(localLayout))
	}
	if work == nil {
		work = newForm("work", nil)
		if job.ProID != nil {
			work.Values.Set("pro_id", strconv.FormatInt(*job.ProID, 10))
		}
		work.Values.Set("service_type", string(job.ServiceType))
		work.Values.Set("price", strconv.FormatFloat(job.Price, 'f', 2, 64))
		setWorkFormLinks(work, job)
	}
	row := l.row(job)
	p := &jobPage{base: s.base(r, row.Title, "jobs"), Job: row, Address: l.addr[job.AddressID],
		Zone: loc.String() + " (" + job.ScheduledAt.In(loc).Format("MST") + ")", Created: localTime(job.CreatedAt, loc),
		Updated: localTime(job.UpdatedAt, loc), CanMove: job.Reschedulable(), CanCancel: job.Cancellable(), CanReinstate: job.Reinstatable(s.now()),
		Reschedule: reschedule, Work: work, WorkPros: workProOptions(l.pros, job), ServiceOptions: serviceOptions(),
		CancelErr: cancelErr, Todos: todos}
	if job.Notes != nil {
		p.Notes = *job.Notes
	}
	if job.CompletedAt != nil {
		p.Completed = localTime(*job.CompletedAt, loc)
	}
	p.DuringStayOptions = duringStayOptions
	p.Rating = viewRating(job.Rating, func() string { return localTime(job.Rating.RatedAt, loc) })
	if len(rating) > 0 && rating[0] != nil {
		p.RatingForm = rating[0] // refused: shown with its error, whatever the job's status
	} else if job.Status == steward.StatusCompleted && s.Ratings != nil {
		p.RatingForm = ratingForm(job)
	}
	p.ScoreOptions, p.CategoryOptions = scoreOptions(), categoryOptions()
	if job.RecleanOf != nil {
		p.RecleanOf = *job.RecleanOf
	}
	if job.ReservationID != nil {
		stay, err := s.Reservations.FindReservationByID(r.Context(), accountID(r), *job.ReservationID)
		if err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		if stay != nil {
			v := reservationView(stay, l)
			p.Stay = &v
		}
		p.WindowEnd, p.SameDay = "No later stay known yet", job.SameDay
		if job.WindowEnd != nil {
			p.WindowEnd = localTime(*job.WindowEnd, loc)
		}
	}
	if p.ProWork, err = s.jobWork(r, job, todos, l); err != nil {
		s.errorPage(w, r, err)
		return
	}
	p.AtRisk = job.AtRisk(s.OfferPolicy, s.now())
	if err := s.addJobLinks(r, job, p); err != nil {
		s.errorPage(w, r, err)
		return
	}
	p.Assignment = assignmentText(job, l, loc)
	if job.FailureReason != nil {
		p.Failure = failureText(*job.FailureReason)
	}
	history, err := s.Jobs.FindJobHistory(r.Context(), accountID(r), job.ID)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	for _, e := range history {
		h := historyRow{At: localTime(e.At, loc), Actor: label(e.Actor), Change: e.Change}
		if e.Reason != nil {
			h.Reason = *e.Reason
		}
		p.History = append(p.History, h)
	}
	s.render(w, r, status, "job", p)
}

var errJobNotFound = steward.Errorf(steward.ENOTFOUND, "Job not found")

func (s *Server) handleRescheduleJob(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "reschedule")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errJobNotFound)
		return
	}
	job, err := s.Jobs.FindJobByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	err = s.reschedule(r, f, job)
	if err == nil {
		http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=job-rescheduled", id), http.StatusSeeOther)
		return
	}
	f.fail(err, "scheduled_at")
	s.renderJob(w, r, statusOf(err), f, nil, "")
}

// reschedule moves job to the form's local time, as PATCH /api/v1/jobs does.
func (s *Server) reschedule(r *http.Request, f *form, job *steward.Job) error {
	if f.Get("scheduled_at") == "" {
		return steward.MissingField("scheduled_at")
	}
	loc := time.UTC
	if a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), job.AddressID); err == nil {
		loc = a.Location()
	}
	at, err := parseLocal("scheduled_at", f.Get("scheduled_at"), loc)
	if err != nil {
		return err
	}
	_, err = s.Jobs.UpdateJob(r.Context(), accountID(r), job.ID, steward.JobUpdate{ScheduledAt: &at, DuringStay: f.Get("during_stay") != ""})
	return err
}

func (s *Server) handleCancelJob(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "cancel")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errJobNotFound)
		return
	}
	if f.Get("confirmed") != "yes" {
		job, err := s.Jobs.FindJobByID(r.Context(), accountID(r), id)
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		s.confirm(w, r, confirmPage{Heading: fmt.Sprintf("Cancel job %d?", job.ID),
			Message: "Cancelling sends a job.cancelled event to your webhook endpoints. A job cancelled by mistake can be restored while its time is ahead.",
			Action:  r.URL.Path, Button: "Cancel job", Back: fmt.Sprintf("/app/jobs/%d", id), BackText: "Keep the job"})
		return
	}
	if _, err := s.Jobs.CancelJob(r.Context(), accountID(r), id); err != nil {
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		s.renderJob(w, r, statusOf(err), nil, nil, steward.ErrorMessage(err))
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=job-cancelled", id), http.StatusSeeOther)
}

// handleReinstateJob restores a job cancelled by mistake, pending or
// confirmed as it was (see docs/rest-api.md, "Reinstating"); a refusal (its pro is
// booked meanwhile, its time has passed) is said on the job's page.
func (s *Server) handleReinstateJob(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.parseForm(w, r, "reinstate"); !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errJobNotFound)
		return
	}
	h, err := s.Jobs.FindJobHistory(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	back := steward.StatusBeforeCancel(h) // pending, or confirmed as it was
	if _, err := s.Jobs.UpdateJob(r.Context(), accountID(r), id, steward.JobUpdate{Status: &back}); err != nil {
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		s.renderJob(w, r, statusOf(err), nil, nil, steward.ErrorMessage(err))
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=job-reinstated", id), http.StatusSeeOther)
}

// workProOptions lists the pros who may take job: the account's active pros
// who offer its service type, and its own pro whatever they are, so that
// the form, sent unchanged, keeps the pro.
func workProOptions(pros []*steward.Pro, job *steward.Job) []option {
	var out []option
	for _, p := range pros {
		own := job.ProID != nil && *job.ProID == p.ID
		switch {
		case p.Active && p.Offers(job.ServiceType):
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name})
		case own && !p.Active:
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name + " (inactive)"})
		case own:
			out = append(out, option{Value: strconv.FormatInt(p.ID, 10), Label: p.Name + " (does not offer " + label(string(job.ServiceType)) + ")"})
		}
	}
	return out
}

func (s *Server) handleChangeJobWork(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "work")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errJobNotFound)
		return
	}
	upd, err := jobWorkUpdate(f)
	if err == nil {
		if _, err = s.Jobs.UpdateJob(r.Context(), accountID(r), id, upd); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=job-updated", id), http.StatusSeeOther)
			return
		} else if steward.ErrorCode(err) == steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
	}
	if steward.ErrorCode(err) == steward.EPROCONFLICT {
		f.fail(err, "pro_id")
	} else {
		f.fail(err)
	}
	s.renderJob(w, r, statusOf(err), nil, f, "")
}

// jobWorkUpdate reads the work form as PATCH /api/v1/jobs reads pro_id,
// service_type and price: an empty pro is "Unassigned" (pro_id null), an
// empty service type or price keeps the job's.
func jobWorkUpdate(f *form) (steward.JobUpdate, error) {
	var upd steward.JobUpdate
	if id, err := parseID(f, "pro_id"); err != nil {
		return upd, err
	} else if id != 0 {
		upd.ProID = &id
	} else {
		upd.UnassignPro = true
	}
	if v := f.Get("service_type"); v != "" {
		t := steward.ServiceType(v)
		upd.ServiceType = &t
	}
	var err error
	if upd.Price, err = parseFloat(f, "price"); err != nil {
		return upd, err
	}
	return upd, workFormLinks(f, &upd)
}
