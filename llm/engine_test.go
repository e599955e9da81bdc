package llm_test

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
	"github.com/stewardhq/steward/assistant"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/llm"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/tool"
)

// standIn is a scripted OpenAI-compatible chat-completions server: each
// request gets the next scripted turn, and every request is recorded.
type standIn struct {
	t      *testing.T
	mu     sync.Mutex
	script []turn
	seen   []chatRequest
}

// turn is one scripted model answer: tool calls, or a final text, or an
// HTTP failure.
type turn struct {
	calls  []toolCall
	text   string
	status int // non-zero: fail with this HTTP status
}

type toolCall struct {
	name string
	args string
}

type chatRequest struct {
	Model    string `json:"model"`
	Messages []struct {
		Role       string          `json:"role"`
		Content    json.RawMessage `json:"content"`
		ToolCallID string          `json:"tool_call_id"`
	} `json:"messages"`
	Tools []struct {
		Function struct {
			Name       string         `json:"name"`
			Parameters map[string]any `json:"parameters"`
		} `json:"function"`
	} `json:"tools"`
}

// unused reports the scripted turns no request has taken.
func (s *standIn) unused() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.script)
}

func (s *standIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer test-key" {
		http.Error(w, `{"error":{"message":"bad path or key"}}`, http.StatusUnauthorized)
		return
	}
	var req chatRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	s.seen = append(s.seen, req)
	if len(s.script) == 0 {
		s.mu.Unlock()
		s.t.Errorf("the engine made an unscripted call")
		http.Error(w, `{"error":{"message":"unscripted"}}`, http.StatusInternalServerError)
		return
	}
	next := s.script[0]
	s.script = s.script[1:]
	s.mu.Unlock()
	if next.status != 0 {
		http.Error(w, `{"error":{"message":"scripted failure"}}`, next.status)
		return
	}
	msg := map[string]any{"role": "assistant", "content": next.text}
	finish := "stop"
	if len(next.calls) > 0 {
		var calls []map[string]any
		for i, c := range next.calls {
			calls = append(calls, map[string]any{"id": fmt.Sprintf("call_%d", i), "type": "function",
				"function": map[string]any{"name": c.name, "arguments": c.args}})
		}
		msg = map[string]any{"role": "assistant", "content": nil, "tool_calls": calls}
		finish = "tool_calls"
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-test", "object": "chat.completion", "created": 0,
		"model": req.Model, "choices": []any{map[string]any{"index": 0, "finish_reason": finish, "message": msg}}})
}

func (s *standIn) requests() []chatRequest {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seen
}

// fixture is an account with one property and one pro on a real store.
type fixture struct {
	acct    int64
	addr    *steward.Address
	pro     *steward.Pro
	jobs    steward.JobService
	addrs   steward.AddressService
	tools   *tool.Registry
	embed   *assistant.Engine
	now     time.Time
	changes steward.ChangeService
	resv    steward.ReservationService
}

func newFixture(t *testing.T, engine string) *fixture {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, testdb.DSN(t, engine))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	now := time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)
	db.Clock = steward.FixedClock{T: now}
	sess, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "Ana", LastName: "Host", Email: "ana@example.com", Password: "correct horse battery"})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{acct: sess.AccountID, jobs: sqlstore.NewJobService(db), now: now, changes: sqlstore.NewChangeService(db)}
	addrs, pros, resv := sqlstore.NewAddressService(db), sqlstore.NewProService(db), sqlstore.NewReservationService(db)
	f.addrs, f.resv = addrs, resv
	nick := "Lake Cabin"
	if f.addr, err = addrs.CreateAddress(ctx, f.acct, steward.AddressCreate{Street: "1 Lake Rd", City: "Tahoe City", State: "CA", Zip: "96145", Nickname: &nick}); err != nil {
		t.Fatal(err)
	}
	if f.pro, err = pros.CreatePro(ctx, f.acct, steward.ProCreate{Name: "Maria Lopez", Email: "maria@example.com", Phone: "+1-555-0100", Services: []steward.ServiceType{steward.Cleaning}}); err != nil {
		t.Fatal(err)
	}
	f.tools = tool.New(tool.Services{Jobs: f.jobs, Addresses: addrs, Todos: addrs, Pros: pros, Reservations: resv, Clock: db.Clock})
	f.embed = &assistant.Engine{Jobs: f.jobs, Addresses: addrs, Pros: pros, Reservations: resv,
		Changes: sqlstore.NewChangeService(db), Clock: db.Clock}
	return f
}

func (f *fixture) engine(url string) *llm.Engine {
	return llm.New(llm.Config{BaseURL: url + "/v1", Model: "test-model", APIKey: "test-key", Tools: f.tools,
		Addresses: f.addrs, Changes: f.changes, Clock: steward.FixedClock{T: f.now}, Fallback: f.embed, CallTimeout: 5 * time.Second})
}

