package assistant

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
)

func TestZZProbe(t *testing.T) {
	msgs := os.Getenv("PROBE")
	if msgs == "" {
		t.Skip()
	}
	build := map[string]func(context.Context, *memStore) (*evalRefs, error){"": evalFixture, "coast": coastFixture, "farm": farmFixture}[os.Getenv("FIX")]
	for _, conv := range strings.Split(msgs, "||") {
		m := &memStore{clock: steward.FixedClock{T: evalNow}}
		if _, err := build(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		e := m.engine()
		var history []*steward.Message
		for _, msg := range strings.Split(conv, "|") {
			r, err := e.Handle(context.Background(), 1, Request{Message: msg, History: history})
			if err != nil {
				t.Fatal(err)
			}
			text := r.Text
			history = append(history, &steward.Message{Message: msg, Status: r.Status, Response: &text, Actions: r.Actions, Pending: r.Pending})
			fmt.Printf("> %s\n[%s w=%d] %s\n", msg, r.Status, m.writes, r.Text)
		}
	}
}
