package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// lastUsedResolution is how stale an API key's last_used_at may get before a
// request refreshes it: often enough to be useful, rare enough that the read
// path does not turn every request into a write.
const lastUsedResolution = time.Minute

// APIKeyService implements steward.APIKeyService.
type APIKeyService struct{ db *DB }

// NewAPIKeyService returns the API key service of db.
func NewAPIKeyService(db *DB) *APIKeyService { return &APIKeyService{db: db} }

var _ steward.APIKeyService = (*APIKeyService)(nil)

// CreateAPIKey issues a new key; the secret is returned only here.
func (s *APIKeyService) CreateAPIKey(ctx context.Context, accountID int64, name string) (*steward.APIKey, string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, "", steward.MissingField("name")
	} else if len(name) > 100 {
		return nil, "", steward.Errorf(steward.EVALIDATION, "Invalid name: must be at most 100 characters")
	}
	secret := steward.NewAPIKeySecret()
	k := &steward.APIKey{AccountID: accountID, Name: name, Prefix: steward.APIKeyDisplayPrefix(secret)}
	err := s.db.inTx(ctx, func(tx *Tx) error {
		k.CreatedAt = tx.now
		return tx.QueryRowContext(ctx, `
			INSERT INTO api_keys (account_id, name, prefix, key_hash, created_at)
			VALUES ($1, $2, $3, $4, $5) RETURNING id`,
			accountID, name, k.Prefix, steward.HashSecret(secret), ts(tx.now)).Scan(&k.ID)
	})
	if err != nil {
		return nil, "", err
	}
	return k, secret, nil
}

// FindAPIKeys lists the account's keys that are not revoked, newest first.
func (s *APIKeyService) FindAPIKeys(ctx context.Context, accountID int64) ([]*steward.APIKey, error) {
	rows, err := s.db.read.QueryContext(ctx, `
		SELECT id, name, prefix, created_at, last_used_at FROM api_keys
		WHERE account_id = $1 AND revoked_at IS NULL ORDER BY id DESC`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	keys := []*steward.APIKey{}
	for rows.Next() {
		k := &steward.APIKey{AccountID: accountID}
		if err := rows.Scan(&k.ID, &k.Name, &k.Prefix, timeCol{&k.CreatedAt}, nullTimeCol{&k.LastUsedAt}); err != nil {
			return nil, err
		}
		keys = append(keys, k)
	}
	return keys, rows.Err()
}

// RevokeAPIKey revokes a key; it authenticates nothing afterwards.
func (s *APIKeyService) RevokeAPIKey(ctx context.Context, accountID, id int64) error {
	return s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `
			UPDATE api_keys SET revoked_at = $1 WHERE account_id = $2 AND id = $3 AND revoked_at IS NULL`,
			ts(tx.now), accountID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return steward.Errorf(steward.ENOTFOUND, "API key not found")
		}
		return nil
	})
}

// AuthenticateAPIKey returns the account that owns key. A key with a bad
// checksum is refused without a query.
func (s *APIKeyService) AuthenticateAPIKey(ctx context.Context, key string) (int64, error) {
	if !steward.ValidAPIKeyFormat(key) {
		return 0, steward.Errorf(steward.EINVALIDAPIKEY, "Invalid or missing API key")
	}
	var id, accountID int64
	var lastUsed *time.Time
	err := s.db.read.QueryRowContext(ctx, `
		SELECT id, account_id, last_used_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
		steward.HashSecret(key)).Scan(&id, &accountID, nullTimeCol{&lastUsed})
	if errors.Is(err, sql.ErrNoRows) {
		return 0, steward.Errorf(steward.EINVALIDAPIKEY, "Invalid or missing API key")
	} else if err != nil {
		return 0, err
	}
	now := s.db.Clock.Now()
	if lastUsed == nil || now.Sub(*lastUsed) >= lastUsedResolution {
		// Best effort: a failed timestamp update must not fail the request.
		_ = s.db.inTx(ctx, func(tx *Tx) error {
			_, err := tx.ExecContext(ctx, `UPDATE api_keys SET last_used_at = $1 WHERE account_id = $2 AND id = $3`,
				ts(now), accountID, id)
			return err
		})
	}
	return accountID, nil
}
