package sqlstore

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
)

const feedLease = time.Minute

func dateEvent(uid, from, to string, block bool) steward.FeedEvent {
	in, _ := time.Parse(time.DateOnly, from)
	out, _ := time.Parse(time.DateOnly, to)
	summary := "Reserved"
	if block {
		summary = "Airbnb (Not available)"
	}
	return steward.FeedEvent{UID: uid, Summary: summary, Start: in, End: out, StartDate: true, EndDate: true, Block: block}
}

// sync claims the calendar and applies events to it, as the syncer does.
func (f *fixture) sync(t *testing.T, cs *CalendarStore, c *steward.Calendar, events ...steward.FeedEvent) *steward.Calendar {
	t.Helper()
	task, err := cs.ClaimCalendar(context.Background(), c.AccountID, c.AddressID, c.ID, feedLease)
	if err != nil {
		t.Fatalf("ClaimCalendar: %v", err)
	}
	got, err := cs.ApplyCalendarFetch(context.Background(), task, &steward.CalendarFetch{Events: events, ETag: `"v"`}, 15*time.Minute)
	if err != nil {
		t.Fatalf("ApplyCalendarFetch: %v", err)
	}
	return got
}

// stayList is the calendar's stays as "uid in..out status", by check-in.
func (f *fixture) stayList(t *testing.T) string {
	t.Helper()
	list, err := f.res.FindReservations(context.Background(), f.acct, steward.ReservationFilter{AddressID: &f.villa, Status: "all"})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range list {
		uid := "-"
		if r.UID != nil {
			uid = *r.UID
		}
		out = append(out, fmt.Sprintf("%s#%d %s..%s %s", uid, r.ID, r.CheckIn.Format(time.RFC3339), r.CheckOut.Format(time.RFC3339), r.Status))
	}
	return strings.Join(out, "; ")
}

func wantResult(t *testing.T, c *steward.Calendar, want steward.CalendarSyncResult) {
	t.Helper()
	if c.LastResult == nil || *c.LastResult != want {
		t.Errorf("last_result: got %+v, want %+v", c.LastResult, want)
	}
}

