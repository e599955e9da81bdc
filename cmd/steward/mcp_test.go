package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// headerTransport adds fixed headers to every request: how an MCP client
// is configured with credentials.
type headerTransport struct {
	header http.Header
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h.header {
		r.Header[k] = v
	}
	return http.DefaultTransport.RoundTrip(r)
}

// mcpConnect opens an MCP session to the server with the SDK's own client,
// sending header (credentials) on every request.
func mcpConnect(t *testing.T, url string, header http.Header) *mcp.ClientSession {
	t.Helper()
	c := mcp.NewClient(&mcp.Implementation{Name: "steward-test", Version: "1"}, nil)
	tr := &mcp.StreamableClientTransport{Endpoint: url + "/mcp", MaxRetries: -1,
		HTTPClient: &http.Client{Timeout: 30 * time.Second, Transport: headerTransport{header}}}
	cs, err := c.Connect(context.Background(), tr, nil)
	if err != nil {
		t.Fatalf("connect to %s/mcp: %v", url, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func bearer(token string) http.Header { return http.Header{"Authorization": {"Bearer " + token}} }

// callTool calls a tool that must succeed and decodes its structured
// content into out (when not nil).
func callTool(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any, out any) *mcp.CallToolResult {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.IsError {
		t.Fatalf("%s(%v) failed: %s", name, args, toolText(res))
	}
	if toolText(res) == "" {
		t.Errorf("%s: empty text content", name)
	}
	if out != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s: structured content %s: %v", name, b, err)
		}
	}
	return res
}

// callToolError calls a tool that must fail with a tool error whose text
// contains want, and whose structured content is the REST error body.
func callToolError(t *testing.T, cs *mcp.ClientSession, name string, args map[string]any, code, want string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v, want a tool error", name, err)
	}
	if !res.IsError {
		t.Fatalf("%s(%v) succeeded (%s), want a tool error %q", name, args, toolText(res), want)
	}
	if got := toolText(res); !strings.Contains(got, want) {
		t.Errorf("%s: error text %q, want it to contain %q", name, got, want)
	}
	b, _ := json.Marshal(res.StructuredContent)
	var body struct{ Error, Message, Code string }
	if err := json.Unmarshal(b, &body); err != nil || body.Code != code || body.Error == "" || body.Message != toolText(res) {
		t.Errorf("%s: structured error %s, want {error, message, code: %s}", name, b, code)
	}
}

func toolText(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

func TestMCP(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startServer(t, testdb.DSN(t, engine), "--webhook-allow-private", "--webhook-retry-schedule", "1s")
			t.Run("Unauthenticated", func(t *testing.T) { t.Parallel(); testMCPUnauthenticated(t, srv.URL) })
			t.Run("Tools", func(t *testing.T) { t.Parallel(); testMCPTools(t, srv.URL) })
			t.Run("TenantIsolation", func(t *testing.T) { t.Parallel(); testMCPTenantIsolation(t, srv.URL) })
			t.Run("StaysAndProperties", func(t *testing.T) { t.Parallel(); testMCPStaysAndProperties(t, srv.URL) })
			t.Run("UpdatePro", func(t *testing.T) { t.Parallel(); testMCPUpdatePro(t, srv.URL) })
		})
	}
}

