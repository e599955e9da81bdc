package assistant

import (
	"strings"
)

// assignEachRe is a pro put on two jobs in one phrase, each job said with
// its own day: "put green mountain on her elm street turnover monday and
// her chalet turnover on the 14th".
var assignEachRe = mustCompile(`(?i)\b((?:put|assign|switch|swap|stick)\s+[a-z][a-z' .-]*?\s+(?:on|onto|to)\s+)((?:her|his|their|the)\s+[^.;!?]*?)\s+and\s+((?:her|his|their|the)\s+[^.;!?]*)`)

// assignEach returns msg with the verb and pro of an assignment said
// again before the second of two jobs it names, when each job phrase has
// a service and a day of its own: each is its own job, given to the pro
// — never one job moved to the other phrase's day.
func assignEach(msg string) string {
	m := assignEachRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	first, second := msg[m[4]:m[5]], msg[m[6]:m[7]]
	if !jobWithDay(first) || !jobWithDay(second) {
		return msg
	}
	return msg[:m[6]] + msg[m[2]:m[3]] + msg[m[6]:]
}

// jobWithDay reports whether a phrase names a service and a day:
// "her chalet turnover on the 14th", "the elm clean monday".
func jobWithDay(phrase string) bool {
	toks := tokenize(phrase)
	svc, day := false, false
	for i, t := range toks {
		if _, _, ok := serviceOf(toks[i : i+1]); ok {
			svc = true
		}
		if isDateWord(t.s) || ordinalDayRe.MatchString(t.s) || slashDateRe.MatchString(trimPunct(t.raw)) {
			day = true
		}
	}
	return svc && day && !strings.Contains(phrase, " to ")
}
