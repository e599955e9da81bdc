// Package llm is the assistant's optional model-backed engine: an
// OpenAI-compatible chat-completions endpoint plans each request with tool
// calls over Steward's tool registry (package tool, the same tools the MCP
// server exposes), and Steward runs the calls against the account. When the
// model cannot be reached, the embedded engine answers instead, so the
// assistant keeps working offline.
package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	openai "github.com/sashabaranov/go-openai"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/assistant"
	"github.com/stewardhq/steward/tool"
)

// Config configures the engine.
type Config struct {
	BaseURL string // e.g. https://api.openai.com/v1 or http://localhost:11434/v1
	Model   string
	APIKey  string // may be empty for local servers

	Tools     *tool.Registry
	Addresses steward.AddressService // to tell the model about the account's properties
	Clock     steward.Clock
	// Fallback answers when the model is unreachable: the embedded engine.
	Fallback assistant.Handler
	Logger   *slog.Logger

	// MaxSteps bounds the model round trips per message; default 8.
	MaxSteps int
	// CallTimeout bounds one chat-completions call; default 30 seconds.
	CallTimeout time.Duration
}

// Engine handles messages with the model. It implements assistant.Handler.
type Engine struct {
	cfg    Config
	client *openai.Client
	tools  []openai.Tool
}

var _ assistant.Handler = (*Engine)(nil)

// askTool is the engine's own tool: the model calls it when it needs the
// user to answer before it can act, which ends the turn as needs_input.
const askTool = "ask_user"

// New returns an engine calling cfg.BaseURL.
func New(cfg Config) *Engine {
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = 8
	}
	if cfg.CallTimeout <= 0 {
		cfg.CallTimeout = 30 * time.Second
	}
	if cfg.Clock == nil {
		cfg.Clock = steward.SystemClock{}
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	oc := openai.DefaultConfig(cfg.APIKey) // an empty key sends no Authorization header: local servers need none
	oc.BaseURL = strings.TrimSuffix(cfg.BaseURL, "/")
	oc.HTTPClient = &http.Client{Timeout: cfg.CallTimeout}
	e := &Engine{cfg: cfg, client: openai.NewClientWithConfig(oc)}
	for _, t := range cfg.Tools.PlanningTools() {
		e.tools = append(e.tools, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name: t.Name, Description: t.Description, Parameters: t.InputSchema}})
	}
	e.tools = append(e.tools, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name: askTool,
		Description: "Ask the user one short, specific question when something essential is missing or " +
			"ambiguous (which property? which job? what time?). Ends your turn; the user's answer arrives as the next message. " +
			"Never ask when you can act.",
		Parameters: map[string]any{"type": "object", "additionalProperties": false, "required": []string{"question"},
			"properties": map[string]any{"question": map[string]any{"type": "string"}}},
	}})
	return e
}

// Handle plans and carries out one message. If the model cannot be reached
// before anything has been done, the fallback engine handles the message;
// if it fails part-way, the reply says what was done.
func (e *Engine) Handle(ctx context.Context, accountID int64, req assistant.Request) (assistant.Reply, error) {
	msgs, err := e.conversation(ctx, accountID, req)
	if err != nil {
		return assistant.Reply{}, err
	}
	var actions []steward.Action
	wrote := false // whether a tool changed the account: then there is no falling back
	for step := 0; step < e.cfg.MaxSteps; step++ {
		completion, err := e.complete(ctx, msgs)
		if err == nil && len(completion.Choices) == 0 {
			err = errors.New("the model returned no choices")
		}
		if err != nil {
			if ctx.Err() != nil {
				return assistant.Reply{}, ctx.Err()
			}
			e.cfg.Logger.WarnContext(ctx, "language model unavailable", "err", err, "step", step)
			if !wrote {
				return e.fallback(ctx, accountID, req)
			}
			return reply(steward.MessageCompleted, "I did part of this before my language model stopped answering: "+
				summarize(actions)+" Please check and ask again for the rest.", actions), nil
		}
		m := completion.Choices[0].Message
		if len(m.ToolCalls) == 0 {
			text := strings.TrimSpace(m.Content)
			if text == "" {
				text = strings.TrimSpace(m.Refusal)
			}
			if text == "" {
				text = "Done."
			}
			return reply(steward.MessageCompleted, text, actions), nil
		}
		msgs = append(msgs, m)
		for _, call := range m.ToolCalls {
			fn := call.Function
			if fn.Name == askTool {
				var q struct{ Question string }
				if json.Unmarshal([]byte(fn.Arguments), &q) != nil || strings.TrimSpace(q.Question) == "" {
					q.Question = "Could you tell me a bit more about what you need?"
				}
				if len(actions) > 0 {
					// Something was done already; report it with the question.
					return reply(steward.MessageCompleted, summarize(actions)+" "+q.Question, actions), nil
				}
				return reply(steward.MessageNeedsInput, q.Question, nil), nil
			}
			out, changed := e.runTool(ctx, accountID, fn.Name, fn.Arguments, &actions)
			wrote = wrote || changed
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID})
		}
	}
	return reply(steward.MessageCompleted, "I stopped after too many steps. "+summarize(actions), actions), nil
}

