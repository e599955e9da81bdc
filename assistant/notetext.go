package assistant

import (
	"fmt"
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

// noteToJobToMoreRe is "note to <the job> … to <what the pro should
// do>" with a verb of chores noteToJobToRe does not list: "add a note to
// the turnover there sunday to haul the trash to the dump".
var noteToJobToMoreRe = mustCompile(`^notes? (?:to|on|for|in) (?:the |this |that )?[a-z0-9' ]*?(?:turnover|clean|cleaning|job|restock|inspection|repair|visit|maintenance)(?: [a-z0-9' ]*?)? to ((?:haul|carry|drag|pick|load|sweep|stack|hose|drain|shut|unplug|plug|hang|store|stash|bag|toss|throw|dump|return|drop|split|chop|scrub|wash|dust|strip|fold|hide|flip|pull|spray|bleach|sanitize|disinfect|recycle|collect|deliver|rake|shovel|salt|sand|clear|cover|uncover|latch|clip|fill|top|light|leave)\s+\S+.*)$`)

// noteToJobToMore is the note of "add a note to the turnover to haul the
// trash out" (noteToJobToMoreRe), lower being the words from "note" on and
// raw the same span as written; "" when it is none.
func noteToJobToMore(lower, raw string) string {
	m := noteToJobToMoreRe.FindStringSubmatchIndex(lower)
	if m == nil {
		return ""
	}
	n := strings.TrimSpace(raw[m[2]:])
	if len(tokenize(n)) < 3 {
		return ""
	}
	return strings.TrimRight(n, ".!")
}

// noteOnlyByStay reports whether an edit only adds a note to a job that an
// anchor at a stay names ("on the restock at the pines before the novaks,
// add a note: …", "the clean after the lees — note that the dog stays"):
// the anchor says which job, never a new time for it. No move words and no
// clock time of its own.
func noteOnlyByStay(in *request, toks []token, dates []When) bool {
	if in.Kind != kindEdit || in.SetNotes == "" || in.Shift != 0 || in.ProID != 0 || in.serviceTo != "" {
		return false
	}
	if saysMove(toks) || has(toks, "instead", "earlier", "later", "sooner", "start", "starts", "begin") {
		return false
	}
	for _, d := range dates {
		if d.HasTime {
			return false
		}
	}
	return true
}

// noteOnlyByStayAsk is the question for a note whose job the stay's anchor
// does not name alone (none or several of that service between the stays):
// asked, nothing moved.
func noteOnlyByStayAsk(in *request, a *anchor) string {
	what := "job"
	if n := serviceNouns[in.Service]; n != "" {
		what = n
	}
	return fmt.Sprintf("I couldn't find exactly one %s “%s” to add the note to, and I haven't changed anything.", what, a.phrase)
}

// jobAtPlaceBefore reports whether, for a note only (noteOnlyByStay), the
// words before the anchor at k are a job then its place ("the restock at
// the pines before the novaks"): the job's noun, then "at"/"in"/"for" and
// at most four words of the place, with no verb between.
func jobAtPlaceBefore(toks []token, k int, in *request, dates []When) bool {
	if !noteOnlyByStay(in, toks, dates) {
		return false
	}
	return jobAtPlaceAnchor(toks, k)
}

// jobAtPlaceAnchor reports whether the stay anchor at toks[k] follows a
// job said with its place ("the cleaning at the cabin before the Larsens
// come"): the anchor names that job. A "to" between them makes the anchor
// a new time ("move the clean at the cabin to after the Larsens leave").
func jobAtPlaceAnchor(toks []token, k int) bool {
	for i := k - 1; i >= 0 && i >= k-6; i-- {
		if jobWords[toks[i].s] {
			return i+1 < k && (toks[i+1].s == "at" || toks[i+1].s == "in" || toks[i+1].s == "for")
		}
		if clauseVerbs[toks[i].s] || commaVerbs[toks[i].s] || toks[i].s == "to" || toks[i].s == "until" || toks[i].s == "till" {
			return false
		}
	}
	return false
}

// bareNoteRe is a line (or a bullet) that opens with "note" as a command:
// "- note on the turnover that the millers said …", "note for her clean:
// …".
var bareNoteRe = mustCompile(`(?im)^([ \t]*(?:[-*•][ \t]*)?)note[ \t]+(on|for|to)[ \t]+(the|his|her|their|[a-z]+'s)\b([^\n]*?(?:\bthat\b|:))`)

// bareNotes reads a line that opens with "note on/for/to <job> that …" as
// "add a note on <job> that …": the note asked for, never a booking of
// the job it names ("condo fri:\n- move the restock to 4p\n- note on the
// turnover that the millers said the ice maker is leaking").
func bareNotes(msg string) string {
	return bareNoteRe.ReplaceAllString(msg, "${1}add a note ${2} ${3}${4}")
}
