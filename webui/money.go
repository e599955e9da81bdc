package webui

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// The Money page (issue 18, item 3): the month's spend per property as a
// bar chart drawn on the server (SVG, no script), what to pay each pro,
// the month's expenses and a form to add one, and the CSV of the report.

// spendBar is one bar of the chart: a property's total in a currency.
type spendBar struct {
	Label, Amount string
	Y, Width      int // in the chart's coordinates
	TextY         int
}

// payLine is what one pro is owed for the month.
type payLine struct {
	ProID         int64
	Name, Amount  string
	Jobs          int
	StatementLink string
}

type expenseView struct {
	ID                     int64
	SpentOn, Property      string
	Amount, Category, Note string
	JobID                  *int64
	// HasReceipt: the expense has a receipt photo; CanUpload: this
	// server keeps photos, so a receipt can be added.
	HasReceipt, CanUpload bool
}

type moneyPage struct {
	base
	Month, MonthLabel, Prev, Next string
	From, To                      string
	Bars                          []spendBar
	ChartHeight                   int
	Totals                        []string
	Pay                           []payLine
	Expenses                      []expenseView
	Form                          *form
	Properties                    []option
	Categories                    []option
	CSVLink                       string
}

// chart geometry: a label column, then bars up to chartBarMax wide.
const (
	chartBarMax  = 420
	chartRow     = 34
	chartBarLeft = 180
)

func (s *Server) handleMoney(w http.ResponseWriter, r *http.Request) {
	s.renderMoney(w, r, http.StatusOK, nil)
}

// renderMoney renders the Money page of the month in ?month= (YYYY-MM;
// default this month where the properties are: steward.SpendZone), with f
// as the expense form (nil: empty).
func (s *Server) renderMoney(w http.ResponseWriter, r *http.Request, status int, f *form) {
	if s.Reports == nil || s.Expenses == nil {
		s.errorPage(w, r, steward.Errorf(steward.EUNAVAILABLE, "Money is not available on this server"))
		return
	}
	all, err := s.Addresses.FindAddresses(r.Context(), accountID(r))
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	zones := map[int64]*time.Location{}
	for _, a := range all {
		zones[a.ID] = a.Location()
	}
	first, _ := steward.MonthOf(s.now().In(steward.SpendZone(zones, nil)))
	if m := r.URL.Query().Get("month"); m != "" {
		t, err := time.Parse("2006-01", m)
		if err != nil {
			s.errorPage(w, r, steward.Errorf(steward.EVALIDATION, "Invalid month %q: must be YYYY-MM", m))
			return
		}
		first = t
	}
	_, last := steward.MonthOf(first)
	from, to := first.Format(steward.DateLayout), last.Format(steward.DateLayout)
	ctx, acct := r.Context(), accountID(r)
	rep, err := s.Reports.SpendReport(ctx, acct, steward.SpendQuery{From: from, To: to, GroupBy: steward.ByProperty})
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	byPro, err := s.Reports.SpendReport(ctx, acct, steward.SpendQuery{From: from, To: to, GroupBy: steward.ByPro})
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	expenses, _, err := s.Expenses.FindExpenses(ctx, acct, steward.ExpenseFilter{From: from, To: to, Limit: steward.MaxExpenseLimit})
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	addrs := all
	p := &moneyPage{base: s.base(r, "Money", "money"), Month: first.Format("2006-01"), MonthLabel: first.Format("January 2006"),
		Prev: first.AddDate(0, -1, 0).Format("2006-01"), Next: first.AddDate(0, 1, 0).Format("2006-01"), From: from, To: to,
		CSVLink: fmt.Sprintf("/app/money/spend.csv?from=%s&to=%s", from, to)}
	var maxTotal float64
	for _, g := range rep.Groups {
		maxTotal = max(maxTotal, g.Total)
	}
	for i, g := range rep.Groups {
		width := 0
		if maxTotal > 0 {
			width = max(int(g.Total/maxTotal*chartBarMax), 2)
		}
		name := g.Label
		if len(rep.Totals) > 1 {
			name += " (" + g.Currency + ")"
		}
		p.Bars = append(p.Bars, spendBar{Label: name, Amount: steward.FormatMoney(steward.CentsOf(g.Total), g.Currency),
			Y: i*chartRow + 4, Width: width, TextY: i*chartRow + 22})
	}
	p.ChartHeight = len(p.Bars)*chartRow + 8
	for _, t := range rep.Totals {
		p.Totals = append(p.Totals, fmt.Sprintf("%s (pros %s, expenses %s)", steward.FormatMoney(steward.CentsOf(t.Total), t.Currency),
			steward.FormatMoney(steward.CentsOf(t.JobCosts), t.Currency), steward.FormatMoney(steward.CentsOf(t.Expenses), t.Currency)))
	}
	for _, g := range byPro.Groups {
		if g.Key == steward.NoGroupKey || g.JobCount == 0 {
			continue
		}
		id, _ := strconv.ParseInt(g.Key, 10, 64)
		p.Pay = append(p.Pay, payLine{ProID: id, Name: g.Label, Jobs: g.JobCount, Amount: steward.FormatMoney(steward.CentsOf(g.JobCosts), g.Currency),
			StatementLink: fmt.Sprintf("/app/pros/%d/edit?month=%s#statement", id, p.Month)})
	}
	names := map[int64]string{}
	for _, a := range addrs {
		names[a.ID] = a.Name()
		p.Properties = append(p.Properties, option{Value: strconv.FormatInt(a.ID, 10), Label: a.Name()})
	}
	for i := len(expenses) - 1; i >= 0; i-- { // newest first
		e := expenses[i]
		prop := names[e.AddressID]
		if prop == "" {
			prop = fmt.Sprintf("Property %d", e.AddressID)
		}
		p.Expenses = append(p.Expenses, expenseView{ID: e.ID, SpentOn: e.SpentOn, Property: prop, Amount: steward.FormatMoney(e.AmountCents(), e.Currency),
			Category: label(string(e.Category)), Note: e.Note, JobID: e.JobID, HasReceipt: e.Receipt != nil, CanUpload: s.Photos != nil})
	}
	for _, c := range steward.ExpenseCategories {
		p.Categories = append(p.Categories, option{Value: string(c), Label: label(string(c))})
	}
	if f == nil {
		f = newForm("expense", nil)
		f.Values.Set("spent_on", s.now().UTC().Format(steward.DateLayout))
		f.Values.Set("currency", steward.DefaultCurrency)
		f.Values.Set("category", string(steward.ExpenseSupplies))
	}
	p.Form = f
	s.render(w, r, status, "money", p)
}

