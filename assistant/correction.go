package assistant

import (
	"slices"
	"strings"

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
var correctionFillers = []string{"ugh", "argh", "ah", "oh", "ohh", "hmm", "shoot", "dang", "darn", "doh", "gah", "welp", "whoops", "ack"}

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
	if strings.HasPrefix(m, "whoops") {
		return true
	}
	for _, p := range correctionStarts {
		if strings.HasPrefix(m, p) {
			return true
		}
	}
	return false
}

// correctPlace reads a correction that names another property (and
// perhaps a new day, time or pro), after a reply that booked exactly one
// job, as: cancel that job and book the same request at that property.
// ok is false otherwise.
func (s *session) correctPlace(req Request, reqs []request) (out []request, ok bool, err error) {
	if len(reqs) != 1 || len(req.History) == 0 || !isCorrection(req.Message) {
		return nil, false, nil
	}
	n := reqs[0]
	// "actually anchor way", and with a new time or pro too ("actually
	// make it anchor way and at 3", "no, anchor way at 3 with jordan").
	w := firstWhen(n.NewWhen, n.When)
	if n.Kind != kindHelp && n.Kind != kindEdit || !n.namedPlace || n.Service != "" || n.Shift != 0 || n.SetStatus != "" || n.SetNotes != "" {
		return nil, false, nil
	}
	last := req.History[len(req.History)-1]
	if last.Status != steward.MessageCompleted {
		return nil, false, nil
	}
	created := soleBooking(last.Actions, false) // (with more than the one booking, which to correct is not clear)
	if created == 0 {
		return nil, false, nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, created)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, false, nil
	} else if err != nil {
		return nil, false, err
	}
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
	if last.Status != steward.MessageCompleted {
		return nil, false, nil
	}
	created := soleBooking(last.Actions, true)
	if created == 0 {
		return nil, false, nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, created)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, false, nil
	} else if err != nil {
		return nil, false, err
	}
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
