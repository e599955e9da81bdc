package assistant

import "strings"

// letKnowNoteRe is facts to pass on to a pro about one of their jobs,
// with the ask to put them in the job said after: "Could you let Angus
// know, on his Mahone Bay job next Wednesday, that it's the upstairs
// bathroom fan and not the downstairs one? Sorry, I had it wrong, eh.
// Could you add that to his job?". Group 1 the pro, 2 the job, 3 the
// facts, 4 the sentences between, 5 the ask.
var letKnowNoteRe = mustCompile(`(?i)^\s*(?:(?:could|can|would)\s+(?:you|u)\s+(?:possibly\s+|please\s+|pls\s+)?|please\s+|pls\s+)?let\s+([a-z][a-z'’-]*)\s+know\s*,?\s+(?:on|for|about|re)\s*:?\s+((?:his|her|their|the)\s+[^,.?!]{3,80}?)\s*,\s*that\s+([^?!]{3,300}?)[?.!]+\s+((?:[^.?!]*[.?!]+\s+)*?)((?:(?:could|can|would)\s+(?:you|u)\s+(?:possibly\s+|please\s+|pls\s+)?|please\s+|pls\s+)?(?:add|put)\s+(?:(?:it|this|that)\s+)?(?:to|on|in(?:to)?)\s+(?:the|his|her|their)\s+(?:job\s+notes|job|visit|notes)[\s.!?]*)$`)

// apologySentenceRe is a sentence of only an apology ("Sorry, I had it
// wrong, eh.", "My mistake.").
var apologySentenceRe = mustCompile(`(?i)^\s*(?:sorry|so\s+sorry|my\s+bad|my\s+mistake|oops|apologies|i\s+had\s+it\s+wrong|i\s+got\s+it\s+wrong)\b[^.?!]*[.?!]+\s*$`)

// letKnowNote reads that message as a note on the pro's job ("add to the
// job for Angus, his Mahone Bay job next Wednesday: it's the upstairs
// …"), the form forThenAddToJob writes. Only a pro of the account, and
// only when the sentences between are apologies: anything else asked
// there leaves the message as it is.
func letKnowNote(msg string, names map[string]bool) string {
	if !strings.Contains(strings.ToLower(msg), "know") {
		return msg
	}
	m := letKnowNoteRe.FindStringSubmatch(msg)
	if m == nil || !names[strings.ToLower(m[1])] {
		return msg
	}
	for _, sen := range sentencesOf(m[4]) {
		if !apologySentenceRe.MatchString(sen) {
			return msg
		}
	}
	return "add to the job for " + m[1] + ", " + m[2] + ": " + strings.TrimSpace(m[3]) + "."
}

// sentencesOf cuts text after each ".", "?" or "!" that ends a sentence.
func sentencesOf(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); i++ {
		if strings.ContainsRune(".?!", rune(text[i])) && (i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n') {
			if s := strings.TrimSpace(text[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}
