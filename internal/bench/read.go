package bench

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

// measureRead runs GET path against the server, then against a bare
// net/http server that answers every request with the bytes and headers of
// the server's own response: the same work for the clients, the network
// and the HTTP stack, none for Steward. Their ratio is the read path's
// efficiency.
func measureRead(ctx context.Context, hc *http.Client, t *Target, o Options, path string) (Read, error) {
	r := Read{Path: path}
	body, header, err := sample(ctx, hc, t.URL+path, t.Account.APIKey)
	if err != nil {
		return r, err
	}
	r.Bytes = len(body)
	bare, err := serveBytes(body, header)
	if err != nil {
		return r, err
	}
	defer bare.Close()

	st := closedLoop(ctx, o.Clients, o.Warmup, o.Duration, getOp(hc, t.URL+path, t.Account.APIKey))
	if st.ops == 0 {
		return r, st.none("no request succeeded")
	}
	bt := closedLoop(ctx, o.Clients, o.Warmup, o.Duration, getOp(hc, "http://"+bare.Addr+path, t.Account.APIKey))
	if bt.ops == 0 {
		return r, bt.none("bare server: no request succeeded")
	}
	r.Steward, r.Bare = rateOf(st), rateOf(bt)
	r.Ratio = r.Steward.PerSec / r.Bare.PerSec
	if r.Steward.CPUUS > 0 {
		r.CPURatio = r.Bare.CPUUS / r.Steward.CPUUS
	}
	return r, nil
}

// getOp returns a load operation that GETs url with the API key and reads
// the whole body.
func getOp(hc *http.Client, url, apiKey string) func(context.Context, int) error {
	return func(ctx context.Context, _ int) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("X-API-Key", apiKey)
		resp, err := hc.Do(req)
		if err != nil {
			return err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			return fmt.Errorf("GET %s: HTTP %d", url, resp.StatusCode)
		}
		return err
	}
}

// sample fetches url once and returns its body and headers.
func sample(ctx context.Context, hc *http.Client, url, apiKey string) ([]byte, http.Header, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, nil, err
	}
	req.Header.Set("X-API-Key", apiKey)
	resp, err := hc.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, nil, fmt.Errorf("GET %s: HTTP %d: %s", url, resp.StatusCode, body)
	}
	return body, resp.Header, nil
}

// bareServer is a plain net/http server answering every request alike.
type bareServer struct {
	Addr string
	srv  *http.Server
}

// serveBytes starts a bare server on loopback that answers every request
// with header (less the ones net/http sets itself) and body.
func serveBytes(body []byte, header http.Header) (*bareServer, error) {
	h := header.Clone()
	h.Del("Date")
	h.Del("Content-Length")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			for k, v := range h {
				w.Header()[k] = v
			}
			w.WriteHeader(http.StatusOK)
			_, _ = w.Write(body)
		}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	go func() { _ = srv.Serve(ln) }()
	return &bareServer{Addr: ln.Addr().String(), srv: srv}, nil
}

// Close stops the bare server.
func (b *bareServer) Close() { _ = b.srv.Close() }
