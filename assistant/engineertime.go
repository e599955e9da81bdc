package assistant

import (
	"strings"
)

// Engineer's time notation: a host who writes offsets and dates as an
// engineer does — "T+2h after the Hendersons check out", "48 h before the
// Lindgrens arrive", "T+1h after checkout", "Thu 12-MAR 1300h".
// withEngineerTimes reads them as the plain words the anchor and date
// readers know ("2 hours after …", "48 hours before …", "12 Mar 1300
// hrs"). "48 h" is only read as hours where "after"/"before" follows it
// (what it counts from is then said); a bare "T+2h" says an offset from
// an event not named, and is asked about.

// tPlusRe is "T+2h", "T + 90 min", "T-1h": that long after (before) the
// event said next ("after checkout", "from arrival"). With no event said
// ("restock Sun T+2h"), it is read as "2 hours after" and nothing more,
// so the time is asked, never guessed.
var tPlusRe = mustCompile(`(?i)\bT\s?([+-])\s?(\d{1,3})\s?(h|hr|hrs|hours?|m|min|mins|minutes?)\b(?:\.?(\s+(?:after|before|from|past)\b))?`)

// shortHoursRe is "48 h", "2h", "3hr" before after/before: hours. (A
// 24-hour time "1300h" has four digits and is read by hhmmHRe.)
var shortHoursRe = mustCompile(`(?i)\b(\d{1,3})\s?(?:h|hr)\.?(\s+(?:after|before)\b)`)

// hhmmHRe is a 24-hour time run together with its "h": "1300h", "0930h".
var hhmmHRe = mustCompile(`(?i)\b([01]\d|2[0-3])([0-5]\d)h\b`)

// dayMonRe is a day and a month's short name joined by hyphens, the year
// optional: "12-MAR", "09-Mar-26", "9-mar-2026".
var dayMonRe = mustCompile(`(?i)\b(0?[1-9]|[12]\d|3[01])-(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)(?:-(\d{2}|\d{4}))?\b`)

// withEngineerTimes returns msg with the engineer's time notation read as
// plain words.
func withEngineerTimes(msg string) string {
	if !strings.ContainsAny(msg, "0123456789") {
		return msg
	}
	msg = tPlusRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := tPlusRe.FindStringSubmatch(m)
		n, unit := sub[2], "hour"
		if strings.HasPrefix(strings.ToLower(sub[3]), "m") {
			unit = "minute"
		}
		if n != "1" {
			unit += "s"
		}
		dir := sub[4]
		switch l := strings.ToLower(strings.TrimSpace(dir)); {
		case l == "from" || l == "past":
			dir = " after"
		case l == "" && sub[1] == "-":
			dir = " before"
		case l == "":
			dir = " after"
		}
		return n + " " + unit + dir
	})
	msg = shortHoursRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := shortHoursRe.FindStringSubmatch(m)
		unit := "hours"
		if sub[1] == "1" {
			unit = "hour"
		}
		return sub[1] + " " + unit + sub[2]
	})
	msg = hhmmHRe.ReplaceAllString(msg, "$1$2 hrs")
	msg = dayMonRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := dayMonRe.FindStringSubmatch(m)
		mon := strings.ToUpper(sub[2][:1]) + strings.ToLower(sub[2][1:3])
		out := sub[1] + " " + mon
		if y := sub[3]; len(y) == 4 {
			out += " " + y
		} else if y != "" {
			out += " 20" + y
		}
		return out
	})
	return msg
}
