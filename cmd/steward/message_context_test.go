package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/examples"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// contextAccount is an account with one property, one upcoming job and
// one reservation, and a client of it.
type contextAccount struct {
	c           *client.Client
	id          int64
	addr, job   int64
	reservation int64
}

// newContextAccount opens an account on srv holding one property, one
// upcoming cleaning there and one reservation.
func newContextAccount(t *testing.T, srv *assistantServer) contextAccount {
	t.Helper()
	ctx := context.Background()
	c, acct := newAccount(t, srv.URL)
	a, err := sqlstore.NewAddressService(srv.db).CreateAddress(ctx, acct, steward.AddressCreate{
		Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Nickname: ptrTo("Sunset Villa")})
	if err != nil {
		t.Fatalf("CreateAddress: %v", err)
	}
	j, err := sqlstore.NewJobService(srv.db).CreateJob(ctx, acct, steward.JobCreate{AddressID: a.ID, ServiceType: steward.Cleaning,
		ScheduledAt: examples.Local(a.Location(), 6, 10, 0)})
	if err != nil {
		t.Fatalf("CreateJob: %v", err)
	}
	r, err := sqlstore.NewReservationService(srv.db).CreateReservation(ctx, acct, steward.ReservationCreate{AddressID: a.ID,
		GuestName: "Emma Wilson", CheckIn: examples.Local(a.Location(), 10, 16, 0), CheckOut: examples.Local(a.Location(), 13, 11, 0), Guests: ptrTo(2)})
	if err != nil {
		t.Fatalf("CreateReservation: %v", err)
	}
	return contextAccount{c: c, id: acct, addr: a.ID, job: j.ID, reservation: r.ID}
}

func ptrTo[T any](v T) *T { return &v }

// wantUnchanged checks that the account holds exactly its one job, still
// pending.
func (a contextAccount) wantUnchanged(t *testing.T) {
	t.Helper()
	page, err := a.c.ListJobs(context.Background(), client.JobListParams{Limit: 100})
	if err != nil {
		t.Fatalf("ListJobs: %v", err)
	}
	var got []string
	for _, j := range page.Jobs {
		got = append(got, fmt.Sprintf("%d %s", j.ID, j.Status))
	}
	if want := fmt.Sprintf("%d %s", a.job, steward.StatusPending); len(got) != 1 || got[0] != want {
		t.Errorf("account %d jobs = %q, want only %q", a.id, got, want)
	}
}

// TestMessageContextMustResolve sends messages whose context names ids the
// caller's account does not hold: each is refused with a 400 naming the
// field, and nothing changes in either account. A context that resolves
// still works.
func TestMessageContextMustResolve(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startAssistantServer(t, engine, examples.LA)
			ctx := context.Background()
			send := func(c *client.Client, text string, mctx steward.MessageContext) (*client.Message, error) {
				return c.SendMessage(ctx, client.MessageCreate{Message: text, Context: &mctx}, 10*time.Second)
			}

			t.Run("ErrUnknownJob", func(t *testing.T) {
				a := newContextAccount(t, srv)
				_, err := send(a.c, "cancel this job", steward.MessageContext{JobID: ptrTo(int64(999999))})
				wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
				wantMessage(t, err, "Invalid context.job_id: job 999999 does not exist in this account")
				a.wantUnchanged(t)
			})
			t.Run("ErrOtherAccountsJob", func(t *testing.T) {
				a, b := newContextAccount(t, srv), newContextAccount(t, srv)
				_, err := send(a.c, "cancel this job", steward.MessageContext{JobID: &b.job})
				wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
				wantMessage(t, err, "Invalid context.job_id")
				a.wantUnchanged(t)
				b.wantUnchanged(t)
			})
			t.Run("ErrOtherAccountsAddress", func(t *testing.T) {
				a, b := newContextAccount(t, srv), newContextAccount(t, srv)
				_, err := send(a.c, "Schedule a cleaning on Friday at 2pm", steward.MessageContext{AddressID: &b.addr})
				wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
				wantMessage(t, err, "Invalid context.address_id")
				a.wantUnchanged(t)
				b.wantUnchanged(t)
			})
			t.Run("ErrOtherAccountsReservation", func(t *testing.T) {
				a, b := newContextAccount(t, srv), newContextAccount(t, srv)
				_, err := send(a.c, "Schedule the turnover", steward.MessageContext{ReservationID: &b.reservation})
				wantStatus(t, err, http.StatusBadRequest, steward.EVALIDATION)
				wantMessage(t, err, "Invalid context.reservation_id")
				a.wantUnchanged(t)
				b.wantUnchanged(t)
			})
			t.Run("OK", func(t *testing.T) {
				a := newContextAccount(t, srv)
				m, err := send(a.c, "cancel this job", steward.MessageContext{AddressID: &a.addr, JobID: &a.job, ReservationID: &a.reservation})
				if err != nil {
					t.Fatalf("SendMessage: %v", err)
				}
				if !m.IsComplete {
					wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
					defer cancel()
					if m, err = a.c.WaitMessage(wctx, m.ID); err != nil {
						t.Fatalf("WaitMessage: %v", err)
					}
				}
				if m.Status != steward.MessageCompleted || len(m.Actions) != 1 || m.Actions[0].Type != steward.ActionJobCancelled ||
					m.Actions[0].JobID == nil || *m.Actions[0].JobID != a.job {
					t.Fatalf("message = %s %q %+v, want completed, job %d cancelled", m.Status, m.Reply(), m.Actions, a.job)
				}
			})
		})
	}
}

// TestMCPSendMessageContextMustResolve is TestMessageContextMustResolve
// through the MCP send_message tool: the same refusal, as a tool error
// carrying the REST error body, and nothing changed.
func TestMCPSendMessageContextMustResolve(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startAssistantServer(t, engine, examples.LA)
			a, b := newContextAccount(t, srv), newContextAccount(t, srv)
			cs := mcpConnect(t, srv.URL, bearer(a.c.APIKey))
			callToolError(t, cs, "send_message", map[string]any{"message": "cancel this job", "context": map[string]any{"job_id": 999999}},
				steward.EVALIDATION, "Invalid context.job_id: job 999999 does not exist in this account")
			callToolError(t, cs, "send_message", map[string]any{"message": "cancel this job", "context": map[string]any{"job_id": b.job}},
				steward.EVALIDATION, "Invalid context.job_id")
			callToolError(t, cs, "send_message", map[string]any{"message": "Schedule a cleaning on Friday at 2pm", "context": map[string]any{"address_id": b.addr}},
				steward.EVALIDATION, "Invalid context.address_id")
			a.wantUnchanged(t)
			b.wantUnchanged(t)
		})
	}
}

// TestCLIMessageContextMustResolve is the same refusal through
// `steward message --address-id`: another account's property is an error
// naming the field, and no job is booked at the caller's own property.
func TestCLIMessageContextMustResolve(t *testing.T) {
	t.Parallel()
	srv := startAssistantServer(t, "sqlite", examples.LA)
	a, b := newContextAccount(t, srv), newContextAccount(t, srv)
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": t.TempDir(), "STEWARD_API_KEY": a.c.APIKey, "NO_COLOR": "1"}
	r := cliRun(t, env, "", "message", "--address-id", fmt.Sprint(b.addr), "Schedule a cleaning on Friday at 2pm")
	r.want(t, exitRefused)
	if want := fmt.Sprintf("Invalid context.address_id: address %d does not exist in this account", b.addr); !strings.Contains(r.stderr, want) {
		t.Errorf("stderr = %q, want %q", r.stderr, want)
	}
	a.wantUnchanged(t)
	b.wantUnchanged(t)
}
