// Package bench measures a Steward server from the outside, the way its
// users meet it: keep-alive HTTP clients on the REST and v2 interfaces, a
// local webhook receiver, and a bare net/http server that serves the same
// bytes in the same run, as the physical limit the read path is compared
// against. `steward bench` loads an account (Seed, or SeedHTTP for a
// server at --url), then calls Measure once per data size.
package bench

import (
	"context"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"time"
)

// Target is a server under measurement and the account loaded into it.
type Target struct {
	URL     string
	Account *Account
	// MemoryFunc returns the server's resident memory in bytes; nil when
	// unknown. InProcess says the server runs in this process, so the
	// garbage of loading can be collected before memory at rest is read.
	MemoryFunc func() (int64, error)
	InProcess  bool
}

// Options tune the measurements. Zero fields other than Warmup take the
// defaults of DefaultOptions; Warmup is at most half of Duration.
type Options struct {
	Duration  time.Duration // each measured run
	Warmup    time.Duration // before each run, not counted
	Clients   int           // concurrent keep-alive clients
	Endpoints int           // webhook endpoints of the fan-out run
	Rate      int           // jobs per second created during the webhook latency run
	Burst     int           // jobs created at once for the delivery throughput
	// ReceiverHost is the address the local webhook receiver listens on
	// and the server reaches it at.
	ReceiverHost string
	Progress     io.Writer // one line per step; nil for none
	// Only, when set, names the steps to run (list, filtered, create,
	// webhooks, assistant), to profile one at a time.
	Only []string
}

// DefaultOptions returns the options of a default run: 2 s per run, so
// the whole default bench takes about 20 s, and clients sized for the
// machine (4 per core: enough to keep every core busy while each request
// waits on the network or the database).
func DefaultOptions() Options {
	return Options{
		Duration:     2 * time.Second,
		Warmup:       300 * time.Millisecond,
		Clients:      4 * runtime.GOMAXPROCS(0),
		Endpoints:    4,
		Rate:         100,
		Burst:        500,
		ReceiverHost: "127.0.0.1",
	}
}

func (o *Options) fill() {
	d := DefaultOptions()
	if o.Duration <= 0 {
		o.Duration = d.Duration
	}
	o.Warmup = min(max(o.Warmup, 0), o.Duration/2) // short runs (tests) warm up briefly
	if o.Clients <= 0 {
		o.Clients = d.Clients
	}
	if o.Endpoints <= 0 {
		o.Endpoints = d.Endpoints
	}
	if o.Rate <= 0 {
		o.Rate = d.Rate
	}
	if o.Burst <= 0 {
		o.Burst = d.Burst
	}
	if o.ReceiverHost == "" {
		o.ReceiverHost = d.ReceiverHost
	}
	if o.Progress == nil {
		o.Progress = io.Discard
	}
}

// Rate is a measured run: successful operations, failures, throughput and
// the latency of one operation as its client saw it.
type Rate struct {
	Ops    int     `json:"ops"`
	Errors int     `json:"errors"`
	PerSec float64 `json:"per_sec"`
	P50MS  float64 `json:"p50_ms"`
	P99MS  float64 `json:"p99_ms"`
	// CPUUS is the CPU time this process spent per operation, in µs:
	// clients and, in-process, the server. It varies far less than the
	// rate with other load on the machine.
	CPUUS float64 `json:"cpu_us_per_op"`
}

