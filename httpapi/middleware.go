package httpapi

import (
	"cmp"
	"context"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// MaxBodyBytes caps every request body; larger ones get 413.
const MaxBodyBytes = 1 << 20

type ctxKey int

const (
	ctxToken ctxKey = iota
	ctxRequestID
)

// accountID returns the account the request authenticated as.
func accountID(ctx context.Context) int64 {
	return steward.AccountIDFromContext(ctx)
}

func requestID(ctx context.Context) string {
	id, _ := ctx.Value(ctxRequestID).(string)
	return id
}

// withRequestID gives every request an ID (the caller's X-Request-Id when it
// is sane), echoes it in the response, and logs one line per request.
func (s *Server) withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !saneRequestID(id) {
			id = steward.NewToken(20)
		}
		w.Header().Set("X-Request-Id", id)
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r.WithContext(context.WithValue(r.Context(), ctxRequestID, id)))
		if sw.encodeErr != nil {
			s.Logger.ErrorContext(r.Context(), "response could not be encoded", "method", r.Method,
				"path", r.URL.Path, "request_id", id, "err", sw.encodeErr)
		}
		s.Logger.LogAttrs(r.Context(), levelFor(sw.status), "request",
			slogStr("method", r.Method), slogStr("path", r.URL.Path), slogInt("status", sw.status),
			slogDur("duration", time.Since(start)), slogStr("request_id", id))
	})
}

func saneRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !(c == '-' || c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// statusWriter remembers the status a handler wrote.
type statusWriter struct {
	http.ResponseWriter
	status      int
	wroteHeader bool
	encodeErr   error // a response body that could not be encoded (see noteEncodeError)
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.wroteHeader {
		w.status, w.wroteHeader = code, true
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.wroteHeader = true
	return w.ResponseWriter.Write(b)
}

func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// recoverPanics turns a panic into a logged stack and a 500 with no internals.
func (s *Server) recoverPanics(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				s.Logger.ErrorContext(r.Context(), "panic", "method", r.Method, "path", r.URL.Path,
					"request_id", requestID(r.Context()), "panic", v, "stack", string(debug.Stack()))
				writeErrorBody(w, steward.EINTERNAL, "Internal error")
			}
		}()
		next.ServeHTTP(w, r)
	})
}

// limitBody caps request bodies at MaxBodyBytes and marks the errors of
// reading them (see requestBody); writeError and decode report them.
func limitBody(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		limit, message := int64(MaxBodyBytes), tooLargeMessage
		if isPhotoUpload(r) { // a pro's photo: its own limit (prowork.go)
			limit, message = photoUploadLimit, steward.ErrorMessage(photoTooLarge)
		}
		if r.ContentLength > limit {
			writeErrorBody(w, steward.ETOOLARGE, message)
			return
		}
		r.Body = &requestBody{ReadCloser: http.MaxBytesReader(w, r.Body, limit)}
		next.ServeHTTP(w, r)
	})
}

const tooLargeMessage = "Request body too large: the limit is 1 MiB"

// refuseBadQuery answers 400 for a query string that is not text every
// store can keep (invalid UTF-8 or NUL, see steward.CheckText), before any
// handler or store sees it. Bodies are checked by decode; the web app
// checks its own forms and queries, answering with its own error page.
func refuseBadQuery(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.RawQuery != "" && !strings.HasPrefix(r.URL.Path, "/app/") {
			if err := steward.CheckQuery(r.URL.Query()); err != nil {
				writeErrorBody(w, steward.EVALIDATION, steward.ErrorMessage(err))
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// jsonNotFound gives unknown routes a JSON 404 and wrong methods a JSON 405
// (keeping the Allow header the mux computed), instead of the mux's plain
// text. The request is routed once: the mux's own fallbacks are recognised
// by their plain-text error and rewritten on the way out.
func jsonNotFound(mux *http.ServeMux) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mux.ServeHTTP(&fallbackWriter{ResponseWriter: w, r: r}, r)
	})
}

// fallbackWriter rewrites the mux's plain-text 404 and 405 as JSON errors.
// Steward's handlers always write JSON, so a text/plain 404 or 405 can only
// come from the mux itself.
type fallbackWriter struct {
	http.ResponseWriter
	r       *http.Request
	swallow bool // the mux's text body is dropped after the JSON one
}

