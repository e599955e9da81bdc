package httpapi

import (
	"encoding/json"
	"net/http"

	"github.com/stewardhq/steward"
)

// statusOf maps an error code to its HTTP status.
var statusOf = map[string]int{
	steward.EVALIDATION:         http.StatusBadRequest,
	steward.EINVALIDAPIKEY:      http.StatusUnauthorized,
	steward.EUNAUTHORIZED:       http.StatusUnauthorized,
	steward.EINVALIDCREDENTIALS: http.StatusUnauthorized,
	steward.EFORBIDDEN:          http.StatusForbidden,
	steward.ENOTFOUND:           http.StatusNotFound,
	steward.EMETHOD:             http.StatusMethodNotAllowed,
	steward.ETRANSITION:         http.StatusConflict,
	steward.ECONFLICT:           http.StatusConflict,
	steward.ETOOLARGE:           http.StatusRequestEntityTooLarge,
	steward.ERATELIMITED:        http.StatusTooManyRequests,
	steward.EUNAVAILABLE:        http.StatusServiceUnavailable,
	steward.EINTERNAL:           http.StatusInternalServerError,
}

// errorBody is the one error shape of every interface.
type errorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
	Code    string `json:"code"`
}

// writeError writes err as {error, message, code} with its status. Internal
// errors are logged with detail and shown as "Internal error".
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	code := steward.ErrorCode(err)
	status, ok := statusOf[code]
	if !ok {
		status = http.StatusInternalServerError
	}
	if code == steward.EINTERNAL {
		s.Logger.ErrorContext(r.Context(), "internal error", "method", r.Method, "path", r.URL.Path,
			"request_id", requestID(r.Context()), "err", err)
	}
	writeErrorBody(w, status, code, steward.ErrorMessage(err))
}

func writeErrorBody(w http.ResponseWriter, status int, code, message string) {
	writeJSON(w, status, errorBody{Error: http.StatusText(status), Message: message, Code: code})
}

// writeJSON writes v as the JSON response body with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client may be gone; nothing useful to do
}
