package smtpmail_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/smtptest"
	"github.com/stewardhq/steward/internal/testdb"
	"github.com/stewardhq/steward/smtpmail"
	"github.com/stewardhq/steward/sqlstore"
)

// TestTwoSendersOnePostgres runs two senders, each on its own connection
// pool as two replicas would be, on one PostgreSQL database with one SMTP
// server: each of the jobs' mails arrives exactly once.
func TestTwoSendersOnePostgres(t *testing.T) {
	dsn := testdb.Postgres(t)
	ctx := context.Background()
	s := smtptest.Start(t, "", "")
	open := func() *sqlstore.DB {
		db, err := sqlstore.Open(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return db
	}
	a, b := open(), open()

	acct, err := sqlstore.NewAccountService(a).Signup(ctx, steward.Signup{FirstName: "A", LastName: "B", Email: "h@example.com", Password: "correct horse"})
	if err != nil {
		t.Fatal(err)
	}
	addr, err := sqlstore.NewAddressService(a).CreateAddress(ctx, acct.AccountID, steward.AddressCreate{Street: "1 Main St", City: "Chicago", State: "IL", Zip: "60601"})
	if err != nil {
		t.Fatal(err)
	}
	pro, err := sqlstore.NewProService(a).CreatePro(ctx, acct.AccountID, steward.ProCreate{Name: "Ana", Email: "ana@example.com"})
	if err != nil {
		t.Fatal(err)
	}

	// Both senders run while the jobs are written, so they race for every row.
	runCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	transport, err := smtpmail.ParseURL("smtp://" + s.Addr)
	if err != nil {
		t.Fatal(err)
	}
	for _, db := range []*sqlstore.DB{a, b} {
		sender := smtpmail.New(sqlstore.NewMailStore(db), transport, smtpmail.Config{
			From: "steward@example.com", PollInterval: time.Millisecond, Concurrency: 8})
		wg.Add(1)
		go func() { defer wg.Done(); sender.Run(runCtx) }()
	}
	const jobs = 40
	for i := range jobs {
		_, err := sqlstore.NewJobService(a).CreateJob(ctx, acct.AccountID, steward.JobCreate{AddressID: addr.ID, ServiceType: steward.Cleaning,
			ScheduledAt: time.Date(2030, 1, 1+i, 10, 0, 0, 0, time.UTC), ProID: &pro.ID})
		if err != nil {
			t.Fatal(err)
		}
	}
	for range jobs {
		select {
		case <-s.Accepted:
		case <-time.After(30 * time.Second):
			t.Fatal("not every mail arrived within 30s")
		}
	}
	// Every mail has arrived; wait for each outcome to be recorded, then stop.
	store := sqlstore.NewMailStore(a)
	deadline := time.Now().Add(30 * time.Second)
	for {
		sent := 0
		for id := int64(1); id <= jobs; id++ {
			list, err := store.FindNotifications(ctx, acct.AccountID, id)
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range list {
				if n.Status == steward.NotificationSent && n.Attempts == 1 {
					sent++
				}
			}
		}
		if sent == jobs {
			break
		} else if time.Now().After(deadline) {
			t.Fatalf("%d of %d notifications recorded as sent once", sent, jobs)
		}
		time.Sleep(10 * time.Millisecond)
	}
	stop()
	wg.Wait()
	seen := map[string]int{}
	for _, m := range s.All() {
		seen[m.Header.Get("Message-Id")]++
	}
	if len(s.All()) != jobs || len(seen) != jobs {
		var dup []string
		for id, n := range seen {
			if n > 1 {
				dup = append(dup, fmt.Sprintf("%s×%d", id, n))
			}
		}
		t.Errorf("the SMTP server got %d messages with %d Message-IDs, want %d each; duplicates: %s", len(s.All()), len(seen), jobs, strings.Join(dup, ", "))
	}
}
