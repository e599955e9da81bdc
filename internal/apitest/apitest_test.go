package apitest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"github.com/stewardhq/steward/httpapi"
)

// recorder is a testing.TB that records Errorf calls instead of failing, so
// a test can check that Transport reports what it should.
type recorder struct {
	testing.TB
	mu   sync.Mutex
	errs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) errors() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.errs...)
}

func TestDocument(t *testing.T) {
	s, err := load()
	if err != nil {
		t.Fatal(err)
	}
	doc := s.doc

	t.Run("Info", func(t *testing.T) {
		if got, want := doc.OpenAPI, "3.1.0"; got != want {
			t.Errorf("openapi = %q, want %q", got, want)
		}
		if got, want := doc.Info.Title, "Steward API"; got != want {
			t.Errorf("info.title = %q, want %q", got, want)
		}
		if got, want := doc.Info.Version, "1.0.0"; got != want {
			t.Errorf("info.version = %q, want %q", got, want)
		}
	})

	t.Run("Formatted", func(t *testing.T) {
		// Hand edits stay diffable: the file is JSON indented by two spaces.
		var buf bytes.Buffer
		if err := json.Indent(&buf, httpapi.OpenAPIDocument, "", "  "); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(buf.Bytes(), httpapi.OpenAPIDocument) {
			t.Errorf("openapi.json is not indented with two spaces; reformat it, e.g. with python3 -m json.tool --indent 2 --no-ensure-ascii")
		}
	})

	t.Run("Operations", func(t *testing.T) {
		ids := map[string]string{}
		for path, item := range doc.Paths.Map() {
			for method, op := range item.Operations() {
				where := method + " " + path
				if op.OperationID == "" || op.Summary == "" || len(op.Tags) == 0 {
					t.Errorf("%s: needs operationId, summary and tags", where)
				}
				if other, ok := ids[op.OperationID]; ok {
					t.Errorf("%s: operationId %q already used by %s", where, op.OperationID, other)
				}
				ids[op.OperationID] = where
				var want []string
				if strings.HasPrefix(path, "/api/") {
					want = append(want, "429", "500")
				}
				if strings.HasPrefix(path, "/api/v1/") && path != "/api/v1/openapi.json" {
					want = append(want, "401")
				}
				if op.RequestBody != nil {
					want = append(want, "400", "413")
				}
				for _, status := range want {
					if op.Responses.Value(status) == nil {
						t.Errorf("%s: does not document status %s", where, status)
					}
				}
			}
		}
	})

	t.Run("StrictResponses", func(t *testing.T) {
		// Every object a response carries rejects unknown fields and
		// requires all of its own, so drift on either side is caught.
		seen := map[*openapi3.Schema]bool{}
		var walk func(where string, ref *openapi3.SchemaRef)
		walk = func(where string, ref *openapi3.SchemaRef) {
			if ref == nil || ref.Value == nil || seen[ref.Value] {
				return
			}
			if ref.Ref != "" {
				where = ref.Ref
			}
			v := ref.Value
			seen[v] = true
			if v.Type.Is("object") && len(v.Properties) > 0 {
				if v.AdditionalProperties.Has == nil || *v.AdditionalProperties.Has {
					t.Errorf("%s: response object needs additionalProperties: false", where)
				}
				for name := range v.Properties {
					if !contains(v.Required, name) {
						t.Errorf("%s: response field %s is not required", where, name)
					}
				}
			}
			for name, p := range v.Properties {
				walk(where+"."+name, p)
			}
			walk(where+"[]", v.Items)
			for _, s := range v.AllOf {
				walk(where, s)
			}
		}
		for path, item := range doc.Paths.Map() {
			for method, op := range item.Operations() {
				for status, r := range op.Responses.Map() {
					for _, mt := range r.Value.Content {
						if path == "/api/v1/openapi.json" {
							continue // the document itself is open-ended
						}
						walk(fmt.Sprintf("%s %s %s", method, path, status), mt.Schema)
					}
				}
			}
		}
	})
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func TestParseInvalid(t *testing.T) {
	for name, doc := range map[string]string{
		"NoInfo":        `{"openapi": "3.1.0", "paths": {}}`,
		"NotJSON":       `{"openapi": `,
		"TypeArrayIn30": `{"openapi": "3.0.3", "info": {"title": "x", "version": "1"}, "paths": {}, "components": {"schemas": {"A": {"type": ["string", "null"]}}}}`,
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := parse([]byte(doc)); err == nil {
				t.Errorf("parse succeeded, want an error")
			}
		})
	}
}

