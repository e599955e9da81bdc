package assistant

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Money questions (issue 18, item 3): "how much did the cabin cost in
// March?", "how much did I spend on cleaning this month?", "what do I owe
// Ana?". They are answered from the spend report and the pro's statement
// (Engine.Reports), the same code as GET /api/v1/reports/…: a job counts
// when it was completed in the period, with what its pro is paid (its
// cost), and the expenses of the period are added. When nothing of the
// period has a cost, and without Reports, the engine adds up the jobs'
// prices instead (see spendByPrices).

// isOweQuestion reports whether the words ask what a pro is owed: "what
// do I owe Ana", "how much do I owe Bo this month", "what is Ana owed".
func isOweQuestion(toks []token) bool {
	return has(toks, "owe", "owed", "owing") ||
		hasPhrase(toks, "pay to") || has(toks, "statement") && has(toks, "pro", "for")
}

// isCostQuestion reports whether the words ask what something cost in
// the past: "how much did the cabin cost in march".
func isCostQuestion(toks []token) bool {
	return has(toks, "cost", "costs") && has(toks, "did", "last")
}

// moneyPeriod is the span of days a money question asks about: a month
// named ("in March": its latest occurrence not after today), "so far"
// (this year to today), else what period names ("last month", "this
// week"…), else this month. The days
// are at loc; to is inclusive.
func (s *session) moneyPeriod(in request, loc *time.Location) (from, to time.Time, label string) {
	local := s.now.In(loc)
	toks := tokenize(in.rawText)
	if hasPhrase(toks, "so far") || hasPhrase(toks, "to date") || hasPhrase(toks, "all time") || hasPhrase(toks, "in total") || has(toks, "ever") {
		// "how much have i spent on pest control so far": this year, up
		// to today.
		first := time.Date(local.Year(), 1, 1, 0, 0, 0, 0, loc)
		return first, time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc), "so far this year"
	}
	for i, t := range toks {
		m, ok := monthNames[t.s]
		if !ok || t.s == "may" && (i == 0 || toks[i-1].s != "in") { // "may" is a verb too
			continue
		}
		y := local.Year()
		if m > local.Month() {
			y--
		}
		first := time.Date(y, m, 1, 0, 0, 0, 0, loc)
		return first, first.AddDate(0, 1, -1), "in " + first.Format("January 2006")
	}
	from, end, name := s.period(in, loc, "this month")
	if name == "today" && !has(toks, "today") {
		first := time.Date(local.Year(), local.Month(), 1, 0, 0, 0, 0, loc)
		from, end, name = first, first.AddDate(0, 1, 0), "this month"
	}
	return from, end.AddDate(0, 0, -1), name
}

// spendFromReport answers a spend question from the spend report: the
// total of a property (or all), of a service type when one is named.
func (s *session) spendFromReport(in request) (Reply, error) {
	from, to, label := s.moneyPeriod(in, s.loc(in.AddressID))
	q := steward.SpendQuery{From: from.Format(steward.DateLayout), To: to.Format(steward.DateLayout), GroupBy: steward.ByProperty}
	if in.AddressID != 0 {
		q.AddressID = ptr(in.AddressID)
	}
	if in.Service != "" {
		q.GroupBy = steward.ByServiceType
	}
	rep, err := s.e.Reports.SpendReport(s.ctx, s.acct, q)
	if err != nil {
		return Reply{}, err
	}
	// The figures of the answer, per currency.
	figures := rep.Totals
	if in.Service != "" {
		figures = nil
		for _, g := range rep.Groups {
			if g.Key == string(in.Service) {
				figures = append(figures, g.SpendFigures)
			}
		}
	}
	what := "You spent"
	if a := s.byAddr[in.AddressID]; a != nil {
		what = a.Name() + " cost"
	}
	if in.Service != "" {
		what += " on " + string(in.Service)
	}
	label = strings.TrimPrefix(label, "on ")
	if len(figures) == 0 {
		// Nothing has a cost yet (no pro rates, no expenses): "nothing"
		// alone would mislead a host whose jobs have prices, so the
		// answer adds them up as well.
		nothing := what + " nothing"
		if in.Service != "" {
			// "You spent nothing on cleaning", not "You spent on cleaning nothing".
			nothing = strings.Replace(what, " on ", " nothing on ", 1)
		}
		text := fmt.Sprintf("%s %s: no completed job with a cost and no expense.", nothing, label)
		byPrice, a, costs, err := s.spendByPrices(in)
		if err != nil {
			return Reply{}, err
		}
		if len(a.JobIDs) == 0 {
			return done(text), nil
		}
		if costs > 0 {
			// "how much did i spend on the camp last month", the plowing
			// of the 18th marked done in March: the work of the period
			// at its recorded cost; the report counts a job on the day
			// it is marked done.
			return done(byPrice+" (The spend report counts a job on the day it is marked done, so it shows none "+label+".)", a), nil
		}
		return done(text+" By the jobs' prices, "+strings.ToLower(byPrice[:1])+byPrice[1:], a), nil
	}
	var parts []string
	for _, f := range figures {
		part := fmt.Sprintf("%s (%s paid to pros for %d completed job(s)", moneyText(f.Total, f.Currency), moneyText(f.JobCosts, f.Currency), f.JobCount)
		if f.ExpenseCount > 0 {
			part += fmt.Sprintf(", %s of %d expense(s)", moneyText(f.Expenses, f.Currency), f.ExpenseCount)
		}
		parts = append(parts, part+")")
	}
	return done(fmt.Sprintf("%s %s %s.", what, strings.Join(parts, " and "), label)), nil
}

// owe answers what a pro is owed for a period (this month unless another
// is named), from their statement.
func (s *session) owe(in request) (Reply, error) {
	if s.e.Reports == nil {
		return done("I can't read pros' statements on this server."), nil
	}
	if in.ProID == 0 {
		names := make([]string, 0, len(s.pros))
		for _, p := range s.pros {
			names = append(names, p.Name)
		}
		if len(names) == 0 {
			return done("You have no pros yet, so you owe nobody."), nil
		}
		return ask(in, "pro", "Which pro: "+orList(names)+"?")
	}
	from, to, label := s.moneyPeriod(in, time.UTC)
	st, err := s.e.Reports.ProStatement(s.ctx, s.acct, in.ProID, steward.SpendQuery{From: from.Format(steward.DateLayout), To: to.Format(steward.DateLayout)})
	if err != nil {
		return Reply{}, err
	}
	label = strings.TrimPrefix(label, "on ")
	if len(st.Jobs) == 0 {
		return done(fmt.Sprintf("You owe %s nothing %s: no job of theirs was completed.", st.ProName, label)), nil
	}
	text := fmt.Sprintf("You owe %s %s %s, for %d completed job(s)", st.ProName, moneyText(st.Total, st.Currency), label, len(st.Jobs))
	if st.Uncosted > 0 {
		text += fmt.Sprintf("; %d of them have no rate or cost and are not counted", st.Uncosted)
	}
	ids := make([]int64, len(st.Jobs))
	for i, j := range st.Jobs {
		ids[i] = j.JobID
	}
	return done(text+".", steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}), nil
}

func moneyText(v float64, currency string) string {
	return steward.FormatMoney(steward.CentsOf(v), currency)
}

// monthNames maps the words of months to them.
var monthNames = func() map[string]time.Month {
	m := map[string]time.Month{"sept": time.September}
	for mo := time.January; mo <= time.December; mo++ {
		name := strings.ToLower(mo.String())
		m[name] = mo
		if mo != time.March && mo != time.May { // "mar" and "may" are words
			m[name[:3]] = mo
		}
	}
	return m
}()
