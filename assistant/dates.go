package assistant

import (
	"slices"
	"strconv"
	"strings"
	"time"
)

// When is a date and time read from a message: a calendar date and, when
// the message gave one, a time of day. It is civil (no zone): the property
// the request is about decides the zone, so "Friday at 10" is 10:00 there.
type When struct {
	HasDate bool       `json:"has_date"`
	Year    int        `json:"year,omitempty"`
	Month   time.Month `json:"month,omitempty"`
	Day     int        `json:"day,omitempty"`
	HasTime bool       `json:"has_time"`
	Hour    int        `json:"hour,omitempty"`
	Minute  int        `json:"minute,omitempty"`
	// Soft marks a vague time of day ("morning", "afternoon").
	Soft bool `json:"soft,omitempty"`

	start, end int    // token span
	prep       string // the word before the expression ("to", "from", "on")
	// plainWeekday: the date is a weekday said alone ("thursday"), read
	// as the next one to come; "push it to thursday" may mean a later one.
	plainWeekday bool
	// clash: a part of the day and an hour it cannot have ("friday
	// morning at 3", "evening at 2"): which the host means is asked.
	clash bool
	// was: the time the job has now, said as the one replaced ("at
	// eleven rather than ten", "instead of at eleven", "not at 10").
	was bool
}

// partHour is the hour of "<part of the day> at <hour>": the hour read,
// or its other half of the day when only that fits the part ("evening at
// 8" is 20:00 though a bare 8 reads as morning); clash when neither fits
// and the half was not said ("morning at 3").
func partHour(part, h int, explicit bool) (int, bool) {
	fits := func(h int) bool {
		switch {
		case part >= 5 && part <= 11: // morning
			return h >= 5 && h <= 12
		case part >= 12 && part <= 15: // afternoon
			return h >= 12 && h <= 18
		case part >= 16: // evening, night
			return h >= 16 && h <= 23
		}
		return true
	}
	if fits(h) || explicit {
		return h, false
	}
	if alt := (h + 12) % 24; fits(alt) {
		return alt, false
	}
	return h, true
}

// explicitHalf reports whether a time's words say its half of the day:
// "3pm", "3 p.m.", "15:00", "0900".
func explicitHalf(toks []token) bool {
	for _, t := range toks {
		w := strings.TrimRight(t.s, ".")
		if w == "am" || w == "pm" || w == "a" || w == "p" || strings.HasSuffix(w, "am") || strings.HasSuffix(w, "pm") ||
			strings.HasSuffix(w, "a.m") || strings.HasSuffix(w, "p.m") {
			return true
		}
		if d := strings.SplitN(w, ":", 2)[0]; isDigits(d) && (len(d) == 2 && d[0] == '0' || len(d) >= 2 && d >= "13") {
			return true
		}
	}
	return false
}

// Time returns w in loc. A date-only When gets the default time of day
// defHour:defMin; a time-only When is today, or tomorrow when that time has
// passed. A wall time that does not exist (2:30 on the spring-forward
// night) moves forward by the gap, to 3:30 on the new offset.
func (w When) Time(now time.Time, loc *time.Location, defHour, defMin int) time.Time {
	local := now.In(loc)
	y, m, d := local.Date()
	if w.HasDate {
		y, m, d = w.Year, w.Month, w.Day
	}
	h, mi := defHour, defMin
	if w.HasTime {
		h, mi = w.Hour, w.Minute
	}
	t := wallTime(y, m, d, h, mi, loc)
	if !w.HasDate && w.HasTime && !t.After(now) {
		t = wallTime(y, m, d+1, h, mi, loc)
	}
	return t
}

// wallTime is time.Date, except that a wall time skipped by a DST change
// lands after the change rather than (as Go may choose) before it.
func wallTime(y int, m time.Month, d, h, mi int, loc *time.Location) time.Time {
	t := time.Date(y, m, d, h, mi, 0, 0, loc)
	if t.Hour() != h || t.Minute() != mi {
		_, before := t.Zone()
		_, after := t.Add(3 * time.Hour).Zone()
		if gap := after - before; gap > 0 {
			t2 := time.Date(y, m, d, h, mi, 0, 0, loc).Add(time.Duration(gap) * time.Second)
			if t2.Hour() != t.Hour() || t2.Minute() != t.Minute() {
				t = t2
			}
		}
	}
	return t
}

// ReadWhen reads the first date and time expression of phrase, relative to
// now in loc. ok is false when the phrase has none.
func ReadWhen(phrase string, now time.Time, loc *time.Location) (w When, ok bool) {
	all := readDates(tokenize(phrase), now, loc)
	if len(all) == 0 {
		return When{}, false
	}
	return all[0], true
}

var months = map[string]time.Month{
	"january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
	"june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
	"october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
}

var weekdays = map[string]time.Weekday{
	"sunday": 0, "sun": 0, "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3, "wed": 3,
	"thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6,
}

var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3,
}

// fillers may sit between a date and its time ("Friday at 3pm").
var fillers = map[string]bool{"at": true, "on": true, "by": true, "around": true, "about": true, "@": true, "the": true, "in": true, "of": true, "say": true, "like": true}

// atom is one piece of a date expression: a date, a time of day, or both.
type atom struct {
	When
	isDate, isTime bool
}

// readDates finds every date/time expression in toks (skipping used
// tokens), each resolved to a calendar date relative to now in loc.
// saysDayNumber reports whether toks hold a day of the month ("15",
// "the 15th", "3/15").
func saysDayNumber(toks []token) bool {
	for i, t := range toks {
		if _, ok := dayNumber(t.s); ok || strings.ContainsAny(t.s, "/") && !fractionOfUnit(toks, i) {
			return true
		}
	}
	return false
}

