package httpapi

import (
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// reservationCreateRequest is the v1 ReservationCreate body.
type reservationCreateRequest struct {
	AddressID        *int64  `json:"address_id"`
	GuestName        *string `json:"guest_name"`
	CheckIn          *string `json:"check_in"`
	CheckOut         *string `json:"check_out"`
	Guests           *int    `json:"guests"`
	ConfirmationCode *string `json:"confirmation_code"`
}

func (req *reservationCreateRequest) toReservationCreate() (steward.ReservationCreate, error) {
	in := steward.ReservationCreate{AddressID: deref(req.AddressID), GuestName: deref(req.GuestName),
		Guests: req.Guests, ConfirmationCode: deref(req.ConfirmationCode), Source: steward.SourceAPI}
	switch {
	case req.AddressID == nil:
		return in, steward.MissingField("address_id")
	case req.GuestName == nil:
		return in, steward.MissingField("guest_name")
	case req.CheckIn == nil || *req.CheckIn == "":
		return in, steward.MissingField("check_in")
	case req.CheckOut == nil || *req.CheckOut == "":
		return in, steward.MissingField("check_out")
	}
	if err := positiveID("address_id", req.AddressID); err != nil {
		return in, err
	}
	var err error
	if in.CheckIn, in.CheckInDate, err = steward.ParseStayTime("check_in", *req.CheckIn); err != nil {
		return in, err
	}
	if in.CheckOut, in.CheckOutDate, err = steward.ParseStayTime("check_out", *req.CheckOut); err != nil {
		return in, err
	}
	return in, nil
}

// reservationUpdateRequest is the v1 ReservationUpdate body.
type reservationUpdateRequest struct {
	GuestName        *string `json:"guest_name"`
	CheckIn          *string `json:"check_in"`
	CheckOut         *string `json:"check_out"`
	Guests           *int    `json:"guests"`
	ConfirmationCode *string `json:"confirmation_code"`
	Status           *string `json:"status"`
}

func (req *reservationUpdateRequest) toReservationUpdate() (steward.ReservationUpdate, error) {
	u := steward.ReservationUpdate{GuestName: req.GuestName, Guests: req.Guests, ConfirmationCode: req.ConfirmationCode}
	if req.CheckIn != nil {
		t, date, err := steward.ParseStayTime("check_in", *req.CheckIn)
		if err != nil {
			return u, err
		}
		u.CheckIn, u.CheckInDate = &t, date
	}
	if req.CheckOut != nil {
		t, date, err := steward.ParseStayTime("check_out", *req.CheckOut)
		if err != nil {
			return u, err
		}
		u.CheckOut, u.CheckOutDate = &t, date
	}
	if req.Status != nil {
		st := steward.ReservationStatus(*req.Status)
		u.Status = &st
	}
	return u, nil
}

var errReservationNotFound = steward.Errorf(steward.ENOTFOUND, "Reservation not found")

func (s *Server) handleListReservations(w http.ResponseWriter, r *http.Request) {
	f, err := reservationFilter(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.Reservations.FindReservations(r.Context(), accountID(r.Context()), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"reservations": list})
}

// reservationFilter reads the query of GET /api/v1/reservations.
func reservationFilter(r *http.Request) (steward.ReservationFilter, error) {
	q := r.URL.Query()
	f := steward.ReservationFilter{Status: q.Get("status")}
	var err error
	if f.AddressID, err = queryInt(r, "address_id"); err != nil {
		return f, err
	}
	for _, p := range []struct {
		name string
		dst  **time.Time
	}{{"from", &f.From}, {"to", &f.To}} {
		if v := q.Get(p.name); v != "" {
			t, _, err := steward.ParseStayTime(p.name, v)
			if err != nil {
				return f, err
			}
			*p.dst = &t
		}
	}
	return f, nil
}

func (s *Server) handleCreateReservation(w http.ResponseWriter, r *http.Request) {
	var req reservationCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toReservationCreate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.Reservations.CreateReservation(r.Context(), accountID(r.Context()), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, res)
}

func (s *Server) handleGetReservation(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "reservation_id")
	if !ok {
		s.writeError(w, r, errReservationNotFound)
		return
	}
	res, err := s.Reservations.FindReservationByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

func (s *Server) handleUpdateReservation(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "reservation_id")
	if !ok {
		s.writeError(w, r, errReservationNotFound)
		return
	}
	var req reservationUpdateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	u, err := req.toReservationUpdate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	res, err := s.Reservations.UpdateReservation(r.Context(), accountID(r.Context()), id, u)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, res)
}

func (s *Server) handleCancelReservation(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "reservation_id")
	if !ok {
		s.writeError(w, r, errReservationNotFound)
		return
	}
	if _, err := s.Reservations.CancelReservation(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
