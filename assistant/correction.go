package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Corrections: "actually the riverside flat" right after a booking says
// the job was booked at the wrong property. A job cannot change property
// (steward.JobUpdate has no address), so the booking is cancelled and
// made again at the property named, in one transaction; anything else in
// the follow-up is left to the other readings.

// correctionStarts begin a follow-up that corrects the last request.
var correctionStarts = []string{"actually ", "sorry ", "sorry, ", "i meant ", "i mean ", "oops ", "oops, ", "wait ", "wait, ",
	"no ", "no, ", "nope ", "nope, ", "make that ", "correction: ", "my bad ", "my bad, "}

// correctionFillers are sounds of dismay a correction may open with
// ("ugh sorry not puffin, i meant the wharf house"), read past.
var correctionFillers = []string{"ugh", "argh", "ah", "oh", "ohh", "hmm", "shoot", "dang", "darn", "doh", "gah", "welp", "whoops", "ack",
	"omg", "omfg", "oof", "yikes", "ope", "crap", "lol"}

// isCorrection reports whether msg starts as a correction, after any
// sound of dismay.
func isCorrection(msg string) bool {
	m := strings.ToLower(strings.TrimSpace(msg))
	for {
		f, rest, ok := strings.Cut(m, " ")
		if !ok || !slices.Contains(correctionFillers, strings.TrimRight(f, ",.!")) {
			break
		}
		m = strings.TrimSpace(rest)
	}
	// ("wait no grandad says its the regency one": the correction opens
	// before the relay as well as after it.)
	for _, m := range []string{m, pastRelay(m)} {
		if strings.HasPrefix(m, "whoops") {
			return true
		}
		for _, p := range correctionStarts {
			if strings.HasPrefix(m, p) {
				return true
			}
		}
	}
	return false
}

// relayVerbs end the words of a message that pass on what someone else
// said ("jim says i meant …", "my husband says …").
var relayVerbs = []string{"says", "said", "say", "thinks", "reminds", "reminded", "tells", "told"}

// pastRelay returns m (lower case) without a short opening that says who
// is being relayed ("jim says ", "my husband said that ", "barb reminds
// me "): a correction passed on from someone else is still a correction.
// m is returned unchanged when no relay verb comes among its first four
// words.
func pastRelay(m string) string {
	words := strings.Fields(m)
	for i := 1; i < len(words) && i <= 3; i++ {
		if !slices.Contains(relayVerbs, strings.TrimRight(words[i], ",:")) {
			continue
		}
		rest := words[i+1:]
		for len(rest) > 0 && (rest[0] == "me" || rest[0] == "me," || rest[0] == "that") {
			rest = rest[1:]
		}
		return strings.Join(rest, " ")
	}
	return m
}

