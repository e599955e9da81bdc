package sqlstore

import (
	"context"
	"database/sql"
	"errors"

	"github.com/stewardhq/steward"
)

// AddressService implements steward.AddressService and steward.TodoService.
type AddressService struct{ db *DB }

// NewAddressService returns the address service of db.
func NewAddressService(db *DB) *AddressService { return &AddressService{db: db} }

var (
	_ steward.AddressService = (*AddressService)(nil)
	_ steward.TodoService    = (*AddressService)(nil)
)

const addressColumns = `id, account_id, street, city, state, zip, country, nickname, access_instructions,
	bedrooms, bathrooms, square_feet, timezone, timezone_manual, check_in_time, check_out_time,
	turnover_enabled, turnover_service_type, turnover_duration_minutes, turnover_pro_id, created_at, archived_at`

func scanAddress(row interface{ Scan(...any) error }) (*steward.Address, error) {
	a := &steward.Address{}
	var minutes sql.NullInt64
	err := row.Scan(&a.ID, &a.AccountID, &a.Street, &a.City, &a.State, &a.Zip, &a.Country, &a.Nickname,
		&a.AccessInstructions, &a.Bedrooms, &a.Bathrooms, &a.SquareFeet, &a.Timezone, &a.TimezoneManual,
		&a.CheckInTime, &a.CheckOutTime, &a.Turnover.Enabled, &a.Turnover.ServiceType, &minutes, &a.Turnover.ProID,
		timeCol{&a.CreatedAt}, nullTimeCol{&a.ArchivedAt})
	a.Turnover.DurationMinutes, a.Turnover.DurationSet = int(minutes.Int64), minutes.Valid
	if !minutes.Valid {
		a.Turnover.DurationMinutes = steward.TurnoverMinutes(a.Bedrooms, a.Bathrooms)
	}
	return a, err
}

// FindAddressByID returns one of the account's addresses.
func (s *AddressService) FindAddressByID(ctx context.Context, accountID, id int64) (*steward.Address, error) {
	return findAddress(ctx, s.db.read, accountID, id)
}

