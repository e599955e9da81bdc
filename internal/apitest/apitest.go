// Package apitest checks HTTP traffic against Steward's OpenAPI document in tests.
//
// Wrap a client's transport with Transport and every response the test
// receives is checked against httpapi/openapi.json, so the document and the
// server cannot drift apart unnoticed:
//
//	client := &http.Client{Transport: apitest.Transport(t, nil)}
//
// The package imports httpapi for the embedded document, so tests inside
// package httpapi itself cannot use it (an import cycle); write those as
// package httpapi_test.
package apitest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/stewardhq/steward/httpapi"
)

// spec is the loaded, validated document and its router, shared by every
// test of the process: loading and validating it once is what makes
// wrapping every client cheap.
type spec struct {
	doc    *openapi3.T
	router routers.Router
}

var (
	loadOnce   sync.Once
	loadedSpec *spec
	loadErr    error
)

// load returns the document, loading and validating it on first use.
func load() (*spec, error) {
	loadOnce.Do(func() {
		loadedSpec, loadErr = parse(httpapi.OpenAPIDocument)
	})
	return loadedSpec, loadErr
}

// parse loads data as an OpenAPI document, validates it and builds its router.
func parse(data []byte) (*spec, error) {
	doc, err := openapi3.NewLoader().LoadFromData(data)
	if err != nil {
		return nil, fmt.Errorf("load OpenAPI document: %w", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		return nil, fmt.Errorf("invalid OpenAPI document: %w", err)
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		return nil, fmt.Errorf("route OpenAPI document: %w", err)
	}
	return &spec{doc: doc, router: router}, nil
}

// Transport returns an http.RoundTripper that forwards to base
// (http.DefaultTransport when nil) and validates every response (status,
// headers, body against the schema of the matched operation) against the
// OpenAPI document in httpapi/openapi.json; a mismatch or an unknown route is
// reported with t.Errorf (not Fatal), including method, path, status and the
// validator's message. Requests are not validated (tests deliberately send
// bad ones).
//
// A request that matches no operation must be answered 404 with the
// document's NotFound error body, or 405 with its MethodNotAllowed body when
// the path exists with other methods. Redirects (3xx) and answers to HEAD
// are passed on unchecked. Transport fails the test at once if the document
// itself is invalid.
func Transport(t testing.TB, base http.RoundTripper) http.RoundTripper {
	t.Helper()
	s, err := load()
	if err != nil {
		t.Fatalf("apitest: %v", err)
	}
	if base == nil {
		base = http.DefaultTransport
	}
	return &transport{t: t, base: base, spec: s}
}

// transport is the RoundTripper that Transport returns.
type transport struct {
	t    testing.TB
	base http.RoundTripper
	spec *spec
}

// RoundTrip forwards req, then checks the response and puts its body back
// so the caller reads it as if nothing had happened.
func (tr *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	resp, err := tr.base.RoundTrip(req)
	if err != nil || req.Method == http.MethodHead {
		return resp, err
	}
	if err := tr.spec.check(req, resp); err != nil {
		tr.t.Errorf("apitest: %s %s → %d does not match the OpenAPI document: %v",
			req.Method, req.URL.RequestURI(), resp.StatusCode, err)
	}
	return resp, nil
}

// errReader fails every read with err; it carries a body read failure on to
// the caller after the bytes that were read.
type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// readBody reads resp's body fully and replaces it with an in-memory copy.
func readBody(resp *http.Response) ([]byte, error) {
	if resp.Body == nil {
		return nil, nil
	}
	data, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		resp.Body = io.NopCloser(io.MultiReader(bytes.NewReader(data), errReader{err}))
		return data, err
	}
	resp.Body = io.NopCloser(bytes.NewReader(data))
	return data, nil
}

// check validates resp, the answer to req, against the document. The body is
// read only when the response has to be checked, so a response to an
// unknown route is not consumed.
func (s *spec) check(req *http.Request, resp *http.Response) error {
	if resp.StatusCode >= 300 && resp.StatusCode < 400 {
		return nil // e.g. the mux's redirect to a cleaned path; the client follows it
	}
	route, params, err := s.router.FindRoute(req)
	var fallback string
	switch {
	case err == nil:
	case errors.Is(err, routers.ErrPathNotFound) && resp.StatusCode == http.StatusNotFound:
		fallback = "NotFound"
	case errors.Is(err, routers.ErrMethodNotAllowed) && resp.StatusCode == http.StatusMethodNotAllowed:
		fallback = "MethodNotAllowed"
	case errors.Is(err, routers.ErrPathNotFound):
		return errors.New("no operation of the document has this path, and an unknown path must be answered 404")
	case errors.Is(err, routers.ErrMethodNotAllowed):
		return errors.New("no operation of the document has this method on this path, and a wrong method must be answered 405")
	default:
		return fmt.Errorf("no operation of the document answers this: %w", err)
	}
	if fallback != "" {
		// Check the error against the document's shared response, as if
		// the operation had listed it.
		ref := s.doc.Components.Responses[fallback]
		if ref == nil {
			return fmt.Errorf("no operation matches and components.responses has no %s", fallback)
		}
		route = &routers.Route{
			Spec:      s.doc,
			Path:      req.URL.Path,
			Method:    req.Method,
			Operation: &openapi3.Operation{Responses: openapi3.NewResponses(openapi3.WithStatus(resp.StatusCode, ref))},
		}
	}

	responses := route.Operation.Responses
	if responses.Status(resp.StatusCode) == nil && responses.Default() == nil {
		return fmt.Errorf("status %d is not documented for %s %s (it lists %s)",
			resp.StatusCode, route.Method, route.Path, strings.Join(slices.Sorted(maps.Keys(responses.Map())), ", "))
	}
	body, err := readBody(resp)
	if err != nil {
		return fmt.Errorf("read response body: %w", err)
	}
	if r := responses.Status(resp.StatusCode); r != nil && r.Value != nil && len(r.Value.Content) == 0 && len(body) > 0 {
		return fmt.Errorf("the document describes no body for status %d, got %s", resp.StatusCode, excerpt(body))
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request:    req,
			PathParams: params,
			Route:      route,
		},
		Status:  resp.StatusCode,
		Header:  resp.Header,
		Body:    io.NopCloser(bytes.NewReader(body)),
		Options: validationOptions,
	}
	if err := openapi3filter.ValidateResponse(req.Context(), in); err != nil {
		return fmt.Errorf("%w\nbody: %s", err, excerpt(body))
	}
	return nil
}

// validationOptions reports every problem of a response, including a status
// the operation does not list, without dumping schemas into the message.
var validationOptions = func() *openapi3filter.Options {
	o := &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true}
	o.WithCustomSchemaErrorFunc(schemaErrorMessage)
	return o
}()

// schemaErrorMessage is the message of one schema violation: where it is and
// what is wrong, without the schema and value that kin-openapi appends (the
// body is quoted once, after all the violations).
func schemaErrorMessage(err *openapi3.SchemaError) string {
	if err.Origin != nil {
		return "" // the default message is the origin's, itself customized
	}
	reason := err.Reason
	if reason == "" {
		reason = fmt.Sprintf("does not match %q", err.SchemaField)
	}
	if ptr := err.JSONPointer(); len(ptr) > 0 && !strings.HasPrefix(strings.ToLower(reason), "error at") {
		reason = fmt.Sprintf("at %q: %s", "/"+strings.Join(ptr, "/"), reason)
	}
	return reason
}

// excerpt returns the start of a body for an error message.
func excerpt(body []byte) string {
	const max = 500
	if len(body) > max {
		return string(body[:max]) + "…"
	}
	return string(body)
}
