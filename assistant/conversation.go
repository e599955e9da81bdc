package assistant

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

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

// justBookedOf returns the one job the last message of history created,
// 0 when it created none or several. A question asked in between, that
// changed nothing, is looked past: "… leave it with nobody, saturday at
// 1" → "Whose job is …?" → "yeah that's fine" still follows the booking.
func justBookedOf(history []*steward.Message) int64 {
	if len(history) > 1 {
		if last := history[len(history)-1]; last.Status == steward.MessageNeedsInput && len(last.Actions) == 0 {
			history = history[:len(history)-1]
		}
	}
	if len(history) == 0 {
		return 0
	}
	var id int64
	for _, a := range history[len(history)-1].Actions {
		if a.Type == steward.ActionJobCreated && a.JobID != nil {
			if id != 0 {
				return 0
			}
			id = *a.JobID
		}
	}
	return id
}

// offerOf returns the request the last reply offered to carry out, nil
// when it offered nothing.
func offerOf(history []*steward.Message) *request {
	if len(history) == 0 {
		return nil
	}
	last := history[len(history)-1]
	if last.Status != steward.MessageCompleted || last.Response == nil {
		return nil
	}
	switch {
	case strings.HasSuffix(*last.Response, turnoverOffer):
		for _, a := range last.Actions {
			if a.Type == steward.ActionReservationCreated && a.ReservationID != nil {
				return &request{Kind: kindTurnover, Service: steward.Cleaning, ReservID: *a.ReservationID}
			}
		}
	case strings.Contains(*last.Response, turnoverAsk):
		// "No: nothing is booked after the Leblancs' check-out … Want me
		// to set up the turnover?" (turnoverOfStay)
		for _, a := range last.Actions {
			if a.Type == steward.ActionJobsListed && a.ReservationID != nil {
				return &request{Kind: kindTurnover, Service: steward.Cleaning, ReservID: *a.ReservationID}
			}
		}
	}
	return nil
}

// turnoverAsk is the offer in the answer that no cleaning follows a stay.
const turnoverAsk = "Want me to set up the turnover?"

// acceptsWith reports whether msg says yes and then adds to the offer:
// "yes pls, have colleen do it", "ok book one at 11 then", "sure, 1pm".
func acceptsWith(msg string) bool {
	f := strings.Fields(strings.ToLower(msg))
	if len(f) < 2 {
		return false
	}
	switch strings.Trim(f[0], ",.!") {
	case "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "pls", "please", "great", "perfect":
		return true
	}
	return false
}

// isAcceptance reports whether a message only says yes.
func isAcceptance(msg string) bool {
	m := strings.Trim(strings.ToLower(strings.TrimSpace(msg)), ".!")
	// "no problem, go ahead", "no worries - book it", "thanks, yes please":
	// a courtesy said before a yes adds nothing to it (its "no" is no
	// refusal).
	for _, c := range courtesyOpeners {
		if rest, ok := strings.CutPrefix(m, c); ok && rest != "" && strings.ContainsAny(rest[:1], " ,-;!.") {
			if rest = strings.TrimLeft(rest, " ,-;!."); rest != "" && isAcceptance(rest) {
				return true
			}
		}
	}
	// "yes pls", "ok plz", "sure thx": the same yes, typed short.
	if f := strings.Fields(strings.ReplaceAll(m, ",", " ")); len(f) == 2 && slices.Contains([]string{"pls", "plz", "please", "thx", "thanks", "ty"}, f[1]) {
		m = f[0]
	}
	// "ok do it", "yes go ahead", "sure, book it": a yes, then the same
	// yes said as a go-ahead.
	if f := strings.Fields(strings.ReplaceAll(m, ",", " ")); len(f) >= 2 && slices.Contains([]string{"ok", "okay", "yes", "yeah", "yep", "sure", "alright", "k"}, f[0]) {
		switch strings.Join(f[1:], " ") {
		case "do it", "go ahead", "book it", "please do", "go for it", "do it please", "do it pls", "pls do", "sounds good", "lets do it", "let's do it":
			return true
		}
	}
	switch m {
	case "yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "do it", "yes please", "please do", "go ahead", "go for it", "book it",
		"sounds good", "sure thing", "yes do it", "please", "absolutely", "of course", "definitely", "perfect", "great":
		return true
	}
	return false
}

// bareGoAhead reports whether part only tells to go ahead with what the
// message asked before it ("Book it please", "please do it", "book that,
// thanks"): it names no job, place, time or pro of its own.
//
// After a change to a stay, "pls update the res", "update it", "make the
// change" (stayUpdate) are its go-ahead too: the stay's, no request of
// their own.
// editGoAhead reports whether part only tells Steward to make the change
// the part before said: "miguel's gonna do unit 3 on frenchmen friday,
// tasha cant make it. pls switch it thx", "… swap em", "make the switch".
func editGoAhead(part string) bool {
	var rest []string
	for _, f := range strings.Fields(strings.ToLower(strings.NewReplacer(",", " ", ".", " ", "!", " ").Replace(part))) {
		switch f {
		case "please", "pls", "plz", "thanks", "thx", "ty", "now", "just", "ok", "okay", "so":
			continue
		}
		rest = append(rest, f)
	}
	if revertsBack(strings.Join(rest, " ")) {
		return true // "please change and revert back if any issue"
	}
	switch strings.Join(rest, " ") {
	case "switch it", "switch that", "switch it over", "switch em", "switch them", "swap it", "swap that", "swap em", "swap them", "swap it over",
		"make the switch", "make the swap", "make the change", "change it", "change it over", "change that", "update it", "update that",
		"can you switch it", "can you swap it", "can you change it", "can you update it":
		return true
	}
	return false
}

