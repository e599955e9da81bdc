package steward

import (
	"context"
	"net/mail"
	"strings"
	"time"
)

// Pro is a service professional who does jobs for the account.
//
// Rating is not entered by anyone: it is earned. It starts at 5.0 and is
// 5 × completed / (completed + failed) over the pro's finished jobs, to one
// decimal, where failed means a job cancelled while in progress.
type Pro struct {
	ID        int64         `json:"id"`
	AccountID int64         `json:"-"`
	Name      string        `json:"name"`
	Email     string        `json:"email"`
	Phone     string        `json:"phone"`
	Services  []ServiceType `json:"services"`
	Rating    float64       `json:"rating"`
	Active    bool          `json:"active"`
	CreatedAt time.Time     `json:"created_at"`
}

// Offers reports whether the pro does service type t.
func (p *Pro) Offers(t ServiceType) bool {
	for _, s := range p.Services {
		if s == t {
			return true
		}
	}
	return false
}

// ProRating computes a pro's rating from finished jobs (see Pro).
func ProRating(completed, failed int) float64 {
	if completed+failed == 0 {
		return 5
	}
	r := 5 * float64(completed) / float64(completed+failed)
	return float64(int(r*10+0.5)) / 10
}

// ProCreate is what it takes to add a pro. Services default to cleaning;
// Active defaults to true.
type ProCreate struct {
	Name     string
	Email    string
	Phone    string
	Services []ServiceType
	Active   *bool
}

// Validate checks the fields, normalises the email and applies defaults.
func (c *ProCreate) Validate() error {
	c.Name, c.Email, c.Phone = strings.TrimSpace(c.Name), strings.TrimSpace(c.Email), strings.TrimSpace(c.Phone)
	if c.Name == "" {
		return MissingField("name")
	} else if err := CheckText("name", c.Name, 200); err != nil {
		return err
	} else if c.Email == "" {
		return MissingField("email")
	} else if err := CheckEmail("email", c.Email); err != nil {
		return err
	} else if err := CheckText("phone", c.Phone, 50); err != nil {
		return err
	}
	if len(c.Services) == 0 {
		c.Services = []ServiceType{Cleaning}
	}
	seen := map[ServiceType]bool{}
	services := c.Services[:0:0]
	for _, s := range c.Services {
		if !s.Valid() {
			return invalidServiceType("services entry", s)
		}
		if !seen[s] {
			seen[s] = true
			services = append(services, s)
		}
	}
	c.Services = services
	return nil
}

// MaxEmailLen is the longest email address accepted: the 254 characters
// that fit SMTP's 256-character path (RFC 5321, with its angle brackets).
const MaxEmailLen = 254

// ValidEmail reports whether s is a plain email address (no display name)
// of at most MaxEmailLen characters.
func ValidEmail(s string) bool {
	if len(s) > MaxEmailLen || !ValidText(s) {
		return false
	}
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s && strings.Contains(s[strings.LastIndexByte(s, '@'):], ".")
}

// CheckEmail returns a validation error naming field when s is not a
// valid email address (see ValidEmail).
func CheckEmail(field, s string) error {
	if err := CheckText(field, s, MaxEmailLen); err != nil {
		return err
	} else if !ValidEmail(s) {
		return Errorf(EVALIDATION, "Invalid %s %q: must be an email address", field, s)
	}
	return nil
}

// ProService manages pros, scoped to accountID.
//
// Errors: ENOTFOUND ("Pro not found"); EVALIDATION for bad input.
type ProService interface {
	FindProByID(ctx context.Context, accountID, id int64) (*Pro, error)
	// FindPros returns every pro of the account, ordered by id.
	FindPros(ctx context.Context, accountID int64) ([]*Pro, error)
	CreatePro(ctx context.Context, accountID int64, in ProCreate) (*Pro, error)
}
