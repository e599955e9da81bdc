package assistant

import "strings"

// Thanks for work done, said before the requests of a letter: "Thanks
// for getting Lupe over there Monday, Dana says it was spotless. Two
// requests: …". It asks for nothing, and its pro and day are no
// request's: the sentence is left out when more follows it.

// thanksForRe is such a sentence, group 1 what starts it.
var thanksForRe = mustCompile(`(?i)(^|[.!?]\s+|\n[>\s]*)(?:thanks|thank\s+you|many\s+thanks)\s+(?:so\s+much\s+|again\s+)?for\s+(?:getting|sending|arranging|organising|organizing|having|fitting|booking)\b[^.!?\n]*[.!]\s+`)

// dropThanksFor leaves such sentences out of msg, when words follow.
func dropThanksFor(msg string) string {
	out := thanksForRe.ReplaceAllString(msg, "$1")
	if strings.TrimSpace(out) == "" || len(strings.Fields(out)) < 4 {
		return msg
	}
	return out
}