func bareGoAhead(part string, stayUpdate bool) bool {
	var rest []string
	for _, f := range strings.Fields(strings.ToLower(punctAsSpace.Replace(part))) {
		switch f {
		case "please", "pls", "plz", "svp", "thanks", "thx", "merci", "now":
			continue
		}
		rest = append(rest, f)
	}
	switch strings.Join(rest, " ") {
	case "book it", "book that", "book this", "do it", "do that", "go ahead", "book", "schedule it", "can you book it", "can you do it":
		return true
	}
	if setUpGoAhead[strings.Join(rest, " ")] {
		return true // "Please set this up.", "Please organize it." (literal.go)
	}
	if !stayUpdate {
		return false
	}
	switch strings.Join(rest, " ") {
	case "update it", "update that", "update the res", "update the rez", "update the reservation", "update the booking", "update the stay",
		"update their res", "update their reservation", "update their booking", "update their stay", "change it", "make the change",
		"can you update it", "can you update the res", "can you update the reservation", "can you update the booking":
		return true
	}
	if stayGoAhead[strings.Join(rest, " ")] {
		return true // "Please correct the booking." (literal.go)
	}
	return false
}

// courtesyOpeners are said before a yes and add nothing to it.
var courtesyOpeners = []string{"no problem", "no problemo", "no prob", "no probs", "not a problem", "no worries", "no worry", "no bother",
	"sure thing", "of course", "absolutely", "thanks", "thank you", "thx", "ty", "great", "perfect", "sounds good", "alright", "all right",
	"fine", "that's fine", "thats fine", "cool", "got it", "understood", "makes sense", "fair enough"}

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
	return strings.HasSuffix(m, " too") || strings.HasSuffix(m, " as well") || andThe(msg)
}

