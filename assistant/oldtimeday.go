package assistant

// oldTimeOnDay reads a change of time said with the job's day apart from
// both times: "the Sellwood detector check on the 10th can be 9:30 in the
// morning instead of the afternoon". The day (said alone) names the job,
// the time after "instead of", "rather than" or "not" is the one the job
// has, and the other time is the new one on the same day. ok is false
// unless dates are exactly one day and two times of which one is old and
// a part of the day (the job must then be in that part: request.oldPart).
func oldTimeOnDay(toks []token, dates []When) (old, nw When, ok bool) {
	if len(dates) != 3 {
		return When{}, When{}, false
	}
	o := oldTime(toks, dates)
	if o < 0 || dates[o].HasDate || !dates[o].Soft {
		// (An hour said as the old one, "at 10am instead of 2", is read
		// as before: a job at another hour is asked about.)
		return When{}, When{}, false
	}
	day, other := -1, -1
	for i, d := range dates {
		switch {
		case i == o:
		case d.HasDate && !d.HasTime && day < 0:
			day = i
		case d.HasTime && !d.HasDate && other < 0:
			other = i
		default:
			return When{}, When{}, false
		}
	}
	if day < 0 || other < 0 {
		return When{}, When{}, false
	}
	old, nw = dates[o], dates[other]
	for _, w := range []*When{&old, &nw} {
		w.HasDate, w.Year, w.Month, w.Day = true, dates[day].Year, dates[day].Month, dates[day].Day
	}
	return old, nw, true
}

func oldTimeOnDayOK(toks []token, dates []When) bool {
	_, _, ok := oldTimeOnDay(toks, dates)
	return ok
}
