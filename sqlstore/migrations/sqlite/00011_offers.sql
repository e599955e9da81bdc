-- +goose Up
-- Pros do the work (issue 17, items 1 and 3): a job without a pro is
-- offered to the pros of its property's list in turn; the offers are kept;
-- a pro answers with a link token scoped to them.
ALTER TABLE jobs ADD COLUMN assignment TEXT NOT NULL DEFAULT 'unassigned';
ALTER TABLE jobs ADD COLUMN offered_to INTEGER;
ALTER TABLE jobs ADD COLUMN failure_reason TEXT;
ALTER TABLE jobs ADD COLUMN offer_expires_at TEXT;
ALTER TABLE jobs ADD COLUMN at_risk_at TEXT;
-- When the offer worker must look at the job next (NULL: never).
ALTER TABLE jobs ADD COLUMN next_check_at TEXT;
UPDATE jobs SET assignment = 'accepted' WHERE pro_id IS NOT NULL;
-- Jobs from before are left to their hosts (next_check_at stays NULL until
-- they change): an upgrade never fails a job retroactively.
CREATE INDEX jobs_next_check ON jobs (next_check_at);

CREATE TABLE job_offers (
    id          INTEGER PRIMARY KEY,
    account_id  INTEGER NOT NULL,
    job_id      INTEGER NOT NULL,
    pro_id      INTEGER NOT NULL,
    offered_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    answer      TEXT,
    answered_at TEXT
);
CREATE INDEX job_offers_job ON job_offers (account_id, job_id, id);

CREATE TABLE address_pros (
    account_id   INTEGER NOT NULL,
    address_id   INTEGER NOT NULL,
    service_type TEXT NOT NULL,
    position     INTEGER NOT NULL,
    pro_id       INTEGER NOT NULL,
    PRIMARY KEY (account_id, address_id, service_type, position)
);

CREATE TABLE pro_links (
    id         INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL,
    pro_id     INTEGER NOT NULL,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);
CREATE INDEX pro_links_pro ON pro_links (account_id, pro_id);

-- +goose Down
DROP TABLE pro_links;
DROP TABLE address_pros;
DROP TABLE job_offers;
DROP INDEX jobs_next_check;
ALTER TABLE jobs DROP COLUMN next_check_at;
ALTER TABLE jobs DROP COLUMN at_risk_at;
ALTER TABLE jobs DROP COLUMN offer_expires_at;
ALTER TABLE jobs DROP COLUMN failure_reason;
ALTER TABLE jobs DROP COLUMN offered_to;
ALTER TABLE jobs DROP COLUMN assignment;
