package main

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/examples"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// assistantServer is a server whose clock stands at the examples'
// reference time in one zone, and a direct handle on its database for
// seeding the fixture.
type assistantServer struct {
	*testServer
	db *sqlstore.DB
}

func startAssistantServer(t *testing.T, engine string, zone *time.Location) *assistantServer {
	t.Helper()
	dsn := testdb.DSN(t, engine)
	now := examples.Reference(zone)
	srv := startServerEnv(t, dsn, map[string]string{"STEWARD_NOW": now.Format(time.RFC3339)})
	db, err := sqlstore.Open(context.Background(), dsn)
	if err != nil {
		t.Fatalf("open %s: %v", engine, err)
	}
	t.Cleanup(func() { db.Close() })
	db.Clock = steward.FixedClock{T: now.UTC()}
	return &assistantServer{testServer: srv, db: db}
}

func (s *assistantServer) services() examples.Services {
	return examples.Services{Addresses: sqlstore.NewAddressService(s.db), Pros: sqlstore.NewProService(s.db),
		Reservations: sqlstore.NewReservationService(s.db), Jobs: sqlstore.NewJobService(s.db)}
}

var accountSeq atomic.Int64

// newAccount opens an account and returns a client with its login token
// and an API key, and the account's id.
func newAccount(t *testing.T, url string) (*client.Client, int64) {
	t.Helper()
	c := newClient(t, url)
	ctx := context.Background()
	sess, err := c.Signup(ctx, steward.Signup{FirstName: "Test", LastName: "Host",
		Email: fmt.Sprintf("assistant%d-%d@example.com", accountSeq.Add(1), time.Now().UnixNano()), Password: "correct horse battery"})
	if err != nil {
		t.Fatalf("Signup: %v", err)
	}
	k, err := c.CreateAPIKey(ctx, "test")
	if err != nil {
		t.Fatalf("CreateAPIKey: %v", err)
	}
	c.APIKey = k.Key
	return c, sess.AccountID
}

// accountState reads what the account holds through the REST interface.
func accountState(t *testing.T, c *client.Client) examples.State {
	t.Helper()
	ctx := context.Background()
	var s examples.State
	for offset := 0; ; offset += 100 {
		page, err := c.ListJobs(ctx, client.JobListParams{Limit: 100, Offset: offset})
		if err != nil {
			t.Fatalf("ListJobs: %v", err)
		}
		s.Jobs = append(s.Jobs, page.Jobs...)
		if offset+len(page.Jobs) >= page.Total || len(page.Jobs) == 0 {
			break
		}
	}
	var err error
	if s.Reservations, err = c.ListReservations(ctx, nil); err != nil {
		t.Fatalf("ListReservations: %v", err)
	}
	if s.Pros, err = c.ListPros(ctx); err != nil {
		t.Fatalf("ListPros: %v", err)
	}
	return s
}

// send sends a message, waits for its reply and checks the message's shape.
func send(t *testing.T, c *client.Client, text, conversation string) *client.Message {
	t.Helper()
	ctx := context.Background()
	m, err := c.SendMessage(ctx, client.MessageCreate{Message: text, ConversationID: conversation}, 10*time.Second)
	if err != nil {
		t.Fatalf("SendMessage(%q): %v", text, err)
	}
	if !m.IsComplete {
		ctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		if m, err = c.WaitMessage(ctx, m.ID); err != nil {
			t.Fatalf("WaitMessage(%d): %v", m.ID, err)
		}
	}
	if m.Object != "message" || m.Message != text || m.ConversationID == "" || m.CompletedAt == nil || m.ResponseMessage == nil {
		t.Errorf("message = %+v, want object message, the text, a conversation, completed_at and a response", m)
	}
	if conversation != "" && m.ConversationID != conversation {
		t.Errorf("conversation_id = %q, want %q", m.ConversationID, conversation)
	}
	return m
}

// runExample plays one example on a fresh account of srv.
func runExample(t *testing.T, srv *assistantServer, ex examples.Example) {
	c, acct := newAccount(t, srv.URL)
	ctx := context.Background()
	f, err := examples.Seed(ctx, srv.services(), acct)
	if err != nil {
		t.Fatalf("Seed: %v", err)
	}
	if ex.Setup != nil {
		if err := ex.Setup(ctx, srv.services(), acct, f); err != nil {
			t.Fatalf("Setup: %v", err)
		}
	}
	before := accountState(t, c)
	var replies []examples.Reply
	conversation := ""
	for _, text := range []string{ex.Message, ex.FollowUp} {
		if text == "" {
			continue
		}
		m := send(t, c, text, conversation)
		conversation = m.ConversationID
		replies = append(replies, examples.Reply{Status: m.Status, Text: m.Reply(), Actions: m.Actions})
	}
	ex.Run(t, f, examples.Compare(before, accountState(t, c)), replies)
}

