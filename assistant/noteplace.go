package assistant

import (
	"slices"
	"strings"
	"time"
)

// addNoteToRe opens a note asked for in so many words: "add note to",
// "pls put a quick note on", "leave a note for".
var addNoteToRe = mustCompile(`(?i)^(?:(?:pls|please|can you|could you|can u)\s+)?(?:add|put|leave|stick|pop)\s+(?:a\s+|an\s+)?(?:quick\s+|short\s+)?notes?\s+(?:to|on|for)\s`)

// noteAfterPlace reads "add note to beckys clean at canal park bring extra
// towels": the job, the property it is at, then the note, with no colon or
// dash between them. The note is what follows the property's name, when
// it is a few words that give no day or time and ask no change of their
// own; "" otherwise.
func (s *session) noteAfterPlace(raw string) string {
	if !addNoteToRe.MatchString(strings.TrimSpace(raw)) {
		return ""
	}
	toks := tokenize(raw) // (the property's words, unused)
	pm := matchProperties(toks, s.addrs)
	if len(pm) != 1 || pm[0].at.end <= 0 || pm[0].at.end >= len(toks) {
		return ""
	}
	rest := toks[pm[0].at.end:]
	if len(rest) < 3 || slices.Contains([]string{"at", "in", "on", "for", "there", "tomorrow", "tmrw", "today", "this", "next", "and", "to"}, rest[0].s) ||
		asksAChange(rest) || len(readDates(rest, time.Time{}, time.UTC)) > 0 || toks[pm[0].at.end-1].stop {
		return ""
	}
	return strings.TrimRight(strings.Join(rawWords(rest), " "), ".!")
}
