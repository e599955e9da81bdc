package assistant

import "strings"

// fractionUnits are the words a fraction measures when a host gives a
// job's length or a quantity: "approx. 1/2 day", "3/4 hr", "1/2 gal".
var fractionUnits = map[string]bool{"day": true, "days": true, "hour": true, "hours": true, "hr": true, "hrs": true, "h": true,
	"shift": true, "morning": true, "afternoon": true, "week": true, "wk": true, "inch": true, "in": true, "gal": true, "gallon": true,
	"cup": true, "tank": true, "load": true, "cord": true, "mile": true, "mi": true}

// fractionOfUnit reports whether the slashed number at toks[i] is a
// fraction of the unit after it, "1/2 day", "1/2-day", "3/4 hr", not a date (Jan 2,
// Mar 4): a numerator smaller than a small denominator (2, 3, 4 or 8)
// right before a unit word in the same phrase.
func fractionOfUnit(toks []token, i int) bool {
	s := toks[i].s
	if len(s) != 3 || s[1] != '/' || s[0] < '1' || s[0] > '7' || !strings.ContainsRune("2348", rune(s[2])) || s[0] >= s[2] {
		return false
	}
	if toks[i].stop || i+1 >= len(toks) {
		return false
	}
	if toks[i+1].s == "-" && !toks[i+1].stop && i+2 < len(toks) {
		return fractionUnits[toks[i+2].s] // "a 1/2-day job"
	}
	return fractionUnits[toks[i+1].s]
}

// dayDashMonth reports whether the day number at r is written day, dash,
// month, as an engineer's log has it: "13-MAR", "06-Mar" ("may" only
// with a capital: "13-May").
func dayDashMonth(r atomReader) bool {
	if !isDigits(r.s) || len(r.s) > 2 || r.next(1) != "-" || r.toks[r.i].stop {
		return false
	}
	if _, ok := months[r.next(2)]; !ok {
		return false
	}
	return r.next(2) != "may" || r.toks[r.i+2].cap
}

// partCountUnits follow a count of parts as an engineer writes it: "2 ea.",
// "3 x", "4 pcs".
var partCountUnits = map[string]bool{"ea": true, "each": true, "x": true, "pcs": true, "pc": true, "qty": true, "units": true, "new": true}

// countedParts reports whether toks[i:] start with a count of parts put
// in ("install 2 ea. exterior motion lights", "replace 3 x smoke
// detectors", "install 2 new fans"): digits, or a number word from two, then
// optionally a unit of count, then a thing. Consumables ("replace 4
// towels") and people are not parts.
func countedParts(toks []token, i int) bool {
	if i >= len(toks) {
		return false
	}
	n := toks[i].s
	if !(isDigits(n) && len(n) <= 2 && n != "0") && numberWords[n] < 2 {
		return false
	}
	j := i + 1
	if j < len(toks) && partCountUnits[toks[j].s] {
		j++
	}
	if j >= len(toks) || countNouns[toks[j].s] || isDigits(toks[j].s) {
		return false
	}
	_, wd := weekdays[toks[j].s]
	_, mo := months[toks[j].s]
	return !wd && !mo && !has(toks[j:], consumables...) && !has(toks[j:], "with")
}

// monthOfDashedDay reports whether the month at r closes a day written
// day-dash-month ("15-MAR, 2 pax"): it is that day's month, never one to
// read with the number after it (Mar 2).
func monthOfDashedDay(r atomReader) bool {
	if r.i < 2 || r.toks[r.i-1].s != "-" || r.toks[r.i-2].stop {
		return false
	}
	s := r.toks[r.i-2].s
	return isDigits(s) && len(s) <= 2
}
