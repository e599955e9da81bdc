package assistant

import (
	"strings"
)

// slangRe are chat intensifiers and hedges that say nothing about the
// request ("the outdoor shower is fine now no cap so cancel salt air on
// friday", "ngl i dont want them there while the clean is going",
// "lowkey can u move it"): read past, so the words around them read as
// if they were not said. Only words that never name a day, a time, a
// place or a person are listed.
var slangRe = mustCompile(`(?i)(^|\s)(?:no cap|ngl|tbh|tbf|lowkey|highkey|istg|deadass|fr fr|frfr|periodt|iykyk|bestie)(?:\s|$)`)

// interjectionRe is a groan typed into a request ("tasha came down with
// covid ugh, give her ridge turnover thurs to dee", "argh the plumber
// cancelled"): it says how the host feels, nothing of what is asked, so
// it is read past and the punctuation after it kept. interjectionOpenRe
// is the same word opening the message.
var (
	interjectionRe     = mustCompile(`(?i)\s+(?:u+gh+|a+rgh+|smh|ffs)\b`)
	interjectionOpenRe = mustCompile(`(?i)^\s*(?:u+gh+|a+rgh+|smh|ffs)\b[\s,.!]*`)
)

// withoutSlang returns msg without the chat intensifiers of slangRe and
// the groans of interjectionRe; a
// message of nothing else is returned as it is.
func withoutSlang(msg string) string {
	out := interjectionOpenRe.ReplaceAllString(interjectionRe.ReplaceAllString(msg, ""), "")
	for {
		next := slangRe.ReplaceAllString(out, "$1")
		if next == out {
			break
		}
		out = next
	}
	out = strings.Join(strings.Fields(out), " ")
	if strings.TrimSpace(out) == "" || out == strings.Join(strings.Fields(msg), " ") {
		return msg
	}
	return out
}

// visitThenRe is a visit said before the work it is for: "could Marcus
// pop round and inspect the Mill House", "can she nip over to check the
// boiler", "have him come round and look at it". The visit is the work;
// read as "could Marcus inspect the Mill House".
var visitThenRe = mustCompile(`(?i)\b(?:pop|nip|swing|come|go|head|stop|drop|run)\s+(?:round|over|by|across)\s+(?:and|to)\s+`)

// lockInRe is "lock in" said of a job or a pro for it, a host's word for
// confirming: "lock in shoreline for the cottage on saturday", "lock
// it in", "can we lock the friday clean in". Only at the start of a
// clause, so "locked in the garage" stays as it is.
var lockInRe = mustCompile(`(?i)(^|[.,;!?]\s*|\band\s+|\bpls\s+|\bplease\s+|\byou\s+|\bwe\s+|\blets\s+|\blet's\s+)lock\s+(?:in\b|(it|that|this|them)\s+in\b)`)

// withLockInAsConfirm returns msg with "lock in" read as "confirm"
// (lockInRe).
func withLockInAsConfirm(msg string) string {
	return lockInRe.ReplaceAllString(msg, "${1}confirm $2")
}

// withoutVisitWords returns msg with the visit before the work read past
// (visitThenRe).
func withoutVisitWords(msg string) string {
	return callAtPlaceRe.ReplaceAllString(visitThenRe.ReplaceAllString(msg, ""), "${1}stop by the ")
}

// callAtPlaceRe is "call at the <place>" (also "call in at the …"), a
// visit said the old way — never a telephone call: "could he also call at
// the Sister Bay house the same day at one".
var callAtPlaceRe = mustCompile(`(?i)\b(he\s+|she\s+|they\s+|also\s+|to\s+|could\s+\w+\s+|can\s+\w+\s+)call\s+(?:in\s+)?at\s+the\s+`)
