package assistant

import (
	"strconv"
	"strings"
	"time"
)

// Mandarin habits in English: a Mandarin-speaking host writes dates the
// Chinese way and drops "in the" before the part of the day, and the
// engine reads them as the English it means.
//
//   - "3月13日" (month 3, day 13) is "March 13";
//   - "16号", "16日" (the 16th, of this month or the next) is "the 16th";
//   - "Tuesday 10号" is "Tuesday the 10th";
//   - "Sunday 15", a weekday then a bare number from 13 on (never an
//     hour) that is that weekday's date within the next few weeks, is
//     "Sunday the 15th", never 15 jobs;
//   - "2 o'clock afternoon", "9 o'clock morning" is "2 o'clock in the
//     afternoon", "9 o'clock in the morning".
//
// Example: "Help me book Master Li Whistler cabin Tuesday 10号 2 o'clock
// afternoon" is "… Tuesday the 10th 2 o'clock in the afternoon".

// hanMonthDayRe is "3月13日" or "3月13号": group 1 the month, 2 the day.
var hanMonthDayRe = mustCompile(`(\d{1,2})\s*月\s*(\d{1,2})\s*[日号號]`)

// hanDayRe is "16号", "16日": the day of the month alone.
var hanDayRe = mustCompile(`(\d{1,2})\s*[日号號]`)

// dayThenWeekdayRe is "the 12th Thursday", as "12号 Thursday" is read:
// group 1 the day, 2 the weekday.
var dayThenWeekdayRe = mustCompile(`(?i)\bthe (\d{1,2}(?:st|nd|rd|th)) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)

// weekdayNumberRe is a weekday then a bare number, then a word, a comma
// or the end: "Sunday 15 cleaning", "sun 15," — not "Sunday 15:30",
// "Fri 3/13", "Thursday 12-3" or "Sunday 15th".
var weekdayNumberRe = mustCompile(`(?i)\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\s+(\d{1,2})(\s+[a-z]|\s*,|\s*$)`)

// clockWordAfterRe is the word after "Sunday 10" when the number is the
// hour: "am", "pm", "h", "o'clock". Days before the 13th are read as
// dates never, for "Tuesday 10" is as often 10 o'clock.
var clockWordAfterRe = mustCompile(`(?i)^\s+(?:am|pm|a|p|h|hr|hrs|o'?clock|oclock)\b`)

// clockPartRe is "2 o'clock afternoon": the part of the day said right
// after the hour, without "in the".
var clockPartRe = mustCompile(`(?i)\b(\d{1,2}\s*o'?clock)\s+(morning|afternoon|evening)\b`)

var monthNamesEn = [...]string{"", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// dayOrdinal is "13th", "1st", "22nd".
func dayOrdinal(d int) string {
	s := strconv.Itoa(d)
	switch {
	case d%100 >= 11 && d%100 <= 13:
		return s + "th"
	case d%10 == 1:
		return s + "st"
	case d%10 == 2:
		return s + "nd"
	case d%10 == 3:
		return s + "rd"
	}
	return s + "th"
}

// fromMandarinDates reads a Mandarin-speaking host's dates and parts of
// the day as plain English (see above); now dates "Sunday 15".
func fromMandarinDates(msg string, now time.Time) string {
	if strings.ContainsAny(msg, "月日号號") {
		msg = hanMonthDayRe.ReplaceAllStringFunc(msg, func(m string) string {
			g := hanMonthDayRe.FindStringSubmatch(m)
			mo, _ := strconv.Atoi(g[1])
			d, _ := strconv.Atoi(g[2])
			if mo < 1 || mo > 12 || d < 1 || d > 31 {
				return m
			}
			return " " + monthNamesEn[mo] + " " + strconv.Itoa(d) + " "
		})
		msg = hanDayRe.ReplaceAllStringFunc(msg, func(m string) string {
			g := hanDayRe.FindStringSubmatch(m)
			d, _ := strconv.Atoi(g[1])
			if d < 1 || d > 31 {
				return m
			}
			return " the " + dayOrdinal(d) + " "
		})
		msg = strings.Join(strings.Fields(msg), " ")
		msg = strings.ReplaceAll(msg, " ,", ",")
		msg = dayThenWeekdayRe.ReplaceAllString(msg, "${2} the ${1}") // "12号 Thursday": "Thursday the 12th"
	}
	if weekdayNumberRe.MatchString(msg) {
		msg = weekdayNumberRe.ReplaceAllStringFunc(msg, func(m string) string {
			g := weekdayNumberRe.FindStringSubmatch(m)
			d, _ := strconv.Atoi(g[2])
			if d < 13 || clockWordAfterRe.MatchString(g[3]) || !weekdayOnDay(g[1], d, now) {
				return m
			}
			return g[1] + " the " + dayOrdinal(d) + g[3]
		})
	}
	return clockPartRe.ReplaceAllString(msg, "${1} in the ${2}")
}

// weekdayOnDay reports whether day d of this month or the next, within
// five weeks of now, falls on the weekday named: "Sunday 15" on a
// Sunday the 15th.
func weekdayOnDay(name string, d int, now time.Time) bool {
	if d < 1 || d > 31 {
		return false
	}
	wd, ok := weekdayAbbrev(strings.ToLower(name))
	if !ok {
		return false
	}
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	for _, m := range []int{0, 1} {
		t := time.Date(now.Year(), now.Month()+time.Month(m), d, 0, 0, 0, 0, now.Location())
		if t.Day() != d || t.Before(today) || t.Sub(today) > 35*24*time.Hour {
			continue
		}
		return t.Weekday() == wd
	}
	return false
}

// weekdayAbbrev is the weekday a name or its short form names.
func weekdayAbbrev(w string) (time.Weekday, bool) {
	for i, full := range []string{"sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"} {
		if w == full || len(w) >= 3 && strings.HasPrefix(full, w) {
			return time.Weekday(i), true
		}
	}
	return 0, false
}

// readMandarinDates reads the host's message and history with
// fromMandarinDates.
func (s *session) readMandarinDates(req Request) Request {
	return rewriteRequest(req, func(msg string) string { return fromMandarinDates(msg, s.now) })
}
