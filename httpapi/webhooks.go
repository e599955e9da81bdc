package httpapi

import (
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// webhookEndpointCreateRequest is the body of POST /api/v2/webhook-endpoints.
type webhookEndpointCreateRequest struct {
	URL         *string  `json:"url"`
	Events      []string `json:"events"`
	Description *string  `json:"description"`
}

// webhookEndpointUpdateRequest is the body of PATCH /api/v2/webhook-endpoints/{id}.
type webhookEndpointUpdateRequest struct {
	URL         *string   `json:"url"`
	Events      *[]string `json:"events"`
	Description *string   `json:"description"`
	Enabled     *bool     `json:"enabled"`
}

// webhookEndpointWithSecret is an endpoint as created or rotated: the only
// responses that carry its signing secret.
type webhookEndpointWithSecret struct {
	ID             int64     `json:"id"`
	URL            string    `json:"url"`
	Events         []string  `json:"events"`
	Description    string    `json:"description"`
	Secret         string    `json:"secret"`
	Enabled        bool      `json:"enabled"`
	DisabledReason *string   `json:"disabled_reason"`
	CreatedAt      time.Time `json:"created_at"`
}

func withSecret(e *steward.WebhookEndpoint) webhookEndpointWithSecret {
	return webhookEndpointWithSecret{ID: e.ID, URL: e.URL, Events: e.Events, Description: e.Description, Secret: e.Secret,
		Enabled: e.Enabled, DisabledReason: e.DisabledReason, CreatedAt: e.CreatedAt}
}

var (
	errWebhookEndpointNotFound = steward.Errorf(steward.ENOTFOUND, "Webhook endpoint not found")
	errWebhookDeliveryNotFound = steward.Errorf(steward.ENOTFOUND, "Webhook delivery not found")
)

func (s *Server) handleCreateWebhookEndpoint(w http.ResponseWriter, r *http.Request) {
	var req webhookEndpointCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in := steward.WebhookEndpointCreate{URL: deref(req.URL), Events: req.Events, Description: deref(req.Description)}
	e, err := s.Webhooks.CreateWebhookEndpoint(r.Context(), accountID(r.Context()), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, withSecret(e))
}

func (s *Server) handleListWebhookEndpoints(w http.ResponseWriter, r *http.Request) {
	list, err := s.Webhooks.FindWebhookEndpoints(r.Context(), accountID(r.Context()))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"webhook_endpoints": list})
}

func (s *Server) handleGetWebhookEndpoint(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookEndpointNotFound)
		return
	}
	e, err := s.Webhooks.FindWebhookEndpointByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

func (s *Server) handleUpdateWebhookEndpoint(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookEndpointNotFound)
		return
	}
	var req webhookEndpointUpdateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	upd := steward.WebhookEndpointUpdate{URL: req.URL, Events: req.Events, Description: req.Description, Enabled: req.Enabled}
	e, err := s.Webhooks.UpdateWebhookEndpoint(r.Context(), accountID(r.Context()), id, upd)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, e)
}

func (s *Server) handleDeleteWebhookEndpoint(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookEndpointNotFound)
		return
	}
	if err := s.Webhooks.DeleteWebhookEndpoint(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (s *Server) handleRotateWebhookSecret(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookEndpointNotFound)
		return
	}
	e, err := s.Webhooks.RotateWebhookSecret(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, withSecret(e))
}

func (s *Server) handleTestWebhookEndpoint(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookEndpointNotFound)
		return
	}
	a, err := s.Webhooks.TestWebhookEndpoint(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, a)
}

func (s *Server) handleListWebhookDeliveries(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookEndpointNotFound)
		return
	}
	limit, err := queryInt(r, "limit")
	if err != nil {
		s.writeError(w, r, err)
		return
	} else if limit != nil && (*limit < 1 || *limit > steward.MaxWebhookDeliveryLimit) {
		s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid limit: must be between 1 and %d", steward.MaxWebhookDeliveryLimit))
		return
	}
	list, err := s.Webhooks.FindWebhookDeliveries(r.Context(), accountID(r.Context()), id, int(deref(limit)))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"deliveries": list})
}

func (s *Server) handleGetWebhookDelivery(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookDeliveryNotFound)
		return
	}
	d, err := s.Webhooks.FindWebhookDeliveryByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}

func (s *Server) handleRetryWebhookDelivery(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, errWebhookDeliveryNotFound)
		return
	}
	d, err := s.Webhooks.RetryWebhookDelivery(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, d)
}
