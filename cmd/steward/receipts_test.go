package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestMoneyReceipts drives expenses' receipt photos (upload, read,
// replace, remove; the pros' photos' checks) and the pro's statement as
// CSV through real HTTP on each store, and through the CLI and MCP.
func TestMoneyReceipts(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			w := &moneyWorld{clock: &movingClock{t: time.Date(2026, 3, 2, 8, 0, 0, 0, time.UTC)}}
			hooks := &testHooks{Clock: w.clock}
			srv := startServerCtx(t, context.WithValue(context.Background(), testHooksKey{}, hooks), testdb.DSN(t, engine), nil, "--rate-limit", "0")
			w.url = srv.URL
			w.setup(t)
			t.Run("Receipt", func(t *testing.T) { testReceipt(t, w) })
			t.Run("StatementCSV", func(t *testing.T) { testStatementCSV(t, w) })
		})
	}
}

// putReceipt uploads data as the receipt field of expense id, with the
// content type the client claims (never trusted).
func putReceipt(t *testing.T, c *client.Client, id int64, data []byte, field string) *rawResponse {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, _ := mw.CreateFormFile(field, "receipt.jpg")
	_, _ = part.Write(data)
	_ = mw.Close()
	return raw(t, c, "PUT", fmt.Sprintf("/api/v1/expenses/%d/receipt", id), body.String(), "Content-Type", mw.FormDataContentType())
}