func readDates(toks []token, now time.Time, loc *time.Location) []When {
	local := now.In(loc)
	today := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	orderSlashDates(toks, today)
	var atoms []atom
	for i := 0; i < len(toks); {
		a, n := readAtom(toks, i, today, local)
		if n == 0 {
			i++
			continue
		}
		a.start, a.end = i, i+n
		if i > 0 {
			a.prep = toks[i-1].s
		}
		atoms = append(atoms, a)
		i += n
		// A range: "March 15-18", "March 15 to 18".
		// Only a date said with its day number ranges to a bare number:
		// "sat to 11", "on monday to 2" move a job to a time of day.
		if a.isDate && saysDayNumber(toks[a.start:a.end]) && i+1 < len(toks) && (toks[i].s == "-" || toks[i].s == "to" || toks[i].s == "through" || toks[i].s == "thru" || toks[i].s == "until" || toks[i].s == "till") {
			// "move the maple house clean on the 11th to 9", "push … on
			// the 11th to 11": a job's day, then the hour it moves to —
			// never a range of days ("from the 9th to 12" still is).
			moveTo := toks[i].s == "to" && a.prep != "from" && isDigits(toks[i+1].s) && has(toks[:a.start], "move", "reschedule", "push", "postpone", "change", "bump", "shift", "switch")
			if h, _ := strconv.Atoi(toks[i+1].s); moveTo && h >= 1 && h <= 12 {
				continue
			}
			// A bare number that would run back to the month's start or
			// on into the next after a day said without its month ("move
			// marisol's clean on the 14th to 11") and can be an hour is
			// the hour, not the range's end ("March 29 to 2" ranges).
			monthSaid := slices.ContainsFunc(toks[a.start:a.end], func(t token) bool { return months[t.s] != 0 || strings.Contains(t.s, "/") })
			// "the 13th through the 16th", "Friday the 13th through
			// Monday the 16th": the end said with its "the" (and its
			// weekday) is the range's end too.
			k := i + 1
			if _, ok := weekdays[toks[k].s]; ok {
				k++
			}
			if k+1 < len(toks) && toks[k].s == "the" && !toks[k+1].used {
				if d, ok := dayNumber(toks[k+1].s); ok && (k+2 >= len(toks) || !isTimeSuffix(toks[k+2].s) && months[toks[k+2].s] == 0 && toks[k+2].s != "of") &&
					!backwardMove(a, d, toks, i, k, monthSaid, loc) {
					atoms = append(atoms, rangeEnd(a, d, i+1, k+2, toks[i].s, loc))
					i = k + 2
					continue
				}
			}
			if d, ok := dayNumber(toks[i+1].s); ok && !toks[i+1].used && (i+2 >= len(toks) || !isTimeSuffix(toks[i+2].s) && months[toks[i+2].s] == 0) &&
				(monthSaid || !(d <= a.Day && d <= 12 && isDigits(toks[i+1].s))) && !backwardMove(a, d, toks, i, i+1, monthSaid, loc) {
				atoms = append(atoms, rangeEnd(a, d, i+1, i+2, toks[i].s, loc))
				i += 2
			}
		}
	}
	// A weekday and the date it names, side by side ("Saturday the 14th",
	// "friday march 13"), are one date: the more precise, the later one.
	// A part of the day said with the weekday ("Wednesday morning, the
	// 11th, at 9:00 a.m.") goes with the date, and gives way to an hour
	// said right after it.
	for k := 0; k+1 < len(atoms); k++ {
		a, b := atoms[k], atoms[k+1]
		if k+2 < len(atoms) && a.isDate && !a.isTime && b.isTime && !b.isDate && b.Soft && b.start == a.end && namesWeekday(toks[a.start:a.end]) {
			if c := atoms[k+2]; c.isDate && !c.isTime && onlyFillers(toks, b.end, c.start) && !namesWeekday(toks[c.start:c.end]) &&
				// (never when the weekday is not that date's: asked)
				time.Date(a.Year, a.Month, a.Day, 0, 0, 0, 0, loc).Weekday() == time.Date(c.Year, c.Month, c.Day, 0, 0, 0, 0, loc).Weekday() {
				c.start, c.prep = a.start, a.prep
				if !(k+3 < len(atoms) && atoms[k+3].isTime && !atoms[k+3].isDate && onlyFillers(toks, c.end, atoms[k+3].start)) {
					c.isTime, c.HasTime, c.Hour, c.Minute, c.Soft = true, true, b.Hour, b.Minute, b.Soft
				}
				atoms = append(atoms[:k], append([]atom{c}, atoms[k+3:]...)...)
				continue
			}
		}
		if a.isDate && !a.isTime && b.isDate && !b.isTime && onlyFillers(toks, a.end, b.start) &&
			namesWeekday(toks[a.start:a.end]) && !namesWeekday(toks[b.start:b.end]) {
			b.start, b.prep = a.start, a.prep
			atoms = append(atoms[:k], append([]atom{b}, atoms[k+2:]...)...)
		}
	}
	// A part of the day, then the hour ("that same afternoon at 3:00
	// p.m.", "in the morning at 9"): the hour, on the part's day if it
	// has one.
	for k := 0; k+1 < len(atoms); k++ {
		a, b := atoms[k], atoms[k+1]
		if a.isTime && a.Soft && b.isTime && !b.isDate && !b.Soft && onlyFillers(toks, a.end, b.start) {
			h, clash := partHour(a.Hour, b.Hour, explicitHalf(toks[b.start:min(b.end, len(toks))]))
			a.HasTime, a.Hour, a.Minute, a.Soft, a.end, a.clash = true, h, b.Minute, false, b.end, clash
			atoms = append(atoms[:k], append([]atom{a}, atoms[k+2:]...)...)
		}
	}
	// Merge a date and a time that sit close together into one When.
	var out []When
	for k := 0; k < len(atoms); k++ {
		a := atoms[k]
		if k+1 < len(atoms) {
			b := atoms[k+1]
			if (a.isDate && !a.isTime && b.isTime && !b.isDate || a.isTime && !a.isDate && b.isDate && !b.isTime) && (onlyFillers(toks, a.end, b.start) || a.isDate && insteadBetween(toks, a.end, b.start)) {
				w := a.When
				if b.isDate {
					w.HasDate, w.Year, w.Month, w.Day, w.plainWeekday = true, b.Year, b.Month, b.Day, b.plainWeekday
				} else {
					w.HasTime, w.Hour, w.Minute, w.Soft, w.clash = true, b.Hour, b.Minute, b.Soft, b.clash
				}
				w.end = b.end
				out = append(out, w)
				k++
				continue
			}
		}
		out = append(out, a.When)
	}
	for k := range out {
		out[k].was = replacedTime(toks, out[k])
	}
	earlyForReplaced(toks, out)
	return out
}

// replacedTime reports whether d is an hour said as the one a job has
// now, replaced by another: "rather than ten", "instead of at eleven",
// "not at 10" — whether or not "at" is said again after the words.
func replacedTime(toks []token, d When) bool {
	k := d.start - 1
	if k >= 0 && k < len(toks) && toks[k].s == "at" {
		k--
	}
	if k >= 1 && k < len(toks) && d.Soft && !d.HasDate && toks[k].s == "the" && toks[k-1].s == "of" {
		k-- // "instead of the afternoon": the part of the day the job has
	}
	if !d.HasTime || k < 0 || k >= len(toks) {
		return false
	}
	return toks[k].s == "not" || toks[k].s == "of" && k > 0 && (toks[k-1].s == "instead" || toks[k-1].s == "insted") ||
		toks[k].s == "than" && k > 0 && toks[k-1].s == "rather"
}

// insteadBetween reports whether toks[from:to] are "instead" and maybe a
// comma: "can he do wed the 11th instead, 9am" is one new time, the day
// and its hour ("instead of" names the old one, and is not this).
func insteadBetween(toks []token, from, to int) bool {
	if from >= to || toks[from].s != "instead" {
		return false
	}
	for i := from + 1; i < to; i++ {
		if toks[i].s != "," {
			return false
		}
	}
	return to-from <= 2
}

func onlyFillers(toks []token, from, to int) bool {
	if to-from > 2 {
		return false
	}
	for i := from; i < to; i++ {
		// ("on Saturday please at 7:00": the day and its hour, a
		// please between them; "to fri? maybe 2pm", "sat, ideally
		// 10": a hedge)
		if !fillers[toks[i].s] && toks[i].s != "," && toks[i].s != "after" && toks[i].s != "before" && toks[i].s != "please" && toks[i].s != "pls" &&
			toks[i].s != "maybe" && toks[i].s != "perhaps" && toks[i].s != "ideally" && toks[i].s != "probably" {
			return false
		}
	}
	return true
}

func isTimeSuffix(s string) bool {
	return s == "am" || s == "pm" || s == "a" || s == "p" || s == "oclock" || s == "o'clock" || s == "h" || s == "hrs"
}

// backwardMove reports whether "to <weekday> the <d>" after the date a
// is where a job moves, not the end of a range: "move the roof check from
// the 12th to Wednesday the 11th" — a day before a's, said after a move
// verb with no month, or with a weekday that the day has in a's month and
// not in the next. toks[i] is the range word, toks[k] the word after any
// weekday.
func backwardMove(a atom, d int, toks []token, i, k int, monthSaid bool, loc *time.Location) bool {
	if d >= a.Day || monthSaid {
		return false
	}
	if wd, ok := weekdays[toks[i+1].s]; ok && k > i+1 {
		here := time.Date(a.Year, a.Month, d, 0, 0, 0, 0, loc)
		next := time.Date(a.Year, a.Month+1, d, 0, 0, 0, 0, loc)
		if here.Weekday() == wd && next.Weekday() != wd {
			return true
		}
	}
	return toks[i].s == "to" && has(toks[:a.start], "move", "reschedule", "push", "postpone", "change", "bump", "shift", "switch", "slide", "moved")
}

