package webui

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// cookieName holds the login token of a browser session.
const cookieName = "steward_session"

// setSessionCookie keeps the login token in a cookie that scripts cannot
// read (HttpOnly), that other sites' links send but their forms do not
// (SameSite=Lax), that only the web app receives (Path), and that travels
// only over TLS when the page was served over TLS.
func (s *Server) setSessionCookie(w http.ResponseWriter, r *http.Request, sess *steward.Session) {
	maxAge := int(sess.ExpiresAt.Sub(s.now()) / time.Second)
	if maxAge <= 0 {
		maxAge = int(steward.SessionTTL / time.Second)
	}
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: sess.Token, Path: Prefix, MaxAge: maxAge,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r)})
}

func clearSessionCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{Name: cookieName, Value: "", Path: Prefix, MaxAge: -1,
		HttpOnly: true, SameSite: http.SameSiteLaxMode, Secure: isHTTPS(r)})
}

// isHTTPS reports whether the browser reached us over TLS, directly or
// through a proxy that says so. A forged header only makes the forger's
// own cookie Secure.
func isHTTPS(r *http.Request) bool {
	return r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https")
}

// authenticate returns the session of the request's cookie, or an
// EUNAUTHORIZED error when there is none or it is no longer valid.
func (s *Server) authenticate(r *http.Request) (*session, error) {
	c, err := r.Cookie(cookieName)
	if err != nil || c.Value == "" {
		return nil, steward.Errorf(steward.EUNAUTHORIZED, "Log in to continue")
	}
	id, err := s.Accounts.AuthenticateToken(r.Context(), c.Value)
	if err != nil {
		return nil, err
	}
	acct, err := s.Accounts.FindAccountByID(r.Context(), id)
	if err != nil {
		return nil, err
	}
	return &session{Account: acct, Token: c.Value}, nil
}

// page admits requests with a valid session cookie; others are sent to
// the login page, which brings them back afterwards.
func (s *Server) page(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sess, err := s.authenticate(r)
		if steward.ErrorCode(err) == steward.EUNAUTHORIZED {
			clearSessionCookie(w, r)
			next := r.URL.RequestURI()
			if r.Method != http.MethodGet {
				next = ""
			}
			http.Redirect(w, r, loginURL(next), http.StatusSeeOther)
			return
		} else if err != nil {
			s.errorPage(w, r, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store") // pages may show secrets
		h(w, withSession(r, sess))
	})
}

// api is page for the chat's JSON endpoints: no redirects, errors as
// {error, message, code}.
func (s *Server) api(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sess, err := s.authenticate(r)
		if err != nil {
			s.writeJSONError(w, r, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		h(w, withSession(r, sess))
	})
}

func withSession(r *http.Request, sess *session) *http.Request {
	ctx := steward.NewContextWithActor(r.Context(), steward.ActorWeb) // the job history's "web"
	return r.WithContext(context.WithValue(ctx, ctxSession, sess))
}

func loginURL(next string) string {
	if next == "" || next == Prefix {
		return "/app/login"
	}
	return "/app/login?next=" + url.QueryEscape(next)
}

// safeNext returns where to go after logging in: next when it is a page of
// the web app (never another site), the jobs dashboard otherwise.
func safeNext(next string) string {
	if strings.HasPrefix(next, Prefix) && !strings.Contains(next, "\\") && !strings.HasPrefix(next, "/app/login") &&
		!strings.HasPrefix(next, "/app/signup") {
		if u, err := url.Parse(next); err == nil && u.Host == "" && u.Scheme == "" {
			return next
		}
	}
	return "/app/jobs"
}

// authPage is the login and sign-up pages.
type authPage struct {
	base
	Form *form
	Next string
}

func (s *Server) handleLoginForm(w http.ResponseWriter, r *http.Request) {
	if _, err := s.authenticate(r); err == nil {
		http.Redirect(w, r, safeNext(r.URL.Query().Get("next")), http.StatusSeeOther)
		return
	}
	s.render(w, r, http.StatusOK, "login", &authPage{base: s.base(r, "Log in", ""), Form: newForm("login", nil),
		Next: r.URL.Query().Get("next")})
}