// testMCPStaysAndProperties: get, update and cancel a reservation, update
// and archive an address, through the MCP tools (issue 16).
func testMCPStaysAndProperties(t *testing.T, url string) {
	c := signupWithKey(t, url)
	cs := mcpConnect(t, url, bearer(c.APIKey))
	var addr steward.Address
	callTool(t, cs, "create_address", map[string]any{"street": "1 Mesa St", "city": "El Paso", "state": "TX", "zip": "79901"}, &addr)
	callTool(t, cs, "update_address", map[string]any{"address_id": addr.ID, "timezone": "America/Denver", "check_in_time": "15:00",
		"turnover": map[string]any{"enabled": true, "duration_minutes": 120}}, &addr)
	if addr.Timezone != "America/Denver" || addr.CheckInTime != "15:00" || !addr.Turnover.Enabled || addr.Turnover.DurationMinutes != 120 {
		t.Errorf("update_address = %+v", addr)
	}
	callToolError(t, cs, "update_address", map[string]any{"address_id": addr.ID, "timezone": "Mars/Base"}, steward.EVALIDATION, "Invalid timezone")

	var a, b steward.Reservation
	callTool(t, cs, "create_reservation", map[string]any{"address_id": addr.ID, "guest_name": "Ann", "check_in": "2026-05-01", "check_out": "2026-05-03"}, &a)
	denver, _ := time.LoadLocation("America/Denver")
	if !a.CheckIn.Equal(time.Date(2026, 5, 1, 15, 0, 0, 0, denver)) || a.Source != steward.SourceAPI {
		t.Errorf("create_reservation by dates = %+v, want 15:00 Denver, source api", a)
	}
	callTool(t, cs, "create_reservation", map[string]any{"address_id": addr.ID, "guest_name": "Bob", "check_in": "2026-05-03", "check_out": "2026-05-05"}, &b)
	callToolError(t, cs, "update_reservation", map[string]any{"reservation_id": b.ID, "check_in": "2026-05-02"}, steward.ERESERVATIONCONFLICT, fmt.Sprintf("reservation %d", a.ID))
	callTool(t, cs, "update_reservation", map[string]any{"reservation_id": b.ID, "guest_name": "Bob Ross", "guests": 2}, &b)
	if b.GuestName != "Bob Ross" || b.Guests != 2 {
		t.Errorf("update_reservation = %+v", b)
	}
	callTool(t, cs, "cancel_reservation", map[string]any{"reservation_id": a.ID}, &a)
	var got steward.Reservation
	callTool(t, cs, "get_reservation", map[string]any{"reservation_id": a.ID}, &got)
	if got.Status != steward.ReservationCancelled {
		t.Errorf("get_reservation after cancel: %s", got.Status)
	}
	var list struct{ Reservations []steward.Reservation }
	callTool(t, cs, "list_reservations", map[string]any{"address_id": addr.ID}, &list)
	if len(list.Reservations) != 1 {
		t.Errorf("list_reservations hides cancelled: %d, want 1", len(list.Reservations))
	}
	callTool(t, cs, "list_reservations", map[string]any{"address_id": addr.ID, "status": "all"}, &list)
	if len(list.Reservations) != 2 {
		t.Errorf("list_reservations status all: %d, want 2", len(list.Reservations))
	}
	callToolError(t, cs, "get_reservation", map[string]any{"reservation_id": 999999}, steward.ENOTFOUND, "Reservation not found")

	callTool(t, cs, "archive_address", map[string]any{"address_id": addr.ID}, &addr)
	if addr.ArchivedAt == nil {
		t.Errorf("archive_address = %+v, want archived_at", addr)
	}
	var addrs struct{ Addresses []steward.Address }
	callTool(t, cs, "list_addresses", map[string]any{}, &addrs)
	if len(addrs.Addresses) != 0 {
		t.Errorf("list_addresses after archiving = %+v", addrs)
	}
}

