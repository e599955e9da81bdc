package assistant

import "strings"

// An hour said to be when the guests come or go: "CORRECTION: 1530 is
// when the Hendersons land, not 1600.", "3:30 is when the Ruizes
// arrive". The hour is the guests' (a fact about their stay), never a
// new hour for the job just talked about.

// hourIsWhenGuestsRe is such a sentence, the whole message. Group 1 is
// the hour, 2 the guests ("the Hendersons", "they", "the guests"), 3
// the verb.
var hourIsWhenGuestsRe = mustCompile(`(?i)^\s*(?:(?:correction|fyi|btw|note|update)\s*[:—–-]?\s*)?(?:actually\s*,?\s*)?(` + listHour + `|\d{1,2}(?::[0-5]\d)?)\s+(?:is|'s|’s)\s+when\s+(the\s+[a-z'’-]+)\s+((?:are\s+)?(?:land(?:s|ing)?|arriv(?:e|es|ing)|get(?:s|ting)?\s+in|check(?:s|ing)?\s+(?:in|out)|leav(?:e|es|ing)|com(?:e|es|ing)(?:\s+in)?))\b(?:\s*[,;]?\s*(?:and\s+)?not\s+(?:` + listHour + `|\d{1,2}(?::[0-5]\d)?))?\s*[.!]*\s*$`)

// hourIsWhenGuests returns msg said as the fact it is, "FYI the
// Hendersons arrive at 1530.", which is answered and changes nothing;
// any other message as it is.
func hourIsWhenGuests(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "when") {
		return msg
	}
	m := hourIsWhenGuestsRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	verb := "arrive"
	if v := strings.ToLower(m[3]); strings.Contains(v, "leav") || strings.Contains(v, "out") {
		verb = "leave"
	}
	return "FYI " + m[2] + " " + verb + " at " + m[1] + "."
}
