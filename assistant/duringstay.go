package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Work during a stay: a job that falls while guests are in (after a
// confirmed stay's check-in, before its check-out) is refused by the
// domain (STAY_CONFLICT) unless the guests asked for it. A repair or an
// emergency the guests report is for them by nature and is booked during
// the stay; so is a job the host says the guests asked for. Anything else
// is refused by the store with nothing written; the reply names the stay
// and its check-out as the time to ask for instead.

// stayDuring returns the confirmed stay at the address during which at
// falls, or nil: the store's rule (check-in ≤ at < check-out).
func (s *session) stayDuring(addressID int64, at time.Time) (*steward.Reservation, error) {
	if err := s.loadStays(); err != nil {
		return nil, err
	}
	for _, r := range s.stays {
		if r.AddressID == addressID && r.Status == steward.ReservationConfirmed && !at.Before(r.CheckIn) && at.Before(r.CheckOut) {
			return r, nil
		}
	}
	return nil, nil
}

// guestsAsked reports whether the words say the guests asked for the work
// during their stay: "the guests at the cabin asked for …", "mid-stay".
func guestsAsked(toks []token) bool {
	if has(toks, "guest", "guests", "tenant", "tenants") && has(toks, "asked", "asking", "requested", "request", "want", "wants", "reported", "say", "says", "said") {
		return true
	}
	for _, p := range []string{"guests asked", "guest asked", "guests want", "guest wants", "guests requested", "guest requested",
		"guests reported", "guest reported", "guest request", "guests need", "guest needs", "during their stay", "during the stay",
		"during the guests", "while they're there", "while they are there", "while the guests", "mid stay", "midstay",
		"while they're out", // (guestsaway.go)
		"he asked", "she asked", "they asked", "he requested", "she requested", "they requested",
		"snowed in", "stuck inside", "cant get out", "can't get out", "trapped inside",
		// the guests' leave: "they said its fine", "they're ok with it"
		"said its fine", "said it's fine", "said thats fine", "said that's fine", "said ok", "said okay", "said go ahead",
		"fine with it", "fine with that", "ok with it", "ok with that", "okay with it", "okay with that", "good with it",
		"dont mind", "don't mind", "do not mind", "they agreed", "guests agreed", "they okayed", "guests okayed", "they approved",
		// the guests' complaint: "the phams are still complaining"
		"are complaining", "still complaining", "keep complaining", "keeps complaining", "complained", "complaining about"} {
		if hasPhrase(toks, p) {
			return true
		}
	}
	// "while the nguyens are there", "while they're staying".
	return has(toks, "while") && has(toks, "there", "staying")
}

// stayConflict is the refusal of a job at the address at a time during
// stay: who is there until when, and what to ask for instead.
func (s *session) stayConflict(stay *steward.Reservation) string {
	a := s.byAddr[stay.AddressID]
	loc := a.Location()
	return fmt.Sprintf("it would fall during %s's stay at %s (check-in %s, check-out %s). "+
		"The first time after they leave is the check-out, %s: ask for it then (“after %s checks out”), "+
		"or tell me the guests asked for it and I'll book it during their stay",
		stay.GuestName, a.Name(),
		localTime(stay.CheckIn, loc), localTime(stay.CheckOut, loc), localTime(stay.CheckOut, loc), stay.GuestName)
}

// stayRefusal is how the reply words the store's STAY_CONFLICT refusal of
// c: who is staying, until when, and the check-out as the time to ask for
// instead; "" when the stay is not found (the store's words are given).
func (s *session) stayRefusal(c change) (*steward.Reservation, string, error) {
	var addressID int64
	var at time.Time
	switch {
	case c.op == opCreateJob:
		addressID, at = c.create.AddressID, c.create.ScheduledAt
	case c.op == opUpdateJob && c.update.ScheduledAt != nil:
		addressID, at = c.job.AddressID, *c.update.ScheduledAt
	default:
		return nil, "", nil
	}
	stay, err := s.stayDuring(addressID, at)
	if err != nil || stay == nil {
		return nil, "", err
	}
	return stay, s.stayConflict(stay), nil
}

// stayOffer turns the store's STAY_CONFLICT refusal of the request in
// into a question: the reply says whose stay it falls in and offers the
// first time after it, the check-out. "Yes" books it then, another time
// books it at that time, and "the guests asked for it" books it during the
// stay (resume, missing "stay_offer"). Nothing has been written.
func (s *session) stayOffer(in request, c change, stay *steward.Reservation) (Reply, bool, error) {
	switch in.Kind {
	case kindSchedule, kindTurnover, kindReschedule, kindEdit:
	default:
		return Reply{}, false, nil
	}
	if c.op == opUpdateJob {
		if c.update.ScheduledAt == nil {
			return Reply{}, false, nil
		}
		in.JobID = c.job.ID
	}
	loc := s.byAddr[stay.AddressID].Location()
	out := stay.CheckOut.In(loc)
	in.AtCheckout = &When{HasDate: true, Year: out.Year(), Month: out.Month(), Day: out.Day(), HasTime: true, Hour: out.Hour(), Minute: out.Minute()}
	if c.op == opCreateJob {
		// The check-out already has such a job (the turnover): say so
		// rather than offer a second one.
		end := stay.CheckOut.Add(time.Second)
		jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &stay.AddressID, From: &stay.CheckOut, To: &end, Limit: steward.MaxJobLimit})
		if err != nil {
			return Reply{}, false, err
		}
		for _, j := range jobs {
			if j.ServiceType == c.create.ServiceType && !j.Status.Final() {
				// A question still: "the guests asked for it" books it
				// during the stay, another time books that time.
				in.AtCheckout = nil
				r, err := ask(in, "stay_offer", fmt.Sprintf("I can't schedule that yet: it would fall during %s's stay at %s (check-in %s, check-out %s), "+
					"and there's already the %s at the check-out. Tell me the guests asked for it and I'll book it during their stay, "+
					"or give me another time. Nothing has changed yet.", stay.GuestName, s.byAddr[stay.AddressID].Name(), localTime(stay.CheckIn, loc),
					localTime(stay.CheckOut, loc), s.describeJob(j)))
				return r, true, err
			}
		}
	}
	verb, what := "book it at", "schedule that"
	if c.op == opUpdateJob {
		verb, what = "move it to", "move the "+string(c.job.ServiceType)
	}
	a := s.byAddr[stay.AddressID]
	text := fmt.Sprintf("I can't %s yet: it would fall during %s's stay at %s (check-in %s, check-out %s). "+
		"Want me to %s the check-out, %s, instead? Or give me another time, or tell me the guests asked for it. "+
		"Nothing has changed yet.", what, stay.GuestName, a.Name(), localTime(stay.CheckIn, loc), localTime(stay.CheckOut, loc),
		verb, localTime(stay.CheckOut, loc))
	r, err := ask(in, "stay_offer", text)
	return r, true, err
}

