package steward

import (
	"cmp"
	"context"
	"encoding/csv"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"
)

// SpendGroupBy is how a spend report groups its figures.
type SpendGroupBy string

// The groupings of a spend report.
const (
	ByProperty    SpendGroupBy = "property"
	ByServiceType SpendGroupBy = "service_type"
	ByPro         SpendGroupBy = "pro"
	ByMonth       SpendGroupBy = "month"
)

// SpendGroupBys lists every grouping.
var SpendGroupBys = []SpendGroupBy{ByProperty, ByServiceType, ByPro, ByMonth}

// NoGroupKey is the key of the group of expenses that have no job (for
// service_type and pro) and of jobs that have no pro.
const NoGroupKey = "none"

// MaxSpendDays is the longest period a report covers.
const MaxSpendDays = 731

// SpendQuery is the period a report covers, From to To, both days
// (YYYY-MM-DD) inclusive, and its grouping (default property). Without
// dates it covers the current month; with only one, the month it falls in
// (see Resolve). AddressID, when set, keeps one property's figures.
type SpendQuery struct {
	From, To  string
	GroupBy   SpendGroupBy
	AddressID *int64
}

// Resolve validates q and fills its defaults at now, whose own time zone
// (the host's: see SpendZone) says which month is the current one.
func (q *SpendQuery) Resolve(now time.Time) error {
	if q.GroupBy == "" {
		q.GroupBy = ByProperty
	} else if !slices.Contains(SpendGroupBys, q.GroupBy) {
		return Errorf(EVALIDATION, "Invalid group_by %q: must be one of property, service_type, pro, month", string(q.GroupBy))
	}
	if q.AddressID != nil && *q.AddressID <= 0 {
		return Errorf(EVALIDATION, "Invalid address_id: must be a positive integer")
	}
	var from, to time.Time
	var err error
	if q.From != "" {
		if from, err = parseSpendDate("from", q.From); err != nil {
			return err
		}
	}
	if q.To != "" {
		if to, err = parseSpendDate("to", q.To); err != nil {
			return err
		}
	}
	switch {
	case q.From == "" && q.To == "":
		from, to = MonthOf(now)
	case q.From == "":
		from, _ = MonthOf(to)
	case q.To == "":
		_, to = MonthOf(from)
	}
	if to.Before(from) {
		return Errorf(EVALIDATION, "Invalid to: must not be before from")
	} else if to.Sub(from) >= MaxSpendDays*24*time.Hour {
		return Errorf(EVALIDATION, "Invalid to: a report covers at most %d days", MaxSpendDays)
	}
	q.From, q.To = from.Format(DateLayout), to.Format(DateLayout)
	return nil
}

// SpendZone is the time zone whose calendar a report's default month
// follows: the property asked for, else the one zone all the account's
// properties share, else UTC. (On 1 December at 00:30 UTC a host in New
// York is still in November, and so are the expenses they record.)
func SpendZone(zones map[int64]*time.Location, addressID *int64) *time.Location {
	if addressID != nil {
		if z := zones[*addressID]; z != nil {
			return z
		}
	}
	var zone *time.Location
	for _, z := range zones {
		if zone != nil && z.String() != zone.String() {
			return time.UTC
		}
		zone = z
	}
	if zone == nil {
		return time.UTC
	}
	return zone
}

// MonthOf returns the first and last day of t's month (in t's own time
// zone), at midnight UTC.
func MonthOf(t time.Time) (first, last time.Time) {
	first = time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
	return first, first.AddDate(0, 1, -1)
}

// SpendJob is a completed job as a report counts it: CompletedOn is the
// day it was completed at its property (YYYY-MM-DD).
type SpendJob struct {
	ID          int64
	AddressID   int64
	ProID       *int64
	ServiceType ServiceType
	CompletedAt time.Time
	CompletedOn string
	Cost        *Cents
}

// SpendExpense is an expense as a report counts it, with the service type
// and pro of its job when it has one.
type SpendExpense struct {
	Expense
	JobServiceType *ServiceType
	JobProID       *int64
}

// SpendFigures are the money of one group, or of the whole report, in one
// currency: the cost of the costed jobs and their number, the expenses
// and their number, and their sum.
type SpendFigures struct {
	Currency     string  `json:"currency"`
	JobCosts     float64 `json:"job_costs"`
	JobCount     int     `json:"job_count"`
	Expenses     float64 `json:"expenses"`
	ExpenseCount int     `json:"expense_count"`
	Total        float64 `json:"total"`

	jobCents, expenseCents Cents
}

func (f *SpendFigures) addJob(c Cents) { f.jobCents += c; f.JobCount++; f.settle() }

func (f *SpendFigures) addExpense(c Cents) { f.expenseCents += c; f.ExpenseCount++; f.settle() }

func (f *SpendFigures) settle() {
	f.JobCosts, f.Expenses, f.Total = f.jobCents.Float(), f.expenseCents.Float(), (f.jobCents + f.expenseCents).Float()
}

// TotalCents returns the group's total in cents.
func (f *SpendFigures) TotalCents() Cents { return f.jobCents + f.expenseCents }

