package assistant

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// The rewrite stages run a few hundred regular expressions over every
// message, most of them case-insensitive and opening on \b, which Go's
// regexp cannot skip ahead for: each walks the whole text, a long e-mail
// costing far more than the few words the expression looks for. Most of
// them cannot match without one of their literal words ("scratch",
// "wait no", "kindly"), so each expression compiled with mustCompile
// carries those words, its triggers, derived once from the expression
// itself, and its methods on strings return "no match" at once when the
// lower-cased text holds none of them. An expression that needs no
// literal (`\d{1,2}:\d{2}`, `[A-Z][a-z]+`) has no triggers and always
// runs. The pre-check is exactly as permissive as the expression: it
// only skips texts the expression cannot match (trigger_test.go checks
// this on every message of the evaluation).

// triggerRe is a regular expression with its triggers: every match,
// lower-cased, contains one of them. No triggers: no pre-check.
type triggerRe struct {
	*regexp.Regexp
	triggers []string
}

// mustCompile is regexp.MustCompile, with the expression's triggers. It
// is meant for expressions compiled once, into package variables.
func mustCompile(expr string) *triggerRe {
	r := &triggerRe{Regexp: regexp.MustCompile(expr), triggers: triggersOf(expr)}
	triggerRes = append(triggerRes, r)
	return r
}

// triggerRes is every expression mustCompile compiled (for the tests).
var triggerRes []*triggerRe

// checkTriggers, set by tests, runs the expression whenever its
// pre-check skips a text, and panics if it matches after all.
var checkTriggers atomic.Bool

// mayMatch reports whether s holds one of the expression's triggers, or
// the expression has none.
func (r *triggerRe) mayMatch(s string) bool {
	if r.triggers == nil {
		return true
	}
	f := foldedText(s)
	for _, t := range r.triggers {
		if strings.Contains(f, t) {
			return true
		}
	}
	if checkTriggers.Load() && r.Regexp.MatchString(s) {
		panic("assistant: the triggers " + strings.Join(r.triggers, "|") + " of " + r.String() + " skip a text it matches: " + s)
	}
	return false
}

// The methods on strings the stages use, each the regexp's own after
// the pre-check (and what the regexp returns for no match without it).

func (r *triggerRe) MatchString(s string) bool {
	return r.mayMatch(s) && r.Regexp.MatchString(s)
}

func (r *triggerRe) FindString(s string) string {
	if !r.mayMatch(s) {
		return ""
	}
	return r.Regexp.FindString(s)
}

func (r *triggerRe) FindStringIndex(s string) []int {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindStringIndex(s)
}

func (r *triggerRe) FindStringSubmatch(s string) []string {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatch(s)
}

func (r *triggerRe) FindStringSubmatchIndex(s string) []int {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindStringSubmatchIndex(s)
}

func (r *triggerRe) FindAllString(s string, n int) []string {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllString(s, n)
}

func (r *triggerRe) FindAllStringIndex(s string, n int) [][]int {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllStringIndex(s, n)
}

func (r *triggerRe) FindAllStringSubmatch(s string, n int) [][]string {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatch(s, n)
}

func (r *triggerRe) FindAllStringSubmatchIndex(s string, n int) [][]int {
	if !r.mayMatch(s) {
		return nil
	}
	return r.Regexp.FindAllStringSubmatchIndex(s, n)
}

func (r *triggerRe) ReplaceAllString(src, repl string) string {
	if !r.mayMatch(src) {
		return src
	}
	return r.Regexp.ReplaceAllString(src, repl)
}

func (r *triggerRe) ReplaceAllLiteralString(src, repl string) string {
	if !r.mayMatch(src) {
		return src
	}
	return r.Regexp.ReplaceAllLiteralString(src, repl)
}

func (r *triggerRe) ReplaceAllStringFunc(src string, repl func(string) string) string {
	if !r.mayMatch(src) {
		return src
	}
	return r.Regexp.ReplaceAllStringFunc(src, repl)
}

func (r *triggerRe) Split(s string, n int) []string {
	if n != 0 && !r.mayMatch(s) {
		return []string{s} // what regexp's Split returns when nothing matches
	}
	return r.Regexp.Split(s, n)
}

// foldRune folds r as the triggers are: lower case, and the two runes
// outside ASCII that a case-insensitive expression matches for an ASCII
// letter (the Kelvin sign for k, the long s for s) as that letter.
func foldRune(r rune) rune {
	switch r {
	case '\u212A':
		return 'k'
	case '\u017F':
		return 's'
	}
	return unicode.ToLower(r)
}

// foldText is s folded with foldRune.
func foldText(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return strings.Map(foldRune, s)
		}
	}
	return strings.ToLower(s)
}

// lastFolded remembers the last text folded: the stages run many
// expressions over the same text in a row.
var lastFolded atomic.Pointer[[2]string]

func foldedText(s string) string {
	if p := lastFolded.Load(); p != nil && p[0] == s {
		return p[1]
	}
	f := foldText(s)
	lastFolded.Store(&[2]string{s, f})
	return f
}

