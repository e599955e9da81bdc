package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestModelBackedAssistant runs the server with --llm-url pointing at a
// scripted stand-in of the chat-completions protocol and checks that the
// model's tool calls change the account, and that the embedded engine
// answers once the model is gone.
func TestModelBackedAssistant(t *testing.T) {
	t.Parallel()
	var (
		mu        sync.Mutex
		addressID int64
		calls     int
		auth      string
	)
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []struct{ Role string } `json:"messages"`
		}
		_ = json.NewDecoder(r.Body).Decode(&req)
		mu.Lock()
		calls++
		auth = r.Header.Get("Authorization")
		id := addressID
		mu.Unlock()
		msg := map[string]any{"role": "assistant", "content": "Your restock at the Beach House is booked."}
		if req.Messages[len(req.Messages)-1].Role == "user" { // first round: plan the tool call
			args := fmt.Sprintf(`{"address_id":%d,"service_type":"restocking","scheduled_at":"2030-05-01T10:00:00-04:00","notes":"coffee pods"}`, id)
			msg = map[string]any{"role": "assistant", "content": nil, "tool_calls": []any{map[string]any{
				"id": "call_1", "type": "function", "function": map[string]any{"name": "create_job", "arguments": args}}}}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"id": "x", "object": "chat.completion", "model": "m",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop", "message": msg}}})
	}))
	defer model.Close()

	srv := startServerEnv(t, testdb.DSN(t, "sqlite"), map[string]string{"STEWARD_LLM_API_KEY": "sk-test-secret"},
		"--llm-url", model.URL+"/v1", "--llm-model", "scripted")
	if strings.Contains(srv.Stderr.String(), "sk-test-secret") {
		t.Error("the LLM API key was logged")
	}
	c := signupWithKey(t, srv.URL)
	ctx := context.Background()
	nick := "Beach House"
	addr, err := c.CreateAddress(ctx, client.AddressCreate{Street: "5 Ocean Ave", City: "Miami", State: "FL", Zip: "33139", Nickname: &nick})
	if err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	addressID = addr.ID
	mu.Unlock()

	m, err := c.SendMessage(ctx, client.MessageCreate{Message: "Restock the beach house on May 1st 2030 at 10, we're out of coffee pods"}, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if m.Status != steward.MessageCompleted || m.ResponseMessage == nil || *m.ResponseMessage != "Your restock at the Beach House is booked." ||
		len(m.Actions) != 1 || m.Actions[0].Type != steward.ActionJobCreated {
		t.Fatalf("message = %+v", m)
	}
	job, err := c.GetJob(ctx, *m.Actions[0].JobID)
	if err != nil {
		t.Fatal(err)
	}
	if job.ServiceType != steward.Restocking || !job.ScheduledAt.Equal(time.Date(2030, 5, 1, 14, 0, 0, 0, time.UTC)) || job.Notes == nil || *job.Notes != "coffee pods" {
		t.Errorf("job = %+v", job)
	}
	mu.Lock()
	if calls != 2 || auth != "Bearer sk-test-secret" {
		t.Errorf("model calls = %d with Authorization %q, want 2 with the configured key", calls, auth)
	}
	mu.Unlock()

	// The model goes away: the embedded engine answers instead.
	model.Close()
	m, err = c.SendMessage(ctx, client.MessageCreate{Message: "How much would an inspection at the Beach House cost?"}, 30*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if m.Status != steward.MessageCompleted || len(m.Actions) != 1 || m.Actions[0].Type != steward.ActionPriceEstimated {
		t.Errorf("message without the model = %+v, want the embedded engine's estimate", m)
	}
}

func TestLLMFlags(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--llm-url", "http://localhost:11434/v1"}, "--llm-url and --llm-model go together"},
		{[]string{"--llm-model", "gpt"}, "--llm-url and --llm-model go together"},
		{[]string{"--llm-url", "localhost:11434", "--llm-model", "gpt"}, "want an http(s) base URL"},
	} {
		r := cliRun(t, nil, "", append([]string{"serve", "--db", "sqlite:" + t.TempDir() + "/x.db"}, tc.args...)...)
		r.want(t, exitUsage)
		if !strings.Contains(r.stderr, tc.want) {
			t.Errorf("%v: stderr %q, want %q", tc.args, r.stderr, tc.want)
		}
	}
}
