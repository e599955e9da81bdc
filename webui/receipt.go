package webui

import (
	"bytes"
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"

	"github.com/stewardhq/steward"
)

// An expense's receipt photo on the Money page: uploaded with a file
// field, checked as the API checks it (steward.SniffPhoto,
// steward.MaxPhotoBytes), kept in the same PhotoStore, shown to the
// logged-in host only.

func (s *Server) expenseID(r *http.Request) (int64, bool) {
	id, ok := pathID(r)
	return id, ok && s.Expenses != nil && s.Photos != nil
}

var errWebExpenseNotFound = steward.Errorf(steward.ENOTFOUND, "Expense not found")

// handleUploadReceipt gives an expense its receipt (multipart, the image
// in field receipt), replacing any it had.
func (s *Server) handleUploadReceipt(w http.ResponseWriter, r *http.Request) {
	id, ok := s.expenseID(r)
	if !ok {
		s.errorPage(w, r, errWebExpenseNotFound)
		return
	}
	acct := accountID(r)
	e, err := s.Expenses.FindExpenseByID(r.Context(), acct, id)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	data, err := readReceiptUpload(r)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	rc := &steward.Receipt{ContentType: steward.SniffPhoto(data), Size: int64(len(data))}
	if rc.ContentType == "" {
		s.errorPage(w, r, steward.Errorf(steward.EMEDIATYPE, "Unsupported receipt: it is not a JPEG, PNG, WebP or HEIC image"))
		return
	}
	if rc.Key, err = s.Photos.Put(r.Context(), acct, steward.ReceiptJobID, bytes.NewReader(data)); err != nil {
		s.errorPage(w, r, err)
		return
	}
	_, replaced, err := s.Expenses.SetExpenseReceipt(r.Context(), acct, id, rc)
	if err != nil {
		s.dropImage(r, rc.Key)
		s.errorPage(w, r, err)
		return
	}
	if replaced != nil {
		s.dropImage(r, replaced.Key)
	}
	http.Redirect(w, r, "/app/money?done=receipt-added&month="+e.SpentOn[:7]+"#expense-"+strconv.FormatInt(id, 10), http.StatusSeeOther)
}

// readReceiptUpload reads the receipt field of a multipart form: one
// image of at most steward.MaxPhotoBytes; other fields are ignored.
func readReceiptUpload(r *http.Request) ([]byte, error) {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		return nil, steward.Errorf(steward.EMEDIATYPE, "Send the receipt with the form's file field")
	}
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "The form could not be read: %v", err)
	}
	tooLarge := steward.Errorf(steward.ETOOLARGE, "Receipt too large: the limit is %d MiB", steward.MaxPhotoBytes>>20)
	for {
		part, err := mr.NextPart()
		var maxErr *http.MaxBytesError
		if errors.Is(err, io.EOF) {
			return nil, steward.MissingField("receipt")
		} else if errors.As(err, &maxErr) {
			return nil, tooLarge
		} else if err != nil {
			return nil, steward.Errorf(steward.EVALIDATION, "The form could not be read: %v", err)
		}
		if part.FormName() != "receipt" {
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, steward.MaxPhotoBytes+1))
		switch {
		case errors.As(err, &maxErr), len(data) > steward.MaxPhotoBytes:
			return nil, tooLarge
		case err != nil:
			return nil, steward.Errorf(steward.EVALIDATION, "The form could not be read: %v", err)
		case len(data) == 0:
			return nil, steward.MissingField("receipt")
		}
		return data, nil
	}
}

// handleReceipt serves an expense's receipt to the logged-in host, with
// its sniffed type, never as a page of ours.
func (s *Server) handleReceipt(w http.ResponseWriter, r *http.Request) {
	id, ok := s.expenseID(r)
	if !ok {
		s.errorPage(w, r, errWebExpenseNotFound)
		return
	}
	e, err := s.Expenses.FindExpenseByID(r.Context(), accountID(r), id)
	if err == nil && e.Receipt == nil {
		err = steward.Errorf(steward.ENOTFOUND, "Receipt not found")
	}
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	f, err := s.Photos.Open(r.Context(), e.Receipt.Key)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	defer f.Close()
	h := w.Header()
	h.Set("Content-Type", e.Receipt.ContentType)
	h.Set("Content-Length", strconv.FormatInt(e.Receipt.Size, 10))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "default-src 'none'; sandbox")
	h.Set("Cache-Control", "private, no-store")
	_, _ = io.Copy(w, f)
}

// handleDeleteReceipt removes an expense's receipt.
func (s *Server) handleDeleteReceipt(w http.ResponseWriter, r *http.Request) {
	id, ok := s.expenseID(r)
	if !ok {
		s.errorPage(w, r, errWebExpenseNotFound)
		return
	}
	e, replaced, err := s.Expenses.SetExpenseReceipt(r.Context(), accountID(r), id, nil)
	if err != nil {
		s.errorPage(w, r, err)
		return
	}
	if replaced != nil {
		s.dropImage(r, replaced.Key)
	}
	http.Redirect(w, r, "/app/money?done=receipt-removed&month="+e.SpentOn[:7]+"#expense-"+strconv.FormatInt(id, 10), http.StatusSeeOther)
}

// dropImage removes bytes no row points at any more; failing only loses
// disk, so it is logged.
func (s *Server) dropImage(r *http.Request, key string) {
	if err := s.Photos.Delete(r.Context(), key); err != nil {
		s.logger().ErrorContext(r.Context(), "image left on store", "key", key, "err", err)
	}
}