// TestAssistantExamples plays the public example set through HTTP: each on
// a fresh account seeded with the fixture, on a server whose clock stands
// at 09:00 on 4 March 2026 in the zone of the example's property.
func TestAssistantExamples(t *testing.T) {
	t.Parallel()
	servers := map[*time.Location]*assistantServer{}
	for _, zone := range []*time.Location{examples.LA, examples.Chicago, examples.NewYork} {
		servers[zone] = startAssistantServer(t, "sqlite", zone)
	}
	t.Run("sqlite", func(t *testing.T) {
		for _, ex := range examples.All {
			t.Run(ex.Name, func(t *testing.T) {
				t.Parallel()
				runExample(t, servers[ex.Zone], ex)
			})
		}
	})
	if slices.Contains(testdb.Engines(t), "postgres") {
		t.Run("postgres", func(t *testing.T) {
			srv := startAssistantServer(t, "postgres", examples.Chicago)
			for _, ex := range examples.All {
				if ex.Zone != examples.Chicago || !strings.HasPrefix(ex.Name, "23_") && !strings.HasPrefix(ex.Name, "06_") && !strings.HasPrefix(ex.Name, "13_") {
					continue
				}
				t.Run(ex.Name, func(t *testing.T) { runExample(t, srv, ex) })
			}
		})
	}
}

