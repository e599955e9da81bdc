package assistant

import (
	"strings"
	"unicode"
)

// A dispatcher's list of bookings, each opened by "+": "baker after the
// fitzgeralds: + cln 3/16 1000 JT, + rstk 3/16 1300 MR". Each "+" after a
// comma or a full stop opens a booking of its own (with its own pro), so
// the two pros are never read as one request's choice between them.

// plusItem reports whether fields open a "+" item of such a list: the
// "+", then a service named within its next three words ("+ cln 3/16",
// "+ rstk wash pk 3/9").
func plusItem(fields []string) bool {
	if len(fields) < 3 || fields[0] != "+" {
		return false
	}
	return hasServiceWord(tokenize(strings.Join(fields[1:min(len(fields), 4)], " ")))
}

// capsCode reports whether prev, a word ending in a full stop, is a code
// in capitals ("MR.", a pro's initials) followed by a word that is no
// name (next not in capitals): "give the lohi rstk tmrw to MR. give the
// rino turn …" ends a sentence there, unlike "Mr. Tate" or "MR. TATE".
func capsCode(prev, next string) bool {
	w := strings.TrimSuffix(prev, ".")
	if len(w) < 2 || strings.ToUpper(w) != w || strings.ToLower(w) == w {
		return false
	}
	r := []rune(strings.TrimLeft(next, `([{"'`))
	return len(r) > 0 && !unicode.IsUpper(r[0])
}

// plusAsideRe is what a "+" booking says of itself that asks for nothing:
// its pro left open ("pro TBD", "crew tba") and the host's own promise to
// confirm it ("(will confirm EOD)"), never a confirmation nor a move to
// the end of the day.
var plusAsideRe = mustCompile(`(?i)(?:,\s*|\s+)(?:pro|crew|cleaner|tech|who)\s*(?:is\s+|=\s*|:\s*)?(?:tbd|tba|tbc)\b|\s*\((?:i'?ll|we'?ll|will|to)\s+(?:confirm|update|lyk|let\s+(?:u|you)\s+know)\b[^)]*\)`)

// plusAsides drops those words from a message that opens with a "+"
// booking: "+ rstk wash pk 3/9 1400, pro TBD (will confirm EOD)" books the
// restock with no pro yet.
func plusAsides(msg string) string {
	if !plusItem(strings.Fields(msg)) {
		return msg
	}
	return plusAsideRe.ReplaceAllString(msg, "")
}
