package assistant

// partySoRe is a party's size said as the reason for what follows:
// "Walsh group is 12 people for a hockey tournament so have Crew B start
// …", "the Bauers are 10 ppl, so put …".
var partySoRe = mustCompile(`(?i)^\s*(?:the\s+)?[a-z][a-z'’-]*(?:\s+(?:group|family|party|crew|bunch|folks|gang))?\s+(?:is|are|r|will\s+be)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:people|ppl|guests|adults|of\s+them|persons)\b[^.!?;:]{0,60}?,?\s+so\s+((?:pls\s+|please\s+|can\s+you\s+|could\s+you\s+)?(?:have|get|move|put|push|bump|make|let|book|send|add|schedule|give)\b)`)

// withoutPartySize reads a party's size said first, then "so" and a
// request, as the request alone: the size is why the host wants it, never
// a change of the stay's guests (which the engine can't make and would
// refuse, dropping the request with it).
func withoutPartySize(msg string) string {
	m := partySoRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	return msg[m[2]:]
}
