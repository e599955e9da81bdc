package assistant

import (
	"context"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// TestEngineContextMustResolve hands the engine, on real stores, messages
// whose context names an id the account does not hold, as the message
// service would have refused to store: the engine answers that it cannot
// find it and changes nothing, rather than guess (the account's only
// upcoming job, its only property, its only stay).
func TestEngineContextMustResolve(t *testing.T) {
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			db, err := sqlstore.Open(ctx, testdb.DSN(t, engine))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { db.Close() })
			now := examples.Reference(examples.LA)
			db.Clock = steward.FixedClock{T: now.UTC()}
			jobs, addrs, stays := sqlstore.NewJobService(db), sqlstore.NewAddressService(db), sqlstore.NewReservationService(db)
			e := &Engine{Jobs: jobs, Addresses: addrs, Pros: sqlstore.NewProService(db), Reservations: stays,
				Changes: sqlstore.NewChangeService(db), Clock: db.Clock}

			type account struct{ id, addr, job, stay int64 }
			open := func(email string) account {
				t.Helper()
				s, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: email, Password: "correct horse"})
				if err != nil {
					t.Fatal(err)
				}
				nick := "Sunset Villa"
				a, err := addrs.CreateAddress(ctx, s.AccountID, steward.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Nickname: &nick})
				if err != nil {
					t.Fatal(err)
				}
				j, err := jobs.CreateJob(ctx, s.AccountID, steward.JobCreate{AddressID: a.ID, ServiceType: steward.Cleaning, ScheduledAt: examples.Local(a.Location(), 6, 10, 0)})
				if err != nil {
					t.Fatal(err)
				}
				r, err := stays.CreateReservation(ctx, s.AccountID, steward.ReservationCreate{AddressID: a.ID, GuestName: "Emma Wilson",
					CheckIn: examples.Local(a.Location(), 10, 16, 0), CheckOut: examples.Local(a.Location(), 13, 11, 0)})
				if err != nil {
					t.Fatal(err)
				}
				return account{s.AccountID, a.ID, j.ID, r.ID}
			}
			a, b := open("a@example.com"), open("b@example.com")
			unchanged := func(acct account) {
				t.Helper()
				list, _, err := jobs.FindJobs(ctx, acct.id, steward.JobFilter{Limit: 100})
				if err != nil {
					t.Fatal(err)
				}
				if len(list) != 1 || list[0].ID != acct.job || list[0].Status != steward.StatusPending {
					t.Errorf("account %d has %d jobs, want only job %d, still pending", acct.id, len(list), acct.job)
				}
			}
			missing := int64(999999)
			for _, tc := range []struct {
				name, text string
				mctx       steward.MessageContext
				want       string
			}{
				{"ErrMissingJob", "cancel this job", steward.MessageContext{JobID: &missing}, "couldn't find job 999999"},
				{"ErrOtherAccountsJob", "cancel this job", steward.MessageContext{JobID: &b.job}, "couldn't find job"},
				{"ErrOtherAccountsJobReschedule", "move this job to Saturday at 9am", steward.MessageContext{JobID: &b.job}, "couldn't find job"},
				{"ErrOtherAccountsAddress", "Schedule a cleaning on Friday at 2pm", steward.MessageContext{AddressID: &b.addr}, "couldn't find address"},
				{"ErrOtherAccountsReservation", "Schedule the turnover", steward.MessageContext{ReservationID: &b.stay}, "couldn't find reservation"},
			} {
				t.Run(tc.name, func(t *testing.T) {
					r, err := e.Handle(ctx, a.id, Request{Message: tc.text, Context: tc.mctx})
					if err != nil {
						t.Fatal(err)
					}
					if r.Status != steward.MessageCompleted || len(r.Actions) != 0 || !strings.Contains(r.Text, tc.want) || !strings.Contains(r.Text, "nothing changed") {
						t.Errorf("reply = %s %q %v, want completed with no actions, %q, nothing changed", r.Status, r.Text, r.Actions, tc.want)
					}
					unchanged(a)
					unchanged(b)
				})
			}
			t.Run("ErrFindJobNoGuess", func(t *testing.T) {
				// A job id that reaches findJob by another way than the
				// context (a pending question's) is held to the same rule.
				s := &session{e: e, ctx: ctx, acct: a.id, now: now, byAddr: map[int64]*steward.Address{}}
				j, q, err := s.findJob(request{Kind: kindCancel, JobID: b.job}, "cancel")
				if err != nil || j != nil || q == nil || len(q.Actions) != 0 || !strings.Contains(q.Text, "couldn't find job") {
					t.Errorf("findJob(other account's job) = %v, %+v, %v; want no job and a reply that it is not found", j, q, err)
				}
			})
			t.Run("OK", func(t *testing.T) {
				r, err := e.Handle(ctx, a.id, Request{Message: "cancel this job", Context: steward.MessageContext{AddressID: &a.addr, JobID: &a.job, ReservationID: &a.stay}})
				if err != nil {
					t.Fatal(err)
				}
				if r.Status != steward.MessageCompleted || len(r.Actions) != 1 || r.Actions[0].Type != steward.ActionJobCancelled || *r.Actions[0].JobID != a.job {
					t.Errorf("reply = %s %q %v, want job %d cancelled", r.Status, r.Text, r.Actions, a.job)
				}
			})
		})
	}
}
