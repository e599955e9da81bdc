package assistant

import (
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// anchorGuestsArrive reports whether the words just before a stay verb
// ("… before the lombardis get in friday") name guests even though an
// anchor has already read them ("before the lombardis" marks the words
// used): the date after "get in" is still their arrival, a fact beside the
// job, never a second job of its own.
//
// Only when the message gives the job a day of its own before it ("maria
// restock ocean ave downstairs thursday 1pm before the lombardis get in
// friday"): with no other day, the guests' day is the anchor's ("the day
// before the hoffmans arrive on the 10th").
func anchorGuestsArrive(toks []token, guestNames []string, dates []When, d When) bool {
	if !slices.ContainsFunc(dates, func(o When) bool { return o.HasDate && o.HasTime && o.end <= d.start && o.start != d.start }) {
		return false
	}
	c := slices.Clone(toks)
	for i := range c {
		c[i].used = false
	}
	return len(matchPeople(c, guestNames)) > 0
}

// jobIsProRe is a job named with "the" and a pro said to be it, at the
// end of a clause: "…, and the clean before the oconnors thursday is jen",
// "the sylvania restock goes to maria."
var jobIsProRe = mustCompile(`(?i)(^\s*|[,;.]\s*(?:and\s+)?|\sand\s+)(the\s+(?:[a-z0-9'’]+\s+){0,6}?)(?:is|goes\s+to|will\s+be)\s+([a-z][a-z'’-]*)\s*([,;.!?]|$)`)

// jobIsPro reads "the <job> is <pro>" as "put <pro> on the <job>": the
// booked job given to that pro, never a new one. The words must name a
// job (a service word, no verb of their own, no person such as "the
// cleaner") and the name must be a pro's.
func jobIsPro(msg string, names map[string]bool) string {
	return jobIsProRe.ReplaceAllStringFunc(msg, func(m string) string {
		sub := jobIsProRe.FindStringSubmatch(m)
		if !names[strings.ToLower(sub[3])] {
			return m
		}
		toks := tokenize(sub[2])
		if _, _, ok := serviceOf(toks); !ok || has(toks, creationVerbs...) || has(toks, "cleaner", "cleaners", "guy", "pro", "person", "who", "plumber", "inspector", "handyman") {
			return m
		}
		for _, t := range toks {
			if clauseVerbs[t.s] || commaVerbs[t.s] {
				return m
			}
		}
		return sub[1] + "put " + sub[3] + " on " + strings.TrimSpace(sub[2]) + sub[4]
	})
}

// prepWordRe is the host's word for the cleaning that gets a place ready
// for guests: "the prep at the cottage", "sat preps".
var prepWordRe = mustCompile(`(?i)\bpreps?\b|\bpre-?arrival\b`)

// prepJobs narrows cands, when the host calls the job a prep, to the
// cleanings that get the place ready for a stay: not a turnover after a
// check-out, and some stay checks in there within two days after it. nil
// when none or all of cands are such.
func (s *session) prepJobs(cands []*steward.Job, in request) []*steward.Job {
	if !prepWordRe.MatchString(in.rawText) || s.loadStays() != nil {
		return nil
	}
	var preps []*steward.Job
	for _, j := range cands {
		if j.ServiceType != steward.Cleaning || s.isTurnover(j) {
			continue
		}
		for _, r := range s.stays {
			if r.AddressID == j.AddressID && r.Status != steward.ReservationCancelled && r.CheckIn.After(j.ScheduledAt) &&
				r.CheckIn.Sub(j.ScheduledAt) <= 48*time.Hour {
				preps = append(preps, j)
				break
			}
		}
	}
	if len(preps) == len(cands) {
		return nil
	}
	return preps
}
