package steward

import (
	"context"
	"strings"
	"time"
)

// ExpenseCategory is what an expense was for.
type ExpenseCategory string

// The expense categories: supplies bought (linen, coffee, soap), repairs
// paid outside a job's cost (parts, a plumber not in Steward), utilities
// (power, water, internet) and anything else.
const (
	ExpenseSupplies  ExpenseCategory = "supplies"
	ExpenseRepairs   ExpenseCategory = "repairs"
	ExpenseUtilities ExpenseCategory = "utilities"
	ExpenseOther     ExpenseCategory = "other"
)

// ExpenseCategories lists every category in a stable order.
var ExpenseCategories = []ExpenseCategory{ExpenseSupplies, ExpenseRepairs, ExpenseUtilities, ExpenseOther}

// Valid reports whether c is one of ExpenseCategories.
func (c ExpenseCategory) Valid() bool {
	for _, v := range ExpenseCategories {
		if c == v {
			return true
		}
	}
	return false
}

// Expense is money spent on one of the account's properties, beside what
// its pros are paid for jobs (Job.Cost): amount in currency (ISO 4217),
// spent on a day (YYYY-MM-DD), optionally for one of the property's jobs.
// Its JSON form is the v1 wire form.
type Expense struct {
	ID        int64           `json:"id"`
	AccountID int64           `json:"-"`
	AddressID int64           `json:"address_id"`
	Amount    float64         `json:"amount"`
	Currency  string          `json:"currency"`
	Category  ExpenseCategory `json:"category"`
	SpentOn   string          `json:"spent_on"`
	JobID     *int64          `json:"job_id"`
	Note      string          `json:"note"`
	CreatedAt time.Time       `json:"created_at"`
	// Receipt is the photo of the expense's receipt, nil without one.
	Receipt *Receipt `json:"receipt"`
}

// Receipt is the photo of an expense's receipt: its bytes are kept by the
// PhotoStore under Key (as the pros' photos are), checked and sniffed as
// they are (SniffPhoto, MaxPhotoBytes). URL is where the caller reads the
// bytes; the HTTP layer sets it.
type Receipt struct {
	ContentType string    `json:"content_type"`
	Size        int64     `json:"size"`
	URL         string    `json:"url"`
	UploadedAt  time.Time `json:"uploaded_at"`
	Key         string    `json:"-"`
}

// AmountCents returns the amount in cents, as reports add it up.
func (e *Expense) AmountCents() Cents { return CentsOf(e.Amount) }

// MaxExpense is the largest amount one expense may carry.
const MaxExpense = 1_000_000.0

// MaxExpenseNoteLen is the longest note an expense may carry.
const MaxExpenseNoteLen = 2000

// DateLayout is how the money interfaces write a day: 2026-03-04.
const DateLayout = "2006-01-02"

// parseSpendDate reads a day given for field as YYYY-MM-DD.
func parseSpendDate(field, s string) (time.Time, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return time.Time{}, Errorf(EVALIDATION, "Invalid %s %q: must be a date as YYYY-MM-DD", field, s)
	} else if t.Year() < 2000 || t.Year() > 2999 {
		return time.Time{}, Errorf(EVALIDATION, "Invalid %s %q: must be between 2000 and 2999", field, s)
	}
	return t, nil
}

// ExpenseCreate is what it takes to record an expense. Currency defaults
// to DefaultCurrency, Category to other, SpentOn to today at the property
// (see NewExpense).
type ExpenseCreate struct {
	AddressID int64
	Amount    *float64
	Currency  string
	Category  ExpenseCategory
	SpentOn   string
	JobID     *int64
	Note      string
}

// Validate checks the fields that need no database, normalises the
// currency to upper case and applies the defaults but SpentOn's.
func (c *ExpenseCreate) Validate() error {
	if c.AddressID == 0 {
		return MissingField("address_id")
	} else if c.AddressID < 0 {
		return Errorf(EVALIDATION, "Invalid address_id: must be a positive integer")
	} else if c.Amount == nil {
		return MissingField("amount")
	}
	if c.Currency == "" {
		c.Currency = DefaultCurrency
	}
	if c.Category == "" {
		c.Category = ExpenseOther
	}
	return checkExpenseFields(c.Amount, &c.Currency, &c.Category, &c.SpentOn, c.JobID, &c.Note)
}

