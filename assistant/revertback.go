package assistant

// revertBackBody is what a clause says that only asks Steward to make the
// change said before it and to write back if it cannot — "change and
// revert back if any issue", "do the needful and let me know in case of
// any problem" — the Indian-English go-ahead.
const revertBackBody = `(?:(?:do )?(?:the )?(?:change|update|needful|changes|same)(?: it| that| the same| accordingly)?(?: and)? )?` +
	`(?:revert|get back|reply|let me know|lmk|inform me|inform|tell me|confirm)(?: back)?(?: to me)?` +
	`(?: (?:if|in case)(?: of)?(?: there (?:is|are))? any (?:issues?|problems?|doubts?|queries|query|concerns?))`

// revertBackRe is such a clause alone, its courtesies gone (editGoAhead):
// no request of its own.
var revertBackRe = mustCompile(`^(?:kindly )?` + revertBackBody + `?$`)

// revertTailRe is such a clause ending a message after a request ("…
// not 2, as he is stuck at one site. please change and revert back if
// any issue"); the clause asks for nothing and its "issue" is the
// change's, never a problem at the property to repair.
var revertTailRe = mustCompile(`(?i)^(.*\S[.,;!?])\s*(?:(?:and|so)\s+)?(?:(?:please|pls|plz|kindly)\s+)*` + revertBackBody +
	`\s*[.!]*\s*(?:(?:thanks|thank you|thx|regards|thanks and regards)[.!]*)?\s*$`)

// revertsBack reports whether rest, a clause's words without its
// courtesies, is such a go-ahead (revertBackRe).
func revertsBack(rest string) bool {
	return revertBackRe.MatchString(rest)
}

// dropRevertBack returns msg without the go-ahead that ends it
// (revertTailRe); msg as it is when it has none.
func dropRevertBack(msg string) string {
	if m := revertTailRe.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return msg
}
