package client

import (
	"context"
	"fmt"

	"github.com/stewardhq/steward"
)

// TodoListInput is the body of POST /api/v1/addresses/{id}/todos and of
// PATCH /api/v1/addresses/{id}/todos/{list_id}, which replaces the list.
type TodoListInput struct {
	Name        string          `json:"name"`
	ServiceType string          `json:"service_type"`
	Items       []TodoItemInput `json:"items"`
}

// TodoItemInput is one item of a TodoListInput; ID (PATCH only) keeps
// that item of the list.
type TodoItemInput struct {
	ID          int64  `json:"id,omitempty"`
	Description string `json:"description"`
	Kind        string `json:"kind,omitempty"`
	Required    bool   `json:"required,omitempty"`
}

// CreateTodoList adds a to-do list to an address.
func (c *Client) CreateTodoList(ctx context.Context, addressID int64, in TodoListInput) (*steward.TodoList, error) {
	if in.Items == nil {
		in.Items = []TodoItemInput{}
	}
	var l steward.TodoList
	if err := c.Do(ctx, "POST", fmt.Sprintf("/api/v1/addresses/%d/todos", addressID), in, &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// UpdateTodoList replaces a to-do list's name, service type and items.
func (c *Client) UpdateTodoList(ctx context.Context, addressID, listID int64, in TodoListInput) (*steward.TodoList, error) {
	if in.Items == nil {
		in.Items = []TodoItemInput{}
	}
	var l steward.TodoList
	if err := c.Do(ctx, "PATCH", fmt.Sprintf("/api/v1/addresses/%d/todos/%d", addressID, listID), in, &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// DeleteTodoList deletes a to-do list.
func (c *Client) DeleteTodoList(ctx context.Context, addressID, listID int64) error {
	return c.Do(ctx, "DELETE", fmt.Sprintf("/api/v1/addresses/%d/todos/%d", addressID, listID), nil, nil)
}

// JobTodos returns a job's own checklist and its progress.
func (c *Client) JobTodos(ctx context.Context, jobID int64) (*steward.JobTodos, error) {
	var t steward.JobTodos
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v1/jobs/%d/todos", jobID), nil, &t); err != nil {
		return nil, err
	}
	return &t, nil
}