// correctPlace reads a correction that names another property (and
// perhaps a new day, time or pro), after a reply that booked exactly one
// job, as: cancel that job and book the same request at that property.
// ok is false otherwise.
func (s *session) correctPlace(req Request, reqs []request) (out []request, ok bool, err error) {
	relayed := relayedMeant.MatchString(req.Message)
	if len(reqs) != 1 || len(req.History) == 0 || !isCorrection(req.Message) && !relayed {
		return nil, false, nil
	}
	n := reqs[0]
	// "actually anchor way", and with a new time or pro too ("actually
	// make it anchor way and at 3", "no, anchor way at 3 with jordan").
	// "sorry that was luis on my phone — he meant the downtown condo": a
	// correction relayed for whoever wrote the message before, whatever
	// the words around it (a phone, a text) would otherwise ask for.
	w := firstWhen(n.NewWhen, n.When)
	if relayed && (n.Kind == kindUnsupported || n.Kind == kindQuestion) {
		n.Kind = kindHelp
	}
	if n.Kind != kindHelp && n.Kind != kindEdit || !n.namedPlace || n.Service != "" || n.Shift != 0 || n.SetStatus != "" || n.SetNotes != "" {
		return nil, false, nil
	}
	last := req.History[len(req.History)-1]
	// (With more than the one booking, which to correct is not clear.)
	j, err := s.lastJob(last, func(a []steward.Action) int64 { return soleBooking(a, false) })
	if j == nil || err != nil {
		return nil, false, err
	}
	created := j.ID
	if n.AddressID == 0 && len(n.addrCandidates) == 2 && slices.Contains(n.addrCandidates, j.AddressID) {
		// "sorry, not blue ridge, birch hollow": the one that is not the
		// job's; so too "wait no, the bear den. june lake tub is fine": a
		// correction names the place the job already is only to say it is
		// not the one meant.
		for _, id := range n.addrCandidates {
			if id != j.AddressID {
				n.AddressID = id
			}
		}
	}
	if n.AddressID == 0 || j.AddressID == n.AddressID || !j.Cancellable() {
		return nil, false, nil
	}
	prev, err := s.parse(last.Message, req.Context)
	if err != nil || len(prev) != 1 || prev[0].Kind != kindSchedule && prev[0].Kind != kindReport {
		return nil, false, err
	}
	p := prev[0]
	p.AddressID, p.addrCandidates, p.places, p.unknownPlace = n.AddressID, nil, nil, ""
	if w != nil {
		// The new day or time replaces the booking's; what it doesn't say
		// stays as booked.
		local := j.ScheduledAt.In(s.loc(j.AddressID))
		v := When{HasDate: true, Year: local.Year(), Month: local.Month(), Day: local.Day(), HasTime: true, Hour: local.Hour(), Minute: local.Minute()}
		if w.HasDate {
			v.Year, v.Month, v.Day = w.Year, w.Month, w.Day
		}
		if w.HasTime {
			v.Hour, v.Minute, v.Soft = w.Hour, w.Minute, w.Soft
		}
		p.When = &v
	}
	if n.ProID != 0 {
		p.ProID, p.proCandidates = n.ProID, nil
	}
	p.rawText = n.rawText + " (" + p.rawText + ")"
	undo := request{Kind: kindCancel, JobID: created, rawText: n.rawText}
	return []request{undo, p}, true, nil
}

