package sqlstore

import (
	"context"
	"fmt"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/ratelimit"
)

// Micro-benchmarks of the store's hot paths, on each engine:
//
//	go test ./sqlstore -run '^$' -bench . -benchmem
//
// `steward bench` measures the same paths end to end through HTTP.

// cpuTime returns the CPU time this process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loop runs op in a b.Loop and reports, besides wall time, the CPU time
// per operation: on a machine shared with other work, wall time swings
// with the neighbours' load and CPU time much less.
func loop(b *testing.B, op func(i int)) {
	b.Helper()
	b.ReportAllocs()
	start := cpuTime()
	i := 0
	for b.Loop() {
		op(i)
		i++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}

// benchFixture is an account holding benchJobs jobs at benchProperties
// properties, with an API key and one webhook endpoint.
type benchFixture struct {
	db     *DB
	jobs   *JobService
	keys   *APIKeyService
	acct   int64
	key    string
	addrs  []int64
	pros   []int64
	engine string
}

const (
	benchJobs       = 10_000
	benchProperties = 25
)

func newBenchFixture(b testing.TB, engine string) *benchFixture {
	b.Helper()
	ctx := context.Background()
	db, err := Open(ctx, testdb.DSN(b, engine))
	if err != nil {
		b.Fatalf("Open: %v", err)
	}
	b.Cleanup(func() { db.Close() })
	f := &benchFixture{db: db, jobs: NewJobService(db), keys: NewAPIKeyService(db), engine: engine}
	sess, err := NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "B", LastName: "H", Email: "bench@example.com", Password: "correct horse"})
	if err != nil {
		b.Fatalf("Signup: %v", err)
	}
	f.acct = sess.AccountID
	if _, f.key, err = f.keys.CreateAPIKey(ctx, f.acct, "bench"); err != nil {
		b.Fatalf("CreateAPIKey: %v", err)
	}
	addrs, pros := NewAddressService(db), NewProService(db)
	for i := range benchProperties {
		a, err := addrs.CreateAddress(ctx, f.acct, steward.AddressCreate{Street: fmt.Sprintf("%d Oak St", i+1), City: "Austin", State: "TX", Zip: "78704"})
		if err != nil {
			b.Fatalf("CreateAddress: %v", err)
		}
		f.addrs = append(f.addrs, a.ID)
	}
	for i := range 5 {
		p, err := pros.CreatePro(ctx, f.acct, steward.ProCreate{Name: fmt.Sprintf("Pro %d", i), Email: fmt.Sprintf("p%d@example.com", i)})
		if err != nil {
			b.Fatalf("CreatePro: %v", err)
		}
		f.pros = append(f.pros, p.ID)
	}
	if _, err := NewWebhookStore(db).CreateWebhookEndpoint(ctx, f.acct, steward.WebhookEndpointCreate{URL: "https://example.com/hook"}); err != nil {
		b.Fatalf("CreateWebhookEndpoint: %v", err)
	}
	jobs := make([]*steward.Job, benchJobs)
	start := time.Date(2024, 1, 1, 9, 0, 0, 0, time.UTC)
	statuses := []steward.JobStatus{steward.StatusCompleted, steward.StatusCompleted, steward.StatusCancelled, steward.StatusPending, steward.StatusConfirmed}
	for i := range jobs {
		at := start.Add(time.Duration(i) * 2 * time.Hour)
		jobs[i] = &steward.Job{AddressID: f.addrs[i%len(f.addrs)], ServiceType: steward.Cleaning, Status: statuses[(i/benchProperties)%len(statuses)],
			ScheduledAt: at, Price: 150, CreatedAt: at.AddDate(0, 0, -7), UpdatedAt: at}
	}
	if err := db.LoadJobs(ctx, f.acct, jobs); err != nil {
		b.Fatalf("LoadJobs: %v", err)
	}
	return f
}

func forEachBenchEngine(b *testing.B, fn func(b *testing.B, f *benchFixture)) {
	for _, engine := range testdb.Engines(b) {
		b.Run(engine, func(b *testing.B) { fn(b, newBenchFixture(b, engine)) })
	}
}

