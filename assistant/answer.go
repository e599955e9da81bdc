package assistant

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Answers: questions are answered from the account's data and change
// nothing — a job's pro and status, the next or last job, the jobs still
// pending or without a pro, a day's or a week's agenda with its check-ins
// and check-outs, a guest's dates, a property's details and access, the
// pros, the spend over a period, the prices at every property (and, in
// manage.go and schedule.go, availability, one price and the lists).

// question answers a question of in.Topic.
func (s *session) question(in request) (Reply, error) {
	switch in.Topic {
	case "property":
		return s.propertyDetails(in)
	case "spend":
		if s.e.Reports != nil {
			return s.spendFromReport(in)
		}
		return s.spend(in)
	case "owe":
		return s.owe(in)
	case "pending":
		return s.pendingJobs(in)
	case "status", "who":
		return s.aboutJob(in)
	case "stay":
		return s.guestDates(in)
	case "pros":
		return s.listPros(in), nil
	case "next":
		return s.nextJob(in)
	case "agenda":
		return s.agenda(in)
	case "prices":
		return s.prices(in), nil
	case "count":
		return s.count(in)
	case "history":
		return s.history(in)
	case "supplies":
		return s.supplies(in) // supplies.go
	case "contact":
		return s.contact(in), nil
	case "where":
		return s.proWhere(in)
	}
	return s.help(in.rawText), nil
}

// propertyDetails gives a property's address, size and access
// instructions.
func (s *session) propertyDetails(in request) (Reply, error) {
	if in.AddressID == 0 && len(in.addrCandidates) == 0 && len(s.addrs) > 1 {
		// "whats the gate code": the one property whose access
		// instructions name the thing asked about.
		var fit []*steward.Address
		for _, a := range s.addrs {
			if a.AccessInstructions != nil && accessNamed(tokenize(in.rawText), *a.AccessInstructions) {
				fit = append(fit, a)
			}
		}
		if len(fit) == 1 {
			in.AddressID = fit[0].ID
		}
	}
	if in.AddressID == 0 && len(in.addrCandidates) > 1 {
		// "whats the gate code at royal st again?", "where do the
		// cleaners park at the frenchmen building": units of one building
		// that share their access instructions answer alike, so which
		// unit is not asked.
		if text, ok := s.sharedAccess(in.addrCandidates); ok {
			return done(text), nil
		}
	}
	a, q, err := s.needAddress(in, "the question")
	if q != nil || err != nil {
		return deref(q), err
	}
	text := fmt.Sprintf("%s is at %s, %s, %s %s.", a.Name(), a.Street, a.City, a.State, a.Zip)
	var size []string
	if a.Bedrooms != nil {
		size = append(size, fmt.Sprintf("%d bedrooms", *a.Bedrooms))
	}
	if a.Bathrooms != nil {
		size = append(size, fmt.Sprintf("%g bathrooms", *a.Bathrooms))
	}
	if a.SquareFeet != nil {
		size = append(size, fmt.Sprintf("%d sq ft", *a.SquareFeet))
	}
	if len(size) > 0 {
		text += " " + strings.Join(size, ", ") + "."
	}
	if a.AccessInstructions != nil && strings.TrimSpace(*a.AccessInstructions) != "" {
		text += " Access: " + strings.TrimSpace(*a.AccessInstructions)
	} else {
		text += " There are no access instructions on file."
	}
	return done(text), nil
}

// sharedAccess is the answer about properties ids (units of one
// building) when all of them have the same access instructions; ok is
// false when any has none or they differ.
func (s *session) sharedAccess(ids []int64) (string, bool) {
	var names []string
	shared := ""
	for _, id := range ids {
		a := s.byAddr[id]
		if a == nil || a.AccessInstructions == nil || strings.TrimSpace(*a.AccessInstructions) == "" {
			return "", false
		}
		t := strings.TrimSpace(*a.AccessInstructions)
		if shared != "" && t != shared {
			return "", false
		}
		shared = t
		names = append(names, a.Name())
	}
	return fmt.Sprintf("%s share the same access instructions: %s", andList(names), shared), true
}

// accessNamed reports whether access instructions mention the thing a
// question asks for: "gate", "lockbox", "keypad", "wifi", "garage".
func accessNamed(toks []token, instructions string) bool {
	words := tokenize(instructions)
	for _, w := range []string{"gate", "lockbox", "keypad", "wifi", "garage", "padlock", "smart", "door"} {
		if has(toks, w) && has(words, w) {
			return true
		}
	}
	return false
}

// period is the span a question asks about: a day named, "this week",
// "next week", "this month", "last month"; def when none is named.
func (s *session) period(in request, loc *time.Location, def string) (time.Time, time.Time, string) {
	local := s.now.In(loc)
	today := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	toks := tokenize(in.rawText)
	name := def
	if from, to, label, ok := twoDays(in, loc); ok {
		return from, to, label // "sat + sun": both days (dayspan.go)
	}
	switch {
	case in.When != nil && in.When.HasDate && !wholeWeekSaid(toks): // ("next week, Monday to Sunday": weekspan.go)
		d := time.Date(in.When.Year, in.When.Month, in.When.Day, 0, 0, 0, 0, loc)
		return d, d.AddDate(0, 0, 1), "on " + d.Format("Mon Jan 2")
	case hasPhrase(toks, "next weekend"):
		name = "next weekend"
	case hasPhrase(toks, "next week"):
		name = "next week"
	case hasPhrase(toks, "last week"):
		name = "last week"
	case hasPhrase(toks, "this week") || has(toks, "week"):
		name = "this week"
	case hasPhrase(toks, "last month"):
		name = "last month"
	case hasPhrase(toks, "next month"):
		name = "next month"
	case has(toks, "month"):
		name = "this month"
	case has(toks, "year"):
		name = "this year"
	case has(toks, "weekend"):
		name = "this weekend"
	}
	// Weeks run Monday to Sunday, so "this week" asked on a Wednesday
	// takes in the coming weekend, the busiest days of a rental.
	monday := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7))
	month := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, loc)
	switch name {
	case "next week":
		return monday.AddDate(0, 0, 7), monday.AddDate(0, 0, 14), name
	case "last week":
		return monday.AddDate(0, 0, -7), monday, name
	case "this week":
		return today, monday.AddDate(0, 0, 7), name
	case "last month":
		return month.AddDate(0, -1, 0), month, name
	case "next month":
		return month.AddDate(0, 1, 0), month.AddDate(0, 2, 0), name
	case "this month":
		return month, month.AddDate(0, 1, 0), name
	case "this year":
		y := time.Date(today.Year(), 1, 1, 0, 0, 0, 0, loc)
		return y, y.AddDate(1, 0, 0), name
	case "this weekend":
		sat := monday.AddDate(0, 0, 5)
		return sat, sat.AddDate(0, 0, 2), name
	case "next weekend":
		sat := monday.AddDate(0, 0, 12)
		return sat, sat.AddDate(0, 0, 2), name
	}
	return today, today.AddDate(0, 0, 1), "today"
}

// askedPeriod is the period a question names ("this week", "next month",
// "tomorrow", a date), ok false when it names none.
func (s *session) askedPeriod(in request, loc *time.Location) (from, to time.Time, label string, ok bool) {
	toks := tokenize(in.rawText)
	if in.When == nil && !has(toks, "week", "month", "weekend", "today", "tomorrow", "tonight", "year") {
		return from, to, "", false
	}
	from, to, label = s.period(in, loc, "today")
	if label == "today" && has(toks, "tomorrow") {
		from, to, label = from.AddDate(0, 0, 1), to.AddDate(0, 0, 1), "tomorrow"
	}
	return from, to, label, true
}

