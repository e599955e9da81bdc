package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"math"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// moneyWorld is one account on a server whose clock the test moves, with
// two properties and two pros with rates.
type moneyWorld struct {
	clock       *movingClock
	url         string
	c           *client.Client
	cabin, flat *steward.Address
	ana, bo     *steward.Pro
}

// TestMoney drives pros' rates, jobs' costs, expenses and the spend
// reports through real HTTP on each store, with an injected clock (issue
// 18, item 3).
func TestMoney(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			w := &moneyWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil, "--rate-limit", "0")
			w.url = srv.URL
			w.setup(t)
			// One clock for the account: the scenarios run in turn.
			t.Run("Rates", func(t *testing.T) { testRates(t, w) })
			t.Run("Cost", func(t *testing.T) { testCost(t, w) })
			t.Run("Expenses", func(t *testing.T) { testExpenses(t, w) })
			t.Run("Reports", func(t *testing.T) { testSpendReports(t, w) })
			t.Run("Assistant", func(t *testing.T) { testMoneyAssistant(t, w) })
			t.Run("MCP", func(t *testing.T) { testMoneyMCP(t, w) })
			t.Run("CLI", func(t *testing.T) { testMoneyCLI(t, w) })
		})
	}
}

func (w *moneyWorld) setup(t *testing.T) {
	ctx := context.Background()
	w.c = signupWithKey(t, w.url)
	var err error
	w.cabin, err = w.c.CreateAddress(ctx, client.AddressCreate{Street: "1 Pine Rd", City: "Tahoe City", State: "CA", Zip: "96145",
		Nickname: ptr("Cabin"), Bedrooms: ptr(2), Bathrooms: ptr(1.0)})
	if err != nil {
		t.Fatal(err)
	}
	w.flat, err = w.c.CreateAddress(ctx, client.AddressCreate{Street: "9 Main St", City: "Austin", State: "TX", Zip: "78701", Nickname: ptr("Flat")})
	if err != nil {
		t.Fatal(err)
	}
	w.ana, err = w.c.CreatePro(ctx, client.ProCreate{Name: "Ana", Email: "ana@example.com", Services: []string{"cleaning", "maintenance"},
		Rates: steward.Rates{"cleaning": {Flat: ptr(95.0)}, "maintenance": {Hourly: ptr(60.0)}}})
	if err != nil {
		t.Fatal(err)
	}
	w.bo, err = w.c.CreatePro(ctx, client.ProCreate{Name: "Bo", Email: "bo@example.com", Services: []string{"cleaning"},
		Rates: steward.Rates{"cleaning": {Hourly: ptr(40.0)}}})
	if err != nil {
		t.Fatal(err)
	}
}

// job books a job at addr with pro (nil: none) hours from now.
func (w *moneyWorld) job(t *testing.T, addr *steward.Address, service string, pro *steward.Pro, in time.Duration) *steward.Job {
	t.Helper()
	in2 := client.JobCreate{AddressID: addr.ID, ServiceType: service, ScheduledAt: w.clock.Now().Add(in)}
	if pro != nil {
		in2.ProID = &pro.ID
	}
	j, err := w.c.CreateJob(context.Background(), in2)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// work starts j now and completes it after d.
func (w *moneyWorld) work(t *testing.T, j *steward.Job, d time.Duration) *steward.Job {
	t.Helper()
	ctx := context.Background()
	if _, err := w.c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("in_progress")}); err != nil {
		t.Fatal(err)
	}
	w.clock.advance(d)
	done, err := w.c.UpdateJob(ctx, j.ID, client.JobUpdate{Status: ptr("completed")})
	if err != nil {
		t.Fatal(err)
	}
	return done
}

func wantCost(t *testing.T, what string, j *steward.Job, want *float64) {
	t.Helper()
	switch {
	case want == nil && j.Cost != nil:
		t.Errorf("%s: cost = %v, want null", what, *j.Cost)
	case want != nil && (j.Cost == nil || *j.Cost != *want):
		got := "null"
		if j.Cost != nil {
			got = strconv.FormatFloat(*j.Cost, 'f', -1, 64)
		}
		t.Errorf("%s: cost = %s, want %v", what, got, *want)
	}
}