// correctCancel reads a correction right after a reply that cancelled
// exactly one job ("cancel the restock at the chalet mon" → "wait sorry i
// meant the one at carson peak fri") as: that job was not the one meant.
// The one meant (the same request with the correction's place, day, time
// or pro) is cancelled and the first brought back (reinstated), in one
// transaction; when the one meant cannot be found the question is asked
// and nothing changes. ok is false for anything else, and when the first
// can no longer come back.
func (s *session) correctCancel(req Request, reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || len(req.History) == 0 || !isCorrection(req.Message) {
		return nil, false, nil
	}
	n := reqs[0]
	w := firstWhen(n.NewWhen, n.When)
	if n.Kind != kindHelp && n.Kind != kindEdit && n.Kind != kindCancel && n.Kind != kindReschedule && n.Kind != kindSchedule || n.JobID != 0 ||
		n.Shift != 0 || n.SetStatus != "" || n.SetNotes != "" || n.SetPrice != nil || n.all {
		return nil, false, nil
	}
	if !n.namedPlace && n.unknownPlace == "" && w == nil && n.ProID == 0 && n.Service == "" {
		return nil, false, nil
	}
	if n.Kind == kindSchedule && !meantOther(tokenize(req.Message)) {
		return nil, false, nil // "actually book a restock at carson instead": a booking
	}
	last := req.History[len(req.History)-1]
	j, err := s.lastJob(last, soleCancel)
	if j == nil || err != nil || !j.Reinstatable(s.now) {
		return nil, false, err
	}
	first := j.ID
	prev, err := s.parse(last.Message, req.Context)
	if err != nil || len(prev) != 1 || prev[0].Kind != kindCancel || prev[0].all {
		return nil, false, err
	}
	p := prev[0]
	p.JobID = 0
	if n.namedPlace || n.unknownPlace != "" {
		p.AddressID, p.addrCandidates, p.places, p.unknownPlace = n.AddressID, n.addrCandidates, n.places, n.unknownPlace
		if n.AddressID == 0 && len(n.addrCandidates) == 2 && slices.Contains(n.addrCandidates, j.AddressID) {
			for _, id := range n.addrCandidates { // "not the chalet, carson peak"
				if id != j.AddressID {
					p.AddressID, p.addrCandidates = id, nil
				}
			}
		}
	}
	if w != nil {
		p.When, p.NewWhen = w, nil
	} else if p.AddressID != j.AddressID {
		// "oops, the carson peak one": the day said was the first job's.
		p.When = nil
	}
	if n.ProID != 0 || len(n.proCandidates) > 0 {
		p.ProID, p.proCandidates = n.ProID, n.proCandidates
	}
	if n.Service != "" {
		p.Service = n.Service
	}
	if p.AddressID == j.AddressID && p.When == prev[0].When && p.ProID == prev[0].ProID && p.Service == prev[0].Service {
		return nil, false, nil // nothing that tells another job
	}
	p.rawText = n.rawText + " (" + p.rawText + ")"
	s.cancelling[first] = true // never the job to cancel again
	back := request{Kind: kindReinstate, JobID: first, rawText: n.rawText}
	// The first was not meant, whatever becomes of the one meant: when
	// that one cannot be told, the first comes back and the reply says
	// what was not cancelled.
	var miss string
	if n.unknownPlace != "" && p.AddressID == 0 {
		miss = fmt.Sprintf("I couldn't find a property called “%s”", n.unknownPlace)
	} else if meant, q, err := s.findJob(p, "cancel"); err != nil {
		return nil, false, err
	} else if q != nil || meant == nil {
		miss = "I couldn't tell which job you meant"
	}
	if miss != "" {
		s.undoNote = " " + miss + ", so I haven't cancelled anything else; tell me which job and I'll cancel it."
		return []request{back}, true, nil
	}
	return []request{p, back}, true, nil
}

// relayedMeant finds a correction said for someone else: "he meant the
// condo", "luis meant the other cabin", "she meant …".
var relayedMeant = mustCompile(`(?i)\b(?:he|she|they|[a-z]+)\s+meant\s+(?:the|at|a|an)\b`)

// meantOther reports whether a correction's words say another job was
// meant ("i meant the …", "not that one", "the other one", "wrong one").
func meantOther(toks []token) bool {
	return has(toks, "meant", "mean") || hasPhrase(toks, "not that one") || hasPhrase(toks, "not that") || hasPhrase(toks, "wrong one") ||
		hasPhrase(toks, "the other one") || hasPhrase(toks, "the one at") || hasPhrase(toks, "the one on")
}

// lastJob returns the job pick finds among the actions of last, a reply
// that completed; nil when it did not complete, pick finds none (0) or
// the job is gone.
func (s *session) lastJob(last *steward.Message, pick func([]steward.Action) int64) (*steward.Job, error) {
	if last.Status != steward.MessageCompleted {
		return nil, nil
	}
	id := pick(last.Actions)
	if id == 0 {
		return nil, nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, nil
	}
	return j, err
}

// soleCancel returns the job of actions when they are exactly one job
// cancelled and nothing else; 0 otherwise.
func soleCancel(actions []steward.Action) int64 {
	if len(actions) != 1 || actions[0].Type != steward.ActionJobCancelled || actions[0].JobID == nil {
		return 0
	}
	return *actions[0].JobID
}

// soleBooking returns the job of the one booking among actions, 0 when
// they book none or more than one, or write anything else; with only set,
// any other action at all (a listing, an answer) counts against it too.
func soleBooking(actions []steward.Action, only bool) int64 {
	var created int64
	for _, a := range actions {
		switch {
		case a.Type == steward.ActionJobCreated && a.JobID != nil && created == 0:
			created = *a.JobID
		case only, a.Type == steward.ActionJobCreated, a.Type == steward.ActionJobUpdated, a.Type == steward.ActionJobCancelled,
			a.Type == steward.ActionReservationCreated, a.Type == steward.ActionReservationUpdated, a.Type == steward.ActionProCreated:
			return 0
		}
	}
	return created
}

