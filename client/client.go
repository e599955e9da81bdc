// Package client is a Go client of Steward's HTTP interface: REST v1 with an
// API key, and the v2 account endpoints with a login token. It returns the
// domain types of package steward, and *Error for every refusal.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Client talks to one Steward server. The zero HTTPClient means a client
// with a 60 second timeout.
type Client struct {
	BaseURL    string // e.g. http://localhost:8080 (no /api/v1)
	APIKey     string // sent as X-API-Key on /api/v1
	Token      string // sent as Authorization: Bearer on /api/v2
	HTTPClient *http.Client
	UserAgent  string

	body *json.RawMessage // see Recording
}

// New returns a client of the server at baseURL.
func New(baseURL string) *Client {
	return &Client{BaseURL: strings.TrimRight(baseURL, "/"), UserAgent: "steward-go-client"}
}

// Recording returns a copy of c that also keeps the body of each successful
// response in *body, byte for byte as the server sent it (empty for a 204).
// A caller that shows the API's own JSON, as the CLI's -o json does, calls a
// typed method on the copy and prints *body.
func (c *Client) Recording(body *json.RawMessage) *Client {
	r := *c
	r.body = body
	return &r
}

// Error is a refusal from the server: the HTTP status and the
// {error, message, code} body. It unwraps to a *steward.Error, so
// steward.ErrorCode works on it.
type Error struct {
	StatusCode int
	ErrorText  string `json:"error"`
	Message    string `json:"message"`
	Code       string `json:"code"`
}

// Error implements the error interface with the server's own message.
func (e *Error) Error() string {
	return fmt.Sprintf("%s (HTTP %d, %s)", e.Message, e.StatusCode, e.Code)
}

// Unwrap returns the domain form of the error.
func (e *Error) Unwrap() error { return &steward.Error{Code: e.Code, Message: e.Message} }

// Do sends a request with body encoded as JSON (nil for none) and decodes a
// 2xx response into out (nil to discard). Non-2xx responses return *Error.
func (c *Client) Do(ctx context.Context, method, path string, body, out any) error {
	return c.DoHeader(ctx, method, path, nil, body, out)
}

// DoHeader is Do with extra request headers (such as Prefer).
func (c *Client) DoHeader(ctx context.Context, method, path string, header http.Header, body, out any) error {
	_, err := c.do(ctx, method, path, header, body, out)
	return err
}

// do is DoHeader that also returns the headers of a 2xx response.
func (c *Client) do(ctx context.Context, method, path string, header http.Header, body, out any) (http.Header, error) {
	var rd io.Reader
	raw, isRaw := body.(rawBody)
	if isRaw {
		rd = raw.r
	} else if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return nil, fmt.Errorf("encode request: %w", err)
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, rd)
	if err != nil {
		return nil, err
	}
	if isRaw {
		req.Header.Set("Content-Type", raw.contentType)
	} else if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Accept", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	if c.UserAgent != "" {
		req.Header.Set("User-Agent", c.UserAgent)
	}
	if strings.HasPrefix(path, "/api/v1/") && c.APIKey != "" {
		req.Header.Set("X-API-Key", c.APIKey)
	} else if c.Token != "" {
		req.Header.Set("Authorization", "Bearer "+c.Token)
	} else if c.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.APIKey)
	}
	hc := c.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 60 * time.Second}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	if err != nil {
		return nil, fmt.Errorf("read response: %w", err)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		e := &Error{StatusCode: resp.StatusCode}
		if json.Unmarshal(data, e) != nil || e.Code == "" {
			e.Code, e.Message = steward.EINTERNAL, fmt.Sprintf("unexpected response: %s", strings.TrimSpace(string(data)))
		}
		return nil, e
	}
	if c.body != nil {
		*c.body = data
	}
	if out == nil || len(data) == 0 {
		return resp.Header, nil
	}
	if err := json.Unmarshal(data, out); err != nil {
		return nil, fmt.Errorf("decode response of %s %s: %w", method, path, err)
	}
	return resp.Header, nil
}

// rawBody is a request body sent as it is (a multipart upload), not as
// JSON.
type rawBody struct {
	contentType string
	r           io.Reader
}

func ptrQuery(q url.Values, key string, v *int64) {
	if v != nil {
		q.Set(key, fmt.Sprint(*v))
	}
}

func withQuery(path string, q url.Values) string {
	if len(q) == 0 {
		return path
	}
	return path + "?" + q.Encode()
}