// andThe reports a follow-up that starts "and the …" or "ok and …" and
// asks ("ok and the tuesday one at geneva?"): carried over only after a
// question (carryOver).
func andThe(msg string) bool {
	m := strings.ToLower(strings.TrimSpace(msg))
	if !strings.HasSuffix(m, "?") {
		return false
	}
	for _, p := range []string{"and the ", "ok and the ", "okay and the ", "ok and ", "okay and ", "and "} {
		if strings.HasPrefix(m, p) {
			return true
		}
	}
	return false
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
	questionBefore := false
	if k := len(req.History); k > 0 && andThe(req.Message) {
		// "who's cleaning the boathouse monday" → "ok and the tuesday one
		// at geneva?": the same question about another job.
		if prev, err := s.parse(req.History[k-1].Message, req.Context); err != nil {
			return nil, false, err
		} else {
			questionBefore = len(prev) == 1 && prev[0].Kind == kindQuestion
		}
		if !questionBefore {
			return nil, false, nil
		}
	}
	if n.Kind != kindHelp && (n.Kind != kindSchedule || n.When != nil) && !(questionBefore && n.Shift == 0 && n.SetStatus == "" && n.SetNotes == "") {
		return nil, false, nil // a request of its own ("what about booking …") is read as one
	}
	if questionBefore && n.When == nil && n.NewWhen != nil {
		n.When, n.NewWhen = n.NewWhen, nil // ("… the tuesday one", read as a new day of a change)
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
	p, ok, err := s.onlyRequest(last, req.Context)
	if !ok {
		return nil, false, err
	}
	switch p.Kind {
	case kindHelp, kindUnsupported, kindRecurring, kindCalendar:
		return nil, false, nil
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
	return []request{p}, true, nil
}

// onlyRequest reads the message m again as the one request it made; ok
// is false when it made several (which one a new slot is for is not said)
// or none.
func (s *session) onlyRequest(m *steward.Message, mctx steward.MessageContext) (request, bool, error) {
	prev, err := s.parse(m.Message, mctx)
	if err != nil || len(prev) != 1 {
		return request{}, false, err
	}
	return prev[0], true, nil
}

// retryFailed reads a follow-up that only gives a time, a day, a pro or a
// property, right after a message that could not be done and wrote
// nothing ("priyanka to restock the icewine cottage the day the macleods
// leave" — she is busy then — → "1pm"; "book tyler to fix the loose dock
// boards …" — Tyler is booked — → "sorry meant curt not tyler"), as that
// message again with what it gives in place of what it said. ok is false
// otherwise: a follow-up of its own, or one whose pro replaces another
// than the one asked for.
func (s *session) retryFailed(req Request, reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || len(req.History) == 0 {
		return nil, false, nil
	}
	last := req.History[len(req.History)-1]
	if last.Status != steward.MessageFailed || writes(last.Actions) {
		return nil, false, nil
	}
	n := reqs[0]
	w := firstWhen(n.NewWhen, n.When)
	// "the day they arrive": the guests of the request that failed, said
	// as "they" (resolved below, once that request is read).
	theirDay := n.anc != nil && n.anc.sameDay && n.anc.pronoun && len(n.anc.guests) == 0 && !n.anc.job && n.anc.days == 0
	if n.Kind != kindHelp && !(n.Kind == kindEdit && n.JobID == 0) || n.Service != "" || n.Shift != 0 || n.SetStatus != "" || n.SetNotes != "" ||
		n.SetPrice != nil || n.Unassign || n.serviceTo != "" || n.Deep || n.anc != nil && !theirDay || len(n.Candidates) > 0 ||
		n.ProID == 0 && w == nil && !n.namedPlace {
		return nil, false, nil
	}
	var p request
	if len(last.Pending) > 0 && json.Unmarshal(last.Pending, &p) == nil && p.Kind == kindEdit && p.JobID != 0 {
		// The change of a job that was refused (failedEdit), as it was
		// read then, with the conversation before it.
	} else if p, ok, err = s.onlyRequest(last, req.Context); !ok {
		return nil, false, err
	}
	switch p.Kind {
	case kindSchedule, kindTurnover, kindReport, kindEdit, kindReschedule:
	default:
		return nil, false, nil // (a question, a stay: nothing to do again with a new slot)
	}
	if n.FromPro != 0 && p.ProID != n.FromPro {
		return nil, false, nil // "meant curt not tyler": Tyler must be the one asked for
	}
	if theirDay {
		// "can tasha restock the yellow house before the kowalskis get
		// here" (she is busy then) → "like 2pm the day they arrive": the
		// day of that stay's arrival, at the time said.
		if p.Kind != kindSchedule || p.anc == nil || len(p.anc.guests) == 0 || w == nil || !w.HasTime || w.HasDate {
			return nil, false, nil
		}
		a := *n.anc
		a.guests, a.pronoun, a.anyStay = p.anc.guests, false, false
		p.When, p.ReadyBy, p.RightAfter, p.anc, p.anchorProblem = nil, false, false, &a, ""
		if err := s.applyAnchor(&p, &a, n.dates); err != nil {
			return nil, false, err
		}
		if p.anchorProblem != "" || p.When == nil {
			return nil, false, nil
		}
		return []request{p}, true, nil
	}
	if n.ProID != 0 {
		p.ProID, p.proCandidates, p.rolePro = n.ProID, []int64{n.ProID}, ""
	}
	if n.namedPlace {
		p.AddressID, p.addrCandidates, p.places, p.unknownPlace = n.AddressID, n.addrCandidates, nil, ""
	}
	if w != nil {
		target := p.When
		if p.Kind == kindEdit || p.Kind == kindReschedule {
			target = p.NewWhen
		}
		v := *w
		if !v.HasDate && target != nil && target.HasDate {
			v.HasDate, v.Year, v.Month, v.Day = true, target.Year, target.Month, target.Day
		} else if v.HasDate && !v.HasTime && target != nil && target.HasTime {
			v.HasTime, v.Hour, v.Minute, v.Soft = true, target.Hour, target.Minute, target.Soft
		}
		if p.Kind == kindEdit || p.Kind == kindReschedule {
			p.NewWhen = &v
		} else {
			p.When, p.ReadyBy, p.RightAfter = &v, false, false
		}
	}
	// (rawText stays the request's own words: a visit's notes say
	// what to do, not who was first asked.)
	return []request{p}, true, nil
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
	if n.Kind != kindHelp && n.Kind != kindSchedule && !(n.Kind == kindReschedule && n.JobID == 0) &&
		// "ok give it to maria" after "Free …: Maria and Kyle": the
		// slot asked about, booked with her.
		!(n.Kind == kindEdit && n.JobID == 0 && n.ProID != 0 && !n.namedPlace && n.Service == "" && n.When == nil) ||
		!has(toks, "book", "schedule", "go", "do", "get", "arrange", "give", "assign", "put", "send", "use", "have") &&
			// "ok brooke then": the pro picked from those named free
			!(n.ProID != 0 && len(toks) <= 4 && has(toks, "ok", "okay", "yes", "sure", "then", "great", "perfect") && !has(toks, "what", "how", "about")) &&
			// "marisol pls", "lorena": a name alone picks her
			!(n.ProID != 0 && len(toks) <= 4 && len(slices.DeleteFunc(slices.Clone(toks), func(t token) bool {
				return slices.Contains([]string{"pls", "please", "plz", "thanks", "thx", "ty", "ok", "okay", "then", "yes", "sure"}, t.s)
			})) <= 2) ||
		!has(toks, "it", "that", "one", "ahead", "him", "her", "them") && n.ProID == 0 {
		return nil, false, nil // ("book dana" after "who can clean the cabin saturday at 2?" names the one)
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
	if k := len(req.History); k >= 2 && n.ProID != 0 && !n.namedPlace && p.AddressID == 0 && p.When == nil {
		// "can we get the sandpoint loft cleaned sat" (booked, no pro) →
		// "whos free?" → "noor, 10ish": the visit just booked, given to
		// her (at the time said), never a second one.
		var booked []int64
		for _, a := range req.History[k-2].Actions {
			if a.Type == steward.ActionJobCreated && a.JobID != nil {
				booked = append(booked, *a.JobID)
			}
		}
		if len(booked) == 1 {
			if j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, booked[0]); err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
				return nil, false, err
			} else if err == nil && j.ProID == nil && j.Cancellable() && s.pro(n.ProID) != nil && s.pro(n.ProID).Offers(j.ServiceType) {
				e := request{Kind: kindEdit, JobID: j.ID, ProID: n.ProID, proCandidates: []int64{n.ProID}, AddressID: j.AddressID, Service: j.ServiceType, rawText: n.rawText}
				if n.When != nil {
					w := *n.When
					if !w.HasDate {
						local := j.ScheduledAt.In(s.loc(j.AddressID))
						w.HasDate, w.Year, w.Month, w.Day = true, local.Year(), local.Month(), local.Day()
					}
					e.NewWhen = &w
				}
				return []request{e}, true, nil
			}
		}
	}
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
	if n.When != nil && !n.When.HasDate && p.When != nil && p.When.HasDate {
		// "ok book marisol at 10" after "whos free … tues?": Tuesday at 10.
		w := *p.When
		w.HasTime, w.Hour, w.Minute, w.Soft = n.When.HasTime, n.When.Hour, n.When.Minute, n.When.Soft
		p.When = &w
	} else if n.When != nil {
		p.When = n.When
	}
	if n.ProID != 0 || len(n.proCandidates) > 0 {
		p.ProID, p.proCandidates = n.ProID, n.proCandidates
	} else if p.ProID == 0 && has(toks, "him", "her", "them") {
		// "ok book her" after "Free …: Dana Whitfield and Miguel Santos":
		// the one pro the answer named, or the question of which —
		// never the booking without the pro the host meant.
		for _, a := range last.Actions {
			if a.Type == steward.ActionAvailabilityChecked {
				p.proCandidates = append(p.proCandidates, a.ProIDs...)
			}
		}
		if len(p.proCandidates) == 1 {
			p.ProID = p.proCandidates[0]
		}
	}
	if n.namedPlace {
		p.AddressID, p.addrCandidates = n.AddressID, n.addrCandidates
	}
	p.rawText = n.rawText + " (" + p.rawText + ")"
	return []request{p}, true, nil
}

// subject is what the conversation's last exchanges were about, for a
// follow-up that names no property: "whats on at the barn this week?" then
// "cancel the plumbing one" means the barn's plumbing job, and "book a
// clean saturday at 10" a clean at the barn.
type subject struct {
	// place is the one property the latest message naming any named; 0
	// when it named several, or none of the last few did.
	place int64
	// listed are the jobs the last reply listed (one or more): the
	// jobs "the plumbing one" picks among.
	listed []int64
}

// subjectLookback is how many earlier messages a follow-up's property is
// looked for in: far enough for "who's doing it?" in between, not so far
// that a property talked about long ago is taken for today's.
const subjectLookback = 3

// subjectOf reads the conversation's subject from its history: each
// earlier message is read again (as carryOver does) for the properties it
// names, newest first.
func (s *session) subjectOf(history []*steward.Message, mctx steward.MessageContext) (subject, error) {
	var sub subject
	if len(history) == 0 {
		return sub, nil
	}
	last := history[len(history)-1]
	for _, a := range last.Actions {
		if a.Type == steward.ActionJobsListed && len(a.JobIDs) > 0 {
			sub.listed = append(sub.listed, a.JobIDs...)
		}
	}
	if p := pendingOf(history); p != nil && p.JobID != 0 && len(sub.listed) == 0 {
		// "ray cant do the okafors gutters on the 11th" → "Who should do
		// it instead?" → "put him on the 12th, same time": the job the
		// question was about, as one the reply listed.
		sub.listed = append(sub.listed, p.JobID)
	}
	for i := len(history) - 1; i >= 0 && i >= len(history)-subjectLookback; i-- {
		reqs, err := s.parse(history[i].Message, mctx)
		if err != nil {
			return sub, err
		}
		place, named := int64(0), false
		for _, r := range reqs {
			if !r.namedPlace {
				continue
			}
			if named && (r.AddressID == 0 || r.AddressID != place) {
				return sub, nil // several properties: none is the subject
			}
			place, named = r.AddressID, true
		}
		if named {
			sub.place = place
			return sub, nil
		}
		if place, err := s.stayActedOn(history[i]); err != nil || place != 0 {
			// "the greers want to stay one more night", then "move tess's
			// turnover to wed too": the property of the stay the reply
			// changed.
			sub.place = place
			return sub, err
		}
	}
	return sub, nil
}

// stayActedOn returns the property of the one stay m's reply added or
// changed, 0 when it acted on none or several.
func (s *session) stayActedOn(m *steward.Message) (int64, error) {
	var id int64
	for _, a := range m.Actions {
		if (a.Type == steward.ActionReservationUpdated || a.Type == steward.ActionReservationCreated) && a.ReservationID != nil {
			if id != 0 && id != *a.ReservationID {
				return 0, nil
			}
			id = *a.ReservationID
		}
	}
	if id == 0 {
		return 0, nil
	}
	r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return 0, nil
	} else if err != nil {
		return 0, err
	}
	return r.AddressID, nil
}

