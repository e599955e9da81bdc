package assistant

import (
	"strings"
)

// fix82b: more of the ways a host (here an Indian-English one) writes
// what the engine already does:
//
//   - "what is the status of the Panjim cleaning tomorrow? who is coming
//     and what time?": a job's status asked, read as "who is doing …",
//     whose answer gives the pro, the time and the status (the follow-up
//     questions it answers are read past);
//   - "Mike is coming 4.30 pm tomorrow to Hoboken for the sink, not 1 pm":
//     a pro's visit at a new hour, the old one denied, read as a move;
//   - "Electrician needed at Panjim flat, inverter is not working. D'Souza
//     on 10/03 at 4.30 pm pls.": a sentence of only a pro and a when is
//     the who and when of the request before it;
//   - "Water leakage … Send plumber asap.": an emergency sent to a trade
//     no pro is known as is booked without a pro, and the reply says so;
//   - "inverter is not charging": a fault, not a question about a price.

// statusOfRe is "what is the status of <job>" (also "what's the status
// of", "status of", "any update on"), up to the question's end.
var statusOfRe = mustCompile(`(?i)^(?:(?:hi|hello|hey)[,!]?\s+)?(?:(?:pls|please|kindly)\s+)?(?:(?:what\s+is|what's|whats|wat\s+is)\s+(?:the\s+)?status\s+(?:of|on|for)|(?:any\s+)?(?:update|status)\s+(?:on|of|for))\s+([^?.!]+)(\?|[.!]|$)`)

// statusFollowUpRe is a question after a status question that its answer
// already gives: who is coming, at what time, whether it is confirmed.
var statusFollowUpRe = mustCompile(`(?i)^(?:(?:and|also)\s+)?(?:(?:who\s+is|who's|whos)\s+(?:coming|doing\s+it|going)|what\s+time|(?:at\s+)?what\s+time\s+(?:is\s+it|are\s+they\s+coming)|is\s+it\s+confirmed|has\s+it\s+been\s+confirmed|is\s+(?:she|he|they)\s+confirmed|confirmed)(?:\s+and\s+(?:what\s+time|at\s+what\s+time|when|is\s+it\s+confirmed))?\s*[?.!]*\s*$`)

// determinedRe is a job said with its determiner ("the", "my", …);
// leadingToRe and toNameRe are a "to" before a time, and before a name
// (proComingNot).
var (
	determinedRe = mustCompile(`(?i)^(the|my|our|this|that|today's|tomorrow's)\b`)
	leadingToRe  = mustCompile(`(?i)^to\s+`)
	toNameRe     = mustCompile(`(?i)\s+to\s+([A-Z])`)
)

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
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	changed := false
	for i, sent := range sents {
		m := proComingNotRe.FindStringSubmatch(strings.TrimSpace(sent))
		if m == nil || !s.isProWord(m[1]) {
			continue
		}
		rest := m[2]
		loc := clockRe.FindStringSubmatchIndex(rest)
		if loc == nil || clockRe.FindAllStringIndex(rest, -1)[0][0] != loc[0] || len(clockRe.FindAllString(rest, -1)) != 1 {
			continue
		}
		at := rest[loc[2]:loc[3]]
		rest = strings.TrimSpace(rest[:loc[0]] + " " + rest[loc[1]:])
		rest = leadingToRe.ReplaceAllString(rest, "at ")
		rest = toNameRe.ReplaceAllString(rest, " at $1")
		sents[i] = "move " + m[1] + "'s visit " + strings.Join(strings.Fields(rest), " ") + " to " + at + m[4]
		changed = true
	}
	if !changed {
		return msg
	}
	return joinSentences(sents, seps)
}

// isProWord reports whether w is the first or last name of one of the
// account's pros.
func (s *session) isProWord(w string) bool {
	w = strings.ToLower(strings.TrimSuffix(strings.ReplaceAll(w, "’", "'"), "'s"))
	for _, p := range s.pros {
		for _, n := range strings.Fields(strings.ToLower(strings.ReplaceAll(p.Name, "’", "'"))) {
			if n == w {
				return true
			}
		}
	}
	return false
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
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	if len(sents) < 2 {
		return msg
	}
	changed := false
	for i := 1; i < len(sents); i++ {
		m := proWhenAloneRe.FindStringSubmatch(strings.TrimSpace(sents[i]))
		if m == nil || strings.HasSuffix(m[1], "'s") || strings.HasSuffix(m[1], "’s") || !s.isProWord(m[1]) || i-1 >= len(seps) || strings.Contains(seps[i-1], "?") ||
			jobWordRe.MatchString(m[2]) || proWhenActRe.MatchString(m[2]) {
			// ("Lakeshore's friday turnover … to noon": a request of its own)
			continue
		}
		seps[i-1] = ", "
		sents[i] = "with " + m[1] + " " + m[2]
		changed = true
	}
	if !changed {
		return msg
	}
	return joinSentences(sents, seps)
}

