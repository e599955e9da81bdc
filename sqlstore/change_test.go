package sqlstore

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestApplyChanges shows a batch written as one: every change with its
// events, each seeing the ones before it; and, when a change is refused
// by the store (a stay overlapping another, a job another request has
// moved on), nothing of the batch, not even its events.
func TestApplyChanges(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		svc := NewChangeService(f.db)
		at := t0.Add(48 * time.Hour)
		day := func(d int) time.Time { return steward.StayDate(t0.AddDate(0, 0, d)) }
		job, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: at})
		if err != nil {
			t.Fatal(err)
		}
		stay, err := f.res.CreateReservation(ctx, f.acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "Ann",
			CheckIn: day(10), CheckInDate: true, CheckOut: day(12), CheckOutDate: true})
		if err != nil {
			t.Fatal(err)
		}
		before := len(f.events(t, f.acct))

		t.Run("ErrStoreRefusesSecond", func(t *testing.T) {
			// The overlap is the store's to find: the batch is valid.
			_, err := svc.ApplyChanges(ctx, f.acct, []steward.Change{
				steward.CancelJobChange(job.ID),
				steward.CreateReservationChange(steward.ReservationCreate{AddressID: f.villa, GuestName: "Bob",
					CheckIn: day(11), CheckInDate: true, CheckOut: day(13), CheckOutDate: true}),
			})
			wantCode(t, err, steward.ERESERVATIONCONFLICT)
			var ce *steward.ChangeError
			if !errors.As(err, &ce) || ce.Index != 1 {
				t.Errorf("error = %v, want a *ChangeError at index 1", err)
			}
			if got, _ := f.jobs.FindJobByID(ctx, f.acct, job.ID); got.Status != steward.StatusPending {
				t.Errorf("job status = %s, want pending (the cancel rolled back)", got.Status)
			}
			if got := len(f.events(t, f.acct)); got != before {
				t.Errorf("events = %d, want %d: the cancel's event must roll back with it", got, before)
			}
			list, _ := f.res.FindReservations(ctx, f.acct, steward.ReservationFilter{Status: "all"})
			if len(list) != 1 {
				t.Errorf("stays = %d, want 1", len(list))
			}
		})

		t.Run("ErrNotFound", func(t *testing.T) {
			_, err := svc.ApplyChanges(ctx, f.acct, []steward.Change{
				steward.UpdateReservationChange(stay.ID, steward.ReservationUpdate{Guests: ptrTo(3)}),
				steward.CancelJobChange(999999),
			})
			wantCode(t, err, steward.ENOTFOUND)
			if got, _ := f.res.FindReservationByID(ctx, f.acct, stay.ID); got.Guests != 1 {
				t.Errorf("guests = %d, want 1 (the update rolled back)", got.Guests)
			}
		})

		t.Run("ErrOtherAccount", func(t *testing.T) {
			_, err := svc.ApplyChanges(ctx, f.other, []steward.Change{steward.CancelReservationChange(stay.ID)})
			wantCode(t, err, steward.ENOTFOUND)
		})

		t.Run("ErrEmpty", func(t *testing.T) {
			_, err := svc.ApplyChanges(ctx, f.acct, nil)
			wantCode(t, err, steward.EVALIDATION)
		})

		t.Run("OK", func(t *testing.T) {
			// The cancel frees the stay's dates for the new one, the job's
			// second update sees its first.
			out, err := svc.ApplyChanges(ctx, f.acct, []steward.Change{
				steward.CancelReservationChange(stay.ID),
				steward.CreateReservationChange(steward.ReservationCreate{AddressID: f.villa, GuestName: "Bob",
					CheckIn: day(11), CheckInDate: true, CheckOut: day(13), CheckOutDate: true}),
				steward.UpdateJobChange(job.ID, steward.JobUpdate{ScheduledAt: ptrTo(at.Add(time.Hour))}),
				steward.UpdateJobChange(job.ID, steward.JobUpdate{Notes: ptrTo("bring towels")}),
				steward.CreateJobChange(steward.JobCreate{AddressID: f.villa, ServiceType: steward.Inspection, ScheduledAt: at}),
			})
			if err != nil {
				t.Fatal(err)
			}
			if len(out) != 5 {
				t.Fatalf("results = %d, want 5", len(out))
			}
			if got := out[0].Reservation.Status; got != steward.ReservationCancelled {
				t.Errorf("stay status = %s, want cancelled", got)
			}
			if out[1].Reservation.ID == 0 {
				t.Error("new stay has no id")
			}
			if j := out[3].Job; !j.ScheduledAt.Equal(at.Add(time.Hour)) || (j.Notes == nil || *j.Notes != "bring towels") {
				t.Errorf("job = %v %q, want both updates", j.ScheduledAt, deref(j.Notes))
			}
			if out[4].Job.ID == 0 || out[4].Job.Price == 0 {
				t.Errorf("new job = %+v, want an id and a price", out[4].Job)
			}
			if got, want := len(f.events(t, f.acct)), before+4; got != want {
				t.Errorf("events = %d, want %d (the stay cancelled and the one created, the reschedule, the create; a note has no event): %v", got, want, f.events(t, f.acct))
			}
		})
	})
}

func ptrTo[T any](v T) *T { return &v }
