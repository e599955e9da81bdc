package sqlstore

// Webhook deliveries: the delivery log, the claims that lease due
// deliveries to the dispatcher, and the record of each attempt. The
// endpoints themselves are in webhook.go.

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

const deliveryColumns = `d.id, d.account_id, d.endpoint_id, d.event_id, ev.uuid, ev.name, d.status, d.attempts,
	d.next_attempt_at, d.last_response_status, d.last_error, d.created_at, d.first_failed_at`

const deliveryFrom = ` FROM webhook_deliveries d JOIN events ev ON ev.id = d.event_id AND ev.account_id = d.account_id`

func scanDelivery(row interface{ Scan(...any) error }) (*steward.WebhookDelivery, error) {
	d := &steward.WebhookDelivery{}
	err := row.Scan(deliveryDest(d)...)
	return d, err
}

// deliveryDest returns the scan destinations of deliveryColumns.
func deliveryDest(d *steward.WebhookDelivery) []any {
	return []any{&d.ID, &d.AccountID, &d.EndpointID, &d.EventID, &d.EventUUID, &d.EventName, &d.Status, &d.Attempts,
		nullTimeCol{&d.NextAttemptAt}, &d.LastResponseStatus, &d.LastError, timeCol{&d.CreatedAt}, nullTimeCol{&d.FirstFailedAt}}
}

// FindWebhookDeliveries returns the endpoint's latest deliveries, newest first.
func (s *WebhookStore) FindWebhookDeliveries(ctx context.Context, accountID, endpointID int64, limit int) ([]*steward.WebhookDelivery, error) {
	if limit <= 0 || limit > steward.MaxWebhookDeliveryLimit {
		limit = steward.DefaultWebhookDeliveryLimit
	}
	list := []*steward.WebhookDelivery{}
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		if _, err := findEndpoint(ctx, tx, accountID, endpointID); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT `+deliveryColumns+deliveryFrom+`
			WHERE d.account_id = $1 AND d.endpoint_id = $2 ORDER BY d.id DESC`+limitClause(limit), accountID, endpointID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			d, err := scanDelivery(rows)
			if err != nil {
				return err
			}
			list = append(list, d)
		}
		return rows.Err()
	})
	return list, err
}

// FindWebhookDeliveryByID returns one delivery with its attempts and payload.
func (s *WebhookStore) FindWebhookDeliveryByID(ctx context.Context, accountID, id int64) (*steward.WebhookDeliveryDetail, error) {
	var out *steward.WebhookDeliveryDetail
	err := s.db.inReadTx(ctx, func(tx *Tx) error {
		var err error
		out, err = findDeliveryDetail(ctx, tx, accountID, id)
		return err
	})
	return out, err
}

func findDeliveryDetail(ctx context.Context, tx *Tx, accountID, id int64) (*steward.WebhookDeliveryDetail, error) {
	d, err := scanDelivery(tx.QueryRowContext(ctx, `SELECT `+deliveryColumns+deliveryFrom+` WHERE d.account_id = $1 AND d.id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errDeliveryNotFound
	} else if err != nil {
		return nil, err
	}
	out := &steward.WebhookDeliveryDetail{WebhookDelivery: *d, AttemptLog: []*steward.WebhookAttempt{}}
	if out.Payload, err = eventPayload(ctx, tx, accountID, d.EventID); err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, `
		SELECT attempt, attempted_at, succeeded, response_status, latency_ms, error, response_body
		FROM webhook_attempts WHERE account_id = $1 AND delivery_id = $2 ORDER BY attempt`, accountID, id)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		a := &steward.WebhookAttempt{}
		if err := rows.Scan(&a.Attempt, timeCol{&a.AttemptedAt}, &a.Succeeded, &a.ResponseStatus, &a.LatencyMS, &a.Error, &a.ResponseBody); err != nil {
			return nil, err
		}
		out.AttemptLog = append(out.AttemptLog, a)
	}
	return out, rows.Err()
}