func testMCPUnauthenticated(t *testing.T, url string) {
	cs := mcpConnect(t, url, nil)
	ctx := context.Background()

	list, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatalf("ListTools: %v", err)
	}
	want := []string{"login", "signup", "send_message", "get_message", "list_messages", "list_jobs", "get_job",
		"get_job_history", "create_job", "update_job", "cancel_job", "list_addresses", "create_address", "update_address", "archive_address",
		"list_pros", "create_pro", "update_pro", "list_todo_lists", "create_todo_list", "update_todo_list", "delete_todo_list", "get_job_todos", "get_job_work", "list_reservations", "get_reservation", "create_reservation",
		"update_reservation", "cancel_reservation", "list_calendars", "add_calendar", "remove_calendar", "sync_calendar",
		"get_property_pros", "set_property_pros", "create_pro_link", "revoke_pro_link", "rate_job", "check_availability", "estimate_price",
		"list_supplies", "create_supply", "update_supply", "delete_supply",
		"list_expenses", "create_expense", "update_expense", "delete_expense", "get_spend_report", "get_pro_statement",
		"list_assets", "create_asset", "update_asset", "delete_asset", "get_asset_history"}
	var names []string
	for _, tl := range list.Tools {
		names = append(names, tl.Name)
		if tl.Description == "" || tl.InputSchema == nil || tl.Annotations == nil {
			t.Errorf("tool %s lacks a description, input schema or annotations", tl.Name)
			continue
		}
		a := tl.Annotations
		readOnly := strings.HasPrefix(tl.Name, "list_") || strings.HasPrefix(tl.Name, "get_") ||
			strings.HasPrefix(tl.Name, "check_") || strings.HasPrefix(tl.Name, "estimate_")
		if a.ReadOnlyHint != readOnly {
			t.Errorf("tool %s: readOnlyHint = %v, want %v", tl.Name, a.ReadOnlyHint, readOnly)
		}
		destructive := a.DestructiveHint != nil && *a.DestructiveHint
		if want := tl.Name == "cancel_job" || tl.Name == "cancel_reservation" || tl.Name == "archive_address" || tl.Name == "remove_calendar" || tl.Name == "delete_todo_list" || tl.Name == "delete_supply" ||
			tl.Name == "delete_expense" ||
			tl.Name == "delete_asset"; destructive != want {
			t.Errorf("tool %s: destructiveHint = %v", tl.Name, destructive)
		}
		if !readOnly && a.DestructiveHint == nil {
			t.Errorf("tool %s: destructiveHint unset (the protocol's default is true)", tl.Name)
		}
		if readOnly && !a.IdempotentHint {
			t.Errorf("tool %s: read-only but not idempotent", tl.Name)
		}
	}
	slices.Sort(names)
	slices.Sort(want)
	if !slices.Equal(names, want) {
		t.Errorf("tools = %v\nwant %v", names, want)
	}
	var create *mcp.Tool
	for _, tl := range list.Tools {
		if tl.Name == "create_job" {
			create = tl
		}
	}
	schema, _ := json.Marshal(create.InputSchema)
	for _, s := range []string{`"required":["address_id","service_type","scheduled_at"]`, `"enum":["cleaning","maintenance","inspection","restocking"]`} {
		if !strings.Contains(string(schema), s) {
			t.Errorf("create_job input schema %s lacks %s", schema, s)
		}
	}

	// Every tool but login and signup asks the agent to authenticate.
	callToolError(t, cs, "list_jobs", nil, steward.EUNAUTHORIZED, "Authentication required")
	callToolError(t, cs, "create_job", map[string]any{"address_id": 1}, steward.EUNAUTHORIZED, "call login")
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: "steward://addresses/1"}); err == nil {
		t.Error("reading a property without credentials succeeded")
	}

	// Sign up, then log in, without credentials; the token then works.
	email := fmt.Sprintf("agent-%d@example.com", time.Now().UnixNano())
	var sess steward.Session
	callTool(t, cs, "signup", map[string]any{"first_name": "Ada", "last_name": "Agent", "email": email, "password": "correct horse battery"}, &sess)
	if sess.Token == "" || sess.AccountID == 0 {
		t.Fatalf("signup = %+v, want a token and an account", sess)
	}
	callToolError(t, cs, "signup", map[string]any{"first_name": "Ada", "last_name": "Agent", "email": email, "password": "correct horse battery"},
		steward.ECONFLICT, "")
	callToolError(t, cs, "login", map[string]any{"email": email, "password": "wrong password!"}, steward.EINVALIDCREDENTIALS, "")
	callToolError(t, cs, "signup", map[string]any{"first_name": "Ada"}, steward.EVALIDATION, "Missing required field: last_name")
	var again steward.Session
	callTool(t, cs, "login", map[string]any{"email": email, "password": "correct horse battery"}, &again)
	authed := mcpConnect(t, url, bearer(again.Token))
	callTool(t, authed, "list_addresses", nil, nil)

	// Wrong credentials on the header: 401 with a challenge and the JSON error.
	for _, h := range []http.Header{bearer("not-a-token"), bearer("stw_000000000000000000000000000000000000"), {"X-Api-Key": {"stw_nope"}}} {
		req, _ := http.NewRequest("POST", url+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		for k, v := range h {
			req.Header[k] = v
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || !strings.HasPrefix(resp.Header.Get("WWW-Authenticate"), "Bearer") ||
			!strings.Contains(string(body), `"code":"UNAUTHORIZED"`) {
			t.Errorf("headers %v: %d %q %s, want 401 with WWW-Authenticate: Bearer and the JSON error", h, resp.StatusCode, resp.Header.Get("WWW-Authenticate"), body)
		}
	}
}

// webhookSink records webhook deliveries.
type webhookSink struct {
	mu     sync.Mutex
	events []string
}

func (s *webhookSink) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Type string `json:"type"`
	}
	_ = json.NewDecoder(r.Body).Decode(&body)
	s.mu.Lock()
	s.events = append(s.events, body.Type)
	s.mu.Unlock()
}

func (s *webhookSink) seen() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.events)
}

