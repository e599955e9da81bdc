package assistant

import steward "github.com/stewardhq/steward"

// "who's coming to look at the roof on Friday and when?": a visit asked
// about in the words of its work. "Look at" reads as maintenance, but the
// visit may be booked as an inspection ("Check the roof and canales after
// the rain"); a question that names no service outright is answered about
// the job its words name, whatever its service. Only questions: a change
// keeps the service read, so nothing is written to a job guessed.

// serviceSaidWords name a service as such, not only work a visit does.
var serviceSaidWords = []string{"maintenance", "inspection", "inspections", "inspect", "inspector", "cleaning", "cleanings", "clean",
	"cleaner", "restock", "restocking", "turnover", "repair", "repairs"}

// jobsNamedByWork returns the jobs among jobs, of any service, that fit in
// but for its service and that its words name, when in is a question whose
// service was read from its verb alone.
func (s *session) jobsNamedByWork(jobs []*steward.Job, in request, verb string) []*steward.Job {
	if verb != verbAbout || in.Service == "" || contentWords(in.noteWords) == 0 || has(tokenize(in.rawText), serviceSaidWords...) {
		return nil
	}
	loose := in
	loose.Service = ""
	var out []*steward.Job
	for _, j := range jobs {
		if !s.cancelling[j.ID] && j.Cancellable() && s.jobMatches(j, loose) && noteScore(j, in) > 0 {
			out = append(out, j)
		}
	}
	return out
}
