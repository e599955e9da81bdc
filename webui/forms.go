package webui

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// form is a posted (or about to be posted) HTML form: its values and the
// validation message to show above it and next to the field it names.
type form struct {
	ID     string // prefixes element ids, so two forms on a page never clash
	Values url.Values
	Errors map[string]string // field name → message
	Error  string            // the message of the whole form
	// ErrorField is the element id the summary links to, when a field is named.
	ErrorField string
}

func newForm(id string, v url.Values) *form {
	if v == nil {
		v = url.Values{}
	}
	return &form{ID: id, Values: v, Errors: map[string]string{}}
}

// parseForm returns the posted form, which checkInput has read already.
func (s *Server) parseForm(w http.ResponseWriter, r *http.Request, id string) (*form, bool) {
	if err := readForm(r); err != nil {
		s.errorPage(w, r, err)
		return nil, false
	}
	return newForm(id, r.PostForm), true
}

// checkInput reads every request's query and posted form once, before any
// page: a malformed or oversized form, or text no store can keep (invalid
// UTF-8, NUL; see steward.CheckQuery), gets the error page (JSON for the
// chat's calls) instead of reaching a handler or the database.
func (s *Server) checkInput(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := readForm(r); err != nil {
			if strings.HasPrefix(r.URL.Path, "/app/assistant/messages") {
				s.writeJSONError(w, r, err)
			} else {
				s.errorPage(w, r, err)
			}
			return
		}
		next.ServeHTTP(w, r)
	})
}

// readForm parses r's query and urlencoded body (once: net/http keeps the
// result) and checks their text.
func readForm(r *http.Request) error {
	if err := r.ParseForm(); err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return steward.Errorf(steward.ETOOLARGE, "The form is too large")
		}
		return steward.Errorf(steward.EVALIDATION, "The form could not be read: %v", err)
	}
	return steward.CheckQuery(r.Form)
}

// Get returns the trimmed value of a field.
func (f *form) Get(name string) string { return strings.TrimSpace(f.Values.Get(name)) }

// fail records err: its message above the form and, for a validation
// error, next to the field it names (or the first of fields, if given).
func (f *form) fail(err error, fields ...string) {
	f.Error = steward.ErrorMessage(err)
	field := ""
	if len(fields) > 0 {
		field = fields[0]
	} else if steward.ErrorCode(err) == steward.EVALIDATION {
		field = fieldOf(f.Error)
	}
	if field != "" {
		f.Errors[field] = f.Error
		f.ErrorField = f.ID + "-" + field
	}
}

// fieldOf finds the field a validation message names: the domain's
// messages read "Missing required field: <name>" or "Invalid <name> …".
func fieldOf(msg string) string {
	if name, ok := strings.CutPrefix(msg, "Missing required field: "); ok {
		return name
	}
	if rest, ok := strings.CutPrefix(msg, "Invalid "); ok {
		if i := strings.IndexAny(rest, " :\""); i > 0 {
			return rest[:i]
		}
		return rest
	}
	return ""
}

// fieldView is what the "input", "select" and "checks" partials render.
type fieldView struct {
	ID, Name, Label, Type, Value string
	Required                     bool
	Quiet                        bool // neither required nor marked optional (filters)
	Hint, Error                  string
	Autocomplete, Placeholder    string
	Min, Max, Step, Inputmode    string
	Empty                        string // a select's choice of nothing, e.g. "All properties"
	Options                      []optionView
}

// DescribedBy lists the ids of the hint and error, for aria-describedby.
func (v fieldView) DescribedBy() string {
	var ids []string
	if v.Hint != "" {
		ids = append(ids, v.ID+"-hint")
	}
	if v.Error != "" {
		ids = append(ids, v.ID+"-error")
	}
	return strings.Join(ids, " ")
}

// option is one choice of a select or checkbox group.
type option struct{ Value, Label string }

type optionView struct {
	ID, Value, Label string
	Selected         bool
}

