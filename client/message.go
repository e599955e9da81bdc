package client

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/stewardhq/steward"
)

// MessageCreate is the body of POST /api/v2/message-service.
type MessageCreate struct {
	Message        string                  `json:"message"`
	Context        *steward.MessageContext `json:"context,omitempty"`
	ConversationID string                  `json:"conversation_id,omitempty"`
}

// Message is a message to the assistant and, once handled, its reply.
type Message struct {
	ID              int64                 `json:"id"`
	Object          string                `json:"object"`
	ConversationID  string                `json:"conversation_id"`
	Message         string                `json:"message"`
	Status          steward.MessageStatus `json:"status"`
	IsComplete      bool                  `json:"is_complete"`
	ResponseMessage *string               `json:"response_message"`
	Actions         []steward.Action      `json:"actions"`
	CreatedAt       time.Time             `json:"created_at"`
	CompletedAt     *time.Time            `json:"completed_at"`
}

// Reply returns the response message, or "" while processing.
func (m *Message) Reply() string {
	if m.ResponseMessage == nil {
		return ""
	}
	return *m.ResponseMessage
}

// SendMessage sends a message to the assistant. A positive wait asks the
// server to answer once the message is handled, for up to wait (at most
// 30 seconds); the result may still be processing, so check IsComplete.
func (c *Client) SendMessage(ctx context.Context, in MessageCreate, wait time.Duration) (*Message, error) {
	var m Message
	var header http.Header
	if wait > 0 {
		header = http.Header{"Prefer": {"wait=" + strconv.Itoa(int((wait+time.Second-1)/time.Second))}}
	}
	if err := c.DoHeader(ctx, "POST", "/api/v2/message-service", header, in, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

// GetMessage returns one message.
func (c *Client) GetMessage(ctx context.Context, id int64) (*Message, error) {
	var m Message
	if err := c.Do(ctx, "GET", fmt.Sprintf("/api/v2/message-service/%d", id), nil, &m); err != nil {
		return nil, err
	}
	return &m, nil
}

// MessageListParams filters GET /api/v2/message-service; zero values are omitted.
type MessageListParams struct {
	Status         steward.MessageStatus
	ConversationID string
	Limit          int
}

// ListMessages returns messages, newest first.
func (c *Client) ListMessages(ctx context.Context, p MessageListParams) ([]*Message, error) {
	q := url.Values{}
	if p.Status != "" {
		q.Set("status", string(p.Status))
	}
	if p.ConversationID != "" {
		q.Set("conversation_id", p.ConversationID)
	}
	if p.Limit != 0 {
		q.Set("limit", strconv.Itoa(p.Limit))
	}
	var out struct {
		Messages []*Message `json:"messages"`
	}
	err := c.Do(ctx, "GET", withQuery("/api/v2/message-service", q), nil, &out)
	return out.Messages, err
}

// WaitMessage polls a message until it is handled or ctx ends. It polls
// often at first, when most messages are done, then once a second. When ctx
// ends first it returns the last state it saw (nil if none) with ctx.Err().
func (c *Client) WaitMessage(ctx context.Context, id int64) (*Message, error) {
	var last *Message
	for delay := 50 * time.Millisecond; ; delay = min(2*delay, time.Second) {
		m, err := c.GetMessage(ctx, id)
		switch {
		case err == nil && m.IsComplete:
			return m, nil
		case err == nil:
			last = m
		case ctx.Err() != nil:
			return last, ctx.Err()
		default:
			return nil, err
		}
		select {
		case <-ctx.Done():
			return last, ctx.Err()
		case <-time.After(delay):
		}
	}
}
