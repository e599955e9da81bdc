package tool

import (
	"fmt"
	"math"
	"time"

	"github.com/stewardhq/steward"
)

type loginArgs struct {
	Email    string `json:"email" jsonschema:"the account's email address"`
	Password string `json:"password" jsonschema:"the account's password"`
}

type signupArgs struct {
	FirstName string `json:"first_name" jsonschema:"the account holder's first name"`
	LastName  string `json:"last_name" jsonschema:"the account holder's last name"`
	Email     string `json:"email" jsonschema:"email address to log in with; must not be registered yet"`
	Password  string `json:"password" jsonschema:"at least 8 characters"`
}

func sessionResult(s *steward.Session, verb string) *Result {
	return &Result{Value: s, Text: fmt.Sprintf("%s as account %d. Token (valid until %s): %s\n"+
		"Reconnect with the header Authorization: Bearer <token> to use the other tools.",
		verb, s.AccountID, s.ExpiresAt.Format("2006-01-02"), s.Token)}
}

var loginTool = define(Tool{
	Name:  "login",
	Title: "Log in",
	Description: "Log in to a Steward account with email and password. Returns a login token; send it as " +
		"'Authorization: Bearer <token>' on later requests to use every other tool. Not needed when the " +
		"connection already carries an API key or token.",
	Public: true,
}, func(c *call, in *loginArgs) (*Result, error) {
	if c.LoginLimiter != nil {
		if ok, wait := c.LoginLimiter.AllowLogin(in.Email, steward.ClientIPFromContext(c.ctx)); !ok {
			return nil, rateLimited("Too many failed login attempts from this address", wait)
		}
	}
	s, err := c.Accounts.Login(c.ctx, in.Email, in.Password)
	if err != nil {
		return nil, err
	}
	if c.LoginLimiter != nil {
		c.LoginLimiter.LoginSucceeded(in.Email, steward.ClientIPFromContext(c.ctx))
	}
	return sessionResult(s, "Logged in"), nil
})

var signupTool = define(Tool{
	Name:  "signup",
	Title: "Sign up",
	Description: "Create a new Steward account and log in to it. Returns a login token; send it as " +
		"'Authorization: Bearer <token>' on later requests to use every other tool.",
	Public: true,
}, func(c *call, in *signupArgs) (*Result, error) {
	if c.LoginLimiter != nil {
		if ok, wait := c.LoginLimiter.AllowSignup(steward.ClientIPFromContext(c.ctx)); !ok {
			return nil, rateLimited("Too many sign-ups from this address", wait)
		}
	}
	s, err := c.Accounts.Signup(c.ctx, steward.Signup{FirstName: in.FirstName, LastName: in.LastName,
		Email: in.Email, Password: in.Password})
	if err != nil {
		return nil, err
	}
	return sessionResult(s, "Signed up"), nil
})

// rateLimited is the RATE_LIMITED error of a refused attempt, in the REST
// API's words: what was refused, then the wait in whole seconds, at least 1.
func rateLimited(what string, wait time.Duration) error {
	return steward.Errorf(steward.ERATELIMITED, "%s: retry after %d s", what, max(int(math.Ceil(wait.Seconds())), 1))
}
