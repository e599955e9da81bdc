package webui

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// vrboFeed is a feed with one booking after t0.
const vrboFeed = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:stay-1@vrbo.test\r\n" +
	"DTSTART;VALUE=DATE:20270120\r\nDTEND;VALUE=DATE:20270123\r\nSUMMARY:Reserved - Jordan\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"

// TestCalendarFeeds: a property's page adds a feed served on 127.0.0.1
// (the harness allows private addresses, as --calendar-allow-private
// does), shows its health before and after "Sync now" with the stay the
// sync created, refuses a bad URL next to the field and another account's
// sync, and removes the feed after asking, keeping its stay.
func TestCalendarFeeds(t *testing.T) {
	t.Parallel()
	feed := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/calendar")
		fmt.Fprint(w, vrboFeed)
	}))
	t.Cleanup(feed.Close)
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		path := fmt.Sprintf("/app/properties/%d", villa)
		u.get(path).wantStatus(200).wantText("Calendar feeds", "No calendar feeds.", "Add feed")

		u.post(path+"/calendars", url.Values{"url": {"ftp://example.com/x.ics"}}).wantStatus(400).
			wantFieldError("feed-url", `Invalid url "ftp://example.com/x.ics": the scheme must be http or https`)
		u.post(path+"/calendars", url.Values{"name": {"VRBO"}}).wantStatus(400).wantFieldError("feed-url", "Missing required field: url")

		p := u.post(path+"/calendars", url.Values{"url": {feed.URL + "/feed.ics"}, "name": {"VRBO"}, "import_blocks": {"on"}}).
			wantRedirect(path + "?done=feed-added#feed-*")
		u.follow(p).wantText("Feed added.", "VRBO", feed.URL+"/feed.ics", "Imported as stays", "Last fetch", "Never", "Not synced yet").
			wantNoText("Reserved - Jordan")
		cid := idFromLocation(t, p, path+"?done=feed-added#feed-")

		sync := fmt.Sprintf("%s/calendars/%d/sync", path, cid)
		other.post(sync, url.Values{}).wantStatus(404)
		p = u.post(sync, url.Values{}).wantRedirect(fmt.Sprintf("%s?synced=%d#feed-%d", path, cid, cid))
		u.follow(p).wantText("Synced VRBO: 1 created, 0 updated, 0 cancelled, 0 conflicts.", "Sun, Jan 10 2027, 9:00 AM PST",
			"Reserved - Jordan", "Wed, Jan 20 2027, 4:00 PM PST").wantNoText("Never")

		del := fmt.Sprintf("%s/calendars/%d/delete", path, cid)
		u.post(del, url.Values{}).wantStatus(200).wantText("Remove the feed VRBO?", "Keep the feed")
		p = u.post(del, url.Values{"confirmed": {"yes"}}).wantRedirect(path + "?done=feed-removed")
		u.follow(p).wantText("Feed removed.", "No calendar feeds.", "Reserved - Jordan")
	})
}
