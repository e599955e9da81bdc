package main

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/assistant"
	"github.com/stewardhq/steward/demo"
	"github.com/stewardhq/steward/httpapi"
	"github.com/stewardhq/steward/ical"
	"github.com/stewardhq/steward/llm"
	"github.com/stewardhq/steward/mcpserver"
	"github.com/stewardhq/steward/photostore"
	"github.com/stewardhq/steward/proapp"
	"github.com/stewardhq/steward/ratelimit"
	"github.com/stewardhq/steward/smtpmail"
	"github.com/stewardhq/steward/sqlstore"
	"github.com/stewardhq/steward/tool"
	"github.com/stewardhq/steward/webhook"
	"github.com/stewardhq/steward/webui"
)

// startServices wires every service on db into the HTTP server's handlers
// (REST, MCP, the web app, metrics) and starts the background workers: the
// webhook dispatcher, the mail sender, the calendar syncer, the turnover
// sweep and the assistant's runner. stop ends the workers,
// letting work in flight finish; call it after the HTTP server has stopped.
func startServices(ctx context.Context, cfg serveConfig, db *sqlstore.DB, logger *slog.Logger) (srv *httpapi.Server, stop func(), err error) {
	srv = &httpapi.Server{
		Accounts:     sqlstore.NewAccountService(db),
		APIKeys:      sqlstore.NewAPIKeyService(db),
		Jobs:         sqlstore.NewJobService(db),
		Addresses:    sqlstore.NewAddressService(db),
		Pros:         sqlstore.NewProService(db),
		Todos:        sqlstore.NewAddressService(db),
		Reservations: sqlstore.NewReservationService(db),
		Messages:     sqlstore.NewMessageService(db),
		Supplies:     sqlstore.NewSupplyService(db),
		Expenses:     sqlstore.NewExpenseService(db),
		Reports:      sqlstore.NewReportService(db),
		Assets:       sqlstore.NewAssetService(db),
		ReadyFunc:    db.Ping,
		Logger:       logger,
		KeyLimiter:   ratelimit.New(cfg.RateLimit, time.Second, cfg.RateLimitBurst),
		LoginLimiter: ratelimit.NewLogin(cfg.LoginLimit, time.Minute, cfg.LoginLimit).WithSignups(cfg.SignupLimit, time.Hour),
		TrustProxy:   cfg.TrustProxy,
	}
	shareRateLimits(db, srv, logger)
	stopWebhooks, err := startWebhooks(ctx, cfg, db, srv, logger)
	if err != nil {
		return nil, nil, err
	}
	stopMail := startMail(ctx, cfg, db, srv, logger)
	if srv.Photos, err = photostore.NewDisk(cfg.DataDir); err != nil {
		stopMail()
		stopWebhooks()
		return nil, nil, err
	}
	stopCalendars := startCalendars(ctx, cfg, db, srv, logger)
	stopSweep := startTurnoverSweep(ctx, db, logger)
	stopService := startServiceSweep(ctx, db, logger)
	stopOffers := startOffers(ctx, cfg, db, srv, logger)
	stopSupplies := startSupplies(ctx, db, logger)
	srv.Work = sqlstore.NewProWorkStore(db)
	stopAssistant, err := startAssistant(ctx, cfg, db, srv, logger)
	if err != nil {
		stopSupplies()
		stopOffers()
		stopService()
		stopSweep()
		stopCalendars()
		stopMail()
		stopWebhooks()
		return nil, nil, err
	}
	return srv, func() {
		stopAssistant()
		stopSupplies()
		stopOffers()
		stopService()
		stopSweep()
		stopCalendars()
		stopMail()
		stopWebhooks()
	}, nil
}

