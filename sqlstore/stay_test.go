package sqlstore

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestStays shows a stay's life-cycle in the store: date-only stays take
// the property's times in its zone, overlaps are refused, adjacent stays
// are not, a cancelled stay keeps its row and leaves the default list.
func TestStays(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		day := func(d int) time.Time { return steward.StayDate(t0.AddDate(0, 0, d)) }
		a, err := f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Ann",
			CheckIn: day(1), CheckInDate: true, CheckOut: day(3), CheckOutDate: true})
		if err != nil {
			t.Fatal(err)
		}
		la, _ := time.LoadLocation("America/Los_Angeles")
		if want := time.Date(2026, 3, 5, 16, 0, 0, 0, la); !a.CheckIn.Equal(want) {
			t.Errorf("check_in = %v, want %v", a.CheckIn, want)
		}
		if want := time.Date(2026, 3, 7, 11, 0, 0, 0, la); !a.CheckOut.Equal(want) {
			t.Errorf("check_out = %v, want %v", a.CheckOut, want)
		}
		if a.Status != steward.ReservationConfirmed || a.Source != steward.SourceManual {
			t.Errorf("status, source = %s, %s; want confirmed, manual", a.Status, a.Source)
		}
		_, err = f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Bob",
			CheckIn: day(2), CheckInDate: true, CheckOut: day(4), CheckOutDate: true})
		wantCode(t, err, steward.ERESERVATIONCONFLICT)
		b, err := f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Bob",
			CheckIn: a.CheckOut, CheckOut: a.CheckOut.Add(48 * time.Hour), Source: steward.SourceAPI})
		if err != nil {
			t.Fatalf("adjacent stay: %v", err)
		}
		in := a.CheckIn
		_, err = f.res.UpdateReservation(ctx, f.acct, b.ID, steward.ReservationUpdate{CheckIn: &in})
		wantCode(t, err, steward.ERESERVATIONCONFLICT)
		if _, err := f.res.CancelReservation(ctx, f.acct, a.ID); err != nil {
			t.Fatal(err)
		}
		list, err := f.res.FindReservations(ctx, f.acct, steward.ReservationFilter{})
		if err != nil || len(list) != 1 || list[0].ID != b.ID {
			t.Fatalf("FindReservations = %v, %v; want only %d", list, err, b.ID)
		}
		list, _ = f.res.FindReservations(ctx, f.acct, steward.ReservationFilter{Status: "all"})
		if len(list) != 2 {
			t.Errorf("status all: %d stays, want 2", len(list))
		}
		// Once a is cancelled, b may take its dates; a may not come back.
		if _, err := f.res.UpdateReservation(ctx, f.acct, b.ID, steward.ReservationUpdate{CheckIn: &in}); err != nil {
			t.Fatal(err)
		}
		confirmed := steward.ReservationConfirmed
		_, err = f.res.UpdateReservation(ctx, f.acct, a.ID, steward.ReservationUpdate{Status: &confirmed})
		wantCode(t, err, steward.ERESERVATIONCONFLICT)
		_, err = f.res.FindReservationByID(ctx, f.other, a.ID)
		wantCode(t, err, steward.ENOTFOUND)
	})
}

// TestArchiveAddress shows that archiving cancels the property's future
// jobs only, hides it from the list and refuses new jobs and stays there.
func TestArchiveAddress(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		past, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(-time.Hour), History: true})
		if err != nil {
			t.Fatal(err)
		}
		future, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(time.Hour)})
		if err != nil {
			t.Fatal(err)
		}
		a, err := f.addrs.ArchiveAddress(ctx, f.acct, f.villa)
		if err != nil || a.ArchivedAt == nil {
			t.Fatalf("ArchiveAddress = %+v, %v", a, err)
		}
		if j, _ := f.jobs.FindJobByID(ctx, f.acct, future.ID); j.Status != steward.StatusCancelled {
			t.Errorf("future job: %s, want cancelled", j.Status)
		}
		// The history says why: nobody cancelled it by hand.
		if h, err := f.jobs.FindJobHistory(ctx, f.acct, future.ID); err != nil || len(h) == 0 ||
			h[len(h)-1].Reason == nil || !strings.Contains(*h[len(h)-1].Reason, "was archived") {
			t.Errorf("future job's history = %v, %v; want its cancellation's reason to name the archiving", h, err)
		}
		// Its cancelled jobs cannot be reinstated while it is archived.
		pending := steward.StatusPending
		_, err = f.jobs.UpdateJob(ctx, f.acct, future.ID, steward.JobUpdate{Status: &pending})
		wantCode(t, err, steward.EVALIDATION)
		if j, _ := f.jobs.FindJobByID(ctx, f.acct, past.ID); j.Status != steward.StatusPending {
			t.Errorf("past job: %s, want pending", j.Status)
		}
		_, err = f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(time.Hour)})
		wantCode(t, err, steward.EVALIDATION)
		_, err = f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "G", CheckIn: t0, CheckOut: t0.Add(time.Hour)})
		wantCode(t, err, steward.EVALIDATION)
		if list, _ := f.addrs.FindAddresses(ctx, f.acct); len(list) != 0 {
			t.Errorf("FindAddresses: %d, want none", len(list))
		}
		if list, _ := f.addrs.FindArchivedAddresses(ctx, f.acct); len(list) != 1 {
			t.Errorf("FindArchivedAddresses: %d, want 1", len(list))
		}
	})
}

// TestUpdateAddress shows edits, the zone set by hand and the turnover pro
// checked against the account.
func TestUpdateAddress(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		tz, state := "America/Denver", "TX"
		a, err := f.addrs.UpdateAddress(ctx, f.acct, f.villa, steward.AddressUpdate{Timezone: &tz, State: &state})
		if err != nil || a.Timezone != tz {
			t.Fatalf("UpdateAddress = %+v, %v; want zone %s", a, err, tz)
		}
		on, mins := true, 90
		a, err = f.addrs.UpdateAddress(ctx, f.acct, f.villa, steward.AddressUpdate{Turnover: steward.TurnoverUpdate{Enabled: &on, DurationMinutes: &mins, ProID: &f.lena}})
		if err != nil {
			t.Fatal(err)
		}
		got, _ := f.addrs.FindAddressByID(ctx, f.acct, f.villa)
		if !got.Turnover.Enabled || got.Turnover.DurationMinutes != 90 || got.Turnover.ProID == nil || *got.Turnover.ProID != f.lena || got.Timezone != tz || got.State != "TX" {
			t.Errorf("stored = %+v, want the edits", got)
		}
		if a.Turnover.Enabled != got.Turnover.Enabled || a.Turnover.DurationMinutes != got.Turnover.DurationMinutes || *a.Turnover.ProID != *got.Turnover.ProID {
			t.Errorf("returned turnover %+v, stored %+v", a.Turnover, got.Turnover)
		}
		otherPro := f.pro(t, f.other, "Not Mine", true).ID
		_, err = f.addrs.UpdateAddress(ctx, f.acct, f.villa, steward.AddressUpdate{Turnover: steward.TurnoverUpdate{ProID: &otherPro}})
		wantCode(t, err, steward.EVALIDATION)
		bad := "Mars/Olympus"
		_, err = f.addrs.UpdateAddress(ctx, f.acct, f.villa, steward.AddressUpdate{Timezone: &bad})
		wantCode(t, err, steward.EVALIDATION)
		_, err = f.addrs.UpdateAddress(ctx, f.other, f.villa, steward.AddressUpdate{})
		wantCode(t, err, steward.ENOTFOUND)
	})
}
