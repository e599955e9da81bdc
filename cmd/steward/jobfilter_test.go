package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// jobNow is the server's clock in the tests of job filters and pro
// conflicts: Wednesday 4 March 2026, 09:00 in San Diego.
var jobNow = time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)

// TestJobFiltersAndConflicts drives GET /jobs's filters, the pro conflict
// rule and the past-time rule through real HTTP on each store (issue 16,
// item 5).
func TestJobFiltersAndConflicts(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startServer(t, testdb.DSN(t, engine), "--now", jobNow.Format(time.RFC3339))
			t.Run("Filters", func(t *testing.T) { t.Parallel(); testJobFilters(t, srv.URL) })
			t.Run("FiltersEverywhere", func(t *testing.T) { t.Parallel(); testJobFiltersEverywhere(t, srv.URL) })
			t.Run("ProConflict", func(t *testing.T) { t.Parallel(); testProConflict(t, srv.URL) })
			t.Run("ProConflictRace", func(t *testing.T) { t.Parallel(); testProConflictRace(t, srv.URL) })
			t.Run("PastTimes", func(t *testing.T) { t.Parallel(); testPastTimes(t, srv.URL) })
		})
	}
}

// at is an instant of March 2026, UTC.
func at(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, time.UTC) }

func mustJob(t *testing.T, c *client.Client, in client.JobCreate) *steward.Job {
	t.Helper()
	j, err := c.CreateJob(context.Background(), in)
	if err != nil {
		t.Fatalf("create %+v: %v", in, err)
	}
	return j
}

func mustUpdate(t *testing.T, c *client.Client, id int64, upd client.JobUpdate) *steward.Job {
	t.Helper()
	j, err := c.UpdateJob(context.Background(), id, upd)
	if err != nil {
		t.Fatalf("update %d: %v", id, err)
	}
	return j
}

