package httpapi

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/stewardhq/steward"
)

// proCreateRequest is the v1 ProCreate body; active is our extension.
type proCreateRequest struct {
	Name     *string       `json:"name"`
	Email    *string       `json:"email"`
	Phone    *string       `json:"phone"`
	Services []string      `json:"services"`
	Active   *bool         `json:"active"`
	Rates    steward.Rates `json:"rates"`
}

func (req *proCreateRequest) toProCreate() steward.ProCreate {
	in := steward.ProCreate{Name: deref(req.Name), Email: deref(req.Email), Phone: deref(req.Phone), Active: req.Active, Rates: req.Rates}
	for _, s := range req.Services {
		in.Services = append(in.Services, steward.ServiceType(s))
	}
	return in
}

func (s *Server) handleListPros(w http.ResponseWriter, r *http.Request) {
	list, err := s.Pros.FindPros(r.Context(), accountID(r.Context()))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"pros": list})
}

func (s *Server) handleCreatePro(w http.ResponseWriter, r *http.Request) {
	var req proCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, err := s.Pros.CreatePro(r.Context(), accountID(r.Context()), req.toProCreate())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, p)
}

// proUpdateRequest is the v1 ProUpdate body: absent (or null) fields stay
// as they are.
type proUpdateRequest struct {
	Name     *string       `json:"name"`
	Email    *string       `json:"email"`
	Phone    *string       `json:"phone"`
	Services []string      `json:"services"`
	Active   *bool         `json:"active"`
	Rates    steward.Rates `json:"rates"` // replaces all the rates; {} removes them
}

func (req *proUpdateRequest) toProUpdate() steward.ProUpdate {
	upd := steward.ProUpdate{Name: req.Name, Email: req.Email, Phone: req.Phone, Active: req.Active, Rates: req.Rates}
	if req.Services != nil {
		upd.Services = make([]steward.ServiceType, len(req.Services))
		for i, s := range req.Services {
			upd.Services[i] = steward.ServiceType(s)
		}
	}
	return upd
}

// unassignedJobsHeader lists, comma-separated, the jobs a PATCH of a pro
// unassigned because the pro can no longer do them; absent when none.
const unassignedJobsHeader = "Steward-Unassigned-Jobs"

var errProNotFound = steward.Errorf(steward.ENOTFOUND, "Pro not found")

func (s *Server) handleGetPro(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "pro_id")
	if !ok {
		s.writeError(w, r, errProNotFound)
		return
	}
	p, err := s.Pros.FindProByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (s *Server) handleUpdatePro(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "pro_id")
	if !ok {
		s.writeError(w, r, errProNotFound)
		return
	}
	var req proUpdateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	p, unassigned, err := s.Pros.UpdatePro(r.Context(), accountID(r.Context()), id, req.toProUpdate())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if len(unassigned) > 0 {
		ids := make([]string, len(unassigned))
		for i, id := range unassigned {
			ids[i] = strconv.FormatInt(id, 10)
		}
		w.Header().Set(unassignedJobsHeader, strings.Join(ids, ","))
	}
	writeJSON(w, http.StatusOK, p)
}
