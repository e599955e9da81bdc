package assistant

import "strings"

// A job's note corrected the host's own way (fixs24G): the job named by its
// pro and place, what it is no longer about, what it is about now, then the
// ask to update the note: "marcus at the bungalow next tues, its not the
// disposal anymore lol its the kitchen faucet dripping. can u update the
// note so he brings the right stuff". It is read as "add a note to
// marcus's job at the bungalow next tues: it's the kitchen faucet
// dripping, not the disposal", the form the note reader knows: a note on
// the job that exists, never a repair to book.

// noteNowRe is such a message. Group 1 is the pro, 2 the place and day, 3
// what it no longer is, 4 what it is now.
var noteNowRe = mustCompile(`(?i)^\s*(?:(?:oh|also|and|ok|okay|so|btw|fyi|hey)[,!.]?\s+)*([a-z]+)(?:'s|’s)?(?:\s+(?:job|visit))?\s+(?:at|@)\s+([^,.;:!?]{2,60}?)\s*[,.;:-]+\s*(?:it'?s|it’s|its)\s+not\s+(?:the\s+|a\s+)?([^,.;!?]{2,40}?)(?:\s+any\s?more)?(?:\s+(?:lol|haha|lmao))?\s*[,.;]?\s+(?:it'?s|it’s|its)\s+(?:the\s+|a\s+)?([^.;!?]{2,80}?)\s*[.;!]+\s*(?:(?:so|pls|please|ok|okay)\s+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:pls\s+|please\s+)?(?:update|change|fix|edit|correct)\s+(?:the\s+|his\s+|her\s+|their\s+)?notes?\b[^.;!?]*[.!?]*\s*$`)

// noteNow rewrites such a message; any other is returned as it was. The
// first word must be a pro's name.
func noteNow(msg string, names map[string]bool) string {
	l := strings.ToLower(msg)
	if !strings.Contains(l, "note") || !strings.Contains(l, "not ") {
		return msg
	}
	m := noteNowRe.FindStringSubmatch(msg)
	if m == nil || !names[strings.ToLower(m[1])] {
		return msg
	}
	return "add a note to " + m[1] + "'s job at " + strings.TrimSpace(m[2]) + ": it's the " + strings.TrimSpace(m[4]) + ", not the " + strings.TrimSpace(m[3])
}
