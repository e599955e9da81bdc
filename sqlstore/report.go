package sqlstore

import (
	"context"
	"database/sql"
	"time"

	"github.com/stewardhq/steward"
)

// ReportService implements steward.ReportService.
type ReportService struct{ db *DB }

// NewReportService returns the report service of db.
func NewReportService(db *DB) *ReportService { return &ReportService{db: db} }

var _ steward.ReportService = (*ReportService)(nil)

// SpendReport adds up the job costs and expenses of q's period.
func (s *ReportService) SpendReport(ctx context.Context, accountID int64, q steward.SpendQuery) (*steward.SpendReport, error) {
	names, zones, err := s.names(ctx, accountID)
	if err != nil {
		return nil, err
	}
	if err := q.Resolve(s.db.Clock.Now().In(steward.SpendZone(zones, q.AddressID))); err != nil {
		return nil, err
	}
	jobs, err := s.completedJobs(ctx, accountID, q, zones, nil)
	if err != nil {
		return nil, err
	}
	expenses, err := s.expenses(ctx, accountID, q)
	if err != nil {
		return nil, err
	}
	return steward.BuildSpendReport(q, jobs, expenses, names), nil
}

// ProStatement lists what a pro is owed for q's period.
func (s *ReportService) ProStatement(ctx context.Context, accountID, proID int64, q steward.SpendQuery) (*steward.ProStatement, error) {
	pro, err := findPro(ctx, s.db.read, accountID, proID)
	if err != nil {
		return nil, err
	}
	names, zones, err := s.names(ctx, accountID)
	if err != nil {
		return nil, err
	}
	if err := q.Resolve(s.db.Clock.Now().In(steward.SpendZone(zones, q.AddressID))); err != nil {
		return nil, err
	}
	jobs, err := s.completedJobs(ctx, accountID, q, zones, &proID)
	if err != nil {
		return nil, err
	}
	return steward.BuildProStatement(q, pro, jobs, names), nil
}

// names returns the names of the account's properties (archived ones
// too) and pros, and the properties' time zones.
func (s *ReportService) names(ctx context.Context, accountID int64) (steward.SpendNames, map[int64]*time.Location, error) {
	names := steward.SpendNames{Addresses: map[int64]string{}, Pros: map[int64]string{}}
	zones := map[int64]*time.Location{}
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+addressColumns+` FROM addresses WHERE account_id = $1`, accountID)
	if err != nil {
		return names, nil, err
	}
	for rows.Next() {
		a, err := scanAddress(rows)
		if err != nil {
			rows.Close()
			return names, nil, err
		}
		names.Addresses[a.ID], zones[a.ID] = a.Name(), a.Location()
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return names, nil, err
	}
	rows, err = s.db.read.QueryContext(ctx, `SELECT id, name FROM pros WHERE account_id = $1`, accountID)
	if err != nil {
		return names, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			return names, nil, err
		}
		names.Pros[id] = name
	}
	return names, zones, rows.Err()
}

// completedJobs returns the account's jobs (of proID, when set) completed
// on a day of q's period at their property, with that day: the query
// reads a day more on each side, since zones are up to 14 hours from
// UTC, and the day at each property decides.
func (s *ReportService) completedJobs(ctx context.Context, accountID int64, q steward.SpendQuery, zones map[int64]*time.Location, proID *int64) ([]steward.SpendJob, error) {
	from, _ := time.Parse(steward.DateLayout, q.From)
	to, _ := time.Parse(steward.DateLayout, q.To)
	query := `SELECT id, address_id, pro_id, service_type, completed_at, cost_cents FROM jobs
		WHERE account_id = $1 AND status = $2 AND completed_at >= $3 AND completed_at < $4`
	args := []any{accountID, string(steward.StatusCompleted), ts(from.AddDate(0, 0, -1)), ts(to.AddDate(0, 0, 2))}
	if proID != nil {
		query += ` AND pro_id = $5`
		args = append(args, *proID)
	}
	rows, err := s.db.read.QueryContext(ctx, query+` ORDER BY completed_at, id`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []steward.SpendJob
	for rows.Next() {
		var j steward.SpendJob
		var cost sql.NullInt64
		if err := rows.Scan(&j.ID, &j.AddressID, &j.ProID, &j.ServiceType, timeCol{&j.CompletedAt}, &cost); err != nil {
			return nil, err
		}
		if cost.Valid {
			c := steward.Cents(cost.Int64)
			j.Cost = &c
		}
		loc := zones[j.AddressID]
		if loc == nil {
			loc = time.UTC
		}
		j.CompletedOn = j.CompletedAt.In(loc).Format(steward.DateLayout)
		if j.CompletedOn >= q.From && j.CompletedOn <= q.To {
			list = append(list, j)
		}
	}
	return list, rows.Err()
}

// expenses returns the account's expenses of q's period with their jobs'
// service types and pros.
func (s *ReportService) expenses(ctx context.Context, accountID int64, q steward.SpendQuery) ([]steward.SpendExpense, error) {
	// The columns it adds up, not expenseColumns: a report has no use for receipts.
	cols := "e.id, e.account_id, e.address_id, e.amount_cents, e.currency, e.category, e.spent_on, e.job_id, e.note, e.created_at"
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+cols+`, j.service_type, j.pro_id FROM expenses e
		LEFT JOIN jobs j ON j.account_id = e.account_id AND j.id = e.job_id
		WHERE e.account_id = $1 AND e.spent_on >= $2 AND e.spent_on <= $3 ORDER BY e.spent_on, e.id`, accountID, q.From, q.To)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []steward.SpendExpense
	for rows.Next() {
		var se steward.SpendExpense
		var t sql.NullString
		var cents int64
		e := &se.Expense
		if err := rows.Scan(&e.ID, &e.AccountID, &e.AddressID, &cents, &e.Currency, &e.Category, &e.SpentOn, &e.JobID, &e.Note,
			timeCol{&e.CreatedAt}, &t, &se.JobProID); err != nil {
			return nil, err
		}
		e.Amount = steward.Cents(cents).Float()
		if t.Valid {
			st := steward.ServiceType(t.String)
			se.JobServiceType = &st
		}
		list = append(list, se)
	}
	return list, rows.Err()
}
