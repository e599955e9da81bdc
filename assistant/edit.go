package assistant

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Edits: a request about a job that exists changes that job — its time
// (a new date or time, a relative shift), its status (confirm, in
// progress, done) — instead of creating another.

// edit changes one existing job.
func (s *session) edit(in request) (step, error) {
	if in.unlinkAsset != "" {
		return s.unlinkAsset(in)
	}
	if st, ok, err := s.reassignAll(in); ok || err != nil {
		return st, err
	}
	if in.all && in.SetStatus == steward.StatusConfirmed {
		return s.confirmAll(in)
	}
	if in.ProID == in.FromPro {
		in.ProID = 0 // the pending request of "which job?" keeps the pro as the job's
	}
	if err := s.prosOwnJob(&in); err != nil {
		return step{}, err
	}
	// A pro named in an edit is the job's pro when one of the jobs is
	// theirs ("move Rosa's cleaning to 3pm"), and otherwise the pro to
	// give the job ("have Rosa do it instead").
	if in.FromPro != 0 && in.ProID == 0 {
		// "swap wes onto the casa mesa clean", "switch grace on to it":
		// the pro is put on the job, not taken off it.
		if toks := tokenize(in.rawText); has(toks, "onto") || hasPhrase(toks, "on to") {
			in.ProID, in.FromPro = in.FromPro, 0
		}
	}
	if toks := tokenize(in.rawText); in.JobID == 0 && in.When != nil && in.NewWhen != nil && in.When.HasDate && in.NewWhen.HasDate &&
		has(toks, "swap", "swop", "trade", "switch") && !has(toks, "to", "move", "reschedule") {
		// "swap the carloses on saturday and sunday": the pros of the
		// two days' jobs, never a move from one day to the other.
		return s.swapDays(in)
	}
	if in.JobID == 0 && in.FromPro != 0 && in.ProID != 0 && has(tokenize(in.rawText), "swap", "swop", "trade", "switch") {
		// "swap maria and marta on friday": each has a job that day,
		// and each takes the other's.
		if st, ok, err := s.swapPros(in); ok || err != nil {
			return st, err
		}
	}
	if in.JobID == 0 && in.FromPro != 0 && in.ProID != 0 && has(tokenize(in.rawText), "swap", "switch", "swop", "trade") {
		// Whichever of the two has the job gives it to the other.
		ref := in
		ref.ProID = in.FromPro
		if j, q, err := s.findJob(ref, "change"); err != nil {
			return step{}, err
		} else if j == nil && q != nil && strings.HasPrefix(q.Text, "I couldn't") {
			in.FromPro, in.ProID = in.ProID, in.FromPro
		}
		if toks := tokenize(in.rawText); has(toks, "their", "jobs", "both") {
			// "bea and desmond swap their saturday jobs" when only one of
			// them has one: half a swap is not what was asked; asked.
			ref := in
			ref.ProID, ref.FromPro = in.FromPro, 0
			if j, q, err := s.findJob(ref, "change"); err != nil {
				return step{}, err
			} else if j != nil && q == nil {
				giver, taker := s.pro(in.FromPro), s.pro(in.ProID)
				edit := request{Kind: kindEdit, JobID: j.ID, ProID: in.ProID, Candidates: []int64{in.ProID}, rawText: in.rawText}
				r, err := ask(edit, "confirm", fmt.Sprintf("Only %s has a job then: the %s. %s has none, so there is nothing to swap. Should I give it to %s? Nothing has changed yet.",
					giver.Name, s.describeJob(j), taker.Name, strings.Fields(taker.Name)[0]))
				return step{reply: r, job: j}, err
			}
		}
	}
	ref := in
	newPro := int64(0)
	if in.ProID == 0 && len(in.proCandidates) == 2 && hasPhrase(tokenize(in.rawText), "the other") {
		// "give the smoky clean to the other chris": of the two Chrises,
		// the one who does not have the job.
		probe := in
		probe.proCandidates = nil
		if j, q, err := s.findJob(probe, "change"); err != nil {
			return step{}, err
		} else if q == nil && j != nil && j.ProID != nil {
			for k, id := range in.proCandidates {
				if id == *j.ProID {
					newPro, ref = in.proCandidates[1-k], probe
					ref.JobID = j.ID
				}
			}
		}
	}
	if in.FromPro != 0 && in.ProID != 0 {
		ref.ProID, newPro = in.FromPro, in.ProID // "sam instead of joe"
	} else if in.FromPro != 0 {
		ref.ProID = in.FromPro
	} else if in.focusPro {
		ref.ProID, newPro = 0, in.ProID // "and have Wes do it": the job just discussed
	}
	if in.Unassign {
		ref.ProID, in.ProID = in.ProID, 0 // the pro taken off is the job's
	}
	if in.ProID == 0 && newPro == 0 && in.FromPro == 0 && len(in.proCandidates) > 1 && !in.Unassign && in.JobID == 0 && !in.focusPro &&
		in.SetStatus == "" && in.SetNotes == "" && in.SetPrice == nil && !has(tokenize(in.rawText), "texted", "said", "says", "told", "called", "emailed") {
		// "chris can do bluebonnet at 1 instead", with two Chrises: which
		// one is asked before anything changes (the time alone would
		// leave the pro said unread).
		if _, q, err := s.needPro(in, in.Service); q != nil || err != nil {
			return replied(deref(q), err)
		}
	}
	if in.ofListed && in.ProID != 0 && newPro == 0 && in.JobID == 0 {
		if q, err := s.whichListed(in); q != nil || err != nil {
			return replied(deref(q), err)
		}
	}
	if in.ProID != 0 && newPro == 0 && in.FromPro == 0 && contentWords(in.noteWords) > 0 &&
		(has(tokenize(in.rawText), "assign", "reassign", "put", "give", "hand", "have", "get", "send") || s.proOnJob(in)) {
		// "assign ray to the furnace": the job the words name, whoever
		// has it, is given to Ray (not Ray's own job).
		probe := ref
		probe.ProID = 0
		if j, q, err := s.findJob(probe, "change"); err != nil {
			return step{}, err
		} else if q == nil && j != nil && noteScore(j, probe) > 0 && (j.ProID == nil || *j.ProID != in.ProID) {
			newPro, ref = in.ProID, probe
			ref.JobID = j.ID
		}
	}
	if in.ProID != 0 && newPro == 0 && in.FromPro == 0 && in.JobID == 0 && !in.focusPro &&
		has(tokenize(in.rawText), "assign", "reassign", "put", "give", "hand", "have", "get", "send") {
		// "anything unassigned thru tue?" (two listed) → "put maria on
		// the 2A one": of the jobs the reply listed, the one the words
		// name, given to her (never her own job there).
		probe := ref
		probe.ProID, probe.proCandidates = 0, nil
		if j, err := s.listedJob(probe); err != nil {
			return step{}, err
		} else if j != nil && (j.ProID == nil || *j.ProID != in.ProID) {
			newPro, ref = in.ProID, probe
			ref.JobID = j.ID
		}
	}
	if newPro == 0 && ref.ProID == in.ProID && s.proGivenIt(in) {
		// "push the turnover to monday too and give it to bri": Bri is
		// the pro to put on the turnover, never the one whose job it is
		// (handover.go).
		newPro, ref.ProID = in.ProID, 0
	}
	if in.ProID != 0 && newPro == 0 {
		if j, q, err := s.findJob(ref, "change"); err != nil {
			return step{}, err
		} else if q != nil && strings.HasPrefix(q.Text, "I couldn't") || j != nil && (j.ProID == nil || *j.ProID != in.ProID) ||
			// "… so turnover sat same time and put yesenia on it": her
			// job under way is no job to move; she is given the one the
			// other words name.
			j != nil && j.Status == steward.StatusInProgress && (in.NewWhen != nil || in.Shift != 0) ||
			// "have summer take the venice turnover": her own clean
			// elsewhere is not the job the places said name.
			j != nil && len(in.addrCandidates) > 1 && !slices.Contains(in.addrCandidates, j.AddressID) {
			newPro, ref.ProID = in.ProID, 0
			if s.possessivePro(in.rawText, newPro) && in.FromPro == 0 {
				// "greta's clean" names the job, never a pro to give it
				// to; with no place said her name limits which job is
				// meant, and when she has no such job it is asked.
				if !in.namedPlace && (j == nil || j.ProID == nil || *j.ProID != in.ProID) {
					other, oq, err := s.findJob(ref, "change")
					if err != nil {
						return step{}, err
					}
					if oq != nil {
						other = nil
					}
					return replied(s.notProsJob(in, in.ProID, other))
				}
				newPro = 0
			}
		}
	}
	ref.forPro = newPro
	j, q, err := s.findJob(ref, "change")
	if q != nil && err == nil && in.FromPro != 0 && ref.ProID == in.FromPro && newPro != 0 && in.namedPlace && in.Service != "" &&
		strings.HasPrefix(q.Text, "I couldn't find") {
		// "chris patel is sick thurs, give the bluebonnet clean to chris
		// ng", the clean having no pro: the job is the one named.
		ref.ProID = 0
		j, q, err = s.findJob(ref, "change")
		if q == nil && err == nil && j.ProID != nil && *j.ProID != newPro {
			// "lohi turn 3/12: MR -> MHM", the turnover being JT's: not
			// the one "instead of MR" names — asked, never taken from JT.
			return replied(s.notProsJob(in, in.FromPro, j))
		}
	}
	if q != nil || err != nil {
		return replied(deref(q), err)
	}
	in.JobID = j.ID
	loc := s.loc(j.AddressID)
	name := s.byAddr[j.AddressID].Name()
	if in.noteAsked && in.SetNotes == "" {
		// The day said only names the job: what the note says is asked.
		return replied(ask(in, "set_notes", fmt.Sprintf("What should the note on the %s at %s on %s say? Nothing has changed yet.", j.ServiceType, name, localTime(j.ScheduledAt, loc))))
	}
	var upd steward.JobUpdate
	var said []string
	if w := in.NewWhen; w != nil && w.HasTime && !w.Soft && w.Hour >= 13 && w.Hour <= 18 && bareHour(in.rawText, w.Hour-12, w.Minute) &&
		j.ScheduledAt.In(loc).Hour() < 9 {
		// "the bluebird plow tmrw - can they come at 6 instead" for a
		// plow at 6:30 AM: 6 in the morning, near the time it had.
		v := *w
		v.Hour -= 12
		in.NewWhen = &v
	}
	if in.NewWhen != nil || in.Shift != 0 {
		if q := s.dayShiftDate(j, &in); q != "" {
			in.NewWhen, in.Shift = nil, 0
			return replied(ask(in, "new_when", q))
		}
		at := s.moved(j, in)
		if w := in.NewWhen; w != nil && w.Soft && in.Shift == 0 {
			// "can boone get out there tmrw afternoon": in the afternoon,
			// when he is free.
			pro := newPro
			if pro == 0 && j.ProID != nil {
				pro = *j.ProID
			}
			if !at.After(s.now) {
				// "Tom, please, as soon as he can get there this
				// afternoon" said at 14:20: the afternoon is under way,
				// so from the earliest slot in it, never one after it
				// ends (as a booking does; fixs24E).
				if e := s.earliest(loc); e.After(s.now) && sameDay(e, at, loc) && e.In(loc).Hour() < softPartEnd(w.Hour) {
					at = e
				}
			}
			free, err := s.proFreeFrom(pro, serviceAfter(j, in), s.byAddr[j.AddressID], at, true)
			if err != nil {
				return step{}, err
			}
			at = free
		}
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
		if toks := tokenize(in.rawText); in.Shift == 0 && at.Equal(j.ScheduledAt) && has(toks, "sooner", "earlier", "later") && has(toks, "than") {
			// "need someone to look at the damper sooner than monday":
			// the day it is on is what to move away from; when is asked.
			in.NewWhen = nil
			return replied(ask(in, "new_when", fmt.Sprintf("The %s at %s is on %s. When should I move it to?", j.ServiceType, name, localTime(j.ScheduledAt, loc))))
		}
		if w := in.NewWhen; in.Shift == 0 && w != nil && !w.HasTime && at.Equal(j.ScheduledAt) && clockUnread(tokenize(in.rawText)) {
			// "move the marchmont turnover on the 9th tae 1100 and put
			// sparkle on it": the day is the job's own and the hour said
			// was not read; asked, never the rest done without the move.
			in.NewWhen = nil
			return replied(ask(in, "new_when", fmt.Sprintf("The %s at %s is on %s. When should I move it to?", j.ServiceType, name, localTime(j.ScheduledAt, loc))))
		}
		if q := s.fromTimeMismatch(j, in, at); q != "" && !at.Equal(j.ScheduledAt) {
			return replied(ask(in, "go_ahead", q))
		}
		if !at.Equal(j.ScheduledAt) {
			upd.ScheduledAt, upd.DuringStay = &at, in.DuringStay || guestsAsked(tokenize(in.rawText)) || s.longStayAt(j.AddressID, at)
			if !upd.DuringStay && j.ID == s.justBooked {
				// "the dishwasher at vine row is leaking" (booked during the
				// Pellegrinos' stay, for them) → "tyler, friday 2pm": the
				// same visit, still in their stay, keeps their leave.
				now, err := s.stayDuring(j.AddressID, j.ScheduledAt)
				if err != nil {
					return step{}, err
				}
				then, err := s.stayDuring(j.AddressID, at)
				if err != nil {
					return step{}, err
				}
				upd.DuringStay = now != nil && then != nil && now.ID == then.ID
			}
			said = append(said, fmt.Sprintf("moved it from %s to %s", localTime(j.ScheduledAt, loc), localTime(at, loc)))
		}
	}
	if p := s.pro(newPro); p != nil && (j.ProID == nil || *j.ProID != newPro) && (!p.Active || !p.Offers(serviceAfter(j, in))) {
		// Checked before anything is written (the store would refuse
		// it): who else could, as a question.
		service := serviceAfter(j, in)
		problem := p.Name + " is inactive"
		if p.Active {
			problem = p.Name + " doesn't do " + string(service)
		}
		var others []string
		in.Candidates = nil
		for _, o := range s.pros {
			if o.Active && o.Offers(service) && o.ID != newPro && (j.ProID == nil || *j.ProID != o.ID) {
				others = append(others, o.Name)
				in.Candidates = append(in.Candidates, o.ID) // "yes" to one of them gives it to that one
			}
		}
		q := fmt.Sprintf("%s, so I can't give them the %s at %s on %s.", problem, j.ServiceType, name, localTime(j.ScheduledAt, loc))
		if len(others) > 0 {
			q += " Should " + orList(others) + " do it instead?"
		}
		in.ProID, in.FromPro, in.focusPro = 0, 0, false
		return replied(ask(in, "pro", q+" Nothing has changed yet."))
	}
	if r, err := s.secondPro(j, in, newPro); r != nil || err != nil {
		return replied(deref(r), err) // "put Jess on the big house clean too" (crew.go)
	}
	if newPro != 0 && (j.ProID == nil || *j.ProID != newPro) {
		upd.ProID = &newPro
		said = append(said, "gave it to "+s.pro(newPro).Name)
	}
	if in.Unassign && j.ProID != nil {
		upd.UnassignPro = true
		said = append(said, "took "+s.pro(*j.ProID).Name+" off it (it has no pro now)")
	}
	if in.SetNotes != "" {
		notes := in.SetNotes
		if j.Notes != nil && *j.Notes != "" {
			notes = *j.Notes + "\n" + notes
		}
		upd.Notes = &notes
		said = append(said, "added the note “"+in.SetNotes+"”")
	}
	if in.serviceTo != "" && in.serviceTo != j.ServiceType {
		pro := s.pro(newPro)
		if pro == nil && j.ProID != nil {
			pro = s.pro(*j.ProID)
		}
		if pro != nil && !slices.Contains(pro.Services, in.serviceTo) {
			// Checked here, before anything is written: the store would
			// refuse it too.
			return refusal(fmt.Sprintf("I can't make the %s at %s %s: %s doesn't offer %s. Tell me who should do it (or to unassign %s); nothing has changed yet.",
				j.ServiceType, name, article(string(in.serviceTo)), pro.Name, in.serviceTo, strings.Fields(pro.Name)[0])), nil
		}
		upd.ServiceType = &in.serviceTo
		said = append(said, "made it "+article(string(in.serviceTo)))
	}
	if in.Deep && j.ServiceType == steward.Cleaning && (j.Notes == nil || !strings.Contains(strings.ToLower(*j.Notes), "deep")) && in.SetNotes == "" {
		notes := "Deep clean"
		if j.Notes != nil && *j.Notes != "" {
			notes = *j.Notes + "\n" + notes
		}
		price := steward.EstimateDeepClean(s.byAddr[j.AddressID]).Price
		upd.Notes, upd.Price = &notes, &price
		said = append(said, fmt.Sprintf("made it a deep clean (%s)", usd(price)))
	}
	if in.SetPrice != nil && *in.SetPrice != j.Price && (upd.Price == nil || *upd.Price != *in.SetPrice) {
		upd.Price = in.SetPrice
		said = append(said, fmt.Sprintf("changed its price from %s to %s", usd(j.Price), usd(*in.SetPrice)))
	}
	var changes []change
	if in.SetStatus == steward.StatusConfirmed && newPro == 0 && !in.Unassign && j.ProID != nil {
		if p := s.confirmedBy(in.rawText); p != nil && p.ID != *j.ProID {
			// "maya confirmed the cabin hot tub mon" when Peak has it:
			// another pro's word confirms nothing of this job. Said,
			// nothing written.
			on := "someone else"
			if o := s.pro(*j.ProID); o != nil {
				on = o.Name
			}
			return refusal(fmt.Sprintf("I haven't confirmed it: the %s is %s's, not %s's. Tell me which job %s confirmed, or say “give it to %s” if it should be theirs.",
				s.describeJob(j), on, p.Name, p.Name, p.Name)), nil
		}
	}
	if in.SetStatus != "" && in.SetStatus != j.Status {
		if in.SetStatus == steward.StatusCompleted && (j.Status == steward.StatusPending || j.Status == steward.StatusConfirmed) {
			// The life-cycle goes through in progress to completed.
			started := steward.StatusInProgress
			changes = append(changes, change{op: opUpdateJob, job: j, update: steward.JobUpdate{Status: &started}})
		}
		st := in.SetStatus
		upd.Status = &st
		said = append(said, "marked it "+statusWord(st))
	}
	if len(said) == 0 && in.FromPro != 0 && newPro == 0 && !in.Unassign && in.SetStatus == "" && in.SetPrice == nil {
		// "kai cant make it friday", "bianca wont be able to do anchor
		// way tmrw": who should do it instead is asked, never guessed.
		return replied(s.askReplacement(in, j))
	}
	if len(said) == 0 {
		if in.SetPrice != nil {
			return step{reply: done(fmt.Sprintf("The %s already costs %s.", s.describeJob(j), usd(j.Price))), job: j}, nil
		}
		if in.SetStatus != "" {
			return step{reply: done(fmt.Sprintf("The %s is already %s.", s.describeJob(j), statusWord(j.Status))), job: j}, nil
		}
		if in.Unassign {
			return step{reply: done(fmt.Sprintf("The %s has no pro; nothing changed.", s.describeJob(j))), job: j}, nil
		}
		if p := s.pro(in.ProID); p != nil && in.FromPro == 0 && j.ProID != nil && *j.ProID == p.ID && in.NewWhen == nil && in.Shift == 0 {
			// "actually make it luis" for Luis's clean: already his.
			// (The job is listed, so that "can u move him to the 12th"
			// next is about it.)
			return step{reply: done(fmt.Sprintf("%s is already doing the %s at %s on %s; nothing changed.", p.Name, j.ServiceType, name, localTime(j.ScheduledAt, loc)),
				steward.Action{Type: steward.ActionJobsListed, JobIDs: []int64{j.ID}, AddressID: &j.AddressID}), job: j}, nil
		}
		if in.NewWhen != nil {
			// "make it 10" for a job already at 10:00: nothing to change.
			return step{reply: done(fmt.Sprintf("The %s is already at %s; nothing changed.", s.describeJob(j), localTime(j.ScheduledAt, loc))), job: j}, nil
		}
		return replied(ask(in, "new_when", fmt.Sprintf("What should I change about the %s at %s on %s? A new time, for example.", j.ServiceType, name, localTime(j.ScheduledAt, loc))))
	}
	desc := fmt.Sprintf("the %s at %s (job %d)", j.ServiceType, name, j.ID)
	changes = append(changes, change{op: opUpdateJob, job: j, update: upd, say: func(written) string {
		return "Updated " + desc + ": " + andList(said) + "."
	}})
	after := *j
	if upd.ScheduledAt != nil {
		after.ScheduledAt = *upd.ScheduledAt
	}
	return step{changes: changes, job: &after}, nil
}

