package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// A voice-mail transcript whose host's line does two things or names
// several of the caller's jobs (readVoicemail hands them here when the
// line is not a plain consent):
//   - "^ put on his job that the attic hatch is in the hall closet": a
//     note on the one job of the caller's the transcript names;
//   - "put tidy triangle on both of those", "yes move both": the
//     caller's jobs the transcript names, each by its place or day — two
//     for "both" — given to the pro the line names, or moved to the day
//     the caller asks for ("push both of them to Friday same times"),
//     each at its own hour;
//   - "cancel the lake one and put the downstairs toilet on his duplex
//     job": each part about the caller's one job at the place it names,
//     cancelled or noted.
//
// Each becomes plain requests naming the jobs by number, one a line;
// anything less sure (no such job, several, a new hour not the jobs' own)
// is left to the other readers, which ask.

// vmNoteLineRe is a host's line asking a note on the caller's job;
// group 1 is the note.
var vmNoteLineRe = mustCompile(`(?i)^\^*\s*(?:(?:pls|please|plz|can\s+you|could\s+you)\s+)?(?:put|add|note|write)\s+(?:a\s+note\s+)?(?:on|to|in)\s+(?:his|her|their|the)\s+job\s*(?:that\b|saying\b|:|-)?\s*(.{3,})$`)

// vmBothLineRe is a host's line about several of the caller's jobs;
// group 1 is its verb, group 2 a pro the jobs go to ("put tidy triangle
// on both of those").
var vmBothLineRe = mustCompile(`(?i)^\^*\s*(?:[a-z]+[.!,]+\s+)?(?:(?:ok+|okay|sure|yes|yep|yeah|fine|pls|please|go\s+ahead\s+and)[\s,.!]+)*(?:(move|push|switch|reschedule|do)\s+(?:both|all)(?:\s+of\s+(?:them|those|em))?|(?:put|give|assign)\s+([a-z][a-z'’ -]*?)\s+(?:on|to)\s+(?:both|all|those|them)(?:\s+of\s+(?:them|those|em))?)(?:[\s,]+(?:pls|plz|please|thx|thanks|then))*[\s.!]*$`)

// vmPartRe is one part of a host's line of two: "cancel the lake one",
// "put the downstairs toilet on his duplex job"; group 1 is the cancel's
// words, groups 2 and 3 the note and the place words.
var vmPartRe = mustCompile(`(?i)^(?:(?:pls|please|and|then|also)\s+)*(?:(?:cancel|scrap|drop|call\s+off)\s+(.+)|(?:put|add|note)\s+(.+?)\s+(?:on|to|in)\s+(?:his|her|their|the)\s+(.+?)\s+(?:job|visit|one))$`)

// vmPartSplitRe is where a host's line of two changes is cut.
var vmPartSplitRe = mustCompile(`(?i)\s*(?:,|;)?\s+and\s+(?:then\s+)?(?:(?:pls|please)\s+)?\b(?:cancel|scrap|drop|put|add|note)\b`)

// voicemailMulti returns the host's line read as above, ok false when it
// is not so made or not settled.
func (s *session) voicemailMulti(transcript, host, phone, fwd string) (string, bool) {
	pro := s.vmPro(transcript, phone, fwd)
	if pro == nil {
		return "", false
	}
	host = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(host), "^"))
	clean := s.vmClean(transcript)
	if m := vmNoteLineRe.FindStringSubmatch(host); m != nil {
		return s.vmNote(pro, clean, m[1])
	}
	if m := vmBothLineRe.FindStringSubmatch(host); m != nil {
		return s.vmBoth(pro, clean, strings.ToLower(m[1]), m[2])
	}
	return s.vmParts(pro, clean, host)
}

