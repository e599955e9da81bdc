package assistant

import "strings"

// A stay put on the calendar with its guest's name given apart, on a
// labelled line, as an engineer writes it: "Put my brother-in-law on the
// calendar: Leroux Unit B, 13-MAR thru 15-MAR, 2 pax. Name: Pedersen."
// Who they are ("my brother-in-law") is background; the labelled name is
// the guest. Read as "New booking for Pedersen: Leroux Unit B, 13-MAR
// thru 15-MAR, 2 pax." Without the label the message is left as it is
// (whose stay it is would be a guess).

// calendarNameRe is such a message: the stay's words in the first group,
// the name in the second.
var calendarNameRe = mustCompile(`(?i)^\s*(?:(?:please|pls|kindly)\s+)?(?:put|add|pencil|stick|enter)\s+(?:in\s+)?[a-z][a-z'’ -]{0,40}?\s+(?:on|in|into|onto|to)\s+(?:the|my|our)\s+(?:calendar|schedule)\s*[:,—–-]\s*(.+?)[.;]?\s+(?:guest\s+name|name|guest|under)\s*[:=-]\s*([a-z][a-z'’-]+(?:\s+[a-z][a-z'’-]+)?)\s*[.!]?\s*$`)

// calendarNamed returns such a message read as a new booking, or msg.
func calendarNamed(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "calendar") && !strings.Contains(strings.ToLower(msg), "schedule") {
		return msg
	}
	m := calendarNameRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return "New booking for " + m[2] + ": " + strings.TrimSpace(m[1]) + "."
}
