package assistant

// alsoAskedOfPronoun reports whether fields open by asking more work of
// the pro just named, with "also": "can she also do rose cottage on
// monday at 2", "could he also look at …". After "and" with no comma
// ("… at 12 instead of 11 and can she also do …") it starts a request of
// its own, as it does after ", and".
func alsoAskedOfPronoun(fields []string) bool {
	if len(fields) < 4 {
		return false
	}
	low := lowerFields(fields[:3])
	switch low[0] {
	case "can", "could", "would", "will":
	default:
		return false
	}
	return (low[1] == "he" || low[1] == "she") && low[2] == "also"
}

// doesPlaceRe is a pro asked to "do" a place on a day: "can she also do
// the lighthouse on monday at 2", "could linda do seaview tmrw". Group 1
// is the place's words.
var doesPlaceRe = mustCompile(`(?i)^\s*(?:(?:and|also|pls|please|oh)\s+)*(?:can|could|would|will)\s+[a-z][\w'’-]*\s+(?:also\s+)?do\s+(?:the\s+)?([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?)\s+(?:on|tmrw|tomorrow|today|this|next|at)\b`)

// askDoesUnknownPlace makes in, read as no request, a booking when its
// words ask a pro (named, or "she"/"he") to do a place on a day and the
// place is none of the account's: so the message asks which property,
// and writes nothing of its other parts, never drops this one.
func askDoesUnknownPlace(in *request, part string) {
	if in.Kind != kindHelp || in.AddressID != 0 || len(in.addrCandidates) > 0 || in.ProID == 0 && in.rolePro == "" ||
		in.When == nil || !in.When.HasDate {
		return
	}
	m := doesPlaceRe.FindStringSubmatch(part)
	if m == nil {
		return
	}
	in.Kind = kindSchedule
	if in.unknownPlace == "" {
		in.unknownPlace = m[1]
	}
}
