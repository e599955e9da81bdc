package main

import (
	"context"
	"database/sql"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	_ "modernc.org/sqlite" // the "sqlite" driver, to plant a row the API would refuse

	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestHardening covers what an adversarial probe broke (issue 13), on
// both stores: the same input must be refused, with a 400, on each.
func TestHardening(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			dsn := testdb.DSN(t, engine)
			srv := startServer(t, dsn)
			t.Run("BadText", func(t *testing.T) { t.Parallel(); testBadText(t, srv.URL) })
			t.Run("TimeRange", func(t *testing.T) { t.Parallel(); testTimeRange(t, srv, engine, dsn) })
			t.Run("SmallerThings", func(t *testing.T) { t.Parallel(); testSmallerThings(t, srv.URL) })
		})
	}
}

// testBadText: NUL bytes and invalid UTF-8 are 400 at the edge, without
// logging in and with, in bodies, queries and web forms (PostgreSQL used
// to answer 500, SQLite stored them).
func testBadText(t *testing.T, base string) {
	c := signupWithKey(t, base)
	addr := createAddress(t, c)
	anon := &client.Client{BaseURL: base, HTTPClient: c.HTTPClient}
	for _, tt := range []struct {
		name, method, path, body string
		c                        *client.Client
	}{
		{"LoginNUL", "POST", "/api/v2/auth/login", `{"email":"a\u0000@example.com","password":"whatever1"}`, anon},
		{"LoginBadUTF8", "POST", "/api/v2/auth/login", "{\"email\":\"\xff@example.com\",\"password\":\"whatever1\"}", anon},
		{"SignupNUL", "POST", "/api/v2/auth/signup", `{"first_name":"A\u0000","last_name":"B","email":"nul@example.com","password":"long enough"}`, anon},
		{"JobNotesNUL", "POST", "/api/v1/jobs", `{"address_id":` + id64(addr) + `,"service_type":"cleaning","scheduled_at":"2036-12-01T10:00:00Z","notes":"a\u0000"}`, c},
		{"AddressBadUTF8", "POST", "/api/v1/addresses", "{\"street\":\"1 Main \xc3\",\"city\":\"X\",\"state\":\"CA\",\"zip\":\"92109\"}", c},
		{"ProNUL", "POST", "/api/v1/pros", `{"name":"Ana\u0000","email":"ana@example.com"}`, c},
		{"ReservationNUL", "POST", "/api/v1/reservations", `{"address_id":` + id64(addr) + `,"guest_name":"\u0000","check_in":"2026-12-01T16:00:00Z","check_out":"2026-12-03T11:00:00Z"}`, c},
		{"MessageNUL", "POST", "/api/v2/message-service", `{"message":"clean \u0000"}`, c},
		{"WebhookNUL", "POST", "/api/v2/webhook-endpoints", `{"url":"https://example.com/h","description":"\u0000"}`, c},
		{"QueryBadUTF8", "GET", "/api/v2/message-service?conversation_id=%FF", "", c},
		{"QueryNUL", "GET", "/api/v1/jobs?status=%00", "", c},
		{"QueryNoLogin", "GET", "/api/v1/jobs?x=%FF", "", anon},
	} {
		r := raw(t, tt.c, tt.method, tt.path, tt.body, "Content-Type", "application/json")
		if r.Status != http.StatusBadRequest || r.Err.Code != "VALIDATION_ERROR" {
			t.Errorf("%s: %s %s = %d %s %q, want 400 VALIDATION_ERROR", tt.name, tt.method, tt.path, r.Status, r.Err.Code, r.Err.Message)
		}
	}
	// The web app's forms and queries: its own 400 page.
	for _, tt := range []struct{ name, path, form string }{
		{"WebLoginNUL", "/app/login", url.Values{"email": {"a\x00@example.com"}, "password": {"x"}}.Encode()},
		{"WebSignupBadUTF8", "/app/signup", "first_name=%FF&last_name=B&email=b%40example.com&password=long+enough"},
		{"WebQueryBadUTF8", "/app/login?next=%FF", ""},
	} {
		method := "POST"
		if tt.form == "" {
			method = "GET"
		}
		req, _ := http.NewRequest(method, base+tt.path, strings.NewReader(tt.form))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusBadRequest || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: %s %s = %d %s, want a 400 page", tt.name, method, tt.path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
}

// testTimeRange: a valid RFC 3339 time outside 1970–2200 is a 400 on every
// interface, and a stored row that cannot be shown (planted straight into
// the database, as an old version let in) is left out of its list instead
// of taking the list down.
func testTimeRange(t *testing.T, srv *testServer, engine, dsn string) {
	c := signupWithKey(t, srv.URL)
	addr := createAddress(t, c)
	res := raw(t, c, "POST", "/api/v1/reservations", `{"address_id":`+id64(addr)+`,"guest_name":"Far","check_in":"9999-12-30T16:00:00-05:00","check_out":"9999-12-31T23:00:00-05:00"}`,
		"Content-Type", "application/json")
	res.want(t, 400, "VALIDATION_ERROR", "Invalid check_in")
	raw(t, c, "POST", "/api/v1/jobs", `{"address_id":`+id64(addr)+`,"service_type":"cleaning","scheduled_at":"0001-01-01T00:00:00Z"}`,
		"Content-Type", "application/json").want(t, 400, "VALIDATION_ERROR", "Invalid scheduled_at 0001-01-01T00:00:00Z: must be between")
	raw(t, c, "POST", "/api/v1/jobs", `{"address_id":`+id64(addr)+`,"service_type":"cleaning","scheduled_at":"1969-07-20T20:17:00Z"}`,
		"Content-Type", "application/json").want(t, 400, "VALIDATION_ERROR", "Invalid scheduled_at")
	cs := mcpConnect(t, srv.URL, bearer(c.APIKey))
	callToolError(t, cs, "create_reservation", map[string]any{"address_id": addr, "guest_name": "Far",
		"check_in": "9999-12-30T16:00:00-05:00", "check_out": "9999-12-31T23:00:00-05:00"}, "VALIDATION_ERROR", "Invalid check_in")

	// A good stay, and one planted at UTC year 10000.
	raw(t, c, "POST", "/api/v1/reservations", `{"address_id":`+id64(addr)+`,"guest_name":"Good","check_in":"2026-12-01T16:00:00Z","check_out":"2026-12-03T11:00:00Z"}`,
		"Content-Type", "application/json").want(t, 201, "", "")
	plantFarReservation(t, engine, dsn, addr)
	list, err := c.ListReservations(context.Background(), nil)
	if err != nil || len(list) != 1 || list[0].GuestName != "Good" {
		t.Fatalf("ListReservations = %v, %v; want the good stay alone", list, err)
	}
	if !strings.Contains(srv.Stderr.String(), "row left out of a list") {
		t.Errorf("the unreadable row was not logged; stderr:\n%s", srv.Stderr.String())
	}
	callTool(t, cs, "list_reservations", map[string]any{}, nil)
}

// plantFarReservation writes a stay at UTC year 10000 straight into the
// database, past the validation an old version lacked.
func plantFarReservation(t *testing.T, engine, dsn string, addr int64) {
	t.Helper()
	driver, source := "pgx", dsn
	if engine == "sqlite" {
		// The server writes too (its workers): wait for its lock, as it does.
		driver, source = "sqlite", "file:"+strings.TrimPrefix(dsn, "sqlite:")+"?_pragma=busy_timeout(10000)"
	}
	db, err := sql.Open(driver, source)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if _, err := db.Exec(`INSERT INTO reservations (account_id, address_id, guest_name, check_in, check_out, guests, confirmation_code, created_at)
		SELECT account_id, id, 'Far', '9999-12-31T21:00:00.000000Z', '10000-01-01T04:00:00.000000Z', 1, 'FAR', '2026-01-01T00:00:00.000000Z'
		FROM addresses WHERE id = $1`, addr); err != nil {
		t.Fatalf("plant: %v", err)
	}
}

// testSmallerThings: item 8's list.
func testSmallerThings(t *testing.T, base string) {
	c := signupWithKey(t, base)
	addr := createAddress(t, c)
	// Field names match exactly, as unknown fields are refused.
	raw(t, c, "POST", "/api/v1/jobs", `{"Address_ID":`+id64(addr)+`,"service_type":"cleaning","scheduled_at":"2036-12-01T10:00:00Z"}`,
		"Content-Type", "application/json").want(t, 400, "VALIDATION_ERROR", "Unknown field: Address_ID")
	// An offset past int32 names the real range.
	raw(t, c, "GET", "/api/v1/jobs?offset=2147483649", "").want(t, 400, "VALIDATION_ERROR", "Invalid offset: must be between 0 and 2147483647")
	// The notes limit counts characters.
	notes := strings.Repeat("é", 10000)
	raw(t, c, "POST", "/api/v1/jobs", `{"address_id":`+id64(addr)+`,"service_type":"cleaning","scheduled_at":"2036-12-01T10:00:00Z","notes":"`+notes+`"}`,
		"Content-Type", "application/json").want(t, 201, "", "")
	// E-mail addresses have a length limit.
	raw(t, c, "POST", "/api/v1/pros", `{"name":"Long","email":"`+strings.Repeat("a", 250)+`@example.com"}`,
		"Content-Type", "application/json").want(t, 400, "VALIDATION_ERROR", "Invalid email")
	// Webhook URLs with an impossible port.
	for _, u := range []string{"https://example.com:0/h", "https://example.com:65536/h"} {
		raw(t, c, "POST", "/api/v2/webhook-endpoints", `{"url":"`+u+`"}`, "Content-Type", "application/json").
			want(t, 400, "VALIDATION_ERROR", "Invalid url")
	}
}

// createAddress adds a property to c's account and returns its id.
func createAddress(t *testing.T, c *client.Client) int64 {
	t.Helper()
	a, err := c.CreateAddress(context.Background(), client.AddressCreate{Street: "1 Probe St", City: "San Diego", State: "CA", Zip: "92109"})
	if err != nil {
		t.Fatalf("CreateAddress: %v", err)
	}
	return a.ID
}

func id64(n int64) string { return strconv.FormatInt(n, 10) }
