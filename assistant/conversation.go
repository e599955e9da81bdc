package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// Conversations: what the earlier messages of a conversation give the
// next one. A pending question is completed by its answer (resume, in
// parse.go); an offer the assistant made ("Want me to set up the turnover
// clean after check-out?") is taken up by "yes" and dropped by "no"; and
// the job the conversation is about is what "it" and "that" mean.

// turnoverOffer ends the reply to a new stay; "yes" to it books the
// turnover (offerOf).
const turnoverOffer = "Want me to set up the turnover clean after check-out?"

// focusOf returns the job the conversation is about: the last job an
// earlier reply acted on or named alone, 0 when none.
func focusOf(history []*steward.Message) int64 {
	for i := len(history) - 1; i >= 0; i-- {
		m := history[i]
		for k := len(m.Actions) - 1; k >= 0; k-- {
			a := m.Actions[k]
			if a.JobID != nil {
				return *a.JobID
			}
			if len(a.JobIDs) == 1 {
				return a.JobIDs[0]
			}
		}
	}
	return 0
}

// offerOf returns the request the last reply offered to carry out, nil
// when it offered nothing.
func offerOf(history []*steward.Message) *request {
	if len(history) == 0 {
		return nil
	}
	last := history[len(history)-1]
	if last.Status != steward.MessageCompleted || last.Response == nil || !strings.HasSuffix(*last.Response, turnoverOffer) {
		return nil
	}
	for _, a := range last.Actions {
		if a.Type == steward.ActionReservationCreated && a.ReservationID != nil {
			return &request{Kind: kindTurnover, Service: steward.Cleaning, ReservID: *a.ReservationID}
		}
	}
	return nil
}

// isAcceptance reports whether a message only says yes.
func isAcceptance(msg string) bool {
	switch strings.Trim(strings.ToLower(strings.TrimSpace(msg)), ".!") {
	case "yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "yes please", "please do", "go ahead",
		"sounds good", "sure thing", "yes do it", "please", "absolutely", "of course", "definitely", "perfect", "great":
		return true
	}
	return false
}

// carryOverStarts begin a follow-up that asks for the previous request
// again with one thing changed: "same for the loft", "what about Dana",
// "how about Tuesday".
var carryOverStarts = []string{"what about ", "how about ", "same for ", "same at ", "same with ", "same thing for ",
	"same thing at ", "the same for ", "and for ", "and at ", "also for ", "ditto for ", "what if ", "and what about ",
	"ok what about ", "okay what about ", "ok how about ", "okay how about ", "and how about ", "now "}

// isCarryOver reports whether msg is such a follow-up.
func isCarryOver(msg string) bool {
	m := strings.ToLower(strings.Trim(strings.TrimSpace(msg), "?!. "))
	for _, p := range carryOverStarts {
		if strings.HasPrefix(m, p) {
			return true
		}
	}
	return strings.HasSuffix(m, " too") || strings.HasSuffix(m, " as well")
}

// carryOver reads a follow-up that names only a pro, a property, a
// service or a date ("same for the loft", "what about Dana") as the conversation's
// last request with that slot replaced: the earlier message is read again
// and carried out with the new pro, property or date. ok is false when
// the message is not such a follow-up.
func (s *session) carryOver(req Request, reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || !isCarryOver(req.Message) {
		return nil, false, nil
	}
	n := reqs[0]
	if n.Kind != kindHelp && (n.Kind != kindSchedule || n.When != nil) {
		return nil, false, nil // a request of its own ("what about booking …") is read as one
	}
	if n.ProID == 0 && len(n.proCandidates) == 0 && !n.namedPlace && n.When == nil {
		return nil, false, nil
	}
	var last *steward.Message
	for i := len(req.History) - 1; i >= 0 && last == nil; i-- {
		if m := req.History[i]; !isCarryOver(m.Message) {
			last = m
		}
	}
	if last == nil || last.Status != steward.MessageCompleted {
		return nil, false, nil
	}
	prev, err := s.parse(last.Message, req.Context)
	if err != nil {
		return nil, false, err
	}
	for _, p := range prev {
		switch p.Kind {
		case kindHelp, kindUnsupported, kindRecurring, kindCalendar:
			continue
		}
		if n.ProID != 0 || len(n.proCandidates) > 0 {
			p.ProID, p.proCandidates = n.ProID, n.proCandidates
		}
		if n.namedPlace {
			p.AddressID, p.addrCandidates, p.places, p.unknownPlace = n.AddressID, n.addrCandidates, nil, ""
		}
		if n.When != nil {
			p.When = n.When
		}
		if n.Service != "" && p.Service != "" {
			p.Service, p.Deep = n.Service, n.Deep // "same for the lake house restock"
		}
		p.rawText = n.rawText + " (" + p.rawText + ")"
		out = append(out, p)
	}
	return out, len(out) > 0, nil
}

// bookWhatWasAsked reads "ok book it for sunday at 1pm" after a price or an
// availability answer as a booking of what was asked about: the service,
// the property, the deep clean and the pro of that question, with the
// date, time and pro the new message gives. ok is false otherwise.
func (s *session) bookWhatWasAsked(req Request, reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || len(req.History) == 0 {
		return nil, false, nil
	}
	n := reqs[0]
	toks := tokenize(req.Message)
	if n.Kind != kindHelp && n.Kind != kindSchedule && !(n.Kind == kindReschedule && n.JobID == 0) ||
		!has(toks, "book", "schedule", "go", "do", "get", "arrange") || !has(toks, "it", "that", "one", "ahead", "him", "her", "them") {
		return nil, false, nil
	}
	last := req.History[len(req.History)-1]
	asked := false
	for _, a := range last.Actions {
		asked = asked || a.Type == steward.ActionPriceEstimated || a.Type == steward.ActionAvailabilityChecked
	}
	if !asked || last.Status != steward.MessageCompleted {
		return nil, false, nil
	}
	prev, err := s.parse(last.Message, req.Context)
	if err != nil || len(prev) != 1 || prev[0].Kind != kindPrice && prev[0].Kind != kindAvailability {
		return nil, false, err
	}
	p := prev[0]
	p.Kind = kindSchedule
	if n.Service != "" {
		p.Service, p.Deep = n.Service, n.Deep
	}
	if p.Service == "" {
		// "is hector free monday at 10" → "book him at cork oak": the
		// pro's one service; cleaning otherwise.
		p.Service = steward.Cleaning
		if pro := s.pro(firstNonZero(n.ProID, p.ProID)); pro != nil && len(pro.Services) == 1 {
			p.Service = pro.Services[0]
		}
	}
	if n.When != nil {
		p.When = n.When
	}
	if n.ProID != 0 || len(n.proCandidates) > 0 {
		p.ProID, p.proCandidates = n.ProID, n.proCandidates
	}
	if n.namedPlace {
		p.AddressID, p.addrCandidates = n.AddressID, n.addrCandidates
	}
	p.rawText = n.rawText + " (" + p.rawText + ")"
	return []request{p}, true, nil
}

func firstNonZero(ids ...int64) int64 {
	for _, id := range ids {
		if id != 0 {
			return id
		}
	}
	return 0
}