// job returns a valid Job body with fields replaced or, for a nil value,
// removed.
func job(changes map[string]any) string {
	j := map[string]any{
		"id":           1,
		"address_id":   2,
		"pro_id":       nil,
		"service_type": "cleaning",
		"status":       "pending",
		"scheduled_at": "2026-11-03T14:00:00Z",
		"completed_at": nil,
		"price":        120.5,
		"cost":         nil, // money (see docs/operations.md)
		"notes":        nil,
		"created_at":   "2026-11-01T09:30:00.123456Z",
		"updated_at":   "2026-11-01T09:30:00.123456Z",
		// Turnovers (see docs/turnovers.md).
		"reservation_id": nil,
		"window_end":     nil,
		"same_day":       false,
		// Offers (see docs/pros.md).
		"assignment":     "unassigned",
		"offered_to":     nil,
		"failure_reason": nil,
		// Quality (see docs/operations.md).
		"rating":     nil,
		"reclean_of": nil,
		// Equipment (see docs/operations.md).
		"asset_id": nil,
	}
	for k, v := range changes {
		if v == nil {
			delete(j, k)
		} else {
			j[k] = v
		}
	}
	b, err := json.Marshal(j)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// null stands for a JSON null in job's changes (nil removes the field).
type null struct{}

func (null) MarshalJSON() ([]byte, error) { return []byte("null"), nil }

func TestTransport(t *testing.T) {
	const notFound = `{"error":"Not Found","message":"Job not found","code":"NOT_FOUND"}`
	tests := []struct {
		name        string
		method      string
		path        string
		status      int
		contentType string
		header      map[string]string
		body        string
		wantErr     string // a substring of the reported error; "" for none
	}{
		{name: "OK", path: "/api/v1/jobs/1", status: 200, body: job(nil)},
		{name: "OKAllFields", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{
			"pro_id": 7, "status": "completed", "completed_at": "2026-11-03T16:00:00Z", "notes": "Gate code 1234",
			"rating": map[string]any{"score": 2, "categories": []string{"missed_items"}, "comment": "the bathroom", "rated_at": "2026-11-03T18:00:00Z"},
		})},
		{name: "OKCharset", path: "/api/v1/jobs/1", status: 200, contentType: "application/json; charset=utf-8", body: job(nil)},
		{name: "OKList", path: "/api/v1/jobs?status=pending", status: 200, body: `{"jobs":[` + job(nil) + `],"total":1}`},
		{name: "OKNotFound", path: "/api/v1/jobs/99", status: 404, body: notFound},
		{name: "OKNoContent", method: "DELETE", path: "/api/v1/jobs/1", status: 204},
		{name: "OKUnknownRoute404", path: "/api/v1/nope", status: 404,
			body: `{"error":"Not Found","message":"No route for GET /api/v1/nope","code":"NOT_FOUND"}`},
		{name: "OKMethodNotAllowed", method: "PUT", path: "/api/v1/jobs/1", status: 405,
			header: map[string]string{"Allow": "GET, HEAD, PATCH, DELETE"},
			body:   `{"error":"Method Not Allowed","message":"Method PUT is not allowed","code":"METHOD_NOT_ALLOWED"}`},
		{name: "OKHealthz", path: "/healthz", status: 200, body: `{"status":"ok"}`},

		{name: "ErrMissingField", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"updated_at": nil}),
			wantErr: "updated_at"},
		{name: "ErrExtraField", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"account_id": 3}),
			wantErr: "account_id"},
		{name: "ErrWrongStatus", path: "/api/v1/jobs/1", status: 201, body: job(nil),
			wantErr: "status 201 is not documented"},
		{name: "ErrNullableWrongType", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"pro_id": "7"}),
			wantErr: "pro_id"},
		{name: "ErrNullNotNullable", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"price": null{}}),
			wantErr: "price"},
		{name: "ErrNotUTC", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"scheduled_at": "2026-11-03T16:00:00+02:00"}),
			wantErr: "scheduled_at"},
		{name: "ErrNotDateTime", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"created_at": "yesterday"}),
			wantErr: "created_at"},
		{name: "ErrEnum", path: "/api/v1/jobs/1", status: 200, body: job(map[string]any{"status": "done"}),
			wantErr: "status"},
		{name: "ErrContentType", path: "/api/v1/jobs/1", status: 200, contentType: "text/plain", body: job(nil),
			wantErr: "text/plain"},
		{name: "ErrErrorCode", path: "/api/v1/jobs/99", status: 404,
			body:    `{"error":"Not Found","message":"Job not found","code":"VALIDATION_ERROR"}`,
			wantErr: "code"},
		{name: "ErrErrorMissingMessage", path: "/api/v1/jobs/99", status: 404,
			body:    `{"error":"Not Found","code":"NOT_FOUND"}`,
			wantErr: "message"},
		{name: "ErrUnknownRoute", path: "/api/v1/secrets", status: 200, body: `{}`,
			wantErr: "no operation of the document has this path"},
		{name: "ErrUnknownMethod", method: "PUT", path: "/api/v1/jobs/1", status: 200, body: job(nil),
			wantErr: "no operation of the document has this method"},
		{name: "ErrUnknownRoute401", path: "/api/v1/secrets", status: 401,
			body:    `{"error":"Unauthorized","message":"Invalid or missing API key","code":"INVALID_API_KEY"}`,
			wantErr: "must be answered 404"},
		{name: "ErrPlainNotFound", path: "/api/v1/nope", status: 404, contentType: "text/plain; charset=utf-8",
			body: "404 page not found\n", wantErr: "text/plain"},
		{name: "ErrRetryAfter", path: "/api/v1/jobs", status: 429, header: map[string]string{"Retry-After": "soon"},
			body:    `{"error":"Too Many Requests","message":"Slow down","code":"RATE_LIMITED"}`,
			wantErr: "Retry-After"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				ct := tt.contentType
				if ct == "" && tt.body != "" {
					ct = "application/json"
				}
				if ct != "" {
					w.Header().Set("Content-Type", ct)
				}
				for k, v := range tt.header {
					w.Header().Set(k, v)
				}
				w.WriteHeader(tt.status)
				io.WriteString(w, tt.body)
			}))
			defer srv.Close()

			method := tt.method
			if method == "" {
				method = http.MethodGet
			}
			rec := &recorder{TB: t}
			client := &http.Client{Transport: Transport(rec, srv.Client().Transport)}
			req, err := http.NewRequest(method, srv.URL+tt.path, nil)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			got, err := io.ReadAll(resp.Body)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.body {
				t.Errorf("body after validation = %q, want %q", got, tt.body)
			}

			errs := rec.errors()
			switch {
			case tt.wantErr == "" && len(errs) > 0:
				t.Errorf("reported %d errors, want none:\n%s", len(errs), strings.Join(errs, "\n"))
			case tt.wantErr != "" && len(errs) != 1:
				t.Errorf("reported %d errors, want 1:\n%s", len(errs), strings.Join(errs, "\n"))
			case tt.wantErr != "":
				uri := req.URL.RequestURI()
				for _, want := range []string{method + " " + uri, fmt.Sprint(tt.status), tt.wantErr} {
					if !strings.Contains(errs[0], want) {
						t.Errorf("error %q does not mention %q", errs[0], want)
					}
				}
			}
		})
	}
}

