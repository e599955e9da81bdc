package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// ExpenseService implements steward.ExpenseService.
type ExpenseService struct{ db *DB }

// NewExpenseService returns the expense service of db.
func NewExpenseService(db *DB) *ExpenseService { return &ExpenseService{db: db} }

var _ steward.ExpenseService = (*ExpenseService)(nil)

const expenseColumns = `id, account_id, address_id, amount_cents, currency, category, spent_on, job_id, note, created_at, ` +
	`receipt_key, receipt_type, receipt_size, receipt_uploaded_at`

func scanExpense(row interface{ Scan(...any) error }, before ...any) (*steward.Expense, error) {
	e := &steward.Expense{}
	var cents int64
	var key, typ sql.NullString
	var size sql.NullInt64
	var uploaded *time.Time
	err := row.Scan(append(before, &e.ID, &e.AccountID, &e.AddressID, &cents, &e.Currency, &e.Category, &e.SpentOn, &e.JobID, &e.Note,
		timeCol{&e.CreatedAt}, &key, &typ, &size, nullTimeCol{&uploaded})...)
	e.Amount = steward.Cents(cents).Float()
	if key.Valid && uploaded != nil {
		e.Receipt = &steward.Receipt{Key: key.String, ContentType: typ.String, Size: size.Int64, UploadedAt: *uploaded}
	}
	return e, err
}

var errExpenseNotFound = steward.Errorf(steward.ENOTFOUND, "Expense not found")

// FindExpenseByID returns one of the account's expenses.
func (s *ExpenseService) FindExpenseByID(ctx context.Context, accountID, id int64) (*steward.Expense, error) {
	return findExpense(ctx, s.db.read, accountID, id)
}

func findExpense(ctx context.Context, q queryer, accountID, id int64) (*steward.Expense, error) {
	e, err := scanExpense(q.QueryRowContext(ctx, `SELECT `+expenseColumns+` FROM expenses WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errExpenseNotFound
	}
	return e, err
}

// FindExpenses returns one page of the account's expenses matching f,
// ordered by spent_on then id, and the number of all matches.
func (s *ExpenseService) FindExpenses(ctx context.Context, accountID int64, f steward.ExpenseFilter) ([]*steward.Expense, int, error) {
	if err := f.Validate(); err != nil {
		return nil, 0, err
	}
	where, args := expenseWhere(accountID, f)
	var total int
	if err := s.db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM expenses WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+expenseColumns+` FROM expenses WHERE `+where+
		` ORDER BY spent_on, id`+limitClause(f.Limit)+` OFFSET $`+strconv.Itoa(len(args)+1), append(args, f.Offset)...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	list := []*steward.Expense{}
	for rows.Next() {
		e, err := scanExpense(rows)
		if err != nil {
			return nil, 0, err
		}
		list = append(list, e)
	}
	return list, total, rows.Err()
}

// expenseWhere is the SQL condition of f ($1 is the account).
func expenseWhere(accountID int64, f steward.ExpenseFilter) (string, []any) {
	var where strings.Builder
	args := []any{accountID}
	where.WriteString("account_id = $1")
	add := func(cond string, v any) {
		args = append(args, v)
		where.WriteString(" AND " + cond + strconv.Itoa(len(args)))
	}
	if f.AddressID != nil {
		add("address_id = $", *f.AddressID)
	}
	if f.From != "" {
		add("spent_on >= $", f.From)
	}
	if f.To != "" {
		add("spent_on <= $", f.To)
	}
	return where.String(), args
}

// CreateExpense records an expense.
func (s *ExpenseService) CreateExpense(ctx context.Context, accountID int64, in steward.ExpenseCreate) (*steward.Expense, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	var e steward.Expense
	err := s.db.inTx(ctx, func(tx *Tx) error {
		addr, err := findAddress(ctx, tx, accountID, in.AddressID)
		if err != nil {
			return unknownRef("address_id", in.AddressID, err)
		}
		if err := checkExpenseJob(ctx, tx, accountID, in.AddressID, in.JobID); err != nil {
			return err
		}
		e = steward.NewExpense(accountID, in, addr, tx.now)
		return tx.QueryRowContext(ctx, `
			INSERT INTO expenses (account_id, address_id, amount_cents, currency, category, spent_on, job_id, note, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
			accountID, e.AddressID, int64(e.AmountCents()), e.Currency, string(e.Category), e.SpentOn, e.JobID, e.Note, ts(e.CreatedAt)).Scan(&e.ID)
	})
	if err != nil {
		return nil, translate(err)
	}
	return &e, nil
}

