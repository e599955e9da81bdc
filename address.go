package steward

import (
	"context"
	"strings"
	"sync"
	"time"
)

// Address is a property the account manages. Timezone is derived from the
// state and country unless a host set it by hand (TimezoneManual); times the
// assistant reads ("tomorrow at 10") and stays given as dates are local to
// it. An archived address (ArchivedAt set) keeps its history but takes no
// new jobs or stays.
type Address struct {
	ID                 int64      `json:"id"`
	AccountID          int64      `json:"-"`
	Street             string     `json:"street"`
	City               string     `json:"city"`
	State              string     `json:"state"`
	Zip                string     `json:"zip"`
	Country            string     `json:"country"`
	Nickname           *string    `json:"nickname"`
	AccessInstructions *string    `json:"access_instructions"`
	Bedrooms           *int       `json:"bedrooms"`
	Bathrooms          *float64   `json:"bathrooms"`
	SquareFeet         *int       `json:"square_feet"`
	Timezone           string     `json:"timezone"`
	TimezoneManual     bool       `json:"-"`
	CheckInTime        string     `json:"check_in_time"`  // "HH:MM", local
	CheckOutTime       string     `json:"check_out_time"` // "HH:MM", local
	Turnover           Turnover   `json:"turnover"`
	CreatedAt          time.Time  `json:"created_at"`
	ArchivedAt         *time.Time `json:"archived_at"`
}

// Default check-in and check-out times of a property, local.
const (
	DefaultCheckInTime  = "16:00"
	DefaultCheckOutTime = "11:00"
)

// Turnover is how a property is turned over between stays: whether Steward
// schedules a job after each check-out, of which service type, how long it
// takes and with which pro (nil: any free pro). DurationMinutes is the
// host's figure, or the default for the property's rooms (see
// TurnoverMinutes) when DurationSet is false.
type Turnover struct {
	Enabled         bool        `json:"enabled"`
	ServiceType     ServiceType `json:"service_type"`
	DurationMinutes int         `json:"duration_minutes"`
	DurationSet     bool        `json:"-"`
	ProID           *int64      `json:"pro_id"`
}

// TurnoverMinutes is how long a turnover of a property with these rooms is
// assumed to take: an hour, plus 30 minutes a bedroom and 20 a bathroom,
// rounded up to a quarter hour (two hours when the rooms are unknown).
func TurnoverMinutes(bedrooms *int, bathrooms *float64) int {
	if bedrooms == nil && bathrooms == nil {
		return 120
	}
	m := 60.0
	if bedrooms != nil {
		m += 30 * float64(*bedrooms)
	}
	if bathrooms != nil {
		m += 20 * *bathrooms
	}
	q := int(m+14.999) / 15 * 15
	return q
}

// Archived reports whether the address is archived.
func (a *Address) Archived() bool { return a.ArchivedAt != nil }

// LocalTime returns the instant of the local clock time hhmm ("HH:MM") on
// the calendar day of date (its year, month and day) in the property's zone.
func (a *Address) LocalTime(date time.Time, hhmm string) time.Time {
	h, m := 0, 0
	if t, err := time.Parse("15:04", hhmm); err == nil {
		h, m = t.Hour(), t.Minute()
	}
	return time.Date(date.Year(), date.Month(), date.Day(), h, m, 0, 0, a.Location())
}

// Name is how people call the property: its nickname, else its street.
func (a *Address) Name() string {
	if a.Nickname != nil && *a.Nickname != "" {
		return *a.Nickname
	}
	return a.Street
}

// Location returns the property's time zone, UTC when it is unknown.
func (a *Address) Location() *time.Location {
	if loc, ok := locations.Load(a.Timezone); ok {
		return loc.(*time.Location)
	}
	if loc, err := time.LoadLocation(a.Timezone); err == nil {
		locations.Store(a.Timezone, loc)
		return loc
	}
	return time.UTC
}

// locations caches the time zones loaded by Location: time.LoadLocation
// reads the zone database from disk at every call.
var locations sync.Map // zone name → *time.Location

// AddressCreate is what it takes to add a property.
type AddressCreate struct {
	Street             string
	City               string
	State              string
	Zip                string
	Country            string // default "US"
	Nickname           *string
	AccessInstructions *string
	Bedrooms           *int
	Bathrooms          *float64
	SquareFeet         *int
	Timezone           string // an IANA name; default: derived from the state and country
	CheckInTime        string // "HH:MM"; default DefaultCheckInTime
	CheckOutTime       string // "HH:MM"; default DefaultCheckOutTime
}

