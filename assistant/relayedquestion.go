package assistant

import "strings"

// proAsksHowRe is a pro's question passed on by the host, opening the
// message: "Anna ask how to get in Richmond condo, lockbox code is
// what?", "Dave asked me where to park at the loft". The name is in the
// second group, the question from its wh-word on in the third.
var proAsksHowRe = mustCompile(`(?i)^(\s*)([a-z][\w'’-]*)\s+(?:ask|asks|asked|asking)\s+(?:me\s+)?((?:how|what|what's|whats|where)\b.*)$`)

// proAsks reads a pro's question the host passes on as the host's own
// question ("Anna ask how to get in Richmond condo" → "how to get in
// Richmond condo"): the host wants the answer to give the pro, and the
// pro's name opening the message is no booking. Only a pro's name counts
// ("the guests asked how …" is left alone).
func proAsks(msg string, names map[string]bool) string {
	m := proAsksHowRe.FindStringSubmatchIndex(msg)
	if m == nil || !names[strings.ToLower(msg[m[4]:m[5]])] {
		return msg
	}
	return msg[:m[3]] + msg[m[6]:]
}
