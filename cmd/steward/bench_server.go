package main

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ical"
	"github.com/stewardhq/steward/internal/bench"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/webhook"
)

// measureFunc measures a loaded target; loaded is how long loading took.
type measureFunc func(t *bench.Target, loaded time.Duration) error

// benchInProcess loads an account of n jobs into a fresh database, starts
// the real server on it in this process (serve, on 127.0.0.1:0) and
// measures it.
func benchInProcess(ctx context.Context, n int, cfg benchConfig, progress io.Writer, measure measureFunc) error {
	dsn, cleanup, err := benchDatabase(ctx, cfg.DB)
	if err != nil {
		return err
	}
	defer cleanup()

	fmt.Fprintf(progress, "bench: loading an account with %d jobs\n", n)
	start := time.Now()
	db, err := sqlstore.Open(ctx, dsn)
	if err != nil {
		return err
	}
	acct, err := bench.Seed(ctx, db, n, progress)
	db.Close()
	if err != nil {
		return err
	}
	loaded := time.Since(start)

	// The defaults of `steward serve`, but for the address, the database,
	// private webhook destinations (the receiver is on loopback) and the
	// per-credential rate limit: it stays on, so its cost is measured, at
	// a rate the bench's one API key never reaches.
	sc := serveConfig{Addr: "127.0.0.1:0", DatabaseURL: dsn, LogLevel: cfg.LogLevel,
		WebhookRetrySchedule: defaultRetrySchedule, WebhookAllowPrivate: true, WebhookLease: webhook.DefaultLease,
		MailRetrySchedule: defaultMailRetrySchedule, CalendarSyncInterval: ical.DefaultInterval,
		OfferWait: steward.DefaultOfferPolicy.Wait, OfferAtRisk: steward.DefaultOfferPolicy.AtRisk, OfferInterval: time.Minute,
		RateLimit: 1 << 30, LoginLimit: 10,
		ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 30 * time.Second, WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second}
	if err := sc.validate(); err != nil {
		return err
	}
	listening := make(chan string, 1)
	sc.onListen = func(u string) { listening <- u }
	srvCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- serve(srvCtx, sc, io.Discard, progress) }()
	defer func() {
		stop()
		<-done
	}()
	var baseURL string
	select {
	case baseURL = <-listening:
	case err := <-done:
		done <- err // for the deferred wait
		return fmt.Errorf("server: %w", err)
	}
	return measure(&bench.Target{URL: baseURL, Account: acct, MemoryFunc: bench.SelfRSS, InProcess: true}, loaded)
}

// benchDatabase returns the URL of a fresh database for one size: a SQLite
// file in a temporary directory, or a new schema of the PostgreSQL
// database at pgURL; cleanup removes it.
func benchDatabase(ctx context.Context, pgURL string) (dsn string, cleanup func(), err error) {
	if pgURL == "" {
		dir, err := os.MkdirTemp("", "steward-bench-")
		if err != nil {
			return "", nil, err
		}
		return "sqlite:" + filepath.Join(dir, "bench.db"), func() { os.RemoveAll(dir) }, nil
	}
	u, err := url.Parse(pgURL)
	if err != nil {
		return "", nil, fmt.Errorf("--db: %w", err)
	}
	db, err := sql.Open("pgx", pgURL)
	if err != nil {
		return "", nil, err
	}
	schema := "steward_bench_" + strings.ToLower(steward.NewToken(8))
	if _, err := db.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		db.Close()
		return "", nil, fmt.Errorf("create schema: %w", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		_, _ = db.ExecContext(ctx, "DROP SCHEMA "+schema+" CASCADE")
		db.Close()
	}, nil
}

// benchRemote loads the account of apiKey on the server at baseURL through
// its API, up to n jobs, and measures it.
func benchRemote(ctx context.Context, baseURL, apiKey string, n int, cfg benchConfig, measure measureFunc) error {
	baseURL = strings.TrimRight(baseURL, "/")
	start := time.Now()
	acct, err := bench.SeedHTTP(ctx, baseURL, apiKey, n, cfg.opts.Clients, cfg.opts.Progress)
	if err != nil {
		return err
	}
	return measure(&bench.Target{URL: baseURL, Account: acct, MemoryFunc: bench.MetricsRSS(baseURL)}, time.Since(start))
}

// startProfile starts a CPU profile into path (with the size in the name
// when there are several sizes) and returns the function that stops it.
func startProfile(path string, n, sizes int) (func(), error) {
	if path == "" {
		return func() {}, nil
	}
	if sizes > 1 {
		ext := filepath.Ext(path)
		path = fmt.Sprintf("%s-%d%s", strings.TrimSuffix(path, ext), n, ext)
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("cpu profile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}
