package webui

import (
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// The calendar (issue 16, item 7): a week or a month of stays and jobs, for
// every property or one, each on the dates of its own property's zone.

// calendarStay is one day's piece of a stay's bar.
type calendarStay struct {
	ID       int64
	Guest    string
	Property string
	// Part is where the day falls in the stay: "start", "mid", "end" or
	// "single" (in and out the same day); Note says so in words.
	Part, Note string
}

// calendarJob is a job's block on its day.
type calendarJob struct {
	ID                  int64
	Service, Time       string
	Status, StatusValue string
	Property            string
	SameDay             bool
}

// calendarDay is one date of the view.
type calendarDay struct {
	ISO, Weekday, Label string
	Today               bool
	Outside             bool // a day of the month before or after, in the month view
	SameDay             bool // a same-day turn is due that day
	Stays               []calendarStay
	Jobs                []calendarJob
}

type calendarPage struct {
	base
	Filter          *form
	PropertyOptions []option
	ViewOptions     []option
	Heading         string
	View            string
	Days            []calendarDay
	AllProperties   bool
	PrevURL         string
	NextURL         string
	TodayURL        string
	WeekURL         string
	MonthURL        string
	Error           string
	HasProperties   bool
}

// civil is the date of t in loc, as midnight UTC, so dates of different
// zones compare.
func civil(t time.Time, loc *time.Location) time.Time {
	y, m, d := t.In(loc).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

func (s *Server) handleCalendar(w http.ResponseWriter, r *http.Request) {
	l, err := s.lookups(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	f := newForm("calendar", r.URL.Query())
	if f.Get("view") == "" {
		f.Values.Set("view", "week")
	}
	p := &calendarPage{base: s.base(r, "Calendar", "calendar"), Filter: f, PropertyOptions: addressOptions(l.addrs),
		ViewOptions: []option{{"week", "Week"}, {"month", "Month"}}, View: f.Get("view"), HasProperties: len(l.addrs) > 0}
	fail := func(err error) {
		f.fail(err)
		p.Error = f.Error
		s.render(w, r, http.StatusBadRequest, "calendar", p)
	}
	addressID, err := parseID(f, "address_id")
	if err != nil {
		fail(err)
		return
	}
	// "Today" is the chosen property's, else the first one's.
	zone := time.UTC
	if addressID != 0 {
		a := l.addr[addressID]
		if a == nil {
			fail(steward.Errorf(steward.EVALIDATION, "Invalid address_id: address %d does not exist in this account", addressID))
			return
		}
		zone = a.Location()
	} else if len(l.addrs) > 0 {
		zone = l.addrs[0].Location()
	}
	today := civil(s.now(), zone)
	day := today
	if v := f.Get("date"); v != "" {
		if day, err = time.Parse(time.DateOnly, v); err != nil {
			fail(steward.Errorf(steward.EVALIDATION, "Invalid date %q: must be a date such as 2027-01-17", v))
			return
		}
	}
	var first, end, prev, next time.Time // the grid is [first, end)
	switch p.View {
	case "week":
		first = day.AddDate(0, 0, -int(day.Weekday()))
		end = first.AddDate(0, 0, 7)
		prev, next = first.AddDate(0, 0, -7), end
		p.Heading = "Week of " + first.Format("Jan 2, 2006")
	case "month":
		month := time.Date(day.Year(), day.Month(), 1, 0, 0, 0, 0, time.UTC)
		first = month.AddDate(0, 0, -int(month.Weekday()))
		last := month.AddDate(0, 1, 0)
		end = last.AddDate(0, 0, (7-int(last.Weekday()))%7)
		prev, next = month.AddDate(0, -1, 0), last
		p.Heading = month.Format("January 2006")
	default:
		fail(steward.Errorf(steward.EVALIDATION, "Invalid view %q: must be week or month", p.View))
		return
	}
	link := func(view string, date time.Time) string {
		v := url.Values{"view": {view}, "date": {date.Format(time.DateOnly)}}
		if addressID != 0 {
			v.Set("address_id", strconv.FormatInt(addressID, 10))
		}
		return "/app/calendar?" + v.Encode()
	}
	p.PrevURL, p.NextURL, p.TodayURL = link(p.View, prev), link(p.View, next), link(p.View, today)
	p.WeekURL, p.MonthURL = link("week", day), link("month", day)
	p.AllProperties = addressID == 0

	days := map[time.Time]*calendarDay{}
	for d := first; d.Before(end); d = d.AddDate(0, 0, 1) {
		p.Days = append(p.Days, calendarDay{ISO: d.Format(time.DateOnly), Weekday: d.Format("Mon"), Label: d.Format("Jan 2"),
			Today: d.Equal(today), Outside: p.View == "month" && d.Month() != day.Month()})
	}
	for i := range p.Days {
		days[first.AddDate(0, 0, i)] = &p.Days[i]
	}
	// Every zone's dates fall within a day of UTC's.
	from, to := first.Add(-24*time.Hour), end.Add(24*time.Hour)
	filter := steward.ReservationFilter{From: &from, To: &to}
	if addressID != 0 {
		filter.AddressID = &addressID
	}
	stays, err := s.Reservations.FindReservations(r.Context(), accountID(r), filter)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	for _, res := range stays {
		loc := l.location(res.AddressID)
		in, out := civil(res.CheckIn, loc), civil(res.CheckOut, loc)
		v := reservationView(res, l)
		for d := in; !d.After(out); d = d.AddDate(0, 0, 1) {
			cd := days[d]
			if cd == nil {
				continue
			}
			st := calendarStay{ID: res.ID, Guest: res.GuestName, Property: v.Property, Part: "mid", Note: "Staying"}
			switch {
			case d.Equal(in) && d.Equal(out):
				st.Part, st.Note = "single", "In "+res.CheckIn.In(loc).Format("3:04 PM")+", out "+res.CheckOut.In(loc).Format("3:04 PM")
			case d.Equal(in):
				st.Part, st.Note = "start", "Check-in "+res.CheckIn.In(loc).Format("3:04 PM")
			case d.Equal(out):
				st.Part, st.Note = "end", "Check-out "+res.CheckOut.In(loc).Format("3:04 PM")
			}
			cd.Stays = append(cd.Stays, st)
		}
	}
	jf := steward.JobFilter{From: &from, To: &to, Limit: steward.MaxJobLimit, Statuses: upcomingStatuses}
	if addressID != 0 {
		jf.AddressID = &addressID
	}
	for {
		jobs, total, err := s.Jobs.FindJobs(r.Context(), accountID(r), jf)
		if err != nil {
			s.errorPage(w, r, err)
			return
		}
		for _, j := range jobs {
			loc := l.location(j.AddressID)
			cd := days[civil(j.ScheduledAt, loc)]
			if cd == nil {
				continue
			}
			row := l.row(j)
			cd.Jobs = append(cd.Jobs, calendarJob{ID: j.ID, Service: row.Service, Time: j.ScheduledAt.In(loc).Format("3:04 PM"),
				Status: row.Status, StatusValue: row.StatusValue, Property: row.Property, SameDay: j.SameDay})
			cd.SameDay = cd.SameDay || j.SameDay
		}
		jf.Offset += len(jobs)
		if len(jobs) == 0 || jf.Offset >= total {
			break
		}
	}
	s.render(w, r, http.StatusOK, "calendar", p)
}
