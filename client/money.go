package client

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/stewardhq/steward"
)

// ExpenseCreate is the body of POST /api/v1/expenses.
type ExpenseCreate struct {
	AddressID int64   `json:"address_id"`
	Amount    float64 `json:"amount"`
	Currency  string  `json:"currency,omitempty"`
	Category  string  `json:"category,omitempty"`
	SpentOn   string  `json:"spent_on,omitempty"`
	JobID     *int64  `json:"job_id,omitempty"`
	Note      string  `json:"note,omitempty"`
}

// ExpenseListParams filters and pages GET /api/v1/expenses; zero values
// are omitted.
type ExpenseListParams struct {
	AddressID     *int64
	From, To      string
	Limit, Offset int
}

// ListExpenses returns one page of expenses and the number of all matches.
func (c *Client) ListExpenses(ctx context.Context, p ExpenseListParams) ([]*steward.Expense, int, error) {
	q := url.Values{}
	if p.AddressID != nil {
		q.Set("address_id", strconv.FormatInt(*p.AddressID, 10))
	}
	setNonEmpty(q, "from", p.From)
	setNonEmpty(q, "to", p.To)
	if p.Limit != 0 {
		q.Set("limit", strconv.Itoa(p.Limit))
	}
	if p.Offset != 0 {
		q.Set("offset", strconv.Itoa(p.Offset))
	}
	var out struct {
		Expenses []*steward.Expense `json:"expenses"`
		Total    int                `json:"total"`
	}
	err := c.Do(ctx, "GET", withQuery("/api/v1/expenses", q), nil, &out)
	return out.Expenses, out.Total, err
}

// CreateExpense records an expense.
func (c *Client) CreateExpense(ctx context.Context, in ExpenseCreate) (*steward.Expense, error) {
	var e steward.Expense
	if err := c.Do(ctx, "POST", "/api/v1/expenses", in, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// GetExpense returns one expense.
func (c *Client) GetExpense(ctx context.Context, id int64) (*steward.Expense, error) {
	var e steward.Expense
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/expenses/%d", id), nil, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// UpdateExpense changes an expense; fields is the PATCH body as sent
// (a nil job_id unties it from its job).
func (c *Client) UpdateExpense(ctx context.Context, id int64, fields map[string]any) (*steward.Expense, error) {
	var e steward.Expense
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/expenses/%d", id), fields, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// DeleteExpense deletes an expense.
func (c *Client) DeleteExpense(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/expenses/%d", id), nil, nil)
}

// SpendParams are the query of the reports; zero values are omitted.
type SpendParams struct {
	From, To  string
	GroupBy   string
	AddressID *int64
}

func (p SpendParams) values() url.Values {
	q := url.Values{}
	setNonEmpty(q, "from", p.From)
	setNonEmpty(q, "to", p.To)
	setNonEmpty(q, "group_by", p.GroupBy)
	if p.AddressID != nil {
		q.Set("address_id", strconv.FormatInt(*p.AddressID, 10))
	}
	return q
}

// SpendReport returns the spend report of a period.
func (c *Client) SpendReport(ctx context.Context, p SpendParams) (*steward.SpendReport, error) {
	var r steward.SpendReport
	if err := c.Do(ctx, "GET", withQuery("/api/v1/reports/spend", p.values()), nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// SpendCSV returns the spend report of a period as CSV.
func (c *Client) SpendCSV(ctx context.Context, p SpendParams) (string, error) {
	var out json.RawMessage // the body as sent: CSV
	err := c.Recording(&out).DoHeader(ctx, "GET", withQuery("/api/v1/reports/spend", p.values()), http.Header{"Accept": {"text/csv"}}, nil, nil)
	return string(out), err
}

// ProStatement returns what a pro is owed for a period.
func (c *Client) ProStatement(ctx context.Context, proID int64, p SpendParams) (*steward.ProStatement, error) {
	var s steward.ProStatement
	if err := c.Do(ctx, "GET", withQuery(fmt.Sprintf("/api/v1/reports/pros/%d/statement", proID), p.values()), nil, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// ProStatementCSV returns what a pro is owed for a period as CSV.
func (c *Client) ProStatementCSV(ctx context.Context, proID int64, p SpendParams) (string, error) {
	var out json.RawMessage // the body as sent: CSV
	err := c.Recording(&out).DoHeader(ctx, "GET", withQuery(fmt.Sprintf("/api/v1/reports/pros/%d/statement", proID), p.values()),
		http.Header{"Accept": {"text/csv"}}, nil, nil)
	return string(out), err
}

func setNonEmpty(q url.Values, k, v string) {
	if v != "" {
		q.Set(k, v)
	}
}
