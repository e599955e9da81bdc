package assistant

import (
	"slices"
	"strings"
)

// A stay told in prose, its guest's name given apart: "nans friend jean
// and her husband r having the attic from the 11th to the 13th, put it
// under jean morris, just the 2 of them". Who they are is background; the
// name to put it under is the guest, "having the attic from … to …" the
// place and the dates, "just the 2 of them" the party. Read as the plain
// stay ("Jean Morris is staying at the attic from the 11th to the 13th,
// 2 guests"); without a name to put it under, the message is left as it
// is.

// stayHavingRe is guests said to have a place for a span of days: the
// place in the first group, the span in the second.
var stayHavingRe = mustCompile(`(?i)\b(?:are|r|is|'re|’re)\s+(?:having|taking|renting|getting|in)\s+((?:the\s+)?[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)?)\s+(from\s+(?:the\s+)?[a-z0-9]+(?:\s+[a-z0-9]+)?\s+(?:to|till|until|til|-)\s+(?:the\s+)?[a-z0-9]+(?:\s+[a-z0-9]+)?)\b`)

// stayUnderRe is the name a stay is put under: "put it under jean morris",
// "book them in under the name of Jean Morris".
var stayUnderRe = mustCompile(`(?i)\b(?:put|book)\s+(?:it|them|the\s+(?:booking|stay|reservation))\s+(?:in\s+)?under\s+(?:the\s+name\s+(?:of\s+)?)?([a-z][a-z'’-]+)(?:\s+([a-z][a-z'’-]+))?`)

// stayPartyRe is the party said as "(just) the 2 of them".
var stayPartyRe = mustCompile(`(?i)\b(?:just\s+)?the\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:them|us)\b`)

// notNameWords end a name put under: "put it under morris please".
var notNameWords = []string{"please", "pls", "plz", "thanks", "thx", "and", "for", "with", "from", "just", "the", "at", "on", "to", "as", "so"}

// stayInProse returns such a message read as the plain stay, or msg.
func stayInProse(msg string) string {
	h := stayHavingRe.FindStringSubmatch(msg)
	u := stayUnderRe.FindStringSubmatch(msg)
	if h == nil || u == nil || slices.Contains(notNameWords, strings.ToLower(u[1])) {
		return msg
	}
	name := u[1]
	if u[2] != "" && !slices.Contains(notNameWords, strings.ToLower(u[2])) {
		name += " " + u[2]
	}
	out := name + " is staying at " + h[1] + " " + h[2]
	if p := stayPartyRe.FindStringSubmatch(msg); p != nil {
		out += ", " + p[1] + " guests"
	}
	return out
}
