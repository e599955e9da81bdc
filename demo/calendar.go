package demo

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/stewardhq/steward"
)

// CalendarPath is where the server serves the demo feed in demo mode.
const CalendarPath = "/demo/calendar.ics"

// CalendarFeed serves an Airbnb-style iCalendar feed for the demo's Sunset
// Villa, dated relative to the clock: a booking from day 12 to day 15 and
// an "Airbnb (Not available)" block from day 20 to day 22, clear of the
// seeded stays. Its ETag changes with the day, so the syncer's conditional
// GETs are answered 304 in between.
func CalendarFeed(clock steward.Clock) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		today := steward.StayDate(clock.Now())
		etag := `"` + today.Format("20060102") + `"`
		if r.Header.Get("If-None-Match") == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		d := func(n int) string { return today.AddDate(0, 0, n).Format("20060102") }
		lines := []string{"BEGIN:VCALENDAR", "PRODID:-//Steward demo//Hosting Calendar//EN", "CALSCALE:GREGORIAN", "VERSION:2.0",
			"BEGIN:VEVENT", "DTEND;VALUE=DATE:" + d(15), "DTSTART;VALUE=DATE:" + d(12), "UID:demo-booking-1@steward.example",
			"DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMDEMO0001", "SUMMARY:Reserved", "END:VEVENT",
			"BEGIN:VEVENT", "DTEND;VALUE=DATE:" + d(22), "DTSTART;VALUE=DATE:" + d(20), "UID:demo-block-1@steward.example",
			"SUMMARY:Airbnb (Not available)", "END:VEVENT",
			"END:VCALENDAR", ""}
		w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
		w.Header().Set("ETag", etag)
		fmt.Fprint(w, strings.Join(lines, "\r\n"))
	})
}

// EnsureCalendar makes sure the demo's first property has the demo feed at
// baseURL (the server's address changes between starts: a feed at an old
// address is replaced) and returns it.
func EnsureCalendar(ctx context.Context, addresses steward.AddressService, calendars steward.CalendarService, accountID int64, baseURL string) (*steward.Calendar, error) {
	addrs, err := addresses.FindAddresses(ctx, accountID)
	if err != nil {
		return nil, err
	} else if len(addrs) == 0 {
		return nil, nil
	}
	villa := addrs[0]
	feedURL := baseURL + CalendarPath
	list, err := calendars.FindCalendars(ctx, accountID, villa.ID)
	if err != nil {
		return nil, err
	}
	for _, c := range list {
		if c.URL == feedURL {
			return c, nil
		}
		if u, err := url.Parse(c.URL); err == nil && u.Path == CalendarPath {
			if err := calendars.DeleteCalendar(ctx, accountID, villa.ID, c.ID); err != nil {
				return nil, err
			}
		}
	}
	return calendars.CreateCalendar(ctx, accountID, steward.CalendarCreate{AddressID: villa.ID, URL: feedURL, Name: "Airbnb (demo)"})
}