// askReplacement asks who should do job j instead of its pro, who can't
// (in.FromPro), naming the active pros who offer its service; the answer
// ("jordan", "yes" to a single one) gives j to that pro.
func (s *session) askReplacement(in request, j *steward.Job) (Reply, error) {
	loc := s.loc(j.AddressID)
	var others []string
	in.Candidates = nil
	for _, o := range s.pros {
		if o.Active && o.Offers(j.ServiceType) && o.ID != in.FromPro && (j.ProID == nil || *j.ProID != o.ID) {
			others = append(others, o.Name)
			in.Candidates = append(in.Candidates, o.ID)
		}
	}
	who := "its pro"
	if p := s.pro(in.FromPro); p != nil {
		who = p.Name
	}
	q := fmt.Sprintf("Who should do the %s at %s on %s (job %d) instead of %s?", j.ServiceType, s.byAddr[j.AddressID].Name(),
		localTime(j.ScheduledAt, loc), j.ID, who)
	switch len(others) {
	case 0:
		q += fmt.Sprintf(" None of your other active pros do %s; I can take %s off it or cancel it.", j.ServiceType, strings.Fields(who)[0])
	case 1:
		q += " Should " + others[0] + " do it?"
	default:
		q += " " + orList(others) + " can."
	}
	in.JobID, in.ProID, in.focusPro, in.NewWhen, in.Shift = j.ID, 0, false, nil, 0
	return ask(in, "pro", q+" Nothing has changed yet.")
}