// vmNote returns "add a note to job N: <note>" for the one job of the
// pro's the transcript names by place and day.
func (s *session) vmNote(pro *steward.Pro, clean, note string) (string, bool) {
	a := s.mailPlace(clean)
	if a == nil {
		a = s.reportPlace(clean)
	}
	if a == nil {
		return "", false
	}
	dates := readDates(tokenize(clean), s.now, s.loc(a.ID))
	jobs := s.vmJobs(dates, a, s.vmOfPro(pro))
	if len(jobs) != 1 {
		return "", false
	}
	return fmt.Sprintf("add a note to job %d: %s", jobs[0].ID, strings.TrimSpace(note)), true
}

// vmOfPro keeps the jobs of pro.
func (s *session) vmOfPro(pro *steward.Pro) func(*steward.Job) bool {
	return func(j *steward.Job) bool { return j.ProID != nil && *j.ProID == pro.ID }
}

// vmBoth returns the requests for the pro's jobs the transcript names
// (two when "both" is said): given to the pro named, or moved.
func (s *session) vmBoth(pro *steward.Pro, clean, verb, to string) (string, bool) {
	toks := tokenize(clean)
	dates := readDates(toks, s.now, s.loc(0))
	var newDay *When
	var old []When
	at := vmInsteadIdx(toks)
	for i, w := range dates {
		switch {
		case w.HasDate && newDay == nil && (w.prep == "to" || at >= 0 && w.end <= at && at-w.end <= 3):
			// "push both of them to Friday", "do both of them Monday
			// instead same times"
			newDay = &dates[i]
		case w.HasDate:
			old = append(old, w)
		}
	}
	old = append(old, s.vmRankDays(toks, dates)...)
	if len(old) == 0 {
		return "", false
	}
	jobs := s.vmNamedJobs(pro, toks, old)
	if len(jobs) != 2 {
		return "", false
	}
	var out []string
	if to != "" {
		ids := s.proByName(tokenize(to))
		if len(ids) != 1 || ids[0] == pro.ID {
			return "", false
		}
		for _, j := range jobs {
			out = append(out, fmt.Sprintf("put %s on job %d", s.pro(ids[0]).Name, j.ID))
		}
		return strings.Join(out, "\n"), true
	}
	if verb == "" || newDay == nil || !s.vmSameHours(jobs, dates, newDay) {
		return "", false
	}
	for _, j := range jobs {
		t := j.ScheduledAt.In(s.loc(j.AddressID))
		out = append(out, fmt.Sprintf("move job %d to %s %d at %s", j.ID, newDay.Month, newDay.Day, vmClock(t.Hour(), t.Minute())))
	}
	return strings.Join(out, "\n"), true
}

// vmNamedJobs returns the pro's jobs on the days said: at each place the
// transcript names, when several, its one job there; else all of them
// (at the one place named).
func (s *session) vmNamedJobs(pro *steward.Pro, toks []token, days []When) []*steward.Job {
	places := allProperties(toks, s.addrs)
	if a := s.reportPlace(s.vmText(toks)); len(places) == 0 && a != nil {
		return s.vmJobs(days, a, s.vmOfPro(pro)) // "the Carrie townhouse"
	}
	switch len(places) {
	case 0:
		return s.vmJobs(days, nil, s.vmOfPro(pro))
	case 1:
		return s.vmJobs(days, places[0].addr, s.vmOfPro(pro))
	}
	var out []*steward.Job
	for _, p := range places {
		jobs := s.vmJobs(days, p.addr, s.vmOfPro(pro))
		if len(jobs) != 1 {
			return nil
		}
		out = append(out, jobs[0])
	}
	return out
}

// vmSameHours reports whether every hour said after the new day is one
// of the jobs' own ("to Friday same times ten and two"), so each keeps
// its hour.
func (s *session) vmSameHours(jobs []*steward.Job, dates []When, newDay *When) bool {
	for _, w := range dates {
		if !w.HasTime || w.start < newDay.start {
			continue
		}
		if !slices.ContainsFunc(jobs, func(j *steward.Job) bool {
			t := j.ScheduledAt.In(s.loc(j.AddressID))
			return t.Hour()%12 == w.Hour%12 && t.Minute() == w.Minute
		}) {
			return false
		}
	}
	return true
}