// about returns the conversation's subject, read from the history the
// first time a request needs it: most messages name what they are about,
// and reading the history again costs a parse of each earlier message.
func (s *session) about() subject {
	if !s.subjectRead {
		s.subjectRead = true
		if sub, err := s.subjectOf(s.past, s.mctx); err == nil {
			s.subject = sub
		}
	}
	return s.subject
}

// narrowBySubject keeps, of several jobs a follow-up could mean, those
// the last reply listed, else, when it names no property, those at the
// conversation's property; cands unchanged when that keeps none or all.
func (s *session) narrowBySubject(cands []*steward.Job, in request) []*steward.Job {
	if len(cands) < 2 {
		return cands
	}
	keep := func(fits func(*steward.Job) bool) []*steward.Job {
		var out []*steward.Job
		for _, j := range cands {
			if fits(j) {
				out = append(out, j)
			}
		}
		return out
	}
	about := s.about()
	if kept := keep(func(j *steward.Job) bool { return slices.Contains(about.listed, j.ID) }); len(kept) > 0 && len(kept) < len(cands) {
		// ("hollis's inspection" → two listed → "cancel the boathouse
		// one": the listed one there, a property named or not.)
		return kept
	}
	if in.namedPlace || in.AddressID != 0 || about.place == 0 {
		return cands
	}
	if kept := keep(func(j *steward.Job) bool { return j.AddressID == about.place }); len(kept) > 0 && len(kept) < len(cands) {
		return kept
	}
	return cands
}

// replaceCancelled gives a booking that names no service the service of
// the job the part before it cancels: "cancel the cabin battery job and
// book sam at the loft fri 10am" books maintenance, the work Sam was to
// do, when the pro named offers it (else the question stays).
func (s *session) replaceCancelled(in *request, prev step) {
	if prev.job == nil || len(prev.changes) != 1 || prev.changes[0].op != opCancelJob {
		return
	}
	if p := s.pro(in.ProID); p != nil && !slices.Contains(p.Services, prev.job.ServiceType) {
		return
	}
	in.Service = prev.job.ServiceType
	if in.AddressID == 0 && !in.namedPlace && len(in.addrCandidates) == 0 && has(tokenize(in.rawText), "instead") {
		// "cancel nadine monday, book her wed same time instead": the
		// cancelled visit's property.
		in.AddressID = prev.job.AddressID
	}
	if in.ProID == 0 && in.rolePro != "" && prev.job.ProID != nil {
		in.ProID, in.proCandidates, in.rolePro = *prev.job.ProID, []int64{*prev.job.ProID}, "" // "book her": the cancelled job's pro
	}
	if w := in.When; w != nil && w.HasDate && !w.HasTime && (hasPhrase(tokenize(in.rawText), "same time") || hasPhrase(tokenize(in.rawText), "same slot")) {
		// "… wed same time instead": the cancelled job's time of day.
		local := prev.job.ScheduledAt.In(s.loc(prev.job.AddressID))
		v := *w
		v.HasTime, v.Hour, v.Minute = true, local.Hour(), local.Minute()
		in.When = &v
	}
}

