package assistant

import "strings"

// Of the pros a report names, the one the host asks for is the one to send:
// "lupe swung by … the glass door is shattered … need tom out there asap",
// "the boiler's gone, kasia says it's freezing, get gary round" — whoever
// found the problem or was there is no candidate beside the one asked for.

// askForWords are the words a pro follows when the host asks for them.
var askForWords = wordSet(`need needs get send call ring grab want`)

// askedForPro reports whether the pro matched at m is asked for: "need tom",
// "get gary", "send mo", never "need tom's key" (a possessive is something
// of theirs).
func askedForPro(toks []token, m personMatch) bool {
	k := m.at.start - 1
	if k < 0 || toks[k].stop || !askForWords[toks[k].s] {
		return false
	}
	last := toks[m.at.end-1]
	return !possessiveRaw(last.raw)
}

// possessiveRaw reports whether a word was typed with a possessive "'s".
func possessiveRaw(raw string) bool {
	r := strings.TrimRight(raw, ",.;:!?")
	return strings.HasSuffix(r, "'s") || strings.HasSuffix(r, "’s")
}

// onlyAskedFor returns the one match of matches that is asked for when the
// others are not, else matches as they are.
func onlyAskedFor(toks []token, matches []personMatch) []personMatch {
	var asked []personMatch
	for _, m := range matches {
		if askedForPro(toks, m) {
			asked = append(asked, m)
		}
	}
	if len(asked) != 1 || len(matches) < 2 {
		return matches
	}
	for _, m := range matches {
		if m.index != asked[0].index && m.at == asked[0].at {
			return matches // a first name two pros share: still asked
		}
	}
	return asked
}

// offOnDay reports whether the words after a pro's "off" or "out" say the
// day they are away ("kasias off on the 13th", "bree's out on friday",
// "marisol's out saturday"),
// never a pro sent or taken off a job ("get ray out on the 13th", "take
// marco off on sat").
func offOnDay(toks []token, end int) bool {
	if end < 1 || end+1 >= len(toks) || toks[end].s != "off" && toks[end].s != "out" || toks[end].stop {
		return false
	}
	if end >= 2 && sentOrTaken[toks[end-2].s] {
		return false
	}
	if w := toks[end+1].s; w != "on" {
		// "marisol's out saturday, family thing": a weekday said right
		// after "<pro>'s out" or "<pro> is out", alone (never "ray out
		// today" — sent out —, "off fri thru sun", "out 2 days").
		_, day := weekdays[w]
		said := toks[end-1].s == "is" || strings.HasSuffix(toks[end-1].raw, "'s") || strings.HasSuffix(toks[end-1].raw, "’s")
		return day && said && (end+2 >= len(toks) || !awaySpanWords[toks[end+2].s])
	}
	if end+2 >= len(toks) {
		return false
	}
	n := toks[end+2].s
	if n == "the" && end+3 < len(toks) {
		n = toks[end+3].s
	}
	return isDateWord(n) || isDigitsOrOrdinal(n)
}

// awaySpanWords after a day make it one of several ("off fri thru sun").
var awaySpanWords = wordSet(`thru through to till til until - – and & or`)

// sentOrTaken are the verbs that put a pro out or take them off a job.
var sentOrTaken = wordSet(`get got send sent have take took taking takes bring put`)

// wantsProTo reports a pro wanted for some work: "grandad wants gary to put
// a new light fitting in …", "we want rosa to do …" — the pro at one of at
// (where the pros were read) after "want", then "to" and a verb.
func wantsProTo(toks []token, at []int) bool {
	for _, i := range at {
		if i < 1 || i+2 >= len(toks) || toks[i-1].stop || toks[i].stop {
			continue
		}
		if w := toks[i-1].s; (w == "want" || w == "wants" || w == "wanted") && toks[i+1].s == "to" && isLetters(toks[i+2].s) &&
			!wantsNotWork[toks[i+2].s] {
			return true
		}
	}
	return false
}

// wantsNotWork are the verbs after "wants <pro> to" that ask no work of
// them: "wants rosa to know", "wants tom to call her".
var wantsNotWork = wordSet(`know call ring text email phone ask tell confirm let be have`)
