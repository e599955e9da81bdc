package assistant

import (
	"fmt"
	"strings"
)

// noteForPendingBooking reads a bare note sent while a booking waits on a
// question ("book Charm City at the Canton house tuesday at 1 to service
// the boiler" → "it would fall during the Okafors' stay …" → "oh and tell
// them the Okafors have a dog, knock loud") as a note for that booking,
// kept with it until it is made: never a note on another job at the
// place. It returns the pending request with the note, and false when n
// is more than a note (a job, a day, a pro or a service of its own) or is
// about another place.
func noteForPendingBooking(p, n request) (request, bool) {
	if p.Kind != kindSchedule && p.Kind != kindReport || p.JobID != 0 {
		return p, false
	}
	if n.Kind != kindEdit || n.SetNotes == "" || n.JobID != 0 || len(n.Candidates) > 0 || n.When != nil || n.NewWhen != nil ||
		n.ProID != 0 || len(n.proCandidates) > 0 || n.Shift != 0 || n.SetStatus != "" || n.SetPrice != nil || n.Unassign ||
		n.Service != "" && n.Service != p.Service || n.AddressID != 0 && n.AddressID != p.AddressID {
		return p, false
	}
	q := p
	q.SetNotes = strings.TrimSpace(strings.Join([]string{p.SetNotes, n.SetNotes}, "\n"))
	return q, true
}

// withPendingNote is the notes a booking is made with, and the note
// sent while it waited (noteForPendingBooking) after them.
func withPendingNote(notes *string, in request) *string {
	if in.SetNotes == "" || in.JobID != 0 {
		return notes
	}
	if notes == nil || *notes == "" {
		return ptr(in.SetNotes)
	}
	return ptr(*notes + "\n" + in.SetNotes)
}

// pendingNoteSaid opens the question asked again with the note kept.
func pendingNoteSaid(note string) string {
	return fmt.Sprintf("I'll put the note “%s” on it once it's booked. ", note)
}
