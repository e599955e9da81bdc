package assistant

import "slices"

var weekdayWords = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
	"mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"}

// wholeWeekSaid reports whether toks ask about a week and spell out its
// days as a range ("what she has on next week, Monday to Sunday", "this
// week, mon through sun"): the week, not its last day.
func wholeWeekSaid(toks []token) bool {
	if !hasPhrase(toks, "next week") && !hasPhrase(toks, "this week") && !hasPhrase(toks, "last week") {
		return false
	}
	for i := 0; i+2 < len(toks); i++ {
		if slices.Contains(weekdayWords, toks[i].s) && slices.Contains([]string{"to", "through", "thru", "till", "until", "-"}, toks[i+1].s) &&
			slices.Contains(weekdayWords, toks[i+2].s) {
			return true
		}
	}
	return false
}

// keySafeNumber reports whether toks[k] is the number of a key safe or
// lockbox ("the key safe number", "the lockbox number"): its code, never a
// phone number.
func keySafeNumber(toks []token, k int) bool {
	return k > 0 && k < len(toks) && toks[k].s == "number" && slices.Contains([]string{"safe", "keysafe", "lockbox", "keypad", "keybox"}, toks[k-1].s)
}

// whatIsIt reports whether toks only ask "what is it?" (a sign-off may
// follow): the question of the sentence before, asked again.
func whatIsIt(toks []token) bool {
	rest := toks
	switch {
	case len(toks) >= 3 && toks[0].s == "what" && toks[1].s == "is" && toks[2].s == "it":
		rest = toks[3:]
	case len(toks) >= 2 && (toks[0].s == "what's" || toks[0].s == "whats") && toks[1].s == "it":
		rest = toks[2:]
	default:
		return false
	}
	for _, t := range rest {
		if !t.stop && t.s != "?" && t.s != "please" && t.s != "then" && t.s != "again" {
			return len(rest) <= 2 // ("What is it? Margaret")
		}
	}
	return true
}
