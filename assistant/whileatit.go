package assistant

import "strings"

// "while you're at it" joins a second request to the first, a dictated
// run-on often spelling it "your": "cancel beto at the ranch on the
// eleventh, and while your at it have ray go out there thursday". Read as
// ", and" between the two (at the start of a message, read past), so
// the part after it is a request of its own.

// whileAtItRe is the phrase, with the "and" or "also" and the marks
// around it.
var whileAtItRe = mustCompile(`(?i)(?:\s*,)?(?:\s+(?:and|also))?\s*\bwhile\s+(?:you(?:'|’)?re|your|ur|you\s+are|u\s+r|u\s+are)\s+at\s+it\b\s*[,.]?\s*`)

// whileAtIt rewrites msg as described above.
func whileAtIt(msg string) string {
	if !strings.Contains(strings.ToLower(msg), " at it") {
		return msg
	}
	m := whileAtItRe.FindStringIndex(msg)
	if m == nil || m[1] == len(msg) {
		return msg
	}
	if strings.TrimSpace(msg[:m[0]]) == "" {
		return msg[m[1]:]
	}
	return msg[:m[0]] + ", and " + msg[m[1]:]
}
