package assistant

import (
	"slices"
	"strings"
	"time"
)

// jobStartOffset reads, after an anchor on the day of a job, a time said
// from that job's own start or end with the job named again by a pronoun:
// "restock Mormon Lake the same day as the turnover there, 2 hrs after it
// starts", "…, an hour after it's done". Left unread, the hours would be
// lost and the job's time asked or guessed. Only "it"/"that" (the job the
// anchor names) and a verb of starting or ending are read.
func jobStartOffset(toks []token, a *anchor) {
	if !a.job || a.offset != 0 || !a.sameDay || a.hour >= 0 || a.days != 0 {
		return
	}
	for k := 1; k+2 < len(toks); k++ {
		w := toks[k].s
		if toks[k].used || !(w == "hour" || w == "hours" || w == "hr" || w == "hrs" || strings.HasPrefix(w, "min")) {
			continue
		}
		p := k + 1
		if toks[p].s != "after" && toks[p].s != "before" {
			continue
		}
		q := p + 1
		if toks[q].s != "it" && toks[q].s != "its" && toks[q].s != "it's" && toks[q].s != "that" {
			continue
		}
		q++
		if q < len(toks) && (toks[q].s == "is" || toks[q].s == "s" || toks[q].s == "has") {
			q++
		}
		if q >= len(toks) {
			continue
		}
		var end bool
		switch v := toks[q].s; {
		case slices.Contains([]string{"starts", "start", "begins", "begin", "started", "starting"}, v):
		case slices.Contains([]string{"ends", "done", "finishes", "finished", "over", "wraps"}, v):
			end = true
		default:
			continue
		}
		count := unitCount(toks, k, 600)
		if count == 1 && !slices.Contains([]string{"an", "a", "one", "1"}, toks[k-1].s) {
			continue // "hours after it starts" with no number: not read
		}
		unit := time.Hour
		if strings.HasPrefix(w, "min") {
			unit = time.Minute
		}
		a.offset = time.Duration(count) * unit
		if toks[p].s == "before" {
			a.offset = -a.offset
		}
		a.sameDay, a.exact, a.end = false, true, end
		for j := k - 1; j <= q; j++ {
			toks[j].used = true
		}
		a.phrase += ", " + strings.Join(rawWords(toks[k-1:q+1]), " ")
		return
	}
}