// checkExpenseFields checks the fields of an expense that are given (not
// nil; an empty SpentOn is not given): ExpenseCreate and ExpenseUpdate
// share the rules.
func checkExpenseFields(amount *float64, currency *string, category *ExpenseCategory, spentOn *string, jobID *int64, note *string) error {
	if amount != nil {
		if err := checkAmount("amount", *amount, MaxExpense); err != nil {
			return err
		}
		v := CentsOf(*amount).Float()
		*amount = v
	}
	if currency != nil {
		*currency = strings.ToUpper(strings.TrimSpace(*currency))
		if !validCurrency(*currency) {
			return Errorf(EVALIDATION, "Invalid currency %q: must be an ISO 4217 code of 3 letters, such as USD or EUR", *currency)
		}
	}
	if category != nil && !category.Valid() {
		return Errorf(EVALIDATION, "Invalid category %q: must be one of %s", string(*category), joinExpenseCategories())
	}
	if spentOn != nil && *spentOn != "" {
		if _, err := parseSpendDate("spent_on", *spentOn); err != nil {
			return err
		}
	}
	if jobID != nil && *jobID <= 0 {
		return Errorf(EVALIDATION, "Invalid job_id: must be a positive integer")
	}
	if note != nil {
		*note = strings.TrimSpace(*note)
		return CheckText("note", *note, MaxExpenseNoteLen)
	}
	return nil
}

