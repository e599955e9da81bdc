package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// proCreateRequest is the v1 ProCreate body; active is our extension.
type proCreateRequest struct {
	Name     *string  `json:"name"`
	Email    *string  `json:"email"`
	Phone    *string  `json:"phone"`
	Services []string `json:"services"`
	Active   *bool    `json:"active"`
}

func (req *proCreateRequest) toProCreate() steward.ProCreate {
	in := steward.ProCreate{Name: deref(req.Name), Email: deref(req.Email), Phone: deref(req.Phone), Active: req.Active}
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
