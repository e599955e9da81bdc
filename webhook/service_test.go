package webhook_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/webhook"
)

// TestServiceValidates shows the webhook service as the one validator of
// an endpoint: with every destination allowed, it still refuses what
// Validate refuses, and stores nothing.
func TestServiceValidates(t *testing.T) {
	t.Parallel()
	h := newHarness(t, "sqlite", webhook.Config{AllowPrivate: true})
	ctx := context.Background()
	long := strings.Repeat("x", steward.MaxWebhookDescriptionLen+1)
	for _, tc := range []struct {
		name string
		in   steward.WebhookEndpointCreate
		want string
	}{
		{"ErrMissingURL", steward.WebhookEndpointCreate{}, "Missing required field: url"},
		{"ErrScheme", steward.WebhookEndpointCreate{URL: "ftp://example.com"}, `Invalid url "ftp://example.com": the scheme must be http or https`},
		{"ErrEvents", steward.WebhookEndpointCreate{URL: "https://example.com/hook", Events: []string{"job.exploded"}}, `Invalid events: unknown event "job.exploded"`},
		{"ErrDescription", steward.WebhookEndpointCreate{URL: "https://example.com/hook", Description: long}, "Invalid description"},
	} {
		t.Run("Create"+tc.name, func(t *testing.T) {
			_, err := h.d.CreateWebhookEndpoint(ctx, h.acct, tc.in)
			if got := steward.ErrorMessage(err); steward.ErrorCode(err) != steward.EVALIDATION || !strings.HasPrefix(got, tc.want) {
				t.Errorf("got %v, want VALIDATION_ERROR %q…", err, tc.want)
			}
		})
	}
	if list, err := h.d.FindWebhookEndpoints(ctx, h.acct); err != nil || len(list) != 0 {
		t.Fatalf("%d endpoints stored (%v), want none", len(list), err)
	}

	e, err := h.d.CreateWebhookEndpoint(ctx, h.acct, steward.WebhookEndpointCreate{URL: "https://example.com/hook"})
	if err != nil {
		t.Fatal(err)
	}
	bad, events := "nope", []string{"job.exploded"}
	for _, tc := range []struct {
		name string
		upd  steward.WebhookEndpointUpdate
		want string
	}{
		{"ErrURL", steward.WebhookEndpointUpdate{URL: &bad}, `Invalid url "nope": must be an absolute http or https URL`},
		{"ErrEvents", steward.WebhookEndpointUpdate{Events: &events}, `Invalid events: unknown event "job.exploded"`},
		{"ErrDescription", steward.WebhookEndpointUpdate{Description: &long}, "Invalid description"},
	} {
		t.Run("Update"+tc.name, func(t *testing.T) {
			_, err := h.d.UpdateWebhookEndpoint(ctx, h.acct, e.ID, tc.upd)
			if got := steward.ErrorMessage(err); steward.ErrorCode(err) != steward.EVALIDATION || !strings.HasPrefix(got, tc.want) {
				t.Errorf("got %v, want VALIDATION_ERROR %q…", err, tc.want)
			}
		})
	}
	if got, err := h.d.FindWebhookEndpointByID(ctx, h.acct, e.ID); err != nil || got.URL != e.URL || len(got.Events) != 0 || got.Description != "" {
		t.Errorf("endpoint after refused updates: %+v, %v; want it unchanged", got, err)
	}
}
