package assistant

import (
	"slices"
	"strings"
	"time"

	steward "github.com/stewardhq/steward"
)

// putOnWithRe is a pro put to work beside another on the other's job:
// "put Jess on with Crew B at 10", "stick Tina on with Maria". Group 1
// the pro, group 2 the other's words, group 3 the rest of the part (its
// place, day and hour).
var putOnWithRe = mustCompile(`(?i)\b(?:put|stick|throw|slot|send)\s+([a-z]+)\s+(?:on\s+|in\s+|out\s+)?with\s+([a-z]+(?:\s+[a-z]\b)?)((?:\s*[^.!?,;:\s-][^.!?,;:]*?)?)\s*([.!?,;:]|\s-\s|$)`)

// doubleUpLeadRe is a part that only says to double the crew on a job,
// "double up crew on the big house Friday, the Bauers had 10 ppl …": the
// place and day of the "put … on with …" that follows it.
var doubleUpLeadRe = mustCompile(`(?i)^\s*(?:(?:pls|please|can\s+you|need\s+to|we\s+need\s+to|gotta)\s+)?double\s+up\b`)

// putOnWith reads "put Jess on with Crew B at 10" as a job of Jess's own
// beside Crew B's: the same service as Crew B's one job at the place and
// on the day said (in the part itself, or in a "double up …" part just
// before it, which is dropped), at the hour said or else at Crew B's
// hour. Unless both pros are the account's, and one place, one day and
// one job of the other pro's there that day settle it, the message is
// left as it is (the engine then asks or says what it didn't read).
func (s *session) putOnWith(msg string, names map[string]bool) string {
	m := putOnWithRe.FindStringSubmatchIndex(msg)
	if m == nil || !names[strings.ToLower(msg[m[2]:m[3]])] {
		return msg
	}
	other := s.proOfWords(strings.Fields(strings.ToLower(msg[m[4]:m[5]])))
	if other == nil {
		return msg
	}
	start := m[0]
	if doubleUpLeadRe.MatchString(msg[:m[0]]) {
		start = 0 // "double up crew on the big house Friday, … - put Jess on with Crew B at 10"
	}
	where := tokenize(msg[start:m[7]])
	var addr *steward.Address
	for _, pm := range allProperties(where, s.addrs) {
		if addr != nil && addr != pm.addr {
			return msg // two places
		}
		addr = pm.addr
	}
	if addr == nil {
		return msg
	}
	loc := addr.Location()
	var day, hour *When
	for _, w := range readDates(where, s.now, loc) {
		if w.HasDate {
			if day != nil && (day.Month != w.Month || day.Day != w.Day) {
				return msg // two days
			}
			day = &w
		}
	}
	for _, w := range readDates(tokenize(msg[m[6]:m[7]]), s.now, loc) {
		if w.HasTime && !w.Soft {
			hour = &w // the part's own hour ("… had 10 ppl in there" is none)
		}
	}
	if day == nil {
		return msg
	}
	job, err := s.proJobThatDay(other.ID, addr, s.jobTime(*day, loc, 0))
	if err != nil || job == nil {
		return msg
	}
	at := job.ScheduledAt.In(loc)
	if hour != nil {
		at = time.Date(at.Year(), at.Month(), at.Day(), hour.Hour, hour.Minute, 0, 0, loc)
	}
	book := "book " + msg[m[2]:m[3]] + " for a second " + string(job.ServiceType) + " at " + addr.Name() + " on " + at.Format("Monday January 2 at 3:04pm")
	return msg[:start] + book + msg[m[8]:]
}

// secondJobRe is a job booked beside one already there: "book Jess for a
// second cleaning at …", "an extra restock".
var secondJobRe = mustCompile(`(?i)\b(?:a|an)\s+(?:second|extra|additional)\s+(?:clean|cleaning|turnover|restock|restocking)\b`)

// besideOther reports whether in books its pro a job of their own beside
// j, another pro's job of the same service at the same time ("book Jess
// for a second cleaning …", as putOnWith reads "put Jess on with Crew
// B"): no duplicate, and no hand-over of j to ask about.
func besideOther(in request, j *steward.Job) bool {
	return in.ProID != 0 && j.ProID != nil && *j.ProID != in.ProID && secondJobRe.MatchString(in.rawText)
}

// proOfWords is the one active pro whose name has every one of ws
// ("crew b" for Crew B), or nil.
func (s *session) proOfWords(ws []string) *steward.Pro {
	var found *steward.Pro
	for _, p := range s.pros {
		name := s.nameWords(p)
		if !p.Active || len(ws) == 0 || slices.ContainsFunc(ws, func(w string) bool { return !slices.Contains(name, w) }) {
			continue
		}
		if found != nil {
			return nil
		}
		found = p
	}
	return found
}

// proJobThatDay is pro's one open job at addr on day's date, or nil (none,
// or several).
func (s *session) proJobThatDay(pro int64, addr *steward.Address, day time.Time) (*steward.Job, error) {
	from := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, day.Location())
	to := from.AddDate(0, 0, 1)
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &addr.ID, ProID: &pro, From: &from, To: &to, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	var found *steward.Job
	for _, j := range jobs {
		if j.Status.Final() || s.cancelling[j.ID] {
			continue
		}
		if found != nil {
			return nil, nil
		}
		found = j
	}
	return found, nil
}
