package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// TestTurnovers drives automatic turnovers and the stays' webhooks through
// real HTTP on each store, with the clock fixed at stayNow (issue 16,
// items 4 and 6).
func TestTurnovers(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startServer(t, testdb.DSN(t, engine), "--now", stayNow.Format(time.RFC3339),
				"--webhook-allow-private", "--webhook-retry-schedule", "10ms,20ms")
			t.Run("FollowStays", func(t *testing.T) { t.Parallel(); testTurnoversFollowStays(t, srv.URL) })
			t.Run("StayConflict", func(t *testing.T) { t.Parallel(); testStayConflict(t, srv.URL) })
			t.Run("Race", func(t *testing.T) { t.Parallel(); testTurnoverRace(t, srv.URL) })
		})
	}
}

// newStay records a stay by dates (the property's times) and returns it.
func newStay(t *testing.T, c *client.Client, addressID int64, guest, in, out string) *steward.Reservation {
	t.Helper()
	r := raw(t, c, "POST", "/api/v1/reservations",
		fmt.Sprintf(`{"address_id":%d,"guest_name":%q,"check_in":%q,"check_out":%q}`, addressID, guest, in, out))
	if r.Status != 201 {
		t.Fatalf("create stay %s: %d %s", guest, r.Status, r.Body)
	}
	var s steward.Reservation
	if err := json.Unmarshal(r.Body, &s); err != nil {
		t.Fatal(err)
	}
	return &s
}