// Validate checks required fields and ranges, and applies the country and
// check-in and check-out defaults.
func (c *AddressCreate) Validate() error {
	c.Street, c.City = strings.TrimSpace(c.Street), strings.TrimSpace(c.City)
	c.State, c.Zip = strings.TrimSpace(c.State), strings.TrimSpace(c.Zip)
	c.Country = strings.ToUpper(strings.TrimSpace(c.Country))
	if c.Country == "" {
		c.Country = "US"
	}
	for _, f := range []struct{ name, v string }{{"street", c.Street}, {"city", c.City}, {"state", c.State}, {"zip", c.Zip}} {
		if f.v == "" {
			return MissingField(f.name)
		} else if err := CheckText(f.name, f.v, 200); err != nil {
			return err
		}
	}
	if len(c.Country) != 2 || strings.Trim(c.Country, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return Errorf(EVALIDATION, "Invalid country %q: use a two-letter ISO 3166 code such as US", c.Country)
	} else if c.Bedrooms != nil && (*c.Bedrooms < 0 || *c.Bedrooms > 100) {
		return Errorf(EVALIDATION, "Invalid bedrooms: must be between 0 and 100")
	} else if c.Bathrooms != nil && (*c.Bathrooms < 0 || *c.Bathrooms > 100) {
		return Errorf(EVALIDATION, "Invalid bathrooms: must be between 0 and 100")
	} else if c.SquareFeet != nil && (*c.SquareFeet < 0 || *c.SquareFeet > 1_000_000) {
		return Errorf(EVALIDATION, "Invalid square_feet: must be between 0 and 1000000")
	}
	if c.Nickname != nil {
		if err := CheckText("nickname", *c.Nickname, 200); err != nil {
			return err
		}
	}
	if c.AccessInstructions != nil {
		if err := CheckText("access_instructions", *c.AccessInstructions, MaxNotesLen); err != nil {
			return err
		}
	}
	if c.Timezone = strings.TrimSpace(c.Timezone); c.Timezone != "" {
		if err := CheckTimezone(c.Timezone); err != nil {
			return err
		}
	}
	if c.CheckInTime == "" {
		c.CheckInTime = DefaultCheckInTime
	}
	if c.CheckOutTime == "" {
		c.CheckOutTime = DefaultCheckOutTime
	}
	if err := CheckClock("check_in_time", &c.CheckInTime); err != nil {
		return err
	}
	return CheckClock("check_out_time", &c.CheckOutTime)
}

// CheckTimezone returns a validation error naming timezone unless name is
// an IANA time zone (UTC included; "Local" is not one).
func CheckTimezone(name string) error {
	if name == "" || name == "Local" || !ValidText(name) {
		return Errorf(EVALIDATION, "Invalid timezone %q: must be an IANA time zone such as America/Chicago", name)
	} else if _, err := time.LoadLocation(name); err != nil {
		return Errorf(EVALIDATION, "Invalid timezone %q: must be an IANA time zone such as America/Chicago", name)
	}
	return nil
}

// CheckClock checks a local time of day given for field and writes it back
// in its canonical form "HH:MM" ("9:30" becomes "09:30").
func CheckClock(field string, hhmm *string) error {
	t, err := time.Parse("15:04", strings.TrimSpace(*hhmm))
	if err != nil {
		return Errorf(EVALIDATION, "Invalid %s %q: must be a local time HH:MM such as 16:00", field, *hhmm)
	}
	*hhmm = t.Format("15:04")
	return nil
}

// AddressUpdate changes a property; nil fields stay as they are. An empty
// Nickname or AccessInstructions clears it. Timezone set by hand wins over
// the derived one from then on; an empty Timezone goes back to the derived
// one. A State or Country change re-derives a zone that was not set by
// hand.
type AddressUpdate struct {
	Street             *string
	City               *string
	State              *string
	Zip                *string
	Country            *string
	Nickname           *string
	AccessInstructions *string
	Bedrooms           *int
	Bathrooms          *float64
	SquareFeet         *int
	Timezone           *string
	CheckInTime        *string
	CheckOutTime       *string
	Turnover           TurnoverUpdate
}

// TurnoverUpdate changes a property's turnover settings; nil fields stay as
// they are. ClearPro takes the preferred pro away (ProID must then be nil).
type TurnoverUpdate struct {
	Enabled         *bool
	ServiceType     *ServiceType
	DurationMinutes *int
	ProID           *int64
	ClearPro        bool
}

