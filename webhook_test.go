package steward

import (
	"slices"
	"testing"
	"time"
)

func TestRetryPolicyNextAttempt(t *testing.T) {
	first := time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)
	p := RetryPolicy{Offsets: DefaultRetryOffsets}
	tests := []struct {
		name     string
		attempts int
		want     time.Duration
		wantOK   bool
	}{
		{"NoneYet", 0, 0, false},
		{"AfterFirst", 1, 5 * time.Second, true},
		{"AfterSecond", 2, time.Minute, true},
		{"AfterFifth", 5, 2 * time.Hour, true},
		{"LastRetryOneWeek", 9, 168 * time.Hour, true},
		{"AfterTenth", 10, 0, false},
		{"Beyond", 11, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := p.NextAttempt(first, tt.attempts)
			if ok != tt.wantOK || ok && !got.Equal(first.Add(tt.want)) {
				t.Errorf("NextAttempt(first, %d) = %v, %v; want first+%v, %v", tt.attempts, got, ok, tt.want, tt.wantOK)
			}
		})
	}
	if got := p.MaxAttempts(); got != 10 {
		t.Errorf("MaxAttempts = %d, want 10", got)
	}
}

func TestRetryPolicyJitter(t *testing.T) {
	first := time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)
	tests := []struct {
		name     string
		rand     float64
		attempts int
		want     time.Duration
	}{
		{"Zero", 0, 2, time.Minute},
		{"TenPercentOfGap", 0.999999, 2, time.Minute + 5500*time.Millisecond}, // gap 55s
		{"CappedAtMaxJitter", 0.999999, 9, 168*time.Hour + MaxJitter},
		{"FirstRetryGapFromZero", 0.5, 1, 5*time.Second + 250*time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := RetryPolicy{Offsets: DefaultRetryOffsets, Jitter: 0.1, RandFunc: func() float64 { return tt.rand }}
			got, _ := p.NextAttempt(first, tt.attempts)
			if d := got.Sub(first); d < tt.want-time.Millisecond || d > tt.want {
				t.Errorf("offset = %v, want about %v", d, tt.want)
			}
		})
	}
	// Jitter never reorders the schedule.
	p := DefaultRetryPolicy()
	prev := time.Time{}
	for n := 1; n <= len(p.Offsets); n++ {
		got, _ := p.NextAttempt(first, n)
		if !got.After(prev) {
			t.Fatalf("attempt %d due %v, not after %v", n+1, got, prev)
		}
		prev = got
	}
}

func TestRetryPolicyRetryAfter(t *testing.T) {
	first := time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)
	p := RetryPolicy{Offsets: []time.Duration{5 * time.Second, time.Minute, 5 * time.Minute}}
	at := func(d time.Duration) time.Time { return first.Add(d) }
	tests := []struct {
		name            string
		attempts        int
		next, notBefore time.Duration
		want            time.Duration
	}{
		{"EarlierIgnored", 1, 5 * time.Second, 2 * time.Second, 5 * time.Second},
		{"Honoured", 1, 5 * time.Second, 30 * time.Second, 30 * time.Second},
		{"CappedAtFollowingSlot", 1, 5 * time.Second, time.Hour, time.Minute},
		{"LastRetryNotStretched", 3, 5 * time.Minute, time.Hour, 5 * time.Minute},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := p.RetryAfter(first, tt.attempts, at(tt.next), at(tt.notBefore)); !got.Equal(at(tt.want)) {
				t.Errorf("RetryAfter = first+%v, want first+%v", got.Sub(first), tt.want)
			}
		})
	}
}

func TestParseRetrySchedule(t *testing.T) {
	got, err := ParseRetrySchedule("5s,1m,5m,30m,2h,8h,24h,72h,168h")
	if err != nil || !slices.Equal(got, DefaultRetryOffsets) {
		t.Errorf("default schedule = %v, %v; want %v", got, err, DefaultRetryOffsets)
	}
	got, err = ParseRetrySchedule(" 10ms, 20ms ")
	if err != nil || !slices.Equal(got, []time.Duration{10 * time.Millisecond, 20 * time.Millisecond}) {
		t.Errorf("spaces: %v, %v", got, err)
	}
	for _, bad := range []string{"", "5s,,1m", "5", "1m,5s", "0s", "-1s", "5s,5s"} {
		if _, err := ParseRetrySchedule(bad); ErrorCode(err) != EVALIDATION {
			t.Errorf("ParseRetrySchedule(%q) error = %v, want VALIDATION_ERROR", bad, err)
		}
	}
}

func TestWebhookEndpointCreateValidate(t *testing.T) {
	tests := []struct {
		name string
		in   WebhookEndpointCreate
		ok   bool
	}{
		{"OK", WebhookEndpointCreate{URL: "https://example.com/hook", Events: []string{EventJobCompleted}}, true},
		{"OKHTTPWithPort", WebhookEndpointCreate{URL: "http://example.com:8080/x?y=1"}, true},
		{"ErrMissingURL", WebhookEndpointCreate{}, false},
		{"ErrScheme", WebhookEndpointCreate{URL: "ftp://example.com/"}, false},
		{"ErrRelative", WebhookEndpointCreate{URL: "/hook"}, false},
		{"ErrNoHost", WebhookEndpointCreate{URL: "https:///hook"}, false},
		{"ErrUserInfo", WebhookEndpointCreate{URL: "https://u:p@example.com/"}, false},
		{"ErrUnknownEvent", WebhookEndpointCreate{URL: "https://example.com/", Events: []string{"job.exploded"}}, false},
		{"ErrPortZero", WebhookEndpointCreate{URL: "https://example.com:0/hook"}, false},
		{"ErrPortTooHigh", WebhookEndpointCreate{URL: "https://example.com:65536/hook"}, false},
		{"OKPortMax", WebhookEndpointCreate{URL: "https://example.com:65535/hook"}, true},
		{"ErrNULInDescription", WebhookEndpointCreate{URL: "https://example.com/", Description: "a\x00b"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.in.Validate()
			if tt.ok && err != nil || !tt.ok && ErrorCode(err) != EVALIDATION {
				t.Errorf("Validate() = %v, want ok=%v", err, tt.ok)
			}
		})
	}
}

func TestWebhookEndpointWantsAndSecrets(t *testing.T) {
	all := WebhookEndpoint{}
	some := WebhookEndpoint{Events: []string{EventJobCompleted}}
	if !all.Wants(EventJobScheduled) || !some.Wants(EventJobCompleted) || some.Wants(EventJobScheduled) {
		t.Error("Wants: an empty filter wants everything, a filter only its names")
	}
	now := time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)
	old, until := "whsec_old", now.Add(time.Hour)
	e := WebhookEndpoint{Secret: "whsec_new", PreviousSecret: &old, PreviousSecretExpiresAt: &until}
	if got := e.SigningSecrets(now); !slices.Equal(got, []string{"whsec_new", "whsec_old"}) {
		t.Errorf("during grace: %v", got)
	}
	if got := e.SigningSecrets(until); !slices.Equal(got, []string{"whsec_new"}) {
		t.Errorf("after grace: %v", got)
	}
	if s := NewWebhookSecret(); len(s) != len("whsec_")+44 || s[:6] != "whsec_" {
		t.Errorf("NewWebhookSecret = %q", s)
	}
}
