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
		offset, p, ok := offsetAt(toks, k)
		if !ok {
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
		a.offset, a.sameDay, a.exact, a.end = offset, false, true, end
		for j := k - 1; j <= q; j++ {
			toks[j].used = true
		}
		a.phrase += ", " + strings.Join(rawWords(toks[k-1:q+1]), " ")
		return
	}
}

// offsetAt reads "<count> hours|hrs|minutes after|before" at toks[k], the
// word of the unit: the signed offset and the index of "after"/"before".
// ok is false when toks[k] is no unit of time (or is read already), no
// "after"/"before" follows, or no count is said before it ("hours after
// it starts": not read). Both offsets from a stay's event
// (sameEventOffset) and from a job's start or end (jobStartOffset) read
// their hours here.
func offsetAt(toks []token, k int) (d time.Duration, p int, ok bool) {
	w := toks[k].s
	if toks[k].used || !(w == "hour" || w == "hours" || w == "hr" || w == "hrs" || strings.HasPrefix(w, "min")) {
		return 0, 0, false
	}
	p = k + 1
	if p >= len(toks) || toks[p].s != "after" && toks[p].s != "before" {
		return 0, 0, false
	}
	count := unitCount(toks, k, 600)
	if count == 1 && k > 0 && !toks[k-1].used && !slices.Contains([]string{"an", "a", "one", "1"}, toks[k-1].s) && numberWords[toks[k-1].s] == 0 && !isDigits(toks[k-1].s) {
		return 0, 0, false
	}
	unit := time.Hour
	if strings.HasPrefix(w, "min") {
		unit = time.Minute
	}
	d = time.Duration(count) * unit
	if toks[p].s == "before" {
		d = -d
	}
	return d, p, true
}