func testRates(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	got, err := w.c.GetPro(ctx, w.ana.ID)
	if err != nil {
		t.Fatal(err)
	}
	if r := got.Rates; len(r) != 2 || *r["cleaning"].Flat != 95 || r["cleaning"].Hourly != nil || *r["maintenance"].Hourly != 60 {
		t.Errorf("Ana's rates = %+v", r)
	}
	r := raw(t, w.c, "GET", fmt.Sprintf("/api/v1/pros/%d", w.bo.ID), "")
	if !strings.Contains(string(r.Body), `"rates":{"cleaning":{"hourly":40}}`) {
		t.Errorf("GET pro body = %s, want rates as {\"cleaning\":{\"hourly\":40}}", r.Body)
	}
	for _, tc := range []struct{ body, message string }{
		{`{"name":"X","email":"x@example.com","rates":{"gardening":{"flat":5}}}`, `Invalid rates: "gardening" is not a service type`},
		{`{"name":"X","email":"x@example.com","rates":{"cleaning":{}}}`, "Invalid rates.cleaning: give flat (per job) or hourly"},
		{`{"name":"X","email":"x@example.com","rates":{"cleaning":{"flat":5,"hourly":5}}}`, "not both"},
		{`{"name":"X","email":"x@example.com","rates":{"cleaning":{"flat":0}}}`, "Invalid rates.cleaning.flat: must be positive"},
		{`{"name":"X","email":"x@example.com","rates":{"cleaning":{"flat":-3}}}`, "Invalid rates.cleaning.flat: must be positive"},
		{`{"name":"X","email":"x@example.com","rates":{"maintenance":{"hourly":20000}}}`, "Invalid rates.maintenance.hourly: must be at most 10000"},
		{`{"name":"X","email":"x@example.com","rates":{"cleaning":{"daily":5}}}`, "daily"},
		{`{"name":"X","email":"x@example.com","rates":{"cleaning":{"flat":"95"}}}`, "flat"},
	} {
		raw(t, w.c, "POST", "/api/v1/pros", tc.body).want(t, 400, steward.EVALIDATION, tc.message)
	}
	raw(t, w.c, "PATCH", fmt.Sprintf("/api/v1/pros/%d", w.bo.ID), `{"rates":{"cleaning":{"flat":1e9}}}`).
		want(t, 400, steward.EVALIDATION, "Invalid rates.cleaning.flat: must be at most 100000")
	// PATCH replaces all the rates; {} removes them; rounding to cents.
	p, _, err := w.c.UpdatePro(ctx, w.bo.ID, client.ProUpdate{Rates: steward.Rates{"cleaning": {Hourly: ptr(40.004)}}})
	if err != nil || *p.Rates["cleaning"].Hourly != 40 {
		t.Errorf("PATCH rates = %+v, %v; want hourly 40", p, err)
	}
	r = raw(t, w.c, "PATCH", fmt.Sprintf("/api/v1/pros/%d", w.ana.ID), `{"rates":{}}`)
	if r.Status != 200 || !strings.Contains(string(r.Body), `"rates":{}`) {
		t.Errorf("PATCH rates {} = %d %s", r.Status, r.Body)
	}
	if _, _, err := w.c.UpdatePro(ctx, w.ana.ID, client.ProUpdate{Rates: w.ana.Rates}); err != nil {
		t.Fatal(err)
	}
}

