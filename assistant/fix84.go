package assistant

import (
	"strings"
	"time"
)

// Careful, complete sentences of a formal host (fix84), read as the
// plainer ones the engine already understands.

// noLongerNeedCancelRe is a job the host will not need, then "please
// cancel it": "We shall not need the restocking at the Stadium House on
// the 11th after all; please cancel it."
var noLongerNeedCancelRe = mustCompile(`(?i)^\s*(?:we|i)\s+(?:shall\s+not|shan'?t|shan’t|will\s+not|won'?t|won’t|do\s+not|don'?t|don’t|no\s+longer|will\s+no\s+longer)\s+need\s+(the\s+[^;,.!?]+?)(?:\s+after\s+all)?\s*(?:[;,.]|\s+-+|\s+and)\s*(?:so\s+)?(?:(?:please|kindly)\s+)?(?:do\s+)?cancel\s+it(?:,?\s+please)?\s*[.!]?\s*$`)

// ratherThanRe, in a doneByPro sentence, is a new time said with the old one it replaces: "at noon
// rather than in the afternoon", "at eleven rather than ten", "at 9
// instead of 10": the new time alone.
var ratherThanRe = mustCompile(`(?i)\b(at\s+(?:noon|midday|[0-9]{1,2}(?::[0-9]{2})?(?:\s*[ap]\.?m\.?)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+o’clock)?)\s+(?:rather\s+than|instead\s+of)\s+(?:in\s+the\s+(?:morning|afternoon|evening)|(?:at\s+)?(?:noon|midday|[0-9]{1,2}(?::[0-9]{2})?(?:\s*[ap]\.?m\.?)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+o’clock)?)\b`)

// firstOfNextMonthRe is "the first of next month", the day written out.
var firstOfNextMonthRe = mustCompile(`(?i)\b(?:the\s+)?first\s+of\s+next\s+month\b`)

// thatMorningRe is a time on the day already named: "at eleven that
// morning" is "at eleven in the morning".
var thatMorningRe = mustCompile(`(?i)\b(at\s+(?:[0-9]{1,2}(?::[0-9]{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+o’clock)?)\s+that\s+(morning|afternoon|evening)\b`)

// formalPlain rewrites the formal phrasings above.
func formalPlain(msg string) string {
	if m := noLongerNeedCancelRe.FindStringSubmatch(msg); m != nil {
		return "Please cancel " + m[1] + "."
	}
	msg = firstOfNextMonthRe.ReplaceAllString(msg, "the 1st of next month")
	if m := noteThatTailRe.FindStringIndex(msg); m != nil && m[0] > 0 {
		// "The Hoffmans must leave … a day early, on Thursday at eleven.
		// Would you please note that?": the change to the stay is what
		// to note, never a note on a job.
		head := tokenize(msg[:m[0]])
		_, _, svc := serviceOf(head)
		dates := len(readDates(head, time.Time{}, time.UTC))
		if op, _ := stayOpOf(head, svc, false, dates, 0); op != "" && !svc {
			msg = msg[:m[0]+1]
		}
	}
	return msg
}

// noteThatTailRe is a last sentence that only asks for what was said
// before it to be recorded: "Would you please note that?", "Kindly
// record it.", "Please make a note of it."
var noteThatTailRe = mustCompile(`(?i)[.!]\s+(?:(?:would|could|will|can)\s+you\s+)?(?:(?:please|kindly)\s+)?(?:note|record|log|make\s+a\s+note\s+of)\s+(?:that|this|it)(?:\s+down)?(?:,?\s+please)?(?:,?\s+(?:many\s+)?thanks?(?:\s+you)?)?\s*[.?!]*\s*$`)

// proPleaseRe is a follow-up that opens with a name and "please":
// "Walt, please.", "Bright Harbor Cleaning, please.", "Beth, please, at
// eleven that morning."
var proPleaseRe = mustCompile(`^\s*([A-Z][A-Za-z'’.-]*(?:\s+[A-Z][A-Za-z'’.-]*){0,3}),?\s+please\s*(?:[.!]\s*$|,\s*(.+)$)`)

// proPlease reads such a follow-up, when the name is one of the
// account's pros, as "Have Walt do it." (and the rest, if any, as said).
// Any other name ("Thursday, please.") is left as it is.
func (s *session) proPlease(msg string, history bool) string {
	if !history {
		return msg
	}
	m := proPleaseRe.FindStringSubmatch(msg)
	if m == nil || !s.isProName84(m[1]) {
		return msg
	}
	if m[2] == "" {
		return "Have " + m[1] + " do it."
	}
	return m[1] + ", " + thatMorningRe.ReplaceAllString(m[2], "$1 in the $2")
}

// isProName84 says name is a pro's full name, first name, or the first
// words of it ("Bright Harbor" of "Bright Harbor Cleaning").
func (s *session) isProName84(name string) bool {
	n := strings.Fields(strings.ToLower(name))
	if len(n) == 0 {
		return false
	}
	for _, full := range s.proNames() {
		f := strings.Fields(strings.ToLower(full))
		if len(n) > len(f) {
			continue
		}
		same := true
		for i := range n {
			if n[i] != f[i] {
				same = false
				break
			}
		}
		if same {
			return true
		}
	}
	return false
}

// doneByProRe is a job the host would like done by a pro, with a new
// time: "We would like the restocking at the Stadium House on the 11th to
// be done by Linda, and at noon", or without one.
var doneByProRe = mustCompile(`(?i)^\s*(?:we|i)(?:\s+would|\s+should|'d|’d)\s+like\s+(the\s+[^,;.!?]+?)\s+to\s+be\s+(?:done|handled|taken)\s+by\s+([a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,2}?)(?:\s*,?\s+and\s+(at\s+[^,;.!?]+?))?\s*(?:,\s*(?:if\s+you\s+please|please|thank\s+you))?\s*[.!]?\s*$`)

// doneByPro reads such a sentence, when the name is one of the
// account's pros (never a deadline: "done by noon"), as "Please move the
// … to noon and give it to Linda."
func (s *session) doneByPro(msg string) string {
	m := doneByProRe.FindStringSubmatch(msg)
	if m == nil || !s.isProName84(m[2]) {
		return msg
	}
	if m[3] == "" {
		return "Please give " + m[1] + " to " + m[2] + "."
	}
	when := ratherThanRe.ReplaceAllString(m[3], "$1") // the new time, without the old
	return "Please move " + m[1] + " to " + strings.TrimSpace(strings.TrimPrefix(when, "at ")) + " and give it to " + m[2] + "."
}
