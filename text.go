package steward

import (
	"strings"
	"time"
	"unicode/utf8"
)

// CheckText returns a validation error naming field when s cannot be kept
// as text on every store: invalid UTF-8 or a NUL character (PostgreSQL
// refuses both; SQLite would keep them, and the same data must be valid on
// both), or, when max is positive, more than max characters. Lengths are
// counted in characters, as the messages say, not in bytes.
func CheckText(field, s string, max int) error {
	if !utf8.ValidString(s) {
		return Errorf(EVALIDATION, "Invalid %s: must be valid UTF-8 text", field)
	} else if strings.IndexByte(s, 0) >= 0 {
		return Errorf(EVALIDATION, "Invalid %s: must not contain NUL characters", field)
	} else if max > 0 && len(s) > max && utf8.RuneCountInString(s) > max {
		return Errorf(EVALIDATION, "Invalid %s: must be at most %d characters", field, max)
	}
	return nil
}

// ValidText reports whether s is text every store keeps as it is: valid
// UTF-8 without NUL characters.
func ValidText(s string) bool {
	return utf8.ValidString(s) && strings.IndexByte(s, 0) < 0
}

// The range of times Steward accepts, wherever a time comes in: from the
// Unix epoch up to (not including) the year 2200. A job, a stay or a
// filter outside it is a typing mistake, and times far outside it cannot
// even be written back as RFC 3339 (whose years stop at 9999).
var (
	MinTime = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)
	MaxTime = time.Date(2200, 1, 1, 0, 0, 0, 0, time.UTC)
)

// CheckTime returns a validation error naming field when t is outside
// [MinTime, MaxTime).
func CheckTime(field string, t time.Time) error {
	if t.Before(MinTime) || !t.Before(MaxTime) {
		return Errorf(EVALIDATION, "Invalid %s %s: must be between 1970-01-01 and 2199-12-31 (UTC)",
			field, formatAnyYear(t))
	}
	return nil
}

// formatAnyYear writes t in RFC 3339 when its year allows, and in Go's
// default form otherwise, so an error message can always quote it.
func formatAnyYear(t time.Time) string {
	if y := t.Year(); y >= 0 && y <= 9999 {
		return t.Format(time.RFC3339)
	}
	return t.String()
}

// ParseTime reads an RFC 3339 date-time (any offset) given for field, as
// every interface takes times, and returns it in UTC. A time outside
// [MinTime, MaxTime) is refused here too, so no interface ever turns an
// out-of-range time into a zero one ("missing") or lets it through.
func ParseTime(field, s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(s))
	if err != nil {
		return time.Time{}, Errorf(EVALIDATION,
			"Invalid %s %q: must be an RFC 3339 date-time such as 2026-03-12T11:00:00Z", field, s)
	}
	if err := CheckTime(field, t); err != nil {
		return time.Time{}, err
	}
	return t.UTC(), nil
}

// CheckQuery returns a validation error naming the first parameter of a
// query string or form whose name or value is not text every store can
// keep (see CheckText).
func CheckQuery(values map[string][]string) error {
	for name, vs := range values {
		if !ValidText(name) {
			return Errorf(EVALIDATION, "Invalid parameter name %q: must be valid UTF-8 text without NUL characters", name)
		}
		for _, v := range vs {
			if err := CheckText(name, v, 0); err != nil {
				return err
			}
		}
	}
	return nil
}
