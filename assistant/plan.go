package assistant

import (
	"strings"

	"github.com/stewardhq/steward"
)

// Planning: each resolved request becomes a step, the changes it needs
// written or the reply it needs (an answer, a question, a refusal). The
// changes of every request of a message are checked against the domain
// rules together (check) before the first is written (apply.go), so a
// refusal stops the whole message with nothing changed.

// changeOp is the kind of write a change makes.
type changeOp int

const (
	opCreateJob changeOp = iota + 1
	opUpdateJob
	opCancelJob
	opCreateStay
	opUpdateStay
	opCancelStay
	opCreatePro
)

// change is one write a request needs, fully resolved.
type change struct {
	op     changeOp
	create steward.JobCreate         // opCreateJob
	job    *steward.Job              // opUpdateJob, opCancelJob: the job as it is
	update steward.JobUpdate         // opUpdateJob
	stay   steward.ReservationCreate // opCreateStay
	reserv *steward.Reservation      // opUpdateStay, opCancelStay: the stay as it is
	// stayUpdate is an opUpdateStay's change.
	stayUpdate steward.ReservationUpdate
	pro        steward.ProCreate // opCreatePro
	// stayID is the stay a new job follows (a turnover), for its action.
	stayID int64
	// say is the reply's sentence for the change once written.
	say func(w written) string
}

// written is what the store returned for a change.
type written struct {
	job  *steward.Job
	stay *steward.Reservation
	pro  *steward.Pro
}

// step is what one request comes to: the changes it needs written, or,
// when it needs none, its reply.
type step struct {
	changes []change
	reply   Reply
	// refused reports that the request could not be carried out (its job
	// or stay was not found, the domain refused it): a message with a
	// refused request writes nothing at all.
	refused bool
	// job is the job the step is about (found or planned), for a later
	// request of the same message that says "the same slot".
	job *steward.Job
	// unread is the text of a request the engine did not understand, to
	// be named when other parts of the message were acted on.
	unread string
	// after is a service call made once the message's changes are
	// written (a calendar's sync), which gives the step its reply.
	after func() (Reply, error)
}

// replied wraps a reply that needs no write as a step.
func replied(r Reply, err error) (step, error) {
	// A reply that says it couldn't (find the job, add the stay) is a
	// refusal too.
	refused := r.Status == steward.MessageFailed || r.Status == steward.MessageCompleted && strings.HasPrefix(r.Text, "I couldn't")
	return step{reply: r, refused: refused}, err
}

// refusal is a step that could not be carried out, with its reason.
func refusal(text string) step {
	return step{reply: done(text), refused: true}
}

// planned is a step of one change.
func planned(c change) (step, error) { return step{changes: []change{c}}, nil }

// check runs the domain's own rules over every change of a message before
// any is written: the job a change would produce (steward.NewJob, Apply,
// Cancel), and each create's validation. It returns the first refusal and
// the change it refuses.
func (s *session) check(changes []change) (int, error) {
	state := map[int64]steward.Job{} // each job as the earlier changes leave it
	current := func(j *steward.Job) steward.Job {
		if cur, ok := state[j.ID]; ok {
			return cur
		}
		return *j
	}
	for i, c := range changes {
		var err error
		var jc steward.JobChange
		switch c.op {
		case opCreateJob:
			if err = c.create.Validate(); err == nil {
				var pro *steward.Pro
				if c.create.ProID != nil {
					pro = s.pro(*c.create.ProID)
				}
				_, err = steward.NewJob(s.acct, c.create, s.byAddr[c.create.AddressID], pro, s.now)
			}
		case opUpdateJob:
			j := current(c.job)
			var pro *steward.Pro
			if id, ok := c.update.ProToLoad(j); ok {
				if pro = s.pro(id); pro == nil {
					err = steward.Errorf(steward.EVALIDATION, "Invalid pro_id: pro %d does not exist", id)
					break
				}
			}
			if jc, err = j.Apply(c.update, pro, s.now); err == nil {
				state[c.job.ID] = jc.Job
			}
		case opCancelJob:
			if jc, err = current(c.job).Cancel(s.now); err == nil {
				state[c.job.ID] = jc.Job
			}
		case opCreateStay:
			err = c.stay.Validate()
		case opUpdateStay:
			_, _, err = c.stayUpdate.Apply(*c.reserv, s.byAddr[c.reserv.AddressID], s.now)
		case opCancelStay:
			if c.reserv.Status == steward.ReservationCancelled {
				err = steward.Errorf(steward.EVALIDATION, "the stay is already cancelled")
			}
		case opCreatePro:
			err = c.pro.Validate()
		}
		if err != nil {
			return i, err
		}
	}
	return -1, nil
}

// withOthers returns the requests of the message p was read from, p in
// its place among them.
func (p request) withOthers() []request {
	others := p.Others
	p.Others, p.Pos = nil, 0
	if len(others) == 0 {
		return []request{p}
	}
	pos := min(max(p.Pos, 0), len(others))
	out := append([]request{}, others[:pos]...)
	out = append(out, p)
	return append(out, others[pos:]...)
}
