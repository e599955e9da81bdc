-- +goose Up
-- Supplies (issue 18, item 1): what each property keeps in stock, and the
-- history of every change of a count (who, why, from which job).
CREATE TABLE supplies (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL,
    address_id      INTEGER NOT NULL,
    name            TEXT NOT NULL,
    name_key        TEXT NOT NULL, -- lower-cased name: unique at the property
    unit            TEXT NOT NULL,
    on_hand         INTEGER NOT NULL,
    min_level       INTEGER NOT NULL,
    par_level       INTEGER NOT NULL,
    per_guest_night REAL,
    rate_by_hand    BOOLEAN NOT NULL DEFAULT FALSE,
    low_since       TEXT, -- set when it falls to min_level or below, cleared above: inventory.low once per fall
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);
CREATE UNIQUE INDEX supplies_name ON supplies (account_id, address_id, name_key);

CREATE TABLE supply_history (
    id         INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL,
    supply_id  INTEGER NOT NULL,
    at         TEXT NOT NULL,
    actor      TEXT NOT NULL,
    kind       TEXT NOT NULL,
    count_from INTEGER,
    count_to   INTEGER NOT NULL,
    job_id     INTEGER,
    reason     TEXT NOT NULL
);
CREATE INDEX supply_history_supply ON supply_history (account_id, supply_id, id);

-- +goose Down
DROP TABLE supply_history;
DROP TABLE supplies;
