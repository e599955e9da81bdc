// Package assistant is Steward's language engine: it turns a free-text
// request ("schedule a cleaning at the villa on Friday at 10") into the
// same domain operations the REST interface makes, and answers in a short
// reply that names what was done, with dates and times local to the
// property. The embedded Engine is deterministic and works offline: it
// reads with word lists, fuzzy name matching and a date reader of its own
// (see docs/assistant.md). Runner processes stored messages with it.
package assistant

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// Engine is the embedded assistant. Set every field.
type Engine struct {
	Jobs         steward.JobService
	Addresses    steward.AddressService
	Pros         steward.ProService
	Reservations steward.ReservationService
	Clock        steward.Clock
}

// Request is one message to the engine, with the earlier messages of its
// conversation (oldest first) so it can complete a pending question.
type Request struct {
	Message string
	Context steward.MessageContext
	History []*steward.Message
}

// Reply is the engine's answer. Status is completed or needs_input; Pending
// is the half-understood request behind a needs_input question. Actions
// list what was done; a needs_input reply has done nothing.
type Reply struct {
	Status  steward.MessageStatus
	Text    string
	Actions []steward.Action
	Pending json.RawMessage
}

// Handler handles one message for an account: the Engine, or any other
// engine with the same contract.
type Handler interface {
	Handle(ctx context.Context, accountID int64, req Request) (Reply, error)
}

var _ Handler = (*Engine)(nil)

// session is the state of handling one message.
type session struct {
	e      *Engine
	ctx    context.Context
	acct   int64
	now    time.Time
	addrs  []*steward.Address
	byAddr map[int64]*steward.Address
	pros   []*steward.Pro
	stays  []*steward.Reservation // loaded on first use
	loaded bool
}

// Handle reads req.Message and acts on it. Errors returned are internal
// (the store failed); everything the user can fix is a reply.
func (e *Engine) Handle(ctx context.Context, accountID int64, req Request) (Reply, error) {
	s := &session{e: e, ctx: ctx, acct: accountID, now: e.Clock.Now(), byAddr: map[int64]*steward.Address{}}
	var err error
	if s.addrs, err = e.Addresses.FindAddresses(ctx, accountID); err != nil {
		return Reply{}, err
	}
	for _, a := range s.addrs {
		s.byAddr[a.ID] = a
	}
	if s.pros, err = e.Pros.FindPros(ctx, accountID); err != nil {
		return Reply{}, err
	}
	if r, err := s.checkContext(req.Context); r != nil || err != nil {
		return deref(r), err
	}
	in, err := s.read(req.Message, req.Context)
	if err != nil {
		return Reply{}, err
	}
	if p := pendingOf(req.History); p != nil {
		if isDismissal(req.Message) {
			return done("Okay, I've left everything as it was."), nil
		}
		if merged, ok, err := s.resume(*p, in); err != nil {
			return Reply{}, err
		} else if ok {
			return s.execute(merged)
		}
		if in.Kind == kindHelp {
			return s.execute(*p) // asks its question again
		}
	}
	return s.execute(in)
}

// checkContext returns the reply to give when the message's context names an
// id the account does not hold. The message service refuses such messages
// when they are sent; this is the engine's own guard, so that a context id
// that does not resolve is never replaced by a guess (the account's only
// upcoming job, its only property).
func (s *session) checkContext(mctx steward.MessageContext) (*Reply, error) {
	for _, ref := range mctx.Refs() {
		found := false
		switch ref.Kind {
		case "address":
			found = s.byAddr[ref.ID] != nil
		case "job":
			_, err := s.e.Jobs.FindJobByID(s.ctx, s.acct, ref.ID)
			if err != nil && steward.ErrorCode(err) != steward.ENOTFOUND {
				return nil, err
			}
			found = err == nil
		case "reservation":
			if err := s.loadStays(); err != nil {
				return nil, err
			}
			for _, r := range s.stays {
				found = found || r.ID == ref.ID
			}
		}
		if !found {
			r := done(fmt.Sprintf("I couldn't find %s %d in your account, so nothing changed.", ref.Kind, ref.ID))
			return &r, nil
		}
	}
	return nil, nil
}

