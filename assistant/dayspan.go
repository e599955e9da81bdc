package assistant

import (
	"fmt"
	"time"
)

// twoDays is the span of a question that names two days in a row
// ("what's Bea got on her plate sat + sun", "anything fri and sat at the
// loft?"): both days, from the first's midnight to the end of the second.
// Days further apart are no span (the days between were not asked about),
// and ok is false.
func twoDays(in request, loc *time.Location) (from, to time.Time, label string, ok bool) {
	if in.When == nil || !in.When.HasDate || len(in.dates) != 2 || !in.dates[0].HasDate || !in.dates[1].HasDate {
		return from, to, "", false
	}
	a, b := in.dates[0], in.dates[1]
	first := time.Date(a.Year, a.Month, a.Day, 0, 0, 0, 0, loc)
	second := time.Date(b.Year, b.Month, b.Day, 0, 0, 0, 0, loc)
	if !second.Equal(first.AddDate(0, 0, 1)) || a != *in.When {
		return from, to, "", false
	}
	return first, second.AddDate(0, 0, 1), fmt.Sprintf("on %s and %s", first.Format("Mon Jan 2"), second.Format("Mon Jan 2")), true
}
