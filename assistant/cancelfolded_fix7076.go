package assistant

import (
	"strings"
)

// This file reads why a host cancels a job whose work another one takes
// over: "cancel the pre-arrival inspection at sabino, luis will just
// eyeball it during the clean", "kill the restock, maria can do it while
// she cleans", "scratch the filter change since gus'll handle it during
// the furnace visit". The clause after the cancel says who does the work
// instead and when, on a job that already exists: a reason, never a
// request to book, move or give away that other job. It is read past, so
// only the cancel is acted on.

// cancelThenFoldedRe is such a message: the cancel in the first group, the
// reason after it.
var cancelThenFoldedRe = mustCompile(`(?i)^(\s*(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:cancel|kill|scratch|nix|drop|axe|skip)\b[^,;.]*?)\s*(?:[,;.-]+\s*|\s+(?:since|because|cause|cuz|as)\s+)(?:(?:since|because|cause|cuz|as)\s+)?(?:[a-z]+(?:'ll|\s+will|\s+can|\s+is\s+going\s+to|\s+is\s+gonna|\s+gonna))\s+(?:just\s+|also\s+|simply\s+)?[a-z]+(?:\s+(?:at|over|to|care\s+of|with))?\s+(?:it|that|this|them|things)\s+(?:over\s+)?(?:during|while|as\s+part\s+of)\s+(?:the|her|his|their|she|he|they|it)\b[^,;.?!]*[.!]?\s*$`)

// withoutFoldedReason returns msg without such a reason.
func withoutFoldedReason(msg string) string {
	if m := cancelThenFoldedRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}

// cancelThenDoneRe is a cancel followed by the host saying the work is
// already done by someone of the household: "cancel Rick's bathroom fan
// job at the condo, I fixed it myself this weekend", "kill the gutter
// visit, we already took care of it". When it was done ("this weekend")
// is never the cancelled job's day; the clause is read past. A signature
// after it ("—Dan") goes with it.
var cancelThenDoneRe = mustCompile(`(?i)^(\s*(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:cancel|kill|scratch|nix|drop|axe|skip)\b[^,;.]*?)\s*(?:[,;.-]+\s*|\s+(?:since|because|cause|cuz|as)\s+)(?:(?:since|because|cause|cuz|as)\s+)?(?:i|we|i've|ive|we've|weve)\s+(?:already\s+|just\s+|actually\s+)?(?:fixed|handled|sorted|did|repaired|replaced|took\s+care\s+of|dealt\s+with)\s+(?:it|that|this|them)\b[^,;.?!]*[.!]?(?:\s*[—–-]+\s*[a-z]+\.?)?\s*$`)

// withoutDoneReason returns msg without such a reason.
func withoutDoneReason(msg string) string {
	if m := cancelThenDoneRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}
