package assistant

// "Lisa to check over the loft before the yamamotos on Saturday at 2pm":
// a weekday said right after "before <guests>", with no verb of theirs,
// is the job's own day (the Saturday before they come), never a day the
// anchor's words keep for the guests; the anchor is their check-in, and
// the day is read with the request's dates (applyAnchor then keeps it when
// it comes before the arrival). With a verb ("before the yamamotos arrive
// on Thursday") the event already ends at the verb (eventEnd).

// beforeStayOwnDay returns where the words of a "before <guests>" anchor
// end when a weekday follows the guests' name: at "on" (or the weekday,
// or "this"/"next" before it), the day left to the request. It returns
// end unchanged for anything else, and when the weekday is the one the
// guests arrive on ("before the yamamotos on Thursday", in on Thursday
// the 12th): then it names their arrival, as before.
func (s *session) beforeStayOwnDay(toks []token, pivot, end int, a *anchor) int {
	if toks[pivot].s != "before" && toks[pivot].s != "b4" || a == nil || a.job || a.eventEnd != 0 || len(a.guests) == 0 {
		return end
	}
	for k := pivot + 2; k < end; k++ {
		wd, ok := weekdays[toks[k].s]
		if !ok {
			continue
		}
		for _, g := range a.guests {
			if g >= 0 && g < len(s.stays) && s.stays[g].CheckIn.In(s.loc(s.stays[g].AddressID)).Weekday() == wd {
				return end
			}
		}
		cut := k
		if p := toks[cut-1].s; p == "on" || p == "this" || p == "next" || p == "coming" {
			cut--
			if cut-1 > pivot && toks[cut].s != "on" && toks[cut-1].s == "on" {
				cut-- // "on this saturday"
			}
		}
		if cut <= pivot+1 {
			return end
		}
		return cut
	}
	return end
}
