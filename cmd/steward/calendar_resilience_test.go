package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// The calendar resilience tests run steward as separate processes (see
// TestMain) against feeds served on 127.0.0.1, and prove that a sync is
// all or nothing across a SIGKILL and that replicas take turns: whatever
// happens to the processes, each booking of a feed is exactly one stay,
// and each confirmed stay has exactly one turnover.

// calendarFlags: feeds on 127.0.0.1, a due feed every 2s (so a restarted
// process picks up a dead one's claim soon after its 2s lease expires).
var calendarFlags = []string{"--rate-limit", "0", "--calendar-allow-private", "--calendar-sync-interval", "2s", "--calendar-lease", "2s"}

// feedServer serves one iCalendar feed per path, counts the fetches of
// each, the most that were ever in flight at once, and can hold a fetch
// mid-response.
type feedServer struct {
	*httptest.Server

	mu       sync.Mutex
	bodies   map[string]string
	fetches  map[string]int
	inFlight map[string]int
	maxIn    map[string]int
	hold     chan struct{} // non-nil: the next fetch sends half the feed, reports on held, and waits for this to close
	held     chan string
	delay    time.Duration // how long each fetch takes, to keep fetches in flight
}

func newFeedServer(t *testing.T) *feedServer {
	f := &feedServer{bodies: map[string]string{}, fetches: map[string]int{}, inFlight: map[string]int{}, maxIn: map[string]int{},
		held: make(chan string, 1)}
	f.Server = httptest.NewServer(f)
	t.Cleanup(f.Close)
	return f
}

func (f *feedServer) set(path string, events ...string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.bodies[path] = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n" + strings.Join(events, "") + "END:VCALENDAR\r\n"
}

func (f *feedServer) count(path string) (fetches, maxInFlight int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.fetches[path], f.maxIn[path]
}

func (f *feedServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	body, hold, delay := f.bodies[r.URL.Path], f.hold, f.delay
	f.hold = nil
	f.fetches[r.URL.Path]++
	f.inFlight[r.URL.Path]++
	f.maxIn[r.URL.Path] = max(f.maxIn[r.URL.Path], f.inFlight[r.URL.Path])
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		f.inFlight[r.URL.Path]--
		f.mu.Unlock()
	}()
	w.Header().Set("Content-Type", "text/calendar")
	if hold != nil {
		w.Header().Set("Content-Length", fmt.Sprint(len(body)))
		w.Write([]byte(body[:len(body)/2]))
		w.(http.Flusher).Flush()
		f.held <- r.URL.Path
		select {
		case <-hold:
		case <-r.Context().Done():
		}
		return
	}
	if delay > 0 {
		time.Sleep(delay)
	}
	w.Write([]byte(body))
}

// day is the all-day date n days from today.
func day(n int) string { return time.Now().UTC().AddDate(0, 0, n).Format("20060102") }

// feedState is what the API shows of one property: its stays by UID
// (every one, cancelled or not) and its turnovers by stay.
type feedState struct {
	stays     map[string][]*steward.Reservation
	turnovers map[int64][]*steward.Job
}

func readFeedState(t *testing.T, c *client.Client, addressID int64) feedState {
	t.Helper()
	ctx := context.Background()
	stays, err := c.FindReservations(ctx, client.ReservationListParams{AddressID: &addressID, Status: "all"})
	if err != nil {
		t.Fatal(err)
	}
	s := feedState{stays: map[string][]*steward.Reservation{}, turnovers: map[int64][]*steward.Job{}}
	for _, r := range stays {
		s.stays[deref(r.UID)] = append(s.stays[deref(r.UID)], r)
	}
	for offset := 0; ; offset += steward.MaxJobLimit {
		page, err := c.ListJobs(ctx, client.JobListParams{AddressID: &addressID, Limit: steward.MaxJobLimit, Offset: offset})
		if err != nil {
			t.Fatal(err)
		}
		for _, j := range page.Jobs {
			if j.ReservationID != nil {
				s.turnovers[*j.ReservationID] = append(s.turnovers[*j.ReservationID], j)
			}
		}
		if offset+len(page.Jobs) >= page.Total {
			break
		}
	}
	return s
}

