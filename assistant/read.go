package assistant

import (
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Reading: a message (and, for a follow-up, the question it answers)
// becomes an intent. Acting on it is engine.go's and the files named for
// each kind of request.

// read parses a message into an intent: the places it names first (their
// names hold numbers and words that must not be read as dates or
// requests), then its dates, its kind and the slots of that kind, then
// the people it names.
func (s *session) read(msg string, mctx steward.MessageContext) (intent, error) {
	in := intent{rawText: strings.TrimSpace(msg)}
	emails := emailRe.FindAllString(msg, -1)
	rest := emailRe.ReplaceAllString(msg, " @email ")
	phones := phoneRe.FindAllString(rest, -1)
	rest = phoneRe.ReplaceAllString(rest, " ")
	toks := tokenize(rest)
	for i := range toks {
		if toks[i].s == "@email" {
			toks[i].used, toks[i].email = true, true
		}
	}
	s.readPlaces(&in, toks, mctx)

	dates := readDates(toks, s.now, s.loc(in.AddressID))
	for _, d := range dates {
		markUsed(toks, span{d.start, d.end})
	}
	in.Kind = classify(toks, len(emails) > 0, len(dates))
	in.Service, in.Deep, _ = serviceOf(toks)
	in.Urgent = isUrgent(toks)
	in.ordinal = ordinalOf(toks)
	if len(dates) > 0 {
		d := dates[0]
		in.When = &d
	}
	if len(emails) > 0 {
		in.Email = emails[0]
	}
	if len(phones) > 0 {
		in.Phone = strings.TrimSpace(phones[0])
	}
	if done := readKindSlots(&in, toks, dates, msg); done {
		return in, nil
	}
	return in, s.readPeople(&in, toks)
}

// readPlaces reads the properties the message names, falling back to the
// context's property only when the message names none, and marks their
// tokens used.
func (s *session) readPlaces(in *intent, toks []token, mctx steward.MessageContext) {
	pm := matchProperties(toks, s.addrs)
	for _, m := range pm {
		markUsed(toks, m.at)
	}
	switch {
	case len(pm) == 1:
		in.AddressID = pm[0].addr.ID
	case len(pm) > 1:
		for _, m := range pm {
			in.addrCandidates = append(in.addrCandidates, m.addr.ID)
		}
	}
	if in.AddressID == 0 && len(pm) == 0 && mctx.AddressID != nil && s.byAddr[*mctx.AddressID] != nil {
		in.AddressID = *mctx.AddressID
	}
	if mctx.JobID != nil {
		in.JobID = *mctx.JobID
	}
	if mctx.ReservationID != nil {
		in.ReservID = *mctx.ReservationID
	}
	if in.AddressID == 0 && len(pm) == 0 {
		in.unknownPlace = unknownPlace(toks)
	}
}

// readKindSlots fills the slots particular to the intent's kind; done
// reports that the kind needs nothing more read (adding a pro, a stay).
func readKindSlots(in *intent, toks []token, dates []When, msg string) (done bool) {
	switch in.Kind {
	case kindAddPro:
		in.Name = personName(toks, append([]string{"named", "called"}, roleWords...))
		in.Services = servicesOf(toks)
		return true
	case kindReservation:
		in.Guest = personName(toks, []string{"guest", "guests", "for"})
		in.Guests = guestCount(toks)
		if len(dates) >= 2 {
			d := dates[1]
			in.NewWhen = &d
		} else if len(dates) == 1 {
			if n := nights(toks); n > 0 {
				w := dates[0]
				t := time.Date(w.Year, w.Month, w.Day+n, 0, 0, 0, 0, time.UTC)
				out := When{HasDate: true, Year: t.Year(), Month: t.Month(), Day: t.Day()}
				in.NewWhen = &out
			}
		}
		return true
	case kindReschedule:
		switch {
		case len(dates) >= 2:
			d := dates[len(dates)-1]
			in.NewWhen = &d
		case len(dates) == 1 && dates[0].prep != "on" && dates[0].prep != "from":
			in.NewWhen, in.When = in.When, nil
		}
	case kindReport:
		in.Notes = strings.TrimSpace(msg)
		in.Service = steward.Maintenance
	}
	return false
}

// readPeople reads the pros the message names and, for turnovers and
// questions about stays, the guests.
func (s *session) readPeople(in *intent, toks []token) error {
	var proNames []string
	for _, p := range s.pros {
		proNames = append(proNames, p.Name)
	}
	for _, m := range matchPeople(toks, proNames) {
		in.proCandidates = append(in.proCandidates, s.pros[m.index].ID)
		markUsed(toks, m.at)
	}
	if len(in.proCandidates) == 1 {
		in.ProID = in.proCandidates[0]
	}
	if in.Kind != kindTurnover && in.Kind != kindListReservations && in.Kind != kindHelp {
		return nil
	}
	if err := s.loadStays(); err != nil {
		return err
	}
	var guestNames []string
	for _, r := range s.stays {
		guestNames = append(guestNames, r.GuestName)
	}
	for _, m := range matchPeople(toks, guestNames) {
		in.Candidates = append(in.Candidates, s.stays[m.index].ID)
	}
	if len(in.Candidates) == 1 {
		in.ReservID = in.Candidates[0]
	}
	return nil
}

// nights reads "for 3 nights".
func nights(toks []token) int {
	for i, t := range toks {
		if i+1 < len(toks) && (toks[i+1].s == "nights" || toks[i+1].s == "night") {
			if n, ok := numberWords[t.s]; ok {
				return n
			}
			if d, ok := dayNumber(t.s); ok {
				return d
			}
		}
	}
	return 0
}

// resume completes the pending request p with what the follow-up in says.
// ok is false when the follow-up does not answer the question.
func (s *session) resume(p intent, in intent) (intent, bool, error) {
	answered := false
	if in.AddressID != 0 {
		answered = answered || p.Missing == "property"
		p.AddressID = in.AddressID
	} else if p.Missing == "property" && in.ordinal > 0 && len(p.Candidates) > 0 {
		if id, ok := pick(p.Candidates, in.ordinal); ok {
			p.AddressID, answered = id, true
		}
	}
	if in.ProID != 0 {
		answered = answered || p.Missing == "pro"
		p.ProID = in.ProID
	} else if p.Missing == "pro" && has(tokenize(in.rawText), "no", "without", "anyone", "unassigned", "none") {
		p.ProID, answered = 0, true
	}
	switch p.Missing {
	case "when":
		if in.When != nil || in.NewWhen != nil {
			p.When, answered = firstWhen(in.When, in.NewWhen), true
		}
	case "new_when":
		if in.When != nil || in.NewWhen != nil {
			p.NewWhen, answered = firstWhen(in.NewWhen, in.When), true
		}
	case "dates":
		if in.When != nil {
			p.When, answered = in.When, true
			if in.NewWhen != nil {
				p.NewWhen = in.NewWhen
			}
		}
	case "guest", "name":
		if n := in.rawText; n != "" {
			if p.Missing == "guest" {
				p.Guest = titleWords(n)
			} else {
				p.Name = titleWords(n)
			}
			answered = true
		}
	case "email":
		if in.Email != "" {
			p.Email, answered = in.Email, true
		}
	case "job":
		jobs, err := s.jobsByID(p.Candidates)
		if err != nil {
			return p, false, err
		}
		if id, ok := s.narrowJobs(jobs, in); ok {
			p.JobID, p.Candidates, answered = id, nil, true
		}
	case "reservation":
		if in.ReservID != 0 {
			p.ReservID, answered = in.ReservID, true
		} else if err := s.loadStays(); err != nil {
			return p, false, err
		} else if id, ok := s.narrowStays(p.Candidates, in); ok {
			p.ReservID, answered = id, true
		}
	}
	if !answered {
		return p, false, nil
	}
	// Fill any slot the follow-up gives that the request lacked.
	if p.When == nil && in.When != nil && p.Missing != "new_when" {
		p.When = in.When
	}
	p.Missing = ""
	return p, true, nil
}

func firstWhen(ws ...*When) *When {
	for _, w := range ws {
		if w != nil {
			return w
		}
	}
	return nil
}

func pick(ids []int64, ordinal int) (int64, bool) {
	if ordinal == -1 && len(ids) > 0 {
		return ids[len(ids)-1], true
	}
	if ordinal >= 1 && ordinal <= len(ids) {
		return ids[ordinal-1], true
	}
	return 0, false
}