// turnoverOf returns the turnover of stay at addressID, nil when it has
// none, failing the test when it has more than one.
func turnoverOf(t *testing.T, c *client.Client, addressID, stayID int64) *steward.Job {
	t.Helper()
	list, err := c.ListJobs(context.Background(), client.JobListParams{AddressID: &addressID, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	var found *steward.Job
	for _, j := range list.Jobs {
		if j.ReservationID != nil && *j.ReservationID == stayID {
			if found != nil {
				t.Fatalf("stay %d has two turnovers: %d and %d", stayID, found.ID, j.ID)
			}
			found = j
		}
	}
	return found
}

// lastHistory returns the newest history entry of job id.
func lastHistory(t *testing.T, c *client.Client, id int64) *steward.JobHistoryEntry {
	t.Helper()
	h, err := c.JobHistory(context.Background(), id)
	if err != nil || len(h) == 0 {
		t.Fatalf("history of job %d: %v, %v", id, h, err)
	}
	return h[len(h)-1]
}

func wantReason(t *testing.T, e *steward.JobHistoryEntry, actor, reason string) {
	t.Helper()
	if e.Actor != actor || e.Reason == nil || !strings.Contains(*e.Reason, reason) {
		got := "<nil>"
		if e.Reason != nil {
			got = *e.Reason
		}
		t.Errorf("history entry %q by %s, reason %q; want by %s, reason containing %q", e.Change, e.Actor, got, actor, reason)
	}
}

func testTurnoversFollowStays(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, pro := setupProperty(t, c) // San Diego; 4 bedrooms and 3 bathrooms: a four-hour turnover
	la, _ := time.LoadLocation("America/Los_Angeles")
	at := func(day, hour int) time.Time { return time.Date(2026, 3, day, hour, 0, 0, 0, la) }
	rcv := newHookReceiver(t, nil)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: rcv.URL}); err != nil {
		t.Fatal(err)
	}
	cancelledOnly := newHookReceiver(t, nil)
	if _, err := c.CreateWebhookEndpoint(ctx, client.WebhookEndpointCreate{URL: cancelledOnly.URL, Events: []string{"reservation.cancelled"}}); err != nil {
		t.Fatal(err)
	}

	// Turnovers off: a stay brings no job.
	ann := newStay(t, c, a.ID, "Ann", "2026-03-10", "2026-03-14")
	if j := turnoverOf(t, c, a.ID, ann.ID); j != nil {
		t.Fatalf("turnovers off, yet job %d turns over the stay", j.ID)
	}
	// Turning them on creates the turnovers of existing stays, with the
	// property's preferred pro.
	if _, err := c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"enabled": true, "pro_id": pro.ID}}); err != nil {
		t.Fatal(err)
	}
	annT := turnoverOf(t, c, a.ID, ann.ID)
	if annT == nil || !annT.ScheduledAt.Equal(at(14, 11)) || annT.WindowEnd != nil || annT.SameDay ||
		annT.ProID == nil || *annT.ProID != pro.ID || annT.ServiceType != steward.Cleaning || annT.Status != steward.StatusPending {
		t.Fatalf("turnover after enabling = %+v, want a pending cleaning by pro %d at %v without a window", annT, pro.ID, at(14, 11))
	}
	wantReason(t, lastHistory(t, c, annT.ID), "system", "turnovers turned on")

	// A stay checking in on the day of Ann's check-out: Ann's turnover is
	// same-day, due by Bob's check-in; Bob's gets its own.
	bob := newStay(t, c, a.ID, "Bob", "2026-03-14", "2026-03-16")
	annT = turnoverOf(t, c, a.ID, ann.ID)
	if annT.WindowEnd == nil || !annT.WindowEnd.Equal(at(14, 16)) || !annT.SameDay || !annT.ScheduledAt.Equal(at(14, 11)) {
		t.Errorf("Ann's turnover = at %v window %v same_day %v; want at %v, window to %v, same day", annT.ScheduledAt, annT.WindowEnd, annT.SameDay, at(14, 11), at(14, 16))
	}
	wantReason(t, lastHistory(t, c, annT.ID), "system", fmt.Sprintf("reservation %d (Bob) created", bob.ID))
	bobT := turnoverOf(t, c, a.ID, bob.ID)
	if bobT == nil || !bobT.ScheduledAt.Equal(at(16, 11)) || bobT.WindowEnd != nil {
		t.Fatalf("Bob's turnover = %+v, want at %v without a window", bobT, at(16, 11))
	}

	// A later stay gives Bob's turnover a window; a stay arriving inside
	// that window narrows it.
	cy := newStay(t, c, a.ID, "Cy", "2026-03-20", "2026-03-22")
	if bobT = turnoverOf(t, c, a.ID, bob.ID); bobT.WindowEnd == nil || !bobT.WindowEnd.Equal(at(20, 16)) || bobT.SameDay {
		t.Errorf("Bob's window = %v same_day %v, want until %v, not same day", bobT.WindowEnd, bobT.SameDay, at(20, 16))
	}
	dee := newStay(t, c, a.ID, "Dee", "2026-03-18", "2026-03-19")
	if bobT = turnoverOf(t, c, a.ID, bob.ID); bobT.WindowEnd == nil || !bobT.WindowEnd.Equal(at(18, 16)) {
		t.Errorf("Bob's window after Dee = %v, want narrowed to %v", bobT.WindowEnd, at(18, 16))
	}
	wantReason(t, lastHistory(t, c, bobT.ID), "system", fmt.Sprintf("reservation %d (Dee) created", dee.ID))

	// Bob stays a night longer: his turnover moves to the new check-out.
	if _, err := c.UpdateReservation(ctx, bob.ID, client.ReservationUpdate{CheckOut: ptr("2026-03-17")}); err != nil {
		t.Fatal(err)
	}
	if bobT = turnoverOf(t, c, a.ID, bob.ID); !bobT.ScheduledAt.Equal(at(17, 11)) {
		t.Errorf("Bob's turnover after the extension at %v, want %v", bobT.ScheduledAt, at(17, 11))
	}
	wantReason(t, lastHistory(t, c, bobT.ID), "system", fmt.Sprintf("reservation %d (Bob) now from", bob.ID))
	waitFor(t, "job.scheduled of the rescheduled turnover", func() bool {
		for _, h := range rcv.all() {
			if h.Event.Name == "job.scheduled" && h.Event.Data.Object["id"] == float64(bobT.ID) &&
				h.Event.Data.Previous["scheduled_at"] == at(16, 11).UTC().Format(time.RFC3339) {
				return true
			}
		}
		return false
	})

	// A person moves it by hand: the history says so, without a reason.
	byHand := at(17, 13)
	if _, err := c.UpdateJob(ctx, bobT.ID, client.JobUpdate{ScheduledAt: &byHand}); err != nil {
		t.Fatal(err)
	}
	if e := lastHistory(t, c, bobT.ID); e.Actor != "api" || e.Reason != nil || !strings.Contains(e.Change, "scheduled_at") {
		t.Errorf("manual change recorded as %+v, want by api, without a reason, naming scheduled_at", e)
	}
	// Bob leaves a day earlier: the time set by hand still fits (after the
	// check-out, done before Dee arrives), so it stays.
	if _, err := c.UpdateReservation(ctx, bob.ID, client.ReservationUpdate{CheckOut: ptr("2026-03-16")}); err != nil {
		t.Fatal(err)
	}
	if bobT = turnoverOf(t, c, a.ID, bob.ID); !bobT.ScheduledAt.Equal(byHand) {
		t.Errorf("hand-set turnover at %v after the shortening, want it kept at %v", bobT.ScheduledAt, byHand)
	}
	// Dee now arrives on the 17th at 16:00: a four-hour turnover at 13:00
	// would not be done, so it moves to the check-out, saying why.
	if _, err := c.UpdateReservation(ctx, dee.ID, client.ReservationUpdate{CheckIn: ptr("2026-03-17")}); err != nil {
		t.Fatal(err)
	}
	if bobT = turnoverOf(t, c, a.ID, bob.ID); !bobT.ScheduledAt.Equal(at(16, 11)) || !bobT.WindowEnd.Equal(at(17, 16)) {
		t.Errorf("hand-set turnover after Dee moved: at %v window %v, want at %v window %v", bobT.ScheduledAt, bobT.WindowEnd, at(16, 11), at(17, 16))
	}
	wantReason(t, lastHistory(t, c, bobT.ID), "system", "the time set by hand")

	// Cy cancels: her turnover is cancelled, with the reason.
	cyT := turnoverOf(t, c, a.ID, cy.ID)
	if err := c.CancelReservation(ctx, cy.ID); err != nil {
		t.Fatal(err)
	}
	if got, _ := c.GetJob(ctx, cyT.ID); got.Status != steward.StatusCancelled {
		t.Errorf("Cy's turnover is %s after her stay was cancelled, want cancelled", got.Status)
	}
	wantReason(t, lastHistory(t, c, cyT.ID), "system", fmt.Sprintf("reservation %d (Cy) cancelled", cy.ID))
	if h, _ := c.JobHistory(ctx, cyT.ID); len(h) != 2 || !strings.HasPrefix(h[0].Change, "created") || !h[1].At.Equal(stayNow) {
		t.Errorf("Cy's turnover history = %+v, want created then cancelled, at the server's clock", h)
	}

	// Stays' webhooks: created, updated (with the previous values) and
	// cancelled to the endpoint that wants everything; only the
	// cancellation to the one that filters.
	waitFor(t, "job.cancelled and reservation.cancelled", func() bool {
		var jobCancelled, stayCancelled bool
		for _, h := range rcv.all() {
			jobCancelled = jobCancelled || h.Event.Name == "job.cancelled" && h.Event.Data.Object["id"] == float64(cyT.ID)
			stayCancelled = stayCancelled || h.Event.Name == "reservation.cancelled" && h.Event.Data.Object["id"] == float64(cy.ID)
		}
		return jobCancelled && stayCancelled && len(cancelledOnly.all()) > 0
	})
	var created, updated bool
	for _, h := range rcv.all() {
		o, prev := h.Event.Data.Object, h.Event.Data.Previous
		switch {
		case h.Event.Name == "reservation.created" && o["id"] == float64(ann.ID):
			created = o["guest_name"] == "Ann" && len(prev) == 0
		case h.Event.Name == "reservation.updated" && o["id"] == float64(bob.ID) && prev["check_out"] == at(16, 11).UTC().Format(time.RFC3339):
			updated = o["check_out"] == at(17, 11).UTC().Format(time.RFC3339)
		}
	}
	if !created || !updated {
		t.Errorf("reservation.created of Ann's stay: %v; reservation.updated of Bob's extension with the previous check_out: %v", created, updated)
	}
	for _, h := range cancelledOnly.all() {
		if h.Event.Name != "reservation.cancelled" || h.Event.Data.Object["status"] != "cancelled" || h.Event.Data.Previous["status"] != "confirmed" {
			t.Errorf("filtered endpoint got %s %s, want reservation.cancelled only", h.Event.Name, h.Body)
		}
	}
}