// confirmAll confirms every pending upcoming job that fits ("confirm
// everything at the flat", "confirm all of tess's jobs this week"), each
// a change of the one message. Jobs with no pro are left pending and named
// (a confirmation is the pro's).
func (s *session) confirmAll(in request) (step, error) {
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return step{}, err
	}
	toks := tokenize(in.rawText)
	var from, to time.Time
	if hasPhrase(toks, "this week") || hasPhrase(toks, "next week") || has(toks, "month", "weekend") {
		from, to, _ = s.period(in, s.loc(in.AddressID), "")
	}
	var st step
	var skipped []string
	confirmed := steward.StatusConfirmed
	for _, j := range jobs {
		if j.Status != steward.StatusPending || !j.ScheduledAt.After(s.now) || !s.jobMatches(j, in) ||
			!from.IsZero() && (j.ScheduledAt.Before(from) || !j.ScheduledAt.Before(to)) {
			continue
		}
		desc := strings.TrimSuffix(s.describeJob(j), " ("+string(j.Status)+")")
		if j.ProID == nil {
			skipped = append(skipped, "the "+desc)
			continue
		}
		st.changes = append(st.changes, change{op: opUpdateJob, job: j, update: steward.JobUpdate{Status: &confirmed},
			say: func(written) string { return "Confirmed the " + desc + "." }})
	}
	if len(st.changes) == 0 && len(skipped) == 0 {
		return refusal("I couldn't find any pending upcoming job matching that, so nothing changed."), nil
	}
	if len(skipped) > 0 {
		note := "Not confirmed, no pro yet: " + strings.Join(skipped, "; ") + "."
		if len(st.changes) == 0 {
			return refusal("I couldn't confirm anything: " + note), nil
		}
		last := st.changes[len(st.changes)-1].say
		st.changes[len(st.changes)-1].say = func(w written) string { return last(w) + "\n" + note }
	}
	return st, nil
}