func (f *fixture) jobCount(t *testing.T) int {
	t.Helper()
	_, total, err := f.jobs.FindJobs(context.Background(), f.acct, steward.JobFilter{})
	if err != nil {
		t.Fatal(err)
	}
	return total
}

func TestEngine(t *testing.T) {
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Run("SchedulesWithToolCalls", func(t *testing.T) { testSchedules(t, engine) })
			t.Run("AsksAndChangesNothing", func(t *testing.T) { testAsks(t, engine) })
			t.Run("ToolErrorGoesBackToTheModel", func(t *testing.T) { testToolError(t, engine) })
			t.Run("FallsBackWhenUnreachable", func(t *testing.T) { testUnreachable(t, engine) })
			t.Run("FallsBackOnServerError", func(t *testing.T) { testServerError(t, engine) })
			t.Run("FallsBackWithNothingWrittenMidway", func(t *testing.T) { testFailsMidway(t, engine) })
			t.Run("OneTransaction", func(t *testing.T) { testOneTransaction(t, engine) })
			t.Run("RefusedCallWritesNothing", func(t *testing.T) { testRefusedCall(t, engine) })
			t.Run("StoreRefusalRollsBack", func(t *testing.T) { testStoreRefusal(t, engine) })
		})
	}
}

func testSchedules(t *testing.T, engine string) {
	f := newFixture(t, engine)
	args := fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-05T09:00:00-08:00","pro_id":%d}`, f.addr.ID, f.pro.ID)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"estimate_price", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning"}`, f.addr.ID)}, {"create_job", args}}},
		{text: "Booked Maria for a cleaning at the Lake Cabin tomorrow at 9:00 AM."},
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()

	rep, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "Get Maria to clean the lake cabin tomorrow at 9"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageCompleted || !strings.Contains(rep.Text, "Booked Maria") {
		t.Errorf("reply = %+v", rep)
	}
	if len(rep.Actions) != 2 || rep.Actions[0].Type != steward.ActionPriceEstimated || rep.Actions[1].Type != steward.ActionJobCreated {
		t.Fatalf("actions = %+v, want price_estimated then job_created", rep.Actions)
	}
	job, err := f.jobs.FindJobByID(context.Background(), f.acct, *rep.Actions[1].JobID)
	if err != nil {
		t.Fatal(err)
	}
	if want := time.Date(2026, 3, 5, 17, 0, 0, 0, time.UTC); !job.ScheduledAt.Equal(want) || job.ProID == nil || *job.ProID != f.pro.ID || job.Status != steward.StatusPending {
		t.Errorf("job = %+v, want a pending cleaning with Maria at %s", job, want)
	}

	reqs := s.requests()
	if len(reqs) != 2 {
		t.Fatalf("model calls = %d, want 2", len(reqs))
	}
	first := reqs[0]
	var tools []string
	for _, tl := range first.Tools {
		tools = append(tools, tl.Function.Name)
		if tl.Function.Parameters["type"] != "object" {
			t.Errorf("tool %s parameters = %v, want a JSON object schema", tl.Function.Name, tl.Function.Parameters)
		}
	}
	joined := "," + strings.Join(tools, ",") + ","
	for _, want := range []string{"create_job", "update_job", "cancel_job", "get_job_history", "check_availability", "estimate_price",
		"update_reservation", "cancel_reservation", "update_pro", "list_calendars", "add_calendar", "sync_calendar", "ask_user"} {
		if !strings.Contains(joined, ","+want+",") {
			t.Errorf("tools offered %v lack %s", tools, want)
		}
	}
	for _, never := range []string{"login", "signup", "send_message", "remove_calendar", "archive_address", "update_address"} {
		if strings.Contains(joined, ","+never+",") {
			t.Errorf("tools offered %v include %s", tools, never)
		}
	}
	if first.Model != "test-model" || first.Messages[0].Role != "system" || !strings.Contains(string(first.Messages[0].Content), "Lake Cabin") ||
		!strings.Contains(string(first.Messages[0].Content), "America/Los_Angeles") {
		t.Errorf("first request: model %q, system prompt %s", first.Model, first.Messages[0].Content)
	}
	// The second call carries both tool results back, tied to their calls.
	var results []string
	for _, m := range reqs[1].Messages {
		if m.Role == "tool" {
			results = append(results, m.ToolCallID+"="+string(m.Content))
		}
	}
	if len(results) != 2 || !strings.HasPrefix(results[1], "call_1=") || !strings.Contains(results[1], `\"pro_id\":1`) {
		t.Errorf("tool results sent back = %v", results)
	}
}

