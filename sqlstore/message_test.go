package sqlstore

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
)

func TestMessages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		s := NewMessageService(f.db)
		m, err := s.CreateMessage(ctx, f.acct, steward.MessageCreate{Message: "  Clean the villa  "})
		if err != nil {
			t.Fatal(err)
		}
		if m.Status != steward.MessageProcessing || m.Message != "Clean the villa" || len(m.ConversationID) < 10 || m.Response != nil {
			t.Errorf("created = %+v", m)
		}
		if _, err := s.FindMessageByID(ctx, f.other, m.ID); steward.ErrorCode(err) != steward.ENOTFOUND {
			t.Errorf("other account reads it: %v", err)
		}
		if _, err := s.CreateMessage(ctx, f.other, steward.MessageCreate{Message: "x", ConversationID: m.ConversationID}); steward.ErrorCode(err) != steward.EVALIDATION {
			t.Errorf("other account joins the conversation: %v", err)
		}

		// Claim: one holder at a time, until the lease ends.
		c, err := s.ClaimMessage(ctx, f.acct, m.ID, time.Minute)
		if err != nil || c == nil || c.Attempts != 1 {
			t.Fatalf("ClaimMessage = %+v, %v; want attempt 1", c, err)
		}
		if c, err := s.ClaimMessage(ctx, f.acct, m.ID, time.Minute); err != nil || c != nil {
			t.Errorf("second claim = %+v, %v; want none while leased", c, err)
		}
		if list, err := s.FindUnfinishedMessages(ctx, 10); err != nil || len(list) != 0 {
			t.Errorf("unfinished while leased = %d, %v; want 0", len(list), err)
		}
		f.clock.T = f.clock.T.Add(2 * time.Minute)
		if list, err := s.FindUnfinishedMessages(ctx, 10); err != nil || len(list) != 1 || list[0].ID != m.ID {
			t.Errorf("unfinished after the lease = %d, %v; want the message", len(list), err)
		}

		pending := []byte(`{"kind":"schedule","missing":"property"}`)
		id := int64(7)
		done, err := s.FinishMessage(ctx, f.acct, m.ID, steward.MessageResult{Status: steward.MessageNeedsInput, Response: "Which property?",
			Pending: pending, Actions: []steward.Action{{Type: steward.ActionJobsListed, JobIDs: []int64{id}}}})
		if err != nil {
			t.Fatal(err)
		}
		if done.Status != steward.MessageNeedsInput || *done.Response != "Which property?" || string(done.Pending) != string(pending) ||
			done.CompletedAt == nil || len(done.Actions) != 1 || done.Actions[0].JobIDs[0] != 7 {
			t.Errorf("finished = %+v", done)
		}
		if _, err := s.FinishMessage(ctx, f.acct, m.ID, steward.MessageResult{Status: steward.MessageCompleted, Response: "x"}); steward.ErrorCode(err) != steward.ECONFLICT {
			t.Errorf("finishing twice: %v, want CONFLICT", err)
		}
		if c, err := s.ClaimMessage(ctx, f.acct, m.ID, time.Minute); err != nil || c != nil {
			t.Errorf("claim of a finished message = %+v, %v; want none", c, err)
		}

		next, err := s.CreateMessage(ctx, f.acct, steward.MessageCreate{Message: "Maple House", ConversationID: m.ConversationID})
		if err != nil {
			t.Fatal(err)
		}
		conv := m.ConversationID
		list, err := s.FindMessages(ctx, f.acct, steward.MessageFilter{ConversationID: &conv})
		if err != nil || len(list) != 2 || list[0].ID != next.ID {
			t.Errorf("conversation = %d messages, %v; want 2, newest first", len(list), err)
		}
		st := steward.MessageNeedsInput
		if list, err := s.FindMessages(ctx, f.acct, steward.MessageFilter{Status: &st}); err != nil || len(list) != 1 || list[0].ID != m.ID {
			t.Errorf("needs_input = %d, %v; want 1", len(list), err)
		}
		if list, err := s.FindMessages(ctx, f.other, steward.MessageFilter{}); err != nil || len(list) != 0 {
			t.Errorf("other account lists %d, %v", len(list), err)
		}
	})
}

// TestCreateMessageContext checks that a message is accepted only when
// every id of its context is the account's: another account's id and an
// id that exists nowhere are the same validation error, naming the field.
func TestCreateMessageContext(t *testing.T) {
	forEachEngine(t, func(t *testing.T, f *fixture) {
		ctx := context.Background()
		s := NewMessageService(f.db)
		job := func(acct, addr int64) int64 {
			j, err := f.jobs.CreateJob(ctx, acct, steward.JobCreate{AddressID: addr, ServiceType: steward.Cleaning, ScheduledAt: t0.Add(48 * time.Hour)})
			if err != nil {
				t.Fatal(err)
			}
			return j.ID
		}
		stay := func(acct, addr int64) int64 {
			r, err := f.res.CreateReservation(ctx, acct, steward.ReservationCreate{AddressID: addr, GuestName: "Emma Wilson",
				CheckIn: t0.Add(72 * time.Hour), CheckOut: t0.Add(120 * time.Hour)})
			if err != nil {
				t.Fatal(err)
			}
			return r.ID
		}
		myJob, otherJob := job(f.acct, f.villa), job(f.other, f.otherAddr)
		myStay, otherStay := stay(f.acct, f.villa), stay(f.other, f.otherAddr)
		missing := int64(999999)
		for _, tc := range []struct {
			name string
			mctx steward.MessageContext
			want string // "" when the message is accepted
		}{
			{"OK", steward.MessageContext{AddressID: &f.villa, JobID: &myJob, ReservationID: &myStay}, ""},
			{"ErrMissingJob", steward.MessageContext{JobID: &missing}, "Invalid context.job_id: job 999999 does not exist in this account"},
			{"ErrOtherJob", steward.MessageContext{JobID: &otherJob}, "Invalid context.job_id"},
			{"ErrOtherAddress", steward.MessageContext{AddressID: &f.otherAddr}, "Invalid context.address_id"},
			{"ErrMissingAddress", steward.MessageContext{AddressID: &missing, JobID: &myJob}, "Invalid context.address_id: address 999999"},
			{"ErrOtherReservation", steward.MessageContext{AddressID: &f.villa, ReservationID: &otherStay}, "Invalid context.reservation_id"},
		} {
			t.Run(tc.name, func(t *testing.T) {
				m, err := s.CreateMessage(ctx, f.acct, steward.MessageCreate{Message: "cancel this job", Context: tc.mctx})
				if tc.want == "" {
					if err != nil || m.Context.JobID == nil || *m.Context.JobID != myJob {
						t.Fatalf("CreateMessage = %+v, %v; want it stored with its context", m, err)
					}
					return
				}
				if steward.ErrorCode(err) != steward.EVALIDATION || !strings.Contains(steward.ErrorMessage(err), tc.want) {
					t.Fatalf("CreateMessage error = %v, want VALIDATION_ERROR %q", err, tc.want)
				}
			})
		}
		if list, err := s.FindMessages(ctx, f.acct, steward.MessageFilter{}); err != nil || len(list) != 1 {
			t.Errorf("stored %d messages (%v), want only the one whose context resolves", len(list), err)
		}
	})
}
