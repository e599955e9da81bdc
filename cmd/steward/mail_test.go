package main

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/client"
	"github.com/stewardhq/steward/internal/smtptest"
	"github.com/stewardhq/steward/internal/testdb"
)

// mailFixture is an account with a property in San Diego and two pros.
type mailFixture struct {
	c          *client.Client
	addr       *steward.Address
	ana, bruno *steward.Pro
}

func newMailFixture(t *testing.T, url string) *mailFixture {
	t.Helper()
	ctx := context.Background()
	c := signupWithKey(t, url)
	nick, access := "Sunset Villa", "Lockbox 4321 by the side gate"
	addr, err := c.CreateAddress(ctx, client.AddressCreate{Street: "88 Coast Hwy", City: "San Diego", State: "CA", Zip: "92109",
		Nickname: &nick, AccessInstructions: &access})
	if err != nil {
		t.Fatal(err)
	}
	ana, err := c.CreatePro(ctx, client.ProCreate{Name: "Ana Lima", Email: "ana@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	bruno, err := c.CreatePro(ctx, client.ProCreate{Name: "Bruno Diaz", Email: "bruno@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	return &mailFixture{c: c, addr: addr, ana: ana, bruno: bruno}
}

// at is Tuesday 15 January 2030, 11:00 in San Diego.
var mailAt = time.Date(2030, 1, 15, 19, 0, 0, 0, time.UTC)

func (f *mailFixture) createJob(t *testing.T, pro *steward.Pro) *steward.Job {
	t.Helper()
	in := client.JobCreate{AddressID: f.addr.ID, ServiceType: "cleaning", ScheduledAt: mailAt}
	if pro != nil {
		in.ProID = &pro.ID
	}
	j, err := f.c.CreateJob(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// nextMail waits for the next message the SMTP server accepts.
func nextMail(t *testing.T, s *smtptest.Server) *smtptest.Message {
	t.Helper()
	select {
	case m := <-s.Accepted:
		return m
	case <-time.After(20 * time.Second):
		t.Fatal("no mail within 20s")
		return nil
	}
}

// waitNotifications polls the job's notifications until done says so.
func waitNotifications(t *testing.T, c *client.Client, jobID int64, done func([]*steward.Notification) bool) []*steward.Notification {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		list, err := c.ListNotifications(context.Background(), jobID)
		if err != nil {
			t.Fatal(err)
		}
		if done(list) {
			return list
		}
		if time.Now().After(deadline) {
			t.Fatalf("notifications of job %d never reached the expected state: %+v", jobID, list)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func smtpFlags(s *smtptest.Server) []string {
	return []string{"--smtp-url", "smtp://steward:s3cret-pw@" + s.Addr, "--mail-from", "steward@example.com",
		"--mail-retry-schedule", "1ms,2ms", "--log-level", "info"}
}

// TestMailToPros drives job changes through the REST API of a real server
// with a real SMTP server, and reads what the pros receive.
func TestMailToPros(t *testing.T) {
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			s := smtptest.Start(t, "steward", "s3cret-pw")
			ts := startServer(t, testdb.DSN(t, engine), smtpFlags(s)...)
			f := newMailFixture(t, ts.URL)
			ctx := context.Background()

			// A job without a pro tells nobody; the job with Ana tells Ana only.
			bare := f.createJob(t, nil)
			job := f.createJob(t, f.ana)
			m := nextMail(t, s)
			if m.To[0] != "ana@example.com" || m.User != "steward" || m.From != "steward@example.com" {
				t.Errorf("mail to %v from %s as %q, want ana@example.com from steward@example.com as steward", m.To, m.From, m.User)
			}
			if want := "New job: cleaning at Sunset Villa on Tue Jan 15 2030 at 11:00 AM PST"; m.Subject != want {
				t.Errorf("subject = %q, want %q", m.Subject, want)
			}
			for _, want := range []string{"Hello Ana Lima", "88 Coast Hwy, San Diego, CA 92109", "Lockbox 4321 by the side gate",
				"Your jobs: " + ts.URL + "/pro/\n"} { // --public-url defaults to the listen address
				if !strings.Contains(m.Body, want) {
					t.Errorf("body lacks %q:\n%s", want, m.Body)
				}
			}
			firstID := m.Header.Get("Message-Id")
			if !strings.HasPrefix(firstID, "<steward-") || !strings.HasSuffix(firstID, "@example.com>") {
				t.Errorf("Message-ID = %q, want <steward-…@example.com>", firstID)
			}

			// Rescheduled: a change mail with the new and the old time.
			later := mailAt.Add(26 * time.Hour)
			if _, err := f.c.UpdateJob(ctx, job.ID, client.JobUpdate{ScheduledAt: &later}); err != nil {
				t.Fatal(err)
			}
			m = nextMail(t, s)
			if want := "Job changed: cleaning at Sunset Villa on Wed Jan 16 2030 at 1:00 PM PST"; m.Subject != want {
				t.Errorf("subject = %q, want %q", m.Subject, want)
			}
			if !strings.Contains(m.Body, "It was on Tue Jan 15 2030 at 11:00 AM PST") {
				t.Errorf("change mail does not say the old time:\n%s", m.Body)
			}

			// Notes only (no webhook event): still a change mail.
			notes := "Bring extra towels"
			if _, err := f.c.UpdateJob(ctx, job.ID, client.JobUpdate{Notes: &notes}); err != nil {
				t.Fatal(err)
			}
			m = nextMail(t, s)
			if !strings.HasPrefix(m.Subject, "Job changed:") || !strings.Contains(m.Body, "Bring extra towels") {
				t.Errorf("notes change: subject %q body\n%s", m.Subject, m.Body)
			}

			// Cancelled: a cancellation.
			if err := f.c.CancelJob(ctx, job.ID); err != nil {
				t.Fatal(err)
			}
			m = nextMail(t, s)
			if want := "Job cancelled: cleaning at Sunset Villa on Wed Jan 16 2030 at 1:00 PM PST"; m.Subject != want || m.To[0] != "ana@example.com" {
				t.Errorf("cancellation to %v: %q, want %q", m.To, m.Subject, want)
			}

			// The host sees the four mails, all sent by SMTP; the bare job has none.
			// (Each is marked sent after its SMTP hand-off, in no fixed order
			// across the sender's workers: wait for all four, not the newest.)
			list := waitNotifications(t, f.c, job.ID, func(l []*steward.Notification) bool {
				return len(l) == 4 && !slices.ContainsFunc(l, func(n *steward.Notification) bool { return n.Status != steward.NotificationSent })
			})
			for i, want := range []steward.NotificationKind{steward.NotifyCancelled, steward.NotifyChanged, steward.NotifyChanged, steward.NotifyAssigned} {
				if n := list[i]; n.Kind != want || n.Status != steward.NotificationSent || n.Channel == nil || *n.Channel != "smtp" || n.Attempts != 1 {
					t.Errorf("notification %d = %s %s via %v after %d attempts, want %s sent via smtp after 1", i, n.Kind, n.Status, n.Channel, n.Attempts, want)
				}
			}
			if l, err := f.c.ListNotifications(ctx, bare.ID); err != nil || len(l) != 0 {
				t.Errorf("job without a pro: %v, %v; want no notification", l, err)
			}
			if all := s.All(); len(all) != 4 {
				t.Errorf("the SMTP server saw %d messages, want 4", len(all))
			}
			if strings.Contains(ts.Stderr.String(), "s3cret-pw") {
				t.Error("the SMTP password is in the log")
			}
		})
	}
}

// TestMailRetries shows a 4xx answer retried once and delivered once, and
// a 5xx answer given up on with the server's answer recorded.
func TestMailRetries(t *testing.T) {
	for _, engine := range testdb.Engines(t) {
		t.Run(engine, func(t *testing.T) {
			s := smtptest.Start(t, "steward", "s3cret-pw")
			s.Refuse = func(n int, m *smtptest.Message) error {
				switch {
				case n == 1:
					return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
				case m.To[0] == "bruno@example.com":
					return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such mailbox"}
				}
				return nil
			}
			ts := startServer(t, testdb.DSN(t, engine), smtpFlags(s)...)
			f := newMailFixture(t, ts.URL)

			job := f.createJob(t, f.ana)
			m := nextMail(t, s)
			list := waitNotifications(t, f.c, job.ID, func(l []*steward.Notification) bool {
				return len(l) == 1 && l[0].Status.Final()
			})
			if n := list[0]; n.Status != steward.NotificationSent || n.Attempts != 2 || n.LastError != nil {
				t.Errorf("after a 451: %s after %d attempts, last error %v; want sent after 2", n.Status, n.Attempts, n.LastError)
			}
			if got := len(s.All()); got != 2 || m.To[0] != "ana@example.com" {
				t.Errorf("the server saw %d messages (the accepted one to %v), want 2: the refused and the accepted", got, m.To)
			}
			if ids := []string{s.All()[0].Header.Get("Message-Id"), s.All()[1].Header.Get("Message-Id")}; ids[0] != ids[1] {
				t.Errorf("the retry has Message-ID %s, the first attempt %s: want the same", ids[1], ids[0])
			}

			job2 := f.createJob(t, f.bruno)
			list = waitNotifications(t, f.c, job2.ID, func(l []*steward.Notification) bool {
				return len(l) == 1 && l[0].Status.Final()
			})
			if n := list[0]; n.Status != steward.NotificationFailed || n.Attempts != 1 || n.LastError == nil ||
				*n.LastError != "SMTP 550 5.1.1: No such mailbox" || n.NextAttemptAt != nil {
				t.Errorf("after a 550: %s after %d attempts, last error %v, next %v; want failed after 1 with the answer", n.Status, n.Attempts, n.LastError, n.NextAttemptAt)
			}
		})
	}
}

// TestMailToLog shows that without --smtp-url the mail is written to the log.
func TestMailToLog(t *testing.T) {
	ts := startServer(t, testdb.DSN(t, "sqlite"), "--log-level", "info")
	f := newMailFixture(t, ts.URL)
	job := f.createJob(t, f.ana)
	list := waitNotifications(t, f.c, job.ID, func(l []*steward.Notification) bool {
		return len(l) == 1 && l[0].Status.Final()
	})
	if n := list[0]; n.Status != steward.NotificationSent || n.Channel == nil || *n.Channel != "log" {
		t.Errorf("notification %s via %v, want sent via log", n.Status, n.Channel)
	}
	log := ts.Stderr.String()
	for _, want := range []string{"level=INFO", `msg="mail (no SMTP server configured: logged, not sent)"`, "to=ana@example.com",
		`subject="New job: cleaning at Sunset Villa on Tue Jan 15 2030 at 11:00 AM PST"`, "Lockbox 4321 by the side gate"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
}

// TestPublicURLFlag: --public-url must be an http(s) address without a
// query, fragment or credentials.
func TestPublicURLFlag(t *testing.T) {
	t.Parallel()
	for _, bad := range []string{"steward.example.com", "ftp://steward.example.com", "https://", "https://x.example/?a=1",
		"https://x.example/#f", "https://u:p@x.example"} {
		r := cliRun(t, nil, "", "serve", "--db", "sqlite:"+t.TempDir()+"/x.db", "--public-url", bad)
		r.want(t, exitUsage)
		if !strings.Contains(r.stderr, "--public-url") {
			t.Errorf("--public-url %q: stderr %q, want it named", bad, r.stderr)
		}
	}
}
