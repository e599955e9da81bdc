package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Voice-mail transcripts forwarded by a host: a phone's framing lines
// ("Voicemail from (919) 555-0164, 0:38:", "fwd from Marcus:",
// "Transcription beta: confidence low", "Voice memo 9:02 AM:"), the
// transcript of what a pro said, with its fillers ("um", "uh", "the
// the"), its spoken numbers and its names as heard ("glen wood", "petty
// ford"), and the host's own line at the end ("^ thats fine change it",
// "sure move him", "yes do 12:30", "^ put them on it", "^ book him").
// readVoicemail reads them apart:
//   - the framing lines are never requests and are dropped, whatever
//     follows;
//   - when the host's line consents to or orders what the pro proposes,
//     and the pro is known (the caller's number, the "fwd from" name or
//     "this is <name>"), the request is the pro's proposal said plainly
//     about the one job of the pro's the transcript names by its place,
//     day and hour: "move job 38 to 3pm", "put <pro> on job 35" (a job
//     with no pro that the pro offers to take), "book <pro> at <place> on
//     <day> at <hour>: <what for>" (a visit the pro offers and no job of
//     theirs is);
//   - anything less sure (no such job, two, no new hour or day, a host's
//     line that asks or refuses) is left as the transcript and the host's
//     line, without the framing, for the other readers (which ask).

// vmHeaderRe is a framing line of a voice-mail or a voice memo.
var vmHeaderRe = mustCompile(`(?i)^(?:voice\s*-?mail\b[^\n]{0,60}:|voice\s+(?:memo|note|message)\b[^\n]{0,40}:|(?:voice\s*-?mail\s+)?transcri(?:ption|pt|bed)\b[^\n.!?]{0,50})$`)

// vmFwdRe is a line that only says who forwarded it ("fwd from Marcus:",
// "fwd from DeShawn"); group 1 is the name.
var vmFwdRe = mustCompile(`(?i)^(?:fwd?|forwarded)\s+from\s+([a-z][a-z'’.-]*(?:\s+[a-z][a-z'’.-]*)?)\s*:?$`)

// vmHeaderFromRe is a header naming the caller ("Voicemail from Marcus
// Pettiford:"); group 1 is the name.
var vmHeaderFromRe = mustCompile(`(?i)^voice\s*-?mail\s+from\s+([a-z][a-z'’.-]*)`)

// vmPhoneRe is the caller's number in a header.
var vmPhoneRe = mustCompile(`\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}`)

// vmFillerRe are a transcript's fillers; "like" only before a number
// ("at like two thirty").
var vmFillerRe = mustCompile(`(?i)\b(?:um+|uh+|uhm+|erm|hmm+)\b[,.]?\s*|\blike\s+((?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)\b)`)

// vmSpeakerRe is the caller saying who they are ("this is Marcus", "it's
// Kesha", "Brenda stencil here"); group 1 or 2 is the first name.
var vmSpeakerRe = mustCompile(`(?i)\b(?:this\s+is|it'?s|it’s)\s+([a-z]+)|\b([a-z]+)(?:\s+[a-z]+)?\s+here\b`)

// vmHostRe is a host's line that consents to or orders what the pro
// proposes; group 1 is its verb, group 2 an hour the host says ("yes do
// 12:30").
var vmHostRe = mustCompile(`(?i)^\^*\s*(?:(?:ok+|okay|k|sure|yes|yep|yeah|yup|fine|great|perfect|sounds\s+good|works\s+for\s+me|that'?s\s+fine|that’s\s+fine|thats\s+ok|that'?s\s+ok|(?:ok|okay|fine|good)\s+(?:w|with|by)\s+me|go\s+ahead)[\s,.!;:-]*)*(?:(?:pls|plz|please|go\s+ahead\s+and)\s+)?(?:(change|move|switch|reschedule|do|book|schedule|put|give|assign)(?:\s+(?:it|him|her|them|that|this|em|'em|the\s+change))?(?:\s+on\s+(?:it|that|that\s+one|the\s+job))?(?:\s+(?:at|to|for))?(?:\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm|a|p)?))?)?(?:[\s,]+(?:pls|plz|please|thx|thanks|ty))*[\s.!]*$`)

// vmInsteadIdx returns the index of "instead" in toks, -1 when none.
func vmInsteadIdx(toks []token) int {
	return slices.IndexFunc(toks, func(t token) bool { return t.s == "instead" })
}

