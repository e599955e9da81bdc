package httpapi

import (
	"net/http"

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
		Guests: req.Guests, ConfirmationCode: deref(req.ConfirmationCode)}
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
	if in.CheckIn, err = steward.ParseTime("check_in", *req.CheckIn); err != nil {
		return in, err
	}
	if in.CheckOut, err = steward.ParseTime("check_out", *req.CheckOut); err != nil {
		return in, err
	}
	return in, nil
}

func (s *Server) handleListReservations(w http.ResponseWriter, r *http.Request) {
	addressID, err := queryInt(r, "address_id")
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	list, err := s.Reservations.FindReservations(r.Context(), accountID(r.Context()), steward.ReservationFilter{AddressID: addressID})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"reservations": list})
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
