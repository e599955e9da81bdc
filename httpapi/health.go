package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

func (s *Server) handleHealthz(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleReadyz(w http.ResponseWriter, r *http.Request) {
	if s.ReadyFunc != nil {
		if err := s.ReadyFunc(r.Context()); err != nil {
			s.Logger.WarnContext(r.Context(), "not ready", "err", err)
			s.writeError(w, r, steward.Errorf(steward.EUNAVAILABLE, "The database is unreachable"))
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) handleOpenAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=300")
	w.Write(OpenAPIDocument)
}