// readVoicemail returns msg read as described above.
func (s *session) readVoicemail(msg string) string {
	lines := strings.Split(msg, "\n")
	framed, phone, fwd := false, "", ""
	var kept []string
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if vmHeaderRe.MatchString(t) {
			framed = true
			if p := vmPhoneRe.FindString(t); p != "" {
				phone = p
			} else if m := vmHeaderFromRe.FindStringSubmatch(t); m != nil {
				fwd = m[1] // "Voicemail from Marcus Pettiford:"
			}
			continue
		}
		kept = append(kept, l)
	}
	if !framed {
		return msg
	}
	var body []string
	for _, l := range kept {
		if m := vmFwdRe.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			if fwd == "" {
				fwd = m[1]
			}
			continue
		}
		body = append(body, l)
	}
	plain := strings.TrimSpace(strings.Join(body, "\n"))
	transcript, host, _ := splitHostLine(plain)
	if transcript == "" {
		return plain
	}
	if out, ok := s.voicemailAsk(transcript, host, phone, fwd); ok {
		return out
	}
	if out, ok := s.voicemailMulti(transcript, host, phone, fwd); ok {
		return out // voicemulti.go
	}
	return plain
}

// hostLineWords is the most words a host's own line under a forwarded
// transcript or report has.
const hostLineWords = 12

// splitHostLine splits a message into what it forwards (a voice-mail
// transcript, a pro's report) and the host's own line under it: the last
// paragraph after a blank line when it is one line of at most
// hostLineWords words, or a last line opened by "^" (the "^" dropped). ok
// is false when the message is not so made. Both the voice-mail reader
// (readVoicemail) and the report reader (readVoiceReport, memoparts.go)
// split here, so a host's line is one thing to all of them.
func splitHostLine(msg string) (body, line string, ok bool) {
	msg = strings.TrimSpace(strings.ReplaceAll(msg, "\r\n", "\n"))
	if i := strings.LastIndex(msg, "\n\n"); i >= 0 {
		last := strings.TrimSpace(msg[i+2:])
		if !strings.Contains(last, "\n") && len(strings.Fields(last)) <= hostLineWords {
			body, line = strings.TrimSpace(msg[:i]), strings.TrimSpace(strings.TrimLeft(last, "^"))
		}
	}
	if line == "" {
		if i := strings.LastIndex(msg, "\n"); i >= 0 && strings.HasPrefix(strings.TrimSpace(msg[i+1:]), "^") {
			body, line = strings.TrimSpace(msg[:i]), strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(msg[i+1:]), "^"))
		}
	}
	if body == "" || line == "" {
		return "", "", false
	}
	return body, line, true
}

// voicemailAsk returns the pro's proposal as a plain request when the
// host's line consents to it and one job (or none, for a visit offered)
// fits surely.
func (s *session) voicemailAsk(transcript, host, phone, fwd string) (string, bool) {
	m := vmHostRe.FindStringSubmatch(strings.TrimSpace(host))
	if m == nil || strings.Trim(host, "^ .!,") == "" {
		return "", false
	}
	verb := strings.ToLower(m[1])
	pro := s.vmPro(transcript, phone, fwd)
	if pro == nil {
		return "", false
	}
	clean := s.vmClean(transcript)
	toks := tokenize(clean)
	a := s.mailPlace(clean)
	var addrID int64
	if a != nil {
		addrID = a.ID
	}
	loc := s.loc(addrID)
	dates := readDates(toks, s.now, loc)
	if m[2] != "" {
		if hw := readDates(tokenize("at "+m[2]), s.now, loc); len(hw) == 1 && hw[0].HasTime {
			dates = append(dates, When{HasTime: true, Hour: hw[0].Hour, Minute: hw[0].Minute, prep: "host", start: len(toks), end: len(toks)})
		}
	}
	switch verb {
	case "put", "give", "assign":
		return s.vmTake(pro, toks, dates, a)
	case "book", "schedule":
		if out, ok := s.vmTake(pro, toks, dates, a); ok {
			return out, true
		}
		return s.vmBook(pro, clean, toks, dates, a)
	}
	if j := vmInsteadIdx(toks); j >= 0 || hasMoveTo(dates) || m[2] != "" {
		return s.vmMove(pro, toks, dates, a)
	}
	if vmTakesJob(toks) {
		return s.vmTake(pro, toks, dates, a)
	}
	return "", false
}

// hasMoveTo reports whether a date is said after "to" ("move it to
// Friday the thirteenth").
func hasMoveTo(dates []When) bool {
	return slices.ContainsFunc(dates, func(w When) bool { return w.prep == "to" && w.HasDate })
}

