package assistant

// A problem told and put off in the same sentence: "Also the lemon tree
// looks sad, but that's a problem for April.", "the fence needs paint
// but that's a job for the spring". It asks for nothing now: the
// sentence is left out, so it is neither booked nor asked about beside
// the message's requests.

// putOffRe is such a sentence, group 1 what starts it (the sentence
// before's end, or the line's quote mark).
var putOffRe = mustCompile(`(?i)(^|[.!?]\s+|\n[>\s]*)(?:(?:also|and|oh|plus)\s+)*[^.!?\n]{3,120}?,?\s+but\s+(?:that's|thats|that’s|that\s+is|that\s+will\s+be|it's|its|it’s|it\s+is)\s+(?:a\s+)?(?:problem|job|project|thing|one|worry)\s+for\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|later|another\s+day|another\s+time|next\s+(?:week|month|year|season|time)|the\s+(?:spring|summer|fall|autumn|winter|off\s*season)|down\s+the\s+road)\s*[.!]?`)

// dropPutOff leaves such sentences out of msg.
func dropPutOff(msg string) string {
	return putOffRe.ReplaceAllString(msg, "$1")
}
