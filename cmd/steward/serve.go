package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward/demo"
	"github.com/stewardhq/steward/httpapi"
	"github.com/stewardhq/steward/sqlstore"
)

// serveConfig is the server's configuration: flags, each defaulting to an
// environment variable, validated once.
type serveConfig struct {
	Addr        string
	DatabaseURL string
	Demo        bool
	LogLevel    string
}

func (c *serveConfig) validate() error {
	if c.Addr == "" {
		return errors.New("--addr must not be empty")
	}
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		return fmt.Errorf("--addr %q: want host:port, e.g. localhost:8080", c.Addr)
	}
	if !strings.HasPrefix(c.DatabaseURL, "sqlite:") && !strings.HasPrefix(c.DatabaseURL, "postgres://") && !strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		return fmt.Errorf("--db %q: want sqlite:PATH or postgres://…", sqlstore.Redact(c.DatabaseURL))
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("--log-level %q: want debug, info, warn or error", c.LogLevel)
	}
	return nil
}

func envOr(getenv func(string) string, key, def string) string {
	if v := getenv(key); v != "" {
		return v
	}
	return def
}

func newServeCmd(getenv func(string) string, stdout, stderr io.Writer) *cobra.Command {
	var cfg serveConfig
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the Steward server",
		Long: `Run the Steward server: REST v1 under /api/v1, the v2 account endpoints, and health checks.
Every flag can also be set by the environment variable named in its help.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := cfg.validate(); err != nil {
				return &exitError{code: exitUsage, err: err}
			}
			if err := serve(cmd.Context(), cfg, stdout, stderr); err != nil {
				return &exitError{code: exitRefused, err: err}
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&cfg.Addr, "addr", envOr(getenv, "STEWARD_ADDR", "localhost:8080"), "listen address host:port (STEWARD_ADDR)")
	f.StringVar(&cfg.DatabaseURL, "db", envOr(getenv, "STEWARD_DATABASE_URL", "sqlite:steward.db"), "database: sqlite:PATH or postgres://… (STEWARD_DATABASE_URL)")
	f.BoolVar(&cfg.Demo, "demo", envOr(getenv, "STEWARD_DEMO", "") == "true", "create a demo account on first start and print its credentials (STEWARD_DEMO=true)")
	f.StringVar(&cfg.LogLevel, "log-level", envOr(getenv, "STEWARD_LOG_LEVEL", "info"), "debug, info, warn or error (STEWARD_LOG_LEVEL)")
	return cmd
}

// serve runs the server until ctx is cancelled, then shuts down gracefully.
func serve(ctx context.Context, cfg serveConfig, stdout, stderr io.Writer) error {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	logger.Info("starting", "addr", cfg.Addr, "db", sqlstore.Redact(cfg.DatabaseURL), "demo", cfg.Demo)

	db, err := sqlstore.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()

	srv := &httpapi.Server{
		Accounts:     sqlstore.NewAccountService(db),
		APIKeys:      sqlstore.NewAPIKeyService(db),
		Jobs:         sqlstore.NewJobService(db),
		Addresses:    sqlstore.NewAddressService(db),
		Pros:         sqlstore.NewProService(db),
		Todos:        sqlstore.NewAddressService(db),
		Reservations: sqlstore.NewReservationService(db),
		ReadyFunc:    db.Ping,
		Logger:       logger,
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Addr, err)
	}
	baseURL := "http://" + ln.Addr().String()

	if cfg.Demo {
		creds, err := demo.Ensure(ctx, demo.Services{
			Accounts: srv.Accounts, APIKeys: srv.APIKeys, Addresses: srv.Addresses,
			Pros: srv.Pros, Reservations: srv.Reservations, Jobs: srv.Jobs,
		}, db.Clock.Now())
		if err != nil {
			ln.Close()
			return fmt.Errorf("demo account: %w", err)
		}
		fmt.Fprintf(stdout, "Demo account ready:\n  email:    %s\n  password: %s\n  API key:  %s\n  try:      curl -H 'X-API-Key: %s' %s/api/v1/jobs\n",
			creds.Email, creds.Password, creds.APIKey, creds.APIKey, baseURL)
	}

	hs := &http.Server{
		Handler:           srv.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	fmt.Fprintf(stdout, "steward: listening on %s\n", baseURL)
	logger.Info("listening", "url", baseURL)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := hs.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	logger.Info("stopped")
	return nil
}
