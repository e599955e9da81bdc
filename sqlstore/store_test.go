package sqlstore

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/testdb"
)

// The conformance suite: every test runs on SQLite and, when configured, on
// PostgreSQL, through the same services.

var t0 = time.Date(2026, 3, 4, 17, 0, 0, 0, time.UTC)

type fixture struct {
	db                             *DB
	accounts                       *AccountService
	keys                           *APIKeyService
	jobs                           *JobService
	addrs                          *AddressService
	pros                           *ProService
	res                            *ReservationService
	clock                          *steward.FixedClock
	acct, other                    int64
	villa, otherAddr, lena, marcus int64
}

func forEachEngine(t *testing.T, fn func(t *testing.T, f *fixture)) {
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			t.Parallel()
			fn(t, newFixture(t, engine))
		})
	}
}

func newFixture(t *testing.T, engine string) *fixture {
	t.Helper()
	ctx := context.Background()
	db, err := Open(ctx, testdb.DSN(t, engine))
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { db.Close() })
	clock := &steward.FixedClock{T: t0}
	db.Clock = clock
	f := &fixture{db: db, clock: clock, accounts: NewAccountService(db), keys: NewAPIKeyService(db), jobs: NewJobService(db),
		addrs: NewAddressService(db), pros: NewProService(db), res: NewReservationService(db)}
	f.acct = f.signup(t, "host@example.com")
	f.other = f.signup(t, "other@example.com")
	f.villa = f.address(t, f.acct, "Sunset Villa", "CA").ID
	f.otherAddr = f.address(t, f.other, "Elsewhere", "NY").ID
	f.lena = f.pro(t, f.acct, "Lena Park", true).ID
	f.marcus = f.pro(t, f.acct, "Marcus Green", true).ID
	return f
}

func (f *fixture) signup(t *testing.T, email string) int64 {
	t.Helper()
	s, err := f.accounts.Signup(context.Background(), steward.Signup{FirstName: "A", LastName: "B", Email: email, Password: "correct horse"})
	if err != nil {
		t.Fatalf("Signup(%s): %v", email, err)
	}
	return s.AccountID
}

func (f *fixture) address(t *testing.T, acct int64, nick, state string) *steward.Address {
	t.Helper()
	beds, baths, sqft := 4, 3.0, 2400
	a, err := f.addrs.CreateAddress(context.Background(), acct, steward.AddressCreate{Street: "88 Coast Hwy", City: "San Diego",
		State: state, Zip: "92109", Nickname: &nick, Bedrooms: &beds, Bathrooms: &baths, SquareFeet: &sqft})
	if err != nil {
		t.Fatalf("CreateAddress: %v", err)
	}
	return a
}

func (f *fixture) pro(t *testing.T, acct int64, name string, active bool) *steward.Pro {
	t.Helper()
	p, err := f.pros.CreatePro(context.Background(), acct, steward.ProCreate{Name: name, Email: "p@example.com", Active: &active,
		Services: []steward.ServiceType{steward.Cleaning, steward.Maintenance}})
	if err != nil {
		t.Fatalf("CreatePro: %v", err)
	}
	return p
}

func (f *fixture) job(t *testing.T, at time.Time) *steward.Job {
	t.Helper()
	j, err := f.jobs.CreateJob(context.Background(), f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: at})
	if err != nil {
		t.Fatalf("CreateJob: %v", err)
	}
	return j
}

func wantCode(t *testing.T, err error, code string) {
	t.Helper()
	if got := steward.ErrorCode(err); got != code {
		t.Fatalf("error code = %q (%v), want %q", got, err, code)
	}
}

// events returns the names of the account's outbox events, oldest first.
func (f *fixture) events(t *testing.T, acct int64) []string {
	t.Helper()
	rows, err := f.db.read.Query(`SELECT name FROM events WHERE account_id = $1 ORDER BY id`, acct)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		rows.Scan(&n)
		names = append(names, n)
	}
	return names
}

