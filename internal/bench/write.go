package bench

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/stewardhq/steward"
)

// measureCreate measures POST /api/v1/jobs with one webhook endpoint
// registered: each job commits with its event and a delivery (the outbox),
// while the dispatcher sends the deliveries to the receiver. It then waits
// for every delivery and records, in w, how long after the run the last
// one arrived.
func measureCreate(ctx context.Context, hc *http.Client, t *Target, o Options, rcv *receiver, w *Webhooks) (Rate, error) {
	disable, err := addEndpoints(ctx, apiClient(hc, t.URL, t.Account.APIKey), rcv, "/create", 1)
	if err != nil {
		return Rate{}, err
	}
	defer disable()
	rcv.reset()
	jobs := newJobMaker(t.Account)
	var created atomic.Int64
	ct := closedLoop(ctx, o.Clients, o.Warmup, o.Duration, func(ctx context.Context, _ int) error {
		err := createJob(ctx, hc, t, jobs.next())
		if err == nil {
			created.Add(1)
		}
		return err
	})
	end := time.Now()
	if ct.ops == 0 {
		return Rate{}, ct.none("no job created")
	}
	want := int(created.Load())
	got, _, last := rcv.wait(ctx, want, deliveryWait)
	w.Missing += want - got
	w.CreateDrainSeconds = max(0, last.Sub(end).Seconds())
	return rateOf(ct), nil
}

// createJob POSTs one job body and expects 201.
func createJob(ctx context.Context, hc *http.Client, t *Target, body []byte) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, t.URL+"/api/v1/jobs", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("X-API-Key", t.Account.APIKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	b, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("POST /api/v1/jobs: HTTP %d: %s", resp.StatusCode, b)
	}
	return err
}

// jobMaker makes request bodies of new jobs at the account's properties:
// any service type, half of them with a pro, each on its own day after the
// seeded horizon, so that no two jobs of a pro overlap (PRO_CONFLICT).
type jobMaker struct {
	acct *Account
	now  time.Time
}

func newJobMaker(acct *Account) *jobMaker { return &jobMaker{acct: acct, now: time.Now().UTC()} }

func (m *jobMaker) next() []byte {
	a := m.acct.AddressIDs[rand.IntN(len(m.acct.AddressIDs))]
	st := steward.ServiceTypes[rand.IntN(len(steward.ServiceTypes))]
	day := int(m.acct.jobDays.Add(1)) // the account's, so two makers never share a day
	at := m.now.Truncate(24*time.Hour).AddDate(0, 0, horizonDays+day).Add(time.Duration(8+rand.IntN(10)) * time.Hour)
	b := make([]byte, 0, 160)
	b = append(b, `{"address_id":`...)
	b = strconv.AppendInt(b, a, 10)
	b = append(b, `,"service_type":"`...)
	b = append(b, st...)
	b = append(b, `","scheduled_at":"`...)
	b = at.AppendFormat(b, time.RFC3339)
	b = append(b, '"')
	if ids := m.acct.ProsByService[st]; len(ids) > 0 && rand.IntN(2) == 0 {
		b = append(b, `,"pro_id":`...)
		b = strconv.AppendInt(b, ids[rand.IntN(len(ids))], 10)
	}
	return append(b, '}')
}
