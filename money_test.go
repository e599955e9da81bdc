package steward

import (
	"strings"
	"testing"
	"time"
)

func TestRatesValidate(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, tc := range []struct {
		name  string
		rates Rates
		err   string
	}{
		{"OK", Rates{Cleaning: {Flat: f(95)}, Maintenance: {Hourly: f(60)}}, ""},
		{"Empty", Rates{}, ""},
		{"ErrUnknownType", Rates{"gardening": {Flat: f(5)}}, `Invalid rates: "gardening" is not a service type`},
		{"ErrNeither", Rates{Cleaning: {}}, "Invalid rates.cleaning: give flat (per job) or hourly"},
		{"ErrBoth", Rates{Cleaning: {Flat: f(1), Hourly: f(1)}}, "not both"},
		{"ErrZero", Rates{Cleaning: {Flat: f(0)}}, "Invalid rates.cleaning.flat: must be positive"},
		{"ErrHalfCent", Rates{Cleaning: {Flat: f(0.004)}}, "must be positive"},
		{"ErrNegative", Rates{Inspection: {Hourly: f(-1)}}, "Invalid rates.inspection.hourly: must be positive"},
		{"ErrTooMuchFlat", Rates{Cleaning: {Flat: f(100_000.01)}}, "at most 100000"},
		{"ErrTooMuchHourly", Rates{Restocking: {Hourly: f(10_001)}}, "Invalid rates.restocking.hourly: must be at most 10000"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.rates.Validate()
			if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(ErrorMessage(err), tc.err) || ErrorCode(err) != EVALIDATION) {
				t.Errorf("Validate() = %v, want %q", err, tc.err)
			}
		})
	}
}

func TestJobCost(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	pro := &Pro{ID: 7, Rates: Rates{Cleaning: {Flat: f(95)}, Maintenance: {Hourly: f(60)}, Inspection: {Hourly: f(33.33)}}}
	proID := int64(7)
	at := time.Date(2026, 3, 2, 10, 0, 0, 0, time.UTC)
	started, done := at, at.Add(70*time.Minute)
	addr := &Address{Turnover: Turnover{DurationMinutes: 150}}
	for _, tc := range []struct {
		name string
		job  Job
		want string // cents, "" for nil
	}{
		{"Flat", Job{ProID: &proID, ServiceType: Cleaning}, "95.00"},
		{"HourlyExpected", Job{ProID: &proID, ServiceType: Maintenance, ScheduledAt: at}, "120.00"},
		{"HourlyActualRoundedUp", Job{ProID: &proID, ServiceType: Maintenance, StartedAt: &started, CompletedAt: &done}, "75.00"},
		{"HourlyOneQuarterAtLeast", Job{ProID: &proID, ServiceType: Maintenance, StartedAt: &started, CompletedAt: ptrTime(at.Add(time.Minute))}, "15.00"},
		{"HourlyRecordedAfterTheFact", Job{ProID: &proID, ServiceType: Maintenance, ScheduledAt: at, StartedAt: &started, CompletedAt: &started}, "120.00"},
		{"HourlyCapped", Job{ProID: &proID, ServiceType: Maintenance, StartedAt: &started, CompletedAt: ptrTime(at.Add(72 * time.Hour))}, "1440.00"},
		{"HourlyCentsRounded", Job{ProID: &proID, ServiceType: Inspection}, "33.33"},
		{"HourlyInspectionQuarter", Job{ProID: &proID, ServiceType: Inspection, StartedAt: &started, CompletedAt: ptrTime(at.Add(15 * time.Minute))}, "8.33"},
		{"NoRate", Job{ProID: &proID, ServiceType: Restocking}, ""},
		{"NoPro", Job{ServiceType: Cleaning}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := JobCost(tc.job, pro, addr)
			if tc.want == "" && got != nil || tc.want != "" && (got == nil || got.String() != tc.want) {
				t.Errorf("JobCost = %v, want %q", got, tc.want)
			}
		})
	}
	t.Run("CleaningUsesTurnoverDuration", func(t *testing.T) {
		p := &Pro{ID: 7, Rates: Rates{Cleaning: {Hourly: f(40)}}}
		if got := JobCost(Job{ProID: &proID, ServiceType: Cleaning}, p, addr); got == nil || got.String() != "100.00" {
			t.Errorf("2.5 h at 40 = %v, want 100.00", got)
		}
	})
	t.Run("FrozenAtCompletion", func(t *testing.T) {
		prev := Job{ProID: &proID, ServiceType: Cleaning, Status: StatusCompleted, Cost: f(80)}
		next := prev
		next.PriceCost(&prev, pro, addr, at)
		if *next.Cost != 80 {
			t.Errorf("completed job's cost = %v, want 80 (fixed)", *next.Cost)
		}
	})
}