// bookAgain is the booking of a job like j at property addressID: the
// same day and wall time there, service, pro and notes.
func (s *session) bookAgain(j *steward.Job, addressID int64, text string) request {
	local := j.ScheduledAt.In(s.loc(j.AddressID))
	again := request{Kind: kindSchedule, Service: j.ServiceType, AddressID: addressID, namedPlace: true, New: true,
		When:    &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()},
		rawText: text, keepNotes: j.Notes}
	if j.ProID != nil {
		again.ProID = *j.ProID
	}
	return again
}

// undoWords take back what the last message did.
var undoWords = map[string]bool{"undo": true, "undo that": true, "undo it": true, "undo this": true, "revert": true, "revert that": true,
	"revert it": true, "put it back": true, "scratch that": true, "take that back": true, "actually never mind": true,
	"oops never mind": true, "that was a mistake": true, "my mistake": true, "undo please": true, "please undo": true,
	"undo that please": true, "please undo that": true, "oops undo": true, "oops undo that": true, "wait undo that": true}

// retractWords take back what the message just before did, and only that
// one: said after a question or an offer they decline it instead ("no
// wait").
var retractWords = map[string]bool{"wait no dont": true, "no dont": true, "wait dont": true, "no wait dont": true,
	"dont do that": true, "no dont do that": true, "wait no dont do that": true, "wait no": true, "no wait": true,
	"i didnt mean that": true, "no i didnt mean that": true, "dont": true, "no no dont": true, "no no": true,
	"wait no dont cancel it": true, "no dont cancel it": true, "dont cancel it": true, "wait dont cancel it": true,
	"dont cancel that": true, "no dont cancel that": true, "wait dont cancel that": true, "oops no": true, "oh no dont": true,
	"nvm": true, "nvm dont": true, "actually nvm": true, "actually nvm dont": true, "actually dont": true, "never mind": true,
	"nevermind": true, "actually nevermind": true, "nevermind dont": true, "nah dont": true, "no nvm": true, "nvm dont do that": true,
	"actually no dont": true, "on second thought dont": true, "on second thought no": true,
	// "forget it" alone right after a booking takes it back, as "never
	// mind" does (after a question it declines it).
	"forget it": true, "forget it please": true, "please forget it": true, "no forget it": true, "forget that": true,
	"ah no forget it": true, "oh no forget it": true, "forget about it": true, "actually forget it": true, "actually forget that": true,
	"forget it then": true, "never mind then": true, "nevermind then": true, "oh forget it": true, "ok forget it": true,
	// "never mind that" after a booking takes it back too (it answered
	// "nothing has changed" while the booking stood).
	"never mind that": true, "nevermind that": true, "nvm that": true, "oh never mind that": true, "actually never mind that": true,
	"scratch that": true, "actually scratch that": true, "oh shoot never mind that": true}

// refusalOpeners may come before a retraction, in clauses of their own:
// "ah no, forget it please, …".
var refusalOpeners = map[string]bool{"ah no": true, "oh no": true, "ah": true, "oh": true, "no": true, "sorry": true, "ah sorry": true, "hmm no": true}

// undoText is msg in lower case, without punctuation or apostrophes.
func undoText(msg string) string {
	msg = undoPunct.Replace(strings.ToLower(msg))
	return strings.Join(strings.Fields(msg), " ")
}

// isUndo reports whether msg only asks to take back the last change.
func isUndo(msg string) bool {
	return undoWords[undoText(msg)] || undoWords[strings.Join(strings.Fields(punctAsSpace.Replace(strings.ToLower(msg))), " ")]
}

// isRetraction reports whether msg takes back, in a word of refusal, what
// the message just before did ("wait no, don't").
func isRetraction(msg string, history []*steward.Message) bool {
	// "nvm dont, aiko might extend": the refusal, then why; "ah no,
	// forget it please, the next guests bring everything": an opener,
	// the refusal, then why.
	ht := ""
	for _, c := range strings.FieldsFunc(msg, func(r rune) bool { return strings.ContainsRune(",.;!", r) }) {
		ht = undoText(c)
		if !refusalOpeners[ht] {
			break
		}
	}
	if !retractWords[undoText(msg)] && !(len(strings.Fields(ht)) >= 2 && retractWords[ht] && (strings.Contains(ht, "dont") || strings.Contains(ht, "nvm") || strings.Contains(ht, "forget"))) ||
		len(history) == 0 {
		return false
	}
	last := history[len(history)-1]
	return last.Status == steward.MessageCompleted && writes(last.Actions)
}

// keepWords, right after a cancel, take it back ("wait no keep it"); after
// anything else they ask for nothing.
var keepWords = map[string]bool{"keep it": true, "no keep it": true, "wait keep it": true, "wait no keep it": true, "no wait keep it": true,
	"actually keep it": true, "oh wait keep it": true, "nvm keep it": true, "never mind keep it": true, "keep it please": true,
	"dont cancel it": true, "don't cancel it": true, "no dont cancel it": true, "no don't cancel it": true, "wait dont cancel it": true,
	"wait don't cancel it": true, "nvm dont cancel it": true, "nvm don't cancel it": true, "actually dont cancel it": true,
	"actually don't cancel it": true, "actually no keep it": true, "actually leave it": true, "no leave it": true, "actually no leave it": true,
	"no actually keep it": true}

// notCancelRe is a take-back said without "do" ("non sorry!! not
// cancel", "no, not cancel it"): a host writing English as French is
// written (pas annuler).
var notCancelRe = mustCompile(`^(?:(?:no|non|wait|sorry|oops|actually)\s+)*not\s+cancel(?:\s+(?:it|that))?$`)