func testMCPTools(t *testing.T, url string) {
	c := signupWithKey(t, url)
	ctx := context.Background()
	sink := &webhookSink{}
	receiver := httptest.NewServer(sink)
	t.Cleanup(receiver.Close)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: receiver.URL}); err != nil {
		t.Fatalf("CreateWebhookEndpoint: %v", err)
	}
	// The API key works as a bearer credential, as X-API-Key does.
	cs := mcpConnect(t, url, bearer(c.APIKey))

	var addr steward.Address
	callTool(t, cs, "create_address", map[string]any{"street": "1 Lake Rd", "city": "Tahoe City", "state": "CA", "zip": "96145",
		"nickname": "Lake Cabin", "bedrooms": 3, "bathrooms": 2}, &addr)
	if addr.ID == 0 || addr.Timezone != "America/Los_Angeles" {
		t.Fatalf("create_address = %+v", addr)
	}
	callToolError(t, cs, "create_address", map[string]any{"street": "x", "city": "y", "zip": "1"}, steward.EVALIDATION, "Missing required field: state")
	var addrs struct{ Addresses []steward.Address }
	callTool(t, cs, "list_addresses", nil, &addrs)
	if len(addrs.Addresses) != 1 || addrs.Addresses[0].ID != addr.ID {
		t.Errorf("list_addresses = %+v", addrs)
	}
	var todos struct{ Todos []steward.TodoList }
	callTool(t, cs, "list_todo_lists", map[string]any{"address_id": addr.ID}, &todos)
	if len(todos.Todos) == 0 || len(todos.Todos[0].Items) == 0 {
		t.Errorf("list_todo_lists = %+v, want the default list", todos)
	}
	callToolError(t, cs, "list_todo_lists", map[string]any{"address_id": 999999}, steward.ENOTFOUND, "Address not found")
	var sup steward.Supply
	callTool(t, cs, "create_supply", map[string]any{"address_id": addr.ID, "name": "Coffee pods", "unit": "pods", "count": 5, "min": 4, "par": 20}, &sup)
	if sup.ID == 0 || sup.Low || sup.Par != 20 { // not low: the webhooks below are the jobs' and the stay's
		t.Fatalf("create_supply = %+v", sup)
	}
	callToolError(t, cs, "create_supply", map[string]any{"address_id": addr.ID, "name": "coffee PODS", "unit": "pods", "count": 1, "par": 2}, steward.EVALIDATION, "Invalid name")
	callTool(t, cs, "update_supply", map[string]any{"address_id": addr.ID, "supply_id": sup.ID, "count": 18, "reason": "bought a box"}, &sup)
	if sup.Count != 18 || sup.Low {
		t.Errorf("update_supply = %+v", sup)
	}
	var supplies struct{ Supplies []steward.Supply }
	callTool(t, cs, "list_supplies", map[string]any{"address_id": addr.ID}, &supplies)
	if len(supplies.Supplies) != 1 || supplies.Supplies[0].Count != 18 {
		t.Errorf("list_supplies = %+v", supplies)
	}
	callTool(t, cs, "delete_supply", map[string]any{"address_id": addr.ID, "supply_id": sup.ID}, nil)
	callToolError(t, cs, "delete_supply", map[string]any{"address_id": addr.ID, "supply_id": sup.ID}, steward.ENOTFOUND, "Supply not found")
	var made steward.TodoList
	callTool(t, cs, "create_todo_list", map[string]any{"address_id": addr.ID, "name": "Pool", "service_type": "maintenance",
		"items": []map[string]any{{"description": "Skim", "required": true}, {"description": "Chlorine", "kind": "count"}}}, &made)
	if made.ID == 0 || made.ServiceType != steward.Maintenance || len(made.Items) != 2 || !made.Items[0].Required || made.Items[1].Kind != steward.TodoCount {
		t.Fatalf("create_todo_list = %+v", made)
	}
	callToolError(t, cs, "create_todo_list", map[string]any{"address_id": addr.ID, "name": "X", "service_type": "cleaning",
		"items": []map[string]any{{"description": "a", "kind": "video"}}}, steward.EVALIDATION, `Invalid items[0].kind "video"`)
	var replaced steward.TodoList
	callTool(t, cs, "update_todo_list", map[string]any{"address_id": addr.ID, "list_id": made.ID, "name": "Pool care", "service_type": "maintenance",
		"items": []map[string]any{{"id": made.Items[1].ID, "description": "Chlorine", "kind": "count"}, {"id": made.Items[0].ID, "description": "Skim"}}}, &replaced)
	if replaced.Name != "Pool care" || len(replaced.Items) != 2 || replaced.Items[0].ID != made.Items[1].ID || replaced.Items[1].Required {
		t.Errorf("update_todo_list = %+v; want the two items swapped, skim no longer required", replaced)
	}
	callTool(t, cs, "delete_todo_list", map[string]any{"address_id": addr.ID, "list_id": made.ID}, nil)
	callToolError(t, cs, "delete_todo_list", map[string]any{"address_id": addr.ID, "list_id": made.ID}, steward.ENOTFOUND, "To-do list not found")

	var pro steward.Pro
	callTool(t, cs, "create_pro", map[string]any{"name": "Maria Lopez", "email": "maria@example.com", "phone": "+1-555-0100", "services": []string{"cleaning"}}, &pro)
	callToolError(t, cs, "create_pro", map[string]any{"name": "X", "email": "x@example.com", "phone": "1", "services": []string{"gardening"}}, steward.EVALIDATION, "gardening")
	var pros struct{ Pros []steward.Pro }
	callTool(t, cs, "list_pros", nil, &pros)
	if len(pros.Pros) != 1 {
		t.Errorf("list_pros = %+v", pros)
	}

	at := time.Now().Add(72 * time.Hour).UTC().Truncate(time.Hour)
	var job steward.Job
	res := callTool(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "cleaning",
		"scheduled_at": at.Format(time.RFC3339), "notes": "Check the hot tub"}, &job)
	if job.ID == 0 || job.Status != steward.StatusPending || !job.ScheduledAt.Equal(at) || job.Price <= 0 {
		t.Fatalf("create_job = %+v", job)
	}
	if !strings.Contains(toolText(res), "Lake Cabin") {
		t.Errorf("create_job text %q does not name the property", toolText(res))
	}
	// The structured content is exactly what REST returns.
	restJob := raw(t, c, "GET", fmt.Sprintf("/api/v1/jobs/%d", job.ID), "")
	got, _ := json.Marshal(res.StructuredContent)
	if !jsonEqual(t, got, restJob.Body) {
		t.Errorf("create_job structured content %s\n!= REST %s", got, restJob.Body)
	}
	callToolError(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "cleaning"}, steward.EVALIDATION, "Missing required field: scheduled_at")
	callToolError(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "cleaning", "scheduled_at": "tomorrow"}, steward.EVALIDATION, "Invalid scheduled_at")
	callToolError(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "cleaning", "scheduled_at": at.Format(time.RFC3339), "colour": "red"}, steward.EVALIDATION, "Unknown field: colour")
	callToolError(t, cs, "create_job", map[string]any{"address_id": 999999, "service_type": "cleaning", "scheduled_at": at.Format(time.RFC3339)},
		steward.EVALIDATION, "Invalid address_id: address 999999 does not exist in this account") // as REST says it

	var fetched steward.Job
	callTool(t, cs, "get_job", map[string]any{"job_id": job.ID}, &fetched)
	if fetched.ID != job.ID {
		t.Errorf("get_job = %+v", fetched)
	}
	callToolError(t, cs, "get_job", map[string]any{"job_id": 999999}, steward.ENOTFOUND, "Job not found")

	var updated steward.Job
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "scheduled_at": at.Add(time.Hour).Format(time.RFC3339), "status": "confirmed"}, &updated)
	if updated.Status != steward.StatusConfirmed || !updated.ScheduledAt.Equal(at.Add(time.Hour)) {
		t.Errorf("update_job = %+v", updated)
	}
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "status": "completed"}, steward.ETRANSITION, "")

	// The pro, service type and price, with the REST interface's checks.
	var mover steward.Pro
	callTool(t, cs, "create_pro", map[string]any{"name": "Mo Reyes", "email": "mo@example.com", "services": []string{"maintenance"}}, &mover)
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "pro_id": pro.ID, "price": 175.5}, &updated)
	if updated.ProID == nil || *updated.ProID != pro.ID || updated.Price != 175.5 {
		t.Errorf("update_job(pro_id, price) = %+v", updated)
	}
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "pro_id": mover.ID}, steward.EVALIDATION, "Invalid pro_id: Mo Reyes does not offer cleaning")
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "service_type": "maintenance"}, steward.EVALIDATION,
		"Invalid service_type: the job's pro, Maria Lopez, does not offer maintenance")
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "pro_id": pro.ID, "unassign_pro": true}, steward.EVALIDATION, "not both")
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "pro_id": nil}, &updated) // null keeps the pro
	if updated.ProID == nil {
		t.Errorf("update_job(pro_id: null) unassigned the pro; want it kept")
	}
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "unassign_pro": true, "service_type": "maintenance"}, &updated)
	if updated.ProID != nil || updated.ServiceType != steward.Maintenance {
		t.Errorf("update_job(unassign_pro, maintenance) = %+v", updated)
	}
	// A maintenance job is linked to equipment and unlinked again.
	var hvac steward.Asset
	callTool(t, cs, "create_asset", map[string]any{"address_id": addr.ID, "kind": "HVAC"}, &hvac)
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "asset_id": hvac.ID}, &updated)
	if updated.AssetID == nil || *updated.AssetID != hvac.ID {
		t.Errorf("update_job(asset_id) = %+v", updated.AssetID)
	}
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "asset_id": hvac.ID, "unlink_asset": true}, steward.EVALIDATION, "not both")
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "unlink_asset": true}, &updated)
	if updated.AssetID != nil {
		t.Errorf("update_job(unlink_asset) left asset %d", *updated.AssetID)
	}
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "pro_id": pro.ID, "service_type": "cleaning", "unassign_pro": false}, &updated)
	if updated.ProID == nil || *updated.ProID != pro.ID || updated.ServiceType != steward.Cleaning {
		t.Errorf("update_job(pro_id, cleaning) = %+v", updated)
	}

	var list struct {
		Jobs  []steward.Job
		Total int
	}
	callTool(t, cs, "list_jobs", map[string]any{"address_id": addr.ID, "status": "confirmed", "limit": 5}, &list)
	if list.Total != 1 || len(list.Jobs) != 1 {
		t.Errorf("list_jobs = %+v", list)
	}
	callToolError(t, cs, "list_jobs", map[string]any{"limit": 1000}, steward.EVALIDATION, "limit")

	var avail struct{ Pros []steward.Pro }
	callTool(t, cs, "check_availability", map[string]any{"address_id": addr.ID, "service_type": "cleaning", "at": at.Add(24 * time.Hour).Format(time.RFC3339)}, &avail)
	if len(avail.Pros) != 1 || avail.Pros[0].ID != pro.ID {
		t.Errorf("check_availability = %+v, want %s", avail, pro.Name)
	}
	var est steward.PriceEstimate
	callTool(t, cs, "estimate_price", map[string]any{"address_id": addr.ID, "service_type": "cleaning"}, &est)
	if est.Price != job.Price || est.Currency != "USD" || est.Basis == "" || est.AddressID != addr.ID {
		t.Errorf("estimate_price = %+v, want the job's default price %v", est, job.Price)
	}

	var resv steward.Reservation
	callTool(t, cs, "create_reservation", map[string]any{"address_id": addr.ID, "guest_name": "Sam Smith",
		"check_in": at.Add(48 * time.Hour).Format(time.RFC3339), "check_out": at.Add(96 * time.Hour).Format(time.RFC3339), "guests": 2}, &resv)
	callToolError(t, cs, "create_reservation", map[string]any{"address_id": addr.ID, "guest_name": "Sam",
		"check_in": at.Add(48 * time.Hour).Format(time.RFC3339), "check_out": at.Format(time.RFC3339)}, steward.EVALIDATION, "check_out")
	var resvs struct{ Reservations []steward.Reservation }
	callTool(t, cs, "list_reservations", map[string]any{"address_id": addr.ID}, &resvs)
	if len(resvs.Reservations) != 1 || resvs.Reservations[0].ID != resv.ID {
		t.Errorf("list_reservations = %+v", resvs)
	}
	// A job during the stay needs during_stay; the job's history names
	// MCP as the actor.
	during := resv.CheckIn.Add(time.Hour).Format(time.RFC3339)
	callToolError(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "maintenance", "scheduled_at": during},
		steward.ESTAYCONFLICT, fmt.Sprintf("reservation %d (Sam Smith", resv.ID))
	var duringJob steward.Job
	callTool(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "maintenance", "scheduled_at": during, "during_stay": true}, &duringJob)
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "scheduled_at": during}, steward.ESTAYCONFLICT, "during_stay")
	var hist struct{ History []steward.JobHistoryEntry }
	callTool(t, cs, "get_job_history", map[string]any{"job_id": duringJob.ID}, &hist)
	if len(hist.History) != 1 || hist.History[0].Actor != "mcp" || !strings.HasPrefix(hist.History[0].Change, "created") {
		t.Errorf("get_job_history = %+v, want its creation by mcp", hist)
	}
	var jt steward.JobTodos
	callTool(t, cs, "get_job_todos", map[string]any{"job_id": duringJob.ID}, &jt)
	if jt.JobID != duringJob.ID || len(jt.Todos) != 0 || jt.Progress.Total != 0 {
		t.Errorf("get_job_todos = %+v; want no checklist (the maintenance list was deleted before the job)", jt)
	}
	callToolError(t, cs, "get_job_todos", map[string]any{"job_id": 999999}, steward.ENOTFOUND, "Job not found")
	callTool(t, cs, "cancel_job", map[string]any{"job_id": duringJob.ID}, nil)

	// The AI property manager, through MCP.
	var msg struct {
		ID             int64
		Object         string
		Status         string
		ConversationID string `json:"conversation_id"`
		Actions        []steward.Action
	}
	callTool(t, cs, "send_message", map[string]any{"message": "How much would an inspection at the Lake Cabin cost?"}, &msg)
	if msg.Object != "message" || msg.Status != "completed" || len(msg.Actions) != 1 || msg.Actions[0].Type != steward.ActionPriceEstimated {
		t.Errorf("send_message = %+v", msg)
	}
	callToolError(t, cs, "send_message", map[string]any{"message": "  "}, steward.EVALIDATION, "Missing required field: message")
	var again struct{ ID int64 }
	callTool(t, cs, "get_message", map[string]any{"message_id": msg.ID}, &again)
	var msgs struct{ Messages []struct{ ID int64 } }
	callTool(t, cs, "list_messages", map[string]any{"conversation_id": msg.ConversationID}, &msgs)
	if again.ID != msg.ID || len(msgs.Messages) != 1 {
		t.Errorf("get_message = %+v, list_messages = %+v", again, msgs)
	}

	// The property as a resource.
	rr, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: fmt.Sprintf("steward://addresses/%d", addr.ID)})
	if err != nil {
		t.Fatalf("ReadResource: %v", err)
	}
	var prop struct {
		Address      steward.Address
		Todos        []steward.TodoList
		UpcomingJobs []steward.Job `json:"upcoming_jobs"`
	}
	if err := json.Unmarshal([]byte(rr.Contents[0].Text), &prop); err != nil || prop.Address.ID != addr.ID || len(prop.Todos) == 0 || len(prop.UpcomingJobs) != 1 {
		t.Errorf("property resource = %s (%v)", rr.Contents[0].Text, err)
	}
	// One account's data, access instructions included: no shared cache.
	if rr.CacheScope != "private" {
		t.Errorf("property resource cacheScope = %q, want private", rr.CacheScope)
	}
	tmpl, err := cs.ListResourceTemplates(ctx, nil)
	if err != nil || len(tmpl.ResourceTemplates) != 1 || tmpl.ResourceTemplates[0].URITemplate != "steward://addresses/{id}" {
		t.Errorf("resource templates = %+v, %v", tmpl, err)
	}

	var cancelled steward.Job
	callTool(t, cs, "cancel_job", map[string]any{"job_id": job.ID}, &cancelled)
	if cancelled.Status != steward.StatusCancelled {
		t.Errorf("cancel_job = %+v", cancelled)
	}
	callTool(t, cs, "cancel_job", map[string]any{"job_id": job.ID}, nil) // idempotent
	// Cancelled by mistake: update_job reinstates it (pending again, job.scheduled), then it is cancelled for good.
	var reinstated steward.Job
	callTool(t, cs, "update_job", map[string]any{"job_id": job.ID, "status": "pending"}, &reinstated)
	if reinstated.Status != steward.StatusPending {
		t.Errorf("update_job(status pending) of a cancelled job = %+v, want it reinstated", reinstated)
	}
	callToolError(t, cs, "update_job", map[string]any{"job_id": job.ID, "status": "completed"}, steward.ETRANSITION, "")
	callTool(t, cs, "cancel_job", map[string]any{"job_id": job.ID}, nil)

	// Changes made through MCP send the same webhooks as REST: scheduled
	// (created), scheduled (confirmed and moved in one update), scheduled
	// three times (a pro and price, no pro and another service, the pro and
	// service again), cancelled, scheduled (reinstated), cancelled.
	// The stay sends reservation.created; the job made during it is
	// scheduled and cancelled.
	want := []string{"job.cancelled", "job.cancelled", "job.cancelled", "job.scheduled", "job.scheduled", "job.scheduled", "job.scheduled", "job.scheduled",
		"job.scheduled", "job.scheduled", "reservation.created"} // sorted
	deadline := time.Now().Add(20 * time.Second)
	for {
		seen := sink.seen()
		slices.Sort(seen)
		if slices.Equal(seen, want) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("webhooks seen %v, want %v", seen, want)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func testMCPTenantIsolation(t *testing.T, url string) {
	owner := signupWithKey(t, url)
	other := signupWithKey(t, url)
	ctx := context.Background()
	addr, err := owner.CreateAddress(ctx, client.AddressCreate{Street: "9 Elm St", City: "Austin", State: "TX", Zip: "78701"})
	if err != nil {
		t.Fatal(err)
	}
	job, err := owner.CreateJob(ctx, client.JobCreate{AddressID: addr.ID, ServiceType: "inspection", ScheduledAt: time.Now().Add(48 * time.Hour)})
	if err != nil {
		t.Fatal(err)
	}
	cs := mcpConnect(t, url, http.Header{"X-Api-Key": {other.APIKey}})
	callToolError(t, cs, "get_job", map[string]any{"job_id": job.ID}, steward.ENOTFOUND, "Job not found")
	callToolError(t, cs, "cancel_job", map[string]any{"job_id": job.ID}, steward.ENOTFOUND, "Job not found")
	callToolError(t, cs, "create_job", map[string]any{"address_id": addr.ID, "service_type": "cleaning",
		"scheduled_at": time.Now().Add(48 * time.Hour).Format(time.RFC3339)}, steward.EVALIDATION, "does not exist in this account")
	callToolError(t, cs, "estimate_price", map[string]any{"address_id": addr.ID, "service_type": "cleaning"}, steward.ENOTFOUND, "")
	var list struct{ Total int }
	callTool(t, cs, "list_jobs", nil, &list)
	if list.Total != 0 {
		t.Errorf("other account's list_jobs total = %d, want 0", list.Total)
	}
	if _, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: fmt.Sprintf("steward://addresses/%d", addr.ID)}); err == nil {
		t.Error("another account's property resource was readable")
	}
	if got, err := owner.GetJob(ctx, job.ID); err != nil || got.Status != steward.StatusPending {
		t.Errorf("owner's job after the other account's calls = %+v, %v", got, err)
	}
}

