package client

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// AssetInput is the body of POST /api/v1/addresses/{id}/assets; empty
// fields are left out.
type AssetInput struct {
	Kind         string             `json:"kind"`
	Location     string             `json:"location,omitempty"`
	Make         string             `json:"make,omitempty"`
	Model        string             `json:"model,omitempty"`
	Serial       string             `json:"serial,omitempty"`
	InstalledOn  *string            `json:"installed_on,omitempty"`
	Status       string             `json:"status,omitempty"`
	ServiceTasks []ServiceTaskInput `json:"service_tasks,omitempty"`
}

// ServiceTaskInput is one service task of an asset; ID (PATCH only)
// keeps that task.
type ServiceTaskInput struct {
	ID           int64   `json:"id,omitempty"`
	Name         string  `json:"name"`
	IntervalDays int     `json:"interval_days"`
	LastDoneOn   *string `json:"last_done_on,omitempty"`
}

// ListAssets returns the equipment of a property.
func (c *Client) ListAssets(ctx context.Context, addressID int64) ([]*steward.Asset, error) {
	var out struct {
		Assets []*steward.Asset `json:"assets"`
	}
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d/assets", addressID), nil, &out); err != nil {
		return nil, err
	}
	return out.Assets, nil
}

// CreateAsset adds equipment to a property.
func (c *Client) CreateAsset(ctx context.Context, addressID int64, in AssetInput) (*steward.Asset, error) {
	var a steward.Asset
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/addresses/%d/assets", addressID), in, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// GetAsset returns an asset.
func (c *Client) GetAsset(ctx context.Context, id int64) (*steward.Asset, error) {
	var a steward.Asset
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/assets/%d", id), nil, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// UpdateAsset changes an asset: fields is the PATCH body (a map or a
// struct; service_tasks, when given, replaces the tasks).
func (c *Client) UpdateAsset(ctx context.Context, id int64, fields any) (*steward.Asset, error) {
	var a steward.Asset
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/assets/%d", id), fields, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// DeleteAsset deletes an asset.
func (c *Client) DeleteAsset(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/assets/%d", id), nil, nil)
}

// AssetHistory returns an asset's jobs and changes.
func (c *Client) AssetHistory(ctx context.Context, id int64) (*steward.AssetHistory, error) {
	var h steward.AssetHistory
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/assets/%d/history", id), nil, &h); err != nil {
		return nil, err
	}
	return &h, nil
}
