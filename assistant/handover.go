package assistant

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// A job handed to a pro, however the host says it: "give it to bri",
// "the turnover is maya", "Carl has the clean. Put Denise on it instead",
// "…, and give the roof inspection to Denise", "the 3/15 turnover give to
// maya", "tasha can take the restock fri, move it to 2", "put deshawn at
// gull point tmrw at 10, the latch is broken", "friday 8 jen", "Mike is
// coming 4.30 pm tomorrow, not 1 pm", "Laura, please …", "I would like the
// clean done by Bright Harbor at noon rather than 10"; and whether a pro
// named in a request is its pro or only said in passing.

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

// jobIsProRe is a job named with "the" and a pro said to be it, at the
// end of a clause: "…, and the clean before the oconnors thursday is jen",
// "the sylvania restock goes to maria."
var jobIsProRe = mustCompile(`(?i)(^\s*|[,;.]\s*(?:and\s+)?|\sand\s+)(the\s+(?:[a-z0-9'’]+\s+){0,6}?)(?:is|goes\s+to|will\s+be)\s+([a-z][a-z'’-]*)\s*([,;.!?]|$)`)

// jobIsPro reads "the <job> is <pro>" as "put <pro> on the <job>": the
// booked job given to that pro, never a new one. The words must name a
// job (a service word, no verb of their own, no person such as "the
// cleaner") and the name must be a pro's.
func jobIsPro(msg string, names map[string]bool) string {
	return jobIsProRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := jobIsProRe.FindStringSubmatch(m)
		if !names[strings.ToLower(sub[3])] {
			return m
		}
		toks := tokenize(sub[2])
		if _, _, ok := serviceOf(toks); !ok || has(toks, creationVerbs...) || has(toks, "cleaner", "cleaners", "guy", "pro", "person", "who", "plumber", "inspector", "handyman") {
			return m
		}
		for _, t := range toks {
			if clauseVerbs[t.s] || commaVerbs[t.s] {
				return m
			}
		}
		return sub[1] + "put " + sub[3] + " on " + strings.TrimSpace(sub[2]) + sub[4]
	})
}

// keptPossessive reads "leave Brenda's clean on the 15th for now"
// after another request: the pro's job named by its owner, kept as it
// is — never a new booking. (The "leave the friday clean" reading in
// parse, for a job named by its pro.)
func keptPossessive(out []request, in *request, part string) {
	ptoks := tokenize(part)
	if len(out) == 0 || len(ptoks) < 3 || (ptoks[0].s != "leave" && ptoks[0].s != "keep") {
		return
	}
	raw := strings.ToLower(strings.TrimRight(ptoks[1].raw, `,.;:!?`))
	if !strings.HasSuffix(raw, "'s") && !strings.HasSuffix(raw, "’s") {
		return
	}
	if in.ProID == 0 || (in.Kind != kindSchedule && in.Kind != kindHelp && in.Kind != kindEdit) ||
		in.NewWhen != nil || in.Shift != 0 || in.SetNotes != "" ||
		has(ptoks, "note", "notes", "instead", "but", "move", "to", "unassigned", "off", "with") {
		return
	}
	in.Kind, in.kept = kindHelp, true
}

// proComingNotRe is "<name> is coming <new time> <day, place, why>, not
// <old time>" (also "will come", "will be coming", "instead of <old>").
var proComingNotRe = mustCompile(`(?i)^([A-Z][A-Za-z'’]+)\s+(?:is|will\s+be|is\s+now)?\s*(?:coming|come|will\s+come)\s+(.+?)\s*,?\s+(?:not|instead\s+of|and\s+not)\s+(?:at\s+)?(\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?)\s*([.!]|$)`)

// clockRe is an hour with am or pm: "4.30 pm", "11am", "2:15 p.m.".
var clockRe = mustCompile(`(?i)\b(?:at\s+)?(\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))`)

