package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/stewardhq/steward"
)

// addressCreateRequest is the v1 AddressCreate body.
type addressCreateRequest struct {
	Street             *string  `json:"street"`
	City               *string  `json:"city"`
	State              *string  `json:"state"`
	Zip                *string  `json:"zip"`
	Country            *string  `json:"country"`
	Nickname           *string  `json:"nickname"`
	AccessInstructions *string  `json:"access_instructions"`
	Bedrooms           *int     `json:"bedrooms"`
	Bathrooms          *float64 `json:"bathrooms"`
	SquareFeet         *int     `json:"square_feet"`
	Timezone           *string  `json:"timezone"`
	CheckInTime        *string  `json:"check_in_time"`
	CheckOutTime       *string  `json:"check_out_time"`
}

func (req *addressCreateRequest) toAddressCreate() steward.AddressCreate {
	return steward.AddressCreate{
		Street: deref(req.Street), City: deref(req.City), State: deref(req.State), Zip: deref(req.Zip),
		Country: deref(req.Country), Nickname: req.Nickname, AccessInstructions: req.AccessInstructions,
		Bedrooms: req.Bedrooms, Bathrooms: req.Bathrooms, SquareFeet: req.SquareFeet,
		Timezone: deref(req.Timezone), CheckInTime: deref(req.CheckInTime), CheckOutTime: deref(req.CheckOutTime),
	}
}

// addressUpdateRequest is the v1 AddressUpdate body: every AddressCreate
// field, the time zone, check-in and check-out times and turnover settings.
type addressUpdateRequest struct {
	addressCreateRequest
	Turnover *turnoverRequest `json:"turnover"`
}

// turnoverRequest is the turnover part of an AddressUpdate body.
type turnoverRequest struct {
	Enabled         *bool      `json:"enabled"`
	ServiceType     *string    `json:"service_type"`
	DurationMinutes *int       `json:"duration_minutes"`
	ProID           optionalID `json:"pro_id"`
}

// optionalID is an id field that may be absent, null or a number.
type optionalID struct {
	set bool
	id  *int64
}

func (o *optionalID) UnmarshalJSON(b []byte) error {
	o.set = true
	return json.Unmarshal(b, &o.id)
}

func (req *addressUpdateRequest) toAddressUpdate() steward.AddressUpdate {
	c := req.addressCreateRequest
	u := steward.AddressUpdate{Street: c.Street, City: c.City, State: c.State, Zip: c.Zip, Country: c.Country,
		Nickname: c.Nickname, AccessInstructions: c.AccessInstructions, Bedrooms: c.Bedrooms, Bathrooms: c.Bathrooms,
		SquareFeet: c.SquareFeet, Timezone: c.Timezone, CheckInTime: c.CheckInTime, CheckOutTime: c.CheckOutTime}
	if t := req.Turnover; t != nil {
		u.Turnover = steward.TurnoverUpdate{Enabled: t.Enabled, DurationMinutes: t.DurationMinutes,
			ProID: t.ProID.id, ClearPro: t.ProID.set && t.ProID.id == nil}
		if t.ServiceType != nil {
			st := steward.ServiceType(*t.ServiceType)
			u.Turnover.ServiceType = &st
		}
	}
	return u
}

var errAddressNotFound = steward.Errorf(steward.ENOTFOUND, "Address not found")

func (s *Server) handleListAddresses(w http.ResponseWriter, r *http.Request) {
	find := s.Addresses.FindAddresses
	switch v := r.URL.Query().Get("archived"); v {
	case "", "false":
	case "true":
		find = s.Addresses.FindArchivedAddresses
	default:
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid archived %q: must be true or false", v))
		return
	}
	list, err := find(r.Context(), accountID(r.Context()))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"addresses": list})
}

func (s *Server) handleCreateAddress(w http.ResponseWriter, r *http.Request) {
	var req addressCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	a, err := s.Addresses.CreateAddress(r.Context(), accountID(r.Context()), req.toAddressCreate())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, a)
}

func (s *Server) handleGetAddress(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	a, err := s.Addresses.FindAddressByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *Server) handleUpdateAddress(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	var req addressUpdateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	a, err := s.Addresses.UpdateAddress(r.Context(), accountID(r.Context()), id, req.toAddressUpdate())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *Server) handleArchiveAddress(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	if _, err := s.Addresses.ArchiveAddress(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
