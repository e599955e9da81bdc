package ratelimit

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ClientIP returns the address of the client that sent r: the peer of the
// connection, or, when trustProxy is set because a reverse proxy stands in
// front of the server, the right-most valid address of X-Forwarded-For
// (the one that proxy appended; addresses to its left are whatever the
// client claimed). It returns "" when no address can be read.
func ClientIP(r *http.Request, trustProxy bool) string {
	if trustProxy {
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			if a, err := netip.ParseAddr(strings.TrimSpace(hops[i])); err == nil {
				return a.Unmap().String()
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if a, err := netip.ParseAddr(host); err == nil {
		return a.Unmap().String()
	}
	return host
}