// exact reports what is wrong with s when the feed's bookings are want
// (UID → check-out day): one confirmed stay per booking, leaving on its
// day, with one turnover at its check-out, and nothing else.
func (s feedState) exact(want map[string]string) []string {
	var wrong []string
	for uid, out := range want {
		list := s.stays[uid]
		if len(list) != 1 {
			wrong = append(wrong, fmt.Sprintf("%s: %d stays, want 1", uid, len(list)))
			continue
		}
		r := list[0]
		if r.Status != steward.ReservationConfirmed || r.CheckOut.UTC().Format("20060102") != out {
			wrong = append(wrong, fmt.Sprintf("%s: %s, leaving %s; want confirmed, leaving %s", uid, r.Status, r.CheckOut.UTC().Format("20060102"), out))
		}
		if n := len(s.turnovers[r.ID]); n != 1 {
			wrong = append(wrong, fmt.Sprintf("%s (stay %d): %d turnovers, want 1", uid, r.ID, n))
		} else if j := s.turnovers[r.ID][0]; !j.ScheduledAt.Equal(r.CheckOut) {
			wrong = append(wrong, fmt.Sprintf("%s (stay %d): turnover at %v, want the check-out %v", uid, r.ID, j.ScheduledAt, r.CheckOut))
		}
	}
	for uid := range s.stays {
		if _, ok := want[uid]; !ok {
			wrong = append(wrong, fmt.Sprintf("unexpected stay %q", uid))
		}
	}
	return wrong
}

// waitExact waits until the API shows exactly the bookings of want.
func waitExact(t *testing.T, c *client.Client, addressID int64, want map[string]string) {
	t.Helper()
	var wrong []string
	deadline := time.Now().Add(60 * time.Second)
	for {
		if wrong = readFeedState(t, c, addressID).exact(want); len(wrong) == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the stays and turnovers never matched the feed: %v", wrong)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// restart SIGKILLs p and starts another process on the same database,
// returning a client of the new one with c's key.
func restart(t *testing.T, p *process, dsn string, c *client.Client) (*process, *client.Client) {
	t.Helper()
	if err := p.cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	p.cmd.Wait()
	next := startProcess(t, dsn, calendarFlags...)
	nc := newClient(t, next.URL)
	nc.APIKey = c.APIKey
	return next, nc
}

// TestCalendarCrashSafety kills the only server (SIGKILL) while it is
// reading a feed (the response half sent), restarts it on the same
// database and checks that the next sync applies the feed once; then kills
// it again as soon as a changed feed's sync shows in the API, restarts it,
// and checks that the later syncs change nothing more. On SQLite and
// PostgreSQL.
func TestCalendarCrashSafety(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			dsn := testdb.DSN(t, engine)
			p := startProcess(t, dsn, calendarFlags...)
			c := signupWithKey(t, p.URL)
			a, _ := setupProperty(t, c)
			if _, err := c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"enabled": true}}); err != nil {
				t.Fatal(err)
			}
			feed := newFeedServer(t)
			feed.set("/a.ics", vevent("u1", "Reserved", day(10), day(13)), vevent("u2", "Reserved - Jo", day(20), day(24)),
				vevent("u3", "Reserved", day(30), day(31)))
			release := make(chan struct{})
			feed.hold = release
			if _, err := c.CreateCalendar(ctx, a.ID, client.CalendarCreate{URL: feed.URL + "/a.ics", Name: "Airbnb"}); err != nil {
				t.Fatal(err)
			}

			// Killed mid-fetch: nothing was applied, and the claim is the
			// next process's once its lease expires.
			select {
			case <-feed.held:
			case <-time.After(30 * time.Second):
				t.Fatal("the feed was never fetched")
			}
			p, c = restart(t, p, dsn, c)
			close(release)
			// Unless the new process has already synced (its lease may have
			// expired while it started), nothing is there.
			want := map[string]string{"u1": day(13), "u2": day(24), "u3": day(31)}
			if s := readFeedState(t, c, a.ID); len(s.stays) != 0 && len(s.exact(want)) != 0 {
				t.Fatalf("after a kill mid-fetch: %v; want no stays, or the whole feed applied once", s.exact(want))
			}
			waitExact(t, c, a.ID, want)

			// Killed right after a sync that moved u2 and added u4 shows in
			// the API: the next process's syncs (each 2s) change nothing more.
			feed.set("/a.ics", vevent("u1", "Reserved", day(10), day(13)), vevent("u2", "Reserved - Jo", day(20), day(25)),
				vevent("u3", "Reserved", day(30), day(31)), vevent("u4", "Reserved", day(40), day(44)))
			want["u2"], want["u4"] = day(25), day(44)
			waitExact(t, c, a.ID, want)
			_, c = restart(t, p, dsn, c)
			before, _ := feed.count("/a.ics")
			waitFor(t, "two more fetches by the restarted server", func() bool { n, _ := feed.count("/a.ics"); return n >= before+2 })
			waitExact(t, c, a.ID, want)
			cals, err := c.ListCalendars(ctx, a.ID)
			if err != nil || len(cals) != 1 || cals[0].LastError != nil || cals[0].LastResult == nil || *cals[0].LastResult != (steward.CalendarSyncResult{}) {
				t.Errorf("calendar after the restarts: %v %+v; want a clean sync that changed nothing", err, cals)
			}
		})
	}
}

