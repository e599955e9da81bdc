package webui

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// TestMoneyPage: the month's spend per property as an SVG chart, what to
// pay each pro, expenses added and deleted through the form, the CSV, a
// pro's rates in their form and their statement on their page.
func TestMoneyPage(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, engine, func(s *Server, db *sqlstore.DB) {
				s.Expenses, s.Reports = sqlstore.NewExpenseService(db), sqlstore.NewReportService(db)
			})
			testMoneyPage(t, h)
		})
	}
}

func testMoneyPage(t *testing.T, h *harness) {
	ctx := context.Background()
	u, other := h.signup(), h.signup()
	villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")

	// A pro added through the form with rates; a bad rate keeps what was typed.
	form := url.Values{"name": {"Ana Lima"}, "email": {"ana@example.com"}, "services": {"cleaning", "maintenance"}, "active": {"true"},
		"rate_cleaning": {"95"}, "rate_maintenance": {"sixty"}}
	u.post("/app/pros", form).wantStatus(400).wantFieldError("pro-rate_maintenance", `Invalid rate_maintenance "sixty": give an amount per job (95) or an hour (60/h)`)
	form.Set("rate_maintenance", "60/h")
	u.post("/app/pros", form).wantStatus(303)
	pros, _ := h.web.Pros.FindPros(ctx, u.Account)
	ana := pros[0]
	if r := ana.Rates; len(r) != 2 || *r["cleaning"].Flat != 95 || *r["maintenance"].Hourly != 60 {
		t.Fatalf("rates from the form = %+v", r)
	}
	u.get(fmt.Sprintf("/app/pros/%d/edit", ana.ID)).wantText(`value="95"`, `value="60/h"`)

	// A completed cleaning costs 95.
	j, err := h.web.Jobs.CreateJob(ctx, u.Account, steward.JobCreate{AddressID: villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(time.Hour), ProID: &ana.ID})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
		if _, err := h.web.Jobs.UpdateJob(ctx, u.Account, j.ID, steward.JobUpdate{Status: &st}); err != nil {
			t.Fatal(err)
		}
	}

	month := t0.Format("2006-01")
	u.post("/app/money/expenses", url.Values{"address_id": {fmt.Sprint(villa)}, "amount": {"abc"}, "category": {"supplies"}, "spent_on": {t0.Format("2006-01-02")}}).
		wantStatus(400).wantFieldError("expense-amount", `Invalid amount "abc": must be a number such as 12.50`)
	u.post("/app/money/expenses", url.Values{"address_id": {fmt.Sprint(villa)}, "amount": {"12.50"}, "currency": {"USD"}, "category": {"supplies"},
		"spent_on": {t0.Format("2006-01-02")}, "note": {"Towels"}}).wantRedirect("/app/money?done=expense-added&month=" + month)
	p := u.get("/app/money").wantStatus(200).wantText("Money: January 2027", "<svg", "Sunset Villa", "$107.50", "Ana Lima", "$95.00", "Towels", "$12.50",
		`/app/money/spend.csv?from=2027-01-01&to=2027-01-31`, `/app/pros/`+fmt.Sprint(ana.ID)+`/edit?month=2027-01#statement`)
	if !strings.Contains(p.Body, `<rect x="180"`) {
		t.Errorf("no bar in the chart: %s", excerpt(p.Body))
	}
	other.get("/app/money").wantStatus(200).wantNoText("Sunset Villa")

	csv := u.get("/app/money/spend.csv?from=2027-01-01&to=2027-01-31").wantStatus(200)
	if !strings.HasPrefix(csv.Body, "property,label,currency,job_costs,job_count,expenses,expense_count,total\n") || !strings.Contains(csv.Body, ",Sunset Villa,USD,95.00,1,12.50,1,107.50\n") {
		t.Errorf("CSV = %q", csv.Body)
	}

	u.get(fmt.Sprintf("/app/pros/%d/edit", ana.ID)).wantText("Statement, January 2027", "To pay: $95.00")

	list, _, _ := h.web.Expenses.FindExpenses(ctx, u.Account, steward.ExpenseFilter{})
	other.post(fmt.Sprintf("/app/money/expenses/%d/delete", list[0].ID), nil).wantStatus(404)
	u.post(fmt.Sprintf("/app/money/expenses/%d/delete", list[0].ID), nil).wantRedirect("/app/money?done=expense-deleted&month=" + month)
	u.get("/app/money").wantText("$95.00").wantNoText("$12.50")
}
