package ical

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"time"

	"code.dny.dev/ssrf"

	"github.com/stewardhq/steward"
)

// Fetcher reads feeds over HTTP with a time limit and a size limit, by
// conditional GET, through the same SSRF guard as webhooks: no loopback,
// private, link-local or other special-purpose address (checked on every
// connection, after DNS), no proxy, no redirect.
type Fetcher struct {
	client   *http.Client
	guard    *ssrf.Guardian
	resolver *net.Resolver
	maxBytes int64
}

// DefaultFetchTimeout and DefaultMaxFeedBytes bound one fetch.
const (
	DefaultFetchTimeout = 30 * time.Second
	DefaultMaxFeedBytes = 5 << 20
)

// NewFetcher returns a fetcher; allowPrivate lifts the guard (local
// development, tests, the demo). A zero timeout or maxBytes takes the
// default.
func NewFetcher(allowPrivate bool, timeout time.Duration, maxBytes int64) *Fetcher {
	if timeout <= 0 {
		timeout = DefaultFetchTimeout
	}
	if maxBytes <= 0 {
		maxBytes = DefaultMaxFeedBytes
	}
	var guard *ssrf.Guardian
	dialer := &net.Dialer{Timeout: timeout}
	if !allowPrivate {
		guard = ssrf.New(ssrf.WithAnyPort())
		dialer.Control = guard.Safe
	}
	transport := &http.Transport{Proxy: nil, DialContext: dialer.DialContext, ForceAttemptHTTP2: true,
		TLSHandshakeTimeout: timeout, ResponseHeaderTimeout: timeout, IdleConnTimeout: 90 * time.Second}
	return &Fetcher{
		client: &http.Client{Transport: transport, Timeout: timeout,
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }},
		guard:    guard,
		resolver: net.DefaultResolver,
		maxBytes: maxBytes,
	}
}

// Fetch reads the feed of t, sending the validators of its last version.
// Its error is what the calendar's health shows: the URL's host and what
// went wrong, never the address it resolved to.
func (f *Fetcher) Fetch(ctx context.Context, t *steward.CalendarTask) (*steward.CalendarFetch, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, t.Calendar.URL, nil)
	if err != nil {
		return nil, fmt.Errorf("invalid URL: %w", err)
	}
	req.Header.Set("Accept", "text/calendar, */*;q=0.5")
	req.Header.Set("User-Agent", "Steward calendar sync")
	if t.ETag != "" {
		req.Header.Set("If-None-Match", t.ETag)
	}
	if t.LastModified != "" {
		req.Header.Set("If-Modified-Since", t.LastModified)
	}
	resp, err := f.client.Do(req)
	if err != nil {
		if blocked(err) {
			return nil, errors.New("GET refused: the feed's host is not a public address")
		}
		var uerr *url.Error
		if errors.As(err, &uerr) && uerr.Timeout() {
			return nil, errors.New("GET timed out")
		}
		return nil, fmt.Errorf("GET failed: %v", unwrap(err))
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotModified {
		return &steward.CalendarFetch{NotModified: true}, nil
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET answered %s", resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, f.maxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("reading the feed: %v", unwrap(err))
	}
	if int64(len(body)) > f.maxBytes {
		return nil, fmt.Errorf("the feed is larger than %d bytes", f.maxBytes)
	}
	events, err := Parse(bytesReader(body))
	if err != nil {
		return nil, err
	}
	return &steward.CalendarFetch{Events: events, ETag: resp.Header.Get("ETag"), LastModified: resp.Header.Get("Last-Modified")}, nil
}

// CheckURL refuses, as EVALIDATION, a feed URL whose host is or resolves
// to an address the guard refuses, so a mistake shows when the feed is
// added rather than at its first sync.
func (f *Fetcher) CheckURL(ctx context.Context, rawURL string) error {
	if f.guard == nil {
		return nil
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return steward.Errorf(steward.EVALIDATION, "Invalid url %q: must be an absolute http or https URL", rawURL)
	}
	var addrs []netip.Addr
	if ip, err := netip.ParseAddr(u.Hostname()); err == nil {
		addrs = []netip.Addr{ip}
	} else {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		if addrs, err = f.resolver.LookupNetIP(ctx, "ip", u.Hostname()); err != nil || len(addrs) == 0 {
			return steward.Errorf(steward.EVALIDATION, "Invalid url %q: the host %s does not resolve", rawURL, u.Hostname())
		}
	}
	for _, a := range addrs {
		if f.guard.SafeAddr(a.Unmap()) != nil {
			return steward.Errorf(steward.EVALIDATION,
				"Invalid url %q: the host is not a public address (loopback, private, link-local, shared, multicast and reserved addresses are refused)", rawURL)
		}
	}
	return nil
}

// blocked reports whether err is the guard refusing a connection.
func blocked(err error) bool {
	return errors.Is(err, ssrf.ErrProhibitedIP) || errors.Is(err, ssrf.ErrProhibitedNetwork) || errors.Is(err, ssrf.ErrProhibitedPort)
}

// unwrap returns the innermost error, without the URL the url.Error adds.
func unwrap(err error) error {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err
		}
		err = next
	}
}