func TestJobs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		t.Run("CreateDefaults", func(t *testing.T) {
			at := time.Date(2026, 3, 12, 11, 0, 0, 0, time.FixedZone("PDT", -7*3600))
			j := f.job(t, at)
			if j.Status != steward.StatusPending {
				t.Errorf("status = %s, want pending", j.Status)
			}
			if !j.ScheduledAt.Equal(at) || j.ScheduledAt.Location() != time.UTC {
				t.Errorf("scheduled_at = %v, want %v in UTC", j.ScheduledAt, at)
			}
			addr, _ := f.addrs.FindAddressByID(ctx, f.acct, f.villa)
			if want := steward.EstimatePrice(addr, steward.Cleaning).Price; j.Price != want || want <= 0 {
				t.Errorf("price = %v, want market estimate %v", j.Price, want)
			}
			got, err := f.jobs.FindJobByID(ctx, f.acct, j.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !got.ScheduledAt.Equal(j.ScheduledAt) || !got.CreatedAt.Equal(t0) || got.Price != j.Price {
				t.Errorf("round trip = %+v, want %+v", got, j)
			}
		})
		t.Run("ExplicitPriceRoundsToCents", func(t *testing.T) {
			p := 120.456
			j, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Maintenance, ScheduledAt: t0, Price: &p, ProID: &f.lena})
			if err != nil {
				t.Fatal(err)
			}
			if j.Price != 120.46 || j.ProID == nil || *j.ProID != f.lena {
				t.Errorf("job = %+v, want price 120.46 and pro %d", j, f.lena)
			}
		})
		t.Run("ErrAddressOfAnotherAccount", func(t *testing.T) {
			_, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.otherAddr, ServiceType: steward.Cleaning, ScheduledAt: t0})
			wantCode(t, err, steward.EVALIDATION)
		})
		t.Run("ErrUnknownPro", func(t *testing.T) {
			bad := int64(99999)
			_, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: t0, ProID: &bad})
			wantCode(t, err, steward.EVALIDATION)
		})
		t.Run("ErrInactivePro", func(t *testing.T) {
			tim := f.pro(t, f.acct, "Tim Hall", false)
			_, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Cleaning, ScheduledAt: t0, ProID: &tim.ID})
			wantCode(t, err, steward.EVALIDATION)
		})
		t.Run("TenantIsolation", func(t *testing.T) {
			j := f.job(t, t0)
			_, err := f.jobs.FindJobByID(ctx, f.other, j.ID)
			wantCode(t, err, steward.ENOTFOUND)
			st := steward.StatusConfirmed
			_, err = f.jobs.UpdateJob(ctx, f.other, j.ID, steward.JobUpdate{Status: &st})
			wantCode(t, err, steward.ENOTFOUND)
			_, err = f.jobs.CancelJob(ctx, f.other, j.ID)
			wantCode(t, err, steward.ENOTFOUND)
			list, total, err := f.jobs.FindJobs(ctx, f.other, steward.JobFilter{})
			if err != nil || total != 0 || len(list) != 0 {
				t.Errorf("other account sees %d jobs (total %d, err %v), want none", len(list), total, err)
			}
		})
	})
}

func TestJobTransitions(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := map[steward.JobStatus][]steward.JobStatus{ // how to reach each status from pending
		steward.StatusPending:    nil,
		steward.StatusConfirmed:  {steward.StatusConfirmed},
		steward.StatusInProgress: {steward.StatusInProgress},
		steward.StatusCompleted:  {steward.StatusInProgress, steward.StatusCompleted},
		steward.StatusCancelled:  {steward.StatusCancelled},
	}
	forEachEngine(t, func(t *testing.T, f *fixture) {
		for _, from := range steward.JobStatuses {
			for _, to := range steward.JobStatuses {
				t.Run(string(from)+"To"+string(to), func(t *testing.T) {
					j := f.job(t, t0)
					for _, st := range path[from] {
						if _, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &st}); err != nil {
							t.Fatalf("setup to %s: %v", st, err)
						}
					}
					got, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &to})
					if steward.CanTransition(from, to) {
						if err != nil {
							t.Fatalf("UpdateJob: %v", err)
						}
						if got.Status != to {
							t.Errorf("status = %s, want %s", got.Status, to)
						}
						if (to == steward.StatusCompleted) != (got.CompletedAt != nil) {
							t.Errorf("completed_at = %v with status %s", got.CompletedAt, to)
						}
					} else {
						wantCode(t, err, steward.ETRANSITION)
					}
				})
			}
		}
	})
}

