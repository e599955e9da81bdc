package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/demo"
	"github.com/stewardhq/steward/httpapi"
	"github.com/stewardhq/steward/ical"
	"github.com/stewardhq/steward/smtpmail"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/webhook"
)

// serveConfig is the server's configuration: flags, each defaulting to an
// environment variable, validated once.
type serveConfig struct {
	Addr        string
	DatabaseURL string
	Demo        bool
	LogLevel    string

	WebhookRetrySchedule string        // comma-separated offsets from the first failure
	WebhookAllowPrivate  bool          // allow loopback and private destinations
	WebhookLease         time.Duration // how long a claimed delivery stays claimed (hidden; tests shorten it)
	webhookOffsets       []time.Duration

	CalendarSyncInterval time.Duration // how often each calendar feed is read
	CalendarLease        time.Duration // how long a claimed feed stays claimed (hidden; tests shorten it)

	// The offer cascade (docs/pros.md): how long a pro has to answer an
	// offer, how long before a job nobody accepted the host is told, and
	// how often the offer worker looks for what is due.
	OfferWait, OfferAtRisk, OfferInterval time.Duration
	CalendarAllowPrivate                  bool // allow feeds on loopback and private addresses

	// Abuse limits: requests per second per credential (0: none) with
	// their burst (0: twice the rate), failed login attempts per minute per
	// client IP and per email from one client IP (0: none), sign-ups per
	// hour per client IP (0: none), and whether X-Forwarded-For names the client (only behind a
	// reverse proxy).
	RateLimit      int
	RateLimitBurst int
	LoginLimit     int
	SignupLimit    int
	TrustProxy     bool
	envErrs        []error // environment variables that did not parse

	// HTTP server timeouts against slow or idle clients (hidden flags;
	// tests shorten them).
	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration

	// The assistant's optional model-backed engine: an OpenAI-compatible
	// chat-completions endpoint (base URL, e.g. https://api.openai.com/v1),
	// the model to ask, and its API key (may be empty for local servers).
	LLMURL, LLMModel, LLMAPIKey string

	// Mail to pros: the SMTP server's URL (smtp:// or smtps://, with the
	// user and password in it; unset: mail is written to the log), the
	// sender address, and the retry schedule (hidden; tests shorten it).
	SMTPURL           string
	MailFrom          string
	MailRetrySchedule string
	mailOffsets       []time.Duration
	smtp              *smtpmail.SMTP

	// DataDir is where files live that are not in the database: the pros'
	// photos (photostore.Disk). Empty: steward-data beside the SQLite
	// file, or ./steward-data with PostgreSQL.
	DataDir string

	// PublicURL is where hosts and pros reach this server, for the link to
	// the pros' page in their e-mails (https://steward.example.com).
	// Empty: http:// and the address it listens on.
	PublicURL string

	// Now, when set, fixes the server's clock at that instant (RFC 3339):
	// a testing and demo aid, e.g. to replay the assistant's examples.
	Now string
	now time.Time

	// onListen, when set, is called with the server's base URL once it
	// listens: how `steward bench` runs the real server in-process.
	onListen func(baseURL string)
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
	offsets, err := steward.ParseRetrySchedule(c.WebhookRetrySchedule)
	if err != nil {
		return fmt.Errorf("--webhook-retry-schedule: %s", steward.ErrorMessage(err))
	}
	c.webhookOffsets = offsets
	if err := errors.Join(c.envErrs...); err != nil {
		return err
	}
	if c.RateLimit < 0 || c.RateLimitBurst < 0 || c.LoginLimit < 0 || c.SignupLimit < 0 {
		return fmt.Errorf("--rate-limit %d, --rate-limit-burst %d, --login-limit %d, --signup-limit %d: want 0 (no limit) or more",
			c.RateLimit, c.RateLimitBurst, c.LoginLimit, c.SignupLimit)
	}
	if c.RateLimitBurst == 0 {
		c.RateLimitBurst = 2 * c.RateLimit
	}
	if c.CalendarSyncInterval < time.Second {
		return fmt.Errorf("--calendar-sync-interval %s: want at least 1s (and, against real booking sites, minutes)", c.CalendarSyncInterval)
	}
	if c.CalendarLease != 0 && c.CalendarLease < time.Second {
		return fmt.Errorf("--calendar-lease %s: want at least 1s", c.CalendarLease)
	}
	if c.OfferWait <= 0 || c.OfferAtRisk <= 0 || c.OfferInterval < time.Second {
		return fmt.Errorf("--offer-wait %s, --offer-at-risk %s, --offer-interval %s: want positive durations, the interval at least 1s",
			c.OfferWait, c.OfferAtRisk, c.OfferInterval)
	}
	if c.WebhookLease < time.Second {
		return fmt.Errorf("--webhook-lease %s: want at least 1s", c.WebhookLease)
	}
	if (c.LLMURL == "") != (c.LLMModel == "") {
		return errors.New("--llm-url and --llm-model go together: set both to use a language model, or neither")
	}
	if c.LLMURL != "" {
		if u, err := url.Parse(c.LLMURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return fmt.Errorf("--llm-url %q: want an http(s) base URL such as https://api.openai.com/v1", c.LLMURL)
		}
	}
	if c.SMTPURL != "" {
		if c.smtp, err = smtpmail.ParseURL(c.SMTPURL); err != nil {
			return fmt.Errorf("--smtp-url %q: %v", smtpmail.Redact(c.SMTPURL), err)
		}
		if c.MailFrom == "" {
			return errors.New("--mail-from is required with --smtp-url: the address mail to pros is sent from")
		}
	}
	if c.MailFrom != "" && !steward.ValidEmail(c.MailFrom) {
		return fmt.Errorf("--mail-from %q: want a plain email address such as steward@example.com", c.MailFrom)
	}
	if c.mailOffsets, err = steward.ParseRetrySchedule(c.MailRetrySchedule); err != nil {
		return fmt.Errorf("--mail-retry-schedule: %s", steward.ErrorMessage(err))
	}
	if c.DataDir == "" {
		c.DataDir = defaultDataDir(c.DatabaseURL)
	}
	if c.PublicURL != "" {
		u, err := url.Parse(c.PublicURL)
		if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
			return fmt.Errorf("--public-url %q: want http(s)://host[:port][/path], e.g. https://steward.example.com", c.PublicURL)
		}
		c.PublicURL = strings.TrimRight(c.PublicURL, "/")
	}
	if c.Now != "" {
		t, err := time.Parse(time.RFC3339, c.Now)
		if err != nil {
			return fmt.Errorf("--now %q: want an RFC 3339 time such as 2026-03-04T09:00:00-08:00", c.Now)
		}
		c.now = t
	}
	switch c.LogLevel {
	case "debug", "info", "warn", "error":
	default:
		return fmt.Errorf("--log-level %q: want debug, info, warn or error", c.LogLevel)
	}
	return nil
}