// sendTradeNowRe is a last sentence that sends a trade at once, after the
// sentence that says the problem: "… Send plumber asap.", "… pls send an
// electrician urgently".
var sendTradeNowRe = mustCompile(`(?i)^(?:(?:pls|please|plz|kindly)\s+)?send\s+(?:a\s+|an\s+|the\s+|some\s+)?(plumber|electrician|handyman|carpenter|technician|ac\s+technician|ac\s+guy|mechanic|locksmith|painter|pest\s+control|someone|somebody|someone\s+to\s+check)\s+(asap|urgently|immediately|right\s+away|now|today\s+itself|at\s+the\s+earliest)\s*[.!]*\s*$`)

// sendTradeNow joins a sentence that sends a trade at once
// (sendTradeNowRe) to the problem said before it, so that the visit is
// for that problem (its notes name it) and urgent.
func sendTradeNow(msg string) string {
	sents := sentenceSplitRe.Split(msg, -1)
	seps := sentenceSplitRe.FindAllString(msg, -1)
	n := len(sents)
	if n < 2 || n-2 >= len(seps) || strings.Contains(seps[n-2], "?") || !sendTradeNowRe.MatchString(strings.TrimSpace(sents[n-1])) {
		return msg
	}
	seps[n-2] = ", "
	sents[n-1] = strings.ToLower(sents[n-1][:1]) + sents[n-1][1:]
	return joinSentences(sents, seps)
}

// joinSentences puts sentences split by sentenceSplitRe back together
// with their separators.
func joinSentences(sents, seps []string) string {
	var b strings.Builder
	for i, s := range sents {
		b.WriteString(s)
		if i < len(seps) {
			b.WriteString(seps[i])
		}
	}
	return b.String()
}

// readFix82b applies the readings above to a message.
func (s *session) readFix82b(msg string) string {
	out := statusQuestion(msg)
	out = s.proComingNot(out)
	out = s.proWhenAlone(out)
	out = sendTradeNow(out)
	out = itReasonAfter(out)
	return out
}

// notChargingRe is a thing that will not charge: "the inverter is not
// charging", "golf cart stopped charging", "battery won't charge".
var notChargingRe = mustCompile(`(?i)\b(?:not|isn't|isnt|is\s+not|stopped|won't|wont|doesn't|doesnt|not\s+getting|no)\s+(?:charging|charge|charged)\b`)

// notCharging reports whether the words say a thing does not charge: a
// fault, not a question about a price.
func notCharging(toks []token) bool {
	var ws []string
	for _, t := range toks {
		ws = append(ws, t.s)
	}
	return notChargingRe.MatchString(strings.Join(ws, " "))
}

// urgentWithoutRole books an emergency sent to a pro named only by trade
// ("send plumber asap") that no pro is known as: without a pro, rather
// than asking first, and the reply says who to name.
func (s *session) urgentWithoutRole(in request) (step, error) {
	role := in.rolePro
	in.rolePro = ""
	st, err := s.schedule(in)
	if err == nil && len(st.changes) > 0 {
		say := st.changes[0].say
		st.changes[0].say = func(w written) string {
			return say(w) + " It has no pro yet: I don't know who “" + role + "” is, so tell me who should go."
		}
	}
	return st, err
}

// itReasonAfterRe is a move of the job talked about, to a new hour, then
// why: "pls make it 1 pm, the agency girls need time to come from
// Panjim", "move it to 11 am as the guests leave late".
var itReasonAfterRe = mustCompile(`(?i)^((?:(?:ok|okay|fine|alright)[.,!]?\s+)?(?:(?:pls|please|kindly)\s+)?(?:make|move|shift|push|change|reschedule)\s+it\s+(?:to\s+)?(?:at\s+)?\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))\s*[,;-]+\s*((?:as|since|because|bcoz|coz|cos|the|they|she|he)\s+[^.!?]+?)\s*[.!]*\s*$`)

// reasonActWords are words that make a clause a request, not a reason.
var reasonActWords = mustCompile(`(?i)\b(?:cancel|book|add|assign|give|move|shift|schedule|also|and\s+(?:the|move|make)|\d{1,2}(?:[.:]\d{2})?\s*(?:am|pm)|\d{1,2}(?:st|nd|rd|th)|today|tomorrow|tmrw|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)

// itReasonAfter reads past the reason said after moving the job talked
// about ("make it 1 pm, the agency girls need time to come from Panjim"):
// a place it names is where the pros come from, not the job's place. A
// reason that asks for anything (a day, an hour, a request word) stays.
func itReasonAfter(msg string) string {
	m := itReasonAfterRe.FindStringSubmatch(strings.TrimSpace(msg))
	if m == nil || reasonActWords.MatchString(m[2]) {
		return msg
	}
	return m[1]
}

// urgentRoleNote is what the reply of an emergency booked without a pro
// adds when the host sent a trade no pro is known as ("pls send
// electrician urgently"): that it has no pro yet, and who to name.
func urgentRoleNote(in request) string {
	if !in.Urgent || in.ProID != 0 || in.rolePro == "" {
		return ""
	}
	return " It has no pro yet: I don't know who “" + in.rolePro + "” is, so tell me who should go."
}