// checkExpenseJob checks the job of an expense at addressID, if any: one
// of the account's, at the same property.
func checkExpenseJob(ctx context.Context, tx *Tx, accountID, addressID int64, jobID *int64) error {
	if jobID == nil {
		return nil
	}
	j, _, err := findJob(ctx, tx, accountID, *jobID)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return steward.Errorf(steward.EVALIDATION, "Invalid job_id: job %d does not exist in this account", *jobID)
	} else if err != nil {
		return err
	}
	return steward.CheckExpenseJob(addressID, j)
}

// UpdateExpense changes an expense.
func (s *ExpenseService) UpdateExpense(ctx context.Context, accountID, id int64, upd steward.ExpenseUpdate) (*steward.Expense, error) {
	if err := upd.Validate(); err != nil {
		return nil, err
	}
	var next steward.Expense
	err := s.db.inTx(ctx, func(tx *Tx) error {
		prev, err := findExpense(ctx, tx, accountID, id)
		if err != nil {
			return err
		}
		next = prev.Apply(upd)
		if upd.AddressID != nil {
			if _, err := findAddress(ctx, tx, accountID, next.AddressID); err != nil {
				return unknownRef("address_id", next.AddressID, err)
			}
		}
		if err := checkExpenseJob(ctx, tx, accountID, next.AddressID, next.JobID); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE expenses SET address_id = $1, amount_cents = $2, currency = $3, category = $4, spent_on = $5, job_id = $6, note = $7
			WHERE account_id = $8 AND id = $9`,
			next.AddressID, int64(next.AmountCents()), next.Currency, string(next.Category), next.SpentOn, next.JobID, next.Note, accountID, id)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return &next, nil
}

// DeleteExpense deletes an expense and returns it as it was (its
// receipt's bytes are the caller's to remove).
func (s *ExpenseService) DeleteExpense(ctx context.Context, accountID, id int64) (*steward.Expense, error) {
	var prev *steward.Expense
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		if prev, err = findExpense(ctx, tx, accountID, id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM expenses WHERE account_id = $1 AND id = $2`, accountID, id)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return prev, nil
}

// SetExpenseReceipt gives an expense the receipt r, or removes its
// receipt when r is nil, and returns the receipt it replaced.
func (s *ExpenseService) SetExpenseReceipt(ctx context.Context, accountID, id int64, r *steward.Receipt) (*steward.Expense, *steward.Receipt, error) {
	var e *steward.Expense
	var replaced *steward.Receipt
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		if e, err = findExpense(ctx, tx, accountID, id); err != nil {
			return err
		}
		replaced, e.Receipt = e.Receipt, nil
		var key, typ, uploaded any
		var size any
		if r != nil {
			rc := *r
			rc.UploadedAt = tx.now
			e.Receipt = &rc
			key, typ, size, uploaded = rc.Key, rc.ContentType, rc.Size, ts(rc.UploadedAt)
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE expenses SET receipt_key = $1, receipt_type = $2, receipt_size = $3, receipt_uploaded_at = $4
			WHERE account_id = $5 AND id = $6`, key, typ, size, uploaded, accountID, id)
		return err
	})
	if err != nil {
		return nil, nil, translate(err)
	}
	return e, replaced, nil
}
