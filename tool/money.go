package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

// The money tools (issue 18): expenses, the spend report and a pro's
// statement. The reports are offered to the assistant's model; changing
// expenses is not.

var errNoMoney = steward.Errorf(steward.EUNAVAILABLE, "Expenses and reports are not available on this server")

// ratesText says a pro's rates: "cleaning $95.00 per job, maintenance
// $60.00 an hour"; "" for none.
func ratesText(r steward.Rates) string {
	var parts []string
	for _, t := range steward.ServiceTypes {
		rate, ok := r[t]
		switch {
		case !ok:
		case rate.Flat != nil:
			parts = append(parts, fmt.Sprintf("%s $%.2f per job", t, *rate.Flat))
		case rate.Hourly != nil:
			parts = append(parts, fmt.Sprintf("%s $%.2f an hour", t, *rate.Hourly))
		}
	}
	return strings.Join(parts, ", ")
}

// withReceiptPath sets the REST path of e's receipt photo, if any, as
// get_job_work sets its photos': the tools never carry the bytes, and an
// agent reads them with the same credentials at that path.
func withReceiptPath(e *steward.Expense) *steward.Expense {
	if e != nil && e.Receipt != nil {
		e.Receipt.URL = fmt.Sprintf("/api/v1/expenses/%d/receipt", e.ID)
	}
	return e
}

func expenseLine(e *steward.Expense) string {
	s := fmt.Sprintf("expense %d: %s %s at address %d on %s", e.ID, steward.FormatMoney(e.AmountCents(), e.Currency), e.Category, e.AddressID, e.SpentOn)
	if e.JobID != nil {
		s += fmt.Sprintf(", for job %d", *e.JobID)
	}
	if e.Note != "" {
		s += fmt.Sprintf(" (%s)", e.Note)
	}
	if e.Receipt != nil {
		s += fmt.Sprintf("; receipt photo (%s, %d KB) at %s", e.Receipt.ContentType, (e.Receipt.Size+1023)/1024, e.Receipt.URL)
	} else {
		s += "; no receipt"
	}
	return s
}

type listExpensesArgs struct {
	AddressID *int64 `json:"address_id,omitempty" jsonschema:"only this property's expenses"`
	From      string `json:"from,omitempty" jsonschema:"first day, YYYY-MM-DD (inclusive)"`
	To        string `json:"to,omitempty" jsonschema:"last day, YYYY-MM-DD (inclusive)"`
	Limit     int    `json:"limit,omitempty" jsonschema:"page size, 1 to 1000 (default 100)"`
	Offset    int    `json:"offset,omitempty" jsonschema:"expenses to skip"`
}

var listExpensesTool = define(Tool{
	Name:        "list_expenses",
	Title:       "List expenses",
	Description: "List the account's expenses (money spent on properties beside the pros' pay), by day and property, oldest first.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *listExpensesArgs) (*Result, error) {
	if c.Expenses == nil {
		return nil, errNoMoney
	}
	list, total, err := c.Expenses.FindExpenses(c.ctx, c.acct, steward.ExpenseFilter{AddressID: in.AddressID, From: in.From, To: in.To,
		Limit: in.Limit, Offset: in.Offset})
	if err != nil {
		return nil, err
	}
	lines := []string{fmt.Sprintf("%d expense(s), %d shown:", total, len(list))}
	for _, e := range list {
		lines = append(lines, "- "+expenseLine(withReceiptPath(e)))
	}
	return &Result{Value: map[string]any{"expenses": list, "total": total}, Text: strings.Join(lines, "\n")}, nil
})

type createExpenseArgs struct {
	AddressID int64   `json:"address_id" jsonschema:"the property the money was spent on"`
	Amount    float64 `json:"amount" jsonschema:"the amount, positive, to the cent"`
	Currency  string  `json:"currency,omitempty" jsonschema:"ISO 4217 code; default USD"`
	Category  string  `json:"category,omitempty" jsonschema:"what it was for; default other"`
	SpentOn   string  `json:"spent_on,omitempty" jsonschema:"the day, YYYY-MM-DD; default today at the property"`
	JobID     *int64  `json:"job_id,omitempty" jsonschema:"the job at the same property it was for, if any"`
	Note      string  `json:"note,omitempty" jsonschema:"what was bought or paid"`
}