// TestReinstateJob brings a cancelled job back as pending, with its pro
// checked again: meanwhile the pro may have been booked elsewhere.
func TestReinstateJob(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		pending := steward.StatusPending
		j, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Maintenance, ScheduledAt: t0.Add(2 * time.Hour), ProID: &f.lena})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.jobs.CancelJob(ctx, f.acct, j.ID); err != nil {
			t.Fatal(err)
		}
		other, err := f.jobs.CreateJob(ctx, f.acct, steward.JobCreate{AddressID: f.villa, ServiceType: steward.Maintenance, ScheduledAt: t0.Add(2 * time.Hour), ProID: &f.lena})
		if err != nil {
			t.Fatal(err)
		}
		_, err = f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &pending})
		wantCode(t, err, steward.EPROCONFLICT)
		if _, err := f.jobs.CancelJob(ctx, f.acct, other.ID); err != nil {
			t.Fatal(err)
		}
		got, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &pending})
		if err != nil || got.Status != steward.StatusPending || got.ProID == nil || *got.ProID != f.lena {
			t.Fatalf("reinstate = %+v, %v; want pending with its pro", got, err)
		}
		if h, err := f.jobs.FindJobHistory(ctx, f.acct, j.ID); err != nil || len(h) < 3 {
			t.Errorf("history = %d entries, %v; want booked, cancelled, reinstated", len(h), err)
		}
	})
}

func TestCancelJob(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		for _, tc := range []struct {
			name  string
			setup []steward.JobStatus
			code  string
		}{
			{"Pending", nil, ""},
			{"Confirmed", []steward.JobStatus{steward.StatusConfirmed}, ""},
			{"AlreadyCancelled", []steward.JobStatus{steward.StatusCancelled}, ""},
			{"ErrInProgress", []steward.JobStatus{steward.StatusInProgress}, steward.ETRANSITION},
			{"ErrCompleted", []steward.JobStatus{steward.StatusInProgress, steward.StatusCompleted}, steward.ETRANSITION},
		} {
			t.Run(tc.name, func(t *testing.T) {
				j := f.job(t, t0)
				for _, st := range tc.setup {
					if _, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &st}); err != nil {
						t.Fatal(err)
					}
				}
				got, err := f.jobs.CancelJob(ctx, f.acct, j.ID)
				wantCode(t, err, tc.code)
				if tc.code == "" && got.Status != steward.StatusCancelled {
					t.Errorf("status = %s, want cancelled", got.Status)
				}
			})
		}
	})
}

func TestJobEvents(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		acct := f.signup(t, "events@example.com")
		addr := f.address(t, acct, "Cabin", "CO")
		pro := f.pro(t, acct, "Pat", true)
		j, err := f.jobs.CreateJob(ctx, acct, steward.JobCreate{AddressID: addr.ID, ServiceType: steward.Cleaning, ScheduledAt: t0, ProID: &pro.ID})
		if err != nil {
			t.Fatal(err)
		}
		notes, later := "bring ladder", t0.Add(24*time.Hour)
		st := func(s steward.JobStatus) *steward.JobStatus { return &s }
		for _, upd := range []steward.JobUpdate{
			{Notes: &notes},                        // no event
			{Status: st(steward.StatusConfirmed)},  // job.scheduled
			{ScheduledAt: &later},                  // job.scheduled
			{Status: st(steward.StatusConfirmed)},  // no-op
			{Status: st(steward.StatusInProgress)}, // job.in_progress
			{Status: st(steward.StatusCancelled)},  // job.failed
		} {
			if _, err := f.jobs.UpdateJob(ctx, acct, j.ID, upd); err != nil {
				t.Fatalf("UpdateJob(%+v): %v", upd, err)
			}
		}
		j2, _ := f.jobs.CreateJob(ctx, acct, steward.JobCreate{AddressID: addr.ID, ServiceType: steward.Cleaning, ScheduledAt: t0})
		f.jobs.CancelJob(ctx, acct, j2.ID)
		f.jobs.CancelJob(ctx, acct, j2.ID) // again: no event
		got := f.events(t, acct)
		want := []string{"job.scheduled", "job.scheduled", "job.scheduled", "job.in_progress", "job.failed", "job.scheduled", "job.cancelled"}
		if len(got) != len(want) {
			t.Fatalf("events = %v, want %v", got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("events = %v, want %v", got, want)
				break
			}
		}
		p, _ := f.pros.FindProByID(ctx, acct, pro.ID)
		if p.Rating != 0 {
			t.Errorf("rating after one failed job = %v, want 0", p.Rating)
		}
	})
}

