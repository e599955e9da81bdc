package assistant

import (
	"slices"
	"strings"
)

// More self-corrections inside one message: a time, a day with
// its hour, a place's hour, a pro's name or a whole clause the host takes
// back while still writing. As in correction.go, only her last word on
// each is kept, before the message is read.

const (
	// scTime is a clock time as a host writes it: "2", "3pm", "10:30", "1p".
	scTime = `\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|a|p)\b)?`
	// scTakeBack is the words that take back what was just said: "wait
	// no", "no wait", "wait, no,", "actually no", "sorry no", "no".
	scTakeBack = `(?:wait[,]?\s+no|no[,]?\s+wait|actually[,]?\s+no|sorry[,]?\s+no|wait|actually|no|sorry)`
	// scSaid is who the corrected word is relayed from: "they said", "he
	// meant", or "make it".
	scSaid = `(?:(?:he|she|they|it)\s+(?:said|says|meant|wants|want)\s+|make\s+it\s+)?`
	scSep  = `\s*[,;.:—–-]*\s*`
)

// selfCorrectTimeRe is an hour said, then taken back for another: "at 2,
// wait no, they said 3, at 3", "to 2, no, 3". The later hour is kept.
// goneTailRe is why a name said first was wrong, after that name:
// "…, Marcus hasn't worked for us since like november lol." (selfCorrectPro).
var goneTailRe = mustCompile(`(?i)^\s+(?:hasn'?t|has\s+not|doesn'?t|does\s+not|no\s+longer|isn'?t|is\s+not|quit|left)\b[^.!?]*[.!?]*`)

var selfCorrectTimeRe = mustCompile(`(?i)\b(at|to)\s+(` + scTime + `)` + scSep + scTakeBack + scSep + scSaid + `(?:at\s+|to\s+)?(` + scTime + `)\b(?:\s*,\s*at\s+` + scTime + `\b)?`)

// selfCorrectOclockRe is an hour said in words with "o'clock", then
// taken back for another ("make it for o'clock no sorry nine o'clock in
// the morning", "at ten o'clock, wait no, eleven o'clock"): the later
// hour is kept. A dictated "for"/"to" is the hour 4/2.
var selfCorrectOclockRe = mustCompile(`(?i)\b(make\s+it|at|to)\s+(?:` + scHourWord + `)\s+o['’]?clock` + scSep + `(?:no[,]?\s+sorry|` + scTakeBack + `)` + scSep + scSaid + `(?:at\s+|to\s+)?((?:` + scHourWord + `)\s+o['’]?clock)`)

// scHourWord is an hour said in words or digits before "o'clock".
const scHourWord = `one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|to|too|for|\d{1,2}`

// selfCorrectDayTimeRe is a day and hour, then another day "same time":
// "tuesday at 9, wait no, wednesday, same time" is Wednesday at 9.
var selfCorrectDayTimeRe = mustCompile(`(?i)\b(` + selfDay + `)\s+at\s+(` + scTime + `)` + scSep + scTakeBack + scSep + scSaid + `(` + selfDay + `)\b(?:\s*,?\s*(?:at\s+)?(?:the\s+)?same\s+(?:time|hour))?`)

// selfCorrectPlaceTimeRe is a place's hour said, then made another with
// the place named again: "the farmhouse at 2, wait, no, make the
// farmhouse 3". Only when the same word names the place twice.
var selfCorrectPlaceTimeRe = mustCompile(`(?i)\b([a-z][a-z'’-]+)\s+at\s+(` + scTime + `)` + scSep + scTakeBack + scSep + `(?:make|put|do)\s+(?:the\s+)?([a-z][a-z'’-]+)\s+(?:at\s+)?(` + scTime + `)\b`)

// droppedClauseRe is a part of the message taken back after it was said:
// "…, and put hank on the austin AC thing monday — no wait hank is not in
// texas lol, nvm that last bit, just the cabin one". The clause from its
// "and" to the words that drop it goes; the rest stays as written.
var droppedClauseRe = mustCompile(`(?i)(?:[,;]\s*|\s)(?:oh\s+)?and\s+(?:also\s+)?[^.!?]*?(?:[—–-]+\s*|,\s*)?(?:no\s+wait|wait\s+no|actually)\b[^.!?]*?,?\s*(?:nvm|never\s*mind|forget|scratch|ignore|skip)\s+(?:that\s+)?(?:the\s+)?last\s+(?:bit|part|one|thing|request)\b[,.!]?(?:\s*just\s+the\s+[a-z' -]+?\s+one\b)?`)

