package assistant

import (
	"fmt"
	"slices"
	"strings"

	"github.com/stewardhq/steward"
)

// A second message that corrects or completes what the reply before it
// did changes the job the conversation is about, never books another
// beside it nor is refused: "nvm keep it, the guests aren't changing
// their dates" (the cancel taken back, with why), "wait no tasha" (the
// pro just given is not the one meant), "9am, outdoor shower is leaking"
// (the time and problem of the visit just booked), "could you please
// cancel it?" after a stay's cancel, "move the checkout clean to the same
// time", "oops 5 ppl not 6" after a new stay.

// stayPronounCancel reports a bare "could you please cancel it?" right
// after the guests' own cancellation of their stay ("the Yoders cancelled
// their stay at … . Could you please cancel it?"): the stay the sentence
// before named, asked for again — not some job at the property to pick.
func stayPronounCancel(out []request, in request, part string) bool {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindStay || out[n-1].StayOp != stayCancel || in.Kind != kindCancel {
		return false
	}
	if in.Service != "" || in.JobID != 0 || in.When != nil || in.NewWhen != nil || in.ProID != 0 ||
		(in.AddressID != 0 && in.AddressID != out[n-1].AddressID) {
		return false
	}
	ptoks := tokenize(part)
	if !has(ptoks, "it", "that", "this") {
		return false
	}
	for _, t := range ptoks {
		if !slices.Contains(bareCancelWords, t.s) {
			return false
		}
	}
	return true
}

var bareCancelWords = []string{"could", "can", "would", "will", "you", "please", "pls", "plz", "cancel", "it", "that", "this", "too", "as", "well", "also", "and", "so", "then", "for", "me", "go", "ahead", "just"}

// sameTimeFollow reads "move the checkout clean to the same time"
// right after a change of the stay's check-out: the cleaning that follows
// the stay, moved with it (followStay), like "… to match" — "the same
// time" names no hour of its own to book or ask about.
func sameTimeFollow(out []request, in *request, part string) {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindStay || in.Kind != kindHelp && in.Kind != kindReschedule {
		return
	}
	if in.Service != "" && in.Service != steward.Cleaning || in.JobID != 0 || in.When != nil || in.NewWhen != nil || in.Shift != 0 || in.ProID != 0 ||
		in.AddressID != 0 && out[n-1].AddressID != 0 && in.AddressID != out[n-1].AddressID {
		return
	}
	ptoks := tokenize(part)
	if !has(ptoks, "move", "push", "shift", "bump", "change", "adjust", "slide") ||
		!(hasPhrase(ptoks, "same time") || hasPhrase(ptoks, "same hour") || hasPhrase(ptoks, "new time") || hasPhrase(ptoks, "new checkout") || hasPhrase(ptoks, "new check out")) {
		return
	}
	in.Kind, in.SameSlot = kindReschedule, false
}

// guestsAskedAfter reads "… add a restock there tomorrow at 11 with
// Luis? They asked for extra towels and linens.": a sentence after a
// booking that only says the guests asked for it is that booking's
// reason — the guests' leave to do it during their stay, and a note for
// the pro — never a request of its own left not understood.
func guestsAskedAfter(out []request, in request, part string) bool {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindSchedule || in.Kind != kindHelp || in.ProID != 0 || in.When != nil || in.NewWhen != nil ||
		in.JobID != 0 || in.Service != "" && in.Service != out[n-1].Service || in.AddressID != 0 && in.AddressID != out[n-1].AddressID {
		return false
	}
	ptoks := tokenize(part)
	if len(ptoks) > 16 || isQuestion(ptoks) || !guestsAsked(ptoks) ||
		!(hasPhrase(ptoks, "they asked") || hasPhrase(ptoks, "they requested") || hasPhrase(ptoks, "guests asked") || hasPhrase(ptoks, "guest asked") ||
			hasPhrase(ptoks, "guests requested") || hasPhrase(ptoks, "guest requested") || hasPhrase(ptoks, "they want") || hasPhrase(ptoks, "guests want")) {
		return false
	}
	p := &out[n-1]
	p.DuringStay = true
	if p.Notes == "" {
		p.Notes = strings.TrimSpace(part)
	}
	p.rawText += " " + part
	return true
}

