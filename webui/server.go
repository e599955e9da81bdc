// Package webui is Steward's web app for hosts and their developers: sign
// up and log in, the jobs dashboard, properties and their to-do lists, pros,
// reservations, the AI property manager's chat, and the Developers section
// (API keys, webhook endpoints, test events and the delivery log).
//
// Pages are rendered on the server with html/template; a small stylesheet
// and a little JavaScript (chat polling, copy buttons, confirm dialogs) are
// embedded in the binary, so the app needs no build step and works offline.
// Forms post normally and work without JavaScript. The handlers call the
// domain services directly, with the same validation as the HTTP API.
package webui

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// Prefix is where the web app is mounted; every page lives under it.
const Prefix = "/app/"

// LoginLimiter decides whether a login attempt or a sign-up may go ahead.
// It reports false, with how long to wait, when ip, or email from ip, has
// failed too often. AllowLogin counts an attempt as a failure until
// LoginSucceeded takes it back. *ratelimit.Login is one.
type LoginLimiter interface {
	AllowLogin(email, ip string) (ok bool, retryAfter time.Duration)
	LoginSucceeded(email, ip string)
	AllowSignup(ip string) (ok bool, retryAfter time.Duration)
}

// Server holds the services the pages call. Set the fields and serve
// Handler(); fields are read per request, so they may be set after Handler
// is called but before the first request.
type Server struct {
	Accounts  steward.AccountService
	APIKeys   steward.APIKeyService
	Jobs      steward.JobService
	Addresses steward.AddressService
	Todos     steward.TodoService
	Pros      steward.ProService
	// Ratings, when set, rates completed jobs (the rating form of a
	// completed job's page).
	Ratings      steward.RatingService
	Reservations steward.ReservationService
	Webhooks     steward.WebhookService
	Calendars    steward.CalendarService
	// Supplies, when set, shows and edits the properties' supplies.
	Supplies steward.SupplyService
	// Work and Photos, when set, show the pros' photos, notes and issue
	// reports on the job page; OfferPolicy says when a job nobody has
	// accepted is at risk (the banners).
	Work        steward.ProWorkService
	Photos      steward.PhotoStore
	OfferPolicy steward.OfferPolicy
	// Expenses and Reports serve the Money page and pros' statements;
	// nil leaves them unavailable.
	Expenses steward.ExpenseService
	Reports  steward.ReportService
	// Assets, when set, shows the properties' equipment (docs/operations.md).
	Assets steward.AssetService
	// Offers, when set, edits the properties' preferred pros and the pros'
	// links to their app (docs/pros.md).
	Offers steward.OfferService

	// Assistant takes messages to the assistant; Messages reads them back.
	Messages  steward.MessageService
	Assistant steward.AssistantService

	// LoginLimiter, when set, is asked before every login attempt and
	// sign-up; nil means neither is limited.
	LoginLimiter LoginLimiter
	// ClientIPFunc returns the client address a login is counted against;
	// nil means the connection's peer address (no proxy trusted).
	ClientIPFunc func(r *http.Request) string

	// Clock decides what "upcoming" means; nil means the system clock.
	Clock  steward.Clock
	Logger *slog.Logger
}

// Handler returns the web app: every page under Prefix, guarded against
// cross-origin form posts (CSRF) by http.CrossOriginProtection.
func (s *Server) Handler() http.Handler {
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(s.handleCrossOrigin))
	return securityHeaders(cop.Handler(s.checkInput(s.routes())))
}

