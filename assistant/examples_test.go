package assistant

import (
	"context"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

// TestExamples runs the public example set on the engine alone (an
// in-memory store); cmd/steward runs the same set through HTTP.
func TestExamples(t *testing.T) {
	for _, ex := range examples.All {
		t.Run(ex.Name, func(t *testing.T) {
			t.Parallel()
			m, f := fixtureStore(examples.Reference(ex.Zone))
			ctx := context.Background()
			if ex.Setup != nil {
				if err := ex.Setup(ctx, m.services(), 1, f); err != nil {
					t.Fatal(err)
				}
			}
			before := m.state()
			replies := converse(t, m.engine(), 1, ex.Message, ex.FollowUp)
			ex.Run(t, f, examples.Compare(before, m.state()), replies)
		})
	}
}

// converse sends messages to account acct as one conversation, keeping the history the
// message service would keep.
func converse(t *testing.T, e *Engine, acct int64, messages ...string) []examples.Reply {
	t.Helper()
	var history []*steward.Message
	var out []examples.Reply
	for _, msg := range messages {
		if msg == "" {
			continue
		}
		r, err := e.Handle(context.Background(), acct, Request{Message: msg, History: history})
		if err != nil {
			t.Fatalf("Handle(%q): %v", msg, err)
		}
		text := r.Text
		history = append(history, &steward.Message{Message: msg, Status: r.Status, Response: &text, Actions: r.Actions, Pending: r.Pending})
		out = append(out, examples.Reply{Status: r.Status, Text: r.Text, Actions: r.Actions})
	}
	return out
}