// takeBackRe and clauseAndRe are the parts of droppedClauseRe: the words
// that take a clause back, and the "and" a clause starts with.
var (
	takeBackRe  = mustCompile(`(?i)\b(?:no\s+wait|wait\s+no|actually)\b`)
	clauseAndRe = mustCompile(`(?i)(?:[,;]\s*|\s)(?:oh\s+)?and\s+(?:also\s+)?`)
)

// selfCorrectionsMore applies the rewrites above to msg.
func selfCorrectionsMore(msg string) string {
	if strings.Contains(strings.ToLower(msg), "clock") {
		msg = selfCorrectOclockRe.ReplaceAllString(msg, "$1 $2")
	}
	msg = trailedOff(msg)                               // "move it to... no actually just cancel it" (trailedoff.go)
	msg = retractedCancelRe.ReplaceAllString(msg, "$1") // "cancel the… actually no keep …", for keepThenRe
	msg = keepThenRe.ReplaceAllString(msg, "$1")
	msg = nobodyOnItRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := nobodyOnItRe.FindStringSubmatch(m)
		// "the bearpaw cleaning sunday after the harlans leave": with its
		// day said, the guests leaving only describe the job; read as a
		// time they would move it to their check-out.
		job := dayThenAnchorRe.ReplaceAllString(sm[1], "$1")
		return job + " – does it have anyone? if not put " + sm[3] + " on it"
	})
	msg = bookHimTailRe.ReplaceAllString(msg, "")
	msg = travelFromRe.ReplaceAllString(msg, "$1")
	msg = droppedClauseRe.ReplaceAllStringFunc(msg, func(m string) string {
		// Only the last clause before the words that take it back: "move
		// the clean and the restock to 9, and also put hank on …, nvm that
		// last bit" keeps the restock.
		tb := takeBackRe.FindStringIndex(m)
		if tb == nil {
			return ""
		}
		if all := clauseAndRe.FindAllStringIndex(m[:tb[0]], -1); len(all) > 1 {
			return m[:all[len(all)-1][0]]
		}
		return ""
	})
	msg = selfCorrectDayTimeRe.ReplaceAllString(msg, "$3 at $2")
	msg = selfCorrectPlaceTimeRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := selfCorrectPlaceTimeRe.FindStringSubmatch(m)
		if !strings.EqualFold(sm[1], sm[3]) {
			return m
		}
		return sm[1] + " at " + sm[4]
	})
	msg = selfCorrectTimeRe.ReplaceAllString(msg, "$1 $3")
	msg = reasonAfterRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := reasonAfterRe.FindStringSubmatch(m)
		if i := strings.Index(msg, m); i >= 0 && precededByConj(msg[:i+len(sm[1])]) {
			return m // "and since he is in hammondsport …": a reason said first
		}
		return sm[1] + sm[2]
	})
	msg = payIfRe.ReplaceAllString(msg, "")
	msg = anywayReasonRe.ReplaceAllString(msg, "")
	if loc := moveItTailRe.FindStringIndex(msg); loc != nil && wantToDoRe.MatchString(msg[:loc[0]]) {
		msg = wantToDoRe.ReplaceAllString(msg[:loc[0]], "${1}move $2 to $3") + "."
	}
	return msg
}

// keepThenRe is a job kept as it is, then another changed "instead":
// "keep the treehouse restock tomorrow, cancel the rope bridge thing
// tuesday instead". The kept job is named only to say it stays: the
// request is the clause after it.
var keepThenRe = mustCompile(`(?i)^\s*(?:keep|leave)\s+(?:the\s+)?[^,.;!?]+[,;]\s*(?:and\s+|but\s+)?((?:cancel|scrap|nix|kill|move|push)\s+[^.!?]*?\binstead\b)`)

