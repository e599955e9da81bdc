-- +goose Up
-- Stays drive the work (issue 16, items 4 and 6): a turnover links to the
-- stay it turns over, carries the window it must be done in, and
-- remembers whether a person set its time; every job change is recorded
-- with who made it and why.
ALTER TABLE jobs ADD COLUMN reservation_id INTEGER;
ALTER TABLE jobs ADD COLUMN window_end TEXT;
ALTER TABLE jobs ADD COLUMN same_day BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE jobs ADD COLUMN time_by_hand BOOLEAN NOT NULL DEFAULT FALSE;
-- Never two turnovers for one stay, whatever races the stores lose.
CREATE UNIQUE INDEX jobs_reservation ON jobs (account_id, reservation_id);

CREATE TABLE job_history (
    id         INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL,
    job_id     INTEGER NOT NULL,
    at         TEXT NOT NULL,
    actor      TEXT NOT NULL,
    change     TEXT NOT NULL,
    reason     TEXT
);
CREATE INDEX job_history_job ON job_history (account_id, job_id, id);

-- events.job_id is NULL for the events of stays, which name theirs here.
ALTER TABLE events ADD COLUMN reservation_id INTEGER;

-- +goose Down
ALTER TABLE events DROP COLUMN reservation_id;
DROP TABLE job_history;
DROP INDEX jobs_reservation;
ALTER TABLE jobs DROP COLUMN time_by_hand;
ALTER TABLE jobs DROP COLUMN same_day;
ALTER TABLE jobs DROP COLUMN window_end;
ALTER TABLE jobs DROP COLUMN reservation_id;
