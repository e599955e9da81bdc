package assistant

// clockUnread reports whether toks ask for a move ("move", "shift",
// "push", "reschedule", "bump") and hold a 24-hour time run together
// ("1100", "1730") after the move verb: the time of a move the reader
// did not take (said with a word it does not read, "tae 1100").
func clockUnread(toks []token) bool {
	moved := false
	for _, t := range toks {
		switch {
		case has([]token{t}, "move", "shift", "push", "reschedule", "bump"):
			moved = true
		case moved && isDigits(t.s) && len(t.s) == 4 && clockLike(t.s):
			return true
		}
	}
	return false
}
