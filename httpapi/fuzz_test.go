package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/assistant"
	"github.com/stewardhq/steward/httpapi"
	"github.com/stewardhq/steward/internal/apitest"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/webhook"
)

// The Fuzz*API targets send arbitrary bodies, query strings and path
// segments through the real handler on a SQLite database, and check every
// answer: never a 500, always a response the OpenAPI document describes
// (so a 4xx carries the {error, message, code} body), and within the
// request's context deadline (a handler stuck past it fails on its
// database calls, which would show as a 500).

// fuzzEnv is a server on a fresh SQLite database with one account holding
// one of each resource, for the fuzz targets to aim at.
type fuzzEnv struct {
	h                  http.Handler
	key, token         string
	address, job       int64
	endpoint, delivery int64
	email, password    string
	reservation, pro   int64
}

// handlerTransport serves a client's request with a handler in-process, as
// the server would receive it.
type handlerTransport struct{ h http.Handler }

func (ht handlerTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	in := req.Clone(req.Context())
	in.RequestURI, in.RemoteAddr, in.Host = req.URL.RequestURI(), "192.0.2.1:1234", req.URL.Host
	if in.Body == nil {
		in.Body = http.NoBody
	}
	rec := httptest.NewRecorder()
	ht.h.ServeHTTP(rec, in)
	return rec.Result(), nil
}

func newFuzzEnv(f *testing.F) *fuzzEnv { f.Helper(); return newFuzzEnvOn(f, "sqlite") }

