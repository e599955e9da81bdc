package sqlstore

// Notifications: the e-mails to pros about their jobs, written by
// queueMails in the transaction of the job change (the outbox), claimed
// with a lease by the mail sender, and shown to the host per job.

import (
	"context"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// queueMails writes a notification to each pro the change from prev to cur
// concerns (see steward.JobNotices), composed now, in the caller's
// transaction: the change and the mails about it commit or roll back
// together. A change that concerns no pro reads nothing.
func queueMails(ctx context.Context, tx *Tx, prev, cur *steward.Job) error {
	notices := steward.JobNotices(prev, cur)
	if len(notices) == 0 {
		return nil
	}
	addr, err := findAddress(ctx, tx, cur.AccountID, cur.AddressID)
	if err != nil {
		return err
	}
	for _, n := range notices {
		pro, err := findPro(ctx, tx, cur.AccountID, n.ProID)
		if err != nil {
			return err
		}
		m := steward.ComposeJobMail(n, prev, cur, addr, pro, tx.db.proPage())
		_, err = tx.ExecContext(ctx, `
			INSERT INTO notifications (account_id, uuid, job_id, pro_id, kind, recipient, recipient_name, subject, body,
				status, attempts, next_attempt_at, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11, $11, $11)`,
			cur.AccountID, newEventUUID(tx.now), cur.ID, pro.ID, string(n.Kind), pro.Email, pro.Name, m.Subject, m.Body,
			string(steward.NotificationPending), ts(tx.now))
		if err != nil {
			return err
		}
		tx.queuedMails = true
	}
	return nil
}

// queueAtRiskMail writes the notification telling the account's owner
// that job j is at risk (see steward.ComposeAtRiskMail), in the
// transaction of the job.at_risk change: once per announcement, retried by
// the sender like the pros' mail. Its pro_id is 0: it is to no pro.
func queueAtRiskMail(ctx context.Context, tx *Tx, j *steward.Job, reason string) error {
	addr, err := findAddress(ctx, tx, j.AccountID, j.AddressID)
	if err != nil {
		return err
	}
	acct := &steward.Account{}
	if err := tx.QueryRowContext(ctx, `SELECT first_name, last_name, email FROM accounts WHERE id = $1`, j.AccountID).
		Scan(&acct.FirstName, &acct.LastName, &acct.Email); err != nil {
		return err
	}
	m := steward.ComposeAtRiskMail(j, addr, acct, reason)
	_, err = tx.ExecContext(ctx, `
		INSERT INTO notifications (account_id, uuid, job_id, pro_id, kind, recipient, recipient_name, subject, body,
			status, attempts, next_attempt_at, created_at, updated_at)
		VALUES ($1, $2, $3, 0, $4, $5, $6, $7, $8, $9, 0, $10, $10, $10)`,
		j.AccountID, newEventUUID(tx.now), j.ID, string(steward.NotifyAtRisk), acct.Email,
		strings.TrimSpace(acct.FirstName+" "+acct.LastName), m.Subject, m.Body, string(steward.NotificationPending), ts(tx.now))
	if err == nil {
		tx.queuedMails = true
	}
	return err
}

// MailStore keeps the notifications: the sender's claims and outcomes, and
// the per-job list. It implements steward.NotificationService.
type MailStore struct{ db *DB }

// NewMailStore returns the notification store of db.
func NewMailStore(db *DB) *MailStore { return &MailStore{db: db} }

var _ steward.NotificationService = (*MailStore)(nil)

const notificationColumns = `id, account_id, uuid, job_id, pro_id, kind, recipient, recipient_name, subject, body,
	status, attempts, channel, next_attempt_at, last_error, sent_at, created_at, first_failed_at`

func scanNotification(row interface{ Scan(...any) error }) (*steward.Notification, error) {
	n := &steward.Notification{}
	var proID int64
	err := row.Scan(&n.ID, &n.AccountID, &n.UUID, &n.JobID, &proID, &n.Kind, &n.To, &n.ToName, &n.Subject, &n.Body,
		&n.Status, &n.Attempts, &n.Channel, nullTimeCol{&n.NextAttemptAt}, &n.LastError, nullTimeCol{&n.SentAt},
		timeCol{&n.CreatedAt}, nullTimeCol{&n.FirstFailedAt})
	if proID != 0 { // 0: the mail is to the account's owner
		n.ProID = &proID
	}
	return n, err
}

// FindNotifications returns the notifications about one of the account's
// jobs, newest first; ENOTFOUND when the job is not the account's.
func (s *MailStore) FindNotifications(ctx context.Context, accountID, jobID int64) ([]*steward.Notification, error) {
	list := []*steward.Notification{}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, _, err := findJob(ctx, tx, accountID, jobID); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+notificationColumns+` FROM notifications
			WHERE account_id = $1 AND job_id = $2 ORDER BY id DESC`, accountID, jobID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			n, err := scanNotification(rows)
			if err != nil {
				return err
			}
			list = append(list, n)
		}
		return rows.Err()
	})
	return list, err
}

