package assistant

import (
	"slices"
	"strings"
)

// Words of a message that are no request: background said before or
// after the requests ("we had a leak last week", news before several
// asks), the reason a job is moved or cancelled ("… to 11, lombardis might
// come early", "cancel the inspection, luis will eyeball it during the
// clean"), a chat word ("tho"), a question's tail that asks again what its
// answer gives ("… what day and what time"), and the host's own plan
// ("I'll sort out the cleaning separately"). Each reader returns the
// message without those words, so parse reads only what is asked.

// cancelThenFoldedRe is such a message: the cancel in the first group, the
// reason after it.
var cancelThenFoldedRe = mustCompile(`(?i)^(\s*(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:cancel|kill|scratch|nix|drop|axe|skip)\b[^,;.]*?)\s*(?:[,;.-]+\s*|\s+(?:since|because|cause|cuz|as)\s+)(?:(?:since|because|cause|cuz|as)\s+)?(?:[a-z]+(?:'ll|\s+will|\s+can|\s+is\s+going\s+to|\s+is\s+gonna|\s+gonna))\s+(?:just\s+|also\s+|simply\s+)?[a-z]+(?:\s+(?:at|over|to|care\s+of|with))?\s+(?:it|that|this|them|things)\s+(?:over\s+)?(?:during|while|as\s+part\s+of)\s+(?:the|her|his|their|she|he|they|it)\b[^,;.?!]*[.!]?\s*$`)

// withoutFoldedReason returns msg without such a reason.
func withoutFoldedReason(msg string) string {
	if m := cancelThenFoldedRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}

// cancelThenDoneRe is a cancel followed by the host saying the work is
// already done by someone of the household: "cancel Rick's bathroom fan
// job at the condo, I fixed it myself this weekend", "kill the gutter
// visit, we already took care of it". When it was done ("this weekend")
// is never the cancelled job's day; the clause is read past. A signature
// after it ("—Dan") goes with it.
var cancelThenDoneRe = mustCompile(`(?i)^(\s*(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:cancel|kill|scratch|nix|drop|axe|skip)\b[^,;.]*?)\s*(?:[,;.-]+\s*|\s+(?:since|because|cause|cuz|as)\s+)(?:(?:since|because|cause|cuz|as)\s+)?(?:i|we|i've|ive|we've|weve)\s+(?:already\s+|just\s+|actually\s+)?(?:fixed|handled|sorted|did|repaired|replaced|took\s+care\s+of|dealt\s+with)\s+(?:it|that|this|them)\b[^,;.?!]*[.!]?(?:\s*[—–-]+\s*[a-z]+\.?)?\s*$`)

// withoutDoneReason returns msg without such a reason.
func withoutDoneReason(msg string) string {
	if m := cancelThenDoneRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}

// moveThenTailRe is a move of a job to a new time followed, after a
// comma, by one more clause: "move it to 11 then, lombardis might come
// early", "push the deck job to wed 8am, lumber yard dont have the 5/4
// till tuesday".
var moveThenTailRe = mustCompile(`(?i)^(\s*(?:(?:ok|okay|k|so|then|yeah|yes|alright)[,]?\s+)?(?:move|push|bump|shift|make|change)\s+(?:it|that|this|the\s[^,]{1,60}?)\s+to\s+[^,]{1,40}?)\s*,\s+([^,.;!?]+?)[.!]*\s*$`)

