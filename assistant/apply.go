package assistant

import (
	"strconv"

	"github.com/stewardhq/steward"
)

// Applying: the checked changes of a message are written in order, each
// through its domain service. The services own their transactions, one
// per write, so a message of several changes is not atomic in the store;
// check (plan.go) has already run every domain rule the services run, so
// a write that fails here is one the store itself refused (a concurrent
// change), and the reply says what was written before it.

// applied is the outcome of writing a message's changes.
type applied struct {
	texts   []string // one per change written: its sentence, "" for a step that needs none
	actions []steward.Action
	failure string // the change the store refused, and why; "" when all were written
}

// apply writes changes in order and stops at the first refusal. Errors
// returned are internal.
func (s *session) apply(changes []change) (applied, error) {
	var out applied
	for _, c := range changes {
		w, typ, err := s.write(c)
		if isDomain(err) {
			out.failure = "I couldn't " + c.verb() + ": " + steward.ErrorMessage(err)
			return out, nil
		} else if err != nil {
			return out, err
		}
		var a steward.Action
		switch {
		case w.job != nil:
			a = jobAction(typ, w.job)
			if c.stayID != 0 {
				a.ReservationID = ptr(c.stayID)
			}
		case w.stay != nil:
			a = steward.Action{Type: typ, ReservationID: &w.stay.ID, AddressID: &w.stay.AddressID}
		case w.pro != nil:
			a = steward.Action{Type: typ, ProID: &w.pro.ID}
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

// write makes one change and returns what was written and its action type.
func (s *session) write(c change) (written, string, error) {
	var w written
	var err error
	switch c.op {
	case opCreateJob:
		w.job, err = s.e.Jobs.CreateJob(s.ctx, s.acct, c.create)
		return w, steward.ActionJobCreated, err
	case opUpdateJob:
		w.job, err = s.e.Jobs.UpdateJob(s.ctx, s.acct, c.job.ID, c.update)
		return w, steward.ActionJobUpdated, err
	case opCancelJob:
		w.job, err = s.e.Jobs.CancelJob(s.ctx, s.acct, c.job.ID)
		return w, steward.ActionJobCancelled, err
	case opCreateStay:
		w.stay, err = s.e.Reservations.CreateReservation(s.ctx, s.acct, c.stay)
		return w, steward.ActionReservationCreated, err
	case opCreatePro:
		w.pro, err = s.e.Pros.CreatePro(s.ctx, s.acct, c.pro)
		return w, steward.ActionProCreated, err
	}
	return w, "", steward.Errorf(steward.EINTERNAL, "unknown change %d", c.op)
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
	case opCreatePro:
		return "add " + c.pro.Name
	}
	return "do that"
}

// isDomain reports whether err is a refusal the user can act on (the
// domain's rules, a missing resource), not an internal failure.
func isDomain(err error) bool {
	switch steward.ErrorCode(err) {
	case steward.EVALIDATION, steward.ETRANSITION, steward.ECONFLICT, steward.ENOTFOUND:
		return true
	}
	return false
}

func itoa(id int64) string { return strconv.FormatInt(id, 10) }