// vmPro returns the active pro who left the voice-mail: the one whose
// phone is the caller's number, else the one "fwd from" names, else the
// one the caller says they are.
func (s *session) vmPro(transcript, phone, fwd string) *steward.Pro {
	if d := digitsOnly(phone); len(d) >= 10 {
		for _, p := range s.pros {
			if pd := digitsOnly(p.Phone); p.Active && len(pd) >= 10 && pd[len(pd)-10:] == d[len(d)-10:] {
				return p
			}
		}
	}
	if fwd != "" {
		first, _, _ := strings.Cut(fwd, " ")
		if p := s.mailProNamed(first); p != nil {
			return p
		}
	}
	for _, m := range vmSpeakerRe.FindAllStringSubmatch(transcript, 3) {
		if p := s.mailProNamed(m[1] + m[2]); p != nil {
			return p
		}
	}
	return nil
}

// digitsOnly returns the digits of s.
func digitsOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

// vmClean returns the transcript without its fillers and stammered words,
// and with a name heard as two words ("glen wood", "petty ford") as the
// account's one word.
func (s *session) vmClean(text string) string {
	text = vmFillerRe.ReplaceAllString(text, "$1")
	known := map[string]bool{}
	for _, a := range s.addrs {
		for _, w := range words(a.Name()) {
			known[w] = true
		}
	}
	for _, p := range s.pros {
		for _, w := range words(p.Name) {
			known[w] = true
		}
	}
	var out []string
	for _, w := range strings.Fields(joinSplitWords(text, known)) {
		if n := len(out); n > 0 && strings.EqualFold(out[n-1], w) {
			continue // "the the", "I I"
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// vmJobs returns the coming jobs at a (any place when nil) on a day said
// in dates (any day when none is), whose pro fits keep.
func (s *session) vmJobs(dates []When, a *steward.Address, keep func(*steward.Job) bool) []*steward.Job {
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return nil
	}
	var days []When
	for _, w := range dates {
		if w.HasDate {
			days = append(days, w)
		}
	}
	var out []*steward.Job
	for _, j := range jobs {
		if a != nil && j.AddressID != a.ID || !keep(j) {
			continue
		}
		t := j.ScheduledAt.In(s.loc(j.AddressID))
		if len(days) > 0 && !slices.ContainsFunc(days, func(w When) bool { return w.Month == t.Month() && w.Day == t.Day() }) {
			continue
		}
		out = append(out, j)
	}
	return out
}

// vmMove returns "move job N to <when>" for the one job of the pro's the
// transcript names, moved to the hour or day the pro asks for.
func (s *session) vmMove(pro *steward.Pro, toks []token, dates []When, a *steward.Address) (string, bool) {
	jobs := s.vmJobs(dates, a, func(j *steward.Job) bool { return j.ProID != nil && *j.ProID == pro.ID })
	if len(jobs) > 1 {
		jobs = s.vmAtOldHour(jobs, toks, dates) // "… on Monday the ninth, eight thirty instead of ten": the one at 10
	}
	if len(jobs) != 1 {
		return "", false
	}
	j := jobs[0]
	t := j.ScheduledAt.In(s.loc(j.AddressID))
	newDay, newTime, wrongOld := vmNewAndOld(toks, dates, t)
	if wrongOld != nil {
		// "could I come at twelve instead of eight" of a job at ten: the
		// move said with the old hour in figures, which the engine asks
		// about rather than moving.
		if at := vmInsteadIdx(toks); at > 0 {
			if k := slices.IndexFunc(dates, func(w When) bool { return w.HasTime && w.end <= at && at-w.end <= 2 }); k >= 0 {
				return fmt.Sprintf("move job %d to %s instead of %s", j.ID, vmClock(dates[k].Hour, dates[k].Minute), vmClock(wrongOld.Hour, wrongOld.Minute)), true
			}
		}
		return "", false
	}
	if newDay == nil && newTime == nil {
		return "", false
	}
	to := ""
	if newDay != nil {
		to = fmt.Sprintf("%s %d", newDay.Month, newDay.Day)
	}
	if newTime != nil {
		to = strings.TrimSpace(to + " at " + vmClock(newTime.Hour, newTime.Minute))
	}
	return fmt.Sprintf("move job %d to %s", j.ID, to), true
}

// vmAtOldHour returns the jobs at the hour said after "instead of".
func (s *session) vmAtOldHour(jobs []*steward.Job, toks []token, dates []When) []*steward.Job {
	at := vmInsteadIdx(toks)
	k := slices.IndexFunc(dates, func(w When) bool { return at >= 0 && w.start > at && w.start <= at+3 && w.HasTime && !w.HasDate })
	if k < 0 {
		return nil
	}
	var out []*steward.Job
	for _, j := range jobs {
		if t := j.ScheduledAt.In(s.loc(j.AddressID)); t.Hour()%12 == dates[k].Hour%12 && t.Minute() == dates[k].Minute {
			out = append(out, j)
		}
	}
	return out
}

// vmNewWhen returns the day and the hour the pro asks the job (now at t)
// to move to: the host's own hour first, then the hour or day said just
// before "instead", then a day after "to"; an old hour said after
// "instead of" that is not the job's makes none.
func vmNewWhen(toks []token, dates []When, t time.Time) (day, hour *When) {
	day, hour, _ = vmNewAndOld(toks, dates, t)
	return day, hour
}

// vmNewAndOld is vmNewWhen, with the old hour said when it is not the
// job's (then day and hour are nil).
func vmNewAndOld(toks []token, dates []When, t time.Time) (day, hour, wrongOld *When) {
	at := vmInsteadIdx(toks)
	for i := range dates {
		w := &dates[i]
		switch {
		case w.prep == "host":
			hour = w
		case at >= 0 && w.end <= at && at-w.end <= 2 && !w.Soft:
			if w.HasTime && hour == nil {
				hour = w
			}
			if w.HasDate {
				day = w
			}
		case at >= 0 && w.start > at && w.start <= at+3 && w.HasTime && !w.HasDate:
			if h := w.Hour % 12; h != t.Hour()%12 || w.Minute != t.Minute() {
				return nil, nil, w // "instead of ten" names another hour than the job's
			}
		case w.prep == "to" && w.HasDate && day == nil:
			day = w
		}
	}
	if day != nil && day.Month == t.Month() && day.Day == t.Day() {
		day = nil
	}
	return day, hour, nil
}

// vmClock writes an hour as "3pm", "8:30am", "12:30pm": an hour from 1
// to 6 without a meridiem is the afternoon's.
func vmClock(h, m int) string {
	mer := "am"
	switch {
	case h == 0:
		h = 12
	case h >= 12:
		mer = "pm"
		if h > 12 {
			h -= 12
		}
	case h <= 6:
		mer = "pm"
	}
	if m == 0 {
		return fmt.Sprintf("%d%s", h, mer)
	}
	return fmt.Sprintf("%d:%02d%s", h, m, mer)
}

// vmTake returns "put <pro> on job N" for the one job without a pro, of a
// service the pro offers, that the transcript names by place and day.
func (s *session) vmTake(pro *steward.Pro, toks []token, dates []When, a *steward.Address) (string, bool) {
	if a == nil || !vmTakesJob(toks) && !has(toks, "do", "come", "put") {
		return "", false
	}
	jobs := s.vmJobs(dates, a, func(j *steward.Job) bool {
		t := j.ScheduledAt.In(s.loc(j.AddressID))
		hourSaid := slices.ContainsFunc(dates, func(w When) bool { return w.HasTime && !w.Soft && (w.Hour%12 != t.Hour()%12 || w.Minute != t.Minute()) })
		return j.ProID == nil && slices.Contains(pro.Services, j.ServiceType) && !hourSaid
	})
	if len(jobs) != 1 || !slices.ContainsFunc(dates, func(w When) bool { return w.HasDate }) {
		return "", false
	}
	return fmt.Sprintf("put %s on job %d", pro.Name, jobs[0].ID), true
}

// vmTakesJob reports whether the pro says they take a job ("we can take
// the turnover"), not a look ("take a look at …").
func vmTakesJob(toks []token) bool {
	for i, t := range toks {
		if t.s == "take" && i+1 < len(toks) && slices.Contains([]string{"the", "that", "it", "this", "your", "over"}, toks[i+1].s) {
			return true
		}
	}
	return false
}

// vmAboutRe is what the pro calls about ("about them outdoor outlets at
// the falls lake house the GFCI keeps tripping I can come out …"): group
// 1 runs to the pro's offer.
var vmAboutRe = mustCompile(`(?i)\babout\s+(?:them|the|those|your)?\s*(.+?)\s+(?:i\s+can|i\s+could|can\s+i|could\s+i|i'?m\s+free|i’m\s+free)\b`)

// vmBook returns "book <pro> at <place> on <day> at <hour>: <what for>"
// for a visit the pro offers on a day and hour said, at the one place
// named, when no job of the pro's is there that day.
func (s *session) vmBook(pro *steward.Pro, clean string, toks []token, dates []When, a *steward.Address) (string, bool) {
	if a == nil || len(pro.Services) != 1 {
		return "", false
	}
	var when *When
	for i := range dates {
		if dates[i].HasDate && dates[i].HasTime {
			if when != nil {
				return "", false
			}
			when = &dates[i]
		}
	}
	if when == nil || len(s.vmJobs([]When{*when}, a, func(j *steward.Job) bool { return j.ProID != nil && *j.ProID == pro.ID })) > 0 {
		return "", false
	}
	m := vmAboutRe.FindStringSubmatch(clean)
	if m == nil {
		return "", false
	}
	return fmt.Sprintf("book %s at %s on %s %d at %s: %s", pro.Name, a.Name(), when.Month, when.Day, vmClock(when.Hour, when.Minute), m[1]), true
}
