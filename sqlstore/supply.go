package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// SupplyService implements steward.SupplyService. A change of a count is
// written with its history entry, and a supply that falls to its minimum
// with its inventory.low event, in the same transaction.
type SupplyService struct{ db *DB }

// NewSupplyService returns the supply service of db.
func NewSupplyService(db *DB) *SupplyService { return &SupplyService{db: db} }

var _ steward.SupplyService = (*SupplyService)(nil)

const supplyColumns = `id, account_id, address_id, name, unit, on_hand, min_level, par_level, per_guest_night, rate_by_hand,
	low_since, created_at, updated_at`

func scanSupply(row interface{ Scan(...any) error }) (*steward.Supply, error) {
	s := &steward.Supply{}
	err := row.Scan(&s.ID, &s.AccountID, &s.AddressID, &s.Name, &s.Unit, &s.Count, &s.Min, &s.Par, &s.PerGuestNight,
		&s.RateByHand, nullTimeCol{&s.LowSince}, timeCol{&s.CreatedAt}, timeCol{&s.UpdatedAt})
	return s, err
}

var errSupplyNotFound = steward.Errorf(steward.ENOTFOUND, "Supply not found")

// supplyLookback is how far back the stays read with supplies reach: far
// enough to learn from (see steward.SupplyLearnWindow).
const supplyLookback = steward.SupplyLearnWindow + 31*24*time.Hour

// findSupplies returns the supplies of address a, by name.
func findSupplies(ctx context.Context, q queryer, a *steward.Address) ([]*steward.Supply, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+supplyColumns+` FROM supplies WHERE account_id = $1 AND address_id = $2
		ORDER BY name_key, id`, a.AccountID, a.ID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.Supply{}
	for rows.Next() {
		s, err := scanSupply(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, s)
	}
	return list, rows.Err()
}

func findSupply(ctx context.Context, q queryer, accountID, addressID, id int64) (*steward.Supply, error) {
	s, err := scanSupply(q.QueryRowContext(ctx, `SELECT `+supplyColumns+` FROM supplies
		WHERE account_id = $1 AND address_id = $2 AND id = $3`, accountID, addressID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errSupplyNotFound
	}
	return s, err
}

// supplyStays returns the confirmed stays at a that check out at from or
// later, by check-in.
func supplyStays(ctx context.Context, q queryer, a *steward.Address, from time.Time) ([]*steward.Reservation, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+reservationColumns+` FROM reservations
		WHERE account_id = $1 AND address_id = $2 AND status = 'confirmed' AND check_out >= $3 ORDER BY check_in, id`,
		a.AccountID, a.ID, ts(from))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []*steward.Reservation
	for rows.Next() {
		r, err := scanReservation(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, r)
	}
	return list, rows.Err()
}

// withForecasts fills in the forecasts of supplies at a, at now.
func withForecasts(ctx context.Context, q queryer, a *steward.Address, now time.Time, supplies ...*steward.Supply) error {
	stays, err := supplyStays(ctx, q, a, now)
	if err != nil {
		return err
	}
	for _, s := range supplies {
		*s = s.WithForecast(stays, now, a.Location())
	}
	return nil
}

// FindSupplies returns the supplies of one of the account's addresses.
func (s *SupplyService) FindSupplies(ctx context.Context, accountID, addressID int64) ([]*steward.Supply, error) {
	a, err := findAddress(ctx, s.db.read, accountID, addressID)
	if err != nil {
		return nil, err
	}
	list, err := findSupplies(ctx, s.db.read, a)
	if err != nil {
		return nil, err
	}
	return list, withForecasts(ctx, s.db.read, a, s.db.Clock.Now(), list...)
}

// FindSupply returns one supply of one of the account's addresses.
func (s *SupplyService) FindSupply(ctx context.Context, accountID, addressID, id int64) (*steward.Supply, error) {
	a, err := findAddress(ctx, s.db.read, accountID, addressID)
	if err != nil {
		return nil, err
	}
	sup, err := findSupply(ctx, s.db.read, accountID, addressID, id)
	if err != nil {
		return nil, err
	}
	return sup, withForecasts(ctx, s.db.read, a, s.db.Clock.Now(), sup)
}

