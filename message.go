package steward

import (
	"context"
	"encoding/json"
	"strings"
	"time"
	"unicode/utf8"
)

// MessageStatus is where a message to the assistant stands.
type MessageStatus string

// The four message statuses. A message starts processing and ends in one of
// the other three.
const (
	MessageProcessing MessageStatus = "processing"
	MessageCompleted  MessageStatus = "completed"   // handled; the reply says what was done
	MessageNeedsInput MessageStatus = "needs_input" // the reply asks a question; nothing changed
	MessageFailed     MessageStatus = "failed"      // could not be handled; nothing changed
)

// MessageStatuses lists every message status.
var MessageStatuses = []MessageStatus{MessageProcessing, MessageCompleted, MessageNeedsInput, MessageFailed}

// Valid reports whether s is one of the four statuses.
func (s MessageStatus) Valid() bool {
	switch s {
	case MessageProcessing, MessageCompleted, MessageNeedsInput, MessageFailed:
		return true
	}
	return false
}

// MaxMessageLen is the longest message the assistant accepts, in characters.
const MaxMessageLen = 4000

// MessageContext points the assistant at resources the message is about,
// for clients that already know them (a property page, a job page). Every
// id given must be one of the account's: MessageService.CreateMessage
// refuses a message whose context does not resolve, rather than let the
// assistant guess which resource was meant.
type MessageContext struct {
	AddressID     *int64 `json:"address_id"`
	JobID         *int64 `json:"job_id"`
	ReservationID *int64 `json:"reservation_id"`
}

// ContextRef is one id a message's context gives: the request field it
// came in (context.job_id), the kind of resource it names (job) and the id.
type ContextRef struct {
	Field string
	Kind  string // address, job or reservation
	ID    int64
}

// Refs lists the ids the context gives, in the order address, job,
// reservation.
func (c MessageContext) Refs() []ContextRef {
	var refs []ContextRef
	for _, r := range []struct {
		field, kind string
		id          *int64
	}{{"context.address_id", "address", c.AddressID}, {"context.job_id", "job", c.JobID}, {"context.reservation_id", "reservation", c.ReservationID}} {
		if r.id != nil {
			refs = append(refs, ContextRef{Field: r.field, Kind: r.kind, ID: *r.id})
		}
	}
	return refs
}

// NotFound is the error for a context id the account does not hold: a
// validation error naming the field, the same whether the id exists in
// another account or nowhere.
func (r ContextRef) NotFound() error {
	return Errorf(EVALIDATION, "Invalid %s: %s %d does not exist in this account", r.Field, r.Kind, r.ID)
}

// Action types: what the assistant did or looked at while handling a message.
const (
	ActionJobCreated           = "job_created"
	ActionJobUpdated           = "job_updated"
	ActionJobCancelled         = "job_cancelled"
	ActionReservationCreated   = "reservation_created"
	ActionReservationUpdated   = "reservation_updated"
	ActionReservationCancelled = "reservation_cancelled"
	ActionReservationsListed   = "reservations_listed"
	ActionProCreated           = "pro_created"
	ActionAvailabilityChecked  = "availability_checked"
	ActionPriceEstimated       = "price_estimated"
	ActionJobsListed           = "jobs_listed"
	ActionCalendarAdded        = "calendar_added"  // address_id: the property the feed was added to
	ActionCalendarSynced       = "calendar_synced" // address_id: the property whose feed was read
)

// Action is one thing the assistant did, with the ids involved. Fields that
// do not apply to the action's type are nil.
type Action struct {
	Type           string       `json:"type"`
	JobID          *int64       `json:"job_id"`
	AddressID      *int64       `json:"address_id"`
	ProID          *int64       `json:"pro_id"`
	ReservationID  *int64       `json:"reservation_id"`
	JobIDs         []int64      `json:"job_ids"`         // jobs_listed
	ReservationIDs []int64      `json:"reservation_ids"` // reservations_listed
	ProIDs         []int64      `json:"pro_ids"`         // availability_checked: the pros found free
	ServiceType    *ServiceType `json:"service_type"`
	ScheduledAt    *time.Time   `json:"scheduled_at"`
	Price          *float64     `json:"price"`    // price_estimated
	Currency       *string      `json:"currency"` // price_estimated
}

// Message is one request to the assistant and, once handled, its reply.
// Messages that follow up on one another share a ConversationID.
type Message struct {
	ID             int64          `json:"id"`
	AccountID      int64          `json:"-"`
	ConversationID string         `json:"conversation_id"`
	Message        string         `json:"message"`
	Context        MessageContext `json:"-"`
	Status         MessageStatus  `json:"status"`
	Response       *string        `json:"response_message"`
	Actions        []Action       `json:"actions"`
	CreatedAt      time.Time      `json:"created_at"`
	CompletedAt    *time.Time     `json:"completed_at"`

	// Pending is the assistant's half-understood request when Status is
	// needs_input: the next message of the conversation completes it.
	Pending json.RawMessage `json:"-"`
	// Attempts counts how many times processing started (see ClaimMessage).
	Attempts int `json:"-"`
}

// IsComplete reports whether handling has finished, whatever its outcome.
func (m *Message) IsComplete() bool { return m.Status != MessageProcessing }

