package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/stewardhq/steward"
)

// WebhookStore keeps webhook endpoints, their deliveries and the attempt
// log, and hands due deliveries to the dispatcher (package webhook), which
// wraps it into a steward.WebhookService.
type WebhookStore struct{ db *DB }

// NewWebhookStore returns the webhook store of db.
func NewWebhookStore(db *DB) *WebhookStore { return &WebhookStore{db: db} }

var (
	errEndpointNotFound = steward.Errorf(steward.ENOTFOUND, "Webhook endpoint not found")
	errDeliveryNotFound = steward.Errorf(steward.ENOTFOUND, "Webhook delivery not found")
)

// ErrLeaseLost is returned by CompleteWebhookAttempt when the delivery was
// claimed again (its lease had expired) before the attempt was recorded.
// It is ECONFLICT, so callers outside this package can recognise it.
var ErrLeaseLost = steward.Errorf(steward.ECONFLICT, "The delivery was claimed again before its attempt was recorded")

const endpointColumns = `id, account_id, url, events, description, secret, previous_secret, previous_secret_expires_at,
	enabled, disabled_reason, created_at`

func scanEndpoint(row interface{ Scan(...any) error }) (*steward.WebhookEndpoint, error) {
	e := &steward.WebhookEndpoint{}
	var events string
	if err := row.Scan(endpointDest(e, &events)...); err != nil {
		return nil, err
	}
	return e, decodeEndpointEvents(e, events)
}

// endpointDest returns the scan destinations of endpointColumns; the
// events column goes to events, for decodeEndpointEvents.
func endpointDest(e *steward.WebhookEndpoint, events *string) []any {
	return []any{&e.ID, &e.AccountID, &e.URL, events, &e.Description, &e.Secret, &e.PreviousSecret,
		nullTimeCol{&e.PreviousSecretExpiresAt}, &e.Enabled, &e.DisabledReason, timeCol{&e.CreatedAt}}
}

func decodeEndpointEvents(e *steward.WebhookEndpoint, events string) error {
	e.Events = []string{}
	if err := json.Unmarshal([]byte(events), &e.Events); err != nil {
		return fmt.Errorf("webhook endpoint %d: bad events %q: %w", e.ID, events, err)
	}
	return nil
}

func eventsJSON(names []string) string {
	if names == nil {
		names = []string{}
	}
	b, _ := json.Marshal(names)
	return string(b)
}

// CreateWebhookEndpoint adds an endpoint with a fresh secret. The caller,
// the webhook service, has validated in, including its destination.
func (s *WebhookStore) CreateWebhookEndpoint(ctx context.Context, accountID int64, in steward.WebhookEndpointCreate) (*steward.WebhookEndpoint, error) {
	var e *steward.WebhookEndpoint
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var id int64
		err := tx.QueryRowContext(ctx, `
			INSERT INTO webhook_endpoints (account_id, url, events, description, secret, enabled, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, TRUE, $6, $6) RETURNING id`,
			accountID, in.URL, eventsJSON(in.Events), in.Description, steward.NewWebhookSecret(), ts(tx.now)).Scan(&id)
		if err != nil {
			return err
		}
		e, err = findEndpoint(ctx, tx, accountID, id)
		return err
	})
	return e, translate(err)
}

// FindWebhookEndpoints returns the account's endpoints, ordered by id.
func (s *WebhookStore) FindWebhookEndpoints(ctx context.Context, accountID int64) ([]*steward.WebhookEndpoint, error) {
	rows, err := s.db.read.QueryContext(ctx, `SELECT `+endpointColumns+` FROM webhook_endpoints WHERE account_id = $1 ORDER BY id`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	list := []*steward.WebhookEndpoint{}
	for rows.Next() {
		e, err := scanEndpoint(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, e)
	}
	return list, rows.Err()
}

// FindWebhookEndpointByID returns one of the account's endpoints.
func (s *WebhookStore) FindWebhookEndpointByID(ctx context.Context, accountID, id int64) (*steward.WebhookEndpoint, error) {
	return findEndpoint(ctx, s.db.read, accountID, id)
}

func findEndpoint(ctx context.Context, q queryer, accountID, id int64) (*steward.WebhookEndpoint, error) {
	e, err := scanEndpoint(q.QueryRowContext(ctx, `SELECT `+endpointColumns+` FROM webhook_endpoints WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errEndpointNotFound
	}
	return e, err
}

// UpdateWebhookEndpoint changes an endpoint's URL, filter, description or
// enabled flag. Enabling clears the reason it was disabled. The caller,
// the webhook service, has validated upd, including a new destination.
func (s *WebhookStore) UpdateWebhookEndpoint(ctx context.Context, accountID, id int64, upd steward.WebhookEndpointUpdate) (*steward.WebhookEndpoint, error) {
	var e *steward.WebhookEndpoint
	err := s.db.inTx(ctx, func(tx *Tx) error {
		cur, err := findEndpoint(ctx, tx, accountID, id)
		if err != nil {
			return err
		}
		if upd.URL != nil {
			cur.URL = *upd.URL
		}
		if upd.Events != nil {
			cur.Events = *upd.Events
		}
		if upd.Description != nil {
			cur.Description = *upd.Description
		}
		if upd.Enabled != nil {
			cur.Enabled = *upd.Enabled
			if cur.Enabled {
				cur.DisabledReason = nil
			}
		}
		_, err = tx.ExecContext(ctx, `
			UPDATE webhook_endpoints SET url = $1, events = $2, description = $3, enabled = $4, disabled_reason = $5, updated_at = $6
			WHERE account_id = $7 AND id = $8`,
			cur.URL, eventsJSON(cur.Events), cur.Description, cur.Enabled, cur.DisabledReason, ts(tx.now), accountID, id)
		if err != nil {
			return err
		}
		e, err = findEndpoint(ctx, tx, accountID, id)
		return err
	})
	return e, translate(err)
}

// DeleteWebhookEndpoint removes an endpoint; its deliveries and their
// attempts go with it.
func (s *WebhookStore) DeleteWebhookEndpoint(ctx context.Context, accountID, id int64) error {
	return s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM webhook_endpoints WHERE account_id = $1 AND id = $2`, accountID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errEndpointNotFound
		}
		return nil
	})
}

// RotateWebhookSecret gives the endpoint a new secret and keeps the old one
// signing for steward.WebhookSecretGrace.
func (s *WebhookStore) RotateWebhookSecret(ctx context.Context, accountID, id int64) (*steward.WebhookEndpoint, error) {
	var e *steward.WebhookEndpoint
	err := s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_at = $1, secret = $2, updated_at = $3
			WHERE account_id = $4 AND id = $5`,
			ts(tx.now.Add(steward.WebhookSecretGrace)), steward.NewWebhookSecret(), ts(tx.now), accountID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errEndpointNotFound
		}
		e, err = findEndpoint(ctx, tx, accountID, id)
		return err
	})
	return e, err
}