// FindLowSupplies returns the low supplies of the account's properties
// that are not archived.
func (s *SupplyService) FindLowSupplies(ctx context.Context, accountID int64) ([]*steward.Supply, error) {
	rows, err := s.db.read.QueryContext(ctx, `SELECT s.id, s.account_id, s.address_id, s.name, s.unit, s.on_hand, s.min_level,
			s.par_level, s.per_guest_night, s.rate_by_hand, s.low_since, s.created_at, s.updated_at
		FROM supplies s JOIN addresses a ON a.account_id = s.account_id AND a.id = s.address_id
		WHERE s.account_id = $1 AND a.archived_at IS NULL AND s.on_hand <= s.min_level
		ORDER BY s.address_id, s.name_key, s.id`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.Supply{}
	for rows.Next() {
		sup, err := scanSupply(rows)
		if err != nil {
			return nil, err
		}
		sup.Low = true
		list = append(list, sup)
	}
	return list, rows.Err()
}

// CreateSupply adds a supply to one of the account's addresses.
func (s *SupplyService) CreateSupply(ctx context.Context, accountID, addressID int64, in steward.SupplyCreate) (*steward.Supply, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var sup *steward.Supply
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a, err := findAddress(ctx, tx, accountID, addressID)
		if err != nil {
			return err
		} else if a.Archived() {
			return steward.Errorf(steward.EVALIDATION, "Invalid address: the property is archived")
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM supplies WHERE account_id = $1 AND address_id = $2`,
			accountID, addressID).Scan(&n); err != nil {
			return err
		} else if n >= steward.MaxSuppliesPerAddress {
			return steward.Errorf(steward.EVALIDATION, "Invalid address: a property has at most %d supplies", steward.MaxSuppliesPerAddress)
		}
		if err := checkSupplyName(ctx, tx, accountID, addressID, 0, in.Name); err != nil {
			return err
		}
		sup = &steward.Supply{AccountID: accountID, AddressID: addressID, Name: in.Name, Unit: in.Unit, Count: in.Count,
			Min: in.Min, Par: in.Par, PerGuestNight: in.PerGuestNight, RateByHand: in.PerGuestNight != nil,
			CreatedAt: tx.now, UpdatedAt: tx.now}
		err = tx.QueryRowContext(ctx, `INSERT INTO supplies (account_id, address_id, name, name_key, unit, on_hand, min_level,
				par_level, per_guest_night, rate_by_hand, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
			accountID, addressID, sup.Name, steward.SupplyNameKey(sup.Name), sup.Unit, sup.Count, sup.Min, sup.Par,
			sup.PerGuestNight, sup.RateByHand, ts(tx.now)).Scan(&sup.ID)
		if err != nil {
			return err
		}
		entry := steward.SupplyEvent{Actor: steward.ActorFromContext(ctx), Kind: steward.SupplyCreated, To: sup.Count,
			Reason: "added"}
		if err := recordSupplyHistory(ctx, tx, sup, entry); err != nil {
			return err
		}
		if err := markLow(ctx, tx, a, sup); err != nil {
			return err
		}
		return withForecasts(ctx, tx, a, tx.now, sup)
	})
	if err != nil {
		return nil, translateSupply(err, in.Name)
	}
	return sup, nil
}

