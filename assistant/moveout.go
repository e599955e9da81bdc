package assistant

// A landlord asks when a tenant goes as a move-out: "when does Tom
// Kowalski move out again?", "when's the nurse in 3B out", "when is Keisha
// moving out". The engine knows the question as a check-out ("when does
// Tom Kowalski check out"): "move" here moves no job, and "out" is no
// time. Only a question opened by "when" and its verb ("when does …",
// "when's …") is read so; "when Kowalski moves out, book a clean" (no
// question verb) is left to the anchor readers.

// moveOutAskRe is "when does/is/will … move(s)/moving out".
var moveOutAskRe = mustCompile(`(?i)^(\s*when(?:'s|’s|s|\s+(?:does|do|is|will|are|did))\s+[^.?!,]{1,60}?\s)(?:move|moves|moving)\s+out\b`)

// outAskRe is "when's … out" ending the question: "when's the nurse in 3B
// out", "when is Keisha out?".
var outAskRe = mustCompile(`(?i)^(\s*when(?:'s|’s|s|\s+is|\s+are)\s+[^.?!,]{1,60}?)\s+out(\s*(?:again|exactly)?\s*(?:\?|$|\.))`)

// moveOutAsked rewrites such a question as the check-out asked about:
// "when does Tom Kowalski move out again?" → "when does Tom Kowalski
// check out again?".
func moveOutAsked(msg string) string {
	if m := moveOutAskRe.FindStringSubmatchIndex(msg); m != nil && moveOutSubject(msg[m[2]:m[3]]) {
		return msg[:m[3]] + "check out" + msg[m[1]:]
	}
	if m := outAskRe.FindStringSubmatchIndex(msg); m != nil && moveOutSubject(msg[m[2]:m[3]]) {
		return msg[:m[3]] + " checking out" + msg[m[4]:]
	}
	return msg
}

// moveOutSubject reports whether the words before the verb ask about a
// person ("when does Tom Kowalski", "when's the nurse in 3B"), not about
// a job ("when does the cleaner" moving out furniture is rare but "when is
// the clean" is no stay): no service word is among them.
func moveOutSubject(head string) bool {
	toks := tokenize(head)
	_, _, job := serviceOf(toks)
	return !job && !has(toks, "clean", "cleaning", "cleaner", "cleaners", "job", "visit", "inspection", "restock", "repair")
}
