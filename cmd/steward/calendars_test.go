package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// typed returns the stays not read from a calendar feed.
func typed(list []*steward.Reservation) []*steward.Reservation {
	var out []*steward.Reservation
	for _, r := range list {
		if r.Source != steward.SourceICal {
			out = append(out, r)
		}
	}
	return out
}

// feedVersions serves the iCalendar feed of its current version, with an
// ETag: a conditional GET of the version already read is answered 304.
type feedVersions struct {
	mu          sync.Mutex
	body        string
	version     int
	notModified int // 304s answered
}

func (f *feedVersions) set(events ...string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.body = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + strings.Join(events, "") + "END:VCALENDAR\r\n"
	f.version++
}

func (f *feedVersions) down() { f.mu.Lock(); f.body = ""; f.mu.Unlock() }

func (f *feedVersions) notModifiedCount() int { f.mu.Lock(); defer f.mu.Unlock(); return f.notModified }

func (f *feedVersions) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.body == "" {
		http.Error(w, "gone fishing", http.StatusServiceUnavailable)
		return
	}
	etag := fmt.Sprintf(`"v%d"`, f.version)
	w.Header().Set("ETag", etag)
	if r.Header.Get("If-None-Match") == etag {
		f.notModified++
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", "text/calendar")
	fmt.Fprint(w, f.body)
}

func vevent(uid, summary, from, to string) string {
	return fmt.Sprintf("BEGIN:VEVENT\r\nUID:%s\r\nSUMMARY:%s\r\nDTSTART;VALUE=DATE:%s\r\nDTEND;VALUE=DATE:%s\r\nEND:VEVENT\r\n", uid, summary, from, to)
}

