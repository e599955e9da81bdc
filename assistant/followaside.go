package assistant

import (
	"regexp"
	"strings"
)

// A follow-up that gives the hour or day just asked about or corrected,
// then says why it suits: "Let's say 1 in the afternoon; he'll be
// driving over from Frisco.", "Sorry, I meant 11 on Saturday morning,
// not Friday. The Petrovs don't arrive until 4, so there's plenty of
// time." The trip and the guests' arrival are facts about the hour, never
// a request of their own nor the job's time: they are read past, so the
// follow-up's first sentence is read as it would be alone.

// followTimeLeadRe is a follow-up's first sentence that only gives an
// hour or a day: "Let's say 1 in the afternoon", "I meant 11 on
// Saturday", "make it 3", "1 pm works", "Saturday at 11 then".
var followTimeLeadRe = regexp.MustCompile(`(?i)^\s*(?:(?:sorry|oops|actually|no|wait|ok|okay)\s*[,!.]?\s+)*(?:let'?s\s+say|let’s\s+say|say|i\s+meant|i\s+mean|make\s+(?:it|that)|how\s+about|better\s+make\s+it)?\s*[^.;!?]*\b\d{1,2}(?:[:.]\d{2})?\b[^.;!?]*$`)

// followAsideRe is a sentence after it that only says why the hour
// suits: the pro's trip ("he'll be driving over from Frisco", "she's
// coming up from Denver") or the guests' later arrival ("the Petrovs
// don't arrive until 4, so there's plenty of time").
var followAsideRe = regexp.MustCompile(`(?i)^\s*(?:(?:she|he|they|[a-z]+)(?:'s|’s|'re|’re|'ll\s+be|’ll\s+be|\s+is|\s+are|\s+will\s+be)\s+(?:coming|driving|heading|flying|riding|on\s+(?:her|his|their)\s+way)\b[^.!?;]*?\b(?:from|up|down|over|in|back)\b[^.!?;]*|(?:the\s+)?(?:guests|[a-z]+s)\s+(?:don't|don’t|do\s+not|won't|won’t|will\s+not|aren't|aren’t|are\s+not)\s+(?:arrive|arriving|get(?:ting)?\s+in|check(?:ing)?\s+in|come|coming)\s+(?:until|till|til|before)\s+[^.!?;]*?(?:,?\s*so\s+(?:there's|there’s|there\s+is|we\s+have|that\s+leaves|that's|that’s)\s+(?:plenty\s+of|enough|lots\s+of)\s+time)?)\s*[.!]?\s*$`)

// followAsideRequestRe marks an aside that asks for something after all.
var followAsideRequestRe = regexp.MustCompile(`(?i)\b(?:please|pls|book|cancel|move|add|schedule|can\s+you|could\s+you)\b`)

// dropFollowAside reads a follow-up's reason for its hour past. Only in
// a follow-up (followUp), only when the first sentence is an hour or day
// and every sentence after it is such a reason.
func dropFollowAside(msg string, followUp bool) string {
	if !followUp || len(msg) > 300 {
		return msg
	}
	cut := strings.IndexAny(msg, ".;!")
	// "11 on Saturday" may have a dotted hour ("10.30"): cut at the first
	// stop followed by a space.
	for cut >= 0 && cut+1 < len(msg) && msg[cut+1] != ' ' && msg[cut+1] != '\n' {
		next := strings.IndexAny(msg[cut+1:], ".;!")
		if next < 0 {
			return msg
		}
		cut += 1 + next
	}
	if cut < 0 || cut+1 >= len(msg) {
		return msg
	}
	lead, rest := msg[:cut], strings.TrimSpace(msg[cut+1:])
	if rest == "" || !followTimeLeadRe.MatchString(lead) {
		return msg
	}
	for _, s := range splitAsideSentences(rest) {
		if !followAsideRe.MatchString(s) || followAsideRequestRe.MatchString(s) {
			return msg
		}
	}
	return strings.TrimSpace(lead) + "."
}

// splitAsideSentences cuts text at each full stop, semicolon or "!".
func splitAsideSentences(text string) []string {
	var out []string
	for _, s := range strings.FieldsFunc(text, func(r rune) bool { return r == '.' || r == ';' || r == '!' }) {
		if strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}
