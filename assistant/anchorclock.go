package assistant

import (
	"slices"
	"strings"

	steward "github.com/stewardhq/steward"
)

// sameTimeAsEvent reads, after an anchor, the hour said as the anchor's
// own event with no other named: "the day after the Brooks family leave,
// same time as they check out" is the day after, at the hour of their
// check-out; "the day after mo does the stairs, same time as mo" the day
// after, at the hour Mo's job starts (never the default hour). A check-in
// said beside a check-out anchor (or the reverse) is not clear, and asked.
func (s *session) sameTimeAsEvent(toks []token, a *anchor) {
	if a.offset != 0 || a.hour >= 0 || a.exact {
		return
	}
	for k := 0; k+3 < len(toks); k++ {
		if toks[k].used || toks[k].s != "same" || toks[k+1].s != "time" && toks[k+1].s != "hour" || toks[k+2].s != "as" {
			continue
		}
		from := k
		if k > 0 && (toks[k-1].s == "the" || toks[k-1].s == "at") {
			from = k - 1
		}
		if a.job {
			if n := s.anchorProSaid(toks, k+3, a); n > 0 {
				a.eventClock = true
				markSameTime(toks, a, from, k+3+n)
			} else if k+3 < len(toks) && !toks[k+3].used && len(s.proByName(toks[k+3:k+4])) > 0 {
				// "the day after hector does the cooler, same time as
				// ray": whose hour is meant is not clear; asked.
				a.otherClock = strings.Join(rawWords(toks[from:k+4]), " ")
			}
			return
		}
		q := k + 3
		if q < len(toks) && slices.Contains([]string{"the", "their", "they", "guests", "theirs"}, toks[q].s) {
			q++
		}
		if q < len(toks) && (toks[q].s == "guests" || toks[q].s == "do" || toks[q].s == "did") {
			q++
		}
		out, in, n := checkWordsAt(toks, q)
		if n == 0 {
			return
		}
		if out && a.checkIn || in && !a.checkIn {
			a.unsure = strings.Join(rawWords(toks[from:q+n]), " ")
			return
		}
		a.eventClock = true
		markSameTime(toks, a, from, q+n)
		return
	}
}

// markSameTime marks the words toks[from:to] of a "same time as …" read
// as used, and adds them to the anchor's phrase.
func markSameTime(toks []token, a *anchor, from, to int) {
	for j := from; j < to; j++ {
		toks[j].used = true
	}
	a.phrase += ", " + strings.Join(rawWords(toks[from:to]), " ")
}

// anchorProSaid is how many words at toks[i] name the pro of a job anchor
// again ("mo", "him", "her"): 0 when they name someone else or nothing.
func (s *session) anchorProSaid(toks []token, i int, a *anchor) int {
	if i >= len(toks) || len(a.pros) != 1 {
		return 0
	}
	if slices.Contains([]string{"him", "her", "them", "he", "she", "they"}, toks[i].s) {
		return 1
	}
	if p := s.pro(a.pros[0]); p != nil {
		if f := s.nameWords(p); len(f) > 0 && strings.TrimSuffix(toks[i].s, "s") == f[0] || len(f) > 0 && toks[i].s == f[0] {
			return 1
		}
	}
	return 0
}

// proDoingWork finds, among the words of an anchor, an active pro's
// first name of two letters that reads as a common word ("mo", "al")
// right before the work they do: "the day after mo does the stairs",
// "after mo's visit". Said so, it is the pro; one pro only.
func (s *session) proDoingWork(tail []token) []int64 {
	var ids []int64
	for i, t := range tail {
		if len(t.s) != 2 || !twoLetterWords[t.s] || i+1 >= len(tail) && !strings.HasSuffix(strings.ToLower(t.raw), "'s") {
			continue
		}
		possessive := strings.HasSuffix(strings.ToLower(t.raw), "'s") || strings.HasSuffix(t.raw, "’s")
		if !possessive && !proWorkVerbs[tail[i+1].s] {
			continue
		}
		for _, p := range s.pros {
			if f := s.nameWords(p); p.Active && len(f) > 1 && f[0] == t.s && !slices.Contains(ids, p.ID) {
				ids = append(ids, p.ID)
			}
		}
	}
	if len(ids) != 1 {
		return nil
	}
	return ids
}