// reasonForBooking reads a report that follows the booking of one
// maintenance visit made without a problem of its own ("need a plumber at
// sternmans before the kowalczyks get in" → "kitchen sink's draining super
// slow") as what that visit is for: the report is added to its notes,
// never booked as a second visit. A report naming another property, a
// day, a time or a pro, or an urgent one, is read as usual.
func (s *session) reasonForBooking(req Request, reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || len(req.History) == 0 {
		return nil, false, nil
	}
	n := reqs[0]
	if n.Kind != kindReport || n.Urgent || n.When != nil || n.NewWhen != nil || n.ProID != 0 || len(n.proCandidates) > 0 || n.JobID != 0 {
		return nil, false, nil
	}
	last := req.History[len(req.History)-1]
	j, err := s.lastJob(last, func(a []steward.Action) int64 { return soleBooking(a, true) })
	if j == nil || err != nil {
		return nil, false, err
	}
	created := j.ID
	if j.ServiceType != steward.Maintenance || !j.Cancellable() || n.AddressID != 0 && n.AddressID != j.AddressID ||
		n.AddressID == 0 && (len(n.addrCandidates) > 0 || n.unknownPlace != "") {
		return nil, false, nil
	}
	if isProblem(tokenize(last.Message)) {
		return nil, false, nil // the visit has a problem of its own: another is another visit
	}
	prev, err := s.parse(last.Message, req.Context)
	if err != nil || len(prev) != 1 || prev[0].Kind != kindSchedule || prev[0].Service != steward.Maintenance {
		return nil, false, err
	}
	note := strings.TrimSpace(n.rawText)
	return []request{{Kind: kindEdit, JobID: created, AddressID: j.AddressID, SetNotes: "Reported issue: " + note, rawText: n.rawText}}, true, nil
}

// movedReplyRe is the engine's own reply to a move ("Moved the cleaning at
// Casa Palmeras from Fri Mar 6 at 11:00 AM AST to Fri Mar 6 at 1:00 PM
// AST."): the time it had, and the time it was given.
var movedReplyRe = mustCompile(`^Moved the [a-z]+ at .+? from ([A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [AP]M) [A-Z+\-0-9]+ to ([A-Z][a-z]{2} [A-Z][a-z]{2} \d{1,2} at \d{1,2}:\d{2} [AP]M) [A-Z+\-0-9]+\.$`)

// soleUpdate returns the job of actions when they are exactly one job
// changed and nothing else; 0 otherwise.
func soleUpdate(actions []steward.Action) int64 {
	if len(actions) != 1 || actions[0].Type != steward.ActionJobUpdated || actions[0].JobID == nil {
		return 0
	}
	return *actions[0].JobID
}