type queryer interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func findAddress(ctx context.Context, q queryer, accountID, id int64) (*steward.Address, error) {
	a, err := scanAddress(q.QueryRowContext(ctx, `SELECT `+addressColumns+` FROM addresses WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Address not found")
	}
	return a, err
}

// FindAddresses returns the account's addresses that are not archived,
// ordered by id.
func (s *AddressService) FindAddresses(ctx context.Context, accountID int64) ([]*steward.Address, error) {
	return s.findAddresses(ctx, accountID, false)
}

// FindArchivedAddresses returns the account's archived addresses, ordered
// by id.
func (s *AddressService) FindArchivedAddresses(ctx context.Context, accountID int64) ([]*steward.Address, error) {
	return s.findAddresses(ctx, accountID, true)
}

func (s *AddressService) findAddresses(ctx context.Context, accountID int64, archived bool) ([]*steward.Address, error) {
	cond := "archived_at IS NULL"
	if archived {
		cond = "archived_at IS NOT NULL"
	}
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+addressColumns+` FROM addresses WHERE account_id = $1 AND `+cond+` ORDER BY id`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.Address{}
	for rows.Next() {
		a, err := scanAddress(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, a)
	}
	return list, rows.Err()
}

// CreateAddress adds a property with its default to-do lists.
func (s *AddressService) CreateAddress(ctx context.Context, accountID int64, in steward.AddressCreate) (*steward.Address, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	a := &steward.Address{
		AccountID: accountID, Street: in.Street, City: in.City, State: in.State, Zip: in.Zip, Country: in.Country,
		Nickname: in.Nickname, AccessInstructions: in.AccessInstructions,
		Bedrooms: in.Bedrooms, Bathrooms: in.Bathrooms, SquareFeet: in.SquareFeet,
		Timezone: steward.TimezoneFor(in.State, in.Country), CheckInTime: in.CheckInTime, CheckOutTime: in.CheckOutTime,
		Turnover: steward.Turnover{ServiceType: steward.Cleaning, DurationMinutes: steward.TurnoverMinutes(in.Bedrooms, in.Bathrooms)},
	}
	if in.Timezone != "" {
		a.Timezone, a.TimezoneManual = in.Timezone, true
	}
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a.CreatedAt = tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO addresses (account_id, street, city, state, zip, country, nickname, access_instructions,
				bedrooms, bathrooms, square_feet, timezone, timezone_manual, check_in_time, check_out_time, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
			accountID, a.Street, a.City, a.State, a.Zip, a.Country, a.Nickname, a.AccessInstructions,
			a.Bedrooms, a.Bathrooms, a.SquareFeet, a.Timezone, a.TimezoneManual, a.CheckInTime, a.CheckOutTime,
			ts(a.CreatedAt)).Scan(&a.ID)
		if err != nil {
			return err
		}
		return insertTodoLists(ctx, tx, accountID, a.ID, steward.DefaultTodoLists(a))
	})
	if err != nil {
		return nil, translate(err)
	}
	return a, nil
}

// UpdateAddress edits one of the account's addresses.
func (s *AddressService) UpdateAddress(ctx context.Context, accountID, id int64, u steward.AddressUpdate) (*steward.Address, error) {
	var next steward.Address
	err := s.db.inTx(ctx, func(tx *Tx) error {
		prev, err := lockAddress(ctx, tx, accountID, id) // turnovers may follow, as when stays change
		if err != nil {
			return err
		}
		if next, err = u.Apply(*prev); err != nil {
			return err
		}
		if u.Turnover.ProID != nil {
			if _, err := findPro(ctx, tx, accountID, *u.Turnover.ProID); steward.ErrorCode(err) == steward.ENOTFOUND {
				return steward.Errorf(steward.EVALIDATION, "Invalid turnover.pro_id: pro %d does not exist in this account", *u.Turnover.ProID)
			} else if err != nil {
				return err
			}
		}
		var minutes *int
		if next.Turnover.DurationSet {
			minutes = &next.Turnover.DurationMinutes
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE addresses SET street = $3, city = $4, state = $5, zip = $6, country = $7, nickname = $8,
				access_instructions = $9, bedrooms = $10, bathrooms = $11, square_feet = $12, timezone = $13,
				timezone_manual = $14, check_in_time = $15, check_out_time = $16, turnover_enabled = $17,
				turnover_service_type = $18, turnover_duration_minutes = $19, turnover_pro_id = $20
			WHERE account_id = $1 AND id = $2`,
			accountID, id, next.Street, next.City, next.State, next.Zip, next.Country, next.Nickname,
			next.AccessInstructions, next.Bedrooms, next.Bathrooms, next.SquareFeet, next.Timezone,
			next.TimezoneManual, next.CheckInTime, next.CheckOutTime, next.Turnover.Enabled,
			string(next.Turnover.ServiceType), minutes, next.Turnover.ProID)
		if err != nil || prev.Turnover.Enabled || !next.Turnover.Enabled {
			return err // turning turnovers off leaves the existing ones alone
		}
		return syncTurnovers(ctx, tx, &next, "turnovers turned on for the property")
	})
	if err != nil {
		return nil, translate(err)
	}
	return &next, nil
}

// ArchiveAddress archives one of the account's addresses and cancels its
// pending and confirmed jobs scheduled from now on, each change with its
// event, in one transaction.
func (s *AddressService) ArchiveAddress(ctx context.Context, accountID, id int64) (*steward.Address, error) {
	var a *steward.Address
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		if a, err = findAddress(ctx, tx, accountID, id); err != nil || a.Archived() {
			return err
		}
		now := tx.now
		a.ArchivedAt = &now
		if _, err := tx.ExecContext(ctx, `UPDATE addresses SET archived_at = $3 WHERE account_id = $1 AND id = $2`,
			accountID, id, ts(now)); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `
			SELECT id FROM jobs WHERE account_id = $1 AND address_id = $2 AND status IN ('pending', 'confirmed')
				AND scheduled_at >= $3 ORDER BY id`, accountID, id, ts(now))
		if err != nil {
			return err
		}
		var ids []int64
		for rows.Next() {
			var jobID int64
			if err := rows.Scan(&jobID); err != nil {
				rows.Close()
				return err
			}
			ids = append(ids, jobID)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, jobID := range ids {
			if _, err := changeJob(ctx, tx, accountID, jobID, func(j steward.Job) (steward.JobChange, error) {
				c, err := j.Cancel(now)
				c.Reason = "its property " + a.Name() + " was archived"
				return c, err
			}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return a, nil
}

// archivedRef is the 400 of a new job or stay at an archived address.
func archivedRef(a *steward.Address) error {
	return steward.Errorf(steward.EVALIDATION, "Invalid address_id: address %d (%s) is archived", a.ID, a.Name())
}
