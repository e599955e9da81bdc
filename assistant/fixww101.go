package assistant

import (
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// noteOnlyByStay reports whether an edit only adds a note to a job that an
// anchor at a stay names ("on the restock at the pines before the novaks,
// add a note: …", "the clean after the lees — note that the dog stays"):
// the anchor says which job, never a new time for it. No move words and no
// clock time of its own.
func noteOnlyByStay(in *request, toks []token, dates []When) bool {
	if in.Kind != kindEdit || in.SetNotes == "" || in.Shift != 0 || in.ProID != 0 || in.serviceTo != "" {
		return false
	}
	if saysMove(toks) || has(toks, "instead", "earlier", "later", "sooner", "start", "starts", "begin") {
		return false
	}
	for _, d := range dates {
		if d.HasTime {
			return false
		}
	}
	return true
}

// noteOnlyByStayAsk is the question for a note whose job the stay's anchor
// does not name alone (none or several of that service between the stays):
// asked, nothing moved.
func noteOnlyByStayAsk(in *request, a *anchor) string {
	what := "job"
	if n := serviceNouns[in.Service]; n != "" {
		what = n
	}
	return fmt.Sprintf("I couldn't find exactly one %s “%s” to add the note to, and I haven't changed anything.", what, a.phrase)
}

// usualTimesRe is a new booking's "usual times" ("…, 4 guests. usual
// times", "normal check-in/out times"): the property's own check-in and
// check-out hours, never a guest's name.
var usualTimesRe = mustCompile(`(?i)[,.;:]?\s*(?:(?:at|with|and|for)\s+)?(?:the\s+)?(?:usual|normal|standard|regular|default|same\s+old)\s+(?:check[- ]?in\s*(?:/|and|&)\s*(?:check[- ]?)?out\s+|in\s*(?:/|and|&)\s*out\s+)?(?:times?|hours)\b\s*(?:pls|please|plz|thx|thanks)?\s*[.!]?`)

// bookingWordsRe says a message books or changes a guest stay.
var bookingWordsRe = mustCompile(`(?i)\b(?:booking|booked|reservation|stay|guests?|check[- ]?in|check[- ]?out|ppl|people|nights?)\b`)

// usualStayTimes drops "usual times" from a stay's booking: the default
// hours are what the booking uses when none are said.
func usualStayTimes(msg string) string {
	if !bookingWordsRe.MatchString(msg) || !usualTimesRe.MatchString(msg) {
		return msg
	}
	out := strings.TrimSpace(usualTimesRe.ReplaceAllString(msg, ""))
	if out == "" {
		return msg
	}
	return out
}

// jobAtPlaceBefore reports whether, for a note only (noteOnlyByStay), the
// words before the anchor at k are a job then its place ("the restock at
// the pines before the novaks"): the job's noun, then "at"/"in"/"for" and
// at most four words of the place, with no verb between.
func jobAtPlaceBefore(toks []token, k int, in *request, dates []When) bool {
	if !noteOnlyByStay(in, toks, dates) {
		return false
	}
	for i := k - 1; i >= 0 && i >= k-6; i-- {
		if jobWords[toks[i].s] {
			return i+1 < k && (toks[i+1].s == "at" || toks[i+1].s == "in" || toks[i+1].s == "for")
		}
		if clauseVerbs[toks[i].s] || commaVerbs[toks[i].s] {
			return false
		}
	}
	return false
}

// anotherOneCopy reads "the <job> <day> - do another one (same time)
// <day>": the first words name a job already booked (said with "the", no
// verb of their own), the one asked for is its copy on the other day. Two
// bookings read from one message, of the same service at the same place,
// the first before "another" and the second after it: the first is dropped
// when exactly one such job is on its day ("same time" takes its hour);
// none or several ask, and nothing is booked.
func (s *session) anotherOneCopy(out []request) ([]request, error) {
	for i := 0; i+1 < len(out); i++ {
		a, b := &out[i], &out[i+1]
		if a.Kind != kindSchedule || b.Kind != kindSchedule || a.rawText != b.rawText || a.Service == "" || a.Service != b.Service ||
			a.AddressID == 0 || a.AddressID != b.AddressID || a.When == nil || !a.When.HasDate || b.When == nil || !b.When.HasDate || a.JobID != 0 {
			continue
		}
		toks := tokenize(a.rawText)
		k := index(toks, 0, "another")
		if k < 1 || toks[0].s != "the" || a.When.end > k || b.When.start < k || has(toks[:a.When.end], creationVerbs...) {
			continue
		}
		loc := s.loc(a.AddressID)
		day := time.Date(a.When.Year, a.When.Month, a.When.Day, 0, 0, 0, 0, loc)
		jobs, err := s.upcomingJobs(a.AddressID, day)
		if err != nil {
			return nil, err
		}
		var fit []*steward.Job
		for _, j := range jobs {
			l := j.ScheduledAt.In(loc)
			if j.ServiceType == a.Service && l.Year() == day.Year() && l.YearDay() == day.YearDay() {
				fit = append(fit, j)
			}
		}
		if len(fit) != 1 {
			b.anchorProblem = fmt.Sprintf("I couldn't tell which %s “%s” is to copy, and I haven't booked anything.", serviceNouns[a.Service], strings.Join(tokStrings(toks[:a.When.end]), " "))
		} else if hasPhrase(toks, "same time") && !b.When.HasTime {
			l := fit[0].ScheduledAt.In(loc)
			w := *b.When
			w.HasTime, w.Hour, w.Minute, w.Soft = true, l.Hour(), l.Minute(), false
			b.When = &w
			b.dates = []When{w}
		}
		out = append(out[:i], out[i+1:]...)
	}
	return out, nil
}

// tokStrings is the words of toks.
func tokStrings(toks []token) []string {
	var ws []string
	for _, t := range toks {
		ws = append(ws, t.s)
	}
	return ws
}

// soonTodayReport reads a problem reported with "as soon as he can"
// ("asap", "right away") and a loose part of today ("this morning", "this
// afternoon", said of the visit or of guests who arrive): the visit is as
// soon as it can be today, the urgent window, never the part of the day's
// hour the words would give a plain booking.
func (s *session) soonTodayReport(out []request) {
	for k := range out {
		in := &out[k]
		if in.Kind != kindReport || in.When == nil || !in.When.Soft || !in.When.HasDate || in.anc != nil || in.JobID != 0 {
			continue
		}
		toks := tokenize(in.rawText)
		if !has(toks, "asap") && !hasPhrase(toks, "right away") && !hasPhrase(toks, "as soon as possible") &&
			!hasPhrase(toks, "as soon as he can") && !hasPhrase(toks, "as soon as she can") && !hasPhrase(toks, "as soon as they can") &&
			!hasPhrase(toks, "as soon as you can") && !hasPhrase(toks, "as soon as someone can") {
			continue
		}
		now := s.now.In(s.loc(in.AddressID))
		if in.When.Year != now.Year() || in.When.Month != now.Month() || in.When.Day != now.Day() {
			continue
		}
		in.factDates = append(in.factDates, *in.When)
		in.When, in.Urgent = nil, true
	}
}

// justBookedParty reads a party size said right after the reply that
// booked one stay ("new booking at the pines: the garcias, …, 6 ppl", then
// "oops 5 ppl not 6") as a correction of that stay: no guest, place or
// stay named, only the number of guests, and the last reply created
// exactly one stay (and changed no other). Anything else is left to ask.
func (s *session) justBookedParty(in *request) {
	if in.StayOp != stayGuests || in.ReservID != 0 || len(in.Candidates) > 0 || in.AddressID != 0 || len(s.past) == 0 {
		return
	}
	toks := tokenize(in.rawText)
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
	}
	if len(matchPeople(toks, names)) > 0 || namedFamily(toks) != "" {
		return
	}
	var id int64
	for _, a := range s.past[len(s.past)-1].Actions {
		if a.ReservationID == nil && len(a.ReservationIDs) == 0 {
			continue
		}
		if a.Type != steward.ActionReservationCreated || a.ReservationID == nil || id != 0 && id != *a.ReservationID {
			return
		}
		id = *a.ReservationID
	}
	if id != 0 {
		in.ReservID = id
	}
}
