package assistant

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Resolving: the references of a request are found in the account — a
// property by nickname, street or city (match.go scores them), a job by
// property, day, time, service, pro or notes, or as the job the
// conversation is about ("it", "that"), a stay by guest or family name,
// property or date. One clear match is used; several are a question;
// none is said, and nothing is changed.

func (s *session) jobsByID(ids []int64) ([]*steward.Job, error) {
	var out []*steward.Job
	for _, id := range ids {
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		out = append(out, j)
	}
	return out, nil
}

// jobMatches reports whether a job fits what the message says about it.
func (s *session) jobMatches(j *steward.Job, in request) bool {
	if in.AddressID != 0 && j.AddressID != in.AddressID {
		return false
	}
	if in.Service != "" && j.ServiceType != in.Service {
		return false
	}
	if in.ProID != 0 && (j.ProID == nil || *j.ProID != in.ProID) {
		return false
	}
	if w := in.When; w != nil {
		local := j.ScheduledAt.In(s.loc(j.AddressID))
		if w.HasDate && (local.Year() != w.Year || local.Month() != w.Month || local.Day() != w.Day) {
			return false
		}
		if w.HasTime && !w.Soft && (local.Hour() != w.Hour || local.Minute() != w.Minute) {
			return false
		}
		if w.HasTime && w.Soft && in.oldPart && dayPartOf(local.Hour()) != dayPartOf(w.Hour) {
			return false // "9:30 in the morning instead of the afternoon": a job in the afternoon
		}
	}
	return true
}

// elsewhere finds the job one service of a change names by its own words
// when they fit no job at the property named once for the message but fit
// one job at another: "cancel the barn clean and the ac repair" cancels
// the AC repair at Unit 4B, not the barn's other repair. Nil when the
// words fit nothing or more than one job.
func (s *session) elsewhere(in request) (*steward.Job, error) {
	if !in.sharedPlace || in.AddressID == 0 || len(in.clauseWords) == 0 {
		return nil, nil
	}
	alt := in
	alt.AddressID, alt.noteWords = 0, in.clauseWords
	jobs, err := s.upcomingJobs(0, s.now)
	if err != nil {
		return nil, err
	}
	var there []*steward.Job
	for _, j := range jobs {
		if !j.Cancellable() || !s.jobMatches(j, alt) || noteScore(j, alt) == 0 {
			continue
		}
		if j.AddressID == in.AddressID {
			return nil, nil // the property's own job fits its words
		}
		there = append(there, j)
	}
	if len(there) != 1 {
		return nil, nil
	}
	return there[0], nil
}

// jobByStayEdge returns, of cands, the one in.byStay names: the last
// before its check-in, on that day or the day before (byStayIn), or the
// first at or after its check-out, that day; nil when none is.
func (s *session) jobByStayEdge(cands []*steward.Job, in request) *steward.Job {
	r := in.byStay
	var best *steward.Job
	for _, j := range cands {
		if j.AddressID != r.AddressID {
			continue
		}
		if in.byStayIn {
			if j.ScheduledAt.After(r.CheckIn) || r.CheckIn.Sub(j.ScheduledAt) > 36*time.Hour {
				continue
			}
			if best == nil || j.ScheduledAt.After(best.ScheduledAt) {
				best = j
			}
		} else {
			if j.ScheduledAt.Before(r.CheckOut) || j.ScheduledAt.Sub(r.CheckOut) > 24*time.Hour {
				continue
			}
			if best == nil || j.ScheduledAt.Before(best.ScheduledAt) {
				best = j
			}
		}
	}
	return best
}

// saysIt reports whether text names the job by "it" itself ("give it
// to catskill clean", "cancel it then"), not "it's" or "its".
func saysIt(text string) bool {
	for _, t := range tokenize(text) {
		if t.s == "it" && strings.EqualFold(strings.Trim(t.raw, `'"`), "it") {
			return true
		}
	}
	return false
}

// focusAsIt returns the job the conversation is about when the request
// calls it "it" and what else it says fits that job: "who's doing the
// mitchell hollow turnover?" → "give it to Catskill Clean" gives that
// cleaning (the pro's name saying "clean" names no other job). Nil when
// there is no such job, or the request names a place, or a service, day
// or time the job does not have.
func (s *session) focusAsIt(in request) (*steward.Job, error) {
	if s.focus == 0 || in.namedPlace || !saysIt(in.rawText) {
		return nil, nil
	}
	j, err := s.focusJob()
	if j == nil || err != nil {
		return nil, err
	}
	fit := in
	fit.ProID = 0 // the pro said may be the one to give it to
	if !j.Cancellable() || !s.jobMatches(j, fit) {
		return nil, nil
	}
	return j, nil
}

// refersToJob reports whether the request itself says which job it is
// about (a property named, a service, a day or time, a pro, a problem).
func (in request) refersToJob() bool {
	return in.namedPlace || in.Service != "" || in.When != nil || in.ProID != 0
}

// noteScore counts the words of in that j's notes hold ("the water
// heater"), a typo allowed in words of four letters or more.
func noteScore(j *steward.Job, in request) int {
	if j.Notes == nil {
		return 0
	}
	score := 0
	notes := words(*j.Notes)
	for _, w := range in.noteWords {
		found := false
		for _, n := range notes {
			if n == w || sameThing(n, w) || len(w) >= 4 && (similar(n, w) || singular(n) == singular(w) || sameStem(n, w)) {
				found = true
				break
			}
		}
		if found {
			score++
		}
	}
	return score
}

// tradeWordFits reports whether w, a trade's word, names the work j's
// notes say: "the snow job" is the one to plow the drive and shovel the
// stairs (thingWords).
func tradeWordFits(j *steward.Job, w string) bool {
	if j.Notes == nil {
		return false
	}
	lower := strings.ToLower(*j.Notes)
	for _, t := range thingWords[w] {
		if containsWord(lower, t) {
			return true
		}
	}
	return false
}

