package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/apitest"
)

// syncBuffer is an io.Writer tests can read while the server writes to it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// testServer is a real server started through run() on 127.0.0.1:0.
type testServer struct {
	URL    string
	Stdout *syncBuffer
	Stderr *syncBuffer
}

// startServer runs `steward serve` with extra args on a fresh port against
// dsn, and stops it when the test ends.
func startServer(t *testing.T, dsn string, extra ...string) *testServer {
	t.Helper()
	return startServerEnv(t, dsn, nil, extra...)
}

// startServerEnv is startServer with environment variables for run().
func startServerEnv(t *testing.T, dsn string, env map[string]string, extra ...string) *testServer {
	t.Helper()
	return startServerCtx(t, context.Background(), dsn, env, extra...)
}

// startServerCtx is startServerEnv with a context for run(), which may
// carry testHooks.
func startServerCtx(t *testing.T, parent context.Context, dsn string, env map[string]string, extra ...string) *testServer {
	t.Helper()
	ctx, cancel := context.WithCancel(parent)
	ts := &testServer{Stdout: &syncBuffer{}, Stderr: &syncBuffer{}}
	done := make(chan error, 1)
	args := append([]string{"serve", "--addr", "127.0.0.1:0", "--db", dsn, "--log-level", "warn"}, extra...)
	if !strings.Contains(strings.Join(extra, " "), "--data-dir") { // photos in the test's own directory, whatever the engine
		args = append(args, "--data-dir", t.TempDir())
	}
	getenv := func(k string) string { return env[k] }
	go func() { done <- run(ctx, args, getenv, strings.NewReader(""), ts.Stdout, ts.Stderr) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("server stopped with %v", err)
			}
		case <-time.After(20 * time.Second):
			t.Error("server did not stop within 20s of cancel")
		}
	})
	// A generous wait, not a speed goal: on a loaded 2-core machine a fresh
	// PostgreSQL database's migrations have taken over 30 s.
	deadline := time.Now().Add(120 * time.Second)
	for time.Now().Before(deadline) {
		out := ts.Stdout.String()
		if i := strings.Index(out, "listening on "); i >= 0 {
			rest := out[i+len("listening on "):]
			if j := strings.IndexByte(rest, '\n'); j >= 0 {
				ts.URL = rest[:j]
				return ts
			}
		}
		select {
		case err := <-done:
			t.Fatalf("server exited early: %v\nstderr:\n%s", err, ts.Stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	t.Fatalf("server did not report its address within 120s; stderr:\n%s", ts.Stderr.String())
	return nil
}

// newClient returns a client whose every response is checked against the
// OpenAPI document.
func newClient(t *testing.T, url string) *client.Client {
	c := client.New(url)
	c.HTTPClient = &http.Client{Timeout: 30 * time.Second, Transport: apitest.Transport(t, nil)}
	return c
}

var signupSeq struct {
	sync.Mutex
	n int
}

// signupWithKey opens a fresh account and returns a client holding both
// its login token and a new API key.
func signupWithKey(t *testing.T, url string) *client.Client {
	t.Helper()
	signupSeq.Lock()
	signupSeq.n++
	n := signupSeq.n
	signupSeq.Unlock()
	c := newClient(t, url)
	ctx := context.Background()
	if _, err := c.Signup(ctx, steward.Signup{FirstName: "Test", LastName: "Host", Email: fmt.Sprintf("host%d-%d@example.com", n, time.Now().UnixNano()), Password: "correct horse battery"}); err != nil {
		t.Fatalf("Signup: %v", err)
	}
	k, err := c.CreateAPIKey(ctx, "test")
	if err != nil {
		t.Fatalf("CreateAPIKey: %v", err)
	}
	c.APIKey = k.Key
	return c
}

func wantStatus(t *testing.T, err error, status int, code string) {
	t.Helper()
	e, ok := err.(*client.Error)
	if !ok {
		t.Fatalf("err = %v (%T), want HTTP %d %s", err, err, status, code)
	}
	if e.StatusCode != status || e.Code != code || e.Message == "" || e.ErrorText != http.StatusText(status) {
		t.Fatalf("err = %d %q %q %q, want %d %q with a message and error %q", e.StatusCode, e.Code, e.ErrorText, e.Message, status, code, http.StatusText(status))
	}
}

func wantMessage(t *testing.T, err error, substr string) {
	t.Helper()
	if err == nil || !strings.Contains(err.Error(), substr) {
		t.Fatalf("err = %v, want a message containing %q", err, substr)
	}
}

// TestDatabasePasswordNotLogged starts the server through run() with
// database URLs that fail (to parse, to connect, or as an unsupported
// form), each carrying a password: neither the error nor the log may
// show it.
func TestDatabasePasswordNotLogged(t *testing.T) {
	t.Parallel()
	for _, dsn := range []string{
		"postgres://app:s3cret@127.0.0.1:notaport/steward",
		"postgres://app:s3cr%zzet@127.0.0.1/steward",
		"postgres://app@127.0.0.1:1/steward?password=s3cret&connect_timeout=5",
		"postgresql://app:s3cret@127.0.0.1:1/steward",
		"host=127.0.0.1 port=1 password=s3cret",
	} {
		stdout, stderr := &syncBuffer{}, &syncBuffer{}
		args := []string{"serve", "--addr", "127.0.0.1:0", "--db", dsn, "--log-level", "debug"}
		err := run(context.Background(), args, func(string) string { return "" }, strings.NewReader(""), stdout, stderr)
		if err == nil {
			t.Fatalf("run with --db %q succeeded", dsn)
		}
		for what, text := range map[string]string{"error": err.Error(), "stdout": stdout.String(), "stderr": stderr.String()} {
			if strings.Contains(text, "s3cr") {
				t.Errorf("--db %q: the password is in the %s:\n%s", dsn, what, text)
			}
		}
	}
}
