// Package mcpserver is Steward's Model Context Protocol server: the tool
// registry (package tool) and each property as a resource, served over
// Streamable HTTP with the official Go SDK. It is stateless (JSON
// responses, no session required), so any replica can answer any request.
//
// Authentication happens in front of it, in the HTTP API's routes: the
// account the caller authenticated as arrives in the request context
// (steward.AccountIDFromContext); without one, only the public tools
// (login, signup) do anything.
package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stewardhq/steward"
	"github.com/stewardhq/steward/internal/httperror"
	"github.com/stewardhq/steward/tool"
)

// instructions tell an agent how to start.
const instructions = `Steward runs the cleaning and maintenance of rental properties.
Start with list_addresses (properties) and list_pros; schedule work with create_job (times are RFC 3339; use the
property's timezone), or describe what you need in plain English with send_message.
Without credentials only login and signup work: then reconnect with Authorization: Bearer <token>.`

// Config is what the MCP server serves.
type Config struct {
	Tools     *tool.Registry
	Addresses steward.AddressService
	Todos     steward.TodoService
	Jobs      steward.JobService
	Clock     steward.Clock
	Version   string
	Logger    *slog.Logger
}

// New returns the MCP endpoint's HTTP handler.
func New(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Clock == nil {
		cfg.Clock = steward.SystemClock{}
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	srv := mcp.NewServer(&mcp.Implementation{Name: "steward", Title: "Steward", Version: cfg.Version},
		&mcp.ServerOptions{Instructions: instructions, Logger: cfg.Logger})
	for _, t := range cfg.Tools.Tools() {
		srv.AddTool(toMCPTool(t), cfg.toolHandler(t.Name))
	}
	srv.AddResourceTemplate(&mcp.ResourceTemplate{
		URITemplate: "steward://addresses/{id}",
		Name:        "property",
		Title:       "Property",
		Description: "A property: its address, to-do lists and upcoming jobs (JSON).",
		MIMEType:    "application/json",
	}, cfg.readProperty)
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true, Logger: cfg.Logger})
}

func toMCPTool(t *tool.Tool) *mcp.Tool {
	destructive, openWorld := t.Destructive, false
	a := &mcp.ToolAnnotations{Title: t.Title, ReadOnlyHint: t.ReadOnly, IdempotentHint: t.Idempotent, OpenWorldHint: &openWorld}
	if !t.ReadOnly {
		a.DestructiveHint = &destructive // the protocol's default is true
	}
	return &mcp.Tool{Name: t.Name, Title: t.Title, Description: t.Description, InputSchema: t.InputSchema, Annotations: a}
}

// toolHandler runs the named tool for the caller's account. Domain errors
// (validation, not found, invalid transition, authentication) become tool
// errors the agent can read and act on, with the REST interface's message.
func (cfg Config) toolHandler(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx = steward.NewContextWithActor(ctx, steward.ActorMCP)
		res, err := cfg.Tools.Call(ctx, name, steward.AccountIDFromContext(ctx), req.Params.Arguments)
		if err != nil {
			return cfg.errorResult(ctx, name, err), nil
		}
		var structured any
		if b, err := json.Marshal(res.Value); err == nil {
			structured = json.RawMessage(b)
		} else {
			return cfg.errorResult(ctx, name, err), nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: res.Text}}, StructuredContent: structured}, nil
	}
}

// errorResult is a failed call: the message as text, and the REST API's
// error body as structured content, so an error reads the same everywhere.
func (cfg Config) errorResult(ctx context.Context, name string, err error) *mcp.CallToolResult {
	_, body := httperror.Of(err)
	// A caller that went away makes the store fail with context.Canceled:
	// its doing, not an internal error (the HTTP API logs it as 499).
	if body.Code == steward.EINTERNAL && ctx.Err() == nil {
		cfg.Logger.ErrorContext(ctx, "mcp tool failed", "tool", name, "err", err)
	}
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: body.Message}}, StructuredContent: body}
}

// errNoAccount is a resource read without credentials.
var errNoAccount = errors.New("authentication required: reconnect with Authorization: Bearer <token or API key>")
