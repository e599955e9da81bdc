package assistant

import (
	"slices"
	"strings"
)

// workHoursRange reports whether the bare hour h at toks[i] opens a
// range of working hours written as ops shorthand, "9-1" or "10-2": a
// morning hour (7–12), a "-", and a later hour of the working day, with
// nothing counted after it ("2-3 guests" is a count, "3-19" a date).
func workHoursRange(toks []token, i, h int) bool {
	if h < 7 || h > 12 || i+2 >= len(toks) || toks[i+1].s != "-" || toks[i].stop {
		return false
	}
	e := toks[i+2].s
	if len(e) > 2 || !isDigits(e) {
		return false
	}
	end := 0
	for _, c := range e {
		end = end*10 + int(c-'0')
	}
	if end < 1 || end > 12 {
		return false
	}
	if end <= 6 {
		end += 12
	}
	if end <= h {
		return false
	}
	if i+3 < len(toks) && (countNouns[toks[i+3].s] || toks[i+3].s == "-") {
		return false
	}
	return i+3 == len(toks) || endsPhrase(toks, i+2)
}

// pmMaintenance reports a capital "PM" that is preventive maintenance,
// not the afternoon: after an article ("need a PM on the furnace") or
// right before "on" ("PM on the AC thurs"), never after a number ("3
// PM") nor in a message written all in capitals.
func pmMaintenance(part string, toks []token, rest []string, text string) bool {
	if part != "PM" || shouted(text) {
		return false
	}
	if n := len(toks); n > 0 {
		p := toks[n-1].s
		if p != "" && p[0] >= '0' && p[0] <= '9' {
			return false
		}
		if p == "a" || p == "the" || p == "an" {
			return true
		}
	}
	return len(rest) > 0 && strings.ToLower(strings.TrimRight(rest[0], ",.;:!?")) == "on"
}

// saysOffset reports a time said as an offset from something ("2 hrs
// after", "an hour before", "30 min later"): when the reader placed no
// time, it asks rather than take the default hour.
func saysOffset(toks []token) bool {
	for i := 0; i+2 < len(toks); i++ {
		n, u, w := toks[i].s, toks[i+1].s, toks[i+2].s
		if (isDigits(n) || n == "an" || n == "a" || n == "one" || n == "two" || n == "three") &&
			(u == "hr" || u == "hrs" || u == "hour" || u == "hours" || u == "min" || u == "mins" || u == "minutes") &&
			(w == "after" || w == "before" || w == "later" || w == "earlier" || unreadAnchorWord(toks, i+2)) {
			return true
		}
	}
	return false
}

// plainLinks are the words an amount of hours may be followed by without
// naming a moment to count from ("2 hours on the 9th", "3 hours for the
// clean").
var plainLinks = []string{"on", "at", "in", "for", "from", "to", "by", "and", "with", "of", "each", "every", "per", "a", "the", "this", "that"}

// unreadAnchorWord reports whether toks[i], said right after an amount of
// hours, is a word the engine does not read followed by "the" — the
// moment counted from, said in a word of its own ("4 hours efter the
// campbells leave"): the time is asked, never picked.
func unreadAnchorWord(toks []token, i int) bool {
	return i+1 < len(toks) && toks[i+1].s == "the" && !toks[i].stop && !slices.Contains(plainLinks, toks[i].s) && !isDigits(toks[i].s)
}
