package httpapi

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// encodingJSON is what writeJSON made of a job list before appendJobList:
// the reference the fast encoder must match byte for byte.
func encodingJSON(t testing.TB, v any) []byte {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatalf("encoding/json: %v", err)
	}
	return buf.Bytes()
}

func TestJobJSONMatchesEncodingJSON(t *testing.T) {
	la, _ := time.LoadLocation("America/Los_Angeles")
	pro := int64(7)
	notes := []string{"", "Guest checkout at 11", `quote " and \ backslash`, "tab\tnewline\n\r\b\f\x00\x1f\x7f",
		"<b>&amp;</b>", "caf\u00e9 \u2028 \u2029 \U0001F9F9", "bad \xff\xfe utf8 \xe2\x82", strings.Repeat("x", 3000)}
	prices := []float64{0, 0.1, 1, 150, 123.45, 99.99, 1e-7, 1e-6, 1e20, 1e21, 1e22, 123456789.25, -5, math.SmallestNonzeroFloat64}
	times := []time.Time{
		time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC),
		time.Date(2026, 3, 4, 9, 0, 0, 123456000, time.UTC),
		time.Date(2026, 11, 1, 1, 30, 0, 1, la),
		{},
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	var jobs []*steward.Job
	for i := range 200 {
		j := &steward.Job{ID: int64(i + 1), AccountID: 3, AddressID: rnd.Int64N(1 << 40), ServiceType: steward.ServiceTypes[i%4],
			Status: steward.JobStatuses[i%5], ScheduledAt: times[i%len(times)], Price: prices[i%len(prices)],
			CreatedAt: times[(i+1)%len(times)], UpdatedAt: times[(i+2)%len(times)]}
		if i%2 == 0 {
			j.ProID = &pro
		}
		if i%3 == 0 {
			c := times[(i+3)%len(times)]
			j.CompletedAt = &c
		}
		if i%4 != 0 {
			n := notes[i%len(notes)]
			j.Notes = &n
		}
		if i%7 == 0 {
			j.ServiceType = steward.ServiceType(notes[i%len(notes)])
		}
		j.Assignment = []steward.Assignment{steward.Unassigned, steward.Offered, steward.Accepted}[i%3]
		if i%5 == 1 {
			j.OfferedTo = &pro
		}
		if i%6 == 5 {
			r := steward.FailNoShow
			j.FailureReason = &r
		}
		if i%4 == 2 {
			r := &steward.Rating{Score: i%5 + 1, RatedAt: times[i%len(times)]}
			if i%8 == 2 {
				r.Categories = []steward.RatingCategory{steward.RatingMissedItems, steward.RatingCategory(notes[i%len(notes)])}
				r.Comment = &notes[i%len(notes)]
			} else if i%3 == 0 {
				r.Categories = []steward.RatingCategory{}
			}
			j.Rating = r
			j.RecleanOf = &pro
		}
		jobs = append(jobs, j)
	}
	for _, c := range []struct {
		name  string
		jobs  []*steward.Job
		total int
	}{
		{"Page", jobs, 123456},
		{"Empty", []*steward.Job{}, 0},
		{"Nil", nil, 0},
		{"NilJob", []*steward.Job{nil, jobs[0]}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := appendJobList(nil, c.jobs, c.total)
			want := encodingJSON(t, jobList{Jobs: c.jobs, Total: c.total})
			if !bytes.Equal(got, want) {
				t.Errorf("appendJobList differs from encoding/json\n got: %.300s\nwant: %.300s", got, want)
			}
		})
	}
	for i, j := range jobs {
		got := append(appendJob(nil, j), '\n')
		if want := encodingJSON(t, j); !bytes.Equal(got, want) {
			t.Fatalf("job %d: appendJob differs from encoding/json\n got: %s\nwant: %s", i, got, want)
		}
	}
}

// FuzzJobJSON checks the fast encoder against encoding/json on arbitrary
// notes, service types and prices.
func FuzzJobJSON(f *testing.F) {
	f.Add("Guest checkout at 11", "cleaning", 150.0)
	f.Add("bad \xff utf8 \u2028", "<&>", 1e-9)
	f.Add("\x00\"\\", "", 1e21)
	f.Fuzz(func(t *testing.T, notes, service string, price float64) {
		if math.IsNaN(price) || math.IsInf(price, 0) {
			t.Skip("encoding/json refuses NaN and infinities; prices are finite")
		}
		j := &steward.Job{ID: 1, AddressID: 2, ServiceType: steward.ServiceType(service), Status: steward.StatusPending,
			ScheduledAt: time.Date(2026, 3, 4, 9, 0, 0, 0, time.UTC), Price: price, Notes: &notes}
		got := append(appendJob(nil, j), '\n')
		if want := encodingJSON(t, j); !bytes.Equal(got, want) {
			t.Fatalf("appendJob differs from encoding/json\n got: %q\nwant: %q", got, want)
		}
	})
}
