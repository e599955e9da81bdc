package main

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward/assistant"
)

// whenPhrase matches "[today|tomorrow|YYYY-MM-DD] [at] H[:MM][am|pm]".
var whenPhrase = regexp.MustCompile(`^(today|tomorrow|\d{4}-\d{2}-\d{2})(?:[ t]+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?)?$`)

// readWhen reads a local date and time in loc relative to now: a date
// (YYYY-MM-DD, today or tomorrow) with an optional time of day (15:00, 3pm,
// 3:30 pm); a date alone means 10:00, when cleaners usually start.
//
// Anything else goes to the assistant's date reader, so the CLI understands
// the same phrases as the AI property manager ("next Monday at 10",
// "December 3 at 2:30 pm", "in 3 days at noon").
func readWhen(s string, now time.Time, loc *time.Location) (time.Time, bool) {
	m := whenPhrase.FindStringSubmatch(strings.ToLower(strings.TrimSpace(s)))
	if m == nil {
		w, ok := assistant.ReadWhen(s, now, loc)
		if !ok {
			return time.Time{}, false
		}
		return w.Time(now, loc, 10, 0), true
	}
	local := now.In(loc)
	day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	switch m[1] {
	case "today":
	case "tomorrow":
		day = day.AddDate(0, 0, 1)
	default:
		d, err := time.ParseInLocation("2006-01-02", m[1], loc)
		if err != nil {
			return time.Time{}, false
		}
		day = d
	}
	hour, minute := 10, 0
	if m[2] != "" {
		hour, _ = strconv.Atoi(m[2])
		if m[3] != "" {
			minute, _ = strconv.Atoi(m[3])
		}
		switch m[4] {
		case "am":
			if hour == 12 {
				hour = 0
			}
		case "pm":
			if hour < 12 {
				hour += 12
			}
		}
		if hour > 23 || minute > 59 || (m[4] != "" && (hour == 0 && m[2] == "0")) {
			return time.Time{}, false
		}
	}
	return time.Date(day.Year(), day.Month(), day.Day(), hour, minute, 0, 0, loc), true
}
