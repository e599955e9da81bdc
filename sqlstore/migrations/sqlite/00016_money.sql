-- +goose Up
-- Money (issue 18, item 3): pros' pay rates per service type (JSON, see
-- steward.Rates), each job's cost (what its pro is paid, in cents; NULL
-- without a pro or rate), whether a host set it by hand, and when the work
-- started (for hourly pay); expenses per property.
ALTER TABLE pros ADD COLUMN rates TEXT NOT NULL DEFAULT '{}';
ALTER TABLE jobs ADD COLUMN cost_cents INTEGER;
ALTER TABLE jobs ADD COLUMN cost_by_hand BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE jobs ADD COLUMN started_at TEXT;
-- The spend reports read an account's completed jobs by completion time.
CREATE INDEX jobs_completed ON jobs (account_id, completed_at) WHERE status = 'completed';

CREATE TABLE expenses (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    address_id   INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    currency     TEXT NOT NULL,
    category     TEXT NOT NULL,
    spent_on     TEXT NOT NULL, -- YYYY-MM-DD
    job_id       INTEGER,
    note         TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL
);
CREATE INDEX expenses_spent ON expenses (account_id, spent_on, id);

-- +goose Down
DROP TABLE expenses;
DROP INDEX jobs_completed;
ALTER TABLE jobs DROP COLUMN started_at;
ALTER TABLE jobs DROP COLUMN cost_by_hand;
ALTER TABLE jobs DROP COLUMN cost_cents;
ALTER TABLE pros DROP COLUMN rates;
