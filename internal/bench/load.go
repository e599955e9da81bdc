package bench

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"slices"
	"sync"
	"syscall"
	"time"
)

// newHTTPClient returns a keep-alive client for n concurrent workers: one
// connection per worker, reused for every request, no compression.
func newHTTPClient(n int) *http.Client {
	return &http.Client{
		Timeout: 60 * time.Second,
		Transport: &http.Transport{
			DialContext:         (&net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}).DialContext,
			MaxIdleConns:        4 * n,
			MaxIdleConnsPerHost: 2 * n,
			MaxConnsPerHost:     2 * n,
			IdleConnTimeout:     90 * time.Second,
			DisableCompression:  true,
		},
	}
}

// tally is what a load run counted.
type tally struct {
	ops      int
	errors   int
	firstErr error
	elapsed  time.Duration
	lat      []time.Duration // sorted
	cpu      time.Duration   // CPU time this process used during the run
}

// none explains a run in which no operation succeeded.
func (t *tally) none(what string) error {
	if t.firstErr != nil {
		return fmt.Errorf("%s: %w", what, t.firstErr)
	}
	return fmt.Errorf("%s: none finished within the %s run (the machine is overloaded, or --duration too short)", what, t.elapsed)
}

// cpuPerOp returns the process CPU time per successful operation.
func (t *tally) cpuPerOp() time.Duration {
	if t.ops == 0 {
		return 0
	}
	return t.cpu / time.Duration(t.ops)
}

// processCPU returns the CPU time this process has used, user and system.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// perSec returns successful operations per second.
func (t *tally) perSec() float64 {
	if t.elapsed <= 0 {
		return 0
	}
	return float64(t.ops) / t.elapsed.Seconds()
}

// quantile returns the q-quantile (0..1) of the latencies.
func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := int(q * float64(len(sorted)))
	return sorted[min(i, len(sorted)-1)]
}

// closedLoop runs op on n workers, each calling it again as soon as it
// returns, for warmup (not counted) and then for d, and tallies the calls
// that finished inside d (a call begun in the warm-up counts if it ends
// after it). op gets the worker's index.
func closedLoop(ctx context.Context, n int, warmup, d time.Duration, op func(ctx context.Context, worker int) error) tally {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type part struct {
		ops, errors int
		firstErr    error
		lat         []time.Duration
	}
	parts := make([]part, n)
	start := time.Now()
	measureFrom := start.Add(warmup)
	end := measureFrom.Add(d)
	var cpu time.Duration
	var wg sync.WaitGroup
	wg.Go(func() {
		time.Sleep(time.Until(measureFrom))
		from := processCPU()
		time.Sleep(time.Until(end))
		cpu = processCPU() - from
	})
	for w := range n {
		wg.Go(func() {
			p := &parts[w]
			for ctx.Err() == nil {
				t0 := time.Now()
				if t0.After(end) {
					return
				}
				err := op(ctx, w)
				t1 := time.Now()
				if t1.Before(measureFrom) || t1.After(end) {
					continue
				}
				if err != nil {
					p.errors++
					if p.firstErr == nil {
						p.firstErr = err
					}
					continue
				}
				p.ops++
				p.lat = append(p.lat, t1.Sub(t0))
			}
		})
	}
	wg.Wait()
	t := tally{elapsed: d, cpu: cpu}
	for _, p := range parts {
		t.ops += p.ops
		t.errors += p.errors
		if t.firstErr == nil {
			t.firstErr = p.firstErr
		}
		t.lat = append(t.lat, p.lat...)
	}
	slices.Sort(t.lat)
	return t
}

// paced calls op at rate calls per second for d, each call in its own
// goroutine (an open loop: a slow call does not slow the schedule), and
// returns once every call has returned.
func paced(ctx context.Context, rate int, d time.Duration, op func(ctx context.Context, i int) error) tally {
	var mu sync.Mutex
	var t tally
	var wg sync.WaitGroup
	interval := time.Second / time.Duration(rate)
	start := time.Now()
	for i := 0; ; i++ {
		at := start.Add(time.Duration(i) * interval)
		if at.Sub(start) >= d || ctx.Err() != nil {
			break
		}
		if wait := time.Until(at); wait > 0 {
			time.Sleep(wait)
		}
		wg.Go(func() {
			t0 := time.Now()
			err := op(ctx, i)
			lat := time.Since(t0)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				t.errors++
				if t.firstErr == nil {
					t.firstErr = err
				}
				return
			}
			t.ops++
			t.lat = append(t.lat, lat)
		})
	}
	wg.Wait()
	t.elapsed = time.Since(start)
	slices.Sort(t.lat)
	return t
}
