package webui

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/strictjson"
)

// formWait is how long the chat form waits for a reply when scripts are
// off, before showing the message as processing.
const formWait = 10 * time.Second

// maxLinks caps the links one reply shows.
const maxLinks = 10

// chatMessage is a message and its reply as the chat shows them: the wire
// form of the API's message plus links to what the assistant touched.
type chatMessage struct {
	ID              int64                 `json:"id"`
	ConversationID  string                `json:"conversation_id"`
	Message         string                `json:"message"`
	Status          steward.MessageStatus `json:"status"`
	IsComplete      bool                  `json:"is_complete"`
	ResponseMessage *string               `json:"response_message"`
	Actions         []steward.Action      `json:"actions"`
	Links           []link                `json:"links"`
	CreatedAt       time.Time             `json:"created_at"`
}

// link is a link the chat shows under a reply.
type link struct {
	Text string `json:"text"`
	Href string `json:"href"`
}

// Reply is the assistant's answer, empty while processing.
func (m chatMessage) Reply() string {
	if m.ResponseMessage == nil {
		return ""
	}
	return *m.ResponseMessage
}

func toChatMessage(m *steward.Message) chatMessage {
	actions := m.Actions
	if actions == nil {
		actions = []steward.Action{}
	}
	return chatMessage{ID: m.ID, ConversationID: m.ConversationID, Message: m.Message, Status: m.Status,
		IsComplete: m.IsComplete(), ResponseMessage: m.Response, Actions: actions, Links: actionLinks(actions), CreatedAt: m.CreatedAt}
}

// actionLinks points at the pages of what a reply created or changed.
func actionLinks(actions []steward.Action) []link {
	links := []link{}
	add := func(text, href string) {
		if len(links) < maxLinks && !slices.Contains(links, link{text, href}) {
			links = append(links, link{text, href})
		}
	}
	job := func(verb string, id *int64) {
		if id != nil {
			add(fmt.Sprintf("Job %d %s", *id, verb), fmt.Sprintf("/app/jobs/%d", *id))
		}
	}
	for _, a := range actions {
		switch a.Type {
		case steward.ActionJobCreated:
			job("created", a.JobID)
		case steward.ActionJobUpdated:
			job("updated", a.JobID)
		case steward.ActionJobCancelled:
			job("cancelled", a.JobID)
		case steward.ActionJobsListed:
			for _, id := range a.JobIDs {
				add(fmt.Sprintf("Job %d", id), fmt.Sprintf("/app/jobs/%d", id))
			}
		case steward.ActionReservationCreated, steward.ActionReservationUpdated, steward.ActionReservationCancelled:
			href := "/app/reservations"
			if a.AddressID != nil {
				href += fmt.Sprintf("?address_id=%d", *a.AddressID)
			}
			label := map[string]string{steward.ActionReservationCreated: "Reservation added",
				steward.ActionReservationUpdated: "Reservation changed", steward.ActionReservationCancelled: "Reservation cancelled"}[a.Type]
			add(label, href)
		case steward.ActionReservationsListed:
			add("Reservations", "/app/reservations")
		case steward.ActionProCreated:
			if a.ProID != nil {
				add("Pro added", fmt.Sprintf("/app/pros#pro-%d", *a.ProID))
			}
		case steward.ActionAvailabilityChecked:
			add("Pros", "/app/pros")
		}
	}
	return links
}

// assistantPage is the chat: one conversation, oldest message first.
type assistantPage struct {
	base
	Form           *form
	ConversationID string
	Messages       []chatMessage
	Examples       []string
}

var chatExamples = []string{
	"Schedule a cleaning tomorrow at 10am",
	"What's coming up this week?",
	"Who can clean on Friday at 2pm?",
	"Add guest Emma Wilson March 15-18, 3 guests",
}

func (s *Server) handleAssistant(w http.ResponseWriter, r *http.Request) {
	f := newForm("chat", nil)
	f.Values.Set("conversation_id", r.URL.Query().Get("conversation"))
	s.renderAssistant(w, r, http.StatusOK, f)
}

func (s *Server) renderAssistant(w http.ResponseWriter, r *http.Request, status int, f *form) {
	p := &assistantPage{base: s.base(r, "Assistant", "assistant"), Form: f, Examples: chatExamples}
	if conv := f.Get("conversation_id"); conv != "" {
		msgs, err := s.Messages.FindMessages(r.Context(), accountID(r), steward.MessageFilter{ConversationID: &conv, Limit: steward.MaxJobLimit})
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		slices.Reverse(msgs) // oldest first
		for _, m := range msgs {
			p.Messages = append(p.Messages, toChatMessage(m))
			p.Refresh = p.Refresh || !m.IsComplete()
		}
		if len(msgs) > 0 {
			p.ConversationID = conv
		} else {
			f.Values.Set("conversation_id", "")
		}
	}
	s.render(w, r, status, "assistant", p)
}

// handleAssistantForm is the chat without scripts: the form posts, the
// reply is awaited for a while, and the conversation is shown.
func (s *Server) handleAssistantForm(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "chat")
	if !ok {
		return
	}
	in := steward.MessageCreate{Message: f.Values.Get("message"), ConversationID: f.Get("conversation_id")}
	m, err := s.sendMessage(r, in, formWait)
	if m == nil {
		f.fail(err, "message")
		s.renderAssistant(w, r, statusOf(err), f)
		return
	}
	// An error with the message means it was stored but the wait was cut
	// short: it is handled all the same, so show the conversation.
	target := "/app/assistant?conversation=" + url.QueryEscape(m.ConversationID)
	if !m.IsComplete() {
		target += "&done=message-processing"
	}
	http.Redirect(w, r, target+fmt.Sprintf("#message-%d", m.ID), http.StatusSeeOther)
}

// sendMessage hands a message to the assistant, as
// POST /api/v2/message-service does, and waits up to wait for the reply.
func (s *Server) sendMessage(r *http.Request, in steward.MessageCreate, wait time.Duration) (*steward.Message, error) {
	if s.Assistant == nil {
		return nil, steward.Errorf(steward.EUNAVAILABLE, "The AI property manager is not available here")
	}
	return s.Assistant.SendMessage(r.Context(), accountID(r), in, wait)
}

// chatRequest is the body of POST /app/assistant/messages.
type chatRequest struct {
	Message        string `json:"message"`
	ConversationID string `json:"conversation_id"`
}

// handleSendMessage stores a message and answers 202 with it processing;
// the chat then polls handleGetMessage.
func (s *Server) handleSendMessage(w http.ResponseWriter, r *http.Request) {
	var req chatRequest
	if err := strictjson.Body.Decode(r.Body, &req); err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			err = steward.Errorf(steward.ETOOLARGE, "Request body too large")
		}
		s.writeJSONError(w, r, err)
		return
	}
	m, err := s.sendMessage(r, steward.MessageCreate{Message: req.Message, ConversationID: req.ConversationID}, 0)
	if err != nil {
		s.writeJSONError(w, r, err)
		return
	}
	writeJSON(w, http.StatusAccepted, toChatMessage(m))
}

func (s *Server) handleGetMessage(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		s.writeJSONError(w, r, steward.Errorf(steward.ENOTFOUND, "Message not found"))
		return
	}
	m, err := s.Messages.FindMessageByID(r.Context(), accountID(r), id)
	if err != nil {
		s.writeJSONError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, toChatMessage(m))
}
