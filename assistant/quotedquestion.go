package assistant

import "strings"

// A question someone sent the host, pasted as a quote, with the host's own
// short question after it: "> Linda: what time is Tom coming about the
// gate tomorrow? Dave wants to show him what he did" + "what time is tom
// there?", "> Rosalind: who's coming to look at the roof on Friday and
// when?" + "who/when?". The host passes the question on: the quote's
// question is what is asked (its day and its job said there), the rest of
// the quote is background. Read only when the quote's author is neither a
// pro nor a guest, and the host's line adds nothing the quote does not say.

// quotedQuestionRe is one question of a quote, up to its question mark.
var quotedQuestionRe = mustCompile(`(?i)(?:^|[.!?]\s+)((?:who|who's|whos|who’s|what|what's|whats|when|where|which|is|are|does|do|will|has)\b[^.!?]*\?)`)

// echoWords are the words a host's line may ask with and add nothing.
var echoWords = map[string]bool{"who": true, "whos": true, "what": true, "whats": true, "when": true, "time": true, "is": true, "are": true,
	"there": true, "coming": true, "come": true, "the": true, "and": true, "does": true, "do": true, "will": true, "be": true, "he": true,
	"she": true, "they": true, "them": true, "him": true, "her": true, "it": true, "get": true, "gets": true, "arrive": true, "arriving": true,
	"show": true, "up": true, "doing": true, "s": true, "at": true, "so": true, "ok": true, "then": true, "exactly": true}

// quotedQuestion returns the question of said that instr passes on, ok
// false when instr is no question, or names something the quote does not.
func quotedQuestion(said, instr string) (string, bool) {
	instr = strings.TrimSpace(instr)
	if instr == "" || strings.Contains(instr, "\n") || !strings.HasSuffix(instr, "?") && !proQuoteAskRe.MatchString(instr) {
		return "", false
	}
	m := quotedQuestionRe.FindStringSubmatch(said)
	if m == nil {
		return "", false
	}
	asked := strings.ToLower(m[1])
	for _, w := range strings.FieldsFunc(strings.ToLower(instr), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if !echoWords[w] && !containsWord(asked, w) {
			return "", false
		}
	}
	return strings.TrimSpace(m[1]), true
}
