package httpapi

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/stewardhq/steward"
)

// expenseCreateRequest is the v1 ExpenseCreate body.
type expenseCreateRequest struct {
	AddressID *int64   `json:"address_id"`
	Amount    *float64 `json:"amount"`
	Currency  *string  `json:"currency"`
	Category  *string  `json:"category"`
	SpentOn   *string  `json:"spent_on"`
	JobID     *int64   `json:"job_id"`
	Note      *string  `json:"note"`
}

func (req *expenseCreateRequest) toExpenseCreate() (steward.ExpenseCreate, error) {
	if req.AddressID == nil {
		return steward.ExpenseCreate{}, steward.MissingField("address_id")
	} else if err := positiveID("address_id", req.AddressID); err != nil {
		return steward.ExpenseCreate{}, err
	}
	return steward.ExpenseCreate{AddressID: *req.AddressID, Amount: req.Amount, Currency: deref(req.Currency),
		Category: steward.ExpenseCategory(deref(req.Category)), SpentOn: deref(req.SpentOn), JobID: req.JobID, Note: deref(req.Note)}, nil
}

// expenseUpdateRequest is the v1 ExpenseUpdate body: absent fields stay
// as they are; job_id null unties the expense from its job.
type expenseUpdateRequest struct {
	AddressID *int64     `json:"address_id"`
	Amount    *float64   `json:"amount"`
	Currency  *string    `json:"currency"`
	Category  *string    `json:"category"`
	SpentOn   *string    `json:"spent_on"`
	JobID     nullableID `json:"job_id"`
	Note      *string    `json:"note"`
}

func (req *expenseUpdateRequest) toExpenseUpdate() steward.ExpenseUpdate {
	upd := steward.ExpenseUpdate{AddressID: req.AddressID, Amount: req.Amount, Currency: req.Currency, SpentOn: req.SpentOn,
		JobID: req.JobID.Value, ClearJob: req.JobID.Set && req.JobID.Value == nil, Note: req.Note}
	if req.Category != nil {
		c := steward.ExpenseCategory(*req.Category)
		upd.Category = &c
	}
	return upd
}

// expenseList is the body of GET /api/v1/expenses.
type expenseList struct {
	Expenses []*steward.Expense `json:"expenses"`
	Total    int                `json:"total"`
}

var errExpenseNotFound = steward.Errorf(steward.ENOTFOUND, "Expense not found")

func (s *Server) handleListExpenses(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := steward.ExpenseFilter{From: q.Get("from"), To: q.Get("to")}
	var err error
	if f.AddressID, err = queryInt(r, "address_id"); err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, p := range []struct {
		name string
		dst  *int
	}{{"limit", &f.Limit}, {"offset", &f.Offset}} {
		v, err := queryInt(r, p.name)
		if err != nil {
			s.writeError(w, r, err)
			return
		} else if v != nil && (*v < 0 || *v > steward.MaxJobOffset || p.name == "limit" && *v == 0) {
			s.writeError(w, r, steward.Errorf(steward.EVALIDATION, "Invalid %s: out of range", p.name))
			return
		}
		*p.dst = int(deref(v))
	}
	list, total, err := s.Expenses.FindExpenses(r.Context(), accountID(r.Context()), f)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	for _, e := range list {
		withReceiptURL(r, e)
	}
	writeJSON(w, http.StatusOK, expenseList{Expenses: list, Total: total})
}

func (s *Server) handleCreateExpense(w http.ResponseWriter, r *http.Request) {
	var req expenseCreateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	in, err := req.toExpenseCreate()
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	e, err := s.Expenses.CreateExpense(r.Context(), accountID(r.Context()), in)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, e)
}

func (s *Server) handleGetExpense(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "expense_id")
	if !ok {
		s.writeError(w, r, errExpenseNotFound)
		return
	}
	e, err := s.Expenses.FindExpenseByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, withReceiptURL(r, e))
}

func (s *Server) handleUpdateExpense(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "expense_id")
	if !ok {
		s.writeError(w, r, errExpenseNotFound)
		return
	}
	var req expenseUpdateRequest
	if err := decode(r, &req); err != nil {
		s.writeError(w, r, err)
		return
	}
	e, err := s.Expenses.UpdateExpense(r.Context(), accountID(r.Context()), id, req.toExpenseUpdate())
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, withReceiptURL(r, e))
}

func (s *Server) handleDeleteExpense(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "expense_id")
	if !ok {
		s.writeError(w, r, errExpenseNotFound)
		return
	}
	e, err := s.Expenses.DeleteExpense(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if e.Receipt != nil && s.Photos != nil {
		s.dropImage(r, e.Receipt.Key)
	}
	w.WriteHeader(http.StatusNoContent)
}

// spendQuery reads the query parameters of the reports.
func spendQuery(r *http.Request) (steward.SpendQuery, error) {
	q := r.URL.Query()
	sq := steward.SpendQuery{From: q.Get("from"), To: q.Get("to"), GroupBy: steward.SpendGroupBy(q.Get("group_by"))}
	var err error
	sq.AddressID, err = queryInt(r, "address_id")
	return sq, err
}

// wantsCSV reports whether the request asks for CSV: format=csv, or an
// Accept header naming text/csv (and not format=json).
func wantsCSV(r *http.Request) (bool, error) {
	switch f := r.URL.Query().Get("format"); f {
	case "csv":
		return true, nil
	case "json":
		return false, nil
	case "":
		return strings.Contains(r.Header.Get("Accept"), "text/csv"), nil
	default:
		return false, steward.Errorf(steward.EVALIDATION, "Invalid format %q: must be json or csv", f)
	}
}

func (s *Server) handleSpendReport(w http.ResponseWriter, r *http.Request) {
	asCSV, err := wantsCSV(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	q, err := spendQuery(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rep, err := s.Reports.SpendReport(r.Context(), accountID(r.Context()), q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !asCSV {
		writeJSON(w, http.StatusOK, rep)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="spend-`+rep.From+`-to-`+rep.To+`.csv"`)
	w.WriteHeader(http.StatusOK)
	_ = rep.WriteCSV(w)
}

func (s *Server) handleProStatement(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "pro_id")
	if !ok {
		s.writeError(w, r, errProNotFound)
		return
	}
	asCSV, err := wantsCSV(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	q, err := spendQuery(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	st, err := s.Reports.ProStatement(r.Context(), accountID(r.Context()), id, q)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if !asCSV {
		writeJSON(w, http.StatusOK, st)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="statement-pro-%d-%s-to-%s.csv"`, st.ProID, st.From, st.To))
	w.WriteHeader(http.StatusOK)
	_ = st.WriteCSV(w)
}
