package assistant

import (
	"strings"
)

// A dispatcher's arrows between two of a kind: "wash pk turn sun: MR -> JT
// and 1000 -> 1030" hands the job from one pro to the other and moves it
// from one hour to the other. arrowMove alone would read "MR -> JT" as
// giving "the wash pk turn sun: MR" to JT, both pros one request's.
// And a list of arrows under a label that is no place ("unassigned
// cleanup: lohi rstk tmrw -> MR, rino turn 3/13 -> JT") drops the label,
// whose words ("cleanup") are no job's.

// arrowPairRe is an arrow with one word on each side.
var arrowPairRe = mustCompile(`([A-Za-z][\w.'’]*|\d{1,2}(?::\d\d)?\s?(?:am|pm|a|p)?|\d{3,4})\s*(?:->|→|=>|-->)\s*([A-Za-z][\w.'’]*|\d{1,2}(?::\d\d)?\s?(?:am|pm|a|p)?|\d{3,4})\b`)

// arrowListLabelRe is a label heading a list: "unassigned cleanup:",
// "open jobs:", "assignments:".
var arrowListLabelRe = mustCompile(`(?i)^\s*(?:(?:unassigned|unstaffed|open|uncovered|pending|quick|today's|todays|more)\s+)?(?:cleanup|clean-up|jobs|assignments|reassignments|staffing|fills|fixes|updates|changes|todo|to-do|unassigned|unstaffed)\s*:\s*`)

// arrowSwap rewrites "A -> B" between two pros' names (names) as "give it
// to B instead of A", and then each "T1 -> T2" between two hours as
// "move it from T1 to T2"; it returns msg as it was when no arrow goes
// from a pro to a pro.
func arrowSwap(msg string, names map[string]bool) string {
	if m := arrowListLabelRe.FindStringIndex(msg); m != nil && len(arrowList(msg[m[1]:])) > 1 {
		msg = msg[m[1]:] // "unassigned cleanup: lohi rstk tmrw -> MR, …"
	}
	isName := func(w string) bool {
		w = strings.ToLower(strings.Trim(w, ",.;:!?'’"))
		return names[w]
	}
	pros := false
	for _, m := range arrowPairRe.FindAllStringSubmatch(msg, -1) {
		pros = pros || isName(m[1]) && isName(m[2])
	}
	if !pros {
		return msg
	}
	return arrowPairRe.ReplaceAllStringFunc(msg, func(s string) string {
		m := arrowPairRe.FindStringSubmatch(s)
		switch {
		case isName(m[1]) && isName(m[2]):
			return "give it to " + m[2] + " instead of " + m[1]
		case hourAlone(m[1]) && hourAlone(m[2]):
			return "move it from " + m[1] + " to " + m[2]
		}
		return s
	})
}

// hourAlone reports whether w is an hour alone: "1000", "10:30", "2pm".
func hourAlone(w string) bool {
	w = strings.TrimSpace(w)
	return w != "" && w[0] >= '0' && w[0] <= '9'
}
