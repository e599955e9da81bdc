package assistant

// jobOnDayAnchor reports whether the stay anchor at toks[k] follows a job
// said with its day ("the oak tree cleaning on 14th after kapoors", "the
// jsq one on 13th after walsh"): the day said right before the anchor
// (one of dates) comes after the job's noun (or "one"), with only "on" or
// "the" between, so the anchor names that job, never a new time for it.
func jobOnDayAnchor(toks []token, k int, dates []When) bool {
	for _, d := range dates {
		if !d.HasDate || d.end != k || d.start < 1 {
			continue
		}
		i := d.start - 1
		for i > 0 && (toks[i].s == "on" || toks[i].s == "the") {
			i--
		}
		if jobWords[toks[i].s] || toks[i].s == "one" {
			return true
		}
	}
	return false
}