// jsonEqual reports whether two JSON documents are equal as values.
func jsonEqual(t *testing.T, a, b []byte) bool {
	t.Helper()
	var va, vb any
	if err := json.Unmarshal(a, &va); err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	if err := json.Unmarshal(b, &vb); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	ja, _ := json.Marshal(va)
	jb, _ := json.Marshal(vb)
	return string(ja) == string(jb)
}

// TestMCPLimits checks that /mcp shares the REST API's abuse limits: the
// login tool's failures count against the login limit, and authenticated
// requests against their credential's rate limit.
func TestMCPLimits(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--login-limit", "2", "--rate-limit", "1", "--rate-limit-burst", "3")
	cs := mcpConnect(t, srv.URL, nil)
	// A right password costs nothing: more logins than the limit go through.
	if _, err := newClient(t, srv.URL).Signup(context.Background(), steward.Signup{FirstName: "Ada", LastName: "Host",
		Email: "mcp-owner@example.com", Password: "correct horse"}); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		callTool(t, cs, "login", map[string]any{"email": "mcp-owner@example.com", "password": "correct horse"}, nil)
	}
	args := map[string]any{"email": "nobody@example.com", "password": "wrong password!"}
	callToolError(t, cs, "login", args, steward.EINVALIDCREDENTIALS, "")
	callToolError(t, cs, "login", args, steward.EINVALIDCREDENTIALS, "")
	callToolError(t, cs, "login", args, steward.ERATELIMITED, "Too many failed login attempts")

	c := signupWithKey(t, srv.URL)
	limited := 0
	for i := 0; i < 6; i++ {
		req, _ := http.NewRequest("POST", srv.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests {
			limited++
			if resp.Header.Get("Retry-After") == "" || !strings.Contains(string(body), `"code":"RATE_LIMITED"`) {
				t.Errorf("429 without Retry-After or the JSON error: %v %s", resp.Header, body)
			}
		}
	}
	if limited == 0 {
		t.Error("6 quick MCP requests with a burst of 3 at 1/s were never limited")
	}
}