var createExpenseTool = func() *Tool {
	t := define(Tool{
		Name:        "create_expense",
		Title:       "Record an expense",
		Description: "Record money spent on a property (supplies bought, a repair, utilities); it counts in the spend report.",
	}, func(c *call, in *createExpenseArgs) (*Result, error) {
		if c.Expenses == nil {
			return nil, errNoMoney
		}
		e, err := c.Expenses.CreateExpense(c.ctx, c.acct, steward.ExpenseCreate{AddressID: in.AddressID, Amount: &in.Amount,
			Currency: in.Currency, Category: steward.ExpenseCategory(in.Category), SpentOn: in.SpentOn, JobID: in.JobID, Note: in.Note})
		if err != nil {
			return nil, err
		}
		withReceiptPath(e)
		return &Result{Value: e, Text: "Recorded " + expenseLine(e)}, nil
	})
	enum(t.InputSchema, "category", steward.ExpenseCategories)
	return t
}()

type updateExpenseArgs struct {
	ExpenseID int64    `json:"expense_id" jsonschema:"the expense's id"`
	AddressID *int64   `json:"address_id,omitempty"`
	Amount    *float64 `json:"amount,omitempty"`
	Currency  *string  `json:"currency,omitempty"`
	Category  *string  `json:"category,omitempty"`
	SpentOn   *string  `json:"spent_on,omitempty" jsonschema:"YYYY-MM-DD"`
	JobID     *int64   `json:"job_id,omitempty"`
	ClearJob  bool     `json:"clear_job,omitempty" jsonschema:"true to untie the expense from its job"`
	Note      *string  `json:"note,omitempty"`
}

var updateExpenseTool = func() *Tool {
	t := define(Tool{
		Name:        "update_expense",
		Title:       "Update an expense",
		Description: "Change an expense's fields; give only what changes.",
		Idempotent:  true,
	}, func(c *call, in *updateExpenseArgs) (*Result, error) {
		if err := positive("expense_id", in.ExpenseID); err != nil {
			return nil, err
		}
		if c.Expenses == nil {
			return nil, errNoMoney
		}
		upd := steward.ExpenseUpdate{AddressID: in.AddressID, Amount: in.Amount, Currency: in.Currency, SpentOn: in.SpentOn,
			JobID: in.JobID, ClearJob: in.ClearJob, Note: in.Note}
		if in.Category != nil {
			cat := steward.ExpenseCategory(*in.Category)
			upd.Category = &cat
		}
		e, err := c.Expenses.UpdateExpense(c.ctx, c.acct, in.ExpenseID, upd)
		if err != nil {
			return nil, err
		}
		withReceiptPath(e)
		return &Result{Value: e, Text: "Updated " + expenseLine(e)}, nil
	})
	enum(t.InputSchema, "category", steward.ExpenseCategories)
	return t
}()

type expenseIDArgs struct {
	ExpenseID int64 `json:"expense_id" jsonschema:"the expense's id"`
}

var deleteExpenseTool = define(Tool{
	Name:        "delete_expense",
	Title:       "Delete an expense",
	Description: "Delete an expense for good.",
	Destructive: true,
}, func(c *call, in *expenseIDArgs) (*Result, error) {
	if err := positive("expense_id", in.ExpenseID); err != nil {
		return nil, err
	}
	if c.Expenses == nil {
		return nil, errNoMoney
	}
	e, err := c.Expenses.DeleteExpense(c.ctx, c.acct, in.ExpenseID)
	if err != nil {
		return nil, err
	}
	if e.Receipt != nil && c.Photos != nil {
		// The row is gone: failing here only leaves bytes nobody reaches.
		_ = c.Photos.Delete(c.ctx, e.Receipt.Key)
	}
	return &Result{Value: map[string]any{"deleted": true}, Text: fmt.Sprintf("Expense %d is deleted.", in.ExpenseID)}, nil
})

