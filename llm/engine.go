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
	// Changes writes a message's changes in one transaction.
	Changes steward.ChangeService
	Clock   steward.Clock
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

// Handle plans and carries out one message. The model's tool calls are
// staged (stage.go) and written together, in one transaction, when it is
// done: a change refused on the way (by the domain's rules when it is
// staged, or by the store when the batch is written) leaves the account as
// it was, and the reply says what was not done. Since nothing is written
// before the end, a model that cannot be reached hands the message to the
// fallback engine at any step.
func (e *Engine) Handle(ctx context.Context, accountID int64, req assistant.Request) (assistant.Reply, error) {
	msgs, err := e.conversation(ctx, accountID, req)
	if err != nil {
		return assistant.Reply{}, err
	}
	t := &turnState{acct: accountID}
	staged := e.cfg.Tools.WithServices(func(svc tool.Services) tool.Services {
		t.stage = newStage(accountID, e.cfg.Clock.Now(), svc)
		return t.stage.services(svc)
	})
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
			return e.fallback(ctx, accountID, req) // nothing has been written
		}
		m := completion.Choices[0].Message
		if len(m.ToolCalls) == 0 {
			text := strings.TrimSpace(m.Content)
			if text == "" {
				text = strings.TrimSpace(m.Refusal)
			}
			return e.finish(ctx, t, text)
		}
		msgs = append(msgs, m)
		for _, call := range m.ToolCalls {
			fn := call.Function
			if fn.Name == askTool {
				var q struct{ Question string }
				if json.Unmarshal([]byte(fn.Arguments), &q) != nil || strings.TrimSpace(q.Question) == "" {
					q.Question = "Could you tell me a bit more about what you need?"
				}
				// A question changes nothing: the staged changes are dropped,
				// and the answer plans the message again.
				return reply(steward.MessageNeedsInput, q.Question, nil), nil
			}
			out := e.runTool(ctx, t, staged, fn.Name, fn.Arguments)
			msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID})
		}
	}
	return reply(steward.MessageCompleted, "I stopped after too many steps, so I haven't changed anything. Please ask again, "+
		"one thing at a time.", nil), nil
}

// turnState is what one message's tool calls have done so far.
type turnState struct {
	acct  int64
	stage *stage
	// reads are the actions of the read-only tools called.
	reads []steward.Action
	// deferred are the calls of tools the ChangeService does not write
	// (update_pro, add_calendar, sync_calendar): made once the staged
	// changes are written.
	deferred []deferredCall
	// refused is the first write refused, and why: then nothing of the
	// message is written.
	refused string
}

type deferredCall struct{ name, args string }

// finish writes the staged changes in one transaction, makes the deferred
// calls, and replies: text, the model's own reply, when everything was
// done; otherwise what was not done and why.
func (e *Engine) finish(ctx context.Context, t *turnState, text string) (assistant.Reply, error) {
	st := t.stage
	if t.refused != "" {
		out := t.refused + " So I haven't changed anything" + notDone(st.says, -1) + "."
		if text != "" {
			out += "\n\n" + text
		}
		return reply(steward.MessageCompleted, out, t.reads), nil
	}
	actions := append([]steward.Action{}, t.reads...)
	if len(st.changes) > 0 && e.cfg.Changes == nil {
		return assistant.Reply{}, errors.New("llm: no change service to write the message's changes")
	} else if len(st.changes) > 0 {
		results, err := e.cfg.Changes.ApplyChanges(steward.NewContextWithActor(ctx, steward.ActorAssistant), t.acct, st.changes)
		if err != nil {
			switch steward.ErrorCode(err) {
			case "", steward.EINTERNAL, steward.EUNAVAILABLE:
				return assistant.Reply{}, err
			}
			k := 0
			var ce *steward.ChangeError
			if errors.As(err, &ce) && ce.Index >= 0 && ce.Index < len(st.says) {
				k = ce.Index
			}
			out := "I couldn't " + st.says[k] + ": " + strings.TrimSuffix(steward.ErrorMessage(err), ".") +
				". So I haven't changed anything" + notDone(st.says, k) + "."
			return reply(steward.MessageFailed, out, t.reads), nil
		}
		for i, r := range results {
			actions = append(actions, changeAction(st.changes[i], r))
		}
	}
	var failed []string
	for _, d := range t.deferred {
		res, err := e.cfg.Tools.Call(steward.NewContextWithActor(ctx, steward.ActorAssistant), d.name, t.acct, json.RawMessage(d.args))
		if err != nil {
			if !isDomain(err) {
				return assistant.Reply{}, err
			}
			failed = append(failed, fmt.Sprintf("I couldn't %s: %s", toolVerb(e.cfg.Tools.Lookup(d.name)), steward.ErrorMessage(err)))
			continue
		}
		actions = append(actions, res.Actions...)
	}
	if text == "" {
		text = "Done. " + summarize(actions[len(t.reads):])
	}
	if len(failed) > 0 {
		text += "\n\n" + strings.Join(failed, " ")
	}
	return reply(steward.MessageCompleted, text, actions), nil
}

