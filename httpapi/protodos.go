package httpapi

import (
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// The pro's side of a job's checklist (docs/pros.md, the pro API).

func (s *Server) handleProJobTodos(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	todos, err := s.Offers.FindProJobTodos(r.Context(), proOf(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, todos)
}

// proTickRequest is the body of PATCH /pro/jobs/{id}/todos/{item_id}:
// the item ticked (with its count, for a count item) or unticked, and
// when (default: now).
type proTickRequest struct {
	Completed  *bool      `json:"completed"`
	Count      *int       `json:"count"`
	OccurredAt *time.Time `json:"occurred_at"`
}

func (s *Server) handleProTick(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	itemID, ok := pathID(r, "item_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "To-do item not found"))
		return
	}
	var req proTickRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	} else if req.Completed == nil {
		s.writeError(w, r, steward.MissingField("completed"))
		return
	}
	todos, err := s.Offers.ProTick(r.Context(), proOf(r.Context()), id, itemID, *req.Completed, req.Count, req.OccurredAt)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, todos)
}