// rangeEnd is the date atom of day d ending a range that starts at a
// ("March 15-18", "the 13th through the 16th"): in a's month, or the next
// when d comes before a's day; its words are toks[start:end].
func rangeEnd(a atom, d, start, end int, prep string, loc *time.Location) atom {
	t := time.Date(a.Year, a.Month, d, 0, 0, 0, 0, loc)
	if d < a.Day {
		t = time.Date(a.Year, a.Month+1, d, 0, 0, 0, 0, loc)
	}
	b := atom{isDate: true}
	b.HasDate, b.Year, b.Month, b.Day = true, t.Year(), t.Month(), t.Day()
	b.start, b.end, b.prep = start, end, prep
	return b
}

// dayNumber reads "14", "14th", "1st" as a day of the month.
func dayNumber(s string) (int, bool) {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		s = strings.TrimSuffix(s, suf)
	}
	if !isDigits(s) || len(s) > 2 {
		return 0, false
	}
	d, _ := strconv.Atoi(s)
	return d, d >= 1 && d <= 31
}

// ordinalDay reads only "14th", "1st" (with the suffix).
func ordinalDay(s string) (int, bool) {
	for _, suf := range []string{"st", "nd", "rd", "th"} {
		if strings.HasSuffix(s, suf) && isDigits(strings.TrimSuffix(s, suf)) {
			return dayNumber(s)
		}
	}
	return 0, false
}

func setDate(a *atom, t time.Time) {
	a.isDate, a.HasDate = true, true
	a.Year, a.Month, a.Day = t.Year(), t.Month(), t.Day()
}

func setTime(a *atom, h, m int, soft bool) {
	a.isTime, a.HasTime, a.Hour, a.Minute, a.Soft = true, true, h, m, soft
}

// monthDay resolves a month and day without a year: this year unless that
// date has passed, then next year.
func monthDay(today time.Time, m time.Month, d int) time.Time {
	t := time.Date(today.Year(), m, d, 0, 0, 0, 0, today.Location())
	if t.Before(today) {
		t = time.Date(today.Year()+1, m, d, 0, 0, 0, 0, today.Location())
	}
	return t
}

// readAtom reads one date or time atom at toks[i]; n is how many tokens it
// took (0 for none). Each form has its reader; the first that reads
// something wins.
func readAtom(toks []token, i int, today, local time.Time) (a atom, n int) {
	if t := toks[i]; t.used || t.email {
		return a, 0
	}
	r := atomReader{toks: toks, i: i, s: toks[i].s, today: today, local: local}
	for _, read := range []func(atomReader) (atom, int){
		readFromDay, readDayWord, readIn, readWeekday, readMonthFirst, readDayFirst, readNumericDate,
	} {
		if a, n := read(r); n > 0 {
			return a, n
		}
	}
	// Times: "11am", "2:30 pm", "13:00", "at 10", "9 o'clock".
	if h, m, n, ok := readClock(toks, i); ok {
		setTime(&a, h, m, false)
		return a, n
	}
	return a, 0
}

// atomReader is the place readAtom reads from: the token s at toks[i],
// and the day and instant relative words count from.
type atomReader struct {
	toks         []token
	i            int
	s            string
	today, local time.Time
}

// next returns the k-th token after s, or "" past the end or at a used one.
func (r atomReader) next(k int) string {
	if r.i+k < len(r.toks) && !r.toks[r.i+k].used {
		return r.toks[r.i+k].s
	}
	return ""
}

// thisDay dates "this afternoon", "this morning" today: a move "up to
// this afternoon" is today's, not the job's own day.
func (r atomReader) thisDay(a *atom) {
	if r.i > 0 && r.toks[r.i-1].s == "this" && !r.toks[r.i-1].used {
		setDate(a, r.today)
	}
}

// parenHour reads the hour said in brackets right after n words of a
// vague time ("first thing (9)", "afternoon (3ish)"): the exact time,
// in the afternoon when pm.
func (r atomReader) parenHour(a atom, n int, pm bool) (atom, int) {
	k := r.i + n
	if k >= len(r.toks) || r.toks[k].used || !r.toks[k].paren {
		return a, n
	}
	h, m, c, ok := readClock(r.toks, k)
	if !ok {
		v, err := strconv.Atoi(strings.TrimSuffix(r.toks[k].s, "ish"))
		if err != nil || v < 1 || v > 12 {
			return a, n
		}
		h, m, c = v, 0, 1
	}
	if pm && h < 12 {
		h += 12
	}
	setTime(&a, h, m, false)
	return a, n + c
}

// readDayWord reads the words that name a day or a time of day: "today",
// "tonight", "tomorrow" (and its misspellings), "day after tomorrow",
// "noon", "morning", ….
func readDayWord(r atomReader) (a atom, n int) {
	switch r.s {
	case "today", "tonight":
		setDate(&a, r.today)
		if r.s == "tonight" {
			setTime(&a, 19, 0, true)
		}
		return a, 1
	case "yesterday":
		setDate(&a, r.today.AddDate(0, 0, -1))
		return a, 1
	case "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow":
		if r.next(1) == "week" && !r.toks[r.i].stop && r.next(2) != "of" && r.next(2) != "'s" {
			// Irish and British "tomorrow week": a week after tomorrow,
			// as "Friday week" is a week after Friday.
			setDate(&a, r.today.AddDate(0, 0, 8))
			return a, 2
		}
		setDate(&a, r.today.AddDate(0, 0, 1))
		return a, 1
	case "day":
		if r.next(1) == "after" && tomorrowWord(r.next(2)) {
			setDate(&a, r.today.AddDate(0, 0, 2))
			return a, 3
		}
	case "noon", "midday":
		setTime(&a, 12, 0, false)
		return a, 1
	case "midnight":
		setTime(&a, 0, 0, false)
		return a, 1
	case "morning":
		setTime(&a, 9, 0, true)
		r.thisDay(&a)
		return r.parenHour(a, 1, false)
	case "afternoon":
		setTime(&a, 14, 0, true)
		r.thisDay(&a)
		return r.parenHour(a, 1, true)
	case "evening":
		setTime(&a, 18, 0, true)
		r.thisDay(&a)
		return r.parenHour(a, 1, true)
	case "first":
		// "first thing (in the morning)": 08:00.
		if r.next(1) == "thing" {
			n = 2
			if r.next(2) == "in" && r.next(3) == "the" && r.next(4) == "morning" {
				n = 5
			}
			setTime(&a, 8, 0, true)
			return r.parenHour(a, n, false)
		}
	case "night":
		// "tomorrow night", "friday night": 19:00, as "tonight".
		if r.i > 0 {
			prev := r.toks[r.i-1].s
			if _, ok := weekdays[prev]; ok || prev == "tomorrow" {
				setTime(&a, 19, 0, true)
				return a, 1
			}
		}
	case "half", "quarter":
		// "half 10" (10:30, as in the UK), "half past 10", "quarter
		// past 10", "quarter to 11".
		k, min := 1, 30
		if r.s == "quarter" {
			min = 15
		}
		switch r.next(1) {
		case "past", "after":
			k = 2
		case "to", "til", "till":
			if r.s != "quarter" {
				return a, 0
			}
			k, min = 2, -15
		default:
			if r.s == "quarter" {
				return a, 0
			}
		}
		h, err := strconv.Atoi(r.next(k))
		if w := r.next(k); err != nil && r.s == "half" && k == 1 && numberWords[w] >= 1 && w != "a" && w != "an" && w != "couple" && w != "few" {
			// Irish and British "half four": 4:30, said in words.
			h, err = numberWords[w], nil
		}
		if err != nil || h < 1 || h > 12 {
			return a, 0
		}
		n := k + 1
		switch suf, c := partOfDay(r.toks, r.i+n); suf {
		case "am":
			// "half past nine in the morning"
			n += c
		case "pm":
			// "half past one in the afternoon", "half past nine this
			// evening"
			if h < 12 {
				h += 12
			}
			n += c
		default:
			if h <= 6 {
				h += 12
			}
		}
		if min < 0 {
			h, min = h-1, 45
		}
		setTime(&a, h, min, false)
		return a, n
	case "lunchtime":
		setTime(&a, 12, 0, true)
		return a, 1
	case "after":
		if r.next(1) == "lunch" {
			setTime(&a, 13, 0, true)
			return a, 2
		}
	case "eod", "cob":
		setTime(&a, 17, 0, true)
		return a, 1
	case "end", "close":
		// "end of day", "end of the day", "close of business": 17:00, a
		// time the job must be done by (see parse.go, ReadyBy).
		k := 1
		if r.next(k) == "of" {
			k++
			if r.next(k) == "the" {
				k++
			}
			if w := r.next(k); w == "day" || w == "business" {
				setTime(&a, 17, 0, true)
				return a, k + 1
			}
		}
	}
	return a, 0
}

