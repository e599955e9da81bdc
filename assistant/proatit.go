package assistant

import (
	"slices"
	"strings"
	"time"
)

// proAtItRe is a second request for the pro of the first, said with
// "while he's at it": "Ron needs to move the duplex inspection tmrw to
// 2pm, and while he's at it he can do the lake place Mon the 9th at 1".
var proAtItRe = mustCompile(`(?i)\bwhile\s+(?:he|she|they)(?:'s|’s|\s+is|\s+are|'re|’re)\s+at\s+it\s*,?\s+(?:he|she|they)\s+(can|could|should)\s+(do|take|handle)\b`)

// proWhileAtIt names the pro of "… while he's at it he can do <place> <day>"
// when the message before it names exactly one pro: the second part is
// that pro's own visit ("… and Ron can do the lake place Mon the 9th at
// 1"), never a move of the first part's job to the new place. Without a
// day of its own, or with no one pro named before, the message is left
// as it is.
func (s *session) proWhileAtIt(msg string) string {
	m := proAtItRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	tail := tokenize(msg[m[1]:])
	if !slices.ContainsFunc(readDates(tail, s.now, time.UTC), func(w When) bool { return w.HasDate }) {
		return msg
	}
	said := words(msg[:m[0]])
	name := ""
	for _, p := range s.pros {
		f := s.nameWords(p)
		if !p.Active || len(f) == 0 || !slices.Contains(said, f[0]) {
			continue
		}
		if name != "" {
			return msg // two pros named before: whose visit is not clear
		}
		name = f[0]
	}
	if name == "" {
		return msg
	}
	return msg[:m[0]] + strings.ToUpper(name[:1]) + name[1:] + " " + msg[m[2]:m[3]] + " " + msg[m[4]:m[5]] + msg[m[1]:]
}