func testJobFilters(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	villa, lena := setupProperty(t, c)
	condo, err := c.CreateAddress(ctx, client.AddressCreate{Street: "1 Bay St", City: "San Diego", State: "CA", Zip: "92101"})
	if err != nil {
		t.Fatal(err)
	}
	marcus, err := c.CreatePro(ctx, client.ProCreate{Name: "Marcus", Email: "marcus@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	j1 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(10, 16), ProID: &lena.ID})
	j2 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(10, 20), ProID: &lena.ID})
	j3 := mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(11, 16)})
	j4 := mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(12, 16), ProID: &marcus.ID})
	mustUpdate(t, c, j4.ID, client.JobUpdate{Status: ptr("confirmed")})
	j5 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(13, 16)})
	if err := c.CancelJob(ctx, j5.ID); err != nil {
		t.Fatal(err)
	}
	ids := func(js ...*steward.Job) []int64 {
		out := make([]int64, len(js))
		for i, j := range js {
			out[i] = j.ID
		}
		return out
	}
	for _, tc := range []struct {
		name, query string
		want        []int64
		total       int
	}{
		{"ProID", fmt.Sprintf("pro_id=%d", lena.ID), ids(j1, j2), 2},
		{"FromInclusive", "from=2026-03-10T20:00:00Z", ids(j2, j3, j4, j5), 4},
		{"FromWithOffset", "from=2026-03-10T13:00:00-07:00", ids(j2, j3, j4, j5), 4},
		{"ToExclusive", "to=2026-03-10T20:00:00Z", ids(j1), 1},
		{"StatusList", "status=pending,confirmed", ids(j1, j2, j3, j4), 4},
		{"StatusListSpaces", "status=confirmed,+cancelled", ids(j4, j5), 2},
		{"OneStatus", "status=cancelled", ids(j5), 1},
		{"ProFromStatus", fmt.Sprintf("pro_id=%d&from=2026-03-10T20:00:00Z&status=pending", lena.ID), ids(j2), 1},
		{"AddressStatusWindowPaged", fmt.Sprintf("address_id=%d&status=pending,cancelled&from=2026-03-10T00:00:00Z&to=2026-03-14T00:00:00Z&limit=1", villa.ID), ids(j1), 3},
		{"AddressStatusListPaged", fmt.Sprintf("address_id=%d&status=pending,cancelled&limit=2&offset=1", villa.ID), ids(j2, j5), 3},
		{"StatusListPaged", "status=pending,confirmed&limit=1&offset=3", ids(j4), 4},
		{"WindowEmpty", "from=2026-03-20T00:00:00Z&to=2026-03-21T00:00:00Z", ids(), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got struct {
				Jobs  []*steward.Job `json:"jobs"`
				Total int            `json:"total"`
			}
			if err := c.Do(ctx, "GET", "/api/v1/jobs?"+tc.query, nil, &got); err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(ids(got.Jobs...)) != fmt.Sprint(tc.want) || got.Total != tc.total {
				t.Errorf("GET /jobs?%s = %v total %d, want %v total %d", tc.query, ids(got.Jobs...), got.Total, tc.want, tc.total)
			}
		})
	}
	for _, tc := range []struct{ name, query, message string }{
		{"FromNotRFC3339", "from=tomorrow", `Invalid from "tomorrow"`},
		{"ToWithoutOffset", "to=2026-03-10T10:00:00", `Invalid to "2026-03-10T10:00:00"`},
		{"ToNotAfterFrom", "from=2026-03-10T10:00:00Z&to=2026-03-10T10:00:00Z", "Invalid to: must be after from"},
		{"StatusUnknown", "status=pending,done", `Invalid status "done"`},
		{"StatusEmptyItem", "status=pending,", `Invalid status ""`},
		{"ProIDNotInteger", "pro_id=lena", `Invalid pro_id "lena"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			raw(t, c, "GET", "/api/v1/jobs?"+tc.query, "").want(t, 400, steward.EVALIDATION, tc.message)
		})
	}
}

// testJobFiltersEverywhere checks that GET /jobs's reservation_id filter
// finds a stay's turnover and nothing else, and that list_jobs (MCP) and
// 'steward jobs list' (CLI) pass every filter through to the same query.
func testJobFiltersEverywhere(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	villa, lena := setupProperty(t, c)
	j1 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(10, 16), ProID: &lena.ID})
	j2 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(10, 20), ProID: &lena.ID})
	mustUpdate(t, c, j2.ID, client.JobUpdate{Status: ptr("confirmed")})
	j3 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(11, 16)})
	if err := c.CancelJob(ctx, j3.ID); err != nil {
		t.Fatal(err)
	}
	// A property with turnovers on: each stay gets exactly one turnover,
	// carrying the stay's id.
	loft, err := c.CreateAddress(ctx, client.AddressCreate{Street: "5 Palm Ave", City: "San Diego", State: "CA", Zip: "92101", Nickname: ptr("Loft")})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateAddress(ctx, loft.ID, map[string]any{"turnover": map[string]any{"enabled": true}}); err != nil {
		t.Fatal(err)
	}
	ann := newStay(t, c, loft.ID, "Ann", "2026-03-20", "2026-03-22")
	bob := newStay(t, c, loft.ID, "Bob", "2026-03-24", "2026-03-26")
	annT, bobT := turnoverOf(t, c, loft.ID, ann.ID), turnoverOf(t, c, loft.ID, bob.ID)
	if annT == nil || bobT == nil {
		t.Fatalf("turnovers on, yet the stays' turnovers are %v and %v", annT, bobT)
	}
	ids := func(js ...*steward.Job) string {
		out := make([]int64, len(js))
		for i, j := range js {
			out[i] = j.ID
		}
		return fmt.Sprint(out)
	}
	type filterCase struct {
		name  string
		args  map[string]any // MCP arguments; REST and CLI spell them as query parameters and flags
		want  string
		total int
	}
	cases := []filterCase{
		{"ProStatusList", map[string]any{"pro_id": lena.ID, "status": "pending,confirmed"}, ids(j1, j2), 2},
		{"FromInclusiveToExclusive", map[string]any{"from": "2026-03-10T20:00:00Z", "to": "2026-03-11T16:00:00Z"}, ids(j2), 1},
		{"StatusListTo", map[string]any{"status": "pending,cancelled", "to": "2026-03-12T00:00:00Z"}, ids(j1, j3), 2},
		{"ReservationID", map[string]any{"reservation_id": ann.ID}, ids(annT), 1},
		{"OtherReservationID", map[string]any{"reservation_id": bob.ID}, ids(bobT), 1},
		{"ReservationIDStatus", map[string]any{"reservation_id": ann.ID, "status": "cancelled"}, ids(), 0},
		{"ReservationIDWindow", map[string]any{"reservation_id": ann.ID, "from": "2026-03-23T00:00:00Z"}, ids(), 0},
	}
	query := func(args map[string]any) string {
		var q []string
		for _, k := range []string{"pro_id", "reservation_id", "status", "from", "to"} {
			if v, ok := args[k]; ok {
				q = append(q, fmt.Sprintf("%s=%v", k, v))
			}
		}
		return strings.Join(q, "&")
	}
	t.Run("REST", func(t *testing.T) {
		for _, tc := range cases {
			var got client.JobList
			if err := c.Do(ctx, "GET", "/api/v1/jobs?"+query(tc.args), nil, &got); err != nil {
				t.Fatal(err)
			}
			if ids(got.Jobs...) != tc.want || got.Total != tc.total {
				t.Errorf("%s: GET /jobs?%s = %s total %d, want %s total %d", tc.name, query(tc.args), ids(got.Jobs...), got.Total, tc.want, tc.total)
			}
			for _, j := range got.Jobs {
				if r, ok := tc.args["reservation_id"]; ok && (j.ReservationID == nil || *j.ReservationID != r) {
					t.Errorf("%s: job %d has reservation_id %v, want %v", tc.name, j.ID, j.ReservationID, r)
				}
			}
		}
		raw(t, c, "GET", "/api/v1/jobs?reservation_id=ann", "").want(t, 400, steward.EVALIDATION, `Invalid reservation_id "ann"`)
		// Another account's query never reaches this account's turnover.
		other := signupWithKey(t, url)
		var got client.JobList
		if err := other.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs?reservation_id=%d", ann.ID), nil, &got); err != nil || got.Total != 0 || len(got.Jobs) != 0 {
			t.Errorf("another account's GET /jobs?reservation_id=%d = %s total %d, %v; want none", ann.ID, ids(got.Jobs...), got.Total, err)
		}
	})
	t.Run("MCP", func(t *testing.T) {
		cs := mcpConnect(t, url, bearer(c.APIKey))
		for _, tc := range cases {
			var got client.JobList
			callTool(t, cs, "list_jobs", tc.args, &got)
			if ids(got.Jobs...) != tc.want || got.Total != tc.total {
				t.Errorf("%s: list_jobs(%v) = %s total %d, want %s total %d", tc.name, tc.args, ids(got.Jobs...), got.Total, tc.want, tc.total)
			}
		}
		callToolError(t, cs, "list_jobs", map[string]any{"status": "pending,done"}, steward.EVALIDATION, `Invalid status "done"`)
		callToolError(t, cs, "list_jobs", map[string]any{"from": "2026-03-12T00:00:00Z", "to": "2026-03-10T00:00:00Z"}, steward.EVALIDATION, "Invalid to: must be after from")
	})
	t.Run("CLI", func(t *testing.T) {
		env := map[string]string{"STEWARD_URL": url, "STEWARD_API_KEY": c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
		for _, tc := range cases {
			args := []string{"jobs", "list", "-o", "json"}
			for _, k := range []string{"pro_id", "reservation_id", "status", "from", "to"} {
				if v, ok := tc.args[k]; ok {
					args = append(args, "--"+strings.ReplaceAll(k, "_", "-"), fmt.Sprint(v))
				}
			}
			r := cliRun(t, env, "", args...)
			r.want(t, exitOK)
			var got client.JobList
			if err := json.Unmarshal([]byte(r.stdout), &got); err != nil {
				t.Fatalf("%v: %v in %s", args, err, r.stdout)
			}
			if ids(got.Jobs...) != tc.want || got.Total != tc.total {
				t.Errorf("%s: steward %v = %s total %d, want %s total %d", tc.name, args, ids(got.Jobs...), got.Total, tc.want, tc.total)
			}
		}
		// The table names the turnover's property.
		cliRun(t, env, "", "jobs", "list", "--reservation-id", fmt.Sprint(ann.ID)).want(t, exitOK, "Loft")
		cliRun(t, env, "", "jobs", "list", "--reservation-id", "ann").want(t, exitUsage)
		if r := cliRun(t, env, "", "jobs", "list", "--status", "pending,done"); r.code != exitRefused || !strings.Contains(r.stderr, `Invalid status "done"`) {
			t.Errorf("--status pending,done: exit %d, stderr %q; want %d naming the status", r.code, r.stderr, exitRefused)
		}
	})
}

func testProConflict(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	villa, lena := setupProperty(t, c) // 4 bedrooms, 3 bathrooms: a 4-hour turnover
	condo, err := c.CreateAddress(ctx, client.AddressCreate{Street: "1 Bay St", City: "San Diego", State: "CA", Zip: "92101"})
	if err != nil {
		t.Fatal(err)
	}
	marcus, err := c.CreatePro(ctx, client.ProCreate{Name: "Marcus", Email: "marcus@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	j1 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(10, 16), ProID: &lena.ID})
	// Adjacent: starts when j1 ends (16:00 + 4 h).
	j2 := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(10, 20), ProID: &lena.ID})

	t.Run("Create", func(t *testing.T) {
		_, err := c.CreateJob(ctx, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(10, 19), ProID: &lena.ID})
		wantStatus(t, err, 409, steward.EPROCONFLICT)
		wantMessage(t, err, fmt.Sprintf("Lena Park is already booked on job %d (cleaning at Sunset Villa, 2026-03-10 09:00 PDT to 13:00 PDT)", j1.ID))
		// Another pro at that time is free.
		mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(10, 19), ProID: &marcus.ID})
		// Ending when j1 starts: the condo's turnover is 2 hours (rooms unknown).
		mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(10, 14), ProID: &lena.ID})
	})
	t.Run("Reschedule", func(t *testing.T) {
		j := mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(11, 16), ProID: &lena.ID})
		_, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ScheduledAt: ptr(at(10, 23))})
		wantStatus(t, err, 409, steward.EPROCONFLICT)
		wantMessage(t, err, fmt.Sprintf("job %d (cleaning at Sunset Villa", j2.ID))
		mustUpdate(t, c, j.ID, client.JobUpdate{ScheduledAt: ptr(at(11, 0))}) // j2 ends at midnight
	})
	t.Run("Assign", func(t *testing.T) {
		j := mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(10, 17)})
		_, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{ProID: &lena.ID})
		wantStatus(t, err, 409, steward.EPROCONFLICT)
		wantMessage(t, err, fmt.Sprintf("job %d", j1.ID))
	})
	t.Run("Reassign", func(t *testing.T) {
		m := mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(12, 16), ProID: &marcus.ID})
		l := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(12, 17), ProID: &lena.ID})
		_, err := c.UpdateJob(ctx, m.ID, client.JobUpdate{ProID: &lena.ID})
		wantStatus(t, err, 409, steward.EPROCONFLICT)
		wantMessage(t, err, fmt.Sprintf("job %d (cleaning at Sunset Villa, 2026-03-12 10:00 PDT", l.ID))

		// A cancelled job never conflicts.
		if err := c.CancelJob(ctx, l.ID); err != nil {
			t.Fatal(err)
		}
		mustUpdate(t, c, m.ID, client.JobUpdate{ProID: &lena.ID})
	})
	t.Run("CompletedNeverConflicts", func(t *testing.T) {
		j := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: at(20, 16), ProID: &lena.ID})
		_, err := c.CreateJob(ctx, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(20, 18), ProID: &lena.ID})
		wantStatus(t, err, 409, steward.EPROCONFLICT)
		mustUpdate(t, c, j.ID, client.JobUpdate{Status: ptr("in_progress")})
		mustUpdate(t, c, j.ID, client.JobUpdate{Status: ptr("completed")})
		mustJob(t, c, client.JobCreate{AddressID: condo.ID, ServiceType: "cleaning", ScheduledAt: at(20, 18), ProID: &lena.ID})
	})
}

// testProConflictRace books one pro at one time from two requests at once,
// again and again: exactly one of each pair may succeed (on PostgreSQL the
// pro's row is locked before the check).
func testProConflictRace(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	villa, lena := setupProperty(t, c)
	condo, err := c.CreateAddress(ctx, client.AddressCreate{Street: "1 Bay St", City: "San Diego", State: "CA", Zip: "92101"})
	if err != nil {
		t.Fatal(err)
	}
	for round := range 8 {
		when := at(15+round, 16)
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, addr := range []int64{villa.ID, condo.ID} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = c.CreateJob(ctx, client.JobCreate{AddressID: addr, ServiceType: "cleaning", ScheduledAt: when, ProID: &lena.ID})
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			if err == nil {
				ok++
			} else if steward.ErrorCode(err) != steward.EPROCONFLICT {
				t.Fatalf("round %d: %v, want PRO_CONFLICT", round, err)
			}
		}
		if ok != 1 {
			t.Fatalf("round %d: %d creates succeeded, want exactly 1 (%v)", round, ok, errs)
		}
	}
}

func testPastTimes(t *testing.T, url string) {
	c := signupWithKey(t, url)
	villa, _ := setupProperty(t, c)
	body := func(when time.Time) string {
		return fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":%q}`, villa.ID, when.Format(time.RFC3339))
	}
	raw(t, c, "POST", "/api/v1/jobs", body(jobNow.Add(-6*time.Minute))).want(t, 400, steward.EVALIDATION, "Invalid scheduled_at 2026-03-04T16:54:00Z: must not be more than 5 minutes in the past")
	if r := raw(t, c, "POST", "/api/v1/jobs", body(jobNow.Add(-4*time.Minute))); r.Status != 201 {
		t.Errorf("4 minutes ago (within the grace): %d %s", r.Status, r.Body)
	}
	j := mustJob(t, c, client.JobCreate{AddressID: villa.ID, ServiceType: "cleaning", ScheduledAt: jobNow.Add(time.Hour)})
	path := fmt.Sprintf("/api/v1/jobs/%d", j.ID)
	raw(t, c, "PATCH", path, `{"scheduled_at":"2026-03-01T16:00:00Z"}`).want(t, 400, steward.EVALIDATION, "Invalid scheduled_at 2026-03-01T16:00:00Z")
	raw(t, c, "PATCH", path, `{"status":"confirmed","scheduled_at":"2026-03-01T16:00:00Z"}`).want(t, 400, steward.EVALIDATION, "Invalid scheduled_at")

	// Recording work done: starting or completing a job takes its real, past time.
	started := mustUpdate(t, c, j.ID, client.JobUpdate{Status: ptr("in_progress"), ScheduledAt: ptr(at(4, 15))})
	if !started.ScheduledAt.Equal(at(4, 15)) {
		t.Errorf("started at %v, want %v", started.ScheduledAt, at(4, 15))
	}
	done := mustUpdate(t, c, j.ID, client.JobUpdate{Status: ptr("completed"), ScheduledAt: ptr(at(3, 16))})
	if done.Status != steward.StatusCompleted || !done.ScheduledAt.Equal(at(3, 16)) || done.CompletedAt == nil {
		t.Errorf("recorded job = %s at %v completed %v; want completed at %v", done.Status, done.ScheduledAt, done.CompletedAt, at(3, 16))
	}
}
