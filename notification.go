package steward

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// NotificationKind is what a notification tells a pro about a job.
type NotificationKind string

// The kinds of notification: the pro was given the job, the job changed
// while the pro has it, the job was cancelled, the pro was taken off it.
const (
	NotifyAssigned   NotificationKind = "assigned"
	NotifyChanged    NotificationKind = "changed"
	NotifyCancelled  NotificationKind = "cancelled"
	NotifyUnassigned NotificationKind = "unassigned"
	NotifyOffered    NotificationKind = "offered"
)

// NotificationStatus is where a notification stands on its way out.
type NotificationStatus string

// The statuses of a notification: not yet tried, failed with a temporary
// error and due again, sent (accepted by the SMTP server, or written to the
// log), and given up (a permanent error, or no attempts left).
const (
	NotificationPending  NotificationStatus = "pending"
	NotificationRetrying NotificationStatus = "retrying"
	NotificationSent     NotificationStatus = "sent"
	NotificationFailed   NotificationStatus = "failed"
)

// Final reports whether no automatic attempt follows s.
func (s NotificationStatus) Final() bool { return s == NotificationSent || s == NotificationFailed }

// Notification is one e-mail to a pro about one of the account's jobs,
// written in the transaction of the job change it tells of (the outbox)
// and sent by the mail sender. Subject and Body are composed when the
// change is recorded, so the mail says what was true then. Its JSON form is
// the v2 wire form.
type Notification struct {
	ID            int64              `json:"id"`
	AccountID     int64              `json:"-"`
	UUID          string             `json:"-"` // makes the Message-ID
	JobID         int64              `json:"job_id"`
	ProID         *int64             `json:"pro_id"` // nil for a mail to the account's owner (NotifyAtRisk)
	Kind          NotificationKind   `json:"kind"`
	To            string             `json:"to"`
	ToName        string             `json:"to_name"`
	Subject       string             `json:"subject"`
	Body          string             `json:"-"`
	Status        NotificationStatus `json:"status"`
	Attempts      int                `json:"attempts"`
	Channel       *string            `json:"channel"` // "smtp" or "log" once sent
	NextAttemptAt *time.Time         `json:"next_attempt_at"`
	LastError     *string            `json:"last_error"`
	SentAt        *time.Time         `json:"sent_at"`
	CreatedAt     time.Time          `json:"created_at"`

	// FirstFailedAt anchors the retry schedule; nil until an attempt fails.
	FirstFailedAt *time.Time `json:"-"`
}

// NotificationOutcome is what the sender decided after an attempt.
type NotificationOutcome struct {
	Attempt       int // the attempt this outcome records (Notification.Attempts at the claim)
	Status        NotificationStatus
	Channel       string     // when sent
	SentAt        *time.Time // when sent
	Error         *string    // when not sent
	NextAttemptAt *time.Time // when retrying
	FirstFailedAt *time.Time
}

// NotificationService shows the notifications sent about an account's
// jobs, newest first. It is scoped to accountID: a job of another account
// has none. Errors: ENOTFOUND ("Job not found") for a job outside the account.
type NotificationService interface {
	FindNotifications(ctx context.Context, accountID, jobID int64) ([]*Notification, error)
}

// JobNotice is one pro to tell about a job change, and what to tell.
type JobNotice struct {
	ProID   int64
	Kind    NotificationKind
	Changes []string // for NotifyChanged: what changed, in plain words
}

// JobNotices returns whom a change from prev to cur (prev nil: the job was
// just created) concerns and how: a pro given the job is told it is
// assigned, a pro taken off it that it is no longer theirs, the pro of a
// job rescheduled or whose notes or service changed that it changed, the
// pro of a job cancelled that it is cancelled. Moves along the life-cycle
// (confirmed, started, completed) tell nobody, and a job without a pro
// tells nobody. A job already final (completed or cancelled) is not
// announced as assigned or changed.
func JobNotices(prev, cur *Job) []JobNotice {
	if prev == nil {
		if cur.ProID == nil || cur.Status.Final() {
			return nil
		}
		return []JobNotice{{ProID: *cur.ProID, Kind: NotifyAssigned}}
	}
	var out []JobNotice
	if cur.OfferedTo != nil && !equalIDs(prev.OfferedTo, cur.OfferedTo) && !cur.Status.Final() {
		out = append(out, JobNotice{ProID: *cur.OfferedTo, Kind: NotifyOffered})
	}
	if !equalIDs(prev.ProID, cur.ProID) {
		if prev.ProID != nil && !prev.Status.Final() {
			out = append(out, JobNotice{ProID: *prev.ProID, Kind: NotifyUnassigned})
		}
		if cur.ProID != nil && !cur.Status.Final() {
			out = append(out, JobNotice{ProID: *cur.ProID, Kind: NotifyAssigned})
		}
		return out
	}
	if cur.ProID == nil {
		return out // an offer, if any: a job without a pro has nobody else to tell
	}
	if cur.Status == StatusCancelled && prev.Status != StatusCancelled {
		return []JobNotice{{ProID: *cur.ProID, Kind: NotifyCancelled}}
	}
	if cur.Status.Final() {
		return nil
	}
	var changes []string
	if !prev.ScheduledAt.Equal(cur.ScheduledAt) {
		changes = append(changes, "time")
	}
	if prev.ServiceType != cur.ServiceType {
		changes = append(changes, "service")
	}
	if !equalStrings(prev.Notes, cur.Notes) {
		changes = append(changes, "notes")
	}
	if len(changes) == 0 {
		return nil
	}
	return []JobNotice{{ProID: *cur.ProID, Kind: NotifyChanged, Changes: changes}}
}

