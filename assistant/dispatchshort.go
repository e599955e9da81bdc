package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// A dispatcher's ticket shorthand (dispatchshort.go), read as the plain
// words the parser knows: "mv all fri jobs @ sloans +1h" (move them an
// hour later), "J#25 -> tmrw 1100" (job 25), "correction: 1300 not 1200"
// (1300 instead of 1200), "new res: SLOANS 3/12-3/14, guest Hoffman x2"
// (2 guests), "alvarez party @ rino now 4 not 3" (4 guests now).

// dispatchMoveRe is "mv", a move: "mv MR cln to 1400".
var dispatchMoveRe = mustCompile(`(?i)(^|[\s.;,:!(])mv\b`)

// dispatchJobNumberRe is a job's number after "J#" or "job#": "J#25",
// "j# 39", "Job#7".
var dispatchJobNumberRe = mustCompile(`(?i)(^|[\s.;,:!(])j(?:ob)?\s?#\s?(\d{1,7})\b`)

// dispatchShiftRe is a shift said as a signed amount: "+1h", "+ 30m",
// "-2 hrs", "+90 min".
var dispatchShiftRe = mustCompile(`(?i)(^|\s)([+-])\s?(\d{1,3}(?:\.5)?)\s?(h|hr|hrs|hour|hours|m|min|mins|minutes)\b`)

// dispatchTimeNotRe is two 24-hour times, the one meant and the one
// denied: "1300 not 1200", "0800, not 0900".
var dispatchTimeNotRe = mustCompile(`\b((?:[01]\d|2[0-3])[0-5]\d)\s*,?\s+not\s+((?:[01]\d|2[0-3])[0-5]\d)\b`)

// dispatchFixTimeRe is a correction that only gives the 24-hour time
// meant and the one denied: "correction: 1300 not 1200", "typo - 0900
// not 0800"; it is the last job's time changed (make it …).
var dispatchFixTimeRe = mustCompile(`(?i)^\s*(?:(?:correction|corr|typo|oops|sorry|actually|edit)\s*[:,—–-]*\s*)?((?:[01]\d|2[0-3])[0-5]\d)\s*,?\s+not\s+((?:[01]\d|2[0-3])[0-5]\d)\s*[.!]*\s*$`)

// dispatchPlusRe is a turnover said with a leading plus in answer to the
// offer of one: "+ turn after co, MR".
var dispatchPlusRe = mustCompile(`(?i)^\s*\+\s*((?:the\s+|a\s+)?(?:turn|turnover|turnover clean|to|cln|clean|cleaning)\b)`)

// dispatchSchedRe is a pro's schedule asked in two words: "RJ sched
// tmrw?", "ray schedule fri?".
var dispatchSchedRe = mustCompile(`(?i)^\s*(?:q\s*:\s*)?([a-z]+)\s+sched(?:ule)?\s+([^?]{1,30}\?)`)

// dispatchStampRe is when word came, logged at the end of a line: ",
// fyi airbnb msg recieved 0640", "- guest text rcvd @ 0715"; a fact,
// never the time of anything asked.
var dispatchStampRe = mustCompile(`(?i)\s*[,;-]?\s*(?:fyi\s+)?(?:(?:airbnb|vrbo|guest|owner|host|platform|their|the|her|his)\s+)?(?:msg|message|text|txt|email|e-mail|vm|voicemail)\s+(?:rec(?:ie|ei)ved|rcvd|recd|rec'?d|came in)\s+(?:@\s*|at\s+)?(?:[01]\d|2[0-3])[0-5]\d\s*[.!]*\s*$`)

// dispatchPartyRe is a party size said as "x2" after the guest's name in
// a reservation: "guest Hoffman x2", "Hoffman party x4".
var dispatchPartyRe = mustCompile(`(?i)\b(res|reservation|guest|guests|party|stay|booking)\b([^.!?;\n]*?[A-Za-z)])\s+x\s?(\d{1,2})\b([^\w/]|$)`)

// dispatchPartyNowRe is a party's new size against its old one: "alvarez
// party @ rino now 4 not 3".
var dispatchPartyNowRe = mustCompile(`(?i)\b(party|group|guests|crew)\b([^.!?;\n]{0,40}?\bnow\s+)(\d{1,2})(\s*,?\s+not\s+)(\d{1,2})\b(\s+(?:guests|people|ppl|pax))?`)

