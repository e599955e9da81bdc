package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// ProService implements steward.ProService.
type ProService struct{ db *DB }

// NewProService returns the pro service of db.
func NewProService(db *DB) *ProService { return &ProService{db: db} }

var _ steward.ProService = (*ProService)(nil)

const proColumns = `id, account_id, name, email, phone, services, active, completed_jobs, failed_jobs, created_at,
	ratings_count, recent_scores, quality_issues, low_ratings_since, rates`

func scanPro(row interface{ Scan(...any) error }) (*steward.Pro, error) {
	p := &steward.Pro{}
	var services string
	var completed, failed int
	var scores, rates string
	err := row.Scan(&p.ID, &p.AccountID, &p.Name, &p.Email, &p.Phone, &services, &p.Active, &completed, &failed, timeCol{&p.CreatedAt},
		&p.RatingsCount, &scores, &p.QualityIssues, nullTimeCol{&p.LowRatingsSince}, &rates)
	if err != nil {
		return nil, err
	}
	if p.Rates, err = scanRates(rates); err != nil {
		return nil, err
	}
	p.Services = []steward.ServiceType{}
	for _, s := range strings.Split(services, ",") {
		if s != "" {
			p.Services = append(p.Services, steward.ServiceType(s))
		}
	}
	p.Rating = steward.ProQualityRating(completed, failed, steward.SplitScores(scores))
	return p, nil
}

// FindProByID returns one of the account's pros.
func (s *ProService) FindProByID(ctx context.Context, accountID, id int64) (*steward.Pro, error) {
	return findPro(ctx, s.db.read, accountID, id)
}

func findPro(ctx context.Context, q queryer, accountID, id int64) (*steward.Pro, error) {
	p, err := scanPro(q.QueryRowContext(ctx, `SELECT `+proColumns+` FROM pros WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Pro not found")
	}
	return p, err
}

// FindPros returns all of the account's pros, ordered by id.
func (s *ProService) FindPros(ctx context.Context, accountID int64) ([]*steward.Pro, error) {
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+proColumns+` FROM pros WHERE account_id = $1 ORDER BY id`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.Pro{}
	for rows.Next() {
		p, err := scanPro(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, p)
	}
	return list, rows.Err()
}

// CreatePro adds a pro.
func (s *ProService) CreatePro(ctx context.Context, accountID int64, in steward.ProCreate) (*steward.Pro, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var p *steward.Pro
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		p, err = createPro(ctx, tx, accountID, in)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return p, nil
}

// createPro adds a validated pro (see CreatePro).
func createPro(ctx context.Context, tx *Tx, accountID int64, in steward.ProCreate) (*steward.Pro, error) {
	p := &steward.Pro{AccountID: accountID, Name: in.Name, Email: in.Email, Phone: in.Phone, Services: in.Services, Active: true, Rating: steward.ProRating(0, 0),
		Rates: in.Rates}
	if p.Rates == nil {
		p.Rates = steward.Rates{}
	}
	if in.Active != nil {
		p.Active = *in.Active
	}
	p.CreatedAt = tx.now
	err := tx.QueryRowContext(ctx, `
		INSERT INTO pros (account_id, name, email, phone, services, active, created_at, rates)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		accountID, p.Name, p.Email, p.Phone, joinServices(p.Services), p.Active, ts(p.CreatedAt), ratesText(p.Rates)).Scan(&p.ID)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// UpdatePro changes a pro and unassigns, in the same transaction, the jobs
// the pro can no longer do (see steward.Pro.CannotDo), each through
// changeJob so that each announces its job.scheduled event.
func (s *ProService) UpdatePro(ctx context.Context, accountID, id int64, upd steward.ProUpdate) (*steward.Pro, []int64, error) {
	if err := upd.Validate(); err != nil {
		return nil, nil, err
	}
	var pro *steward.Pro
	var unassigned []int64
	err := s.db.inTx(ctx, func(tx *Tx) error {
		prev, err := findPro(ctx, tx, accountID, id)
		if err != nil {
			return err
		}
		next := prev.Apply(upd)
		_, err = tx.ExecContext(ctx, `
			UPDATE pros SET name = $1, email = $2, phone = $3, services = $4, active = $5, rates = $8
			WHERE account_id = $6 AND id = $7`,
			next.Name, next.Email, next.Phone, joinServices(next.Services), next.Active, accountID, id, ratesText(next.Rates))
		if err != nil {
			return err
		}
		pro = &next
		if unassigned, err = unassignJobsOf(ctx, tx, &next); err != nil {
			return err
		}
		if upd.Rates != nil {
			return repriceJobsOf(ctx, tx, &next)
		}
		return nil
	})
	if err != nil {
		return nil, nil, translate(err)
	}
	return pro, unassigned, nil
}

// unassignJobsOf unassigns the jobs pro can no longer do, as it now is, and
// returns their ids. The query finds the candidates; the domain decides.
func unassignJobsOf(ctx context.Context, tx *Tx, pro *steward.Pro) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `
		SELECT id FROM jobs
		WHERE account_id = $1 AND pro_id = $2 AND status IN ($3, $4) AND scheduled_at >= $5
		ORDER BY scheduled_at, id`,
		pro.AccountID, pro.ID, string(steward.StatusPending), string(steward.StatusConfirmed), ts(tx.now))
	if err != nil {
		return nil, err
	}
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	unassigned := []int64{}
	for _, id := range ids {
		j, err := changeJob(ctx, tx, pro.AccountID, id, func(j steward.Job) (steward.JobChange, error) {
			if !pro.CannotDo(j, tx.now) {
				return steward.JobChange{Job: j}, nil
			}
			c, err := j.Apply(steward.JobUpdate{UnassignPro: true}, nil, tx.now)
			c.Reason = fmt.Sprintf("%s can no longer do %s jobs (inactive or no longer offering it)", pro.Name, j.ServiceType)
			return c, err
		})
		if err != nil {
			return nil, err
		}
		if j.ProID == nil {
			unassigned = append(unassigned, id)
		}
	}
	return unassigned, nil
}

func joinServices(list []steward.ServiceType) string {
	names := make([]string, len(list))
	for i, s := range list {
		names[i] = string(s)
	}
	return strings.Join(names, ",")
}
