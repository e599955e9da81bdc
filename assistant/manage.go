package assistant

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// maxListed is how many jobs or stays a reply lists.
const maxListed = 10

// upcomingJobs returns the account's jobs scheduled from from on, at one
// address or all, that are not finished.
func (s *session) upcomingJobs(addressID int64, from time.Time) ([]*steward.Job, error) {
	f := steward.JobFilter{From: &from, Limit: steward.MaxJobLimit}
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
		for _, j := range jobs {
			if !j.Status.Final() {
				out = append(out, j)
			}
		}
		if f.Offset+len(jobs) >= total || len(jobs) == 0 {
			break
		}
	}
	return out, nil
}

// cancel cancels one upcoming job.
func (s *session) cancel(in request) (step, error) {
	if in.all {
		if in.AddressID == 0 && (in.unknownPlace != "" || len(in.addrCandidates) > 1) {
			// "cancel everything at the yeti lodge": a place that is none
			// of the account's (or several), never every property's jobs.
			_, q, err := s.needAddress(in, "the cancellation")
			if q != nil || err != nil {
				return replied(deref(q), err)
			}
		}
		return s.cancelAll(in)
	}
	j, q, err := s.findJob(in, "cancel")
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	s.cancelling[j.ID] = true
	desc := s.describeJobNoStatus(j)
	st, err := planned(change{op: opCancelJob, job: j, say: func(written) string { return "Cancelled the " + desc + "." }})
	st.job = j
	return st, err
}

// reinstate brings back a job cancelled by mistake (the domain's
// cancelled → pending; see steward.Job.Reinstatable): the job the request
// names by id, or the one cancelled job still to come that fits its words
// ("uncancel the restock at the chalet"). One it cannot bring back is
// said, with why; nothing else changes.
func (s *session) reinstate(in request) (step, error) {
	var j *steward.Job
	if in.JobID != 0 {
		var q *Reply
		var err error
		if j, q, err = s.findJob(in, "restore"); q != nil || err != nil {
			return replied(deref(q), err)
		}
	} else {
		var err error
		if j, err = s.cancelledMatch(in); err != nil {
			return step{}, err
		} else if j == nil {
			return step{reply: done("I couldn't tell which cancelled job to bring back: none still to come fits, or several do. Tell me its property and day (or its job number); nothing has changed.")}, nil
		}
	}
	desc := s.describeJobNoStatus(j)
	switch {
	case j.Status != steward.StatusCancelled:
		return step{reply: done(fmt.Sprintf("The %s isn't cancelled; nothing to bring back.", desc)), job: j}, nil
	case !j.Reinstatable(s.now):
		return step{reply: done(fmt.Sprintf("I can't bring back the %s: it has started, failed or its time has passed. Tell me when to book it again.", desc)), job: j}, nil
	}
	// Back as it was: confirmed when it was cancelled confirmed.
	h, err := s.e.Jobs.FindJobHistory(s.ctx, s.acct, j.ID)
	if err != nil {
		return step{}, err
	}
	back := steward.StatusBeforeCancel(h)
	st, err := planned(change{op: opUpdateJob, job: j, update: steward.JobUpdate{Status: &back},
		say: func(written) string { return "Restored the " + desc + ": it is " + statusWord(back) + " again." }})
	st.job = j
	return st, err
}

// cancelAll cancels every upcoming job that fits ("cancel all the jobs at
// the loft", "everything at the cabin this week", "both Saturday
// cleanings"), each a change of the one message.
func (s *session) cancelAll(in request) (step, error) {
	toks := tokenize(in.rawText)
	var from, to time.Time
	if hasPhrase(toks, "this week") || hasPhrase(toks, "next week") || has(toks, "month", "weekend") {
		from, to, _ = s.writePeriod(in, s.loc(in.AddressID), "")
	}
	ref, kept := in, func(*steward.Job) bool { return false }
	if k, n := exceptAt(toks); k >= 0 {
		// "cancel everything at smoky this wk except the TO": what the
		// words before "except" name, less the jobs named after it.
		head, tail := toks[:k], toks[k+n:]
		ref.Service, _, _ = serviceOf(head)
		ref.ProID = 0
		var names []string
		for _, p := range s.pros {
			names = append(names, p.Name)
		}
		for _, m := range matchPeople(head, names) {
			ref.ProID = s.pros[m.index].ID
		}
		if pm := matchProperties(head, s.addrs); len(pm) == 1 {
			ref.AddressID = pm[0].addr.ID
		} else if len(matchProperties(tail, s.addrs)) > 0 {
			ref.AddressID = 0 // "… except the loft one": the loft is kept, not the place
		}
		kept = s.namedIn(tail, names)
	}
	if hasPhrase(toks, "before the weekend") || hasPhrase(toks, "before this weekend") {
		// "cancel whatever they have before the weekend": from now to
		// Saturday.
		loc := s.loc(in.AddressID)
		local := s.now.In(loc)
		days := (int(time.Saturday) - int(local.Weekday()) + 7) % 7
		from, to = s.now, time.Date(local.Year(), local.Month(), local.Day()+days, 0, 0, 0, 0, loc)
	}
	// "ray and walt are both out sick, cancel whatever they have": the
	// jobs of each pro named.
	refs := []request{ref}
	bothPros := len(in.proCandidates) >= 2 && ref.ProID == in.ProID
	if bothPros {
		refs = nil
		for _, id := range in.proCandidates {
			r := ref
			r.ProID, r.proCandidates = id, []int64{id}
			refs = append(refs, r)
		}
	}
	if len(in.dates) > 1 && !slices.ContainsFunc(in.dates, func(d When) bool { return !d.HasDate }) {
		// "cancel the farmhouse cleans fri and sun": the jobs of each day
		// named, not the first day's alone.
		var byDay []request
		for _, r := range refs {
			for _, d := range in.dates {
				r.When = &d
				byDay = append(byDay, r)
			}
		}
		refs = byDay
	}
	matches := func(j *steward.Job) bool {
		for _, r := range refs {
			if s.jobMatches(j, r) {
				return true
			}
		}
		return false
	}
	if len(in.Candidates) > 0 {
		// "Which job should I cancel? There are 2: …" → "both": the
		// jobs the question listed, and only those.
		matches = func(j *steward.Job) bool { return containsID(in.Candidates, j.ID) }
	}
	jobs, err := s.upcomingJobs(ref.AddressID, s.now)
	if err != nil {
		return step{}, err
	}
	var st step
	spared := 0
	for _, j := range jobs {
		if !j.Cancellable() || !matches(j) || !from.IsZero() && (j.ScheduledAt.Before(from) || !j.ScheduledAt.Before(to)) {
			continue
		}
		if s.cancelling[j.ID] {
			continue // cancelled by a part before: "cancel the faucet job and the smoke detector one, both done"
		}
		if kept(j) {
			spared++
			continue
		}
		s.cancelling[j.ID] = true
		desc := s.describeJobNoStatus(j)
		st.changes = append(st.changes, change{op: opCancelJob, job: j, say: func(written) string { return "Cancelled the " + desc + "." }})
	}
	if k, _ := exceptAt(toks); k >= 0 && spared == 0 {
		// The exception named no job that fits: never cancel it with
		// the rest.
		return refusal("I couldn't tell which job to keep from what follows “" + toks[k].raw + "”, so nothing changed. Which jobs should I cancel?"), nil
	}
	if len(st.changes) == 0 {
		return refusal("I couldn't find any upcoming job matching that, so nothing changed."), nil
	}
	if has(toks, "both") && (len(st.changes) > 2 || in.split) && contentWords(in.noteWords) > 0 {
		// "cancel the lock job and the dishwasher one, both sorted": the
		// two the words name among the jobs that fit — or, when "both"
		// counts the parts of the message, the one this part's words
		// name best ("the swamp cooler pads job", not the evap cooler).
		best := 0
		for _, c := range st.changes {
			best = max(best, noteScore(c.job, in))
		}
		var named []change
		for _, c := range st.changes {
			if best > 0 && noteScore(c.job, in) == best {
				named = append(named, c)
			}
		}
		if in.split && len(named) == 1 || !in.split && len(named) == 2 {
			for _, c := range st.changes {
				if !slices.ContainsFunc(named, func(n change) bool { return n.job.ID == c.job.ID }) {
					delete(s.cancelling, c.job.ID)
				}
			}
			st.changes = named
		}
	}
	if has(toks, "both") && in.eachPlace && len(st.changes) != 1 {
		for _, c := range st.changes {
			delete(s.cancelling, c.job.ID)
		}
		return refusal(fmt.Sprintf("You said both, but %d jobs match at %s, so nothing changed. Which ones do you mean?", len(st.changes), s.byAddr[in.AddressID].Name())), nil
	}
	if has(toks, "both") && len(st.changes) != 2 && !(bothPros && len(in.proCandidates) == 2) && !((in.split || in.eachPlace) && len(st.changes) == 1) {
		return refusal(fmt.Sprintf("You said both, but %d jobs match, so nothing changed. Which ones do you mean?", len(st.changes))), nil
	}
	return st, nil
}

