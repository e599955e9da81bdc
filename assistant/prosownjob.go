package assistant

// prosOwnJobNamed reports whether a part that names a pro, a property and
// the work (its note words) names one job that pro already has there,
// still to come: "cancel lena at rio del mar on the 12th, windows are
// fine. and gabe wants to do the capitola dryer vent on the 10th instead,
// same time" moves Gabe's dryer-vent visit at the Capitola Flat; the
// "instead" beside the cancel is of that job's day, never a second visit
// booked in place of the one cancelled (whose pro is another).
func (s *session) prosOwnJobNamed(in request, prev request) bool {
	if in.ProID == 0 || in.ProID == prev.ProID || in.AddressID == 0 || in.JobID != 0 || contentWords(in.noteWords) == 0 {
		return false
	}
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return false
	}
	n := 0
	for _, j := range jobs {
		if j.Cancellable() && derefID(j.ProID) == in.ProID && (in.Service == "" || j.ServiceType == in.Service) && noteScore(j, in) > 0 {
			n++
		}
	}
	return n == 1
}

// keepsOwnHour reports whether "same time" in a move to another day is
// the moved job's own hour, never the slot of the part before's job:
// "… and gabe wants to do the capitola dryer vent on the 10th instead,
// same time" keeps the dryer visit's 2 pm ("same time as the clean"
// names another job's).
func keepsOwnHour(in request) bool {
	return in.Kind == kindEdit && in.When == nil && in.NewWhen != nil && in.NewWhen.HasDate && !in.NewWhen.HasTime &&
		!sameTimeAsJob(tokenize(in.rawText))
}
