package mcpserver

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
)

// TestErrorResultLogging checks that a tool's internal error is logged at
// ERROR, except when the caller went away: then the store's
// context.Canceled is the client's doing, not the server's.
func TestErrorResultLogging(t *testing.T) {
	for _, tc := range []struct {
		name      string
		cancelled bool
		err       error
		wantError bool
	}{
		{"Internal", false, errors.New("disk on fire"), true},
		{"ClientGone", true, fmt.Errorf("begin: %w", context.Canceled), false},
		{"Validation", false, steward.Errorf(steward.EVALIDATION, "Missing required field: x"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var log bytes.Buffer
			cfg := Config{Logger: slog.New(slog.NewTextHandler(&log, nil))}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.cancelled {
				cancel()
			}
			res := cfg.errorResult(ctx, "list_jobs", tc.err)
			if !res.IsError {
				t.Error("errorResult is not a tool error")
			}
			if got := strings.Contains(log.String(), "level=ERROR"); got != tc.wantError {
				t.Errorf("logged at ERROR: %v, want %v; log:\n%s", got, tc.wantError, log.String())
			}
		})
	}
}
