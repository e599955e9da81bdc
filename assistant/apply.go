package assistant

import (
	"errors"
	"slices"
	"strconv"

	"github.com/stewardhq/steward"
)

// Applying: the checked changes of a message are written together, in one
// call of the ChangeService, which writes them in one transaction with
// their events: all of them, or none. check (plan.go) has already run every
// domain rule it can without the store; a change the store refuses here
// (a stay overlapping another, a job another request has just changed)
// leaves the account as it was, and the reply says why.

// applied is the outcome of writing a message's changes.
type applied struct {
	texts   []string // one per change written: its sentence, "" for a step that needs none
	actions []steward.Action
	// failure is the change the store refused, and why; "" when all were
	// written. When it is set, nothing was written.
	failure string
	// failedAt is the index of the change refused, and stay the stay it
	// would have fallen in when the refusal is a STAY_CONFLICT.
	failedAt int
	stay     *steward.Reservation
	code     string // the refusal's error code
}

// apply writes changes as one. Errors returned are internal.
func (s *session) apply(changes []change) (applied, error) {
	var out applied
	if len(changes) == 0 {
		return out, nil
	}
	// A pro given a job while another job of the message takes them off
	// theirs ("swap maria and marta on friday"; "give the Chalet turnover
	// to Marcy, and move the Chalet restock over to Green Mountain"): the
	// job they leave is first left without its pro, in the same
	// transaction, so no pro is ever booked twice on the way.
	var prep []steward.Change
	for _, c := range changes {
		if c.op != opUpdateJob || c.update.ProID == nil {
			continue
		}
		for _, o := range changes {
			if o.op == opUpdateJob && o.job.ID != c.job.ID && o.job.ProID != nil && *o.job.ProID == *c.update.ProID &&
				o.update.ProID != nil && *o.update.ProID != *o.job.ProID {
				prep = append(prep, steward.UpdateJobChange(o.job.ID, steward.JobUpdate{UnassignPro: true}))
				break
			}
		}
	}
	// Jobs of one pro moved in one message ("push leilani's clean to 11
	// and the restock to 2"): each move is written when it no longer meets
	// another's old slot, so the pair is checked as it will be.
	order, freed := s.moveOrder(changes)
	if freed >= 0 {
		// Two jobs of one pro trading slots ("swap the times of the
		// clean and the restock", both hers): each meets the other's old
		// slot, so one is first left without its pro and given it back
		// with its move, written last; its own old slot is no clash.
		c := &changes[freed]
		upd := c.update
		upd.ProID = ptr(*c.job.ProID)
		c.update = upd
		prep = append(prep, steward.UpdateJobChange(c.job.ID, steward.JobUpdate{UnassignPro: true}))
	}
	order = cancelsFirst(changes, order)
	order = s.leaversBeforeCreates(changes, order) // a pro's job moved out of a new job's way first (slotorder.go)
	order = movesBeforeGives(changes, order)
	batch := make([]steward.Change, 0, len(prep)+len(changes))
	batch = append(batch, prep...)
	for _, k := range order {
		batch = append(batch, changes[k].domain())
	}
	results, err := s.e.Changes.ApplyChanges(s.ctx, s.acct, batch)
	if err == nil {
		results = results[len(prep):]
		byChange := make([]steward.ChangeResult, len(changes))
		for i, k := range order {
			byChange[k] = results[i]
		}
		results = byChange
	}
	if isDomain(err) {
		k := 0
		var ce *steward.ChangeError
		if errors.As(err, &ce) && ce.Index-len(prep) >= 0 && ce.Index-len(prep) < len(changes) {
			k = order[ce.Index-len(prep)]
		}
		out.failedAt, out.code = k, steward.ErrorCode(err)
		out.failure = "I couldn't " + changes[k].verb() + ": " + chatError(err)
		if steward.ErrorCode(err) == steward.ESTAYCONFLICT {
			if stay, why, err := s.stayRefusal(changes[k]); err != nil {
				return out, err
			} else if why != "" {
				out.failure = "I couldn't " + changes[k].verb() + ": " + why
				out.stay = stay
			}
		}
		return out, nil
	} else if err != nil {
		return out, err
	}
	for i, c := range changes {
		r := results[i]
		w := written{job: r.Job, stay: r.Reservation, pro: r.Pro}
		var a steward.Action
		switch {
		case w.job != nil:
			a = jobAction(c.action(), w.job)
			if c.stayID != 0 {
				a.ReservationID = ptr(c.stayID)
			}
		case w.stay != nil:
			a = steward.Action{Type: c.action(), ReservationID: &w.stay.ID, AddressID: &w.stay.AddressID}
		case w.pro != nil:
			a = steward.Action{Type: c.action(), ProID: &w.pro.ID}
		}
		out.actions = append(out.actions, a)
		text := ""
		if c.say != nil {
			text = c.say(w)
		}
		out.texts = append(out.texts, text)
	}
	return out, nil
}