// complete asks the model for the next step, trying once more when the call
// fails in a way that may pass: the network, a timeout, 408, 409, 429 or 5xx.
func (e *Engine) complete(ctx context.Context, msgs []openai.ChatCompletionMessage) (openai.ChatCompletionResponse, error) {
	req := openai.ChatCompletionRequest{Model: e.cfg.Model, Messages: msgs, Tools: e.tools}
	resp, err := e.client.CreateChatCompletion(ctx, req)
	if err != nil && ctx.Err() == nil && retryable(err) {
		resp, err = e.client.CreateChatCompletion(ctx, req)
	}
	return resp, err
}

func retryable(err error) bool {
	status := 0
	var apiErr *openai.APIError
	var reqErr *openai.RequestError
	switch {
	case errors.As(err, &apiErr):
		status = apiErr.HTTPStatusCode
	case errors.As(err, &reqErr):
		status = reqErr.HTTPStatusCode
	}
	return status == 0 || status == http.StatusRequestTimeout || status == http.StatusConflict ||
		status == http.StatusTooManyRequests || status >= 500
}

// runTool calls a registry tool for the model and returns what the model
// reads back (the result's text and JSON, or the error message) and
// whether the call changed the account.
func (e *Engine) runTool(ctx context.Context, accountID int64, name, args string, actions *[]steward.Action) (string, bool) {
	t := e.cfg.Tools.Lookup(name)
	if t == nil || !t.Planning {
		return fmt.Sprintf(`{"error":"unknown tool %q"}`, name), false
	}
	res, err := e.cfg.Tools.Call(steward.NewContextWithActor(ctx, steward.ActorAssistant), name, accountID, json.RawMessage(args))
	if err != nil {
		if steward.ErrorCode(err) == steward.EINTERNAL {
			e.cfg.Logger.ErrorContext(ctx, "assistant tool failed", "tool", name, "err", err)
		}
		b, _ := json.Marshal(map[string]string{"error": steward.ErrorMessage(err), "code": steward.ErrorCode(err)})
		return string(b), false
	}
	*actions = append(*actions, res.Actions...)
	b, err := json.Marshal(map[string]any{"summary": res.Text, "result": res.Value})
	if err != nil {
		return `{"error":"could not encode the result"}`, !t.ReadOnly
	}
	return string(b), !t.ReadOnly
}

func (e *Engine) fallback(ctx context.Context, accountID int64, req assistant.Request) (assistant.Reply, error) {
	if e.cfg.Fallback == nil {
		return assistant.Reply{}, errors.New("language model unavailable and no fallback engine")
	}
	return e.cfg.Fallback.Handle(ctx, accountID, req)
}

