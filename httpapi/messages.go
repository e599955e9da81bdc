package httpapi

import (
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// MaxWait is the longest `Prefer: wait=N` a client may ask for.
const MaxWait = 30 * time.Second

// messageRequest is the body of POST /api/v2/message-service.
type messageRequest struct {
	Message        *string                `json:"message"`
	Context        *messageContextRequest `json:"context"`
	ConversationID *string                `json:"conversation_id"`
}

type messageContextRequest struct {
	AddressID     *int64 `json:"address_id"`
	JobID         *int64 `json:"job_id"`
	ReservationID *int64 `json:"reservation_id"`
}

func (s *Server) handleSendMessage(w http.ResponseWriter, r *http.Request) {
	var req messageRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	wait, err := preferWait(r.Header.Values("Prefer"))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	in := steward.MessageCreate{Message: deref(req.Message), ConversationID: deref(req.ConversationID)}
	if req.Context != nil {
		in.Context = steward.MessageContext{AddressID: req.Context.AddressID, JobID: req.Context.JobID, ReservationID: req.Context.ReservationID}
	}
	m, err := s.Assistant.SendMessage(r.Context(), accountID(r.Context()), in, wait)
	if err != nil {
		s.writeError(w, r, err) // a client that left is a 499 in the log; its message is still handled
		return
	}
	if wait <= 0 {
		writeJSON(w, http.StatusAccepted, m)
		return
	}
	w.Header().Set("Preference-Applied", "wait="+strconv.Itoa(int(wait/time.Second)))
	if m.IsComplete() {
		writeJSON(w, http.StatusOK, m)
		return
	}
	writeJSON(w, http.StatusAccepted, m)
}

// preferWait reads `Prefer: wait=N` (RFC 7240), capped at MaxWait.
func preferWait(values []string) (time.Duration, error) {
	for _, v := range values {
		for _, pref := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ';' }) {
			name, val, ok := strings.Cut(strings.TrimSpace(pref), "=")
			if !ok || !strings.EqualFold(strings.TrimSpace(name), "wait") {
				continue
			}
			n, err := strconv.Atoi(strings.Trim(strings.TrimSpace(val), `"`))
			if err != nil || n < 0 {
				return 0, steward.Errorf(steward.EVALIDATION, "Invalid Prefer header %q: wait must be a whole number of seconds", v)
			}
			return min(time.Duration(n)*time.Second, MaxWait), nil
		}
	}
	return 0, nil
}

var errMessageNotFound = steward.Errorf(steward.ENOTFOUND, "Message not found")

func (s *Server) handleGetMessage(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errMessageNotFound)
		return
	}
	m, err := s.Messages.FindMessageByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// messageList is the body of GET /api/v2/message-service.
type messageList struct {
	Messages []*steward.Message `json:"messages"`
}

func (s *Server) handleListMessages(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var f steward.MessageFilter
	if v := q.Get("status"); v != "" {
		st := steward.MessageStatus(v)
		f.Status = &st
	}
	if v := q.Get("conversation_id"); v != "" {
		f.ConversationID = &v
	}
	limit, err := queryInt(r, "limit")
	if err != nil {
		s.writeError(w, r, err)
		return
	} else if limit != nil && (*limit < 1 || *limit > steward.MaxJobLimit) {
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid limit: must be between 1 and %d", steward.MaxJobLimit))
		return
	}
	f.Limit = int(deref(limit))
	msgs, err := s.Messages.FindMessages(r.Context(), accountID(r.Context()), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, messageList{Messages: msgs})
}
