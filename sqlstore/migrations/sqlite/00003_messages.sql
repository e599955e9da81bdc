-- +goose Up
-- messages are requests to the assistant and their replies. A message is
-- processing until a worker finishes it; locked_until is the lease of the
-- worker on it, so a restart (or another replica) resumes only abandoned
-- work. pending holds the half-understood request of a needs_input reply.
CREATE TABLE messages (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    conversation_id TEXT NOT NULL,
    message         TEXT NOT NULL,
    context         TEXT NOT NULL,
    status          TEXT NOT NULL,
    response        TEXT,
    actions         TEXT NOT NULL,
    pending         TEXT,
    attempts        INTEGER NOT NULL DEFAULT 0,
    locked_until    TEXT,
    created_at      TEXT NOT NULL,
    completed_at    TEXT
);
CREATE INDEX messages_account ON messages (account_id, id);
CREATE INDEX messages_conversation ON messages (account_id, conversation_id, id);
CREATE INDEX messages_processing ON messages (status, id);

-- +goose Down
DROP TABLE messages;
