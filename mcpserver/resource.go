package mcpserver

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stewardhq/steward"
)

// property is the JSON of a steward://addresses/{id} resource.
type property struct {
	Address      *steward.Address    `json:"address"`
	Todos        []*steward.TodoList `json:"todos"`
	UpcomingJobs []*steward.Job      `json:"upcoming_jobs"`
}

// upcomingJobs is how many of a property's next jobs the resource shows.
const upcomingJobs = 20

// readProperty serves steward://addresses/{id}: the address, its to-do
// lists and its next open jobs, for the caller's account only.
func (cfg Config) readProperty(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	acct := steward.AccountIDFromContext(ctx)
	if acct == 0 {
		return nil, errNoAccount
	}
	id, err := strconv.ParseInt(strings.TrimPrefix(uri, "steward://addresses/"), 10, 64)
	if err != nil || id <= 0 || !strings.HasPrefix(uri, "steward://addresses/") {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	a, err := cfg.Addresses.FindAddressByID(ctx, acct, id)
	if steward.ErrorCode(err) == steward.ENOTFOUND {
		return nil, mcp.ResourceNotFoundError(uri)
	} else if err != nil {
		return nil, err
	}
	todos, err := cfg.Todos.FindTodoLists(ctx, acct, id)
	if err != nil {
		return nil, err
	}
	now := cfg.Clock.Now()
	jobs, _, err := cfg.Jobs.FindJobs(ctx, acct, steward.JobFilter{AddressID: &id, From: &now, Limit: steward.MaxJobLimit})
	if err != nil {
		return nil, err
	}
	open := []*steward.Job{}
	for _, j := range jobs {
		if !j.Status.Final() && len(open) < upcomingJobs {
			open = append(open, j)
		}
	}
	b, err := json.Marshal(property{Address: a, Todos: todos, UpcomingJobs: open})
	if err != nil {
		return nil, err
	}
	// The property is one account's data, access instructions included:
	// no cache but the caller's may keep it, and only while it is fresh.
	return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: "application/json", Text: string(b)}},
		Cacheable: mcp.Cacheable{CacheScope: "private"}}, nil
}
