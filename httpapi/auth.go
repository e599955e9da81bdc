package httpapi

import (
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

type signupRequest struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Email     string `json:"email"`
	Password  string `json:"password"`
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (s *Server) handleSignup(w http.ResponseWriter, r *http.Request) {
	var req signupRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowSignup(w, r) {
		return
	}
	sess, err := s.Accounts.Signup(r.Context(), steward.Signup{FirstName: req.FirstName, LastName: req.LastName, Email: req.Email, Password: req.Password})
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, sess)
}

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	var req loginRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	if !s.allowLogin(w, r, req.Email) {
		return
	}
	sess, err := s.Accounts.Login(r.Context(), req.Email, req.Password)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	s.loginSucceeded(r, req.Email)
	writeJSON(w, http.StatusOK, sess)
}

func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	token, _ := r.Context().Value(ctxToken).(string)
	if err := s.Accounts.Logout(r.Context(), token); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

type apiKeyCreateRequest struct {
	Name string `json:"name"`
}

// createdAPIKey is the one response that carries a key's secret.
type createdAPIKey struct {
	ID         int64      `json:"id"`
	Name       string     `json:"name"`
	Key        string     `json:"key"`
	Prefix     string     `json:"prefix"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
}

func (s *Server) handleCreateAPIKey(w http.ResponseWriter, r *http.Request) {
	var req apiKeyCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	k, secret, err := s.APIKeys.CreateAPIKey(r.Context(), accountID(r.Context()), req.Name)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, createdAPIKey{ID: k.ID, Name: k.Name, Key: secret, Prefix: k.Prefix, CreatedAt: k.CreatedAt})
}

func (s *Server) handleListAPIKeys(w http.ResponseWriter, r *http.Request) {
	keys, err := s.APIKeys.FindAPIKeys(r.Context(), accountID(r.Context()))
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"api_keys": keys})
}

func (s *Server) handleRevokeAPIKey(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "id")
	if !ok {
		s.writeError(w, r, steward.Errorf(steward.ENOTFOUND, "API key not found"))
		return
	}
	if err := s.APIKeys.RevokeAPIKey(r.Context(), accountID(r.Context()), id); err != nil {
		s.writeError(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
