package steward

import (
	"context"
	"time"
)

// Calendar is an iCalendar (RFC 5545) feed of a property's bookings, such
// as the export link Airbnb, VRBO or Booking.com gives a host. The syncer
// reads it every sync interval and keeps the property's stays in step with
// it (see docs/calendars.md). The Last fields are its health.
type Calendar struct {
	ID        int64  `json:"id"`
	AccountID int64  `json:"-"`
	AddressID int64  `json:"address_id"`
	Name      string `json:"name"`
	URL       string `json:"url"`
	// ImportBlocks makes the feed's blocked dates (owner blocks, "Not
	// available") stays too, so that nothing else is booked over them.
	ImportBlocks  bool                `json:"import_blocks"`
	LastFetchAt   *time.Time          `json:"last_fetch_at"`
	LastSuccessAt *time.Time          `json:"last_success_at"`
	LastError     *string             `json:"last_error"`
	LastResult    *CalendarSyncResult `json:"last_result"`
	CreatedAt     time.Time           `json:"created_at"`
}

// CalendarSyncResult counts what one sync did to the property's stays.
// Conflicts counts the feed's bookings that were not applied because they
// would overlap another confirmed stay; the calendar's LastError names them.
type CalendarSyncResult struct {
	Created   int `json:"created"`
	Updated   int `json:"updated"`
	Cancelled int `json:"cancelled"`
	Conflicts int `json:"conflicts"`
}

// MaxCalendarNameLen bounds a calendar's name; its URL is bounded like a
// webhook endpoint's.
const MaxCalendarNameLen = 100

// CalendarCreate is what it takes to add a feed to a property. An empty
// Name becomes the URL's host.
type CalendarCreate struct {
	AddressID    int64
	URL          string
	Name         string
	ImportBlocks bool
}

// Validate checks the URL's syntax and scheme and the name.
func (c *CalendarCreate) Validate() error {
	if c.AddressID <= 0 {
		return MissingField("address_id")
	}
	if c.URL == "" {
		return MissingField("url")
	}
	if err := validateWebhookURL(c.URL); err != nil {
		return err
	}
	return CheckText("name", c.Name, MaxCalendarNameLen)
}

// FeedEvent is one event of a feed, as the parser reads it. Start and End
// are midnight UTC of a date when StartDate or EndDate report a date alone
// (VALUE=DATE, see StayDate); End is the checkout day, iCalendar's DTEND
// being exclusive. Block reports dates the host or the site closed rather
// than a guest's booking.
type FeedEvent struct {
	UID         string
	Summary     string
	Description string
	Start       time.Time
	End         time.Time
	StartDate   bool
	EndDate     bool
	Block       bool
	Tentative   bool
	// ConfirmationCode is the booking site's code when the feed gives it
	// (Airbnb's reservation URL ends with it).
	ConfirmationCode string
}

// CalendarFetch is one successful read of a feed: its events, or
// NotModified when the server answered a conditional GET with 304. ETag and
// LastModified are what the next conditional GET sends.
type CalendarFetch struct {
	NotModified  bool
	Events       []FeedEvent
	ETag         string
	LastModified string
}

// CalendarTask is a feed claimed for one sync: the calendar, the lease's
// token (the store refuses a result whose lease was lost), and the
// validators of the feed's last version.
type CalendarTask struct {
	Calendar     Calendar
	Token        string
	ETag         string
	LastModified string
}

// CalendarService manages a property's calendar feeds, scoped to
// accountID.
//
// Errors: ENOTFOUND ("Address not found" or "Calendar not found");
// EVALIDATION for a bad URL or name, or an archived property; ECONFLICT
// when a sync of the calendar is already under way.
type CalendarService interface {
	CreateCalendar(ctx context.Context, accountID int64, in CalendarCreate) (*Calendar, error)
	// FindCalendars lists a property's feeds, oldest first.
	FindCalendars(ctx context.Context, accountID, addressID int64) ([]*Calendar, error)
	FindCalendarByID(ctx context.Context, accountID, addressID, id int64) (*Calendar, error)
	// DeleteCalendar removes a feed; the stays it imported stay as they are.
	DeleteCalendar(ctx context.Context, accountID, addressID, id int64) error
	// SyncCalendar fetches the feed now and applies it, and returns the
	// calendar with its health. A failed fetch is not an error: it is
	// recorded in LastError.
	SyncCalendar(ctx context.Context, accountID, addressID, id int64) (*Calendar, error)
}