// reasonSoGiveRe is a hedged reason, then "so" and a hand-over of the
// job: "miguel might be late so give it to tasha", "she may not make it
// so have rosa do it". Group 1 is the hand-over.
var reasonSoGiveRe = mustCompile(`(?i)^[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?\s+(?:might|may|could|probably|prob|possibly|won't|wont|can't|cant|isn't|isnt|is|will)\b[^,;]{0,40}?\s+so\s+((?:please\s+|pls\s+|just\s+)?(?:give|hand|assign|pass)\s+(?:it|that|this)\s+to\s+[a-z][\w'’-]*|(?:please\s+|pls\s+|just\s+)?(?:put|have|get)\s+[a-z][\w'’-]*\s+(?:on\s+it|do\s+it|to\s+do\s+it|take\s+it))\s*$`)

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
	if r := reasonSoGiveRe.FindStringSubmatchIndex(msg[m[4]:m[5]]); r != nil {
		// "move it to 11, miguel might be late so give it to tasha": the
		// reason read past, the hand-over kept as a request of its own
		// ("move it to 11 and give it to tasha").
		return msg[m[2]:m[3]] + " and " + msg[m[4]+r[2]:]
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

// hostDoesRe is the host saying they will see to some work
// themselves: "I'll sort out the cleaning separately", "we'll handle the
// restock ourselves", "I will take care of the clean", "i'll deal w/ the turn".
var hostDoesRe = mustCompile(`(?i)(?:^|[\s;,.(—–-])(?:i'll|i’ll|i will|we'll|we’ll|we will)\s+(?:sort(?:\s+out)?|handle|take care of|deal (?:with|w/)|arrange|organi[sz]e|see to|look after|figure out|book|schedule)\s+(?:the|that|their|its|a|any)\b`)

// hostDoesItself reads "Please update their stay; I'll sort out the
// cleaning separately": the work the host will see to is not booked (nor
// asked about); what the part asks before it is read alone. A part that is
// only the host's own plan is named as not acted on.
func (s *session) hostDoesItself(in request, part string, read func(string) (request, error)) (request, string, error) {
	if in.Kind != kindSchedule && in.Kind != kindHelp || in.When != nil || in.NewWhen != nil || in.ProID != 0 || len(in.proCandidates) > 0 || in.JobID != 0 {
		return in, part, nil
	}
	m := hostDoesRe.FindStringIndex(part)
	if m == nil {
		return in, part, nil
	}
	head := strings.TrimSpace(strings.TrimRight(part[:m[0]], " ;,.—–-"))
	if len(tokenize(head)) < 2 {
		in.Kind = kindHelp
		return in, part, nil
	}
	again, err := read(head)
	if err != nil {
		return in, part, err
	}
	if again.Kind == kindSchedule && again.Service == in.Service {
		in.Kind = kindHelp // the booking is said before the host's plan too: not guessed
		return in, part, nil
	}
	return again, head, nil
}

// guestsWordCame reports the guests' word come in writing ("they just
// emailed, it's 10 now", "they texted, that's 6 now"): reported speech, as
// "they said" is, for the party's new size.
func guestsWordCame(toks []token) bool {
	return has(toks, "emailed", "texted", "messaged", "wrote")
}

// itReasonAfterRe is a move of the job talked about, to a new hour, then
// why: "pls make it 1 pm, the agency girls need time to come from
// Panjim", "move it to 11 am as the guests leave late", "ok kindly make
// it 12 noon instead, she is having another site in the morning".
var itReasonAfterRe = mustCompile(`(?i)^((?:(?:ok|okay|fine|alright)[.,!]?\s+)?(?:(?:pls|please|kindly)\s+)?(?:make|move|shift|push|change|reschedule)\s+it\s+(?:to\s+)?(?:at\s+)?(?:\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|noon)|noon)(?:\s+instead)?)\s*[,;-]+\s*((?:as|since|because|bcoz|coz|cos|the|they|she|he)\s+[^.!?]+?)\s*[.!]*\s*$`)

// reasonActWords are words that make a clause a request, not a reason.
var reasonActWords = mustCompile(`(?i)\b(?:cancel|book|add|assign|give|move|shift|schedule|also|and\s+(?:the|move|make)|\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)|\d{1,2}(?:st|nd|rd|th)|today|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)

// itReasonAfter reads past the reason said after moving the job talked
// about ("make it 1 pm, the agency girls need time to come from Panjim"):
// a place it names is where the pros come from, not the job's place. A
// reason that asks for anything (a day, an hour, a request word) stays.
func itReasonAfter(msg string) string {
	m := itReasonAfterRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || reasonActWords.MatchString(m[2]) || reasonSoGiveRe.MatchString(m[2]) {
		return msg
	}
	return m[1]
}

// proOnlyInReason reports whether the pro of a request is said only in the
// reason it gives ("push it to 11 since luz has to drop her kids off
// first"): the reason names who is busy, not which job "it" is.
func (s *session) proOnlyInReason(in request) bool {
	if in.ProID == 0 {
		return false
	}
	before := beforeReason(in.rawText)
	if before == in.rawText {
		return false
	}
	p := s.pro(in.ProID)
	return len(proWordsAt(tokenize(before), p)) == 0 && len(proWordsAt(tokenize(in.rawText), p)) > 0
}

// asideSentenceEndRe ends a sentence: its stop and the space after it.
var asideSentenceEndRe = mustCompile(`[.!?]+(?:\s+|$)`)

// pastAsideRe is a sentence that tells what happened, not what to do: a
// past day ("The owner had his roofer up there yesterday.", "the wind
// last night …") or somebody's having called to say something
// ("Brightway called to say their van is in the shop until noon.").
var pastAsideRe = mustCompile(`(?i)\b(?:yesterday|last\s+(?:night|week|weekend)|the\s+other\s+day|earlier\s+today)\b|^\s*(?:[\w'’]+\s+){1,3}(?:called|texted|emailed|phoned|messaged|rang|wrote)\s+(?:me\s+|us\s+)?(?:to\s+say|to\s+tell|saying|and\s+said)\b`)

// asideRequestRe is a word that makes a sentence a request or a question
// of its own, never background.
var asideRequestRe = mustCompile(`(?i)\?|\b(?:please|pls|plz|can|could|would|will|should|need|needs|want|wants|let|lets|let's|book|schedule|move|cancel|push|put|give|have|send|make|assign|change|add|reschedule|shift|bump|switch|swap|drop|keep|set|get|instead|also|then|but|so)\b`)

// asideRequestBeforeRe is a request that says its own when: a verb of
// change and a day or a clock time.
var asideRequestBeforeRe = mustCompile(`(?i)\b(?:move|cancel|push|reschedule|shift|bump|book|schedule|put|give|have|send|change)\b.*\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|from\s+\d{1,2}\s+to\s+\d{1,2}|noon)\b`)

// dropPastAside removes from msg a sentence of background said after a
// request that already says its day or time: the day or the time of what
// happened ("… next week. The owner had his roofer up there yesterday.",
// "… from 11 to 1 pm? Brightway called to say their van is in the shop
// until noon.") is never the job's. A sentence with a request or a
// question of its own stays.
func dropPastAside(msg string) string {
	ends := asideSentenceEndRe.FindAllStringIndex(msg, -1)
	if len(ends) == 0 {
		return msg
	}
	var b strings.Builder
	start := 0
	prev := ""
	dropped := false
	for i := 0; i <= len(ends); i++ {
		end := len(msg)
		if i < len(ends) {
			end = ends[i][1]
		}
		if start >= end {
			break
		}
		sent := msg[start:end]
		if prev != "" && (asideRequestBeforeRe.MatchString(prev) && pastAsideRe.MatchString(sent) && !asideRequestRe.MatchString(sent) ||
			movedToTimeRe.MatchString(prev) && commentAside(sent)) {
			dropped = true
		} else {
			b.WriteString(sent)
			prev = sent
		}
		start = end
	}
	if !dropped {
		return msg
	}
	out := strings.TrimSpace(b.String())
	if out == "" {
		return msg
	}
	return out
}

// movedToTimeRe is a request that moves a job to a time it says: "can
// we make it 2 o'clock instead of 10?", "can they come at 3 instead of
// 11?", "move him to tomorrow at half past ten instead?".
var movedToTimeRe = mustCompile(`(?i)\b(?:move|push|bump|shift|slide|reschedule|make\s+it|come|change\s+it)\b[^.!?]*?(?:\binstead\b|\b(?:to|at)\s+(?:\d|half\b|quarter\b|noon))`)

// commentAsideRe opens (or holds) a sentence that only comments on a
// move: somebody of the host's family and their plans ("My sister wants
// to meet him there and she has her water aerobics in the morning"),
// what the pro said ("He says he's free and …"), or that there is time
// ("(The new guests aren't booked yet anyway, so there's no hurry.)"),
// who asked for it ("The housekeeping gals asked.") or that the day stays
// ("Same day.").
var commentAsideRe = mustCompile(`(?i)^\W*(?:same\s+day|(?:the\s+)?(?:[a-z'’]+\s+){0,3}(?:asked|requested|asked\s+(?:for\s+it|me|us)))\W*$|^\W*(?:my\s+(?:sister|brother|husband|wife|mother|mom|mum|dad|father|daughter|son|neighbou?r|friend|partner|cousin|aunt|uncle)\b|(?:he|she|they)\s+(?:says|said|told\s+me)\b)|\b(?:no\s+(?:hurry|rush)|plenty\s+of\s+time|lots\s+of\s+time)\b`)

// commentAsideAsksRe is what makes such a sentence a request or a
// question of its own after all. Work said in it is a request too, never read past in silence: "My
// sister says the Blue Cottage needs a deep clean Saturday at 10 too",
// "My husband wants Ray to look at the porch light there tomorrow".
var commentAsideAsksRe = mustCompile(`(?i)\?|\b(?:please|pls|plz|can\s+you|could\s+you|would\s+you|book|schedule|move|cancel|push|put|give|send|assign|add|reschedule|instead|also|too|let's|lets)\b|\bneeds?\b|\bwants?\s+(?:\w+\s+){1,2}to\s+(?:look|check|fix|clean|come|do|inspect|restock|go|swing|stop)\b|\b(?:clean|cleaning|restock|restocking|inspect|inspection|turnover|repair|maintenance|look\s+at|fix)\b`)

// commentAside reports whether sent, said after a move to a time of its
// own, only comments on it: its hours ("in the morning", "before the
// weekend") and people are never the job's, so it is read past.
func commentAside(sent string) bool {
	return commentAsideRe.MatchString(sent) && !commentAsideAsksRe.MatchString(sent)
}

// soNotWhenGuestsRe is a clause of why a new time suits, with the guests'
// coming or going in it: "… to 11 instead of 1 so they're not underfoot
// when the Delaneys come", "so she's done before the guests arrive". A
// reason, never a time of the request; group 1 is the mark that ends it.
var soNotWhenGuestsRe = mustCompile(`(?i),?\s+so\s+(?:that\s+)?(?:they|he|she|it|we|the\s+\w+)(?:'re|’re|'s|’s|\s+are|\s+is|\s+aren't|\s+isn't|\s+won't|\s+will|\s+can|\s+don't|\s+doesn't)\s+[^.;!?]*?\b(?:when|while|before|after|by\s+the\s+time)\s+[^.;!?]*?\b(?:come|comes|coming|arrive|arrives|arriving|get\s+in|gets\s+in|check\s+in|checks\s+in|check\s+out|checks\s+out|leave|leaves|show\s+up)\b[^.;!?]*([.;!?]|$)`)

// newClockBeforeRe is a move's new clock time: "to 11", "at 9 am".
var newClockBeforeRe = mustCompile(`(?i)\b(?:to|at|for)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?(?:\s+instead\s+of\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?\s*$`)

// dropSoNotWhenGuests removes such a clause after a move that says its
// new time; with no time of its own the clause stays (it may be the only
// when the host gives).
func dropSoNotWhenGuests(msg string) string {
	locs := soNotWhenGuestsRe.FindAllStringSubmatchIndex(msg, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		l := locs[i]
		if !newClockBeforeRe.MatchString(msg[:l[0]]) {
			continue
		}
		msg = msg[:l[0]] + msg[l[2]:l[3]] + msg[l[1]:]
	}
	return msg
}

// newsBeforeRe is a message opened by a sentence of past news, then the
// requests: "The windstorm last night blew sand all over the patios.
// Could you have Brightway clean at …". Group 1 is the news.
var newsBeforeRe = mustCompile(`(?i)^\s*([^.!?]*\b(?:last\s+night|yesterday|over\s+the\s+weekend|the\s+other\s+day)\b[^.!?]*[.!]+)\s+(\S.*)$`)

// placeMention reports whether text names a property by a word of its
// name ("~" keys of places) or its first word.
func placeMention(text string, places map[string]bool) bool {
	for _, w := range strings.Fields(apostrophesGone.Replace(foldAccents(strings.ToLower(text)))) {
		w = strings.Trim(w, ",.;:!?\"'()")
		if places[w] || places["~"+w] {
			return true
		}
	}
	return false
}

// dropNewsBefore removes such a news sentence when it names no property
// and the requests after it book work at two or more places of their own:
// the news is why, never a problem to log at one of them (nor which of
// them it is). A request with one place keeps the news (its problem).
func dropNewsBefore(msg string, places map[string]bool) string {
	m := newsBeforeRe.FindStringSubmatch(msg)
	if m == nil || asideRequestRe.MatchString(m[1]) || placeMention(m[1], places) {
		return msg
	}
	rest := m[2]
	n := 0
	for _, part := range strings.FieldsFunc(rest, func(r rune) bool { return r == ',' || r == ';' || r == '.' || r == '?' || r == '!' }) {
		if placeMention(part, places) {
			n++
		}
	}
	if n < 2 || !asideRequestRe.MatchString(rest) {
		return msg
	}
	return rest
}

// thoRe is "tho" (or "though") closing a clause, a chat word that
// only softens it: "move it to 2 tho." Said before words ("though she's
// busy") it is a conjunction and stays.
var thoRe = mustCompile(`(?i)\s+(?:tho|though)\b(\s*(?:[.!?,;]|$))`)

// dropTrailingTho removes such a "tho" so the time before it is read.
func dropTrailingTho(msg string) string {
	return thoRe.ReplaceAllString(msg, "$1")
}

// reasonAfterMoveRe is a last sentence (or comma part) giving why a job
// moves, with a time of the pro's or the guests' own: "… to 11? she has
// a school thing at 9:30", "…, bc he's got a dentist appt at 10", "… to
// 4 bc renee has a class at 2". Group 1 is the stop (or the "because")
// before it, group 2 its subject.
var reasonAfterMoveRe = mustCompile(`(?i)((?:[.!?]+\s+|,\s*|\s+-+\s+)(?:(?:bc|b/c|because|cause|cuz|coz|since)\s+)?|\s+(?:bc|b/c|because|cause|cuz|coz|since)\s+)([a-z]+)(?:\s+(?:has|have|has\s+got|have\s+got|got)|'s\s+got|’s\s+got|'ve\s+got|’ve\s+got)\s+(?:a|an|her|his|their|some|another|the)\s+[^.!?,;]{0,60}?\b(?:at|till|til|until|from|by)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|a|p)?\b[^.!?,;]{0,40}[.!?]*\s*$`)

// reasonMoveVerbRe is a request that changes a job's time.
var reasonMoveVerbRe = mustCompile(`(?i)\b(?:move|moving|push|bump|shift|reschedule|change|make\s+it)\b`)

// reasonRequestRe is a word that makes the reason a request of its own.
var reasonRequestRe = mustCompile(`(?i)\b(?:please|pls|plz|can|could|would|should|need|needs|want|wants|book|schedule|move|cancel|push|put|give|send|make|assign|change|add|reschedule|shift|bump|switch|swap|instead|also|then|so)\b`)

// moveReasonSubjects are the people a reason may be about, besides a pro.
var moveReasonSubjects = map[string]bool{"she": true, "he": true, "they": true, "i": true, "we": true, "guests": true}

// dropReasonAfterMove removes such a reason when the message before it
// moves a job: its time is never the job's, old or new.
func dropReasonAfterMove(msg string, names map[string]bool) string {
	loc := reasonAfterMoveRe.FindStringSubmatchIndex(msg)
	if loc == nil {
		return msg
	}
	before, reason := msg[:loc[0]], msg[loc[3]:]
	subj := strings.ToLower(msg[loc[4]:loc[5]])
	if !moveReasonSubjects[subj] && !names[subj] || !reasonMoveVerbRe.MatchString(before) || reasonRequestRe.MatchString(reason) {
		return msg
	}
	stop := strings.TrimSpace(msg[loc[2]:loc[3]])
	if k := strings.IndexFunc(stop, func(r rune) bool { return r != '.' && r != '!' && r != '?' }); k >= 0 {
		stop = stop[:k] // (", bc": no stop of its own)
	}
	return strings.TrimSpace(before) + stop
}

// questionTailRe is such a question, its tail in the second group.
var questionTailRe = mustCompile(`(?i)^(\s*(?:when|where|where's|wheres|when's|whens|what\s+time|what\s+day)\b.*?\S)\s*[,;?.-]*\s+(?:and\s+)?((?:(?:what|which)\s+day\s+and\s+(?:at\s+)?(?:what\s+)?time|what\s+time\s+and\s+(?:what\s+|which\s+)?day|what\s+time\s+(?:does|do|will|is|would)\s+(?:she|he|they|it|that|the\s+\w+)\s+(?:start|starts|get\s+there|arrive|come|begin|show\s+up|leave|go)|what\s+day\s+(?:does|do|will|is)\s+(?:she|he|they|it|that)\s+(?:start|come|leave|go))\s*(?:exactly|again)?)\s*[?.!]*\s*$`)

// withoutQuestionTail returns msg without such a tail.
func withoutQuestionTail(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "what ") {
		return msg
	}
	if m := questionTailRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 3 {
		return m[1]
	}
	return msg
}

// reactionQuestionRe is the host's reaction to an answer, said as a
// question before what they want done: "Oh, nobody yet? Please put
// Brenda on it.", "hmm, still unassigned? give it to tasha", "really?
// nobody? ok put dee on it". Group 1 is the rest.
var reactionQuestionRe = mustCompile(`(?i)^\s*(?:(?:oh|ah|hmm+|huh|wait|really|ugh|ok|okay|oh\s+no|so)[,!.]?\s+)*(?:(?:still\s+)?(?:nobody|no\s*one|noone|unassigned|not\s+assigned|no\s+pro|nobody\s+on\s+it)(?:\s+yet)?|really)\s*\?+\s+(\S.*)$`)

// dropReactionQuestion removes such a reaction: it asks nothing the
// answer before has not said, and the request after it is the message.
func dropReactionQuestion(msg string) string {
	if m := reactionQuestionRe.FindStringSubmatch(msg); m != nil {
		return dropReactionQuestion(m[1])
	}
	return msg
}

// rememberedAsideRe is the host remembering something more as she writes
// ("…, and while I'm thinking of it, put Ray at …", "Before I forget, …",
// "oh and come to think of it, …"): no request of its own; the request
// after it is read as if the words were not there.
var rememberedAsideRe = mustCompile(`(?i)(^|[,;.!?]\s*|\s)(and\s+|oh\s+and\s+|also\s+)?(?:while\s+i(?:'m|’m|\s+am)\s+thinking\s+(?:of|about)\s+it|while\s+i\s+think\s+of\s+it|while\s+i\s+remember|before\s+i\s+forget|now\s+that\s+i\s+think\s+(?:of|about)\s+it|come\s+to\s+think\s+of\s+it)\s*[,;:—–-]\s*`)

// withoutRememberedAside drops rememberedAsideRe's words, keeping the
// "and" that joins the request after it to the one before.
func withoutRememberedAside(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "i") || !rememberedAsideRe.MatchString(msg) {
		return msg
	}
	return rememberedAsideRe.ReplaceAllString(msg, "$1$2")
}

// guestsArriveAfterMoveRe is a last clause telling when the guests come,
// after a move of a job: "Carlos in Storey Lake friday, make it at 9h not
// 11h, the Garcias arrive in the afternoon", "…, as the Pruitts get in at
// 3". Group 1 is the words before it, 2 the clause's own after its verb.
var guestsArriveAfterMoveRe = mustCompile(`(?i)^(.*\b(?:make\s+it|make\s+that|move|push|bump|shift|change|reschedule)\b.*?\d.*?)[,;.]\s*(?:since\s+|as\s+|because\s+|bc\s+)?the\s+[a-z'’-]+s\s+(?:arrive|arrives|get\s+in|gets\s+in|come|comes|check\s+in|checks\s+in|are\s+arriving|are\s+coming|land|lands)\b([^.;!?]*)[.!]?\s*$`)

// guestsChangeWordsRe are words that make such a clause a change of the
// stay after all: "the Garcias arrive at 1 now", "… arrive early".
var guestsChangeWordsRe = mustCompile(`(?i)\b(?:early|earlier|late|later|instead|now|change|changed|moved|anymore|not|n't|sooner)\b`)

// dropGuestsArriveAfterMove removes such a clause: the guests' usual
// coming is why the new time suits, never a change of their stay (it
// moved the Garcias' check-in to the job's new hour).
func dropGuestsArriveAfterMove(msg string) string {
	m := guestsArriveAfterMoveRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	if guestsChangeWordsRe.MatchString(m[2]) {
		// "…, make it 9 not 11, the Garcias arrive early now", "… arrive
		// at 1 now": a change of the stay, a sentence of its own — never
		// the job's new hour (parse asks about one with no time of its
		// own).
		clause := strings.TrimLeft(msg[len(m[1]):], ",;. ")
		return m[1] + ". Also, " + clause
	}
	return m[1]
}

// fineJobAtRe is the host saying a change fits a job that stays as it is:
// "… arrive at 1 rather than 3 - that's fine, Sue's prep is at 11." The
// job's hour is a fact that makes the change fine, never a new time for
// it; group 1 ends the sentence.
var fineJobAtRe = mustCompile(`(?i)\s*[-–—,;]\s*(?:that's|that’s|thats|that\s+is|which\s+is)\s+(?:fine|ok|okay|no\s+problem|grand|alright|all\s+right)\s*[,;-]?\s+(?:as\s+|since\s+|because\s+)?(?:the\s+)?[a-z][\w'’-]*(?:'s|’s)?\s+(?:[a-z]+\s+){0,2}?(?:is|'s|’s)\s+(?:at|for|done\s+by|finished\s+by)\s+\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?(?:\s+anyway)?\s*([.!]|$)`)

// dropFineJobAt returns msg without such a remark.
func dropFineJobAt(msg string) string {
	if low := strings.ToLower(msg); !strings.Contains(low, "fine") && !strings.Contains(low, "ok") && !strings.Contains(low, "grand") &&
		!strings.Contains(low, "right") && !strings.Contains(low, "problem") {
		return msg
	}
	return fineJobAtRe.ReplaceAllString(msg, "$1")
}

// ownTimeRe is a time said in a clause: "at 1", "around noon", "in the
// afternoon".
var ownTimeRe = mustCompile(`(?i)\d|\b(?:noon|midday|midnight|morning|afternoon|evening|tonight|night|lunch|lunchtime|dinner|am|pm|o'?clock)\b`)

// proBusy reports whether toks only say a pro is taken ("Fernanda is
// booked monday", "marco's busy that day", "Karen is away till the
// 12th"): the reason for a hand-over, no request and no stay of its own.
func (s *session) proBusy(toks []token) bool {
	if len(toks) < 3 || len(toks) > 9 || isQuestion(toks) || !s.isProCalled(toks[0].s, firstOrFamilyName) {
		return false
	}
	k := 1 // ("marco's busy": the verb in the name's 's, which tokenize drops)
	if slices.Contains([]string{"is", "was", "will", "got", "s"}, toks[k].s) {
		k++
	}
	for k < len(toks) && slices.Contains([]string{"be", "already", "all", "fully", "totally", "pretty", "too"}, toks[k].s) {
		k++
	}
	if k >= len(toks) || !slices.Contains([]string{"booked", "busy", "away", "off", "unavailable", "slammed", "swamped", "sick", "out"}, toks[k].s) {
		return false
	}
	return !has(toks[k+1:], "please", "pls", "can", "could", "move", "cancel", "book", "put", "give", "send", "guests", "guest", "stay", "reservation")
}

// busySubjects open a clause telling what someone already has on: "she
// has a closing in the morning", "Rosa's got the cabin that morning".
var busySubjects = map[string]bool{"she": true, "he": true, "they": true, "she's": true, "shes": true, "he's": true, "hes": true,
	"they've": true, "theyve": true}

// busyClause reports whether toks[i] sits in a clause, after the request,
// that tells what a pro (or "she"/"he"/"they") already has on at that
// time: "… instead of eleven she has a closing in the morning",
// "actually make it North Country Rosa's got the cabin that morning". It
// is why the job moves or changes hands, never its time. ("she has to be
// done by noon" is an obligation, not a reason.)
func (s *session) busyClause(toks []token, i int) bool {
	for k := i - 1; k >= 3; k-- {
		if toks[k].stop && k != i-1 || soThenRequest(toks, k, nil) {
			return false // "… shes got her test so can u move her to 11": the request's own
		}
		v := toks[k].s
		if v != "has" && v != "have" && v != "got" {
			continue
		}
		if k+1 < i && (toks[k+1].s == "to" || toks[k+1].s == "got") {
			if toks[k+1].s == "to" {
				return false
			}
			continue // "she has got a …": read at "got"
		}
		subj := toks[k-1].s
		if v == "got" && (subj == "has" || subj == "have" || subj == "'ve") && k >= 4 {
			subj = toks[k-2].s
		}
		if busySubjects[subj] {
			return true
		}
		return s.isProCalled(subj, firstOrFamilyName)
	}
	return false
}

// purposeClause reports whether toks[i] sits in a clause of purpose after
// a request, "so" and its subject ("… so the drive is clear before Rosa
// gets there at ten", "so she's done by noon").
func purposeClause(toks []token, i int) bool {
	return clauseOf(toks, i, []string{"so"})
}

// weatherReasonRe is the weather given, last, as why a job's time moves:
// "… at eight instead of nine cause there's another storm coming in the
// afternoon", "…, since a storm is rolling in tonight". Group 1 is the
// request before it.
var weatherReasonRe = mustCompile(`(?i)^(.*\b(?:instead\s+of|rather\s+than|move|push|bump|make\s+it|do\s+it|earlier|later|up\s+a\s+day)\b.*?\S)\s*,?\s+(?:cause|because|cuz|coz|bc|b/c|since|as)\s+(?:there(?:'s|’s|\s+is|s|'ll\s+be|\s+will\s+be)\s+|the\s+|a\s+)(?:another\s+|a\s+|more\s+|big\s+|the\s+)?(?:storm|snow|snowstorm|rain|weather|front|blizzard|ice\s+storm|wind|freeze|hurricane)\b[^.!?]*[.!]?\s*$`)

// dropWeatherReason removes such a reason: the weather's time ("in the
// afternoon", "tonight") is never the job's, and "another storm" asks for
// no second job.
func dropWeatherReason(msg string) string {
	if m := weatherReasonRe.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return msg
}

// comingOverReasonRe is a sentence after a move that says how the pro or
// the guests get there, and when: "… to 1:30? she's coming over from Elk
// Rapids that morning", "could you push it to 3? he's driving up from
// Lansing that day". Its "that morning" is a fact of the trip, never the
// job's time. Group 1 is the stop before it: only after a move asked as a
// question ("… push to 11am. she's driving up from SF that AM" is read as
// before).
var comingOverReasonRe = mustCompile(`(?i)([.!?]+)\s+(?:she|he|they|[a-z]+)(?:'s|’s|'re|’re|'ll\s+be|’ll\s+be|\s+is|\s+are|\s+will\s+be)\s+(?:coming|driving|heading|flying|riding|on\s+(?:her|his|their)\s+way)\b[^.!?]*?\b(?:from|up|down|over|in|back)\b[^.!?]*[.!]?\s*$`)

// cantTillReasonRe is a sentence after a move asked as a question that
// says the pro (or the guests) can't be there before some vague time:
// "… to 1? Marie can't get there till after lunch, sorry eh.", "… to 3?
// he can't make it until after school". Group 1 is the stop before it.
var cantTillReasonRe = mustCompile(`(?i)([.!?]+)\s+[a-z]+\s+(?:can't|can’t|cannot|cant|won't|won’t|wont|couldn't|couldn’t)\s+(?:get\s+(?:there|over|in|out\s+there)|make\s+it|come|be\s+(?:there|free|back))\s+(?:till|til|until|'til|’til|before)\b[^.!?]*[.!]?\s*$`)

// hostPlanAfterCancelRe is a sentence after a cancel that says the host
// will have the pro out some vague time later ("Could you cancel Joan's
// walk-through on Tuesday? We'll have her out after Easter instead."): the
// host's own plan, with no day to book.
var hostPlanAfterCancelRe = mustCompile(`(?i)([.!?]+)\s+(?:we'll|we’ll|we\s+will|i'll|i’ll|i\s+will|we\s+can|we'd|we’d)\s+(?:just\s+)?(?:have|get|bring|see)\s+(?:her|him|them|[a-z]+)\s+(?:out|back|over|in|round|around)\b\s*(?:again\s+)?(?:sometime\s+|some\s+time\s+)?(?:after|around|later\s+in|in|once)\s+(?:the\s+)?(?:easter|spring|summer|fall|autumn|winter|christmas|thanksgiving|the\s+holidays?|holidays|thaw|the\s+thaw|ice\s+out|the\s+ice\s+(?:is\s+)?out|season|break|new\s+year)\b(?:\s+instead)?[.!]?\s*$`)

// planAfterChangeCancelRe is a cancel in the part before such a plan.
var planAfterChangeCancelRe = mustCompile(`(?i)\b(?:cancel|call\s+off|scratch|scrap|drop)\b`)

// dropPlanAfterChange removes a trip said after a move and a vague later
// plan said after a cancel: neither is a request, and their times (that
// morning, after Easter) belong to no job.
func dropPlanAfterChange(msg string, names map[string]bool) string {
	if loc := comingOverReasonRe.FindStringSubmatchIndex(msg); loc != nil && strings.Contains(msg[loc[2]:loc[3]], "?") {
		before, reason := msg[:loc[0]], msg[loc[3]:]
		subj := strings.ToLower(strings.Fields(reason)[0])
		subj = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(subj, "'s"), "’s"), ",")
		if (moveReasonSubjects[subj] || names[subj] || strings.HasPrefix(subj, "she") || strings.HasPrefix(subj, "he") || strings.HasPrefix(subj, "they")) &&
			reasonMoveVerbRe.MatchString(before) && !reasonRequestRe.MatchString(reason) && !ownTimeDigitRe.MatchString(reason) {
			return strings.TrimSpace(before) + msg[loc[2]:loc[3]]
		}
	}
	// "… move Thursday's clean … to 1? Marie can't get there till after
	// lunch, sorry eh.": why the job moves, never a booking of Marie.
	if loc := cantTillReasonRe.FindStringSubmatchIndex(msg); loc != nil && strings.Contains(msg[loc[2]:loc[3]], "?") {
		before, reason := msg[:loc[0]], msg[loc[3]:]
		subj := strings.ToLower(strings.Fields(reason)[0])
		if (moveReasonSubjects[subj] || names[subj]) && reasonMoveVerbRe.MatchString(before) && !ownTimeDigitRe.MatchString(reason) {
			return strings.TrimSpace(before) + msg[loc[2]:loc[3]]
		}
	}
	if loc := hostPlanAfterCancelRe.FindStringSubmatchIndex(msg); loc != nil && planAfterChangeCancelRe.MatchString(msg[:loc[0]]) {
		return strings.TrimSpace(msg[:loc[0]]) + msg[loc[2]:loc[3]]
	}
	return msg
}

// ownTimeDigitRe is an hour said in a clause.
var ownTimeDigitRe = mustCompile(`\d`)

// awayReasonRe is why a visit moves, said of the guests being out: ", as
// the Harringtons will be out until then", ", since the guests are away
// till noon". The guests named there are no job's guests.
var awayReasonRe = mustCompile(`(?i),\s+(?:as|since|because)\s+(?:the\s+)?(?:guests?|tenants?|[a-z][a-z'’]*s)\s+(?:will\s+be|are|is|won't\s+be|wont\s+be|will\s+not\s+be)\s+(?:out|away|gone|back|home|not\s+home|out\s+of\s+the\s+house)\b[^.!?]*`)

// withoutAwayReason drops that reason from a move said with "instead of"
// ("… come at 3:00 PM tomorrow instead of 1:00 PM, as the Harringtons will
// be out until then."): only the move is read.
func withoutAwayReason(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "instead of") {
		return msg
	}
	return awayReasonRe.ReplaceAllString(msg, "")
}
