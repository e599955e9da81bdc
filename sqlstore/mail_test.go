package sqlstore

import (
	"context"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

// TestMailOutbox shows which job changes write notifications, in the
// transaction of the change, and the claim-complete cycle: a sent
// notification is never claimed again, and a lost lease records nothing.
func TestMailOutbox(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		store := NewMailStore(f.db)
		woken := 0
		f.db.MailNotifyFunc = func() { woken++ }
		at := t0.Add(48 * time.Hour)

		bare, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: at})
		if err != nil {
			t.Fatal(err)
		}
		if woken != 0 {
			t.Errorf("a job without a pro woke the sender %d times", woken)
		}
		job, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: at, ProID: &f.lena})
		if err != nil {
			t.Fatal(err)
		}
		if woken != 1 {
			t.Errorf("woken %d times after a job with a pro, want 1", woken)
		}

		// Reassignment: PATCH pro_id is not on this branch yet, so the
		// change goes through recordJobEvent as the job service calls it.
		prev := *job
		cur := *job
		cur.ProID = &f.marcus
		err = f.db.inTx(ctx, func(tx *Tx) error { return recordJobEvent(ctx, tx, "", &prev, &cur, nil) })
		if err != nil {
			t.Fatal(err)
		}
		list, err := store.FindNotifications(ctx, f.acct, job.ID)
		if err != nil {
			t.Fatal(err)
		}
		type row struct {
			kind steward.NotificationKind
			pro  int64
		}
		var got []row
		for _, n := range list {
			got = append(got, row{n.Kind, *n.ProID})
			if n.Status != steward.NotificationPending || n.Attempts != 0 || n.AccountID != f.acct {
				t.Errorf("new notification %d: %s, %d attempts, account %d", n.ID, n.Status, n.Attempts, n.AccountID)
			}
		}
		want := []row{{steward.NotifyAssigned, f.marcus}, {steward.NotifyUnassigned, f.lena}, {steward.NotifyAssigned, f.lena}}
		if len(got) != len(want) {
			t.Fatalf("notifications = %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("notification %d = %v, want %v", i, got[i], want[i])
			}
		}
		if l, err := store.FindNotifications(ctx, f.acct, bare.ID); err != nil || len(l) != 0 {
			t.Errorf("job without a pro: %v, %v", l, err)
		}
		if _, err := store.FindNotifications(ctx, f.other, job.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("another account's job: %v, want not found", err)
		}

		// A rolled-back change leaves no mail behind.
		err = f.db.inTx(ctx, func(tx *Tx) error {
			if err := recordJobEvent(ctx, tx, "", nil, job, nil); err != nil {
				return err
			}
			return steward.Errorf(steward.ECONFLICT, "roll back")
		})
		if steward.ErrorCode(err) != steward.ECONFLICT {
			t.Fatalf("rolled-back change: %v", err)
		}

		claimed, err := store.ClaimMails(ctx, time.Minute, 10)
		if err != nil || len(claimed) != 3 {
			t.Fatalf("claim = %d, %v; want the 3 notifications", len(claimed), err)
		}
		if again, err := store.ClaimMails(ctx, time.Minute, 10); err != nil || len(again) != 0 {
			t.Fatalf("claim under lease = %d, %v; want none", len(again), err)
		}
		now := t0
		for _, n := range claimed {
			if n.Attempts != 1 {
				t.Errorf("claimed attempt = %d, want 1", n.Attempts)
			}
			err := store.CompleteMail(ctx, n, steward.NotificationOutcome{Attempt: 1, Status: steward.NotificationSent, Channel: "smtp", SentAt: &now})
			if err != nil {
				t.Fatal(err)
			}
		}
		f.clock.T = t0.Add(time.Hour) // every lease has expired
		if again, err := store.ClaimMails(ctx, time.Minute, 10); err != nil || len(again) != 0 {
			t.Fatalf("claim after sending = %d, %v; want none: sent mail is never sent again", len(again), err)
		}
		err = store.CompleteMail(ctx, claimed[0], steward.NotificationOutcome{Attempt: 1, Status: steward.NotificationFailed})
		if err != ErrMailLeaseLost {
			t.Errorf("completing a sent notification again = %v, want ErrMailLeaseLost", err)
		}
	})
}