// eventPayload returns the JSON body of an event's webhook: the same bytes
// for every attempt, so a receiver sees one message however often it comes.
func eventPayload(ctx context.Context, q queryer, accountID, eventID int64) (json.RawMessage, error) {
	ev := steward.Event{ID: eventID, AccountID: accountID}
	var object, previous string
	err := q.QueryRowContext(ctx, `
		SELECT uuid, name, object, previous_attributes, occurred_at, created_at FROM events WHERE account_id = $1 AND id = $2`,
		accountID, eventID).Scan(&ev.UUID, &ev.Name, &object, &previous, timeCol{&ev.OccurredAt}, timeCol{&ev.CreatedAt})
	if err != nil {
		return nil, fmt.Errorf("event %d: %w", eventID, err)
	}
	ev.Type = ev.Name
	ev.Data = steward.EventData{Object: json.RawMessage(object), ObjectPreviousAttributes: json.RawMessage(previous)}
	return ev.Payload()
}

// maxClaim bounds one claim: the dispatcher asks for its free slots.
const maxClaim = 1000

// ClaimWebhookDeliveries claims up to limit due deliveries for one attempt
// each, leasing them for lease: another claimer skips them until the lease
// expires, so a replica that dies mid-attempt strands nothing. Each claim
// counts the attempt (Delivery.Attempts is this attempt's number).
//
// This is the one query not scoped by account: the dispatcher serves every
// account. The tasks it returns are loaded with their own account id.
func (s *WebhookStore) ClaimWebhookDeliveries(ctx context.Context, lease time.Duration, limit int) ([]*steward.WebhookTask, error) {
	var claimed []deliveryKey
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if s.db.dialect == postgres {
			// A claim is a lease, not a record: if PostgreSQL itself
			// crashed before flushing it, the deliveries would simply be
			// claimed again, which at-least-once delivery allows. Not
			// waiting for the flush takes an fsync out of the dispatcher's
			// one claiming loop. (SQLite's commits, synchronous=NORMAL in
			// WAL mode, never wait for one.) Attempts are recorded with the
			// usual durable commit.
			if _, err := tx.ExecContext(ctx, "SET LOCAL synchronous_commit = off"); err != nil {
				return err
			}
		}
		rows, err := tx.QueryContext(ctx, `
			UPDATE webhook_deliveries SET attempts = attempts + 1, locked_until = $1, updated_at = $2
			WHERE id IN (
				SELECT d.id FROM webhook_deliveries d
				JOIN webhook_endpoints e ON e.account_id = d.account_id AND e.id = d.endpoint_id
				WHERE d.status IN ('pending', 'retrying') AND d.next_attempt_at <= $2
					AND (d.locked_until IS NULL OR d.locked_until <= $2) AND e.enabled
				ORDER BY d.next_attempt_at, d.id`+limitClause(min(max(limit, 1), maxClaim))+s.db.dialect.skipLocked("d")+`)
			RETURNING account_id, id`,
			ts(tx.now.Add(lease)), ts(tx.now))
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var k deliveryKey
			if err := rows.Scan(&k.account, &k.id); err != nil {
				return err
			}
			claimed = append(claimed, k)
		}
		return rows.Err()
	})
	if err != nil {
		return nil, err
	}
	// What an attempt needs is read after the claim has committed, outside
	// the write transaction: the claim holds the deliveries, and SQLite's
	// one writer is the scarcest thing under load. A delivery that is gone
	// by now (its endpoint was deleted) is skipped; any other failure
	// leaves the claimed deliveries to be claimed again when their lease
	// expires.
	if len(claimed) == 0 {
		return nil, nil
	}
	return loadTasks(ctx, s.db.read, claimed)
}

// deliveryKey names a delivery.
type deliveryKey struct{ account, id int64 }

// ClaimWebhookDelivery claims one of the account's deliveries for an
// attempt now, whatever its status (a manual retry). It is ECONFLICT when
// another attempt holds the delivery.
func (s *WebhookStore) ClaimWebhookDelivery(ctx context.Context, accountID, id int64, lease time.Duration) (*steward.WebhookTask, error) {
	var task *steward.WebhookTask
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var err error
		task, err = claimDelivery(ctx, tx, accountID, id, lease)
		return err
	})
	return task, err
}