// reschedule moves one upcoming job to a new time; a new date alone keeps
// the job's time of day, a new time alone keeps its date.
func (s *session) reschedule(in request) (step, error) {
	if in.swapWith != nil || in.swapPair {
		return s.swapJobTimes(in)
	}
	if names := s.placesApartOneMove(in); len(names) > 1 {
		// Two places said in what was read as one move: never the job
		// at whichever one a day fits (parts.go).
		return replied(ask(in, "job", fmt.Sprintf("Your message names %s, but I read it as one move and can't tell which job goes where. Which job should I move, and to when? Nothing has changed yet.",
			andList(names))))
	}
	newPro := int64(0)
	if in.ProID != 0 && in.JobID == 0 && in.FromPro == 0 {
		// "move the disposal repair to tuesday and give it to omar": a
		// pro no job fits is the pro to give the job, as in edit.
		if j, q, err := s.findJob(in, "reschedule"); err != nil {
			return step{}, err
		} else if j == nil && q != nil && strings.HasPrefix(q.Text, "I couldn't") {
			ref := in
			ref.ProID = 0
			if j2, q2, err := s.findJob(ref, "reschedule"); err != nil {
				return step{}, err
			} else if j2 != nil && q2 == nil {
				newPro, in.ProID = in.ProID, 0
				if s.possessivePro(in.rawText, newPro) {
					// "move greta's a-frame clean to saturday" when the
					// clean is Bev's: the job meant, moved, never given.
					// With no place said ("move kelsey's restock sun to
					// 3p"), her name is all that says which job is meant:
					// another pro's job is never taken in its place.
					if !in.namedPlace {
						return replied(s.notProsJob(in, newPro, j2))
					}
					newPro = 0
				}
			}
		}
	}
	if in.NewWhen == nil && in.Shift == 0 && in.When != nil && in.JobID == 0 {
		// One date: the job's, or, when no job is on that day, the new one
		// ("move the cabin cleaning on friday" with the cleaning on Thursday).
		ref := in
		ref.When = nil
		if j, q, err := s.findJob(in, "reschedule"); err != nil {
			return step{}, err
		} else if j == nil && q != nil && q.Status == steward.MessageCompleted {
			if j2, q2, err := s.findJob(ref, "reschedule"); err != nil {
				return step{}, err
			} else if j2 != nil && q2 == nil {
				in.NewWhen, in.When, in.JobID = in.When, nil, j2.ID
			}
		}
	}
	if err := s.fromProsJob(&in); err != nil {
		return step{}, err
	}
	j, q, err := s.findJob(in, "reschedule")
	if q != nil && err == nil && in.JobID == 0 {
		if st, ok, err := s.shiftEvery(in, *q); ok || err != nil {
			return st, err
		}
	}
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	in.JobID = j.ID
	loc := s.loc(j.AddressID)
	name := s.byAddr[j.AddressID].Name()
	if in.DaysAfter > 0 && in.anc == nil && in.NewWhen != nil && !in.NewWhen.HasDate && in.NewWhen.HasTime {
		// "move the fence job to the next day at 9": the day after the
		// job's own, at the hour said — never 9 on its own day.
		d := j.ScheduledAt.In(loc).AddDate(0, 0, in.DaysAfter)
		nw := *in.NewWhen
		nw.HasDate, nw.Year, nw.Month, nw.Day = true, d.Year(), d.Month(), d.Day()
		in.NewWhen = &nw
	}
	if in.NewWhen == nil && in.Shift == 0 {
		// "#37 → rosa", "move the pony restock to rosa": a move with no
		// new time whose "to" names a pro is the job given to that pro.
		to := newPro
		if to == 0 && in.FromPro == 0 {
			to = in.ProID
		}
		if p := s.pro(to); p != nil && (j.ProID == nil || *j.ProID != to) && s.movedToPro(in.rawText, p) {
			ed := in
			ed.Kind, ed.ProID, ed.FromPro, ed.NewWhen, ed.When = kindEdit, to, 0, nil, nil
			return s.edit(ed)
		}
		if toks := tokenize(in.rawText); saysEarlier(toks) || saysLater(toks) && has(toks, "back", "later") {
			// "can we move up friday's turnover": which way is said, not
			// how far.
			dir := "earlier"
			if !saysEarlier(toks) {
				dir = "later"
			}
			return replied(ask(in, "new_when", fmt.Sprintf("How much %s should I move the %s at %s (now %s), or to what time?", dir, j.ServiceType, name, localTime(j.ScheduledAt, loc))))
		}
		return replied(ask(in, "new_when", fmt.Sprintf("When should I move the %s at %s (now %s) to?", j.ServiceType, name, localTime(j.ScheduledAt, loc))))
	}
	if q := s.dayShiftDate(j, &in); q != "" {
		in.NewWhen, in.Shift = nil, 0
		return replied(ask(in, "new_when", q))
	}
	at := s.moved(j, in)
	if !at.After(s.now) {
		in.NewWhen, in.Shift = nil, 0
		return replied(ask(in, "new_when", fmt.Sprintf("%s has already passed at %s. When should I move the %s to?", localTime(at, loc), name, j.ServiceType)))
	}
	if l, ok := s.nextWeekDelay(j, in, at); ok {
		at = l
	}
	if q := s.delayQuestion(j, in, at); q != "" {
		in.NewWhen, in.Shift = nil, 0
		return replied(ask(in, "new_when", q))
	}
	from := localTime(j.ScheduledAt, loc)
	if j.Status == steward.StatusCancelled && in.Reinstating && j.Reinstatable(s.now) {
		// "cancel the hot tub job" → "no wait — don't cancel, push it to
		// Sun 11am": the same job back, as it was before the cancel, at
		// the new time.
		h, err := s.e.Jobs.FindJobHistory(s.ctx, s.acct, j.ID)
		if err != nil {
			return step{}, err
		}
		back := steward.StatusBeforeCancel(h)
		upd := steward.JobUpdate{Status: &back, ScheduledAt: &at, DuringStay: in.DuringStay || guestsAsked(tokenize(in.rawText))}
		st, err := planned(change{op: opUpdateJob, job: j, update: upd, say: func(w written) string {
			return fmt.Sprintf("Restored the %s at %s (it is %s again) and moved it from %s to %s.", j.ServiceType, name, statusWord(back), from, localTime(w.job.ScheduledAt, loc))
		}})
		moved := *j
		moved.ScheduledAt, moved.Status = at, back
		st.job = &moved
		return st, err
	}
	if j.Status == steward.StatusCancelled {
		// "cancel leilanis kona clean tmrw" → "and rebook her for friday
		// same time": a new job like the one cancelled, at the new time.
		again := in
		again.Kind, again.JobID, again.Service, again.AddressID, again.NewWhen, again.Shift = kindSchedule, 0, j.ServiceType, j.AddressID, nil, 0
		if again.ProID == 0 && j.ProID != nil {
			again.ProID = *j.ProID
		}
		if p := s.pro(newPro); p != nil {
			again.ProID = newPro
		}
		return s.createJob(again, s.byAddr[j.AddressID], at, j.Notes, nil)
	}
	if at.Equal(j.ScheduledAt) {
		// ("move darnell's bywater walkthrough next tues" → "to 1pm": the
		// job named alone, which a bare new time then moves.)
		return step{reply: done(fmt.Sprintf("The %s at %s is already on %s, so nothing changed.", j.ServiceType, name, from),
			steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}, AddressID: &j.AddressID}), job: j}, nil
	}
	if q := s.fromTimeMismatch(j, in, at); q != "" {
		return replied(ask(in, "go_ahead", q))
	}
	upd := steward.JobUpdate{ScheduledAt: &at, DuringStay: in.DuringStay || guestsAsked(tokenize(in.rawText)) || s.longStayAt(j.AddressID, at)}
	given := ""
	if p := s.pro(newPro); p != nil && (j.ProID == nil || *j.ProID != newPro) {
		upd.ProID, given = &newPro, " and gave it to "+p.Name
	}
	st, err := planned(change{op: opUpdateJob, job: j, update: upd, say: func(w written) string {
		return fmt.Sprintf("Moved the %s at %s from %s to %s%s.", j.ServiceType, name, from, localTime(w.job.ScheduledAt, loc), given)
	}})
	moved := *j
	moved.ScheduledAt = at
	st.job = &moved
	return st, err
}

