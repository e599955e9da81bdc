package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestDemo: serve --demo seeds an account on first start (three properties,
// four pros, two stays, a job in every status, a calendar feed it serves
// itself whose booking becomes a stay; every stay with its turnover) and
// prints its login, a working API key and a pro link whose token opens
// the pro API (GET /api/v1/pro/jobs) as Lena Park, on each store.
func TestDemo(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startServer(t, testdb.DSN(t, engine), "--demo")
			m := regexp.MustCompile(`API key:\s+(stw_\S+)`).FindStringSubmatch(srv.Stdout.String())
			if m == nil {
				t.Fatalf("no API key in the demo's output:\n%s", srv.Stdout.String())
			}
			c := newClient(t, srv.URL)
			c.APIKey = m[1]
			ctx := context.Background()
			checkDemoProLink(t, srv.URL, srv.Stdout.String())
			addrs, err := c.ListAddresses(ctx)
			if err != nil || len(addrs) != 3 {
				t.Fatalf("addresses = %d, %v; want 3", len(addrs), err)
			}
			pros, err := c.ListPros(ctx)
			if err != nil || len(pros) != 4 {
				t.Fatalf("pros = %d, %v; want 4", len(pros), err)
			}
			checkDemoMoney(t, c, pros)
			// The demo feed is synced in the background: its stay is
			// counted apart (see TestDemoCalendar).
			stays, err := c.ListReservations(ctx, nil)
			if err != nil || len(typed(stays)) != 2 {
				t.Fatalf("reservations = %d, %v; want 2", len(typed(stays)), err)
			}
			all, err := c.FindReservations(ctx, client.ReservationListParams{Status: "all"})
			if err != nil || len(typed(all)) != 3 {
				t.Fatalf("reservations, status all = %d, %v; want 3 (one cancelled)", len(typed(all)), err)
			}
			for _, a := range addrs {
				if !a.Turnover.Enabled {
					t.Errorf("%s: turnovers off, want on in the demo", a.Name())
				}
			}
			checkDemoSupplies(t, c, addrs[0].ID)
			// The demo feed, served by the server itself, gives Sunset
			// Villa a stay; it and every typed stay have their turnover.
			waitFor(t, "the demo feed's stay", func() bool {
				stays, err := c.ListReservations(ctx, nil)
				if err != nil {
					t.Fatal(err)
				}
				return len(stays) == 3 && slices.ContainsFunc(stays, func(r *steward.Reservation) bool {
					return r.Source == steward.SourceICal && r.AddressID == addrs[0].ID
				})
			})
			stays, _ = c.ListReservations(ctx, nil)
			jobs, err := c.ListJobs(ctx, client.JobListParams{Limit: steward.MaxJobLimit})
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range stays {
				var turnovers []*steward.Job
				for _, j := range jobs.Jobs {
					if j.ReservationID != nil && *j.ReservationID == r.ID {
						turnovers = append(turnovers, j)
					}
				}
				if len(turnovers) != 1 || !turnovers[0].ScheduledAt.Equal(r.CheckOut) {
					t.Errorf("stay %d (%s, %s): turnovers %+v; want one at its check-out %v", r.ID, r.GuestName, r.Source, turnovers, r.CheckOut)
				}
			}
			for _, st := range steward.JobStatuses {
				list, err := c.ListJobs(ctx, client.JobListParams{Status: string(st)})
				if err != nil || list.Total == 0 {
					t.Errorf("jobs %s: %v, %v; want at least one", st, list, err)
				}
			}
			// Sunset Villa's equipment: the HVAC filter coming due has
			// its service job booked from the first start.
			assets, err := c.ListAssets(ctx, addrs[0].ID)
			if err != nil || len(assets) < 2 {
				t.Fatalf("demo equipment = %v, %v; want an HVAC and smoke alarms", assets, err)
			}
			if h, err := c.AssetHistory(ctx, assets[0].ID); err != nil || len(h.Jobs) != 1 || h.Jobs[0].ServiceType != steward.Maintenance {
				t.Errorf("demo HVAC history = %+v, %v; want its filter's service job", h, err)
			}
			// The issue a pro reported at the condo names its dishwasher:
			// its repair, which needs attention until done.
			condo, err := c.ListAssets(ctx, addrs[2].ID)
			if err != nil || len(condo) != 1 || condo[0].Status != steward.AssetNeedsAttention {
				t.Errorf("demo condo equipment = %+v, %v; want the dishwasher needing attention", condo, err)
			}
			// The printed login works in the web app.
			jar, _ := cookiejar.New(nil)
			resp, err := (&http.Client{Jar: jar}).PostForm(srv.URL+"/app/login", map[string][]string{"email": {"demo@steward.local"}, "password": {"steward-demo"}})
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK || resp.Request.URL.Path == "/app/login" {
				t.Errorf("demo login: %d at %s", resp.StatusCode, resp.Request.URL.Path)
			}
			// A job that is not final offers its pro, service and price form
			// from the first start.
			pending, err := c.ListJobs(ctx, client.JobListParams{Status: string(steward.StatusConfirmed), Limit: 1})
			if err != nil || len(pending.Jobs) == 0 {
				t.Fatalf("confirmed jobs: %v, %v", pending, err)
			}
			page, err := (&http.Client{Jar: jar}).Get(fmt.Sprintf("%s/app/jobs/%d", srv.URL, pending.Jobs[0].ID))
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(page.Body)
			page.Body.Close()
			if !strings.Contains(string(body), "Pro, service and price") || !strings.Contains(string(body), ">Unassigned<") {
				t.Errorf("demo job page lacks the pro, service and price form:\n%s", body)
			}
			// A job cancelled while its time is ahead offers "Restore job".
			cancelled, err := c.ListJobs(ctx, client.JobListParams{Status: string(steward.StatusCancelled), Limit: steward.MaxJobLimit})
			if err != nil {
				t.Fatal(err)
			}
			restorable := 0
			for _, j := range cancelled.Jobs {
				if j.Reinstatable(time.Now()) {
					restorable++
					page, err := (&http.Client{Jar: jar}).Get(fmt.Sprintf("%s/app/jobs/%d", srv.URL, j.ID))
					if err != nil {
						t.Fatal(err)
					}
					body, _ := io.ReadAll(page.Body)
					page.Body.Close()
					if !strings.Contains(string(body), "Restore job") {
						t.Errorf("demo cancelled job %d's page lacks Restore job", j.ID)
					}
				}
			}
			if restorable == 0 {
				t.Error("the demo has no cancelled job to restore")
			}
			// A pro's work on site (a photo, a note, an issue report) and a
			// job at risk show from the first start.
			checkDemoProWork(t, c, jar, srv.URL)
		})
	}
}