func (s *Server) handleLogin(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "login")
	if !ok {
		return
	}
	next := f.Get("next")
	p := &authPage{base: s.base(r, "Log in", ""), Form: f, Next: next}
	email := strings.ToLower(strings.TrimSpace(f.Get("email")))
	if s.LoginLimiter != nil {
		if ok, wait := s.LoginLimiter.AllowLogin(email, s.clientIP(r)); !ok {
			s.renderLimited(w, r, "login", p, "Too many failed login attempts", wait)
			return
		}
	}
	sess, err := s.Accounts.Login(r.Context(), email, f.Values.Get("password"))
	if err != nil {
		f.fail(err)
		s.render(w, r, statusOf(err), "login", p)
		return
	}
	if s.LoginLimiter != nil {
		s.LoginLimiter.LoginSucceeded(email, s.clientIP(r))
	}
	s.setSessionCookie(w, r, sess)
	http.Redirect(w, r, safeNext(next), http.StatusSeeOther)
}

// renderLimited renders page (the form of a refused login or sign-up) with
// 429, Retry-After, and what was refused and how long to wait as its error.
func (s *Server) renderLimited(w http.ResponseWriter, r *http.Request, name string, page *authPage, what string, wait time.Duration) {
	secs := max(1, int(math.Ceil(wait.Seconds())))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	n, unit := secs, "second"
	if secs >= 120 {
		n, unit = (secs+59)/60, "minute"
	}
	if n != 1 {
		unit += "s"
	}
	page.Form.Error = fmt.Sprintf("%s, try again in %d %s", what, n, unit)
	s.render(w, r, http.StatusTooManyRequests, name, page)
}

func (s *Server) handleSignupForm(w http.ResponseWriter, r *http.Request) {
	if _, err := s.authenticate(r); err == nil {
		http.Redirect(w, r, "/app/jobs", http.StatusSeeOther)
		return
	}
	s.render(w, r, http.StatusOK, "signup", &authPage{base: s.base(r, "Sign up", ""), Form: newForm("signup", nil)})
}

func (s *Server) handleSignup(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "signup")
	if !ok {
		return
	}
	if s.LoginLimiter != nil {
		if ok, wait := s.LoginLimiter.AllowSignup(s.clientIP(r)); !ok {
			s.renderLimited(w, r, "signup", &authPage{base: s.base(r, "Sign up", ""), Form: f}, "Too many sign-ups from this address", wait)
			return
		}
	}
	in := steward.Signup{FirstName: f.Get("first_name"), LastName: f.Get("last_name"), Email: f.Get("email"),
		Password: f.Values.Get("password")}
	sess, err := s.Accounts.Signup(r.Context(), in)
	if err != nil {
		switch msg := steward.ErrorMessage(err); {
		case steward.ErrorCode(err) == steward.ECONFLICT:
			f.fail(err, "email") // the email is taken
		case fieldOf(msg) == "name":
			f.fail(err, "first_name") // the message names both name fields
		default:
			f.fail(err)
		}
		s.render(w, r, statusOf(err), "signup", &authPage{base: s.base(r, "Sign up", ""), Form: f})
		return
	}
	s.setSessionCookie(w, r, sess)
	http.Redirect(w, r, "/app/jobs?done=welcome", http.StatusSeeOther)
}

// handleLogout revokes the login token and forgets the cookie, whether or
// not the token was still valid.
func (s *Server) handleLogout(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie(cookieName); err == nil && c.Value != "" {
		if err := s.Accounts.Logout(r.Context(), c.Value); err != nil && steward.ErrorCode(err) != steward.EUNAUTHORIZED {
			s.errorPage(w, r, err)
			return
		}
	}
	clearSessionCookie(w, r)
	http.Redirect(w, r, "/app/login?done=logged-out", http.StatusSeeOther)
}
