package assistant

import "strings"

// Notes cut from a clock time: "… put it in the note. and he can come
// at 14h instead, not 13h" once gave the note "00 instead, not 13:00".

// clockCutNoteRe is a note that starts inside a clock time ("00
// instead, not 13:00" cut from "… come at 14:00 instead, not 13:00").
var clockCutNoteRe = mustCompile(`^\d\d\b`)

// dropClockCutNotes clears a note read from the middle of a clock time
// of its own message: where the note's words begin was misread, so no
// note is written from them and the request is read as not understood
// (nothing is written).
func dropClockCutNotes(reqs []request) {
	for k := range reqs {
		n := reqs[k].SetNotes
		if n != "" && clockCutNoteRe.MatchString(n) && strings.Contains(reqs[k].rawText, ":"+n) {
			reqs[k].SetNotes = ""
			reqs[k].Kind = kindHelp
		}
	}
}