// preferJobs narrows several fitting jobs by the strongest evidence the
// message gives: the job the conversation is about, then the jobs whose
// notes share the message's distinctive words ("the AC repair", "the
// dishwasher"), then the conversation's subject (narrowBySubject). It returns cands unchanged when nothing narrows them.
func (s *session) preferJobs(cands []*steward.Job, in request) []*steward.Job {
	if len(cands) < 2 {
		return cands
	}
	for _, j := range cands {
		if j.ID == s.focus {
			return []*steward.Job{j}
		}
	}
	best, bestScore := []*steward.Job(nil), 0
	for _, j := range cands {
		score := noteScore(j, in)
		switch {
		case score > bestScore:
			best, bestScore = []*steward.Job{j}, score
		case score == bestScore && score > 0:
			best = append(best, j)
		}
	}
	if len(best) > 1 && saysTurnover(tokenize(in.rawText)) {
		// "the lindqvist turnover": the guests' name fits both the prep
		// before their stay and the cleaning after it ("Prep before the
		// Lindqvists", "Turnover after the Lindqvists"); the turnover is
		// the one after the check-out.
		var turns []*steward.Job
		for _, j := range best {
			if s.isTurnover(j) {
				turns = append(turns, j)
			}
		}
		if len(turns) > 0 {
			best = turns
		}
	} else if len(best) > 1 {
		// "the castellano prep clean": the cleaning before their arrival.
		if preps := s.prepJobs(best, in); len(preps) > 0 {
			best = preps
		}
	}
	if len(best) > 0 {
		return s.narrowBySubject(best, in)
	}
	if role := s.preferRole(cands, in); len(role) > 0 {
		return s.narrowBySubject(role, in)
	}
	if preps := s.prepJobs(cands, in); len(preps) > 0 {
		// "the prep at the cottage": the cleaning before an arrival.
		return s.narrowBySubject(preps, in)
	}
	if saysTurnover(tokenize(in.rawText)) {
		// "the driftwood turnover": the cleaning after a check-out.
		var turns []*steward.Job
		for _, j := range cands {
			if s.isTurnover(j) {
				turns = append(turns, j)
			}
		}
		if len(turns) > 0 {
			return s.narrowBySubject(s.atChangedEdge(turns), in)
		}
	}
	return s.narrowBySubject(s.atChangedEdge(cands), in)
}

// atChangedEdge narrows cands to the jobs at the edge of a stay an earlier
// part of the message changes: "the ferreiras want to get into the
// sandpiper at 1 on sat instead of 3. move tess's clean there to 8am" is
// the cleaning before the arrival that moved, not the one after they
// leave. The jobs on the day of the old check-in before it (or of the new
// one), or on the day of the old check-out from it on (or of the new
// one), whichever moved. cands as they are when none or all are there.
func (s *session) atChangedEdge(cands []*steward.Job) []*steward.Job {
	if len(cands) < 2 {
		return cands
	}
	if edge := s.stayEdgeJobs(cands); len(edge) > 0 {
		return edge
	}
	return cands
}

// stayEdgeJobs returns the jobs of cands at the edge of a stay an earlier
// part of the message changes (see atChangedEdge).
func (s *session) stayEdgeJobs(cands []*steward.Job) []*steward.Job {
	if len(s.plannedStay) == 0 {
		return nil
	}
	var edge []*steward.Job
	for _, j := range cands {
		loc := s.loc(j.AddressID)
		day := j.ScheduledAt.In(loc).Format("2006-01-02")
		on := func(t time.Time) bool { return t.In(loc).Format("2006-01-02") == day }
		for _, r := range s.stays {
			next := s.plannedStay[r.ID]
			if next == nil || r.AddressID != j.AddressID {
				continue
			}
			if !next.CheckIn.Equal(r.CheckIn) && (on(r.CheckIn) && j.ScheduledAt.Before(r.CheckIn) || on(next.CheckIn) && j.ScheduledAt.Before(next.CheckIn)) ||
				!next.CheckOut.Equal(r.CheckOut) && (on(r.CheckOut) && !j.ScheduledAt.Before(r.CheckOut) || on(next.CheckOut) && !j.ScheduledAt.Before(next.CheckOut)) {
				edge = append(edge, j)
				break
			}
		}
	}
	return edge
}

// onMovedEdge reports whether at is where the edge job j goes with the
// stay the message moves: on the new check-in's day before it when j was
// before the old check-in, on the new check-out's day after it when j was
// after the old check-out.
func (s *session) onMovedEdge(j *steward.Job, at time.Time) bool {
	loc := s.loc(j.AddressID)
	day := func(t time.Time) string { return t.In(loc).Format("2006-01-02") }
	for _, r := range s.stays {
		next := s.plannedStay[r.ID]
		if next == nil || r.AddressID != j.AddressID {
			continue
		}
		if !next.CheckIn.Equal(r.CheckIn) && day(j.ScheduledAt) == day(r.CheckIn) && j.ScheduledAt.Before(r.CheckIn) &&
			day(at) == day(next.CheckIn) && at.Before(next.CheckIn) {
			return true
		}
		if !next.CheckOut.Equal(r.CheckOut) && day(j.ScheduledAt) == day(r.CheckOut) && !j.ScheduledAt.Before(r.CheckOut) &&
			day(at) == day(next.CheckOut) && !at.Before(next.CheckOut) {
			return true
		}
	}
	return false
}

func saysTurnover(toks []token) bool {
	return has(toks, "turnover", "turnovers", "changeover", "changeovers", "turnaround")
}

