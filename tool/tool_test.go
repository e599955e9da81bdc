package tool

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
)

func TestRegistry(t *testing.T) {
	r := New(Services{})
	seen := map[string]bool{}
	for _, tl := range r.Tools() {
		if seen[tl.Name] {
			t.Errorf("tool %s registered twice", tl.Name)
		}
		seen[tl.Name] = true
		if tl.Description == "" || tl.Title == "" {
			t.Errorf("tool %s lacks a title or description", tl.Name)
		}
		if tl.InputSchema == nil || tl.InputSchema.Type != "object" {
			t.Errorf("tool %s: input schema %+v, want an object", tl.Name, tl.InputSchema)
		}
		if tl.ReadOnly && tl.Destructive {
			t.Errorf("tool %s is both read-only and destructive", tl.Name)
		}
		if r.Lookup(tl.Name) != tl {
			t.Errorf("Lookup(%s) does not find it", tl.Name)
		}
	}
	for _, tl := range r.PlanningTools() {
		if tl.Public || strings.Contains(tl.Name, "message") {
			t.Errorf("planning tools include %s", tl.Name)
		}
	}
	if r.Lookup("drop_tables") != nil {
		t.Error("Lookup found a tool that does not exist")
	}
}

func TestCallRefusesBeforeTouchingServices(t *testing.T) {
	// The services are nil: any of these reaching them would panic.
	r := New(Services{})
	ctx := context.Background()
	for _, tc := range []struct {
		name, args string
		acct       int64
		code, msg  string
	}{
		{"list_jobs", `{}`, 0, steward.EUNAUTHORIZED, "Authentication required"},
		{"no_such_tool", `{}`, 1, steward.ENOTFOUND, `Unknown tool "no_such_tool"`},
		{"get_job", `{"job_id":"7"}`, 1, steward.EVALIDATION, "Invalid type for field job_id: expected integer, got string"},
		{"get_job", `{"job_id":0}`, 1, steward.EVALIDATION, "Invalid job_id: must be a positive integer"},
		{"get_job", `[1]`, 1, steward.EVALIDATION, "expected a JSON object"},
		{"get_job", `{"job_id":1} {}`, 1, steward.EVALIDATION, "unexpected data after the JSON object"},
		{"get_job", `{"job_id":1,"x":2}`, 1, steward.EVALIDATION, "Unknown field: x"},
		{"get_job", `{"job_id":`, 1, steward.EVALIDATION, "Malformed arguments"},
		{"create_job", `{"service_type":"cleaning"}`, 1, steward.EVALIDATION, "Missing required field: address_id"},
		{"create_job", `{"address_id":1,"service_type":"cleaning","scheduled_at":"friday"}`, 1, steward.EVALIDATION, `Invalid scheduled_at "friday"`},
		{"check_availability", `{"service_type":"gardening","at":"2026-01-01T00:00:00Z"}`, 1, steward.EVALIDATION, `Invalid service_type "gardening"`},
		{"estimate_price", `{"address_id":-1,"service_type":"cleaning"}`, 1, steward.EVALIDATION, "Invalid address_id"},
		{"send_message", `{"message":"hi"}`, 1, steward.EUNAVAILABLE, "not available"},
	} {
		_, err := r.Call(ctx, tc.name, tc.acct, json.RawMessage(tc.args))
		if steward.ErrorCode(err) != tc.code || !strings.Contains(steward.ErrorMessage(err), tc.msg) {
			t.Errorf("%s(%s) = %v, want %s containing %q", tc.name, tc.args, err, tc.code, tc.msg)
		}
	}
}