// readIn reads "in 3 days", "in a week", "in two weeks", "in 2 hours".
func readIn(r atomReader) (a atom, n int) {
	if r.s != "in" {
		return a, 0
	}
	if r.i > 0 {
		switch r.toks[r.i-1].s {
		case "check", "checks", "checking", "checked", "get", "gets", "getting", "move", "moving":
			return a, 0 // "checking in an hour early": the check-in, not "in an hour"
		}
	}
	k := 1
	if r.next(k) == "exactly" || r.next(k) == "just" {
		k++ // "in exactly two weeks", "in just 3 days": the count after it
	}
	if r.next(k) == "a" && r.next(k+1) == "couple" {
		k++
	}
	num, ok := numberWords[r.next(k)]
	if !ok && isDigits(r.next(k)) {
		num, _ = strconv.Atoi(r.next(k))
		ok = num > 0 && num < 1000
	}
	if !ok {
		return a, 0
	}
	unit := r.next(k + 1)
	if unit == "of" {
		k++
		unit = r.next(k + 1)
	}
	switch r.next(k + 2) {
	case "early", "earlier", "late", "later", "sooner", "ahead":
		// "the lopezes want to come in a day early", "coming in 2 days
		// later than planned": "in" is the arrival's, and the count a
		// shift of it, never a date counted from today.
		return a, 0
	}
	switch strings.TrimSuffix(unit, "s") {
	case "day":
		setDate(&a, r.today.AddDate(0, 0, num))
		return a, k + 2
	case "week":
		setDate(&a, r.today.AddDate(0, 0, 7*num))
		return a, k + 2
	case "fortnight":
		setDate(&a, r.today.AddDate(0, 0, 14*num))
		return a, k + 2
	case "hour", "hr":
		at := r.local.Add(time.Duration(num) * time.Hour)
		setDate(&a, at)
		setTime(&a, at.Hour(), at.Minute(), false)
		return a, k + 2
	}
	return a, 0
}

// readFromDay reads "a week from friday", "two weeks from tomorrow", "3
// days from the 14th", "a week from today": a count of days or weeks
// counted from the date after "from" (today for "now"). Without it the
// weekday alone would be read and the count dropped, a date a week early.
func readFromDay(r atomReader) (a atom, n int) {
	num, ok := numberWords[r.s]
	if !ok && isDigits(r.s) {
		num, _ = strconv.Atoi(r.s)
		ok = num > 0 && num < 100
	}
	if !ok {
		return a, 0
	}
	days := 0
	switch r.next(1) {
	case "day", "days":
		days = num
	case "week", "weeks", "wk", "wks":
		days = 7 * num
	case "fortnight", "fortnights":
		days = 14 * num
	default:
		return a, 0
	}
	if r.next(2) != "from" {
		// British: "a fortnight today", "a week tomorrow", "a week on
		// Friday", "two weeks on Monday": that many weeks after the day.
		if days%7 != 0 {
			return a, 0
		}
		switch w := r.next(2); {
		case w == "today":
			setDate(&a, r.today.AddDate(0, 0, days))
			return a, 3
		case tomorrowWord(w):
			setDate(&a, r.today.AddDate(0, 0, days+1))
			return a, 3
		case w == "on" && isWeekdayWord(r.next(3)):
			setDate(&a, weekday(r.today, weekdays[r.next(3)], "").AddDate(0, 0, days))
			return a, 4
		}
		return a, 0
	}
	if w := r.next(3); w == "now" || w == "today" {
		setDate(&a, r.today.AddDate(0, 0, days))
		return a, 4
	}
	k := 3
	if r.next(k) == "the" && ordinalOrDay(r.next(k+1)) {
		k++ // "a week from the 14th"
	}
	if r.i+k >= len(r.toks) {
		return a, 0
	}
	base, m := readAtom(r.toks, r.i+k, r.today, r.local)
	if m == 0 || !base.isDate {
		return a, 0
	}
	setDate(&a, time.Date(base.Year, base.Month, base.Day+days, 0, 0, 0, 0, r.today.Location()))
	if base.isTime {
		setTime(&a, base.Hour, base.Minute, base.Soft)
	}
	return a, k + m
}

// ordinalOrDay reports "14th", "14": a day of the month after "the".
func ordinalOrDay(s string) bool {
	_, ok := dayNumber(s)
	return ok
}

// readWeekday reads "friday", "next friday", "this friday", "coming friday".
func readWeekday(r atomReader) (a atom, n int) {
	switch r.s {
	case "next", "this", "coming":
		if r.s == "coming" && r.i > 0 && !map[string]bool{"this": true, "the": true, "on": true, "for": true, "by": true}[r.toks[r.i-1].s] {
			break // "is Wes coming friday": a verb, not "the coming friday"
		}
		if wd, ok := weekdays[r.next(1)]; ok {
			setDate(&a, weekday(r.today, wd, r.s))
			return a, 2
		}
	}
	if wd, ok := weekdays[r.s]; ok {
		if dt, ok := weekdayDotDate(r, wd); ok {
			// "Saturday 14.03": the day and month after the weekday, when
			// that date is that weekday ("sun 10.30" stays a time).
			setDate(&a, dt)
			return a, 2
		}
		if r.next(1) == "after" && r.next(2) == "next" && !slices.Contains([]string{"week", "weekend", "month", "year", "time", "day"}, r.next(3)) {
			// "the Tuesday after next": the Tuesday a week after next
			// Tuesday, never next Tuesday with "after next" left over.
			setDate(&a, weekday(r.today, wd, "next").AddDate(0, 0, 7))
			return a, 3
		}
		if r.next(1) == "week" && (r.i == 0 || r.toks[r.i-1].s != "next" && r.toks[r.i-1].s != "this") && r.next(2) != "of" && r.next(2) != "'s" {
			// British "Friday week": a week after the coming Friday.
			setDate(&a, weekday(r.today, wd, "").AddDate(0, 0, 7))
			return a, 2
		}
		if r.next(1) == "next" && r.next(2) == "week" && !r.toks[r.i].stop && !r.toks[r.i+1].stop && r.next(3) != "'s" && r.next(3) != "of" {
			// "on Thursday next week" (German "Donnerstag nächste Woche"):
			// the Thursday of next week, as "next Thursday"; not
			// "Thursday, next week" (two things).
			setDate(&a, weekday(r.today, wd, "next"))
			return a, 3
		}
		if r.next(1) == "next" && r.next(2) != "to" && r.next(2) != "week" && r.next(2) != "month" && r.next(2) != "year" && r.next(2) != "time" && r.next(2) != "day" {
			if _, wd2 := weekdays[r.next(2)]; !wd2 {
				// Older English "Thursday next": the Thursday of next week,
				// as "next Thursday".
				setDate(&a, weekday(r.today, wd, "next"))
				return a, 2
			}
		}
		setDate(&a, weekday(r.today, wd, ""))
		a.plainWeekday = true
		return a, 1
	}
	if wd, ok := weekdays[strings.TrimSuffix(r.s, "s")]; ok && len(r.s) > 4 && jobWords[r.next(1)] {
		// "fridays clean": "Friday's clean" typed without the apostrophe.
		setDate(&a, weekday(r.today, wd, ""))
		a.plainWeekday = true
		return a, 1
	}
	return a, 0
}

