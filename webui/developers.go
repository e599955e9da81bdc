package webui

import (
	"fmt"
	"net/http"

	"github.com/stewardhq/steward"
)

// apiKeyView is an API key as the list shows it; the secret is never here.
type apiKeyView struct {
	ID       int64
	Name     string
	Prefix   string
	Created  string
	LastUsed string
}

// newKey is an API key just created: its secret is shown this once.
type newKey struct {
	Name, Secret string
}

// developersPage is the Developers section: API keys and webhook endpoints.
type developersPage struct {
	base
	Keys         []apiKeyView
	NewKey       *newKey
	KeyForm      *form
	Endpoints    []endpointView
	EndpointForm *form
	EventOptions []option
}

func (s *Server) handleDevelopers(w http.ResponseWriter, r *http.Request) {
	s.renderDevelopers(w, r, http.StatusOK, &developersPage{})
}

// renderDevelopers fills in the lists and the forms p does not already carry.
func (s *Server) renderDevelopers(w http.ResponseWriter, r *http.Request, status int, p *developersPage) {
	keys, err := s.APIKeys.FindAPIKeys(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	endpoints, err := s.Webhooks.FindWebhookEndpoints(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	p.base = s.base(r, "Developers", "developers")
	for _, k := range keys {
		p.Keys = append(p.Keys, apiKeyView{ID: k.ID, Name: k.Name, Prefix: k.Prefix + "…", Created: utcTime(k.CreatedAt),
			LastUsed: utcTimePtr(k.LastUsedAt, "Never")})
	}
	for _, e := range endpoints {
		p.Endpoints = append(p.Endpoints, toEndpointView(e))
	}
	if p.KeyForm == nil {
		p.KeyForm = newForm("key", nil)
	}
	if p.EndpointForm == nil {
		p.EndpointForm = newForm("endpoint", nil)
	}
	p.EventOptions = eventOptions()
	s.render(w, r, status, "developers", p)
}

func (s *Server) handleCreateAPIKey(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "key")
	if !ok {
		return
	}
	k, secret, err := s.APIKeys.CreateAPIKey(r.Context(), accountID(r), f.Get("name"))
	if err != nil {
		f.fail(err)
		s.renderDevelopers(w, r, statusOf(err), &developersPage{KeyForm: f})
		return
	}
	// Shown in this response only: it is stored hashed and cannot be shown again.
	s.renderDevelopers(w, r, http.StatusCreated, &developersPage{NewKey: &newKey{Name: k.Name, Secret: secret}})
}

func (s *Server) handleRevokeAPIKey(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "revoke")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAPIKeyNotFound)
		return
	}
	if f.Get("confirmed") != "yes" {
		name := fmt.Sprintf("API key %d", id)
		if keys, err := s.APIKeys.FindAPIKeys(r.Context(), accountID(r)); err == nil {
			for _, k := range keys {
				if k.ID == id {
					name = fmt.Sprintf("the API key “%s”", k.Name)
				}
			}
		}
		s.confirm(w, r, confirmPage{Heading: "Revoke " + name + "?",
			Message: "Apps and scripts using it are refused from the moment you revoke it. This cannot be undone.",
			Action:  r.URL.Path, Button: "Revoke", Back: "/app/developers", BackText: "Keep the key"})
		return
	}
	if err := s.APIKeys.RevokeAPIKey(r.Context(), accountID(r), id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, "/app/developers?done=key-revoked", http.StatusSeeOther)
}

var errAPIKeyNotFound = steward.Errorf(steward.ENOTFOUND, "API key not found")