// proComingNot reads a pro's visit said at a new hour with the old one
// denied ("Mike is coming 4.30 pm tomorrow to Hoboken for the sink, not 1
// pm") as "move Mike's visit tomorrow at Hoboken for the sink to 4.30 pm".
// The name must be a pro's (guests coming are a stay) and the new hour
// must have am or pm; the old hour is what the move replaces.
func (s *session) proComingNot(msg string) string {
	return eachSentence(msg, 0, func(_ int, sent string, _ []string) (string, bool) {
		m := proComingNotRe.FindStringSubmatch(strings.TrimSpace(sent))
		if m == nil || !s.isProCalled(m[1], anyNameWord) {
			return sent, false
		}
		rest := m[2]
		loc := clockRe.FindStringSubmatchIndex(rest)
		if loc == nil || clockRe.FindAllStringIndex(rest, -1)[0][0] != loc[0] || len(clockRe.FindAllString(rest, -1)) != 1 {
			return sent, false
		}
		at := rest[loc[2]:loc[3]]
		rest = strings.TrimSpace(rest[:loc[0]] + " " + rest[loc[1]:])
		rest = leadingToRe.ReplaceAllString(rest, "at ")
		rest = toNameRe.ReplaceAllString(rest, " at $1")
		return "move " + m[1] + "'s visit " + strings.Join(strings.Fields(rest), " ") + " to " + at + m[4], true
	})
}

// proWhenAloneRe is a sentence of only a pro's name and a when: "D'Souza
// on 10/03 at 4.30 pm pls", "Ravi tomorrow morning", "Lakshmi Monday 9 am".
var proWhenAloneRe = mustCompile(`(?i)^([A-Z][A-Za-z'’]+)\s+((?:on\s+|at\s+|by\s+)?(?:\d{1,2}[/-]\d{1,2}|\d{1,2}(?:st|nd|rd|th)|today|tomorrow|tmrw|tmr|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b[^!?\n]*?)\s*(?:,?\s*(?:pls|please|plz|kindly))?\s*[.!]*\s*$`)

// proWhenActRe are words that make a sentence a request of its own.
var proWhenActRe = mustCompile(`(?i)\b(?:cancel|move|shift|push|change|to\s+do|to\s+come|instead|not|off|free|busy|available|leave|leaving|coming|come|can|can't|cannot|won't)\b`)

// proWhenAlone joins a sentence of only a pro and a when (proWhenAloneRe)
// to the request before it, as its who and when: read alone it is no
// request at all, and its when must not be lost (the visit booked at
// another time).
func (s *session) proWhenAlone(msg string) string {
	return eachSentence(msg, 1, func(i int, sent string, seps []string) (string, bool) {
		m := proWhenAloneRe.FindStringSubmatch(strings.TrimSpace(sent))
		if m == nil || strings.HasSuffix(m[1], "'s") || strings.HasSuffix(m[1], "’s") || !s.isProCalled(m[1], anyNameWord) || i-1 >= len(seps) || strings.Contains(seps[i-1], "?") ||
			jobWordRe.MatchString(m[2]) || proWhenActRe.MatchString(m[2]) {
			// ("Lakeshore's friday turnover … to noon": a request of its own)
			return sent, false
		}
		seps[i-1] = ", "
		return "with " + m[1] + " " + m[2], true
	})
}

// ratherThanRe, in a doneByPro sentence, is a new time said with the old one it replaces: "at noon
// rather than in the afternoon", "at eleven rather than ten", "at 9
// instead of 10": the new time alone.
var ratherThanRe = mustCompile(`(?i)\b(at\s+(?:noon|midday|[0-9]{1,2}(?::[0-9]{2})?(?:\s*[ap]\.?m\.?)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+o’clock)?)\s+(?:rather\s+than|instead\s+of)\s+(?:in\s+the\s+(?:morning|afternoon|evening)|(?:at\s+)?(?:noon|midday|[0-9]{1,2}(?::[0-9]{2})?(?:\s*[ap]\.?m\.?)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+o'?clock|\s+o’clock)?)\b`)

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
	if m == nil || !s.isProCalled(m[1], leadingNameWords) {
		return msg
	}
	if m[2] == "" {
		return "Have " + m[1] + " do it."
	}
	return m[1] + ", " + thatMorningRe.ReplaceAllString(m[2], "$1 in the $2")
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
	if m == nil || !s.isProCalled(m[2], leadingNameWords) {
		return msg
	}
	if m[3] == "" {
		return "Please give " + m[1] + " to " + m[2] + "."
	}
	when := ratherThanRe.ReplaceAllString(m[3], "$1") // the new time, without the old
	return "Please move " + m[1] + " to " + strings.TrimSpace(strings.TrimPrefix(when, "at ")) + " and give it to " + m[2] + "."
}