// checkSupplyName refuses a name another supply (not id) of the address
// has, whatever its case.
func checkSupplyName(ctx context.Context, tx *Tx, accountID, addressID, id int64, name string) error {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM supplies WHERE account_id = $1 AND address_id = $2 AND name_key = $3 AND id <> $4`,
		accountID, addressID, steward.SupplyNameKey(name), id).Scan(&n)
	if err == nil && n > 0 {
		return steward.DuplicateSupplyError(name)
	}
	return err
}

// translateSupply is translate, naming the field of a duplicate name that
// a concurrent writer took between the check and the write.
func translateSupply(err error, name string) error {
	if isUniqueViolation(err) {
		return steward.DuplicateSupplyError(name)
	}
	return translate(err)
}

// UpdateSupply changes a supply; a new count goes to its history.
func (s *SupplyService) UpdateSupply(ctx context.Context, accountID, addressID, id int64, u steward.SupplyUpdate) (*steward.Supply, error) {
	var sup *steward.Supply
	name := ""
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a, err := findAddress(ctx, tx, accountID, addressID)
		if err != nil {
			return err
		}
		// Hold the supply's row (a no-op write) until the commit, so two
		// changes of its count take turns and each history entry starts
		// from the count the other left.
		if _, err := tx.ExecContext(ctx, `UPDATE supplies SET on_hand = on_hand WHERE account_id = $1 AND address_id = $2 AND id = $3`,
			accountID, addressID, id); err != nil {
			return err
		}
		prev, err := findSupply(ctx, tx, accountID, addressID, id)
		if err != nil {
			return err
		}
		next, err := prev.Apply(u, tx.now)
		if err != nil {
			return err
		}
		name = next.Name
		if steward.SupplyNameKey(next.Name) != steward.SupplyNameKey(prev.Name) {
			if err := checkSupplyName(ctx, tx, accountID, addressID, id, next.Name); err != nil {
				return err
			}
		}
		reason := "set by hand"
		if u.Reason != nil && *u.Reason != "" {
			reason = *u.Reason
		}
		var entry *steward.SupplyEvent
		if next.Count != prev.Count {
			entry = &steward.SupplyEvent{Actor: steward.ActorFromContext(ctx), Kind: steward.SupplySet, To: next.Count, Reason: reason}
		}
		sup = &next
		return saveSupply(ctx, tx, a, prev, sup, entry)
	})
	if err != nil {
		return nil, translateSupply(err, name)
	}
	return sup, nil
}

// saveSupply writes next (prev before the change) with the history entry
// of its count change (nil: the count did not change), learns its use
// again after a count, raises inventory.low when it falls to its minimum,
// and fills in its forecast.
func saveSupply(ctx context.Context, tx *Tx, a *steward.Address, prev, next *steward.Supply, entry *steward.SupplyEvent) error {
	if entry != nil {
		from := prev.Count
		entry.From = &from
		if err := recordSupplyHistory(ctx, tx, next, *entry); err != nil {
			return err
		}
		if err := learnSupply(ctx, tx, a, next); err != nil {
			return err
		}
	}
	_, err := tx.ExecContext(ctx, `UPDATE supplies SET name = $1, name_key = $2, unit = $3, on_hand = $4, min_level = $5,
			par_level = $6, per_guest_night = $7, rate_by_hand = $8, updated_at = $9
		WHERE account_id = $10 AND address_id = $11 AND id = $12`,
		next.Name, steward.SupplyNameKey(next.Name), next.Unit, next.Count, next.Min, next.Par, next.PerGuestNight,
		next.RateByHand, ts(tx.now), next.AccountID, next.AddressID, next.ID)
	if err != nil {
		return err
	}
	if err := markLow(ctx, tx, a, next); err != nil {
		return err
	}
	return withForecasts(ctx, tx, a, tx.now, next)
}

// learnSupply sets sup's per-guest-night rate from its history and the
// stays, unless a host set it (see steward.LearnPerGuestNight); a supply
// with nothing to learn from keeps the rate it had.
func learnSupply(ctx context.Context, tx *Tx, a *steward.Address, sup *steward.Supply) error {
	if sup.RateByHand {
		return nil
	}
	history, err := findSupplyHistory(ctx, tx, sup.AccountID, sup.ID, tx.now.Add(-steward.SupplyLearnWindow-24*time.Hour))
	if err != nil {
		return err
	}
	stays, err := supplyStays(ctx, tx, a, tx.now.Add(-supplyLookback))
	if err != nil {
		return err
	}
	if rate, ok := steward.LearnPerGuestNight(history, stays, tx.now); ok {
		sup.PerGuestNight = &rate
	}
	return nil
}

// markLow keeps sup's low_since: set, with an inventory.low event, when
// it is low and was not; cleared when it is no longer low. A supply thus
// announces each fall to its minimum once, however often it is written.
func markLow(ctx context.Context, tx *Tx, a *steward.Address, sup *steward.Supply) error {
	switch {
	case sup.IsLow() && sup.LowSince == nil:
		now := tx.now
		sup.LowSince = &now
		if _, err := tx.ExecContext(ctx, `UPDATE supplies SET low_since = $1 WHERE account_id = $2 AND id = $3`,
			ts(now), sup.AccountID, sup.ID); err != nil {
			return err
		}
		return recordSupplyEvent(ctx, tx, a, sup)
	case !sup.IsLow() && sup.LowSince != nil:
		sup.LowSince = nil
		_, err := tx.ExecContext(ctx, `UPDATE supplies SET low_since = NULL WHERE account_id = $1 AND id = $2`, sup.AccountID, sup.ID)
		return err
	}
	return nil
}

// recordSupplyEvent writes the inventory.low event of sup into the outbox
// in the caller's transaction, with its webhook deliveries; its object is
// the supply as GET returns it.
func recordSupplyEvent(ctx context.Context, tx *Tx, a *steward.Address, sup *steward.Supply) error {
	view := *sup
	if err := withForecasts(ctx, tx, a, tx.now, &view); err != nil {
		return err
	}
	object, err := json.Marshal(view)
	if err != nil {
		return err
	}
	var eventID int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO events (uuid, account_id, name, object, previous_attributes, occurred_at, created_at)
		VALUES ($1, $2, $3, $4, '{}', $5, $5) RETURNING id`,
		newEventUUID(tx.now), sup.AccountID, steward.EventInventoryLow, string(object), ts(tx.now)).Scan(&eventID)
	if err != nil {
		return err
	}
	return queueDeliveries(ctx, tx, sup.AccountID, eventID, steward.EventInventoryLow)
}

