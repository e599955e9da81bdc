package httpapi

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// handleRateJob rates a completed job: POST /api/v1/jobs/{id}/rating
// {score, categories, comment}. The reply is what rating did (see
// steward.RatingOutcome): the job with its rating, the re-clean made for a
// poor rating, and notices for the host.
func (s *Server) handleRateJob(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, errJobNotFound)
		return
	}
	var in steward.RatingInput
	if err := decode(r, &in); err != nil {
		s.writeError(w, r, err)
		return
	}
	out, err := s.Ratings.RateJob(r.Context(), accountID(r.Context()), id, in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}