// checkDemoProLink checks the demo's printed pro link: it points at the
// pro's page with its token, the page is there, and the token lists the
// demo pro's jobs on GET /api/v1/pro/jobs.
func checkDemoProLink(t *testing.T, base, out string) {
	t.Helper()
	m := regexp.MustCompile(`(?m)^  pro link: (\S+)#token=(stp_\S+)$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no pro link in the demo's output:\n%s", out)
	}
	if m[1] != base+"/pro" {
		t.Errorf("pro link points at %s, want %s/pro", m[1], base)
	}
	if resp, err := http.Get(m[1]); err != nil || resp.StatusCode != 200 || resp.Request.URL.Path != "/pro/" ||
		!strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Errorf("GET %s: %v %v, want the pro's page at /pro/", m[1], err, resp)
	} else {
		resp.Body.Close()
	}
	req, _ := http.NewRequest(http.MethodGet, base+"/api/v1/pro/jobs", nil)
	req.Header.Set("Authorization", "Bearer "+m[2])
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct {
		Jobs []struct {
			ID    int64  `json:"id"`
			ProID *int64 `json:"pro_id"`
		} `json:"jobs"`
	}
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		t.Fatalf("GET /api/v1/pro/jobs with the demo's pro token: %d %s", resp.StatusCode, b)
	}
	if err := json.NewDecoder(resp.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	if len(body.Jobs) == 0 {
		t.Errorf("the demo pro has no jobs on the pro API; want Lena Park's confirmed cleaning at Sunset Villa")
	}
}

// checkDemoMoney: every demo pro has rates, and this month's spend report
// shows the costs of completed jobs and expenses at each property.
func checkDemoMoney(t *testing.T, c *client.Client, pros []*steward.Pro) {
	t.Helper()
	for _, p := range pros {
		if len(p.Rates) == 0 {
			t.Errorf("demo pro %s has no rates", p.Name)
		}
	}
	// The demo's money is dated in the days before it starts, which on the
	// 1st of a month are last month's: ask for the weeks around today.
	now := time.Now().UTC()
	rep, err := c.SpendReport(context.Background(), client.SpendParams{From: now.AddDate(0, 0, -20).Format(steward.DateLayout),
		To: now.AddDate(0, 0, 2).Format(steward.DateLayout)})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Groups) != 3 || len(rep.Totals) != 1 || rep.Totals[0].JobCount < 3 || rep.Totals[0].ExpenseCount != 3 {
		t.Errorf("demo spend report = %+v; want the three properties, 3 costed jobs or more and 3 expenses", rep)
	}
	// One expense has a receipt photo, whose bytes are a PNG.
	expenses, _, err := c.ListExpenses(context.Background(), client.ExpenseListParams{})
	if err != nil {
		t.Fatal(err)
	}
	receipts := 0
	for _, e := range expenses {
		if e.Receipt == nil {
			continue
		}
		receipts++
		if data, typ, err := c.ExpenseReceipt(context.Background(), e.ID); err != nil || typ != "image/png" || steward.SniffPhoto(data) != "image/png" {
			t.Errorf("demo receipt of expense %d: %d bytes %q, %v", e.ID, len(data), typ, err)
		}
	}
	if receipts != 1 {
		t.Errorf("demo expenses with a receipt = %d, want 1", receipts)
	}
}

// checkDemoSupplies: Sunset Villa has supplies, one of them low and one
// with a run-out date, and one restocking job with the shopping list,
// made by the supply worker at start.
func checkDemoSupplies(t *testing.T, c *client.Client, villa int64) {
	t.Helper()
	supplies, err := c.ListSupplies(context.Background(), villa)
	if err != nil || len(supplies) < 3 {
		t.Fatalf("demo supplies = %v, %v; want Sunset Villa's", supplies, err)
	}
	low, forecast := 0, 0
	for _, s := range supplies {
		if s.Low {
			low++
		}
		if s.RunsOutOn != nil {
			forecast++
		}
	}
	if low != 1 || forecast == 0 {
		t.Errorf("demo supplies: %d low, %d with a run-out date; want 1 low and a forecast", low, forecast)
	}
	jobs, err := c.ListJobs(context.Background(), client.JobListParams{AddressID: &villa, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, j := range jobs.Jobs {
		if j.ServiceType == steward.Restocking {
			n++
			if j.Notes == nil || !strings.Contains(*j.Notes, "Coffee pods: buy 34 pods") {
				t.Errorf("demo restocking notes = %v", j.Notes)
			}
		}
	}
	if n != 1 {
		t.Errorf("demo restocking jobs at Sunset Villa = %d, want 1", n)
	}
}

// TestDemoQuality: the demo shows quality on first start: a job rated 5,
// one rated 2 for a missed bathroom, and that job's re-clean before the
// next check-in at its property.
func TestDemoQuality(t *testing.T) {
	t.Parallel()
	srv := startServer(t, testdb.DSN(t, "sqlite"), "--demo")
	m := regexp.MustCompile(`API key:\s+(stw_\S+)`).FindStringSubmatch(srv.Stdout.String())
	if m == nil {
		t.Fatalf("no API key in the demo's output:\n%s", srv.Stdout.String())
	}
	c := newClient(t, srv.URL)
	c.APIKey = m[1]
	jobs, err := c.ListJobs(context.Background(), client.JobListParams{Limit: steward.MaxJobLimit})
	if err != nil {
		t.Fatal(err)
	}
	var scores []int
	var poor *steward.Job
	for _, j := range jobs.Jobs {
		if j.Rating != nil {
			scores = append(scores, j.Rating.Score)
			if j.Rating.Score <= 2 {
				poor = j
			}
		}
	}
	slices.Sort(scores)
	if !slices.Equal(scores, []int{2, 5}) || poor == nil {
		t.Fatalf("demo ratings = %v; want a 2 and a 5", scores)
	}
	var reclean *steward.Job
	for _, j := range jobs.Jobs {
		if j.RecleanOf != nil && *j.RecleanOf == poor.ID {
			reclean = j
		}
	}
	if reclean == nil || reclean.Status != steward.StatusPending || reclean.AddressID != poor.AddressID ||
		reclean.WindowEnd == nil || !reclean.ScheduledAt.Before(*reclean.WindowEnd) {
		t.Fatalf("re-clean of demo job %d = %+v; want one pending at its property before the next check-in", poor.ID, reclean)
	}
	// The demo's properties have preferred pros, and the demo runs the offer
	// worker once: the re-clean is offered, and not to the pro it redoes.
	if reclean.Assignment != steward.Offered || reclean.OfferedTo == nil || poor.ProID == nil || *reclean.OfferedTo == *poor.ProID {
		t.Errorf("re-clean %d: assignment %s offered to %v; want offered to a pro other than %v", reclean.ID, reclean.Assignment, reclean.OfferedTo, poor.ProID)
	}
}

// checkDemoProWork checks the demo's restocking under way has its pro's
// photo, note and issue report, and the dashboard shows a job at risk.
func checkDemoProWork(t *testing.T, c *client.Client, jar http.CookieJar, url string) {
	t.Helper()
	ctx := context.Background()
	list, err := c.ListJobs(ctx, client.JobListParams{Status: string(steward.StatusInProgress), Limit: 1})
	if err != nil || len(list.Jobs) == 0 {
		t.Fatalf("jobs in progress: %v, %v", list, err)
	}
	id := list.Jobs[0].ID
	photos, err1 := c.JobPhotos(ctx, id)
	notes, err2 := c.JobNotes(ctx, id)
	issues, err3 := c.JobIssues(ctx, id)
	if len(photos) != 1 || len(notes) != 1 || len(issues) != 1 || err1 != nil || err2 != nil || err3 != nil {
		t.Errorf("demo job %d: %d photos, %d notes, %d issues (%v, %v, %v); want one each", id, len(photos), len(notes), len(issues), err1, err2, err3)
	}
	for path, want := range map[string]string{fmt.Sprintf("/app/jobs/%d", id): "Issues reported on site", "/app/jobs": "at risk: no pro has accepted"} {
		resp, err := (&http.Client{Jar: jar}).Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(body), want) {
			t.Errorf("demo %s lacks %q:\n%s", path, want, body)
		}
	}
}