// stayGoAheadSaid reads "Could you update that", "Please update the
// Brooks' stay" right after a part that changes a stay: the go-ahead for
// that change, said again — nothing else to do, nothing left not
// understood.
func stayGoAheadSaid(out []request, in request, part string) bool {
	n := len(out)
	if n == 0 || out[n-1].Kind != kindStay || in.Kind != kindHelp || in.ProID != 0 || in.When != nil || in.NewWhen != nil || in.JobID != 0 || in.Service != "" {
		return false
	}
	ptoks := tokenize(part)
	if len(ptoks) > 8 || !has(ptoks, "update", "change", "amend", "adjust") {
		return false
	}
	prev := tokenize(out[n-1].rawText)
	for _, t := range ptoks {
		if !slices.Contains(goAheadWords, t.s) && !(t.cap && has(prev, t.s, t.s+"s", t.s+"es")) {
			return false // a word of its own: another request
		}
	}
	return true
}

var goAheadWords = []string{"could", "can", "would", "will", "you", "please", "pls", "plz", "update", "change", "amend", "adjust", "that", "it", "this",
	"their", "the", "stay", "reservation", "res", "booking", "family", "accordingly", "for", "me", "then", "so", "and", "just", "too", "thanks", "thank"}

// keepThenGive reads a follow-up that takes back a cancel and gives the
// job to someone instead ("cancel the roof inspection" → "actually, don't
// cancel it after all. just give it to denise"): the job just cancelled
// comes back as it was, then goes to that pro. ok is false when msg does
// not open with such a take-back, the message before did not cancel one
// job that can come back, or the rest is not only a pro for "it".
func (s *session) keepThenGive(req Request) ([]request, bool, error) {
	j, head, rest, err := s.cancelTakenBack(req)
	if j == nil || err != nil {
		return nil, false, err
	}
	toks := tokenize(rest)
	if !has(toks, "it", "that", "this") || !has(toks, "give", "assign", "hand", "put", "have", "send") {
		return nil, false, nil
	}
	reqs, err := s.parse(rest, req.Context)
	if err != nil || len(reqs) != 1 {
		return nil, false, err
	}
	n := reqs[0]
	if n.ProID == 0 || n.When != nil || n.NewWhen != nil || n.Shift != 0 || n.JobID != 0 && n.JobID != j.ID ||
		n.namedPlace && n.AddressID != j.AddressID || n.Service != "" && n.Service != j.ServiceType || n.all {
		return nil, false, nil
	}
	give := request{Kind: kindEdit, JobID: j.ID, ProID: n.ProID, proCandidates: n.proCandidates, rawText: rest}
	back := request{Kind: kindReinstate, JobID: j.ID, rawText: head}
	return []request{back, give}, true, nil
}

// keepWithReason reads, right after a reply that cancelled one job, a
// take-back of that cancel followed by why ("nvm keep it, …", "actually
// don't cancel it — …"): the same as "keep it" alone. ok is false when the
// head is no take-back, nothing follows it, or what follows asks for
// something of its own (keepAndMove and keepThenGive read those).
func (s *session) keepWithReason(req Request) (bool, error) {
	if len(req.History) == 0 || pendingOf(req.History) != nil {
		return false, nil
	}
	last := req.History[len(req.History)-1]
	j, err := s.lastJob(last, soleCancel)
	if j == nil || err != nil {
		return false, err
	}
	msg := strings.TrimSpace(req.Message)
	k := strings.IndexAny(msg, ",.;!—")
	if k <= 0 {
		return false, nil
	}
	head, rest := msg[:k], strings.TrimSpace(strings.TrimLeft(msg[k:], ",.;!—- "))
	ht := strings.TrimSuffix(strings.TrimSpace(undoText(dashesAsSpace.Replace(head))), " after all")
	if !isKeep(ht) && !keepCancelRe.MatchString(ht) || rest == "" {
		return false, nil
	}
	reqs, err := s.parse(rest, req.Context)
	if err != nil {
		return false, err
	}
	rt := tokenize(rest)
	asked := strings.Contains(rest, "?") || len(rt) > 0 && askWords[rt[0].s]
	for _, r := range reqs {
		switch {
		case r.Kind == kindHelp, r.Kind == kindUnsupported:
		case r.Kind == kindReport && !asked && r.When == nil && r.NewWhen == nil && r.ProID == 0 && len(r.proCandidates) == 0 &&
			(!r.namedPlace || r.AddressID == j.AddressID) && !has(rt, "also", "too", "another", "new", "send", "book", "schedule", "get", "need", "needs"):
			// "keep it — tenant says it still wobbles": the problem said
			// again is why the visit stays, never a new report.
			// a pro named in the reason reads as a listing; said, not
			// asked, it is only why.
		case r.Kind == kindEdit && r.ProID != 0 && j.ProID != nil && r.ProID == *j.ProID && r.When == nil && r.NewWhen == nil &&
			r.Shift == 0 && r.SetNotes == "" && r.SetStatus == "" && (r.Service == "" || r.Service == j.ServiceType):
			// "darnell's coming after all": the job's own pro, said as
			// why it stays.
		default:
			return false, nil // "keep it, but move it to 3": not only a reason
		}
	}
	return true, nil
}

