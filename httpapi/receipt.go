package httpapi

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/stewardhq/steward"
)

// An expense's receipt photo (docs/operations.md, Money): uploaded,
// checked and kept as the pros' photos are (readImagePart,
// steward.SniffPhoto, the PhotoStore), served as they are (serveImage).

var errReceiptNotFound = steward.Errorf(steward.ENOTFOUND, "Receipt not found")

// isReceiptUpload reports whether r uploads an expense's receipt, whose
// body may be as large as a pro's photo (see limitBody).
// The web app's upload (POST /app/money/expenses/{id}/receipt) is one too.
func isReceiptUpload(r *http.Request) bool {
	var prefix string
	switch r.Method {
	case http.MethodPut:
		prefix = "/api/v1/expenses/"
	case http.MethodPost:
		prefix = "/app/money/expenses/"
	default:
		return false
	}
	if !strings.HasPrefix(r.URL.Path, prefix) {
		return false
	}
	id, tail, ok := strings.Cut(strings.TrimPrefix(r.URL.Path, prefix), "/")
	return ok && tail == "receipt" && id != ""
}

// withReceiptURL sets the URL of e's receipt, if any, and returns e.
func withReceiptURL(r *http.Request, e *steward.Expense) *steward.Expense {
	if e != nil && e.Receipt != nil {
		e.Receipt.URL = fmt.Sprintf("%s/api/v1/expenses/%d/receipt", baseURL(r), e.ID)
	}
	return e
}

// handlePutReceipt gives an expense its receipt: multipart/form-data with
// the image in field receipt (JPEG, PNG, WebP or HEIC, sniffed; at most
// steward.MaxPhotoBytes), replacing any receipt it had.
func (s *Server) handlePutReceipt(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "expense_id")
	if !ok {
		s.writeError(w, r, errExpenseNotFound)
		return
	}
	acct := accountID(r.Context())
	// An unknown expense is a 404 before its body is read.
	if _, err := s.Expenses.FindExpenseByID(r.Context(), acct, id); err != nil {
		s.writeError(w, r, err)
		return
	}
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "multipart/form-data" {
		s.writeError(w, r, steward.Errorf(steward.EMEDIATYPE,
			"Unsupported Content-Type %q: send the receipt as multipart/form-data, the image in field receipt", r.Header.Get("Content-Type")))
		return
	}
	data, err := readReceiptForm(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	rc := &steward.Receipt{ContentType: steward.SniffPhoto(data), Size: int64(len(data))}
	if rc.ContentType == "" {
		s.writeError(w, r, steward.Errorf(steward.EMEDIATYPE, "Unsupported receipt: it is not a JPEG, PNG, WebP or HEIC image"))
		return
	}
	if rc.Key, err = s.Photos.Put(r.Context(), acct, steward.ReceiptJobID, bytes.NewReader(data)); err != nil {
		s.writeError(w, r, err)
		return
	}
	e, replaced, err := s.Expenses.SetExpenseReceipt(r.Context(), acct, id, rc)
	if err != nil {
		s.dropImage(r, rc.Key)
		s.writeError(w, r, err)
		return
	}
	if replaced != nil {
		s.dropImage(r, replaced.Key)
	}
	writeJSON(w, http.StatusOK, withReceiptURL(r, e))
}

// readReceiptForm reads a receipt upload: one part, receipt, the image.
func readReceiptForm(r *http.Request) ([]byte, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid multipart body: %v", err)
	}
	var data []byte
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, photoBodyError(err, "Invalid multipart body: %v")
		}
		if part.FormName() != "receipt" {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid field %q: a receipt upload has one field, receipt", part.FormName())
		} else if data != nil {
			return nil, steward.Errorf(steward.EVALIDATION, "Invalid receipt: send one receipt per request")
		}
		if data, err = readImagePart(part); err != nil {
			return nil, err
		}
	}
	if data == nil {
		return nil, steward.MissingField("receipt")
	}
	return data, nil
}

// dropImage removes bytes no row points at any more; failing only loses
// disk, so it is logged.
func (s *Server) dropImage(r *http.Request, key string) {
	if err := s.Photos.Delete(r.Context(), key); err != nil {
		s.Logger.ErrorContext(r.Context(), "image left on store", "key", key, "err", err)
	}
}

func (s *Server) handleGetReceipt(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "expense_id")
	if !ok {
		s.writeError(w, r, errExpenseNotFound)
		return
	}
	e, err := s.Expenses.FindExpenseByID(r.Context(), accountID(r.Context()), id)
	if err != nil {
		s.writeError(w, r, err)
		return
	} else if e.Receipt == nil {
		s.writeError(w, r, errReceiptNotFound)
		return
	}
	s.serveImage(w, r, e.Receipt.Key, e.Receipt.ContentType, e.Receipt.Size, fmt.Sprintf("receipt of expense %d", e.ID))
}

func (s *Server) handleDeleteReceipt(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r, "expense_id")
	if !ok {
		s.writeError(w, r, errExpenseNotFound)
		return
	}
	_, replaced, err := s.Expenses.SetExpenseReceipt(r.Context(), accountID(r.Context()), id, nil)
	if err != nil {
		s.writeError(w, r, err)
		return
	} else if replaced == nil {
		s.writeError(w, r, errReceiptNotFound)
		return
	}
	s.dropImage(r, replaced.Key)
	w.WriteHeader(http.StatusNoContent)
}
