package assistant

import (
	"slices"
	"time"
)

// weekdayAgain dates a later part's weekday said alone by the date an
// earlier part of the message gave that weekday: "out tues the 17th
// instead of mon … and move carmens turnover to tues too" is Tuesday the
// 17th, never the Tuesday to come. Two such dates leave it as read.
func weekdayAgain(out []request) {
	for k := 1; k < len(out); k++ {
		in := &out[k]
		w := in.NewWhen
		if w == nil {
			w = in.When
		}
		if w == nil || !w.HasDate {
			continue
		}
		wd, ok := bareWeekday(tokenize(in.rawText))
		if !ok || dateOf(*w).Weekday() != wd {
			continue
		}
		d := saidWithWeekday(out[:k], wd)
		if d == nil || dateOf(*d).Equal(dateOf(*w)) {
			continue
		}
		nw := *w
		nw.Year, nw.Month, nw.Day = d.Year, d.Month, d.Day
		for i := range in.dates {
			if in.dates[i].HasDate && dateOf(in.dates[i]).Equal(dateOf(*w)) {
				in.dates[i].Year, in.dates[i].Month, in.dates[i].Day = d.Year, d.Month, d.Day
			}
		}
		if in.NewWhen != nil {
			in.NewWhen = &nw
		} else {
			in.When = &nw
		}
	}
}

// dateOf is the calendar day of w.
func dateOf(w When) time.Time {
	return time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, time.UTC)
}

// bareWeekday is the one weekday toks say with no date, no "next" or
// "this" beside it ("to tues too").
func bareWeekday(toks []token) (time.Weekday, bool) {
	var found []time.Weekday
	for i, t := range toks {
		wd, ok := weekdays[t.s]
		if !ok {
			continue
		}
		if i > 0 && slices.Contains([]string{"next", "this", "following", "last", "every", "each"}, toks[i-1].s) || dayNumberAfter(toks, i) {
			return 0, false
		}
		found = append(found, wd)
	}
	if len(found) != 1 {
		return 0, false
	}
	return found[0], true
}

// dayNumberAfter reports whether a day of the month follows the weekday
// at toks[i]: "tues the 17th", "tues 17", "tue 3/17".
func dayNumberAfter(toks []token, i int) bool {
	for j := i + 1; j < len(toks) && j <= i+2; j++ {
		if t := toks[j].s; t != "" && t[0] >= '0' && t[0] <= '9' {
			return true
		}
		if toks[j].s != "the" {
			return false
		}
	}
	return false
}

// saidWithWeekday is the one date the parts before gave weekday wd with
// its day of the month ("tues the 17th"); nil for none or several.
func saidWithWeekday(before []request, wd time.Weekday) *When {
	var found *When
	for _, p := range before {
		toks := tokenize(p.rawText)
		said := false
		for i, t := range toks {
			said = said || weekdays[t.s] == wd && isWeekdayWord(t.s) && dayNumberAfter(toks, i)
		}
		if !said {
			continue
		}
		for _, w := range []*When{p.NewWhen, p.When} {
			if w == nil || !w.HasDate || dateOf(*w).Weekday() != wd {
				continue
			}
			if found != nil && !dateOf(*found).Equal(dateOf(*w)) {
				return nil
			}
			found = w
		}
	}
	return found
}
