package httpapi

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// Micro-benchmarks of the read path's HTTP side:
//
//	go test ./httpapi -run '^$' -bench . -benchmem
//
// `steward bench` measures the same requests end to end over the network.

// benchJobs is a page of 20 jobs as the store returns them.
func benchJobs() []*steward.Job {
	pro := int64(7)
	notes := "Guest checkout at 11; fresh linens in the hall closet"
	at := time.Date(2026, 3, 12, 18, 0, 0, 0, time.UTC)
	jobs := make([]*steward.Job, 20)
	for i := range jobs {
		jobs[i] = &steward.Job{ID: int64(1000 + i), AccountID: 1, AddressID: int64(i%5 + 1), ServiceType: steward.Cleaning,
			Status: steward.StatusPending, ScheduledAt: at.Add(time.Duration(i) * time.Hour), Price: 185,
			CreatedAt: at.AddDate(0, 0, -7), UpdatedAt: at.AddDate(0, 0, -7)}
		if i%2 == 0 {
			jobs[i].ProID, jobs[i].Notes = &pro, &notes
		}
	}
	return jobs
}

// BenchmarkJobListJSON is the encoding of a page of jobs: the hand-written
// encoder the handler uses, and encoding/json, which it replaced.
func BenchmarkJobListJSON(b *testing.B) {
	jobs := benchJobs()
	b.Run("Append", func(b *testing.B) {
		b.ReportAllocs()
		buf := make([]byte, 0, 8<<10)
		for b.Loop() {
			buf = appendJobList(buf[:0], jobs, 12345)
		}
		b.SetBytes(int64(len(buf)))
	})
	b.Run("EncodingJSON", func(b *testing.B) {
		b.ReportAllocs()
		rec := &discardWriter{header: http.Header{}}
		for b.Loop() {
			writeJSON(rec, http.StatusOK, jobList{Jobs: jobs, Total: 12345})
		}
	})
}

// discardWriter is a ResponseWriter that keeps nothing.
type discardWriter struct{ header http.Header }

func (w *discardWriter) Header() http.Header         { return w.header }
func (w *discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (w *discardWriter) WriteHeader(int)             {}

// BenchmarkListJobs is GET /api/v1/jobs through the whole handler
// (middleware, API key, store, encoding) on a real store holding 10,000
// jobs, without the network: the server's own share of the read path.
func BenchmarkListJobs(b *testing.B) {
	for _, engine := range testdb.Engines(b) {
		b.Run(engine, func(b *testing.B) {
			h, key, addr := benchServer(b, engine)
			for _, c := range []struct{ name, query string }{
				{"List", "limit=20"},
				{"Filtered", fmt.Sprintf("address_id=%d&status=pending&limit=20", addr)},
			} {
				b.Run(c.name, func(b *testing.B) {
					req := httptest.NewRequest(http.MethodGet, "/api/v1/jobs?"+c.query, nil)
					req.Header.Set("X-API-Key", key)
					b.ReportAllocs()
					start := cpuTime()
					for b.Loop() {
						rec := httptest.NewRecorder()
						h.ServeHTTP(rec, req)
						if rec.Code != http.StatusOK {
							b.Fatalf("GET: %d %s", rec.Code, rec.Body)
						}
					}
					b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
				})
			}
		})
	}
}

// BenchmarkCreateJob is POST /api/v1/jobs through the whole handler, the
// job committed with its event and a webhook delivery.
func BenchmarkCreateJob(b *testing.B) {
	for _, engine := range testdb.Engines(b) {
		b.Run(engine, func(b *testing.B) {
			h, key, addr := benchServer(b, engine)
			at := time.Date(2027, 1, 1, 10, 0, 0, 0, time.UTC)
			b.ReportAllocs()
			start := cpuTime()
			i := 0
			for b.Loop() {
				body := fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":%q}`, addr, at.Add(time.Duration(i)*time.Hour).Format(time.RFC3339))
				req := httptest.NewRequest(http.MethodPost, "/api/v1/jobs", strings.NewReader(body))
				req.Header.Set("X-API-Key", key)
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code != http.StatusCreated {
					b.Fatalf("POST: %d %s", rec.Code, rec.Body)
				}
				i++
			}
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
		})
	}
}

// benchServer returns the handler of a server on a fresh store of the
// engine, an API key and a property of an account holding 10,000 jobs
// (and one webhook endpoint, so writes queue deliveries).
func benchServer(b *testing.B, engine string) (http.Handler, string, int64) {
	b.Helper()
	ctx := context.Background()
	db, err := sqlstore.Open(ctx, testdb.DSN(b, engine))
	if err != nil {
		b.Fatalf("Open: %v", err)
	}
	b.Cleanup(func() { db.Close() })
	sess, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "B", LastName: "H", Email: "bench@example.com", Password: "correct horse"})
	if err != nil {
		b.Fatalf("Signup: %v", err)
	}
	acct := sess.AccountID
	_, key, err := sqlstore.NewAPIKeyService(db).CreateAPIKey(ctx, acct, "bench")
	if err != nil {
		b.Fatalf("CreateAPIKey: %v", err)
	}
	addrs := sqlstore.NewAddressService(db)
	var ids []int64
	for i := range 25 {
		a, err := addrs.CreateAddress(ctx, acct, steward.AddressCreate{Street: fmt.Sprintf("%d Oak St", i+1), City: "Austin", State: "TX", Zip: "78704"})
		if err != nil {
			b.Fatalf("CreateAddress: %v", err)
		}
		ids = append(ids, a.ID)
	}
	if _, err := sqlstore.NewWebhookStore(db).CreateWebhookEndpoint(ctx, acct, steward.WebhookEndpointCreate{URL: "https://example.com/hook"}); err != nil {
		b.Fatalf("CreateWebhookEndpoint: %v", err)
	}
	jobs := make([]*steward.Job, 10_000)
	start := time.Date(2024, 1, 1, 9, 0, 0, 0, time.UTC)
	statuses := []steward.JobStatus{steward.StatusCompleted, steward.StatusCompleted, steward.StatusCancelled, steward.StatusPending, steward.StatusConfirmed}
	for i := range jobs {
		at := start.Add(time.Duration(i) * 2 * time.Hour)
		jobs[i] = &steward.Job{AddressID: ids[i%len(ids)], ServiceType: steward.Cleaning, Status: statuses[(i/len(ids))%len(statuses)],
			ScheduledAt: at, Price: 150, CreatedAt: at.AddDate(0, 0, -7), UpdatedAt: at}
	}
	if err := db.LoadJobs(ctx, acct, jobs); err != nil {
		b.Fatalf("LoadJobs: %v", err)
	}
	s := &Server{Accounts: sqlstore.NewAccountService(db), APIKeys: sqlstore.NewAPIKeyService(db), Jobs: sqlstore.NewJobService(db),
		Addresses: addrs, Pros: sqlstore.NewProService(db), Todos: addrs, Reservations: sqlstore.NewReservationService(db)}
	return s.Handler(), key, ids[0]
}

// cpuTime returns the CPU time this process has used, user and system:
// on a machine shared with other work it swings far less than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