type spendArgs struct {
	From      string `json:"from,omitempty" jsonschema:"first day, YYYY-MM-DD (inclusive); without from and to, the current month"`
	To        string `json:"to,omitempty" jsonschema:"last day, YYYY-MM-DD (inclusive)"`
	GroupBy   string `json:"group_by,omitempty" jsonschema:"property (default), service_type, pro or month"`
	AddressID *int64 `json:"address_id,omitempty" jsonschema:"only this property's figures"`
}

func (a *spendArgs) query() steward.SpendQuery {
	return steward.SpendQuery{From: a.From, To: a.To, GroupBy: steward.SpendGroupBy(a.GroupBy), AddressID: a.AddressID}
}

var spendReportTool = func() *Tool {
	t := define(Tool{
		Name:  "get_spend_report",
		Title: "Spend report",
		Description: "What was spent in a period: the pros' pay for the jobs completed in it and the expenses, per property, " +
			"service type, pro or month, with totals (each currency apart).",
		ReadOnly: true, Idempotent: true, Planning: true,
	}, func(c *call, in *spendArgs) (*Result, error) {
		if c.Reports == nil {
			return nil, errNoMoney
		}
		rep, err := c.Reports.SpendReport(c.ctx, c.acct, in.query())
		if err != nil {
			return nil, err
		}
		return &Result{Value: rep, Text: SpendText(rep)}, nil
	})
	enum(t.InputSchema, "group_by", steward.SpendGroupBys)
	return t
}()

// SpendText says a spend report in a few lines.
func SpendText(rep *steward.SpendReport) string {
	lines := []string{fmt.Sprintf("Spend from %s to %s by %s:", rep.From, rep.To, rep.GroupBy)}
	for _, g := range rep.Groups {
		lines = append(lines, fmt.Sprintf("- %s: %s (%d job(s) %s, %d expense(s) %s)", g.Label,
			steward.FormatMoney(steward.CentsOf(g.Total), g.Currency), g.JobCount, steward.FormatMoney(steward.CentsOf(g.JobCosts), g.Currency),
			g.ExpenseCount, steward.FormatMoney(steward.CentsOf(g.Expenses), g.Currency)))
	}
	if len(rep.Totals) == 0 {
		return lines[0] + " nothing."
	}
	for _, t := range rep.Totals {
		lines = append(lines, "Total: "+steward.FormatMoney(steward.CentsOf(t.Total), t.Currency))
	}
	return strings.Join(lines, "\n")
}

type statementArgs struct {
	ProID int64  `json:"pro_id" jsonschema:"the pro's id (see list_pros)"`
	From  string `json:"from,omitempty" jsonschema:"first day, YYYY-MM-DD (inclusive); without from and to, the current month"`
	To    string `json:"to,omitempty" jsonschema:"last day, YYYY-MM-DD (inclusive)"`
}

var proStatementTool = define(Tool{
	Name:        "get_pro_statement",
	Title:       "A pro's statement",
	Description: "What a pro is owed for a period: the jobs they completed in it with their cost, and the total to pay.",
	ReadOnly:    true, Idempotent: true, Planning: true,
}, func(c *call, in *statementArgs) (*Result, error) {
	if err := positive("pro_id", in.ProID); err != nil {
		return nil, err
	}
	if c.Reports == nil {
		return nil, errNoMoney
	}
	st, err := c.Reports.ProStatement(c.ctx, c.acct, in.ProID, steward.SpendQuery{From: in.From, To: in.To})
	if err != nil {
		return nil, err
	}
	return &Result{Value: st, Text: StatementText(st)}, nil
})

// StatementText says a pro's statement in a few lines.
func StatementText(st *steward.ProStatement) string {
	lines := []string{fmt.Sprintf("%s, %s to %s: %s to pay for %d job(s).", st.ProName, st.From, st.To,
		steward.FormatMoney(steward.CentsOf(st.Total), st.Currency), len(st.Jobs))}
	for _, j := range st.Jobs {
		cost := "no cost (no rate)"
		if j.Cost != nil {
			cost = steward.FormatMoney(steward.CentsOf(*j.Cost), st.Currency)
		}
		lines = append(lines, fmt.Sprintf("- job %d, %s at %s, completed %s: %s", j.JobID, j.ServiceType, j.Address,
			j.CompletedAt.Format("2006-01-02"), cost))
	}
	return strings.Join(lines, "\n")
}