// startWebhooks runs the webhook dispatcher, woken by every commit that
// queues deliveries and polling for retries and for other replicas'
// events, and serves its metrics. The returned stop lets attempts in
// flight finish and be recorded before the database closes; one cut
// short is retried when its lease expires.
func startWebhooks(ctx context.Context, cfg serveConfig, db *sqlstore.DB, srv *httpapi.Server, logger *slog.Logger) (stop func(), err error) {
	dispatcher := webhook.New(sqlstore.NewWebhookStore(db), webhook.Config{
		Policy:       steward.RetryPolicy{Offsets: cfg.webhookOffsets, Jitter: 0.1},
		AllowPrivate: cfg.allowPrivate(),
		Lease:        cfg.WebhookLease,
		Logger:       logger,
	})
	db.DeliveryNotifyFunc = dispatcher.Notify
	registry := prometheus.NewRegistry()
	registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	if err := dispatcher.RegisterMetrics(registry); err != nil {
		return nil, fmt.Errorf("metrics: %w", err)
	}
	srv.Webhooks = dispatcher
	srv.Metrics = promhttp.HandlerFor(registry, promhttp.HandlerOpts{})
	dispatchCtx, stopDispatch := context.WithCancel(context.WithoutCancel(ctx))
	dispatchDone := make(chan struct{})
	go func() { dispatcher.Run(dispatchCtx); close(dispatchDone) }()
	return func() {
		stopDispatch()
		select {
		case <-dispatchDone:
		case <-time.After(15 * time.Second):
			logger.Warn("webhook attempts still in flight at shutdown; they will be retried")
		}
	}, nil
}

// startCalendars runs the calendar syncer, which reads every property's
// iCalendar feeds each --calendar-sync-interval and keeps their stays in
// step, and serves the demo feed in demo mode. The returned stop lets syncs
// in flight finish; one cut short is redone when its lease expires.
func startCalendars(ctx context.Context, cfg serveConfig, db *sqlstore.DB, srv *httpapi.Server, logger *slog.Logger) (stop func()) {
	syncer := ical.New(sqlstore.NewCalendarStore(db), ical.Config{
		Interval:     cfg.CalendarSyncInterval,
		Lease:        cfg.CalendarLease,
		AllowPrivate: cfg.calendarAllowPrivate(),
		Logger:       logger,
	})
	srv.Calendars = syncer
	if cfg.Demo {
		srv.DemoCalendar = demo.CalendarFeed(db.Clock)
	}
	syncCtx, stopSync := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() { syncer.Run(syncCtx); close(done) }()
	return func() {
		stopSync()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			logger.Warn("calendar syncs still in flight at shutdown; they will be redone")
		}
	}
}

// turnoverSweepInterval is how often the turnover sweep runs: stays come
// within the horizon by the day, so an hour is early enough.
const turnoverSweepInterval = time.Hour

// startTurnoverSweep gives their turnovers to stays that have come within
// steward.TurnoverHorizon (at start, then every turnoverSweepInterval; the
// store's clock says what "now" is). Replicas may sweep at once: each
// property is swept holding its row (see
// sqlstore.ReservationService.SweepTurnovers). stop waits for a sweep in
// flight.
func startTurnoverSweep(ctx context.Context, db *sqlstore.DB, logger *slog.Logger) (stop func()) {
	res := sqlstore.NewReservationService(db)
	return every(ctx, turnoverSweepInterval, logger, "turnover sweep", "stays", res.SweepTurnovers)
}

// serviceSweepInterval is how often the equipment's service tasks are
// checked: they come due by the day, so an hour is early enough.
const serviceSweepInterval = time.Hour

// startServiceSweep books the service jobs of equipment whose service
// tasks come due (at start, then every serviceSweepInterval, at the time
// of db.Clock; see sqlstore.AssetService.SweepServiceTasks). Replicas may
// sweep at once: each property is swept holding its row. stop waits for a
// sweep in flight.
func startServiceSweep(ctx context.Context, db *sqlstore.DB, logger *slog.Logger) (stop func()) {
	assets := sqlstore.NewAssetService(db)
	if hooks, _ := ctx.Value(testHooksKey{}).(*testHooks); hooks != nil && hooks.AssetTickFunc != nil {
		hooks.AssetTickFunc(assets.SweepServiceTasks)
	}
	return every(ctx, serviceSweepInterval, logger, "equipment service sweep", "jobs", assets.SweepServiceTasks)
}