func validCurrency(s string) bool {
	if len(s) != 3 {
		return false
	}
	for i := 0; i < 3; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

func joinExpenseCategories() string {
	names := make([]string, len(ExpenseCategories))
	for i, c := range ExpenseCategories {
		names[i] = string(c)
	}
	return strings.Join(names, ", ")
}

// CheckExpenseJob returns the validation error of tying an expense at
// addressID to job: the job must be at the same property (the store has
// already found it in the account; another account's job is "not found").
func CheckExpenseJob(addressID int64, job *Job) error {
	if job.AddressID != addressID {
		return Errorf(EVALIDATION, "Invalid job_id: job %d is at another property than address_id %d", job.ID, addressID)
	}
	return nil
}

// NewExpense returns the expense in records for accountID at now: a
// SpentOn left empty is today at addr, its property. in must be valid; a
// job must be checked with CheckExpenseJob.
func NewExpense(accountID int64, in ExpenseCreate, addr *Address, now time.Time) Expense {
	e := Expense{AccountID: accountID, AddressID: in.AddressID, Amount: *in.Amount, Currency: in.Currency,
		Category: in.Category, SpentOn: in.SpentOn, JobID: in.JobID, Note: in.Note, CreatedAt: now}
	if e.SpentOn == "" {
		e.SpentOn = now.In(addr.Location()).Format(DateLayout)
	}
	return e
}

// ExpenseUpdate is a partial change to an expense; nil fields stay as
// they are. ClearJob unties the expense from its job.
type ExpenseUpdate struct {
	AddressID *int64
	Amount    *float64
	Currency  *string
	Category  *ExpenseCategory
	SpentOn   *string
	JobID     *int64
	ClearJob  bool
	Note      *string
}

// Validate checks the fields that are set by the rules of ExpenseCreate.
func (u *ExpenseUpdate) Validate() error {
	if u.AddressID != nil && *u.AddressID <= 0 {
		return Errorf(EVALIDATION, "Invalid address_id: must be a positive integer")
	} else if u.SpentOn != nil && *u.SpentOn == "" {
		return Errorf(EVALIDATION, "Invalid spent_on: must be a date as YYYY-MM-DD")
	} else if u.JobID != nil && u.ClearJob {
		return Errorf(EVALIDATION, "Invalid job_id: give a job or null, not both")
	}
	return checkExpenseFields(u.Amount, u.Currency, u.Category, u.SpentOn, u.JobID, u.Note)
}

// Apply returns e with u applied; u must be valid. A job must be checked
// with CheckExpenseJob against the result's address.
func (e Expense) Apply(u ExpenseUpdate) Expense {
	if u.AddressID != nil {
		e.AddressID = *u.AddressID
	}
	if u.Amount != nil {
		e.Amount = *u.Amount
	}
	if u.Currency != nil {
		e.Currency = *u.Currency
	}
	if u.Category != nil {
		e.Category = *u.Category
	}
	if u.SpentOn != nil {
		e.SpentOn = *u.SpentOn
	}
	if u.ClearJob {
		e.JobID = nil
	} else if u.JobID != nil {
		e.JobID = u.JobID
	}
	if u.Note != nil {
		e.Note = *u.Note
	}
	return e
}

// ExpenseFilter selects expenses for FindExpenses: From and To bound
// spent_on (both inclusive, YYYY-MM-DD). Results are ordered by spent_on,
// then id.
type ExpenseFilter struct {
	AddressID *int64
	From, To  string
	Limit     int // 1..MaxExpenseLimit; 0 means DefaultExpenseLimit
	Offset    int
}

// Paging limits of GET /expenses.
const (
	DefaultExpenseLimit = 100
	MaxExpenseLimit     = 1000
)

// Validate checks the filter's dates and paging.
func (f *ExpenseFilter) Validate() error {
	if f.Limit == 0 {
		f.Limit = DefaultExpenseLimit
	}
	if f.Limit < 1 || f.Limit > MaxExpenseLimit {
		return Errorf(EVALIDATION, "Invalid limit: must be between 1 and %d", MaxExpenseLimit)
	} else if f.Offset < 0 || f.Offset > MaxJobOffset {
		return Errorf(EVALIDATION, "Invalid offset: must be between 0 and %d", MaxJobOffset)
	} else if f.AddressID != nil && *f.AddressID <= 0 {
		return Errorf(EVALIDATION, "Invalid address_id: must be a positive integer")
	}
	for _, d := range []struct{ name, v string }{{"from", f.From}, {"to", f.To}} {
		if d.v != "" {
			if _, err := parseSpendDate(d.name, d.v); err != nil {
				return err
			}
		}
	}
	if f.From != "" && f.To != "" && f.To < f.From {
		return Errorf(EVALIDATION, "Invalid to: must not be before from")
	}
	return nil
}

// ExpenseService manages expenses, scoped to accountID: another account's
// expense is not found.
//
// Errors: ENOTFOUND ("Expense not found"); EVALIDATION for bad input,
// including an address_id or job_id outside the account or a job at
// another property (see CheckExpenseJob).
type ExpenseService interface {
	FindExpenseByID(ctx context.Context, accountID, id int64) (*Expense, error)
	// FindExpenses returns one page of matching expenses and the number
	// of all matches.
	FindExpenses(ctx context.Context, accountID int64, f ExpenseFilter) ([]*Expense, int, error)
	CreateExpense(ctx context.Context, accountID int64, in ExpenseCreate) (*Expense, error)
	UpdateExpense(ctx context.Context, accountID, id int64, upd ExpenseUpdate) (*Expense, error)
	// DeleteExpense deletes an expense and returns it as it was, so
	// that the caller removes its receipt's bytes from the PhotoStore.
	DeleteExpense(ctx context.Context, accountID, id int64) (*Expense, error)
	// SetExpenseReceipt gives an expense the receipt r (its bytes already
	// stored under r.Key), or removes its receipt when r is nil. It
	// returns the expense and the receipt it replaced or removed (nil if
	// none), whose bytes the caller removes from the PhotoStore.
	SetExpenseReceipt(ctx context.Context, accountID, id int64, r *Receipt) (e *Expense, replaced *Receipt, err error)
}

// ReceiptJobID is the job id under which a PhotoStore keeps receipts'
// bytes: a receipt belongs to an expense, not a job (PhotoStore.Put).
const ReceiptJobID = 0