func ptrTime(t time.Time) *time.Time { return &t }

func TestBuildSpendReportKeepsCurrenciesApart(t *testing.T) {
	c := Cents(9500)
	q := SpendQuery{From: "2026-03-01", To: "2026-03-31", GroupBy: ByProperty}
	jobs := []SpendJob{{ID: 1, AddressID: 1, ServiceType: Cleaning, CompletedOn: "2026-03-02", Cost: &c},
		{ID: 2, AddressID: 1, ServiceType: Cleaning, CompletedOn: "2026-04-01", Cost: &c}} // after the period
	var exps []SpendExpense
	for _, e := range []Expense{{AddressID: 1, Amount: 0.1, Currency: "USD", SpentOn: "2026-03-05"}, {AddressID: 1, Amount: 0.2, Currency: "USD", SpentOn: "2026-03-31"},
		{AddressID: 1, Amount: 10, Currency: "EUR", SpentOn: "2026-03-05"}} {
		exps = append(exps, SpendExpense{Expense: e})
	}
	r := BuildSpendReport(q, jobs, exps, SpendNames{Addresses: map[int64]string{1: "Cabin"}})
	if len(r.Groups) != 2 || r.Groups[0].Currency != "EUR" || r.Groups[1].Currency != "USD" || r.Groups[1].Label != "Cabin" {
		t.Fatalf("groups = %+v", r.Groups)
	}
	if usd := r.Totals[1]; usd.Total != 95.3 || usd.JobCount != 1 || usd.ExpenseCount != 2 || r.Totals[0].Total != 10 {
		t.Errorf("totals = %+v, want USD 95.30 (0.1 + 0.2 exactly) and EUR 10", r.Totals)
	}
}

func TestSpendQueryResolve(t *testing.T) {
	now := time.Date(2026, 2, 14, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		q             SpendQuery
		from, to, err string
	}{
		{SpendQuery{}, "2026-02-01", "2026-02-28", ""},
		{SpendQuery{From: "2024-02-10"}, "2024-02-10", "2024-02-29", ""},
		{SpendQuery{To: "2026-03-15"}, "2026-03-01", "2026-03-15", ""},
		{SpendQuery{From: "2026-03-15", To: "2026-03-01"}, "", "", "Invalid to"},
		{SpendQuery{GroupBy: "year"}, "", "", `Invalid group_by "year"`},
	} {
		err := tc.q.Resolve(now)
		if tc.err != "" {
			if err == nil || !strings.Contains(ErrorMessage(err), tc.err) {
				t.Errorf("Resolve(%+v) = %v, want %q", tc.q, err, tc.err)
			}
		} else if err != nil || tc.q.From != tc.from || tc.q.To != tc.to {
			t.Errorf("Resolve = %s..%s, %v; want %s..%s", tc.q.From, tc.q.To, err, tc.from, tc.to)
		}
	}
}

// TestSpendZone: a report's default month is the host's, not UTC's — at
// 00:30 UTC on 1 December a New York host is still in November.
func TestSpendZone(t *testing.T) {
	ny, _ := time.LoadLocation("America/New_York")
	london, _ := time.LoadLocation("Europe/London")
	one, two := int64(1), int64(2)
	for _, c := range []struct {
		zones map[int64]*time.Location
		addr  *int64
		want  string
	}{
		{map[int64]*time.Location{1: ny, 2: ny}, nil, "America/New_York"},
		{map[int64]*time.Location{1: ny, 2: london}, nil, "UTC"},
		{map[int64]*time.Location{1: ny, 2: london}, &two, "Europe/London"},
		{map[int64]*time.Location{1: ny}, &one, "America/New_York"},
		{nil, nil, "UTC"},
	} {
		if got := SpendZone(c.zones, c.addr).String(); got != c.want {
			t.Errorf("SpendZone(%v, %v) = %s, want %s", c.zones, c.addr, got, c.want)
		}
	}
	now := time.Date(2026, 12, 1, 0, 30, 0, 0, time.UTC)
	for _, c := range []struct {
		loc      *time.Location
		from, to string
	}{{ny, "2026-11-01", "2026-11-30"}, {time.UTC, "2026-12-01", "2026-12-31"}} {
		q := SpendQuery{}
		if err := q.Resolve(now.In(c.loc)); err != nil || q.From != c.from || q.To != c.to {
			t.Errorf("Resolve at %v = %s..%s, %v; want %s..%s", now.In(c.loc), q.From, q.To, err, c.from, c.to)
		}
	}
}
