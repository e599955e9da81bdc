package assistant

import (
	"strconv"
	"strings"
	"time"
)

// settleSlashBySibling reads a slash date left open (both readings to
// come, the day-first one the nearer: badDate, see orderSlashDates) the
// way another slash date of the same part had to be read: "Megan's got a
// family thing on 11/3 so can you move her safety check at the Shack to
// 10/3" reads 11/3 as 11 March (her check is that day: settleSlashByJob),
// so 10/3 is 10 March; "stock it Fri 13/3 … clean it 12/3" likewise,
// 13/3 being no month. A date settles the others only when it was read
// day first by a fact (a day above 12, a weekday beside it, the job it
// names) and no slash date of the part was read month first by one; a
// part whose slash dates are all open still asks when, the host's other
// messages being no reason. The other parts of the message count too
// (msgDayFirst: "clean it Fri 13/3 at 10 and restock it 12/3 at 2").
func settleSlashBySibling(toks []token, today time.Time, msgDayFirst bool) bool {
	if !slashDayFirstSaid(toks, today) && !msgDayFirst {
		return false
	}
	return settleSlashDayFirst(toks)
}

// slashDayFirstSaid reports whether a slash date of toks (already
// ordered: orderSlashDates, settleSlashByJob) was read day first by a
// fact and none month first.
func slashDayFirstSaid(toks []token, today time.Time) bool {
	dayFirst, monthFirst := false, false
	for _, t := range toks {
		m := slashDateRe.FindStringSubmatch(trimPunct(t.raw))
		if m == nil || m[3] != "" || t.s == badDate {
			continue
		}
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		switch {
		case a > 12 && b <= 12:
			dayFirst = true
		case b > 12 && a <= 12:
			monthFirst = true
		case a != b && a <= 12 && b <= 12 && t.s == m[2]+"/"+m[1]:
			// Read day first beside a weekday or by its job; a month-first
			// reading already past ("2/5") is no fact about the writer.
			if md, ok := calDate(today, a, b); ok && !md.Before(today) {
				dayFirst = true
			}
		case a != b && a <= 12 && b <= 12 && t.s == m[1]+"/"+m[2]:
			monthFirst = true
		}
	}
	return dayFirst && !monthFirst
}

// msgSlashDayFirst is slashDayFirstSaid for a whole message, its slash
// dates ordered as readDates orders them.
func msgSlashDayFirst(msg string, today time.Time) bool {
	if !strings.Contains(msg, "/") {
		return false
	}
	toks := tokenize(msg)
	orderSlashDates(toks, today)
	return slashDayFirstSaid(toks, today)
}
