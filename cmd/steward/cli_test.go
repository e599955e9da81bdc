package main

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward/internal/testdb"
)

// cliRun runs one steward command in-process and returns its streams and
// exit status.
type cliResult struct {
	stdout, stderr string
	code           int
}

func cliRun(t *testing.T, env map[string]string, stdin string, args ...string) cliResult {
	t.Helper()
	var out, errb syncBuffer
	getenv := func(k string) string { return env[k] }
	err := run(context.Background(), args, getenv, strings.NewReader(stdin), &out, &errb)
	code := exitOK
	if err != nil {
		code = exitCode(err)
	}
	return cliResult{out.String(), errb.String(), code}
}

func (r cliResult) want(t *testing.T, code int, stdoutHas ...string) {
	t.Helper()
	if r.code != code {
		t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", r.code, code, r.stdout, r.stderr)
	}
	for _, s := range stdoutHas {
		if !strings.Contains(r.stdout, s) {
			t.Errorf("stdout lacks %q:\n%s", s, r.stdout)
		}
	}
	if code == exitOK && r.stderr != "" {
		t.Errorf("stderr on success: %s", r.stderr)
	}
	if code != exitOK && (r.stdout != "" || !strings.HasPrefix(r.stderr, "steward: ") || strings.Count(strings.TrimSpace(r.stderr), "\n") > 1) {
		t.Errorf("failure must print one or two lines on stderr and nothing on stdout; stdout %q stderr %q", r.stdout, r.stderr)
	}
}

