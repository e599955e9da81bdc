package assistant

// Answers that give a booking's day by a stay: "When should I schedule a
// restock at Griffintown?" → "the day before they arrive", after "add a
// restocking at griffintown for the okafor". "They" are the guests the
// request named; the answer is read with the request it answers, and
// only the day it gives is taken (the time is still asked for). When
// the two read together do not give one day at that place, the question
// is asked again and nothing is booked.

// dayByStayAnswer returns in as the answer of the day the pending
// request p and in, read as one message, give; ok is false when in is
// not a day said by a stay, or they do not give one day for that
// booking.
func (s *session) dayByStayAnswer(p, in request) (request, bool, error) {
	if in.Kind != kindHelp || in.anc == nil || in.anc.job || p.Kind != kindSchedule || p.When != nil && p.When.HasDate ||
		in.When != nil || in.NewWhen != nil {
		return request{}, false, nil
	}
	again, err := s.parse(p.rawText+", "+in.rawText, s.mctx)
	if err != nil || len(again) != 1 {
		return request{}, false, err
	}
	a := again[0]
	if a.Kind != p.Kind || a.AddressID != p.AddressID || a.Service != p.Service || a.anchorProblem != "" || a.When == nil || !a.When.HasDate {
		return request{}, false, nil
	}
	out := in
	out.anc, out.dates = nil, nil
	out.When = &When{HasDate: true, Year: a.When.Year, Month: a.When.Month, Day: a.When.Day}
	return out, true, nil
}
