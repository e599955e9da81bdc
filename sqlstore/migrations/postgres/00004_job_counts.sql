-- +goose Up
-- The total of GET /api/v1/jobs is read from counters kept in the
-- transaction of every job write, instead of counting every matching job:
-- the cost of a page stays the same with a hundred jobs or a million.
--
-- job_counts: jobs per (account, property, status), for a property's list.
CREATE TABLE job_counts (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    address_id BIGINT NOT NULL,
    status     TEXT NOT NULL,
    n          BIGINT NOT NULL,
    PRIMARY KEY (account_id, address_id, status)
);
INSERT INTO job_counts (account_id, address_id, status, n)
    SELECT account_id, address_id, status, COUNT(*) FROM jobs GROUP BY account_id, address_id, status;

-- job_totals: jobs per (account, status) over all properties, in eight
-- stripes (a job counts in stripe id % 8), so concurrent writers of one
-- account rarely wait for the same row on PostgreSQL; a total sums at most
-- 40 rows however many properties the account has.
CREATE TABLE job_totals (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    status     TEXT NOT NULL,
    stripe     BIGINT NOT NULL,
    n          BIGINT NOT NULL,
    PRIMARY KEY (account_id, status, stripe)
);
INSERT INTO job_totals (account_id, status, stripe, n)
    SELECT account_id, status, id % 8, COUNT(*) FROM jobs GROUP BY account_id, status, id % 8;

-- A property's jobs of one status in date order (a property's upcoming
-- pending jobs): without it the page walks the property's whole history.
CREATE INDEX jobs_address_status_scheduled ON jobs (account_id, address_id, status, scheduled_at, id);

-- +goose Down
DROP INDEX jobs_address_status_scheduled;
DROP TABLE job_totals;
DROP TABLE job_counts;