// statusWord is how a reply names a status.
func statusWord(st steward.JobStatus) string {
	switch st {
	case steward.StatusCompleted:
		return "done"
	case steward.StatusInProgress:
		return "in progress"
	}
	return string(st)
}

// recurringRefusal is the reply to a request for a series of jobs, which
// the engine does not create: it says so and changes nothing rather than
// book one job of the series.
func recurringRefusal(in request) string {
	return "I can't set up recurring jobs yet (“" + in.rawText + "”), so I haven't booked anything. " +
		"Tell me the dates one by one (for example “a cleaning at the villa on Friday at 11”) and I'll book each."
}

// unsupported is the reply to something Steward does not do.
func unsupported(in request) string {
	what := "do that"
	toks := tokenize(in.rawText)
	normalizeVerbs(toks)
	_, _, hasService := serviceOf(toks)
	switch {
	case in.Topic == guestOutingTopic:
		what = "book things for the guests themselves, like trips, tables or outings (Steward books cleaning, maintenance, inspections and restocking at your properties)"
	case unsupportedTopic(toks, hasService) != "":
		what = unsupportedTopic(toks, hasService)
	case has(toks, "pay", "tip", "invoice", "refund", "reimburse", "venmo", "zelle", "payment", "payments", "paid", "paying",
		"payout", "paypal", "cashapp", "bonus", "deposit", "gpay", "upi", "paytm", "phonepe", "neft", "imps") || sendsMoney(in.rawText):
		what = "handle payments"
	case has(toks, "text", "sms", "call", "phone", "remind", "email", "message", "whatsapp", "notify", "tell", "inform", "warn"),
		has(toks, "send", "forward", "give") && has(toks, "address", "code", "codes", "details", "info", "information", "link", "number", "wifi", "password", "directions"):
		what = "send messages or make calls"
	case has(toks, "order", "buy", "purchase"):
		what = "order or buy things (I can schedule a restock)"
	case isFeedback(toks):
		return "I can't rate jobs from the chat (“" + strings.TrimSpace(in.rawText) + "”), so I didn't act on it. " + ratingHowTo
	}
	return "I can't " + what + " (“" + strings.TrimSpace(in.rawText) + "”), so I didn't act on it."
}