// pendingOf returns the question the conversation is waiting on, if its
// last message asked one.
func pendingOf(history []*steward.Message) *intent {
	if len(history) == 0 {
		return nil
	}
	last := history[len(history)-1]
	if last.Status != steward.MessageNeedsInput || len(last.Pending) == 0 {
		return nil
	}
	var p intent
	if json.Unmarshal(last.Pending, &p) != nil || p.Kind == "" {
		return nil
	}
	return &p
}

func isDismissal(msg string) bool {
	switch strings.Trim(strings.ToLower(strings.TrimSpace(msg)), ".!") {
	case "no", "nope", "never mind", "nevermind", "forget it", "stop", "cancel that", "no thanks", "no thank you", "nothing":
		return true
	}
	return false
}

func done(text string, actions ...steward.Action) Reply {
	if actions == nil {
		actions = []steward.Action{}
	}
	return Reply{Status: steward.MessageCompleted, Text: text, Actions: actions}
}

// ask returns a needs_input reply carrying in as the pending request.
func ask(in intent, missing, question string) (Reply, error) {
	in.Missing = missing
	b, err := json.Marshal(in)
	if err != nil {
		return Reply{}, err
	}
	return Reply{Status: steward.MessageNeedsInput, Text: question, Actions: []steward.Action{}, Pending: b}, nil
}

// loc returns the time zone of an address, or of the account's first
// property when none is known (relative dates need some zone).
func (s *session) loc(addressID int64) *time.Location {
	if a := s.byAddr[addressID]; a != nil {
		return a.Location()
	}
	if len(s.addrs) > 0 {
		return s.addrs[0].Location()
	}
	return time.UTC
}

func (s *session) loadStays() error {
	if s.loaded {
		return nil
	}
	var err error
	s.stays, err = s.e.Reservations.FindReservations(s.ctx, s.acct, steward.ReservationFilter{})
	s.loaded = err == nil
	return err
}

func (s *session) pro(id int64) *steward.Pro {
	for _, p := range s.pros {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// execute carries out a fully read request, or asks for what it lacks.
func (s *session) execute(in intent) (Reply, error) {
	switch in.Kind {
	case kindSchedule:
		return s.schedule(in)
	case kindTurnover:
		return s.turnover(in)
	case kindReport:
		return s.report(in)
	case kindReservation:
		return s.reservation(in)
	case kindListReservations:
		return s.listReservations(in)
	case kindAddPro:
		return s.addPro(in)
	case kindAvailability:
		return s.availability(in)
	case kindPrice:
		return s.price(in)
	case kindCancel:
		return s.cancel(in)
	case kindReschedule:
		return s.reschedule(in)
	case kindListJobs:
		return s.listJobs(in)
	}
	return s.help(in.rawText), nil
}

// needAddress resolves the property of a request, or returns the question
// to ask. With a single property there is nothing to ask.
func (s *session) needAddress(in intent, what string) (*steward.Address, *Reply, error) {
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
func (s *session) needPro(in intent, service steward.ServiceType) (*steward.Pro, *Reply, error) {
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

// help is the reply to greetings and to anything outside Steward's domain.
func (s *session) help(msg string) Reply {
	example := "Sunset Villa"
	if len(s.addrs) > 0 {
		example = s.addrs[0].Name()
	}
	opening := "Sorry, I can't help with that — I'm Steward, your property assistant."
	toks := tokenize(msg)
	if len(toks) <= 4 && has(toks, "hi", "hello", "hey", "thanks", "thank", "morning", "evening", "yo", "help") {
		opening = "Hi! I'm Steward, your property assistant."
	}
	return done(opening + " I can schedule cleanings, " +
		"maintenance, inspections and restocking; set up turnovers after a guest checks out; log maintenance problems; " +
		"add reservations and pros; check who is available; estimate prices; and cancel, reschedule or list jobs. " +
		"Try “Schedule a cleaning at " + example + " tomorrow at 10am”.")
}
