package webui

import (
	"fmt"
	"net/http"
	"time"

	"github.com/stewardhq/steward"
)

// A property's calendar feeds (issue 16, item 7): listed with their health
// on the property's page, added, synced now and removed through the
// CalendarService, as the REST API's /addresses/{id}/calendars does.

// calendarView is a feed as the property's page shows it.
type calendarView struct {
	ID           int64
	Name, URL    string
	ImportBlocks bool
	LastFetch    string
	LastSuccess  string
	LastError    string
	// Result is the last successful sync's counts, "" before the first.
	Result string
	// Synced marks the feed "Sync now" was just pressed for.
	Synced bool
}

func calendarViewOf(c *steward.Calendar, loc *time.Location) calendarView {
	v := calendarView{ID: c.ID, Name: c.Name, URL: c.URL, ImportBlocks: c.ImportBlocks, LastFetch: "Never", LastSuccess: "Never"}
	if c.LastFetchAt != nil {
		v.LastFetch = localTime(*c.LastFetchAt, loc)
	}
	if c.LastSuccessAt != nil {
		v.LastSuccess = localTime(*c.LastSuccessAt, loc)
	}
	if c.LastError != nil {
		v.LastError = *c.LastError
	}
	if r := c.LastResult; r != nil {
		v.Result = fmt.Sprintf("%d created, %d updated, %d cancelled, %d conflicts", r.Created, r.Updated, r.Cancelled, r.Conflicts)
	}
	return v
}

// calendarPath reads a feed's property and id from the path.
func calendarPath(r *http.Request) (addressID, id int64, ok bool) { return pathIDs(r, "cid") }

var errCalendarNotFound = steward.Errorf(steward.ENOTFOUND, "Calendar not found")

func (s *Server) handleCreateCalendar(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "feed")
	if !ok {
		return
	}
	id, ok := pathID(r)
	if !ok {
		s.errorPage(w, r, errAddressNotFound)
		return
	}
	in := steward.CalendarCreate{AddressID: id, URL: f.Get("url"), Name: f.Get("name"), ImportBlocks: f.Get("import_blocks") != ""}
	c, err := s.Calendars.CreateCalendar(r.Context(), accountID(r), in)
	if err == nil {
		http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?done=feed-added#feed-%d", id, c.ID), http.StatusSeeOther)
		return
	}
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		s.errorPage(w, r, err)
		return
	}
	f.fail(err)
	s.renderProperty(w, r, statusOf(err), f)
}

// handleSyncCalendar fetches a feed now and shows its health, marked, on
// the property's page (a redirect, so a reload does not sync again).
func (s *Server) handleSyncCalendar(w http.ResponseWriter, r *http.Request) {
	addressID, id, ok := calendarPath(r)
	if !ok {
		s.errorPage(w, r, errCalendarNotFound)
		return
	}
	if _, err := s.Calendars.SyncCalendar(r.Context(), accountID(r), addressID, id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/app/properties/%d?synced=%d#feed-%d", addressID, id, id), http.StatusSeeOther)
}

func (s *Server) handleDeleteCalendar(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "delete")
	if !ok {
		return
	}
	addressID, id, ok := calendarPath(r)
	if !ok {
		s.errorPage(w, r, errCalendarNotFound)
		return
	}
	back := fmt.Sprintf("/app/properties/%d", addressID)
	if f.Get("confirmed") != "yes" {
		c, err := s.Calendars.FindCalendarByID(r.Context(), accountID(r), addressID, id)
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		s.confirm(w, r, confirmPage{Heading: "Remove the feed " + c.Name + "?",
			Message: "Steward stops reading it. The stays it brought in stay as they are.",
			Action:  r.URL.Path, Button: "Remove feed", Back: back, BackText: "Keep the feed"})
		return
	}
	if err := s.Calendars.DeleteCalendar(r.Context(), accountID(r), addressID, id); err != nil {
		s.errorPage(w, r, err)
		return
	}
	http.Redirect(w, r, back+"?done=feed-removed", http.StatusSeeOther)
}