// TestCalendars drives calendar feeds through real HTTP on each store: a
// feed served on 127.0.0.1 (allowed by --calendar-allow-private), its
// versions replayed through "Sync now", every response checked against
// the OpenAPI document; then the CLI.
func TestCalendars(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			// A long interval: only "Sync now" syncs in this test, after the first background sync.
			srv := startServer(t, testdb.DSN(t, engine), "--now", stayNow.Format(time.RFC3339), "--calendar-allow-private", "--calendar-sync-interval", "24h",
				"--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			feed := &feedVersions{}
			feedSrv := httptest.NewServer(feed)
			t.Cleanup(feedSrv.Close)
			ctx := context.Background()
			c := signupWithKey(t, srv.URL)
			a, _ := setupProperty(t, c)
			// Turnovers on, and a receiver of every event, before the feed.
			if _, err := c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"enabled": true}}); err != nil {
				t.Fatal(err)
			}
			rcv := newHookReceiver(t, nil)
			ep, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL})
			if err != nil {
				t.Fatal(err)
			}
			hooks := newHookLog(t, c, ep.ID, rcv)

			r := raw(t, c, "POST", fmt.Sprintf("/api/v1/addresses/%d/calendars", a.ID), `{"name":"Airbnb"}`)
			if r.Status != 400 || !strings.Contains(string(r.Body), "url") {
				t.Errorf("create without url: %d %s", r.Status, r.Body)
			}
			// Booking added, next to a block the calendar does not import.
			feed.set(vevent("a1", "Reserved", "20260312", "20260315"), vevent("b1", "Airbnb (Not available)", "20260320", "20260322"))
			cal, err := c.CreateCalendar(ctx, a.ID, client.CalendarCreate{URL: feedSrv.URL + "/cal.ics", Name: "Airbnb"})
			if err != nil {
				t.Fatal(err)
			}
			sync := func(name string, want steward.CalendarSyncResult, wantStays int) *steward.Calendar {
				t.Helper()
				got, err := c.SyncCalendar(ctx, a.ID, cal.ID)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if got.LastResult == nil || *got.LastResult != want {
					t.Errorf("%s: result %+v, want %+v (error %v)", name, got.LastResult, want, got.LastError)
				}
				list, _ := c.ListReservations(ctx, &a.ID)
				if len(list) != wantStays {
					t.Errorf("%s: %d confirmed stays, want %d", name, len(list), wantStays)
				}
				return got
			}
			la, _ := time.LoadLocation("America/Los_Angeles")
			at := func(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, la) }
			// check finds the property's one job, the turnover of the feed's
			// one stay, and checks the stay's UID, dates and status, that the
			// turnover is at its check-out with jobStatus, and that the
			// turnover's newest history entry is the system's, saying reason.
			var stayID, turnoverID int64
			check := func(name, uid string, out int, status steward.ReservationStatus, jobStatus steward.JobStatus, reason string) {
				t.Helper()
				all, err := c.ListJobs(ctx, client.JobListParams{AddressID: &a.ID, Limit: 100})
				if err != nil || len(all.Jobs) != 1 {
					t.Fatalf("%s: jobs at the property: %v %+v, want the one turnover", name, err, all)
				}
				if all.Jobs[0].ReservationID == nil {
					t.Fatalf("%s: job %+v turns over no stay", name, all.Jobs[0])
				}
				s, err := c.GetReservation(ctx, *all.Jobs[0].ReservationID)
				if err != nil {
					t.Fatalf("%s: the turnover's stay: %v", name, err)
				}
				if stayID == 0 {
					stayID, turnoverID = s.ID, all.Jobs[0].ID
				}
				if s.ID != stayID || s.Source != steward.SourceICal || s.UID == nil || *s.UID != uid || s.Status != status ||
					!s.CheckIn.Equal(at(12, 16)) || !s.CheckOut.Equal(at(out, 11)) {
					t.Errorf("%s: stay %+v, want stay %d, uid %s, %s, from %v to %v", name, s, stayID, uid, status, at(12, 16), at(out, 11))
				}
				j := turnoverOf(t, c, a.ID, stayID)
				if j == nil || j.ID != turnoverID || !j.ScheduledAt.Equal(s.CheckOut) || j.Status != jobStatus || j.ServiceType != steward.Cleaning {
					t.Errorf("%s: turnover %+v, want job %d, a %s cleaning at the check-out %v", name, j, turnoverID, jobStatus, s.CheckOut)
				}
				wantReason(t, lastHistory(t, c, turnoverID), "system", fmt.Sprintf("reservation %d (Airbnb guest) %s", stayID, reason))
			}
			// The background syncer takes the new feed at once; either it or
			// this sync creates the stay.
			if _, err := syncWhenFree(t, c, a.ID, cal.ID); err != nil {
				t.Fatal(err)
			}
			sync("replayed", steward.CalendarSyncResult{}, 1)
			check("booking added", "a1", 15, steward.ReservationConfirmed, steward.StatusPending, "created")
			hooks.want("booking added", fmt.Sprintf("job.scheduled %d", turnoverID), fmt.Sprintf("reservation.created %d", stayID))
			if h, _ := c.JobHistory(ctx, turnoverID); len(h) != 1 {
				t.Errorf("booking added: turnover history %+v, want its creation alone", h)
			}

			// Moved: a night longer; the turnover moves to the new check-out.
			feed.set(vevent("a1", "Reserved", "20260312", "20260316"), vevent("b1", "Airbnb (Not available)", "20260320", "20260322"))
			sync("moved", steward.CalendarSyncResult{Updated: 1}, 1)
			check("moved", "a1", 16, steward.ReservationConfirmed, steward.StatusPending,
				"now from "+at(12, 16).UTC().Format(time.RFC3339)+" to "+at(16, 11).UTC().Format(time.RFC3339))
			got := hooks.want("moved", fmt.Sprintf("job.scheduled %d", turnoverID), fmt.Sprintf("reservation.updated %d", stayID))
			for _, h := range got {
				if h.Event.Name == "reservation.updated" && h.Event.Data.Previous["check_out"] != at(15, 11).UTC().Format(time.RFC3339) ||
					h.Event.Name == "job.scheduled" && h.Event.Data.Previous["scheduled_at"] != at(15, 11).UTC().Format(time.RFC3339) {
					t.Errorf("moved: %s with previous attributes %v, want the old check-out", h.Event.Name, h.Event.Data.Previous)
				}
			}

			// The UID changes, the dates do not: the same stay, the turnover untouched.
			feed.set(vevent("a2", "Reserved", "20260312", "20260316"), vevent("b1", "Airbnb (Not available)", "20260320", "20260322"))
			sync("UID changed", steward.CalendarSyncResult{Updated: 1}, 1)
			check("UID changed", "a2", 16, steward.ReservationConfirmed, steward.StatusPending,
				"now from "+at(12, 16).UTC().Format(time.RFC3339)+" to "+at(16, 11).UTC().Format(time.RFC3339))
			got = hooks.want("UID changed", fmt.Sprintf("reservation.updated %d", stayID))
			if len(got) == 1 && got[0].Event.Data.Previous["uid"] != "a1" {
				t.Errorf("UID changed: previous attributes %v, want the old uid", got[0].Event.Data.Previous)
			}

			// The same version again: 304, nothing changes.
			sync("not modified", steward.CalendarSyncResult{}, 1)
			if feed.notModifiedCount() == 0 {
				t.Errorf("not modified: the syncer's GET was not conditional")
			}
			hooks.want("not modified")

			feed.set()
			sync("vanished once", steward.CalendarSyncResult{}, 1)
			check("vanished once", "a2", 16, steward.ReservationConfirmed, steward.StatusPending,
				"now from "+at(12, 16).UTC().Format(time.RFC3339)+" to "+at(16, 11).UTC().Format(time.RFC3339))
			hooks.want("vanished once")

			// A failed fetch is no miss.
			feed.down()
			failed, err := c.SyncCalendar(ctx, a.ID, cal.ID)
			if err != nil || failed.LastError == nil || !strings.Contains(*failed.LastError, "503") {
				t.Fatalf("failed fetch: %v %+v", err, failed)
			}
			check("fetch failed", "a2", 16, steward.ReservationConfirmed, steward.StatusPending,
				"now from "+at(12, 16).UTC().Format(time.RFC3339)+" to "+at(16, 11).UTC().Format(time.RFC3339))
			hooks.want("fetch failed")

			feed.set()
			sync("vanished twice", steward.CalendarSyncResult{Cancelled: 1}, 0)
			check("vanished twice", "a2", 16, steward.ReservationCancelled, steward.StatusCancelled, "cancelled")
			hooks.want("vanished twice", fmt.Sprintf("job.cancelled %d", turnoverID), fmt.Sprintf("reservation.cancelled %d", stayID))

			// A block added: not imported, so no stay, no turnover, no event.
			feed.set(vevent("b2", "Airbnb (Not available)", "20260325", "20260327"))
			sync("block added", steward.CalendarSyncResult{}, 0)
			check("block added", "a2", 16, steward.ReservationCancelled, steward.StatusCancelled, "cancelled")
			hooks.want("block added")

			list, err := c.ListCalendars(ctx, a.ID)
			if err != nil || len(list) != 1 || list[0].LastSuccessAt == nil || list[0].LastError != nil {
				t.Fatalf("list: %v %+v", err, list)
			}

			// The CLI lists and syncs.
			env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_API_KEY": c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir()}
			cliRun(t, env, "", "calendars", "list", fmt.Sprint(a.ID)).want(t, exitOK, "Airbnb", "+0 ~0 -0 !0")
			cliRun(t, env, "", "calendars", "add", fmt.Sprint(a.ID), feedSrv.URL+"/vrbo.ics", "--name", "VRBO").want(t, exitOK, "VRBO")
			cliRun(t, env, "", "calendars", "sync", fmt.Sprint(a.ID), fmt.Sprint(cal.ID), "-o", "json").want(t, exitOK, `"last_result"`)

			// Another account sees nothing.
			other := signupWithKey(t, srv.URL)
			_, err = other.SyncCalendar(ctx, a.ID, cal.ID)
			wantStatus(t, err, 404, steward.ENOTFOUND)

			// Archiving the property stops its syncs.
			if err := c.ArchiveAddress(ctx, a.ID); err != nil {
				t.Fatal(err)
			}
			_, err = c.SyncCalendar(ctx, a.ID, cal.ID)
			wantStatus(t, err, 400, steward.EVALIDATION)
			if err := c.DeleteCalendar(ctx, a.ID, cal.ID); err != nil {
				t.Fatal(err)
			}
			if list, err := c.ListCalendars(ctx, a.ID); err != nil || len(list) != 1 || list[0].ID == cal.ID {
				t.Errorf("after delete: %v %+v", err, list)
			}
		})
	}
}