// isTurnover reports whether j is a cleaning that follows a check-out at
// its property the same day.
func (s *session) isTurnover(j *steward.Job) bool {
	if j.ServiceType != steward.Cleaning || s.loadStays() != nil {
		return false
	}
	loc := s.loc(j.AddressID)
	day := j.ScheduledAt.In(loc).Format("2006-01-02")
	for _, r := range s.stays {
		if r.AddressID == j.AddressID && r.Status != steward.ReservationCancelled && !r.CheckOut.After(j.ScheduledAt) &&
			r.CheckOut.In(loc).Format("2006-01-02") == day {
			return true
		}
		if r.AddressID == j.AddressID && r.Status == steward.ReservationConfirmed && !j.ScheduledAt.Before(r.CheckIn) && j.ScheduledAt.Before(r.CheckOut) &&
			s.stayJustChanged(r.ID) {
			// "the gallaghers want to stay one more night", then "push
			// marguerite's turnover … to sat": the cleaning the longer
			// stay now covers was its turnover.
			return true
		}
	}
	return false
}

// stayJustChanged reports whether the reply before this message changed
// stay id (its dates, as "one more night" does).
func (s *session) stayJustChanged(id int64) bool {
	if len(s.past) == 0 {
		return false
	}
	for _, a := range s.past[len(s.past)-1].Actions {
		if a.Type == steward.ActionReservationUpdated && a.ReservationID != nil && *a.ReservationID == id {
			return true
		}
	}
	return false
}

// roleTopics are the words of a job's notes, or of its pro's name and
// email, that a trade names: "the plumber" is the visit about the leaky
// faucet, or the one Brennan Plumbing does.
var roleTopics = map[string][]string{
	"plumber":     {"plumb", "leak", "faucet", "drain", "toilet", "pipe", "sink", "shower", "water", "clog", "disposal", "tap"},
	"electrician": {"electric", "outlet", "power", "light", "breaker", "wiring", "switch", "fuse"},
	"locksmith":   {"lock", "key", "door"},
	"gardener":    {"garden", "yard", "lawn", "tree", "hedge", "landscap"},
	"landscaper":  {"garden", "yard", "lawn", "tree", "hedge", "landscap"},
	"painter":     {"paint", "wall"},
	// A handyman is named as one (Gus's "larsenhandyman" address), not
	// by the work: every repair is a handyman's.
	"handyman": {"handyman", "handy"},
	"cleaner":  {"clean", "maid", "housekeep"},
}

// preferRole narrows several jobs named by a trade ("the plumber") to the
// ones whose notes or pro mention it; none when no job does, so the caller
// asks rather than guesses.
func (s *session) preferRole(cands []*steward.Job, in request) []*steward.Job {
	var topics []string
	for _, t := range tokenize(in.rawText) {
		topics = append(topics, roleTopics[strings.TrimSuffix(t.s, "s")]...)
	}
	if len(topics) == 0 {
		return nil
	}
	var out []*steward.Job
	for _, j := range cands {
		text := ""
		if j.Notes != nil {
			text = strings.ToLower(*j.Notes)
		}
		if j.ProID != nil {
			if p := s.pro(*j.ProID); p != nil {
				text += " " + strings.ToLower(p.Name+" "+p.Email)
			}
		}
		for _, w := range topics {
			if strings.Contains(text, w) {
				out = append(out, j)
				break
			}
		}
	}
	if len(out) > 1 {
		// "push the plumber to fri": the job of the pro who is the
		// plumber (Cape Cod Plumbing) beats one whose notes mention a pipe.
		var byPro []*steward.Job
		for _, j := range out {
			if p := s.pro(derefID(j.ProID)); p != nil {
				who := strings.ToLower(p.Name + " " + p.Email)
				if slices.ContainsFunc(topics, func(w string) bool { return strings.Contains(who, w) }) {
					byPro = append(byPro, j)
				}
			}
		}
		if len(byPro) > 0 {
			return byPro
		}
	}
	return out
}

// narrowJobs picks one of the offered jobs by what a follow-up says.
func (s *session) narrowJobs(jobs []*steward.Job, in request) (int64, bool) {
	if in.ordinal != 0 {
		ids := make([]int64, len(jobs))
		for i, j := range jobs {
			ids[i] = j.ID
		}
		return pick(ids, in.ordinal)
	}
	if len(jobs) == 1 && isAcceptance(in.rawText) {
		return jobs[0].ID, true // "Did you mean …?" → "yes"
	}
	// "the one before the Whitakers arrive" (beforeguestsone.go).
	if id, ok := s.jobBeforeGuests(jobs, in.rawText); ok {
		return id, true
	}
	// "the garage one": the one job whose notes the answer names.
	best, bestScore, tie := int64(0), 0, false
	for _, j := range jobs {
		switch sc := noteScore(j, in); {
		case sc > bestScore:
			best, bestScore, tie = j.ID, sc, false
		case sc == bestScore && sc > 0:
			tie = true
		}
	}
	if bestScore > 0 && !tie {
		return best, true
	}
	if in.AddressID == 0 && len(in.addrCandidates) > 1 {
		// "the one in whitefish": a city, or a word several properties
		// share, picks the one offered job at one of them.
		var at []int64
		for _, j := range jobs {
			if slices.Contains(in.addrCandidates, j.AddressID) && (in.Service == "" || in.Service == j.ServiceType) {
				at = append(at, j.ID)
			}
		}
		if len(at) == 1 {
			return at[0], true
		}
	}
	if in.AddressID == 0 && in.Service == "" && in.ProID == 0 && in.When == nil {
		return 0, false
	}
	var match []int64
	for _, j := range jobs {
		if s.jobMatches(j, in) {
			match = append(match, j.ID)
		}
	}
	if len(match) == 1 {
		return match[0], true
	}
	return 0, false
}

// pastQuestion reports a question about what was done: "did …",
// "… yesterday", "… last week".
func pastQuestion(in request) bool {
	toks := tokenize(in.rawText)
	return len(toks) > 0 && toks[0].s == "did" || has(toks, "yesterday") || hasPhrase(toks, "last week")
}

// verbAbout is findJob's verb for a question about a job.
const verbAbout = "tell you about"

