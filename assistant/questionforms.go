package assistant

import (
	"slices"
	"strings"
)

// Questions said in ways the question readers do not take as they are:
// "what is the status of <job>? who is coming and what time?", "who is
// doing … and when", "Is anyone booked … for the <work>?", "When does
// <pro> go to …?": each rewritten as the plain question whose answer
// gives what was asked.

// statusOfRe is "what is the status of <job>" (also "what's the status
// of", "status of", "any update on"), up to the question's end.
var statusOfRe = mustCompile(`(?i)^(?:(?:hi|hello|hey)[,!]?\s+)?(?:(?:pls|please|kindly)\s+)?(?:(?:what\s+is|what's|whats|wat\s+is)\s+(?:the\s+)?status\s+(?:of|on|for)|(?:any\s+)?(?:update|status)\s+(?:on|of|for))\s+([^?.!]+)(\?|[.!]|$)`)

// statusFollowUpRe is a question after a status question that its answer
// already gives: who is coming, at what time, whether it is confirmed.
var statusFollowUpRe = mustCompile(`(?i)^(?:(?:and|also)\s+)?(?:(?:who\s+is|who's|whos)\s+(?:coming|doing\s+it|going)|what\s+time|(?:at\s+)?what\s+time\s+(?:is\s+it|are\s+they\s+coming)|is\s+it\s+confirmed|has\s+it\s+been\s+confirmed|is\s+(?:she|he|they)\s+confirmed|confirmed)(?:\s+and\s+(?:what\s+time|at\s+what\s+time|when|is\s+it\s+confirmed))?\s*[?.!]*\s*$`)

