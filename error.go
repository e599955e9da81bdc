package steward

import (
	"errors"
	"fmt"
)

// Error codes: the machine-readable half of every error Steward returns.
// Each interface maps them to its own form (HTTP status, MCP tool error).
const (
	EVALIDATION          = "VALIDATION_ERROR"          // bad input; the message names the field
	EINVALIDAPIKEY       = "INVALID_API_KEY"           // API key missing, malformed or revoked
	EUNAUTHORIZED        = "UNAUTHORIZED"              // bearer token or key missing or invalid (v2)
	EINVALIDCREDENTIALS  = "INVALID_CREDENTIALS"       // wrong email or password at login
	EFORBIDDEN           = "FORBIDDEN"                 // authenticated, but this credential may not do that
	ENOTFOUND            = "NOT_FOUND"                 // no such resource in the caller's account
	ETRANSITION          = "INVALID_STATUS_TRANSITION" // the job's status cannot change that way
	ECONFLICT            = "CONFLICT"                  // the change collides with existing state
	ERESERVATIONCONFLICT = "RESERVATION_CONFLICT"      // a stay would overlap another at its property
	EPROCONFLICT         = "PRO_CONFLICT"              // the pro is booked on another job at that time
	ESTAYCONFLICT        = "STAY_CONFLICT"             // a job would fall during a confirmed stay at its property
	ETOOLARGE            = "PAYLOAD_TOO_LARGE"         // request body over the limit
	EMETHOD              = "METHOD_NOT_ALLOWED"        // the path exists, the method does not
	EMEDIATYPE           = "UNSUPPORTED_MEDIA_TYPE"    // the body is not in a format the endpoint reads
	ERATELIMITED         = "RATE_LIMITED"              // too many requests; retry later
	EUNAVAILABLE         = "UNAVAILABLE"               // a dependency (the database) is down
	EINTERNAL            = "INTERNAL_ERROR"            // a bug or an outage; details are logged only
)

// Error is the one error type of the application. Its Message is written for
// the person or program that sent the request; internal errors never carry
// detail to the caller (see ErrorMessage).
type Error struct {
	Code    string
	Message string
}

// Error implements the error interface.
func (e *Error) Error() string {
	return fmt.Sprintf("steward error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err if it is (or wraps) an *Error, and
// EINTERNAL for any other non-nil error.
func ErrorCode(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Code
	}
	return EINTERNAL
}

// ErrorMessage returns the caller-facing message of err: the message of an
// *Error, or "Internal error" for anything else so internals never leak.
func ErrorMessage(err error) string {
	var e *Error
	if err == nil {
		return ""
	} else if errors.As(err, &e) {
		return e.Message
	}
	return "Internal error"
}

// MissingField is the validation error for an absent required field, in the
// exact shape of the specification: "Missing required field: <name>".
func MissingField(name string) *Error {
	return Errorf(EVALIDATION, "Missing required field: %s", name)
}
