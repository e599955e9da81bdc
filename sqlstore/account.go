package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"strings"

	"github.com/stewardhq/steward"
)

// SessionTokenPrefix starts every login token, so a bearer credential can be
// told apart from an API key ("stw_") without a database lookup.
const SessionTokenPrefix = "sts_"

// AccountService implements steward.AccountService.
type AccountService struct{ db *DB }

// NewAccountService returns the account service of db.
func NewAccountService(db *DB) *AccountService { return &AccountService{db: db} }

var _ steward.AccountService = (*AccountService)(nil)

// Signup opens an account and logs it in.
func (s *AccountService) Signup(ctx context.Context, in steward.Signup) (*steward.Session, error) {
	if err := in.Validate(); err != nil {
		return nil, err
	}
	hash := hashPassword(in.Password) // slow: outside the transaction
	var sess *steward.Session
	err := s.db.inTx(ctx, func(tx *Tx) error {
		var id int64
		err := tx.QueryRowContext(ctx, `
			INSERT INTO accounts (first_name, last_name, email, password_hash, created_at)
			VALUES ($1, $2, $3, $4, $5) RETURNING id`,
			in.FirstName, in.LastName, in.Email, hash, ts(tx.now)).Scan(&id)
		if isUniqueViolation(err) {
			return steward.Errorf(steward.ECONFLICT, "An account with email %s already exists", in.Email)
		} else if err != nil {
			return err
		}
		sess, err = createSession(ctx, tx, id)
		return err
	})
	return sess, err
}

// Login checks an email and password and opens a session.
func (s *AccountService) Login(ctx context.Context, email, password string) (*steward.Session, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	if email == "" {
		return nil, steward.MissingField("email")
	} else if password == "" {
		return nil, steward.MissingField("password")
	} else if err := steward.CheckText("email", email, 0); err != nil {
		return nil, err
	} else if err := steward.CheckText("password", password, 0); err != nil {
		return nil, err
	}
	var id int64
	var hash string
	err := s.db.read.QueryRowContext(ctx, `SELECT id, password_hash FROM accounts WHERE email = $1`, email).Scan(&id, &hash)
	if errors.Is(err, sql.ErrNoRows) {
		checkPassword(dummyHash(), password)
		return nil, steward.Errorf(steward.EINVALIDCREDENTIALS, "Invalid email or password")
	} else if err != nil {
		return nil, err
	}
	if !checkPassword(hash, password) {
		return nil, steward.Errorf(steward.EINVALIDCREDENTIALS, "Invalid email or password")
	}
	var sess *steward.Session
	err = s.db.inTx(ctx, func(tx *Tx) error {
		sess, err = createSession(ctx, tx, id)
		return err
	})
	return sess, err
}

func createSession(ctx context.Context, tx *Tx, accountID int64) (*steward.Session, error) {
	token := SessionTokenPrefix + steward.NewToken(40)
	expires := tx.now.Add(steward.SessionTTL)
	_, err := tx.ExecContext(ctx, `
		INSERT INTO sessions (account_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
		accountID, steward.HashSecret(token), ts(tx.now), ts(expires))
	if err != nil {
		return nil, err
	}
	return &steward.Session{Token: token, AccountID: accountID, ExpiresAt: expires}, nil
}

// Logout revokes a login token. Revoking an unknown token is EUNAUTHORIZED.
func (s *AccountService) Logout(ctx context.Context, token string) error {
	return s.db.inTx(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = $1`, steward.HashSecret(token))
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return steward.Errorf(steward.EUNAUTHORIZED, "Invalid or expired token")
		}
		return nil
	})
}

// AuthenticateToken returns the account of a valid, unexpired login token.
func (s *AccountService) AuthenticateToken(ctx context.Context, token string) (int64, error) {
	if !strings.HasPrefix(token, SessionTokenPrefix) {
		return 0, steward.Errorf(steward.EUNAUTHORIZED, "Invalid or expired token")
	}
	var id int64
	err := s.db.read.QueryRowContext(ctx, `
		SELECT account_id FROM sessions WHERE token_hash = $1 AND expires_at > $2`,
		steward.HashSecret(token), ts(s.db.Clock.Now())).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, steward.Errorf(steward.EUNAUTHORIZED, "Invalid or expired token")
	}
	return id, err
}

// FindAccountByID returns an account.
func (s *AccountService) FindAccountByID(ctx context.Context, id int64) (*steward.Account, error) {
	a := &steward.Account{}
	err := s.db.read.QueryRowContext(ctx, `
		SELECT id, first_name, last_name, email, created_at FROM accounts WHERE id = $1`, id).
		Scan(&a.ID, &a.FirstName, &a.LastName, &a.Email, timeCol{&a.CreatedAt})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, steward.Errorf(steward.ENOTFOUND, "Account not found")
	}
	return a, err
}
