package assistant

import "strings"

// Facts said in a clause beside a request that ask for nothing: who pays
// for the work ("need a cleaning at the Okafors on the 18th at 10, they're
// paying me back for it, in-laws coming": no payment to handle) and that
// the place is empty ("have Beto flush the water heater at la casita … while
// nobody is there": no question whether anything is there). Each is taken
// out of the message only after a request's own words (a comma clause, or
// "while/since …" at its end), so "pay Rosa back for the towels" alone is
// still refused as a payment.

// paidBackAsideRe is ", they're paying me back for it", ", the owner is
// covering it", ", they'll reimburse me": a clause between commas (or at
// the end) whose subject pays the host.
var paidBackAsideRe = mustCompile(`(?i),\s*(?:and\s+|but\s+)?(?:they|he|she|the\s+[a-z]+(?:\s+[a-z]+)?|[a-z]+)(?:'re|’re|'s|’s|'ll|’ll|\s+are|\s+is|\s+will|\s+said\s+(?:they'll|they’ll|they\s+will|he'll|she'll))\s+(?:(?:going\s+to|gonna)\s+)?(?:paying|pay|reimbursing|reimburse|covering|cover|splitting|split)\s+(?:me|us|it|for\s+it|the\s+cost|the\s+bill)(?:\s+back)?(?:\s+(?:for\s+(?:it|that|this|the\s+[a-z]+)|on\s+it))?\s*(,|[.!;]|$)`)

// emptyPlaceAsideRe is "while nobody is there", "when no one's home", "since
// nobody's staying there" at the end of a clause.
var emptyPlaceAsideRe = mustCompile(`(?i),?\s+(?:while|when|since|as|because|cause|cuz)\s+(?:nobody|no\s+one|noone|no-one)(?:'s|’s|\s+is|\s+will\s+be|\s+would\s+be)\s+(?:there|home|in|around|staying(?:\s+there)?|in\s+the\s+(?:house|place|unit|condo|apartment|apt))(?:\s+(?:then|yet|that\s+day))?\s*([,.!;]|$)`)

// dropFactAsides takes the facts above out of msg, when words of a
// request are left before them.
func dropFactAsides(msg string) string {
	msg = dropAsideClause(msg, paidBackAsideRe)
	return dropAsideClause(msg, emptyPlaceAsideRe)
}

// dropAsideClause drops each match of re that follows at least a few words
// of the message, keeping the punctuation that ended it.
func dropAsideClause(msg string, re *triggerRe) string {
	ms := re.FindAllStringSubmatchIndex(msg, -1)
	if ms == nil {
		return msg
	}
	out, last := "", 0
	for _, m := range ms {
		if len(strings.Fields(msg[:m[0]])) < 3 {
			continue
		}
		out += msg[last:m[0]] + msg[m[2]:m[3]]
		last = m[1]
	}
	out += msg[last:]
	return out
}
