package assistant

import (
	"strings"
)

// An arrow that only sets the scene: "rm 3 → after the okafors leave
// sunday I want Odile to do a walk thru at 2, …", "day before the
// Castillos come in → Ray at 2pm to look at the slow sink in rm 4". What
// is before the arrow names no job (a place, or when); what is after it
// asks a pro for work of their own. It is no move of a job, and the
// arrow is read as a comma.

// arrowTopicJobWords name a job booked already: words before an arrow
// that make it a change of that job ("rm 4 door (Tuan fri) → cancel").
var arrowTopicJobWords = []string{"job", "jobs", "visit", "appt", "appointment", "turnover", "turn", "clean", "cleaning", "one",
	"it", "that", "this", "move", "reschedule", "push", "shift", "change", "bump", "cancel", "give", "hand", "assign", "reassign", "swap"}

// arrowTopicAskRe is the ask after the arrow: a pro's work said with "to"
// and a verb ("Ray at 2pm to look at …", "I want Odile to do …").
var arrowTopicAskRe = mustCompile(`(?i)\bto\s+(?:do|fix|look|check|clean|come|go|swing|give|take|repair|replace|inspect|service|patch|paint|hang|rehang|install|stop|run|walk)\b`)

// arrowTopic returns the words of an arrow read as a comma (clause, the
// arrow, rest), or "" when the arrow is not such a scene-setter.
func arrowTopic(clause, rest string, names map[string]bool) string {
	ctoks := tokenize(clause)
	if len(ctoks) == 0 || has(ctoks, arrowTopicJobWords...) || hasServiceWord(ctoks) || strings.ContainsAny(clause, "'’()") {
		return ""
	}
	for _, t := range ctoks {
		if names[t.s] {
			return "" // a pro before the arrow: their job
		}
	}
	rtoks := tokenize(rest)
	pro := false
	for _, t := range rtoks {
		pro = pro || names[t.s]
	}
	if !pro || !arrowTopicAskRe.MatchString(rest) {
		return ""
	}
	return clause + ", " + rest
}
