package sqlstore

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// applyJobSupplies brings the counts of job j, just completed, into the
// supplies of its property, in the completing transaction: each count
// item of its checklist that names a supply (see steward.MatchSupply)
// sets that supply's count; a restocking job then brings every other
// supply below par back to par. Each change is recorded in the supply's
// history with the job.
func applyJobSupplies(ctx context.Context, tx *Tx, j *steward.Job) error {
	a, err := findAddress(ctx, tx, j.AccountID, j.AddressID)
	if err != nil {
		return err
	}
	// Hold the property's supply rows until the commit, as UpdateSupply
	// holds one, so a count by hand and this job's counts take turns.
	if _, err := tx.ExecContext(ctx, `UPDATE supplies SET on_hand = on_hand WHERE account_id = $1 AND address_id = $2`,
		a.AccountID, a.ID); err != nil {
		return err
	}
	supplies, err := findSupplies(ctx, tx, a)
	if err != nil || len(supplies) == 0 {
		return err
	}
	values := make([]steward.Supply, len(supplies))
	byID := make(map[int64]*steward.Supply, len(supplies))
	for i, s := range supplies {
		values[i], byID[s.ID] = *s, s
	}
	type count struct {
		description string
		n           int
	}
	rows, err := tx.QueryContext(ctx, `SELECT description, quantity FROM job_todo_items
		WHERE account_id = $1 AND job_id = $2 AND kind = 'count' AND completed AND quantity IS NOT NULL
		ORDER BY list_position, todo_list_id, position`, j.AccountID, j.ID)
	if err != nil {
		return err
	}
	var counts []count
	for rows.Next() {
		var c count
		if err := rows.Scan(&c.description, &c.n); err != nil {
			rows.Close()
			return err
		}
		counts = append(counts, c)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	actor := steward.ActorFromContext(ctx)
	jobID := j.ID
	counted := map[int64]bool{}
	for _, c := range counts {
		match, ok := steward.MatchSupply(c.description, values)
		if !ok {
			continue
		}
		counted[match.ID] = true // the last count of a supply wins
		prev := byID[match.ID]
		next := *prev
		next.Count, next.UpdatedAt = c.n, tx.now
		entry := &steward.SupplyEvent{Actor: actor, Kind: steward.SupplyCounted, To: c.n, JobID: &jobID,
			Reason: supplyReason(j, fmt.Sprintf("counted %d %s (%q)", c.n, prev.Unit, c.description))}
		if err := saveSupply(ctx, tx, a, prev, &next, entry); err != nil {
			return err
		}
		*byID[match.ID] = next
	}
	if j.ServiceType != steward.Restocking {
		return nil
	}
	for _, prev := range supplies {
		if counted[prev.ID] || prev.Count >= prev.Par {
			continue
		}
		next := *prev
		next.Count, next.UpdatedAt = prev.Par, tx.now
		entry := &steward.SupplyEvent{Actor: actor, Kind: steward.SupplyRestocked, To: prev.Par, JobID: &jobID,
			Reason: supplyReason(j, fmt.Sprintf("restocked to par (%d %s)", prev.Par, prev.Unit))}
		if err := saveSupply(ctx, tx, a, prev, &next, entry); err != nil {
			return err
		}
	}
	return nil
}

// RestockReason starts the history reason of the restocking jobs the
// supply worker creates or updates.
const RestockReason = "supplies need restocking"

// TickSupplies looks at the supplies of every property that has any, in
// every account, at the store's clock, and makes sure each property whose
// supplies would not last through its next stay has one live restocking
// job before that stay's check-in (see steward.PlanRestock): it creates
// it in the vacant window before the check-in (steward.VacantSlot,
// same-day turns allowed, after the turnover's duration), or, when a
// restocking job Steward created is already live, rewrites its shopping
// list when it changed. It returns how many jobs it created or updated.
//
// Each property is handled in a transaction of its own that holds the
// property's row (see lockAddress), so a tick on another replica waits its
// turn and then finds the job made: never two restocking jobs.
func (s *SupplyService) TickSupplies(ctx context.Context) (int, error) {
	type property struct{ account, address int64 }
	var due []property
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT DISTINCT s.account_id, s.address_id FROM supplies s
			JOIN addresses a ON a.account_id = s.account_id AND a.id = s.address_id
			WHERE a.archived_at IS NULL ORDER BY s.account_id, s.address_id`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var p property
			if err := rows.Scan(&p.account, &p.address); err != nil {
				return err
			}
			due = append(due, p)
		}
		return rows.Err()
	})
	if err != nil {
		return 0, err
	}
	changed := 0
	for _, p := range due {
		// A look first, read-only: most properties need nothing, and
		// locking each one every tick would write its row for nothing.
		var needed bool
		err := s.db.inReadTx(ctx, func(tx *Tx) error {
			a, err := findAddress(ctx, tx, p.account, p.address)
			if err != nil {
				return err
			}
			needed, err = restockProperty(ctx, tx, a, false)
			return err
		})
		if err == nil && needed {
			err = s.db.inTx(ctx, func(tx *Tx) error {
				a, err := lockAddress(ctx, tx, p.account, p.address)
				if err != nil {
					return err
				}
				ok, err := restockProperty(ctx, tx, a, true)
				if ok {
					changed++
				}
				return err
			})
		}
		if err != nil {
			return changed, translate(err)
		}
	}
	return changed, nil
}

// restockProperty plans the restock of a's supplies and, when write is
// set, creates or updates its restocking job; it reports whether it wrote
// one (would write one, when write is not set).
func restockProperty(ctx context.Context, tx *Tx, a *steward.Address, write bool) (bool, error) {
	supplies, err := findSupplies(ctx, tx, a)
	if err != nil || len(supplies) == 0 {
		return false, err
	}
	stays, err := supplyStays(ctx, tx, a, tx.now)
	if err != nil {
		return false, err
	}
	values := make([]steward.Supply, len(supplies))
	for i, s := range supplies {
		values[i] = *s
	}
	plan, ok := steward.PlanRestock(values, stays, tx.now, a.Location())
	if !ok {
		return false, nil
	}
	live, err := liveRestock(ctx, tx, a)
	if err != nil {
		return false, err
	}
	if live != nil {
		if live.Notes == nil || !isShoppingList(*live.Notes) || *live.Notes == plan.Notes {
			return false, nil // the host's own job, or the list is as it was
		}
		if !write {
			return true, nil
		}
		notes := plan.Notes
		_, err := changeJob(ctx, tx, a.AccountID, live.ID, func(j steward.Job) (steward.JobChange, error) {
			next := j
			next.Notes, next.UpdatedAt = &notes, tx.now
			return steward.JobChange{Job: next, Changed: true, Actor: steward.ActorSystem,
				Reason: plan.Reason + "; the shopping list changed"}, nil
		})
		return err == nil, err
	}
	if !write {
		return true, nil
	}
	rule := steward.SlotRule{NotBefore: tx.now, Deadline: plan.Deadline, Duration: steward.RestockingDuration,
		AfterCheckOut: turnoverDuration(a), SameDayTurns: true}
	at, found := steward.VacantSlot(a, stays, rule)
	if !found && !plan.Deadline.IsZero() {
		// No room before the check-in: the earliest vacant slot after it,
		// rather than no restock at all.
		rule.Deadline = time.Time{}
		at, found = steward.VacantSlot(a, stays, rule)
		plan.Reason += "; no vacant slot before that check-in, so the first one after it"
	}
	if !found {
		return false, nil
	}
	notes := plan.Notes
	in := steward.JobCreate{AddressID: a.ID, ServiceType: steward.Restocking, ScheduledAt: at.Truncate(timePrecision), Notes: &notes}
	c, err := steward.NewJob(a.AccountID, in, a, nil, tx.now)
	if err != nil {
		return false, err
	}
	c.Actor, c.Reason = steward.ActorSystem, plan.Reason
	_, err = insertJob(ctx, tx, c)
	return err == nil, err
}

// turnoverDuration is how long a's turnover takes, left free after each
// check-out before unattended work.
func turnoverDuration(a *steward.Address) time.Duration {
	m := a.Turnover.DurationMinutes
	if m <= 0 {
		m = steward.TurnoverMinutes(a.Bedrooms, a.Bathrooms)
	}
	return time.Duration(m) * time.Minute
}

// liveRestock returns the earliest restocking job at a that is pending,
// confirmed or in progress, nil when there is none.
func liveRestock(ctx context.Context, tx *Tx, a *steward.Address) (*steward.Job, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+jobColumns+` FROM jobs WHERE account_id = $1 AND address_id = $2
		AND service_type = 'restocking' AND status IN ('pending', 'confirmed', 'in_progress') ORDER BY scheduled_at, id LIMIT 1`,
		a.AccountID, a.ID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	if !rows.Next() {
		return nil, rows.Err()
	}
	j, _, err := scanJob(rows)
	return j, err
}

// isShoppingList reports whether notes are a shopping list Steward wrote
// (see steward.ShoppingNotes), its own to rewrite.
func isShoppingList(notes string) bool { return strings.HasPrefix(notes, steward.ShoppingListHeader) }
