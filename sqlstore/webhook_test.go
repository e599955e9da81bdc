package sqlstore

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

func (f *fixture) endpoint(t *testing.T, acct int64, events ...string) *steward.WebhookEndpoint {
	t.Helper()
	e, err := NewWebhookStore(f.db).CreateWebhookEndpoint(context.Background(), acct, steward.WebhookEndpointCreate{URL: "https://example.com/hook", Events: events})
	if err != nil {
		t.Fatalf("CreateWebhookEndpoint: %v", err)
	}
	return e
}

func (f *fixture) deliveryNames(t *testing.T, acct, endpointID int64) []string {
	t.Helper()
	list, err := NewWebhookStore(f.db).FindWebhookDeliveries(context.Background(), acct, endpointID, 0)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i := len(list) - 1; i >= 0; i-- { // oldest first
		names = append(names, list[i].EventName)
	}
	return names
}

func TestWebhookFanOut(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ws := NewWebhookStore(f.db)
		var notified atomic.Int32
		f.db.DeliveryNotifyFunc = func() { notified.Add(1) }
		all := f.endpoint(t, f.acct)
		done := f.endpoint(t, f.acct, steward.EventJobCompleted, steward.EventJobFailed)
		off := f.endpoint(t, f.acct)
		if _, err := ws.UpdateWebhookEndpoint(ctx, f.acct, off.ID, steward.WebhookEndpointUpdate{Enabled: new(false)}); err != nil {
			t.Fatal(err)
		}
		foreign := f.endpoint(t, f.other)

		j := f.job(t, t0.Add(48*time.Hour))
		if notified.Load() != 1 {
			t.Errorf("notified %d times after a commit with deliveries, want 1", notified.Load())
		}
		notes := "gate code 1234"
		if _, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Notes: &notes}); err != nil {
			t.Fatal(err)
		}
		if notified.Load() != 1 {
			t.Errorf("notified after a commit without deliveries")
		}
		for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
			if _, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &st}); err != nil {
				t.Fatal(err)
			}
		}
		want := map[int64][]string{
			all.ID:  {steward.EventJobScheduled, steward.EventJobInProgress, steward.EventJobCompleted},
			done.ID: {steward.EventJobCompleted},
			off.ID:  nil,
		}
		for id, w := range want {
			if got := f.deliveryNames(t, f.acct, id); !equalStrings(got, w) {
				t.Errorf("endpoint %d got %v, want %v", id, got, w)
			}
		}
		if got := f.deliveryNames(t, f.other, foreign.ID); len(got) != 0 {
			t.Errorf("other account's endpoint got %v", got)
		}

		// Scoping: another account sees neither the endpoint nor its log.
		if _, err := ws.FindWebhookEndpointByID(ctx, f.other, all.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("cross-account endpoint: %v", err)
		}
		if _, err := ws.FindWebhookDeliveries(ctx, f.other, all.ID, 0); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("cross-account deliveries: %v", err)
		}
		list, _ := ws.FindWebhookDeliveries(ctx, f.acct, all.ID, 0)
		if _, err := ws.FindWebhookDeliveryByID(ctx, f.other, list[0].ID); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("cross-account delivery: %v", err)
		}
		if err := ws.DeleteWebhookEndpoint(ctx, f.other, all.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("cross-account delete: %v", err)
		}

		// The payload is the event, with the job as GET shows it.
		d, err := ws.FindWebhookDeliveryByID(ctx, f.acct, list[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		var ev struct {
			ID   int64  `json:"id"`
			UUID string `json:"uuid"`
			Name string `json:"name"`
			Type string `json:"type"`
			Data struct {
				Object   steward.Job    `json:"object"`
				Previous map[string]any `json:"object_previous_attributes"`
			} `json:"data"`
		}
		if err := json.Unmarshal(d.Payload, &ev); err != nil {
			t.Fatal(err)
		}
		if ev.Name != steward.EventJobCompleted || ev.Type != ev.Name || ev.UUID != d.EventUUID || ev.ID != d.EventID ||
			ev.Data.Object.ID != j.ID || ev.Data.Object.Status != steward.StatusCompleted || ev.Data.Previous["status"] != "in_progress" {
			t.Errorf("payload = %s", d.Payload)
		}
	})
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestWebhookClaimAndLease(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ws := NewWebhookStore(f.db)
		e := f.endpoint(t, f.acct)
		f.job(t, t0.Add(48*time.Hour))
		const lease = 30 * time.Second

		tasks, err := ws.ClaimWebhookDeliveries(ctx, lease, 10)
		if err != nil || len(tasks) != 1 {
			t.Fatalf("claim = %d tasks, %v; want 1", len(tasks), err)
		}
		first := tasks[0]
		if first.Delivery.Attempts != 1 || first.Endpoint.ID != e.ID || first.Endpoint.Secret == "" || len(first.Payload) == 0 {
			t.Fatalf("task = %+v", first)
		}
		// Leased: nobody else gets it.
		if again, _ := ws.ClaimWebhookDeliveries(ctx, lease, 10); len(again) != 0 {
			t.Fatalf("claimed a leased delivery again")
		}
		if _, err := ws.ClaimWebhookDelivery(ctx, f.acct, first.Delivery.ID, lease); steward.ErrorCode(err) != steward.ECONFLICT {
			t.Errorf("manual claim of a leased delivery: %v, want CONFLICT", err)
		}
		// The claimer died: the lease expires and the delivery comes back.
		f.clock.T = t0.Add(lease + time.Second)
		tasks, _ = ws.ClaimWebhookDeliveries(ctx, lease, 10)
		if len(tasks) != 1 || tasks[0].Delivery.Attempts != 2 {
			t.Fatalf("after lease expiry: %d tasks %+v, want attempt 2", len(tasks), tasks)
		}
		second := tasks[0]
		// The dead claimer's late record is refused.
		status := 200
		err = ws.CompleteWebhookAttempt(ctx, first, steward.WebhookOutcome{Status: steward.DeliverySucceeded,
			Attempt: steward.WebhookAttempt{Attempt: 1, AttemptedAt: t0, Succeeded: true, ResponseStatus: &status}})
		if err != ErrLeaseLost {
			t.Errorf("late completion = %v, want ErrLeaseLost", err)
		}
		// A failure schedules a retry; it is not due before its time.
		status = 500
		msg := "HTTP 500"
		next, failedAt := f.clock.T.Add(time.Minute), f.clock.T
		err = ws.CompleteWebhookAttempt(ctx, second, steward.WebhookOutcome{Status: steward.DeliveryRetrying, NextAttemptAt: &next, FirstFailedAt: &failedAt,
			Attempt: steward.WebhookAttempt{Attempt: 2, AttemptedAt: f.clock.T, ResponseStatus: &status, Error: &msg, ResponseBody: "oops\x00\xff"}})
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := ws.ClaimWebhookDeliveries(ctx, lease, 10); len(got) != 0 {
			t.Fatalf("claimed a retry before it was due")
		}
		if n, _ := ws.CountDueWebhookDeliveries(ctx); n != 1 {
			t.Errorf("queue depth = %d, want 1", n)
		}
		d, err := ws.FindWebhookDeliveryByID(ctx, f.acct, second.Delivery.ID)
		if err != nil {
			t.Fatal(err)
		}
		if d.Status != steward.DeliveryRetrying || d.Attempts != 2 || d.NextAttemptAt == nil || !d.NextAttemptAt.Equal(next) ||
			*d.LastResponseStatus != 500 || *d.LastError != msg || len(d.AttemptLog) != 1 || d.AttemptLog[0].Attempt != 2 {
			t.Errorf("delivery = %+v, log %+v", d.WebhookDelivery, d.AttemptLog)
		}
		// A disabled endpoint's deliveries wait.
		f.clock.T = next
		ws.UpdateWebhookEndpoint(ctx, f.acct, e.ID, steward.WebhookEndpointUpdate{Enabled: new(false)})
		if got, _ := ws.ClaimWebhookDeliveries(ctx, lease, 10); len(got) != 0 {
			t.Fatalf("claimed a delivery of a disabled endpoint")
		}
		ws.UpdateWebhookEndpoint(ctx, f.acct, e.ID, steward.WebhookEndpointUpdate{Enabled: new(true)})
		tasks, _ = ws.ClaimWebhookDeliveries(ctx, lease, 10)
		if len(tasks) != 1 || tasks[0].Delivery.FirstFailedAt == nil || !tasks[0].Delivery.FirstFailedAt.Equal(failedAt) {
			t.Fatalf("retry claim = %+v", tasks)
		}
		// Success is final: never claimed again; a 410 disables the endpoint.
		status = 410
		err = ws.CompleteWebhookAttempt(ctx, tasks[0], steward.WebhookOutcome{Status: steward.DeliveryFailed, DisableReason: "gone",
			Attempt: steward.WebhookAttempt{Attempt: 3, AttemptedAt: f.clock.T, ResponseStatus: &status}})
		if err != nil {
			t.Fatal(err)
		}
		f.clock.T = f.clock.T.Add(time.Hour)
		if got, _ := ws.ClaimWebhookDeliveries(ctx, lease, 10); len(got) != 0 {
			t.Fatalf("claimed a final delivery")
		}
		got, _ := ws.FindWebhookEndpointByID(ctx, f.acct, e.ID)
		if got.Enabled || got.DisabledReason == nil || *got.DisabledReason != "gone" {
			t.Errorf("endpoint after 410 = %+v", got)
		}
	})
}

