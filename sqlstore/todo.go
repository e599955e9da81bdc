package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/stewardhq/steward"
)

// The to-do lists of addresses, and the copies jobs take of them; the
// AddressService implements steward.TodoService.

var errTodoListNotFound = steward.Errorf(steward.ENOTFOUND, "To-do list not found")

// insertTodoLists adds lists to an address, after the lists it has.
func insertTodoLists(ctx context.Context, tx *Tx, accountID, addressID int64, lists []steward.TodoList) error {
	for _, l := range lists {
		var listID int64
		err := tx.QueryRowContext(ctx, `
			INSERT INTO todo_lists (account_id, address_id, name, service_type, position)
			VALUES ($1, $2, $3, $4, (SELECT COALESCE(MAX(position), 0) + 1 FROM todo_lists WHERE account_id = $1 AND address_id = $2))
			RETURNING id`,
			accountID, addressID, l.Name, string(l.ServiceType)).Scan(&listID)
		if err != nil {
			return err
		}
		if err := insertTodoItems(ctx, tx, accountID, listID, l.Items); err != nil {
			return err
		}
	}
	return nil
}

func insertTodoItems(ctx context.Context, tx *Tx, accountID, listID int64, items []steward.TodoItem) error {
	for _, item := range items {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO todo_items (account_id, todo_list_id, description, kind, required, completed, position)
			VALUES ($1, $2, $3, $4, $5, FALSE, $6)`, accountID, listID, item.Description, string(item.Kind), item.Required, item.Order)
		if err != nil {
			return err
		}
	}
	return nil
}

// FindTodoLists returns the to-do lists of one of the account's addresses.
func (s *AddressService) FindTodoLists(ctx context.Context, accountID, addressID int64) ([]*steward.TodoList, error) {
	var lists []*steward.TodoList
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		var err error
		lists, err = findTodoLists(ctx, tx, accountID, addressID, 0)
		return err
	})
	return lists, err
}

// findTodoLists reads the lists of an address, or only list listID when
// it is not 0.
func findTodoLists(ctx context.Context, tx *Tx, accountID, addressID, listID int64) ([]*steward.TodoList, error) {
	rows, err := tx.QueryContext(ctx, `
		SELECT l.id, l.name, l.service_type, i.id, i.description, i.kind, i.required, i.position
		FROM todo_lists l LEFT JOIN todo_items i ON i.account_id = l.account_id AND i.todo_list_id = l.id
		WHERE l.account_id = $1 AND l.address_id = $2 AND ($3 = 0 OR l.id = $3)
		ORDER BY l.position, l.id, i.position, i.id`, accountID, addressID, listID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	lists := []*steward.TodoList{}
	for rows.Next() {
		var l steward.TodoList
		var itemID, order sql.NullInt64
		var desc, kind sql.NullString
		var required sql.NullBool
		if err := rows.Scan(&l.ID, &l.Name, &l.ServiceType, &itemID, &desc, &kind, &required, &order); err != nil {
			return nil, err
		}
		if len(lists) == 0 || lists[len(lists)-1].ID != l.ID {
			l.AddressID, l.Items = addressID, []steward.TodoItem{}
			lists = append(lists, &l)
		}
		if itemID.Valid {
			last := lists[len(lists)-1]
			last.Items = append(last.Items, steward.TodoItem{ID: itemID.Int64, Description: desc.String,
				Kind: steward.TodoKind(kind.String), Required: required.Bool, Order: int(order.Int64)})
		}
	}
	return lists, rows.Err()
}

// CreateTodoList adds a list to one of the account's addresses, after its
// other lists.
func (s *AddressService) CreateTodoList(ctx context.Context, accountID, addressID int64, in steward.TodoListInput) (*steward.TodoList, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	for _, it := range in.Items {
		if it.ID != 0 {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid items: a new list's items have no id")
		}
	}
	var list *steward.TodoList
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		var n int
		err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM todo_lists WHERE account_id = $1 AND address_id = $2`,
			accountID, addressID).Scan(&n)
		if err != nil {
			return err
		} else if n >= steward.MaxTodoLists {
			return steward.Errorf(steward.EVALIDATION, "Invalid to-do list: an address has at most %d lists", steward.MaxTodoLists)
		}
		l := steward.TodoList{Name: in.Name, ServiceType: in.ServiceType, Items: todoItemsOf(in)}
		if err := insertTodoLists(ctx, tx, accountID, addressID, []steward.TodoList{l}); err != nil {
			return err
		}
		lists, err := findTodoLists(ctx, tx, accountID, addressID, 0)
		if err != nil {
			return err
		}
		list = lists[len(lists)-1]
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return list, nil
}