// serviceAfter is the service type job j will have once the edit in is
// made: the new one it names, else its own.
func serviceAfter(j *steward.Job, in request) steward.ServiceType {
	if in.serviceTo != "" {
		return in.serviceTo
	}
	return j.ServiceType
}

// reassignAll gives every upcoming job of one pro to another: "luis quit,
// give his jobs to omar", "give keisha's jobs this week to grace",
// "reassign grace's cleanings next week to pete". The jobs are the first
// pro's that are not started (in the period when one is named); a job the
// second pro cannot take (another service, inactive, busy then) is named
// and left as it is. Without a pro to give them to, who is asked. ok is
// false for any other edit.
func (s *session) reassignAll(in request) (step, bool, error) {
	toks := tokenize(in.rawText)
	// ("reassign all of Crew B tmrw to A", "hand everything of kim's to
	// lou": all of a pro's, the jobs unsaid.)
	if in.JobID != 0 || !has(toks, "jobs", "visits", "cleanings", "cleans", "inspections", "restocks", "appointments") && !hasPhrase(toks, "all of") && !has(toks, "everything") ||
		!has(toks, "give", "reassign", "hand", "move", "switch", "transfer", "pass", "cover") {
		return step{}, false, nil
	}
	from, to := in.FromPro, in.ProID
	if from == 0 {
		// "luis quit, give his jobs to omar": the pro named first is the
		// one whose jobs they are.
		var named []int64
		for _, p := range s.pros {
			if s.namesProAt(toks, p) {
				named = append(named, p.ID)
			}
		}
		if len(named) == 2 {
			// "luis quit, give his jobs to omar": the pro after "to" takes
			// them, also when the one named first was read as the pro
			// ("reassign all of Crew B tmrw to A").
			if k := index(toks, 0, "to"); k >= 0 {
				var after []int64
				for _, id := range named {
					if s.namesProAt(toks[k:], s.pro(id)) {
						after = append(after, id)
					}
				}
				if len(after) == 1 {
					to = after[0]
				}
			}
		}
		if len(named) == 2 && to != 0 {
			for _, id := range named {
				if id != to {
					from = id
				}
			}
		} else if len(named) == 1 && has(toks, "his", "her", "their") {
			from, to = named[0], 0
		}
	}
	if from == 0 {
		return step{}, false, nil
	}
	fromPro := s.pro(from)
	if to == 0 || to == from {
		var others []string
		for _, p := range s.pros {
			if p.Active && p.ID != from && slices.ContainsFunc(fromPro.Services, p.Offers) {
				others = append(others, p.Name)
			}
		}
		q := fmt.Sprintf("Who should take %s's jobs", fromPro.Name)
		if len(others) > 0 {
			q += ": " + orList(others)
		}
		in.Kind = kindEdit
		st, err := replied(ask(in, "pro", q+"? Nothing has changed yet."))
		return st, true, err
	}
	toPro := s.pro(to)
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return step{}, true, err
	}
	var start, end time.Time
	if has(toks, "week", "weekend", "month", "today", "tomorrow") || in.When != nil && in.When.HasDate {
		start, end, _ = s.writePeriod(in, s.loc(in.AddressID), "today")
		if has(toks, "tomorrow") && (in.When == nil || !in.When.HasDate) {
			start, end = start.AddDate(0, 0, 1), end.AddDate(0, 0, 1)
		}
	}
	var st step
	var kept []string
	for _, j := range jobs {
		if j.ProID == nil || *j.ProID != from || !j.Cancellable() || in.Service != "" && j.ServiceType != in.Service ||
			!start.IsZero() && (j.ScheduledAt.Before(start) || !j.ScheduledAt.Before(end)) {
			continue
		}
		desc := s.describeJobNoStatus(j)
		if !toPro.Active || !toPro.Offers(j.ServiceType) {
			kept = append(kept, "the "+desc+" ("+toPro.Name+" doesn't do "+string(j.ServiceType)+")")
			continue
		}
		id := to
		st.changes = append(st.changes, change{op: opUpdateJob, job: j, update: steward.JobUpdate{ProID: &id},
			say: func(written) string { return "Gave the " + desc + " to " + toPro.Name + "." }})
	}
	if len(st.changes) == 0 && len(kept) == 0 {
		return refusal(fmt.Sprintf("I couldn't find any upcoming job of %s's matching that, so nothing changed.", fromPro.Name)), true, nil
	}
	if len(kept) > 0 {
		note := "Left with " + fromPro.Name + ": " + strings.Join(kept, "; ") + "."
		if len(st.changes) == 0 {
			return refusal("I couldn't give any of them to " + toPro.Name + ". " + note), true, nil
		}
		last := st.changes[len(st.changes)-1].say
		st.changes[len(st.changes)-1].say = func(w written) string { return last(w) + "\n" + note }
	}
	return st, true, nil
}