func TestFindJobs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		acct := f.signup(t, "list@example.com")
		a1 := f.address(t, acct, "One", "CA")
		a2 := f.address(t, acct, "Two", "IL")
		var ids []int64
		for i := 0; i < 25; i++ {
			addr := a1.ID
			if i%5 == 0 {
				addr = a2.ID
			}
			// Scheduled out of creation order, with ties, to check the ordering.
			at := t0.Add(time.Duration((i*7)%10) * time.Hour)
			j, err := f.jobs.CreateJob(ctx, acct, steward.JobCreate{AddressID: addr, ServiceType: steward.Cleaning, ScheduledAt: at})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, j.ID)
		}
		conf := steward.StatusConfirmed
		f.jobs.UpdateJob(ctx, acct, ids[3], steward.JobUpdate{Status: &conf})

		all, total, err := f.jobs.FindJobs(ctx, acct, steward.JobFilter{Limit: 100})
		if err != nil || total != 25 || len(all) != 25 {
			t.Fatalf("FindJobs = %d jobs, total %d, err %v; want 25", len(all), total, err)
		}
		for i := 1; i < len(all); i++ {
			a, b := all[i-1], all[i]
			if a.ScheduledAt.After(b.ScheduledAt) || a.ScheduledAt.Equal(b.ScheduledAt) && a.ID > b.ID {
				t.Fatalf("not ordered by scheduled_at, id at %d: %v/%d then %v/%d", i, a.ScheduledAt, a.ID, b.ScheduledAt, b.ID)
			}
		}
		page, total, _ := f.jobs.FindJobs(ctx, acct, steward.JobFilter{})
		if len(page) != 20 || total != 25 {
			t.Errorf("default page = %d jobs, total %d; want 20 of 25", len(page), total)
		}
		page, total, _ = f.jobs.FindJobs(ctx, acct, steward.JobFilter{Limit: 10, Offset: 20})
		if len(page) != 5 || total != 25 || page[0].ID != all[20].ID {
			t.Errorf("last page = %d jobs, total %d; want 5 of 25 starting at job %d", len(page), total, all[20].ID)
		}
		page, total, _ = f.jobs.FindJobs(ctx, acct, steward.JobFilter{Offset: 100})
		if len(page) != 0 || total != 25 {
			t.Errorf("past the end = %d jobs, total %d; want 0 of 25", len(page), total)
		}
		page, total, _ = f.jobs.FindJobs(ctx, acct, steward.JobFilter{AddressID: &a2.ID})
		if len(page) != 5 || total != 5 {
			t.Errorf("address filter = %d jobs, total %d; want 5", len(page), total)
		}
		page, total, _ = f.jobs.FindJobs(ctx, acct, steward.JobFilter{Statuses: []steward.JobStatus{conf}})
		if len(page) != 1 || total != 1 || page[0].ID != ids[3] {
			t.Errorf("status filter = %v, total %d; want job %d", page, total, ids[3])
		}
		from, to := t0.Add(2*time.Hour), t0.Add(4*time.Hour)
		page, _, _ = f.jobs.FindJobs(ctx, acct, steward.JobFilter{From: &from, To: &to, Limit: 100})
		for _, j := range page {
			if j.ScheduledAt.Before(from) || !j.ScheduledAt.Before(to) {
				t.Errorf("job at %v outside [%v, %v)", j.ScheduledAt, from, to)
			}
		}
		if len(page) == 0 {
			t.Error("time window found no jobs")
		}
		for _, bad := range []steward.JobFilter{{Limit: 101}, {Limit: -1}, {Offset: -1}} {
			_, _, err := f.jobs.FindJobs(ctx, acct, bad)
			wantCode(t, err, steward.EVALIDATION)
		}
	})
}

