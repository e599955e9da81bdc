package assistant

import "strings"

// forJobPutThatRe is a job named with "for", what the pro should know,
// then "put that on his job": "For the gutter guy at Fells Point monday -
// the back gate sticks, he has to lift it up to get it open. put that on
// his job so he doesnt call me". Group 1 is the job, 2 the note.
var forJobPutThatRe = mustCompile(`(?i)^\s*for\s+(the\s+[^-–—:;,.!?]{3,60}?)\s*(?:[-–—:;]|,)\s*([^.!?]{6,}?)\s*[.!]*\s*(?:and\s+|so\s+)?(?:pls\s+|please\s+|can\s+(?:you|u)\s+|could\s+(?:you|u)\s+)?(?:put|add|stick|write)\s+(?:that|this|it)\s+(?:on|to|in(?:to)?)\s+(?:his|her|their|the|that)\s+(?:job|visit|ticket|work\s+order|notes?)\b[^.!?]*[.!?]*\s*$`)

// forJobPutThat reads such a message as a note for that job: "add a
// note to the gutter guy at Fells Point monday that the back gate sticks,
// …". The words after "put that on his job" ("so he doesnt call me") only
// say why; never a call or message to send, nor a second visit.
func forJobPutThat(msg string) string {
	m := forJobPutThatRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	return "add a note to " + m[1] + " that " + strings.TrimRight(m[2], " ,;:-")
}
