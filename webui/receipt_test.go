package webui

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/http"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/photostore"
	"github.com/stewardhq/steward/sqlstore"
)

// receiptPNG is the head of a PNG: enough for steward.SniffPhoto.
var receiptPNG = append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR"), bytes.Repeat([]byte{1}, 200)...)

// uploadReceipt posts data as the receipt field of the Money page's form.
func (u *user) uploadReceipt(expenseID int64, data []byte) *page {
	u.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, _ := mw.CreateFormFile("receipt", "receipt.png")
	_, _ = part.Write(data)
	_ = mw.Close()
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/app/money/expenses/%d/receipt", u.h.URL, expenseID), &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	return u.do(req)
}

// TestReceiptPage: an expense's receipt photo uploaded from the Money
// page, viewed (its sniffed type, nosniff, sandboxed) and removed, by its
// account only.
func TestReceiptPage(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			h := newHarness(t, engine, func(s *Server, db *sqlstore.DB) {
				s.Expenses, s.Reports = sqlstore.NewExpenseService(db), sqlstore.NewReportService(db)
				disk, err := photostore.NewDisk(t.TempDir())
				if err != nil {
					t.Fatal(err)
				}
				s.Photos = disk
			})
			testReceiptPage(t, h)
		})
	}
}

func testReceiptPage(t *testing.T, h *harness) {
	ctx := context.Background()
	u, other := h.signup(), h.signup()
	villa := u.createProperty("Sunset Villa", "88 Coast Hwy", "San Diego", "CA", "92109")
	amount := 42.0
	e, err := h.web.Expenses.CreateExpense(ctx, u.Account, steward.ExpenseCreate{AddressID: villa, Amount: &amount,
		Category: steward.ExpenseSupplies, SpentOn: t0.Format("2006-01-02"), Note: "Coffee"})
	if err != nil {
		t.Fatal(err)
	}
	month := t0.Format("2006-01")
	receipt := fmt.Sprintf("/app/money/expenses/%d/receipt", e.ID)
	u.get("/app/money").wantText(`enctype="multipart/form-data"`, `action="`+receipt+`"`).wantNoText("View receipt")
	u.get(receipt).wantStatus(404)

	// Not an image, whatever it is called; another account's expense.
	u.uploadReceipt(e.ID, []byte("<html><script>alert(1)</script></html>")).wantStatus(415).wantText("not a JPEG, PNG, WebP or HEIC")
	other.uploadReceipt(e.ID, receiptPNG).wantStatus(404)

	u.uploadReceipt(e.ID, receiptPNG).wantRedirect(fmt.Sprintf("/app/money?done=receipt-added&month=%s#expense-%d", month, e.ID))
	u.get("/app/money?done=receipt-added&month="+month).wantText("Receipt saved.", "View receipt", `href="`+receipt+`"`)
	img := u.get(receipt).wantStatus(200)
	if img.Body != string(receiptPNG) || img.Header.Get("Content-Type") != "image/png" || img.Header.Get("X-Content-Type-Options") != "nosniff" ||
		img.Header.Get("Content-Security-Policy") != "default-src 'none'; sandbox" {
		t.Errorf("receipt: %d bytes, headers %v", len(img.Body), img.Header)
	}
	other.get(receipt).wantStatus(404)
	other.post(receipt+"/delete", nil).wantStatus(404)

	u.post(receipt+"/delete", nil).wantRedirect(fmt.Sprintf("/app/money?done=receipt-removed&month=%s#expense-%d", month, e.ID))
	u.get(receipt).wantStatus(404)
	if got, _ := h.web.Expenses.FindExpenseByID(ctx, u.Account, e.ID); got.Receipt != nil {
		t.Errorf("receipt after removal = %+v", got.Receipt)
	}
}