func TestCLI(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--webhook-allow-private")
	dir := t.TempDir()
	env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_CONFIG_DIR": dir, "NO_COLOR": "1"}

	t.Run("MissingAPIKey", func(t *testing.T) {
		r := cliRun(t, env, "", "jobs", "list")
		r.want(t, exitUsage)
		for _, s := range []string{"--api-key", "STEWARD_API_KEY", "steward login"} {
			if !strings.Contains(r.stderr, s) {
				t.Errorf("hint lacks %q: %s", s, r.stderr)
			}
		}
	})
	cliRun(t, env, "a long password\n", "signup", "--first-name", "Ada", "--last-name", "Host", "--email", "ada@example.com").
		want(t, exitOK, "Logged in", "ada@example.com")
	info, err := os.Stat(filepath.Join(dir, "credentials.json"))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("credentials file: %v, mode %v; want 0600", err, info)
	}

	cliRun(t, env, "", "addresses", "create", "--street", "88 Coast Hwy", "--city", "San Diego", "--state", "CA", "--zip", "92109",
		"--nickname", "Sunset Villa", "--bedrooms", "4", "--bathrooms", "3", "--square-feet", "2400").want(t, exitOK, "Sunset Villa", "America/Los_Angeles")
	cliRun(t, env, "", "addresses", "list").want(t, exitOK, "ID", "Sunset Villa", "4 bd / 3 ba / 2400 sq ft")
	cliRun(t, env, "", "pros", "create", "--name", "Rosa Diaz", "--email", "rosa@example.com", "--service", "cleaning", "--service", "restocking").
		want(t, exitOK, "Rosa Diaz", "cleaning,restocking")
	cliRun(t, env, "", "pros", "list").want(t, exitOK, "Rosa Diaz", "5.0")
	cliRun(t, env, "", "todos", "list", "1").want(t, exitOK, "Turnover cleaning", "[ ] 1. Bedroom 1")
	cliRun(t, env, "", "todos", "create", "1", "--name", "Restock", "--service-type", "restocking", "--item", "required:count:Towels: bath and hand",
		"--item", "Coffee").want(t, exitOK, "Restock (list 3, restocking)", "1. Towels: bath and hand (count) *required  #", "2. Coffee")
	cliRun(t, env, "", "todos", "replace", "1", "3", "--name", "Restock all", "--service-type", "restocking", "--item", "Soap", "--item", "#1000:Coffee").
		want(t, exitRefused)
	cliRun(t, env, "", "todos", "create", "1", "--name", "X", "--service-type", "restocking", "--item", "photo:").want(t, exitRefused)
	cliRun(t, env, "", "todos", "delete", "1", "3").want(t, exitOK, "To-do list 3 deleted.")
	cliRun(t, env, "", "todos", "delete", "1", "3").want(t, exitRefused)
	cliRun(t, env, "", "supplies", "create", "--address", "1", "--name", "Toilet paper", "--unit", "rolls", "--count", "5", "--min", "6", "--par", "24").
		want(t, exitOK, "Toilet paper (LOW)", "5 rolls", "24")
	cliRun(t, env, "", "supplies", "create", "--address", "1", "--name", "toilet PAPER", "--unit", "rolls", "--count", "1", "--par", "2").want(t, exitRefused)
	cliRun(t, env, "", "supplies", "list").want(t, exitUsage)
	cliRun(t, env, "", "supplies", "update", "1", "--address", "1", "--count", "24", "--reason", "bought a pack").want(t, exitOK, "24 rolls")
	cliRun(t, env, "", "supplies", "list", "--address", "1").want(t, exitOK, "SUPPLY", "Toilet paper", "24 rolls")
	cliRun(t, env, "", "supplies", "history", "1", "--address", "1").want(t, exitOK, "created", "5 → 24", "bought a pack")
	cliRun(t, env, "", "supplies", "delete", "1", "--address", "1").want(t, exitOK, "Supply 1 deleted.")

	cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "cleaning", "--at", "2026-12-12T11:00:00-08:00", "--pro-id", "1").
		want(t, exitOK, "Sunset Villa", "Sat Dec 12 2026 11:00 PST", "pending", "$351.00")
	cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "maintenance", "--at", "2026-12-14 09:30", "--notes", "garage door").
		want(t, exitOK, "Mon Dec 14 2026 09:30 PST", "garage door")
	cliRun(t, env, "", "jobs", "update", "1", "--status", "confirmed").want(t, exitOK, "confirmed")
	cliRun(t, env, "", "todos", "job", "1").want(t, exitOK, "0 of ", "done, 0 required missing", "Turnover cleaning (list 1, cleaning)")
	cliRun(t, env, "", "jobs", "update", "2", "--at", "2026-12-15 8am").want(t, exitOK, "Tue Dec 15 2026 08:00 PST")
	cliRun(t, env, "", "jobs", "list").want(t, exitOK, "STATUS", "confirmed", "pending")
	cliRun(t, env, "", "jobs", "list", "--limit", "1").want(t, exitOK, "(1 of 2; use --offset, --limit or --all)")
	cliRun(t, env, "", "jobs", "list", "--all", "--status", "pending").want(t, exitOK, "maintenance")

	// A pro who offers the job's service, then none; a pro who does not is refused.
	r := cliRun(t, env, "", "jobs", "update", "2", "--pro-id", "1")
	r.want(t, exitRefused)
	if !strings.Contains(r.stderr, "Invalid pro_id: Rosa Diaz does not offer maintenance") {
		t.Errorf("stderr = %q, want the API's message", r.stderr)
	}
	cliRun(t, env, "", "jobs", "update", "2", "--pro-id", "1", "--service-type", "restocking", "--price", "80").
		want(t, exitOK, "restocking", "$80.00")
	r = cliRun(t, env, "", "-o", "json", "jobs", "update", "2", "--unassign-pro")
	r.want(t, exitOK, `"pro_id": null`, `"service_type": "restocking"`)
	cliRun(t, env, "", "jobs", "update", "2", "--pro-id", "1", "--unassign-pro").want(t, exitUsage)

	r = cliRun(t, env, "", "-o", "json", "jobs", "get", "1")
	r.want(t, exitOK)
	var job map[string]any
	if err := json.Unmarshal([]byte(r.stdout), &job); err != nil || job["status"] != "confirmed" || job["scheduled_at"] != "2026-12-12T19:00:00Z" {
		t.Errorf("-o json = %s (%v), want the API's job JSON", r.stdout, err)
	}
	r = cliRun(t, env, "", "jobs", "list", "-o", "json", "--limit", "1")
	r.want(t, exitOK, `"total": 2`)

	cliRun(t, env, "", "jobs", "cancel", "2").want(t, exitOK, "Job 2 cancelled.")
	// Cancelled by mistake: reinstate brings it back as pending; then it is cancelled again.
	cliRun(t, env, "", "jobs", "reinstate", "2").want(t, exitOK, "pending")
	cliRun(t, env, "", "jobs", "cancel", "2").want(t, exitOK, "Job 2 cancelled.")
	cliRun(t, env, "", "reservations", "create", "--address-id", "1", "--guest-name", "Garcia Family", "--check-in", "2026-12-20 16:00",
		"--check-out", "2026-12-24 10:00", "--guests", "5").want(t, exitOK, "Garcia Family", "Sun Dec 20 2026 16:00 PST", "5")
	cliRun(t, env, "", "reservations", "list", "--address-id", "1").want(t, exitOK, "Garcia Family")
	// A job during the stay needs --during-stay; the history shows who did what.
	r = cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "maintenance", "--at", "2026-12-21 10:00")
	r.want(t, exitRefused)
	if !strings.Contains(r.stderr, "Garcia Family") {
		t.Errorf("stderr = %q, want the STAY_CONFLICT naming the stay", r.stderr)
	}
	cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "maintenance", "--at", "2026-12-21 10:00", "--during-stay").
		want(t, exitOK, "Mon Dec 21 2026 10:00 PST")
	cliRun(t, env, "", "jobs", "update", "1", "--at", "2026-12-21 09:00").want(t, exitRefused)
	cliRun(t, env, "", "jobs", "update", "1", "--at", "2026-12-21 09:00", "--during-stay").want(t, exitOK, "Mon Dec 21 2026 09:00 PST")
	cliRun(t, env, "", "jobs", "history", "1").want(t, exitOK, "ACTOR", "created: cleaning", "status pending → confirmed", "scheduled_at", "api")

	// Stays and property edits (issue 16): a property of its own, so the
	// rest of the test keeps Sunset Villa as it is.
	var loft struct{ ID int64 }
	r = cliRun(t, env, "", "addresses", "create", "-o", "json", "--street", "1 Mesa St", "--city", "El Paso", "--state", "TX", "--zip", "79901", "--nickname", "Desert Loft")
	if err := json.Unmarshal([]byte(r.stdout), &loft); err != nil || loft.ID == 0 {
		t.Fatalf("addresses create -o json = %q (%v)", r.stdout, err)
	}
	loftID := strconv.FormatInt(loft.ID, 10)
	cliRun(t, env, "", "addresses", "update", loftID, "--timezone", "America/Denver", "--check-in-time", "15:00",
		"--turnover", "on", "--turnover-minutes", "90").want(t, exitOK, "America/Denver", "15:00 / 11:00", "on: cleaning, 90 min")
	cliRun(t, env, "", "addresses", "update", loftID, "--timezone", "Mars/Base").want(t, exitRefused)
	cliRun(t, env, "", "addresses", "get", loftID).want(t, exitOK, "Desert Loft", "America/Denver", "on: cleaning, 90 min")
	var stay struct{ ID int64 }
	r = cliRun(t, env, "", "reservations", "create", "-o", "json", "--address-id", loftID, "--guest-name", "Ann Lee", "--check-in", "2026-12-20 15:00", "--check-out", "2026-12-22 11:00")
	if err := json.Unmarshal([]byte(r.stdout), &stay); err != nil || stay.ID == 0 {
		t.Fatalf("reservations create -o json = %q (%v)", r.stdout, err)
	}
	stayID := strconv.FormatInt(stay.ID, 10)
	cliRun(t, env, "", "reservations", "update", stayID, "--guests", "3", "--check-out", "2026-12-23").
		want(t, exitOK, "Ann Lee", "Wed Dec 23 2026 11:00 MST", "3", "confirmed")
	r = cliRun(t, env, "", "reservations", "create", "--address-id", loftID, "--guest-name", "Bob", "--check-in", "2026-12-21 15:00", "--check-out", "2026-12-24 11:00")
	r.want(t, exitRefused)
	if !strings.Contains(r.stderr, "reservation "+stayID) {
		t.Errorf("overlap: stderr %q does not name reservation %s", r.stderr, stayID)
	}
	cliRun(t, env, "", "reservations", "get", stayID).want(t, exitOK, "Ann Lee")
	cliRun(t, env, "", "reservations", "cancel", stayID).want(t, exitOK, "Reservation "+stayID+" cancelled.")
	if r := cliRun(t, env, "", "reservations", "list", "--address-id", loftID); strings.Contains(r.stdout, "Ann Lee") {
		t.Errorf("reservations list shows a cancelled stay: %s", r.stdout)
	}
	cliRun(t, env, "", "reservations", "list", "--address-id", loftID, "--status", "all").want(t, exitOK, "Ann Lee", "cancelled")
	cliRun(t, env, "", "reservations", "list", "--from", "2026-12-21", "--to", "2026-12-22", "--status", "all").want(t, exitOK, "Ann Lee")
	cliRun(t, env, "", "addresses", "archive", loftID).want(t, exitOK, "archived")
	if r := cliRun(t, env, "", "addresses", "list"); strings.Contains(r.stdout, "Desert Loft") {
		t.Errorf("addresses list shows an archived property: %s", r.stdout)
	}
	cliRun(t, env, "", "addresses", "list", "--archived").want(t, exitOK, "Desert Loft")

	cliRun(t, env, "", "keys", "create", "ci").want(t, exitOK, "stw_", "not shown again")
	cliRun(t, env, "", "keys", "list").want(t, exitOK, "steward CLI", "ci")
	cliRun(t, env, "", "keys", "revoke", "2").want(t, exitOK, "revoked")

	t.Run("Message", func(t *testing.T) {
		cliRun(t, env, "", "message", "Please schedule a cleaning at Sunset Villa on December 20 at 11am").want(t, exitOK, "job_created", "job ")
		r := cliRun(t, env, "", "message", "Schedule a cleaning at the Moon Base tomorrow")
		r.want(t, exitOK, "Sunset Villa", "Answer with: steward message --conversation conv_")
		r = cliRun(t, env, "", "-o", "json", "message", "What would an inspection of the villa cost?")
		r.want(t, exitOK, `"price_estimated"`, `"object": "message"`)
		cliRun(t, env, "", "message").want(t, exitUsage)
		cliRun(t, env, "", "message", strings.Repeat("x", 4001)).want(t, exitRefused)
	})
	t.Run("Webhooks", func(t *testing.T) {
		var hits atomic.Int32
		recv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			hits.Add(1)
			w.Write([]byte("thanks"))
		}))
		defer recv.Close()
		// The endpoint's URL is an argument, so the global --url still
		// names the server: here the environment's points nowhere.
		elsewhere := map[string]string{"STEWARD_URL": "http://127.0.0.1:1"}
		for k, v := range env {
			if k != "STEWARD_URL" {
				elsewhere[k] = v
			}
		}
		cliRun(t, elsewhere, "", "--url", srv.URL, "webhooks", "create", recv.URL+"/hook", "--event", "job.scheduled", "--description", "ops").
			want(t, exitOK, "Endpoint 1: "+recv.URL+"/hook", "whsec_", "not shown again")
		cliRun(t, env, "", "webhooks", "list").want(t, exitOK, recv.URL+"/hook", "job.scheduled", "ops")
		r := cliRun(t, env, "", "webhooks", "test", "1")
		r.want(t, exitOK, "Test event received: response 200", "Body: thanks")
		// The follow-up it prints is a command that shows the delivery.
		_, followUp, ok := strings.Cut(r.stdout, "steward ")
		if !ok {
			t.Fatalf("webhooks test prints no follow-up command:\n%s", r.stdout)
		}
		cliRun(t, env, "", strings.Fields(followUp)...).
			want(t, exitOK, "webhook.test", "to endpoint 1: succeeded after 1 attempts", "received", "200", `Payload: {`)
		r = cliRun(t, env, "", "-o", "json", "webhooks", "delivery", strings.Fields(followUp)[2])
		r.want(t, exitOK, `"attempt_log": [`, `"event_name": "webhook.test"`)
		cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "inspection", "--at", "next monday at 10").
			want(t, exitOK, "inspection", "10:00 P")
		// Wait until the job's delivery is recorded as succeeded: the
		// receiver sees the request before the dispatcher records it.
		var id string
		for deadline := time.Now().Add(20 * time.Second); ; {
			r = cliRun(t, env, "", "webhooks", "deliveries", "1")
			for _, line := range strings.Split(r.stdout, "\n") {
				if strings.Contains(line, "job.scheduled") && strings.Contains(line, "succeeded") {
					id = strings.Fields(line)[0]
				}
			}
			if id != "" || time.Now().After(deadline) {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		r.want(t, exitOK, "job.scheduled", "succeeded", "webhook.test")
		if hits.Load() != 2 {
			t.Errorf("receiver hits = %d, want 2 (the test event and the job's)", hits.Load())
		}
		cliRun(t, env, "", "webhooks", "retry", id).want(t, exitOK, "Delivery "+id+": succeeded")
		cliRun(t, env, "", "webhooks", "create", "ftp://example.com").want(t, exitRefused)
		cliRun(t, env, "", "webhooks", "create").want(t, exitUsage)
		cliRun(t, env, "", "webhooks", "delivery", "999").want(t, exitRefused)
		cliRun(t, env, "", "webhooks", "delete", "1").want(t, exitOK, "Endpoint 1 deleted.")
		cliRun(t, env, "", "webhooks", "test", "1").want(t, exitRefused)
	})
	t.Run("ServerRefuses", func(t *testing.T) {
		r := cliRun(t, env, "", "jobs", "get", "999")
		r.want(t, exitRefused)
		if !strings.Contains(r.stderr, "Job not found") {
			t.Errorf("stderr = %q, want the API's message", r.stderr)
		}
		cliRun(t, env, "", "jobs", "cancel", "1").want(t, exitOK)
		cliRun(t, env, "", "jobs", "update", "1", "--status", "completed").want(t, exitRefused)
		cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "gardening", "--at", "2026-12-12 10:00").want(t, exitRefused)
		cliRun(t, env, "", "--api-key", "stw_bogus", "jobs", "list").want(t, exitRefused)
	})
	t.Run("Usage", func(t *testing.T) {
		cliRun(t, env, "", "jobs", "frob").want(t, exitUsage)
		cliRun(t, env, "", "jobs", "get").want(t, exitUsage)
		cliRun(t, env, "", "jobs", "get", "abc").want(t, exitUsage)
		cliRun(t, env, "", "jobs", "list", "--limit", "x").want(t, exitUsage)
		cliRun(t, env, "", "jobs", "create", "--address-id", "1").want(t, exitUsage)
		cliRun(t, env, "", "jobs", "create", "--address-id", "1", "--service-type", "cleaning", "--at", "whenever").want(t, exitUsage)
		cliRun(t, env, "", "jobs", "update", "1").want(t, exitUsage)
		cliRun(t, env, "", "-o", "yaml", "jobs", "list").want(t, exitUsage)
		cliRun(t, env, "", "nosuchcommand").want(t, exitUsage)
	})
	t.Run("Unreachable", func(t *testing.T) {
		r := cliRun(t, env, "", "--url", "http://127.0.0.1:1", "--api-key", "stw_x", "jobs", "list")
		r.want(t, exitUnreachable)
		if !strings.Contains(r.stderr, "cannot reach Steward at http://127.0.0.1:1") || strings.Contains(r.stderr, "goroutine") {
			t.Errorf("stderr = %q", r.stderr)
		}
	})
	t.Run("Help", func(t *testing.T) {
		cliRun(t, env, "", "jobs", "create", "--help").want(t, exitOK, "--service-type", "--at")
		cliRun(t, env, "", "completion", "bash").want(t, exitOK, "bash completion")
		r := cliRun(t, env, "", "serve", "--help")
		r.want(t, exitOK)
		first, _, _ := strings.Cut(r.stdout, "\n")
		for _, s := range []string{"REST API", "assistant", "MCP", "web app", "webhooks", "metrics"} {
			if !strings.Contains(first, s) {
				t.Errorf("serve --help begins %q, which does not name the %s", first, s)
			}
		}
	})
	t.Run("Logout", func(t *testing.T) {
		cliRun(t, env, "", "logout").want(t, exitOK, "Logged out")
		cliRun(t, env, "", "jobs", "list").want(t, exitUsage)
		cliRun(t, env, "a long password\n", "login", "--email", "ada@example.com").want(t, exitOK, "Logged in")
		cliRun(t, env, "", "jobs", "list").want(t, exitOK, "Sunset Villa")
		cliRun(t, env, "wrong password\n", "login", "--email", "ada@example.com").want(t, exitRefused)
	})
	t.Run("PasswordNotATerminal", func(t *testing.T) {
		// Scripts pipe the password: its first line, without a prompt
		// (want fails on any stderr), or --password.
		cliRun(t, env, "a long password\r\nnot this\n", "login", "--email", "ada@example.com").want(t, exitOK, "Logged in")
		cliRun(t, env, "", "login", "--email", "ada@example.com", "--password", "a long password").want(t, exitOK, "Logged in")
		r := cliRun(t, env, "", "login", "--email", "ada@example.com")
		r.want(t, exitUsage)
		if !strings.Contains(r.stderr, "no password") {
			t.Errorf("stderr = %q, want no password", r.stderr)
		}
	})
}

// TestCLIGlobalURL holds that no command has a flag of its own named --url:
// one would shadow the global --url, leaving the command no way to name the
// server on the command line.
func TestCLIGlobalURL(t *testing.T) {
	t.Parallel()
	root := newRootCmd(func(string) string { return "" }, strings.NewReader(""), io.Discard, io.Discard)
	global := root.PersistentFlags().Lookup("url")
	var walk func(cmd *cobra.Command)
	walk = func(cmd *cobra.Command) {
		if got := cmd.Flag("url"); got != global {
			t.Errorf("%s: --url is %q, not the global server URL", cmd.CommandPath(), got.Usage)
		}
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