// findJob resolves the one job a cancel or reschedule is about, or returns
// the reply to give: a question when several fit, a note when none does.
func (s *session) findJob(in request, verb string) (*steward.Job, *Reply, error) {
	if in.JobID != 0 {
		// A job named by id is that job or none: never a guess among the
		// upcoming ones.
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, in.JobID)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			text := fmt.Sprintf("I couldn't find job %d in your account, so nothing changed.", in.JobID)
			if verb == verbAbout {
				text = fmt.Sprintf("I couldn't find job %d in your account.", in.JobID)
			}
			r := done(text)
			return nil, &r, nil
		}
		return j, nil, err
	}
	if j, err := s.focusAsIt(in); j != nil || err != nil {
		return j, nil, err
	}
	if j, err := s.focusSwap(in); j != nil || err != nil { // "swap them for marisol" (focusswap.go)
		return j, nil, err
	}
	if s.focus != 0 && !in.refersToJob() {
		// "make it 2pm", "cancel it": the job the conversation is about.
		if j, err := s.focusJob(); err != nil {
			return nil, nil, err
		} else if j != nil {
			return j, nil, nil
		}
	}
	if j, err := s.elsewhere(in); j != nil || err != nil {
		return j, nil, err
	}
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return nil, nil, err
	}
	// Only jobs not started yet are candidates: the ones a cancel can
	// cancel, and the ones people mean when they move "a job". A period
	// the words name ("the yurt clean next week") holds them.
	var start, end time.Time
	if toks := tokenize(in.rawText); (in.When == nil || !in.When.HasDate) && !weekIsTarget(toks) && (hasPhrase(toks, "this week") || hasPhrase(toks, "next week") ||
		hasPhrase(toks, "this weekend") || hasPhrase(toks, "next weekend") || hasPhrase(toks, "next month")) {
		start, end, _ = s.period(in, s.loc(in.AddressID), "")
	}
	var cands []*steward.Job
	for _, j := range jobs {
		if s.cancelling[j.ID] {
			continue // cancelled by a part before: "cancel the pool heater job … and move the hot tub one"
		}
		if in.AddressID == 0 && len(in.addrCandidates) > 1 && !slices.Contains(in.addrCandidates, j.AddressID) {
			continue // "the venice turnover", two places in Venice: a job at one of them
		}
		if j.Cancellable() && s.jobMatches(j, in) && (start.IsZero() || !j.ScheduledAt.Before(start) && j.ScheduledAt.Before(end)) {
			cands = append(cands, j)
		}
	}
	if len(cands) == 0 {
		cands = s.jobsNamedByWork(jobs, in, verb) // "who's coming to look at the roof on Friday", an inspection (lookquestion.go)
	}
	if len(cands) == 0 && in.Shift != 0 && in.When != nil && in.When.HasDate && in.When.HasTime && !in.When.Soft {
		// "put the maintenance … on the 11.3. one hour earlier? Herr Huber
		// wants to begin at 9": the hour said is where the shift lands,
		// not the job's own; the one job that day the shift brings there.
		day := *in.When
		day.HasTime = false
		loose := in
		loose.When = &day
		var landed []*steward.Job
		for _, j := range jobs {
			if s.cancelling[j.ID] || !j.Cancellable() || !s.jobMatches(j, loose) {
				continue
			}
			if at := j.ScheduledAt.Add(in.Shift).In(s.loc(j.AddressID)); at.Hour() == in.When.Hour && at.Minute() == in.When.Minute {
				landed = append(landed, j)
			}
		}
		if len(landed) == 1 {
			cands = landed
		}
	}
	if verb != verbAbout && (len(cands) == 0 || in.SetStatus == steward.StatusCompleted) {
		// A job under way is the one "mark it done" means; for anything
		// else it is found only when no job still to come fits, so the
		// reply can say why it can't be changed.
		var started []*steward.Job
		for _, j := range jobs {
			if j.Status == steward.StatusInProgress && s.jobMatches(j, in) {
				started = append(started, j)
			}
		}
		if len(started) == 0 {
			past, err := s.jobsBetween(in.AddressID, s.now.AddDate(0, 0, -2), s.now)
			if err != nil {
				return nil, nil, err
			}
			for _, j := range past {
				if j.Status == steward.StatusInProgress && s.jobMatches(j, in) {
					started = append(started, j)
				}
			}
		}
		if len(started) > 0 && len(cands) > 0 && contentWords(in.noteWords) > 0 {
			// "mark the smoke detector job done": a job still to come
			// that the words name beats one under way that they do not.
			named := func(js []*steward.Job) bool {
				for _, j := range js {
					if noteScore(j, in) > 0 {
						return true
					}
				}
				return false
			}
			if named(cands) && !named(started) {
				started = nil
			}
		}
		if len(started) > 0 {
			cands = started
		}
	}
	if verb == verbAbout && pastQuestion(in) {
		// "did jordan clean villa 7 last week", "was the boathouse
		// restocked yesterday": the latest job of the last month that
		// fits (its notes too, when the question names some: "did the
		// shower get fixed" is not the screen door), before any still
		// to come. A question writes nothing,
		// so the latest is named rather than asked about.
		past, err := s.jobsBetween(in.AddressID, s.now.AddDate(0, -1, 0), s.now)
		if err != nil {
			return nil, nil, err
		}
		for i := len(past) - 1; i >= 0; i-- {
			if j := past[i]; j.Status != steward.StatusCancelled && s.jobMatches(j, in) && (len(in.noteWords) == 0 || noteScore(j, in) > 0) {
				return j, nil, nil
			}
		}
	}
	if verb == verbAbout && (len(cands) == 0 || len(in.noteWords) > 0) {
		// A question may be about a job under way or done: "what's the
		// status of the ocean ave cleaning", "did the water heater get
		// done". The last month's jobs that are not cancelled: all that
		// fit when no upcoming one does, else those its notes name.
		past, err := s.jobsBetween(in.AddressID, s.now.AddDate(0, -1, 0), s.now)
		if err != nil {
			return nil, nil, err
		}
		none := len(cands) == 0
		for i := len(past) - 1; i >= 0; i-- {
			if j := past[i]; j.Status != steward.StatusCancelled && s.jobMatches(j, in) && (none || noteScore(j, in) > 0) &&
				!slices.ContainsFunc(cands, func(c *steward.Job) bool { return c.ID == j.ID }) {
				cands = append(cands, j)
			}
		}
	}
	if in.byStay != nil && len(cands) > 1 {
		if j := s.jobByStayEdge(cands, in); j != nil {
			return j, nil, nil
		}
		what, edge := "job", "after the check-out of"
		if in.Service != "" {
			what = string(in.Service)
		}
		if in.byStayIn {
			edge = "before the check-in of"
		}
		r, err := ask(in, "job", fmt.Sprintf("Which %s should I %s? None is right %s %s's stay. Tell me its day. Nothing has changed yet.",
			what, verb, edge, in.byStay.GuestName))
		return nil, &r, err
	}
	if verb != verbAbout && (len(cands) > 0 || in.When != nil && in.When.HasDate) {
		// "can nate do the garage door on wed instead": the words name
		// one job (Garage door sticks, on Tuesday) and the other slots
		// another (Wednesday's drain repair). Asked, never a guess.
		if named := s.namedByNotes(jobs, cands, in); named != nil {
			if len(cands) == 0 && in.Kind == kindEdit && in.ProID != 0 && named.ProID != nil && *named.ProID == in.ProID &&
				in.namedPlace && named.AddressID == in.AddressID && in.When != nil && in.When.HasDate && !servicesNamed(tokenize(in.rawText)) &&
				sameLocalDay(named.ScheduledAt, time.Date(in.When.Year, in.When.Month, in.When.Day, 12, 0, 0, 0, s.loc(named.AddressID)), s.loc(named.AddressID)) {
				// "Mr. Dillard's look at the deck railings at Laurel Lodge on
				// Tuesday ought to be at nine": his job there that day, its
				// notes' words said, and no service named (a "look at" is no
				// maintenance of its own): that job.
				return named, nil, nil
			}
			if len(cands) == 0 && in.namedPlace && named.AddressID == in.AddressID && in.When != nil && in.When.plainWeekday && !in.When.HasTime {
				// "kill the Moab hot tub job thurs" with the hot tub job on
				// next week's Thursday and none this one: a weekday said
				// alone is the next that has the job its words name (within
				// two weeks).
				loc := s.loc(named.AddressID)
				said := time.Date(in.When.Year, in.When.Month, in.When.Day, 12, 0, 0, 0, loc)
				if at := named.ScheduledAt.In(loc); at.Weekday() == said.Weekday() && at.After(said) && at.Sub(said) < 14*24*time.Hour {
					return named, nil, nil
				}
			}
			in.Candidates = []int64{named.ID}
			lines := []string{"1) " + s.describeJob(named) + " — “" + *named.Notes + "”"}
			for i, j := range cands {
				if i == maxListed-1 {
					break
				}
				in.Candidates = append(in.Candidates, j.ID)
				lines = append(lines, fmt.Sprintf("%d) %s", i+2, s.describeJob(j)))
			}
			q := fmt.Sprintf("Which job should I %s? Your words fit one and the day or details another:\n%s", verb, strings.Join(lines, "\n"))
			if len(lines) == 1 {
				// "can tomas look at the shower drain on monday instead":
				// no job that day; the words name one on another day.
				q = fmt.Sprintf("Do you mean the %s — “%s”? Nothing has changed yet.", s.describeJob(named), *named.Notes)
			}
			r, err := ask(in, "job", q)
			return nil, &r, err
		}
	}
	if w := unknownWord(in); w != "" && verb != verbAbout && in.ProID == 0 && in.Service == "" && !in.namedPlace && len(in.proCandidates) == 0 {
		// "we don't need gus on tuesday anymore", with no Gus: a job
		// named by a word that fits none of them is not the day's job.
		fits := false
		for _, j := range cands {
			fits = fits || noteScore(j, in) > 0 || tradeWordFits(j, w)
		}
		if !fits && in.SetNotes != "" && !slices.ContainsFunc(in.noteWords, func(w string) bool {
			return !fillerWords[w] && isLetters(w) && len(w) >= 3 && !slices.Contains([]string{"note", "notes", "add", "put", "leave", "append", "pls", "please", "plz", "can", "you"}, w)
		}) {
			// "pls note the castillos have a dog": a note, and no job
			// named for it. Asked, never put on a job guessed.
			r, err := ask(in, "job", fmt.Sprintf("Which job should I add the note “%s” to? Tell me its property and day, or its pro. Nothing has changed yet.", in.SetNotes))
			return nil, &r, err
		}
		if !fits {
			r := done(fmt.Sprintf("I couldn't tell which job “%s” is: no pro, property or job of yours goes by that name, so nothing changed.", w))
			return nil, &r, nil
		}
	}
	if w := jobNamedBy(in); w != "" && verb != verbAbout && len(cands) > 0 {
		// "… and his pool job at 6900 A1A → mon", his one job there being
		// for the AC: a job named by a thing none of them is for is not
		// guessed.
		fits := false
		for _, j := range cands {
			fits = fits || noteScore(j, request{noteWords: []string{w}}) > 0 || tradeWordFits(j, w)
		}
		if !fits {
			r := done(fmt.Sprintf("I couldn't find a “%s” job that fits, so nothing changed.", w))
			return nil, &r, nil
		}
	}
	if w := thingJobNamed(in); w != "" && verb != verbAbout && len(cands) > 0 && !slices.ContainsFunc(cands, func(j *steward.Job) bool {
		return j.Notes == nil || strings.TrimSpace(*j.Notes) == ""
	}) {
		// "move the shower repair in stowe to 9:30", its one repair there
		// being for the sauna heater: every job says what it is for, and
		// none is for that thing; not guessed.
		fits := false
		for _, j := range cands {
			fits = fits || noteScore(j, request{noteWords: []string{w}}) > 0 || tradeWordFits(j, w)
		}
		if !fits {
			r := done(fmt.Sprintf("I couldn't find a %s %s that fits, so nothing changed. Tell me which job you mean.", w, thingJobNoun(in, w)))
			return nil, &r, nil
		}
	}
	if fit, named := s.pestJobs(cands, in); named && verb != verbAbout {
		// "CXL pest @ King St": the pest-control visit, never another
		// maintenance there (shorthandpest.go).
		if len(fit) == 0 && len(cands) > 0 {
			r := done("I couldn't find a pest-control job that fits, so nothing changed. Tell me which job you mean.")
			return nil, &r, nil
		}
		cands = fit
	}
	cands = s.preferJobs(cands, in)
	cands = s.sameDayMove(cands, in, verb) // "bump her Henderson turnover to 11:30" said of tomorrow: tomorrow's (samedaymove.go)
	if p := s.pro(in.forPro); p != nil && len(cands) > 1 {
		var does []*steward.Job
		for _, j := range cands {
			if p.Offers(j.ServiceType) {
				does = append(does, j)
			}
		}
		if len(does) > 0 {
			cands = does
		}
	}
	what := "job"
	if in.Service != "" {
		what = string(in.Service)
	}
	switch len(cands) {
	case 0:
		where := ""
		if a := s.byAddr[in.AddressID]; a != nil {
			where = " at " + a.Name()
		}
		if verb == "cancel" {
			if j, err := s.cancelledMatch(in); err != nil {
				return nil, nil, err
			} else if j != nil {
				// "cancel the elm st inspection" when it was cancelled
				// before: say so, rather than that there is none.
				r := done(fmt.Sprintf("The %s is already cancelled, so nothing changed.", s.describeJob(j)))
				return nil, &r, nil
			}
		}
		r := done(fmt.Sprintf("I couldn't find an upcoming %s%s matching that, so nothing changed.", what, where))
		return nil, &r, nil
	case 1:
		return cands[0], nil, nil
	}
	in.Candidates = nil
	var lines []string
	for i, j := range cands {
		// Every one that fits stays a candidate, listed or not: the
		// answer ("the main st clean tmrw") is read against them all.
		in.Candidates = append(in.Candidates, j.ID)
		if i < maxListed {
			lines = append(lines, fmt.Sprintf("%d) %s", i+1, s.describeJob(j)))
		}
	}
	if len(cands) > maxListed {
		lines = append(lines, fmt.Sprintf("…and %d more: tell me which by its property, day or pro.", len(cands)-maxListed))
	}
	r, err := ask(in, "job", fmt.Sprintf("Which %s should I %s? There are %d:\n%s", what, verb, len(cands), strings.Join(lines, "\n")))
	return nil, &r, err
}