// swapJobTimes gives each of two jobs the other's time ("swap the hot tub
// mx + maria's clean times"), their pros as they are. Nothing changes,
// and the reply says why, when either job is not one the words name, when
// they are one job, or when they fall on different days (whether the
// days go with the times is not said).
func (s *session) swapJobTimes(in request) (step, error) {
	var jobs [2]*steward.Job
	if in.swapPair {
		pair, r, err := s.swapPairJobs(in)
		if err != nil {
			return step{}, err
		} else if r != nil {
			return replied(*r, nil)
		}
		jobs = pair
	}
	var refs []request
	if !in.swapPair {
		refs = []request{in, *in.swapWith}
	}
	unsure := -1
	for k, ref := range refs {
		ref.swapWith = nil
		j, q, err := s.findJob(ref, "reschedule")
		if err != nil {
			return step{}, err
		}
		if j == nil && q != nil && unsure < 0 && (ref.When == nil || !ref.When.HasDate) {
			unsure = k // "the 10am cleaning": which day, the other job may say
			continue
		}
		if j == nil || q != nil {
			return replied(done("I couldn't tell which two jobs to swap the times of from that, so nothing changed. Which jobs do you mean?"), nil)
		}
		jobs[k] = j
	}
	if unsure >= 0 {
		// "swap the times of the 10am cleaning and the 1pm restock at the
		// beach house": times are swapped within a day, so the job whose
		// words fit several is the one on the other's day.
		ref, known := refs[unsure], jobs[1-unsure]
		ref.swapWith = nil
		local := known.ScheduledAt.In(s.loc(known.AddressID))
		var w When
		if ref.When != nil {
			w = *ref.When
		}
		w.HasDate, w.Year, w.Month, w.Day = true, local.Year(), local.Month(), local.Day()
		ref.When = &w
		j, q, err := s.findJob(ref, "reschedule")
		if err != nil {
			return step{}, err
		}
		if j == nil || q != nil {
			return replied(done("I couldn't tell which two jobs to swap the times of from that, so nothing changed. Which jobs do you mean?"), nil)
		}
		jobs[unsure] = j
	}
	a, b := jobs[0], jobs[1]
	if a.ID == b.ID {
		return replied(done("I couldn't tell which two jobs to swap the times of from that, so nothing changed. Which jobs do you mean?"), nil)
	}
	la, lb := s.loc(a.AddressID), s.loc(b.AddressID)
	if !sameLocalDay(a.ScheduledAt, b.ScheduledAt, la) {
		return replied(done(fmt.Sprintf("The %s at %s is on %s and the %s at %s on %s, so I haven't swapped them: should each keep its day? Nothing changed; tell me the new time of each.",
			a.ServiceType, s.byAddr[a.AddressID].Name(), localTime(a.ScheduledAt, la), b.ServiceType, s.byAddr[b.AddressID].Name(), localTime(b.ScheduledAt, lb))), nil)
	}
	if a.ScheduledAt.Equal(b.ScheduledAt) {
		return step{reply: done(fmt.Sprintf("The %s and the %s are both at %s, so there is nothing to swap; nothing changed.",
			a.ServiceType, b.ServiceType, localTime(a.ScheduledAt, la)))}, nil
	}
	var st step
	for _, c := range []struct{ job, other *steward.Job }{{a, b}, {b, a}} {
		j, at := c.job, c.other.ScheduledAt
		loc, name, from := s.loc(j.AddressID), s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, s.loc(j.AddressID))
		st.changes = append(st.changes, change{op: opUpdateJob, job: j, update: steward.JobUpdate{ScheduledAt: &at}, say: func(w written) string {
			return fmt.Sprintf("Moved the %s at %s from %s to %s.", j.ServiceType, name, from, localTime(w.job.ScheduledAt, loc))
		}})
	}
	moved := *a
	moved.ScheduledAt = b.ScheduledAt
	st.job = &moved
	return st, nil
}

