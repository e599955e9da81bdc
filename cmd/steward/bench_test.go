package main

import (
	"context"
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// tinyBench are the flags of a bench run small enough for a test: the
// figures mean nothing, but every step runs and reports.
var tinyBench = []string{"bench", "--scale", "200,300", "--duration", "300ms", "--clients", "2",
	"--rate", "20", "--burst", "10", "--endpoints", "2"}

// TestBench runs `steward bench` through run() and checks that the report
// has every figure: reads against the bare server, writes, webhooks, the
// assistant, memory, at both sizes, and the goals.
func TestBench(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			args := slices.Clone(tinyBench)
			if engine == "postgres" {
				args = append(args, "--db", os.Getenv(testdb.PostgresEnv))
			}
			t.Run("Table", func(t *testing.T) {
				t.Parallel()
				out, errOut := benchRun(t, args...)
				for _, want := range []string{
					"steward bench: " + engine, "200 jobs", "300 jobs", "load time",
					"GET /api/v1/jobs?limit=20", "GET filtered (address, status)", "bare net/http, same bytes", "ratio",
					"POST /api/v1/jobs (event + 1 delivery)", "webhook fan-out, burst", "deliveries/s (10×2)",
					"commit-to-delivery", "p50", "p99", "deliveries missing", "memory (RSS) at rest / under load", "MiB",
					"assistant (embedded engine, through the API)", "messages/s",
					"goals:", "read ratio, list, 200 jobs", "job creation with outbox, 300 jobs",
					"webhook commit-to-delivery p99", "scale, list, 200 jobs vs 300 jobs", "scale, job creation",
				} {
					if !strings.Contains(out, want) {
						t.Errorf("the report lacks %q:\n%s\nstderr:\n%s", want, out, errOut)
					}
				}
				if strings.Contains(out, "warning:") {
					t.Errorf("requests failed:\n%s\nstderr:\n%s", out, errOut)
				}
			})
			t.Run("JSON", func(t *testing.T) {
				t.Parallel()
				out, errOut := benchRun(t, slices.Concat(args, []string{"--json", "--assistant=false"})...)
				var r struct {
					Engine  string `json:"engine"`
					Machine struct {
						CPUs int    `json:"cpus"`
						Go   string `json:"go"`
					} `json:"machine"`
					Scales []struct {
						Jobs int `json:"jobs"`
						List struct {
							Bytes   int     `json:"bytes"`
							Ratio   float64 `json:"ratio"`
							Steward struct {
								PerSec float64 `json:"per_sec"`
								Errors int     `json:"errors"`
							} `json:"steward"`
							Bare struct {
								PerSec float64 `json:"per_sec"`
							} `json:"bare"`
						} `json:"list"`
						Create struct {
							PerSec float64 `json:"per_sec"`
							Errors int     `json:"errors"`
						} `json:"create"`
						Webhooks struct {
							Deliveries int     `json:"burst_deliveries"`
							PerSec     float64 `json:"burst_deliveries_per_sec"`
							PacedCount int     `json:"paced_deliveries"`
							P99MS      float64 `json:"p99_ms"`
							Missing    int     `json:"missing"`
						} `json:"webhooks"`
						RSSRestMB float64 `json:"rss_rest_mb"`
						RSSLoadMB float64 `json:"rss_load_mb"`
					} `json:"scales"`
					Assistant *struct{} `json:"assistant"`
					Goals     []struct {
						Name string `json:"name"`
					} `json:"goals"`
				}
				if err := json.Unmarshal([]byte(out), &r); err != nil {
					t.Fatalf("--json output is not JSON: %v\n%s\nstderr:\n%s", err, out, errOut)
				}
				if !strings.HasPrefix(r.Engine, engine) || r.Machine.CPUs == 0 || r.Machine.Go == "" {
					t.Errorf("engine %q, machine %+v: want %s and the machine described", r.Engine, r.Machine, engine)
				}
				if len(r.Scales) != 2 || r.Scales[0].Jobs != 200 || r.Scales[1].Jobs != 300 {
					t.Fatalf("scales = %+v, want 200 and 300 jobs", r.Scales)
				}
				for _, s := range r.Scales {
					w := s.Webhooks
					if s.List.Steward.PerSec <= 0 || s.List.Bare.PerSec <= 0 || s.List.Ratio <= 0 || s.List.Bytes == 0 ||
						s.List.Steward.Errors != 0 || s.Create.PerSec <= 0 || s.Create.Errors != 0 ||
						w.Deliveries != 20 || w.PerSec <= 0 || w.PacedCount == 0 || w.P99MS <= 0 || w.Missing != 0 ||
						s.RSSRestMB <= 0 || s.RSSLoadMB <= 0 {
						t.Errorf("%d jobs: figures missing or failures: %+v", s.Jobs, s)
					}
				}
				if r.Assistant != nil {
					t.Error("--assistant=false still measured the assistant")
				}
				if len(r.Goals) != 2*4+3 {
					t.Errorf("%d goals, want 4 per size and 3 for the scale: %+v", len(r.Goals), r.Goals)
				}
			})
		})
	}
}