func testStayConflict(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	la, _ := time.LoadLocation("America/Los_Angeles")
	ann := newStay(t, c, a.ID, "Ann Lee", "2026-03-10", "2026-03-14")
	during := time.Date(2026, 3, 12, 10, 0, 0, 0, la)

	// Turnovers are off here: only the request's own job is at stake.
	_, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "maintenance", ScheduledAt: during})
	wantStatus(t, err, 409, steward.ESTAYCONFLICT)
	wantMessage(t, err, fmt.Sprintf("reservation %d (Ann Lee", ann.ID))
	j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "maintenance", ScheduledAt: during, DuringStay: true})
	if err != nil {
		t.Fatalf("during_stay: %v", err)
	}
	// Check-out is free: stays are half-open.
	free, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: ann.CheckOut})
	if err != nil {
		t.Fatalf("job at the check-out: %v", err)
	}
	_, err = c.UpdateJob(ctx, free.ID, client.JobUpdate{ScheduledAt: &during})
	wantStatus(t, err, 409, steward.ESTAYCONFLICT)
	if _, err := c.UpdateJob(ctx, free.ID, client.JobUpdate{ScheduledAt: &during, DuringStay: true}); err != nil {
		t.Errorf("reschedule with during_stay: %v", err)
	}
	// A change that does not move the job is not checked.
	if _, err := c.UpdateJob(ctx, j.ID, client.JobUpdate{Notes: ptr("guests asked")}); err != nil {
		t.Errorf("notes of a job during a stay: %v", err)
	}
	raw(t, c, "POST", "/api/v1/jobs", fmt.Sprintf(`{"address_id":%d,"service_type":"cleaning","scheduled_at":%q,"during_stay":"yes"}`,
		a.ID, during.UTC().Format(time.RFC3339))).want(t, 400, steward.EVALIDATION, "during_stay")

	// The history of a job made by hand: created, then its changes.
	h, err := c.JobHistory(ctx, free.ID)
	if err != nil || len(h) != 2 || h[0].Actor != "api" || !strings.HasPrefix(h[0].Change, "created") || h[0].Reason != nil ||
		!strings.Contains(h[1].Change, "scheduled_at") {
		t.Errorf("history = %+v, %v; want created and rescheduled, by api", h, err)
	}
	_, err = signupWithKey(t, url).JobHistory(ctx, free.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)
}

// testTurnoverRace turns turnovers on while stays change, all at once:
// every request succeeds and no stay gets two turnovers (the property's
// row is locked by each writer; on SQLite writers take turns anyway).
func testTurnoverRace(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	var stays []*steward.Reservation
	for i := 0; i < 4; i++ {
		stays = append(stays, newStay(t, c, a.ID, fmt.Sprintf("Guest %d", i), fmt.Sprintf("2026-04-%02d", 1+3*i), fmt.Sprintf("2026-04-%02d", 3+3*i)))
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := 0; i < 4; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			_, err := c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"enabled": true}})
			errs <- err
		}()
		go func(s *steward.Reservation) {
			defer wg.Done()
			_, err := c.UpdateReservation(ctx, s.ID, client.ReservationUpdate{Guests: ptr(2)})
			errs <- err
		}(stays[i])
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("concurrent request: %v", err)
		}
	}
	for _, s := range stays {
		if turnoverOf(t, c, a.ID, s.ID) == nil {
			t.Errorf("stay %d has no turnover", s.ID)
		}
	}
}