// roundTripFunc is an http.RoundTripper made of a function.
type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

func TestTransportBodyWhereNoneIsDescribed(t *testing.T) {
	// A server cannot send a body with 204, so fake the response itself.
	base := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		return &http.Response{
			StatusCode: http.StatusNoContent,
			Header:     http.Header{"Content-Type": {"application/json"}},
			Body:       io.NopCloser(strings.NewReader(`{"ok":true}`)),
			Request:    r,
		}, nil
	})
	rec := &recorder{TB: t}
	client := &http.Client{Transport: Transport(rec, base)}
	req, err := http.NewRequest(http.MethodDelete, "http://steward.test/api/v1/jobs/1", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if errs := rec.errors(); len(errs) != 1 || !strings.Contains(errs[0], "no body") {
		t.Errorf("errors = %q, want one about the body", errs)
	}
}

func TestTransportPassesErrorsOn(t *testing.T) {
	want := fmt.Errorf("connection refused")
	base := roundTripFunc(func(*http.Request) (*http.Response, error) { return nil, want })
	rec := &recorder{TB: t}
	req, err := http.NewRequest(http.MethodGet, "http://steward.test/api/v1/jobs", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Transport(rec, base).RoundTrip(req); err != want {
		t.Errorf("RoundTrip error = %v, want %v", err, want)
	}
	if errs := rec.errors(); len(errs) > 0 {
		t.Errorf("reported %q for a failed round trip, want nothing", errs)
	}
}