// listPeriod is the period a list asks about: askedPeriod's, or a span
// of days said ("from the 9th to the 12th", "mon thru thu", "thru tue":
// from today). A "today" not said is no period.
func (s *session) listPeriod(in request, loc *time.Location) (from, to time.Time, label string, ok bool) {
	toks := tokenize(in.rawText)
	var days []When
	for _, d := range readDates(toks, s.now, loc) {
		if d.HasDate {
			days = append(days, d)
		}
	}
	day := func(d When) time.Time { return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, loc) }
	if len(days) == 2 && !day(days[1]).Before(day(days[0])) {
		from, to = day(days[0]), day(days[1]).AddDate(0, 0, 1)
		return from, to, "from " + from.Format("Mon Jan 2") + " to " + day(days[1]).Format("Mon Jan 2"), true
	}
	if len(days) == 1 && slices.Contains([]string{"thru", "through", "until", "till", "til", "by"}, days[0].prep) {
		local := s.now.In(loc)
		from = time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
		return from, day(days[0]).AddDate(0, 0, 1), "through " + day(days[0]).Format("Mon Jan 2"), true
	}
	from, to, label, ok = s.askedPeriod(in, loc)
	if ok && label == "today" && !has(toks, "today", "tonight") {
		ok = false
	}
	return from, to, label, ok
}

// writePeriod is the span of a change that names a period ("cancel
// everything at the barn this week"): period's, except that a week ends on
// Saturday night. Hosts count weeks from Sunday or from Monday; a question
// shows the Sunday with the week before (it costs nothing), but a change
// takes only the days both readings share, so it never cancels a Sunday
// the host counted in the next week. On a Sunday "this week" is the day.
func (s *session) writePeriod(in request, loc *time.Location, def string) (time.Time, time.Time, string) {
	from, to, name := s.period(in, loc, def)
	if strings.HasSuffix(name, "week") && to.Sub(from) > 24*time.Hour {
		to = to.AddDate(0, 0, -1)
	}
	return from, to, name
}

// jobsBetween returns the account's jobs scheduled in [from, to), at one
// address or all, of every status.
func (s *session) jobsBetween(addressID int64, from, to time.Time) ([]*steward.Job, error) {
	f := steward.JobFilter{From: &from, To: &to, Limit: steward.MaxJobLimit}
	if addressID != 0 {
		f.AddressID = &addressID
	}
	var out []*steward.Job
	for page := 0; page < 10; page++ {
		f.Offset = page * steward.MaxJobLimit
		jobs, total, err := s.e.Jobs.FindJobs(s.ctx, s.acct, f)
		if err != nil {
			return nil, err
		}
		out = append(out, jobs...)
		if f.Offset+len(jobs) >= total || len(jobs) == 0 {
			break
		}
	}
	slices.SortFunc(out, func(a, b *steward.Job) int { return a.ScheduledAt.Compare(b.ScheduledAt) })
	return out, nil
}

// spend adds up the prices of the jobs of a period (this month unless
// another is named), cancelled ones left out: the answer without a
// report service.
func (s *session) spend(in request) (Reply, error) {
	text, a, _, err := s.spendByPrices(in)
	if err != nil {
		return Reply{}, err
	}
	return done(text, a), nil
}

// spendByPrices is the sentence that adds up the prices of the period's
// jobs that are not cancelled, and the action listing them; a job done
// with a recorded cost counts that cost (costs says how many did).
func (s *session) spendByPrices(in request) (string, steward.Action, int, error) {
	from, last, label := s.moneyPeriod(in, s.loc(in.AddressID)) // "in february" names a month
	jobs, err := s.jobsBetween(in.AddressID, from, last.AddDate(0, 0, 1))
	if err != nil {
		return "", steward.Action{}, 0, err
	}
	var total, doneTotal float64
	ids := []int64{}
	n, costs := 0, 0
	for _, j := range jobs {
		if j.Status == steward.StatusCancelled || in.Service != "" && j.ServiceType != in.Service {
			continue
		}
		n++
		amount := j.Price
		if j.Status == steward.StatusCompleted && j.Cost != nil {
			// A job done in the period and marked done later (so the
			// report counts it then) cost what was recorded for it, not
			// its price: "how much did i spend on the camp last month".
			amount, costs = *j.Cost, costs+1
		}
		total += amount
		ids = append(ids, j.ID)
		if j.Status == steward.StatusCompleted {
			doneTotal += amount
		}
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	what := "jobs"
	if in.Service != "" {
		what = string(in.Service) + " jobs"
	}
	counted := "cancelled jobs not counted"
	if costs > 0 {
		counted = "a done job counted at its recorded cost; " + counted
	}
	text := fmt.Sprintf("%s%s: %d %s for %s in all (%s of it for jobs already done; %s).",
		strings.ToUpper(label[:1])+label[1:], where, n, what, usd(total), usd(doneTotal), counted)
	a := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}
	if in.AddressID != 0 {
		a.AddressID = ptr(in.AddressID)
	}
	return text, a, costs, nil
}

// pendingJobs lists the upcoming jobs still pending (not confirmed) or,
// when the question says so, without a pro.
func (s *session) pendingJobs(in request) (Reply, error) {
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return Reply{}, err
	}
	toks := tokenize(in.rawText)
	unassigned := has(toks, "unassigned", "unstaffed") || withoutPro(toks)
	if j := s.oneJobAsked(jobs, in); j != nil {
		return s.oneJobPending(j, unassigned), nil
	}
	// "what's unassigned this week?", "any jobs without a cleaner next
	// week?", "anything pending thru tue?": only the period asked about.
	from, to, label, inPeriod := s.listPeriod(in, s.loc(in.AddressID))
	var lines []string
	ids := []int64{}
	for _, j := range jobs {
		if in.Service != "" && j.ServiceType != in.Service ||
			inPeriod && (j.ScheduledAt.Before(from) || !j.ScheduledAt.Before(to)) {
			continue
		}
		if unassigned && j.ProID != nil || !unassigned && j.Status != steward.StatusPending {
			continue
		}
		ids = append(ids, j.ID)
		if len(lines) < maxListed {
			lines = append(lines, "• "+s.jobLine(j))
		}
	}
	what := "pending (not yet confirmed)"
	if unassigned {
		what = "without a pro"
	}
	if inPeriod {
		what += " " + label
	}
	a := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}
	if len(ids) == 0 {
		return done("No upcoming jobs are "+what+".", a), nil
	}
	text := fmt.Sprintf("Upcoming jobs %s:\n%s", what, strings.Join(lines, "\n"))
	if len(ids) > len(lines) {
		text += fmt.Sprintf("\n…and %d more.", len(ids)-len(lines))
	}
	return done(text, a), nil
}

