-- +goose Up
-- Outbound webhooks: endpoints, one delivery per (event, endpoint) written
-- in the transaction of the event, and a log of every attempt.
CREATE TABLE webhook_endpoints (
    id                         INTEGER PRIMARY KEY,
    account_id                 INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    url                        TEXT NOT NULL,
    events                     TEXT NOT NULL, -- JSON array of names; [] means every event
    description                TEXT NOT NULL,
    secret                     TEXT NOT NULL,
    previous_secret            TEXT,
    previous_secret_expires_at TEXT,
    enabled                    BOOLEAN NOT NULL,
    disabled_reason            TEXT,
    created_at                 TEXT NOT NULL,
    updated_at                 TEXT NOT NULL,
    UNIQUE (account_id, id)
);

-- A delivery is due when its status is pending or retrying, next_attempt_at
-- has passed and no live lease (locked_until) holds it. A replica that dies
-- mid-attempt leaves a lease that expires, and the delivery is claimed again.
CREATE TABLE webhook_deliveries (
    id                   INTEGER PRIMARY KEY,
    account_id           INTEGER NOT NULL,
    endpoint_id          INTEGER NOT NULL,
    event_id             INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    status               TEXT NOT NULL,
    attempts             INTEGER NOT NULL DEFAULT 0,
    next_attempt_at      TEXT,
    first_failed_at      TEXT,
    locked_until         TEXT,
    last_response_status INTEGER,
    last_error           TEXT,
    created_at           TEXT NOT NULL,
    updated_at           TEXT NOT NULL,
    UNIQUE (account_id, id),
    FOREIGN KEY (account_id, endpoint_id) REFERENCES webhook_endpoints (account_id, id) ON DELETE CASCADE
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (account_id, endpoint_id, id);

CREATE TABLE webhook_attempts (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL,
    delivery_id     INTEGER NOT NULL,
    attempt         INTEGER NOT NULL,
    attempted_at    TEXT NOT NULL,
    succeeded       BOOLEAN NOT NULL,
    response_status INTEGER,
    latency_ms      INTEGER NOT NULL,
    error           TEXT,
    response_body   TEXT NOT NULL,
    UNIQUE (delivery_id, attempt),
    FOREIGN KEY (account_id, delivery_id) REFERENCES webhook_deliveries (account_id, id) ON DELETE CASCADE
);

-- +goose Down
DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
DROP TABLE webhook_endpoints;
