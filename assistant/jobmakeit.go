package assistant

import "strings"

// jobMakeItRe is a later part naming a pro's job first and then its new
// hour: "…, and Jess's Sunday turnover there make it noon".
var jobMakeItRe = mustCompile(`(?i)([,;.]\s+(?:and\s+|also\s+|then\s+|plus\s+)?)([a-z]+(?:'s|’s|s')\s+[^.!?,;:]{2,50}?)\s+(?:make\s+it|needs\s+to\s+be|should\s+be|has\s+to\s+be)\s+((?:at\s+)?(?:noon|midday|\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?))([.!?,;]|\s*$)`)

// jobMakeIt reads "…, and Jess's Sunday turnover there make it noon", a
// part after another that names a pro's job (a service word, or "job" or
// "visit": "Gary's snow job there") and then says its new hour, as "…,
// and move Jess's Sunday turnover there to noon": a move of its own,
// never a word of the part before. The pro's name must be one of the
// account's.
func jobMakeIt(msg string, names map[string]bool) string {
	m := jobMakeItRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	job := msg[m[4]:m[5]]
	name := strings.ToLower(job[:strings.IndexAny(job, "'’")])
	if !names[name] {
		return msg
	}
	toks := tokenize(job)
	if _, _, ok := serviceOf(toks); !ok && !has(toks, "job", "visit", "appt", "appointment") {
		return msg // "Jess's day off make it 3pm": no job
	}
	at := strings.TrimSpace(msg[m[6]:m[7]])
	at = strings.TrimPrefix(strings.TrimPrefix(at, "at "), "At ")
	return msg[:m[0]] + msg[m[2]:m[3]] + "move " + job + " to " + at + msg[m[8]:]
}
