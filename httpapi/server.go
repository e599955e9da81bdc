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

	// Messages stores messages to the assistant; Assistant handles them.
	Messages  steward.MessageService
	Assistant MessageQueue

	// Metrics, when set, serves Prometheus metrics at GET /metrics.
	Metrics http.Handler

	// ReadyFunc reports whether the server can serve (the database answers).
	ReadyFunc func(ctx context.Context) error
	Logger    *slog.Logger
}

// Handler returns the server's whole HTTP surface (see routes.go).
func (s *Server) Handler() http.Handler {
	if s.Logger == nil {
		s.Logger = slog.New(slog.DiscardHandler)
	}
	return s.routes()
}
