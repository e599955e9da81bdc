package assistant

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// fromTimeRe is the time a move says the job is at now: "from 2 to 10am",
// "10am instead of 2", "rather than 1:30" (a struck-out time, "scratch the
// 2, make it 10am", reads as "instead of 2" by then). A day of the month
// ("instead of the 12th") or a date ("from 3/5") is no time.
var fromTimeRe = mustCompile(`(?i)\b(?:from|instead\s+of(?:\s+at)?|rather\s+than)\s+(\d{1,2})(?:([:.])(\d{2}))?\s*(a\.?m\.?|p\.?m\.?|a|p)?(?:\s+(\w+)|\s*[,.;!?)]|\s*$)`)

// statedFromTime returns the hour and minute the words say the job is at
// now, and whether the half of the day was said (pm, am); ok is false
// when they say none.
func statedFromTime(raw string) (hour, minute int, halfSaid, ok bool) {
	m := fromTimeRe.FindStringSubmatch(raw)
	if m == nil {
		return 0, 0, false, false
	}
	if m[2] == "." && (m[4] == "" && !slices.Contains([]string{"00", "15", "30", "45"}, m[3]) || strings.HasPrefix(raw[strings.Index(raw, m[0])+len(m[1])+3:], ".")) {
		return 0, 0, false, false // "from 11.03. to 12.03.": a dotted date
	}
	m = append(m[:2], m[3:]...)
	if next := strings.ToLower(m[4]); next != "" && !slices.Contains([]string{"to", "for", "on", "and", "so", "because", "bc", "pls", "please", "tomorrow", "tmrw", "today"}, next) &&
		!strings.HasPrefix(next, "o") { // ("from 2 o'clock")
		return 0, 0, false, false // "from 2 guests to 4", "instead of 2 nights"
	}
	h, _ := strconv.Atoi(m[1])
	mi := 0
	if m[2] != "" {
		mi, _ = strconv.Atoi(m[2])
	}
	if h > 23 || mi > 59 {
		return 0, 0, false, false
	}
	half := strings.ToLower(strings.ReplaceAll(m[3], ".", ""))
	switch {
	case strings.HasPrefix(half, "p") && h < 12:
		h += 12
	case strings.HasPrefix(half, "a") && h == 12:
		h = 0
	}
	return h, mi, half != "" || h > 12 || h == 0, true
}

// fromTimeMismatch is the question to ask when a move names the time the
// job is at now and the job found is at another ("move brynn's restock tmrw
// from 2 to 10am" with the restock at noon): the host may mean another
// job, or misremember; either way nothing is moved until they say. "" when
// no such time is said or it fits.
func (s *session) fromTimeMismatch(j *steward.Job, in request, at time.Time) string {
	if in.goAhead {
		return ""
	}
	h, m, half, ok := statedFromTime(in.rawText)
	if !ok {
		return ""
	}
	loc := s.loc(j.AddressID)
	local := j.ScheduledAt.In(loc)
	fits := local.Minute() == m && (local.Hour() == h || !half && local.Hour()%12 == h%12)
	if fits {
		return ""
	}
	said := strconv.Itoa(h)
	if m != 0 {
		said += fmt.Sprintf(":%02d", m)
	}
	return fmt.Sprintf("The %s at %s is on %s, not at %s, so I haven't moved it. Should I still move it to %s? Say yes and I will.",
		j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc), said, localTime(at, loc))
}