// fld describes one field of f for the partials. opts are "required",
// "quiet" and
// key=value pairs: hint, autocomplete, placeholder, min, max, step,
// inputmode, empty. The value is the form's, so a refused form keeps its input.
func fld(f *form, name, label, typ string, opts ...string) fieldView {
	v := fieldView{ID: f.ID + "-" + name, Name: name, Label: label, Type: typ, Value: f.Values.Get(name), Error: f.Errors[name]}
	for _, o := range opts {
		k, val, _ := strings.Cut(o, "=")
		switch k {
		case "required":
			v.Required = true
		case "quiet":
			v.Quiet = true
		case "hint":
			v.Hint = val
		case "autocomplete":
			v.Autocomplete = val
		case "placeholder":
			v.Placeholder = val
		case "min":
			v.Min = val
		case "max":
			v.Max = val
		case "step":
			v.Step = val
		case "inputmode":
			v.Inputmode = val
		case "empty":
			v.Empty = val
		}
	}
	return v
}

// withOptions adds the choices of a select or checkbox group to v, marking
// those the form holds.
func withOptions(v fieldView, f *form, options []option) fieldView {
	chosen := f.Values[v.Name]
	for i, o := range options {
		v.Options = append(v.Options, optionView{ID: v.ID + "-" + strconv.Itoa(i), Value: o.Value, Label: o.Label,
			Selected: slices.Contains(chosen, o.Value)})
	}
	return v
}

// parseID reads an optional positive id field; absent is 0.
func parseID(f *form, name string) (int64, error) {
	s := f.Get(name)
	if s == "" {
		return 0, nil
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, steward.Errorf(steward.EVALIDATION, "Invalid %s: must be a positive integer", name)
	}
	return id, nil
}

// parseInt reads an optional whole number field; absent is nil.
func parseInt(f *form, name string) (*int, error) {
	s := f.Get(name)
	if s == "" {
		return nil, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid %s %q: must be a whole number", name, s)
	}
	return &n, nil
}

// parseFloat reads an optional number field; absent is nil.
func parseFloat(f *form, name string) (*float64, error) {
	s := f.Get(name)
	if s == "" {
		return nil, nil
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid %s %q: must be a number", name, s)
	}
	return &n, nil
}

// optString is nil for an empty field, as an absent JSON field is.
func optString(f *form, name string) *string {
	if s := f.Get(name); s != "" {
		return &s
	}
	return nil
}

// localLayout is the value format of <input type="datetime-local">.
const localLayout = "2006-01-02T15:04"

// parseLocal reads a datetime-local field as a time at the property.
func parseLocal(field, s string, loc *time.Location) (time.Time, error) {
	for _, layout := range []string{localLayout, "2006-01-02T15:04:05", "2006-01-02 15:04"} {
		if t, err := time.ParseInLocation(layout, strings.TrimSpace(s), loc); err == nil {
			return t.UTC(), nil
		}
	}
	return time.Time{}, steward.Errorf(steward.EVALIDATION,
		"Invalid %s %q: must be a date and time such as 2026-03-12T11:00", field, s)
}

// pathID reads the positive {id} of the path; ok is false otherwise.
func pathID(r *http.Request) (int64, bool) { return pathInt(r, "id") }

// pathInt reads the path's positive id named name ("cid" of
// /app/properties/{id}/calendars/{cid}).
func pathInt(r *http.Request, name string) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue(name), 10, 64)
	return id, err == nil && id > 0
}

// pathIDs reads a property's id and the id named child of one of its
// things (a feed, a supply, a to-do list) from the path.
func pathIDs(r *http.Request, child string) (addressID, id int64, ok bool) {
	addressID, ok1 := pathID(r)
	id, ok2 := pathInt(r, child)
	return addressID, id, ok1 && ok2
}

// formAddress reads the form's address_id and loads that property of the
// account, with the REST API's message for an id that is not the account's.
func (s *Server) formAddress(r *http.Request, f *form) (*steward.Address, error) {
	id, err := parseID(f, "address_id")
	if err != nil {
		return nil, err
	}
	addr, err := s.Addresses.FindAddressByID(r.Context(), accountID(r), id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid address_id: address %d does not exist in this account", id)
	}
	return addr, err
}