func testCost(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	t.Run("Flat", func(t *testing.T) {
		j := w.job(t, w.cabin, "cleaning", w.ana, 2*time.Hour)
		wantCost(t, "new flat job", j, ptr(95.0))
		w.clock.advance(2 * time.Hour)
		done := w.work(t, j, 3*time.Hour)
		wantCost(t, "completed flat job", done, ptr(95.0))
		// Fixed at completion: a later rate does not change it.
		if _, _, err := w.c.UpdatePro(ctx, w.ana.ID, client.ProUpdate{Rates: steward.Rates{"cleaning": {Flat: ptr(99.0)}, "maintenance": {Hourly: ptr(60.0)}}}); err != nil {
			t.Fatal(err)
		}
		got, _ := w.c.GetJob(ctx, j.ID)
		wantCost(t, "completed job after a rate change", got, ptr(95.0))
	})
	t.Run("RateChangeRepricesLiveJobs", func(t *testing.T) {
		j := w.job(t, w.flat, "cleaning", w.ana, 5*time.Hour)
		wantCost(t, "live job", j, ptr(99.0))
		if _, _, err := w.c.UpdatePro(ctx, w.ana.ID, client.ProUpdate{Rates: steward.Rates{"cleaning": {Flat: ptr(95.0)}, "maintenance": {Hourly: ptr(60.0)}}}); err != nil {
			t.Fatal(err)
		}
		got, _ := w.c.GetJob(ctx, j.ID)
		wantCost(t, "live job after a rate change", got, ptr(95.0))
		w.clock.advance(5 * time.Hour)
		wantCost(t, "completed", w.work(t, j, time.Hour), ptr(95.0))
	})
	t.Run("Hourly", func(t *testing.T) {
		// Expected 2 hours of maintenance at 60/h, then the actual 1h10m,
		// rounded up to 1h15m: 75.
		j := w.job(t, w.cabin, "maintenance", w.ana, time.Hour)
		wantCost(t, "new hourly job", j, ptr(120.0))
		w.clock.advance(time.Hour)
		wantCost(t, "completed hourly job", w.work(t, j, 70*time.Minute), ptr(75.0))
		// Bo: 2h05m of cleaning at 40/h is 2.25 h: 90.
		k := w.job(t, w.flat, "cleaning", w.bo, time.Hour)
		w.clock.advance(time.Hour)
		wantCost(t, "Bo's cleaning", w.work(t, k, 125*time.Minute), ptr(90.0))
	})
	t.Run("NoProNoRate", func(t *testing.T) {
		j := w.job(t, w.cabin, "inspection", nil, 3*time.Hour)
		wantCost(t, "job without a pro", j, nil)
		if r := raw(t, w.c, "GET", fmt.Sprintf("/api/v1/jobs/%d", j.ID), ""); !strings.Contains(string(r.Body), `"cost":null`) {
			t.Errorf("job body %s has no \"cost\":null", r.Body)
		}
		w.c.CancelJob(ctx, j.ID)
	})
	t.Run("ByHand", func(t *testing.T) {
		j := w.job(t, w.cabin, "cleaning", w.ana, 2*time.Hour)
		got, err := w.c.UpdateJob(ctx, j.ID, client.JobUpdate{Cost: ptr(110.5)})
		if err != nil {
			t.Fatal(err)
		}
		wantCost(t, "cost set by hand", got, ptr(110.5))
		if h, err := w.c.JobHistory(ctx, j.ID); err != nil || h[len(h)-1].Change != "cost 95 → 110.5 by hand" {
			t.Errorf("history = %+v, %v; want the last entry to be the cost set by hand", h, err)
		}
		// It stays through changes and completion...
		w.clock.advance(2 * time.Hour)
		done := w.work(t, j, time.Hour)
		wantCost(t, "completed with a cost by hand", done, ptr(110.5))
		// ... and null gives the job back its computed cost, even completed.
		got, err = w.c.UpdateJob(ctx, j.ID, client.JobUpdate{ResetCost: true})
		if err != nil {
			t.Fatal(err)
		}
		wantCost(t, "cost reset", got, ptr(95.0))
		got, err = w.c.UpdateJob(ctx, j.ID, client.JobUpdate{Cost: ptr(80.0)})
		if err != nil {
			t.Fatal(err)
		}
		wantCost(t, "completed job's cost set by hand", got, ptr(80.0))
		for _, tc := range []struct{ body, message string }{
			{`{"cost":-1}`, "Invalid cost: must not be negative"},
			{`{"cost":2000000}`, "Invalid cost: must be at most 1000000"},
			{`{"cost":"x"}`, "cost"},
		} {
			raw(t, w.c, "PATCH", fmt.Sprintf("/api/v1/jobs/%d", j.ID), tc.body).want(t, 400, steward.EVALIDATION, tc.message)
		}
	})
}

