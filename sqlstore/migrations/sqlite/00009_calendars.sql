-- +goose Up
-- Calendar feeds (issue 16, item 3): iCalendar URLs whose events the
-- syncer turns into a property's stays.
--
-- A feed is due when next_sync_at has passed and no live lease
-- (locked_until) holds it; lease_token names the claim, so a syncer whose
-- lease expired cannot apply a result over another's. etag and
-- last_modified are the validators of the last version read (conditional
-- GET). last_result is the JSON of the last sync's counts.
CREATE TABLE calendars (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    address_id      INTEGER NOT NULL REFERENCES addresses (id) ON DELETE CASCADE,
    name            TEXT NOT NULL,
    url             TEXT NOT NULL,
    import_blocks   BOOLEAN NOT NULL,
    etag            TEXT NOT NULL DEFAULT '',
    last_modified   TEXT NOT NULL DEFAULT '',
    last_fetch_at   TEXT,
    last_success_at TEXT,
    last_error      TEXT,
    last_result     TEXT,
    next_sync_at    TEXT NOT NULL,
    locked_until    TEXT,
    lease_token     TEXT,
    created_at      TEXT NOT NULL,
    UNIQUE (account_id, id)
);
CREATE INDEX calendars_address ON calendars (account_id, address_id);
CREATE INDEX calendars_due ON calendars (next_sync_at);

-- How many successive successful fetches of its feed a stay has been
-- missing from: the second cancels it (2 marks the syncer's cancellation,
-- so a stay that comes back is confirmed again, and one a person
-- cancelled is left alone).
ALTER TABLE reservations ADD COLUMN feed_missed INTEGER NOT NULL DEFAULT 0;
CREATE INDEX reservations_calendar_uid ON reservations (account_id, calendar_id, uid);

-- +goose Down
DROP INDEX reservations_calendar_uid;
ALTER TABLE reservations DROP COLUMN feed_missed;
DROP TABLE calendars;
