package httpapi

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ratelimit"
)

// mcp is the /mcp endpoint: the MCP handler behind optional credentials,
// answering one JSON-RPC message per HTTP request, with every error in the
// {error, message, code} body.
func (s *Server) mcp() http.Handler {
	return s.mcpErrors(refuseBatches(s, s.optionalCredential(s.MCP)))
}

// refuseBatches answers a JSON-RPC batch (a body that is a JSON array) with
// 400. The rate limit charges an HTTP request once, so a batch would buy
// as many calls as fit in a body; the SDK runs batches for clients of the
// older protocol versions. One message per request keeps one charge per
// call. Only the body's first non-blank byte is read here.
func refuseBatches(s *Server, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		br := bufio.NewReaderSize(r.Body, 512)
		c, err := firstNonBlank(br)
		switch {
		case err != nil && err != io.EOF:
			s.writeError(w, r, err)
			return
		case c == '[':
			writeErrorBody(w, steward.EVALIDATION,
				"JSON-RPC batches are not supported: send one JSON-RPC message per HTTP request")
			return
		}
		body := r.Body
		r = r.WithContext(r.Context()) // a copy: the caller's r keeps its body, for clientFault
		r.Body = struct {
			io.Reader
			io.Closer
		}{br, body}
		next.ServeHTTP(w, r)
	})
}

// firstNonBlank returns the first byte of br that is not JSON whitespace,
// leaving it unread; the whitespace before it is consumed.
func firstNonBlank(br *bufio.Reader) (byte, error) {
	for {
		c, err := br.ReadByte()
		if err != nil {
			return 0, err
		}
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		}
		return c, br.UnreadByte()
	}
}

// mcpErrors rewrites the MCP SDK's plain-text HTTP errors (a wrong
// Content-Type or Accept header, a body that is not JSON-RPC, …) as the
// {error, message, code} body every other endpoint answers with, keeping
// the SDK's words for 4xx. JSON-RPC errors, JSON already, pass unchanged.
// A request that failed for the client's fault (the client went away, the
// body could not be read) is answered as writeError answers it, not with
// the SDK's "failed to read body" or its silence.
func (s *Server) mcpErrors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m := &mcpErrorWriter{ResponseWriter: w}
		next.ServeHTTP(m, r)
		if m.rewrite || !m.wrote {
			if fault := clientFault(r, nil); fault != nil {
				s.writeError(w, r, fault)
				return
			}
		}
		if !m.rewrite {
			return
		}
		text := cmp.Or(strings.TrimSpace(string(m.text)), http.StatusText(m.status))
		code := mcpErrorCodes[m.status]
		switch {
		case m.status >= 500:
			s.writeError(w, r, fmt.Errorf("mcp: %d %s", m.status, text))
		case code == "":
			writeErrorBody(w, steward.EVALIDATION, text)
		default:
			writeErrorBody(w, code, text)
		}
	})
}

// mcpErrorCodes are the codes of the SDK's HTTP error statuses; any other
// 4xx is a VALIDATION_ERROR.
var mcpErrorCodes = map[int]string{
	http.StatusForbidden:             steward.EFORBIDDEN,
	http.StatusNotFound:              steward.ENOTFOUND,
	http.StatusMethodNotAllowed:      steward.EMETHOD,
	http.StatusConflict:              steward.ECONFLICT,
	http.StatusRequestEntityTooLarge: steward.ETOOLARGE,
	http.StatusUnsupportedMediaType:  steward.EMEDIATYPE,
}

// mcpErrorWriter holds back an error response that is not JSON, for
// mcpErrors to rewrite; everything else goes straight through.
type mcpErrorWriter struct {
	http.ResponseWriter
	wrote   bool   // a response was started
	rewrite bool   // an error that is not JSON was started
	status  int    // its status
	text    []byte // its body, the SDK's message
}

func (m *mcpErrorWriter) WriteHeader(code int) {
	if m.rewrite {
		return
	}
	if code >= 400 && !strings.HasPrefix(m.Header().Get("Content-Type"), "application/json") {
		m.rewrite, m.status = true, code
		m.Header().Del("X-Content-Type-Options")
		return
	}
	m.wrote = true
	m.ResponseWriter.WriteHeader(code)
}

func (m *mcpErrorWriter) Write(b []byte) (int, error) {
	if m.rewrite {
		if len(m.text) < 4<<10 {
			m.text = append(m.text, b...)
		}
		return len(b), nil
	}
	m.wrote = true
	return m.ResponseWriter.Write(b)
}

func (m *mcpErrorWriter) Flush() {
	if f, ok := m.ResponseWriter.(http.Flusher); ok && !m.rewrite {
		f.Flush()
	}
}

func (m *mcpErrorWriter) Unwrap() http.ResponseWriter { return m.ResponseWriter }

// optionalCredential admits MCP requests with or without credentials: an
// agent must be able to initialize, list tools and log in before it has a
// token. Valid credentials put the account in the context; credentials that
// are present but wrong are refused with 401 and a WWW-Authenticate
// challenge, so a misconfigured client finds out at once. Authenticated
// requests share their credential's rate limit with the REST API; the
// client IP travels in the context for the login tool's limit.
func (s *Server) optionalCredential(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r = r.WithContext(steward.NewContextWithClientIP(r.Context(), ratelimit.ClientIP(r, s.TrustProxy)))
		id, credential, err := s.authenticate(r)
		if credential == "" {
			h.ServeHTTP(w, r)
			return
		}
		if code := steward.ErrorCode(err); code == steward.EINVALIDAPIKEY || code == steward.EUNAUTHORIZED {
			w.Header().Set("WWW-Authenticate", `Bearer realm="steward", error="invalid_token"`)
			s.writeError(w, r, steward.Errorf(steward.EUNAUTHORIZED,
				"Invalid, expired or revoked credentials: send Authorization: Bearer <login token or API key>, or no credentials to log in with the login tool"))
			return
		} else if err != nil {
			s.writeError(w, r, err)
			return
		}
		if !s.allowCredential(w, credential, "credential") {
			return
		}
		h.ServeHTTP(w, withAccount(r, id, bearerOf(r)))
	})
}
