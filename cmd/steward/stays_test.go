package main

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/testdb"
)

// stayNow is the server's clock in the tests of stays and property edits:
// Wednesday 4 March 2026, 09:00 in San Diego.
var stayNow = time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)

// TestStaysAndProperties drives the stay life-cycle and property edits
// through real HTTP on each store (issue 16, items 1 and 2).
func TestStaysAndProperties(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			srv := startServer(t, testdb.DSN(t, engine), "--now", stayNow.Format(time.RFC3339))
			t.Run("StayLifeCycle", func(t *testing.T) { t.Parallel(); testStayLifeCycle(t, srv.URL) })
			t.Run("AddressPatch", func(t *testing.T) { t.Parallel(); testAddressPatch(t, srv.URL) })
			t.Run("AddressArchive", func(t *testing.T) { t.Parallel(); testAddressArchive(t, srv.URL) })
		})
	}
}

func testStayLifeCycle(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c) // San Diego: America/Los_Angeles
	la, _ := time.LoadLocation("America/Los_Angeles")

	// Dates alone take the property's check-in and check-out times in its zone.
	r := raw(t, c, "POST", "/api/v1/reservations", fmt.Sprintf(`{"address_id":%d,"guest_name":"Ann Lee","check_in":"2026-03-10","check_out":"2026-03-14"}`, a.ID))
	if r.Status != 201 {
		t.Fatalf("create by dates: %d %s", r.Status, r.Body)
	}
	list, _ := c.FindReservations(ctx, client.ReservationListParams{})
	if len(list) != 1 {
		t.Fatalf("list = %v, want the stay", list)
	}
	ann := list[0]
	if want := time.Date(2026, 3, 10, 16, 0, 0, 0, la); !ann.CheckIn.Equal(want) {
		t.Errorf("check_in = %v, want %v", ann.CheckIn, want)
	}
	if want := time.Date(2026, 3, 14, 11, 0, 0, 0, la); !ann.CheckOut.Equal(want) {
		t.Errorf("check_out = %v, want %v", ann.CheckOut, want)
	}
	if ann.Status != steward.ReservationConfirmed || ann.Source != steward.SourceAPI || ann.CalendarID != nil || ann.UID != nil {
		t.Errorf("status %s source %s calendar %v uid %v; want confirmed, api, null, null", ann.Status, ann.Source, ann.CalendarID, ann.UID)
	}

	// GET one; another account sees nothing.
	got, err := c.GetReservation(ctx, ann.ID)
	if err != nil || got.GuestName != "Ann Lee" {
		t.Fatalf("GetReservation = %+v, %v", got, err)
	}
	_, err = signupWithKey(t, url).GetReservation(ctx, ann.ID)
	wantStatus(t, err, 404, steward.ENOTFOUND)

	// Overlap on create names the other stay; adjacent stays are fine.
	_, err = c.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "Bob", CheckIn: ann.CheckOut.Add(-time.Hour), CheckOut: ann.CheckOut.Add(48 * time.Hour)})
	wantStatus(t, err, 409, steward.ERESERVATIONCONFLICT)
	wantMessage(t, err, fmt.Sprintf("reservation %d (Ann Lee", ann.ID))
	bob, err := c.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "Bob", CheckIn: ann.CheckOut, CheckOut: ann.CheckOut.Add(48 * time.Hour)})
	if err != nil {
		t.Fatalf("adjacent stay (check-in == check-out): %v", err)
	}
	r = raw(t, c, "POST", "/api/v1/reservations", fmt.Sprintf(`{"address_id":%d,"guest_name":"Cy","check_in":"2026-03-08","check_out":"2026-03-10"}`, a.ID))
	if r.Status != 201 {
		t.Errorf("adjacent stay by dates (out 11:00, next in 16:00): %d %s", r.Status, r.Body)
	}

	// PATCH name, guests and dates; overlap on patch.
	upd, err := c.UpdateReservation(ctx, bob.ID, client.ReservationUpdate{GuestName: ptr("Bob Ross"), Guests: ptr(3), CheckOut: ptr("2026-03-20")})
	if err != nil || upd.GuestName != "Bob Ross" || upd.Guests != 3 || !upd.CheckOut.Equal(time.Date(2026, 3, 20, 11, 0, 0, 0, la)) || !upd.UpdatedAt.Equal(stayNow) {
		t.Fatalf("UpdateReservation = %+v, %v", upd, err)
	}
	_, err = c.UpdateReservation(ctx, bob.ID, client.ReservationUpdate{CheckIn: ptr("2026-03-12")})
	wantStatus(t, err, 409, steward.ERESERVATIONCONFLICT)
	wantMessage(t, err, fmt.Sprintf("reservation %d", ann.ID))
	raw(t, c, "PATCH", fmt.Sprintf("/api/v1/reservations/%d", bob.ID), `{"status":"gone"}`).want(t, 400, steward.EVALIDATION, "Invalid status")
	raw(t, c, "PATCH", fmt.Sprintf("/api/v1/reservations/%d", bob.ID), `{"address_id":1}`).want(t, 400, steward.EVALIDATION, "address_id")

	// from/to: stays overlapping the window.
	from, to := time.Date(2026, 3, 15, 0, 0, 0, 0, la), time.Date(2026, 3, 16, 0, 0, 0, 0, la)
	list, _ = c.FindReservations(ctx, client.ReservationListParams{From: &from, To: &to})
	if len(list) != 1 || list[0].ID != bob.ID {
		t.Errorf("from/to = %v, want only Bob's stay", list)
	}
	raw(t, c, "GET", "/api/v1/reservations?from=yesterday", "").want(t, 400, steward.EVALIDATION, "Invalid from")

	// DELETE cancels: the stay stays, lists hide it unless asked.
	if err := c.CancelReservation(ctx, ann.ID); err != nil {
		t.Fatal(err)
	}
	got, _ = c.GetReservation(ctx, ann.ID)
	if got.Status != steward.ReservationCancelled {
		t.Errorf("after DELETE: status %s, want cancelled", got.Status)
	}
	for status, want := range map[string]int{"": 2, "confirmed": 2, "cancelled": 1, "all": 3} {
		list, err := c.FindReservations(ctx, client.ReservationListParams{Status: status})
		if err != nil || len(list) != want {
			t.Errorf("status=%q: %d stays (%v), want %d", status, len(list), err, want)
		}
	}
	raw(t, c, "GET", "/api/v1/reservations?status=maybe", "").want(t, 400, steward.EVALIDATION, "Invalid status")
	// Its dates are free now; bringing it back would overlap.
	if _, err := c.UpdateReservation(ctx, bob.ID, client.ReservationUpdate{CheckIn: ptr("2026-03-12")}); err != nil {
		t.Fatalf("move into a cancelled stay's dates: %v", err)
	}
	_, err = c.UpdateReservation(ctx, ann.ID, client.ReservationUpdate{Status: ptr("confirmed")})
	wantStatus(t, err, 409, steward.ERESERVATIONCONFLICT)
	if err := c.CancelReservation(ctx, ann.ID); err != nil {
		t.Errorf("cancelling again: %v", err)
	}
	wantStatus(t, c.CancelReservation(ctx, 999999), 404, steward.ENOTFOUND)
}

