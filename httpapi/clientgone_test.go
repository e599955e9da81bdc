package httpapi_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/stewardhq/steward/httpapi"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/mcpserver"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/tool"
)

// logBuffer is a slog destination safe for the server's goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// newLoggedServer returns the API on a fresh SQLite database, logging at
// debug level into the returned buffer, and an API key of a new account.
func newLoggedServer(t *testing.T) (h http.Handler, key string, log *logBuffer) {
	t.Helper()
	db, err := sqlstore.Open(context.Background(), testdb.DSN(t, "sqlite"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	log = &logBuffer{}
	srv := &httpapi.Server{
		Accounts:  sqlstore.NewAccountService(db),
		APIKeys:   sqlstore.NewAPIKeyService(db),
		Jobs:      sqlstore.NewJobService(db),
		Addresses: sqlstore.NewAddressService(db),
		Todos:     sqlstore.NewAddressService(db),
		Messages:  sqlstore.NewMessageService(db),
		Logger:    slog.New(slog.NewTextHandler(log, &slog.HandlerOptions{Level: slog.LevelDebug})),
	}
	tools := tool.New(tool.Services{Accounts: srv.Accounts, Jobs: srv.Jobs, Addresses: srv.Addresses, Todos: srv.Todos,
		Messages: srv.Messages, Clock: db.Clock})
	srv.MCP = mcpserver.New(mcpserver.Config{Tools: tools, Addresses: srv.Addresses, Todos: srv.Todos, Jobs: srv.Jobs,
		Clock: db.Clock, Logger: srv.Logger})
	h = srv.Handler()
	post := func(path, body, token string) []byte {
		t.Helper()
		req := httptest.NewRequest("POST", path, strings.NewReader(body))
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 300 {
			t.Fatalf("setup POST %s = %d %s", path, rec.Code, rec.Body)
		}
		return rec.Body.Bytes()
	}
	var sess struct{ Token string }
	_ = json.Unmarshal(post("/api/v2/auth/signup", `{"first_name":"Gone","last_name":"Client","email":"gone@example.com","password":"correct horse battery"}`, ""), &sess)
	var k struct{ Key string }
	_ = json.Unmarshal(post("/api/v2/api-keys", `{"name":"t"}`, sess.Token), &k)
	if k.Key == "" {
		t.Fatal("setup: no API key")
	}
	return h, k.Key, log
}

// TestMalformedChunkedBody sends bodies whose chunked framing is broken
// over a real connection: the client's mistake is a 400 with the JSON
// error body, not a 500 and an ERROR line.
func TestMalformedChunkedBody(t *testing.T) {
	h, key, log := newLoggedServer(t)
	ts := httptest.NewServer(h)
	t.Cleanup(ts.Close)
	for _, tc := range []struct{ name, path, header string }{
		{"Login", "/api/v2/auth/login", ""},
		{"CreateJob", "/api/v1/jobs", "X-API-Key: " + key + "\r\n"},
		{"MCP", "/mcp", "Accept: application/json, text/event-stream\r\nX-API-Key: " + key + "\r\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", ts.Listener.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			// "zz" is not a hexadecimal chunk length.
			_, err = io.WriteString(conn, "POST "+tc.path+" HTTP/1.1\r\nHost: 127.0.0.1\r\n"+tc.header+
				"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"e\r\nzz\r\nmail\r\n0\r\n\r\n")
			if err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			b, _ := io.ReadAll(resp.Body)
			var e struct{ Error, Message, Code string }
			if resp.StatusCode != http.StatusBadRequest || resp.Header.Get("Content-Type") != "application/json" ||
				json.Unmarshal(b, &e) != nil || e.Code != "VALIDATION_ERROR" || !strings.Contains(e.Message, "Malformed request body") {
				t.Errorf("POST %s with a broken chunk: %d %s %s, want 400 VALIDATION_ERROR naming the malformed body",
					tc.path, resp.StatusCode, resp.Header.Get("Content-Type"), b)
			}
		})
	}
	if strings.Contains(log.String(), "level=ERROR") {
		t.Errorf("malformed bodies logged errors:\n%s", log)
	}
}

// TestClientGone serves requests whose client has gone away (the request's
// context is done, as net/http makes it when the connection closes) on
// the real stores, whose queries then fail with context.Canceled: the
// request is logged as 499, and nothing at ERROR level.
func TestClientGone(t *testing.T) {
	h, key, log := newLoggedServer(t)
	want499 := map[string]int{} // request lines with 499 so far, by path
	for _, tc := range []struct {
		method, path, body string
		anonymous          bool
	}{
		{"GET", "/api/v1/jobs", "", false},
		{"POST", "/api/v1/addresses", `{"street":"1 Gone St","city":"Austin","state":"TX","zip":"78701"}`, false},
		{"POST", "/api/v2/auth/login", `{"email":"gone@example.com","password":"correct horse battery"}`, true},
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_jobs","arguments":{}}}`, false},
		// No credential to check: the login tool itself meets the cancelled context.
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"login","arguments":{"email":"gone@example.com","password":"correct horse battery"}}}`, true},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		req := httptest.NewRequestWithContext(ctx, tc.method, tc.path, strings.NewReader(tc.body))
		if !tc.anonymous {
			req.Header.Set("X-API-Key", key)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 499 {
			t.Errorf("%s %s after the client went away: status %d %s, want 499", tc.method, tc.path, rec.Code, rec.Body)
		}
		if n := strings.Count(log.String(), "path="+tc.path+" status=499"); n != want499[tc.path]+1 {
			t.Errorf("%s %s: %d request lines with status=499 in the log, want %d:\n%s", tc.method, tc.path, n, want499[tc.path]+1, log)
		}
		want499[tc.path]++
	}
	if strings.Contains(log.String(), "level=ERROR") {
		t.Errorf("requests of clients that went away logged errors:\n%s", log)
	}
}