func testExpenses(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	list0, err := w.c.ListJobs(ctx, client.JobListParams{AddressID: &w.cabin.ID, Status: "completed"})
	if err != nil || len(list0.Jobs) == 0 {
		t.Fatalf("cabin's completed jobs = %v, %v", list0, err)
	}
	cabinJob := list0.Jobs[0]
	e, err := w.c.CreateExpense(ctx, client.ExpenseCreate{AddressID: w.cabin.ID, Amount: 45.5, Category: "supplies", JobID: &cabinJob.ID, Note: " towels "})
	if err != nil {
		t.Fatal(err)
	}
	today := w.clock.Now().In(w.cabin.Location()).Format("2006-01-02")
	if e.Amount != 45.5 || e.Currency != "USD" || e.Category != steward.ExpenseSupplies || e.SpentOn != today || *e.JobID != cabinJob.ID || e.Note != "towels" {
		t.Errorf("expense = %+v; want 45.5 USD supplies spent today (%s) for job %d", e, today, cabinJob.ID)
	}
	got, err := w.c.GetExpense(ctx, e.ID)
	if err != nil || !reflect.DeepEqual(got, e) {
		t.Errorf("GET expense = %+v, %v; want %+v", got, err, e)
	}
	up, err := w.c.UpdateExpense(ctx, e.ID, map[string]any{"amount": 0.1 + 0.2, "job_id": nil, "category": "repairs"})
	if err != nil || up.Amount != 0.3 || up.JobID != nil || up.Category != steward.ExpenseRepairs {
		t.Errorf("PATCH expense = %+v, %v", up, err)
	}
	if err := w.c.DeleteExpense(ctx, e.ID); err != nil {
		t.Fatal(err)
	}
	_, err = w.c.GetExpense(ctx, e.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	wantStatus(t, w.c.DeleteExpense(ctx, e.ID), 404, steward.ENOTFOUND)

	// Validation.
	flatJobs, err := w.c.ListJobs(ctx, client.JobListParams{AddressID: &w.flat.ID})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ body, message string }{
		{`{"amount":5}`, "Missing required field: address_id"},
		{fmt.Sprintf(`{"address_id":%d}`, w.cabin.ID), "Missing required field: amount"},
		{fmt.Sprintf(`{"address_id":%d,"amount":0}`, w.cabin.ID), "Invalid amount: must be positive"},
		{fmt.Sprintf(`{"address_id":%d,"amount":2000000}`, w.cabin.ID), "Invalid amount: must be at most 1000000"},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"currency":"US"}`, w.cabin.ID), `Invalid currency "US"`},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"currency":"US1"}`, w.cabin.ID), `Invalid currency "US1"`},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"category":"food"}`, w.cabin.ID), `Invalid category "food": must be one of supplies, repairs, utilities, other`},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"spent_on":"03/04/2026"}`, w.cabin.ID), `Invalid spent_on "03/04/2026"`},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"job_id":%d}`, w.cabin.ID, flatJobs.Jobs[0].ID), "is at another property"},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"job_id":99999999}`, w.cabin.ID), "Invalid job_id: job 99999999 does not exist in this account"},
		{`{"address_id":99999999,"amount":5}`, "Invalid address_id: address 99999999 does not exist in this account"},
		{fmt.Sprintf(`{"address_id":%d,"amount":5,"receipt":"x"}`, w.cabin.ID), "receipt"},
	} {
		raw(t, w.c, "POST", "/api/v1/expenses", tc.body).want(t, 400, steward.EVALIDATION, tc.message)
	}
	raw(t, w.c, "GET", "/api/v1/expenses?from=2026-13-01", "").want(t, 400, steward.EVALIDATION, `Invalid from "2026-13-01"`)
	raw(t, w.c, "GET", "/api/v1/expenses?from=2026-03-05&to=2026-03-01", "").want(t, 400, steward.EVALIDATION, "Invalid to")

	// Tenant scope: another account sees none of it and cannot tie to it.
	mine, err := w.c.CreateExpense(ctx, client.ExpenseCreate{AddressID: w.flat.ID, Amount: 12, Currency: "eur", Category: "utilities", SpentOn: "2026-03-01"})
	if err != nil || mine.Currency != "EUR" {
		t.Fatalf("EUR expense = %+v, %v", mine, err)
	}
	other := signupWithKey(t, w.url)
	_, err = other.GetExpense(ctx, mine.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	_, err = other.UpdateExpense(ctx, mine.ID, map[string]any{"amount": 1})
	wantStatus(t, err, 404, steward.ENOTFOUND)
	wantStatus(t, other.DeleteExpense(ctx, mine.ID), 404, steward.ENOTFOUND)
	if list, total, err := other.ListExpenses(ctx, client.ExpenseListParams{}); err != nil || len(list) != 0 || total != 0 {
		t.Errorf("another account's expenses = %v, %d, %v; want none", list, total, err)
	}
	_, err = other.CreateExpense(ctx, client.ExpenseCreate{AddressID: w.flat.ID, Amount: 1})
	wantStatus(t, err, 400, steward.EVALIDATION)
	if rep, err := other.SpendReport(ctx, client.SpendParams{From: "2026-01-01", To: "2026-12-31"}); err != nil || len(rep.Groups) != 0 || len(rep.Totals) != 0 {
		t.Errorf("another account's report = %+v, %v; want empty", rep, err)
	}
	_, err = other.ProStatement(ctx, w.ana.ID, client.SpendParams{})
	wantStatus(t, err, 404, steward.ENOTFOUND)

	// A few more for the reports; the list filters by day and property.
	for _, in := range []client.ExpenseCreate{
		{AddressID: w.cabin.ID, Amount: 19.99, Category: "supplies", SpentOn: "2026-03-02", JobID: &cabinJob.ID},
		{AddressID: w.cabin.ID, Amount: 0.1, Category: "other", SpentOn: "2026-03-02"},
		{AddressID: w.cabin.ID, Amount: 0.2, Category: "other", SpentOn: "2026-03-03"},
		{AddressID: w.flat.ID, Amount: 250, Category: "repairs", SpentOn: "2026-02-27"}, // before the period
		{AddressID: w.flat.ID, Amount: 33.33, Category: "utilities", SpentOn: "2026-03-31"},
	} {
		if _, err := w.c.CreateExpense(ctx, in); err != nil {
			t.Fatal(err)
		}
	}
	list, total, err := w.c.ListExpenses(ctx, client.ExpenseListParams{From: "2026-03-01", To: "2026-03-02", AddressID: &w.cabin.ID})
	if err != nil || total != 2 || len(list) != 2 || list[0].Amount != 19.99 || list[1].Amount != 0.1 {
		t.Errorf("cabin's expenses of March 1-2 = %+v, %d, %v", list, total, err)
	}
}