func (s *Server) handleCreateExpense(w http.ResponseWriter, r *http.Request) {
	f, ok := s.parseForm(w, r, "expense")
	if !ok {
		return
	}
	if s.Expenses == nil {
		s.errorPage(w, r, steward.Errorf(steward.EUNAVAILABLE, "Money is not available on this server"))
		return
	}
	addressID, _ := strconv.ParseInt(f.Get("address_id"), 10, 64)
	in := steward.ExpenseCreate{AddressID: addressID, Currency: f.Get("currency"), Category: steward.ExpenseCategory(f.Get("category")),
		SpentOn: f.Get("spent_on"), Note: f.Get("note")}
	if v := f.Get("amount"); v != "" {
		amount, err := strconv.ParseFloat(v, 64)
		if err != nil {
			f.fail(steward.Errorf(steward.EVALIDATION, "Invalid amount %q: must be a number such as 12.50", v))
			s.renderMoney(w, r, http.StatusBadRequest, f)
			return
		}
		in.Amount = &amount
	}
	if v := f.Get("job_id"); v != "" {
		id, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			f.fail(steward.Errorf(steward.EVALIDATION, "Invalid job_id %q: must be a job number", v))
			s.renderMoney(w, r, http.StatusBadRequest, f)
			return
		}
		in.JobID = &id
	}
	e, err := s.Expenses.CreateExpense(r.Context(), accountID(r), in)
	if err != nil {
		f.fail(err)
		s.renderMoney(w, r, statusOf(err), f)
		return
	}
	http.Redirect(w, r, "/app/money?done=expense-added&month="+e.SpentOn[:7], http.StatusSeeOther)
}

