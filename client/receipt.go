package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"

	"github.com/stewardhq/steward"
)

// PutExpenseReceipt gives an expense the receipt photo read from r (JPEG,
// PNG, WebP or HEIC, at most 10 MiB; the server sniffs the type),
// replacing any it had, and returns the expense.
func (c *Client) PutExpenseReceipt(ctx context.Context, id int64, filename string, r io.Reader) (*steward.Expense, error) {
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	part, err := mw.CreateFormFile("receipt", filename)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(part, r); err != nil {
		return nil, err
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	var e steward.Expense
	if err := c.Do(ctx, "PUT", fmt.Sprintf("/api/v1/expenses/%d/receipt", id), rawBody{mw.FormDataContentType(), &body}, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

// ExpenseReceipt returns the bytes of an expense's receipt photo and
// their type.
func (c *Client) ExpenseReceipt(ctx context.Context, id int64) (data []byte, contentType string, err error) {
	var out json.RawMessage // the bytes as sent: an image
	h, err := c.Recording(&out).do(ctx, "GET", fmt.Sprintf("/api/v1/expenses/%d/receipt", id), http.Header{"Accept": {"image/*"}}, nil, nil)
	if err != nil {
		return nil, "", err
	}
	return out, h.Get("Content-Type"), nil
}

// DeleteExpenseReceipt removes an expense's receipt photo.
func (c *Client) DeleteExpenseReceipt(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/expenses/%d/receipt", id), nil, nil)
}
