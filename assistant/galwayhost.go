package assistant

import (
	"strconv"
	"strings"
)

// An Irish-Polish host's quick phrasings, put into the forms the readers
// after them know (fixs27K): "Clean Team to stock Clifden" (a restock),
// "Put him instead Monday 10 in Clifden" (10 o'clock), "put on her job to
// check also the CO alarm" (a note on her job), "while he's there the
// light … is gone too, add it to his job" (a note on the job just named),
// "no no, half 12, sorry, she said half" (12:30).

// stockVerbRe is "stock" as a verb after "to" ("Clean Team to stock
// Clifden"): restocking, never a cleaning ("and stock it Friday" is read
// already).
var stockVerbRe = mustCompile(`(?i)(\bto\s+)stock\s+(?:up\s+)?`)

// weekdayBareHourRe is a weekday followed by a bare hour and then "in" a
// place, a comma and words, or the end ("Monday 10 in Clifden"): the hour
// of that day, when no other hour follows (weekdayBareHour).
var weekdayBareHourRe = mustCompile(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(1[0-2]|[1-9])(\s+in\b|\s*,\s*[a-z]|\s*$)`)

// laterHourRe is an hour said after it ("Thursday 12, at 2pm", "Tuesday
// 10.3., 10 o'clock"): the number was the day of the month.
var laterHourRe = mustCompile(`(?i)\bat\s+\d|\d[:.]\d|\d\s*(?:am|pm|a\.m|p\.m)\b|o'?\s*clock|\bhalf\s+\w|\bnoon\b|\bmidday\b`)

// startNotRe is "to start <place> (day) at <hour> not <hour>": the second
// hour is the job's own, "instead of" (group 1 up to the new hour, group
// 2 the old one).
var startNotRe = mustCompile(`(?i)(\bto\s+start\s+[^.!?;,]{2,60}?\bat\s+(?:half\s+)?[\w:]+)\s+not\s+(\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?)\b`)

// anotherHouseAfterRe is the reason given with a move ("…, they have
// another house after in Maam Cross"): the pro's day, no place or job of
// the host's.
var anotherHouseAfterRe = mustCompile(`(?i)[,.;]\s*(?:they|he|she)(?:'ve|’ve|\s+have|\s+has)\s+(?:got\s+)?another\s+(?:house|place|job|clean|cleaning)\s+(?:after|before|later)\b[^.!?]*`)

// saidHalfRe is "she said half" after a corrected time: the host's own
// reason, no request.
var saidHalfRe = mustCompile(`(?i)[,;.]?\s*(?:she|he|they)\s+said\s+half\b[.!]*`)

// putPronounThenRe is "put him then" after a day and hour said: move the
// job of the pro named before to that time.
var putPronounThenRe = mustCompile(`(?i)\bput\s+(him|her|them)\s+then\b`)

// putOnHerJobRe is "put on her job to check also …": a note on that pro's
// job (group 1 whose, group 2 the note).
var putOnHerJobRe = mustCompile(`(?i)\bput\s+on\s+(her|his|their)\s+job\s+(?:to\s+)?(.{3,})$`)

// whileThereAddRe is "and while he's there <something> is gone too, add
// it to his job": the words are a note on the job just named (group 1 the
// note, group 2 whose).
var whileThereAddRe = mustCompile(`(?i)\band\s+while\s+(?:he|she|they)(?:'s|’s|\s+is|\s+are|'re|’re)\s+there\s*,?\s+(.{3,}?)\s*,\s*(?:pls\s+|please\s+)?add\s+(?:it|that|this)\s+to\s+(his|her|their)\s+job\b[.!]*`)

// oClockSpacedRe is "Saturday 9 o clock" without its apostrophe, after a
// weekday or "at": "9 o'clock" (it was read as no hour, and a move kept
// the job's own; "same 10 o clock" is read already).
var oClockSpacedRe = mustCompile(`(?i)\b((?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|at\s+)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+o\s+clock\b`)

// halfHourInsteadRe is an Irish/British "half eleven" (11:30) said as a
// job's new hour beside the old one: "at half eleven instead of 10", "to
// half two not 1", "at half 9 rather than 9" (group 1 the word before,
// group 2 the hour, group 3 the old hour). "half an hour", "half past"
// and a half said alone are left to the readers after.
var halfHourInsteadRe = mustCompile(`(?i)\b(at|to|for|by|around|@)\s+half\s+(1[0-2]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:instead\s+of|insted\s+of|not|rather\s+than)\s+((?:at\s+)?(?:1[0-2]|[1-9]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon))\b`)

// halfHourInstead puts such a half hour as the clock time, the old hour
// after "instead of" ("at 11:30 instead of 10"): the new hour is the half
// hour, and the old one only names the job. It runs after galwayPhrasings
// (startNotRe reads "to start … at half 8 not 10" with its reason).
func halfHourInstead(msg string) string {
	if !strings.Contains(strings.ToLower(msg), "half") {
		return msg
	}
	return halfHourInsteadRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := halfHourInsteadRe.FindStringSubmatch(m)
		h := sub[2]
		if n, ok := numberWords[strings.ToLower(h)]; ok {
			h = strconv.Itoa(n)
		}
		return sub[1] + " " + h + ":30 instead of " + sub[3]
	})
}

// galwayPhrasings puts the host's phrasings into the plain forms.
func galwayPhrasings(msg string) string {
	msg = oClockSpacedRe.ReplaceAllString(msg, "$1$2 o'clock")
	msg = stockVerbRe.ReplaceAllString(msg, "${1}restock ")
	msg = weekdayBareHour(msg)
	if m := startNotRe.FindStringIndex(msg); m != nil {
		msg = startNotRe.ReplaceAllString(msg[:m[1]], "$1 instead of $2") + anotherHouseAfterRe.ReplaceAllString(msg[m[1]:], "")
	}
	msg = putPronounThenRe.ReplaceAllString(msg, "move $1 then")
	msg = saidHalfRe.ReplaceAllString(msg, "")
	msg = putOnHerJobRe.ReplaceAllString(msg, "add a note to $1 job: $2")
	msg = whileThereAddRe.ReplaceAllString(msg, "and add a note to $2 job: $1")
	return msg
}

// weekdayBareHour puts "at" between a weekday and its bare hour ("Monday
// 10 in Clifden": "Monday at 10 in Clifden"), unless another hour is said
// after it.
func weekdayBareHour(msg string) string {
	m := weekdayBareHourRe.FindStringSubmatchIndex(msg)
	if m == nil || laterHourRe.MatchString(msg[m[1]:]) {
		return msg
	}
	return msg[:m[0]] + msg[m[2]:m[3]] + " at " + msg[m[4]:m[5]] + msg[m[6]:]
}