// oneJobAsked returns the one upcoming job a question about pending or
// unassigned jobs names by its day and its notes ("is the gulch
// dishwasher thing tues still unassigned??"), whoever has it; nil when
// the question names none that way, or several fit.
func (s *session) oneJobAsked(jobs []*steward.Job, in request) *steward.Job {
	dated := in.When != nil && in.When.HasDate
	toks := tokenize(in.rawText)
	if len(toks) > 0 && (toks[0].s == "any" || toks[0].s == "anything") {
		return nil // "anything still not assigned?": a list
	}
	var said []string
	for _, w := range in.noteWords {
		if !pendingWords[w] {
			said = append(said, w)
		}
	}
	in.noteWords = said
	if !dated && len(in.noteWords) == 0 {
		return nil
	}
	var fit []*steward.Job
	best := 0
	for _, j := range jobs {
		if !j.Cancellable() || !s.jobMatches(j, request{AddressID: in.AddressID, Service: in.Service, When: in.When}) {
			continue
		}
		switch score := noteScore(j, in); {
		case score > best:
			fit, best = []*steward.Job{j}, score
		case score == best:
			fit = append(fit, j)
		}
	}
	if len(fit) != 1 || best == 0 && !(dated && (in.Service != "" || in.AddressID != 0)) {
		return nil
	}
	return fit[0]
}

// pendingWords ask whether a job is pending or has a pro; they name no
// job by its notes.
var pendingWords = map[string]bool{"still": true, "assigned": true, "unassigned": true, "anyone": true, "anybody": true, "anything": true,
	"someone": true, "somebody": true, "thing": true, "job": true, "jobs": true, "pending": true, "confirmed": true, "unconfirmed": true,
	"yet": true, "pro": true, "nobody": true, "staffed": true, "unstaffed": true, "one": true, "visit": true}

// oneJobPending answers whether j is still without a pro (unassigned) or
// still pending, naming it, so that "cancel it then" is about it.
func (s *session) oneJobPending(j *steward.Job, unassigned bool) Reply {
	a := steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}}
	line := s.jobLine(j)
	switch {
	case unassigned && j.ProID == nil:
		return done("Yes, it still has no pro: "+line+".", a)
	case unassigned:
		return done("No, it has a pro: "+line+".", a)
	case j.Status == steward.StatusPending:
		return done("Yes, it's still pending (not yet confirmed): "+line+".", a)
	}
	return done("No, it isn't pending any more: "+line+".", a)
}

// whichOfPros reads "which sam has cherry cottage fri": a question which
// of the pros sharing a first name has a job, asked as "who has cherry
// cottage fri" and answered by the job one of them has (aboutJob). It
// returns msg unchanged, and no pros, when it is not such a question.
func (s *session) whichOfPros(msg string) (string, []int64) {
	f := strings.Fields(msg)
	k := 0
	for k < len(f) && openers[strings.ToLower(strings.Trim(f[k], ",.!"))] {
		k++
	}
	if k+2 >= len(f) || !strings.EqualFold(f[k], "which") {
		return msg, nil
	}
	name := strings.ToLower(strings.Trim(f[k+1], ",.!?"))
	var ids []int64
	for _, p := range s.pros {
		if w := words(p.Name); p.Active && len(w) > 1 && w[0] == name {
			ids = append(ids, p.ID)
		}
	}
	if len(ids) < 2 {
		return msg, nil
	}
	return strings.Join(append(append(slices.Clone(f[:k]), "who"), f[k+2:]...), " "), ids
}

// aboutJob answers who is doing a job and where it stands.
func (s *session) aboutJob(in request) (Reply, error) {
	if in.Service != "" {
		in.ProID = 0 // "is Rosa doing the cleaning?" asks about the cleaning; "what time is luis coming" about Luis's job
	}
	j, err := s.jobUnderWay(in)
	if err != nil {
		return Reply{}, err
	}
	var q *Reply
	if j == nil {
		j, q, err = s.findJob(in, verbAbout)
	}
	if err != nil {
		return Reply{}, err
	}
	if q != nil && q.Status == steward.MessageNeedsInput && len(q.Pending) > 0 {
		// "is the handyman confirmed?" with three visits that fit: a
		// question is answered for each, never asked back.
		var p request
		if json.Unmarshal(q.Pending, &p) == nil && len(p.Candidates) > 1 && len(p.Candidates) <= 3 && (in.refersToJob() || len(in.noteWords) > 0) {
			jobs, err := s.jobsByID(p.Candidates)
			if err != nil {
				return Reply{}, err
			}
			if len(s.whichPros) > 0 {
				// "which sam has cherry cottage fri": the one job there
				// that one of the Sams has.
				var theirs []*steward.Job
				for _, c := range jobs {
					if slices.Contains(s.whichPros, derefID(c.ProID)) {
						theirs = append(theirs, c)
					}
				}
				if len(theirs) == 1 {
					return s.describeAbout(theirs[0], in)
				}
			}
			if j, err := s.jobByStay(jobs, in); err != nil {
				return Reply{}, err
			} else if j != nil {
				return s.describeAbout(j, in)
			}
			var lines []string
			for _, c := range jobs {
				who := "no pro yet"
				if pr := s.pro(derefID(c.ProID)); pr != nil {
					who = pr.Name
				}
				lines = append(lines, fmt.Sprintf("• the %s at %s on %s (job %d): %s, %s", c.ServiceType, s.byAddr[c.AddressID].Name(),
					localTime(c.ScheduledAt, s.loc(c.AddressID)), c.ID, statusWord(c.Status), who))
			}
			return done(fmt.Sprintf("%d jobs fit that:\n%s", len(lines), strings.Join(lines, "\n")),
				steward.Action{Type: steward.ActionJobsListed, JobIDs: p.Candidates}), nil
		}
	}
	if q != nil && askedCancelled(in.rawText) {
		// "dana already cancelled the condo inspection right? the one
		// this morning w tom": the job asked about is one cancelled
		// (today's too), said as it is.
		if c, err := s.cancelledAsked(in); err != nil {
			return Reply{}, err
		} else if c != nil {
			return s.describeAbout(c, in)
		}
	}
	if q != nil {
		return *q, nil
	}
	return s.describeAbout(j, in)
}

// askedCancelled reports whether a question asks if a job was cancelled
// ("… already cancelled the condo inspection right?").
func askedCancelled(raw string) bool {
	toks := tokenize(raw)
	return has(toks, "cancelled", "canceled", "cancel", "cancelled?", "called")
}

// cancelledAsked returns the one cancelled job, from the start of today
// on, that fits in; nil when none or several do.
func (s *session) cancelledAsked(in request) (*steward.Job, error) {
	loc := s.loc(in.AddressID)
	n := s.now.In(loc)
	return s.cancelledSince(in, time.Date(n.Year(), n.Month(), n.Day(), 0, 0, 0, 0, loc))
}

// jobByStay picks, of the jobs a question could mean, the one its stay
// places: "who's cleaning the boathouse before the rizzo group gets in" is
// the last of them at the stay's property before the check-in; "… after
// the fischers leave" the first from the check-out. nil when the question
// names no stay or none fits.
func (s *session) jobByStay(jobs []*steward.Job, in request) (*steward.Job, error) {
	toks := tokenize(in.rawText)
	before, after := has(toks, "before", "b4"), has(toks, "after")
	if in.ReservID == 0 || before == after {
		return nil, nil
	}
	r, err := s.e.Reservations.FindReservationByID(s.ctx, s.acct, in.ReservID)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	var pick *steward.Job
	for _, j := range jobs {
		switch {
		case j.AddressID != r.AddressID:
		case before && j.ScheduledAt.Before(r.CheckIn) && (pick == nil || j.ScheduledAt.After(pick.ScheduledAt)):
			pick = j
		case after && !j.ScheduledAt.Before(r.CheckOut) && (pick == nil || j.ScheduledAt.Before(pick.ScheduledAt)):
			pick = j
		}
	}
	return pick, nil
}