// routes lists every page of the web app. Pages that need a login are
// wrapped in s.page (HTML) or s.api (JSON for the chat).
func (s *Server) routes() http.Handler {
	mux := http.NewServeMux()
	page, api := s.page, s.api

	mux.HandleFunc("GET /app/static/{name}", handleStatic)
	mux.HandleFunc("GET /app/login", s.handleLoginForm)
	mux.HandleFunc("POST /app/login", s.handleLogin)
	mux.HandleFunc("GET /app/signup", s.handleSignupForm)
	mux.HandleFunc("POST /app/signup", s.handleSignup)
	mux.HandleFunc("POST /app/logout", s.handleLogout)

	mux.Handle("GET /app/{$}", page(s.handleHome))
	mux.Handle("GET /app/jobs", page(s.handleJobs))
	mux.Handle("GET /app/jobs/new", page(s.handleNewJob))
	mux.Handle("POST /app/jobs", page(s.handleCreateJob))
	mux.Handle("GET /app/jobs/{id}", page(s.handleJob))
	mux.Handle("POST /app/jobs/{id}/reschedule", page(s.handleRescheduleJob))
	mux.Handle("POST /app/jobs/{id}/work", page(s.handleChangeJobWork))
	mux.Handle("POST /app/jobs/{id}/cancel", page(s.handleCancelJob))
	mux.Handle("POST /app/jobs/{id}/reinstate", page(s.handleReinstateJob))
	mux.Handle("POST /app/jobs/{id}/rating", page(s.handleRateJob))       // a completed job; see rating.go
	mux.Handle("GET /app/jobs/{id}/photos/{pid}", page(s.handleJobPhoto)) // the bytes, for the host only

	mux.Handle("GET /app/properties", page(s.handleProperties))
	mux.Handle("GET /app/properties/new", page(s.handleNewProperty))
	mux.Handle("POST /app/properties", page(s.handleCreateProperty))
	mux.Handle("GET /app/properties/{id}", page(s.handleProperty))
	mux.Handle("GET /app/properties/{id}/edit", page(s.handleEditProperty))
	mux.Handle("POST /app/properties/{id}", page(s.handleUpdateProperty))
	mux.Handle("POST /app/properties/{id}/archive", page(s.handleArchiveProperty))
	mux.Handle("POST /app/properties/{id}/pros", page(s.handleSetProPrefs)) // preferred pros; see offers.go
	mux.Handle("POST /app/properties/{id}/todos", page(s.handleCreateTodoList))
	mux.Handle("POST /app/properties/{id}/todos/{lid}", page(s.handleUpdateTodoList))
	mux.Handle("POST /app/properties/{id}/todos/{lid}/delete", page(s.handleDeleteTodoList))
	mux.Handle("POST /app/properties/{id}/supplies", page(s.handleCreateSupply))
	mux.Handle("GET /app/properties/{id}/supplies/{sid}", page(s.handleSupply))
	mux.Handle("POST /app/properties/{id}/supplies/{sid}", page(s.handleUpdateSupply))
	mux.Handle("POST /app/properties/{id}/supplies/{sid}/delete", page(s.handleDeleteSupply))
	mux.Handle("POST /app/properties/{id}/calendars", page(s.handleCreateCalendar))
	mux.Handle("POST /app/properties/{id}/calendars/{cid}/sync", page(s.handleSyncCalendar))
	mux.Handle("POST /app/properties/{id}/calendars/{cid}/delete", page(s.handleDeleteCalendar))
	if s.Assets != nil {
		mux.Handle("GET /app/properties/{id}/assets/new", page(s.handleNewAsset))
		mux.Handle("POST /app/properties/{id}/assets", page(s.handleCreateAsset))
		mux.Handle("GET /app/assets/{id}", page(s.handleAsset))
		mux.Handle("POST /app/assets/{id}", page(s.handleUpdateAsset))
		mux.Handle("POST /app/assets/{id}/tasks", page(s.handleAddTask))
		mux.Handle("POST /app/assets/{id}/delete", page(s.handleDeleteAsset))
	}

	mux.Handle("GET /app/pros", page(s.handlePros))
	mux.Handle("GET /app/pros/new", page(s.handleNewPro))
	mux.Handle("POST /app/pros", page(s.handleCreatePro))
	mux.Handle("GET /app/pros/{id}/edit", page(s.handleEditPro))
	mux.Handle("POST /app/pros/{id}", page(s.handleUpdatePro))
	mux.Handle("POST /app/pros/{id}/link", page(s.handleCreateProLink))
	mux.Handle("POST /app/pros/{id}/link/revoke", page(s.handleRevokeProLink))

	mux.Handle("GET /app/money", page(s.handleMoney))
	mux.Handle("POST /app/money/expenses", page(s.handleCreateExpense))
	mux.Handle("POST /app/money/expenses/{id}/delete", page(s.handleDeleteExpense))
	mux.Handle("POST /app/money/expenses/{id}/receipt", page(s.handleUploadReceipt)) // multipart; up to 10 MiB
	mux.Handle("GET /app/money/expenses/{id}/receipt", page(s.handleReceipt))        // the bytes, for the host only
	mux.Handle("POST /app/money/expenses/{id}/receipt/delete", page(s.handleDeleteReceipt))
	mux.Handle("GET /app/money/spend.csv", page(s.handleSpendCSV))

	mux.Handle("GET /app/reservations", page(s.handleReservations))
	mux.Handle("GET /app/reservations/new", page(s.handleNewReservation))
	mux.Handle("POST /app/reservations", page(s.handleCreateReservation))
	mux.Handle("GET /app/reservations/{id}", page(s.handleReservation))
	mux.Handle("POST /app/reservations/{id}", page(s.handleUpdateReservation))
	mux.Handle("POST /app/reservations/{id}/cancel", page(s.handleCancelReservation))

	mux.Handle("GET /app/calendar", page(s.handleCalendar))

	mux.Handle("GET /app/assistant", page(s.handleAssistant))
	mux.Handle("POST /app/assistant", page(s.handleAssistantForm))
	mux.Handle("POST /app/assistant/messages", api(s.handleSendMessage))
	mux.Handle("GET /app/assistant/messages/{id}", api(s.handleGetMessage))

	mux.Handle("GET /app/developers", page(s.handleDevelopers))
	mux.Handle("POST /app/developers/api-keys", page(s.handleCreateAPIKey))
	mux.Handle("POST /app/developers/api-keys/{id}/revoke", page(s.handleRevokeAPIKey))
	mux.Handle("POST /app/developers/webhooks", page(s.handleCreateEndpoint))
	mux.Handle("GET /app/developers/webhooks/{id}", page(s.handleEndpoint))
	mux.Handle("POST /app/developers/webhooks/{id}/test", page(s.handleTestEndpoint))
	mux.Handle("POST /app/developers/webhooks/{id}/rotate", page(s.handleRotateSecret))
	mux.Handle("POST /app/developers/webhooks/{id}/enabled", page(s.handleSetEnabled))
	mux.Handle("POST /app/developers/webhooks/{id}/delete", page(s.handleDeleteEndpoint))
	mux.Handle("GET /app/developers/deliveries/{id}", page(s.handleDelivery))
	mux.Handle("POST /app/developers/deliveries/{id}/retry", page(s.handleRetryDelivery))

	// Everything else under /app/ is a friendly 404 page, not the mux's
	// plain text (which the API would turn into its JSON 404).
	mux.HandleFunc("/app/", s.handleNotFound)
	return mux
}

// securityHeaders sets the headers every page and asset carries: a strict
// content security policy (only our own scripts and styles, no framing).
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "+
			"connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "same-origin")
		next.ServeHTTP(w, r)
	})
}

func (s *Server) logger() *slog.Logger {
	if s.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return s.Logger
}

func (s *Server) now() time.Time {
	if s.Clock == nil {
		return steward.SystemClock{}.Now()
	}
	return s.Clock.Now()
}

// clientIP is the address a login attempt is counted against.
func (s *Server) clientIP(r *http.Request) string {
	if s.ClientIPFunc != nil {
		return s.ClientIPFunc(r)
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

type ctxKey int

const ctxSession ctxKey = iota

// session is the logged-in account of a request.
type session struct {
	Account *steward.Account
	Token   string
}

func sessionOf(ctx context.Context) *session {
	s, _ := ctx.Value(ctxSession).(*session)
	return s
}

// accountID returns the account the request is logged in as.
func accountID(r *http.Request) int64 {
	if s := sessionOf(r.Context()); s != nil {
		return s.Account.ID
	}
	return 0
}
