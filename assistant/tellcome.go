package assistant

// tellComeNoToRe is a pro told to come at an hour with "to" left out, as
// a Mandarin speaker's English says it: "ok tell her come 12 o'clock
// instead", "ask him come 3pm instead". The first group is up to the
// pronoun, the second from "come" on, which must give an hour (a digit
// or noon).
var tellComeNoToRe = mustCompile(`(?i)^((?:(?:ok|okay|then|so)[,.!]?\s+)?(?:pls\s+|please\s+)?(?:tell|ask|inform)\s+(?:her|him|them))\s+((?:come|reach|arrive)\s+(?:at\s+|by\s+|around\s+)?(?:\d|noon\b).*)$`)

// tellComeNoTo reads "tell her come 12 o'clock instead" as "tell her to
// come 12 o'clock instead", so it is the move the follow-up readers take
// it for (an hour with "instead") and never a note "come 12 o'clock
// instead" added to the job.
func tellComeNoTo(msg string) string {
	m := tellComeNoToRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return m[1] + " to " + m[2]
}
