package assistant

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// Calendar feeds: "sync the Airbnb calendar for the cabin" reads a
// property's feeds now and reports what the sync did; "add this calendar:
// https://…" adds a feed to a property. Both go through
// steward.CalendarService, after the message's other changes are written
// (a sync fetches over the network, which no transaction should wait on).

// urlRe finds a link in a message.
var urlRe = mustCompile(`(?i)\b[a-z][a-z0-9+.-]*://[^\s<>"]+`)

// calendarWords name a feed.
var calendarWords = []string{"calendar", "calendars", "ical", "ics", "icalendar", "feed", "feeds", "cal"}

// calendarOp reads what a message asks of the calendar feeds: "sync" (read
// them now), "add" (a new feed; the message has a link), or "".
func calendarOp(toks []token, hasURL bool) string {
	switch {
	case hasURL && (has(toks, calendarWords...) || has(toks, "add", "connect", "link", "import", "airbnb", "vrbo", "booking")):
		return "add"
	case has(toks, "add", "connect", "link", "hook", "import") && has(toks, calendarWords...) && !hasServiceWord(toks):
		return "add" // the link is asked for
	case has(toks, calendarWords...) && has(toks, "sync", "resync", "refresh", "reload", "import", "pull", "fetch", "synchronize", "synchronise", "update"):
		return "sync"
	}
	return ""
}

func hasServiceWord(toks []token) bool {
	_, _, ok := serviceOf(toks)
	return ok
}

// calendar carries out a calendar request; its service call runs once the
// message's other changes are written (step.after).
func (s *session) calendar(in request) (step, error) {
	if s.e.Calendars == nil {
		return refusal("I can't reach the calendar feeds from here, so nothing changed."), nil
	}
	if in.CalendarOp == "add" {
		return s.addCalendar(in)
	}
	return s.syncCalendars(in)
}

func (s *session) addCalendar(in request) (step, error) {
	if in.URL == "" {
		return replied(ask(in, "url", "What's the calendar's link? It's the iCal export address Airbnb, VRBO or Booking.com gives you."))
	}
	addr, q, err := s.needAddress(in, "the calendar")
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	in.AddressID = addr.ID
	create := steward.CalendarCreate{AddressID: addr.ID, URL: strings.Replace(in.URL, "webcal://", "https://", 1), Name: feedName(in.rawText + " " + in.URL)}
	if err := create.Validate(); err != nil {
		return refusal("I couldn't add that calendar: " + strings.TrimSuffix(steward.ErrorMessage(err), ".") + ". Nothing changed."), nil
	}
	return step{after: func() (Reply, error) {
		c, err := s.e.Calendars.CreateCalendar(s.ctx, s.acct, create)
		if isDomain(err) {
			return done("I couldn't add that calendar: " + steward.ErrorMessage(err)), nil
		} else if err != nil {
			return Reply{}, err
		}
		return done(fmt.Sprintf("Added the %s calendar to %s (calendar %d). Steward reads it at every sync; say “sync the %s calendar for %s” to read it now.",
			c.Name, addr.Name(), c.ID, c.Name, addr.Name()),
			steward.Action{Type: steward.ActionCalendarAdded, AddressID: &addr.ID}), nil
	}}, nil
}

// feedName is the booking site a message or its link names ("the Airbnb
// calendar", "https://www.vrbo.com/…"), or "" to let the service name the
// feed after its host.
func feedName(text string) string {
	text = strings.ToLower(text)
	for _, site := range []struct{ word, name string }{{"airbnb", "Airbnb"}, {"vrbo", "VRBO"}, {"homeaway", "VRBO"}, {"booking.com", "Booking.com"}} {
		if strings.Contains(text, site.word) {
			return site.name
		}
	}
	return ""
}

