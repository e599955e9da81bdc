package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// A stay's own page (issue 16): its details, an edit form and cancel.

type reservationPage struct {
	base
	Stay      reservationRow
	Zone      string
	Form      *form
	Cancelled bool
	CancelErr string
	// Turnover is the job that turns the stay over, nil when it has none.
	Turnover *jobRow
}

var errReservationNotFound = steward.Errorf(steward.ENOTFOUND, "Reservation not found")

func (s *Server) handleReservation(w http.ResponseWriter, r *http.Request) {
	s.renderReservation(w, r, http.StatusOK, nil, "")
}

// renderReservation shows the stay of the path; f, when set, is the
// refused edit form to show again, and cancelErr a refused cancel.
func (s *Server) renderReservation(w http.ResponseWriter, r *http.Request, status int, f *form, cancelErr string) {
	res, ok := s.pathReservation(w, r)
	if !ok {
		return
	}
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	loc := l.location(res.AddressID)
	if f == nil {
		f = newForm("stay", nil)
		f.Values.Set("guest_name", res.GuestName)
		f.Values.Set("check_in", res.CheckIn.In(loc).Format(localLayout))
		f.Values.Set("check_out", res.CheckOut.In(loc).Format(localLayout))
		f.Values.Set("guests", strconv.Itoa(res.Guests))
		f.Values.Set("confirmation_code", res.ConfirmationCode)
	}
	turnover, err := s.findTurnover(r, res)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p := &reservationPage{base: s.base(r, "Stay of "+res.GuestName, "reservations"),
		Stay: reservationView(res, l), Zone: loc.String(), Form: f, Cancelled: res.Status == steward.ReservationCancelled, CancelErr: cancelErr}
	if turnover != nil {
		row := l.row(turnover)
		p.Turnover = &row
	}
	s.render(w, r, status, "reservation", p)
}

// turnoverPages bounds the search for a stay's turnover: the property's
// jobs from the stay's check-in on, MaxJobLimit at a time.
const turnoverPages = 5

// findTurnover returns the job that turns res over, or nil. The job
// service has no filter by stay, so it looks among the property's jobs
// from the check-in on (a turnover is never before its stay's check-out).
func (s *Server) findTurnover(r *http.Request, res *steward.Reservation) (*steward.Job, error) {
	filter := steward.JobFilter{AddressID: &res.AddressID, From: &res.CheckIn, Limit: steward.MaxJobLimit}
	for range turnoverPages {
		jobs, total, err := s.Jobs.FindJobs(r.Context(), accountID(r), filter)
		if err != nil {
			return nil, err
		}
		for _, j := range jobs {
			if j.ReservationID != nil && *j.ReservationID == res.ID {
				return j, nil
			}
		}
		filter.Offset += len(jobs)
		if len(jobs) == 0 || filter.Offset >= total {
			break
		}
	}
	return nil, nil
}

func (s *Server) handleUpdateReservation(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "stay")
	if !ok {
		return
	}
	res, ok := s.pathReservation(w, r)
	if !ok {
		return
	}
	u, err := s.reservationUpdate(r, f, res)
	if err == nil {
		if _, err = s.Reservations.UpdateReservation(r.Context(), accountID(r), res.ID, u); err == nil {
			http.Redirect(w, r, fmt.Sprintf("/app/reservations/%d?done=stay-updated", res.ID), http.StatusSeeOther)
			return
		}
	}
	if steward.ErrorCode(err) == steward.ERESERVATIONCONFLICT {
		f.fail(err, "check_in")
	} else {
		f.fail(err)
	}
	s.renderReservation(w, r, statusOf(err), f, "")
}

// reservationUpdate builds the domain input as PATCH /api/v1/reservations
// does; times are local to the property. The service validates.
func (s *Server) reservationUpdate(r *http.Request, f *form, res *steward.Reservation) (steward.ReservationUpdate, error) {
	name, code := f.Get("guest_name"), f.Get("confirmation_code")
	u := steward.ReservationUpdate{GuestName: &name, ConfirmationCode: &code}
	loc := time.UTC
	if a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), res.AddressID); err == nil {
		loc = a.Location()
	}
	for _, t := range []struct {
		field string
		dst   **time.Time
	}{{"check_in", &u.CheckIn}, {"check_out", &u.CheckOut}} {
		if f.Get(t.field) == "" {
			return u, steward.MissingField(t.field)
		}
		at, err := parseLocal(t.field, f.Get(t.field), loc)
		if err != nil {
			return u, err
		}
		*t.dst = &at
	}
	var err error
	u.Guests, err = parseInt(f, "guests")
	return u, err
}

func (s *Server) handleCancelReservation(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "cancel")
	if !ok {
		return
	}
	res, ok := s.pathReservation(w, r)
	if !ok {
		return
	}
	if f.Get("confirmed") != "yes" {
		s.confirm(w, r, confirmPage{Heading: "Cancel the stay of " + res.GuestName + "?",
			Message: "The reservation is kept, marked cancelled, and leaves the lists; its dates become free.",
			Action:  r.URL.Path, Button: "Cancel reservation", Back: fmt.Sprintf("/app/reservations/%d", res.ID), BackText: "Keep the reservation"})
		return
	}
	if _, err := s.Reservations.CancelReservation(r.Context(), accountID(r), res.ID); err != nil {
		s.renderReservation(w, r, statusOf(err), nil, steward.ErrorMessage(err))
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/reservations/%d?done=stay-cancelled", res.ID), http.StatusSeeOther)
}

// pathReservation finds the stay of the path's id, or writes the error page.
func (s *Server) pathReservation(w http.ResponseWriter, r *http.Request) (*steward.Reservation, bool) {
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errReservationNotFound)
		return nil, false
	}
	res, err := s.Reservations.FindReservationByID(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return nil, false
	}
	return res, true
}
