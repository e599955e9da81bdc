// Package tool is the one registry of operations an AI agent may perform on
// a Steward account. The MCP server exposes every tool to agents; the
// assistant's model-backed engine offers a subset to its language model.
// Each tool has a name, a description written for an agent, a JSON input
// schema, safety hints, and a call that returns the same JSON as the REST
// interface plus a short text rendering.
//
// Tools call the domain services, so a change made through a tool is the
// same change, with the same webhook events, as one made over REST.
package tool

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/strictjson"
)

// LoginLimiter limits failed login attempts and sign-ups; AllowLogin counts
// an attempt as a failure until LoginSucceeded takes it back.
// *ratelimit.Login is one.
type LoginLimiter interface {
	AllowLogin(email, ip string) (ok bool, retryAfter time.Duration)
	LoginSucceeded(email, ip string)
	AllowSignup(ip string) (ok bool, retryAfter time.Duration)
}

// Services are what the tools call. Messages and Assistant may be nil when
// the registry serves the assistant itself (its tools do not send
// messages).
type Services struct {
	Accounts     steward.AccountService
	Jobs         steward.JobService
	Addresses    steward.AddressService
	Todos        steward.TodoService
	Pros         steward.ProService
	Reservations steward.ReservationService
	// Calendars manages and syncs properties' calendar feeds; nil
	// leaves the calendar tools answering UNAVAILABLE.
	Calendars steward.CalendarService
	// Offers serves the preferred pros and the pros' links; nil leaves
	// their tools answering UNAVAILABLE.
	Offers steward.OfferService
	// Ratings rates completed jobs; nil leaves rate_job answering
	// UNAVAILABLE.
	Ratings steward.RatingService
	// Work reads the pros' photos, notes and issue reports; nil leaves
	// get_job_work answering UNAVAILABLE.
	Work steward.ProWorkService
	// Expenses and Reports serve the money tools; nil leaves them
	// answering UNAVAILABLE.
	Expenses steward.ExpenseService
	Reports  steward.ReportService
	// Assets serves the properties' equipment; nil leaves its tools
	// answering UNAVAILABLE.
	Assets    steward.AssetService
	Messages  steward.MessageService
	Assistant steward.AssistantService
	Clock     steward.Clock
	// LoginLimiter, when set, limits the login tool's failures per client
	// IP and per email from one client IP, and the signup tool per client IP (from steward.ClientIPFromContext),
	// sharing the REST API's counts.
	LoginLimiter LoginLimiter

	// MessageWait is how long send_message waits for the reply before
	// returning the message still processing; default 10 seconds.
	MessageWait time.Duration

	// Supplies serves the properties' supplies; nil leaves their tools
	// answering UNAVAILABLE.
	Supplies steward.SupplyService

	// Photos, when set, removes a deleted expense's receipt photo.
	Photos steward.PhotoStore
}

// Tool is one operation. Call it through Registry.Call.
type Tool struct {
	Name        string
	Title       string
	Description string
	// InputSchema is the JSON Schema of the arguments (an object).
	InputSchema *jsonschema.Schema

	ReadOnly    bool // changes nothing
	Destructive bool // may undo or destroy something
	Idempotent  bool // calling twice with the same arguments changes nothing more
	// Public tools can be called without an account: login and signup.
	Public bool
	// Planning tools are offered to the assistant's language model.
	Planning bool

	call func(ctx context.Context, c *call, args json.RawMessage) (*Result, error)
}

// Result is what a tool returns: Value marshals to the REST interface's
// JSON, Text says the same in a sentence or a few lines, and Actions record
// what was done in the vocabulary of the assistant's message actions.
type Result struct {
	Value   any
	Text    string
	Actions []steward.Action
}

// Registry holds the tools by name, in a fixed order.
type Registry struct {
	svc   Services
	tools []*Tool
	index map[string]*Tool
}

// call is one invocation: the services and the caller's account.
type call struct {
	Services
	ctx  context.Context
	acct int64
}

// New builds the registry over svc.
func New(svc Services) *Registry {
	if svc.Clock == nil {
		svc.Clock = steward.SystemClock{}
	}
	if svc.MessageWait <= 0 {
		svc.MessageWait = 10 * time.Second
	}
	r := &Registry{svc: svc, index: map[string]*Tool{}}
	for _, t := range all() {
		r.tools = append(r.tools, t)
		r.index[t.Name] = t
	}
	return r
}

// Tools lists every tool.
func (r *Registry) Tools() []*Tool { return r.tools }

// PlanningTools lists the tools offered to the assistant's language model:
// everything an account holder may ask for, but not logging in or talking
// to the assistant itself.
func (r *Registry) PlanningTools() []*Tool {
	var out []*Tool
	for _, t := range r.tools {
		if t.Planning {
			out = append(out, t)
		}
	}
	return out
}

// Lookup returns the named tool, or nil.
func (r *Registry) Lookup(name string) *Tool { return r.index[name] }

// ErrAuthenticate is returned by a non-public tool called without an account.
var ErrAuthenticate = steward.Errorf(steward.EUNAUTHORIZED,
	"Authentication required: call login (or signup) to get a token, then reconnect with the header "+
		"Authorization: Bearer <token>, or use an API key (Authorization: Bearer stw_… or X-API-Key)")

// Call runs the named tool for accountID (0 for an unauthenticated caller)
// with args, a JSON object (empty means no arguments). Errors are
// *steward.Error values carrying the same message the REST interface gives.
func (r *Registry) Call(ctx context.Context, name string, accountID int64, args json.RawMessage) (*Result, error) {
	t := r.index[name]
	if t == nil {
		return nil, steward.Errorf(steward.ENOTFOUND, "Unknown tool %q", name)
	}
	if !t.Public && accountID == 0 {
		return nil, ErrAuthenticate
	}
	if len(bytes.TrimSpace(args)) == 0 || bytes.Equal(bytes.TrimSpace(args), []byte("null")) {
		args = json.RawMessage("{}")
	}
	return t.call(ctx, &call{Services: r.svc, ctx: ctx, acct: accountID}, args)
}

// define builds a tool whose arguments decode into In. Required arguments
// are In's fields without omitempty.
func define[In any](t Tool, fn func(c *call, in *In) (*Result, error)) *Tool {
	schema, err := jsonschema.For[In](nil)
	if err != nil {
		panic(fmt.Sprintf("tool %s: input schema: %v", t.Name, err))
	}
	t.InputSchema = schema
	t.call = func(ctx context.Context, c *call, args json.RawMessage) (*Result, error) {
		var in In
		if err := strictjson.Arguments.Decode(bytes.NewReader(args), &in); err != nil {
			return nil, err
		}
		return fn(c, &in)
	}
	return &t
}

// positive checks an id argument.
func positive(field string, v int64) error {
	if v <= 0 {
		return steward.Errorf(steward.EVALIDATION, "Invalid %s: must be a positive integer", field)
	}
	return nil
}

// enum restricts the named string property of s to values.
func enum[T ~string](s *jsonschema.Schema, prop string, values []T) {
	p := s.Properties[prop]
	if p == nil {
		panic("tool: no property " + prop)
	}
	p.Enum = nil
	for _, v := range values {
		p.Enum = append(p.Enum, string(v))
	}
}

func ptr[T any](v T) *T { return &v }
