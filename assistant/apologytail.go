package assistant

// Apologies said after the request: "finally 11h30, sorry they called
// back", "make it 3pm, sorry the guests changed their plans". The
// request comes first; the apology and why it changed are read past,
// never as words of the request.

// sorryReasonTailRe is a request holding a day or time (a digit),
// then "sorry" and who changed things in the past tense.
var sorryReasonTailRe = mustCompile(`(?i)^([^,;.!?]*\d[^,;.!?]*?)\s*[,;.!]+\s*(?:sorry|oops|desole|désolé)[,!.]*\s+(?:they|he|she|the\s+(?:guests?|owners?|cleaners?|pros?|family|[a-z]+s))\s+(?:just\s+)?(?:[a-z]+ed|said|told|wrote|sent|took|made|forgot|came)\b[^.!?]*[.!]*$`)

// withoutSorryReason returns msg without an apology and its reason
// after the request ("finally 11:30, sorry they called back" →
// "finally 11:30"); other messages as they are.
func withoutSorryReason(msg string) string {
	if m := sorryReasonTailRe.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return msg
}
