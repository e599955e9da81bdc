package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward/internal/bench"
	"github.com/stewardhq/steward/sqlstore"
)

// benchConfig is the configuration of `steward bench`.
type benchConfig struct {
	Sizes      string
	DB         string
	JSON       bool
	CPUProfile string
	Assistant  bool
	LogLevel   string
	opts       bench.Options
	sizes      []int
}

func newBenchCmd(stdout, stderr io.Writer) *cobra.Command {
	cfg := benchConfig{opts: bench.DefaultOptions()}
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure the server: reads, writes, webhooks, the assistant, memory",
		Long: `Measure Steward the way clients meet it. By default bench starts the real server in this process
on a temporary SQLite database (or a fresh schema of --db postgres://…), loads an account with properties,
pros and jobs, and measures, at each size of --scale:

  - GET /api/v1/jobs?limit=20 and a filtered list, against a bare net/http server serving the same bytes;
  - POST /api/v1/jobs, each job committed with its event and a webhook delivery (the outbox);
  - webhook fan-out to a local receiver: deliveries/s of a burst, commit-to-delivery latency at a steady rate;
  - the assistant's embedded engine through the message service (at the first size);
  - memory (RSS) at rest and under load.

With --url on the command line (STEWARD_URL alone does not count) and --api-key it measures a running
server instead, loading the key's account through the API; that server needs --webhook-allow-private to
reach the bench's webhook receiver and --rate-limit 0 (or a limit above the bench's rate).
See docs/performance.md for the goals and the figures measured.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var err error
			if cfg.sizes, err = bench.ParseSizes(cfg.Sizes); err != nil {
				return usageErr("--scale %s", err)
			}
			if cfg.DB != "" && !strings.HasPrefix(cfg.DB, "postgres://") && !strings.HasPrefix(cfg.DB, "postgresql://") {
				return usageErr("--db %q: want postgres://… (SQLite is the default, in a temporary directory)", sqlstore.Redact(cfg.DB))
			}
			cfg.opts.Progress = stderr
			remote := ""
			if f := cmd.Flags().Lookup("url"); f != nil && f.Changed {
				remote = f.Value.String()
			}
			key, _ := cmd.Flags().GetString("api-key")
			if remote != "" && key == "" {
				return usageErr("--url needs --api-key (or STEWARD_API_KEY): the key of the account to load and measure")
			}
			report, err := runBench(cmd.Context(), cfg, remote, key, stderr)
			if err != nil {
				return &exitError{code: exitRefused, err: err}
			}
			if cfg.JSON {
				return report.WriteJSON(stdout)
			}
			return report.WriteTable(stdout)
		},
	}
	f := cmd.Flags()
	f.StringVar(&cfg.Sizes, "scale", "10k", "comma-separated numbers of jobs to load and measure at, e.g. 10k,1m")
	f.StringVar(&cfg.DB, "db", "", "measure on PostgreSQL: postgres://… (a fresh schema per size, dropped afterwards)")
	f.BoolVar(&cfg.JSON, "json", false, "print the report as JSON instead of a table")
	f.StringVar(&cfg.CPUProfile, "cpuprofile", "", "write a CPU profile of the measurements (not the loading) to this file")
	f.BoolVar(&cfg.Assistant, "assistant", true, "measure the assistant too")
	f.StringVar(&cfg.LogLevel, "log-level", "warn", "log level of the in-process server (info logs one line per request)")
	f.DurationVar(&cfg.opts.Duration, "duration", cfg.opts.Duration, "length of each measured run")
	f.IntVar(&cfg.opts.Clients, "clients", cfg.opts.Clients, "concurrent keep-alive HTTP clients")
	f.IntVar(&cfg.opts.Endpoints, "endpoints", cfg.opts.Endpoints, "webhook endpoints of the fan-out runs")
	f.IntVar(&cfg.opts.Rate, "rate", cfg.opts.Rate, "jobs per second created while webhook latency is measured")
	f.IntVar(&cfg.opts.Burst, "burst", cfg.opts.Burst, "jobs created at once for webhook throughput")
	f.StringVar(&cfg.opts.ReceiverHost, "receiver-host", cfg.opts.ReceiverHost, "address the local webhook receiver listens on, as the server reaches it")
	f.StringSliceVar(&cfg.opts.Only, "only", nil, "run only these steps: list, filtered, create, webhooks, assistant (to profile one)")
	_ = f.MarkHidden("only")
	return cmd
}

// runBench measures at each size and returns the report.
func runBench(ctx context.Context, cfg benchConfig, remote, apiKey string, progress io.Writer) (*bench.Report, error) {
	r := &bench.Report{Engine: "sqlite (in-process server)", Machine: bench.ReadMachine(),
		Clients: cfg.opts.Clients, Seconds: cfg.opts.Duration.Seconds()}
	switch {
	case remote != "":
		r.Engine = remote
	case cfg.DB != "":
		r.Engine = "postgres (in-process server)"
	}
	for i, n := range cfg.sizes {
		first := i == 0
		measure := func(t *bench.Target, loaded time.Duration) error {
			stop, err := startProfile(cfg.CPUProfile, n, len(cfg.sizes))
			if err != nil {
				return err
			}
			defer stop()
			s, err := bench.Measure(ctx, t, cfg.opts)
			if err != nil {
				return fmt.Errorf("%d jobs: %w", n, err)
			}
			s.LoadSeconds = loaded.Seconds()
			r.Scales = append(r.Scales, s)
			if first && cfg.Assistant && (len(cfg.opts.Only) == 0 || slices.Contains(cfg.opts.Only, "assistant")) {
				fmt.Fprintln(progress, "bench: assistant")
				a, err := bench.MeasureAssistant(ctx, t, cfg.opts)
				if err != nil {
					return fmt.Errorf("assistant: %w", err)
				}
				r.Assistant = &a
			}
			return nil
		}
		var err error
		if remote != "" {
			err = benchRemote(ctx, remote, apiKey, n, cfg, measure)
		} else {
			err = benchInProcess(ctx, n, cfg, progress, measure)
		}
		if err != nil {
			return nil, err
		}
	}
	r.Evaluate()
	return r, nil
}