// Apply returns a with u applied, validated as a whole (EVALIDATION naming
// the field). The preferred pro's existence in the account is the store's
// to check.
func (u AddressUpdate) Apply(a Address) (Address, error) {
	c := AddressCreate{Street: a.Street, City: a.City, State: a.State, Zip: a.Zip, Country: a.Country,
		Nickname: a.Nickname, AccessInstructions: a.AccessInstructions, Bedrooms: a.Bedrooms, Bathrooms: a.Bathrooms,
		SquareFeet: a.SquareFeet, CheckInTime: a.CheckInTime, CheckOutTime: a.CheckOutTime}
	set := func(dst *string, src *string) {
		if src != nil {
			*dst = *src
		}
	}
	set(&c.Street, u.Street)
	set(&c.City, u.City)
	set(&c.State, u.State)
	set(&c.Zip, u.Zip)
	set(&c.Country, u.Country)
	set(&c.CheckInTime, u.CheckInTime)
	set(&c.CheckOutTime, u.CheckOutTime)
	for _, f := range []struct {
		name string
		v    *string
	}{{"street", u.Street}, {"city", u.City}, {"state", u.State}, {"zip", u.Zip}, {"check_in_time", u.CheckInTime}, {"check_out_time", u.CheckOutTime}} {
		if f.v != nil && strings.TrimSpace(*f.v) == "" {
			return a, Errorf(EVALIDATION, "Invalid %s: must not be empty", f.name)
		}
	}
	clearable := func(v *string, cur *string) *string {
		if v == nil {
			return cur
		} else if strings.TrimSpace(*v) == "" {
			return nil
		}
		s := strings.TrimSpace(*v)
		return &s
	}
	c.Nickname = clearable(u.Nickname, c.Nickname)
	c.AccessInstructions = clearable(u.AccessInstructions, c.AccessInstructions)
	if u.Bedrooms != nil {
		c.Bedrooms = u.Bedrooms
	}
	if u.Bathrooms != nil {
		c.Bathrooms = u.Bathrooms
	}
	if u.SquareFeet != nil {
		c.SquareFeet = u.SquareFeet
	}
	if u.Timezone != nil && strings.TrimSpace(*u.Timezone) != "" {
		c.Timezone = *u.Timezone
	}
	if err := c.Validate(); err != nil {
		return a, err
	}
	next := a
	next.Street, next.City, next.State, next.Zip, next.Country = c.Street, c.City, c.State, c.Zip, c.Country
	next.Nickname, next.AccessInstructions = c.Nickname, c.AccessInstructions
	next.Bedrooms, next.Bathrooms, next.SquareFeet = c.Bedrooms, c.Bathrooms, c.SquareFeet
	next.CheckInTime, next.CheckOutTime = c.CheckInTime, c.CheckOutTime
	switch {
	case c.Timezone != "":
		next.Timezone, next.TimezoneManual = c.Timezone, true
	case u.Timezone != nil: // "": back to the derived zone
		next.Timezone, next.TimezoneManual = TimezoneFor(c.State, c.Country), false
	case !next.TimezoneManual:
		next.Timezone = TimezoneFor(c.State, c.Country)
	}
	t := u.Turnover
	if t.Enabled != nil {
		next.Turnover.Enabled = *t.Enabled
	}
	if t.ServiceType != nil {
		if !t.ServiceType.Valid() {
			return a, Errorf(EVALIDATION, "Invalid turnover.service_type %q: must be one of cleaning, maintenance, inspection, restocking", *t.ServiceType)
		}
		next.Turnover.ServiceType = *t.ServiceType
	}
	if t.DurationMinutes != nil {
		if *t.DurationMinutes < 15 || *t.DurationMinutes > 24*60 {
			return a, Errorf(EVALIDATION, "Invalid turnover.duration_minutes: must be between 15 and 1440")
		}
		next.Turnover.DurationMinutes, next.Turnover.DurationSet = *t.DurationMinutes, true
	}
	if t.ProID != nil && *t.ProID <= 0 {
		return a, Errorf(EVALIDATION, "Invalid turnover.pro_id: must be a positive integer")
	} else if t.ProID != nil {
		next.Turnover.ProID = t.ProID
	} else if t.ClearPro {
		next.Turnover.ProID = nil
	}
	if !next.Turnover.DurationSet {
		next.Turnover.DurationMinutes = TurnoverMinutes(next.Bedrooms, next.Bathrooms)
	}
	return next, nil
}

// AddressService manages properties, scoped to accountID.
//
// Errors: ENOTFOUND ("Address not found"); EVALIDATION for bad input
// (naming the field; a turnover pro outside the account is
// "Invalid turnover.pro_id"). CreateAddress also creates the address's
// default to-do lists.
type AddressService interface {
	// FindAddressByID returns an address, archived or not.
	FindAddressByID(ctx context.Context, accountID, id int64) (*Address, error)
	// FindAddresses returns the account's addresses that are not archived,
	// ordered by id.
	FindAddresses(ctx context.Context, accountID int64) ([]*Address, error)
	// FindArchivedAddresses returns the account's archived addresses,
	// ordered by id.
	FindArchivedAddresses(ctx context.Context, accountID int64) ([]*Address, error)
	CreateAddress(ctx context.Context, accountID int64, in AddressCreate) (*Address, error)
	// UpdateAddress edits an address (see AddressUpdate.Apply).
	UpdateAddress(ctx context.Context, accountID, id int64, u AddressUpdate) (*Address, error)
	// ArchiveAddress archives an address and cancels its pending and
	// confirmed jobs scheduled from now on (each with its job.cancelled
	// event); its past jobs and its stays stay as they are. Archiving an
	// archived address changes nothing.
	ArchiveAddress(ctx context.Context, accountID, id int64) (*Address, error)
}
