package assistant

import (
	"strings"
)

// Readings added for blind98's Palm Springs failures (fix98b): a sentence
// of background after a request or news before several, a count of
// requests with its ordinals, a reason of guests' coming after a move, a
// job given to a pro in a later clause, a job said as another pro's
// before "put her on it instead", and questions of who is booked for a
// piece of work and of when a pro goes to a place.

// fix98bReadings applies those readings to msg, in parse's pipeline of
// rewrites before the message is split into parts.
func fix98bReadings(msg string, names, places map[string]bool) string {
	msg = countedSentences(msg)
	msg = dropPastAside(msg)
	msg = dropNewsBefore(msg, places)
	msg = dropSoNotWhenGuests(msg)
	msg = andGiveJobTo(msg, names)
	msg = proHasJob(msg, names)
	msg = anyoneBookedFor(msg)
	return whenDoesProGo(msg, names)
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
		if prev != "" && asideRequestBeforeRe.MatchString(prev) && pastAsideRe.MatchString(sent) && !asideRequestRe.MatchString(sent) {
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

// proHasJobRe is a job said as a pro's, then another pro put on it in the
// next sentence: "Brightway has the prep at unit 31 on Friday. Please put
// Rosa on it instead.", "Hank has the slider job Monday; give it to Denise
// instead."
var proHasJobRe = mustCompile(`(?i)^(\s*(?:[^.!?]*[.!?]\s+)?)([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})\s+(?:has|is\s+doing|is\s+on|is\s+booked\s+for|was\s+booked\s+for|has\s+got)\s+((?:the|that|this)\s+[^.!?;]{3,100}?)\s*(?:[.!;]+|,\s*(?:so|but)?)\s*(?:(?:so|but|please|pls|can\s+you|could\s+you|would\s+you)\s+)*(?:(?:put|stick|have|get)\s+([a-z][\w'’-]*)\s+on\s+it|(?:give|hand|assign)\s+it\s+to\s+([a-z][\w'’-]*))(?:\s+instead)?\b([^.!?]*[.!?]?)(.*)$`)

// proHasJob reads such a message as the second pro put on that job
// instead of the first ("put Rosa on the prep at unit 31 on Friday instead
// of Brightway."), when both names are pros' and differ.
func proHasJob(msg string, names map[string]bool) string {
	m := proHasJobRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	old := m[2]
	first := strings.ToLower(strings.Fields(old)[0])
	if !names[first] {
		return msg
	}
	nw := m[4]
	if nw == "" {
		nw = m[5]
	}
	if !names[strings.ToLower(nw)] || strings.EqualFold(nw, first) {
		return msg
	}
	tail := strings.TrimSpace(m[6])
	if tail == "" || tail == "." || tail == "!" {
		tail = "."
	} else {
		tail = " " + tail
	}
	return m[1] + "put " + nw + " on " + m[3] + " instead of " + old + tail + m[7]
}

// whoTimeTailRe is a question of who does a job that asks its time too:
// "Who is doing the AC tune-up at the Alexander tomorrow, and at what
// time?", "who's on the turnover sunday and when?". The answer to who
// names the job's day and time already.
var whoTimeTailRe = mustCompile(`(?i)^(\s*(?:who|who's|whos|who’s)\b[^.!?]*?\S)\s*[,;]?\s+and\s+(?:at\s+)?(?:what\s+time|when|what\s+day(?:\s+and\s+(?:what\s+)?time)?)(?:\s+(?:is\s+it|is\s+that|are\s+they\s+coming|do\s+they\s+come|does\s+(?:she|he)\s+come|will\s+(?:they|she|he)\s+be\s+there))?\s*[?.!]*\s*$`)

// withoutWhoTimeTail returns msg as the question of who alone, its tail
// of when read past.
func withoutWhoTimeTail(msg string) string {
	if m := whoTimeTailRe.FindStringSubmatch(msg); m != nil && len(strings.Fields(m[1])) >= 4 {
		return m[1] + "?"
	}
	return msg
}

// anyoneBookedForRe is a question whether somebody is booked for a piece
// of work: "Is anyone booked at the Racquet Club Cottage for the sliding
// door?", "has anybody been scheduled for the pool heater at Twin Palms?".
// The thing after "for" is in the third group.
var anyoneBookedForRe = mustCompile(`(?i)^(\s*)(?:is|has)\s+(?:any|some)(?:one|body)\s+(?:been\s+)?(?:booked|scheduled|lined\s+up|set\s+up|coming|going\s+out|sent)\b([^.!?]*?\bfor\s+(?:the|that|this|our|my)\s+([a-z'’-]+)[^.!?]*\?)`)

// bookedForTimeWords are what "is anyone booked … for the …" asks about
// guests with: "for the weekend", "for the holidays".
var bookedForTimeWords = map[string]bool{"weekend": true, "week": true, "night": true, "nights": true, "holiday": true, "holidays": true, "month": true,
	"day": true, "days": true, "stay": true, "summer": true, "winter": true, "season": true, "spring": true, "fall": true, "break": true, "dates": true, "date": true,
	"rest": true, "next": true, "first": true, "last": true, "whole": true, "long": true, "festival": true, "tournament": true, "race": true, "game": true}

// anyoneBookedFor reads such a question as who is booked for that work
// ("Who is booked at … for the sliding door?"): a question of the jobs,
// never of the guests' stays.
func anyoneBookedFor(msg string) string {
	m := anyoneBookedForRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	if obj := strings.ToLower(msg[m[6]:m[7]]); bookedForTimeWords[obj] || isDateWord(obj) {
		return msg
	}
	return msg[:m[3]] + "Who is booked" + msg[m[4]:]
}

// whenDoesProGoRe is a question of when a pro goes to a place: "When does
// Rosa go to the Alexander tomorrow?", "what time will hank head over to
// stevens". The pro's name is in the third group.
var whenDoesProGoRe = mustCompile(`(?i)^(\s*)(when|what\s+time)\s+(?:does|do|will)\s+([a-z][\w'’-]*)\s+(?:go|come|head|get|show\s+up)\s+((?:over\s+)?(?:to|at)\b)`)

// whenDoesProGo reads such a question as "when is Rosa going to …", when
// the name is a pro's (guests' coming is a question of their stay).
func whenDoesProGo(msg string, names map[string]bool) string {
	m := whenDoesProGoRe.FindStringSubmatchIndex(msg)
	if m == nil || !names[strings.ToLower(msg[m[6]:m[7]])] {
		return msg
	}
	return msg[:m[3]] + msg[m[4]:m[5]] + " is " + msg[m[6]:m[7]] + " going " + msg[m[8]:]
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

// countedThingsRe is a message's opening count of what it asks: "Two
// things.", "A couple of things:", "Three requests for you." — said
// before numbered sentences ("First, … Second, …").
var countedThingsRe = mustCompile(`(?i)^(\s*(?:(?:ok|okay|so|hi|hello|morning|good\s+morning|hey)[,.!]?\s+)*)(?:two|three|four|2|3|4|a\s+couple\s+(?:of\s+)?|a\s+few)\s+(?:things|items|requests|changes|questions)(?:\s+(?:for\s+you|today|please|this\s+morning))?\s*[.:!]\s+`)

// ordinalOpenRe is a sentence opened by its place in such a count:
// "First, cancel …", "Second, please have …", "Lastly, …".
var ordinalOpenRe = mustCompile(`(?i)(^|[.;!?]\s+)(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|finally|lastly|and\s+second(?:ly)?|then\s+second(?:ly)?)\s*,\s*`)

// countedSentences reads such a message as its sentences, each a request
// of its own: the count and the ordinals only number them ("Two things.
// First, cancel the heater job … Second, please have Blue Oasis …").
// Only a message that opens with the count is read so: "first" and
// "second" elsewhere may name a job ("the second clean").
func countedSentences(msg string) string {
	m := countedThingsRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	rest := msg[m[1]:]
	if len(ordinalOpenRe.FindAllStringIndex(rest, -1)) < 2 {
		return msg
	}
	rest = ordinalOpenRe.ReplaceAllString(rest, "$1")
	return msg[:m[3]] + rest
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

// andGiveJobToRe is a later clause that gives a job to a pro: "…, and
// give the roof inspection there that morning to Denise." Group 2 is the
// job, group 3 the pro.
var andGiveJobToRe = mustCompile(`(?i)(,?\s+and\s+(?:please\s+)?)(?:give|hand|assign)\s+((?:the|that|this)\s+[^,.;!?]{3,80}?)\s+to\s+([a-z][\w'’-]*)(\s*(?:[.!?]|$))`)

// andGiveJobTo reads such a clause as "put Denise on the roof inspection
// there that morning", the form read as a part of its own after a
// booking, when the name is a pro's.
func andGiveJobTo(msg string, names map[string]bool) string {
	return andGiveJobToRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := andGiveJobToRe.FindStringSubmatch(m)
		if !names[strings.ToLower(sub[3])] || strings.Contains(strings.ToLower(sub[2]), " it ") {
			return m
		}
		if _, _, ok := serviceOf(tokenize(sub[2])); !ok {
			return m // ("…, and give the keys to rosa": no job)
		}
		return sub[1] + "put " + sub[3] + " on " + sub[2] + sub[4]
	})
}