// syncCalendars syncs the feeds the message names: those of its property
// (every property's when it names none), of one booking site when it names
// one ("the Airbnb calendar").
func (s *session) syncCalendars(in request) (step, error) {
	var addrs []*steward.Address
	if a := s.byAddr[in.AddressID]; a != nil {
		addrs = []*steward.Address{a}
	} else if len(in.addrCandidates) > 0 || in.unknownPlace != "" {
		_, q, err := s.needAddress(in, "the calendar")
		return replied(deref(q), err)
	} else {
		addrs = s.addrs
	}
	site := strings.ToLower(feedName(in.rawText))
	var feeds []*steward.Calendar
	all := 0
	for _, a := range addrs {
		cs, err := s.e.Calendars.FindCalendars(s.ctx, s.acct, a.ID)
		if err != nil {
			return step{}, err
		}
		all += len(cs)
		for _, c := range cs {
			if site == "" || strings.Contains(strings.ToLower(c.Name+" "+c.URL), strings.TrimSuffix(site, ".com")) {
				feeds = append(feeds, c)
			}
		}
	}
	where := "any of your properties"
	if len(addrs) == 1 {
		where = addrs[0].Name()
	}
	switch {
	case all == 0:
		return refusal(fmt.Sprintf("I couldn't find a calendar at %s. Send “add this calendar: <link>” with the property's iCal link to add one.", where)), nil
	case len(feeds) == 0:
		return refusal(fmt.Sprintf("I couldn't find the %s calendar at %s, so nothing was synced.", feedName(in.rawText), where)), nil
	}
	return step{after: func() (Reply, error) {
		var lines []string
		var actions []steward.Action
		for _, f := range feeds {
			a := s.byAddr[f.AddressID]
			c, err := s.e.Calendars.SyncCalendar(s.ctx, s.acct, f.AddressID, f.ID)
			switch {
			case steward.ErrorCode(err) == steward.ECONFLICT:
				lines = append(lines, fmt.Sprintf("The %s calendar of %s is already being synced; try again in a minute.", f.Name, a.Name()))
				continue
			case isDomain(err):
				lines = append(lines, fmt.Sprintf("I couldn't sync the %s calendar of %s: %s", f.Name, a.Name(), steward.ErrorMessage(err)))
				continue
			case err != nil:
				return Reply{}, err
			}
			lines = append(lines, syncReport(c, a))
			actions = append(actions, steward.Action{Type: steward.ActionCalendarSynced, AddressID: &a.ID})
		}
		return done(strings.Join(lines, "\n"), actions...), nil
	}}, nil
}

// syncReport says what a sync of c did: the stays created, updated and
// cancelled, the bookings it could not apply, and a failed fetch.
func syncReport(c *steward.Calendar, a *steward.Address) string {
	fetched := c.LastFetchAt != nil && c.LastSuccessAt != nil && c.LastSuccessAt.Equal(*c.LastFetchAt)
	if !fetched {
		text := fmt.Sprintf("I couldn't read the %s calendar of %s", c.Name, a.Name())
		if c.LastError != nil {
			text += ": " + strings.TrimSuffix(*c.LastError, ".")
		}
		if c.LastSuccessAt != nil {
			return text + fmt.Sprintf(". Its stays are as of the last good sync, %s.", localTime(*c.LastSuccessAt, a.Location()))
		}
		return text + ". It has never been read successfully."
	}
	r := steward.CalendarSyncResult{}
	if c.LastResult != nil {
		r = *c.LastResult
	}
	text := fmt.Sprintf("Synced the %s calendar of %s: %s added, %d updated, %d cancelled.", c.Name, a.Name(),
		plural(r.Created, "stay", "stays"), r.Updated, r.Cancelled)
	if r.Created+r.Updated+r.Cancelled == 0 {
		text = fmt.Sprintf("Synced the %s calendar of %s: no changes.", c.Name, a.Name())
	}
	if r.Created+r.Updated > 0 && a.Turnover.Enabled {
		text += " Their turnovers follow the stays."
	}
	if r.Conflicts > 0 {
		text += fmt.Sprintf(" %s not applied because %s another stay", plural(r.Conflicts, "booking was", "bookings were"),
			map[bool]string{true: "it overlaps", false: "they overlap"}[r.Conflicts == 1])
		if c.LastError != nil {
			text += " (" + strings.TrimSuffix(*c.LastError, ".") + ")"
		}
		text += "."
	}
	return text
}
