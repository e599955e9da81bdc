package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// MessageService implements steward.MessageService.
type MessageService struct{ db *DB }

// NewMessageService returns the message service of db.
func NewMessageService(db *DB) *MessageService { return &MessageService{db: db} }

var _ steward.MessageService = (*MessageService)(nil)

const messageColumns = `id, account_id, conversation_id, message, context, status, response, actions, pending,
	attempts, created_at, completed_at`

func scanMessage(row interface{ Scan(...any) error }) (*steward.Message, error) {
	m := &steward.Message{}
	var mctx, actions string
	var pending sql.NullString
	err := row.Scan(&m.ID, &m.AccountID, &m.ConversationID, &m.Message, &mctx, &m.Status, &m.Response, &actions, &pending,
		&m.Attempts, timeCol{&m.CreatedAt}, nullTimeCol{&m.CompletedAt})
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(mctx), &m.Context); err != nil {
		return nil, fmt.Errorf("message %d context: %w", m.ID, err)
	}
	if err := json.Unmarshal([]byte(actions), &m.Actions); err != nil {
		return nil, fmt.Errorf("message %d actions: %w", m.ID, err)
	}
	if m.Actions == nil {
		m.Actions = []steward.Action{}
	}
	if pending.Valid {
		m.Pending = json.RawMessage(pending.String)
	}
	return m, nil
}

var errMessageNotFound = steward.Errorf(steward.ENOTFOUND, "Message not found")

