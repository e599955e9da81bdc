package webhook

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"time"

	"code.dny.dev/ssrf"

	"github.com/stewardhq/steward"
)

// newGuard returns the dial guard that keeps deliveries off loopback,
// private, link-local, shared (CGNAT), multicast and other special-purpose
// addresses (the IANA registries, which include the cloud metadata address
// 169.254.169.254), or nil when private destinations are allowed. Any port
// is allowed: receivers often listen on others than 80 and 443.
func newGuard(allowPrivate bool) *ssrf.Guardian {
	if allowPrivate {
		return nil
	}
	return ssrf.New(ssrf.WithAnyPort())
}

// newHTTPClient returns the client deliveries go through. The guard runs
// on every connection, after DNS resolution, so a name that resolved to a
// public address when the endpoint was saved and to a private one now (DNS
// rebinding) is still refused. No proxy is used (it would dial for us,
// unguarded) and no redirect is followed (a 3xx is a failed attempt).
func newHTTPClient(guard *ssrf.Guardian, timeout time.Duration) *http.Client {
	dialer := &net.Dialer{Timeout: timeout, KeepAlive: 30 * time.Second}
	if guard != nil {
		dialer.Control = guard.Safe
	}
	transport := &http.Transport{
		Proxy:                 nil,
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		MaxIdleConns:          100,
		MaxIdleConnsPerHost:   4,
		IdleConnTimeout:       90 * time.Second,
		TLSHandshakeTimeout:   timeout,
		ResponseHeaderTimeout: timeout,
	}
	return &http.Client{
		Transport: transport,
		Timeout:   timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
}

// checkDestination refuses, as EVALIDATION, a URL whose host is or resolves
// to an address the guard would refuse to connect to.
func (d *Dispatcher) checkDestination(ctx context.Context, rawURL string) error {
	if d.guard == nil {
		return nil
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return steward.Errorf(steward.EVALIDATION, "Invalid url %q: must be an absolute http or https URL", rawURL)
	}
	host := u.Hostname()
	var addrs []netip.Addr
	if ip, err := netip.ParseAddr(host); err == nil {
		addrs = []netip.Addr{ip}
	} else {
		ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		defer cancel()
		addrs, err = d.resolver.LookupNetIP(ctx, "ip", host)
		if err != nil || len(addrs) == 0 {
			return steward.Errorf(steward.EVALIDATION, "Invalid url %q: the host %s does not resolve", rawURL, host)
		}
	}
	for _, a := range addrs {
		if err := d.guard.SafeAddr(a.Unmap()); err != nil {
			// The message names the host as given, never what it resolved
			// to: the answer must not map the server's own network.
			return steward.Errorf(steward.EVALIDATION,
				"Invalid url %q: the host is not a public address (loopback, private, link-local, shared, multicast and reserved addresses are refused)",
				rawURL)
		}
	}
	return nil
}

// blocked reports whether err is the guard refusing a connection.
func blocked(err error) bool {
	return errors.Is(err, ssrf.ErrProhibitedIP) || errors.Is(err, ssrf.ErrProhibitedNetwork) || errors.Is(err, ssrf.ErrProhibitedPort)
}
