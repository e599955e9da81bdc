package sqlstore

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// timePrecision is the finest time both databases keep.
const timePrecision = time.Microsecond

// recordJobEvent writes event name, which the domain chose for the change
// from prev to cur ("" for none), into the outbox in the caller's
// transaction, with one webhook delivery per enabled endpoint of the
// account that wants it: the change, its announcement and the deliveries
// commit or roll back together. The pros the change concerns are told by
// e-mail from the same transaction (queueMails), whether or not it
// announces an event: a change of notes announces none, but the pro hears
// of it.
//
// occurred is when the change happened, nil for now (see
// steward.JobChange.OccurredAt).
func recordJobEvent(ctx context.Context, tx *Tx, name string, prev, cur *steward.Job, occurred *time.Time) error {
	if err := queueMails(ctx, tx, prev, cur); err != nil {
		return err
	}
	if name == "" {
		return nil
	}
	object, err := json.Marshal(cur)
	if err != nil {
		return err
	}
	previous, err := steward.JobPreviousAttributes(prev, cur)
	if err != nil {
		return err
	}
	at := tx.now
	if occurred != nil {
		at = *occurred
	}
	var eventID int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO events (uuid, account_id, name, job_id, object, previous_attributes, occurred_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		newEventUUID(tx.now), cur.AccountID, name, cur.ID, string(object), string(previous), ts(at), ts(tx.now)).Scan(&eventID)
	if err != nil {
		return err
	}
	return queueDeliveries(ctx, tx, cur.AccountID, eventID, name)
}

// newEventUUID returns a version 7 UUID (RFC 9562) for an event at t: the
// Unix milliseconds first, then 74 random bits. Events are written in time
// order, so their unique index grows at its end rather than at random
// places (as with version 4), and a write touches few, hot index pages even
// with millions of events. Receivers see an opaque, unique webhook-id.
func newEventUUID(t time.Time) string {
	var b [16]byte
	_, _ = rand.Read(b[6:]) // crypto/rand.Read never fails
	ms := uint64(t.UnixMilli())
	b[0], b[1], b[2], b[3], b[4], b[5] = byte(ms>>40), byte(ms>>32), byte(ms>>24), byte(ms>>16), byte(ms>>8), byte(ms)
	b[6] = b[6]&0x0f | 0x70 // version 7
	b[8] = b[8]&0x3f | 0x80 // variant 10
	const hexd = "0123456789abcdef"
	out := make([]byte, 0, 36)
	for i, c := range b {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hexd[c>>4], hexd[c&0xf])
	}
	return string(out)
}

// queueDeliveries writes a pending delivery of the event to each enabled
// endpoint of the account that wants events named name. The filter is
// applied here rather than in SQL: an account has few endpoints, and the
// rule stays in one place (steward.WebhookEndpoint.Wants).
func queueDeliveries(ctx context.Context, tx *Tx, accountID, eventID int64, name string) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, events FROM webhook_endpoints WHERE account_id = $1 AND enabled ORDER BY id`, accountID)
	if err != nil {
		return err
	}
	var ids []int64
	for rows.Next() {
		var e steward.WebhookEndpoint
		var events string
		if err := rows.Scan(&e.ID, &events); err != nil {
			rows.Close()
			return err
		}
		if err := json.Unmarshal([]byte(events), &e.Events); err != nil {
			rows.Close()
			return fmt.Errorf("webhook endpoint %d: bad events %q: %w", e.ID, events, err)
		}
		if e.Wants(name) {
			ids = append(ids, e.ID)
		}
	}
	rows.Close() // before the inserts: a transaction has one connection
	if err := rows.Err(); err != nil {
		return err
	}
	for _, id := range ids {
		_, err := tx.ExecContext(ctx, `
			INSERT INTO webhook_deliveries (account_id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
			VALUES ($1, $2, $3, $4, 0, $5, $5, $5)`,
			accountID, id, eventID, string(steward.DeliveryPending), ts(tx.now))
		if err != nil {
			return err
		}
		tx.queuedDeliveries = true
	}
	return nil
}

// recordReservationEvent writes the event of a stay's change from prev
// (nil: created) to cur into the outbox in the caller's transaction, with
// its webhook deliveries, as recordJobEvent does for jobs.
func recordReservationEvent(ctx context.Context, tx *Tx, prev, cur *steward.Reservation) error {
	name := steward.ReservationEventName(prev, cur)
	object, err := json.Marshal(cur)
	if err != nil {
		return err
	}
	previous, err := steward.ReservationPreviousAttributes(prev, cur)
	if err != nil {
		return err
	}
	var eventID int64
	err = tx.QueryRowContext(ctx, `
		INSERT INTO events (uuid, account_id, name, reservation_id, object, previous_attributes, occurred_at, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
		newEventUUID(tx.now), cur.AccountID, name, cur.ID, string(object), string(previous), ts(tx.now), ts(tx.now)).Scan(&eventID)
	if err != nil {
		return err
	}
	return queueDeliveries(ctx, tx, cur.AccountID, eventID, name)
}
