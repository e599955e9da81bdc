package assistant

import (
	"slices"
	"strings"
)

// Readers for a host's everyday Southern (Georgia) voice: "get Ricky up
// there directly" (right away), "need Dwayne soon as possible", "put on
// the big house job that the disposal is humming".

// directlyPlaces are the words before "directly" that send someone
// somewhere: "get ricky up there directly", "send someone over directly".
var directlyPlaces = map[string]bool{"there": true, "here": true, "over": true, "out": true, "up": true, "round": true,
	"around": true, "someone": true, "somebody": true, "anybody": true, "anyone": true}

// sentDirectly reports whether toks send someone "directly" at the end of
// a phrase ("get Ricky up there directly, the Bakers come at 4"): right
// away. "call me directly", "directly after check-out" are no such thing.
func sentDirectly(toks []token) bool {
	for i, t := range toks {
		if t.s != "directly" || i == 0 || !directlyPlaces[toks[i-1].s] {
			continue
		}
		if t.stop || i+1 == len(toks) || slices.Contains([]string{"please", "pls", "if", "and"}, toks[i+1].s) {
			return true
		}
	}
	return false
}

// putOnJobRe is a note asked for as "put on the big house job that the
// garbage disposal is humming too", "add to earl's visit that …": the
// words after the job, its note. Group 1 is the note.
var putOnJobRe = mustCompile(`(?i)^(?:(?:and|also|oh|hi|hiya|hey|hello|please|pls|plz|could\s+(?:you|u)|can\s+(?:you|u)|just)[\s,]+)*(?:put|add|write|stick|jot)\s+(?:down\s+)?(?:on|onto|to|in|into)\s+(?:the|his|her|their|[a-z]+'s|[a-z]+’s)\s+(?:[a-z'’-]+\s+){0,3}?(?:job|visit|appointment|work\s+order|ticket)(?:\s+(?:at|for|on|up\s+at|over\s+at|out\s+at)\s+[^,.;:]{1,40}?)?(?:\s+that|\s*[:,-])\s+(.{3,})$`)

// putOnJobNote is the note of such a request ("" when raw is none). It is
// a note on a job there is, never a new repair to book.
func putOnJobNote(raw string) string {
	raw = strings.TrimSpace(raw)
	if !strings.Contains(strings.ToLower(raw), " job") && !strings.Contains(strings.ToLower(raw), " visit") &&
		!strings.Contains(strings.ToLower(raw), "appointment") && !strings.Contains(strings.ToLower(raw), "order") && !strings.Contains(strings.ToLower(raw), "ticket") {
		return ""
	}
	m := putOnJobRe.FindStringSubmatch(raw)
	if m == nil {
		return ""
	}
	return strings.TrimRight(strings.TrimSpace(m[1]), " .!")
}

// isAfterS are words after a name's "'s" that make it "is" or "has", not
// a possessive: "Tammy's already driving up", "Earl's gonna be there"
// ("Rosa's got the cabin", "Thandi's off that day" are read as before).
var isAfterS = map[string]bool{"already": true, "driving": true, "going": true, "gonna": true, "coming": true,
	"headed": true, "heading": true, "fixing": true, "fixin": true}

// holdsJob reports whether the pro named at toks[at] is said to have the
// job: "Mountain Maids has the restock", "Earl's got the sink job".
func holdsJob(toks []token, at int) bool {
	k := at + 1
	for k < len(toks) && toks[k].used && !toks[k-1].stop {
		k++ // the rest of the name: "mountain maids"
	}
	if k < len(toks) && toks[k].s == "got" {
		k-- // ("earl's got": the "'s" is the name's token)
		if !strings.HasSuffix(toks[k].raw, "'s") && !strings.HasSuffix(toks[k].raw, "’s") {
			return false
		}
		k++
	} else if k >= len(toks) || toks[k].s != "has" && toks[k].s != "had" || toks[k-1].stop {
		return false
	}
	return k+1 < len(toks) && (toks[k+1].s == "the" || toks[k+1].s == "that" || toks[k+1].s == "this")
}

// handedOverPartOfDay reports whether in hands a job from one pro to
// another ("… but let her do it instead") and its dates are only days and
// loose parts of the day ("this evening", "that morning"), with no word of
// a move: they name the job, never a new time for it.
func handedOverPartOfDay(in request, toks []token, dates []When) bool {
	if in.FromPro == 0 || in.ProID == 0 || len(dates) == 0 || !has(toks, "instead") || hasPhrase(toks, "instead of") ||
		saysMove(toks) || has(toks, "earlier", "later", "sooner", "make", "moved", "pushed", "rescheduled") {
		return false
	}
	soft, days := false, 0
	for _, d := range dates {
		if d.HasTime && !d.Soft || d.prep == "to" || d.prep == "at" {
			return false
		}
		soft = soft || d.HasTime
		if d.HasDate {
			days++
		}
	}
	return soft && days <= 1
}

// movedToNextDay reports whether an edit moves the job of the one day
// said "to the next day" ("Patsy's at a recital on the 11th so move her
// check to the next day, same time"): the 12th, at the job's hour.
func movedToNextDay(toks []token, dates []When) bool {
	if len(dates) != 1 || !dates[0].HasDate || dates[0].HasTime || !saysMove(toks) ||
		!hasPhrase(toks, "to the next day") && !hasPhrase(toks, "to the following day") && !hasPhrase(toks, "to the day after") {
		return false
	}
	// ("to the day after the Bakers leave": a stay's day, read elsewhere)
	for i := range toks {
		if i+3 < len(toks) && toks[i].s == "day" && toks[i+1].s == "after" && !toks[i+1].stop && toks[i+2].s != "same" {
			return false
		}
	}
	return true
}
