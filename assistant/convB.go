package assistant

import (
	"slices"
	"strings"
)

// Conversation follow-ups (fixconvB): a move said with the reason for it
// after a comma, a day and hour said with the pro's bare name, and a job
// named as a topic by a long place name.

// moveThenTailRe is a move of a job to a new time followed, after a
// comma, by one more clause: "move it to 11 then, lombardis might come
// early", "push the deck job to wed 8am, lumber yard dont have the 5/4
// till tuesday".
var moveThenTailRe = mustCompile(`(?i)^(\s*(?:(?:ok|okay|k|so|then|yeah|yes|alright)[,]?\s+)?(?:move|push|bump|shift|make|change)\s+(?:it|that|this|the\s[^,]{1,60}?)\s+to\s+[^,]{1,40}?)\s*,\s+([^,.;!?]+?)[.!]*\s*$`)

// reasonHedges say what may happen or what someone has not got: the
// reason a host gives for a move ("… might come early", "… dont have the
// boards till tuesday").
var reasonHedges = map[string]bool{"might": true, "may": true, "could": true, "probably": true, "prob": true, "possibly": true,
	"dont": true, "don't": true, "don’t": true, "doesnt": true, "doesn't": true, "didnt": true, "didn't": true, "wont": true,
	"won't": true, "cant": true, "can't": true, "isnt": true, "isn't": true, "arent": true, "aren't": true, "aint": true, "not": true}

// reasonOpenersNot open a clause that is no reason: a condition, a second
// request or a question ("…, if jen cant then 12", "…, and tell jen").
var reasonOpenersNot = map[string]bool{"if": true, "unless": true, "or": true, "otherwise": true, "but": true, "and": true, "then": true,
	"so": true, "pls": true, "please": true, "can": true, "could": true, "would": true, "will": true, "maybe": true, "possibly": true,
	"probably": true, "prob": true, "let": true, "ask": true, "also": true, "not": true, "dont": true, "don't": true, "instead": true,
	"you": true, "u": true, "same": true, "at": true, "on": true, "to": true}

// reasonKeeps are words that make a clause after a move more than its
// reason: a job named, the host's listener, an offer ("as well").
var reasonKeeps = map[string]bool{"job": true, "visit": true, "one": true, "you": true, "u": true, "ya": true, "well": true, "instead": true}

// workVerbs after a hedge offer someone for the work ("jen could take
// it"), never a reason.
var workVerbs = map[string]bool{"do": true, "take": true, "handle": true, "cover": true, "grab": true, "swing": true, "go": true}

// reasonAfterMove drops the reason said after a move of a job, as its
// own clause after a comma: someone (a guest, a supplier, a pro) who
// might do something or has not got something. It names no job, place or
// time of the request ("the lombardis might come early" is no change of
// their stay; "the 5/4 till tuesday" no date of the job). A clause that
// asks for something (a request verb not under the hedge), opens as a
// condition or a request, or hedges nothing is kept.
func reasonAfterMove(msg string) string {
	m := moveThenTailRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	tail := tokenize(msg[m[4]:m[5]])
	if len(tail) < 2 || len(tail) > 12 || reasonOpenersNot[tail[0].s] || clauseVerbs[tail[0].s] || moveVerbs[tail[0].s] {
		return msg
	}
	hedge := -1
	for i, t := range tail {
		if reasonHedges[t.s] && i > 0 && hedge < 0 {
			hedge = i
		}
		if (clauseVerbs[t.s] || moveVerbs[t.s] || repeatVerbs[t.s]) && (i == 0 || !reasonHedges[tail[i-1].s]) {
			return msg // "…, jen might be late so have maria do it"
		}
		if _, _, service := serviceOf([]token{t}); service || reasonKeeps[t.s] || i > 0 && reasonHedges[tail[i-1].s] && workVerbs[t.s] {
			// "…, jen could take the restock", "…, maria might as well
			// do it", "…, could you tell jen": an offer or a request,
			// never only a reason.
			return msg
		}
	}
	if hedge < 1 || hedge > 4 {
		return msg
	}
	return msg[m[2]:m[3]]
}

// dayHourNameRe is a day, a bare hour and one word said last: "friday 8
// jen", "tmrw 2 maria."
var dayHourNameRe = mustCompile(`(?i)\b([a-z]+)\s+(1[0-2]|[1-9])\s+([a-z]+)(\s*(?:[,;.!?].*)?$|\s+(?:pls|please|thanks|thx|ok)\b.*$)`)

// dayHourWithPro reads "friday 8 jen" as "friday 8 with jen": after a day
// said by its name, a bare hour followed by the first name of one of the
// host's pros (names) is the hour, and the pro who does it (a count is
// never of a person: "sat 2 guests"). A word that is also a place's is
// left alone.
func dayHourWithPro(msg string, names, places map[string]bool) string {
	m := dayHourNameRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	day, name := strings.ToLower(msg[m[2]:m[3]]), strings.ToLower(msg[m[6]:m[7]])
	if _, ok := weekdays[day]; !ok && !tomorrowWord(day) && day != "today" {
		return msg
	}
	if !names[name] || places[name] || stopWords[name] {
		return msg
	}
	return msg[:m[6]] + "with " + msg[m[6]:]
}

// topicWordsAllowed is how many words a message may have and still be
// read as a topic alone (topicOnly): topicMaxWords, and the words of the
// property's own name it says besides (up to three: "the deck boards
// job upstairs on ocean ave" names its job in five words and its place
// in three).
func (s *session) topicWordsAllowed(toks []token, in request) int {
	a := s.byAddr[in.AddressID]
	if !in.namedPlace || a == nil {
		return topicMaxWords
	}
	n := 0
	for _, t := range toks {
		if slices.Contains(words(a.Name()), t.s) || slices.Contains(words(a.Street), t.s) {
			n++
		}
	}
	return topicMaxWords + min(n, 3)
}