// readMonthFirst reads "March 12", "Mar 12th", "March 12, 2026". "may" and
// "mar" are read as months only when a day follows ("May" capitalised
// too), as they are also words.
func readMonthFirst(r atomReader) (a atom, n int) {
	m, ok := months[r.s]
	if !ok || r.s == "may" && !r.toks[r.i].cap && !isDigitsOrOrdinal(r.next(1)) || r.s == "mar" && !isDigitsOrOrdinal(r.next(1)) {
		return a, 0
	}
	d, ok := dayNumber(r.next(1))
	if !ok || isTimeSuffix(r.next(2)) || strings.Contains(r.next(1), ":") || monthOfDashedDay(r) {
		return a, 0
	}
	if y, ok := year(r.next(2)); ok {
		setDate(&a, time.Date(y, m, d, 0, 0, 0, 0, r.today.Location()))
		return a, 3
	}
	setDate(&a, monthDay(r.today, m, d))
	return a, 2
}

// rangeWords join the two ends of a range of dates ("March 15-18").
var rangeWords = map[string]bool{"-": true, "to": true, "through": true, "thru": true, "until": true, "till": true}

// readDayFirst reads "12 March", "12th of March", "the 14th".
func readDayFirst(r atomReader) (a atom, n int) {
	d, ok := dayNumber(r.s)
	if !ok {
		return a, 0
	}
	k := 1
	if r.next(k) == "of" || dayDashMonth(r) {
		k++
	}
	if m, ok := months[r.next(k)]; ok {
		if _, day := dayNumber(r.next(k + 1)); day && k == 1 && rangeWords[r.next(k+2)] {
			return a, 0 // "a family of 4 mar 25-27": the range is month first
		}
		if y, ok := year(r.next(k + 1)); ok {
			setDate(&a, time.Date(y, m, d, 0, 0, 0, 0, r.today.Location()))
			return a, k + 2
		}
		setDate(&a, monthDay(r.today, m, d))
		return a, k + 1
	}
	if od, ok := ordinalDay(r.s); ok {
		if placeOrdinalWords[r.next(1)] {
			return a, 0 // "breaker is 2nd from top", "the 3rd drawer": a place in a row, not a day
		}
		today := r.today
		dt := time.Date(today.Year(), today.Month(), od, 0, 0, 0, 0, today.Location())
		if dt.Before(today) || dt.Day() != od {
			dt = time.Date(today.Year(), today.Month()+1, od, 0, 0, 0, 0, today.Location())
		}
		setDate(&a, dt)
		return a, 1
	}
	return a, 0
}

// placeOrdinalWords follow an ordinal that counts places, not days ("2nd
// from the top", "3rd floor", "1st drawer").
var placeOrdinalWords = map[string]bool{"from": true, "floor": true, "shelf": true, "drawer": true, "door": true, "cabinet": true,
	"switch": true, "breaker": true, "step": true, "stair": true, "row": true, "hook": true, "bin": true, "stall": true, "bedroom": true,
	// ("patch drywall 2nd bdrm": a room, as a dispatcher writes it)
	"bdrm": true, "br": true, "bed": true, "bath": true, "bathroom": true, "ba": true, "bdr": true, "fl": true, "flr": true, "unit": true, "room": true}

// readNumericDate reads "3/12", "3/12/2026", "3/12/26" (month first, as
// in the US) and "2026-03-12".
func readNumericDate(r atomReader) (a atom, n int) {
	loc := r.today.Location()
	if parts := strings.Split(r.s, "/"); len(parts) >= 2 && len(parts) <= 3 && isDigits(parts[0]) && isDigits(parts[1]) && !fractionOfUnit(r.toks, r.i) {
		m, _ := strconv.Atoi(parts[0])
		d, _ := strconv.Atoi(parts[1])
		if m > 12 && d >= 1 && d <= 12 {
			m, d = d, m // "23/11", "13/3": day first, as in the UK
		}
		if m >= 1 && m <= 12 && d >= 1 && d <= 31 {
			dt := monthDay(r.today, time.Month(m), d)
			if len(parts) == 3 {
				y, ok := year(parts[2])
				if !ok {
					if yy, err := strconv.Atoi(parts[2]); err == nil && len(parts[2]) == 2 {
						y, ok = 2000+yy, true
					}
				}
				if ok {
					dt = time.Date(y, time.Month(m), d, 0, 0, 0, 0, loc)
				}
			}
			setDate(&a, dt)
			return a, 1
		}
	}
	if len(r.s) <= 2 && isDigits(r.s) && r.next(1) == "-" && len(r.next(2)) <= 2 && isDigits(r.next(2)) && r.next(3) != "-" && !countNouns[r.next(3)] {
		// "3-19": month and day, when the day can't be a month ("10-12"
		// may be hours, "2-3" a count).
		m, _ := strconv.Atoi(r.s)
		d, _ := strconv.Atoi(r.next(2))
		if m >= 1 && m <= 12 && d > 12 && d <= 31 {
			setDate(&a, monthDay(r.today, time.Month(m), d))
			return a, 3
		}
	}
	if len(r.s) == 4 && isDigits(r.s) && r.next(1) == "-" && r.i+4 < len(r.toks) && isDigits(r.next(2)) && r.next(3) == "-" && isDigits(r.next(4)) {
		y, _ := strconv.Atoi(r.s)
		m, _ := strconv.Atoi(r.next(2))
		d, _ := strconv.Atoi(r.next(4))
		if m >= 1 && m <= 12 && d >= 1 && d <= 31 {
			setDate(&a, time.Date(y, time.Month(m), d, 0, 0, 0, 0, loc))
			return a, 5
		}
	}
	return a, 0
}

func isDigitsOrOrdinal(s string) bool {
	_, ok := dayNumber(s)
	return ok
}

func year(s string) (int, bool) {
	if len(s) != 4 || !isDigits(s) {
		return 0, false
	}
	y, _ := strconv.Atoi(s)
	return y, y >= 2000 && y < 2200
}

// weekday returns the date of wd relative to today. Plain and "this"
// weekdays are the next one to come (today counts only for "this");
// "next" means that day of next week (weeks start on Sunday), so on a
// Wednesday "next Monday" is five days away and "next Friday" nine.
func weekday(today time.Time, wd time.Weekday, mod string) time.Time {
	diff := (int(wd) - int(today.Weekday()) + 7) % 7
	switch mod {
	case "next":
		startOfNextWeek := 7 - int(today.Weekday())
		return today.AddDate(0, 0, startOfNextWeek+int(wd))
	case "this":
		return today.AddDate(0, 0, diff)
	}
	if diff == 0 {
		diff = 7
	}
	return today.AddDate(0, 0, diff)
}

