package webhook

import (
	"bytes"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"syscall"
	"time"

	"github.com/stewardhq/steward"
)

// result is an attempt and what the dispatcher needs to know about it
// beyond the record.
type result struct {
	attempt    steward.WebhookAttempt
	kind       string    // success, http_status, redirect, timeout, connection, blocked, abandoned
	retryAfter time.Time // the receiver's Retry-After on 429 or 503
	gone       bool      // 410: the endpoint is gone for good
}

// send POSTs payload to the endpoint once, signed with its secrets.
func (d *Dispatcher) send(ctx context.Context, e *steward.WebhookEndpoint, msgID string, payload []byte, attempt int) result {
	now := d.cfg.Clock.Now()
	res := result{attempt: steward.WebhookAttempt{Attempt: attempt, AttemptedAt: now}}
	fail := func(kind, msg string) result {
		res.kind = kind
		res.attempt.Error = &msg
		return res
	}
	sig, err := Sign(e.SigningSecrets(now), msgID, now.Unix(), payload)
	if err != nil {
		return fail("connection", "Not sent: "+err.Error())
	}
	ctx, cancel := context.WithTimeout(ctx, d.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.URL, bytes.NewReader(payload))
	if err != nil {
		return fail("connection", "Not sent: invalid URL: "+err.Error())
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Steward-Webhooks/1")
	req.Header.Set(HeaderID, msgID)
	req.Header.Set(HeaderTimestamp, strconv.FormatInt(now.Unix(), 10))
	req.Header.Set(HeaderSignature, sig)
	req.Header.Set(HeaderAttempt, strconv.Itoa(attempt))

	start := time.Now()
	resp, err := d.client.Do(req)
	if err != nil {
		res.attempt.LatencyMS = time.Since(start).Milliseconds()
		var netErr net.Error
		switch {
		case blocked(err):
			return fail("blocked", "Refused: the destination is not a public address")
		case errors.Is(err, context.DeadlineExceeded) || errors.As(err, &netErr) && netErr.Timeout():
			return fail("timeout", fmt.Sprintf("Timed out after %s", d.cfg.Timeout))
		}
		return fail("connection", "Connection failed: "+connectionProblem(err))
	}
	body, readErr := io.ReadAll(io.LimitReader(resp.Body, steward.MaxWebhookResponseExcerpt))
	resp.Body.Close()
	res.attempt.LatencyMS = time.Since(start).Milliseconds()
	status := resp.StatusCode
	res.attempt.ResponseStatus = &status
	res.attempt.ResponseBody = excerpt(body)
	switch {
	case status >= 200 && status <= 299:
		res.attempt.Succeeded = true
		res.kind = "success"
		if readErr != nil {
			// The status arrived, which is the acknowledgement; the body is only logged.
			res.attempt.ResponseBody += "\n[body cut short: " + readErr.Error() + "]"
		}
		return res
	case status >= 300 && status <= 399:
		return fail("redirect", fmt.Sprintf("HTTP %d: redirects are not followed (Location: %s)", status, resp.Header.Get("Location")))
	case status == http.StatusGone:
		res.gone = true
		return fail("http_status", "HTTP 410 Gone: the endpoint is disabled")
	case status == http.StatusTooManyRequests || status == http.StatusServiceUnavailable:
		res.retryAfter = parseRetryAfter(resp.Header.Get("Retry-After"), now)
	}
	return fail("http_status", fmt.Sprintf("HTTP %d", status))
}

// parseRetryAfter reads a Retry-After header (seconds or an HTTP date).
func parseRetryAfter(v string, now time.Time) time.Time {
	if v == "" {
		return time.Time{}
	}
	if secs, err := strconv.Atoi(v); err == nil && secs >= 0 {
		return now.Add(time.Duration(secs) * time.Second)
	}
	if t, err := http.ParseTime(v); err == nil {
		return t
	}
	return time.Time{}
}

// excerpt returns a response body as valid UTF-8 text (the 4 KiB limit
// may cut a character in two; invalid bytes become U+FFFD).
func excerpt(b []byte) string {
	return string(bytes.ToValidUTF8(b, []byte("\uFFFD")))
}

// unwrapAll drops the url.Error wrapping (`Post "https://…": `), which
// repeats the URL every log line and record already carry.
func unwrapAll(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// connectionProblem words a failed connection for the delivery log, which
// the endpoint's owner reads: what went wrong, never the address a name
// resolved to (a "dial tcp 10.0.0.7:443" would map the server's network).
func connectionProblem(err error) string {
	var dnsErr *net.DNSError
	var certErr *tls.CertificateVerificationError
	var recordErr tls.RecordHeaderError
	switch {
	case errors.As(err, &dnsErr):
		return "the host name does not resolve"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return "the connection was closed before a response arrived"
	case errors.Is(err, syscall.EHOSTUNREACH) || errors.Is(err, syscall.ENETUNREACH):
		return "the host is unreachable"
	case errors.As(err, &certErr):
		return "the TLS certificate was refused: " + certErr.Err.Error()
	case errors.As(err, &recordErr):
		return "the endpoint did not answer with TLS"
	}
	var opErr *net.OpError
	if errors.As(err, &opErr) {
		return opErr.Op + " failed" // "dial failed", "read failed": no addresses
	}
	return unwrapAll(err).Error()
}
