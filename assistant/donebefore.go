package assistant

import "time"

// Work already done, said as the reason for a request after it: "Dave
// fixed the pool gate latch himself on Sunday (he's very proud) so we
// don't need Tom tomorrow after all". The day the work was done is past
// and never the day of the job the request is about; it is left out
// when the request after "so" says a day of its own.

// doneOnDayRe is such a reason: group 1 the work done up to the day,
// group 2 the day, group 3 what follows up to "so", group 4 the request.
var doneOnDayRe = mustCompile(`(?i)\b((?:fixed|repaired|sorted|replaced|handled|cleaned|unclogged|did)\b[^.;!?]{0,80}?)\s+(?:on\s+|last\s+)?(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|yesterday|(?:over\s+)?the\s+weekend)\b([^.;!?]{0,60}?\bso\s+)([^.;!?]+)`)

// doneDayDropped leaves out the day of such a reason.
func doneDayDropped(msg string, now time.Time) string {
	return doneOnDayRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := doneOnDayRe.FindStringSubmatch(m)
		if _, dated := ReadWhen(sub[3], now, time.UTC); !dated {
			return m // "… on sunday so we can cancel the gate job": the day is all there is
		}
		return sub[1] + sub[2] + sub[3]
	})
}