func testAddressPatch(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, err := c.CreateAddress(ctx, client.AddressCreate{Street: "1 Mesa St", City: "El Paso", State: "TX", Zip: "79901", Bedrooms: ptr(2), Bathrooms: ptr(1.0)})
	if err != nil {
		t.Fatal(err)
	}
	if a.Timezone != "America/Chicago" || a.CheckInTime != "16:00" || a.CheckOutTime != "11:00" ||
		a.Turnover.Enabled || a.Turnover.ServiceType != steward.Cleaning || a.Turnover.DurationMinutes != 150 || a.Turnover.ProID != nil {
		t.Errorf("defaults: %+v", a)
	}
	path := fmt.Sprintf("/api/v1/addresses/%d", a.ID)

	// Every AddressCreate field.
	a, err = c.UpdateAddress(ctx, a.ID, map[string]any{"street": "2 Mesa St", "city": "Las Cruces", "state": "NM", "zip": "88001",
		"country": "us", "nickname": "Desert Loft", "access_instructions": "Key in the lockbox", "bedrooms": 3, "bathrooms": 2, "square_feet": 1500})
	if err != nil {
		t.Fatal(err)
	}
	if a.Street != "2 Mesa St" || a.City != "Las Cruces" || a.State != "NM" || a.Zip != "88001" || a.Country != "US" ||
		*a.Nickname != "Desert Loft" || *a.AccessInstructions != "Key in the lockbox" || *a.Bedrooms != 3 || *a.Bathrooms != 2 || *a.SquareFeet != 1500 {
		t.Errorf("after PATCH: %+v", a)
	}
	if a.Timezone != "America/Denver" || a.Turnover.DurationMinutes != 195 {
		t.Errorf("zone %s, turnover minutes %d; want derived America/Denver and 195 from the rooms", a.Timezone, a.Turnover.DurationMinutes)
	}
	// A zone set by hand wins, even over a later state change; "" goes back.
	a, _ = c.UpdateAddress(ctx, a.ID, map[string]any{"state": "TX", "timezone": "America/Denver"})
	if a.Timezone != "America/Denver" {
		t.Errorf("timezone set by hand: %s", a.Timezone)
	}
	a, _ = c.UpdateAddress(ctx, a.ID, map[string]any{"state": "TX"})
	if a.Timezone != "America/Denver" {
		t.Errorf("state change overrode the zone set by hand: %s", a.Timezone)
	}
	a, _ = c.UpdateAddress(ctx, a.ID, map[string]any{"timezone": ""})
	if a.Timezone != "America/Chicago" {
		t.Errorf("timezone reset: %s, want the derived America/Chicago", a.Timezone)
	}
	raw(t, c, "PATCH", path, `{"timezone":"America/El_Paso_Nowhere"}`).want(t, 400, steward.EVALIDATION, "Invalid timezone")
	raw(t, c, "POST", "/api/v1/addresses", `{"street":"1 A St","city":"B","state":"TX","zip":"1","timezone":"Mars/Base"}`).want(t, 400, steward.EVALIDATION, "Invalid timezone")
	raw(t, c, "PATCH", path, `{"check_in_time":"25:00"}`).want(t, 400, steward.EVALIDATION, "Invalid check_in_time")
	raw(t, c, "PATCH", path, `{"street":""}`).want(t, 400, steward.EVALIDATION, "Invalid street")
	raw(t, c, "PATCH", path, `{"turnover":{"duration_minutes":5}}`).want(t, 400, steward.EVALIDATION, "Invalid turnover.duration_minutes")
	raw(t, c, "PATCH", path, `{"turnover":{"service_type":"painting"}}`).want(t, 400, steward.EVALIDATION, "Invalid turnover.service_type")
	raw(t, c, "PATCH", path, `{"color":"blue"}`).want(t, 400, steward.EVALIDATION, "color")

	// Check-in and check-out times, then used by stays given by dates.
	a, err = c.UpdateAddress(ctx, a.ID, map[string]any{"check_in_time": "15:30", "check_out_time": "10:00", "nickname": ""})
	if err != nil || a.CheckInTime != "15:30" || a.CheckOutTime != "10:00" || a.Nickname != nil {
		t.Fatalf("times = %+v, %v", a, err)
	}
	r := raw(t, c, "POST", "/api/v1/reservations", fmt.Sprintf(`{"address_id":%d,"guest_name":"G","check_in":"2026-04-01","check_out":"2026-04-03"}`, a.ID))
	chicago, _ := time.LoadLocation("America/Chicago")
	stays, _ := c.FindReservations(ctx, client.ReservationListParams{AddressID: &a.ID})
	if r.Status != 201 || len(stays) != 1 || !stays[0].CheckIn.Equal(time.Date(2026, 4, 1, 15, 30, 0, 0, chicago)) || !stays[0].CheckOut.Equal(time.Date(2026, 4, 3, 10, 0, 0, 0, chicago)) {
		t.Errorf("stay by dates after new times = %v (%d %s)", stays, r.Status, r.Body)
	}

	// Turnover settings; a pro of another account is refused; null clears.
	_, pro := setupProperty(t, c)
	a, err = c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"enabled": true, "service_type": "inspection", "duration_minutes": 90, "pro_id": pro.ID}})
	if err != nil || !a.Turnover.Enabled || a.Turnover.ServiceType != steward.Inspection || a.Turnover.DurationMinutes != 90 || a.Turnover.ProID == nil || *a.Turnover.ProID != pro.ID {
		t.Fatalf("turnover = %+v, %v", a.Turnover, err)
	}
	_, otherPro := setupProperty(t, signupWithKey(t, url))
	raw(t, c, "PATCH", path, fmt.Sprintf(`{"turnover":{"pro_id":%d}}`, otherPro.ID)).want(t, 400, steward.EVALIDATION, "Invalid turnover.pro_id")
	a, err = c.UpdateAddress(ctx, a.ID, map[string]any{"turnover": map[string]any{"pro_id": nil}})
	if err != nil || a.Turnover.ProID != nil || !a.Turnover.Enabled {
		t.Errorf("pro_id null = %+v, %v; want no pro, still enabled", a.Turnover, err)
	}
	got, _ := c.GetAddress(ctx, a.ID)
	if got.Turnover.ServiceType != steward.Inspection || got.Turnover.DurationMinutes != 90 || got.CheckInTime != "15:30" {
		t.Errorf("GET after PATCH = %+v", got)
	}
	_, err = signupWithKey(t, url).UpdateAddress(ctx, a.ID, map[string]any{"city": "Mine"})
	wantStatus(t, err, 404, steward.ENOTFOUND)
}