// statusQuestion reads a job's status asked (statusOfRe) as "who is doing
// <job>?", when the words name a job (a service said), and drops the
// follow-up questions its answer gives (statusFollowUpRe).
func statusQuestion(msg string) string {
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	m := statusOfRe.FindStringSubmatch(sents[0])
	if m == nil || !jobWordRe.MatchString(m[1]) {
		return msg
	}
	job := strings.TrimSpace(m[1])
	if !determinedRe.MatchString(job) {
		job = "the " + job
	}
	rest := strings.TrimSpace(sents[0][len(m[0]):])
	out := "who is doing " + job + "?"
	if rest != "" {
		out += " " + rest
	}
	for i := 1; i < len(sents); i++ {
		if statusFollowUpRe.MatchString(strings.TrimSpace(sents[i])) {
			continue
		}
		out += " " + strings.TrimSpace(sents[i])
		if i < len(seps) {
			out += strings.TrimSpace(seps[i])
		}
	}
	return strings.TrimSpace(out)
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

// untilWhenStaysRe is a stay's end asked in the German order: "Until when
// stays the family Müller in Haus Tannenblick?", "till when is the family
// Weber staying at the chalet?". The guests are in the second group, the
// place in the third.
var untilWhenStaysRe = mustCompile(`(?i)^(\s*)(?:until|till|til)\s+when\s+(?:stays|stay|remains|remain|(?:is|are)\s+staying)\s+((?:the\s+)?famil(?:y|ie)\s+[^\s?.!,]+|the\s+[^\s?.!,]+s)\s+(?:in|at)\s+([^?.!]+?)\s*\?\s*$`)

// untilWhenStaysIsRe is the same asked with the verb at the end: "until
// when is the family Müller staying in Haus Tannenblick?".
var untilWhenStaysIsRe = mustCompile(`(?i)^(\s*)(?:until|till|til)\s+when\s+(?:is|are)\s+((?:the\s+)?famil(?:y|ie)\s+[^\s?.!,]+|the\s+[^\s?.!,]+s)\s+(?:staying|there|still\s+staying)\s+(?:in|at)\s+([^?.!]+?)\s*\?\s*$`)

// germanStayQuestion reads those questions as the plain one: "when does
// the family Müller leave Haus Tannenblick?".
func germanStayQuestion(msg string) string {
	if m := untilWhenStaysRe.FindStringSubmatch(msg); m != nil {
		return m[1] + "when does " + m[2] + " leave " + m[3] + "?"
	}
	if m := untilWhenStaysIsRe.FindStringSubmatch(msg); m != nil {
		return m[1] + "when does " + m[2] + " leave " + m[3] + "?"
	}
	return msg
}

// confirmStayRe is a stay's dates asked as a request to confirm them:
// "Please confirm the Castellanos' arrival date and check-in time at the
// Port Royal estate.", "kindly confirm the Smiths' check-out time". The
// guests are in the second group, what is asked in the third, the rest of
// the sentence (the place) in the fourth.
var confirmStayRe = mustCompile(`(?i)^(\s*)(?:(?:please|pls|kindly|can\s+you|could\s+you|would\s+you|can\s+u)\s+)+confirm\s+(?:the\s+)?([a-z][a-z'’-]*?)(?:'s|’s|'|’)\s+((?:(?:arrival|departure|check-?in|check\s+in|check-?out|check\s+out)(?:\s+(?:date|day|time|dates|times))?)(?:\s*(?:,|and|&)\s*(?:(?:arrival|departure|check-?in|check\s+in|check-?out|check\s+out)\s*)?(?:date|day|time|dates|times)?)*)([^.!?]*?)\s*[.!?]?\s*$`)

// confirmStay reads such a request as the plain question ("When do the
// Castellanos arrive at the Port Royal estate?"): the host asks for what
// the stay says, never for a job to be marked confirmed. A pro's name or a
// trade ("confirm the plumber's arrival time") is left as it is.
func (s *session) confirmStay(msg string) string {
	m := confirmStayRe.FindStringSubmatch(msg)
	if m == nil {
		return msg
	}
	who := m[2]
	if w := strings.ToLower(who); slices.Contains(roleWords, w) || slices.Contains(roleWords, strings.TrimSuffix(w, "s")) ||
		s.isProCalled(who, firstOrFamilyName) || s.isProCalled(strings.TrimSuffix(who, "s"), firstOrFamilyName) {
		return msg
	}
	verb := "arrive"
	if asked := strings.ToLower(m[3]); strings.Contains(asked, "departure") || strings.Contains(asked, "out") {
		verb = "leave"
	}
	rest := strings.TrimSpace(m[4])
	if rest != "" {
		rest = " " + rest
	}
	if strings.HasSuffix(strings.ToLower(who), "s") {
		return m[1] + "When do the " + who + " " + verb + rest + "?"
	}
	return m[1] + "When does " + who + " " + verb + rest + "?"
}

// provideContactRe is a pro's phone or e-mail asked for as a request:
// "Please provide the phone number for Cool Breeze Air Conditioning; the
// owner would like to speak with them directly.", "kindly send me
// Rick's email". What is asked is in the second group, whose in the third;
// the reason after it is read past.
var provideContactRe = mustCompile(`(?i)^(\s*)(?:(?:please|pls|kindly|can\s+you|could\s+you|would\s+you)\s+)+(?:provide|send|share|give|forward|pass\s+along)\s+(?:me\s+|us\s+)?(?:with\s+)?(the\s+(?:phone|telephone|cell|mobile|contact)\s+(?:number|details|info)|the\s+(?:e-?mail|email)(?:\s+address)?|the\s+contact\s+(?:details|information|info))\s+(?:for|of)\s+([^.;!?]+?)\s*(?:[.;!?](?:\s+.*)?|,\s+(?:as|since|because|so|the)\b.*)?$`)

// provideContact reads such a request as the question "What's the phone
// number for <pro>?" when the words after "for" name a pro.
func (s *session) provideContact(msg string) string {
	m := provideContactRe.FindStringSubmatch(msg)
	if m == nil || !s.isProCalled(m[3], leadingNameWords) && !s.isProCalled(m[3], firstOrFamilyName) {
		return msg
	}
	return m[1] + "What's " + m[2] + " for " + m[3] + "?"
}
