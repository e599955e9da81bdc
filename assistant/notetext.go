package assistant

import (
	"regexp"
	"strings"
	"unicode"
)

// Notes keep the host's words: the rewrites that read a place's or a
// city's short name as its name ("sand" is no "Sullivan's Island", "SBH" in
// a note stays "SBH") run on the rest of the message, never on the text
// of a note, which is written to the job as the host said it.

// noteTextRe is a note announced before its text, up to where the text
// begins: "add a note to the Sullivan's inspection:", "note:", "pls note
// that".
var noteTextRe = regexp.MustCompile(`(?i)\bnotes?\b[^:\n\r.?!]{0,80}:|\bnote\s+that\b`)

// keepNoteText applies rewrite to msg except the text of each note in it,
// which runs from where noteTextRe ends to the end of its line.
func keepNoteText(msg string, rewrite func(string) string) string {
	loc := noteTextRe.FindStringIndex(msg)
	if loc == nil {
		return rewrite(msg)
	}
	end := strings.IndexAny(msg[loc[1]:], "\n\r")
	if end < 0 {
		end = len(msg)
	} else {
		end += loc[1]
	}
	return keepSpace(msg[:loc[1]], rewrite) + msg[loc[1]:end] + keepSpace(msg[end:], func(rest string) string { return keepNoteText(rest, rewrite) })
}

// keepSpace applies rewrite to the words of s, keeping the white space
// around them (a line break before the next line, a space after a colon).
func keepSpace(s string, rewrite func(string) string) string {
	body := strings.TrimFunc(s, unicode.IsSpace)
	if body == "" {
		return s
	}
	k := strings.Index(s, body)
	return s[:k] + rewrite(body) + s[k+len(body):]
}