// ClaimMails claims up to limit due notifications of any account for one
// attempt each, leasing them for lease: another claimer (another replica)
// skips them until the lease expires. Each claim counts the attempt
// (Notification.Attempts is this attempt's number). A sent or failed
// notification is never claimed.
//
// Like ClaimWebhookDeliveries, this is not scoped by account: the sender
// serves every account, and each row carries its own account id.
func (s *MailStore) ClaimMails(ctx context.Context, lease time.Duration, limit int) ([]*steward.Notification, error) {
	var claimed []*steward.Notification
	err := s.db.inTx(ctx, func(tx *Tx) error {
		rows, err := tx.QueryContext(ctx, `
			UPDATE notifications SET attempts = attempts + 1, locked_until = $1, updated_at = $2
			WHERE id IN (
				SELECT n.id FROM notifications n
				WHERE n.status IN ('pending', 'retrying') AND n.next_attempt_at <= $2
					AND (n.locked_until IS NULL OR n.locked_until <= $2)
				ORDER BY n.next_attempt_at, n.id`+limitClause(min(max(limit, 1), maxClaim))+s.db.dialect.skipLocked("n")+`)
			RETURNING `+notificationColumns,
			ts(tx.now.Add(lease)), ts(tx.now))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			n, err := scanNotification(rows)
			if err != nil {
				return err
			}
			claimed = append(claimed, n)
		}
		return rows.Err()
	})
	return claimed, err
}

// ErrMailLeaseLost is returned by CompleteMail when the notification was
// claimed again before its attempt was recorded.
var ErrMailLeaseLost = steward.Errorf(steward.ECONFLICT, "The notification was claimed again before its attempt was recorded")

// CompleteMail records the outcome of a claimed attempt and releases the
// lease. It returns ErrMailLeaseLost, recording nothing, when the lease
// was lost to another claim in the meantime, and never changes a
// notification already marked sent.
func (s *MailStore) CompleteMail(ctx context.Context, n *steward.Notification, out steward.NotificationOutcome) error {
	return s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE notifications SET status = $1, channel = $2, sent_at = $3, last_error = $4, next_attempt_at = $5,
				first_failed_at = $6, locked_until = NULL, updated_at = $7
			WHERE account_id = $8 AND id = $9 AND attempts = $10 AND status <> 'sent'`,
			string(out.Status), nullString(out.Channel), tsPtr(out.SentAt), out.Error, tsPtr(out.NextAttemptAt),
			tsPtr(out.FirstFailedAt), ts(tx.now), n.AccountID, n.ID, out.Attempt)
		if err != nil {
			return err
		}
		if k, _ := res.RowsAffected(); k == 0 {
			return ErrMailLeaseLost
		}
		return nil
	})
}

func nullString(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
