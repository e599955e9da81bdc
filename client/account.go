package client

import (
	"context"
	"fmt"
	"time"

	"github.com/stewardhq/steward"
)

// Signup opens an account and remembers its login token.
func (c *Client) Signup(ctx context.Context, in steward.Signup) (*steward.Session, error) {
	var s steward.Session
	body := map[string]string{"first_name": in.FirstName, "last_name": in.LastName, "email": in.Email, "password": in.Password}
	if err := c.Do(ctx, "POST", "/api/v2/auth/signup", body, &s); err != nil {
		return nil, err
	}
	c.Token = s.Token
	return &s, nil
}

// Login opens a session and remembers its token.
func (c *Client) Login(ctx context.Context, email, password string) (*steward.Session, error) {
	var s steward.Session
	if err := c.Do(ctx, "POST", "/api/v2/auth/login", map[string]string{"email": email, "password": password}, &s); err != nil {
		return nil, err
	}
	c.Token = s.Token
	return &s, nil
}

// Logout revokes the client's login token.
func (c *Client) Logout(ctx context.Context) error {
	return c.Do(ctx, "POST", "/api/v2/auth/logout", nil, nil)
}

// CreatedAPIKey is a new API key with its secret, shown only once.
type CreatedAPIKey struct {
	ID         int64      `json:"id"`
	Name       string     `json:"name"`
	Key        string     `json:"key"`
	Prefix     string     `json:"prefix"`
	CreatedAt  time.Time  `json:"created_at"`
	LastUsedAt *time.Time `json:"last_used_at"`
}

// CreateAPIKey issues an API key (needs a login token).
func (c *Client) CreateAPIKey(ctx context.Context, name string) (*CreatedAPIKey, error) {
	var k CreatedAPIKey
	if err := c.Do(ctx, "POST", "/api/v2/api-keys", map[string]string{"name": name}, &k); err != nil {
		return nil, err
	}
	return &k, nil
}

// ListAPIKeys lists the account's live API keys, without secrets.
func (c *Client) ListAPIKeys(ctx context.Context) ([]*steward.APIKey, error) {
	var out struct {
		APIKeys []*steward.APIKey `json:"api_keys"`
	}
	err := c.Do(ctx, "GET", "/api/v2/api-keys", nil, &out)
	return out.APIKeys, err
}

// RevokeAPIKey revokes an API key.
func (c *Client) RevokeAPIKey(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v2/api-keys/%d", id), nil, nil)
}
