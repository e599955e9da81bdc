package assistant

// "Don Chuy's fence job at the duplex move it to the next day same time":
// a move to the day after the job's own, said as a day ("the next day",
// "the following day", "the day after") instead of a shift, is read as
// "push it a day later", which moves the job one day at its own time. Only
// when the phrase ends there (or says "same time"): "to the day after the
// Kowalskis leave" is a day of a stay, read as before, and "to the next day
// at 9" keeps asking as before.

// nextDayMoveRe is "move/push <job> to the next/following day" or "… to the
// day after", followed by "same time", punctuation or the end.
var nextDayMoveRe = mustCompile(`(?i)\b((?:move|push|shift|bump|reschedule|change)\s+(?:it|that|this|him|her|them|the\s+[^,.;!?]{1,60}?)\s+)to\s+the\s+(?:(?:next|following)\s+day|day\s+after)(\s*,?\s*(?:at\s+)?(?:the\s+)?same\s+(?:time|hour)\b|\s*(?:[,.;!?]|$))`)

// nextDayMove rewrites nextDayMoveRe's move as a shift of one day.
func nextDayMove(msg string) string {
	return nextDayMoveRe.ReplaceAllString(msg, "${1}a day later${2}")
}
