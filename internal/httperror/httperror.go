// Package httperror is the one mapping of Steward's error codes to HTTP: the
// status of each code and the {error, message, code} body that every
// interface answers with — the REST API, the web app's pages and JSON
// calls, and the MCP server's tool errors — so an error reads the same
// wherever it surfaces.
package httperror

import (
	"net/http"

	"github.com/stewardhq/steward"
)

// Body is the one error shape: the HTTP status text of the code, the
// message for people, and the code for programs.
type Body struct {
	Error   string `json:"error"`
	Message string `json:"message"`
	Code    string `json:"code"`
}

var statuses = map[string]int{
	steward.EVALIDATION:          http.StatusBadRequest,
	steward.EINVALIDAPIKEY:       http.StatusUnauthorized,
	steward.EUNAUTHORIZED:        http.StatusUnauthorized,
	steward.EINVALIDCREDENTIALS:  http.StatusUnauthorized,
	steward.EFORBIDDEN:           http.StatusForbidden,
	steward.ENOTFOUND:            http.StatusNotFound,
	steward.EMETHOD:              http.StatusMethodNotAllowed,
	steward.EMEDIATYPE:           http.StatusUnsupportedMediaType,
	steward.ETRANSITION:          http.StatusConflict,
	steward.ECONFLICT:            http.StatusConflict,
	steward.ERESERVATIONCONFLICT: http.StatusConflict,
	steward.EPROCONFLICT:         http.StatusConflict,
	steward.ESTAYCONFLICT:        http.StatusConflict,
	steward.ETOOLARGE:            http.StatusRequestEntityTooLarge,
	steward.ERATELIMITED:         http.StatusTooManyRequests,
	steward.EUNAVAILABLE:         http.StatusServiceUnavailable,
	steward.EINTERNAL:            http.StatusInternalServerError,
}

// Status returns the HTTP status of an error code; 500 for a code it does
// not know.
func Status(code string) int {
	if status, ok := statuses[code]; ok {
		return status
	}
	return http.StatusInternalServerError
}

// New returns the status and body of an error with code and message.
func New(code, message string) (int, Body) {
	status := Status(code)
	return status, Body{Error: http.StatusText(status), Message: message, Code: code}
}

// Of returns the status and body of err: its code and message when it is
// (or wraps) a *steward.Error, and 500 INTERNAL_ERROR "Internal error" for
// any other error, whose details are for the log, not the caller.
func Of(err error) (int, Body) {
	return New(steward.ErrorCode(err), steward.ErrorMessage(err))
}
