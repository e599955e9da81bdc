package steward

import (
	"context"
	"strings"
	"time"
)

// Address is a property the account manages. Timezone is derived from the
// state and country when the address is created; times the assistant reads
// ("tomorrow at 10") are local to it.
type Address struct {
	ID                 int64     `json:"id"`
	AccountID          int64     `json:"-"`
	Street             string    `json:"street"`
	City               string    `json:"city"`
	State              string    `json:"state"`
	Zip                string    `json:"zip"`
	Country            string    `json:"country"`
	Nickname           *string   `json:"nickname"`
	AccessInstructions *string   `json:"access_instructions"`
	Bedrooms           *int      `json:"bedrooms"`
	Bathrooms          *float64  `json:"bathrooms"`
	SquareFeet         *int      `json:"square_feet"`
	Timezone           string    `json:"timezone"`
	CreatedAt          time.Time `json:"created_at"`
}

// Name is how people call the property: its nickname, else its street.
func (a *Address) Name() string {
	if a.Nickname != nil && *a.Nickname != "" {
		return *a.Nickname
	}
	return a.Street
}

// Location returns the property's time zone, UTC when it is unknown.
func (a *Address) Location() *time.Location {
	if loc, err := time.LoadLocation(a.Timezone); err == nil {
		return loc
	}
	return time.UTC
}

// AddressCreate is what it takes to add a property.
type AddressCreate struct {
	Street             string
	City               string
	State              string
	Zip                string
	Country            string // default "US"
	Nickname           *string
	AccessInstructions *string
	Bedrooms           *int
	Bathrooms          *float64
	SquareFeet         *int
}

// Validate checks required fields and ranges, and applies the country default.
func (c *AddressCreate) Validate() error {
	c.Street, c.City = strings.TrimSpace(c.Street), strings.TrimSpace(c.City)
	c.State, c.Zip = strings.TrimSpace(c.State), strings.TrimSpace(c.Zip)
	c.Country = strings.ToUpper(strings.TrimSpace(c.Country))
	if c.Country == "" {
		c.Country = "US"
	}
	for _, f := range []struct{ name, v string }{{"street", c.Street}, {"city", c.City}, {"state", c.State}, {"zip", c.Zip}} {
		if f.v == "" {
			return MissingField(f.name)
		} else if err := CheckText(f.name, f.v, 200); err != nil {
			return err
		}
	}
	if len(c.Country) != 2 || strings.Trim(c.Country, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return Errorf(EVALIDATION, "Invalid country %q: use a two-letter ISO 3166 code such as US", c.Country)
	} else if c.Bedrooms != nil && (*c.Bedrooms < 0 || *c.Bedrooms > 100) {
		return Errorf(EVALIDATION, "Invalid bedrooms: must be between 0 and 100")
	} else if c.Bathrooms != nil && (*c.Bathrooms < 0 || *c.Bathrooms > 100) {
		return Errorf(EVALIDATION, "Invalid bathrooms: must be between 0 and 100")
	} else if c.SquareFeet != nil && (*c.SquareFeet < 0 || *c.SquareFeet > 1_000_000) {
		return Errorf(EVALIDATION, "Invalid square_feet: must be between 0 and 1000000")
	}
	if c.Nickname != nil {
		if err := CheckText("nickname", *c.Nickname, 200); err != nil {
			return err
		}
	}
	if c.AccessInstructions != nil {
		return CheckText("access_instructions", *c.AccessInstructions, MaxNotesLen)
	}
	return nil
}

// AddressService manages properties, scoped to accountID.
//
// Errors: ENOTFOUND ("Address not found"); EVALIDATION for bad input.
// CreateAddress also creates the address's default to-do lists.
type AddressService interface {
	FindAddressByID(ctx context.Context, accountID, id int64) (*Address, error)
	// FindAddresses returns every address of the account, ordered by id.
	FindAddresses(ctx context.Context, accountID int64) ([]*Address, error)
	CreateAddress(ctx context.Context, accountID int64, in AddressCreate) (*Address, error)
}