// correctOpeners open a correction of the pro just given: "wait no tasha",
// "no, tasha", "actually tasha", "sorry i meant tasha".
var correctOpeners = map[string]bool{"wait": true, "no": true, "nope": true, "actually": true, "sorry": true, "oops": true,
	"hmm": true, "oh": true, "ah": true, "i": true, "meant": true, "mean": true, "make": true, "it": true, "that": true}

// correctPro reads, right after a reply that gave one job to a pro (or
// booked one job with a pro), a correction that names another pro in its
// first words ("wait no tasha, marisol's off sundays"): that job goes to
// the pro now named. What follows the name is only why; one that gives a
// time, a day or another request is not read here.
func (s *session) correctPro(req Request) ([]request, bool, error) {
	if len(req.History) == 0 || pendingOf(req.History) != nil {
		return nil, false, nil
	}
	last := req.History[len(req.History)-1]
	j, err := s.lastJob(last, func(a []steward.Action) int64 { return firstNonZero(soleUpdate(a), soleBooking(a, true)) })
	if j == nil || err != nil || j.ProID == nil || !j.Cancellable() {
		return nil, false, err
	}
	msg := strings.TrimSpace(req.Message)
	head, rest := msg, ""
	if k := strings.IndexAny(msg, ",.;!—"); k > 0 {
		head, rest = msg[:k], strings.TrimSpace(msg[k+1:])
	}
	ws := strings.Fields(undoText(dashesAsSpace.Replace(head)))
	n := 0
	for n < len(ws) && correctOpeners[ws[n]] {
		n++
	}
	if n == 0 || n == len(ws) || !strings.Contains(" "+strings.Join(ws[:n], " ")+" ", " no ") &&
		!strings.Contains(" "+strings.Join(ws[:n], " ")+" ", " meant ") && ws[0] != "actually" {
		return nil, false, nil
	}
	name := strings.TrimSuffix(strings.Join(ws[n:], " "), " instead")
	if len(strings.Fields(name)) > 3 || strings.ContainsAny(rest, "0123456789") || has(tokenize(rest), creationVerbs...) ||
		has(tokenize(rest), "cancel", "move", "push", "reschedule", "instead") {
		return nil, false, nil
	}
	reqs, err := s.parse(name, req.Context)
	if err != nil || len(reqs) != 1 {
		return nil, false, err
	}
	p := reqs[0]
	if p.ProID == 0 || p.ProID == *j.ProID || p.When != nil || p.NewWhen != nil || p.namedPlace || p.Service != "" && p.Service != j.ServiceType {
		return nil, false, nil
	}
	if pr := s.pro(p.ProID); pr == nil || !pr.Offers(j.ServiceType) {
		return nil, false, nil
	}
	return []request{{Kind: kindEdit, JobID: j.ID, ProID: p.ProID, proCandidates: []int64{p.ProID}, AddressID: j.AddressID,
		Service: j.ServiceType, rawText: msg}}, true, nil
}

// moreWords ask for another job beside the one just booked: "sat too",
// "and one on sunday", "again at 3".
var moreWords = []string{"too", "also", "another", "again", "both", "each", "every", "more", "second", "extra", "plus", "cancel",
	"move", "push", "reschedule", "instead", "not", "no", "dont", "don't"}

// whenFillers come before or after a time said alone: "at 9", "around 9".
var whenFillers = map[string]bool{"at": true, "around": true, "about": true, "on": true, "by": true, "for": true}