// defaultDataDir is the data directory for database dsn: steward-data in
// the directory of a SQLite file, else in the working directory.
func defaultDataDir(dsn string) string {
	if path, ok := strings.CutPrefix(dsn, "sqlite:"); ok && path != "" && !strings.HasPrefix(path, ":memory:") {
		path, _, _ = strings.Cut(path, "?")
		return filepath.Join(filepath.Dir(strings.TrimPrefix(path, "//")), "steward-data")
	}
	return "steward-data"
}

func envOr(getenv func(string) string, key, def string) string {
	if v := getenv(key); v != "" {
		return v
	}
	return def
}

// envDuration is envOr for a duration flag; a value that is not one is
// kept in errs for validate to report.
func envDuration(getenv func(string) string, key string, def time.Duration, errs *[]error) time.Duration {
	v := getenv(key)
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		*errs = append(*errs, fmt.Errorf("%s=%q: want a Go duration such as 15m", key, v))
		return def
	}
	return d
}

// envInt is envOr for an integer flag; a value that is not one is kept in
// errs for validate to report.
func envInt(getenv func(string) string, key string, def int, errs *[]error) int {
	v := getenv(key)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		*errs = append(*errs, fmt.Errorf("%s=%q: want an integer", key, v))
		return def
	}
	return n
}