// militaryClockWords follow a time of the 24-hour clock written as four
// digits ("1430 hrs", "1300 local").
var militaryClockWords = map[string]bool{"hrs": true, "hours": true, "hr": true, "h": true, "local": true}

// notClockBefore are words after which four digits are a number, not a
// time ("job 1230", "unit 1200", "code 0905", "suite 1400").
var notClockBefore = map[string]bool{"job": true, "unit": true, "apt": true, "#": true, "no": true, "number": true, "code": true,
	"suite": true, "ste": true, "room": true, "rm": true, "lot": true, "zip": true, "pin": true, "ext": true, "box": true, "of": true,
	"for": true, "about": true, "over": true, "than": true, "spent": true, "paid": true, "pay": true, "cost": true, "costs": true}

// militaryClock reads four digits at toks[i] as a time of the 24-hour
// clock the way a military writer puts it ("0900", "1430 hrs", "1300
// local", "Wed 11 Mar 1330", "vice 1300", "restock 1330"): with a word of
// the clock after it, with a leading zero, or after a date, a day, a
// job or a word that places a time ("at", "by", "vice", "NLT", "same
// day", "there"), or
// standing alone between commas. It returns the hour and minute and the
// tokens read (the word after it too). Never a year ("2026" has no such
// minutes), a street number ("1420 Maple Ave"), a job, unit or lockbox
// number, an amount ("1500 dollars") or a count.
func militaryClock(toks []token, i int) (h, m, n int, ok bool) {
	s := toks[i].s
	if len(s) != 4 || !isDigits(s) {
		return 0, 0, 0, false
	}
	h, _ = strconv.Atoi(s[:2])
	m, _ = strconv.Atoi(s[2:])
	if h > 23 || m > 59 {
		return 0, 0, 0, false
	}
	prev, prev2, next := "", "", ""
	if i > 0 {
		prev = toks[i-1].s
	}
	if i > 1 {
		prev2 = toks[i-2].s
	}
	if i+1 < len(toks) {
		next = toks[i+1].s
	}
	if notClockBefore[prev] && !(prev == "of" && prev2 == "instead") || i > 0 && toks[i-1].s == "job" {
		return 0, 0, 0, false
	}
	if numberBeforeNoun(toks, i) {
		return 0, 0, 0, false
	}
	if !toks[i].stop && militaryClockWords[next] {
		return h, m, 2, true
	}
	if !clockLike(s) {
		return 0, 0, 0, false
	}
	_, month := months[prev]
	_, wd := weekdays[prev]
	_, day := dayNumber(prev)
	_, month2 := months[prev2]
	_, wd2 := weekdays[prev2]
	job := jobWords[prev] && prev != "job" || prev == "inspect" || prev == "maintenance"
	after := i > 0 && !toks[i-1].stop
	switch {
	case s[0] == '0' && (i == 0 || !toks[i-1].stop || endsPhrase(toks, i)),
		after && (month || wd || tomorrowWord(prev) || prev == "today" || prev == "tonight" || day && (month2 || wd2) || strings.Contains(prev, "/") ||
			slices.Contains([]string{"at", "@", "by", "from", "until", "til", "till", "nlt", "vice", "to", "around"}, prev) ||
			prev == "of" && prev2 == "instead" || job ||
			// "same day 1400", "next day 0930", "there 1400": a
			// day or place already said, then its time.
			prev == "day" && slices.Contains([]string{"same", "that", "next", "following"}, prev2) || prev == "there" ||
			// "fix the kitchen sink at Gaston St 1400.": a place's
			// name, then its time, ending the phrase (a unit is said
			// "unit 1400").
			streetOrPlaceWord(prev) && endsPhrase(toks, i)),
		// "Add restock, Brigade, 1330, prior to …", "0930.": four digits
		// standing alone.
		(i == 0 || toks[i-1].stop) && endsPhrase(toks, i):
		return h, m, 1, true
	}
	return 0, 0, 0, false
}

// streetOrPlaceWord reports whether w ends a street's or a place's name:
// "st", "ave", "cottage", "condo".
func streetOrPlaceWord(w string) bool {
	_, st := streetSuffixes[w]
	return st || streetSuffixesInverse[w] || placeNouns[w]
}

// numberBeforeNoun reports whether the digits at toks[i] are a street's
// number or an amount, by the words after them: "1420 Maple Ave", "at
// 1550 Wazee St", "1500 dollars", "1200 sq ft".
func numberBeforeNoun(toks []token, i int) bool {
	if toks[i].stop || i+1 >= len(toks) {
		return false
	}
	next, next2 := toks[i+1].s, ""
	if i+2 < len(toks) {
		next2 = toks[i+2].s
	}
	_, st := streetSuffixes[next2]
	_, st1 := streetSuffixes[next]
	return st || st1 || streetSuffixesInverse[next2] && !toks[i+1].stop || streetSuffixesInverse[next] || placeNouns[next] ||
		slices.Contains([]string{"dollars", "bucks", "usd", "sq", "sqft", "ft", "feet", "miles", "people", "guests", "pax", "nights", "days", "block"}, next)
}

