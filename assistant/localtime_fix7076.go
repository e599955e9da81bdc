package assistant

import (
	"strconv"
	"strings"
)

// This file reads a time the host says on the property's own clock:
// "make it eleven their time", "at three thirty also there time" (the
// homophone speech-to-text writes), "12 local time", "noon the local
// time". A property's jobs are on its clock already, so the words add
// nothing but that the number before them is a time: they are dropped,
// and a lone hour said as a word ("eleven") is written as its digits, so
// that "make it eleven their time" reads as "make it 11".

// propertyClockRe is a time followed by the words that put it on the
// property's clock. The time is digits ("11", "3:30", "11am") or words
// ("eleven", "three thirty", "twelve oh five"), or noon.
var propertyClockRe = mustCompile(`(?i)\b((?:\d{1,2}(?::\d\d)?\s*(?:a\.?m\.?|p\.?m\.?)?)|noon|(?:(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:oh\s+(?:one|two|three|four|five|six|seven|eight|nine)|fifteen|thirty|forty\s*five|forty|fifty|twenty|ten|o'?clock))?(?:\s*(?:a\.?m\.?|p\.?m\.?))?))(?:\s*,)?\s+(?:also\s+|again\s+|too\s+)?(?:in\s+)?(?:their|there|the\s+local|local|the\s+property'?s|property)\s+time\b`)

// onPropertyClock rewrites msg's times said on the property's clock as
// described above.
func onPropertyClock(msg string) string {
	if !strings.Contains(strings.ToLower(msg), " time") {
		return msg
	}
	return propertyClockRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := propertyClockRe.FindStringSubmatch(m)
		t := strings.TrimSpace(sub[1])
		if h, ok := spokenUnits[strings.ToLower(t)]; ok && h >= 1 && h <= 12 {
			return strconv.Itoa(h)
		}
		return t
	})
}

// readPropertyClock rewrites req's message, and the host's messages of
// its history, with onPropertyClock.
func readPropertyClock(req Request) Request {
	return rewriteRequest(req, onPropertyClock)
}