// correctMove reads a correction right after a reply that moved exactly
// one job ("move the cleaning at casa palmeras on friday to 1pm" → "I
// meant the other job there that day, the pool service, not the
// cleaning") as: that job was not the one meant. It goes back to the
// time it had and the one meant is moved as the request before asked, in
// one transaction. The one meant is the job of the same property and day
// (or of the place and day the correction names) that its words fit:
// "the other one" when only one other is there, otherwise the one whose
// service, pro or notes the correction names (not the words after
// "not"). When none or several fit, it asks and nothing changes.
func (s *session) correctMove(req Request) (out []request, r *Reply, ok bool, err error) {
	if len(req.History) == 0 || !isCorrection(req.Message) {
		return nil, nil, false, nil
	}
	toks := tokenize(req.Message)
	// "wait no, the one tmrw", "sorry, the one on friday": the job of
	// another day (read below).
	// ("its the regency one on friday not the cottage": the one of
	// that place and day, followdetails.go.)
	oneOfDay := hasPhrase(toks, "the one") || hasPhrase(toks, "that one") || describedOne(toks)
	if !meantOther(toks) && !has(toks, "other") && !oneOfDay {
		return nil, nil, false, nil
	}
	last := req.History[len(req.History)-1]
	j, err := s.lastJob(last, soleUpdate)
	if j == nil || err != nil || last.Response == nil {
		return nil, nil, false, err
	}
	m := movedReplyRe.FindStringSubmatch(strings.TrimSpace(*last.Response))
	if m == nil {
		return nil, nil, false, nil
	}
	loc := s.loc(j.AddressID)
	if localTime(j.ScheduledAt, loc) != m[2]+" "+j.ScheduledAt.In(loc).Format("MST") {
		return nil, nil, false, nil // changed since: the reply no longer tells what it was
	}
	from, perr := time.ParseInLocation("Mon Jan 2 at 3:04 PM", m[1], loc)
	if perr != nil {
		return nil, nil, false, nil
	}
	now := j.ScheduledAt.In(loc)
	old := time.Date(now.Year(), from.Month(), from.Day(), from.Hour(), from.Minute(), 0, 0, loc)
	if old.Sub(now) > 180*24*time.Hour {
		old = old.AddDate(-1, 0, 0)
	} else if now.Sub(old) > 180*24*time.Hour {
		old = old.AddDate(1, 0, 0)
	}
	prev, err := s.parse(last.Message, req.Context)
	if err != nil || len(prev) != 1 || prev[0].Kind != kindReschedule && prev[0].Kind != kindEdit || prev[0].NewWhen == nil && prev[0].Shift == 0 {
		return nil, nil, false, err
	}
	n, err := s.parse(req.Message, req.Context)
	if err == nil && len(n) == 2 && leftAsIs(tokenize(n[1].rawText)) {
		// "the other one - kyle's misting pump job. leave the turn at
		// 10": the job moved by mistake goes back; saying so asks
		// nothing more.
		n, toks = n[:1], tokenize(n[0].rawText)
	}
	if err == nil && len(n) > 1 && !slices.ContainsFunc(n, func(r request) bool { return r.rawText != n[0].rawText }) {
		// "i mean the inspection, not the cleaning": one clause read as
		// a request per service it names; which service is meant is read
		// below (the words before "not"), the place and day from either.
		n = n[:1]
	}
	if err != nil || len(n) != 1 {
		return nil, nil, false, err
	}
	// Where and which day the one meant is: the correction's, or the
	// first job's before it moved.
	addr, day := j.AddressID, old
	if n[0].AddressID != 0 {
		addr = n[0].AddressID
	}
	// ("wait no, the other one, tues at the garcia cabin" after a move:
	// the day, read as a move's new day, says which job.)
	dayDiff := false
	if w := firstWhen(n[0].When, n[0].NewWhen); w != nil && w.HasDate {
		day = time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, s.loc(addr))
		oy, om, od := old.Date()
		dayDiff = oneOfDay && (w.Year != oy || w.Month != om || w.Day != od)
	}
	// ("sorry its the regency one not the attic": the one of that place,
	// the same day.)
	placeOne := describedOne(toks) && n[0].AddressID != 0 && n[0].AddressID != j.AddressID
	if !meantOther(toks) && !has(toks, "other") && !dayDiff && !placeOne {
		return nil, nil, false, nil
	}
	dl := s.loc(addr)
	y, mo, d := day.In(dl).Date()
	start := time.Date(y, mo, d, 0, 0, 0, 0, dl)
	jobs, err := s.upcomingJobs(addr, start)
	if err != nil {
		return nil, nil, false, err
	}
	var cands []*steward.Job
	for _, c := range jobs {
		if c.ID != j.ID && c.ScheduledAt.Before(start.AddDate(0, 0, 1)) && c.Cancellable() {
			cands = append(cands, c)
		}
	}
	// The words that say which: those before "not" ("the pool service,
	// not the cleaning").
	said := toks
	for i, t := range toks {
		if t.s == "not" && i > 0 {
			said = toks[:i]
			break
		}
	}
	svc, _, named := serviceOf(said)
	placeDiff := n[0].AddressID != 0 && n[0].AddressID != j.AddressID
	proNamed := n[0].ProID != 0 && (j.ProID == nil || *j.ProID != n[0].ProID)
	other := has(toks, "other") || hasPhrase(toks, "wrong one") || hasPhrase(toks, "not that one")
	thing := slices.ContainsFunc(cands, func(c *steward.Job) bool { return c.Notes != nil && sharesThing(said, tokenize(*c.Notes)) })
	if !other && !(named && svc != j.ServiceType) && !placeDiff && !proNamed && !thing && !dayDiff {
		// "sorry, i meant 4pm": the same job, at another time (read as
		// usual).
		return nil, nil, false, nil
	}
	narrow := func(keep func(c *steward.Job) bool) {
		var fit []*steward.Job
		for _, c := range cands {
			if keep(c) {
				fit = append(fit, c)
			}
		}
		cands = fit
	}
	switch {
	case named:
		narrow(func(c *steward.Job) bool { return c.ServiceType == svc })
	case placeDiff, dayDiff:
		// ("wait no, the one tmrw": the same service, that day.)
		narrow(func(c *steward.Job) bool { return c.ServiceType == j.ServiceType })
	}
	if proNamed {
		narrow(func(c *steward.Job) bool { return c.ProID != nil && *c.ProID == n[0].ProID })
	}
	if thing && len(cands) > 1 {
		narrow(func(c *steward.Job) bool { return c.Notes != nil && sharesThing(said, tokenize(*c.Notes)) })
	}
	if len(cands) != 1 {
		text := fmt.Sprintf("I couldn't tell which job you meant instead of the %s at %s, so nothing has changed: it is still on %s. Which job should I move?",
			j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc))
		return nil, &Reply{Status: steward.MessageNeedsInput, Text: text, Actions: []steward.Action{}}, true, nil
	}
	back := request{Kind: kindReschedule, JobID: j.ID, AddressID: j.AddressID, rawText: prev[0].rawText,
		NewWhen: &When{HasDate: true, Year: old.Year(), Month: old.Month(), Day: old.Day(), HasTime: true, Hour: old.Hour(), Minute: old.Minute()}}
	meant := prev[0]
	meant.JobID, meant.AddressID, meant.When, meant.Service = cands[0].ID, cands[0].AddressID, nil, cands[0].ServiceType
	meant.rawText = strings.TrimSpace(req.Message) + " (" + prev[0].rawText + ")"
	return []request{back, meant}, nil, true, nil
}