// TestCalendarSyncSequence replays a feed's versions and checks the stays
// after each: the all-day dates take the property's times in its zone
// (Sunset Villa is in California, 16:00 in and 11:00 out; PDT from March 8).
func TestCalendarSyncSequence(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		cs := NewCalendarStore(f.db)
		c, err := cs.CreateCalendar(ctx, f.acct, steward.CalendarCreate{AddressID: f.villa, URL: "https://www.airbnb.com/calendar/ical/1.ics"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Name != "www.airbnb.com" {
			t.Errorf("name: got %q, want the URL's host", c.Name)
		}
		step := func(name string, events []steward.FeedEvent, want steward.CalendarSyncResult, wantStays string) *steward.Calendar {
			t.Helper()
			got := f.sync(t, cs, c, events...)
			wantResult(t, got, want)
			if s := f.stayList(t); s != wantStays {
				t.Errorf("%s: stays\n got %s\nwant %s", name, s, wantStays)
			}
			return got
		}
		a1 := dateEvent("a1", "2026-03-12", "2026-03-15", false)
		block := dateEvent("blk", "2026-03-20", "2026-03-22", true)
		got := step("booking added", []steward.FeedEvent{a1, block}, steward.CalendarSyncResult{Created: 1},
			"a1#1 2026-03-12T23:00:00Z..2026-03-15T18:00:00Z confirmed")
		if got.LastSuccessAt == nil || !got.LastSuccessAt.Equal(t0) || got.LastError != nil {
			t.Errorf("health: got success %v error %v", got.LastSuccessAt, got.LastError)
		}
		step("replayed", []steward.FeedEvent{a1, block}, steward.CalendarSyncResult{},
			"a1#1 2026-03-12T23:00:00Z..2026-03-15T18:00:00Z confirmed")
		a1.End = a1.End.AddDate(0, 0, 1)
		step("moved", []steward.FeedEvent{a1, block}, steward.CalendarSyncResult{Updated: 1},
			"a1#1 2026-03-12T23:00:00Z..2026-03-16T18:00:00Z confirmed")
		a2 := a1
		a2.UID = "a2"
		step("UID changed", []steward.FeedEvent{a2, block}, steward.CalendarSyncResult{Updated: 1},
			"a2#1 2026-03-12T23:00:00Z..2026-03-16T18:00:00Z confirmed")
		a3 := a2
		a3.UID, a3.Start = "a3", a3.Start.AddDate(0, 0, 1)
		step("UID and dates changed (VRBO)", []steward.FeedEvent{a3, block}, steward.CalendarSyncResult{Updated: 1},
			"a3#1 2026-03-13T23:00:00Z..2026-03-16T18:00:00Z confirmed")
		step("vanished once", []steward.FeedEvent{block}, steward.CalendarSyncResult{},
			"a3#1 2026-03-13T23:00:00Z..2026-03-16T18:00:00Z confirmed")

		task, err := cs.ClaimCalendar(ctx, f.acct, f.villa, c.ID, feedLease)
		if err != nil {
			t.Fatal(err)
		}
		failed, err := cs.RecordCalendarFailure(ctx, task, "GET feed: 503 Service Unavailable", 15*time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if failed.LastError == nil || *failed.LastError != "GET feed: 503 Service Unavailable" || !failed.LastSuccessAt.Equal(t0) {
			t.Errorf("after a failed fetch: got error %v, last success %v", failed.LastError, failed.LastSuccessAt)
		}
		if s := f.stayList(t); !strings.HasSuffix(s, "confirmed") {
			t.Errorf("a failed fetch cancelled a stay: %s", s)
		}

		step("vanished twice", []steward.FeedEvent{block}, steward.CalendarSyncResult{Cancelled: 1},
			"a3#1 2026-03-13T23:00:00Z..2026-03-16T18:00:00Z cancelled")
		step("came back", []steward.FeedEvent{a3, block}, steward.CalendarSyncResult{Updated: 1},
			"a3#1 2026-03-13T23:00:00Z..2026-03-16T18:00:00Z confirmed")
		block2 := dateEvent("blk2", "2026-03-25", "2026-03-27", true)
		step("block added", []steward.FeedEvent{a3, block, block2}, steward.CalendarSyncResult{},
			"a3#1 2026-03-13T23:00:00Z..2026-03-16T18:00:00Z confirmed")

		// A person cancels the stay: the feed does not bring it back.
		if _, err := f.res.CancelReservation(ctx, f.acct, 1); err != nil {
			t.Fatal(err)
		}
		step("cancelled by hand", []steward.FeedEvent{a3, block}, steward.CalendarSyncResult{},
			"a3#1 2026-03-13T23:00:00Z..2026-03-16T18:00:00Z cancelled")

		// A booking that overlaps a confirmed stay typed in by hand is not
		// dropped silently.
		if _, err := f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Walk-in",
			CheckIn: time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), CheckOut: time.Date(2026, 4, 3, 0, 0, 0, 0, time.UTC),
			CheckInDate: true, CheckOutDate: true}); err != nil {
			t.Fatal(err)
		}
		clash := dateEvent("b1", "2026-04-02", "2026-04-05", false)
		got = f.sync(t, cs, c, a3, clash)
		wantResult(t, got, steward.CalendarSyncResult{Conflicts: 1})
		if got.LastError == nil || !strings.Contains(*got.LastError, "2026-04-02 to 2026-04-05 (UID b1)") ||
			!strings.Contains(*got.LastError, "overlaps reservation") {
			t.Errorf("last_error: got %v, want the booking and the stay it overlaps", got.LastError)
		}
		got = f.sync(t, cs, c, a3)
		if got.LastError != nil {
			t.Errorf("last_error after a clean sync: got %q, want none", *got.LastError)
		}
	})
}

// TestCalendarImportBlocks shows blocks becoming stays when the feed says
// so (Booking.com marks every event "CLOSED - Not available"), and past
// bookings left alone.
func TestCalendarImportBlocks(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		cs := NewCalendarStore(f.db)
		c, err := cs.CreateCalendar(ctx, f.acct, steward.CalendarCreate{AddressID: f.villa, Name: "Booking.com",
			URL: "https://admin.booking.com/ical.ics", ImportBlocks: true})
		if err != nil {
			t.Fatal(err)
		}
		got := f.sync(t, cs, c, dateEvent("c1", "2026-05-01", "2026-05-04", true), dateEvent("old", "2026-02-01", "2026-02-03", false))
		wantResult(t, got, steward.CalendarSyncResult{Created: 1})
		list, _ := f.res.FindReservations(ctx, f.acct, steward.ReservationFilter{AddressID: &f.villa})
		if len(list) != 1 || list[0].GuestName != "Booking.com (blocked)" || list[0].Source != steward.SourceICal ||
			list[0].CalendarID == nil || *list[0].CalendarID != c.ID {
			t.Errorf("stays: got %+v, want the block as a stay from the calendar", list)
		}
	})
}