// nobodyOnItRe is a question whether a job has a pro, then "put <pro>
// on it": "nobody's on the bearpaw cleaning sunday after the harlans
// leave right?? put Marco on it" gives that job to the pro, read as "…
// does it have anyone? if not put Marco on it": a job that has a pro
// after all is said and left with that pro.
var nobodyOnItRe = mustCompile(`(?i)\b(?:nobody'?s|nobody\s+is|no\s*one'?s|no\s*one\s+is|is\s+(?:any|some)(?:one|body))\s+on\s+(the\s+[^?.!]+?)(?:,?\s+(?:right|yet|yeah|correct))?\s*\?+\s*(?:so\s+|then\s+|if\s+not,?\s+)?(put|assign|get)\s+([a-z]+)\s+on\s+it\b`)

// dayThenAnchorRe is a job's day followed by the guests whose stay it
// follows: "… sunday after the harlans leave".
var dayThenAnchorRe = mustCompile(`(?i)\b(` + selfDay + `)\s+(?:right\s+)?after\s+the\s+[a-z'’]+\s+(?:leave|check\s+out|checkout|are\s+out|go|head\s+out)\s*$`)

// bookHimTailRe is a closing "go ahead and book him" after a sentence
// that already says who does what and when ("Marco can do a clean at the
// treehouse … at 10, go ahead and book him"): the booking the sentence
// asks for, said again.
var bookHimTailRe = mustCompile(`(?i),?\s*(?:so\s+)?(?:go\s+ahead\s+and|pls|please)\s+book\s+(?:him|her|them)(?:\s+(?:in|pls|please))?\s*[.!]*\s*$`)

// travelFromRe is where a pro comes from to get to a job: "the sparkle
// girls need the extra time to get there from the treehouse side of the
// county". The place named is on the way, not the job's ("smoke coming
// from the dryer" is no trip: "there" or "over" must be said).
var travelFromRe = mustCompile(`(?i)\b((?:to\s+)?(?:get|getting|drive|driving|come|coming|head|heading)\s+(?:there|over))\s+from\s+the\s+[a-z'’]+(?:\s+side(?:\s+of\s+(?:the\s+)?[a-z]+)?)?`)

// anywayReasonRe is a fact given as the reason for a request, ending in
// "anyway": "cancel the farmhouse inspection tuesday, denise is doing the
// whole county's fire stuff next month anyway and she said she'd fold
// ours in". A day or time in it ("next month") is never the job's.
var anywayReasonRe = mustCompile(`(?i),\s+(?:[a-z'’]+\s+){0,2}(?:is|are|'s|’s|was|were)\s+[^.!?,]*?\banyway\b(?:\s+and\s+(?:he|she|they|the\s+[a-z'’]+)\s+(?:said|says|told\s+me)\s+[^.!?,]*)?`)

// moveItTailRe is a closing "can you move it" after a sentence that says
// what a pro wants to do with a job: "they want to do the treehouse
// restock tomorrow at 3. can you move it" is a move of that restock,
// never a new one.
var moveItTailRe = mustCompile(`(?i)\s*[.!?,]?\s*(?:so\s+)?(?:can|could|would)\s+(?:you|u)\s+(?:move|change|switch|update|shift)\s+(?:it|that)(?:\s+(?:pls|please|for\s+me|over))?\s*[.!?]*\s*$`)

// wantToDoRe is "<someone> want(s) to do the <job> <day> at <time>".
var wantToDoRe = mustCompile(`(?i)\b((?:want|wants|wanna|would\s+like|'d\s+like)\s+to\s+)do\s+(the\s+[^.!?]*?)\s+((?:on\s+)?(?:` + selfDay + `)\s+at\s+` + scTime + `)\s*$`)

// reasonAfterRe is a reason given after a request, with its own subject:
// "… at 3 bc the whitakers turnover always runs long", "…, I said sure
// since the whitakers are out thursday morning". Guests, jobs, days and
// times named in it are facts, never the request's; it runs to the end of
// its sentence, and only a reason that ends the sentence is read so
// ("since he will be out our way, please have him …" leads to a request).
var reasonAfterRe = mustCompile(`(?i)([^\s.!?])\s*,?\s+(?:i\s+said\s+(?:sure|ok|okay|yes|fine)\s+)?(?:bc|b/c|because|cuz|coz|since)\s+(?:the\s+[a-z'’]+|they|he|she|it|we)\s+(?:[a-z'’]+\s+)?(?:are|is|were|was|'re|’re|'s|’s|always|usually|never|will|won'?t|can'?t|don'?t|doesn'?t|leave|left|check|get|got|need|needs|run|runs)\b[^.!?,;]*([.!?]|$)`)

