package webui

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// day is the calendar page's cell of date (YYYY-MM-DD), as a page.
func (p *page) day(date string) *page {
	p.t.Helper()
	_, rest, ok := strings.Cut(p.Body, `id="day-`+date+`"`)
	if !ok {
		p.t.Fatalf("%s: no day %s; body:\n%s", p.what, date, excerpt(p.Body))
	}
	if i := strings.Index(rest, `id="day-`); i >= 0 {
		rest = rest[:i]
	}
	// The cell's own class list is just before its id.
	cls := p.Body[:strings.Index(p.Body, `id="day-`+date+`"`)]
	cls = cls[strings.LastIndex(cls, "<li"):]
	return &page{t: p.t, Status: p.Status, Header: p.Header, Body: cls + rest, what: p.what + " day " + date}
}

// TestCalendarPage: the week view (the default) shows a stay as a bar
// across its days (check-in, staying, check-out, in the property's local
// time) and the turnover Steward scheduled as a block with its time and
// status, the day highlighted as a same-day turn; a job late in the
// evening is on its local date, not UTC's; prev/next and the month view
// move through dates; one property's calendar leaves the others out; a
// bad view is refused; another account sees nothing.
func TestCalendarPage(t *testing.T) {
	t.Parallel()
	forEachEngine(t, func(t *testing.T, h *harness) {
		u, other := h.signup(), h.signup()
		villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
		cabin := u.createProperty("Pine Cabin", "1 Forest Rd", "Big Bear", "CA", "92315")
		h.enableTurnovers(u.Account, villa)
		u.addStay(villa, "Emma Wilson", "2027-01-12T16:00", "2027-01-14T11:00")
		u.addStay(villa, "Noah Kim", "2027-01-14T16:00", "2027-01-18T11:00")
		u.post("/app/jobs", url.Values{"address_id": {strconv.FormatInt(cabin, 10)}, "service_type": {"inspection"},
			"scheduled_at": {"2027-01-15T23:30"}}).wantRedirect("/app/jobs/*")

		p := u.get("/app/calendar").wantStatus(200).wantText(`href="/app/calendar" aria-current="page"`, "Week of Jan 10, 2027")
		p.day("2027-01-12").wantText("Emma Wilson", "Sunset Villa", "Check-in 4:00 PM", "cal-stay-start").wantNoText("cal-turn")
		p.day("2027-01-13").wantText("Emma Wilson", "Staying", "cal-stay-mid")
		p.day("2027-01-14").wantText("cal-turn", "Same-day turn", "Emma Wilson", "Check-out 11:00 AM", "cal-stay-end",
			"Noah Kim", "Check-in 4:00 PM", "11:00 AM Cleaning", "Pending")
		p.day("2027-01-15").wantText("11:30 PM Inspection", "Pine Cabin").wantNoText("cal-turn")
		p.day("2027-01-16").wantNoText("Inspection")
		p.day("2027-01-10").wantText("cal-today", "Nothing")

		next := "/app/calendar?date=2027-01-17&view=week"
		p.wantText(`href="` + next + `"`)
		n := u.get(next).wantStatus(200).wantText("Week of Jan 17, 2027")
		n.day("2027-01-18").wantText("Noah Kim", "Check-out 11:00 AM", "11:00 AM Cleaning").wantNoText("Same-day turn")

		m := u.get("/app/calendar?view=month&date=2027-01-20").wantStatus(200).wantText("January 2027")
		m.day("2027-01-14").wantText("cal-turn", "Same-day turn")
		m.day("2026-12-27").wantText("cal-outside")
		m.day("2027-02-06").wantText("cal-outside")

		c := u.get("/app/calendar?address_id=" + strconv.FormatInt(cabin, 10)).wantStatus(200).wantNoText("Emma Wilson")
		c.day("2027-01-15").wantText("11:30 PM Inspection").wantNoText("Pine Cabin")

		u.get("/app/calendar?view=year").wantStatus(400).wantText(`Invalid view "year": must be week or month`)
		u.get("/app/calendar?date=soon").wantStatus(400).wantText(`Invalid date "soon"`)
		other.get("/app/calendar").wantStatus(200).wantNoText("Emma Wilson")
		other.get("/app/calendar?address_id=" + strconv.FormatInt(villa, 10)).wantStatus(400)
	})
}