// claimDelivery leases one delivery in tx, counting the attempt, and
// returns what the attempt needs.
func claimDelivery(ctx context.Context, tx *Tx, accountID, id int64, lease time.Duration) (*steward.WebhookTask, error) {
	res, err := tx.ExecContext(ctx, `
		UPDATE webhook_deliveries SET attempts = attempts + 1, locked_until = $1, updated_at = $2
		WHERE account_id = $3 AND id = $4 AND (locked_until IS NULL OR locked_until <= $2)`,
		ts(tx.now.Add(lease)), ts(tx.now), accountID, id)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM webhook_deliveries WHERE account_id = $1 AND id = $2`, accountID, id).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, errDeliveryNotFound
		} else if err != nil {
			return nil, err
		}
		return nil, steward.Errorf(steward.ECONFLICT, "The delivery is being attempted right now; try again in a moment")
	}
	return loadTask(ctx, tx, accountID, id)
}

// CreateWebhookTestDelivery records a steward.EventWebhookTest event
// carrying object, with one delivery to the endpoint, and claims that
// delivery for lease, all in one transaction: the test action attempts it
// at once, and the dispatcher's poller leaves it alone until the lease
// expires. Unlike a job's event (recordJobEvent) it is not fanned out to
// the account's other endpoints, has no job, and does not wake the
// dispatcher. It is ENOTFOUND when the endpoint is not the account's.
func (s *WebhookStore) CreateWebhookTestDelivery(ctx context.Context, accountID, endpointID int64, object json.RawMessage, lease time.Duration) (*steward.WebhookTask, error) {
	var task *steward.WebhookTask
	err := s.db.inTx(ctx, func(tx *Tx) error {
		if _, err := findEndpoint(ctx, tx, accountID, endpointID); err != nil {
			return err
		}
		var eventID, id int64
		err := tx.QueryRowContext(ctx, `
			INSERT INTO events (uuid, account_id, name, job_id, object, previous_attributes, occurred_at, created_at)
			VALUES ($1, $2, $3, NULL, $4, '{}', $5, $5) RETURNING id`,
			newEventUUID(tx.now), accountID, steward.EventWebhookTest, string(object), ts(tx.now)).Scan(&eventID)
		if err != nil {
			return err
		}
		err = tx.QueryRowContext(ctx, `
			INSERT INTO webhook_deliveries (account_id, endpoint_id, event_id, status, attempts, next_attempt_at, created_at, updated_at)
			VALUES ($1, $2, $3, $4, 0, $5, $5, $5) RETURNING id`,
			accountID, endpointID, eventID, string(steward.DeliveryPending), ts(tx.now)).Scan(&id)
		if err != nil {
			return err
		}
		task, err = claimDelivery(ctx, tx, accountID, id, lease)
		return err
	})
	return task, err
}

// loadTask reads what an attempt at a claimed delivery needs.
func loadTask(ctx context.Context, q queryer, accountID, id int64) (*steward.WebhookTask, error) {
	tasks, err := loadTasks(ctx, q, []deliveryKey{{accountID, id}})
	if err != nil {
		return nil, err
	} else if len(tasks) == 0 {
		return nil, errDeliveryNotFound
	}
	return tasks[0], nil
}

// loadTasks reads what attempts at claimed deliveries need, in one query:
// each delivery with its event and endpoint. They come back in the order
// of keys; a delivery that is gone (its endpoint was deleted since the
// claim) is left out.
func loadTasks(ctx context.Context, q queryer, keys []deliveryKey) ([]*steward.WebhookTask, error) {
	var where strings.Builder
	args := make([]any, 0, 2*len(keys))
	for i, k := range keys {
		if i > 0 {
			where.WriteString(" OR ")
		}
		fmt.Fprintf(&where, "(d.account_id = $%d AND d.id = $%d)", len(args)+1, len(args)+2)
		args = append(args, k.account, k.id)
	}
	rows, err := q.QueryContext(ctx, `SELECT `+deliveryColumns+`, `+prefixed("e.", endpointColumns)+`,
			ev.object, ev.previous_attributes, ev.occurred_at, ev.created_at`+deliveryFrom+`
		JOIN webhook_endpoints e ON e.account_id = d.account_id AND e.id = d.endpoint_id
		WHERE `+where.String(), args...)
	if err != nil {
		return nil, fmt.Errorf("claimed deliveries: %w", err)
	}
	defer rows.Close()
	byID := make(map[int64]*steward.WebhookTask, len(keys))
	for rows.Next() {
		t := &steward.WebhookTask{}
		d, e := &t.Delivery, &t.Endpoint
		var events, object, previous string
		var occurred, created time.Time
		dest := append(deliveryDest(d), endpointDest(e, &events)...)
		if err := rows.Scan(append(dest, &object, &previous, timeCol{&occurred}, timeCol{&created})...); err != nil {
			return nil, err
		}
		if err := decodeEndpointEvents(e, events); err != nil {
			return nil, err
		}
		ev := steward.Event{ID: d.EventID, UUID: d.EventUUID, AccountID: d.AccountID, Name: d.EventName, Type: d.EventName,
			CreatedAt: created, OccurredAt: occurred,
			Data: steward.EventData{Object: json.RawMessage(object), ObjectPreviousAttributes: json.RawMessage(previous)}}
		if t.Payload, err = ev.Payload(); err != nil {
			return nil, err
		}
		byID[d.ID] = t
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	tasks := make([]*steward.WebhookTask, 0, len(keys))
	for _, k := range keys {
		if t, ok := byID[k.id]; ok {
			tasks = append(tasks, t)
		}
	}
	return tasks, nil
}

// prefixed qualifies each column of a comma-separated list.
func prefixed(prefix, columns string) string {
	cols := strings.Split(columns, ",")
	for i, c := range cols {
		cols[i] = prefix + strings.TrimSpace(c)
	}
	return strings.Join(cols, ", ")
}

// CompleteWebhookAttempt records an attempt at a claimed delivery and the
// delivery's new state, releasing the lease; it disables the endpoint when
// the outcome says so. It returns ErrLeaseLost, recording nothing, when the
// delivery was claimed again in the meantime.
func (s *WebhookStore) CompleteWebhookAttempt(ctx context.Context, task *steward.WebhookTask, out steward.WebhookOutcome) error {
	d := &task.Delivery
	a := &out.Attempt
	return s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE webhook_deliveries SET status = $1, next_attempt_at = $2, first_failed_at = $3, locked_until = NULL,
				last_response_status = $4, last_error = $5, updated_at = $6
			WHERE account_id = $7 AND id = $8 AND attempts = $9`,
			string(out.Status), tsPtr(out.NextAttemptAt), tsPtr(out.FirstFailedAt), a.ResponseStatus, a.Error, ts(tx.now),
			d.AccountID, d.ID, a.Attempt)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrLeaseLost
		}
		_, err = tx.ExecContext(ctx, `
			INSERT INTO webhook_attempts (account_id, delivery_id, attempt, attempted_at, succeeded, response_status, latency_ms, error, response_body)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
			d.AccountID, d.ID, a.Attempt, ts(a.AttemptedAt), a.Succeeded, a.ResponseStatus, a.LatencyMS, a.Error, cleanText(a.ResponseBody))
		if err != nil {
			return err
		}
		if out.DisableReason != "" {
			_, err = tx.ExecContext(ctx, `UPDATE webhook_endpoints SET enabled = FALSE, disabled_reason = $1, updated_at = $2
				WHERE account_id = $3 AND id = $4`, out.DisableReason, ts(tx.now), d.AccountID, d.EndpointID)
		}
		return err
	})
}

// CountDueWebhookDeliveries returns how many deliveries, across accounts,
// wait for an attempt: the queue depth metric.
func (s *WebhookStore) CountDueWebhookDeliveries(ctx context.Context) (int, error) {
	var n int
	err := s.db.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM webhook_deliveries WHERE status IN ('pending', 'retrying')`).Scan(&n)
	return n, err
}

// cleanText makes a receiver's answer storable as TEXT in both engines:
// valid UTF-8 without NUL bytes.
func cleanText(s string) string {
	return strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "\uFFFD")
}