// BenchmarkFindJobs is the read path of GET /api/v1/jobs: a page of 20 and
// the total, unfiltered and filtered by property and status.
func BenchmarkFindJobs(b *testing.B) {
	forEachBenchEngine(b, func(b *testing.B, f *benchFixture) {
		pending := steward.StatusPending
		for _, c := range []struct {
			name   string
			filter steward.JobFilter
		}{
			{"List", steward.JobFilter{Limit: 20}},
			{"Filtered", steward.JobFilter{AddressID: &f.addrs[0], Statuses: []steward.JobStatus{pending}, Limit: 20}},
		} {
			b.Run(c.name, func(b *testing.B) {
				ctx := context.Background()
				loop(b, func(int) {
					jobs, total, err := f.jobs.FindJobs(ctx, f.acct, c.filter)
					if err != nil || len(jobs) != 20 || total == 0 {
						b.Fatalf("FindJobs = %d jobs, total %d, %v", len(jobs), total, err)
					}
				})
			})
		}
	})
}

// BenchmarkAuthenticateAPIKey is the credential check of every REST request.
func BenchmarkAuthenticateAPIKey(b *testing.B) {
	forEachBenchEngine(b, func(b *testing.B, f *benchFixture) {
		ctx := context.Background()
		loop(b, func(int) {
			if id, err := f.keys.AuthenticateAPIKey(ctx, f.key); err != nil || id != f.acct {
				b.Fatalf("AuthenticateAPIKey = %d, %v", id, err)
			}
		})
	})
}

// BenchmarkCreateJob is POST /api/v1/jobs in the store: the job, its event
// and one webhook delivery, in one transaction.
func BenchmarkCreateJob(b *testing.B) {
	forEachBenchEngine(b, func(b *testing.B, f *benchFixture) {
		ctx := context.Background()
		at := time.Date(2027, 1, 1, 10, 0, 0, 0, time.UTC)
		loop(b, func(i int) {
			in := steward.JobCreate{AddressID: f.addrs[i%len(f.addrs)], ServiceType: steward.Cleaning, ScheduledAt: at.Add(time.Duration(i) * time.Hour)}
			if i%2 == 0 {
				in.ProID = &f.pros[i%len(f.pros)]
			}
			if _, err := f.jobs.CreateJob(ctx, f.acct, in); err != nil {
				b.Fatalf("CreateJob: %v", err)
			}
		})
	})
}

// BenchmarkCreateJobParallel is BenchmarkCreateJob from concurrent
// writers, as under HTTP load: on SQLite they share commits.
func BenchmarkCreateJobParallel(b *testing.B) {
	forEachBenchEngine(b, func(b *testing.B, f *benchFixture) {
		ctx := context.Background()
		at := time.Date(2027, 1, 1, 10, 0, 0, 0, time.UTC)
		var seq atomic.Int64
		b.SetParallelism(4)
		b.ReportAllocs()
		b.ResetTimer()
		start := cpuTime()
		b.RunParallel(func(pb *testing.PB) {
			for pb.Next() {
				i := int(seq.Add(1))
				in := steward.JobCreate{AddressID: f.addrs[i%len(f.addrs)], ServiceType: steward.Cleaning, ScheduledAt: at.Add(time.Duration(i) * time.Hour)}
				if _, err := f.jobs.CreateJob(ctx, f.acct, in); err != nil {
					b.Errorf("CreateJob: %v", err)
					return
				}
			}
		})
		b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
	})
}

// BenchmarkJobQuery is the query building of a filtered job list.
func BenchmarkJobQuery(b *testing.B) {
	addr, pro := int64(7), int64(3)
	st := steward.StatusPending
	from, to := time.Now(), time.Now().Add(time.Hour)
	f := steward.JobFilter{AddressID: &addr, ProID: &pro, Statuses: []steward.JobStatus{st}, From: &from, To: &to}
	loop(b, func(int) {
		if q := jobQueryOf(1, f); len(q.args) != 6 || q.where == "" || q.total == "" {
			b.Fatalf("jobQueryOf = %+v", q)
		}
	})
}

// BenchmarkRateLimitStore is the cost a shared rate limit adds to each
// limited request: one Allow on a RateLimitStore, over a hundred keys.
func BenchmarkRateLimitStore(b *testing.B) {
	forEachBenchEngine(b, func(b *testing.B, f *benchFixture) {
		l := ratelimit.New(1000, time.Second, 1000).Shared(NewRateLimitStore(f.db), "key:")
		l.ErrorFunc = func(err error) { b.Fatal(err) }
		loop(b, func(i int) {
			l.Allow(strconv.Itoa(i % 100))
		})
	})
}
