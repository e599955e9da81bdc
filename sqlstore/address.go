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
	bedrooms, bathrooms, square_feet, timezone, created_at`

func scanAddress(row interface{ Scan(...any) error }) (*steward.Address, error) {
	a := &steward.Address{}
	err := row.Scan(&a.ID, &a.AccountID, &a.Street, &a.City, &a.State, &a.Zip, &a.Country, &a.Nickname,
		&a.AccessInstructions, &a.Bedrooms, &a.Bathrooms, &a.SquareFeet, &a.Timezone, timeCol{&a.CreatedAt})
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

// FindAddresses returns all of the account's addresses, ordered by id.
func (s *AddressService) FindAddresses(ctx context.Context, accountID int64) ([]*steward.Address, error) {
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+addressColumns+` FROM addresses WHERE account_id = $1 ORDER BY id`, accountID)
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
		Timezone: steward.TimezoneFor(in.State, in.Country),
	}
	err := s.db.inTx(ctx, func(tx *Tx) error {
		a.CreatedAt = tx.now
		err := tx.QueryRowContext(ctx, `
			INSERT INTO addresses (account_id, street, city, state, zip, country, nickname, access_instructions,
				bedrooms, bathrooms, square_feet, timezone, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
			accountID, a.Street, a.City, a.State, a.Zip, a.Country, a.Nickname, a.AccessInstructions,
			a.Bedrooms, a.Bathrooms, a.SquareFeet, a.Timezone, ts(a.CreatedAt)).Scan(&a.ID)
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

func insertTodoLists(ctx context.Context, tx *Tx, accountID, addressID int64, lists []steward.TodoList) error {
	for i, l := range lists {
		var listID int64
		err := tx.QueryRowContext(ctx, `
			INSERT INTO todo_lists (account_id, address_id, name, position) VALUES ($1, $2, $3, $4) RETURNING id`,
			accountID, addressID, l.Name, i+1).Scan(&listID)
		if err != nil {
			return err
		}
		for _, item := range l.Items {
			_, err := tx.ExecContext(ctx, `
				INSERT INTO todo_items (account_id, todo_list_id, description, completed, position)
				VALUES ($1, $2, $3, $4, $5)`, accountID, listID, item.Description, item.Completed, item.Order)
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// FindTodoLists returns the to-do lists of one of the account's addresses.
func (s *AddressService) FindTodoLists(ctx context.Context, accountID, addressID int64) ([]*steward.TodoList, error) {
	lists := []*steward.TodoList{}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `
			SELECT l.id, l.name, i.id, i.description, i.completed, i.position
			FROM todo_lists l LEFT JOIN todo_items i ON i.account_id = l.account_id AND i.todo_list_id = l.id
			WHERE l.account_id = $1 AND l.address_id = $2
			ORDER BY l.position, l.id, i.position, i.id`, accountID, addressID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var listID int64
			var name string
			var itemID, order sql.NullInt64
			var desc sql.NullString
			var completed sql.NullBool
			if err := rows.Scan(&listID, &name, &itemID, &desc, &completed, &order); err != nil {
				return err
			}
			if len(lists) == 0 || lists[len(lists)-1].ID != listID {
				lists = append(lists, &steward.TodoList{ID: listID, AddressID: addressID, Name: name, Items: []steward.TodoItem{}})
			}
			if itemID.Valid {
				l := lists[len(lists)-1]
				l.Items = append(l.Items, steward.TodoItem{ID: itemID.Int64, Description: desc.String, Completed: completed.Bool, Order: int(order.Int64)})
			}
		}
		return rows.Err()
	})
	return lists, err
}
