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
// literal (`[A-Z][a-z]+`) has no triggers and always runs. A sequence's
// other parts are checked too (the triggers are its most selective part;
// "at" and one of "wait/sorry" are both needed by `\b(at|to)\s+\d…
// (?:wait|sorry)`), and so is the number of digits a match must hold (a
// phone number's seven, a time's one). The pre-check is exactly as
// permissive as the expression: it only skips texts the expression cannot
// match (trigger_test.go checks this on every message of the evaluation).

// triggerRe is a regular expression with its triggers: every match,
// lower-cased, contains one of them. No triggers: no pre-check.
type triggerRe struct {
	*regexp.Regexp
	triggers []string
	// also are further sets of strings, each of which every match needs
	// one of as well (a sequence's other parts: "because" and a digit
	// beside "at"), checked after the triggers.
	also [][]string
	// digits is how many digits every match holds at the least.
	digits int
}

// mustCompile is regexp.MustCompile, with the expression's triggers. It
// is meant for expressions compiled once, into package variables.
func mustCompile(expr string) *triggerRe {
	r := &triggerRe{Regexp: regexp.MustCompile(expr), triggers: triggersOf(expr), digits: digitsOf(expr)}
	if r.triggers != nil {
		r.also = alsoNeeded(expr, r.triggers)
	}
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
	if r.triggers == nil && r.digits == 0 {
		return true
	}
	f := foldedText(s)
	if (r.triggers == nil || containsOne(f, r.triggers) && !slices.ContainsFunc(r.also, func(set []string) bool { return !containsOne(f, set) })) &&
		(r.digits == 0 || hasDigits(f, r.digits)) {
		return true
	}
	if checkTriggers.Load() && r.Regexp.MatchString(s) {
		panic("assistant: the triggers " + strings.Join(r.triggers, "|") + " of " + r.String() + " skip a text it matches: " + s)
	}
	return false
}

// hasDigits reports whether s holds n digits at least.
func hasDigits(s string, n int) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if n--; n == 0 {
				return true
			}
		}
	}
	return false
}

// digitsOf is how many ASCII digits every match of expr holds at the
// least (a phone number's seven, a time's one).
func digitsOf(expr string) int {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return 0
	}
	return minDigits(re.Simplify())
}

func minDigits(re *syntax.Regexp) int {
	switch re.Op {
	case syntax.OpLiteral:
		n := 0
		for _, r := range re.Rune {
			if r >= '0' && r <= '9' {
				n++
			}
		}
		return n
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i] < '0' || re.Rune[i+1] > '9' {
				return 0
			}
		}
		return min(1, len(re.Rune)/2)
	case syntax.OpCapture, syntax.OpPlus:
		return minDigits(re.Sub[0])
	case syntax.OpRepeat:
		return re.Min * minDigits(re.Sub[0])
	case syntax.OpConcat:
		n := 0
		for _, sub := range re.Sub {
			n += minDigits(sub)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, sub := range re.Sub {
			if d := minDigits(sub); n < 0 || d < n {
				n = d
			}
		}
		return max(n, 0)
	}
	return 0
}

// containsOne reports whether f contains one of the strings of set.
func containsOne(f string, set []string) bool {
	for _, t := range set {
		if strings.Contains(f, t) {
			return true
		}
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

// caseless reports whether r, outside ASCII, has no other case: folded,
// it is itself, and a case-insensitive expression matches only it.
func caseless(r rune) bool {
	return unicode.SimpleFold(r) == r && foldRune(r) == r
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
	ts := minimalSet(literalsOf(re.Simplify()).need)
	if onlyDigits(ts) {
		return nil // what digitsOf checks
	}
	return ts
}

// onlyDigits reports whether every string of ts is a digit.
func onlyDigits(ts []string) bool {
	return !slices.ContainsFunc(ts, func(t string) bool { return len(t) != 1 || t[0] < '0' || t[0] > '9' })
}

// minimalSet drops from ts each string that contains another: it adds
// nothing to the check.
func minimalSet(ts []string) []string {
	var out []string
	for _, t := range ts {
		if !slices.ContainsFunc(ts, func(u string) bool { return u != t && strings.Contains(t, u) }) {
			out = append(out, t)
		}
	}
	return out
}

// alsoNeeded returns the other sets of strings a match of expr needs one
// of, besides its triggers: those of the parts of a top-level sequence
// (each part's match is in the text), most selective first; sets of
// white space alone, which every message has, are left out.
func alsoNeeded(expr string, triggers []string) [][]string {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil
	}
	var sets [][]string
	for _, set := range literalsOf(re.Simplify()).all {
		set = minimalSet(set)
		if len(set) == 0 || onlyDigits(set) || slices.Equal(set, triggers) || !slices.ContainsFunc(set, func(t string) bool { return strings.TrimSpace(t) != "" }) ||
			slices.ContainsFunc(sets, func(o []string) bool { return slices.Equal(o, set) }) {
			continue
		}
		sets = append(sets, set)
	}
	slices.SortStableFunc(sets, func(a, b []string) int { return shortestLen(b) - shortestLen(a) })
	return sets
}

// shortestLen is the length of the shortest string of ss.
func shortestLen(ss []string) int {
	return len(slices.MinFunc(ss, func(a, b string) int { return len(a) - len(b) }))
}

// literals is what an expression's node says of the texts it matches:
// exact, every string it matches (folded), when they are few and known;
// need, strings one of which every match contains (nil: none needed).
type literals struct {
	exact []string
	need  []string
	// all are sets of strings the texts need one of each: need, and in a
	// sequence, what each of its parts needs.
	all [][]string
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
			if r >= utf8.RuneSelf && caseless(r) {
				b.WriteRune(r) // "→", "—": folded, the same rune
				continue
			}
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
				if f >= utf8.RuneSelf && !caseless(r) {
					return literals{}
				}
				ss = append(ss, string(f))
			}
		}
		if ss = uniq(ss); len(ss) > 10 || len(ss) == 0 { // ten: the digits
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
		in := literalsOf(re.Sub[0])
		return literals{need: in.need, all: in.all}
	case syntax.OpRepeat:
		if re.Min >= 1 {
			in := literalsOf(re.Sub[0])
			return literals{need: in.need, all: in.all}
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
	var all [][]string // what the parts that are not exact need, each
	for _, sub := range subs {
		in := literalsOf(sub)
		if in.exact == nil {
			allExact = false
			end()
			if in.need != nil {
				cands = append(cands, in.need)
			}
			all = append(all, in.all...)
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
	best := slices.MaxFunc(cands, func(a, b []string) int {
		if d := shortestLen(a) - shortestLen(b); d != 0 {
			return d
		}
		return len(b) - len(a)
	})
	return literals{need: best, all: append(cands, all...)}
}