// recordSupplyHistory writes one change of sup's count.
func recordSupplyHistory(ctx context.Context, tx *Tx, sup *steward.Supply, e steward.SupplyEvent) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO supply_history (account_id, supply_id, at, actor, kind, count_from, count_to, job_id, reason)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		sup.AccountID, sup.ID, ts(tx.now), e.Actor, e.Kind, e.From, e.To, e.JobID, e.Reason)
	return err
}

// findSupplyHistory returns the entries of a supply's history at since or
// later, oldest first.
func findSupplyHistory(ctx context.Context, q queryer, accountID, supplyID int64, since time.Time) ([]*steward.SupplyEvent, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, at, actor, kind, count_from, count_to, job_id, reason FROM supply_history
		WHERE account_id = $1 AND supply_id = $2 AND at >= $3 ORDER BY id`, accountID, supplyID, ts(since))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.SupplyEvent{}
	for rows.Next() {
		e := &steward.SupplyEvent{}
		if err := rows.Scan(&e.ID, timeCol{&e.At}, &e.Actor, &e.Kind, &e.From, &e.To, &e.JobID, &e.Reason); err != nil {
			return nil, err
		}
		list = append(list, e)
	}
	return list, rows.Err()
}

// FindSupplyHistory returns the changes of a supply's count, oldest first.
func (s *SupplyService) FindSupplyHistory(ctx context.Context, accountID, addressID, id int64) ([]*steward.SupplyEvent, error) {
	if _, err := findAddress(ctx, s.db.read, accountID, addressID); err != nil {
		return nil, err
	}
	if _, err := findSupply(ctx, s.db.read, accountID, addressID, id); err != nil {
		return nil, err
	}
	return findSupplyHistory(ctx, s.db.read, accountID, id, time.Unix(0, 0))
}

// DeleteSupply removes a supply and its history.
func (s *SupplyService) DeleteSupply(ctx context.Context, accountID, addressID, id int64) error {
	return translate(s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM supplies WHERE account_id = $1 AND address_id = $2 AND id = $3`,
			accountID, addressID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errSupplyNotFound
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM supply_history WHERE account_id = $1 AND supply_id = $2`, accountID, id)
		return err
	}))
}

// supplyReason is the history reason of the counts job j's checklist
// brings.
func supplyReason(j *steward.Job, what string) string {
	return fmt.Sprintf("%s job %d completed: %s", j.ServiceType, j.ID, what)
}
