package steward

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// Account is a host or property manager; every other resource belongs to one.
type Account struct {
	ID        int64     `json:"id"`
	FirstName string    `json:"first_name"`
	LastName  string    `json:"last_name"`
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"created_at"`
}

// Signup is what it takes to open an account.
type Signup struct {
	FirstName, LastName, Email, Password string
}

// The shortest and longest passwords accepted at sign-up, in characters.
const (
	MinPasswordLen = 8
	MaxPasswordLen = 1024
)

// Validate checks the fields and normalises the email to lower case.
func (s *Signup) Validate() error {
	s.FirstName, s.LastName = strings.TrimSpace(s.FirstName), strings.TrimSpace(s.LastName)
	s.Email = strings.ToLower(strings.TrimSpace(s.Email))
	switch {
	case s.FirstName == "":
		return MissingField("first_name")
	case s.LastName == "":
		return MissingField("last_name")
	case s.Email == "":
		return MissingField("email")
	case s.Password == "":
		return MissingField("password")
	}
	for _, f := range []struct{ name, v string }{{"first_name", s.FirstName}, {"last_name", s.LastName}} {
		if err := CheckText(f.name, f.v, 100); err != nil {
			return err
		}
	}
	if err := CheckEmail("email", s.Email); err != nil {
		return err
	} else if err := CheckText("password", s.Password, MaxPasswordLen); err != nil {
		return err
	} else if utf8.RuneCountInString(s.Password) < MinPasswordLen {
		return Errorf(EVALIDATION, "Invalid password: must be at least %d characters", MinPasswordLen)
	}
	return nil
}

// Session is the outcome of a sign-up or login: a bearer token for the v2
// interface. The token is shown once; only its hash is stored.
type Session struct {
	Token     string    `json:"token"`
	AccountID int64     `json:"account_id"`
	ExpiresAt time.Time `json:"expires_at"`
}

// SessionTTL is how long a login token stays valid.
const SessionTTL = 30 * 24 * time.Hour

// AccountService opens accounts and manages login sessions.
//
// Errors: ECONFLICT when the email is taken; EVALIDATION for bad input;
// EINVALIDCREDENTIALS for a wrong email or password; EUNAUTHORIZED for an
// unknown, expired or revoked token.
type AccountService interface {
	Signup(ctx context.Context, in Signup) (*Session, error)
	Login(ctx context.Context, email, password string) (*Session, error)
	Logout(ctx context.Context, token string) error
	// AuthenticateToken returns the account that owns a login token.
	AuthenticateToken(ctx context.Context, token string) (int64, error)
	FindAccountByID(ctx context.Context, id int64) (*Account, error)
}

// APIKey is a credential for the REST interface. The secret itself is
// returned once, at creation; Prefix identifies it afterwards.
type APIKey struct {
	ID         int64      `json:"id"`
	AccountID  int64      `json:"-"`
	Name       string     `json:"name"`
	Prefix     string     `json:"prefix"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
}

// APIKeyService issues, lists, revokes and checks API keys.
//
// Errors: EVALIDATION for a bad name; ENOTFOUND ("API key not found");
// EINVALIDAPIKEY when a key is malformed, unknown or revoked.
type APIKeyService interface {
	// CreateAPIKey returns the stored key and its secret, shown only now.
	CreateAPIKey(ctx context.Context, accountID int64, name string) (*APIKey, string, error)
	FindAPIKeys(ctx context.Context, accountID int64) ([]*APIKey, error)
	RevokeAPIKey(ctx context.Context, accountID, id int64) error
	// AuthenticateAPIKey returns the account that owns key and records its use.
	AuthenticateAPIKey(ctx context.Context, key string) (int64, error)
}
