-- +goose Up
-- Notifications: one e-mail to a pro about a job, written in the
-- transaction of the job change it tells of (the outbox, like
-- webhook_deliveries) and sent by the mail sender. Subject and body are
-- composed when the row is written. A notification is due when its status
-- is pending or retrying, next_attempt_at has passed and no live lease
-- (locked_until) holds it; a sent one is never claimed again.
CREATE TABLE notifications (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    uuid            TEXT NOT NULL UNIQUE, -- the Message-ID's left part, the same for every attempt
    job_id          INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
    pro_id          INTEGER NOT NULL,
    kind            TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    recipient_name  TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    status          TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    channel         TEXT,
    next_attempt_at TEXT,
    first_failed_at TEXT,
    locked_until    TEXT,
    last_error      TEXT,
    sent_at         TEXT,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    UNIQUE (account_id, id)
);
CREATE INDEX notifications_due ON notifications (next_attempt_at) WHERE status IN ('pending', 'retrying');
CREATE INDEX notifications_job ON notifications (account_id, job_id, id);

-- +goose Down
DROP TABLE notifications;