// completeBooking reads, right after a reply that booked one job, a
// message that only gives that visit's time, day, pro or problem ("9am,
// outdoor shower is leaking", "tues the 10th at 9, island pest"): the job
// just booked gets them, never a second visit beside it. A day other than
// the one the host said for the booking asks which is meant (moved, or
// another visit) and changes nothing. ok is false when the message asks
// for anything else: a verb of its own, another property or service,
// several jobs, words of another visit ("too", "another").
func (s *session) completeBooking(req Request, reqs []request) ([]request, *Reply, bool, error) {
	if len(reqs) != 1 || len(req.History) == 0 || pendingOf(req.History) != nil {
		return nil, nil, false, nil
	}
	n := reqs[0]
	if n.Kind == kindAvailability && n.ProID != 0 && ifFreeClause(tokenize(req.Message)) {
		// "10 in the morning, and sharon if shes free": the pro wished
		// for the visit just booked, not a question (followdetails.go).
		n.Kind = kindSchedule
	}
	if n.Kind != kindSchedule && n.Kind != kindReport || n.JobID != 0 || n.NewWhen != nil || n.Shift != 0 || n.all ||
		n.ProID == 0 && len(n.proCandidates) > 1 {
		return nil, nil, false, nil
	}
	if n.When == nil && n.ProID == 0 || n.When != nil && !n.When.HasTime && !n.When.HasDate {
		// (A problem alone is reasonForBooking's.)
		return nil, nil, false, nil
	}
	toks := tokenize(quickHandOver(req.Message)) // ("send Dwayne, quick as he can": "send Dwayne asap", followupnoise.go)
	if has(toks, moreWords...) || len(toks) > 0 && toks[0].s == "and" {
		return nil, nil, false, nil
	}
	last := req.History[len(req.History)-1]
	j, err := s.lastJob(last, func(a []steward.Action) int64 { return soleBooking(a, true) })
	if j == nil || err != nil || !j.Cancellable() || j.Status != steward.StatusPending {
		return nil, nil, false, err
	}
	// ("send Mike today at 14h" after a repair booked with no pro sends
	// Mike to that visit; any other creation verb books another.)
	// ("nan says get dave round tmrw morning": the same, past a relay.)
	sendsPro := sendsProOpening(quickHandOver(req.Message)) && n.ProID != 0 && j.ProID == nil && j.ServiceType == steward.Maintenance
	if has(toks, creationVerbs...) && !sendsPro {
		return nil, nil, false, nil
	}
	if n.namedPlace && n.AddressID != j.AddressID || !n.namedPlace && (len(n.addrCandidates) > 0 || n.unknownPlace != "") ||
		n.Service != "" && n.Service != j.ServiceType {
		return nil, nil, false, nil
	}
	if n.Kind == kindReport && j.ServiceType != steward.Maintenance {
		return nil, nil, false, nil // a problem after a cleaning is a visit of its own
	}
	if n.ProID != 0 && j.ProID != nil && *j.ProID != n.ProID {
		return nil, nil, false, nil // another pro than the one booked: correctPro, or read as usual
	}
	prev, err := s.parse(last.Message, req.Context)
	// (A line of it not understood, "Voicemail from (919) 555-0178,
	// 0:37:" over a report, is no request of its own.)
	prev = slices.DeleteFunc(prev, func(r request) bool { return r.Kind == kindHelp })
	if err != nil || len(prev) != 1 || prev[0].Kind != kindSchedule && prev[0].Kind != kindTurnover && !(prev[0].Kind == kindReport && j.ServiceType == steward.Maintenance) {
		return nil, nil, false, err
	}
	loc := s.loc(j.AddressID)
	local := j.ScheduledAt.In(loc)
	e := request{Kind: kindEdit, JobID: j.ID, AddressID: j.AddressID, Service: j.ServiceType, rawText: strings.TrimSpace(req.Message)}
	if prev[0].Kind == kindReport {
		// A repair just booked during a stay (the guests need it fixed)
		// may be moved within that stay: "the pool … is green" → "send
		// Mike today at 14h".
		if st, err := s.stayDuring(j.AddressID, j.ScheduledAt); err != nil {
			return nil, nil, false, err
		} else if st != nil {
			e.DuringStay = true
		}
	}
	if n.ProID != 0 && (j.ProID == nil || *j.ProID != n.ProID) {
		e.ProID, e.proCandidates = n.ProID, []int64{n.ProID}
	}
	if w := n.When; w != nil {
		v := *w
		if v.HasDate && (v.Year != local.Year() || v.Month != local.Month() || v.Day != local.Day()) {
			if pw := prev[0].When; pw != nil && pw.HasDate && pw.end > pw.start {
				// "book it fri" → "sat at 10": moved, or one more? Asked.
				text := fmt.Sprintf("You asked for the %s at %s on %s (job %d). Should I move it to the day you just gave, or book another visit? I haven't changed anything yet.",
					j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc), j.ID)
				return nil, &Reply{Status: steward.MessageNeedsInput, Text: text, Actions: []steward.Action{}}, true, nil
			}
		}
		if !v.HasDate {
			v.HasDate, v.Year, v.Month, v.Day = true, local.Year(), local.Month(), local.Day()
		}
		if !v.HasTime {
			v.HasTime, v.Hour, v.Minute = true, local.Hour(), local.Minute()
		}
		if v.Year != local.Year() || v.Month != local.Month() || v.Day != local.Day() || v.Hour != local.Hour() || v.Minute != local.Minute() {
			e.NewWhen = &v
		}
	}
	if n.Kind == kindReport {
		if note := withoutWhen(n.rawText, n.When); note != "" {
			e.SetNotes = "Reported issue: " + note
		}
	}
	if e.ProID == 0 && e.NewWhen == nil && e.SetNotes == "" {
		return nil, nil, false, nil
	}
	return []request{e}, nil, true, nil
}

