-- +goose Up
-- Equipment (issue 18, item 2): each property's assets, their service
-- tasks with intervals, and the history of their changes; a job may be
-- about an asset, and carry out one of its service tasks. Dates (not
-- times) are YYYY-MM-DD text in the property's zone on both engines.
CREATE TABLE assets (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    address_id   INTEGER NOT NULL,
    kind         TEXT NOT NULL,
    location     TEXT NOT NULL DEFAULT '',
    make         TEXT NOT NULL DEFAULT '',
    model        TEXT NOT NULL DEFAULT '',
    serial       TEXT NOT NULL DEFAULT '',
    installed_on TEXT,
    status       TEXT NOT NULL DEFAULT 'ok',
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);
CREATE INDEX assets_address ON assets (account_id, address_id, id);

CREATE TABLE service_tasks (
    id            INTEGER PRIMARY KEY,
    account_id    INTEGER NOT NULL,
    asset_id      INTEGER NOT NULL,
    position      INTEGER NOT NULL,
    name          TEXT NOT NULL,
    interval_days INTEGER NOT NULL,
    last_done_on  TEXT,
    since         TEXT NOT NULL,     -- counted from when never done and no install date
    next_due_on   TEXT NOT NULL,
    scheduled_for TEXT NOT NULL DEFAULT '' -- the due date last given a job and an asset.service_due
);
CREATE INDEX service_tasks_asset ON service_tasks (account_id, asset_id, position);
CREATE INDEX service_tasks_due ON service_tasks (next_due_on);

CREATE TABLE asset_history (
    id         INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL,
    asset_id   INTEGER NOT NULL,
    at         TEXT NOT NULL,
    actor      TEXT NOT NULL,
    change     TEXT NOT NULL,
    reason     TEXT
);
CREATE INDEX asset_history_asset ON asset_history (account_id, asset_id, id);

ALTER TABLE jobs ADD COLUMN asset_id INTEGER;
ALTER TABLE jobs ADD COLUMN service_task_id INTEGER;
CREATE INDEX jobs_asset ON jobs (account_id, asset_id);
-- Never two live jobs for one service task, whatever races the workers lose.
CREATE UNIQUE INDEX jobs_live_service_task ON jobs (account_id, service_task_id)
    WHERE service_task_id IS NOT NULL AND status IN ('pending', 'confirmed', 'in_progress');

-- +goose Down
DROP INDEX jobs_live_service_task;
DROP INDEX jobs_asset;
ALTER TABLE jobs DROP COLUMN service_task_id;
ALTER TABLE jobs DROP COLUMN asset_id;
DROP TABLE asset_history;
DROP TABLE service_tasks;
DROP TABLE assets;