// isKeep reports whether msg only asks to keep what was just cancelled.
func isKeep(msg string) bool {
	t := strings.Join(strings.Fields(punctAsSpace.Replace(strings.ToLower(msg))), " ")
	return keepWords[t] || notCancelRe.MatchString(t)
}

// onlyCancels reports whether the writes among actions are all cancels
// of jobs.
func onlyCancels(actions []steward.Action) bool {
	n := 0
	for _, a := range actions {
		if writes([]steward.Action{a}) {
			if a.Type != steward.ActionJobCancelled {
				return false
			}
			n++
		}
	}
	return n > 0
}

// undo takes back what the last message wrote, as far as a new change can:
// a job it booked is cancelled, a stay it added is cancelled, and a job it
// cancelled is reinstated (pending again, see steward.Job.Reinstatable),
// or booked again when it can no longer come back; a job it moved or gave
// to another pro gets its old time and pro back (putBack). Any other
// change of a job, or of a stay, is not reversed from here: the reply says
// so and names it. ok is false when msg does not ask to undo.
func (s *session) undo(req Request) ([]request, *Reply, bool, error) {
	keep := isKeep(req.Message)
	if !isUndo(req.Message) && !isRetraction(req.Message, req.History) && !keep {
		return nil, nil, false, nil
	}
	if len(req.History) == 0 {
		if keep {
			return nil, nil, false, nil
		}
		r := done("There's nothing I can undo: this conversation hasn't changed anything yet.")
		return nil, &r, true, nil
	}
	if keep && !onlyCancels(req.History[len(req.History)-1].Actions) {
		return nil, nil, false, nil // "keep it" after anything but a cancel undoes nothing
	}
	// The last message that wrote something, past answers and declines
	// after it ("no thanks", then "undo": the stay added before).
	last := req.History[len(req.History)-1]
	for i := len(req.History) - 1; i >= 0 && i >= len(req.History)-3; i-- {
		if m := req.History[i]; len(m.Actions) > 0 && writes(m.Actions) {
			last = m
			break
		} else if len(m.Actions) > 0 {
			break // an answer that listed things: nothing before it is meant
		}
	}
	var out []request
	var kept []string
	if last.Status == steward.MessageCompleted {
		for _, a := range last.Actions {
			switch {
			case a.Type == steward.ActionJobCreated && a.JobID != nil:
				out = append(out, request{Kind: kindCancel, JobID: *a.JobID, rawText: req.Message})
			case a.Type == steward.ActionJobCancelled && a.JobID != nil:
				j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, *a.JobID)
				if steward.ErrorCode(err) == steward.ENOTFOUND {
					continue
				} else if err != nil {
					return nil, nil, false, err
				}
				if j.Reinstatable(s.now) {
					// The same job back, pending again (its history says so).
					out = append(out, request{Kind: kindReinstate, JobID: j.ID, rawText: req.Message})
					continue
				}
				again := s.bookAgain(j, j.AddressID, req.Message)
				again.DuringStay = true // where it was: allowed then, during a stay or not
				out = append(out, again)
			case a.Type == steward.ActionReservationCreated && a.ReservationID != nil:
				out = append(out, request{Kind: kindStay, StayOp: stayCancel, ReservID: *a.ReservationID, rawText: req.Message})
			case a.Type == steward.ActionJobUpdated && a.JobID != nil:
				// A move or a new pro is put back from the job's history
				// (steward.BeforeChange), when it is the job's last change
				// and the assistant's; anything else is said.
				back, err := s.putBack(*a.JobID, req.Message)
				if err != nil {
					return nil, nil, false, err
				}
				if back != nil {
					out = append(out, *back)
					continue
				}
				kept = append(kept, fmt.Sprintf("the change to job %d", *a.JobID))
			case a.Type == steward.ActionReservationUpdated || a.Type == steward.ActionReservationCancelled:
				kept = append(kept, "the change to the stay")
			case a.Type == steward.ActionProCreated && a.ProID != nil:
				kept = append(kept, "the new pro (remove them in the web app or the API)")
			}
		}
	}
	if len(out) == 0 {
		text := "There's nothing I can undo from your last message, so nothing has changed."
		if len(kept) > 0 {
			text = "I can't undo " + andList(kept) + " from here, so it stays as it is; tell me what it should be and I'll change it."
		}
		r := done(text)
		return nil, &r, true, nil
	}
	if len(kept) > 0 {
		s.undoNote = " I couldn't undo " + andList(kept) + " from here; tell me what it should be and I'll change it."
	}
	return out, nil, true, nil
}

// putBack is the edit that undoes the last change of job id, when that
// change was the assistant's and only moved the job or changed its pro:
// the old time and pro again. nil when it cannot be put back from here.
func (s *session) putBack(id int64, msg string) (*request, error) {
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	if j.Status != steward.StatusPending && j.Status != steward.StatusConfirmed {
		return nil, nil
	}
	h, err := s.e.Jobs.FindJobHistory(s.ctx, s.acct, id)
	if err != nil || len(h) == 0 || h[len(h)-1].Actor != steward.ActorAssistant {
		return nil, err
	}
	b, ok := steward.BeforeChange(h[len(h)-1])
	if !ok {
		return nil, nil
	}
	e := request{Kind: kindEdit, JobID: j.ID, AddressID: j.AddressID, Service: j.ServiceType, DuringStay: true, rawText: msg}
	if b.ScheduledAt != nil {
		local := b.ScheduledAt.In(s.loc(j.AddressID))
		e.NewWhen = &When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
	}
	if b.ProChanged {
		if b.ProID != nil {
			e.ProID, e.proCandidates = *b.ProID, []int64{*b.ProID}
		} else {
			e.Unassign = true
		}
	}
	return &e, nil
}

// writes reports whether actions changed the account.
func writes(actions []steward.Action) bool {
	for _, a := range actions {
		switch a.Type {
		case steward.ActionJobCreated, steward.ActionJobUpdated, steward.ActionJobCancelled, steward.ActionReservationCreated,
			steward.ActionReservationUpdated, steward.ActionReservationCancelled, steward.ActionProCreated:
			return true
		}
	}
	return false
}

