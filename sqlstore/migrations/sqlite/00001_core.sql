-- +goose Up
-- Times are TEXT in the fixed-width form 2006-01-02T15:04:05.000000Z (UTC),
-- so they sort and compare as strings; PostgreSQL stores TIMESTAMPTZ.
CREATE TABLE accounts (
    id            INTEGER PRIMARY KEY,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    created_at    TEXT NOT NULL
);

CREATE TABLE sessions (
    id         INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);

CREATE TABLE api_keys (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    prefix       TEXT NOT NULL,
    key_hash     TEXT NOT NULL UNIQUE,
    created_at   TEXT NOT NULL,
    last_used_at TEXT,
    revoked_at   TEXT
);
CREATE INDEX api_keys_account ON api_keys (account_id, id);

CREATE TABLE addresses (
    id                  INTEGER PRIMARY KEY,
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    street              TEXT NOT NULL,
    city                TEXT NOT NULL,
    state               TEXT NOT NULL,
    zip                 TEXT NOT NULL,
    country             TEXT NOT NULL,
    nickname            TEXT,
    access_instructions TEXT,
    bedrooms            INTEGER,
    bathrooms           REAL,
    square_feet         INTEGER,
    timezone            TEXT NOT NULL,
    created_at          TEXT NOT NULL,
    UNIQUE (account_id, id)
);

CREATE TABLE pros (
    id             INTEGER PRIMARY KEY,
    account_id     INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name           TEXT NOT NULL,
    email          TEXT NOT NULL,
    phone          TEXT NOT NULL,
    services       TEXT NOT NULL,
    active         BOOLEAN NOT NULL,
    completed_jobs INTEGER NOT NULL DEFAULT 0,
    failed_jobs    INTEGER NOT NULL DEFAULT 0,
    created_at     TEXT NOT NULL,
    UNIQUE (account_id, id)
);

CREATE TABLE todo_lists (
    id         INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL,
    address_id INTEGER NOT NULL,
    name       TEXT NOT NULL,
    position   INTEGER NOT NULL,
    UNIQUE (account_id, id),
    FOREIGN KEY (account_id, address_id) REFERENCES addresses (account_id, id) ON DELETE CASCADE
);
CREATE INDEX todo_lists_address ON todo_lists (account_id, address_id, position);

CREATE TABLE todo_items (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    todo_list_id INTEGER NOT NULL,
    description  TEXT NOT NULL,
    completed    BOOLEAN NOT NULL DEFAULT FALSE,
    position     INTEGER NOT NULL,
    FOREIGN KEY (account_id, todo_list_id) REFERENCES todo_lists (account_id, id) ON DELETE CASCADE
);
CREATE INDEX todo_items_list ON todo_items (account_id, todo_list_id, position);

CREATE TABLE reservations (
    id                INTEGER PRIMARY KEY,
    account_id        INTEGER NOT NULL,
    address_id        INTEGER NOT NULL,
    guest_name        TEXT NOT NULL,
    check_in          TEXT NOT NULL,
    check_out         TEXT NOT NULL,
    guests            INTEGER NOT NULL,
    confirmation_code TEXT NOT NULL,
    created_at        TEXT NOT NULL,
    FOREIGN KEY (account_id, address_id) REFERENCES addresses (account_id, id) ON DELETE CASCADE
);
CREATE INDEX reservations_check_in ON reservations (account_id, check_in, id);

CREATE TABLE jobs (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    address_id   INTEGER NOT NULL,
    pro_id       INTEGER,
    service_type TEXT NOT NULL,
    status       TEXT NOT NULL,
    scheduled_at TEXT NOT NULL,
    completed_at TEXT,
    price_cents  INTEGER NOT NULL,
    notes        TEXT,
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL,
    version      INTEGER NOT NULL DEFAULT 1,
    FOREIGN KEY (account_id, address_id) REFERENCES addresses (account_id, id),
    FOREIGN KEY (account_id, pro_id) REFERENCES pros (account_id, id)
);
CREATE INDEX jobs_scheduled ON jobs (account_id, scheduled_at, id);
CREATE INDEX jobs_status_scheduled ON jobs (account_id, status, scheduled_at, id);
CREATE INDEX jobs_address_scheduled ON jobs (account_id, address_id, scheduled_at, id);
CREATE INDEX jobs_pro_scheduled ON jobs (account_id, pro_id, scheduled_at);

-- events is the outbox: one row per announced change, written in the
-- transaction of the change itself.
CREATE TABLE events (
    id                  INTEGER PRIMARY KEY,
    uuid                TEXT NOT NULL UNIQUE,
    account_id          INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name                TEXT NOT NULL,
    job_id              INTEGER,
    object              TEXT NOT NULL,
    previous_attributes TEXT NOT NULL,
    occurred_at         TEXT NOT NULL,
    created_at          TEXT NOT NULL
);
CREATE INDEX events_account ON events (account_id, id);

-- +goose Down
DROP TABLE events;
DROP TABLE jobs;
DROP TABLE reservations;
DROP TABLE todo_items;
DROP TABLE todo_lists;
DROP TABLE pros;
DROP TABLE addresses;
DROP TABLE api_keys;
DROP TABLE sessions;
DROP TABLE accounts;