// swapPairJobs finds the two jobs "swap the two jobs at the heights
// bungalow on saturday" means: the upcoming jobs the request fits, when
// they are exactly two, at one property or of one pro (two jobs of two
// pros at two places may be a swap of pros as well). Otherwise the reply
// says what it found and nothing changes.
func (s *session) swapPairJobs(in request) ([2]*steward.Job, *Reply, error) {
	var pair [2]*steward.Job
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return pair, nil, err
	}
	var fit []*steward.Job
	for _, j := range jobs {
		if j.Cancellable() && s.jobMatches(j, in) {
			fit = append(fit, j)
		}
	}
	if in.When == nil || !in.When.HasDate || len(fit) != 2 {
		var b strings.Builder
		b.WriteString("I couldn't tell which two jobs to swap the times of from that, so nothing changed.")
		if in.When != nil && in.When.HasDate && len(fit) > 2 {
			fmt.Fprintf(&b, " %d jobs fit:", len(fit))
			for _, j := range fit {
				b.WriteString("\n• " + s.describeJob(j))
			}
		}
		b.WriteString(" Which two jobs do you mean?")
		r := done(b.String())
		return pair, &r, nil
	}
	a, c := fit[0], fit[1]
	if a.AddressID != c.AddressID && (a.ProID == nil || c.ProID == nil || *a.ProID != *c.ProID) {
		r := done(fmt.Sprintf("The two jobs then are the %s and the %s, at different places with different pros: should they trade times or pros? Nothing changed.",
			s.describeJob(a), s.describeJob(c)))
		return pair, &r, nil
	}
	pair[0], pair[1] = a, c
	return pair, nil, nil
}

// moved is the new time of job j that in asks for: a relative shift ("an
// hour later"), or a new date and/or time, each keeping what it does not
// name (a new date keeps the time of day, a new time the date).
func (s *session) moved(j *steward.Job, in request) time.Time {
	loc := s.loc(j.AddressID)
	old := j.ScheduledAt.In(loc)
	if in.NewWhen == nil {
		return shiftLocal(j.ScheduledAt, in.Shift, loc)
	}
	w := *in.NewWhen
	if !w.HasDate {
		w.HasDate, w.Year, w.Month, w.Day = true, old.Year(), old.Month(), old.Day()
		if toks := tokenize(in.rawText); w.HasTime && w.Hour >= 13 && w.Hour <= 18 && old.Hour() < 12 && abs(w.Hour-12-old.Hour()) <= 2 &&
			!has(toks, "pm", "p", "afternoon", "evening", "tonight", "night") {
			// "tom plow … sat at 7am", then "actually 6:30, they want out
			// early": 6:30 in the morning, beside the 7:00 it was.
			w.Hour -= 12
		}
	}
	return shiftLocal(w.Time(s.now, loc, old.Hour(), old.Minute()), in.Shift, loc)
}

// shiftLocal moves t by d; whole days move it by the calendar at loc, so
// "a week later" across a daylight-saving change keeps its wall time
// (10:00 EST is 10:00 EDT a week on, not 11:00).
func shiftLocal(t time.Time, d time.Duration, loc *time.Location) time.Time {
	if d != 0 && d%(24*time.Hour) == 0 {
		return t.In(loc).AddDate(0, 0, int(d/(24*time.Hour)))
	}
	return t.Add(d)
}

// nextWeekDelay reads a delay to a weekday alone when the message named
// the job by "next <its weekday>": "the running toilet at andersonville
// next wed -- push to thurs same time" is the Thursday of that next week,
// the week the host is speaking of, never this Thursday before the job.
// It returns that day, and false when the message does not say so.
func (s *session) nextWeekDelay(j *steward.Job, in request, at time.Time) (time.Time, bool) {
	if in.NewWhen == nil || !in.NewWhen.plainWeekday || at.After(j.ScheduledAt) {
		return at, false
	}
	toks := tokenize(in.rawText)
	if !saysLater(toks) {
		return at, false
	}
	loc := s.loc(j.AddressID)
	named := false
	for i := 0; i+1 < len(toks); i++ {
		if wd, ok := weekdays[toks[i+1].s]; ok && toks[i].s == "next" && wd == j.ScheduledAt.In(loc).Weekday() {
			named = true
		}
	}
	if !named {
		return at, false
	}
	later := at
	for !later.After(j.ScheduledAt) {
		later = later.AddDate(0, 0, 7)
	}
	if !sameWeek(later, j.ScheduledAt, loc) {
		return at, false
	}
	return later, true
}

// delayQuestion returns the question to ask when a delay names a weekday
// alone that comes before the job it moves: "push the plumbing job (next
// Wednesday) to thursday" may mean this Thursday, the next one to come,
// or the Thursday after the job, as "push" says later. Hosts mean both,
// so the engine asks rather than guess; "" when there is nothing to ask.
func (s *session) delayQuestion(j *steward.Job, in request, at time.Time) string {
	toks := tokenize(in.rawText)
	// "to thursday instead of tuesday": which Thursday is as unclear.
	if in.NewWhen == nil || !in.NewWhen.plainWeekday || !saysLater(toks) && !hasPhrase(toks, "instead of") && !hasPhrase(toks, "rather than") || at.After(j.ScheduledAt) {
		return ""
	}
	loc := s.loc(j.AddressID)
	if sameLocalDay(at, j.ScheduledAt, loc) {
		return "" // "start the pelican clean fri at 8 instead of 9": the job's own day
	}
	if sameWeek(at, j.ScheduledAt, loc) {
		// "push the dishwasher repair (friday) to thurs": the weekday of
		// the job's own week, which is also the next one to come; the
		// Thursday after it is a week later than any host says "thurs"
		// for. Weeks are counted both from Sunday and from Monday.
		return ""
	}
	for _, next := range s.plannedStay {
		if next.AddressID == j.AddressID && (sameLocalDay(at, next.CheckOut, loc) || sameLocalDay(at, next.CheckIn, loc)) {
			// "phams are leaving a day early, thurs. can bree do the chalet
			// turnover thurs at 11 instead of fri": the day the stay the
			// message changes now ends (or starts) on.
			return ""
		}
	}
	later := at
	for !later.After(j.ScheduledAt) {
		later = later.AddDate(0, 0, 7)
	}
	return fmt.Sprintf("The %s at %s is on %s. Should I move it to %s, or to %s?", j.ServiceType, s.byAddr[j.AddressID].Name(),
		localTime(j.ScheduledAt, loc), localTime(at, loc), localTime(later, loc))
}