// testSpendReports checks every grouping against sums the test makes
// itself from the jobs and expenses it reads back.
func testSpendReports(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	from, to := "2026-03-01", "2026-03-31"
	page, err := w.c.ListJobs(ctx, client.JobListParams{Status: "completed", Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	jobs := page.Jobs
	expenses, _, err := w.c.ListExpenses(ctx, client.ExpenseListParams{From: from, To: to})
	if err != nil {
		t.Fatal(err)
	}
	jobByID := map[int64]*steward.Job{}
	for _, j := range jobs {
		jobByID[j.ID] = j
	}
	type figures struct {
		jobCents, expenseCents int64
		jobs, expenses         int
	}
	cents := func(v float64) int64 { return int64(math.Round(v * 100)) }
	for _, by := range []string{"property", "service_type", "pro", "month"} {
		t.Run(by, func(t *testing.T) {
			want := map[string]*figures{} // key + "/" + currency
			at := func(key, currency string) *figures {
				f := want[key+"/"+currency]
				if f == nil {
					f = &figures{}
					want[key+"/"+currency] = f
				}
				return f
			}
			key := func(addressID int64, proID *int64, service *steward.ServiceType, day string) string {
				switch by {
				case "property":
					return strconv.FormatInt(addressID, 10)
				case "service_type":
					if service == nil {
						return "none"
					}
					return string(*service)
				case "pro":
					if proID == nil {
						return "none"
					}
					return strconv.FormatInt(*proID, 10)
				}
				return day[:7]
			}
			for _, j := range jobs {
				if j.Cost == nil {
					continue
				}
				day := j.CompletedAt.Format("2006-01-02") // the test's properties are in UTC-ish zones; March 2 to 3 stays March
				f := at(key(j.AddressID, j.ProID, &j.ServiceType, day), "USD")
				f.jobCents += cents(*j.Cost)
				f.jobs++
			}
			for _, e := range expenses {
				var proID *int64
				var service *steward.ServiceType
				if e.JobID != nil {
					proID, service = jobByID[*e.JobID].ProID, &jobByID[*e.JobID].ServiceType
				}
				f := at(key(e.AddressID, proID, service, e.SpentOn), e.Currency)
				f.expenseCents += cents(e.Amount)
				f.expenses++
			}
			rep, err := w.c.SpendReport(ctx, client.SpendParams{From: from, To: to, GroupBy: by})
			if err != nil {
				t.Fatal(err)
			}
			if rep.From != from || rep.To != to || string(rep.GroupBy) != by || len(rep.Groups) != len(want) {
				t.Errorf("report %s..%s by %s with %d groups, want %s..%s by %s with %d: %+v", rep.From, rep.To, rep.GroupBy, len(rep.Groups), from, to, by, len(want), rep)
			}
			totals := map[string]*figures{}
			for _, g := range rep.Groups {
				f := want[g.Key+"/"+g.Currency]
				if f == nil {
					t.Errorf("unexpected group %+v", g)
					continue
				}
				if cents(g.JobCosts) != f.jobCents || g.JobCount != f.jobs || cents(g.Expenses) != f.expenseCents || g.ExpenseCount != f.expenses ||
					cents(g.Total) != f.jobCents+f.expenseCents {
					t.Errorf("group %s %s = %+v, want %+v", g.Key, g.Currency, g.SpendFigures, *f)
				}
				if g.Label == "" {
					t.Errorf("group %s has no label", g.Key)
				}
				tf := totals[g.Currency]
				if tf == nil {
					tf = &figures{}
					totals[g.Currency] = tf
				}
				tf.jobCents += f.jobCents
				tf.expenseCents += f.expenseCents
			}
			if len(rep.Totals) != 2 || rep.Totals[0].Currency != "EUR" || rep.Totals[1].Currency != "USD" {
				t.Errorf("totals = %+v, want one for EUR and one for USD", rep.Totals)
			}
			for _, tot := range rep.Totals {
				f := totals[tot.Currency]
				if f == nil || cents(tot.Total) != f.jobCents+f.expenseCents || cents(tot.JobCosts) != f.jobCents {
					t.Errorf("total %s = %+v, want the sum of its groups %+v", tot.Currency, tot, f)
				}
			}

			// The CSV says the same.
			text, err := w.c.SpendCSV(ctx, client.SpendParams{From: from, To: to, GroupBy: by})
			if err != nil {
				t.Fatal(err)
			}
			rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
			if err != nil {
				t.Fatalf("CSV %q: %v", text, err)
			}
			if len(rows) != 1+len(rep.Groups)+len(rep.Totals) || strings.Join(rows[0], ",") != by+",label,currency,job_costs,job_count,expenses,expense_count,total" {
				t.Fatalf("CSV rows = %q", rows)
			}
			for i, g := range rep.Groups {
				row := rows[1+i]
				if row[0] != g.Key || row[1] != g.Label || row[2] != g.Currency || row[3] != fmt.Sprintf("%.2f", g.JobCosts) ||
					row[4] != strconv.Itoa(g.JobCount) || row[5] != fmt.Sprintf("%.2f", g.Expenses) || row[7] != fmt.Sprintf("%.2f", g.Total) {
					t.Errorf("CSV row %q, want group %+v", row, g)
				}
			}
			if last := rows[len(rows)-1]; last[0] != "total" || last[2] != "USD" || last[7] != fmt.Sprintf("%.2f", rep.Totals[1].Total) {
				t.Errorf("CSV last row %q, want the USD total", last)
			}
		})
	}
	t.Run("CSVByFormat", func(t *testing.T) {
		r := raw(t, w.c, "GET", "/api/v1/reports/spend?format=csv&from="+from+"&to="+to, "")
		if r.Status != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/csv") || !strings.HasPrefix(string(r.Body), "property,label,") {
			t.Errorf("format=csv: %d %s %q", r.Status, r.Header.Get("Content-Type"), r.Body)
		}
	})
	t.Run("Validation", func(t *testing.T) {
		for _, tc := range []struct{ query, message string }{
			{"group_by=week", `Invalid group_by "week"`},
			{"from=2026-3-1", `Invalid from "2026-3-1"`},
			{"from=2026-03-10&to=2026-03-01", "Invalid to: must not be before from"},
			{"from=2020-01-01&to=2026-01-01", "at most 731 days"},
			{"format=xml", `Invalid format "xml"`},
			{"address_id=x", `Invalid address_id "x"`},
		} {
			raw(t, w.c, "GET", "/api/v1/reports/spend?"+tc.query, "").want(t, 400, steward.EVALIDATION, tc.message)
		}
	})
	t.Run("DefaultsToThisMonth", func(t *testing.T) {
		rep, err := w.c.SpendReport(ctx, client.SpendParams{})
		if err != nil || rep.From != "2026-03-01" || rep.To != "2026-03-31" || rep.GroupBy != steward.ByProperty {
			t.Errorf("default report = %+v, %v; want March 2026 by property", rep, err)
		}
	})
	t.Run("Statement", func(t *testing.T) {
		st, err := w.c.ProStatement(ctx, w.ana.ID, client.SpendParams{From: from, To: to})
		if err != nil {
			t.Fatal(err)
		}
		var want int64
		var n int
		for _, j := range jobs {
			if j.ProID != nil && *j.ProID == w.ana.ID {
				n++
				want += cents(*j.Cost)
			}
		}
		if st.ProName != "Ana" || st.Currency != "USD" || len(st.Jobs) != n || cents(st.Total) != want || st.Uncosted != 0 || n != 4 {
			t.Errorf("Ana's statement = %+v; want %d jobs totalling %d cents", st, n, want)
		}
		for i := 1; i < len(st.Jobs); i++ {
			if st.Jobs[i].CompletedAt.Before(st.Jobs[i-1].CompletedAt) {
				t.Errorf("statement not oldest first: %+v", st.Jobs)
			}
		}
		// Nothing in February.
		feb, err := w.c.ProStatement(ctx, w.ana.ID, client.SpendParams{From: "2026-02-01", To: "2026-02-28"})
		if err != nil || len(feb.Jobs) != 0 || feb.Total != 0 {
			t.Errorf("February statement = %+v, %v", feb, err)
		}
		_, err = w.c.ProStatement(ctx, 99999999, client.SpendParams{})
		wantStatus(t, err, 404, steward.ENOTFOUND)
	})
}

// testMoneyMCP: the MCP tools give what REST gives, from the same code.
func testMoneyMCP(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	cs := mcpConnect(t, w.url, http.Header{"X-API-Key": {w.c.APIKey}})
	params := client.SpendParams{From: "2026-03-01", To: "2026-03-31", GroupBy: "pro"}
	want, err := w.c.SpendReport(ctx, params)
	if err != nil {
		t.Fatal(err)
	}
	var got steward.SpendReport
	res := callTool(t, cs, "get_spend_report", map[string]any{"from": params.From, "to": params.To, "group_by": "pro"}, &got)
	if !reflect.DeepEqual(&got, want) {
		t.Errorf("spend_report = %+v, want %+v", got, want)
	}
	if text := toolText(res); !strings.Contains(text, "Ana") || !strings.Contains(text, "Total: $") {
		t.Errorf("spend_report text = %q", text)
	}
	var st steward.ProStatement
	res = callTool(t, cs, "get_pro_statement", map[string]any{"pro_id": w.ana.ID, "from": params.From, "to": params.To}, &st)
	if wantSt, _ := w.c.ProStatement(ctx, w.ana.ID, params); !reflect.DeepEqual(&st, wantSt) || !strings.Contains(toolText(res), "Ana, 2026-03-01 to 2026-03-31: $") {
		t.Errorf("pro_statement = %+v (%q), want %+v", st, toolText(res), wantSt)
	}
	var e steward.Expense
	callTool(t, cs, "create_expense", map[string]any{"address_id": w.cabin.ID, "amount": 7.25, "category": "supplies", "spent_on": "2026-04-01"}, &e)
	if got, err := w.c.GetExpense(ctx, e.ID); err != nil || got.Amount != 7.25 {
		t.Errorf("expense made over MCP = %+v, %v", got, err)
	}
	callTool(t, cs, "update_expense", map[string]any{"expense_id": e.ID, "note": "soap"}, &e)
	if e.Note != "soap" {
		t.Errorf("update_expense = %+v", e)
	}
	callToolError(t, cs, "create_expense", map[string]any{"address_id": w.cabin.ID, "amount": 1, "currency": "dollars"}, steward.EVALIDATION, `Invalid currency "DOLLARS"`)
	callTool(t, cs, "delete_expense", map[string]any{"expense_id": e.ID}, nil)
	callToolError(t, cs, "delete_expense", map[string]any{"expense_id": e.ID}, steward.ENOTFOUND, "Expense not found")
	var p struct{ Pro steward.Pro }
	callTool(t, cs, "update_pro", map[string]any{"pro_id": w.bo.ID, "rates": map[string]any{"cleaning": map[string]any{"flat": 70}}}, &p)
	if r := p.Pro.Rates["cleaning"]; r.Flat == nil || *r.Flat != 70 {
		t.Errorf("update_pro rates = %+v", p.Pro.Rates)
	}
}

// testMoneyCLI: the CLI's money commands over the same server.
func testMoneyCLI(t *testing.T, w *moneyWorld) {
	env := map[string]string{"STEWARD_URL": w.url, "STEWARD_API_KEY": w.c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	id := strconv.FormatInt(w.cabin.ID, 10)
	cliRun(t, env, "", "expenses", "create", "--address-id", id, "--amount", "12.34", "--category", "supplies", "--spent-on", "2026-03-20", "--note", "coffee").
		want(t, exitOK, "$12.34", "supplies", "2026-03-20", "coffee")
	cliRun(t, env, "", "expenses", "list", "--from", "2026-03-20", "--to", "2026-03-20").want(t, exitOK, "$12.34")
	cliRun(t, env, "", "reports", "spend", "--from", "2026-03-01", "--to", "2026-03-31", "--group-by", "property").want(t, exitOK, "Cabin", "TOTAL")
	r := cliRun(t, env, "", "reports", "spend", "--from", "2026-03-01", "--to", "2026-03-31", "--csv")
	r.want(t, exitOK, "property,label,currency,job_costs")
	if want, err := w.c.SpendCSV(context.Background(), client.SpendParams{From: "2026-03-01", To: "2026-03-31"}); err != nil || r.stdout != want {
		t.Errorf("CLI CSV = %q, want the API's %q", r.stdout, want)
	}
	cliRun(t, env, "", "reports", "statement", strconv.FormatInt(w.ana.ID, 10), "--from", "2026-03-01", "--to", "2026-03-31").want(t, exitOK, "Ana", "TOTAL", "$")
	cliRun(t, env, "", "pros", "update", strconv.FormatInt(w.bo.ID, 10), "--rate", "cleaning=hourly:45").want(t, exitOK, "Bo")
	if p, err := w.c.GetPro(context.Background(), w.bo.ID); err != nil || *p.Rates["cleaning"].Hourly != 45 {
		t.Errorf("rates after the CLI = %+v, %v", p.Rates, err)
	}
	cliRun(t, env, "", "pros", "update", strconv.FormatInt(w.bo.ID, 10), "--rate", "cleaning=weekly:45").want(t, exitUsage)
	cliRun(t, env, "", "expenses", "create", "--address-id", id, "--amount", "-1").want(t, exitRefused)
}

// testMoneyAssistant: the embedded assistant answers money questions
// with the figures of the spend report and the pro's statement.
func testMoneyAssistant(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	march := client.SpendParams{From: "2026-03-01", To: "2026-03-31"}
	byProperty, err := w.c.SpendReport(ctx, march)
	if err != nil {
		t.Fatal(err)
	}
	march.GroupBy = "service_type"
	byService, err := w.c.SpendReport(ctx, march)
	if err != nil {
		t.Fatal(err)
	}
	statement, err := w.c.ProStatement(ctx, w.ana.ID, client.SpendParams{})
	if err != nil {
		t.Fatal(err)
	}
	group := func(rep *steward.SpendReport, key string) steward.SpendGroup {
		for _, g := range rep.Groups {
			if g.Key == key && g.Currency == "USD" {
				return g
			}
		}
		t.Fatalf("no group %s in %+v", key, rep)
		return steward.SpendGroup{}
	}
	usd := func(v float64) string { return steward.FormatMoney(steward.CentsOf(v), "USD") }
	cabin, cleaning := group(byProperty, strconv.FormatInt(w.cabin.ID, 10)), group(byService, "cleaning")
	for _, tc := range []struct{ message, want string }{
		{"how much did the cabin cost in March?", "Cabin cost " + usd(cabin.Total) + " (" + usd(cabin.JobCosts) + " paid to pros"},
		{"how much did I spend on cleaning this month?", "You spent on cleaning " + usd(cleaning.Total)},
		{"what do I owe Ana?", fmt.Sprintf("You owe Ana %s this month, for %d completed job(s)", usd(statement.Total), len(statement.Jobs))},
	} {
		m := send(t, w.c, tc.message, "")
		if !strings.Contains(m.Reply(), tc.want) {
			t.Errorf("%q: reply %q, want it to contain %q", tc.message, m.Reply(), tc.want)
		}
	}
}
