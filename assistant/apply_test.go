package assistant

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/examples"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/sqlstore"
)

// racing is a ChangeService that lets another request change the account
// just before the message's changes are written, as a concurrent request
// would between the engine's reads and its write.
type racing struct {
	steward.ChangeService
	before func()
}

func (r racing) ApplyChanges(ctx context.Context, acct int64, changes []steward.Change) ([]steward.ChangeResult, error) {
	r.before()
	return r.ChangeService.ApplyChanges(ctx, acct, changes)
}

// TestApplyOneTransaction sends a message of two cancellations whose
// second the store refuses at write time (another request has completed
// that job since the engine read it): the first is not written either,
// on both stores, and the reply says nothing changed.
func TestApplyOneTransaction(t *testing.T) {
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
			jobs, addrs := sqlstore.NewJobService(db), sqlstore.NewAddressService(db)
			s, err := sqlstore.NewAccountService(db).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "a@example.com", Password: "correct horse"})
			if err != nil {
				t.Fatal(err)
			}
			nick := "Sunset Villa"
			a, err := addrs.CreateAddress(ctx, s.AccountID, steward.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109", Nickname: &nick})
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, day := range []int{6, 7} {
				j, err := jobs.CreateJob(ctx, s.AccountID, steward.JobCreate{AddressID: a.ID, ServiceType: steward.Cleaning, ScheduledAt: examples.Local(a.Location(), day, 10, 0)})
				if err != nil {
					t.Fatal(err)
				}
				ids = append(ids, j.ID)
			}
			complete := func() {
				for _, st := range []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted} {
					if _, err := jobs.UpdateJob(ctx, s.AccountID, ids[1], steward.JobUpdate{Status: &st}); err != nil {
						t.Fatal(err)
					}
				}
			}
			e := &Engine{Jobs: jobs, Addresses: addrs, Pros: sqlstore.NewProService(db), Reservations: sqlstore.NewReservationService(db),
				Changes: racing{sqlstore.NewChangeService(db), complete}, Clock: db.Clock}
			r, err := e.Handle(ctx, s.AccountID, Request{Message: "cancel all the cleanings at the villa"})
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Actions) != 0 || !strings.Contains(r.Text, "haven't changed anything") {
				t.Errorf("reply = %q, actions %v; want a refusal that changed nothing", r.Text, r.Actions)
			}
			if j, err := jobs.FindJobByID(ctx, s.AccountID, ids[0]); err != nil || j.Status != steward.StatusPending {
				t.Errorf("first job = %v, %v; want it still pending", j, err)
			}
		})
	}
}

// TestApplyOneTransactionMemStore does the same on the in-memory store
// the evaluation uses, whose ApplyChanges must be as atomic.
func TestApplyOneTransactionMemStore(t *testing.T) {
	m, _ := fixtureStore(examples.Reference(examples.LA))
	m.failAt = func(i int, _ steward.Change) bool { return i == 1 }
	before := m.state()
	r, err := m.engine().Handle(context.Background(), 1, Request{Message: "Clean and restock the villa on Friday at 11"})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Actions) != 0 || !strings.Contains(r.Text, "haven't changed anything") {
		t.Errorf("reply = %q, actions %v; want a refusal that changed nothing", r.Text, r.Actions)
	}
	if got, want := len(m.state().Jobs), len(before.Jobs); got != want || m.writes != 0 {
		t.Errorf("jobs = %d, writes = %d; want %d and 0", got, m.writes, want)
	}
}

// TestIsDomain: every refusal the domain can give reaches the host as a
// reply naming it, whatever its code; only internal failures do not.
func TestIsDomain(t *testing.T) {
	for _, code := range []string{steward.EVALIDATION, steward.ETRANSITION, steward.ECONFLICT, steward.ENOTFOUND,
		steward.ERESERVATIONCONFLICT, steward.EPROCONFLICT, steward.ESTAYCONFLICT} {
		if !isDomain(steward.Errorf(code, "no")) {
			t.Errorf("isDomain(%s) = false, want true", code)
		}
	}
	for _, err := range []error{nil, errors.New("disk on fire"), steward.Errorf(steward.EUNAVAILABLE, "down")} {
		if isDomain(err) {
			t.Errorf("isDomain(%v) = true, want false", err)
		}
	}
}
