package assistant

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// TestStayChangeNamesFollowingTurnover: at a property whose turnovers are
// on, the store moves (or cancels) a stay's turnover with the stay, in
// the same transaction; the reply says so instead of "still booked".
func TestStayChangeNamesFollowingTurnover(t *testing.T) {
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
			s, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "a@example.com", Password: "correct horse"})
			if err != nil {
				t.Fatal(err)
			}
			nick := "Sunset Villa"
			a, err := addrs.CreateAddress(ctx, s.AccountID, steward.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Nickname: &nick})
			if err != nil {
				t.Fatal(err)
			}
			on := true
			if _, err := addrs.UpdateAddress(ctx, s.AccountID, a.ID, steward.AddressUpdate{Turnover: steward.TurnoverUpdate{Enabled: &on}}); err != nil {
				t.Fatal(err)
			}
			in, out := examples.Local(a.Location(), 10, 15, 0), examples.Local(a.Location(), 13, 11, 0)
			if _, err := stays.CreateReservation(ctx, s.AccountID, steward.ReservationCreate{AddressID: a.ID, GuestName: "Ana Lima", CheckIn: in, CheckOut: out}); err != nil {
				t.Fatal(err)
			}
			e := &Engine{Jobs: jobs, Addresses: addrs, Pros: sqlstore.NewProService(db), Reservations: stays,
				Changes: sqlstore.NewChangeService(db), Clock: db.Clock}
			turnover := func() *steward.Job {
				t.Helper()
				list, _, err := jobs.FindJobs(ctx, s.AccountID, steward.JobFilter{AddressID: &a.ID, Limit: 10})
				if err != nil || len(list) != 1 || list[0].ReservationID == nil {
					t.Fatalf("jobs = %v, %v; want the stay's one turnover", list, err)
				}
				return list[0]
			}
			before := turnover()

			r, err := e.Handle(ctx, s.AccountID, Request{Message: "ana lima is staying one more night"})
			if err != nil {
				t.Fatal(err)
			}
			moved := turnover()
			if want := before.ScheduledAt.Add(24 * time.Hour); !moved.ScheduledAt.Equal(want) {
				t.Errorf("turnover at %v, want %v (moved with the stay)", moved.ScheduledAt, want)
			}
			if !strings.Contains(r.Text, "follows it") || strings.Contains(r.Text, "still booked") {
				t.Errorf("reply = %q; want it to say the turnover follows the stay", r.Text)
			}

			r, err = e.Handle(ctx, s.AccountID, Request{Message: "the lima reservation is cancelled"})
			if err != nil {
				t.Fatal(err)
			}
			if j := turnover(); j.Status != steward.StatusCancelled {
				t.Errorf("turnover status %s, want cancelled with the stay", j.Status)
			}
			if !strings.Contains(r.Text, "cancelled with it") {
				t.Errorf("reply = %q; want it to say the turnover was cancelled with the stay", r.Text)
			}
		})
	}
}
