package assistant

// A pro said to be free right after the host hands them a job: "put
// nadia svp, she is available", "give it to marc, he's free that day".
// It is why the host chose that pro, never a question of who is free;
// the clause is read past.

// freeAfterHandoverRe is a hand-over to a pro named by one word, then the
// pro said to be free at the end of the message: the hand-over in group 1
// (the comma may be gone with a courtesy: "put nadia svp, she …" is read
// "put nadia she …" once "svp" is read past).
var freeAfterHandoverRe = mustCompile(`(?i)(\b(?:put|assign|give\s+(?:it|that|this|the\s+job)\s+to)\s+[a-z][\w'’-]*(?:\s+(?:svp|stp|please|pls|plz))?)(?:\s*[,;.]+\s*|\s+)(?:since\s+|because\s+|as\s+)?(?:she|he|they)(?:'s|’s|'re|’re|\s+is|\s+are)\s+(?:available|free)(?:\s+(?:that\s+day|then|at\s+that\s+time|too|also))?\s*[.!]*\s*$`)

// withoutFreeAfterHandover returns msg without such a clause.
func withoutFreeAfterHandover(msg string) string {
	if m := freeAfterHandoverRe.FindStringSubmatchIndex(msg); m != nil {
		return msg[:m[3]]
	}
	return msg
}
