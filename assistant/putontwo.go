package assistant

import (
	"slices"
	"strings"
	"time"

	steward "github.com/stewardhq/steward"
)

// Two hand-overs in one sentence: "put sea breeze on the pier flat
// changeover on the 15th and the adelaide one on monday". The second job,
// named by its place and "one" (or its service) with a day of its own, is
// given to the same pro: a part of its own, "put sea breeze on the
// adelaide one on monday".

// putOnTwoRe is such a sentence: group 1 the verb and the pro ("put sea
// breeze "), group 2 the pro's words, group 3 the first job, group 4 the
// joiner, group 5 the second job's place word and what names it.
var putOnTwoRe = mustCompile(`(?i)\b((?:put|stick|slot)\s+([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?)\s+)on\s+(the\s+[^,.;!?]{3,80}?)(\s+and\s+)(?:on\s+)?(the\s+[a-z][\w'’-]*\s+(?:one|clean|cleaning|changeover|turnover|restock|inspection)\b)`)

// putOnTwoJobs repeats the verb and the pro before the second job, when
// the pro's words are words of an active pro's name ("sparkle" of Desert
// Sparkle Cleaning, "sea breeze") and the first job has a day of its own
// (so "put rosa on the pier clean and the attic one on friday" shares its
// day and stays as it is).
func putOnTwoJobs(msg string, pros []*steward.Pro, now time.Time) string {
	m := putOnTwoRe.FindStringSubmatchIndex(msg)
	if m == nil || !namesActivePro(strings.Fields(strings.ToLower(msg[m[4]:m[5]])), pros) {
		return msg
	}
	if _, dated := ReadWhen(msg[m[6]:m[7]], now, time.UTC); !dated {
		return msg
	}
	return msg[:m[9]] + msg[m[2]:m[3]] + "on " + msg[m[10]:]
}

// putOnFindJob is the one job a hand-over said as "put <pro> on the …"
// means when it reads as a booking: the pending job of that service at
// that place on that day with no pro yet, or nil ("put kasia on the
// adelaide cleaning on monday" when that cleaning is booked without one).
func (s *session) putOnFindJob(in request, addr *steward.Address) (*steward.Job, error) {
	if in.ProID == 0 || in.Service == "" || in.When == nil || !in.When.HasDate || in.When.HasTime || !putOnOpenRe.MatchString(in.rawText) {
		return nil, nil
	}
	loc := addr.Location()
	day := s.jobTime(*in.When, loc, 0)
	from := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
	to := from.AddDate(0, 0, 1)
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &addr.ID, From: &from, To: &to, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	var found *steward.Job
	for _, j := range jobs {
		if j.ServiceType != in.Service || j.Status.Final() || s.cancelling[j.ID] {
			continue
		}
		if found != nil || j.ProID != nil {
			return nil, nil // several, or one a pro has: read as before
		}
		found = j
	}
	return found, nil
}

// putOnOpenRe is a request that opens by putting a pro on a job.
var putOnOpenRe = mustCompile(`(?i)^\s*(?:(?:pls|please|can\s+you|could\s+you)\s+)?(?:put|stick|slot)\s+[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2}?\s+on\s+(?:the|their|that)\s`)

// namesActivePro reports whether every one of ws is a word of one active
// pro's name, and none is a word any name has ("cleaning").
func namesActivePro(ws []string, pros []*steward.Pro) bool {
	if len(ws) == 0 {
		return false
	}
	for _, p := range pros {
		name := strings.Fields(foldAccents(strings.ToLower(p.Name)))
		if p.Active && !slices.ContainsFunc(ws, func(w string) bool { return !slices.Contains(name, w) || genericWords[w] || namesService(w) }) {
			return true
		}
	}
	return false
}

// namesService reports whether w names a service ("cleaning" of Desert
// Sparkle Cleaning is no name of the pro's own).
func namesService(w string) bool {
	_, _, ok := serviceOf(tokenize(w))
	return ok
}