// proWordsAt returns where a word of pro p's name is said in toks.
func proWordsAt(toks []token, p *steward.Pro) []int {
	if p == nil {
		return nil
	}
	name := strings.Fields(foldAccents(strings.ToLower(p.Name)))
	var at []int
	for i, t := range toks {
		w := strings.TrimSuffix(strings.TrimSuffix(t.s, "'s"), "s'")
		for k, n := range name {
			if w == n && (k == 0 || len(n) >= 3) || k == 0 && len(w) >= 3 && (strings.HasPrefix(n, w) || isPetForm(w, n)) {
				at = append(at, i)
				break
			}
		}
	}
	return at
}

// proGivenIt reports whether the pro of an edit is only said as the one
// the job is given to ("push the turnover to monday too and give it to
// bri", "… and hand it to luz"): the pro to put on the job, never the one
// who has it now, so the job is found without them. A pro also said as
// the job's own ("bri's turnover … give it to bri") is not read so.
func (s *session) proGivenIt(in request) bool {
	if in.ProID == 0 || in.FromPro != 0 || in.JobID != 0 {
		return false
	}
	toks := tokenize(in.rawText)
	at := proWordsAt(toks, s.pro(in.ProID))
	if len(at) == 0 {
		return false
	}
	for _, i := range at {
		if !givenToLater(toks, i) {
			return false
		}
	}
	return true
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

// giveJobOverToRe is a sentence that hands a job named in full to a
// pro: "Please hand the Vail chalet restock before the Petrovs over to
// Rosa.", "…, so please give the turnover before the Lees arrive to
// Mia." Group 2 is the job, group 3 the pro.
var giveJobOverToRe = mustCompile(`(?i)((?:^|[.!?;:]\s+|,\s*so\s+|\n\s*)(?:(?:please|pls|can\s+you|could\s+you|would\s+you)\s+)*)(?:give|hand|pass|assign|reassign)\s+((?:the|that|this)\s+[^,.;!?]{3,80}?)\s+(?:over\s+)?to\s+([a-z][\w'’-]*)(\s*(?:[.!?]|$))`)

// giveJobOverTo reads such a sentence as "put Rosa on the Vail chalet
// restock before the Petrovs": the words after the job's service
// ("before the Petrovs") say which job it is, never a new time for it.
func giveJobOverTo(msg string, names map[string]bool) string {
	return giveJobOverToRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := giveJobOverToRe.FindStringSubmatch(m)
		job := " " + strings.ToLower(sub[2]) + " "
		if !names[strings.ToLower(sub[3])] || strings.Contains(job, " it ") || strings.Contains(job, " to ") || strings.Contains(job, " from ") {
			return m // ("give X to A and Y to B", "reassign X from A to B": read as before)
		}
		toks := tokenize(sub[2])
		if _, _, ok := serviceOf(toks); !ok || has(toks, "keys", "key", "code", "message", "list", "number", "cleaner", "guy", "pro") {
			return m
		}
		return sub[1] + "put " + sub[3] + " on " + sub[2] + sub[4]
	})
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