// namesProAt reports whether toks name pro p (first name or full name).
func (s *session) namesProAt(toks []token, p *steward.Pro) bool {
	return len(matchPeople(toks, []string{p.Name})) > 0
}

// swapPros gives the job of each of two pros to the other when each has
// exactly one job that fits the request's day: "swap maria and marta on
// friday". ok is false when that is not so (one job between them is
// then given by the caller).
func (s *session) swapPros(in request) (step, bool, error) {
	if in.When == nil || !in.When.HasDate || substitutes(tokenize(in.rawText)) {
		return step{}, false, nil
	}
	one := func(pro int64) (*steward.Job, error) {
		ref := in
		ref.ProID, ref.FromPro, ref.AddressID, ref.noteWords = pro, 0, 0, nil
		jobs, err := s.upcomingJobs(0, s.now)
		if err != nil {
			return nil, err
		}
		var found *steward.Job
		for _, j := range jobs {
			if j.Cancellable() && s.jobMatches(j, ref) {
				if found != nil {
					return nil, nil
				}
				found = j
			}
		}
		return found, nil
	}
	a, err := one(in.FromPro)
	if err != nil || a == nil {
		return step{}, false, err
	}
	b, err := one(in.ProID)
	if err != nil || b == nil || a.ID == b.ID {
		return step{}, false, err
	}
	var st step
	for _, c := range []struct {
		job *steward.Job
		to  int64
	}{{a, in.ProID}, {b, in.FromPro}} {
		job, to := c.job, c.to
		p := s.pro(to)
		if p == nil || !p.Active || !p.Offers(job.ServiceType) {
			return step{}, false, nil
		}
		name := s.byAddr[job.AddressID].Name()
		st.changes = append(st.changes, change{op: opUpdateJob, job: job, update: steward.JobUpdate{ProID: &to}, say: func(written) string {
			return fmt.Sprintf("Updated the %s at %s (job %d): gave it to %s.", job.ServiceType, name, job.ID, p.Name)
		}})
	}
	st.job = a
	return st, true, nil
}