// TestBenchRemote measures a server that runs on its own (--url), loading
// the account of an API key through the API.
func TestBenchRemote(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--webhook-allow-private", "--rate-limit", "0")
	c := signupWithKey(t, srv.URL)
	out, errOut := benchRun(t, slices.Concat(tinyBench, []string{"--scale", "50", "--url", srv.URL, "--api-key", c.APIKey})...)
	for _, want := range []string{"steward bench: " + srv.URL, "50 jobs", "bare net/http, same bytes", "POST /api/v1/jobs",
		"webhook fan-out, burst", "deliveries/s (10×2)", "memory (RSS) at rest / under load", "messages/s"} {
		if !strings.Contains(out, want) {
			t.Errorf("the report lacks %q:\n%s\nstderr:\n%s", want, out, errOut)
		}
	}
	if strings.Contains(out, "unknown") || strings.Contains(out, "warning:") {
		t.Errorf("memory unknown or requests failed:\n%s\nstderr:\n%s", out, errOut)
	}
	list, err := c.ListJobs(context.Background(), client.JobListParams{Limit: 1})
	if err != nil || list.Total < 50 {
		t.Errorf("the account holds %v jobs (%v), want at least the 50 loaded", list, err)
	}
	// The endpoints the bench added are gone.
	if eps, err := c.ListWebhookEndpoints(context.Background()); err != nil || len(eps) != 0 {
		t.Errorf("webhook endpoints left behind: %d (%v)", len(eps), err)
	}
}

func TestBenchUsage(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"ErrScale", []string{"bench", "--scale", "lots"}, "--scale"},
		{"ErrDB", []string{"bench", "--db", "mysql://x"}, "--db"},
		{"ErrURLWithoutKey", []string{"bench", "--url", "http://127.0.0.1:1"}, "--api-key"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errOut syncBuffer
			err := run(context.Background(), c.args, func(string) string { return "" }, strings.NewReader(""), &out, &errOut)
			if exitCode(err) != exitUsage || !strings.Contains(errOut.String(), c.want) {
				t.Errorf("run(%q) = %v (exit %d), stderr %q; want exit %d naming %s", c.args, err, exitCode(err), errOut.String(), exitUsage, c.want)
			}
		})
	}
}

// benchRun runs steward with args and returns its output and error output.
func benchRun(t *testing.T, args ...string) (string, string) {
	t.Helper()
	var out, errOut syncBuffer
	if err := run(context.Background(), args, func(string) string { return "" }, strings.NewReader(""), &out, &errOut); err != nil {
		t.Fatalf("steward %s: %v\nstderr:\n%s", strings.Join(args, " "), err, errOut.String())
	}
	return out.String(), errOut.String()
}
