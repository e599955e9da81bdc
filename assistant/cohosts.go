package assistant

import "strings"

// Two co-hosts share one thread: one writes a change, the other (or the
// same one, later) overrules it, quoting or naming who said what first.
// These rewrites keep the last clear decision and drop the argument
// around it, so that the readers of a correction ("keep it at 11am",
// "no, make it 2") read what is left:
//
//	"ignore what jen said about the cabin, we're keeping the 11am"
//	  → "actually we're keeping the 11am"
//	"Matt: no the plumber said 2 not 10"
//	  → "no, make it 2 instead of 10"
//
// and a pro's own reason for a move, a problem at another place of his
// ("dave's pushing the eagle gutters back a day. he's got a roof leak in
// meridian"), is dropped: it is never a problem at the host's property.
func coHostRewrites(msg string, places map[string]bool) string {
	msg = ignoreKeepingRe.ReplaceAllString(msg, "actually $3 is taking $2 instead of $1")
	msg = ignoreSaidRe.ReplaceAllString(msg, "actually ")
	msg = speakerNoRe.ReplaceAllString(msg, "$1")
	msg = saidNotRe.ReplaceAllString(msg, "no, make it $1 instead of $2")
	msg = wantsGoWithRe.ReplaceAllString(msg, "${1}have $2 $3 $4 go with")
	msg = insteadOfHourMove(msg)
	msg = coupleStay(msg)
	return proElsewhereReason(msg, places)
}

// ignoreSaidRe is "ignore what jen said about the cabin," before the
// decision that overrules it (the comma: the decision follows in the
// same sentence).
var ignoreSaidRe = mustCompile(`(?i)^\s*(?:(?:please|pls|ok|okay)\s*,?\s+)?(?:ignore|disregard|forget) (?:what|whatever|everything) \w+ (?:said|told you|wrote|texted|sent)(?: (?:about|re|on|for) [^,.;!?]{1,40})?\s*[,;:—–-]\s*`)

// speakerNoRe is a co-host's name before a correction: "Matt: no …".
var speakerNoRe = mustCompile(`(?i)^\s*[a-z]+:\s+((?:no|nope|actually|wait|correction)\b)`)

// saidNotRe is "no the plumber said 2 not 10": the hour someone said, not
// the one just written.
var saidNotRe = mustCompile(`(?i)\bno,?\s+(?:(?:the|our|my) \w+|he|she|they|[a-z]+) (?:said|says) (\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?),? not (\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?)\b`)

// proElsewhereRe is a move, then the pro's reason: "he's got a roof leak
// in meridian" — a problem at a place of his own, said after the move.
var proElsewhereRe = mustCompile(`(?i)\b(push(?:es|ing)?|bump(?:s|ing)?|mov(?:e|es|ing)|back a day|(?:a )?day later)\b([^.!?]*[.!?])\s+(?:he|she|they)(?:'s| has| have|'ve| had| is|'re)(?: got)? (?:a|an|another|some) ([^.!?]*?\b(?:in|at|over in|up in|down in|out in) [^.!?]+)[.!?]?\s*$`)

// proElsewhereReason drops the reason proElsewhereRe reads, unless it
// names one of the host's places.
func proElsewhereReason(msg string, places map[string]bool) string {
	m := proElsewhereRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	for _, w := range words(msg[m[6]:m[7]]) {
		if places[w] || places["~"+w] {
			return msg
		}
	}
	return strings.TrimSpace(msg[:m[5]])
}

// An hour said as "at 1 instead of noon" names the job by its present
// hour and the new one: a move of that job, whoever asked for it. The
// sentence alone is the move ("Rosa asked if she can start the Bungalow
// turnover on Sunday at 11 instead of 10, she has … first thing. Please
// move it." needs no "move it" after to say when), and "have Rosa stock
// the McCall House on Saturday at 1 instead of noon" is a move of that
// restock, never a second one.
func insteadOfHourMove(msg string) string {
	msg = insteadMoveItRe.ReplaceAllString(msg, "${1}.${2}")
	return insteadEndRe.ReplaceAllString(msg, "${1}, move it${2}")
}

// insteadMoveItRe is a sentence with "at H instead of H", then "please
// move it." on its own.
var insteadMoveItRe = mustCompile(`(?i)(\bat (?:\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?|noon) instead of (?:\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?|noon)\b[^.!?]*)[.!]\s+(?:(?:so|please|pls|can you|could you)\s+)?move it(?: please)?[.!]*(\s|$)`)

// insteadEndRe is "have … at 1 instead of noon." ending its sentence,
// with no verb of a move before it in the sentence.
var insteadEndRe = mustCompile(`(?i)((?:^|[.!?]\s+)(?:and\s+)?(?:have|get|let) [^.!?]*?\bat (?:\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?|noon) instead of (?:\d{1,2}(?::\d\d)?(?:\s?[ap]\.?m\.?)?|noon))([.!]|\s+-|\s*$)`)

// ignoreKeepingRe is "Ignore whatever Matt told you about keeping
// Treasure Valley on the McCall turnover on the 14th. Rosa is taking that
// one": the job given to the pro named last, instead of the one kept.
var ignoreKeepingRe = mustCompile(`(?i)\b(?:ignore|disregard|forget) (?:what|whatever|everything) \w+ (?:said|told you|wrote|texted) (?:about|re) keeping ([^.!?]+?) on (the [^.!?]+?)[.!]\s+(\w+) (?:is|will be) (?:taking|doing|handling) (?:that one|that|it)\b`)

// wantsGoWithRe is two co-hosts' wishes, then the decision: "J wants
// Friday, I want Saturday for Lisa to check over the loft before the
// yamamotos — go with Saturday, 2pm" is "have Lisa check over the loft
// before the yamamotos — go with Saturday, 2pm"; the day after "go with"
// is the one kept.
var wantsGoWithRe = mustCompile(`(?i)(^|[.!?]\s+)\w+ wants? \w+, (?:i|we|he|she) wants? \w+ for (\w+) to ([^—–.!?]+?)\s*([—–]|-|,)\s*go with\b`)