// sameWeek reports whether a and b fall in the same week at loc, counted
// from Monday and from Sunday alike (so never across a weekend's Sunday).
func sameWeek(a, b time.Time, loc *time.Location) bool {
	day := func(t time.Time) time.Time {
		y, m, d := t.In(loc).Date()
		return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	}
	da, db := day(a), day(b)
	fromSunday := func(t time.Time) time.Time { return t.AddDate(0, 0, -int(t.Weekday())) }
	fromMonday := func(t time.Time) time.Time { return t.AddDate(0, 0, -(int(t.Weekday())+6)%7) }
	return fromSunday(da).Equal(fromSunday(db)) && fromMonday(da).Equal(fromMonday(db))
}

// dayShiftDate reads a move that gives both a shift of whole days and the
// day it lands on ("bump it up a day to tues", "push it back a week to the
// 18th"): the shift says how far the day is, never a second move after
// it. When the two agree the job goes to the shifted day (a weekday said
// alone is the one the shift lands on) and in is left with that date
// alone; when they differ, the question to ask is returned.
//
// So too a shift of hours or minutes and the time it lands on ("move the
// inspection up an hour to 9", "one hour later, so at 12 o'clock"): one
// move said twice, the job going to the time said when the shift lands
// there (on either half of the clock when no day is said), asked when
// not — never both applied one after the other.
func (s *session) dayShiftDate(j *steward.Job, in *request) string {
	w := in.NewWhen
	loc := s.loc(j.AddressID)
	if w != nil && w.HasTime && in.Shift != 0 && in.Shift%(24*time.Hour) != 0 {
		shifted := shiftLocal(j.ScheduledAt, in.Shift, loc).In(loc)
		said := s.moved(j, request{NewWhen: w, rawText: in.rawText}).In(loc)
		if shifted.Equal(said) || !w.HasDate && shifted.Hour()%12 == said.Hour()%12 && shifted.Minute() == said.Minute() {
			v := *w
			v.HasDate, v.Year, v.Month, v.Day, v.Hour, v.Minute, v.plainWeekday = true, shifted.Year(), shifted.Month(), shifted.Day(), shifted.Hour(), shifted.Minute(), false
			in.NewWhen, in.Shift = &v, 0
			return ""
		}
		by, dir := in.Shift, "later"
		if by < 0 {
			by, dir = -by, "earlier"
		}
		return fmt.Sprintf("The %s at %s is on %s. Moving it %s %s would make it %s, but you said %s. Which time should I move it to?",
			j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc), offsetWords(by), dir, shifted.Format("3:04 PM"), said.Format("3:04 PM"))
	}
	if w == nil || !w.HasDate || in.Shift == 0 || in.Shift%(24*time.Hour) != 0 {
		return ""
	}
	shifted := shiftLocal(j.ScheduledAt, in.Shift, loc).In(loc)
	said := time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, loc)
	if y, m, d := shifted.Date(); y == w.Year && m == w.Month && d == w.Day || w.plainWeekday && shifted.Weekday() == said.Weekday() {
		v := *w
		v.Year, v.Month, v.Day, v.plainWeekday = y, m, d, false
		in.NewWhen, in.Shift = &v, 0
		return ""
	}
	return fmt.Sprintf("The %s at %s is on %s. Moving it by %s would make it %s, but you said %s. Which day should I move it to?",
		j.ServiceType, s.byAddr[j.AddressID].Name(), localTime(j.ScheduledAt, loc), dayCount(in.Shift), shifted.Format("Mon Jan 2"), said.Format("Mon Jan 2"))
}

// dayCount says a shift of whole days in words: "a day", "3 days", "a week".
func dayCount(d time.Duration) string {
	n := int(d / (24 * time.Hour))
	if n < 0 {
		n = -n
	}
	switch {
	case n == 1:
		return "a day"
	case n == 7:
		return "a week"
	case n%7 == 0:
		return fmt.Sprintf("%d weeks", n/7)
	}
	return fmt.Sprintf("%d days", n)
}

// saysLater reports whether a move's words say it is a delay ("push",
// "postpone", "bump back"), so a weekday named falls after the job.
func saysLater(toks []token) bool {
	if saysEarlier(toks) {
		return false // "bump it up a day", "push it forward": earlier
	}
	return has(toks, "push", "pushed", "postpone", "postponed", "delay", "delayed", "bump", "bumped") ||
		hasPhrase(toks, "move back") || hasPhrase(toks, "put back")
}

// saysEarlier reports whether a move's words say it comes sooner: "bump
// it up", "move up", "bring forward", "earlier".
func saysEarlier(toks []token) bool {
	if has(toks, "earlier", "sooner", "forward") {
		return true
	}
	for i, t := range toks {
		if t.s == "up" && i > 0 && (moveVerb(toks[i-1].s) || i > 1 && toks[i-1].s == "it" && moveVerb(toks[i-2].s)) {
			return true
		}
	}
	return false
}

// moveVerb: the verbs hosts move a job with, "up" after which says sooner.
func moveVerb(w string) bool {
	switch w {
	case "bump", "bumped", "move", "moved", "push", "pushed", "bring", "brought", "pull", "pulled":
		return true
	}
	return false
}