// TestCalendarClaims shows the lease: a claimed feed is not claimed again,
// a result whose lease was lost is refused, and an archived property's
// feeds are not synced.
func TestCalendarClaims(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		cs := NewCalendarStore(f.db)
		c, err := cs.CreateCalendar(ctx, f.acct, steward.CalendarCreate{AddressID: f.villa, URL: "https://example.com/a.ics"})
		if err != nil {
			t.Fatal(err)
		}
		tasks, err := cs.ClaimCalendars(ctx, feedLease, 10)
		if err != nil || len(tasks) != 1 {
			t.Fatalf("ClaimCalendars: got %d tasks, %v; want the new feed", len(tasks), err)
		}
		if again, _ := cs.ClaimCalendars(ctx, feedLease, 10); len(again) != 0 {
			t.Errorf("claimed twice within the lease")
		}
		_, err = cs.ClaimCalendar(ctx, f.acct, f.villa, c.ID, feedLease)
		wantCode(t, err, steward.ECONFLICT)

		f.clock.T = t0.Add(2 * feedLease) // the lease expires; another syncer takes over
		taken, err := cs.ClaimCalendars(ctx, feedLease, 10)
		if err != nil || len(taken) != 1 {
			t.Fatalf("after the lease: got %d tasks, %v", len(taken), err)
		}
		_, err = cs.ApplyCalendarFetch(ctx, tasks[0], &steward.CalendarFetch{Events: []steward.FeedEvent{dateEvent("x", "2026-03-12", "2026-03-14", false)}}, time.Minute)
		wantCode(t, err, steward.ECONFLICT)
		if _, err := cs.ApplyCalendarFetch(ctx, taken[0], &steward.CalendarFetch{}, time.Minute); err != nil {
			t.Fatalf("apply with the live lease: %v", err)
		}

		f.clock.T = t0.Add(time.Hour)
		if _, err := f.addrs.ArchiveAddress(ctx, f.acct, f.villa); err != nil {
			t.Fatal(err)
		}
		if got, _ := cs.ClaimCalendars(ctx, feedLease, 10); len(got) != 0 {
			t.Errorf("claimed a feed of an archived property")
		}
		_, err = cs.ClaimCalendar(ctx, f.acct, f.villa, c.ID, feedLease)
		wantCode(t, err, steward.EVALIDATION)
		_, err = cs.FindCalendarByID(ctx, f.other, f.villa, c.ID)
		wantCode(t, err, steward.ENOTFOUND)
	})
}

// TestCalendarClaimRace has replicas on one PostgreSQL database claim at
// once: every due feed goes to exactly one of them.
func TestCalendarClaimRace(t *testing.T) {
	t.Parallel()
	dsn := testdb.Postgres(t)
	ctx := context.Background()
	setup, err := Open(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer setup.Close()
	setup.Clock = steward.FixedClock{T: t0}
	acct, err := NewAccountService(setup).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "race@example.com", Password: "correct horse"})
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewAddressService(setup).CreateAddress(ctx, acct.AccountID, steward.AddressCreate{Street: "1 Main St", City: "Austin", State: "TX", Zip: "78701"})
	if err != nil {
		t.Fatal(err)
	}
	const feeds = 40
	for i := 0; i < feeds; i++ {
		if _, err := NewCalendarStore(setup).CreateCalendar(ctx, acct.AccountID, steward.CalendarCreate{AddressID: a.ID,
			URL: fmt.Sprintf("https://example.com/%d.ics", i)}); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	claimed := map[int64]int{}
	var wg sync.WaitGroup
	for r := 0; r < 4; r++ {
		replica, err := Open(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer replica.Close()
		replica.Clock = steward.FixedClock{T: t0}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				tasks, err := NewCalendarStore(replica).ClaimCalendars(ctx, feedLease, 3)
				if err != nil {
					t.Error(err)
					return
				}
				if len(tasks) == 0 {
					return
				}
				mu.Lock()
				for _, task := range tasks {
					claimed[task.Calendar.ID]++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if len(claimed) != feeds {
		t.Errorf("claimed %d feeds, want %d", len(claimed), feeds)
	}
	for id, n := range claimed {
		if n != 1 {
			t.Errorf("feed %d claimed %d times", id, n)
		}
	}
}