// notDone lists the staged changes other than the one at k, which were
// not written either.
func notDone(says []string, k int) string {
	var rest []string
	for i, s := range says {
		if i != k {
			rest = append(rest, s)
		}
	}
	if len(rest) == 0 {
		return ""
	}
	return " (not done either: " + strings.Join(rest, "; ") + ")"
}

// changeAction is the action a written change reports.
func changeAction(c steward.Change, r steward.ChangeResult) steward.Action {
	var typ string
	switch c.Kind {
	case steward.ChangeCreateJob:
		typ = steward.ActionJobCreated
	case steward.ChangeUpdateJob:
		typ = steward.ActionJobUpdated
	case steward.ChangeCancelJob:
		typ = steward.ActionJobCancelled
	case steward.ChangeCreateReservation:
		typ = steward.ActionReservationCreated
	case steward.ChangeUpdateReservation:
		typ = steward.ActionReservationUpdated
	case steward.ChangeCancelReservation:
		typ = steward.ActionReservationCancelled
	case steward.ChangeCreatePro:
		typ = steward.ActionProCreated
	}
	a := steward.Action{Type: typ}
	switch {
	case r.Job != nil:
		a.JobID, a.AddressID, a.ProID = &r.Job.ID, &r.Job.AddressID, r.Job.ProID
		a.ServiceType, a.ScheduledAt = &r.Job.ServiceType, &r.Job.ScheduledAt
	case r.Reservation != nil:
		a.ReservationID, a.AddressID = &r.Reservation.ID, &r.Reservation.AddressID
	case r.Pro != nil:
		a.ProID = &r.Pro.ID
	}
	return a
}

// isDomain reports whether err is a refusal the user can act on, not an
// internal failure.
func isDomain(err error) bool {
	switch steward.ErrorCode(err) {
	case "", steward.EINTERNAL, steward.EUNAVAILABLE:
		return false
	}
	return true
}

// toolVerb is how a reply names a tool's change: "update a pro".
func toolVerb(t *tool.Tool) string {
	if t == nil || t.Title == "" {
		return "do that"
	}
	return strings.ToLower(t.Title[:1]) + t.Title[1:]
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

// runTool runs one tool call for the model and returns what the model
// reads back: the result's text and JSON, or the error. Reads run against
// the store; the changes the ChangeService writes are staged (checked now,
// written at the end); other changes are deferred to the end. Once a
// change is refused, no other is staged: nothing of the message will be
// written, and the model is told so.
func (e *Engine) runTool(ctx context.Context, t *turnState, staged *tool.Registry, name, args string) string {
	tl := e.cfg.Tools.Lookup(name)
	if tl == nil || !tl.Planning {
		return fmt.Sprintf(`{"error":"unknown tool %q"}`, name)
	}
	ctx = steward.NewContextWithActor(ctx, steward.ActorAssistant)
	if !tl.ReadOnly && t.refused != "" {
		return toolError(steward.Errorf(steward.ECONFLICT, "Not done: an earlier change of this message was refused (%s), "+
			"so nothing of this message will be changed. Tell the user what was refused and why.", t.refused))
	}
	switch {
	case tl.ReadOnly:
		res, err := e.cfg.Tools.Call(ctx, name, t.acct, json.RawMessage(args))
		if err != nil {
			e.logToolError(ctx, name, err)
			return toolError(err)
		}
		t.reads = append(t.reads, res.Actions...)
		return toolResult(res.Text, res.Value, "")
	case batchable[name]:
		res, err := staged.Call(ctx, name, t.acct, json.RawMessage(args))
		if err != nil {
			e.logToolError(ctx, name, err)
			t.refused = "I couldn't " + toolVerb(tl) + ": " + strings.TrimSuffix(steward.ErrorMessage(err), ".") + "."
			return toolError(err)
		}
		return toolResult(res.Text, res.Value, "Checked and staged: it is written, with the message's other changes, "+
			"in one transaction once you reply (a new job or stay gets its id then).")
	default:
		t.deferred = append(t.deferred, deferredCall{name, args})
		return toolResult(tl.Title+" will be done once the message's other changes are written.", nil, "Deferred.")
	}
}

func (e *Engine) logToolError(ctx context.Context, name string, err error) {
	if steward.ErrorCode(err) == steward.EINTERNAL {
		e.cfg.Logger.ErrorContext(ctx, "assistant tool failed", "tool", name, "err", err)
	}
}

func toolError(err error) string {
	b, _ := json.Marshal(map[string]string{"error": steward.ErrorMessage(err), "code": steward.ErrorCode(err)})
	return string(b)
}

func toolResult(summary string, value any, note string) string {
	m := map[string]any{"summary": summary, "result": value}
	if note != "" {
		m["note"] = note
	}
	b, err := json.Marshal(m)
	if err != nil {
		return `{"error":"could not encode the result"}`
	}
	return string(b)
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
- Your changes are checked when you call the tools and written together, in one transaction, when you reply: if one
  is refused, none is written. When a tool refuses a change, say what was refused and why, and that nothing was
  changed; never report as done what failed. A new job or stay has id 0 until then: give everything it needs in the
  create call rather than changing it afterwards.
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