// thingProblemRe is a problem said of a thing: broken, leaking, stuck.
var thingProblemRe = mustCompile(`(?i)\b(?:broken|broke|busted|leaking|leaks|leaky|clogged|jammed|stuck|cracked|loose|not\s+working|isn'?t\s+working|isn’t\s+working|doesn'?t\s+work|doesn’t\s+work|won'?t\s+(?:close|open|lock|latch|shut|turn|start|drain|flush)|won’t\s+(?:close|open|lock|latch|shut|turn|start|drain|flush)|out\s+of\s+order)\b`)

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
	if k < 0 || !thingProblemRe.MatchString(rest[k:]) {
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

// partJobGiveRe is a job named first, then handed to a pro: "the 3/15
// turnover give to maya", "and her cabin clean assign to rosa", at the
// start of a part.
var partJobGiveRe = mustCompile(`(?i)(^|[;:]\s*|\band\s+|\n\s*(?:[-*•]\s*)?)(the|his|her|their)\s+((?:[^\s,;.:]+\s+){0,4}?(?:turnover|clean|cleaning|restock|restocking|inspection|job|visit))\s+(?:give|hand|assign|reassign)\s+(?:it\s+|that\s+|this\s+|that\s+one\s+)?to\s+`)

// partJobGive reads "the <job> give to <pro>" as "give the <job> to
// <pro>": the job said first, then who takes it ("carriage house stuff:
// sat turnover -> 11a; and the 3/15 turnover give to maya"), never a move
// of the job.
func partJobGive(msg string) string {
	return partJobGiveRe.ReplaceAllString(msg, "${1}give ${2} ${3} to ")
}

// determinedRe is a job said with its determiner ("the", "my", …);
// leadingToRe and toNameRe are a "to" before a time, and before a name
// (proComingNot).
var (
	determinedRe = mustCompile(`(?i)^(the|my|our|this|that|today's|tomorrow's)\b`)
	leadingToRe  = mustCompile(`(?i)^to\s+`)
	toNameRe     = mustCompile(`(?i)\s+to\s+([A-Z])`)
)

// statedProJobRe is a sentence (or a clause before ", but") that says
// which job a pro has ("Ray is coming Friday for the outdoor shower at
// Marsh Hen.", "Loretta is down for the blue one tomorrow after the
// Whitakers leave, but …"), then the rest of the message. Group 1 is the
// pro's word, group 2 the job, group 3 the rest.
var statedProJobRe = mustCompile(`(?i)^\s*([a-z][\w'’-]*)\s+(?:is|was|'s|’s)\s+(?:coming(?:\s+out)?|down\s+for|booked\s+for|scheduled\s+for|set\s+for|lined\s+up\s+for)\s+([^.!?;]{3,120}?)\s*(?:[.!;]+\s+|,\s*but\s+)(\S.*)$`)

// statedJobMoveRe is the request after it that moves "him"/"her" (the
// pro, meaning their job) or hands "that clean"/"it" to another pro.
var statedJobMoveRe = mustCompile(`(?i)\b(?:(?:move|push|bump|shift|reschedule)\s+(?:him|her|them)\b|(?:give|hand|pass)\s+(?:it|that|that\s+(?:clean|cleaning|job|visit|one|turnover|restock|inspection))\s+to\s+([a-z][\w'’-]*))`)

// unassignedJobRe is a sentence that says a job has no pro ("That
// inspection at Sandpiper on the 12th (…) has nobody assigned."), then a
// pro put on it: group 1 the job, group 2 the pro, group 3 the rest of
// that sentence, group 4 what follows.
var unassignedJobRe = mustCompile(`(?i)^\s*(?:that|the)\s+([^.!?;]{3,140}?)\s+(?:has\s+(?:nobody|no\s+one|noone|no\s+pro)(?:\s+(?:assigned|on\s+it)(?:\s+yet)?)?|is\s+(?:still\s+)?unassigned|(?:doesn't|doesnt)\s+have\s+(?:anybody|anyone)(?:\s+(?:assigned|on\s+it))?(?:\s+yet)?)\s*[.!;]+\s+(?:(?:please|pls|can\s+you|could\s+you|so)\s+)*(?:put|stick|assign|get)\s+([a-z][\w'’-]*)\s+on\s+it\b([^.!?]*)([.!?]*.*)$`)

// statedJobThenIt reads a job said first as a pro's, or as having no pro,
// and the request after it that names it only by "him", "that clean" or
// "it": "Ray is coming Friday for the outdoor shower at Marsh Hen. Could
// you move him to tomorrow at half past ten instead?" moves Ray's job;
// "Loretta is down for the blue one tomorrow …, so let's give that clean
// to Tasha instead" puts Tasha on it; "That inspection at Sandpiper on the
// 12th has nobody assigned. Please put Dwight on it" gives it to Dwight.
// The reason between them ("she just texted that …") is no request.
func statedJobThenIt(msg string, names map[string]bool) string {
	if m := unassignedJobRe.FindStringSubmatch(msg); m != nil && names[strings.ToLower(m[2])] {
		tail := m[3]
		if commentAsideAsksRe.MatchString(tail) || strings.TrimSpace(tail) != "" && !strings.HasPrefix(strings.TrimSpace(tail), ",") {
			return msg
		}
		// (", he's the only one I trust with those stairs": why him.)
		return "put " + m[2] + " on the " + m[1] + m[4]
	}
	m := statedProJobRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	pro := msg[m[2]:m[3]]
	if !names[strings.ToLower(pro)] {
		return msg
	}
	job := msg[m[4]:m[5]]
	rest := msg[m[6]:]
	r := statedJobMoveRe.FindStringSubmatchIndex(rest)
	if r == nil || strings.ContainsAny(rest[:r[0]], "?") {
		return msg
	}
	if r[2] < 0 {
		return "move " + pro + "'s job " + job + rest[r[1]:]
	}
	nw := rest[r[2]:r[3]]
	if !names[strings.ToLower(nw)] || strings.EqualFold(nw, pro) {
		return msg
	}
	tail := rest[r[1]:]
	tail = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(tail), "instead"))
	return "put " + nw + " on " + job + " instead of " + pro + tail
}