// hookLog reads the deliveries an endpoint was given, which the store
// writes in the transaction of the change, and waits for the receiver to
// get them.
type hookLog struct {
	t          *testing.T
	c          *client.Client
	endpointID int64
	rcv        *hookReceiver
	seen       map[int64]bool // deliveries already asserted
}

func newHookLog(t *testing.T, c *client.Client, endpointID int64, rcv *hookReceiver) *hookLog {
	return &hookLog{t: t, c: c, endpointID: endpointID, rcv: rcv, seen: map[int64]bool{}}
}

// want checks that the events queued since the last call are exactly
// want ("name object-id", in any order), waits for the receiver to get
// each, and checks that it got nothing else; it returns them as received.
func (l *hookLog) want(step string, want ...string) []*hook {
	t := l.t
	t.Helper()
	ds, err := l.c.ListWebhookDeliveries(context.Background(), l.endpointID, 100)
	if err != nil {
		t.Fatal(err)
	}
	uuids := map[string]bool{}
	for _, d := range ds {
		if !l.seen[d.ID] {
			l.seen[d.ID] = true
			uuids[d.EventUUID] = true
		}
	}
	var got []*hook
	waitFor(t, fmt.Sprintf("%s: %d webhook(s)", step, len(uuids)), func() bool {
		got = nil
		have := map[string]bool{}
		for _, h := range l.rcv.all() {
			if uuids[h.Event.UUID] && !have[h.Event.UUID] { // a retry is the same event
				have[h.Event.UUID] = true
				got = append(got, h)
			}
		}
		return len(have) == len(uuids)
	})
	names := make([]string, 0, len(got))
	for _, h := range got {
		id, _ := h.Event.Data.Object["id"].(float64)
		names = append(names, fmt.Sprintf("%s %d", h.Event.Name, int64(id)))
	}
	sort.Strings(names)
	sort.Strings(want)
	if strings.Join(names, ", ") != strings.Join(want, ", ") {
		t.Errorf("%s: webhooks %q, want %q", step, names, want)
	}
	distinct := map[string]bool{}
	for _, h := range l.rcv.all() {
		distinct[h.Event.UUID] = true
	}
	if len(distinct) != len(l.seen) {
		t.Errorf("%s: the receiver got %d events, %d were queued", step, len(distinct), len(l.seen))
	}
	return got
}

