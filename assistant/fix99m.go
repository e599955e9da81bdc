package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// Readings added for blind99's Hilton Head failures (fix99m): a reason
// said after a move with a time of its own ("… to 11? she has a school
// thing at 9:30"), a trailing "tho", a pro who "can take" a job that is
// moved in the same breath ("tasha can take the restock fri, move it to
// 2"), and a pro "put at" a place with a problem said ("put deshawn at
// gull point tmrw at 10, the deck gate latch is broken").

// fix99mReadings applies those readings to msg, in parse's pipeline of
// rewrites before the message is split into parts.
func fix99mReadings(msg string, names map[string]bool, pros []*steward.Pro) string {
	msg = dropTrailingTho(msg)
	msg = dropReasonAfterMove(msg, names)
	msg = proCanTakeThenMove(msg, names)
	return putProAtPlaceProblem(msg, pros)
}

// fix99mThoRe is "tho" (or "though") closing a clause, a chat word that
// only softens it: "move it to 2 tho." Said before words ("though she's
// busy") it is a conjunction and stays.
var fix99mThoRe = mustCompile(`(?i)\s+(?:tho|though)\b(\s*(?:[.!?,;]|$))`)

// dropTrailingTho removes such a "tho" so the time before it is read.
func dropTrailingTho(msg string) string {
	return fix99mThoRe.ReplaceAllString(msg, "$1")
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

// proCanTakeThenMoveRe is a pro who "can take" a job, then the job moved
// in the same sentence: "tasha can take the beach gear restock at sea
// pines fri, move it to 2". Group 2 is the pro, 3 the job, 4 the verb of
// the move, 5 its new time (to the end of the clause).
var proCanTakeThenMoveRe = mustCompile(`(?i)(^|[.!?;:]\s+)([a-z][\w'’-]*)\s+can\s+(?:take|do|have|grab|cover|handle)\s+((?:the|that|this)\s+[^,.;!?]{3,80}?)\s*(?:,\s*(?:(?:and|but|just|pls|please)\s+)?|\s+(?:and|but)\s+)(move|push|bump|shift)\s+it\b([^,.;!?]*?)(\s+and\s+|\s*[,.;!?]|$)`)

// proCanTakeThenMove reads such a sentence as "move the … to 2 and give
// it to tasha": the job moved and given, when the name is a pro's (the
// pro named last, for a "her" after).
func proCanTakeThenMove(msg string, names map[string]bool) string {
	m := proCanTakeThenMoveRe.FindStringSubmatchIndex(msg)
	if m == nil || !names[strings.ToLower(msg[m[4]:m[5]])] || strings.TrimSpace(msg[m[10]:m[11]]) == "" {
		return msg
	}
	return msg[:m[3]] + msg[m[8]:m[9]] + " " + msg[m[6]:m[7]] + msg[m[10]:m[11]] + " and give it to " + msg[m[4]:m[5]] + msg[m[12]:]
}

// putProAtPlaceRe is a pro "put at" a place, then what is wrong there:
// "put deshawn at gull point tmrw at 10, the deck gate latch is broken".
// Group 1 is what comes before, 2 the pro, 3 the rest of the sentence.
var putProAtPlaceRe = mustCompile(`(?i)(^|[.!?;:]\s+|,\s*|\band\s+|\balso\s+)put\s+([a-z][\w'’-]*)\s+(?:over\s+|out\s+)?at\s+([^.!?]+)`)

// fix99mProblemRe is a problem said of a thing: broken, leaking, stuck.
var fix99mProblemRe = mustCompile(`(?i)\b(?:broken|broke|busted|leaking|leaks|leaky|clogged|jammed|stuck|cracked|loose|not\s+working|isn'?t\s+working|isn’t\s+working|doesn'?t\s+work|doesn’t\s+work|won'?t\s+(?:close|open|lock|latch|shut|turn|start|drain|flush)|won’t\s+(?:close|open|lock|latch|shut|turn|start|drain|flush)|out\s+of\s+order)\b`)

// putProAtPlaceProblem reads "put <pro> at <place> …, <problem>" as the
// pro sent there for the problem ("send deshawn to gull point …"), a
// visit of their own, not another job there given to them. Without a
// problem said, "put X at the place" may mean the job there, and stays;
// so does a pro who does no repairs (another job there may be theirs).
func putProAtPlaceProblem(msg string, pros []*steward.Pro) string {
	m := putProAtPlaceRe.FindStringSubmatchIndex(msg)
	if m == nil || !repairProNamed(strings.ToLower(msg[m[4]:m[5]]), pros) {
		return msg
	}
	rest := msg[m[6]:m[7]]
	k := strings.IndexAny(rest, ",;-")
	if k < 0 || !fix99mProblemRe.MatchString(rest[k:]) {
		return msg
	}
	return msg[:m[3]] + "send " + msg[m[4]:m[5]] + " to " + msg[m[6]:]
}

// repairProNamed reports whether first is the first name of an active pro
// who does maintenance, and of no other pro.
func repairProNamed(first string, pros []*steward.Pro) bool {
	n := 0
	for _, p := range pros {
		if f := strings.Fields(strings.ToLower(p.Name)); len(f) == 0 || f[0] != first {
			continue
		}
		if !p.Active || !p.Offers(steward.Maintenance) {
			return false
		}
		n++
	}
	return n == 1
}
