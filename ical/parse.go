// Package ical syncs a property's stays with iCalendar (RFC 5545) feeds:
// it reads feeds with github.com/arran4/golang-ical behind Parse, fetches
// them through an SSRF-guarded HTTP client with a time and a size limit
// and conditional GETs, and runs the Syncer that polls every feed and hands
// what it read to the store. The rules that turn events into stays are in
// docs/calendars.md.
package ical

import (
	"fmt"
	"io"
	"regexp"
	"strings"
	"time"

	goical "github.com/arran4/golang-ical"

	"github.com/stewardhq/steward"
)

// Parse reads a feed's events. Events without a UID or a start are
// skipped (no feed we know writes them, and they could not be matched on
// the next fetch); cancelled events are left out, so they count as
// vanished. An event without DTEND lasts one day (RFC 5545 3.6.1).
func Parse(r io.Reader) ([]steward.FeedEvent, error) {
	cal, err := goical.ParseCalendar(r)
	if err != nil {
		return nil, fmt.Errorf("parse feed: %w", err)
	}
	events := []steward.FeedEvent{}
	for _, ev := range cal.Events() {
		e, ok, err := readEvent(ev)
		if err != nil {
			return nil, err
		} else if ok {
			events = append(events, e)
		}
	}
	return events, nil
}

func readEvent(ev *goical.VEvent) (steward.FeedEvent, bool, error) {
	var e steward.FeedEvent
	e.UID = strings.TrimSpace(text(ev, goical.ComponentPropertyUniqueId))
	start := ev.GetProperty(goical.ComponentPropertyDtStart)
	if e.UID == "" || start == nil {
		return e, false, nil
	}
	switch strings.ToUpper(text(ev, goical.ComponentPropertyStatus)) {
	case "CANCELLED":
		return e, false, nil
	case "TENTATIVE":
		e.Tentative = true
	}
	e.Summary = strings.TrimSpace(text(ev, goical.ComponentPropertySummary))
	e.Description = text(ev, goical.ComponentPropertyDescription)
	var err error
	if e.Start, e.StartDate, err = readTime(ev, goical.ComponentPropertyDtStart); err != nil {
		return e, false, fmt.Errorf("event %s: DTSTART: %w", e.UID, err)
	}
	if ev.GetProperty(goical.ComponentPropertyDtEnd) == nil {
		e.End, e.EndDate = e.Start.AddDate(0, 0, 1), e.StartDate
	} else if e.End, e.EndDate, err = readTime(ev, goical.ComponentPropertyDtEnd); err != nil {
		return e, false, fmt.Errorf("event %s: DTEND: %w", e.UID, err)
	}
	e.Block = isBlock(e.Summary) || e.Tentative
	e.ConfirmationCode = confirmationCode(e.Description)
	return e, true, nil
}

func text(ev *goical.VEvent, p goical.ComponentProperty) string {
	if prop := ev.GetProperty(p); prop != nil {
		return prop.Value
	}
	return ""
}

// readTime reads DTSTART or DTEND: a date alone (VALUE=DATE, or eight
// digits) comes back as midnight UTC of the day with date set, so that the
// property's check-in and check-out times in its zone apply (see
// steward.ResolveStayTimes); the library would read it in the server's
// zone instead.
func readTime(ev *goical.VEvent, p goical.ComponentProperty) (time.Time, bool, error) {
	prop := ev.GetProperty(p)
	v := strings.TrimSpace(prop.Value)
	isDate := len(v) == 8
	if vals, ok := prop.ICalParameters[string(goical.ParameterValue)]; ok && len(vals) == 1 && strings.EqualFold(vals[0], "DATE") {
		isDate = true
	}
	if isDate {
		d, err := time.Parse("20060102", v)
		if err != nil {
			return time.Time{}, false, fmt.Errorf("invalid date %q", v)
		}
		return d, true, nil
	}
	var t time.Time
	var err error
	if p == goical.ComponentPropertyDtStart {
		t, err = ev.GetStartAt()
	} else {
		t, err = ev.GetEndAt()
	}
	return t.UTC(), false, err
}

// blockWords are the summaries booking sites give dates that are closed
// rather than booked: Airbnb's "Airbnb (Not available)", VRBO's "Blocked",
// Booking.com's "CLOSED - Not available".
var blockWords = []string{"not available", "unavailable", "blocked", "closed"}

// isBlock reports whether an event's summary marks blocked dates.
func isBlock(summary string) bool {
	s := strings.ToLower(summary)
	for _, w := range blockWords {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// reservationURL finds Airbnb's "Reservation URL: …/details/HMABCDE123".
var reservationURL = regexp.MustCompile(`(?i)reservation url:\s*\S*/([A-Z0-9]{6,20})\b`)

// confirmationCode returns the booking code a description carries, or "".
func confirmationCode(description string) string {
	if m := reservationURL.FindStringSubmatch(description); m != nil {
		return m[1]
	}
	return ""
}
