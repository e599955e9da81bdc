package httpapi

import (
	"errors"
	"io"
	"net"
	"net/http"

	"github.com/stewardhq/steward"
)

// statusClientClosedRequest is the status logged for a request whose
// client went away before the answer (nginx's 499): nobody reads it, and
// it is the client's doing, not the server's.
const statusClientClosedRequest = 499

// errClientGone is the error of a request whose client went away.
var errClientGone = errors.New("client closed the request")

// requestBody is the request body the handlers read: capped at
// MaxBodyBytes, with every error of the read itself (the connection or the
// HTTP framing, not the JSON in it) marked as a *bodyError and the first
// one kept, so writeError can tell the client's fault from the server's.
type requestBody struct {
	io.ReadCloser
	err *bodyError
}

func (b *requestBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err != nil && err != io.EOF {
		be := &bodyError{err: err}
		if b.err == nil {
			b.err = be
		}
		return n, be
	}
	return n, err
}

// bodyError is an error reading the request body.
type bodyError struct{ err error }

func (e *bodyError) Error() string { return "read request body: " + e.err.Error() }
func (e *bodyError) Unwrap() error { return e.err }

// clientFault returns the error to answer for err when the request failed
// on the client's side: errClientGone when the client went away (the
// request's context is done, or the connection closed mid-body), and a
// validation error when the body could not be read (a broken chunked
// encoding, a body sent too slowly) or 413 when it is over the cap.
// Any other error is returned unchanged.
func clientFault(r *http.Request, err error) error {
	if r.Context().Err() != nil {
		return errClientGone
	}
	var be *bodyError
	if !errors.As(err, &be) {
		rb, ok := r.Body.(*requestBody)
		if !ok || rb.err == nil {
			return err
		}
		be = rb.err
	}
	var maxErr *http.MaxBytesError
	var netErr net.Error
	switch {
	case errors.As(be, &maxErr) && isPhotoUpload(r):
		return photoTooLarge
	case errors.As(be, &maxErr):
		return steward.Errorf(steward.ETOOLARGE, tooLargeMessage)
	case errors.As(be, &netErr) && netErr.Timeout():
		return steward.Errorf(steward.EVALIDATION, "Request body not received in time")
	case errors.As(be, &netErr), errors.Is(be, io.ErrUnexpectedEOF):
		return errClientGone // the connection closed before the body ended
	}
	// net/http's words for broken framing ("invalid byte in chunk
	// length", "malformed chunked encoding") say what is wrong and hold
	// nothing of ours.
	return steward.Errorf(steward.EVALIDATION, "Malformed request body: %s", be.err.Error())
}