// namedByNotes returns the one upcoming job among jobs whose notes hold
// two or more of the request's words, when none of cands (the jobs its
// other slots fit) shares any of them; nil otherwise.
func (s *session) namedByNotes(jobs, cands []*steward.Job, in request) *steward.Job {
	if in.SetNotes != "" {
		// "add a note to mrs. whitaker's restocking … asking her to bring
		// a case of bottled water": the note's words are what is to be
		// written, never the name of another job ("water is only
		// lukewarm").
		note := map[string]bool{}
		for _, w := range words(in.SetNotes) {
			note[w] = true
		}
		in.noteWords = slices.DeleteFunc(slices.Clone(in.noteWords), func(w string) bool { return note[w] })
	}
	named := notesNamed(jobs, cands, in)
	if named != nil && len(cands) > 0 {
		// "cancel the agate bay turnover on the 15th. the warners are my
		// sister's family", "… the beckers found the thermostat was set
		// to off": guests who open a sentence of their own, what they are
		// or did, name no job, though a job's notes mention them ("Prep
		// before the Warners").
		if subj := s.guestSubjects(tokenize(in.rawText)); len(subj) > 0 {
			other := in
			other.noteWords = slices.DeleteFunc(slices.Clone(in.noteWords), func(w string) bool { return subj[w] })
			if len(other.noteWords) < len(in.noteWords) {
				in = other
				named = notesNamed(jobs, cands, in)
			}
		}
	}
	if named == nil || in.Service == "" || named.ServiceType == in.Service || !servicesNamed(tokenize(in.rawText)) {
		return named
	}
	// "put marguerite on the big moose turnover monday, … the vanderzees
	// are 8 ppl": guests named for their stay name no job of another
	// service than the one said, though its notes mention them ("Plow …
	// before the Vanderzees arrive"); its other words still may.
	if err := s.loadStays(); err != nil {
		return named
	}
	guest := map[string]bool{}
	for _, r := range s.stays {
		for _, w := range words(r.GuestName) {
			guest[w] = true
		}
	}
	other := in
	other.noteWords = slices.DeleteFunc(slices.Clone(in.noteWords), func(w string) bool {
		// ("assign the pre-arrival clean … to luis": when a job is done,
		// said of the service named, is no name of a job of another —
		// the "Pre-arrival inspection".)
		return guest[w] || guest[strings.TrimSuffix(w, "s")] || guest[strings.TrimSuffix(w, "es")] || serviceTiming[w]
	})
	if len(other.noteWords) == len(in.noteWords) {
		return named
	}
	return notesNamed(jobs, cands, other)
}

