package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// handleListNotifications lists the e-mails sent to pros about one job:
// GET /api/v2/notifications?job_id=N.
func (s *Server) handleListNotifications(w http.ResponseWriter, r *http.Request) {
	jobID, err := queryInt(r, "job_id")
	if err != nil {
		s.writeError(w, r, err)
		return
	} else if jobID == nil {
		s.writeError(w, r, steward.MissingField("job_id"))
		return
	} else if *jobID <= 0 {
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid job_id: must be a positive integer"))
		return
	}
	list, err := s.Notifications.FindNotifications(r.Context(), accountID(r.Context()), *jobID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"notifications": list})
}