func testAddressArchive(t *testing.T, url string) {
	ctx := context.Background()
	c := signupWithKey(t, url)
	a, _ := setupProperty(t, c)
	job := func(at time.Time) *steward.Job {
		t.Helper()
		j, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: at})
		if err != nil {
			t.Fatal(err)
		}
		return j
	}
	// Jobs may be booked at most 5 minutes in the past: these two are past,
	// if only just.
	past, future, confirmed, done := job(stayNow.Add(-4*time.Minute)), job(stayNow.Add(24*time.Hour)), job(stayNow.Add(72*time.Hour)), job(stayNow.Add(-3*time.Minute))
	if _, err := c.UpdateJob(ctx, confirmed.ID, client.JobUpdate{Status: ptr("confirmed")}); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"in_progress", "completed"} {
		if _, err := c.UpdateJob(ctx, done.ID, client.JobUpdate{Status: ptr(s)}); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.ArchiveAddress(ctx, a.ID); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		job  *steward.Job
		want steward.JobStatus
	}{{past, steward.StatusPending}, {future, steward.StatusCancelled}, {confirmed, steward.StatusCancelled}, {done, steward.StatusCompleted}} {
		if j, _ := c.GetJob(ctx, tc.job.ID); j.Status != tc.want {
			t.Errorf("job at %v: %s, want %s", tc.job.ScheduledAt, j.Status, tc.want)
		}
	}
	list, _ := c.ListAddresses(ctx)
	if len(list) != 0 {
		t.Errorf("GET /addresses after archiving = %v, want none", list)
	}
	archived, _ := c.ListArchivedAddresses(ctx)
	if len(archived) != 1 || archived[0].ArchivedAt == nil || !archived[0].ArchivedAt.Equal(stayNow) {
		t.Errorf("?archived=true = %v, want the property archived now", archived)
	}
	_, err := c.CreateJob(ctx, client.JobCreate{AddressID: a.ID, ServiceType: "cleaning", ScheduledAt: stayNow.Add(time.Hour)})
	wantStatus(t, err, 400, steward.EVALIDATION)
	wantMessage(t, err, "archived")
	_, err = c.CreateReservation(ctx, client.ReservationCreate{AddressID: a.ID, GuestName: "G", CheckIn: stayNow, CheckOut: stayNow.Add(time.Hour)})
	wantMessage(t, err, "archived")
	if err := c.ArchiveAddress(ctx, a.ID); err != nil {
		t.Errorf("archiving again: %v", err)
	}
	wantStatus(t, signupWithKey(t, url).ArchiveAddress(ctx, a.ID), 404, steward.ENOTFOUND)
}
