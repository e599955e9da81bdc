// Package strictjson decodes one JSON object strictly (unknown fields and
// trailing data are errors) and words each failure as a validation error
// naming the problem, so the REST API, the web app and the agent tools
// answer bad JSON in the same words.
package strictjson

import (
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"

	"github.com/stewardhq/steward"
)

// Input names what is being decoded, the way its error messages say it.
type Input struct {
	Missing   string // the whole message for an empty input
	Malformed string // prefix for syntax errors: "Malformed JSON body"
	Invalid   string // prefix for a non-object: "Invalid request body"
}

// The inputs Steward decodes: HTTP request bodies and tool arguments.
var (
	Body      = Input{Missing: "Missing request body: send a JSON object", Malformed: "Malformed JSON body", Invalid: "Invalid request body"}
	Arguments = Input{Missing: "Missing arguments: send a JSON object", Malformed: "Malformed arguments", Invalid: "Invalid arguments"}
)

// Decode reads one JSON object from r into v. JSON problems come back as
// *steward.Error (EVALIDATION) naming the field or the byte; an error of
// the reader itself (a size limit, a timeout) is returned unchanged for
// the caller to word.
func (in Input) Decode(r io.Reader, v any) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return in.describe(err)
	}
	if _, err := dec.Token(); err != io.EOF {
		if isJSONError(err) {
			return steward.Errorf(steward.EVALIDATION, "%s: unexpected data after the JSON object", in.Malformed)
		}
		return err
	}
	return nil
}

// isJSONError reports whether err comes from the JSON itself rather than
// from the reader under it.
func isJSONError(err error) bool {
	var syntaxErr *json.SyntaxError
	return err == nil || errors.As(err, &syntaxErr) || errors.Is(err, io.ErrUnexpectedEOF)
}

func (in Input) describe(err error) error {
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.EOF):
		return steward.Errorf(steward.EVALIDATION, "%s", in.Missing)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return steward.Errorf(steward.EVALIDATION, "%s: unexpected end of input", in.Malformed)
	case errors.As(err, &syntaxErr):
		return steward.Errorf(steward.EVALIDATION, "%s at byte %d: %s", in.Malformed, syntaxErr.Offset, strings.TrimPrefix(syntaxErr.Error(), "json: "))
	case errors.As(err, &typeErr) && typeErr.Field == "":
		return steward.Errorf(steward.EVALIDATION, "%s: expected a JSON object, got %s", in.Invalid, typeErr.Value)
	case errors.As(err, &typeErr):
		return steward.Errorf(steward.EVALIDATION, "Invalid type for field %s: expected %s, got %s", typeErr.Field, jsonType(typeErr.Type), typeErr.Value)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		return steward.Errorf(steward.EVALIDATION, "Unknown field: %s", strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`))
	case strings.HasPrefix(err.Error(), "json: "):
		return steward.Errorf(steward.EVALIDATION, "%s: %s", in.Malformed, strings.TrimPrefix(err.Error(), "json: "))
	}
	return err // the reader's own error
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