func firstNonZero(ids ...int64) int64 {
	for _, id := range ids {
		if id != 0 {
			return id
		}
	}
	return 0
}

// bookOne reads a booking that names no service, which reqs could not
// map: "when's the next clean at catawba?" → "book one for the 13th after
// checkout then" books the service the host's message before asked about
// ("one", "another"); "book at catawba for the 13th", or "one" after a
// message about no one service, asks which service.
func (s *session) bookOne(msg string, reqs []request) ([]request, error) {
	if len(reqs) != 1 || reqs[0].Kind != kindHelp || reqs[0].Service != "" {
		return reqs, nil
	}
	words := strings.Fields(punctAskAsSpace.Replace(strings.ToLower(msg)))
	verb, one := -1, -1
	for i, w := range words {
		if verb < 0 && slices.Contains([]string{"book", "schedule", "sched", "arrange"}, w) ||
			verb < 0 && w == "set" && i+1 < len(words) && (words[i+1] == "up" || words[i+1] == "one") {
			verb = i
		}
		if verb >= 0 && one < 0 && i > verb && i <= verb+2 && (w == "one" || w == "another") {
			one = i
		}
	}
	if verb < 0 || verb > 2 {
		return reqs, nil // ("can you book…", "ok book…"; never a verb deep in the sentence)
	}
	if one < 0 {
		if in := &reqs[0]; forGuestsOnly(in, words[verb+1:]) {
			// "can u book the castillos a canoe trip on the shenandoah sat
			// morning", "book a table at the sardine factory for the
			// whitlocks": something for the guests, away from the
			// account's properties — not a job Steward books.
			in.Kind, in.Topic = kindUnsupported, guestOutingTopic
		} else if in.namedPlace || in.When != nil {
			in.Kind = kindSchedule // "book at catawba for the 13th": which service is asked
		}
		return reqs, nil
	}
	what := ""
	if len(s.past) > 0 {
		prev, err := s.parse(s.past[len(s.past)-1].Message, s.mctx)
		if err != nil {
			return nil, err
		}
		if len(prev) == 1 && prev[0].Service != "" {
			what = article(serviceName(prev[0].Service, prev[0].Deep))
		}
	}
	if what == "" {
		reqs[0].Kind = kindSchedule // which service is asked
		return reqs, nil
	}
	words[one] = what
	again, err := s.parse(strings.Join(words, " "), s.mctx)
	if err != nil || len(again) != 1 || again[0].Kind == kindHelp {
		return reqs, err
	}
	return again, nil
}

// guestOutingTopic marks a booking for the guests of something Steward
// does not book (unsupported says so).
const guestOutingTopic = "guest_outing"

// forGuestsOnly reports whether a booking with no service names the
// guests of a stay and, after the verb, "a/an" and a thing of its own
// that is no service, no stay's night or check-out and no visit ("book
// the castillos a canoe trip", "book a table … for the whitlocks"), at no
// property of the account and with no pro: the guests' outing, not a job.
// rest are the words after the verb.
func forGuestsOnly(in *request, rest []string) bool {
	if len(in.Candidates) == 0 || in.namedPlace || len(in.addrCandidates) > 0 || in.ProID != 0 || len(in.proCandidates) > 0 || in.StayOp != "" {
		return false
	}
	for i, w := range rest {
		if w != "a" && w != "an" || i+1 >= len(rest) {
			continue
		}
		thing := tokenize(strings.Join(rest[i+1:min(len(rest), i+3)], " "))
		if _, _, svc := serviceOf(thing); svc || len(thing) == 0 || stopWords[thing[0].s] || isDateWord(thing[0].s) || has(thing, consumables...) ||
			has(thing, "night", "nights", "checkout", "checkin", "check", "stay", "visit", "appointment", "appt", "slot", "time", "job",
				"pro", "cleaner", "handyman", "inspector", "plumber", "electrician", "restock", "turnover", "repair", "fix") {
			return false
		}
		return true
	}
	return false
}

// followStayMoved reads, right after a reply that moved one stay's
// check-out, a move of "the cleaning" (or "the final cleaning", "their
// turnover") that names no property of its own and no day but "this
// day", "that day", "match", "accordingly" …: the cleaning that follows
// the stay, moved to the new check-out's day at its own hour (or the hour
// said), never before the new check-out ("The Lefebvres leave already on
// 12.03., at 10:00" → "Please move the final cleaning also to this day,
// same hour"). ok is false when req is not such a follow-up.
func (s *session) followStayMoved(reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || len(s.past) == 0 {
		return nil, false, nil
	}
	in := reqs[0]
	toks := tokenize(in.rawText)
	if in.Kind != kindReschedule && in.Kind != kindEdit || in.JobID != 0 || in.Shift != 0 || in.ProID != 0 || in.When != nil && in.When.HasDate ||
		in.NewWhen != nil && in.NewWhen.HasDate || in.Service != "" && in.Service != steward.Cleaning || in.SetNotes != "" || in.SetStatus != "" ||
		!(hasPhrase(toks, "this day") || hasPhrase(toks, "that day") || hasPhrase(toks, "same day") || has(toks, "accordingly", "match", "too", "also") ||
			hasPhrase(toks, "as well")) {
		return nil, false, nil
	}
	last := s.past[len(s.past)-1]
	var id int64
	for _, a := range last.Actions {
		if a.Type != steward.ActionReservationUpdated || a.ReservationID == nil || id != 0 && id != *a.ReservationID {
			return nil, false, nil
		}
		id = *a.ReservationID
	}
	if id == 0 || last.Response == nil || !strings.Contains(*last.Response, "moved the check-out") {
		return nil, false, nil
	}
	r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, false, nil
	} else if err != nil {
		return nil, false, err
	}
	if in.AddressID != 0 && in.AddressID != r.AddressID {
		return nil, false, nil
	}
	if err := s.loadStays(); err != nil {
		return nil, false, err
	}
	// The stay's turnover: the first cleaning there after its check-in,
	// before the next stay's check-in (at the old check-out, before or
	// after the new one).
	until := r.CheckOut.AddDate(0, 0, 14)
	for _, o := range s.stays {
		if o.AddressID == r.AddressID && o.ID != r.ID && o.Status == steward.ReservationConfirmed && o.CheckIn.After(r.CheckIn) && o.CheckIn.Before(until) {
			until = o.CheckIn
		}
	}
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &r.AddressID, From: &r.CheckIn, To: &until, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, false, err
	}
	var j *steward.Job
	for _, c := range jobs {
		if c.ServiceType == steward.Cleaning && !c.Status.Final() && c.ScheduledAt.After(r.CheckIn) {
			j = c
			break
		}
	}
	if j == nil {
		return nil, false, nil
	}
	loc := s.loc(r.AddressID)
	own := j.ScheduledAt.In(loc)
	out0 := r.CheckOut.In(loc)
	hour, minute := own.Hour(), own.Minute()
	if w := in.NewWhen; w != nil && w.HasTime {
		hour, minute = w.Hour, w.Minute
	}
	t := time.Date(out0.Year(), out0.Month(), out0.Day(), hour, minute, 0, 0, loc)
	if t.Before(r.CheckOut) {
		t = r.CheckOut
	}
	t = t.In(loc)
	in.Kind, in.JobID, in.AddressID, in.When = kindReschedule, j.ID, r.AddressID, nil
	in.NewWhen = &When{HasDate: true, Year: t.Year(), Month: t.Month(), Day: t.Day(), HasTime: true, Hour: t.Hour(), Minute: t.Minute()}
	return []request{in}, true, nil
}