// gappedGiveRe is two hand-overs under one verb: "give fridays prep to
// lupe and sundays turnover to red rock". Group 1 is the verb, 2 the first
// job, 3 its pro, 4 the "and", 5 the second job, 6 its pro.
var gappedGiveRe = mustCompile(`(?i)\b(give|hand|assign|reassign)\s+([^,.;!?]{2,60}?)\s+to\s+([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)(,?\s+and\s+)([a-z][^,.;!?]{2,60}?)\s+to\s+([a-z][\w'’-]*)`)

// gappedGive says the verb again before the second job ("… to lupe and
// give sundays turnover to red rock"), so that each hand-over is a part of
// its own, when both jobs name a service and both pros are the account's;
// never when the second says a verb of its own or "it".
func gappedGive(msg string, names map[string]bool) string {
	if !strings.Contains(strings.ToLower(msg), " and ") {
		return msg
	}
	return gappedGiveRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := gappedGiveRe.FindStringSubmatch(m)
		first := strings.Fields(strings.ToLower(sub[3]))
		second := tokenize(sub[5])
		if !names[first[0]] || !names[strings.ToLower(sub[6])] || len(second) == 0 ||
			has(second, "it", "that", "this", "them", "give", "hand", "assign", "move", "push", "cancel", "book", "put", "make") {
			return m
		}
		if _, _, ok := serviceOf(tokenize(sub[2])); !ok {
			return m
		}
		if _, _, ok := serviceOf(second); !ok {
			return m
		}
		return sub[1] + " " + sub[2] + " to " + sub[3] + sub[4] + sub[1] + " " + sub[5] + " to " + sub[6]
	})
}

// proShallDoRe is a job said first, then the pro who "shall do" it, in a
// German host's English ("And the cleaning before the family Richter on
// Friday Petra shall do, not Sauber GmbH."): group 1 what comes before,
// 2 the job, 3 a title ("Frau", "Herr"), 4 the pro's word, 5 the pro it
// replaces, 6 the end of the sentence.
var proShallDoRe = mustCompile(`(?i)(^|[.!?;:]\s+)(?:(?:and|also)\s+)?(the\s+[^.!?;]{3,120}?)\s+((?:frau|herr|mr|mrs|ms)\.?\s+)?(\pL[\pL'’-]*)\s+(?:shall|should|will|must|is\s+to)\s+do(?:\s+it)?(?:\s*,?\s*(?:and\s+)?not\s+([^.!?;,]+?))?(?:\s*,?\s*please)?\s*([.!]|$)`)

// nobodyYetShallDoRe is a job said to have nobody yet, then the pro who
// "shall do it": "For the inspection of the roof at the Schwarzwaldhaus on
// 12.03. there is nobody yet. Frau Lang shall do it please." Group 1 is
// what comes before, 2 the job, 3 a title, 4 the pro's word, 5 the end.
var nobodyYetShallDoRe = mustCompile(`(?i)(^|[!?;:]\s+|[^0-9]\.\s+)(?:for\s+)?(the\s+[^!?;]{3,140}?)\s+there\s+is\s+(?:still\s+)?(?:nobody|no\s+one|noone|no\s+pro)(?:\s+yet)?\s*[.!;]+\s+(?:(?:please|so)\s+)?((?:frau|herr|mr|mrs|ms)\.?\s+)?(\pL[\pL'’-]*)\s+(?:shall|should|can|will|could|is\s+to)\s+do\s+it\b(?:\s*,?\s*please)?\s*([.!]|$)`)