// conversation builds the prompt: what Steward is, the time, the account's
// properties, the conversation so far and the new message.
func (e *Engine) conversation(ctx context.Context, accountID int64, req assistant.Request) ([]openai.ChatCompletionMessage, error) {
	addrs, err := e.cfg.Addresses.FindAddresses(ctx, accountID)
	if err != nil {
		return nil, err
	}
	now := e.cfg.Clock.Now().UTC()
	var b strings.Builder
	b.WriteString(systemPrompt)
	fmt.Fprintf(&b, "\n\nThe time now is %s (UTC).", now.Format(time.RFC3339))
	if len(addrs) == 0 {
		b.WriteString("\nThe account has no properties yet.")
	} else {
		b.WriteString("\nThe account's properties (address_id: name, address, time zone, local time now):")
		for _, a := range addrs {
			fmt.Fprintf(&b, "\n- %d: %s, %s, %s %s, %s (%s, now %s)", a.ID, a.Name(), a.Street, a.City, a.State,
				a.Country, a.Timezone, now.In(a.Location()).Format("Mon 2006-01-02 15:04"))
		}
	}
	msgs := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleSystem, Content: b.String()}}
	for _, h := range req.History {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: h.Message})
		if h.Response != nil {
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: *h.Response})
		}
	}
	text := req.Message
	if c := req.Context; c.AddressID != nil || c.JobID != nil || c.ReservationID != nil {
		var refs []string
		if c.AddressID != nil {
			refs = append(refs, fmt.Sprintf("address_id %d", *c.AddressID))
		}
		if c.JobID != nil {
			refs = append(refs, fmt.Sprintf("job_id %d", *c.JobID))
		}
		if c.ReservationID != nil {
			refs = append(refs, fmt.Sprintf("reservation_id %d", *c.ReservationID))
		}
		text += "\n\n(This message is about " + strings.Join(refs, ", ") + ".)"
	}
	return append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: text}), nil
}

const systemPrompt = `You are Steward, an AI property manager for short-term rental hosts. You carry out requests on
the host's account with the tools: scheduling cleaning, maintenance, inspection and restocking jobs, turnovers after a
reservation's check-out, maintenance reports (a maintenance job with the problem in the notes, sooner when urgent),
reservations (adding, changing and cancelling stays), pros, calendar feeds (adding a booking site's iCal link, syncing
it now), availability checks, price estimates, and cancelling, rescheduling or listing jobs.
Rules:
- Act, do not describe: call the tools to make the change, then reply in one or two short sentences naming what was
  done with the property's local date and time.
- Times you send are RFC 3339 with the property's UTC offset; read "tomorrow at 9am" in the property's time zone.
- When something essential is missing or ambiguous (which property, which job, when), call ask_user with one
  specific question and change nothing.
- No wrong writes. When the host speaks of a job that exists ("move the cabin clean", "make it 2pm", "raise the price
  to 200"), find it with list_jobs and change it with update_job; create a job only when they ask for a new one. When
  several jobs or stays fit, ask_user; never guess. A recurring request ("every Friday") is not supported: say so and
  create nothing, never one job of the series.
- A job during a confirmed stay is refused (STAY_CONFLICT) unless the guests asked for it: set during_stay only for a
  problem the guests reported or work they asked for. Otherwise tell the host whose stay it is and offer the
  check-out time; do not retry with during_stay on your own.
- Turnovers: at a property whose turnovers are on, Steward schedules each stay's turnover itself and moves it with
  the stay (list_jobs shows it with the stay's reservation_id); do not create another.
- When a tool refuses a change, say what was refused and why; never report as done what failed.
- For requests outside property care, reply politely with what you can do, without calling tools.`

func reply(status steward.MessageStatus, text string, actions []steward.Action) assistant.Reply {
	if actions == nil {
		actions = []steward.Action{}
	}
	return assistant.Reply{Status: status, Text: text, Actions: actions}
}

// summarize says in a sentence what the actions did.
func summarize(actions []steward.Action) string {
	if len(actions) == 0 {
		return "Nothing was changed."
	}
	var parts []string
	for _, a := range actions {
		s := strings.ReplaceAll(a.Type, "_", " ")
		if a.JobID != nil {
			s += fmt.Sprintf(" (job %d)", *a.JobID)
		}
		parts = append(parts, s)
	}
	return "Done so far: " + strings.Join(parts, ", ") + "."
}
