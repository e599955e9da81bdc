package assistant

import "strings"

// Follow-ups said in a conversation carry words around what they ask:
// "oh I reckon 10 in the morning would suit him" (the host thinking aloud
// before the time), "no wait make that 1 o'clock, she's got to carry her
// mama to the doctor first" (why, never a place: "mama" is no property),
// "send Dwayne, quick as he can" (the urgency of a hand-over). These
// readers put them into the form the parser reads.

// reckonTimeRe is the host's "I reckon / I guess / I think" before an
// hour that opens the message. Group 1 is the hour and the rest.
var reckonTimeRe = mustCompile(`(?i)^\s*(?:(?:oh|ah|well|hmm+|um+|uh+|ok|okay)\s*[,.]?\s+)*(?:i|we)\s+(?:reckon|guess|think|suppose|s'pose|figure|spose)\s+(?:that\s+)?((?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)(?:\s+o'?clock)?)\b.*)$`)

// dropReckon removes that opening.
func dropReckon(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "i ") && !strings.Contains(strings.ToLower(msg), "we ") {
		return msg
	}
	if m := reckonTimeRe.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return msg
}

// obligationReasonRe is why a time changes, said after the change: "…
// make that 1 o'clock, she's got to carry her mama to the doctor first",
// "… move it to 3, he has to pick up his kids at noon" is not (an hour of
// its own is kept). Group 1 is the change before it.
var obligationReasonRe = mustCompile(`(?i)^(.*\b(?:make\s+(?:it|that)|move|push|bump|shift|change|reschedule)\b.*?\S)\s*(?:[,;—–]|\s-+)\s*(?:(?:since|as|because|cause|cuz|bc)\s+)?(?:she|he|they)(?:'s|’s|s|\s+has|\s+have|'ve|’ve|\s+needs|\s+need)\s+(?:got\s+to|gotta|to|got\s+a|a)\s+[^.!?]*[.!]?\s*$`)

// obligationVetoRe is a reason clause that says an hour or asks for more.
var obligationVetoRe = mustCompile(`(?i)\d|\b(?:noon|midday|o'?clock|am|pm|morning|afternoon|evening|tonight|please|pls|can|could|also|too|another|as\s+well|while|book|cancel|add|instead)\b`)

// dropObligationReason removes such a reason.
func dropObligationReason(msg string) string {
	m := obligationReasonRe.FindStringSubmatch(msg)
	if m == nil || obligationVetoRe.MatchString(msg[len(m[1]):]) {
		return msg
	}
	return m[1]
}

// handOverQuickRe is a hand-over alone with its urgency: "send Dwayne,
// quick as he can", "get Earl out there as soon as he can". Group 1 is
// the hand-over. A "please" ("por favor") after it is read past.
var handOverQuickRe = mustCompile(`(?i)^\s*((?:please\s+|pls\s+)?(?:send|get|have)\s+\pL+(?:\s+(?:out|over|up|down)(?:\s+there)?)?)\s*,?\s+(?:as\s+)?(?:quick|quickly|fast|soon)\s+as\s+(?:he|she|they)\s+(?:can|could)(?:\s+(?:get\s+there|make\s+it))?(?:\s*,?\s*(?:please|pls|plz|por\s+favor|porfa|thanks|thank\s+you|gracias))?\s*[.!]*\s*$`)

// quickHandOver reads it as the hand-over "asap".
func quickHandOver(msg string) string {
	if m := handOverQuickRe.FindStringSubmatch(msg); m != nil {
		return m[1] + " asap"
	}
	return msg
}