// proShallDo reads such sentences as "put <pro> on <job> [instead of
// <old>]." when the word names exactly one active pro (by first name, or
// by any word of the name after a title: "Frau Lang") and the job names a
// service. Anything else ("the cleaning we shall do ourselves", a
// question) is left alone.
func proShallDo(msg string, pros []*steward.Pro) string {
	low := strings.ToLower(msg)
	if !strings.Contains(low, " do") || !strings.Contains(low, "shall") && !strings.Contains(low, "should") && !strings.Contains(low, "will") && !strings.Contains(low, "must") && !strings.Contains(low, "is to") && !strings.Contains(low, "can") && !strings.Contains(low, "could") {
		return msg
	}
	if m := nobodyYetShallDoRe.FindStringSubmatchIndex(msg); m != nil {
		job := strings.TrimSuffix(strings.TrimSpace(msg[m[4]:m[5]]), ".")
		if name := proCalledByWord(msg[m[8]:m[9]], m[6] >= 0, pros); name != "" && jobNamesService(job) {
			return msg[:m[3]] + "put " + name + " on " + job + "." + msg[m[11]:]
		}
	}
	m := proShallDoRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	job := msg[m[4]:m[5]]
	name := proCalledByWord(msg[m[8]:m[9]], m[6] >= 0, pros)
	if name == "" || !jobNamesService(job) {
		return msg
	}
	out := msg[:m[3]] + "put " + name + " on " + job
	if m[10] >= 0 {
		out += " instead of " + msg[m[10]:m[11]]
	}
	return out + "." + msg[m[13]:]
}

// jobNamesService reports whether text names a job's service.
func jobNamesService(text string) bool {
	_, _, ok := serviceOf(tokenize(text))
	return ok
}

// proCalledByWord is the full name of the one active pro called word: by
// the first word of the name, or, after a title (titled), by any word of
// it ("Frau Lang" for Monika Lang). "" when none or several.
func proCalledByWord(word string, titled bool, pros []*steward.Pro) string {
	how := leadingNameWords // the first word of the name
	if titled {
		how = anyNameWord
	}
	w := []string{proNameFold(word)}
	found := ""
	for _, p := range pros {
		if !p.Active || !nameSays(strings.Fields(proNameFold(p.Name)), w, how) {
			continue
		}
		if found != "" {
			return ""
		}
		found = p.Name
	}
	return found
}

// proComesFirstOnRe is a pro who called to say they come "first on" a
// later day "and not already on" the day booked, in a German host's
// English ("Frau Lang has called, she comes to the chalet Todtnau first
// on Wednesday, the 11.03., at the same time and not already on
// Tuesday."): group 1 what comes before, 2 a title, 3 the pro's word, 4
// the place, 5 the new day, 6 the day booked, 7 the end.
var proComesFirstOnRe = mustCompile(`(?i)(^|[!?;:]\s+|[^0-9]\.\s+)((?:frau|herr|mr|mrs|ms)\.?\s+)?(\pL[\pL'’-]*)\s+(?:has\s+called|called|has\s+phoned|phoned|rang|has\s+written|wrote)\s*(?:,|:|\s+and)\s*(?:she|he|they)\s+(?:comes|will\s+come|is\s+coming|come)\s+(?:to|at)\s+([^,.;!?]+?)\s+first\s+(?:on\s+)?([^!?;]+?)\s*,?\s+(?:and\s+)?not\s+(?:already\s+)?(?:on\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th|\.\d{1,2}\.?)?|\d{1,2}\.\d{1,2}\.?)\s*([.!]|$)`)