// listJobs lists upcoming jobs, at a property, on a day, of a service.
func (s *session) listJobs(in request) (Reply, error) {
	if toks := tokenize(in.rawText); (in.When == nil || !in.When.HasDate || wholeWeekSaid(toks)) && has(toks, "week", "weekend", "month") {
		return s.agenda(in) // "is anything happening at the lake house this weekend": that period's
	}
	from := s.now
	if in.When != nil && in.When.HasDate {
		from = time.Date(in.When.Year, in.When.Month, in.When.Day, 0, 0, 0, 0, s.loc(in.AddressID)).Add(-14 * time.Hour)
	}
	jobs, err := s.upcomingJobs(in.AddressID, from)
	if err != nil {
		return Reply{}, err
	}
	filter := in
	if filter.When != nil {
		w := *filter.When
		w.HasTime = false
		filter.When = &w
	}
	var lines []string
	ids := []int64{}
	var until time.Time // "before the whitcombes get in": their check-in
	if toks := tokenize(in.rawText); has(toks, "before", "b4", "until", "till", "til") {
		if err := s.loadStays(); err != nil {
			return Reply{}, err
		}
		var names []string
		for _, r := range s.stays {
			names = append(names, r.GuestName)
		}
		id := in.ReservID
		if ms := matchPeople(toks, names); id == 0 && len(ms) == 1 {
			id = s.stays[ms[0].index].ID // "what's going on at sea oats before the delacroixs get in"
		}
		for _, r := range s.stays {
			if r.ID == id && (in.AddressID == 0 || r.AddressID == in.AddressID) && r.CheckIn.After(s.now) {
				// "is there a clean booked before the fischers arrive?":
				// at their property.
				until, in.AddressID, filter.AddressID = r.CheckIn, r.AddressID, r.AddressID
			}
		}
	}
	for _, j := range jobs {
		if !s.jobMatches(j, filter) || (filter.When == nil || !filter.When.HasDate) && j.ScheduledAt.Before(s.now) ||
			!until.IsZero() && !j.ScheduledAt.Before(until) {
			continue
		}
		ids = append(ids, j.ID)
		if len(lines) < maxListed {
			lines = append(lines, "• "+s.jobLine(j))
		}
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	if p := s.pro(in.ProID); p != nil {
		where += " for " + p.Name // "hector?": his jobs, said as his
	}
	when := ""
	if in.When != nil && in.When.HasDate {
		when = " on " + time.Date(in.When.Year, in.When.Month, in.When.Day, 12, 0, 0, 0, time.UTC).Format("Mon Jan 2")
	}
	if !until.IsZero() {
		when += " before " + localTime(until, s.loc(in.AddressID)) + " (the guests' check-in)"
	}
	if in.When != nil && in.When.HasDate && in.Service == "" && in.ProID == 0 {
		// "what's on for saturday?": the day's check-ins and check-outs too.
		stays, err := s.stayEvents(in.AddressID, *in.When)
		if err != nil {
			return Reply{}, err
		}
		lines = append(lines, stays...)
	}
	action := steward.Action{Type: steward.ActionJobsListed, JobIDs: ids}
	if in.AddressID != 0 {
		action.AddressID = ptr(in.AddressID)
	}
	if len(lines) == 0 && in.Service != "" {
		// "any inspections at dune?": none of that service, whatever else is.
		return done(fmt.Sprintf("Nothing: no %s is scheduled%s%s.", serviceName(in.Service, false), where, when), action), nil
	}
	if len(lines) == 0 {
		return done(fmt.Sprintf("Nothing is scheduled%s%s.", where, when), action), nil
	}
	text := fmt.Sprintf("Coming up%s%s:\n%s", where, when, strings.Join(lines, "\n"))
	if len(ids) > maxListed {
		text += fmt.Sprintf("\n…and %d more jobs.", len(ids)-maxListed)
	}
	return done(text, action), nil
}

// stayEvents lists the check-ins and check-outs on day w at the property
// (every property when addressID is 0), and the stays going on through it.
func (s *session) stayEvents(addressID int64, w When) ([]string, error) {
	if err := s.loadStays(); err != nil {
		return nil, err
	}
	var lines []string
	for _, r := range s.stays {
		a := s.byAddr[r.AddressID]
		if a == nil || addressID != 0 && r.AddressID != addressID || r.Status != steward.ReservationConfirmed {
			continue
		}
		loc := a.Location()
		from := time.Date(w.Year, w.Month, w.Day, 0, 0, 0, 0, loc)
		to := from.AddDate(0, 0, 1)
		switch {
		case !r.CheckIn.Before(from) && r.CheckIn.Before(to):
			lines = append(lines, fmt.Sprintf("• check-in: %s at %s at %s", r.GuestName, a.Name(), r.CheckIn.In(loc).Format("3:04 PM")))
		case !r.CheckOut.Before(from) && r.CheckOut.Before(to):
			lines = append(lines, fmt.Sprintf("• check-out: %s at %s at %s", r.GuestName, a.Name(), r.CheckOut.In(loc).Format("3:04 PM")))
		case r.CheckIn.Before(from) && !r.CheckOut.Before(to):
			lines = append(lines, fmt.Sprintf("• staying: %s at %s (check-out %s)", r.GuestName, a.Name(), localTime(r.CheckOut, loc)))
		}
	}
	return lines, nil
}

// availability names the active pros offering the service who have no
// overlapping job at that time (or, for a date alone, that day).
func (s *session) availability(in request) (Reply, error) {
	if in.When == nil && s.focus != 0 && in.ProID == 0 {
		// "who's free?" after a booking: for that job's slot.
		if j, err := s.focusJob(); err == nil && j != nil && !j.Status.Final() &&
			(in.AddressID == 0 || in.AddressID == j.AddressID) && (in.Service == "" || in.Service == j.ServiceType) {
			at := j.ScheduledAt.In(s.loc(j.AddressID))
			in.AddressID, in.Service = j.AddressID, j.ServiceType
			in.When = &When{HasDate: true, Year: at.Year(), Month: at.Month(), Day: at.Day(), HasTime: true, Hour: at.Hour(), Minute: at.Minute()}
		} else if err != nil {
			return Reply{}, err
		}
	}
	if in.When == nil {
		return ask(in, "when", "For when should I check who's available?")
	}
	addr := s.byAddr[in.AddressID]
	loc := s.loc(in.AddressID)
	var start, end time.Time
	if in.When.HasTime {
		start = in.When.Time(s.now, loc, defaultHour, 0)
		end = start.Add(steward.JobDuration(in.Service))
	} else {
		day := in.When.Time(s.now, loc, 0, 0)
		start, end = day, time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, loc)
	}
	candidates := s.pros
	if in.ProID != 0 {
		candidates = nil
		if p := s.pro(in.ProID); p != nil {
			candidates = []*steward.Pro{p}
		}
	}
	freePros, err := steward.FreePros(s.ctx, s.e.Jobs, s.acct, candidates, in.Service, start, end)
	if err != nil {
		return Reply{}, err
	}
	var free []string
	ids := []int64{}
	for _, p := range freePros {
		free = append(free, p.Name)
		ids = append(ids, p.ID)
	}
	when := localTime(start, loc)
	if !in.When.HasTime {
		when = localDay(start, loc)
	}
	where := ""
	if addr != nil {
		where = " at " + addr.Name()
	}
	service := "work"
	if in.Service != "" {
		service = string(in.Service)
	}
	action := steward.Action{Type: steward.ActionAvailabilityChecked, ProIDs: ids, ScheduledAt: ptr(start.UTC())}
	if in.Service != "" {
		action.ServiceType = ptr(in.Service)
	}
	if addr != nil {
		action.AddressID = &addr.ID
	}
	var text string
	switch {
	case in.ProID != 0 && len(ids) == 1:
		text = fmt.Sprintf("Yes, %s is free for %s%s on %s.", free[0], service, where, when)
	case in.ProID != 0:
		p := s.pro(in.ProID)
		reason := "already has a job then"
		if !p.Active {
			reason = "is inactive"
		} else if in.Service != "" && !p.Offers(in.Service) {
			reason = "doesn't do " + service
		}
		text = fmt.Sprintf("No, %s %s.", p.Name, reason)
	case len(free) == 0:
		text = fmt.Sprintf("Nobody who does %s is free%s on %s.", service, where, when)
	case len(free) == 1:
		text = fmt.Sprintf("%s is free for %s%s on %s.", free[0], service, where, when)
	default:
		text = fmt.Sprintf("Free for %s%s on %s: %s.", service, where, when, andList(free))
	}
	if addr != nil && in.When.HasTime {
		// The pros may be free while the property is not: said, so a
		// booking then is not a surprise.
		if stay, err := s.stayDuring(addr.ID, start); err != nil {
			return Reply{}, err
		} else if stay != nil {
			text += fmt.Sprintf(" Note: %s is staying at %s then (until %s), so a job then needs the guests' OK.", stay.GuestName, addr.Name(), localTime(stay.CheckOut, loc))
		}
	}
	return done(text, action), nil
}

