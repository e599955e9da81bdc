package webui

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/httperror"
)

// pollMessage gets the chat's message until it is complete, as the script does.
func (u *user) pollMessage(id int64) chatMessage {
	u.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		var m chatMessage
		p := u.get(fmt.Sprintf("/app/assistant/messages/%d", id)).wantStatus(200)
		if err := json.Unmarshal([]byte(p.Body), &m); err != nil {
			u.t.Fatalf("message %d: %v", id, err)
		}
		if m.IsComplete {
			return m
		}
		if time.Now().After(deadline) {
			u.t.Fatalf("message %d still %s", id, m.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (u *user) sendJSON(body string, status int) chatMessage {
	u.t.Helper()
	p := u.postJSON("/app/assistant/messages", body).wantStatus(status)
	var m chatMessage
	if err := json.Unmarshal([]byte(p.Body), &m); err != nil {
		u.t.Fatalf("send: %v", err)
	}
	return m
}

func wantJSONError(t *testing.T, p *page, status int, code, message string) {
	t.Helper()
	var body httperror.Body
	if err := json.Unmarshal([]byte(p.Body), &body); err != nil || p.Header.Get("Content-Type") != "application/json" {
		t.Fatalf("%s: body %q is not a JSON error (%v)", p.what, p.Body, err)
	}
	want := httperror.Body{Error: http.StatusText(status), Message: message, Code: code}
	if p.Status != status || body != want {
		t.Fatalf("%s: HTTP %d %+v, want %d %+v", p.what, p.Status, body, status, want)
	}
}

func TestAssistantChat(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		u.get("/app/assistant").wantStatus(200).wantText("Schedule a cleaning tomorrow at 10am", `id="chat-message"`, "Send")

		t.Run("Errors", func(t *testing.T) {
			u, anon := u.in(t), h.anonymous().in(t)
			wantJSONError(t, u.postJSON("/app/assistant/messages", `{"message":"  "}`), 400, steward.EVALIDATION, "Missing required field: message")
			wantJSONError(t, u.postJSON("/app/assistant/messages", `{"message":`), 400, steward.EVALIDATION, "Malformed JSON body: unexpected end of input")
			wantJSONError(t, u.postJSON("/app/assistant/messages", `{"message":"hi","conversation_id":"conv_nope"}`), 400, steward.EVALIDATION,
				steward.ErrorMessage(mustErr(h.web.Messages.CreateMessage(context.Background(), u.Account,
					steward.MessageCreate{Message: "hi", ConversationID: "conv_nope"}))))
			wantJSONError(t, anon.postJSON("/app/assistant/messages", `{"message":"hi"}`), 401, steward.EUNAUTHORIZED, "Log in to continue")
			wantJSONError(t, anon.get("/app/assistant/messages/1"), 401, steward.EUNAUTHORIZED, "Log in to continue")
			wantJSONError(t, u.get("/app/assistant/messages/x"), 404, steward.ENOTFOUND, "Message not found")
		})

		// A question, then the answer in the same conversation.
		q := u.sendJSON(`{"message":"Schedule a cleaning"}`, 202)
		if q.Status != steward.MessageProcessing || q.IsComplete || !strings.HasPrefix(q.ConversationID, "conv_") {
			t.Fatalf("sent message = %+v, want processing in a new conversation", q)
		}
		q = u.pollMessage(q.ID)
		if q.Status != steward.MessageNeedsInput || q.Reply() != "When should I schedule a cleaning at Sunset Villa?" || len(q.Links) != 0 {
			t.Fatalf("reply = %s %q %v, want the question when", q.Status, q.Reply(), q.Links)
		}
		a := u.sendJSON(fmt.Sprintf(`{"message":"Friday at 10am","conversation_id":%q}`, q.ConversationID), 202)
		a = u.pollMessage(a.ID)
		if a.Status != steward.MessageCompleted || a.ConversationID != q.ConversationID || len(a.Links) != 1 {
			t.Fatalf("answer's reply = %+v, want completed in the same conversation with a link", a)
		}
		jobID := *a.Actions[0].JobID
		if want := (link{Text: fmt.Sprintf("Job %d created", jobID), Href: fmt.Sprintf("/app/jobs/%d", jobID)}); a.Links[0] != want {
			t.Errorf("link = %+v, want %+v", a.Links[0], want)
		}
		job, err := h.web.Jobs.FindJobByID(context.Background(), u.Account, jobID)
		if err != nil || job.AddressID != villa || !job.ScheduledAt.Equal(time.Date(2027, 1, 15, 18, 0, 0, 0, time.UTC)) {
			t.Fatalf("job %+v (err %v), want a cleaning at the villa on Friday 10:00 PST", job, err)
		}
		wantJSONError(t, other.get(fmt.Sprintf("/app/assistant/messages/%d", a.ID)), 404, steward.ENOTFOUND, "Message not found")

		// The conversation's page shows both turns and the link.
		u.get("/app/assistant?conversation="+url.QueryEscape(q.ConversationID)).wantStatus(200).
			wantText("Schedule a cleaning", "When should I schedule a cleaning at Sunset Villa?", "Friday at 10am",
				fmt.Sprintf(`<a href="/app/jobs/%d">Job %d created</a>`, jobID, jobID), "New conversation",
				fmt.Sprintf(`name="conversation_id" value="%s"`, q.ConversationID))
		other.get("/app/assistant?conversation=" + url.QueryEscape(q.ConversationID)).wantStatus(200).wantNoText("Friday at 10am")

		// Without scripts the form posts, waits for the reply, and shows it.
		p := u.post("/app/assistant", url.Values{"message": {"What's coming up?"}, "conversation_id": {q.ConversationID}}).
			wantRedirect("/app/assistant?conversation=" + url.QueryEscape(q.ConversationID) + "#message-*")
		if strings.Contains(p.Header.Get("Location"), "done=message-processing") {
			t.Error("the form did not wait for the reply")
		}
		u.follow(p).wantText("Coming up", fmt.Sprintf(`<a href="/app/jobs/%d">Job %d</a>`, jobID, jobID))
		u.post("/app/assistant", url.Values{"message": {""}}).wantStatus(400).wantFieldError("chat-message", "Missing required field: message")
	})
}

func mustErr[T any](_ T, err error) error { return err }

func TestActionLinks(t *testing.T) {
	t.Parallel()
	id := func(v int64) *int64 { return &v }
	got := actionLinks([]steward.Action{
		{Type: steward.ActionJobCreated, JobID: id(7)},
		{Type: steward.ActionJobCancelled, JobID: id(3)},
		{Type: steward.ActionReservationCreated, ReservationID: id(2), AddressID: id(1)},
		{Type: steward.ActionProCreated, ProID: id(4)},
		{Type: steward.ActionJobsListed, JobIDs: []int64{7, 8}},
		{Type: steward.ActionPriceEstimated},
	})
	want := []link{
		{"Job 7 created", "/app/jobs/7"}, {"Job 3 cancelled", "/app/jobs/3"}, {"Reservation added", "/app/reservations?address_id=1"},
		{"Pro added", "/app/pros#pro-4"}, {"Job 7", "/app/jobs/7"}, {"Job 8", "/app/jobs/8"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("actionLinks = %v, want %v", got, want)
	}
	var many []steward.Action
	for i := range 30 {
		many = append(many, steward.Action{Type: steward.ActionJobUpdated, JobID: id(int64(i + 1))})
	}
	if n := len(actionLinks(many)); n != maxLinks {
		t.Errorf("%d actions give %d links, want at most %d", len(many), n, maxLinks)
	}
}