// describeAbout answers a question about job j: who is doing it and where
// it stands, with what the question asked first.
func (s *session) describeAbout(j *steward.Job, in request) (Reply, error) {
	loc := s.loc(j.AddressID)
	who := "no pro is assigned yet"
	if j.ProID != nil {
		if p := s.pro(*j.ProID); p != nil {
			who = p.Name + " is doing it"
			if j.Status == steward.StatusCompleted {
				who = p.Name + " did it"
			} else if j.Status == steward.StatusCancelled {
				who = p.Name + " was on it"
			}
		}
	}
	ref := fmt.Sprintf("job %d", j.ID)
	if n := shortNotes(j); n != "" {
		ref += ", “" + n + "”" // "which pro is on the gfci thing": what the job is for
	}
	text := fmt.Sprintf("The %s at %s on %s (%s) is %s; %s.", j.ServiceType, s.byAddr[j.AddressID].Name(),
		localTime(j.ScheduledAt, loc), ref, statusWord(j.Status), who)
	text += s.turnoverWindow(j)
	toks := tokenize(in.rawText)
	switch {
	case has(toks, "confirm", "confirmed") && j.Status == steward.StatusPending:
		text = "No, it isn't confirmed yet. " + text // "did anyone confirm the gfci fix yet?"
	case has(toks, "confirm", "confirmed") && j.Status == steward.StatusConfirmed:
		text = "Yes, it's confirmed. " + text
	case (anyoneOnJob(toks) || roleForJob(toks)) && j.ProID == nil:
		text = "No, nobody yet. " + text // "does the salt cottage cleaning have anyone yet?", "do we have a cleaner for big moose fri yet"
	case anyoneOnJob(toks) || roleForJob(toks):
		text = "Yes. " + text
	}
	return done(text, steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}, AddressID: &j.AddressID}), nil
}

// jobLine is one line about a job in a list: describeJob and, when the job
// has notes, what it is for ("… (with Rick Dunbar, pending) — “Hot tub
// GFCI tripping”").
func (s *session) jobLine(j *steward.Job) string {
	line := s.describeJob(j)
	if n := shortNotes(j); n != "" {
		line += " — “" + n + "”"
	}
	return line
}

// shortNotes is a job's notes on one line, cut to about 80 characters; ""
// when it has none.
func shortNotes(j *steward.Job) string {
	if j.Notes == nil {
		return ""
	}
	n := strings.Join(strings.Fields(*j.Notes), " ")
	if r := []rune(n); len(r) > 80 {
		cut := string(r[:80])
		if k := strings.LastIndex(cut, " "); k > 40 {
			cut = cut[:k]
		}
		n = strings.TrimRight(cut, " ,;:.") + "…"
	}
	return n
}

// contact gives the phone number and e-mail of the pro a question names:
// by name ("what's rick's number"), by what they do for the account ("the
// hot tub guy", thingPro), by trade ("the plumber's number"); every pro's
// when it names none.
func (s *session) contact(in request) Reply {
	toks := tokenize(in.rawText)
	var pros []*steward.Pro
	switch {
	case in.ProID != 0:
		if p := s.pro(in.ProID); p != nil {
			pros = append(pros, p)
		}
	case len(in.proCandidates) > 1:
		for _, id := range in.proCandidates {
			if p := s.pro(id); p != nil {
				pros = append(pros, p)
			}
		}
	}
	if len(pros) == 0 {
		if role, id := s.thingPro(toks); id != 0 {
			pros = append(pros, s.pro(id))
		} else if role != "" {
			pros = s.thingWordsPro(strings.Fields(role))
		}
	}
	if len(pros) == 0 {
		// "the plumber's number": the pros of that trade, the ones whose
		// name or e-mail says it first.
		for _, t := range toks {
			sv, ok := roleServices[strings.TrimSuffix(t.s, "s")]
			if !ok {
				continue
			}
			var offer, named []*steward.Pro
			for _, p := range s.pros {
				if p.Active && p.Offers(sv) {
					offer = append(offer, p)
					if strings.Contains(strings.ToLower(p.Name+" "+p.Email), t.s[:min(len(t.s), 5)]) {
						named = append(named, p)
					}
				}
			}
			pros = offer
			if len(named) > 0 && sv == steward.Maintenance {
				pros = named // "the plumber's number": Walt of Sousa Plumbing, not every handyman
			}
			break
		}
	}
	if len(pros) == 0 && in.Service != "" {
		for _, p := range s.pros {
			if p.Active && p.Offers(in.Service) {
				pros = append(pros, p)
			}
		}
	}
	if len(pros) == 0 {
		r := s.listPros(in)
		r.Text = strings.Replace(r.Text, "Your pros:", "Your pros and how to reach them:", 1)
		return r
	}
	var lines []string
	for _, p := range pros {
		var how []string
		if p.Phone != "" {
			how = append(how, "phone "+p.Phone)
		}
		if p.Email != "" {
			how = append(how, "e-mail "+p.Email)
		}
		line := p.Name
		if sv := p.Services; len(sv) > 0 {
			names := make([]string, len(sv))
			for i, x := range sv {
				names[i] = string(x)
			}
			line += " (" + strings.Join(names, ", ") + ")"
		}
		if len(how) == 0 {
			line += ": no phone or e-mail on file"
		} else {
			line += ": " + strings.Join(how, ", ")
		}
		if !p.Active {
			line += " — inactive"
		}
		lines = append(lines, line)
	}
	if len(lines) == 1 {
		return done(lines[0] + ".")
	}
	return done("• " + strings.Join(lines, "\n• "))
}

// thingWordsPro is the one active pro that the words of a thing said
// ("the snow plow guy": "snow", "plow") point to, each word by the pro's
// name or e-mail (rinaldisnow) or the notes of the pro's jobs ("Plow the
// lot"); nil when none or several do.
func (s *session) thingWordsPro(words []string) []*steward.Pro {
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{Limit: steward.MaxJobLimit})
	if err != nil {
		return nil
	}
	var found *steward.Pro
	for _, w := range words {
		if len(w) < 4 || stopWords[w] || personNouns[w] || genericWords[w] {
			continue
		}
		for _, p := range s.pros {
			says := strings.Contains(strings.ToLower(p.Name+" "+p.Email), w)
			for _, j := range jobs {
				if !says && j.ProID != nil && *j.ProID == p.ID && j.Notes != nil && slices.Contains(words2(*j.Notes), w) {
					says = true
				}
			}
			if !says || !p.Active {
				continue
			}
			if found != nil && found.ID != p.ID {
				return nil
			}
			found = p
		}
	}
	if found == nil {
		return nil
	}
	return []*steward.Pro{found}
}

// words2 is the lower-case words of a text.
func words2(text string) []string {
	var out []string
	for _, t := range tokenize(text) {
		out = append(out, t.s)
	}
	return out
}