// startMail runs the mail sender, which tells pros about their jobs
// through the SMTP server of --smtp-url, or into the log without one. Like
// the webhook dispatcher it is woken by every commit that queues mail and
// polls for retries and for other replicas' mail. The returned stop lets
// conversations in flight finish and be recorded.
func startMail(ctx context.Context, cfg serveConfig, db *sqlstore.DB, srv *httpapi.Server, logger *slog.Logger) (stop func()) {
	var transport smtpmail.Transport = smtpmail.Log{Logger: logger}
	if cfg.smtp != nil {
		transport = cfg.smtp
	}
	store := sqlstore.NewMailStore(db)
	sender := smtpmail.New(store, transport, smtpmail.Config{
		From:   cfg.MailFrom,
		Policy: steward.RetryPolicy{Offsets: cfg.mailOffsets, Jitter: 0.1},
		Clock:  db.Clock,
		Logger: logger,
	})
	db.MailNotifyFunc = sender.Notify
	srv.Notifications = store
	sendCtx, stopSend := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() { sender.Run(sendCtx); close(done) }()
	return func() {
		stopSend()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			logger.Warn("mail still being sent at shutdown; it will be retried")
		}
	}
}

// startOffers runs the offer worker, which each --offer-interval hands
// lapsed offers to the next pro, tells the host of jobs at risk and fails
// the jobs nobody did (docs/pros.md), at the time of db.Clock. The
// returned stop lets a tick in flight finish.
func startOffers(ctx context.Context, cfg serveConfig, db *sqlstore.DB, srv *httpapi.Server, logger *slog.Logger) (stop func()) {
	store := sqlstore.NewOfferStore(db)
	srv.Offers = store
	srv.Ratings = sqlstore.NewRatingStore(db) // a poor rating's re-clean goes through the cascade
	if hooks, _ := ctx.Value(testHooksKey{}).(*testHooks); hooks != nil && hooks.TickFunc != nil {
		hooks.TickFunc(store.Tick)
	}
	return every(ctx, cfg.OfferInterval, logger, "offer worker", "jobs", store.Tick)
}

// startAssistant starts the runner, the one service every interface sends
// messages through (it stores them and processes them off the request
// path, resuming any a previous run left unfinished), and wires the
// interfaces that use it: the tool registry shared by MCP and the
// model-backed engine, the MCP server and the web app. stop ends the
// runner after the message in hand.
func startAssistant(ctx context.Context, cfg serveConfig, db *sqlstore.DB, srv *httpapi.Server, logger *slog.Logger) (stop func(), err error) {
	embedded := &assistant.Engine{Jobs: srv.Jobs, Addresses: srv.Addresses, Pros: srv.Pros,
		Reservations: srv.Reservations, Changes: sqlstore.NewChangeService(db), Calendars: srv.Calendars, Clock: db.Clock, Supplies: srv.Supplies,
		Reports: srv.Reports, Assets: srv.Assets}
	runner := &assistant.Runner{Messages: srv.Messages, Handler: embedded, Logger: logger}
	srv.Assistant = runner

	tools := tool.New(tool.Services{Accounts: srv.Accounts, Jobs: srv.Jobs, Addresses: srv.Addresses, Todos: srv.Todos,
		Pros: srv.Pros, Reservations: srv.Reservations, Calendars: srv.Calendars, Offers: srv.Offers, Supplies: srv.Supplies, Work: srv.Work, Messages: srv.Messages, Assistant: runner, Clock: db.Clock,
		LoginLimiter: srv.LoginLimiter, Ratings: srv.Ratings, Expenses: srv.Expenses, Reports: srv.Reports, Assets: srv.Assets, Photos: srv.Photos})
	if cfg.LLMURL != "" {
		runner.Handler = llm.New(llm.Config{BaseURL: cfg.LLMURL, Model: cfg.LLMModel, APIKey: cfg.LLMAPIKey,
			Tools: tools, Addresses: srv.Addresses, Changes: sqlstore.NewChangeService(db), Clock: db.Clock, Fallback: embedded, Logger: logger})
		runner.Timeout = 2 * time.Minute // model round trips are slower than the embedded engine
	}
	srv.MCP = mcpserver.New(mcpserver.Config{Tools: tools, Addresses: srv.Addresses, Todos: srv.Todos, Jobs: srv.Jobs,
		Clock: db.Clock, Version: version(), Logger: logger})

	// The web app shares the API's login limiter (a nil one allows everything).
	srv.Web = (&webui.Server{Accounts: srv.Accounts, APIKeys: srv.APIKeys, Jobs: srv.Jobs, Addresses: srv.Addresses,
		Todos: srv.Todos, Pros: srv.Pros, Reservations: srv.Reservations, Webhooks: srv.Webhooks, Calendars: srv.Calendars, Supplies: srv.Supplies, Assets: srv.Assets,
		Ratings: srv.Ratings,
		Work:    srv.Work, Photos: srv.Photos, OfferPolicy: db.Offers, Offers: srv.Offers,
		Expenses: srv.Expenses, Reports: srv.Reports,
		Messages: srv.Messages, Assistant: runner, LoginLimiter: srv.LoginLimiter, Clock: db.Clock, Logger: logger,
		ClientIPFunc: func(r *http.Request) string { return ratelimit.ClientIP(r, cfg.TrustProxy) }}).Handler()

	srv.ProApp = proapp.Handler()

	assistCtx, stopAssist := context.WithCancel(context.WithoutCancel(ctx))
	if err := runner.Start(assistCtx); err != nil {
		stopAssist()
		return nil, fmt.Errorf("assistant: %w", err)
	}
	return func() { stopAssist(); runner.Wait() }, nil
}