func TestAccounts(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		_, err := f.accounts.Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "HOST@example.com", Password: "another one"})
		wantCode(t, err, steward.ECONFLICT)
		_, err = f.accounts.Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "new@example.com", Password: "short"})
		wantCode(t, err, steward.EVALIDATION)

		_, err = f.accounts.Login(ctx, "host@example.com", "wrong password")
		wantCode(t, err, steward.EINVALIDCREDENTIALS)
		_, err = f.accounts.Login(ctx, "nobody@example.com", "correct horse")
		wantCode(t, err, steward.EINVALIDCREDENTIALS)
		sess, err := f.accounts.Login(ctx, " Host@Example.com ", "correct horse")
		if err != nil || sess.AccountID != f.acct {
			t.Fatalf("Login = %+v, %v; want account %d", sess, err, f.acct)
		}
		if id, err := f.accounts.AuthenticateToken(ctx, sess.Token); err != nil || id != f.acct {
			t.Fatalf("AuthenticateToken = %d, %v", id, err)
		}
		if err := f.accounts.Logout(ctx, sess.Token); err != nil {
			t.Fatal(err)
		}
		_, err = f.accounts.AuthenticateToken(ctx, sess.Token)
		wantCode(t, err, steward.EUNAUTHORIZED)

		sess, _ = f.accounts.Login(ctx, "host@example.com", "correct horse")
		f.clock.T = t0.Add(steward.SessionTTL + time.Second)
		_, err = f.accounts.AuthenticateToken(ctx, sess.Token)
		f.clock.T = t0
		wantCode(t, err, steward.EUNAUTHORIZED)
	})
}

func TestAPIKeys(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		k, secret, err := f.keys.CreateAPIKey(ctx, f.acct, "ci")
		if err != nil {
			t.Fatal(err)
		}
		if !steward.ValidAPIKeyFormat(secret) || secret[:len(k.Prefix)] != k.Prefix {
			t.Fatalf("key %q with prefix %q is malformed", secret, k.Prefix)
		}
		if id, err := f.keys.AuthenticateAPIKey(ctx, secret); err != nil || id != f.acct {
			t.Fatalf("AuthenticateAPIKey = %d, %v", id, err)
		}
		typo := secret[:10] + string(secret[10]^1) + secret[11:]
		_, err = f.keys.AuthenticateAPIKey(ctx, typo)
		wantCode(t, err, steward.EINVALIDAPIKEY)

		keys, _ := f.keys.FindAPIKeys(ctx, f.acct)
		if len(keys) != 1 || keys[0].LastUsedAt == nil || !keys[0].LastUsedAt.Equal(t0) {
			t.Fatalf("FindAPIKeys = %+v, want one key used at %v", keys, t0)
		}
		if others, _ := f.keys.FindAPIKeys(ctx, f.other); len(others) != 0 {
			t.Errorf("other account sees %d keys", len(others))
		}
		wantCode(t, f.keys.RevokeAPIKey(ctx, f.other, k.ID), steward.ENOTFOUND)
		if err := f.keys.RevokeAPIKey(ctx, f.acct, k.ID); err != nil {
			t.Fatal(err)
		}
		_, err = f.keys.AuthenticateAPIKey(ctx, secret)
		wantCode(t, err, steward.EINVALIDAPIKEY)
		wantCode(t, f.keys.RevokeAPIKey(ctx, f.acct, k.ID), steward.ENOTFOUND)
	})
}