// proWhere answers where a pro is: "is rosa at the barn right now?" (the
// job under way, at that property or not), "where's gus now", "is tom at
// the chalet today" (the pro's jobs of the day named).
func (s *session) proWhere(in request) (Reply, error) {
	p := s.pro(in.ProID)
	if p == nil {
		return s.help(in.rawText), nil
	}
	place := s.byAddr[in.AddressID]
	toks := tokenize(in.rawText)
	from, to, label, period := s.askedPeriod(in, s.loc(in.AddressID))
	if label == "today" && !has(toks, "today", "tonight") {
		period = false
	}
	var fit []*steward.Job
	if period {
		// "is tom at the chalet tomorrow": that day's jobs of the pro.
		jobs, err := s.jobsBetween(0, from, to)
		if err != nil {
			return Reply{}, err
		}
		for _, j := range jobs {
			if j.ProID != nil && *j.ProID == p.ID && j.Status != steward.StatusCancelled {
				fit = append(fit, j)
			}
		}
	} else {
		// Now: the pro's job under way (begun and not over, or marked in
		// progress).
		jobs, err := s.jobsBetween(0, s.now.Add(-24*time.Hour), s.now.Add(time.Second))
		if err != nil {
			return Reply{}, err
		}
		for _, j := range jobs {
			a := s.byAddr[j.AddressID]
			if a == nil || j.ProID == nil || *j.ProID != p.ID {
				continue
			}
			start, end := j.Busy(a)
			if j.Status == steward.StatusInProgress || (j.Status == steward.StatusPending || j.Status == steward.StatusConfirmed) && !start.After(s.now) && end.After(s.now) {
				fit = append(fit, j)
			}
		}
		label = "right now"
	}
	ids := []int64{}
	var here, elsewhere []*steward.Job
	for _, j := range fit {
		ids = append(ids, j.ID)
		if place == nil || j.AddressID == place.ID {
			here = append(here, j)
		} else {
			elsewhere = append(elsewhere, j)
		}
	}
	act := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}
	lines := func(js []*steward.Job) string {
		var out []string
		for _, j := range js {
			out = append(out, s.jobLine(j))
		}
		return strings.Join(out, "; ")
	}
	switch {
	case len(here) > 0 && place != nil:
		return done(fmt.Sprintf("Yes: %s is at %s %s — %s.", p.Name, place.Name(), label, lines(here)), act), nil
	case len(here) > 0:
		return done(fmt.Sprintf("%s, %s: %s.", p.Name, label, lines(here)), act), nil
	case len(elsewhere) > 0:
		return done(fmt.Sprintf("No: %s isn't at %s %s; their job %s is %s.", p.Name, place.Name(), label,
			map[bool]string{true: "then", false: "now"}[period], lines(elsewhere)), act), nil
	}
	where := ""
	if place != nil {
		where = " at " + place.Name()
	}
	text := fmt.Sprintf("%s has no job%s %s.", p.Name, where, label)
	if !period {
		text = fmt.Sprintf("%s has no job under way%s right now.", p.Name, where)
	}
	if place != nil {
		text = "No: " + text // "is ray at harbor house now?"
	}
	// The pro's next job (there, when a place is named).
	next, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return Reply{}, err
	}
	for _, j := range next {
		if j.ProID != nil && *j.ProID == p.ID && j.Status != steward.StatusCancelled && j.ScheduledAt.After(s.now) {
			text += " Their next job" + where + ": " + s.jobLine(j) + "."
			break
		}
	}
	return done(text, act), nil
}

// jobUnderWay is the one job going on now that a question asking who is
// working "now", "rn", "currently" means ("whos working at the boathouse
// rn": the restock in progress, not the next job), at the property and of
// the service named; nil when the question does not say now or no single
// job is under way.
func (s *session) jobUnderWay(in request) (*steward.Job, error) {
	toks := tokenize(in.rawText)
	if in.When != nil || !has(toks, "now", "currently") {
		return nil, nil
	}
	jobs, err := s.jobsBetween(in.AddressID, s.now.Add(-24*time.Hour), s.now.Add(time.Second))
	if err != nil {
		return nil, err
	}
	var found *steward.Job
	for _, j := range jobs {
		a := s.byAddr[j.AddressID]
		if a == nil || in.Service != "" && j.ServiceType != in.Service {
			continue
		}
		start, end := j.Busy(a)
		live := j.Status == steward.StatusInProgress ||
			(j.Status == steward.StatusPending || j.Status == steward.StatusConfirmed) && !start.After(s.now) && end.After(s.now)
		if !live {
			continue
		}
		if found != nil {
			return nil, nil // several: findJob asks
		}
		found = j
	}
	return found, nil
}

// turnoverWindow says, for a turnover, whose check-out it follows and by
// when it must be done (the next check-in, Job.WindowEnd); "" otherwise.
func (s *session) turnoverWindow(j *steward.Job) string {
	if j.ReservationID == nil && j.WindowEnd == nil {
		return ""
	}
	loc := s.loc(j.AddressID)
	text := " It's a turnover"
	if j.ReservationID != nil {
		if err := s.loadStays(); err == nil {
			for _, r := range s.stays {
				if r.ID == *j.ReservationID {
					text += " after " + r.GuestName + "'s check-out"
				}
			}
		}
	}
	switch {
	case j.WindowEnd == nil:
		text += "; no next check-in is known, so there's no deadline."
	case j.SameDay:
		text += fmt.Sprintf(", to be done by the next check-in the same day, %s.", localTime(*j.WindowEnd, loc))
	default:
		text += fmt.Sprintf(", to be done by the next check-in, %s.", localTime(*j.WindowEnd, loc))
	}
	return text
}

// guestDates gives the dates of the stays a question names (by guest or
// family name, or at a property).
func (s *session) guestDates(in request) (Reply, error) {
	if err := s.loadStays(); err != nil {
		return Reply{}, err
	}
	var lines []string
	ids := []int64{}
	// "who's checking in this week", "any departures tomorrow": the
	// stays whose check-in (or check-out) falls in the period, else those
	// going on through it.
	from, to, label, inPeriod := s.askedPeriod(in, s.loc(in.AddressID))
	inPeriod = inPeriod && len(in.Candidates) == 0
	toks := tokenize(in.rawText)
	arrivals := has(toks, "arriving", "arrive", "arrives", "arrivals", "checkins", "checkin") || hasPhrase(toks, "checking in") || hasPhrase(toks, "check in") || hasPhrase(toks, "checks in") ||
		hasPhrase(toks, "get in") || hasPhrase(toks, "gets in") || hasPhrase(toks, "getting in") || hasPhrase(toks, "get here")
	departures := has(toks, "leaving", "leave", "leaves", "departures", "checkouts", "checkout") || hasPhrase(toks, "checking out") || hasPhrase(toks, "check out") || hasPhrase(toks, "checks out")
	// "who's at the chalet right now": the stay going on; "when's the
	// next check in at the condo": the first one to come.
	current := len(in.Candidates) == 0 && (has(toks, "now", "currently") || hasPhrase(toks, "at the moment"))
	next := len(in.Candidates) == 0 && has(toks, "next") && (arrivals || departures)
	if current || next {
		inPeriod = false
	}
	var nextStay *steward.Reservation
	for _, r := range s.stays {
		if len(in.Candidates) > 0 && !slices.Contains(in.Candidates, r.ID) || in.AddressID != 0 && r.AddressID != in.AddressID {
			continue
		}
		if len(in.Candidates) == 0 && r.CheckOut.Before(s.now) {
			continue
		}
		if inPeriod {
			between := func(t time.Time) bool { return !t.Before(from) && t.Before(to) }
			switch {
			case r.Status != steward.ReservationConfirmed:
				continue
			case arrivals && !departures && !between(r.CheckIn), departures && !arrivals && !between(r.CheckOut),
				arrivals && departures && !between(r.CheckIn) && !between(r.CheckOut),
				!arrivals && !departures && (!r.CheckIn.Before(to) || r.CheckOut.Before(from)):
				continue
			}
		}
		if current && (r.Status != steward.ReservationConfirmed || r.CheckIn.After(s.now)) {
			continue
		}
		if next {
			at := r.CheckIn
			if departures && !arrivals {
				at = r.CheckOut
			}
			if r.Status != steward.ReservationConfirmed || !at.After(s.now) {
				continue
			}
			if nextStay == nil || at.Before(map[bool]time.Time{true: nextStay.CheckOut, false: nextStay.CheckIn}[departures && !arrivals]) {
				nextStay = r
			}
			continue
		}
		ids = append(ids, r.ID)
		line := s.stayLine(r)
		if r.Status != steward.ReservationConfirmed {
			line = "Cancelled: " + line
		} else if has(toks, "confirmed", "confirm") {
			line = "Confirmed: " + line // "are the whitakers confirmed"
		}
		lines = append(lines, line)
	}
	if nextStay != nil {
		ids, lines = []int64{nextStay.ID}, []string{s.stayLine(nextStay)}
	}
	a := steward.Action{Type: steward.ActionReservationsListed, ReservationIDs: ids}
	if len(lines) == 0 && (current || next) {
		where := ""
		if ad := s.byAddr[in.AddressID]; ad != nil {
			where = " at " + ad.Name()
		}
		if current {
			return done(strings.TrimSpace("Nobody is staying"+where+" right now. "+s.nextStayAfter(in.AddressID)), a), nil
		}
		return done("No check-ins or check-outs coming up"+where+".", a), nil
	}
	if len(lines) == 0 && inPeriod {
		what := "stays"
		switch {
		case arrivals && !departures:
			what = "check-ins"
		case departures && !arrivals:
			what = "check-outs"
		}
		where := ""
		if ad := s.byAddr[in.AddressID]; ad != nil {
			where = " at " + ad.Name()
		}
		return done(fmt.Sprintf("No %s%s %s.", what, where, label), a), nil
	}
	if len(lines) == 0 {
		return done("I couldn't find a stay matching that. "+s.upcomingCheckouts(), a), nil
	}
	if len(lines) > maxListed {
		lines = lines[:maxListed]
	}
	return done(strings.Join(lines, "\n"), a), nil
}