// newFuzzEnvOn is newFuzzEnv on a fresh database of engine.
func newFuzzEnvOn(f *testing.F, engine string) *fuzzEnv {
	f.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	db, err := sqlstore.Open(ctx, testdb.DSN(f, engine))
	if err != nil {
		f.Fatal(err)
	}
	srv := &httpapi.Server{
		Accounts:     sqlstore.NewAccountService(db),
		APIKeys:      sqlstore.NewAPIKeyService(db),
		Jobs:         sqlstore.NewJobService(db),
		Addresses:    sqlstore.NewAddressService(db),
		Pros:         sqlstore.NewProService(db),
		Todos:        sqlstore.NewAddressService(db),
		Reservations: sqlstore.NewReservationService(db),
		Messages:     sqlstore.NewMessageService(db),
		ReadyFunc:    db.Ping,
	}
	// Endpoints may point anywhere local (no DNS lookups while fuzzing);
	// the dispatcher is not run, so nothing is sent.
	srv.Webhooks = webhook.New(sqlstore.NewWebhookStore(db), webhook.Config{AllowPrivate: true})
	runner := &assistant.Runner{Messages: srv.Messages, Handler: &assistant.Engine{Jobs: srv.Jobs, Addresses: srv.Addresses,
		Pros: srv.Pros, Reservations: srv.Reservations, Changes: sqlstore.NewChangeService(db), Clock: db.Clock}}
	if err := runner.Start(ctx); err != nil {
		f.Fatal(err)
	}
	srv.Assistant = runner
	f.Cleanup(func() { cancel(); runner.Wait(); db.Close() })

	e := &fuzzEnv{h: srv.Handler(), email: "fuzz@example.com", password: "correct horse battery"}
	setup := func(method, path, body string, out any, header ...string) {
		f.Helper()
		resp := e.send(f, method, path, body, header...)
		if resp.StatusCode >= 300 {
			f.Fatalf("setup %s %s = %d %s", method, path, resp.StatusCode, resp.body)
		}
		if out != nil {
			if err := json.Unmarshal(resp.body, out); err != nil {
				f.Fatal(err)
			}
		}
	}
	var sess struct{ Token string }
	setup("POST", "/api/v2/auth/signup", `{"first_name":"Fuzz","last_name":"Host","email":"`+e.email+`","password":"`+e.password+`"}`, &sess)
	e.token = sess.Token
	var key struct{ Key string }
	setup("POST", "/api/v2/api-keys", `{"name":"fuzz"}`, &key, "Authorization", "Bearer "+e.token)
	e.key = key.Key
	var id struct{ ID int64 }
	setup("POST", "/api/v1/addresses", `{"street":"88 Coast Hwy","city":"San Diego","state":"CA","zip":"92109","nickname":"Sunset Villa","bedrooms":4,"bathrooms":3,"square_feet":2400}`, &id)
	e.address = id.ID
	setup("POST", "/api/v1/pros", `{"name":"Lena Park","email":"lena@example.com","services":["cleaning"]}`, &id)
	e.pro = id.ID
	setup("POST", "/api/v2/webhook-endpoints", `{"url":"http://127.0.0.1:9/hook"}`, &id)
	e.endpoint = id.ID
	at := time.Now().Add(72 * time.Hour).UTC().Format(time.RFC3339)
	setup("POST", "/api/v1/jobs", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":%q,"pro_id":%d}`, e.address, at, e.pro), &id)
	e.job = id.ID
	in, out := time.Now().Add(24*time.Hour).UTC().Format(time.RFC3339), time.Now().Add(96*time.Hour).UTC().Format(time.RFC3339)
	setup("POST", "/api/v1/reservations", fmt.Sprintf(`{"address_id":%d,"guest_name":"Garcia Family","check_in":%q,"check_out":%q,"guests":4}`, e.address, in, out), &id)
	e.reservation = id.ID
	var deliveries struct{ Deliveries []struct{ ID int64 } }
	setup("GET", fmt.Sprintf("/api/v2/webhook-endpoints/%d/deliveries", e.endpoint), "", &deliveries)
	if len(deliveries.Deliveries) == 0 {
		f.Fatal("setup: the job made no webhook delivery")
	}
	e.delivery = deliveries.Deliveries[0].ID
	return e
}

// fuzzResponse is an answer with its body read.
type fuzzResponse struct {
	*http.Response
	body []byte
}

// send makes one request with the account's API key (unless header sets
// another credential), checked against the OpenAPI document.
func (e *fuzzEnv) send(t testing.TB, method, path, body string, header ...string) fuzzResponse {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, "http://steward.test"+path, strings.NewReader(body))
	if err != nil {
		t.Fatalf("%s %q: %v", method, path, err)
	}
	req.Header.Set("Content-Type", "application/json")
	if e.key != "" {
		req.Header.Set("X-API-Key", e.key)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	resp, err := apitest.Transport(t, handlerTransport{e.h}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode >= 500 {
		t.Fatalf("%s %s %q → %d %s", method, path, body, resp.StatusCode, b)
	}
	return fuzzResponse{resp, b}
}

// segment turns fuzz input into one path segment.
func segment(s string) string { return url.PathEscape(s) }

// query turns fuzz input into a query string a client could send: bytes
// that cannot appear in a request line, and '#', are percent-encoded; the
// rest (stray '%', '&', '=', non-ASCII) is left for the server to judge.
func query(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c == 0x7f || c == '#' {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// FuzzJobsAPI: create, update, read, list and cancel jobs.
func FuzzJobsAPI(f *testing.F) {
	e := newFuzzEnv(f)
	for op := range uint8(5) {
		for _, s := range []string{"", "{}", fmt.Sprintf(`{"address_id":%d,"service_type":"deep_clean","scheduled_at":"2027-01-02T10:00:00-08:00","price":120.5,"notes":"n"}`, e.address),
			`{"status":"confirmed"}`, `{"scheduled_at":"2027-01-02T10:00:00Z","notes":null}`, `{"status":"bogus"}`,
			"limit=5&offset=1&status=pending", fmt.Sprintf("address_id=%d", e.address), "limit=0", "offset=-3", "1", "999999999999999999999"} {
			f.Add(op, s)
		}
	}
	f.Fuzz(func(t *testing.T, op uint8, s string) {
		job := fmt.Sprintf("/api/v1/jobs/%d", e.job)
		switch op % 5 {
		case 0:
			e.send(t, "POST", "/api/v1/jobs", s)
		case 1:
			e.send(t, "PATCH", job, s)
		case 2:
			e.send(t, "GET", "/api/v1/jobs?"+query(s), "")
		case 3:
			e.send(t, "GET", "/api/v1/jobs/"+segment(s), "")
		case 4:
			e.send(t, "DELETE", "/api/v1/jobs/"+segment(s), "")
		}
	})
}

// FuzzResourcesAPI: properties, their to-do lists, pros and reservations.
func FuzzResourcesAPI(f *testing.F) {
	e := newFuzzEnv(f)
	for op := range uint8(5) {
		for _, s := range []string{"", "{}", `{"street":"1 Main St","city":"Austin","state":"TX","zip":"78701","country":"US","access_instructions":"lockbox 1234","bedrooms":2,"bathrooms":1.5,"square_feet":900}`,
			`{"name":"Rosa Diaz","email":"rosa@example.com","phone":"+1 555 0100","services":["cleaning","maintenance"],"active":false}`,
			fmt.Sprintf(`{"address_id":%d,"guest_name":"Lee","check_in":"2027-02-01T16:00:00Z","check_out":"2027-02-03T10:00:00Z","guests":2,"confirmation_code":"HMX"}`, e.address),
			fmt.Sprintf("address_id=%d", e.address), "address_id=abc", fmt.Sprint(e.address), "0"} {
			f.Add(op, s)
		}
	}
	f.Fuzz(func(t *testing.T, op uint8, s string) {
		switch op % 5 {
		case 0:
			e.send(t, "POST", "/api/v1/addresses", s)
		case 1:
			e.send(t, "POST", "/api/v1/pros", s)
		case 2:
			e.send(t, "POST", "/api/v1/reservations", s)
		case 3:
			e.send(t, "GET", "/api/v1/reservations?"+query(s), "")
		case 4:
			e.send(t, "GET", "/api/v1/addresses/"+segment(s)+"/todos", "")
		}
	})
}

// FuzzAccountAPI: sign-up, login and API keys. Passwords are hashed with
// argon2id, so this target runs slower than the others.
func FuzzAccountAPI(f *testing.F) {
	e := newFuzzEnv(f)
	for op := range uint8(4) {
		for _, s := range []string{"", "{}", `{"first_name":"A","last_name":"B","email":"new@example.com","password":"12345678"}`,
			`{"email":"fuzz@example.com","password":"correct horse battery"}`, `{"email":"FUZZ@example.com","password":"wrong"}`,
			`{"name":"ci"}`, "1", "-1"} {
			f.Add(op, s)
		}
	}
	f.Fuzz(func(t *testing.T, op uint8, s string) {
		bearer := []string{"Authorization", "Bearer " + e.token, "X-API-Key", ""}
		switch op % 4 {
		case 0:
			e.send(t, "POST", "/api/v2/auth/signup", s)
		case 1:
			e.send(t, "POST", "/api/v2/auth/login", s)
		case 2:
			e.send(t, "POST", "/api/v2/api-keys", s, bearer...)
		case 3:
			e.send(t, "DELETE", "/api/v2/api-keys/"+segment(s), "", bearer...)
		}
	})
}

// FuzzMessagesAPI: messages to the assistant, handled by the embedded
// engine on the real store; a message the engine failed on is a bug too.
func FuzzMessagesAPI(f *testing.F) {
	e := newFuzzEnv(f)
	for op := range uint8(3) {
		for _, s := range []string{"", "{}", `{"message":"schedule a cleaning at the villa on friday at 10"}`,
			fmt.Sprintf(`{"message":"cancel it","context":{"job_id":%d}}`, e.job), `{"message":"who is free tomorrow afternoon?","conversation_id":"conv_1"}`,
			`{"message":"add Tim Hall tim@example.com as a handyman"}`, "status=completed&limit=5", "conversation_id=conv_1", "1"} {
			f.Add(op, s)
		}
	}
	f.Fuzz(func(t *testing.T, op uint8, s string) {
		switch op % 3 {
		case 0:
			r := e.send(t, "POST", "/api/v2/message-service", s, "Prefer", "wait=10")
			var m struct{ Status steward.MessageStatus }
			if r.StatusCode == 200 && (json.Unmarshal(r.body, &m) != nil || m.Status == steward.MessageFailed) {
				t.Fatalf("message %q was not handled: %s", s, r.body)
			}
		case 1:
			e.send(t, "GET", "/api/v2/message-service?"+query(s), "")
		case 2:
			e.send(t, "GET", "/api/v2/message-service/"+segment(s), "")
		}
	})
}

// FuzzWebhooksAPI: webhook endpoints and the delivery log.
func FuzzWebhooksAPI(f *testing.F) {
	e := newFuzzEnv(f)
	for op := range uint8(5) {
		for _, s := range []string{"", "{}", `{"url":"https://example.com/hooks","events":["job.completed","job.cancelled"],"description":"d"}`,
			`{"enabled":false}`, `{"url":"ftp://x"}`, `{"events":[]}`, `{"events":null,"enabled":true}`, "limit=5", "limit=0", "1"} {
			f.Add(op, s)
		}
	}
	f.Fuzz(func(t *testing.T, op uint8, s string) {
		switch op % 5 {
		case 0:
			e.send(t, "POST", "/api/v2/webhook-endpoints", s)
		case 1:
			e.send(t, "PATCH", fmt.Sprintf("/api/v2/webhook-endpoints/%d", e.endpoint), s)
		case 2:
			e.send(t, "GET", fmt.Sprintf("/api/v2/webhook-endpoints/%d/deliveries?%s", e.endpoint, query(s)), "")
		case 3:
			e.send(t, "GET", "/api/v2/webhook-deliveries/"+segment(s), "")
		case 4:
			e.send(t, "GET", "/api/v2/webhook-endpoints/"+segment(s), "")
		}
	})
}

// FuzzTextAndTimes puts arbitrary bytes (NUL, invalid UTF-8, times far
// outside any calendar) into the text and time fields of every kind of
// request, through the handlers on each store: never a 500, and the same
// answer from SQLite and PostgreSQL, since the same data must be valid on
// both.
func FuzzTextAndTimes(f *testing.F) {
	var envs []*fuzzEnv
	for _, engine := range testdb.Engines(f) {
		envs = append(envs, newFuzzEnvOn(f, engine))
	}
	for op := range uint8(8) {
		for _, s := range []string{"ok", "a\x00b", "\xff\xfe", "caf\xc3", "9999-12-31T23:00:00-05:00", "0001-01-01T00:00:00Z",
			"1969-12-31T23:59:59Z", "2199-12-31T23:59:59Z", "2027-01-02T10:00:00+14:00", "\u2028", "\\u0000"} {
			f.Add(op, s)
		}
	}
	f.Fuzz(func(t *testing.T, op uint8, s string) {
		q := rawJSONString(s)
		statuses := make([]int, len(envs))
		for i, e := range envs {
			var r fuzzResponse
			switch op % 8 {
			case 0:
				r = e.send(t, "POST", "/api/v1/jobs", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":"2027-01-02T10:00:00Z","notes":%s}`, e.address, q))
			case 1:
				r = e.send(t, "POST", "/api/v1/jobs", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":%s}`, e.address, q))
			case 2:
				r = e.send(t, "PATCH", fmt.Sprintf("/api/v1/jobs/%d", e.job), fmt.Sprintf(`{"scheduled_at":%s}`, q))
			case 3:
				r = e.send(t, "POST", "/api/v1/reservations", fmt.Sprintf(`{"address_id":%d,"guest_name":%s,"check_in":%s,"check_out":"2199-12-31T00:00:00Z"}`, e.address, q, q))
			case 4:
				r = e.send(t, "POST", "/api/v1/addresses", fmt.Sprintf(`{"street":%s,"city":"Austin","state":"TX","zip":"78701","nickname":%s}`, q, q))
			case 5:
				r = e.send(t, "POST", "/api/v1/pros", fmt.Sprintf(`{"name":%s,"email":%s}`, q, q))
			case 6:
				r = e.send(t, "POST", "/api/v2/auth/login", fmt.Sprintf(`{"email":%s,"password":%s}`, q, q), "X-API-Key", "")
			case 7:
				r = e.send(t, "GET", "/api/v2/message-service?conversation_id="+url.QueryEscape(s), "")
			}
			statuses[i] = r.StatusCode
		}
		for i := range statuses {
			if statuses[i] != statuses[0] {
				t.Fatalf("op %d with %q: status %v differs between stores", op%8, s, statuses)
			}
		}
	})
}

// rawJSONString writes s as a JSON string whose bytes are s's own: quotes,
// backslashes and control characters are escaped (NUL as \u0000), and
// invalid UTF-8 goes through untouched for the server to judge.
func rawJSONString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c < 0x20:
			fmt.Fprintf(&b, "\\u%04x", c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
