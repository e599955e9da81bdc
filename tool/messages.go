package tool

import (
	"fmt"
	"strings"

	"github.com/stewardhq/steward"
)

type messageContextArgs struct {
	AddressID     *int64 `json:"address_id,omitempty" jsonschema:"the property the message is about"`
	JobID         *int64 `json:"job_id,omitempty" jsonschema:"the job the message is about"`
	ReservationID *int64 `json:"reservation_id,omitempty" jsonschema:"the reservation the message is about"`
}

type sendMessageArgs struct {
	Message        string              `json:"message" jsonschema:"the request in plain English, e.g. 'Schedule a turnover clean after the Smith checkout'"`
	Context        *messageContextArgs `json:"context,omitempty" jsonschema:"ids the message is about, when known"`
	ConversationID string              `json:"conversation_id,omitempty" jsonschema:"continue this conversation, e.g. to answer the assistant's question"`
}

var sendMessageTool = define(Tool{
	Name:  "send_message",
	Title: "Ask the AI property manager",
	Description: "Send a plain-English request to Steward's AI property manager, which carries it out on the account " +
		"(schedule, reschedule or cancel jobs, turnovers after check-outs, maintenance reports, reservations, pros, " +
		"availability, prices). Waits up to 10 seconds for the reply; if status is still 'processing', poll get_message. " +
		"Status 'needs_input' means it asked a question: answer with send_message and the same conversation_id. " +
		"'actions' lists what was done, with ids.",
}, func(c *call, in *sendMessageArgs) (*Result, error) {
	if c.Assistant == nil {
		return nil, steward.Errorf(steward.EUNAVAILABLE, "The AI property manager is not available here")
	}
	mc := steward.MessageCreate{Message: in.Message, ConversationID: in.ConversationID}
	if in.Context != nil {
		mc.Context = steward.MessageContext{AddressID: in.Context.AddressID, JobID: in.Context.JobID, ReservationID: in.Context.ReservationID}
	}
	m, err := c.Assistant.SendMessage(c.ctx, c.acct, mc, c.MessageWait)
	if err != nil {
		return nil, err
	}
	return &Result{Value: m, Text: messageText(m)}, nil
})

type messageIDArgs struct {
	MessageID int64 `json:"message_id" jsonschema:"the message's id, from send_message"`
}

var getMessageTool = define(Tool{
	Name:        "get_message",
	Title:       "Get a message to the AI property manager",
	Description: "Get a message sent to the AI property manager: its status (processing, completed, needs_input, failed), reply and actions.",
	ReadOnly:    true, Idempotent: true,
}, func(c *call, in *messageIDArgs) (*Result, error) {
	if c.Messages == nil {
		return nil, steward.Errorf(steward.EUNAVAILABLE, "The AI property manager is not available here")
	}
	if err := positive("message_id", in.MessageID); err != nil {
		return nil, err
	}
	m, err := c.Messages.FindMessageByID(c.ctx, c.acct, in.MessageID)
	if err != nil {
		return nil, err
	}
	return &Result{Value: m, Text: messageText(m)}, nil
})

type listMessagesArgs struct {
	Status         string `json:"status,omitempty" jsonschema:"only messages with this status"`
	ConversationID string `json:"conversation_id,omitempty" jsonschema:"only messages of this conversation"`
}

var listMessagesTool = func() *Tool {
	t := define(Tool{
		Name:        "list_messages",
		Title:       "List messages to the AI property manager",
		Description: "List messages sent to the AI property manager, newest first (up to 20), optionally by status or conversation.",
		ReadOnly:    true, Idempotent: true,
	}, func(c *call, in *listMessagesArgs) (*Result, error) {
		if c.Messages == nil {
			return nil, steward.Errorf(steward.EUNAVAILABLE, "The AI property manager is not available here")
		}
		var f steward.MessageFilter
		if in.Status != "" {
			st := steward.MessageStatus(in.Status)
			f.Status = &st
		}
		if in.ConversationID != "" {
			f.ConversationID = &in.ConversationID
		}
		list, err := c.Messages.FindMessages(c.ctx, c.acct, f)
		if err != nil {
			return nil, err
		}
		lines := []string{fmt.Sprintf("%d messages:", len(list))}
		if len(list) == 0 {
			lines = []string{"No messages."}
		}
		for _, m := range list {
			lines = append(lines, "- "+strings.ReplaceAll(messageText(m), "\n", " "))
		}
		return &Result{Value: map[string]any{"messages": list}, Text: strings.Join(lines, "\n")}, nil
	})
	enum(t.InputSchema, "status", steward.MessageStatuses)
	return t
}()

func messageText(m *steward.Message) string {
	s := fmt.Sprintf("message %d (%s, conversation %s): %q", m.ID, m.Status, m.ConversationID, m.Message)
	if m.Response != nil {
		s += "\nreply: " + *m.Response
	}
	return s
}