// stayLine describes a stay for an answer: guest, property, dates,
// nights, party and confirmation code.
func (s *session) stayLine(r *steward.Reservation) string {
	a := s.byAddr[r.AddressID]
	loc := a.Location()
	in, out := r.CheckIn.In(loc), r.CheckOut.In(loc)
	nights := int(time.Date(out.Year(), out.Month(), out.Day(), 0, 0, 0, 0, time.UTC).Sub(time.Date(in.Year(), in.Month(), in.Day(), 0, 0, 0, 0, time.UTC)).Hours() / 24)
	return fmt.Sprintf("%s at %s: check-in %s, check-out %s (%s, %d guest(s), confirmation %s).", r.GuestName, a.Name(),
		s.stayTime(r.CheckIn, loc), s.stayTime(r.CheckOut, loc), plural(nights, "night", "nights"), r.Guests, r.ConfirmationCode)
}

// nextStayAfter names the next stay to begin after now, at addressID (all
// properties when 0), "" when there is none.
func (s *session) nextStayAfter(addressID int64) string {
	var next *steward.Reservation
	for _, r := range s.stays {
		if r.Status != steward.ReservationConfirmed || addressID != 0 && r.AddressID != addressID || !r.CheckIn.After(s.now) {
			continue
		}
		if next == nil || r.CheckIn.Before(next.CheckIn) {
			next = r
		}
	}
	if next == nil {
		return ""
	}
	a := s.byAddr[next.AddressID]
	return fmt.Sprintf("Next: %s at %s, check-in %s.", next.GuestName, a.Name(), localTime(next.CheckIn, a.Location()))
}

// listPros lists the account's pros, of one service when the question
// names one.
func (s *session) listPros(in request) Reply {
	service := in.Service
	if service == "" {
		if sv := servicesOf(tokenize(in.rawText)); len(sv) == 1 {
			service = sv[0]
		}
	}
	// "whos my plumber": of the pros for the trade's service, those whose
	// name or e-mail says the trade (rondoutplumbing), when any does.
	var hinted map[int64]bool
	for _, t := range tokenize(in.rawText) {
		role := strings.TrimSuffix(t.s, "s")
		if hints, ok := roleHints[role]; ok {
			hinted = map[int64]bool{}
			for _, p := range s.pros {
				if slices.ContainsFunc(hints, func(h string) bool { return strings.Contains(strings.ToLower(p.Name+" "+p.Email), h) }) {
					hinted[p.ID] = true
				}
			}
			if len(hinted) == 0 {
				hinted = nil
			}
		}
	}
	var lines []string
	for _, p := range s.pros {
		if service != "" && !p.Offers(service) || hinted != nil && !hinted[p.ID] {
			continue
		}
		var sv []string
		for _, x := range p.Services {
			sv = append(sv, string(x))
		}
		line := fmt.Sprintf("• %s (%s): %s", p.Name, strings.Join(sv, ", "), p.Email)
		if p.Phone != "" {
			line += ", " + p.Phone
		}
		if !p.Active {
			line += " — inactive"
		}
		lines = append(lines, line)
	}
	what := "pros"
	if service != "" {
		what = "pros for " + string(service)
	}
	if len(lines) == 0 {
		return done("You have no " + what + " yet.")
	}
	return done(fmt.Sprintf("Your %s:\n%s", what, strings.Join(lines, "\n")))
}

// nextJob answers "when is the next cleaning at the villa" and "when was
// the last one".
func (s *session) nextJob(in request) (Reply, error) {
	toks := tokenize(in.rawText)
	// "when did ray fix the porch light": a job done, the latest first.
	last := has(toks, "last", "previous", "recent", "was", "did")
	var jobs []*steward.Job
	var err error
	if last {
		jobs, err = s.jobsBetween(in.AddressID, s.now.AddDate(-2, 0, 0), s.now)
		slices.Reverse(jobs)
	} else {
		jobs, err = s.upcomingJobs(in.AddressID, s.now)
	}
	if err != nil {
		return Reply{}, err
	}
	what := "job"
	if in.Service != "" {
		what = string(in.Service)
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	turnover := saysTurnover(toks)
	if turnover {
		what = "turnover"
	}
	// "whens the garage door thing at the casita": a job named by the
	// words of its notes is that job, not the property's next one.
	best := 0
	for _, j := range jobs {
		if j.Status != steward.StatusCancelled && s.jobMatches(j, request{Service: in.Service, ProID: in.ProID}) {
			best = max(best, noteScore(j, in))
		}
	}
	for _, j := range jobs {
		if j.Status == steward.StatusCancelled || !s.jobMatches(j, request{Service: in.Service, ProID: in.ProID}) || turnover && !s.isTurnover(j) ||
			noteScore(j, in) < best {
			continue
		}
		word := "next"
		if last {
			word = "last"
		}
		// What the job is for, as the lists say it ("— “Evap cooler not
		// cooling”").
		line := s.jobLine(j)
		return done(fmt.Sprintf("The %s %s%s: %s.", word, what, where, line),
			steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}}), nil
	}
	if last {
		return done(fmt.Sprintf("I don't see any past %s%s.", what, where), steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{}}), nil
	}
	return done(fmt.Sprintf("There's no upcoming %s%s.", what, where), steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{}}), nil
}

