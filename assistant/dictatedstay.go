package assistant

import "strings"

// A stay dictated by voice: "my sister Tonya and her husband are gonna
// stay at the oak wood the thirteenth through the fifteenth just the two
// of them put it on the calendar". "Are gonna stay" is "are staying",
// and "put it on the calendar" at the end says to add the stay ("add it")
// — read as the typed forms the stay readers know ("just the two of them"
// is read as it is).

// gonnaStayRe is a stay said in the future with "gonna" / "going to".
var gonnaStayRe = mustCompile(`(?i)\b(are|is|am|they're|theyre|we're|were)\s+(?:gonna|going\s+to|gon\s+na)\s+stay\b`)

// onCalendarRe is "put it on the calendar" at a message's end.
var onCalendarRe = mustCompile(`(?i)[\s,.;:—–-]*\b(?:please\s+|pls\s+|can\s+you\s+|go\s+ahead\s+and\s+)?(?:put|add|stick|throw|pop)\s+(?:it|that|them|this)\s+(?:on|in|to|into)\s+(?:the|my|our)\s+calendar\b(?:\s+(?:please|pls|thanks|thank\s+you))?[\s.!]*$`)

// dictatedStay returns msg with a dictated stay's words written as typed
// (above); other messages as they are.
func dictatedStay(msg string) string {
	m := gonnaStayRe.ReplaceAllString(msg, "$1 staying")
	if m == msg && !strings.Contains(strings.ToLower(msg), "staying") {
		return msg
	}
	return onCalendarRe.ReplaceAllString(m, ", add it")
}
