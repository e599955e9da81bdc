package sqlstore

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"time"
)

// Group commit for SQLite. SQLite has one writer, and a commit costs more
// than the statements of a typical write (it appends every page the
// transaction touched to the WAL), so writers that arrive while another
// transaction runs are gathered and committed together: one transaction,
// each writer's work in a savepoint of its own. A writer whose work fails
// is rolled back to its savepoint alone; every writer returns only after
// the commit that holds its work, so an acknowledged write is durable as
// before. A lone writer gets a transaction of its own, as without batching.
//
// PostgreSQL needs none of this: its writers run concurrently and its WAL
// flushes already serve several commits at once.

// maxBatch bounds the writers committed together, so a burst cannot grow
// one transaction (and the wait of its first writer) without limit.
const maxBatch = 64

// errClosed is returned to writers after Close.
var errClosed = errors.New("sqlstore: the database is closed")

// writeReq is one writer's transaction body waiting for the batcher.
type writeReq struct {
	ctx    context.Context
	fn     func(tx *Tx) error
	err    error
	queued bool // fn wrote webhook deliveries
	mails  bool // fn wrote notifications
	done   chan struct{}
}

// batcher runs the write transactions of a SQLite store.
type batcher struct {
	db      *DB
	reqs    chan *writeReq
	closing chan struct{}
	stopped chan struct{}
}

func newBatcher(db *DB) *batcher {
	b := &batcher{db: db, reqs: make(chan *writeReq), closing: make(chan struct{}), stopped: make(chan struct{})}
	go b.run()
	return b
}

// do runs fn in a write transaction, possibly shared with other writers,
// and returns once it has committed or failed.
func (b *batcher) do(ctx context.Context, fn func(tx *Tx) error) (queued, mails bool, err error) {
	r := &writeReq{ctx: ctx, fn: fn, done: make(chan struct{})}
	select {
	case b.reqs <- r:
	case <-b.closing:
		return false, false, errClosed
	case <-ctx.Done():
		return false, false, ctx.Err()
	}
	// Wait for the outcome even if ctx ends: once queued, fn may run, and
	// the caller must learn whether it committed. fn's queries see ctx and
	// fail fast when it has ended.
	<-r.done
	return r.queued, r.mails, r.err
}

// close stops the batcher once the batch in progress has finished.
func (b *batcher) close() {
	close(b.closing)
	<-b.stopped
}

func (b *batcher) run() {
	defer close(b.stopped)
	batch := make([]*writeReq, 0, maxBatch)
	for {
		select {
		case r := <-b.reqs:
			batch = append(batch[:0], r)
		case <-b.closing:
			return
		}
	gather:
		for len(batch) < maxBatch {
			select {
			case r := <-b.reqs:
				batch = append(batch, r)
			default:
				break gather
			}
		}
		b.commit(batch)
		for _, r := range batch {
			close(r.done)
		}
		clear(batch)
	}
}

// commit runs a batch of writers in one transaction and sets each one's
// outcome.
func (b *batcher) commit(batch []*writeReq) {
	db := b.db
	fail := func(err error) {
		for _, r := range batch {
			if r.err == nil {
				r.err, r.queued, r.mails = err, false, false
			}
		}
	}
	tx, err := db.write.BeginTx(context.Background(), nil)
	if err != nil {
		fail(fmt.Errorf("begin: %w", err))
		return
	}
	defer tx.Rollback()
	shared := len(batch) > 1
	ok := 0
	for _, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.err = err
			continue
		}
		t := &Tx{Tx: tx, db: db, now: db.Clock.Now().UTC().Truncate(time.Microsecond)}
		if shared {
			if _, err := tx.ExecContext(r.ctx, "SAVEPOINT writer"); err != nil {
				r.err = err
				continue
			}
		}
		r.err = runWriter(r.fn, t)
		if shared {
			if r.err != nil {
				if _, err := tx.ExecContext(context.Background(), "ROLLBACK TO writer"); err != nil {
					// The transaction is in an unknown state: give up on all of it.
					fail(fmt.Errorf("rollback to savepoint: %w (after %w)", err, r.err))
					return
				}
			}
			if _, err := tx.ExecContext(context.Background(), "RELEASE writer"); err != nil {
				fail(fmt.Errorf("release savepoint: %w", err))
				return
			}
		}
		if r.err == nil {
			r.queued, r.mails = t.queuedDeliveries, t.queuedMails
			ok++
		}
	}
	if ok == 0 {
		return // nothing to keep; the deferred rollback ends the transaction
	}
	if err := tx.Commit(); err != nil {
		fail(translate(fmt.Errorf("commit: %w", err)))
	}
}

// runWriter runs fn, turning a panic into an error: the batcher's goroutine
// must survive a writer's bug, and the writer's caller reports it.
func runWriter(fn func(tx *Tx) error, tx *Tx) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("sqlstore: panic in a write transaction: %v\n%s", v, debug.Stack())
		}
	}()
	return fn(tx)
}
