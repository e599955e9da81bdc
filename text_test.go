package steward

import (
	"strings"
	"testing"
	"time"
)

func TestCheckText(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		max      int
		want     string // "" for ok
	}{
		{"OK", "Sunset Villa", 200, ""},
		{"OKCharactersNotBytes", strings.Repeat("é", 10), 10, ""},
		{"ErrTooLong", strings.Repeat("é", 11), 10, "Invalid notes: must be at most 10 characters"},
		{"ErrInvalidUTF8", "caf\xe9", 0, "Invalid notes: must be valid UTF-8 text"},
		{"ErrNUL", "a\x00b", 0, "Invalid notes: must not contain NUL characters"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := CheckText("notes", tt.in, tt.max)
			if tt.want == "" && err != nil || tt.want != "" && (ErrorCode(err) != EVALIDATION || ErrorMessage(err) != tt.want) {
				t.Errorf("CheckText(%q, %d) = %v, want %q", tt.in, tt.max, err, tt.want)
			}
		})
	}
}

func TestParseTime(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string // a substring of the error, or "" for ok
	}{
		{"2026-03-12T11:00:00-07:00", ""},
		{"1970-01-01T00:00:00Z", ""},
		{"2199-12-31T23:59:59Z", ""},
		{"9999-12-31T23:00:00-05:00", "must be between 1970-01-01 and 2199-12-31"}, // UTC year 10000
		{"0001-01-01T00:00:00Z", "Invalid scheduled_at 0001-01-01T00:00:00Z: must be between"},
		{"1969-12-31T23:59:59Z", "must be between"},
		{"2200-01-01T00:00:00Z", "must be between"},
		{"next week", "must be an RFC 3339 date-time"},
	} {
		got, err := ParseTime("scheduled_at", tt.in)
		if tt.want == "" {
			if err != nil || got.Location() != time.UTC {
				t.Errorf("ParseTime(%q) = %v, %v; want a UTC time", tt.in, got, err)
			}
		} else if ErrorCode(err) != EVALIDATION || !strings.Contains(ErrorMessage(err), tt.want) {
			t.Errorf("ParseTime(%q) error = %v, want VALIDATION_ERROR containing %q", tt.in, err, tt.want)
		}
	}
}

// TestValidateTimeRange: every input that carries a time refuses one out
// of range, whichever interface built it.
func TestValidateTimeRange(t *testing.T) {
	far := time.Date(10000, 1, 1, 4, 0, 0, 0, time.UTC)
	early := time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC)
	ok := time.Date(2026, 3, 12, 11, 0, 0, 0, time.UTC)
	one := 1
	for name, err := range map[string]error{
		"JobCreate":        (&JobCreate{AddressID: 1, ServiceType: Cleaning, ScheduledAt: far}).Validate(),
		"JobCreateEarly":   (&JobCreate{AddressID: 1, ServiceType: Cleaning, ScheduledAt: early}).Validate(),
		"JobUpdate":        (&JobUpdate{ScheduledAt: &far}).Validate(),
		"JobFilterFrom":    (&JobFilter{From: &far}).Validate(),
		"ReservationIn":    (&ReservationCreate{AddressID: 1, GuestName: "A", CheckIn: early, CheckOut: ok, Guests: &one}).Validate(),
		"ReservationOut":   (&ReservationCreate{AddressID: 1, GuestName: "A", CheckIn: ok, CheckOut: far, Guests: &one}).Validate(),
		"ReservationNotes": (&ReservationCreate{AddressID: 1, GuestName: "A\x00", CheckIn: ok, CheckOut: ok.Add(time.Hour)}).Validate(),
	} {
		if ErrorCode(err) != EVALIDATION {
			t.Errorf("%s: Validate() = %v, want VALIDATION_ERROR", name, err)
		}
	}
}

func TestValidateText(t *testing.T) {
	long := strings.Repeat("a", 250) + "@example.com"
	notes := strings.Repeat("é", MaxNotesLen) // 20,000 bytes, 10,000 characters
	for _, tt := range []struct {
		name string
		err  error
		ok   bool
	}{
		{"SignupEmailTooLong", (&Signup{FirstName: "A", LastName: "B", Email: long, Password: "long enough"}).Validate(), false},
		{"SignupNULName", (&Signup{FirstName: "A\x00", LastName: "B", Email: "a@example.com", Password: "long enough"}).Validate(), false},
		{"ProEmailTooLong", (&ProCreate{Name: "A", Email: long}).Validate(), false},
		{"ProPhoneBadUTF8", (&ProCreate{Name: "A", Email: "a@example.com", Phone: "\xff"}).Validate(), false},
		{"AddressNUL", (&AddressCreate{Street: "1 Main\x00", City: "X", State: "CA", Zip: "1"}).Validate(), false},
		{"NotesInCharacters", (&JobCreate{AddressID: 1, ServiceType: Cleaning, ScheduledAt: time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), Notes: &notes}).Validate(), true},
		{"MessageNUL", (&MessageCreate{Message: "clean\x00"}).Validate(), false},
		{"OffsetTooLarge", (&JobFilter{Offset: MaxJobOffset + 1}).Validate(), false},
	} {
		if tt.ok && tt.err != nil || !tt.ok && ErrorCode(tt.err) != EVALIDATION {
			t.Errorf("%s: Validate() = %v, want ok=%v", tt.name, tt.err, tt.ok)
		}
	}
}