// answerStayOffer reads the answer to a stayOffer: yes (the check-out),
// another time, or the guests asked for it. ok is false when the answer
// is none of these.
func answerStayOffer(p *request, in request) bool {
	toks := tokenize(in.rawText)
	edit := p.Kind == kindReschedule || p.Kind == kindEdit
	switch {
	case guestsAsked(toks) || has(toks, "during"):
		p.DuringStay = true
	case p.AtCheckout == nil && in.When == nil && in.NewWhen == nil && (isAcceptance(in.rawText) || len(toks) > 0 && has(toks[:1], "yes", "yeah", "yep", "yup", "sure", "ok", "okay")):
		// "yes" when no check-out was offered (a job of the kind is
		// already there): the question offered only the stay itself.
		p.DuringStay = true
	case in.When != nil || in.NewWhen != nil:
		w := *firstWhen(in.NewWhen, in.When)
		if edit {
			p.NewWhen, p.Shift = &w, 0
		} else {
			if !w.HasDate && p.When != nil && p.When.HasDate { // "make it 2pm": the same day
				w.HasDate, w.Year, w.Month, w.Day = true, p.When.Year, p.When.Month, p.When.Day
			}
			p.When = &w
		}
	case p.AtCheckout != nil && (isAcceptance(in.rawText) || len(toks) > 0 && has(toks[:1], "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "please", "checkout", "check") ||
		// "after the guests leave", "once they're out", "at checkout"
		has(toks, "after", "once", "when") && (has(toks, "leave", "leaves", "left", "out", "gone", "checkout") || hasPhrase(toks, "check out")) && in.When == nil):
		if edit {
			p.NewWhen, p.Shift = p.AtCheckout, 0
		} else {
			p.When = p.AtCheckout
		}
	default:
		return false
	}
	if len(p.Times) > 0 && !edit && !p.DuringStay {
		p.Times = countTimesAfter(p.Times, p.When, p.AtCheckout)
	}
	p.AtCheckout = nil
	return true
}

// countTimesAfter moves the times of several jobs asked for at once ("two
// cleans at the barn sat at 10am and 2pm") to the answer of a stayOffer,
// so the same question is not asked again: to the day named ("make it
// monday") at their times, or for "yes" to the check-out day, the first at
// the check-out and the rest as far after it as they were asked. A new time
// without a day leaves them to be asked again (nil).
func countTimesAfter(times []When, to, checkout *When) []When {
	switch {
	case to == nil:
		return times
	case checkout != nil && to == checkout:
		out := make([]When, len(times))
		co := time.Date(checkout.Year, checkout.Month, checkout.Day, checkout.Hour, checkout.Minute, 0, 0, time.UTC)
		first := time.Date(2000, 1, 1, times[0].Hour, times[0].Minute, 0, 0, time.UTC)
		day := time.Date(checkout.Year, checkout.Month, checkout.Day, 0, 0, 0, 0, time.UTC)
		shift := false
		for _, t := range times {
			shift = shift || day.Add(time.Duration(t.Hour)*time.Hour+time.Duration(t.Minute)*time.Minute).Before(co)
		}
		for i, t := range times {
			at := day.Add(time.Duration(t.Hour)*time.Hour + time.Duration(t.Minute)*time.Minute)
			if shift {
				at = co.Add(time.Date(2000, 1, 1, t.Hour, t.Minute, 0, 0, time.UTC).Sub(first))
			}
			out[i] = When{HasDate: true, Year: at.Year(), Month: at.Month(), Day: at.Day(), HasTime: true, Hour: at.Hour(), Minute: at.Minute()}
		}
		return out
	case to.HasDate && !to.HasTime:
		out := make([]When, len(times))
		for i, t := range times {
			t.HasDate, t.Year, t.Month, t.Day = true, to.Year, to.Month, to.Day
			out[i] = t
		}
		return out
	}
	return nil
}

// snowWork reports whether the words ask for snow or ice cleared ("plow
// the condo", "shovel the walk", "salt the steps"): outdoor work that
// goes on while guests stay.
func snowWork(toks []token) bool {
	return has(toks, "plow", "plows", "plowing", "plowed", "shovel", "shovels", "shoveling", "snowblow", "snowblower", "salt", "deice", "de-ice") ||
		hasPhrase(toks, "clear the snow") || hasPhrase(toks, "snow removal")
}

// snowPro reports whether p is a snow-removal company or plow driver, by
// its name or e-mail ("dispatch@snowworksmammoth", "Summit Plowing"):
// a visit of theirs is snow work, which goes on while guests stay.
func snowPro(p *steward.Pro) bool {
	if p == nil {
		return false
	}
	for _, w := range []string{strings.ToLower(p.Name), strings.ToLower(p.Email)} {
		if strings.Contains(w, "snow") || strings.Contains(w, "plow") {
			return true
		}
	}
	return false
}

// duringNote is the reply's note on a job booked during a stay.
func (s *session) duringNote(j *steward.Job, why string) string {
	stay, err := s.stayDuring(j.AddressID, j.ScheduledAt)
	if err != nil || stay == nil {
		return ""
	}
	return fmt.Sprintf(" It falls during %s's stay (check-out %s); I booked it anyway, %s.", stay.GuestName,
		localTime(stay.CheckOut, s.byAddr[j.AddressID].Location()), why)
}

// guestSaid reports whether toks report what a guest of the account said:
// "priscilla says the shower goes cold", "the trujillos reported …" — a
// repair the guests want, done during their stay.
func (s *session) guestSaid(toks []token) bool {
	if err := s.loadStays(); err != nil || !has(toks, sayingWords...) {
		return false
	}
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
	}
	for _, m := range matchPeople(toks, names) {
		for k := m.at.end; k < len(toks) && k <= m.at.end+1; k++ {
			if slices.Contains(sayingWords, toks[k].s) {
				return true
			}
		}
	}
	return false
}

