// Package claimloop is the loop every outbox worker runs (the webhook
// dispatcher, the mail sender): claim as many due items as there are free
// slots, handle each in its own goroutine, and claim again when woken (a
// commit queued work), when a slot frees, or at the poll interval.
package claimloop

import (
	"context"
	"sync"
	"time"
)

// Loop is one worker's loop. Set every field.
type Loop[T any] struct {
	Concurrency  int           // items handled at once
	PollInterval time.Duration // claim at least this often (retries, other replicas' work)
	Wake         chan struct{} // a send claims at once; buffered, see Notify
	// Claim leases up to n due items; Handle works one, with a context
	// that outlives Run's, so an attempt in flight is finished and
	// recorded; ClaimFailed is told of a failed claim.
	Claim       func(ctx context.Context, n int) ([]T, error)
	Handle      func(ctx context.Context, item T)
	ClaimFailed func(err error)
}

// Notify wakes the loop without blocking.
func (l *Loop[T]) Notify() {
	select {
	case l.Wake <- struct{}{}:
	default:
	}
}

// Run claims and handles items until ctx is done, then waits for the items
// in flight.
func (l *Loop[T]) Run(ctx context.Context) {
	var wg sync.WaitGroup
	defer wg.Wait()
	slots := make(chan struct{}, l.Concurrency)
	ticker := time.NewTicker(l.PollInterval)
	defer ticker.Stop()
	for {
		if free := cap(slots) - len(slots); free > 0 && ctx.Err() == nil {
			items, err := l.Claim(ctx, free)
			if err != nil && ctx.Err() == nil {
				l.ClaimFailed(err)
			}
			for _, item := range items {
				slots <- struct{}{}
				wg.Go(func() {
					l.Handle(context.WithoutCancel(ctx), item)
					<-slots
					l.Notify() // a slot is free: claim more if some are due
				})
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-l.Wake:
		case <-ticker.C:
		}
	}
}
