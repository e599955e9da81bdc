package assistant

import (
	"time"

	"github.com/stewardhq/steward"
)

// pickedWeekdayMove reads a weekday said alone as the move's new day once
// an answer has picked the job: "hi it's Mary sol I need to move my
// cleaning to Thursday at ten" → "Which cleaning…?" → "the chapel hill
// one" (Tue the 10th) is the Thursday after that job's own day (the
// 12th), not the Thursday to come (tomorrow) the first message was read
// as before any job was known. A day already on or after the job's, or a
// move said to be earlier ("move it up to thursday"), stays as it is.
func (s *session) pickedWeekdayMove(p *request, j *steward.Job) {
	w := p.NewWhen
	if w == nil || !w.HasDate || p.Shift != 0 {
		return
	}
	loc := s.loc(j.AddressID)
	jy, jm, jd := j.ScheduledAt.In(loc).Date()
	own := time.Date(jy, jm, jd, 12, 0, 0, 0, loc)
	day := time.Date(w.Year, w.Month, w.Day, 12, 0, 0, 0, loc)
	if !day.Before(own) || !weekdayAlone(tokenize(p.rawText), day.Weekday()) {
		return
	}
	for !day.After(own) {
		day = day.AddDate(0, 0, 7)
	}
	v := *w
	v.Year, v.Month, v.Day, v.plainWeekday = day.Year(), day.Month(), day.Day(), false
	p.NewWhen = &v
}

// weekdayAlone reports whether toks name the day wd by its weekday alone
// and no other day: no month, day of the month, "next"/"this" before it,
// or relative day, and no move said to be earlier ("move it up to
// thursday", "move my cleaning up to friday").
func weekdayAlone(toks []token, wd time.Weekday) bool {
	if saysEarlier(toks) || hasPhrase(toks, "up to") {
		return false
	}
	found := false
	for i, t := range toks {
		if _, ok := months[t.s]; ok {
			return false
		}
		if _, ok := ordinalDay(t.s); ok || relativeDayWords[t.s] {
			return false
		}
		d, ok := weekdays[t.s]
		if !ok {
			continue
		}
		if d != wd || found || i > 0 && (toks[i-1].s == "next" || toks[i-1].s == "this" || toks[i-1].s == "last") {
			return false
		}
		found = true
	}
	return found
}

// relativeDayWords name a day counted from today.
var relativeDayWords = map[string]bool{"today": true, "tomorrow": true, "tmrw": true, "tmr": true, "tonight": true, "tomorow": true, "tommorow": true, "week": true, "weeks": true}