func newServeCmd(getenv func(string) string, stdout, stderr io.Writer) *cobra.Command {
	var cfg serveConfig
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the Steward server",
		Long: `Run the Steward server: the REST API, the assistant, the MCP server, the web app, webhooks and metrics.

REST v1 is under /api/v1, and v2 (accounts, API keys, the assistant's message service, webhook endpoints) under
/api/v2; the assistant, the AI property manager, handles the messages sent there; AI agents reach the MCP server at
/mcp; the web app is at /app/; webhooks are delivered with retries; Prometheus metrics are at /metrics and health
checks at /healthz and /readyz.

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
	f.StringVar(&cfg.WebhookRetrySchedule, "webhook-retry-schedule", envOr(getenv, "STEWARD_WEBHOOK_RETRY_SCHEDULE", defaultRetrySchedule),
		"webhook retries, as comma-separated Go durations from the first failure; attempts = retries + 1 (STEWARD_WEBHOOK_RETRY_SCHEDULE)")
	f.BoolVar(&cfg.WebhookAllowPrivate, "webhook-allow-private", envOr(getenv, "STEWARD_WEBHOOK_ALLOW_PRIVATE", "") == "true",
		"allow webhook endpoints on loopback and private addresses, for local development; --demo turns it on (STEWARD_WEBHOOK_ALLOW_PRIVATE=true)")
	f.DurationVar(&cfg.WebhookLease, "webhook-lease", webhook.DefaultLease,
		"how long a replica holds a webhook delivery it is attempting; keep it above the 10s attempt timeout")
	_ = f.MarkHidden("webhook-lease")
	f.DurationVar(&cfg.CalendarSyncInterval, "calendar-sync-interval", envDuration(getenv, "STEWARD_CALENDAR_SYNC_INTERVAL", ical.DefaultInterval, &cfg.envErrs),
		"how often each property's calendar feeds (iCalendar URLs) are read (STEWARD_CALENDAR_SYNC_INTERVAL)")
	f.DurationVar(&cfg.CalendarLease, "calendar-lease", 0,
		"how long a replica holds a calendar feed it is syncing (0: 2m); keep it above the 30s fetch timeout")
	_ = f.MarkHidden("calendar-lease")
	f.DurationVar(&cfg.OfferWait, "offer-wait", envDuration(getenv, "STEWARD_OFFER_WAIT", steward.DefaultOfferPolicy.Wait, &cfg.envErrs),
		"how long a pro has to answer a job offer before it goes to the next pro (STEWARD_OFFER_WAIT)")
	f.DurationVar(&cfg.OfferAtRisk, "offer-at-risk", envDuration(getenv, "STEWARD_OFFER_AT_RISK", steward.DefaultOfferPolicy.AtRisk, &cfg.envErrs),
		"how long before a job nobody has accepted the host is told it is at risk (STEWARD_OFFER_AT_RISK)")
	f.DurationVar(&cfg.OfferInterval, "offer-interval", time.Minute, "how often the offer worker looks for lapsed offers, jobs at risk and failed jobs")
	_ = f.MarkHidden("offer-interval")
	f.BoolVar(&cfg.CalendarAllowPrivate, "calendar-allow-private", envOr(getenv, "STEWARD_CALENDAR_ALLOW_PRIVATE", "") == "true",
		"allow calendar feeds on loopback and private addresses, for local development; --demo turns it on (STEWARD_CALENDAR_ALLOW_PRIVATE=true)")
	f.IntVar(&cfg.RateLimit, "rate-limit", envInt(getenv, "STEWARD_RATE_LIMIT", 50, &cfg.envErrs),
		"requests per second allowed per API key or login token, 429 beyond; 0 for no limit (STEWARD_RATE_LIMIT)")
	f.IntVar(&cfg.RateLimitBurst, "rate-limit-burst", envInt(getenv, "STEWARD_RATE_LIMIT_BURST", 0, &cfg.envErrs),
		"requests a credential may send at once above the rate; 0 for twice --rate-limit (STEWARD_RATE_LIMIT_BURST)")
	f.IntVar(&cfg.LoginLimit, "login-limit", envInt(getenv, "STEWARD_LOGIN_LIMIT", 10, &cfg.envErrs),
		"failed login attempts per minute allowed per client IP and per email from one client IP, 429 beyond "+
			"(a right password costs nothing; an email failing more often is slowed); 0 for no limit (STEWARD_LOGIN_LIMIT)")
	f.IntVar(&cfg.SignupLimit, "signup-limit", envInt(getenv, "STEWARD_SIGNUP_LIMIT", 20, &cfg.envErrs),
		"sign-ups per hour allowed per client IP, 429 beyond; 0 for no limit (STEWARD_SIGNUP_LIMIT)")
	f.BoolVar(&cfg.TrustProxy, "trust-proxy", envOr(getenv, "STEWARD_TRUST_PROXY", "") == "true",
		"take the client IP from X-Forwarded-For (right-most address): only behind a reverse proxy that sets it (STEWARD_TRUST_PROXY=true)")
	for _, t := range []struct {
		p    *time.Duration
		name string
		def  time.Duration
	}{
		{&cfg.ReadHeaderTimeout, "read-header-timeout", 10 * time.Second},
		{&cfg.ReadTimeout, "read-timeout", 30 * time.Second},
		{&cfg.WriteTimeout, "write-timeout", 60 * time.Second},
		{&cfg.IdleTimeout, "idle-timeout", 120 * time.Second},
	} {
		f.DurationVar(t.p, t.name, t.def, "HTTP server "+strings.ReplaceAll(t.name, "-", " "))
		_ = f.MarkHidden(t.name)
	}
	f.StringVar(&cfg.LLMURL, "llm-url", envOr(getenv, "STEWARD_LLM_URL", ""),
		"OpenAI-compatible chat-completions base URL for the assistant's model-backed engine, e.g. https://api.openai.com/v1; unset: the embedded engine only (STEWARD_LLM_URL)")
	f.StringVar(&cfg.LLMModel, "llm-model", envOr(getenv, "STEWARD_LLM_MODEL", ""), "the model to ask, e.g. gpt-4.1-mini (STEWARD_LLM_MODEL)")
	f.StringVar(&cfg.LLMAPIKey, "llm-api-key", envOr(getenv, "STEWARD_LLM_API_KEY", ""), "API key for --llm-url; prefer the environment variable (STEWARD_LLM_API_KEY)")
	f.StringVar(&cfg.SMTPURL, "smtp-url", envOr(getenv, "STEWARD_SMTP_URL", ""),
		"SMTP server for mail to pros: smtp://user:pass@host:port (STARTTLS when offered) or smtps://… (implicit TLS); unset: mail is written to the log (STEWARD_SMTP_URL)")
	f.StringVar(&cfg.MailFrom, "mail-from", envOr(getenv, "STEWARD_MAIL_FROM", ""), "the address mail to pros is sent from; required with --smtp-url (STEWARD_MAIL_FROM)")
	f.StringVar(&cfg.MailRetrySchedule, "mail-retry-schedule", envOr(getenv, "STEWARD_MAIL_RETRY_SCHEDULE", defaultMailRetrySchedule),
		"mail retries after temporary SMTP failures, as comma-separated Go durations from the first failure (STEWARD_MAIL_RETRY_SCHEDULE)")
	_ = f.MarkHidden("mail-retry-schedule")
	f.StringVar(&cfg.DataDir, "data-dir", envOr(getenv, "STEWARD_DATA_DIR", ""),
		"directory for the pros' photos; default: steward-data beside the SQLite file, or ./steward-data with PostgreSQL (STEWARD_DATA_DIR)")
	f.StringVar(&cfg.PublicURL, "public-url", envOr(getenv, "STEWARD_PUBLIC_URL", ""),
		"where hosts and pros reach this server, for links in e-mails; default: http:// and the listen address (STEWARD_PUBLIC_URL)")
	f.StringVar(&cfg.Now, "now", envOr(getenv, "STEWARD_NOW", ""), "fix the clock at this RFC 3339 time, for tests and demos (STEWARD_NOW)")
	_ = f.MarkHidden("now")
	return cmd
}

// defaultMailRetrySchedule is smtpmail.DefaultRetryOffsets as a flag value.
const defaultMailRetrySchedule = "1m,5m,15m,1h,4h,12h"

// defaultRetrySchedule is steward.DefaultRetryOffsets as a flag value.
const defaultRetrySchedule = "5s,1m,5m,30m,2h,8h,24h,72h,168h"

// testHooks lets this package's tests drive the server's time without a
// restart: a clock they move, and the offer worker's tick, handed to
// TickFunc once the worker runs. run finds them in its context (see
// testHooksKey); nothing else sets them.
type testHooks struct {
	Clock    steward.Clock
	TickFunc func(tick func(context.Context) (int, error))
	// SupplyTickFunc receives the supply worker's tick.
	SupplyTickFunc func(tick func(context.Context) (int, error))
	// AssetTickFunc is handed the equipment service sweep's tick.
	AssetTickFunc func(tick func(context.Context) (int, error))
}

type testHooksKey struct{}

// serve runs the server until ctx is cancelled, then shuts down gracefully:
// the HTTP server first, then the background workers (see startServices),
// then the database.
func serve(ctx context.Context, cfg serveConfig, stdout, stderr io.Writer) error {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	logger := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	logger.Info("starting", "addr", cfg.Addr, "db", sqlstore.Redact(cfg.DatabaseURL), "demo", cfg.Demo,
		"webhook_retry_schedule", cfg.WebhookRetrySchedule, "webhook_allow_private", cfg.allowPrivate(),
		"calendar_sync_interval", cfg.CalendarSyncInterval, "calendar_allow_private", cfg.calendarAllowPrivate(),
		"rate_limit", cfg.RateLimit, "rate_limit_burst", cfg.RateLimitBurst, "login_limit", cfg.LoginLimit, "signup_limit", cfg.SignupLimit, "trust_proxy", cfg.TrustProxy,
		"llm_url", cfg.LLMURL, "llm_model", cfg.LLMModel, "llm_api_key", mask(cfg.LLMAPIKey),
		"smtp_url", smtpmail.Redact(cfg.SMTPURL), "mail_from", cfg.MailFrom,
		"offer_wait", cfg.OfferWait, "offer_at_risk", cfg.OfferAtRisk, "data_dir", cfg.DataDir, "public_url", cfg.PublicURL)

	db, err := sqlstore.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	db.Logger = logger
	if !cfg.now.IsZero() {
		logger.Warn("the clock is fixed", "now", cfg.now.Format(time.RFC3339))
		db.Clock = steward.FixedClock{T: cfg.now.UTC()}
	}
	hooks, _ := ctx.Value(testHooksKey{}).(*testHooks)
	if hooks != nil && hooks.Clock != nil {
		db.Clock = hooks.Clock
	}
	db.Offers = steward.OfferPolicy{Wait: cfg.OfferWait, AtRisk: cfg.OfferAtRisk}

	// Listen first: the address is the default public URL the workers'
	// e-mails link to.
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", cfg.Addr, err)
	}
	baseURL := "http://" + ln.Addr().String()
	db.PublicURL = cfg.PublicURL
	if db.PublicURL == "" {
		db.PublicURL = baseURL
	}

	srv, stop, err := startServices(ctx, cfg, db, logger)
	if err != nil {
		ln.Close()
		return err
	}
	defer stop()
	if cfg.Demo {
		if err := printDemo(ctx, srv, db.Clock.Now(), baseURL, stdout); err != nil {
			ln.Close()
			return err
		}
	}
	return serveHTTP(ctx, cfg, srv.Handler(), ln, baseURL, logger, stdout)
}

// printDemo makes sure the demo account exists (seeding it on first start)
// and prints its login, a fresh API key and a fresh link for a demo pro
// (each start's link revokes the previous one).
func printDemo(ctx context.Context, srv *httpapi.Server, now time.Time, baseURL string, stdout io.Writer) error {
	svc := demo.Services{
		Accounts: srv.Accounts, APIKeys: srv.APIKeys, Addresses: srv.Addresses,
		Pros: srv.Pros, Reservations: srv.Reservations, Jobs: srv.Jobs, Work: srv.Work, Photos: srv.Photos, Expenses: srv.Expenses,
		Assets: srv.Assets,
	}
	if srv.Offers != nil {
		svc.Links = srv.Offers
	}
	if srv.Supplies != nil {
		svc.Supplies = srv.Supplies
		svc.Restock, _ = srv.Supplies.(demo.Restocker)
	}
	if srv.Ratings != nil {
		svc.Ratings = srv.Ratings
	}
	creds, err := demo.Ensure(ctx, svc, now)
	if err != nil {
		return fmt.Errorf("demo account: %w", err)
	}
	if srv.Calendars != nil {
		if _, err := demo.EnsureCalendar(ctx, srv.Addresses, srv.Calendars, creds.AccountID, baseURL); err != nil {
			return fmt.Errorf("demo calendar: %w", err)
		}
	}
	fmt.Fprintf(stdout, "Demo account ready:\n  email:    %s\n  password: %s\n  API key:  %s\n  try:      curl -H 'X-API-Key: %s' %s/api/v1/jobs\n  web app:  %s/app/\n",
		creds.Email, creds.Password, creds.APIKey, creds.APIKey, baseURL, baseURL)
	if creds.ProToken != "" {
		// The pro's page, as POST /api/v1/pros/{id}/link makes it: open it
		// on a phone to play the pro (the token stays in the fragment).
		fmt.Fprintf(stdout, "  pro link: %s/pro#token=%s\n  as pro:   curl -H 'Authorization: Bearer %s' %s/api/v1/pro/jobs   (%s)\n",
			baseURL, creds.ProToken, creds.ProToken, baseURL, creds.ProName)
	}
	return nil
}

// serveHTTP serves h on ln until ctx is cancelled, then lets requests in
// flight finish (15 s at most).
func serveHTTP(ctx context.Context, cfg serveConfig, h http.Handler, ln net.Listener, baseURL string, logger *slog.Logger, stdout io.Writer) error {
	hs := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: cfg.ReadHeaderTimeout,
		ReadTimeout:       cfg.ReadTimeout,
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       cfg.IdleTimeout,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	if cfg.onListen != nil {
		cfg.onListen(baseURL)
	}
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

// allowPrivate reports whether webhooks may go to private addresses: by
// flag, or always in demo mode (its endpoints are on this machine).
func (c *serveConfig) allowPrivate() bool { return c.WebhookAllowPrivate || c.Demo }

// calendarAllowPrivate reports whether calendar feeds may be on private
// addresses: by flag, or always in demo mode (its feed is served by this
// server). It is a flag of its own: a host may want to test webhooks
// against a local receiver without letting feeds reach the local network.
func (c *serveConfig) calendarAllowPrivate() bool { return c.CalendarAllowPrivate || c.Demo }

// mask hides a secret in logs, keeping enough to recognise it.
func mask(secret string) string {
	if secret == "" {
		return ""
	}
	if len(secret) <= 8 {
		return "****"
	}
	return secret[:4] + "…" + "****"
}