// swapDays gives each of the two jobs on the days in names the other's
// pro: "swap the carloses on saturday and sunday". Asked when either day
// has other than one job with a pro that fits.
func (s *session) swapDays(in request) (step, error) {
	jobs, err := s.upcomingJobs(in.AddressID, s.now)
	if err != nil {
		return step{}, err
	}
	// "swap rosa and team b - rosa takes the red rock clean fri, team b
	// takes tmrws cathedral clean": each day's job may be at another of
	// the places the message names.
	named := map[int64]bool{}
	for _, m := range allProperties(tokenize(in.rawText), s.addrs) {
		named[m.addr.ID] = true
	}
	on := func(w *When) *steward.Job {
		find := func(addressID int64, onlyNamed bool) *steward.Job {
			ref := request{AddressID: addressID, Service: in.Service, When: &When{HasDate: true, Year: w.Year, Month: w.Month, Day: w.Day}}
			var found *steward.Job
			for _, j := range jobs {
				if j.Cancellable() && j.ProID != nil && s.jobMatches(j, ref) && (!onlyNamed || named[j.AddressID]) {
					if found != nil {
						return nil
					}
					found = j
				}
			}
			return found
		}
		if j := find(in.AddressID, false); j != nil || in.AddressID == 0 || len(named) < 2 {
			return j
		}
		return find(0, true)
	}
	if in.AddressID != 0 && len(named) >= 2 {
		all, err := s.upcomingJobs(0, s.now)
		if err != nil {
			return step{}, err
		}
		jobs = all
	}
	a, b := on(in.When), on(in.NewWhen)
	if a == nil || b == nil || *a.ProID == *b.ProID {
		in.When, in.NewWhen = nil, nil
		return replied(done("I couldn't tell which two jobs to swap the pros of from that, so nothing changed. Which jobs do you mean?"), nil)
	}
	pa, pb := s.pro(*a.ProID), s.pro(*b.ProID)
	if pa == nil || pb == nil || !pa.Active || !pb.Active || !pa.Offers(b.ServiceType) || !pb.Offers(a.ServiceType) {
		return replied(done("I can't swap their pros: one of them doesn't do the other's job, so nothing changed."), nil)
	}
	var st step
	for _, c := range []struct {
		job *steward.Job
		to  *steward.Pro
	}{{a, pb}, {b, pa}} {
		job, to := c.job, c.to
		id := to.ID
		name := s.byAddr[job.AddressID].Name()
		st.changes = append(st.changes, change{op: opUpdateJob, job: job, update: steward.JobUpdate{ProID: &id}, say: func(written) string {
			return fmt.Sprintf("Updated the %s at %s (job %d): gave it to %s.", job.ServiceType, name, job.ID, to.Name)
		}})
	}
	st.job = a
	return st, nil
}

// whichListed asks which of the jobs the last reply listed the pro of in
// is to take ("put maria on it" after two were listed); nil when fewer
// than two of them can still change.
func (s *session) whichListed(in request) (*Reply, error) {
	var lines []string
	in.Candidates = nil
	for _, id := range s.about().listed {
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		if !j.Cancellable() {
			continue
		}
		in.Candidates = append(in.Candidates, j.ID)
		if len(lines) < maxListed {
			lines = append(lines, fmt.Sprintf("%d) %s", len(lines)+1, s.describeJob(j)))
		}
	}
	p := s.pro(in.ProID)
	if len(in.Candidates) < 2 || p == nil {
		return nil, nil
	}
	r, err := ask(in, "job", fmt.Sprintf("Which job should %s take? I listed %d:\n%s\nNothing has changed yet.", p.Name, len(in.Candidates), strings.Join(lines, "\n")))
	return &r, err
}

// listedJob is the one job of those the last reply listed that in's
// words fit (its property, service, day, notes); nil when the reply
// listed none, or none or several fit. The words must name something:
// a bare "put maria on it" picks none.
func (s *session) listedJob(in request) (*steward.Job, error) {
	listed := s.about().listed
	if len(listed) == 0 || in.AddressID == 0 && in.Service == "" && in.When == nil && contentWords(in.noteWords) == 0 {
		return nil, nil
	}
	var found *steward.Job
	for _, id := range listed {
		j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
		if steward.ErrorCode(err) == steward.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		if !j.Cancellable() || !s.jobMatches(j, in) {
			continue
		}
		if in.AddressID == 0 && in.Service == "" && in.When == nil && noteScore(j, in) == 0 {
			continue
		}
		if found != nil {
			return nil, nil
		}
		found = j
	}
	return found, nil
}