// notesNamed is namedByNotes by the words alone.
func notesNamed(jobs, cands []*steward.Job, in request) *steward.Job {
	for _, j := range cands {
		if noteScore(j, in) > 0 {
			return nil
		}
	}
	// A word of the notes of one job alone ("the dishwasher") names it
	// as surely as two words shared with several.
	only := func(j *steward.Job) bool {
		for _, w := range in.noteWords {
			one := request{noteWords: []string{w}}
			if noteScore(j, one) == 0 || genericWords[w] {
				continue
			}
			n := 0
			for _, o := range jobs {
				if o.Cancellable() && noteScore(o, one) > 0 {
					n++
				}
			}
			if n == 1 {
				return true
			}
		}
		return false
	}
	var named *steward.Job
	for _, j := range jobs {
		if !j.Cancellable() || noteScore(j, in) < 2 && !only(j) || slices.ContainsFunc(cands, func(c *steward.Job) bool { return c.ID == j.ID }) {
			continue
		}
		if named != nil {
			return nil
		}
		named = j
	}
	return named
}

// needAddress resolves the property of a request, or returns the question
// to ask. With a single property there is nothing to ask.
func (s *session) needAddress(in request, what string) (*steward.Address, *Reply, error) {
	if a := s.byAddr[in.AddressID]; a != nil {
		return a, nil, nil
	}
	if len(s.addrs) == 0 {
		r := done("You don't have any properties yet. Add one first (POST /api/v1/addresses), then ask me again.")
		return nil, &r, nil
	}
	if len(s.addrs) == 1 && in.unknownPlace == "" {
		return s.addrs[0], nil, nil
	}
	if len(in.addrCandidates) == 0 && in.unknownPlace == "" && !in.namedPlace {
		if a := s.byAddr[s.about().place]; a != nil {
			// "whats on at the barn this week?" then "book a clean
			// tuesday at 10": the property the conversation is about;
			// the reply names it.
			return a, nil, nil
		}
	}
	var q string
	ids := in.addrCandidates
	switch {
	case len(ids) > 1:
		var names []string
		for _, id := range ids {
			names = append(names, s.byAddr[id].Name())
		}
		q = "Which property do you mean: " + orList(names) + "?"
	case in.unknownPlace != "":
		q = "I couldn't find a property called “" + in.unknownPlace + "”. Your properties are " + s.propertyNames() + ". Which one should I use for " + what + "?"
		ids = nil
	default:
		q = "Which property is " + what + " for? You have " + s.propertyNames() + "."
		for _, a := range s.addrs {
			ids = append(ids, a.ID) // in order, so "the 2nd one" answers
		}
	}
	in.Candidates = ids
	in.AddressID = 0
	r, err := ask(in, "property", q)
	return nil, &r, err
}

