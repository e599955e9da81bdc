package assistant

import "strconv"

// partOfDayAfterHour reports whether toks[k] ends an hour said with its
// part of the day, "at 2 in the afternoon", "at 7 in the morning": so
// "… at 2 in the afternoon not 10" replaces the hour 10, read as a time
// though bare, as "at 2 not 10" does (notAfterHour).
func partOfDayAfterHour(toks []token, k int) bool {
	if k < 4 || !has(toks[k:k+1], "morning", "afternoon", "evening") || toks[k-1].s != "the" || toks[k-2].s != "in" {
		return false
	}
	h := toks[k-3]
	if clockSign.MatchString(h.s) {
		return true
	}
	n, err := strconv.Atoi(h.s)
	return err == nil && n >= 1 && n <= 12 && (toks[k-4].s == "at" || toks[k-4].s == "@")
}