// sharesThing reports whether said names a thing of notes ("the pool
// service" and "Pool heater not holding temperature"): a word of four
// letters or more, not a service's or a stop word.
func sharesThing(said, notes []token) bool {
	for _, t := range said {
		if len(t.s) < 4 || stopWords[t.s] || slices.Contains([]string{"service", "job", "visit", "appointment", "other", "meant", "there",
			"that", "this", "sorry", "apologies", "cleaning", "clean", "restock", "restocking", "inspection", "maintenance"}, t.s) {
			continue
		}
		if has(notes, t.s) {
			return true
		}
	}
	return false
}

// leftAsIs reports a clause that keeps a job as it was: "leave the turn
// at 10", "keep the clean where it was".
func leftAsIs(toks []token) bool {
	return len(toks) > 1 && (toks[0].s == "leave" || toks[0].s == "keep") && !has(toks, "note", "notes", "message", "key", "keys", "towels", "it's", "open")
}

// Self-corrections inside one message: a host who takes back a word
// mid-sentence means the last one she says on that slot. These rewrites
// keep only the last word, before the message is read.

// scratchTimeRe is a time struck out and another put in its place:
// "scratch the 1pm, make it 2:30", "forget the 10 — do 9:30". It is a
// move from the first time to the second, never a cancel.
var scratchTimeRe = mustCompile(`(?i)\b(?:scratch|strike|forget|cross\s+out|nix|drop)\s+(?:the\s+|that\s+)?(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?)\s*[,;:—–-]*\s*(?:and\s+|so\s+)?(?:make\s+it|do|change\s+it\s+to|go\s+with|put\s+it\s+at)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a|p)?)\b`)