func (s *session) propertyNames() string {
	var names []string
	for _, a := range s.addrs {
		names = append(names, a.Name())
	}
	return andList(names)
}

// needPro checks the pro a request names: it must be active and offer the
// service. It returns the question to ask otherwise.
func (s *session) needPro(in request, service steward.ServiceType) (*steward.Pro, *Reply, error) {
	if len(in.proCandidates) > 1 && in.ProID == 0 {
		var names []string
		for _, id := range in.proCandidates {
			names = append(names, s.pro(id).Name)
		}
		r, err := ask(in, "pro", "Which pro do you mean: "+orList(names)+"?")
		return nil, &r, err
	}
	if in.ProID == 0 {
		return nil, nil, nil
	}
	p := s.pro(in.ProID)
	if p == nil {
		return nil, nil, nil
	}
	var problem string
	switch {
	case !p.Active:
		problem = p.Name + " is inactive, so I can't assign them."
	case !p.Offers(service):
		problem = p.Name + " doesn't do " + string(service) + "."
	default:
		return p, nil, nil
	}
	var others []string
	for _, o := range s.pros {
		if o.Active && o.Offers(service) {
			others = append(others, o.Name)
		}
	}
	q := problem + " Should I schedule it without a pro"
	if len(others) > 0 {
		q += ", or with " + orList(others)
	}
	q += "?"
	in.ProID = 0
	r, err := ask(in, "pro", q)
	return nil, &r, err
}

// stayMatches reports whether a stay fits what the message says about it:
// its guest, property or check-out date.
func (s *session) stayMatches(r *steward.Reservation, in request) bool {
	if len(in.Candidates) > 0 {
		found := false
		for _, id := range in.Candidates {
			found = found || id == r.ID
		}
		if !found {
			return false
		}
	}
	if in.AddressID != 0 && r.AddressID != in.AddressID {
		return false
	}
	if in.When != nil && in.When.HasDate {
		co := r.CheckOut.In(s.byAddr[r.AddressID].Location())
		if co.Year() != in.When.Year || co.Month() != in.When.Month || co.Day() != in.When.Day {
			return false
		}
	}
	return true
}

// narrowStays picks one of the offered stays by what a follow-up says.
func (s *session) narrowStays(ids []int64, in request) (int64, bool) {
	if id, ok := pick(ids, in.ordinal); ok {
		return id, true
	}
	var match []int64
	for _, r := range s.stays {
		for _, id := range ids {
			if r.ID == id && s.stayMatches(r, request{AddressID: in.AddressID, When: in.When, Candidates: in.Candidates}) {
				match = append(match, id)
			}
		}
	}
	if len(match) == 1 {
		return match[0], true
	}
	return 0, false
}

// fillerWords carry no reference to a job.
var fillerWords = map[string]bool{"don't": true, "dont": true, "anymore": true, "pls": true, "plz": true, "please": true, "thanks": true,
	"thank": true, "ok": true, "okay": true, "hey": true, "hi": true, "actually": true, "instead": true, "just": true, "also": true,
	"still": true, "really": true, "guys": true, "any": true, "more": true, "longer": true, "cancel": true, "need": true, "needed": true,
	"want": true, "won't": true, "wont": true, "going": true, "happen": true, "happening": true, "sorry": true, "asap": true,
	"kindly": true, "simply": true, "quickly": true} // ("kindly note that …": politeness, never a name)

// unknownWord returns the first word of in that could name a job's person
// or thing but names nothing the engine knows ("gus"), "" when none.
// jobNamedBy is the word right before "job" or "visit" that names the
// job by its thing, after a pro's possessive ("his pool job"), "" when
// there is none.
func jobNamedBy(in request) string {
	toks := tokenize(in.rawText)
	for i := 1; i < len(toks); i++ {
		if toks[i].s != "job" && toks[i].s != "visit" {
			continue
		}
		w := toks[i-1].s
		if i < 2 || !slices.Contains([]string{"his", "her", "their"}, toks[i-2].s) && !strings.HasSuffix(toks[i-2].raw, "'s") {
			return "" // ("the pool company's visit": a pro named, "the pilot light job" two words)
		}
		if _, _, svc := serviceOf(toks[i-1 : i]); svc || fillerWords[w] || stopWords[w] || commonWords[w] || !isLetters(w) || len(w) < 4 ||
			!slices.Contains(in.noteWords, w) {
			return ""
		}
		return w
	}
	return ""
}