// precededByConj reports whether s ends with a word that joins what
// follows to what came before ("and", "so", "but", "also").
func precededByConj(s string) bool {
	f := strings.Fields(strings.ToLower(s))
	return len(f) > 0 && slices.Contains([]string{"and", "so", "but", "also", "or"}, f[len(f)-1])
}

// payIfRe is a condition about money inside a hand-over: "they said
// they'd drive over the mountain for it if I pay the gas which fine".
// Steward pays no one; the pro's condition is no request to pay.
var payIfRe = mustCompile(`(?i),?\s*(?:(?:they|he|she)\s+said\s+(?:they|he|she)(?:'d|’d|\s+would|\s+will|'ll|’ll)\s+[^.!?,]*?\s+)?if\s+(?:i|we)\s+(?:pay|cover|chip\s+in\s+for)\s+(?:for\s+)?(?:the\s+|their\s+|his\s+|her\s+)?(?:gas|mileage|tolls?|parking|travel|fuel)\b(?:\s*(?:,\s*)?(?:which|and\s+that'?s)\s+(?:is\s+)?fine)?`)

// selfCorrectProRe is a name said, then corrected to another: "Marcus —
// sorry, I mean Marco", "put jo on it, no, I meant joe".
var selfCorrectProRe = mustCompile(`(?i)\b([a-z][a-z'’]+)((?:\s+(?:on|for|to|with)\s+(?:it|that|this|them|the\s+[a-z]+))?)\s*[,—–-]+\s*(?:(?:sorry|oops|wait|no|actually|er|um)[,]?\s+)?(?:i\s+mean|i\s+meant)\s+([a-z][a-z'’]+)\b(?:\s*[—–]\s*)?`)

// selfCorrectPro keeps the pro a host meant when she corrects a pro's
// name to another's: both words must be the names of pros of the
// account, and the first is dropped. A name she then explains away
// ("Marcus hasn't worked for us since like november") is no pro for the
// job either: that sentence is left out.
func (s *session) selfCorrectPro(msg string) string {
	for range 2 {
		loc := selfCorrectProRe.FindStringSubmatchIndex(msg)
		if loc == nil {
			return msg
		}
		old, on, meant := msg[loc[2]:loc[3]], msg[loc[4]:loc[5]], msg[loc[6]:loc[7]]
		if !s.isProCalled(old, firstOrFamilyName) || s.proByWord(strings.ToLower(meant)) == nil {
			return msg
		}
		rest := msg[loc[1]:]
		// "…, Marcus hasn't worked for us since like november lol.": why
		// the first name was wrong, no request.
		if t := strings.TrimLeft(rest, " \t\n,"); len(t) >= len(old) && strings.EqualFold(t[:len(old)], old) {
			if g := goneTailRe.FindStringIndex(t[len(old):]); g != nil {
				rest = "." + t[len(old)+g[1]:]
			}
		}
		msg = msg[:loc[0]] + meant + on + " " + strings.TrimLeft(rest, " ")
	}
	return msg
}

// tuneUp reports a tune-up at toks[i]: "the spring AC tune up", "a
// furnace tune-up", "tuneup" — a trade's visit, maintenance. "tune" alone
// ("tune the piano"?) is not read.
func tuneUp(toks []token, i int) bool {
	s := toks[i].s
	return s == "tuneup" || s == "tune-up" || s == "tuneups" || s == "tune-ups" ||
		s == "tune" && i+1 < len(toks) && toks[i+1].s == "up" && i > 0 && !toks[i-1].stop &&
			!slices.Contains([]string{"to", "should", "can", "could", "will", "would", "must", "gonna", "i", "we", "you", "they", "he", "she", "please", "pls", "lets", "let's"}, toks[i-1].s)
}