// dispatchStayEdgeRe is a check-in or check-out written "ci"/"co" after
// whoever arrives or leaves, or after "after"/"before"/"til" alone:
// "need someone fri after they ci", "before the kims co", "after co".
var dispatchStayEdgeRe = mustCompile(`(?i)\b(after|before|til|till|until|by|when|once)(\s+(?:they|the\s+[a-z'’]+|[a-z'’]+s|guests?|tenants?))?\s+(ci|co)\b`)

// readDispatchShort returns msg with a dispatcher's shorthand spelled out.
func (s *session) readDispatchShort(msg string) string {
	if !s.codeTaken("mv") {
		msg = dispatchMoveRe.ReplaceAllString(msg, "${1}move")
	}
	msg = dispatchJobNumberRe.ReplaceAllString(msg, "${1}job ${2}")
	msg = dispatchStayEdgeRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := dispatchStayEdgeRe.FindStringSubmatch(m)
		if s.codeTaken(strings.ToLower(sm[3])) {
			return m // "after CO" where a property goes by CO
		}
		edge := " check in"
		if strings.EqualFold(sm[3], "co") {
			edge = " check out"
		}
		if sm[2] == "" {
			edge = map[string]string{" check in": " check-in", " check out": " check-out"}[edge]
		}
		return sm[1] + sm[2] + edge
	})
	msg = dispatchShiftRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := dispatchShiftRe.FindStringSubmatch(m)
		unit := "hour"
		if strings.HasPrefix(strings.ToLower(sm[4]), "m") {
			unit = "minute"
		}
		if sm[3] != "1" {
			unit += "s"
		}
		way := "later"
		if sm[2] == "-" {
			way = "earlier"
		}
		return sm[1] + sm[3] + " " + unit + " " + way
	})
	if m := dispatchSchedRe.FindStringSubmatchIndex(msg); m != nil && s.proCalled(msg[m[2]:m[3]]) {
		msg = msg[:m[2]] + "what does " + msg[m[2]:m[3]] + " have " + msg[m[4]:]
	}
	msg = dispatchStampRe.ReplaceAllString(msg, "")
	msg = dispatchFixTimeRe.ReplaceAllString(msg, "make it ${1} instead of ${2}")
	msg = dispatchTimeNotRe.ReplaceAllString(msg, "${1} instead of ${2}")
	msg = dispatchPartyRe.ReplaceAllString(msg, "${1}${2}, ${3} guests${4}")
	return dispatchPartyNowRe.ReplaceAllStringFunc(msg, func(m string) string {
		sm := dispatchPartyNowRe.FindStringSubmatch(m)
		if sm[6] != "" {
			return m
		}
		return sm[1] + sm[2] + sm[3] + " guests" + sm[4] + sm[5]
	})
}

// codeTaken reports whether a property goes by code: its nickname, or
// the initials of its nickname's words ("MV" for Mountain View).
func (s *session) codeTaken(code string) bool {
	for _, a := range s.addrs {
		if a.Nickname == nil {
			continue
		}
		if ws := words(*a.Nickname); strings.EqualFold(*a.Nickname, code) || strings.EqualFold(initialsOf(ws), code) {
			return true
		}
	}
	return false
}

// plusAsYes reads a leading plus answering the offer of a turnover as
// the yes it is: "Want me to set up the turnover clean after check-out?"
// → "+ turn after co, MR" (book it, with Maria Ruiz).
func plusAsYes(msg string, history []*steward.Message) string {
	if o := offerOf(history); o == nil || o.Kind != kindTurnover {
		return msg
	}
	return dispatchPlusRe.ReplaceAllString(msg, "yes ${1}")
}

// proCalled reports whether w is an active pro's first name or the
// initials of their name ("ray", "RJ" for Ray Jaramillo).
func (s *session) proCalled(w string) bool {
	for _, p := range s.pros {
		if !p.Active {
			continue
		}
		ws := strings.Fields(strings.ToLower(p.Name))
		if len(ws) > 0 && (strings.EqualFold(ws[0], w) || len(ws) > 1 && w == strings.ToUpper(initialsOf(ws))) {
			return true
		}
	}
	return false
}