// agenda lists a period's jobs with its check-ins and check-outs.
func (s *session) agenda(in request) (Reply, error) {
	loc := s.loc(in.AddressID)
	from, to, label := s.period(in, loc, "today")
	if label == "today" && has(tokenize(in.rawText), "tomorrow") {
		from, to, label = from.AddDate(0, 0, 1), to.AddDate(0, 0, 1), "tomorrow"
	}
	jobs, err := s.jobsBetween(in.AddressID, from, to)
	if err != nil {
		return Reply{}, err
	}
	if err := s.loadStays(); err != nil {
		return Reply{}, err
	}
	type entry struct {
		at   time.Time
		line string
	}
	var entries []entry
	ids := []int64{}
	for _, j := range jobs {
		if j.Status == steward.StatusCancelled || in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) {
			continue // "what's sam doing next week": Sam's jobs
		}
		ids = append(ids, j.ID)
		entries = append(entries, entry{j.ScheduledAt, "• " + s.jobLine(j)})
	}
	for _, r := range s.stays {
		if in.AddressID != 0 && r.AddressID != in.AddressID || in.ProID != 0 {
			continue // "what's Keisha got this week": her jobs only
		}
		a := s.byAddr[r.AddressID]
		if !r.CheckIn.Before(from) && r.CheckIn.Before(to) {
			entries = append(entries, entry{r.CheckIn, fmt.Sprintf("• check-in: %s at %s on %s", r.GuestName, a.Name(), localTime(r.CheckIn, a.Location()))})
		}
		if !r.CheckOut.Before(from) && r.CheckOut.Before(to) {
			entries = append(entries, entry{r.CheckOut, fmt.Sprintf("• check-out: %s at %s on %s", r.GuestName, a.Name(), localTime(r.CheckOut, a.Location()))})
		}
		if r.CheckIn.Before(from) && !r.CheckOut.Before(to) && r.Status == steward.ReservationConfirmed {
			entries = append(entries, entry{from, fmt.Sprintf("• staying: %s at %s (check-out %s)", r.GuestName, a.Name(), localTime(r.CheckOut, a.Location()))})
		}
	}
	slices.SortStableFunc(entries, func(a, b entry) int { return a.at.Compare(b.at) })
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	if p := s.pro(in.ProID); p != nil {
		where += " for " + p.Name
	}
	act := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}
	if len(entries) == 0 {
		return done(fmt.Sprintf("Nothing is planned%s %s: no jobs, check-ins or check-outs.", where, label), act), nil
	}
	var lines []string
	for i, e := range entries {
		if i == 2*maxListed {
			lines = append(lines, fmt.Sprintf("…and %d more.", len(entries)-i))
			break
		}
		lines = append(lines, e.line)
	}
	return done(fmt.Sprintf("%s%s:\n%s", strings.ToUpper(label[:1])+label[1:], where, strings.Join(lines, "\n")), act), nil
}

// prices gives the estimate of a service (cleaning unless named) at every
// property.
func (s *session) prices(in request) Reply {
	service := in.Service
	if service == "" {
		service = steward.Cleaning
	}
	var lines []string
	for _, a := range s.addrs {
		if in.AddressID != 0 && a.ID != in.AddressID {
			continue
		}
		est := steward.EstimatePrice(a, service)
		if in.Deep && service == steward.Cleaning {
			est = steward.EstimateDeepClean(a)
		}
		lines = append(lines, fmt.Sprintf("• %s: %s", a.Name(), usd(est.Price)))
	}
	if len(lines) == 0 {
		return done("You don't have any properties yet.")
	}
	return done(fmt.Sprintf("Estimated price of %s:\n%s", article(serviceName(service, in.Deep)), strings.Join(lines, "\n")))
}

// count answers "how many …": properties, pros (of a service when one is
// named), upcoming jobs or stays, or a stay's guests.
func (s *session) count(in request) (Reply, error) {
	toks := tokenize(in.rawText)
	switch {
	case has(toks, "guests", "people", "guest", "persons", "nights", "night", "days") && (len(in.Candidates) > 0 || in.Guest != ""):
		return s.guestDates(in) // "how many nights is sofia staying": the stay, with its nights
	case has(toks, "ppl", "people", "guests", "guest", "persons", "folks", "group", "party", "crew", "family", "headcount") && in.AddressID != 0 &&
		!has(toks, "pros", "cleaners", "handymen", "plumbers", "inspectors", "team", "contractors", "vendors", "jobs", "cleanings", "visits"):
		// "how many ppl in the windsurf group at windward again?": the
		// party of the stay at that property, not the team.
		return s.guestDates(in)
	case has(toks, "properties", "property", "houses", "homes", "units", "listings", "places", "rentals"):
		names := make([]string, len(s.addrs))
		for i, a := range s.addrs {
			names[i] = a.Name()
		}
		return done(fmt.Sprintf("You have %s: %s.", plural(len(s.addrs), "property", "properties"), andList(names))), nil
	case has(toks, "pros", "cleaners", "handymen", "plumbers", "inspectors", "people", "team", "contractors", "vendors"):
		r := s.listPros(in)
		if n := strings.Count(r.Text, "\n"); n > 0 {
			r.Text = fmt.Sprintf("You have %d ", n) + strings.TrimPrefix(r.Text, "Your ")
		}
		return r, nil
	case has(toks, "stays", "reservations", "bookings", "guests", "checkins", "arrivals"):
		return s.guestDates(in)
	}
	return s.pendingOrUpcoming(in)
}

// pendingOrUpcoming counts the upcoming jobs that fit in (property,
// service) and lists them.
func (s *session) pendingOrUpcoming(in request) (Reply, error) {
	from, to, label, inPeriod := s.askedPeriod(in, s.loc(in.AddressID))
	var jobs []*steward.Job
	var err error
	if inPeriod && from.Before(s.now) {
		// "how many cleanings did we do last month": the period's jobs,
		// done ones included.
		jobs, err = s.jobsBetween(in.AddressID, from, to)
	} else {
		jobs, err = s.upcomingJobs(in.AddressID, s.now)
	}
	if err != nil {
		return Reply{}, err
	}
	ids := []int64{}
	var lines []string
	for _, j := range jobs {
		if j.Status == steward.StatusCancelled || in.Service != "" && j.ServiceType != in.Service ||
			in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) ||
			inPeriod && (j.ScheduledAt.Before(from) || !j.ScheduledAt.Before(to)) {
			continue
		}
		ids = append(ids, j.ID)
		if len(lines) < maxListed {
			lines = append(lines, "• "+s.jobLine(j))
		}
	}
	what := "upcoming job"
	if in.Service != "" {
		what = "upcoming " + string(in.Service)
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	if p := s.pro(in.ProID); p != nil {
		where += " for " + p.Name
	}
	if inPeriod {
		where += " " + label
		if from.Before(s.now) && !to.After(s.now) {
			what = strings.TrimPrefix(what, "upcoming ") // a period gone by
		}
	}
	text := fmt.Sprintf("%s%s.", plural(len(ids), what, what+"s"), where)
	if len(lines) > 0 {
		text = strings.TrimSuffix(text, ".") + ":\n" + strings.Join(lines, "\n")
	}
	return done(text, steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}), nil
}

