package assistant

import "strings"

// Questions passed on from someone else: "nan wants to know whos cleaning
// rose cottage before the davies lot arrive", "grandads asking when lindas
// doing the gas check at the pier flat", "my wife is wondering who's on the
// loft clean". Who asks is background; the question after it is the
// host's own, read as if asked plainly.

// relayedAskRe is one or two words of who asks ("nan", "my wife", "the
// owner", "grandads" for "grandad's"), a verb of asking, then a question
// word; the question is in the first group.
var relayedAskRe = mustCompile(`(?i)^\s*(?:(?:my|our|the)\s+)?[a-z][a-z'’]*\s+(?:(?:wants?|wanted|would\s+like)\s+to\s+know|(?:is\s+|was\s+)?(?:asking|wondering)|asks|asked|wonders)\s+(?:(?:me|us|you|u)\s+)?((?:when|what|whats|what's|what’s|who|whos|who's|who’s|where|which|what\s+time)\b.*)$`)

// relayedAsk returns the question a relayed question passes on, or msg as
// it is. A relayed line followed by a request of the host's own ("…, book
// it") is read the same way: only who asked is dropped.
func relayedAsk(msg string) string {
	m := relayedAskRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return strings.TrimSpace(m[1])
}
