package assistant

import "slices"

// eventPlace reads, right after a stay's event in an anchor ("… the day
// after the Whitfields leave the chalet", "… check out of the condo",
// "… arrive at Bartlett Road"), the property the guests leave or come
// to: how many words it takes and which property, or 0 when no property
// of the account's stands there alone. Those words are the anchor's, so
// the job stays at the place the request names ("clean the carriage
// house").
func (s *session) eventPlace(toks []token, end int) (int, int64) {
	if end <= 0 || end >= len(toks) || toks[end-1].stop {
		return 0, 0 // "… after the Whitfields leave, the chalet …": another clause
	}
	k := end
	if slices.Contains([]string{"of", "from", "at", "to", "in"}, toks[k].s) {
		k++
	}
	if k < len(toks) && toks[k].s == "the" {
		k++
	}
	if k >= len(toks) {
		return 0, 0
	}
	pm := matchProperties(toks[k:], s.addrs)
	if len(pm) != 1 || pm[0].at.start != 0 || pm[0].score < scoreWord+1 {
		return 0, 0
	}
	n := k + pm[0].at.end - end
	if e := k + pm[0].at.end; e < len(toks) && !toks[e-1].stop && !slices.Contains([]string{"on", "at", "in", "and", "then", "so", "tomorrow", "tmrw", "today", "pls", "please"}, toks[e].s) && !isDateWord(toks[e].s) {
		return 0, 0 // the place's words run on into more: not said alone
	}
	// Only when the request names a place of its own: "The day after the
	// Hoffmanns leave Mitchell Hollow, Ridgeline should come at 10:00"
	// is at Mitchell Hollow.
	id, at := pm[0].addr.ID, span{end, end + n}
	if !slices.ContainsFunc(allProperties(toks, s.addrs), func(m propertyMatch) bool {
		return m.addr.ID != id && !toks[m.at.start].used && (m.at.end <= at.start || m.at.start >= at.end) && literalMatch(toks, m)
	}) {
		return 0, 0
	}
	return n, id
}
