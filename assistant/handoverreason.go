package assistant

import "strings"

// proThereAnywayRe is why a job is handed to a pro, said after the
// hand-over: "… give it to Kim, she's already over there for the prep
// that morning", "hand it to Dale since he's already out there for the
// gutters". The pro being there already is a reason: its "that morning"
// is no new time, and the job it names ("the prep") is no job to change.
// Group 1 is the hand-over before it.
var proThereAnywayRe = mustCompile(`(?i)^(.*\b(?:give|giving|hand|assign|put|pass|let|have|send)\b.*?\S)\s*(?:[,;:—–]|\s-+)\s*(?:(?:since|as|because|cause|cuz|bc)\s+)?(?:she|he|they)(?:'s|’s|'re|’re|s|re|\s+is|\s+are|'ll\s+be|’ll\s+be|\s+will\s+be)\s+(?:already|gonna\s+be|going\s+to\s+be|there\s+anyway)\b[^.!?]*?\b(?:over\s+there|out\s+there|up\s+there|down\s+there|there|on\s+site|onsite|in\s+the\s+area|nearby|next\s+door|over)\b[^.!?]*[.!]?\s*$`)

// proThereAnywayVetoRe is a clause that asks for a change of its own or
// says an hour ("she's already there at 9, so move it to 9").
var proThereAnywayVetoRe = mustCompile(`(?i)\d|\b(?:move|push|bump|make\s+it|change|reschedule|cancel|book|add|instead|noon|o'?clock|am|pm)\b`)

// proThereAnywayGiveRe is the hand-over itself: "give it to Kim", "have
// Kim take it", "assign Kim".
var proThereAnywayGiveRe = mustCompile(`(?i)\b(?:give|hand|pass)\s+(?:it|that|this|that\s+one|this\s+one|the\s+[^,;.!?]+?)\s+(?:to|over\s+to)\s+\pL+|\b(?:assign|put|send)\s+\pL+\b|\bhave\s+\pL+\s+(?:take|do|grab)\b|\blet\s+\pL+\s+(?:take|do|grab)\b`)

// dropProThereAnyway removes that reason after a hand-over.
func dropProThereAnyway(msg string) string {
	l := strings.ToLower(msg)
	if !strings.Contains(l, "already") && !strings.Contains(l, "anyway") {
		return msg
	}
	m := proThereAnywayRe.FindStringSubmatch(msg)
	if m == nil || !proThereAnywayGiveRe.MatchString(m[1]) || proThereAnywayVetoRe.MatchString(msg[len(m[1]):]) {
		return msg
	}
	return m[1]
}

// proBusyElsewhereRe is why a job is taken off a pro, said in a sentence
// of its own after the hand-over: "… give it to Lourdes. Bea's already
// got the courtyard suite restock that afternoon and she's stretched thin
// this wk". The other job the pro already has is a reason: its place and
// "that afternoon" are no new place or time for the job handed over.
// Group 1 is the hand-over before it.
var proBusyElsewhereRe = mustCompile(`(?i)^(.*\S[.!;])\s+(?:\pL+|she|he|they)(?:'s|’s|'re|’re|\s+has|\s+have|\s+is|\s+are)\s+already\s+(?:got|booked|doing|on|has|have|working)\b[^.!?]*[.!]?\s*$`)

// proBusyElsewhereVetoRe is a sentence that asks for a change of its own
// ("Bea's already got it, move it to 2").
var proBusyElsewhereVetoRe = mustCompile(`(?i)\b(?:move|push|bump|make\s+it|change|reschedule|cancel|book|add|instead|can\s+you|could\s+you|please)\b`)

// dropProBusyElsewhere removes that reason after a hand-over.
func dropProBusyElsewhere(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "already") {
		return msg
	}
	m := proBusyElsewhereRe.FindStringSubmatch(msg)
	if m == nil || !proThereAnywayGiveRe.MatchString(m[1]) || proBusyElsewhereVetoRe.MatchString(msg[len(m[1]):]) {
		return msg
	}
	return m[1]
}