func TestAddressesProsReservations(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		t.Run("AddressDefaults", func(t *testing.T) {
			a, err := f.addrs.FindAddressByID(ctx, f.acct, f.villa)
			if err != nil {
				t.Fatal(err)
			}
			if a.Country != "US" || a.Timezone != "America/Los_Angeles" {
				t.Errorf("country %q timezone %q, want US and America/Los_Angeles", a.Country, a.Timezone)
			}
			lists, err := f.addrs.FindTodoLists(ctx, f.acct, f.villa)
			if err != nil || len(lists) == 0 || len(lists[0].Items) < 4 {
				t.Fatalf("FindTodoLists = %v, %v; want default lists", lists, err)
			}
			for i, item := range lists[0].Items {
				if item.Order != i+1 {
					t.Errorf("item %d has order %d", i, item.Order)
				}
			}
			_, err = f.addrs.FindTodoLists(ctx, f.other, f.villa)
			wantCode(t, err, steward.ENOTFOUND)
			list, _ := f.addrs.FindAddresses(ctx, f.other)
			if len(list) != 1 || list[0].ID != f.otherAddr {
				t.Errorf("other account's addresses = %v", list)
			}
		})
		t.Run("ProDefaults", func(t *testing.T) {
			p, err := f.pros.CreatePro(ctx, f.acct, steward.ProCreate{Name: "Nina", Email: "nina@example.org"})
			if err != nil {
				t.Fatal(err)
			}
			if !p.Active || p.Rating != 5 || len(p.Services) != 1 || p.Services[0] != steward.Cleaning {
				t.Errorf("pro = %+v, want active, rating 5, services [cleaning]", p)
			}
			_, err = f.pros.CreatePro(ctx, f.acct, steward.ProCreate{Name: "X", Email: "not-an-email"})
			wantCode(t, err, steward.EVALIDATION)
		})
		t.Run("Reservations", func(t *testing.T) {
			acct := f.signup(t, "stays@example.com")
			addr := f.address(t, acct, "Stay", "CA")
			for _, d := range []int{5, 1, 3} {
				_, err := f.res.CreateReservation(ctx, acct, steward.ReservationCreate{AddressID: addr.ID, GuestName: "G",
					CheckIn: t0.Add(time.Duration(d) * 24 * time.Hour), CheckOut: t0.Add(time.Duration(d+1) * 24 * time.Hour)})
				if err != nil {
					t.Fatal(err)
				}
			}
			list, err := f.res.FindReservations(ctx, acct, steward.ReservationFilter{})
			if err != nil || len(list) != 3 {
				t.Fatalf("FindReservations = %v, %v", list, err)
			}
			for i := 1; i < 3; i++ {
				if list[i].CheckIn.Before(list[i-1].CheckIn) {
					t.Errorf("not ordered by check_in: %v", list)
				}
			}
			if list[0].Guests != 1 || list[0].ConfirmationCode == "" {
				t.Errorf("defaults: guests %d code %q, want 1 and a generated code", list[0].Guests, list[0].ConfirmationCode)
			}
			_, err = f.res.CreateReservation(ctx, acct, steward.ReservationCreate{AddressID: f.villa, GuestName: "G", CheckIn: t0, CheckOut: t0.Add(time.Hour)})
			wantCode(t, err, steward.EVALIDATION)
		})
	})
}

// TestConcurrentOpen shows that replicas starting together on one fresh
// database migrate it once, without errors.
func TestConcurrentOpen(t *testing.T) {
	t.Parallel()
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			dsn := testdb.DSN(t, engine)
			var wg sync.WaitGroup
			errs := make(chan error, 3)
			for i := 0; i < 3; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					db, err := Open(context.Background(), dsn)
					if err == nil {
						err = db.Ping(context.Background())
						db.Close()
					}
					errs <- err
				}()
			}
			wg.Wait()
			close(errs)
			for err := range errs {
				if err != nil {
					t.Errorf("Open: %v", err)
				}
			}
		})
	}
}

// TestConcurrentUpdates shows that racing status changes on one job never
// both win: exactly one confirm, and every loser gets a clean error.
func TestConcurrentUpdates(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	forEachEngine(t, func(t *testing.T, f *fixture) {
		j := f.job(t, t0)
		var wg sync.WaitGroup
		results := make(chan error, 8)
		for i := 0; i < 8; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				st := steward.StatusInProgress
				_, err := f.jobs.UpdateJob(ctx, f.acct, j.ID, steward.JobUpdate{Status: &st})
				results <- err
			}()
		}
		wg.Wait()
		close(results)
		for err := range results {
			if code := steward.ErrorCode(err); code != "" && code != steward.ECONFLICT {
				t.Errorf("racing update: %v", err)
			}
		}
		n := 0
		for _, name := range f.events(t, f.acct) {
			if name == steward.EventJobInProgress {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d job.in_progress events, want exactly 1", n)
		}
	})
}