// maxExact bounds the sets of strings the analysis below keeps.
const maxExact = 64

// triggersOf returns the triggers of expr: strings, folded, one of which
// every text the expression matches contains once folded; nil when the
// expression needs no literal (or one outside ASCII only).
func triggersOf(expr string) []string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	ts := literalsOf(re.Simplify()).need
	// A trigger that contains another adds nothing: drop it.
	var out []string
	for _, t := range ts {
		if !slices.ContainsFunc(ts, func(u string) bool { return u != t && strings.Contains(t, u) }) {
			out = append(out, t)
		}
	}
	return out
}

// literals is what an expression's node says of the texts it matches:
// exact, every string it matches (folded), when they are few and known;
// need, strings one of which every match contains (nil: none needed).
type literals struct {
	exact []string
	need  []string
}

func exactly(ss []string) literals {
	ss = uniq(ss)
	if slices.Contains(ss, "") {
		return literals{exact: ss}
	}
	return literals{exact: ss, need: ss}
}

func uniq(ss []string) []string {
	ss = slices.Clone(ss)
	slices.Sort(ss)
	return slices.Compact(ss)
}

func literalsOf(re *syntax.Regexp) literals {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return exactly([]string{""})
	case syntax.OpLiteral:
		// The ASCII letters of a literal (its longest run of them when it
		// has others): a case-insensitive literal matches the letters
		// foldRune folds back to them.
		var runs []string
		var b strings.Builder
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf {
				runs = append(runs, b.String())
				b.Reset()
				continue
			}
			b.WriteRune(unicode.ToLower(r))
		}
		if len(runs) == 0 {
			return exactly([]string{b.String()})
		}
		runs = append(runs, b.String())
		longest := slices.MaxFunc(runs, func(a, b string) int { return len(a) - len(b) })
		if longest == "" {
			return literals{}
		}
		return literals{need: []string{longest}}
	case syntax.OpCharClass:
		// A small class of characters that fold to ASCII: each of them.
		var ss []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if hi-lo >= maxExact {
				return literals{}
			}
			for r := lo; r <= hi; r++ {
				f := foldRune(r)
				if f >= utf8.RuneSelf {
					return literals{}
				}
				ss = append(ss, string(f))
			}
		}
		if ss = uniq(ss); len(ss) > 8 || len(ss) == 0 {
			return literals{}
		}
		return exactly(ss)
	case syntax.OpCapture:
		return literalsOf(re.Sub[0])
	case syntax.OpQuest:
		if in := literalsOf(re.Sub[0]); in.exact != nil {
			return exactly(append(in.exact, ""))
		}
		return literals{}
	case syntax.OpPlus:
		return literals{need: literalsOf(re.Sub[0]).need}
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return literals{need: literalsOf(re.Sub[0]).need}
		}
		return literals{}
	case syntax.OpConcat:
		return concatLiterals(re.Sub)
	case syntax.OpAlternate:
		ins := make([]literals, len(re.Sub))
		var exact []string
		allExact := true
		for i, sub := range re.Sub {
			ins[i] = literalsOf(sub)
			exact = append(exact, ins[i].exact...)
			allExact = allExact && ins[i].exact != nil
		}
		if exact = uniq(exact); allExact && len(exact) <= maxExact {
			return exactly(exact)
		}
		var need []string
		for _, in := range ins {
			if in.need == nil {
				return literals{} // a branch that needs nothing
			}
			need = append(need, in.need...)
		}
		return literals{need: uniq(need)}
	}
	// Any character, a star: nothing known.
	return literals{}
}

// concatLiterals is literalsOf for a sequence: the strings of its runs of
// exact parts, joined, and of its other parts what they need; of those,
// the longest.
func concatLiterals(subs []*syntax.Regexp) literals {
	run := []string{""} // every string the current run of exact parts matches
	allExact := true
	var cands [][]string
	end := func() {
		if !slices.Contains(run, "") {
			cands = append(cands, run)
		}
		run = []string{""}
	}
	for _, sub := range subs {
		in := literalsOf(sub)
		if in.exact == nil {
			allExact = false
			end()
			if in.need != nil {
				cands = append(cands, in.need)
			}
			continue
		}
		if len(run)*len(in.exact) > maxExact {
			allExact = false
			end()
		}
		var next []string
		for _, a := range run {
			for _, b := range in.exact {
				next = append(next, a+b)
			}
		}
		run = uniq(next)
	}
	if allExact {
		return exactly(run)
	}
	end()
	if len(cands) == 0 {
		return literals{}
	}
	// The best: the one whose shortest string is longest, then the fewest.
	shortest := func(ss []string) int {
		return len(slices.MinFunc(ss, func(a, b string) int { return len(a) - len(b) }))
	}
	best := slices.MaxFunc(cands, func(a, b []string) int {
		if d := shortest(a) - shortest(b); d != 0 {
			return d
		}
		return len(b) - len(a)
	})
	return literals{need: best}
}
