package webui

import (
	"fmt"
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// jobPage is one job with its property's to-do lists.
type jobPage struct {
	base
	Job        jobRow
	Address    *steward.Address
	Zone       string
	Notes      string
	Created    string
	Updated    string
	Completed  string
	CanMove    bool
	CanCancel  bool
	Reschedule *form
	CancelErr  string
	Todos      []*steward.TodoList
}

func (s *Server) handleJob(w http.ResponseWriter, r *http.Request) {
	s.renderJob(w, r, http.StatusOK, nil, "")
}

// renderJob shows the job of the path, with a refused reschedule form or
// cancellation message when there is one.
func (s *Server) renderJob(w http.ResponseWriter, r *http.Request, status int, reschedule *form, cancelErr string) {
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
	todos, err := s.Todos.FindTodoLists(r.Context(), accountID(r), job.AddressID)
	if err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	loc := l.location(job.AddressID)
	if reschedule == nil {
		reschedule = newForm("reschedule", nil)
		reschedule.Values.Set("scheduled_at", job.ScheduledAt.In(loc).Format(localLayout))
	}
	row := l.row(job)
	p := &jobPage{base: s.base(r, row.Title, "jobs"), Job: row, Address: l.addr[job.AddressID],
		Zone: loc.String() + " (" + job.ScheduledAt.In(loc).Format("MST") + ")", Created: localTime(job.CreatedAt, loc),
		Updated: localTime(job.UpdatedAt, loc), CanMove: job.Reschedulable(), CanCancel: job.Cancellable(),
		Reschedule: reschedule, CancelErr: cancelErr, Todos: todos}
	if job.Notes != nil {
		p.Notes = *job.Notes
	}
	if job.CompletedAt != nil {
		p.Completed = localTime(*job.CompletedAt, loc)
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
	s.renderJob(w, r, statusOf(err), f, "")
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
	_, err = s.Jobs.UpdateJob(r.Context(), accountID(r), job.ID, steward.JobUpdate{ScheduledAt: &at})
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
			Message: "Cancelling sends a job.cancelled event to your webhook endpoints. A cancelled job cannot be rescheduled.",
			Action:  r.URL.Path, Button: "Cancel job", Back: fmt.Sprintf("/app/jobs/%d", id), BackText: "Keep the job"})
		return
	}
	if _, err := s.Jobs.CancelJob(r.Context(), accountID(r), id); err != nil {
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			s.errorPage(w, r, err)
			return
		}
		s.renderJob(w, r, statusOf(err), nil, steward.ErrorMessage(err))
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/jobs/%d?done=job-cancelled", id), http.StatusSeeOther)
}