func (f *fallbackWriter) WriteHeader(code int) {
	if (code == http.StatusNotFound || code == http.StatusMethodNotAllowed) &&
		strings.HasPrefix(f.Header().Get("Content-Type"), "text/plain") {
		f.swallow = true
		f.Header().Del("X-Content-Type-Options")
		if code == http.StatusNotFound {
			writeErrorBody(f.ResponseWriter, steward.ENOTFOUND, "No route for "+f.r.Method+" "+f.r.URL.Path)
		} else {
			writeErrorBody(f.ResponseWriter, steward.EMETHOD,
				"Method "+f.r.Method+" is not allowed on "+f.r.URL.Path+"; allowed: "+f.Header().Get("Allow"))
		}
		return
	}
	f.ResponseWriter.WriteHeader(code)
}

func (f *fallbackWriter) Write(b []byte) (int, error) {
	if f.swallow {
		return len(b), nil
	}
	return f.ResponseWriter.Write(b)
}

func (f *fallbackWriter) Unwrap() http.ResponseWriter { return f.ResponseWriter }

// credentials returns the bearer credential and the X-API-Key header.
func credentials(r *http.Request) (bearer, apiKey string) {
	if h := r.Header.Get("Authorization"); len(h) > 7 && strings.EqualFold(h[:7], "bearer ") {
		bearer = strings.TrimSpace(h[7:])
	}
	return bearer, strings.TrimSpace(r.Header.Get("X-API-Key"))
}

func withAccount(r *http.Request, id int64, token string) *http.Request {
	ctx := steward.NewContextWithAccountID(r.Context(), id)
	if token != "" {
		ctx = context.WithValue(ctx, ctxToken, token)
	}
	return r.WithContext(ctx)
}

// requireAPIKey admits REST v1 requests that carry a valid API key, in
// X-API-Key or as Authorization: Bearer stw_….
func (s *Server) requireAPIKey(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		bearer, key := credentials(r)
		if key == "" {
			key = bearer
		}
		if key == "" {
			writeErrorBody(w, steward.EINVALIDAPIKEY,
				"Invalid or missing API key: send it in the X-API-Key header")
			return
		}
		id, err := s.APIKeys.AuthenticateAPIKey(r.Context(), key)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !s.allowCredential(w, key, "API key") {
			return
		}
		h(w, withAccount(r, id, ""))
	})
}

// requireCredential admits v2 requests with a login token or an API key.
func (s *Server) requireCredential(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, credential, err := s.authenticate(r)
		if credential == "" {
			err = errMissingBearer
		}
		if steward.ErrorCode(err) == steward.EINVALIDAPIKEY {
			err = steward.Errorf(steward.EUNAUTHORIZED, "Invalid or revoked API key")
		}
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !s.allowCredential(w, credential, "credential") {
			return
		}
		h(w, withAccount(r, id, bearerOf(r)))
	})
}

// authenticate is the one "API key or login token" switch: a bearer
// credential that looks like an API key is checked as one, any other bearer
// as a login token, else the X-API-Key header as an API key. It returns the
// account and the credential it used; an empty credential means the
// request carried none.
func (s *Server) authenticate(r *http.Request) (accountID int64, credential string, err error) {
	bearer, key := credentials(r)
	switch {
	case strings.HasPrefix(bearer, steward.APIKeyPrefix):
		accountID, err = s.APIKeys.AuthenticateAPIKey(r.Context(), bearer)
	case bearer != "":
		accountID, err = s.Accounts.AuthenticateToken(r.Context(), bearer)
	case key != "":
		accountID, err = s.APIKeys.AuthenticateAPIKey(r.Context(), key)
	}
	return accountID, cmp.Or(bearer, key), err
}

// bearerOf returns the request's bearer credential, if any.
func bearerOf(r *http.Request) string {
	bearer, _ := credentials(r)
	return bearer
}

var errMissingBearer = steward.Errorf(steward.EUNAUTHORIZED,
	"Missing credentials: send Authorization: Bearer <token> (from POST /api/v2/auth/login)")

// requireLogin admits requests with a login token; API keys are refused here
// so a leaked key cannot mint more keys.
func (s *Server) requireLogin(h http.HandlerFunc) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		bearer, key := credentials(r)
		if bearer == "" && key == "" {
			s.writeError(w, r, errMissingBearer)
			return
		}
		if bearer == "" || strings.HasPrefix(bearer, steward.APIKeyPrefix) {
			s.writeError(w, r, steward.Errorf(steward.EFORBIDDEN,
				"This operation needs a login token, not an API key: log in with POST /api/v2/auth/login"))
			return
		}
		id, err := s.Accounts.AuthenticateToken(r.Context(), bearer)
		if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !s.allowCredential(w, bearer, "login token") {
			return
		}
		h(w, withAccount(r, id, bearer))
	})
}