// yearSaidRe is a year written out: "2027", "'27" is not read.
var yearSaidRe = mustCompile(`\b20\d\d\b`)

// reservation records a guest stay.
func (s *session) reservation(in request) (step, error) {
	if id := s.stayPlaceByHousePart(in); id != 0 {
		in.AddressID = id // "… r having the attic from the 11th …": The Attic Flat (houseplace.go)
	}
	addr, q, err := s.needAddress(in, "the stay")
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	in.AddressID = addr.ID
	if in.Guest == "" {
		return replied(ask(in, "guest", fmt.Sprintf("What's the guest's name for the stay at %s?", addr.Name())))
	}
	if in.When == nil || in.NewWhen == nil {
		return replied(ask(in, "dates", fmt.Sprintf("What are %s's check-in and check-out dates at %s?", in.Guest, addr.Name())))
	}
	loc := addr.Location()
	// The property's own check-in and check-out times, unless others are
	// said ("the elkhorn" checks in at 16:00 and out at 10:00).
	ih, im := clockOf(addr.CheckInTime, checkInHour)
	oh, om := clockOf(addr.CheckOutTime, checkOutHour)
	in1, out := in.When.Time(s.now, loc, ih, im), in.NewWhen.Time(s.now, loc, oh, om)
	if !out.After(in1) && in.NewWhen.HasDate && !yearSaidRe.MatchString(in.rawText) {
		// "oct 1 thru mar 31": a stay across the new year leaves in the
		// year after it arrives (a year written out is taken as said).
		later := *in.NewWhen
		later.Year++
		if t := later.Time(s.now, loc, oh, om); t.After(in1) {
			out = t
		}
	}
	create := steward.ReservationCreate{AddressID: addr.ID, GuestName: in.Guest, CheckIn: in1, CheckOut: out}
	if in.Guests > 0 {
		create.Guests = &in.Guests
	}
	s.newStay = &create
	return planned(change{op: opCreateStay, stay: create, say: func(w written) string {
		r := w.stay
		guests := "1 guest"
		if r.Guests != 1 {
			guests = fmt.Sprintf("%d guests", r.Guests)
		}
		next := turnoverOffer
		switch {
		case addr.Turnover.Enabled:
			// The store schedules the turnover with the stay.
			next = "Its turnover follows automatically: Steward schedules it at the check-out and moves it with the stay."
		case s.turnoverBooked:
			next = ""
		}
		return strings.TrimSpace(fmt.Sprintf("Added %s's stay at %s: check-in %s, check-out %s, %s (confirmation %s). %s",
			r.GuestName, addr.Name(), s.stayTime(r.CheckIn, loc), s.stayTime(r.CheckOut, loc), guests, r.ConfirmationCode, next))
	}})
}

// listReservations lists upcoming stays.
func (s *session) listReservations(in request) (Reply, error) {
	if _, _, _, ok := s.askedPeriod(in, s.loc(in.AddressID)); ok && len(in.Candidates) == 0 {
		return s.guestDates(in) // "is driftwood occupied on the 10th": the stays of that day
	}
	if err := s.loadStays(); err != nil {
		return Reply{}, err
	}
	ids := []int64{}
	var lines []string
	for _, r := range s.stays {
		if r.CheckOut.Before(s.now) || in.AddressID != 0 && r.AddressID != in.AddressID {
			continue
		}
		if in.ReservID != 0 && r.ID != in.ReservID {
			continue
		}
		ids = append(ids, r.ID)
		if len(lines) < maxListed {
			a := s.byAddr[r.AddressID]
			lines = append(lines, fmt.Sprintf("• %s at %s: %s to %s, %d guest(s)", r.GuestName, a.Name(),
				localTime(r.CheckIn, a.Location()), localTime(r.CheckOut, a.Location()), r.Guests))
		}
	}
	action := steward.Action{Type: steward.ActionReservationsListed, ReservationIDs: ids}
	if in.AddressID != 0 {
		action.AddressID = ptr(in.AddressID)
	}
	where := ""
	if a := s.byAddr[in.AddressID]; a != nil {
		where = " at " + a.Name()
	}
	if len(ids) == 0 {
		return done("No upcoming stays"+where+".", action), nil
	}
	return done("Upcoming stays"+where+":\n"+strings.Join(lines, "\n"), action), nil
}

// addPro adds a service professional.
func (s *session) addPro(in request) (step, error) {
	if in.Name == "" {
		return replied(ask(in, "name", "What's the new pro's name?"))
	}
	if in.Email == "" {
		return replied(ask(in, "email", fmt.Sprintf("What's %s's email address?", in.Name)))
	}
	create := steward.ProCreate{Name: in.Name, Email: in.Email, Phone: in.Phone, Services: in.Services}
	return planned(change{op: opCreatePro, pro: create, say: func(w written) string { return proAdded(w.pro, len(in.Services) == 0) }})
}

// proAdded is the reply's sentence for a new pro.
func proAdded(p *steward.Pro, guessed bool) string {
	var services []string
	for _, sv := range p.Services {
		services = append(services, string(sv))
	}
	text := fmt.Sprintf("Added %s (%s", p.Name, p.Email)
	if p.Phone != "" {
		text += ", " + p.Phone
	}
	text += ") as a pro for " + andList(services) + "."
	if guessed {
		text += " You didn't say what they do, so I put them down for cleaning."
	}
	return text
}

// describeJobNoStatus is describeJob without the job's status, for a reply
// that changes it ("Cancelled the cleaning at … (with Dana Whitfield).").
func (s *session) describeJobNoStatus(j *steward.Job) string {
	d := s.describeJob(j)
	d = strings.TrimSuffix(d, " ("+string(j.Status)+")")
	return strings.Replace(d, ", "+string(j.Status)+")", ")", 1)
}

// exceptAt returns where the words of an exception start ("except",
// "but not", "other than", "apart from", "aside from", "besides") and
// how many words it takes; -1 for none.
func exceptAt(toks []token) (int, int) {
	for i, t := range toks {
		switch {
		case t.s == "except" || t.s == "excluding" || t.s == "besides":
			if i+1 < len(toks) && toks[i+1].s == "for" {
				return i, 2
			}
			return i, 1
		case i+1 < len(toks) && (t.s == "but" && toks[i+1].s == "not" || t.s == "other" && toks[i+1].s == "than" ||
			(t.s == "apart" || t.s == "aside") && toks[i+1].s == "from" || t.s == "but" && toks[i+1].s == "keep"):
			return i, 2
		}
	}
	return -1, 0
}