// MarshalJSON writes the message as every interface shows it: with
// "object": "message", is_complete, and actions as a list even when empty.
func (m *Message) MarshalJSON() ([]byte, error) {
	actions := m.Actions
	if actions == nil {
		actions = []Action{}
	}
	return json.Marshal(struct {
		ID              int64         `json:"id"`
		Object          string        `json:"object"`
		ConversationID  string        `json:"conversation_id"`
		Message         string        `json:"message"`
		Status          MessageStatus `json:"status"`
		IsComplete      bool          `json:"is_complete"`
		ResponseMessage *string       `json:"response_message"`
		Actions         []Action      `json:"actions"`
		CreatedAt       time.Time     `json:"created_at"`
		CompletedAt     *time.Time    `json:"completed_at"`
	}{m.ID, "message", m.ConversationID, m.Message, m.Status, m.IsComplete(), m.Response, actions, m.CreatedAt, m.CompletedAt})
}

// MessageCreate is what it takes to send a message. An empty
// ConversationID starts a new conversation.
type MessageCreate struct {
	Message        string
	Context        MessageContext
	ConversationID string
}

// Validate checks the message text and that the context ids are positive;
// whether they are the account's is the service's check. It trims the text
// and the conversation id. MessageService.CreateMessage calls it: callers
// need not.
func (c *MessageCreate) Validate() error {
	c.Message = strings.TrimSpace(c.Message)
	c.ConversationID = strings.TrimSpace(c.ConversationID)
	if c.Message == "" {
		return MissingField("message")
	} else if err := CheckText("message", c.Message, 0); err != nil {
		return err
	} else if n := utf8.RuneCountInString(c.Message); n > MaxMessageLen {
		return Errorf(EVALIDATION, "Invalid message: must be at most %d characters, got %d", MaxMessageLen, n)
	} else if err := CheckText("conversation_id", c.ConversationID, 100); err != nil {
		return err
	}
	for _, r := range c.Context.Refs() {
		if r.ID <= 0 {
			return Errorf(EVALIDATION, "Invalid %s: must be a positive integer", r.Field)
		}
	}
	return nil
}

// MessageResult is the outcome of handling a message.
type MessageResult struct {
	Status   MessageStatus // completed, needs_input or failed
	Response string
	Actions  []Action
	Pending  json.RawMessage // needs_input only
}

// MessageFilter selects messages for FindMessages; results are newest first.
type MessageFilter struct {
	Status         *MessageStatus
	ConversationID *string
	Limit          int // 1..MaxJobLimit; 0 means DefaultJobLimit
}

// Validate checks the filter's status and limit, applying the default limit.
func (f *MessageFilter) Validate() error {
	if f.Limit == 0 {
		f.Limit = DefaultJobLimit
	}
	if f.Limit < 1 || f.Limit > MaxJobLimit {
		return Errorf(EVALIDATION, "Invalid limit: must be between 1 and %d", MaxJobLimit)
	} else if f.ConversationID != nil {
		if err := CheckText("conversation_id", *f.ConversationID, 100); err != nil {
			return err
		}
	}
	if f.Status != nil && !f.Status.Valid() {
		names := make([]string, len(MessageStatuses))
		for i, s := range MessageStatuses {
			names[i] = string(s)
		}
		return Errorf(EVALIDATION, "Invalid status %q: must be one of %s", string(*f.Status), strings.Join(names, ", "))
	}
	return nil
}

// MessageService stores messages to the assistant and their replies,
// scoped to accountID.
//
// Errors: ENOTFOUND ("Message not found"); EVALIDATION for bad input,
// including a conversation_id the account has never used and a context id
// (address, job, reservation) the account does not hold (see
// ContextRef.NotFound); ECONFLICT when finishing a message that is no
// longer processing.
type MessageService interface {
	// CreateMessage stores a new message, processing, in its conversation
	// (a new one, "conv_…", when none is given), once every id of its
	// context is found in the account.
	CreateMessage(ctx context.Context, accountID int64, in MessageCreate) (*Message, error)
	FindMessageByID(ctx context.Context, accountID, id int64) (*Message, error)
	FindMessages(ctx context.Context, accountID int64, filter MessageFilter) ([]*Message, error)
	// ClaimMessage takes a processing message for one worker for lease,
	// counting the attempt. It returns nil, and no error, when the message
	// is finished or another worker holds it.
	ClaimMessage(ctx context.Context, accountID, id int64, lease time.Duration) (*Message, error)
	// FinishMessage records the outcome of a processing message.
	FinishMessage(ctx context.Context, accountID, id int64, res MessageResult) (*Message, error)
	// FindUnfinishedMessages lists, across accounts, messages still
	// processing whose lease is free or expired: the work a restart resumes.
	FindUnfinishedMessages(ctx context.Context, limit int) ([]*Message, error)
}

// AssistantService hands messages to the assistant: it stores each one
// through the MessageService, processing, and has it handled off the
// caller's path, one message of an account at a time, in order. Reading
// messages back is the MessageService's.
//
// Errors: those of MessageService.CreateMessage (EVALIDATION for bad input,
// including a conversation_id or context id the account does not hold),
// and then nothing is stored. Once the message is stored it is handled
// whatever happens to the caller, so an error after that (ctx ending
// during the wait, or the message failing to read back) comes with the
// message as stored, still processing.
type AssistantService interface {
	// SendMessage stores a message, queues it for the assistant and waits
	// up to wait for it to be handled; wait <= 0 returns at once, without
	// reading the message back. The message returned is as it stands then:
	// complete, or still processing when the wait ran out (see IsComplete).
	SendMessage(ctx context.Context, accountID int64, in MessageCreate, wait time.Duration) (*Message, error)
}