// keepCancelRe is a take-back of a cancel as the head of a follow-up:
// "no wait don't cancel", "actually keep it", "scratch the cancel".
var keepCancelRe = mustCompile(`^(?:(?:no|wait|actually|oh|oops|hold on|nvm|never mind|sorry|ok)\s+)*(?:(?:dont|do not|not)\s+cancel(?:\s+(?:it|that|the job|after all))?|keep it|leave it|scratch (?:the|that) cancel(?:lation)?|(?:undo|cancel) the cancel(?:lation)?)$`)

// cancelTakenBack returns the job the reply before cancelled, alone, when
// req opens by taking that cancel back ("no wait — don't cancel.",
// "actually, don't cancel it after all."), with the words of the take-back
// (head) and what follows them (rest, never empty); a nil job otherwise, or
// when the job can no longer come back.
func (s *session) cancelTakenBack(req Request) (j *steward.Job, head, rest string, err error) {
	if len(req.History) == 0 || pendingOf(req.History) != nil {
		return nil, "", "", nil
	}
	last := req.History[len(req.History)-1]
	id := soleCancel(last.Actions)
	if last.Status != steward.MessageCompleted || id == 0 {
		return nil, "", "", nil
	}
	msg := strings.TrimSpace(req.Message)
	// The take-back ends at a stop, or at a comma ("wait no - don't
	// cancel it, just move it to 1p").
	found := false
	for _, k := range takeBackEnds(msg) {
		head, rest = msg[:k], strings.TrimSpace(strings.TrimLeft(msg[k:], ".;!, "))
		ht := strings.TrimSuffix(strings.TrimSpace(undoText(dashesAsSpace.Replace(head))), " after all")
		if (isKeep(head) || isKeep(ht) || retractWords[ht] && strings.Contains(ht, "dont") || keepCancelRe.MatchString(ht)) && rest != "" {
			found = true
			break
		}
	}
	if !found {
		return nil, "", "", nil
	}
	j, err = s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, "", "", nil
	} else if err != nil {
		return nil, "", "", err
	}
	if j.Status != steward.StatusCancelled || !j.Reinstatable(s.now) {
		return nil, "", "", nil
	}
	return j, head, rest, nil
}

// takeBackEnds are where the take-back at the head of msg may end: the
// first stop and the first comma, then each later stop or comma of its
// first 60 bytes, a take-back being short ("sorry, don't cancel it, move
// it …", "non sorry!! not cancel, move it …": the head runs past an
// opener's own mark).
func takeBackEnds(msg string) []int {
	var ends []int
	for _, k := range []int{strings.IndexAny(msg, ".;!"), strings.IndexByte(msg, ',')} {
		if k > 0 {
			ends = append(ends, k)
		}
	}
	for k, r := range msg {
		if k > 0 && strings.ContainsRune(".;!,", r) && !slices.Contains(ends, k) && k < 60 {
			ends = append(ends, k)
		}
	}
	return ends
}

// keepAndMove reads a follow-up that takes back a cancel and moves the job
// instead ("cancel the hot tub job" → "no wait — don't cancel. push it to
// Sun 11am instead"): the job just cancelled comes back at the new time
// (Reinstating), never a new booking beside it. ok is false when msg
// does not open with such a take-back, the message before did not cancel
// one job that can come back, or the rest is not one move of that job.
func (s *session) keepAndMove(req Request) ([]request, bool, error) {
	j, _, rest, err := s.cancelTakenBack(req)
	if j == nil || err != nil {
		return nil, false, err
	}
	reqs, err := s.parse(rest, req.Context)
	if err != nil || len(reqs) != 1 {
		return nil, false, err
	}
	n := reqs[0]
	if n.Kind != kindReschedule || n.NewWhen == nil && n.Shift == 0 || n.JobID != 0 && n.JobID != j.ID ||
		n.namedPlace && n.AddressID != j.AddressID || n.Service != "" && n.Service != j.ServiceType || n.all {
		return nil, false, nil
	}
	n.JobID, n.Reinstating, n.When = j.ID, true, nil
	n.rawText = strings.TrimSpace(req.Message)
	return []request{n}, true, nil
}
