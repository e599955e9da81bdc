package assistant

import "strings"

// Requests a polite host asks as a question of whether they can be done:
// "Is there any way Gerald could look at the tub …?", "Is there any
// chance we could get Colleen to inspect …?", "Is it too late to cancel
// the Lunenburg restock on Saturday?". The answer the host wants is the
// change itself, so the lead-in is read as the plain "could <who> …" /
// "please <verb> …" the parser reads as a request. A question of what is
// scheduled ("is there any way to tell who is doing …") is left alone:
// only a request's verb may follow.

// anyWayCouldRe is "is there any way/chance (that) <who> could/can
// <verb>": who is one to three words, the verb one a request opens with.
var anyWayCouldRe = mustCompile(`(?i)^(\s*(?:(?:hi|hello|hey|morning|sorry)[,!]?\s+)?)is\s+there\s+(?:any|a|some)\s+(?:way|chance|possibility)\s+(?:that\s+)?((?:[\w'’]+\s+){1,3}?)(?:could|can|might)\s+(?:possibly\s+)?(get|have|look|check|inspect|restock|clean|fix|move|push|cancel|book|swap|switch|put|do|come|pop|take|see)\b`)

// tooLateToRe is "is it too late to <cancel|move|…>": the change asked.
var tooLateToRe = mustCompile(`(?i)^(\s*(?:(?:hi|hello|hey|sorry)[,!]?\s+)?)is\s+it\s+too\s+late\s+(?:now\s+)?to\s+(cancel|move|push|change|switch|swap|book|add)\b`)

// notAskedWho are words that make what stands before "could" no one asked
// to do the work.
var notAskedWho = map[string]bool{"to": true, "who": true, "what": true, "when": true, "which": true, "if": true, "whether": true,
	"of": true, "tell": true, "know": true, "find": true, "anyone": true, "anybody": true, "someone": true, "somebody": true, "nobody": true}

// thatOkayRe is the host asking whether the guests' wish passed on just
// before may be done: "Would that be okay?", "Is that alright?", "Would
// that work?", a sentence of its own.
var thatOkayRe = mustCompile(`(?i)([.!?]\s+)(?:(?:and\s+)?(?:would|is|will|could)\s+that\s+(?:be\s+)?(?:okay|ok|alright|all\s+right|fine|possible|work)(?:\s+with\s+you)?)\s*\?`)

// withAskedRequests returns msg with its opening "is there any way <who>
// could …" read as "could <who> …" and "is it too late to <verb> …" as
// "please <verb> …".
func withAskedRequests(msg string) string {
	if l := strings.ToLower(msg); !strings.Contains(l, "is ") && !strings.Contains(l, " that ") {
		return msg
	}
	if m := anyWayCouldRe.FindStringSubmatchIndex(msg); m != nil {
		who := strings.TrimSpace(msg[m[4]:m[5]])
		if who == "" || strings.ContainsAny(who, ",.;:!?") {
			return msg
		}
		for _, w := range strings.Fields(strings.ToLower(who)) {
			if notAskedWho[w] {
				// "is there any way to tell who can check …": a
				// question, not who is asked to do it.
				return msg
			}
		}
		return msg[:m[3]] + "could " + who + " " + msg[m[6]:]
	}
	if m := tooLateToRe.FindStringSubmatchIndex(msg); m != nil {
		return msg[:m[3]] + "please " + msg[m[4]:]
	}
	if m := thatOkayRe.FindStringSubmatchIndex(msg); m != nil && reportedAskRe.MatchString(msg[:m[0]]) {
		// "The Gallants asked whether they could come into the condo at
		// 2 on the 12th instead of 4. Would that be okay?": the guests'
		// wish, which the host asks to have done (hostSettlesAsk).
		return msg[:m[3]] + "That's fine, please change it." + msg[m[1]:]
	}
	return msg
}

// ownAnswerRe is the host answering their own "should we …?" in a later
// sentence: "… so I think that's best", "I think we should", "let's do
// that", "please go ahead". The change is then asked, not wondered about.
var ownAnswerRe = mustCompile(`(?i)[.?!]\s.*\b(?:i\s+think\s+(?:that(?:'s|’s|\s+is|\s+would\s+be)\s+(?:best|for\s+the\s+best|the\s+best\s+(?:plan|bet|idea))|we\s+(?:should|ought\s+to)(?:\s+(?:do\s+(?:it|that)|go\s+ahead))?\s*[.!]?\s*$)|let(?:'s|’s|\s+us)\s+(?:do\s+(?:it|that)|go\s+(?:ahead|with\s+(?:it|that)))|(?:please|pls)\s+go\s+ahead)\b`)

// answersOwnQuestion reports whether msg, a "should we …?", is settled by
// the host's own later sentence (ownAnswerRe). A sentence that still
// wonders ("not sure", "what do you think") leaves it wondered about.
func answersOwnQuestion(msg string) bool {
	if !ownAnswerRe.MatchString(msg) {
		return false
	}
	l := strings.ToLower(msg)
	return !strings.Contains(l, "not sure") && !strings.Contains(l, "what do you think") && !strings.Contains(l, "don't know") &&
		!strings.Contains(l, "dont know") && !strings.Contains(l, "maybe")
}