func testAsks(t *testing.T, engine string) {
	f := newFixture(t, engine)
	s := &standIn{t: t, script: []turn{{calls: []toolCall{{"ask_user", `{"question":"Which day should the cleaning be?"}`}}}}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "Book a cleaning"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageNeedsInput || rep.Text != "Which day should the cleaning be?" || len(rep.Actions) != 0 {
		t.Errorf("reply = %+v, want the question as needs_input", rep)
	}
	if n := f.jobCount(t); n != 0 {
		t.Errorf("jobs = %d after a question, want 0", n)
	}

	// The answer continues the conversation: the model sees the history.
	s.script = []turn{{text: "Which time?"}}
	q := "Which day should the cleaning be?"
	hist := []*steward.Message{{Message: "Book a cleaning", Status: steward.MessageNeedsInput, Response: &q}}
	if _, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "Friday", History: hist}); err != nil {
		t.Fatal(err)
	}
	last := s.requests()[1].Messages
	var roles []string
	for _, m := range last {
		roles = append(roles, m.Role)
	}
	if strings.Join(roles, ",") != "system,user,assistant,user" || !strings.Contains(string(last[2].Content), "Which day") {
		t.Errorf("follow-up messages = %v", roles)
	}
}

func testToolError(t *testing.T, engine string) {
	f := newFixture(t, engine)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"create_job", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning"}`, f.addr.ID)}}},
		{text: "I need a time for that cleaning."},
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "clean the cabin"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageCompleted || len(rep.Actions) != 0 || f.jobCount(t) != 0 {
		t.Errorf("reply = %+v, jobs = %d", rep, f.jobCount(t))
	}
	reqs := s.requests()
	got := string(reqs[1].Messages[len(reqs[1].Messages)-1].Content)
	if !strings.Contains(got, "Missing required field: scheduled_at") || !strings.Contains(got, "VALIDATION_ERROR") {
		t.Errorf("tool error sent to the model = %s", got)
	}
}

func testUnreachable(t *testing.T, engine string) {
	f := newFixture(t, engine)
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close() // nothing listens there now
	rep, err := f.engine(url).Handle(context.Background(), f.acct, assistant.Request{Message: "How much would a cleaning at the Lake Cabin cost?"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageCompleted || len(rep.Actions) != 1 || rep.Actions[0].Type != steward.ActionPriceEstimated {
		t.Errorf("reply = %+v, want the embedded engine's price estimate", rep)
	}
}

func testServerError(t *testing.T, engine string) {
	f := newFixture(t, engine)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"list_jobs", `{}`}}},
		{status: http.StatusServiceUnavailable}, {status: http.StatusServiceUnavailable}, // one retry
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "Schedule a cleaning at the Lake Cabin tomorrow at 10am"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageCompleted || len(rep.Actions) != 1 || rep.Actions[0].Type != steward.ActionJobCreated || f.jobCount(t) != 1 {
		t.Errorf("reply = %+v, jobs = %d; want the embedded engine to schedule it once", rep, f.jobCount(t))
	}
	if n := s.unused(); n != 0 {
		t.Errorf("%d scripted turns unused: want the failed call tried twice", n)
	}
}

// testFailsMidway: the model stops answering after staging a change. Nothing
// has been written, so the embedded engine handles the whole message, once.
func testFailsMidway(t *testing.T, engine string) {
	f := newFixture(t, engine)
	args := fmt.Sprintf(`{"address_id":%d,"service_type":"inspection","scheduled_at":"2026-03-06T10:00:00-08:00"}`, f.addr.ID)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"create_job", args}}},
		{status: http.StatusBadGateway}, {status: http.StatusBadGateway},
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "inspect the lake cabin friday at 10"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageCompleted || len(rep.Actions) != 1 || rep.Actions[0].Type != steward.ActionJobCreated || f.jobCount(t) != 1 {
		t.Errorf("reply = %+v, jobs = %d; want the fallback's one inspection, the staged one not written", rep, f.jobCount(t))
	}
	if n := s.unused(); n != 0 {
		t.Errorf("%d scripted turns unused: want the failed call tried twice", n)
	}
}

