package assistant

import (
	"strings"
)

// This file reads a question about when or where that ends by saying
// again what the host wants to know: "when do the Hoffman's leave
// Lakeview what day and what time", "where's Tammy working tomorrow and
// what time does she start", "when's the plumber coming, what day and
// time?". The answer to the question names its day and time already, so
// the tail is read past; without it the tail reads as a second question
// about an unnamed job.

// questionTailRe is such a question, its tail in the second group.
var questionTailRe = mustCompile(`(?i)^(\s*(?:when|where|where's|wheres|when's|whens|what\s+time|what\s+day)\b.*?\S)\s*[,;?.-]*\s+(?:and\s+)?((?:(?:what|which)\s+day\s+and\s+(?:at\s+)?(?:what\s+)?time|what\s+time\s+and\s+(?:what\s+|which\s+)?day|what\s+time\s+(?:does|do|will|is|would)\s+(?:she|he|they|it|that|the\s+\w+)\s+(?:start|starts|get\s+there|arrive|come|begin|show\s+up|leave|go)|what\s+day\s+(?:does|do|will|is)\s+(?:she|he|they|it|that)\s+(?:start|come|leave|go))\s*(?:exactly|again)?)\s*[?.!]*\s*$`)

// withoutQuestionTail returns msg without such a tail.
func withoutQuestionTail(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "what ") {
		return msg
	}
	if m := questionTailRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}