// SpendGroup is one group of a report in one currency: Key identifies it
// (an address or pro id, a service type, a month as YYYY-MM, or
// NoGroupKey) and Label names it for people.
type SpendGroup struct {
	Key   string `json:"key"`
	Label string `json:"label"`
	SpendFigures
}

// SpendReport is what was spent in a period: per group and currency, and
// in Totals the grand total of each currency (amounts in different
// currencies are never added together). See BuildSpendReport.
type SpendReport struct {
	From    string         `json:"from"`
	To      string         `json:"to"`
	GroupBy SpendGroupBy   `json:"group_by"`
	Groups  []SpendGroup   `json:"groups"`
	Totals  []SpendFigures `json:"totals"`
}

// SpendNames names the properties and pros of a report's labels.
type SpendNames struct {
	Addresses map[int64]string
	Pros      map[int64]string
}

// BuildSpendReport adds up, for q (resolved), the costs of jobs and the
// expenses: a job counts when it was completed on a day of the period at
// its property and has a cost (see JobCost); an expense when it was spent
// on a day of the period. Job costs are in DefaultCurrency. Groups are
// ordered by label (property, pro; "none" last), by ServiceTypes (then
// "none"), or by month, then currency.
func BuildSpendReport(q SpendQuery, jobs []SpendJob, expenses []SpendExpense, names SpendNames) *SpendReport {
	type gk struct{ key, currency string }
	groups := map[gk]*SpendGroup{}
	totals := map[string]*SpendFigures{}
	get := func(key, label, currency string) (*SpendGroup, *SpendFigures) {
		g := groups[gk{key, currency}]
		if g == nil {
			g = &SpendGroup{Key: key, Label: label, SpendFigures: SpendFigures{Currency: currency}}
			groups[gk{key, currency}] = g
		}
		t := totals[currency]
		if t == nil {
			t = &SpendFigures{Currency: currency}
			totals[currency] = t
		}
		return g, t
	}
	inRange := func(day string) bool { return day >= q.From && day <= q.To }
	for _, j := range jobs {
		if j.Cost == nil || !inRange(j.CompletedOn) || q.AddressID != nil && j.AddressID != *q.AddressID {
			continue
		}
		key, label := spendKey(q.GroupBy, j.AddressID, j.ProID, &j.ServiceType, j.CompletedOn, names)
		g, t := get(key, label, DefaultCurrency)
		g.addJob(*j.Cost)
		t.addJob(*j.Cost)
	}
	for _, e := range expenses {
		if !inRange(e.SpentOn) || q.AddressID != nil && e.AddressID != *q.AddressID {
			continue
		}
		key, label := spendKey(q.GroupBy, e.AddressID, e.JobProID, e.JobServiceType, e.SpentOn, names)
		g, t := get(key, label, e.Currency)
		g.addExpense(e.AmountCents())
		t.addExpense(e.AmountCents())
	}
	r := &SpendReport{From: q.From, To: q.To, GroupBy: q.GroupBy, Groups: []SpendGroup{}, Totals: []SpendFigures{}}
	for _, g := range groups {
		r.Groups = append(r.Groups, *g)
	}
	order := func(g SpendGroup) string {
		switch {
		case g.Key == NoGroupKey:
			return "\xff"
		case q.GroupBy == ByServiceType:
			return strconv.Itoa(slices.Index(ServiceTypes, ServiceType(g.Key)))
		case q.GroupBy == ByMonth:
			return g.Key
		}
		return g.Label
	}
	slices.SortFunc(r.Groups, func(a, b SpendGroup) int {
		return cmp.Or(cmp.Compare(order(a), order(b)), cmp.Compare(a.Key, b.Key), cmp.Compare(a.Currency, b.Currency))
	})
	for _, t := range totals {
		r.Totals = append(r.Totals, *t)
	}
	slices.SortFunc(r.Totals, func(a, b SpendFigures) int { return cmp.Compare(a.Currency, b.Currency) })
	return r
}

// spendKey returns the key and label of the group a job or an expense
// falls in.
func spendKey(by SpendGroupBy, addressID int64, proID *int64, t *ServiceType, day string, names SpendNames) (key, label string) {
	switch by {
	case ByServiceType:
		if t == nil {
			return NoGroupKey, "No job"
		}
		return string(*t), string(*t)
	case ByPro:
		if proID == nil {
			return NoGroupKey, "No pro"
		}
		label = names.Pros[*proID]
		if label == "" {
			label = "Pro " + strconv.FormatInt(*proID, 10)
		}
		return strconv.FormatInt(*proID, 10), label
	case ByMonth:
		m, _ := time.Parse(DateLayout, day)
		return day[:7], m.Format("January 2006")
	}
	label = names.Addresses[addressID]
	if label == "" {
		label = "Property " + strconv.FormatInt(addressID, 10)
	}
	return strconv.FormatInt(addressID, 10), label
}