func (s *Server) handleDeleteExpense(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok || s.Expenses == nil {
		s.errorPage(w, r, steward.Errorf(steward.ENOTFOUND, "Expense not found"))
		return
	}
	e, err := s.Expenses.DeleteExpense(r.Context(), accountID(r), id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	if e.Receipt != nil && s.Photos != nil {
		s.dropImage(r, e.Receipt.Key)
	}
	http.Redirect(w, r, "/app/money?done=expense-deleted&month="+e.SpentOn[:7], http.StatusSeeOther)
}

// handleSpendCSV serves the spend report as CSV to the logged-in host,
// the same bytes as GET /api/v1/reports/spend with Accept: text/csv
// (see steward.SpendReport.WriteCSV).
func (s *Server) handleSpendCSV(w http.ResponseWriter, r *http.Request) {
	if s.Reports == nil {
		s.errorPage(w, r, steward.Errorf(steward.EUNAVAILABLE, "Money is not available on this server"))
		return
	}
	q := r.URL.Query()
	rep, err := s.Reports.SpendReport(r.Context(), accountID(r), steward.SpendQuery{From: q.Get("from"), To: q.Get("to"),
		GroupBy: steward.SpendGroupBy(q.Get("group_by"))})
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="spend-`+rep.From+`-to-`+rep.To+`.csv"`)
	_ = rep.WriteCSV(w)
}

// statementView is a pro's statement on their page.
type statementView struct {
	MonthLabel, Prev, Next, Total string
	Lines                         []statementLine
	Uncosted                      int
}

type statementLine struct {
	JobID                        int64
	Completed, Service, Property string
	Cost                         string
}

// proStatement returns the statement of pro for the month in ?month=
// (default this month), or nil when reports are not served.
func (s *Server) proStatement(r *http.Request, pro *steward.Pro) *statementView {
	if s.Reports == nil {
		return nil
	}
	first, _ := steward.MonthOf(s.now().UTC())
	if t, err := time.Parse("2006-01", r.URL.Query().Get("month")); err == nil {
		first = t
	}
	_, last := steward.MonthOf(first)
	st, err := s.Reports.ProStatement(r.Context(), accountID(r), pro.ID, steward.SpendQuery{From: first.Format(steward.DateLayout), To: last.Format(steward.DateLayout)})
	if err != nil {
		return nil
	}
	v := &statementView{MonthLabel: first.Format("January 2006"), Prev: first.AddDate(0, -1, 0).Format("2006-01"),
		Next: first.AddDate(0, 1, 0).Format("2006-01"), Total: steward.FormatMoney(steward.CentsOf(st.Total), st.Currency), Uncosted: st.Uncosted}
	for _, j := range st.Jobs {
		cost := "no rate"
		if j.Cost != nil {
			cost = steward.FormatMoney(steward.CentsOf(*j.Cost), st.Currency)
		}
		v.Lines = append(v.Lines, statementLine{JobID: j.JobID, Completed: j.CompletedAt.Format("Jan 2"), Service: label(string(j.ServiceType)),
			Property: j.Address, Cost: cost})
	}
	return v
}

// ratesFromForm reads the pay fields of the pro form: rate_<service> is
// "95" (per job) or "60/h" (an hour); empty for none.
func ratesFromForm(f *form) (steward.Rates, error) {
	rates := steward.Rates{}
	for _, t := range steward.ServiceTypes {
		v := strings.ReplaceAll(strings.ToLower(f.Get("rate_"+string(t))), " ", "")
		v = strings.TrimPrefix(v, "$")
		if v == "" {
			continue
		}
		hourly := false
		for _, suffix := range []string{"/hour", "/hr", "/h"} {
			if strings.HasSuffix(v, suffix) {
				v, hourly = strings.TrimSuffix(v, suffix), true
				break
			}
		}
		amount, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid rate_%s %q: give an amount per job (95) or an hour (60/h)", t, f.Get("rate_"+string(t)))
		}
		if hourly {
			rates[t] = steward.Rate{Hourly: &amount}
		} else {
			rates[t] = steward.Rate{Flat: &amount}
		}
	}
	return rates, nil
}

// rateValues writes a pro's rates into the pro form's fields.
func rateValues(f *form, rates steward.Rates) {
	for t, r := range rates {
		switch {
		case r.Flat != nil:
			f.Values.Set("rate_"+string(t), strconv.FormatFloat(*r.Flat, 'f', -1, 64))
		case r.Hourly != nil:
			f.Values.Set("rate_"+string(t), strconv.FormatFloat(*r.Hourly, 'f', -1, 64)+"/h")
		}
	}
}
