package assistant

import (
	"slices"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// slashDateRe is a date typed with a slash, "11/3" or "11/3/2026".
var slashDateRe = mustCompile(`^(\d{1,2})/(\d{1,2})(/\d{2,4})?$`)

// orderSlashDates settles which way a date typed with a slash is read
// when both ways are dates ("11/3": 3 November or 11 March). A weekday
// said beside it decides: "Wed 11/3" is the reading that is a Wednesday
// (the nearer one when both are), and a weekday that fits neither asks
// when. A date in a range with one that can only be read one way
// ("12/3 to 15/3") is read that way too. Otherwise one reading already
// past this year gives way to the other, still to come; when both are to
// come, the month-first reading (the US way) stands when it is the
// nearer, and when the day-first one is nearer the date asks when: a
// host who writes other dates day first is no reason on its own. Dates
// typed with dots ("10.03.") are settled as European before this.
func orderSlashDates(toks []token, today time.Time) {
	for i := range toks {
		t := &toks[i]
		m := slashDateRe.FindStringSubmatch(t.s)
		if m != nil && !t.used && m[3] == "" && euroDateRe.MatchString(t.raw) {
			// "Friday 10.3." (a Tuesday): the dotted date is read day
			// first already; a weekday beside it that does not fit it
			// asks when, as for a slash date.
			mo, _ := strconv.Atoi(m[1])
			d, _ := strconv.Atoi(m[2])
			if dt, ok := calDate(today, mo, d); ok {
				if wd, ok := weekdayBeside(toks, i); ok && monthDay(today, dt.Month(), dt.Day()).Weekday() != wd {
					t.s = badDate
				}
			}
			continue
		}
		if m == nil || t.used || m[3] != "" || slashDateRe.FindString(trimPunct(t.raw)) != t.s {
			continue
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		md, mdOK := calDate(today, a, b)
		dm, dmOK := calDate(today, b, a)
		if !mdOK || !dmOK || a == b {
			continue
		}
		swap := m[2] + "/" + m[1]
		if wd, ok := weekdayBeside(toks, i); ok {
			switch fitMD, fitDM := monthDay(today, md.Month(), md.Day()).Weekday() == wd, monthDay(today, dm.Month(), dm.Day()).Weekday() == wd; {
			case fitMD && fitDM:
				if monthDay(today, dm.Month(), dm.Day()).Before(monthDay(today, md.Month(), md.Day())) {
					t.s = swap
				}
			case fitMD:
			case fitDM:
				t.s = swap
			default:
				t.s = badDate
			}
			continue
		}
		if order, ok := rangePartnerOrder(toks, i); ok {
			if !order {
				t.s = swap
			}
			continue
		}
		mdPast, dmPast := md.Before(today), dm.Before(today)
		switch {
		case mdPast && !dmPast:
			t.s = swap
		case !mdPast && dmPast, mdPast && dmPast:
		case dm.Before(md):
			t.s = badDate
		}
	}
}

// calDate is day d of month m in today's year, when there is one.
func calDate(today time.Time, m, d int) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > daysIn(time.Month(m)) {
		return time.Time{}, false
	}
	return time.Date(today.Year(), time.Month(m), d, 0, 0, 0, 0, today.Location()), true
}

func trimPunct(s string) string {
	for len(s) > 0 && (s[len(s)-1] == ',' || s[len(s)-1] == '.' || s[len(s)-1] == '?' || s[len(s)-1] == '!' || s[len(s)-1] == ';' || s[len(s)-1] == ':' || s[len(s)-1] == ')') {
		s = s[:len(s)-1]
	}
	for len(s) > 0 && s[0] == '(' {
		s = s[1:]
	}
	return s
}

// weekdayBeside is the weekday said right before a date ("Wed 11/3",
// "Wednesday, the 11/3") or right after it ("11/3 (Wed)").
func weekdayBeside(toks []token, i int) (time.Weekday, bool) {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		s := toks[k].s
		if wd, ok := weekdays[s]; ok {
			return wd, true
		}
		if s != "," && s != "the" && s != "on" {
			break
		}
	}
	for k := i + 1; k < len(toks) && k <= i+2; k++ {
		s := toks[k].s
		if wd, ok := weekdays[s]; ok && (toks[k].paren || k == i+1 && !toks[i].stop) {
			return wd, true
		}
		if s != "," {
			break
		}
	}
	return 0, false
}

// rangePartnerOrder is how the other end of a range of dates typed with
// slashes must be read ("12/3 to 15/3": day first), when it can be read
// only one way; monthFirst is true for the US way.
func rangePartnerOrder(toks []token, i int) (monthFirst, ok bool) {
	for _, k := range []int{i - 2, i + 2} {
		if k < 0 || k >= len(toks) || !rangeWords[toks[(i+k)/2].s] {
			continue
		}
		m := slashDateRe.FindStringSubmatch(toks[k].s)
		if m == nil {
			continue
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		if a > 12 && b <= 12 {
			return false, true
		}
		if b > 12 && a <= 12 {
			return true, true
		}
	}
	return false, false
}

// settleSlashByJob reads a slash date left open (both readings to come,
// the day-first one the nearer: badDate) by the job the message changes:
// "the sash window job at the Gold Coast flat on 12/3 - could we make it
// 13:00 rather than 10:00?" names the one job there on 12 March, when
// none is on 3 December. Only a change of a job that exists is settled
// so (a move, a cancel, "rather than", "instead"); a booking still asks
// when, and so does a date both readings (or neither) of which have a job
// at the property named (or, with none named, in the account). It reports
// whether any token was settled.
func (s *session) settleSlashByJob(toks []token, addressID int64) (bool, error) {
	if !has(toks, "move", "reschedule", "push", "bump", "shift", "change", "cancel", "make", "instead", "rather", "postpone", "delay",
		"earlier", "later", "swap", "switch") || has(toks, "book", "schedule", "add", "arrange", "another", "new") {
		return false, nil
	}
	settled := false
	var jobs []*steward.Job
	for i := range toks {
		t := &toks[i]
		m := slashDateRe.FindStringSubmatch(trimPunct(t.raw))
		if t.s != badDate || m == nil || m[3] != "" {
			continue
		}
		if jobs == nil {
			var err error
			if jobs, err = s.upcomingJobs(addressID, s.now); err != nil {
				return false, err
			}
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		fits := func(mo, d int) bool {
			return slices.ContainsFunc(jobs, func(j *steward.Job) bool {
				l := j.ScheduledAt.In(s.loc(j.AddressID))
				return int(l.Month()) == mo && l.Day() == d
			})
		}
		switch md, dm := fits(a, b), fits(b, a); {
		case md && !dm:
			t.s = m[1] + "/" + m[2]
		case dm && !md:
			t.s = m[2] + "/" + m[1]
		default:
			continue
		}
		settled = true
	}
	return settled, nil
}
