package bench

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
)

// assistantMessages are what a host asks the assistant of an account with
// the demo properties (Sunset Villa, Maple House, Harbor Condo): reads
// (lists, prices, availability) and writes (jobs, a maintenance report).
var assistantMessages = []string{
	"What's coming up at the Sunset Villa?",
	"book a regular clean for maple house friday 3pm",
	"What would a deep clean of the Sunset Villa cost?",
	"Who can clean Maple House tomorrow at 11am?",
	"There's a clogged toilet at Maple House",
	"Estimate the price of an inspection at Harbor Condo",
	"I'd like an inspection of the Harbor Condo next Monday at 10",
	"What reservations do we have?",
}

// MeasureAssistant measures the assistant end to end: each client sends
// messages to its own account with `Prefer: wait=30` and times the reply
// (storing the message, the embedded engine and its reads and writes,
// recording the reply). Messages of one account are handled one at a
// time, so there is one client per account.
func MeasureAssistant(ctx context.Context, t *Target, o Options) (Rate, error) {
	o.fill()
	keys := t.Account.AssistantKeys
	hc := newHTTPClient(len(keys))
	defer hc.CloseIdleConnections()
	clients := make([]*client.Client, len(keys))
	for i, k := range keys {
		clients[i] = apiClient(hc, t.URL, k)
	}
	seq := make([]int, len(keys))
	at := closedLoop(ctx, len(keys), o.Warmup, o.Duration, func(ctx context.Context, w int) error {
		msg := assistantMessages[seq[w]%len(assistantMessages)]
		seq[w]++
		m, err := clients[w].SendMessage(ctx, client.MessageCreate{Message: msg}, 30*time.Second)
		if err != nil {
			return err
		}
		if !m.IsComplete || m.Status == steward.MessageFailed {
			return fmt.Errorf("message %q: status %s: %s", msg, m.Status, m.Reply())
		}
		return nil
	})
	if at.ops == 0 {
		return Rate{}, at.none("no message handled")
	}
	return rateOf(at), nil
}
