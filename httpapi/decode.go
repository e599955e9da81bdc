package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/strictjson"
)

// decode reads the JSON object in r's body into v, refusing unknown fields
// and trailing data, and names the problem in the error it returns. An
// error reading the body itself (over the cap, too slow, broken framing,
// the client gone) is worded by clientFault, as writeError does.
func decode(r *http.Request, v any) error {
	err := strictjson.Body.Decode(r.Body, v)
	if err != nil {
		return clientFault(r, err)
	}
	return nil
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

// nullableID is an id field of a PATCH body that may be absent (keep the
// value), null (clear it) or an id (set it): Set tells absent from null.
type nullableID struct {
	Set   bool
	Value *int64 // nil for null
}

// UnmarshalJSON implements json.Unmarshaler; encoding/json calls it for
// null too, and not at all when the field is absent.
func (n *nullableID) UnmarshalJSON(b []byte) error {
	n.Set = true
	return json.Unmarshal(b, &n.Value)
}

// nullableNumber is a number field of a PATCH body that may be absent,
// null or a number, like nullableID.
type nullableNumber struct {
	Set   bool
	Value *float64 // nil for null
}

// UnmarshalJSON implements json.Unmarshaler (see nullableID).
func (n *nullableNumber) UnmarshalJSON(b []byte) error {
	n.Set = true
	return json.Unmarshal(b, &n.Value)
}