// supplyInterval is how often the supply worker looks for properties whose
// supplies would not last through their next stay: stays and counts
// change by the day, so an hour is early enough.
const supplyInterval = time.Hour

// startSupplies runs the supply worker (at start, then every
// supplyInterval, at the time of db.Clock), which gives each property whose
// supplies run short one restocking job before its next check-in
// (docs/operations.md). Replicas may tick at once: each property is
// handled holding its row (see sqlstore.SupplyService.TickSupplies). stop
// waits for a tick in flight.
func startSupplies(ctx context.Context, db *sqlstore.DB, logger *slog.Logger) (stop func()) {
	store := sqlstore.NewSupplyService(db)
	if hooks, _ := ctx.Value(testHooksKey{}).(*testHooks); hooks != nil && hooks.SupplyTickFunc != nil {
		hooks.SupplyTickFunc(store.TickSupplies)
	}
	return every(ctx, supplyInterval, logger, "supply worker", "restocking_jobs", store.TickSupplies)
}

// every runs fn at start, then every interval, until stopped; a failure is
// logged as name's, and a run that did something logs how much, as
// countKey. The runs use a context that outlives ctx (a run is not cut
// short by the start's context), cancelled by stop, which then waits for
// a run in flight: 15 seconds at most, as what a run was doing is redone
// by the next one, at this start or the next.
func every(ctx context.Context, interval time.Duration, logger *slog.Logger, name, countKey string, fn func(context.Context) (int, error)) (stop func()) {
	runCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			if n, err := fn(runCtx); err != nil && runCtx.Err() == nil {
				logger.Error(name+" failed", "err", err)
			} else if n > 0 {
				logger.Info(name, countKey, n)
			}
			select {
			case <-runCtx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() {
		cancel()
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			logger.Warn(name + " still busy at shutdown; what it was doing is redone at the next start")
		}
	}
}

// shareRateLimits keeps the rate limits' buckets in PostgreSQL, so that the
// replicas on one database enforce one limit between them rather than one
// each. On SQLite (one machine) they stay in memory, which costs no write.
func shareRateLimits(db *sqlstore.DB, srv *httpapi.Server, logger *slog.Logger) {
	if db.Dialect() != "postgres" {
		return
	}
	store := sqlstore.NewRateLimitStore(db)
	warn := func(err error) { logger.Warn("rate limit store failed; the request was allowed", "err", err) }
	if srv.KeyLimiter != nil {
		srv.KeyLimiter.Shared(store, "key:").ErrorFunc = warn
	}
	srv.LoginLimiter.Shared(store).SetErrorFunc(warn)
}
