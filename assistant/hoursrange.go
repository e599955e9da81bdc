package assistant

import "strings"

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
			(w == "after" || w == "before" || w == "later" || w == "earlier") {
			return true
		}
	}
	return false
}