// TestMessageService covers the message interface itself: validation,
// waiting, listing and scoping.
func TestMessageService(t *testing.T) {
	t.Parallel()
	srv := startAssistantServer(t, "sqlite", examples.LA)
	c, acct := newAccount(t, srv.URL)
	if _, err := examples.Seed(context.Background(), srv.services(), acct); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()

	t.Run("ErrEmpty", func(t *testing.T) {
		_, err := c.SendMessage(ctx, client.MessageCreate{Message: "  "}, 0)
		wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
		wantMessage(t, err, "Missing required field: message")
	})
	t.Run("ErrTooLong", func(t *testing.T) {
		_, err := c.SendMessage(ctx, client.MessageCreate{Message: strings.Repeat("a", steward.MaxMessageLen+1)}, 0)
		wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
	})
	t.Run("OKLongest", func(t *testing.T) {
		m, err := c.SendMessage(ctx, client.MessageCreate{Message: strings.Repeat("é", steward.MaxMessageLen)}, 10*time.Second)
		if err != nil || m.Status != steward.MessageCompleted {
			t.Fatalf("SendMessage = %+v, %v; want completed", m, err)
		}
	})
	t.Run("ErrUnknownConversation", func(t *testing.T) {
		_, err := c.SendMessage(ctx, client.MessageCreate{Message: "hello", ConversationID: "conv_nope"}, 0)
		wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
	})
	t.Run("ErrBadPrefer", func(t *testing.T) {
		r := raw(t, c, "POST", "/api/v2/message-service", `{"message":"hi"}`, "Authorization", "Bearer "+c.Token, "Prefer", "wait=soon")
		r.want(t, http.StatusBadRequest, steward.EVALIDATION, "Prefer")
	})
	t.Run("AcceptedWithoutWait", func(t *testing.T) {
		m, err := c.SendMessage(ctx, client.MessageCreate{Message: "What's coming up at Maple House?"}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if m.Status != steward.MessageProcessing || m.IsComplete || m.ResponseMessage != nil || m.CompletedAt != nil || len(m.Actions) != 0 {
			t.Errorf("message = %+v, want processing with no reply yet", m)
		}
		wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
		defer cancel()
		if m, err = c.WaitMessage(wctx, m.ID); err != nil || m.Status != steward.MessageCompleted {
			t.Fatalf("WaitMessage = %+v, %v; want completed", m, err)
		}
	})
	t.Run("ConversationAndList", func(t *testing.T) {
		first := send(t, c, "Schedule a cleaning on Friday at 10am", "")
		if first.Status != steward.MessageNeedsInput || len(first.Actions) != 0 {
			t.Fatalf("first = %s %v, want needs_input with no actions", first.Status, first.Actions)
		}
		second := send(t, c, "The villa", first.ConversationID)
		if second.Status != steward.MessageCompleted || len(second.Actions) != 1 || second.Actions[0].Type != steward.ActionJobCreated {
			t.Fatalf("second = %s %v, want completed with job_created", second.Status, second.Actions)
		}
		list, err := c.ListMessages(ctx, client.MessageListParams{ConversationID: first.ConversationID})
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID {
			t.Errorf("conversation = %d messages, want the two, newest first", len(list))
		}
		list, err = c.ListMessages(ctx, client.MessageListParams{Status: steward.MessageNeedsInput})
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 1 || list[0].ID != first.ID {
			t.Errorf("needs_input messages = %d, want only the question", len(list))
		}
		got, err := c.GetMessage(ctx, second.ID)
		if err != nil || got.Reply() != second.Reply() {
			t.Errorf("GetMessage = %+v, %v; want the second message", got, err)
		}
		_, err = c.ListMessages(ctx, client.MessageListParams{Status: "done"})
		wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
	})
	t.Run("APIKeyAsBearer", func(t *testing.T) {
		k := newClient(t, srv.URL)
		k.APIKey = c.APIKey
		if _, err := k.SendMessage(ctx, client.MessageCreate{Message: "Tell me a joke"}, 10*time.Second); err != nil {
			t.Fatalf("with an API key: %v", err)
		}
	})
	t.Run("ErrNoCredential", func(t *testing.T) {
		_, err := newClient(t, srv.URL).SendMessage(ctx, client.MessageCreate{Message: "hi"}, 0)
		wantStatus(t, err, http.StatusUnauthorized, steward.EUNAUTHORIZED)
	})
	t.Run("ErrOtherAccount", func(t *testing.T) {
		m := send(t, c, "Tell me a joke", "")
		other, _ := newAccount(t, srv.URL)
		_, err := other.GetMessage(ctx, m.ID)
		wantStatus(t, err, http.StatusNotFound, steward.ENOTFOUND)
		_, err = other.SendMessage(ctx, client.MessageCreate{Message: "hi", ConversationID: m.ConversationID}, 0)
		wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
		if list, err := other.ListMessages(ctx, client.MessageListParams{}); err != nil || len(list) != 0 {
			t.Errorf("other account lists %d messages (%v), want 0", len(list), err)
		}
	})
}

// TestMessagesSurviveRestart stores messages as a crashed server would
// leave them, processing, and checks that the next start finishes them:
// one is handled, one that already failed too often is marked failed.
func TestMessagesSurviveRestart(t *testing.T) {
	t.Parallel()
	dsn := testdb.DSN(t, "sqlite")
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	now := examples.Reference(examples.NewYork)
	db.Clock = steward.FixedClock{T: now.UTC()}
	sess, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "restart@example.com", Password: "correct horse"})
	if err != nil {
		t.Fatal(err)
	}
	f, err := examples.Seed(ctx, examples.Services{Addresses: sqlstore.NewAddressService(db), Pros: sqlstore.NewProService(db),
		Reservations: sqlstore.NewReservationService(db), Jobs: sqlstore.NewJobService(db)}, sess.AccountID)
	if err != nil {
		t.Fatal(err)
	}
	msgs := sqlstore.NewMessageService(db)
	left, err := msgs.CreateMessage(ctx, sess.AccountID, steward.MessageCreate{Message: "Cancel the Harbor Condo inspection on March 9"})
	if err != nil {
		t.Fatal(err)
	}
	stuck, err := msgs.CreateMessage(ctx, sess.AccountID, steward.MessageCreate{Message: "Tell me a joke"})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 { // three starts that never finished, their leases long gone
		if m, err := msgs.ClaimMessage(ctx, sess.AccountID, stuck.ID, -time.Hour); err != nil || m == nil {
			t.Fatalf("ClaimMessage = %v, %v", m, err)
		}
	}
	db.Close()

	srv := startServerEnv(t, dsn, map[string]string{"STEWARD_NOW": now.Format(time.RFC3339)})
	c := newClient(t, srv.URL)
	c.Token = sess.Token
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	m, err := c.WaitMessage(wctx, left.ID)
	if err != nil || m.Status != steward.MessageCompleted || len(m.Actions) != 1 || m.Actions[0].Type != steward.ActionJobCancelled {
		t.Fatalf("left message = %+v, %v; want completed with job_cancelled", m, err)
	}
	if m.Actions[0].JobID == nil || *m.Actions[0].JobID != f.CondoCheck {
		t.Errorf("cancelled job = %v, want %d", m.Actions[0].JobID, f.CondoCheck)
	}
	m, err = c.WaitMessage(wctx, stuck.ID)
	if err != nil || m.Status != steward.MessageFailed || m.Reply() == "" {
		t.Fatalf("stuck message = %+v, %v; want failed with a reply", m, err)
	}
}