// JobMail is the text of a notification: its subject and plain-text body.
type JobMail struct {
	Subject string
	Body    string
}

// ComposeJobMail words notice n to pro about job cur at property addr, in
// plain sentences: what happened, the property (nickname and address), the
// local time in the property's zone, the service, the notes and the access
// instructions. prev is the job before the change (nil on creation); a
// change mail names the previous time too.
//
// page is the address of the pros' page (<public URL>/pro/), which the
// mail links to: the page knows the pro once they have opened the link
// their host gave them (Steward keeps only a hash of that link's token, so
// a mail cannot carry it). Empty leaves the link out.
func ComposeJobMail(n JobNotice, prev, cur *Job, addr *Address, pro *Pro, page string) JobMail {
	loc := addr.Location()
	when := formatLocal(cur.ScheduledAt, loc)
	service := serviceWord(cur.ServiceType)
	place := addr.Name()
	var subject, lead string
	switch n.Kind {
	case NotifyAssigned:
		subject = fmt.Sprintf("New job: %s at %s on %s", service, place, when)
		lead = fmt.Sprintf("You have a new job: %s at %s on %s.", article(service), place, when)
	case NotifyChanged:
		subject = fmt.Sprintf("Job changed: %s at %s on %s", service, place, when)
		lead = fmt.Sprintf("Your %s at %s has changed (%s).", service, place, joinWords(n.Changes))
		if prev != nil && !prev.ScheduledAt.Equal(cur.ScheduledAt) {
			lead += fmt.Sprintf(" It was on %s and is now on %s.", formatLocal(prev.ScheduledAt, loc), when)
		}
	case NotifyCancelled:
		subject = fmt.Sprintf("Job cancelled: %s at %s on %s", service, place, when)
		lead = fmt.Sprintf("Your %s at %s on %s is cancelled. Please do not go.", service, place, when)
	case NotifyOffered:
		subject = fmt.Sprintf("Job offer: %s at %s on %s", service, place, when)
		lead = fmt.Sprintf("You are offered %s at %s on %s. It is not yours until you accept it: "+
			"accept or decline it on your Steward page (the link your host gave you), or tell the host.", article(service), place, when)
		if cur.OfferExpiresAt != nil {
			lead += fmt.Sprintf(" Please answer by %s; after that it goes to the next pro.", formatLocal(*cur.OfferExpiresAt, loc))
		}
	case NotifyUnassigned:
		subject = fmt.Sprintf("Job no longer yours: %s at %s on %s", service, place, when)
		lead = fmt.Sprintf("The %s at %s on %s has been given to someone else, or taken off your schedule. Please do not go.", service, place, when)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Hello %s,\n\n%s\n\n", pro.Name, lead)
	fmt.Fprintf(&b, "Property: %s\n", place)
	fmt.Fprintf(&b, "Address:  %s\n", addressLine(addr))
	fmt.Fprintf(&b, "When:     %s (local time at the property)\n", when)
	fmt.Fprintf(&b, "Service:  %s\n", service)
	fmt.Fprintf(&b, "Job:      #%d\n", cur.ID)
	if n.Kind != NotifyUnassigned && n.Kind != NotifyCancelled {
		fmt.Fprintf(&b, "\nNotes:\n%s\n", orNone(cur.Notes))
		fmt.Fprintf(&b, "\nAccess instructions:\n%s\n", orNone(addr.AccessInstructions))
	}
	if page != "" && n.Kind != NotifyUnassigned && n.Kind != NotifyCancelled {
		fmt.Fprintf(&b, "\nYour jobs: %s\n(Open the link your host sent you once on this phone; after that this page shows your jobs and offers.)\n", page)
	}
	b.WriteString("\nThis message was sent by Steward on behalf of the property's host; reply to the host directly with any question.\n")
	return JobMail{Subject: subject, Body: b.String()}
}

// formatLocal writes t in loc the way a person reads it, with the zone:
// "Sat Dec 12 2026 at 11:00 AM PST".
func formatLocal(t time.Time, loc *time.Location) string {
	return t.In(loc).Format("Mon Jan 2 2006 at 3:04 PM MST")
}

func serviceWord(t ServiceType) string {
	switch t {
	case Maintenance:
		return "maintenance visit"
	case Inspection:
		return "inspection"
	case Restocking:
		return "restocking"
	}
	return "cleaning"
}

func article(noun string) string {
	if strings.ContainsAny(noun[:1], "aeiou") {
		return "an " + noun
	}
	return "a " + noun
}

func addressLine(a *Address) string {
	parts := []string{a.Street, a.City, strings.TrimSpace(a.State + " " + a.Zip)}
	if a.Country != "" && a.Country != "US" {
		parts = append(parts, a.Country)
	}
	return strings.Join(parts, ", ")
}

func orNone(s *string) string {
	if s == nil || strings.TrimSpace(*s) == "" {
		return "(none)"
	}
	return *s
}

// joinWords joins "time", "notes" as "time and notes".
func joinWords(w []string) string {
	switch len(w) {
	case 0:
		return ""
	case 1:
		return w[0]
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}
