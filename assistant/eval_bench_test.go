package assistant

import (
	"context"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
)

// BenchmarkEngine measures the engine's own work per message, on the
// in-memory store (no storage cost), over the evaluation's messages and the
// public examples, each case on a fresh fixture; it reports p50 and p99.
func BenchmarkEngine(b *testing.B) {
	type run struct {
		store    func() *memStore
		messages []string
	}
	ctx := context.Background()
	var runs []run
	for _, c := range loadEvalCases(b) {
		runs = append(runs, run{func() *memStore {
			m := &memStore{clock: steward.FixedClock{T: evalNow}}
			if _, err := evalFixture(ctx, m); err != nil {
				b.Fatal(err)
			}
			return m
		}, c.Messages})
	}
	for _, ex := range examples.All {
		runs = append(runs, run{func() *memStore {
			m, _ := fixtureStore(examples.Reference(ex.Zone))
			return m
		}, []string{ex.Message, ex.FollowUp}})
	}
	// The cases in a stride through the list, so that any number of
	// iterations samples every batch file alike (their order groups the
	// long e-mails of a few accounts together): a stride prime to the
	// count visits each case once before any twice.
	stride := 7919
	for len(runs)%stride == 0 {
		stride += 2
	}
	// The Handle calls run on one OS thread, so that its CPU clock counts
	// the engine's work per message (cpuTimes) beside the wall clock.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// The tests check every skipped expression (trigger_test.go); the
	// benchmark measures the engine as it runs.
	defer checkTriggers.Store(checkTriggers.Swap(false))
	var durations, cpuTimes []time.Duration
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		b.StopTimer()
		r := runs[(i*stride)%len(runs)]
		e := r.store().engine()
		var history []*steward.Message
		b.StartTimer()
		for _, msg := range r.messages {
			if msg == "" {
				continue
			}
			start := time.Now()
			cpuStart, cpuOK := threadCPU()
			reply, err := e.Handle(ctx, 1, Request{Message: msg, History: history})
			if err != nil {
				b.Fatal(err)
			}
			durations = append(durations, time.Since(start))
			if cpuEnd, ok := threadCPU(); ok && cpuOK {
				cpuTimes = append(cpuTimes, cpuEnd-cpuStart)
			}
			text := reply.Text
			history = append(history, &steward.Message{Message: msg, Status: reply.Status, Response: &text, Actions: reply.Actions, Pending: reply.Pending})
		}
	}
	b.StopTimer()
	for _, d := range []struct {
		unit string
		ds   []time.Duration
	}{{"", durations}, {"cpu-", cpuTimes}} {
		slices.Sort(d.ds)
		if n := len(d.ds); n > 0 {
			b.ReportMetric(float64(d.ds[n*50/100].Microseconds()), "p50-"+d.unit+"µs")
			b.ReportMetric(float64(d.ds[min(n-1, n*99/100)].Microseconds()), "p99-"+d.unit+"µs")
		}
	}
}