// namedIn returns whether a job is one the words name by its service (a
// turnover as such), its pro or its notes: the jobs an exception keeps.
func (s *session) namedIn(words []token, proNames []string) func(*steward.Job) bool {
	sv, _, named := serviceOf(words)
	turnover := saysTurnover(words)
	places := map[int64]bool{}
	for _, m := range matchProperties(words, s.addrs) {
		places[m.addr.ID] = true
	}
	pros := map[int64]bool{}
	for _, m := range matchPeople(words, proNames) {
		pros[s.pros[m.index].ID] = true
	}
	probe := request{}
	for _, t := range words {
		if !stopWords[t.s] && !genericWords[t.s] && len(t.s) >= 3 {
			probe.noteWords = append(probe.noteWords, t.s)
		}
	}
	return func(j *steward.Job) bool {
		if len(places) > 0 && !places[j.AddressID] {
			return false
		}
		switch {
		case len(places) > 0 && !named && !turnover && len(pros) == 0:
			return true // "except the loft one"
		case turnover:
			return s.isTurnover(j)
		case len(pros) > 0:
			return j.ProID != nil && pros[*j.ProID] && (!named || j.ServiceType == sv)
		case named:
			return j.ServiceType == sv
		}
		return len(probe.noteWords) > 0 && noteScore(j, probe) > 0
	}
}

// possessivePro reports whether text names pro id in the possessive
// ("greta's a-frame clean"): the pro the host takes the job to be, not one
// to give it to.
func (s *session) possessivePro(text string, id int64) bool {
	p := s.pro(id)
	if p == nil {
		return false
	}
	lower := strings.ToLower(strings.ReplaceAll(text, "’", "'"))
	for _, w := range words(p.Name) {
		for k := strings.Index(lower, w+"'s"); k >= 0; {
			// "tom's doing it", "tom's on it": Tom is, not Tom's job.
			rest := strings.Fields(lower[k+len(w)+2:])
			// ("yesenia's free sunday": she is free.)
			if len(rest) == 0 || !(strings.HasSuffix(rest[0], "ing") || rest[0] == "on" || rest[0] == "got" || rest[0] == "gonna" ||
				// ("rosa's already there for the turnover": she is there.)
				slices.Contains([]string{"free", "available", "around", "back", "open", "able", "happy", "fine", "good", "ok", "okay",
					"already", "still", "also", "there", "here", "busy", "not", "done", "booked"}, strings.Trim(rest[0], ",.;:!?"))) {
				return true
			}
			next := strings.Index(lower[k+1:], w+"'s")
			if next < 0 {
				break
			}
			k += 1 + next
		}
		// "add a note to beckys clean tmrw": the possessive typed without
		// its apostrophe, read so only before the job it names.
		for _, f := range fieldsAfter(lower, w+"s") {
			if f == "job" || f == "jobs" || f == "visit" || f == "appt" || f == "appointment" {
				return true
			}
			if _, _, ok := serviceOf(tokenize(f)); ok {
				return true
			}
		}
	}
	return false
}

// fieldsAfter returns the word right after each whole-word w in lower.
func fieldsAfter(lower, w string) []string {
	f := strings.Fields(lower)
	var out []string
	for i := 0; i+1 < len(f); i++ {
		if strings.Trim(f[i], ",.;:!?") == w && !strings.ContainsAny(f[i], ",.;:!?") {
			out = append(out, strings.Trim(f[i+1], ",.;:!?"))
		}
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// sameLocalDay reports whether a and b fall on the same day at loc.
func sameLocalDay(a, b time.Time, loc *time.Location) bool {
	ay, am, ad := a.In(loc).Date()
	by, bm, bd := b.In(loc).Date()
	return ay == by && am == bm && ad == bd
}

// clockOf reads "HH:MM", or gives def:00 when it is not one.
func clockOf(hhmm string, def int) (int, int) {
	var h, m int
	if _, err := fmt.Sscanf(hhmm, "%d:%d", &h, &m); err != nil || h < 0 || h > 23 || m < 0 || m > 59 {
		return def, 0
	}
	return h, m
}

// movedToPro reports whether text says the job goes "to" pro p, with
// nothing but pleasantries after the pro's name: "move it to rosa.
// gracias!!", "#37 -> rosa martinez pls".
func (s *session) movedToPro(text string, p *steward.Pro) bool {
	toks := tokenize(text)
	name := words(p.Name)
	if len(name) == 0 {
		return false
	}
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].s != "to" {
			continue
		}
		k := i + 1
		if toks[k].s != name[0] && (len(name) < 2 || toks[k].s != name[len(name)-1]) {
			continue
		}
		for k+1 < len(toks) && k+1-(i+1) < len(name) && slices.Contains(name, toks[k+1].s) && !toks[k].stop {
			k++
		}
		if toks[k].stop {
			return true // (what follows is a sentence of its own)
		}
		for _, t := range toks[k+1:] {
			if !politeWords[t.s] {
				return false
			}
		}
		return true
	}
	return false
}

var politeWords = map[string]bool{"pls": true, "please": true, "plz": true, "thanks": true, "thx": true, "ty": true, "gracias": true,
	"thank": true, "you": true, "cheers": true, "por": true, "favor": true, "mil": true}

// notProsJob asks which job is meant when a pro's name said before a job
// ("kelsey's restock") fits no job of theirs: the one other found is
// named, never taken in its place.
func (s *session) notProsJob(in request, proID int64, other *steward.Job) (Reply, error) {
	p := s.pro(proID)
	name := "That pro"
	if p != nil {
		name = p.Name
	}
	what := "job like that"
	if in.Service != "" {
		what = serviceName(in.Service, false) + " like that"
	}
	q := fmt.Sprintf("%s has no %s.", name, what)
	if other != nil {
		q += fmt.Sprintf(" The one I found is the %s.", s.describeJob(other))
	}
	return ask(in, "job", q+" Which job did you mean? Nothing has changed yet.")
}

// shiftEvery moves every job the question q would list by the request's
// shift, when the host said the jobs in the plural with "both" or "all"
// ("push both palm springs jobs tmrw back an hour", "bump all the
// cabin jobs friday an hour later"): each keeps its own time, moved by
// the same amount. "both" with other than two jobs, a new time said
// (which would put them all at one hour), or a message of several parts
// (which may say the jobs' times again, and differently) is not read
// here: the question stands.
func (s *session) shiftEvery(in request, q Reply) (step, bool, error) {
	toks := tokenize(in.rawText)
	if in.Shift == 0 || in.NewWhen != nil || in.split || q.Status != steward.MessageNeedsInput || !has(toks, "both", "all") ||
		!has(toks, "jobs", "visits", "appointments", "cleanings", "cleans", "inspections", "restocks", "repairs", "them", "ones") {
		return step{}, false, nil
	}
	var p struct {
		Missing    string  `json:"missing"`
		Candidates []int64 `json:"candidates"`
	}
	if err := json.Unmarshal(q.Pending, &p); err != nil || p.Missing != "job" || len(p.Candidates) < 2 {
		return step{}, false, nil
	}
	if has(toks, "both") && len(p.Candidates) != 2 {
		return step{}, false, nil
	}
	var out step
	for _, id := range p.Candidates {
		r := in
		r.JobID, r.Candidates = id, nil
		st, err := s.reschedule(r)
		if err != nil || st.reply.Status != "" || st.refused || len(st.changes) == 0 {
			return st, err == nil && (st.refused || st.reply.Status != ""), err
		}
		out.changes = append(out.changes, st.changes...)
		if out.job == nil {
			out.job = st.job
		}
	}
	return out, true, nil
}
