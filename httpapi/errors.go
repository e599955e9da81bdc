package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
	"sync"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/httperror"
)

// writeError writes err as {error, message, code} with its status. Internal
// errors are logged with detail and shown as "Internal error". Failures
// that are the client's doing are recognised here, whichever handler met
// them (see clientFault): a body that could not be read is a 4xx, and a
// client that went away gets 499, logged with the request and not as an
// internal error: its database calls fail with context.Canceled.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	err = clientFault(r, err)
	if err == errClientGone {
		w.WriteHeader(statusClientClosedRequest) // for the request log; nobody reads it
		return
	}
	status, body := httperror.Of(err)
	if body.Code == steward.EINTERNAL {
		s.Logger.ErrorContext(r.Context(), "internal error", "method", r.Method, "path", r.URL.Path,
			"request_id", requestID(r.Context()), "err", err)
	}
	writeJSON(w, status, body)
}

// writeErrorBody writes the error body of code and message with the
// code's status.
func writeErrorBody(w http.ResponseWriter, code, message string) {
	status, body := httperror.New(code, message)
	writeJSON(w, status, body)
}

// writeJSON writes v as the JSON response body with status. The body is
// encoded first, so it goes out with its Content-Length in one write, and
// a value that cannot be encoded is a 500, not half a body.
func writeJSON(w http.ResponseWriter, status int, v any) {
	buf := getBody()
	defer putBody(buf)
	out := &bytesWriter{b: (*buf)[:0]}
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		noteEncodeError(w, err)
		writeErrorBody(w, steward.EINTERNAL, "Internal error")
		return
	}
	*buf = out.b
	writeJSONBytes(w, status, out.b)
}

// writeJSONBytes writes an encoded JSON body with status.
func writeJSONBytes(w http.ResponseWriter, status int, body []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, _ = w.Write(body) // the client may be gone; nothing useful to do
}

// bytesWriter appends what is written to b.
type bytesWriter struct{ b []byte }

func (w *bytesWriter) Write(p []byte) (int, error) {
	w.b = append(w.b, p...)
	return len(p), nil
}

// bodies recycles response buffers: a page of jobs is several KiB, and
// the HTTP server copies the body before Write returns.
var bodies = sync.Pool{New: func() any { b := make([]byte, 0, 8<<10); return &b }}

func getBody() *[]byte { return bodies.Get().(*[]byte) }

func putBody(b *[]byte) {
	if cap(*b) <= 1<<20 { // let the rare huge body go
		*b = (*b)[:0]
		bodies.Put(b)
	}
}

// noteEncodeError hands a response's encoding error to the request's
// statusWriter (see withRequestID), which logs it with the request: a
// response that could not be written is a bug to find in the log.
func noteEncodeError(w http.ResponseWriter, err error) {
	for w != nil {
		if sw, ok := w.(*statusWriter); ok {
			sw.encodeErr = err
			return
		}
		u, ok := w.(interface{ Unwrap() http.ResponseWriter })
		if !ok {
			return
		}
		w = u.Unwrap()
	}
}