func TestWebhookConcurrentClaims(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		f.endpoint(t, f.acct)
		const jobs = 30
		for i := range jobs {
			f.job(t, t0.Add(time.Duration(i+1)*time.Hour))
		}
		ws := NewWebhookStore(f.db)
		var mu sync.Mutex
		seen := map[int64]int{}
		var wg sync.WaitGroup
		for range 6 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					tasks, err := ws.ClaimWebhookDeliveries(ctx, time.Minute, 4)
					if err != nil {
						t.Error(err)
						return
					}
					if len(tasks) == 0 {
						return
					}
					mu.Lock()
					for _, task := range tasks {
						seen[task.Delivery.ID]++
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		if len(seen) != jobs {
			t.Errorf("claimed %d deliveries, want %d", len(seen), jobs)
		}
		for id, n := range seen {
			if n != 1 {
				t.Errorf("delivery %d claimed %d times", id, n)
			}
		}
	})
}

func TestWebhookEndpointRotateAndDelete(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ws := NewWebhookStore(f.db)
		e := f.endpoint(t, f.acct)
		r, err := ws.RotateWebhookSecret(ctx, f.acct, e.ID)
		if err != nil {
			t.Fatal(err)
		}
		if r.Secret == e.Secret || r.PreviousSecret == nil || *r.PreviousSecret != e.Secret ||
			!r.PreviousSecretExpiresAt.Equal(t0.Add(steward.WebhookSecretGrace)) {
			t.Errorf("rotated = %+v", r)
		}
		if got := r.SigningSecrets(t0); len(got) != 2 {
			t.Errorf("signing secrets during grace = %d, want 2", len(got))
		}
		f.job(t, t0.Add(time.Hour))
		if err := ws.DeleteWebhookEndpoint(ctx, f.acct, e.ID); err != nil {
			t.Fatal(err)
		}
		if n, _ := ws.CountDueWebhookDeliveries(ctx); n != 0 {
			t.Errorf("deliveries of a deleted endpoint remain: %d", n)
		}
		if _, err := ws.RotateWebhookSecret(ctx, f.acct, e.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("rotate deleted: %v", err)
		}
	})
}

