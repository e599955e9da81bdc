package assistant

import (
	"strings"
)

// slipWordRe finds a message's words and the marks between them, so a
// slip is read only beside the words it touches ("wicker clear tmrw", not
// "wicker, clear the walk").
var slipWordRe = mustCompile(`[A-Za-z][A-Za-z']*|\d[\d:.]*(?:am|pm|a|p)?|[^\sA-Za-z\d]+`)

// splitWeekdayRe is a weekday the phone split in two: "tues day the
// 10th" is Tuesday ("the sun day" of a forecast aside, "fri day" alike).
var splitWeekdayRe = mustCompile(`(?i)\b(mon|tues|wednes|thurs|fri|satur)\s+day\b`)

// slipServices are the service words an autocorrect slip stands in for.
var slipServices = []string{"clean", "restock", "repair", "inspect"}

// slipDeterminers open a job's name: "the clear at wicker", "her restore".
var slipDeterminers = map[string]bool{"the": true, "a": true, "an": true, "this": true, "that": true, "his": true, "her": true,
	"their": true, "my": true, "our": true}

// serviceSlips reads a phone's autocorrect slip for a service word where
// only a job can stand: a word one letter from a service's ("clear" for
// clean), or "restore" for restock, between the words that name a job —
// after a place, a pro or "the", and before a day, a time, "at"/"on" or a
// place ("can you move wicker clear tmrw to 1", "cancel the restore at
// wicker tomorrow", "have maria restore pilsen downstairs sunday"). The
// word as a word of its own is left alone: "clear the walk", "restore the
// cancelled clean at the loft", "the coast is clear".
func serviceSlips(msg string, names, places map[string]bool) string {
	low := strings.ToLower(msg)
	if strings.Contains(low, " day") {
		msg = splitWeekdayRe.ReplaceAllString(msg, "${1}day") // "tues day the 10th"
	}
	if !strings.Contains(low, "restore") && !strings.Contains(low, "clear") && !strings.Contains(low, "resto") &&
		!strings.Contains(low, "clen") && !strings.Contains(low, "repai") && !strings.Contains(low, "insp") {
		return msg // (the trigger: every slip read shares one of these)
	}
	locs := slipWordRe.FindAllStringIndex(msg, -1)
	if len(locs) < 2 {
		return msg
	}
	word := func(i int) string {
		if i < 0 || i >= len(locs) {
			return ""
		}
		return strings.ToLower(msg[locs[i][0]:locs[i][1]])
	}
	place := func(w string) bool { return w != "" && (places[w] || places["~"+w]) }
	var b strings.Builder
	last := 0
	for i := range locs {
		w := word(i)
		to := slipFor(w)
		if to == "" || place(w) || names[w] {
			continue
		}
		p, n := word(i-1), word(i+1)
		before := slipDeterminers[p] || strings.HasSuffix(p, "'s") || place(p) || names[p]
		after := isDateWord(n) || n == "at" || n == "on" || n == "for" || place(n) || n != "" && n[0] >= '0' && n[0] <= '9'
		if !before || !after {
			continue
		}
		if n == "for" && !isDateWord(word(i+2)) && word(i+2) != "the" {
			continue // "the clear for glass": a thing
		}
		b.WriteString(msg[last:locs[i][0]])
		b.WriteString(to)
		last = locs[i][1]
	}
	if last == 0 {
		return msg
	}
	b.WriteString(msg[last:])
	return b.String()
}

// slipFor is the service word w is a slip for, or "".
func slipFor(w string) string {
	if w == "restore" {
		return "restock" // the phone's word for it
	}
	if len(w) < 5 || !isLetters(w) {
		return ""
	}
	for _, s := range slipServices {
		if w == s || w == s+"s" || w == s+"ed" || w == s+"er" || w == s+"or" || w == s+"ing" {
			return ""
		}
	}
	for _, s := range slipServices {
		if levenshtein(w, s) == 1 {
			return s
		}
	}
	return ""
}