// TestCalendarReplicas runs two servers on one PostgreSQL database that
// each sync every feed every second: the feed server never sees two
// fetches of one feed at once, and every booking ends as one stay with
// one turnover.
func TestCalendarReplicas(t *testing.T) {
	t.Parallel()
	dsn := testdb.Postgres(t)
	flags := []string{"--rate-limit", "0", "--calendar-allow-private", "--calendar-sync-interval", "1s", "--calendar-lease", "10s"}
	p1, p2 := startProcess(t, dsn, flags...), startProcess(t, dsn, flags...)
	c := signupWithKey(t, p1.URL)
	c2 := newClient(t, p2.URL)
	c2.APIKey = c.APIKey
	ctx := context.Background()
	feed := newFeedServer(t)
	feed.delay = 30 * time.Millisecond // keep each fetch in flight a while, so a second one would overlap it
	type property struct {
		id    int64
		want  map[string]string
		paths []string
	}
	var props []property
	for i := range 3 {
		a, err := c.CreateAddress(ctx, client.AddressCreate{Street: fmt.Sprintf("%d Coast Hwy", i+1), City: "San Diego", State: "CA", Zip: "92109"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"enabled": true}}); err != nil {
			t.Fatal(err)
		}
		p := property{id: a.ID, want: map[string]string{}}
		for k := range 2 { // two feeds a property, with bookings that do not overlap
			path := fmt.Sprintf("/p%d-f%d.ics", i, k)
			var events []string
			for b := range 3 {
				in := 10 + 20*b + 8*k
				uid := fmt.Sprintf("p%d-f%d-b%d", i, k, b)
				events = append(events, vevent(uid, "Reserved", day(in), day(in+3)))
				p.want[uid] = day(in + 3)
			}
			feed.set(path, events...)
			p.paths = append(p.paths, path)
			// Half the feeds are added through each replica.
			cc := c
			if k == 1 {
				cc = c2
			}
			if _, err := cc.CreateCalendar(ctx, a.ID, client.CalendarCreate{URL: feed.URL + path}); err != nil {
				t.Fatal(err)
			}
		}
		props = append(props, p)
	}
	// Each feed read at least five times, by whichever replica claims it.
	waitFor(t, "five fetches of every feed", func() bool {
		for _, p := range props {
			for _, path := range p.paths {
				if n, _ := feed.count(path); n < 5 {
					return false
				}
			}
		}
		return true
	})
	for _, p := range props {
		waitExact(t, c, p.id, p.want)
		for _, path := range p.paths {
			if n, most := feed.count(path); most > 1 {
				t.Errorf("%s: %d fetches, up to %d at once; want one at a time", path, n, most)
			}
		}
	}
}
