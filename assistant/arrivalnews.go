package assistant

import (
	"strings"
)

// notUntilArrivalRe is someone's arrival said as the time before which
// they won't come, over the joined token words: "new nurse at federal hill
// doesnt get in till monday", "the reyes won't move in until the 9th".
var notUntilArrivalRe = mustCompile(`(?i)(?:^|\s)(?:doesnt|doesn't|doesn’t|dont|don't|don’t|wont|won't|won’t|isnt|isn't|isn’t|arent|aren't|aren’t|not|never)\s+(?:be\s+)?(?:get(?:ting)?\s+in|arriv(?:e|es|ing)|mov(?:e|es|ing)\s+in|check(?:s|ing)?\s+in|show(?:s|ing)?\s+up|com(?:e|es|ing)\s+in|land(?:s|ing)?|here)\s+(?:till|til|until|before|b4)\b`)

// arrivalNotUntil reports whether toks tell when someone arrives, said as
// the time before which they won't: "new nurse at federal hill doesnt get
// in till monday. move the restock to monday morning". A fact about a
// stay (why a job moves), never a problem to send someone for ("doesnt"
// read as a thing that doesn't work).
func arrivalNotUntil(toks []token) bool {
	if len(toks) < 4 {
		return false
	}
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(" ")
		b.WriteString(t.s)
	}
	return notUntilArrivalRe.MatchString(b.String())
}

// awayThenJobRe is a message opened by a tenant's absence, then a change
// of "her"/"his"/"their" job: "Mrs Alvarez is at her daughters in Philly
// the whole week of the 9th, cancel her annual inspection". Group 1 is
// the person (a title and a name, or "the Okafors"), 2 the request.
var awayThenJobRe = mustCompile(`^\s*((?i:mr|mrs|ms|miss|dr)\.?\s+[A-Z][a-z'’-]+|(?i:the)\s+[A-Z][a-z'’-]+s)\s+(?i:is|are|will\s+be|'s|’s|s)\s+(?i:away|gone|out\s+of\s+town|at|in|visiting|on\s+vacation|on\s+holiday|traveling|travelling|off)\b[^.;!?]*?[,;.]\s*((?i:cancel|call\s+off|scrap|move|push|reschedule|postpone|bump)\b.*)$`)

// awayPronounRe is the first "her", "his" or "their" of the request.
var awayPronounRe = mustCompile(`(?i)\b(?:her|his|their)\b`)

// tenantAwayThenJob reads such a message as the request alone, its
// pronoun the person's own job: "cancel Mrs Alvarez's annual inspection
// …". The absence only says why: its dates ("the whole week of the 9th")
// are never the job's day, nor its place ("in Philly") a property.
func tenantAwayThenJob(msg string) string {
	m := awayThenJobRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	loc := awayPronounRe.FindStringIndex(m[2])
	if loc == nil {
		return msg
	}
	who := strings.TrimRight(m[1], "'’")
	return m[2][:loc[0]] + who + "'s" + m[2][loc[1]:]
}

// proWhenTailRe is a request, then a last sentence of only a pro's name
// and when: "need the locks changed at the Fells Point place before
// Darnell moves in. Dwayne, thursday the 12th at 10". Group 1 is the
// request, 2 the name, 3 the when.
var proWhenTailRe = mustCompile(`^([^?]*[^.!?\s])\s*[.!]+\s+([A-Z][a-z]+)\s*[,:-]\s*((?i:mon|tue|wed|thu|fri|sat|sun|tomorrow|tmrw|tmr|today|next|this|the\s+\d|on\s+the\s+\d)[^.!?,;]*?)\s*[.!]?\s*$`)

// proWhenTail joins such a last sentence to the request it completes,
// "…, with Dwayne, thursday the 12th at 10": never a request of its own
// (it was dropped, and the need before it not understood). The name must
// be one of the host's pros (names).
func proWhenTail(msg string, names map[string]bool) string {
	m := proWhenTailRe.FindStringSubmatch(msg)
	if m == nil || !names[strings.ToLower(m[2])] {
		return msg
	}
	return m[1] + ", with " + m[2] + ", " + m[3]
}