func testReceipt(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	e, err := w.c.CreateExpense(ctx, client.ExpenseCreate{AddressID: w.cabin.ID, Amount: 19.99, Category: "supplies", SpentOn: "2026-03-02", Note: "coffee"})
	if err != nil || e.Receipt != nil {
		t.Fatalf("new expense = %+v, %v; want no receipt", e, err)
	}
	path := fmt.Sprintf("/api/v1/expenses/%d/receipt", e.ID)
	raw(t, w.c, "GET", path, "").want(t, 404, steward.ENOTFOUND, "Receipt not found")
	raw(t, w.c, "DELETE", path, "").want(t, 404, steward.ENOTFOUND, "Receipt not found")

	// Refusals, as for the pros' photos: not an image, too large, not
	// multipart, another field, none at all, an unknown expense.
	putReceipt(t, w.c, e.ID, []byte("<html><script>alert(1)</script></html>"), "receipt").want(t, 415, steward.EMEDIATYPE, "not a JPEG, PNG, WebP or HEIC")
	putReceipt(t, w.c, e.ID, append(jpegBytes[:11:11], bytes.Repeat([]byte{0}, steward.MaxPhotoBytes)...), "receipt").want(t, 413, steward.ETOOLARGE, "10 MiB")
	raw(t, w.c, "PUT", path, `{"receipt":"x"}`, "Content-Type", "application/json").want(t, 415, steward.EMEDIATYPE, "multipart/form-data")
	putReceipt(t, w.c, e.ID, jpegBytes, "photo").want(t, 400, steward.EVALIDATION, `Invalid field "photo"`)
	putReceipt(t, w.c, e.ID, nil, "receipt").want(t, 400, steward.EVALIDATION, "Invalid receipt: the file is empty")
	putReceipt(t, w.c, 99999999, jpegBytes, "receipt").want(t, 404, steward.ENOTFOUND, "Expense not found")

	// A JPEG sent as anything is a JPEG; it shows on every read of the expense.
	up, err := w.c.PutExpenseReceipt(ctx, e.ID, "receipt.bin", bytes.NewReader(jpegBytes))
	if err != nil || up.Receipt == nil || up.Receipt.ContentType != "image/jpeg" || up.Receipt.Size != int64(len(jpegBytes)) ||
		!strings.HasSuffix(up.Receipt.URL, path) || !up.Receipt.UploadedAt.Equal(w.clock.Now()) || up.Amount != 19.99 {
		t.Fatalf("PUT receipt = %+v, %v", up, err)
	}
	got, err := w.c.GetExpense(ctx, e.ID)
	if err != nil || got.Receipt == nil || *got.Receipt != *up.Receipt {
		t.Errorf("GET expense's receipt = %+v, %v; want %+v", got, err, up.Receipt)
	}
	list, _, err := w.c.ListExpenses(ctx, client.ExpenseListParams{AddressID: &w.cabin.ID, From: "2026-03-02", To: "2026-03-02"})
	if err != nil || len(list) != 1 || list[0].Receipt == nil || list[0].Receipt.URL != up.Receipt.URL {
		t.Errorf("listed expenses = %+v, %v", list, err)
	}
	if patched, err := w.c.UpdateExpense(ctx, e.ID, map[string]any{"note": "coffee beans"}); err != nil || patched.Receipt == nil {
		t.Errorf("PATCH keeps the receipt: %+v, %v", patched, err)
	}
	r := raw(t, w.c, "GET", path, "")
	if r.Status != 200 || !bytes.Equal(r.Body, jpegBytes) || r.Header.Get("Content-Type") != "image/jpeg" ||
		r.Header.Get("X-Content-Type-Options") != "nosniff" || r.Header.Get("Content-Security-Policy") != "default-src 'none'; sandbox" {
		t.Errorf("GET receipt: %d, %d bytes, headers %v", r.Status, len(r.Body), r.Header)
	}

	// Replacing it: a PNG now.
	w.clock.advance(time.Minute)
	if up, err = w.c.PutExpenseReceipt(ctx, e.ID, "r.png", bytes.NewReader(pngBytes)); err != nil || up.Receipt.ContentType != "image/png" {
		t.Fatalf("replace receipt = %+v, %v", up, err)
	}
	if data, typ, err := w.c.ExpenseReceipt(ctx, e.ID); err != nil || typ != "image/png" || !bytes.Equal(data, pngBytes) {
		t.Errorf("receipt after replacing = %d bytes %q, %v", len(data), typ, err)
	}

	// Tenant scope: another account reads, replaces and removes nothing.
	other := signupWithKey(t, w.url)
	_, _, err = other.ExpenseReceipt(ctx, e.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)
	_, err = other.PutExpenseReceipt(ctx, e.ID, "x.jpg", bytes.NewReader(jpegBytes))
	wantStatus(t, err, 404, steward.ENOTFOUND)
	wantStatus(t, other.DeleteExpenseReceipt(ctx, e.ID), 404, steward.ENOTFOUND)

	// MCP says whether an expense has a receipt, never its bytes.
	cs := mcpConnect(t, w.url, http.Header{"X-API-Key": {w.c.APIKey}})
	var listed struct {
		Expenses []*steward.Expense `json:"expenses"`
	}
	res := callTool(t, cs, "list_expenses", map[string]any{"address_id": w.cabin.ID, "from": "2026-03-02", "to": "2026-03-02"}, &listed)
	if len(listed.Expenses) != 1 || listed.Expenses[0].Receipt == nil || listed.Expenses[0].Receipt.ContentType != "image/png" ||
		listed.Expenses[0].Receipt.URL != fmt.Sprintf("/api/v1/expenses/%d/receipt", e.ID) ||
		!strings.Contains(toolText(res), "receipt photo (image/png") {
		t.Errorf("list_expenses = %+v %q", listed.Expenses, toolText(res))
	}

	// The CLI attaches a file and removes it.
	env := map[string]string{"STEWARD_URL": w.url, "STEWARD_API_KEY": w.c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	file := filepath.Join(t.TempDir(), "till.jpg")
	if err := os.WriteFile(file, jpegBytes, 0o600); err != nil {
		t.Fatal(err)
	}
	id := strconv.FormatInt(e.ID, 10)
	cliRun(t, env, "", "expenses", "receipt", id, file).want(t, exitOK, "image/jpeg", "coffee beans")
	cliRun(t, env, "", "expenses", "receipt", id).want(t, exitUsage)
	cliRun(t, env, "", "expenses", "receipt", id, filepath.Join(t.TempDir(), "missing.jpg")).want(t, exitUsage)
	cliRun(t, env, "", "expenses", "receipt", id, "--remove").want(t, exitOK, "Removed the receipt of expense "+id)
	if got, err := w.c.GetExpense(ctx, e.ID); err != nil || got.Receipt != nil {
		t.Errorf("expense after --remove = %+v, %v", got, err)
	}
	raw(t, w.c, "GET", path, "").want(t, 404, steward.ENOTFOUND, "Receipt not found")

	// Deleting an expense deletes its receipt with it.
	if _, err := w.c.PutExpenseReceipt(ctx, e.ID, "r.png", bytes.NewReader(pngBytes)); err != nil {
		t.Fatal(err)
	}
	if err := w.c.DeleteExpense(ctx, e.ID); err != nil {
		t.Fatal(err)
	}
	raw(t, w.c, "GET", path, "").want(t, 404, steward.ENOTFOUND, "Expense not found")
}

// testStatementCSV: the pro's statement as CSV is the JSON statement's
// jobs and total, row for row, through format=csv, Accept and the CLI.
func testStatementCSV(t *testing.T, w *moneyWorld) {
	ctx := context.Background()
	for i := 0; i < 2; i++ {
		j := w.job(t, w.cabin, "cleaning", w.ana, time.Hour)
		w.clock.advance(time.Hour)
		w.work(t, j, 30*time.Minute)
	}
	day := w.clock.Now().In(w.cabin.Location()).Format("2006-01-02")
	p := client.SpendParams{From: day, To: day}
	st, err := w.c.ProStatement(ctx, w.ana.ID, p)
	if err != nil || len(st.Jobs) < 2 {
		t.Fatalf("statement = %+v, %v", st, err)
	}
	text, err := w.c.ProStatementCSV(ctx, w.ana.ID, p)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
	if err != nil || len(rows) != len(st.Jobs)+2 {
		t.Fatalf("CSV rows = %q, %v; want a header, %d jobs and a total", rows, err, len(st.Jobs))
	}
	if strings.Join(rows[0], ",") != "job_id,completed_at,address_id,address,service_type,currency,cost" {
		t.Errorf("CSV header = %q", rows[0])
	}
	for i, j := range st.Jobs {
		cost := ""
		if j.Cost != nil {
			cost = fmt.Sprintf("%.2f", *j.Cost)
		}
		want := []string{strconv.FormatInt(j.JobID, 10), j.CompletedAt.UTC().Format(time.RFC3339), strconv.FormatInt(j.AddressID, 10), j.Address,
			string(j.ServiceType), "USD", cost}
		if strings.Join(rows[i+1], "|") != strings.Join(want, "|") {
			t.Errorf("CSV row %d = %q, want %q", i+1, rows[i+1], want)
		}
	}
	if last := rows[len(rows)-1]; last[0] != "total" || last[3] != "Ana" || last[6] != fmt.Sprintf("%.2f", st.Total) {
		t.Errorf("CSV total row = %q, want Ana's %.2f", last, st.Total)
	}
	q := fmt.Sprintf("/api/v1/reports/pros/%d/statement?from=%s&to=%s", w.ana.ID, day, day)
	r := raw(t, w.c, "GET", q+"&format=csv", "")
	if r.Status != 200 || string(r.Body) != text || !strings.HasPrefix(r.Header.Get("Content-Type"), "text/csv") ||
		!strings.Contains(r.Header.Get("Content-Disposition"), "statement-pro-") {
		t.Errorf("format=csv: %d %q %v", r.Status, r.Body, r.Header)
	}
	raw(t, w.c, "GET", q+"&format=xml", "").want(t, 400, steward.EVALIDATION, `Invalid format "xml"`)
	env := map[string]string{"STEWARD_URL": w.url, "STEWARD_API_KEY": w.c.APIKey, "STEWARD_CONFIG_DIR": t.TempDir(), "NO_COLOR": "1"}
	if r := cliRun(t, env, "", "reports", "statement", strconv.FormatInt(w.ana.ID, 10), "--from", day, "--to", day, "--csv"); r.stdout != text {
		t.Errorf("CLI statement --csv = %q, want the API's %q", r.stdout, text)
	}
}