func TestWebhookTestDelivery(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ws := NewWebhookStore(f.db)
		var notified atomic.Int32
		f.db.DeliveryNotifyFunc = func() { notified.Add(1) }
		e := f.endpoint(t, f.acct)
		sibling := f.endpoint(t, f.acct) // every event
		foreign := f.endpoint(t, f.other)
		const lease = 30 * time.Second
		object := json.RawMessage(`{"id":0,"service_type":"cleaning"}`)

		task, err := ws.CreateWebhookTestDelivery(ctx, f.acct, e.ID, object, lease)
		if err != nil {
			t.Fatal(err)
		}
		// Stored and claimed in one go: attempt 1 is under way.
		if task.Delivery.Attempts != 1 || task.Delivery.EventName != steward.EventWebhookTest || task.Endpoint.ID != e.ID ||
			task.Endpoint.Secret == "" || task.Delivery.AccountID != f.acct {
			t.Fatalf("task = %+v", task)
		}
		var ev struct {
			UUID string          `json:"uuid"`
			Name string          `json:"name"`
			Data json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal(task.Payload, &ev); err != nil || ev.Name != steward.EventWebhookTest || ev.UUID != task.Delivery.EventUUID ||
			string(ev.Data) != `{"object":{"id":0,"service_type":"cleaning"},"object_previous_attributes":{}}` {
			t.Errorf("payload = %s (%v)", task.Payload, err)
		}
		if notified.Load() != 0 {
			t.Errorf("a test delivery woke the dispatcher; the test action attempts it itself")
		}
		if got, _ := ws.ClaimWebhookDeliveries(ctx, lease, 10); len(got) != 0 {
			t.Fatalf("the poller claimed the test delivery while its attempt is under way")
		}
		if _, err := ws.ClaimWebhookDelivery(ctx, f.acct, task.Delivery.ID, lease); steward.ErrorCode(err) != steward.ECONFLICT {
			t.Errorf("manual claim during the test's attempt: %v, want CONFLICT", err)
		}
		// The event is the account's, with no job; only the tested endpoint has a delivery.
		var jobID *int64
		if err := f.db.read.QueryRow(`SELECT job_id FROM events WHERE account_id = $1 AND id = $2`, f.acct, task.Delivery.EventID).Scan(&jobID); err != nil || jobID != nil {
			t.Errorf("event job_id = %v, %v; want NULL", jobID, err)
		}
		if got := f.events(t, f.acct); !equalStrings(got, []string{steward.EventWebhookTest}) {
			t.Errorf("outbox = %v, want the test event", got)
		}
		if got := f.deliveryNames(t, f.acct, e.ID); !equalStrings(got, []string{steward.EventWebhookTest}) {
			t.Errorf("tested endpoint's log = %v", got)
		}
		if got := f.deliveryNames(t, f.acct, sibling.ID); len(got) != 0 {
			t.Errorf("the account's other endpoint got %v", got)
		}
		if got := f.deliveryNames(t, f.other, foreign.ID); len(got) != 0 {
			t.Errorf("another account's endpoint got %v", got)
		}

		// Recorded like any attempt, and then in the log with it.
		status, msg := 500, "HTTP 500"
		at := f.clock.T
		err = ws.CompleteWebhookAttempt(ctx, task, steward.WebhookOutcome{Status: steward.DeliveryFailed, FirstFailedAt: &at,
			Attempt: steward.WebhookAttempt{Attempt: 1, AttemptedAt: at, ResponseStatus: &status, LatencyMS: 12, Error: &msg, ResponseBody: "no"}})
		if err != nil {
			t.Fatal(err)
		}
		d, err := ws.FindWebhookDeliveryByID(ctx, f.acct, task.Delivery.ID)
		if err != nil || d.Status != steward.DeliveryFailed || d.Attempts != 1 || d.NextAttemptAt != nil || len(d.AttemptLog) != 1 ||
			*d.AttemptLog[0].ResponseStatus != 500 || d.AttemptLog[0].LatencyMS != 12 || d.AttemptLog[0].ResponseBody != "no" {
			t.Fatalf("delivery = %+v, log %+v, %v", d, d.AttemptLog, err)
		}
		if n, _ := ws.CountDueWebhookDeliveries(ctx); n != 0 {
			t.Errorf("queue depth = %d after the failed test, want 0", n)
		}
		f.clock.T = t0.Add(time.Hour)
		if got, _ := ws.ClaimWebhookDeliveries(ctx, lease, 10); len(got) != 0 {
			t.Errorf("a failed test delivery was claimed again")
		}

		// ErrOtherAccount: nothing stored.
		if _, err := ws.CreateWebhookTestDelivery(ctx, f.other, e.ID, object, lease); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("test of another account's endpoint: %v, want NOT_FOUND", err)
		}
		if got := f.events(t, f.other); len(got) != 0 {
			t.Errorf("the other account's outbox = %v, want empty", got)
		}
	})
}