// StatementJob is one line of a pro's statement: a job completed in the
// period and its cost (null when the pro has no rate for it and no host
// set one).
type StatementJob struct {
	JobID       int64       `json:"job_id"`
	AddressID   int64       `json:"address_id"`
	Address     string      `json:"address"`
	ServiceType ServiceType `json:"service_type"`
	CompletedAt time.Time   `json:"completed_at"`
	Cost        *float64    `json:"cost"`
}

// ProStatement is what a pro is owed for a period: the jobs they completed
// on its days (at the job's property), oldest first, and the total of
// their costs, in Currency (DefaultCurrency).
type ProStatement struct {
	ProID    int64          `json:"pro_id"`
	ProName  string         `json:"pro_name"`
	From     string         `json:"from"`
	To       string         `json:"to"`
	Currency string         `json:"currency"`
	Jobs     []StatementJob `json:"jobs"`
	Total    float64        `json:"total"`
	// Uncosted is the number of the jobs without a cost, left out of
	// the total.
	Uncosted int `json:"uncosted"`
}

// BuildProStatement lists pro's jobs of q's period (resolved) from jobs,
// the account's completed jobs, and adds up their costs.
func BuildProStatement(q SpendQuery, pro *Pro, jobs []SpendJob, names SpendNames) *ProStatement {
	s := &ProStatement{ProID: pro.ID, ProName: pro.Name, From: q.From, To: q.To, Currency: DefaultCurrency, Jobs: []StatementJob{}}
	var total Cents
	for _, j := range jobs {
		if j.ProID == nil || *j.ProID != pro.ID || j.CompletedOn < q.From || j.CompletedOn > q.To ||
			q.AddressID != nil && j.AddressID != *q.AddressID {
			continue
		}
		line := StatementJob{JobID: j.ID, AddressID: j.AddressID, Address: names.Addresses[j.AddressID], ServiceType: j.ServiceType, CompletedAt: j.CompletedAt}
		if j.Cost != nil {
			v := j.Cost.Float()
			line.Cost = &v
			total += *j.Cost
		} else {
			s.Uncosted++
		}
		s.Jobs = append(s.Jobs, line)
	}
	slices.SortFunc(s.Jobs, func(a, b StatementJob) int {
		return cmp.Or(a.CompletedAt.Compare(b.CompletedAt), cmp.Compare(a.JobID, b.JobID))
	})
	s.Total = total.Float()
	return s
}

// ReportService answers the money reports, scoped to accountID. It loads
// the completed jobs and the expenses of the period and leaves the adding
// up to BuildSpendReport and BuildProStatement.
//
// Errors: EVALIDATION for a bad query; ENOTFOUND ("Pro not found") for a
// statement of a pro outside the account.
type ReportService interface {
	SpendReport(ctx context.Context, accountID int64, q SpendQuery) (*SpendReport, error)
	ProStatement(ctx context.Context, accountID, proID int64, q SpendQuery) (*ProStatement, error)
}

// WriteCSV writes r as CSV: a header row (the grouping, label, currency,
// job_costs, job_count, expenses, expense_count, total), one row per
// group and currency, then one "total" row per currency with an empty
// label. Amounts have two decimals. A label a spreadsheet would take for
// a formula (=, +, -, @) is prefixed with an apostrophe.
func (r *SpendReport) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{string(r.GroupBy), "label", "currency", "job_costs", "job_count", "expenses", "expense_count", "total"})
	row := func(key, label string, f SpendFigures) []string {
		return []string{key, csvText(label), f.Currency, CentsOf(f.JobCosts).String(), strconv.Itoa(f.JobCount),
			CentsOf(f.Expenses).String(), strconv.Itoa(f.ExpenseCount), CentsOf(f.Total).String()}
	}
	for _, g := range r.Groups {
		_ = cw.Write(row(g.Key, g.Label, g.SpendFigures))
	}
	for _, t := range r.Totals {
		_ = cw.Write(row("total", "", t))
	}
	cw.Flush()
	return cw.Error()
}

// csvText is s as a CSV cell: text a spreadsheet would take for a formula
// (starting with =, +, -, @) is prefixed with an apostrophe.
func csvText(s string) string {
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}

// WriteCSV writes s as CSV, with SpendReport.WriteCSV's amounts and
// escaping: a header row (job_id, completed_on, address_id, address, service_type,
// currency, cost), one row per job (an empty cost for a job without one),
// then one "total" row with the total of the costs.
func (s *ProStatement) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"job_id", "completed_at", "address_id", "address", "service_type", "currency", "cost"})
	for _, j := range s.Jobs {
		cost := ""
		if j.Cost != nil {
			cost = CentsOf(*j.Cost).String()
		}
		_ = cw.Write([]string{strconv.FormatInt(j.JobID, 10), j.CompletedAt.UTC().Format(time.RFC3339), strconv.FormatInt(j.AddressID, 10),
			csvText(j.Address), string(j.ServiceType), s.Currency, cost})
	}
	_ = cw.Write([]string{"total", "", "", csvText(s.ProName), "", s.Currency, CentsOf(s.Total).String()})
	cw.Flush()
	return cw.Error()
}