// testOneTransaction: two changes of one message are written together, and
// the reply's actions carry their ids.
func testOneTransaction(t *testing.T, engine string) {
	f := newFixture(t, engine)
	clean := fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-06T11:00:00-08:00","pro_id":%d}`, f.addr.ID, f.pro.ID)
	restock := fmt.Sprintf(`{"address_id":%d,"service_type":"restocking","scheduled_at":"2026-03-06T15:00:00-08:00"}`, f.addr.ID)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"create_job", clean}, {"create_job", restock}}},
		{text: "Booked the cleaning with Maria and the restock on Friday."},
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(context.Background(), f.acct, assistant.Request{Message: "clean and restock the cabin friday at 11, restock at 3"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Status != steward.MessageCompleted || len(rep.Actions) != 2 || f.jobCount(t) != 2 {
		t.Fatalf("reply = %+v, jobs = %d; want both jobs", rep, f.jobCount(t))
	}
	for _, a := range rep.Actions {
		if a.Type != steward.ActionJobCreated || a.JobID == nil || *a.JobID == 0 {
			t.Errorf("action %+v, want job_created with the new job's id", a)
		}
	}
	// The model read each staged job back as it will be, without an id yet.
	got := string(s.requests()[1].Messages[len(s.requests()[1].Messages)-1].Content)
	if !strings.Contains(got, "staged") || !strings.Contains(got, "restocking") {
		t.Errorf("tool result = %s, want the staged restock", got)
	}
}

// testRefusedCall: a change the domain refuses while the model plans (a
// completed job cannot be cancelled) means nothing of the message is
// written, and the reply says what was refused and what was not done.
func testRefusedCall(t *testing.T, engine string) {
	f := newFixture(t, engine)
	ctx := context.Background()
	done, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.addr.ID, ServiceType: steward.Inspection, ScheduledAt: f.now.Add(time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
		if _, err := f.jobs.UpdateJob(ctx, f.acct, done.ID, steward.JobUpdate{Status: &st}); err != nil {
			t.Fatal(err)
		}
	}
	clean := fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-06T11:00:00-08:00"}`, f.addr.ID)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"create_job", clean}, {"cancel_job", fmt.Sprintf(`{"job_id":%d}`, done.ID)}, {"create_job", clean}}},
		{text: "Done: booked the cleaning and cancelled the inspection."}, // wrong: the reply must not say so alone
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(ctx, f.acct, assistant.Request{Message: "book a cleaning friday at 11 and cancel the inspection"})
	if err != nil {
		t.Fatal(err)
	}
	if f.jobCount(t) != 1 || len(rep.Actions) != 0 {
		t.Errorf("jobs = %d, actions %+v; want nothing written", f.jobCount(t), rep.Actions)
	}
	if !strings.HasPrefix(rep.Text, "I couldn't cancel a job") || !strings.Contains(rep.Text, "haven't changed anything") ||
		!strings.Contains(rep.Text, "not done either: schedule cleaning at Lake Cabin on Fri Mar 6 at 11:00 AM PST") {
		t.Errorf("reply = %q, want the refusal and what was not done", rep.Text)
	}
	// The third call was refused without being staged: the model was told.
	got := string(s.requests()[1].Messages[len(s.requests()[1].Messages)-1].Content)
	if !strings.Contains(got, "nothing of this message will be changed") {
		t.Errorf("last tool result = %s", got)
	}
}

// testStoreRefusal: the store refuses the second change when the batch is
// written (the job falls during a stay): the first is rolled back too.
func testStoreRefusal(t *testing.T, engine string) {
	f := newFixture(t, engine)
	ctx := context.Background()
	g := 2
	if _, err := f.resv.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.addr.ID, GuestName: "Tom Reyes",
		CheckIn: time.Date(2026, 3, 7, 23, 0, 0, 0, time.UTC), CheckOut: time.Date(2026, 3, 10, 18, 0, 0, 0, time.UTC), Guests: &g}); err != nil {
		t.Fatal(err)
	}
	clean := fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2026-03-06T11:00:00-08:00"}`, f.addr.ID)
	inspect := fmt.Sprintf(`{"address_id":%d,"service_type":"inspection","scheduled_at":"2026-03-08T11:00:00-07:00"}`, f.addr.ID)
	s := &standIn{t: t, script: []turn{
		{calls: []toolCall{{"create_job", clean}, {"create_job", inspect}}},
		{text: "Booked both."},
	}}
	srv := httptest.NewServer(s)
	defer srv.Close()
	rep, err := f.engine(srv.URL).Handle(ctx, f.acct, assistant.Request{Message: "clean the cabin friday at 11 and inspect it sunday at 11"})
	if err != nil {
		t.Fatal(err)
	}
	if f.jobCount(t) != 0 || len(rep.Actions) != 0 || rep.Status != steward.MessageFailed {
		t.Errorf("jobs = %d, reply %+v; want nothing written and the message failed", f.jobCount(t), rep)
	}
	if !strings.Contains(rep.Text, "I couldn't schedule inspection at Lake Cabin") || !strings.Contains(rep.Text, "Tom Reyes") ||
		!strings.Contains(rep.Text, "not done either: schedule cleaning") || strings.Contains(rep.Text, "Booked both") {
		t.Errorf("reply = %q, want the stay conflict and the cleaning not done", rep.Text)
	}
}
