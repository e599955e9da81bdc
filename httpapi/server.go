// Package httpapi is Steward's HTTP interface: REST v1 under /api/v1, the
// v2 account endpoints, health checks and the OpenAPI document. Handlers
// decode, validate, make one service call and encode; every error leaves
// through writeError in the one {error, message, code} shape.
package httpapi

import (
	"context"
	"log/slog"
	"net/http"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ratelimit"
)

// Server holds the services the handlers call. Build one, set every field,
// and serve Handler().
type Server struct {
	Accounts     steward.AccountService
	APIKeys      steward.APIKeyService
	Jobs         steward.JobService
	Addresses    steward.AddressService
	Pros         steward.ProService
	Todos        steward.TodoService
	Reservations steward.ReservationService
	Webhooks     steward.WebhookService
	// Calendars, when set, manages and syncs properties' calendar feeds.
	Calendars steward.CalendarService
	// DemoCalendar, when set (--demo only), serves the demo property's
	// iCalendar feed at GET /demo/calendar.ics.
	DemoCalendar http.Handler
	// Notifications lists the e-mails sent to pros about a job.
	Notifications steward.NotificationService
	// Supplies, when set, serves the properties' supplies (docs/operations.md).
	Supplies steward.SupplyService
	// Assets, when set, serves the equipment of the properties
	// (docs/operations.md).
	Assets steward.AssetService
	// Offers, when set, serves the property's preferred pros, the pros'
	// links and the pro API (docs/pros.md).
	Offers steward.OfferService
	// Ratings, when set, rates completed jobs (docs/operations.md
	// "Quality").
	Ratings steward.RatingService
	// Work and Photos, when set with Offers, keep the pros' photos, notes
	// and issue reports (the pro API adds them, the host reads them), and
	// the photos' bytes.
	Work   steward.ProWorkService
	Photos steward.PhotoStore
	// Expenses and Reports, when set, serve the money endpoints
	// (docs/operations.md).
	Expenses steward.ExpenseService
	Reports  steward.ReportService

	// Assistant takes messages to the assistant; Messages reads them back.
	Messages  steward.MessageService
	Assistant steward.AssistantService

	// MCP, when set, is the Model Context Protocol endpoint served at /mcp,
	// behind optional credentials (see optionalCredential).
	MCP http.Handler

	// Web, when set, is the web app for hosts and developers (package
	// webui), served under /app/; GET / redirects there.
	Web http.Handler

	// ProApp, when set, is the pro's page (package proapp), served under
	// /pro/: the page a pro's link opens.
	ProApp http.Handler

	// Metrics, when set, serves Prometheus metrics at GET /metrics.
	Metrics http.Handler

	// ReadyFunc reports whether the server can serve (the database answers).
	ReadyFunc func(ctx context.Context) error
	Logger    *slog.Logger

	// KeyLimiter, when set, limits requests per credential (API key or
	// login token) after authentication: over the limit is 429
	// RATE_LIMITED with Retry-After. Nil means unlimited.
	KeyLimiter *ratelimit.Limiter
	// LoginLimiter, when set, limits failed login attempts per client IP
	// and per email from one client IP, and sign-ups per client IP. Nil
	// means unlimited.
	LoginLimiter *ratelimit.Login
	// TrustProxy takes the client IP from X-Forwarded-For (see
	// ratelimit.ClientIP): set it only behind a reverse proxy that sets it.
	TrustProxy bool
}

// Handler returns the server's whole HTTP surface (see routes.go).
func (s *Server) Handler() http.Handler {
	if s.Logger == nil {
		s.Logger = slog.New(slog.DiscardHandler)
	}
	return s.routes()
}
