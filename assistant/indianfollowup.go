package assistant

// Indian English in a follow-up: "arre wait dont cancel, just move it to
// friday same time" opens with "arre" (an exclamation, "oh"), and "ok
// kindly tell her to come at 12 noon instead" is the pro's job moved to
// that hour. Both are read as the plain English the follow-up readers
// understand ("wait dont cancel, …", "make it 12 noon instead").

// leadExclamationRe is an Indian-English exclamation opening a message:
// "arre", "arey", "arrey", "achha" — a word and nothing more.
var leadExclamationRe = mustCompile(`(?i)^\s*(?:ok\s+|okay\s+)?(?:arre+|arey|arrey|achh?a|accha)\b[\s,!.]*`)

// tellComeInsteadRe is a pro told to come at another hour instead: "tell
// her to come at 12 noon instead", "ask him to come by 9 am instead". Its
// group is the hour; "instead" (or "rather") makes it a move of the job
// the conversation is about, never a booking.
var tellComeInsteadRe = mustCompile(`(?i)\b(?:tell|ask|inform)\s+(?:her|him|them)\s+to\s+(?:come|reach)\s+(?:at\s+|by\s+)?(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s+noon)?|noon)\s+(instead|rather)\b`)

// whichAllRe is "which all" / "what all" (which ones): "which all
// cleanings are not having anybody assigned?" asks which cleanings.
var whichAllRe = mustCompile(`(?i)\b(which|what)\s+all\b`)

// notHavingAnyRe is the present continuous said of having: "are not
// having anybody assigned" is "have nobody assigned".
var notHavingAnyRe = mustCompile(`(?i)\b(?:is|are)\s+not\s+having\s+(?:anybody|anyone|any\s+one|any\s+pro)\s+(assigned|on\s+it)\b`)

// readIndianFollowUp returns msg with a leading exclamation read past,
// "which all" and "are not having anybody assigned" read as plain
// English, and a pro told to come at another hour instead read as "make
// it <hour> instead".
func readIndianFollowUp(msg string) string {
	out := leadExclamationRe.ReplaceAllString(msg, "")
	out = whichAllRe.ReplaceAllString(out, "${1}")
	out = notHavingAnyRe.ReplaceAllString(out, "have nobody ${1}")
	return tellComeInsteadRe.ReplaceAllString(out, "make it ${1} ${2}")
}
