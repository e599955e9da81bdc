package assistant

import (
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
var noteTextRe = mustCompile(`(?i)\bnotes?\b[^:\n\r.?!]{0,80}:|\bnote\s+that\b`)

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

// thingToNoteRe is a thing added to the note of a job named after it:
// "add beach towels to the note on Saturday's restock", "put the gate code
// in the notes for the turnover".
var thingToNoteRe = mustCompile(`(?i)\b(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?)?(?:add|put|include|write)\s+([^.!?;\n]{2,80}?)\s+(?:to|in|on|into)\s+(?:the\s+)?notes?\s+(?:on|for|of|in|to)\s+([^.!?;\n]+)`)

// withThingToNote reads "add X to the note on <job>" as "add a note to
// <job>: X", the shape the note reader knows: the job is one that exists,
// never a new one booked from its name. "add it/that to the notes for …"
// (the words said before) is left to that reader.
func withThingToNote(msg string) string {
	return thingToNoteRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := thingToNoteRe.FindStringSubmatch(m)
		thing := strings.TrimSpace(sm[1])
		switch strings.ToLower(thing) {
		case "it", "that", "this", "those", "these", "them", "a note", "note", "notes", "a quick note":
			return m
		}
		return "add a note to " + strings.TrimSpace(sm[2]) + ": " + thing
	})
}