// proWorkVerbs say a pro doing their work, after their name.
var proWorkVerbs = map[string]bool{"does": true, "did": true, "is": true, "finishes": true, "finished": true, "cleans": true, "fixes": true,
	"paints": true, "comes": true, "came": true, "goes": true, "restocks": true, "inspects": true, "sorts": true, "has": true, "starts": true}

// proWorksForGuests reports whether an anchor's words name a pro's work
// for guests, with no arrival or departure: "kasia cleans it for the
// davies", "sharon's clean for the patels". The guests only say which of
// the pro's jobs (its notes name them).
func proWorksForGuests(tail []token, a *anchor, event string) bool {
	if event != "" || len(a.pros) == 0 || len(a.guests) == 0 {
		return false
	}
	for i, t := range tail {
		if t.s == "for" && i > 0 {
			return true
		}
	}
	return false
}

// sameTimeThatDay dates again a booking whose day one part of the message
// gives and whose hour another says as a pro's ("… while Anita is there on
// Friday … book tom same time as anita pls"): the hour of that pro's job
// on that day. None or several such jobs ask, never the default hour.
func (s *session) sameTimeThatDay(out []request) error {
	for k := range out {
		in := &out[k]
		if in.Kind != kindSchedule && in.Kind != kindReport || in.When == nil || !in.When.HasDate || in.When.HasTime {
			continue
		}
		toks := tokenize(in.rawText)
		at := slices.IndexFunc(toks, func(t token) bool { return t.s == "same" })
		if at < 0 || !sameTimeAsJob(toks[at:]) {
			continue
		}
		a, err := s.readAnchor(toks[at:])
		if err != nil {
			return err
		}
		if a == nil || !a.job || len(a.pros) == 0 {
			continue
		}
		in.anc, in.anchorProblem = a, ""
		if err := s.applyAnchor(in, a, []When{*in.When}); err != nil {
			return err
		}
	}
	return nil
}

// anchorJob reports whether j is the job in's anchor is on ("the day
// after mo does the stairs"): the job that times the booking, never the
// same problem booked again.
func anchorJob(in request, j *steward.Job) bool {
	return in.anc != nil && in.anc.job && !in.anc.jobStart.IsZero() && j.ScheduledAt.Equal(in.anc.jobStart)
}

// proByName returns the active pros toks name by their first name
// ("ray", "hector").
func (s *session) proByName(toks []token) []int64 {
	var ids []int64
	for _, t := range toks {
		for _, p := range s.pros {
			if f := s.nameWords(p); p.Active && len(f) > 0 && f[0] == t.s {
				ids = append(ids, p.ID)
			}
		}
	}
	return ids
}

// guestsThing is the word of the one stay's guests a job's notes would
// name ("Ready for the Davies family": "davie", as jobSays compares).
func (s *session) guestsThing(a *anchor) string {
	if len(a.guests) != 1 {
		return ""
	}
	for _, w := range strings.Fields(strings.ToLower(s.stays[a.guests[0]].GuestName)) {
		if w != "the" && w != "family" && w != "mr" && w != "mrs" && isLetters(w) {
			return strings.TrimSuffix(w, "s")
		}
	}
	return ""
}

// backAgain gives a booking that says "get him back" (or "have her back
// out") the one pro the message names doing that work before: "disposal
// … jammed AGAIN (ray fixed it last wk ugh). get him back the day after
// the hollises check out" is Ray's visit. None or several leave it asked.
func (s *session) backAgain(out []request) {
	for k := range out {
		in := &out[k]
		if in.Kind != kindSchedule && in.Kind != kindReport || in.ProID != 0 || len(in.proCandidates) > 0 ||
			in.rolePro != "him" && in.rolePro != "her" {
			continue
		}
		toks := tokenize(in.rawText)
		if !hasPhrase(toks, in.rolePro+" back") {
			continue
		}
		var fit []int64
		for _, id := range s.proByName(toks) {
			if p := s.pro(id); p != nil && (in.Service == "" || p.Offers(in.Service)) && !slices.Contains(fit, id) {
				fit = append(fit, id)
			}
		}
		if len(fit) == 1 {
			in.ProID, in.proCandidates, in.rolePro = fit[0], fit, ""
		}
	}
}
