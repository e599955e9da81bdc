package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
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

// feedVersions serves the iCalendar feed of its current version.
type feedVersions struct {
	mu   sync.Mutex
	body string
}

func (f *feedVersions) set(events ...string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.body = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + strings.Join(events, "") + "END:VCALENDAR\r\n"
}

func (f *feedVersions) down() { f.mu.Lock(); f.body = ""; f.mu.Unlock() }

func (f *feedVersions) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.body == "" {
		http.Error(w, "gone fishing", http.StatusServiceUnavailable)
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
			srv := startServer(t, testdb.DSN(t, engine), "--now", stayNow.Format(time.RFC3339), "--calendar-allow-private", "--calendar-sync-interval", "24h")
			feed := &feedVersions{}
			feedSrv := httptest.NewServer(feed)
			t.Cleanup(feedSrv.Close)
			ctx := context.Background()
			c := signupWithKey(t, srv.URL)
			a, _ := setupProperty(t, c)

			r := raw(t, c, "POST", fmt.Sprintf("/api/v1/addresses/%d/calendars", a.ID), `{"name":"Airbnb"}`)
			if r.Status != 400 || !strings.Contains(string(r.Body), "url") {
				t.Errorf("create without url: %d %s", r.Status, r.Body)
			}
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
			// The background syncer takes the new feed at once; either it or
			// this sync creates the stay.
			if _, err := syncWhenFree(t, c, a.ID, cal.ID); err != nil {
				t.Fatal(err)
			}
			sync("replayed", steward.CalendarSyncResult{}, 1)
			feed.set(vevent("a2", "Reserved", "20260312", "20260316"), vevent("b1", "Airbnb (Not available)", "20260320", "20260322"))
			sync("UID and dates changed", steward.CalendarSyncResult{Updated: 1}, 1)
			feed.set()
			sync("vanished once", steward.CalendarSyncResult{}, 1)
			feed.down()
			failed, err := c.SyncCalendar(ctx, a.ID, cal.ID)
			if err != nil || failed.LastError == nil || !strings.Contains(*failed.LastError, "503") {
				t.Fatalf("failed fetch: %v %+v", err, failed)
			}
			feed.set()
			sync("vanished twice", steward.CalendarSyncResult{Cancelled: 1}, 0)

			list, err := c.ListCalendars(ctx, a.ID)
			if err != nil || len(list) != 1 || list[0].LastSuccessAt == nil || list[0].LastError != nil {
				t.Fatalf("list: %v %+v", err, list)
			}

			// The CLI lists and syncs.
			env := map[string]string{"STEWARD_URL": srv.URL, "STEWARD_API_KEY": c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir()}
			cliRun(t, env, "", "calendars", "list", fmt.Sprint(a.ID)).want(t, exitOK, "Airbnb", "+0 ~0 -1 !0")
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