// todoItemsOf returns the items of in, numbered from 1.
func todoItemsOf(in steward.TodoListInput) []steward.TodoItem {
	items := make([]steward.TodoItem, len(in.Items))
	for i, it := range in.Items {
		items[i] = steward.TodoItem{ID: it.ID, Description: it.Description, Kind: it.Kind, Required: it.Required, Order: i + 1}
	}
	return items
}

// UpdateTodoList replaces a list's name, service type and items (see
// steward.TodoListInput).
func (s *AddressService) UpdateTodoList(ctx context.Context, accountID, addressID, listID int64, in steward.TodoListInput) (*steward.TodoList, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var list *steward.TodoList
	err := s.db.inTx(ctx, func(tx *Tx) error {
		// The update first: on PostgreSQL it locks the list, so two
		// replacements of one list take turns.
		res, err := tx.ExecContext(ctx, `UPDATE todo_lists SET name = $1, service_type = $2
			WHERE account_id = $3 AND address_id = $4 AND id = $5`, in.Name, string(in.ServiceType), accountID, addressID, listID)
		if err != nil {
			return err
		} else if n, _ := res.RowsAffected(); n == 0 {
			if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
				return err
			}
			return errTodoListNotFound
		}
		prev, err := findTodoLists(ctx, tx, accountID, addressID, listID)
		if err != nil {
			return err
		}
		kept := map[int64]bool{}
		for _, it := range prev[0].Items {
			kept[it.ID] = false
		}
		var added []steward.TodoItem
		for i, it := range todoItemsOf(in) {
			if it.ID == 0 {
				added = append(added, it)
				continue
			} else if _, ok := kept[it.ID]; !ok {
				return steward.Errorf(steward.EVALIDATION, "Invalid items[%d].id: item %d is not in this list", i, it.ID)
			}
			kept[it.ID] = true
			_, err := tx.ExecContext(ctx, `UPDATE todo_items SET description = $1, kind = $2, required = $3, position = $4
				WHERE account_id = $5 AND todo_list_id = $6 AND id = $7`,
				it.Description, string(it.Kind), it.Required, it.Order, accountID, listID, it.ID)
			if err != nil {
				return err
			}
		}
		for id, keep := range kept {
			if !keep {
				if _, err := tx.ExecContext(ctx, `DELETE FROM todo_items WHERE account_id = $1 AND todo_list_id = $2 AND id = $3`,
					accountID, listID, id); err != nil {
					return err
				}
			}
		}
		if err := insertTodoItems(ctx, tx, accountID, listID, added); err != nil {
			return err
		}
		lists, err := findTodoLists(ctx, tx, accountID, addressID, listID)
		if err != nil {
			return err
		}
		list = lists[0]
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return list, nil
}

// DeleteTodoList deletes a list and its items; jobs keep their copies.
func (s *AddressService) DeleteTodoList(ctx context.Context, accountID, addressID, listID int64) error {
	return translate(s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findAddress(ctx, tx, accountID, addressID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM todo_items WHERE account_id = $1 AND todo_list_id IN
			(SELECT id FROM todo_lists WHERE account_id = $1 AND address_id = $2 AND id = $3)`, accountID, addressID, listID); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, `DELETE FROM todo_lists WHERE account_id = $1 AND address_id = $2 AND id = $3`,
			accountID, addressID, listID)
		if err != nil {
			return err
		} else if n, _ := res.RowsAffected(); n == 0 {
			return errTodoListNotFound
		}
		return nil
	}))
}

// copyJobTodos gives a new job its own copy of its address's lists of its
// service type. createJob calls it, so every job creation takes it.
func copyJobTodos(ctx context.Context, tx *Tx, j *steward.Job) error {
	_, err := tx.ExecContext(ctx, `
		INSERT INTO job_todo_items (account_id, job_id, todo_list_id, list_position, list_name, service_type,
			description, kind, required, position)
		SELECT l.account_id, $3, l.id, l.position, l.name, l.service_type, i.description, i.kind, i.required, i.position
		FROM todo_lists l JOIN todo_items i ON i.account_id = l.account_id AND i.todo_list_id = l.id
		WHERE l.account_id = $1 AND l.address_id = $2 AND l.service_type = $4`,
		j.AccountID, j.AddressID, j.ID, string(j.ServiceType))
	return err
}

// FindJobTodos returns one of the account's jobs' own checklists.
func (s *AddressService) FindJobTodos(ctx context.Context, accountID, jobID int64) (*steward.JobTodos, error) {
	var out *steward.JobTodos
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, _, err := findJob(ctx, tx, accountID, jobID); err != nil {
			return err
		}
		lists, err := findJobTodos(ctx, tx, accountID, jobID)
		if err != nil {
			return err
		}
		out = jobTodosOf(jobID, lists)
		return nil
	})
	return out, err
}

func jobTodosOf(jobID int64, lists []*steward.TodoList) *steward.JobTodos {
	p, _ := steward.ProgressOf(lists)
	return &steward.JobTodos{JobID: jobID, Todos: lists, Progress: p}
}

const jobTodoColumns = `todo_list_id, list_name, service_type, id, description, kind, required, position, completed, quantity, completed_at`

// findJobTodos reads a job's checklists.
func findJobTodos(ctx context.Context, q queryer, accountID, jobID int64) ([]*steward.TodoList, error) {
	rows, err := q.QueryContext(ctx, `SELECT `+jobTodoColumns+` FROM job_todo_items
		WHERE account_id = $1 AND job_id = $2 ORDER BY list_position, todo_list_id, position, id`, accountID, jobID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	lists := []*steward.TodoList{}
	for rows.Next() {
		var l steward.TodoList
		var it steward.TodoItem
		if err := scanJobTodo(rows, &l, &it); err != nil {
			return nil, err
		}
		if len(lists) == 0 || lists[len(lists)-1].ID != l.ID {
			lists = append(lists, &l)
		}
		last := lists[len(lists)-1]
		last.Items = append(last.Items, it)
	}
	return lists, rows.Err()
}

func scanJobTodo(row interface{ Scan(...any) error }, l *steward.TodoList, it *steward.TodoItem) error {
	var count sql.NullInt64
	err := row.Scan(&l.ID, &l.Name, &l.ServiceType, &it.ID, &it.Description, &it.Kind, &it.Required, &it.Order,
		&it.Completed, &count, nullTimeCol{&it.CompletedAt})
	if count.Valid {
		n := int(count.Int64)
		it.Count = &n
	}
	return err
}

// todosMissing returns the blocking items of a job's checklist (see
// steward.Job.TodosMissing).
func todosMissing(ctx context.Context, tx *Tx, accountID, jobID int64) ([]string, error) {
	lists, err := findJobTodos(ctx, tx, accountID, jobID)
	if err != nil {
		return nil, err
	}
	_, missing := steward.ProgressOf(lists)
	return missing, nil
}

// CompleteTodoItem ticks or unticks an item of a job's checklist (see
// steward.TodoService).
func (s *AddressService) CompleteTodoItem(ctx context.Context, accountID, jobID, itemID int64, completed bool, count *int, occurredAt time.Time) (*steward.JobTodos, error) {
	var out *steward.JobTodos
	err := s.db.inTx(ctx, func(tx *Tx) (err error) {
		out, err = completeTodoItem(ctx, tx, accountID, jobID, itemID, completed, count, occurredAt)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// completeTodoItem is CompleteTodoItem in tx.
func completeTodoItem(ctx context.Context, tx *Tx, accountID, jobID, itemID int64, completed bool, count *int, occurredAt time.Time) (*steward.JobTodos, error) {
	var out *steward.JobTodos
	err := func() error {
		// Bumping the job's version first locks it on PostgreSQL and makes
		// a completion that read the checklist before this tick fail its
		// write (and retry), so a job never completes on a stale list.
		res, err := tx.ExecContext(ctx, `UPDATE jobs SET version = version + 1 WHERE account_id = $1 AND id = $2`, accountID, jobID)
		if err != nil {
			return err
		} else if n, _ := res.RowsAffected(); n == 0 {
			return steward.Errorf(steward.ENOTFOUND, "Job not found")
		}
		j, _, err := findJob(ctx, tx, accountID, jobID)
		if err != nil {
			return err
		}
		var l steward.TodoList
		var item steward.TodoItem
		err = scanJobTodo(tx.QueryRowContext(ctx, `SELECT `+jobTodoColumns+` FROM job_todo_items
			WHERE account_id = $1 AND job_id = $2 AND id = $3`, accountID, jobID, itemID), &l, &item)
		if errors.Is(err, sql.ErrNoRows) {
			return steward.Errorf(steward.ENOTFOUND, "To-do item not found")
		} else if err != nil {
			return err
		}
		at := occurredAt
		if at.IsZero() {
			at = tx.now
		}
		next, err := item.Tick(*j, completed, count, at.Truncate(timePrecision))
		if err != nil {
			return err
		}
		var quantity any
		if next.Count != nil {
			quantity = *next.Count
		}
		if _, err := tx.ExecContext(ctx, `UPDATE job_todo_items SET completed = $1, quantity = $2, completed_at = $3
			WHERE account_id = $4 AND job_id = $5 AND id = $6`,
			next.Completed, quantity, tsPtr(next.CompletedAt), accountID, jobID, itemID); err != nil {
			return err
		}
		lists, err := findJobTodos(ctx, tx, accountID, jobID)
		if err != nil {
			return err
		}
		out = jobTodosOf(jobID, lists)
		return nil
	}()
	return out, err
}
