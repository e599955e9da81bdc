package assistant

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// gateHandler answers every message "done", once release is closed. It
// closes started when it is first called.
type gateHandler struct {
	release, started chan struct{}
	once             sync.Once
}

func (h *gateHandler) Handle(ctx context.Context, _ int64, _ Request) (Reply, error) {
	h.once.Do(func() { close(h.started) })
	select {
	case <-h.release:
	case <-ctx.Done():
		return Reply{}, ctx.Err()
	}
	return Reply{Status: steward.MessageCompleted, Text: "done"}, nil
}

// TestRunnerSendMessage shows the runner as the assistant service, on real
// stores: what SendMessage returns when the reply comes within the wait,
// when it does not, when the caller leaves, and when the message is
// refused.
func TestRunnerSendMessage(t *testing.T) {
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db, err := sqlstore.Open(ctx, testdb.DSN(t, engine))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			s, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "a@example.com", Password: "correct horse"})
			if err != nil {
				t.Fatal(err)
			}
			acct, messages := s.AccountID, sqlstore.NewMessageService(db)
			// newRunner returns a runner whose handler answers once release
			// is closed; the runner's work has stopped when the test ends.
			newRunner := func(t *testing.T) (*Runner, chan struct{}) {
				h := &gateHandler{release: make(chan struct{}), started: make(chan struct{})}
				r := &Runner{Messages: messages, Handler: h}
				t.Cleanup(r.Wait)
				return r, h.release
			}
			reread := func(t *testing.T, id int64) *steward.Message {
				t.Helper()
				m, err := messages.FindMessageByID(ctx, acct, id)
				if err != nil {
					t.Fatal(err)
				}
				return m
			}

			t.Run("OK", func(t *testing.T) {
				r, release := newRunner(t)
				close(release)
				m, err := r.SendMessage(ctx, acct, steward.MessageCreate{Message: "  hello  "}, time.Minute)
				if err != nil {
					t.Fatal(err)
				}
				if m.Status != steward.MessageCompleted || m.Response == nil || *m.Response != "done" || m.Message != "hello" {
					t.Errorf("got %s %q reply %v, want completed \"hello\" reply \"done\"", m.Status, m.Message, m.Response)
				}
			})

			t.Run("NoWait", func(t *testing.T) {
				r, release := newRunner(t)
				defer close(release)
				m, err := r.SendMessage(ctx, acct, steward.MessageCreate{Message: "hello"}, 0)
				if err != nil {
					t.Fatal(err)
				}
				if m.ID == 0 || m.Status != steward.MessageProcessing {
					t.Errorf("got message %d %s, want one stored, processing", m.ID, m.Status)
				}
			})

			t.Run("WaitRunsOut", func(t *testing.T) {
				r, release := newRunner(t)
				m, err := r.SendMessage(ctx, acct, steward.MessageCreate{Message: "hello"}, time.Millisecond)
				close(release)
				if err != nil {
					t.Fatal(err)
				}
				if m.Status != steward.MessageProcessing {
					t.Errorf("got %s, want processing", m.Status)
				}
				r.Wait()
				if got := reread(t, m.ID); got.Status != steward.MessageCompleted {
					t.Errorf("after the handler answered: got %s, want completed", got.Status)
				}
			})

			t.Run("ErrCallerLeft", func(t *testing.T) {
				r, release := newRunner(t)
				cctx, cancel := context.WithCancel(ctx)
				// The caller leaves once the message is stored and being handled.
				go func() { <-r.Handler.(*gateHandler).started; cancel() }()
				m, err := r.SendMessage(cctx, acct, steward.MessageCreate{Message: "hello"}, time.Hour)
				close(release)
				if !errors.Is(err, context.Canceled) {
					t.Fatalf("got error %v, want context.Canceled", err)
				}
				if m == nil || m.ID == 0 {
					t.Fatalf("got message %v, want the stored message with the error", m)
				}
				r.Wait()
				if got := reread(t, m.ID); got.Status != steward.MessageCompleted {
					t.Errorf("after the caller left: got %s, want completed all the same", got.Status)
				}
			})

			t.Run("ErrMissingMessage", func(t *testing.T) {
				r, release := newRunner(t)
				defer close(release)
				before, err := messages.FindMessages(ctx, acct, steward.MessageFilter{})
				if err != nil {
					t.Fatal(err)
				}
				m, err := r.SendMessage(ctx, acct, steward.MessageCreate{Message: "   "}, time.Minute)
				if got, want := steward.ErrorMessage(err), "Missing required field: message"; got != want || m != nil {
					t.Errorf("got %v, %q; want nil, %q", m, got, want)
				}
				after, err := messages.FindMessages(ctx, acct, steward.MessageFilter{})
				if err != nil {
					t.Fatal(err)
				}
				if len(after) != len(before) {
					t.Errorf("%d messages stored, want none", len(after)-len(before))
				}
			})
		})
	}
}
