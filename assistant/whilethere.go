package assistant

import (
	"strings"
	"time"

	steward "github.com/stewardhq/steward"
)

// "Dave is at the cottage on Friday for the shower so ask him to look at
// the kitchen tap while he is there": the pro's visit that day at that
// place is already booked; the work asked "while he is there" is a note
// for it, not a second visit (nor "there's already one, so I didn't add
// another", which drops the work).

// whileThereRe is the work asked of a pro during a visit of theirs.
var whileThereRe = mustCompile(`(?i)\b(?:while|when|whilst)\s+(?:he|she|they)(?:\s+(?:is|are|'s|’s|'re|’re)|'s|’s|'re|’re)\s+(?:there|over\s+there|out\s+there|at\s+it|on\s+site)\b|\bwhile\s+(?:there|at\s+it|on\s+site)\b`)

// whileThereJob returns the one visit of in's pro at in's property on its
// day that work said "while he is there" is for; nil when the message
// says no such thing or none or several fit (then it is read as a
// booking, as before).
func (s *session) whileThereJob(in request) (*steward.Job, error) {
	if in.ProID == 0 || in.AddressID == 0 || in.JobID != 0 || in.When == nil || !in.When.HasDate || in.When.HasTime ||
		!whileThereRe.MatchString(in.rawText) {
		return nil, nil
	}
	var addr *steward.Address
	for _, a := range s.addrs {
		if a.ID == in.AddressID {
			addr = a
		}
	}
	if addr == nil {
		return nil, nil
	}
	loc := addr.Location()
	day := s.jobTime(*in.When, loc, 0)
	from := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, 1)
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &addr.ID, ProID: &in.ProID, From: &from, To: &to, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	var found *steward.Job
	for _, j := range jobs {
		if j.Status.Final() || s.cancelling[j.ID] || in.Service != "" && j.ServiceType != in.Service {
			continue // ("can she restock it while she's there" of a cleaning: another job)
		}
		if found != nil {
			return nil, nil // several: read as before
		}
		found = j
	}
	return found, nil
}

// whileThere makes in, work asked of a pro while at a visit of theirs,
// a note on that visit; ok is false when it is no such request.
func (s *session) whileThere(in request) (st step, ok bool, err error) {
	j, err := s.whileThereJob(in)
	if err != nil || j == nil {
		return step{}, false, err
	}
	edit := request{Kind: kindEdit, JobID: j.ID, AddressID: j.AddressID, Service: j.ServiceType, SetNotes: noteOfWhileThere(in.rawText), rawText: in.rawText}
	st, err = s.edit(edit)
	return st, true, err
}

// noteOfWhileThere is the note such work leaves on the visit: the host's
// words, quotes and the relaying opener ("nan says:") left out.
func noteOfWhileThere(raw string) string {
	note := relayOpenRe.ReplaceAllString(raw, "")
	note = strings.Trim(note, " \"“”'")
	return "Host's request: " + note
}

// relayOpenRe is the opener of words relayed from someone else.
var relayOpenRe = mustCompile(`(?i)^\s*(?:\w+\s+)?(?:says|said|asks|asked|wants)\s*:?\s*`)
