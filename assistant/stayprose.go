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
// place in the first group, the span in the second ("from the 11th to the
// 13th"; dictated, "staying at the riverwalk condo the tenth through the
// twelfth").
var stayHavingRe = mustCompile(`(?i)\b(?:are|r|is|'re|’re)\s+(?:having|taking|renting|getting|in|staying\s+(?:at|in))\s+((?:the\s+)?[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*)?)\s+((?:from\s+(?:the\s+)?[a-z0-9]+(?:\s+[a-z0-9]+)?|the\s+(?:\d{1,2}|[a-z]+)(?:st|nd|rd|th)(?:\s+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?)\s+(?:to|till|until|til|through|thru|-)\s+(?:the\s+)?[a-z0-9]+(?:\s+(?:[0-9]+[a-z]*|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))?)\b`)

// stayUnderRe is the name a stay is put under: "put it under jean morris",
// "book them in under the name of Jean Morris".
var stayUnderRe = mustCompile(`(?i)\b(?:put|book)\s+(?:it|them|the\s+(?:booking|stay|reservation))\s+(?:in\s+)?under\s+(?:the\s+name\s+(?:of\s+)?)?([a-z][a-z'’-]+)(?:\s+([a-z][a-z'’-]+))?`)

// stayAsRe is the name a stay is put down as: "put them down as the
// Villanuevas", "put them on the calendar as the Cantu family".
var stayAsRe = mustCompile(`(?i)\b(?:put|book|add)\s+(?:it|them|the\s+(?:booking|stay|reservation))\s+(?:down\s+|in\s+|on\s+the\s+calendar\s+)?as\s+(the\s+)?([a-z][a-z'’-]+)(?:\s+(family))?\b`)

// staySpanToRe is "through"/"thru" in a span of days, read as "to".
var staySpanToRe = mustCompile(`(?i)\s+(?:through|thru)\s+`)

// stayPartyRe is the party said as "(just) the 2 of them".
var stayPartyRe = mustCompile(`(?i)\b(?:just\s+)?the\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+(?:them|us)\b`)

// notNameWords end a name put under: "put it under morris please".
var notNameWords = []string{"please", "pls", "plz", "thanks", "thx", "and", "for", "with", "from", "just", "the", "at", "on", "to", "as", "so"}

// stayInProse returns such a message read as the plain stay, or msg.
func stayInProse(msg string) string {
	h := stayHavingRe.FindStringSubmatch(msg)
	if h == nil {
		return msg
	}
	span := staySpanToRe.ReplaceAllString(h[2], " to ")
	if !strings.HasPrefix(strings.ToLower(span), "from") {
		span = "from " + span
	}
	var out string
	if u := stayUnderRe.FindStringSubmatch(msg); u != nil && !slices.Contains(notNameWords, strings.ToLower(u[1])) {
		name := u[1]
		if u[2] != "" && !slices.Contains(notNameWords, strings.ToLower(u[2])) {
			name += " " + u[2]
		}
		out = name + " is staying at "
	} else if a := stayAsRe.FindStringSubmatch(msg); a != nil && !slices.Contains(notNameWords, strings.ToLower(a[2])) {
		// "as the Villanuevas", "as the Cantu family": the family.
		out = strings.TrimSpace(a[1]+a[2]+" "+a[3]) + " are staying at "
	} else {
		return msg
	}
	out += h[1] + " " + span
	if p := stayPartyRe.FindStringSubmatch(msg); p != nil {
		out += ", " + p[1] + " guests"
	}
	return out
}
