package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// priceJobCost gives next, a job being written after prev (nil: created),
// its start time and cost at at, as the domain decides (see
// steward.Job.PriceCost), loading its pro and its property.
func priceJobCost(ctx context.Context, tx *Tx, prev, next *steward.Job, at time.Time) error {
	var pro *steward.Pro
	if next.ProID != nil && !next.CostByHand && (prev == nil || !prev.CostFrozen() || prev.CostByHand) {
		p, err := findPro(ctx, tx, next.AccountID, *next.ProID)
		if err != nil {
			return err
		}
		pro = p
	}
	var addr *steward.Address
	if pro != nil {
		if r, ok := pro.Rates[next.ServiceType]; ok && r.Hourly != nil {
			a, err := findAddress(ctx, tx, next.AccountID, next.AddressID)
			if err != nil {
				return err
			}
			addr = a
		}
	}
	next.PriceCost(prev, pro, addr, at)
	return nil
}

// repriceJobsOf gives the live jobs of pro (not finished, cost not set by
// hand) the cost of pro's new rates. A cost is not announced: no event.
func repriceJobsOf(ctx context.Context, tx *Tx, pro *steward.Pro) error {
	rows, err := tx.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs
		WHERE account_id = $1 AND pro_id = $2 AND status IN ($3, $4, $5) AND cost_by_hand = $6`,
		pro.AccountID, pro.ID, string(steward.StatusPending), string(steward.StatusConfirmed), string(steward.StatusInProgress), false)
	if err != nil {
		return err
	}
	var jobs []*steward.Job
	for rows.Next() {
		j, _, err := scanJob(rows)
		if err != nil {
			rows.Close()
			return err
		}
		jobs = append(jobs, j)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, j := range jobs {
		var addr *steward.Address
		if r, ok := pro.Rates[j.ServiceType]; ok && r.Hourly != nil {
			if addr, err = findAddress(ctx, tx, j.AccountID, j.AddressID); err != nil {
				return err
			}
		}
		before := costCents(j.Cost)
		prev := *j
		j.PriceCost(&prev, pro, addr, tx.now)
		if after := costCents(j.Cost); !equalCents(before, after) {
			if _, err := tx.ExecContext(ctx, `UPDATE jobs SET cost_cents = $1, version = version + 1 WHERE account_id = $2 AND id = $3`,
				after, j.AccountID, j.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

// costCents is a cost as kept: cents, NULL for none.
func costCents(cost *float64) *int64 {
	if cost == nil {
		return nil
	}
	c := int64(steward.CentsOf(*cost))
	return &c
}

func equalCents(a, b *int64) bool { return a == nil && b == nil || a != nil && b != nil && *a == *b }

// ratesText is a pro's rates as kept: their JSON.
func ratesText(r steward.Rates) string {
	b, _ := json.Marshal(r) // a map of plain values cannot fail
	return string(b)
}

// scanRates reads rates kept by ratesText.
func scanRates(s string) (steward.Rates, error) {
	r := steward.Rates{}
	if err := json.Unmarshal([]byte(s), &r); err != nil {
		return nil, fmt.Errorf("pro rates %q: %w", s, err)
	}
	return r, nil
}
