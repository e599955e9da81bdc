package assistant

import "strings"

// A host who writes lists puts a heading over them and a label before a
// line: "Action items 04-MAR:", "Status check:", "Edit: cancel …",
// "CORRECTION: 1230. He has a dentist appt. at 1100." The heading and
// the label say what kind of note it is, never what to do; they are read
// past so the lines under them are read as the host's requests.

// listHeadingRe is a first line that only heads the list under it:
// "Action items:", "Action items 04-MAR:", "Status update 04-MAR:",
// "Status check:", "To-do for tomorrow:". A heading's date labels the
// note; the lines under it say their own days ("today", "tomorrow").
var listHeadingRe = mustCompile(`(?i)^\s*(?:action\s+items?|status\s+(?:update|check|report|note)|to-?\s?dos?|todo\s+list|open\s+items?|updates?|tasks?)(?:\s+(?:for\s+)?(?:\d{1,2}[-\s]?[a-z]{3,9}\.?|[a-z]{3,9}\.?\s?\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2}|today|tomorrow|tmrw|this\s+week))?\s*:\s*\n`)

// editLabelRe is "Edit:" opening a line that then asks for something:
// "Edit: cancel the Munds Park hot tub call". Never "edit: meant …",
// a correction (correctionLeadRe reads it).
var editLabelRe = mustCompile(`(?i)^(\s*)edit\s*[:—–]\s*(cancel|move|push|pull|reschedule|add|book|schedule|put|assign|change|drop|scrap|delete|remove)\b`)

// correctionTimeRe is a follow-up that only corrects the hour just set,
// in 24-hour digits: "CORRECTION: 1230.", "make that 1530". Group 1 is
// the hour, group 2 any words after it.
var correctionTimeRe = mustCompile(`(?i)^\s*(?:correction\s*[:—–-]\s*(?:make\s+(?:that|it)\s+)?|make\s+(?:that|it)\s+)([01]\d|2[0-3])([0-5]\d)(?:\s*hrs?)?\b\s*(.*)$`)

// correctedToRe is a move's new hour taken back by a correction right
// after it in the same message: "move from 1300 to 1500.\nCORRECTION:
// make that 1530, he's driving up from Sedona", "to 3pm. Correction:
// 3:30pm." Group 1 is the hour first said, group 2 the one meant, group
// 3 the words after it to the sentence's end.
var correctedToRe = mustCompile(`(?i)\bto\s+(` + listHour + `)\s*[.;,]?\s*correction\s*[:—–-]\s*(?:make\s+(?:that|it)\s+)?(` + listHour + `)([^.\n]*)\.?`)

// listHour is an hour as a list gives it: "1530", "1530 hrs", "3:30pm",
// "3 pm", "noon".
const listHour = `(?:[01]\d|2[0-3])[0-5]\d(?:\s*hrs?)?|\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:[0-5]\d|noon`

// movedForRe is a move's new hour with why it suits the pro after it:
// "move up to 1000 so he is clear of Vern", "to 3pm so she's not
// rushed". The reason names another pro only to say whom the move
// avoids; group 1 is the move's words up to its hour.
var movedForRe = mustCompile(`(?i)(\bto\s+(?:` + listHour + `))\s*,?\s+so\s+(?:that\s+)?(?:he|she|they)(?:\s+(?:is|are|isn't|aren't|won't|doesn't|don't)|'s|'re|’s|’re)\s+(?:clear|free|not|out|done|away|finished|never)\b[^.\n]*`)

// proReasonRe is a sentence that only says why the pro needs the new
// hour: "He has a dentist appt. at 1100.", "she's driving up from
// Sedona", "they are stuck at another job".
var proReasonRe = mustCompile(`(?i)^\s*[,.;—–-]*\s*(?:he|she|they)(?:\s+(?:has|have|had|is|are|was|were)\b|'s\b|'re\b|’s\b|’re\b)`)

// readListLabels returns msg without the heading over its list and the
// "Edit:" label before a line's request, and a move's hour taken back
// by a correction after it in the same message read as the hour meant
// (and without why the new hour suits the pro, "so he is clear of X");
// a follow-up that only corrects
// the hour just set ("CORRECTION: 1230. He has a dentist appt. at
// 1100.") is read as that hour, "correction: 12:30", without the pro's
// reason. Anything else is returned as it is.
func readListLabels(msg string, followUp bool) string {
	if !strings.Contains(msg, ":") && !strings.Contains(strings.ToLower(msg), "make ") {
		return msg
	}
	if loc := listHeadingRe.FindStringIndex(msg); loc != nil && strings.TrimSpace(msg[loc[1]:]) != "" {
		msg = msg[loc[1]:]
	}
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		lines[i] = editLabelRe.ReplaceAllString(l, "$1$2")
	}
	msg = strings.Join(lines, "\n")
	msg = movedForRe.ReplaceAllString(msg, "$1")
	if m := correctedToRe.FindStringSubmatchIndex(msg); m != nil {
		if rest := strings.TrimSpace(msg[m[6]:m[7]]); rest == "" || proReasonRe.MatchString(rest) {
			msg = msg[:m[0]] + "to " + msg[m[4]:m[5]] + "." + msg[m[1]:]
		}
	}
	if followUp && !strings.Contains(msg, "\n") {
		if m := correctionTimeRe.FindStringSubmatch(msg); m != nil {
			rest := strings.TrimSpace(m[3])
			if rest == "" || rest == "." || proReasonRe.MatchString(rest) {
				return "correction: " + m[1] + ":" + m[2]
			}
		}
	}
	return msg
}
