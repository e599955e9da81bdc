package steward

import "context"

type contextKey int

const (
	accountIDKey contextKey = iota
	clientIPKey
)

// NewContextWithAccountID returns a copy of ctx carrying the account an
// adapter authenticated the caller as, for code further in (such as the MCP
// server's tools) that the adapter hands the request to.
func NewContextWithAccountID(ctx context.Context, id int64) context.Context {
	return context.WithValue(ctx, accountIDKey, id)
}

// AccountIDFromContext returns the account set by NewContextWithAccountID,
// or 0 when the caller is not authenticated.
func AccountIDFromContext(ctx context.Context) int64 {
	id, _ := ctx.Value(accountIDKey).(int64)
	return id
}

// NewContextWithClientIP returns a copy of ctx carrying the caller's IP
// address as the adapter determined it, for limits applied further in
// (such as login attempts made through an MCP tool).
func NewContextWithClientIP(ctx context.Context, ip string) context.Context {
	return context.WithValue(ctx, clientIPKey, ip)
}

// ClientIPFromContext returns the IP set by NewContextWithClientIP, or "".
func ClientIPFromContext(ctx context.Context) string {
	ip, _ := ctx.Value(clientIPKey).(string)
	return ip
}

type actorKey struct{}

// NewContextWithActor returns a copy of ctx carrying who acts (one of the
// Actor constants), for the job history the stores write.
func NewContextWithActor(ctx context.Context, actor string) context.Context {
	return context.WithValue(ctx, actorKey{}, actor)
}

// ActorFromContext returns the actor set by NewContextWithActor, or
// ActorAPI when none was set.
func ActorFromContext(ctx context.Context) string {
	if a, _ := ctx.Value(actorKey{}).(string); a != "" {
		return a
	}
	return ActorAPI
}
