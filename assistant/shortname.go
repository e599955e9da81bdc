package assistant

import "strings"

// A pro whose first name is a two-letter word of messages ("Mo" Rahman:
// "mo" is also a month, "half a mo" a moment) is named by that word only
// where a person stands: owning a job ("mo's job"), doing something ("mo
// to fix …", "mo needs to go in", "mo doing the paint") or asked for ("get
// mo to sort …", "need mo asap", "cancel mo doing …"). Never after a number,
// "a", "per" or "the" ("3 mo", "just a mo", "$900 per mo").

// shortNameBefore are the words a two-letter first name follows when it is
// the person asked for.
var shortNameBefore = wordSet(`get need needs ask send tell have with let call ring text cancel book put give want wants
	and tmrw tomorrow today tonight then can could would will`)

// shortNameAfter are the words a two-letter first name is followed by when
// it is the person doing something.
var shortNameAfter = wordSet(`to needs need is can cant could will wont should says said doing does did has had got was
	gonna wants coming knows asap`)

// shortNameNever are the words after which a two-letter word is never a
// name.
var shortNameNever = wordSet(`a per the half one`)

// wordSet returns the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// shortNameSaid reports whether toks[i], a two-letter word that is also the
// first name p of a pro, stands where a person does.
func shortNameSaid(toks []token, i int, p string) bool {
	t := toks[i]
	if t.s != p || len(p) != 2 || stopWords[p] {
		return false
	}
	if i > 0 && (shortNameNever[toks[i-1].s] || isDigits(strings.TrimLeft(toks[i-1].s, "$£€")) || strings.HasSuffix(t.raw, "/")) {
		return false
	}
	if strings.Contains(t.raw, "/") {
		return false // "£900/mo"
	}
	r := strings.ToLower(strings.TrimRight(t.raw, ",.;:!?"))
	if strings.HasSuffix(r, "'s") || strings.HasSuffix(r, "’s") {
		return true // "mo's job"
	}
	if i > 0 && !toks[i-1].stop && shortNameBefore[toks[i-1].s] {
		return true
	}
	return i+1 < len(toks) && !t.stop && shortNameAfter[toks[i+1].s]
}