// selfCorrectDay is a weekday said, then taken back for another: "push
// it to wednesday instead, same time, wait no, he said thursday". The
// later day is the one meant.
var selfCorrectDayRe = mustCompile(`(?i)\b(` + selfDay + `)(?:\s+instead)?(?:\s*,?\s*same\s+time)?\s*[,;.:—–-]*\s*(?:wait\s+no|no\s+wait|actually\s+no|sorry\s+no|wait|actually|no|sorry|i\s+mean|i\s+meant|scratch\s+that)\s*[,;.:—–-]*\s*(?:(?:he|she|they|it)\s+(?:said|says|meant)\s+|make\s+it\s+)?(` + selfDay + `)\b`)

const selfDay = `(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?|tomorrow|tmrw`

// retractedCancelRe is a cancel broken off before it names a job and
// taken back: "cancel the… actually no keep the treehouse restock". Only
// the words after it count.
var retractedCancelRe = mustCompile(`(?i)\b(?:cancel|scrap|scratch|nix|kill)\s+(?:(?:the|that|this)\s*)?(?:…|\.{2,}|[—–-]+)?\s*,?\s*(?:actually\s+no|no\s+wait|wait\s+no|actually|wait|no)\s*[,.…—–-]*\s*(keep|leave|don'?t\s+cancel|do\s+not\s+cancel)\b`)

// retractedProRe is a pro named for a job, taken back, and the job left
// with nobody on it: "mountain air should do the AC tune up at the
// bouldin house — no wait they don't go to texas. ok just book it with
// nobody on it, the 10th at 9". The job is booked without that pro.
var retractedProRe = mustCompile(`(?i)^\s*(?:[a-z'’&.]+\s+){1,4}(?:should|can|could|will|to|gets\s+to)\s+do\s+(.+?)\s*[—–,;-]*\s*(?:no\s+wait|wait\s+no|actually\s+no|wait\s+nvm)\b[^.!?]*[.!?]\s*(.*\b(?:with\s+(?:nobody|no\s*one|no\s+pro)|(?:nobody|no\s*one)\s+on\s+it|unassigned)\b.*)$`)

// selfCorrections returns msg with each slot the host took back in the
// same message left at her last word on it.
func selfCorrections(msg string) string {
	msg = selfCorrectionsMore(msg) // selfcorrect79.go
	msg = retractedCancelRe.ReplaceAllString(msg, "$1")
	msg = retractedProRe.ReplaceAllString(msg, "book $1 — $2")
	msg = scratchTimeRe.ReplaceAllString(msg, "make it $2 instead of $1")
	for i := 0; i < 3 && selfCorrectDayRe.MatchString(msg); i++ { // "fri, no sat, no sun"
		msg = selfCorrectDayRe.ReplaceAllString(msg, "$2")
	}
	return msg
}

// meantTimeRe is a follow-up that only gives the hour the host meant,
// among sounds of dismay and apologies: "Oh shoot, I meant 11:30, sorry
// about that", "ope, meant 2pm". Group 1 is the hour.
var meantTimeRe = mustCompile(`(?i)^\W*(?:(?:oh|ah|ugh|shoot|ope|oops|whoops|dang|darn|shoot|sorry|my\s+bad|gosh|geez|jeez)\W+)*(?:i\s+)?meant\s+(\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon)\s*(?:[,.;!-]+\s*)?(?:(?:not\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?|sorry(?:\s+about\s+that|\s+for\s+the\s+confusion)?|my\s+bad|oops)\W*)*$`)

// meantTime rewrites such a follow-up as "make it <hour>", the move of
// the job the conversation is about that it means; anything else is
// returned as it is.
func meantTime(msg string) string {
	if m := meantTimeRe.FindStringSubmatch(msg); m != nil {
		return "make it " + m[1]
	}
	return msg
}