// prosOwnJob reads "and lorena at 3 then", said of a job another pro has,
// as a move of the pro's own job at that property that day (her restock
// after his clean), not as giving her his job: the words only name her
// and a time, and she has exactly one such job.
func (s *session) prosOwnJob(in *request) error {
	toks := tokenize(in.rawText)
	id := in.JobID
	if id == 0 && s.focus != 0 && !in.namedPlace {
		id = s.focus // the job the conversation is about
	}
	if id == 0 || in.ProID == 0 || in.FromPro != 0 || in.NewWhen == nil || in.Service != "" || in.SetStatus != "" || in.SetNotes != "" ||
		in.Deep || in.SetPrice != nil || len(toks) > 6 ||
		has(toks, "give", "assign", "have", "put", "instead", "take", "takes", "switch", "swap", "do", "does", "doing", "handle", "cover", "on", "with", "send") {
		return nil
	}
	j, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, id)
	if err != nil || j == nil || j.ProID != nil && *j.ProID == in.ProID {
		return nil //nolint:nilerr // (not found: the edit says so)
	}
	if j.ID == s.justBooked && j.ProID == nil {
		// "need a plumber at the heron" … (booked, no pro) → "hector,
		// monday 9am": the visit just booked, given to Hector and moved;
		// never Hector's other job there that day.
		return nil
	}
	loc := s.byAddr[j.AddressID].Location()
	day := j.ScheduledAt.In(loc).Format(time.DateOnly)
	jobs, err := s.upcomingJobs(j.AddressID, s.now)
	if err != nil {
		return err
	}
	var own []*steward.Job
	for _, o := range jobs {
		if o.ID != j.ID && o.ProID != nil && *o.ProID == in.ProID && o.ScheduledAt.In(loc).Format(time.DateOnly) == day && o.Cancellable() {
			own = append(own, o)
		}
	}
	if len(own) == 1 {
		in.JobID, in.ProID, in.proCandidates = own[0].ID, 0, nil
	}
	return nil
}

// bareHourRe finds an hour said without am or pm, with its minutes or
// without.
var bareHourRe = mustCompile(`(?i)\b(?:at|by|around|to|like|say)\s+(\d{1,2})(?::(\d{2}))?\b(?:\s*(?:am|pm|a\.m|p\.m|a m\b|p m\b|o'?clock|in the))?`)

// bareHour reports whether text says the time h:m bare: "at 6", "at
// 6:30", not "at 6pm" or "at 6:30 in the evening".
func bareHour(text string, h, m int) bool {
	for _, sm := range bareHourRe.FindAllStringSubmatch(text, -1) {
		n, err := strconv.Atoi(sm[1])
		mins := 0
		if sm[2] != "" {
			mins, _ = strconv.Atoi(sm[2])
		}
		if err == nil && n == h && mins == m && !strings.ContainsAny(strings.ToLower(sm[0][len(sm[0])-1:]), "mke") {
			return true
		}
	}
	return false
}

// proOnJob says a change opens with its pro, then "on" the job: "ole on
// the furnace tmrw at 9 instead of 10" puts Ole on that job.
func (s *session) proOnJob(in request) bool {
	toks := tokenize(in.rawText)
	if len(toks) < 3 || toks[1].s != "on" || toks[2].s != "the" {
		return false
	}
	p := s.proByWord(toks[0].s)
	return p != nil && p.ID == in.ProID
}

// substitutes reports whether a swap of pros says one of them is out and
// the other comes in ("luis cant make robinson tmrw, swap in mike",
// "swap mike in for luis"): the one job of the pro who can't given to the
// other, never a trade of both pros' jobs.
func substitutes(toks []token) bool {
	for i, t := range toks {
		switch t.s {
		case "swap", "swop", "switch", "sub", "trade":
			if i+1 < len(toks) && toks[i+1].s == "in" || i+2 < len(toks) && toks[i+2].s == "in" {
				return true
			}
		case "cant", "can't", "cannot", "wont", "won't", "unavailable", "unable", "sick", "away":
			return true
		}
	}
	return false
}

// sendsMoneyRe is money handed to someone: "send tasha $200", "give miguel
// 50 bucks", "send $75 to renee", "wire the plumber 300 dollars".
// ("send Padraig the 120 euro for the boiler job", "give her €50", "£40"
// or "40 quid": other currencies the same.)
var sendsMoneyRe = mustCompile(`(?i)\b(?:send|give|wire|transfer)\s+(?:[\w'’]+\s+){0,3}?(?:[$€£]\s?\d|\d+(?:[.,]\d\d)?\s*(?:bucks|dollars|usd|euro|euros|eur|quid|pounds|gbp)\b)`)

// sendsMoney reports whether a message asks to hand money to someone,
// which Steward does not do (a payment).
func sendsMoney(raw string) bool {
	return sendsMoneyRe.MatchString(raw)
}

// confirmedBy returns the active pro whose first name opens text as the
// one who confirmed ("maya confirmed the …", "fyi dana's confirmed for
// …"), nil when no pro's name comes right before the confirmation.
func (s *session) confirmedBy(text string) *steward.Pro {
	toks := tokenize(text)
	for len(toks) > 1 && (openers[toks[0].s] || toks[0].s == "fyi") {
		toks = toks[1:]
	}
	for i := 1; i < len(toks) && i <= 3; i++ {
		if toks[i].s != "confirmed" {
			continue
		}
		var found *steward.Pro
		for _, p := range s.pros {
			f := strings.Fields(strings.ToLower(p.Name))
			if p.Active && len(f) > 0 && f[0] == toks[0].s {
				if found != nil {
					return nil // two pros of that name: not this check's to tell
				}
				found = p
			}
		}
		return found
	}
	return nil
}