// moveOrder is the order to write changes in: as they are, except that
// changes to jobs are ordered so that each is written after the changes
// that free the slot it needs: a job moved, or given to a pro, is written
// after the move or hand-over that takes that pro's other job out of the
// slot it meets ("push leilani's clean to 11 and the restock to 2"; "give
// the prep tomorrow to North Country and push the restock there to three
// o'clock", North Country's restock in the prep's way until it moves).
// Where no such order exists the changes keep theirs, and the store
// judges.
//
// freed is the move, if any, that closes a cycle (each job of a pro
// moving into another's old slot): it is ordered last, to be written
// with the pro taken off its job first (apply); -1 when there is none.
func (s *session) moveOrder(changes []change) (order []int, freed int) {
	freed = -1
	order = make([]int, len(changes))
	var moves []int
	for i, c := range changes {
		order[i] = i
		if _, ok := jobAfter(c); ok || leavesSlot(c) {
			moves = append(moves, i)
		}
	}
	if len(moves) < 2 {
		return order, freed
	}
	meets := func(a, b change) bool { // a's job as it will be meets the old slot of b's job, which b leaves
		ja, ok := jobAfter(a)
		if !ok || !leavesSlot(b) || a.job.ID == b.job.ID || *ja.ProID != *b.job.ProID {
			return false
		}
		as, ae := ja.Busy(s.byAddr[ja.AddressID])
		bs, be := b.job.Busy(s.byAddr[b.job.AddressID])
		return as.Before(be) && bs.Before(ae)
	}
	left := slices.Clone(moves)
	var sorted []int
	for len(left) > 0 {
		pick := -1
		for x, m := range left {
			if !slices.ContainsFunc(left, func(o int) bool { return meets(changes[m], changes[o]) }) {
				pick = x
				break
			}
		}
		if pick < 0 {
			if c := changes[left[0]]; freed >= 0 || c.update.ScheduledAt == nil || c.update.ProID != nil || c.update.UnassignPro {
				return order, -1 // cycles beyond one, or not of moves alone: as said
			}
			// A cycle: the first of it is freed of its pro, so the others
			// may move into its old slot, and written after them.
			freed = left[0]
			left = left[1:]
			continue
		}
		sorted = append(sorted, left[pick])
		left = slices.Delete(left, pick, pick+1)
	}
	if freed >= 0 {
		sorted = append(sorted, freed)
	}
	for x, m := range moves {
		order[m] = sorted[x]
	}
	return order, freed
}

// jobAfter is the job c updates as it will be, when c moves it or gives
// it to a pro and it has a pro afterwards; ok is false otherwise.
func jobAfter(c change) (j steward.Job, ok bool) {
	if c.op != opUpdateJob || c.job == nil || c.update.UnassignPro || c.update.ScheduledAt == nil && c.update.ProID == nil {
		return j, false
	}
	j = *c.job
	if c.update.ScheduledAt != nil {
		j.ScheduledAt = *c.update.ScheduledAt
	}
	if c.update.ProID != nil {
		j.ProID = c.update.ProID
	}
	return j, j.ProID != nil
}

// leavesSlot reports whether c takes a job with a pro out of its slot for
// that pro: a move, a hand-over to another pro, or no pro.
func leavesSlot(c change) bool {
	return c.op == opUpdateJob && c.job != nil && c.job.ProID != nil &&
		(c.update.ScheduledAt != nil || c.update.UnassignPro || c.update.ProID != nil && *c.update.ProID != *c.job.ProID)
}

// cancelsFirst puts the cancels of jobs no other change touches before
// the rest of order: a slot a message frees ("cancel the restock … and
// move his clean there to noon", the restock in the way) is free for the
// changes said with it, as the host means, whatever order they come in.
func cancelsFirst(changes []change, order []int) []int {
	touched := func(k int) bool {
		for i, o := range changes {
			if i != k && o.job != nil && o.job.ID == changes[k].job.ID {
				return true
			}
		}
		return false
	}
	var first, rest []int
	for _, k := range order {
		if changes[k].op == opCancelJob && changes[k].job != nil && !touched(k) {
			first = append(first, k)
		} else {
			rest = append(rest, k)
		}
	}
	return append(first, rest...)
}

// domain is the change as the ChangeService takes it.
func (c change) domain() steward.Change {
	switch c.op {
	case opCreateJob:
		return steward.CreateJobChange(c.create)
	case opUpdateJob:
		return steward.UpdateJobChange(c.job.ID, c.update)
	case opCancelJob:
		return steward.CancelJobChange(c.job.ID)
	case opCreateStay:
		return steward.CreateReservationChange(c.stay)
	case opUpdateStay:
		return steward.UpdateReservationChange(c.reserv.ID, c.stayUpdate)
	case opCancelStay:
		return steward.CancelReservationChange(c.reserv.ID)
	case opCreatePro:
		return steward.CreateProChange(c.pro)
	}
	return steward.Change{}
}

// action is the type of the action a written change reports.
func (c change) action() string {
	switch c.op {
	case opCreateJob:
		return steward.ActionJobCreated
	case opUpdateJob:
		return steward.ActionJobUpdated
	case opCancelJob:
		return steward.ActionJobCancelled
	case opCreateStay:
		return steward.ActionReservationCreated
	case opUpdateStay:
		return steward.ActionReservationUpdated
	case opCancelStay:
		return steward.ActionReservationCancelled
	case opCreatePro:
		return steward.ActionProCreated
	}
	return ""
}

// verb is how a refusal names a change: "schedule that", "cancel job 4".
func (c change) verb() string {
	switch c.op {
	case opCreateJob:
		return "schedule that"
	case opUpdateJob:
		return "change job " + itoa(c.job.ID)
	case opCancelJob:
		return "cancel job " + itoa(c.job.ID)
	case opCreateStay:
		return "add that stay"
	case opUpdateStay:
		return "change " + c.reserv.GuestName + "'s stay"
	case opCancelStay:
		return "cancel " + c.reserv.GuestName + "'s stay"
	case opCreatePro:
		return "add " + c.pro.Name
	}
	return "do that"
}

// isDomain reports whether err is a refusal the user can act on (the
// domain's rules, a missing resource), not an internal failure.
func isDomain(err error) bool {
	// Every refusal the domain can give (a validation, a transition, any
	// of the conflicts, …) is the host's to read; only an internal error or
	// an outage is the engine's failure.
	switch code := steward.ErrorCode(err); code {
	case "", steward.EINTERNAL, steward.EUNAVAILABLE:
		return false
	}
	return true
}

func itoa(id int64) string { return strconv.FormatInt(id, 10) }
