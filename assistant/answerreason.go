package assistant

import "github.com/stewardhq/steward"

// answerReason keeps the problem a host gives with the answer to "When
// should I schedule …?" as the booking's notes: "book ray at the crab
// shack" → "wednesday the 11th at 9, the deck gate latch is broken" books
// Ray then, and his notes say what is broken. Only a problem the answer
// reports (it parses as a report of its own) is kept, only for a booking
// that has no notes of its own yet, and only as notes: it never changes
// the booking's service, place or pro.
func answerReason(p *request, in request) {
	if p.Kind != kindSchedule || in.Kind != kindReport || in.Notes == "" || p.keepNotes != nil || p.Deep {
		return
	}
	if p.Service != "" && p.Service != steward.Maintenance && p.Service != steward.Inspection {
		return // (a cleaning's or restock's answer stays its time only)
	}
	if contentWords(in.noteWords) == 0 {
		return
	}
	notes := "Host's request: " + in.Notes
	p.keepNotes = &notes
}