// withoutWhen returns msg without the words of w ("9am, outdoor shower is
// leaking" → "outdoor shower is leaking"), and without the fillers and
// punctuation around them.
func withoutWhen(msg string, w *When) string {
	toks := tokenize(msg)
	if w == nil || w.end <= w.start || w.end > len(toks) {
		return strings.TrimSpace(msg)
	}
	var out []string
	for i, t := range toks {
		if i >= w.start && i < w.end || whenFillers[t.s] && (i+1 == w.start || i == w.end) {
			continue
		}
		out = append(out, t.raw)
	}
	return strings.Join(out, " ")
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

// leaveItAtRe is a take-back of a move that says the time the job keeps:
// "oh shoot, never mind that, leave it at 10", "nvm, keep it at 9:30".
var leaveItAtRe = mustCompile(`(?i)^(?:(?:oh|ah|ugh|oops|shoot|dang|darn|sorry|actually|wait|no|hmm|ok|okay)[\s,!]+)*(?:never\s?mind(?:\s+that)?|nvm|scratch\s+that|forget\s+that|forget\s+it)\s*[,;.!—–-]*\s*(?:just\s+)?(?:leave|keep)\s+it\s+(?:at|@)\s+`)

// leaveItAt reads, right after a reply that moved one job, a take-back
// that says the time the job stays at ("Oh shoot, never mind that, leave
// it at 10. Cancel their restock … instead") as "make it 10. …": the move
// is put back by a move to the time said, never left standing while the
// rest of the message is done. Other messages are returned as they are.
func (s *session) leaveItAt(req Request) Request {
	if len(req.History) == 0 || pendingOf(req.History) != nil {
		return req
	}
	last := req.History[len(req.History)-1]
	if last.Status != steward.MessageCompleted || soleUpdate(last.Actions) == 0 {
		return req
	}
	if loc := leaveItAtRe.FindStringIndex(req.Message); loc != nil {
		req.Message = "make it " + req.Message[loc[1]:]
	}
	return req
}

// keepThenMore reads, right after a reply that cancelled one job, "keep
// it" followed by new work said as more ("keep it. also the bunkhouse
// dryer is broken, send someone"): the job comes back and the new work is
// done with it, in one transaction — never the keep dropped while the rest
// is booked. ok is false unless the rest says "also"/"too"/"as well" and
// only books or reports work.
func (s *session) keepThenMore(req Request) ([]request, bool, error) {
	j, head, rest, err := s.cancelTakenBack(req)
	if j == nil || err != nil {
		return nil, false, err
	}
	toks := tokenize(rest)
	if !has(toks, "also", "too") && !hasPhrase(toks, "as well") || has(toks, "it", "that", "this", "instead") {
		return nil, false, nil
	}
	reqs, err := s.parse(rest, req.Context)
	if err != nil || len(reqs) == 0 {
		return nil, false, err
	}
	for _, r := range reqs {
		if r.Kind != kindSchedule && r.Kind != kindReport && r.Kind != kindTurnover || r.JobID != 0 {
			return nil, false, nil
		}
	}
	return append([]request{{Kind: kindReinstate, JobID: j.ID, rawText: head}}, reqs...), true, nil
}
