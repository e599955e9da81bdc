package assistant

import "strings"

// pestCheckWords are the pests a host names an inspection by: "termite
// check", "pest inspection", "bedbug inspection".
var pestCheckWords = map[string]bool{"pest": true, "pests": true, "termite": true, "termites": true, "bug": true, "bugs": true,
	"bedbug": true, "bedbugs": true, "rodent": true, "rodents": true}

// pestCheck reports whether toks[i] is a pest's word said before an
// inspection's ("termite check in magnolia", "pest inspection in the
// jasmine room", "a bedbug walkthrough"): the inspector's visit, never a
// maintenance one nor a report of pests.
func pestCheck(toks []token, i int) bool {
	if i+1 >= len(toks) || !pestCheckWords[toks[i].s] || toks[i].stop {
		return false
	}
	n := toks[i+1].s
	return n == "check" || n == "checks" || n == "walkthrough" || n == "survey" || strings.HasPrefix(n, "inspect")
}

// namedJobThenMove reports whether prev, a booking with no day at all
// ("odile -> termite check in magnolia", "the carriage house ac job"),
// only names the job that part, a move of "it" ("bump it to thurs the
// 12th 2pm"), moves: a job said with no day and nothing that asks for a
// new one (no "book", "need", "another") is the one already booked.
func namedJobThenMove(prev, in request, part string) bool {
	if prev.Kind != kindSchedule || prev.Service == "" || prev.When != nil || prev.AddressID == 0 || in.Kind != kindReschedule {
		return false
	}
	ptoks := tokenize(prev.rawText)
	if len(ptoks) > 3 && ptoks[0].s == "send" && ptoks[2].s == "to" && prev.ProID != 0 {
		ptoks = ptoks[3:] // "odile -> termite check …", read "send odile to …": the pro's job pointed at
	}
	if has(ptoks, creationVerbs...) || has(ptoks, "need", "needs", "want", "can", "could", "pls", "please", "get", "another", "new", "add") {
		return false
	}
	toks := tokenize(part)
	return !in.namedPlace && in.Service == "" && in.JobID == 0 && has(toks, "it", "that") && (in.NewWhen != nil || in.Shift != 0) &&
		has(toks, "bump", "move", "push", "shift", "reschedule")
}