// readClock reads a time of day at toks[i].
func readClock(toks []token, i int) (h, m, n int, ok bool) {
	if h, m, n, ok := militaryClock(toks, i); ok {
		return h, m, n, ok
	}
	s := toks[i].s
	suffix := ""
	for _, suf := range []string{"am", "pm", "a", "p"} {
		if strings.HasSuffix(s, suf) && len(s) > len(suf) && isDigits(s[len(s)-len(suf)-1:len(s)-len(suf)]) {
			s, suffix = strings.TrimSuffix(s, suf), suf
			break
		}
	}
	n = 1
	if suffix == "" && i+1 < len(toks) {
		switch toks[i+1].s {
		case "hour", "hours", "hr", "hrs", "h", "minute", "minutes", "min", "mins",
			"day", "days", "week", "weeks", "wk", "wks", "month", "months":
			return 0, 0, 0, false // "by 2 hours", "back by 3 days": a shift, not a time of day
		case "am", "pm":
			suffix, n = toks[i+1].s, 2
		case "a", "p":
			// "9 a", "3 p"; not "book bianca 4 a restock" ("4" for
			// "for", "a" an article).
			if endsPhrase(toks, i+1) || i+2 < len(toks) && dateWordAfter(toks[i+2].s) {
				suffix, n = toks[i+1].s, 2
			}
		case "oclock", "o'clock":
			n = 2
			// "1 o'clock afternoon", "10 o'clock morning": the part of
			// the day said right after, with "in the" left out.
			if i+2 < len(toks) && !toks[i+2].used && !toks[i+1].stop {
				switch toks[i+2].s {
				case "morning":
					suffix, n = "am", 3
				case "afternoon", "evening", "night":
					suffix, n = "pm", 3
				}
			}
		}
	}
	// "3 in the afternoon", "8 in the morning", "9 o'clock in the
	// morning": the part of the day is the hour's am or pm.
	if suffix == "" {
		if suf, k := partOfDay(toks, i+n); suf != "" {
			suffix, n = suf, n+k
		}
	}
	hs, ms, colon := strings.Cut(s, ":")
	dot := false
	prev0 := ""
	if i > 0 {
		prev0 = toks[i-1].s
	}
	if !colon && suffix == "" && (len(s) == 3 || len(s) == 4) && isDigits(s) && !numberBeforeNoun(toks, i) && (prev0 == "at" || prev0 == "@" || prev0 == "around" || prev0 == "by" ||
		// "4B TO tmrw → 1030 pls" ("move … to 1030"), "make it 1030": the
		// new time of a move, run together, when it reads as a clock's.
		clockLike(s) && (prev0 == "to" && has(toks[:i], "move", "reschedule", "push", "postpone", "change", "bump", "shift") ||
			(prev0 == "it" || prev0 == "that") && i >= 2 && toks[i-2].s == "make" ||
			// "restock sat 930", "tmrw 1130": run together right after a
			// day, at the phrase's end.
			afterDayWord(toks, i) && !toks[i-1].stop ||
			// "job 24 to 1130": the new time of a numbered job.
			prev0 == "to" && jobNumberBefore(toks, i-1))) {
		// "at 1030", "@ 930": hours and minutes run together.
		hs, ms, colon = s[:len(s)-2], s[len(s)-2:], true
	}
	if !colon {
		// "10.30": a time only where a bare hour would be one ("at
		// 10.30", "sun 10.30"), never a price or a count.
		if h2, m2, ok := strings.Cut(s, "."); ok && len(m2) == 2 && isDigits(h2) && isDigits(m2) {
			hs, ms, dot = h2, m2, true
		}
	}
	if !isDigits(hs) || len(hs) > 2 || (colon || dot) && (!isDigits(ms) || len(ms) != 2) {
		return 0, 0, 0, false
	}
	h, _ = strconv.Atoi(hs)
	if colon || dot {
		m, _ = strconv.Atoi(ms)
	}
	if h > 23 || m > 59 {
		return 0, 0, 0, false
	}
	prev := ""
	if i > 0 {
		prev = toks[i-1].s
	}
	switch {
	case suffix != "":
		if h < 1 || h > 12 {
			return 0, 0, 0, false
		}
		if suffix[0] == 'p' && h != 12 {
			h += 12
		} else if suffix[0] == 'a' && h == 12 {
			h = 0
		}
	case dot && !(prev == "at" || prev == "@" || prev == "around" || prev == "by" || prev == "from" || afterDayWord(toks, i) || afterSlashDate(toks, i)):
		return 0, 0, 0, false
	case colon || dot || n == 2:
		// 24-hour "13:00", or "9:30" / "9 o'clock": a small hour reads
		// as business hours (1–6 are afternoon).
		if h >= 1 && h <= 6 {
			h += 12
		}
	case prev == "at" || prev == "@" || prev == "around" || prev == "by" || prev == "from":
		if h == 0 || h > 23 {
			return 0, 0, 0, false
		}
		if h >= 1 && h <= 6 {
			h += 12
		}
	case (prev == "like" || prev == "say" || prev == "maybe") && endsPhrase(toks, i) && h >= 1 && h <= 12,
		prev == "to" && (endsPhrase(toks, i) || dayAfter(toks, i+1) || sentenceAfterHour(toks, i)) && h >= 1 && h <= 12 && has(toks[:i], "move", "reschedule", "push", "postpone", "change"),
		// "the inspection at villa 7, make it 11", "ok make that 9"
		(prev == "it" || prev == "that") && i >= 2 && (toks[i-2].s == "make" || toks[i-2].s == "do") && endsPhrase(toks, i) && h >= 1 && h <= 12,
		(prev == "after" || prev == "before") && endsPhrase(toks, i) && h >= 1 && h <= 12,
		// "wants to stay til 2 on sat", "cant start til 11": an hour
		// after "til", before a day or at the phrase's end.
		(prev == "til" || prev == "till" || prev == "until") && h >= 1 && h <= 12 &&
			(endsPhrase(toks, i) || i+1 < len(toks) && (toks[i+1].s == "on" || toks[i+1].s == "so" || isDateWord(toks[i+1].s))),
		i+1 < len(toks) && toks[i+1].s == "instead" && h >= 1 && h <= 12,
		// "… is at noon?? should be 1", "can the shower job fri be 11 not
		// 10?": the hour a job should be at.
		prev == "be" && i >= 2 && (slices.Contains([]string{"should", "shouldve", "could", "can", "it", "to", "would"}, toks[i-2].s) || afterDayWord(toks, i-1) ||
			isWeekdayWord(toks[i-2].s) || tomorrowWord(toks[i-2].s) || toks[i-2].s == "today") && (endsPhrase(toks, i) || i+1 < len(toks) && (toks[i+1].s == "not" || toks[i+1].s == "rather")) && h >= 1 && h <= 12,
		// "at 1 instead of 10 tmrw", "rather than 10": the time the job has.
		prev == "of" && i >= 2 && toks[i-2].s == "instead" && h >= 1 && h <= 12,
		// "need to come at 2 not 1 on the 11th": the hour after "not",
		// right after an hour said, is the one the job has.
		prev == "not" && notAfterHour(toks, i) && h >= 1 && h <= 12,
		prev == "than" && i >= 2 && toks[i-2].s == "rather" && h >= 1 && h <= 12,
		afterDayWord(toks, i) && h >= 1 && h <= 12,
		toks[i].approx && h >= 1 && h <= 12: // "thursday the 12th, 10ish"
		// "earlier, like 8", "say 3", "move it to 2", "make it 1 instead".
		// "moved to tues 11", "tmrw 3": a bare hour right after a day
		// reads as business hours, unless it counts something ("sat 2
		// guests").
		if h <= 6 {
			h += 12
		}
	case workHoursRange(toks, i, h):
		// "Crew B 9-1", "mon 10-2": a crew's working hours, ops
		// shorthand; the job starts at the first hour.
	default:
		return 0, 0, 0, false
	}
	return h, m, n, true
}

// partOfDay reads the part of the day said after a time at toks[k]: "in
// the morning" is "am", "in the afternoon", "in the evening" and "this
// evening" "pm"; it returns the suffix and the words read ("this
// evening" is left to be read, as it dates the time today).
func partOfDay(toks []token, k int) (string, int) {
	if k+2 < len(toks) && toks[k].s == "in" && toks[k+1].s == "the" && !toks[k].used && !toks[k+2].used {
		switch toks[k+2].s {
		case "morning":
			return "am", 3
		case "afternoon", "evening":
			return "pm", 3
		}
	}
	if k+1 < len(toks) && toks[k].s == "at" && toks[k+1].s == "night" && !toks[k].used && !toks[k+1].used {
		return "pm", 2 // "say eight at night"
	}
	if k+1 < len(toks) && toks[k].s == "this" && !toks[k+1].used {
		switch toks[k+1].s {
		case "afternoon", "evening":
			return "pm", 0
		}
	}
	if k+1 < len(toks) && toks[k].s == "that" && !toks[k].used && !toks[k+1].used {
		// "move her to 1 that arvo", "at 8 that morning": the hour of
		// the day already named, read with it (the words are left to be
		// read after a minute: "a restock at 2:30 that afternoon" is the
		// same day as the part before).
		n := 2
		if k > 0 && strings.ContainsAny(toks[k-1].s, ":.") {
			n = 0
		}
		switch toks[k+1].s {
		case "morning":
			return "am", n
		case "afternoon", "evening", "night":
			return "pm", n
		}
	}
	// "around 7 tomorrow evening", "at 8 friday morning", "11 on saturday
	// morning": the day and its part after the hour; both are left to be
	// read, the day dating it.
	if k+2 < len(toks) && toks[k].s == "on" && !toks[k].stop && isWeekdayWord(toks[k+1].s) {
		k++
	}
	if k+1 < len(toks) && !toks[k].stop && !toks[k+1].used && (tomorrowWord(toks[k].s) || toks[k].s == "today" || isWeekdayWord(toks[k].s)) {
		switch toks[k+1].s {
		case "morning":
			return "am", 0
		case "afternoon", "evening", "night":
			return "pm", 0
		}
	}
	return "", 0
}

