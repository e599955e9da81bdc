package client

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// SupplyInput is the body of POST /api/v1/addresses/{id}/supplies (Name,
// Unit, Count and Par required) and of PATCH …/supplies/{supply_id}
// (the fields given change; Reason goes to the count's history).
type SupplyInput struct {
	Name          *string  `json:"name,omitempty"`
	Unit          *string  `json:"unit,omitempty"`
	Count         *int     `json:"count,omitempty"`
	Min           *int     `json:"min,omitempty"`
	Par           *int     `json:"par,omitempty"`
	PerGuestNight *float64 `json:"per_guest_night,omitempty"`
	Reason        *string  `json:"reason,omitempty"`
}

// ListSupplies returns a property's supplies.
func (c *Client) ListSupplies(ctx context.Context, addressID int64) ([]*steward.Supply, error) {
	var out struct {
		Supplies []*steward.Supply `json:"supplies"`
	}
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d/supplies", addressID), nil, &out); err != nil {
		return nil, err
	}
	return out.Supplies, nil
}

// CreateSupply adds a supply to a property.
func (c *Client) CreateSupply(ctx context.Context, addressID int64, in SupplyInput) (*steward.Supply, error) {
	var s steward.Supply
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/addresses/%d/supplies", addressID), in, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// UpdateSupply changes a supply.
func (c *Client) UpdateSupply(ctx context.Context, addressID, id int64, in SupplyInput) (*steward.Supply, error) {
	var s steward.Supply
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/addresses/%d/supplies/%d", addressID, id), in, &s); err != nil {
		return nil, err
	}
	return &s, nil
}

// DeleteSupply deletes a supply and its history.
func (c *Client) DeleteSupply(ctx context.Context, addressID, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/addresses/%d/supplies/%d", addressID, id), nil, nil)
}

// SupplyHistory returns the changes of a supply's count, oldest first.
func (c *Client) SupplyHistory(ctx context.Context, addressID, id int64) ([]*steward.SupplyEvent, error) {
	var out struct {
		History []*steward.SupplyEvent `json:"history"`
	}
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d/supplies/%d/history", addressID, id), nil, &out); err != nil {
		return nil, err
	}
	return out.History, nil
}
