package httpapi

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// decode reads the JSON object in r's body into v, refusing unknown fields
// and trailing data, and names the problem in the error it returns.
func decode(r *http.Request, v any) error {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return decodeError(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return steward.Errorf(steward.ETOOLARGE, tooLargeMessage)
		}
		return steward.Errorf(steward.EVALIDATION, "Malformed JSON body: unexpected data after the JSON object")
	}
	return nil
}

func decodeError(err error) error {
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	var maxErr *http.MaxBytesError
	switch {
	case errors.Is(err, io.EOF):
		return steward.Errorf(steward.EVALIDATION, "Missing request body: send a JSON object")
	case errors.Is(err, io.ErrUnexpectedEOF):
		return steward.Errorf(steward.EVALIDATION, "Malformed JSON body: unexpected end of input")
	case errors.As(err, &maxErr):
		return steward.Errorf(steward.ETOOLARGE, tooLargeMessage)
	case errors.As(err, &syntaxErr):
		return steward.Errorf(steward.EVALIDATION, "Malformed JSON body at byte %d: %s", syntaxErr.Offset, strings.TrimPrefix(syntaxErr.Error(), "json: "))
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return steward.Errorf(steward.EVALIDATION, "Invalid request body: expected a JSON object, got %s", typeErr.Value)
		}
		return steward.Errorf(steward.EVALIDATION, "Invalid type for field %s: expected %s, got %s", typeErr.Field, jsonType(typeErr.Type), typeErr.Value)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return steward.Errorf(steward.EVALIDATION, "Unknown field: %s", field)
	}
	return steward.Errorf(steward.EVALIDATION, "Malformed JSON body: %s", strings.TrimPrefix(err.Error(), "json: "))
}

// jsonType names a Go type the way a JSON client thinks of it.
func jsonType(t reflect.Type) string {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "integer"
	case reflect.Float32, reflect.Float64:
		return "number"
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Slice, reflect.Array:
		return "array"
	}
	return "object"
}

// parseTime reads an RFC 3339 date-time (any offset) for the named field.
func parseTime(field, s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(s))
	if err != nil {
		return time.Time{}, steward.Errorf(steward.EVALIDATION,
			"Invalid %s %q: must be an RFC 3339 date-time such as 2026-03-12T11:00:00Z", field, s)
	}
	return t.UTC(), nil
}

// pathID reads a positive integer path parameter; ok is false otherwise.
func pathID(r *http.Request, name string) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	return id, err == nil && id > 0
}

// queryInt reads an optional integer query parameter.
func queryInt(r *http.Request, name string) (*int64, error) {
	s := r.URL.Query().Get(name)
	if s == "" {
		return nil, nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid %s %q: must be an integer", name, s)
	}
	return &v, nil
}

// positiveID checks an optional id field of a request body.
func positiveID(field string, v *int64) error {
	if v != nil && *v <= 0 {
		return steward.Errorf(steward.EVALIDATION, "Invalid %s: must be a positive integer", field)
	}
	return nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