// dateWordAfter reports whether w, after "9 a", carries on a date ("9 a
// on friday", "3 p tmrw"), so "a" is the hour's suffix.
func dateWordAfter(w string) bool {
	if _, ok := weekdays[w]; ok {
		return true
	}
	switch w {
	case "on", "tomorrow", "today", "tonight", "at", "and", "then", "-":
		return true
	}
	return false
}

// afterDayWord reports whether toks[i] follows a weekday or a relative
// day ("tues 11", "tmrw 3") and ends its phrase.
func afterDayWord(toks []token, i int) bool {
	if i == 0 || toks[i].s == "" || strings.Contains(toks[i].s, ":") {
		return false
	}
	prev := toks[i-1].s
	if _, ok := weekdays[prev]; !ok && !tomorrowWord(prev) && prev != "today" {
		return false
	}
	return toks[i-1].stop || endsPhrase(toks, i)
}

// afterSlashDate reports whether toks[i] follows a date written with a
// slash and a comma ("12/3, 10.30"): a dotted time said after the date.
// Only hours with minutes are read so ("3/20-3/22, 2 guests" keeps its
// count).
func afterSlashDate(toks []token, i int) bool {
	return i > 0 && toks[i-1].stop && slashDateRe.MatchString(toks[i-1].s)
}

// isDayToken reports whether w names a day: a weekday, "today", a word
// for tomorrow, or a date written with a slash.
func isDayToken(w string) bool {
	_, ok := weekdays[w]
	return ok || tomorrowWord(w) || w == "today" || slashDateRe.MatchString(w)
}

// endsPhrase reports whether toks[i] ends its phrase: the message, a
// punctuation mark, or a word that starts another ("… 11 instead").
func endsPhrase(toks []token, i int) bool {
	if toks[i].stop || i+1 == len(toks) {
		return true
	}
	switch toks[i+1].s {
	case "and", "instead", "pls", "please", "then", "thanks", "thx", "if", "for", "with", "ok", "-",
		// "move tammy's clean up to 9 so there's time": the reason after it
		"so", "since", "because", "bc", "cuz",
		// "push dees turnover to 1 too": the same as the change before
		"too", "also":
		return true
	case "as":
		if i+2 < len(toks) && toks[i+2].s == "well" {
			return true // "… to 1 as well"
		}
	}
	// "move it to 10 that day", "… 10 the same day": the job's own day.
	rest := toks[i+1:]
	return len(rest) >= 2 && (rest[0].s == "that" || rest[0].s == "same") && rest[1].s == "day" ||
		len(rest) >= 3 && rest[0].s == "the" && rest[1].s == "same" && rest[2].s == "day"
}

// namesWeekday reports whether toks hold a day of the week ("mon wed and
// fri" are three dates; "Saturday the 14th" one).
func namesWeekday(toks []token) bool {
	for _, t := range toks {
		if _, ok := weekdays[t.s]; ok {
			return true
		}
	}
	return false
}

// tomorrowWord reports whether w is "tomorrow" as hosts type it.
func tomorrowWord(w string) bool {
	switch w {
	case "tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow":
		return true
	}
	return false
}

// dayAfter reports whether toks[k:] start with a day said by its name,
// maybe after "on": "move it to 11 on thu", "to 3 tmrw".
func dayAfter(toks []token, k int) bool {
	if k < len(toks) && toks[k].s == "on" {
		k++
	}
	if k >= len(toks) {
		return false
	}
	_, wd := weekdays[toks[k].s]
	return wd || tomorrowWord(toks[k].s) || toks[k].s == "today"
}

// isWeekdayWord reports whether w names a weekday ("fri", "thursday").
func isWeekdayWord(w string) bool {
	_, ok := weekdays[w]
	return ok
}

// jobNumberBefore reports whether a job's number ends right before
// toks[k]: "job 24", "job #24", "#24".
func jobNumberBefore(toks []token, k int) bool {
	if k < 1 {
		return false
	}
	n := strings.TrimPrefix(toks[k-1].s, "#")
	if !isDigits(n) || toks[k-1].stop {
		return false
	}
	return strings.HasPrefix(toks[k-1].s, "#") || strings.HasPrefix(toks[k-1].raw, "#") ||
		k >= 2 && (toks[k-2].s == "job" || toks[k-2].s == "#" || toks[k-2].s == "jobs")
}

// dotDayMonthRe is a day and a month written with a dot and no year
// ("14.03", "9.3"), which reads as a time too when the month has two
// digits.
var dotDayMonthRe = mustCompile(`^(\d{1,2})\.(\d{1,2})$`)

// weekdayDotDate reads the word after a weekday as a date written day
// first with a dot ("Saturday 14.03"), when the date it names, the next
// one to come, falls on that weekday; a time ("sun 10.30") does not.
func weekdayDotDate(r atomReader, wd time.Weekday) (time.Time, bool) {
	if r.i+1 >= len(r.toks) || r.toks[r.i+1].used {
		return time.Time{}, false
	}
	m := dotDayMonthRe.FindStringSubmatch(strings.TrimRight(r.toks[r.i+1].raw, ",.;:!?"))
	if m == nil {
		return time.Time{}, false
	}
	d, _ := strconv.Atoi(m[1])
	mo, _ := strconv.Atoi(m[2])
	if mo < 1 || mo > 12 || d < 1 || d > daysIn(time.Month(mo)) {
		return time.Time{}, false
	}
	dt := monthDay(r.today, time.Month(mo), d)
	if dt.Weekday() != wd || dt.Month() != time.Month(mo) || dt.Day() != d {
		return time.Time{}, false
	}
	return dt, true
}

// notAfterHour reports whether toks[i], after "not", follows an hour said
// just before it ("at 2 not 1", "2pm not 1 on the 11th"): the hour it
// replaces, read as a time though bare. A count ("3 guests not 2") or a
// day ("the 12th not 11") before "not" is no hour.
func notAfterHour(toks []token, i int) bool {
	if i < 3 || toks[i-1].s != "not" {
		return false
	}
	b, at := toks[i-2], i-3
	if b.s == "only" && i >= 4 && !toks[i-3].stop {
		// "at 4 pm only, not 2": the hour, "only" and the one it is not.
		b, at = toks[i-3], i-4
		if b.s == "pm" || b.s == "am" {
			return true
		}
	}
	if b.stop && b.s != "only" {
		return false // "… at 2. not 1 …": another sentence
	}
	if partOfDayAfterHour(toks, i-2) {
		return true // "at 2 in the afternoon not 10"
	}
	if clockSign.MatchString(b.s) {
		return true // "2pm not 1", "2:30 not 1"
	}
	n, err := strconv.Atoi(b.s)
	return err == nil && n >= 1 && n <= 12 && at >= 0 && (toks[at].s == "at" || toks[at].s == "@" || toks[at].s == "be")
}

// earlyForReplaced reads a bare 5 or 6 as morning when the hour it
// replaces is a bare early-morning one: "at six tomorrow instead of
// seven" is 6:00, not 18:00, when it is at most two hours before the
// replaced one (a bare 1–6 reads as afternoon elsewhere).
func earlyForReplaced(toks []token, ws []When) {
	bare := func(w When) bool {
		span := toks[max(w.start, 0):min(w.end, len(toks))]
		return w.HasTime && !w.Soft && !explicitHalf(span) && !has(span, "morning", "afternoon", "evening", "night", "tonight")
	}
	for k := range ws {
		if !ws[k].was || !bare(ws[k]) || ws[k].Hour < 7 || ws[k].Hour > 9 {
			continue
		}
		for j := range ws {
			if j != k && !ws[j].was && bare(ws[j]) && (ws[j].Hour == 17 || ws[j].Hour == 18) && ws[k].Hour-(ws[j].Hour-12) <= 2 {
				ws[j].Hour -= 12
			}
		}
	}
}
