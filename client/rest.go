package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/stewardhq/steward"
)

// JobCreate is the body of POST /api/v1/jobs.
type JobCreate struct {
	AddressID   int64     `json:"address_id"`
	ServiceType string    `json:"service_type"`
	ScheduledAt time.Time `json:"scheduled_at"`
	ProID       *int64    `json:"pro_id,omitempty"`
	Price       *float64  `json:"price,omitempty"`
	Notes       *string   `json:"notes,omitempty"`
	DuringStay  bool      `json:"during_stay,omitempty"`
	AssetID     *int64    `json:"asset_id,omitempty"`
}

// JobUpdate is the body of PATCH /api/v1/jobs/{id}; nil fields are left
// out. ProID assigns a pro; UnassignPro sends "pro_id": null instead.
type JobUpdate struct {
	ScheduledAt *time.Time `json:"scheduled_at,omitempty"`
	Notes       *string    `json:"notes,omitempty"`
	Status      *string    `json:"status,omitempty"`
	ProID       *int64     `json:"pro_id,omitempty"`
	UnassignPro bool       `json:"-"`
	ServiceType *string    `json:"service_type,omitempty"`
	Price       *float64   `json:"price,omitempty"`
	// Cost sets what the pro is paid by hand; ResetCost gives the job back
	// its computed cost (cost: null).
	Cost       *float64 `json:"cost,omitempty"`
	ResetCost  bool     `json:"-"`
	DuringStay bool     `json:"during_stay,omitempty"`
	AssetID    *int64   `json:"asset_id,omitempty"`
	// UnlinkAsset sends asset_id null: the job is no longer about any
	// equipment.
	UnlinkAsset bool `json:"-"`
}

// MarshalJSON writes u as the API reads it: pro_id is null when
// UnassignPro is set, cost when ResetCost is.
func (u JobUpdate) MarshalJSON() ([]byte, error) {
	type plain JobUpdate // without this method
	if u.UnassignPro && u.ProID != nil {
		return nil, errors.New("client: JobUpdate has both ProID and UnassignPro")
	} else if u.ResetCost && u.Cost != nil {
		return nil, errors.New("client: JobUpdate has both Cost and ResetCost")
	} else if u.UnlinkAsset && u.AssetID != nil {
		return nil, errors.New("client: JobUpdate has both AssetID and UnlinkAsset")
	}
	b, err := json.Marshal(plain(u))
	if err != nil || !u.UnassignPro && !u.ResetCost && !u.UnlinkAsset {
		return b, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	if u.UnassignPro {
		m["pro_id"] = nil
	}
	if u.ResetCost {
		m["cost"] = nil
	}
	if u.UnlinkAsset {
		m["asset_id"] = nil
	}
	return json.Marshal(m)
}

// JobListParams filters and pages GET /api/v1/jobs; zero values are omitted.
type JobListParams struct {
	AddressID *int64
	ProID     *int64
	// ReservationID selects the turnover job of one stay.
	ReservationID *int64
	Status        string // one status or a comma-separated list
	From, To      string // RFC 3339 bounds of scheduled_at, from inclusive, to exclusive
	Limit         int
	Offset        int
}

// JobList is one page of jobs and the number of all matches.
type JobList struct {
	Jobs  []*steward.Job `json:"jobs"`
	Total int            `json:"total"`
}

// ListJobs returns one page of jobs.
func (c *Client) ListJobs(ctx context.Context, p JobListParams) (*JobList, error) {
	q := url.Values{}
	ptrQuery(q, "address_id", p.AddressID)
	ptrQuery(q, "pro_id", p.ProID)
	ptrQuery(q, "reservation_id", p.ReservationID)
	for _, kv := range [][2]string{{"status", p.Status}, {"from", p.From}, {"to", p.To}} {
		if kv[1] != "" {
			q.Set(kv[0], kv[1])
		}
	}
	if p.Limit != 0 {
		q.Set("limit", fmt.Sprint(p.Limit))
	}
	if p.Offset != 0 {
		q.Set("offset", fmt.Sprint(p.Offset))
	}
	var out JobList
	if err := c.Do(ctx, "GET", withQuery("/api/v1/jobs", q), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetJob returns one job.
func (c *Client) GetJob(ctx context.Context, id int64) (*steward.Job, error) {
	var j steward.Job
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs/%d", id), nil, &j); err != nil {
		return nil, err
	}
	return &j, nil
}

// CreateJob requests a job.
func (c *Client) CreateJob(ctx context.Context, in JobCreate) (*steward.Job, error) {
	var j steward.Job
	if err := c.Do(ctx, "POST", "/api/v1/jobs", in, &j); err != nil {
		return nil, err
	}
	return &j, nil
}

// UpdateJob changes a job's schedule, notes, status, pro, service type or
// price.
func (c *Client) UpdateJob(ctx context.Context, id int64, upd JobUpdate) (*steward.Job, error) {
	var j steward.Job
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/jobs/%d", id), upd, &j); err != nil {
		return nil, err
	}
	return &j, nil
}

// JobHistory returns a job's changes, oldest first.
func (c *Client) JobHistory(ctx context.Context, id int64) ([]*steward.JobHistoryEntry, error) {
	var out struct {
		History []*steward.JobHistoryEntry `json:"history"`
	}
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs/%d/history", id), nil, &out); err != nil {
		return nil, err
	}
	return out.History, nil
}

