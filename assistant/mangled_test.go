package assistant

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stewardhq/steward"
)

// mangled are the ways a host's message reaches the engine other than as
// typed: forwarded with a subject, quoted in a reply, cut short, shouted,
// pasted with stray punctuation. None may make the engine fail.
var mangledAll = flag.Bool("mangled-all", false, "TestMangledMessagesNeverFail: every message of the evaluation, not every 17th")

var mangled = []struct {
	name string
	f    func(string) string
}{
	{"forwarded", func(m string) string { return "FW: Re: " + m + "\n\n> Sent from my iPhone" }},
	{"quoted", func(m string) string {
		return "see below pls\n\n> " + strings.ReplaceAll(m, "\n", "\n> ") + "\n> -- \n> Gene"
	}},
	{"cut", func(m string) string {
		n := len(m) / 2
		for n > 0 && !utf8.RuneStart(m[n]) {
			n--
		}
		return m[:n]
	}},
	{"shouted", func(m string) string { return strings.ToUpper(m) + "!!!" }},
	{"punctuated", func(m string) string {
		return ": - " + strings.NewReplacer(" ", " , ", ".", " .. ").Replace(m) + " ?: -"
	}},
}

// TestMangledMessagesNeverFail runs a sample of the evaluation's messages,
// each mangled every way above, through the engine on its fixture: the
// engine answers every one (a question or a refusal is fine) and never
// panics or errs. Writes pile up on each fixture, as they would in an
// account. go test runs every 17th message; -mangled-all runs them all.
func TestMangledMessagesNeverFail(t *testing.T) {
	t.Parallel()
	engines := map[string]*Engine{}
	ctx := context.Background()
	step := 17
	if *mangledAll {
		step = 1
	}
	seen := map[string]bool{}
	n := 0
	for _, c := range loadEvalCases(t) {
		for _, msg := range c.Messages {
			if seen[msg] {
				continue
			}
			seen[msg] = true
			if n++; n%step != 0 {
				continue
			}
			e := engines[c.Fixture]
			if e == nil {
				m, _, err := memEvalFixture(ctx, evalCase{Fixture: c.Fixture})
				if err != nil {
					t.Fatal(err)
				}
				e = m.engine()
				engines[c.Fixture] = e
			}
			for _, v := range mangled {
				text := v.f(msg)
				if err := handleSafely(ctx, e, text); err != nil {
					t.Errorf("%s, %s %q: %v", c.Name, v.name, text, err)
				}
			}
		}
	}
}

// handleSafely is e.Handle with a panic turned into an error.
func handleSafely(ctx context.Context, e *Engine, msg string) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("panic: %v", v)
		}
	}()
	r, err := e.Handle(ctx, 1, Request{Message: msg})
	if err == nil && r.Text == "" {
		err = fmt.Errorf("empty reply (status %s)", r.Status)
	}
	if err == nil && r.Status != steward.MessageCompleted && r.Status != steward.MessageNeedsInput && r.Status != steward.MessageFailed {
		err = fmt.Errorf("status %q", r.Status)
	}
	return err
}
