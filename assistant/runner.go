package assistant

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/stewardhq/steward"
)

// Runner is the assistant service (steward.AssistantService): it processes
// messages with a Handler, off the request path. SendMessage stores a
// message (processing) and queues it; the runner claims it, runs the
// engine and records the reply. Messages of one
// account are handled one at a time, in order, so a follow-up sees the
// question before it and two requests never race for the same slot.
//
// A message left processing by a crash or a shutdown is picked up again by
// Start and by the periodic sweep once its lease has expired; after
// MaxAttempts starts it is marked failed, so no message stays processing.
type Runner struct {
	Messages steward.MessageService
	Handler  Handler
	Logger   *slog.Logger

	Workers      int           // messages handled at once; default 4
	Lease        time.Duration // how long a claim holds; default 1 minute
	Timeout      time.Duration // longest a message may take; default 30 seconds
	MaxAttempts  int           // starts before a message is failed; default 3
	PollInterval time.Duration // sweep for abandoned messages; default 30 seconds

	once    sync.Once
	ctx     context.Context
	sem     chan struct{}
	wg      sync.WaitGroup
	mu      sync.Mutex
	locks   map[int64]*accountLock
	pending map[int64]chan struct{} // message id → closed when handled
}

var _ steward.AssistantService = (*Runner)(nil)

type accountLock struct {
	mu   sync.Mutex
	refs int
}

// failedText is the reply of a message the engine could not handle.
const failedText = "Sorry, something went wrong on my side and I couldn't handle this message. Please try again."

func (r *Runner) init(ctx context.Context) {
	r.once.Do(func() {
		if r.Workers <= 0 {
			r.Workers = 4
		}
		if r.Lease <= 0 {
			r.Lease = time.Minute
		}
		if r.Timeout <= 0 {
			r.Timeout = 30 * time.Second
		}
		if r.MaxAttempts <= 0 {
			r.MaxAttempts = 3
		}
		if r.PollInterval <= 0 {
			r.PollInterval = 30 * time.Second
		}
		if r.Logger == nil {
			r.Logger = slog.New(slog.DiscardHandler)
		}
		r.ctx = ctx
		r.sem = make(chan struct{}, r.Workers)
		r.locks = map[int64]*accountLock{}
		r.pending = map[int64]chan struct{}{}
	})
}

// Start resumes abandoned messages and sweeps for them every PollInterval
// until ctx ends. Work stops when ctx ends; call Wait to let it finish.
func (r *Runner) Start(ctx context.Context) error {
	r.init(ctx)
	if err := r.sweep(); err != nil {
		return err
	}
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		t := time.NewTicker(r.PollInterval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if err := r.sweep(); err != nil && ctx.Err() == nil {
					r.Logger.Error("assistant: sweep for unfinished messages", "err", err)
				}
			}
		}
	}()
	return nil
}

// sweep submits every abandoned message.
func (r *Runner) sweep() error {
	msgs, err := r.Messages.FindUnfinishedMessages(r.ctx, 100)
	if err != nil {
		return err
	}
	for _, m := range msgs {
		r.Logger.Info("assistant: resuming message", "message_id", m.ID, "account_id", m.AccountID, "attempts", m.Attempts)
		r.submit(m)
	}
	return nil
}

// Wait blocks until the work in flight has stopped (after Start's context
// has ended).
func (r *Runner) Wait() { r.wg.Wait() }

// SendMessage stores the message through Messages, queues it and waits up
// to wait for its reply (see steward.AssistantService).
func (r *Runner) SendMessage(ctx context.Context, accountID int64, in steward.MessageCreate, wait time.Duration) (*steward.Message, error) {
	m, err := r.Messages.CreateMessage(ctx, accountID, in)
	if err != nil {
		return nil, err
	}
	done := r.submit(m)
	if wait <= 0 {
		return m, nil
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-done:
	case <-timer.C:
	case <-ctx.Done():
		return m, ctx.Err() // the message is still handled
	}
	latest, err := r.Messages.FindMessageByID(ctx, accountID, m.ID)
	if err != nil {
		return m, err
	}
	return latest, nil
}

// submit queues a stored, processing message. The channel it returns is
// closed once the message is handled (or found handled elsewhere).
func (r *Runner) submit(m *steward.Message) <-chan struct{} {
	r.init(context.Background())
	r.mu.Lock()
	done, ok := r.pending[m.ID]
	if ok {
		r.mu.Unlock()
		return done
	}
	done = make(chan struct{})
	r.pending[m.ID] = done
	r.mu.Unlock()

	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		defer func() {
			r.mu.Lock()
			delete(r.pending, m.ID)
			r.mu.Unlock()
			close(done)
		}()
		unlock := r.lockAccount(m.AccountID)
		defer unlock()
		select {
		case r.sem <- struct{}{}:
		case <-r.ctx.Done():
			return
		}
		defer func() { <-r.sem }()
		if err := r.process(m.AccountID, m.ID); err != nil && r.ctx.Err() == nil {
			r.Logger.Error("assistant: message", "message_id", m.ID, "account_id", m.AccountID, "err", err)
		}
	}()
	return done
}

func (r *Runner) lockAccount(id int64) func() {
	r.mu.Lock()
	l := r.locks[id]
	if l == nil {
		l = &accountLock{}
		r.locks[id] = l
	}
	l.refs++
	r.mu.Unlock()
	l.mu.Lock()
	return func() {
		l.mu.Unlock()
		r.mu.Lock()
		if l.refs--; l.refs == 0 {
			delete(r.locks, id)
		}
		r.mu.Unlock()
	}
}

// process claims a message, runs the handler and records the outcome.
func (r *Runner) process(accountID, id int64) error {
	m, err := r.Messages.ClaimMessage(r.ctx, accountID, id, r.Lease)
	if err != nil || m == nil {
		return err // finished already, or another worker has it
	}
	if m.Attempts > r.MaxAttempts {
		return r.finish(m, steward.MessageResult{Status: steward.MessageFailed, Response: failedText})
	}
	history, err := r.Messages.FindMessages(r.ctx, accountID, steward.MessageFilter{ConversationID: &m.ConversationID, Limit: 20})
	if err != nil {
		return err
	}
	var earlier []*steward.Message
	for _, h := range history {
		if h.ID < m.ID {
			earlier = append(earlier, h)
		}
	}
	slices.Reverse(earlier) // oldest first
	ctx, cancel := context.WithTimeout(r.ctx, r.Timeout)
	defer cancel()
	reply, err := r.Handler.Handle(ctx, accountID, Request{Message: m.Message, Context: m.Context, History: earlier})
	if err != nil {
		if r.ctx.Err() != nil {
			return err // shutting down: the message is resumed after restart
		}
		r.Logger.Error("assistant: handler failed", "message_id", m.ID, "account_id", accountID, "err", err)
		return r.finish(m, steward.MessageResult{Status: steward.MessageFailed, Response: failedText})
	}
	return r.finish(m, steward.MessageResult{Status: reply.Status, Response: reply.Text, Actions: reply.Actions, Pending: reply.Pending})
}

func (r *Runner) finish(m *steward.Message, res steward.MessageResult) error {
	// Record the outcome even if shutdown began: the work is done.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.ctx), 10*time.Second)
	defer cancel()
	_, err := r.Messages.FinishMessage(ctx, m.AccountID, m.ID, res)
	if steward.ErrorCode(err) == steward.ECONFLICT {
		return nil // finished by another worker meanwhile
	}
	return err
}
