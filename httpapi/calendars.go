package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// calendarCreateRequest is the v1 CalendarCreate body.
type calendarCreateRequest struct {
	URL          *string `json:"url"`
	Name         *string `json:"name"`
	ImportBlocks *bool   `json:"import_blocks"`
}

func (req *calendarCreateRequest) toCalendarCreate(addressID int64) (steward.CalendarCreate, error) {
	if req.URL == nil || *req.URL == "" {
		return steward.CalendarCreate{}, steward.MissingField("url")
	}
	return steward.CalendarCreate{AddressID: addressID, URL: *req.URL, Name: deref(req.Name), ImportBlocks: deref(req.ImportBlocks)}, nil
}

var errCalendarNotFound = steward.Errorf(steward.ENOTFOUND, "Calendar not found")

// calendarPath reads the address and calendar ids of a calendar's path.
func calendarPath(r *http.Request) (addressID, id int64, ok bool) {
	if addressID, ok = pathID(r, "address_id"); !ok {
		return 0, 0, false
	}
	id, ok = pathID(r, "calendar_id")
	return addressID, id, ok
}

func (s *Server) handleListCalendars(w http.ResponseWriter, r *http.Request) {
	addressID, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	list, err := s.Calendars.FindCalendars(r.Context(), accountID(r.Context()), addressID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"calendars": list})
}

func (s *Server) handleCreateCalendar(w http.ResponseWriter, r *http.Request) {
	addressID, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, errAddressNotFound)
		return
	}
	var req calendarCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toCalendarCreate(addressID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	c, err := s.Calendars.CreateCalendar(r.Context(), accountID(r.Context()), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, c)
}

func (s *Server) handleGetCalendar(w http.ResponseWriter, r *http.Request) {
	addressID, id, ok := calendarPath(r)
	if !ok {
		s.writeError(w, r, errCalendarNotFound)
		return
	}
	c, err := s.Calendars.FindCalendarByID(r.Context(), accountID(r.Context()), addressID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

func (s *Server) handleDeleteCalendar(w http.ResponseWriter, r *http.Request) {
	addressID, id, ok := calendarPath(r)
	if !ok {
		s.writeError(w, r, errCalendarNotFound)
		return
	}
	if err := s.Calendars.DeleteCalendar(r.Context(), accountID(r.Context()), addressID, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleSyncCalendar(w http.ResponseWriter, r *http.Request) {
	addressID, id, ok := calendarPath(r)
	if !ok {
		s.writeError(w, r, errCalendarNotFound)
		return
	}
	c, err := s.Calendars.SyncCalendar(r.Context(), accountID(r.Context()), addressID, id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, c)
}
