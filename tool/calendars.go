package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// The tools of a property's calendar feeds (issue 16, item 3). Like the
// other tools of issue 16 they are not offered to the assistant's model.

type calendarIDArgs struct {
	AddressID  int64 `json:"address_id" jsonschema:"the property's id"`
	CalendarID int64 `json:"calendar_id" jsonschema:"the calendar feed's id"`
}

func (in *calendarIDArgs) check() error {
	if err := positive("address_id", in.AddressID); err != nil {
		return err
	}
	return positive("calendar_id", in.CalendarID)
}

var listCalendarsTool = define(Tool{
	Name:        "list_calendars",
	Title:       "List a property's calendar feeds",
	Description: "List a property's iCalendar feeds (Airbnb, VRBO, Booking.com links) with their health: last fetch, last success, last error and what the last sync created, updated, cancelled or could not apply.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *addressIDArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	if c.Calendars == nil {
		return nil, errNoCalendars
	}
	list, err := c.Calendars.FindCalendars(c.ctx, c.acct, in.AddressID)
	if err != nil {
		return nil, err
	}
	lines := []string{fmt.Sprintf("%d calendar feed(s).", len(list))}
	for _, cal := range list {
		lines = append(lines, calendarLine(cal))
	}
	return &Result{Value: map[string]any{"calendars": list}, Text: strings.Join(lines, "\n")}, nil
})

type addCalendarArgs struct {
	AddressID    int64  `json:"address_id" jsonschema:"the property's id"`
	URL          string `json:"url" jsonschema:"the feed's iCalendar URL (the booking site's export link)"`
	Name         string `json:"name,omitempty" jsonschema:"a name for the feed; default the URL's host"`
	ImportBlocks bool   `json:"import_blocks,omitempty" jsonschema:"make blocked dates stays too; needed for Booking.com, whose every event reads CLOSED - Not available"`
}

var addCalendarTool = define(Tool{
	Name:        "add_calendar",
	Title:       "Add a calendar feed",
	Description: "Add an iCalendar feed to a property; it is synced into the property's stays within a minute, then every sync interval.",
	Planning:    true,
}, func(c *call, in *addCalendarArgs) (*Result, error) {
	if err := positive("address_id", in.AddressID); err != nil {
		return nil, err
	}
	if c.Calendars == nil {
		return nil, errNoCalendars
	}
	cal, err := c.Calendars.CreateCalendar(c.ctx, c.acct, steward.CalendarCreate{AddressID: in.AddressID, URL: in.URL, Name: in.Name, ImportBlocks: in.ImportBlocks})
	if err != nil {
		return nil, err
	}
	return &Result{Value: cal, Text: "Added: " + calendarLine(cal),
		Actions: []steward.Action{{Type: steward.ActionCalendarAdded, AddressID: &cal.AddressID}}}, nil
})

var removeCalendarTool = define(Tool{
	Name:        "remove_calendar",
	Title:       "Remove a calendar feed",
	Description: "Remove a property's calendar feed. The stays it imported stay as they are.",
	Destructive: true, Idempotent: false,
}, func(c *call, in *calendarIDArgs) (*Result, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	if c.Calendars == nil {
		return nil, errNoCalendars
	}
	if err := c.Calendars.DeleteCalendar(c.ctx, c.acct, in.AddressID, in.CalendarID); err != nil {
		return nil, err
	}
	return &Result{Value: map[string]any{"deleted": true}, Text: fmt.Sprintf("Calendar feed %d removed.", in.CalendarID)}, nil
})

var syncCalendarTool = define(Tool{
	Name:        "sync_calendar",
	Title:       "Sync a calendar feed now",
	Description: "Fetch a property's calendar feed now and apply it to its stays; returns the feed with its health. A failed fetch is reported in last_error, not as an error.",
	Idempotent:  true, Planning: true,
}, func(c *call, in *calendarIDArgs) (*Result, error) {
	if err := in.check(); err != nil {
		return nil, err
	}
	if c.Calendars == nil {
		return nil, errNoCalendars
	}
	cal, err := c.Calendars.SyncCalendar(c.ctx, c.acct, in.AddressID, in.CalendarID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: cal, Text: "Synced: " + calendarLine(cal),
		Actions: []steward.Action{{Type: steward.ActionCalendarSynced, AddressID: &cal.AddressID}}}, nil
})

var errNoCalendars = steward.Errorf(steward.EUNAVAILABLE, "Calendar sync is not available on this server")

// calendarLine says a feed and its health in one line.
func calendarLine(c *steward.Calendar) string {
	s := fmt.Sprintf("Calendar %d %q (%s)", c.ID, c.Name, c.URL)
	if c.LastSuccessAt == nil {
		s += ", not synced yet"
	} else {
		s += ", last synced " + c.LastSuccessAt.Format("2006-01-02 15:04 MST")
	}
	if r := c.LastResult; r != nil {
		s += fmt.Sprintf(": %d created, %d updated, %d cancelled, %d conflicts", r.Created, r.Updated, r.Cancelled, r.Conflicts)
	}
	if c.LastError != nil {
		s += "; last error: " + *c.LastError
	}
	return s
}