func rateOf(t tally) Rate {
	return Rate{Ops: t.ops, Errors: t.errors, PerSec: t.perSec(),
		P50MS: ms(quantile(t.lat, 0.50)), P99MS: ms(quantile(t.lat, 0.99)),
		CPUUS: float64(t.cpuPerOp().Nanoseconds()) / 1000}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Read compares a list request to the bare server serving its bytes.
type Read struct {
	Path    string  `json:"path"`
	Bytes   int     `json:"bytes"`
	Steward Rate    `json:"steward"`
	Bare    Rate    `json:"bare"`
	Ratio   float64 `json:"ratio"` // Steward.PerSec / Bare.PerSec
	// CPURatio is Bare.CPUUS / Steward.CPUUS: what Ratio would be with
	// the machine to itself, as both runs keep every core busy.
	CPURatio float64 `json:"cpu_ratio"`
}

// Webhooks are the fan-out figures: delivery throughput of a burst, and the
// commit-to-delivery latency at a steady rate.
type Webhooks struct {
	Endpoints   int     `json:"endpoints"`
	Deliveries  int     `json:"burst_deliveries"`
	PerSec      float64 `json:"burst_deliveries_per_sec"`
	PacedPerSec int     `json:"paced_deliveries_per_sec"`
	PacedCount  int     `json:"paced_deliveries"`
	P50MS       float64 `json:"p50_ms"`
	P99MS       float64 `json:"p99_ms"`
	Missing     int     `json:"missing"` // deliveries not received before the wait ran out

	// CreateDrainSeconds is how long after the create run the last of
	// the deliveries it queued arrived: the dispatcher's lag behind
	// writes at full speed.
	CreateDrainSeconds float64 `json:"create_drain_seconds"`
}

// Scale holds the figures measured at one data size.
type Scale struct {
	Jobs        int      `json:"jobs"`
	LoadSeconds float64  `json:"load_seconds"`
	List        Read     `json:"list"`
	Filtered    Read     `json:"filtered_list"`
	Create      Rate     `json:"create"`
	Webhooks    Webhooks `json:"webhooks"`
	RSSRestMB   float64  `json:"rss_rest_mb"`
	RSSLoadMB   float64  `json:"rss_load_mb"`
}

// Measure runs every measurement but the assistant's against the target.
func Measure(ctx context.Context, t *Target, o Options) (*Scale, error) {
	o.fill()
	s := &Scale{Jobs: t.Account.Jobs}
	hc := newHTTPClient(o.Clients)
	defer hc.CloseIdleConnections()
	mem := newMemorySampler(t.MemoryFunc)
	if t.InProcess {
		debug.FreeOSMemory() // the loader's garbage is not the server's
	}
	s.RSSRestMB = mem.mb()
	stop := mem.sample(100 * time.Millisecond)
	defer stop()
	rcv, err := newReceiver(o.ReceiverHost)
	if err != nil {
		return nil, err
	}
	defer rcv.close()
	if !t.InProcess {
		defer deleteEndpoints(ctx, apiClient(hc, t.URL, t.Account.APIKey))
	}
	filtered := fmt.Sprintf("/api/v1/jobs?address_id=%d&status=pending&limit=20", t.Account.AddressIDs[0])
	for _, step := range []struct {
		name string
		run  func() error
	}{
		{"list", func() (err error) {
			s.List, err = measureRead(ctx, hc, t, o, "/api/v1/jobs?limit=20")
			return err
		}},
		{"filtered", func() (err error) {
			s.Filtered, err = measureRead(ctx, hc, t, o, filtered)
			return err
		}},
		{"create", func() (err error) {
			s.Create, err = measureCreate(ctx, hc, t, o, rcv, &s.Webhooks)
			s.RSSLoadMB = stop()
			return err
		}},
		{"webhooks", func() error { return measureWebhooks(ctx, hc, t, o, rcv, &s.Webhooks) }},
	} {
		if !o.runs(step.name) {
			continue
		}
		fmt.Fprintf(o.Progress, "bench: %d jobs: %s\n", s.Jobs, step.name)
		if err := step.run(); err != nil {
			return nil, fmt.Errorf("%s: %w", step.name, err)
		}
	}
	return s, nil
}

// runs reports whether the step named is to run.
func (o *Options) runs(step string) bool {
	return len(o.Only) == 0 || slices.Contains(o.Only, step)
}
