package assistant

import (
	"slices"
	"testing"
	"unicode"
)

// Every test of the package runs with the triggers checked: an
// expression whose pre-check skips a text it would have matched panics
// (BenchmarkEngine turns the check off to measure).
func init() { checkTriggers.Store(true) }

func TestTriggersOf(t *testing.T) {
	for _, c := range []struct {
		expr string
		want []string // nil: no pre-check
	}{
		{`(?i)\bscratch\b`, []string{"scratch"}},
		{`(?i)\b(?:wait|hold on),?\s+no\b`, []string{"hold on", "wait"}},
		{`(?i)\b(mon|tue|wed)(?:day|nesday)?\b`, []string{"mon", "tue", "wed"}},
		{`(?i)\bkindly\s+(prepone|postpone)\b`, []string{"postpone", "prepone"}},
		{`(?i)\bdon[’']t\b`, []string{"don't", "don’t"}},
		{`(?i)\b(?:it'?s|its)\s+fine\b`, []string{"fine"}},
		{`(?i)\b(a|b)\)\s+`, []string{"a)", "b)"}},
		{`(?i)\bpls\b|\bplease\b`, []string{"please", "pls"}},
		{`(?i)’s\b`, []string{"’s"}},
		{`\s*(?:->|→|=>)\s*`, []string{"->", "=>", "→"}},
		{`^(?P<name>[A-Z][a-z]+)\s*:\s+`, []string{":"}},
		{`HMQ(?:7RJ)?`, []string{"hmq"}},
		// No literal every match needs: no pre-check.
		{`\d{1,2}:\d{2}`, []string{":"}},
		{`\d{1,2}(:\d{2})?`, nil},
		{`[A-Z][a-z]+`, nil},
		{`(?i)\bfoo\b|\d+`, []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "foo"}},
		{`(?i)\bfoo\b|\w+`, nil},
		{`(?i)(?:wait)?\s*no`, []string{"no"}},
		{`(?i)(?:wait)?`, nil},
		{`(?i)é`, nil},
		{`.*`, nil},
	} {
		if got := triggersOf(c.expr); !slices.Equal(got, c.want) {
			t.Errorf("triggersOf(%s) = %q, want %q", c.expr, got, c.want)
		}
	}
}

func TestDigitsAndAlsoNeeded(t *testing.T) {
	for _, c := range []struct {
		expr   string
		digits int
		also   [][]string
	}{
		{`(?:\+?1[\s.\-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.\-])?\d{3}[\s.\-]\d{4}\b`, 7, nil},
		{`\d{1,2}(:\d{2})?`, 1, nil},
		{`(?i)\b(at|to)\s+(\d{1,2})\s*(?:wait|sorry)`, 1, [][]string{{"at", "to"}}},
		{`(?i)(?:bc|because)\s+(?:he|she)\s+can't`, 0, [][]string{{"bc", "because"}, {"he"}}},
		{`(?i)noon|\d`, 0, nil},
	} {
		r := mustCompile(c.expr)
		if r.digits != c.digits || !slices.EqualFunc(r.also, c.also, slices.Equal) {
			t.Errorf("%s: digits %d, also %q; want %d, %q", c.expr, r.digits, r.also, c.digits, c.also)
		}
	}
}

// TestFoldRune: every rune a case-insensitive expression matches for an
// ASCII letter folds to that letter, as the triggers are written.
func TestFoldRune(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < 0x80 && foldRune(r) != unicode.ToLower(f) {
				t.Errorf("foldRune(%q) = %q, want %q", r, foldRune(r), unicode.ToLower(f))
			}
		}
	}
}

// TestTriggersSkipNoMatch: over every message of the evaluation, every
// expression that matches one has one of its triggers in it (the engine's
// own texts, rewritten from these, are checked by every test: init above),
// and the gated methods answer as the regexp's own.
func TestTriggersSkipNoMatch(t *testing.T) {
	var texts []string
	for _, c := range loadEvalCases(t) {
		texts = append(texts, c.Messages...)
	}
	gated := 0
	for _, r := range triggerRes {
		if r.triggers == nil {
			continue
		}
		gated++
		for _, s := range texts {
			if r.Regexp.MatchString(s) && !r.mayMatch(s) {
				t.Fatalf("the triggers %q of %s skip %q, which it matches", r.triggers, r, s)
			}
		}
	}
	t.Logf("%d of %d expressions gated, over %d texts", gated, len(triggerRes), len(texts))
	r := mustCompile(`(?i)\bwait,?\s+no\b`)
	for _, s := range []string{"", "nothing here", "Wait no, Thursday", "WAIT, NO"} {
		re := r.Regexp
		if r.MatchString(s) != re.MatchString(s) || r.ReplaceAllString(s, "x") != re.ReplaceAllString(s, "x") ||
			!slices.Equal(r.Split(s, -1), re.Split(s, -1)) || !slices.Equal(r.FindStringIndex(s), re.FindStringIndex(s)) ||
			!slices.Equal(r.FindStringSubmatch(s), re.FindStringSubmatch(s)) || r.FindString(s) != re.FindString(s) {
			t.Errorf("%q: the gated methods differ from regexp's", s)
		}
	}
}
