package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// The host's side of the offer cascade (preferred pros, pro links) and
// the pro API, which pros call with their link token (docs/pros.md).

func (s *Server) handleGetProPrefs(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Address not found"))
		return
	}
	prefs, err := s.Offers.FindProPrefs(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, prefs)
}

// proPrefsRequest is the body of PUT /addresses/{id}/pros: for each
// service type, the pros in the order they are offered its jobs.
type proPrefsRequest struct {
	Cleaning    []int64 `json:"cleaning"`
	Maintenance []int64 `json:"maintenance"`
	Inspection  []int64 `json:"inspection"`
	Restocking  []int64 `json:"restocking"`
}

func (s *Server) handleSetProPrefs(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "address_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Address not found"))
		return
	}
	var req proPrefsRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	prefs := steward.ProPrefs{steward.Cleaning: req.Cleaning, steward.Maintenance: req.Maintenance,
		steward.Inspection: req.Inspection, steward.Restocking: req.Restocking}
	out, err := s.Offers.SetProPrefs(r.Context(), accountID(r.Context()), id, prefs)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleCreateProLink(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "pro_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Pro not found"))
		return
	}
	token, err := s.Offers.CreateProLink(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, steward.ProLink{URL: baseURL(r) + "/pro#token=" + token, Token: token})
}

// baseURL is the server's address as the request reached it, for links
// that point back here.
func baseURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

func (s *Server) handleRevokeProLink(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "pro_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Pro not found"))
		return
	}
	if err := s.Offers.RevokeProLink(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type proKey struct{}

// requirePro admits requests with a pro token (Authorization: Bearer
// stp_…); the handler sees only that pro's jobs.
func (s *Server) requirePro(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		pro, err := s.Offers.AuthenticatePro(r.Context(), strings.TrimSpace(token))
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !s.allowCredential(w, token, "pro token") {
			return
		}
		ctx := context.WithValue(r.Context(), proKey{}, pro)
		ctx = steward.NewContextWithActor(ctx, steward.ActorPro)
		h(w, r.WithContext(ctx))
	})
}

func proOf(ctx context.Context) steward.ProIdentity {
	p, _ := ctx.Value(proKey{}).(steward.ProIdentity)
	return p
}

func (s *Server) handleProJobs(w http.ResponseWriter, r *http.Request) {
	list, err := s.Offers.FindProJobs(r.Context(), proOf(r.Context()))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"jobs": list})
}

// proActionRequest is the optional body of a pro's action: when it
// happened, for work reported after the fact.
type proActionRequest struct {
	OccurredAt *time.Time `json:"occurred_at"`
}

func (s *Server) handleProAction(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "job_id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "Job not found"))
		return
	}
	var req proActionRequest
	if r.ContentLength != 0 {
		if err := decode(r, &req); err != nil {
			s.writeError(w, r, err)
			return
		}
	}
	j, err := s.Offers.ProAct(r.Context(), proOf(r.Context()), id, steward.ProAction(r.PathValue("action")), req.OccurredAt)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSONBytes(w, http.StatusOK, append(appendJob(nil, j), '\n'))
}

// proSyncRequest is the body of POST /pro/sync: the actions a pro's app
// queued while offline, oldest first.
type proSyncRequest struct {
	Actions []steward.ProSyncAction `json:"actions"`
}

// handleProSync replays a pro's offline actions (docs/pros.md, offline
// sync): each is applied as its single-action endpoint applies it, and its
// result, ok or the error, is reported in order.
func (s *Server) handleProSync(w http.ResponseWriter, r *http.Request) {
	var req proSyncRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if req.Actions == nil {
		s.writeError(w, r, steward.MissingField("actions"))
		return
	} else if len(req.Actions) > steward.MaxProSyncActions {
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid actions: at most %d per sync (got %d); send the rest in another",
			steward.MaxProSyncActions, len(req.Actions)))
		return
	}
	results, err := s.Offers.ProSync(r.Context(), proOf(r.Context()), req.Actions)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"results": results})
}