// vmParts returns the requests of a host's line of two parts, each about
// the pro's one job at the place it names.
func (s *session) vmParts(pro *steward.Pro, clean, host string) (string, bool) {
	host = strings.TrimRight(host, " .!")
	cuts := vmPartSplitRe.FindAllStringIndex(host, -1)
	if len(cuts) != 1 {
		return "", false
	}
	k := cuts[0][0]
	first := host[:k]
	second := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(host[k:]), ",;"))
	second = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(second, "and"), " then"))
	dates := readDates(tokenize(clean), s.now, s.loc(0))
	var out []string
	for _, part := range []string{first, second} {
		r, ok := s.vmPart(pro, part, dates)
		if !ok {
			return "", false
		}
		out = append(out, r)
	}
	return strings.Join(out, "\n"), true
}

// vmPart returns the request of one part: "cancel job N" or "add a note
// to job N: <note>".
func (s *session) vmPart(pro *steward.Pro, part string, dates []When) (string, bool) {
	m := vmPartRe.FindStringSubmatch(strings.TrimSpace(part))
	if m == nil {
		return "", false
	}
	where := m[1] + m[3]
	ps := matchProperties(tokenize(where), s.addrs)
	if len(ps) != 1 {
		return "", false
	}
	jobs := s.vmJobs(nil, ps[0].addr, s.vmOfPro(pro))
	if len(jobs) > 1 {
		jobs = s.vmJobs(dates, ps[0].addr, s.vmOfPro(pro))
	}
	if len(jobs) != 1 {
		return "", false
	}
	if m[1] != "" {
		return fmt.Sprintf("cancel job %d", jobs[0].ID), true
	}
	if s.vmNamesWorker(m[2]) {
		return "", false // "put gary on his duplex job": a pro, not a note
	}
	return fmt.Sprintf("add a note to job %d: %s", jobs[0].ID, strings.TrimSpace(m[2])), true
}

// vmText is the words of toks, one space apart.
func (s *session) vmText(toks []token) string {
	f := make([]string, len(toks))
	for i, t := range toks {
		f[i] = t.s
	}
	return strings.Join(f, " ")
}

// vmRankDays are the days said as "the fifteenth" that dates did not
// read (a rank before more talk: "the fifteenth I'm really sorry"): the
// next such day of the month from now.
func (s *session) vmRankDays(toks []token, dates []When) []When {
	var out []When
	now := s.now.In(s.loc(0))
	for i := 1; i < len(toks); i++ {
		d, ok := spokenOrdinals[toks[i].s]
		if !ok || toks[i-1].s != "the" || slices.ContainsFunc(dates, func(w When) bool { return w.HasDate && w.start <= i && i < w.end }) {
			continue
		}
		t := time.Date(now.Year(), now.Month(), d, 0, 0, 0, 0, now.Location())
		if d < now.Day() {
			t = t.AddDate(0, 1, 0)
		}
		if t.Day() == d {
			out = append(out, When{HasDate: true, Year: t.Year(), Month: t.Month(), Day: d, start: i, end: i + 1, prep: "the"})
		}
	}
	return out
}

// vmWorkerRe is a word for who does a job ("the plumber", "her crew").
var vmWorkerRe = mustCompile(`(?i)\b(?:plumber|handyman|electrician|cleaner|cleaners|inspector|guy|guys|crew|team|company|him|her|them)\b`)

// vmNamesWorker reports whether text names a worker: a word of a pro's
// name or of vmWorkerRe.
func (s *session) vmNamesWorker(text string) bool {
	if vmWorkerRe.MatchString(text) {
		return true
	}
	said := tokenize(text)
	for _, p := range s.pros {
		for _, w := range words(p.Name) {
			if len(w) >= 3 && has(said, w) {
				return true
			}
		}
	}
	return false
}
