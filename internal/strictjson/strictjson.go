// Package strictjson decodes one JSON object strictly (unknown fields and
// trailing data are errors) and words each failure as a validation error
// naming the problem, so the REST API, the web app and the agent tools
// answer bad JSON in the same words.
package strictjson

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"
	"unicode/utf8"

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
//
// Beyond encoding/json's own rules, the input must be valid UTF-8 (which
// encoding/json would silently replace), no string may hold a NUL
// character (text every store can keep; see steward.CheckText), and
// field names must match exactly (encoding/json matches them ignoring
// case, which would make "Address_ID" a second spelling of "address_id").
func (in Input) Decode(r io.Reader, v any) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if !utf8.Valid(data) {
		return steward.Errorf(steward.EVALIDATION, "%s at byte %d: not valid UTF-8", in.Malformed, invalidUTF8At(data))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
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
	var generic any
	if err := json.Unmarshal(data, &generic); err != nil {
		return in.describe(err) // cannot happen: the same bytes decoded above
	}
	return checkValue("", generic, reflect.TypeOf(v))
}

// invalidUTF8At returns the offset of the first byte of data that is not
// part of valid UTF-8.
func invalidUTF8At(data []byte) int {
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size <= 1 {
			return i
		}
		i += size
	}
	return len(data)
}

// checkValue walks a decoded JSON value beside the Go type it was decoded
// into (nil when that type says nothing about names, such as any or
// json.RawMessage): strings must hold no NUL, and an object's names must
// be exactly those of the struct's fields.
func checkValue(path string, v any, t reflect.Type) error {
	for t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t != nil && (t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType)) {
		t = nil // decodes itself: only the NUL rule applies
	}
	switch v := v.(type) {
	case string:
		if strings.IndexByte(v, 0) >= 0 {
			return steward.Errorf(steward.EVALIDATION, "Invalid %s: must not contain NUL characters", fieldName(path))
		}
	case []any:
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for i, e := range v {
			if err := checkValue(fmt.Sprintf("%s[%d]", path, i), e, elem); err != nil {
				return err
			}
		}
	case map[string]any:
		for name, e := range v {
			if strings.IndexByte(name, 0) >= 0 {
				return steward.Errorf(steward.EVALIDATION, "Invalid field name %q: must not contain NUL characters", name)
			}
			var elem reflect.Type
			switch {
			case t == nil:
			case t.Kind() == reflect.Map:
				elem = t.Elem()
			case t.Kind() == reflect.Struct:
				f, ok := fieldsOf(t)[name]
				if !ok {
					return steward.Errorf(steward.EVALIDATION, "Unknown field: %s (field names are case-sensitive)", joinPath(path, name))
				}
				elem = f
			}
			if err := checkValue(joinPath(path, name), e, elem); err != nil {
				return err
			}
		}
	}
	return nil
}

var unmarshalerType = reflect.TypeFor[json.Unmarshaler]()

func joinPath(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func fieldName(path string) string {
	if path == "" {
		return "value"
	}
	return path
}

// fields caches each struct type's JSON names and their types.
var fields sync.Map // reflect.Type → map[string]reflect.Type

// fieldsOf returns the JSON names of a struct's fields as encoding/json
// sees them (tags, untagged exported fields, promoted embedded fields).
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	if m, ok := fields.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	m := map[string]reflect.Type{}
	for _, f := range reflect.VisibleFields(t) {
		if !f.IsExported() && !f.Anonymous {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" && f.Tag.Get("json") == "-" {
			continue
		}
		if f.Anonymous && name == "" {
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				continue // its fields are promoted and listed on their own
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if _, taken := m[name]; !taken {
			m[name] = f.Type
		}
	}
	fields.Store(t, m)
	return m
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