// CancelJob cancels a pending or confirmed job.
func (c *Client) CancelJob(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/jobs/%d", id), nil, nil)
}

// AddressCreate is the body of POST /api/v1/addresses.
type AddressCreate struct {
	Street             string   `json:"street"`
	City               string   `json:"city"`
	State              string   `json:"state"`
	Zip                string   `json:"zip"`
	Country            string   `json:"country,omitempty"`
	Nickname           *string  `json:"nickname,omitempty"`
	AccessInstructions *string  `json:"access_instructions,omitempty"`
	Bedrooms           *int     `json:"bedrooms,omitempty"`
	Bathrooms          *float64 `json:"bathrooms,omitempty"`
	SquareFeet         *int     `json:"square_feet,omitempty"`
}

// ListAddresses returns every address of the account.
func (c *Client) ListAddresses(ctx context.Context) ([]*steward.Address, error) {
	var out struct {
		Addresses []*steward.Address `json:"addresses"`
	}
	err := c.Do(ctx, "GET", "/api/v1/addresses", nil, &out)
	return out.Addresses, err
}

// CreateAddress adds a property.
func (c *Client) CreateAddress(ctx context.Context, in AddressCreate) (*steward.Address, error) {
	var a steward.Address
	if err := c.Do(ctx, "POST", "/api/v1/addresses", in, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// ListTodos returns the to-do lists of an address.
func (c *Client) ListTodos(ctx context.Context, addressID int64) ([]*steward.TodoList, error) {
	var out struct {
		Todos []*steward.TodoList `json:"todos"`
	}
	err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d/todos", addressID), nil, &out)
	return out.Todos, err
}

// ProCreate is the body of POST /api/v1/pros.
type ProCreate struct {
	Name     string        `json:"name"`
	Email    string        `json:"email"`
	Phone    string        `json:"phone,omitempty"`
	Services []string      `json:"services,omitempty"`
	Active   *bool         `json:"active,omitempty"`
	Rates    steward.Rates `json:"rates,omitempty"`
}

// ListPros returns every pro of the account.
func (c *Client) ListPros(ctx context.Context) ([]*steward.Pro, error) {
	var out struct {
		Pros []*steward.Pro `json:"pros"`
	}
	err := c.Do(ctx, "GET", "/api/v1/pros", nil, &out)
	return out.Pros, err
}

// CreatePro adds a pro.
func (c *Client) CreatePro(ctx context.Context, in ProCreate) (*steward.Pro, error) {
	var p steward.Pro
	if err := c.Do(ctx, "POST", "/api/v1/pros", in, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// GetPro returns one pro.
func (c *Client) GetPro(ctx context.Context, id int64) (*steward.Pro, error) {
	var p steward.Pro
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/pros/%d", id), nil, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// ProUpdate is the body of PATCH /api/v1/pros/{id}; nil fields are left
// out. Services, when not nil, replaces the pro's services.
type ProUpdate struct {
	Name     *string       `json:"name,omitempty"`
	Email    *string       `json:"email,omitempty"`
	Phone    *string       `json:"phone,omitempty"`
	Services []string      `json:"services,omitempty"`
	Active   *bool         `json:"active,omitempty"`
	Rates    steward.Rates `json:"rates,omitempty"` // replaces all the rates; non-nil empty is not sent (omitempty)
}

// UpdatePro changes a pro. It also returns the ids of the upcoming jobs the
// server unassigned because the pro can no longer do them (the
// Steward-Unassigned-Jobs header), empty when none.
func (c *Client) UpdatePro(ctx context.Context, id int64, upd ProUpdate) (*steward.Pro, []int64, error) {
	var p steward.Pro
	h, err := c.do(ctx, "PATCH", fmt.Sprintf("/api/v1/pros/%d", id), nil, upd, &p)
	if err != nil {
		return nil, nil, err
	}
	unassigned := []int64{}
	if v := h.Get("Steward-Unassigned-Jobs"); v != "" {
		for _, s := range strings.Split(v, ",") {
			n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
			if err != nil {
				return nil, nil, fmt.Errorf("client: Steward-Unassigned-Jobs %q: %w", v, err)
			}
			unassigned = append(unassigned, n)
		}
	}
	return &p, unassigned, nil
}

// ReservationCreate is the body of POST /api/v1/reservations.
type ReservationCreate struct {
	AddressID        int64     `json:"address_id"`
	GuestName        string    `json:"guest_name"`
	CheckIn          time.Time `json:"check_in"`
	CheckOut         time.Time `json:"check_out"`
	Guests           *int      `json:"guests,omitempty"`
	ConfirmationCode string    `json:"confirmation_code,omitempty"`
}

// ListReservations returns the account's reservations, optionally of one address.
func (c *Client) ListReservations(ctx context.Context, addressID *int64) ([]*steward.Reservation, error) {
	q := url.Values{}
	ptrQuery(q, "address_id", addressID)
	var out struct {
		Reservations []*steward.Reservation `json:"reservations"`
	}
	err := c.Do(ctx, "GET", withQuery("/api/v1/reservations", q), nil, &out)
	return out.Reservations, err
}

// CreateReservation records a guest stay.
func (c *Client) CreateReservation(ctx context.Context, in ReservationCreate) (*steward.Reservation, error) {
	var r steward.Reservation
	if err := c.Do(ctx, "POST", "/api/v1/reservations", in, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// GetAddress returns one property, archived or not.
func (c *Client) GetAddress(ctx context.Context, id int64) (*steward.Address, error) {
	var a steward.Address
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d", id), nil, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// ListArchivedAddresses returns the account's archived properties.
func (c *Client) ListArchivedAddresses(ctx context.Context) ([]*steward.Address, error) {
	var out struct {
		Addresses []*steward.Address `json:"addresses"`
	}
	err := c.Do(ctx, "GET", "/api/v1/addresses?archived=true", nil, &out)
	return out.Addresses, err
}

// UpdateAddress edits a property with the body of PATCH
// /api/v1/addresses/{id}: a map (or struct) of the fields to change, as the
// API names them, e.g. {"timezone": "America/Denver", "turnover": {"enabled": true}}.
func (c *Client) UpdateAddress(ctx context.Context, id int64, fields any) (*steward.Address, error) {
	var a steward.Address
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/addresses/%d", id), fields, &a); err != nil {
		return nil, err
	}
	return &a, nil
}

// ArchiveAddress archives a property and cancels its future jobs.
func (c *Client) ArchiveAddress(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/addresses/%d", id), nil, nil)
}

// ReservationListParams filters GET /api/v1/reservations; zero values are
// omitted. Status is confirmed (the default), cancelled or all; From and To
// keep the stays overlapping the window.
type ReservationListParams struct {
	AddressID *int64
	Status    string
	From, To  *time.Time
}

// FindReservations returns the account's reservations matching p.
func (c *Client) FindReservations(ctx context.Context, p ReservationListParams) ([]*steward.Reservation, error) {
	q := url.Values{}
	ptrQuery(q, "address_id", p.AddressID)
	if p.Status != "" {
		q.Set("status", p.Status)
	}
	if p.From != nil {
		q.Set("from", p.From.Format(time.RFC3339))
	}
	if p.To != nil {
		q.Set("to", p.To.Format(time.RFC3339))
	}
	var out struct {
		Reservations []*steward.Reservation `json:"reservations"`
	}
	err := c.Do(ctx, "GET", withQuery("/api/v1/reservations", q), nil, &out)
	return out.Reservations, err
}

// GetReservation returns one stay, cancelled or not.
func (c *Client) GetReservation(ctx context.Context, id int64) (*steward.Reservation, error) {
	var r steward.Reservation
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/reservations/%d", id), nil, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// ReservationUpdate is the body of PATCH /api/v1/reservations/{id}; nil
// fields are left out. CheckIn and CheckOut are RFC 3339 date-times or
// dates alone (YYYY-MM-DD: the property's check-in or check-out time).
type ReservationUpdate struct {
	GuestName        *string `json:"guest_name,omitempty"`
	CheckIn          *string `json:"check_in,omitempty"`
	CheckOut         *string `json:"check_out,omitempty"`
	Guests           *int    `json:"guests,omitempty"`
	ConfirmationCode *string `json:"confirmation_code,omitempty"`
	Status           *string `json:"status,omitempty"`
}

// UpdateReservation edits a stay.
func (c *Client) UpdateReservation(ctx context.Context, id int64, u ReservationUpdate) (*steward.Reservation, error) {
	var r steward.Reservation
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/reservations/%d", id), u, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// CancelReservation cancels a stay; it keeps its row with status cancelled.
func (c *Client) CancelReservation(ctx context.Context, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/reservations/%d", id), nil, nil)
}

// CalendarCreate is the body of POST /api/v1/addresses/{id}/calendars.
type CalendarCreate struct {
	URL          string `json:"url"`
	Name         string `json:"name,omitempty"`
	ImportBlocks bool   `json:"import_blocks"`
}

// ListCalendars returns a property's calendar feeds with their health.
func (c *Client) ListCalendars(ctx context.Context, addressID int64) ([]*steward.Calendar, error) {
	var out struct {
		Calendars []*steward.Calendar `json:"calendars"`
	}
	err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d/calendars", addressID), nil, &out)
	return out.Calendars, err
}

// CreateCalendar adds a calendar feed to a property.
func (c *Client) CreateCalendar(ctx context.Context, addressID int64, in CalendarCreate) (*steward.Calendar, error) {
	var out steward.Calendar
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/addresses/%d/calendars", addressID), in, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteCalendar removes a calendar feed; its stays stay.
func (c *Client) DeleteCalendar(ctx context.Context, addressID, id int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/addresses/%d/calendars/%d", addressID, id), nil, nil)
}

// SyncCalendar syncs a calendar feed now and returns it with its health.
func (c *Client) SyncCalendar(ctx context.Context, addressID, id int64) (*steward.Calendar, error) {
	var out steward.Calendar
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/addresses/%d/calendars/%d/sync", addressID, id), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// ProPrefs reads a property's preferred pros: for each service type, the
// pro ids in the order they are offered its jobs.
func (c *Client) ProPrefs(ctx context.Context, addressID int64) (map[string][]int64, error) {
	var out map[string][]int64
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/addresses/%d/pros", addressID), nil, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// SetProPrefs replaces a property's preferred pros, keyed by service type.
func (c *Client) SetProPrefs(ctx context.Context, addressID int64, prefs map[string][]int64) (map[string][]int64, error) {
	var out map[string][]int64
	if err := c.Do(ctx, "PUT", fmt.Sprintf("/api/v1/addresses/%d/pros", addressID), prefs, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// CreateProLink makes a new link for a pro, revoking the previous one.
func (c *Client) CreateProLink(ctx context.Context, proID int64) (*steward.ProLink, error) {
	var l steward.ProLink
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/pros/%d/link", proID), nil, &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// RevokeProLink revokes a pro's link.
func (c *Client) RevokeProLink(ctx context.Context, proID int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/pros/%d/link", proID), nil, nil)
}