// plural is "1 property", "6 properties".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// turnoverOfStay answers "is there a clean booked after the okafors
// leave?", "is the turnover set for the hendersons?": whether a cleaning
// follows the one stay the question names (cleaningAfter). ok is false
// for other questions.
func (s *session) turnoverOfStay(in request) (Reply, bool, error) {
	toks := tokenize(in.rawText)
	if len(in.Candidates) == 2 && has(toks, "before", "between", "and") {
		// "who's cleaning after the marchettis and before the carters":
		// the stay that ends first, when the other follows it there.
		if err := s.loadStays(); err != nil {
			return Reply{}, true, err
		}
		var a, b *steward.Reservation
		for _, r := range s.stays {
			switch r.ID {
			case in.Candidates[0]:
				a = r
			case in.Candidates[1]:
				b = r
			}
		}
		if a != nil && b != nil && a.AddressID == b.AddressID {
			if b.CheckOut.Before(a.CheckOut) {
				a, b = b, a
			}
			if !b.CheckIn.Before(a.CheckOut) {
				in.Candidates = []int64{a.ID}
			}
		}
	}
	if len(in.Candidates) == 1 && in.Service == steward.Cleaning && has(toks, "before", "b4") && !has(toks, "after", "between", "turnover") &&
		!has(toks, "leave", "leaves", "leaving", "depart", "departs", "checkout", "out", "gone", "go") {
		return s.cleaningBeforeStay(in.Candidates[0], toks)
	}
	if asksWhoBeforeStay(in, toks) {
		return s.jobsBeforeStay(in.Candidates[0]) // "whos doing saguaro ridge today before the parks get in?" (beforestay.go)
	}
	if len(in.Candidates) != 1 || in.Service != "" && in.Service != steward.Cleaning ||
		!(in.Service == steward.Cleaning && has(toks, "after", "turnover", "between") || saysTurnover(toks) ||
			// "anything booked at the chalet for after the lindqvists leave?"
			in.Service == "" && has(toks, "after") && has(toks, "booked", "scheduled", "planned", "lined")) {
		return Reply{}, false, nil
	}
	if err := s.loadStays(); err != nil {
		return Reply{}, true, err
	}
	var stay *steward.Reservation
	for _, r := range s.stays {
		if r.ID == in.Candidates[0] {
			stay = r
		}
	}
	if stay == nil {
		return Reply{}, false, nil
	}
	a := s.byAddr[stay.AddressID]
	j, err := s.cleaningAfter(stay)
	if err != nil {
		return Reply{}, true, err
	}
	if j == nil {
		// (The stay is the action's, so "yes" books its turnover: offerOf.)
		return done(fmt.Sprintf("No: nothing is booked after %s's check-out at %s (%s). %s Say “set up the turnover after %s”.",
			stay.GuestName, a.Name(), localTime(stay.CheckOut, a.Location()), turnoverAsk, stay.GuestName),
			steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{}, ReservationID: &stay.ID}), true, nil
	}
	yes := "Yes: the "
	if j.ProID == nil && has(toks, "anyone", "anybody", "someone", "somebody", "lined", "assigned") {
		yes = "A cleaning is booked, but no pro is assigned yet: the " // "is anyone lined up to clean the osprey after …?"
	}
	if has(toks, "who", "whos") {
		// "who is doing the clean after the van dykes leave": who, first.
		yes = "Nobody yet: the "
		if p := s.pro(derefID(j.ProID)); p != nil {
			yes = p.Name + ": the "
		}
	}
	return done(fmt.Sprintf("%s%s follows %s's check-out (%s).", yes, s.describeJob(j), stay.GuestName, localTime(stay.CheckOut, a.Location())),
		steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}}), true, nil
}

// cleaningBeforeStay answers "anybody lined up to clean the massanutten
// house before the yoders?", "is the cabin getting cleaned before the
// hills arrive?": whether a live cleaning is booked at the stay's
// property between the stay before it there (or now) and its check-in,
// and whether it has a pro. ok is false when the stay is not found or has
// already begun.
func (s *session) cleaningBeforeStay(id int64, toks []token) (Reply, bool, error) {
	stay, jobs, err := s.jobsAheadOfStay(id)
	if err != nil || stay == nil {
		return Reply{}, err != nil, err
	}
	var j *steward.Job
	for _, c := range jobs {
		if c.ServiceType == steward.Cleaning && !c.Status.Final() && c.ScheduledAt.Before(stay.CheckIn) && (j == nil || c.ScheduledAt.After(j.ScheduledAt)) {
			j = c // the last one before they come
		}
	}
	a := s.byAddr[stay.AddressID]
	if j == nil {
		return done(fmt.Sprintf("No: no cleaning is booked at %s before %s's check-in (%s). Say “get %s ready for %s” and I'll book one.",
			a.Name(), stay.GuestName, localTime(stay.CheckIn, a.Location()), a.Name(), stay.GuestName),
			steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{}, ReservationID: &stay.ID}), true, nil
	}
	yes := "Yes: the "
	if j.ProID == nil {
		yes = "A cleaning is booked, but no pro is assigned yet: the "
	} else if p := s.pro(*j.ProID); p != nil && has(toks, "who", "whos") {
		yes = p.Name + ": the "
	}
	return done(fmt.Sprintf("%s%s comes before %s's check-in (%s).", yes, s.describeJob(j), stay.GuestName, localTime(stay.CheckIn, a.Location())),
		steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}}), true, nil
}

// turnoverAfterNamedStay answers "anyone cleaning the carriage house after
// the nguyens leave?", "is anyone booked to clean the boat house after the
// hoffmans leave?": a question about the cleaning after one stay's
// check-out, whatever else its words ask (who is free, who is on a job).
func (s *session) turnoverAfterNamedStay(in request) (Reply, bool, error) {
	toks := tokenize(in.rawText)
	normalizeVerbs(toks)
	if !isQuestion(toks) && !has(toks, "anyone", "anybody", "someone") || !has(toks, "after") ||
		!(has(toks, "leave", "leaves", "leaving", "out", "checkout", "depart", "departs", "go", "gone")) ||
		!has(toks, "clean", "cleaning", "cleaned", "cleaner", "turnover", "turn") {
		return Reply{}, false, nil
	}
	if err := s.loadStays(); err != nil {
		return Reply{}, true, err
	}
	var names []string
	for _, r := range s.stays {
		names = append(names, r.GuestName)
	}
	var ids []int64
	for _, m := range matchPeople(tokenize(in.rawText), names) {
		if r := s.stays[m.index]; r.CheckOut.After(s.now) && r.Status != steward.ReservationCancelled &&
			(in.AddressID == 0 || r.AddressID == in.AddressID) && !slices.Contains(ids, r.ID) {
			ids = append(ids, r.ID)
		}
	}
	if len(ids) != 1 {
		return Reply{}, false, nil
	}
	q := in
	q.Candidates, q.Service = ids, steward.Cleaning
	return s.turnoverOfStay(q)
}

// jobsAheadOfStay is the stay id, when it has not begun, and the jobs at
// its property from the check-out of the stay before it there (or now)
// to its check-in: the work that readies the place for it. stay is nil
// when the stay is not found or has begun.
func (s *session) jobsAheadOfStay(id int64) (*steward.Reservation, []*steward.Job, error) {
	if err := s.loadStays(); err != nil {
		return nil, nil, err
	}
	var stay *steward.Reservation
	for _, r := range s.stays {
		if r.ID == id {
			stay = r
		}
	}
	if stay == nil || !stay.CheckIn.After(s.now) {
		return nil, nil, nil
	}
	from := s.now
	for _, r := range s.stays {
		if r.AddressID == stay.AddressID && r.ID != stay.ID && r.Status == steward.ReservationConfirmed &&
			!r.CheckOut.After(stay.CheckIn) && r.CheckOut.After(from) {
			from = r.CheckOut // (the work after the stay before it there)
		}
	}
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, steward.JobFilter{AddressID: &stay.AddressID, From: &from, To: &stay.CheckIn, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, nil, err
	}
	return stay, jobs, nil
}
