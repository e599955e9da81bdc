package ical_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/ical"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

var t0 = time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)

// feedServer serves the fixture named by its current version, with an
// ETag per version, answering 304 to a matching If-None-Match.
type feedServer struct {
	mu       sync.Mutex
	file     string // a testdata file, or "500", or "huge"
	requests []string
}

func (f *feedServer) set(file string) { f.mu.Lock(); f.file = file; f.mu.Unlock() }

func (f *feedServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	file := f.file
	f.requests = append(f.requests, r.Header.Get("If-None-Match"))
	f.mu.Unlock()
	switch file {
	case "500":
		http.Error(w, "down", http.StatusInternalServerError)
		return
	case "huge":
		w.Write([]byte("BEGIN:VCALENDAR\r\n" + strings.Repeat("X-PAD:"+strings.Repeat("x", 70)+"\r\n", 2000)))
		return
	}
	etag := `"` + file + `"`
	if r.Header.Get("If-None-Match") == etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	b, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		http.Error(w, err.Error(), http.StatusNotFound)
		return
	}
	w.Header().Set("ETag", etag)
	w.Header().Set("Content-Type", "text/calendar")
	w.Write(b)
}

type env struct {
	db     *sqlstore.DB
	clock  *steward.FixedClock
	acct   int64
	addrID int64
	feed   *feedServer
	url    string
}

func newEnv(t *testing.T, engine string) *env {
	t.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, testdb.DSN(t, engine))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	e := &env{db: db, clock: &steward.FixedClock{T: t0}, feed: &feedServer{}}
	db.Clock = e.clock
	s, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "host@example.com", Password: "correct horse"})
	if err != nil {
		t.Fatal(err)
	}
	e.acct = s.AccountID
	a, err := sqlstore.NewAddressService(db).CreateAddress(ctx, e.acct, steward.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109"})
	if err != nil {
		t.Fatal(err)
	}
	e.addrID = a.ID
	srv := httptest.NewServer(e.feed)
	t.Cleanup(srv.Close)
	e.url = srv.URL + "/calendar.ics"
	return e
}

func (e *env) stays(t *testing.T) []*steward.Reservation {
	t.Helper()
	list, err := sqlstore.NewReservationService(e.db).FindReservations(context.Background(), e.acct, steward.ReservationFilter{AddressID: &e.addrID})
	if err != nil {
		t.Fatal(err)
	}
	return list
}

func TestGuardRefusesLoopback(t *testing.T) {
	t.Parallel()
	e := newEnv(t, "sqlite")
	s := ical.New(sqlstore.NewCalendarStore(e.db), ical.Config{})
	_, err := s.CreateCalendar(context.Background(), e.acct, steward.CalendarCreate{AddressID: e.addrID, URL: e.url})
	if steward.ErrorCode(err) != steward.EVALIDATION || !strings.Contains(steward.ErrorMessage(err), "not a public address") {
		t.Fatalf("CreateCalendar(loopback): got %v, want the SSRF guard's VALIDATION_ERROR", err)
	}
}

// TestSyncOverHTTP reads real feeds from a server on 127.0.0.1: the first
// fetch imports, the next is a conditional GET answered 304, a failed or
// oversized fetch is recorded and changes nothing.
func TestSyncOverHTTP(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			e := newEnv(t, engine)
			s := ical.New(sqlstore.NewCalendarStore(e.db), ical.Config{AllowPrivate: true, MaxFeedBytes: 64 << 10})
			c, err := s.CreateCalendar(ctx, e.acct, steward.CalendarCreate{AddressID: e.addrID, URL: e.url, Name: "Airbnb"})
			if err != nil {
				t.Fatal(err)
			}
			e.feed.set("airbnb.ics")
			s.SyncDue(ctx) // the new feed is due at once
			got, err := s.FindCalendarByID(ctx, e.acct, e.addrID, c.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got.LastResult == nil || got.LastResult.Created != 1 || got.LastError != nil {
				t.Fatalf("first sync: got result %+v error %v, want one stay created", got.LastResult, got.LastError)
			}
			stays := e.stays(t)
			if len(stays) != 1 || stays[0].ConfirmationCode != "HMABCDE123" || stays[0].GuestName != "Airbnb guest" ||
				!stays[0].CheckIn.Equal(time.Date(2026, 3, 12, 23, 0, 0, 0, time.UTC)) || !stays[0].CheckOut.Equal(time.Date(2026, 3, 15, 18, 0, 0, 0, time.UTC)) {
				t.Fatalf("stays: got %+v, want the Airbnb booking 16:00 PDT to 11:00 PDT without the block", stays[0])
			}

			e.clock.T = t0.Add(time.Minute)
			if got, err = s.SyncCalendar(ctx, e.acct, e.addrID, c.ID); err != nil {
				t.Fatal(err)
			}
			if *got.LastResult != (steward.CalendarSyncResult{}) || e.feed.requests[len(e.feed.requests)-1] != `"airbnb.ics"` {
				t.Errorf("second sync: got %+v, If-None-Match %q; want a 304 changing nothing", got.LastResult, e.feed.requests)
			}

			e.feed.set("500")
			e.clock.T = t0.Add(2 * time.Minute)
			if got, err = s.SyncCalendar(ctx, e.acct, e.addrID, c.ID); err != nil {
				t.Fatal(err)
			}
			if got.LastError == nil || !strings.Contains(*got.LastError, "500") || !got.LastFetchAt.Equal(e.clock.T) || !got.LastSuccessAt.Equal(t0.Add(time.Minute)) {
				t.Errorf("failed fetch: got error %v, fetch %v, success %v", got.LastError, got.LastFetchAt, got.LastSuccessAt)
			}
			e.feed.set("huge")
			if got, err = s.SyncCalendar(ctx, e.acct, e.addrID, c.ID); err != nil {
				t.Fatal(err)
			}
			if got.LastError == nil || !strings.Contains(*got.LastError, "larger than") {
				t.Errorf("oversized feed: got error %v", got.LastError)
			}
			if len(e.stays(t)) != 1 {
				t.Errorf("a failed fetch changed the stays")
			}
		})
	}
}

// TestSyncVRBOAndBookingCom imports the VRBO fixture (only the booking:
// the owner block and the tentative hold are not stays) and Booking.com's
// (nothing, every event being "CLOSED", unless the feed imports blocks).
func TestSyncVRBOAndBookingCom(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	e := newEnv(t, "sqlite")
	s := ical.New(sqlstore.NewCalendarStore(e.db), ical.Config{AllowPrivate: true})
	for _, tc := range []struct {
		file         string
		importBlocks bool
		want         steward.CalendarSyncResult
	}{
		{"vrbo.ics", false, steward.CalendarSyncResult{Created: 1}},
		{"booking.ics", false, steward.CalendarSyncResult{}},
		{"booking.ics", true, steward.CalendarSyncResult{Created: 2}},
	} {
		e.feed.set(tc.file)
		c, err := s.CreateCalendar(ctx, e.acct, steward.CalendarCreate{AddressID: e.addrID, URL: e.url + "?" + tc.file, ImportBlocks: tc.importBlocks})
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.SyncCalendar(ctx, e.acct, e.addrID, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if got.LastResult == nil || *got.LastResult != tc.want {
			t.Errorf("%s (import_blocks %v): got %+v, want %+v", tc.file, tc.importBlocks, got.LastResult, tc.want)
		}
	}
	if stays := e.stays(t); len(stays) != 3 || stays[0].GuestName != "Reserved - Jordan" {
		t.Errorf("stays: got %d, first %q; want Jordan's and the two Booking.com stays", len(stays), stays[0].GuestName)
	}
}