// syncWhenFree is "Sync now" once the background syncer, which takes a new
// feed at once, has let it go (409 until then), polling as startServer
// does.
func syncWhenFree(t *testing.T, c *client.Client, addressID, id int64) (*steward.Calendar, error) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		got, err := c.SyncCalendar(context.Background(), addressID, id)
		if err == nil || !strings.Contains(err.Error(), "under way") {
			return got, err
		}
		select {
		case <-deadline:
			t.Fatal("the feed stayed claimed for 30s")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestCalendarGuard shows feeds on loopback refused by default.
func TestCalendarGuard(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"))
	c := signupWithKey(t, srv.URL)
	a, _ := setupProperty(t, c)
	_, err := c.CreateCalendar(context.Background(), a.ID, client.CalendarCreate{URL: "http://127.0.0.1:9/cal.ics"})
	wantStatus(t, err, 400, steward.EVALIDATION)
	wantMessage(t, err, "not a public address")
}

// TestDemoCalendar shows the demo's Sunset Villa with a feed served by the
// server itself, synced into a stay.
func TestDemoCalendar(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--demo")
	m := regexp.MustCompile(`API key:\s+(stw_\S+)`).FindStringSubmatch(srv.Stdout.String())
	if m == nil {
		t.Fatalf("no API key in the demo's output:\n%s", srv.Stdout.String())
	}
	c := newClient(t, srv.URL)
	c.APIKey = m[1]
	ctx := context.Background()
	addrs, err := c.ListAddresses(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cals, err := c.ListCalendars(ctx, addrs[0].ID)
	if err != nil || len(cals) != 1 || cals[0].URL != srv.URL+"/demo/calendar.ics" {
		t.Fatalf("demo calendars: %v %+v", err, cals)
	}
	got, err := syncWhenFree(t, c, addrs[0].ID, cals[0].ID)
	if err != nil || got.LastError != nil || got.LastSuccessAt == nil {
		t.Fatalf("demo sync: %v %+v", err, got)
	}
	stays, _ := c.ListReservations(ctx, &addrs[0].ID)
	n := 0
	for _, r := range stays {
		if r.Source == steward.SourceICal && r.ConfirmationCode == "HMDEMO0001" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("demo feed stays: %d, want 1", n)
	}
}

// TestMCPCalendars adds, lists, syncs and removes a feed through the MCP
// tools, against a feed served on 127.0.0.1.
func TestMCPCalendars(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--now", stayNow.Format(time.RFC3339), "--calendar-allow-private")
	feed := &feedVersions{}
	feed.set(vevent("m1", "Reserved - Kim", "20260312", "20260315"))
	feedSrv := httptest.NewServer(feed)
	t.Cleanup(feedSrv.Close)
	c := signupWithKey(t, srv.URL)
	a, _ := setupProperty(t, c)
	cs := mcpConnect(t, srv.URL, bearer(c.APIKey))

	var cal steward.Calendar
	callTool(t, cs, "add_calendar", map[string]any{"address_id": a.ID, "url": feedSrv.URL + "/m.ics", "name": "VRBO"}, &cal)
	if cal.Name != "VRBO" || cal.AddressID != a.ID {
		t.Fatalf("add_calendar = %+v", cal)
	}
	if _, err := syncWhenFree(t, c, a.ID, cal.ID); err != nil { // let the background sync finish first
		t.Fatal(err)
	}
	var synced steward.Calendar
	callTool(t, cs, "sync_calendar", map[string]any{"address_id": a.ID, "calendar_id": cal.ID}, &synced)
	if synced.LastSuccessAt == nil || synced.LastError != nil {
		t.Errorf("sync_calendar = %+v", synced)
	}
	var list struct {
		Calendars []steward.Calendar `json:"calendars"`
	}
	callTool(t, cs, "list_calendars", map[string]any{"address_id": a.ID}, &list)
	if len(list.Calendars) != 1 {
		t.Errorf("list_calendars = %+v", list)
	}
	stays, _ := c.ListReservations(context.Background(), &a.ID)
	if len(stays) != 1 || stays[0].GuestName != "Reserved - Kim" {
		t.Errorf("stays = %+v", stays)
	}
	callTool(t, cs, "remove_calendar", map[string]any{"address_id": a.ID, "calendar_id": cal.ID}, nil)
	callToolError(t, cs, "sync_calendar", map[string]any{"address_id": a.ID, "calendar_id": cal.ID}, steward.ENOTFOUND, "Calendar not found")
}
