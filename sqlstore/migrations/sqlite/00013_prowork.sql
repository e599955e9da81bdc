-- +goose Up
-- A pro's work on site (issue 17): the photos they upload (the bytes are
-- in the photo store under storage_key; a photo for a photo item of the
-- job's checklist completes it), the notes they leave for the host, and
-- the issues they report, each of which became a maintenance job
-- (issue_job_id) for the host to confirm.
CREATE TABLE job_photos (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    job_id       INTEGER NOT NULL,
    pro_id       INTEGER NOT NULL,
    item_id      INTEGER, -- a job_todo_items row of the job
    content_type TEXT NOT NULL,
    size         INTEGER NOT NULL,
    storage_key  TEXT NOT NULL,
    taken_at     TEXT NOT NULL,
    created_at   TEXT NOT NULL
);
CREATE INDEX job_photos_job ON job_photos (account_id, job_id, id);

CREATE TABLE job_notes (
    id          INTEGER PRIMARY KEY,
    account_id  INTEGER NOT NULL,
    job_id      INTEGER NOT NULL,
    pro_id      INTEGER NOT NULL,
    text        TEXT NOT NULL,
    occurred_at TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX job_notes_job ON job_notes (account_id, job_id, id);

CREATE TABLE job_issue_reports (
    id           INTEGER PRIMARY KEY,
    account_id   INTEGER NOT NULL,
    job_id       INTEGER NOT NULL,
    issue_job_id INTEGER NOT NULL,
    pro_id       INTEGER NOT NULL,
    description  TEXT NOT NULL,
    occurred_at  TEXT NOT NULL,
    created_at   TEXT NOT NULL
);
CREATE INDEX job_issue_reports_job ON job_issue_reports (account_id, job_id, id);

-- +goose Down
DROP TABLE job_issue_reports;
DROP TABLE job_notes;
DROP TABLE job_photos;
