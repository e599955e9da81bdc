package steward

import (
	"context"
	"net/mail"
	"strings"
	"time"
)

// Pro is a service professional who does jobs for the account.
//
// Rating is not entered by anyone: it is earned. Its reliability part
// starts at 5.0 and is 5 × completed / (completed + failed) over the pro's
// finished jobs, to one decimal, where failed means a job cancelled while
// in progress, or one that failed by the pro's fault (FailNoShow,
// FailProCancelled); the host's ratings of the pro's jobs are blended in
// (see ProQualityRating).
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
	// RatingsCount is how many of the pro's jobs the host rated;
	// QualityIssues how many of those were rated poorly (see Rating.Poor);
	// LowRatingsSince when the pro's recent ratings fell below the
	// threshold and they were moved to the end of the preferred lists (nil
	// while they are not below it). See ProQualityRating.
	RatingsCount    int        `json:"ratings_count"`
	QualityIssues   int        `json:"quality_issues"`
	LowRatingsSince *time.Time `json:"low_ratings_since"`
	// Rates are what the pro is paid per service type (see JobCost).
	Rates Rates `json:"rates"`
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
	Rates    Rates // none by default
}

// Validate checks the fields, normalises the email and applies defaults.
func (c *ProCreate) Validate() error {
	if len(c.Services) == 0 {
		c.Services = []ServiceType{Cleaning}
	}
	if err := checkProFields(&c.Name, &c.Email, &c.Phone, &c.Services); err != nil {
		return err
	}
	return c.Rates.Validate()
}

// ProUpdate is a partial change to a pro; nil fields stay as they are.
// Services, when not nil, replaces the pro's services and must list at
// least one.
type ProUpdate struct {
	Name     *string
	Email    *string
	Phone    *string
	Services []ServiceType
	Active   *bool
	// Rates, when not nil, replaces all the pro's rates ({} removes them).
	Rates Rates
}

// Validate checks the fields that are set by the rules of ProCreate, and
// normalises them as it does.
func (u *ProUpdate) Validate() error {
	if u.Services != nil && len(u.Services) == 0 {
		return Errorf(EVALIDATION, "Invalid services: must list at least one of %s", joinServiceTypes())
	}
	if err := checkProFields(u.Name, u.Email, u.Phone, &u.Services); err != nil {
		return err
	}
	return u.Rates.Validate()
}

// Apply returns p with u applied; u must be valid (see ProUpdate.Validate).
func (p Pro) Apply(u ProUpdate) Pro {
	if u.Name != nil {
		p.Name = *u.Name
	}
	if u.Email != nil {
		p.Email = *u.Email
	}
	if u.Phone != nil {
		p.Phone = *u.Phone
	}
	if u.Services != nil {
		p.Services = u.Services
	}
	if u.Active != nil {
		p.Active = *u.Active
	}
	if u.Rates != nil {
		p.Rates = u.Rates
	}
	return p
}

// CannotDo reports whether j, a job of p's, is one p can no longer do at
// now, and so is to be unassigned when p changes: a job not yet started
// (pending or confirmed) scheduled at or after now, while p is inactive or
// does not offer its service type (see CheckAssignable). Jobs in progress,
// finished or due in the past stay as they are.
func (p *Pro) CannotDo(j Job, now time.Time) bool {
	return j.ProID != nil && *j.ProID == p.ID && j.Cancellable() && !j.ScheduledAt.Before(now) &&
		CheckAssignable(p, j.ServiceType) != nil
}

// checkProFields trims, checks and normalises the fields of a pro that are
// given (not nil): ProCreate and ProUpdate share the rules.
func checkProFields(name, email, phone *string, services *[]ServiceType) error {
	for _, s := range []*string{name, email, phone} {
		if s != nil {
			*s = strings.TrimSpace(*s)
		}
	}
	if name != nil {
		if *name == "" {
			return MissingField("name")
		} else if err := CheckText("name", *name, 200); err != nil {
			return err
		}
	}
	if email != nil {
		if *email == "" {
			return MissingField("email")
		} else if err := CheckEmail("email", *email); err != nil {
			return err
		}
	}
	if phone != nil {
		if err := CheckText("phone", *phone, 50); err != nil {
			return err
		}
	}
	if *services == nil {
		return nil
	}
	seen := map[ServiceType]bool{}
	list := (*services)[:0:0]
	for _, s := range *services {
		if !s.Valid() {
			return invalidServiceType("services entry", s)
		}
		if !seen[s] {
			seen[s] = true
			list = append(list, s)
		}
	}
	*services = list
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
	// UpdatePro changes a pro and, in the same transaction, unassigns the
	// jobs the pro can no longer do (see Pro.CannotDo), each announcing its
	// job.scheduled event with the previous pro_id. It returns the pro and
	// the ids of those jobs, in scheduled order.
	UpdatePro(ctx context.Context, accountID, id int64, upd ProUpdate) (*Pro, []int64, error)
}