// mcpPost posts body to /mcp as an MCP client of the 2025-03-26 protocol
// would (no MCP-Protocol-Version header), with header added, and returns
// the status, the Content-Type and the body.
func mcpPost(t *testing.T, url, body string, header http.Header) (int, string, []byte) {
	t.Helper()
	req, _ := http.NewRequest("POST", url+"/mcp", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Content-Type"), b
}

// wantErrorBody checks that a response is the JSON {error, message, code}
// body with status and code, and returns its message.
func wantErrorBody(t *testing.T, what string, status int, contentType string, body []byte, wantStatus int, wantCode string) string {
	t.Helper()
	var e struct{ Error, Message, Code string }
	if status != wantStatus || contentType != "application/json" || json.Unmarshal(body, &e) != nil ||
		e.Code != wantCode || e.Message == "" || e.Error != http.StatusText(wantStatus) {
		t.Errorf("%s: %d %s %s, want %d application/json {error, message, code: %s}", what, status, contentType, body, wantStatus, wantCode)
	}
	return e.Message
}

// TestMCPBatchRefused checks that a JSON-RPC batch, which the SDK would run
// whole for an older protocol version, is refused before any of its calls
// runs: one HTTP request is one call, charged once to the rate limit.
func TestMCPBatchRefused(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"))
	c := signupWithKey(t, srv.URL)
	ctx := context.Background()
	addr, err := c.CreateAddress(ctx, client.AddressCreate{Street: "1 Batch St", City: "Austin", State: "TX", Zip: "78701"})
	if err != nil {
		t.Fatal(err)
	}
	at := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
	var calls []string
	for i := 1; i <= 50; i++ {
		calls = append(calls, fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"create_job","arguments":{"address_id":%d,"service_type":"cleaning","scheduled_at":%q}}}`, i, addr.ID, at))
	}
	for _, body := range []string{"[" + strings.Join(calls, ",") + "]", " \r\n\t[" + calls[0] + "]"} {
		status, ct, b := mcpPost(t, srv.URL, body, bearer(c.APIKey))
		msg := wantErrorBody(t, "batch", status, ct, b, http.StatusBadRequest, steward.EVALIDATION)
		if !strings.Contains(msg, "batches are not supported") {
			t.Errorf("batch refused with %q, want it to say batches are not supported", msg)
		}
	}
	jobs, err := c.ListJobs(ctx, client.JobListParams{})
	if err != nil {
		t.Fatal(err)
	}
	if jobs.Total != 0 {
		t.Errorf("after refused batches the account has %d jobs, want 0", jobs.Total)
	}
	// One call per request still works, with leading blanks.
	status, ct, b := mcpPost(t, srv.URL, "\n  "+calls[0], bearer(c.APIKey))
	if status != http.StatusOK || !strings.Contains(string(b), `"status":"pending"`) {
		t.Errorf("single create_job: %d %s %s", status, ct, b)
	}
}

// TestMCPHTTPErrorsAreJSON checks that the MCP SDK's own HTTP errors,
// plain text as the SDK writes them, reach the client as the
// {error, message, code} body of every other endpoint.
func TestMCPHTTPErrorsAreJSON(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"))
	list := `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`

	status, ct, b := mcpPost(t, srv.URL, list, http.Header{"Content-Type": {"text/plain"}})
	wantErrorBody(t, "text/plain body", status, ct, b, http.StatusUnsupportedMediaType, steward.EMEDIATYPE)

	status, ct, b = mcpPost(t, srv.URL, list, http.Header{"Accept": {"text/html"}})
	if msg := wantErrorBody(t, "no Accept", status, ct, b, http.StatusBadRequest, steward.EVALIDATION); !strings.Contains(msg, "Accept") {
		t.Errorf("no Accept: message %q does not name the Accept header", msg)
	}

	status, ct, b = mcpPost(t, srv.URL, `{"jsonrpc":"2.0",`, nil)
	wantErrorBody(t, "malformed JSON-RPC", status, ct, b, http.StatusBadRequest, steward.EVALIDATION)

	status, ct, b = mcpPost(t, srv.URL, list, http.Header{"Mcp-Protocol-Version": {"1999-01-01"}})
	wantErrorBody(t, "unknown protocol version", status, ct, b, http.StatusBadRequest, steward.EVALIDATION)

	resp, err := http.Get(srv.URL + "/mcp")
	if err != nil {
		t.Fatal(err)
	}
	b, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	wantErrorBody(t, "GET", resp.StatusCode, resp.Header.Get("Content-Type"), b, http.StatusMethodNotAllowed, steward.EMETHOD)
	if resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET /mcp: Allow %q, want POST", resp.Header.Get("Allow"))
	}
}