// sayingWords report what someone said: "priscilla says …".
var sayingWords = []string{"says", "said", "say", "reported", "reports", "asked", "complained", "mentioned", "called", "texted"}

// guestsClearedRe is the host saying the guests know of the work and
// agree, after the request: "- confirmed with the guests.", ", cleared
// with the tenants", "The Tanakas have been notified.". The guests' word
// is in the first or second group.
var guestsClearedRe = mustCompile(`(?i)(\s*[,;—–-]\s*|[.!]\s+|\s+)(?:(?:this|it)\s+(?:has\s+been|was|is)\s+|(?:and\s+)?(?:already\s+)?)(?:confirmed|cleared|checked|arranged|okayed|agreed)\s+(?:it\s+)?with\s+(?:the\s+)?([a-z][a-z'’]*)\b|([.!]\s+|^|[,;]\s+|\s+[—–-]\s+)(?:the\s+)?([a-z][a-z'’]*)\s+(?:have|has)\s+(?:already\s+)?been\s+(?:notified|informed|told|advised)\b`)

// guestsCleared reads such words as the guests' leave ("…, the guests are
// ok with it"): the work may be done during their stay (guestsAsked), and
// "confirmed" is no job to mark confirmed. Words of pros or owners ("the
// owners have been notified", "confirmed with Rick") are left alone.
func (s *session) guestsCleared(msg string) string {
	m := guestsClearedRe.FindStringSubmatchIndex(msg)
	if m == nil {
		return msg
	}
	who := ""
	if m[4] >= 0 {
		who = msg[m[4]:m[5]]
	} else {
		who = msg[m[8]:m[9]]
	}
	if !s.namesGuests(who) {
		return msg
	}
	tail := strings.TrimLeft(msg[m[1]:], " ")
	out := strings.TrimRight(msg[:m[0]], " ,;—–-") + ", the guests agreed"
	if tail == "" || strings.HasPrefix(tail, ".") || strings.HasPrefix(tail, "!") {
		return out + tail
	}
	return out + ". " + tail
}

// namesGuests reports whether w names guests: "guests", "tenants", or the
// family name of a stay on the account ("Tanakas").
func (s *session) namesGuests(w string) bool {
	w = strings.ToLower(strings.ReplaceAll(w, "’", "'"))
	if slices.Contains([]string{"guest", "guests", "tenant", "tenants", "family", "renters", "renter"}, w) {
		return true
	}
	if len(w) < 4 || !strings.HasSuffix(w, "s") || s.loadStays() != nil {
		return false
	}
	base := strings.TrimSuffix(strings.TrimSuffix(w, "'"), "s")
	for _, r := range s.stays {
		for _, f := range strings.Fields(strings.ToLower(strings.ReplaceAll(r.GuestName, "’", "'"))) {
			if f == base || strings.TrimSuffix(f, "s") == base {
				return true
			}
		}
	}
	return false
}