// CreateMessage stores a new processing message (see steward.MessageService).
func (s *MessageService) CreateMessage(ctx context.Context, accountID int64, in steward.MessageCreate) (*steward.Message, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	mctx, err := json.Marshal(in.Context)
	if err != nil {
		return nil, err
	}
	m := &steward.Message{AccountID: accountID, ConversationID: in.ConversationID, Message: in.Message, Context: in.Context,
		Status: steward.MessageProcessing, Actions: []steward.Action{}}
	err = s.db.inTx(ctx, func(tx *Tx) error {
		if m.ConversationID == "" {
			m.ConversationID = "conv_" + steward.NewToken(16)
		} else {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM messages WHERE account_id = $1 AND conversation_id = $2`,
				accountID, m.ConversationID).Scan(&n); err != nil {
				return err
			} else if n == 0 {
				return steward.Errorf(steward.EVALIDATION, "Invalid conversation_id %q: no such conversation in this account", m.ConversationID)
			}
		}
		if err := checkMessageContext(ctx, tx, accountID, in.Context); err != nil {
			return err
		}
		m.CreatedAt = tx.now
		return tx.QueryRowContext(ctx, `
			INSERT INTO messages (account_id, conversation_id, message, context, status, actions, created_at)
			VALUES ($1, $2, $3, $4, $5, '[]', $6) RETURNING id`,
			accountID, m.ConversationID, m.Message, string(mctx), string(m.Status), ts(m.CreatedAt)).Scan(&m.ID)
	})
	if err != nil {
		return nil, translate(err)
	}
	return m, nil
}

// contextTables holds the table of each kind of id a message context gives.
var contextTables = map[string]string{"address": "addresses", "job": "jobs", "reservation": "reservations"}

// checkMessageContext returns a validation error naming the first id of
// mctx that is not the account's. It runs when the message is accepted, so
// the caller learns of a bad context at once, and the assistant is never
// handed an id it would have to guess around.
func checkMessageContext(ctx context.Context, tx *Tx, accountID int64, mctx steward.MessageContext) error {
	for _, r := range mctx.Refs() {
		table, ok := contextTables[r.Kind]
		if !ok {
			return fmt.Errorf("message context: no table for %s", r.Kind)
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+table+` WHERE account_id = $1 AND id = $2`,
			accountID, r.ID).Scan(&n); err != nil {
			return err
		} else if n == 0 {
			return r.NotFound()
		}
	}
	return nil
}

// FindMessageByID returns one of the account's messages.
func (s *MessageService) FindMessageByID(ctx context.Context, accountID, id int64) (*steward.Message, error) {
	return findMessage(ctx, s.db.read, accountID, id)
}

func findMessage(ctx context.Context, q queryer, accountID, id int64) (*steward.Message, error) {
	m, err := scanMessage(q.QueryRowContext(ctx, `SELECT `+messageColumns+` FROM messages WHERE account_id = $1 AND id = $2`, accountID, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errMessageNotFound
	}
	return m, err
}

// FindMessages returns the account's messages matching filter, newest first.
func (s *MessageService) FindMessages(ctx context.Context, accountID int64, f steward.MessageFilter) ([]*steward.Message, error) {
	if err := f.Validate(); err != nil {
		return nil, err
	}
	conds := []string{"account_id = $1"}
	args := []any{accountID}
	if f.Status != nil {
		args = append(args, string(*f.Status))
		conds = append(conds, "status = $"+strconv.Itoa(len(args)))
	}
	if f.ConversationID != nil {
		args = append(args, *f.ConversationID)
		conds = append(conds, "conversation_id = $"+strconv.Itoa(len(args)))
	}
	return queryMessages(ctx, s.db.read, `SELECT `+messageColumns+` FROM messages WHERE `+strings.Join(conds, " AND ")+
		` ORDER BY id DESC`+limitClause(f.Limit), args...)
}

func queryMessages(ctx context.Context, q queryer, query string, args ...any) ([]*steward.Message, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, translate(err)
	}
	defer rows.Close()
	list := []*steward.Message{}
	for rows.Next() {
		m, err := scanMessage(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, m)
	}
	return list, rows.Err()
}

// ClaimMessage leases a processing message to the caller (see steward.MessageService).
func (s *MessageService) ClaimMessage(ctx context.Context, accountID, id int64, lease time.Duration) (*steward.Message, error) {
	var m *steward.Message
	err := s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE messages SET attempts = attempts + 1, locked_until = $1
			WHERE account_id = $2 AND id = $3 AND status = $4 AND (locked_until IS NULL OR locked_until < $5)`,
			ts(tx.now.Add(lease)), accountID, id, string(steward.MessageProcessing), ts(tx.now))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		m, err = findMessage(ctx, tx, accountID, id)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return m, nil
}

// FinishMessage records the outcome of a processing message.
func (s *MessageService) FinishMessage(ctx context.Context, accountID, id int64, r steward.MessageResult) (*steward.Message, error) {
	if r.Status == steward.MessageProcessing || !r.Status.Valid() {
		return nil, steward.Errorf(steward.EVALIDATION, "Invalid status %q: a message finishes completed, needs_input or failed", r.Status)
	}
	actions := r.Actions
	if actions == nil {
		actions = []steward.Action{}
	}
	actionsJSON, err := json.Marshal(actions)
	if err != nil {
		return nil, err
	}
	var pending any
	if r.Status == steward.MessageNeedsInput && len(r.Pending) > 0 {
		pending = string(r.Pending)
	}
	var m *steward.Message
	err = s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE messages SET status = $1, response = $2, actions = $3, pending = $4, completed_at = $5, locked_until = NULL
			WHERE account_id = $6 AND id = $7 AND status = $8`,
			string(r.Status), r.Response, string(actionsJSON), pending, ts(tx.now), accountID, id, string(steward.MessageProcessing))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			if _, err := findMessage(ctx, tx, accountID, id); err != nil {
				return err
			}
			return steward.Errorf(steward.ECONFLICT, "Message %d is already finished", id)
		}
		m, err = findMessage(ctx, tx, accountID, id)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	return m, nil
}

// FindUnfinishedMessages lists abandoned processing messages, oldest first.
func (s *MessageService) FindUnfinishedMessages(ctx context.Context, limit int) ([]*steward.Message, error) {
	if limit <= 0 {
		limit = 100
	}
	now := s.db.Clock.Now().UTC()
	return queryMessages(ctx, s.db.read, `SELECT `+messageColumns+` FROM messages
		WHERE status = $1 AND (locked_until IS NULL OR locked_until < $2) ORDER BY id`+limitClause(limit),
		string(steward.MessageProcessing), ts(now))
}