// thingJobNamed is the thing word of "the <thing> repair/fix/job/visit"
// that names a job by what it is for ("the shower repair"), "" when the
// words name none that way.
func thingJobNamed(in request) string {
	toks := tokenize(in.rawText)
	for i := 2; i < len(toks); i++ {
		if !slices.Contains([]string{"repair", "fix", "job", "visit"}, toks[i].s) || toks[i-2].s != "the" {
			continue
		}
		w := toks[i-1].s
		if _, _, svc := serviceOf(toks[i-1 : i]); svc || fillerWords[w] || stopWords[w] || commonWords[w] || !isLetters(w) || len(w) < 4 ||
			!slices.Contains(in.noteWords, w) {
			return ""
		}
		return w
	}
	return ""
}

// thingJobNoun is the noun after w in in's words ("repair" of "the shower
// repair").
func thingJobNoun(in request, w string) string {
	toks := tokenize(in.rawText)
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s == w {
			return toks[i+1].s
		}
	}
	return "job"
}

func unknownWord(in request) string {
	for _, w := range in.noteWords {
		if !fillerWords[w] && isLetters(w) && len(w) >= 3 {
			return w
		}
	}
	return ""
}

// singular is a note word's singular: "batteries" and "battery" are one
// word when a host names a job by its notes.
// sameStem reports whether a and b are one word in two forms: "slider"
// and "sliding", "leaking" and "leaks".
func sameStem(a, b string) bool {
	stem := func(w string) string {
		for _, suf := range []string{"ings", "ing", "ers", "er", "ed", "s"} {
			if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 4 {
				return w[:len(w)-len(suf)]
			}
		}
		return w
	}
	sa, sb := stem(a), stem(b)
	return len(sa) >= 4 && sa == sb
}

func singular(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
		return w[:len(w)-1]
	}
	return w
}

// cancelledMatch returns the one job still to come, already cancelled,
// that fits in; nil when none or several do.
func (s *session) cancelledMatch(in request) (*steward.Job, error) {
	return s.cancelledSince(in, s.now)
}

// cancelledSince returns the one cancelled job at or after from that fits
// in; nil when none or several do.
func (s *session) cancelledSince(in request, from time.Time) (*steward.Job, error) {
	f := steward.JobFilter{From: &from, Statuses: []steward.JobStatus{steward.StatusCancelled}, Limit: steward.MaxJobLimit}
	if in.AddressID != 0 {
		f.AddressID = &in.AddressID
	}
	jobs, _, err := s.e.Jobs.FindJobs(s.ctx, s.acct, f)
	if err != nil {
		return nil, err
	}
	var match *steward.Job
	for _, j := range jobs {
		if s.jobMatches(j, in) {
			if match != nil {
				return nil, nil
			}
			match = j
		}
	}
	return match, nil
}

// weekIsTarget reports whether "next week" is where a job goes ("move to
// next week same day and time"), not the period that holds it.
func weekIsTarget(toks []token) bool {
	return hasPhrase(toks, "to next week") || hasPhrase(toks, "till next week") || hasPhrase(toks, "until next week") ||
		hasPhrase(toks, "next week same") ||
		// "travis is on vacation next week, move his adobe job to the
		// week after": a week after its own day.
		hasPhrase(toks, "to the week after") || hasPhrase(toks, "a week later") || hasPhrase(toks, "to the following week")
}

// serviceTiming are words that say when a job is done in a stay's cycle
// ("pre-arrival clean", "post-checkout inspection", "mid-stay refresh"):
// of the service they qualify, never a job's own name.
var serviceTiming = map[string]bool{"pre": true, "arrival": true, "prearrival": true, "pre-arrival": true, "post": true,
	"checkout": true, "check-out": true, "departure": true, "mid": true, "stay": true, "midstay": true, "mid-stay": true}

// guestVerbs follow guests who are the subject of a sentence: "the
// warners are my sister's family", "the beckers found …".
var guestVerbs = map[string]bool{"are": true, "is": true, "were": true, "was": true, "found": true, "said": true, "say": true, "says": true,
	"have": true, "had": true, "will": true, "can": true, "cant": true, "told": true, "asked": true, "called": true, "texted": true,
	"decided": true, "want": true, "wants": true, "wanted": true}

// guestSubjects are the words of guests' names said only as the subject
// opening a sentence ("The Warners are …"), never elsewhere in toks.
func (s *session) guestSubjects(toks []token) map[string]bool {
	var subj map[string]bool
	for i, t := range toks {
		if i+1 >= len(toks) || !guestVerbs[toks[i+1].s] || !isLetters(t.s) {
			continue
		}
		k := i
		if k > 0 && toks[k-1].s == "the" {
			k--
		}
		if k > 0 && !toks[k-1].stop {
			continue
		}
		if subj == nil {
			subj = map[string]bool{}
		}
		subj[t.s] = true
	}
	if len(subj) == 0 || s.loadStays() != nil {
		return nil
	}
	guest := map[string]bool{}
	for _, r := range s.stays {
		for _, w := range words(r.GuestName) {
			guest[w] = true
		}
	}
	for w := range subj {
		if !(guest[w] || guest[strings.TrimSuffix(w, "s")] || guest[strings.TrimSuffix(w, "es")]) {
			delete(subj, w)
			continue
		}
		n := 0
		for _, t := range toks {
			if t.s == w {
				n++
			}
		}
		if n > 1 {
			delete(subj, w) // said again elsewhere: it may name the job
		}
	}
	return subj
}

// focusJob is the job the conversation is about (s.focus), nil when there
// is none or it is gone.
func (s *session) focusJob() (*steward.Job, error) {
	if s.focus == 0 {
		return nil, nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, s.focus)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, nil
	}
	return j, err
}