// proComesFirstOn reads such a sentence as "move <pro>'s visit at <place>
// on <day booked> to <new day>." when the word names a pro; the new day
// keeps "at the same time" as said. Without the day booked said ("she
// comes first on Wednesday") it is left alone: which visit is unsure.
func (s *session) proComesFirstOn(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "first") {
		return msg
	}
	m := proComesFirstOnRe.FindStringSubmatchIndex(msg)
	if m == nil || !s.isProCalled(msg[m[6]:m[7]], anyNameWord) {
		return msg
	}
	booked := msg[m[12]:m[13]]
	if wd, ok := weekdays[strings.ToLower(booked)]; ok {
		if d := dotDateRe.FindStringSubmatch(msg[m[10]:m[11]]); d != nil {
			// "first on Wednesday, the 18.03. … not already on Tuesday":
			// the Tuesday just before the day said, not the coming one.
			day, _ := strconv.Atoi(d[1])
			month, _ := strconv.Atoi(d[2])
			at := time.Date(s.now.Year(), time.Month(month), day, 12, 0, 0, 0, time.UTC)
			if at.Before(s.now.AddDate(0, -6, 0)) {
				at = at.AddDate(1, 0, 0)
			}
			for k := 1; k <= 7; k++ {
				if b := at.AddDate(0, 0, -k); b.Weekday() == wd {
					booked = fmt.Sprintf("%d.%d.", b.Day(), int(b.Month()))
					break
				}
			}
		}
	}
	return msg[:m[3]] + "move " + msg[m[6]:m[7]] + "'s visit at " + msg[m[8]:m[9]] + " on " + booked + " to " + msg[m[10]:m[11]] + "." + msg[m[15]:]
}

// dotDateRe is a day and month written with dots: "18.03.", "11.3".
var dotDateRe = mustCompile(`\b(\d{1,2})\.(\d{1,2})\b`)

// relayedCantRe is a pro's can't passed on by the host: "Marcy let me know
// she can't make the turnover …", "Tom told me he won't be able to do
// the dock". Group 1 is the pro, group 2 the can't.
var relayedCantRe = mustCompile(`(?i)\b([a-z][\w'’-]*)\s+(?:let\s+(?:me|us)\s+know|told\s+(?:me|us)|texted\s+(?:me|us)?|called\s+to\s+say|mentioned|said|says)\s+(?:that\s+)?(?:she|he|they)\s+(can't|cant|can’t|cannot|won't|wont|won’t)\s+(make|do|take|cover)\b`)

// relayedCant reads such a relay as the pro's own can't ("Marcy can't make
// the turnover …"), which the handover readers take: the job is the pro's,
// to give to whoever the rest names. Only a pro's name is read so.
func relayedCant(msg string, names map[string]bool) string {
	loc := relayedCantRe.FindStringSubmatchIndex(msg)
	if loc == nil || !names[strings.ToLower(msg[loc[2]:loc[3]])] {
		return msg
	}
	return msg[:loc[0]] + msg[loc[2]:loc[3]] + " " + msg[loc[4]:loc[5]] + " " + msg[loc[6]:]
}

// noOneYetTakeRe is a job said to have nobody yet, then the pro who should
// take it: "The roof and gutter check at the cabin on Thursday the 12th
// doesn't have anybody on it yet. I suppose Joan should take that one, if
// you could put her down for it?", "… and the turnover after they leave on
// the 15th doesn't have anyone yet - could Marcy take it?". Group 1 is the
// job, group 2 the pro.
var noOneYetTakeRe = mustCompile(`(?i)\b(?:the|their)\s+([^.!?;:,]{3,90}?)\s+(?:doesn't|doesnt|doesn’t|does\s+not)\s+have\s+(?:anybody|anyone|someone|somebody|a\s+pro|a\s+cleaner)(?:\s+(?:on\s+it|assigned))?(?:\s+yet)?\s*(?:[.!,;]+|\s[-–—]+)\s*(?:(?:so|i\s+suppose|i\s+guess|i\s+think|maybe|then|well)\s*,?\s+)*(?:(?:could|can|would)\s+)?([a-z][\w'’-]*)\s+(?:(?:should|could|can|would|might\s+as\s+well)\s+)?(?:take|do|cover|handle|grab)\s+(?:it|that(?:\s+one)?|this(?:\s+one)?)\b[^.!?]*[.!?]*`)

// noOneYetTake reads such a message as "give the <job> to <pro>.", the job
// that exists given to the pro; a word that is no pro's name is left as
// it is (asked or read otherwise).
func noOneYetTake(msg string, names map[string]bool) string {
	loc := noOneYetTakeRe.FindStringSubmatchIndex(msg)
	if loc == nil || !names[strings.ToLower(msg[loc[4]:loc[5]])] {
		return msg
	}
	return msg[:loc[0]] + "give the " + msg[loc[2]:loc[3]] + " to " + msg[loc[4]:loc[5]] + "." + msg[loc[1]:]
}
